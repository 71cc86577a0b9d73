"""Issue 5: every entry flag, fed generated values (200 each by default, the 2,000 the
issue asks for in the deep profile, ``HYPOTHESIS_PROFILE=deep``), ends with exit 0, 1
or 2 and a sentence — never a traceback.

The values go through the same command body the CLI runs after parsing (``rule``,
which takes every entry flag of ``deal``), so each run exercises the notation
parsers, the checks of the engine and the error handler together. Every value flag of every
game kept, each in its own game, is fed too: one of the tests every game gets
(``test_conformance_fuzz.py``).
"""

from __future__ import annotations

import pytest
import typer
from budget import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_cli.cli import verbs
from piquet_cli.cli.options import entry_fields, with_entry_flags

TOKENS = [
    "5",
    "5/48",
    "8/75",
    "9",
    "0",
    "-",
    "4A",
    "5K",
    "3J",
    "quint K",
    "quart major",
    "14A",
    "3T",
    "310",
    "410",
    "quatorze A",
    "trio 9",
    "AS",
    "KH",
    "10D",
    "TC",
    "9♣",
    "1S",
    "ZZ",
    "e",
    "y",
    "elder",
    "younger",
    "both",
    "eeeeeyyyyyee",
    "eey",
    ",",
    "/",
    " ",
    "13",
    "-1",
    "99999999999999999999",
    "\x1b[31m",
    "[bold]",
    "é",
    "sixième",
    "major",
    "\x00",
    "\n",
    "7,5",
    "12,0",
    "6,6",
    "5,3",
]
FLAG_VALUES = st.one_of(
    st.lists(st.sampled_from(TOKENS), min_size=1, max_size=6).flatmap(
        lambda parts: st.sampled_from([" ".join(parts), ",".join(parts), "".join(parts)])
    ),
    st.text(max_size=24),
)
EXAMPLES = examples(50, 2000)  # a flag: 50 in the everyday suite (under 90 s on 2 cores), 2,000 deep
ENTRY_NAMES = tuple(f.key for f in entry_fields())
SINGLE_FLAGS = [name for name in ENTRY_NAMES if name != "pique"]
RULE = with_entry_flags(verbs.rule())


def run_rule(capsys: pytest.CaptureFixture[str], **flags: object) -> tuple[int, str]:
    kwargs = {name: None for name in ENTRY_NAMES} | {"pique": False} | flags
    try:
        RULE(as_json=True, game="piquet", **kwargs)
        code = 0
    except typer.Exit as stop:
        code = stop.exit_code
    return code, capsys.readouterr().err


counts: dict[str, int] = {}


@pytest.mark.parametrize("flag", SINGLE_FLAGS)
def test_every_entry_flag_survives_generated_values(flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    seen = {"n": 0}

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(value=FLAG_VALUES, with_play=st.booleans())
    def check(value: str, with_play: bool) -> None:
        seen["n"] += 1
        extra = (
            {"tricks": "eeeeeyyyyyee"}
            if with_play and flag not in ("tricks", "play", "won", "totals", "throw_in")
            else {}
        )
        code, err = run_rule(capsys, **{flag: value}, **extra)
        assert code in (0, 1, 2), err
        if code:
            assert err.startswith("piquet: ") and "Traceback" not in err and err.count("\n") == 1, err

    check()
    assert seen["n"] >= EXAMPLES
