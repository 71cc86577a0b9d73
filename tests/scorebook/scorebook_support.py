"""Constants and types shared by the scorebook tests (the fixtures are in conftest.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

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

REPO = Path(__file__).resolve().parents[2]


STORAGE_FORMAT_1 = """
import piquet_cli.scorebook.store as _store
_store.CURRENT_FORMAT = 1
del _store.MIGRATIONS[1]
"""
"""What conftest's ``_storage_format_1`` does, for a child process."""


def start_python(code: str, *args: str) -> subprocess.Popen[str]:
    """Start ``python -c code args…`` with this checkout importable, its store on format 1
    as in this process; stdin and stdout piped, as text."""
    paths = [str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]
    return subprocess.Popen(
        [sys.executable, "-c", STORAGE_FORMAT_1 + code, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(paths)},
    )
