"""Piquet au cent: the game goes to whoever reaches a hundred first in the order of
reckoning (issue 10, item 5).

The Laws of Piquet au Cent: "A game is one hundred up. A player scoring a hundred
before his adversary has scored fifty wins a double game." Law 67 fixes the order:
carte blanche, point, sequences, quatorzes and trios, the points made in play
trick by trick, the cards. Every figure below is worked by hand.
"""

from __future__ import annotations

import builtins
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.games import get_game
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import read_partie

ENV = {"NO_COLOR": "1", "COLUMNS": "200"}
runner = CliRunner()

# Deal 2 of the reproduction: Bob (elder) calls a point of four, Ann (younger) a
# point of five — good, 5 — and Bob a quatorze of aces (14). Bob wins the first seven
# tricks: 7 leads + 1 = 8 in play and 10 for the cards; Ann wins trick 8 on his lead (1),
# leads 9-12 (4) and has the last (1): 6. Deal: Bob 14 + 8 + 10 = 32, Ann 5 + 6 = 11.
DEAL_2 = [
    "--elder-point", "4", "--younger-point", "5", "--elder-seq", "-", "--younger-seq", "-",
    "--elder-sets", "14A", "--younger-sets", "-", "--tricks", "eeeeeeeyyyyy",
]  # fmt: skip


def partie(folder: Path, *first_totals: str) -> Path:
    """Ann v Bob au cent, Bob dealing first: Ann is elder in deal 1, Bob in deal 2."""
    path = folder / "au.toml"
    made = runner.invoke(
        app, ["new", "Ann", "Bob", "--dealer", "Bob", "--rules", "au-cent", "--file", str(path)]
    )
    assert made.exit_code == 0, made.output
    for totals in first_totals:
        done = runner.invoke(app, ["deal", "--file", str(path), "--totals", totals], env=ENV)
        assert done.exit_code == 0, done.output
    return path


def deal(path: Path, *args: str) -> str:
    result = runner.invoke(app, ["deal", "--file", str(path), *args], env=ENV)
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def games(path: Path) -> list[dict[str, object]]:
    result = runner.invoke(app, ["show", "--file", str(path), "--json"], env=ENV)
    doc = json.loads(result.stdout)
    return [doc["game_in_progress"], *doc["games"]]


def test_the_point_reaches_a_hundred_first_a_double_game(tmp_path: Path) -> None:
    """Deal 1 by totals: Ann 95, Bob 45. In deal 2 Ann's point (5) reckons before Bob's
    quatorze (Law 67): she has 100 while Bob has 45, under 50 — a double game for Ann,
    though Bob ends the deal with 45 + 32 = 77."""
    path = partie(tmp_path, "95,45")
    said = deal(path, *DEAL_2)
    assert (
        "Ann reaches 100 with the point, Bob has 45: a double game for Ann (Laws of Piquet au Cent)." in said
    )
    in_progress, game = games(path)
    assert game == {"winner": "Ann", "double": True, "scores": {"Ann": 100, "Bob": 45}, "last_deal": 2}
    # The rest of deal 2 counts for no game: the next game starts from love.
    assert in_progress == {"Ann": 0, "Bob": 0}


def test_the_first_to_a_hundred_wins_though_the_other_ends_higher(tmp_path: Path) -> None:
    """Both start deal 2 with 95. Ann's point makes her 100 first; Bob has 95 (50 or
    more): a single game for Ann — not Bob's, though he ends with 95 + 32 = 127 to her
    95 + 11 = 106."""
    path = partie(tmp_path, "95,95")
    assert "Ann reaches 100 with the point, Bob has 95: a game for Ann" in deal(path, *DEAL_2)
    assert games(path)[1] == {
        "winner": "Ann",
        "double": False,
        "scores": {"Ann": 100, "Bob": 95},
        "last_deal": 2,
    }


def test_a_hundred_reached_in_play_trick_by_trick(tmp_path: Path) -> None:
    """Deal 1 by totals: Ann 95, Bob 92. Deal 2, Bob elder, nothing in hand, tricks
    e y y y y y e e e e e e... written elder first: Bob leads trick 1 (93) and Ann wins it
    (96); Ann leads tricks 2-5: 97, 98, 99, and 100 with the lead to trick 5 — Bob has 93.
    A single game for Ann, though Bob then leads and wins the rest: he ends with 93 + 1
    (trick 6, won on her lead) + 6 leads + 1 (the last) + 10 (the cards) = 111 to her 101."""
    path = partie(tmp_path, "95,92")
    nothing = ["--elder-point", "-", "--younger-point", "-", "--elder-seq", "-", "--younger-seq", "-"]
    nothing += ["--elder-sets", "-", "--younger-sets", "-"]
    said = deal(path, *nothing, "--tricks", "yyyyyeeeeeee")
    assert "Ann reaches 100 with the lead to trick 5, Bob has 93: a game for Ann" in said
    assert games(path)[1]["scores"] == {"Ann": 100, "Bob": 93}


def test_announced_play_with_one_way_to_fall_needs_no_word(tmp_path: Path) -> None:
    """Deal 1: Ann 99, Bob 95 (totals). Deal 2: Bob elder announces play 13 and 12 tricks —
    only a capot gives that, so the order is known: Bob leads tricks 1-5, 96 … 100 with the
    lead to trick 5, while Ann has 99. A single game for Bob."""
    path = partie(tmp_path, "99,95")
    nothing = ["--elder-point", "-", "--younger-point", "-", "--elder-seq", "-", "--younger-seq", "-"]
    nothing += ["--elder-sets", "-", "--younger-sets", "-"]
    said = deal(path, *nothing, "--play", "13,0", "--won", "12,0")
    assert "Bob reaches 100 with the lead to trick 5, Ann has 99: a game for Bob" in said


def test_totals_alone_ask_who_reached_a_hundred_first(tmp_path: Path) -> None:
    """Deal 1: Ann 60, Bob 60. Deal 2 by totals 60,60: both reach 120, the order is not
    known — the keeper refuses to guess and names the flag (exit 2, nothing saved)."""
    path = partie(tmp_path, "60,60")
    result = runner.invoke(app, ["deal", "--file", str(path), "--totals", "60,60"], env=ENV)
    assert result.exit_code == 2
    assert result.output.startswith(
        "piquet: --first-to-100: Bob and Ann both reach 100 in this deal (Bob 60 to 120, Ann 60 to 120), "
        "and the order the points came in is not known: say who reached 100 first."
    )
    assert len(read_partie(path).partie.deals) == 1
    # The flag takes a seat, elder or younger; a name is refused without calling it no player's.
    named = runner.invoke(app, ["deal", "--file", str(path), "--totals", "60,60", "--first-to-100", "Ann"])
    assert (named.exit_code, named.output) == (
        2,
        "piquet: --first-to-100: 'Ann' is not a seat at the table; say elder or younger (e or y).\n",
    )
    # Ann (younger) reached it first; Bob had 60 before the deal, so 50 or more: single.
    said = deal(path, "--totals", "60,60", "--first-to-100", "younger")
    assert "Ann reached 100 first (only the totals were entered), Bob at 50 or more: a game for Ann" in said
    assert 'first_to_100 = "younger"' in path.read_text()


def test_totals_alone_ask_whether_the_game_was_double(tmp_path: Path) -> None:
    """Deal 1: Ann 90, Bob 40. Deal 2 (Bob elder) by totals 20,20: only Ann reaches 100
    (110; Bob 60). Bob had 40 before and 60 after: under 50 or not when she reached 100
    depends on the order — asked. Said double: a double game; a word that cannot be is refused."""
    path = partie(tmp_path, "90,40")
    result = runner.invoke(app, ["deal", "--file", str(path), "--totals", "20,20"], env=ENV)
    assert result.exit_code == 2 and result.output.startswith("piquet: --double-game: Ann reaches 100")
    wrong = runner.invoke(
        app, ["deal", "--file", str(path), "--totals", "20,20", "--first-to-100", "elder"], env=ENV
    )
    assert wrong.exit_code == 2
    assert wrong.output.startswith(
        "piquet: --first-to-100: that cannot be: this deal leaves only Ann to win the game, single or double "
        "(Bob 40 to 60, Ann 90 to 110). Nothing was saved."
    )
    said = deal(path, "--totals", "20,20", "--double-game", "yes")
    assert "Ann reached 100 first (only the totals were entered), Bob under 50: a double game for Ann" in said


def test_who_reached_a_hundred_is_for_au_cent_only(tmp_path: Path) -> None:
    path = tmp_path / "r.toml"
    runner.invoke(app, ["new", "Ann", "Bob", "--file", str(path)])
    result = runner.invoke(app, ["deal", "--file", str(path), "--totals", "10,5", "--first-to-100", "elder"])
    assert result.exit_code == 2
    assert result.output.startswith(
        "piquet: --first-to-100: who reached 100 first, and a double game, belong"
    )
    ruled = runner.invoke(app, ["rule", "--totals", "10,5", "--double-game", "no"], env=ENV)
    assert ruled.exit_code == 2 and ruled.output.startswith("piquet: --double-game: who reached 100 first")


def test_the_walkthrough_asks_who_reached_a_hundred_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """As test_totals_alone_ask_who_reached_a_hundred_first, entered at the prompt: the totals,
    then the question the totals leave open; an answer that is no player is asked again."""
    current = read_partie(partie(tmp_path, "60,60"))
    answers = iter(["60,60", "Cleo", "Ann", ""])
    prompts: list[str] = []

    def typed(prompt: object = "") -> str:
        prompts.append(str(prompt))
        return next(answers)

    monkeypatch.setattr(builtins, "input", typed)
    from piquet_cli.games.piquet.deal import DealFacts

    asked = ask_deal(current, 2, DealFacts(totals=(0, 0)), None)
    assert asked is not None
    assert asked[0].first_to_100 is Side.YOUNGER and asked[0].totals == (60, 60)
    assert sum("Who reached 100 first? e or y" in p for p in prompts) == 2
    out = " ".join(capsys.readouterr().out.split())
    assert "'Cleo': answer e (Bob) or y (Ann)." in out
    assert "Ann reached 100 first (only the totals were entered), Bob at 50 or more: a game for Ann" in out


def test_a_file_whose_totals_leave_the_game_open_says_where(tmp_path: Path) -> None:
    """A hand-written au cent file: deal 2's totals take both players past 100 and the
    file does not say who reached it first. The keeper points at deal 2's table (line 8)
    and asks for the key; with ``first_to_100`` added the file reads."""
    lines = [
        "format = 1",  # 1
        'rules = "au-cent"',  # 2
        'players = ["Ann", "Bob"]',  # 3
        'first_dealer = "Bob"',  # 4
        "[[deals]]",  # 5: deal 1, Ann elder
        "totals = [60, 60]",  # 6
        "",  # 7
        "[[deals]]",  # 8: deal 2, Bob elder
        "totals = [50, 50]",  # 9
    ]
    path = tmp_path / "au.toml"
    path.write_text("\n".join(lines) + "\n")
    result = runner.invoke(app, ["show", "--file", str(path)], env=ENV)
    assert result.exit_code == 1
    assert result.output.startswith(
        f"piquet: {path}:8: deal 2, first_to_100: Bob and Ann both reach 100 in this deal (Bob 60 to 110, "
        "Ann 60 to 110)"
    )
    path.write_text("\n".join([*lines, 'first_to_100 = "elder"']) + "\n")
    shown = runner.invoke(app, ["show", "--file", str(path)], env=ENV)
    assert shown.exit_code == 0 and "Games: Ann 0, Bob 1" in shown.output


def test_the_command_that_retypes_a_deal_keeps_who_reached_a_hundred(tmp_path: Path) -> None:
    """When a save is refused the walkthrough prints the ``piquet deal`` command that
    records the deal as typed: it carries the players' word on the game, and a bar."""
    import shlex

    from piquet_cli.cli.walkthrough import deal_command
    from piquet_cli.games.piquet.deal import DealFacts

    path = partie(tmp_path, "60,60")
    facts = DealFacts(totals=(50, 50), first_to_100=Side.YOUNGER, double_game=False)
    line = deal_command(get_game("piquet"), path, facts, None)
    assert "--first-to-100 younger --double-game no" in line
    result = runner.invoke(app, shlex.split(line)[1:], env=ENV)
    assert result.exit_code == 0, result.output
    assert read_partie(path).partie.deals[-1] == facts
    barred = DealFacts(totals=None, barred=Side.ELDER, barred_from=((Side.YOUNGER, "point"),))
    assert "--barred 'elder, younger:point'" in deal_command(get_game("piquet"), path, barred, None)
