"""Import discipline: ``--help`` and the engine stay light (issue 6, bench/run).

Start-up time at the table is mostly import time. ``piquet_cli.cli.app`` imports
only typer; each command imports its own modules inside its body. These tests
run a fresh interpreter, as Typer's own test suite does, and look at
``sys.modules`` afterwards, so a stray top-level import anywhere on the path
fails here with the module named, long before anyone notices a slow prompt.
"""

from __future__ import annotations

import json
import os
import pkgutil
import re
import subprocess
import sys
from collections.abc import Iterable

import pytest

import piquet_cli.games.piquet as engine_package

MARKER = "--- sys.modules ---"

RUN_APP = f"""
import sys
sys.argv = ["piquet", *{{argv!r}}]
from piquet_cli.start import main
try:
    main()
except SystemExit:
    pass
import json
print({MARKER!r})
print(json.dumps(sorted(sys.modules)))
"""

IMPORT_ONLY = f"""
import sys
import {{module}}
import json
print({MARKER!r})
print(json.dumps(sorted(sys.modules)))
"""

# What ``--help`` of any command may load from the package: the app, nothing else.
HELP_MAY_LOAD = {
    "piquet_cli",
    "piquet_cli.start",
    "piquet_cli.cli",
    "piquet_cli.cli.app",
    "piquet_cli.cli.guard",
    "piquet_cli.cli.options",
    "piquet_cli.cli.help_words",  # the help said in the language spoken (issue 23)
    "piquet_cli.games",
    "piquet_cli.games.fields",
    "piquet_cli.i18n",  # the language, chosen as the command starts; no catalogue read in English
}
"""The app, its error guard and options, and the games' registry: what every command pays for.
Besides them, each game's package and its ``spec`` (plain data: its flags and rules) only."""
GAME_SPEC = re.compile(r"piquet_cli\.games\.\w+(\.spec)?")
# Third-party and stdlib modules that ``--help`` must never pay for.
HELP_MUST_NOT_LOAD = ("rich", "tomli_w", "tomllib", "platformdirs", "filelock", "pygments", "markdown_it")
# The engine is plain Python: no CLI framework, no terminal styling, no files.
ENGINE_MUST_NOT_LOAD = (
    "typer", "click", "rich", "tomli_w", "platformdirs", "filelock",
    "piquet_cli.cli", "piquet_cli.scorebook",
)  # fmt: skip


def loaded_modules(code: str) -> list[str]:
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    done = subprocess.run(
        [sys.executable, "-c", code],
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert MARKER in done.stdout, done.stdout + done.stderr
    modules: list[str] = json.loads(done.stdout.split(MARKER, 1)[1])
    return modules


def within(modules: Iterable[str], roots: Iterable[str]) -> list[str]:
    """The modules that are one of ``roots`` or inside one of them."""
    roots = tuple(roots)
    return sorted(m for m in modules if any(m == r or m.startswith(r + ".") for r in roots))


def help_modules(*argv: str) -> list[str]:
    return loaded_modules(RUN_APP.format(argv=[*argv, "--help"]))


def test_help_loads_only_typer_and_the_app() -> None:
    modules = help_modules()
    assert "typer" in modules and "piquet_cli.cli.app" in modules  # the check itself works
    assert within(modules, HELP_MUST_NOT_LOAD) == [], (
        "piquet --help imports these; import them inside the command"
    )
    assert "piquet_cli.cli.walkthrough" not in modules
    extra = sorted(
        m for m in set(within(modules, ["piquet_cli"])) - HELP_MAY_LOAD if not GAME_SPEC.fullmatch(m)
    )
    assert extra == [], f"piquet --help imports {extra}; app.py must import command modules lazily"
    assert "piquet_cli.games.piquet.spec" in modules  # the games' flags come from their specs


@pytest.mark.parametrize("command", ["rule", "show", "deal", "summary", "history", "ledger", "play"])
def test_command_help_stays_light(command: str) -> None:
    modules = help_modules(command)
    assert within(modules, ["tomli_w", "piquet_cli.cli.walkthrough", "rich"]) == []
    extra = sorted(
        m for m in set(within(modules, ["piquet_cli"])) - HELP_MAY_LOAD if not GAME_SPEC.fullmatch(m)
    )
    assert extra == [], f"piquet {command} --help imports {extra}"


ENGINE_MODULES = sorted(
    f"{engine_package.__name__}.{info.name}" for info in pkgutil.iter_modules(engine_package.__path__)
)


def test_engine_modules_are_found() -> None:
    assert "piquet_cli.games.piquet.deal" in ENGINE_MODULES


@pytest.mark.parametrize("module", ENGINE_MODULES)
def test_engine_is_plain_python(module: str) -> None:
    modules = loaded_modules(IMPORT_ONLY.format(module=module))
    assert module in modules
    assert within(modules, ENGINE_MUST_NOT_LOAD) == [], f"importing {module} pulls these in"


def test_the_cycle_collector_is_off_while_a_command_starts_and_on_when_a_person_is_asked() -> None:
    """The console script (``piquet_cli.start``) turns the cycle collector off: a command makes
    tens of thousands of objects as it starts and almost no cyclic garbage (bench/run: some 4 ms
    of 70). The first question put to a person (``console.read_answer``) turns it on again."""
    code = """
import gc, sys
sys.argv = ["piquet", "show", "--file", "no-such-partie.toml"]
from piquet_cli.start import main
try:
    main()
except SystemExit:
    pass
print("after a command:", gc.isenabled())
import io
from piquet_cli.cli.console import read_answer
sys.stdin = io.StringIO("5\\n")
said = read_answer("Ann's point?")
print("at a question:", gc.isenabled(), repr(said))
"""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert "after a command: False" in done.stdout and "at a question: True '5'" in done.stdout, done
    assert "Traceback" not in done.stderr
