"""The entry flags of ``deal`` and ``rule`` turned into a deal's values, for any game.

The flags are the union of every game's field table (``GameSpec.fields``);
each value is read with the game's notation, and an error names the flag, the
value and the forms accepted (exit 2). A flag that belongs to another game
than the partie's is refused, naming the game it belongs to. Engine errors
say which fact of which player (``field``, ``side``): ``flags_named`` turns
that into the flag.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue
from piquet_cli.games import game_names, game_spec, game_specs
from piquet_cli.games.names import player_named, seat_letters
from piquet_cli.games.numerals import whole
from piquet_cli.i18n import _, at_the_table

if TYPE_CHECKING:
    from piquet_cli.games.fields import Field, GameSpec
    from piquet_cli.games.protocol import Game

MAX_VALUE = 1_000
"""No entry flag's value is longer: the longest, a Bezique hand's declarations, is at most 48
events of a few characters each (``e:7+dbz``), some 400; a Piquet hand is some 40."""


def game_named(text: str) -> str:
    """``--game``: one of the games kept."""
    name = text.strip().lower()
    if game_spec(name) is None:
        raise BadValue(
            _("{text} is not a game the keeper keeps; choose {games}.").format(
                text=repr(text), games=", ".join(game_names())
            ),
            "--game",
        )
    return name


def given(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The entry flags actually given (a switch left off is not given)."""
    return {key: value for key, value in entry.items() if value not in (None, False)}


def entry_values(
    game: Game[Any], entry: Mapping[str, Any], seats: tuple[str, ...] | None = None, typed: bool = True
) -> dict[str, Any]:
    """The values of a deal from the entry flags given, read with ``game``'s notation;
    ``seats``: the deal's (elder, younger), whose initials a field of seat letters takes and
    whose names a field naming a player matches (``games.names``). ``typed``: the flags were typed
    by a person, so read in the language spoken; a draft's kept flags are the file's English."""
    spec = game.spec
    values: dict[str, Any] = {}
    for key, raw in given(entry).items():
        field = spec.field(key)
        if field is None or not field.flag:
            raise BadValue(_not_this_game(spec, key), _flag_of_key(key))
        if typed:
            with at_the_table():  # the card letters of the language spoken
                values[key] = _read(game, field, raw, seats)
        else:
            values[key] = _read(game, field, raw, seats)
    return values


def _read(game: Game[Any], field: Field, raw: Any, seats: tuple[str, ...] | None = None) -> Any:
    if field.kind == "flag":
        return bool(raw)
    text = str(raw)
    if len(text) > MAX_VALUE:
        raise BadValue(
            _("a value of {count} characters is no deal's: none takes more than {most}.").format(
                count=whole(len(text)), most=whole(MAX_VALUE)
            ),
            field.flag,
        )
    if field.kind == "int":
        return field.whole(text)
    try:
        if seats is not None and field.names_a_player:
            named = player_named(text, seats)
            if named is None:
                raise BadValue(
                    _("{name} is not a player of this game; say {names}.").format(
                        name=repr(text.strip()), names=either(seats)
                    )
                )
            return game.parse(field.codec, named)
        letters = (
            seat_letters(text, *seats)
            if field.seat_letters and seats is not None and len(seats) == 2
            else text
        )
        value = game.parse(field.codec, letters)
        if field.kind == "pair" and seats is not None and len(value) != len(seats):
            raise BadValue(
                _("give {count} values, one a seat in playing order ({seats}), not {given}.").format(
                    count=len(seats), seats=", ".join(seats), given=len(value)
                )
            )
        return value
    except BadValue as error:
        message = f"{text!r}: {error.message}" if repr(text) not in error.message else error.message
        raise BadValue(message, field.flag) from None


def either(names: tuple[str, ...]) -> str:
    """A choice of names: "Ann or Bob", "Ann, Bob or Cal"."""
    return ", ".join(names[:-1]) + _(" or ") + names[-1] if len(names) > 1 else "".join(names)


def _flag_of_key(key: str) -> str:
    for spec in game_specs():
        field = spec.field(key)
        if field is not None and field.flag:
            return field.flag
    return "--" + key.replace("_", "-")


def _not_this_game(spec: GameSpec, key: str) -> str:
    others = [s.title for s in game_specs() if s.name != spec.name and s.field(key) is not None]
    if not others:
        return _("{flag} is not a flag of any game; this is {game}.").format(
            flag=_flag_of_key(key), game=spec.title
        )
    return _("{flag} is a flag of {games}; this is {game}.").format(
        flag=_flag_of_key(key), games=_(" and ").join(others), game=spec.title
    )


@contextmanager
def flags_named(spec: GameSpec, deal: int | None = None) -> Iterator[None]:
    """Name the flag in the engine's errors about the deal the flags give (``deal``,
    when it is a partie's next deal): ``--elder-seq: Ann called …``."""
    try:
        yield
    except BadValue as error:
        if error.flag is None and (deal is None or error.deal in (None, deal)):
            error.flag = spec.flag_of(error.field, error.side)
        raise


def missing_words(spec: GameSpec, needed: list[tuple[tuple[str, ...], ...]]) -> list[str]:
    """What a deal still needs, as flags: ``--elder-point``, ``--tricks (or --play and --won, or
    --throw-in)``."""
    words: list[str] = []
    both, either = " " + _("and") + " ", " " + _("or") + " "
    for alternatives in needed:
        spelled = [both.join(_flag(spec, key) for key in keys) for keys in alternatives]
        others = " (" + either.lstrip() + ("," + either).join(spelled[1:]) + ")" if len(spelled) > 1 else ""
        words.append(spelled[0] + others)
    return words


def _flag(spec: GameSpec, key: str) -> str:
    field = spec.field(key)
    return field.flag if field is not None and field.flag else key
