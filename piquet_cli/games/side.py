"""Elder and younger: the two seats at the table, in every game the keeper keeps.

In Piquet, Bezique and two-handed Pinochle alike the non-dealer is elder (he
leads first) and the dealer younger; pairs of numbers are written elder first.
"""

from __future__ import annotations

from enum import Enum


def in_partie_order(players: tuple[str, str], figures: dict[str, int]) -> str:
    """Both players' figures with each in his place all partie long, whoever is elder this
    deal: "Ann 28, Bob 23", as the deal's table and the running totals read."""
    first, second = players
    return f"{first} {figures[first]}, {second} {figures[second]}"


class Side(Enum):
    """Elder hand (the non-dealer, who leads) and younger hand (the dealer)."""

    __hash__ = object.__hash__  # singletons compared by identity: hashed in C, not by name

    ELDER = "elder"
    YOUNGER = "younger"

    @property
    def other(self) -> Side:
        return Side.YOUNGER if self is Side.ELDER else Side.ELDER

    @property
    def letter(self) -> str:
        return self.value[0]
