"""The command printed after a refused save records the deal as typed: by player, never in
another deal's seats (issue 19, item 19).

The entry flags name seats (``--elder-point``, ``e:rm``, ``--last-trick elder``), not players.
A deal typed as deal 1 (Bob dealing: Ann elder) and refused because another process saved
deal 1 meanwhile would, run as deal 2 (Ann dealing: Bob elder), give Ann's scores to Bob. So
the keeper prints no command then, only a sentence saying why; and the command it prints
when the deal is still next carries ``--number 1``, refused if run once deal 1 is no longer
next. In each game, run as printed, it gives Ann her score and Bob his.

Ann and Bob, Bob dealing hand 1: Ann is elder. The scores by hand:
- Piquet, Cavendish's deal: Ann 28, Bob 23.
- Bezique, the README's hand: Ann 170 declared + last trick 10 + 9 brisques 90 = 270;
  Bob 400 declared + 7 brisques 70 = 470.
- Pinochle, seed 002: Ann 190 melded + 130 card points + last trick 10 = 330; Bob's
  turned-up ten 10 + four aces 100 + the rest, 110 = 220.
"""

from __future__ import annotations

import builtins
import shlex
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli import play
from piquet_cli.cli.app import app
from piquet_cli.errors import FileProblem
from piquet_cli.scorebook.parties import read_partie

runner = CliRunner()

PIQUET = [
    "", "", "5", "e", "49", "g", "4", "g", "", "3", "14T,3Q", "eeeeeyyyyyee", "",
]  # fmt: skip
BEZIQUE = [
    "H", "", "e:mS", "y:7", "e:4K", "y:rm", "y:seq", "y:rm", "e:bz", "e:4Q", "u", "y:4A", "e:7+mC", "",
    "e", "9", "", "",
]  # fmt: skip
PINOCHLE = [
    "hearts", "y", "", "e:rm", "y:4A", "e:rm+4K", "e:seq", "y:pin", "u", "", "130, the rest", "ann", "",
]  # fmt: skip
GAMES = {"piquet": (PIQUET, (28, 23)), "bezique": (BEZIQUE, (270, 470)), "pinochle": (PINOCHLE, (330, 220))}
OTHER = {"piquet": (10, 20), "bezique": (200, 100), "pinochle": (200, 150)}
"""Another deal's quick totals, elder first, lawful in each game (a Bezique hand deals out 170
in brisques and the last trick, a Pinochle hand 250 in card points and the last trick)."""


def other_deal(path: Path, game: str) -> list[str]:
    """The command line another process runs: deal 1 (or whichever is next) as quick totals."""
    return ["deal", "--file", str(path), "--totals", "{},{}".format(*OTHER[game]), "--yes"]


def new(tmp_path: Path, game: str) -> Path:
    path = tmp_path / "p.toml"
    made = runner.invoke(app, ["new", "Ann", "Bob", "--game", game, "--dealer", "Bob", "--file", str(path)])
    assert made.exit_code == 0, made.output
    return path


def by_player(path: Path, number: int) -> tuple[int, int]:
    deal = read_partie(path).view.deals[number - 1]
    return deal.added("Ann"), deal.added("Bob")


def play_and_meanwhile(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    path: Path,
    game: str,
    elsewhere: list[str],
) -> str:
    """``piquet play`` answered with the game's hand; at the save question another process runs
    ``elsewhere`` (a command) on the partie. The save is refused; what was printed."""
    answers = list(GAMES[game][0])

    def typed(prompt: object = "") -> str:
        if "Save" in str(prompt):
            if elsewhere[0] == "touch":
                path.write_text(path.read_text() + "# a comment, written in another window\n")
            else:
                done = runner.invoke(app, elsewhere)
                assert done.exit_code == 0, done.output
        return answers.pop(0)

    monkeypatch.setattr(builtins, "input", typed)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    capsys.readouterr()
    with pytest.raises(FileProblem, match="changed on disk"):
        play.run(path)
    return capsys.readouterr().out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_command_is_printed_when_another_deal_was_saved_meanwhile(
    tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new(tmp_path, game)
    word = "deal" if game == "piquet" else "hand"
    out = play_and_meanwhile(monkeypatch, capsys, path, game, other_deal(path, game))
    said = " ".join(out.split())
    assert not [line for line in out.splitlines() if line.startswith("piquet deal")]
    assert (
        f"This {word} cannot be recorded as typed by a command: {word} 1 was typed with Bob dealing, but "
        f"{word} 1 was saved meanwhile; the next is {word} 2, and Ann deals it, not Bob: recorded now, "
        "the scores typed for each seat would go to another player (see 'piquet show'; if this one is "
        f"the true {word} 1, 'piquet edit 1' puts it in)."
    ) in said
    assert by_player(path, 1) == OTHER[game] and len(read_partie(path).partie.deals) == 1


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_printed_command_gives_each_player_his_own_score(
    tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file changed without a deal (a comment): the command is printed, with ``--number 1``.
    Another deal saved before it is run: refused, nothing recorded. That deal taken back: run,
    Ann gets Ann's score and Bob Bob's."""
    path = new(tmp_path, game)
    out = play_and_meanwhile(monkeypatch, capsys, path, game, ["touch"])
    [line] = [line for line in out.splitlines() if line.startswith("piquet deal")]
    words = shlex.split(line)
    assert words[2:6] == ["--file", str(path), "--number", "1"]

    other = runner.invoke(app, other_deal(path, game))
    assert other.exit_code == 0, other.output
    refused = runner.invoke(app, words[1:])
    assert refused.exit_code == 1, refused.output
    assert "was typed with Bob dealing, but" in refused.output and "1 was saved meanwhile" in refused.output
    assert len(read_partie(path).partie.deals) == 1 and by_player(path, 1) == OTHER[game]

    assert runner.invoke(app, ["undo", "--file", str(path), "--yes"]).exit_code == 0
    recorded = runner.invoke(app, words[1:])
    assert recorded.exit_code == 0, recorded.output
    assert by_player(path, 1) == GAMES[game][1]
    assert not path.with_name("p.toml.draft").exists()  # the deal's draft goes with its save


def test_a_deal_number_that_is_none_is_refused(tmp_path: Path) -> None:
    path = new(tmp_path, "piquet")
    refused = runner.invoke(app, ["deal", "--file", str(path), "--number", "0", "--totals", "1,2"])
    assert refused.exit_code == 2
    assert refused.output == "piquet: --number: 0 is no deal's number: they count from 1.\n"
    assert read_partie(path).partie.deals == ()
