"""Four-hand piquet, partners opposite (issue 21): deals scored against figures worked by hand.

Seats in playing order: Ann 1, Bob 2, Cal 3, Dee 4 (the dealer); Ann and Cal against Bob
and Dee. Eight cards each, eight tricks. The rules (docs/rules.md, the French four-hand
game): a point under 30 is not called; the side best in a category scores every
combination of that kind its members hold; pic (20 in hand and play) counts 60 in place
of the 20, +40; repic (20 in hand alone) counts 90, +70 (the keeper's reading); both
partners blank 20, one on each side nothing; the cards 10, none at 4-4, capot 40.

Play points (Law 65 for partners, the keeper's reading): the leader's side one for the
card led; the other side one more when it wins the trick; the last trick one more.
Seat 1 leads the first trick, the winner of each the next.
"""

from __future__ import annotations

import re

import pytest

from piquet_cli.cards import parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.facts import Calls
from piquet_cli.games.piquet.four_hand import score_four_hand
from piquet_cli.games.piquet.four_hand_facts import FourHandDeal, Seat
from piquet_cli.games.piquet.notation import parse_point, parse_sequences, parse_sets
from piquet_cli.games.side import Side

NAMES = ("Ann", "Bob", "Cal", "Dee")


def hand(text: str) -> Seat:
    return Seat(hand=parse_cards(text))


def called(point: str = "-", seq: str = "-", sets: str = "-", blank: bool = False) -> Seat:
    return Seat(Calls(parse_point(point), parse_sequences(seq), parse_sets(sets)), carte_blanche=blank)


def tricks(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in text)


def test_the_losing_partners_weaker_sequence_scores_for_the_best_side_and_a_repic_at_20() -> None:
    """From the four hands (all 32 cards):
    Ann 9♥ 8♥ 7♥ A♦ A♣ K♣ 10♠ 8♠: tierce minor; best suit hearts 3 cards 24, under 30: no point.
    Bob A♠ K♠ Q♠ J♠ 7♠ A♥ 9♣ 8♦: quart major; point of five, 11+10+10+10+7 = 48.
    Cal K♦ Q♦ J♦ 10♦ 9♦ 9♠ 8♣ 7♣: quint to the king; point of five, 10×4+9 = 49.
    Dee Q♣ J♣ 10♣ K♥ Q♥ J♥ 10♥ 7♦: quart to the king, tierce to the queen; point 4/40.
    Nobody holds three of a rank ten or higher; everybody holds a court card.
    Point: Cal's 49 beats Bob's 48 (five cards each): Ann and Cal 5 (Ann calls none).
    Sequences: Cal's quint beats Bob's quart major: Ann and Cal 15 + Ann's tierce minor 3 = 18,
    though Ann's tierce is worse than both of Bob's and Dee's sequences.
    In hand Ann and Cal make 5, then 23 with the sequences; Bob and Dee nothing: repic, +70.
    Tricks won by 3 3 2 2 4 1 3 1 (leaders 1 3 3 2 2 4 1 3): Ann and Cal lead 1, 2, 3, 7, 8
    and win 6 from Bob and Dee's lead, and the last: 5 + 1 + 1 = 7; Bob and Dee win 3, lead 4,
    5, 6: 4. Tricks 5 to 3: the cards to Ann and Cal, 10.
    Ann and Cal 5 + 18 + 70 + 7 + 10 = 110; Bob and Dee 4."""
    deal = FourHandDeal(
        (
            hand("9H 8H 7H AD AC KC 10S 8S"),
            hand("AS KS QS JS 7S AH 9C 8D"),
            hand("KD QD JD 10D 9D 9S 8C 7C"),
            hand("QC JC 10C KH QH JH 10H 7D"),
        ),
        tricks("33224131"),
    )
    score = score_four_hand(deal, NAMES)
    ours, theirs = score.of(Side.ELDER), score.of(Side.YOUNGER)
    assert (ours.point, ours.sequences, ours.sets, ours.repique, ours.pique, ours.play, ours.cards) == (
        5,
        18,
        0,
        70,
        0,
        7,
        10,
    )
    assert (ours.total, theirs.total) == (110, 4)
    assert theirs.play == 4
    said = {r.category: r.reason for r in score.rulings}
    assert said["sequences"] == (
        "Ann and Cal: sequence, Cal's quint to the king is best, against Bob's quart major; "
        "Ann's tierce minor scores too: 15 + 3 = 18."
    )
    assert "Cal's point of five making 49 is best, against Bob's point of five making 48" in said["point"]
    assert "repic" in said["repique"] and "+70" in said["repique"]
    assert [r.category for r in score.rulings][:5] == ["point", "sequences", "sets", "repique", "play"]


def test_a_pic_at_20_with_both_partners_points_and_trios() -> None:
    """Calls (suits X Y Z W; consistent: Cal's tierce's ten and seven are Dee's and his own):
    Ann 5/48 (A Q J 9 8 of Y), trio of aces. Bob 4/36 (A K 8 7 of Z), trio of kings.
    Cal 4/37 (K Q J 7 of X), tierce to the king, trio of tens. Dee no point (under 30), tierce
    to the ten (10 9 8 of X).
    Point: Ann's five cards best: Ann and Cal score Ann's 5 and Cal's 4 = 9.
    Sequences: Cal's tierce to the king beats Dee's to the ten: 3.
    Sets: Ann's aces beat Bob's kings: the aces 3 and Cal's tens 3 (worse than Bob's kings) = 6.
    In hand Ann and Cal 18, Bob and Dee nothing: no repic (under 20).
    Tricks 1 1 1 1 3 2 4 4 (leaders 1 1 1 1 1 3 2 4): Ann and Cal's leads to tricks 1 and 2
    bring them to 19 and 20 before Bob and Dee score: pic at the lead to trick 2, +40.
    Play: Ann and Cal lead 1–6: 6; Bob and Dee win 6, lead 7 and 8, the last: 4.
    Tricks 5 to 3: the cards 10. Ann and Cal 9 + 3 + 6 + 40 + 6 + 10 = 74; Bob and Dee 4."""
    deal = FourHandDeal(
        (
            called("5/48", sets="3A"),
            called("4/36", sets="3K"),
            called("4/37", "3K", "3T"),
            called(seq="3T"),
        ),
        tricks("11113244"),
    )
    score = score_four_hand(deal, NAMES)
    ours, theirs = score.of(Side.ELDER), score.of(Side.YOUNGER)
    assert (ours.point, ours.sequences, ours.sets, ours.repique, ours.pique, ours.play, ours.cards) == (
        9,
        3,
        6,
        0,
        40,
        6,
        10,
    )
    assert (ours.total, theirs.total) == (74, 4)
    said = {r.category: r.reason for r in score.rulings}
    assert said["point"].endswith("Cal's point of four making 37 scores too: 5 + 4 = 9.")
    assert said["sets"] == (
        "Ann and Cal: quatorze or trio, Ann's trio of aces is best, against Bob's trio of kings; "
        "Cal's trio of tens scores too: 3 + 3 = 6."
    )
    assert "with the lead to trick 2" in said["pique"]


def test_both_partners_blank_score_20_and_that_is_a_repic() -> None:
    """Ann A♠ 10♠ 9♠ 8♠ 7♠ A♥ 10♥ 9♥ and Cal A♦ 10♦ 9♦ 8♦ 7♦ A♣ 10♣ 9♣: both blank.
    Bob K♠ Q♠ J♠ K♥ Q♥ J♥ 8♥ 7♥, Dee K♦ Q♦ J♦ K♣ Q♣ J♣ 8♣ 7♣.
    Carte blanche, both partners: Ann and Cal 20, reckoned first: 20 in hand before Bob and
    Dee score, a repic, +70.
    Point: every best suit is five cards making 45 (A 10 9 8 7; K Q J 8 7): equal, nobody.
    Sequences: Ann's and Cal's quarts minor beat the tierces to the king: 4 + 4 = 8.
    Sets: nobody holds three of a rank.
    Tricks 2 2 1 1 4 3 2 1 (leaders 1 2 2 1 1 4 3 2): four each, the cards divided.
    Ann and Cal: lead 1, 4, 5, 7; win 3, 6, 8; last: 8. Bob and Dee: lead 2, 3, 6, 8; win 1,
    5, 7: 7. Ann and Cal 20 + 70 + 8 + 8 = 106; Bob and Dee 7."""
    deal = FourHandDeal(
        (
            hand("AS 10S 9S 8S 7S AH 10H 9H"),
            hand("KS QS JS KH QH JH 8H 7H"),
            hand("AD 10D 9D 8D 7D AC 10C 9C"),
            hand("KD QD JD KC QC JC 8C 7C"),
        ),
        tricks("22114321"),
    )
    score = score_four_hand(deal, NAMES)
    ours, theirs = score.of(Side.ELDER), score.of(Side.YOUNGER)
    assert (ours.carte_blanche, ours.point, ours.sequences, ours.repique, ours.play, ours.cards) == (
        20,
        0,
        8,
        70,
        8,
        0,
    )
    assert (ours.total, theirs.total) == (106, 7)
    said = {r.category: r.reason for r in score.rulings}
    assert "both partners blank, the side scores 20" in said["carte_blanche"]
    assert "nobody scores the point" in said["point"]
    assert "divided" in said["cards"]


def test_one_blank_on_each_side_scores_nothing_and_a_capot() -> None:
    """Calls: Ann blank, 5/45 (A 10 9 8 7), quart minor. Bob blank, 4/38 (A 10 9 8), tierce to
    the ten. Cal a trio of kings. Dee a quatorze of queens.
    Carte blanche: one on each side, neither scores.
    Point: Ann's five cards: 5. Sequences: Ann's quart minor beats Bob's tierce: 4.
    Sets: Dee's quatorze beats Cal's trio: Bob and Dee 14. No repic: Ann and Cal 9, and Bob and
    Dee's 14 come after Ann and Cal have scored.
    Tricks 2 4 2 4 2 4 2 2: Bob and Dee take all eight, capot 40. Play: Ann leads trick 1 (1);
    Bob and Dee win it, lead 2–8 and take the last: 1 + 7 + 1 = 9.
    Ann and Cal 5 + 4 + 1 = 10; Bob and Dee 14 + 9 + 40 = 63."""
    deal = FourHandDeal(
        (
            called("5/45", "4T", blank=True),
            called("4/38", "3T", blank=True),
            called(sets="3K"),
            called(sets="4Q"),
        ),
        tricks("24242422"),
    )
    score = score_four_hand(deal, NAMES)
    ours, theirs = score.of(Side.ELDER), score.of(Side.YOUNGER)
    assert (ours.carte_blanche, ours.point, ours.sequences, ours.play) == (0, 5, 4, 1)
    assert (theirs.carte_blanche, theirs.sets, theirs.play, theirs.cards, theirs.repique) == (0, 14, 9, 40, 0)
    assert (ours.total, theirs.total) == (10, 63)
    said = {r.category: r.reason for r in score.rulings}
    assert "one on each side: neither side scores it" in said["carte_blanche"]
    assert "capot, 40" in said["cards"]


def test_one_blank_hand_alone_scores_ten_for_its_side() -> None:
    """Keeper's ruling: Dee alone blank scores Law 61's 10 for Bob and Dee; nothing else is
    called and no play entered: Bob and Dee 10, Ann and Cal 0 (10 is under 20: no repic)."""
    deal = FourHandDeal((called(), called(), called(), called(blank=True)))
    score = score_four_hand(deal, NAMES)
    assert (score.of(Side.ELDER).total, score.of(Side.YOUNGER).total) == (0, 10)
    assert score.of(Side.YOUNGER).carte_blanche == 10


def test_an_equal_best_sequence_nullifies_every_sequence() -> None:
    """Ann a quart to the king and a tierce minor, Bob a quart to the king: the best of each
    side is equal, and nobody scores any sequence, not even Ann's tierce (Law 63)."""
    deal = FourHandDeal((called(seq="4K, tierce minor"), called(seq="4K"), called(), called(seq="3Q")))
    score = score_four_hand(deal, NAMES)
    assert score.of(Side.ELDER).sequences == score.of(Side.YOUNGER).sequences == 0


def test_a_partners_point_under_30_from_his_hand_is_not_called() -> None:
    """From the hand, Ann's best suit is 3 cards making 24: no point, so nothing of hers adds to
    Cal's (deal 1's hands): Ann and Cal score Cal's 5 only."""
    deal = FourHandDeal(
        (
            hand("9H 8H 7H AD AC KC 10S 8S"),
            hand("AS KS QS JS 7S AH 9C 8D"),
            hand("KD QD JD 10D 9D 9S 8C 7C"),
            hand("QC JC 10C KH QH JH 10H 7D"),
        )
    )
    score = score_four_hand(deal, NAMES)
    assert score.of(Side.ELDER).point == 5
    assert score.calls[0].point == parse_point("-")


BAD = [
    (FourHandDeal((called(),) * 4, tricks("123412341")), "tricks", "8 tricks (eight cards each), not 9"),
    (FourHandDeal((called(),) * 4, tricks("1234123")), "tricks", "not 7"),
    (FourHandDeal((called(),) * 4, tricks("12341235")), "tricks", "seat 1, 2, 3 or 4, not 5"),
    (
        FourHandDeal((hand("AS KS QS JS 10S 9S 8S 7S AH"), called(), called(), called())),
        "hand",
        "Ann's has 9",
    ),
    (
        FourHandDeal((hand("AS KS QS JS 10S 9S 8S 7S"), called(), hand("AS AH AD AC KH KD KC QH"), called())),
        "hand",
        "A♠ cannot be in both Ann's hand and Cal's",
    ),
    (
        FourHandDeal(
            (Seat(hand=parse_cards("AS QS JS 10S 9S 8S 7S") + parse_cards("AS")),) + (called(),) * 3
        ),
        "hand",
        "twice in Ann's hand",
    ),
    (FourHandDeal((called("3/24"), called(), called(), called())), "point", "under 30 is not called"),
    (FourHandDeal((called("5"), called(), called(), called())), "point", "with its count"),
    (FourHandDeal((called(sets="3A"), called(sets="3A"), called(), called())), "sets", "Ann and Bob cannot"),
    (FourHandDeal((called(seq="5"), called(), called(), called())), "sequences", "top card"),
    (
        FourHandDeal((called(blank=True), called(blank=True), called(blank=True), called())),
        "carte_blanche",
        "only twenty cards",
    ),
    (
        FourHandDeal(
            (Seat(hand=parse_cards("AS KS QS JS 10S 9S 8S 7S"), carte_blanche=True),) + (called(),) * 3
        ),
        "carte_blanche",
        "not carte blanche",
    ),
    (
        FourHandDeal((called(blank=True, sets="3K"), called(), called(), called())),
        "carte_blanche",
        "trio of kings",
    ),
    (FourHandDeal((called("6/54", blank=True),) + (called(),) * 3), "carte_blanche", "not a point of 6"),
    (FourHandDeal((called(),) * 3), "seats", "four seats, not 3"),
]


@pytest.mark.parametrize(("deal", "field", "words"), BAD)
def test_bad_input_is_one_sentence_naming_its_field(deal: FourHandDeal, field: str, words: str) -> None:
    with pytest.raises(BadValue) as caught:
        score_four_hand(deal, NAMES)
    assert caught.value.field == field
    assert words in caught.value.message
    assert re.search(r"[.!?] [A-Z]", caught.value.message) is None and caught.value.message.endswith(".")


def test_a_side_alone_in_a_category_is_best_against_nobody() -> None:
    """Only Dee calls a sequence, a tierce to the queen: Bob and Dee 3, Ann and Cal calling none."""
    score = score_four_hand(FourHandDeal((called(), called(), called(), called(seq="3Q"))), NAMES)
    said = {r.category: r.reason for r in score.rulings}
    assert said["sequences"] == (
        "Bob and Dee: sequence, Dee's tierce to the queen is best, Ann and Cal calling no sequence: 3."
    )
    assert score.of(Side.YOUNGER).sequences == 3
