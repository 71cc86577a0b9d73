"""Import discipline: ``--help`` and the engine stay light (issue 6, bench/run).

Start-up time at the table is mostly import time. ``piquet_cli.cli.app`` imports
only typer; each command imports its own modules inside its body. These tests
run a fresh interpreter, as Typer's own test suite does, and look at
``sys.modules`` afterwards, so a stray top-level import anywhere on the path
fails here with the module named, long before anyone notices a slow prompt.
The engine's modules are each imported in one interpreter, one after another,
every module the last one loaded taken out of ``sys.modules`` before the next, so
each starts from what a fresh interpreter holds (53 of them: one process, not 53); the
``--help`` of the app and of each command, and the everyday commands, are run the same way.
"""

from __future__ import annotations

import json
import os
import pkgutil
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

import piquet_cli.games.piquet as engine_package

MARKER = "--- sys.modules ---"

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
    "piquet_cli.cli.verbs",  # the commands as typer reads them (each made when built; bodies lazy)
    "piquet_cli.cli.guard",
    "piquet_cli.cli.options",
    "piquet_cli.cli.help_words",  # the help said in the language spoken (issue 23)
    "piquet_cli.games",
    "piquet_cli.games.fields",
    "piquet_cli.i18n",  # the language, chosen as the command starts; no catalogue read in English
    "piquet_cli.records",  # NamedTuple made without compiling source (the field table's records)
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


EACH_IMPORTED_ALONE = f"""
import json, sys
fresh = set(sys.modules)
loaded = {{{{}}}}
for module in {{modules!r}}:
    __import__(module)
    loaded[module] = sorted(sys.modules)
    for name in set(sys.modules) - fresh:  # as a fresh interpreter again for the next
        del sys.modules[name]
print({MARKER!r})
print(json.dumps(loaded))
"""


def loaded_modules(code: str) -> Any:
    """What ``code`` printed after the marker, read as JSON: the modules it loaded."""
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
    return json.loads(done.stdout.split(MARKER, 1)[1])


def within(modules: Iterable[str], roots: Iterable[str]) -> list[str]:
    """The modules that are one of ``roots`` or inside one of them."""
    roots = tuple(roots)
    return sorted(m for m in modules if any(m == r or m.startswith(r + ".") for r in roots))


HELPED = ["rule", "show", "deal", "summary", "history", "ledger", "play"]
"""The commands whose ``--help`` is looked at, besides ``piquet --help``."""


@pytest.fixture(scope="module")
def help_modules() -> dict[str, list[str]]:
    """What ``piquet --help`` ("") and ``piquet COMMAND --help`` load, by command, each run as a
    fresh interpreter would: one process, ``sys.modules`` put back between them (``RUN_EACH``)."""
    runs = [["--help"], *([command, "--help"] for command in HELPED)]
    loaded = loaded_modules(RUN_EACH.format(runs=runs))
    assert [code for code, _ in loaded] == [0] * len(runs)
    return {
        "": loaded[0][1],
        **{command: modules for command, (_, modules) in zip(HELPED, loaded[1:], strict=True)},
    }


def test_one_help_run_after_another_is_as_a_fresh_interpreter(help_modules: dict[str, list[str]]) -> None:
    """The one-process way sees what a fresh interpreter sees (here for the last help run)."""
    alone = loaded_modules(RUN_EACH.format(runs=[[HELPED[-1], "--help"]]))
    assert alone == [[0, help_modules[HELPED[-1]]]]


def test_help_loads_only_typer_and_the_app(help_modules: dict[str, list[str]]) -> None:
    modules = help_modules[""]
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


@pytest.mark.parametrize("command", HELPED)
def test_command_help_stays_light(command: str, help_modules: dict[str, list[str]]) -> None:
    modules = help_modules[command]
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


@pytest.fixture(scope="module")
def engine_imports() -> dict[str, list[str]]:
    """What importing each engine module alone loads, from one interpreter."""
    return loaded_modules(EACH_IMPORTED_ALONE.format(modules=ENGINE_MODULES))


def test_importing_each_module_alone_is_as_a_fresh_interpreter() -> None:
    """The one-process way sees what a fresh interpreter sees (here for the notation)."""
    module = "piquet_cli.games.piquet.notation"
    alone = loaded_modules(EACH_IMPORTED_ALONE.format(modules=["piquet_cli.games.piquet.game", module]))
    assert sorted(alone[module]) == sorted(loaded_modules(IMPORT_ONLY.format(module=module)))


@pytest.mark.parametrize("module", ENGINE_MODULES)
def test_engine_is_plain_python(module: str, engine_imports: dict[str, list[str]]) -> None:
    modules = engine_imports[module]
    assert module in modules
    assert within(modules, ENGINE_MUST_NOT_LOAD) == [], f"importing {module} pulls these in"


def test_the_cycle_collector_is_off_while_a_command_starts_and_on_when_a_person_is_asked() -> None:
    """The console script (``piquet_cli.start``) turns the cycle collector off: a command makes
    tens of thousands of objects as it starts and almost no cyclic garbage (bench/run: some 4 ms
    of 70). The first question put to a person (``reading.read_answer``) turns it on again."""
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
from piquet_cli.cli.reading import read_answer
sys.stdin = io.StringIO("5\\n")
said = read_answer("Ann's point?")
print("at a question:", gc.isenabled(), repr(said))
"""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert "after a command: False" in done.stdout and "at a question: True '5'" in done.stdout, done
    assert "Traceback" not in done.stderr


RUN_EACH = f"""
import sys
fresh = set(sys.modules)
loaded = []
for argv in {{runs!r}}:
    sys.argv = ["piquet", *argv]
    from piquet_cli.start import main
    try:
        main()
        code = 0
    except SystemExit as stop:
        code = stop.code
    sys.stdout.flush()
    loaded.append([code, sorted(sys.modules)])
    for name in set(sys.modules) - fresh:  # as a fresh interpreter again for the next
        del sys.modules[name]
import json
print({MARKER!r})
print(json.dumps(loaded))
"""

NEVER_TO_SAVE = (
    "rich", "tempfile", "random", "piquet_cli.cli.walkthrough", "piquet_cli.cli.table",
    "piquet_cli.cli.play",
)  # fmt: skip
"""What a command that saves a deal given whole by its flags (``deal``), ``undo --yes`` and
``new`` never load (docs/architecture.md, "What each command imports beyond typer"): no
terminal, no walkthrough, and the temporary file made without ``tempfile`` and ``random``."""
NEVER_TO_READ = (*NEVER_TO_SAVE, "tomli_w")
"""What ``show``, ``show --json`` and a piped ``summary`` never load: nothing that writes."""
RICH_CELLS = ("rich._extension", "rich.cells", "rich._unicode_data")
"""What ``rich.cells`` loads: a piped summary's chart (Bezique's partie is won on its hand)."""
BEZIQUE_HAND = [
    "--trumps", "C", "--declared", "e:rm y:4A e:7 y:mH e:seq", "--brisques", "9,7", "--last-trick", "elder",
]  # fmt: skip
PINOCHLE_HAND = [
    "--trumps", "H", "--melded", "e:rm y:4A e:pin", "--card-points", "130,rest", "--last-trick", "younger",
]  # fmt: skip


def test_each_everyday_command_loads_only_what_it_needs_for_every_game(tmp_path: Path) -> None:
    """The everyday commands of the three games, each run as a fresh interpreter would (one
    process, ``sys.modules`` put back between them): the reading ones load nothing that writes,
    the saving ones no terminal, no walkthrough, no ``tempfile``; each loads its own game's
    engine and no other's (the other games' specs, plain data, for the flags they list)."""
    from typer.testing import CliRunner

    from piquet_cli.cli.app import app

    def made(*argv: str) -> None:
        assert CliRunner().invoke(app, list(argv)).exit_code == 0

    runs: list[tuple[str, list[str]]] = []
    for game, hand in (
        ("piquet", ["--totals", "30,20"]),
        ("bezique", BEZIQUE_HAND),
        ("pinochle", PINOCHLE_HAND),
    ):
        partie = str(tmp_path / f"{game}.toml")
        made("new", "Ann", "Bob", "--dealer", "Bob", "--game", game, "--file", partie)
        runs += [
            (game, ["deal", "--file", partie, *hand]),
            (game, ["show", "--file", partie]),
            (game, ["show", "--json", "--file", partie]),
            (game, ["summary", "--file", partie]),
            (game, ["undo", "--yes", "--file", partie]),
            (
                game,
                [
                    "new",
                    "Cy",
                    "Di",
                    "--dealer",
                    "Di",
                    "--game",
                    game,
                    "--file",
                    str(tmp_path / f"{game}2.toml"),
                ],
            ),
        ]
    env = {**os.environ, "PIQUET_HOME": str(tmp_path), "NO_COLOR": "1"}
    done = subprocess.run(
        [sys.executable, "-c", RUN_EACH.format(runs=[argv for _, argv in runs])],
        check=False, capture_output=True, text=True, encoding="utf-8", env=env,
        stdin=subprocess.DEVNULL, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0 and MARKER in done.stdout, done.stderr
    loaded = json.loads(done.stdout.split(MARKER, 1)[1])
    for (game, argv), (code, modules) in zip(runs, loaded, strict=True):
        assert code == 0, (argv, done.stderr)
        never = NEVER_TO_SAVE if argv[0] in ("deal", "undo", "new") else NEVER_TO_READ
        if argv[0] == "summary":  # a finished partie's chart measures names in cells (rich.cells)
            modules = sorted(set(modules) - set(within(modules, RICH_CELLS)) - {"rich"})
        assert within(modules, never) == [], f"piquet {' '.join(argv[:2])} ({game}) loads these"
        assert f"piquet_cli.games.{game}.game" in modules  # its own engine: the check itself works
        others = [f"piquet_cli.games.{g}" for g in ("piquet", "bezique", "pinochle") if g != game]
        engines = [m for m in within(modules, others) if not GAME_SPEC.fullmatch(m)]
        assert engines == [], f"piquet {' '.join(argv[:2])} ({game}) loads another game's engine"
