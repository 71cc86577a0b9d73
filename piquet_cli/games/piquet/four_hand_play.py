"""The play and the cards at four-hand piquet, by side (Laws 65, 66 read for partners).

Seat 1 leads the first trick; the winner of each trick leads the next. Keeper's reading
of Law 65 for partners: the leader's side scores one for the card led; the other side
scores one when it wins the trick (a trick the leader's partner wins is the leader's
side's, and scores nothing more, as when the leader wins it at two); the winner of the
last trick one more. The cards (Law 66): ten to the side that takes most of the eight
tricks, none at four each; all eight (capot) forty, the keeper's reading of two-hand's
capot. Plain Python: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet_cli.games.piquet.facts import Ruling
from piquet_cli.games.piquet.four_hand_facts import TRICKS, side_of
from piquet_cli.games.piquet.play import (
    CAPOT_SCORE,
    CARDS_SCORE,
    PlayPoint,  # the two-hand game's: a trick, a side, why
)
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_
from piquet_cli.said import Words


def play_points(winners: tuple[int, ...]) -> tuple[PlayPoint, ...]:
    """Every play point of the deal in order: within a trick the lead, then the winning
    of it by the other side, then the last trick's point."""
    points: list[PlayPoint] = []
    leader = 1
    for number, winner in enumerate(winners, start=1):
        points.append(PlayPoint(number, side_of(leader), "lead"))
        if side_of(winner) is not side_of(leader):
            points.append(PlayPoint(number, side_of(winner), "win"))
        if number == len(winners):
            points.append(PlayPoint(number, side_of(winner), "last"))
        leader = winner
    return tuple(points)


def score_cards(
    winners: tuple[int, ...] | None, name: Callable[[Side], str]
) -> tuple[dict[Side, int], Ruling | None]:
    """Ten to the side with most of the eight tricks, none at four each; forty for all eight."""
    got = {Side.ELDER: 0, Side.YOUNGER: 0}
    if winners is None:
        return got, None
    won = {side: sum(1 for w in winners if side_of(w) is side) for side in Side}
    if won[Side.ELDER] == won[Side.YOUNGER]:
        return got, Ruling(
            "cards",
            None,
            0,
            Words(N_("Four tricks each: the cards are divided, nobody scores them.")),
            "Law 66, at four",
        )
    side = max(Side, key=lambda s: won[s])
    if won[side] == TRICKS:
        got[side] = CAPOT_SCORE
        why = Words(
            N_("{side} take all {tricks} tricks: capot, {points}."),
            side=name(side),
            tricks=TRICKS,
            points=CAPOT_SCORE,
        )
    else:
        got[side] = CARDS_SCORE
        why = Words(
            N_("{side} take {won} tricks to {lost}: the cards, {points}."),
            side=name(side),
            won=won[side],
            lost=won[side.other],
            points=CARDS_SCORE,
        )
    return got, Ruling("cards", side, got[side], why, "Law 66, at four")
