"""Open piquet (the seed's "Piquet abierto", ``piquet new … --open``): every deal is entered
from both hands as held after the exchange and the tricks, and the keeper derives every call.

What an open partie takes (``check_open``): both hands (twelve cards each, after the exchange)
and the tricks, or a throw-in where the laws allow one; never the totals, a call typed by hand,
the answers to calls or the play points as announced — the hands say all of that. What a deal
still needs (``open_needs``). What the keeper says of every call (``call_lines``): each player's
calls as the hand makes them, then the engine's own ruling on each category (``categories``:
the same sentences ``piquet rule`` gives), and what the loser's combinations come to: nothing.
Plain Python: no I/O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.answers import NO_ANSWERS
from piquet_cli.games.piquet.combinations import NO_POINT
from piquet_cli.games.piquet.facts import Calls, DealFacts, DealScore
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words, joined, listed, literal, said_law

if TYPE_CHECKING:
    from piquet_cli.games.piquet.combinations import RankSet, Sequence

OPEN_KEY = "open"
"""The option's key: in ``Partie.options``, and the partie file's top-level ``open = true``."""


NOTHING_SUNK = Words(
    N_(
        "Open partie: every call is found in the two hands and declared in full, for nothing can be sunk "
        "when both hands are known (keeper's ruling)."
    )
)
"""Keeper's ruling: Law 50 lets a player sink (not call) what he holds; with both hands shown
there is nothing to hide, and the seed's open game derives every call, so each is declared in
full. Said under ``show``'s running totals and in the summary, once a partie."""


def _flag(key: str) -> str:
    field = SPEC.field(key)
    assert field is not None and field.flag
    return field.flag


def hands_words() -> str:
    """What an open deal is entered by, as each refusal says it."""
    return _(
        "give {elder} and {younger} (the twelve cards each holds after the exchange) and {tricks}"
    ).format(elder=_flag("elder_hand"), younger=_flag("younger_hand"), tricks=_flag("tricks"))


def check_open(facts: DealFacts) -> None:
    """BadValue, in one sentence naming the flag, for what an open partie does not take."""
    if facts.totals is not None:
        raise BadValue(
            _("an open partie takes the hands, not the totals: {HANDS_WORDS}.").format(
                HANDS_WORDS=hands_words()
            ),
            field="totals",
        )
    for side in Side:
        calls = facts.calls(side)
        for key, value in (("point", calls.point), ("sequences", calls.sequences), ("sets", calls.sets)):
            if value is not None:
                raise BadValue(
                    _(
                        "an open partie takes the hands, and the keeper derives every call from them: give {hand_flag}, not {flag}."
                    ).format(
                        hand_flag=_flag(f"{side.value}_hand"),
                        flag=_flag(f"{side.value}_{key}"),
                    ),
                    field=key,
                    side=side.value,
                )
    if facts.answers != NO_ANSWERS:
        raise BadValue(
            _(
                "an open partie takes the hands, and the keeper derives every call from them: "
                "its deals keep no answers to calls."
            ),
            field=next(f"{c}_answer" for c in ("point", "sequences", "sets") if facts.answers.of(c)),
        )
    if facts.announced is not None:
        raise BadValue(
            _(
                "an open partie takes the hands and the tricks, not the play points and tricks won: {HANDS_WORDS}."
            ).format(HANDS_WORDS=hands_words()),
            field="play",
        )


def check_whole(facts: DealFacts) -> None:
    """BadValue unless an open deal has everything it needs (a file written by hand may not)."""
    check_open(facts)
    needed = open_needs(facts)
    if needed:
        field = SPEC.field(needed[0][0][0])
        assert field is not None
        raise BadValue(
            _("an open partie takes both hands and the tricks (or a throw-in): {HANDS_WORDS}.").format(
                HANDS_WORDS=hands_words()
            ),
            field=field.engine_name,
            side=field.side,
        )


def open_needs(facts: DealFacts) -> list[tuple[tuple[str, ...], ...]]:
    """What an open deal needs before it can be recorded: both hands, and the tricks or a
    throw-in (``Game.missing``'s needs, each as its alternatives)."""
    needed: list[tuple[tuple[str, ...], ...]] = [
        ((f"{side.value}_hand",),) for side in Side if facts.hand(side) is None
    ]
    if facts.tricks is None and facts.throw_in is None:
        needed.append((("tricks",), ("throw_in",)))
    return needed


Group = Literal["sequences", "sets"]


def call_lines(score: DealScore, names: tuple[str, str]) -> tuple[str, ...]:
    """Every call of an open deal and why it is good or not, elder first, in the order of Law 67:
    "Ann's calls, from the hand: …", the engine's ruling on the point, the sequences and the
    quatorzes and trios (with its law), and the loser's combinations that count nothing. Each a
    ``Words``: English in the JSON, said in the language where it is printed."""
    from piquet_cli.games.piquet.ruling_labels import ruling_label  # open piquet's only

    who = {Side.ELDER: names[0], Side.YOUNGER: names[1]}
    declared = score.declared
    if not declared:  # a deal with no hands (never an open one): nothing to say
        return ()
    lines: list[str] = [
        Words(N_("{who}'s calls, from the hand: {calls}."), who=who[side], calls=_calls_words(declared[side]))
        for side in Side
    ]
    for ruling in score.rulings:
        if ruling.category not in ("point", "sequences", "sets"):
            continue
        nothing: str = ""
        if ruling.category != "point" and ruling.good is not None:
            loser = ruling.good.other
            lost = _group(declared[loser], ruling.category)  # type: ignore[arg-type]
            if lost:
                counts = (
                    N_(" {who}'s {calls} counts nothing.")
                    if len(lost) == 1
                    else N_(" {who}'s {calls} count nothing.")
                )
                nothing = Words(counts, who=who[loser], calls=listed([item.describe() for item in lost]))
        label, reason = ruling_label(ruling), ruling.reason
        if ruling.law:
            line = literal(
                "{label}: {reason}{nothing} ({law})",
                label=label,
                reason=reason,
                nothing=nothing,
                law=Cited(ruling.law),
            )
        else:
            line = literal("{label}: {reason}{nothing}", label=label, reason=reason, nothing=nothing)
        lines.append(line)
    return tuple(lines)


class Cited(Words):
    """Where a ruling comes from ("Law 62"), said as ``said_law`` says it ("Lei 62")."""

    def said(self) -> str:
        return said_law(str(self))


def _group(calls: Calls, category: Group) -> tuple[Sequence, ...] | tuple[RankSet, ...]:
    return (calls.sequences if category == "sequences" else calls.sets) or ()


def _calls_words(calls: Calls) -> str:
    """``point of five making 48; quint to the king; quatorze of aces and trio of kings``."""
    point = calls.point or NO_POINT
    sequences, sets = calls.sequences or (), calls.sets or ()
    return joined(
        "; ",
        [
            point.describe(),
            listed([s.describe() for s in sequences]) if sequences else Words(N_("no sequence")),
            listed([s.describe() for s in sets]) if sets else Words(N_("no quatorze or trio")),
        ],
    )
