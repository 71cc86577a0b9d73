"""Cards, suits, ranks and the card notation shared by every game.

Notation (docs/contract.md, "Notation"): rank ``7 8 9 10 J Q K A`` (``T`` for ten too) followed by a
suit ``S H D C`` or ``♠ ♥ ♦ ♣``, case-insensitive, separated by spaces or commas:
``AS KH 10D TC 9♣``.
"""

import re
from enum import Enum, IntEnum
from typing import NamedTuple

from piquet_cli.errors import BadValue


class Suit(Enum):
    """The four suits, in the order a hand is usually sorted."""

    # Members are singletons compared by identity: hash them so, in C, not by name in
    # Python (Enum's default) — hands are hashed and keyed by suit on every deal scored.
    __hash__ = object.__hash__

    SPADES = "S"
    HEARTS = "H"
    CLUBS = "C"
    DIAMONDS = "D"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def word(self) -> str:
        return self.name.lower()


_SUIT_NUMBERS = {suit: number for number, suit in enumerate(Suit)}
_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦"}
_SUIT_BY_TEXT = {s.value: s for s in Suit} | {v: k for k, v in _SUIT_SYMBOLS.items()}
_SUIT_BY_TEXT |= {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♧": Suit.CLUBS, "♢": Suit.DIAMONDS}


class Rank(IntEnum):
    """The ranks of the cards. Each is numbered by its face (7 to 10) or its court order (knave 11
    to ace 14); how a game ranks them is its ``Pack``'s (in Bezique and Pinochle the ten is
    above the king)."""

    __hash__ = int.__hash__  # equal to its number, so hashed as it (and in C, not by name)

    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    KNAVE = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The rank as players name it: ``king``, ``knave``, ``ten``."""
        return _RANK_WORDS[self]

    @property
    def plural(self) -> str:
        """``aces``, ``tens``: for quatorzes and trios."""
        return _RANK_WORDS[self] + "s"


_RANK_SYMBOLS = {
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.KNAVE: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_WORDS = {
    Rank.SEVEN: "seven",
    Rank.EIGHT: "eight",
    Rank.NINE: "nine",
    Rank.TEN: "ten",
    Rank.KNAVE: "knave",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
}
_RANK_BY_TEXT = {v: k for k, v in _RANK_SYMBOLS.items()} | {"T": Rank.TEN}

RANK_FORMS = "7 8 9 10 J Q K A (T for ten)"
CARD_FORMS = "a rank 7 8 9 10 J Q K A (T for ten) and a suit S H D C or ♠ ♥ ♦ ♣, e.g. AS 10H TC 9♣"


SUIT_FORMS = "S H D C or ♠ ♥ ♦ ♣"


def parse_suit(text: str) -> Suit:
    """Read a suit letter or symbol (``S``, ``h``, ``♣``)."""
    suit = _SUIT_BY_TEXT.get(text.strip().upper())
    if suit is None:
        raise BadValue(f"{text!r} is not a suit; suits are {SUIT_FORMS}.")
    return suit


def parse_rank(text: str) -> Rank:
    """Read a rank symbol (``K``, ``10``, ``T``, case-insensitive)."""
    rank = _RANK_BY_TEXT.get(text.strip().upper())
    if rank is None:
        raise BadValue(f"{text!r} is not a rank; ranks are {RANK_FORMS}.")
    return rank


class Card(NamedTuple):
    """One card. Ordered by rank, then suit, so sorting a hand is deterministic."""

    rank: Rank
    suit: Suit

    def __hash__(self) -> int:
        # A number of its own for each of the 32 cards, without building a tuple: hands are hashed
        # card by card many times while a deal is scored.
        return self.rank * 5 + _SUIT_NUMBERS[self.suit]

    def __str__(self) -> str:
        return f"{self.rank.symbol}{self.suit.value}"

    @property
    def pretty(self) -> str:
        return f"{self.rank.symbol}{self.suit.symbol}"


class Pack(NamedTuple):
    """A game's pack: its ranks in the game's order, low to high, and how many copies of each card
    (two in a double pack, Bezique's and Pinochle's)."""

    name: str  # "piquet pack": "the piquet pack", "a piquet pack" in a sentence
    ranks: tuple[Rank, ...]
    copies: int = 1

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(Card(r, s) for s in Suit for r in self.ranks for _ in range(self.copies))

    def strength(self, rank: Rank) -> int:
        """The rank's place in this game's order, 0 the lowest."""
        return self.ranks.index(rank)


EVERY_CARD_ONCE = Pack("pack", tuple(Rank))
"""Every rank of every suit, once: what the notation reads when no game's pack is given."""

_CARD_RE = r"(?i)^(10|[2-9TJQKA])(.)$"  # compiled on first use (re's cache)


def parse_card(text: str, pack: Pack = EVERY_CARD_ONCE) -> Card:
    """Read one card in the notation; the error names the text and the accepted forms."""
    raw = text.strip()
    match = re.match(_CARD_RE, raw)
    if not match:
        raise BadValue(f"{raw!r} is not a card; write {CARD_FORMS}.")
    rank_text, suit_text = match.groups()
    rank = _RANK_BY_TEXT.get(rank_text.upper())
    suit = _SUIT_BY_TEXT.get(suit_text.upper())
    if rank is None or rank not in pack.ranks:
        ranks = RANK_FORMS if pack.ranks == tuple(Rank) else " ".join(r.symbol for r in reversed(pack.ranks))
        raise BadValue(f"{raw!r} is not in the {pack.name}: it has only {ranks}.")
    if suit is None:
        raise BadValue(f"{raw!r} has no suit {suit_text!r}; suits are S H D C or ♠ ♥ ♦ ♣.")
    return Card(rank, suit)


def parse_cards(text: str, pack: Pack = EVERY_CARD_ONCE) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas, refusing a card the pack does not hold, or holds
    fewer times than it is given."""
    tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    cards = tuple(parse_card(t, pack) for t in tokens)
    seen: dict[Card, int] = {}
    for card in cards:
        seen[card] = seen.get(card, 0) + 1
        if seen[card] > pack.copies:
            raise BadValue(
                f"{card} is given {_times(seen[card])}; a {pack.name} holds each card {_times(pack.copies)}."
            )
    return cards


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}


def sort_hand(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """A hand in the order players hold it: grouped by suit, high to low."""
    return tuple(sorted(cards, key=lambda c: (_SUIT_ORDER[c.suit], -c.rank)))


def format_cards(cards: tuple[Card, ...] | list[Card], pretty: bool = False) -> str:
    """Cards grouped by suit, high to low, as the notation writes them."""
    return " ".join(c.pretty if pretty else str(c) for c in sort_hand(cards))
