"""A Bezique declaration or a Pinochle meld typed at the table in the language spoken (issue 23):
the four of a kind with the language's rank letters (``4R``, four kings, in Portuguese and
French; the English ``4K`` refused there with a sentence naming the language's letters), and the
meld's name in the language's own words (``casamento real``, ``bezique duplo``, ``double
bésigue``, ``quatro reis``; Spanish Tute's ``las cuarenta`` for the royal marriage), matched
without accents or case. A file keeps the English codes, so nothing here reads a file.

Said back, an event is written in the language's letters with its name and its cards, each
with its suit symbol: ``y:mE casamento em espadas (R♠ D♠)`` where English says ``y:mS``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from piquet_cli import i18n
from piquet_cli.cards import Card, Rank, Suit, local_rank, local_suit, parse_rank
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, royal_marriage
from piquet_cli.games.names import name_key
from piquet_cli.i18n import _
from piquet_cli.said import Words

_FOURS = {Rank.ACE: "4A", Rank.KING: "4K", Rank.QUEEN: "4Q", Rank.KNAVE: "4J"}
# Words the sources give beside the catalogue's names (GLOSSARY.md): code → the words, per language.
_TABLE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "pt": {"rm": ("casamento de trunfo",), "dbz": ("duplo bezique",), "7": ("sete",)},
    "es": {"rm": ("las cuarenta", "cuarenta"), "dbz": ("doble bezique",), "7": ("siete",)},
    "fr": {"rm": ("mariage royal",), "seq": ("quinte d'atout",), "bz": ("besigue",), "7": ("sept",)},
}


def _key(text: str) -> str:
    return name_key(text.replace("’", "'").replace("-", " "))


def table_code(text: str, names: Mapping[str, str]) -> str | None:
    """The code ``text`` names at the table in the language spoken, or None (read it in English).
    ``names`` is each code's name as the catalogue holds it (``{"rm": "royal marriage"}``)."""
    if not i18n.at_table():
        return None
    plain = text.strip()
    if len(plain) == 2 and plain[0] == "4" and plain[1].upper() not in "0123456789":
        try:
            rank = parse_rank(plain[1])
        except BadValue as error:  # an English letter, said in the language's words
            raise BadValue(f"{plain!r}: {error.message}") from None
        return _FOURS.get(rank)
    key = _key(plain)
    for code, name in names.items():
        if key == _key(_(name)):
            return code
    for code, words in _TABLE_WORDS.get(i18n.active(), {}).items():
        if code in names and key in {_key(w) for w in words}:
            return code
    return None


_BY_SYMBOL = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.KNAVE}
_SEQUENCE = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.KNAVE)


def local_code(code: str) -> str:
    """A code in the language's letters: ``mS`` → ``mE``, ``4K`` → ``4R`` in Portuguese."""
    if len(code) == 2 and code[0] == "m" and code[1] in "SHDC":
        return "m" + local_suit(Suit(code[1]))
    if len(code) == 2 and code[0] == "4" and code[1] in _BY_SYMBOL:
        return "4" + local_rank(_BY_SYMBOL[code[1]])
    return code


def local_codes(text: str) -> str:
    """Every four-of-a-kind code in ``text`` (a list of the codes, a help) in the language's
    letters: ``4A 4K 4Q 4J`` → ``4A 4R 4D 4V`` in Portuguese."""
    if i18n.active() == "en":
        return text
    return re.sub(r"\b4([AKQJ])\b", lambda m: local_code(m[0]), text)


def code_cards(code: str, trumps: Suit | None) -> tuple[Card, ...]:
    """The cards a Bezique declaration or a Pinochle meld shows, one of each."""
    if len(code) == 2 and code[0] == "m" and code[1] in "SHDC":
        return (Card(Rank.KING, Suit(code[1])), Card(Rank.QUEEN, Suit(code[1])))
    if len(code) == 2 and code[0] == "4" and code[1] in _BY_SYMBOL:
        return tuple(Card(_BY_SYMBOL[code[1]], suit) for suit in Suit)
    if code in ("bz", "pin"):
        return (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.KNAVE, Suit.DIAMONDS))
    if code == "dbz":
        return (Card(Rank.QUEEN, Suit.SPADES),) * 2 + (Card(Rank.KNAVE, Suit.DIAMONDS),) * 2
    if trumps is None:
        return ()
    by_code = {"rm": (Rank.KING, Rank.QUEEN), "seq": _SEQUENCE, "7": (Rank.SEVEN,), "dix": (Rank.NINE,)}
    return tuple(Card(rank, trumps) for rank in by_code.get(code, ()))


def said_event(event: Event, name_of: Callable[[str], str], trumps: Suit | None) -> str:
    """An event said back at the table: as typed in English (``y:mS``); in another language in
    its letters, as it is read, with each code's name (``name_of``, a message of the catalogue)
    and cards."""
    if i18n.active() == "en":
        return str(event)
    event = royal_marriage(event, trumps)[0]  # mC when clubs are trumps: the royal marriage, as read
    parts = []
    for code in event.codes:
        cards = " ".join(card.pretty for card in code_cards(code, trumps))
        parts.append(f"{_(name_of(code))} ({cards})" if cards else _(name_of(code)))
    codes = "+".join(local_code(code) for code in event.codes)
    return f"{event.side.letter}:{codes} " + ", ".join(parts)


class SaidCard(Words):
    """A card in a sentence that is said in the language where it is printed (``said.Words``): in
    English (the JSON, the files) ``K♥``; said in Portuguese ``R♥``, each rank in the language's
    letter, always with its suit symbol (``*``: of trumps, not given)."""

    rank: Rank
    suit: Suit | None

    def said(self) -> str:
        if i18n.active() == "en":
            return str(self)
        return local_rank(self.rank) + (self.suit.symbol if self.suit is not None else "*")


def said_card(rank: Rank, suit: Suit | None) -> SaidCard:
    """``K♥``, said ``R♥`` in Portuguese; ``K*`` where the trumps are not given."""
    card = SaidCard(rank.symbol + (suit.symbol if suit is not None else "*"))
    card.rank, card.suit = rank, suit
    return card
