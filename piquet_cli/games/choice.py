"""One of a few words, answered at the table by its beginning: ``c`` for ``classic``, ``15`` for ``1500``.

A game's ``setup`` asks which rules to play (``piquet play``); any beginning of
one choice and of no other is that choice, case apart.
"""

from collections.abc import Iterable

from piquet_cli.errors import BadValue


def by_beginning(text: str, choices: Iterable[str], refusal: str) -> str:
    """The one of ``choices`` that ``text`` begins; none, or more than one: BadValue(``refusal``)."""
    plain = text.strip().lower()
    found = [choice for choice in choices if plain and choice.startswith(plain)]
    if len(found) != 1:
        raise BadValue(refusal)
    return found[0]


def yes_no(text: str) -> bool:
    """y or n, yes or no, case and spaces apart: the one answer every game's yes-or-no question takes."""
    from piquet_cli.games.names import name_key
    from piquet_cli.i18n import _, active

    plain = name_key(text)
    local_yes, local_no = _LOCAL_YES_NO.get(active(), ((), ()))
    if plain in ("y", "yes") or plain in local_yes:
        return True
    if plain in ("n", "no") or plain in local_no:
        return False
    raise BadValue(_("answer y (yes) or n (no)."))


_LOCAL_YES_NO = {
    "pt": (("s", "sim"), ("nao",)),
    "es": (("s", "si"), ()),
    "fr": (("o", "oui"), ("non",)),
}
"""Yes and no in each language, accents apart (``não`` is ``nao``), beside the English y and n."""
