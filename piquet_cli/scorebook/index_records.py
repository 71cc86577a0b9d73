"""A partie's record as the scorebook's index keeps it in JSON, and back (``index``).

The index is a cache anyone can edit: a record read back is believed only if every
field is of its kind, else the file is read again.
"""

from __future__ import annotations

from typing import Any

from piquet_cli.games.partie_record import DealStats, PartieRecord


def record_to_json(record: PartieRecord) -> dict[str, Any]:
    fields = record._asdict()  # the same JSON ``dataclasses.asdict`` made, at a tenth of its cost
    fields["stats"] = [
        {"deals": s.deals, "points": s.points, "best": s.best, "unknown": s.unknown, "counts": dict(s.counts)}
        for s in record.stats
    ]
    return fields


def record_from_json(raw: dict[str, Any]) -> PartieRecord | None:
    """A partie's record back from the index; None if the entry is not one (then the file is read).

    The index is a cache anyone can edit: every field is checked to be of its kind (a
    name is text, a count a whole number, ``finished`` true or false …) before the
    record is believed, so a damaged entry is read again from its file, never used."""
    if set(raw) != set(_RECORD_KINDS) or not all(fits(raw[key]) for key, fits in _RECORD_KINDS.items()):
        return None
    count = len(raw["players"])
    if (
        any(len(raw[key]) != count for key in _PER_PLAYER)
        or any(not 0 <= i < count for team in raw["teams"] for i in team)
        or any(not 0 <= i < count for i in raw["playing"])
    ):
        return None
    fields = dict(raw)
    for key in ("players", "totals", "settlement", "labels"):
        fields[key] = tuple(raw[key])
    fields["stats"] = tuple(DealStats(**s) for s in raw["stats"])
    fields["teams"] = tuple(tuple(team) for team in raw["teams"])
    fields["playing"] = tuple(raw["playing"])
    fields["result_extra"] = tuple((key, value) for key, value in raw["result_extra"])
    return PartieRecord(**fields)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text_or_none(value: object) -> bool:
    return value is None or isinstance(value, str)


def _each(fits: Any) -> Any:
    """A list of one or more values that each fit (a value a player: their lengths are checked
    against the players' together, ``_PER_PLAYER``)."""
    return lambda value: isinstance(value, list) and len(value) >= 1 and all(fits(v) for v in value)


def _any_number_of(fits: Any) -> Any:
    return lambda value: isinstance(value, list) and all(fits(v) for v in value)


def _extra(value: object) -> bool:
    """A game's own key of the result's JSON and its plain value (``["rubiconed", false]``)."""
    return (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], str)
        and (value[1] is None or isinstance(value[1], str | int | bool))
    )


def _stats(value: object) -> bool:
    """One player's ``DealStats`` as the index writes it."""
    return (
        isinstance(value, dict)
        and set(value) == {"deals", "points", "best", "unknown", "counts"}
        and all(_whole(value[k]) for k in ("deals", "points", "unknown"))
        and (value["best"] is None or _whole(value["best"]))
        and isinstance(value["counts"], dict)
        and all(isinstance(k, str) and _whole(n) for k, n in value["counts"].items())
    )


_RECORD_KINDS: dict[str, Any] = {
    "players": _each(lambda v: isinstance(v, str)),
    "rules": lambda v: isinstance(v, str),
    "created": _text_or_none,
    "deals": _whole,
    "finished": lambda v: isinstance(v, bool),
    "totals": _each(_whole),
    "winner": _text_or_none,
    "loser": _text_or_none,
    "drawn": lambda v: isinstance(v, bool),
    "points": _whole,
    "stats": _each(_stats),
    "origin": lambda v: v in ("played", "imported"),
    "game": lambda v: isinstance(v, str),
    "rules_words": lambda v: isinstance(v, str),
    "settlement": _each(_whole),
    "labels": _any_number_of(lambda v: isinstance(v, str)),
    "unit": lambda v: v in ("points", "games"),
    "teams": _any_number_of(_each(_whole)),
    "playing": _any_number_of(_whole),
    "result_extra": _any_number_of(_extra),
}
"""Each field of a ``PartieRecord`` in the index, and what it must be to be believed."""
_PER_PLAYER = ("totals", "stats", "settlement")
"""The fields with one value a player, in the players' order."""
