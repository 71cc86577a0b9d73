"""Which parties of the scorebook are unfinished, without reading every file.

Every command given no ``--file`` acts on the most recently changed unfinished
partie (PRODUCT.md, "Files"). Scoring every file to find it took seconds on
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
  which reads the files that changed and writes a new note.

The one change the first check cannot see is a finished partie edited in
place by hand (not through piquet, not by an editor that saves by renaming)
to be unfinished again: it is found the next time the folder changes or the
index is read (``piquet history``), or at once with ``--file``. The note is
only a cache: written in place, a torn or missing note is simply not trusted.
"""

from __future__ import annotations

import errno
import os
import stat
from contextlib import suppress
from pathlib import Path
from typing import Any

from piquet_cli.scorebook.names import NOTE_NAME
from piquet_cli.scorebook.reading import read_regular

Key = list[int]
"""What a file's identity is taken to be: size, mtime, ctime and inode (as the index keeps)."""


def file_key(info: os.stat_result) -> Key:
    return [info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino]


def _mark(name: str, key: Key) -> int:
    import hashlib  # only when the note is read or written, not by every command that loads a partie

    text = f"{name}:{':'.join(map(str, key))}"
    return int.from_bytes(hashlib.sha256(text.encode("utf-8", "surrogateescape")).digest()[:16], "big")


def _digest(keys: dict[str, Key]) -> str:
    """A digest of files and their keys that one file's change updates without the others:
    the sum of a hash of each (name, key), modulo 2**128."""
    return _hex(sum(_mark(name, key) for name, key in keys.items()))


def _hex(total: int) -> str:
    return f"{total % 2**128:032x}"


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NOTE_BYTES = 1 << 22
"""The note lists a scorebook's unfinished parties: four mebibytes is not one."""


def _read_text(path: Path) -> bytes:
    """The note's bytes: a regular file, never through a link, read without blocking and
    within a bound (OSError otherwise: a FIFO or a device at its name is no note)."""
    return read_regular(path, _NOTE_BYTES, "a note of unfinished parties", follow=False)[0]


def _write_text(path: Path, text: str) -> None:
    """Write the note in place (a rename would change the folder), never through a link,
    into a FIFO or a device, nor into a file with another name (a hard link): any of
    those at its name is an OSError, and the note, only a cache, is then not written.
    Opened without blocking (a FIFO planted there must not stop the command) and
    emptied only once it is known to be the note's own regular file."""
    flags = os.O_WRONLY | os.O_CREAT | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags, 0o666)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
            raise OSError(errno.EINVAL, f"{path} is not the note's own regular file")
        os.ftruncate(fd, 0)
        out.write(text)


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
    folder: Path, engine: str, unfinished: dict[str, Key], others: dict[str, Key], *, unchanged: bool = False
) -> None:
    """Note the unfinished parties and a digest of every other partie file (finished or
    damaged), as the index has just found them. If it cannot be written, never mind.

    ``unchanged``: the index found every file as it had noted it. Then a note of this engine
    that knows the folder as it is and the same unfinished parties still holds, and is kept
    without working out the digest again."""
    import json

    path = folder / NOTE_NAME
    if unchanged:
        note = _read_note(folder, engine)
        with suppress(OSError):
            if (
                note is not None
                and note["unfinished"] == unfinished
                and note["folder_mtime_ns"] == folder.stat().st_mtime_ns
            ):
                return
    with suppress(OSError):
        if not os.path.lexists(path):
            _write_text(path, "")  # creating it changes the folder; writing into it later does not
        note = {
            "engine": engine,
            "folder_mtime_ns": folder.stat().st_mtime_ns,
            "unfinished": unfinished,
            "others": _digest(others),
        }
        text = json.dumps(note, ensure_ascii=False, separators=(",", ":"))
        with suppress(OSError, ValueError):
            if json.loads(_read_text(path)) == note:
                return
        _write_text(path, text)


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
    import json

    note = _read_note(folder, engine)
    if note is None:
        return None
    names = _plain_names(note["unfinished"])
    if len(names) != len(note["unfinished"]):
        return None  # not a note piquet wrote: look at the folder itself
    try:
        folder_mtime = folder.stat().st_mtime_ns
    except OSError:
        return None
    if folder_mtime == note["folder_mtime_ns"]:
        return _newest_first(folder, names)
    from piquet_cli.errors import FileProblem
    from piquet_cli.scorebook.locate import scan_partie_files

    try:
        files = scan_partie_files(folder)  # the files the index lists, as it lists them
    except FileProblem:
        return None
    others = {path.name: file_key(info) for path, info in files if path.name not in note["unfinished"]}
    if _digest(others) != note.get("others"):
        return None
    with suppress(OSError):  # the folder changed, the parties did not: note the folder's new time
        note["folder_mtime_ns"] = folder.stat().st_mtime_ns
        _write_text(folder / NOTE_NAME, json.dumps(note, ensure_ascii=False, separators=(",", ":")))
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
    the others); else it is left to be checked as ever."""
    import json

    if before is None:
        return
    folder = path.parent
    note_path = folder / NOTE_NAME
    with suppress(OSError, ValueError, TypeError, KeyError):
        note = json.loads(_read_text(note_path))
        if note["folder_mtime_ns"] != before[0]:
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
        _write_text(note_path, json.dumps(note, ensure_ascii=False, separators=(",", ":")))
