"""The target of a game of three or four (``--target N`` at ``new``, the file's ``target``): the
points it is played to, agreed, else the keeper's ruling (docs/piquet-three-and-four.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue
from piquet_cli.games.numerals import whole as count
from piquet_cli.games.piquet.spec import FOUR_HAND, THREE_HAND
from piquet_cli.i18n import _

if TYPE_CHECKING:
    from piquet_cli.games.view import Partie

TARGETED = (THREE_HAND, FOUR_HAND)
"""The rule sets played to a target (``--target N``): the others by their deals."""

TARGET_KEY = "target"
"""The partie file's key of the points a game of three or four is played to (``--target N``)."""

MOST_TARGET = 10_000
"""No game is played to more: a target of a million is a typing slip."""


def default_target(rules: str) -> int:
    """The keeper's ruling on the target of a game of three or four (docs/piquet-three-and-four.md):
    100 at three (three_hand_game.TARGET), 150 at four (four_hand_partie.TARGET)."""
    from piquet_cli.games.piquet.four_hand_partie import TARGET as AT_FOUR
    from piquet_cli.games.piquet.three_hand_game import TARGET as AT_THREE

    return AT_FOUR if rules == FOUR_HAND else AT_THREE


def target_of(raw: Any, rules: str) -> int:
    """``--target N`` (text) or the file's ``target`` (a whole number), checked; the default when
    it is not given. BadValue naming ``target``."""
    if raw is None:
        return default_target(rules)
    from piquet_cli.games.whole import whole

    value = raw if isinstance(raw, int) and not isinstance(raw, bool) else whole(str(raw).strip())
    if value is None or not 1 <= value <= MOST_TARGET:
        raise BadValue(
            _(
                "a target of {raw!r} cannot be: give the points to play to, a whole number "
                "from 1 to {most} (default {default})."
            ).format(raw=str(raw).strip(), most=count(MOST_TARGET), default=default_target(rules)),
            field=TARGET_KEY,
        )
    return value


def partie_target(partie: Partie) -> int:
    """The points a partie of three or four is played to: agreed at ``new``, else the keeper's ruling."""
    return int(partie.options.get(TARGET_KEY, default_target(partie.rules)))
