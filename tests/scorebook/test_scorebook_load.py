"""load(): every way a partie file can be unreadable gives one sentence and leaves the file alone."""

from __future__ import annotations

import errno
import os
import tomllib
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from scorebook_support import PARTIE_TEXT, OpenFailer, Snapshot

from piquet_cli.errors import FileProblem
from piquet_cli.scorebook import store


def problem(path: Path) -> str:
    """Load ``path`` expecting a FileProblem and return its message."""
    with pytest.raises(FileProblem) as raised:
        store.load(path)
    return raised.value.message


def test_a_valid_file_loads_with_its_stamp(partie: Path) -> None:
    loaded = store.load(partie)
    raw = partie.read_bytes()
    assert loaded.path == partie
    assert loaded.data == tomllib.loads(PARTIE_TEXT)
    assert loaded.data["deals"][1] == {"totals": [12, 30]}
    assert loaded.stamp.size == len(raw)
    assert loaded.stamp.mtime_ns == partie.stat().st_mtime_ns
    assert loaded.stamp.crc32 == f"{zlib.crc32(raw):08x}"


def test_missing_file(in_tmp: Path) -> None:
    assert problem(Path("p.toml")) == "p.toml does not exist."
    assert list(in_tmp.iterdir()) == []


def test_folder_where_a_file_should_be(in_tmp: Path) -> None:
    Path("p.toml").mkdir()
    assert problem(Path("p.toml")) == "cannot read p.toml: it is a folder, not a partie file."
    assert Path("p.toml").is_dir()


def test_no_permission_to_read(
    partie: Path, fail_open: OpenFailer, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())
    fail_open(lambda path, flags: path == "p.toml", errno.EACCES)
    assert problem(partie) == "cannot read p.toml: permission denied."
    assert snapshot(Path()) == before


def test_empty_file(in_tmp: Path) -> None:
    Path("p.toml").write_bytes(b"")
    assert problem(Path("p.toml")) == "p.toml is empty: not a partie file."
    assert Path("p.toml").read_bytes() == b""


def test_blank_file_counts_as_empty(in_tmp: Path) -> None:
    Path("p.toml").write_bytes(b"\n  \r\n\t\n")
    assert problem(Path("p.toml")) == "p.toml is empty: not a partie file."
    assert Path("p.toml").read_bytes() == b"\n  \r\n\t\n"


def test_binary_garbage(in_tmp: Path) -> None:
    garbage = bytes(range(256)) * 4
    Path("p.toml").write_bytes(garbage)
    assert problem(Path("p.toml")) == "p.toml holds binary data (NUL bytes): not a partie file."
    assert Path("p.toml").read_bytes() == garbage


def test_text_not_in_utf8_points_at_the_byte(in_tmp: Path) -> None:
    latin1 = 'format = 1\nplayers = ["Ann", "Léa"]\n'.encode("latin-1")
    Path("p.toml").write_bytes(latin1)
    message = problem(Path("p.toml"))
    assert message == ("p.toml:2:21: byte 0xe9 is not UTF-8 text: not a partie file, or not saved as UTF-8.")
    assert Path("p.toml").read_bytes() == latin1


def test_syntax_error_gives_path_line_col_the_line_and_a_caret(in_tmp: Path) -> None:
    text = 'format = 1\ngame = "piquet"\nrules = rubicon\nplayers = ["Ann", "Bob"]\n'
    Path("p.toml").write_text(text, encoding="utf-8")
    lines = problem(Path("p.toml")).split("\n")
    assert lines == [
        "p.toml:3:9: invalid value",
        "    rules = rubicon",
        "            ^",
    ]
    assert Path("p.toml").read_text(encoding="utf-8") == text


def test_syntax_error_caret_follows_tabs(in_tmp: Path) -> None:
    Path("p.toml").write_text("format = 1\n\tx =\t= 2\n", encoding="utf-8")
    lines = problem(Path("p.toml")).split("\n")
    assert lines[0] == "p.toml:2:6: invalid value"
    assert lines[1] == "    \tx =\t= 2"
    assert lines[2] == "    \t   \t^"
    assert lines[2].index("^") == lines[1].index("= 2")


def test_syntax_error_at_end_of_document_points_after_the_last_line(in_tmp: Path) -> None:
    Path("p.toml").write_text("format = 1\n[deals\n\n", encoding="utf-8")
    lines = problem(Path("p.toml")).split("\n")
    assert lines == [
        "p.toml:2:7: expected ']' at the end of a table declaration",
        "    [deals",
        "          ^",
    ]


def test_syntax_error_line_shows_control_characters_harmlessly(in_tmp: Path) -> None:
    Path("p.toml").write_bytes(b'format = 1\nx = "\x1b[31m"\n')
    lines = problem(Path("p.toml")).split("\n")
    assert lines[0] == "p.toml:2:6: illegal character '\\x1b'"
    assert lines[1] == '    x = "\ufffd[31m"'
    assert "\x1b" not in "\n".join(lines)


def test_tomllib_message_without_a_position_is_kept_whole(
    partie: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def odd(text: str) -> dict[str, object]:
        raise tomllib.TOMLDecodeError("Something odd")

    monkeypatch.setattr(tomllib, "loads", odd)
    assert problem(partie) == "p.toml: something odd"


def test_missing_format_key(in_tmp: Path) -> None:
    Path("p.toml").write_text('game = "piquet"\n', encoding="utf-8")
    assert problem(Path("p.toml")) == (
        "p.toml has no format key: not a partie file (one starts with format = 1)."
    )


@pytest.mark.parametrize(
    ("value", "shown"), [('"1"', '"1"'), ("true", "true"), ("1.0", "1.0"), ("[1]", "[1]")]
)
def test_format_that_is_not_a_whole_number(in_tmp: Path, value: str, shown: str) -> None:
    Path("p.toml").write_text(f"format = {value}\n", encoding="utf-8")
    assert problem(Path("p.toml")) == (
        f"p.toml: the format key must be a whole number such as 1, not {shown}."
    )


def test_newer_format_is_refused(in_tmp: Path, snapshot: Callable[[Path], Snapshot]) -> None:
    Path("p.toml").write_text('format = 2\ngame = "piquet"\n', encoding="utf-8")
    before = snapshot(in_tmp)
    assert problem(Path("p.toml")) == (
        "p.toml was written by a newer piquet-cli (format 2); this one reads format 1 — upgrade piquet-cli."
    )
    assert snapshot(in_tmp) == before


def test_older_format_without_a_migration_is_refused(
    in_tmp: Path, snapshot: Callable[[Path], Snapshot]
) -> None:
    Path("p.toml").write_text('format = 0\ngame = "piquet"\n', encoding="utf-8")
    before = snapshot(in_tmp)
    assert problem(Path("p.toml")) == (
        "p.toml has format 0, which this piquet-cli cannot read or upgrade (it reads format 1)."
    )
    assert snapshot(in_tmp) == before


def test_older_format_is_migrated_and_the_original_kept_as_bak(
    in_tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = b'format = 0\nnames = ["Ann", "Bob"]\n'
    Path("p.toml").write_bytes(original)

    def rename_players(old: store.Document) -> store.Document:
        return {"format": old["format"], "players": old["names"]}

    monkeypatch.setitem(store.MIGRATIONS, 0, rename_players)
    loaded = store.load(Path("p.toml"))
    assert loaded.data == {"format": 1, "players": ["Ann", "Bob"]}
    assert Path("p.toml").read_bytes() == original  # reading never writes
    assert not Path("p.toml.bak").exists()
    store.save(Path("p.toml"), loaded.data, expected_stamp=loaded.stamp)  # the next save upgrades it
    assert Path("p.toml.bak").read_bytes() == original
    assert tomllib.loads(Path("p.toml").read_text(encoding="utf-8")) == loaded.data
    assert not Path("p.toml.lock.info").exists()


def test_migrations_run_one_step_at_a_time(in_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    Path("p.toml").write_text("format = 1\nsteps = []\n", encoding="utf-8")
    seen: list[int] = []

    def step(old: store.Document) -> store.Document:
        seen.append(old["format"])
        return {**old, "steps": [*old["steps"], old["format"]]}

    monkeypatch.setattr(store, "CURRENT_FORMAT", 3)
    monkeypatch.setitem(store.MIGRATIONS, 1, step)
    monkeypatch.setitem(store.MIGRATIONS, 2, step)
    assert store.load(Path("p.toml")).data == {"format": 3, "steps": [1, 2]}
    assert seen == [1, 2]
    assert Path("p.toml").read_text(encoding="utf-8") == "format = 1\nsteps = []\n"


def test_migrated_file_that_changed_meanwhile_is_not_overwritten(
    in_tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Path("p.toml").write_text("format = 0\n", encoding="utf-8")

    def edit_meanwhile(old: store.Document) -> store.Document:
        Path("p.toml").write_text("format = 0\nedited = true\n", encoding="utf-8")
        return old

    monkeypatch.setitem(store.MIGRATIONS, 0, edit_meanwhile)
    loaded = store.load(Path("p.toml"))
    with pytest.raises(FileProblem, match="changed on disk since it was read"):
        store.save(Path("p.toml"), {**loaded.data, "format": 1}, expected_stamp=loaded.stamp)
    assert Path("p.toml").read_text(encoding="utf-8") == "format = 0\nedited = true\n"
    assert not Path("p.toml.bak").exists()


def test_byte_order_mark_is_accepted(in_tmp: Path) -> None:
    Path("p.toml").write_bytes(b"\xef\xbb\xbfformat = 1\n")
    assert store.load(Path("p.toml")).data == {"format": 1}


def test_file_too_big_is_not_read(in_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "MAX_BYTES", 100)
    Path("p.toml").write_text("format = 1\n" + "# padding\n" * 10, encoding="utf-8")
    assert problem(Path("p.toml")) == "cannot read p.toml: it is over 100 bytes, too big for a partie file."


def test_special_file_is_not_read(in_tmp: Path) -> None:
    os.mkfifo("p.toml")
    assert (
        problem(Path("p.toml"))
        == "cannot read p.toml: it is not a regular file (a pipe, a device or a socket)."
    )
