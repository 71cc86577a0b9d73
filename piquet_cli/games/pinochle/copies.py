"""The double pack: could real cards have made these melds?

The Pinochle pack holds two copies of each card (seed 002: two packs, nines
to aces). The keeper sees the melds, never the cards, so it asks one
question: is there *any* way of giving each meld real copies that keeps the
rules of seed 002?

* A player melds only his own cards: a copy melded by one player is never
  the other's (cards go from the stock to a hand and from a hand to a trick,
  never from one hand to the other).
* A melded card may be used again only in a later meld of higher value or of
  another class (``melds.py`` says what the classes are).
* Each meld takes at least one card from the hand: one of its cards is a copy
  melded for the first time (a *fresh* card).

The first two rules concern one card at a time. So, card by card, the keeper
lists every lawful way of sharing that card's uses between its two copies
(one copy only for the turned-up nine under the classic rules: it is drawn
after the last melding trick), and notes for each way at which melds the card
is fresh. The third rule then asks for one way per card such that every meld
has a fresh card; a small search with memory answers it. A card none of whose
ways is lawful is *blocked*: its copies are all taken.
"""

from collections.abc import Sequence
from functools import cache

from piquet_cli.cards import Card, Suit
from piquet_cli.games.pinochle.melds import Meld
from piquet_cli.games.side import Side
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.records import NamedTuple

Placed = tuple[Side, Meld]  # who made a meld, and which


@of_its_own_kind
class Use(NamedTuple):
    """One meld that shows a given card: its place in the list, who made it, and the meld."""

    index: int  # type: ignore[assignment]  # a field, not tuple.index
    side: Side
    meld: Meld


@of_its_own_kind
class Outcome(NamedTuple):
    """Whether the melds can be made, and the cards whose copies are all taken."""

    possible: bool
    blocked: tuple[Card, ...] = ()


def uses_of(melds: Sequence[Placed], trumps: Suit) -> dict[Card, list[Use]]:
    """For each card, the melds that show it, in order."""
    uses: dict[Card, list[Use]] = {}
    for index, (side, meld) in enumerate(melds):
        for card in meld.cards(trumps):
            uses.setdefault(card, []).append(Use(index, side, meld))
    return uses


def fresh_sets(uses: Sequence[Use], copies: int = 2) -> frozenset[frozenset[int]]:
    """Every lawful way of sharing ``uses`` of one card among its ``copies``,
    each given as the set of melds (by index) at which the card is fresh."""
    found: set[frozenset[int]] = set()

    def place(
        i: int, held: tuple[tuple[Side, tuple[tuple[str, int], ...]], ...], fresh: frozenset[int]
    ) -> None:
        if i == len(uses):
            found.add(fresh)
            return
        use = uses[i]
        group, value = use.meld.group, use.meld.value
        for k, (owner, marks) in enumerate(held):
            best = dict(marks)
            if owner is use.side and best.get(group, -1) < value:
                best[group] = value
                changed = (owner, tuple(sorted(best.items())))
                place(i + 1, (*held[:k], changed, *held[k + 1 :]), fresh)
        if len(held) < copies:
            place(i + 1, (*held, (use.side, ((group, value),))), fresh | {use.index})

    place(0, (), frozenset())
    return frozenset(found)


def fewest_cards(
    melds: Sequence[Placed],
    trumps: Suit,
    side: Side,
    reserved: frozenset[Card] = frozenset(),
    leave_out: frozenset[Card] = frozenset(),
) -> int:
    """The fewest different cards (copies) ``side``'s melds among ``melds`` can show, the
    ``leave_out`` cards apart, under all three rules: one way per card of sharing its uses
    among its copies, such that every meld has a fresh card, with the fewest of ``side``'s
    own copies. A card's way with fewer copies may leave a meld with no card from the hand,
    so the count is taken over the ways together (a small search with memory), not card by
    card. Melds no way can make count as made with the fewest copies (``solve`` refuses
    them)."""
    options: dict[Card, tuple[tuple[int, frozenset[int]], ...]] = {}
    cheapest = 0
    for card, uses in uses_of(melds, trumps).items():
        sets = fresh_sets(uses, 1 if card in reserved else 2)
        costs = {s: 0 if card in leave_out else sum(1 for i in s if melds[i][0] is side) for s in sets}
        # of two ways at one cost, the one whose fresh melds include the other's is enough
        kept = [s for s in sets if not any(costs[t] <= costs[s] and s < t for t in sets)]
        options[card] = tuple(sorted(((costs[s], s) for s in kept), key=lambda o: (o[0], sorted(o[1]))))
        cheapest += options[card][0][0] if options[card] else 0
    if any(not o for o in options.values()):
        return cheapest
    cards = sorted(options, key=lambda c: (len(options[c]), c.rank, c.suit.value))
    last_card: dict[int, int] = {}
    for position, card in enumerate(cards):
        for _, s in options[card]:
            for index in s:
                last_card[index] = position
    if len(last_card) < len(melds):
        return cheapest
    closing: list[frozenset[int]] = [frozenset() for _ in cards]
    for index, position in last_card.items():
        closing[position] |= {index}
    infinite = 10**6

    @cache
    def least(position: int, covered: frozenset[int]) -> int:
        if position == len(cards):
            return 0
        best = infinite
        for cost, s in options[cards[position]]:
            now = covered | s
            if cost < best and closing[position] <= now:
                best = min(best, cost + least(position + 1, now))
        return best

    found = least(0, frozenset())
    return cheapest if found >= infinite else found


def _widest(sets: frozenset[frozenset[int]]) -> tuple[frozenset[int], ...]:
    """The ways not bettered by another: more fresh melds never hurt the third rule."""
    return tuple(sorted((s for s in sets if not any(s < t for t in sets)), key=sorted))


def solve(
    melds: Sequence[Placed],
    trumps: Suit,
    reserved: frozenset[Card] = frozenset(),
    *,
    reused_in_last: Card | None = None,
) -> Outcome:
    """Can the melds be made with the double pack (``reserved`` cards have one copy only)?

    With ``reused_in_last``, that card must come from the table in the last
    meld, not fresh from the hand: the warnings ask whether that is possible.
    """
    if not melds:
        return Outcome(True)
    last = len(melds) - 1
    options: dict[Card, tuple[frozenset[int], ...]] = {}
    blocked: list[Card] = []
    for card, uses in uses_of(melds, trumps).items():
        sets = fresh_sets(uses, 1 if card in reserved else 2)
        if card == reused_in_last:
            sets = frozenset(s for s in sets if last not in s)
        if not sets:
            blocked.append(card)
        options[card] = _widest(sets)
    if blocked:
        return Outcome(False, tuple(blocked))
    return Outcome(_every_meld_fresh(len(melds), options))


def _every_meld_fresh(count: int, options: dict[Card, tuple[frozenset[int], ...]]) -> bool:
    """Choose one way per card so that every meld has a fresh card (the third rule)."""
    cards = sorted(options, key=lambda c: (len(options[c]), c.rank, c.suit.value))
    last_card: dict[int, int] = {}
    for position, card in enumerate(cards):
        for s in options[card]:
            for index in s:
                last_card[index] = position
    if len(last_card) < count:
        return False  # a meld no way makes fresh at all
    closing: list[frozenset[int]] = [frozenset() for _ in cards]
    for index, position in last_card.items():
        closing[position] |= {index}

    @cache
    def search(position: int, covered: frozenset[int]) -> bool:
        if position == len(cards):
            return True
        for s in options[cards[position]]:
            now = covered | s
            if closing[position] <= now and search(position + 1, now):
                return True
        return False

    return search(0, frozenset())
