"""A value a seat, as typed at a flag or a prompt: ``20,10,5``, in playing order.

A field of the ``pair`` kind (``fields.Kind``) holds one whole number for each
seat of the deal, the eldest first and the dealer last (``games.side.seats``):
``--totals 20,10,5`` in a game of three. A two-hand game's pair is elder first,
younger second, and its own codecs say so in its own words; this reader serves
a game that takes any number of players.
"""

from __future__ import annotations

import re

from piquet_cli.errors import BadValue
from piquet_cli.games.whole import whole
from piquet_cli.i18n import _

MOST_DIGITS = 4
"""A deal's figures run to a few hundred at most: a number of more digits is no deal's."""


def per_seat(text: str, seats: int, what: str = "numbers") -> tuple[int, ...]:
    """``seats`` whole numbers, one a seat in playing order, separated by commas, slashes or
    spaces; BadValue saying what to write (``what``: what they are, "tricks won")."""
    parts = [p for p in re.split(r"[,/\s]+", text.strip()) if p]
    numbers = [whole(p) for p in parts]
    example = ",".join(str(n) for n in (20, 10, 5, 0)[:seats])
    order = "elder first" if seats == 2 else "one a seat in playing order, the eldest first"
    if len(numbers) != seats or any(n is None for n in numbers):
        shown = text.strip() if len(text.strip()) <= 24 else text.strip()[:12] + "…" + text.strip()[-12:]
        raise BadValue(
            _(
                "{shown!r} is not {seats} {what}; write {seats} whole numbers, {order}, e.g. {example}."
            ).format(shown=shown, seats=seats, what=what, order=order, example=example)
        )
    if any(len(p.lstrip("0")) > MOST_DIGITS for p in parts):
        raise BadValue(
            _("{what} run to a few hundred, never more than {MOST_DIGITS} digits.").format(
                what=what, MOST_DIGITS=MOST_DIGITS
            )
        )
    return tuple(n for n in numbers if n is not None)


def format_per_seat(values: tuple[int, ...]) -> str:
    """The values as ``per_seat`` reads them back: ``20,10,5``."""
    return ",".join(map(str, values))
