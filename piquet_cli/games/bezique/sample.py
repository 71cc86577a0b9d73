"""A random lawful next hand of a Bezique partie (``Game.sample``), as a player types it (by field key).

Mostly a hand in full: trumps, at times the seven turned up, the brisques (the sixteen aces
and tens) shared out, who won the last trick, and declarations drawn one at a time, each
kept only if the laws still take the hand with it (``games.sampling``); at times a score
card's two totals, in tens as the game scores.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from piquet_cli.games.sampling import first_taken, grow

if TYPE_CHECKING:
    from piquet_cli.games.protocol import Game
    from piquet_cli.games.view import Partie

CODES = ("7", "mS", "mH", "mD", "mC", "rm", "seq", "bz", "dbz", "4A", "4K", "4Q", "4J", "7+bz", "7+rm")
BRISQUES = 16


def sample(game: Game[Any], rng: random.Random, partie: Partie) -> dict[str, str]:
    def draw() -> dict[str, str]:
        if rng.random() < 0.2:
            return {"totals": f"{10 * rng.randint(13, 60)},{10 * rng.randint(13, 60)}"}
        won = rng.randint(0, BRISQUES)
        flags = {
            "trumps": rng.choice("SHDC"),
            "declared": "-",
            "brisques": f"{won},{BRISQUES - won}",
            "last_trick": rng.choice(("elder", "younger")),
        }
        if rng.random() < 0.3:
            flags["turn_up_seven"] = ""
        return flags

    flags = first_taken(game, partie, draw)
    if "totals" in flags:
        return flags
    events = [f"{rng.choice('ey')}:{code}" for code in CODES]
    return grow(game, partie, rng, flags, "declared", events, rng.randint(0, 8))
