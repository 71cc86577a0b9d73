"""Invariants of the engine, checked with hypothesis over random deals."""

from __future__ import annotations

import tomllib

import tomli_w
from budget import examples
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from piquet_parties import partie_from_dict, partie_to_dict

from piquet_cli.games.piquet.combinations import PIQUET_PACK, best_point, sequences_held, sets_held
from piquet_cli.games.piquet.deal import Calls, DealFacts, score_deal
from piquet_cli.games.piquet.facts import hands_in_order
from piquet_cli.games.piquet.partie import Partie, RuleSet, score_partie
from piquet_cli.games.piquet.play import all_winner_sequences, play_totals, tricks_won
from piquet_cli.games.side import Side

packs = st.permutations(PIQUET_PACK.cards)
tricks = st.lists(st.sampled_from(list(Side)), min_size=12, max_size=12).map(tuple)


@st.composite
def deals(draw: st.DrawFn) -> DealFacts:
    """A lawful deal: two hands from one pack, declared in full or as calls, and the tricks."""
    pack = draw(packs)
    elder, younger = tuple(pack[:12]), tuple(pack[12:24])
    winners = draw(tricks)
    if draw(st.booleans()):  # the hands as facts keep them: in one order (facts.hands_in_order)
        return DealFacts(
            elder_hand=hands_in_order(elder), younger_hand=hands_in_order(younger), tricks=winners
        )

    def calls(hand: tuple) -> Calls:  # type: ignore[type-arg]
        return Calls(best_point(hand), tuple(sequences_held(hand)), tuple(sets_held(hand)))

    carte = draw(st.sampled_from([(), (Side.ELDER,), (Side.YOUNGER,)]))
    barred = draw(st.sampled_from([None, Side.ELDER, Side.YOUNGER]))
    one = [(), ((Side.YOUNGER, "point"),), ((Side.ELDER, "sets"), (Side.ELDER, "sequences"))]
    bars = tuple(bar for bar in draw(st.sampled_from(one)) if bar[0] is not barred)
    return DealFacts(
        carte_blanche=carte,
        elder=calls(elder),
        younger=calls(younger),
        tricks=winners,
        barred=barred,
        barred_from=bars,
    )


@settings(max_examples=examples(100, 2000), deadline=None)
@given(deals(), st.randoms())
def test_the_order_declarations_are_entered_never_changes_a_score(facts: DealFacts, rnd: object) -> None:
    import random

    assert isinstance(rnd, random.Random)

    def shuffled(calls: Calls) -> Calls:
        seqs, sets = list(calls.sequences or ()), list(calls.sets or ())
        rnd.shuffle(seqs)
        rnd.shuffle(sets)
        return Calls(
            calls.point,
            tuple(seqs) if calls.sequences is not None else None,
            tuple(sets) if calls.sets is not None else None,
        )

    again = facts._replace(elder=shuffled(facts.elder), younger=shuffled(facts.younger))
    first, second = score_deal(facts), score_deal(again)
    assert (first.elder, first.younger) == (second.elder, second.younger)
    # …nor the order of the keys in the file.
    raw = partie_to_dict(Partie(("A", "B"), deals=(facts,)))["deals"][0]
    keys = list(raw)
    rnd.shuffle(keys)
    doc = partie_to_dict(Partie(("A", "B"), deals=(facts,)))
    doc["deals"] = [{k: raw[k] for k in keys}]
    reread = partie_from_dict(doc)[0].deals[0]
    third = score_deal(reread)
    assert (first.elder, first.younger) == (third.elder, third.younger)


@settings(max_examples=examples(30, 600), deadline=None)
@given(st.lists(deals(), min_size=1, max_size=6), st.sampled_from(list(RuleSet)), st.integers(0, 1))
def test_partie_totals_are_the_sum_of_the_deals(
    deal_list: list[DealFacts], rules: RuleSet, first: int
) -> None:
    partie = Partie(("Ann", "Bob"), first, rules)
    for facts in deal_list:  # deal until the partie ends (au cent can end early)
        if score_partie(partie).finished:
            break
        partie = partie._replace(deals=partie.deals + (facts,))
    state = score_partie(partie)
    for name in ("Ann", "Bob"):
        assert state.totals[name] == sum(d.added(name) for d in state.deals)
        assert state.running[-1][name] == state.totals[name]


@settings(max_examples=examples(30, 600), deadline=None)
@given(st.lists(deals(), min_size=1, max_size=6))
def test_swapping_the_players_mirrors_every_score(deal_list: list[DealFacts]) -> None:
    """Ann dealing first or Bob dealing first with the same deals: each player
    gets exactly what the other got."""
    one = score_partie(Partie(("Ann", "Bob"), 0, deals=tuple(deal_list)))
    two = score_partie(Partie(("Ann", "Bob"), 1, deals=tuple(deal_list)))
    for d1, d2 in zip(one.deals, two.deals):
        assert d1.added("Ann") == d2.added("Bob") and d1.added("Bob") == d2.added("Ann")
        assert d1.score.elder == d2.score.elder and d1.score.younger == d2.score.younger
    assert one.totals["Ann"] == two.totals["Bob"]


@settings(max_examples=examples(50, 1000), deadline=None)
@given(
    st.lists(deals(), min_size=0, max_size=6),
    st.text(min_size=1, max_size=30),
    st.text(min_size=1, max_size=30),
)
def test_save_and_load_round_trip_changes_nothing(deal_list: list[DealFacts], a: str, b: str) -> None:
    assume(a.strip() and b.strip() and a != b)  # two names a partie can hold
    partie = Partie((a, b), 1, deals=tuple(deal_list))
    text = tomli_w.dumps(partie_to_dict(partie))
    again, _, _ = partie_from_dict(tomllib.loads(text))
    assert again == partie


def test_play_points_over_all_4096_trick_sequences() -> None:
    """Law 65: the leader scores 1 for each of the 12 leads, the winner of a trick
    led by the adversary 1, the last trick 1 more: 13 + tricks won on the
    adversary's lead."""
    for winners in all_winner_sequences():
        play = play_totals(winners)
        leaders = (Side.ELDER, *winners[:-1])
        won_on_lead = sum(1 for leader, winner in zip(leaders, winners) if leader is not winner)
        assert play[Side.ELDER] + play[Side.YOUNGER] == 13 + won_on_lead
        assert sum(tricks_won(winners).values()) == 12


def test_pique_from_announced_play_agrees_with_walking_every_trick_sequence() -> None:
    """The shortcut (elder's play points before younger's first) decides pique
    exactly as walking each of the twelve tricks point by point does (Law 69)."""
    from piquet_cli.games.piquet.pique import pique_reached
    from piquet_cli.games.piquet.play import (
        elder_runs_for_announcement,
        outcomes_by_announcement,
        play_points_in_order,
    )

    for (pe, py, we, wy), candidates in outcomes_by_announcement().items():
        for elder_hand in (0, 13, 17, 23, 26, 29):
            walked = {pique_reached(elder_hand, 0, play_points_in_order(c)) is not None for c in candidates}
            shortcut = {elder_hand + run >= 30 for run in elder_runs_for_announcement((pe, py), (we, wy))}
            assert walked == shortcut, ((pe, py, we, wy), elder_hand)


def test_every_trick_sequence_is_grouped_by_its_play_points_and_tricks() -> None:
    """``outcomes_by_announcement`` counts the play points itself (issue 25): each of the 4,096
    sequences sits under the play points Law 65 gives it, counted point by point, and its tricks.
    Elder winning all twelve: twelve leads and the last trick, 13 to 0; younger all twelve: elder's
    first lead, then younger's win of it, his eleven leads and the last trick, 1 to 13."""
    from piquet_cli.games.piquet.play import outcomes_by_announcement, play_totals, tricks_won
    from piquet_cli.games.side import Side

    groups = outcomes_by_announcement()
    assert sum(len(c) for c in groups.values()) == 4096
    for (pe, py, we, wy), candidates in groups.items():
        for winners in candidates:
            play, won = play_totals(winners), tricks_won(winners)
            assert (play[Side.ELDER], play[Side.YOUNGER], won[Side.ELDER], won[Side.YOUNGER]) == (
                pe,
                py,
                we,
                wy,
            )
    assert groups[(13, 0, 12, 0)] == ((Side.ELDER,) * 12,)
    assert groups[(1, 13, 0, 12)] == ((Side.YOUNGER,) * 12,)
