"""The notation of docs/contract.md: every form it accepts, and a sentence for every
impossible value, naming the text and the forms accepted."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet_cli.cards import Card, Rank, Suit, parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import PIQUET_PACK, Point, RankSet, Sequence
from piquet_cli.games.piquet.deal import (
    Agreements,
    AnnouncedPlay,
    Calls,
    DealFacts,
    check_exchange,
    score_deal,
)
from piquet_cli.games.piquet.notation import (
    format_sequences,
    format_sets,
    parse_point,
    parse_sequences,
    parse_sets,
    parse_tricks,
)
from piquet_cli.games.piquet.pairs import parse_pair
from piquet_cli.games.side import Side


def test_cards_in_every_spelling() -> None:
    assert parse_cards("AS kh 10D TC 9♣, 7♦") == (
        Card(Rank.ACE, Suit.SPADES),
        Card(Rank.KING, Suit.HEARTS),
        Card(Rank.TEN, Suit.DIAMONDS),
        Card(Rank.TEN, Suit.CLUBS),
        Card(Rank.NINE, Suit.CLUBS),
        Card(Rank.SEVEN, Suit.DIAMONDS),
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [("6S", "not in the piquet pack"), ("AX", "no suit"), ("A", "is not a card"), ("AS AS", "given twice")],
)
def test_bad_cards(text: str, message: str) -> None:
    with pytest.raises(BadValue, match=message):
        parse_cards(text, PIQUET_PACK)


def test_points() -> None:
    assert parse_point("5") == Point(5)
    assert parse_point("5/48") == Point(5, 48)
    assert parse_point("-") == Point(0)


@pytest.mark.parametrize(
    ("text", "message"),
    [("9", "eight cards"), ("5/60", "cannot make 60"), ("3/20", "cannot make 20"), ("five", "not a point")],
)
def test_impossible_points(text: str, message: str) -> None:
    """Five cards of one suit make 42 (10 9 8 7 and... the lowest five) to 51 (A K Q J 10)."""
    with pytest.raises(BadValue, match=message):
        parse_point(text)


def test_point_counts_at_the_edges() -> None:
    assert parse_point("5/51") == Point(5, 51)  # A K Q J 10
    assert parse_point("3/24") == Point(3, 24)  # 9 8 7
    with pytest.raises(BadValue):
        parse_point("5/52")


def test_sequences_in_every_spelling() -> None:
    assert parse_sequences("5K,3J") == (Sequence(5, Rank.KING), Sequence(3, Rank.KNAVE))
    assert parse_sequences("quint K") == (Sequence(5, Rank.KING),)
    assert parse_sequences("quart major") == (Sequence(4, Rank.ACE),)
    assert parse_sequences("Sixième to the queen") == (Sequence(6, Rank.QUEEN),)
    assert parse_sequences("4T") == parse_sequences("410") == (Sequence(4, Rank.TEN),)
    assert parse_sequences("tierce minor") == (Sequence(3, Rank.NINE),)
    assert parse_sequences("quart") == parse_sequences("4") == (Sequence(4),)
    assert format_sequences(parse_sequences("3J,5K,4")) == "5K,4,3J"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("9K", "3 to 8 cards"),
        ("2A", "3 to 8 cards"),
        ("5Q,3X", "is not a rank"),
        ("3 8", "cannot stop at the eight"),
        ("4 9", "cannot stop at the nine"),
        ("quint 10", "cannot stop at the ten"),
    ],
)
def test_impossible_sequences(text: str, message: str) -> None:
    with pytest.raises(BadValue, match=message):
        parse_sequences(text)


def test_sets_in_every_spelling() -> None:
    assert parse_sets("14A,3K") == parse_sets("4A, trio K") == (RankSet(4, Rank.ACE), RankSet(3, Rank.KING))
    assert parse_sets("quatorze A") == (RankSet(4, Rank.ACE),)
    assert parse_sets("3T") == parse_sets("310") == parse_sets("trio of tens") == (RankSet(3, Rank.TEN),)
    assert parse_sets("410") == parse_sets("1410") == (RankSet(4, Rank.TEN),)
    assert parse_sets("trio") == (RankSet(3),)
    assert format_sets(parse_sets("3K,14T")) == "14T,3K"


@pytest.mark.parametrize(
    ("text", "message"),
    [("39", "score nothing"), ("14 8", "score nothing"), ("3K,4K", "twice"), ("5A", "not a set")],
)
def test_impossible_sets(text: str, message: str) -> None:
    with pytest.raises(BadValue, match=message):
        parse_sets(text)


def test_tricks() -> None:
    assert parse_tricks("eeyy eeee,yeee")[:3] == (Side.ELDER, Side.ELDER, Side.YOUNGER)
    with pytest.raises(BadValue, match="11 tricks, not 12"):
        parse_tricks("e" * 11)
    with pytest.raises(BadValue, match="'x' is not a trick's winner"):
        parse_tricks("e" * 11 + "x")


def test_pairs_are_ascii_whole_numbers() -> None:
    assert parse_pair("5,3") == (5, 3)
    for bad in ("5", "5,3,1", "²,3", "-1,2", "a,b"):
        with pytest.raises(BadValue):
            parse_pair(bad)


def test_exchange_laws_21_and_22_and_au_cent() -> None:
    check_exchange((5, 3))
    check_exchange((1, 7))
    with pytest.raises(BadValue, match="1 to 3"):
        check_exchange((5, 0))
    check_exchange((5, 0), Agreements(younger_may_take_none=True))  # au cent: younger need not exchange


def test_au_cent_point_ending_in_four_scores_one_less() -> None:
    """By agreement (Laws of Piquet au Cent): a point of five making 44 counts four."""
    four = Agreements(True, point_ending_in_four=True)
    s = score_deal(DealFacts(elder=_calls("5/44"), tricks=parse_tricks("e" * 12)), agreements=four)
    assert s.elder.point == 4
    s = score_deal(DealFacts(elder=_calls("5/45"), tricks=parse_tricks("e" * 12)), agreements=four)
    assert s.elder.point == 5
    with pytest.raises(BadValue, match="needs its count"):
        score_deal(DealFacts(elder=_calls("5"), tricks=parse_tricks("e" * 12)), agreements=four)


def test_au_cent_low_cards_led_score_nothing() -> None:
    """By agreement, nines, eights and sevens are not counting cards when led:
    elder leads all twelve, three of them with low cards → 12 − 3 + 1 = 10."""
    low = Agreements(True, low_cards_lead_nothing=True)
    s = score_deal(DealFacts(tricks=parse_tricks("e" * 12), low_leads=(2, 5, 9)), agreements=low)
    assert s.elder.play == 10
    s = score_deal(DealFacts(announced=AnnouncedPlay((10, 0), (12, 0))), agreements=low)
    assert s.elder.play == 10


def _calls(point: str) -> Calls:
    return Calls(parse_point(point), (), ())


@given(st.text(alphabet=st.characters(max_codepoint=0x7F)))
def test_an_ascii_value_is_made_plain_as_any_value_is(text: str) -> None:
    """``_plain``'s short way for ASCII (as a file keeps every value) is its long way's result."""
    import unicodedata

    from piquet_cli.games.piquet.notation import _plain

    decomposed = unicodedata.normalize("NFKD", text)
    long_way = " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).lower().split())
    assert _plain(text) == long_way
