"""Two-handed Pinochle on the seam (``games.protocol.Game``): seed 002, the keeper's third game.

A thin join between the neutral seam and the Pinochle engine: the rule set
(``seed`` or ``classic``), a hand's facts through the field table (``spec``,
``codecs``, ``facts``), the scoring (``game.score_game``) into the neutral
view (``views``), the walkthrough (``dialogue``), ``piquet rule --game
pinochle`` (``rulings``) and ``piquet withdraw`` (``withdraw``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from piquet_cli.errors import FileProblem, file_value
from piquet_cli.games.base import BaseGame, Needs
from piquet_cli.games.pinochle.codecs import CODECS
from piquet_cli.games.pinochle.facts import Facts, facts_of, missing_of, values_of
from piquet_cli.games.pinochle.rules import OLD_NAMES, RULE_FORMS, RuleSet, parse_rules
from piquet_cli.games.pinochle.spec import SPEC
from piquet_cli.games.pinochle.views import ROWS, partie_view
from piquet_cli.games.view import Partie
from piquet_cli.i18n import _

if TYPE_CHECKING:  # the walkthrough and the rulings are loaded when asked for, not to show a game
    import random

    from piquet_cli.games.protocol import Game, Table
    from piquet_cli.games.view import PartieView, Report, Row


class PinochleGame(BaseGame[Facts]):
    """Two-handed Pinochle, after seed 002 (or the classic rules of the dix)."""

    spec = SPEC
    rows: tuple[Row, ...] = ROWS
    codecs = CODECS

    def new_partie(
        self, players: tuple[str, ...], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        return Partie("pinochle", players, first_dealer, parse_rules(rules).value)

    def read_options(self, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        rules = doc.get("rules", RuleSet.SEED.value)
        if isinstance(rules, str) and rules in OLD_NAMES:
            return OLD_NAMES[rules].value, {}  # a file from before the rule set was renamed
        if not isinstance(rules, str) or rules not in {r.value for r in RuleSet}:
            raise FileProblem(
                _("rules = {given}: the Pinochle rules are {forms}.").format(
                    given=file_value(rules), forms=_(RULE_FORMS)
                ),
                field="rules",
            )
        return rules, {}

    def facts(self, values: Mapping[str, Any]) -> Facts:
        return facts_of(values)

    def values(self, facts: Facts) -> dict[str, Any]:
        return values_of(facts)

    def missing(self, facts: Facts, partie: Partie) -> Needs:
        """A hand's needs whatever the partie: a game of Pinochle ends in the middle of a hand only
        by a withdrawal, which needs nothing more."""
        return missing_of(facts)

    def score(self, partie: Partie) -> PartieView:
        return partie_view(partie)

    def walk(self, table: Table, partie: Partie, number: int, prefill: Facts | None) -> Facts:
        from piquet_cli.games.pinochle import dialogue

        return dialogue.HandWalk(table, partie, number, prefill).walk()

    def complete(self, table: Table, partie: Partie, number: int, facts: Facts) -> Facts:
        from piquet_cli.games.pinochle import at_table

        return at_table.complete(table, partie, number, facts)

    def setup(self, table: Table) -> tuple[str, dict[str, Any]]:
        from piquet_cli.games.pinochle import at_table

        return at_table.setup(table)

    def rule(self, values: Mapping[str, Any]) -> Report:
        from piquet_cli.games.pinochle.rulings import rule_report

        return rule_report(values)

    def sample(self, rng: random.Random, partie: Partie) -> dict[str, str]:
        from piquet_cli.games.pinochle.sample import sample

        return sample(self, rng, partie)


GAME: Game[Facts] = PinochleGame()
