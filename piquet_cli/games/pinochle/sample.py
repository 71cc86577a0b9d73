"""A random lawful next hand of a Pinochle partie (``Game.sample``), as a player types it (by field key).

Mostly a hand in full: trumps, elder's card points (the rest, of 240, the dealer's), who won
the last trick, and melds drawn one at a time, each kept only if the laws still take the
hand with it — the tricks the melds show were won bound the card points (``bounds``), the
cards each meld needs bound the melds (``games.sampling``); at times a score card's two
totals, in tens (each at least 130: the two hold the 250 of the cards and the last trick).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from piquet_cli.games.pinochle.rules import CARD_POINTS
from piquet_cli.games.sampling import first_taken, grow

if TYPE_CHECKING:
    from piquet_cli.games.protocol import Game
    from piquet_cli.games.view import Partie

CODES = ("dix", "mS", "mH", "mD", "mC", "rm", "seq", "pin", "4A", "4K", "4Q", "4J", "dix+pin")


def sample(game: Game[Any], rng: random.Random, partie: Partie) -> dict[str, str]:
    def draw() -> dict[str, str]:
        if rng.random() < 0.2:
            return {"totals": f"{10 * rng.randint(13, 60)},{10 * rng.randint(13, 60)}"}
        return {
            "trumps": rng.choice("SHDC"),
            "melded": "-",
            "card_points": f"{rng.randint(0, CARD_POINTS)},rest",
            "last_trick": rng.choice(("elder", "younger")),
        }

    flags = first_taken(game, partie, draw)
    if "totals" in flags:
        return flags
    events = [f"{rng.choice('ey')}:{code}" for code in CODES]
    return grow(game, partie, rng, flags, "melded", events, rng.randint(0, 6))
