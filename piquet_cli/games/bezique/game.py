"""A game of Bezique: hands in order → scores, running totals, the next dealer, the result.

Seed 001's match (the default): one or two hands. A player with 400 or more who
is ahead after the first hand wins at once; otherwise a second hand is played
with the other dealer, and the higher total of the two hands wins; equal
totals draw. A target game (1000, 1500, 2000; docs/rules.md, "Bezique") goes on hand after hand:
at the end of a hand a player past the target while the other is not wins;
both past it, the higher total wins; level, they play on (docs/contract.md, "Bezique and Pinochle"). The deal
alternates hand by hand; the non-dealer is elder. ``points`` is the winner's
margin; nobody is ever rubiconed.
"""

from collections.abc import Mapping, Sequence

from piquet_cli.errors import RuleError
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.rules import MATCH_WIN, BeziqueRules
from piquet_cli.games.bezique.scoring import HandScore, score_hand
from piquet_cli.games.match import Rules, play
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, said

FIRST_HAND_WIN = "won on the first hand (400 and ahead)"
TWO_HANDS_WIN = "won on two hands"
DRAWN = "drawn"


@of_its_own_kind
class Result(NamedTuple):
    """How the game ended; ``points`` is the winner's margin (0 when drawn)."""

    winner: str | None
    loser: str | None
    drawn: bool
    points: int
    explanation: str
    rubiconed: bool = False


@of_its_own_kind
class HandRow(NamedTuple):
    """One hand as scored in the game: who dealt, what each scored, the totals after it."""

    number: int
    dealer: str
    elder: str
    younger: str
    facts: HandFacts
    score: HandScore
    totals: dict[str, int]

    def scores(self) -> dict[str, dict[str, int | None]]:
        """Each player's categories and total for this hand, by name (the ``scores`` of docs/contract.md)."""
        return {self.elder: self.score.elder.as_dict(), self.younger: self.score.younger.as_dict()}


@of_its_own_kind
class GameScore(NamedTuple):
    players: tuple[str, str]
    rules: BeziqueRules
    hands: tuple[HandRow, ...]
    totals: dict[str, int]
    result: Result | None
    next_dealer: str | None  # None once the game is over
    standing: str  # where the game stands, in words, without names

    @property
    def finished(self) -> bool:
        return self.result is not None


class _Hands(Rules[HandFacts, HandRow, Result | None]):
    """A game's hands through the match loop (``games.match``): what each scores, and the
    result it is settled by at the end of each."""

    def __init__(self, players: tuple[str, str], rules: BeziqueRules) -> None:
        self.players = players
        self.rules = rules

    def score(
        self,
        number: int,
        seats: tuple[str, ...],
        facts: HandFacts,
        totals: Mapping[str, int],
        state: Result | None,
    ) -> tuple[HandRow, dict[str, int], Result | None]:
        elder, dealer = seats  # the deal alternates (seed 001)
        score = score_hand(facts, self.rules.last_trick)
        gains = {elder: score.elder.total, dealer: score.younger.total}
        row = HandRow(number, dealer, elder, dealer, facts, score, {})  # its totals: when settled
        return row, gains, state

    def settle(
        self, number: int, deal: HandRow, totals: dict[str, int], state: Result | None
    ) -> tuple[HandRow, Result | None, bool]:
        result = _settle(number, self.players, totals, self.rules)
        after = HandRow(deal.number, deal.dealer, deal.elder, deal.younger, deal.facts, deal.score, totals)
        return after, result, result is not None

    def refuse(self, number: int, state: Result | None) -> RuleError:
        explanation = state.explanation if state is not None else ""
        return RuleError(
            _("the game ended after hand {last} ({explanation}); there is no hand {number}.").format(
                last=number - 1, explanation=said(explanation), number=number
            ),
            deal=number,
        )


def score_game(
    players: tuple[str, str], first_dealer: int, rules: BeziqueRules, hands: Sequence[HandFacts]
) -> GameScore:
    """Score every hand in order and settle the game by its rules.

    A hand given after the game has ended is refused (RuleError, ``deal`` its number).
    """
    game = play(_Hands(players, rules), players, first_dealer, hands, None)
    result = game.state
    standing = (
        result.explanation if result is not None else _standing(len(game.deals), players, game.totals, rules)
    )
    return GameScore(players, rules, game.deals, game.totals, result, game.next_dealer, standing)


def _settle(
    number: int, players: tuple[str, str], totals: Mapping[str, int], rules: BeziqueRules
) -> Result | None:
    """The result at the end of hand ``number``, or None if play goes on."""
    high, low = sorted(players, key=lambda p: totals[p], reverse=True)
    margin = totals[high] - totals[low]
    if rules.target is None:
        if number == 1:
            if totals[high] >= MATCH_WIN and margin > 0:
                return Result(high, low, False, margin, Words(FIRST_HAND_WIN))
            return None
        if margin == 0:
            return Result(None, None, True, 0, Words(DRAWN))
        return Result(high, low, False, margin, Words(TWO_HANDS_WIN))
    target = rules.target
    if totals[high] < target:
        return None
    if totals[low] < target:
        return Result(
            high,
            low,
            False,
            margin,
            Words(N_("past {target} at the end of hand {number}"), target=target, number=number),
        )
    if margin == 0:
        return None
    return Result(
        high,
        low,
        False,
        margin,
        Words(
            N_("both past {target} at the end of hand {number}: the higher total wins"),
            target=target,
            number=number,
        ),
    )


def _standing(played: int, players: tuple[str, str], totals: Mapping[str, int], rules: BeziqueRules) -> str:
    if played == 0:
        return Words(N_("the first hand is to play"))
    if rules.target is None:
        return Words(
            N_(
                "no one has 400 or more and the lead after the first hand, so a second hand is played (docs/bezique.md)"
            )
        )
    if all(totals[p] >= rules.target for p in players):
        return Words(N_("both past {target} and level: play on"), target=rules.target)
    return Words(N_("no one past {target} yet: play on"), target=rules.target)
