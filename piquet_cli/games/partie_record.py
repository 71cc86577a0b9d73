"""What the history and the ledger need of one partie, for every game: its ``PartieRecord``,
made from the partie's neutral view (``record_of``), with each player's deal statistics
(``DealStats``). The scorebook's index keeps one per partie file, so that ``history`` and
``ledger`` need not score every partie again. Plain data, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from piquet_cli.games.view import PartieView


@dataclass(frozen=True)
class DealStats:
    """One player's deals: how many, the points they added, the best, and the game's own
    counts (in piquet, the deals with a repique, a pique, a capot).

    Deals entered by quick totals say nothing of those counts: they are counted
    in ``unknown`` and left out of their shares.
    """

    deals: int = 0
    points: int = 0
    best: int | None = None
    unknown: int = 0
    counts: dict[str, int] = field(default_factory=dict)

    def __add__(self, other: DealStats) -> DealStats:
        bests = [b for b in (self.best, other.best) if b is not None]
        counts = dict(self.counts)
        for key, n in other.counts.items():
            counts[key] = counts.get(key, 0) + n
        return DealStats(
            self.deals + other.deals,
            self.points + other.points,
            max(bests) if bests else None,
            self.unknown + other.unknown,
            counts,
        )

    @property
    def known(self) -> int:
        """Deals whose categories were entered (not quick totals)."""
        return self.deals - self.unknown

    @property
    def average(self) -> float | None:
        return self.points / self.deals if self.deals else None

    def share(self, count: int) -> float | None:
        """``count`` as a share of the deals whose categories are known."""
        return count / self.known if self.known else None


def deal_stats(view: PartieView, player: str) -> DealStats:
    """``player``'s deals in a scored partie (what each added, doubled where the rules double)."""
    added = [deal.added(player) for deal in view.deals]
    unknown = sum(deal.quick for deal in view.deals)
    return DealStats(
        len(added), sum(added), max(added) if added else None, unknown, dict(view.stats.get(player, {}))
    )


class PartieRecord(NamedTuple):
    """What the ledger and the history need of one partie."""

    players: tuple[str, str]
    rules: str
    created: str | None
    deals: int
    finished: bool
    totals: tuple[int, int]
    winner: str | None = None
    loser: str | None = None
    drawn: bool = False
    rubiconed: bool = False
    points: int = 0
    stats: tuple[DealStats, DealStats] = (DealStats(), DealStats())
    origin: str = "played"  # or "imported": from a paper score card
    game: str = "piquet"
    settles_in_points: bool = True  # False: reckoned in games (piquet au cent)
    rules_words: str = ""


def record_of(view: PartieView, created: str | None, origin: str = "played") -> PartieRecord:
    """The record of a scored partie; ``origin`` is "played" or "imported"."""
    a, b = view.players
    result = view.result
    return PartieRecord(
        players=(a, b),
        rules=view.partie.rules,
        created=created,
        deals=len(view.deals),
        finished=view.finished,
        totals=(view.totals[a], view.totals[b]),
        winner=result.winner if result else None,
        loser=result.loser if result else None,
        drawn=result.drawn if result else False,
        rubiconed=result.rubiconed if result else False,
        points=result.points if result else 0,
        stats=(deal_stats(view, a), deal_stats(view, b)),
        origin=origin,
        game=view.partie.game,
        settles_in_points=view.in_points,
        rules_words=view.rules_words,
    )
