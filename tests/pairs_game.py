"""A partnership game of four, registered only in the tests (issue 20): partners opposite, A and
C against B and D, their totals kept by side.

Eight tricks a hand; each trick won scores 1 for its winner's side. At the end of a hand,
the first side to 15, ahead, wins; level, play on. Each player of the winning side gains
the margin and each of the other side pays it: at 16 to 9, Ann and Cal gain 7 each, Bob and
Dee pay 7 each. Nothing in ``piquet_cli`` names it: it is registered with ``games.register``
and the command built with ``cli.app.make_app``.
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
from piquet_cli.games.view import DealView, Partie, PartieView, Report, Result, Row, SideView, team_name

TARGET = 15
TRICKS = 8
SEATS = 4

SPEC = GameSpec(
    name="pairs",
    title="Pairs",
    rules=("fifteen",),
    rules_help="fifteen (partners, first side to 15)",
    fields=(
        Field(
            "tricks_won",
            "--tricks-won",
            "N,N,N,N",
            "Tricks each seat won, in playing order.",
            "seats",
            "pair",
        ),
        Field(
            "totals", "--totals", "N,N,N,N", "Quick entry: the hand's totals, a seat each.", "seats", "pair"
        ),
    ),
    engine="pairs_game",
    seats=MappingProxyType({"fifteen": SEATS}),
    partners=frozenset({"fifteen"}),
)
ROWS = (Row("tricks", "Tricks", "Tr", "tricks"),)
CODECS: dict[str, Codec] = {"seats": (lambda text: read_seats(text), format_per_seat)}


@dataclass(frozen=True)
class Hand:
    tricks_won: tuple[int, ...] | None = None
    totals: tuple[int, ...] | None = None


def read_seats(text: str) -> tuple[int, ...]:
    return per_seat(text, SEATS, "tricks")


def teams(players: tuple[str, ...]) -> tuple[tuple[str, str], tuple[str, str]]:
    """Partners opposite: the first and third against the second and fourth."""
    return (players[0], players[2]), (players[1], players[3])


def settle(sides: tuple[tuple[str, str], ...], totals: Mapping[str, int], players: tuple[str, ...]) -> Result:
    won, lost = sorted(sides, key=lambda t: -totals[team_name(t)])
    margin = totals[team_name(won)] - totals[team_name(lost)]
    settlement = {p: margin if p in won else -margin for p in players}
    explanation = f"{team_name(won)} reach {TARGET} ahead: each gains {margin}."
    return Result(None, None, False, margin, explanation, settlement)


class PairsGame(BaseGame[Hand]):
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
        sides_of = teams(partie.players)
        names = tuple(team_name(t) for t in sides_of)
        side = {p: team_name(t) for t in sides_of for p in t}
        totals = dict.fromkeys(names, 0)
        running: list[dict[str, int]] = []
        deals: list[DealView] = []
        finished = False
        for number, hand in enumerate(partie.deals, start=1):
            if finished:
                raise BadValue("the game was already over.", deal=number)
            seats = partie.names(number)
            got = hand.totals if hand.totals is not None else hand.tricks_won or (0,) * SEATS
            added = dict.fromkeys(names, 0)
            for name, n in zip(seats, got):
                added[side[name]] += n
            views = {
                scorer: SideView({"tricks": None if hand.totals else n}, n, {"tricks": n, "total": n})
                for scorer, n in added.items()
            }
            deals.append(DealView(number, seats[-1], seats, views, quick=hand.totals is not None))
            for scorer in names:
                totals[scorer] += added[scorer]
            running.append(dict(totals))
            first, second = (totals[n] for n in names)
            finished = max(first, second) >= TARGET and first != second
        result = settle(sides_of, totals, partie.players) if finished else None
        number = len(deals) + 1
        seats = partie.names(number)
        return PartieView(
            partie=partie,
            title="Pairs",
            rules_words=f"pairs, first side to {TARGET}",
            deal_word="deal",
            rows=ROWS,
            deals=tuple(deals),
            running=tuple(running),
            totals=totals,
            finished=finished,
            result=result,
            next_words="The game is over."
            if finished
            else f"Next: deal {number}. {seats[-1]} deals; {seats[0]} leads.",
            provisional=f"So far: {in_partie_order(names, totals)}.",
            teams=sides_of,
        )

    def walk(self, table: Table, partie: Partie, number: int, prefill: Hand | None) -> Hand:
        seats = partie.names(number)
        before = prefill or Hand()
        tricks = table.ask(
            f"Tricks won, {', '.join(seats)}?",
            lambda text: self.facts({"tricks_won": read_seats(text)}).tricks_won,
            f"the tricks each won, {', '.join(seats)}, adding to {TRICKS}: e.g. 3,2,2,1.",
            format_per_seat(before.tricks_won) if before.tricks_won else None,
        )
        return Hand(tricks_won=tricks)

    def rule(self, values: Mapping[str, Any]) -> Report:
        hand = self.facts(values)
        return Report({"tricks": list(hand.tricks_won or ())}, lines=(f"Tricks: {hand.tricks_won}.",))


GAME = PairsGame()
