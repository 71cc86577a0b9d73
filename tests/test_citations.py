"""No file of the package or of the tests cites PRODUCT.md or RULES.md (issue 20).

Neither is in the repository: a reader of the code could not follow the citation.
What the code relies on from them is copied into docs/contract.md (the outside:
notation, flags, JSON keys, files, exits) and docs/rules.md (the rules' sources and
the conflicts settled); a docstring cites those pages, a law of Cavendish ("Law 72"),
a seed (``seeds/``) or another page of docs/ instead.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE = re.compile(r"\b(PRODUCT|RULES)\.md\b")

THIS_FILE = Path(__file__).resolve().relative_to(ROOT).as_posix()


def sources() -> list[str]:
    return sorted(
        path.relative_to(ROOT).as_posix()
        for folder in ("piquet_cli", "tests")
        for path in (ROOT / folder).rglob("*.py")
    )


def citing(relative: str) -> list[str]:
    text = (ROOT / relative).read_text(encoding="utf-8")
    return [
        f"{relative}:{n}: {line.strip()}"
        for n, line in enumerate(text.splitlines(), 1)
        if OUTSIDE.search(line)
    ]


def test_no_file_cites_product_md_or_rules_md() -> None:
    checked = [f for f in sources() if f != THIS_FILE]
    assert "piquet_cli/games/bezique/codes.py" in checked and "tests/test_events.py" in checked
    found = [line for relative in checked for line in citing(relative)]
    assert found == [], "cite docs/contract.md, docs/rules.md, a law or a seed instead:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("line", "cites"),
    [
        ('"""PRODUCT.md\'s JSON keys."""', True),
        ('(seed 002; RULES.md "Pinochle")', True),
        ("the notation of docs/contract.md", False),
        ('docs/rules.md, "Bezique"', False),
        ("MY_RULES.md_x", False),
    ],
)
def test_a_citation_is_seen(line: str, cites: bool) -> None:
    assert bool(OUTSIDE.search(line)) == cites


@pytest.mark.parametrize("page", ["contract.md", "rules.md"])
def test_the_copies_say_where_they_come_from(page: str) -> None:
    """Each copy says at its top what it copies, and holds the passages the code cites."""
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    opening = text.split("\n## ", 1)[0]
    assert ("PRODUCT.md" if page == "contract.md" else "RULES.md") in opening
    assert "faithful copy" in opening
    wanted = {
        "contract.md": [
            "## Notation",
            "## JSON",
            "## Bezique and Pinochle",
            "## Files",
            "## Errors and exits",
        ],
        "rules.md": ["## Sources", "## Piquet variants the keeper offers", "## Bezique", "## Pinochle"],
    }[page]
    assert [heading for heading in wanted if f"\n{heading}" not in text] == []
