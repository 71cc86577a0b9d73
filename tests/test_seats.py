"""How many sit at the table (issue 20, item 1): what a game's spec says of its rules' players,
and the places that took two for granted, for any number."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest
import typer
from any_table import app, refused, run

from piquet_cli.errors import BadValue
from piquet_cli.games import game_specs
from piquet_cli.games.fields import GameSpec
from piquet_cli.games.per_seat import format_per_seat, per_seat

__all__ = ["app"]

PIQUET_LIKE = GameSpec(
    "cards",
    "Cards",
    ("two", "three", "partners"),
    "",
    (),
    seats=MappingProxyType({"three": 3, "partners": 4}),
    partners=frozenset({"partners"}),
)


def test_a_spec_says_how_many_each_rule_set_takes() -> None:
    assert [PIQUET_LIKE.players_for(r) for r in PIQUET_LIKE.rules] == [2, 3, 4]
    assert (PIQUET_LIKE.min_players, PIQUET_LIKE.max_players) == (2, 4)
    assert [PIQUET_LIKE.rules_for(n) for n in (1, 2, 3, 4)] == [None, "two", "three", "partners"]
    assert PIQUET_LIKE.plays_in_partners("partners") and not PIQUET_LIKE.plays_in_partners("three")
    assert PIQUET_LIKE.takes_words() == "Cards takes 2, 3 or 4 players by its rules"
    assert PIQUET_LIKE.takes_words("three") == "Cards's rules three take 3 players"


def test_the_games_take_two_but_piquet_three_or_four_partners() -> None:
    """Bezique and Pinochle take two; Piquet two, three by its three-hand rules, or four partners
    by its four-hand rules (issue 21)."""
    for spec in game_specs():
        if spec.name == "piquet":  # four-hand: Ann and Cal against Bob and Dee
            assert (spec.min_players, spec.max_players, spec.partners) == (2, 4, {"four-hand"})
            assert spec.takes_words() == "Piquet takes 2, 3 or 4 players by its rules"
            continue
        assert (spec.min_players, spec.max_players, spec.partners) == (2, 2, frozenset()), spec.name
        assert spec.takes_words() == f"{spec.title} takes 2 players"


def test_a_value_a_seat_is_read_in_playing_order() -> None:
    assert per_seat("20,10,5", 3) == (20, 10, 5) and per_seat(" 3 / 2 1 0 ", 4) == (3, 2, 1, 0)
    assert format_per_seat((20, 10, 5)) == "20,10,5"
    with pytest.raises(BadValue, match=r"'5,3' is not 3 totals; write 3 whole numbers, one a seat"):
        per_seat("5,3", 3, "totals")
    with pytest.raises(BadValue, match="elder first, e.g. 20,10"):  # two: the two-hand words
        per_seat("5", 2)
    with pytest.raises(BadValue, match="never more than 4 digits"):
        per_seat("12345,1,1", 3)
    with pytest.raises(BadValue, match=r"'123456789012…901234567890' is not 3 numbers"):  # cut
        per_seat("1234567890" * 50, 3)


def test_names_at_a_table_of_three_are_shown_as_typed(app: typer.Typer, tmp_path: Path) -> None:
    said = run(
        app, "new", "Ann", "Bob", "[bold]Cal[/bold]", "--game", "solo", "--file", str(tmp_path / "p.toml")
    )
    assert "New partie: Ann v Bob v [bold]Cal[/bold], twenty." in said


def test_the_dealer_is_completed_among_every_name(monkeypatch: pytest.MonkeyPatch) -> None:
    from piquet_cli.cli.completion import dealer_names

    monkeypatch.setenv("COMP_WORDS", "piquet new Ann Bob Cal --game solo --rules twenty --dealer C")
    monkeypatch.delenv("_TYPER_COMPLETE_ARGS", raising=False)
    assert dealer_names(None, "C") == [("Cal", "deals first")]
    assert [name for name, _ in dealer_names(None, "")] == ["Ann", "Bob", "Cal"]  # not solo, twenty, C


def test_a_dealer_named_by_his_beginning_among_four(app: typer.Typer, tmp_path: Path) -> None:
    from piquet_cli.scorebook.parties import read_partie

    path = tmp_path / "p.toml"
    run(app, "new", "Ann", "Bob", "Cal", "Dee", "--game", "pairs", "--dealer", "ca", "--file", str(path))
    assert read_partie(path).partie.first_dealer == 2
    assert "'x' is not a player of this partie (Ann, Bob, Cal or Dee)." in refused(
        app, 2, "new", "Ann", "Bob", "Cal", "Dee", "--game", "pairs", "--dealer", "x"
    )
