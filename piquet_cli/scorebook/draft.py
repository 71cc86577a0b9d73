"""The deal in progress, kept beside its partie as ``NAME.toml.draft`` until it is saved.

A Bezique or Pinochle hand is typed during play, over ten minutes or more: a
Ctrl-C, a closed terminal or a crash must not lose it. The walkthrough keeps
every answer given, in order, with the question it answered, and writes them
here after each one (``write``) — as safely as the partie itself: a new file
renamed over the old (``atomic.write_new_file``: never through a link, never
half-written). The draft names the deal it is of and the partie file it was
begun on (its size and checksum), so that a draft of a partie that has changed
since (another deal saved, one taken back, an edit) is known for stale and not
replayed. It is removed when the deal is saved or abandoned (``remove``).

A draft that cannot be read, or is not one (a link, another file's bytes, a
wrong key), is a ``DraftProblem``: one sentence; the caller sets it aside
(``set_aside``: renamed to ``NAME.toml.draft.damaged``) and starts afresh.
"""

from __future__ import annotations

import os
import stat
import tomllib
from contextlib import suppress
from pathlib import Path
from typing import Any

from piquet_cli.errors import FileProblem
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.scorebook.atomic import Stamp, write_new_file
from piquet_cli.scorebook.names import damaged_draft_name, draft_name
from piquet_cli.scorebook.oserror import describe_os_error
from piquet_cli.scorebook.reading import read_regular

FORMAT = 1
MAX_BYTES = 1024 * 1024
"""A draft holds a deal's answers: a few kilobytes; anything above this is not one."""

HEADER = (
    "# piquet-cli: the {word} in progress of {partie}, kept answer by answer until it is saved.\n"
    "# 'piquet play' (or 'piquet deal') offers to continue it; delete this file to start afresh.\n"
)


class DraftProblem(FileProblem):
    """A draft that cannot be read or is not one (exit 1 if it ever went so far)."""


class Draft(NamedTuple):
    """The answers given so far in deal ``number``, begun on the partie file as ``begun_on``."""

    number: int
    begun_on: str  # "SIZE:CRC32" of the partie file's bytes when the deal was begun
    answers: tuple[tuple[str, str], ...]  # (question, answer), in the order given
    prefill: dict[str, Any]  # the values the deal was begun from (``piquet deal`` flags), by key
    lang: str = "en"  # the language the answers were typed in: AC is another card in another (issue 23)


def path_of(partie: Path) -> Path:
    """Where the draft of ``partie``'s deal in progress lives: beside it, ``NAME.toml.draft``."""
    return partie.with_name(draft_name(partie.name))


def version(stamp: Stamp | None) -> str:
    """The partie file's version a draft is begun on: its size and checksum (not its time)."""
    return "" if stamp is None else f"{stamp.size}:{stamp.crc32}"


def write(partie: Path, draft: Draft, word: str) -> None:
    """Put ``draft`` in place beside ``partie`` in one rename (a link there is replaced, never
    written through). An error is let go: the caller decides what losing the draft means."""
    import tomli_w

    document = {
        "format": FORMAT,
        "deal": draft.number,
        "begun_on": draft.begun_on,
        "prefill": draft.prefill,
        "answers": [{"question": q, "answer": a} for q, a in draft.answers],
    }
    if draft.lang != "en":  # written only outside English: a draft in English is as it always was
        document["lang"] = draft.lang
    raw = (HEADER.format(word=word, partie=partie.name) + tomli_w.dumps(document)).encode("utf-8")
    try:
        mode = stat.S_IMODE(os.stat(partie).st_mode) & 0o666
    except OSError:
        mode = 0o600
    write_new_file(path_of(partie), raw, mode)


def read(partie: Path) -> Draft | None:
    """The draft beside ``partie``, None if there is none; DraftProblem if it is not one."""
    where = path_of(partie)
    try:
        raw, _size = read_regular(where, MAX_BYTES, N_("a draft"), follow=False)
    except FileNotFoundError:
        return None
    except OSError as error:
        if os.path.islink(where):
            raise DraftProblem(
                _("{path} is a link, not a draft the keeper wrote").format(path=where)
            ) from None
        raise DraftProblem(
            _("cannot read {path}: {why}").format(path=where, why=describe_os_error(error))
        ) from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):  # not UTF-8, not TOML, or a number int() will not read
        raise DraftProblem(
            _("{path} is not a draft the keeper can read (cut off or changed by hand)").format(path=where)
        ) from None
    return _draft(where, data)


def _draft(where: Path, data: dict[str, Any]) -> Draft:
    wrong = DraftProblem(
        _("{path} is not a draft the keeper can read (cut off or changed by hand)").format(path=where)
    )
    if data.get("format") != FORMAT:
        raise DraftProblem(
            _("{path} is a draft of another version of the keeper (format {format!r})").format(
                path=where, format=data.get("format")
            )
        )
    number, begun_on, prefill, answers = (data.get(k) for k in ("deal", "begun_on", "prefill", "answers"))
    if not isinstance(number, int) or isinstance(number, bool) or number < 1 or not isinstance(begun_on, str):
        raise wrong
    if not isinstance(prefill, dict) or not isinstance(answers, list):
        raise wrong
    pairs: list[tuple[str, str]] = []
    for item in answers:
        if not isinstance(item, dict) or set(item) != {"question", "answer"}:
            raise wrong
        question, answer = item["question"], item["answer"]
        if not isinstance(question, str) or not isinstance(answer, str):
            raise wrong
        pairs.append((question, answer))
    lang = data.get("lang", "en")
    if not isinstance(lang, str):
        raise wrong
    return Draft(number, begun_on, tuple(pairs), prefill, lang)


def remove(partie: Path) -> None:
    """Remove the draft beside ``partie``, if there is one (a link there is removed, not followed)."""
    with suppress(FileNotFoundError):
        os.unlink(path_of(partie))


def drop_stale(partie: Path, number: int) -> None:
    """Deal ``number`` of ``partie`` is saved: a draft kept of it (a walk of it stopped, then
    the deal given by flags) is stale and goes; a draft of another deal, or one that does not
    read, is left for the walk that meets it to say so."""
    try:
        kept = read(partie)
    except DraftProblem:
        return
    if kept is not None and kept.number == number:
        remove(partie)


def set_aside(partie: Path) -> Path:
    """Put a damaged draft out of the way, ``NAME.toml.draft.damaged`` (renamed: a link is moved as
    a link), so that nothing is replayed from it and it can still be looked at; where it went."""
    where = path_of(partie)
    aside = partie.with_name(damaged_draft_name(partie.name))
    try:
        os.replace(where, aside)
    except OSError:
        with suppress(OSError):
            os.unlink(where)
    return aside
