"""Read a whole file only if it is an ordinary file of bounded size.

Every file the keeper reads whole — a partie, the scorebook's index, a score
card to import — is read through ``read_regular``: it is opened without
blocking (a FIFO would otherwise wait forever for a writer), refused unless it
is a regular file (a link to ``/dev/zero`` never ends), and never read past
its limit (a file that grows while it is read stops at the limit).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from piquet_cli.i18n import N_, _

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


def limit_words(limit: int) -> str:
    """``4 MiB``, ``64 KiB``: a limit as a person says it."""
    if limit >= 2**20 and limit % 2**20 == 0:
        return f"{limit // 2**20} MiB"
    return f"{limit // 2**10} KiB" if limit % 2**10 == 0 else f"{limit:,} bytes"


def _too_big(limit: int, kind: str) -> OSError:
    return OSError(
        errno.EFBIG,
        _("it is over {limit}, too big for {kind}").format(limit=limit_words(limit), kind=_(kind)),
    )


def read_regular(
    path: Path | str, limit: int, kind: str = N_("a partie file"), *, follow: bool = True
) -> tuple[bytes, os.stat_result]:
    """The bytes of the regular file at ``path`` and its status, or OSError saying why not.

    ``follow=False`` refuses a symbolic link at ``path`` itself (ELOOP).
    The error's text finishes a sentence: ``cannot read card.csv: it is not a
    regular file``, in the language spoken (``kind``, marked with ``N_``, said in it too).
    """
    fd = os.open(path, _FLAGS | (0 if follow else NOFOLLOW))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, _("it is a folder, not {kind}").format(kind=_(kind)))
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, _("it is not a regular file (a pipe, a device or a socket)"))
        if info.st_size > limit:
            raise _too_big(limit, kind)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0 and (chunk := os.read(fd, min(1 << 16, left))):
            chunks.append(chunk)
            left -= len(chunk)
        if left <= 0:
            raise _too_big(limit, kind)
    finally:
        os.close(fd)
    return b"".join(chunks), info
