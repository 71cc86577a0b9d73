"""The entry flags of ``deal`` and ``rule`` turned into the facts of a deal.

Each value is parsed with the engine's notation; an error names the flag, the
value and the forms accepted (exit 2). ``missing`` says what a deal still
needs before it can be recorded.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from piquet_cli.cards import parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.deal import AnnouncedPlay, Calls, DealFacts
from piquet_cli.games.piquet.notation import (
    parse_barred,
    parse_pair,
    parse_point,
    parse_sequences,
    parse_sets,
    parse_side,
    parse_trick_numbers,
    parse_tricks,
    parse_yes_no,
)
from piquet_cli.games.side import Side

T = TypeVar("T")
MAX_VALUE = 200
"""No entry flag's value is longer (a hand of twelve cards, spelled out, is some 40 characters)."""


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


FLAGS: dict[tuple[str | None, str], str] = {
    ("elder", "point"): "--elder-point",
    ("younger", "point"): "--younger-point",
    ("elder", "sequences"): "--elder-seq",
    ("younger", "sequences"): "--younger-seq",
    ("elder", "sets"): "--elder-sets",
    ("younger", "sets"): "--younger-sets",
    ("elder", "hand"): "--elder-hand",
    ("younger", "hand"): "--younger-hand",
    (None, "carte_blanche"): "--carte-blanche",
    (None, "exchange"): "--exchange",
    (None, "tricks"): "--tricks",
    (None, "play"): "--play",
    (None, "won"): "--won",
    (None, "pique"): "--pique",
    (None, "low_leads"): "--low-leads",
    (None, "totals"): "--totals",
    (None, "throw_in"): "--throw-in",
    (None, "barred"): "--barred",
    (None, "first_to_100"): "--first-to-100",
    (None, "double_game"): "--double-game",
}
"""The entry flag that gives each fact of a deal (an engine error's ``side`` and ``field``)."""


def flag_of(field: str | None, side: str | None) -> str | None:
    """The flag for an engine error's fact: a player's own flag, else the deal's."""
    if field is None:
        return None
    return FLAGS.get((side, field)) or FLAGS.get((None, field))


@contextmanager
def flags_named(deal: int | None = None) -> Iterator[None]:
    """Name the flag in the engine's errors about the deal the flags give (``deal``,
    when it is a partie's next deal): ``--elder-seq: Ann called …``."""
    try:
        yield
    except BadValue as error:
        if error.flag is None and (deal is None or error.deal in (None, deal)):
            error.flag = flag_of(error.field, error.side)
        raise


def _parse(entry: dict[str, Any], name: str, parse: Callable[[str], T]) -> T | None:
    raw = entry.get(name)
    if raw is None:
        return None
    if len(raw) > MAX_VALUE:
        raise BadValue(
            f"a value of {len(raw):,} characters is no deal's; the longest, a hand of twelve cards, "
            "takes some 40 (AS KS QS …).",
            _flag(name),
        )
    try:
        return parse(raw)
    except BadValue as error:
        raise BadValue(
            f"{raw!r}: {error.message}" if repr(raw) not in error.message else error.message, _flag(name)
        ) from None


def _side_or_both(text: str) -> tuple[Side, ...]:
    if text.strip().lower() == "both":
        return (Side.ELDER, Side.YOUNGER)
    return (parse_side(text),)


def facts_from_flags(entry: dict[str, Any]) -> DealFacts:
    """The deal's facts from the entry flags (all optional)."""

    def calls(side: str) -> Calls:
        return Calls(
            _parse(entry, f"{side}_point", parse_point),
            _parse(entry, f"{side}_seq", parse_sequences),
            _parse(entry, f"{side}_sets", parse_sets),
        )

    play = _parse(entry, "play", lambda t: parse_pair(t, what="play points", example="9,6"))
    won = _parse(entry, "won", lambda t: parse_pair(t, what="tricks won", example="7,5"))
    if (play is None) != (won is None):
        raise BadValue(
            "--play and --won go together: play points and tricks won, elder first.",
            "--play" if play is None else "--won",
        )
    if entry.get("pique") and play is None:
        raise BadValue(
            "--pique goes with --play and --won (with --tricks the keeper works pique out).", "--pique"
        )
    bars = _parse(entry, "barred", parse_barred) or (None, ())
    announced = (
        AnnouncedPlay(play, won, bool(entry.get("pique"))) if play is not None and won is not None else None
    )
    return DealFacts(
        carte_blanche=_parse(entry, "carte_blanche", _side_or_both) or (),
        exchange=_parse(entry, "exchange", lambda t: parse_pair(t, what="cards exchanged")),
        elder=calls("elder"),
        younger=calls("younger"),
        elder_hand=_parse(entry, "elder_hand", parse_cards),
        younger_hand=_parse(entry, "younger_hand", parse_cards),
        tricks=_parse(entry, "tricks", parse_tricks),
        announced=announced,
        low_leads=_parse(entry, "low_leads", parse_trick_numbers) or (),
        totals=_parse(entry, "totals", lambda t: parse_pair(t, what="totals", example="28,23")),
        throw_in=_parse(entry, "throw_in", parse_side),
        barred=bars[0],
        barred_from=bars[1],
        first_to_100=_parse(entry, "first_to_100", parse_side),
        double_game=_parse(entry, "double_game", parse_yes_no),
    )


def missing(facts: DealFacts) -> list[str]:
    """What a deal needs before it can be recorded: each player's declarations
    (or hand) and the play — unless it is a quick entry of totals."""
    if facts.totals is not None:
        return []
    needed: list[str] = []
    for side in Side:
        if facts.hand(side) is not None:
            continue
        calls = facts.calls(side)
        for what, value in (("point", calls.point), ("seq", calls.sequences), ("sets", calls.sets)):
            if value is None:
                needed.append(f"--{side.value}-{what}")
    if facts.tricks is None and facts.announced is None and facts.throw_in is None:
        needed.append("--tricks (or --play and --won, or --throw-in)")
    return needed
