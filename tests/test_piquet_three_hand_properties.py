"""Invariants of three-hand piquet over random deals and games (issue 21)."""

from __future__ import annotations

import random

from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_cli.cards import Card
from piquet_cli.games.piquet.combinations import PIQUET_PACK
from piquet_cli.games.piquet.three_hand import SeatFacts, ThreeHandFacts, score_three_hand
from piquet_cli.games.piquet.three_hand_game import play_game

NAMES = ("Ann", "Bob", "Cal")
deals = st.permutations(PIQUET_PACK.cards)
tricks = st.lists(st.integers(1, 3), min_size=10, max_size=10).map(tuple)


@settings(max_examples=examples(30, 600), deadline=None)
@given(deals, tricks, st.randoms(use_true_random=False))
def test_the_order_cards_are_given_in_changes_nothing(
    pack: list[Card], won: tuple[int, ...], rnd: random.Random
) -> None:
    hands = [tuple(pack[i * 10 : i * 10 + 10]) for i in range(3)]
    mixed = [tuple(rnd.sample(h, len(h))) for h in hands]
    a = score_three_hand(ThreeHandFacts(tuple(SeatFacts(hand=h) for h in hands), won, (0, 0, 2)), NAMES)
    b = score_three_hand(ThreeHandFacts(tuple(SeatFacts(hand=h) for h in mixed), won, (0, 0, 2)), NAMES)
    assert a.scores == b.scores


@settings(max_examples=examples(30, 600), deadline=None)
@given(deals, tricks)
def test_one_good_call_a_category_and_one_jump_a_deal(pack: list[Card], won: tuple[int, ...]) -> None:
    """In the point, sequences and sets at most one of three scores (Laws 62–64); pique and
    repique never both in a deal, and only to one player (Law 69); ten leads and the last
    trick make 11 to 21 play points (each trick can be won by a player who did not lead it); every score is 0 or more."""
    hands = [tuple(pack[i * 10 : i * 10 + 10]) for i in range(3)]
    score = score_three_hand(ThreeHandFacts(tuple(SeatFacts(hand=h) for h in hands), won), NAMES)
    for category in ("point", "sequences", "sets"):
        assert sum(1 for s in score.scores if s[category]) <= 1
    assert sum(1 for s in score.scores for c in ("pique", "repique") if s[c]) <= 1
    assert 11 <= sum(s["play"] for s in score.scores) <= 21
    assert all(v >= 0 for s in score.scores for v in s.values())


@settings(max_examples=examples(50, 1000), deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60), st.integers(0, 60)), min_size=1, max_size=40)
)
def test_a_finished_game_settles_to_zero_and_the_runner_up_breaks_even(
    figures: list[tuple[int, int, int]],
) -> None:
    played: list[tuple[tuple[str, int], ...]] = []
    for a, b, c in figures:
        game = play_game(NAMES, played)
        if game.finished:
            break
        table = game.playing_on
        played.append(tuple(zip(table, (a, b, c), strict=False)))
    game = play_game(NAMES, played)
    if game.finished:
        result = game.result()
        assert result is not None and sum(result.settlement.values()) == 0
        assert game.runner_up is not None and result.settlement[game.runner_up] == 0
        assert game.first_out is not None and game.loser is not None
        assert game.totals[game.first_out] >= 100 and game.totals[game.runner_up] >= 100
        assert len({game.first_out, game.runner_up, game.loser}) == 3
