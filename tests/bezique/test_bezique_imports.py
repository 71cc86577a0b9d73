"""The Bezique package imports nothing, and its engine is plain Python.

The registry imports ``piquet_cli.games.bezique`` and its ``spec`` every time ``piquet``
starts (``piquet --help`` too), so the package's ``__init__`` loads none of the engine and
the spec is plain data. Every module of the engine, the seam included, loads no CLI
framework, no styling, no files, and nothing of another game.
"""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys

import piquet_cli.games.bezique as package

MUST_NOT_LOAD = (
    "typer", "click", "rich", "tomli_w", "tomllib", "platformdirs", "filelock",
    "piquet_cli.cli", "piquet_cli.scorebook", "piquet_cli.games.piquet", "piquet_cli.games.pinochle",
)  # fmt: skip
MODULES = sorted(f"{package.__name__}.{m.name}" for m in pkgutil.iter_modules(package.__path__))


def loaded(*modules: str) -> list[str]:
    """What a fresh interpreter has loaded after importing ``modules``."""
    code = f"import json, sys\nimport {', '.join(modules)}\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    modules: list[str] = json.loads(done.stdout)
    return modules


def test_the_package_and_its_spec_load_nothing_of_the_engine() -> None:
    modules = loaded("piquet_cli.games.bezique.spec")
    ours = sorted(m for m in modules if m.startswith("piquet_cli"))
    assert ours == [
        "piquet_cli",
        "piquet_cli.games",
        "piquet_cli.games.bezique",
        "piquet_cli.games.bezique.spec",
        "piquet_cli.games.fields",
        "piquet_cli.i18n",  # N_: the flags' help marked for the catalogue, nothing loaded
        "piquet_cli.records",  # the field table's records (NamedTuple)
    ]


def test_every_module_is_found() -> None:
    assert {"piquet_cli.games.bezique.seam", "piquet_cli.games.bezique.judge"} <= set(MODULES)


def test_the_engine_imports_nothing_heavy() -> None:
    """All of it at once: what each module loads is within what they load together."""
    modules = loaded(*MODULES)
    assert set(MODULES) <= set(modules)
    bad = [m for m in modules if any(m == name or m.startswith(name + ".") for name in MUST_NOT_LOAD)]
    assert bad == []
