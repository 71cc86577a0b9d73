"""locked() and update(): one process at a time, a clear sentence naming the other one."""

from __future__ import annotations

import errno
import itertools
import os
import re
import socket
import subprocess
import time
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from scorebook_support import OpenFailer, Snapshot, start_python

from piquet_cli.errors import BadValue, FileProblem, RuleError
from piquet_cli.scorebook import store

HOLDER = """
import sys
from pathlib import Path
from piquet_cli.scorebook.store import locked
path, sys.argv = Path(sys.argv[1]), ["piquet", *sys.argv[2:]]
with locked(path):
    print("held", flush=True)
    sys.stdin.readline()
"""

APPENDER = """
import sys
import time
from pathlib import Path
from piquet_cli.scorebook.store import update
path, tag = Path(sys.argv[1]), sys.argv[2]
sys.stdin.readline()
for i in range(50):
    update(path, lambda d: {**d, "items": [*d["items"], f"{tag}-{i}"]})
    time.sleep(0.002)  # let the other process in: a lock is not a queue
print("done", flush=True)
"""


@pytest.fixture
def held_elsewhere(partie: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process, started as ``piquet deal --tricks eeyy``, holds the lock of p.toml."""
    holder = start_python(HOLDER, str(partie.resolve()), "deal", "--tricks", "eeyy")
    assert holder.stdout is not None and holder.stdin is not None
    try:
        assert holder.stdout.readline() == "held\n"
        yield holder
    finally:
        holder.stdin.close()
        assert holder.wait(timeout=10) == 0


def in_use_problem(path: Path, timeout: float | None = None) -> tuple[str, float]:
    """Try to lock ``path`` expecting FileProblem; return the message and the seconds waited."""
    start = time.monotonic()
    with pytest.raises(FileProblem) as raised, store.locked(path, timeout):
        pass
    return raised.value.message, time.monotonic() - start


def test_lock_held_elsewhere_names_the_holder(partie: Path, held_elsewhere: subprocess.Popen[str]) -> None:
    message, waited = in_use_problem(partie, timeout=0.3)
    assert re.fullmatch(
        rf"p\.toml is in use by another piquet \(piquet deal --tricks eeyy, pid {held_elsewhere.pid}"
        rf" on {re.escape(socket.gethostname())}, since (\d{{4}}-\d\d-\d\d )?\d\d:\d\d\);"
        r" try again when it is done\.",
        message,
    ), message
    assert 0.3 <= waited < 2.0


def test_lock_timeout_comes_from_the_environment(
    partie: Path, held_elsewhere: subprocess.Popen[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PIQUET_LOCK_TIMEOUT", "0.1")
    message, waited = in_use_problem(partie)
    assert message.startswith("p.toml is in use by another piquet (")
    assert 0.1 <= waited < 1.5


def test_lock_holder_unknown(partie: Path, held_elsewhere: subprocess.Popen[str]) -> None:
    Path("p.toml.lock.info").unlink()
    message, _ = in_use_problem(partie, timeout=0.05)
    assert message == "p.toml is in use by another piquet; try again when it is done."


def test_update_waits_for_the_holder_then_goes_on(
    partie: Path, held_elsewhere: subprocess.Popen[str], snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())
    with pytest.raises(FileProblem, match="in use by another piquet"):
        store.update(partie, lambda d: {**d, "rules": "au-cent"}, timeout=0.05)
    assert snapshot(Path()) == before
    assert held_elsewhere.stdin is not None
    held_elsewhere.stdin.close()
    assert store.update(partie, lambda d: {**d, "rules": "au-cent"}, timeout=5).data["rules"] == "au-cent"


def test_lock_is_free_again_and_its_info_gone_after_the_block(partie: Path) -> None:
    with store.locked(partie):
        info = Path("p.toml.lock.info").read_text(encoding="utf-8")
        assert f'"pid": {os.getpid()}' in info
    assert not Path("p.toml.lock.info").exists()
    with store.locked(partie, timeout=0):
        pass


def test_locked_nests_in_one_process(partie: Path) -> None:
    with store.locked(partie, timeout=0):
        with store.locked(partie, timeout=0):
            pass
        assert Path("p.toml.lock.info").exists()
        assert store.update(partie, lambda d: {**d, "rules": "four-deal"}).data["rules"] == "four-deal"
    assert not Path("p.toml.lock.info").exists()


@pytest.mark.parametrize("setting", ["soon", "-1", "nan", "inf"])
def test_bad_lock_timeout_setting(partie: Path, monkeypatch: pytest.MonkeyPatch, setting: str) -> None:
    monkeypatch.setenv("PIQUET_LOCK_TIMEOUT", setting)
    with pytest.raises(BadValue) as raised, store.locked(partie):
        pass
    assert raised.value.exit_code == 2
    assert str(raised.value) == (
        f"PIQUET_LOCK_TIMEOUT: {setting!r} is not a number of seconds to wait (0 or more, e.g. 5 or 0.5)."
    )


def test_lock_in_a_read_only_folder(
    partie: Path, fail_open: OpenFailer, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())
    fail_open(lambda path, flags: path.endswith(".lock"), errno.EROFS)
    with pytest.raises(FileProblem) as raised, store.locked(partie):
        pass
    assert raised.value.message == "cannot lock p.toml: read-only file system; nothing was changed."
    assert snapshot(Path()) == before


def test_update_saves_the_change_and_keeps_the_old_as_bak(partie: Path) -> None:
    old = partie.read_bytes()
    done = store.update(partie, lambda d: {**d, "deals": [*d["deals"], {"totals": [0, 20]}]})
    assert len(done.data["deals"]) == 3
    assert store.load(partie) == store.Loaded(partie, done.data, done.stamp)
    assert Path("p.toml.bak").read_bytes() == old


def test_update_changing_in_place_is_saved(partie: Path) -> None:
    def add_deal(d: store.Document) -> store.Document:
        d["deals"].append({"totals": [5, 5]})
        return d

    store.update(partie, add_deal)
    assert store.load(partie).data["deals"][-1] == {"totals": [5, 5]}


def test_update_without_a_change_writes_nothing(partie: Path, snapshot: Callable[[Path], Snapshot]) -> None:
    os.utime(partie, ns=(10**18, 10**18))
    before = snapshot(Path())
    done = store.update(partie, lambda d: d)
    assert done.stamp == store.load(partie).stamp
    assert partie.stat().st_mtime_ns == 10**18
    assert snapshot(Path()) == {**before, "p.toml.lock": b""}


def test_update_whose_change_fails_writes_nothing(partie: Path, snapshot: Callable[[Path], Snapshot]) -> None:
    before = snapshot(Path())

    def illegal(d: store.Document) -> store.Document:
        d["deals"].clear()
        raise RuleError("elder cannot score a repique after a pique.")

    with pytest.raises(RuleError):
        store.update(partie, illegal)
    assert snapshot(Path()) == {**before, "p.toml.lock": b""}


def test_update_does_not_overwrite_an_edit_made_meanwhile(partie: Path) -> None:
    def editor_saves_meanwhile(d: store.Document) -> store.Document:
        partie.write_text('format = 1\ngame = "edited"\n', encoding="utf-8")
        return {**d, "rules": "au-cent"}

    with pytest.raises(FileProblem, match="changed on disk since it was read"):
        store.update(partie, editor_saves_meanwhile)
    assert partie.read_text(encoding="utf-8") == 'format = 1\ngame = "edited"\n'


def test_two_processes_updating_at_once_lose_nothing(in_tmp: Path) -> None:
    path = in_tmp / "p.toml"
    store.save(path, {"format": 1, "items": []})
    appenders = [start_python(APPENDER, str(path), tag) for tag in ("ann", "bob")]
    for appender in appenders:
        assert appender.stdin is not None
        appender.stdin.write("go\n")
        appender.stdin.flush()
    outputs = [appender.communicate(timeout=60)[0] for appender in appenders]
    assert outputs == ["done\n", "done\n"]
    assert [appender.returncode for appender in appenders] == [0, 0]
    items = tomllib.loads(path.read_text(encoding="utf-8"))["items"]
    assert sorted(items) == sorted(f"{tag}-{i}" for tag in ("ann", "bob") for i in range(50))
    assert len(set(items)) == 100
    assert [item for item in items if item.startswith("ann")] == [f"ann-{i}" for i in range(50)]
    turns = sum(1 for a, b in itertools.pairwise(items) if a[:3] != b[:3])
    print(
        f"concurrency: 2 processes x 50 updates -> {len(items)} items, none lost; the writer changed {turns} times"
    )
