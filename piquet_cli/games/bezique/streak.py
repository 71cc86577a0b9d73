"""Seed 001's streak score: wins in a row, with the sum of their margins as the decimal part.

Seed 001: "each win raises the rival a level, up to level 5; losing or drawing
ends your streak. Your score is the streak with the sum of the winning margins
as its decimal part: 3.0870 is 3 wins in a row whose margins add to 870 (the
margin part stops at 9999)."

* The streak counts the player's wins since his last loss or draw; a loss or a
  draw ends it (0.0000), and the next win starts a new one at 1.
* The margin part is the sum of the current streak's margins, written with
  four digits and stopping at 9999: 3 wins by 300, 250 and 320 → ``3.0870``.
* The rival's level: in seed 001 the rival is the program, which plays one
  level stronger after each of the player's wins, up to level 5. The seed
  names no way down, so the level never falls: it is 1 + the player's wins
  so far, at most 5. At a real table nobody's play changes, so the keeper only
  shows it — the level the seed's rival would have reached — and it scores
  nothing (docs/bezique.md, "Decisions").
"""

from collections.abc import Iterable
from typing import Literal

from piquet_cli.games.bezique.game import Result
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.records import NamedTuple

Outcome = Literal["won", "lost", "drawn"]
MARGIN_CAP = 9999
TOP_LEVEL = 5


@of_its_own_kind
class Streak(NamedTuple):
    """A player's streak after his games so far."""

    wins: int = 0  # in a row, since the last loss or draw
    margins: int = 0  # the sum of those wins' margins (before the cap)
    rival_level: int = 1

    @property
    def margin_part(self) -> int:
        return min(self.margins, MARGIN_CAP)

    def __str__(self) -> str:
        """The seed's form: ``3.0870``."""
        return f"{self.wins}.{self.margin_part:04d}"

    def after(self, outcome: Outcome, margin: int = 0) -> "Streak":
        """The streak after one more game: a win adds one and its margin, else it ends."""
        if outcome != "won":
            return Streak(0, 0, self.rival_level)
        if margin <= 0:
            raise ValueError(f"a win has a margin above 0, not {margin}")
        return Streak(self.wins + 1, self.margins + margin, min(TOP_LEVEL, self.rival_level + 1))


def streak(outcomes: Iterable[tuple[Outcome, int]]) -> "Streak":
    """The streak after a player's games in order, each (outcome, margin)."""
    current = Streak()
    for outcome, margin in outcomes:
        current = current.after(outcome, margin)
    return current


def best_streak(outcomes: Iterable[tuple[Outcome, int]]) -> "Streak":
    """The longest streak the player has had (the larger margin part breaks a tie)."""
    current = best = Streak()
    for outcome, margin in outcomes:
        current = current.after(outcome, margin)
        if (current.wins, current.margin_part) > (best.wins, best.margin_part):
            best = current
    return best


def outcome_for(player: str, result: Result) -> tuple[Outcome, int]:
    """A finished game's result as one player saw it: won (with the margin), lost or drawn."""
    if result.drawn:
        return "drawn", 0
    if result.winner == player:
        return "won", result.points
    if result.loser == player:
        return "lost", result.points
    raise ValueError(f"{player!r} did not play this game")
