"""The one place that turns every error into one sentence and an exit code.

``guarded`` wraps every command (docs/contract.md, "Errors and exits"): a
``PiquetError`` is its sentence and exit 1 or 2; Ctrl-C or end of input exit
130 (143 for SIGTERM), saying truly whether what was being entered was saved;
a closed output pipe stops quietly (141: nothing was changed; 0 and a sentence
if a save was made before it); output that cannot be written (a full disk) is
said in one sentence (exit 1; 0 after a save), and with standard output closed
nothing is done (exit 1); anything else is a bug, said in one
sentence (exit 70), or shown whole with ``--debug``. ``Piquet`` is the command
group, with Click's own complaints put the same way.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import typer
from typer.core import TyperGroup

from piquet_cli.i18n import _

F = TypeVar("F", bound=Callable[..., Any])


class Piquet(TyperGroup):
    """The command group, with Click's own complaints (a missing argument, an unknown
    option, a value of the wrong type) put as every other message is: ``piquet: …``,
    one sentence, exit 2."""

    def main(  # type: ignore[override]
        self,
        args: Any = None,
        prog_name: Any = None,
        complete_var: Any = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        from typer._click.exceptions import NoArgsIsHelpError, UsageError  # typer's own copy of Click

        _closed_streams_opened()  # Click's complaints go to standard error
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except NoArgsIsHelpError as error:
            error.show()
            sys.exit(error.exit_code)
        except UsageError as error:
            _complain(_usage_sentence(error))
            sys.exit(2)
        except BrokenPipeError:  # the help or the version, piped into a reader that went away
            _pipe_closed()
            sys.exit(PIPE_CLOSED)
        except OSError as error:  # the help or the version could not be written (a full disk)
            if not _output_failed():
                raise
            sys.exit(_unwritten(error))
        sys.exit(code if isinstance(code, int) else 0)


def _usage_sentence(error: Any) -> str:
    """Click's complaint as one sentence, with where to read more."""
    from piquet_cli.cli.click_words import usage_message  # in the language spoken

    message = usage_message(error).strip().rstrip(".").replace("is not a valid int", "is not a whole number")
    message = message[:1].lower() + message[1:]
    context = getattr(error, "ctx", None)
    where = f"'{context.command_path} --help'" if context is not None else "'piquet --help'"
    return _("{message}; see {where}.").format(message=message, where=where)


debug = False


def guarded(func: F) -> F:
    """Run a command body, turning every error into one sentence and an exit code.

    PiquetError → its message, exit 1 or 2 (docs/contract.md). Ctrl-C or end of input
    → exit 130, saying truly whether what was being entered was saved. A closed
    output pipe (``piquet summary | head -1``) → stop quietly, exit 141, as Unix
    tools do, when nothing was changed; after a save, exit 0 and say it was saved.
    Anything else is a bug: one sentence and exit 70, or the traceback with
    ``--debug``.
    """

    @functools.wraps(func)
    def run(*args: Any, **kwargs: Any) -> Any:
        from piquet_cli.errors import PiquetError

        try:
            _ctrl_c_met_here()
            _closed_streams_opened()
            if sys.stdout is None:  # started with standard output closed (``>&-``)
                _complain(_("standard output is closed, so nothing could be shown; nothing was done."))
                raise typer.Exit(1)
            _prepare_streams()
            result = func(*args, **kwargs)
            sys.stdout.flush()  # a closed pipe shows now, inside the guard, not at exit
            _done()
            return result
        except PiquetError as error:
            _done()
            if debug:
                raise
            _complain(str(error))
            raise typer.Exit(error.exit_code) from None
        except BrokenPipeError:
            _pipe_closed()
            raise typer.Exit(_cut_off()) from None
        except (KeyboardInterrupt, EOFError) as stop:
            _hold()
            if debug:
                raise
            raise typer.Exit(_interrupted(stop)) from None
        except (typer.Exit, typer.Abort):
            _done()
            raise
        except Exception as error:  # a bug: say so plainly, never a traceback
            _done()
            if isinstance(error, OSError) and _output_failed():  # not a bug: the output cannot be written
                raise typer.Exit(_unwritten(error)) from None
            if debug:
                raise
            _complain(
                _("internal error ({error}); run again with --debug and report it.").format(
                    error=f"{type(error).__name__}: {error}"
                )
            )
            raise typer.Exit(70) from None
        finally:
            _plain_ends()

    return run  # type: ignore[return-value]


def _plain_ends() -> None:
    """The command is over: plain ASCII, asked for it alone, ends with it (the tests run many
    commands in one process)."""
    from piquet_cli.cli.console import set_ascii

    set_ascii(False)


PIPE_CLOSED = 141
"""Exit code when the reader of the output went away and nothing was changed: 128 + SIGPIPE, as
``cat`` or ``git log``."""

_whole_process = False
"""True when ``main`` runs the program (not a test calling a command in-process)."""


def _prepare_streams() -> None:
    """On a terminal whose encoding lacks ♠ or —, print them as S and - rather than fail; when
    plain ASCII is asked for (``PIQUET_ASCII=1``, a C locale, an encoding without the symbols:
    ``console.ascii_wanted``), every text output is plain ASCII within 80 columns."""
    from piquet_cli.cli.console import ascii_wanted, set_ascii

    plain = ascii_wanted((sys.stdout, sys.stderr))
    set_ascii(plain)
    encodings = (getattr(stream, "encoding", None) or "" for stream in (sys.stdout, sys.stderr))
    if plain or not all(e.lower().replace("_", "-").startswith("utf") for e in encodings):
        from piquet_cli.cli.escape import degrade_unencodable

        degrade_unencodable(to_ascii=plain)


def _closed_streams_opened() -> None:
    """Standard input closed (``<&-``) reads as an empty input, as ``< /dev/null`` does (no
    terminal: nothing is asked); standard error closed (``2>&-``) takes what would be said there
    and drops it. (Python gives a closed stream as None, which every read or word would fail on.)"""
    import os

    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 — the process's own, to its end
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 — the process's own


def paper_text() -> None:
    """``summary --text``: from here the output is plain ASCII within 80 columns, for a printer,
    whatever the terminal (``console.paper_mode``)."""
    from piquet_cli.cli.console import set_ascii
    from piquet_cli.cli.escape import degrade_unencodable

    sys.stdout.flush()
    set_ascii(True, paper=True)
    degrade_unencodable(to_ascii=True)


def _ctrl_c_met_here() -> None:
    """The command's body begins: from now Ctrl-C is KeyboardInterrupt, met by ``guarded`` (until
    now, in the whole program, ``piquet_cli.start`` stopped it at once: nothing had begun)."""
    if _whole_process:
        import signal

        if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:  # started ignoring it (nohup): so it stays
            signal.signal(signal.SIGINT, signal.default_int_handler)


def _done() -> None:
    """The command's work is done: a late Ctrl-C can no longer make a message untrue."""
    if _whole_process:
        import signal

        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)


def _hold() -> None:
    """An interruption is being met: from now on a second Ctrl-C (or SIGTERM) changes nothing, so
    the sentence is said whole and nothing on the way (a module imported, the lock's note removed)
    is cut short by it. One that came in the meantime is dropped with it."""
    while True:
        try:
            _done()
            return
        except KeyboardInterrupt:  # a second signal, met before the first was ignored: drop it
            continue


def _pipe_closed() -> None:
    """The reader of standard output has gone: stop quietly (nothing more can be said there).

    What is still buffered goes to the null device, so the flush at exit cannot
    fail again (Python's advice, "Note on SIGPIPE").
    """
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    _done()


def _cut_off() -> int:
    """The output was cut off: exit 141 if nothing was changed; if a save was made, it stands:
    say so on standard error and exit 0, so that a script (``set -o pipefail``) never enters it
    twice (issue 19, item 30)."""
    critical = sys.modules.get("piquet_cli.scorebook.critical")
    saved = getattr(critical, "saved", None)
    if saved is None:
        return PIPE_CLOSED
    _complain(
        _(
            "the output was cut off after {what} was saved in {path}: it is recorded; do not enter it again."
        ).format(what=saved.what, path=saved.path)
    )
    return 0


def _output_failed() -> bool:
    """Standard output can take nothing more (a full disk, a device that fails): a line
    written to it now fails too. (The line that failed was dropped with its error, so only a
    write tells; where the output is sound this one is an empty line, said before a bug's
    sentence, never in a command's ordinary output.)"""
    try:
        sys.stdout.write("\n")
        sys.stdout.flush()
    except (OSError, ValueError):
        return True
    return False


def _unwritten(error: OSError) -> int:
    """The output could not be written: say why on standard error. Exit 1 if nothing was
    changed; if a save was made, it stands: say so and exit 0, as ``_cut_off`` does."""
    from piquet_cli.scorebook.oserror import describe_os_error  # in the language spoken

    _pipe_closed()  # what is still buffered goes nowhere, so the exit cannot fail on it again
    reason = describe_os_error(error)
    critical = sys.modules.get("piquet_cli.scorebook.critical")
    saved = getattr(critical, "saved", None)
    if saved is None:
        _complain(_("cannot write the output ({reason}); nothing was changed.").format(reason=reason))
        return 1
    _complain(
        _(
            "cannot write the output ({reason}) after {what} was saved in {path}: it is recorded; "
            "do not enter it again."
        ).format(reason=reason, what=saved.what, path=saved.path)
    )
    return 0


def _interrupted(stop: BaseException) -> int:
    """Say what an interruption left saved, truly; return the exit code (130, or 143 for SIGTERM)."""
    critical = sys.modules.get("piquet_cli.scorebook.critical")
    saved = getattr(critical, "saved", None)
    try:
        sys.stderr.write("\n")  # the interrupted prompt leaves the cursor mid-line
    except OSError:
        pass
    if saved is not None:
        _complain(
            _(
                "interrupted, but only after {what} was saved in {path}: it is recorded; do not enter it again."
            ).format(what=saved.what, path=saved.path)
        )
    else:
        from piquet_cli.cli.stopping import note

        _complain(_("interrupted; {what}").format(what=note()))
    _done()
    return 143 if getattr(stop, "signum", None) == 15 else 130


def _complain(message: str) -> None:
    from piquet_cli.cli.console import tell
    from piquet_cli.cli.escape import shorten_quoted

    try:
        tell(shorten_quoted(message))
        sys.stderr.flush()
    except OSError:  # standard error closed too: nothing more can be said
        pass


class _Terminated(KeyboardInterrupt):
    """SIGTERM, met as Ctrl-C is: the command stops with a true sentence (exit 143)."""

    signum = 15


def _terminate(signum: int, frame: object) -> None:
    raise _Terminated()


def set_debug(on: bool) -> None:
    global debug
    debug = on


def whole_process() -> None:
    """``main`` runs the program: SIGTERM is met as Ctrl-C is, and a late signal ignored."""
    import signal

    global _whole_process
    _whole_process = True
    signal.signal(signal.SIGTERM, _terminate)
