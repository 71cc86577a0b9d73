"""Replace a file beside itself in one rename, never leaving it half-written.

The new bytes go to a hidden temporary file in the same folder (made as
``mkstemp`` makes one: ``O_EXCL``, never through a link), are flushed to disk and
take the permission bits asked for; one ``os.replace`` then puts them in place, and the folder's new
entry is flushed too. While it lives, the temporary file is held with ``flock``
(``leftovers.hold``) so that no clean-up takes it for a killed save's. A
``Stamp`` tells one version of a file from another. ``store`` builds the save
of a partie on these.
"""

import errno
import os
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from piquet_cli.records import NamedTuple
from piquet_cli.scorebook import leftovers


class Stamp(NamedTuple):
    """Identifies one version of a file on disk: any edit changes at least one field."""

    size: int
    mtime_ns: int
    crc32: str


def write_temporary(target: Path, content: bytes, mode: int) -> tuple[str, Stamp, int]:
    """Write ``content`` to a new hidden temporary file beside ``target``, flushed to disk.

    Returns its path, the stamp ``target`` will have once the temporary file
    is renamed to it, and its open descriptor, locked (``leftovers.hold``) so
    that no clean-up takes it for a killed save's: the caller closes it once
    the file is renamed. It is created with ``O_EXCL``, never through a link.
    On any error no temporary file is left.
    """
    fd, temporary = new_temporary(target)
    try:
        leftovers.hold(fd)
        view = memoryview(content)
        while view:
            view = view[os.write(fd, view) :]
        if hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        else:
            os.chmod(temporary, mode)
        os.fsync(fd)
        info = os.fstat(fd)
    except BaseException:
        os.close(fd)
        with suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    return temporary, Stamp(len(content), info.st_mtime_ns, digest(content)), fd


NAME_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789_"
"""The characters of a temporary file's eight random ones, as ``tempfile`` draws them
(``names.RANDOM``, which ``leftovers`` knows)."""


def _random_name() -> str:
    return "".join(NAME_CHARACTERS[byte % len(NAME_CHARACTERS)] for byte in os.urandom(8))


def new_temporary(target: Path, name: str | None = None) -> tuple[int, str]:
    """A new file ``.NAME.XXXXXXXX.tmp`` beside ``target`` (NAME: ``name``, else ``target``'s),
    open, readable and writable by its owner only, and its path: ``tempfile.mkstemp`` as it is
    done there (``O_EXCL``, never through a link; another name while the name drawn is taken),
    without loading ``tempfile`` and ``random`` on every save (some 4 ms of a 100 ms command)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL
    for extra in ("O_NOFOLLOW", "O_BINARY", "O_NOINHERIT"):  # mkstemp's flags
        flags |= getattr(os, extra, 0)
    folder = os.path.abspath(target.parent)
    for _ in range(10_000):  # tempfile.TMP_MAX
        path = os.path.join(folder, f".{name or target.name}.{_random_name()}.tmp")
        try:
            return os.open(path, flags, 0o600), path
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(target))


@contextmanager
def temporary_file(target: Path, content: bytes, mode: int) -> Iterator[tuple[str, Stamp]]:
    """``write_temporary``, for the time of a ``with`` block: the block gets the
    temporary file's path and the stamp ``target`` will have once it is renamed
    there; at its end, however it ends, the file is let go and removed if it is
    still there (not renamed)."""
    temporary, stamp, fd = write_temporary(target, content, mode)
    try:
        yield temporary, stamp
    finally:
        os.close(fd)
        with suppress(FileNotFoundError):
            os.unlink(temporary)


def write_new_file(target: Path, content: bytes, mode: int) -> None:
    """Replace ``target`` by ``content`` in one rename; on any error ``target`` is untouched.

    A rename replaces a link at ``target`` itself, never the file it points to.
    """
    with temporary_file(target, content, mode) as (temporary, _):
        os.replace(temporary, target)


def keep_backup(original: Path, backup: Path, content: bytes, mode: int) -> None:
    """Make ``backup`` the file ``original`` is now, before ``original`` is replaced; on any
    error ``backup`` is as it was.

    Where the system has hard links, a second name for the same file, put in place by a
    rename: its bytes are on the disk already, so there is nothing to write or flush, and once
    ``original`` is replaced by a rename the old file lives on under ``backup`` alone. The new
    name is held (``leftovers.hold``, on the file itself) until it is renamed, as a temporary
    file is. Where there are none, a copy of ``content`` (the bytes read), written as any file
    is. Neither ever writes through a link planted at ``backup``: a rename replaces the name.
    """
    try:
        fd = os.open(original, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        fd = -1
    try:
        linked = None if fd < 0 else _second_name(original, backup, fd)
        if linked is None:
            write_new_file(backup, content, mode)
            return
        try:
            os.replace(linked, backup)
        except BaseException:
            with suppress(FileNotFoundError):
                os.unlink(linked)
            raise
    finally:
        if fd >= 0:
            os.close(fd)


def _second_name(original: Path, backup: Path, fd: int) -> str | None:
    """A new hidden name beside ``backup`` for the file ``original`` (open as ``fd``, held
    here): ``.NAME.bak.XXXXXXXX.tmp``, as ``leftovers`` knows it; None without hard links."""
    leftovers.hold(fd)
    for _ in range(8):
        name = os.path.join(backup.parent, f".{backup.name}.{os.urandom(4).hex()}.tmp")
        try:
            os.link(original, name)
            return name
        except FileExistsError:
            continue
        except OSError:  # no hard links here (EPERM, ENOTSUP, EXDEV, EMLINK…)
            return None
    return None


def digest(raw: bytes) -> str:
    """A checksum of the bytes: with size and mtime, any edit changes the stamp."""
    return f"{zlib.crc32(raw):08x}"


def fsync_folder(folder: Path) -> None:
    """Ask for the folder's new entry to reach the disk.

    Best effort: the rename is already done, and some systems cannot open
    or flush a folder.
    """
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def umask() -> int:
    """Return the process's umask (reading it means setting it, so it is set back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
