"""One deal of piquet: the facts entered at the table, and their scores.

``score_deal`` reckons a deal in the order of Law 67 — carte blanche, point,
sequences, quatorzes and trios, play, the cards — and decides repique (Law 68)
and pique (Law 69) by that order, never by the order of entry. It returns the
scores of both players and a ruling for each step, with its law, in the words
players use. Plain Python: no I/O.
"""

from __future__ import annotations

from dataclasses import replace

from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.piquet.answers import check_answers
from piquet_cli.games.piquet.bars import bar_words, barred_in
from piquet_cli.games.piquet.calls import resolve_calls
from piquet_cli.games.piquet.categories import compare_group, compare_point, score_carte_blanche, scores_words
from piquet_cli.games.piquet.facts import (
    CATEGORIES,
    HAND_CATEGORIES,
    REPIQUE,
    THROW_IN_PLAY,
    Agreements,
    AnnouncedPlay,
    Calls,
    DealFacts,
    DealScore,
    Ruling,
    SideScore,
    check_exchange,
    check_hands,
    check_shape,
)
from piquet_cli.games.piquet.implied import implied_sets
from piquet_cli.games.piquet.limits import check_calls_fit, check_sets_fit, check_totals
from piquet_cli.games.piquet.pique import (
    decide_pique,
    find_repique,
    first_combination,
    no_pique_reason,
    pique_reached,
)
from piquet_cli.games.piquet.play import (
    PlayPoint,
    cards_score,
    elder_runs_for_announcement,
    play_points_in_order,
    sequences_for_announcement,
    tricks_won,
)
from piquet_cli.games.side import Side

__all__ = [  # what the rest of the package and the tests import from here
    "CATEGORIES",
    "HAND_CATEGORIES",
    "Agreements",
    "AnnouncedPlay",
    "Calls",
    "DealFacts",
    "DealScore",
    "Ruling",
    "SideScore",
    "check_exchange",
    "resolve_calls",
    "score_deal",
]

# ---------------------------------------------------------------------------
# The deal


CATEGORY_WORDS = {
    "carte_blanche": "carte blanche",
    "point": "point",
    "sequences": "sequences",
    "sets": "quatorzes and trios",
    "play": "play",
    "cards": "the cards",
}


def score_deal(
    facts: DealFacts,
    names: tuple[str, str] = ("Elder", "Younger"),
    agreements: Agreements = Agreements(),
) -> DealScore:
    """Score one deal in the order of Law 67, with a ruling for each step."""
    who = {Side.ELDER: names[0], Side.YOUNGER: names[1]}
    check_shape(facts)
    if facts.exchange is not None:
        check_exchange(facts.exchange, agreements)
    if facts.totals is not None:
        te, ty = facts.totals
        check_totals(facts.totals)
        return DealScore(
            SideScore(*(None,) * 8, quick_total=te),
            SideScore(*(None,) * 8, quick_total=ty),
            (
                Ruling(
                    "totals", None, 0, f"Quick entry: {who[Side.ELDER]} {te}, {who[Side.YOUNGER]} {ty}.", ""
                ),
            ),
        )
    check_hands(facts)
    check_calls_fit(facts)
    declared, rulings = resolve_calls(facts, who)
    shown = implied_sets(facts, declared)
    check_sets_fit(declared, facts, shown)
    check_answers(declared, facts.answers, who, {c for s, c in facts.barred_from if s is Side.YOUNGER})

    held: dict[str, dict[Side, int]] = {}
    cb, cb_ruling = score_carte_blanche(facts, who)
    held["carte_blanche"] = cb
    if cb_ruling:
        rulings.append(cb_ruling)
    barred = facts.barred
    held["point"], r = compare_point(declared, who, agreements, barred_in(facts, "point"))
    rulings.append(r)
    for group in ("sequences", "sets"):
        held[group], r = compare_group(group, declared, who, barred_in(facts, group), shown)
        rulings.append(r)

    bars = {c: barred_in(facts, c) for c in HAND_CATEGORIES}
    scored = {c: {s: (0 if s in bars[c] else v) for s, v in held[c].items()} for c in HAND_CATEGORIES}
    rulings.extend(Ruling("barred", None, 0, words, law) for words, law in bar_words(facts, who))

    hand_total = {s: sum(scored[c][s] for c in HAND_CATEGORIES) for s in Side}
    held_total = {s: sum(held[c][s] for c in HAND_CATEGORIES) for s in Side}
    bonus = {"repique": {Side.ELDER: 0, Side.YOUNGER: 0}, "pique": {Side.ELDER: 0, Side.YOUNGER: 0}}
    repiquer, stopped, stopper = find_repique(held, scored)
    if repiquer is not None:
        bonus["repique"][repiquer] = REPIQUE
        rulings.append(
            Ruling(
                "repique",
                repiquer,
                REPIQUE,
                f"{who[repiquer]} reaches 30 in hand ({hand_total[repiquer]}) before "
                f"{who[repiquer.other]} scores: repique, +60.",
                "Law 68",
            )
        )
    elif stopped is not None:
        rulings.append(
            Ruling(
                "repique",
                None,
                0,
                f"{who[stopped]} makes {hand_total[stopped]} in hand, but {who[stopped.other]}'s "
                f"{CATEGORY_WORDS[stopper]} reckons first: no repique.",
                "Laws 67, 68",
            )
        )

    play, cards, play_rulings, pique_point = _play(facts, who, hand_total, held_total, agreements)
    if barred is not None:
        play_rulings = [
            replace(r, points=0, reason=f"{r.reason} {scores_words(who[barred], '', True)}")
            if r.good is barred
            else r
            for r in play_rulings
        ]
    rulings.extend(play_rulings)
    if repiquer is None and barred is not Side.ELDER:
        decide_pique(
            facts,
            who,
            hand_total,
            held_total,
            play,
            cards,
            pique_point,
            bonus,
            rulings,
            first_combination(held, declared, Side.YOUNGER),
        )

    if barred is not None:
        play = {s: (0 if s is barred else v) for s, v in play.items()}
        cards = {s: (0 if s is barred else v) for s, v in cards.items()}

    def side_score(side: Side) -> SideScore:
        return SideScore(
            carte_blanche=scored["carte_blanche"][side],
            point=scored["point"][side],
            sequences=scored["sequences"][side],
            sets=scored["sets"][side],
            repique=bonus["repique"][side],
            pique=bonus["pique"][side],
            play=play[side],
            cards=cards[side],
        )

    elder, younger = side_score(Side.ELDER), side_score(Side.YOUNGER)
    rulings.append(
        Ruling(
            "total",
            None,
            0,
            f"{who[Side.ELDER]} {elder.total}, {who[Side.YOUNGER]} {younger.total}.",
            "Law 67",
        )
    )
    return DealScore(elder, younger, tuple(rulings), declared)


def _play(
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
                f"{who[facts.throw_in]} throws in before play: {who[taker]} counts 13 for play "
                "and 10 for the cards.",
                "description of the game",
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
                    f"no twelve tricks give play {a.play[0]},{a.play[1]} with tricks {a.won[0]},{a.won[1]}: "
                    "a point for each lead, for each trick won on the adversary's lead, one more for the last (Law 65).",
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
            f"{who[Side.ELDER]} makes {play[Side.ELDER]} in play, {who[Side.YOUNGER]} "
            f"{play[Side.YOUNGER]}: one for each card led, one for each trick won on the "
            "adversary's lead, and one more for the last trick.",
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
                    f"{who[side]} wins all twelve tricks: capot, 40 for the cards instead of 10.",
                    "Law 66",
                )
            )
        elif won[side] > 6:
            rulings.append(
                Ruling(
                    "cards",
                    side,
                    10,
                    f"{who[side]} wins {won[side]} tricks to {won[side.other]}: 10 for the cards.",
                    "Law 66",
                )
            )
    if won[Side.ELDER] == 6:
        rulings.append(
            Ruling("cards", None, 0, "Six tricks each: the cards are divided, nobody scores them.", "Law 66")
        )
    return play, cards, rulings, result
