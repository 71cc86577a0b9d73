"""The Bezique engine is plain Python: no CLI framework, no styling, no files, no Piquet."""

from __future__ import annotations

import json
import subprocess
import sys

MUST_NOT_LOAD = (
    "typer", "click", "rich", "tomli_w", "tomllib", "platformdirs", "filelock",
    "piquet_cli.cli", "piquet_cli.scorebook", "piquet_cli.games.piquet",
)  # fmt: skip


def test_the_engine_imports_nothing_heavy() -> None:
    code = "import json, sys\nimport piquet_cli.games.bezique\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = json.loads(done.stdout)
    bad = [m for m in loaded if any(m == name or m.startswith(name + ".") for name in MUST_NOT_LOAD)]
    assert bad == []
