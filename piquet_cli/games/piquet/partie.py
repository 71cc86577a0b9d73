"""A partie: who deals each deal, running totals, when it ends, and the result.

Rules offered (docs/rules.md, "Piquet variants the keeper offers"):

* ``rubicon`` — six deals (Law 71); level after six, each deals once more;
  still level, drawn. Settled by Laws 72–73.
* ``four-deal`` — the note to Law 71: four deals, the first and last counting
  double; a tie, each deals once more, the extra deals single.
* ``au-cent`` — the Laws of Piquet au Cent: a game is 100 up, a double game
  when the loser has under 50; the partie goes to whoever first wins three
  games of five, a double counting two.
"""

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType

from piquet_cli import i18n
from piquet_cli.errors import BadValue, PiquetError, RuleError
from piquet_cli.games.match import Rules, play
from piquet_cli.games.piquet.deal import Agreements, DealFacts, DealScore, score_deal
from piquet_cli.games.piquet.open_deal import check_whole
from piquet_cli.games.piquet.reckoning import DOUBLE_BELOW, GAME_TARGET, decide_game
from piquet_cli.games.piquet.settlement import RUBICON, rubicon_points
from piquet_cli.games.side import Side, dealer_index, seats, two
from piquet_cli.games.view import Result, head_to_head
from piquet_cli.i18n import N_, _, ngettext
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words


class RuleSet(Enum):
    RUBICON = "rubicon"
    FOUR_DEAL = "four-deal"
    AU_CENT = "au-cent"


RULE_FORMS = "rubicon, four-deal or au-cent"
PARTIE_GAMES = 3  # three games of five, a double counting two


class Partie(NamedTuple):
    """The facts of a partie: players, first dealer, rules and the deals entered."""

    players: tuple[str, str]
    first_dealer: int = 0  # index into players
    rules: RuleSet = RuleSet.RUBICON
    agreements: Agreements = Agreements()
    deals: tuple[DealFacts, ...] = ()
    open: bool = False  # open piquet (``open_deal``): every deal from both hands and the tricks

    def dealer(self, number: int) -> int:
        """The deal alternates (Law 16): index of the dealer of deal ``number`` (1-based)."""
        return dealer_index(self.first_dealer, number)

    def elder(self, number: int) -> int:
        """The non-dealer is elder hand."""
        return 1 - self.dealer(number)

    def names(self, number: int) -> tuple[str, str]:
        """(elder, younger) names for deal ``number``."""
        return two(seats(self.players, self.first_dealer, number))

    @property
    def effective_agreements(self) -> Agreements:
        if self.rules is RuleSet.AU_CENT:
            return Agreements(
                True, self.agreements.point_ending_in_four, self.agreements.low_cards_lead_nothing
            )
        return Agreements()

    def multiplier(self, number: int) -> int:
        """Four-deal: the first and last of the four count double (note to Law 71)."""
        if self.rules is RuleSet.FOUR_DEAL and number in (1, 4):
            return 2
        return 1


class GameWon(NamedTuple):
    """An au cent game won: its winner and whether it was double."""

    winner: str
    loser: str
    scores: dict[str, int]  # when the hundred was reached (at the deal's end if the order is unknown)
    double: bool
    last_deal: int
    explanation: str = ""


class ScoredDeal(NamedTuple):
    number: int
    dealer: str
    elder: str
    younger: str
    score: DealScore
    multiplier: int
    facts: DealFacts
    game: GameWon | None = None  # au cent: the game won in this deal

    def added(self, player: str) -> int:
        """What this deal adds to ``player``'s partie total (doubled where the rules say)."""
        side = Side.ELDER if player == self.elder else Side.YOUNGER
        return self.score.of(side).total * self.multiplier


class PartieState(NamedTuple):
    """Everything derived from a partie's facts; recomputed, never stored."""

    partie: Partie
    deals: tuple[ScoredDeal, ...]
    totals: dict[str, int]
    running: tuple[dict[str, int], ...]
    games: tuple[GameWon, ...]
    game_scores: dict[str, int]  # au cent: the game in progress
    finished: bool
    result: Result | None

    @property
    def next_number(self) -> int:
        return len(self.deals) + 1

    def game_points(self) -> dict[str, int]:
        got = {p: 0 for p in self.partie.players}
        for game in self.games:
            got[game.winner] += 2 if game.double else 1
        return got


class AuCent(NamedTuple):
    """What a partie carries from deal to deal: the au cent games won, and the game in progress
    (kept in every partie, and shown in au cent only)."""

    games: tuple[GameWon, ...]
    scores: dict[str, int]


class PiquetRules(Rules[DealFacts, ScoredDeal, AuCent]):
    """A partie's deals through the match loop (``games.match``), by its rules (Law 71); a deal
    after the end is refused in the loop's own words ("the partie was already over after …")."""

    def __init__(self, partie: Partie) -> None:
        self.partie = partie
        self.agreements = partie.effective_agreements

    def score(
        self, number: int, seats: tuple[str, ...], facts: DealFacts, totals: Mapping[str, int], state: AuCent
    ) -> tuple[ScoredDeal, dict[str, int], AuCent]:
        partie = self.partie
        _check_throw_in(partie, number, facts)
        elder, younger = two(seats)
        try:
            if partie.open:
                check_whole(facts)
            score = _scored(facts, (elder, younger), self.agreements)
        except PiquetError as error:
            if error.deal is None:
                error.deal = number
            raise
        deal = ScoredDeal(number, younger, elder, younger, score, partie.multiplier(number), facts)
        _check_thrower(deal, totals)
        game = _game_won(partie, deal, state.scores)
        gains = {elder: deal.added(elder), younger: deal.added(younger)}
        if game is None:
            scores = {p: points + gains[p] for p, points in state.scores.items()}
            return deal, gains, AuCent(state.games, scores)
        zero = dict.fromkeys(state.scores, 0)  # the rest of the deal counts for no game
        return deal._replace(game=game), gains, AuCent((*state.games, game), zero)

    def settle(
        self, number: int, deal: ScoredDeal, totals: Mapping[str, int], state: AuCent
    ) -> tuple[ScoredDeal, AuCent, bool]:
        return deal, state, _is_over(self.partie, number, totals, state.games)


_SCORED: dict[int, tuple[DealFacts, tuple[str, str], Agreements, tuple[str, bool], DealScore]] = {}
"""The deals scored lately, by the identity of their facts: a command that saves scores the partie
it read again with one deal more (``deal``) or less (``undo``), the others the very same objects."""
_MOST_SCORED = 64


def _scored(facts: DealFacts, names: tuple[str, str], agreements: Agreements) -> DealScore:
    """``score_deal``, once for the same facts (the same object: a record, never changed once
    made), players, agreements and language (a ruling may be said as it is made); a deal that
    breaks a law is refused each time."""
    speaking = i18n.spoken()
    kept = _SCORED.get(id(facts))
    if kept is not None and kept[0] is facts and kept[1:4] == (names, agreements, speaking):
        return kept[4]
    score = score_deal(facts, names, agreements)
    if len(_SCORED) >= _MOST_SCORED:
        _SCORED.clear()
    _SCORED[id(facts)] = (facts, names, agreements, speaking, score)
    return score


def score_partie(partie: Partie) -> PartieState:
    """Score every deal in turn and decide whether the partie is over (Law 71)."""
    players = partie.players
    start = AuCent((), dict.fromkeys(players, 0))
    match = play(PiquetRules(partie), players, partie.first_dealer, partie.deals, start)
    games = match.state.games
    result = _result(partie, match.totals, games) if match.finished else None
    return PartieState(
        partie, match.deals, match.totals, match.running, games, match.state.scores, match.finished, result
    )


def _game_won(partie: Partie, deal: ScoredDeal, scores: dict[str, int]) -> GameWon | None:
    """Au cent: the game goes to whoever reaches a hundred first in the order of Law 67
    (``reckoning``); the players' word on it is for au cent only."""
    facts = deal.facts
    if partie.rules is not RuleSet.AU_CENT:
        if facts.first_to_100 is not None or facts.double_game is not None:
            raise BadValue(
                _("who reached 100 first, and a double game, belong to piquet au cent."),
                field="first_to_100" if facts.first_to_100 is not None else "double_game",
                deal=deal.number,
            )
        return None
    names = {Side.ELDER: deal.elder, Side.YOUNGER: deal.younger}
    before = {side: scores[name] for side, name in names.items()}
    try:
        won = decide_game(before, facts, deal.score, partie.effective_agreements, names)
    except PiquetError as error:
        error.deal = deal.number
        raise
    if won is None:
        return None
    winner, loser = names[won.side], names[won.side.other]
    at = {names[side]: points for side, points in won.scores.items()}
    if won.how is not None:
        explanation = Words(
            N_(
                "{winner} reaches {target} {how}, {loser} has {lost}: a double game for {winner} "
                "(Laws of Piquet au Cent)."
            )
            if won.double
            else N_(
                "{winner} reaches {target} {how}, {loser} has {lost}: a game for {winner} (Laws of Piquet au Cent)."
            ),
            winner=winner,
            target=GAME_TARGET,
            how=won.how,
            loser=loser,
            lost=won.scores[won.side.other],
        )
    else:
        explanation = Words(
            N_(
                "{winner} reached {target} first (only the totals were entered), {loser} under {below}: "
                "a double game for {winner} (Laws of Piquet au Cent)."
            )
            if won.double
            else N_(
                "{winner} reached {target} first (only the totals were entered), {loser} at {below} or more: "
                "a game for {winner} (Laws of Piquet au Cent)."
            ),
            winner=winner,
            target=GAME_TARGET,
            loser=loser,
            below=DOUBLE_BELOW,
        )
    return GameWon(winner, loser, at, won.double, deal.number, explanation)


def _is_over(partie: Partie, played: int, totals: Mapping[str, int], games: tuple[GameWon, ...]) -> bool:
    if partie.rules is RuleSet.AU_CENT:
        got: dict[str, int] = {}
        for game in games:
            got[game.winner] = got.get(game.winner, 0) + (2 if game.double else 1)
        return any(v >= PARTIE_GAMES for v in got.values())
    base = 4 if partie.rules is RuleSet.FOUR_DEAL else 6
    if played == base:
        return len(set(totals.values())) > 1
    return played >= base + 2  # level after the base deals: each deals once more


def last_deal_numbers(rules: RuleSet) -> tuple[int, ...]:
    """Deals that can end the partie: where a hand may be thrown in."""
    if rules is RuleSet.AU_CENT:
        return ()
    base = 4 if rules is RuleSet.FOUR_DEAL else 6
    return (base, base + 2)


def _check_throw_in(partie: Partie, number: int, facts: DealFacts) -> None:
    if facts.throw_in is None:
        return
    if number not in last_deal_numbers(partie.rules):
        raise RuleError(
            _(
                "a hand may be thrown in only in the last deal of the partie, "
                "by a player who cannot save the rubicon."
            ),
            field="throw_in",
            deal=number,
        )


def _check_thrower(deal: ScoredDeal, before: Mapping[str, int]) -> None:
    """Only "a player who … finds … that he cannot save his rubicon" may throw in his hand
    (description of the game): not one whose total, with what he reckoned in hand this deal,
    is already 100 or more."""
    side = deal.facts.throw_in
    if side is None:
        return
    name = deal.elder if side is Side.ELDER else deal.younger
    has = before[name] + deal.added(name)
    if has >= RUBICON:
        added = deal.added(name)
        in_hand = _(" and {added} in hand").format(added=added) if added else ""
        raise RuleError(
            _(
                "{name} has {has} ({before} before this deal{in_hand}), so the rubicon is saved; only a player "
                "who cannot otherwise save the rubicon may throw in the hand (description of the game)."
            ).format(name=name, has=has, before=before[name], in_hand=in_hand),
            field="throw_in",
            deal=deal.number,
        )


def _result(partie: Partie, totals: Mapping[str, int], games: tuple[GameWon, ...]) -> Result:
    (a, sa), (b, sb) = totals.items()
    players = partie.players
    if partie.rules is RuleSet.AU_CENT:
        got = {p: 0 for p in partie.players}
        for game in games:
            got[game.winner] += 2 if game.double else 1
        winner, loser = (a, b) if got[a] > got[b] else (b, a)
        points = got[winner] - got[loser]
        return head_to_head(
            players,
            winner,
            points,
            ngettext(
                "{winner} wins the partie {won} games to {lost} (a double game counts two): {points} game up.",
                "{winner} wins the partie {won} games to {lost} (a double game counts two): {points} games up.",
                points,
            ).format(winner=winner, won=got[winner], lost=got[loser], points=points),
            json_extra=NOT_RUBICONED,
            unit="games",
        )
    if sa == sb:
        return head_to_head(
            players,
            None,
            0,
            _("Level at {total} after the extra deals: a drawn partie, nothing is paid (Law 71).").format(
                total=sa
            ),
            json_extra=NOT_RUBICONED,
        )
    winner, loser = (a, b) if sa > sb else (b, a)
    points, explanation = rubicon_points(winner, totals[winner], loser, totals[loser])
    rubiconed = totals[loser] < RUBICON  # Law 73
    return head_to_head(
        players,
        winner,
        points,
        explanation,
        labels=("rubicon",) if rubiconed else (),
        json_extra={"rubiconed": rubiconed},
    )


NOT_RUBICONED = MappingProxyType({"rubiconed": False})
"""Piquet's own key of the result in the JSON: whether the loser was rubiconed."""
