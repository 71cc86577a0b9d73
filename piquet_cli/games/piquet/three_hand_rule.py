"""``piquet rule --rules three-hand``: a deal at three ruled on with no partie, seats 1 (the eldest)
to 3 (the dealer); the hand alone when no tricks are given."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.facts import CATEGORIES
from piquet_cli.games.piquet.table_facts import TableDeal, is_table_deal, table_facts_of
from piquet_cli.games.piquet.three_hand import (
    TRICKS,
    ThreeHandScore,
    score_three_hand,
)
from piquet_cli.games.piquet.three_hand_calls import (
    SEATS,
    SeatRuling,
    compare_group,
    compare_points,
    score_carte_blanche,
)
from piquet_cli.games.piquet.three_hand_deals import ruling_of, three_deal_view
from piquet_cli.games.piquet.three_hand_entry import (
    check_seat_counts,
    engine_facts,
    score_table_deal,
)
from piquet_cli.games.piquet.three_hand_play import PIQUE_AT, bonus
from piquet_cli.games.piquet.views import ROWS
from piquet_cli.games.view import DealView, Report
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words

SEAT_NAMES = (Words(N_("Seat 1")), Words(N_("Seat 2")), Words(N_("Seat 3")))
"""The seats of a deal ruled on with no partie (``piquet rule``): 1 the eldest, 3 the dealer."""


def rule_report(values: Mapping[str, Any]) -> Report:
    """``piquet rule --rules three-hand``: each seat's scores and every ruling, seats 1 (the
    eldest) to 3 (the dealer); the hand alone when no tricks are given."""
    from piquet_cli.games.piquet.ruling_labels import ruling_label

    if not is_table_deal(values):
        raise BadValue(
            _(
                "at three give a value a seat, in playing order: each seat's point (5/48;-;4/39), "
                "sequences, sets or hands, the exchange (0;0;2) and the tricks by seat (1231231231)."
            ),
            field="rules",
        )
    deal = table_facts_of(values)
    check_seat_counts(deal)
    if deal.totals is not None:
        raise BadValue(_("totals need no ruling: give the calls, the hands or the tricks."), field="totals")
    if deal.tricks is not None:
        scored = score_table_deal(deal, SEAT_NAMES)
        view = three_deal_view(0, SEAT_NAMES, scored, deal.tricks)
        said = scored.rulings
    else:
        view, said = hand_alone(deal)
    rulings = tuple(ruling_of(r)._replace(reason=_unprefixed(r.reason, "Play: ")) for r in said)
    doc = {
        "scores": {f"seat {i}": dict(view.sides[name].json) for i, name in enumerate(SEAT_NAMES, start=1)},
        "rulings": [r.as_dict() for r in rulings],
    }
    return Report(doc, rulings=tuple((ruling_label(r), r) for r in rulings), deal=view, rows=ROWS)


def hand_alone(deal: TableDeal) -> tuple[DealView, tuple[SeatRuling, ...]]:
    """The hand at three without the play: carte blanche, the point, sequences, sets, repique."""
    from piquet_cli.games.piquet.three_hand import declared

    facts = engine_facts(deal)._replace(tricks=(1,) * TRICKS)
    try:
        score_three_hand(facts, SEAT_NAMES)  # the hand's checks (the tricks are only a stand-in)
    except BadValue as error:
        if error.field != "tricks":
            raise BadValue(error.message, field=error.field, side=error.side) from None
    calls, said = declared(facts, SEAT_NAMES)
    hand: dict[str, tuple[int, ...]] = {}
    hand["carte_blanche"], blank = score_carte_blanche(
        tuple(s.carte_blanche for s in facts.seats), SEAT_NAMES
    )
    rulings = list(said) + ([blank] if blank is not None else [])
    hand["point"], r = compare_points(calls, SEAT_NAMES)
    rulings.append(r)
    for category in ("sequences", "sets"):
        hand[category], r = compare_group(category, calls, SEAT_NAMES)
        rulings.append(r)
    jump = bonus(hand, (), SEAT_NAMES)
    scores = [dict.fromkeys(CATEGORIES, 0) for _ in range(SEATS)]
    for category, got in hand.items():
        for i in range(SEATS):
            scores[i][category] = got[i]
    if jump is not None and jump.category == "repique":
        scores[(jump.seat or 1) - 1]["repique"] = jump.points
        rulings.append(jump)
    rulings.append(
        SeatRuling(
            "play",
            None,
            0,
            Words(
                N_("No tricks given: the play, the cards and a pique at {at} are not reckoned."), at=PIQUE_AT
            ),
            "",
        )
    )
    view = three_deal_view(
        0,
        SEAT_NAMES,
        ThreeHandScore(SEAT_NAMES, tuple(MappingProxyType(s) for s in scores), tuple(rulings)),
        (1, 2, 3),
    )
    return view, tuple(rulings)


# -- sample -----------------------------------------------------------------------------


def _unprefixed(reason: str, prefix: str) -> str:
    """``reason`` without ``prefix`` if it has it; a ruling's ``Words`` kept whole otherwise."""
    if not reason.startswith(prefix):
        return reason
    return reason[len(prefix) :]
