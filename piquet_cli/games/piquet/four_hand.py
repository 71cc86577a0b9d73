"""One deal of four-hand piquet, partners opposite, scored side by side.

The French four-hand game (Garraud, *Le grand livre des jeux de cartes*, 1984, p. 342;
adpoker.fr "regles-du-piquet"; docs/rules.md): eight cards each, no exchange; a point
worth under thirty is not called. In each category (point, sequences, quatorzes and
trios) the side holding the best combination scores it and every combination of that
kind its two members hold, however low — the partner's too, even when it is worse than
an adversary's; an equality of the best scores nothing for anyone (Law 63's rule, by
side). Repic and pic are reached at twenty; carte blanche is scored by the side. The
rest is as two-hand, by side: play (Law 65), the cards (Law 66), and the order the
scores reckon in (Law 67). Plain Python: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet_cli.games.piquet.combinations import (
    CARTE_BLANCHE,
    NO_POINT,
    Point,
    RankSet,
    Sequence,
    best_point,
    point_key,
    sequences_held,
    sets_held,
)
from piquet_cli.games.piquet.facts import Calls, Ruling, SideScore
from piquet_cli.games.piquet.four_hand_facts import (
    LEAST_POINT,
    FourHandDeal,
    blank_seats,
    check_deal,
    members,
    side_of,
)
from piquet_cli.games.piquet.four_hand_play import play_points, score_cards
from piquet_cli.games.piquet.play import PlayPoint
from piquet_cli.games.piquet.reckoning import play_words
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, listed, literal

PIC_AT = 20
"""At four, pic and repic are reached at twenty, not thirty (the French four-hand rule)."""

PIC = 60 - PIC_AT
"""Pic: the side's twenty counts sixty. Keeper's ruling on "counts 60": read as the French
jump, sixty in place of the twenty reached, so forty more, as two-hand's pique puts thirty
in place of thirty (Law 69); the three-hand game reads its pic the same way."""

REPIC = 90 - PIC_AT
"""Repic: the side's twenty in hand counts ninety, so seventy more (keeper's ruling, as ``PIC``)."""

BOTH_BLANK = 2 * CARTE_BLANCHE
"""Both partners blank: the side scores twenty (the French four-hand rule)."""

ONE_BLANK = CARTE_BLANCHE
"""Keeper's ruling: one player blank, and nobody on the other side, scores Law 61's ten for
his side; the sources say only the cases of both partners and of one on each side."""

Combination = Point | Sequence | RankSet


class FourHandScore(NamedTuple):
    """A deal's scores by side — ``Side.ELDER`` is seats 1 and 3, ``Side.YOUNGER`` seats
    2 and 4 — with ``repique``/``pique`` holding repic and pic; the rulings in Law 67
    order; and what each seat reckoned on."""

    eldest_side: SideScore
    dealers_side: SideScore
    rulings: tuple[Ruling, ...]
    calls: tuple[Calls, ...]

    def of(self, side: Side) -> SideScore:
        return self.eldest_side if side is Side.ELDER else self.dealers_side


def seat_calls(deal: FourHandDeal) -> tuple[Calls, ...]:
    """What each seat reckons on: its calls, or all its hand holds (a point under 30 not called)."""
    found = []
    for seat in deal.seats:
        if seat.hand is None:
            calls = seat.calls
            found.append(Calls(calls.point or NO_POINT, calls.sequences or (), calls.sets or ()))
            continue
        point = best_point(seat.hand)
        if point.count is not None and point.count < LEAST_POINT:
            point = NO_POINT
        found.append(Calls(point, sequences_held(seat.hand), sets_held(seat.hand)))
    return tuple(found)


def side_names(names: tuple[str, ...], side: Side) -> str:
    """``Ann and Cal``: a side by its players, in playing order."""
    first, second = members(side)
    return Words(N_("{first} and {second}"), first=names[first - 1], second=names[second - 1])


def score_four_hand(deal: FourHandDeal, names: tuple[str, ...]) -> FourHandScore:
    """Score one four-hand deal in the order of Law 67, by side, with a ruling for each step."""
    check_deal(deal, names)
    calls = seat_calls(deal)
    rulings: list[Ruling] = []
    scored: dict[str, dict[Side, int]] = {}
    scored["carte_blanche"], ruling = _carte_blanche(deal, names)
    if ruling is not None:
        rulings.append(ruling)
    categories: tuple[tuple[str, str, str, Callable[[Calls], tuple[Combination, ...]]], ...] = (
        ("point", "point", "Law 62", lambda c: (c.point,) if c.point and c.point.cards else ()),
        ("sequences", "sequence", "Law 63", lambda c: c.sequences or ()),
        ("sets", "quatorze or trio", "Law 64", lambda c: c.sets or ()),
    )
    for category, word, law, of in categories:
        scored[category], ruling = _compare(
            category, word, law, {n: of(c) for n, c in enumerate(calls, 1)}, names
        )
        rulings.append(ruling)
    points = play_points(deal.tricks) if deal.tricks is not None else ()
    play = {side: sum(1 for p in points if p.side is side) for side in Side}
    bonus, bonus_ruling = _repic_or_pic(scored, points, names)
    if bonus_ruling is not None and bonus_ruling.category == "repique":
        rulings.append(bonus_ruling)  # a repic reckons the moment twenty is made in hand
    if deal.tricks is not None:
        rulings.append(
            Ruling(
                "play",
                None,
                0,
                Words(
                    N_(
                        "In play {eldest} make {eldest_play}, {dealers} {dealers_play}: the leader's side one for "
                        "each card led, the other side one more for each trick it wins, the last trick one more."
                    ),
                    eldest=side_names(names, Side.ELDER),
                    eldest_play=play[Side.ELDER],
                    dealers=side_names(names, Side.YOUNGER),
                    dealers_play=play[Side.YOUNGER],
                ),
                "Law 65, at four",
            )
        )
    if bonus_ruling is not None and bonus_ruling.category == "pique":
        rulings.append(bonus_ruling)
    cards, ruling = score_cards(deal.tricks, lambda side: side_names(names, side))
    if ruling is not None:
        rulings.append(ruling)

    def side_score(side: Side) -> SideScore:
        kind, figure = bonus.get(side, ("", 0))
        return SideScore(
            carte_blanche=scored["carte_blanche"][side],
            point=scored["point"][side],
            sequences=scored["sequences"][side],
            sets=scored["sets"][side],
            repique=figure if kind == "repic" else 0,
            pique=figure if kind == "pic" else 0,
            play=play[side],
            cards=cards[side],
        )

    eldest, dealers = side_score(Side.ELDER), side_score(Side.YOUNGER)
    rulings.append(
        Ruling(
            "total",
            None,
            0,
            literal(
                "{eldest} {eldest_total}, {dealers} {dealers_total}.",
                eldest=side_names(names, Side.ELDER),
                eldest_total=eldest.total,
                dealers=side_names(names, Side.YOUNGER),
                dealers_total=dealers.total,
            ),
            "Law 67",
        )
    )
    return FourHandScore(eldest, dealers, tuple(rulings), calls)


def _carte_blanche(deal: FourHandDeal, names: tuple[str, ...]) -> tuple[dict[Side, int], Ruling | None]:
    blank = blank_seats(deal)
    got = {Side.ELDER: 0, Side.YOUNGER: 0}
    if not blank:
        return got, None
    sides = {side_of(n) for n in blank}
    who = listed([names[n - 1] for n in blank])
    if len(sides) == 2:
        return got, Ruling(
            "carte_blanche",
            None,
            0,
            Words(N_("{who} both show carte blanche, one on each side: neither side scores it."), who=who),
            "Laws 18, 61, at four",
        )
    (side,) = sides
    got[side] = BOTH_BLANK if len(blank) == 2 else ONE_BLANK
    why = Words(
        N_("both partners blank, the side scores 20")
        if len(blank) == 2
        else N_("one blank hand alone scores its 10 for the side (keeper's ruling)")
    )
    return got, Ruling(
        "carte_blanche",
        side,
        got[side],
        Words(
            N_("{side}: carte blanche, {who}'s; {why}. It reckons before everything else."),
            side=side_names(names, side),
            who=who,
            why=why,
        ),
        "Laws 18, 61, at four",
    )


def _key(item: Combination) -> tuple[int, int]:
    return point_key(item) if isinstance(item, Point) else item.key


def _compare(
    category: str,
    word: str,
    law: str,
    held: dict[int, tuple[Combination, ...]],
    names: tuple[str, ...],
) -> tuple[dict[Side, int], Ruling]:
    """The side with the best combination scores every one its members hold of the kind;
    an equality of the best nullifies the whole (Laws 62–64, by side)."""
    got = {Side.ELDER: 0, Side.YOUNGER: 0}
    best: dict[Side, tuple[int, Combination] | None] = {}
    for side in Side:
        mine = [(n, item) for n in members(side) for item in held[n]]
        best[side] = max(mine, key=lambda pair: _key(pair[1])) if mine else None
    e, y = best[Side.ELDER], best[Side.YOUNGER]
    at_four = f"{law}, at four"
    said_word = Words(word)  # point, sequence, quatorze or trio: in the catalogue
    if e is None and y is None:
        nobody = {
            "point": N_("Nobody calls a point (a point under {least} is not called)."),
            "sequences": N_("Nobody calls a sequence."),
        }.get(category, N_("Nobody calls a quatorze or trio."))
        return got, Ruling(category, None, 0, Words(nobody, least=LEAST_POINT), at_four)
    if e is not None and y is not None and _key(e[1]) == _key(y[1]):
        equal = {
            "point": N_("{first}'s {combination} and {second}'s are equal: nobody scores the point."),
            "sequences": N_("{first}'s {combination} and {second}'s are equal: nobody scores the sequences."),
        }.get(category, N_("{first}'s {combination} and {second}'s are equal: nobody scores the sets."))
        return got, Ruling(
            category,
            None,
            0,
            Words(equal, first=names[e[0] - 1], combination=e[1].describe(), second=names[y[0] - 1]),
            at_four,
        )
    good = Side.ELDER if y is None or (e is not None and _key(e[1]) > _key(y[1])) else Side.YOUNGER
    win, lose = best[good], best[good.other]
    assert win is not None
    seat, top = win
    items = [(n, item) for n in members(good) for item in held[n]]
    items.sort(key=lambda pair: (pair != win, -_key(pair[1])[0], -_key(pair[1])[1]))
    figures = [item.score for _, item in items]
    got[good] = sum(figures)
    if lose is None:
        against = Words(N_(", {side} calling no {kind}"), side=side_names(names, good.other), kind=said_word)
    else:
        against = Words(
            N_(", against {who}'s {combination}"), who=names[lose[0] - 1], combination=lose[1].describe()
        )
    rest = items[1:]
    if rest:
        tally = Words(
            N_("; {theirs} scores too: {figures} = {total}")
            if len(rest) == 1
            else N_("; {theirs} score too: {figures} = {total}"),
            theirs=_holding(rest, names),
            figures=" + ".join(str(f) for f in figures),
            total=got[good],
        )
    else:
        tally = literal(": {total}", total=got[good])
    reason = Words(
        N_("{side}: {kind}, {who}'s {combination} is best{against}{tally}."),
        side=side_names(names, good),
        kind=said_word,
        who=names[seat - 1],
        combination=top.describe(),
        against=against,
        tally=tally,
    )
    return got, Ruling(category, good, got[good], reason, at_four)


def _holding(items: list[tuple[int, Combination]], names: tuple[str, ...]) -> str:
    """``Ann's tierce minor``; ``Cal's trio of tens and Ann's trio of aces``."""
    return listed(
        [Words(N_("{who}'s {point}"), who=names[n - 1], point=item.describe()) for n, item in items]
    )


def _repic_or_pic(
    scored: dict[str, dict[Side, int]], points: tuple[PlayPoint, ...], names: tuple[str, ...]
) -> tuple[dict[Side, tuple[str, int]], Ruling | None]:
    """Repic: twenty in hand alone before the other side scores anything; pic: twenty in hand
    and play before it scores anything. The order is Law 67's, the play trick by trick."""
    order: list[tuple[Side, int, str]] = [
        (side, scored[c][side], "")
        for c in ("carte_blanche", "point", "sequences", "sets")
        for side in Side
        if scored[c][side]
    ]
    order += [(p.side, 1, play_words(p)) for p in points]
    running = {Side.ELDER: 0, Side.YOUNGER: 0}
    for side, figure, how in order:
        running[side] += figure
        if running[side] < PIC_AT:
            continue
        if running[side.other]:
            return {}, None
        who = side_names(names, side)
        other = side_names(names, side.other)
        if not how:
            return {side: ("repic", REPIC)}, Ruling(
                "repique",
                side,
                REPIC,
                Words(
                    N_(
                        "{who} reach {at} in hand ({points}) before {other} score anything: "
                        "repic, the {at} counts 90: +{bonus}."
                    ),
                    who=who,
                    at=PIC_AT,
                    points=running[side],
                    other=other,
                    bonus=REPIC,
                ),
                "Law 68, at four",
            )
        return {side: ("pic", PIC)}, Ruling(
            "pique",
            side,
            PIC,
            Words(
                N_(
                    "{who} reach {at} in hand and play, {how}, before {other} score anything: "
                    "pic, the {at} counts 60: +{bonus}."
                ),
                who=who,
                at=PIC_AT,
                how=how,
                other=other,
                bonus=PIC,
            ),
            "Law 69, at four",
        )
    return {}, None
