"""A deal at three as entered (``table_facts.TableDeal``), checked and scored by the three-hand
engine: shared by the seam (``three_hand_seam``) and the walkthrough (``three_hand_walk``).
Plain Python: no I/O.
"""

from __future__ import annotations

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.facts import Calls
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.piquet.three_hand import SeatFacts, ThreeHandFacts, ThreeHandScore, score_three_hand
from piquet_cli.games.piquet.three_hand_calls import SEATS
from piquet_cli.i18n import _

SEAT_KEYS = (("points", "point"), ("sequences", "sequences"), ("sets", "sets"), ("hands", "hand"))
"""A TableDeal's values a seat, with the engine's word for each (``spec``'s ``fact``)."""

PACK_CARDS = 32


def check_seat_counts(deal: TableDeal, count: int = SEATS) -> None:
    """Every value a seat gives ``count`` values, and carte blanche names seats 1 to ``count``;
    BadValue naming the field (its flag) otherwise."""
    for key, fact in (*SEAT_KEYS, ("exchange", "exchange"), ("totals", "totals")):
        value = getattr(deal, key)
        if value is not None and len(value) != count:
            raise BadValue(
                _(
                    "{count} seats' values given: at three give one a seat in playing order, the dealer last (e.g. 5/48;-;4/39, or 20,10,5 for totals)."
                ).format(count=len(value)),
                field=fact,
            )
    for seat in deal.carte_blanche:
        if not 1 <= seat <= count:
            raise BadValue(
                _("seat {seat} cannot show carte blanche: at three the seats are 1, 2 and 3.").format(
                    seat=seat
                ),
                field="carte_blanche",
            )


def seat_calls(deal: TableDeal, seat: int) -> Calls:
    """Seat ``seat``'s calls (0-based) as entered; None where not given."""
    return Calls(
        deal.points[seat] if deal.points is not None else None,
        deal.sequences[seat] if deal.sequences is not None else None,
        deal.sets[seat] if deal.sets is not None else None,
    )


def engine_facts(deal: TableDeal) -> ThreeHandFacts:
    """The three-hand engine's facts of a full deal (not totals)."""
    seats = tuple(
        SeatFacts(
            seat_calls(deal, i),
            deal.hands[i] if deal.hands is not None else None,
            i + 1 in deal.carte_blanche,
        )
        for i in range(SEATS)
    )
    return ThreeHandFacts(seats, deal.tricks or (), deal.exchange or (0, 0, 0))


def score_table_deal(deal: TableDeal, names: tuple[str, ...]) -> ThreeHandScore:
    """A full deal at three scored; the engine's BadValue, with a hand's length said as the
    talon it would leave."""
    check_seat_counts(deal)
    if deal.tricks is None:
        raise BadValue(
            _("a deal at three needs its ten tricks, a seat number each: 1231231231."), field="tricks"
        )
    try:
        return score_three_hand(engine_facts(deal), names)
    except BadValue as error:
        message = error.message
        if error.field == "hand" and deal.hands is not None and message in _wrong_counts(deal.hands, names):
            talon = PACK_CARDS - sum(len(h) for h in deal.hands)
            message = message.rstrip(".") + _(
                ": the three hands given would leave a talon of {talon}, not 2."
            ).format(talon=talon)
        raise BadValue(message, field=error.field, side=error.side) from None


def _wrong_counts(hands: tuple[tuple[object, ...] | None, ...], names: tuple[str, ...]) -> set[str]:
    """The engine's refusal of a hand of other than ten cards, for each seat, as it says it."""
    return {
        _("{who}'s hand has {count} cards: at three each holds ten.").format(who=name, count=len(hand))
        for name, hand in zip(names, hands, strict=False)
        if hand is not None
    }
