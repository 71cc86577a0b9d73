"""The play of a deal at three-hand piquet, the cards, and pique and repique reached at 20
(Laws 65, 66, 69 as played at three). docs/rules.md gives the sources. Seats are 1 (the eldest, who
leads first) to 3 (the dealer), in playing order. Plain Python: no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping

from piquet_cli.games.piquet.facts import HAND_CATEGORIES
from piquet_cli.games.piquet.three_hand_calls import SEATS, SeatRuling
from piquet_cli.i18n import N_
from piquet_cli.said import Words
from piquet_cli.said import listed as and_listed

PIQUE_AT = 20
"""Pique and repique are reached at 20 at three, not 30."""

PIQUE = 40
"""Keeper's ruling: the sources give the threshold (20), not the value. The keeper reads it as
the French jump of the two-hand game (30 counts 60): the 20 reached counts 60, so pique adds
40. Change it here (and in ``REPIQUE``) to play another agreement."""

REPIQUE = 70
"""Keeper's ruling: as ``PIQUE``, the French jump: the 20 reached in hand alone counts 90, so
repique adds 70."""

CARDS = 10
"""The cards: 10 to the player who takes most tricks."""

CAPOT = 20
"""A player who takes no trick is capot: each of the other two scores 20."""

CAPOT_BESIDE_THE_CARDS = True
"""Keeper's ruling: the capot's 20 is scored beside the cards, not in place of them (in the
two-hand game capot's 40 replaces the 10 because one player takes both; at three the 20 goes
to two players). A player who takes all ten tricks scores the cards and 20 for each of the
two capots; a capot player scores nothing for the other's capot."""

TIES_FOR_THE_CARDS = "nobody scores"
"""Keeper's ruling: nobody scores the cards when two players take most tricks equally: 4-4-2
(the sources) and 5-5-0 (not in them; the third is then capot)."""


def play_points(tricks: tuple[int, ...]) -> tuple[tuple[int, int, str], ...]:
    """Every play point as (trick, seat, reason), in the order reckoned: Law 65 at three. The
    eldest leads the first trick, the winner of each the next; the leader scores one for the
    card led, a player who wins a trick another led scores one, the last trick one more."""
    points: list[tuple[int, int, str]] = []
    leader = 1
    for number, winner in enumerate(tricks, start=1):
        points.append((number, leader, "lead"))
        if winner != leader:
            points.append((number, winner, "win"))
        if number == len(tricks):
            points.append((number, winner, "last"))
        leader = winner
    return tuple(points)


def repique_seat(hand: Mapping[str, tuple[int, ...]]) -> int | None:
    """Law 69 at three: the seat (0-based) that reaches 20 in hand alone, reckoned in Law 67's
    order, before anyone else has scored in an earlier category; None when nobody does."""
    for seat in range(SEATS):
        reached = others = 0
        for category in HAND_CATEGORIES:
            if others:
                break
            reached += hand[category][seat]
            if reached >= PIQUE_AT:
                return seat
            others += sum(hand[category]) - hand[category][seat]
    return None


def pique_point(hand: Mapping[str, tuple[int, ...]], tricks: tuple[int, ...]) -> tuple[int, int] | None:
    """Law 69 at three: (seat, trick) of the player who reaches 20 in hand and play before
    anyone else has scored anything this deal; the cards and capot do not count toward it."""
    for seat in range(SEATS):
        reached = sum(hand[c][seat] for c in HAND_CATEGORIES)
        if any(sum(hand[c][s] for c in HAND_CATEGORIES) for s in range(SEATS) if s != seat):
            continue
        for trick, who, _ in play_points(tricks):
            if who != seat + 1:
                break
            reached += 1
            if reached >= PIQUE_AT:
                return seat, trick
    return None


def score_cards(tricks: tuple[int, ...], names: tuple[str, ...]) -> tuple[tuple[int, ...], list[SeatRuling]]:
    """The cards (10 to most tricks, nobody on 4-4-2 or 5-5-0) and capot (20 to each other
    player who took a trick, for each player who took none): Law 66 as played at three."""
    won = [sum(1 for w in tricks if w == seat) for seat in range(1, SEATS + 1)]
    got = [0] * SEATS
    rulings: list[SeatRuling] = []
    split = "-".join(str(n) for n in sorted(won, reverse=True))
    most = max(won)
    leaders = [i for i in range(SEATS) if won[i] == most]
    if len(leaders) == 1:
        got[leaders[0]] += CARDS
        rulings.append(
            SeatRuling(
                "cards",
                leaders[0] + 1,
                CARDS,
                Words(
                    N_("{who} takes most tricks ({split}): the cards, 10."),
                    who=names[leaders[0]],
                    split=split,
                ),
                "Law 66, at three",
            )
        )
    else:
        rulings.append(
            SeatRuling(
                "cards",
                None,
                0,
                Words(
                    N_("{who} take {most} tricks each ({split}): nobody scores the cards.")
                    if split == "4-4-2"
                    else N_(
                        "{who} take {most} tricks each ({split}): nobody scores the cards (keeper's ruling)."
                    ),
                    who=and_listed([names[i] for i in leaders]),
                    most=most,
                    split=split,
                ),
                "Law 66, at three",
            )
        )
    for capot in (i for i in range(SEATS) if won[i] == 0):
        takers = [i for i in range(SEATS) if won[i]]
        for i in takers:
            got[i] += CAPOT
        rulings.append(
            SeatRuling(
                "cards",
                takers[0] + 1 if len(takers) == 1 else None,
                CAPOT * len(takers),
                Words(
                    N_("{who} takes no trick: capot, and each of {takers} scores 20.")
                    if len(takers) > 1
                    else N_("{who} takes no trick: capot, and {takers} scores 20."),
                    who=names[capot],
                    takers=and_listed([names[i] for i in takers]),
                ),
                "Law 66, at three",
            )
        )
    return tuple(got), rulings


def bonus(
    hand: Mapping[str, tuple[int, ...]], tricks: tuple[int, ...], names: tuple[str, ...]
) -> SeatRuling | None:
    """Repique, else pique: at most one a deal (Law 69, reached at 20 at three)."""
    seat = repique_seat(hand)
    if seat is not None:
        return SeatRuling(
            "repique",
            seat + 1,
            REPIQUE,
            Words(
                N_(
                    "{who} reaches 20 in hand alone before anyone else scores: repique, "
                    "the 20 counting 90 (+{points}, keeper's ruling)."
                ),
                who=names[seat],
                points=REPIQUE,
            ),
            "Law 69, at three",
        )
    pique = pique_point(hand, tricks)
    if pique is None:
        return None
    seat, trick = pique
    return SeatRuling(
        "pique",
        seat + 1,
        PIQUE,
        Words(
            N_(
                "{who} reaches 20 in hand and play (trick {trick}) before anyone else scores: "
                "pique, the 20 counting 60 (+{points}, keeper's ruling)."
            ),
            who=names[seat],
            trick=trick,
            points=PIQUE,
        ),
        "Law 69, at three",
    )
