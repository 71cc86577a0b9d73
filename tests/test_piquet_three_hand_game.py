"""A game of three-hand piquet to its end from the deals' totals (issue 21).

The three play to the target (the keeper's 100 unless agreed otherwise); the first to
reach it wins and leaves; the other two play on two-hand, scores carried, to the same
target; the first of them to reach it is the runner-up and breaks even; the other pays the
winner one game (the keeper's stake). Each deal's totals are given in its playing order.
"""

from __future__ import annotations

import pytest

from piquet_cli.cards import parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.three_hand import SeatFacts, ThreeHandFacts, score_three_hand
from piquet_cli.games.piquet.three_hand_game import TARGET, play_game

PLAYERS = ("Ann", "Bob", "Cal")

FIRST = (("Ann", 109), ("Bob", 5), ("Cal", 3))  # the repique deal of test_piquet_three_hand
SECOND = (("Bob", 40), ("Cal", 60))
THIRD = (("Cal", 30), ("Bob", 50))
FOURTH = (("Bob", 10), ("Cal", 4))


def test_the_first_out_then_the_two_hand_finish_and_the_runner_up_breaking_even() -> None:
    """Deal 1 (three-hand): Ann 109, Bob 5, Cal 3: Ann passes 100 and is out, the winner.
    Deal 2 (two-hand): Bob 45, Cal 63. Deal 3: Bob 95, Cal 93. Deal 4: Bob 105, Cal 97:
    Bob reaches 100 and breaks even; Cal loses and pays Ann one game: Ann +1, Bob 0, Cal −1."""
    assert TARGET == 100
    after_one = play_game(PLAYERS, [FIRST])
    assert after_one.first_out == "Ann" and not after_one.finished
    assert after_one.playing_on == ("Bob", "Cal")
    assert (
        after_one.words()
        == "Ann is out, first to 100 with 109; Bob and Cal play on, two-hand, to 100 (Bob 5, Cal 3)."
    )
    assert after_one.result() is None
    three = play_game(PLAYERS, [FIRST, SECOND, THIRD])
    assert dict(three.totals) == {"Ann": 109, "Bob": 95, "Cal": 93}
    assert three.runner_up is None and three.playing_on == ("Bob", "Cal")
    game = play_game(PLAYERS, [FIRST, SECOND, THIRD, FOURTH])
    assert game.finished and game.playing_on == ()
    assert (game.first_out, game.runner_up, game.loser) == ("Ann", "Bob", "Cal")
    assert dict(game.totals) == {"Ann": 109, "Bob": 105, "Cal": 97}
    result = game.result()
    assert result is not None
    assert dict(result.settlement) == {"Ann": 1, "Bob": 0, "Cal": -1}
    assert sum(result.settlement.values()) == 0
    assert (result.winner, result.loser, result.unit) == ("Ann", "Cal", "games")
    assert result.explanation == (
        "Ann is out, first to 100 with 109; Bob reaches 100 next with 105 and breaks even; "
        "Cal, with 97, loses and pays Ann 1 game."
    )


def test_a_deals_scores_feed_the_game() -> None:
    """The repique deal scored from the hands (Ann 109, Bob 5, Cal 3) puts Ann out at once."""
    facts = ThreeHandFacts(
        seats=(
            SeatFacts(hand=parse_cards("AS KS QS JS TS AH AD AC 7H 8D")),
            SeatFacts(hand=parse_cards("KH QH JH 9H KD QD KC QC 8S 9S")),
            SeatFacts(hand=parse_cards("JC TC 9C 8C 7C JD TD 9D 7D TH")),
        ),
        tricks=(1, 1, 1, 1, 2, 2, 2, 2, 3, 3),
        exchange=(0, 0, 2),
    )
    deal = score_three_hand(facts, PLAYERS)
    game = play_game(PLAYERS, [tuple(deal.by_name().items())])
    assert game.first_out == "Ann" and dict(game.totals) == {"Ann": 109, "Bob": 5, "Cal": 3}


def test_an_agreed_target_and_the_words_before_anyone_is_out() -> None:
    """To 150: after 109, 5, 3 nobody is out; all three play on."""
    game = play_game(PLAYERS, [FIRST], target=150)
    assert game.first_out is None and game.playing_on == PLAYERS
    assert game.words() == "Ann 109, Bob 5, Cal 3: all three play on to 150."


def test_two_reach_the_target_in_one_deal() -> None:
    """To 50: Ann 60 and Cal 70 in the first deal: Cal, higher, is out first; Ann, also past
    50, is the runner-up; Bob loses. At equal totals the one earlier in the deal's playing
    order goes first (keeper's ruling): Bob 50 and Cal 50 in a deal Bob leads."""
    game = play_game(PLAYERS, [(("Ann", 60), ("Bob", 10), ("Cal", 70))], target=50)
    assert (game.first_out, game.runner_up, game.loser) == ("Cal", "Ann", "Bob")
    level = play_game(PLAYERS, [(("Bob", 50), ("Cal", 50), ("Ann", 0))], target=50)
    assert (level.first_out, level.runner_up, level.loser) == ("Bob", "Cal", "Ann")
    settled = level.result()
    assert settled is not None and dict(settled.settlement) == {"Ann": -1, "Bob": 1, "Cal": 0}


@pytest.mark.parametrize(
    ("deals", "words"),
    [
        ([FIRST, FIRST], "deal 2 is played by the two at the table, Bob and Cal; it gives Ann, Bob and Cal."),
        ([SECOND], "deal 1 is played by the three at the table, Ann, Bob and Cal; it gives Bob and Cal."),
        ([FIRST, SECOND, THIRD, FOURTH, FOURTH], "deal 5 comes after the game's end."),
        ([(("Ann", -5), ("Bob", 0), ("Cal", 0))], "Ann scores -5 in deal 1: a deal's score is 0 or more."),
    ],
)
def test_bad_deals_are_refused_with_one_sentence(
    deals: list[tuple[tuple[str, int], ...]], words: str
) -> None:
    with pytest.raises(BadValue) as bad:
        play_game(PLAYERS, deals)
    assert bad.value.message == words
    assert bad.value.field == "totals"


def test_bad_tables_and_targets() -> None:
    with pytest.raises(BadValue, match="three-hand piquet is for three players"):
        play_game(("Ann", "Bob", "Cal", "Dee"), [])
    with pytest.raises(BadValue, match="a target of 0 cannot be"):
        play_game(PLAYERS, [], target=0)
