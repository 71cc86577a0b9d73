"""Issue 19, items 7 and 27: a player's name is matched without regard to case and accents
wherever a name is an answer or a flag's value (``martin`` for Martín, as ``mart`` was), and
two names that would match each other cannot play together (Ann and ann, Martín and Martin).

Lucía and Martín play; Martín deals hand 1, so Lucía is elder in the odd hands.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from at_the_table import Answer, Enough
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.games.names import clashing, name_key, player_named, side_said
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import PartieFile, create_partie

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


def run(*args: str, code: int = 0, stdin: str | None = None) -> str:
    done = CliRunner().invoke(app, list(args), env=ENV, input=stdin)
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    return done.output


def partie(tmp_path: Path, game: str, rules: str | None = None) -> PartieFile:
    return create_partie(make_partie("Lucía", "Martín", "Martín", rules, game), tmp_path / "p.toml")


# -- the one function ------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed", ["Martín", "martín", "martin", "MARTIN", "Martin", " martin ", "mart", "MÁRT"]
)
def test_a_name_is_matched_without_case_or_accents(typed: str) -> None:
    assert player_named(typed, ("Lucía", "Martín")) == "Martín"


@pytest.mark.parametrize("typed", ["", "x", "martina", "l m"])
def test_what_names_nobody_is_nobody(typed: str) -> None:
    assert player_named(typed, ("Lucía", "Martín")) is None


def test_a_beginning_of_both_names_is_neither_and_a_whole_name_wins_over_a_beginning() -> None:
    assert player_named("an", ("Ann", "Anna")) is None
    assert player_named("ann", ("Ann", "Anna")) == "Ann"
    assert player_named("anna", ("Ann", "Anna")) == "Anna"


def test_in_an_old_partie_of_ann_and_ann_each_is_named_as_typed() -> None:
    # issue 19, item 27: withdraw Ann and withdraw ann both answered "'Ann' is not a player"
    assert player_named("Ann", ("Ann", "ann")) == "Ann"
    assert player_named("ann", ("Ann", "ann")) == "ann"
    assert player_named("ANN", ("Ann", "ann")) is None


def test_a_seat_word_wins_over_a_name_it_begins() -> None:
    # Eve is younger: "e" is still elder; "ev" is Eve.
    assert side_said("e", "Bob", "Eve") is Side.ELDER
    assert side_said("ev", "Bob", "Eve") is Side.YOUNGER
    assert side_said("Y", "Yan", "Zoë") is Side.YOUNGER
    assert side_said("zoe", "Yan", "Zoë") is Side.YOUNGER


def test_names_that_match_each_other() -> None:
    assert name_key("  Inês  Sá ") == "ines sa"
    assert clashing(("Ann", "ann")) == ("Ann", "ann")
    assert clashing(("Martín", "Martin")) == ("Martín", "Martin")
    assert clashing(("Ann", "Anna")) is None


# -- every place a name is a flag's value --------------------------------------------------


def test_withdraw_takes_a_name_without_its_accent(tmp_path: Path) -> None:
    path = str(tmp_path / "p.toml")
    run("new", "Lucía", "Martín", "--game", "pinochle", "--dealer", "martin", "--file", path)
    said = run("withdraw", "martin", "--file", path)
    assert "Martín withdraws before hand 1" in said
    shown = json.loads(run("show", "--file", path, "--json"))
    assert shown["withdrawal"]["player"] == "Martín"


def test_new_takes_the_dealer_without_case_or_accents(tmp_path: Path) -> None:
    path = str(tmp_path / "p.toml")
    run("new", "Lucía", "Martín", "--dealer", "LUCIA", "--file", path)
    assert "Next: deal 1. Lucía deals; Martín is elder." in run("show", "--file", path)


def test_history_takes_a_player_without_accents() -> None:
    run("new", "Lucía", "Martín")
    run("new", "Ann", "Bob")
    said = run("history", "--player", "lucia")
    assert "Lucía" in said and "Ann" not in said


# -- every place a name is an answer --------------------------------------------------------


def test_pinochle_answers_take_names_without_accents(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Hearts, no ten turned up; Martín found irregular ("martin"); "lucia rm" (Lucía's royal
    marriage, 40) and "LUCIA:4K" (80); card points 130, the rest; last trick "lucia"."""
    current = partie(tmp_path, "pinochle")
    answer(["H", "n", "martin", "lucia rm", "LUCIA:4K", "", "130", "lucia", ""])
    asked = ask_deal(current, 1, None, None)
    assert asked is not None
    hand = asked[0].facts
    assert hand.irregular is Side.YOUNGER
    assert [str(e) for e in hand.melded] == ["e:rm", "e:4K"]
    assert hand.last_trick is Side.ELDER
    out = capsys.readouterr().out
    assert "Martín melds nothing until that hand is put right" in out
    assert "Lucía: last trick 10" in out


def test_pinochle_who_withdraws_takes_a_name_without_its_accent(tmp_path: Path, answer: Answer) -> None:
    current = partie(tmp_path, "pinochle")
    answer(["w", "martin", ""])
    asked = ask_deal(current, 1, None, None, confirm=False)
    assert asked is not None and asked[0].player == "Martín"


def test_bezique_last_trick_takes_a_name_without_its_accent(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    current = partie(tmp_path, "bezique")
    answer(["S", "n", "", "martin", "8", "8"])
    asked = ask_deal(current, 1, None, None, confirm=False)
    assert asked is not None and asked[0].last_trick is Side.YOUNGER


def test_piquet_carte_blanche_takes_a_name_without_its_accent(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    current = partie(tmp_path, "piquet")
    asked = answer(["martin"])
    with pytest.raises(Enough):
        ask_deal(current, 1, None, None)
    out = capsys.readouterr().out
    assert "answer e (Lucía), y (Martín) or n" not in out
    assert asked[0].startswith("Carte blanche?") and not asked[1].startswith("Carte blanche?")


def test_play_takes_the_dealer_without_accents_and_refuses_a_second_name_that_matches_the_first(
    answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    answer(["piquet", "rubicon", "Martín", "martin", "Lucía", "lucia", "n"])  # the game first: 2 or 4 players
    from piquet_cli.cli.play import _start

    assert _start(None).partie.players == ("Martín", "Lucía")
    out = " ".join(capsys.readouterr().out.split())
    assert "'Martín' and 'martin' are the same name to the keeper" in out
    assert "Lucía deals first" in out


# -- item 27: two names that match each other are refused ----------------------------------


@pytest.mark.parametrize(("a", "b"), [("Ann", "ann"), ("Martín", "Martin"), ("Inês", "INES")])
def test_new_refuses_two_names_that_match_each_other(tmp_path: Path, a: str, b: str) -> None:
    said = run("new", a, b, "--file", str(tmp_path / "p.toml"), code=2)
    assert f"{a!r} and {b!r} are the same name to the keeper" in " ".join(said.split())
    assert not (tmp_path / "p.toml").exists()


def test_new_still_refuses_the_same_name_twice(tmp_path: Path) -> None:
    said = run("new", "Ann", "Ann", "--file", str(tmp_path / "p.toml"), code=2)
    assert "both players are called 'Ann'" in said


def test_import_refuses_a_card_whose_names_match_each_other(tmp_path: Path) -> None:
    card = tmp_path / "card.csv"
    card.write_text("deal,Martín,Martin\n1,20,10\n", encoding="utf-8")
    said = run("import", str(card), "--file", str(tmp_path / "p.toml"), code=1)
    assert "row 1, column 3" in said and "the same name to the keeper" in " ".join(said.split())
    assert not (tmp_path / "p.toml").exists()


def test_deal_withdrawn_takes_a_name_without_its_accent(tmp_path: Path) -> None:
    path = str(tmp_path / "p.toml")
    run("new", "Lucía", "Martín", "--game", "pinochle", "--dealer", "Martín", "--file", path)
    run("deal", "--file", path, "--withdrawn", "martin", "--totals", "20,0")
    shown = json.loads(run("show", "--file", path, "--json"))
    assert shown["withdrawal"]["player"] == "Martín"


def test_withdraw_in_a_partie_made_before_such_names_were_refused(tmp_path: Path) -> None:
    """A file of Ann and ann (accepted by new before): withdraw ann is ann, withdraw Ann is Ann."""
    path = tmp_path / "p.toml"
    run("new", "Ann", "Bob", "--game", "pinochle", "--dealer", "Bob", "--file", str(path))
    path.write_text(path.read_text(encoding="utf-8").replace('"Bob"', '"ann"'), encoding="utf-8")
    said = run("withdraw", "ann", "--file", str(path))
    assert "ann withdraws before hand 1" in said
