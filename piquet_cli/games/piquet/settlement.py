"""What the winner of a partie gains (Laws 72, 73), and what that is in money."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from decimal import Decimal

RUBICON = 100


def rubicon_points(winner: str, won: int, loser: str, lost: int) -> tuple[int, str]:
    """Points won, and the sentence that explains them.

    Law 72: the winner deducts the loser's score from his own and adds a hundred.
    Law 73: if the loser fails to make a hundred (is rubiconed), the winner, even
    under a hundred himself, adds the loser's score to his own and a hundred.
    Exactly a hundred saves the rubicon.
    """
    if lost < RUBICON:
        points = won + lost + RUBICON
        return points, (
            f"{loser} made {lost}, under 100: rubiconed. "
            f"{winner} wins {won} + {lost} + 100 = {points} (Law 73)."
        )
    points = won - lost + RUBICON
    reached = "reached 100: the rubicon is saved" if lost == RUBICON else f"made {lost}, over the rubicon"
    return points, f"{loser} {reached}. {winner} wins {won} − {lost} + 100 = {points} (Law 72)."


def money(points: int, stake: Decimal, per: int = 100, ignore_below: int = 50) -> Decimal:
    """Money for ``points`` at ``stake`` a ``per`` points, fractions under ``ignore_below`` not reckoned.

    Cavendish's scoring card: 75 points at ten shillings a hundred, fractions of
    fifty not reckoned → 50 points reckoned → five shillings.
    """
    from decimal import Decimal

    sign = -1 if points < 0 else 1
    return sign * stake * Decimal(reckoned_points(abs(points), ignore_below)) / Decimal(per)


def reckoned_points(points: int, ignore_below: int = 50) -> int:
    """The points that are paid for: whole ``ignore_below``s only (75 → 50)."""
    return points - points % ignore_below if ignore_below > 1 else points
