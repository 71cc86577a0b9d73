"""save(): atomic, checked, keeps a .bak, and on any failure leaves the file exactly as it was."""

from __future__ import annotations

import errno
import os
import stat
import tomllib
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
import tomli_w
from scorebook_support import OpenFailer, Snapshot

from piquet_cli.errors import FileProblem
from piquet_cli.scorebook import store

DOC: store.Document = {
    "format": 1,
    "game": "piquet",
    "players": ["Ann", "Bob"],
    "deals": [{"totals": [12, 30]}],
}


def saving_problem(path: Path, data: store.Document = DOC, **options: object) -> str:
    """Save expecting a FileProblem and return its message."""
    with pytest.raises(FileProblem) as raised:
        store.save(path, data, **options)  # type: ignore[arg-type]
    return raised.value.message


def test_save_then_load_round_trips_and_stamps_match(in_tmp: Path) -> None:
    stamp = store.save(Path("p.toml"), DOC)
    loaded = store.load(Path("p.toml"))
    assert loaded.data == DOC
    assert loaded.stamp == stamp
    raw = Path("p.toml").read_bytes()
    assert stamp.size == len(raw)
    assert stamp.crc32 == f"{zlib.crc32(raw):08x}"
    assert raw == tomli_w.dumps(DOC).encode()


def test_save_keeps_the_previous_version_as_bak(partie: Path) -> None:
    old = partie.read_bytes()
    store.save(partie, DOC)
    assert Path("p.toml.bak").read_bytes() == old
    newer = {**DOC, "rules": "four-deal"}
    store.save(partie, newer)
    assert tomllib.loads(Path("p.toml.bak").read_text(encoding="utf-8")) == DOC
    assert store.load(partie).data == newer


def test_first_save_makes_no_bak_and_leaves_no_temporary_file(in_tmp: Path) -> None:
    store.save(Path("p.toml"), DOC)
    assert sorted(p.name for p in in_tmp.iterdir()) == ["p.toml"]


def test_permission_bits_of_the_old_file_are_kept(partie: Path) -> None:
    partie.chmod(0o600)
    store.save(partie, DOC)
    assert stat.S_IMODE(partie.stat().st_mode) == 0o600
    assert stat.S_IMODE(Path("p.toml.bak").stat().st_mode) == 0o600


def test_a_new_file_gets_the_umask_permissions(in_tmp: Path) -> None:
    old_mask = os.umask(0o027)
    try:
        store.save(Path("p.toml"), DOC)
    finally:
        os.umask(old_mask)
    assert stat.S_IMODE(Path("p.toml").stat().st_mode) == 0o640


def test_disk_full_while_writing(
    partie: Path, monkeypatch: pytest.MonkeyPatch, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    assert saving_problem(partie) == "could not save p.toml: no space left on device; the file is unchanged."
    assert snapshot(Path()) == before


@pytest.mark.parametrize("failing", [1, 2], ids=["new-file", "bak"])
def test_disk_full_at_either_write(
    partie: Path, monkeypatch: pytest.MonkeyPatch, snapshot: Callable[[Path], Snapshot], failing: int
) -> None:
    before = snapshot(Path())
    real_write = os.write
    writes: list[int] = []

    def nth_write_fails(fd: int, data: bytes) -> int:
        writes.append(fd)
        if len(writes) == failing:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", nth_write_fails)
    monkeypatch.setattr(os, "link", no_hard_links)  # so that the .bak is a copy, written
    assert saving_problem(partie) == "could not save p.toml: no space left on device; the file is unchanged."
    assert snapshot(Path()) == before


@pytest.mark.parametrize(
    ("new", "said"),
    [
        (False, "não foi possível guardar p.toml: não há espaço livre no disco; o arquivo não mudou."),
        (True, "não foi possível guardar q.toml: não há espaço livre no disco; nada foi escrito."),
    ],
    ids=["existing", "new"],
)
def test_what_a_failed_save_left_is_said_in_the_language_spoken(
    partie: Path, monkeypatch: pytest.MonkeyPatch, speak: Callable[[str], None], new: bool, said: str
) -> None:
    """ "the file is unchanged" and "nothing was written" were English in every language."""

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    speak("pt")
    assert saving_problem(Path("q.toml") if new else partie, new=new) == said


def no_hard_links(source: object, target: object) -> None:
    raise OSError(errno.EPERM, os.strerror(errno.EPERM))


def test_the_bak_is_the_old_file_itself_with_nothing_written_or_flushed(
    partie: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the system has hard links, the .bak is a second name for the old file: one write
    and one flush of a file (the new version), one flush of the folder."""
    old_inode, old = partie.stat().st_ino, partie.read_bytes()
    writes: list[int] = []
    flushes: list[int] = []
    real_write, real_fsync = os.write, os.fsync
    monkeypatch.setattr(os, "write", lambda fd, data: writes.append(fd) or real_write(fd, data))
    monkeypatch.setattr(os, "fsync", lambda fd: flushes.append(fd) or real_fsync(fd))
    store.save(partie, DOC)
    assert Path("p.toml.bak").stat().st_ino == old_inode and Path("p.toml.bak").read_bytes() == old
    assert partie.stat().st_ino != old_inode and partie.read_bytes() == tomli_w.dumps(DOC).encode()
    assert len(set(writes)) == 1 and len(flushes) == 2
    assert sorted(p.name for p in Path().iterdir()) == ["p.toml", "p.toml.bak"]


def test_without_hard_links_the_bak_is_a_copy(partie: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old_inode, old = partie.stat().st_ino, partie.read_bytes()
    Path("p.toml.bak").write_bytes(b"the backup of the save before")
    monkeypatch.setattr(os, "link", no_hard_links)
    store.save(partie, DOC)
    assert Path("p.toml.bak").read_bytes() == old and Path("p.toml.bak").stat().st_ino != old_inode
    assert sorted(p.name for p in Path().iterdir()) == ["p.toml", "p.toml.bak"]


def test_a_failed_rename_of_the_bak_leaves_the_old_bak_and_no_second_name(
    partie: Path, monkeypatch: pytest.MonkeyPatch, snapshot: Callable[[Path], Snapshot]
) -> None:
    Path("p.toml.bak").write_bytes(b"the backup of the save before")
    before = snapshot(Path())
    real_replace = os.replace

    def refused_for_the_bak(source: str, target: os.PathLike[str]) -> None:
        if os.fspath(target).endswith(".bak"):
            raise OSError(errno.EACCES, os.strerror(errno.EACCES))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", refused_for_the_bak)
    assert saving_problem(partie) == "could not save p.toml: permission denied; the file is unchanged."
    assert snapshot(Path()) == before


def test_disk_full_when_flushing(
    partie: Path, monkeypatch: pytest.MonkeyPatch, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    assert saving_problem(partie) == "could not save p.toml: no space left on device; the file is unchanged."
    assert snapshot(Path()) == before


def test_disk_full_for_a_new_file_writes_nothing(in_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    assert (
        saving_problem(Path("p.toml"))
        == "could not save p.toml: no space left on device; nothing was written."
    )
    assert list(in_tmp.iterdir()) == []


def test_interrupt_while_writing_removes_the_temporary_file(
    partie: Path, monkeypatch: pytest.MonkeyPatch, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        store.save(partie, DOC)
    assert snapshot(Path()) == before


def test_read_only_folder(partie: Path, fail_open: OpenFailer, snapshot: Callable[[Path], Snapshot]) -> None:
    before = snapshot(Path())
    fail_open(lambda path, flags: bool(flags & os.O_CREAT), errno.EROFS)
    assert saving_problem(partie) == "could not save p.toml: read-only file system; the file is unchanged."
    assert snapshot(Path()) == before


def test_no_permission_to_write_in_the_folder(
    partie: Path, fail_open: OpenFailer, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())
    fail_open(lambda path, flags: bool(flags & os.O_CREAT), errno.EACCES)
    assert saving_problem(partie) == "could not save p.toml: permission denied; the file is unchanged."
    assert snapshot(Path()) == before


def test_no_permission_to_read_the_old_file(
    partie: Path, fail_open: OpenFailer, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())
    fail_open(lambda path, flags: path.endswith("p.toml"), errno.EACCES)
    assert saving_problem(partie) == "could not save p.toml: permission denied; the file is unchanged."
    assert snapshot(Path()) == before


def test_rename_refused(
    partie: Path, monkeypatch: pytest.MonkeyPatch, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())

    real_replace = os.replace

    def refused_for_the_partie(source: str, target: os.PathLike[str]) -> None:
        if os.fspath(target).endswith(".bak"):
            real_replace(source, target)
        else:
            raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(os, "replace", refused_for_the_partie)
    assert saving_problem(partie) == "could not save p.toml: operation not permitted; the file is unchanged."
    assert snapshot(Path()) == {**before, "p.toml.bak": before["p.toml"]}


def test_stale_file_is_not_overwritten(partie: Path, snapshot: Callable[[Path], Snapshot]) -> None:
    loaded = store.load(partie)
    partie.write_text(partie.read_text(encoding="utf-8") + "# a note\n", encoding="utf-8")
    before = snapshot(Path())
    assert saving_problem(partie, DOC, expected_stamp=loaded.stamp) == (
        "p.toml changed on disk since it was read (edited elsewhere?); nothing was saved — run the command again."
    )
    assert snapshot(Path()) == before


def test_stale_check_is_made_again_just_before_the_rename(
    partie: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = store.load(partie)
    real_fsync = os.fsync
    edited = 'format = 1\ngame = "edited meanwhile"\n'

    def edit_meanwhile(fd: int) -> None:
        real_fsync(fd)
        if partie.read_text(encoding="utf-8") != edited:
            partie.write_text(edited, encoding="utf-8")

    monkeypatch.setattr(os, "fsync", edit_meanwhile)
    assert "changed on disk since it was read" in saving_problem(partie, DOC, expected_stamp=loaded.stamp)
    assert partie.read_text(encoding="utf-8") == edited
    assert sorted(p.name for p in Path().iterdir()) == ["p.toml", "p.toml.bak"]


def test_stale_check_sees_an_edit_of_the_same_size_and_time(
    partie: Path, snapshot: Callable[[Path], Snapshot]
) -> None:
    loaded = store.load(partie)
    text = partie.read_text(encoding="utf-8")
    partie.write_text(text.replace('"Ann"', '"Eve"'), encoding="utf-8")
    os.utime(partie, ns=(loaded.stamp.mtime_ns, loaded.stamp.mtime_ns))
    before = snapshot(Path())
    assert "changed on disk since it was read" in saving_problem(partie, DOC, expected_stamp=loaded.stamp)
    assert snapshot(Path()) == before


def test_deleted_file_is_not_recreated_by_a_stale_save(partie: Path) -> None:
    loaded = store.load(partie)
    partie.unlink()
    assert saving_problem(partie, DOC, expected_stamp=loaded.stamp) == (
        "p.toml was moved or deleted since it was read; nothing was saved — run the command again."
    )
    assert list(Path().iterdir()) == []


def test_unchanged_file_is_saved_with_its_stamp(partie: Path) -> None:
    loaded = store.load(partie)
    store.save(partie, DOC, expected_stamp=loaded.stamp)
    assert store.load(partie).data == DOC


def test_new_refuses_an_existing_file(partie: Path, snapshot: Callable[[Path], Snapshot]) -> None:
    before = snapshot(Path())
    assert saving_problem(partie, DOC, new=True) == "p.toml already exists; nothing was saved."
    assert snapshot(Path()) == before


def test_new_refuses_a_file_that_appears_meanwhile(in_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_link = os.link

    def someone_else_first(source: str, target: str) -> None:
        Path(target).write_text("format = 1\n", encoding="utf-8")
        real_link(source, target)

    monkeypatch.setattr(os, "link", someone_else_first)
    assert saving_problem(Path("p.toml"), DOC, new=True) == "p.toml already exists; nothing was saved."
    assert sorted(p.name for p in in_tmp.iterdir()) == ["p.toml"]
    assert Path("p.toml").read_text(encoding="utf-8") == "format = 1\n"


def test_new_creates_the_file(in_tmp: Path) -> None:
    stamp = store.save(Path("p.toml"), DOC, new=True)
    assert store.load(Path("p.toml")).stamp == stamp
    assert sorted(p.name for p in in_tmp.iterdir()) == ["p.toml"]


def test_value_toml_cannot_hold(partie: Path, snapshot: Callable[[Path], Snapshot]) -> None:
    before = snapshot(Path())
    message = saving_problem(partie, {**DOC, "result": None})
    assert message.startswith("could not save p.toml: ")
    assert "NoneType" in message
    assert message.endswith("; the file is unchanged.")
    assert snapshot(Path()) == before


def test_toml_text_that_would_not_read_back_the_same(
    partie: Path, monkeypatch: pytest.MonkeyPatch, snapshot: Callable[[Path], Snapshot]
) -> None:
    before = snapshot(Path())
    monkeypatch.setattr(tomli_w, "dumps", lambda data: 'format = 1\ngame = "bezique"\n')
    assert saving_problem(partie) == (
        "could not save p.toml: its TOML text would not read back the same; the file is unchanged."
    )
    monkeypatch.setattr(tomli_w, "dumps", lambda data: "format = \n")
    assert saving_problem(partie) == (
        "could not save p.toml: its TOML text would not read back the same; the file is unchanged."
    )
    assert snapshot(Path()) == before


def test_tuples_do_not_read_back_the_same(in_tmp: Path) -> None:
    assert "would not read back the same" in saving_problem(Path("p.toml"), {**DOC, "pair": (1, 2)})
    assert list(in_tmp.iterdir()) == []


def test_a_document_without_the_current_format_is_a_bug(in_tmp: Path) -> None:
    with pytest.raises(ValueError, match="format = 1"):
        store.save(Path("p.toml"), {"game": "piquet"})
    assert list(in_tmp.iterdir()) == []


def test_a_folder_in_the_way(in_tmp: Path) -> None:
    Path("p.toml").mkdir()
    assert saving_problem(Path("p.toml")) == (
        "could not save p.toml: it is a folder, not a partie file; the file is unchanged."
    )
    assert Path("p.toml").is_dir()


def test_missing_folder(in_tmp: Path) -> None:
    assert saving_problem(Path("gone/p.toml")) == (
        "could not save gone/p.toml: no such file or directory; nothing was written."
    )


def test_a_symbolic_link_is_followed_and_kept(in_tmp: Path) -> None:
    Path("real").mkdir()
    Path("real/p.toml").write_text("format = 1\n", encoding="utf-8")
    Path("p.toml").symlink_to("real/p.toml")
    store.save(Path("p.toml"), DOC)
    assert Path("p.toml").is_symlink()
    assert store.load(Path("real/p.toml")).data == DOC
    assert Path("real/p.toml.bak").read_text(encoding="utf-8") == "format = 1\n"


def test_folder_that_cannot_be_flushed_does_not_undo_a_save(
    in_tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_fsync = os.fsync
    folders_flushed: list[int] = []

    def files_only(fd: int) -> None:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            folders_flushed.append(fd)
            raise OSError(errno.EINVAL, os.strerror(errno.EINVAL))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", files_only)
    store.save(Path("p.toml"), DOC)
    assert len(folders_flushed) == 1
    assert store.load(Path("p.toml")).data == DOC


def test_a_save_under_the_lock_clears_what_killed_saves_left(in_tmp: Path) -> None:
    """A save killed mid-write leaves its hidden temporary file; the next save of
    that partie under its lock removes such leftovers (and no other file)."""
    store.save(Path("p.toml"), DOC)
    orphans = [Path(".p.toml.abc123de.tmp"), Path(".p.toml.zz9_x7q0.tmp")]  # as mkstemp names them
    for orphan in orphans:
        orphan.write_text("half a partie")
    other = Path(".q.toml.abc123de.tmp")
    other.write_text("another partie's")
    store.save(Path("p.toml"), DOC)  # not under the lock: leaves them alone
    assert all(o.exists() for o in orphans)
    with store.locked(Path("p.toml")):
        store.save(Path("p.toml"), {**DOC, "deals": []})
    assert not any(o.exists() for o in orphans)
    assert other.exists()


@pytest.mark.parametrize("hard_links", [True, False], ids=["linked", "copied"])
def test_a_hard_link_planted_at_the_bak_is_replaced_not_written_through(
    partie: Path, monkeypatch: pytest.MonkeyPatch, hard_links: bool
) -> None:
    """In a shared folder, a second name for another file planted at NAME.toml.bak: the save puts
    its own .bak in place by a rename, so the other file keeps its bytes."""
    victim = Path("victim.txt")
    victim.write_bytes(b"not the keeper's")
    os.link(victim, "p.toml.bak")
    old = partie.read_bytes()
    if not hard_links:
        monkeypatch.setattr(os, "link", no_hard_links)
    store.save(partie, DOC)
    assert victim.read_bytes() == b"not the keeper's" and victim.stat().st_nlink == 1
    assert Path("p.toml.bak").read_bytes() == old
