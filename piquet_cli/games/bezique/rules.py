"""The rules a Bezique game is played to: seed 001's match or a target, and which last trick scores.

docs/contract.md, "Bezique and Pinochle": ``--rules match`` (the default, seed 001's one- or two-hand match)
or ``1000`` ``1500`` ``2000`` (up to a target, as many hands as needed; the
classic game is 1000 up, docs/rules.md, "Bezique"); ``--last-trick final`` (the default: the
32nd trick scores 10, seed 001) or ``stock`` (the last trick before the stock
runs out, the 24th, scores instead: "the game may be varied by making the
last trick the twenty-fourth", Enquire Within, 1856, after the Portland Club).
"""

from enum import Enum

from piquet_cli.errors import BadValue
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.games.whole import whole
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple

MATCH = "match"
TARGETS = (1000, 1500, 2000)
RULE_FORMS = N_("match (one or two hands), 1000, 1500 or 2000 (a target)")  # said through _()
LAST_TRICK_FORMS = N_("final (the 32nd trick) or stock (the 24th, the last before the stock runs out)")
MATCH_WIN = 400  # seed 001: 400 or more and ahead after the first hand wins at once


class LastTrick(Enum):
    """Which trick scores the 10 for the last trick."""

    FINAL = "final"
    STOCK = "stock"


@of_its_own_kind
class BeziqueRules(NamedTuple):
    """``target`` None is seed 001's match; else the first past the target wins."""

    target: int | None = None
    last_trick: LastTrick = LastTrick.FINAL

    @property
    def name(self) -> str:
        """As ``--rules`` and the file write it: ``match`` or ``1000``."""
        return MATCH if self.target is None else str(self.target)


def parse_target(text: str) -> int | None:
    """``match`` → None; ``1000`` ``1500`` ``2000`` → the target."""
    word = text.strip().lower()
    if word == MATCH:
        return None
    target = whole(word)
    if target in TARGETS:
        return target
    raise BadValue(
        _("{text!r} is not a Bezique game; the rules are {RULE_FORMS}.").format(
            text=text.strip(), RULE_FORMS=_(RULE_FORMS)
        ),
        field="rules",
    )


def parse_last_trick(text: str) -> LastTrick:
    """``final`` or ``stock``."""
    try:
        return LastTrick(text.strip().lower())
    except ValueError:
        raise BadValue(
            _("{text!r} is not a last-trick rule; write {LAST_TRICK_FORMS}.").format(
                text=text.strip(), LAST_TRICK_FORMS=_(LAST_TRICK_FORMS)
            ),
            field="last_trick",
        ) from None
