"""Shared test set-up: the tests folder is importable (for ``oracle``), and no
test ever touches the real scorebook folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def _private_scorebook(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path_factory.mktemp("scorebook")))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.delenv("EDITOR", raising=False)
