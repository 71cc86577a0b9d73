"""Issue 12, item 12: shell completion for bash, zsh and fish, the way Typer apps offer it,
with the players of the scorebook and the partie files and ids; ``--help`` stays light
(tests/test_import_discipline.py pins what it may import).

The shell asks a ``piquet`` process, its question in the environment; here the command answers
in this process, as it does there (``prog_name`` piquet, as the console script names it), and
the last two tests ask a real process, as the shell does."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app

runner = CliRunner()


def piquet(home: Path, env: dict[str, str], *argv: str) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "PIQUET_HOME": str(home), "NO_COLOR": "1", **env}
    return subprocess.run(
        [sys.executable, "-m", "piquet_cli", *argv],
        cwd=home,
        env=full,
        capture_output=True,
        text=True,
        encoding="utf-8",
        stdin=subprocess.DEVNULL,
        check=False,
    )


def asked(shell: str, words: str) -> dict[str, str]:
    """The environment ``shell`` asks for the command line ``words`` in (the cursor at its end)."""
    if shell == "bash":
        split = words.split(" ")
        return {"_PIQUET_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": str(len(split) - 1)}
    env = {"_PIQUET_COMPLETE": f"complete_{shell}", "_TYPER_COMPLETE_ARGS": words}
    if shell == "fish":
        env["_TYPER_COMPLETE_FISH_ACTION"] = "get-args"
    return env


def in_this_process(home: Path, env: dict[str, str], *argv: str) -> str:
    """What the command says on standard output, run in this process from ``home``."""
    with contextlib.chdir(home):
        done = runner.invoke(app, list(argv), prog_name="piquet", env={"PIQUET_HOME": str(home), **env})
    assert done.exit_code == 0, done.output
    return done.stdout


def complete(home: Path, shell: str, words: str) -> list[str]:
    """What ``shell`` is offered for the command line ``words``, answered in this process."""
    return in_this_process(home, asked(shell, words)).splitlines()


def complete_in_a_process(home: Path, shell: str, words: str) -> list[str]:
    """What ``shell`` is offered for ``words`` by a real ``piquet`` process, as the shell asks it."""
    done = piquet(home, asked(shell, words))
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two parties: Mary v Charles (id 1), then Ann v Mary (id 2); and p.toml in the folder."""
    folder = tmp_path_factory.mktemp("completion")
    for a, b in (("Mary", "Charles"), ("Ann", "Mary")):
        in_this_process(folder, {}, "new", a, b)
    (folder / "p.toml").write_text("", encoding="utf-8")
    return folder


def test_completion_can_be_installed_for_bash_zsh_and_fish(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert "--install-completion" in runner.invoke(app, ["--help"]).output
    # read as the command is made, before the runner's env applies: set for the whole test
    monkeypatch.setenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", "1")
    for shell in ("bash", "zsh", "fish"):
        shown = in_this_process(home, {}, "--show-completion", shell)
        assert f"_PIQUET_COMPLETE=complete_{shell}" in shown.replace(" ", "")


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_player_names_are_completed(home: Path, shell: str) -> None:
    offered = "\n".join(complete(home, shell, "piquet ledger --player M"))
    assert "Mary" in offered and "Ann" not in offered and "Charles" not in offered
    offered = "\n".join(complete(home, shell, "piquet history --player "))
    assert all(name in offered for name in ("Mary", "Ann", "Charles"))


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_the_dealer_is_one_of_the_two_players_named(home: Path, shell: str) -> None:
    offered = "\n".join(complete(home, shell, "piquet new Zoe Yves --dealer "))
    assert "Zoe" in offered and "Yves" in offered and "Mary" not in offered


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_partie_files_and_ids_are_completed(home: Path, shell: str) -> None:
    lines = complete(home, shell, "piquet show --file ")
    offered = "\n".join(lines)
    assert "p.toml" in offered
    if shell == "bash":  # the values
        assert "1" in lines and "2" in lines
    elif shell == "zsh":  # each with what it is
        assert '"1":"Mary v Charles\\\\: Mary 0, Charles 0 so far"' in offered
    else:
        assert "2\tAnn v Mary: Ann 0, Mary 0 so far" in lines


def test_a_path_is_left_to_the_shell(home: Path) -> None:
    assert complete_in_a_process(home, "zsh", "piquet show --file sub/") == ["_files"]


def test_commands_are_completed(home: Path) -> None:
    assert complete_in_a_process(home, "bash", "piquet su") == ["summary"]
