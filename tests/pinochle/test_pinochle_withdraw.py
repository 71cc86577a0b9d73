"""Withdrawal (seed 002: "a qualquer momento um jogador pode deixar"), through ``piquet withdraw``.

Ann and Bob, Bob dealing hand 1: Ann is elder in the odd hands. Hands are quick totals,
elder first. The score is reckoned at once: a player under the current target loses to one
at or over it, whoever withdrew; where that names no winner seed 002 is silent, and the
keeper rules the one who withdrew the loser (docs/rules.md, "Pinochle").
"""

from __future__ import annotations

from pathlib import Path

from pinochle_commands import doc, hands, new, run


def test_withdrawal_one_under_and_one_over_the_target(tmp_path: Path) -> None:
    """Hands 500,460 and (Bob elder) 300,480: Ann 980, Bob 760. In hand 3 (Ann elder) Ann
    withdraws after the melds made so far, 40 to her, 10 to Bob: Ann 1020, Bob 770. Ann is
    over 1000 and Bob under, so Ann wins though she withdrew, by 250 (seed 002)."""
    path = new(tmp_path)
    hands(path, "500,460", "300,480")
    said = run("withdraw", "Ann", "--file", path, "--totals", "40,10")
    assert "Ann withdraws during hand 3, which had scored Ann 40, Bob 10 so far" in said
    shown = doc(path)
    assert shown["totals"] == {"Ann": 1020, "Bob": 770} and shown["finished"]
    assert shown["result"]["winner"] == "Ann" and shown["result"]["points"] == 250
    assert shown["withdrawal"] == {"player": "Ann", "hand": 3, "so_far": {"Ann": 40, "Bob": 10}}
    assert "keeper's ruling" not in shown["settlement"]
    run("deal", "--file", path, "--totals", "300,300", code=1)  # nothing after a withdrawal


def test_withdrawal_both_under_the_target_is_the_keepers_ruling(tmp_path: Path) -> None:
    """Hand 1 300,250: Ann 300, Bob 250. In hand 2 (Bob elder) Ann withdraws, the hand having
    scored Bob 60, Ann 20: Ann 320, Bob 310. Both under 1000; seed 002 is silent; the keeper
    rules the one who withdrew the loser: Bob wins, behind on points, margin 0."""
    path = new(tmp_path)
    hands(path, "300,250")
    run("withdraw", "ann", "--file", path, "--totals", "60,20")  # elder (Bob) first
    shown = doc(path)
    assert shown["totals"] == {"Ann": 320, "Bob": 310}
    assert shown["result"] == {
        "winner": "Bob",
        "loser": "Ann",
        "drawn": False,
        "rubiconed": False,
        "points": 0,
        "settlement": {"Ann": 0, "Bob": 0},  # won by nothing: nothing is paid
        "labels": ["withdrew"],
    }
    assert (
        "The rule text is silent here, so it is the keeper's ruling (docs/pinochle.md)" in shown["settlement"]
    )
    assert "The rule text is silent here, so it is the keeper's ruling" in run("summary", "--file", path)


def test_withdrawal_after_the_target_has_risen(tmp_path: Path) -> None:
    """After 1040–1010 the target is 1250. In hand 3 (Ann elder) Bob withdraws, the hand having
    scored Ann 230, Bob 0: Ann 1270, over 1250; Bob 1010, under it. Ann wins by 260."""
    path = new(tmp_path)
    hands(path, "520,500", "510,520")
    run("withdraw", "Bob", "--file", path, "--totals", "230,0")
    shown = doc(path)
    assert shown["totals"] == {"Ann": 1270, "Bob": 1010} and shown["target"] == 1250
    assert shown["result"]["winner"] == "Ann" and shown["result"]["points"] == 260
    assert "Ann has 1270, at or over 1250, and Bob 1010, under it" in shown["settlement"]


def test_withdrawal_after_the_rise_with_both_under_the_new_target(tmp_path: Path) -> None:
    """After 1040–1010 (target 1250) Ann withdraws between hands: both past 1000, both under
    1250, so the game would go on: the keeper rules Ann, who withdrew, the loser. Bob wins,
    behind on points: margin 0."""
    path = new(tmp_path)
    hands(path, "520,500", "510,520")
    said = run("withdraw", "Ann", "--file", path)
    assert "Ann withdraws before hand 3; the game ends now (docs/pinochle.md)." in said
    shown = doc(path)
    assert shown["result"]["winner"] == "Bob" and shown["result"]["points"] == 0
    assert "keeper's ruling" in shown["settlement"]
    run("undo", "--file", path, "--yes")  # a withdrawal is taken back like a hand
    assert doc(path)["finished"] is False


def test_withdraw_refusals(tmp_path: Path) -> None:
    path = new(tmp_path)
    before = Path(path).read_text()
    said = run("withdraw", "Zed", "--file", path, code=2)
    assert said == "piquet: NAME: 'Zed' is not a player of this game; say Ann or Bob.\n"
    said = run("withdraw", "Ann", "--file", path, "--totals", "40", code=2)
    assert said == "piquet: --totals: '40' is not two whole numbers, elder first, e.g. 40,10.\n"
    said = run("withdraw", "Ann", "--file", path, "--totals", "700,600", code=2)
    assert said.startswith("piquet: --totals: 700 and 600 make 1300, more than any hand can score (1200")
    assert Path(path).read_text() == before


def test_a_game_command_on_a_finished_or_another_games_partie(tmp_path: Path) -> None:
    """The seam's partie command (cli/reports.py): on a finished game it is a rule problem, exit
    1, as 'piquet deal' says of a finished partie; on a Piquet partie it names both games by
    their titles, exit 2."""
    path = new(tmp_path)
    hands(path, "510,490", "490,510")  # Ann 1020, Bob 980: Ann wins
    said = run("withdraw", "Bob", "--file", path, code=1)
    assert said == f"piquet: the partie in {path} is over; there is nothing to withdraw.\n"
    piquet = str(tmp_path / "piquet.toml")
    run("new", "Ann", "Bob", "--file", piquet)
    said = run("withdraw", "Ann", "--file", piquet, code=2)
    assert said == "piquet: 'piquet withdraw' is for Pinochle; this partie is Piquet.\n"
