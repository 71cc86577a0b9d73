"""A deal's facts to and from its values by field key (the keys of ``spec.FIELDS``).

The field table says how each value is written (in the file, at a flag, in an
echoed command); here the values become ``DealFacts`` and back. What only
goes together is checked here (play points with tricks won); everything else
the laws decide when the deal is scored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.answers import CATEGORIES, Answers
from piquet_cli.games.piquet.deal import AnnouncedPlay, Calls, DealFacts
from piquet_cli.games.piquet.facts import hands_in_order
from piquet_cli.games.side import Side
from piquet_cli.i18n import _


def facts_of(values: Mapping[str, Any]) -> DealFacts:
    """The deal's facts from its values (any may be missing)."""
    get = values.get

    def calls(side: Side) -> Calls:
        who = side.value
        return Calls(get(f"{who}_point"), get(f"{who}_sequences"), get(f"{who}_sets"))

    play, won, pique = get("play"), get("won"), bool(get("pique"))
    if (play is None) != (won is None):
        raise BadValue(
            _("play points and tricks won go together, elder first."),
            field="won" if won is None else "play",  # english: a field's key
        )
    if pique and play is None:
        raise BadValue(
            _(
                "pique is said with the play points and tricks won (with the tricks the keeper works pique out)."
            ),
            field="pique",
        )
    whole, parts = get("barred") or (None, ())
    return DealFacts(
        carte_blanche=get("carte_blanche") or (),
        exchange=get("exchange"),
        elder=calls(Side.ELDER),
        younger=calls(Side.YOUNGER),
        elder_hand=hands_in_order(get("elder_hand")),
        younger_hand=hands_in_order(get("younger_hand")),
        tricks=get("tricks"),
        announced=AnnouncedPlay(play, won, pique) if play is not None and won is not None else None,
        low_leads=tuple(get("low_leads") or ()),
        totals=get("totals"),
        throw_in=get("throw_in"),
        barred=whole,
        barred_from=tuple(parts),
        first_to_100=get("first_to_100"),
        double_game=get("double_game"),
        answers=Answers(*(get(f"{category}_answer") or () for category in CATEGORIES)),
    )


def values_of(facts: DealFacts) -> dict[str, Any]:
    """The deal's values by field key, leaving out what was not given."""
    out: dict[str, Any] = {}
    if facts.carte_blanche:
        out["carte_blanche"] = facts.carte_blanche
    if facts.exchange is not None:
        out["exchange"] = facts.exchange
    for side in Side:
        calls = facts.calls(side)
        for key, value in (("point", calls.point), ("sequences", calls.sequences), ("sets", calls.sets)):
            if value is not None:
                out[f"{side.value}_{key}"] = value
    for category in CATEGORIES:
        if facts.answers.of(category):
            out[f"{category}_answer"] = facts.answers.of(category)
    for side in Side:
        hand = facts.hand(side)
        if hand is not None:
            out[f"{side.value}_hand"] = hand
    if facts.tricks is not None:
        out["tricks"] = facts.tricks
    if facts.announced is not None:
        out["play"] = facts.announced.play
        out["won"] = facts.announced.won
        if facts.announced.pique:
            out["pique"] = True
    if facts.low_leads:
        out["low_leads"] = facts.low_leads
    if facts.totals is not None:
        out["totals"] = facts.totals
    if facts.throw_in is not None:
        out["throw_in"] = facts.throw_in
    if facts.barred is not None or facts.barred_from:
        out["barred"] = (facts.barred, facts.barred_from)
    if facts.first_to_100 is not None:
        out["first_to_100"] = facts.first_to_100
    if facts.double_game is not None:
        out["double_game"] = facts.double_game
    return out


def missing_of(facts: DealFacts) -> list[tuple[tuple[str, ...], ...]]:
    """What a deal needs before it can be recorded, each need as its alternatives (each a set of
    field keys that go together): every call of a player whose hand is not given, and the play —
    unless it is a quick entry of totals."""
    if facts.totals is not None:
        return []
    needed: list[tuple[tuple[str, ...], ...]] = []
    for side in Side:
        if facts.hand(side) is not None:
            continue
        calls = facts.calls(side)
        for key, value in (("point", calls.point), ("sequences", calls.sequences), ("sets", calls.sets)):
            if value is None:
                needed.append(((f"{side.value}_{key}",),))
    if facts.tricks is None and facts.announced is None and facts.throw_in is None:
        needed.append((("tricks",), ("play", "won"), ("throw_in",)))
    return needed
