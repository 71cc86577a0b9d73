"""Issue 11 items 3, 10 and 12: every limit of the loader is kept before a save, and
hostile input gets one sentence and exit 1 or 2, never "internal error" (exit 70)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.errors import FileProblem
from piquet_cli.games import get_game
from piquet_cli.scorebook import store
from piquet_cli.scorebook.limits import MAX_DEPTH

runner = CliRunner()
REPO = Path(__file__).resolve().parents[1]
HUGE = "9" * 5000  # int() of over 4,300 digits raises ValueError in Python 3.11


def invoke(*args: str) -> tuple[int, str]:
    done = runner.invoke(app, list(args))
    return done.exit_code, done.output


@pytest.fixture
def partie(tmp_path: Path) -> Path:
    path = tmp_path / "p.toml"
    assert invoke("new", "Ann", "Bob", "--rules", "au-cent", "--file", str(path))[0] == 0
    return path


# -- item 3: what is saved can be read again ----------------------------------


def test_a_save_that_would_pass_the_size_limit_is_refused_and_the_file_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The loader refuses a file over ``MAX_BYTES``; a document that would serialise past it
    is refused first. Scaled down to a limit of 10,000 bytes (the same code as 4 MiB, in
    milliseconds): an ESC is written \\u001b, 6 bytes, so a note of 1,300 ESCs takes 7,800
    bytes, and two of them 15,600 — over the limit; one alone is saved and read back."""
    monkeypatch.setattr(store, "MAX_BYTES", 10_000)
    path = tmp_path / "p.toml"
    store.save(path, {"format": store.CURRENT_FORMAT, "deals": []})
    before = path.read_bytes()
    notes = [{"note": "\x1b" * 1_300} for _ in range(2)]
    with pytest.raises(FileProblem) as refused:
        store.save(path, {"format": store.CURRENT_FORMAT, "deals": notes})
    assert (
        "it would be 15.3 KiB, over the 10,000 bytes a partie file may be (it could not be read back);"
        " the file is unchanged." in refused.value.message
    )
    assert path.read_bytes() == before
    store.save(path, {"format": store.CURRENT_FORMAT, "deals": notes[:1]})
    assert store.load(path).data["deals"] == notes[:1]


def test_a_long_note_is_refused_at_the_flag(partie: Path) -> None:
    code, out = invoke("deal", "--file", str(partie), "--totals", "1,1", "--note", "\x1b" * 10_001)
    assert code == 2 and "--note: a note has at most 10,000 characters; this one has 10,001." in out


@pytest.mark.parametrize(
    ("document", "said"),
    [
        (
            {"format": store.CURRENT_FORMAT, "n": 2**63},
            "n: 9223372036854775808 is outside TOML's whole numbers",
        ),
        ({"format": store.CURRENT_FORMAT, "n": -(2**63) - 1}, "is outside TOML's whole numbers"),
        ({"format": store.CURRENT_FORMAT, "deep": [[[[1]]]] * 1}, None),
    ],
)
def test_numbers_outside_toml_are_refused_before_a_save(
    tmp_path: Path, document: dict[str, object], said: str | None
) -> None:
    path = tmp_path / "p.toml"
    if said is None:
        store.save(path, document)
        return
    with pytest.raises(FileProblem) as refused:
        store.save(path, document)
    assert said in refused.value.message and not path.exists()


def test_nesting_past_the_limit_is_refused_on_save_and_on_load(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    deep: object = 1
    for _ in range(MAX_DEPTH + 1):
        deep = [deep]
    with pytest.raises(FileProblem, match=f"nested more than {MAX_DEPTH} deep"):
        store.save(path, {"format": store.CURRENT_FORMAT, "deep": deep})
    path.write_text("format = 1\ndeep = " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "\n")
    with pytest.raises(FileProblem, match=f"nested more than {MAX_DEPTH} deep: not a partie file"):
        store.load(path)


def test_a_file_with_a_number_outside_toml_is_refused_at_load(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_text("format = 1\nn = 99999999999999999999999\n")
    with pytest.raises(FileProblem, match="n: 99999999999999999999999 is outside TOML's whole numbers"):
        store.load(path)


def test_totals_beyond_any_deal_are_refused_not_written(partie: Path) -> None:
    """Item 12: --totals 99999999999999999999999,1 was written, outside TOML's 64-bit range."""
    before = partie.read_bytes()
    code, out = invoke("deal", "--file", str(partie), "--totals", "99999999999999999999999,1")
    assert code == 2 and "--totals" in out and "too big for totals" in out
    assert partie.read_bytes() == before


# -- item 10: eight ways to "internal error" ------------------------------------


def test_an_array_nested_5000_deep_is_one_sentence(partie: Path, tmp_path: Path) -> None:
    bad = tmp_path / "deep.toml"
    bad.write_text("format = 1\nx = " + "[" * 5000 + "]" * 5000 + "\n")
    for command in (["show", "--file", str(bad)], ["deal", "--file", str(bad), "--totals", "1,1"]):
        code, out = invoke(*command)
        assert code == 1 and "nested too deep: not a partie file" in out, out


@pytest.mark.parametrize(
    "flags",
    [
        ["--totals", f"{HUGE},1"],
        ["--exchange", f"{HUGE},1"],
        ["--play", f"{HUGE},1", "--won", "7,5"],
        ["--elder-point", f"5/{HUGE}"],
        ["--low-leads", HUGE],
    ],
)
def test_numbers_of_5000_digits_in_any_flag_are_a_bad_value(partie: Path, flags: list[str]) -> None:
    code, out = invoke("deal", "--file", str(partie), *flags)
    assert code == 2, out
    assert f"piquet: {flags[0]}:" in out and "internal error" not in out and len(out) < 300


def test_five_thousand_digits_at_a_prompt_are_asked_again() -> None:
    from piquet_cli.errors import BadValue
    from piquet_cli.games.piquet.dialogue.words import point_count as _point_count
    from piquet_cli.games.piquet.dialogue.words import read_exchange as _exchange

    for ask in (lambda: _exchange(HUGE, False), lambda: _point_count(5, HUGE)):
        with pytest.raises(BadValue):
            ask()


def test_a_stake_finer_than_money_is_a_bad_value() -> None:
    code, out = invoke("ledger", "--stake", "1.0000000000000000000000000001")
    assert code == 2 and "--stake" in out and "at most 12 digits before the point and 6 after it" in out


def test_an_editor_command_that_is_not_one_is_a_file_problem(
    partie: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EDITOR", "vim '")
    code, out = invoke("edit", "--file", str(partie))
    assert code == 1 and "$EDITOR" in out and "No closing quotation" in out and "internal" not in out


def run_piquet(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "piquet_cli", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
        timeout=60,
        check=False,
    )


def test_a_terminal_without_suit_symbols_gets_letters() -> None:
    """PYTHONIOENCODING=latin-1 has no ♠: the hand prints as the notation writes it."""
    cards = ["AS", "KS", "QS", "JS", "10S", "AH", "KH", "QH", "9D", "8D", "7D", "AC"]
    done = run_piquet("hand", *cards, env={"PYTHONIOENCODING": "latin-1"})
    assert done.returncode == 0, done.stderr
    assert "Hand: AS KS QS JS 10S AH KH QH AC 9D 8D 7D" in done.stdout
    assert "quint major in spades (AS KS QS JS 10S)" in done.stdout


def test_one_damaged_file_is_named_and_skipped_by_every_command(partie: Path, tmp_path: Path) -> None:
    home = Path(os.environ["PIQUET_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    (home / "deep.toml").write_text("format = 1\nx = " + "[" * 5000 + "]" * 5000 + "\n")
    assert invoke("new", "Ann", "Bob", "--rules", "au-cent")[0] == 0
    code, out = invoke("history")
    assert code == 0 and "deep.toml" in out and "damaged" in out
    assert invoke("ledger")[0] == 0
    assert invoke("show")[0] == 0
    assert invoke("deal", "--totals", "1,1")[0] == 0


# -- item 12: unclear or wrong messages ------------------------------------------


def test_a_sequence_of_eleven_digits_is_no_sequence_of_nine(partie: Path) -> None:
    """``99999999999A`` was "a sequence has 3 to 8 cards, not 9"."""
    code, out = invoke("deal", "--file", str(partie), "--elder-seq", "99999999999A")
    assert code == 2 and "'99999999999A' is not a sequence; write length and top card" in out


def test_a_file_that_cannot_be_read_is_one_sentence_not_a_usage_error(
    partie: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As root nothing is unreadable: the check (click's os.access) and the read both fail here."""
    import errno

    real_open = os.open

    def refuse(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if str(path).endswith("p.toml"):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "access", lambda *a, **k: False)
    monkeypatch.setattr(os, "open", refuse)
    code, out = invoke("show", "--file", str(partie))
    assert code == 1 and out == f"piquet: cannot read {partie}: permission denied.\n"


def test_a_name_that_is_not_utf8_is_one_sentence_and_leaves_no_lock(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "piquet_cli", "new", b"Ann\xff", "Bob", "--file", "p.toml"],
        cwd=tmp_path,
        capture_output=True,
        env={**os.environ, "PYTHONPATH": str(REPO), "LC_ALL": "C.UTF-8"},
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert b"A: a player's name cannot hold the byte 0xff, which is not UTF-8 text" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_recovery_command_records_the_same_note_when_pasted(tmp_path: Path) -> None:
    """A refused save prints the ``piquet deal`` command that records the deal as typed; a note
    with a newline and an escape was printed as literal ``\\n`` and ``\\x1b``."""
    from piquet_cli.cli.walkthrough import deal_command
    from piquet_cli.games.piquet.deal import DealFacts

    path = tmp_path / "p.toml"
    assert invoke("new", "Ann", "Bob", "--file", str(path))[0] == 0
    note = "Bob's pique\nsecond line \x1b[31m red"
    line = deal_command(get_game("piquet"), path, DealFacts(totals=(28, 23)), note)
    assert "\x1b" not in line and "\n" not in line
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    pasted = subprocess.run(
        ["bash", "-c", line.replace("piquet deal", f"{sys.executable} -m piquet_cli deal", 1)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert pasted.returncode == 0, pasted.stderr
    from piquet_cli.scorebook.parties import read_partie

    assert read_partie(path).notes == [note]


# -- the same eight ways, for the games added after issue 11 ----------------------

GAME_NUMBERS = [
    ("bezique", ["new", "Ann", "Bob", "--game", "bezique", "--rules", "{n}", "--file", "{new}"]),
    ("bezique", ["deal", "--totals", "{n},250"]),
    ("bezique", ["deal", "--brisques", "{n},6"]),
    ("bezique", ["rule", "--game", "bezique", "--totals", "{n},250"]),
    ("pinochle", ["deal", "--totals", "{n},250"]),
    ("pinochle", ["deal", "--card-points", "{n},rest"]),
    ("pinochle", ["deal", "--irregular", "elder", "--put-right-after", "{n}"]),
    ("pinochle", ["withdraw", "Ann", "--totals", "{n},250"]),
]
"""Every number a Bezique or Pinochle command reads from text. Once ``²`` (which
``str.isdigit`` takes and ``int`` refuses) or 5,000 digits (over Python's 4,300) in
any of them was "internal error" (exit 70)."""


@pytest.mark.parametrize("number", ["²", "١٢", HUGE])
@pytest.mark.parametrize(("game", "args"), GAME_NUMBERS)
def test_numbers_no_game_can_read_are_one_sentence_in_bezique_and_pinochle(
    tmp_path: Path, game: str, args: list[str], number: str
) -> None:
    path = tmp_path / "p.toml"
    assert invoke("new", "Ann", "Bob", "--game", game, "--file", str(path))[0] == 0
    before = path.read_bytes()
    typed = [a.format(n=number, new=tmp_path / "q.toml") for a in args]
    file = ["--file", str(path)] if typed[0] in ("deal", "withdraw") else []
    code, out = invoke(*typed, *file)
    assert code == 2, out
    assert out.startswith("piquet: --") and "internal error" not in out and out.count("\n") == 1, out
    assert path.read_bytes() == before and not (tmp_path / "q.toml").exists()


def test_a_superscript_digit_after_equal_is_asked_again() -> None:
    """In the Piquet walkthrough, younger's answer after "equal" to a point of five: ``²``
    was read by ``int`` and was "internal error"; it is a bad answer, asked again."""
    from piquet_cli.errors import BadValue
    from piquet_cli.games.piquet.dialogue.words import count_or_longer

    with pytest.raises(BadValue, match="'²' is not a count"):
        count_or_longer(5, "²")
    assert count_or_longer(5, "6").cards == 6  # six cards: a longer point than the five called


@pytest.mark.parametrize(
    ("args", "start"),
    [
        (
            ["ledger", "--per", "9" * 5000],
            "piquet: invalid value for '--per': '999999999999999999999999999999…' (5,000",
        ),
        (["edit", "9" * 5000, "--file", "p.toml"], "piquet: invalid value for 'N': '9999"),
        (["new", "Ann", "Bob", "--game", "pinochle", "--rules", "9" * 5000], "piquet: --rules: '9999"),
    ],
)
def test_a_value_thousands_of_characters_long_is_said_by_its_beginning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], start: str
) -> None:
    """5,000 digits typed where a number goes: one short sentence that says how long it was, not
    the 5,000 digits again."""
    monkeypatch.chdir(tmp_path)
    done = CliRunner().invoke(app, args, env={"PIQUET_HOME": str(tmp_path / "book"), "NO_COLOR": "1"})
    assert done.exit_code == 2, done.output
    said = done.output.strip()
    assert said.startswith(start) and "(5,000 characters)" in said and len(said) < 300, said


def test_a_long_path_in_a_message_is_said_whole() -> None:
    from piquet_cli.cli.escape import shorten_quoted

    editor = "/opt/" + "very-long-folder-name/" * 4 + "bin/vim"
    assert (
        shorten_quoted(f"$VISUAL is {editor!r}: no such program.")
        == f"$VISUAL is {editor!r}: no such program."
    )


@pytest.mark.parametrize("typed", [",", " , ", ",,"])
def test_only_commas_at_the_declaration_or_meld_question_is_one_sentence(typed: str) -> None:
    """Not an IndexError reaching 'internal error': the question is explained and asked again."""
    from piquet_cli.errors import BadValue
    from piquet_cli.games.bezique.dialogue import read_declaration
    from piquet_cli.games.pinochle.answers import read_one_meld

    with pytest.raises(BadValue, match="is not a declaration; write who won the trick, e \\(Ann\\)"):
        read_declaration(typed, "Ann", "Bob")
    with pytest.raises(BadValue, match="is not a meld; write who won the trick"):
        read_one_meld(typed, "Ann", "Bob")


def test_a_point_said_with_thousands_of_digits_is_one_sentence() -> None:
    from piquet_cli.errors import BadValue
    from piquet_cli.games.piquet.dialogue.words import point_count

    with pytest.raises(BadValue, match="is not a count; write what the five cards make"):
        point_count(5, "9" * 5000 + "/49")


@pytest.mark.parametrize(
    "flags",
    [("--point", "5/48;-"), ("--point", "5/48;-", "--totals", "10,20"), ("--sets", "-;4A")],
)
def test_a_table_s_values_at_a_two_hand_partie_are_refused_in_one_sentence(
    partie: Path, flags: tuple[str, ...]
) -> None:
    """A value a seat (``--point "5/48;-"``) is three- and four-hand notation: at two hands it
    was an internal error (exit 70). Now one sentence, exit 2, and the file is as it was."""
    before = partie.read_bytes()
    code, out = invoke("deal", *flags, "--file", str(partie))
    assert (code, out.strip()) == (
        2,
        (
            "piquet: this partie is of two hands: give the elder's and the younger's values apart, "
            "each by its own flag, not one value a seat as at a table of three or four."
        ),
    )
    assert partie.read_bytes() == before
