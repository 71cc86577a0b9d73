"""Partie files in the scorebook: find, read, create and change one partie.

Joins the storage layer (``store``: atomic saves, locks, stale checks) to the
game's record of a partie (``games.piquet.record``). A partie is scored on
every read, so a file that loads is a file whose every deal is lawful, and a
correction to one deal re-scores everything after it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from piquet_cli.errors import FileProblem, PiquetError
from piquet_cli.games.piquet.partie import Partie, PartieState, score_partie
from piquet_cli.games.piquet.record import deal_key, partie_from_dict, partie_to_dict
from piquet_cli.scorebook import store
from piquet_cli.scorebook.lines import place_in_file
from piquet_cli.scorebook.locate import (
    ensure_scorebook_dir,
    list_partie_files,
    new_partie_path,
    scorebook_dir,
)


@dataclass
class PartieFile:
    """A partie as read from its file, with the version read (for the stale check)."""

    path: Path
    partie: Partie
    state: PartieState
    meta: dict[str, Any] = field(default_factory=dict)
    notes: list[str | None] = field(default_factory=list)
    stamp: store.Stamp | None = None


def partie_from_document(
    path: Path, data: dict[str, Any]
) -> tuple[Partie, PartieState, dict[str, Any], list[str | None]]:
    """Read and score a document; any problem is a FileProblem naming the file."""
    try:
        partie, meta, notes = partie_from_dict(data)
        state = score_partie(partie)
    except PiquetError as error:
        if error.deal is None:
            raise FileProblem(f"{path}: {error.message}") from None
        key = deal_key(error.field, error.side)
        raise FileProblem(place_in_file(path, error.message, error.deal, key), deal=error.deal) from None
    return partie, state, meta, notes


def read_partie(path: Path) -> PartieFile:
    loaded = store.load(path)
    partie, state, meta, notes = partie_from_document(path, loaded.data)
    return PartieFile(path, partie, state, meta, notes, loaded.stamp)


def find_partie(file: Path | None) -> Path:
    """``--file`` if given, else the most recently changed unfinished partie in the scorebook."""
    if file is not None:
        return file
    folder = scorebook_dir()
    for path in list_partie_files(folder) if folder.is_dir() else []:
        try:
            if not read_partie(path).state.finished:
                return path
        except FileProblem:
            continue
    raise FileProblem(
        f"no unfinished partie in the scorebook ({folder}); start one with "
        "'piquet play' or 'piquet new A B', or name a file with --file."
    )


def create_partie(partie: Partie, file: Path | None = None, now: datetime | None = None) -> PartieFile:
    """Write a new partie file (refusing to overwrite one) and return it."""
    now = now or datetime.now().astimezone()
    path = file if file is not None else new_partie_path(ensure_scorebook_dir(), partie.players, now)
    meta = {"created": now.isoformat(timespec="seconds")}
    doc = partie_to_dict(partie, meta)
    state = score_partie(partie)
    with store.locked(path):
        stamp = store.save(path, doc, new=True)
    return PartieFile(path, partie, state, meta, [], stamp)


def save_partie(current: PartieFile, partie: Partie, notes: list[str | None]) -> PartieFile:
    """Save a changed partie over ``current``, scoring it first.

    Nothing is written if the new partie breaks a law (the error says which
    deal) or if the file changed on disk since ``current`` was read.
    """
    try:
        state = score_partie(partie)
    except PiquetError as error:
        error.message = f"{error.message} Nothing was saved."
        raise
    doc = partie_to_dict(partie, current.meta, notes)
    with store.locked(current.path):
        stamp = store.save(current.path, doc, expected_stamp=current.stamp)
    return PartieFile(current.path, partie, state, current.meta, notes, stamp)
