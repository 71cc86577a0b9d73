"""A deal at a table of three or four, as entered: a value a seat, in playing order.

The values come from the field table (``spec``: ``--point``, ``--seq``, ``--sets``,
``--hands`` with ``;`` between seats, ``--carte-blanche`` and ``--tricks`` as seat numbers,
``--exchange`` and ``--totals`` a number a seat). The rules of the partie say how many seats
and what the deal must hold; the three-hand and four-hand engines check and score it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet_cli.cards import Card, sort_hand
from piquet_cli.games.piquet.combinations import Point, RankSet, Sequence
from piquet_cli.games.side import Side
from piquet_cli.i18n import _
from piquet_cli.records import NamedTuple

TABLE_KEYS = ("points", "sequences", "sets", "hands")
"""The keys only a deal of three or four has."""


class TableDeal(NamedTuple):
    """One deal of three-hand or four-hand piquet as entered, each value per seat in playing
    order (the dealer last); None: not given."""

    points: tuple[Point, ...] | None = None
    sequences: tuple[tuple[Sequence, ...], ...] | None = None
    sets: tuple[tuple[RankSet, ...], ...] | None = None
    hands: tuple[tuple[Card, ...], ...] | None = None
    carte_blanche: tuple[int, ...] = ()  # the seats that showed it
    exchange: tuple[int, ...] | None = None
    tricks: tuple[int, ...] | None = None  # the seat that won each trick
    totals: tuple[int, ...] | None = None

    @property
    def seat_count(self) -> int | None:
        """How many seats the values given speak for (None: none gives a value a seat)."""
        for value in (self.points, self.sequences, self.sets, self.hands, self.exchange, self.totals):
            if value is not None:
                return len(value)
        return None


def is_table_deal(values: Mapping[str, Any]) -> bool:
    """Whether a deal's values are those of three or four seats, not of a two-hand deal."""
    if any(key in values for key in TABLE_KEYS):
        return True
    if any(isinstance(v, int) for v in values.get("tricks") or ()):
        return True
    if any(isinstance(v, int) for v in values.get("carte_blanche") or ()):
        return True
    return any(len(values.get(key) or ()) > 2 for key in ("exchange", "totals"))


def table_facts_of(values: Mapping[str, Any]) -> TableDeal:
    blank = values.get("carte_blanche") or ()
    if any(isinstance(v, Side) for v in blank):
        from piquet_cli.errors import BadValue

        raise BadValue(
            _("at a table of three or four, say who showed carte blanche by seat number: 2, or 1,3."),
            field="carte_blanche",
        )
    others = [key for key in values if key not in TableDeal._fields]
    if others:
        from piquet_cli.errors import BadValue
        from piquet_cli.games.piquet.spec import SPEC

        field = SPEC.field(others[0])
        raise BadValue(
            _(
                "{fact} is a fact of a two-hand deal; at a table of three or four each seat's values are given in playing order."
            ).format(fact=others[0].replace("_", " ")),
            field=field.engine_name if field is not None else others[0],
            side=field.side if field is not None else None,
        )
    hands = values.get("hands")
    return TableDeal(
        values.get("points"),
        values.get("sequences"),
        values.get("sets"),
        None if hands is None else tuple(sort_hand(hand) for hand in hands),  # as a file keeps them
        tuple(blank),
        values.get("exchange"),
        values.get("tricks"),
        values.get("totals"),
    )


def table_values_of(deal: TableDeal) -> dict[str, Any]:
    return {
        key: value
        for key, value in zip(TableDeal._fields, deal, strict=True)
        if value is not None and value != ()
    }
