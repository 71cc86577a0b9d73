"""Piquet's entry for a table of three or four (issue 21): a value a seat, read and written back
the same; the target agreed at ``new`` and kept in the file; the old names read as the sources
read them."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cards import parse_cards
from piquet_cli.cli.app import app
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import Point
from piquet_cli.games.piquet.game import GAME, target_of
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.piquet.table_rules import rules_named
from piquet_cli.games.side import Side


@pytest.mark.parametrize(
    ("codec", "text", "canonical"),
    [
        ("seat_points", "5/48; - ;4/39", "5/48;-;4/39"),
        ("seat_points", "5;6;-;4", "5;6;-;4"),
        ("seat_sequences", "5K;-;3J,3T", "5K;-;3J,3T"),
        ("seat_sets", "14A;3K;-", "14A;3K;-"),
        ("exchange", "0;0;2", "0,0,2"),
        ("exchange", "5,3", "5,3"),
        ("totals", "20 10 5", "20,10,5"),
        ("totals", "20,10,5,0", "20,10,5,0"),
        ("tricks", "123 123 123 1", "1231231231"),
        ("tricks", "eeyyeeeeyeee", "eeyyeeeeyeee"),
        ("carte_blanche", "1,3", "1,3"),
        ("carte_blanche", "younger", "younger"),
    ],
)
def test_a_value_a_seat_reads_back_the_same(codec: str, text: str, canonical: str) -> None:
    value = GAME.parse(codec, text)
    assert GAME.format(codec, value) == canonical
    assert GAME.parse(codec, canonical) == value


def test_the_values_are_read_as_the_seats_give_them() -> None:
    assert GAME.parse("seat_points", "5/48;-;4/39") == (Point(5, 48), Point(0), Point(4, 39))
    assert GAME.parse("tricks", "1231231231") == (1, 2, 3, 1, 2, 3, 1, 2, 3, 1)
    assert GAME.parse("tricks", "ey" * 6)[:2] == (Side.ELDER, Side.YOUNGER)
    hands = GAME.parse("seat_hands", "AS KS;QH JH;7C 8C")
    assert hands == (parse_cards("AS KS"), parse_cards("QH JH"), parse_cards("7C 8C"))


@pytest.mark.parametrize(
    ("codec", "text", "said"),
    [
        ("seat_points", "5/48", "does not give a point for each seat"),
        ("seat_points", "5/48;;4", "does not give a point for each seat"),
        ("seat_points", "5/48;9;4", "seat 2: a point of 9 cards is impossible"),
        ("seat_points", "1;2;3;4;5", "does not give a point for each seat"),
        ("tricks", "1231231235", "'5' is not a trick's winner's seat"),
        ("exchange", "0;0;x", "is not cards exchanged"),
        ("totals", "1,2,3,4,5", "is not totals"),
    ],
)
def test_a_bad_value_a_seat_is_one_sentence(codec: str, text: str, said: str) -> None:
    with pytest.raises(BadValue) as raised:
        GAME.parse(codec, text)
    assert said in raised.value.message
    assert "\n" not in raised.value.message and raised.value.message.endswith(".")


def test_per_seat_values_make_a_table_deal_and_two_hand_ones_do_not() -> None:
    table = GAME.facts({"totals": (20, 10, 5)})
    assert table == TableDeal(totals=(20, 10, 5)) and table.seat_count == 3
    assert GAME.facts({"tricks": (1, 2, 3, 1, 2, 3, 1, 2, 3, 1)}) == TableDeal(tricks=(1, 2, 3) * 3 + (1,))
    assert GAME.values(GAME.facts({"points": (Point(5, 48), Point(0), Point(4))})) == {
        "points": (Point(5, 48), Point(0), Point(4))
    }
    assert not isinstance(GAME.facts({"totals": (20, 10)}), TableDeal)  # a two-hand deal


def test_a_partie_keeps_its_rules_a_deal_takes_none() -> None:
    with pytest.raises(BadValue, match="a rule set is given only to piquet rule"):
        GAME.facts({"rules": "three-hand", "totals": (1, 2, 3)})


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("voleur", "three-hand"),
        ("Normand", "three-hand"),
        ("a-quatre", "four-hand"),
        ("à quatre", "four-hand"),
    ],
)
def test_the_old_names_are_read_as_the_sources_read_them(typed: str, read: str) -> None:
    assert rules_named(typed) == read


def test_the_target_is_a_whole_number_within_reason() -> None:
    assert target_of(None, "three-hand") == 100  # the keeper's rulings: 100 at three,
    assert target_of(None, "four-hand") == 150  # 150 at four
    assert target_of("120", "three-hand") == 120
    for bad in ("0", "-5", "lots", "10001"):
        with pytest.raises(BadValue, match="give the points to play to, a whole number from 1 to 10,000"):
            target_of(bad, "three-hand")


def test_a_target_is_refused_for_a_partie_played_by_its_deals(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    done = CliRunner().invoke(app, ["new", "Ann", "Bob", "--target", "120", "--file", str(path)])
    assert done.exit_code == 2
    assert "--target" in done.output and "rubicon piquet is played by its deals" in " ".join(
        done.output.split()
    )
    assert not path.exists()


def test_a_file_target_outside_three_and_four_is_refused_naming_the_key(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_text(
        'format = 2\ngame = "piquet"\nrules = "rubicon"\nplayers = ["Ann", "Bob"]\ntarget = 100\n'
    )
    done = CliRunner().invoke(app, ["show", "--file", str(path)])
    assert done.exit_code == 1
    assert "p.toml:5" in done.output and "target" in done.output
    assert tomllib.loads(path.read_text())["target"] == 100  # the file is left as it was


@pytest.mark.parametrize("command", ["new", "rule"])
def test_an_old_name_is_said_as_the_sources_read_it(command: str, tmp_path: Path) -> None:
    args = (
        ["new", "Ann", "Bob", "Cal", "--rules", "Voleur", "--file", str(tmp_path / "p.toml")]
        if command == "new"
        else ["rule", "--rules", "Voleur", "--point", "5;-;4"]
    )
    done = CliRunner().invoke(app, args)
    assert done.exit_code == 0, done.output
    said = " ".join(done.output.split())
    assert (
        "--rules Voleur: piquet voleur is read as three-hand, as the seed's list of variants and Littré"
        in said
    )
