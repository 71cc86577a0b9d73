"""Odds at the exchange, exact: Cavendish's "Calculations" (Discarding) and his carte blanche
(Odds at piquet), in plain whole numbers.

Cavendish's model: the twenty cards a player has not seen (the 32 less the 12 held) are
alike to be anywhere, so the cards taken in are any of them alike. Elder, taking all the
cards Law 21 allows, takes in 5 of the 20; younger 3 (Cavendish's younger table is 3 of 20: one named
card, 17 to 3, is 3/20). A player who takes fewer (younger leaving a card, to keep two
trios) takes that many of the same 20. Every chance here is a count of draws out of every
draw, so it is exact: the figures are whole numbers, and ``fractions.Fraction`` for the
chance and the odds. No I/O, no words to print (``odds_words`` holds those).

Where Cavendish prints a figure for the same question, ``odds_book.CAVENDISH`` holds it as
printed, and ``odds_book.verdict`` says whether his is exact, rounded, or not what the
arithmetic gives.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from itertools import combinations, product
from math import comb, gcd, prod
from typing import Literal

from piquet_cli.cards import Card, Rank, Suit
from piquet_cli.games.piquet.combinations import COURT, PIQUET_PACK, SET_RANKS
from piquet_cli.records import NamedTuple

UNSEEN = 20
"""The cards a player has not seen: 32 less the 12 held."""
HAND = 12
ELDER_TAKES = 5
"""Elder takes in up to five cards (Law 21), younger up to three (Law 22)."""
YOUNGER_TAKES = 3
TAKES = {"elder": ELDER_TAKES, "younger": YOUNGER_TAKES}
"""What each takes in when taking all the cards that are his, as Cavendish's tables assume."""
TALON = 8
MOST = {"elder": ELDER_TAKES, "younger": TALON - 1}
"""The most each may take in: younger takes, besides his three, any that elder leaves (Law 22)."""

Side = Literal["against", "on", "evens", "certain", "impossible"]


class Odds(NamedTuple):
    """Odds reduced to lowest terms, the larger number first: ``21 to 17 against``."""

    more: int
    fewer: int
    side: Side

    @property
    def ratio(self) -> Fraction:
        """The larger side over the smaller: 21/17 for 21 to 17."""
        return Fraction(self.more, self.fewer) if self.fewer else Fraction(0)

    @property
    def notation(self) -> str:
        """The odds as the JSON gives them: ``21 to 17 against``, ``5 to 2 on``, ``evens``,
        ``certain`` or ``impossible``; the same in every language."""
        if self.side in ("against", "on"):
            return f"{self.more} to {self.fewer} {self.side}"
        return self.side


class Chance(NamedTuple):
    """``favourable`` draws out of ``total``, every draw alike."""

    favourable: int
    total: int

    @property
    def fraction(self) -> Fraction:
        return Fraction(self.favourable, self.total)

    @property
    def odds(self) -> Odds:
        """The odds the chance makes: against when it is under an even chance, on when over."""
        fav, unfav = self.favourable, self.total - self.favourable
        if fav == 0:
            return Odds(0, 0, "impossible")
        if unfav == 0:
            return Odds(0, 0, "certain")
        g = gcd(fav, unfav)
        if fav == unfav:
            return Odds(1, 1, "evens")
        if fav < unfav:
            return Odds(unfav // g, fav // g, "against")
        return Odds(fav // g, unfav // g, "on")


# -- named cards: the hypergeometric counts --------------------------------------------


def draws(taken: int, unseen: int = UNSEEN) -> int:
    """How many draws there are of ``taken`` cards out of ``unseen``: C(20,5) = 15,504."""
    return comb(unseen, taken)


def named_chance(
    taken: int,
    groups: tuple[int, ...],
    needs: tuple[int, ...],
    *,
    any_group: bool = False,
    unseen: int = UNSEEN,
) -> Chance:
    """The chance of taking in at least ``needs[i]`` of each group of ``groups[i]`` named cards
    (with ``any_group``, of one group at least), taking ``taken`` of ``unseen`` cards.

    Each way of drawing ``j[i]`` cards of group ``i`` and the rest from the cards named in no
    group counts C(groups[0], j[0]) × … × C(rest, taken − Σj) draws; the favourable ways
    are summed. Two quatorzes against: ``named_chance(5, (4, 4), (1, 1))``."""
    rest = unseen - sum(groups)
    favourable = 0
    for drawn in product(*(range(min(g, taken) + 1) for g in groups)):
        others = taken - sum(drawn)
        if others < 0 or others > rest:
            continue
        met = [j >= n for j, n in zip(drawn, needs, strict=True)]
        if any(met) if any_group else all(met):
            favourable += prod(comb(g, j) for g, j in zip(groups, drawn, strict=True)) * comb(rest, others)
    return Chance(favourable, draws(taken, unseen))


def carte_blanche_chance() -> Chance:
    """A dealt hand of twelve with no king, queen or knave (Law 18): twelve of the twenty
    others, C(20,12) hands out of C(32,12)."""
    blank = sum(1 for c in PIQUET_PACK.cards if c.rank not in COURT)
    return Chance(comb(blank, HAND), comb(len(PIQUET_PACK.cards), HAND))


# -- a hand's exchange, drawn card by card ---------------------------------------------

_RUN_GAP = 9
"""A suit's eight cards take bits 0–7 of its nine; the ninth stays empty, so a run of bits
never crosses from one suit into the next."""
_SUIT_BASE = {suit: number * _RUN_GAP for number, suit in enumerate(Suit)}
_RANKS = tuple(Rank)


def card_bit(card: Card) -> int:
    """The card's bit in a hand's mask: its suit's nine bits, its rank's place among them."""
    return 1 << (_SUIT_BASE[card.suit] + _RANKS.index(card.rank))


def mask_of(cards: Iterable[Card]) -> int:
    return sum(card_bit(c) for c in set(cards))


_RANK_MASKS = {rank: mask_of(Card(rank, suit) for suit in Suit) for rank in _RANKS}

HandTest = Callable[[int], bool]
"""Whether a hand, as its mask, holds what is wanted."""


class Want(NamedTuple):
    """What an exchange is wanted to bring: ``test`` of the hand after it, and which of the
    kinds it is (for the words: ``odds_words.want_words``)."""

    kind: Literal["cards", "set", "sequence"]
    test: HandTest
    cards: tuple[Card, ...] = ()  # "cards": the cards named
    need: int = 0  # "cards": how many of them at least
    size: int = 0  # "set": 3 a trio, 4 a quatorze; "sequence": its length
    rank: Rank | None = None  # "set": the rank, if named


def want_cards(cards: tuple[Card, ...], need: int | None = None) -> Want:
    """At least ``need`` (default all) of ``cards`` in the hand after the exchange."""
    wanted, at_least = mask_of(cards), len(cards) if need is None else need
    return Want("cards", lambda hand: (hand & wanted).bit_count() >= at_least, cards, at_least)


def want_set(count: int, rank: Rank | None = None) -> Want:
    """A trio (``count`` 3: three of a rank or the four) or a quatorze (4) of ``rank``, or of
    any rank that makes one: aces, kings, queens, knaves, tens (Law 64)."""
    masks = tuple(_RANK_MASKS[r] for r in ((rank,) if rank is not None else SET_RANKS))
    return Want(
        "set", lambda hand: any((hand & m).bit_count() >= count for m in masks), size=count, rank=rank
    )


def want_sequence(length: int) -> Want:
    """A sequence of ``length`` cards or more in one suit (Law 63): a sixième holds a quint."""

    def test(hand: int) -> bool:
        run = hand
        for step in range(1, length):
            run &= hand >> step
        return run != 0

    return Want("sequence", test, size=length)


def unseen_cards(hand: Iterable[Card]) -> tuple[Card, ...]:
    """The cards a player holding ``hand`` has not seen, in the pack's order."""
    held = set(hand)
    return tuple(c for c in PIQUET_PACK.cards if c not in held)


def exchange_chance(hand: tuple[Card, ...], discard: tuple[Card, ...], want: Want) -> Chance:
    """The chance that, discarding ``discard`` from ``hand`` and taking in as many of the cards
    not seen, the hand holds what is ``want``-ed: every draw tried, C(20, k) of them (15,504
    at most), each counted once."""
    kept = mask_of(set(hand) - set(discard))
    bits = [card_bit(c) for c in unseen_cards(hand)]
    test = want.test
    favourable = sum(1 for drawn in combinations(bits, len(discard)) if test(kept + sum(drawn)))
    return Chance(favourable, draws(len(discard), len(bits)))


# -- Cavendish's printed figures -------------------------------------------------------
