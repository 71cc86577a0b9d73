"""Three-hand piquet, one deal at a time (issue 21): deals worked by hand from the rules.

Ann is seat 1 (eldest, leads first), Bob seat 2, Cal seat 3 (the dealer, the only one who
exchanges). The hand is reckoned in Law 67's order, the best call of three good in each
category; play at three: the leader of a trick scores 1, a player who wins a trick another
led scores 1, the last trick 1 more; the cards 10 to most tricks, nobody on 4-4-2; capot
(no trick) gives 20 to each of the other two; pique and repique at 20 (the keeper's values:
+40 and +70, the 20 counting 60 and 90).
"""

from __future__ import annotations

import pytest

from piquet_cli.cards import Rank, parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import Point, RankSet, Sequence
from piquet_cli.games.piquet.facts import Calls
from piquet_cli.games.piquet.three_hand import SeatFacts, ThreeHandFacts, score_three_hand

NAMES = ("Ann", "Bob", "Cal")

ANN = parse_cards("AS KS QS JS TS AH AD AC 7H 8D")
BOB = parse_cards("KH QH JH 9H KD QD KC QC 8S 9S")
CAL = parse_cards("JC TC 9C 8C 7C JD TD 9D 7D TH")  # after taking both talon cards; 7S 8H discarded


def test_repique_at_twenty_from_the_hands_on_a_four_four_two_split() -> None:
    """Hands (Cal's after his exchange of 2):
    Ann ♠A K Q J 10, ♥A 7, ♦A 8, ♣A: point of five making 51, quint major, quatorze of aces.
    Bob ♥K Q J 9, ♦K Q, ♣K Q, ♠9 8: point of four making 39, tierce to the king, trios of
    kings and of queens.
    Cal ♣J 10 9 8 7, ♦J 10 9 7, ♥10: point of five making 44, quint to the knave and tierce
    to the knave, trio of tens.
    Point: Ann's 51 beats Cal's 44 (five cards each) and Bob's four: Ann 5.
    Sequences: Ann's quint major beats Cal's quint to the knave: Ann 15 (her only one).
    Sets: Ann's quatorze beats every trio: Ann 14.
    Repique: Ann has 5, then 20 after her sequences, nobody else having scored: +70.
    Tricks 1111 2222 33: Ann leads 1–5 (5); Bob wins 5 (1), leads 6–9 (4); Cal wins 9 (1),
    leads 10 (1) and wins the last (1). Play Ann 5, Bob 5, Cal 3. 4-4-2: nobody the cards.
    Ann 5 + 15 + 14 + 70 + 5 = 109; Bob 5; Cal 3."""
    facts = ThreeHandFacts(
        seats=(SeatFacts(hand=ANN), SeatFacts(hand=BOB), SeatFacts(hand=CAL)),
        tricks=(1, 1, 1, 1, 2, 2, 2, 2, 3, 3),
        exchange=(0, 0, 2),
    )
    score = score_three_hand(facts, NAMES)
    ann, bob, cal = score.scores
    assert (ann["point"], ann["sequences"], ann["sets"], ann["repique"]) == (5, 15, 14, 70)
    assert (ann["play"], bob["play"], cal["play"]) == (5, 5, 3)
    assert ann["cards"] == bob["cards"] == cal["cards"] == 0
    assert bob["sets"] == 0 and cal["sequences"] == 0
    assert score.totals == (109, 5, 3)
    assert score.by_name() == {"Ann": 109, "Bob": 5, "Cal": 3}
    said = " ".join(r.reason for r in score.rulings)
    assert "Ann and Bob take 4 tricks each (4-4-2): nobody scores the cards." in said
    assert "Ann's point of five making 51 is good against Bob's point of four making 39 and Cal's" in said


def test_pique_at_twenty_and_a_capot() -> None:
    """Calls: Ann point 4/40, quart to the king, trio of kings (4 + 4 + 3 = 11, each good);
    Bob point 4/38, tierce to the queen; Cal point 3/30, trio of tens. Bob and Cal score
    nothing in hand. Ann leads all ten tricks and wins the first nine: her ninth lead brings
    her to 11 + 9 = 20, nobody else having scored: pique, +40. Her tenth lead scores 1 more;
    Bob wins trick 10 (1) and the last (1). Ann takes 9 tricks: the cards, 10. Cal takes
    none: capot, Ann 20 and Bob 20. Ann 11 + 40 + 10 + 10 + 20 = 91; Bob 2 + 20 = 22; Cal 0."""
    facts = ThreeHandFacts(
        seats=(
            SeatFacts(Calls(Point(4, 40), (Sequence(4, Rank.KING),), (RankSet(3, Rank.KING),))),
            SeatFacts(Calls(Point(4, 38), (Sequence(3, Rank.QUEEN),), ())),
            SeatFacts(Calls(Point(3, 30), (), (RankSet(3, Rank.TEN),))),
        ),
        tricks=(1,) * 9 + (2,),
    )
    score = score_three_hand(facts, NAMES)
    ann, bob, cal = score.scores
    assert (ann["point"], ann["sequences"], ann["sets"]) == (4, 4, 3)
    assert (ann["pique"], ann["repique"]) == (40, 0)
    assert (ann["play"], bob["play"]) == (10, 2)
    assert (ann["cards"], bob["cards"], cal["cards"]) == (30, 20, 0)
    assert score.totals == (91, 22, 0)
    said = " ".join(r.reason for r in score.rulings)
    assert "pique" in said and "(trick 9)" in said
    assert "Cal takes no trick: capot, and each of Ann and Bob scores 20." in said


def test_equalities_at_three_and_carte_blanche_on_a_five_five_nought_split() -> None:
    """Calls: Ann carte blanche (10), point 4/38, tierce minor; Bob point 5/45, quart major,
    trio of kings; Cal point 5/45, quart major, trio of queens.
    Point: Bob's and Cal's are equal and best: nobody scores it, Ann's lower four neither.
    Sequences: two equal quarts major: nobody. Sets: Bob's kings beat Cal's queens: Bob 3.
    No repique (Ann's carte blanche reckons first and she reaches only 10), no pique (Bob
    scored in hand). Tricks alternate 1 2 1 2 …: every lead from trick 2 on is lost, so Ann
    leads 1, 2, 4, 6, 8, 10 and wins 3, 5, 7, 9: 10; Bob leads 3, 5, 7, 9, wins 2, 4, 6, 8,
    10 and the last: 10. 5-5-0: nobody the cards (keeper's ruling); Cal is capot: Ann 20,
    Bob 20. Ann 10 + 10 + 20 = 40; Bob 3 + 10 + 20 = 33; Cal 0."""
    facts = ThreeHandFacts(
        seats=(
            SeatFacts(Calls(Point(4, 38), (Sequence(3, Rank.NINE),), ()), carte_blanche=True),
            SeatFacts(Calls(Point(5, 45), (Sequence(4, Rank.ACE),), (RankSet(3, Rank.KING),))),
            SeatFacts(Calls(Point(5, 45), (Sequence(4, Rank.ACE),), (RankSet(3, Rank.QUEEN),))),
        ),
        tricks=(1, 2) * 5,
    )
    score = score_three_hand(facts, NAMES)
    ann, bob, cal = score.scores
    assert ann["carte_blanche"] == 10
    assert ann["point"] == bob["point"] == cal["point"] == 0
    assert ann["sequences"] == bob["sequences"] == cal["sequences"] == 0
    assert (bob["sets"], cal["sets"]) == (3, 0)
    assert ann["repique"] == ann["pique"] == 0
    assert (ann["play"], bob["play"], cal["play"]) == (10, 10, 0)
    assert (ann["cards"], bob["cards"], cal["cards"]) == (20, 20, 0)
    assert score.totals == (40, 33, 0)


def test_all_ten_tricks_make_two_capots() -> None:
    """Ann leads and wins all ten: 10 leads and the last, 11; the cards 10 and 20 for each
    of Bob's and Cal's capots (keeper's ruling: beside the cards). No calls scored.
    Ann 11 + 10 + 40 = 61."""
    empty = SeatFacts(Calls(Point(0), (), ()))
    score = score_three_hand(ThreeHandFacts(seats=(empty,) * 3, tricks=(1,) * 10), NAMES)
    assert score.scores[0]["play"] == 11
    assert score.scores[0]["cards"] == 50
    assert score.totals == (61, 0, 0)


def test_a_hand_can_sink_but_not_overcall() -> None:
    """Ann, holding a point of five (51), calls a point of four making 40: the five is sunk
    (Law 50), so Cal's five making 44 is good: Cal 5. Ann's quint major (15) and quatorze of
    aces (14) are still good, but Cal scored first in a category reckoning before them: no
    repique, and no pique. Bob calling a quart to the king with only a tierce in hand is
    refused, at seat 2."""
    sinks = SeatFacts(Calls(point=Point(4, 40)), hand=ANN)
    facts = ThreeHandFacts(seats=(sinks, SeatFacts(hand=BOB), SeatFacts(hand=CAL)), tricks=(1,) * 10)
    score = score_three_hand(facts, NAMES)
    ann, _, cal = score.scores
    assert (ann["point"], cal["point"]) == (0, 5)
    assert (ann["sequences"], ann["sets"], ann["repique"], ann["pique"]) == (15, 14, 0, 0)
    assert any("sunk" in r.reason and r.law == "Law 50" for r in score.rulings)
    overcall = SeatFacts(Calls(sequences=(Sequence(4, Rank.KING),)), hand=BOB)
    facts = ThreeHandFacts(seats=(SeatFacts(hand=ANN), overcall, SeatFacts(hand=CAL)), tricks=(1,) * 10)
    with pytest.raises(BadValue) as bad:
        score_three_hand(facts, NAMES)
    assert (bad.value.field, bad.value.side) == ("sequences", "seat 2")


NO_CALLS = SeatFacts(Calls(Point(0), (), ()))


@pytest.mark.parametrize(
    ("change", "field", "side", "words"),
    [
        ({"tricks": (1,) * 11}, "tricks", None, "11 tricks given: a deal at three has ten tricks"),
        ({"talon": 3}, "talon", None, "a talon of 3 cannot be"),
        ({"exchange": (0, 0, 3)}, "exchange", "seat 3", "Cal, the dealer, exchanged 3: he takes 0 to 2"),
        ({"exchange": (1, 0, 0)}, "exchange", "seat 1", "Ann (seat 1) cannot exchange"),
        ({"exchange": (0, 2)}, "exchange", None, "give the exchange of each of the three seats"),
        ({"tricks": (1,) * 9 + (4,)}, "tricks", None, "a trick won by seat 4"),
        ({"seats": (NO_CALLS,) * 4}, "players", None, "three-hand piquet is for three players, not 4"),
    ],
)
def test_bad_input_gets_one_sentence_naming_its_field(
    change: dict[str, object], field: str, side: str | None, words: str
) -> None:
    facts = ThreeHandFacts(seats=(NO_CALLS,) * 3, tricks=(1,) * 10)._replace(**change)
    with pytest.raises(BadValue) as bad:
        score_three_hand(facts, NAMES)
    assert (bad.value.field, bad.value.side) == (field, side)
    assert words in bad.value.message
    assert bad.value.message.endswith(".") and bad.value.message.count(". ") == 0


def test_bad_hands_and_equal_lengths_without_counts() -> None:
    """A hand of eleven cards; a card in two hands; two five-card points, one without its
    count, cannot be compared (Law 62)."""
    long = ThreeHandFacts(
        seats=(SeatFacts(hand=ANN + parse_cards("9H")), NO_CALLS, NO_CALLS), tricks=(1,) * 10
    )
    with pytest.raises(BadValue, match="Ann's hand has 11 cards: at three each holds ten."):
        score_three_hand(long, NAMES)
    twice = ThreeHandFacts(seats=(SeatFacts(hand=ANN), SeatFacts(hand=ANN), NO_CALLS), tricks=(1,) * 10)
    with pytest.raises(BadValue, match="Bob's hand repeats a card"):
        score_three_hand(twice, NAMES)
    unsaid = ThreeHandFacts(
        seats=(SeatFacts(Calls(Point(5), (), ())), NO_CALLS, SeatFacts(Calls(Point(5, 44), (), ()))),
        tricks=(1,) * 10,
    )
    with pytest.raises(BadValue) as bad:
        score_three_hand(unsaid, NAMES)
    assert (bad.value.field, bad.value.side) == ("point", "seat 1")
    trios = ThreeHandFacts(
        seats=(
            SeatFacts(Calls(Point(0), (), (RankSet(3, Rank.ACE),))),
            NO_CALLS,
            SeatFacts(Calls(Point(0), (), (RankSet(3, Rank.ACE),))),
        ),
        tricks=(1,) * 10,
    )
    with pytest.raises(BadValue, match="the pack holds four of each rank"):
        score_three_hand(trios, NAMES)
