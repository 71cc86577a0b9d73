"""The combinations of a piquet hand: point, sequences, quatorzes and trios.

Each is a small value that knows its score (Laws 61–64), how it compares with
the adversary's (the better one is *good*), and how players name it aloud.
Finding them in a hand is here too; parsing the notation is in ``notation``.
"""

from collections import Counter
from collections.abc import Mapping
from functools import cache, lru_cache
from itertools import combinations as choose
from types import MappingProxyType

from piquet_cli.cards import Card, Pack, Rank, Suit
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, listed

PIQUET_PACK = Pack(N_("piquet pack"), tuple(Rank))

RANK_WORDS = {
    Rank.SEVEN: N_("seven"),
    Rank.EIGHT: N_("eight"),
    Rank.NINE: N_("nine"),
    Rank.TEN: N_("ten"),
    Rank.KNAVE: N_("knave"),
    Rank.QUEEN: N_("queen"),
    Rank.KING: N_("king"),
    Rank.ACE: N_("ace"),
}
RANK_PLURALS = {
    Rank.SEVEN: N_("sevens"),
    Rank.EIGHT: N_("eights"),
    Rank.NINE: N_("nines"),
    Rank.TEN: N_("tens"),
    Rank.KNAVE: N_("knaves"),
    Rank.QUEEN: N_("queens"),
    Rank.KING: N_("kings"),
    Rank.ACE: N_("aces"),
}
"""``Rank.word`` and ``Rank.plural`` as a refusal says them in the language spoken (rei, seis ases)."""


def rank_word(rank: Rank) -> str:
    return _(RANK_WORDS[rank])


def rank_plural(rank: Rank) -> str:
    return _(RANK_PLURALS[rank])


"""Thirty-two cards, 7 to the ace in each suit, once each; the ace high (Laws 1, 4)."""

COURT = frozenset((Rank.KING, Rank.QUEEN, Rank.KNAVE))
"""King, queen and knave: what a carte blanche lacks (Law 18)."""


def pips(rank: Rank) -> int:
    """A card's count for the point: ace 11, court cards and ten 10, others their face (Law 62)."""
    return 11 if rank is Rank.ACE else min(int(rank), 10)


CARTE_BLANCHE = 10
"""Law 61: carte blanche scores ten."""

SEQUENCE_SCORES = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
"""Law 63: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18."""

SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
SEQUENCE_WORDS = {
    3: N_("tierce"),
    4: N_("quart"),
    5: N_("quint"),
    6: N_("sixième"),
    7: N_("septième"),
    8: N_("huitième"),
}
"""The names as said in the language spoken (feminine in Portuguese, Spanish and French: a
terça, una tercera, une tierce)."""
TOP_WORDS = {
    Rank.KING: N_("{name} to the king"),
    Rank.QUEEN: N_("{name} to the queen"),
    Rank.KNAVE: N_("{name} to the knave"),
    Rank.TEN: N_("{name} to the ten"),
    Rank.NINE: N_("{name} to the nine"),
    Rank.EIGHT: N_("{name} to the eight"),
}
SET_WORDS = {
    (4, Rank.ACE): N_("quatorze of aces"),
    (4, Rank.KING): N_("quatorze of kings"),
    (4, Rank.QUEEN): N_("quatorze of queens"),
    (4, Rank.KNAVE): N_("quatorze of knaves"),
    (4, Rank.TEN): N_("quatorze of tens"),
    (3, Rank.ACE): N_("trio of aces"),
    (3, Rank.KING): N_("trio of kings"),
    (3, Rank.QUEEN): N_("trio of queens"),
    (3, Rank.KNAVE): N_("trio of knaves"),
    (3, Rank.TEN): N_("trio of tens"),
    (4, None): N_("quatorze"),
    (3, None): N_("trio"),
}
POINT_WORDS = {
    n: (w, m)
    for n, w, m in (
        (1, N_("point of one"), N_("point of one making {count}")),
        (2, N_("point of two"), N_("point of two making {count}")),
        (3, N_("point of three"), N_("point of three making {count}")),
        (4, N_("point of four"), N_("point of four making {count}")),
        (5, N_("point of five"), N_("point of five making {count}")),
        (6, N_("point of six"), N_("point of six making {count}")),
        (7, N_("point of seven"), N_("point of seven making {count}")),
        (8, N_("point of eight"), N_("point of eight making {count}")),
    )
}

SET_RANKS = (Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.ACE)
"""Only aces, kings, queens, knaves and tens make quatorzes and trios (Law 64)."""

NUMBER_WORDS = {
    0: "none",
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
}


def plural(name: str) -> str:
    """``tierce major`` → ``tierces major``; ``trio of aces`` → ``trios of aces``."""
    first, _, rest = name.partition(" ")
    return f"{first}s {rest}" if rest else f"{first}s"


def holding(names: list[str]) -> str:
    """What a hand holds, said aloud: ``two tierces major``, ``a quart major and a tierce
    minor``; ``names`` are the combinations' descriptions, best first."""
    counts = Counter(names)
    said = [f"a {name}" if n == 1 else f"{NUMBER_WORDS[n]} {plural(name)}" for name, n in counts.items()]
    english = " and ".join(said) if len(said) < 3 else ", ".join(said[:-1]) + " and " + said[-1]
    items = [
        name if n == 1 else Words(N_("{count} × {name}"), count=n, name=name) for name, n in counts.items()
    ]
    return Words.english(english, "{items}", items=listed(items))


@of_its_own_kind
class Point(NamedTuple):
    """A point: the number of cards of one suit and, when called, what they make.

    ``cards == 0`` is "no point called". ``count`` is ``None`` when only the
    number of cards was called, which suffices unless the lengths are equal
    (Law 46).
    """

    cards: int
    count: int | None = None  # type: ignore[assignment]  # a field, not tuple.count

    @property
    def score(self) -> int:
        """Law 62: the point, when good, scores one for each card."""
        return self.cards

    def describe(self) -> str:
        """The point as said: ``point of five making 49`` (in the language where it is printed)."""
        if self.cards == 0:
            return Words(N_("no point"))
        if self.cards not in POINT_WORDS:
            words = f"point of {NUMBER_WORDS.get(self.cards, str(self.cards))}"
            return f"{words} making {self.count}" if self.count is not None else words
        bare, making = POINT_WORDS[self.cards]
        return Words(making, count=self.count) if self.count is not None else Words(bare)


NO_POINT = Point(0)


@of_its_own_kind
class Sequence(NamedTuple):
    """Consecutive cards of one suit, known by its length and top card.

    ``top`` is ``None`` when only the length was called: that is enough when
    the call is good against the adversary's (Law 48), and then it is all the
    keeper records.
    """

    length: int
    top: Rank | None = None

    @property
    def score(self) -> int:
        return SEQUENCE_SCORES[self.length]

    @property
    def size(self) -> int:
        return self.length

    @property
    def card(self) -> Rank | None:
        """The top card, when it was said (``kinds``: sequences and sets alike)."""
        return self.top

    @property
    def key(self) -> tuple[int, int]:
        """Law 63: the longest is good; of equal length, the highest (an unsaid top counts lowest)."""
        return (self.length, int(self.top) if self.top is not None else 0)

    def ranks(self) -> tuple[Rank, ...]:
        if self.top is None:
            return ()
        return _run_ranks(self.top, self.length)

    def describe(self) -> str:
        """The sequence as said: ``quint major``, ``tierce to the king`` (in the language where it is
        printed)."""
        name = Words(SEQUENCE_WORDS[self.length])
        if self.top is None:
            return name
        if self.top is Rank.ACE:
            return Words(N_("{name} major"), name=name)
        if self.length <= 4 and self.top is lowest_top(self.length):
            return Words(N_("{name} minor"), name=name)  # tierce minor 9 8 7, quart minor 10 9 8 7
        return Words(TOP_WORDS[self.top], name=name)

    def contains(self, other: "Sequence") -> bool:
        """True when ``other`` can be a run inside this one (a sunk part of it)."""
        if other.top is None:
            return other.length <= self.length
        return set(other.ranks()) <= set(self.ranks())


@of_its_own_kind
class RankSet(NamedTuple):
    """Three (trio) or four (quatorze) cards of one rank, tens or higher.

    ``rank`` is ``None`` when only "a trio" or "a quatorze" was called and
    allowed good (Law 48).
    """

    count: int  # type: ignore[assignment]  # a field, not tuple.count
    rank: Rank | None = None

    @property
    def is_quatorze(self) -> bool:
        return self.count == 4

    @property
    def size(self) -> int:
        return self.count

    @property
    def score(self) -> int:
        """Law 64: a quatorze scores fourteen, a trio three."""
        return 14 if self.is_quatorze else 3

    @property
    def key(self) -> tuple[int, int]:
        """Law 64: any quatorze beats any trio; of the same kind, the higher rank."""
        return (self.count, int(self.rank) if self.rank is not None else 0)

    def describe(self) -> str:
        """The set as said: ``quatorze of aces``, ``trio`` (in the language where it is printed)."""
        return Words(SET_WORDS[(4 if self.is_quatorze else 3, self.rank)])

    @property
    def card(self) -> Rank | None:
        """The rank, when it was said (``kinds``: sequences and sets alike)."""
        return self.rank


@cache
def _run_ranks(top: Rank, length: int) -> tuple[Rank, ...]:
    """The ranks of a run of ``length`` cards headed by ``top``, highest first."""
    return tuple(Rank(int(top) - i) for i in range(length))


def point_key(point: Point) -> tuple[int, int]:
    """Law 62: the largest point is good — more cards, then the higher count."""
    return (point.cards, point.count if point.count is not None else -1)


# ---------------------------------------------------------------------------
# What a hand holds


def suit_cards(hand: tuple[Card, ...], suit: Suit) -> list[Card]:
    return sorted((c for c in hand if c.suit is suit), key=lambda c: -c.rank)


def is_carte_blanche(hand: tuple[Card, ...]) -> bool:
    """Law 18: a dealt hand of twelve cards without king, queen or knave."""
    return len(hand) == 12 and not any(c.rank in COURT for c in hand)


_PIPS = {rank: pips(rank) for rank in Rank}


@lru_cache(maxsize=512)
def points_held(hand: tuple[Card, ...]) -> Mapping[Suit, Point]:
    """The point each suit of the hand would make (a hand is read once: cached)."""
    cards: dict[Suit, int] = {}
    pips: dict[Suit, int] = {}
    for card in hand:
        cards[card.suit] = cards.get(card.suit, 0) + 1
        pips[card.suit] = pips.get(card.suit, 0) + _PIPS[card.rank]
    return MappingProxyType({suit: Point(cards[suit], pips[suit]) for suit in Suit if suit in cards})


def best_point(hand: tuple[Card, ...]) -> Point:
    """The point a player calls: the longest suit, then the highest count (Law 62)."""
    held = points_held(hand)
    if not held:
        return NO_POINT
    return max(held.values(), key=point_key)


@lru_cache(maxsize=512)
def sequences_held(hand: tuple[Card, ...]) -> tuple[Sequence, ...]:
    """Every maximal run of three or more cards in a suit, best first (Law 63)."""
    found: list[Sequence] = []
    by_suit: dict[Suit, set[int]] = {}
    for card in hand:
        by_suit.setdefault(card.suit, set()).add(int(card.rank))
    for suit in Suit:
        ranks = sorted(by_suit.get(suit, ()), reverse=True)
        run: list[int] = []
        for value in ranks + [0]:
            if run and value == run[-1] - 1:
                run.append(value)
                continue
            if len(run) >= 3:
                found.append(Sequence(len(run), Rank(run[0])))
            run = [value]
    return tuple(sorted(found, key=lambda s: s.key, reverse=True))


@lru_cache(maxsize=512)
def sets_held(hand: tuple[Card, ...]) -> tuple[RankSet, ...]:
    """Every quatorze and trio of tens or higher, best first (Law 64)."""
    counts = Counter(c.rank for c in hand)
    found = [RankSet(min(n, 4), r) for r, n in counts.items() if r in SET_RANKS and n >= 3]
    return tuple(sorted(found, key=lambda s: s.key, reverse=True))


# ---------------------------------------------------------------------------
# What can exist at all


_SUIT_PIPS = sorted(pips(r) for r in Rank)


@cache
def possible_point_counts(cards: int) -> frozenset[int]:
    """Every count a point of ``cards`` cards can make in one suit of the piquet pack."""
    return frozenset(sum(c) for c in choose(_SUIT_PIPS, cards))


def lowest_top(length: int) -> Rank:
    """The lowest card that can head a sequence of this length (a tierce to the nine)."""
    return Rank(int(Rank.SEVEN) + length - 1)
