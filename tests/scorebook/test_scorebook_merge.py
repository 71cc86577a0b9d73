"""The three-way merge of ``piquet edit`` (issue 11 item 1): an edit and a save made
meanwhile merge when they touch different things, and only then."""

from __future__ import annotations

from piquet_cli.scorebook.merge import merge

BASE = {"format": 1, "players": ["Ann", "Bob"], "deals": [{"totals": [28, 23]}]}


def test_an_edit_of_deal_one_and_a_deal_added_meanwhile_merge() -> None:
    mine = {**BASE, "deals": [{"totals": [30, 23]}]}
    theirs = {**BASE, "deals": [{"totals": [28, 23]}, {"totals": [1, 2]}]}
    assert merge(BASE, mine, theirs) == {**BASE, "deals": [{"totals": [30, 23]}, {"totals": [1, 2]}]}


def test_a_note_added_meanwhile_to_the_deal_edited_merges_key_by_key() -> None:
    mine = {**BASE, "deals": [{"totals": [30, 23]}]}
    theirs = {**BASE, "deals": [{"totals": [28, 23], "note": "Bob's pique"}]}
    assert merge(BASE, mine, theirs) == {**BASE, "deals": [{"totals": [30, 23], "note": "Bob's pique"}]}


def test_a_top_level_key_added_on_each_side_merges() -> None:
    assert merge(BASE, {**BASE, "venue": "Portland Club"}, {**BASE, "rules": "four-deal"}) == {
        **BASE,
        "venue": "Portland Club",
        "rules": "four-deal",
    }


def test_the_same_thing_changed_two_ways_is_a_conflict() -> None:
    assert (
        merge(BASE, {**BASE, "deals": [{"totals": [30, 23]}]}, {**BASE, "deals": [{"totals": [5, 5]}]})
        is None
    )


def test_a_deal_removed_before_one_that_stays_is_a_conflict() -> None:
    base = {**BASE, "deals": [{"totals": [1, 1]}, {"totals": [2, 2]}]}
    mine = {**base, "deals": [{"totals": [1, 1]}]}  # the last deal taken back
    theirs = {**base, "deals": [*base["deals"], {"totals": [3, 3]}]}  # a third added
    assert merge(base, mine, theirs) is None


def test_the_same_change_on_both_sides_is_no_conflict() -> None:
    mine = {**BASE, "deals": []}
    assert merge(BASE, mine, dict(mine)) == mine
