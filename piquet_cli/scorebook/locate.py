"""Where the scorebook lives and how its partie files are named.

The scorebook is one folder of partie files (docs/contract.md, "Files"):
``$PIQUET_HOME`` if set, else the platform's user data folder. Every name made
here is safe to use as a file name on any system and always lies inside the
folder it was made for.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from piquet_cli.errors import FileProblem
from piquet_cli.i18n import _
from piquet_cli.scorebook.oserror import describe_os_error

SLUG_LENGTH = 24
"""At most this many characters of each player's name go into a file name."""


def scorebook_dir() -> Path:
    """Return the scorebook folder, without creating it.

    ``$PIQUET_HOME`` when it is set and not empty (``~`` is expanded), else
    ``platformdirs.user_data_dir("piquet-cli")`` with no author folder.
    """
    home = os.environ.get("PIQUET_HOME")
    if home:
        return _usable(Path(home).expanduser(), " (PIQUET_HOME)")
    import platformdirs  # only the commands that need the folder pay for it

    return _usable(Path(platformdirs.user_data_dir("piquet-cli", appauthor=False)), "")


def _usable(folder: Path, named: str) -> Path:
    """``folder``, if the system can look it up (it need not exist yet); else FileProblem
    saying why not: a name too long (over 255 characters in one part), no permission to
    look in a folder on its way."""
    try:
        os.stat(folder)
    except (FileNotFoundError, NotADirectoryError):
        pass
    except OSError as error:
        raise FileProblem(
            _("cannot use the scorebook folder {folder}{named}: {reason}.").format(
                folder=folder, named=named, reason=describe_os_error(error)
            )
        ) from None
    except ValueError:  # a NUL in the name
        raise FileProblem(
            _("cannot use the scorebook folder {folder!r}{named}: it holds a NUL character.").format(
                folder=folder, named=named
            )
        ) from None
    return folder


def ensure_scorebook_dir() -> Path:
    """Return the scorebook folder, creating it (and its parents) if missing.

    Raises FileProblem when it cannot be made (a file in the way, no permission).
    """
    folder = scorebook_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise FileProblem(
            _("the scorebook folder {folder} cannot be made: a file of that name is in the way.").format(
                folder=folder
            )
        ) from None
    except OSError as error:
        raise FileProblem(
            _("the scorebook folder {folder} cannot be made: {reason}.").format(
                folder=folder, reason=describe_os_error(error)
            )
        ) from None
    return folder


def list_partie_files(folder: Path) -> list[Path]:
    """Return the ``*.toml`` files in ``folder``, most recently changed first.

    Ties in modification time are broken by name, so the order is stable. A
    missing folder holds no parties (empty list); a folder that cannot be read
    raises FileProblem. Hidden files, the ``.bak`` copies and lock files are
    never listed. A name that cannot be looked up (a link that loops, a link into
    a folder that cannot be read) is listed, so that it is named as a damaged file
    is, and skipped, never taken for the whole folder's fault.
    """
    return [path for path, _ in scan_partie_files(folder)]


def scan_partie_files(folder: Path) -> list[tuple[Path, os.stat_result]]:
    """``list_partie_files`` with each file's status (its link's own, for a file that cannot
    be looked up through its link)."""
    import stat

    found: list[tuple[int, str, Path, os.stat_result]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                name = entry.name
                if name.startswith(".") or not name.endswith(".toml"):
                    continue
                try:
                    info = os.stat(entry.path)  # through a link, as a partie may be one
                except FileNotFoundError:  # removed while we looked, or a link to nothing
                    continue
                except OSError:  # a link that loops, into a folder that cannot be read …
                    try:
                        info = os.lstat(entry.path)
                    except OSError:
                        continue
                else:
                    if not stat.S_ISREG(info.st_mode):
                        continue
                found.append((-info.st_mtime_ns, name, Path(entry.path), info))
    except FileNotFoundError:
        return []
    except OSError as error:
        raise FileProblem(
            _("cannot list the scorebook folder {folder}: {reason}.").format(
                folder=folder, reason=describe_os_error(error)
            )
        ) from None
    return [(path, info) for _, _, path, info in sorted(found)]


def player_slug(name: str) -> str:
    """Turn a player's name into a file-name-safe slug.

    The result holds only ``a-z``, ``0-9`` and single inner hyphens, at most
    ``SLUG_LENGTH`` characters; accents are dropped (``Élodie`` → ``elodie``);
    a name with nothing usable left becomes ``player``. So it can never hold
    ``/``, ``..``, NUL or start with a dot.
    """
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")
    slug = slug[:SLUG_LENGTH].rstrip("-")
    return slug or "player"


def new_partie_path(folder: Path, players: Sequence[str], when: datetime) -> Path:
    """Return a fresh path in ``folder`` for a partie between ``players``.

    The name is the players' slugs joined by ``_`` and the date-time stamp,
    e.g. ``ann_bob_2025-11-29_2150.toml``; if that name is taken, ``-2``,
    ``-3`` … is added before ``.toml``. The path never exists at the time of
    the call and always lies directly inside ``folder``. (Two processes may
    still pick the same free name at the same moment: write the file with
    ``store.save(..., new=True)``, which refuses to overwrite.)
    """
    stem = "_".join([*(player_slug(p) for p in players), when.strftime("%Y-%m-%d_%H%M")])
    candidate = folder / f"{stem}.toml"
    suffix = 1
    while os.path.lexists(candidate):
        suffix += 1
        candidate = folder / f"{stem}-{suffix}.toml"
    assert candidate.resolve().parent == folder.resolve(), candidate
    return candidate
