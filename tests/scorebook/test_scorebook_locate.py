"""locate: the scorebook folder, its partie files newest first, and safe new file names."""

from __future__ import annotations

import os
import re
import string
from datetime import datetime
from pathlib import Path

import platformdirs
import pytest
from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_cli.errors import FileProblem
from piquet_cli.scorebook import locate

WHEN = datetime(2025, 11, 29, 21, 50, 7)


def test_scorebook_dir_is_piquet_home_when_set(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    assert locate.scorebook_dir() == tmp_path / "book"
    assert not (tmp_path / "book").exists()


def test_scorebook_dir_expands_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("PIQUET_HOME", "~/cards")
    assert locate.scorebook_dir() == tmp_path / "cards"


@pytest.mark.parametrize("setting", [None, ""])
def test_scorebook_dir_defaults_to_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, setting: str | None
) -> None:
    if setting is None:
        monkeypatch.delenv("PIQUET_HOME", raising=False)
    else:
        monkeypatch.setenv("PIQUET_HOME", setting)
    asked: list[tuple[str, object]] = []

    def user_data_dir(appname: str, appauthor: object) -> str:
        asked.append((appname, appauthor))
        return str(tmp_path / "data" / appname)

    monkeypatch.setattr(platformdirs, "user_data_dir", user_data_dir)
    assert locate.scorebook_dir() == tmp_path / "data" / "piquet-cli"
    assert asked == [("piquet-cli", False)]


def test_ensure_scorebook_dir_creates_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "a" / "b"))
    assert locate.ensure_scorebook_dir() == tmp_path / "a" / "b"
    assert (tmp_path / "a" / "b").is_dir()
    assert locate.ensure_scorebook_dir() == tmp_path / "a" / "b"


def test_ensure_scorebook_dir_with_a_file_in_the_way(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "book").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    with pytest.raises(FileProblem) as raised:
        locate.ensure_scorebook_dir()
    assert raised.value.message == (
        f"the scorebook folder {tmp_path / 'book'} cannot be made: a file of that name is in the way."
    )
    assert (tmp_path / "book").read_text(encoding="utf-8") == "not a folder"


def test_ensure_scorebook_dir_without_permission(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))

    def refused(self: Path, mode: int = 0o777, parents: bool = False, exist_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "mkdir", refused)
    with pytest.raises(FileProblem) as raised:
        locate.ensure_scorebook_dir()
    assert (
        raised.value.message == f"the scorebook folder {tmp_path / 'book'} cannot be made: permission denied."
    )


def test_list_partie_files_newest_first(tmp_path: Path) -> None:
    for age, name in enumerate(["c.toml", "a.toml", "b.toml"]):
        (tmp_path / name).write_text("format = 1\n", encoding="utf-8")
        os.utime(tmp_path / name, ns=(0, (100 - age) * 10**9))
    os.utime(tmp_path / "b.toml", ns=(0, 99 * 10**9))  # same time as a.toml: name breaks the tie
    assert [p.name for p in locate.list_partie_files(tmp_path)] == ["c.toml", "a.toml", "b.toml"]


def test_list_partie_files_skips_everything_else(tmp_path: Path) -> None:
    for name in [
        "p.toml",
        "p.toml.bak",
        "p.toml.lock",
        "p.toml.lock.info",
        ".p.toml.x1.tmp",
        ".hidden.toml",
        "notes.txt",
    ]:
        (tmp_path / name).write_text("format = 1\n", encoding="utf-8")
    (tmp_path / "folder.toml").mkdir()
    assert locate.list_partie_files(tmp_path) == [tmp_path / "p.toml"]


def test_list_partie_files_of_a_missing_folder_is_empty(tmp_path: Path) -> None:
    assert locate.list_partie_files(tmp_path / "nowhere") == []


def test_list_partie_files_of_a_file_is_a_problem(tmp_path: Path) -> None:
    (tmp_path / "f").write_text("", encoding="utf-8")
    with pytest.raises(FileProblem) as raised:
        locate.list_partie_files(tmp_path / "f")
    assert raised.value.message == f"cannot list the scorebook folder {tmp_path / 'f'}: not a directory."


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Ann", "ann"),
        ("Élodie Müller", "elodie-muller"),
        ("  Mr. O'Brien  ", "mr-o-brien"),
        ("../../etc/passwd", "etc-passwd"),
        ("..", "player"),
        ("", "player"),
        ("a\0b", "a-b"),
        ("李小龍", "player"),
        ("Bartholomew-Fitzwilliam the Third", "bartholomew-fitzwilliam"),
        ("x" * 30, "x" * 24),
    ],
)
def test_player_slug(name: str, slug: str) -> None:
    assert locate.player_slug(name) == slug


def test_new_partie_path_names_the_players_and_the_time(tmp_path: Path) -> None:
    assert locate.new_partie_path(tmp_path, ["Ann", "Bob"], WHEN) == tmp_path / "ann_bob_2025-11-29_2150.toml"


def test_new_partie_path_adds_a_number_when_taken(tmp_path: Path) -> None:
    (tmp_path / "ann_bob_2025-11-29_2150.toml").write_text("", encoding="utf-8")
    (tmp_path / "ann_bob_2025-11-29_2150-2.toml").mkdir()
    (tmp_path / "ann_bob_2025-11-29_2150-3.toml").symlink_to("nowhere")
    assert (
        locate.new_partie_path(tmp_path, ["Ann", "Bob"], WHEN) == tmp_path / "ann_bob_2025-11-29_2150-4.toml"
    )


@settings(max_examples=examples(100, 1000), deadline=None)
@given(players=st.lists(st.text(), min_size=1, max_size=3))
def test_new_partie_path_is_always_a_plain_name_inside_the_folder(
    tmp_path_factory: pytest.TempPathFactory, players: list[str]
) -> None:
    folder = tmp_path_factory.getbasetemp()
    path = locate.new_partie_path(folder, players, WHEN)
    assert path.parent == folder
    assert re.fullmatch(r"[a-z0-9_-]+\.toml", path.name)
    assert ".." not in path.name
    assert set(path.stem) <= set(string.ascii_lowercase + string.digits + "_-")
