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
from piquet_cli.games.piquet.open_deal import OPEN_KEY, check_open, open_needs
from piquet_cli.games.piquet.partie import RULE_FORMS as TWO_HAND_FORMS
from piquet_cli.games.piquet.partie import Partie as EnginePartie
from piquet_cli.games.piquet.partie import RuleSet, score_partie
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.piquet.table_facts import TableDeal, is_table_deal, table_facts_of, table_values_of
from piquet_cli.games.piquet.table_rules import (
    CHOUETTE,
    FOUR_HAND,
    TABLE_SEATS,
    THREE_HAND,
    TWO_HAND,
    rules_named,
)
from piquet_cli.games.piquet.targets import TARGET_KEY, TARGETED, default_target, target_of
from piquet_cli.games.piquet.values import facts_of, missing_of, values_of
from piquet_cli.games.piquet.views import ROWS, partie_view
from piquet_cli.games.side import two
from piquet_cli.games.view import Partie
from piquet_cli.i18n import _

if TYPE_CHECKING:  # the walkthrough and the rulings are loaded when asked for, not to show a partie
    import random
    from collections.abc import Mapping

    from piquet_cli.games.partie_record import PartieRecord
    from piquet_cli.games.protocol import Game, Table
    from piquet_cli.games.view import PartieView, Report, Row

AGREEMENT_KEYS = ("point_ending_in_four", "low_cards_lead_nothing")
"""The agreements of piquet au cent, as the partie file's ``[agreements]`` names them."""

TABLE_MODULES: dict[str, str] = {
    THREE_HAND: "piquet_cli.games.piquet.three_hand_seam",
    FOUR_HAND: "piquet_cli.games.piquet.four_hand_seam",
    CHOUETTE: "piquet_cli.games.piquet.chouette_view",
}
"""The rule sets scored otherwise than by the two-hand engine alone (three-hand, four-hand,
Chouette), each by a module of ``games.piquet`` loaded when a partie of it is scored. Each module
has the game's ``score(partie)``, ``missing(facts, partie)``, ``walk(table, partie, number,
prefill)``, ``complete(table, partie, number, facts)``, ``rule(values)`` and ``sample(game, rng,
partie)``, as ``protocol.Game`` says them, for a partie of its rules."""


def table_module(rules: str) -> Any:
    """The module that scores a partie of ``rules`` (``TABLE_MODULES``), loaded."""
    from importlib import import_module

    return import_module(TABLE_MODULES[rules])


def engine_partie(partie: Partie) -> EnginePartie:
    """The engine's partie from the neutral one: the rules and agreements read as Piquet's."""
    options = partie.options
    agreements = Agreements(
        False, bool(options.get("point_ending_in_four")), bool(options.get("low_cards_lead_nothing"))
    )
    return EnginePartie(
        two(partie.players),
        partie.first_dealer,
        RuleSet(partie.rules),
        agreements,
        partie.deals,
        bool(options.get(OPEN_KEY)),
    )


def _read_open(doc: Mapping[str, Any], rules: str) -> dict[str, Any]:
    """The partie file's top-level ``open``: ``true`` (an open partie, two-hand rules only) or
    ``false``; left out, not open. FileProblem naming the key for anything else."""
    if OPEN_KEY not in doc:
        return {}
    value = doc[OPEN_KEY]
    if not isinstance(value, bool):
        raise FileProblem(
            _(
                "{OPEN_KEY} = {given}: expected true (an open partie: every deal entered from both hands) or false."
            ).format(OPEN_KEY=OPEN_KEY, given=file_value(value)),
            field=OPEN_KEY,
        )
    if value and rules not in TWO_HAND:
        raise FileProblem(
            _(
                "{OPEN_KEY} = true: an open partie is for two hands ({TWO_HAND_FORMS}), and this one is {rules}; remove it."
            ).format(OPEN_KEY=OPEN_KEY, TWO_HAND_FORMS=TWO_HAND_FORMS, rules=rules),
            field=OPEN_KEY,
        )
    return {OPEN_KEY: value}  # false kept as written, as the file had it


class PiquetGame(BaseGame[DealFacts]):
    """Piquet, after Cavendish's Laws of Piquet (1882)."""

    spec = SPEC
    rows: tuple[Row, ...] = ROWS
    codecs = CODECS

    def new_partie(
        self, players: tuple[str, ...], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        name = rules_named(rules, self._rule_forms())
        is_open = bool(options.get(OPEN_KEY))
        if is_open and name not in TWO_HAND:  # the rules in the two-hand rule sets, whatever joins them
            raise BadValue(
                _(
                    "an open partie is for the two-hand rules ({TWO_HAND_FORMS}), not {name}: it is entered from both hands of every deal."
                ).format(TWO_HAND_FORMS=TWO_HAND_FORMS, name=name),
                field=OPEN_KEY,
            )
        if name not in self.spec.rules:
            raise BadValue(
                _("{name} piquet cannot be kept yet; choose {TWO_HAND_FORMS}.").format(
                    name=name, TWO_HAND_FORMS=TWO_HAND_FORMS
                ),
                field="rules",
            )
        if name in TABLE_SEATS:
            return self.table_partie(players, first_dealer, name, options)
        if options.get(TARGET_KEY) is not None:
            raise BadValue(
                _(
                    "a target is for three-hand and four-hand, played to one; {name} piquet is played by its deals."
                ).format(name=name),
                field=TARGET_KEY,
            )
        ruleset = RuleSet(name)
        agreed = {key: bool(options.get(key)) for key in AGREEMENT_KEYS}
        if any(agreed.values()) and ruleset is not RuleSet.AU_CENT:
            raise BadValue(
                _("those agreements belong to piquet au cent: the rules must be au-cent."), field="rules"
            )
        kept: dict[str, Any] = agreed if ruleset is RuleSet.AU_CENT else {}
        if is_open:
            kept = {**kept, OPEN_KEY: True}
        return Partie("piquet", players, first_dealer, ruleset.value, kept)

    def table_partie(
        self, players: tuple[str, ...], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        """A partie of three or four (or Chouette): the target, where the rules play to one."""
        if any(options.get(key) for key in AGREEMENT_KEYS):
            raise BadValue(
                _("those agreements belong to piquet au cent: the rules must be au-cent."), field="rules"
            )
        if rules == CHOUETTE:  # the adviser never deals
            table_module(rules).check_dealer(players, first_dealer)
        agreed: dict[str, Any] = {}
        if rules in TARGETED:
            agreed[TARGET_KEY] = target_of(options.get(TARGET_KEY), rules)
        elif options.get(TARGET_KEY) is not None:
            raise BadValue(
                _("a target is for three-hand and four-hand; {rules} parties are rubicon parties.").format(
                    rules=rules
                ),
                field=TARGET_KEY,
            )
        return Partie("piquet", players, first_dealer, rules, agreed)

    def read_options(self, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        rules_text = doc.get("rules", "rubicon")
        if isinstance(rules_text, str) and rules_text in TABLE_SEATS and rules_text in self.spec.rules:
            _read_open(doc, rules_text)  # an open partie of three or four is refused, naming the key
            return self._read_table_options(rules_text, doc)
        try:
            rules = RuleSet(rules_text)
        except (ValueError, TypeError):
            raise FileProblem(
                _("rules = {given}: the rules are {forms}.").format(
                    given=file_value(rules_text), forms=self._rule_forms()
                ),
                field="rules",
            ) from None
        if TARGET_KEY in doc:
            raise FileProblem(
                _("target: {rules} piquet is played by its deals, not to a target; remove it.").format(
                    rules=rules.value
                ),
                field=TARGET_KEY,
            )
        opened = _read_open(doc, rules.value)
        if "agreements" not in doc:
            return rules.value, opened
        raw = doc["agreements"]
        if not isinstance(raw, dict) or not all(isinstance(v, bool) for v in raw.values()):
            raise FileProblem(_("agreements: expected true/false values."), field="agreements")
        unknown = sorted(set(raw) - set(AGREEMENT_KEYS))
        if unknown:
            raise FileProblem(
                _("agreements: unknown key {key!r}; the agreements are {keys}.").format(
                    key=unknown[0], keys=", ".join(AGREEMENT_KEYS)
                ),
                field="agreements",
            )
        if rules is not RuleSet.AU_CENT and any(raw.values()):
            raise FileProblem(
                _(
                    'agreements: they belong to piquet au cent, and this partie is {rules}; set rules = "au-cent" or remove them.'
                ).format(rules=rules.value),
                field="agreements",
            )
        return rules.value, {**raw, **opened}  # all false outside au cent: kept as written

    def _read_table_options(self, rules: str, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        if "agreements" in doc:
            raise FileProblem(
                _(
                    "agreements: they belong to piquet au cent, and this partie is {rules}; remove them."
                ).format(rules=rules),
                field="agreements",
            )
        if rules not in TARGETED:
            if TARGET_KEY in doc:
                raise FileProblem(
                    _(
                        "target: {rules} parties are rubicon parties, played by their deals; remove it."
                    ).format(rules=rules),
                    field=TARGET_KEY,
                )
            return rules, {}
        raw = doc.get(TARGET_KEY, default_target(rules))
        if not isinstance(raw, int) or isinstance(raw, bool):
            raise FileProblem(
                _("target = {given}: expected the points to play to, a whole number.").format(
                    given=file_value(raw)
                ),
                field=TARGET_KEY,
            )
        try:
            return rules, {TARGET_KEY: target_of(raw, rules)}
        except BadValue as error:
            raise FileProblem(error.message, field=TARGET_KEY) from None

    def write_options(self, partie: Partie) -> dict[str, Any]:
        doc: dict[str, Any] = {"rules": partie.rules}
        if partie.rules in TABLE_SEATS:
            if TARGET_KEY in partie.options:
                doc[TARGET_KEY] = int(partie.options[TARGET_KEY])
            return doc
        if OPEN_KEY in partie.options:  # left out when never asked for: a file as it was before
            doc[OPEN_KEY] = bool(partie.options[OPEN_KEY])
        agreements = {k: v for k, v in partie.options.items() if k in AGREEMENT_KEYS}
        if partie.rules == RuleSet.AU_CENT.value:
            doc["agreements"] = {key: bool(agreements.get(key)) for key in AGREEMENT_KEYS}
        elif agreements:
            doc["agreements"] = agreements  # all false, kept as the file had them
        return doc

    def option_keys(self) -> tuple[str, ...]:
        return ("rules", OPEN_KEY, "agreements", TARGET_KEY)

    def facts(self, values: Mapping[str, Any]) -> DealFacts:  # or a TableDeal, at three or four
        if "rules" in values:
            raise BadValue(
                _(
                    "a partie keeps the rules it was made with (chosen with piquet new); a rule set is "
                    "given only to piquet rule."
                ),
                field="rules",
            )
        if is_table_deal(values):
            return table_facts_of(values)  # type: ignore[return-value]
        return facts_of(values)

    def values(self, facts: DealFacts) -> dict[str, Any]:
        if isinstance(facts, TableDeal):
            return table_values_of(facts)
        return values_of(facts)

    def missing(self, facts: DealFacts, partie: Partie) -> Needs:
        """A deal's needs whatever the partie: even a deal in which a game of au cent is won is
        given whole, as who reached 100 first is found from its reckoning in Law 67's order (the
        rest of the deal then counts for no game). An open partie needs both hands and the tricks,
        and refuses at once what it does not take (BadValue: the totals, a call typed by hand)."""
        if partie.rules in TABLE_MODULES:
            return table_module(partie.rules).missing(facts, partie)  # type: ignore[no-any-return]
        if isinstance(facts, TableDeal):  # --point "5/48;-", tricks by seat: a table's values
            raise BadValue(
                _(
                    "this partie is of two hands: give the elder's and the younger's values apart, each "
                    "by its own flag, not one value a seat as at a table of three or four."
                )
            )
        if partie.options.get(OPEN_KEY):
            check_open(facts)
            return open_needs(facts)
        return missing_of(facts)

    def score(self, partie: Partie) -> PartieView:
        if partie.rules in TABLE_MODULES:
            return table_module(partie.rules).score(partie)  # type: ignore[no-any-return]
        return partie_view(partie, score_partie(engine_partie(partie)))

    def quick_record(self, doc: Mapping[str, Any], created: str | None, origin: str) -> PartieRecord | None:
        """A rubicon or four-deal partie of two, plainly lawful, added up without its view."""
        from piquet_cli.games.piquet.quick_record import quick_record

        return quick_record(doc, created, origin)

    def rule(self, values: Mapping[str, Any]) -> Report:
        rules = values.get("rules", RuleSet.RUBICON.value)
        values = {key: value for key, value in values.items() if key != "rules"}
        if rules in TWO_HAND:
            if is_table_deal(values):
                raise BadValue(
                    _(
                        "a value a seat for three or four seats is ruled on under the rules three-hand or "
                        "four-hand."
                    ),
                    field="rules",
                )
            from piquet_cli.games.piquet.rulings import rule_report

            return rule_report(facts_of(values))
        if rules in TABLE_MODULES:
            return table_module(rules).rule(values)  # type: ignore[no-any-return]
        raise BadValue(
            _("piquet rule does not rule on {rules} deals yet.").format(rules=rules), field="rules"
        )

    def walk(self, table: Table, partie: Partie, number: int, prefill: DealFacts | None) -> DealFacts:
        if partie.rules in TABLE_MODULES:
            return table_module(partie.rules).walk(table, partie, number, prefill)  # type: ignore[no-any-return]
        if partie.options.get(OPEN_KEY):
            from piquet_cli.games.piquet.dialogue.open_walk import OpenWalk

            return OpenWalk(table, engine_partie(partie), number, prefill).walk()
        from piquet_cli.games.piquet.dialogue.walk import DealWalk

        return DealWalk(table, engine_partie(partie), number, prefill).walk()

    def complete(self, table: Table, partie: Partie, number: int, facts: DealFacts) -> DealFacts:
        """Au cent, what the totals of a deal leave open: who reached 100 first, a double game."""
        if partie.rules in TABLE_MODULES:
            return table_module(partie.rules).complete(table, partie, number, facts)  # type: ignore[no-any-return]
        from piquet_cli.games.piquet.dialogue.walk import settle_game

        return settle_game(table, engine_partie(partie), number, facts)

    def setup(self, table: Table) -> tuple[str, dict[str, Any]]:
        """The rules of a new partie, and au cent's agreements, asked at the table."""
        from piquet_cli.games.piquet.setup import setup

        return setup(table, self.spec.rules, self._rule_forms())

    def sample(self, rng: random.Random, partie: Partie) -> dict[str, str]:
        if partie.rules in TABLE_MODULES:
            return table_module(partie.rules).sample(self, rng, partie)  # type: ignore[no-any-return]
        from piquet_cli.games.piquet.sample import sample

        return sample(self, rng, partie)


GAME: Game[DealFacts] = PiquetGame()
