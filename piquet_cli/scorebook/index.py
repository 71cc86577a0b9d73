"""Read the whole scorebook at once: one record per partie file, for history and ledger.

Scoring a partie from the facts in its file costs several times what parsing
the file does, so the records are kept in an index beside the parties,
``.piquet-index.json`` (hidden: never listed as a partie). A file is read
again — once, with tomllib, with no lock — only when its size, times or inode
differ from what the index noted, and everything is read again when the
code that scores the parties declares a new version (``fingerprint.SCORING_VERSION``, each game's
``GameSpec.scoring_version``). The index is only a cache: if it is missing,
damaged or cannot be written, everything still works, only slower.

A file that cannot be read as a partie is not an error here: its record is
``Damaged``, with the one sentence ``FileProblem`` gives for it.
"""

from __future__ import annotations

import json
import os
import tomllib
from contextlib import suppress
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from piquet_cli.errors import FileProblem
from piquet_cli.games.partie_record import PartieRecord
from piquet_cli.i18n import N_
from piquet_cli.records import NamedTuple
from piquet_cli.scorebook import leftovers, store
from piquet_cli.scorebook.fingerprint import INDEX_FORMAT, engine_fingerprint
from piquet_cli.scorebook.index_records import record_from_json, record_to_json
from piquet_cli.scorebook.limits import plainly_fits, problem_in
from piquet_cli.scorebook.locate import scan_partie_files
from piquet_cli.scorebook.names import INDEX_NAME
from piquet_cli.scorebook.reading import read_regular

if TYPE_CHECKING:
    from piquet_cli.scorebook.unfinished import FolderTime

MAX_INDEX_BYTES = 256 * 2**20
"""Far more than the index of a hundred thousand parties; a bigger file is not the index."""


class Damaged(NamedTuple):
    """A file in the scorebook that is not a readable partie, and why."""

    problem: str


class Entry(NamedTuple):
    """One partie file of the scorebook and what it holds."""

    path: Path
    mtime_ns: int
    record: PartieRecord | Damaged

    @property
    def when(self) -> float:
        """When the partie was created (its ``created`` key), else when the file last changed,
        in seconds since 1970 (for the order of the parties)."""
        created = self.record.created if isinstance(self.record, PartieRecord) else None
        moment = created_moment(created)
        if moment is None:
            return self.mtime_ns / 1e9
        try:
            return moment.timestamp()
        except (ValueError, OverflowError, OSError):  # a naive year 1 or 9999 is out of range in some zones
            aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
            return (aware - _EPOCH).total_seconds()

    @property
    def moment(self) -> datetime:
        """When the partie was created, as written in it, else when its file last changed (local
        time; the earliest or latest date-time there is for a file time beyond them)."""
        created = self.record.created if isinstance(self.record, PartieRecord) else None
        moment = created_moment(created)
        if moment is not None:
            return moment
        try:
            return datetime.fromtimestamp(self.mtime_ns / 1e9)
        except (ValueError, OverflowError, OSError):
            return datetime.min if self.mtime_ns < 0 else datetime.max


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def created_moment(created: str | None) -> datetime | None:
    """The ``created`` key as a date-time, or None if it is missing or not a date."""
    if created is None:
        return None
    try:
        return datetime.fromisoformat(created)
    except ValueError:
        return None


def read_scorebook(folder: Path) -> list[Entry]:
    """Every partie file in ``folder``, most recently changed first, read through the index."""
    from piquet_cli.scorebook.unfinished import folder_time

    seen = folder_time(folder)  # before the listing: a partie made while the files are read is not covered
    files = scan_partie_files(folder)
    leftovers.remove_forsaken(folder)  # what killed saves and lock holders left, if no live one holds it
    index_path = folder / INDEX_NAME
    engine = engine_fingerprint()
    known = _load_index(index_path, engine)
    entries: list[Entry] = []
    fresh: dict[str, list[Any]] = {}
    changed = len(known) != len(files)
    for path, info in files:
        key = [info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino]
        noted = known.get(path.name)
        record = _from_json(noted[4]) if noted is not None and noted[:4] == key else None
        if record is None or noted is None:
            record = read_record(path, info.st_size)
            noted = [*key, _to_json(record)]
            changed = True
        fresh[path.name] = noted
        entries.append(Entry(path, info.st_mtime_ns, record))
    _note_unfinished(folder, engine, entries, fresh, seen, unchanged=not changed)
    if changed:  # after the note, which is settled only if nothing changed the folder since it was seen
        _save_index(index_path, engine, fresh)
    return entries


REBUILD_AT_ONCE = 100
"""Without a note of unfinished parties, a command given no --file brings the index up to date
first (and so leaves the note) only if at most this many files lack a record in it (some 0.1 to
0.5 s of scoring); with more — no index yet, or every record made by an older engine — it reads
the parties newest first instead (``newest_first_unindexed``) and leaves the index to ``history``."""


def newest_first_unindexed(folder: Path) -> list[Path] | None:
    """The partie files the index does not know to be finished, most recently changed first,
    when more than ``REBUILD_AT_ONCE`` of them have no record there; None when fewer do (then
    ``read_scorebook`` is quick). Reads no partie file (one ``stat`` each)."""
    files = scan_partie_files(folder)
    known = _load_index(folder / INDEX_NAME, engine_fingerprint())
    if not known:  # no index, or one of another engine: every file
        return [path for path, _ in files] if len(files) > REBUILD_AT_ONCE else None
    candidates: list[Path] = []
    unknown = 0
    for path, info in files:
        noted = known.get(path.name)
        key = [info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino]
        record = _from_json(noted[4]) if noted is not None and noted[:4] == key else None
        if record is None:
            unknown += 1
            candidates.append(path)
        elif isinstance(record, PartieRecord) and not record.finished:
            candidates.append(path)
    return candidates if unknown > REBUILD_AT_ONCE else None


def _note_unfinished(
    folder: Path,
    engine: str,
    entries: list[Entry],
    fresh: dict[str, list[Any]],
    seen: FolderTime | None,
    *,
    unchanged: bool,
) -> None:
    """Leave the note by which commands without --file find the unfinished partie fast."""
    from piquet_cli.scorebook.unfinished import write_note

    unfinished = {
        e.path.name for e in entries if isinstance(e.record, PartieRecord) and not e.record.finished
    }
    keys = {name: noted[:4] for name, noted in fresh.items()}
    write_note(
        folder,
        engine,
        {n: k for n, k in keys.items() if n in unfinished},
        {n: k for n, k in keys.items() if n not in unfinished},
        seen,
        unchanged=unchanged,
    )


def read_record(path: Path, size: int | None = None) -> PartieRecord | Damaged:
    """Read one partie file once (tomllib, no lock) and score it; Damaged if it is not a partie,
    saying why in English, as the index and the JSON keep it (``problem_said`` says it in the
    language spoken)."""
    from piquet_cli.i18n import speaking

    with speaking("en"):
        return _read_record(path, size)


def problem_said(entry: Entry) -> str:
    """Why a damaged file is not a partie, in the language spoken: its file read again (the
    index keeps the English), or the English if it reads otherwise now."""
    from piquet_cli.i18n import active

    record = entry.record
    assert isinstance(record, Damaged)
    if active() == "en":
        return record.problem
    again = _read_record(entry.path, None)
    return again.problem if isinstance(again, Damaged) else record.problem


def _read_record(path: Path, size: int | None) -> PartieRecord | Damaged:
    """Read one partie file once (tomllib, no lock) and score it; Damaged if it is not a partie.

    The common case is read directly; anything unusual (too big, not UTF-8,
    bad TOML, another format) goes through ``store.load``, which says why in
    the sentence every other command uses. The game may make the record without scoring
    the partie the full way (``Game.quick_record``); what it leaves is scored in full.
    """
    try:
        data = _quick_load(path, size)
        if data is None:
            data = store.load(path).data
        created, origin = _created_and_origin(data)
        record = _quick_record(data, created, origin)
        if record is not None:
            return record
        from piquet_cli.scorebook.scoring import partie_from_document  # only for the full way

        _, view, meta, _ = partie_from_document(path, data)
    except FileProblem as problem:
        return Damaged(_one_line(problem.message, path))
    except Exception as error:  # noqa: BLE001 — a bug met in one file must not hide every other partie
        return Damaged(
            f"internal error reading it ({type(error).__name__}); 'piquet --debug show --file"
            f" {path.name}' shows it, to report"
        )
    from piquet_cli.games.partie_record import record_of

    return record_of(view, *_created_and_origin(meta))


def _created_and_origin(keys: dict[str, Any]) -> tuple[str | None, str]:
    """A record's ``created`` (text; a hand-written TOML date, unquoted, as ISO text) and
    ``origin`` ("imported" from a paper score card, else "played"), from a partie's other keys."""
    created = keys.get("created")
    if isinstance(created, (datetime, date)):
        created = created.isoformat()
    origin = "imported" if keys.get("imported_from") is not None else "played"
    return created if isinstance(created, str) else None, origin


def _quick_record(data: dict[str, Any], created: str | None, origin: str) -> PartieRecord | None:
    """The record the document's game makes without its full view, if it can (``Game.quick_record``)."""
    from piquet_cli.games import DEFAULT_GAME, game_spec, get_game

    name = data.get("game", DEFAULT_GAME)
    if type(name) is not str or game_spec(name) is None:
        return None
    return get_game(name).quick_record(data, created, origin)


def _quick_load(path: Path, size: int | None) -> dict[str, Any] | None:
    """The document of an ordinary current-format file, or None to go the careful way."""
    if size is not None and size > store.MAX_BYTES:
        return None
    try:
        raw, _ = read_regular(path, store.MAX_BYTES)
        data = tomllib.loads(raw.decode("utf-8").removeprefix("\ufeff"))
    except (OSError, ValueError, RecursionError):  # ValueError: not UTF-8, not TOML, a 5,000-digit number
        return None
    if data.get("format") != store.CURRENT_FORMAT or (
        not plainly_fits(data) and problem_in(data) is not None
    ):
        return None
    return data


def _one_line(message: str, path: Path) -> str:
    """A FileProblem's sentence on one line, naming the file by its name alone."""
    first = message.split("\n", 1)[0]
    return first.replace(str(path), path.name)


def _load_index(path: Path, engine: str) -> dict[str, list[Any]]:
    """The index's entries by file name, or none if it is missing, damaged or stale."""
    try:
        raw, _ = read_regular(path, MAX_INDEX_BYTES, N_("an index"), follow=False)
        doc = json.loads(raw)
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(doc, dict) or doc.get("engine") != engine or not isinstance(doc.get("files"), dict):
        return {}
    return {name: v for name, v in doc["files"].items() if isinstance(v, list) and len(v) == 5}


def _save_index(path: Path, engine: str, files: dict[str, list[Any]]) -> None:
    """Replace the index in one rename; if it cannot be written, never mind. A symbolic link at
    its name is left as it is, never replaced (``links_refused`` says so)."""
    if os.path.islink(path):
        return
    text = json.dumps(
        {"format": INDEX_FORMAT, "engine": engine, "files": files}, ensure_ascii=False, separators=(",", ":")
    )
    from piquet_cli.scorebook.atomic import new_temporary  # only when the index changed

    with suppress(OSError):
        fd, temporary = new_temporary(path, path.name.removeprefix("."))  # .piquet-index.json.XXXXXXXX.tmp
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(temporary, path)
        finally:
            with suppress(FileNotFoundError):
                os.unlink(temporary)


def links_refused(folder: Path) -> list[str]:
    """A sentence for each of the scorebook's caches (the index, the note of unfinished parties)
    found to be a symbolic link: piquet never reads or writes one through a link, nor replaces
    the link, so the commands work without it, only slower."""
    from piquet_cli.i18n import _
    from piquet_cli.scorebook.names import NOTE_NAME

    said = []
    for name, sentence in (
        (
            INDEX_NAME,
            N_(
                "{path} is a symbolic link; piquet never writes the scorebook's index through a link, so it"
                " left the link as it is and read the parties without it (slower). Remove the link to keep"
                " the scorebook's index again."
            ),
        ),
        (
            NOTE_NAME,
            N_(
                "{path} is a symbolic link; piquet never writes the note of unfinished parties through a"
                " link, so it left the link as it is and read the parties without it (slower). Remove the"
                " link to keep the note of unfinished parties again."
            ),
        ),
    ):
        path = folder / name
        if os.path.islink(path):
            said.append(_(sentence).format(path=path))
    return said


def _to_json(record: PartieRecord | Damaged) -> dict[str, Any] | list[Any]:
    return {"problem": record.problem} if isinstance(record, Damaged) else record_to_json(record)


def _from_json(raw: Any) -> PartieRecord | Damaged | None:
    """A record back from the index (``index_records``); None if the entry is not one."""
    if type(raw) is dict:
        problem = raw.get("problem")
        return Damaged(problem) if len(raw) == 1 and type(problem) is str else None
    return record_from_json(raw)
