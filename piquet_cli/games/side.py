"""Elder and younger: the two seats at the table, in every game the keeper keeps.

In Piquet, Bezique and two-handed Pinochle alike the non-dealer is elder (he
leads first) and the dealer younger; pairs of numbers are written elder first.
"""

from __future__ import annotations

from enum import Enum

SEAT_NAMES = ("Elder", "Younger")
"""The players' names where there are no players (``piquet rule``): their seats."""


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


def dealer_index(first_dealer: int, number: int) -> int:
    """The deal alternates in every game kept: the index of the dealer of deal ``number``
    (1-based), ``first_dealer`` the index of who dealt the first."""
    return (first_dealer + number - 1) % 2


def seats(players: tuple[str, str], first_dealer: int, number: int) -> tuple[str, str]:
    """(elder, younger) of deal ``number``: the non-dealer is elder."""
    dealer = dealer_index(first_dealer, number)
    return players[1 - dealer], players[dealer]
