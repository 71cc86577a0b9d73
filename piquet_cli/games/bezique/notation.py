"""The notation of a Bezique hand's facts, as flags, prompts and the file write them.

docs/contract.md, "Bezique and Pinochle": ``--trumps S|H|D|C`` (or ``♠ ♥ ♦ ♣``), ``--declared EVENTS``
(``e:rm y:4A e:7+bz``, ``-`` for none), ``--brisques E,Y`` (counts of aces and
tens won, elder first), ``--last-trick elder|younger``, ``--totals E,Y``.
Each reader raises BadValue naming the fact (``field``) and the forms it takes.
"""

from __future__ import annotations

import re

from piquet_cli.cards import SUIT_FORMS, Suit, parse_suit, suit_forms
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.codes import parse_declared
from piquet_cli.games.events import Event, format_events
from piquet_cli.games.side import Side
from piquet_cli.games.whole import whole
from piquet_cli.i18n import N_, _, at_table

SIDE_FORMS = N_("elder or younger (e or y)")
_SIDES = {"e": Side.ELDER, "elder": Side.ELDER, "y": Side.YOUNGER, "younger": Side.YOUNGER}

__all__ = [
    "format_declared",
    "format_pair",
    "parse_declared",
    "parse_pair",
    "parse_side",
    "parse_trumps",
]


def parse_trumps(text: str) -> Suit:
    """The trump suit, by letter or symbol."""
    try:
        return parse_suit(text)
    except BadValue:
        raise BadValue(
            _("{text!r} is not a suit; the trumps are {SUIT_FORMS}.").format(
                text=text.strip(), SUIT_FORMS=_trump_forms()
            ),
            field="trumps",
        ) from None


def _trump_forms() -> str:
    """The suits as a trump is written: typed, in the language's letters; in a file, the file's
    letters, with the language's "or"."""
    if at_table():
        return suit_forms()
    return SUIT_FORMS.replace(" or ", " " + _("or") + " ")


def parse_pair(text: str, field: str, example: str = "10,6") -> tuple[int, int]:
    """Two whole numbers, elder first: ``10,6`` or ``10 6``."""
    parts = [p for p in re.split(r"[\s,]+", text.strip()) if p]
    pair = [whole(p) for p in parts]
    if len(pair) != 2 or pair[0] is None or pair[1] is None:
        raise BadValue(
            _("{text!r} is not two whole numbers; write them elder first, like {example}.").format(
                text=text.strip(), example=example
            ),
            field=field,
        )
    return pair[0], pair[1]


def format_pair(pair: tuple[int, int]) -> str:
    return f"{pair[0]},{pair[1]}"


def parse_side(text: str, field: str) -> Side:
    """``elder``/``younger`` (or ``e``/``y``): e.g. who took the last trick."""
    side = _SIDES.get(text.strip().lower())
    if side is None:
        raise BadValue(
            _("{text!r} is not a player's seat; write {SIDE_FORMS}.").format(
                text=text.strip(), SIDE_FORMS=_(SIDE_FORMS)
            ),
            field=field,
        )
    return side


def format_declared(events: tuple[Event, ...]) -> str:
    """``e:rm y:4A e:7+bz``; ``-`` for none."""
    return format_events(events)
