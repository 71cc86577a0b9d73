"""Piquet's notation for each kind of fact, by the codec names of its field table (``spec``).

Each codec reads a value as typed at a flag, a prompt or in the partie file,
and writes it back in the canonical form the file keeps; what one writes the
other reads back the same (tests/test_notation.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from piquet_cli.cards import Card, format_cards, parse_cards
from piquet_cli.games.piquet.answers import format_answer, parse_answer
from piquet_cli.games.piquet.combinations import PIQUET_PACK
from piquet_cli.games.piquet.notation import (
    format_barred,
    format_point,
    format_sequences,
    format_sets,
    format_tricks,
    parse_barred,
    parse_point,
    parse_sequences,
    parse_sets,
    parse_side,
    parse_trick_numbers,
    parse_tricks,
    parse_yes_no,
)
from piquet_cli.games.piquet.table_notation import (
    format_numbers,
    format_per_seat,
    format_seat_numbers,
    is_seat_numbers,
    parse_numbers,
    parse_per_seat,
    parse_seat_numbers,
)
from piquet_cli.games.protocol import Codec, format_with, parse_with
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_


def _carte_blanche(text: str) -> tuple[Side, ...] | tuple[int, ...]:
    """``elder``, ``younger``, or (only ever to be refused, with its reason) ``both``; at a
    table of three or four, the seats that showed it by number: ``2`` or ``1,3``."""
    if is_seat_numbers(text):
        return parse_seat_numbers(text, N_("a player who showed carte blanche"))
    if text.strip().lower() == "both":
        return (Side.ELDER, Side.YOUNGER)
    return (parse_side(text),)


def _format_carte_blanche(sides: tuple[Side, ...] | tuple[int, ...]) -> str:
    if sides and isinstance(sides[0], int):
        return ",".join(map(str, sides))
    return sides[0].value if len(sides) == 1 else "both"  # type: ignore[union-attr]


def _tricks(text: str) -> tuple[Side, ...] | tuple[int, ...]:
    """Twelve winners by seat letter (``e``/``y``), or, at three or four, by seat number
    (``1231231231``)."""
    return parse_seat_numbers(text) if is_seat_numbers(text) else parse_tricks(text)


def _format_tricks(tricks: tuple[Side, ...] | tuple[int, ...]) -> str:
    if tricks and isinstance(tricks[0], int):
        return format_seat_numbers(tricks)
    return format_tricks(tricks)  # type: ignore[arg-type]


def _pair(what: str, example: str) -> Callable[[str], tuple[int, int]]:
    def parse(text: str) -> tuple[int, int]:
        from piquet_cli.games.piquet.pairs import parse_pair  # a deal entered by its play points

        return parse_pair(text, what=what, example=example)

    return parse


def _rules(text: str) -> str:
    from piquet_cli.games.piquet.table_rules import rules_named  # a table of three or four only

    return rules_named(text)


def _format_pair(pair: tuple[int, int]) -> str:
    return f"{pair[0]},{pair[1]}"


def _format_cards(cards: tuple[Card, ...]) -> str:
    return format_cards(cards)


CODECS: dict[str, Codec] = {
    "carte_blanche": (_carte_blanche, _format_carte_blanche),
    "exchange": (parse_numbers(N_("cards exchanged"), "5,3"), format_numbers),
    "play": (_pair(N_("play points"), "9,6"), _format_pair),
    "won": (_pair(N_("tricks won"), "7,5"), _format_pair),
    "totals": (parse_numbers(N_("totals"), "28,23"), format_numbers),
    "point": (parse_point, format_point),
    "sequences": (parse_sequences, format_sequences),
    "sets": (parse_sets, format_sets),
    "answer": (parse_answer, format_answer),
    "cards": (lambda text: parse_cards(text, PIQUET_PACK), _format_cards),
    "tricks": (_tricks, _format_tricks),
    "trick_numbers": (parse_trick_numbers, lambda numbers: ",".join(map(str, numbers)) or "-"),
    "side": (parse_side, lambda side: side.value),
    "barred": (parse_barred, lambda bars: format_barred(*bars)),
    "yes_no": (parse_yes_no, lambda yes: "yes" if yes else "no"),
    "seat_points": (
        parse_per_seat(parse_point, N_("a point"), "5/48;-;4/39"),
        format_per_seat(format_point),
    ),
    "seat_sequences": (
        parse_per_seat(parse_sequences, N_("the sequences"), "5K;-;3J,3T"),
        format_per_seat(format_sequences),
    ),
    "seat_sets": (
        parse_per_seat(parse_sets, N_("the quatorzes and trios"), "14A;3K;-"),
        format_per_seat(format_sets),
    ),
    "seat_hands": (
        parse_per_seat(lambda text: parse_cards(text, PIQUET_PACK), N_("a hand"), "'AS KS …;QH JH …;…'"),
        format_per_seat(_format_cards),
    ),
    "rules": (_rules, lambda rules: rules),
}


def parse(codec: str, text: str) -> Any:
    return parse_with(CODECS, codec, text)


def format(codec: str, value: Any) -> str:
    return format_with(CODECS, codec, value)
