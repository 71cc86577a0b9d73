"""A hand of Pinochle at the table (``ask_deal``), answered through ``input()`` as the players
would: the trumps and turn-up, each meld judged as it is made (a refusal asked again, ``u``
to take one back), the card points with "the rest", the last trick; an irregular player's
hand put right; a withdrawal at the trumps and at the card points; a correction.

Ann and Bob, Bob dealing hand 1: Ann is elder. Figures worked by hand from seed 002.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from at_the_table import Answer

from piquet_cli.cards import Suit
from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.games.pinochle.facts import Hand
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.games.pinochle.hand import HandFacts
from piquet_cli.games.pinochle.melds import parse_melded
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import PartieFile, create_partie, read_partie, save_partie


def game(tmp_path: Path, rules: str = "ten") -> PartieFile:
    return create_partie(make_partie("Ann", "Bob", "Bob", rules, "pinochle"), tmp_path / "p.toml")


def test_a_hand_walked_with_a_refusal_and_a_meld_taken_back(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Hearts; Bob turns up a ten: Bob 10. e:rm Ann 40; y:4A Bob 110; e:rm+4K refused (two melds
    on one trick), asked again; e:seq Ann 190; y:pin taken back; card points "130, the rest":
    Bob 110; last trick Ann. Ann 190 + 130 + 10 = 330; Bob 10 + 100 + 110 = 220."""
    current = game(tmp_path)
    answer(
        ["hearts", "y", "", "e:rm", "y:4A", "e:rm+4K", "e:seq", "y:pin", "u", "", "130, the rest", "ann", ""]
    )
    asked = ask_deal(current, 1, None, None)
    assert asked is not None
    hand = asked[0]
    assert isinstance(hand, Hand)
    assert [str(e) for e in hand.facts.melded] == ["e:rm", "y:4A", "e:seq"]
    assert hand.facts.card_points == (130, None) and hand.facts.last_trick is Side.ELDER
    out = capsys.readouterr().out
    assert "  Bob: turn-up 10 — Ann 0, Bob 10 this hand" in out
    assert "  e:rm: 40 — Ann 40, Bob 10 this hand." in out
    assert "one meld per trick won, and this names two (royal marriage and four kings)" in out
    assert "  e:seq: 150 — Ann 190, Bob 110 this hand." in out
    assert "Taken back: y:pin." in out
    assert "  Ann: card points 130; Bob: card points 110" in out
    assert "Ann 330, Bob 220 this hand." in out


def test_card_points_that_do_not_make_240_are_asked_again(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    current = game(tmp_path)
    answer(["S", "n", "n", "", "130,120", "rest,100", "y", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None and asked[0].facts.card_points == (None, 100)
    out = capsys.readouterr().out
    assert "if Ann's 130 is right, Bob took 110; if Bob's 120 is right, Ann took 120." in out


def test_one_figure_of_card_points_is_elders_and_nothing_typed_is_told_what_is_asked(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """At the table one says "a hundred and thirty" and the other has the rest: Ann 130, Bob
    240 - 130 = 110. Enter with nothing to take says what the question wants, not "'' is not"."""
    current = game(tmp_path)
    answer(["S", "n", "n", "", "", "130", "y", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None and asked[0].facts.card_points == (130, None)
    out = " ".join(capsys.readouterr().out.split())
    assert "An answer is needed: two figures, elder first, adding to 240" in out
    assert "'' is not" not in out
    assert "Ann: card points 130; Bob: card points 110" in out


def test_a_royal_marriage_after_a_sequence_is_taken_with_a_warning(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    current = game(tmp_path)
    answer(["D", "", "", "e:seq", "e:rm", "", "120,120", "e", ""])
    assert ask_deal(current, 1, None, None) is not None
    out = " ".join(capsys.readouterr().out.split())
    assert "e:rm: 40 — Ann 190, Bob 0 this hand. Check: Ann's royal marriage needs the other K♦ and Q♦" in out


def test_an_irregular_player_melds_only_once_his_hand_is_put_right(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bob is found holding a wrong number of cards. His four aces at the first meld: not put
    right yet, refused. Ann's four kings (80). Then Bob's pinochle: put right by now, after one
    meld: lawful, 40."""
    current = game(tmp_path)
    answer(["C", "n", "y", "y:4A", "n", "e:4K", "y:pin", "y", "", "rest,120", "y", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None
    facts = asked[0].facts
    assert (facts.irregular, facts.put_right_after) == (Side.YOUNGER, 1)
    assert [str(e) for e in facts.melded] == ["e:4K", "y:pin"]
    out = capsys.readouterr().out
    assert "Bob melds nothing until that hand is put right (docs/pinochle.md)." in out
    assert "  y:pin: 40 — Ann 80, Bob 40 this hand." in out


def test_a_withdrawal_at_the_card_points_takes_the_hand_so_far(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Classic rules, spades; Bob turns up the dix: 10. e:4A Ann 100; y:dix Bob 10 more. Bob
    withdraws: the hand so far is Ann 100, Bob 20 (Enter takes it). Both under 1000: the keeper
    rules Bob, who withdrew, the loser; Ann wins by 80."""
    current = game(tmp_path, "classic")
    prompts = answer(["S", "y", "n", "e:4A", "y:dix", "", "w", "b", "", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None and asked[0] == Withdrawal("Bob", (100, 20))
    assert any("What had hand 1 scored so far, elder first? (Ann, Bob) [100,20]" in p for p in prompts)
    out = " ".join(capsys.readouterr().out.split())
    assert "the player who withdrew loses. Ann wins by 80." in out


def test_a_withdrawal_at_the_trumps_before_the_hand(tmp_path: Path, answer: Answer) -> None:
    current = game(tmp_path)
    prompts = answer(["w", "Ann", "", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None and asked[0] == Withdrawal("Ann", None)
    assert any("What had hand 1 scored so far, elder first? (Ann, Bob) [none]" in p for p in prompts)


HAND = Hand(
    HandFacts(
        trumps=Suit.HEARTS,
        turn_up_ten=True,
        melded=parse_melded("e:rm y:4A e:seq"),
        card_points=(130, None),
        last_trick=Side.ELDER,
    )
)


def test_correcting_a_hand_keeps_it_with_enter_at_every_question(tmp_path: Path, answer: Answer) -> None:
    """The hand is asked again with every answer as it was: the trumps, the turn-up, no
    irregularity, the three melds, the card points, the last trick, and the save."""
    current = game(tmp_path)
    saved = save_partie(current, current.partie._replace(deals=(HAND,)), [None])
    answer([""] * 10)
    asked = ask_deal(saved, 1, HAND, None)
    assert asked is not None and asked[0] == HAND


def test_a_quick_hand_and_a_withdrawal_are_corrected_as_they_were_entered(
    tmp_path: Path, answer: Answer
) -> None:
    current = game(tmp_path)
    quick = Hand(HandFacts(totals=(300, 250)), melds_given=False)
    withdrawn = Withdrawal("Ann", (10, 0))
    saved = save_partie(current, current.partie._replace(deals=(quick, withdrawn)), [None, None])
    answer(["310,240", ""])
    asked = ask_deal(saved, 1, quick, None)
    assert asked is not None and asked[0] == Hand(HandFacts(totals=(310, 240)), melds_given=False)
    answer(["Bob", "40,0", ""])
    asked = ask_deal(saved, 2, withdrawn, None)
    assert asked is not None and asked[0] == Withdrawal("Bob", (40, 0))


def test_in_a_terminal_a_turn_up_left_out_is_asked(tmp_path: Path, answer: Answer) -> None:
    """A hand given whole by flags, but no turn-up flag: in a terminal the keeper asks. Bob turned
    up the ten of diamonds: 10 to him. No melds; cards 120,120; last trick Ann: Ann 130, Bob 130."""
    from piquet_cli.cli.commands import record_deal

    current = game(tmp_path)
    prompts = answer(["y"])
    entry = {"trumps": "D", "melded": "-", "card_points": "120,120", "last_trick": "elder"}
    record_deal(entry, current.path, None, False)
    assert any("Was the card turned up the ten of diamonds? y or n [n]" in p for p in prompts)
    view = read_partie(current.path).view
    assert view.totals == {"Ann": 130, "Bob": 130}
    assert view.deals[0].sides["Bob"].rows["turn_up"] == 10


def walk_royal_marriage_and_four_aces(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str], melds: list[str]
) -> str:
    """Hand 1 (Ann elder, hearts, no turn-up) with ``melds`` typed at the meld question, then
    Enter, card points Ann 100 and Bob the rest (140), Bob the last trick: e:rm is Ann's 40,
    y:4A Bob's 100, so Ann 140, Bob 250. What the table said."""
    current = game(tmp_path)
    answer(["h", "n", "", *melds, "", "100,rest", "y", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None and isinstance(asked[0], Hand)
    assert [str(e) for e in asked[0].facts.melded] == ["e:rm", "y:4A"]
    out = capsys.readouterr().out
    assert "Ann 140, Bob 250 this hand." in out
    return out


def test_two_melds_typed_on_one_line_are_asked_one_at_a_time(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """The prompt's own examples, e:rm y:4A, typed together: one meld an answer, as each trick is
    won (not "'rm y:4A' is not a meld")."""
    out = walk_royal_marriage_and_four_aces(
        tmp_path, answer, capsys, ["e:rm y:4A", "e:rm, y:4A", "e:rm", "y:4A"]
    )
    assert out.count("one meld at a time, as each trick is won: e:rm, then y:4A.") == 2
    assert "is not a Pinochle meld" not in out


def test_a_newcomer_names_the_player_and_is_told_what_none_means(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """As at Bezique's table: "-" at the meld question is explained (only the tricks that score
    are entered), a player's name stands for his seat (Ann is elder, Bob younger), and a meld
    without a seat says who e and y are."""
    out = walk_royal_marriage_and_four_aces(tmp_path, answer, capsys, ["-", "rm", "Ann:rm", "bob 4A"])
    assert "only the tricks that score are entered: type the next meld, or Enter on an empty line" in out
    assert (
        "'rm' is not a meld; write who won the trick, e (Ann) or y (Bob), then what that player melds" in out
    )
    assert "- for none" not in out


def test_card_points_too_few_for_the_tricks_won_are_asked_again(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Hearts. Ann melds on five tricks: ten cards won, at least the eight nines (0) and two
    jacks (2 each) = 4. Her 0 is asked again; 4 is taken. The last trick to Ann would be a
    sixth trick, twelve cards, at least 8 × 0 + 4 × 2 = 8 > 4: asked again; Bob's is taken."""
    current = game(tmp_path)
    answer(["H", "n", "n", "e:mS", "e:mD", "e:mC", "e:4A", "e:4K", "", "0", "4", "e", "y", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None
    hand = asked[0]
    assert isinstance(hand, Hand)
    assert hand.facts.card_points == (4, None) and hand.facts.last_trick is Side.YOUNGER
    out = " ".join(capsys.readouterr().out.split())
    assert "Ann melded on 5 tricks, so Ann won at least 5 tricks, 10 cards" in out
    assert "at least 4 in cards, not 0." in out
    assert "Ann melded on 5 tricks and took the last trick, so Ann won at least 6 tricks" in out
    assert "at least 8 in cards, not 4." in out
