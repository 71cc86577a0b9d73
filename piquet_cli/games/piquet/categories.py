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
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words, joined, literal, said


def score_carte_blanche(facts: DealFacts, names: dict[Side, str]) -> tuple[dict[Side, int], Ruling | None]:
    got = {side: CARTE_BLANCHE if side in facts.carte_blanche else 0 for side in Side}
    for side in facts.carte_blanche:
        if side is facts.barred:
            return got, Ruling(
                "carte_blanche",
                side,
                CARTE_BLANCHE,
                Words(
                    N_(
                        "{who} shows carte blanche: 10, and it reckons before everything else. "
                        "Barred, {who} still reckons it: it accrues before any card is taken in."
                    ),
                    who=names[side],
                ),
                "Laws 18, 61; Case XXI",
            )
        return got, Ruling(
            "carte_blanche",
            side,
            CARTE_BLANCHE,
            Words(
                N_("{who} shows carte blanche: 10, and it reckons before everything else."), who=names[side]
            ),
            "Laws 18, 61",
        )
    return got, None


def _point_value(point: Point, agreements: Agreements, who: str, side: Side) -> int:
    if agreements.point_ending_in_four:
        if point.count is None:
            raise BadValue(
                _(
                    "by your agreement a point ending in four counts one less, so {who}'s point needs its count (5/44)."
                ).format(who=who),
                field="point",
                side=side.value,
            )
        if point.count % 10 == 4:
            return point.cards - 1
    return point.score


def scores_words(who: str, tally: str, barred: bool) -> str:
    """How a good combination is reckoned; a barred player's only bars (Law 58)."""
    if barred:
        return Words(N_("Barred, {who} reckons nothing for it."), who=who)
    return Words(N_("{who} scores {tally}."), who=who, tally=tally)


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
        return got, Ruling("point", None, 0, Words(N_("Neither player calls a point.")), law)
    if e.cards and y.cards and e.cards == y.cards and (e.count is None or y.count is None):
        raise BadValue(
            _(
                "both points are of {cards} cards: give the counts (e.g. {cards}/48) to say which is good."
            ).format(cards=e.cards),
            field="point",
            side=(Side.ELDER if e.count is None else Side.YOUNGER).value,
        )
    if point_key(e) == point_key(y):
        return got, Ruling(
            "point",
            None,
            0,
            Words(
                N_("{elder}'s {point} and {younger}'s are equal: an equality, nobody scores the point."),
                elder=ne,
                point=e.describe(),
                younger=names[Side.YOUNGER],
            ),
            law,
        )
    good = Side.ELDER if point_key(e) > point_key(y) else Side.YOUNGER
    win, lose = (e, y) if good is Side.ELDER else (y, e)
    who, other = names[good], names[good.other]
    if lose.cards == 0:
        why = Words(N_(": {other} calls no point"), other=other)
    elif win.cards > lose.cards:
        why = Words(
            N_(" against {other}'s {point}: the longer point is good"), other=other, point=lose.describe()
        )
    else:
        why = Words(
            N_(" against {other}'s {point}: of equal length, the higher count is good"),
            other=other,
            point=lose.describe(),
        )
    got[good] = _point_value(win, agreements, who, good)
    tally: str = str(got[good])
    if got[good] != win.score:
        tally = Words(N_("{points} (a count ending in four scores one less, by agreement)"), points=got[good])
    reckons = scores_words(who, tally, good in barred)
    return got, Ruling(
        "point",
        good,
        0 if good in barred else got[good],
        good_words(who, win.describe(), why, reckons),
        law,
    )


def good_words(who: str, combination: str, why: str, reckons: str) -> Words:
    """``Elder's quint major is good: Younger calls no sequence. Elder scores 15.``"""
    return Words(
        N_("{who}'s {combination} is good{why}. {reckons}"),
        who=who,
        combination=combination,
        why=why,
        reckons=reckons,
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
    items = {s: (declared[s].sequences if category == "sequences" else declared[s].sets) or () for s in Side}
    implied = {s: (shown or {}).get(s, ()) if category == "sets" else () for s in Side}
    best = {s: best_of((*items[s], *(i.set for i in implied[s]))) for s in Side}
    got = {Side.ELDER: 0, Side.YOUNGER: 0}
    e, y = best[Side.ELDER], best[Side.YOUNGER]
    if e is None and y is None:
        neither = (
            N_("Neither player calls a sequence.")
            if category == "sequences"
            else N_("Neither player calls a quatorze or trio.")
        )
        return got, Ruling(category, None, 0, Words(neither), law)
    if e is not None and y is not None and e.key[0] == y.key[0] and None in (_top(e), _top(y)):
        both = (
            _("both best sequences are a {name}: give the top cards (e.g. 4K) to say which is good (Law 48).")
            if category == "sequences"
            else _("both best sets are a {name}: give the ranks (e.g. 3K) to say which is good (Law 48).")
        )
        raise BadValue(
            both.format(name=said(e.describe())),
            field=category,
            side=(Side.ELDER if _top(e) is None else Side.YOUNGER).value,
        )
    if e is not None and y is not None and e.key == y.key:
        return got, Ruling(
            category,
            None,
            0,
            Words(
                N_("{elder}'s {combination} and {younger}'s are equal: nobody scores sequences.")
                if category == "sequences"
                else N_("{elder}'s {combination} and {younger}'s are equal: nobody scores sets."),
                elder=names[Side.ELDER],
                combination=e.describe(),
                younger=names[Side.YOUNGER],
            ),
            law,
        )
    if y is None or (e is not None and e.key > y.key):
        good = Side.ELDER
    else:
        good = Side.YOUNGER
    win, lose = best[good], best[good.other]
    assert win is not None
    who, other = names[good], names[good.other]
    why: Words
    if lose is None:
        why = Words(
            N_(": {other} calls no sequence")
            if category == "sequences"
            else N_(": {other} calls no quatorze or trio"),
            other=other,
        )
    elif category == "sets" and win.key[0] != lose.key[0]:
        why = Words(
            N_(" against {other}'s {lower}: any quatorze is good against a trio"),
            other=other,
            lower=lose.describe(),
        )
    elif win.key[0] != lose.key[0]:
        why = Words(N_(" against {other}'s {lower}: the longer is good"), other=other, lower=lose.describe())
    elif category == "sequences":
        why = Words(
            N_(" against {other}'s {lower}: of the same length, the higher is good"),
            other=other,
            lower=lose.describe(),
        )
    else:
        why = Words(
            N_(" against {other}'s {lower}: of the same kind, the higher is good"),
            other=other,
            lower=lose.describe(),
        )
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
        good_words(who, win.describe(), why, reckons),
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
        lower = Words(
            N_(" {who} scores {tally} for the lower ones called."), who=who, tally=_tally(mine, total)
        )
        if barred:
            lower = Words(N_(" Barred, {who} reckons nothing for the lower ones called."), who=who)
    reason = literal(
        "{reason}{lower}", reason=implied_reason(who, other, win.describe(), why, by), lower=lower
    )
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
        many = Words.english(
            f"{NUMBER_WORDS[len(same)]} {plural(name)}", N_("{count} × {name}"), count=len(same), name=name
        )
        return Words(N_("{total}: {many}, {each} each"), total=total, many=many, each=same[0].score)
    parts = [
        literal("{name} {points}", name=name, points=same[0].score)
        if len(same) == 1
        else literal(
            "{many} {points}",
            many=Words.english(
                f"{NUMBER_WORDS[len(same)]} {plural(name)}",
                N_("{count} × {name}"),
                count=len(same),
                name=name,
            ),
            points=same[0].score * len(same),
        )
        for name, same in groups.items()
    ]
    return literal("{total}: {parts}", total=total, parts=joined(" + ", parts))
