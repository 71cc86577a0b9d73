"""Issue 25: a command that saves reads its partie once, and the lock's information is JSON
still, written without the ``json`` module.

``piquet deal`` reads and scores the partie before its lock is taken (to check the entry); under
the lock it is taken as it is while the file holds the bytes it was read from, and read anew
only when another piquet changed the file in between.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.scorebook import parties
from piquet_cli.scorebook.lock import holder_json
from piquet_cli.scorebook.parties import PartieFile, append_deal, read_partie, save_partie

runner = CliRunner()


@pytest.fixture
def two_deals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Ann v Bob, Bob dealing first: deal 1 Ann (elder) 30, Bob 20; deal 2 Bob (elder) 10, Ann 40."""
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "home"))
    path = tmp_path / "p.toml"
    for argv in (
        ["new", "Ann", "Bob", "--dealer", "Bob", "--file", str(path)],
        ["deal", "--file", str(path), "--totals", "30,20"],
        ["deal", "--file", str(path), "--totals", "10,40"],
    ):
        done = runner.invoke(app, argv)
        assert done.exit_code == 0, done.output
    return path


def counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every ``read_partie`` from now on, by path."""
    reads: list[Path] = []
    real = parties.read_partie

    def read(path: Path) -> PartieFile:
        reads.append(path)
        return real(path)

    monkeypatch.setattr(parties, "read_partie", read)
    return reads


def totals_of(path: Path) -> dict[str, int]:
    return dict(read_partie(path).view.totals)


def test_a_deal_on_a_partie_unchanged_since_it_was_read_is_not_read_again(
    two_deals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read = read_partie(two_deals)
    reads = counting_reads(monkeypatch)
    given: list[PartieFile] = []

    def next_deal(current: PartieFile) -> tuple[Any, str | None]:
        given.append(current)
        return DealFacts(totals=(25, 5)), "third"  # deal 3: Ann elder

    saved, number = append_deal(two_deals, next_deal, lambda n: f"deal {n}", read)
    assert reads == [] and given == [read]
    assert number == 3
    assert totals_of(two_deals) == {"Ann": 30 + 40 + 25, "Bob": 20 + 10 + 5}
    assert dict(saved.view.totals) == {"Ann": 95, "Bob": 35}
    assert saved.notes == [None, None, "third"]


def test_a_deal_on_a_partie_changed_since_it_was_read_goes_after_the_deals_now_in_the_file(
    two_deals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stale = read_partie(two_deals)
    fresh = read_partie(two_deals)
    save_partie(
        fresh, fresh.partie._replace(deals=fresh.partie.deals[:1]), fresh.notes[:1]
    )  # deal 2 taken back
    reads = counting_reads(monkeypatch)
    given: list[int] = []

    def next_deal(current: PartieFile) -> tuple[Any, str | None]:
        given.append(len(current.partie.deals))
        return DealFacts(totals=(7, 9)), None  # deal 2 again: Bob elder

    saved, number = append_deal(two_deals, next_deal, lambda n: f"deal {n}", stale)
    assert reads == [two_deals] and given == [1]
    assert number == 2
    assert totals_of(two_deals) == {"Ann": 30 + 9, "Bob": 20 + 7}
    assert len(saved.partie.deals) == 2


HOSTILE = ['say "hi"', "back\\slash", "é and ü", "tab\there", "new\nline", "\x01\x1f\x7f", "\udcff", "😀 …"]


@pytest.mark.parametrize("text", HOSTILE)
def test_the_lock_information_is_the_json_the_json_module_writes(text: str) -> None:
    holder = {
        "pid": 4242,
        "host": f"host {text}",
        "command": f"piquet deal --note {text}",
        "since": "2026-12-02T18:05:00",
    }
    assert holder_json(holder) == json.dumps(holder, ensure_ascii=True)
    assert json.loads(holder_json(holder)) == holder
    assert holder_json(holder).isascii()


HOLDER = """
import sys
from pathlib import Path
from piquet_cli.scorebook.store import locked
path, sys.argv = Path(sys.argv[1]), ["piquet", *sys.argv[2:]]
with locked(path):
    print("held", flush=True)
    sys.stdin.readline()
"""


def test_who_holds_the_lock_is_named_whatever_its_command_line_held(two_deals: Path) -> None:
    """A holder whose command line has quotes, accents and a tab: the one who waits reads its
    information back and names it, the control character shown as ?."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(two_deals), "deal", "--note", 'é "x"\tz'],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PIQUET_LOCK_TIMEOUT": "0"},
    )
    assert holder.stdout is not None and holder.stdin is not None
    try:
        assert holder.stdout.readline() == "held\n"
        done = runner.invoke(
            app, ["deal", "--file", str(two_deals), "--totals", "1,2"], env={"PIQUET_LOCK_TIMEOUT": "0"}
        )
    finally:
        holder.stdin.close()
        assert holder.wait(timeout=10) == 0
    assert done.exit_code != 0
    assert f'in use by another piquet (piquet deal --note é "x"?z, pid {holder.pid} on ' in done.output
    assert totals_of(two_deals) == {"Ann": 70, "Bob": 30}  # nothing was saved
