"""Two-handed Pinochle as the command line knows it before loading it: rules, flags, command.

Plain data (``games.fields``): the game on the seam is ``games.pinochle.seam``.
The facts are listed in the order a hand's table is written in the partie
file. Flags the games share (``--trumps``, ``--last-trick``, ``--totals``) keep
the key, kind and metavar of the others, so each is one option.
"""

from __future__ import annotations

from piquet_cli.games.fields import Command, Field, GameSpec, Param
from piquet_cli.i18n import N_

FIELDS = (
    Field("trumps", "--trumps", "S|H|D|C", N_("The trump suit: the suit of the card turned up."), "trumps"),
    Field(
        "turn_up_ten",
        "--turn-up-ten",
        "",
        N_("Pinochle, ten rules: the card turned up was a ten, 10 for the dealer."),
        "yes",
        "flag",
    ),
    Field(
        "turn_up_nine",
        "--turn-up-nine",
        "",
        N_("Pinochle, classic rules: the card turned up was a nine (the dix), 10 for the dealer."),
        "yes",
        "flag",
    ),
    Field(
        "irregular",
        "--irregular",
        "elder|younger",
        N_(
            "Pinochle: who was found holding a wrong number of cards, who melds nothing until it is put right."
        ),
        "side",
    ),
    Field(
        "put_right_after",
        "--put-right-after",
        "N",
        N_(
            "Pinochle, with --irregular: how many melds, by either player, came before that hand was put right."
        ),
        "count",
    ),
    Field(
        "melded",
        "--melded",
        "EVENTS",
        N_(
            "Pinochle: the melds in the order made, who won the trick first: e:rm y:4A e:seq; the codes "
            "mS mH mD mC rm seq pin 4A 4K 4Q 4J, and dix (classic: e:dix+4K); - for none."
        ),
        "melded",
    ),
    Field(
        "card_points",
        "--card-points",
        "E,Y",
        N_("Pinochle: points taken in tricks, elder first, adding to 240; one may be rest: 130,rest."),
        "card_points",
    ),
    Field("last_trick", "--last-trick", "elder|younger", N_("Who took the last trick (10)."), "side"),
    Field(
        "withdrawn",
        "--withdrawn",
        "NAME",
        N_(
            "Pinochle: the player who withdrew during this hand (as piquet withdraw records it); "
            "--totals is then what the hand had scored."
        ),
        "player",
        fact="withdrawal",
        names_a_player=True,
    ),
    Field("totals", "--totals", "E,Y", N_("Quick entry: the deal's two totals only."), "totals", "pair"),
    Field(
        "rules",
        "--rules",
        "ten|classic",
        N_("Pinochle, for piquet rule: the rule set to rule under (default ten); a partie keeps its own."),
        "rules",
    ),
)

SPEC = GameSpec(
    name="pinochle",
    title="Pinochle",
    deal_word="hand",
    about=N_("48 cards, melds and the card points, the first to 1000"),
    rules=("ten", "classic"),
    rules_help=N_(
        "ten (a turned-up ten scores 10; seed, its old name, is read too) or classic (a turned-up nine, the dix, scores 10)"
    ),
    fields=FIELDS,
    commands=(
        Command(
            "withdraw",
            N_("Pinochle: a player withdraws, and the game ends now, reckoned at once, as a hand's end is."),
            (
                Param("name", N_("The player who withdraws.")),
                Param(
                    "totals",
                    N_(
                        "What the unfinished hand had scored so far, elder first: 40,10 (default: nothing; "
                        "withdrawn between hands)."
                    ),
                    flag="--totals",
                    metavar="E,Y",
                ),
            ),
            "piquet_cli.games.pinochle.withdraw:withdraw",
            kind="partie",
        ),
    ),
    engine="piquet_cli.games.pinochle.seam",
    notation="piquet_cli.games.pinochle.help_page",
    rule_example=N_(
        "the melds and the trumps (--trumps H --melded 'e:rm e:seq'), and the card points "
        "and last trick if you like (--card-points 130,rest --last-trick elder)"
    ),
)
