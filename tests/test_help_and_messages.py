"""Issue 12, items 10, 11 and 13: what the help shows and what the messages say.

Every message is one sentence in the keeper's own style (``piquet: …``), with the
right exit code (1 a rule or file problem, 2 a bad flag or value, 130 interrupted).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pexpect
import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.games.piquet.settlement import rubicon_points

runner = CliRunner()
CARD_EXAMPLE = "AS JS 9S 8S AH KH QH JH 8H JC 9C KD"


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, " ".join(result.output.split())


def finished_partie(folder: Path, name: str = "done.toml") -> Path:
    """Ann v Bob, Bob dealing first, six deals of quick totals: Ann 20 a deal, Bob 10 —
    Ann 120, Bob 60: Bob is rubiconed, Ann wins 120 + 60 + 100 = 280 (Law 73)."""
    path = folder / name
    assert run("new", "Ann", "Bob", "--dealer", "Bob", "--file", str(path))[0] == 0
    for number in range(1, 7):  # Ann is elder in the odd deals
        assert run("deal", "--file", str(path), "--totals", "20,10" if number % 2 else "10,20")[0] == 0
    return path


# ---------------------------------------------------------------------------
# Item 10: the card notation wherever a flag takes cards, and a page of it all


@pytest.mark.parametrize("command", ["deal", "rule"])
def test_every_flag_that_takes_cards_shows_an_example(command: str) -> None:
    code, text = run(command, "--help")
    assert code == 0
    assert CARD_EXAMPLE in text and "piquet help notation" in text


def test_hand_help_shows_the_notation_too() -> None:
    assert "AS KH 10D TC 9♣" in run("hand", "--help")[1]


def test_help_notation_prints_the_whole_notation() -> None:
    code, text = run("help", "notation")
    assert code == 0
    for form in (
        "AS KH 10D TC 9♣",
        "5/48",
        "5K,3J",
        "quart major",
        "14A,3K",
        "3T three tens",
        "eeyyeeeeyeee",
        "e:rm y:4A e:7+bz",  # Bezique's and Pinochle's events (docs/contract.md, the notation)
        "dbz double bezique",
        "dix the nine of trumps",
        "pin pinochle",
    ):
        assert form in " ".join(text.split()), form
    assert run("help", "hand")[1] == run("hand", "--help")[1]
    code, text = run("help", "cards")
    assert code == 2 and "no help on 'cards'; the topics are notation and the commands:" in text


# ---------------------------------------------------------------------------
# Item 11: a hand of fewer than twelve cards


def test_part_of_a_hand_is_ruled_on_and_the_rest_is_named() -> None:
    # Spades A J 9 8: a point of four, 11 + 10 + 9 + 8 = 38 (Law 62); no sequence (A, J not in a row
    # with 9 8 and no 10), no set.
    code, text = run("hand", "AS", "JS", "9S", "8S")
    assert code == 0
    assert "Cards: A♠ J♠ 9♠ 8♠ (4 of a hand's 12)" in text
    assert "Point: point of four making 38 in spades (A♠ J♠ 9♠ 8♠): 4 if good (Law 62)." in text
    assert "In these four cards, if everything is good: 4." in text
    assert "A whole hand's other 8 cards may add to this" in text and "carte blanche" in text
    doc = json.loads(runner.invoke(app, ["hand", "AS", "JS", "9S", "8S", "--json"]).output)
    assert doc["whole_hand"] is False and doc["point"]["count"] == 38


def test_a_hand_is_at_most_twelve_cards_and_at_least_one() -> None:
    code, text = run(
        "hand", *["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "AH", "KH", "QH", "JH", "10H"]
    )
    assert code == 2 and "a piquet hand has 12 cards, not 13." in text
    code, text = run("hand")
    assert code == 2
    assert text == (
        "piquet: CARDS: give the cards to look at, a whole hand or some of it: piquet hand AS JS 9S 8S "
        "(the notation: piquet help notation)."
    )


# ---------------------------------------------------------------------------
# Item 13: misleading or inconsistent messages


def test_import_help_says_where_the_new_partie_goes() -> None:
    text = run("import", "--help")[1]
    assert "Where to save the new partie (default: a new file in the scorebook)." in text
    assert "unfinished" not in text


def test_new_help_offers_only_what_there_is() -> None:
    text = run("new", "--help")[1]
    assert "to come" not in text and "--game" in text


def test_reading_commands_say_which_file_they_fall_back_to(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("PIQUET_HOME", str(home))
    home.mkdir()
    path = finished_partie(home)
    for command, does in (("show", "shows"), ("summary", "sums up")):
        result = runner.invoke(app, [command])
        assert result.exit_code == 0
        said = " ".join(result.output.split())
        assert (
            f"piquet: no partie in the scorebook is unfinished; this {does} the latest one, which is over: "
            f"{path} (--file names another)." in said
        )
    result = runner.invoke(app, ["undo", "--yes"])
    assert "this takes back a deal of the latest one, which is over" in " ".join(result.output.split())


def test_edit_calls_its_argument_n_everywhere(tmp_path: Path) -> None:
    path = finished_partie(tmp_path)
    assert "[N]" in run("edit", "--help")[1]
    code, text = run("edit", "9", "--file", str(path))
    assert code == 2 and "N: there is no deal 9; this partie has 6." in text
    code, text = run("edit", "x", "--file", str(path))
    assert (
        code == 2
        and text == "piquet: invalid value for 'N': 'x' is not a whole number; see 'piquet edit --help'."
    )


def test_click_complaints_are_in_the_keepers_style() -> None:
    code, text = run("ledger", "--per", "x")
    assert (
        code == 2
        and text
        == "piquet: invalid value for '--per': 'x' is not a whole number; see 'piquet ledger --help'."
    )
    code, text = run("show", "--nope")
    assert code == 2 and text == "piquet: no such option: --nope; see 'piquet show --help'."
    assert "Error:" not in text and "Usage:" not in text


def test_an_unknown_player_is_named_with_the_players_there_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("PIQUET_HOME", str(home))
    home.mkdir()
    finished_partie(home)
    for command in ("ledger", "history"):
        code, text = run(command, "--player", "Zed")
        assert code == 2
        assert (
            text
            == "piquet: --player: no partie in the scorebook has a player called 'Zed'; the players are Ann, Bob."
        )
    assert run("ledger", "--player", "ann")[0] == 0  # any case, as it always was


def test_rule_with_nothing_says_what_it_needs() -> None:
    code, text = run("rule")
    assert code == 2
    assert text.startswith("piquet: rule needs something to rule on: the calls")
    assert "--elder-hand" in text and "--tricks" in text


def test_one_imported_card_of_six_deals_is_six_deals_of_quick_totals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "home"))
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob\n1,28,23\n2,6,71\n3,20,18\n4,31,12\n5,0,42\n6,0,31\n", encoding="utf-8")
    assert run("import", str(card))[0] == 0
    text = run("ledger")[1]
    assert "6 deals entered by quick totals say nothing of them." in text
    assert "12 deals" not in text


def test_reaching_the_rubicon_exactly_is_said_so() -> None:
    # Law 72: the loser has 100 or more: the winner gains the difference and a hundred.
    points, words = rubicon_points("Ann", 150, "Mary", 100)
    assert points == 150
    assert words == "Mary reached 100: the rubicon is saved. Ann wins 150 − 100 + 100 = 150 (Law 72)."


def test_ctrl_c_at_the_first_question_says_nothing_was_saved(tmp_path: Path) -> None:
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1")
    env.pop("COLUMNS", None)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", "play"],
        env=env,
        encoding="utf-8",
        timeout=20,
        dimensions=(40, 100),
    )
    try:
        child.expect_exact("Game? (")  # the first question: the game, whose rules say how many play
        child.sendintr()
        child.expect(pexpect.EOF)
        said = " ".join(child.before.split())
    finally:
        child.close()
    assert child.exitstatus == 130
    assert said.endswith("piquet: interrupted; nothing was saved.")
    assert list(tmp_path.glob("*.toml")) == []


def test_the_game_question_says_what_each_game_is(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A newcomer choosing a game with ? is told what each is, not only its name."""
    import builtins

    from piquet_cli.cli.play import _which_game
    from piquet_cli.cli.table import Asker

    answers = iter(["?", "pin"])
    monkeypatch.setattr(builtins, "input", lambda question="": next(answers))
    assert _which_game(Asker()) == "pinochle"
    out = capsys.readouterr().out
    assert "piquet: Piquet, 32 cards, a partie of six deals, after Cavendish's laws (1882);" in out
    assert "bezique: Bezique, 64 cards, a declaration as each trick is won" in out
    assert "pinochle: Pinochle, 48 cards, melds and the card points, the first to 1000." in out
