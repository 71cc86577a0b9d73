"""bench/pinochle_richest, run as the suite runs everything else: the 820 the quick totals
take as the most one player's melds can make is the bound of every choice of melds whose
copies fit in 22 cards, and the keeper accepts a list worth that much (docs/pinochle.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from piquet_cli.games.pinochle.bounds import MOST_MELDS_BY_ONE

SCRIPT = Path(__file__).resolve().parent.parent.parent / "bench" / "pinochle_richest"


def test_the_richest_melds_by_one_player_are_the_bound_and_are_reached() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "richest melds by one player: 820 (reached)" in done.stdout
    assert MOST_MELDS_BY_ONE == 820
