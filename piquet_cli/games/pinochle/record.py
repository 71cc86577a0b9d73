"""A hand's facts, and a withdrawal, as the plain TOML-friendly dict the partie file keeps.

The keys are the entry flags' names (PRODUCT.md): ``trumps``,
``turn_up_ten`` / ``turn_up_nine``, ``melded``, ``card_points``,
``last_trick``, ``irregular`` (and ``put_right_after``), or ``totals``; and
``note``. Values are in the notation: ``trumps = "H"``, ``melded = "e:rm
y:4A"``, ``card_points = [130, "rest"]``, ``last_trick = "elder"``. What was
not given is left out, so writing and reading back gives the same facts.
Errors are BadValue with ``field`` the key, for the file loader to point at
its line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from piquet_cli.cards import parse_suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import format_events
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.games.pinochle.hand import CARD_POINT_FORMS, REST, HandFacts, parse_card_points
from piquet_cli.games.pinochle.melds import parse_melded
from piquet_cli.games.pinochle.rules import parse_side
from piquet_cli.games.side import Side

HAND_KEYS = (
    "trumps",
    "turn_up_ten",
    "turn_up_nine",
    "melded",
    "card_points",
    "last_trick",
    "irregular",
    "put_right_after",
    "totals",
    "note",
)
WITHDRAWAL_KEYS = ("player", "totals", "note")
T = TypeVar("T")


def hand_to_dict(facts: HandFacts, note: str | None = None) -> dict[str, Any]:
    """The facts of one hand in notation, leaving out what was not given."""
    out: dict[str, Any] = {}
    if facts.trumps is not None:
        out["trumps"] = facts.trumps.value
    if facts.turn_up_ten:
        out["turn_up_ten"] = True
    if facts.turn_up_nine:
        out["turn_up_nine"] = True
    if facts.melded:
        out["melded"] = format_events(facts.melded)
    if facts.card_points is not None:
        out["card_points"] = [REST if v is None else v for v in facts.card_points]
    if facts.last_trick is not None:
        out["last_trick"] = facts.last_trick.value
    if facts.irregular is not None:
        out["irregular"] = facts.irregular.value
    if facts.put_right_after is not None:
        out["put_right_after"] = facts.put_right_after
    if facts.totals is not None:
        out["totals"] = list(facts.totals)
    if note:
        out["note"] = note
    return out


def hand_from_dict(data: dict[str, Any]) -> tuple[HandFacts, str | None]:
    """The facts (and note) of one hand; each value checked, errors naming the key."""
    _known(data, HAND_KEYS, "a hand")
    melded = parse_melded(_text(data, "melded")) if "melded" in data else ()
    facts = HandFacts(
        trumps=_parsed(data, "trumps", parse_suit),
        turn_up_ten=_flag(data, "turn_up_ten"),
        turn_up_nine=_flag(data, "turn_up_nine"),
        melded=melded,
        card_points=_card_points(data),
        last_trick=_side(data, "last_trick"),
        irregular=_side(data, "irregular"),
        put_right_after=_count(data, "put_right_after"),
        totals=_pair(data, "totals"),
    )
    return facts, _note(data)


def withdrawal_to_dict(withdrawal: Withdrawal, note: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"player": withdrawal.player}
    if withdrawal.totals is not None:
        out["totals"] = list(withdrawal.totals)
    if note:
        out["note"] = note
    return out


def withdrawal_from_dict(data: dict[str, Any]) -> tuple[Withdrawal, str | None]:
    _known(data, WITHDRAWAL_KEYS, "a withdrawal")
    if "player" not in data:
        raise BadValue("a withdrawal names the player who withdrew.", field="player")
    return Withdrawal(_text(data, "player"), _pair(data, "totals")), _note(data)


# ---------------------------------------------------------------------------


def _known(data: dict[str, Any], keys: tuple[str, ...], what: str) -> None:
    if not isinstance(data, dict):
        raise BadValue(f"{what} is a table of keys, not {data!r}.")
    for key in data:
        if key not in keys:
            raise BadValue(f"{key!r} is not a key of {what}; the keys are {', '.join(keys)}.", field=key)


def _text(data: dict[str, Any], key: str) -> str:
    raw = data[key]
    if not isinstance(raw, str):
        raise BadValue(f"expected text in quotes, found {raw!r}.", field=key)
    return raw


def _parsed(data: dict[str, Any], key: str, parse: Callable[[str], T]) -> T | None:
    if key not in data:
        return None
    try:
        return parse(_text(data, key))
    except BadValue as error:
        raise BadValue(error.message, field=key) from None


def _flag(data: dict[str, Any], key: str) -> bool:
    raw = data.get(key, False)
    if not isinstance(raw, bool):
        raise BadValue(f"expected true or false, found {raw!r}.", field=key)
    return raw


def _side(data: dict[str, Any], key: str) -> Side | None:
    if key not in data:
        return None
    return parse_side(_text(data, key), key)


def _count(data: dict[str, Any], key: str) -> int | None:
    raw = data.get(key)
    if raw is None:
        return None
    if not isinstance(raw, int) or isinstance(raw, bool) or raw < 0:
        raise BadValue(f"expected a whole number, 0 or more, found {raw!r}.", field=key)
    return raw


def _pair(data: dict[str, Any], key: str) -> tuple[int, int] | None:
    raw = data.get(key)
    if raw is None:
        return None
    if (
        not isinstance(raw, list)
        or len(raw) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)
    ):
        raise BadValue(f"expected two whole numbers, elder first, like [150, 120]; found {raw!r}.", field=key)
    return raw[0], raw[1]


def _card_points(data: dict[str, Any]) -> tuple[int | None, int | None] | None:
    raw = data.get("card_points")
    if raw is None:
        return None
    if isinstance(raw, str):
        return parse_card_points(raw)
    if isinstance(raw, list) and len(raw) == 2:
        pair: list[int | None] = []
        for v in raw:
            if isinstance(v, str) and v.strip().lower() == REST:
                pair.append(None)
            elif isinstance(v, int) and not isinstance(v, bool) and v >= 0:
                pair.append(v)
            else:
                break
        else:
            return pair[0], pair[1]
    raise BadValue(f'expected {CARD_POINT_FORMS}, like [130, "rest"]; found {raw!r}.', field="card_points")


def _note(data: dict[str, Any]) -> str | None:
    if "note" not in data:
        return None
    return _text(data, "note")
