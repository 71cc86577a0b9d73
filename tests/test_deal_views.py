"""Issue 12, items 2, 6, 7 and 8: what a deal shows.

Ann v Bob, Bob dealing first: Ann is elder in deals 1 and 3, Bob in deal 2. Every
figure is worked out by hand from the laws (Law 62 the point, 63 sequences, 64
sets, 65 play, 66 the cards and capot, 68 repique, 69 pique).
"""

from __future__ import annotations

import builtins
import json
import re
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli import correcting
from piquet_cli.cli.app import app
from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.games.piquet.combinations import NO_POINT, Point
from piquet_cli.games.piquet.deal import Calls, DealFacts
from piquet_cli.games.piquet.notation import parse_sequences, parse_sets, parse_tricks
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import PartieFile, create_partie, read_partie, save_partie

runner = CliRunner()

CAVENDISH = DealFacts(  # Ann (elder) 28, Bob 23
    exchange=(5, 3),
    elder=Calls(Point(5, 49), parse_sequences("4A"), parse_sets("3J")),
    younger=Calls(Point(5, 48), parse_sequences("3A,3Q"), parse_sets("14T,3Q")),
    tricks=parse_tricks("eeeeeyyyyyee"),
)
# Bob (elder): point 5, quint major 15, three aces 3 = 23 in hand, Ann nothing; his seventh lead
# makes 30 before Ann scores: pique 30. Bob 23 + 30 + play 8 + cards 10 = 71; Ann 6 in play.
BOBS_PIQUE = DealFacts(
    elder=Calls(Point(5), parse_sequences("5A"), parse_sets("3A")),
    younger=Calls(NO_POINT, (), ()),
    tricks=parse_tricks("eeeeeeeyyyyy"),
)
PIQUE_SENTENCE = "Bob reaches 30 with the lead to trick 7 before Ann scores anything: pique, +30. (Law 69)"


@pytest.fixture(autouse=True)
def _wide(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")


def partie(folder: Path, *deals: DealFacts) -> PartieFile:
    current = create_partie(make_partie("Ann", "Bob", "Bob", "rubicon"), folder / "p.toml")
    return save_partie(current, current.partie._replace(deals=deals), [None] * len(deals))


def feed(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> list[str]:
    left = list(answers)
    prompts: list[str] = []

    def typed(prompt: object = "") -> str:
        prompts.append(str(prompt))
        assert left, "asked more than was answered:\n" + "\n".join(prompts)
        return left.pop(0)

    monkeypatch.setattr(builtins, "input", typed)
    return left


def squeeze(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------------------
# Item 2: edit N shows the deal before and after, the running totals, then asks


def test_edit_shows_the_deal_before_and_after_and_the_totals_it_leads_to(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    current = partie(tmp_path, CAVENDISH, BOBS_PIQUE, DealFacts(totals=(20, 18)))
    # Deal 2 corrected: Ann says "not good" to Bob's five: her six. Her point reckons before Bob's
    # play, so no pique. Bob: quint 15 + trio 3 + play 8 + cards 10 = 36; Ann: point 6 + play 6 = 12.
    # Running: deal 1 Ann 28, Bob 23; deal 2 Ann 40, Bob 59; deal 3 (Ann elder, 20-18) Ann 60, Bob 77.
    # Before the correction: Ann 28 + 6 + 20 = 54, Bob 23 + 71 + 18 = 112.
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    left = feed(monkeypatch, ["", "", "", "n", "6", "", "", "", "", "", "", "", ""])
    correcting.edit_partie(2, current.path)
    assert left == []
    out = capsys.readouterr().out
    lines = [line.rstrip() for line in out.splitlines()]
    assert "Deal 2, before and after the correction" in lines
    header = next(line for line in lines if "was" in line and "now" in line)
    assert re.sub(r"\s+", " ", header).strip() == "Ann (younger) was now Bob (elder) was now"
    rows = {squeeze(line).split(" ")[0]: squeeze(line) for line in lines}
    assert rows["Point"] == "Point 6 5"
    assert rows["Pique"] == "Pique 30"
    assert rows["Total"] == "Total 6 12 71 36"
    assert f"No longer: {PIQUE_SENTENCE}" in lines
    assert "Partie after deal 3: Ann 60, Bob 77 (was Ann 54, Bob 112)." in lines
    running = [squeeze(line) for line in lines if re.match(r"\s+[123]\s", line)]
    assert running == ["1 Bob 28 23 28 23", "2 Ann 12 36 40 59", "3 Bob 20 18 60 77"]
    assert out.index("Partie after deal 3") < out.index("Deal 2 corrected and saved")
    assert [(d.added("Ann"), d.added("Bob")) for d in read_partie(current.path).view.deals] == [
        (28, 23),
        (12, 36),
        (20, 18),
    ]


def test_an_edit_that_changes_nothing_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    current = partie(tmp_path, CAVENDISH, BOBS_PIQUE)
    feed(monkeypatch, [""] * 11 + ["n", "n"])
    assert ask_deal(current, 2, current.partie.deals[1], None) is None
    out = capsys.readouterr().out
    assert "Partie after deal 2: Ann 34, Bob 94, as before." in out
    assert "No longer" not in out and "Now:" not in out


# ---------------------------------------------------------------------------
# Item 6: the same ruling sentences in every path


def test_play_says_why_a_pique_happened_as_deal_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    current = partie(tmp_path, CAVENDISH)
    feed(monkeypatch, ["", "", "5", "g", "5A", "g", "", "3A", "g", "", "eeeeeeeyyyyy", ""])
    asked = ask_deal(current, 2, None, None)
    assert asked is not None
    walked = capsys.readouterr().out
    assert PIQUE_SENTENCE in walked.splitlines()
    flags = ["--elder-point", "5", "--elder-seq", "5A", "--elder-sets", "3A"]
    flags += ["--younger-point", "-", "--younger-seq", "-", "--younger-sets", "-", "--tricks", "eeeeeeeyyyyy"]
    result = runner.invoke(app, ["deal", "--file", str(current.path), *flags])
    assert result.exit_code == 0, result.output
    assert PIQUE_SENTENCE in result.output.splitlines()


def test_play_says_repique_and_capot_with_their_laws(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Ann (elder): point 6, quint 15, quatorze of aces 14 = 35 in hand, Bob nothing: repique (Law 68).
    # She wins every trick: capot, 40 for the cards (Law 66).
    current = partie(tmp_path)
    feed(monkeypatch, ["", "", "6", "g", "5", "g", "", "14A", "g", "", "eeeeeeeeeeee", ""])
    assert ask_deal(current, 1, None, None) is not None
    out = capsys.readouterr().out.splitlines()
    assert "Ann reaches 30 in hand (35) before Bob scores: repique, +60. (Law 68)" in out
    assert "Ann wins all twelve tricks: capot, 40 for the cards instead of 10. (Law 66)" in out


def test_a_barred_player_is_ruled_in_the_engines_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    current = partie(tmp_path)
    feed(monkeypatch, ["", "", "", "", "", "", "", "", "eeeeeyyyyyee", ""])
    assert ask_deal(current, 1, DealFacts(barred=Side.ELDER), None) is not None
    said = (
        "Ann is barred and reckons nothing this deal, but the cards, though not good to score, "
        "are good to bar Bob's repique. (Laws 54, 58)"
    )
    assert said in capsys.readouterr().out.splitlines()


# ---------------------------------------------------------------------------
# Item 7: capot has its own row and word, and a JSON key


CAPOT_FLAGS = [  # deal 1, Ann elder, wins every trick: play 13, capot 40 (Laws 65, 66)
    "--elder-point", "-", "--elder-seq", "-", "--elder-sets", "-",
    "--younger-point", "-", "--younger-seq", "-", "--younger-sets", "-", "--tricks", "eeeeeeeeeeee",
]  # fmt: skip


def test_capot_is_its_own_row_word_and_json_key(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    assert runner.invoke(app, ["new", "Ann", "Bob", "--dealer", "Bob", "--file", str(path)]).exit_code == 0
    result = runner.invoke(app, ["deal", "--file", str(path), *CAPOT_FLAGS])
    assert result.exit_code == 0, result.output
    rows = {squeeze(line).split(" ")[0]: squeeze(line) for line in result.output.splitlines()}
    assert rows["Capot"] == "Capot 40" and "Cards" not in rows
    assert rows["Total"] == "Total 53 0"
    doc = json.loads(runner.invoke(app, ["show", "--file", str(path), "--json"]).output)
    ann = doc["deals"][0]["scores"]["Ann"]
    assert (ann["cards"], ann["capot"], ann["total"]) == (40, True, 53)  # cards kept as the contract says
    assert doc["deals"][0]["scores"]["Bob"]["capot"] is False
    summary = runner.invoke(app, ["summary", "--file", str(path)]).output
    head = next(line for line in summary.splitlines() if line.startswith("Deal"))
    assert head.split() == ["Deal", "Player", "Play", "Cap", "Total"]
    assert "Ann (e) 13 40 53" in squeeze(summary)
    assert "Cap capot" in summary
    rule = json.loads(runner.invoke(app, ["rule", "--tricks", "yyyyyyyyyyyy", "--json"]).output)
    assert rule["scores"]["younger"]["capot"] is True and rule["scores"]["elder"]["capot"] is False


# ---------------------------------------------------------------------------
# Item 8: each player keeps his column all partie long


def test_players_keep_their_columns_and_the_elder_is_marked(tmp_path: Path) -> None:
    current = partie(tmp_path, CAVENDISH)
    flags = ["--elder-point", "5", "--elder-seq", "5A", "--elder-sets", "3A"]
    flags += ["--younger-point", "-", "--younger-seq", "-", "--younger-sets", "-", "--tricks", "eeeeeeeyyyyy"]
    result = runner.invoke(app, ["deal", "--file", str(current.path), *flags])
    header = result.output.splitlines()[1].split()
    assert header == ["Ann", "(younger)", "Bob", "(elder)"]  # deal 2: Bob is elder, Ann still first
    summary = runner.invoke(app, ["summary", "--file", str(current.path)]).output
    players = [m for m in re.findall(r"(Ann|Bob) \((e|y)\)", summary)]
    assert players == [("Ann", "e"), ("Bob", "y"), ("Ann", "y"), ("Bob", "e")]


def test_the_running_line_of_a_deal_keeps_each_player_in_his_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Deal 2, Bob elder: his 23 in hand (BOBS_PIQUE), Ann nothing, then Bob 71, Ann 6. The lines
    read "Ann …, Bob …" as the table and the partie line do; they read "Bob 23, Ann 0"."""
    current = partie(tmp_path, CAVENDISH)
    feed(monkeypatch, ["", "", "5", "g", "5A", "g", "", "3A", "g", "", "eeeeeeeyyyyy", ""])
    assert ask_deal(current, 2, None, None) is not None
    out = capsys.readouterr().out.splitlines()
    assert "Ann 0, Bob 23." in out and "Ann 6, Bob 71." in out
    assert "Partie after deal 2: Ann 34, Bob 94." in out  # 28 + 6, 23 + 71
    assert not any(line.startswith("Bob 23, Ann") for line in out)
