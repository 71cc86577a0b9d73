"""The fuzz every game kept gets without being named (issue 20 item 6), over the registry and
the tests' own toy game (``conformance.GAMES``):

- every value flag of every game, fed generated values (50 each by default, 1,000 deep),
  ends with exit 0, 1 or 2 and a sentence, never a traceback (issue 5's promise; once
  ``--put-right-after ²`` and a withdrawal's ``--totals`` of 5,000 digits were "internal
  error": no game's flags had been fed generated values);
- issue 11's round trip: random names, notes and hands (the game's own lawful ``sample``,
  or one of its flags bent into junk) written through the commands: every file saved loads
  again with the same facts, every refusal leaves the file as it was, and no output but
  JSON holds a character that does not print (15 parties a game by default, 300 deep);
- ``piquet import`` of any card, of every game and rule set (40 cards each, 800 deep; some
  the deals' totals of a lawful partie, so that many import): a partie or one sentence.

Piquet's own fuzz of its flags together (``test_fuzz_flags.py``) and the import's limits
(``test_import_fuzz.py``) stay where they were.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest
import typer
from budget import examples
from conformance import GAMES, RULES, game_of, keyed, lawful_partie, registered, sample, spec_of, typed
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from test_fuzz_flags import TOKENS
from test_import_fuzz import cards, run_import
from test_property_commands import OUTPUTS, names, new_partie, no_hidden_characters, notes, plain_names
from typer.testing import CliRunner

from piquet_cli.cli import verbs
from piquet_cli.cli.entry import entry_values
from piquet_cli.cli.options import entry_fields, with_entry_flags
from piquet_cli.games.view import Partie
from piquet_cli.scorebook.parties import read_partie

__all__ = ["registered"]  # the fixture, used by name

runner = CliRunner()
FUZZ = settings(
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

GAME_TOKENS = [
    *TOKENS,
    "e:rm",
    "y:4A",
    "e:7+bz",
    "e:dix+pin",
    "y:seq",
    "e:bonus",
    "rest",
    "10,6",
    "130,rest",
    "250",
    "H",
    "♥",
    "²",
    "١٢",
    "9" * 30,
]
GAME_VALUES = st.one_of(
    st.lists(st.sampled_from(GAME_TOKENS), min_size=1, max_size=6).flatmap(
        lambda parts: st.sampled_from([" ".join(parts), ",".join(parts), "".join(parts)])
    ),
    st.text(max_size=24),
)
GAME_FLAGS = [
    (name, field.key)
    for name in GAMES
    for field in spec_of(name).fields
    if field.flag and field.kind != "flag"
]
"""Each value flag of each game (a yes/no switch takes no value)."""


@pytest.mark.parametrize(("name", "flag"), GAME_FLAGS)
def test_every_flag_of_every_game_survives_generated_values(
    name: str, flag: str, registered: typer.Typer, capsys: pytest.CaptureFixture[str]
) -> None:
    rule = with_entry_flags(verbs.rule())  # with the flags of every game kept, the toy's too
    kwargs: dict[str, Any] = {f.key: (False if f.kind == "flag" else None) for f in entry_fields()}

    @settings(FUZZ, max_examples=examples(25, 1000))  # 25 a flag everyday, 1,000 deep
    @given(value=GAME_VALUES)
    def check(value: str) -> None:
        try:
            rule(as_json=True, game=name, **(kwargs | {flag: value}))
            code = 0
        except typer.Exit as stop:
            code = stop.exit_code
        err = capsys.readouterr().err
        assert code in (0, 1, 2), err
        if code:
            assert err.startswith("piquet: ") and "Traceback" not in err and err.count("\n") == 1, err

    check()


# -- the round trip ----------------------------------------------------------------

players = st.integers(0, 4).flatmap(lambda n: names if n == 0 else plain_names)
"""Names mostly taken, so that most examples go on to their hands; sometimes hostile."""
junk = st.one_of(st.sampled_from(["", "-", "9", "e:", "y:zz", "rest", "10,6", "e:rm"]), GAME_VALUES)


@st.composite
def hand_flags(draw: st.DrawFn, name: str, current: Partie) -> dict[str, str]:
    """A lawful hand of the game (its ``sample``), or one with a flag's value bent into junk,
    or quick totals of any size."""
    game = game_of(name)
    flags = sample(game, random.Random(draw(st.integers(0, 2**32))), current)
    choice = draw(st.integers(0, 3))
    if choice == 0:
        number = st.one_of(st.integers(0, 1300), st.integers(-1, 10**20))
        return {"totals": f"{draw(number)},{draw(number)}"}
    if choice == 1:
        value_flags = [f.key for f in game.spec.fields if f.flag and f.kind != "flag"]
        flags = dict(flags) | {draw(st.sampled_from(value_flags)): draw(junk)}
    return flags


@pytest.mark.parametrize("name", GAMES)
@settings(FUZZ, max_examples=examples(8, 300))  # 8 a game everyday, 300 deep
@given(a=players, b=players.map(lambda n: n + "2"), data=st.data())
def test_what_a_partie_of_any_game_saves_loads_again_and_no_output_hides_a_character(
    name: str, a: str, b: str, data: st.DataObject, registered: typer.Typer
) -> None:
    app, game = registered, game_of(name)
    rules = data.draw(st.sampled_from(spec_of(name).rules), label="rules")
    refused, path = new_partie(a, b, "--game", name, "--rules", rules, app=app)
    if refused:
        assert not path.exists()  # names refused: nothing written
        return
    saved_hands, saved_notes = [], []
    for _ in range(data.draw(st.integers(1, 4), label="hands")):
        current = read_partie(path)
        if current.view.finished:
            break
        flags = data.draw(hand_flags(name, current.partie), label="flags")
        note = data.draw(notes, label="note")
        before = path.read_bytes()
        note_flag = ["--note", note] if note is not None else []
        done = runner.invoke(app, ["deal", "--file", str(path), *typed(game, flags), *note_flag])
        assert done.exit_code in (0, 1, 2), done.output
        assert no_hidden_characters(done.output) == [], done.output
        event(f"a hand refused (exit {done.exit_code})" if done.exit_code else "a hand saved")
        if done.exit_code:
            assert path.read_bytes() == before  # refused: nothing written
            continue
        number = len(current.partie.deals) + 1
        saved_hands.append(game.facts(entry_values(game, keyed(game, flags), current.partie.names(number))))
        saved_notes.append(note or None)
        again = read_partie(path)  # loads again, with the same facts
        assert list(again.partie.deals) == saved_hands
        assert [n or None for n in again.notes] == saved_notes
    for args in OUTPUTS:
        file = ["--file", str(path)] if args[0] in ("show", "summary") else []
        shown = runner.invoke(app, [*args, *file])
        assert shown.exit_code == 0, shown.output
        assert no_hidden_characters(shown.output) == [], (args, shown.output)
    document = json.loads(runner.invoke(app, ["show", "--file", str(path), "--json"]).output)
    assert document["players"] == [a.strip(), b.strip()] and document["game"] == name


# -- the import ----------------------------------------------------------------------


@st.composite
def lawful_card(draw: st.DrawFn, name: str, rules: str) -> list[tuple[int, ...]]:
    """The deals' totals, player by player, of a lawful partie of up to four deals."""
    partie = lawful_partie(name, rules, random.Random(draw(st.integers(0, 2**32))), draw(st.integers(1, 4)))
    view = game_of(name).score(partie)
    if view.teams:  # a card of two columns, one a side: at a table of four, refused in one sentence
        a, b = view.scorers[:2]
        return [(now[a] - then[a], now[b] - then[b]) for then, now in itertools.pairwise(view.running)]
    running = [{p: 0 for p in partie.players}, *view.running]
    return [  # 0 for a player no total is kept for (Chouette's adviser)
        tuple(now.get(p, 0) - then.get(p, 0) for p in partie.players)
        for then, now in itertools.pairwise(running)
    ]


@pytest.mark.parametrize(("name", "rules"), RULES)
@settings(FUZZ, max_examples=examples(20, 800))  # 20 a rule set everyday, 800 deep
@given(data=st.data())
def test_any_card_of_any_game_imports_or_gets_one_sentence(
    name: str,
    rules: str,
    data: st.DataObject,
    registered: typer.Typer,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    raw = data.draw(cards(lawful_card(name, rules)), label="card")
    card = tmp_path / "card.csv"
    card.write_bytes(raw)
    out = tmp_path / "p.toml"
    if out.exists():
        out.unlink()
    code, err = run_import(capsys, card, out, name, rules)
    event(f"exit {code}")
    assert code in (0, 1, 2), err
    if code:
        assert err.startswith("piquet: ") and "internal error" not in err and "Traceback" not in err
        assert not out.exists()  # nothing half-written
    else:
        assert read_partie(out).partie.game == name  # what was saved loads again
