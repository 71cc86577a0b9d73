"""The hand, category by category (Laws 61–64): carte blanche, the point,
sequences, quatorzes and trios. For each, which player is good and why, in the
words players use, and what he scores; a player barred from a category still
decides who is good in it, but reckons nothing for it (Law 58). Plain Python:
no I/O.
"""

from __future__ import annotations

from typing import Literal

from piquet_cli.cards import Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import (
    CARTE_BLANCHE,
    NO_POINT,
    NUMBER_WORDS,
    Point,
    RankSet,
    Sequence,
    plural,
    point_key,
)
from piquet_cli.games.piquet.facts import Agreements, Calls, DealFacts, Ruling
from piquet_cli.games.piquet.implied import Implied, implied_reason
from piquet_cli.games.side import Side


def score_carte_blanche(facts: DealFacts, names: dict[Side, str]) -> tuple[dict[Side, int], Ruling | None]:
    got = {side: CARTE_BLANCHE if side in facts.carte_blanche else 0 for side in Side}
    for side in facts.carte_blanche:
        if side is facts.barred:
            return got, Ruling(
                "carte_blanche",
                side,
                CARTE_BLANCHE,
                f"{names[side]} shows carte blanche: 10, and it reckons before everything else. "
                f"Barred, {names[side]} still reckons it: it accrues before any card is taken in.",
                "Laws 18, 61; Case XXI",
            )
        return got, Ruling(
            "carte_blanche",
            side,
            CARTE_BLANCHE,
            f"{names[side]} shows carte blanche: 10, and it reckons before everything else.",
            "Laws 18, 61",
        )
    return got, None


def _point_value(point: Point, agreements: Agreements, who: str, side: Side) -> int:
    if agreements.point_ending_in_four:
        if point.count is None:
            raise BadValue(
                f"by your agreement a point ending in four counts one less, so {who}'s point needs its count (5/44).",
                field="point",
                side=side.value,
            )
        if point.count % 10 == 4:
            return point.cards - 1
    return point.score


def scores_words(who: str, tally: str, barred: bool) -> str:
    """How a good combination is reckoned; a barred player's only bars (Law 58)."""
    if barred:
        return f"Barred, {who} reckons nothing for it."
    return f"{who} scores {tally}."


def compare_point(
    declared: dict[Side, Calls],
    names: dict[Side, str],
    agreements: Agreements,
    barred: frozenset[Side] = frozenset(),
) -> tuple[dict[Side, int], Ruling]:
    e, y = (declared[s].point or NO_POINT for s in Side)
    ne = names[Side.ELDER]
    law = "Law 62"
    got = {Side.ELDER: 0, Side.YOUNGER: 0}
    if e.cards == 0 and y.cards == 0:
        return got, Ruling("point", None, 0, "Neither player calls a point.", law)
    if e.cards and y.cards and e.cards == y.cards and (e.count is None or y.count is None):
        raise BadValue(
            f"both points are of {e.cards} cards: give the counts (e.g. {e.cards}/48) to say which is good.",
            field="point",
            side=(Side.ELDER if e.count is None else Side.YOUNGER).value,
        )
    if point_key(e) == point_key(y):
        return got, Ruling(
            "point",
            None,
            0,
            f"{ne}'s {e.describe()} and {names[Side.YOUNGER]}'s are equal: an equality, nobody scores the point.",
            law,
        )
    good = Side.ELDER if point_key(e) > point_key(y) else Side.YOUNGER
    win, lose = (e, y) if good is Side.ELDER else (y, e)
    who, other = names[good], names[good.other]
    if lose.cards == 0:
        why = f": {other} calls no point"
    elif win.cards > lose.cards:
        why = f" against {other}'s {lose.describe()}: the longer point is good"
    else:
        why = f" against {other}'s {lose.describe()}: of equal length, the higher count is good"
    got[good] = _point_value(win, agreements, who, good)
    extra = " (a count ending in four scores one less, by agreement)" if got[good] != win.score else ""
    reckons = scores_words(who, f"{got[good]}{extra}", good in barred)
    return got, Ruling(
        "point",
        good,
        0 if good in barred else got[good],
        f"{who}'s {win.describe()} is good{why}. {reckons}",
        law,
    )


def best_of(items: tuple[Sequence, ...] | tuple[RankSet, ...]) -> Sequence | RankSet | None:
    best: Sequence | RankSet | None = None
    for item in items:
        if best is None or item.key > best.key:
            best = item
    return best


def _top(item: Sequence | RankSet) -> Rank | None:
    return item.top if isinstance(item, Sequence) else item.rank


def compare_group(
    category: Literal["sequences", "sets"],
    declared: dict[Side, Calls],
    names: dict[Side, str],
    barred: frozenset[Side] = frozenset(),
    shown: dict[Side, tuple[Implied, ...]] | None = None,
) -> tuple[dict[Side, int], Ruling]:
    """Sequences (Law 63) and quatorzes and trios (Law 64): the best is good, and
    its holder scores all his combinations of the kind; the other none. Sets
    ``shown`` by implication (Case IV) take part in deciding which is good, but
    score nothing: their holder did not reckon them."""
    law = "Law 63" if category == "sequences" else "Law 64"
    kind = "sequence" if category == "sequences" else "quatorze or trio"
    items = {s: (declared[s].sequences if category == "sequences" else declared[s].sets) or () for s in Side}
    implied = {s: (shown or {}).get(s, ()) if category == "sets" else () for s in Side}
    best = {s: best_of((*items[s], *(i.set for i in implied[s]))) for s in Side}
    got = {Side.ELDER: 0, Side.YOUNGER: 0}
    e, y = best[Side.ELDER], best[Side.YOUNGER]
    if e is None and y is None:
        return got, Ruling(category, None, 0, f"Neither player calls a {kind}.", law)
    if e is not None and y is not None and e.key[0] == y.key[0] and None in (_top(e), _top(y)):
        noun = "sequences" if category == "sequences" else "sets"
        detail = "top cards (e.g. 4K)" if category == "sequences" else "ranks (e.g. 3K)"
        raise BadValue(
            f"both best {noun} are a {e.describe()}: give the {detail} to say which is good (Law 48).",
            field=category,
            side=(Side.ELDER if _top(e) is None else Side.YOUNGER).value,
        )
    if e is not None and y is not None and e.key == y.key:
        return got, Ruling(
            category,
            None,
            0,
            f"{names[Side.ELDER]}'s {e.describe()} and {names[Side.YOUNGER]}'s are equal: nobody scores {category}.",
            law,
        )
    if y is None or (e is not None and e.key > y.key):
        good = Side.ELDER
    else:
        good = Side.YOUNGER
    win, lose = best[good], best[good.other]
    assert win is not None
    who, other = names[good], names[good.other]
    if lose is None:
        why = f": {other} calls no {kind}"
    elif category == "sets" and win.key[0] != lose.key[0]:
        why = f" against {other}'s {lose.describe()}: any quatorze is good against a trio"
    elif win.key[0] != lose.key[0]:
        why = f" against {other}'s {lose.describe()}: the longer is good"
    else:
        why = f" against {other}'s {lose.describe()}: of the same {'length' if category == 'sequences' else 'kind'}, the higher is good"
    mine = items[good]
    got[good] = sum(i.score for i in mine)
    by = next((i.by for i in implied[good] if i.set == win), None)
    if by is not None:
        return got, _implied_ruling(good, names, win, why, by, mine, got[good], good in barred)
    reckons = scores_words(who, _tally(mine, got[good]), good in barred)
    return got, Ruling(
        category,
        good,
        0 if good in barred else got[good],
        f"{who}'s {win.describe()} is good{why}. {reckons}",
        law,
    )


def _implied_ruling(
    good: Side,
    names: dict[Side, str],
    win: Sequence | RankSet,
    why: str,
    by: str,
    mine: tuple[Sequence, ...] | tuple[RankSet, ...],
    total: int,
    barred: bool,
) -> Ruling:
    """Case IV: the best set is one the holder's calls showed but he did not reckon."""
    who, other = names[good], names[good.other]
    lower = ""
    if mine:
        lower = f" {who} scores {_tally(mine, total)} for the lower ones called."
        if barred:
            lower = f" Barred, {who} reckons nothing for the lower ones called."
    reason = implied_reason(who, other, win.describe(), why, by) + lower
    return Ruling("sets", good, 0 if barred else total, reason, "Law 64; Case IV")


def _tally(items: tuple[Sequence, ...] | tuple[RankSet, ...], total: int) -> str:
    """``4``; ``17: quatorze of tens 14 + trio of queens 3``; ``12: four tierces major, 3 each``."""
    if len(items) == 1:
        return str(total)
    groups: dict[str, list[Sequence | RankSet]] = {}
    for item in items:
        groups.setdefault(item.describe(), []).append(item)
    if len(groups) == 1:
        name, same = next(iter(groups.items()))
        return f"{total}: {NUMBER_WORDS[len(same)]} {plural(name)}, {same[0].score} each"
    parts = [
        f"{name} {same[0].score}"
        if len(same) == 1
        else f"{NUMBER_WORDS[len(same)]} {plural(name)} {same[0].score * len(same)}"
        for name, same in groups.items()
    ]
    return f"{total}: {' + '.join(parts)}"
