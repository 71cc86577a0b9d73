"""Issue 11's acceptance property: random names, notes and deal values, written through
the commands. Every file the program saves loads again with the same facts; every
refusal leaves the file as it was; and no output but JSON holds a character that
does not print (a control character, a line separator, a bidi override).

Quick by default (``examples(15, 300)``: ``HYPOTHESIS_PROFILE=deep`` for the run the
README quotes).
"""

from __future__ import annotations

import json
import os
import unicodedata
from pathlib import Path

import typer
from budget import examples
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.cli.entry import entry_values
from piquet_cli.games import get_game
from piquet_cli.scorebook.parties import read_partie

runner = CliRunner()
whole_app = app
PIQUET = get_game("piquet")
KEYS = {"elder_seq": "elder_sequences", "younger_seq": "younger_sequences"}
"""The flags' names where a deal's key differs: ``--elder-seq`` gives ``elder_sequences``."""

HOSTILE = [
    "\x1b]0;PWNED\x07",
    "\r\x1b[2J",
    "\u202e",
    "\u2028",
    "\x9b",
    "\x00",
    "=",
    "+1",
    "@SUM(",
    "[bold]",
    "\\",
]
plain_names = st.sampled_from(["Ann", "Élodie", "王", "Jean\u00a0Paul", "O'Brien", "=Sum", "@x", "-y", "[b]"])
names = st.one_of(
    plain_names,
    plain_names,
    plain_names,
    st.text(min_size=1, max_size=12),
    st.lists(st.sampled_from([*HOSTILE, "Ann", "Bob"]), min_size=1, max_size=3).map("".join),
)
notes = st.one_of(
    st.none(), st.text(max_size=30), st.lists(st.sampled_from(HOSTILE), max_size=4).map("".join)
)
small = st.integers(0, 60)
numbers = st.one_of(small, small, small, st.integers(0, 10**25), st.sampled_from([-1, 10**4, 9999]))
good_words = {
    "point": st.sampled_from(["5", "5/49", "-", "6/56", "4"]),
    "seq": st.sampled_from(["-", "3K", "4A", "quint K", "3T"]),
    "sets": st.sampled_from(["-", "3K", "14A", "3T", "trio Q"]),
}
junk = st.one_of(st.sampled_from(["9", "x", "99999999999A", "5/99", ""]), st.text(max_size=8))
tricks = st.one_of(
    st.text(alphabet="ey", min_size=12, max_size=12),
    st.text(alphabet="ey", min_size=12, max_size=12),
    st.text(alphabet="eyx ,", max_size=14),
)


@st.composite
def deal_flags(draw: st.DrawFn) -> dict[str, str]:
    """Flags of one deal: quick totals, or declarations and tricks, values lawful or not."""
    if draw(st.booleans()):
        return {"totals": f"{draw(numbers)},{draw(numbers)}"}
    flags = {"tricks": draw(tricks)}
    for side in ("elder", "younger"):
        for what in ("point", "seq", "sets"):
            flags[f"{side}_{what}"] = draw(good_words[what] if draw(st.integers(0, 5)) else junk)
    return flags


OUTPUTS = [
    ["show"],
    ["summary"],
    ["summary", "--markdown"],
    ["summary", "--csv"],
    ["history"],
    ["history", "--csv"],
    ["ledger"],
    ["ledger", "--csv"],
]
"""Every output but JSON: the text, Markdown and CSV of a partie and of the scorebook."""


def no_hidden_characters(text: str) -> list[str]:
    """Characters that do not print, other than the newlines between lines."""
    return sorted(
        {
            f"U+{ord(ch):04X}"
            for ch in text
            if ch != "\n"
            and unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs")
            and ch not in "\u200c\u200d"
        }
    )


def argv(flags: dict[str, str]) -> list[str]:
    return [x for name, value in flags.items() for x in ("--" + name.replace("_", "-"), value)]


def new_partie(a: str, b: str, *options: str, app: typer.Typer | None = None) -> tuple[int, Path]:
    """``piquet new A B OPTIONS --file p.toml`` in an empty scorebook (by ``app``, else the
    whole command): its exit (0, or 2 for names refused) and the partie file's path. No
    output hides a character, and the names, when taken, are saved as typed (less the
    spaces around them)."""
    home = Path(os.environ["PIQUET_HOME"])
    path = home / "p.toml"
    home.mkdir(parents=True, exist_ok=True)
    for leftover in home.iterdir():
        leftover.unlink()
    made = runner.invoke(
        app or whole_app, ["new", *options, "--file", str(path), "--", a, b]
    )  # a name may be "--help"
    assert made.exit_code in (0, 2), made.output
    assert no_hidden_characters(made.output) == []
    event("names refused" if made.exit_code else "names taken")
    if not made.exit_code:
        assert read_partie(path).partie.players == (a.strip(), b.strip())
    return made.exit_code, path


@settings(
    max_examples=examples(15, 300),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    a=names,
    b=names.map(lambda n: n + "2"),
    deals=st.lists(st.tuples(deal_flags(), notes), min_size=1, max_size=4),
)
def test_what_the_commands_save_loads_again_and_no_output_hides_a_character(
    a: str, b: str, deals: list[tuple[dict[str, str], str | None]]
) -> None:
    refused, path = new_partie(a, b, "--rules", "au-cent")
    if refused:
        assert not path.exists()  # names refused: nothing written
        return
    saved_deals, saved_notes = [], []
    for flags, note in deals:
        before = path.read_bytes()
        done = runner.invoke(
            app, ["deal", "--file", str(path), *argv(flags), *(["--note", note] if note is not None else [])]
        )
        assert done.exit_code in (0, 1, 2), done.output
        assert no_hidden_characters(done.output) == [], done.output
        event(f"a deal refused (exit {done.exit_code})" if done.exit_code else "a deal saved")
        if done.exit_code:
            assert path.read_bytes() == before  # refused: nothing written
            continue
        saved_deals.append(PIQUET.facts(entry_values(PIQUET, {KEYS.get(k, k): v for k, v in flags.items()})))
        saved_notes.append(note or None)
        again = read_partie(path)  # loads again, with the same facts
        assert list(again.partie.deals) == saved_deals
        assert [n or None for n in again.notes] == saved_notes
    for args in OUTPUTS:
        shown = runner.invoke(
            app, [*args, *(["--file", str(path)] if args[0] in ("show", "summary") else [])]
        )
        assert shown.exit_code == 0, shown.output
        assert no_hidden_characters(shown.output) == [], (args, shown.output)
    document = json.loads(runner.invoke(app, ["show", "--file", str(path), "--json"]).output)
    assert document["players"] == [a.strip(), b.strip()]
