"""One way to put an operating-system error into the words of a sentence."""

from __future__ import annotations

import errno
import os

from piquet_cli.i18n import N_, _, active

_REASONS = {
    errno.ENOENT: N_("no such file or directory"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("operation not permitted"),
    errno.EISDIR: N_("is a directory"),
    errno.ENOTDIR: N_("not a directory"),
    errno.ENOSPC: N_("no space left on device"),
    errno.EDQUOT: N_("disk quota exceeded"),
    errno.EROFS: N_("read-only file system"),
    errno.EEXIST: N_("file exists"),
    errno.ENAMETOOLONG: N_("file name too long"),
    errno.ELOOP: N_("too many levels of symbolic links"),
    errno.EIO: N_("input/output error"),
}
"""The system's words for the errors a person meets with a file, said in the language spoken
(outside English; in English the system's own text is said, as it always was)."""


def describe_os_error(error: OSError) -> str:
    """Say what went wrong in a few lower-case words, e.g. ``permission denied``.

    Uses the error's own text (``strerror``), else the system's text for its
    errno, else ``str(error)``; only the first letter is lowered. Outside English, the
    common errors are said in the language (``permission denied`` → ``permissão negada``).
    """
    if active() != "en" and error.errno in _REASONS:
        return _(_REASONS[error.errno])
    reason = error.strerror or (os.strerror(error.errno) if error.errno else str(error))
    return reason[:1].lower() + reason[1:]
