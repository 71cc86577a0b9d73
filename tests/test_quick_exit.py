"""The console script's exit (``start.console``, ``start.QUICK_EXIT``; issue 25).

After the command, the process ends with ``os._exit`` once standard output and error are
flushed: the interpreter no longer tears every module down. Nothing of what the plain exit
gave may change on the way: every byte written, the exit code, an ``atexit`` handler, a thread
still at work, and Python's own report of an output that cannot be flushed. Each case is run
both ways, the console script's and the plain one it replaced (``sys.exit(main())``), and must
come out the same.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

NOTICED = """
import os, sys
class _Noticed:
    def __del__(self, write=os.write):
        write(2, b"[torn down]")
sys.modules["noticed_at_teardown"] = _Noticed()  # freed only by the interpreter's teardown
"""

ENTRIES = {
    "console": "from piquet_cli.start import console\nconsole()\n",
    "plain": "from piquet_cli.start import main\nsys.exit(main())\n",  # the console script, before
}


def run(entry: str, code: str, argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """``code``, then the command ``piquet ARGV`` run by ``entry``."""
    script = f"{NOTICED}{code}\nimport sys\nsys.argv = ['piquet', *{argv!r}]\n{ENTRIES[entry]}"
    env = {"PIQUET_HOME": str(home), "NO_COLOR": "1", "PATH": "/usr/bin:/bin"}
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False, env=env
    )


def both_ways(code: str, argv: list[str], home: Path) -> tuple[subprocess.CompletedProcess[str], bool]:
    """The console script's run, once checked equal to the plain one; and whether it tore the
    interpreter down (the plain exit always does)."""
    quick, plain = run("console", code, argv, home), run("plain", code, argv, home)
    assert plain.stderr.endswith("[torn down]"), plain
    torn_down = quick.stderr.endswith("[torn down]")
    said = quick.stderr.removesuffix("[torn down]"), plain.stderr.removesuffix("[torn down]")
    assert (quick.returncode, quick.stdout, said[0]) == (plain.returncode, plain.stdout, said[1])
    return quick, torn_down


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["--version"], 0),
        (["show", "--file", "no-such-partie.toml"], 1),
        (["show", "--no-such-flag"], 2),
        (["nonsense"], 2),
        (["help", "notation"], 0),  # some 10 kB
        (["rule", "--elder-point", "5/49", "--younger-point", "4/40", "--json"], 0),
    ],
)
def test_the_console_script_ends_at_once_saying_and_exiting_as_before(
    tmp_path: Path, argv: list[str], code: int
) -> None:
    done, torn_down = both_ways("", argv, tmp_path)
    assert done.returncode == code, done
    assert not torn_down  # the quick exit was taken


def test_a_saved_partie_is_whole_and_read_back_the_same_either_way(tmp_path: Path) -> None:
    partie = tmp_path / "p.toml"
    made = run("console", "", ["new", "Ann", "Bob", "--file", str(partie)], tmp_path)
    assert made.returncode == 0 and made.stdout.startswith("New partie"), made
    assert partie.read_text(encoding="utf-8").startswith("format = ")
    for argv in (["show", "--json", "--file", str(partie)], ["history", "--json"]):
        shown, torn_down = both_ways("", argv, tmp_path)
        assert shown.returncode == 0 and '"Ann"' in shown.stdout and not torn_down, shown


def test_an_atexit_handler_still_runs(tmp_path: Path) -> None:
    code = "import atexit\natexit.register(lambda: print('handler ran'))\n"
    done, torn_down = both_ways(code, ["show", "--file", "no-such-partie.toml"], tmp_path)
    assert done.returncode == 1 and done.stdout.endswith("handler ran\n"), done
    assert torn_down  # the plain exit, whole


def test_a_thread_still_at_work_is_waited_for(tmp_path: Path) -> None:
    """The thread works until the main thread has ended, whatever the time the command took (it
    slept 0.3 s once, and a command slower than that on a loaded machine found it done); only
    the interpreter's own exit ends the main thread, so a quick exit taken would lose its line."""
    code = (
        "import threading\n"
        "def late():\n    threading.main_thread().join()\n    print('thread finished')\n"
        "threading.Thread(target=late).start()\n"
    )
    done, torn_down = both_ways(code, ["--version"], tmp_path)
    assert done.returncode == 0 and done.stdout.endswith("thread finished\n"), done
    assert torn_down


def test_an_exit_that_is_not_a_number_is_said_as_python_says_it(tmp_path: Path) -> None:
    code = "import piquet_cli.start as start\ndef stop():\n    raise SystemExit('stopped in words')\nstart.main = stop\n"
    done, _ = both_ways(code, [], tmp_path)
    assert done.returncode == 1 and done.stderr.startswith("stopped in words\n"), done


def test_an_output_that_cannot_be_flushed_is_reported_as_python_reports_it(tmp_path: Path) -> None:
    """Standard output a pipe whose reader has gone, and something still in its buffer as the
    command ends (every command of the keeper flushes its own; this one is made to leave some)."""
    code = (
        "import os, signal, sys\n"
        "signal.signal(signal.SIGPIPE, signal.SIG_IGN)\n"
        "read, write = os.pipe()\nos.close(read)\nos.dup2(write, 1)\n"
        "import piquet_cli.start as start\n"
        "start.main = lambda: sys.stdout.write('left in the buffer')\n"
    )
    done, torn_down = both_ways(code, [], tmp_path)
    assert done.returncode == 120 and "BrokenPipeError" in done.stderr, done
    assert torn_down
