"""Properties of the Bezique engine, checked on random hands.

* The card-by-card check agrees with a brute-force search over the copies, and
  the worded refusals with it (the count of cards held apart).
* A lawful list of declarations scores the sum of its values (seed 001's table,
  written out again here), and the running total ends at the hand's totals.
* The order in which independent facts are entered never changes a total: the
  two players' declarations may be interleaved in any order that keeps each
  player's own order, and stay lawful with the same totals — unless the new order
  puts a player's declarations on tricks where he cannot have held their cards
  (a count that depends on the tricks, so on the order).
* No lawful hand holds more than two combinations of a kind between both
  players, so never more than 22 scoring tricks — under the stock's 24.
* A hand's facts survive the file table unchanged.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from random import Random

import tomli_w
from budget import examples
from hypothesis import event as note_case
from hypothesis import given, settings
from hypothesis import strategies as st
from pack_oracle import brute_force_can_be_dealt

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.judge import DeclarationLog, judge
from piquet_cli.games.bezique.pack import can_be_dealt
from piquet_cli.games.bezique.scoring import score_hand
from piquet_cli.games.bezique.seam import GAME
from piquet_cli.games.events import Event
from piquet_cli.games.record import NOTE, deal_from_dict, deal_to_dict
from piquet_cli.games.side import Side

VALUES = {
    "7": 10, "mS": 20, "mH": 20, "mD": 20, "mC": 20, "rm": 40, "seq": 250,
    "bz": 40, "dbz": 500, "4A": 100, "4K": 80, "4Q": 60, "4J": 40,
}  # fmt: skip
COMBINATIONS = [c for c in VALUES if c != "7"]
HELD = "different cards, but"  # the refusal of more different cards than a player can have held
trumps_st = st.sampled_from([None, *Suit])
side_st = st.sampled_from(list(Side))
event_st = st.builds(
    lambda side, sevens, combo: Event(side, ("7",) * sevens + ((combo,) if combo else ()) or ("7",)),
    side_st,
    st.integers(0, 1),
    st.one_of(st.none(), st.sampled_from(COMBINATIONS)),
)


@st.composite
def lawful_hands(draw: st.DrawFn) -> HandFacts:
    """Random events offered one at a time, as at the table; the refused ones are dropped."""
    trumps = draw(trumps_st)
    log = DeclarationLog(trumps, draw(st.booleans()))
    for event in draw(st.lists(event_st, max_size=40)):
        try:
            log = log.add(event)
        except BadValue:
            pass
    elder = draw(st.integers(0, 16))
    return HandFacts(
        trumps=trumps,
        turn_up_seven=log.turn_up_seven,
        declared=log.events,
        brisques=(elder, 16 - elder),
        last_trick=draw(side_st),
    )


@st.composite
def crowded_combos(draw: st.DrawFn) -> list[tuple[int, str]]:
    """Combinations drawn from a few kinds, so that many lists break a rule."""
    kinds = draw(st.lists(st.sampled_from(COMBINATIONS), min_size=1, max_size=4, unique=True))
    return draw(st.lists(st.tuples(st.integers(0, 1), st.sampled_from(kinds)), max_size=9))


@settings(max_examples=examples(100, 2000), deadline=None)
@given(trumps_st, crowded_combos())
def test_the_card_by_card_check_agrees_with_brute_force(
    trumps: Suit | None, combos: list[tuple[int, str]]
) -> None:
    combos = [(p, "rm" if trumps and c == f"m{trumps.value}" else c) for p, c in combos]
    verdict = can_be_dealt(combos, trumps)
    note_case("lawful" if verdict else "refused")
    assert verdict == brute_force_can_be_dealt(combos, trumps)


@settings(max_examples=examples(60, 2000), deadline=None)
@given(trumps_st, crowded_combos())
def test_each_worded_refusal_is_one_no_deal_can_give(
    trumps: Suit | None, combos: list[tuple[int, str]]
) -> None:
    """The refusals with their own words (no remarriage, no single from a double …) never refuse
    a combination that some deal gives: one at a time, the verdict is the exact check's."""
    before: list[Event] = []
    for player, code in combos:
        verdict = judge(before, Event(Side.ELDER if player == 0 else Side.YOUNGER, (code,)), trumps)
        taken = [(0 if e.side is Side.ELDER else 1, e.codes[0]) for e in (*before, verdict.event)]
        if HELD in str(verdict.refusal):
            continue  # the cards a player can have held: a count apart, tested by hand
        assert verdict.lawful == can_be_dealt(taken, trumps)
        if verdict.lawful:
            before.append(verdict.event)


@settings(max_examples=examples(60, 1000), deadline=None)
@given(lawful_hands())
def test_a_lawful_hand_scores_the_sum_of_its_values(facts: HandFacts) -> None:
    score = score_hand(facts)
    for side in Side:
        codes = [c for e in facts.declared if e.side is side for c in e.codes]
        expected = sum(VALUES[c] for c in codes)
        assert score.of(side).declarations == expected
        turn_up = 10 if facts.turn_up_seven and side is Side.YOUNGER else 0
        assert facts.brisques is not None
        brisques = 10 * facts.brisques[0 if side is Side.ELDER else 1]
        last = 10 if facts.last_trick is side else 0
        assert score.of(side).total == turn_up + expected + brisques + last
    final = score.steps[-1]
    assert (final.elder_total, final.younger_total) == (score.elder.total, score.younger.total)


@settings(max_examples=examples(60, 1000), deadline=None)
@given(lawful_hands(), st.randoms(use_true_random=False))
def test_interleaving_the_players_never_changes_a_total(facts: HandFacts, random: Random) -> None:
    mine = {side: [e for e in facts.declared if e.side is side] for side in Side}
    order = [e.side for e in facts.declared]
    random.shuffle(order)
    merged = tuple(mine[side].pop(0) for side in order)
    try:
        other = HandFacts(
            trumps=facts.trumps,
            turn_up_seven=facts.turn_up_seven,
            declared=merged,
            brisques=facts.brisques,
            last_trick=facts.last_trick,
        )
    except BadValue as error:
        # Only the count of cards held depends on the tricks a player's declarations fall on.
        assert HELD in error.message
        return
    first, second = score_hand(facts), score_hand(other)
    assert (first.elder, first.younger) == (second.elder, second.younger)


@settings(max_examples=examples(60, 1000), deadline=None)
@given(lawful_hands())
def test_never_more_than_two_of_a_kind_between_both_players(facts: HandFacts) -> None:
    kinds = Counter(c for e in facts.declared for c in e.codes)
    for code in COMBINATIONS:
        if code not in ("bz", "dbz"):
            assert kinds[code] <= 2
    assert kinds["bz"] + kinds["dbz"] <= 2 and kinds["dbz"] <= 1
    assert kinds["7"] + facts.turn_up_seven <= 2
    assert len(facts.declared) <= 22  # so the stock's 24 tricks are never the limit


@settings(max_examples=examples(60, 1000), deadline=None)
@given(lawful_hands(), st.one_of(st.none(), st.text(min_size=1, max_size=20)))
def test_the_file_table_round_trips(facts: HandFacts, note: str | None) -> None:
    """Through the game's field table, as the partie file keeps a hand, and through TOML."""
    table = tomllib.loads(tomli_w.dumps(deal_to_dict(GAME, facts, note)))
    assert deal_from_dict(GAME, table, 1) == facts
    assert table.get(NOTE) == note
