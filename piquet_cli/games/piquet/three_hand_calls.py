"""The hand at three-hand piquet (piquet normand, piquet à trois): the calls of three players
compared category by category. docs/rules.md gives the sources.

The calls go round in playing order — the eldest (seat 1, on the dealer's left) first, the
dealer last — and, as in the two-hand game (Laws 62–64), the best call of a category is
good: its holder scores it (and, for sequences and sets, every combination of that kind he
calls), the other two score nothing for it. Plain Python: no I/O.
"""

from __future__ import annotations

from collections import Counter

from piquet_cli.cards import Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.categories import best_of
from piquet_cli.games.piquet.combinations import CARTE_BLANCHE, Point, RankSet, Sequence, point_key
from piquet_cli.games.piquet.facts import Calls
from piquet_cli.games.piquet.notation import forms
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, said
from piquet_cli.said import listed as and_listed

SEATS = 3
"""Three players; seats are numbered 1 (eldest) to 3 (the dealer), in playing order."""

ORDER_OF_CALLS = "playing order"
"""Keeper's ruling: the sources do not say who declares first at three. The keeper has the
calls go round as the cards are led, eldest first and the dealer last, as the two-hand game
has elder call first (Law 46). The order names who calls first; it never changes who is good."""

EQUALITY_AT_THREE = "nobody scores"
"""Keeper's ruling: when the best call of a category is held equally by two players, nobody
scores that category — the two-hand equality (Laws 62, 63) extended to three: the third
player's call, lower than theirs, is not good either, and an equality saves nothing."""

CARTE_BLANCHE_AT_THREE = "each scores"
"""Keeper's ruling: carte blanche is shown, not compared (Law 61), so each player dealt one
scores 10. At three, two blank hands can happen at once (the third player and the talon
then hold all twelve court cards)."""


class SeatRuling(NamedTuple):
    """Why a category scored what it did at a table of three: ``seat`` (1–3, playing order)
    is the player who scores it, None when nobody does."""

    category: str
    seat: int | None
    points: int
    reason: str
    law: str

    def sentence(self) -> str:
        return f"{self.reason} ({self.law})" if self.law else self.reason


def seat_word(seat: int) -> str:
    """Where a bad value is (``BadValue.side``): ``"seat 2"``."""
    return f"seat {seat}"


def listed(words: list[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def score_carte_blanche(
    blank: tuple[bool, ...], names: tuple[str, ...]
) -> tuple[tuple[int, ...], SeatRuling | None]:
    """Law 61: carte blanche scores 10, before everything else (each who holds one, at three)."""
    got = tuple(CARTE_BLANCHE if b else 0 for b in blank)
    holders = [names[i] for i, b in enumerate(blank) if b]
    if not holders:
        return got, None
    seat = next(i for i, b in enumerate(blank) if b) + 1 if len(holders) == 1 else None
    return got, SeatRuling(
        "carte_blanche",
        seat,
        sum(got),
        Words(N_("{who} shows carte blanche: 10, and it reckons before everything else."), who=holders[0])
        if len(holders) == 1
        else Words(
            N_(
                "{who} show carte blanche: 10 each (keeper's ruling: carte blanche is shown, not compared), "
                "and it reckons before everything else."
            ),
            who=and_listed(holders),
        ),
        "Laws 18, 61",
    )


def compare_points(calls: tuple[Calls, ...], names: tuple[str, ...]) -> tuple[tuple[int, ...], SeatRuling]:
    """Law 62 among three: the longest point is good, of equal length the higher count; the
    good one scores one a card. An equality for the best: nobody (``EQUALITY_AT_THREE``)."""
    points = tuple(c.point or Point(0) for c in calls)
    law = "Law 62"
    called = [i for i, p in enumerate(points) if p.cards]
    if not called:
        return (0,) * SEATS, SeatRuling("point", None, 0, Words(N_("Nobody calls a point.")), law)
    longest = max(points[i].cards for i in called)
    tied = [i for i in called if points[i].cards == longest]
    unsaid = [i for i in tied if points[i].count is None]
    if len(tied) > 1 and unsaid:
        raise BadValue(
            _(
                "{who} call points of {cards} cards: give the counts (e.g. {cards}/48) to say which is good."
            ).format(who=said(and_listed([names[i] for i in tied])), cards=longest),
            field="point",
            side=seat_word(unsaid[0] + 1),
        )
    top = max(point_key(points[i]) for i in called)
    best = [i for i in called if point_key(points[i]) == top]
    if len(best) > 1:
        return (0,) * SEATS, SeatRuling(
            "point",
            None,
            0,
            Words(
                N_(
                    "{who} call equal points ({point}): an equality, and at three nobody scores the point (keeper's ruling)."
                ),
                who=and_listed([names[i] for i in best]),
                point=points[best[0]].describe(),
            ),
            law,
        )
    good = best[0]
    win = points[good]
    got = tuple(win.score if i == good else 0 for i in range(SEATS))
    others = [
        Words(N_("{who}'s {point}"), who=names[i], point=points[i].describe()) for i in called if i != good
    ]
    why = (
        Words(N_(" against {others}"), others=and_listed(others))
        if others
        else Words(N_(": nobody else calls a point"))
    )
    return got, SeatRuling(
        "point",
        good + 1,
        win.score,
        Words(
            N_("{who}'s {combination} is good{why}. {who} scores {points}."),
            who=names[good],
            combination=win.describe(),
            why=why,
            points=win.score,
        ),
        law,
    )


def compare_group(
    category: str, calls: tuple[Calls, ...], names: tuple[str, ...]
) -> tuple[tuple[int, ...], SeatRuling]:
    """Sequences (Law 63), quatorzes and trios (Law 64) among three: the best is good, and its
    holder scores every combination of the kind he calls; the other two none. An equality
    for the best sequence: nobody (``EQUALITY_AT_THREE``)."""
    law = "Law 63" if category == "sequences" else "Law 64"
    items: tuple[tuple[Sequence, ...] | tuple[RankSet, ...], ...] = tuple(
        (c.sequences if category == "sequences" else c.sets) or () for c in calls
    )
    if category == "sets":
        _check_ranks(items, names)
    best = [best_of(group) for group in items]
    called = [i for i, b in enumerate(best) if b is not None]
    if not called:
        nobody = (
            N_("Nobody calls a sequence.")
            if category == "sequences"
            else N_("Nobody calls a quatorze or trio.")
        )
        return (0,) * SEATS, SeatRuling(category, None, 0, Words(nobody), law)
    size = max(_key(best[i])[0] for i in called)
    tied = [i for i in called if _key(best[i])[0] == size]
    unsaid = [i for i in tied if _key(best[i])[1] == 0]
    if len(tied) > 1 and unsaid:
        detail = N_("top cards (e.g. 4{K})") if category == "sequences" else N_("ranks (e.g. 3{K})")
        kinds = N_("sequences") if category == "sequences" else N_("quatorze or trios")  # English as it was
        raise BadValue(
            _("{who} call {kinds} of one size: give the {detail} to say which is good.").format(
                who=said(and_listed([names[i] for i in tied])), kinds=_(kinds), detail=forms(detail)
            ),
            field=category,
            side=seat_word(unsaid[0] + 1),
        )
    top = max(_key(best[i]) for i in called)
    leaders = [i for i in called if _key(best[i]) == top]
    if len(leaders) > 1:
        return (0,) * SEATS, SeatRuling(
            category,
            None,
            0,
            Words(
                N_(
                    "{who} call equal sequences ({combination}): an equality, and at three nobody scores "
                    "sequences (keeper's ruling)."
                )
                if category == "sequences"
                else N_(
                    "{who} call equal sets ({combination}): an equality, and at three nobody scores sets "
                    "(keeper's ruling)."
                ),
                who=and_listed([names[i] for i in leaders]),
                combination=_describe(best[leaders[0]]),
            ),
            law,
        )
    good = leaders[0]
    total = sum(item.score for item in items[good])
    got = tuple(total if i == good else 0 for i in range(SEATS))
    others = [
        Words(N_("{who}'s {point}"), who=names[i], point=_describe(best[i])) for i in called if i != good
    ]
    why = (
        Words(N_(" against {others}"), others=and_listed(others))
        if others
        else Words(
            N_(": nobody else calls a sequence")
            if category == "sequences"
            else N_(": nobody else calls a quatorze or trio")
        )
    )
    return got, SeatRuling(
        category,
        good + 1,
        total,
        Words(
            N_("{who}'s {combination} is good{why}. {who} scores {points}."),
            who=names[good],
            combination=_describe(best[good]),
            why=why,
            points=total,
        ),
        law,
    )


def _key(item: Sequence | RankSet | None) -> tuple[int, int]:
    assert item is not None
    return item.key


def _describe(item: Sequence | RankSet | None) -> str:
    assert item is not None
    return item.describe()


def _check_ranks(
    items: tuple[tuple[Sequence, ...] | tuple[RankSet, ...], ...], names: tuple[str, ...]
) -> None:
    """Four cards of each rank in the pack: two players cannot both call a trio of aces."""
    held: Counter[Rank] = Counter()
    callers: dict[Rank, list[int]] = {}
    for seat, group in enumerate(items):
        for item in group:
            if isinstance(item, RankSet) and item.rank is not None:
                held[item.rank] += item.count
                callers.setdefault(item.rank, []).append(seat)
    for rank, count in held.items():
        if count > 4:
            seats = callers[rank]
            raise BadValue(
                _("{who} cannot all call sets of {rank_plural}: the pack holds four of each rank.").format(
                    who=listed([names[i] for i in seats]), rank_plural=rank.plural
                ),
                field="sets",
                side=seat_word(seats[-1] + 1),
            )
