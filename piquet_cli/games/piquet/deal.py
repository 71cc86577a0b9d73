"""One deal of piquet: the facts entered at the table, and their scores.

``score_deal`` reckons a deal in the order of Law 67 — carte blanche, point,
sequences, quatorzes and trios, play, the cards — and decides repique (Law 68)
and pique (Law 69) by that order, never by the order of entry. It returns the
scores of both players and a ruling for each step, with its law, in the words
players use. Plain Python: no I/O.

Its steps live beside it: the facts and their shape in ``facts``, the calls
against the cards in ``calls``, the hand's categories in ``categories``, the
play and the cards in ``play_scores``, repique and pique in ``pique``.
"""

from __future__ import annotations

from piquet_cli.games.piquet.answers import check_answers
from piquet_cli.games.piquet.bars import bar_words, barred_in
from piquet_cli.games.piquet.calls import resolve_calls
from piquet_cli.games.piquet.categories import compare_group, compare_point, score_carte_blanche, scores_words
from piquet_cli.games.piquet.facts import (
    CATEGORIES,
    HAND_CATEGORIES,
    REPIQUE,
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
from piquet_cli.games.piquet.pique import decide_pique, find_repique, first_combination
from piquet_cli.games.piquet.play_scores import score_play
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_
from piquet_cli.said import Words, literal

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

CATEGORY_WORDS = {
    "carte_blanche": N_("carte blanche"),
    "point": N_("point"),
    "sequences": N_("sequences"),
    "sets": N_("quatorzes and trios"),
    "play": N_("play"),
    "cards": N_("the cards"),
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
                    "totals",
                    None,
                    0,
                    Words(
                        N_("Quick entry: {elder} {elder_total}, {younger} {younger_total}."),
                        elder=who[Side.ELDER],
                        elder_total=te,
                        younger=who[Side.YOUNGER],
                        younger_total=ty,
                    ),
                    "",
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
                Words(
                    N_("{who} reaches 30 in hand ({points}) before {other} scores: repique, +60."),
                    who=who[repiquer],
                    points=hand_total[repiquer],
                    other=who[repiquer.other],
                ),
                "Law 68",
            )
        )
    elif stopped is not None:
        rulings.append(
            Ruling(
                "repique",
                None,
                0,
                Words(
                    N_("{who} makes {points} in hand, but {other}'s {category} reckons first: no repique."),
                    who=who[stopped],
                    points=hand_total[stopped],
                    other=who[stopped.other],
                    category=Words(CATEGORY_WORDS[stopper]),
                ),
                "Laws 67, 68",
            )
        )

    play, cards, play_rulings, pique_point = score_play(facts, who, hand_total, held_total, agreements)
    if barred is not None:
        play_rulings = [
            r._replace(
                points=0,
                reason=literal("{reason} {bar}", reason=r.reason, bar=scores_words(who[barred], "", True)),
            )
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
            literal(
                "{elder} {elder_total}, {younger} {younger_total}.",
                elder=who[Side.ELDER],
                elder_total=elder.total,
                younger=who[Side.YOUNGER],
                younger_total=younger.total,
            ),
            "Law 67",
        )
    )
    return DealScore(elder, younger, tuple(rulings), declared)
