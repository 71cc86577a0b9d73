"""bench/keystrokes, run as the suite runs everything else, so the script never rots unseen
(it read the engine's own partie state, which the game-neutral core took away, and nothing
noticed): Cavendish's example deal in at most 40 keys, scored 28 to 23."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "bench" / "keystrokes"


def test_cavendishs_deal_is_entered_within_the_keystroke_budget() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "Cavendish's example deal: 39 keys (budget 40), scored Ann 28, Bob 23." in done.stdout
