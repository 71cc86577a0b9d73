"""Issue 11's acceptance property, for the games added after it: random names, notes and
hand values written through the commands into a Bezique or a Pinochle partie. Every
file the program saves loads again with the same facts; every refusal leaves the file
as it was; and no output but JSON holds a character that does not print.

The expected facts are read from the flags by the game's own notation (``entry_values``
and ``facts``, as the Piquet property does), never from what the program saved.
Quick by default (``examples(15, 300)`` a game; ``HYPOTHESIS_PROFILE=deep`` for more).
"""

from __future__ import annotations

import json

import pytest
from budget import examples
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from test_property_commands import (
    HOSTILE,
    OUTPUTS,
    argv,
    names,
    new_partie,
    no_hidden_characters,
    notes,
    plain_names,
)
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.cli.entry import entry_values
from piquet_cli.games import get_game
from piquet_cli.scorebook.parties import read_partie

runner = CliRunner()
players = st.integers(0, 4).flatmap(lambda n: names if n == 0 else plain_names)
"""Names mostly taken, so that most examples go on to their hands; sometimes hostile."""
GAMES = {"bezique": "1000", "pinochle": "ten"}
"""Each game with a rule set that plays on for several hands."""

trumps = st.sampled_from(["S", "H", "D", "C", "♠", "x", ""])
sides = st.sampled_from(["elder", "younger", "e", "nobody"])
junk = st.one_of(st.sampled_from(["", "-", "9", "e:", "y:zz", *HOSTILE]), st.text(max_size=8))
EVENTS = {
    "bezique": ["7", "mS", "mH", "rm", "seq", "bz", "dbz", "4A", "4K", "4Q", "4J", "7+bz", "7+rm"],
    "pinochle": ["dix", "mS", "mD", "rm", "seq", "pin", "4A", "4K", "4Q", "4J", "dix+pin"],
}

LAWFUL: dict[str, dict[str, str | bool]] = {
    "bezique": {"declared": "e:rm y:4A e:7+bz", "brisques": "10,6", "last_trick": "elder"},
    "pinochle": {"melded": "e:rm y:4A e:seq", "card_points": "130,rest", "last_trick": "younger"},
}


def events(game: str) -> st.SearchStrategy[str]:
    """A line of events, lawful or not: ``e:rm y:4A e:7+bz``, ``-``, or junk."""
    one = st.tuples(st.sampled_from(["e", "y"]), st.sampled_from(EVENTS[game])).map(":".join)
    return st.one_of(st.lists(one, max_size=6).map(lambda line: " ".join(line) or "-"), junk)


def pair(low: int, high: int) -> st.SearchStrategy[str]:
    number = st.one_of(st.integers(low, high), st.integers(low, high), st.integers(-1, 10**20))
    return st.tuples(number, number).map(lambda p: f"{p[0]},{p[1]}")


@st.composite
def hand_flags(draw: st.DrawFn, game: str) -> dict[str, str | bool]:
    """Flags of one hand: quick totals, or the hand in full, values lawful or not."""
    choice = draw(st.integers(0, 3))
    if choice == 0:
        return {"totals": draw(pair(0, 1300))}
    if choice == 1:  # totals any hand can make: both at least the cards' 250 between them
        return {
            "totals": draw(
                st.tuples(st.integers(130, 600), st.integers(130, 600)).map("{0[0]},{0[1]}".format)
            )
        }
    if choice == 2:  # a hand in full that is lawful, in some trumps
        return {**LAWFUL[game], "trumps": draw(st.sampled_from("SHDC"))}
    flags: dict[str, str | bool] = {"trumps": draw(trumps), "last_trick": draw(sides)}
    if game == "bezique":
        flags["declared"] = draw(events(game))
        flags["brisques"] = draw(st.one_of(st.integers(0, 16).map(lambda n: f"{n},{16 - n}"), pair(0, 16)))
        flags["turn_up_seven"] = draw(st.booleans())
    else:
        flags["melded"] = draw(events(game))
        flags["card_points"] = draw(
            st.one_of(st.integers(0, 240).map(lambda n: f"{n},rest"), st.just("120,120"), pair(0, 240))
        )
        flags["turn_up_ten"] = draw(st.booleans())
    return flags


def command_line(flags: dict[str, str | bool]) -> list[str]:
    """The flags as typed: a yes/no flag is there or not."""
    given_ = {k: v for k, v in flags.items() if v is not False}
    switches = [f"--{k.replace('_', '-')}" for k, v in given_.items() if v is True]
    return [*argv({k: str(v) for k, v in given_.items() if v is not True}), *switches]


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(
    max_examples=examples(15, 300),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(a=players, b=players.map(lambda n: n + "2"), data=st.data())
def test_what_a_bezique_or_pinochle_partie_saves_loads_again_and_no_output_hides_a_character(
    game: str, a: str, b: str, data: st.DataObject
) -> None:
    spec = get_game(game)
    hands = data.draw(st.lists(st.tuples(hand_flags(game), notes), min_size=1, max_size=4), label="hands")
    refused, path = new_partie(a, b, "--game", game, "--rules", GAMES[game])
    if refused:
        assert not path.exists()  # names refused: nothing written
        return
    saved_hands, saved_notes = [], []
    for flags, note in hands:
        before = path.read_bytes()
        note_flag = ["--note", note] if note is not None else []
        done = runner.invoke(app, ["deal", "--file", str(path), *command_line(flags), *note_flag])
        assert done.exit_code in (0, 1, 2), done.output
        assert no_hidden_characters(done.output) == [], done.output
        event(f"a hand refused (exit {done.exit_code})" if done.exit_code else "a hand saved")
        if done.exit_code:
            assert path.read_bytes() == before  # refused: nothing written
            continue
        saved_hands.append(spec.facts(entry_values(spec, flags)))
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
    assert document["players"] == [a.strip(), b.strip()] and document["game"] == game
