"""A second game plugs in through the registry alone (issue 13): ``toy_game``, registered only here.

Each bonus event scores 5, each trick won 1, first to 50 ahead wins. ``new``,
``deal`` (by flags, and at the table with an event taken back), ``show --json``,
``summary``, ``history`` and ``ledger`` all work for it, with figures worked by
hand below; nothing in ``piquet_cli`` names it.
"""

from __future__ import annotations

import builtins
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import toy_game
import typer
from typer.testing import CliRunner

from piquet_cli import games
from piquet_cli.cli.app import make_app

runner = CliRunner()
ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


@pytest.fixture
def app() -> Iterator[typer.Typer]:
    games.register(toy_game.SPEC, toy_game.GAME)
    try:
        yield make_app()
    finally:
        games.unregister("toy")


def run(app: typer.Typer, *args: str) -> str:
    done = runner.invoke(app, list(args), env=ENV)
    assert done.exit_code == 0, done.output
    return done.output


def test_a_toy_game_from_new_to_the_ledger(app: typer.Typer, tmp_path: Path) -> None:
    path = str(tmp_path / "toy.toml")
    said = run(app, "new", "Ann", "Bob", "--game", "toy", "--dealer", "Bob", "--file", path)
    assert "New partie: Ann v Bob, fifty." in said
    # Hand 1, Ann elder: e:bonus twice, y:bonus once; tricks 7,5 → Ann 10 + 7 = 17, Bob 5 + 5 = 10.
    run(app, "deal", "--file", path, "--events", "e:bonus y:bonus e:bonus", "--tricks-won", "7,5")
    # Hand 2, Bob elder: y:bonus four times (Ann's), tricks 4,8 → Bob 4, Ann 20 + 8 = 28. Ann 45, Bob 14.
    run(app, "deal", "--file", path, "--events", "y:bonus y:bonus y:bonus y:bonus", "--tricks-won", "4,8")
    doc = json.loads(run(app, "show", "--file", path, "--json"))
    assert doc["game"] == "toy" and doc["target"] == 50
    assert doc["deals"][0]["scores"]["Ann"] == {"bonus": 10, "tricks": 7, "total": 17}
    assert doc["totals"] == {"Ann": 45, "Bob": 14} and doc["finished"] is False
    # Hand 3 by its totals: Ann (elder) 6, Bob 1 → Ann 51, Bob 15: Ann reaches 50 ahead, wins by 36.
    run(app, "deal", "--file", path, "--totals", "6,1")
    doc = json.loads(run(app, "show", "--file", path, "--json"))
    assert doc["result"] == {
        "winner": "Ann",
        "loser": "Bob",
        "drawn": False,
        "points": 36,
        "settlement": {"Ann": 36, "Bob": -36},  # no "rubiconed": the core knows no rubicon
        "labels": [],
    }
    summary = run(app, "summary", "--file", path)
    assert "Ann reaches 50 ahead: wins by 36." in summary and "Hand" in summary
    history = json.loads(run(app, "history", "--json"))
    assert history["parties"] == [] or all(p["game"] in ("toy", "piquet") for p in history["parties"])


def test_the_ledger_and_history_of_a_toy_scorebook(app: typer.Typer) -> None:
    for _ in range(2):
        run(app, "new", "Ann", "Bob", "--game", "toy")
        run(app, "deal", "--totals", "60,10")  # Ann deals first: Bob, elder, reaches 50 ahead: wins by 50
    history = json.loads(run(app, "history", "--json"))
    assert [p["game"] for p in history["parties"]] == ["toy", "toy"]
    ledger = json.loads(run(app, "ledger", "--json"))
    (pair,) = ledger["pairs"]
    assert pair["game"] == "toy" and pair["net"] == {"Ann": -100, "Bob": 100}
    bob = next(p for p in ledger["players"] if p["name"] == "Bob")
    assert bob["games_won"] == "2"  # the game's own column
    text = run(app, "history")
    assert "toy fifty" in text


def test_a_toy_hand_at_the_table_with_an_event_taken_back(
    app: typer.Typer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from piquet_cli.cli.commands import make_partie
    from piquet_cli.cli.walkthrough import ask_deal
    from piquet_cli.scorebook.parties import create_partie

    current = create_partie(make_partie("Ann", "Bob", "Bob", None, "toy"), tmp_path / "toy.toml")
    answers = iter(["", "e:bonus", "y:bonus", "u", "e:bonus", "x:bonus", "", "8,4", ""])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    asked = ask_deal(current, 1, None, None)
    assert asked is not None
    hand = asked[0]
    assert [str(e) for e in hand.events] == ["e:bonus", "e:bonus"]  # y:bonus taken back
    assert hand.tricks_won == (8, 4)
    out = capsys.readouterr().out
    assert "Taken back: y:bonus." in out and "'x:bonus' is not an event" in out


def test_the_table_says_a_verdicts_notes_under_the_event_it_takes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A lawful event's ``notes`` (a warning the game cannot settle) are said under it; a verdict
    without notes (the toy's) says only the event and its points."""
    from dataclasses import dataclass

    from piquet_cli.cli.table import Asker

    @dataclass(frozen=True)
    class Noted:
        lawful: bool
        points: int
        reason: str
        notes: tuple[str, ...]

    def judge(before: tuple[toy_game.Event, ...], event: toy_game.Event) -> Noted:
        notes = ("the second bonus needs other cards than the first.",) if before else ()
        return Noted(True, 5, "", notes)

    answers = iter(["e:bonus", "e:bonus", ""])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    read = lambda text: toy_game.parse_events(text, toy_game.read_code)[0]
    taken = Asker().events("Event?", read, judge, "e:bonus or y:bonus.")
    assert [str(e) for e in taken] == ["e:bonus", "e:bonus"]
    assert capsys.readouterr().out.splitlines() == [
        "  e:bonus: 5",
        "  e:bonus: 5",
        "  the second bonus needs other cards than the first.",
    ]
