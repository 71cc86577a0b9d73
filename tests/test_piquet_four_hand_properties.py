"""Invariants of four-hand piquet's deal scoring (issue 21), with hypothesis over random deals:
four hands of eight from one shuffled pack and eight trick winners."""

from __future__ import annotations

from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_cli.cards import Card
from piquet_cli.games.piquet.combinations import PIQUET_PACK
from piquet_cli.games.piquet.four_hand import PIC_AT, score_four_hand, seat_calls
from piquet_cli.games.piquet.four_hand_facts import FourHandDeal, Seat, is_blank, side_of
from piquet_cli.games.side import Side

NAMES = ("Ann", "Bob", "Cal", "Dee")
HAND_CATEGORIES = ("carte_blanche", "point", "sequences", "sets")


@st.composite
def deals(draw: st.DrawFn) -> FourHandDeal:
    pack: list[Card] = draw(st.permutations(PIQUET_PACK.cards))
    winners = tuple(draw(st.lists(st.integers(1, 4), min_size=8, max_size=8)))
    return FourHandDeal(tuple(Seat(hand=tuple(pack[8 * i : 8 * i + 8])) for i in range(4)), winners)


def hand_figures(deal: FourHandDeal) -> dict[Side, tuple[int, ...]]:
    score = score_four_hand(deal, NAMES)
    return {side: tuple(getattr(score.of(side), c) for c in HAND_CATEGORIES) for side in Side}


@settings(max_examples=examples(60, 1000), deadline=None)
@given(deals())
def test_one_side_at_most_scores_each_category_and_the_bonuses_follow_the_rules(deal: FourHandDeal) -> None:
    score = score_four_hand(deal, NAMES)
    sides = {side: score.of(side) for side in Side}
    for category in HAND_CATEGORIES:
        assert min(getattr(sides[side], category) for side in Side) == 0
    hand = {side: sides[side].hand for side in Side}
    for side in Side:
        if sides[side].repique:  # twenty in hand, the other side scoring nothing until then (Law 67)
            running = [sum(getattr(sides[side], c) for c in HAND_CATEGORIES[: n + 1]) for n in range(4)]
            reached = next(n for n, total in enumerate(running) if total >= PIC_AT)
            before = HAND_CATEGORIES[: reached + 1]
            assert not any(getattr(sides[side.other], c) for c in before) and not sides[side].pique
        if sides[side].pique:
            assert hand[side] < PIC_AT and hand[side.other] == 0
    assert sum(1 for side in Side for bonus in (sides[side].repique, sides[side].pique) if bonus) <= 1


@settings(max_examples=examples(60, 1000), deadline=None)
@given(deals())
def test_the_play_and_the_cards_add_up_from_the_tricks(deal: FourHandDeal) -> None:
    """Law 65 by side: eight leads, one for each trick the other side wins, one for the last."""
    assert deal.tricks is not None
    score = score_four_hand(deal, NAMES)
    leaders = (1, *deal.tricks[:-1])
    taken = sum(
        1 for lead, win in zip(leaders, deal.tricks, strict=True) if side_of(lead) is not side_of(win)
    )
    assert score.of(Side.ELDER).play + score.of(Side.YOUNGER).play == 8 + taken + 1
    won = sum(1 for w in deal.tricks if side_of(w) is Side.ELDER)
    expected = {8: (40, 0), 0: (0, 40), 4: (0, 0)}.get(won, (10, 0) if won > 4 else (0, 10))
    assert (score.of(Side.ELDER).cards, score.of(Side.YOUNGER).cards) == expected


@settings(max_examples=examples(60, 1000), deadline=None)
@given(deals())
def test_which_partner_holds_which_hand_never_changes_the_hand_scores(deal: FourHandDeal) -> None:
    a, b, c, d = deal.seats
    swapped = deal._replace(seats=(c, d, a, b))
    assert hand_figures(deal) == hand_figures(swapped)


@settings(max_examples=examples(60, 1000), deadline=None)
@given(deals())
def test_the_hands_and_the_calls_found_in_them_score_alike(deal: FourHandDeal) -> None:
    calls = seat_calls(deal)
    by_calls = deal._replace(
        seats=tuple(
            Seat(calls=found, carte_blanche=is_blank(seat.hand or ()))
            for seat, found in zip(deal.seats, calls, strict=True)
        )
    )
    one, other = score_four_hand(deal, NAMES), score_four_hand(by_calls, NAMES)
    assert (one.eldest_side, one.dealers_side) == (other.eldest_side, other.dealers_side)
