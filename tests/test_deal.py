"""Deal scoring against numbers worked out by hand from Cavendish's laws."""

from __future__ import annotations

import pytest

from piquet_cli.cards import parse_cards
from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.piquet.deal import AnnouncedPlay, Calls, DealFacts, score_deal
from piquet_cli.games.piquet.notation import (
    parse_point,
    parse_sequences,
    parse_sets,
    parse_tricks,
)
from piquet_cli.games.side import Side


def calls(point: str = "-", seq: str = "-", sets: str = "-") -> Calls:
    return Calls(parse_point(point), parse_sequences(seq), parse_sets(sets))


NOTHING = Calls()


def deal(
    elder: Calls = NOTHING, younger: Calls = NOTHING, tricks: str | None = None, **kw: object
) -> DealFacts:
    return DealFacts(elder=elder, younger=younger, tricks=parse_tricks(tricks) if tricks else None, **kw)  # type: ignore[arg-type]


CAVENDISH_ELDER = "AS JS 9S 8S AH KH QH JH 8H JC 9C KD"
CAVENDISH_YOUNGER = "QS 10S 10H AC KC QC 10C AD QD JD 10D 7D"


def test_cavendish_example_from_the_hands() -> None:
    """A: point 5 (49 v 48), quart major 4, play 9, cards 10 = 28; B: quatorze of
    tens 14 + trio of queens 3 = 17, play 6 = 23."""
    facts = DealFacts(
        elder_hand=parse_cards(CAVENDISH_ELDER),
        younger_hand=parse_cards(CAVENDISH_YOUNGER),
        tricks=parse_tricks("eeeeeyyyyyee"),
    )
    s = score_deal(facts)
    assert s.elder.as_dict() == {
        "carte_blanche": 0,
        "point": 5,
        "sequences": 4,
        "sets": 0,
        "repique": 0,
        "pique": 0,
        "play": 9,
        "cards": 10,
        "total": 28,
    }
    assert s.younger.as_dict() == {
        "carte_blanche": 0,
        "point": 0,
        "sequences": 0,
        "sets": 17,
        "repique": 0,
        "pique": 0,
        "play": 6,
        "cards": 0,
        "total": 23,
    }


def test_cavendish_example_from_declarations() -> None:
    s = score_deal(deal(calls("5/49", "4A", "3J"), calls("5/48", "3A,3Q", "14T,3Q"), "eeeeeyyyyyee"))
    assert (s.elder.total, s.younger.total) == (28, 23)
    assert (s.elder.point, s.elder.sequences, s.younger.sets, s.elder.play, s.younger.play) == (
        5,
        4,
        17,
        9,
        6,
    )


def test_pique_point_quint_major_and_three_aces() -> None:
    """23 in hand (5 + 15 + 3); the seventh lead makes 30 before younger scores:
    pique. Elder wins 7 tricks then loses 5: play 8 (7 leads + the eighth lead),
    cards 10 → 23 + 8 + 30 + 10 = 71; younger wins trick 8 and leads the rest: 6."""
    s = score_deal(deal(calls("5", "5A", "3A"), calls(), "eeeeeeeyyyyy"))
    assert s.elder.pique == 30 and s.elder.repique == 0
    assert s.elder.hand == 23
    assert (s.elder.total, s.younger.total) == (71, 6)
    pique = next(r for r in s.rulings if r.category == "pique")
    assert "lead to trick 7" in pique.reason and pique.law == "Law 69"


def test_repique_point_quint_quatorze() -> None:
    """5 + 15 + 14 = 34 in hand, all good: repique → 94 in hand."""
    s = score_deal(deal(calls("5", "5K", "14A"), calls(), "eeeeeeeeeeee"))
    assert s.elder.hand + s.elder.repique == 94
    assert s.elder.pique == 0


def test_younger_good_point_stops_elder_repique() -> None:
    """Elder makes 15 + 14 + 3 = 32 in hand, but younger's point of six reckons
    first (Law 67): no repique, and no pique either."""
    s = score_deal(deal(calls("5", "5A", "14A,3K"), calls("6"), "eeeeeeeeeeee"))
    assert s.elder.hand == 32 and s.younger.point == 6
    assert s.elder.repique == 0 and s.elder.pique == 0
    ruling = next(r for r in s.rulings if r.category == "repique")
    assert "point reckons first" in ruling.reason


def test_younger_trio_of_tens_stops_pique() -> None:
    """Huitième: point 8 + sequence 18 = 26, a tierce 3 → 29; the first lead
    would make 30, but younger's good trio of tens reckons before play."""
    s = score_deal(deal(calls("8", "8A,3A"), calls("-", "-", "3T"), "eeeeeeeeeeee"))
    assert s.elder.hand == 29 and s.younger.sets == 3
    assert s.elder.pique == 0
    assert s.elder.total == 29 + 13 + 40
    ruling = next(r for r in s.rulings if r.category == "pique")
    assert "trio of tens" in ruling.reason


def test_equal_point_quint_and_quatorze_then_one_lead_is_pique() -> None:
    """Equal points save nothing: quint 15 + quatorze 14 = 29, the first lead 30.
    Elder leads trick 1 and wins it, leads trick 2 and loses: play 2; younger
    wins trick 2 and leads ten more, the last: 1 + 10 + 1 = 12, cards 10."""
    s = score_deal(deal(calls("5/45", "5K", "14A"), calls("5/45"), "eyyyyyyyyyyy"))
    assert s.elder.point == 0 and s.younger.point == 0
    assert s.elder.pique == 30
    assert (s.elder.total, s.younger.total) == (61, 22)


def test_capot_without_pique() -> None:
    """Elder ♠A K Q J 8 ♥A K J 10 8 7 ♦A: point of six 6, quart major 4, three
    aces 3 = 13; twelve leads and the last trick 13 → 26, short of 30; capot 40 → 66."""
    elder = parse_cards("AS KS QS JS 8S AH KH JH 10H 8H 7H AD")
    younger = parse_cards("10S 9S 7S QH 9H KD QD 10D 8D AC QC 10C")
    s = score_deal(DealFacts(elder_hand=elder, younger_hand=younger, tricks=parse_tricks("e" * 12)))
    assert s.elder.total == 66 and s.elder.pique == 0 and s.elder.cards == 40
    assert s.younger.total == 0


def test_younger_repiques_though_elder_leads_first() -> None:
    """Younger: point 5 + septième 17 + quatorze 14 = 36 in hand → 96; hand
    reckons before play, so elder's lead does not stop it."""
    s = score_deal(deal(calls(), calls("5", "7K", "14A"), "yyyyyyyyyyyy"))
    assert s.younger.hand + s.younger.repique == 96
    assert s.elder.play == 1  # elder's lead to the first trick


def test_twenty_nine_in_hand_and_the_first_lead_is_pique_not_repique() -> None:
    s = score_deal(deal(calls("5", "5A", "3A,3K,3Q"), calls(), "eeeeeeeeeeee"))
    assert s.elder.hand == 29
    assert (s.elder.repique, s.elder.pique) == (0, 30)


def test_hoyles_maximum_is_170() -> None:
    """Three tierces major... four of them (12), point of three 3, quatorzes of
    aces, kings and queens 42 = 57 → repique 60; 13 in play, capot 40 → 170."""
    elder = parse_cards("AS KS QS AH KH QH AD KD QD AC KC QC")
    younger = parse_cards("JS 10S 9S JH 10H 9H JD 10D 9D JC 10C 9C")
    s = score_deal(DealFacts(elder_hand=elder, younger_hand=younger, tricks=parse_tricks("e" * 12)))
    assert s.elder.total == 170 and s.younger.total == 0


def test_carte_blanche_reckons_first_and_saves_a_repique() -> None:
    """Younger's carte blanche (10) reckons before elder's 34 in hand: no repique."""
    s = score_deal(deal(calls("5", "5K", "14A"), calls(), "eeeeeeeeeeee", carte_blanche=(Side.YOUNGER,)))
    assert s.younger.carte_blanche == 10 and s.elder.repique == 0


def test_barred_player_reckons_nothing_but_still_saves() -> None:
    """Younger is barred (Law 58): his good point of six scores nothing but still
    bars elder's repique."""
    s = score_deal(deal(calls("5", "5A", "14A,3K"), calls("6"), "eeeeeeeeeeee", barred=Side.YOUNGER))
    assert s.younger.total == 0
    assert s.elder.repique == 0 and s.elder.point == 0


def test_throw_in_gives_thirteen_for_play_and_ten_for_the_cards() -> None:
    s = score_deal(deal(calls("5"), calls("-", "3K"), throw_in=Side.YOUNGER))
    assert (s.elder.play, s.elder.cards, s.elder.point) == (13, 10, 5)
    assert s.younger.total == 3  # declarations still reckon: his tierce to the king is good


def test_announced_play_checked_against_all_twelve_trick_sequences() -> None:
    s = score_deal(
        deal(
            calls("5/49", "4A", "3J"),
            calls("5/48", "3A,3Q", "14T,3Q"),
            announced=AnnouncedPlay((9, 6), (7, 5)),
        )
    )
    assert (s.elder.total, s.younger.total) == (28, 23)
    with pytest.raises(BadValue, match="no twelve tricks"):
        score_deal(deal(announced=AnnouncedPlay((20, 6), (7, 5))))


def test_announced_pique_that_is_impossible_is_refused() -> None:
    with pytest.raises(RuleError, match="no pique"):
        score_deal(
            deal(calls("5"), calls("-", "-", "3T"), announced=AnnouncedPlay((13, 0), (12, 0), pique=True))
        )


def test_announced_play_forcing_pique_scores_it() -> None:
    """29 in hand, younger nothing: elder's first lead always makes 30."""
    s = score_deal(deal(calls("5", "5A", "3A,3K,3Q"), announced=AnnouncedPlay((13, 0), (12, 0))))
    assert s.elder.pique == 30


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        ({"carte_blanche": (Side.ELDER, Side.YOUNGER)}, "both players cannot hold carte blanche"),
        ({"elder": calls(sets="14A"), "younger": calls(sets="3A")}, "need 7 aces"),
        ({"exchange": (6, 2)}, "1 to 5"),
        ({"exchange": (5, 4)}, "1 to 3"),
        ({"exchange": (3, 0)}, "1 to 5"),
        ({"elder": calls("5"), "younger": calls("5")}, "give the counts"),
    ],
)
def test_impossible_entries_are_refused(kw: dict[str, object], message: str) -> None:
    with pytest.raises(BadValue, match=message):
        score_deal(DealFacts(**kw))  # type: ignore[arg-type]


def test_calls_are_checked_against_the_hand() -> None:
    elder = parse_cards(CAVENDISH_ELDER)
    with pytest.raises(BadValue, match="called a quint to the king but holds a quart"):
        score_deal(
            DealFacts(
                elder=Calls(sequences=parse_sequences("5K")),
                elder_hand=parse_cards("KS QS JS 10S 8S AH KH QH 8H JC 9C KD"),
            )
        )
    s = score_deal(
        DealFacts(elder=Calls(sets=()), elder_hand=elder, younger_hand=parse_cards(CAVENDISH_YOUNGER))
    )
    assert any("sinks a trio of knaves" in r.reason for r in s.rulings)


def test_a_sequence_called_by_its_length_alone_is_enough_when_it_is_good() -> None:
    """Law 48: "it is sufficient to call the number of cards of a sequence if the
    call be good against the cards" — the keeper records just that."""
    s = score_deal(deal(calls("5", "4"), calls("-", "3K"), "eeeeeeeeeeee"))
    assert s.elder.sequences == 4
    ruling = next(r for r in s.rulings if r.category == "sequences")
    assert "Elder's quart is good" in ruling.reason


def test_equal_lengths_with_a_top_unsaid_ask_for_the_top_cards() -> None:
    with pytest.raises(BadValue, match="give the top cards"):
        score_deal(deal(calls("5", "4"), calls("-", "4K"), "eeeeeeeeeeee"))
    with pytest.raises(BadValue, match="give the ranks"):
        score_deal(deal(calls("5", "-", "3"), calls("-", "-", "3K"), "eeeeeeeeeeee"))


def test_a_trio_called_by_its_kind_beats_any_trio_when_it_is_a_quatorze() -> None:
    s = score_deal(deal(calls("5", "-", "14"), calls("-", "-", "3A"), "eeeeeeeeeeee"))
    assert (s.elder.sets, s.younger.sets) == (14, 0)


def test_calls_by_length_or_kind_take_their_cards_from_the_hand() -> None:
    """With the hand given, "a quart" and "a trio" are the quart and trio held."""
    s = score_deal(
        DealFacts(
            elder=Calls(sequences=parse_sequences("4"), sets=parse_sets("3")),
            elder_hand=parse_cards(CAVENDISH_ELDER),
            younger_hand=parse_cards(CAVENDISH_YOUNGER),
            tricks=parse_tricks("eeeeeyyyyyee"),
        )
    )
    assert s.declared[Side.ELDER].sequences == parse_sequences("4A")
    assert s.declared[Side.ELDER].sets == parse_sets("3J")
    assert (s.elder.total, s.younger.total) == (28, 23)
