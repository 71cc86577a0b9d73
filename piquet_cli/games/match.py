"""The match loop every game shares: deal after deal, who sits where, the running totals, the
end of the partie, and who deals next.

A game says only how one deal scores and when the partie ends, in a ``Rules`` of its own:

* ``score`` — one deal: given its number, its seats in playing order (the dealer last: in a
  two-hand game, elder and younger), its facts, the totals before it and what the game carries
  from deal to deal (au cent's game in progress, Pinochle's target), the deal as the game keeps
  it, what it adds to each scorer's total, and what the game carries on;
* ``settle`` — at the end of the deal, the totals after it in hand: the deal as kept, what the
  game carries on, and whether the partie is over;
* ``refuse`` — the game's own error for a deal given after the partie ended.

The loop keeps the totals by scorer (each player, or each side of partners), in the partie's
order, and a copy of them after every deal; the deal passes round the table one player a deal
(``side.seats``). ``next_words`` is the sentence every game says of the next deal: "Next: deal
3. Bob deals; Ann is elder." (with three or more at the table, the first to play after the
dealer is eldest: "Next: deal 3. Cal deals; Ann is eldest.").
"""

from collections.abc import Iterable, Mapping
from typing import Generic, TypeVar

from piquet_cli.errors import PiquetError, RuleError
from piquet_cli.games.side import seats
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words

GAME_OVER = Words(N_("The game is over."))

D = TypeVar("D")
"""A deal's facts, the game's own type."""
R = TypeVar("R")
"""A deal as the game keeps it once scored."""
S = TypeVar("S")
"""What the game carries from one deal to the next."""


class Rules(Generic[D, R, S]):
    """How a game's partie goes deal by deal: subclassed by each game, with the partie's rules
    in hand. ``score`` is the game's own; ``settle`` and ``refuse`` have defaults (a partie
    that never ends of itself; a plain refusal)."""

    def score(
        self, number: int, seats: tuple[str, ...], facts: D, totals: Mapping[str, int], state: S
    ) -> tuple[R, Mapping[str, int], S]:
        """Deal ``number`` scored: the deal as kept, what it adds to each scorer's total (a
        scorer it adds nothing to may be left out), and what the game carries on. ``totals``
        are those before the deal, read only."""
        raise NotImplementedError

    def settle(self, number: int, deal: R, totals: dict[str, int], state: S) -> tuple[R, S, bool]:
        """At the end of deal ``number``, ``totals`` those after it (the running totals' own
        copy, which the game may keep, and never changes): the deal as kept, what the game
        carries on, and whether the partie is over."""
        return deal, state, False

    def refuse(self, number: int, state: S) -> PiquetError:
        """The error for deal ``number``, given after the partie ended with deal ``number - 1``."""
        return RuleError(
            _("the partie was already over after deal {number}.").format(number=number - 1), deal=number
        )


class Match(Generic[R, S]):
    """A partie played through the loop: each deal as the game keeps it, the totals by scorer
    after each deal and now, what the game carried out of the last deal, and whether it is over.
    (A plain class with slots, not a NamedTuple: a generic NamedTuple costs some 0.2 ms more to
    make at start-up, on the path of every ``show``.)"""

    __slots__ = ("deals", "finished", "first_dealer", "players", "running", "state", "totals")

    def __init__(
        self,
        players: tuple[str, ...],  # in their order round the table
        first_dealer: int,  # index into players
        deals: tuple[R, ...],
        running: tuple[dict[str, int], ...],
        totals: dict[str, int],
        state: S,
        finished: bool,
    ) -> None:
        self.players = players
        self.first_dealer = first_dealer
        self.deals = deals
        self.running = running
        self.totals = totals
        self.state = state
        self.finished = finished

    @property
    def next_number(self) -> int:
        return len(self.deals) + 1

    @property
    def next_seats(self) -> tuple[str, ...]:
        """The seats of the next deal in playing order, the dealer last."""
        return seats(self.players, self.first_dealer, self.next_number)

    @property
    def next_dealer(self) -> str | None:
        """Who deals next; None once the partie is over."""
        return None if self.finished else self.next_seats[-1]

    def next_words(self, deal_word: str, extra: str = "", over: str = GAME_OVER) -> str:
        """What is said of the next deal ("Next: hand 3. Bob deals; Ann is elder."), or ``over``
        once the partie is over; ``extra`` follows the deal's number."""
        if self.finished:
            return _(over)
        return next_words(self.players, self.first_dealer, self.next_number, deal_word, extra)


def play(
    rules: Rules[D, R, S],
    players: tuple[str, ...],
    first_dealer: int,
    deals: Iterable[D],
    start: S,
    scorers: tuple[str, ...] | None = None,
) -> Match[R, S]:
    """Every deal of a partie in order through the game's ``rules``, from ``start``: the totals
    are kept for ``scorers`` (by default each player), a deal after the end is refused with
    the game's own error, and whatever a deal's scoring raises goes up as it is."""
    totals = dict.fromkeys(players if scorers is None else scorers, 0)
    running: list[dict[str, int]] = []
    kept: list[R] = []
    state = start
    over = False
    table = len(players)
    turns = [seats(players, first_dealer, number) for number in range(1, table + 1)]  # and round again
    for number, facts in enumerate(deals, start=1):
        if over:
            raise rules.refuse(number, state)
        deal, gains, state = rules.score(number, turns[(number - 1) % table], facts, totals, state)
        for scorer, points in gains.items():
            totals[scorer] += points
        after = dict(totals)
        deal, state, over = rules.settle(number, deal, after, state)
        kept.append(deal)
        running.append(after)
    return Match(players, first_dealer, tuple(kept), tuple(running), totals, state, over)


def next_words(
    players: tuple[str, ...], first_dealer: int, number: int, deal_word: str, extra: str = ""
) -> str:
    """The sentence of deal ``number`` to come: "Next: deal 3. Bob deals; Ann is elder." with two
    players; with more, "Next: deal 3. Cal deals; Ann is eldest." ``extra`` follows the number
    (Piquet's " (level after the regular deals: each deals once more)")."""
    order = seats(players, first_dealer, number)
    template = NEXT_WORDS.get((deal_word, len(order) == 2))
    if template is None:  # a game's own word for a deal: said as it is
        first = "elder" if len(order) == 2 else "eldest"
        return f"Next: {deal_word} {number}{extra}. {order[-1]} deals; {order[0]} is {first}."
    return Words(template, number=number, extra=extra, dealer=order[-1], elder=order[0])


NEXT_WORDS = {
    ("deal", True): N_("Next: deal {number}{extra}. {dealer} deals; {elder} is elder."),
    ("deal", False): N_("Next: deal {number}{extra}. {dealer} deals; {elder} is eldest."),
    ("hand", True): N_("Next: hand {number}{extra}. {dealer} deals; {elder} is elder."),
    ("hand", False): N_("Next: hand {number}{extra}. {dealer} deals; {elder} is eldest."),
}
"""The sentence of the deal to come, by the game's word for a deal and whether two play."""
