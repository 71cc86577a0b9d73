"""Cards and packs (issue 13): a game's pack says its ranks in its own order and how many copies of
each card it holds; the notation reads cards against it."""

from __future__ import annotations

import pytest

from piquet_cli.cards import Card, Pack, Rank, Suit, parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import PIQUET_PACK

DOUBLE = Pack(
    "double pack of 48",
    (Rank.NINE, Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE),
    copies=2,
)
"""Pinochle's shape: A 10 K Q J 9 high to low, two of each card (docs/pinochle.md)."""


def test_piquet_pack_is_thirty_two_cards_once_each_ace_high() -> None:
    assert len(PIQUET_PACK.cards) == 32 and len(set(PIQUET_PACK.cards)) == 32
    assert PIQUET_PACK.strength(Rank.ACE) > PIQUET_PACK.strength(Rank.KING) > PIQUET_PACK.strength(Rank.TEN)
    with pytest.raises(BadValue, match="AS is given twice; a piquet pack holds each card once"):
        parse_cards("AS KS AS", PIQUET_PACK)


def test_a_double_pack_takes_each_card_twice_and_ranks_the_ten_above_the_king() -> None:
    assert len(DOUBLE.cards) == 48
    assert parse_cards("AS AS 10H", DOUBLE) == (
        Card(Rank.ACE, Suit.SPADES),
        Card(Rank.ACE, Suit.SPADES),
        Card(Rank.TEN, Suit.HEARTS),
    )
    assert DOUBLE.strength(Rank.TEN) > DOUBLE.strength(Rank.KING)
    with pytest.raises(BadValue, match="AS is given 3 times; a double pack of 48 holds each card twice"):
        parse_cards("AS AS AS", DOUBLE)
    with pytest.raises(BadValue, match="'7S' is not in the double pack of 48: it has only A 10 K Q J 9"):
        parse_cards("7S", DOUBLE)
