"""A trivial game registered only in the tests, to prove a game plugs in through the registry alone.

Its hand is an event list plus an end-of-hand count, and it ends at a target:
each ``bonus`` event scores 5 for the player who made it, each trick won
scores 1, a hand played for a stake of 2 to 4 counts that many times (an
``int`` field: ``stake = 3`` in the file), and the first to 50 at the end of a
hand, ahead, wins (level: play on). Nothing in ``piquet_cli`` names it: it is registered with
``games.register`` and the command built with ``cli.app.make_app``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.base import BaseGame
from piquet_cli.games.events import Event, format_events, parse_events
from piquet_cli.games.fields import Field, GameSpec, Notation
from piquet_cli.games.match import Rules, play
from piquet_cli.games.partie_record import PartieRecord
from piquet_cli.games.protocol import Codec, Table
from piquet_cli.games.side import Side
from piquet_cli.games.view import DealView, Partie, PartieView, Report, Row, SideView, head_to_head

TARGET = 50
BONUS = 5

SPEC = GameSpec(
    ledger_columns=True,
    name="toy",
    title="Toy",
    rules=("fifty",),
    rules_help="fifty (first to 50)",
    deal_word="hand",
    fields=(
        Field("events", "--events", "EVENTS", "What each trick scored: e:bonus y:bonus.", "events"),
        Field("tricks_won", "--tricks-won", "E,Y", "Tricks each won, elder first.", "pair", "pair"),
        Field("totals", "--totals", "E,Y", "Quick entry: the hand's two totals only.", "pair", "pair"),
        Field(
            "stake",
            "--stake",
            "N",
            "The hand counts this many times (1 to 4; left out, once).",
            "",
            "int",
            bounds=(1, 4),
        ),
    ),
    engine="toy_game",
    notation="toy_game",
)
NOTATION = Notation(
    rows=(("Tricks won", "elder first, adding to 12: --tricks-won 7,5 (the toy game's hands)."),),
    events="the toy game's bonuses",
    codes="Toy: bonus, 5 to the player who made it (e:bonus+bonus two of them, 10).",
    example="e:bonus y:bonus",
)
ROWS = (Row("bonus", "Bonus", "Bon", "bonus"), Row("tricks", "Tricks", "Tr", "tricks"))


@dataclass(frozen=True)
class Hand:
    events: tuple[Event, ...] = ()
    tricks_won: tuple[int, int] | None = None
    totals: tuple[int, int] | None = None
    stake: int | None = None  # the hand counts this many times (not its quick totals)


STAKE = SPEC.fields[-1]


@dataclass(frozen=True)
class Verdict:
    lawful: bool
    points: int
    reason: str


def read_code(text: str) -> str:
    if text.strip().lower() != "bonus":
        raise BadValue(f"{text!r} is not an event of this game; the only one is bonus.")
    return "bonus"


def read_pair(text: str) -> tuple[int, int]:
    parts = [p for p in text.replace(" ", "").split(",") if p]
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() for p in parts):  # "6²" is a digit
        raise BadValue(f"{text!r} is not two whole numbers, elder first, e.g. 7,5.")
    return int(parts[0]), int(parts[1])


CODECS: dict[str, Codec] = {
    "events": (lambda text: parse_events(text, read_code), format_events),
    "pair": (read_pair, lambda pair: f"{pair[0]},{pair[1]}"),
}


def judge(before: tuple[Event, ...], event: Event) -> Verdict:
    if len(before) >= 12:
        return Verdict(False, 0, "a hand has twelve tricks: no more events.")
    return Verdict(True, BONUS * len(event.codes), "a bonus scores 5.")


class ToyHands(Rules[Hand, DealView, None]):
    """A hand through the core's match loop: its bonuses and tricks; the first to 50 at the end
    of a hand, ahead, wins."""

    def score(
        self, number: int, seats: tuple[str, ...], facts: Hand, totals: Mapping[str, int], state: None
    ) -> tuple[DealView, dict[str, int], None]:
        elder, younger = seats
        sides: dict[str, SideView] = {}
        for side, name in ((Side.ELDER, elder), (Side.YOUNGER, younger)):
            if facts.totals is not None:
                got = facts.totals[0 if side is Side.ELDER else 1]
                sides[name] = SideView({}, got, {"bonus": None, "tricks": None, "total": got})
                continue
            times = facts.stake or 1
            bonus = times * BONUS * sum(len(e.codes) for e in facts.events if e.side is side)
            tricks = times * (facts.tricks_won or (0, 0))[0 if side is Side.ELDER else 1]
            sides[name] = SideView(
                {"bonus": bonus, "tricks": tricks},
                bonus + tricks,
                {"bonus": bonus, "tricks": tricks, "total": bonus + tricks},
            )
        deal = DealView(number, younger, (elder, younger), sides, quick=facts.totals is not None)
        return deal, {name: side.added for name, side in sides.items()}, state

    def settle(
        self, number: int, deal: DealView, totals: Mapping[str, int], state: None
    ) -> tuple[DealView, None, bool]:
        (_, ta), (_, tb) = totals.items()
        return deal, state, max(ta, tb) >= TARGET and ta != tb

    def refuse(self, number: int, state: None) -> BadValue:
        return BadValue("the game was already over.", deal=number)


class ToyGame(BaseGame[Hand]):
    spec = SPEC
    rows = ROWS
    codecs = CODECS
    record = Hand

    def facts(self, values: Mapping[str, Any]) -> Hand:
        hand = super().facts(values)
        if hand.tricks_won is not None and sum(hand.tricks_won) != 12:
            raise BadValue(f"tricks won add to 12, not {sum(hand.tricks_won)}.", field="tricks_won")
        return hand

    def missing(self, facts: Hand, partie: Partie) -> list[tuple[tuple[str, ...], ...]]:
        given = facts.totals is not None or facts.tricks_won is not None
        return [] if given else [(("tricks_won",), ("totals",))]

    def score(self, partie: Partie) -> PartieView:
        game = play(ToyHands(), partie.players, partie.first_dealer, partie.deals, None)
        totals = game.totals
        result = None
        if game.finished:
            (a, ta), (b, tb) = totals.items()
            winner = a if ta > tb else b
            margin = abs(ta - tb)
            result = head_to_head(
                partie.players, winner, margin, f"{winner} reaches {TARGET} ahead: wins by {margin}."
            )
        return PartieView(
            partie=partie,
            title="Toy",
            rules_words=f"toy, first to {TARGET}",
            deal_word="hand",
            rows=ROWS,
            deals=game.deals,
            running=game.running,
            totals=totals,
            finished=game.finished,
            result=result,
            next_words=game.next_words("hand"),
            chart_marks=((TARGET, "target"),),
            json_extra={"target": TARGET},
        )

    def walk(self, table: Table, partie: Partie, number: int, prefill: Hand | None) -> Hand:
        before = prefill or Hand()
        if before.totals is not None:  # a hand entered by its totals is corrected by its totals
            return self.quick(
                table.ask(
                    "Totals, elder first?",
                    read_pair,
                    "the hand's two totals, elder first, e.g. 7,5.",
                    self.format("pair", before.totals),
                )
            )
        stake = table.ask(
            "Stake? 1 to 4 (Enter: once)",
            lambda text: STAKE.whole(text) if text else None,
            "the times the hand counts, 1 to 4.",
            str(before.stake) if before.stake else None,
        )
        events = table.events(
            "Event? (e:bonus or y:bonus; Enter: no more)",
            lambda text: parse_events(text, read_code)[0],
            judge,
            "who scored and what: e:bonus or y:bonus.",
            before.events,
        )
        before_it = partie._replace(deals=partie.deals[: number - 1])
        if not self.missing(Hand(events, stake=stake), before_it):  # the game ended in the hand
            return Hand(events, stake=stake)
        tricks = table.ask(
            "Tricks won, elder first?",
            lambda text: self.facts({"tricks_won": read_pair(text)}).tricks_won,
            "the tricks each won, elder first, e.g. 7,5.",
            self.format("pair", before.tricks_won) if before.tricks_won else None,
        )
        return Hand(events, tricks, stake=stake)

    def ledger_columns(self, records: Sequence[PartieRecord]) -> dict[str, dict[str, str]]:
        """The hands each player has won outright, as a column of its own."""
        won: dict[str, int] = {}
        for record in records:
            if record.winner is not None:
                won[record.winner] = won.get(record.winner, 0) + 1
        return {"Games won": {name: str(n) for name, n in won.items()}}

    def rule(self, values: Mapping[str, Any]) -> Report:
        hand = self.facts(values)
        bonus = BONUS * sum(len(e.codes) for e in hand.events)
        return Report({"bonus": bonus}, lines=(f"Bonuses: {bonus}.",))

    def sample(self, rng: random.Random, partie: Partie) -> dict[str, str]:
        """A random lawful hand: up to twelve bonuses and the twelve tricks shared, at times a
        stake; at times totals."""
        if rng.random() < 0.2:
            return {"totals": f"{rng.randint(0, 30)},{rng.randint(0, 30)}"}
        won = rng.randint(0, 12)
        bonuses = [f"{rng.choice('ey')}:bonus" for _ in range(rng.randint(0, 12))]
        hand = {"events": " ".join(bonuses) or "-", "tricks_won": f"{won},{12 - won}"}
        return hand | ({"stake": str(rng.randint(1, 4))} if rng.random() < 0.3 else {})


GAME = ToyGame()
