"""Whom a partie's tables and lines are written for, at a table of any number: its scorers
(each player, or each side of partners by name, "Ann & Cal"), their seats in a deal, and what
each player gains or pays.

Two players are written as they always were: "Ann v Bob", each marked elder or younger for
the deal. Three or more: "Ann v Bob v Cal", each marked with his seat in playing order, "1st",
"2nd" … and the dealer, who plays last, "dealer"; a side of partners by its players' seats in
the side's order, "Ann & Cal (dealer, 2nd)". A settlement is signed, with a true minus sign:
"Ann +30, Bob −15, Cal −15".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from piquet_cli.i18n import _, active
from piquet_cli.said import said

if TYPE_CHECKING:
    from piquet_cli.games.view import DealView

MINUS = "\u2212"
"""The minus sign of a settlement's figures (not the hyphen)."""


def versus(scorers: Iterable[str]) -> str:
    """The partie in a heading: "Ann v Bob", "Ann v Bob v Cal", "Ann & Cal v Bob & Dee"."""
    return " v ".join(scorers)


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st (1.º in Portuguese and Spanish, 1er, 2e in French)."""
    lang = active()
    if lang in ("pt", "es"):
        return f"{n}.º"
    if lang == "fr":
        return f"{n}er" if n == 1 else f"{n}e"
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def seat_word(deal: DealView, player: str) -> str:
    """``player``'s seat in ``deal``: elder or younger at a table of two; at more, his place in
    playing order ("1st", "2nd" …), the dealer, who plays last, "dealer"; "sits out" for a
    player of the partie who plays no part in the deal."""
    if player not in deal.seats:  # a player who sits this deal out (three-hand's first out)
        return _("sits out")
    if len(deal.seats) <= 2:
        return _(deal.seat(player).value)
    place = deal.seats.index(player)
    return _("dealer") if place == len(deal.seats) - 1 else ordinal(place + 1)


def members(scorer: str, teams: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    """The players a scorer stands for: the side of partners by that name, else himself."""
    from piquet_cli.games.view import team_name

    return next((team for team in teams if team_name(team) == scorer), (scorer,))


def scorer_seat(deal: DealView, scorer: str, teams: tuple[tuple[str, ...], ...] = ()) -> str:
    """A scorer's seats in ``deal``: "elder", "2nd", or a side's players' seats, "dealer, 2nd"."""
    return ", ".join(seat_word(deal, player) for player in members(scorer, teams))


def scorer_header(deal: DealView, scorer: str, teams: tuple[tuple[str, ...], ...] = ()) -> str:
    """A scorer's column in a deal's table: "Ann (elder)", "Cal (dealer)", "Ann & Cal (1st, 3rd)";
    a seat's own name alone where there are no players (``piquet rule``'s "Elder", at a table
    of two: a player called Dealer at a table of three is still marked when he deals)."""
    seat = scorer_seat(deal, scorer, teams)
    alone = len(deal.seats) <= 2 and scorer.lower() in (seat.lower(), deal.seat(scorer).value)
    return said(scorer) if alone else f"{said(scorer)} ({seat})"  # a seat's Words said: "Mão maior"


def short_seat(deal: DealView, scorer: str, teams: tuple[tuple[str, ...], ...] = ()) -> str:
    """A scorer's seat in the summary's breakdown: e or y at a table of two (its caption says
    so, ``SHORT_SEATS``), the seats' words at more."""
    if len(deal.seats) <= 2:
        return "e" if scorer == deal.elder else "y" if scorer == deal.younger else "out"
    return scorer_seat(deal, scorer, teams)


def seats_caption(deal_seats: int) -> str:
    """The caption's words for the seats of the summary's breakdown."""
    if deal_seats <= 2:
        return _("e elder, y younger")
    return _("1st, 2nd …: the seats in playing order, the dealer last")


def signed(points: int) -> str:
    """+30, −15, 0."""
    return f"+{points}" if points > 0 else f"{MINUS}{-points}" if points < 0 else "0"


def settlement_words(players: Iterable[str], settlement: Mapping[str, int]) -> str:
    """What each player gains or pays, in the partie's order: "Ann +30, Bob −15, Cal −15"."""
    return ", ".join(f"{player} {signed(settlement.get(player, 0))}" for player in players)
