"""Issue 19, item 10: sequences and sets are separated by spaces as cards are (``--elder-seq
"5J 3K"`` was "'j3k' is not a rank"), and ``--tricks`` takes the players' initials where they
differ and neither is the other seat's letter; where they are not, e and y only, said so.

Ann and Bob, Bob dealing deal 1: Ann is elder. Figures from Laws 62–66.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cards import Rank
from piquet_cli.cli.app import app
from piquet_cli.errors import BadValue
from piquet_cli.games.names import initials, seat_letters
from piquet_cli.games.piquet.combinations import RankSet, Sequence
from piquet_cli.games.piquet.notation import parse_sequences, parse_sets

ENV = {"NO_COLOR": "1", "COLUMNS": "200"}
NOTHING = ["--elder-point", "-", "--younger-point", "-", "--elder-sets", "-", "--younger-sets", "-"]


def run(*args: str, code: int = 0) -> str:
    done = CliRunner().invoke(app, list(args), env=ENV)
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    return done.output


QUINT_J_TIERCE_K = (Sequence(5, Rank.KNAVE), Sequence(3, Rank.KING))


@pytest.mark.parametrize(
    "text",
    [
        "5J 3K",
        "5J,3K",
        "5J, 3K",
        " 5J   3K ",
        "5 J 3 K",
        "3K 5J",
        "quint J tierce K",
        "quint to the knave 3K",
    ],
)
def test_sequences_are_separated_by_spaces_as_cards_are(text: str) -> None:
    assert parse_sequences(text) == QUINT_J_TIERCE_K


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("4 10", (Sequence(4, Rank.TEN),)),
        ("quart 10 3J", (Sequence(4, Rank.TEN), Sequence(3, Rank.KNAVE))),
        ("5 4", (Sequence(5), Sequence(4))),
    ],
)
def test_a_rank_in_figures_after_a_length_is_its_top(text: str, read: tuple[Sequence, ...]) -> None:
    assert parse_sequences(text) == read


@pytest.mark.parametrize("text", ["14A 3K", "14A,3K", "quatorze A trio K", "4A 3K", "14 A 3 K"])
def test_sets_are_separated_by_spaces_as_cards_are(text: str) -> None:
    assert parse_sets(text) == (RankSet(4, Rank.ACE), RankSet(3, Rank.KING))


def test_three_tens_with_a_space(tmp_path: Path) -> None:
    assert parse_sets("3 10 14A") == (RankSet(4, Rank.ACE), RankSet(3, Rank.TEN))


def test_the_issues_deal_with_spaces(tmp_path: Path) -> None:
    """Ann: a quint to the knave (15, Law 63: five cards, 10 and one a card) and a tierce to the
    king (3), both counting since her quint is the best sequence; Bob nothing: Ann 18."""
    path = str(tmp_path / "p.toml")
    run("new", "Ann", "Bob", "--dealer", "Bob", "--file", path)
    run("deal", "--file", path, *NOTHING, "--elder-seq", "5J 3K", "--younger-seq", "-", "--exchange", "5,3",
        "--tricks", "eeeeeeyyyyyy")  # fmt: skip
    deal = tomllib.loads(Path(path).read_text(encoding="utf-8"))["deals"][0]
    assert deal["elder_sequences"] == "5J,3K"
    shown = json.loads(run("show", "--file", path, "--json"))
    assert shown["deals"][0]["scores"]["Ann"]["sequences"] == 18


# -- --tricks by initials ---------------------------------------------------------------


def test_initials_stand_for_the_seats_where_they_can() -> None:
    assert initials("Ann", "Bob") == {"a": "e", "b": "y"}
    assert initials("Élodie", "Ñico") == {"e": "e", "n": "y"}  # accents apart
    assert initials("Eve", "Yan") == {"e": "e", "y": "y"}
    assert initials("Ann", "Alan") is None  # the same letter
    assert initials("Bob", "Eve") is None  # younger's e would be elder's
    assert initials("Yan", "Bob") is None  # elder's y would be younger's
    assert seat_letters("AB ab eY", "Ann", "Bob") == "ey ey ey"


def test_tricks_by_the_players_initials(tmp_path: Path) -> None:
    path = str(tmp_path / "p.toml")
    run("new", "Ann", "Bob", "--dealer", "Bob", "--file", path)
    run("deal", "--file", path, *NOTHING, "--elder-seq", "-", "--younger-seq", "-", "--exchange", "5,3",
        "--tricks", "aaaa bbbb aaea")  # fmt: skip
    deal = tomllib.loads(Path(path).read_text(encoding="utf-8"))["deals"][0]
    assert deal["tricks"] == "eeeeyyyyeeee"


@pytest.mark.parametrize(
    ("players", "tricks", "why"),
    [
        (("Ann", "Alan"), "aaaaaaaaaaaa", "Ann and Alan begin with the same letter"),
        (("Bob", "Eve"), "bbbbbbbbbbbb", "Eve, younger, begins with e, elder's letter"),
    ],
)
def test_initials_that_cannot_stand_for_the_seats_are_refused_saying_why(
    tmp_path: Path, players: tuple[str, str], tricks: str, why: str
) -> None:
    path = str(tmp_path / "p.toml")
    run("new", *players, "--dealer", players[1], "--file", path)
    said = run("deal", "--file", path, *NOTHING, "--elder-seq", "-", "--younger-seq", "-", "--exchange", "5,3",
               "--tricks", tricks, code=2)  # fmt: skip
    assert why in said and "initials are not taken; write e" in said
    assert tomllib.loads(Path(path).read_text(encoding="utf-8"))["deals"] == []


def test_e_and_y_still_mean_the_seats_when_initials_are_not_taken() -> None:
    assert seat_letters("eeyy", "Bob", "Eve") == "eeyy"
    with pytest.raises(BadValue):
        seat_letters("ebyy", "Bob", "Eve")
