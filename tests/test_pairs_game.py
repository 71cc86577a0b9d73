"""Two against two (issue 20, item 7): ``pairs_game``, registered only in the tests, partners
opposite (A and C against B and D), their totals kept by side, through every command, with
figures worked by hand.

Ann, Bob, Cal and Dee, Dee dealing first: deal 1's seats are Ann, Bob, Cal, Dee (the player
after the dealer leads, the dealer last); deal 2's Bob, Cal, Dee, Ann; deal 3's Cal, Dee,
Ann, Bob. A trick scores 1 for its winner's side; the first side to 15, ahead, wins, and
each of its players gains the margin from the other side's.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pairs_game
import pytest
import typer
from any_table import app, refused, run, shown

from piquet_cli.errors import FileProblem

__all__ = ["app"]

DEALS = (
    ("--tricks-won", "3,2,2,1"),  # Ann 3, Bob 2, Cal 2, Dee 1: Ann & Cal 5, Bob & Dee 3
    ("--tricks-won", "2,3,1,2"),  # Bob 2, Cal 3, Dee 1, Ann 2: Ann & Cal 10, Bob & Dee 6
    ("--totals", "4,0,3,1"),  # Cal 4, Dee 0, Ann 3, Bob 1: Ann & Cal 17, Bob & Dee 7 — they win by 10
)
TEAMS = [["Ann", "Cal"], ["Bob", "Dee"]]
FINAL = {"Ann & Cal": 17, "Bob & Dee": 7}
SETTLEMENT = {"Ann": 10, "Bob": -10, "Cal": 10, "Dee": -10}


def new_four(app: typer.Typer, path: Path | None = None) -> str:
    where = ("--file", str(path)) if path else ()
    return run(app, "new", "Ann", "Bob", "Cal", "Dee", "--game", "pairs", "--dealer", "Dee", *where)


def played(app: typer.Typer, path: Path | None = None, deals: int = 3) -> None:
    new_four(app, path)
    where = ("--file", str(path)) if path else ()
    for flag, value in DEALS[:deals]:
        run(app, "deal", *where, flag, value)


def test_four_partners_sit_opposite_and_score_by_side(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.scorebook.parties import read_partie

    path = tmp_path / "four.toml"
    said = new_four(app, path)
    assert "New partie: Ann & Cal v Bob & Dee, fifteen." in said and "Dee deals; Ann leads." in said
    saved = run(app, "deal", "--file", str(path), *DEALS[0])
    assert "Partie: Ann & Cal 5, Bob & Dee 3." in saved and "Next: deal 2. Ann deals; Bob leads." in saved
    run(app, "deal", "--file", str(path), *DEALS[1])
    view = read_partie(path).view
    assert view.teams == (("Ann", "Cal"), ("Bob", "Dee")) and view.scorers == ("Ann & Cal", "Bob & Dee")
    assert dict(view.totals) == {"Ann & Cal": 10, "Bob & Dee": 6} and not view.finished
    assert view.deals[1].seats == ("Bob", "Cal", "Dee", "Ann")
    run(app, "deal", "--file", str(path), *DEALS[2])
    view = read_partie(path).view
    assert dict(view.totals) == FINAL and view.finished and view.result is not None
    assert dict(view.result.settlement) == SETTLEMENT and sum(SETTLEMENT.values()) == 0


def test_partners_are_four_or_refused(app: typer.Typer) -> None:
    assert "Pairs takes 4 players; 3 were given." in refused(
        app, 2, "new", "Ann", "Bob", "Cal", "--game", "pairs"
    )
    new_four(app)
    three = refused(app, 2, "deal", "--tricks-won", "3,3,2")
    assert "'3,3,2' is not 4 tricks; write 4 whole numbers, one a seat in playing order" in three


def test_undo_takes_back_a_deal_of_partners(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.scorebook.parties import read_partie

    path = tmp_path / "four.toml"
    played(app, path, deals=2)
    said = run(app, "undo", "--file", str(path), "--yes")
    assert "Deal 2 taken back." in said and "Next: deal 2. Ann deals; Bob leads." in said
    assert dict(read_partie(path).view.totals) == {"Ann & Cal": 5, "Bob & Dee": 3}


def test_history_of_partners_gives_the_sides_and_their_totals(app: typer.Typer) -> None:
    played(app)
    (partie,) = json.loads(run(app, "history", "--json"))["parties"]
    assert partie["players"] == ["Ann", "Bob", "Cal", "Dee"] and partie["teams"] == TEAMS
    assert partie["totals"] == FINAL and partie["result"]["settlement"] == SETTLEMENT
    (row,) = csv.DictReader(io.StringIO(run(app, "history", "--csv")))
    assert [row[f"player_{x}"] for x in "abcd"] == ["Ann", "Bob", "Cal", "Dee"]
    assert [row[f"total_{x}"] for x in "abcd"] == ["17", "7", "17", "7"]  # each his side's


def test_the_ledger_of_partners(app: typer.Typer) -> None:
    played(app)
    ledger = json.loads(run(app, "ledger", "--json", "--per", "1", "--ignore-below", "1"))
    # Bob pays Ann 10 and Dee pays Cal 10: the losers pay the winners in the partie's order;
    # partners, and opponents between whom nothing passed, have no partie against each other
    nets = {tuple(p["players"]): p["net"][p["players"][0]] for p in ledger["pairs"]}
    assert nets == {("Ann", "Bob"): 10, ("Cal", "Dee"): 10}
    assert {p["name"]: p["net"] for p in ledger["players"]} == SETTLEMENT
    rows = list(csv.DictReader(io.StringIO(run(app, "ledger", "--csv", "--per", "1", "--ignore-below", "1"))))
    assert sum(int(r["net_a"]) for r in rows) == 20 and [r["owed_by"] for r in rows] == ["Bob", "Dee"]


def test_a_partie_of_partners_is_saved_and_read_back_the_same(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.scorebook.document import partie_from_dict, partie_to_dict
    from piquet_cli.scorebook.parties import read_partie

    path = tmp_path / "four.toml"
    played(app, path)
    partie = read_partie(path).partie
    assert partie.deals == (
        pairs_game.Hand(tricks_won=(3, 2, 2, 1)),
        pairs_game.Hand(tricks_won=(2, 3, 1, 2)),
        pairs_game.Hand(totals=(4, 0, 3, 1)),
    )
    assert partie_from_dict(partie_to_dict(partie))[0] == partie
    with pytest.raises(FileProblem, match=r"players: expected 4 names \(Pairs takes 4 players\)"):
        partie_from_dict({**partie_to_dict(partie), "players": ["Ann", "Bob"]})


def test_a_paper_card_of_partners_is_read_a_total_a_seat(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.cli.card import partie_from_card, read_card

    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob,Cal,Dee\n1,3,2,2,1\n2,2,2,3,1\n", encoding="utf-8")
    names, totals = read_card(card)
    partie = partie_from_card(names, totals, "Dee", None, "pairs", card)
    # deal 1's seats Ann, Bob, Cal, Dee: as the card; deal 2's Bob, Cal, Dee, Ann: (2, 3, 1, 2)
    assert partie.deals == (pairs_game.Hand(totals=(3, 2, 2, 1)), pairs_game.Hand(totals=(2, 3, 1, 2)))


def test_show_json_of_partners_lists_the_sides(app: typer.Typer, tmp_path: Path) -> None:
    path = tmp_path / "four.toml"
    played(app, path)
    doc = shown(app, path)
    assert doc["players"] == ["Ann", "Bob", "Cal", "Dee"] and doc["teams"] == TEAMS
    assert doc["totals"] == FINAL and doc["result"]["settlement"] == SETTLEMENT
    assert json.loads(run(app, "summary", "--file", str(path), "--json")) == doc


def test_show_and_summary_of_partners_in_text(app: typer.Typer, tmp_path: Path) -> None:
    path = tmp_path / "four.toml"
    played(app, path)
    rows = [line.split() for line in run(app, "show", "--file", str(path)).splitlines()]
    # deal, dealer, what each side added, and the running totals
    assert ["3", "Bob", "7", "1", "17", "7"] in rows and ["2", "Ann", "5", "3", "10", "6"] in rows
    summary = run(app, "summary", "--file", str(path))
    assert "Totals: Ann & Cal 17, Bob & Dee 7." in summary
    assert "Settlement: Ann +10, Bob \u221210, Cal +10, Dee \u221210." in summary


def test_a_paper_card_of_partners_is_imported(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.scorebook.parties import read_partie

    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob,Cal,Dee\n1,3,2,2,1\n2,2,2,3,1\n", encoding="utf-8")
    run(app, "import", str(card), "--game", "pairs", "--dealer", "Dee", "--file", str(tmp_path / "p.toml"))
    # deal 1: Ann & Cal 3 + 2, Bob & Dee 2 + 1; deal 2: Ann & Cal 2 + 3, Bob & Dee 2 + 1
    assert dict(read_partie(tmp_path / "p.toml").view.totals) == {"Ann & Cal": 10, "Bob & Dee": 6}
