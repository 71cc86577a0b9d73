"""Issue 19, item 5: the same answer means the same in Bezique and Pinochle.

A marriage named in trumps (``mC`` when clubs are trumps) is the royal marriage in both games:
read and kept as ``rm`` (40), and said where it is applied — under the event at the table,
after the hand's table when given by flags — never silently, never refused. And the running
totals said during a hand are the hand's in both, and say so ("… this hand").

Inês and Tomás play; Tomás deals hand 1, so Inês is elder in the odd hands.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from at_the_table import Answer
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.scorebook.parties import PartieFile, read_partie, save_partie

ENV = {"NO_COLOR": "1", "COLUMNS": "200"}


def run(*args: str, code: int = 0) -> str:
    done = CliRunner().invoke(app, list(args), env=ENV)
    assert done.exit_code == code, done.output
    return done.output


def new(tmp_path: Path, game: str) -> str:
    path = str(tmp_path / "p.toml")
    run("new", "Inês", "Tomás", "--game", game, "--dealer", "Tomás", "--file", path)
    return path


def partie(tmp_path: Path, game: str) -> PartieFile:
    return read_partie(Path(new(tmp_path, game)))


# -- a marriage named in trumps, by flags ---------------------------------------------------


def test_bezique_by_flags_takes_it_as_the_royal_marriage_and_says_so(tmp_path: Path) -> None:
    """Clubs trumps; Tomás (younger) y:mC is his royal marriage, 40; Inês e:mH 20. Brisques 8
    and 8, 80 each; Inês the last trick, 10. Inês 20 + 80 + 10 = 110; Tomás 40 + 80 = 120."""
    path = new(tmp_path, "bezique")
    said = run("deal", "--file", path, "--trumps", "C", "--declared", "y:mC e:mH", "--brisques", "8,8",
               "--last-trick", "elder")  # fmt: skip
    assert "y:mC: clubs are trumps, so mC is the royal marriage, kept as rm (docs/bezique.md)." in said
    shown = json.loads(run("show", "--file", path, "--json"))
    assert shown["totals"] == {"Inês": 110, "Tomás": 120}
    assert 'declared = "y:rm e:mH"' in Path(path).read_text(encoding="utf-8")
    assert "kept as rm" not in run("show", "--file", path)  # said where applied, not ever after


def test_pinochle_by_flags_takes_it_as_the_royal_marriage_and_says_so(tmp_path: Path) -> None:
    """Spades trumps; Tomás (younger) y:mS is his royal marriage, 40 (it was refused); card
    points Inês 120, Tomás the rest, 120; Inês the last trick, 10: Inês 130, Tomás 160."""
    path = new(tmp_path, "pinochle")
    said = run("deal", "--file", path, "--trumps", "S", "--melded", "y:mS", "--card-points", "120,rest",
               "--last-trick", "elder")  # fmt: skip
    assert "y:mS: spades are trumps, so mS is the royal marriage, kept as rm (docs/pinochle.md)." in said
    shown = json.loads(run("show", "--file", path, "--json"))
    assert shown["totals"] == {"Inês": 130, "Tomás": 160}
    assert 'melded = "y:rm"' in Path(path).read_text(encoding="utf-8")
    assert "kept as rm" not in run("show", "--file", path)


def test_both_rulings_say_it(tmp_path: Path) -> None:
    bezique = run("rule", "--game", "bezique", "--trumps", "C", "--declared", "y:mC")
    pinochle = run("rule", "--game", "pinochle", "--trumps", "C", "--melded", "y:mC")
    for said in (bezique, pinochle):
        assert "clubs are trumps, so mC is the royal marriage, kept as rm" in said
        assert "Younger 40" in said


# -- at the table: the same words, the same running totals ---------------------------------


def test_at_the_table_both_games_take_it_and_say_so_the_same_way(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / "p").mkdir()
    bezique = partie(tmp_path / "b", "bezique")
    answer(["C", "n", "y:mC", "", "e", "8", "8"])
    asked = ask_deal(bezique, 1, None, None, confirm=False)
    assert asked is not None and [str(e) for e in asked[0].declared] == ["y:rm"]
    said = capsys.readouterr().out.splitlines()
    assert "  y:mC: 40 — Inês 0, Tomás 40 this hand" in said
    assert "  y:mC: clubs are trumps, so mC is the royal marriage, kept as rm (docs/bezique.md)." in said

    pinochle = partie(tmp_path / "p", "pinochle")
    answer(["C", "n", "n", "y:mC", "", "120", "e"])
    asked = ask_deal(pinochle, 1, None, None, confirm=False)
    assert asked is not None and [str(e) for e in asked[0].facts.melded] == ["y:rm"]
    said = capsys.readouterr().out.splitlines()
    assert "  y:mC: 40 — Inês 0, Tomás 40 this hand." in said
    assert "  y:mC: clubs are trumps, so mC is the royal marriage, kept as rm (docs/pinochle.md)." in said
    assert not any("kept as rm" in line for line in said if not line.startswith("  y:mC:"))  # said once


@pytest.mark.parametrize("game", ["bezique", "pinochle"])
def test_the_running_totals_in_a_hand_are_the_hands_in_both_games(
    tmp_path: Path, game: str, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Hand 1 by its totals: Inês 220, Tomás 230 (Bezique scores by tens; Pinochle's 220 + 230
    is a whole hand's 450 at most). Hand 2, Inês dealing: Tomás is elder. Hearts; Tomás's four
    kings, 80: the running total is the hand's, Tomás 80 and Inês 0 — not the partie's 310, 220."""
    current = partie(tmp_path, game)
    first = get_quick(current, (220, 230))
    current = save_partie(current, current.partie._replace(deals=(first,)), [None])
    if game == "bezique":
        answer(["H", "n", "e:4K", "", "e", "8", "8"])
    else:
        answer(["H", "n", "n", "e:4K", "", "120", "e"])
    assert ask_deal(current, 2, None, None, confirm=False) is not None
    said = capsys.readouterr().out
    assert "So far: Inês 220, Tomás 230." in said  # the partie's, before the hand, in both
    assert "e:4K: 80 — Inês 0, Tomás 80 this hand" in said
    assert "Inês 220, Tomás 310" not in said.split("Hand 2\n")[0]


def get_quick(current: PartieFile, totals: tuple[int, int]) -> object:
    from piquet_cli.games import get_game

    return get_game(current.partie.game).quick(totals)
