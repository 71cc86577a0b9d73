"""Files the keeper makes for a moment, and the clean-up of those a killed process left.

A save writes ``.NAME.toml.XXXXXXXX.tmp`` beside the partie and renames it over
the file; ``piquet edit`` works in a folder ``piquet-edit-XXXXXXXX`` in the
system's temporary folder. A process killed meanwhile (SIGKILL, a power cut)
leaves them behind. Each is held with ``flock`` for as long as it is in use,
so the clean-up removes only what is

- named exactly as the keeper names it (matched literally, never as a glob: a
  partie called ``*.toml`` must not match another partie's files),
- a regular file (a folder for an edit) owned by this user, not a link,
- older than ``MIN_AGE`` seconds, and
- not locked by any live process (the lock dies with its process).

A process killed while it held a partie's lock also leaves ``NAME.lock.info`` (who held
it): that is removed at the next look at the whole scorebook (``history``, ``ledger``, a
command without ``--file`` that reads the index), if nobody holds the lock, and in any
case the next time that partie is written.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import time
from contextlib import suppress
from pathlib import Path

from piquet_cli.scorebook.names import EDIT_MARK, EDIT_PREFIX, LOCK_INFO, RANDOM

MIN_AGE = 60.0
"""Seconds a leftover must have been untouched before it may be removed."""

_RANDOM = RANDOM
"""The eight characters ``tempfile`` puts in a name (a pattern compiled on first use, by ``re``'s
cache, as every pattern on the path of a command that may not need it)."""


def hold(fd: int) -> None:
    """Lock an open file for this process (a no-op where flock does not exist)."""
    with suppress(ImportError, OSError):
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _in_use(path: Path) -> bool:
    """Whether a live process holds ``path`` locked (True if it cannot be told)."""
    try:
        import fcntl
    except ImportError:
        return True
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except OSError:
        return True
    finally:
        os.close(fd)  # also lets go of the lock just taken


def _entries(folder: Path) -> list[os.DirEntry[str]]:
    """What ``folder`` holds; nothing if it cannot be listed (the clean-up is best effort)."""
    try:
        return list(os.scandir(folder))
    except OSError:
        return []


def _forsaken(info: os.stat_result, now: float, min_age: float = MIN_AGE) -> bool:
    """Owned by this user and untouched for ``min_age`` seconds."""
    mine = not hasattr(os, "geteuid") or info.st_uid == os.geteuid()
    return mine and now - info.st_mtime >= min_age


def is_temporary_of(name: str, partie_name: str) -> bool:
    """Whether ``name`` is one of the temporary files a save of ``partie_name`` makes
    (for the partie itself, its ``.bak``, or the draft of its deal in progress)."""
    tail = ".tmp"
    for head in (f".{partie_name}.", f".{partie_name}.bak.", f".{partie_name}.draft."):
        if (
            name.startswith(head)
            and name.endswith(tail)
            and re.fullmatch(_RANDOM, name[len(head) : len(name) - len(tail)]) is not None
        ):
            return True
    return False


def remove_forsaken(folder: Path) -> int:
    """What killed processes left in the scorebook ``folder``: forsaken temporary files of any
    partie and the lock information nobody holds, in one look at the folder; return how many."""
    entries = _entries(folder)
    return remove_temporaries(folder, entries=entries) + remove_lock_infos(folder, entries=entries)


def remove_temporaries(
    folder: Path,
    partie_name: str | None = None,
    *,
    min_age: float = MIN_AGE,
    entries: list[os.DirEntry[str]] | None = None,
) -> int:
    """Remove forsaken temporary files in ``folder`` (of one partie, or of any); return how many."""
    removed = 0
    now = time.time()
    for entry in _entries(folder) if entries is None else entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(".tmp")):
            continue
        if partie_name is not None and not is_temporary_of(name, partie_name):
            continue
        if partie_name is None and not _any_temporary(name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or not _forsaken(info, now, min_age):
            continue
        if _in_use(Path(entry.path)):
            continue
        with suppress(OSError):
            os.unlink(entry.path)
            removed += 1
    return removed


def _any_temporary(name: str) -> bool:
    """``.X.toml.XXXXXXXX.tmp``, ``.X.toml.bak.XXXXXXXX.tmp``, ``.X.toml.draft.XXXXXXXX.tmp`` or
    ``.piquet-index.json.XXXXXXXX.tmp``, for any X."""
    stem = name[1 : -len(".tmp")]
    base, _, random = stem.rpartition(".")
    known = base.endswith((".toml", ".toml.bak", ".toml.draft")) or base == "piquet-index.json"
    return known and re.fullmatch(_RANDOM, random) is not None


def remove_lock_infos(folder: Path, *, entries: list[os.DirEntry[str]] | None = None) -> int:
    """Remove the ``NAME.lock.info`` files that killed processes left in ``folder`` (who held the
    lock of ``NAME``); return how many. The live holder of a lock removes its information
    before it lets the lock go, so an information whose lock nobody holds is a dead process's:
    each is removed while this process holds that lock itself, for a moment (so no piquet
    taking the lock meanwhile loses its own), and only a regular file of this user's, never
    through a link. An information whose lock file is gone is removed too."""
    try:
        import fcntl
    except ImportError:  # no flock here: the information stays until its partie is next written
        return 0
    removed = 0
    for entry in _entries(folder) if entries is None else entries:
        name = entry.name
        if not name.endswith(LOCK_INFO) or name.startswith("."):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or not _forsaken(info, time.time(), 0):
            continue
        lock = os.path.join(folder, name[: -len(".info")])
        try:
            fd = os.open(lock, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except FileNotFoundError:
            fd = -1  # no lock at all: nobody holds it
        except OSError:
            continue
        try:
            if fd >= 0:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # BlockingIOError: a live holder
            now = os.lstat(entry.path)
            if stat.S_ISREG(now.st_mode) and (now.st_dev, now.st_ino) == (info.st_dev, info.st_ino):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
        finally:
            if fd >= 0:
                os.close(fd)  # lets the lock go
    return removed


def remove_edit_folders(folder: Path) -> int:
    """Remove the edit folders a killed ``piquet edit`` left in ``folder``; return how many.

    Only folders whose in-use mark is there, old and not locked: a folder
    without the mark is one the keeper left on purpose (an edit kept for the
    user) or did not make, and stays.
    """
    removed = 0
    now = time.time()
    for entry in _entries(folder):
        name = entry.name
        if not name.startswith(EDIT_PREFIX) or re.fullmatch(_RANDOM, name[len(EDIT_PREFIX) :]) is None:
            continue
        mark = Path(entry.path) / EDIT_MARK
        try:
            if not entry.is_dir(follow_symlinks=False):
                continue
            info = os.lstat(mark)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or not _forsaken(info, now) or _in_use(mark):
            continue
        shutil.rmtree(entry.path, ignore_errors=True)  # never follows links inside (rmtree is fd-based)
        removed += 1
    return removed
