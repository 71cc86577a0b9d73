"""What the history and the ledger need of one partie, for every game: its ``PartieRecord``,
made from the partie's neutral view (``record_of``), with each player's deal statistics
(``DealStats``). The scorebook's index keeps one per partie file, so that ``history`` and
``ledger`` need not score every partie again. Plain data, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from piquet_cli.games.view import team_name
from piquet_cli.records import NamedTuple

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


def deal_stats(view: PartieView, player: str, scorer: str | None = None) -> DealStats:
    """``player``'s deals in a scored partie, those he sat at (what each added to his total, his
    side's with partners, ``scorer``; doubled where the rules double)."""
    played = [deal for deal in view.deals if player in deal.seats]  # not those he sat out (three-hand's
    # first out in the finish, Chouette's adviser)
    added = [deal.added(scorer or player) for deal in played]
    unknown = sum(deal.quick for deal in played)
    return DealStats(
        len(added), sum(added), max(added) if added else None, unknown, dict(view.stats.get(player, {}))
    )


class PartieRecord(NamedTuple):
    """What the ledger and the history need of one partie: its players in their order round
    the table, and for each of them in that order his total (his side's, with partners), his
    settlement (what he gains or pays, signed) and his deal statistics."""

    players: tuple[str, ...]
    rules: str
    created: str | None
    deals: int
    finished: bool
    totals: tuple[int, ...]
    winner: str | None = None
    loser: str | None = None
    drawn: bool = False
    points: int = 0
    stats: tuple[DealStats, ...] = (DealStats(), DealStats())
    origin: str = "played"  # or "imported": from a paper score card
    game: str = "piquet"  # games.DEFAULT_GAME (not imported: the registry would load with every record)
    rules_words: str = ""
    settlement: tuple[int, ...] = (0, 0)  # each player's gain (negative: what he pays)
    labels: tuple[str, ...] = ()  # the game's own words for the result ("rubicon")
    unit: str = "points"  # what the settlement counts: "points", or "games"
    teams: tuple[tuple[int, ...], ...] = ()  # partners, by their places in ``players``
    result_extra: tuple[tuple[str, object], ...] = ()  # the game's own keys of the result's JSON
    playing: tuple[int, ...] = ()  # whom the totals are kept for, by their places in ``players``,
    # when not every player plays (Chouette's two); () for every player

    def gain(self, player: str) -> int:
        """What ``player`` gains by the partie (negative: what he pays)."""
        return self.settlement[self.players.index(player)]


def record_of(view: PartieView, created: str | None, origin: str = "played") -> PartieRecord:
    """The record of a scored partie; ``origin`` is "played" or "imported". A player whom no
    total is kept for (Chouette's adviser, ``PartieView.playing``) has 0 and no deals."""
    players = view.players
    result = view.result
    teams = tuple(tuple(players.index(p) for p in team) for team in view.teams)
    side = {p: team_name(view.teams[i]) for i, team in enumerate(teams) for p in (players[j] for j in team)}
    return PartieRecord(
        players=players,
        rules=view.partie.rules,
        created=created,
        deals=len(view.deals),
        finished=view.finished,
        totals=tuple(view.totals.get(side.get(p, p), 0) for p in players),
        winner=result.winner if result else None,
        loser=result.loser if result else None,
        drawn=result.drawn if result else False,
        points=result.points if result else 0,
        stats=tuple(
            deal_stats(view, p, side.get(p, p)) if side.get(p, p) in view.totals else DealStats()
            for p in players
        ),
        origin=origin,
        game=view.partie.game,
        rules_words=view.rules_words,
        settlement=tuple(result.settlement.get(p, 0) for p in players) if result else (0,) * len(players),
        labels=result.labels if result else (),
        unit=result.unit if result else "points",
        teams=teams,
        result_extra=tuple(result.json_extra.items()) if result else (),
        playing=tuple(players.index(p) for p in view.playing),
    )
