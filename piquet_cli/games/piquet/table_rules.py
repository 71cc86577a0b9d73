"""Piquet's rule sets by name, at every table: two-hand, three-hand, four-hand and Chouette.

The two-hand rule sets are the engine's (``partie.RuleSet``); the others are seed 003's
variants, after the sources of docs/rules.md ("Piquet for three and four"). The old names
are taken too, read as the sources read them (the seed's names differ), and said so.
"""

from __future__ import annotations

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.spec import ALIASES, CHOUETTE, FOUR_HAND, THREE_HAND
from piquet_cli.i18n import _

__all__ = ["CHOUETTE", "FOUR_HAND", "THREE_HAND", "rules_named"]

TWO_HAND = ("rubicon", "four-deal", "au-cent")
"""The two-hand rule sets (``partie.RuleSet``), the default first."""

TABLE_SEATS = {THREE_HAND: 3, FOUR_HAND: 4, CHOUETTE: 3}
"""The players each rule set of more than two takes."""

UNSOURCED = {
    "auction": "Auction Piquet cannot be kept: no source read gives its contract values, penalties "
    'or game (docs/rules.md, "Piquet for three and four")',
}
"""Rules asked for by name that the keeper refuses, and why: a score it cannot source."""

ALL_RULES = (*TWO_HAND, THREE_HAND, FOUR_HAND, CHOUETTE)

RULE_FORMS = ", ".join(ALL_RULES[:-1]) + f" or {ALL_RULES[-1]}"


def plain_name(text: str) -> str:
    """A rule set's name as typed, lower-case, spaces and underscores as hyphens."""
    return "-".join(text.strip().lower().replace("_", " ").split())


def rules_named(text: str, forms: str = RULE_FORMS) -> str:
    """The rule set ``text`` names (an old name read as its rules), else BadValue saying why and
    the ``forms`` to choose from."""
    plain = plain_name(text)
    if plain in ALL_RULES:
        return plain
    if plain in ALIASES:
        return ALIASES[plain][0]
    why = UNSOURCED.get(plain)
    if why is not None:
        raise BadValue(_("{why}; choose {forms}.").format(why=why, forms=forms), field="rules")
    raise BadValue(
        _("{text!r} is not a set of rules; choose {forms}.").format(text=text.strip(), forms=forms),
        field="rules",
    )


def alias_note(text: str) -> str | None:
    """How the keeper read an old name, if ``text`` is one: said when a partie is made."""
    found = ALIASES.get(plain_name(text))
    return found[1] if found else None
