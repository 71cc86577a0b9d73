"""The play of one deal and the cards (Laws 65, 66), with their rulings: from
the twelve trick winners, from the play points and tricks announced at the
table, or from a throw-in; and what the play says about pique (Law 69). Plain
Python: no I/O.
"""

from __future__ import annotations

from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.piquet.facts import THROW_IN_PLAY, Agreements, DealFacts, Ruling
from piquet_cli.games.piquet.pique import no_pique_reason, pique_reached
from piquet_cli.games.piquet.play import (
    PlayPoint,
    cards_score,
    elder_runs_for_announcement,
    play_points_in_order,
    sequences_for_announcement,
    tricks_won,
)
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words


def score_play(
    facts: DealFacts,
    who: dict[Side, str],
    hand_total: dict[Side, int],
    held_total: dict[Side, int],
    agreements: Agreements,
) -> tuple[dict[Side, int], dict[Side, int], list[Ruling], PlayPoint | None | bool]:
    """Play points and the cards, and what they say about pique.

    The last value is the play point that wins pique (trick winners), True/False
    when only announced play is known and the laws decide, or None.
    """
    zero = {Side.ELDER: 0, Side.YOUNGER: 0}
    rulings: list[Ruling] = []
    if facts.throw_in is not None:
        taker = facts.throw_in.other
        play = zero | {taker: THROW_IN_PLAY}
        cards = zero | {taker: 10}
        rulings.append(
            Ruling(
                "play",
                taker,
                THROW_IN_PLAY + 10,
                Words(
                    N_("{who} throws in before play: {taker} counts 13 for play and 10 for the cards."),
                    who=who[facts.throw_in],
                    taker=who[taker],
                ),
                N_("description of the game"),
            )
        )
        return play, cards, rulings, None
    if facts.tricks is not None:
        points = tuple(
            p
            for p in play_points_in_order(facts.tricks)
            if not (p.reason == "lead" and agreements.low_cards_lead_nothing and p.trick in facts.low_leads)
        )
        play = {s: sum(1 for p in points if p.side is s) for s in Side}
        won = tricks_won(facts.tricks)
        pique_at = pique_reached(hand_total[Side.ELDER], held_total[Side.YOUNGER], points)
        result: PlayPoint | None | bool = pique_at
    elif facts.announced is not None:
        a = facts.announced
        play = {Side.ELDER: a.play[0], Side.YOUNGER: a.play[1]}
        won = {Side.ELDER: a.won[0], Side.YOUNGER: a.won[1]}
        candidates = sequences_for_announcement(a.play, a.won)
        if agreements.low_cards_lead_nothing:
            result = a.pique  # the order of low leads is unknown: take the players' word
        else:
            if not candidates:
                raise BadValue(
                    _(
                        "no twelve tricks give play {play} with tricks {won}: a point for each lead, for each "
                        "trick won on the adversary's lead, one more for the last (Law 65)."
                    ).format(play=f"{a.play[0]},{a.play[1]}", won=f"{a.won[0]},{a.won[1]}"),
                    field="play",
                )
            elder_hand = hand_total[Side.ELDER]
            if held_total[Side.YOUNGER] or elder_hand >= 30:
                outcomes = {False}  # younger reckoned first, or thirty in hand is a repique matter
            else:
                outcomes = {elder_hand + run >= 30 for run in elder_runs_for_announcement(a.play, a.won)}
            if a.pique and True not in outcomes:
                raise RuleError(no_pique_reason(who, hand_total, held_total), field="pique")
            result = True if outcomes == {True} else a.pique
    else:
        return zero, dict(zero), rulings, None
    cards = {s: cards_score(won[s]) for s in Side}
    rulings.append(
        Ruling(
            "play",
            None,
            0,
            Words(
                N_(
                    "{elder} makes {elder_play} in play, {younger} {younger_play}: one for each card led, "
                    "one for each trick won on the adversary's lead, and one more for the last trick."
                ),
                elder=who[Side.ELDER],
                elder_play=play[Side.ELDER],
                younger=who[Side.YOUNGER],
                younger_play=play[Side.YOUNGER],
            ),
            "Law 65",
        )
    )
    for side in Side:
        if won[side] == 12:
            rulings.append(
                Ruling(
                    "cards",
                    side,
                    40,
                    Words(
                        N_("{who} wins all twelve tricks: capot, 40 for the cards instead of 10."),
                        who=who[side],
                    ),
                    "Law 66",
                )
            )
        elif won[side] > 6:
            rulings.append(
                Ruling(
                    "cards",
                    side,
                    10,
                    Words(
                        N_("{who} wins {won} tricks to {lost}: 10 for the cards."),
                        who=who[side],
                        won=won[side],
                        lost=won[side.other],
                    ),
                    "Law 66",
                )
            )
    if won[Side.ELDER] == 6:
        rulings.append(
            Ruling(
                "cards",
                None,
                0,
                Words(N_("Six tricks each: the cards are divided, nobody scores them.")),
                "Law 66",
            )
        )
    return play, cards, rulings, result
