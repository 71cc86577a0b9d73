"""Pinochle's notation for each kind of fact, by the codec names of its field table (``spec``).

Each codec reads a value as typed at a flag, a prompt or in the partie file,
and writes it back in the canonical form the file keeps; what one writes the
other reads back the same. Errors say what was expected (BadValue); the
caller names the flag, the key or the question.
"""

from __future__ import annotations

import re
from typing import Any

from piquet_cli import i18n
from piquet_cli.cards import SUIT_FORMS, Suit, parse_suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import format_events
from piquet_cli.games.pinochle.hand import REST, format_card_points, parse_card_points
from piquet_cli.games.pinochle.melds import parse_melded
from piquet_cli.games.pinochle.rules import parse_rules, parse_side
from piquet_cli.games.protocol import Codec, format_with, parse_with
from piquet_cli.games.whole import whole
from piquet_cli.i18n import N_, _

TRUMP_FORMS = f"a suit, {SUIT_FORMS}, or its name (hearts)"
COUNT_FORMS = N_("a whole number of melds, 0 to 12")
TOTALS_FORMS = N_("two whole numbers, elder first, e.g. 300,250")  # a hand's two totals
SO_FAR_FORMS = N_("two whole numbers, elder first, e.g. 40,10")  # what a hand withdrawn from had scored
_WORDS = {s.word: s for s in Suit} | {s.word.rstrip("s"): s for s in Suit}


def read_trumps(text: str) -> Suit:
    """``H``, ``♥`` or ``hearts`` (``heart`` too), case-insensitive."""
    word = _WORDS.get(text.strip().lower())
    if word is not None:
        return word
    try:
        return parse_suit(text)
    except BadValue:
        if i18n.at_table():
            raise  # typed in the language: its own refusal names the language's letters
        raise BadValue(
            _("{text!r} is not a suit; give {TRUMP_FORMS}.").format(
                text=text.strip(), TRUMP_FORMS=_trump_forms()
            )
        ) from None


def _trump_forms() -> str:
    """How a trump suit is written in a partie file (its English letters), said in the language."""
    return _("a suit, {suits}, or its name (hearts)").format(suits=SUIT_FORMS)


def read_card_points(text: str) -> tuple[int | None, int | None]:
    """``130,110``, ``130,rest`` or, as said, ``130, the rest``."""
    return parse_card_points(re.sub(r"\bthe\s+rest\b", REST, text, flags=re.IGNORECASE))


def read_count(text: str) -> int:
    plain = text.strip()
    count = whole(plain)
    if count is None:
        raise BadValue(_("{plain!r} is not {COUNT_FORMS}.").format(plain=plain, COUNT_FORMS=_(COUNT_FORMS)))
    return count


def read_totals(text: str, forms: str = TOTALS_FORMS) -> tuple[int, int]:
    """Two totals, elder first; ``forms`` is the example the error gives (a hand's, or a part's)."""
    pair = [whole(p) for p in re.split(r"[\s,]+", text.strip()) if p]
    if len(pair) != 2 or pair[0] is None or pair[1] is None:
        raise BadValue(_("{text!r} is not {forms}.").format(text=text.strip(), forms=_(forms)))
    return pair[0], pair[1]


def read_player(text: str) -> str:
    name = text.strip()
    if not name:
        raise BadValue(_("a player's name cannot be empty."))
    return name


def _pair(pair: tuple[int, int]) -> str:
    return f"{pair[0]},{pair[1]}"


CODECS: dict[str, Codec] = {
    "trumps": (read_trumps, lambda suit: suit.value),
    "side": (lambda text: parse_side(text, "side"), lambda side: side.value),
    "count": (read_count, str),
    "melded": (parse_melded, format_events),
    "card_points": (read_card_points, format_card_points),
    "totals": (read_totals, _pair),
    "player": (read_player, str),
    "rules": (parse_rules, lambda rules: rules.value),
}


def parse(codec: str, text: str) -> Any:
    return parse_with(CODECS, codec, text)


def format(codec: str, value: Any) -> str:
    return format_with(CODECS, codec, value)
