"""A brute-force oracle for ``pack.can_be_dealt``: try every way to lay the cards down.

It models the physical copies directly — each of the two copies of a card is
unused or declared by one player, and remembers the kinds of combination it
has served in — and walks the declarations in order, trying every choice of
copies. A placement is allowed when (seed 001, docs/rules.md "Bezique"):

* the copy is unused or already the same player's (a card is never the other's);
* the copy has not served in the same kind (a marriage again, a second four
  kings …), with two exceptions of growth: a sequence may take the K Q of a
  royal marriage, a double bezique the pair of a single; the reverse steps are
  refused (no royal marriage from a sequence's K Q, no single from a double);
* at least one copy of the placement is unused (a card from the hand).

It is slow (exponential) and used only on short lists in the tests, as an
independent second opinion on the engine's card-by-card matching.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import combinations, product

from piquet_cli.cards import Suit
from piquet_cli.games.bezique.pack import Combo, cards_of

_MARRIAGE = "marriage"
_FORBIDDEN = {
    _MARRIAGE: {_MARRIAGE, "seq"},
    "seq": {"seq"},
    "bz": {"bz", "dbz"},
    "dbz": {"dbz"},
    "4A": {"4A"},
    "4K": {"4K"},
    "4Q": {"4Q"},
    "4J": {"4J"},
}
_Copy = tuple[int, tuple[str, ...]]
_State = dict[str, tuple[_Copy, _Copy]]
_UNUSED: tuple[_Copy, _Copy] = ((-1, ()), (-1, ()))


def _kind(code: str) -> str:
    return _MARRIAGE if code.startswith("m") or code == "rm" else code


def brute_force_can_be_dealt(combos: Sequence[Combo], trumps: Suit | None) -> bool:
    failed: set[tuple[int, tuple[tuple[str, tuple[_Copy, _Copy]], ...]]] = set()

    def go(i: int, state: _State) -> bool:
        if i == len(combos):
            return True
        key = (i, tuple(sorted(state.items())))
        if key in failed:
            return False
        if any(go(i + 1, after) for after in _placements(combos[i], state, trumps)):
            return True
        failed.add(key)
        return False

    return go(0, {})


def _placements(combo: Combo, state: _State, trumps: Suit | None) -> Iterator[_State]:
    player, code = combo
    what = _kind(code)
    options: list[list[tuple[str, tuple[int, ...]]]] = []
    for card, count in Counter(cards_of(code, trumps)).items():
        copies = state.get(card, _UNUSED)
        usable = [
            i
            for i, (owner, kinds) in enumerate(copies)
            if owner in (-1, player) and not _FORBIDDEN[what] & set(kinds)
        ]
        options.append([(card, chosen) for chosen in combinations(usable, count)])
    for pick in product(*options):
        if not any(state.get(card, _UNUSED)[i][0] == -1 for card, chosen in pick for i in chosen):
            continue
        after = dict(state)
        for card, chosen in pick:
            slots = list(after.get(card, _UNUSED))
            for i in chosen:
                slots[i] = (player, tuple(sorted({*slots[i][1], what})))
            after[card] = (min(slots), max(slots))
        yield after
