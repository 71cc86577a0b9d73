"""Results over many parties: who won what from whom, and what it comes to in money.

Plain arithmetic on plain records, for every game, no I/O. The scorebook makes
one ``PartieRecord`` per partie file from its neutral view
(``partie_record.record_of``); ``build_ledger`` adds them up pair by pair and player by player, each game
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
from typing import NamedTuple

from piquet_cli.games.partie_record import DealStats, PartieRecord


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


class Settlement(NamedTuple):
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


class TrendPoint(NamedTuple):
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
