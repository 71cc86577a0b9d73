"""What the tests every game gets share (``test_conformance*.py``): every game kept, by the
registry alone, and the tests' own toy game (``toy_game``) registered beside them; the
command with all their flags; and the command line of a game's sampled deal.

A new game gets the whole suite by being registered, and by a ``sample`` (``Game.sample``:
a random lawful next deal as typed flags) in its package.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
import toy_game
import typer
import typer.main
import typer.testing

from piquet_cli import games
from piquet_cli.cli.app import make_app
from piquet_cli.cli.entry import entry_values
from piquet_cli.games.fields import GameSpec
from piquet_cli.games.protocol import Game
from piquet_cli.games.view import Partie


def spec_of(name: str) -> GameSpec:
    """The spec of a game kept (the toy's, registered or not: the tests parametrize before)."""
    return games.game_spec(name) or toy_game.SPEC


GAMES = tuple(dict.fromkeys((*games.game_names(), toy_game.SPEC.name)))
"""Every game the registry keeps, and the tests' own: parametrize over these, never by name."""

RULES = tuple((name, rules) for name in GAMES for rules in spec_of(name).rules)
"""Each game with each of its rule sets."""


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[typer.Typer]:
    """The whole command, with the toy game registered (and forgotten after the test).

    Typer's test runner builds the Click command again at each ``invoke`` (two thirds of a
    ``deal``'s time): here it is built once, and each ``invoke`` of this app runs that one."""
    games.register(toy_game.SPEC, toy_game.GAME)
    try:
        app = make_app()
        built, build = typer.main.get_command(app), typer.main.get_command  # what typer.testing calls
        monkeypatch.setattr(
            typer.testing, "_get_command", lambda given: built if given is app else build(given)
        )
        yield app
    finally:
        games.unregister(toy_game.SPEC.name)


PLAYERS = ("Ann", "Bob", "Cal", "Dee")


def players_of(name: str, rules: str) -> tuple[str, ...]:
    """As many players as the game's rule set takes (``GameSpec.players_for``), in order round
    the table: Ann and Bob at two; Ann, Bob, Cal and Dee at four (partners, Ann and Cal)."""
    return PLAYERS[: spec_of(name).players_for(rules)]


def game_of(name: str) -> Game:
    """The game kept by ``name`` (the toy registered by ``registered``)."""
    return games.get_game(name)


def sample(game: Game[Any], rng: random.Random, partie: Partie) -> dict[str, str]:
    """The game's random lawful next deal. A game kept without ``sample`` fails here: the tests
    every game gets cannot drive it, and a game must not pass them by being left out."""
    draw = getattr(game, "sample", None)
    assert draw is not None, (
        f"{game.spec.name} has no sample (Game.sample): the conformance suite cannot drive it"
    )
    flags: dict[str, str] = draw(rng, partie)
    return flags


def typed(game: Game[Any], entry: Mapping[str, str]) -> list[str]:
    """A sample as typed: each field's flag and its text, a yes/no flag alone."""
    words: list[str] = []
    for key, text in entry.items():
        field = game.spec.field(key)
        assert field is not None and field.flag, (game.spec.name, key)
        words += [field.flag] if field.kind == "flag" else [field.flag, text]
    return words


def keyed(game: Game[Any], entry: Mapping[str, str]) -> dict[str, Any]:
    """A sample as the command's body receives it (``entry``): a yes/no field true."""
    kinds = {f.key: f.kind for f in game.spec.fields}
    return {key: (True if kinds[key] == "flag" else text) for key, text in entry.items()}


NAMES = ("Ann", "Bob", "Cal", "Dee")


def names_for(name: str, rules: str) -> tuple[str, ...]:
    """The players of a partie of the game ``name`` at its rules ``rules``: as many as they take."""
    return NAMES[: spec_of(name).players_for(rules)]


def lawful_partie(name: str, rules: str, rng: random.Random, deals: int) -> Partie:
    """A partie of up to ``deals`` random lawful deals (fewer if it ends first), in memory; each
    deal's values read against its seats as the game seats it (``PartieView.seats_next``)."""
    game = game_of(name)
    partie = game.new_partie(names_for(name, rules), 0, rules, {})
    for _ in range(deals):
        view = game.score(partie)
        if view.finished:
            break
        flags = sample(game, rng, partie)
        facts = game.facts(entry_values(game, keyed(game, flags), view.seats_next))
        partie = partie._replace(deals=(*partie.deals, facts))
    return partie
