"""The lock of one partie file: one writer at a time, and never a write through a link.

``NAME.toml.lock`` beside the file (beside the real file, when the partie is
reached through a symbolic link) is locked with ``flock``, which the system
releases when the process ends however it ends; ``NAME.toml.lock.info`` says
who holds it, for the message of whoever waits.

Both are opened with ``O_NOFOLLOW``: in a shared scorebook folder, a link
planted at either name could otherwise make the keeper overwrite any file its
user can write. Such a link is refused with a sentence and left in place for
the user to see. No folder is ever created here: the partie file must exist
before its lock is taken (``new`` creates the folder it names first), so a
dangling link or a mistyped path never makes folders or locks elsewhere.
"""

from __future__ import annotations

import math
import os
import re
import stat
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from datetime import datetime
from pathlib import Path

from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.i18n import N_, _
from piquet_cli.scorebook import critical, names
from piquet_cli.scorebook.oserror import describe_os_error

DEFAULT_LOCK_TIMEOUT = 5.0
"""Seconds to wait for another piquet to finish with a file (``PIQUET_LOCK_TIMEOUT``)."""

LOCK_POLL = 0.005
"""Seconds between two tries at a lock another process holds."""

_COMMAND_LENGTH = 60
"""At most this much of the holder's command line goes into the lock's info."""

_CONTROL = r"[\x00-\x1f\x7f-\x9f]"  # compiled on first use (re's cache)

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)

_held: set[str] = set()
"""Real paths of the files this process holds the lock of (so ``locked`` nests)."""


def held(path: Path) -> bool:
    """Whether this process holds the lock of the partie file at ``path``."""
    return os.path.realpath(path) in _held


class AlreadyExists(FileProblem):
    """A new partie's file was there first (another piquet may have just made it)."""


def link_refusal(path: Path | str, what: str) -> FileProblem:
    """The sentence for a symbolic link found where the keeper writes one of its own files."""
    return FileProblem(
        _(
            "{path} is a symbolic link; piquet never writes {what} through a link (it could overwrite"
            " another file). Remove the link and run the command again; nothing was changed."
        ).format(path=path, what=_(what))
    )


def partie_target(path: Path, *, new: bool = False) -> Path:
    """The real file a partie path names, checked before any lock is taken.

    An existing partie must be a regular file (reached directly or through
    links); a new one must not exist, must not be a link (dangling or not), and
    its folder must exist. Raises FileProblem with one sentence otherwise.
    """
    if new:
        if os.path.islink(path):
            raise FileProblem(
                _(
                    "{path} is a symbolic link; a new partie is never created through a link. Name a plain file; nothing was saved."
                ).format(path=path)
            )
        if os.path.lexists(path):
            raise AlreadyExists(_("{path} already exists; nothing was saved.").format(path=path))
        real = Path(os.path.realpath(path))
        if not real.parent.is_dir():
            raise FileProblem(_("the folder of {path} does not exist; nothing was saved.").format(path=path))
        return real
    real = Path(os.path.realpath(path))
    try:
        info = os.stat(real)
    except FileNotFoundError:
        if os.path.islink(path):
            raise FileProblem(
                _("{path} is a link to {real}, which does not exist.").format(path=path, real=real)
            ) from None
        raise FileProblem(_("{path} does not exist.").format(path=path)) from None
    except OSError as error:
        raise FileProblem(
            _("cannot read {path}: {reason}.").format(path=path, reason=describe_os_error(error))
        ) from None
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem(_("cannot read {path}: it is a folder, not a partie file.").format(path=path))
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(_("cannot read {path}: it is not a regular file.").format(path=path))
    return real


@contextmanager
def locked(path: Path, timeout: float | None = None, *, new: bool = False) -> Iterator[None]:
    """Hold the lock of the partie file at ``path`` for the ``with`` block.

    The file must exist (``new=True``: must not exist yet, in a folder that
    does), checked first by ``partie_target``. Waits up to ``timeout`` seconds
    (default ``$PIQUET_LOCK_TIMEOUT``, else ``DEFAULT_LOCK_TIMEOUT``), then
    raises FileProblem naming the holder: ``p.toml is in use by another piquet
    (piquet play, pid 1234 on host, since 21:50); try again when it is done.``
    Nests: inside a block that holds the lock, ``locked(path)`` again holds it
    already (tracked per process, for a single-threaded program). A lock that
    cannot be made (read-only folder) or a link at the lock's or its info's
    name raises FileProblem; nothing is changed. A bad
    ``$PIQUET_LOCK_TIMEOUT`` raises BadValue.

    While the lock is held, SIGINT and SIGTERM wait for the block's end
    (``critical.signals_held``): a read-modify-write is done whole, and the
    lock's information is always removed.
    """
    real = partie_target(path, new=new)
    key = str(real)
    if key in _held:
        yield
        return
    seconds = lock_timeout(timeout)
    info = Path(names.lock_info_name(key))
    release = _acquire(path, Path(names.lock_name(key)), info, seconds)
    _held.add(key)
    written: os.stat_result | None = None
    try:
        with critical.signals_held():  # held, the file is read and saved whole: SIGINT/SIGTERM wait
            written = _write_holder(info)
            yield
    finally:
        _let_go(key, info, written, release)


def _let_go(key: str, info: Path, written: os.stat_result | None, release: Callable[[], None]) -> None:
    """Let the lock go, its information removed, whatever signal comes: a Ctrl-C that lands
    while the signals are being held (a second one as the first unwinds, before the handler
    is set) is met after the lock is let go, never instead of it."""
    done = False
    stop: KeyboardInterrupt | None = None
    while not done:
        try:
            with critical.signals_held():  # the lock's information never stays behind
                _held.discard(key)
                if written is not None:
                    _remove_holder(info, written)
                release()
                done = True
        except KeyboardInterrupt as error:
            if done:  # held until the lock was let go, and raised after it
                raise
            stop = error  # came before the hold took: let go all the same, then stop
    if stop is not None:
        raise stop


def _acquire(path: Path, lock_path: Path, info: Path, seconds: float) -> Callable[[], None]:
    """Take the lock file's lock, waiting up to ``seconds``; return how to let it go."""
    try:
        import fcntl
    except ImportError:  # Windows: filelock's msvcrt lock (no symbolic links to fear there)
        return _acquire_portable(path, lock_path, info, seconds)
    deadline = time.monotonic() + seconds
    while True:
        fd = _open_lock_file(path, lock_path)
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise FileProblem(in_use(path, info)) from None
                    time.sleep(LOCK_POLL)
            if _still_there(fd, lock_path):
                return _closer(fd)
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # removed or replaced while we waited: lock the file now there


def _closer(fd: int) -> Callable[[], None]:
    """Closing the lock file's descriptor lets the lock go."""

    def close() -> None:
        with suppress(OSError):
            os.close(fd)

    return close


def _open_lock_file(path: Path, lock_path: Path) -> int:
    """Open (or create) the lock file without following a link; a regular file or nothing."""
    try:
        fd = os.open(lock_path, os.O_RDONLY | os.O_CREAT | NOFOLLOW | _CLOEXEC | _NONBLOCK, 0o666)
    except OSError as error:
        if os.path.islink(lock_path):
            raise link_refusal(lock_path, N_("a lock")) from None
        raise FileProblem(
            _("cannot lock {path}: {reason}; nothing was changed.").format(
                path=path, reason=describe_os_error(error)
            )
        ) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise FileProblem(
            _("cannot lock {path}: {lock_path} is not a regular file; nothing was changed.").format(
                path=path, lock_path=lock_path
            )
        )
    return fd


def _still_there(fd: int, lock_path: Path) -> bool:
    """Whether the file locked is still the one at ``lock_path`` (not removed meanwhile)."""
    try:
        mine, now = os.fstat(fd), os.lstat(lock_path)
    except OSError:
        return False
    return mine.st_nlink > 0 and (mine.st_dev, mine.st_ino) == (now.st_dev, now.st_ino)


def _acquire_portable(path: Path, lock_path: Path, info: Path, seconds: float) -> Callable[[], None]:
    import filelock

    lock = filelock.FileLock(str(lock_path), timeout=seconds)
    try:
        lock.acquire(poll_interval=LOCK_POLL)
    except filelock.Timeout:
        raise FileProblem(in_use(path, info)) from None
    except OSError as error:
        raise FileProblem(
            _("cannot lock {path}: {reason}; nothing was changed.").format(
                path=path, reason=describe_os_error(error)
            )
        ) from None

    def release() -> None:
        lock.release()

    return release


def lock_timeout(timeout: float | None) -> float:
    """Return the seconds to wait for a lock: ``timeout``, else the environment's, else the default."""
    if timeout is not None:
        return timeout
    setting = os.environ.get("PIQUET_LOCK_TIMEOUT", "")
    if not setting:
        return DEFAULT_LOCK_TIMEOUT
    try:
        seconds = float(setting)
    except ValueError:
        seconds = -1.0
    if not (math.isfinite(seconds) and seconds >= 0):
        raise BadValue(
            _("{setting!r} is not a number of seconds to wait (0 or more, e.g. 5 or 0.5).").format(
                setting=setting
            ),
            flag="PIQUET_LOCK_TIMEOUT",
        )
    return seconds


def _host_name() -> str:
    uname = getattr(os, "uname", None)
    return uname().nodename if uname else os.environ.get("COMPUTERNAME", "")


def _write_holder(info: Path) -> os.stat_result | None:
    """Record who holds the lock: pid, host, command and since when; the file's identity.

    Only a courtesy for the message of whoever waits: if it cannot be written,
    the lock still holds and the message is vaguer. But a symbolic link in its
    place is refused (FileProblem): it is never written through, nor removed;
    nor is anything but a regular file with no other name (a FIFO, a hard link
    to another file), which is left as it is.
    """
    command = " ".join(["piquet", *sys.argv[1:]])
    holder: dict[str, int | str] = {
        "pid": os.getpid(),
        "host": _host_name(),
        "command": command if len(command) <= _COMMAND_LENGTH else command[: _COMMAND_LENGTH - 1] + "…",
        "since": datetime.now().isoformat(timespec="seconds"),
    }
    flags = os.O_WRONLY | os.O_CREAT | NOFOLLOW | _CLOEXEC | _NONBLOCK
    try:
        fd = os.open(info, flags, 0o666)
    except OSError:
        if os.path.islink(info):
            raise link_refusal(info, N_("the lock's information")) from None
        return None
    try:
        found = os.fstat(fd)
        if not stat.S_ISREG(found.st_mode) or found.st_nlink != 1:  # a FIFO, a hard link: not ours
            return None
        os.ftruncate(fd, 0)  # emptied only once it is known to be a file of its own
        os.write(fd, holder_json(holder).encode())
        return os.fstat(fd)
    except OSError:
        return None
    finally:
        os.close(fd)


try:  # json's own escaping, from its C module: the json package would load its decoder too
    from _json import encode_basestring_ascii as _json_text
except ImportError:  # pragma: no cover - an interpreter built without _json
    from json.encoder import py_encode_basestring_ascii as _json_text


def holder_json(holder: dict[str, int | str]) -> str:
    """The lock's information as ``json.dumps(holder, ensure_ascii=True)`` writes it (a whole
    number or a string a key), without loading ``json`` on every save (``in_use`` reads it)."""
    return (
        "{"
        + ", ".join(
            f"{_json_text(key)}: {value if isinstance(value, int) else _json_text(value)}"
            for key, value in holder.items()
        )
        + "}"
    )


def _remove_holder(info: Path, written: os.stat_result) -> None:
    """Remove the lock's information if it is still the file written (never another, never a link)."""
    with suppress(OSError):
        now = os.lstat(info)
        if (now.st_dev, now.st_ino) == (written.st_dev, written.st_ino):
            os.unlink(info)


def in_use(path: Path, info: Path) -> str:
    """Say that another process holds the lock of ``path``, naming it if ``info`` tells."""
    import json

    try:
        fd = os.open(info, os.O_RDONLY | NOFOLLOW | _NONBLOCK | _CLOEXEC)
        try:
            raw = os.read(fd, 4096) if stat.S_ISREG(os.fstat(fd).st_mode) else b""
        finally:
            os.close(fd)
        holder = json.loads(raw)
        pid, host, command = int(holder["pid"]), str(holder["host"]), str(holder["command"])
        since = datetime.fromisoformat(holder["since"])
    except (OSError, ValueError, KeyError, TypeError):
        return _("{path} is in use by another piquet; try again when it is done.").format(path=path)
    when = since.strftime("%H:%M" if since.date() == datetime.now().date() else "%Y-%m-%d %H:%M")
    who = _("{command}, pid {pid} on {host}, since {when}").format(
        command=re.sub(_CONTROL, "?", command), pid=pid, host=re.sub(_CONTROL, "?", host), when=when
    )
    return _("{path} is in use by another piquet ({who}); try again when it is done.").format(
        path=path, who=who
    )
