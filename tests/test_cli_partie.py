"""The partie commands end to end (issue 3), against scores worked out by hand."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.scorebook.parties import read_partie

runner = CliRunner()

# Six deals made only of flags; Bob deals first, so Ann is elder in deals 1, 3, 5.
SIX_DEALS = [
    # 1 Ann elder. Cavendish's example: Ann 28 (point 5, quart 4, play 9, cards 10); Bob 23 (sets 17, play 6).
    [
        "--elder-point",
        "5/49",
        "--elder-seq",
        "4A",
        "--elder-sets",
        "3J",
        "--younger-point",
        "5/48",
        "--younger-seq",
        "3A,3Q",
        "--younger-sets",
        "14T,3Q",
        "--tricks",
        "eeeeeyyyyyee",
    ],
    # 2 Bob elder. Point 5, quint major 15, three aces 3 = 23; the 7th lead makes 30: pique.
    #   Bob: 23 + play 8 + pique 30 + cards 10 = 71; Ann: play 6.
    [
        "--elder-point",
        "5",
        "--elder-seq",
        "5A",
        "--elder-sets",
        "3A",
        "--younger-point",
        "-",
        "--younger-seq",
        "-",
        "--younger-sets",
        "-",
        "--tricks",
        "eeeeeeeyyyyy",
    ],
    # 3 Ann elder. 5 + 15 + 14 = 34 in hand: repique 60; capot: play 13, cards 40 → 147; Bob 0.
    [
        "--elder-point",
        "5",
        "--elder-seq",
        "5K",
        "--elder-sets",
        "14A",
        "--younger-point",
        "-",
        "--younger-seq",
        "-",
        "--younger-sets",
        "-",
        "--tricks",
        "eeeeeeeeeeee",
    ],
    # 4 Bob elder. Huitième: 8 + 18, tierce 3 = 29; Ann's good trio of tens (3) stops pique.
    #   Bob 29 + 13 + 40 = 82; Ann 3.
    [
        "--elder-point",
        "8",
        "--elder-seq",
        "8A,3A",
        "--elder-sets",
        "-",
        "--younger-point",
        "-",
        "--younger-seq",
        "-",
        "--younger-sets",
        "3T",
        "--tricks",
        "eeeeeeeeeeee",
    ],
    # 5 Ann elder. Equal points; quint 15 + quatorze 14 = 29, first lead 30: pique.
    #   Ann 29 + 30 + play 2 = 61; Bob play 12 + cards 10 = 22.
    [
        "--elder-point",
        "5/45",
        "--elder-seq",
        "5K",
        "--elder-sets",
        "14A",
        "--younger-point",
        "5/45",
        "--younger-seq",
        "-",
        "--younger-sets",
        "-",
        "--tricks",
        "eyyyyyyyyyyy",
    ],
    # 6 Bob elder. Ann (younger) 5 + 17 + 14 = 36: repique though Bob leads; wins every trick:
    #   Ann 36 + 60 + play 13 + capot 40 = 149; Bob's lead 1.
    [
        "--elder-point",
        "-",
        "--elder-seq",
        "-",
        "--elder-sets",
        "-",
        "--younger-point",
        "5",
        "--younger-seq",
        "7K",
        "--younger-sets",
        "14A",
        "--tricks",
        "yyyyyyyyyyyy",
    ],
]


def S(
    cb: int = 0,
    point: int = 0,
    seq: int = 0,
    sets: int = 0,
    rep: int = 0,
    piq: int = 0,
    play: int = 0,
    cards: int = 0,
) -> dict[str, int | bool]:
    """A side's JSON scores: the categories, ``capot`` (all twelve tricks: the cards are 40,
    Law 66 — its own key, never added twice), and the total."""
    scores = {
        "carte_blanche": cb,
        "point": point,
        "sequences": seq,
        "sets": sets,
        "repique": rep,
        "pique": piq,
        "play": play,
        "cards": cards,
    }
    return scores | {"capot": cards == 40, "total": sum(scores.values())}


EXPECTED = [  # (Ann, Bob) per deal, worked out above
    (S(point=5, seq=4, play=9, cards=10), S(sets=17, play=6)),
    (S(play=6), S(point=5, seq=15, sets=3, piq=30, play=8, cards=10)),
    (S(point=5, seq=15, sets=14, rep=60, play=13, cards=40), S()),
    (S(sets=3), S(point=8, seq=21, play=13, cards=40)),
    (S(seq=15, sets=14, piq=30, play=2), S(play=12, cards=10)),
    (S(point=5, seq=17, sets=14, rep=60, play=13, cards=40), S(play=1)),
]


def invoke(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.output


def six_deal_partie(path: Path) -> None:
    assert invoke("new", "Ann", "Bob", "--dealer", "Bob", "--file", str(path))[0] == 0
    for flags in SIX_DEALS:
        code, out = invoke("deal", "--file", str(path), *flags)
        assert code == 0, out


def test_six_deals_from_flags_give_the_scores_worked_out_by_hand(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    code, out = invoke("show", "--file", str(path), "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["players"] == ["Ann", "Bob"] and doc["rules"] == "rubicon" and doc["game"] == "piquet"
    for deal, (ann, bob) in zip(doc["deals"], EXPECTED):
        assert deal["scores"] == {"Ann": ann, "Bob": bob}, deal["number"]
    assert [d["dealer"] for d in doc["deals"]] == ["Bob", "Ann"] * 3
    # Ann 28 + 6 + 147 + 3 + 61 + 149 = 394; Bob 23 + 71 + 0 + 82 + 22 + 1 = 199.
    assert doc["totals"] == {"Ann": 394, "Bob": 199}
    assert doc["finished"] is True
    # Law 72: Bob made 100 or more: 394 − 199 + 100 = 295.
    assert doc["result"] == {
        "winner": "Ann",
        "loser": "Bob",
        "drawn": False,
        "rubiconed": False,
        "points": 295,
        "settlement": {"Ann": 295, "Bob": -295},
        "labels": [],
    }


def test_a_seventh_deal_is_refused_after_the_partie_ends(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    before = path.read_bytes()
    code, out = invoke("deal", "--file", str(path), "--totals", "1,2")
    assert code == 1 and "is over" in out
    assert path.read_bytes() == before


def test_undo_then_the_same_deal_again_gives_the_same_file(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    before = path.read_bytes()
    code, out = invoke("undo", "--file", str(path), "--yes")
    assert code == 0 and "Deal 6 taken back" in out
    assert len(read_partie(path).partie.deals) == 5
    assert invoke("deal", "--file", str(path), *SIX_DEALS[5])[0] == 0
    assert path.read_bytes() == before


def test_undo_without_yes_and_without_a_terminal_asks_for_yes(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    before = path.read_bytes()
    code, out = invoke("undo", "--file", str(path))
    assert code == 2 and "--yes" in out
    assert path.read_bytes() == before


EDITOR_SCRIPT = textwrap.dedent("""
    import sys, re
    path = sys.argv[1]
    text = open(path).read()
    # Deal 2: Bob wins every trick instead of losing the last five: capot.
    text = text.replace('tricks = "eeeeeeeyyyyy"', 'tricks = "eeeeeeeeeeee"', 1)
    open(path, "w").write(text)
""")


def test_editing_deal_two_rescores_everything_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    script = tmp_path / "editor.py"
    script.write_text(EDITOR_SCRIPT)
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    code, out = invoke("edit", "--file", str(path))
    assert code == 0, out
    doc = json.loads(invoke("show", "--file", str(path), "--json")[1])
    # Deal 2 now: Bob 23 + play 13 + pique 30 + capot 40 = 106 (pique on the 7th lead), Ann 0.
    assert doc["deals"][1]["scores"]["Bob"]["total"] == 106
    assert doc["deals"][1]["scores"]["Ann"]["total"] == 0
    # Every running total from deal 2 on moves: Bob +35, Ann −6 (was Ann 34, Bob 94 after deal 2).
    assert [d["running"] for d in doc["deals"][1:]] == [
        {"Ann": 28, "Bob": 129},
        {"Ann": 175, "Bob": 129},
        {"Ann": 178, "Bob": 211},
        {"Ann": 239, "Bob": 233},
        {"Ann": 388, "Bob": 234},
    ]
    assert doc["result"]["points"] == 388 - 234 + 100


def test_an_invalid_edit_is_refused_and_nothing_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    before = path.read_bytes()
    script = tmp_path / "editor.py"
    script.write_text(
        "import sys\np = sys.argv[1]\nt = open(p).read().replace('5/49', '9/49', 1)\nopen(p, 'w').write(t)\n"
    )
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    code, out = invoke("edit", "--file", str(path))
    assert code == 1
    assert "deal 1, elder_point" in out and "unchanged" in out
    assert path.read_bytes() == before


def test_missing_entries_are_listed_when_not_in_a_terminal(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    invoke("new", "Ann", "Bob", "--file", str(path))
    code, out = invoke("deal", "--file", str(path), "--elder-point", "5")
    assert code == 2
    assert "--elder-seq" in out and "--younger-point" in out and "--tricks" in out


def test_every_command_reloads_to_the_same_state(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    invoke("new", "Ann", "Bob", "--dealer", "Bob", "--file", str(path))
    for flags in SIX_DEALS[:3]:
        invoke("deal", "--file", str(path), *flags)
        first = read_partie(path)
        again = read_partie(path)
        assert first.partie == again.partie and first.view.totals == again.view.totals
    for command in (
        ["show"],
        ["summary"],
        ["summary", "--markdown"],
        ["summary", "--csv"],
        ["show", "--json"],
    ):
        before = path.read_bytes()
        assert invoke(*command, "--file", str(path))[0] == 0
        assert path.read_bytes() == before


HOSTILE = ["[bold]Ann[/bold]", "\x1b[31mBob", "../../etc/passwd"]


def run_piquet(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "piquet_cli", *args],
        check=False,
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=60,
    )


def test_piped_output_has_no_ansi_and_hostile_names_are_shown_literally(tmp_path: Path) -> None:
    """The partie made and shown in this process; what a real process prints into a pipe, colour
    allowed (``NO_COLOR`` empty), is looked at for escapes."""
    home = tmp_path / "home"
    env = {"PIQUET_HOME": str(home)}
    refused = runner.invoke(app, ["new", HOSTILE[0], HOSTILE[1]], env=env)
    assert refused.exit_code == 2 and "U+001B (ESCAPE)" in refused.stderr  # a name is text that prints
    made = runner.invoke(app, ["new", HOSTILE[0], "Bob"], env=env)
    assert made.exit_code == 0, made.output
    files = list(home.glob("*.toml"))
    assert len(files) == 1 and files[0].parent == home  # never a path from a name
    # An escape written into the file by hand is still only shown, never obeyed.
    files[0].write_text(files[0].read_text().replace('"Bob"', '"\\u001b[31mBob"'))
    deal = runner.invoke(app, ["deal", "--totals", "30,20"], env=env)
    assert deal.exit_code == 0, deal.output
    for command in (["show"], ["summary"], ["show", "--json"]):
        out = run_piquet(*command, env={**env, "NO_COLOR": ""}).stdout
        assert "\x1b" not in out
    shown = runner.invoke(app, ["show"], env=env).stdout
    assert "[bold]Ann[/bold]" in shown
    assert "\\x1b[31mBob" in shown
    assert json.loads(runner.invoke(app, ["show", "--json"], env=env).stdout)["players"] == HOSTILE[:2]


def test_a_name_with_a_path_in_it_stays_inside_the_scorebook(tmp_path: Path) -> None:
    home = tmp_path / "home"
    made = runner.invoke(app, ["new", HOSTILE[2], ".."], env={"PIQUET_HOME": str(home)})
    assert made.exit_code == 0, made.output
    (created,) = home.glob("*.toml")
    assert created.resolve().parent == home.resolve()


def test_notes_are_kept_and_shown_literally_in_the_summary(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    invoke("new", "Ann", "Bob", "--file", str(path))
    note = "Bob's [bold]pique[/bold]\nsecond line \x1b[31m"
    assert invoke("deal", "--file", str(path), "--totals", "20,10", "--note", note)[0] == 0
    assert read_partie(path).notes == [note]
    out = invoke("summary", "--file", str(path))[1]
    assert "Deal 1: Bob's [bold]pique[/bold]\\nsecond line \\x1b[31m" in out
    assert "- Deal 1: Bob's \\[bold\\]pique" in invoke("summary", "--file", str(path), "--markdown")[1]


def test_debug_shows_the_traceback_and_plain_runs_never_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from piquet_cli.cli import guard

    monkeypatch.setattr(guard, "debug", False)  # restored after the test: --debug lasts one run
    missing = str(tmp_path / "missing.toml")
    plain = runner.invoke(app, ["show", "--file", missing])
    assert plain.exit_code == 1
    assert "Traceback" not in plain.output and "does not exist" in plain.output
    debug = runner.invoke(app, ["--debug", "show", "--file", missing])
    from piquet_cli.errors import FileProblem

    assert isinstance(debug.exception, FileProblem)
