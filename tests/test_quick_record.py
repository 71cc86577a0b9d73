"""Issue 25: the index's cold rebuild makes a partie's record without its full view where the
game can (``Game.quick_record``; Piquet's ``games/piquet/quick_record.py``), and that record is
always the one scoring the file the full way makes — or there is none, and the file is scored
the full way. Every game and rule set, finished and unfinished, throw-ins, level parties and
extra deals, files that are wrong, and random documents."""

from __future__ import annotations

import random
import tomllib
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from conformance import RULES, lawful_partie, registered  # noqa: F401 (a fixture)
from hypothesis import given
from hypothesis import strategies as st
from scorebook_factory import make_scorebook

from piquet_cli.games.partie_record import DealStats, PartieRecord, record_of
from piquet_cli.games.piquet import quick_record as piquet_quick
from piquet_cli.scorebook import index
from piquet_cli.scorebook.document import partie_to_dict
from piquet_cli.scorebook.scoring import partie_from_document

HEAD: dict[str, Any] = {
    "format": 2,
    "game": "piquet",
    "rules": "rubicon",
    "players": ["Ann", "Bob"],
    "first_dealer": "Bob",  # Ann is elder in the odd deals
    "created": "2026-11-29T21:53:00+01:00",
}
DECLARED = {
    "elder_point": "5/49",
    "elder_sequences": "4A",
    "elder_sets": "3J",
    "younger_point": "5/48",
    "younger_sequences": "3A,3Q",
    "younger_sets": "14T,3Q",
    "tricks": "eeeeeyyyyyee",
}
"""Elder's point, quart major and trio good; younger's quatorze of tens good (Law 64 by the best):
elder 5 + 4 + 0 + play, younger 0 + 0 + 14 + 3 + play (``test_a_declared_deal_by_hand``)."""
PIQUE = {
    "elder_point": "5",
    "elder_sequences": "5A",
    "elder_sets": "3A",
    "younger_point": "-",
    "younger_sequences": "-",
    "younger_sets": "-",
    "tricks": "eeeeeeeyyyyy",
}
ANN_AHEAD = [{"totals": [20, 10]}, {"totals": [10, 20]}] * 3
"""Ann 20 a deal, Bob 10, whoever is elder: over after six."""
NO_PLAY = {k: v for k, v in DECLARED.items() if k != "tricks"}


def full(doc: dict[str, Any]) -> PartieRecord | None:
    """What scoring the document the full way records (None: it refuses the file)."""
    try:
        _, view, meta, _ = partie_from_document(Path("p.toml"), doc)
    except Exception:  # noqa: BLE001 — refused, or an internal error: either way no record
        return None
    return record_of(view, *index._created_and_origin(meta))


def quick(doc: dict[str, Any]) -> PartieRecord | None:
    return index._quick_record(doc, *index._created_and_origin(doc))


def same(doc: dict[str, Any]) -> PartieRecord | None:
    """The quick record, checked to be the full one (or none); it is returned."""
    made = quick(doc)
    assert made is None or made == full(doc), doc
    return made


def through_toml(doc: dict[str, Any]) -> dict[str, Any]:
    """The document as the file holds it and tomllib reads it back."""
    return tomllib.loads(tomli_w.dumps(doc))


def partie(*deals: Any, **head: Any) -> dict[str, Any]:
    return {**HEAD, **head, "deals": [dict(d) if isinstance(d, dict) else d for d in deals]}


def totals(elder: int, younger: int) -> dict[str, Any]:
    return {"totals": [elder, younger]}


@pytest.mark.parametrize(("name", "rules"), RULES)
@pytest.mark.parametrize("seed", range(4))
@pytest.mark.usefixtures("registered")
def test_every_game_and_rule_set_records_the_same_either_way(name: str, rules: str, seed: int) -> None:
    rng = random.Random(seed)
    for deals in (0, 2, 9):  # none, unfinished, and (most rule sets) finished
        made = lawful_partie(name, rules, rng, deals)
        doc = through_toml(partie_to_dict(made, {"created": "2026-01-01T20:00:00"}))
        record = same(doc)
        if name == "piquet" and rules in ("rubicon", "four-deal"):
            assert record is not None, (rules, seed, deals)  # the quick way took it
        else:
            assert record is None  # left to the full way


def test_a_factory_scorebook_is_indexed_as_each_file_scores(tmp_path: Path) -> None:
    paths = make_scorebook(tmp_path, 60, seed=11)  # totals, declarations, hands, announced play
    taken = 0
    for path in paths:
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        taken += same(doc) is not None
        assert index.read_record(path, path.stat().st_size) == full(doc), path.name
    assert taken >= 45  # the rubicon and four-deal parties (au cent goes the full way)


def test_quick_totals_add_up_by_hand() -> None:
    """Ann elder in deals 1, 3, 5 (Bob deals first): 40 + 10 + 30 + 0 + 20 + 25 = 125 to Ann,
    20 + 50 + 5 + 60 + 10 + 5 = 150 to Bob; Bob wins, Ann not rubiconed: 150 - 125 + 100 = 125."""
    doc = partie(totals(40, 20), totals(50, 10), totals(30, 5), totals(60, 0), totals(20, 10), totals(5, 25))
    record = same(doc)
    assert record is not None
    assert (record.totals, record.winner, record.finished, record.points) == ((125, 150), "Bob", True, 125)
    assert record.settlement == (-125, 125) and record.labels == ()
    assert record.stats[0] == DealStats(6, 125, 40, 6, {"repique": 0, "pique": 0, "capot": 0})
    assert record.created == "2026-11-29T21:53:00+01:00" and record.origin == "played"


def test_a_declared_deal_counts_its_pique() -> None:
    """Elder's quint to the ace (15), point 5 and trio of aces (3): 23 in hand, to thirty in play
    before younger reckons: a pique, 30 more (Law 69)."""
    record = same(partie(PIQUE, totals(10, 10)))
    assert record is not None and not record.finished
    assert record.stats[0].counts == {"repique": 0, "pique": 1, "capot": 0}
    assert record.stats[0].unknown == 1 and record.stats[1].counts["pique"] == 0
    assert record.totals[0] > 50  # 23 in hand, 30 for the pique, the play and the cards


@pytest.mark.parametrize(
    ("case", "doc"),
    [
        ("level after six: two more", partie(*[totals(10, 10)] * 6, totals(5, 0))),
        ("level after eight: drawn", partie(*[totals(10, 10)] * 8)),
        ("a deal after the end", partie(*ANN_AHEAD, totals(1, 1))),
        ("four-deal doubles the first and last", partie(*[totals(10, 0)] * 4, rules="four-deal")),
        (
            "four-deal level: extra deals single",
            partie(*[totals(10, 10)] * 5, totals(3, 0), rules="four-deal"),
        ),
        ("rubiconed", partie(*[totals(60, 0)] * 6)),
        ("no deal yet", partie()),
        ("declared and quick", partie(DECLARED, totals(30, 20), DECLARED, PIQUE, DECLARED, totals(0, 1))),
        ("imported", partie(totals(1, 2), imported_from="card.csv")),
        ("a bare date", partie(totals(1, 2), created=date(2026, 11, 29))),
        ("a note", partie({**totals(1, 2), "note": "late"})),
        ("a throw-in", partie(*[totals(0, 60)] * 5, {**NO_PLAY, "throw_in": "elder"})),
        ("au cent", partie(totals(90, 20), rules="au-cent")),
        ("open", partie(totals(1, 2), open=True)),
        ("agreements, all false", partie(totals(1, 2), agreements={"point_ending_in_four": False})),
        ("no first dealer", {k: v for k, v in partie(totals(1, 2)).items() if k != "first_dealer"}),
        ("no rules", {k: v for k, v in partie(totals(1, 2)).items() if k != "rules"}),
        ("no game", {k: v for k, v in partie(totals(1, 2)).items() if k != "game"}),
        ("game format 1", partie(totals(1, 2), game_format=1)),
        ("too much in a deal", partie(totals(171, 0))),
        ("as much as a deal makes", partie(totals(170, 0))),
        ("a negative total", partie(totals(-1, 0))),
        ("true for one", partie({"totals": [True, 3]})),
        ("a float", partie({"totals": [1.0, 3]})),
        ("three totals", partie({"totals": [1, 2, 3]})),
        ("a note that is no text", partie({**totals(1, 2), "note": 3})),
        ("an unknown key", partie({"total": [1, 2]})),
        ("totals and more", partie({**totals(1, 2), "tricks": "eeeeeeeeeeee"})),
        ("a deal that is no table", partie(totals(1, 2), [1, 2])),
        ("deals that are no list", {**partie(), "deals": {"totals": [1, 2]}}),
        ("the same name twice", partie(totals(1, 2), players=["Ann", "Ann"])),
        ("a blank name", partie(totals(1, 2), players=["Ann", " "], first_dealer="Ann")),
        ("three players", partie(totals(1, 2), players=["Ann", "Bob", "Cal"])),
        ("a first dealer who is not playing", partie(totals(1, 2), first_dealer="Cal")),
        ("imported from a number", partie(totals(1, 2), imported_from=3)),
        ("a declared deal that cannot be", partie({**DECLARED, "elder_point": "5/29"})),
        ("both hands hold a card", partie({"elder_hand": "AS " * 12, "tricks": "e" * 12})),
        ("first to 100 outside au cent", partie({**totals(1, 2), "first_to_100": "elder"})),
    ],
)
def test_each_case_records_what_scoring_it_in_full_records(case: str, doc: dict[str, Any]) -> None:
    record = same(doc)
    lawful = full(doc) is not None
    plain = case in {
        "level after six: two more",
        "level after eight: drawn",
        "four-deal doubles the first and last",
        "four-deal level: extra deals single",
        "rubiconed",
        "no deal yet",
        "declared and quick",
        "imported",
        "a bare date",
        "a note",
        "no game",
        "as much as a deal makes",
    }
    assert (record is not None) == plain, case  # taken the quick way only when plainly lawful
    assert lawful or record is None, case


def test_the_cases_come_to_what_the_laws_say() -> None:
    level = same(partie(*[totals(10, 10)] * 8))
    assert level is not None and level.drawn and level.finished and level.deals == 8
    double = same(partie(*[totals(10, 0)] * 4, rules="four-deal"))
    # Ann elder in deals 1 and 3 (10 and 10, the first doubled), Bob in 2 and 4 (10, the last doubled).
    assert double is not None and double.totals == (30, 30) and not double.finished
    over = same(partie(*ANN_AHEAD))
    assert over is not None and over.finished and over.totals == (120, 60) and over.winner == "Ann"
    assert same(partie(*ANN_AHEAD, totals(1, 1))) is None and full(partie(*ANN_AHEAD, totals(1, 1))) is None


def test_a_deal_table_is_known_again_only_by_equal_values_of_its_kind() -> None:
    """The figures of a deal entered in full are kept for the next deal of the same table; a table
    whose values only compare equal (``true`` and 1) is not the same table."""
    piquet_quick._SCORED.clear()
    exchange = {**DECLARED, "exchange": [1, 1]}
    assert same(partie(exchange)) is not None
    assert same(partie({**DECLARED, "exchange": [True, 1]})) is None  # refused the full way
    assert same(partie({**DECLARED, "exchange": [1.0, 1]})) is None
    assert full(partie({**DECLARED, "exchange": [True, 1]})) is None


VALUES = st.one_of(
    st.integers(-3, 200),
    st.sampled_from([True, False, 1.0, "5/49", "4A", "-", "eeeeeyyyyyee", "x"]),
    st.lists(st.one_of(st.integers(-1, 175), st.booleans()), max_size=3),
)
DEALS = st.one_of(
    st.builds(totals, st.integers(0, 80), st.integers(0, 80)),
    st.builds(totals, st.integers(-2, 175), st.integers(-2, 175)),
    st.sampled_from([DECLARED, PIQUE, {**DECLARED, "exchange": [5, 3]}, {**PIQUE, "note": "a pique"}]),
    st.dictionaries(
        st.sampled_from(["totals", "tricks", "note", "exchange", "elder_point", "throw_in", "won", "play"]),
        VALUES,
        max_size=3,
    ),
)


@given(
    deals=st.lists(DEALS, max_size=10),
    rules=st.sampled_from(["rubicon", "four-deal", "au-cent", "three-hand"]),
    first=st.sampled_from(["Ann", "Bob", "Cal", 1]),
    extra=st.dictionaries(st.sampled_from(["venue", "imported_from", "open", "target"]), VALUES, max_size=2),
)
def test_random_documents_record_the_same_either_way(
    deals: list[dict[str, Any]], rules: str, first: object, extra: dict[str, Any]
) -> None:
    same({**HEAD, "rules": rules, "first_dealer": first, **extra, "deals": deals})
