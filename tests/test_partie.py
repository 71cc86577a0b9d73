"""Partie, settlement and money against Laws 71–73 and Cavendish's scoring card."""

from __future__ import annotations

from decimal import Decimal

import pytest

from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.ledger import money
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.partie import Partie, RuleSet, score_partie
from piquet_cli.games.piquet.settlement import rubicon_points
from piquet_cli.games.side import Side


@pytest.mark.parametrize(
    ("won", "lost", "points"),
    [
        (131, 113, 118),
        (125, 81, 306),
        (92, 91, 283),
        (106, 92, 298),
        (102, 89, 291),
        (130, 100, 130),
        (113, 98, 311),
        (120, 99, 319),
        (120, 101, 119),
        (60, 40, 200),
    ],
)
def test_rubicon_settlement(won: int, lost: int, points: int) -> None:
    assert rubicon_points("A", won, "B", lost)[0] == points


def quick(totals: list[tuple[int, int]]) -> tuple[DealFacts, ...]:
    return tuple(DealFacts(totals=t) for t in totals)


def six_deals_adding_to(a: int, b: int) -> list[tuple[int, int]]:
    """Six quick-totals deals (elder first) where player A, who is elder in
    deals 1, 3, 5 when B deals first, ends with ``a`` and B with ``b``."""
    deals = []
    for n in range(6):
        ta = a // 6 + (a % 6 if n == 5 else 0)
        tb = b // 6 + (b % 6 if n == 5 else 0)
        deals.append((ta, tb) if n % 2 == 0 else (tb, ta))
    return deals


def test_level_after_six_deals_each_deals_once_more_then_drawn() -> None:
    p = Partie(("Ann", "Bob"), 1, deals=quick([(10, 10)] * 6))
    state = score_partie(p)
    assert (
        not state.finished
        and state.next_number == 7
        and state.partie.players[state.partie.dealer(state.next_number)] == "Bob"
    )
    p8 = Partie(("Ann", "Bob"), 1, deals=quick([(10, 10)] * 8))
    state8 = score_partie(p8)
    assert state8.finished and state8.result is not None
    assert state8.result.drawn and state8.result.points == 0 and state8.result.winner is None
    p7 = Partie(("Ann", "Bob"), 1, deals=quick([(10, 10)] * 6 + [(20, 0)]))
    assert not score_partie(p7).finished
    with pytest.raises(RuleError, match="already over"):
        score_partie(Partie(("Ann", "Bob"), 1, deals=quick([(10, 10)] * 9)))


def test_dealer_alternates_and_elder_is_the_non_dealer() -> None:
    p = Partie(("Ann", "Bob"), first_dealer=1)
    assert [p.names(n) for n in (1, 2, 3)] == [("Ann", "Bob"), ("Bob", "Ann"), ("Ann", "Bob")]


def test_cavendish_scoring_card() -> None:
    """Five parties: 164–114, 224–92, 75–301, 103–144, 130–104 →
    A +150, A +416, B +476, B +141, A +126; A net +75; at ten shillings a
    hundred, fractions of fifty not reckoned, A wins five shillings."""
    net = 0
    expected = [("A", 150), ("A", 416), ("B", 476), ("B", 141), ("A", 126)]
    for (a, b), (winner, points) in zip([(164, 114), (224, 92), (75, 301), (103, 144), (130, 104)], expected):
        state = score_partie(Partie(("A", "B"), 1, deals=quick(six_deals_adding_to(a, b))))
        assert state.totals == {"A": a, "B": b}
        assert state.result is not None
        assert (state.result.winner, state.result.points) == (winner, points)
        net += points if winner == "A" else -points
    assert net == 75
    assert money(net, Decimal(10)) == Decimal(5)


def test_four_deal_first_and_last_count_double() -> None:
    p = Partie(("Ann", "Bob"), 1, RuleSet.FOUR_DEAL, deals=quick([(10, 5), (3, 4), (6, 2), (1, 7)]))
    state = score_partie(p)
    # Ann elder in deals 1 and 3: 2*10 + 4 + 6 + 2*7 ; Bob: 2*5 + 3 + 2 + 2*1
    assert state.totals == {"Ann": 44, "Bob": 17}
    assert state.finished and state.result is not None and state.result.points == 44 + 17 + 100


def test_au_cent_games_and_double_games() -> None:
    """Bob deals first, so Ann is elder in odd deals (pairs are elder first).
    Deals 1–3: Ann 60+30+20 = 110, Bob 10+10+10 = 30 → Ann's double game (Bob under 50).
    Deals 4–5: Bob 70+40 = 110, Ann 10+10 = 20 → Bob's double game.
    Deals 6–7: Ann 40+70 = 110, Bob 60+50 = 110: both pass 100 in deal 7, and with only
    the totals the order is unknown — the keeper asks who reached 100 first. Ann did:
    Bob had 60 (at least 50) before the deal, so a single game. Ann has 2 + 1 = 3:
    she wins the partie 3 games to 2, one up."""
    deals = quick([(60, 10), (10, 30), (20, 10), (70, 10), (10, 40), (60, 40), (70, 50)])
    with pytest.raises(BadValue) as unknown:
        score_partie(Partie(("Ann", "Bob"), 1, RuleSet.AU_CENT, deals=deals))
    assert (unknown.value.field, unknown.value.deal) == ("first_to_100", 7)
    said = (*deals[:6], deals[6]._replace(first_to_100=Side.ELDER))
    state = score_partie(Partie(("Ann", "Bob"), 1, RuleSet.AU_CENT, deals=said))
    assert [(g.winner, g.double, g.last_deal) for g in state.games] == [
        ("Ann", True, 3),
        ("Bob", True, 5),
        ("Ann", False, 7),
    ]
    assert state.finished and state.result is not None
    assert (state.result.winner, state.result.points) == ("Ann", 1)
    assert not score_partie(Partie(("Ann", "Bob"), 1, RuleSet.AU_CENT, deals=deals[:6])).finished


def test_throw_in_only_in_the_last_deal() -> None:
    with pytest.raises(RuleError, match="last deal"):
        score_partie(Partie(("Ann", "Bob"), deals=(DealFacts(throw_in=Side.YOUNGER),)))
    ok = Partie(("Ann", "Bob"), deals=quick([(10, 20)] * 5) + (DealFacts(throw_in=Side.YOUNGER),))
    state = score_partie(ok)
    assert state.finished and state.deals[-1].score.elder.total == 23
