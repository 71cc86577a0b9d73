"""Issue 19, items 17, 18, 21–26 and 31: the scorebook attacked as a hostile user would.

Each test says the item it holds to. A file the keeper cannot read is one
sentence (exit 1) when named, and skipped by name — listed as damaged by
``history``, counted by ``ledger`` — by every command that spans the scorebook;
the index and the note of unfinished parties are caches that never shut it; no
name the keeper uses for its own files can be a partie's; and parties started
at the same moment each get a file of their own.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app

runner = CliRunner()
LONG_NUMBER = "9" * 5000


def run(*args: str) -> tuple[int, str]:
    done = runner.invoke(app, list(args))
    return done.exit_code, done.output


def ok(*args: str) -> str:
    code, output = run(*args)
    assert code == 0, output
    return output


def json_of(*args: str) -> Any:
    """The JSON a command prints on standard output (what it says on standard error left out:
    with more than one partie unfinished it says which one it takes)."""
    done = runner.invoke(app, list(args))
    assert done.exit_code == 0, done.output
    return json.loads(done.stdout)


def home() -> Path:
    return Path(os.environ["PIQUET_HOME"])


def one_sentence(output: str) -> str:
    """The output is one error sentence (``piquet: …``), never a traceback; returned on one line."""
    assert "Traceback" not in output and "internal error" not in output, output
    assert output.startswith("piquet: "), output
    return " ".join(output.split())


def new_partie(*args: str) -> Path:
    ok("new", "Ann", "Bob", *args)
    (path,) = sorted(home().glob("*.toml"), key=lambda p: p.stat().st_mtime_ns)[-1:]
    return path


def history_json() -> list[dict[str, object]]:
    parties: list[dict[str, object]] = json_of("history", "--json")["parties"]
    return parties


# ---------------------------------------------------------------------------
# Item 17: a 5,000-digit whole number anywhere in a partie file


@pytest.mark.parametrize("game", ["piquet", "bezique", "pinochle"])
@pytest.mark.parametrize("where", ["venue", "deal"])
def test_a_five_thousand_digit_number_is_one_sentence_and_skipped_by_name(game: str, where: str) -> None:
    path = new_partie("--game", game)
    text = path.read_text(encoding="utf-8")
    if where == "venue":
        text = text.replace("players = ", f"venue = {LONG_NUMBER}\nplayers = ", 1)
        line = next(n for n, row in enumerate(text.splitlines(), start=1) if row.startswith("venue"))
        column = len("venue = ") + 1
    else:
        text = text.replace("deals = []", f"[[deals]]\ntotals = [{LONG_NUMBER}, 1]")
        line, column = len(text.splitlines()), len("totals = [") + 1
    path.write_text(text, encoding="utf-8")
    for command in ("show", "summary", "undo", "edit"):
        code, output = run(command, "--file", str(path))
        said = one_sentence(output)
        assert code == 1, output
        assert said.startswith(f"piquet: {path}:{line}:{column}: a whole number of 5,000 digits"), said
    (entry,) = history_json()
    assert entry["status"] == "damaged" and entry["file"] == path.name
    assert str(entry["problem"]).startswith(f"{path.name}:{line}:{column}: a whole number of 5,000 digits")
    assert "1 damaged file skipped" in " ".join(ok("ledger").split())
    code, output = run("show")  # the only partie is the damaged one: said, not a crash
    assert code == 1 and "a whole number of 5,000 digits" in one_sentence(output)


# ---------------------------------------------------------------------------
# Item 23: created in year 1 (or 9999) without an offset, in any time zone


@pytest.fixture(params=["America/New_York", "Asia/Tokyo"])  # behind UTC (as UTC is, for year 1), and ahead
def zone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> object:
    import time

    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(
    ("created", "shown"),
    [
        ("0001-01-01", "0001-01-01 00:00"),  # a TOML date, unquoted
        ("0001-01-01T00:00:00", "0001-01-01 00:00"),  # a local date-time, unquoted
        ('"0001-01-01T00:30:00"', "0001-01-01 00:30"),  # text, no offset
        ("9999-12-31T23:59:59", "9999-12-31 23:59"),
    ],
)
def test_a_partie_created_at_the_ends_of_the_calendar_is_listed_in_any_zone(
    zone: str, created: str, shown: str
) -> None:
    early = new_partie()
    early.write_text(
        "\n".join(
            f"created = {created}" if row.startswith("created") else row
            for row in early.read_text(encoding="utf-8").splitlines()
        ),
        encoding="utf-8",
    )
    ok("new", "Cleo", "Dan")
    rows = {row["file"]: row for row in history_json()}
    assert rows[early.name]["when"] == shown and rows[early.name]["status"] == "in progress"
    first = 1 if created.startswith(("0001", '"0001')) else 2  # ids go by the time of creation
    assert rows[early.name]["id"] == first
    assert "Ann v Bob" in ok("history") and "0 finished parties settled" in " ".join(ok("ledger").split())
    assert json_of("show", "--file", str(first), "--json")["players"] == ["Ann", "Bob"]


# ---------------------------------------------------------------------------
# Item 24: the index is a cache: an entry of the wrong kind is read again from its file


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("points", "lots"),
        ("game", 7),
        ("created", True),
        ("finished", "no"),
        ("deals", 1.5),
        ("totals", [1, "x"]),
        ("players", ["Ann", "Bob", "Cleo"]),
        ("winner", ["Ann"]),
        ("stats", [{"deals": "six"}, {}]),
        ("stats", "none"),
        ("stats", [[6, 180, 30, 6], [6, 30, 5, 6, {}]]),  # one player's four figures, not five
        ("stats", [[6, 180, 30, 6, {"repique": "one"}], [6, 30, 5, 6, {}]]),
        ("settlement", [310]),  # one player's, not each
        ("teams", [[0, 5]]),  # a place no player has
        ("teams", [[]]),
        ("playing", [2]),
        ("labels", [1]),
        ("result_extra", [["rubiconed", 1.5]]),
        ("unit", "euros"),
        ("origin", None),
        ("rules_words", {}),
        ("extra", 1),
        (None, "not a record"),
        (None, {"problem": 5}),
        (None, ["Ann", "Bob"]),  # a list, too short for a record
    ],
)
def test_a_damaged_index_entry_is_rebuilt_from_its_file(key: str | None, value: object) -> None:
    from piquet_cli.games.partie_record import PartieRecord
    from piquet_cli.scorebook.index import INDEX_NAME

    order = PartieRecord._fields

    path = new_partie()
    deals = "".join(  # elder first: Bob, elder in the odd deals, makes 180 to Ann's 30, a rubicon
        f"\n[[deals]]\ntotals = [{'5, 30' if n % 2 else '30, 5'}]\n" for n in range(6)
    )
    path.write_text(path.read_text(encoding="utf-8").replace("deals = []\n", "") + deals, encoding="utf-8")
    expected = history_json()
    index_path = home() / INDEX_NAME
    doc = json.loads(index_path.read_text(encoding="utf-8"))
    entry = doc["files"][path.name]
    if key is None:
        entry[4] = value
    elif key in order:  # the index keeps a record's fields in their order
        entry[4][order.index(key)] = value
    else:  # a field no record has
        entry[4].append(value)
    index_path.write_text(json.dumps(doc), encoding="utf-8")
    assert history_json() == expected
    assert "Bob" in ok("ledger") and "Bob" in ok("ledger", "--json")
    rebuilt = dict(zip(order, json.loads(index_path.read_text(encoding="utf-8"))["files"][path.name][4]))
    assert expected[0]["result"] == {  # Laws 72-73: 180 + 30 + 100 for the game, rubicon
        "winner": "Bob",
        "loser": "Ann",
        "drawn": False,
        "rubiconed": True,
        "points": 310,
        "settlement": {"Ann": -310, "Bob": 310},
        "labels": ["rubicon"],
    }
    assert rebuilt["points"] == 310 and rebuilt["game"] == "piquet"


# ---------------------------------------------------------------------------
# Item 25: names over 255 characters


TOO_LONG = "a" * 300


def name_too_long() -> str:
    import errno

    reason = os.strerror(errno.ENAMETOOLONG)
    return reason[:1].lower() + reason[1:]


@pytest.mark.parametrize(
    "command",
    [["show"], ["summary"], ["undo", "--yes"], ["deal", "--totals", "10,5"], ["edit"], ["withdraw", "Ann"]],
)
def test_a_file_name_over_255_characters_is_one_sentence(command: list[str]) -> None:
    new_partie()
    code, output = run(*command, "--file", f"{TOO_LONG}.toml")
    assert code == 1 and name_too_long() in one_sentence(output), output


@pytest.mark.parametrize(
    "command", [["history"], ["ledger"], ["show"], ["deal", "--totals", "10,5"], ["new", "A", "B"]]
)
def test_a_scorebook_folder_named_over_255_characters_is_one_sentence(
    command: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / TOO_LONG))
    code, output = run(*command)
    said = one_sentence(output)
    assert code == 1 and name_too_long() in said and "(PIQUET_HOME)" in said, output


def test_a_game_named_with_300_letters_in_a_file_is_one_sentence() -> None:
    path = new_partie()
    path.write_text(path.read_text(encoding="utf-8").replace('game = "piquet"', f'game = "{TOO_LONG}"'))
    code, output = run("show", "--file", str(path))
    assert code == 1 and "(300 characters): the keeper keeps" in one_sentence(output), output
    (entry,) = history_json()
    assert entry["status"] == "damaged" and "the keeper keeps" in str(entry["problem"])


# ---------------------------------------------------------------------------
# Item 22: a looping link, or a link into a folder that cannot be read, is one damaged file


@pytest.fixture
def unreadable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder ``private/`` holding ``x.toml``, that cannot be looked into: tests run as root,
    where chmod takes no rights away, so every look through it fails as it would (EACCES)."""
    import errno

    private = tmp_path / "private"
    private.mkdir()
    (private / "x.toml").write_text('format = 2\nplayers = ["Cleo", "Dan"]\n', encoding="utf-8")
    inside = str(private) + os.sep
    real_stat, real_open = os.stat, os.open

    def refused(path: object) -> bool:
        return os.path.realpath(os.fspath(path)).startswith(inside)  # type: ignore[arg-type]

    def stat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if refused(path) and kwargs.get("follow_symlinks", True):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(path))  # type: ignore[arg-type]
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    def open_(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if refused(path):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(path))  # type: ignore[arg-type]
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", stat)
    monkeypatch.setattr(os, "open", open_)
    return private


def test_a_looping_link_and_a_link_into_an_unreadable_folder_are_skipped_by_name(unreadable: Path) -> None:
    path = new_partie()
    (home() / "loop.toml").symlink_to("loop.toml")
    (home() / "denied.toml").symlink_to(unreadable / "x.toml")
    rows = {row["file"]: row for row in history_json()}
    assert rows["loop.toml"]["status"] == rows["denied.toml"]["status"] == "damaged"
    assert rows["loop.toml"]["problem"] == "cannot read loop.toml: too many levels of symbolic links."
    assert rows["denied.toml"]["problem"] == "cannot read denied.toml: permission denied."
    assert rows[path.name]["status"] == "in progress"
    assert "2 damaged files skipped" in " ".join(ok("ledger").split())
    assert "Ann v Bob" in ok("show")
    ok("deal", "--totals", "10,5")
    assert json_of("show", "--json")["totals"] == {"Ann": 5, "Bob": 10}  # Bob is elder in deal 1
    code, output = run("show", "--file", str(home() / "loop.toml"))
    assert code == 1 and "too many levels of symbolic links" in one_sentence(output)


# ---------------------------------------------------------------------------
# Item 21: no partie at a name the keeper uses for its own files


@pytest.mark.parametrize(
    ("name", "what"),
    [
        (".piquet-index.json", "the scorebook's index"),
        (".piquet-unfinished.json", "the scorebook's note of unfinished parties"),
        (".piquet-index.json.abcdefgh.tmp", "a temporary file of a save"),
        ("a.toml.lock", "the lock of a.toml"),
        ("a.toml.lock.info", "who holds the lock of a.toml"),
        ("a.toml.bak", "the backup of a.toml"),
        ("A.TOML.BAK", "the backup of A.TOML"),
        ("a.toml.edit", "an edit kept of a.toml"),
        ("a.toml.edit-2", "an edit kept of a.toml"),
        ("a.toml.draft", "the deal in progress of a.toml"),
        (".a.toml.abcdefgh.tmp", "a temporary file of a save"),
        (".a.toml.bak.abcdefgh.tmp", "a temporary file of a save"),
        ("piquet-edit-abcdefgh/a.toml", "a file of the folder piquet-edit-abcdefgh that 'piquet edit'"),
    ],
)
def test_a_partie_is_never_made_at_a_name_the_keeper_uses_for_its_own_files(
    name: str, what: str, tmp_path: Path
) -> None:
    target = tmp_path / name
    code, output = run("new", "Ann", "Bob", "--file", str(target))
    said = one_sentence(output)
    assert code == 2 and f"is a name piquet keeps for its own files ({what}" in said, output
    assert "nothing was saved" in said
    assert not os.path.lexists(target) and not list(home().iterdir())


def test_every_name_the_keeper_writes_beside_a_partie_is_one_it_refuses(tmp_path: Path) -> None:
    """What a save, a lock, an index, a note and a kept edit really write beside a partie:
    each name is refused for a new partie."""
    from piquet_cli.scorebook import names

    path = new_partie()
    ok("deal", "--totals", "10,5")  # a backup
    ok("history")  # the index and the note
    written = {p.name for p in home().iterdir()} - {path.name}
    assert written == {
        f"{path.name}.bak",
        f"{path.name}.lock",
        names.INDEX_NAME,
        names.NOTE_NAME,
    }, written
    for name in [*written, names.lock_info_name(path.name), names.edit_name(path.name, 3)]:
        assert names.own_file(home() / name) is not None, name
    assert names.own_file(home() / path.name) is None


def test_the_draft_of_a_deal_in_progress_and_a_damaged_one_set_aside_are_names_it_refuses() -> None:
    """The deal in progress is kept beside the partie (item 4), and set aside when it cannot be
    read: a partie made at either name would be replaced or renamed by the next walk."""
    from piquet_cli.scorebook import draft, names

    path = new_partie()
    draft.write(path, draft.Draft(1, "", (("Trumps?", "C"),), {}), "deal")
    kept = draft.path_of(path)
    assert kept.is_file() and names.own_file(kept) is not None
    kept.write_text("not a draft")
    aside = draft.set_aside(path)
    assert aside.is_file() and not kept.exists()
    assert names.own_file(aside) is not None
    code, output = run("new", "Cy", "Di", "--file", str(aside))
    assert code == 2 and "damaged draft" in one_sentence(output), output


# ---------------------------------------------------------------------------
# Item 26: parties started at the same moment each take a free name


def test_twenty_simultaneous_news_each_make_a_partie_of_their_own() -> None:
    """Twenty real processes, released at one moment, each run ``piquet new Ann Bob``."""
    import subprocess
    import sys

    script = Path(__file__).with_name("concurrent_news.py")
    repo = str(Path(__file__).resolve().parents[1])
    done = subprocess.run(
        [sys.executable, str(script), "20", "new", "Ann", "Bob"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": repo},
        check=True,
    )
    result = json.loads(done.stdout)
    assert result["codes"] == [0] * 20, [s for s in result["said"] if "piquet:" in s]
    saved = {said.split("Saved in ", 1)[1].split(".toml.", 1)[0] + ".toml" for said in result["said"]}
    files = sorted(home().glob("*.toml"))
    assert len(saved) == len(files) == 20 and saved == {str(f) for f in files}
    for file in files:
        assert json_of("show", "--file", str(file), "--json")["players"] == ["Ann", "Bob"]


def test_a_name_taken_between_its_choice_and_the_save_gives_way_to_the_next(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The interleaving the processes above race through, made certain: another piquet
    makes the chosen file just before this one saves it."""
    from piquet_cli.scorebook import parties

    real = parties.new_partie_path
    taken: list[Path] = []

    def chosen_then_taken(*args: object) -> Path:
        path = real(*args)  # type: ignore[arg-type]
        if not taken:
            path.write_text("another piquet's partie\n", encoding="utf-8")
            taken.append(path)
        return path

    monkeypatch.setattr(parties, "new_partie_path", chosen_then_taken)
    said = " ".join(ok("new", "Ann", "Bob").split())
    (first,) = taken
    second = first.with_name(first.name.replace(".toml", "-2.toml"))
    assert f"Saved in {second}." in said
    assert first.read_text(encoding="utf-8") == "another piquet's partie\n"


# ---------------------------------------------------------------------------
# Item 18: a partie started while another command reads the scorebook is seen afterwards


HISTORY_STOPPED_MID_READ = """
import os, signal, sys
from piquet_cli.scorebook import index
real = index.read_record
def stopping(path, size=None):
    if not getattr(stopping, "done", False):
        stopping.done = True
        print("reading", flush=True)
        os.kill(os.getpid(), signal.SIGSTOP)  # held here, mid-read, until the test lets it go
    return real(path, size)
index.read_record = stopping
sys.argv = ["piquet", "history"]
from piquet_cli.cli.app import main
main()
"""


def test_a_partie_started_while_history_reads_the_scorebook_is_the_one_used_after() -> None:
    """A real ``piquet history`` process stopped (SIGSTOP) as it reads the first file;
    ``piquet new Zed Yan`` meanwhile; then history goes on and ends. ``show`` and ``deal``
    without ``--file`` then act on Zed's partie, the newest unfinished — every time."""
    import signal
    import subprocess
    import sys

    older = new_partie()
    ok("new", "Cleo", "Dan")
    repo = str(Path(__file__).resolve().parents[1])
    history = subprocess.Popen(
        [sys.executable, "-c", HISTORY_STOPPED_MID_READ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": repo},
    )
    try:
        assert history.stdout is not None and history.stdout.readline() == "reading\n"
        _, status = os.waitpid(history.pid, os.WUNTRACED)  # returns once it is stopped
        assert os.WIFSTOPPED(status)
        ok("new", "Zed", "Yan")
    finally:
        os.kill(history.pid, signal.SIGCONT)
        out, err = history.communicate(timeout=60)
    assert history.returncode == 0 and "2 parties in" in out, err
    for _ in range(5):
        assert json_of("show", "--json")["players"] == ["Zed", "Yan"]
        ok("deal", "--totals", "10,5")
    zed = next(p for p in home().glob("zed_yan_*.toml"))
    assert len(json_of("show", "--file", str(zed), "--json")["deals"]) == 5
    assert json_of("show", "--file", str(older), "--json")["deals"] == []


def settle(folder: Path) -> None:
    """The folder last changed a second ago, as it has by the time anyone types the next command."""
    import time

    past = time.time_ns() - 10**9
    os.utime(folder, ns=(past, past))


def test_a_partie_made_in_the_same_tick_of_the_disk_clock_as_the_listing_is_seen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A disk stamps times by its clock's tick: a partie made just after ``history`` listed the
    folder, in the same tick, leaves the folder the time history saw. Made certain here: the
    partie is made once the folder is listed, the folder's time set back to what was seen, and
    every time taken counts as within a tick of the last change (a coarse clock)."""
    from piquet_cli.scorebook import index, unfinished

    monkeypatch.setattr(unfinished, "SETTLED_NS", 10**18, raising=False)
    new_partie()
    ok("history")  # the index is up to date: the next history changes nothing in the folder
    seen = home().stat().st_mtime_ns
    real = index._load_index

    def listed_then_made(*args: object) -> object:
        ok("new", "Zed", "Yan")
        os.utime(home(), ns=(seen, seen))  # in the same tick as the look before the listing
        monkeypatch.setattr(index, "_load_index", real)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(index, "_load_index", listed_then_made)
    ok("history")
    assert home().stat().st_mtime_ns == seen
    assert json_of("show", "--json")["players"] == ["Zed", "Yan"]


def test_two_saves_at_once_never_leave_a_note_that_hides_one() -> None:
    """Ann's deal is saved, then Zed's partie made, then Ann's save brings the note up to date
    with the folder's time after both: Zed's save, finding the note older than its own start,
    marks it unsettled, and Zed's partie is found."""
    from piquet_cli.games import get_game
    from piquet_cli.scorebook import parties, unfinished

    ann = new_partie()
    ok("history")
    settle(home())
    assert parties.find_partie(None) == ann  # looks at the files once, and settles the note
    before = unfinished.before_save(ann)
    current = parties.read_partie(ann)
    deal = get_game("piquet").quick((10, 5))
    parties.save_partie(current, current.partie._replace(deals=(deal,)), [None], keep_note=False)
    ok("new", "Zed", "Yan")  # another piquet, between Ann's save and its note
    unfinished.after_save(ann, True, before)
    assert json_of("show", "--json")["players"] == ["Zed", "Yan"]


# ---------------------------------------------------------------------------
# Item 31: a link at the index is left and said; what killed lock holders left is cleared;
# a folder in place of the backup is named


def test_a_link_planted_at_the_index_is_left_as_it_is_and_said(tmp_path: Path) -> None:
    new_partie()
    victim = tmp_path / "victim.txt"
    victim.write_text("the victim's own words\n", encoding="utf-8")
    link = home() / ".piquet-index.json"
    link.symlink_to(victim)
    for command in ("history", "ledger"):
        done = CliRunner().invoke(app, [command])
        assert done.exit_code == 0, done.output
        said = " ".join(done.stderr.split())
        assert said.startswith(
            f"piquet: {link} is a symbolic link; piquet never writes the scorebook's index"
        )
        assert "Remove the link" in said
    assert link.is_symlink() and os.readlink(link) == str(victim)
    assert victim.read_text(encoding="utf-8") == "the victim's own words\n"


HOLD_THE_LOCK = """
import sys
from pathlib import Path
from typing import Any
from piquet_cli.scorebook import store
with store.locked(Path(sys.argv[1])):
    print("held", flush=True)
    sys.stdin.readline()  # held until told, or killed
"""


def holder(path: Path) -> object:
    import subprocess
    import sys

    repo = str(Path(__file__).resolve().parents[1])
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD_THE_LOCK, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": repo},
    )
    assert process.stdout is not None and process.stdout.readline() == "held\n"
    return process


def test_the_lock_information_a_killed_process_left_is_cleared_and_a_live_ones_kept() -> None:
    """A process holding a partie's lock is killed (SIGKILL): its ``NAME.lock.info`` stays behind,
    until the next look at the scorebook (history, ledger, a command without --file that reads
    the index), which removes it, as nobody holds that lock. A live holder's stays."""
    import signal
    import subprocess

    killed, alive = new_partie(), home() / "other.toml"
    ok("new", "Cleo", "Dan", "--file", str(alive))
    dead = holder(killed)
    assert isinstance(dead, subprocess.Popen)
    dead.send_signal(signal.SIGKILL)
    dead.wait()
    live = holder(alive)
    assert isinstance(live, subprocess.Popen)
    try:
        left = Path(f"{killed}.lock.info")
        assert left.is_file() and Path(f"{alive}.lock.info").is_file()
        ok("history")
        assert not left.exists()
        assert Path(f"{alive}.lock.info").is_file()  # its holder lives: kept
        assert json.loads(Path(f"{alive}.lock.info").read_text())["pid"] == live.pid
    finally:
        live.communicate("\n", timeout=60)
    assert not Path(f"{alive}.lock.info").exists()  # its holder removed it on the way out


def test_a_folder_in_place_of_the_backup_is_named() -> None:
    path = new_partie()
    ok("deal", "--totals", "10,5")
    backup = Path(f"{path}.bak")
    backup.unlink()
    backup.mkdir()
    before = path.read_bytes()
    code, output = run("deal", "--file", str(path), "--totals", "10,5")
    said = one_sentence(output)
    assert code == 1 and f"its backup {backup} cannot be kept (it is a folder" in said, said
    assert said.endswith("the file is unchanged.") and path.read_bytes() == before
