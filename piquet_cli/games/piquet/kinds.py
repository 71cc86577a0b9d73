"""Sequences and sets as kinds of combination, and how two calls compare (Laws 46–49, 62–64).

A sequence (Law 63) and a quatorze or trio (Law 64) are called, answered and
compared the same way: by size (length; trio or quatorze), then by the top card
or the rank, which the caller may leave unsaid when the size alone is good
(Law 48). ``Kind`` holds what differs — the words, whether two can be equal,
which cards can head one — so that the walkthrough asks both with one dialogue
and tells them apart by kind, never by comparing strings. The verdicts
(``default_answer``, ``why_not_better``) are the engine's: the walkthrough
only asks and says them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from piquet_cli.cards import Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.answers import Answer
from piquet_cli.games.piquet.combinations import (
    NUMBER_WORDS,
    SET_RANKS,
    Point,
    RankSet,
    Sequence,
    lowest_top,
    point_key,
    rank_plural,
    rank_word,
)
from piquet_cli.games.piquet.deal import Calls
from piquet_cli.games.piquet.notation import format_sequences, format_sets, parse_sequences, parse_sets
from piquet_cli.i18n import _
from piquet_cli.said import said

Combination = Sequence | RankSet
"""A sequence, or a quatorze or trio: ``size`` (length; 3 or 4 cards), ``card`` (its top card or its
rank, None when unsaid), ``key``, ``score`` and ``describe()`` alike."""

HAND = 12


@dataclass(frozen=True)
class Kind:
    category: Literal["sequences", "sets"]
    one: str  # "sequence"
    many: str  # "sequences"
    can_tie: bool  # two sequences can be equal; two quatorzes or trios of one rank cannot (Law 64)
    what: str  # "to what card": what decides between two of one size
    same: str  # "as long as"
    decides: str  # "top cards"
    example: str  # a better call, in the answer's help
    others_example: str
    make: Callable[[int, Rank | None], Combination]
    parse: Callable[[str], tuple[Combination, ...]]
    format: Callable[[tuple[Combination, ...]], str]

    def of(self, calls: Calls) -> tuple[Combination, ...] | None:
        """This kind's calls of a player (None: not given)."""
        return calls.sequences if self is SEQUENCES else calls.sets

    def sort(self, items: tuple[Combination, ...]) -> tuple[Combination, ...]:
        """Best first, as the engine keeps them; a card not said stays unsaid (Law 48)."""
        return tuple(sorted(items, key=lambda c: c.key, reverse=True))

    def check_card(self, size: int, rank: Rank) -> None:
        """Whether ``rank`` can head a sequence of ``size`` cards, or make a quatorze or trio."""
        if self is SEQUENCES and rank < lowest_top(size):
            name = Sequence(size).describe()
            raise BadValue(
                _("a {name} cannot stop at the {rank} — the lowest is to the {lowest}.").format(
                    name=said(name), rank=rank_word(rank), lowest=rank_word(lowest_top(size))
                )
            )
        if self is SETS and rank not in SET_RANKS:
            raise BadValue(
                _("{rank_plural} score nothing — only aces, kings, queens, knaves and tens (Law 64).").format(
                    rank_plural=rank_plural(rank)
                )
            )

    def check_holding(self, who: str, items: tuple[Combination, ...]) -> None:
        """What one twelve-card hand can hold at once."""
        cards = sum(i.size for i in items)
        if self is SETS:
            ranks = [i.card for i in items if i.card is not None]
            for rank in set(ranks):
                if ranks.count(rank) > 1:
                    raise BadValue(
                        _("{rank_plural} are named twice; one quatorze or trio of a rank at most.").format(
                            rank_plural=rank_plural(rank)
                        )
                    )
        if cards > HAND:  # four trios can be held: twelve cards
            raise BadValue(
                _("those {many} need {cards} cards; {who} holds twelve.").format(
                    many=_(self.many), cards=cards, who=who
                )
            )


def _parse_sequences(text: str) -> tuple[Combination, ...]:
    return parse_sequences(text)


def _parse_sets(text: str) -> tuple[Combination, ...]:
    return parse_sets(text)


def _format_sequences(items: tuple[Combination, ...]) -> str:
    return format_sequences(tuple(i for i in items if isinstance(i, Sequence)))


def _format_sets(items: tuple[Combination, ...]) -> str:
    return format_sets(tuple(i for i in items if isinstance(i, RankSet)))


SEQUENCES = Kind(
    "sequences",
    "sequence",
    "sequences",
    True,
    "to what card",
    "as long as",
    "top cards",
    "5K",
    "3J or 4K,3J",
    Sequence,
    _parse_sequences,
    _format_sequences,
)
SETS = Kind(
    "sets",
    "quatorze or trio",
    "quatorzes and trios",
    False,
    "of what rank",
    "the same kind as",
    "ranks",
    "14T,3Q",
    "3K or 3K,3J",
    RankSet,
    _parse_sets,
    _format_sets,
)
KINDS = {SEQUENCES.category: SEQUENCES, SETS.category: SETS}


def as_sequences(items: tuple[Combination, ...]) -> tuple[Sequence, ...]:
    """The engine's sequences of calls, best first; a top card not said stays unsaid (Law 48)."""
    return tuple(i for i in SEQUENCES.sort(items) if isinstance(i, Sequence))


def as_sets(items: tuple[Combination, ...]) -> tuple[RankSet, ...]:
    """The engine's quatorzes and trios of calls, best first; a rank not said stays unsaid (Law 48)."""
    return tuple(i for i in SETS.sort(items) if isinstance(i, RankSet))


def best(items: tuple[Combination, ...]) -> Combination:
    """The call that is compared: the longest (a quatorze), then the highest card, an unsaid one lowest."""
    return max(items, key=lambda c: c.key)


def default_point_answer(pe: Point | None, py: Point | None) -> Answer | None:
    """What younger answers elder's point when both points are known beforehand (Law 62)."""
    if pe is None or py is None or not pe.cards:
        return None
    if not py.cards or point_key(pe) > point_key(py):
        return Answer.GOOD
    return Answer.EQUAL if point_key(pe) == point_key(py) else Answer.NOT_GOOD


def default_answer(pe: tuple[Combination, ...] | None, py: tuple[Combination, ...] | None) -> Answer | None:
    """What younger answers elder's best sequence or set when both are known beforehand (Laws 63, 64)."""
    if not pe or py is None:
        return None
    if not py:
        return Answer.GOOD
    mine, theirs = best(pe).key, best(py).key
    if mine == theirs:
        return Answer.EQUAL
    return Answer.GOOD if mine > theirs else Answer.NOT_GOOD


def why_point_not_better(theirs: Point, call: Point, e: str, y: str) -> str | None:
    """Why younger's point does not beat elder's call (Law 62), or None if it does."""
    if theirs.cards > call.cards:
        return None
    if not theirs.cards:
        return _("say {y}'s better point, or answer g if {e}'s is good.").format(y=y, e=e)
    if theirs.cards < call.cards:
        return _not_better(theirs.describe(), call.describe(), e, y)
    if call.count is None or theirs.count is None:
        return _("both points have {cards} cards: answer e (equal), and the counts are compared.").format(
            cards=_(NUMBER_WORDS[call.cards])
        )
    if theirs.count == call.count:
        return _("both points make {count}: answer e (equal).").format(count=call.count)
    if theirs.count < call.count:
        return _not_better(theirs.describe(), call.describe(), e, y)
    return None


def why_not_better(kind: Kind, theirs: Combination, call: Combination, e: str, y: str) -> str | None:
    """Why younger's sequence or set does not beat elder's call (Laws 63, 64), or None if it does."""
    if theirs.size > call.size:
        return None
    mine_words, their_words = call.describe(), theirs.describe()
    if theirs.size < call.size:
        return _not_better(their_words, mine_words, e, y)
    if theirs.card is None or call.card is None:
        return (
            _("as long as {e}'s {mine}: answer e (equal), and the top cards are compared.").format(
                e=e, mine=said(mine_words)
            )
            if kind.can_tie
            else _("the same kind as {e}'s: answer e, and the ranks are compared.").format(e=e)
        )
    if theirs.card == call.card:
        return (
            _("the same as {e}'s: answer e (equal).").format(e=e)
            if kind.can_tie
            else _("two quatorzes or trios of one rank cannot be.")
        )
    if theirs.card < call.card:
        return _not_better(their_words, mine_words, e, y)
    return None


def _not_better(theirs: str, mine: str, e: str, y: str) -> str:
    return _("{y}'s {theirs} is not better than {e}'s {mine}; answer g if {e}'s is good.").format(
        y=y, theirs=said(theirs), e=e, mine=said(mine)
    )
