"""docs/pinochle.md's rulings table is true: each answer is what the engine rules.

Each row gives the table (trumps, rules, a turned-up nine, an irregular player),
the melds (the last is the question) and an answer beginning **lawful, N**,
**lawful, N, warns** or **refused**.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from piquet_cli.cards import Suit
from piquet_cli.games.pinochle.check import MeldContext, check_melds
from piquet_cli.games.pinochle.melds import parse_melded
from piquet_cli.games.pinochle.rules import RuleSet
from piquet_cli.games.side import Side

DOC = Path(__file__).resolve().parents[2] / "docs" / "pinochle.md"
ROW = re.compile(r"^\| (\d+) \| (.+?) \| (.+?) \| `(.+?)` \| \*\*(.+?)\*\*.*\| (.+?) \|$")


def rulings() -> list[tuple[str, str, str, str, str]]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Rulings for `piquet rule --game pinochle`", 1)[1].split("\n## ", 1)[0]
    rows = [ROW.match(line) for line in section.splitlines() if re.match(r"^\| \d+ \|", line)]
    assert all(rows), "every numbered row has the table's shape"
    return [(m[1], m[3], m[4], m[5], m[6]) for m in rows if m]


RULINGS = rulings()


def context(table: str) -> MeldContext:
    words = [w.strip() for w in table.split(",")]
    suit = next(s for s in Suit if s.word == words[0])
    rules = RuleSet(words[1])
    irregular = next((side for side in Side if f"{side.value} irregular" in words), None)
    return MeldContext(suit, rules, turn_up_nine="nine turned up" in words, irregular=irregular)


def test_the_doc_lists_the_issues_questions() -> None:
    assert len(RULINGS) >= 15
    questions = DOC.read_text(encoding="utf-8")
    assert "Royal marriage after my sequence?" in questions
    assert "Four kings again, with a new king?" in questions


@pytest.mark.parametrize(
    ("number", "table", "melded", "answer", "source"), RULINGS, ids=[r[0] for r in RULINGS]
)
def test_each_ruling_is_what_the_engine_rules(
    number: str, table: str, melded: str, answer: str, source: str
) -> None:
    events = parse_melded(melded)
    verdicts = check_melds(events, context(table))
    assert len(verdicts) == len(events), f"ruling {number}: an earlier meld was refused"
    last = verdicts[-1]
    if answer == "refused":
        assert not last.lawful, last.reason
    else:
        words = answer.split(", ")
        assert words[0] == "lawful" and last.lawful, last.reason
        assert last.points == int(words[1])
        assert bool(last.warnings) == ("warns" in words), last.warnings
    assert source.split(",")[0] in ("docs/pinochle.md", "classic rules")
