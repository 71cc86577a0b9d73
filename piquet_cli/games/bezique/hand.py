"""One hand of Bezique as entered at the table: the facts, checked against seed 001.

A hand is the trumps, whether the turn-up was a seven (the dealer scores 10 at
once), the declarations in the order made (events, docs/contract.md), each player's
brisques (aces and tens won, elder first) and who took the last trick — or, as
quick entry, the two totals only. ``HandFacts`` refuses on construction what no
hand can be, raising ``BadValue`` with the fact (``field``), the side, and one
sentence citing the rule; warnings, where the keeper cannot know, are kept as
data in ``verdicts``.
"""

from typing import Any, Self

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique import codes
from piquet_cli.games.bezique.codes import CODES, value
from piquet_cli.games.bezique.judge import Verdict, judge_all
from piquet_cli.games.bezique.notes import SEED, Note
from piquet_cli.games.events import Event
from piquet_cli.games.side import Side
from piquet_cli.i18n import _
from piquet_cli.records import NamedTuple

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


class _Entered(NamedTuple):
    """The fields of ``HandFacts``, which is made (and so checked) as ``HandFacts(...)``."""

    trumps: Suit | None = None
    turn_up_seven: bool = False
    declared: tuple[Event, ...] = ()
    brisques: tuple[int, int] | None = None
    last_trick: Side | None = None
    totals: tuple[int, int] | None = None
    verdicts: tuple[Verdict, ...] = ()  # judged from the others on construction, never given


class HandFacts(_Entered):
    """Everything entered at the table for one hand; never a derived score.

    ``declared`` is kept canonical: a marriage named in the trump suit is
    stored as ``rm`` (the royal marriage), so the record says what scored.
    A NamedTuple (a frozen dataclass costs more to make at every start-up) whose
    construction checks the hand, as the dataclass's ``__post_init__`` did (and
    ``_replace``, which makes it again, as ``dataclasses.replace`` did).
    """

    __slots__ = ()

    def __new__(
        cls,
        trumps: Suit | None = None,
        turn_up_seven: bool = False,
        declared: tuple[Event, ...] = (),
        brisques: tuple[int, int] | None = None,
        last_trick: Side | None = None,
        totals: tuple[int, int] | None = None,
    ) -> Self:
        if totals is not None:
            quick = super().__new__(cls, trumps, turn_up_seven, declared, brisques, last_trick, totals)
            _check_quick(quick)
            return quick
        for event in declared:
            unknown = [c for c in event.codes if c not in CODES]
            if unknown:
                raise BadValue(
                    _("{key!r} is not a Bezique declaration.").format(key=unknown[0]),
                    field="declared",
                    side=event.side.value,
                )
        verdicts = judge_all(declared, trumps, turn_up_seven)
        canonical = tuple(v.event for v in verdicts)  # mC → rm
        if brisques is not None:
            check_brisques(*brisques)
        return super().__new__(cls, trumps, turn_up_seven, canonical, brisques, last_trick, None, verdicts)

    def _replace(self, **changes: Any) -> "HandFacts":
        """The hand with ``changes``, made again: checked and judged again (as ``dataclasses.replace``)."""
        return HandFacts(**(self._entered() | changes))

    def _entered(self) -> dict[str, Any]:
        return {k: v for k, v in self._asdict().items() if k != "verdicts"}

    # As the dataclass was: equal, hashed and shown by what was entered (never the verdicts,
    # whose notes say how it was entered: mC read as rm), equal to no other kind, and copied
    # with its verdicts.
    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self[:-1] == other[:-1]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(("HandFacts", *self[:-1]))

    def __repr__(self) -> str:
        return "HandFacts(" + ", ".join(f"{k}={v!r}" for k, v in self._entered().items()) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self)._make, (tuple(self),)

    @property
    def is_quick(self) -> bool:
        return self.totals is not None

    @property
    def warnings(self) -> tuple[tuple[int, Note], ...]:
        """Each warning with the number of the event it is about."""
        return tuple((v.number, w) for v in self.verdicts for w in v.warnings)

    @property
    def read_as(self) -> tuple[str, ...]:
        """How each event typed otherwise than it is kept was read (``y:mC: clubs are trumps, so
        mC is the royal marriage, kept as rm``): said where it is applied, never stored."""
        return tuple(v.read_as for v in self.verdicts if v.read_as)

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
                _(
                    "a player wins 0 to {BRISQUES} brisques, the aces and tens of the pack (docs/bezique.md), not {count}."
                ).format(BRISQUES=BRISQUES, count=count),
                field="brisques",
                side=side.value,
            )
    if elder is not None and younger is not None and elder + younger != BRISQUES:
        raise BadValue(
            _(
                "every ace and ten is won by one player or the other, so the brisques add to {BRISQUES} (docs/bezique.md); {elder} and {younger} make {total}."
            ).format(BRISQUES=BRISQUES, elder=elder, younger=younger, total=elder + younger),
            field="brisques",
        )


def _check_quick(facts: HandFacts) -> None:
    """Quick totals stand for the whole hand: nothing else scores beside them."""
    if facts.declared or facts.brisques is not None or facts.last_trick is not None or facts.turn_up_seven:
        raise BadValue(
            _(
                "quick totals stand for the whole hand; give them without declarations, brisques, "
                "last trick or turn-up seven."
            ),
            field="totals",
        )
    assert facts.totals is not None
    for side, total in zip(Side, facts.totals, strict=True):
        if total < 0 or total % 10:
            raise BadValue(
                _(
                    "a hand's total is a whole number of tens, since everything in Bezique scores by tens ({SEED}), not {total}."
                ).format(SEED=SEED, total=total),
                field="totals",
                side=side.value,
            )
    elder, younger = facts.totals
    if not LEAST_IN_A_HAND <= elder + younger <= MOST_IN_A_HAND:
        bound = (
            _(
                "more than any hand can score ({most}: two of each combination, a single "
                "bezique and the double, both sevens of trumps, the brisques and the last trick)"
            ).format(most=MOST_IN_A_HAND)
            if elder + younger > MOST_IN_A_HAND
            else _(
                "but every hand deals out {brisques} in brisques and {last} for the "
                "last trick, so the two totals make at least {least} ({SEED})"
            ).format(brisques=BRISQUE * BRISQUES, last=LAST_TRICK, least=LEAST_IN_A_HAND, SEED=SEED)
        )
        raise BadValue(
            _("{elder} and {younger} make {total}, {bound}.").format(
                elder=elder, younger=younger, total=elder + younger, bound=bound
            ),
            field="totals",
        )
