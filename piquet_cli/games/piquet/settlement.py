"""What the winner of a partie gains (Laws 72, 73); in money, ``games.ledger`` reckons it."""

from __future__ import annotations

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
