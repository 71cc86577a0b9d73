"""Issue 20 item 6: what every game kept gets without being named (as open_spiel's
``random_sim_test`` gives every game): random lawful parties, each deal drawn by the game's
own ``sample`` and recorded through ``piquet deal`` as a player types it, then taken through
``show --json``, ``summary``, ``history``, ``ledger``, ``undo``, ``edit`` and ``import``.

What must hold, whatever the game:

- each deal is saved, and the file loads again with the facts the flags say (read by the
  game's notation, never from what was saved);
- every running total is the one before plus the deal's total, and the totals are the last;
- a finished partie's settlement sums to zero: the winner gains what the loser pays, a draw
  is nothing; and the ledger of a scorebook holding only it settles the same;
- ``undo`` leaves the partie as it was before the last deal, and dealing it again gives
  the partie back; an ``edit`` in $EDITOR that puts back the file of one deal fewer does
  the same;
- a score card of the deals' totals (``import``) is the same partie as its rows dealt by
  ``--totals`` (or is refused in one sentence where they are);
- ``edit N`` at the table, Enter at every question, changes nothing (the walk asks each
  question with the deal's own answer for its default);
- with its names and notes made hostile in the file by hand, no output shows a character
  that does not print, and no CSV cell starts a formula (``test_hostile_text.py``).

Seeded (``random.Random(seed)``), so a failure names its seed and reproduces: 2 parties a
game and rule set by default, 25 in the deep run (``HYPOTHESIS_PROFILE=deep``).
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
import typer
from at_the_table import Answer
from budget import examples
from conformance import GAMES, RULES, game_of, keyed, players_of, registered, sample, spec_of, typed
from test_hostile_text import OUTPUTS_AND_JSON, check_inert
from typer.testing import CliRunner

from piquet_cli.cli import commands
from piquet_cli.cli.entry import entry_values
from piquet_cli.scorebook.parties import read_partie

__all__ = ["registered"]  # the fixture, used by name

runner = CliRunner()
SEEDS = examples(2, 25)
MOST_DEALS = 30
"""Deals dealt before a partie is left unfinished (every game's rule sets end well before)."""


def run(app: typer.Typer, *args: str) -> str:
    done = runner.invoke(app, list(args))
    assert done.exit_code == 0, (args, done.output)
    return done.output


def shown(app: typer.Typer, path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(run(app, "show", "--file", str(path), "--json"))
    return doc


def settlement(doc: dict[str, Any]) -> dict[str, int]:
    """What each player gains (or pays, negative) by the finished partie ``doc`` shows."""
    return {name: int(points) for name, points in doc["result"]["settlement"].items()}


def scorers(doc: dict[str, Any]) -> list[str]:
    """Whom the totals are kept for: each player, or each side of partners ("Ann & Cal")."""
    return [" & ".join(team) for team in doc["teams"]] if "teams" in doc else doc["players"]


def check_totals(doc: dict[str, Any]) -> None:
    """Each running total is the one before plus the deal's (nothing for a player who sits it
    out: three-hand's first out), and the totals are the last (kept for every player, or for
    those who play: Chouette's two)."""
    before = dict.fromkeys(doc["totals"], 0)
    for deal in doc["deals"]:
        added = {p: deal["scores"].get(p, {"total": 0})["total"] for p in before}
        assert deal["running"] == {p: before[p] + added[p] for p in before}, deal
        before = deal["running"]
    assert doc["totals"] == before


def by_player(doc: dict[str, Any], deal: dict[str, Any]) -> dict[str, int]:
    """A deal's totals a player, as a paper score card has them: with partners, the side's
    total in its first player's column and nothing in his partner's (a side's total being its
    players' sum)."""
    if "teams" not in doc:
        return {p: deal["scores"].get(p, {"total": 0})["total"] for p in doc["players"]}  # 0: sat out
    return {
        p: deal["scores"][" & ".join(team)]["total"] if p == team[0] else 0
        for team in doc["teams"]
        for p in team
    }


def card(doc: dict[str, Any]) -> str:
    """The deals' totals as a paper score card: ``deal,A,B``, one row a deal (0 for a player
    who sits a deal out)."""
    players = doc["players"]
    rows = [",".join(["deal", *players])]
    rows += [
        ",".join([str(d["number"]), *(str(by_player(doc, d)[p]) for p in players)]) for d in doc["deals"]
    ]
    return "\n".join(rows) + "\n"


@pytest.mark.parametrize("seed", range(SEEDS))
@pytest.mark.parametrize(("name", "rules"), RULES)
def test_random_lawful_parties_go_through_every_command(
    name: str,
    rules: str,
    seed: int,
    registered: typer.Typer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: Answer,
) -> None:
    app, game, rng = registered, game_of(name), random.Random(f"{name} {rules} {seed}")
    path = Path(os.environ["PIQUET_HOME"]) / "p.toml"  # in the scorebook, for history and ledger
    players = players_of(name, rules)
    dealer = rng.choice(players)
    run(app, "new", *players, "--game", name, "--rules", rules, "--dealer", dealer, "--file", str(path))
    files, dealt, expected = [path.read_bytes()], list[dict[str, str]](), list[Any]()
    current = read_partie(path)
    while not current.view.finished and len(dealt) < MOST_DEALS:
        flags = sample(game, rng, current.partie)
        run(app, "deal", "--file", str(path), *typed(game, flags))
        expected.append(game.facts(entry_values(game, keyed(game, flags), current.view.seats_next)))
        dealt.append(flags)
        files.append(path.read_bytes())
        current = read_partie(path)
    assert list(current.partie.deals) == expected  # loads again, with the facts the flags say
    before = tmp_path / "before.toml"  # the file as it was before the last deal
    before.write_bytes(files[-2])
    docs = [shown(app, before), shown(app, path)]
    final = docs[-1]
    assert final["game"] == name and final["players"] == list(players) and len(final["deals"]) == len(dealt)
    check_totals(final)

    if final["finished"]:
        owed = settlement(final)
        assert set(owed) == set(players) and sum(owed.values()) == 0, final["result"]
        result = final["result"]
        if result["drawn"]:
            assert owed == dict.fromkeys(players, 0), result
        elif "teams" in final:  # each partner of the winning side gains the margin, each other pays it
            won = next(t for t in final["teams"] if " & ".join(t) == result["winner"])
            assert owed == {p: result["points"] if p in won else -result["points"] for p in players}, result
        elif sum(1 for gain in owed.values() if gain) == 2:  # the winner gains his margin (or his
            # games up), and the loser pays it
            assert owed[result["winner"]] == -owed[result["loser"]] == result["points"] >= 0, result
        else:  # shared among more (Chouette: the single player stakes double against the two)
            assert owed[result["winner"]] > 0 > owed[result["loser"]], result
        ledger = json.loads(run(app, "ledger", "--json"))  # this partie alone: the same settlement
        nets = {player["name"]: player["net"] for player in ledger["players"]}
        assert sum(nets.values()) == 0 and all(sum(pair["net"].values()) == 0 for pair in ledger["pairs"])
        if ledger["parties"]["in_games"]:  # settled in games (au cent, three-hand): won or lost, no points
            (pair,) = ledger["pairs"]  # at three, the winner and the loser: the runner-up breaks even
            assert set(pair["net"].values()) == {0} and pair["won"][result["winner"]] == 1, pair
        else:
            assert nets == owed, (ledger, result)
            if len(players) == 2:
                (pair,) = ledger["pairs"]
                assert pair["net"] == owed, (pair, result)
    else:
        assert final["result"] is None

    for args in (["summary"], ["summary", "--json"], ["summary", "--markdown"], ["summary", "--csv"]):
        run(app, *args, "--file", str(path))
    history = json.loads(run(app, "history", "--json"))
    assert [p["game"] for p in history["parties"]] == [name]
    run(app, "history")
    run(app, "ledger")

    # undo, and the last deal dealt again
    run(app, "undo", "--yes", "--file", str(path))
    assert shown(app, path) == docs[-2]
    run(app, "deal", "--file", str(path), *typed(game, dealt[-1]))
    assert shown(app, path) == final

    # edit in $EDITOR: the copy replaced by the file as it was one deal before
    monkeypatch.setenv("EDITOR", f"cp {before}")
    run(app, "edit", "--file", str(path))
    assert shown(app, path) == docs[-2]
    run(app, "deal", "--file", str(path), *typed(game, dealt[-1]))
    assert shown(app, path) == final

    # import: a score card of the deals' totals, the same partie as its rows dealt by --totals
    # (or refused in one sentence where the rows are: in piquet au cent, totals alone can leave
    # open who reached 100 first)
    csv_file, imported, typed_in = tmp_path / "card.csv", tmp_path / "imported.toml", tmp_path / "totals.toml"
    csv_file.write_text(card(final))
    done = runner.invoke(
        app,
        [
            "import",
            str(csv_file),
            "--game",
            name,
            "--rules",
            rules,
            "--dealer",
            dealer,
            "--file",
            str(imported),
        ],
    )
    run(
        app,
        "new",
        *players,
        "--game",
        name,
        "--rules",
        rules,
        "--dealer",
        dealer,
        "--file",
        str(typed_in),
    )
    refused = False
    for deal in final["deals"]:
        seats = deal.get("seats") or [deal["elder"], deal["younger"]]  # in playing order
        row_of = by_player(final, deal)
        totals = ",".join(str(row_of[seat]) for seat in seats)
        row = runner.invoke(app, ["deal", "--file", str(typed_in), "--totals", totals])
        assert row.exit_code in (0, 2), row.output
        if row.exit_code:
            refused = True
            break
    if refused:
        assert done.exit_code in (1, 2) and done.output.startswith("piquet: "), done.output
        assert not imported.exists()
    else:
        assert done.exit_code == 0, done.output
        assert shown(app, imported) == shown(app, typed_in)

    # edit N at the table, Enter at every question: each is asked with the deal's own answer
    # as its default, and nothing changes (last: from here on the commands think they are in
    # a terminal)
    monkeypatch.setattr(commands, "interactive", lambda: True)
    answer([""] * 500)
    for number in sorted({1, len(dealt), rng.randint(1, len(dealt))}):
        run(app, "edit", str(number), "--file", str(path))
        assert list(read_partie(path).partie.deals) == expected, number
    assert shown(app, path) == final


HOSTILE_NAMES = {"Ann": "\x1b]0;PWNED\x07", "Bob": '=HYPERLINK("http://evil")\u2028\u202e'}
HOSTILE_NOTES = {"note one": "\r\x1b[2J cleared\x85", "note two": "@SUM(1)"}
"""What the names and notes become, written into the file by hand (``new`` refuses such names)."""


@pytest.mark.parametrize("name", GAMES)
def test_no_output_of_any_game_shows_a_control_character_of_its_names(
    name: str, registered: typer.Typer, tmp_path: Path
) -> None:
    """A partie of random lawful deals, its names and notes then made hostile in the file by
    hand: every output of it and of the scorebook holds them inert (``check_inert``)."""
    app, game, rng = registered, game_of(name), random.Random(f"hostile {name}")
    made = tmp_path / "made.toml"
    run(app, "new", "Ann", "Bob", "--game", name, "--rules", spec_of(name).rules[0], "--file", str(made))
    for note in [*HOSTILE_NOTES, *[None] * MOST_DEALS]:
        current = read_partie(made)
        if current.view.finished:
            break
        run(
            app,
            "deal",
            "--file",
            str(made),
            *typed(game, sample(game, rng, current.partie)),
            *(["--note", note] if note else []),
        )
    text = made.read_text(encoding="utf-8")
    for plain, hostile in {**HOSTILE_NAMES, **HOSTILE_NOTES}.items():
        text = text.replace(json.dumps(plain), json.dumps(hostile))  # a TOML string as JSON writes it
    path = Path(os.environ["PIQUET_HOME"]) / f"{name}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    assert read_partie(path).partie.players == tuple(HOSTILE_NAMES.values())
    for args in OUTPUTS_AND_JSON:
        file = ["--file", str(path)] if args[0] in ("show", "summary") else []
        check_inert(runner.invoke(app, [*args, *file]), args)
