"""Piquet's notation for a table of three or four: a value a seat, in playing order.

``--point "5/48;-;4/39"``: each seat's call separated by ``;`` (the two-hand forms within
a seat, ``-`` for none); ``--hands "AS KS …;…;…"`` each seat's cards; ``--tricks
1231231231`` one seat number a trick; ``--exchange 0;0;2`` and ``--totals 20,10,5`` one
number a seat (commas, slashes, spaces or semicolons between). What one writes the other
reads back the same (tests/test_piquet_table_notation.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.pairs import parse_pair
from piquet_cli.i18n import N_, _

T = TypeVar("T")

MOST_SEATS = 4
"""Piquet is played by two, three or four."""

SEAT_SEPARATOR = ";"


def parse_per_seat(read: Callable[[str], T], what: str, example: str) -> Callable[[str], tuple[T, ...]]:
    """A reader of one value a seat, ``;`` between seats, each read by ``read``."""

    def parse(text: str) -> tuple[T, ...]:
        parts = [p.strip() for p in text.split(SEAT_SEPARATOR)]
        if not 2 <= len(parts) <= MOST_SEATS or not all(parts):
            raise BadValue(
                _(
                    "{text} does not give {what} for each seat; write them in playing order, ';' between seats and - for none, e.g. {example}."
                ).format(text=_shown(text), what=_(what), example=example)
            )
        values: list[T] = []
        for seat, part in enumerate(parts, start=1):
            try:
                values.append(read(part))
            except BadValue as error:
                raise BadValue(_("seat {seat}: {error}").format(seat=seat, error=error.message)) from None
        return tuple(values)

    return parse


def format_per_seat(write: Callable[[T], str]) -> Callable[[tuple[T, ...]], str]:
    return lambda values: SEAT_SEPARATOR.join(write(v) for v in values)


def parse_numbers(what: str, example: str) -> Callable[[str], tuple[int, ...]]:
    """Two to four whole numbers, one a seat in playing order: two read as a pair (elder
    first, ``5,3``), three or four separated by commas, slashes, spaces or ``;``."""

    def parse(text: str) -> tuple[int, ...]:
        parts = [p for p in re.split(r"[,/;\s]+", text.strip()) if p]
        if len(parts) == 2:
            return parse_pair(text.replace(SEAT_SEPARATOR, ","), what=what, example=example)
        if not 2 <= len(parts) <= MOST_SEATS or not all(p.isascii() and p.isdigit() for p in parts):
            raise BadValue(
                _(
                    "{text} is not {what}; write one whole number a seat in playing order, elder first: {example} with two, 0;0;2 with three."
                ).format(text=_shown(text), what=_(what), example=example)
            )
        if any(len(p.lstrip("0")) > 4 for p in parts):
            raise BadValue(
                _("{text} is too big for {what}: a deal's figures run to a few hundred.").format(
                    text=_shown(text), what=_(what)
                )
            )
        return tuple(int(p) for p in parts)

    return parse


def format_numbers(values: tuple[int, ...]) -> str:
    return ",".join(map(str, values))


def is_seat_numbers(text: str) -> bool:
    """Whether ``text`` gives seats by number (``1231…``, ``1,3``) rather than by letter (``eey…``)."""
    plain = re.sub(r"[\s,;]+", "", text)
    return bool(plain) and plain.isascii() and plain.isdigit()


def parse_seat_numbers(text: str, what: str = N_("a trick's winner")) -> tuple[int, ...]:
    """Seat numbers 1 to 4, one each, spaces and commas ignored: ``1231231231``."""
    plain = re.sub(r"[\s,;]+", "", text)
    bad = next((ch for ch in plain if ch not in "1234"), None)
    if bad is not None or not plain:
        raise BadValue(
            _(
                "{text}: {bad!r} is not {what}'s seat; write a seat number (1 the eldest, the dealer last) for each, e.g. 1231231231 at three."
            ).format(text=_shown(text), bad=bad, what=_(what))
        )
    return tuple(int(ch) for ch in plain)


def format_seat_numbers(seats: tuple[int, ...]) -> str:
    return "".join(map(str, seats))


def _shown(text: str, most: int = 40) -> str:
    shown = text.strip()
    return repr(shown) if len(shown) <= most else repr(shown[: most // 2] + "…" + shown[-most // 2 :])
