"""What a hand of Bezique scores: categories per player, the running total, the rulings.

The categories are the JSON keys of docs/contract.md: ``turn_up`` (the dealer's 10 for a
turned-up seven), ``declarations`` (every combination and seven of trumps
declared), ``brisques`` (10 for each ace and ten won), ``last_trick`` (10) and
``total``; in quick-totals entry the categories are None and only the total is
set. ``steps`` is the hand line by line, with both running totals after each
line, as a pair of Bezique markers would show it: the turn-up, each
declaration in the order made, then the last trick and the brisques.
"""

from piquet_cli.games.bezique.hand import BRISQUE, LAST_TRICK, TURN_UP_SEVEN, HandFacts
from piquet_cli.games.bezique.notes import SEED, Note
from piquet_cli.games.bezique.rules import LastTrick
from piquet_cli.games.scores import CategoryScore
from piquet_cli.games.side import Side
from piquet_cli.games.view import Ruling, of_its_own_kind
from piquet_cli.i18n import N_
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, joined

CATEGORIES = ("turn_up", "declarations", "brisques", "last_trick")


class _Categories(NamedTuple):
    turn_up: int | None = 0
    declarations: int | None = 0
    brisques: int | None = 0
    last_trick: int | None = 0
    quick_total: int | None = None


@of_its_own_kind
class SideScore(_Categories, CategoryScore):
    """One player's scores in a hand; categories are None in quick-totals entry."""

    __slots__ = ()
    categories = CATEGORIES


@of_its_own_kind
class Step(NamedTuple):
    """One line of the hand as it was scored, with both running totals after it."""

    label: str  # "turn-up seven", "e:7+bz", "last trick", "brisques"
    side: Side
    points: int
    elder_total: int
    younger_total: int


@of_its_own_kind
class HandScore(NamedTuple):
    elder: SideScore
    younger: SideScore
    rulings: tuple[Ruling, ...]
    steps: tuple[Step, ...]
    warnings: tuple[tuple[int, Note], ...]  # (event number, warning)
    read_as: tuple[str, ...] = ()  # how events typed otherwise than kept were read (HandFacts.read_as)

    def of(self, side: Side) -> SideScore:
        return self.elder if side is Side.ELDER else self.younger

    def steps_from(self, elder: int, younger: int) -> tuple[Step, ...]:
        """The lines with running totals carried on from the game's totals before the hand."""
        return tuple(
            s._replace(elder_total=s.elder_total + elder, younger_total=s.younger_total + younger)
            for s in self.steps
        )


def score_hand(facts: HandFacts, last_trick: LastTrick = LastTrick.FINAL) -> HandScore:
    """Score one hand. ``last_trick`` only says which trick the 10 was for; the fact is who took it."""
    if facts.totals is not None:
        e, y = facts.totals
        quick = Ruling("total", Side.ELDER, e, Words(N_("quick entry: the hand's totals only")), "as entered")
        return HandScore(
            SideScore(None, None, None, None, e),
            SideScore(None, None, None, None, y),
            (
                quick,
                Ruling(
                    "total", Side.YOUNGER, y, Words(N_("quick entry: the hand's totals only")), "as entered"
                ),
            ),
            (),
            (),
        )
    rulings: list[Ruling] = []
    lines: list[tuple[str, Side, int]] = []
    if facts.turn_up_seven:
        rulings.append(
            Ruling(
                "turn_up",
                Side.YOUNGER,
                TURN_UP_SEVEN,
                Words(N_("the turn-up is a seven: the dealer scores 10")),
                SEED,
            )
        )
        lines.append(("turn-up seven", Side.YOUNGER, TURN_UP_SEVEN))
    for verdict in facts.verdicts:
        side = verdict.event.side
        why = joined("; ", (r.text for r in verdict.reasons))
        source = "; ".join(dict.fromkeys(part for r in verdict.reasons for part in r.source.split("; ")))
        rulings.append(Ruling("declarations", side, verdict.points, why, source))
        lines.append((str(verdict.event), side, verdict.points))
    if facts.last_trick is not None:
        which = (
            N_("took the last trick before the stock ran out (the 24th), by agreement: 10")
            if last_trick is LastTrick.STOCK
            else N_("took the last trick of the hand: 10")
        )
        source = "by agreement; Enquire Within" if last_trick is LastTrick.STOCK else SEED
        rulings.append(Ruling("last_trick", facts.last_trick, LAST_TRICK, Words(which), source))
        lines.append(("last trick", facts.last_trick, LAST_TRICK))
    if facts.brisques is not None:
        for side, count in zip(Side, facts.brisques, strict=True):
            points = BRISQUE * count
            rulings.append(
                Ruling(
                    "brisques",
                    side,
                    points,
                    Words(N_("{count} aces and tens won, 10 each"), count=count),
                    SEED,
                )
            )
            lines.append((f"brisques {count}", side, points))
    return HandScore(
        _side(facts, rulings, Side.ELDER),
        _side(facts, rulings, Side.YOUNGER),
        tuple(rulings),
        _running(lines),
        facts.warnings,
        facts.read_as,
    )


def _side(facts: HandFacts, rulings: list[Ruling], side: Side) -> SideScore:
    def of(category: str) -> int:
        return sum(r.points for r in rulings if r.category == category and r.good is side)

    return SideScore(of("turn_up"), of("declarations"), of("brisques"), of("last_trick"))


def _running(lines: list[tuple[str, Side, int]]) -> tuple[Step, ...]:
    elder = younger = 0
    steps: list[Step] = []
    for label, side, points in lines:
        if side is Side.ELDER:
            elder += points
        else:
            younger += points
        steps.append(Step(label, side, points, elder, younger))
    return tuple(steps)
