"""The two rule sets of two-handed Pinochle and the fixed figures of the game.

``seed`` (the default) is seed 002 as written: a turned-up **ten** scores the
dealer 10, and the nine of trumps ("diabo") may be exchanged for the turn-up
but scores nothing. ``classic`` is the rule found in every English text
(RULES.md): a turned-up **nine** — the dix — scores the dealer 10, and the dix
exchanged or shown after a trick won scores 10, beside a meld if the player
likes. The seed's ten is very probably "dix" read as the French word for ten.
"""

from __future__ import annotations

from enum import Enum

from piquet_cli.errors import BadValue
from piquet_cli.games.side import Side


class RuleSet(Enum):
    """Which turn-up scores the dealer, and whether the dix scores."""

    SEED = "seed"
    CLASSIC = "classic"

    @property
    def turn_up_card(self) -> str:
        """The turned-up trump that scores the dealer 10: a ten (seed 002) or a nine (classic)."""
        return "ten" if self is RuleSet.SEED else "nine"

    @property
    def source(self) -> str:
        return SEED if self is RuleSet.SEED else CLASSIC


RULE_FORMS = "seed or classic"

# Sources cited in rulings.
SEED = "seed 002"
CLASSIC = "classic rules (RULES.md)"
RULES = "RULES.md"
KEEPER = "keeper's ruling: seed 002 is silent"

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
SIDE_FORMS = "elder or younger (e or y)"


def parse_rules(text: str) -> RuleSet:
    """``seed`` or ``classic``, case-insensitive."""
    plain = text.strip().lower()
    for rules in RuleSet:
        if plain == rules.value:
            return rules
    raise BadValue(f"{text!r} is not a Pinochle rule set; say {RULE_FORMS}.", field="rules")


def parse_side(text: str, field: str) -> Side:
    """``elder``/``younger`` (or ``e``/``y``), naming the fact on error."""
    side = _SIDE_TEXT.get(text.strip().lower())
    if side is None:
        raise BadValue(f"{text!r} is not a player; say {SIDE_FORMS}.", field=field)
    return side
