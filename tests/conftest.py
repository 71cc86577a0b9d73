"""Shared test set-up: the tests folder is importable (for ``oracle`` and
``budget``), the hypothesis profile is loaded (``budget.py``: ``default``, or
``deep`` with ``HYPOTHESIS_PROFILE=deep``), bytecode is cached even where the
shell forbids writing it beside the sources, and no test ever touches the real
scorebook folder."""

from __future__ import annotations

import builtins
import getpass
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))


def _cache_bytecode() -> None:
    """Where ``PYTHONDONTWRITEBYTECODE`` is set (and no ``PYTHONPYCACHEPREFIX``), keep
    compiled modules in a folder of the temp dir instead of compiling them again in
    every ``piquet`` process the tests start (a quarter of the suite's time on two
    cores), as an installed package has its ``.pyc`` files; bench/run does the same.
    Nothing is written beside the sources."""
    if not os.environ.get("PYTHONDONTWRITEBYTECODE") or os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid
        user = "anyone"
    prefix = str(Path(tempfile.gettempdir()) / f"piquet-cli-pycache-{user}")
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    sys.dont_write_bytecode = False
    sys.pycache_prefix = prefix


_cache_bytecode()


def _build_each_app_once() -> None:
    """``CliRunner.invoke`` turns the Typer app into its Click command on every call, some
    9 ms each (every option's annotations read again): 2,600 calls, a fifth of the suite's time.
    The command ``piquet`` runs builds it once per process too, so here it is built once per
    app and kept, built again when anything it is made from differs: the language spoken (help
    is read in it), the app's commands, groups or callback, or typer's completion switch."""
    import typer.testing

    from piquet_cli import i18n

    build = typer.testing._get_command
    built: dict[tuple[object, ...], tuple[tuple[object, ...], Any]] = {}

    def command(app: typer.Typer) -> Any:
        made_of = (app, *app.registered_commands, *app.registered_groups, app.registered_callback)
        key = (
            tuple(map(id, made_of)),
            i18n.active(),
            os.environ.get("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION"),
        )
        if key not in built:
            built[key] = (made_of, build(app))  # made_of kept alive: no id is reused while kept
        return built[key][1]

    typer.testing._get_command = command


_build_each_app_once()


def _close_ended_terminals_at_once() -> None:
    """A pseudo-terminal's ``close`` sleeps 0.1 s (``delayafterclose``) for the child to die
    of the hang-up; a child that has already exited (the test read its whole output and its
    end) has nothing to wait for, and some hundred terminals each waited it. A child still
    alive is closed as before, sleep, hang-up and all."""
    from ptyprocess import PtyProcess

    close = PtyProcess.close

    def closed(self: PtyProcess, force: bool = True) -> None:
        if not self.closed and not self.isalive():
            self.delayafterclose = 0
        close(self, force)

    PtyProcess.close = closed  # type: ignore[method-assign]


_close_ended_terminals_at_once()

import budget
from at_the_table import Answer, Enough


@pytest.hookimpl(tryfirst=True)  # before hypothesis's own, so --hypothesis-profile still wins
def pytest_configure(config: pytest.Config) -> None:
    budget.load_profile()


@pytest.fixture(autouse=True)
def _private_scorebook(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path_factory.mktemp("scorebook")))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.delenv("EDITOR", raising=False)
    monkeypatch.delenv("PIQUET_ASCII", raising=False)  # the tests that want plain ASCII ask for it
    if (os.environ.get("LC_ALL") or os.environ.get("LANG") or "") in ("C", "POSIX"):
        monkeypatch.setenv("LC_ALL", "C.UTF-8")  # a C locale asks for ASCII output (issue 22)
    # The suite speaks English whatever the machine's locale (a pt_BR desk): the tests that want
    # another language ask for it (issue 23); and no test leaves its language to the next.
    monkeypatch.setenv("PIQUET_LANG", "en")
    from piquet_cli import i18n

    i18n.use("en")


@pytest.fixture
def answer(monkeypatch: pytest.MonkeyPatch) -> Iterator[Answer]:
    """Type the given answers in order at each ``input()``, stdin taken for a terminal and 200
    columns wide; the prompts asked are kept. Past the last answer, ``Enough``."""
    asked: list[str] = []

    def typed(answers: list[str]) -> list[str]:
        waiting = iter(answers)

        def reply(prompt: object = "") -> str:
            asked.append(str(prompt))
            try:
                return next(waiting)
            except StopIteration:
                raise Enough from None

        monkeypatch.setattr(builtins, "input", reply)
        return asked

    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.setenv("COLUMNS", "200")
    yield typed


@pytest.fixture
def speak() -> Iterator[Callable[[str], None]]:
    """Speak a language for the test (``speak("pt")``, or ``i18n.use`` directly); English is put
    back after it, as at the start of every test."""
    from piquet_cli import i18n

    yield i18n.use
    i18n.use("en")
