"""What a deal of the piquet walkthrough knows and has entered so far, and the deal it makes.

The questions (``point``, ``groups``, ``play``, ``walk``) share this state:
the partie, the deal's number and seats, what the flags or the deal being
corrected said beforehand (``prefill``), and the facts entered so far, scored
with the engine after every category (``score``).
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_cli.games.piquet.answers import NO_ANSWERS, Answer, Answers
from piquet_cli.games.piquet.combinations import (
    NO_POINT,
    Point,
    RankSet,
    Sequence,
)
from piquet_cli.games.piquet.deal import (
    AnnouncedPlay,
    Calls,
    DealFacts,
    DealScore,
    resolve_calls,
    score_deal,
)
from piquet_cli.games.piquet.kinds import Combination
from piquet_cli.games.piquet.partie import Partie
from piquet_cli.games.protocol import Table
from piquet_cli.games.side import Side


@dataclass
class Entered:
    """What has been entered so far; categories not yet reached are nothing."""

    carte_blanche: tuple[Side, ...] = ()
    exchange: tuple[int, int] | None = None
    point: tuple[Point | None, Point | None] = (NO_POINT, NO_POINT)
    sequences: tuple[tuple[Sequence, ...] | None, tuple[Sequence, ...] | None] = ((), ())
    sets: tuple[tuple[RankSet, ...] | None, tuple[RankSet, ...] | None] = ((), ())
    tricks: tuple[Side, ...] | None = None
    announced: AnnouncedPlay | None = None
    throw_in: Side | None = None
    low_leads: tuple[int, ...] = ()
    answers: Answers = NO_ANSWERS
    barred_from: tuple[tuple[Side, str], ...] = ()  # a bar the answers made (Law 46, Case I)


Said = tuple[Answer, ...]
"""Younger's answers to a call, as said: ``(good,)``, ``(equal, not good)``, or ``()`` for no call."""


class Dialogue:
    """One deal of piquet at the table: what is known beforehand (``prefill``: the flags, or the
    deal as it was when it is corrected), what has been entered so far, and the deal it makes."""

    def __init__(self, table: Table, partie: Partie, number: int, prefill: DealFacts | None) -> None:
        self.table = table
        self.number = number
        self.partie = partie
        self.editing = number <= len(partie.deals)
        self.prefill = prefill if prefill is not None else DealFacts()
        self.elder, self.younger = partie.names(number)
        self.who = {Side.ELDER: self.elder, Side.YOUNGER: self.younger}
        self.e, self.y = self.elder, self.younger
        self.agreements = partie.effective_agreements
        self.known = self._known_calls()
        self.entered = Entered()
        self.called: dict[str, dict[Side, tuple[Combination, ...]]] = {}  # by kind: what was said

    # -- prefill ---------------------------------------------------------

    def _known_calls(self) -> dict[Side, Calls]:
        """Each side's calls from the prefill; a side whose hand is given, from his hand.
        Hands that cannot be (or calls they do not hold) are refused at once, naming the flag."""
        known = {side: self.prefill.calls(side) for side in Side}
        if self.prefill.elder_hand is None and self.prefill.younger_hand is None:
            return known
        hands = DealFacts(elder_hand=self.prefill.elder_hand, younger_hand=self.prefill.younger_hand)
        score_deal(hands, (self.elder, self.younger), self.agreements)
        declared, _ = resolve_calls(self.prefill, self.who)
        for side in Side:
            if self.prefill.hand(side) is not None:
                known[side] = declared[side]
        return known

    def facts(self) -> DealFacts:
        got = self.entered
        return DealFacts(
            carte_blanche=got.carte_blanche,
            exchange=got.exchange,
            elder=Calls(got.point[0], got.sequences[0], got.sets[0]),
            younger=Calls(got.point[1], got.sequences[1], got.sets[1]),
            elder_hand=self.prefill.elder_hand,
            younger_hand=self.prefill.younger_hand,
            tricks=got.tricks,
            announced=got.announced,
            low_leads=got.low_leads,
            throw_in=got.throw_in,
            barred=self.prefill.barred,
            answers=got.answers,
            barred_from=tuple(dict.fromkeys(self.prefill.barred_from + got.barred_from)),
        )

    def score(self) -> DealScore:
        return score_deal(self.facts(), (self.elder, self.younger), self.agreements)
