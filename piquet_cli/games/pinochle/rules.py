"""The two rule sets of two-handed Pinochle and the fixed figures of the game.

``ten`` (the default; called ``seed`` before, a name still read) is seed 002 as written: a turned-up **ten** scores the
dealer 10, and the nine of trumps ("diabo") may be exchanged for the turn-up
but scores nothing. ``classic`` is the rule found in every English text
(docs/rules.md, "Pinochle"): a turned-up **nine** — the dix — scores the dealer 10, and the dix
exchanged or shown after a trick won scores 10, beside a meld if the player
likes. The seed's ten is very probably "dix" read as the French word for ten.
"""

from __future__ import annotations

from enum import Enum

from piquet_cli.errors import BadValue
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _


class RuleSet(Enum):
    """Which turn-up scores the dealer, and whether the dix scores."""

    SEED = "ten"  # the rules of seeds/002_…txt: a turned-up ten scores (once called "seed")
    CLASSIC = "classic"

    @classmethod
    def _missing_(cls, value: object) -> RuleSet | None:
        """``seed``, the old name of the ten rules, names them still."""
        return RuleSet.SEED if value == "seed" else None

    @property
    def turn_up_card(self) -> str:
        """The turned-up trump that scores the dealer 10: a ten (seed 002) or a nine (classic)."""
        return "ten" if self is RuleSet.SEED else "nine"

    @property
    def source(self) -> str:
        return SEED if self is RuleSet.SEED else CLASSIC


RULE_FORMS = N_("ten or classic")  # said through _(): the names as typed
# Names a rule set had before, still read from files and taken when a game is made (RuleSet("seed")
# too, by RuleSet._missing_).
OLD_NAMES = {"seed": RuleSet.SEED}

# Sources cited in rulings: the page that sets the rules out (it cites the rule text it follows,
# seeds/002_5f438a4d35f03b0c.txt, and the English books).
SEED = "docs/pinochle.md"
CLASSIC = "classic rules, docs/pinochle.md"
RULES = "docs/pinochle.md"
KEEPER = "keeper's ruling, docs/pinochle.md: the rule text is silent"
SOURCES = (
    N_("classic rules, docs/pinochle.md"),
    N_("keeper's ruling, docs/pinochle.md: the rule text is silent"),
    N_("the dix: classic rules, docs/pinochle.md"),
)
"""The sources a ruling cites, for the catalogue (``said.said_law`` says them; a file's name is
kept as it is)."""

TURN_UP_BONUS = 10  # seed 002: a turned-up ten; classic: a turned-up nine
DIX = 10  # classic only: the nine of trumps exchanged or shown
LAST_TRICK = 10
# What each rank counts taken in tricks, cheapest first, and how many of it the pack holds
# (two of each card, four suits): 8 × (0 + 2 + 3 + 4 + 10 + 11) = 240.
CARD_VALUES = (("nines", 0), ("jacks", 2), ("queens", 3), ("kings", 4), ("tens", 10), ("aces", 11))
OF_EACH_RANK = 8
CARD_POINTS = 240  # A 11, 10 10, K 4, Q 3, J 2, 9 0; two of each card in four suits
STOCK_TRICKS = 12  # 24 cards in the stock, two drawn after each trick: twelve melding tricks
HELD_AT_A_MELD = 11  # twelve dealt, less the card just played to the trick; the draw comes after
TARGETS = (1000, 1250, 1500)  # seed 002: 1000; both past it → 1250; both past that → 1500

_SIDE_TEXT = {"e": Side.ELDER, "elder": Side.ELDER, "y": Side.YOUNGER, "younger": Side.YOUNGER}
SIDE_FORMS = N_("elder or younger (e or y)")


def parse_rules(text: str) -> RuleSet:
    """``ten`` or ``classic`` (or the old name ``seed``), case-insensitive."""
    plain = text.strip().lower()
    for rules in RuleSet:
        if plain == rules.value:
            return rules
    if plain in OLD_NAMES:
        return OLD_NAMES[plain]
    raise BadValue(
        _("{text!r} is not a Pinochle rule set; say {RULE_FORMS}.").format(
            text=text, RULE_FORMS=_(RULE_FORMS)
        ),
        field="rules",
    )


def parse_side(text: str, field: str) -> Side:
    """``elder``/``younger`` (or ``e``/``y``), naming the fact on error."""
    side = _SIDE_TEXT.get(text.strip().lower())
    if side is None:
        raise BadValue(
            _("{text!r} is not a player; say {SIDE_FORMS}.").format(text=text, SIDE_FORMS=_(SIDE_FORMS)),
            field=field,
        )
    return side
