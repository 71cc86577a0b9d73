"""A game of two-handed Pinochle: hands in turn, the rising target, withdrawal, the result.

Seed 002, "Apuração": the game is 1000. A player at 1000 or more at the end
of a hand while the other is under wins. If both have passed 1000, play goes
on until one reaches 1250; if both then pass 1250, until 1500. Past 1500 the
higher total wins (docs/contract.md, "Bezique and Pinochle"); level totals play on. The deal alternates
hand by hand; elder is the non-dealer.

Withdrawal (seed 002: "a qualquer momento um jogador pode deixar"): at any
time, even in the middle of a hand, a player may withdraw; what the
unfinished hand has scored so far is added and the score is reckoned as at
the end of a hand: a player under the current target loses to one at or over
it. Where that reckoning names no winner — both under the target, or both
past it so that the game would go on — seed 002 is silent, and the keeper
rules the one who withdrew the loser, and says so.
"""

from collections.abc import Mapping

from piquet_cli.errors import BadValue, PiquetError, RuleError
from piquet_cli.games.match import Rules, play
from piquet_cli.games.pinochle.bounds import check_totals
from piquet_cli.games.pinochle.hand import HandFacts, HandScore, score_hand
from piquet_cli.games.pinochle.rules import RULES, SEED, TARGETS, RuleSet
from piquet_cli.games.side import Side, dealer_index, seats, two
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, joined, literal


@of_its_own_kind
class Withdrawal(NamedTuple):
    """A player withdraws; ``totals`` is what the unfinished hand had scored, elder first
    (``None``: between hands, or nothing scored)."""

    player: str
    totals: tuple[int, int] | None = None


@of_its_own_kind
class GameFacts(NamedTuple):
    """The facts of a game: players, first dealer, rules, the hands entered, a withdrawal."""

    players: tuple[str, str]
    first_dealer: int = 0  # index into players
    rules: RuleSet = RuleSet.SEED
    hands: tuple[HandFacts, ...] = ()
    withdrawal: Withdrawal | None = None


@of_its_own_kind
class ScoredHand(NamedTuple):
    number: int
    dealer: str
    elder: str
    younger: str
    score: HandScore
    facts: HandFacts
    target: int  # the target in force after this hand (it rises at the end of a hand)

    def added(self, player: str) -> int:
        """What this hand adds to ``player``'s total."""
        return self.score.of(Side.ELDER if player == self.elder else Side.YOUNGER).total


@of_its_own_kind
class TargetRise(NamedTuple):
    """The target rose because both players had passed it: when, from what, to what."""

    hand: int | None  # None: in the reckoning of a withdrawal
    before: int
    after: int
    totals: tuple[tuple[str, int], ...]

    @property
    def reason(self) -> str:
        (a, sa), (b, sb) = self.totals
        if self.hand is None:
            return Words(
                N_("both passed {before} at the withdrawal ({a} {sa}, {b} {sb})"),
                before=self.before,
                a=a,
                sa=sa,
                b=b,
                sb=sb,
            )
        return Words(
            N_("both passed {before} at the end of hand {hand} ({a} {sa}, {b} {sb})"),
            before=self.before,
            hand=self.hand,
            a=a,
            sa=sa,
            b=b,
            sb=sb,
        )


@of_its_own_kind
class Result(NamedTuple):
    winner: str
    loser: str
    drawn: bool
    rubiconed: bool
    points: int  # the winner's margin (0 when the winner is behind: a withdrawal)
    explanation: str
    withdrawn: str | None = None  # who withdrew, if the game ended so
    keepers_ruling: bool = False  # seed 002 is silent, the keeper ruled


@of_its_own_kind
class GameState(NamedTuple):
    """Everything derived from a game's facts; recomputed, never stored."""

    facts: GameFacts
    hands: tuple[ScoredHand, ...]
    totals: dict[str, int]  # with the withdrawn hand's part, if any
    running: tuple[dict[str, int], ...]  # after each hand
    target: int
    rises: tuple[TargetRise, ...]
    finished: bool
    result: Result | None
    partial: dict[str, int] | None = None  # what the hand withdrawn from had scored

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    @property
    def next_dealer(self) -> str | None:
        if self.finished:
            return None
        return self.facts.players[dealer_index(self.facts.first_dealer, self.next_number)]

    @property
    def target_reason(self) -> str:
        """``1250: both passed 1000 at the end of hand 4 (Ann 1040, Bob 1010)``."""
        if not self.rises:
            return Words(
                N_("{target}: the game is {first} ({source})."),
                target=self.target,
                first=TARGETS[0],
                source=SEED,
            )
        latest, *before = (r.reason for r in reversed(self.rises))
        why = latest
        for earlier in before:  # "… at the end of hand 6, after both passed 1000 at the end of hand 4 …"
            why = Words(N_("{later}, after {earlier}"), later=why, earlier=earlier)
        return Words(N_("{target}: {why} ({source})."), target=self.target, why=why, source=SEED)


class Reckoned(NamedTuple):
    """What a game carries from hand to hand: the target in force, its rises, the result."""

    target: int
    rises: tuple[TargetRise, ...]
    result: Result | None


class _Hands(Rules[HandFacts, ScoredHand, Reckoned]):
    """A game's hands through the match loop (``games.match``): each scored, then reckoned."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules

    def score(
        self,
        number: int,
        seats: tuple[str, ...],
        facts: HandFacts,
        totals: Mapping[str, int],
        state: Reckoned,
    ) -> tuple[ScoredHand, dict[str, int], Reckoned]:
        elder, younger = two(seats)
        try:
            score = score_hand(facts, self.rules, (elder, younger))
        except PiquetError as error:
            error.deal = number
            raise
        gains = {elder: score.elder.total, younger: score.younger.total}
        return ScoredHand(number, younger, elder, younger, score, facts, state.target), gains, state

    def settle(
        self, number: int, deal: ScoredHand, totals: Mapping[str, int], state: Reckoned
    ) -> tuple[ScoredHand, Reckoned, bool]:
        target, risen, result = reckon(totals, state.target, number)
        reckoned = Reckoned(target, (*state.rises, *risen), result)
        return deal._replace(target=target), reckoned, result is not None

    def refuse(self, number: int, state: Reckoned) -> RuleError:
        return RuleError(
            _("hand {number}: the game was already over after hand {last}.").format(
                number=number, last=number - 1
            ),
            deal=number,
        )


def score_game(facts: GameFacts) -> GameState:
    """Score every hand in turn, raise the target as seed 002 says, and find the result."""
    players = facts.players
    if players[0] == players[1]:
        raise BadValue(
            _("the two players need two names, not {name!r} twice.").format(name=players[0]), field="players"
        )
    if facts.first_dealer not in (0, 1):
        raise BadValue(
            _("the first dealer is player 0 or 1, not {given}.").format(given=facts.first_dealer),
            field="first_dealer",
        )
    game = play(_Hands(facts.rules), players, facts.first_dealer, facts.hands, Reckoned(TARGETS[0], (), None))
    totals, (target, rises, result) = game.totals, game.state
    partial = None
    if facts.withdrawal is not None:
        if result is not None:
            raise RuleError(
                _("the game was already over after hand {number}: no one can withdraw from it.").format(
                    number=len(game.deals)
                ),
                field="withdrawal",
            )
        partial, totals, target, risen, result = _withdraw(facts, totals, target)
        rises += tuple(risen)
    return GameState(
        facts,
        game.deals,
        totals,
        game.running,
        target,
        rises,
        result is not None,
        result,
        partial,
    )


def reckon(
    totals: Mapping[str, int], target: int, hand: int | None
) -> tuple[int, list[TargetRise], Result | None]:
    """Seed 002's reckoning at the end of a hand: the target rises while both have passed it."""
    (a, sa), (b, sb) = totals.items()
    rises: list[TargetRise] = []
    while target != TARGETS[-1] and min(sa, sb) >= target:
        after = TARGETS[TARGETS.index(target) + 1]
        rises.append(TargetRise(hand, target, after, tuple(totals.items())))
        target = after
    risen = joined(
        "",
        [
            Words(N_("Both passed {before}, so the target rose to {after}. "), before=r.before, after=r.after)
            for r in rises
        ],
    )
    if max(sa, sb) < target or sa == sb:
        return target, rises, None
    winner, loser = (a, b) if sa > sb else (b, a)
    margin = totals[winner] - totals[loser]
    if totals[loser] < target:
        why = Words(
            N_(
                "{winner} has {won}, at or over {target}, and {loser} {lost}, under it: "
                "{winner} wins by {margin} ({source})."
            ),
            winner=winner,
            won=totals[winner],
            target=target,
            loser=loser,
            lost=totals[loser],
            margin=margin,
            source=SEED,
        )
    else:
        why = Words(
            N_(
                "Both are past {target}: {winner} {won}, {loser} {lost}; "
                "past the last target the higher total wins (docs/pinochle.md): {winner} wins by {margin}."
            ),
            target=target,
            winner=winner,
            won=totals[winner],
            loser=loser,
            lost=totals[loser],
            margin=margin,
        )
    return (
        target,
        rises,
        Result(winner, loser, False, False, margin, literal("{risen}{why}", risen=risen, why=why)),
    )


def _withdraw(
    facts: GameFacts, totals: dict[str, int], target: int
) -> tuple[dict[str, int] | None, dict[str, int], int, list[TargetRise], Result]:
    """Seed 002: the score is reckoned at once; where it names no winner, the keeper rules."""
    w = facts.withdrawal
    assert w is not None
    if w.player not in facts.players:
        raise BadValue(
            _("{name!r} is not a player of this game; they are {a} and {b}.").format(
                name=w.player, a=facts.players[0], b=facts.players[1]
            ),
            field="withdrawal",
        )
    number = len(facts.hands) + 1
    partial = None
    totals = dict(totals)
    if w.totals is not None:
        check_totals(w.totals, facts.rules, whole=False, fact="withdrawal")
        partial = dict(zip(seats(facts.players, facts.first_dealer, number), w.totals, strict=True))
        for p in facts.players:
            totals[p] += partial[p]
        elder, younger = seats(facts.players, facts.first_dealer, number)
        head = Words(
            N_(
                "{player} withdrew during hand {number} (so far {elder} {a}, {younger} {b}); "
                "the score is reckoned at once ({source}). "
            ),
            player=w.player,
            number=number,
            elder=elder,
            a=partial[elder],
            younger=younger,
            b=partial[younger],
            source=SEED,
        )
    else:
        head = Words(
            N_("{player} withdrew before hand {number}; the score is reckoned at once ({source}). "),
            player=w.player,
            number=number,
            source=SEED,
        )
    target, rises, reckoned = reckon(totals, target, None)
    if reckoned is not None:
        result = Result(
            reckoned.winner,
            reckoned.loser,
            False,
            False,
            reckoned.points,
            literal("{head}{why}", head=head, why=reckoned.explanation),
            w.player,
        )
        return partial, totals, target, rises, result
    loser = w.player
    winner = facts.players[1 - facts.players.index(loser)]
    margin = max(0, totals[winner] - totals[loser])
    scores = {
        "winner": winner,
        "won": totals[winner],
        "loser": loser,
        "lost": totals[loser],
        "target": target,
    }
    if min(totals.values()) >= target:
        state = Words(N_("Both are past {target} and level at {lost}, so the game would go on"), **scores)
    elif rises:
        state = Words(
            N_(
                "Both have passed {before} ({winner} {won}, {loser} {lost}), so the game would go on to {target}"
            ),
            before=rises[-1].before,
            **scores,
        )
    else:
        state = Words(N_("Both are under {target} ({winner} {won}, {loser} {lost})"), **scores)
    if totals[winner] > totals[loser]:
        outcome = Words(N_("{winner} wins by {margin}"), winner=winner, margin=margin)
    elif totals[winner] == totals[loser]:
        outcome = Words(N_("{winner} wins, level on points: no margin (0)"), winner=winner)
    else:
        outcome = Words(N_("{winner} wins though behind on points: no margin (0)"), winner=winner)
    why = Words(
        N_(
            "{state}. The rule text is silent here, so it is the keeper's ruling ({rules}): "
            "the player who withdrew loses. {outcome}."
        ),
        state=state,
        rules=RULES,
        outcome=outcome,
    )
    return (
        partial,
        totals,
        target,
        rises,
        Result(winner, loser, False, False, margin, literal("{head}{why}", head=head, why=why), loser, True),
    )
