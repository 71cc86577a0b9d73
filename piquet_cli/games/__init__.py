"""The games the keeper keeps, found by the name a partie file gives as its ``game``.

A game is a package here with a ``spec`` module whose ``SPEC`` (a
``fields.GameSpec``) says, as plain data, its name, rules, entry flags and own
commands; ``SPEC.engine`` names the module whose ``GAME`` is the game itself
(``protocol.Game``), imported only when a partie of that game is read or
scored. Adding a game is adding such a package: nothing else names it.
``register`` adds one from outside the package (the tests' own game).

Importing this module costs nothing: the command line reads the specs when it
builds its options, and a game's engine is loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from piquet_cli.games.fields import GameSpec
    from piquet_cli.games.protocol import Game

_specs: dict[str, GameSpec] = {}
_games: dict[str, Game[Any]] = {}
_found = False


def _find_built_in() -> None:
    """The packages beside this module that have a ``spec``: the games shipped."""
    global _found
    if _found:
        return
    _found = True
    import importlib
    import os

    with os.scandir(__path__[0]) as found:
        names = sorted(
            e.name for e in found if e.is_dir() and os.path.isfile(os.path.join(e.path, "spec.py"))
        )
    for name in names:
        if name.isidentifier():
            spec: GameSpec = importlib.import_module(f"{__name__}.{name}.spec").SPEC
            _specs.setdefault(spec.name, spec)


def register(spec: GameSpec, game: Game[Any] | None = None) -> None:
    """Keep a game by its spec (and, if given, the game itself rather than ``spec.engine``)."""
    _find_built_in()
    _specs[spec.name] = spec
    if game is not None:
        _games[spec.name] = game


def unregister(name: str) -> None:
    """Forget a game ``register`` added (the tests clean up after themselves)."""
    _specs.pop(name, None)
    _games.pop(name, None)


DEFAULT_GAME = "piquet"
"""The keeper's first game: what a partie file without ``game`` holds, ``--game``'s default, and
the game listed first."""


def game_specs() -> tuple[GameSpec, ...]:
    """Every game kept, the default first, then by name."""
    _find_built_in()
    return tuple(sorted(_specs.values(), key=lambda s: (s.name != DEFAULT_GAME, s.name)))


def game_names() -> tuple[str, ...]:
    return tuple(s.name for s in game_specs())


def game_spec(name: str) -> GameSpec | None:
    if name not in _specs and not _found:
        _find_one(name)
    if name not in _specs:
        _find_built_in()
    return _specs.get(name)


def _find_one(name: str) -> None:
    """The game shipped as the package ``name``, if any, without reading every game's spec (a
    command on one partie needs only its own game's)."""
    import os.path

    # os.path.isfile, not Path.is_file: a name too long for a file name (a 300-letter game in a
    # hand-edited file) is no game, not an OSError
    if name.isidentifier() and name.isascii() and os.path.isfile(os.path.join(__path__[0], name, "spec.py")):
        import importlib

        spec: GameSpec = importlib.import_module(f"{__name__}.{name}.spec").SPEC
        _specs.setdefault(spec.name, spec)


def get_game(name: str) -> Game[Any]:
    """The game called ``name`` (a partie file's ``game``); KeyError if none is kept by that name."""
    if name not in _games:
        spec = game_spec(name)
        if spec is None:
            raise KeyError(name)
        import importlib

        _games[name] = importlib.import_module(spec.engine).GAME
    return _games[name]
