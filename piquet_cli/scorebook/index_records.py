"""A partie's record as the scorebook's index keeps it in JSON, and back (``index``).

A record is kept as a list of its fields in ``PartieRecord``'s order (``_fields``), each
player's ``DealStats`` as ``[deals, points, best, unknown, {counts}]``: no field's name
written once a partie, so the index of ten thousand parties is written and read in half
the time a table of names took (issue 25).

The index is a cache anyone can edit: a record read back is believed only if every
field is of its kind, else the file is read again. What is read back is what
``json.loads`` made, so a kind is checked exactly (``type(v) is int`` is a whole number,
never ``true``).
"""

from __future__ import annotations

from typing import Any

from piquet_cli.games.partie_record import DealStats, PartieRecord

_STATS = PartieRecord._fields.index("stats")


def record_to_json(record: PartieRecord) -> list[Any]:
    """The record as the index keeps it (tuples are written as lists)."""
    fields: list[Any] = list(record)
    fields[_STATS] = [[s.deals, s.points, s.best, s.unknown, s.counts] for s in record.stats]
    return fields


def record_from_json(raw: Any) -> PartieRecord | None:
    """A partie's record back from the index; None if the entry is not one (then the file is read).

    Every field is checked to be of its kind (a name is text, a count a whole number,
    ``finished`` true or false, one total a player …) before the record is believed, so a
    damaged entry is read again from its file, never used."""
    if type(raw) is not list or len(raw) != len(PartieRecord._fields):
        return None
    (
        players,
        rules,
        created,
        deals,
        finished,
        totals,
        winner,
        loser,
        drawn,
        points,
        stats,
        origin,
        game,
        rules_words,
        settlement,
        labels,
        unit,
        teams,
        result_extra,
        playing,
    ) = raw
    if not (
        type(players) is list
        and players
        and all(type(p) is str for p in players)
        and type(rules) is str
        and (created is None or type(created) is str)
        and type(deals) is int
        and type(finished) is bool
        and (winner is None or type(winner) is str)
        and (loser is None or type(loser) is str)
        and type(drawn) is bool
        and type(points) is int
        and origin in ("played", "imported")
        and type(game) is str
        and type(rules_words) is str
        and unit in ("points", "games")
        and _whole_numbers(totals, len(players))
        and _whole_numbers(settlement, len(players))
        and type(stats) is list
        and len(stats) == len(players)
        and type(labels) is list
        and all(type(label) is str for label in labels)
        and type(teams) is list
        and all(_places(team, len(players)) and team for team in teams)
        and _places(playing, len(players))
        and type(result_extra) is list
        and all(_extra(pair) for pair in result_extra)
    ):
        return None
    made = [_stats(s) for s in stats]
    if None in made:
        return None
    return PartieRecord(
        tuple(players),
        rules,
        created,
        deals,
        finished,
        tuple(totals),
        winner,
        loser,
        drawn,
        points,
        tuple(made),  # type: ignore[arg-type]  # no None: checked above
        origin,
        game,
        rules_words,
        tuple(settlement),
        tuple(labels),
        unit,
        tuple(tuple(team) for team in teams),
        tuple((key, value) for key, value in result_extra),
        tuple(playing),
    )


def _whole_numbers(value: object, count: int) -> bool:
    """A list of ``count`` whole numbers (one a player)."""
    return type(value) is list and len(value) == count and all(type(n) is int for n in value)


def _places(value: object, count: int) -> bool:
    """A list of places among ``count`` players (partners, whom the totals are kept for)."""
    return type(value) is list and all(type(i) is int and 0 <= i < count for i in value)


def _extra(value: object) -> bool:
    """A game's own key of the result's JSON and its plain value (``["rubiconed", false]``)."""
    return (
        type(value) is list
        and len(value) == 2
        and type(value[0]) is str
        and (value[1] is None or type(value[1]) in (str, int, bool))
    )


def _stats(value: object) -> DealStats | None:
    """One player's ``DealStats`` back from ``[deals, points, best, unknown, {counts}]``."""
    if type(value) is not list or len(value) != 5:
        return None
    deals, points, best, unknown, counts = value
    if (
        type(deals) is int
        and type(points) is int
        and (best is None or type(best) is int)
        and type(unknown) is int
        and type(counts) is dict
        and all(type(n) is int for n in counts.values())  # a JSON object's keys are text
    ):
        return DealStats(deals, points, best, unknown, counts)
    return None
