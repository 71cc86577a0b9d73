"""Seed 001's match, target games, the alternating deal, and the streak score."""

from __future__ import annotations

import pytest

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.bezique.codes import parse_declared
from piquet_cli.games.bezique.game import Result, score_game
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.rules import BeziqueRules, LastTrick, parse_last_trick, parse_target
from piquet_cli.games.bezique.streak import Outcome, Streak, best_streak, outcome_for, streak
from piquet_cli.games.bezique.views import result_view
from piquet_cli.games.side import Side

PLAYERS = ("Ann", "Bob")
MATCH = BeziqueRules()


def quick(elder: int, younger: int) -> HandFacts:
    return HandFacts(totals=(elder, younger))


# --- seed 001's match: one or two hands ---------------------------------------------------
# Ann deals first, so Bob is elder in hand 1 and Ann in hand 2: pairs are elder first.


def test_410_to_300_after_the_first_hand_ends_it() -> None:
    game = score_game(PLAYERS, 0, MATCH, [quick(410, 300)])
    assert game.totals == {"Bob": 410, "Ann": 300}
    assert game.result == Result("Bob", "Ann", False, 110, "won on the first hand (400 and ahead)")
    assert game.finished and game.next_dealer is None


def test_400_each_goes_to_a_second_hand() -> None:
    """400 and not ahead does not end it (seed 001: 400 or more *and* ahead)."""
    game = score_game(PLAYERS, 0, MATCH, [quick(400, 400)])
    assert game.result is None
    assert game.next_dealer == "Bob"  # the other dealer
    assert "a second hand is played" in game.standing


def test_390_to_300_goes_to_a_second_hand() -> None:
    game = score_game(PLAYERS, 0, MATCH, [quick(390, 300)])
    assert not game.finished


def test_700_each_after_two_hands_is_a_draw() -> None:
    # Hand 1: Bob (elder) 390, Ann 300. Hand 2: Ann (elder) 400, Bob 310. Ann 700, Bob 700.
    game = score_game(PLAYERS, 0, MATCH, [quick(390, 300), quick(400, 310)])
    assert game.totals == {"Ann": 700, "Bob": 700}
    assert game.result == Result(None, None, True, 0, "drawn")
    assert result_view(game.result, game.totals, 2).as_dict() == {  # docs/contract.md's result object
        "winner": None,
        "loser": None,
        "drawn": True,
        "rubiconed": False,
        "points": 0,
        "settlement": {"Ann": 0, "Bob": 0},
        "labels": [],
    }


def test_the_higher_total_of_two_hands_wins() -> None:
    # Bob 390 + 310 = 700; Ann 300 + 420 = 720: Ann by 20.
    game = score_game(PLAYERS, 0, MATCH, [quick(390, 300), quick(420, 310)])
    assert game.result == Result("Ann", "Bob", False, 20, "won on two hands")


def test_no_third_hand_in_a_match() -> None:
    with pytest.raises(RuleError) as caught:
        score_game(PLAYERS, 0, MATCH, [quick(390, 300), quick(420, 310), quick(100, 70)])
    assert caught.value.deal == 3
    assert str(caught.value) == "the game ended after hand 2 (won on two hands); there is no hand 3."


def test_the_deal_alternates_and_scores_go_to_names() -> None:
    hand = HandFacts(trumps=Suit.CLUBS, turn_up_seven=True, declared=parse_declared("e:4A"), brisques=(9, 7))
    game = score_game(PLAYERS, 1, BeziqueRules(1000), [hand, hand, hand])
    assert [(h.dealer, h.elder) for h in game.hands] == [("Bob", "Ann"), ("Ann", "Bob"), ("Bob", "Ann")]
    # Elder: 4A 100 + 90 brisques = 190; younger (the dealer): turn-up 10 + 70 = 80.
    assert game.hands[0].scores()["Ann"]["total"] == 190
    assert game.hands[0].scores()["Bob"] == {
        "turn_up": 10, "declarations": 0, "brisques": 70, "last_trick": 0, "total": 80,
    }  # fmt: skip
    assert [h.totals for h in game.hands] == [
        {"Ann": 190, "Bob": 80},
        {"Ann": 270, "Bob": 270},
        {"Ann": 460, "Bob": 350},
    ]
    assert game.next_dealer == "Ann"


# --- target games --------------------------------------------------------------------------


def test_first_past_the_target_wins() -> None:
    game = score_game(PLAYERS, 0, BeziqueRules(1000), [quick(600, 300), quick(200, 500)])
    # Bob 600 + 500 = 1100; Ann 300 + 200 = 500.
    assert game.result == Result("Bob", "Ann", False, 600, "past 1000 at the end of hand 2")


def test_both_past_the_target_the_higher_wins() -> None:
    game = score_game(PLAYERS, 0, BeziqueRules(1500), [quick(900, 800), quick(750, 700)])
    # Bob 900 + 700 = 1600; Ann 800 + 750 = 1550.
    assert game.result is not None
    assert (game.result.winner, game.result.points) == ("Bob", 50)
    assert game.result.explanation == "both past 1500 at the end of hand 2: the higher total wins"


def test_both_past_the_target_and_level_play_on() -> None:
    game = score_game(PLAYERS, 0, BeziqueRules(1000), [quick(600, 500), quick(600, 500)])
    assert game.totals == {"Ann": 1100, "Bob": 1100}
    assert game.result is None
    assert game.standing == "both past 1000 and level: play on"
    # Hand 3 is Ann's deal again: Bob is elder, 100 to Ann's 90: Bob 1200, Ann 1190.
    game = score_game(PLAYERS, 0, BeziqueRules(1000), [quick(600, 500), quick(600, 500), quick(100, 90)])
    assert game.result == Result(
        "Bob", "Ann", False, 10, "both past 1000 at the end of hand 3: the higher total wins"
    )


def test_under_the_target_play_on() -> None:
    game = score_game(PLAYERS, 0, BeziqueRules(2000), [quick(900, 800)])
    assert game.standing == "no one past 2000 yet: play on"
    assert score_game(PLAYERS, 0, BeziqueRules(2000), []).standing == "the first hand is to play"


def test_rules_are_read_from_their_words() -> None:
    assert parse_target("match") is None and parse_target(" 1500 ") == 1500
    assert parse_last_trick("Stock") is LastTrick.STOCK
    with pytest.raises(BadValue) as caught:
        parse_target("500")
    assert (caught.value.field, str(caught.value)) == (
        "rules",
        "'500' is not a Bezique game; the rules are match (one or two hands), 1000, 1500 or 2000 (a target).",
    )
    with pytest.raises(BadValue, match="write final .* or stock"):
        parse_last_trick("first")
    assert BeziqueRules(None).name == "match" and BeziqueRules(2000).name == "2000"


# --- seed 001's streak --------------------------------------------------------------------


def test_three_wins_by_300_250_320_is_3_0870() -> None:
    assert str(streak([("won", 300), ("won", 250), ("won", 320)])) == "3.0870"


def test_a_draw_or_a_loss_ends_the_streak_and_the_next_win_starts_at_1() -> None:
    after_draw = streak([("won", 300), ("won", 250), ("drawn", 0)])
    assert str(after_draw) == "0.0000"
    assert str(streak([("won", 300), ("lost", 100), ("won", 40)])) == "1.0040"
    assert str(streak([("won", 300), ("drawn", 0), ("won", 120), ("won", 80)])) == "2.0200"


def test_the_margin_part_stops_at_9999() -> None:
    # 5000 + 4000 + 1200 = 10200 → shows 9999.
    long = streak([("won", 5000), ("won", 4000), ("won", 1200)])
    assert (long.margins, str(long)) == (10200, "3.9999")


def test_each_win_raises_the_rival_a_level_to_level_5() -> None:
    assert streak([]).rival_level == 1
    assert streak([("won", 10)] * 3).rival_level == 4
    assert streak([("won", 10)] * 7).rival_level == 5
    # A loss ends the streak; the seed names no way down for the rival's level.
    assert streak([("won", 10), ("won", 10), ("lost", 5)]) == Streak(0, 0, 3)


def test_the_best_streak_and_outcomes_from_results() -> None:
    games: list[tuple[Outcome, int]] = [("won", 300), ("won", 250), ("won", 320), ("lost", 50), ("won", 900)]
    assert str(best_streak(games)) == "3.0870"
    win = Result("Ann", "Bob", False, 110, "won on the first hand (400 and ahead)")
    assert outcome_for("Ann", win) == ("won", 110)
    assert outcome_for("Bob", win) == ("lost", 110)
    assert outcome_for("Bob", Result(None, None, True, 0, "drawn")) == ("drawn", 0)
    with pytest.raises(ValueError):
        outcome_for("Cy", win)
    with pytest.raises(ValueError):
        Streak().after("won", 0)


def test_side_of_a_name() -> None:
    game = score_game(PLAYERS, 0, MATCH, [quick(100, 200)])
    assert (game.hands[0].elder, game.hands[0].younger) == ("Bob", "Ann")
    assert game.hands[0].score.of(Side.YOUNGER).total == 200
