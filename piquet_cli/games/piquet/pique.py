"""Repique and pique (Laws 68, 69), decided by the order the scores reckon in
(Law 67), never by the order of entry: thirty in hand alone before the adversary
reckons anything is a repique; thirty in hand and play before he reckons
anything, elder only, is a pique. Plain Python: no I/O.
"""

from __future__ import annotations

from piquet_cli.games.piquet.categories import best_of
from piquet_cli.games.piquet.facts import HAND_CATEGORIES, PIQUE, Calls, DealFacts, Ruling
from piquet_cli.games.piquet.play import PlayPoint
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words


def find_repique(
    held: dict[str, dict[Side, int]], scored: dict[str, dict[Side, int]]
) -> tuple[Side | None, Side | None, str]:
    """Law 68: thirty in hand alone, by scores that reckon before anything the
    adversary counts. Returns (who repiques, who reached 30 but was stopped, by what)."""
    blocked: tuple[Side | None, str] = (None, "")
    for side in Side:
        mine = 0
        for category in HAND_CATEGORIES:
            adversary_before = sum(
                held[c][side.other] for c in HAND_CATEGORIES[: HAND_CATEGORIES.index(category) + 1]
            )
            mine += scored[category][side]
            if mine >= 30:
                if adversary_before == 0:
                    return side, None, ""
                first = next(c for c in HAND_CATEGORIES if held[c][side.other])
                blocked = (side, first)
                break
    return None, blocked[0], blocked[1]


def pique_reached(elder_hand: int, younger_held_hand: int, points: tuple[PlayPoint, ...]) -> PlayPoint | None:
    """Law 69: the play point that brings elder to thirty before younger reckons
    anything, if any. A lead that brings him there wins it even if the trick is lost."""
    if younger_held_hand:
        return None
    total = elder_hand
    if total >= 30:
        return None  # thirty in hand alone is a repique matter, not a pique
    for point in points:
        if point.side is Side.YOUNGER:
            return None
        total += 1
        if total >= 30:
            return point
    return None


def first_combination(held: dict[str, dict[Side, int]], declared: dict[Side, Calls], side: Side) -> str:
    """Name the first thing a side scores in hand, in Law 67 order."""
    calls = declared[side]
    for category in HAND_CATEGORIES:
        if not held[category][side]:
            continue
        if category == "point" and calls.point:
            return calls.point.describe()
        best = best_of(calls.sequences or ()) if category == "sequences" else best_of(calls.sets or ())
        if category in ("sequences", "sets") and best is not None:
            return best.describe()
        return Words(N_("carte blanche"))
    return Words(N_("hand"))


def no_pique_reason(who: dict[Side, str], hand_total: dict[Side, int], held_total: dict[Side, int]) -> str:
    if held_total[Side.YOUNGER]:
        return _("no pique: {younger} scored {points} in hand, which reckons before play (Law 69).").format(
            younger=who[Side.YOUNGER], points=held_total[Side.YOUNGER]
        )
    return _(
        "no pique: {elder} has {points} in hand and cannot reach 30 "
        "in play before {younger} scores with these play points (Law 69)."
    ).format(elder=who[Side.ELDER], points=hand_total[Side.ELDER], younger=who[Side.YOUNGER])


def decide_pique(
    facts: DealFacts,
    who: dict[Side, str],
    hand_total: dict[Side, int],
    held_total: dict[Side, int],
    play: dict[Side, int],
    cards: dict[Side, int],
    pique_point: PlayPoint | None | bool,
    bonus: dict[str, dict[Side, int]],
    rulings: list[Ruling],
    younger_first: str,
) -> None:
    elder, younger = who[Side.ELDER], who[Side.YOUNGER]
    if isinstance(pique_point, PlayPoint):
        bonus["pique"][Side.ELDER] = PIQUE
        how = Words(
            {
                "lead": N_("the lead to trick {trick}"),
                "win": N_("winning trick {trick}"),
                "last": N_("the last trick"),
            }[pique_point.reason],
            trick=pique_point.trick,
        )
        rulings.append(
            Ruling(
                "pique",
                Side.ELDER,
                PIQUE,
                Words(
                    N_("{elder} reaches 30 with {how} before {younger} scores anything: pique, +30."),
                    elder=elder,
                    how=how,
                    younger=younger,
                ),
                "Law 69",
            )
        )
        return
    if pique_point is True:
        bonus["pique"][Side.ELDER] = PIQUE
        rulings.append(
            Ruling(
                "pique",
                Side.ELDER,
                PIQUE,
                Words(
                    N_("{elder} reaches 30 in hand and play before {younger} scores anything: pique, +30."),
                    elder=elder,
                    younger=younger,
                ),
                "Law 69",
            )
        )
        return
    in_play = hand_total[Side.ELDER] + play[Side.ELDER]
    if (
        in_play < 30 <= in_play + cards[Side.ELDER]
        and not held_total[Side.YOUNGER]
        and hand_total[Side.ELDER]
    ):
        what = (
            N_(
                "{elder} makes {points} in hand and play; a capot reckons after play and does not count toward a pique: no pique."
            )
            if cards[Side.ELDER] == 40
            else N_(
                "{elder} makes {points} in hand and play; the cards reckon after play and do not count toward a pique: no pique."
            )
        )
        rulings.append(
            Ruling(
                "pique",
                None,
                0,
                Words(what, elder=elder, points=in_play),
                "Law 69",
            )
        )
        return
    if in_play < 30:
        return
    if held_total[Side.YOUNGER]:
        before = Words(
            N_("{elder} reaches 30")
            if hand_total[Side.ELDER] >= 30
            else N_("{elder}'s first lead")
            if hand_total[Side.ELDER] == 29
            else N_("{elder}'s play"),
            elder=elder,
        )
        rulings.append(
            Ruling(
                "pique",
                None,
                0,
                Words(
                    N_("{younger}'s {first} reckons before {before}: no pique."),
                    younger=younger,
                    first=younger_first,
                    before=before,
                ),
                "Laws 67, 69",
            )
        )
    elif facts.tricks is not None:
        rulings.append(
            Ruling(
                "pique",
                None,
                0,
                Words(
                    N_("{younger} scores in play before {elder} reaches 30: no pique."),
                    younger=younger,
                    elder=elder,
                ),
                "Law 69",
            )
        )
