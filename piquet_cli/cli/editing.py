"""``piquet edit`` without a deal number: the partie file in ``$EDITOR``, the way
``crontab -e`` and ``git commit`` do it, and never an edit thrown away.

The editor works on a copy in a private folder (``piquet-edit-XXXXXXXX`` in the
system's temporary folder, held locked while in use so that the clean-up of
killed edits leaves it alone). The copy is read back as a partie: if it is not
a valid one, or if the file changed on disk meanwhile (another ``piquet deal``),
nothing is saved, the reason is said as ``file:line``, and in a terminal the
editor is opened again on the edited text (against the new file, whose changes
are shown). Declined, or without a terminal, the edited text is kept beside the
partie as ``NAME.toml.edit`` and the message says so; where that cannot be
written whole (a full disk), the editor's own copy is kept, whole, in its folder,
and the message says that. The original file is unchanged until a valid edit is
saved. An editor that removes its copy, or leaves something else than a file in
its place (a pipe is never waited on), has left nothing to save: said, exit 1.
"""

from __future__ import annotations

import contextlib
import difflib
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

from piquet_cli.cli.asking import confirm
from piquet_cli.cli.console import Out, safe
from piquet_cli.errors import FileProblem
from piquet_cli.games.view import Partie
from piquet_cli.i18n import N_, _
from piquet_cli.scorebook import leftovers, names, store
from piquet_cli.scorebook.lock import NOFOLLOW
from piquet_cli.scorebook.oserror import describe_os_error
from piquet_cli.scorebook.parties import PartieFile, read_partie, save_partie
from piquet_cli.scorebook.reading import read_regular
from piquet_cli.scorebook.scoring import partie_from_document


def editor_command() -> list[str]:
    """``$VISUAL`` or ``$EDITOR`` as the words of a command, or FileProblem saying what is wrong."""
    name = "VISUAL" if os.environ.get("VISUAL") else "EDITOR"
    editor = os.environ.get(name, "")
    if not editor.strip():
        raise FileProblem(_("set $EDITOR (or $VISUAL) to the editor to use, e.g. EDITOR=nano piquet edit."))
    try:
        words = shlex.split(editor)
    except ValueError as error:
        raise FileProblem(
            _(
                "${name} is {editor}, which is not a command the shell could run ({error}); "
                "fix it, e.g. {name}=nano. Nothing was changed."
            ).format(name=name, editor=repr(editor), error=error)
        ) from None
    return words


def edit_in_editor(current: PartieFile, interactive: bool) -> None:
    """$EDITOR on a copy of ``current``; saved only once it is a valid partie against the file now on disk."""
    from piquet_cli.cli.render import show_text

    command = editor_command()
    leftovers.remove_edit_folders(Path(tempfile.gettempdir()))
    base, _size = read_regular(current.path, store.MAX_BYTES)  # what the edit starts from
    folder = _EditFolder(current.path.name)
    try:
        given = base
        try:
            folder.write(given)
        except OSError as error:
            raise FileProblem(
                _("cannot make the copy to edit in {folder} ({why}); {path} is unchanged.").format(
                    folder=folder.path, why=describe_os_error(error), path=current.path
                )
            ) from None
        while True:
            _run_editor(command, folder.copy, current.path)
            edited = _edited(folder.copy, current.path)
            if edited == base == given:
                Out().line(_("No change."))
                return
            problem, checked = _check(folder.copy, current.path)
            kept_words = _("{path} is unchanged; your edit is kept in").format(path=current.path)
            again = _("your edited text")
            if checked is not None:
                fresh = _now_on_disk(current)
                if fresh is None:
                    try:
                        saved = save_partie(current, *checked, what=_("your edit of the file"))
                    except FileProblem as error:
                        fresh = _now_on_disk(current)
                        problem = error.message
                    else:
                        Out().line(_("Saved {path}.").format(path=saved.path))
                        show_text(saved.view)
                        return
                if fresh is not None:  # another piquet saved meanwhile: against the new file
                    theirs, _size = read_regular(fresh.path, store.MAX_BYTES)
                    _show_changes(current.path, base, theirs)
                    merged = _merged(base, edited, theirs)
                    edited = (
                        merged
                        if merged is not None
                        else _with_changes_noted(current.path, base, theirs, edited)
                    )
                    problem = (
                        _(
                            "{path} changed on disk while you edited it (another piquet saved meanwhile?); "
                            "your edit was not saved, but it merges cleanly with that change."
                        )
                        if merged is not None
                        else _(
                            "{path} changed on disk while you edited it (another piquet saved meanwhile?); "
                            "your edit was not saved."
                        )
                    ).format(path=current.path)
                    again = (
                        _("the merged text")
                        if merged is not None
                        else _("your edited text, the changes noted at its top")
                    )
                    current, base, kept_words = fresh, theirs, _("Your edit is kept in")
            assert problem is not None
            if interactive and confirm(
                _("{problem}\nOpen the editor again on {again}?").format(problem=problem, again=again),
                default=True,
            ):
                given = edited
                try:
                    folder.write(given)
                    continue
                except OSError as error:
                    problem += "\n" + _("The editor cannot be opened again on it ({why}).").format(
                        why=describe_os_error(error)
                    )
            kept = _keep(current.path, edited, folder)
            raise FileProblem(f"{problem}\n{kept_words} {kept}.")
    except (KeyboardInterrupt, EOFError):  # stopped at a question: the edit is kept all the same
        try:
            edited = _edited(folder.copy, current.path)
        except FileProblem:  # the editor left nothing to keep
            edited = base
        if edited != base:
            kept = _keep(current.path, edited, folder)
            sys.stderr.write(
                "\npiquet: "
                + _("{path} is unchanged; your edit is kept in {kept}.").format(
                    path=safe(str(current.path)), kept=safe(str(kept))
                )
            )
        raise
    finally:
        folder.close()


def _merged(base: bytes, mine: bytes, theirs: bytes) -> bytes | None:
    """The edit with the change made on disk meanwhile, if they merge cleanly (``scorebook.merge``)."""
    import tomllib

    import tomli_w

    from piquet_cli.scorebook.merge import merge

    try:
        docs = [tomllib.loads(raw.decode("utf-8").removeprefix("\ufeff")) for raw in (base, mine, theirs)]
        merged = merge(*docs)
        if merged is None:
            return None
        header = (
            "# piquet: your edit, merged with what changed on disk meanwhile (see above). Save to keep it.\n"
        )
        return (header + tomli_w.dumps(merged)).encode("utf-8")
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError, TypeError, ValueError):
        return None


def _with_changes_noted(path: Path, base: bytes, theirs: bytes, edited: bytes) -> bytes:
    """Your edited text, headed by the changes made on disk meanwhile as TOML comments (never saved)."""
    lines = [
        f"# piquet: {path} changed on disk while you edited it. Merge these changes into your",
        "# edit below; these comment lines are not saved.",
        *(f"#   {line}" for line in _diff(path, base, theirs)),
    ]
    return ("\n".join(lines) + "\n").encode("utf-8") + edited


def _run_editor(command: list[str], copy: Path, path: Path) -> None:
    """Run the editor and wait; Ctrl-C belongs to the editor meanwhile (as git does)."""
    import signal

    try:
        editor = subprocess.Popen([*command, str(copy)])
    except OSError as error:
        raise FileProblem(
            _("the editor {editor} could not start ({error}); {path} is unchanged.").format(
                editor=repr(shlex.join(command)), error=error, path=path
            )
        ) from None
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        status = editor.wait()
    finally:
        signal.signal(signal.SIGINT, previous)
    if status != 0:
        raise FileProblem(
            _(
                "the editor {editor} stopped with status {status}; {path} is unchanged "
                "and the edit was dropped, as the editor asked."
            ).format(editor=repr(shlex.join(command)), status=status, path=path)
        )


def _edited(copy: Path, path: Path) -> bytes:
    """The copy as the editor left it, or FileProblem if it is gone (the editor removed it, or its
    folder) or no longer a file: a pipe left in its place is never waited on (issue 19, item 29)."""
    try:
        return read_regular(copy, store.MAX_BYTES, N_("an edited partie file"))[0]
    except FileNotFoundError:
        reason = _("the editor removed it")
    except OSError as error:
        reason = describe_os_error(error)
    raise FileProblem(
        _("the copy being edited, {copy}, cannot be read: {reason}; {path} is unchanged.").format(
            copy=copy, reason=reason, path=path
        )
    )


def _check(copy: Path, path: Path) -> tuple[str | None, tuple[Partie, list[str | None]] | None]:
    """Whether the edited copy is a valid partie: (None, (partie, notes)) or (the problem as file:line, None)."""
    try:
        data = store.load(copy).data
        partie, _kind, _options, notes = partie_from_document(copy, data)
    except FileProblem as error:
        return error.message.replace(str(copy), str(path)), None  # the loader placed it: path:line:
    return None, (partie, notes)


def _now_on_disk(current: PartieFile) -> PartieFile | None:
    """The partie as it is on disk now if it changed since ``current`` was read, else None."""
    try:
        fresh = read_partie(current.path)
    except FileProblem:
        return None
    return fresh if fresh.stamp != current.stamp else None


def _diff(path: Path, before: bytes, after: bytes) -> list[str]:
    return list(
        difflib.unified_diff(
            before.decode("utf-8", "replace").splitlines(),
            after.decode("utf-8", "replace").splitlines(),
            f"{path} (when you began)",
            f"{path} (now)",
            lineterm="",
        )
    )


def _show_changes(path: Path, before: bytes, after: bytes) -> None:
    """What changed on disk since the edit began, as a unified diff."""
    out = Out()
    out.line(_("What changed on disk meanwhile:"))
    for line in _diff(path, before, after):
        out.line(safe(line))


class _EditFolder:
    """A private folder for the copy, marked in use (held with flock) until closed."""

    def __init__(self, name: str) -> None:
        self.path = Path(tempfile.mkdtemp(prefix=names.EDIT_PREFIX))
        self.copy = self.path / name
        mark = self.path / names.EDIT_MARK
        self.mark = os.open(mark, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o600)
        leftovers.hold(self.mark)
        self.kept = False

    def write(self, data: bytes) -> None:
        """Make ``data`` the copy, whole, or raise OSError with the copy as it was (a full disk)."""
        new = self.path / f"{self.copy.name}.new"
        try:
            with open(new, "wb") as out:
                out.write(data)
            os.replace(new, self.copy)
        except OSError:
            with contextlib.suppress(OSError):
                new.unlink()
            raise

    def keep(self) -> None:
        """Leave the folder for the user: no longer marked in use, so no clean-up takes it."""
        self.kept = True
        with contextlib.suppress(OSError):  # the editor may have removed it all
            os.unlink(self.path / names.EDIT_MARK)

    def close(self) -> None:
        os.close(self.mark)
        if not self.kept:
            import shutil

            shutil.rmtree(self.path, ignore_errors=True)


def _keep(path: Path, edited: bytes, folder: _EditFolder) -> Path:
    """Keep the edited text beside the partie as ``NAME.toml.edit`` (``-2``, ``-3`` … if taken),
    never through a link, and whole: one that cannot be written whole (a full disk, ``ulimit -f``)
    is removed again. Failing that (a read-only folder, a full disk), in the edit folder itself,
    whose copy is the editor's own, whole (issue 19, item 20)."""
    for n in range(1, 100):
        kept = path.with_name(names.edit_name(path.name, n))
        try:
            fd = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o600)
        except FileExistsError:
            continue
        except OSError:
            break
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(edited)
                out.flush()
                os.fsync(out.fileno())  # a full disk may say so only now
        except OSError:
            with contextlib.suppress(OSError):
                kept.unlink()
            break
        return kept
    folder.keep()
    try:
        if _edited(folder.copy, path) != edited:  # the text kept is merged or annotated
            folder.write(edited)
    except (FileProblem, OSError):  # the editor's copy, as it left it, is what is kept
        pass
    return folder.copy
