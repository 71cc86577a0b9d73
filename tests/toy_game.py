"""A trivial game registered only in the tests, to prove a game plugs in through the registry alone.

Its hand is an event list plus an end-of-hand count, and it ends at a target:
each ``bonus`` event scores 5 for the player who made it, each trick won
scores 1, and the first to 50 at the end of a hand, ahead, wins (level: play
on). Nothing in ``piquet_cli`` names it: it is registered with
``games.register`` and the command built with ``cli.app.make_app``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, format_events, parse_events
from piquet_cli.games.fields import Field, GameSpec
from piquet_cli.games.match import Rules, play
from piquet_cli.games.partie_record import PartieRecord
from piquet_cli.games.protocol import Table
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
    fields=(
        Field("events", "--events", "EVENTS", "What each trick scored: e:bonus y:bonus.", "events"),
        Field("tricks_won", "--tricks-won", "E,Y", "Tricks each won, elder first.", "pair", "pair"),
        Field("totals", "--totals", "E,Y", "Quick entry: the hand's two totals only.", "pair", "pair"),
    ),
    engine="toy_game",
)
ROWS = (Row("bonus", "Bonus", "Bon", "bonus"), Row("tricks", "Tricks", "Tr", "tricks"))


@dataclass(frozen=True)
class Hand:
    events: tuple[Event, ...] = ()
    tricks: tuple[int, int] | None = None
    totals: tuple[int, int] | None = None


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
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise BadValue(f"{text!r} is not two whole numbers, elder first, e.g. 7,5.")
    return int(parts[0]), int(parts[1])


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
            bonus = BONUS * sum(len(e.codes) for e in facts.events if e.side is side)
            tricks = (facts.tricks or (0, 0))[0 if side is Side.ELDER else 1]
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


class ToyGame:
    spec = SPEC
    rows = ROWS
    deal_word = "hand"

    def new_partie(
        self, players: tuple[str, str], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        if rules != "fifty":
            raise BadValue(f"{rules!r} is not a set of rules; choose fifty.", field="rules")
        return Partie("toy", players, first_dealer, rules)

    def read_options(self, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        return str(doc.get("rules", "fifty")), {}

    def write_options(self, partie: Partie) -> dict[str, Any]:
        return {"rules": partie.rules}

    def option_keys(self) -> tuple[str, ...]:
        return ("rules",)

    def parse(self, codec: str, text: str) -> Any:
        return parse_events(text, read_code) if codec == "events" else read_pair(text)

    def format(self, codec: str, value: Any) -> str:
        return format_events(value) if codec == "events" else f"{value[0]},{value[1]}"

    def facts(self, values: Mapping[str, Any]) -> Hand:
        hand = Hand(values.get("events", ()), values.get("tricks_won"), values.get("totals"))
        if hand.tricks is not None and sum(hand.tricks) != 12:
            raise BadValue(f"tricks won add to 12, not {sum(hand.tricks)}.", field="tricks_won")
        return hand

    def values(self, facts: Hand) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if facts.events:
            out["events"] = facts.events
        if facts.tricks is not None:
            out["tricks_won"] = facts.tricks
        if facts.totals is not None:
            out["totals"] = facts.totals
        return out

    def quick(self, totals: tuple[int, int]) -> Hand:
        return Hand(totals=totals)

    def missing(self, facts: Hand) -> list[tuple[tuple[str, ...], ...]]:
        return (
            [] if facts.totals is not None or facts.tricks is not None else [(("tricks_won",), ("totals",))]
        )

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
        events = table.events(
            "Event? (e:bonus or y:bonus; Enter: no more)",
            lambda text: parse_events(text, read_code)[0],
            judge,
            "who scored and what: e:bonus or y:bonus.",
            before.events,
        )
        tricks = table.ask(
            "Tricks won, elder first?",
            lambda text: self.facts({"tricks_won": read_pair(text)}).tricks,
            "the tricks each won, elder first, e.g. 7,5.",
            self.format("pair", before.tricks) if before.tricks else None,
        )
        return Hand(events, tricks)

    def complete(self, table: Table, partie: Partie, number: int, facts: Hand) -> Hand:
        return facts

    def setup(self, table: Table) -> tuple[str, dict[str, Any]]:
        return "fifty", {}

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


GAME = ToyGame()
