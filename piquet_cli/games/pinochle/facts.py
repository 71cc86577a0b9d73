"""What a partie of Pinochle keeps for each hand: the facts entered, or a withdrawal.

A hand is the engine's ``HandFacts``, with one thing more: whether the melds
were given at all. A hand with no melds is said (``--melded -``), never taken
for granted, so a forgotten ``--melded`` is asked for rather than scored as
nothing. A withdrawal (seed 002: "a qualquer momento um jogador pode
deixar") is kept in the partie's place of the hand it ended: who withdrew
and, if the hand had begun, what it had scored so far.

The values are by field key (``spec.FIELDS``); an error names the key
(``field``) for the caller to turn into a flag or a file line.
"""

from collections.abc import Mapping
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, royal_marriage
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.games.pinochle.hand import HandFacts
from piquet_cli.i18n import _
from piquet_cli.records import NamedTuple
from piquet_cli.said import literal

HAND_KEYS = (
    "trumps",
    "turn_up_ten",
    "turn_up_nine",
    "irregular",
    "put_right_after",
    "melded",
    "card_points",
    "last_trick",
)
NEEDED = ("trumps", "melded", "card_points", "last_trick")
"""What a hand played out needs, unless it is given by its totals. A turn-up left out
is nothing turned up that scores."""


class Hand(NamedTuple):
    """One hand as entered: the engine's facts, and whether the melds were given; ``read_as``
    says how melds typed otherwise than they are kept were read (a marriage named in trumps is
    the royal marriage: ``events.royal_marriage``), said where it is applied, never stored —
    so it is no part of the hand: two hands equal whatever was said of them (and only hands
    equal hands, as ``view.of_its_own_kind`` makes records)."""

    facts: HandFacts
    melds_given: bool = True
    read_as: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and type(other) is type(self) and self[:2] == other[:2]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(("Hand", *self[:2]))


Facts = Hand | Withdrawal


def facts_of(values: Mapping[str, Any]) -> Facts:
    """A hand (or a withdrawal) from its values by field key."""
    if "rules" in values:
        raise BadValue(
            _(
                "a partie keeps the rules it was made with (chosen when it was made with piquet new); "
                "a rule set is given only to piquet rule."
            ),
            field="rules",
        )
    if "withdrawn" in values:
        others = sorted(set(values) - {"withdrawn", "totals"})
        if others:
            raise BadValue(
                _(
                    "a withdrawal keeps only who withdrew and what the hand had scored so far (the totals), "
                    "not the hand's facts."
                ),
                field=others[0],
            )
        return Withdrawal(values["withdrawn"], values.get("totals"))
    trumps = values.get("trumps")
    melded: list[Event] = []
    read_as: list[str] = []
    for typed in values.get("melded", ()):
        event, said = royal_marriage(typed, trumps)
        melded.append(event)
        if said:
            read_as.append(literal("{typed}: {said}", typed=str(typed), said=said))
    return Hand(
        HandFacts(
            trumps=trumps,
            turn_up_ten=bool(values.get("turn_up_ten")),
            turn_up_nine=bool(values.get("turn_up_nine")),
            melded=tuple(melded),
            card_points=values.get("card_points"),
            last_trick=values.get("last_trick"),
            irregular=values.get("irregular"),
            put_right_after=values.get("put_right_after"),
            totals=values.get("totals"),
        ),
        "melded" in values,
        tuple(read_as),
    )


def values_of(facts: Facts) -> dict[str, Any]:
    """The values of a hand (or a withdrawal) by field key, leaving out what was not given."""
    if isinstance(facts, Withdrawal):
        out: dict[str, Any] = {"withdrawn": facts.player}
        if facts.totals is not None:
            out["totals"] = facts.totals
        return out
    hand = facts.facts
    given: dict[str, Any] = {
        "trumps": hand.trumps,
        "turn_up_ten": hand.turn_up_ten or None,
        "turn_up_nine": hand.turn_up_nine or None,
        "irregular": hand.irregular,
        "put_right_after": hand.put_right_after,
        "melded": hand.melded if facts.melds_given or hand.melded else None,
        "card_points": hand.card_points,
        "last_trick": hand.last_trick,
        "totals": hand.totals,
    }
    return {key: value for key, value in given.items() if value is not None}


def missing_of(facts: Facts) -> list[tuple[tuple[str, ...], ...]]:
    """What a hand still needs before it can be recorded: the trumps, the melds, the card
    points and the last trick — or, for all of them, the totals."""
    if isinstance(facts, Withdrawal) or facts.facts.totals is not None:
        return []
    values = values_of(facts)
    lacking = tuple(key for key in NEEDED if key not in values)
    if not any(key in values for key in HAND_KEYS):
        return [(lacking, ("totals",))]
    return [((key,),) for key in lacking]
