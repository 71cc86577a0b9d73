"""Seats at the table, in every game the keeper keeps, for any number of players.

The players are listed in their order round the table, and the deal passes
to the next of them each deal. The seats of a deal are said in playing
order: the eldest (who leads first, the player after the dealer) is seat 1,
the dealer is the last seat, and a flag taking a value a seat takes them in
that order. In a two-hand game (Piquet, Bezique, two-handed Pinochle) the two
seats are elder (the non-dealer) and younger (the dealer): pairs of numbers
are written elder first.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from piquet_cli.i18n import N_
from piquet_cli.said import Words

SEAT_NAMES = (Words(N_("Elder")), Words(N_("Younger")))
"""The players' names where there are no players (``piquet rule``): their seats, "Elder" in the
JSON, said in the language where a ruling is printed."""


def in_partie_order(players: tuple[str, ...], figures: Mapping[str, int]) -> str:
    """Every player's figure with each in his place all partie long, whoever is elder this
    deal: "Ann 28, Bob 23", as the deal's table and the running totals read."""
    return ", ".join(f"{name} {figures[name]}" for name in players)


def two(players: tuple[str, ...]) -> tuple[str, str]:
    """The two players of a two-hand game, as its engine takes them (a partie of any other
    number is refused when it is made: ``fields.GameSpec.seats``)."""
    if len(players) != 2:
        raise ValueError(f"a two-hand game has two players, not {len(players)}")
    first, second = players
    return first, second


def seat_word(side: Side) -> Words:
    """``elder`` / ``younger`` as a ruling names a seat, said in the language where it is printed."""
    return Words(N_("elder")) if side is Side.ELDER else Words(N_("younger"))


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


def dealer_index(first_dealer: int, number: int, players: int = 2) -> int:
    """The deal passes round the table, one player a deal (in a two-hand game it alternates):
    the index of the dealer of deal ``number`` (1-based) among ``players`` players,
    ``first_dealer`` the index of who dealt the first."""
    return (first_dealer + number - 1) % players


def seats(players: tuple[str, ...], first_dealer: int, number: int) -> tuple[str, ...]:
    """The seats of deal ``number`` in playing order: the player after the dealer is eldest
    (seat 1), the dealer is the last. Two players: (elder, younger), the non-dealer elder."""
    count = len(players)
    dealer = dealer_index(first_dealer, number, count)
    return tuple(players[(dealer + 1 + i) % count] for i in range(count))
