"""Shared test set-up: the tests folder is importable (for ``oracle`` and
``budget``), the hypothesis profile is loaded (``budget.py``: ``default``, or
``deep`` with ``HYPOTHESIS_PROFILE=deep``), and no test ever touches the real
scorebook folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import budget


@pytest.hookimpl(tryfirst=True)  # before hypothesis's own, so --hypothesis-profile still wins
def pytest_configure(config: pytest.Config) -> None:
    budget.load_profile()


@pytest.fixture(autouse=True)
def _private_scorebook(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path_factory.mktemp("scorebook")))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.delenv("EDITOR", raising=False)
