"""Results over many parties: who won what from whom, and what it comes to in money.

Plain arithmetic on plain records, for every game, no I/O. The scorebook makes
one ``PartieRecord`` per partie file from its neutral view (``record_of``);
``build_ledger`` adds them up pair by pair and player by player, each game
apart (a point of piquet is not a point of bezique). A partie's gain is its
result's ``points`` (in piquet the winner's by Laws 72–73, rubicon or not; in
the trick-scoring games the winner's margin); a partie reckoned in games, not
points (piquet au cent), counts as won or lost but adds no points. The
balance between two players is paid at so much a hundred, fractions under a
stated unit not reckoned (RULES.md). Cavendish's own scoring card: A wins 150,
416 and 126, B wins 476 and 141; A is 75 up, and at ten shillings a hundred,
fractions of fifty not reckoned, B pays A five shillings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from piquet_cli.games.view import PartieView


def money(points: int, stake: Decimal, per: int = 100, ignore_below: int = 50) -> Decimal:
    """Money for ``points`` at ``stake`` a ``per`` points, fractions under ``ignore_below`` not reckoned.

    Cavendish's scoring card: 75 points at ten shillings a hundred, fractions of
    fifty not reckoned → 50 points reckoned → five shillings.
    """
    sign = -1 if points < 0 else 1
    return sign * stake * Decimal(reckoned_points(abs(points), ignore_below)) / Decimal(per)


def reckoned_points(points: int, ignore_below: int = 50) -> int:
    """The points that are paid for: whole ``ignore_below``s only (75 → 50)."""
    return points - points % ignore_below if ignore_below > 1 else points


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


@dataclass(frozen=True)
class PartieRecord:
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


@dataclass(frozen=True)
class Settlement:
    """What the balance between two players comes to in money."""

    debtor: str | None
    creditor: str | None
    points: int  # the balance, in points
    reckoned: int  # the points paid for, fractions under the unit dropped
    amount: Decimal


@dataclass(kw_only=True)
class Tally:
    """Settled parties from one side: won, lost, drawn, rubicons and net points."""

    won: int = 0
    lost: int = 0
    drawn: int = 0
    rubicons_inflicted: int = 0
    rubicons_suffered: int = 0
    net: int = 0

    @property
    def parties(self) -> int:
        return self.won + self.lost + self.drawn

    def count(self, won: bool | None, gain: int, rubicon: bool) -> None:
        """One more partie: won (True), lost (False) or drawn (None), for ``gain`` points."""
        if won is None:
            self.drawn += 1
        elif won:
            self.won += 1
            self.net += gain
            self.rubicons_inflicted += rubicon
        else:
            self.lost += 1
            self.net -= gain
            self.rubicons_suffered += rubicon


@dataclass
class PairLedger(Tally):
    """Two players' parties against each other, from the first player's side.

    ``net`` is the points the first is up on the second (negative: down).
    """

    players: tuple[str, str]

    def settle(self, stake: Decimal, per: int, ignore_below: int) -> Settlement:
        """The balance at ``stake`` a ``per`` points, fractions of ``ignore_below`` not reckoned."""
        a, b = self.players
        points = abs(self.net)
        reckoned = reckoned_points(points, ignore_below)
        if self.net == 0 or reckoned == 0:
            return Settlement(None, None, points, 0, Decimal(0))
        debtor, creditor = (b, a) if self.net > 0 else (a, b)
        return Settlement(debtor, creditor, points, reckoned, money(points, stake, per, ignore_below))


@dataclass
class PlayerLedger(Tally):
    """One player's results over all his settled parties."""

    name: str
    stats: DealStats = field(default_factory=DealStats)


@dataclass(frozen=True)
class TrendPoint:
    """A player's net points, all opponents together, after one of his parties."""

    partie: int  # the partie's place among all settled parties, from 1
    created: str | None
    net: int


@dataclass
class Ledger:
    pairs: list[PairLedger] = field(default_factory=list)
    players: list[PlayerLedger] = field(default_factory=list)
    settled: int = 0
    unfinished: int = 0  # skipped: not settled until finished
    in_games: int = 0  # au cent parties: won and lost count, points do not
    trend: dict[str, list[TrendPoint]] = field(default_factory=dict)
    columns: dict[str, dict[str, str]] = field(default_factory=dict)  # the game's own, by player


def _order(name: str) -> tuple[str, str]:
    return (name.casefold(), name)


def build_ledger(records: Iterable[PartieRecord]) -> Ledger:
    """Add up parties, oldest first: each pair's and each player's results and trend.

    Unfinished parties are counted and skipped. An au cent partie counts as
    won, lost or drawn but adds no points (it is reckoned in games).
    """
    ledger = Ledger()
    pairs: dict[tuple[str, str], PairLedger] = {}
    players: dict[str, PlayerLedger] = {}
    for record in records:
        if not record.finished:
            ledger.unfinished += 1
            continue
        ledger.settled += 1
        a, b = sorted(record.players, key=_order)
        pair = pairs.setdefault((a, b), PairLedger((a, b)))
        in_points = record.settles_in_points
        ledger.in_games += not in_points
        gain = record.points if in_points else 0
        rubicon = in_points and record.rubiconed
        for name, stats in zip(record.players, record.stats):
            player = players.setdefault(name, PlayerLedger(name))
            player.stats = player.stats + stats
            player.count(None if record.drawn else name == record.winner, gain, rubicon)
            ledger.trend.setdefault(name, []).append(TrendPoint(ledger.settled, record.created, player.net))
        pair.count(None if record.drawn else record.winner == a, gain, rubicon)
    ledger.pairs = [pairs[k] for k in sorted(pairs, key=lambda k: (_order(k[0]), _order(k[1])))]
    ledger.players = [players[k] for k in sorted(players, key=_order)]
    return ledger
