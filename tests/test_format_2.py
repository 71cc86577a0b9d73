"""Issue 12, item 1: partie files move to format 2 (younger's answers to elder's calls,
``imported_from``), and every format-1 file migrates without a change of score.

Format 2 only adds keys a file may leave out, so the migration from format 1
keeps every key as it was. These tests migrate every partie the project has as
a fixture — the complete example of docs/file-format.md, the README's deals,
bench/run's generated parties, and parties from tests/scorebook_factory.py of
every way a deal is entered — and check that each deal scores as it did.
"""

from __future__ import annotations

import random
import re
import sys
import tomllib
from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from piquet_parties import partie_from_dict, partie_to_dict
from scorebook_factory import random_partie
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.games.piquet.partie import PartieState, score_partie
from piquet_cli.games.piquet.views import side_json
from piquet_cli.games.view import PartieView
from piquet_cli.scorebook import store
from piquet_cli.scorebook.parties import read_partie, save_partie

ROOT = Path(__file__).resolve().parent.parent


def docs_example_in_format_1() -> str:
    """docs/file-format.md's complete example as format 1 wrote it: no answers, format = 1."""
    text = (ROOT / "docs" / "file-format.md").read_text(encoding="utf-8")
    match = re.search(r"```toml\n(.*?)```", text, re.DOTALL)
    assert match
    lines = [line for line in match.group(1).splitlines() if not re.match(r"\w+_answer = ", line)]
    return "\n".join(lines).replace("format = 2", "format = 1") + "\n"


# The README's p.toml: Cavendish's example by its declarations, then Bob's pique (README, "piquet deal").
README_PARTIE = """\
format = 1
game = "piquet"
rules = "rubicon"
players = ["Ann", "Bob"]
first_dealer = "Bob"

[[deals]]
elder_point = "5/49"
elder_sequences = "4A"
elder_sets = "3J"
younger_point = "5/48"
younger_sequences = "3A,3Q"
younger_sets = "14T,3Q"
tricks = "eeeeeyyyyyee"

[[deals]]
elder_point = "5"
elder_sequences = "5A"
elder_sets = "3A"
younger_point = "-"
younger_sequences = "-"
younger_sets = "-"
tricks = "eeeeeeeyyyyy"
"""


def bench_parties(count: int) -> list[str]:
    """bench/run's scorebook parties (all six of its kinds of deal), as format 1."""
    loader = SourceFileLoader("bench_run", str(ROOT / "bench" / "run"))
    spec = spec_from_loader("bench_run", loader)
    assert spec is not None
    bench = module_from_spec(spec)
    sys.modules["bench_run"] = bench  # its dataclasses look themselves up there
    loader.exec_module(bench)
    rng = random.Random(1882)
    from datetime import UTC, datetime

    texts = [bench.partie_text(rng, datetime(2025, 1, 1, tzinfo=UTC)) for _ in range(count)]
    return [re.sub(r"^format = \d+", "format = 1", t) for t in texts]


def factory_parties(count: int) -> list[str]:
    """Lawful parties of every way of entering a deal (totals, declarations, hands, announced play)."""
    rng = random.Random(12)
    out = []
    for i in range(count):
        doc = partie_to_dict(random_partie(rng, finished=i % 5 != 0))
        doc["format"] = 1
        out.append(tomli_w.dumps(doc))
    return out


def fixtures() -> list[tuple[str, str]]:
    return [
        ("docs/file-format.md", docs_example_in_format_1()),
        ("README p.toml", README_PARTIE),
        *((f"bench/run {i}", t) for i, t in enumerate(bench_parties(12))),
        *((f"factory {i}", t) for i, t in enumerate(factory_parties(30))),
    ]


def scores(state: PartieState | PartieView) -> list[Any]:
    """Everything a partie's scoring says: each deal's categories, the totals, the result —
    from the engine's own state, or from the neutral view the keeper shows."""
    if isinstance(state, PartieView):
        deals = [
            (dict(d.sides[d.elder].json), dict(d.sides[d.younger].json), d.added(d.elder), d.added(d.younger))
            for d in state.deals
        ]
    else:
        deals = [
            (
                side_json(d.score.elder, d.multiplier),
                side_json(d.score.younger, d.multiplier),
                d.added(d.elder),
                d.added(d.younger),
            )
            for d in state.deals
        ]
    return [deals, dict(state.totals), state.finished, state.result]


@pytest.mark.parametrize(("name", "text"), fixtures(), ids=[n for n, _ in fixtures()])
def test_a_format_1_fixture_migrates_and_scores_as_before(name: str, text: str, tmp_path: Path) -> None:
    original = tomllib.loads(text)
    assert original["format"] == 1
    before = scores(score_partie(partie_from_dict(original)[0]))
    path = tmp_path / "p.toml"
    path.write_text(text, encoding="utf-8")

    migrated = read_partie(path)
    assert scores(migrated.view) == before
    assert path.read_text(encoding="utf-8") == text  # reading never writes

    saved = save_partie(migrated, migrated.partie, migrated.notes)  # the next save writes format 2
    on_disk = tomllib.loads(path.read_text(encoding="utf-8"))
    assert on_disk == {**original, "format": 2}  # nothing guessed, nothing dropped
    assert path.with_name("p.toml.bak").read_text(encoding="utf-8") == text
    assert scores(read_partie(path).view) == scores(saved.view) == before


def test_the_documented_figures_survive_the_migration(tmp_path: Path) -> None:
    # docs/file-format.md: Ann 85, Bob 197; Ann rubiconed: Bob wins 197 + 85 + 100 = 382 (Law 73).
    path = tmp_path / "doc.toml"
    path.write_text(docs_example_in_format_1(), encoding="utf-8")
    state = read_partie(path).view
    assert state.totals == {"Ann": 85, "Bob": 197}
    assert state.result is not None and (state.result.winner, state.result.points) == ("Bob", 382)
    # README: Cavendish's deal 28-23 (Law 67's order), then Bob's pique: 5 + 15 + 3 + 30 + 8 + 10 = 71
    # against Ann's 6 in play.
    path = tmp_path / "readme.toml"
    path.write_text(README_PARTIE, encoding="utf-8")
    state = read_partie(path).view
    assert [(d.added("Ann"), d.added("Bob")) for d in state.deals] == [(28, 23), (6, 71)]


def test_reading_a_format_1_file_leaves_it_and_the_next_deal_upgrades_it(tmp_path: Path) -> None:
    path = tmp_path / "old.toml"
    path.write_text(README_PARTIE, encoding="utf-8")
    result = CliRunner().invoke(app, ["show", "--file", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == README_PARTIE
    result = CliRunner().invoke(app, ["deal", "--file", str(path), "--totals", "10,20"])
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8").startswith("format = 2\n")
    assert (tmp_path / "old.toml.bak").read_text(encoding="utf-8") == README_PARTIE


def test_the_keeper_writes_format_2() -> None:
    assert store.CURRENT_FORMAT == 2 and 1 in store.MIGRATIONS
    assert tomllib.loads(tomli_w.dumps(partie_to_dict(random_partie(random.Random(1)))))["format"] == 2
