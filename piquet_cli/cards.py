"""Cards, suits, ranks and the card notation shared by every game.

Notation (docs/contract.md, "Notation"): rank ``7 8 9 10 J Q K A`` (``T`` for ten too) followed by a
suit ``S H D C`` or ``♠ ♥ ♦ ♣``, case-insensitive, separated by spaces or commas:
``AS KH 10D TC 9♣``.
"""

import re
from enum import Enum, IntEnum

from piquet_cli import i18n
from piquet_cli.errors import BadValue
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple


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

RANK_FORMS = N_("7 8 9 10 J Q K A (T for ten)")
CARD_FORMS = N_("a rank 7 8 9 10 J Q K A (T for ten) and a suit S H D C or ♠ ♥ ♦ ♣, e.g. AS 10H TC 9♣")
SUIT_FORMS = N_("S H D C or ♠ ♥ ♦ ♣")
"""The notation's English letters, as a file keeps them: said through ``_()`` where a refusal is
(in the language spoken, the letters still the file's)."""


class Letters(NamedTuple):
    """A language's card letters at the table (docs/contract.md, "Languages")."""

    ranks: dict[str, Rank]
    suits: dict[str, Suit]
    rank_forms: str
    suit_forms: str


_DIGITS = {"7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "10": Rank.TEN}
_SYMBOLS = {v: k for k, v in _SUIT_SYMBOLS.items()} | {
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
}
_COURT = {"V": Rank.KNAVE, "D": Rank.QUEEN, "R": Rank.KING, "A": Rank.ACE}
LETTERS = {
    "pt": Letters(
        _DIGITS | _COURT,
        {"E": Suit.SPADES, "C": Suit.HEARTS, "O": Suit.DIAMONDS, "P": Suit.CLUBS},
        N_("7 8 9 10 V D R A"),
        N_("E C O P (espadas copas ouros paus) or ♠ ♥ ♦ ♣"),
    ),
    "es": Letters(
        _DIGITS
        | {"J": Rank.KNAVE, "D": Rank.QUEEN, "R": Rank.KING, "A": Rank.ACE, "Q": Rank.QUEEN}
        | {"K": Rank.KING},
        {"P": Suit.SPADES, "C": Suit.HEARTS, "D": Suit.DIAMONDS, "T": Suit.CLUBS},
        N_("7 8 9 10 J D R A (or J Q K A)"),
        N_("P C D T (picas corazones diamantes tréboles) or ♠ ♥ ♦ ♣"),
    ),
    "fr": Letters(
        _DIGITS | _COURT,
        {"P": Suit.SPADES, "C": Suit.HEARTS, "K": Suit.DIAMONDS, "T": Suit.CLUBS},
        N_("7 8 9 10 V D R A"),
        N_("P C K T (pique cœur carreau trèfle) or ♠ ♥ ♦ ♣"),
    ),
}
"""Ranks and suits as each language writes them; the symbols and digits in every language."""
_LOCAL_RANK = {
    lang: {rank: text for text, rank in reversed(letters.ranks.items())} for lang, letters in LETTERS.items()
}


def local_rank(rank: Rank) -> str:
    """The rank's letter in the language spoken (``R`` for the king in Portuguese)."""
    lang = i18n.active()
    return rank.symbol if lang == "en" else _LOCAL_RANK[lang][rank]


def local_suit(suit: Suit) -> str:
    """The suit's letter in the language spoken (``C`` for hearts in Portuguese)."""
    lang = i18n.active()
    return suit.value if lang == "en" else next(k for k, v in LETTERS[lang].suits.items() if v is suit)


def marriage_codes() -> str:
    """The four plain-suit marriage codes as typed in the language spoken: ``mS mH mD mC``,
    ``mE mC mO mP`` in Portuguese (Bezique's and Pinochle's ``m`` and a suit letter)."""
    return " ".join(f"m{local_suit(suit)}" for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS))


def suit_forms() -> str:
    """The suits as a person types them in the language spoken: ``S H D C or ♠ ♥ ♦ ♣`` in
    English, ``E C O P (espadas copas ouros paus) or ♠ ♥ ♦ ♣`` in Portuguese."""
    lang = i18n.active()
    return SUIT_FORMS if lang == "en" else _(LETTERS[lang].suit_forms)


def _letters() -> Letters | None:
    """The language's letters when a person's text is read in it; None for English (a file)."""
    return LETTERS[i18n.active()] if i18n.at_table() else None


def _language() -> str:
    return _(i18n.NAMES[i18n.active()])


def _where(raw: str, letter: str) -> str:
    """``'AH': `` before a sentence about its letter, unless the text is the letter alone."""
    return "" if raw.strip().upper() == letter else f"{raw!r}: "


def _local_suit(text: str, letters: Letters, raw: str) -> Suit:
    plain = text.strip().upper()
    suit = letters.suits.get(plain) or _SYMBOLS.get(plain)
    if suit is not None:
        return suit
    if plain in "SHDC" and plain:
        raise BadValue(
            _where(raw, plain)
            + _("{letter!r} is an English suit letter; in {language} suits are {forms}.").format(
                letter=plain, language=_language(), forms=_(letters.suit_forms)
            )
        )
    raise BadValue(
        _("{raw!r} has no suit {letter!r}; suits are {forms}.").format(
            raw=raw, letter=text.strip(), forms=_(letters.suit_forms)
        )
    )


def _local_rank(text: str, letters: Letters, raw: str) -> Rank:
    plain = text.strip().upper()
    rank = letters.ranks.get(plain)
    if rank is not None:
        return rank
    if plain in ("K", "Q", "J", "T"):
        raise BadValue(
            _where(raw, plain)
            + _("{letter!r} is an English rank letter; in {language} ranks are {forms}.").format(
                letter=plain, language=_language(), forms=_(letters.rank_forms)
            )
        )
    raise BadValue(
        _("{raw!r} is not a rank; ranks are {forms}.").format(raw=raw, forms=_(letters.rank_forms))
    )


def parse_suit(text: str) -> Suit:
    """Read a suit letter or symbol (``S``, ``h``, ``♣``)."""
    letters = _letters()
    if letters is not None:
        return _local_suit(text, letters, text.strip())
    suit = _SUIT_BY_TEXT.get(text.strip().upper())
    if suit is None:
        raise BadValue(_("{raw!r} is not a suit; suits are {forms}.").format(raw=text, forms=_(SUIT_FORMS)))
    return suit


def parse_rank(text: str) -> Rank:
    """Read a rank symbol (``K``, ``10``, ``T``, case-insensitive)."""
    letters = _letters()
    if letters is not None:
        return _local_rank(text, letters, text.strip())
    rank = _RANK_BY_TEXT.get(text.strip().upper())
    if rank is None:
        raise BadValue(_("{raw!r} is not a rank; ranks are {forms}.").format(raw=text, forms=_(RANK_FORMS)))
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
        """The card said back: its rank in the language spoken and its suit symbol (``R♥``)."""
        return f"{local_rank(self.rank)}{self.suit.symbol}"


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


EVERY_CARD_ONCE = Pack(N_("pack"), tuple(Rank))
"""Every rank of every suit, once: what the notation reads when no game's pack is given."""

_CARD_RE = r"(?i)^(10|[2-9TJQKA])(.)$"  # compiled on first use (re's cache)


def parse_card(text: str, pack: Pack = EVERY_CARD_ONCE) -> Card:
    """Read one card in the notation; the error names the text and the accepted forms."""
    raw = text.strip()
    letters = _letters()
    if letters is not None:
        return _local_card(raw, pack, letters)
    known = _CARDS_READ.get((raw, pack))
    if known is not None:
        return known
    match = re.match(_CARD_RE, raw)
    if not match:
        raise BadValue(_("{raw!r} is not a card; write {forms}.").format(raw=raw, forms=_(CARD_FORMS)))
    rank_text, suit_text = match.groups()
    rank = _RANK_BY_TEXT.get(rank_text.upper())
    suit = _SUIT_BY_TEXT.get(suit_text.upper())
    if rank is None or rank not in pack.ranks:
        ranks = (
            _(RANK_FORMS) if pack.ranks == tuple(Rank) else " ".join(r.symbol for r in reversed(pack.ranks))
        )
        raise BadValue(
            _("{raw!r} is not in the {pack}: it has only {ranks}.").format(
                raw=raw, pack=_(pack.name), ranks=ranks
            )
        )
    if suit is None:
        raise BadValue(
            _("{raw!r} has no suit {letter!r}; suits are {forms}.").format(
                raw=raw, letter=suit_text, forms=_(SUIT_FORMS)
            )
        )
    card = _CARDS_READ[(raw, pack)] = Card(rank, suit)
    return card


_CARDS_READ: dict[tuple[str, Pack], Card] = {}
"""Each card as a file writes it, read once (a hand's twelve cards were a third of reading a deal
entered from both hands, issue 25): only what was read as a card, so a few hundred at most."""


def _local_card(raw: str, pack: Pack, letters: Letters) -> Card:
    match = re.match(r"^(10|.)(.)$", raw)
    if not match:
        raise BadValue(
            _("{raw!r} is not a card; write a rank {ranks} and a suit {suits}.").format(
                raw=raw, ranks=_(letters.rank_forms), suits=_(letters.suit_forms)
            )
        )
    rank = _local_rank(match[1], letters, raw)
    suit = _local_suit(match[2], letters, raw)
    if rank not in pack.ranks:
        ranks = " ".join(local_rank(r) for r in reversed(pack.ranks))
        raise BadValue(
            _("{raw!r} is not in the {pack}: it has only {ranks}.").format(
                raw=raw, pack=pack.name, ranks=ranks
            )
        )
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
                _("{card} is given {times}; a {pack} holds each card {copies}.").format(
                    card=card, times=_times(seen[card]), pack=_(pack.name), copies=_times(pack.copies)
                )
            )
    return cards


def _times(n: int) -> str:
    if n == 1:
        return _("once")
    return _("twice") if n == 2 else _("{count} times").format(count=n)


_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}


def sort_hand(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """A hand in the order players hold it: grouped by suit, high to low."""
    return tuple(sorted(cards, key=lambda c: (_SUIT_ORDER[c.suit], -c.rank)))


def format_cards(cards: tuple[Card, ...] | list[Card], pretty: bool = False) -> str:
    """Cards grouped by suit, high to low, as the notation writes them."""
    return " ".join(c.pretty if pretty else str(c) for c in sort_hand(cards))
