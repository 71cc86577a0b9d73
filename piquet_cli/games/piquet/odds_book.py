"""Cavendish's figures at the exchange (Discarding, Calculations; Odds at piquet), as he printed
them, each with the question it answers, and whether the arithmetic of ``odds`` gives it:
exact, rounded, or a different figure (``verdict``). No I/O, no words to print."""

from __future__ import annotations

from fractions import Fraction
from math import floor
from typing import Literal

from piquet_cli.games.piquet.odds import (
    ELDER_TAKES,
    YOUNGER_TAKES,
    Chance,
    carte_blanche_chance,
    named_chance,
)
from piquet_cli.records import NamedTuple

Verdict = Literal["exact", "rounded", "different"]

ROUNDED_WITHIN = Fraction(1, 20)
"""How near a rounded figure's chance must be to the exact chance: within 5% of it
(docs/contract.md, "Odds")."""


class Draw(NamedTuple):
    """The question a figure answers: taking ``taken``, at least ``needs[i]`` of each group of
    ``groups[i]`` named cards (with ``any_group``, of one group at least)."""

    taken: int
    groups: tuple[int, ...]
    needs: tuple[int, ...]
    any_group: bool = False

    def chance(self) -> Chance:
        return named_chance(self.taken, self.groups, self.needs, any_group=self.any_group)


class CarteBlanche(NamedTuple):
    def chance(self) -> Chance:
        return carte_blanche_chance()


class Compared(NamedTuple):
    """One chance set against another: the two-trios case, 74 to 57 for leaving a card."""

    first: Draw
    second: Draw


Question = Draw | CarteBlanche | Compared


class Figure(NamedTuple):
    """One of Cavendish's figures, as printed: ``first`` to ``second`` (odds, ``side`` against
    or on; or a ratio of two chances, ``side`` "ratio"), or a chance ``first``/``second``
    (``side`` "chance")."""

    where: str  # his chapter and case: a citation, the same in the JSON in every language
    question: Question
    first: int
    second: int
    side: Literal["against", "on", "ratio", "chance"]

    @property
    def printed(self) -> str:
        """His figure as he printed it: ``18 to 1``, ``74/380``."""
        if self.side == "chance":
            return f"{self.first}/{self.second}"
        return f"{self.first} to {self.second}"

    @property
    def stated(self) -> Fraction:
        return Fraction(self.first, self.second)

    def exact(self) -> Fraction:
        """What the arithmetic gives in his figure's own form: the odds against (unfavourable
        over favourable), on (favourable over unfavourable), the ratio of the two chances, or
        the chance."""
        if isinstance(self.question, Compared):
            return self.question.first.chance().fraction / self.question.second.chance().fraction
        chance = self.question.chance()
        fav, unfav = chance.favourable, chance.total - chance.favourable
        return {
            "against": Fraction(unfav, fav),
            "on": Fraction(fav, unfav),
            "chance": chance.fraction,
        }[self.side]

    def verdict(self) -> Verdict:
        return verdict(self.exact(), self.first, self.second, self.side)


def verdict(exact: Fraction, first: int, second: int, side: str) -> Verdict:
    """Whether a printed figure is the arithmetic's: ``exact``; ``rounded``, when the odds
    ``first`` to ``second`` are the exact odds counted in ``second``s to the nearest whole
    number *and* the chance they give the less likely side is within 5% of the exact one (a
    printed chance: within 5% of it); ``different`` when not.

    So 5 to 4 for 21 to 17 (1.24 to 1) is rounded; 4 to 1 for 15 to 4 (3¾ to 1) is rounded,
    its chance 1/5 for 4/19 exactly 5% off; 32 to 1 for 938 to 31 (30¼ to 1) is different:
    to the nearest whole it is 30 to 1, and 1/33 is 5.3% below 31/969."""
    stated = Fraction(first, second)
    if stated == exact:
        return "exact"
    if side == "chance":
        near = abs(stated - exact) <= ROUNDED_WITHIN * exact
        return "rounded" if near else "different"
    nearest = floor(exact * second + Fraction(1, 2)) == first
    his, true = _less_likely(stated), _less_likely(exact)
    return "rounded" if nearest and abs(his - true) <= ROUNDED_WITHIN * true else "different"


def _less_likely(odds: Fraction) -> Fraction:
    """The chance of the less likely side of odds ``a`` to ``b``: the smaller of a and b over
    a + b."""
    a, b = odds.numerator, odds.denominator
    return Fraction(min(a, b), a + b)


_DISCARDING = "Discarding, Calculations"
_ODDS = "Odds at piquet"


def _elder(named: int, need: int) -> Draw:
    return Draw(ELDER_TAKES, (named,), (need,))


def _younger(named: int, need: int, taken: int = YOUNGER_TAKES) -> Draw:
    return Draw(taken, (named,), (need,))


CAVENDISH: tuple[Figure, ...] = (
    # "The odds that the elder hand (if he takes all his cards) will take in:"
    Figure(f"{_DISCARDING}: elder, one named card", _elder(1, 1), 3, 1, "against"),
    Figure(f"{_DISCARDING}: elder, two named cards", _elder(2, 2), 18, 1, "against"),
    Figure(f"{_DISCARDING}: elder, three named cards", _elder(3, 3), 113, 1, "against"),
    Figure(f"{_DISCARDING}: elder, four named cards", _elder(4, 4), 968, 1, "against"),
    Figure(f"{_DISCARDING}: elder, five named cards", _elder(5, 5), 15503, 1, "against"),
    Figure(f"{_DISCARDING}: elder, one at least of two named cards", _elder(2, 1), 5, 4, "against"),
    Figure(f"{_DISCARDING}: elder, one at least of three named cards", _elder(3, 1), 3, 2, "on"),
    Figure(f"{_DISCARDING}: elder, two at least of three named cards", _elder(3, 2), 6, 1, "against"),
    Figure(f"{_DISCARDING}: elder, one at least of four named cards", _elder(4, 1), 5, 2, "on"),
    Figure(f"{_DISCARDING}: elder, two at least of four named cards", _elder(4, 2), 3, 1, "against"),
    Figure(f"{_DISCARDING}: elder, three at least of four named cards", _elder(4, 3), 32, 1, "against"),
    # "The odds that the younger hand (if he takes all his cards) will take in:"
    Figure(f"{_DISCARDING}: younger, one named card", _younger(1, 1), 17, 3, "against"),
    Figure(f"{_DISCARDING}: younger, two named cards", _younger(2, 2), 62, 1, "against"),
    Figure(f"{_DISCARDING}: younger, three named cards", _younger(3, 3), 1139, 1, "against"),
    Figure(f"{_DISCARDING}: younger, one at least of two named cards", _younger(2, 1), 5, 2, "against"),
    Figure(f"{_DISCARDING}: younger, one at least of three named cards", _younger(3, 1), 3, 2, "against"),
    Figure(f"{_DISCARDING}: younger, two at least of three named cards", _younger(3, 2), 21, 1, "against"),
    Figure(f"{_DISCARDING}: younger, one at least of four named cards", _younger(4, 1), 29, 28, "on"),
    # "If the elder hand has two quatorzes against him (say of aces and kings) ..."
    Figure(
        f"{_DISCARDING}: elder, two quatorzes against (one at least of each)",
        Draw(ELDER_TAKES, (4, 4), (1, 1)),
        33,
        31,
        "against",
    ),
    Figure(
        f"{_DISCARDING}: younger, two quatorzes against (one at least of each)",
        Draw(YOUNGER_TAKES, (4, 4), (1, 1)),
        4,
        1,
        "against",
    ),
    # "if the elder hand has two kings and two queens dealt him ..."
    Figure(
        f"{_DISCARDING}: elder, two kings and two queens, two of the other four",
        _elder(4, 2),
        3,
        1,
        "against",
    ),
    Figure(
        f"{_DISCARDING}: elder, two kings and two queens, both kings or both queens",
        Draw(ELDER_TAKES, (2, 2), (2, 2), any_group=True),
        17,
        2,
        "against",
    ),
    # "The younger hand has two trios, say three knaves and three tens."
    Figure(f"{_DISCARDING}: younger, two trios, taking three cards", _younger(1, 1), 57, 380, "chance"),
    Figure(f"{_DISCARDING}: younger, two trios, leaving a card", _younger(2, 1, taken=2), 74, 380, "chance"),
    Figure(
        f"{_DISCARDING}: younger, two trios, leaving a card against taking three",
        Compared(_younger(2, 1, taken=2), _younger(1, 1)),
        74,
        57,
        "ratio",
    ),
    Figure(
        f"{_DISCARDING}: younger, two trios, leaving a card against taking three (about)",
        Compared(_younger(2, 1, taken=2), _younger(1, 1)),
        4,
        3,
        "ratio",
    ),
    # "The odds against a carte blanche in a named player's hand are 1791 to 1."
    Figure(f"{_ODDS}: carte blanche in a named player's hand", CarteBlanche(), 1791, 1, "against"),
)
"""Every figure of Cavendish's that follows from the combinatorics of his model, as printed.
(His other odds — the show, a repique 27½ to 1, a pique about 36 to 5 — are from his
statistics of 10,000 hands, not from counting draws, and are not here.)"""


def cavendish_figure(question: Question) -> Figure | None:
    """Cavendish's figure for ``question``, the first he gives for it, or None."""
    return next((f for f in CAVENDISH if f.question == question), None)
