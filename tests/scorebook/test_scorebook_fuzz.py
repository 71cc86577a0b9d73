"""Random damage to a partie file: load() returns a document or raises FileProblem, nothing else.

250 damaged files a kind by default, 1,000 under ``HYPOTHESIS_PROFILE=deep``.
"""

from __future__ import annotations

import collections
from pathlib import Path

from budget import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_cli.errors import FileProblem
from piquet_cli.scorebook import store

VALID = """\
# A partie kept by piquet-cli.
format = 1
game = "piquet"
rules = "rubicon"
players = ["Ann", "Bob"]
dealer = "Bob"
started = 2025-11-29T21:50:00
note = "Ann's \\"pique\\" — rubicon \\u00e9\\t"
literal = 'C:\\piquet\\'
stakes = { per_point = 0.05, currency = "£" }

[[deals]]
elder_point = "5/48"
younger_point = "-"
elder_seq = ["5K", "3J"]
younger_sets = "14A,3K"
tricks = "eeyyeeeeyeee"

[[deals]]
totals = [12, 30]
throw_in = false

[result]
multiline = \"\"\"
two
lines\"\"\"
"""

SNIPPETS = [
    "format = 2",
    "format = 0",
    'format = "1"',
    "format = true",
    "format = 1",
    "[deals]",
    "[[deals]]",
    "[[format]]",
    "= =",
    '"',
    "'''",
    "a.b.c = 1",
    "deals = 3",
    "x = 1979-05-27T07:32:00Z",
    "x = 0x_FF",
    "x = [1, [2, {y = 3}]]",
    "x = inf",
    "\ufeff",
    "\x00",
    "\x1b[31m",
    "\r",
    "é",
    "",
]

byte_edits = st.lists(
    st.tuples(
        st.sampled_from(["set", "insert", "delete", "cut"]),
        st.integers(0, 10_000),
        st.integers(1, 16),
        st.binary(min_size=1, max_size=8),
    ),
    max_size=6,
)
"""Edits as (kind, position, length, bytes): set one byte, insert bytes, delete a run, cut the rest."""

line_edits = st.lists(
    st.one_of(
        st.tuples(st.just("drop"), st.integers(0, 100), st.just("")),
        st.tuples(st.just("double"), st.integers(0, 100), st.just("")),
        st.tuples(st.just("swap"), st.integers(0, 100), st.just("")),
        st.tuples(st.just("add"), st.integers(0, 100), st.sampled_from(SNIPPETS)),
        st.tuples(st.just("splice"), st.integers(0, 10_000), st.sampled_from(SNIPPETS) | st.text(max_size=4)),
        st.tuples(st.just("char"), st.integers(0, 10_000), st.sampled_from("[]{}=,.\"'#\\\n \t0aZ-:")),
    ),
    max_size=6,
)


def damage_bytes(raw: bytes, edits: list[tuple[str, int, int, bytes]]) -> bytes:
    """Apply byte-level edits (positions wrap around the current length)."""
    data = bytearray(raw)
    for kind, where, length, payload in edits:
        at = where % (len(data) + 1)
        if kind == "set" and at < len(data):
            data[at] = payload[0]
        elif kind == "insert":
            data[at:at] = payload
        elif kind == "delete":
            del data[at : at + length]
        elif kind == "cut":
            del data[at:]
    return bytes(data)


def damage_text(text: str, edits: list[tuple[str, int, str]]) -> str:
    """Apply line- and character-level edits (positions wrap around)."""
    for kind, where, what in edits:
        lines = text.split("\n")
        line = where % len(lines)
        if kind == "drop":
            del lines[line]
        elif kind == "double":
            lines.insert(line, lines[line])
        elif kind == "swap":
            lines[line], lines[line - 1] = lines[line - 1], lines[line]
        elif kind == "add":
            lines.insert(line, what)
        if kind in ("drop", "double", "swap", "add"):
            text = "\n".join(lines)
            continue
        at = where % (len(text) + 1)
        text = text[:at] + what + text[at + (kind == "char") :]
    return text


def kind_of(problem: FileProblem) -> str:
    """Sort a FileProblem by what it complains of, for the report."""
    first = problem.message.split("\n")[0]
    for kind, sign in [
        ("empty", "is empty"),
        ("binary", "binary data"),
        ("not UTF-8", "UTF-8"),
        ("format", "format"),
        ("TOML syntax", ".toml:"),
    ]:
        if sign in first:
            return kind
    return first


def fuzz(path: Path, damaged: bytes, outcomes: collections.Counter[str]) -> None:
    """Load damaged bytes: a document or FileProblem, and the file never touched."""
    path.write_bytes(damaged)
    try:
        loaded = store.load(path)
    except FileProblem as problem:
        assert problem.message.strip()
        outcomes[kind_of(problem)] += 1
    else:
        assert isinstance(loaded.data, dict)
        assert loaded.data["format"] == 1
        outcomes["loaded"] += 1
    assert path.read_bytes() == damaged


RUNS = examples(250, 1000)
FUZZ = settings(max_examples=RUNS, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])


def report(level: str, outcomes: collections.Counter[str]) -> None:
    """Print what the damaged files gave and check the fuzzing really ran and hit both outcomes."""
    print(f"fuzz ({level}): {sum(outcomes.values())} damaged files: {dict(outcomes.most_common())}")
    assert sum(outcomes.values()) >= RUNS
    assert outcomes["loaded"] > 0
    assert sum(outcomes.values()) > outcomes["loaded"]


def test_the_undamaged_file_loads(tmp_path: Path) -> None:
    (tmp_path / "p.toml").write_text(VALID, encoding="utf-8")
    data = store.load(tmp_path / "p.toml").data
    assert data["note"] == 'Ann\'s "pique" — rubicon é\t'
    assert data["literal"] == "C:\\piquet\\"
    assert data["deals"][1] == {"totals": [12, 30], "throw_in": False}


def test_damaged_bytes_load_or_raise_file_problem(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    outcomes: collections.Counter[str] = collections.Counter()

    @FUZZ
    @given(byte_edits)
    def run(edits: list[tuple[str, int, int, bytes]]) -> None:
        fuzz(path, damage_bytes(VALID.encode(), edits), outcomes)

    run()
    report("bytes", outcomes)


def test_damaged_text_loads_or_raises_file_problem(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    outcomes: collections.Counter[str] = collections.Counter()

    @FUZZ
    @given(line_edits)
    def run(edits: list[tuple[str, int, str]]) -> None:
        fuzz(path, damage_text(VALID, edits).encode(), outcomes)

    run()
    report("text", outcomes)
