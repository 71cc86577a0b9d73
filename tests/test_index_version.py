"""Issue 25, item 3: the scorebook's index is kept across a reinstall that does not change how
a game scores, and thrown away when a game, or the code they share, declares that it does."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import piquet_cli
from piquet_cli.games import game_spec, register
from piquet_cli.scorebook import fingerprint, index
from piquet_cli.scorebook.index import INDEX_NAME, read_scorebook
from piquet_cli.scorebook.store import CURRENT_FORMAT, save


def home() -> Path:
    return Path(os.environ["PIQUET_HOME"])


def a_partie(name: str) -> Path:
    path = home() / name
    save(
        path,
        {
            "format": CURRENT_FORMAT,
            "game": "piquet",
            "rules": "rubicon",
            "players": ["Ann", "Bob"],
            "first_dealer": "Bob",
            "deals": [{"totals": [40, 20]}, {"totals": [20, 40]}] * 3,
        },
    )
    return path


def scored(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record which files ``read_scorebook`` scores, rather than takes from the index."""
    read: list[str] = []
    real = index.read_record

    def counted(path: Path, size: int | None = None) -> object:
        read.append(path.name)
        return real(path, size)

    monkeypatch.setattr(index, "read_record", counted)
    return read


def test_an_upgrade_that_changes_no_scoring_keeps_the_index(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new release (or the same one reinstalled, every source with new times) whose games
    declare the same scoring versions: the records are taken from the index, none scored again."""
    a_partie("a.toml")
    (entry,) = read_scorebook(home())
    assert entry.record.totals == (240, 120)  # type: ignore[union-attr]  # Ann elder in odd deals: 40 each
    before = index.engine_fingerprint()
    read = scored(monkeypatch)
    monkeypatch.setattr(piquet_cli, "__version__", piquet_cli.__version__ + ".post1")
    assert index.engine_fingerprint() == before
    (entry,) = read_scorebook(home())
    assert read == [] and entry.record.totals == (240, 120)  # type: ignore[union-attr]


def test_a_game_that_declares_a_new_scoring_version_has_its_parties_scored_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    a_partie("a.toml")
    read_scorebook(home())
    spec = game_spec("piquet")
    assert spec is not None
    before = index.engine_fingerprint()
    read = scored(monkeypatch)
    register(spec._replace(scoring_version=spec.scoring_version + 1))
    try:
        assert index.engine_fingerprint() != before
        read_scorebook(home())
        assert read == ["a.toml"]
        assert json.loads((home() / INDEX_NAME).read_bytes())["engine"] == index.engine_fingerprint()
    finally:
        register(spec)
    assert index.engine_fingerprint() == before


def test_the_shared_scoring_version_counts_too(monkeypatch: pytest.MonkeyPatch) -> None:
    a_partie("a.toml")
    read_scorebook(home())
    read = scored(monkeypatch)
    monkeypatch.setattr(fingerprint, "SCORING_VERSION", fingerprint.SCORING_VERSION + 1)
    read_scorebook(home())
    assert read == ["a.toml"]


def test_every_game_declares_a_scoring_version() -> None:
    from piquet_cli.games import game_specs

    for spec in game_specs():
        assert isinstance(spec.scoring_version, int) and spec.scoring_version >= 1, spec.name
