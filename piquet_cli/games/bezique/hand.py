"""One hand of Bezique as entered at the table: the facts, checked against seed 001.

A hand is the trumps, whether the turn-up was a seven (the dealer scores 10 at
once), the declarations in the order made (events, PRODUCT.md), each player's
brisques (aces and tens won, elder first) and who took the last trick — or, as
quick entry, the two totals only. ``HandFacts`` refuses on construction what no
hand can be, raising ``BadValue`` with the fact (``field``), the side, and one
sentence citing the rule; warnings, where the keeper cannot know, are kept as
data in ``verdicts``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique import codes
from piquet_cli.games.bezique.codes import CODES, value
from piquet_cli.games.bezique.judge import Verdict, judge_all
from piquet_cli.games.bezique.notes import SEED, Note
from piquet_cli.games.events import Event
from piquet_cli.games.side import Side

BRISQUES = 16  # eight aces and eight tens in the two packs (seed 001)
TURN_UP_SEVEN = 10
BRISQUE = 10
LAST_TRICK = 10
LEAST_IN_A_HAND = BRISQUE * BRISQUES + LAST_TRICK
"""Every hand deals out its 16 brisques and its last trick to one player or the other: 170."""
MOST_IN_A_HAND = (
    LEAST_IN_A_HAND
    + 2 * (value(codes.SEQUENCE) + value(codes.ROYAL_MARRIAGE) + sum(map(value, codes.FOURS)))
    + 2 * (len(codes.MARRIAGES) - 1) * value(codes.MARRIAGES[0])
    + value(codes.BEZIQUE)
    + value(codes.DOUBLE_BEZIQUE)
    + 2 * value(codes.SEVEN)
)
"""More than both players can score in one hand, whatever the deal: two of each combination
(six plain marriages), a single bezique and then the double, both sevens of trumps (the
turned-up one counting), the brisques and the last trick: 1990."""


@dataclass(frozen=True)
class HandFacts:
    """Everything entered at the table for one hand; never a derived score.

    ``declared`` is kept canonical: a marriage named in the trump suit is
    stored as ``rm`` (the royal marriage), so the record says what scored.
    """

    trumps: Suit | None = None
    turn_up_seven: bool = False
    declared: tuple[Event, ...] = ()
    brisques: tuple[int, int] | None = None
    last_trick: Side | None = None
    totals: tuple[int, int] | None = None
    verdicts: tuple[Verdict, ...] = field(default=(), init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.totals is not None:
            _check_quick(self)
            return
        for event in self.declared:
            unknown = [c for c in event.codes if c not in CODES]
            if unknown:
                raise BadValue(
                    f"{unknown[0]!r} is not a Bezique declaration.", field="declared", side=event.side.value
                )
        verdicts = judge_all(self.declared, self.trumps, self.turn_up_seven)
        object.__setattr__(self, "verdicts", verdicts)
        object.__setattr__(self, "declared", tuple(v.event for v in verdicts))  # canonical: mC → rm
        if self.brisques is not None:
            check_brisques(*self.brisques)

    @property
    def is_quick(self) -> bool:
        return self.totals is not None

    @property
    def warnings(self) -> tuple[tuple[int, Note], ...]:
        """Each warning with the number of the event it is about."""
        return tuple((v.number, w) for v in self.verdicts for w in v.warnings)

    def missing(self) -> tuple[str, ...]:
        """The facts a finished hand still lacks (by field name), for a caller to ask or list."""
        if self.is_quick:
            return ()
        wanted = {"trumps": self.trumps, "brisques": self.brisques, "last_trick": self.last_trick}
        return tuple(k for k, v in wanted.items() if v is None)


def check_brisques(elder: int | None, younger: int | None) -> None:
    """Brisques are counts of the aces and tens won, 16 in the pack (seed 001).

    Either count may be None (not given yet, as the walkthrough asks one
    player at a time): each is 0 to 16, together at most 16, and exactly 16
    when both are given.
    """
    for side, count in ((Side.ELDER, elder), (Side.YOUNGER, younger)):
        if count is not None and not 0 <= count <= BRISQUES:
            raise BadValue(
                f"a player wins 0 to {BRISQUES} brisques, the aces and tens of the pack (seed 001), not {count}.",
                field="brisques",
                side=side.value,
            )
    if elder is not None and younger is not None and elder + younger != BRISQUES:
        raise BadValue(
            f"every ace and ten is won by one player or the other, so the brisques add to {BRISQUES} "
            f"(seed 001); {elder} and {younger} make {elder + younger}.",
            field="brisques",
        )


def _check_quick(facts: HandFacts) -> None:
    """Quick totals stand for the whole hand: nothing else scores beside them."""
    if facts.declared or facts.brisques is not None or facts.last_trick is not None or facts.turn_up_seven:
        raise BadValue(
            "quick totals stand for the whole hand; give them without declarations, brisques, "
            "last trick or turn-up seven.",
            field="totals",
        )
    assert facts.totals is not None
    for side, total in zip(Side, facts.totals, strict=True):
        if total < 0 or total % 10:
            raise BadValue(
                f"a hand's total is a whole number of tens, since everything in Bezique scores by tens "
                f"({SEED}), not {total}.",
                field="totals",
                side=side.value,
            )
    elder, younger = facts.totals
    if not LEAST_IN_A_HAND <= elder + younger <= MOST_IN_A_HAND:
        bound = (
            f"more than any hand can score ({MOST_IN_A_HAND}: two of each combination, a single "
            "bezique and the double, both sevens of trumps, the brisques and the last trick)"
            if elder + younger > MOST_IN_A_HAND
            else f"but every hand deals out {BRISQUE * BRISQUES} in brisques and {LAST_TRICK} for the "
            f"last trick, so the two totals make at least {LEAST_IN_A_HAND} ({SEED})"
        )
        raise BadValue(f"{elder} and {younger} make {elder + younger}, {bound}.", field="totals")
