"""A Bezique hand's facts as a TOML-friendly table, and back.

The file keeps the facts in the notation of the flags (docs/bezique.md, "The
file"): ``trumps = "C"``, ``turn_up_seven = true``, ``declared = "e:rm y:4A"``,
``brisques = [10, 6]`` (counts, elder first), ``last_trick = "elder"``,
``totals = [300, 250]`` (quick entry), ``note = "…"``. What was not given is
left out. Reading checks each value and raises BadValue with ``field`` the key,
so the loader can point at the line; the hand is then checked as a whole.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.notation import format_declared, parse_declared, parse_side, parse_trumps

HAND_KEYS = ("trumps", "turn_up_seven", "declared", "brisques", "last_trick", "totals", "note")


def hand_to_dict(facts: HandFacts, note: str | None = None) -> dict[str, Any]:
    """The facts of one hand, in notation, leaving out what was not given."""
    out: dict[str, Any] = {}
    if facts.trumps is not None:
        out["trumps"] = facts.trumps.value
    if facts.turn_up_seven:
        out["turn_up_seven"] = True
    if facts.declared:
        out["declared"] = format_declared(facts.declared)
    if facts.brisques is not None:
        out["brisques"] = list(facts.brisques)
    if facts.last_trick is not None:
        out["last_trick"] = facts.last_trick.value
    if facts.totals is not None:
        out["totals"] = list(facts.totals)
    if note:
        out["note"] = note
    return out


def hand_from_dict(raw: Mapping[str, Any]) -> tuple[HandFacts, str | None]:
    """One hand's facts and its note from its table; errors name the key (``field``)."""
    unknown = sorted(set(raw) - set(HAND_KEYS))
    if unknown:
        raise BadValue(f"unknown key; a Bezique hand has {', '.join(HAND_KEYS)}.", field=unknown[0])
    trumps = raw.get("trumps")
    declared = raw.get("declared")
    last = raw.get("last_trick")
    turn_up = raw.get("turn_up_seven", False)
    if not isinstance(turn_up, bool):
        raise BadValue(f"expected true or false, found {turn_up!r}.", field="turn_up_seven")
    note = raw.get("note")
    if note is not None:
        _text(note, "note")
    facts = HandFacts(
        trumps=None if trumps is None else parse_trumps(_text(trumps, "trumps")),
        turn_up_seven=turn_up,
        declared=() if declared is None else parse_declared(_text(declared, "declared")),
        brisques=_pair(raw.get("brisques"), "brisques"),
        last_trick=None if last is None else parse_side(_text(last, "last_trick"), "last_trick"),
        totals=_pair(raw.get("totals"), "totals"),
    )
    return facts, note


def _text(raw: Any, key: str) -> str:
    if not isinstance(raw, str):
        raise BadValue(f"expected text in quotes, found {raw!r}.", field=key)
    return raw


def _pair(raw: Any, key: str) -> tuple[int, int] | None:
    if raw is None:
        return None
    if (
        not isinstance(raw, list)
        or len(raw) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)
    ):
        raise BadValue(f"expected two whole numbers, elder first, like [10, 6]; found {raw!r}.", field=key)
    return raw[0], raw[1]
