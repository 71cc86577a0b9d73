"""A four-hand partie (issue 21): the sides' totals to the target, and the settlement.

Ann, Bob, Cal and Dee sit round the table in that order: Ann and Cal against Bob and Dee.
Dee deals first, so the seats in playing order go Ann Bob Cal Dee, then Bob Cal Dee Ann,
then Cal Dee Ann Bob, then Dee Ann Bob Cal: the eldest's side alternates. The deals are
test_piquet_four_hand's, worked by hand there: eldest's side 110 to 4, 74 to 4, 10 to 63,
106 to 7. Keeper's rulings: 150 up; the partie is worth the difference of the totals, which
each partner gains or pays in full.
"""

from __future__ import annotations

import pytest

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.facts import SideScore
from piquet_cli.games.piquet.four_hand import FourHandScore
from piquet_cli.games.piquet.four_hand_partie import TARGET, standing, teams
from piquet_cli.games.side import seats

PLAYERS = ("Ann", "Bob", "Cal", "Dee")
DEE_DEALS_FIRST = 3


def scored(eldest: int, dealers: int) -> FourHandScore:
    """A deal's side totals as the engine gives them (its figures are checked in test_piquet_four_hand)."""
    return FourHandScore(SideScore(point=eldest), SideScore(point=dealers), (), ())


DEALS = [scored(110, 4), scored(74, 4), scored(10, 63), scored(106, 7)]


def played(count: int) -> list[tuple[tuple[str, ...], FourHandScore]]:
    return [(seats(PLAYERS, DEE_DEALS_FIRST, n), DEALS[n - 1]) for n in range(1, count + 1)]


def test_totals_by_side_to_150_and_each_partner_gains_or_pays_the_difference() -> None:
    """Ann & Cal: 110, +4 (Bob and Dee eldest's side in deal 2) = 114, +10 = 124, +7 = 131.
    Bob & Dee: 4, +74 = 78, +63 = 141, +106 = 247: over 150 at the end of deal 4.
    Bob & Dee win by 247 − 131 = 116: Bob +116, Dee +116, Ann −116, Cal −116 (sum 0)."""
    assert TARGET == 150
    now = standing(PLAYERS, played(4))
    assert now.teams == (("Ann", "Cal"), ("Bob", "Dee"))
    assert now.running == ((110, 4), (114, 78), (124, 141), (131, 247))
    assert now.result is not None
    assert (now.result.winner, now.result.loser, now.result.points) == ("Bob & Dee", "Ann & Cal", 116)
    assert dict(now.result.settlement) == {"Ann": -116, "Bob": 116, "Cal": -116, "Dee": 116}
    assert sum(now.result.settlement.values()) == 0
    assert "Bob and Dee each gain 116" in now.result.explanation


def test_no_result_under_the_target() -> None:
    """After three deals: 124 and 141, both under 150: the partie goes on."""
    now = standing(PLAYERS, played(3))
    assert now.totals == (124, 141)
    assert now.result is None


def test_a_target_agreed_at_100_ends_the_partie_after_the_first_deal() -> None:
    """110 to 4 reaches 100: Ann & Cal win by 106; a second deal is one too many."""
    now = standing(PLAYERS, played(1), target=100)
    assert now.result is not None and dict(now.result.settlement)["Cal"] == 106
    with pytest.raises(BadValue) as caught:
        standing(PLAYERS, played(2), target=100)
    assert caught.value.field == "deal" and caught.value.deal == 2


def test_equal_totals_over_the_target_play_on() -> None:
    """Keeper's ruling: 80 to 80 over a target of 50 decides nothing; the next deal, Bob and Dee
    the eldest's side with 5 to Ann and Cal's 0, makes it 80 to 85: Bob & Dee win by 5."""
    deals = [(PLAYERS, scored(80, 80)), (seats(PLAYERS, DEE_DEALS_FIRST, 2), scored(5, 0))]
    assert standing(PLAYERS, deals[:1], target=50).result is None
    now = standing(PLAYERS, deals, target=50)
    assert now.result is not None and now.result.winner == "Bob & Dee" and now.result.points == 5


def test_bad_partie_input() -> None:
    with pytest.raises(BadValue, match="four different players"):
        teams(("Ann", "Bob", "Cal"))
    with pytest.raises(BadValue, match="1 or more"):
        standing(PLAYERS, [], target=0)
    with pytest.raises(BadValue, match="partners opposite") as caught:
        standing(PLAYERS, [(("Ann", "Cal", "Bob", "Dee"), scored(1, 1))])
    assert caught.value.field == "seats"
