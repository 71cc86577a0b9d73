"""The language the keeper speaks (docs/contract.md, "Languages"; issue 23): chosen once as the
command starts, and ``_()`` / ``ngettext()`` that every layer may import.

The language is ``--lang pt|es|fr|en`` anywhere on the command line, else ``PIQUET_LANG``,
else the first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set (as
``gettext.find`` reads them: the first set one decides, a language it names that the keeper
does not speak is English), else English. In English nothing is loaded: ``_()`` gives its
text back; the catalogue (stdlib ``gettext``, ``piquet_cli/locale/<lang>/LC_MESSAGES/
piquet.mo``) is read once, the first time a message is asked for in another language.

The table's words (card letters, answers, number words) are read in the language only
where a person types them: at the table and in the command's flags (``at_the_table``). A
partie file keeps the English notation whatever the language, so it is read in English.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

LANGUAGES = ("en", "pt", "es", "fr")


def N_(message: str) -> str:
    """A message marked for the catalogue where it is written, said through ``_()`` where it is used."""
    return message


NAMES = {"en": N_("English"), "pt": N_("Portuguese"), "es": N_("Spanish"), "fr": N_("French")}
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
DOMAIN = "piquet"

_active = "en"
_catalogue: Any = None  # a gettext.GNUTranslations, read on first use outside English
_at_table = False


class BadLanguage(ValueError):
    """``--lang`` or ``PIQUET_LANG`` names no language the keeper speaks (exit 2)."""


def language_of(text: str) -> str | None:
    """The keeper's language a locale or a ``--lang`` value names: ``pt_BR.UTF-8`` → ``pt``,
    ``FR`` → ``fr``, ``C`` and ``POSIX`` → ``en``; None for any other."""
    plain = text.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if plain in ("c", "posix"):
        return "en"
    head = plain.split("_")[0]
    return head if head in LANGUAGES else None


def choose(argv: Sequence[str], environ: Mapping[str, str]) -> tuple[str, list[str]]:
    """The language asked for, and the command line without its ``--lang`` (which the keeper
    takes anywhere on it, before the command, after it, before ``--help``)."""
    rest: list[str] = []
    given: str | None = None
    words = list(argv)
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--":
            rest += words[i:]
            break
        if word == "--lang" or word.startswith("--lang="):
            if word == "--lang":
                if i + 1 >= len(words):
                    raise BadLanguage(
                        _in(_refusing(environ, True), N_("--lang takes a language: pt, es, fr or en."))
                    )
                given = words[i + 1]
                i += 2
            else:
                given = word.partition("=")[2]
                i += 1
            continue
        rest.append(word)
        i += 1
    if given is not None:
        lang = language_of(given)
        if lang is None:
            refused = _in(_refusing(environ, True), N_("--lang takes pt, es, fr or en, not {given!r}."))
            raise BadLanguage(refused.format(given=given))
        return lang, rest
    own = environ.get("PIQUET_LANG", "")
    if own:
        lang = language_of(own)
        if lang is None:
            refused = _in(_refusing(environ, False), N_("PIQUET_LANG takes pt, es, fr or en, not {own!r}."))
            raise BadLanguage(refused.format(own=own))
        return lang, rest
    return _locale(environ), rest


def _locale(environ: Mapping[str, str]) -> str:
    """The language of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: the first set decides."""
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            for part in value.split(":"):
                lang = language_of(part)
                if lang is not None:
                    return lang
            return "en"
    return "en"


def _refusing(environ: Mapping[str, str], lang_flag: bool) -> str:
    """The language a refusal of ``--lang`` (``lang_flag``) or of ``PIQUET_LANG`` is said in: the
    one the keeper would speak without the word refused — for ``--lang``, ``PIQUET_LANG`` if it
    names one, else the locale's. Who mistypes ``--lang`` on a Portuguese system is told in
    Portuguese; with no language known, in English."""
    own = language_of(environ.get("PIQUET_LANG", "")) if lang_flag else None
    return own or _locale(environ)


def _in(lang: str, message: str) -> str:
    """``message`` in ``lang``, before the language is chosen (the active one is left as it is)."""
    if lang == "en":
        return message
    text: str = _catalogue_of(lang).gettext(message)
    return text


def use(lang: str) -> None:
    """Speak ``lang`` from now on (the start of a command; a test)."""
    global _active, _catalogue
    if lang not in LANGUAGES:  # a program's mistake: every caller passes a language choose() found
        raise BadLanguage(f"--lang takes pt, es, fr or en, not {lang!r}.")  # english: never a person's word
    if lang != _active:
        _active, _catalogue = lang, None


def active() -> str:
    return _active


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Speak ``lang`` for the time of a ``with`` block, then the language spoken before, its
    catalogue kept (what the scorebook's index keeps is English at every table)."""
    global _active, _catalogue
    before = _active, _catalogue
    use(lang)
    try:
        yield
    finally:
        _active, _catalogue = before


def _translations() -> Any:
    global _catalogue
    if _catalogue is None:
        _catalogue = _catalogue_of(_active)
    return _catalogue


def _catalogue_of(lang: str) -> Any:
    import gettext
    from pathlib import Path

    return gettext.translation(DOMAIN, Path(__file__).parent / "locale", languages=[lang], fallback=True)


def _(message: str) -> str:
    """``message`` in the language spoken; itself in English, or where the catalogue lacks it."""
    if _active == "en":
        return message
    text: str = _translations().gettext(message)
    return text


def ngettext(singular: str, plural: str, n: int) -> str:
    if _active == "en":
        return singular if n == 1 else plural
    text: str = _translations().ngettext(singular, plural, n)
    return text


def semicolons(parts: Iterable[str]) -> str:
    """``a; b; c``, as the language sets a semicolon (French with a space before it: ``a ; b``)."""
    return _("; ").join(parts)


def spoken() -> tuple[str, bool]:
    """What the words made now depend on: the language spoken, and whether at the table (a
    remembered ruling or view is the same only when this is)."""
    return _active, at_table()


def at_table() -> bool:
    """Whether what is read now was typed by a person (an answer, a flag), not a file."""
    return _at_table and _active != "en"


@contextmanager
def at_the_table() -> Iterator[None]:
    """Read the table's words in the language spoken while this lasts."""
    global _at_table
    before, _at_table = _at_table, True
    try:
        yield
    finally:
        _at_table = before
