"""Piquet as the command line knows it before loading it: rules, entry flags, own command.

Plain data (``games.fields``): the engine is ``games.piquet.game``. The facts
are listed in the order a deal's table is written in the partie file.
"""

from __future__ import annotations

from types import MappingProxyType

from piquet_cli.games.fields import Command, Field, GameSpec, Option, Param
from piquet_cli.i18n import N_

THREE_HAND = "three-hand"
FOUR_HAND = "four-hand"
CHOUETTE = "chouette"

ALIASES = {
    "voleur": (
        THREE_HAND,
        (
            "piquet voleur is read as three-hand, as the seed's list of variants and Littré have it (some call the four-hand "
            "game so: say four-hand for that)"
        ),
    ),
    "normand": (
        THREE_HAND,
        (
            "piquet normand is read as three-hand, as the French sources have it (the seed calls a "
            "four-hand game so: say four-hand for that)"
        ),
    ),
    "a-quatre": (FOUR_HAND, "piquet à quatre is four-hand, partners opposite"),
    "à-quatre": (FOUR_HAND, "piquet à quatre is four-hand, partners opposite"),
}
"""Historical names the keeper takes, each with the rules it reads them as and why."""

_SIDES = ("elder", "younger")
_CALLS = (
    ("point", "point", "POINT", "--{who}-point"),
    ("sequences", "sequences", "SEQS", "--{who}-seq"),
    ("sets", "sets", "SETS", "--{who}-sets"),
)
_CALL_HELP = {
    ("elder", "point"): N_("Elder's point: 5 or 5/48, - for none."),
    ("elder", "sequences"): N_("Elder's sequences: 5K,3J or 'quint K', - for none."),
    ("elder", "sets"): N_("Elder's quatorzes and trios: 14A,3K, - for none."),
    ("younger", "point"): N_("Younger's point: 5 or 5/48, - for none."),
    ("younger", "sequences"): N_("Younger's sequences: 5K,3J or 'quint K', - for none."),
    ("younger", "sets"): N_("Younger's quatorzes and trios: 14A,3K, - for none."),
}
"""Each call's flag help (its examples written as the language spoken writes cards)."""
_HAND_HELP = {
    "elder": N_(
        "Elder's twelve cards, e.g. 'AS JS 9S 8S AH KH QH JH 8H JC 9C KD' (T for ten too; piquet help "
        "notation): the keeper finds every declaration."
    ),
    "younger": N_(
        "Younger's twelve cards, e.g. 'QS 10S 10H AC KC QC 10C AD QD JD 10D 7D' (T for ten too; piquet "
        "help notation): the keeper finds every declaration."
    ),
}

FIELDS = (
    Field(
        "carte_blanche",
        "--carte-blanche",
        "elder|younger|SEATS",
        N_("Who showed carte blanche (10, reckons first); at three or four, by seat number: 2, or 1,3."),
        "carte_blanche",
    ),
    Field(
        "exchange",
        "--exchange",
        "E,Y",
        N_(
            "Cards exchanged, elder first: 5,3; at three, a number a seat: 0;0;2 (only the dealer exchanges)."
        ),
        "exchange",
        "pair",
    ),
    *(
        Field(
            f"{who}_{key}",
            flag.format(who=who),
            meta,
            _CALL_HELP[who, key],
            codec,
            side=who,
            fact=key,
        )
        for who in _SIDES
        for key, codec, meta, flag in _CALLS
    ),
    *(
        Field(f"{category}_answer", "", "", f"Younger's answer to elder's {category}.", "answer", fact=None)
        for category in ("point", "sequences", "sets")
    ),
    *(
        Field(
            f"{who}_hand",
            f"--{who}-hand",
            "CARDS",
            _HAND_HELP[who],
            "cards",
            side=who,
            fact="hand",
        )
        for who in _SIDES
    ),
    *(
        Field(
            key,
            flag,
            "SEATS",
            text,
            codec,
            fact=fact,
        )
        for key, flag, text, codec, fact in (
            (
                "points",
                "--point",
                N_("Three or four: each seat's point in playing order, ';' between seats: '5/48;-;4/39'."),
                "seat_points",
                "point",
            ),
            (
                "sequences",
                "--seq",
                N_("Three or four: each seat's sequences in playing order, ';' between seats: '5K;-;3J'."),
                "seat_sequences",
                "sequences",
            ),
            (
                "sets",
                "--sets",
                N_(
                    "Three or four: each seat's quatorzes and trios in playing order, ';' between seats: "
                    "'14A;3K;-'."
                ),
                "seat_sets",
                "sets",
            ),
            (
                "hands",
                "--hands",
                N_(
                    "Three or four: each seat's cards (10 at three, 8 at four) in playing order, ';' between "
                    "seats: 'AS KS …;QH …;…'."
                ),
                "seat_hands",
                "hand",
            ),
        )
    ),
    Field(
        "tricks",
        "--tricks",
        "WINNERS",
        N_(
            "Winners of the 12 tricks in order, e/y each: eeyyeeeeyeee (or the players' initials "
            "where they differ: abbaaaabaaab for Ann and Bob); at three or four, a seat number a "
            "trick: 1231231231."
        ),
        "tricks",
        seat_letters=True,
    ),
    Field("play", "--play", "E,Y", N_("Play points as announced (with --won)."), "play", "pair"),
    Field("won", "--won", "E,Y", N_("Tricks won (with --play)."), "won", "pair"),
    Field("pique", "--pique", "", N_("Elder made pique (with --play/--won)."), "yes_no", "flag"),
    Field(
        "low_leads",
        "--low-leads",
        "TRICKS",
        N_("Au cent agreement: tricks led with a 9, 8 or 7, e.g. 3,7."),
        "trick_numbers",
        "numbers",
    ),
    Field(
        "totals",
        "--totals",
        "E,Y",
        N_("Quick entry: the deal's totals only, a seat each in playing order (elder first)."),
        "totals",
        "pair",
    ),
    Field(
        "throw_in",
        "--throw-in",
        "elder|younger",
        N_("Who threw in the hand before play (last deal)."),
        "side",
    ),
    Field(
        "barred",
        "--barred",
        "elder|younger[:CATEGORY]",
        N_("Who reckons nothing this deal (penalty; still bars), or one category alone: younger:point."),
        "barred",
    ),
    Field(
        "first_to_100",
        "--first-to-100",
        "elder|younger",
        N_("Au cent, when only totals are known: who reached 100 first in this deal."),
        "side",
    ),
    Field(
        "double_game",
        "--double-game",
        "yes|no",
        N_("Au cent, when only totals are known: the other had under 50 then (a double game)."),
        "yes_no",
        "choice",
    ),
    Field(
        "rules",
        "--rules",
        "RULES",
        N_(
            "For piquet rule: the rules to rule under, three-hand or four-hand (default two-hand); a "
            "partie keeps its own."
        ),
        "rules",
    ),
)

SPEC = GameSpec(
    name="piquet",
    title="Piquet",
    about="32 cards, a partie of six deals, after Cavendish's laws (1882)",
    rules=("rubicon", "four-deal", "au-cent", THREE_HAND, FOUR_HAND, CHOUETTE),
    rules_help=N_(
        "rubicon (six deals), four-deal, au-cent, three-hand (three players, to a target), "
        "four-hand (partners opposite) or chouette (three players, one against two)"
    ),
    fields=FIELDS,
    options=(
        Option(
            "point_ending_in_four",
            "--point-four-less",
            N_("Au cent agreement: a point ending in 4 scores one less."),
        ),
        Option(
            "low_cards_lead_nothing",
            "--low-leads-nothing",
            N_("Au cent agreement: 9s, 8s and 7s score nothing when led."),
        ),
        Option(
            "target",
            "--target",
            N_(
                "Three-hand and four-hand: the points the game is played to (default 100 at three, 150 at "
                "four: the keeper's ruling, the sources give none)."
            ),
            "N",
        ),
        Option(
            "open",
            "--open",
            N_(
                "Open piquet (two-hand rules): every deal entered from both hands after the exchange "
                "and the tricks; the keeper derives and says every call."
            ),
        ),
    ),
    seats=MappingProxyType({THREE_HAND: 3, FOUR_HAND: 4, CHOUETTE: 3}),
    partners=frozenset({FOUR_HAND}),
    fewer_seats=frozenset({THREE_HAND, CHOUETTE}),
    rule_aliases=MappingProxyType({name: why for name, (_, why) in ALIASES.items()}),
    commands=(
        Command(
            "hand",
            N_("What a hand holds: carte blanche, point, sequences, sets, with values."),
            (
                Param(
                    "cards",
                    N_("Twelve cards, or some of them: AS KH 10D TC 9♣ … (piquet help notation)."),
                    many=True,
                ),
            ),
            "piquet_cli.games.piquet.hand_words:hand_report",
        ),
        Command(
            "odds",
            N_(
                "Piquet: the odds at the exchange, exact, beside Cavendish's figures (piquet odds draw "
                "--elder --named 2; piquet odds carte-blanche)."
            ),
            (
                Param(
                    "what",
                    N_(
                        "draw: the chance of taking in named cards (--named), or what an exchange brings a "
                        "hand (--hand, --discard, --want); carte-blanche: the chance of a hand dealt with no "
                        "king, queen or knave."
                    ),
                ),
                Param(
                    "elder",
                    N_("Elder's exchange: 5 cards taken in, of the 20 not in the hand."),
                    "--elder",
                    switch=True,
                ),
                Param(
                    "younger",
                    N_("Younger's exchange: 3 cards taken in, of the 20."),
                    "--younger",
                    switch=True,
                ),
                Param(
                    "named",
                    N_(
                        "How many named cards, not in the hand, are wanted: 2; several groups, one "
                        "at least of each, 4,4 (two quatorzes against)."
                    ),
                    "--named",
                    "N",
                ),
                Param(
                    "need",
                    N_(
                        "At least this many of them (default all); for groups, one a group: 1,1. With --want "
                        "CARDS, of the cards wanted."
                    ),
                    "--need",
                    "K",
                ),
                Param(
                    "take",
                    N_("With --named: the cards taken in, if fewer than all (younger leaving a card: 2)."),
                    "--take",
                    "N",
                ),
                Param(
                    "hand", N_("The twelve cards held: AS KS … (piquet help notation)."), "--hand", "CARDS"
                ),
                Param(
                    "discard",
                    N_("With --hand: the cards thrown out; as many are taken in."),
                    "--discard",
                    "CARDS",
                ),
                Param(
                    "want",
                    N_(
                        "With --hand: what the exchange is to bring: cards (AS KH, all of them or --need K), "
                        "quatorze, trio (quatorze K: of kings), or a sequence (tierce … huitieme: that long "
                        "or longer)."
                    ),
                    "--want",
                    "WANT",
                ),
            ),
            "piquet_cli.games.piquet.odds_report:odds_report",
        ),
    ),
    engine="piquet_cli.games.piquet.game",
    notation="piquet_cli.games.piquet.help_page",
    result_labels=(("rubicon", "Rubicons: given–taken (a loser under 100 is rubiconed, Law 73)."),),
    rule_example=N_(
        "the calls (--elder-point 5/49 --younger-point 5/48 …), the hands (--elder-hand "
        "'AS KS QS …'), or the play (--tricks eeeeeyyyyyee)"
    ),
)
