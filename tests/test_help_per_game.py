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
import re
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
from piquet_cli.games.fields import Notation

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}

PIQUET_DEAL_FLAGS = [  # Piquet's spec, in its order: its entry flags that no other game takes
    "--carte-blanche", "--exchange", "--elder-point", "--elder-seq", "--elder-sets",
    "--younger-point", "--younger-seq", "--younger-sets", "--elder-hand", "--younger-hand",
    "--point", "--seq", "--sets", "--hands", "--tricks", "--play", "--won", "--pique", "--low-leads", "--throw-in", "--barred",
    "--first-to-100", "--double-game",
]  # fmt: skip
BEZIQUE_DEAL_FLAGS = ["--turn-up-seven", "--declared", "--brisques"]
PINOCHLE_DEAL_FLAGS = [
    "--turn-up-ten", "--turn-up-nine", "--irregular", "--put-right-after", "--melded",
    "--card-points", "--withdrawn",
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
    assert list(found) == [
        "Options", "Piquet", "Every game", "Piquet and Pinochle", "Bezique and Pinochle", "Bezique", "Pinochle"
    ]  # fmt: skip
    assert found["Piquet"] == PIQUET_DEAL_FLAGS
    assert found["Bezique"] == BEZIQUE_DEAL_FLAGS
    assert found["Pinochle"] == PINOCHLE_DEAL_FLAGS
    assert found["Bezique and Pinochle"] == ["--trumps", "--last-trick"]
    assert found["Every game"] == ["--totals"]
    assert found["Piquet and Pinochle"] == ["--rules"]  # for piquet rule: three-hand, four-hand; classic
    own = {"deal": ["-f", "--note", "-y", "--number", "-h"], "rule": ["--game", "--json", "-h"]}
    assert found["Options"] == own[command]
    # 23 + 3 + 7 + 1 + 2 + 1: the 37 entry flags of the three games, each listed once
    assert sum(len(found[title]) for title in found if title != "Options") == 37


def test_new_lists_each_games_agreements_under_its_title() -> None:
    found = help_of(app, "new")
    assert found["Options"] == ["A", "B", "--dealer", "--rules", "--game", "-f", "-h"]
    assert found["Piquet"] == ["--point-four-less", "--low-leads-nothing", "--target", "--open"]
    assert found["Bezique"] == ["--last-trick"]
    assert set(found) == {"Options", "Piquet", "Bezique"}  # Pinochle has no agreement


@pytest.mark.parametrize("command", ["deal", "rule"])
def test_a_game_registered_in_the_tests_gets_a_heading_of_its_own(toy_app: typer.Typer, command: str) -> None:
    found = help_of(toy_app, command)
    assert found["Goose Game"] == ["--events", "--tricks-won", "--stake"]  # the toy's fields less --totals
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
        "Quick entry: the deal's totals only, a seat each in playing order (elder first).",
    ),
    "new": (
        (  # not "four- deal"
            "Piquet: rubicon (six deals), four-deal, au-cent, three-hand (three players, to a target), "
            "four-hand (partners opposite) or chouette (three players, one against two) (default rubicon);"
        ),
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


# ---------------------------------------------------------------------------
# ``piquet help notation``: each game's own part, in the registry's order

PAGE_HEADINGS = [
    "Cards",
    "Point",
    "Sequences",
    "Sets",
    "Tens",
    "Tricks",
    "Pairs",
    "Answers",
    "Names",
    "Events",
]
EVENTS_ROW = (  # the row as the page said it before each game gave its own part (issue 19)
    "Bezique's declarations and Pinochle's melds, in the order made, each after who won the trick, e: "
    "(elder) or y: (younger), space-separated; + joins what one trick scores together: e:rm y:4A e:7+bz; - "
    "for none. At the table one at a time, the player's name for the seat too (Ann:rm). Bezique: 7 the "
    "seven of trumps, mS mH mD mC (or m♠ m♥ m♦ m♣) a marriage, rm the royal marriage, seq the sequence, bz "
    "bezique, dbz double bezique, 4A 4K 4Q 4J four aces, kings, queens, knaves. Pinochle: dix the nine of "
    "trumps, mS mH mD mC, rm, seq, pin pinochle, 4A 4K 4Q 4J. In both games a marriage named in trumps (mC "
    "when clubs are trumps) is the royal marriage: read and kept as rm, and said so. While a hand is "
    "entered, the running totals said are the hand's (Ann 40, Bob 10 this hand); the partie's before and "
    "after it. At the question, ? gives each its value."
)
TOY_SAYS = ("elder first, adding to 12: --tricks-won 7,5", "Toy: bonus, 5 to the player who made it")


def page(command: typer.Typer) -> dict[str, str]:
    """``help notation``, piped: each row's heading and its text (one line each, unwrapped)."""
    done = CliRunner().invoke(command, ["help", "notation"], env=ENV)
    assert done.exit_code == 0, done.output
    title, *lines = done.output.splitlines()
    assert title.startswith("The notation: what every question, flag and partie file of piquet takes")
    return dict(re.split(r"\s{2,}", line, maxsplit=1) for line in lines if line)  # type: ignore[misc]


def test_the_notation_page_of_the_three_games_reads_as_before() -> None:
    rows = page(app)
    assert list(rows) == PAGE_HEADINGS  # Piquet's rows, then names, then the events
    assert rows["Events"] == EVENTS_ROW
    assert rows["Point"] == (
        "the number of cards (5), or cards/count (5/48); - for none. At a question, in words too: six, five "
        "making forty-eight."
    )
    assert rows["Names"].startswith("a player's name, wherever one is answered or given to a flag")
    assert not any(said in " ".join(rows.values()) for said in TOY_SAYS)


def test_a_game_registered_in_the_tests_adds_its_own_part(toy_app: typer.Typer) -> None:
    rows = page(toy_app)
    # the toy comes last in the registry (Piquet first, then by name): its row after Piquet's
    assert list(rows) == [*PAGE_HEADINGS[:8], "Tricks won", "Names", "Events"]
    assert rows["Tricks won"] == "elder first, adding to 12: --tricks-won 7,5 (the toy game's hands)."
    events = rows["Events"]
    assert events.startswith(
        "Bezique's declarations, Pinochle's melds and the toy game's bonuses, in the order made,"
    )
    assert (
        "Pinochle: dix the nine of trumps, mS mH mD mC, rm, seq, pin pinochle, 4A 4K 4Q 4J. Toy: bonus, 5 to "
        "the player who made it (e:bonus+bonus two of them, 10). In Bezique and Pinochle a marriage named "
        "in trumps (mC when clubs are trumps) is the royal marriage" in events
    )  # three games with events now, two of them sharing the rule: "both games" would not say which
    assert events.endswith("At the question, ? gives each its value.")


def test_nothing_outside_the_toy_game_names_it() -> None:
    package = Path(__file__).resolve().parent.parent / "piquet_cli"
    naming = [
        str(path)
        for path in package.rglob("*.py")
        if "toy" in path.read_text(encoding="utf-8").lower()
        or any(said in path.read_text(encoding="utf-8") for said in TOY_SAYS)
    ]
    assert naming == []


def test_a_game_alone_with_events_gives_the_examples_of_the_page() -> None:
    """Were the toy game the only one with events, the row would take its example and its words."""
    from piquet_cli.cli.notation_page import rows

    own, names, events = rows([("Toy", toy_game.NOTATION)])
    assert own == toy_game.NOTATION.rows[0] and names[0] == "Names" and events[0] == "Events"
    assert events[1] == (
        "the toy game's bonuses, in the order made, each after who won the trick, e: (elder) or y: "
        "(younger), space-separated; + joins what one trick scores together: e:bonus y:bonus; - for none. "
        "At the table one at a time, the player's name for the seat too (Ann:bonus). Toy: bonus, 5 to the "
        "player who made it (e:bonus+bonus two of them, 10). While a hand is entered, the running totals "
        "said are the hand's (Ann 40, Bob 10 this hand); the partie's before and after it. At the "
        "question, ? gives each its value."
    )


def test_two_games_rows_under_one_heading_are_said_as_one() -> None:
    from piquet_cli.cli.notation_page import NAMES, rows

    first = Notation(rows=(("Pairs", "elder first: 5,3."), ("Tens", "10 or T.")))
    second = Notation(rows=(("Pairs", "dealer first: 4,4."),))
    assert rows([("One", first), ("Two", second)]) == [
        ("Pairs", "elder first: 5,3. dealer first: 4,4."),
        ("Tens", "10 or T."),
        ("Names", NAMES),
    ]  # no game with events: no events row
