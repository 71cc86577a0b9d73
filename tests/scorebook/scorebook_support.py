"""Constants and types shared by the scorebook tests (the fixtures are in conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

PARTIE_TEXT = """\
format = 1
game = "piquet"
rules = "rubicon"
players = ["Ann", "Bob"]
dealer = "Bob"

[[deals]]
elder_point = "5/48"
younger_point = "-"
elder_seq = "5K,3J"
tricks = "eeyyeeeeyeee"

[[deals]]
totals = [12, 30]
"""

Snapshot = dict[str, bytes]

OpenFailer = Callable[[Callable[[str, int], bool], int], None]
"""``fail_open(when, errno)``: make ``os.open`` fail with ``errno`` where ``when(path, flags)``."""
