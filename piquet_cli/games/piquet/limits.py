"""What can be at all: the limits a deal's facts must keep, whatever the calls.

Twelve cards a hand, four cards a rank, and Hoyle's maximum of 170 for one
player in one deal. Plain Python: no I/O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet_cli.cards import Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import rank_plural
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.said import said

if TYPE_CHECKING:
    from piquet_cli.games.piquet.facts import Calls, DealFacts
    from piquet_cli.games.piquet.implied import Implied

MOST_IN_A_DEAL = 170
"""Hoyle's maximum: the aces, kings and queens of every suit — point 3, four tierces major 12,
three quatorzes 42, repique 60, every trick 13 and the capot 40. No deal scores more for one player."""


def check_totals(totals: tuple[int, int]) -> None:
    """What no deal can make: more than Hoyle's maximum for one player."""
    for side, total in zip(Side, totals, strict=True):
        if total > MOST_IN_A_DEAL:
            raise BadValue(
                _(
                    "{who}'s {total} is more than any deal can make: the most is {MOST_IN_A_DEAL} (Hoyle's maximum: the aces, kings and queens of every suit, with the repique and the capot)."
                ).format(who=_(side.value), total=total, MOST_IN_A_DEAL=MOST_IN_A_DEAL),
                field="totals",
                side=side.value,
            )


def check_calls_fit(facts: DealFacts) -> None:
    """What one twelve-card hand can call at once: sequences of twelve cards at most, and
    quatorzes and trios of twelve cards at most (four trios, or three quatorzes)."""
    for side in Side:
        calls = facts.calls(side)
        for category, words, cards in (
            ("sequences", N_("sequences"), sum(s.length for s in calls.sequences or ())),
            ("sets", N_("quatorzes and trios"), sum(s.count for s in calls.sets or ())),
        ):
            if cards > 12:
                raise BadValue(
                    _("{who}'s {words} need {cards} cards; a hand holds twelve.").format(
                        who=_(side.value), words=_(words), cards=cards
                    ),
                    field=category,
                    side=side.value,
                )


def check_sets_fit(
    declared: dict[Side, Calls], facts: DealFacts, shown: dict[Side, tuple[Implied, ...]]
) -> None:
    """Two players' sets, declared or shown by their calls (Case IV), cannot need
    more than the four cards of a rank. The call at fault is the one not checked
    against a hand (younger's, who answers, when neither or both hands are given)."""
    need: dict[Rank, int] = {}
    by: dict[Rank, str] = {}
    for side, calls in declared.items():
        mine = {s.rank: s.count for s in calls.sets or () if s.rank is not None}
        for implied in shown[side]:
            rank = implied.set.rank
            if rank is not None and implied.set.count > mine.get(rank, 0):
                mine[rank] = implied.set.count
                by[rank] = _("{who}'s calls show a {set}: {by}").format(
                    who=_(side.value), set=said(implied.set.describe()), by=said(implied.by)
                )
        for rank, count in mine.items():
            need[rank] = need.get(rank, 0) + count
    for rank, n in need.items():
        if n > 4:
            also = f" ({by[rank]})" if rank in by else ""  # a part of the sentence, said above
            raise BadValue(
                _("the two players' sets need {n} {rank_plural}{also}, but the pack has four.").format(
                    n=n, rank_plural=rank_plural(rank), also=also
                ),
                field="sets",
                side=_unchecked_side(facts).value,
            )


def _unchecked_side(facts: DealFacts) -> Side:
    """The side whose calls no hand vouches for, when only one hand is given; else younger."""
    if facts.elder_hand is None and facts.younger_hand is not None:
        return Side.ELDER
    return Side.YOUNGER
