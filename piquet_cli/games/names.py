"""Players' names as they are answered at the table or given to a flag.

A name is matched without regard to case or accents, and spaces squeezed:
``martin``, ``MARTIN`` and ``Martín`` are the same name, so whoever types it on
a keyboard without the accent is understood. A beginning of one name only is
that name (``mart`` for Martín). Where a seat can be said too, the seat's word
(``e``, ``elder``, ``y``, ``younger``) wins over a name.

Because names are matched so, two players of one partie may not have names that
match each other (Ann and ann, Martín and Martin): ``new``, ``play`` and
``import`` refuse them (``clashing``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from piquet_cli.errors import BadValue
from piquet_cli.games.side import Side
from piquet_cli.i18n import _

SEAT_WORDS = {"e": Side.ELDER, "elder": Side.ELDER, "y": Side.YOUNGER, "younger": Side.YOUNGER}
"""The seats as said at the table; each wins over a name it also begins."""


def name_key(name: str) -> str:
    """A name as it is matched: case and accents apart, spaces squeezed (``Martín`` → ``martin``)."""
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(bare.casefold().split())


def player_named(text: str, players: Sequence[str]) -> str | None:
    """The one of ``players`` that ``text`` names: his whole name, else the beginning of his name
    and of no other's, case and accents apart; None when it names nobody, or more than one.
    A name typed exactly as one player's is his (a partie made before such names were
    refused may hold Ann and ann)."""
    key = name_key(text)
    if not key:
        return None
    if text.strip() in players:
        return text.strip()
    whole = [p for p in players if name_key(p) == key]
    found = whole or [p for p in players if name_key(p).startswith(key)]
    return found[0] if len(found) == 1 else None


def side_said(text: str, elder: str, younger: str) -> Side | None:
    """The seat ``text`` says: ``e``/``elder``, ``y``/``younger``, or either player's name
    (as ``player_named`` takes it); None when it says neither."""
    key = name_key(text)
    if key in SEAT_WORDS:
        return SEAT_WORDS[key]
    named = player_named(text, (elder, younger))
    if named is None:
        return None
    return Side.ELDER if named == elder else Side.YOUNGER


def side_named(text: str, elder: str, younger: str) -> Side:
    """The seat ``text`` says (``side_said``); BadValue saying the answers if it says neither."""
    side = side_said(text, elder, younger)
    if side is None:
        raise BadValue(
            _("{text!r}: answer e ({elder}) or y ({younger}).").format(
                text=text.strip(), elder=elder, younger=younger
            )
        )
    return side


def initials(elder: str, younger: str) -> dict[str, str] | None:
    """The players' initials as seat letters (``{"a": "e", "b": "y"}`` for Ann and Bob), where
    they can stand for the seats: they differ, and neither is the other seat's letter (a younger
    Eve's e is elder's). None where they cannot (Ann and Alan; younger Eve; elder Yan)."""
    first, second = name_key(elder)[:1], name_key(younger)[:1]
    if not (first.isalpha() and second.isalpha()) or first == second or first == "y" or second == "e":
        return None
    return {first: "e", second: "y"}


def seat_letters(text: str, elder: str, younger: str) -> str:
    """Seat letters as typed (the winners of the tricks), e and y, or the players' initials where
    they can stand for the seats (``initials``): ``abba`` for Ann and Bob is ``eyye``. Case,
    accents and spaces apart. A player's initial where initials cannot be taken: BadValue
    saying why, and what to write."""
    letters = name_key(text)
    known = initials(elder, younger)
    if known is not None:
        return "".join(known.get(ch, ch) for ch in letters)
    first, second = name_key(elder)[:1], name_key(younger)[:1]
    if any(ch in {first, second} - {"e", "y"} for ch in letters):
        if first == second:
            why = f"{elder} and {younger} begin with the same letter"
        elif second == "e":
            why = f"{younger}, younger, begins with e, elder's letter"
        else:
            why = f"{elder}, elder, begins with y, younger's letter"
        raise BadValue(
            _(
                "{text!r}: {why}, so initials are not taken; write e ({elder}) or y ({younger}) for each trick."
            ).format(text=text.strip(), why=why, elder=elder, younger=younger)
        )
    return letters


def clashing(players: Sequence[str]) -> tuple[str, str] | None:
    """Two of ``players`` whose names match each other (``Ann`` and ``ann``), or None."""
    for i, first in enumerate(players):
        for second in players[i + 1 :]:
            if name_key(first) == name_key(second):
                return first, second
    return None


def clash_sentence(first: str, second: str) -> str:
    """Why two names cannot play together: one sentence."""
    if first == second:
        return _("both players are called {first}; give them different names.").format(first=repr(first))
    return _(
        "{first} and {second} are the same name to the keeper, which reads names without regard "
        "to case or accents; give the players names that differ in their letters."
    ).format(first=repr(first), second=repr(second))
