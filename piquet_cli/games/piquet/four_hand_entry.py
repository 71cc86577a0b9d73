"""A four-hand deal as entered (``TableDeal``), checked and made the engine's ``FourHandDeal``.

Each value a seat is given for the four seats, in playing order; no exchange is ever taken
(there is no talon at four); a deal is given by its totals a seat each or by its calls (or
cards) and tricks, not both. Every refusal is one sentence naming the ``field``, which the
command line turns into its flag. Shared by the seam and the walkthrough.
"""

from __future__ import annotations

from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.facts import Calls
from piquet_cli.games.piquet.four_hand_facts import SEATS, FourHandDeal, Seat
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.i18n import N_, _

PER_SEAT = (
    ("points", "point"),
    ("sequences", "sequences"),
    ("sets", "sets"),
    ("hands", "hand"),
    ("totals", "totals"),
)
"""A deal's values given a seat each, by the ``TableDeal`` key and the engine's field name."""

NO_EXCHANGE = N_(
    "four-hand piquet has no talon and no exchange: the 32 cards are dealt, eight to each of the four."
)

ENTRY_WORDS = N_(
    "a four-hand deal is entered a seat at a time, in playing order: its totals a seat each "
    "(20,10,5,0), or each seat's calls ('5/48;-;4/39;-') and the eight tricks by seat number (12341234)."
)
"""What a two-hand deal given at four is told (said through ``_()``)."""


# ---------------------------------------------------------------------------
# A deal's entry, as the engine takes it


def four_hand_deal(deal: TableDeal) -> FourHandDeal:
    """The engine's deal from the entry (not a quick one): each seat's calls or cards, and the
    tricks. BadValue naming the field: a value for other than four seats, an exchange."""
    if deal.exchange is not None:
        raise BadValue(_(NO_EXCHANGE), field="exchange")
    check_seat_count(deal)
    if deal.totals is not None:
        raise BadValue(
            _("give a deal's totals or its calls and tricks, not both."),
            field="totals",
        )
    if len(set(deal.carte_blanche)) != len(deal.carte_blanche):
        raise BadValue(
            _("each seat shows carte blanche once: say it once a seat (1,3)."), field="carte_blanche"
        )
    seats = []
    for n in range(1, SEATS + 1):
        calls = Calls(
            _at(deal.points, n),
            _at(deal.sequences, n),
            _at(deal.sets, n),
        )
        seats.append(Seat(calls, _at(deal.hands, n), n in deal.carte_blanche))
    return FourHandDeal(tuple(seats), deal.tricks)


def _at(values: tuple[Any, ...] | None, seat: int) -> Any:
    return None if values is None else values[seat - 1]


def check_seat_count(deal: TableDeal) -> None:
    """Every value a seat gives four: BadValue naming the first that does not."""
    for key, field in PER_SEAT:
        given = getattr(deal, key)
        if given is not None and len(given) != SEATS:
            raise BadValue(
                _(
                    "four-hand piquet has four seats: give four values in playing order, the dealer last, not {count}."
                ).format(count=len(given)),
                field=field,
            )


def quick_totals(deal: TableDeal) -> tuple[int, ...] | None:
    """A deal entered by its totals only: one a seat, in playing order (checked), else None."""
    if deal.totals is None:
        return None
    if deal.exchange is not None:
        raise BadValue(_(NO_EXCHANGE), field="exchange")
    check_seat_count(deal)
    others = [k for k, _ in PER_SEAT if k != "totals" and getattr(deal, k) is not None]
    if others or deal.tricks is not None or deal.carte_blanche:
        raise BadValue(_("give a deal's totals or its calls and tricks, not both."), field="totals")
    return deal.totals


def as_table_deal(facts: Any, number: int) -> TableDeal:
    """The deal as a four-hand deal is kept; a two-hand deal's facts refused, naming the deal."""
    if isinstance(facts, TableDeal):
        return facts
    raise BadValue(_(ENTRY_WORDS), field=two_hand_field(facts), deal=number)


def two_hand_field(facts: Any) -> str | None:
    """What a two-hand deal's facts give, to name its flag: the tricks by letter, the totals …"""
    if getattr(facts, "tricks", None) is not None:
        return "tricks"
    if getattr(facts, "totals", None) is not None:
        return "totals"
    if getattr(facts, "carte_blanche", ()):
        return "carte_blanche"
    return None
