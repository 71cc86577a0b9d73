"""A table of three, each for himself (issue 20, item 7): ``solo_game``, registered only in the
tests, through every command, with figures worked by hand.

Ann, Bob and Cal, Ann dealing first: the player after the dealer leads (seat 1) and the dealer
is the last seat, so hand 1's seats are Bob, Cal, Ann; hand 2's Cal, Ann, Bob; hand 3's Ann,
Bob, Cal; hand 4's Bob, Cal, Ann again. A trick scores 1, the first to 20 alone at the top
wins and gains from each of the others the difference.
"""

from __future__ import annotations

import builtins
import csv
import io
import json
from pathlib import Path

import pytest
import solo_game
import typer
from any_table import app, refused, run, shown

from piquet_cli.errors import FileProblem

__all__ = ["app"]  # the fixture, imported for the tests below

HANDS = (
    ("--tricks-won", "5,3,2"),  # Bob 5, Cal 3, Ann 2: Ann 2, Bob 5, Cal 3
    ("--tricks-won", "4,4,2"),  # Cal 4, Ann 4, Bob 2: Ann 6, Bob 7, Cal 7
    ("--totals", "9,1,0"),  # Ann 9, Bob 1, Cal 0: Ann 15, Bob 8, Cal 7
    ("--tricks-won", "0,2,8"),  # Bob 0, Cal 2, Ann 8: Ann 23, Bob 8, Cal 9 — Ann reaches 20 alone
)
RUNNING = ({"Ann": 2, "Bob": 5, "Cal": 3}, {"Ann": 6, "Bob": 7, "Cal": 7}, {"Ann": 15, "Bob": 8, "Cal": 7})
FINAL = {"Ann": 23, "Bob": 8, "Cal": 9}
SETTLEMENT = {"Ann": 15 + 14, "Bob": -15, "Cal": -14}  # 23 − 8 from Bob, 23 − 9 from Cal


def new_three(app: typer.Typer, path: Path) -> str:
    return run(app, "new", "Ann", "Bob", "Cal", "--game", "solo", "--dealer", "ann", "--file", str(path))


def played(app: typer.Typer, path: Path, hands: int = 4) -> None:
    new_three(app, path)
    for flag, value in HANDS[:hands]:
        run(app, "deal", "--file", str(path), flag, value)


def test_new_takes_as_many_names_as_the_rules_take(app: typer.Typer, tmp_path: Path) -> None:
    said = new_three(app, tmp_path / "three.toml")
    assert "New partie: Ann v Bob v Cal, twenty." in said and "Next: hand 1. Ann deals; Bob leads." in said
    two = run(app, "new", "Ann", "Bob", "--game", "solo", "--file", str(tmp_path / "two.toml"))
    assert "New partie: Ann v Bob, duel." in two  # no --rules: the first rule set for two
    four = run(app, "new", "Ann", "Bob", "Cal", "Dee", "--game", "solo", "--file", str(tmp_path / "4.toml"))
    assert "New partie: Ann v Bob v Cal v Dee, four." in four
    assert "Solo's rules twenty take 3 players; 2 were given." in refused(
        app, 2, "new", "Ann", "Bob", "--game", "solo", "--rules", "twenty"
    )
    assert "Solo takes 2, 3 or 4 players by its rules; 5 were given." in refused(
        app, 2, "new", "A", "B", "C", "D", "E", "--game", "solo"
    )
    assert "Piquet takes 2, 3 or 4 players by its rules; 5 were given." in refused(
        app, 2, "new", "Ann", "Bob", "Cal", "Dee", "Eve"
    )


def test_names_are_checked_whatever_their_number(app: typer.Typer) -> None:
    clash = refused(app, 2, "new", "Ann", "Bob", "ann", "--game", "solo")
    assert "C: 'Ann' and 'ann' are the same name to the keeper" in clash
    assert "'Dee' is not a player of this partie (Ann, Bob or Cal)." in refused(
        app, 2, "new", "Ann", "Bob", "Cal", "--game", "solo", "--dealer", "Dee"
    )
    hostile = refused(app, 2, "new", "Ann", "Bob", "Cal\x1b[2J", "--game", "solo")
    assert "C: a player's name cannot hold U+001B (ESCAPE)" in hostile


def test_a_partie_of_three_from_its_first_hand_to_its_settlement(app: typer.Typer, tmp_path: Path) -> None:
    path = tmp_path / "three.toml"
    new_three(app, path)
    for number, ((flag, value), running) in enumerate(zip(HANDS, RUNNING), start=1):
        run(app, "deal", "--file", str(path), flag, value)
        doc = shown(app, path)
        assert doc["totals"] == running and doc["finished"] is False
        assert doc["deals"][-1]["number"] == number
    first = doc["deals"][0]
    assert (first["dealer"], first["elder"], first["younger"]) == ("Ann", "Bob", "Ann")
    assert doc["next_dealer"] == "Ann" and doc["players"] == ["Ann", "Bob", "Cal"]
    run(app, "deal", "--file", str(path), *HANDS[3])
    doc = shown(app, path)
    assert doc["totals"] == FINAL and doc["finished"] is True and doc["next_dealer"] is None
    assert doc["result"]["settlement"] == SETTLEMENT and sum(SETTLEMENT.values()) == 0
    assert doc["result"]["winner"] is None  # more than two at the table: who gains what
    assert doc["settlement"] == "Ann reaches 20 alone at the top and gains 29 from the others."
    assert json.loads(run(app, "summary", "--file", str(path), "--json")) == doc


def test_a_hand_of_three_given_wrong_is_refused_in_one_sentence(app: typer.Typer, tmp_path: Path) -> None:
    path = tmp_path / "three.toml"
    new_three(app, path)
    two = refused(app, 2, "deal", "--file", str(path), "--tricks-won", "5,3")
    assert "--tricks-won: '5,3': give 3 values, one a seat in playing order (Bob, Cal, Ann), not 2." in two
    assert "tricks won add to 10, not 11." in refused(
        app, 2, "deal", "--file", str(path), "--tricks-won", "5,3,3"
    )
    assert shown(app, path)["deals"] == []  # nothing saved


def test_undo_takes_back_the_last_hand_of_three(app: typer.Typer, tmp_path: Path) -> None:
    path = tmp_path / "three.toml"
    played(app, path, hands=2)
    said = run(app, "undo", "--file", str(path), "--yes")
    assert "Hand 2 taken back." in said and "Next: hand 2. Bob deals; Cal leads." in said
    doc = shown(app, path)
    assert doc["totals"] == RUNNING[0] and doc["next_dealer"] == "Bob"


def test_history_and_ledger_of_a_partie_of_three(app: typer.Typer) -> None:
    run(app, "new", "Ann", "Bob", "Cal", "--game", "solo", "--dealer", "Ann")
    for flag, value in HANDS:
        run(app, "deal", flag, value)
    (partie,) = json.loads(run(app, "history", "--json"))["parties"]
    assert partie["players"] == ["Ann", "Bob", "Cal"] and partie["totals"] == FINAL
    assert partie["result"]["settlement"] == SETTLEMENT and "teams" not in partie
    (row,) = csv.DictReader(io.StringIO(run(app, "history", "--csv")))
    assert (row["player_a"], row["player_b"], row["player_c"]) == ("Ann", "Bob", "Cal")
    assert (row["total_a"], row["total_b"], row["total_c"]) == ("23", "8", "9")
    ledger = json.loads(run(app, "ledger", "--json", "--per", "1", "--ignore-below", "1"))
    nets = {tuple(p["players"]): p["net"] for p in ledger["pairs"]}
    assert nets == {
        ("Ann", "Bob"): {"Ann": 15, "Bob": -15},
        ("Ann", "Cal"): {"Ann": 14, "Cal": -14},
        # Bob and Cal each paid Ann and nothing passed between them: not a partie of theirs
    }
    assert {p["name"]: p["net"] for p in ledger["players"]} == SETTLEMENT
    rows = list(csv.DictReader(io.StringIO(run(app, "ledger", "--csv", "--per", "1", "--ignore-below", "1"))))
    assert [(r["player_a"], r["player_b"], r["net_a"], r["owed_by"]) for r in rows] == [
        ("Ann", "Bob", "15", "Bob"),
        ("Ann", "Cal", "14", "Cal"),
    ]


def test_a_partie_of_three_is_saved_and_read_back_the_same(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.scorebook.document import partie_from_dict, partie_to_dict
    from piquet_cli.scorebook.parties import read_partie

    path = tmp_path / "three.toml"
    played(app, path, hands=3)
    partie = read_partie(path).partie
    assert partie.players == ("Ann", "Bob", "Cal") and partie.deals[0] == solo_game.Hand(tricks_won=(5, 3, 2))
    assert partie.deals[2] == solo_game.Hand(totals=(9, 1, 0))
    assert partie_from_dict(partie_to_dict(partie))[0] == partie


def test_a_file_of_the_wrong_number_says_so_naming_the_key(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.scorebook.document import partie_from_dict

    doc = {"format": 2, "game": "solo", "rules": "twenty", "players": ["Ann", "Bob"], "deals": []}
    with pytest.raises(FileProblem) as wrong:
        partie_from_dict(doc)
    assert wrong.value.field == "players"
    assert wrong.value.message == "players: Solo's rules twenty take 3 players, and this file names 2."
    doc = {**doc, "players": ["A", "B", "C", "D", "E"]}
    with pytest.raises(FileProblem, match=r"expected 2, 3 or 4 names \(Solo takes 2, 3 or 4 players"):
        partie_from_dict(doc)
    doc = {**doc, "players": ["Ann", "Bob", "Cal"], "deals": [{"tricks_won": [5, 5]}]}
    with pytest.raises(FileProblem) as short:
        partie_from_dict(doc)
    assert (short.value.field, short.value.deal) == ("tricks_won", 1)
    assert short.value.message == (
        "expected 3 whole numbers, one a seat in playing order, like [5, 3, 2]; found [5, 5]."
    )
    with pytest.raises(FileProblem, match=r"expected one of the players, 'Ann', 'Bob' or 'Cal'"):
        partie_from_dict({**doc, "deals": [], "first_dealer": "Dee"})


def test_a_paper_card_of_three_is_read_a_total_a_seat(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.cli.card import partie_from_card, read_card

    card = tmp_path / "card.csv"
    card.write_text("hand,Ann,Bob,Cal\n1,2,5,3\n2,4,2,4\n", encoding="utf-8")
    names, totals = read_card(card)
    assert names == ("Ann", "Bob", "Cal") and totals == [(2, 5, 3), (4, 2, 4)]
    partie = partie_from_card(names, totals, "Ann", None, "solo", card)
    # hand 1's seats are Bob, Cal, Ann: (5, 3, 2); hand 2's Cal, Ann, Bob: (4, 4, 2)
    assert partie.rules == "twenty"
    assert partie.deals == (solo_game.Hand(totals=(5, 3, 2)), solo_game.Hand(totals=(4, 4, 2)))
    card.write_text("hand,Ann,Bob,Cal\n1,2,5\n", encoding="utf-8")
    with pytest.raises(FileProblem, match=r"row 2: expected 4 columns \(hand, Ann, Bob, Cal\), found 3"):
        read_card(card)
    card.write_text("deal,Ann,Bob,Cal,Dee,Eve\n1,2,5,3,1,4\n", encoding="utf-8")
    assert "card.csv, row 1: the header must be deal," in refused(app, 1, "import", str(card))  # five: none


def test_a_paper_card_of_three_is_imported(app: typer.Typer, tmp_path: Path) -> None:
    card = tmp_path / "card.csv"
    card.write_text("hand,Ann,Bob,Cal\n1,2,5,3\n2,4,2,4\n", encoding="utf-8")
    said = run(
        app, "import", str(card), "--game", "solo", "--dealer", "Ann", "--file", str(tmp_path / "p.toml")
    )
    assert "Ann 6, Bob 7, Cal 7" in said


def test_a_hand_of_three_at_the_table(
    app: typer.Typer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The game's own questions, through the keeper's table: refused answers said, asked again."""
    from piquet_cli.cli.table import Asker
    from piquet_cli.scorebook.parties import read_partie

    path = tmp_path / "three.toml"
    new_three(app, path)
    partie = read_partie(path).partie
    answers = iter(["5,3", "5,3,3", "5,3,2"])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    assert solo_game.GAME.walk(Asker(), partie, 1, None) == solo_game.Hand(tricks_won=(5, 3, 2))
    out = capsys.readouterr().out
    assert "'5,3' is not 3 tricks" in out and "tricks won add to 10, not 11." in out


def test_show_and_summary_of_three_in_text(app: typer.Typer, tmp_path: Path) -> None:
    path = tmp_path / "three.toml"
    played(app, path)
    summary = run(app, "summary", "--file", str(path))
    assert "Totals: Ann 23, Bob 8, Cal 9." in summary
    assert "Settlement: Ann +29, Bob \u221215, Cal \u221214." in summary
    rows = [line.split() for line in run(app, "show", "--file", str(path)).splitlines()]
    # hand, dealer, what each added (Ann, Bob, Cal), and the running totals
    assert ["4", "Ann", "8", "0", "2", "23", "8", "9"] in rows and [
        "2",
        "Bob",
        "4",
        "2",
        "4",
        "6",
        "7",
        "7",
    ] in rows


def test_a_hand_of_three_is_corrected_in_the_editor(
    app: typer.Typer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "three.toml"
    played(app, path, hands=1)
    editor = tmp_path / "editor.py"
    editor.write_text(
        "import sys, pathlib\np = pathlib.Path(sys.argv[1])\n"
        "p.write_text(p.read_text().replace('5,\\n    3,\\n    2,', '2,\\n    3,\\n    5,'))\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("EDITOR", f"python3 {editor}")
    run(app, "edit", "--file", str(path))
    assert shown(app, path)["totals"] == {"Ann": 5, "Bob": 2, "Cal": 3}


def test_a_hand_of_three_is_corrected_at_the_table(
    app: typer.Typer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``edit 1``: the hand asked again, its answer the default; 2,3,5 (Bob, Cal, Ann) re-scores it."""
    path = tmp_path / "three.toml"
    played(app, path, hands=2)
    answers = iter(["2,3,5", ""])  # the tricks, then Enter: save the correction
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    monkeypatch.setattr("piquet_cli.cli.commands.interactive", lambda: True)  # as in a terminal
    said = run(app, "edit", "1", "--file", str(path))
    assert "Hand 1 corrected and saved; every hand after it is re-scored." in said
    # hand 1: Ann 5, Bob 2, Cal 3; hand 2 as before (Cal 4, Ann 4, Bob 2)
    assert shown(app, path)["totals"] == {"Ann": 9, "Bob": 4, "Cal": 7}
