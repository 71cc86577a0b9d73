"""Points made in play and the cards (Laws 65, 66), from the twelve trick winners.

Elder leads the first trick; the winner of each trick leads the next. The leader
scores one for the card led; the adversary who wins a trick led to him scores
one; the winner of the last trick scores one more (Law 65). Because of that,
the twelve winners in order fix every play point and the order they were made
in — which is what pique needs (Law 69).
"""

from functools import cache, lru_cache
from itertools import product

from piquet_cli.games.side import Side
from piquet_cli.records import NamedTuple

CARDS_SCORE = 10
CAPOT_SCORE = 40


class PlayPoint(NamedTuple):
    """One point made in play, in the order the players count it aloud."""

    trick: int  # 1..12
    side: Side
    reason: str  # "lead", "win", "last"


@lru_cache(maxsize=4096)
def play_points_in_order(winners: tuple[Side, ...]) -> tuple[PlayPoint, ...]:
    """Every play point of a deal, in the order it is reckoned (Law 65).

    Within a trick the lead counts first, then the winning of it, then the
    extra point of the last trick.
    """
    points: list[PlayPoint] = []
    leader = Side.ELDER
    for number, winner in enumerate(winners, start=1):
        points.append(PlayPoint(number, leader, "lead"))
        if winner is not leader:
            points.append(PlayPoint(number, winner, "win"))
        if number == len(winners):
            points.append(PlayPoint(number, winner, "last"))
        leader = winner
    return tuple(points)


def play_totals(winners: tuple[Side, ...]) -> dict[Side, int]:
    totals = {Side.ELDER: 0, Side.YOUNGER: 0}
    for point in play_points_in_order(winners):
        totals[point.side] += 1
    return totals


def tricks_won(winners: tuple[Side, ...]) -> dict[Side, int]:
    return {side: sum(1 for w in winners if w is side) for side in Side}


def cards_score(won: int) -> int:
    """Law 66: more than six tricks 10, all twelve (capot) 40, six each nothing."""
    if won == 12:
        return CAPOT_SCORE
    return CARDS_SCORE if won > 6 else 0


@cache
def all_winner_sequences() -> tuple[tuple[Side, ...], ...]:
    """All 4,096 ways twelve tricks can fall."""
    return tuple(product((Side.ELDER, Side.YOUNGER), repeat=12))


@cache
def outcomes_by_announcement() -> dict[tuple[int, int, int, int], tuple[tuple[Side, ...], ...]]:
    """Group every winner sequence by (elder play, younger play, elder tricks, younger tricks)."""
    return {
        (pe, py, won, 12 - won): candidates
        for won in range(13)
        for (pe, py), candidates in _outcomes_winning(won).items()
    }


@cache
def _outcomes_winning(won: int) -> dict[tuple[int, int], tuple[tuple[Side, ...], ...]]:
    """The winner sequences in which elder wins ``won`` tricks, in the order of
    ``all_winner_sequences``, grouped by the play points they give (elder's, younger's): an
    announced play is read by going through those alone (792 of the 4,096 for five tricks, the
    most), not every sequence, the first time a process meets one (issue 25, a cold rebuild)."""
    groups: dict[tuple[int, int], list[tuple[Side, ...]]] = {}
    elder = Side.ELDER
    for winners in all_winner_sequences():
        if winners.count(elder) != won:
            continue
        # play_totals, counted here without the play points themselves
        play = [0, 0]  # elder's, younger's (Law 65)
        leader = elder
        for winner in winners:
            play[leader is not elder] += 1  # the card led
            if winner is not leader:
                play[winner is not elder] += 1  # a trick won that was led to him
            leader = winner
        play[leader is not elder] += 1  # the last trick
        groups.setdefault((play[0], play[1]), []).append(winners)
    return {k: tuple(v) for k, v in groups.items()}


def sequences_for_announcement(play: tuple[int, int], won: tuple[int, int]) -> tuple[tuple[Side, ...], ...]:
    """The winner sequences that give these play points and tricks; empty if none can."""
    if not 0 <= won[0] <= 12 or won[0] + won[1] != 12:
        return ()
    return _outcomes_winning(won[0]).get((play[0], play[1]), ())


def elder_run(winners: tuple[Side, ...]) -> int:
    """Elder's play points before younger's first one: what counts toward pique (Law 69)."""
    run = 0
    for point in play_points_in_order(winners):
        if point.side is Side.YOUNGER:
            break
        run += 1
    return run


@cache
def elder_runs_for_announcement(play: tuple[int, int], won: tuple[int, int]) -> frozenset[int]:
    """Every ``elder_run`` among the trick sequences that give this announced play."""
    return frozenset(elder_run(c) for c in sequences_for_announcement(play, won))
