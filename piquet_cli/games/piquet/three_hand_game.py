"""A game of three-hand piquet played to its end from the deals' totals. docs/rules.md gives the sources.

The three play to the target; the first to reach it wins and leaves the table. The other two
play on, two-hand, their scores carried, to the same target: the first of them to reach it is
the runner-up and breaks even; the other loses and pays the winner. Plain Python: no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.three_hand_calls import listed
from piquet_cli.games.view import Result
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words

TARGET = 100
"""Keeper's ruling: the sources give no target for three (the two-hand French game is played
to 100 or 150). The keeper plays to 100, as piquet au cent; an agreement at ``new``
(``--target N``) changes it."""

STAKE = 1
"""Keeper's ruling: the sources say only that the runner-up breaks even and the loser pays.
The keeper settles one game: the winner gains 1, the loser pays 1, the runner-up 0 (paid so
much a game, as au cent's games are)."""

DealTotals = tuple[tuple[str, int], ...]
"""One deal's totals, (player, points) in the deal's playing order (the dealer last)."""


class ThreeHandGame(NamedTuple):
    """Where a game at three stands after its deals."""

    players: tuple[str, ...]  # round the table
    target: int
    totals: Mapping[str, int]
    first_out: str | None
    runner_up: str | None
    loser: str | None

    @property
    def finished(self) -> bool:
        return self.loser is not None

    @property
    def playing_on(self) -> tuple[str, ...]:
        """Who is still at the table: all three, then the two-hand pair, then nobody."""
        if self.finished:
            return ()
        return tuple(p for p in self.players if p != self.first_out)

    def words(self) -> str:
        """Who is out, who plays on, and the target, said."""
        t = self.totals
        if self.first_out is None:
            scores = ", ".join(f"{p} {t[p]}" for p in self.players)
            return Words(N_("{scores}: all three play on to {target}."), scores=scores, target=self.target)
        out, target, reached = self.first_out, self.target, t[self.first_out]
        if self.runner_up is None or self.loser is None:
            a, b = self.playing_on
            return Words(
                N_(
                    "{out} is out, first to {target} with {reached}; {a} and {b} play on, two-hand, to {target} ({a} {at}, {b} {bt})."
                ),
                out=out,
                target=target,
                reached=reached,
                a=a,
                b=b,
                at=t[a],
                bt=t[b],
            )
        return Words(
            N_(
                "{out} is out, first to {target} with {reached}; {runner_up} reaches {target} next with {second} and breaks even; "
                "{loser}, with {lost}, loses and pays {out} {stake} game."
            ),
            out=out,
            target=target,
            reached=reached,
            runner_up=self.runner_up,
            second=t[self.runner_up],
            loser=self.loser,
            lost=t[self.loser],
            stake=STAKE,
        )

    def result(self) -> Result | None:
        """The finished game: the winner gains ``STAKE``, the loser pays it, the runner-up 0."""
        if not self.finished:
            return None
        gains = {self.first_out: STAKE, self.runner_up: 0, self.loser: -STAKE}
        return Result(
            self.first_out,
            self.loser,
            False,
            STAKE,
            self.words(),
            MappingProxyType({p: gains[p] for p in self.players}),
            (),
            MappingProxyType({"runner_up": self.runner_up}),
            "games",
        )


def play_game(players: tuple[str, ...], deals: Iterable[DealTotals], target: int = TARGET) -> ThreeHandGame:
    """The game after ``deals``: three-hand deals until one player reaches ``target``, then
    two-hand deals between the other two. Of two who reach the target in one deal, the higher
    goes first; at equal totals, the one earlier in that deal's playing order (keeper's ruling:
    he reckons first)."""
    if len(players) != 3 or len(set(players)) != 3:
        raise BadValue(_("three-hand piquet is for three players with three names."), field="players")
    if target <= 0:
        raise BadValue(
            _("a target of {target} cannot be: give a number of points above 0.").format(target=target),
            field="target",
        )
    totals = dict.fromkeys(players, 0)
    out: list[str] = []
    finished = False
    for number, deal in enumerate(deals, start=1):
        if finished:
            raise BadValue(
                _("deal {number} comes after the game's end.").format(number=number),
                field="totals",
                deal=number,
            )
        at_table = [p for p in players if p not in out]
        _check_deal(deal, at_table, number)
        for player, points in deal:
            totals[player] += points
        reached = [p for p, _ in deal if totals[p] >= target]
        reached.sort(key=lambda p: -totals[p])  # stable: equal totals keep the playing order
        out.extend(reached)
        finished = len(out) >= 2
    order = out + [p for p in players if p not in out]  # all three can reach it in one deal
    loser = order[2] if finished else None
    return ThreeHandGame(
        players,
        target,
        MappingProxyType(totals),
        out[0] if out else None,
        out[1] if finished else None,
        loser,
    )


def _check_deal(deal: DealTotals, at_table: list[str], number: int) -> None:
    names = [p for p, _ in deal]
    if sorted(names) != sorted(at_table):
        who = "three" if len(at_table) == 3 else "two"
        raise BadValue(
            _("deal {number} is played by the {who} at the table, {table}; it gives {named}.").format(
                number=number,
                who=who,
                table=listed(at_table),
                named=listed(names) if names else "nobody",
            ),
            field="totals",
            deal=number,
        )
    for player, points in deal:
        if points < 0:
            raise BadValue(
                _("{player} scores {points} in deal {number}: a deal's score is 0 or more.").format(
                    player=player, points=points, number=number
                ),
                field="totals",
                deal=number,
            )
