"""Whole numbers as written at the table, read without surprises.

``str.isdigit`` is true of ``²`` and ``١`` too, which ``int`` refuses or reads
as another number, and ``int`` refuses a string of more than 4,300 digits
(Python's guard against slow conversions): either reached "internal error"
(issue 11). Every count, total or target a game reads from text that may run
long goes through ``whole``: ASCII digits, at most ``MAX_DIGITS`` of them (the
readers of a number of one to three digits check its length first themselves). A number that long
is still read, so each reader's own check of its range says what is wrong with
it ("more than any hand can score").
"""

from __future__ import annotations

MAX_DIGITS = 4000
"""Longer than any number a game knows, short enough for ``int`` to read."""


def whole(text: str) -> int | None:
    """``text`` (already stripped) as a whole number, or None if it is not one in ASCII digits."""
    if text.isascii() and text.isdigit() and len(text) <= MAX_DIGITS:
        return int(text)
    return None
