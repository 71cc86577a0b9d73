"""A random lawful next deal of a Piquet partie (``Game.sample``), as a player types it (by field key).

Mostly a real deal: a shuffled pack of 32, twelve cards to each hand as held after the
exchange (``--elder-hand``, ``--younger-hand``: the keeper finds every declaration) and who
won each trick (``--tricks``); at times a paper score card's two totals (``--totals``, not
au cent, where totals alone can leave open who reached 100 first, nor in an open partie, which
takes the hands and the tricks only). Kept only if the laws take it (``games.sampling``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from piquet_cli.games.sampling import first_taken

if TYPE_CHECKING:
    from piquet_cli.games.protocol import Game
    from piquet_cli.games.view import Partie

PACK = tuple(rank + suit for suit in "SHDC" for rank in ("7", "8", "9", "T", "J", "Q", "K", "A"))


def sample(game: Game[Any], rng: random.Random, partie: Partie) -> dict[str, str]:
    def draw() -> dict[str, str]:
        if partie.rules != "au-cent" and not partie.options.get("open") and rng.random() < 0.25:
            return {"totals": f"{rng.randint(0, 60)},{rng.randint(0, 60)}"}
        pack = list(PACK)
        rng.shuffle(pack)
        return {
            "elder_hand": " ".join(pack[:12]),
            "younger_hand": " ".join(pack[12:24]),
            "tricks": "".join(rng.choice("ey") for _ in range(12)),
        }

    return first_taken(game, partie, draw)
