"""Partie files in the scorebook: find, read, create and change one partie.

Joins the storage layer (``store``: atomic saves, locks, stale checks) to the
partie's document (``document``, read and scored in ``scoring``) and its game
(``games``). A partie is scored on every read, so a file that loads is a file
whose every deal is lawful, and a correction to one deal re-scores everything
after it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from piquet_cli import i18n
from piquet_cli.errors import BadValue, FileProblem, PiquetError
from piquet_cli.games import game_spec, get_game
from piquet_cli.games.view import Partie, PartieView
from piquet_cli.i18n import _
from piquet_cli.records import NamedTuple
from piquet_cli.scorebook import store, unfinished
from piquet_cli.scorebook.document import partie_to_dict
from piquet_cli.scorebook.locate import (
    ensure_scorebook_dir,
    new_partie_path,
    scorebook_dir,
)
from piquet_cli.scorebook.names import own_file
from piquet_cli.scorebook.oserror import describe_os_error
from piquet_cli.scorebook.scoring import partie_from_document


class PartieFile(NamedTuple):
    """A partie as read from its file, with the version read (for the stale check)."""

    path: Path
    partie: Partie
    view: PartieView
    meta: dict[str, Any]
    notes: list[str | None]
    stamp: store.Stamp | None = None


_found: tuple[PartieFile, tuple[str, bool]] | None = None
"""The partie ``find_partie`` read and scored to find it, and the language it was scored in: the
command's own ``read_partie`` of that path takes it, once, while its file holds the very bytes it
was read from (``read_again``) and the same language is spoken, rather than read and score it a
second time."""


def read_partie(path: Path) -> PartieFile:
    global _found
    if _found is not None:
        found, spoken = _found
        _found = None
        if found.path == path and spoken == i18n.spoken():
            return read_again(found)
    loaded = store.load(path)
    partie, view, meta, notes = partie_from_document(path, loaded.data)
    return PartieFile(path, partie, view, meta, notes, loaded.stamp)


def read_again(current: PartieFile) -> PartieFile:
    """The partie of ``current`` as its file is now: ``current`` itself while the file holds the
    very bytes it was read from (the same stamp: size, time and checksum; nothing parsed or
    scored twice), else the file read anew."""
    if current.stamp is not None and store.stamp_of(current.path) == current.stamp:
        return current
    return read_partie(current.path)


OTHERS_READ = 4
"""Without --file, at most this many other unfinished parties are read beside the newest (to say
that there are others, and which game an entry would fit)."""


def find_partie(
    file: Path | None,
    chosen: Callable[[PartieFile, list[PartieFile]], None] | None = None,
    game: str | None = None,
) -> Path:
    """``--file`` if given (a path, or a partie's id in ``piquet history``), else the most
    recently changed unfinished partie in the scorebook, found through its index
    (``scorebook.unfinished``) rather than by reading every file; with ``game``, the most
    recent of that game's (a game's own command, ``piquet withdraw``, is for its parties only).

    ``chosen``, when more than one partie is unfinished: called with the newest and (some of)
    the others, before anything is asked or written, so the command can say which it took."""
    if file is not None:
        return partie_path(file)
    folder = scorebook_dir()
    candidates, noted = _candidates(folder) if folder.is_dir() else ([], True)
    found = _read_unfinished(folder, candidates, noted, chosen is None, game)
    if found:
        if chosen is not None and len(found) > 1:
            chosen(found[0], found[1:])
        global _found
        _found = (found[0], i18n.spoken())
        return found[0].path
    if game is not None:
        spec = game_spec(game)
        title = spec.title if spec is not None else game
        raise FileProblem(
            _(
                "no unfinished {title} partie in the scorebook ({folder}); start one with 'piquet new A B --game {game}', or name a file with --file."
            ).format(title=title, folder=folder, game=game)
        )
    raise FileProblem(
        _(
            "no unfinished partie in the scorebook ({folder}); start one with 'piquet play' or 'piquet new A B', or name a file with --file."
        ).format(folder=folder)
    )


LOOK_FURTHER = 10
"""Without the index's records (``index.newest_first_unindexed``), at most this many files past the
newest unfinished partie are read in search of others (to say that there are others): an
unfinished partie older than those is not named then, only the next time the index is whole."""


def _read_unfinished(
    folder: Path, candidates: list[Path], noted: bool, one: bool, game: str | None
) -> list[PartieFile]:
    """The unfinished parties among ``candidates``, read newest first: the first (``one``), else
    up to ``OTHERS_READ`` more. Not ``noted`` (every file not known finished): at most
    ``LOOK_FURTHER`` read past the first; and if none is unfinished among the first
    ``REBUILD_AT_ONCE``, the index is brought up to date after all (with its note, so the
    next command is quick) and its unfinished parties are read."""
    if not noted:
        from piquet_cli.scorebook.index import REBUILD_AT_ONCE  # only where the note is not whole

    found: list[PartieFile] = []
    further = 0
    for read, path in enumerate(candidates):
        if not noted and found:
            further += 1
            if further > LOOK_FURTHER:
                break
        elif not noted and read >= REBUILD_AT_ONCE:
            from piquet_cli.scorebook.index import read_scorebook

            seen = set(candidates[:read])
            rest = [e.path for e in read_scorebook(folder) if _unfinished(e.record) and e.path not in seen]
            return _read_unfinished(folder, rest, True, one, game)
        try:
            current = read_partie(path)
        except Exception:  # noqa: BLE001, S112 — a damaged file (or a bug met in one) is skipped; history names it
            continue
        if not current.view.finished and game in (None, current.partie.game):
            found.append(current)
            if one or len(found) > OTHERS_READ:
                break
    return found


def _unfinished(record: object) -> bool:
    from piquet_cli.games.partie_record import PartieRecord

    return isinstance(record, PartieRecord) and not record.finished


def unfinished_parties(folder: Path) -> list[Path]:
    """The scorebook's unfinished parties, most recently changed first (some may have been
    finished since the index last looked: the caller reads them)."""
    return _candidates(folder)[0]


def _candidates(folder: Path) -> tuple[list[Path], bool]:
    """The files that may be the unfinished parties, newest first, and whether the note or the
    index vouches for every other file being finished (True), or they are every file not known
    finished, to be read newest first until the unfinished partie is found (False: an everyday
    command never waits on the whole scorebook, issue 25)."""
    from piquet_cli.scorebook.fingerprint import engine_fingerprint
    from piquet_cli.scorebook.unfinished import noted_unfinished

    noted = noted_unfinished(folder, engine_fingerprint())
    if noted is not None:
        return noted, True
    from piquet_cli.scorebook.index import newest_first_unindexed, read_scorebook  # the note is not whole

    unindexed = newest_first_unindexed(folder)
    if unindexed is not None:
        return unindexed, False
    return [e.path for e in read_scorebook(folder) if _unfinished(e.record)], True


def partie_path(file: Path) -> Path:
    """``--file``: a partie file, or — when no file has that name — the id ``piquet history``
    shows beside a partie of the scorebook (``7``)."""
    text = str(file)
    if os.path.exists(file) or not (text.isascii() and text.isdigit()):  # False for a name too long
        return file
    from piquet_cli.scorebook.ids import partie_by_id

    found = partie_by_id(int(text))
    if found is None:
        raise FileProblem(
            _(
                "{text} is neither a file nor the id of a partie in the scorebook; 'piquet history' lists the parties with their ids."
            ).format(text=text)
        )
    return found


def create_partie(
    partie: Partie, file: Path | None = None, now: datetime | None = None, imported_from: str | None = None
) -> PartieFile:
    """Write a new partie file (refusing to overwrite one) and return it; ``imported_from``
    names the score card it was imported from."""
    if file is not None:
        _refuse_own_name(file)
    now = now or datetime.now().astimezone()
    meta = {"created": now.isoformat(timespec="seconds")}
    if imported_from is not None:
        meta["imported_from"] = imported_from
    doc = partie_to_dict(partie, meta)
    view = get_game(partie.game).score(partie)
    if file is not None:
        _make_folder_of(file)
        path, stamp = _create(file, doc, view.finished)
    else:
        folder = ensure_scorebook_dir()
        for _try in range(_NEW_NAME_TRIES):
            try:
                path, stamp = _create(new_partie_path(folder, partie.players, now), doc, view.finished)
                break
            except store.AlreadyExists:  # another piquet took the name meanwhile: the next free one
                continue
        else:
            raise FileProblem(
                _(
                    "could not find a free name for the new partie in {folder} (another piquet took each one first); nothing was saved — run the command again."
                ).format(folder=folder)
            )
    return PartieFile(path, partie, view, meta, [], stamp)


_NEW_NAME_TRIES = 1000
"""How many names a new partie tries, while other piquets make parties of the same players
in the same minute (each try skips every name taken by then)."""


def _create(path: Path, doc: dict[str, Any], finished: bool) -> tuple[Path, store.Stamp]:
    """Write a new partie file at ``path``; ``store.AlreadyExists`` if it is there first."""
    before = unfinished.before_save(path)
    with store.locked(path, new=True):
        stamp = store.save(path, doc, new=True, what=_("the new partie"))
    unfinished.after_save(path, not finished, before)
    return path, stamp


def _refuse_own_name(file: Path) -> None:
    """A new partie is never made at a name the keeper uses for its own files (``names``):
    the keeper would replace or remove it in its time."""
    what = own_file(file)
    if what is not None:
        raise BadValue(
            _(
                "{file} is a name piquet keeps for its own files ({what}); a partie there would be lost. Name it otherwise, e.g. ending in .toml; nothing was saved."
            ).format(file=file, what=what),
            "--file",
        )


def _make_folder_of(file: Path) -> None:
    """Create the folder the user named with ``--file`` for a new partie: the only folder
    the keeper ever makes outside the scorebook."""
    if os.path.islink(file) or file.parent.is_dir():
        return  # a link is refused by the lock, with its own sentence
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise FileProblem(
            _("cannot make the folder {folder} for {file}: {reason}; nothing was saved.").format(
                folder=file.parent, file=file, reason=describe_os_error(error)
            )
        ) from None


def save_partie(
    current: PartieFile,
    partie: Partie,
    notes: list[str | None],
    what: str = "the change",
    *,
    keep_note: bool = True,
) -> PartieFile:
    """Save a changed partie over ``current``, scoring it first.

    Nothing is written if the new partie breaks a law (the error says which
    deal) or if the file changed on disk since ``current`` was read. ``what``
    (``deal 3``) names the change, for the message of an interruption. The
    scorebook's note of unfinished parties is kept true (``keep_note``; a caller
    that holds the file's lock around this does it itself once the lock is
    released, as releasing it changes the folder).
    """
    try:
        view = get_game(partie.game).score(partie)
    except PiquetError as error:
        error.message = error.message + " " + _("Nothing was saved.")
        raise
    doc = partie_to_dict(partie, current.meta, notes)
    before = unfinished.before_save(current.path) if keep_note else None
    with store.locked(current.path):
        stamp = store.save(current.path, doc, expected_stamp=current.stamp, what=what)
    unfinished.after_save(current.path, not view.finished, before)
    return PartieFile(current.path, partie, view, current.meta, notes, stamp)


def append_deal(
    path: Path,
    next_deal: Callable[[PartieFile], tuple[Any, str | None]],
    what: Callable[[int], str],
    read: PartieFile | None = None,
) -> tuple[PartieFile, int]:
    """Add one deal to the partie at ``path`` under its lock, so that two processes adding deals
    at once never lose one: ``next_deal`` reads the partie as it is under the lock and gives the
    deal's facts and note (or raises, and nothing is saved); ``what(number)`` names it for the
    message of an interruption. Returns the partie saved and the deal's number. The scorebook's
    note of unfinished parties is kept true once the lock is released.

    ``read``: the partie as the caller read it from ``path`` before; under the lock it is taken
    as it is if the file has not changed since (``read_again``), rather than read and scored
    once more."""
    if read is None:
        store.load(path)  # a partie file it is, before its lock is taken (never /etc/passwd.lock)
    before = unfinished.before_save(path)
    with store.locked(path):
        current = read_partie(path) if read is None else read_again(read)
        facts, note = next_deal(current)
        number = current.view.next_number
        saved = save_partie(
            current,
            current.partie._replace(deals=current.partie.deals + (facts,)),
            current.notes + [note],
            what=what(number),
            keep_note=False,
        )
    unfinished.after_save(path, not saved.view.finished, before)  # the lock released: the folder is still
    return saved, number
