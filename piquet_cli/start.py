"""The ``piquet`` console script (and ``python -m piquet_cli``), started as quickly as Python can.

A command makes tens of thousands of objects as it starts (typer, click, a game's engine, the
partie) and almost no garbage that only the cycle collector could free; yet the collector runs
some 40 times over them, 4 ms of a 70 ms command (``bench/run``). So it is off while a command
starts and works, and on again as soon as the keeper waits for a person (``reading.read_answer``): a
partie played at the table, question after question, runs with it on as any program does.

Ctrl-C while the command is still loading (typer, the command's flags: most of its first 50 ms)
stops it at once with exit 130 and the sentence every interruption ends with, never a traceback:
nothing has been done yet. This module sets that up as it is imported, the first of the
program's own code to run (the console script's wrapper runs a line of its own before ``main``).
From the moment the command's body runs, ``guard.guarded`` meets Ctrl-C, saying truly what was
saved (issue 19, item 28).
"""

import _signal  # type: ignore[import-not-found]  # ``signal``'s core, loaded with Python; ``signal`` imports enum
import os


def _stopped_while_starting(signum: int, frame: object) -> None:
    """Ctrl-C before the command began its work: say so (as ``guard`` would, with
    ``stopping.NOTHING_SAVED``) and stop, with nothing to finish or undo."""
    try:
        os.write(2, b"\npiquet: interrupted; nothing was saved.\n")
    finally:
        os._exit(130)


if (
    _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler
):  # not where Ctrl-C is ignored (nohup, a job)
    _signal.signal(_signal.SIGINT, _stopped_while_starting)


FORGET_MET_INTERRUPT = """Why ``main`` ends by evaluating a string.

CPython 3.11 remembers a KeyboardInterrupt that ended the evaluation of a string
(``run_eval_code_obj``: ``eval``/``exec`` of source, as ``collections.namedtuple`` does to
make a record's ``__new__``), even when a caller then catches it; under ``python -m`` the
interpreter's exit turns that memory into death by SIGINT (exit -2), though ``guard`` met
the Ctrl-C and said what it left saved (1 run in some 300 interrupted saves). Every such
evaluation starts by forgetting it, so a harmless one as the program ends leaves the exit
code the one the command chose."""


LAST_COLLECTION = """Why ``main`` ends by freezing the collector.

``gc.disable()`` does not reach the interpreter's exit: ``Py_FinalizeEx`` runs one last full
collection whatever the collector's state, walking every object the command made (typer,
click, rich, a game's engine, the partie: some 20 to 45 ms of every command, ``bench/run``).
``gc.freeze()`` moves every object alive at that moment into the permanent generation, which no
collection walks; nothing else changes. The exit runs as it always has: ``sys.exit``'s code,
``atexit`` handlers, stdout and stderr flushed (a closed pipe still met by ``guard``'s quiet
exit), modules torn down and their objects freed by reference count. What it skips is only
finalizing garbage in reference cycles, which a process about to end never needs: every file
the program writes is flushed, synced and closed where it is written (``scorebook/store.py``,
``atomic``), never left to a finalizer. (``os._exit`` would save a little more, and skip the
flushing and ``atexit`` with it.)"""


QUICK_EXIT = """Why the console script ends with ``os._exit``.

After ``main``, the interpreter's exit still tears down every module and frees, one by one, the
objects of typer, click, the engine and the partie: some 7 M instructions of a 340 M ``deal``
(issue 25), for a process about to end. ``console`` does what that exit does that matters and
then ends the process at once: it takes ``sys.exit``'s code as the interpreter would (``None``
0, a number itself), flushes standard output and error, and calls ``os._exit``. Where the plain
exit does something more, it is taken instead, and nothing changes: an ``atexit`` handler is
registered (``logging``, ``weakref.finalize``), a thread that is not a daemon still runs (the
interpreter waits for it), the code is not a number (printed, exit 1), or a flush fails (a closed
pipe: Python's own exit says so and exits 120, as ever). Every file the program writes is
flushed, synced and closed where it is written, never by a finalizer (``LAST_COLLECTION``).
``main`` itself returns or raises as any function does, so that a test can run it in-process."""


def main() -> None:
    import gc

    gc.disable()
    flag = os.environ.get("PIQUET_ASCII", "")
    if (
        flag and flag != "0"
    ):  # plain ASCII asked for: the help too, which typer writes before any command runs
        from piquet_cli.cli.escape import degrade_unencodable

        degrade_unencodable(to_ascii=True)
    from piquet_cli.cli.app import main as command

    try:
        command()
    finally:  # the command is over, whichever way: a late Ctrl-C changes nothing (as guard._done)
        _signal.signal(_signal.SIGINT, _signal.SIG_IGN)
        eval("0")  # see FORGET_MET_INTERRUPT
        gc.freeze()  # see LAST_COLLECTION


def console() -> None:
    """The ``piquet`` console script (and ``python -m piquet_cli``): ``main``, then the
    interpreter's exit without tearing it down, where nothing else is left to do (QUICK_EXIT)."""
    try:
        main()
    except SystemExit as stop:
        code = stop.code
    else:
        code = None
    import sys

    if code is None:
        code = 0
    if not isinstance(code, int) or _exit_has_more_to_do():
        sys.exit(code)
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):  # a closed pipe or file: the plain exit flushes again and says so
        sys.exit(code)
    os._exit(code & 0xFF)


def _exit_has_more_to_do() -> bool:
    """An ``atexit`` handler registered, or a thread the interpreter would wait for (QUICK_EXIT)."""
    import atexit
    import sys

    if atexit._ncallbacks():
        return True
    threading = sys.modules.get("threading")
    if threading is None:
        return False
    main_thread = threading.main_thread()
    return any(t is not main_thread and not t.daemon and t.is_alive() for t in threading.enumerate())
