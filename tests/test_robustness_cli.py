"""Issue 5 at the command line: two writers at once, damaged files, hostile input.

Every run ends with exit 0, 1 or 2 and a sentence — never a traceback — and a
confirmed deal is never lost.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import typer
from budget import examples
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from piquet_cli.cli import app as cli
from piquet_cli.cli import verbs
from piquet_cli.scorebook.parties import read_partie

WRITER = textwrap.dedent("""
    import sys
    import typer.testing
    from typer.testing import CliRunner
    from piquet_cli.cli.app import app
    built = typer.testing._get_command(app)  # the Click command built once, as piquet does
    typer.testing._get_command = lambda _: built
    path, tag = sys.argv[1], sys.argv[2]
    runner = CliRunner()
    for i in range(50):
        result = runner.invoke(app, ["deal", "--file", path, "--totals", "0,0", "--note", f"{tag}-{i}"])
        if result.exit_code != 0:
            print(f"{tag}-{i} failed: {result.output}", flush=True)
            sys.exit(1)
""")


def test_two_processes_recording_fifty_deals_each_lose_none(tmp_path: Path) -> None:
    """Au cent with 0–0 deals never ends, so both writers can add 50 deals to one partie."""
    path = tmp_path / "p.toml"
    assert (
        CliRunner()
        .invoke(cli.app, ["new", "Ann", "Bob", "--rules", "au-cent", "--file", str(path)])
        .exit_code
        == 0
    )
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    env = {**os.environ, "PIQUET_LOCK_TIMEOUT": "30"}
    writers = [
        subprocess.Popen(
            [sys.executable, str(script), str(path), tag],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for tag in ("one", "two")
    ]
    outputs = [w.communicate(timeout=120)[0] for w in writers]
    assert [w.returncode for w in writers] == [0, 0], outputs
    notes = read_partie(path).notes
    assert len(notes) == 100
    assert sorted(n for n in notes if n) == sorted(f"{t}-{i}" for t in ("one", "two") for i in range(50))


def run(command: object, capsys: pytest.CaptureFixture[str], **kwargs: object) -> tuple[int, str]:
    """Call a command body as the CLI does after parsing its flags."""
    try:
        command(**kwargs)  # type: ignore[operator]
        code = 0
    except typer.Exit as stop:
        code = stop.exit_code
    captured = capsys.readouterr()
    return code, captured.err


VALID = textwrap.dedent("""\
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
    exchange = [5, 3]
    elder_hand = "AS KS QS JS 8S AH KH JH 10H 8H 7H AD"
    younger_hand = "10S 9S 7S QH 9H KD QD 10D 8D AC QC 10C"
    tricks = "yyyyyyyyyyyy"

    [[deals]]
    play = [9, 6]
    won = [7, 5]
    carte_blanche = "younger"
    barred = "elder"

    [[deals]]
    totals = [12, 31]
""")

mutations = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, len(VALID) - 1), st.integers(0, 255)),
    st.tuples(st.just("cut"), st.integers(0, len(VALID) - 1), st.integers(1, 40)),
    st.tuples(st.just("insert"), st.integers(0, len(VALID)), st.text(max_size=12)),
    st.tuples(
        st.just("swap"),
        st.integers(0, len(VALID) - 1),
        st.sampled_from(
            ['"', "=", "[", "]", "\n", "9", "-", "x", "14A", "5K", "elder", "\x00", "'", "#", ","]
        ),
    ),
)


def mutate(op: tuple[str, int, object]) -> bytes:
    kind, at, what = op
    raw = VALID.encode()
    if kind == "flip":
        return raw[:at] + bytes([int(what)]) + raw[at + 1 :]  # type: ignore[call-overload]
    if kind == "cut":
        return raw[:at] + raw[at + int(what) :]  # type: ignore[call-overload]
    text = VALID
    if kind == "insert":
        return (text[:at] + str(what) + text[at:]).encode("utf-8", "surrogatepass")
    return (text[:at] + str(what) + text[at + 1 :]).encode()


@settings(
    max_examples=examples(200, 1000),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(op=mutations)
def test_damaged_files_give_one_sentence_never_a_traceback(
    op: tuple[str, int, object], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "p.toml"
    try:
        content: bytes | None = mutate(op)
    except UnicodeEncodeError:
        content = None
    assume(content is not None)  # a lone surrogate inserted: no file can hold that text
    assert content is not None
    path.write_bytes(content)
    for command, kwargs in (
        (verbs.show(), {"file": path, "as_json": True}),
        (verbs.summary(), {"file": path, "as_json": False, "markdown": False, "csv": False}),
    ):
        code, err = run(command, capsys, **kwargs)
        assert code in (0, 1, 2), err
        if code:
            assert err.startswith("piquet: ") and "Traceback" not in err
    assert path.read_bytes() == content  # reading never writes


def test_the_unmutated_file_is_valid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.toml"
    path.write_text(VALID)
    assert run(verbs.show(), capsys, file=path, as_json=True) == (0, "")
