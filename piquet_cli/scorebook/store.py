"""Read and write one partie file: load, migrate, atomic save, lock.

A partie file is a TOML document (a dict) with a top-level ``format`` key
(docs/contract.md, "Files"). This module knows nothing of the game inside it; it
guarantees that:

- what ``load`` returns is a dict of the current format, or it raises
  ``FileProblem`` with one sentence (TOML errors as ``path:line:col: message``
  followed by the line and a caret);
- ``save`` replaces the file atomically: after any failure or crash the file
  on disk is the old one or the new one, byte for byte, never a mix; the
  previous version is kept beside it as ``NAME.toml.bak``;
- ``save`` with a stamp from ``load`` refuses to overwrite a file that changed
  on disk since it was read;
- ``locked`` and ``update`` let one process at a time read-modify-write a file.

The temporary file, the rename and the flushes are ``atomic``'s.
"""

from __future__ import annotations

import copy
import os
import stat
import tomllib
from collections.abc import Callable
from pathlib import Path

from piquet_cli.errors import FileProblem
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.scorebook import critical, leftovers, names
from piquet_cli.scorebook.atomic import Stamp, digest, fsync_folder, keep_backup, temporary_file, umask
from piquet_cli.scorebook.limits import MAX_BYTES, problem_in, size_words
from piquet_cli.scorebook.lock import (
    DEFAULT_LOCK_TIMEOUT,
    AlreadyExists,
    held,
    link_refusal,
    locked,
    partie_target,
)
from piquet_cli.scorebook.oserror import describe_os_error
from piquet_cli.scorebook.parsing import Document, parse
from piquet_cli.scorebook.reading import limit_words, read_regular

__all__ = [
    "CURRENT_FORMAT",
    "DEFAULT_LOCK_TIMEOUT",
    "MAX_BYTES",
    "AlreadyExists",
    "Document",
    "Loaded",
    "Stamp",
]
__all__ += ["load", "locked", "save", "stamp_of", "update"]

CURRENT_FORMAT = 2
"""The ``format`` this piquet-cli reads and writes."""


def _from_format_1(data: Document) -> Document:
    """Format 2 only adds keys a deal or a partie may leave out (younger's answers to
    elder's calls, ``point_answer`` …; where an imported partie came from,
    ``imported_from``). A format-1 document is a format-2 document without them:
    nothing is guessed, nothing is dropped, and every deal scores as before."""
    return data


MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: _from_format_1}
"""``MIGRATIONS[n]`` turns a format-``n`` document into a format-``n + 1`` one.

``load`` runs them one step at a time and sets ``format`` itself after each
step. A migration that finds a document it cannot upgrade raises FileProblem.
"""


class Loaded(NamedTuple):
    """A partie file as read: where from, its document, and the version read."""

    path: Path
    data: Document
    stamp: Stamp


def load(path: Path) -> Loaded:
    """Read, check and (if old) upgrade the partie file at ``path``.

    Returns the document in the current format with the stamp of the file as
    it now is on disk. An older format is upgraded step by step through
    ``MIGRATIONS``, in memory only: reading never writes (a file in a read-only
    folder still reads), and the next ``save`` writes the current format,
    keeping the old bytes as ``NAME.toml.bak``. Raises FileProblem, with one sentence and the
    file untouched, for: a missing file, a folder, an unreadable file, an
    empty file, binary or non-UTF-8 bytes, TOML syntax (``path:line:col:``
    then the line and a caret), a missing or odd ``format``, a format newer
    than this program, or an older one it cannot upgrade.
    """
    try:
        raw, stamp, _size = _read(path)
    except FileNotFoundError:
        partie_target(path)  # says which: the file, or the file a link points to
        raise FileProblem(_("{path} does not exist.").format(path=path)) from None
    except OSError as error:
        raise FileProblem(
            _("cannot read {path}: {reason}.").format(path=path, reason=describe_os_error(error))
        ) from None
    data = parse(path, raw)
    version = _format_of(path, data)
    if version == CURRENT_FORMAT:
        return Loaded(path, data, stamp)
    for step in range(version, CURRENT_FORMAT):
        data = MIGRATIONS[step](data)
        data["format"] = step + 1
    return Loaded(path, data, stamp)


def stamp_of(path: Path) -> Stamp | None:
    """The stamp ``load`` would give the file at ``path`` now; None if it cannot be read."""
    try:
        return _read(path).stamp
    except OSError:
        return None


def save(
    path: Path,
    data: Document,
    expected_stamp: Stamp | None = None,
    *,
    new: bool = False,
    what: str | None = None,
) -> Stamp:
    """Write ``data`` to ``path`` atomically and return the stamp of what was written.

    ``data`` must carry ``format = CURRENT_FORMAT`` (else ValueError: a bug,
    not a user's problem). The TOML text is read back and compared with
    ``data`` before anything is written. The new bytes go to a temporary file
    in the same folder, are flushed to disk, take the old file's permission
    bits (or the umask's), and replace the file in one rename; the old bytes
    are first kept as ``NAME.toml.bak``. A symbolic link is followed: the file
    it points to is replaced, the link stays; but a new file is never created
    through a link, and a link in place of the backup is refused.

    With ``expected_stamp`` (from ``load``), nothing is written if the file on
    disk is no longer that version. With ``new=True``, nothing is written if
    the file exists, even if another process creates it in the meantime.

    Raises FileProblem with one sentence on any failure (no space, no
    permission, read-only folder, stale file, …); the file on disk is then
    exactly as it was and no temporary file is left.

    Once the writing begins, SIGINT and SIGTERM wait for its end
    (``critical``); ``what`` (``deal 3``) is then noted as saved, so that an
    interruption is reported truly.
    """
    if data.get("format") != CURRENT_FORMAT:
        raise ValueError(f"a partie document must carry format = {CURRENT_FORMAT}")
    target = partie_target(path, new=True) if new else Path(os.path.realpath(path))
    try:
        current = _read_if_there(target)
    except OSError as error:
        raise FileProblem(
            _("could not save {path}: {reason}; the file is unchanged.").format(
                path=path, reason=describe_os_error(error)
            )
        ) from None
    if new and current is not None:
        raise AlreadyExists(_("{path} already exists; nothing was saved.").format(path=path))
    if expected_stamp is not None:
        _refuse_if_changed(path, current, expected_stamp)
    unchanged = _unchanged(current)
    raw = _serialise(path, data, unchanged)
    backup = target.with_name(names.backup_name(target.name))
    if current is not None and os.path.islink(backup):
        raise link_refusal(backup, N_("a backup"))
    with critical.signals_held():  # begun, the save is finished, and then it says so
        written = _replace(path, target, raw, current, backup, expected_stamp, new=new)
        fsync_folder(target.parent)
        critical.note_saved(what, path)
    if held(path):  # every save of this partie holds its lock: any temporary file of it is forsaken
        leftovers.remove_temporaries(target.parent, target.name, min_age=0)
    return written


def _replace(
    path: Path,
    target: Path,
    raw: bytes,
    current: _OnDisk | None,
    backup: Path,
    expected_stamp: Stamp | None,
    *,
    new: bool,
) -> Stamp:
    """The writing part of ``save``: the temporary file, the backup, the rename."""
    unchanged = _unchanged(current)
    try:
        mode = 0o666 & ~umask() if current is None else current.mode
        with temporary_file(target, raw, mode) as (temporary, written):
            if current is not None:
                _keep_backup(path, target, backup, current.raw, mode)
            if expected_stamp is not None:  # again, as late as can be
                _refuse_if_changed(path, _read_if_there(target), expected_stamp)
            if new:
                os.link(temporary, target)
            else:
                os.replace(temporary, target)
    except FileExistsError:
        raise AlreadyExists(_("{path} already exists; nothing was saved.").format(path=path)) from None
    except OSError as error:
        raise FileProblem(
            _("could not save {path}: {reason}; {unchanged}.").format(
                path=path, reason=describe_os_error(error), unchanged=unchanged
            )
        ) from None
    return written


def _keep_backup(path: Path, target: Path, backup: Path, raw: bytes, mode: int) -> None:
    """``atomic.keep_backup``; a folder (or a FIFO, a device) in the backup's place is said of
    the backup, by name."""
    try:
        keep_backup(target, backup, raw, mode)
    except OSError:
        kind = _kind(backup)
        if kind in (None, stat.S_IFREG, stat.S_IFLNK):
            raise  # not the backup's fault: said of the save (no space, no permission …)
        shown = backup if os.path.islink(path) else path.with_name(backup.name)
        what = _("it is a folder") if kind == stat.S_IFDIR else _("it is not a regular file")
        raise FileProblem(
            _(
                "could not save {path}: its backup {shown} cannot be kept ({what}; move it away and run the command again); the file is unchanged."
            ).format(path=path, shown=shown, what=what)
        ) from None


def _kind(path: Path) -> int | None:
    """What is at ``path`` itself (``stat.S_IFDIR`` …), or None if nothing is."""
    try:
        return stat.S_IFMT(os.lstat(path).st_mode)
    except OSError:
        return None


def update(path: Path, change: Callable[[Document], Document], *, timeout: float | None = None) -> Loaded:
    """Read-modify-write the partie file at ``path`` under its lock.

    ``change`` gets the loaded document (it may change it in place) and
    returns the new one. If the new document equals the old, nothing is
    written (the file keeps its time, so it does not become "most recent").
    Returns the document now on disk with its stamp. Raises what ``locked``,
    ``load`` and ``save`` raise, and whatever ``change`` raises; in every
    such case the file is unchanged.
    """
    load(path)  # a partie file it is, before its lock is taken
    with locked(path, timeout):
        before = load(path)
        original = copy.deepcopy(before.data)
        after = change(before.data)
        if after == original:
            return Loaded(path, after, before.stamp)
        return Loaded(path, after, save(path, after, expected_stamp=before.stamp))


class _OnDisk(NamedTuple):
    """A file's bytes as read, their stamp, and the file's permission bits."""

    raw: bytes
    stamp: Stamp
    mode: int


def _read(path: Path) -> _OnDisk:
    """Read a whole regular file of at most ``MAX_BYTES`` and stamp it; OSError for anything else."""
    raw, info = read_regular(path, MAX_BYTES)
    stamp = Stamp(len(raw), info.st_mtime_ns, digest(raw))
    return _OnDisk(raw, stamp, stat.S_IMODE(info.st_mode))


def _format_of(path: Path, data: Document) -> int:
    """Return the document's format if this program can read it (maybe after upgrading)."""
    if "format" not in data:
        raise FileProblem(
            _(
                "{path} has no format key: not a partie file (one starts with format = {CURRENT_FORMAT})."
            ).format(path=path, CURRENT_FORMAT=CURRENT_FORMAT)
        )
    version = data["format"]
    if not isinstance(version, int) or isinstance(version, bool):
        import json  # only to show a value that is no format

        shown = json.dumps(version, default=str, ensure_ascii=False)
        raise FileProblem(
            _("{path}: the format key must be a whole number such as {CURRENT_FORMAT}, not {shown}.").format(
                path=path, CURRENT_FORMAT=CURRENT_FORMAT, shown=shown
            )
        )
    if version > CURRENT_FORMAT:
        raise FileProblem(
            _(
                "{path} was written by a newer piquet-cli (format {version}); this one reads format {CURRENT_FORMAT} — upgrade piquet-cli."
            ).format(path=path, version=version, CURRENT_FORMAT=CURRENT_FORMAT)
        )
    if any(step not in MIGRATIONS for step in range(version, CURRENT_FORMAT)):
        raise FileProblem(
            _(
                "{path} has format {version}, which this piquet-cli cannot read or upgrade (it reads format {CURRENT_FORMAT})."
            ).format(path=path, version=version, CURRENT_FORMAT=CURRENT_FORMAT)
        )
    return version


def _unchanged(current: _OnDisk | None) -> str:
    """What a save that failed left, in words: no file was there, or it is as it was."""
    return _("nothing was written") if current is None else _("the file is unchanged")


def _serialise(path: Path, data: Document, unchanged: str) -> bytes:
    """Return the TOML bytes of ``data``, checked to read back equal to it and to be a
    file ``load`` accepts (``limits``): what is saved can always be read again."""
    import tomli_w  # only commands that write pay for it

    unfit = problem_in(data)
    if unfit is not None:
        raise FileProblem(
            _("could not save {path}: {unfit}; {unchanged}.").format(
                path=path, unfit=unfit, unchanged=unchanged
            )
        )
    try:
        text = tomli_w.dumps(data)
        raw = text.encode("utf-8")
    except (TypeError, ValueError, RecursionError) as error:
        raise FileProblem(
            _("could not save {path}: {error}; {unchanged}.").format(
                path=path, error=error, unchanged=unchanged
            )
        ) from None
    if len(raw) > MAX_BYTES:
        raise FileProblem(
            _(
                "could not save {path}: it would be {size}, over the {limit} a partie file may be (it could not be read back); {unchanged}."
            ).format(
                path=path,
                size=size_words(len(raw)),
                limit=limit_words(MAX_BYTES),
                unchanged=unchanged,
            )
        )
    try:
        same = tomllib.loads(text) == data
    except tomllib.TOMLDecodeError:
        same = False
    if not same:
        raise FileProblem(
            _("could not save {path}: its TOML text would not read back the same; {unchanged}.").format(
                path=path, unchanged=unchanged
            )
        )
    return raw


def _read_if_there(path: Path) -> _OnDisk | None:
    """Read the file at ``path`` like ``_read``, or None if there is none."""
    try:
        return _read(path)
    except FileNotFoundError:
        return None


def _refuse_if_changed(path: Path, current: _OnDisk | None, expected: Stamp) -> None:
    """Raise FileProblem unless the file on disk is still the version ``expected``."""
    if current is None:
        raise FileProblem(
            _(
                "{path} was moved or deleted since it was read; nothing was saved — run the command again."
            ).format(path=path)
        )
    if current.stamp != expected:
        raise FileProblem(
            _(
                "{path} changed on disk since it was read (edited elsewhere?); nothing was saved — run the command again."
            ).format(path=path)
        )
