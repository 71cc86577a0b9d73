"""docs/bezique.md's rulings table is true: each row, asked of the engine, gets its answer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from piquet_cli.games.bezique.judge import rule_on
from piquet_cli.games.bezique.notation import parse_trumps

DOC = Path(__file__).parents[2] / "docs" / "bezique.md"


def rulings() -> list[tuple[str, str, str]]:
    text = DOC.read_text(encoding="utf-8")
    table = text.split("<!-- rulings -->")[1].split("<!-- /rulings -->")[0]
    rows = [line for line in table.strip().splitlines()[2:] if line.startswith("|")]
    out = []
    for row in rows:
        trumps, declared, ruling, _source = (cell.strip() for cell in row.strip("|").split("|"))
        out.append((trumps, declared.strip("`"), ruling))
    return out


def test_the_table_is_there() -> None:
    assert len(rulings()) >= 15


@pytest.mark.parametrize(("trumps", "declared", "ruling"), rulings())
def test_each_ruling_is_the_engines(trumps: str, declared: str, ruling: str) -> None:
    verdict = rule_on(declared, parse_trumps(trumps))
    if ruling.startswith("refused"):
        assert not verdict.lawful
    else:
        points = re.match(r"scores (\d+)", ruling)
        assert points is not None, ruling
        assert verdict.lawful and verdict.points == int(points.group(1))
        assert bool(verdict.warnings) == ("and warns" in ruling)
