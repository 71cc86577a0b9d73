"""Random lawful deals, for the tests every game gets (``Game.sample``): a game's own ``sample``
module draws candidate entries (each field's text as typed after its flag, by field key), and
keeps the first its own laws take.

A candidate is taken as ``piquet deal`` takes flags given whole: each text read by the game's
notation, the deal's facts made from them, nothing ``missing``, and the partie with the deal
added scored without a refusal. So a sample is lawful by the game's own checks, never by a
second copy of its laws. Imported by the ``sample`` modules only, never at start-up.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from piquet_cli.errors import PiquetError

if TYPE_CHECKING:
    from piquet_cli.games.protocol import Game
    from piquet_cli.games.view import Partie

TRIES = 200
"""Candidates drawn before a game's sample gives up (it raises LookupError: a bug in the sample)."""


def taken(game: Game[Any], partie: Partie, entry: Mapping[str, str]) -> bool:
    """Whether ``piquet deal`` records ``entry`` (field key to the text typed after its flag; a
    yes/no field, typed alone, to ``""``) as the next deal of ``partie``, nothing more asked."""
    values = {}
    try:
        for key, text in entry.items():
            field = game.spec.field(key)
            if field is None or not field.flag:
                raise LookupError(f"{game.spec.name} has no entry field {key!r}")
            values[key] = True if field.kind == "flag" else game.parse(field.codec, text)
        facts = game.facts(values)
        if game.missing(facts, partie):
            return False
        game.score(partie._replace(deals=(*partie.deals, facts)))
    except PiquetError:
        return False
    return True


def first_taken(game: Game[Any], partie: Partie, draw: Callable[[], dict[str, str]]) -> dict[str, str]:
    """The first of ``draw``'s candidates that ``taken`` takes."""
    for _ in range(TRIES):
        entry = draw()
        if taken(game, partie, entry):
            return entry
    raise LookupError(f"no lawful {game.spec.name} deal in {TRIES} candidates")


def grow(
    game: Game[Any],
    partie: Partie,
    rng: random.Random,
    entry: dict[str, str],
    key: str,
    choices: Sequence[str],
    most: int,
) -> dict[str, str]:
    """``entry`` with ``key`` a line of up to ``most`` events drawn from ``choices`` one at a
    time, each kept only if the deal is still taken with it (the order of a hand's events
    matters: each is judged after those before it); ``-`` if none is."""
    events: list[str] = []
    for _ in range(most):
        line = " ".join([*events, rng.choice(choices)])
        if taken(game, partie, entry | {key: line}):
            events.append(line.rsplit(" ", 1)[-1])
    return entry | {key: " ".join(events) or "-"}
