"""Bezique on the seam (``games.protocol.Game``): seed 001's game, as the keeper's second game.

A thin join between the neutral seam and the Bezique engine: the game's rules
(seed 001's ``match``, or a target of ``1000`` ``1500`` ``2000``) and its one
agreement (which trick is the last trick: ``final`` or ``stock``); a hand's
facts through the field table (``spec``) in the engine's notation; the scoring
(``game.score_game``) into the neutral view (``views``); the hand at the table
(``dialogue``) and ``piquet rule --game bezique`` (``ruling``), each loaded only
when asked for; and seed 001's streak in the ledger (``streak``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue, FileProblem, file_value
from piquet_cli.games.base import BaseGame, Needs
from piquet_cli.games.bezique.codes import parse_declared
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.notation import format_pair, parse_pair, parse_side, parse_trumps
from piquet_cli.games.bezique.rules import (
    LAST_TRICK_FORMS,
    RULE_FORMS,
    TARGETS,
    BeziqueRules,
    LastTrick,
    parse_last_trick,
    parse_target,
)
from piquet_cli.games.bezique.spec import LAST_TRICK_RULE, SPEC
from piquet_cli.games.bezique.streak import Outcome, best_streak, streak
from piquet_cli.games.bezique.views import ROWS, game_of, partie_view
from piquet_cli.games.choice import by_beginning, yes_no
from piquet_cli.games.events import format_events
from piquet_cli.games.protocol import Codec
from piquet_cli.games.view import Partie
from piquet_cli.i18n import _

if TYPE_CHECKING:
    import random

    from piquet_cli.games.partie_record import PartieRecord
    from piquet_cli.games.protocol import Game, Table
    from piquet_cli.games.view import PartieView, Report, Row

CODECS: dict[str, Codec] = {
    "trumps": (parse_trumps, lambda suit: suit.value),
    "declared": (parse_declared, format_events),
    "brisques": (lambda text: parse_pair(text, "brisques"), format_pair),
    "totals": (lambda text: parse_pair(text, "totals", "410,300"), format_pair),
    "side": (lambda text: parse_side(text, "last_trick"), lambda side: side.value),
    "flag": (yes_no, lambda yes: "yes" if yes else "no"),
}
"""Each fact's notation, by the codec names of the field table (``spec``)."""

FULL = ("trumps", "brisques", "last_trick")
"""What a hand entered in full needs; ``declared`` left out is none, ``turn_up_seven`` no."""


class BeziqueGame(BaseGame[HandFacts]):
    """Two-handed Bezique, after the user's seed 001: its hand's facts are a ``HandFacts`` by the
    field keys, written in the notation of ``CODECS``."""

    spec = SPEC
    rows: tuple[Row, ...] = ROWS
    codecs = CODECS
    record = HandFacts

    def new_partie(
        self, players: tuple[str, ...], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        target = parse_target(rules)
        agreed = options.get(LAST_TRICK_RULE)
        try:
            last = parse_last_trick(str(agreed)) if agreed else LastTrick.FINAL
        except BadValue as error:
            raise BadValue(error.message, field=LAST_TRICK_RULE) from None
        name = BeziqueRules(target).name
        return Partie(SPEC.name, players, first_dealer, name, {LAST_TRICK_RULE: last.value})

    def read_options(self, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        raw = doc.get("rules", "match")
        try:
            if isinstance(raw, bool) or not isinstance(raw, str | int):
                raise BadValue("")
            rules = BeziqueRules(parse_target(str(raw))).name
        except BadValue:
            raise FileProblem(
                _("rules = {given}: the rules of Bezique are {forms}.").format(
                    given=file_value(raw), forms=_(RULE_FORMS)
                ),
                field="rules",
            ) from None
        agreed = doc.get(LAST_TRICK_RULE, LastTrick.FINAL.value)
        try:
            if not isinstance(agreed, str):
                raise BadValue("")
            last = parse_last_trick(agreed)
        except BadValue:
            raise FileProblem(
                _("{key} = {given}: the last trick is {forms}.").format(
                    key=LAST_TRICK_RULE, given=file_value(agreed), forms=_(LAST_TRICK_FORMS)
                ),
                field=LAST_TRICK_RULE,
            ) from None
        return rules, {LAST_TRICK_RULE: last.value}

    def write_options(self, partie: Partie) -> dict[str, Any]:
        return {"rules": partie.rules, LAST_TRICK_RULE: partie.options.get(LAST_TRICK_RULE, "final")}

    def option_keys(self) -> tuple[str, ...]:
        return ("rules", LAST_TRICK_RULE)

    def missing(self, facts: HandFacts, partie: Partie) -> Needs:
        """The trumps, the brisques and the last trick — or, given nothing of the hand yet, the
        two totals instead; whatever the partie, as a game of Bezique ends only at the end of a
        hand."""
        lacking = facts.missing()
        if not lacking:
            return []
        begun = facts.declared or facts.turn_up_seven or len(lacking) < len(FULL)
        return [(lacking,)] if begun else [(lacking, ("totals",))]

    def score(self, partie: Partie) -> PartieView:
        return partie_view(partie, game_of(partie))

    def walk(self, table: Table, partie: Partie, number: int, prefill: HandFacts | None) -> HandFacts:
        from piquet_cli.games.bezique.dialogue import HandWalk

        return HandWalk(table, partie, number, prefill).walk()

    def complete(self, table: Table, partie: Partie, number: int, facts: HandFacts) -> HandFacts:
        """A hand given whole by flags: whether the card turned up was a seven, unless known."""
        from piquet_cli.games.bezique.dialogue import ask_turn_up

        return ask_turn_up(table, partie, number, facts)

    def setup(self, table: Table) -> tuple[str, dict[str, Any]]:
        """The game to play and the last-trick agreement, asked at the table (``piquet play``)."""

        def rules(text: str) -> str:
            refusal = _("{text!r} is not a game of Bezique; choose {forms}.").format(
                text=text.strip(), forms=_(RULE_FORMS)
            )
            return by_beginning(text, SPEC.rules, refusal)

        chosen = table.ask(
            _("Rules? (match, 1000, 1500 or 2000)"),
            rules,
            _(
                "match: one or two hands (400 and ahead after the first wins at once; else the "
                "higher total of two); {targets}: as many hands as it takes to pass that total."
            ).format(targets=", ".join(map(str, TARGETS))),
            "match",
        )

        def last_trick(text: str) -> LastTrick:
            try:
                return LastTrick(by_beginning(text, (t.value for t in LastTrick), ""))
            except BadValue:
                return parse_last_trick(text)  # its own words, or its own refusal

        last = table.ask(
            _("Which trick scores 10 as the last? final or stock"),
            last_trick,
            _(
                "final: the 32nd trick, the last of the hand; stock: the last trick before the "
                "stock runs out (the 24th), an old agreement."
            ),
            "final",
        )
        return chosen, {LAST_TRICK_RULE: last.value}

    def ledger_columns(self, records: Sequence[PartieRecord]) -> dict[str, dict[str, str]]:
        """Seed 001's streak, for each player: his wins in a row now, the rival's level beside it
        (one more for each win, up to 5; docs/bezique.md, decision 10), and his best run, with
        the sum of their margins as the decimal part (3.0870)."""
        games: dict[str, list[tuple[Outcome, int]]] = {}
        for record in records:
            for name in record.players:
                outcome: Outcome = "drawn" if record.drawn else "won" if record.winner == name else "lost"
                games.setdefault(name, []).append((outcome, record.points))
        now = {name: streak(played) for name, played in games.items()}
        return {
            "Streak": {name: str(run) for name, run in now.items()},
            "Rival level": {name: str(run.rival_level) for name, run in now.items()},
            "Best streak": {name: str(best_streak(played)) for name, played in games.items()},
        }

    def rule(self, values: Mapping[str, Any]) -> Report:
        from piquet_cli.games.bezique.ruling import rule_report

        return rule_report(values)

    def sample(self, rng: random.Random, partie: Partie) -> dict[str, str]:
        from piquet_cli.games.bezique.sample import sample

        return sample(self, rng, partie)


GAME: Game[HandFacts] = BeziqueGame()
