"""Bezique as the command line knows it before loading it: rules, agreement, entry flags.

Plain data (``games.fields``), the Bezique column of docs/contract.md: ``new --rules
match|1000|1500|2000 --last-trick final|stock``; ``deal`` and ``rule`` take
``--trumps``, ``--turn-up-seven``, ``--declared``, ``--brisques``,
``--last-trick`` or ``--totals``. The facts are listed in the order a hand's
table is written in the partie file. The engine is ``games.bezique.seam``.
"""

from __future__ import annotations

from piquet_cli.games.fields import Field, GameSpec, Option
from piquet_cli.i18n import N_

LAST_TRICK_RULE = "last_trick_rule"
"""The agreement's key (``new --last-trick``, the partie file's top level): which trick is
the last trick. It is not ``last_trick``, a hand's fact: who took it."""

FIELDS = (
    Field(
        "trumps",
        "--trumps",
        "S|H|D|C",
        N_("The trump suit: the suit of the card turned up (S H D C or ♠ ♥ ♦ ♣)."),
        "trumps",
    ),
    Field(
        "turn_up_seven",
        "--turn-up-seven",
        "",
        N_("Bezique: the card turned up for trumps was a seven (10 to the dealer); left out, it was not."),
        "flag",
        "flag",
    ),
    Field(
        "declared",
        "--declared",
        "EVENTS",
        N_(
            "Bezique: the declarations in the order made, who won the trick first: 'e:rm y:4A e:7+bz' "
            "(- for none)."
        ),
        "declared",
    ),
    Field(
        "brisques",
        "--brisques",
        "E,Y",
        N_("Bezique: the aces and tens each won, elder first (they add to 16): 10,6."),
        "brisques",
        "pair",
    ),
    Field("last_trick", "--last-trick", "elder|younger", N_("Who took the last trick (10)."), "side"),
    Field("totals", "--totals", "E,Y", N_("Quick entry: the hand's two totals only."), "totals", "pair"),
)

SPEC = GameSpec(
    ledger_columns=True,  # seed 001's streak
    name="bezique",
    title="Bezique",
    deal_word="hand",
    about=N_("64 cards, a declaration as each trick is won, a match of one or two hands or a game to 1000"),
    rules=("match", "1000", "1500", "2000"),
    rules_help=N_("match (one or two hands), or a target: 1000, 1500 or 2000"),
    fields=FIELDS,
    options=(
        Option(
            LAST_TRICK_RULE,
            "--last-trick",
            N_(
                "Bezique agreement: the trick that scores 10 as the last: final (the 32nd, the default) "
                "or stock (the last before the stock runs out)."
            ),
            "final|stock",
        ),
    ),
    engine="piquet_cli.games.bezique.seam",
    notation="piquet_cli.games.bezique.help_page",
    rule_example=N_("the declarations, the last one to rule on (--trumps C --declared 'e:bz e:dbz')"),
)
