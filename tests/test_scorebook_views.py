"""Issue 12, items 15, 16 and 17: another partie with the same players, what history
shows, and finding the unfinished partie without reading the whole scorebook."""

from __future__ import annotations

import builtins
import json
import os
import shutil
import sys
import time
from pathlib import Path

import pytest
from scorebook_factory import make_scorebook
from typer.testing import CliRunner

from piquet_cli.cli import play
from piquet_cli.cli.app import app
from piquet_cli.scorebook import index
from piquet_cli.scorebook.parties import find_partie, read_partie
from piquet_cli.scorebook.unfinished import NOTE_NAME

runner = CliRunner()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("PIQUET_HOME", str(folder))
    monkeypatch.setenv("COLUMNS", "200")
    return folder


def invoke(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def six_deals(path: Path, rules: str = "rubicon") -> None:
    """Ann v Bob, Bob dealing first, to the end (six deals, or four): Ann 20 a deal, Bob 10."""
    invoke("new", "Ann", "Bob", "--dealer", "Bob", "--rules", rules, "--file", str(path))
    for number in range(1, 5 if rules == "four-deal" else 7):
        invoke("deal", "--file", str(path), "--totals", "20,10" if number % 2 else "10,20")


# ---------------------------------------------------------------------------
# Item 15: play after a finished partie


def test_play_after_a_finished_partie_offers_the_same_players_in_one_keystroke(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    six_deals(home / "first.toml")
    # Bob dealt deals 1, 3, 5 and Ann 2, 4, 6: the deal goes on alternating, so Bob deals next.
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    prompts: list[str] = []
    answers = [""]  # Enter: play again

    def typed(prompt: object = "") -> str:
        prompts.append(str(prompt))
        if answers:
            return answers.pop(0)
        raise KeyboardInterrupt  # at the first question of the new partie's first deal

    monkeypatch.setattr(builtins, "input", typed)
    with pytest.raises(KeyboardInterrupt):
        play.run(None)
    out = " ".join(capsys.readouterr().out.split())
    assert "The last partie, Ann v Bob, is over." in out
    assert prompts[0].startswith("Play again: Ann v Bob, rubicon, Bob deals first? [Y/n]")
    assert prompts[1].startswith("Carte blanche?")  # no names asked
    [new] = [p for p in home.glob("*.toml") if p.name != "first.toml"]
    partie = read_partie(new).partie
    assert partie.players == ("Ann", "Bob") and partie.rules == "rubicon"
    assert partie.names(1) == ("Ann", "Bob")  # Bob deals the first deal: Ann is elder
    assert partie.deals == ()


def test_declining_asks_the_players_with_the_last_ones_as_defaults(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    six_deals(home / "first.toml", rules="four-deal")
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    prompts: list[str] = []
    answers = ["n", "", ""]  # not the same again; the game and its rules (Enter), then the names

    def typed(prompt: object = "") -> str:
        prompts.append(str(prompt))
        if answers:
            return answers.pop(0)
        raise EOFError

    monkeypatch.setattr(builtins, "input", typed)
    with pytest.raises(EOFError):
        play.run(None)
    assert "four-deal" in prompts[0]
    assert prompts[3].startswith("First player's name? [Ann]")


# ---------------------------------------------------------------------------
# Item 16: history shows the time, an id the other commands take, and the origin


def test_history_shows_time_id_and_origin_and_the_id_is_a_file(home: Path, tmp_path: Path) -> None:
    six_deals(home / "played.toml")
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob\n1,28,23\n2,6,71\n3,20,18\n4,31,12\n5,0,42\n6,0,31\n", encoding="utf-8")
    invoke("import", str(card), "--dealer", "Bob")
    doc = json.loads(invoke("history", "--json"))
    rows = {p["file"]: p for p in doc["parties"]}
    imported = next(p for name, p in rows.items() if name != "played.toml")
    assert (rows["played.toml"]["id"], imported["id"]) == (1, 2)  # in the order they were made
    assert (rows["played.toml"]["origin"], imported["origin"]) == ("played", "imported")
    created = read_partie(home / "played.toml").meta["created"]
    assert rows["played.toml"]["when"] == f"{created[:10]} {created[11:16]}"
    lines = invoke("history").splitlines()
    assert lines[1].split() == ["Id", "When", "Players", "Rules", "Deals", "Status", "Origin", "Result"]
    assert lines[3].split()[:3] == ["2", created[:10], imported["when"][11:]]
    assert "imported" in lines[3] and "played" in lines[4]
    # show, summary and edit take the id for --file
    assert invoke("show", "--file", "1") == invoke("show", "--file", str(home / "played.toml"))
    assert "Bob wins 197 + 85 + 100 = 382 (Law 73)." in invoke("summary", "--file", "2")
    result = runner.invoke(app, ["show", "--file", "9"])
    assert result.exit_code == 1
    assert "9 is neither a file nor the id of a partie in the scorebook" in result.output


def test_history_csv_has_the_id_the_time_and_the_origin(home: Path) -> None:
    six_deals(home / "played.toml")
    header, row = invoke("history", "--csv").splitlines()[:2]
    assert header.endswith(",id,time,origin")
    assert row.split(",")[-3:-1] == ["1", read_partie(home / "played.toml").meta["created"][11:16]]
    assert row.endswith(",played")


# ---------------------------------------------------------------------------
# Item 17: the unfinished partie is found through the index


def test_the_unfinished_partie_is_found_without_scoring_the_scorebook(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = make_scorebook(home, 40, seed=7)
    unfinished = [p for p in paths if not read_partie(p).view.finished]
    assert unfinished, "the factory leaves about one partie in ten unfinished"
    newest = max(unfinished, key=lambda p: p.stat().st_mtime_ns)
    invoke("history")  # brings the index up to date and leaves the note
    assert (home / NOTE_NAME).exists()

    def no_scoring(*args: object, **kwargs: object) -> object:
        raise AssertionError("a file was scored to find the unfinished partie")

    monkeypatch.setattr(index, "read_record", no_scoring)
    assert find_partie(None) == newest
    # A new partie changes the folder: it is noticed, found unfinished, and the newest.
    monkeypatch.undo()
    monkeypatch.setenv("PIQUET_HOME", str(home))
    invoke("new", "Cleo", "Dmitri", "--file", str(home / "fresh.toml"))
    assert find_partie(None) == home / "fresh.toml"


def test_a_finished_partie_taken_back_is_unfinished_again(home: Path) -> None:
    six_deals(home / "done.toml")
    invoke("history")
    assert runner.invoke(app, ["deal", "--totals", "1,2"]).exit_code == 1  # nothing unfinished
    invoke("undo", "--file", str(home / "done.toml"), "--yes")
    assert find_partie(None) == home / "done.toml"


def test_a_partie_finished_since_the_note_is_passed_over(home: Path) -> None:
    six_deals(home / "old.toml")
    invoke("new", "Cleo", "Dmitri", "--file", str(home / "open.toml"))
    invoke("history")
    for number in range(1, 7):  # Dmitri is elder in the odd deals: he makes 10 a deal, Cleo 1
        invoke("deal", "--file", str(home / "open.toml"), "--totals", "10,1" if number % 2 else "1,10")
    # Now nothing is unfinished, though the note still names open.toml.
    result = runner.invoke(app, ["show"])
    assert "no partie in the scorebook is unfinished" in result.output


def test_a_damaged_or_missing_note_is_not_trusted(home: Path) -> None:
    six_deals(home / "done.toml")
    invoke("new", "Cleo", "Dmitri", "--file", str(home / "open.toml"))
    invoke("history")
    (home / NOTE_NAME).write_text("{ torn", encoding="utf-8")
    assert find_partie(None) == home / "open.toml"
    os.remove(home / NOTE_NAME)
    shutil.copy(home / "done.toml", home / "copy.toml")  # a file copied in by hand
    assert find_partie(None) == home / "open.toml"


def settle(folder: Path) -> None:
    """The folder last changed a second ago, as it has by the time anyone types the next
    command: its time is settled (``unfinished.SETTLED_NS``), no later change can bear it."""
    past = time.time_ns() - 10**9
    os.utime(folder, ns=(past, past))


def test_a_deal_saved_by_piquet_keeps_the_note_true_without_looking_at_the_others(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_scorebook(home, 20, seed=3, kinds=("totals",))
    invoke("new", "Cleo", "Dmitri", "--file", str(home / "open.toml"))
    invoke("history")
    settle(home)
    invoke("deal", "--totals", "10,1")  # without --file: the open partie, the newest unfinished
    assert len(read_partie(home / "open.toml").partie.deals) == 1
    from piquet_cli.scorebook import unfinished

    def looked(*args: object) -> str:
        raise AssertionError("every file of the scorebook was looked at")

    monkeypatch.setattr(unfinished, "_digest", looked)
    assert find_partie(None) == home / "open.toml"


def test_history_says_newest_first_only_of_more_than_one(home: Path) -> None:
    assert invoke("history").splitlines()[0] == f"0 parties in {home}."
    six_deals(home / "played.toml")
    assert invoke("history").splitlines()[0] == f"1 partie in {home}."
    six_deals(home / "again.toml")
    assert invoke("history").splitlines()[0] == f"2 parties in {home}, newest first."
