"""Piquet on the seam (``games.protocol.Game``): Cavendish's laws, as the keeper's first game.

Everything here is a thin join between the neutral seam and the Piquet engine:
the partie's rules and agreements (``rubicon``, ``four-deal``, ``au-cent`` with
its two agreements), the deal's facts through the field table (``spec``,
``codecs``, ``values``), the scoring (``partie.score_partie``) into the neutral
view (``views``), the walkthrough (``dialogue``) and ``piquet rule``
(``rulings``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue, FileProblem, file_value
from piquet_cli.games.base import BaseGame, Needs
from piquet_cli.games.piquet.codecs import CODECS
from piquet_cli.games.piquet.deal import Agreements, DealFacts
from piquet_cli.games.piquet.partie import RULE_FORMS, RuleSet, score_partie
from piquet_cli.games.piquet.partie import Partie as EnginePartie
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.piquet.values import facts_of, missing_of, values_of
from piquet_cli.games.piquet.views import ROWS, partie_view
from piquet_cli.games.side import two
from piquet_cli.games.view import Partie

if TYPE_CHECKING:  # the walkthrough and the rulings are loaded when asked for, not to show a partie
    import random
    from collections.abc import Mapping

    from piquet_cli.games.protocol import Game, Table
    from piquet_cli.games.view import PartieView, Report, Row

AGREEMENT_KEYS = ("point_ending_in_four", "low_cards_lead_nothing")
"""The agreements of piquet au cent, as the partie file's ``[agreements]`` names them."""


UNSOURCED = {
    "auction": "Auction Piquet cannot be kept: no source read gives its contract values, penalties "
    'or game (docs/rules.md, "Piquet for three and four")',
}
"""Rules asked for by name that the keeper refuses, and why: a score it cannot source."""


def rule_set(text: str) -> RuleSet:
    try:
        return RuleSet(text.strip().lower())
    except ValueError:
        why = UNSOURCED.get(text.strip().lower())
        if why is not None:
            raise BadValue(f"{why}; choose {RULE_FORMS}.", field="rules") from None
        raise BadValue(f"{text!r} is not a set of rules; choose {RULE_FORMS}.", field="rules") from None


def engine_partie(partie: Partie) -> EnginePartie:
    """The engine's partie from the neutral one: the rules and agreements read as Piquet's."""
    options = partie.options
    agreements = Agreements(
        False, bool(options.get("point_ending_in_four")), bool(options.get("low_cards_lead_nothing"))
    )
    return EnginePartie(
        two(partie.players), partie.first_dealer, RuleSet(partie.rules), agreements, partie.deals
    )


class PiquetGame(BaseGame[DealFacts]):
    """Piquet, after Cavendish's Laws of Piquet (1882)."""

    spec = SPEC
    rows: tuple[Row, ...] = ROWS
    codecs = CODECS

    def new_partie(
        self, players: tuple[str, ...], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        ruleset = rule_set(rules)
        agreed = {key: bool(options.get(key)) for key in AGREEMENT_KEYS}
        if any(agreed.values()) and ruleset is not RuleSet.AU_CENT:
            raise BadValue(
                "those agreements belong to piquet au cent: the rules must be au-cent.", field="rules"
            )
        return Partie(
            "piquet", players, first_dealer, ruleset.value, agreed if ruleset is RuleSet.AU_CENT else {}
        )

    def read_options(self, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        rules_text = doc.get("rules", "rubicon")
        try:
            rules = RuleSet(rules_text)
        except (ValueError, TypeError):
            raise FileProblem(
                f"rules = {file_value(rules_text)}: the rules are {RULE_FORMS}.", field="rules"
            ) from None
        if "agreements" not in doc:
            return rules.value, {}
        raw = doc["agreements"]
        if not isinstance(raw, dict) or not all(isinstance(v, bool) for v in raw.values()):
            raise FileProblem("agreements: expected true/false values.", field="agreements")
        unknown = sorted(set(raw) - set(AGREEMENT_KEYS))
        if unknown:
            raise FileProblem(
                f"agreements: unknown key {unknown[0]!r}; the agreements are {', '.join(AGREEMENT_KEYS)}.",
                field="agreements",
            )
        if rules is not RuleSet.AU_CENT and any(raw.values()):
            raise FileProblem(
                f"agreements: they belong to piquet au cent, and this partie is {rules.value}; "
                'set rules = "au-cent" or remove them.',
                field="agreements",
            )
        return rules.value, dict(raw)  # all false outside au cent: kept as written

    def write_options(self, partie: Partie) -> dict[str, Any]:
        doc: dict[str, Any] = {"rules": partie.rules}
        if partie.rules == RuleSet.AU_CENT.value:
            doc["agreements"] = {key: bool(partie.options.get(key)) for key in AGREEMENT_KEYS}
        elif partie.options:
            doc["agreements"] = dict(partie.options)  # all false, kept as the file had them
        return doc

    def option_keys(self) -> tuple[str, ...]:
        return ("rules", "agreements")

    def facts(self, values: Mapping[str, Any]) -> DealFacts:
        return facts_of(values)

    def values(self, facts: DealFacts) -> dict[str, Any]:
        return values_of(facts)

    def missing(self, facts: DealFacts, partie: Partie) -> Needs:
        """A deal's needs whatever the partie: even a deal in which a game of au cent is won is
        given whole, as who reached 100 first is found from its reckoning in Law 67's order (the
        rest of the deal then counts for no game)."""
        return missing_of(facts)

    def score(self, partie: Partie) -> PartieView:
        return partie_view(partie, score_partie(engine_partie(partie)))

    def rule(self, values: Mapping[str, Any]) -> Report:
        from piquet_cli.games.piquet.rulings import rule_report

        return rule_report(facts_of(values))

    def walk(self, table: Table, partie: Partie, number: int, prefill: DealFacts | None) -> DealFacts:
        from piquet_cli.games.piquet.dialogue.walk import DealWalk

        return DealWalk(table, engine_partie(partie), number, prefill).walk()

    def complete(self, table: Table, partie: Partie, number: int, facts: DealFacts) -> DealFacts:
        """Au cent, what the totals of a deal leave open: who reached 100 first, a double game."""
        from piquet_cli.games.piquet.dialogue.walk import settle_game

        return settle_game(table, engine_partie(partie), number, facts)

    def setup(self, table: Table) -> tuple[str, dict[str, Any]]:
        """The rules of a new partie, and au cent's agreements, asked at the table."""
        from piquet_cli.games.choice import by_beginning, yes_no

        def rules(text: str) -> RuleSet:
            why = UNSOURCED.get(text.strip().lower())
            refusal = (
                f"{why}; choose {RULE_FORMS}."
                if why
                else f"{text!r} is not a set of rules; choose {RULE_FORMS}."
            )
            return RuleSet(by_beginning(text, (r.value for r in RuleSet), refusal))

        ruleset = table.ask(
            f"Rules? ({RULE_FORMS})",
            rules,
            "rubicon: six deals, the loser under 100 is rubiconed (Laws 71–73); four-deal: four deals, the "
            "first and last count double; au-cent: games of 100 up, three games of five.",
            "rubicon",
        )
        options: dict[str, Any] = {}
        if ruleset is RuleSet.AU_CENT:
            forms = "y (yes) or n (no); Enter: no."
            options["point_ending_in_four"] = table.ask(
                "By agreement, does a point ending in four count one less? y or n", yes_no, forms, "n"
            )
            options["low_cards_lead_nothing"] = table.ask(
                "By agreement, do nines, eights and sevens score nothing when led? y or n", yes_no, forms, "n"
            )
        return ruleset.value, options

    def sample(self, rng: random.Random, partie: Partie) -> dict[str, str]:
        from piquet_cli.games.piquet.sample import sample

        return sample(self, rng, partie)


GAME: Game[DealFacts] = PiquetGame()
