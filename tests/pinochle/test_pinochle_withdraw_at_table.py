"""Issue 19, item 6: a Pinochle player withdraws at any question of the hand (``w``), "Who
withdraws?" takes ``e``/``y`` as every other question does, and a withdrawal before a hand
began is said as what it is, never as a hand saved with a 0–0 table.

Ann and Bob, Bob dealing hand 1: Ann is elder. What a hand has scored so far is the dealer's
turn-up (10, seed 002) and the melds made (royal marriage 40, four aces 100, pinochle 40).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from at_the_table import Answer
from pinochle_commands import hands, new, run

from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.scorebook.parties import PartieFile, create_partie


def game(tmp_path: Path) -> PartieFile:
    return create_partie(make_partie("Ann", "Bob", "Bob", "seed", "pinochle"), tmp_path / "p.toml")


def withdrawn(current: PartieFile) -> Withdrawal:
    asked = ask_deal(current, 1, None, None, confirm=False)
    assert asked is not None
    facts = asked[0]
    assert isinstance(facts, Withdrawal)
    return facts


@pytest.mark.parametrize(
    ("typed", "so_far"),
    [
        (["H", "w"], "0,0"),  # at the turn-up: the hand has begun, nothing scored
        (["H", "y", "w"], "0,10"),  # at "a wrong number of cards?": Bob's turned-up ten
        (["H", "y", "n", "w"], "0,10"),  # at the first meld
        (["H", "y", "n", "e:rm", "y:4A", "y:pin", "u", "w"], "40,110"),  # y:pin taken back
        (["H", "y", "n", "e:rm", "", "w"], "40,10"),  # at the card points, as before
        (["H", "y", "n", "e:rm", "", "130", "w"], "40,10"),  # at the last trick
    ],
)
def test_w_at_every_question_of_the_hand_is_a_withdrawal(
    tmp_path: Path, answer: Answer, typed: list[str], so_far: str
) -> None:
    asked = answer([*typed, "Bob", ""])
    withdrawal = withdrawn(game(tmp_path))
    assert withdrawal.player == "Bob"
    assert asked[-1].rstrip().endswith(f"[{so_far}]")  # what the hand had scored, offered
    assert withdrawal.totals == tuple(int(n) for n in so_far.split(","))


def test_w_at_the_irregular_players_put_right_question(tmp_path: Path, answer: Answer) -> None:
    """Bob found irregular; Ann's royal marriage 40; Bob's four aces asks whether his hand was
    put right by then: w there. So far Ann 40, Bob 0 (no ten turned up)."""
    asked = answer(["H", "n", "y", "e:rm", "y:4A", "w", "a", ""])
    withdrawal = withdrawn(game(tmp_path))
    assert "put right" in asked[-3]
    assert withdrawal == Withdrawal("Ann", (40, 0))


@pytest.mark.parametrize(("who", "player"), [("y", "Bob"), ("e", "Ann"), ("younger", "Bob"), ("BOB", "Bob")])
def test_who_withdraws_takes_the_seat_as_every_question_does(
    tmp_path: Path, answer: Answer, who: str, player: str
) -> None:
    answer(["w", who, ""])
    assert withdrawn(game(tmp_path)) == Withdrawal(player, None)


def test_a_withdrawal_before_a_hand_began_at_the_table_is_said_as_such(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    asked = answer(["w", "y", "", ""])
    asked_deal = ask_deal(game(tmp_path), 1, None, None)
    assert asked_deal is not None
    out = capsys.readouterr().out
    assert "Bob's withdrawal before hand 1: no hand was played, and none is scored." in out
    assert "Total" not in out and "Hand 1\n" not in out
    assert asked[-1].startswith("Save Bob's withdrawal before hand 1?")


def test_a_withdrawal_before_a_hand_began_by_the_command_is_said_as_such(tmp_path: Path) -> None:
    """Hand 1 300,250 (Ann elder); Bob withdraws before hand 2."""
    path = new(tmp_path)
    hands(path, "300,250")
    said = run("withdraw", "Bob", "--file", path)
    assert "Bob's withdrawal before hand 2 saved." in said
    assert "Hand 2 saved" not in said and "Total" not in said
    assert "Partie: Ann 300, Bob 250." in said
    taken = run("undo", "--yes", "--file", path)
    assert "Bob's withdrawal before hand 2 taken back." in taken and "Total" not in taken
