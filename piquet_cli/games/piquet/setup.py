"""Piquet's own questions as a new partie begins at ``piquet play``: the rules (and what each
is, at ``?``), the target of three and four, and au cent's two agreements (issue 23: asked and
explained in the language spoken). Loaded only when a partie is begun at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue
from piquet_cli.games.choice import by_beginning, yes_no
from piquet_cli.games.piquet.partie import RuleSet
from piquet_cli.games.piquet.table_rules import TABLE_SEATS, UNSOURCED, plain_name, rules_named
from piquet_cli.games.piquet.targets import MOST_TARGET, TARGET_KEY, TARGETED, default_target, target_of
from piquet_cli.i18n import N_, _

if TYPE_CHECKING:
    from piquet_cli.games.protocol import Table


RULES_HELP = N_(
    "rubicon: six deals, the loser under 100 is rubiconed (Laws 71–73); four-deal: four deals, the "
    "first and last count double; au-cent: games of 100 up, three games of five; three-hand: three "
    "players to a target; four-hand: partners opposite, to a target; chouette: three players, "
    "rubicon parties, the first named single against the second, the third advising (Cavendish)."
)
"""What each rule set is, said at ``piquet play``'s rules question (``?``)."""


def setup(table: Table, rules_kept: tuple[str, ...], forms: str) -> tuple[str, dict[str, Any]]:
    """The rules chosen (one of ``rules_kept``, offered as ``forms``) and their options."""

    def rules(text: str) -> str:
        try:
            name = rules_named(text, forms)
        except BadValue as error:
            if plain_name(text) in UNSOURCED:
                raise
            name = by_beginning(text, rules_kept, error.message)
        if name not in rules_kept:
            raise BadValue(
                _("{name} piquet cannot be kept yet; choose {forms}.").format(name=name, forms=forms)
            )
        return name

    chosen = table.ask(
        _("Rules? ({forms})").format(forms=forms),
        rules,
        _(RULES_HELP),
        "rubicon",
    )
    if chosen in TABLE_SEATS:
        options_at: dict[str, Any] = {}
        if chosen in TARGETED:
            default = default_target(chosen)
            options_at[TARGET_KEY] = table.ask(
                _("Play to how many points? (Enter: {default}, the keeper's ruling)").format(default=default),
                lambda text: target_of(text, chosen),
                _(
                    "the points the game is played to, a whole number from 1 to {most}; Enter: {default}."
                ).format(most=f"{MOST_TARGET:,}", default=default),
                str(default),
            )
        return chosen, options_at
    ruleset = RuleSet(chosen)
    options: dict[str, Any] = {}
    if ruleset is RuleSet.AU_CENT:
        forms = _("y (yes) or n (no); Enter: no.")
        options["point_ending_in_four"] = table.ask(
            _("By agreement, does a point ending in four count one less? y or n"), yes_no, forms, "n"
        )
        options["low_cards_lead_nothing"] = table.ask(
            _("By agreement, do nines, eights and sevens score nothing when led? y or n"),
            yes_no,
            forms,
            "n",
        )
    return ruleset.value, options
