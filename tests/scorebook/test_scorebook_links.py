"""Issue 11 items 5, 6, 8 and 9: a shared scorebook folder under attack, with real
symbolic links and real processes in a temporary folder.

5. Nothing the keeper writes beside a partie (the lock, its information, the
   backup, the index, temporary files) is ever written through a link: a link
   planted at one of those names is refused with a sentence and left in place,
   and the file it points to is untouched.
6. The partie file is resolved and checked before any lock is taken: a dangling
   link, a link to a file that is not a partie, or to a device, makes no folder
   and no lock anywhere.
8. Leftover temporary files are matched literally: a partie named ``*.toml``
   does not delete other parties' files in flight.
9. What killed processes leave (temporary files, edit folders) is removed once
   no live process holds it, and only that.

The commands run in this process (``piquet`` below: the code a ``piquet`` process runs, from
its folder), the links and the files they point to being real all the same. A real process
(``process``) is kept where one is the point: two savers at once, a killed save, and a file
that would make a command wait or read for ever (a FIFO, ``/dev/zero``): there a hang fails
after 60 s instead of stopping the suite.
"""

from __future__ import annotations

import contextlib
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

import pytest
from scorebook_support import REPO, start_python
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.scorebook import leftovers, store

PARTIE = """\
format = 1
game = "piquet"
rules = "rubicon"
players = ["Ann", "Bob"]
first_dealer = "Bob"
"""
VICTIM = "the victim's own words\n"


class Done(NamedTuple):
    """What a command run in this process ended with, as a process's would read."""

    returncode: int
    stdout: str
    stderr: str


def piquet(*args: str, cwd: Path, env: dict[str, str] | None = None) -> Done:
    """The command, in this process, run from ``cwd`` with its scorebook in ``cwd/home``; an
    error the command did not meet (a traceback, in a process) fails the test with it. The tests
    that use it run the current file format (``real_format``), as the command does."""
    with contextlib.chdir(cwd):
        done = CliRunner().invoke(
            app, list(args), env={"PIQUET_HOME": str(cwd / "home"), **(env or {})}, catch_exceptions=False
        )
    return Done(done.exit_code, done.stdout, done.stderr)


def process(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The real command, in its own process: one that waited or read for ever fails after 60 s."""
    return subprocess.run(
        [sys.executable, "-m", "piquet_cli", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(REPO), "PIQUET_HOME": str(cwd / "home")},
        check=False,
    )


@pytest.fixture
def book(tmp_path: Path) -> Path:
    """A scorebook folder ``book/`` holding one partie ``p.toml``, and a victim file beside it."""
    folder = tmp_path / "book"
    folder.mkdir()
    (folder / "p.toml").write_text(PARTIE)
    (tmp_path / "victim.txt").write_text(VICTIM)
    return folder


@pytest.mark.real_format
@pytest.mark.parametrize(
    ("name", "what"),
    [("p.toml.lock.info", "the lock's information"), ("p.toml.lock", "a lock"), ("p.toml.bak", "a backup")],
)
def test_a_link_planted_beside_a_partie_is_refused_and_nothing_is_written_through_it(
    book: Path, name: str, what: str
) -> None:
    planted = book / name
    planted.symlink_to(book.parent / "victim.txt")
    done = piquet("deal", "--file", "book/p.toml", "--totals", "11,7", cwd=book.parent)
    assert done.returncode == 1, done.stderr
    assert f"book/{name} is a symbolic link; piquet never writes {what} through a link" in done.stderr
    assert "Traceback" not in done.stderr
    assert (book.parent / "victim.txt").read_text() == VICTIM
    assert planted.is_symlink()  # left for the user to see, not hidden
    assert (book / "p.toml").read_text() == PARTIE  # no deal half-recorded


BEZIQUE = """\
format = 2
game = "bezique"
rules = "match"
players = ["Ann", "Bob"]
first_dealer = "Bob"

[[deals]]
totals = [300, 250]
"""
PINOCHLE = BEZIQUE.replace("bezique", "pinochle").replace('"match"', '"seed"')


@pytest.mark.real_format
@pytest.mark.parametrize("name", ["p.toml.lock.info", "p.toml.lock", "p.toml.bak"])
@pytest.mark.parametrize(
    ("partie", "command"),
    [
        (
            BEZIQUE,
            [
                "deal",
                "--trumps",
                "H",
                "--declared",
                "e:rm y:4A",
                "--brisques",
                "10,6",
                "--last-trick",
                "elder",
            ],
        ),
        (BEZIQUE, ["undo", "--yes"]),
        (
            PINOCHLE,
            [
                "deal",
                "--trumps",
                "H",
                "--melded",
                "e:rm",
                "--card-points",
                "130,rest",
                "--last-trick",
                "elder",
            ],
        ),
        (PINOCHLE, ["withdraw", "Ann", "--totals", "60,80"]),
        (PINOCHLE, ["undo", "--yes"]),
    ],
)
def test_bezique_and_pinochle_commands_never_write_through_a_planted_link(
    book: Path, name: str, partie: str, command: list[str]
) -> None:
    """The promise holds for the games added after it: a link at the lock, its information
    or the backup of a Bezique or Pinochle partie is refused, and the victim is untouched."""
    (book / "p.toml").write_text(partie)
    planted = book / name
    planted.symlink_to(book.parent / "victim.txt")
    done = piquet(*command, "--file", "book/p.toml", cwd=book.parent)
    assert done.returncode == 1, done.stderr
    assert f"book/{name} is a symbolic link; piquet never writes" in done.stderr
    assert (book.parent / "victim.txt").read_text() == VICTIM
    assert planted.is_symlink()
    assert (book / "p.toml").read_text() == partie


@pytest.mark.real_format
@pytest.mark.parametrize("partie", [BEZIQUE, PINOCHLE])
def test_editing_a_bezique_or_pinochle_partie_never_writes_through_a_planted_link(
    book: Path, partie: str
) -> None:
    """``piquet edit`` saves under the same lock: a link at the lock's information is refused."""
    (book / "p.toml").write_text(partie)
    (book / "p.toml.lock.info").symlink_to(book.parent / "victim.txt")
    edit = f"{sys.executable} -c \"import sys; p = sys.argv[1]; t = open(p).read(); open(p, 'w').write(t.replace('300', '310'))\""
    done = piquet("edit", "--file", "book/p.toml", cwd=book.parent, env={"EDITOR": edit})
    assert done.returncode == 1, done.stderr
    assert "p.toml.lock.info is a symbolic link" in done.stderr
    assert (book.parent / "victim.txt").read_text() == VICTIM
    assert (book / "p.toml").read_text() == partie


@pytest.mark.real_format
@pytest.mark.parametrize("partie", [BEZIQUE, PINOCHLE])
def test_a_dangling_link_to_a_bezique_or_pinochle_partie_makes_no_folder(book: Path, partie: str) -> None:
    (book / "link.toml").symlink_to(book.parent / "elsewhere" / "a" / "x.toml")
    for command in (["deal", "--totals", "300,250"], ["withdraw", "Ann"], ["undo", "--yes"]):
        done = piquet(*command, "--file", "book/link.toml", cwd=book.parent)
        assert done.returncode == 1 and "which does not exist" in done.stderr, done.stderr
    assert not (book.parent / "elsewhere").exists()
    assert sorted(p.name for p in book.iterdir()) == ["link.toml", "p.toml"]


@pytest.mark.real_format
def test_a_link_in_place_of_the_index_is_never_read_nor_written_through(book: Path) -> None:
    home = book.parent / "home"
    home.mkdir()
    (home / "p.toml").write_text(PARTIE)
    (home / ".piquet-index.json").symlink_to("/dev/zero")  # read through, it would never end
    done = process("history", cwd=book.parent)
    assert done.returncode == 0 and "1 partie in" in done.stdout, done.stderr
    (home / ".piquet-index.json").unlink()
    (home / ".piquet-index.json").symlink_to(book.parent / "victim.txt")
    assert piquet("history", cwd=book.parent).returncode == 0
    assert (book.parent / "victim.txt").read_text() == VICTIM


def test_temporary_files_are_never_created_through_a_link(
    book: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A temporary file is opened with O_EXCL: a link at the name drawn makes it draw another."""
    from piquet_cli.scorebook import atomic

    drawn = iter(["planted1", "freshone"])
    monkeypatch.setattr(atomic, "_random_name", lambda: next(drawn))
    (book / ".p.toml.planted1.tmp").symlink_to(book.parent / "victim.txt")
    store.save(book / "p.toml", {"format": 1, "deals": []})
    assert (book.parent / "victim.txt").read_text() == VICTIM
    assert store.load(book / "p.toml").data == {"format": 1, "deals": []}


@pytest.mark.real_format
def test_a_dangling_link_makes_no_folder_and_no_lock(book: Path) -> None:
    (book / "link.toml").symlink_to(book.parent / "elsewhere" / "a" / "b" / "x.toml")
    for command in (["deal", "--totals", "1,1"], ["undo", "--yes"], ["show"]):
        done = piquet(*command, "--file", "book/link.toml", cwd=book.parent)
        assert done.returncode == 1, done.stderr
        assert "book/link.toml is a link to" in done.stderr and "which does not exist" in done.stderr
    created = piquet("new", "Ann", "Bob", "--file", "book/link.toml", cwd=book.parent)
    assert created.returncode == 1 and "never created through a link" in created.stderr
    assert not (book.parent / "elsewhere").exists()
    assert sorted(p.name for p in book.iterdir()) == ["link.toml", "p.toml"]


@pytest.mark.real_format
def test_a_link_to_a_file_that_is_not_a_partie_takes_no_lock_beside_it(book: Path) -> None:
    """As root, a link to /etc/passwd once made /etc/passwd.lock (shadow-utils' own lock name)."""
    passwd = book.parent / "passwd"
    passwd.write_text("root:x:0:0:root:/root:/bin/bash\n")
    (book / "link.toml").symlink_to(passwd)
    (book / "zero.toml").symlink_to("/dev/zero")
    done = piquet("deal", "--file", "book/link.toml", "--totals", "1,1", cwd=book.parent)
    assert done.returncode == 1 and "book/link.toml" in done.stderr, done.stderr
    assert not (book.parent / "passwd.lock").exists()
    assert passwd.read_text() == "root:x:0:0:root:/root:/bin/bash\n"
    zero = process("deal", "--file", "book/zero.toml", "--totals", "1,1", cwd=book.parent)  # read, never ends
    assert zero.returncode == 1 and "not a regular file" in zero.stderr, zero.stderr
    assert not Path("/dev/zero.lock").exists()


@pytest.mark.real_format
def test_new_makes_the_folder_the_user_names_and_no_other(book: Path) -> None:
    done = piquet("new", "Ann", "Bob", "--file", "cards/2026/p.toml", cwd=book.parent)
    assert done.returncode == 0, done.stderr
    assert store.load(book.parent / "cards" / "2026" / "p.toml").data["players"] == ["Ann", "Bob"]
    missing = piquet("deal", "--file", "nowhere/p.toml", "--totals", "1,1", cwd=book.parent)
    assert missing.returncode == 1 and "nowhere/p.toml does not exist." in missing.stderr
    assert not (book.parent / "nowhere").exists()


SAVER = """
import sys
from pathlib import Path
from piquet_cli.scorebook import store
path, count = Path(sys.argv[1]), int(sys.argv[2])
failed = 0
for i in range(count):
    try:
        store.update(path, lambda d: {**d, "n": d.get("n", 0) + 1}, timeout=30)
    except Exception as error:
        failed += 1
        print(error, file=sys.stderr)
print(failed, flush=True)
"""


def test_a_partie_named_like_a_glob_leaves_other_parties_saves_alone(tmp_path: Path) -> None:
    """Two processes save two parties of one folder at once: ``*.toml`` and ``p.toml``.
    Once, the first one's clean-up took ``.*.toml.*.tmp`` as a pattern and deleted the
    second one's temporary file in flight (79 of 1,500 saves failed)."""
    for name in ("*.toml", "p.toml"):
        store.save(tmp_path / name, {"format": 1, "n": 0})
    savers = [start_python(SAVER, str(tmp_path / name), "150") for name in ("*.toml", "p.toml")]
    failures = [int(saver.communicate(timeout=120)[0]) for saver in savers]
    assert failures == [0, 0]
    assert [store.load(tmp_path / name).data["n"] for name in ("*.toml", "p.toml")] == [150, 150]


def test_temporary_files_are_matched_literally() -> None:
    assert leftovers.is_temporary_of(".p.toml.ab12_x9z.tmp", "p.toml")
    assert not leftovers.is_temporary_of(".p.toml.ab12_x9z.tmp", "*.toml")
    assert not leftovers.is_temporary_of(".q.p.toml.ab12_x9z.tmp", "p.toml")
    assert not leftovers.is_temporary_of(".p.toml.ab12.tmp", "p.toml")  # not a name mkstemp makes


HOLDER = """
import sys
from pathlib import Path
from piquet_cli.scorebook import atomic
temporary, _, fd = atomic.write_temporary(Path(sys.argv[1]), b"half a partie", 0o644)
print(temporary, flush=True)
sys.stdin.readline()
"""


def age(path: Path, seconds: float = 3600) -> None:
    past = time.time() - seconds
    os.utime(path, (past, past), follow_symlinks=False)


@pytest.mark.real_format
def test_temporary_files_a_killed_save_left_are_cleared_and_live_ones_kept(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "p.toml").write_text(PARTIE)
    killed, alive = (start_python(HOLDER, str(home / "p.toml")) for _ in range(2))
    paths = []
    for process in (killed, alive):
        assert process.stdout is not None
        paths.append(Path(process.stdout.readline().strip()))
        age(paths[-1])
    killed.send_signal(signal.SIGKILL)
    killed.wait(timeout=10)
    young = home / ".q.toml.young123.tmp"  # killed a moment ago: might be a save just starting
    young.write_text("x")
    link = home / ".r.toml.linked12.tmp"
    link.symlink_to(tmp_path / "victim.txt")
    age(link)
    other = home / ".notes.txt.abcdefgh.tmp"  # not a file the keeper makes
    other.write_text("x")
    age(other)
    try:
        assert piquet("history", cwd=tmp_path).returncode == 0
        assert not paths[0].exists()  # the killed save's
        assert paths[1].exists() and young.exists() and link.is_symlink() and other.exists()
    finally:
        assert alive.stdin is not None
        alive.stdin.close()
        alive.wait(timeout=10)


@pytest.mark.real_format
def test_the_note_of_unfinished_parties_is_never_written_through_a_link(tmp_path: Path) -> None:
    """The scorebook's ``.piquet-unfinished.json`` is a cache written in place: a link planted
    at its name is not followed (the victim is untouched), and the commands still work."""
    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "victim.txt").write_text(VICTIM)
    (home / ".piquet-unfinished.json").symlink_to(tmp_path / "victim.txt")
    assert piquet("new", "Ann", "Bob", cwd=tmp_path).returncode == 0
    for args in (("history",), ("deal", "--totals", "11,7"), ("show",)):
        done = piquet(*args, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
    assert (tmp_path / "victim.txt").read_text() == VICTIM
    assert (home / ".piquet-unfinished.json").is_symlink()


@pytest.mark.real_format
def test_a_note_naming_a_file_outside_the_scorebook_is_not_followed(tmp_path: Path) -> None:
    """A hand-written note that lists ``../elsewhere.toml`` as unfinished cannot send
    ``deal`` (without ``--file``) to a file outside the scorebook."""
    home = tmp_path / "home"
    assert piquet("new", "Ann", "Bob", cwd=tmp_path).returncode == 0
    assert piquet("history", cwd=tmp_path).returncode == 0  # writes the note
    outside = tmp_path / "elsewhere.toml"
    outside.write_text(PARTIE)
    note_path = home / ".piquet-unfinished.json"
    import json

    note = json.loads(note_path.read_text())
    note["unfinished"] = {"../elsewhere.toml": [0, 0, 0, 0]}
    note_path.write_text(json.dumps(note))
    os.utime(home, ns=(note["folder_mtime_ns"], note["folder_mtime_ns"]))  # the note looks current
    done = piquet("deal", "--totals", "11,7", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert outside.read_text() == PARTIE


@pytest.mark.real_format
def test_a_fifo_in_place_of_the_note_of_unfinished_parties_stops_no_command(tmp_path: Path) -> None:
    """Once, a FIFO planted at ``.piquet-unfinished.json`` made ``history``, and ``deal``
    without ``--file``, wait forever to write the note (opened without O_NONBLOCK)."""
    home = tmp_path / "home"
    assert piquet("new", "Ann", "Bob", cwd=tmp_path).returncode == 0
    note = home / ".piquet-unfinished.json"
    note.unlink(missing_ok=True)
    os.mkfifo(note)
    for args in (("history",), ("deal", "--totals", "11,7"), ("show",)):
        done = process(*args, cwd=tmp_path)  # process() gives up after 60 s: a hang fails here
        assert done.returncode == 0, (args, done.stderr)
    (partie,) = home.glob("*.toml")
    assert store.load(partie).data["deals"] == [{"totals": [11, 7]}]  # the deal was saved
    assert stat.S_ISFIFO(os.lstat(note).st_mode)  # left as it was


@pytest.mark.real_format
@pytest.mark.parametrize("name", ["p.toml.lock.info", ".piquet-unfinished.json"])
def test_a_hard_link_planted_beside_a_partie_is_never_written_into(tmp_path: Path, name: str) -> None:
    """A hard link is another name of the victim: emptying and writing it would change the
    victim. Only a regular file with no other name is written."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "p.toml").write_text(PARTIE)
    victim = tmp_path / "victim.txt"
    victim.write_text(VICTIM)
    (home / name).unlink(missing_ok=True)
    os.link(victim, home / name)
    for args in (
        ("deal", "--file", "home/p.toml", "--totals", "11,7"),
        ("history",),
        ("deal", "--totals", "0,0"),
    ):
        done = piquet(*args, cwd=tmp_path)
        assert done.returncode == 0, (args, done.stderr)
    assert victim.read_text() == VICTIM
    assert len(store.load(home / "p.toml").data["deals"]) == 2
