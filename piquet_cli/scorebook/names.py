"""Every name the keeper gives a file of its own, in one place, and the refusal of those
names for a partie.

Beside a partie ``NAME`` (any name, ``a.toml`` in the scorebook) the keeper writes
``NAME.bak`` (the version before the last save), ``NAME.lock`` and ``NAME.lock.info``
(the lock and who holds it), ``NAME.edit`` (``NAME.edit-2`` …: an edit kept for the
user), ``NAME.draft`` (the deal in progress; ``NAME.draft.damaged``, one that could not be read) and hidden temporary files
``.NAME.XXXXXXXX.tmp`` (a save in flight, and ``.NAME.bak.XXXXXXXX.tmp``,
``.NAME.draft.XXXXXXXX.tmp`` for the backup and the draft); in the scorebook folder,
``.piquet-index.json`` (and its temporary files) and ``.piquet-unfinished.json``; and
``piquet edit`` works in a folder ``piquet-edit-XXXXXXXX`` of the system's temporary
folder. Each of those is replaced, removed or overwritten by the keeper in its time,
so none can be a partie's file (issue 19, item 21): ``own_file`` says what a name is to
the keeper, and ``new`` refuses it.
"""

from __future__ import annotations

import re
from pathlib import Path

from piquet_cli.i18n import N_, _

INDEX_NAME = ".piquet-index.json"
NOTE_NAME = ".piquet-unfinished.json"
BACKUP = ".bak"
LOCK = ".lock"
LOCK_INFO = ".lock.info"
EDIT = ".edit"
DRAFT = ".draft"
DAMAGED_DRAFT = ".draft.damaged"
TEMPORARY = ".tmp"
EDIT_PREFIX = "piquet-edit-"
EDIT_MARK = ".in-use"
"""The file in an edit folder that the editing process holds locked."""

RANDOM = r"[a-z0-9_]{8}"
"""The eight characters ``tempfile`` puts in a name."""


def backup_name(name: str) -> str:
    return name + BACKUP


def lock_name(name: str) -> str:
    return name + LOCK


def lock_info_name(name: str) -> str:
    return name + LOCK_INFO


def edit_name(name: str, n: int = 1) -> str:
    """Where an edit of ``name`` is kept: ``NAME.edit``, then ``NAME.edit-2`` …"""
    return name + EDIT + (f"-{n}" if n > 1 else "")


def draft_name(name: str) -> str:
    return name + DRAFT


def damaged_draft_name(name: str) -> str:
    """Where a draft that could not be read is set aside, to be looked at, never replayed."""
    return name + DAMAGED_DRAFT


def own_file(path: Path) -> str | None:
    """What the keeper keeps at ``path`` for itself (``the backup of a.toml``), or None if
    it may be a partie's file. Letters are compared without case, as some disks do."""
    name = path.name.casefold()
    if name == INDEX_NAME:
        return _("the scorebook's index")
    if name == NOTE_NAME:
        return _("the scorebook's note of unfinished parties")
    if name.startswith(".") and name.endswith(TEMPORARY):
        return _("a temporary file of a save")
    if re.fullmatch(EDIT_PREFIX + RANDOM, path.parent.name.casefold()) or name == EDIT_MARK:
        return _("a file of the folder {folder} that 'piquet edit' works in and removes").format(
            folder=path.parent.name
        )
    base = path.name
    for suffix, what in (
        (LOCK_INFO, N_("who holds the lock of {name}")),
        (LOCK, N_("the lock of {name}")),
        (BACKUP, N_("the backup of {name}")),
        (EDIT, N_("an edit kept of {name}")),
        (DRAFT, N_("the deal in progress of {name}")),
        (DAMAGED_DRAFT, N_("a damaged draft set aside of {name}")),
    ):
        if name.endswith(suffix) and len(name) > len(suffix):
            return _(what).format(name=base[: -len(suffix)])
    edit = re.fullmatch(r"(?s)(.+)\.edit-\d+", base, flags=re.IGNORECASE)
    if edit is not None:
        return _("an edit kept of {name}").format(name=edit.group(1))
    return None
