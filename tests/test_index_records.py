"""Issue 25, item 3: what the scorebook's index holds is what scoring each file says, for every
game, for files written by hand and for files that are not parties; and an everyday command
given no --file finds the unfinished partie without scoring every file when there is no index."""

from __future__ import annotations

import json
import os
from dataclasses import asdict
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.errors import FileProblem
from piquet_cli.games.partie_record import PartieRecord, record_of
from piquet_cli.scorebook import index, parties
from piquet_cli.scorebook.index import INDEX_NAME, Damaged, read_scorebook
from piquet_cli.scorebook.names import NOTE_NAME

RUBICON_HEAD = (
    'format = 2\ngame = "piquet"\nrules = "rubicon"\nplayers = ["Ann", "Bob"]\nfirst_dealer = "Bob"\n'
)
QUICK = "[[deals]]\ntotals = [40, 20]\n[[deals]]\ntotals = [20, 40]\n"
"""Ann is elder in odd deals (Bob deals first): she makes 40 in each deal, Bob 20."""
DECLARED = """
[[deals]]   # entered at the table, by hand
elder_point = "5/49"
elder_sequences = "4A"
elder_sets = "3J"
younger_point = "5/48"
younger_sequences = "3A,3Q"
younger_sets = "14T,3Q"
tricks = "eeeeeyyyyyee"
"""


def home() -> Path:
    return Path(os.environ["PIQUET_HOME"])


def piquet(*args: str) -> None:
    done = CliRunner().invoke(app, list(args))
    assert done.exit_code == 0, done.output


def write(name: str, text: str | bytes) -> Path:
    path = home() / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def scorebook_of_every_game() -> dict[str, Path]:
    made = {
        "rubicon": write("rubicon.toml", RUBICON_HEAD + QUICK * 3),
        "unfinished": write("unfinished.toml", RUBICON_HEAD + QUICK),
        "declared": write(
            "declared.toml",
            RUBICON_HEAD.replace("first_dealer", "created = 2026-11-29\nfirst_dealer") + DECLARED,
        ),
        "imported": write(
            "imported.toml",
            RUBICON_HEAD + 'imported_from = "card.csv"\ncreated = "2026-11-29T21:53:00+01:00"\n' + QUICK,
        ),
    }
    for name, game, rules, players, deals in (
        ("bezique", "bezique", "1000", ("Ann", "Bob"), ("600,300", "500,300")),
        ("bezique-over", "bezique", "match", ("Ann", "Bob"), ("600,300",)),
        ("pinochle", "pinochle", "ten", ("Ann", "Bob"), ("600,300",)),
        ("chouette", "piquet", "chouette", ("Ann", "Bob", "Cal"), ("30,10", "10,30")),
        ("au-cent", "piquet", "au-cent", ("Ann", "Bob"), ("90,20",)),
        ("four-deal", "piquet", "four-deal", ("Ann", "Bob"), ("30,10",) * 4),
    ):
        path = home() / f"{name}.toml"
        piquet("new", *players, "--game", game, "--rules", rules, "--file", str(path))
        for totals in deals:
            piquet("deal", "--file", str(path), "--totals", totals)
        made[name] = path
    made |= {
        "bad toml": write("bad-toml.toml", RUBICON_HEAD + "[[deals]\n"),
        "not utf-8": write("latin.toml", RUBICON_HEAD.replace("Ann", "Ann\xe9").encode("latin-1")),
        "unlawful": write("unlawful.toml", RUBICON_HEAD + "[[deals]]\ntotals = [40, -20]\n"),
        "unknown key": write("unknown-key.toml", RUBICON_HEAD + "[[deals]]\ntotal = [40, 20]\n"),
        "old format": write("old-format.toml", RUBICON_HEAD.replace("format = 2", "format = 99")),
    }
    return made


def scored(path: Path) -> PartieRecord | Damaged:
    """What scoring the file on its own says, as ``piquet show --file`` reads it."""
    try:
        current = parties.read_partie(path)
    except FileProblem as problem:
        return Damaged(problem.message.split("\n", 1)[0].replace(str(path), path.name))
    created = current.meta.get("created")
    created = created.isoformat() if hasattr(created, "isoformat") else created
    origin = "imported" if "imported_from" in current.meta else "played"
    return record_of(current.view, created, origin)


def test_the_index_holds_what_scoring_each_file_says(monkeypatch: pytest.MonkeyPatch) -> None:
    made = scorebook_of_every_game()
    by_path = {e.path: e.record for e in read_scorebook(home())}  # cold: every file scored
    assert set(by_path) == set(made.values())
    for path in made.values():
        assert by_path[path] == scored(path), path.name

    rubicon, unfinished = by_path[made["rubicon"]], by_path[made["unfinished"]]
    assert isinstance(rubicon, PartieRecord) and isinstance(unfinished, PartieRecord)
    assert (rubicon.totals, rubicon.winner, rubicon.finished, rubicon.deals) == ((240, 120), "Ann", True, 6)
    assert (unfinished.totals, unfinished.winner, unfinished.finished) == ((80, 40), None, False)
    assert by_path[made["declared"]].created == "2026-11-29"  # type: ignore[union-attr]  # a bare TOML date
    assert by_path[made["imported"]].origin == "imported"  # type: ignore[union-attr]
    over = by_path[made["bezique-over"]]
    assert isinstance(over, PartieRecord) and over.finished and over.totals == (300, 600)  # Bob elder
    for broken in ("bad toml", "not utf-8", "unlawful", "unknown key", "old format"):
        assert isinstance(by_path[made[broken]], Damaged), broken
    assert by_path[made["bad toml"]].problem.startswith("bad-toml.toml:")  # type: ignore[union-attr]

    # The index on disk: each record as a list of its fields in their order, each player's deal
    # statistics as a list of theirs, and read back unchanged, none scored again.
    files = json.loads((home() / INDEX_NAME).read_bytes())["files"]
    for path, record in by_path.items():
        if isinstance(record, PartieRecord):
            fields = {**record._asdict(), "stats": [list(asdict(s).values()) for s in record.stats]}
            assert files[path.name][4] == json.loads(json.dumps(list(fields.values())))
        else:
            assert files[path.name][4] == {"problem": record.problem}
    monkeypatch.setattr(index, "read_record", lambda *_: pytest.fail("scored again"))
    assert {e.path: e.record for e in read_scorebook(home())} == by_path


def test_a_record_of_every_field_its_own_comes_back_from_the_index_as_it_went() -> None:
    """Each field a value no other holds (three players, partners, one who sits out, labels, a
    game's own key): a field read back into another's place would show, as would one left out."""
    from piquet_cli.games.partie_record import DealStats
    from piquet_cli.scorebook.index_records import record_from_json, record_to_json

    record = PartieRecord(
        players=("Ann", "Bob", "Cal"),
        rules="three-hand",
        created="2026-12-02T21:00:00+00:00",
        deals=7,
        finished=True,
        totals=(101, 52, 33),
        winner="Ann",
        loser="Cal",
        drawn=False,
        points=68,
        stats=(
            DealStats(7, 101, 40, 1, {"repique": 1}),
            DealStats(6, 52, 20, 2, {"pique": 2}),
            DealStats(5, 33, 10, 3, {"capot": 3}),
        ),
        origin="imported",
        game="piquet",
        rules_words="three-hand piquet",
        settlement=(2, 0, -2),
        labels=("rubicon", "target"),
        unit="games",
        teams=((0, 2), (1,)),
        result_extra=(("rubiconed", True), ("games", 4)),
        playing=(0, 1),
    )
    assert len(set(map(repr, record))) == len(PartieRecord._fields)  # no two fields alike
    assert record_from_json(json.loads(json.dumps(record_to_json(record)))) == record


def test_without_an_index_the_unfinished_partie_is_found_without_scoring_every_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """More files without a record than ``REBUILD_AT_ONCE``: the files are read newest first,
    the newest unfinished partie taken, ``LOOK_FURTHER`` more read for others, and no index
    made (that is history's to do)."""
    monkeypatch.setattr(index, "REBUILD_AT_ONCE", 2)
    monkeypatch.setattr(parties, "LOOK_FURTHER", 2)
    names = ["old-open", "f1", "f2", "f3", "f4", "f5", "open", "f6"]  # oldest first
    for age, name in enumerate(reversed(names)):
        path = write(f"{name}.toml", RUBICON_HEAD + QUICK * (2 if "open" in name else 3))
        os.utime(path, ns=(1_700_000_000 * 10**9 - age * 10**9,) * 2)
    read: list[str] = []
    real = parties.read_partie
    monkeypatch.setattr(parties, "read_partie", lambda p: read.append(p.name) or real(p))
    monkeypatch.setattr(index, "read_record", lambda *_: pytest.fail("the whole scorebook scored"))
    told: list[list[str]] = []

    found = parties.find_partie(
        None, lambda newest, rest: told.append([newest.path.name] + [r.path.name for r in rest])
    )

    assert found == home() / "open.toml"
    assert read == ["f6.toml", "open.toml", "f5.toml", "f4.toml"]  # the newest, then two further
    assert told == []  # old-open.toml is past them: not named this time
    assert not (home() / INDEX_NAME).exists() and not (home() / NOTE_NAME).exists()

    monkeypatch.setattr(parties, "LOOK_FURTHER", 10)  # the whole folder in reach: both are named
    assert parties.find_partie(None, lambda n, r: told.append([n.path.name] + [x.path.name for x in r]))
    assert told == [["open.toml", "old-open.toml"]]


def _nested(depth: int, leaf: object, tables: bool) -> object:
    value = leaf
    for level in range(depth):
        value = {"k": value} if tables and level % 2 else [value]
    return value


@pytest.mark.parametrize("leaf", [2**63 - 1, -(2**63), 2**63, -(2**63) - 1, "x", True, 1.5])
def test_the_quick_check_of_a_document_says_what_the_limits_say(leaf: object) -> None:
    """The index's own check of a parsed file (no key paths made) refuses exactly what
    ``limits.problem_in`` refuses: nesting 32 deep (the root at 0), a number beyond 64 bits."""
    from piquet_cli.scorebook.limits import plainly_fits, problem_in

    for depth in range(28, 36):
        for tables in (False, True):
            doc = {"a": _nested(depth, 1, tables), "b": leaf, "c": [leaf, {"x": leaf}]}
            in_range = not isinstance(leaf, int) or -(2**63) <= leaf <= 2**63 - 1
            assert plainly_fits(doc) == (problem_in(doc) is None) == (depth < 32 and in_range), (
                depth,
                tables,
            )


def test_without_a_note_the_files_the_index_knows_finished_are_not_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An index of some files, then more than ``REBUILD_AT_ONCE`` new ones and no note: only the
    files the index does not know, and those it knows unfinished, are read."""
    for name in ("a", "b", "c"):
        write(f"{name}.toml", RUBICON_HEAD + QUICK * 3)
    write("open-known.toml", RUBICON_HEAD + QUICK)
    read_scorebook(home())
    (home() / NOTE_NAME).unlink()
    monkeypatch.setattr(index, "REBUILD_AT_ONCE", 1)
    for age, name in enumerate(("new1", "new2")):  # newer than the indexed ones
        path = write(f"{name}.toml", RUBICON_HEAD + QUICK * 3)
        os.utime(path, ns=(4_000_000_000 * 10**9 - age * 10**9,) * 2)
    assert index.newest_first_unindexed(home()) == [
        home() / "new1.toml",
        home() / "new2.toml",
        home() / "open-known.toml",
    ]
    assert parties.find_partie(None) == home() / "open-known.toml"


def test_without_an_index_and_no_unfinished_partie_near_the_top_the_index_is_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No unfinished partie among the newest ``REBUILD_AT_ONCE`` files: the index and its note
    are made after all (so the next command is quick) and the older unfinished partie found;
    with none at all, the usual sentence."""
    monkeypatch.setattr(index, "REBUILD_AT_ONCE", 2)
    for age, name in enumerate(("f1", "f2", "f3", "f4", "old-open")):  # newest first
        path = write(f"{name}.toml", RUBICON_HEAD + QUICK * (1 if "open" in name else 3))
        os.utime(path, ns=(1_700_000_000 * 10**9 - age * 10**9,) * 2)
    assert parties.find_partie(None) == home() / "old-open.toml"
    assert (home() / INDEX_NAME).exists() and (home() / NOTE_NAME).exists()

    (home() / "old-open.toml").unlink()
    for name in (INDEX_NAME, NOTE_NAME):
        (home() / name).unlink()
    with pytest.raises(FileProblem, match="no unfinished partie in the scorebook"):
        parties.find_partie(None)
    assert (home() / NOTE_NAME).exists()
