"""A partie of four-hand piquet: the two sides' totals, deal after deal, to a target.

The players sit round the table in the partie's order, partners opposite: the first and
third against the second and fourth, whoever deals. The deal passes round the table, so
the eldest's side of one deal is the dealer's side of the next (``games.side.seats``).
The sources give no target for four (docs/rules.md): it is an agreement, with a default
that is the keeper's ruling. Plain Python: no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.four_hand import FourHandScore
from piquet_cli.games.piquet.four_hand_facts import SEATS, members
from piquet_cli.games.side import Side
from piquet_cli.games.view import Result, team_name
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words

TARGET = 150
"""Keeper's ruling: a four-hand partie is 150 up. No source gives one; two-hand French play
is 100 or 150, and with two partners' combinations to a side and pic and repic at twenty, a
side makes more in a deal than one player at two: the longer. An agreement at ``new``
(``--target N``) changes it."""


class Standing(NamedTuple):
    """The sides' running totals after each deal, the partie's order of sides first (the side
    of the first and third players), and the result once a side has reached the target."""

    teams: tuple[tuple[str, str], tuple[str, str]]
    running: tuple[tuple[int, int], ...]
    target: int
    result: Result | None

    @property
    def totals(self) -> tuple[int, int]:
        return self.running[-1] if self.running else (0, 0)


def teams(players: tuple[str, ...]) -> tuple[tuple[str, str], tuple[str, str]]:
    """Partners opposite: the first and third players against the second and fourth."""
    if len(players) != SEATS or len(set(players)) != SEATS:
        raise BadValue(
            _("four-hand piquet is played by four different players, two against two."), field="players"
        )
    return (players[0], players[2]), (players[1], players[3])


def by_team(players: tuple[str, ...], seats: tuple[str, ...], score: FourHandScore) -> tuple[int, int]:
    """A deal's side totals in the partie's order of sides, whichever side the eldest was on."""
    first, _second = teams(players)
    eldest_team = {seats[n - 1] for n in members(Side.ELDER)}
    if sorted(seats) != sorted(players) or eldest_team not in ({*first}, set(players) - {*first}):
        raise BadValue(
            _("the seats {seats} do not put partners opposite as the partie does.").format(
                seats=", ".join(seats)
            ),
            field="seats",
        )
    eldest, dealers = score.of(Side.ELDER).total, score.of(Side.YOUNGER).total
    return (eldest, dealers) if eldest_team == {*first} else (dealers, eldest)


def standing(
    players: tuple[str, ...],
    deals: Iterable[tuple[tuple[str, ...], FourHandScore]],
    target: int = TARGET,
) -> Standing:
    """Each deal given as its seats in playing order and its scores. The partie ends at the end
    of the deal in which a side reaches the target; a deal after that is refused."""
    if target < 1:
        raise BadValue(
            _("a partie's target is a number of points of 1 or more, not {target}.").format(target=target),
            field="target",
        )
    sides = teams(players)
    running: list[tuple[int, int]] = []
    result: Result | None = None
    totals = (0, 0)
    for number, (seats, score) in enumerate(deals, start=1):
        if result is not None:
            raise BadValue(
                _("the partie ended with deal {last}: {explanation} Deal {number} is one too many.").format(
                    last=number - 1, explanation=result.explanation, number=number
                ),
                field="deal",
                deal=number,
            )
        this = by_team(players, seats, score)
        totals = (totals[0] + this[0], totals[1] + this[1])
        running.append(totals)
        result = _ended(players, sides, totals, target)
    return Standing(sides, tuple(running), target, result)


def _ended(
    players: tuple[str, ...],
    sides: tuple[tuple[str, str], tuple[str, str]],
    totals: tuple[int, int],
    target: int,
) -> Result | None:
    """Keeper's rulings: the side at the target or over at the end of a deal wins; if both are,
    the higher; at equal totals over the target the partie goes on. The partie is worth the
    difference of the totals, and each partner gains it, or pays it, in full (as each player of
    a side stakes for himself), so the four figures sum to nothing."""
    high = max(totals)
    if high < target or totals[0] == totals[1]:
        return None
    win = 0 if totals[0] > totals[1] else 1
    winners, losers = sides[win], sides[1 - win]
    value = totals[win] - totals[1 - win]
    settlement = {p: value if p in winners else -value for p in players}
    explanation = Words(
        N_(
            "{side} reach {target} ({won} to {lost}) and win by {value}: "
            "{a} and {b} each gain {value}, {c} and {d} each pay {value}."
        ),
        side=team_name(winners),
        target=target,
        won=totals[win],
        lost=totals[1 - win],
        value=value,
        a=winners[0],
        b=winners[1],
        c=losers[0],
        d=losers[1],
    )
    return Result(team_name(winners), team_name(losers), False, value, explanation, settlement)
