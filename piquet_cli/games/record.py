"""A deal's facts as the table a partie file keeps, for any game, through its field table.

Each key of a deal's table is a field of the game's table (``GameSpec.fields``),
its value in the field's kind (notation text, ``[elder, younger]``, ``true``,
a list of whole numbers, a whole number) and, for text, in the game's notation; ``note`` is
every game's. Reading names the key at fault (``field``) and the deal
(``deal``), so the loader can point at the line.
"""

from __future__ import annotations

from typing import Any

from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.games.fields import Field
from piquet_cli.games.protocol import Facts, Game
from piquet_cli.i18n import _

NOTE = "note"
"""Every deal may keep a remark (``--note``), whatever the game."""


def deal_to_dict(game: Game[Any], facts: Facts, note: str | None = None) -> dict[str, Any]:
    """One deal's table: each value the deal has, in the order of the game's field table."""
    values = game.values(facts)
    out: dict[str, Any] = {}
    for field in game.spec.fields:
        if field.key in values:
            out[field.key] = _to_toml(game, field, values[field.key])
    if note:
        out[NOTE] = note
    return out


def deal_from_dict(game: Game[Any], raw: Any, number: int, seats: int = 2, least: int | None = None) -> Facts:
    """Deal ``number``'s facts from its table, in a partie of ``seats`` players (a deal of ``least``
    to ``seats`` of them, where the rules seat fewer at times); errors name the deal and the key."""
    if not isinstance(raw, dict):
        raise FileProblem(
            _("expected a table of the deal's facts, found {raw!r}.").format(raw=raw), deal=number
        )
    fields = {f.key: f for f in game.spec.fields}
    unknown = sorted(set(raw) - set(fields) - {NOTE})
    if unknown:
        keys = ", ".join([*fields, NOTE])
        raise FileProblem(
            _("unknown key {key!r}; a deal has {keys}.").format(key=unknown[0], keys=keys),
            field=unknown[0],
            deal=number,
        )
    note = raw.get(NOTE)
    if note is not None and not isinstance(note, str):
        raise FileProblem(
            _("expected text in quotes, found {note!r}.").format(note=note), field=NOTE, deal=number
        )
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key == NOTE:
            continue
        try:
            values[key] = _from_toml(game, fields[key], value, seats, least)
        except BadValue as error:
            raise FileProblem(error.message, field=key, deal=number) from None
    try:
        return game.facts(values)
    except BadValue as error:
        raise FileProblem(error.message, field=key_of(game, error.field, error.side), deal=number) from None


def key_of(game: Game[Any], fact: str | None, side: str | None) -> str | None:
    """The key of a deal's table that holds an engine error's fact, for a player or the deal."""
    if fact is None:
        return None
    for wanted in (side, None):
        for field in game.spec.fields:
            if field.engine_name == fact and field.side == wanted:
                return field.key
    return fact


def _from_toml(game: Game[Any], field: Field, raw: Any, seats: int = 2, least: int | None = None) -> Any:
    """A value as the file holds it, by the field's kind (BadValue saying what was expected);
    a ``pair`` holds a value a seat of the ``seats``, in playing order (from ``least`` seats, where
    the game's deals may seat fewer than its players: ``GameSpec.fewer_seats``)."""
    least = seats if least is None else least
    if field.kind == "text":
        if not isinstance(raw, str):
            raise BadValue(_("expected text in quotes, found {raw!r}.").format(raw=raw))
        return game.parse(field.codec, raw)
    if field.kind == "pair":
        if (
            not isinstance(raw, list)
            or not least <= len(raw) <= seats
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)
        ):
            if seats == 2:
                raise BadValue(
                    _("expected two whole numbers, elder first, like [5, 3]; found {raw!r}.").format(raw=raw)
                )
            like = ", ".join(str(n) for n in (5, 3, 2, 1)[:seats])
            count = f"{seats}" if least == seats else _("{least} to {most}").format(least=least, most=seats)
            raise BadValue(
                _(
                    "expected {count} whole numbers, one a seat in playing order, like [{like}]; found {raw!r}."
                ).format(count=count, like=like, raw=raw)
            )
        return tuple(raw)
    if field.kind == "int":
        if not isinstance(raw, int) or isinstance(raw, bool) or not field.within(raw):
            raise BadValue(_("expected {what}, found {raw!r}.").format(what=field.whole_words(), raw=raw))
        return raw
    if field.kind == "numbers":
        if not isinstance(raw, list) or not all(isinstance(t, int) and not isinstance(t, bool) for t in raw):
            raise BadValue(_("expected a list of whole numbers, found {raw!r}.").format(raw=raw))
        return tuple(raw)
    if not isinstance(raw, bool):  # "flag" and "choice": true or false
        raise BadValue(_("expected true or false, found {raw!r}.").format(raw=raw))
    return raw


def _to_toml(game: Game[Any], field: Field, value: Any) -> Any:
    if field.kind == "text":
        return game.format(field.codec, value)
    if field.kind in ("pair", "numbers"):
        return list(value)
    if field.kind == "int":
        return int(value)
    return bool(value)
