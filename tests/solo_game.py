"""A game of two, three or four, each for himself, registered only in the tests (issue 20): the
core keeps a table of any number through the registry alone. Its rules say how many sit: duel
two, twenty three (the default), four four.

Ten tricks a hand; each trick won scores 1. At the end of a hand, the first to 20, alone at
the top, wins; level at the top, play on. The winner gains from each of the others the
difference between their totals: at 21, 15 and 12 he gains 6 + 9 = 15, and the others pay 6
and 9. Nothing in ``piquet_cli`` names it: it is registered with ``games.register`` and the
command built with ``cli.app.make_app``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.base import BaseGame
from piquet_cli.games.fields import Field, GameSpec
from piquet_cli.games.per_seat import format_per_seat, per_seat
from piquet_cli.games.protocol import Codec, Table
from piquet_cli.games.side import in_partie_order
from piquet_cli.games.view import DealView, Partie, PartieView, Report, Result, Row, SideView

TARGET = 20
TRICKS = 10
SEATS = {"twenty": 3, "duel": 2, "four": 4}

SPEC = GameSpec(
    name="solo",
    title="Solo",
    rules=tuple(SEATS),
    rules_help="twenty (three players), duel (two) or four (four), each first to 20",
    fields=(
        Field(
            "tricks_won", "--tricks-won", "N,N,N", "Tricks each seat won, in playing order.", "seats", "pair"
        ),
        Field("totals", "--totals", "N,N,N", "Quick entry: the hand's totals, a seat each.", "seats", "pair"),
    ),
    engine="solo_game",
    seats=MappingProxyType(SEATS),
    deal_word="hand",
)
ROWS = (Row("tricks", "Tricks", "Tr", "tricks"),)
CODECS: dict[str, Codec] = {"seats": (lambda text: read_seats(text), format_per_seat)}


@dataclass(frozen=True)
class Hand:
    tricks_won: tuple[int, ...] | None = None
    totals: tuple[int, ...] | None = None


def read_seats(text: str) -> tuple[int, ...]:
    """A value a seat, as many as typed (the partie's number is checked by the core)."""
    count = len([p for p in text.replace("/", ",").replace(" ", ",").split(",") if p])
    return per_seat(text, min(max(count, 2), 4), "tricks")


def settle(players: tuple[str, ...], totals: Mapping[str, int]) -> Result:
    """The winner, alone at the top, gains from each of the others the difference."""
    winner = max(players, key=lambda p: totals[p])
    owed = {p: totals[winner] - totals[p] for p in players if p != winner}
    gained = sum(owed.values())
    settlement = {p: gained if p == winner else -owed[p] for p in players}
    explanation = f"{winner} reaches {TARGET} alone at the top and gains {gained} from the others."
    return Result(None, None, False, gained, explanation, settlement)


class SoloGame(BaseGame[Hand]):
    spec = SPEC
    rows = ROWS
    codecs = CODECS
    record = Hand

    def facts(self, values: Mapping[str, Any]) -> Hand:
        hand = super().facts(values)
        if hand.tricks_won is not None and sum(hand.tricks_won) != TRICKS:
            raise BadValue(f"tricks won add to {TRICKS}, not {sum(hand.tricks_won)}.", field="tricks_won")
        return hand

    def missing(self, facts: Hand, partie: Partie) -> list[tuple[tuple[str, ...], ...]]:
        given = facts.totals is not None or facts.tricks_won is not None
        return [] if given else [(("tricks_won",), ("totals",))]

    def score(self, partie: Partie) -> PartieView:
        totals = dict.fromkeys(partie.players, 0)
        running: list[dict[str, int]] = []
        deals: list[DealView] = []
        finished = False
        for number, hand in enumerate(partie.deals, start=1):
            if finished:
                raise BadValue("the game was already over.", deal=number)
            seats = partie.names(number)
            got = hand.totals if hand.totals is not None else hand.tricks_won or (0,) * len(seats)
            sides = {
                name: SideView({"tricks": None if hand.totals else n}, n, {"tricks": n, "total": n})
                for name, n in zip(seats, got)
            }
            deals.append(DealView(number, seats[-1], seats, sides, quick=hand.totals is not None))
            for name in seats:
                totals[name] += sides[name].added
            running.append(dict(totals))
            top = max(totals.values())
            finished = top >= TARGET and list(totals.values()).count(top) == 1
        result = settle(partie.players, totals) if finished else None
        number = len(deals) + 1
        seats = partie.names(number)
        return PartieView(
            partie=partie,
            title="Solo",
            rules_words=f"solo {partie.rules}, first to {TARGET}",
            deal_word="hand",
            rows=ROWS,
            deals=tuple(deals),
            running=tuple(running),
            totals=totals,
            finished=finished,
            result=result,
            next_words="The game is over."
            if finished
            else f"Next: hand {number}. {seats[-1]} deals; {seats[0]} leads.",
            provisional=f"So far: {in_partie_order(partie.players, totals)}.",
            json_extra={"target": TARGET},
        )

    def walk(self, table: Table, partie: Partie, number: int, prefill: Hand | None) -> Hand:
        seats = partie.names(number)
        before = prefill or Hand()
        tricks = table.ask(
            f"Tricks won, {', '.join(seats)}?",
            lambda text: self.facts({"tricks_won": per_seat(text, len(seats), "tricks")}).tricks_won,
            f"the tricks each won, {', '.join(seats)}, adding to {TRICKS}: e.g. 5,3,2.",
            format_per_seat(before.tricks_won) if before.tricks_won else None,
        )
        return Hand(tricks_won=tricks)

    def rule(self, values: Mapping[str, Any]) -> Report:
        hand = self.facts(values)
        return Report({"tricks": list(hand.tricks_won or ())}, lines=(f"Tricks: {hand.tricks_won}.",))


GAME = SoloGame()
