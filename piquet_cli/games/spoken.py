"""Numbers said in words, as they are said at the table: "six", "forty-nine",
"five making forty-seven", "seven, five".

The walkthrough takes words wherever it asks for a number: each answer goes
through ``spoken`` before the notation reads it, so ``six`` is ``6`` and
``five making forty-seven`` is ``5/47``. Text that holds no number words is
returned as it was, so every answer the notation takes is still taken.
"""

from __future__ import annotations

import re

_UNITS = {
    "zero": 0,
    "nought": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
# The units said after a ten: one to nine (twenty-one … ninety-nine), never nought or ten.
_AFTER_TENS = [word for word, value in _UNITS.items() if 1 <= value <= 9]
_WORD = re.compile(
    r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[\s-]+(?P<unit>" + "|".join(_AFTER_TENS) + r"))?"
    r"|(?P<alone>" + "|".join(_UNITS) + r"))\b",
    re.IGNORECASE,
)
_MAKING = re.compile(r"\s*\b(?:making|makes|make|that make|which make)\b\s*", re.IGNORECASE)
_FILLER = re.compile(r"\b(?:a point of|point of|cards|card)\b", re.IGNORECASE)


def _number(match: re.Match[str]) -> str:
    if match["alone"]:
        return str(_UNITS[match["alone"].lower()])
    value = _TENS[match["tens"].lower()]
    if match["unit"]:
        value += _UNITS[match["unit"].lower()]
    return str(value)


def numbers(text: str) -> str:
    """Every number said in words as digits: ``seven, five`` → ``7, 5``; ``forty nine`` → ``49``."""
    return _WORD.sub(_number, text)


def spoken_point(text: str) -> str:
    """A point as said: ``six`` → ``6``; ``five making forty-seven`` → ``5/47``;
    ``a point of five cards`` → ``5``."""
    plain = _FILLER.sub(" ", numbers(text))
    plain = _MAKING.sub("/", plain)
    return " ".join(plain.split()).replace(" /", "/").replace("/ ", "/")


def spoken_sequence(text: str) -> str:
    """A sequence's length said in words: ``four`` → ``4``; ``five king`` → ``5 king``.
    Names (tierce, quart, quint …) are left as they are."""
    return re.sub(
        r"\b(three|four|five|six|seven|eight)\b",
        lambda m: str(_UNITS[m[1].lower()]),
        text,
        flags=re.IGNORECASE,
    )


def spoken_set(text: str) -> str:
    """A quatorze said as the fourteen it scores: ``fourteen aces`` → ``quatorze aces``
    (``three kings``, ``four aces`` are read as they are)."""
    return re.sub(r"\bfourteen\b", "quatorze", text, flags=re.IGNORECASE)
