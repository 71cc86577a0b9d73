"""A deal of three-hand piquet as the keeper shows it: the engine's scores by seat (or the deal's
totals, or a two-hand deal of the finish) in the neutral view's rows, and its rulings."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.deal import DealFacts, DealScore, score_deal
from piquet_cli.games.piquet.facts import CATEGORIES
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.piquet.three_hand import (
    ThreeHandScore,
)
from piquet_cli.games.piquet.three_hand_calls import (
    SEATS,
    SeatRuling,
)
from piquet_cli.games.piquet.three_hand_entry import (
    SEAT_KEYS,
    check_seat_counts,
    score_table_deal,
)
from piquet_cli.games.piquet.three_hand_play import CAPOT
from piquet_cli.games.piquet.views import ROWS, score_view
from piquet_cli.games.view import DealView, Ruling, SideView
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words, listed, said

NOTABLE = ("repique", "pique")


# -- the deal at three ------------------------------------------------------------------


def capot_points(tricks: tuple[int, ...]) -> tuple[int, ...]:
    """What each seat scores for the others' capots (in the engine's ``cards``)."""
    won = [sum(1 for w in tricks if w == seat) for seat in range(1, SEATS + 1)]
    capots = sum(1 for n in won if n == 0)
    return tuple(CAPOT * capots if n else 0 for n in won)


def ruling_of(said: SeatRuling) -> Ruling:
    """An engine ruling (seat numbers) as the view's (``good`` None; the names are in the reason)."""
    return Ruling(said.category, None, said.points, said.reason, said.law)


def is_notable(ruling: Ruling) -> bool:
    """Repique, pique and capot: said aloud in every path."""
    return ruling.category in NOTABLE or (ruling.category == "cards" and "capot" in ruling.reason)


def three_deal_view(
    number: int, seats: tuple[str, ...], score: ThreeHandScore, tricks: tuple[int, ...]
) -> DealView:
    capot = capot_points(tricks)
    sides: dict[str, SideView] = {}
    for i, name in enumerate(seats):
        got = score.scores[i]
        rows: dict[str, int | None] = {key: got.get(key, 0) for key in CATEGORIES}
        rows["cards"] = got["cards"] - capot[i]
        rows["capot"] = capot[i]
        total = sum(got.values())
        doc: dict[str, Any] = {key: got[key] for key in CATEGORIES} | {"capot": capot[i], "total": total}
        sides[name] = SideView(MappingProxyType(rows), total, MappingProxyType(doc))
    rulings = tuple(ruling_of(r) for r in score.rulings)
    return DealView(
        number,
        seats[-1],
        seats,
        MappingProxyType(sides),
        rulings=rulings,
        notable=tuple(r for r in rulings if is_notable(r)),
    )


def quick_view(
    number: int, seats: tuple[str, ...], totals: tuple[int, ...], others: tuple[str, ...] = ()
) -> DealView:
    """A deal entered by its totals only (``others``: a player out, who scores nothing in it)."""
    sides = {
        name: SideView(
            MappingProxyType(dict.fromkeys((r.key for r in ROWS), None)),
            total,
            MappingProxyType(dict.fromkeys(CATEGORIES, None) | {"capot": None, "total": total}),
        )
        for name, total in zip(seats, totals, strict=True)
    }
    for name in others:
        sides[name] = out_side()
    words = ", ".join(f"{n} {t}" for n, t in zip(seats, totals, strict=True))
    ruling = Ruling("totals", None, 0, Words(N_("Quick entry: {totals}."), totals=words), "")
    return DealView(number, seats[-1], seats, MappingProxyType(sides), quick=True, rulings=(ruling,))


def out_side() -> SideView:
    """The player who is out, in a deal of the two-hand finish: nothing."""
    return SideView(
        MappingProxyType(dict.fromkeys((r.key for r in ROWS), None)), 0, MappingProxyType({"total": 0})
    )


def only_totals(deal: TableDeal) -> bool:
    return all(getattr(deal, key) is None for key, _ in SEAT_KEYS) and (
        deal.tricks is None and deal.exchange is None and not deal.carte_blanche
    )


def three_deal(facts: Any, seats: tuple[str, ...], number: int) -> DealView:
    """One deal while all three are at the table, scored; BadValue(deal=number) if it cannot be."""
    if not isinstance(facts, TableDeal):
        raise BadValue(
            _(
                "deal {number} is played by the three at the table, {players} in playing order: give a value "
                "a seat: the totals (20,10,5), or each seat's calls and the tricks by seat (1231231231)."
            ).format(number=number, players=said(listed(seats))),
            deal=number,
        )
    try:
        check_seat_counts(facts)
        if facts.totals is not None:
            if not only_totals(facts):
                raise BadValue(
                    _("give a deal's totals alone, or the deal whole without them."), field="totals"
                )
            return quick_view(number, seats, facts.totals)
        score = score_table_deal(facts, seats)
    except BadValue as error:
        raise BadValue(error.message, field=error.field, side=error.side, deal=number) from None
    return three_deal_view(number, seats, score, facts.tricks or ())


# -- the two-hand finish ----------------------------------------------------------------

TWO_HAND_ONLY = {
    "first_to_100": N_("first to 100"),
    "double_game": N_("double game"),
    "low_leads": N_("low leads"),
    "throw_in": N_("throw in"),
}
"""Two-hand facts of rules the finish is not played by (au cent's, the last deal's throw-in), by
their keys, and as a refusal names them."""


def two_deal(
    facts: Any, seats: tuple[str, ...], number: int, out: str, round_seats: tuple[str, ...]
) -> DealView:
    """One deal of the two-hand finish between ``seats`` (elder, younger), ``out`` having left.
    A card's row of three totals (``piquet import``) is taken when the player out scores 0 in it."""
    elder, younger = seats
    if isinstance(facts, TableDeal):
        by_name = dict(zip(round_seats, facts.totals or (), strict=False))
        if (
            facts.totals is not None
            and only_totals(facts)
            and len(facts.totals) == SEATS
            and by_name[out] == 0
        ):
            facts = DealFacts(totals=(by_name[elder], by_name[younger]))
        else:
            raise BadValue(
                _(
                    "deal {number} is of the two-hand finish: {out} is out, and {elder} and {younger} play on, "
                    "{elder} elder; give it as a two-hand deal (the totals, elder first, or the two-hand "
                    "deal's facts)."
                ).format(number=number, out=out, elder=elder, younger=younger),
                field="totals" if facts.totals is not None else None,
                deal=number,
            )
    for key, words in TWO_HAND_ONLY.items():
        value = getattr(facts, key)
        if value not in (None, (), False):
            raise BadValue(
                _(
                    "deal {number} is of three-hand's two-hand finish, played to the target: "
                    "{fact} belongs to other rules."
                ).format(number=number, fact=_(words)),
                field=key,
                deal=number,
            )
    try:
        score: DealScore = score_deal(facts, (elder, younger))
    except BadValue as error:
        raise BadValue(error.message, field=error.field, side=error.side, deal=number) from None
    view = score_view(score, (elder, younger), 1, number)
    sides = dict(view.sides) | {out: out_side()}
    return view._replace(sides=MappingProxyType(sides))


# -- the game ---------------------------------------------------------------------------
