"""What the winner of a partie gains (Laws 72, 73); in money, ``games.ledger`` reckons it."""

from __future__ import annotations

from piquet_cli.i18n import _

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
        return points, _(
            "{loser} made {lost}, under 100: rubiconed. {winner} wins {won} + {lost} + 100 = {points} (Law 73)."
        ).format(loser=loser, lost=lost, winner=winner, won=won, points=points)
    points = won - lost + RUBICON
    if lost == RUBICON:
        said = _(
            "{loser} reached 100: the rubicon is saved. {winner} wins {won} − {lost} + 100 = {points} (Law 72)."
        )
    else:
        said = _(
            "{loser} made {lost}, over the rubicon. {winner} wins {won} − {lost} + 100 = {points} (Law 72)."
        )
    return points, said.format(loser=loser, lost=lost, winner=winner, won=won, points=points)
