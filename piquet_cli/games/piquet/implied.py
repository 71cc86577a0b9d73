"""Quatorzes and trios declared by implication (Case IV).

"A calls a point headed by ace, and two tierce majors in other suits, and leads
a card, but says nothing about aces. Can B reckon three knaves? — B cannot
reckon three knaves. A has declared three aces by implication" (Case IV). As
the description of the game puts it, "calling is equivalent to showing": what
a call tells the adversary is as good as shown, and a set it shows bars the
adversary's smaller sets — though its holder, who did not reckon it, scores
nothing for it ("A loses the score for the aces").

What the keeper takes as shown by a player's calls:

* each **sequence** called: its cards are named by the call (a tierce major is
  an ace, a king and a queen of one suit), and two sequences that share a rank
  lie in two suits — so three tierces major show three aces, kings and queens,
  with or without the hand;
* with the **hand** given, his **point** when it is good or equal (then its
  suit is named and shown, description of the game): all the cards of that suit.
  Without the hand the keeper does not know the point's cards, and takes
  nothing from it.

Plain Python: no I/O.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from piquet_cli.cards import Card, Rank, Suit
from piquet_cli.games.piquet.combinations import (
    NUMBER_WORDS,
    SET_RANKS,
    Point,
    RankSet,
    Sequence,
    plural,
    point_key,
    points_held,
    sequences_held,
    sets_held,
    suit_cards,
)
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_
from piquet_cli.records import NamedTuple
from piquet_cli.said import SUIT_WORDS, Words, listed

if TYPE_CHECKING:
    from piquet_cli.games.piquet.facts import Calls, DealFacts


class Implied(NamedTuple):
    """A quatorze or trio a player's calls show, and the calls that show it."""

    set: RankSet
    by: str  # "his point in spades and his two tierces major"


class _Shown(NamedTuple):
    """What one call shows: some ranks of one suit (the suit, when the hand tells it)."""

    words: str
    ranks: frozenset[Rank]
    suit: Suit | None


def implied_sets(facts: DealFacts, declared: dict[Side, Calls]) -> dict[Side, tuple[Implied, ...]]:
    """For each player, the quatorzes and trios his calls show but he did not declare."""
    found: dict[Side, tuple[Implied, ...]] = {}
    for side in Side:
        if not _may_show(facts, declared, side):
            found[side] = ()
            continue
        shown = _shown(facts, declared, side)
        sets = declared[side].sets or ()
        mine: list[Implied] = []
        for rank in reversed(SET_RANKS):
            showing = [s for s in shown if rank in s.ranks]
            suits = {s.suit for s in showing}
            count = len(suits) if None not in suits else len(showing)
            count = min(count, 4)
            if count < 3 or any(s.rank is rank and s.count >= count for s in sets):
                continue
            mine.append(Implied(RankSet(count, rank), _words(showing)))
        found[side] = tuple(mine)
    return found


def implied_reason(who: str, other: str, shown: str, why: str, by: str) -> str:
    """The ruling on sets when the best is one shown by implication, in players' words."""
    return Words(
        N_(
            "{who}'s {shown}, declared by implication ({by}), is good{why}. {other} cannot reckon "
            "a quatorze or trio; {who}, who did not reckon that {shown}, scores nothing for it."
        ),
        who=who,
        shown=shown,
        by=by,
        why=why,
        other=other,
    )


def _may_show(facts: DealFacts, declared: dict[Side, Calls], side: Side) -> bool:
    """Whether the calls can show a set not declared: three calls at least (each shows one
    card of a rank), and, with the hand, a set held and not declared in full."""
    calls, hand = declared[side], facts.hand(side)
    sequences = [s for s in calls.sequences or () if s.top is not None]
    if hand is None:
        return len(sequences) >= 3
    called = {s.rank: s.count for s in calls.sets or ()}
    held = [s for s in sets_held(hand) if called.get(s.rank, 0) < s.count]
    return bool(held) and len(sequences) + bool(calls.point and calls.point.cards) >= 3


def _shown(facts: DealFacts, declared: dict[Side, Calls], side: Side) -> list[_Shown]:
    calls, hand = declared[side], facts.hand(side)
    sequences = [s for s in calls.sequences or () if s.top is not None]
    if hand is None:
        return [_Shown(s.describe(), frozenset(s.ranks()), None) for s in sequences]
    shown: list[_Shown] = []
    point = calls.point
    theirs = declared[side.other].point
    if point is not None and point.cards and (theirs is None or point_key(point) >= point_key(theirs)):
        suit = _point_suit(point, hand)
        if suit is not None:
            cards = suit_cards(hand, suit)
            point_in = Words(N_("point in {suit}"), suit=Words(SUIT_WORDS[suit]))
            shown.append(_Shown(point_in, frozenset(c.rank for c in cards), suit))
    used: list[tuple[Suit, Sequence]] = []
    for seq in sequences:
        ranks = set(seq.ranks())
        homes = [
            suit
            for suit in Suit
            if ranks <= {c.rank for c in hand if c.suit is suit}
            and not any(u is suit and ranks & set(s.ranks()) for u, s in used)
        ]
        # A run the suit holds whole before a part of a longer one (as the calls are checked).
        whole = [suit for suit in homes if seq in sequences_held(tuple(suit_cards(hand, suit)))]
        if homes:
            home = (whole or homes)[0]
            used.append((home, seq))
            shown.append(_Shown(seq.describe(), frozenset(ranks), home))
    return shown


def _point_suit(point: Point, hand: tuple[Card, ...]) -> Suit | None:
    """The suit of a called point, when the hand has only one that fits the call."""
    fits = [
        suit
        for suit, held in points_held(hand).items()
        if held.cards == point.cards and (point.count is None or held.count == point.count)
    ]
    return fits[0] if len(fits) == 1 else None


def _words(showing: list[_Shown]) -> str:
    """``the point in spades and the two tierces major`` (in another language ``ponto em espadas e
    2 × terça maior``, as a tally says them)."""
    counts = Counter(s.words for s in showing)  # keyed by each call's first Words
    parts = [
        words
        if n == 1
        else Words.english(f"{NUMBER_WORDS[n]} {plural(words)}", N_("{count} × {name}"), count=n, name=words)
        for words, n in counts.items()
    ]
    return listed(Words(N_("the {call}"), call=part) for part in parts)
