"""Properties of the Pinochle engine, over many generated hands.

* Card points given as "the rest" always add to 240.
* A lawful meld list scores the sum of its melds' values, side by side, and
  the running totals end on the melds and the turn-up.
* Checking melds one at a time, with undo, agrees with checking the list whole.
* The copy solver (card by card, ``copies.py``) agrees with a plain search that
  deals out real copies meld by meld (``possible_by_search`` below) — two ways
  of answering one question, written independently.
"""

from __future__ import annotations

from itertools import product

from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_cli.cards import Card, Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event
from piquet_cli.games.pinochle import copies
from piquet_cli.games.pinochle.check import MeldContext, Melding, check_melds
from piquet_cli.games.pinochle.hand import HandFacts, resolve_card_points, score_hand
from piquet_cli.games.pinochle.melds import Meld, meld
from piquet_cli.games.pinochle.rules import CARD_POINTS, RuleSet
from piquet_cli.games.side import Side

CODES = ["dix", "mS", "mH", "mD", "mC", "rm", "seq", "pin", "4A", "4K", "4Q", "4J"]
SMALL_CODES = ["mS", "mD", "rm", "seq", "pin", "4A", "4K", "4Q", "4J"]  # hearts trumps, no dix

sides = st.sampled_from(list(Side))
events = st.builds(
    lambda side, code, dix: Event(side, ("dix", code) if dix and code != "dix" else (code,)),
    sides,
    st.sampled_from(CODES),
    st.booleans(),
)


@settings(max_examples=examples(60, 2000), deadline=None)
@given(st.integers(0, CARD_POINTS), st.booleans())
def test_the_rest_always_makes_240(given_points: int, elder_given: bool) -> None:
    pair = (given_points, None) if elder_given else (None, given_points)
    if given_points in (1, CARD_POINTS - 1):
        try:
            resolve_card_points(pair)
        except BadValue as error:
            assert error.field == "card_points"
        else:
            raise AssertionError("1 and 239 cannot be taken in tricks")
        return
    elder, younger = resolve_card_points(pair)
    assert elder + younger == CARD_POINTS
    assert (elder if elder_given else younger) == given_points


def lawful_list(candidates: list[Event], context: MeldContext) -> tuple[Melding, list[Event]]:
    """Keep each candidate that is lawful after those kept before it."""
    melding = Melding(context)
    for event in candidates:
        if melding.check(event).lawful:
            melding = melding.add(event)
    return melding, list(melding.events)


@settings(max_examples=examples(40, 2000), deadline=None)
@given(
    st.lists(events, max_size=20),
    st.sampled_from(list(Suit)),
    st.sampled_from(list(RuleSet)),
    st.booleans(),
)
def test_a_lawful_meld_list_scores_the_sum_of_its_values(
    candidates: list[Event], trumps: Suit, rules: RuleSet, turned: bool
) -> None:
    nine = turned and rules is RuleSet.CLASSIC
    context = MeldContext(trumps, rules, turn_up_nine=nine)
    melding, kept = lawful_list(candidates, context)
    assert len(kept) <= 12
    for side in Side:
        assert melding.points(side) == sum(meld(c).value for e in kept if e.side is side for c in e.codes)
    again = check_melds(kept, context)
    assert all(v.lawful for v in again)
    # the same verdicts on the melds as kept (how a marriage named in trumps was read apart)
    assert [(v.event, v.points, v.warnings) for v in again] == [
        (v.event, v.points, v.warnings) for v in melding.verdicts
    ]
    assert all(f"m{trumps.value}" not in e.codes for e in kept)  # kept as the royal marriage, rm
    facts = HandFacts(
        trumps,
        turn_up_ten=turned and rules is RuleSet.SEED,
        turn_up_nine=nine,
        melded=tuple(kept),
        card_points=(120, None),
        last_trick=Side.ELDER,
    )
    score = score_hand(facts, rules)
    turn_up = 10 if turned else 0
    assert (score.elder.melds, score.younger.melds) == (
        melding.points(Side.ELDER),
        melding.points(Side.YOUNGER),
    )
    assert score.elder.total + score.younger.total == 250 + turn_up + sum(v.points for v in melding.verdicts)
    if kept:
        assert score.running[-1] == (score.elder.melds, (score.younger.melds or 0) + turn_up)


@settings(max_examples=examples(40, 1000), deadline=None)
@given(st.lists(events, min_size=1, max_size=14), st.sampled_from(list(Suit)))
def test_undo_then_add_again_gives_the_same_verdict(candidates: list[Event], trumps: Suit) -> None:
    context = MeldContext(trumps, RuleSet.CLASSIC)
    melding = Melding(context)
    for event in candidates:
        verdict = melding.check(event)
        if verdict.lawful:
            added = melding.add(event)
            assert added.undo() == melding
            assert added.undo().check(event) == verdict
            melding = added


# --- the copy solver against a plain search --------------------------------------------


def possible_by_search(placed: list[tuple[Side, Meld]], trumps: Suit) -> bool:
    """Deal real copies meld by meld: each card of a meld is a copy never melded (fresh)
    or one the same player melded before in melds all of another class or worth less;
    at least one card fresh. Possible if some way survives every meld."""
    start: dict[Card, tuple[tuple[str, tuple[tuple[str, int], ...]], ...]] = {}
    ways = [start]
    for side, m in placed:
        following = []
        for way in ways:
            options = []
            for card in m.cards(trumps):
                held = way.get(card, ())
                choices = [(held + ((side.value, ((m.group, m.value),)),), True)] if len(held) < 2 else []
                for i, (owner, marks) in enumerate(held):
                    if owner == side.value and all(g != m.group or v < m.value for g, v in marks):
                        changed = (owner, (*marks, (m.group, m.value)))
                        choices.append((held[:i] + (changed,) + held[i + 1 :], False))
                options.append([(card, h, fresh) for h, fresh in choices])
            for pick in product(*options):
                if any(fresh for _, _, fresh in pick):
                    following.append(way | {card: held for card, held, _ in pick})
        ways = following
        if not ways:
            return False
    return True


small_events = st.lists(st.tuples(sides, st.sampled_from(SMALL_CODES)), min_size=1, max_size=5)


@settings(max_examples=examples(80, 2000), deadline=None)
@given(small_events)
def test_the_copy_solver_agrees_with_a_plain_search(raw: list[tuple[Side, str]]) -> None:
    placed = [(side, meld(code)) for side, code in raw]
    for n in range(1, len(placed) + 1):
        assert copies.solve(placed[:n], Suit.HEARTS).possible == possible_by_search(placed[:n], Suit.HEARTS)
