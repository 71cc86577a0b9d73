"""Shared fixtures for the scorebook tests: a partie file, folder snapshots, failing syscalls."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from scorebook_support import PARTIE_TEXT, OpenFailer, Snapshot

from piquet_cli.scorebook import store


@pytest.fixture(autouse=True)
def _storage_format_1(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The storage layer knows nothing of what a format holds: these tests were written
    with format 1 as the current one and keep it so (the move of partie files to
    format 2, and its migration, are tested in tests/test_format_2.py). Tests that
    run whole commands, which write the current format, are marked ``real_format``."""
    if request.node.get_closest_marker("real_format"):
        return
    monkeypatch.setattr(store, "CURRENT_FORMAT", 1)
    monkeypatch.delitem(store.MIGRATIONS, 1)


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Work in a fresh folder, so messages name files as ``p.toml``."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def partie(in_tmp: Path) -> Path:
    """A valid format-1 partie file ``p.toml`` in the current (fresh) folder."""
    path = Path("p.toml")
    path.write_text(PARTIE_TEXT, encoding="utf-8")
    return path


@pytest.fixture
def snapshot() -> Callable[[Path], Snapshot]:
    """Return a function giving every file's bytes in a folder, by name (so leftovers show)."""

    def take(folder: Path) -> Snapshot:
        return {entry.name: entry.read_bytes() for entry in sorted(folder.iterdir()) if entry.is_file()}

    return take


@pytest.fixture
def fail_open(monkeypatch: pytest.MonkeyPatch) -> OpenFailer:
    """Make ``os.open`` fail with an errno when a predicate on (path, flags) holds.

    Tests run as root, where chmod cannot take rights away, so a missing
    permission or a read-only folder is simulated here instead.
    """

    def install(when: Callable[[str, int], bool], error_number: int) -> None:
        real_open = os.open

        def failing_open(path: str | os.PathLike[str], flags: int, *args: int, **kwargs: int) -> int:
            if when(os.fspath(path), flags):
                raise OSError(error_number, os.strerror(error_number), os.fspath(path))
            return real_open(path, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", failing_open)

    return install
