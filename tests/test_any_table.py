"""Tables of two, three and four in one scorebook (issue 20, item 7): the ledger settles every
player against every other, and its totals sum to zero; ``play`` asks as many names as the
rules take; and the two test games need no line outside their own files.

The Solo parties, worked by hand (the winner, first to 20 alone at the top, gains from each
of the others the difference):
- duel, Ann and Bob, Ann dealing: hand 1 Bob 12, Ann 3; hand 2 Ann 2, Bob 8: Bob 20, Ann 5,
  Bob gains 15;
- twenty, Ann, Bob and Cal, Ann dealing (test_solo_game): Ann 23, Bob 8, Cal 9: Ann gains 29,
  Bob pays 15, Cal 14;
- four, Ann, Bob, Cal and Dee, Dee dealing: hand 1 Ann 20, Bob 0, Cal 4, Dee 6: Ann gains 50,
  Bob pays 20, Cal 16, Dee 14.
The Pairs partie (test_pairs_game): Ann and Cal win by 10 from Bob and Dee.
"""

from __future__ import annotations

import builtins
import json
import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
import typer
from any_table import app, launcher, run
from test_pairs_game import played as pairs_played
from test_solo_game import HANDS

__all__ = ["app"]

SOLO = {"Ann": -15 + 29 + 50, "Bob": 15 - 15 - 20, "Cal": -14 - 16, "Dee": -14}
SOLO_PAIRS = {  # what the first of each pair won from the second
    ("Ann", "Bob"): -15 + 15 + 20,
    ("Ann", "Cal"): 14 + 16,
    ("Ann", "Dee"): 14,
}  # Bob, Cal and Dee each paid Ann, never one another: no partie between them to settle


def test_the_ledger_over_tables_of_two_three_and_four(app: typer.Typer) -> None:
    run(app, "new", "Ann", "Bob", "--game", "solo", "--dealer", "Ann")
    run(app, "deal", "--totals", "12,3")  # Bob, then Ann
    run(app, "deal", "--totals", "2,8")  # Ann, then Bob
    run(app, "new", "Ann", "Bob", "Cal", "--game", "solo", "--dealer", "Ann")
    for flag, value in HANDS:
        run(app, "deal", flag, value)
    run(app, "new", "Ann", "Bob", "Cal", "Dee", "--game", "solo", "--rules", "four", "--dealer", "Dee")
    run(app, "deal", "--totals", "20,0,4,6")
    pairs_played(app)
    history = json.loads(run(app, "history", "--json"))["parties"]
    assert sorted(len(p["players"]) for p in history) == [2, 3, 4, 4]
    ledger = json.loads(run(app, "ledger", "--json", "--per", "1", "--ignore-below", "1"))
    assert ledger["parties"]["settled"] == 4
    solo = {p["name"]: p for p in ledger["players"] if p["game"] == "solo"}
    assert {name: p["net"] for name, p in solo.items()} == SOLO and sum(SOLO.values()) == 0
    assert {name: (p["won"], p["lost"]) for name, p in solo.items()} == {
        "Ann": (2, 1),
        "Bob": (1, 2),
        "Cal": (0, 2),
        "Dee": (0, 1),
    }
    nets = {tuple(p["players"]): p["net"][p["players"][0]] for p in ledger["pairs"] if p["game"] == "solo"}
    assert nets == SOLO_PAIRS
    pairs = {p["name"]: p["net"] for p in ledger["players"] if p["game"] == "pairs"}
    assert pairs == {"Ann": 10, "Bob": -10, "Cal": 10, "Dee": -10}
    money = {p["name"]: p["money"] for p in solo.values()}  # a stake of 1 a point, every point reckoned
    assert money == {"Ann": "64", "Bob": "-20", "Cal": "-30", "Dee": "-14"}
    rows = run(app, "ledger", "--csv", "--per", "1", "--ignore-below", "1").splitlines()
    assert len(rows) == 1 + 3 + 2  # the header, Solo's three pairs, and Pairs' Bob→Ann and Dee→Cal


def test_play_asks_the_game_and_rules_first_when_they_say_how_many_names(
    app: typer.Typer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from piquet_cli.cli.play import _start

    answers = iter(["solo", "", "Ann", "Bob", "ann", "Cal", "4", ""])  # Rules? Enter: twenty
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    created = _start(None)
    assert created.partie.players == ("Ann", "Bob", "Cal") and created.partie.rules == "twenty"
    out = capsys.readouterr().out
    assert "'Ann' and 'ann' are the same name to the keeper" in out
    assert "'4': say who deals first, Ann, Bob or Cal (or 1 to 3)." in out
    assert created.partie.first_dealer == 0  # asked again, then Enter: the first player


def test_play_names_the_partners(
    app: typer.Typer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from piquet_cli.cli.play import _start

    asked: list[str] = []
    answers = iter(["pairs", "Ann", "Bob", "Cal", "Dee", "2"])

    def answer(prompt: str = "") -> str:
        asked.append(prompt)
        return next(answers)

    monkeypatch.setattr(builtins, "input", answer)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    created = _start(None)
    assert created.partie.players == ("Ann", "Bob", "Cal", "Dee") and created.partie.first_dealer == 1
    said = capsys.readouterr().out + "".join(asked)
    assert "Third player's name (Ann's partner)?" in said and "Fourth player's name (Bob's partner)?" in said
    assert "New partie: Ann & Cal v Bob & Dee, fifteen; Bob deals first." in said


def test_play_offers_the_same_three_again_the_deal_going_round(
    app: typer.Typer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Four hands dealt by Ann, Bob, Cal and Ann: the fifth, the new partie's first, is Bob's."""
    from piquet_cli.cli.play import _again_or_start

    run(app, "new", "Ann", "Bob", "Cal", "--game", "solo", "--dealer", "Ann")
    for flag, value in HANDS:
        run(app, "deal", flag, value)
    answers = iter([""])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    created = _again_or_start()
    assert created.partie.players == ("Ann", "Bob", "Cal") and created.partie.first_dealer == 1
    assert created.partie.rules == "twenty" and created.partie.deals == ()
    out = capsys.readouterr().out
    assert "The last partie, Ann v Bob v Cal, is over." in out
    assert "New partie: Ann v Bob v Cal, twenty; Bob deals first." in out


def test_the_test_games_need_no_line_outside_their_own_files() -> None:
    """Nothing in ``piquet_cli`` names them, and without ``games.register`` they are not kept."""
    from piquet_cli import games

    package = Path(games.__file__).parent.parent
    words = ("solo_game", "pairs_game", '"solo"', "'solo'", "Solo", '"pairs"', "'pairs'")
    for source in package.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        named = [w for w in words if w in text and not (w == '"pairs"' and '"pairs": pairs' in text)]
        assert not named, f"{source} names {named}"
    assert games.game_spec("solo") is None and games.game_spec("pairs") is None


@pytest.mark.parametrize(
    ("names", "game", "question", "short", "answer"),
    [
        (("Ann", "Bob", "Cal"), "solo", "Tricks won, Bob, Cal, Ann?", "'5,3' is not 3 tricks", "5,3,2"),
        (
            ("Ann", "Bob", "Cal", "Dee"),
            "pairs",
            "Tricks won, Bob, Cal, Dee, Ann?",
            "'5,3' is not 4",
            "3,2,2,1",
        ),
    ],
)
def test_a_deal_walked_through_in_a_terminal(
    app: typer.Typer,
    tmp_path: Path,
    names: tuple[str, ...],
    game: str,
    question: str,
    short: str,
    answer: str,
) -> None:
    """The first dealer A: the player after him leads. A short answer is refused and asked again."""
    from piquet_cli.scorebook.parties import read_partie

    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1", COLUMNS="100")
    code = launcher()
    path = tmp_path / "s.toml"
    new = ["new", *names, "--game", game, "--file", str(path)]
    made = subprocess.run(
        [sys.executable, "-c", code, *new], env=env, capture_output=True, text=True, check=True
    )
    assert "New partie:" in made.stdout
    child = pexpect.spawn(
        sys.executable,
        ["-c", code, "deal", "--file", str(path)],
        env=env,
        encoding="utf-8",
        timeout=10,
        dimensions=(40, 100),
    )
    child.delaybeforesend = None  # no pause before each answer: each waits on its question
    child.expect_exact(question)
    child.sendline("5,3")
    child.expect_exact(short)
    child.sendline(answer)
    child.expect_exact("1?")  # Save hand 1? / Save deal 1?
    child.sendline("")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    seated = read_partie(path).partie.deals[0]
    assert seated.tricks_won == tuple(int(n) for n in answer.split(","))
