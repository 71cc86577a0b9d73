"""Results over many parties: who won what from whom, and what it comes to in money.

Plain arithmetic on plain records, for every game and any number of players,
no I/O. The scorebook makes one ``PartieRecord`` per partie file from its
neutral view (``partie_record.record_of``); ``build_ledger`` adds them up pair
by pair and player by player, each game apart (a point of piquet is not a
point of bezique). A partie's gains are its result's ``settlement``: what
each player gains or pays, signed, summing to zero (in piquet the winner's
points by Laws 72–73; in the trick-scoring games the winner's margin). Where
more than two sit at the table each loser's payment is shared out among the
winners (``transfers``), so that every player is settled against every other.
A partie settled in games, not points (piquet au cent), counts as won or lost
but adds no points. The balance between two players is paid at so much a
hundred, fractions under a stated unit not reckoned. Cavendish's own scoring card: A wins 150,
416 and 126, B wins 476 and 141; A is 75 up, and at ten shillings a hundred,
fractions of fifty not reckoned, B pays A five shillings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal

from piquet_cli.games.partie_record import DealStats, PartieRecord
from piquet_cli.records import NamedTuple


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
    """Settled parties from one side: won, lost, drawn, net points, and how often each of the
    game's own words for a result ("rubicon") went with a win and with a loss (``labels``:
    given, taken)."""

    won: int = 0
    lost: int = 0
    drawn: int = 0
    net: int = 0
    labels: dict[str, list[int]] = field(default_factory=dict)

    @property
    def parties(self) -> int:
        return self.won + self.lost + self.drawn

    def count(self, won: bool | None, gain: int, labels: tuple[str, ...] = ()) -> None:
        """One more partie: won (True), lost (False) or drawn (None); ``gain`` the points it
        brings (negative: what it costs)."""
        self.net += gain
        if won is None:
            self.drawn += 1
            return
        if won:
            self.won += 1
        else:
            self.lost += 1
        for label in labels:
            self.labels.setdefault(label, [0, 0])[0 if won else 1] += 1

    def label(self, word: str) -> tuple[int, int]:
        """How many of this side's wins and losses had the word ``word``: (given, taken)."""
        given, taken = self.labels.get(word, (0, 0))
        return given, taken


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
    in_games: int = 0  # parties settled in games (piquet au cent): won and lost count, points do not
    in_games_words: list[str] = field(default_factory=list)  # their rules, in the game's words
    quick_deals: int = 0  # deals entered by quick totals, each once, however many sat at the table
    trend: dict[str, list[TrendPoint]] = field(default_factory=dict)
    columns: dict[str, dict[str, str]] = field(default_factory=dict)  # the game's own, by player


def _order(name: str) -> tuple[str, str]:
    return (name.casefold(), name)


def transfers(players: tuple[str, ...], gains: tuple[int, ...]) -> dict[tuple[str, str], int]:
    """Who pays whom in one partie, from what each gains (summing to zero): (payer, payee) →
    points. Two players: the loser pays the winner. More: the losers pay the winners in the
    partie's order, each loser's debt going to the first winners still owed, so that every
    payment is a whole number and each player's payments come to his settlement."""
    payees = [p for p, g in zip(players, gains) if g > 0]
    still = {p: g for p, g in zip(players, gains) if g > 0}
    paid: dict[tuple[str, str], int] = {}
    for payer, gain in zip(players, gains):
        debt = -gain
        for payee in payees:
            if debt <= 0:
                break
            share = min(debt, still[payee])
            if share:
                paid[(payer, payee)] = paid.get((payer, payee), 0) + share
                still[payee] -= share
                debt -= share
    return paid


def build_ledger(records: Iterable[PartieRecord]) -> Ledger:
    """Add up parties, oldest first: each pair's and each player's results and trend.

    Unfinished parties are counted and skipped. A partie settled in games (piquet au cent)
    counts as won, lost or drawn but adds no points. With two players the result's winner
    and loser say who won (a winner may win by nothing); with more, a player won if he gains,
    and each pair settles what passed between them (``transfers``): a partie counts for a pair
    only when one of them paid the other (not for partners, nor for two who both paid a third).
    """
    ledger = Ledger()
    pairs: dict[tuple[str, str], PairLedger] = {}
    players: dict[str, PlayerLedger] = {}
    for record in records:
        if not record.finished:
            ledger.unfinished += 1
            continue
        ledger.settled += 1
        in_points = record.unit == "points"
        ledger.in_games += not in_points
        if not in_points and record.rules_words not in ledger.in_games_words:
            ledger.in_games_words.append(record.rules_words)
        ledger.quick_deals += record.stats[0].unknown if record.stats else 0
        gains = record.settlement if in_points else (0,) * len(record.players)
        labels = record.labels if in_points else ()
        head_to_head = len(record.players) == 2
        paid = transfers(record.players, record.settlement)
        for name, stats, gain, own in zip(record.players, record.stats, gains, record.settlement):
            player = players.setdefault(name, PlayerLedger(name))
            player.stats = player.stats + stats
            won = _won(record, name, own) if head_to_head else (None if own == 0 else own > 0)
            player.count(won, gain, labels)
            ledger.trend.setdefault(name, []).append(TrendPoint(ledger.settled, record.created, player.net))
        for i, first in enumerate(record.players):
            for second in record.players[i + 1 :]:
                a, b = sorted((first, second), key=_order)
                between = paid.get((b, a), 0) - paid.get((a, b), 0)  # what a won from b
                if head_to_head:
                    won = _won(record, a, record.gain(a))
                elif between:
                    won = between > 0
                else:  # more at the table, and nothing passed between these two (partners, two losers)
                    continue
                pair = pairs.setdefault((a, b), PairLedger((a, b)))
                pair.count(won, between if in_points else 0, labels)
    ledger.pairs = [pairs[k] for k in sorted(pairs, key=lambda k: (_order(k[0]), _order(k[1])))]
    ledger.players = [players[k] for k in sorted(players, key=_order)]
    return ledger


def _won(record: PartieRecord, name: str, gain: int) -> bool | None:
    """A two-hand partie's result for ``name``: its winner, else drawn, else by the sign of
    the gain."""
    if record.drawn:
        return None
    if record.winner is not None:
        return name == record.winner
    return None if gain == 0 else gain > 0
