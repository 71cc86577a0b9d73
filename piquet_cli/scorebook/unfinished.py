"""Which parties of the scorebook are unfinished, without reading every file.

Every command given no ``--file`` acts on the most recently changed unfinished
partie (docs/contract.md, "Files"). Scoring every file to find it took seconds on
a scorebook of thousands, and even reading the whole index beside them
(``.piquet-index.json``, every partie's record) costs more than the command.
So each time the index is brought up to date, a small note is written beside
it, ``.piquet-unfinished.json``: the unfinished parties with the size, times
and inode each had, a digest of the same for every other file, the engine's
fingerprint, and the folder's modification time.

``unfinished_parties`` trusts the note when it can prove it still holds:

* the folder has not changed since the note was written (no partie file was
  added, removed, renamed or saved by piquet — every save renames a file into
  the folder): only the few unfinished parties are looked at;
* else every file is looked at (one ``stat`` each, no reading) and the note
  holds if the files it knew finished are exactly as they were;
* else, or with no note, the index is brought up to date (``read_scorebook``),
  which reads the files that changed and writes a new note — unless more than
  ``index.REBUILD_AT_ONCE`` files have no record in it (no index yet, or one an
  older engine made): then the files not known finished are read newest first,
  the first unfinished one is taken and ``parties.LOOK_FURTHER`` more are read
  for others (issue 25: an everyday command never waits on the whole scorebook);
  the index and its note are left to ``piquet history`` — unless none of the
  first ``REBUILD_AT_ONCE`` read is unfinished: then they are made after all.

The one change the first check cannot see is a finished partie edited in
place by hand (not through piquet, not by an editor that saves by renaming)
to be unfinished again: it is found the next time the folder changes or the
index is read (``piquet history``), or at once with ``--file``. The note is
only a cache: written in place, a torn or missing note is simply not trusted.

The folder's time a note keeps is the time it had *before* the files were listed
(issue 19, item 18: taken after, it also covered a partie made while a long
``history`` read the others, which then stayed invisible). And since a disk
stamps times by its clock's tick (4 ms on many), two changes a tick apart can
leave the folder the same time: so the first check trusts a note only if it is
``settled``, its folder time looked at least ``SETTLED_NS`` old when it was taken,
so that any change after the look bears another. A save by piquet keeps the note
true itself (``after_save``), under a lock on the note, so that two piquets saving
at once never leave a note that one of the saves would belie.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from piquet_cli.i18n import N_
from piquet_cli.records import NamedTuple
from piquet_cli.scorebook.names import NOTE_NAME
from piquet_cli.scorebook.reading import read_regular

Key = list[int]
"""What a file's identity is taken to be: size, mtime, ctime and inode (as the index keeps)."""


def file_key(info: os.stat_result) -> Key:
    return [info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino]


def _mark(name: str, key: Key) -> int:
    try:  # BLAKE2 from CPython's own module: hashlib would load OpenSSL first, some 4 ms of every deal
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover - an interpreter built without it
        from hashlib import blake2b

    text = f"{name}:{':'.join(map(str, key))}"
    return int.from_bytes(blake2b(text.encode("utf-8", "surrogateescape"), digest_size=16).digest(), "big")


def _digest(keys: dict[str, Key]) -> str:
    """A digest of files and their keys that one file's change updates without the others:
    the sum of a hash of each (name, key), modulo 2**128."""
    return _hex(sum(_mark(name, key) for name, key in keys.items()))


def _hex(total: int) -> str:
    return f"{total % 2**128:032x}"


SETTLED_NS = 50_000_000
"""A folder time seen at least this old (50 ms, a few ticks of any disk's clock) is one no
later change can bear."""

NOTE_LOCK_TIMEOUT = 5.0
"""Seconds to wait for another piquet to finish writing the note (it takes microseconds)."""


class FolderTime(NamedTuple):
    """The folder's modification time as seen, and whether it was settled then."""

    mtime_ns: int
    settled: bool


def folder_time(folder: Path) -> FolderTime | None:
    """Look at the folder's time now (before listing it); None if it cannot be seen."""
    import time

    try:
        mtime = folder.stat().st_mtime_ns
    except OSError:
        return None
    return FolderTime(mtime, time.time_ns() - mtime >= SETTLED_NS)


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NOTE_BYTES = 1 << 22
"""The note lists a scorebook's unfinished parties: four mebibytes is not one."""


def _read_text(path: Path) -> bytes:
    """The note's bytes: a regular file, never through a link, read without blocking and
    within a bound (OSError otherwise: a FIFO or a device at its name is no note)."""
    return read_regular(path, _NOTE_BYTES, N_("a note of unfinished parties"), follow=False)[0]


@contextmanager
def _held(path: Path, *, create: bool = False) -> Iterator[int]:
    """The note open for reading and writing in place, locked (``flock``) for the ``with`` block:
    one piquet at a time reads and writes it. Never through a link, into a FIFO or a device, nor
    into a file with another name (a hard link): any of those at its name is an OSError, and
    the note, only a cache, is then left alone. Opened without blocking (a FIFO planted there
    must not stop the command). ``create``: make it if it is missing (which changes the folder).
    OSError too if another piquet holds it longer than ``NOTE_LOCK_TIMEOUT``."""
    flags = os.O_RDWR | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags | (os.O_CREAT if create else 0), 0o666)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
            raise OSError(errno.EINVAL, f"{path} is not the note's own regular file")
        _lock(fd)
        yield fd
    finally:
        os.close(fd)  # lets go of the lock too


def _lock(fd: int) -> None:
    try:
        import fcntl
    except ImportError:  # no flock here (Windows): the note is written as it is
        return
    import time

    deadline = time.monotonic() + NOTE_LOCK_TIMEOUT
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(0.001)


def _read_held(fd: int) -> dict[str, Any] | None:
    """The note as it is, read through its open descriptor; None if it is not one."""
    import json

    os.lseek(fd, 0, os.SEEK_SET)
    chunks: list[bytes] = []
    left = _NOTE_BYTES + 1
    while left > 0 and (chunk := os.read(fd, min(1 << 16, left))):
        chunks.append(chunk)
        left -= len(chunk)
    try:
        note = json.loads(b"".join(chunks)) if left > 0 else None
    except ValueError:
        return None
    return note if isinstance(note, dict) else None


def _write_held(fd: int, note: dict[str, Any]) -> None:
    """Write the note in place (a rename would change the folder), emptied first."""
    import json

    raw = json.dumps(note, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    view = memoryview(raw)
    while view:
        view = view[os.write(fd, view) :]


def _still(folder: Path, seen: FolderTime) -> bool:
    """Whether the folder's time is what ``seen`` saw, and was settled then: nothing changed since."""
    try:
        return seen.settled and folder.stat().st_mtime_ns == seen.mtime_ns
    except OSError:
        return False


def _plain_names(names: object) -> list[str]:
    """The partie names a note lists: plain ``NAME.toml`` names in the folder, nothing else
    (a note written by hand cannot send a command to a file outside the scorebook)."""
    if not isinstance(names, dict):
        return []
    return [
        n
        for n in names
        if isinstance(n, str)
        and n.endswith(".toml")
        and not n.startswith(".")
        and os.sep not in n
        and (os.altsep is None or os.altsep not in n)
        and n not in (".", "..")
    ]


def write_note(
    folder: Path,
    engine: str,
    unfinished: dict[str, Key],
    others: dict[str, Key],
    seen: FolderTime | None,
    *,
    unchanged: bool = False,
) -> None:
    """Note the unfinished parties and a digest of every other partie file (finished or
    damaged), as the index has just found them in the folder listed after ``seen``. If it
    cannot be written, never mind.

    ``unchanged``: the index found every file as it had noted it. Then a note of this engine
    with the same unfinished parties keeps its digest of the others, not worked out again
    (were it wrong, the second check would only find it so, and read the scorebook)."""
    if seen is None:
        return
    with suppress(OSError), _held(folder / NOTE_NAME, create=True) as fd:
        note = _read_held(fd)
        settled = _still(folder, seen)  # nothing changed since the folder was listed
        kept = (
            unchanged
            and note is not None
            and note.get("engine") == engine
            and note.get("unfinished") == unfinished
            and isinstance(note.get("others"), str)
        )
        fresh = {
            "engine": engine,
            "folder_mtime_ns": seen.mtime_ns,
            "settled": settled,
            "unfinished": unfinished,
            "others": note["others"] if kept and note is not None else _digest(others),
        }
        if note != fresh:
            _write_held(fd, fresh)


def _read_note(folder: Path, engine: str) -> dict[str, Any] | None:
    import json

    try:
        note = json.loads(_read_text(folder / NOTE_NAME))
    except (OSError, ValueError):
        return None
    if (
        not isinstance(note, dict)
        or note.get("engine") != engine
        or not isinstance(note.get("unfinished"), dict)
        or not isinstance(note.get("folder_mtime_ns"), int)
        or not isinstance(note.get("others"), str)
    ):
        return None
    return note


def _newest_first(folder: Path, names: list[str]) -> list[Path]:
    found: list[tuple[int, str, Path]] = []
    for name in names:
        with suppress(OSError):
            found.append((-os.stat(folder / name).st_mtime_ns, name, folder / name))
    return [path for _, _, path in sorted(found)]


def noted_unfinished(folder: Path, engine: str) -> list[Path] | None:
    """The unfinished parties, newest first, if the note proves it still knows them; else None.

    A partie the note calls unfinished may since have been finished (its next deal
    saved): the caller reads each in turn and takes the first that is not."""
    note = _read_note(folder, engine)
    if note is None:
        return None
    names = _plain_names(note["unfinished"])
    if len(names) != len(note["unfinished"]):
        return None  # not a note piquet wrote: look at the folder itself
    seen = folder_time(folder)  # before the files are looked at
    if seen is None:
        return None
    if note.get("settled") is True and seen.mtime_ns == note["folder_mtime_ns"]:
        return _newest_first(folder, names)
    from piquet_cli.errors import FileProblem
    from piquet_cli.scorebook.locate import scan_partie_files

    try:
        files = scan_partie_files(folder)  # the files the index lists, as it lists them
    except FileProblem:
        return None
    others = {path.name: file_key(info) for path, info in files if path.name not in note["unfinished"]}
    if _digest(others) != note["others"]:
        return None
    with suppress(OSError), _held(folder / NOTE_NAME) as fd:  # the parties did not change: the folder's time
        if _read_held(fd) == note:  # no other piquet wrote it meanwhile
            _write_held(fd, {**note, "folder_mtime_ns": seen.mtime_ns, "settled": _still(folder, seen)})
    return _newest_first(folder, names)


def before_save(path: Path) -> tuple[int, Key | None] | None:
    """What ``after_save`` needs to keep the note true across a save of ``path`` by piquet:
    the folder's time and the file's key just before (None when there is no note)."""
    folder = path.parent
    if not (folder / NOTE_NAME).exists():
        return None
    try:
        folder_time = folder.stat().st_mtime_ns
    except OSError:
        return None
    try:
        key: Key | None = file_key(os.stat(path))
    except OSError:
        key = None
    return folder_time, key


def after_save(path: Path, unfinished: bool, before: tuple[int, Key | None] | None) -> None:
    """Piquet has just saved ``path`` (a new partie, or a changed one), ``unfinished`` or not.
    If nothing else had changed the folder since the note was written, the note is brought up
    to date with this one file (so the next command without ``--file`` needs no look at
    the others); else it is marked unsettled, to be checked as ever. Under the note's lock:
    of two piquets saving at once, the first to get it brings the note up to date (with the
    folder's time after its save, which may cover the other's), and the second, finding the
    note changed since its own save began, marks it unsettled."""
    if before is None:
        return
    folder = path.parent
    with suppress(OSError, ValueError, TypeError, KeyError), _held(folder / NOTE_NAME) as fd:
        note = _read_held(fd)
        if note is None:
            return
        if note["folder_mtime_ns"] != before[0]:
            if note.get("settled") is not False:
                _write_held(fd, {**note, "settled": False})
            return
        name, old = path.name, before[1]
        listed: dict[str, Key] = note["unfinished"]
        total = int(note["others"], 16)
        if name not in listed and old is not None:
            total -= _mark(name, old)  # it was among the others
        listed.pop(name, None)
        key = file_key(os.stat(path))
        if unfinished:
            listed[name] = key
        else:
            total += _mark(name, key)
        note["others"] = _hex(total)
        note["folder_mtime_ns"] = folder.stat().st_mtime_ns
        _write_held(fd, note)
