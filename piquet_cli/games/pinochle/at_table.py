"""What Pinochle asks at the table besides a hand's walk: a new game's rule set (``piquet play``),
and a turn-up left out of a hand given whole by flags in a terminal."""

from __future__ import annotations

from piquet_cli.games.choice import by_beginning
from piquet_cli.games.pinochle.dialogue import HandWalk
from piquet_cli.games.pinochle.facts import Facts, Hand
from piquet_cli.games.pinochle.hand import check_turn_up
from piquet_cli.games.pinochle.rules import OLD_NAMES, RULE_FORMS, RuleSet
from piquet_cli.games.protocol import Table
from piquet_cli.games.view import Partie
from piquet_cli.i18n import _


def complete(table: Table, partie: Partie, number: int, facts: Facts) -> Facts:
    """A hand given whole by flags, in a terminal: a turn-up left out is asked (without a
    terminal it means nothing scoring was turned up)."""
    if not isinstance(facts, Hand) or facts.facts.is_quick:
        return facts
    hand = facts.facts
    rules = RuleSet(partie.rules)
    check_turn_up(hand, rules)
    if hand.turn_up_ten or hand.turn_up_nine or hand.trumps is None:
        return facts
    walk = HandWalk(table, partie, number, facts)
    turned = walk.turn_up(hand.trumps, hand)
    if rules is RuleSet.SEED:
        return facts._replace(facts=hand._replace(turn_up_ten=turned))
    return facts._replace(facts=hand._replace(turn_up_nine=turned))


def setup(table: Table) -> tuple[str, dict[str, object]]:
    """A new game's rule set, asked at the table (``piquet play``)."""

    def parse(text: str) -> str:
        refusal = _("{text!r} is not a Pinochle rule set; choose {forms}.").format(
            text=text.strip(), forms=_(RULE_FORMS)
        )
        if text.strip().lower() in OLD_NAMES:
            return OLD_NAMES[text.strip().lower()].value
        return by_beginning(text, [r.value for r in RuleSet], refusal)

    rules = table.ask(
        _("Rules? (ten or classic)"),
        parse,
        _(
            "ten: a turned-up ten scores 10 for the dealer and the nine of trumps exchanged scores "
            "nothing, as the rule text says (docs/pinochle.md); classic: a turned-up nine (the dix) "
            "scores 10, and the dix exchanged or shown scores 10."
        ),
        RuleSet.SEED.value,
    )
    return rules, {}
