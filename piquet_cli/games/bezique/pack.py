"""Which cards each declaration needs, and whether any deal can give them all.

The keeper never sees the cards, so it refuses a list of declarations only when
no deal of the 64-card pack (two of each card, seed 001) could produce it under
seed 001's rules of reuse:

* a card may be used again only in a combination of another kind, so within
  one kind each declaration needs its own copies (a king once married may not
  marry again; a second four kings needs four other kings);
* every combination needs at least one card from the hand, that is a copy not
  already declared by the same player;
* growth is one way: a royal marriage may grow into a sequence and a single
  bezique into a double, never the reverse (a sequence's K Q may not make a
  royal marriage, nor a double's cards a single bezique; Foster);
* a card declared by one player is never the other's: cards leave a hand only
  to a trick, and tricks are out of play.

``can_be_dealt`` decides whether copies can be given out so that all of this
holds, taking the kindest view of what the keeper cannot see (declared cards
stay on the table until they are needed again). It works card by card and ends
in a small matching, so a whole hand of 24 declarations is checked in
milliseconds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import product

from piquet_cli.cards import Suit
from piquet_cli.games.bezique.codes import (
    BEZIQUE,
    DOUBLE_BEZIQUE,
    FOURS,
    MARRIAGES,
    ROYAL_MARRIAGE,
    SEQUENCE,
    SUIT_LETTERS,
)

MARRIAGE_KIND = "marriage"
UNKNOWN_TRUMPS = "*"  # the trump suit, when the trumps were not given

Combo = tuple[int, str]  # (0 elder / 1 younger, code), in the order declared


def trump_letter(trumps: Suit | None) -> str:
    return trumps.value if trumps is not None else UNKNOWN_TRUMPS


def kind(code: str) -> str:
    """The kind of combination for the reuse rule: all marriages are one kind."""
    return MARRIAGE_KIND if code in MARRIAGES or code == ROYAL_MARRIAGE else code


def cards_of(code: str, trumps: Suit | None) -> tuple[str, ...]:
    """The cards a combination shows, as rank + suit (``KH``, ``TC`` a ten), copies repeated.

    Without the trumps, the trump cards are ``*`` (``K*``): a suit of their
    own, which can only make the check kinder, never stricter.
    """
    t = trump_letter(trumps)
    if code in MARRIAGES:
        return (f"K{code[1]}", f"Q{code[1]}")
    if code == ROYAL_MARRIAGE:
        return (f"K{t}", f"Q{t}")
    if code == SEQUENCE:
        return (f"A{t}", f"T{t}", f"K{t}", f"Q{t}", f"J{t}")
    if code == BEZIQUE:
        return ("QS", "JD")
    if code == DOUBLE_BEZIQUE:
        return ("QS", "QS", "JD", "JD")
    if code in FOURS:
        return tuple(f"{code[1]}{s}" for s in SUIT_LETTERS)
    raise ValueError(f"{code!r} is not a combination")


_RANK_WORDS = {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack"}


def card_words(card: str, plural: bool = False) -> str:
    """``KH`` → ``king of hearts``; ``Q*`` → ``queen of trumps``."""
    rank = _RANK_WORDS[card[0]] + ("s" if plural else "")
    suit = "trumps" if card[1] == UNKNOWN_TRUMPS else Suit(card[1]).word
    return f"{rank} of {suit}"


def can_be_dealt(combos: Sequence[Combo], trumps: Suit | None) -> bool:
    """Whether some deal gives both players these combinations, in this order.

    Card by card, each player's declarations that show it must sit on the
    pack's two copies so that no two of one kind share a copy (save growth);
    a card used by both players gives each one copy. A declaration takes a
    card from the hand when it is the first, for that player, on some copy
    of one of its cards: the first declaration showing a card always is; the
    second copy's first can be chosen, one declaration per card, which makes
    the rest a matching of declarations to cards (checked against a brute
    force search in tests/bezique/pack_oracle.py).
    """
    uses: dict[tuple[int, str], list[int]] = {}
    for i, (player, code) in enumerate(combos):
        for card in dict.fromkeys(cards_of(code, trumps)):
            uses.setdefault((player, card), []).append(i)
    for player in (0, 1):
        credited: set[int] = set()
        second: dict[str, set[int]] = {}
        for (who, card), idx in uses.items():
            if who != player:
                continue
            options = _copy_options(tuple(combos[i][1] for i in idx))
            shared = (1 - player, card) in uses
            if shared:
                options = frozenset(o for o in options if o[0] == 1)
            if not options:
                return False
            credited.add(idx[0])
            if not shared:
                second[card] = {idx[r] for n, r in options if n == 2 and r is not None}
        waiting = [i for i, (who, _) in enumerate(combos) if who == player and i not in credited]
        if not _matched(waiting, second):
            return False
    return True


def _conflict(first: str, then: str) -> bool:
    """Whether two declarations of one player, in this order, may not share a copy of a card."""
    if kind(first) == kind(then):
        return True  # a card serves once in each kind (seed 001)
    if first == SEQUENCE and kind(then) == MARRIAGE_KIND:
        return True  # no royal marriage out of a declared sequence
    return first == DOUBLE_BEZIQUE and then == BEZIQUE  # no single out of a double


@cache
def _copy_options(codes: tuple[str, ...]) -> frozenset[tuple[int, int | None]]:
    """How one player's declarations showing one card can sit on its two copies.

    Each option is (copies used, the declaration first on the second copy, by
    position, or None); a double bezique lies on both copies.
    """
    singles = [j for j, c in enumerate(codes) if c != DOUBLE_BEZIQUE]
    doubles = [j for j, c in enumerate(codes) if c == DOUBLE_BEZIQUE]
    pairs = [
        (a, b) for a in range(len(codes)) for b in range(a + 1, len(codes)) if _conflict(codes[a], codes[b])
    ]
    if any(codes[a] == DOUBLE_BEZIQUE or codes[b] == DOUBLE_BEZIQUE for a, b in pairs):
        return frozenset()
    options: set[tuple[int, int | None]] = set()
    for colours in product((0, 1), repeat=len(singles)):
        copy = dict(zip(singles, colours, strict=True))
        if any(copy[a] == copy[b] for a, b in pairs):
            continue
        used = set(colours) | ({0, 1} if doubles else set())
        firsts = {min(j for j in range(len(codes)) if j in doubles or copy.get(j) == c) for c in used}
        later = firsts - {0}
        options.add((len(used), min(later) if later else None))
    return frozenset(options)


def _matched(waiting: list[int], second: dict[str, set[int]]) -> bool:
    """Whether each waiting declaration can have its own card's second copy (Kuhn's matching)."""
    holder: dict[str, int] = {}

    def place(i: int, seen: set[str]) -> bool:
        for card, takers in second.items():
            if i in takers and card not in seen:
                seen.add(card)
                if card not in holder or place(holder[card], seen):
                    holder[card] = i
                    return True
        return False

    return all(place(i, set()) for i in waiting)


def least_copies(codes: Sequence[str], trumps: Suit | None) -> dict[str, int]:
    """The fewest copies of each card one player's combinations (in order) must have used.

    Within a kind each declaration needs its own copy; across kinds copies may
    be shared; a sequence may share the K Q of an earlier royal marriage, and a
    double bezique the pair of an earlier single.
    """
    need: dict[str, int] = {}
    per_kind: dict[tuple[str, str], int] = Counter()
    for code in codes:
        if code in (ROYAL_MARRIAGE, SEQUENCE, BEZIQUE, DOUBLE_BEZIQUE):
            continue
        for card in cards_of(code, trumps):
            per_kind[(kind(code), card)] += 1
    for (_, card), n in per_kind.items():
        need[card] = max(need.get(card, 0), n)
    t = trump_letter(trumps)
    royal = royal_copies(codes)
    sequences = codes.count(SEQUENCE)
    for card, n in (
        (f"K{t}", royal),
        (f"Q{t}", royal),
        (f"A{t}", sequences),
        (f"T{t}", sequences),
        (f"J{t}", sequences),
    ):
        need[card] = max(need.get(card, 0), n)
    singles, doubles = codes.count(BEZIQUE), codes.count(DOUBLE_BEZIQUE)
    bezique = min(2, singles + 2 * doubles) if doubles else singles
    for card in ("QS", "JD"):
        need[card] = max(need.get(card, 0), bezique)
    return {card: n for card, n in need.items() if n}


def royal_copies(codes: Sequence[str]) -> int:
    """Kings (and queens) of trumps one player's royal marriages and sequences need.

    Each royal marriage may grow into one later sequence and share its K Q; a
    royal marriage after a sequence needs its own pair (seed 001).
    """
    waiting = grown = 0
    for code in codes:
        if code == ROYAL_MARRIAGE:
            waiting += 1
        elif code == SEQUENCE and waiting:
            waiting -= 1
            grown += 1
    return codes.count(ROYAL_MARRIAGE) + codes.count(SEQUENCE) - grown
