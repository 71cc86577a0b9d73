"""Issue 20, item 5: the help of each game under its own heading.

``deal --help`` and ``rule --help`` list the flags of the games' field tables,
and ``new --help`` their agreements, each under the title of the game that
takes it (two games' titles when two share it, "Every game" when all do), and
the keeper's own options (--file, --number, --json …) under "Options". The
heading comes from the game's spec: the toy game, registered only here, gets
its own. In a terminal of 60 or 100 columns the help wraps between words.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest
import toy_game
import typer
from typer.testing import CliRunner

from piquet_cli import games
from piquet_cli.cli.app import app, make_app

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}

PIQUET_DEAL_FLAGS = [  # Piquet's spec, in its order: its entry flags that no other game takes
    "--carte-blanche", "--exchange", "--elder-point", "--elder-seq", "--elder-sets",
    "--younger-point", "--younger-seq", "--younger-sets", "--elder-hand", "--younger-hand",
    "--tricks", "--play", "--won", "--pique", "--low-leads", "--throw-in", "--barred",
    "--first-to-100", "--double-game",
]  # fmt: skip
BEZIQUE_DEAL_FLAGS = ["--turn-up-seven", "--declared", "--brisques"]
PINOCHLE_DEAL_FLAGS = [
    "--turn-up-ten", "--turn-up-nine", "--irregular", "--put-right-after", "--melded",
    "--card-points", "--withdrawn", "--rules",
]  # fmt: skip


def sections(text: str) -> dict[str, list[str]]:
    """Each heading of a help text (``Piquet:``) and the flags listed under it, in order."""
    found: dict[str, list[str]] = {}
    heading = ""
    for line in text.splitlines():
        if line and not line.startswith(" ") and line.endswith(":"):
            heading = line[:-1]
            found[heading] = []
        elif heading and line.startswith("  ") and line.strip()[:1] in "-ABN":
            found[heading].append(line.split()[0].rstrip(","))
    return found


def help_of(command: typer.Typer, *args: str) -> dict[str, list[str]]:
    done = CliRunner().invoke(command, [*args, "--help"], env=ENV)
    assert done.exit_code == 0, done.output
    return sections(done.output)


@pytest.fixture
def toy_app() -> Iterator[typer.Typer]:
    """The whole command with the toy game kept too, under a title of its own."""
    games.register(toy_game.SPEC._replace(title="Goose Game"), toy_game.GAME)
    try:
        yield make_app()
    finally:
        games.unregister("toy")


@pytest.mark.parametrize("command", ["deal", "rule"])
def test_each_games_entry_flags_are_under_its_title(command: str) -> None:
    found = help_of(app, command)
    assert list(found) == ["Options", "Piquet", "Every game", "Bezique and Pinochle", "Bezique", "Pinochle"]
    assert found["Piquet"] == PIQUET_DEAL_FLAGS
    assert found["Bezique"] == BEZIQUE_DEAL_FLAGS
    assert found["Pinochle"] == PINOCHLE_DEAL_FLAGS
    assert found["Bezique and Pinochle"] == ["--trumps", "--last-trick"]
    assert found["Every game"] == ["--totals"]
    own = {"deal": ["-f", "--note", "-y", "--number", "-h"], "rule": ["--game", "--json", "-h"]}
    assert found["Options"] == own[command]
    # 19 + 3 + 8 + 2 + 1: the 33 entry flags of the three games, each listed once
    assert sum(len(found[title]) for title in found if title != "Options") == 33


def test_new_lists_each_games_agreements_under_its_title() -> None:
    found = help_of(app, "new")
    assert found["Options"] == ["A", "B", "--dealer", "--rules", "--game", "-f", "-h"]
    assert found["Piquet"] == ["--point-four-less", "--low-leads-nothing"]
    assert found["Bezique"] == ["--last-trick"]
    assert set(found) == {"Options", "Piquet", "Bezique"}  # Pinochle has no agreement


@pytest.mark.parametrize("command", ["deal", "rule"])
def test_a_game_registered_in_the_tests_gets_a_heading_of_its_own(toy_app: typer.Typer, command: str) -> None:
    found = help_of(toy_app, command)
    assert found["Goose Game"] == ["--events", "--tricks-won"]  # the toy's fields less --totals
    assert found["Every game"] == ["--totals"]  # now taken by four games
    assert found["Piquet"] == PIQUET_DEAL_FLAGS and found["Pinochle"] == PINOCHLE_DEAL_FLAGS
    assert "Toy" not in found and "toy" not in found  # the title, not the name


WHOLE = {  # sentences of the games' specs, each with a word a narrow column may cut
    "deal": (
        "Who reckons nothing this deal (penalty; still bars), or one category alone: younger:point.",
        (
            "Pinochle: the melds in the order made, who won the trick first: e:rm y:4A e:seq; the codes mS "
            "mH mD mC rm seq pin 4A 4K 4Q 4J, and dix (classic: e:dix+4K); - for none."
        ),
        "Quick entry: the deal's two totals only.",
    ),
    "new": (
        "Piquet: rubicon (six deals), four-deal, or au-cent (default rubicon);",  # not "four- deal"
        (
            "Bezique agreement: the trick that scores 10 as the last: final (the 32nd, the default) or "
            "stock (the last before the stock runs out)."
        ),
    ),
}


def screen(home: Path, columns: int, *argv: str) -> list[str]:
    """What ``piquet argv`` shows in a terminal ``columns`` wide, line by line."""
    env = dict(os.environ, PIQUET_HOME=str(home), NO_COLOR="1", TERM="xterm")
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", *argv],
        cwd=str(home),
        env=env,
        encoding="utf-8",
        timeout=20,
        dimensions=(400, columns),
    )
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    lines: list[str] = child.before.replace("\r\n", "\n").rstrip("\n").split("\n")
    return lines


@pytest.mark.parametrize("columns", [60, 100])
@pytest.mark.parametrize("command", ["deal", "new"])
def test_in_a_terminal_the_panels_wrap_between_words(tmp_path: Path, columns: int, command: str) -> None:
    lines = screen(tmp_path, columns, command, "--help")
    assert max(len(line) for line in lines) <= columns
    assert {"Piquet:", "Bezique:"} <= set(lines)
    text = " ".join(" ".join(lines).split())
    for sentence in WHOLE[command]:  # read back from the wrapped lines: no word cut in two
        assert sentence in text
