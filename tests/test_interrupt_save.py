"""Issue 11 item 4: Ctrl-C just as a deal is saved is told the truth.

Once, 3 runs in 300 said "the deal being entered was not saved" when the deal
was in the file, and 71 died by the signal with no word at all. Now a save,
once begun, is finished with SIGINT and SIGTERM held off, and the message says
what happened: saved, or not saved.

A real ``piquet deal`` process is interrupted while it holds the partie's lock
(its ``p.toml.lock.info`` is there from the lock to the end of the save), after
a random 0-15 ms; ``PIQUET_INTERRUPTS`` runs (5 by default; the README quotes a
deep run). After each: the exit code, the message and the file must agree.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.scorebook.parties import read_partie

RUNS = int(os.environ.get("PIQUET_INTERRUPTS", "5"))
REPO = Path(__file__).resolve().parents[1]


def deals_in(path: Path) -> int:
    return len(read_partie(path).partie.deals)


def au_cent_partie(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A new au cent partie (many deals before it can end) and the environment of its runs."""
    path = tmp_path / "p.toml"
    made = CliRunner().invoke(app, ["new", "Ann", "Bob", "--rules", "au-cent", "--file", str(path)])
    assert made.exit_code == 0, made.output
    return path, {**os.environ, "PYTHONPATH": str(REPO), "PIQUET_HOME": str(tmp_path / "home")}


def deal_holding_the_lock(path: Path, env: dict[str, str], chance: random.Random) -> subprocess.Popen[str]:
    """A real ``piquet deal``, once it holds the partie's lock (its ``.lock.info`` is there)
    and a random 0-15 ms more: the moment to interrupt it."""
    info = path.with_name(path.name + ".lock.info")
    command = [sys.executable, "-m", "piquet_cli", "deal", "--file", str(path), "--totals", "0,0"]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 20
    while not info.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.0005)
    time.sleep(chance.uniform(0, 0.015))
    return process


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_an_interrupted_save_says_truly_whether_the_deal_was_saved(tmp_path: Path) -> None:
    path, env = au_cent_partie(tmp_path)
    info = tmp_path / "p.toml.lock.info"
    seed = random.randrange(2**32)
    chance = random.Random(seed)
    tally = {"finished": 0, "saved, said so": 0, "not saved, said so": 0, "died with no word": 0}
    for run in range(RUNS):
        before = deals_in(path)
        assert not info.exists(), f"run {run}: the last run left its lock's information behind"
        stop = signal.SIGTERM if run % 4 == 3 else signal.SIGINT
        process = deal_holding_the_lock(path, env, chance)
        try:
            process.send_signal(stop)
        except ProcessLookupError:
            pass
        out, err = process.communicate(timeout=30)
        after = deals_in(path)  # the file always loads: old state or new
        assert after in (before, before + 1), f"run {run} (seed {seed})"
        saved = after == before + 1
        where = f"run {run} (seed {seed}, {stop.name}): exit {process.returncode}, {err!r}"
        assert "Traceback" not in err and "internal error" not in err, where
        if process.returncode == 0:
            assert saved and f"Deal {after} saved" in out, where
            tally["finished"] += 1
        elif process.returncode in (130, 143):
            assert process.returncode == (130 if stop == signal.SIGINT else 143), where
            if saved:
                assert f"only after deal {after} was saved in {path}: it is recorded" in err, where
                tally["saved, said so"] += 1
            else:
                assert "was not saved" in err, where
                tally["not saved, said so"] += 1
        else:
            tally["died with no word"] += 1
            pytest.fail(where)
    print(f"interrupted saves (seed {seed}): {RUNS} runs, {tally}")
    assert not info.exists()  # every lock's information was removed


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="watches /proc/PID/fd (Linux)")
def test_interrupted_before_the_save_begins_it_says_not_saved(tmp_path: Path) -> None:
    """Another piquet holds the partie: this one waits for the lock, is interrupted while it
    waits, and says truly that the deal was not saved; the file is as it was."""
    from piquet_cli.scorebook import store

    path = tmp_path / "p.toml"
    assert CliRunner().invoke(app, ["new", "Ann", "Bob", "--file", str(path)]).exit_code == 0
    env = {**os.environ, "PYTHONPATH": str(REPO), "PIQUET_LOCK_TIMEOUT": "30"}
    before = path.read_bytes()
    with store.locked(path):
        process = subprocess.Popen(
            [sys.executable, "-m", "piquet_cli", "deal", "--file", str(path), "--totals", "28,23"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        lock = str(tmp_path / "p.toml.lock")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and process.poll() is None:
            fds = Path(f"/proc/{process.pid}/fd")
            try:
                if any(os.readlink(fd) == lock for fd in fds.iterdir()):
                    break  # it has the lock file open: it is waiting for the lock
            except OSError:
                pass
            time.sleep(0.002)
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert "nothing was saved" in err and "Traceback" not in err
    assert path.read_bytes() == before


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_twice_in_a_row_is_met_as_once(tmp_path: Path) -> None:
    """A keeper who presses Ctrl-C twice: the second comes a few ms after the first, while the
    first is being met. Before, 11 runs in 80 went wrong: "Exception ignored … KeyboardInterrupt"
    (a traceback) from a module imported on the way, the lock's note left behind, or death by
    SIGINT after the right sentence (``start.FORGET_MET_INTERRUPT``, which the test above also
    met, 1 run in some 300). Now the first interruption ignores the second at once: one
    sentence, exit 130 (or 0 when the first came too late to stop anything), and nothing left
    beside the partie."""
    path, env = au_cent_partie(tmp_path)
    info = tmp_path / "p.toml.lock.info"
    seed = random.randrange(2**32)
    chance = random.Random(seed)
    for run in range(RUNS):
        before = deals_in(path)
        process = deal_holding_the_lock(path, env, chance)
        for gap in (chance.uniform(0, 0.004), 0.0):
            try:
                process.send_signal(signal.SIGINT)
            except ProcessLookupError:
                break
            time.sleep(gap)
        _, err = process.communicate(timeout=30)
        where = f"run {run} (seed {seed}): exit {process.returncode}, {err!r}"
        assert "Traceback" not in err and "Exception ignored" not in err, where
        assert process.returncode in (0, 130), where
        assert deals_in(path) in (before, before + 1), where
        assert not info.exists(), where
