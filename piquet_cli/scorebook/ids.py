"""The ids ``piquet history`` shows: each partie's place in the order the parties of the
scorebook were created, 1 the oldest.

A new partie takes the next id, so the ids of the others stay as they were;
deleting a partie file moves the ids of those created after it down by one.
``--file`` takes an id where no file has that name (``piquet show --file 7``).
"""

from __future__ import annotations

from pathlib import Path

from piquet_cli.scorebook.index import Entry, read_scorebook
from piquet_cli.scorebook.locate import scorebook_dir


def numbered(entries: list[Entry]) -> dict[Path, int]:
    """Each entry's id: its place in the order of creation (its ``created`` key, else the
    time its file last changed; then its name), 1 the oldest."""
    order = sorted(entries, key=lambda e: (e.when, e.mtime_ns, e.path.name))
    return {entry.path: number for number, entry in enumerate(order, start=1)}


def partie_by_id(number: int) -> Path | None:
    """The partie file of the scorebook with this id, or None."""
    folder = scorebook_dir()
    entries = read_scorebook(folder) if folder.is_dir() else []
    return next((path for path, n in numbered(entries).items() if n == number), None)
