"""Why no hand can hold a declaration: one sentence, with its rule.

``refusal`` looks at a new event after the lawful events before it and names
the first rule it breaks, in this order: one combination per trick (a seven
of trumps may go beside it); two sevens of trumps in the pack (the turned-up
one counts); the
player's own earlier combinations (no remarriage, no single bezique out of a
double, no royal marriage out of a sequence, two of a kind at most); and last
whether any deal of the pack gives both players all their declarations
(``pack.can_be_dealt``), explaining a failure by the cards the other player
holds or by the rule that every combination needs a card from the hand; and
then whether the player can have held that many different cards (``_too_many_cards``).
"""

from __future__ import annotations

from collections.abc import Sequence

from piquet_cli.cards import Rank, Suit
from piquet_cli.games.bezique import pack
from piquet_cli.games.bezique.codes import (
    BEZIQUE,
    DOUBLE_BEZIQUE,
    FOURS,
    MARRIAGES,
    ROYAL_MARRIAGE,
    SEQUENCE,
    SEVEN,
    is_combination,
    marriage_suit,
    name,
)
from piquet_cli.games.bezique.notes import FOSTER, SEED, Note
from piquet_cli.games.events import Event
from piquet_cli.games.side import Side, seat_word
from piquet_cli.games.table_codes import said_card
from piquet_cli.i18n import N_
from piquet_cli.said import Words, listed


def _combos(events: Sequence[Event]) -> list[pack.Combo]:
    return [(0 if e.side is Side.ELDER else 1, c) for e in events for c in e.codes if is_combination(c)]


def refusal(before: Sequence[Event], event: Event, trumps: Suit | None, turn_up_seven: bool) -> Note | None:
    shown = [c for c in event.codes if is_combination(c)]
    if len(shown) > 1:
        return Note(
            Words(
                N_(
                    "one trick scores one combination, not {combinations}; only sevens of trumps may go beside it"
                ),
                combinations=listed([name(c) for c in shown]),
            ),
            f"{SEED}; {FOSTER}: double bezique and four queens on one trick is not 600",
        )
    sevens = sum(e.codes.count(SEVEN) for e in (*before, event)) + (1 if turn_up_seven else 0)
    if sevens > 2:
        return Note(
            Words(
                N_(
                    "the pack has two sevens of trumps, and the seven turned up is one of them: a third cannot be scored"
                )
                if turn_up_seven
                else N_("the pack has two sevens of trumps: a third cannot be scored")
            ),
            SEED,
        )
    if not shown:
        return _too_many_cards(before, event, trumps)
    code = shown[0]
    mine = [c for c in (c for e in before if e.side is event.side for c in e.codes) if is_combination(c)]
    who = seat_word(event.side)
    found = _own_refusal(mine, code, who)
    if found is not None:
        return found
    combos = _combos(before) + [(0 if event.side is Side.ELDER else 1, code)]
    if pack.can_be_dealt(combos, trumps):
        return _too_many_cards(before, event, trumps)
    return _shortage(before, event.side, code, trumps)


HELD_AT_A_DECLARATION = 7  # eight dealt, less the card just played to the trick; the draw comes after
STOCK_TRICKS = 24  # 48 cards under the deal (the turn-up among them), two drawn after each trick


def _too_many_cards(before: Sequence[Event], event: Event, trumps: Suit | None) -> Note | None:
    """Combinations that need more different cards than their player can have held.

    A player holds 7 cards when he declares (eight dealt, less the card just played) and
    draws one after each trick, so his combinations up to his k-th scoring trick show at most
    7 + (its trick − the trick of his first) different cards. With N scoring tricks, one
    each, the p-th is on trick p at the earliest and 24 − (N − p) at the latest. The seven
    of trumps exchanged for the turn-up brings no more: the seven goes for it. Without the
    trumps, the kindest trump suit is taken.
    """
    events = (*before, event)
    for side in Side:
        own = [n for n, e in enumerate(events, 1) if e.side is side]
        for k in range(2, len(own) + 1):
            latest = STOCK_TRICKS - (len(events) - own[k - 1])
            most = HELD_AT_A_DECLARATION + latest - own[0]
            codes = [c for e in events[: own[k - 1]] if e.side is side for c in e.codes if is_combination(c)]
            suits = [trumps] if trumps is not None else list(Suit)
            need = min(sum(pack.least_copies(codes, suit).values()) for suit in suits)
            if need <= most:
                continue
            who = seat_word(side)
            if k < len(own):
                which = Words(N_("{who}'s first {count} scoring tricks"), who=who, count=k)
            elif event.side is side:
                which = Words(N_("{who}'s combinations up to this one"), who=who)
            else:
                which = Words(N_("{who}'s combinations"), who=who)
            return Note(
                Words(
                    N_(
                        "{which} need at least {need} different cards, but {who} can have held at most "
                        "{most}: {held} in the hand at each declaration (8 dealt, less the card "
                        "just played to the trick) and one more drawn after each trick from the first of them, "
                        "on trick {first} at the earliest, to the last, on trick {latest} at the latest "
                        "({tricks} scoring tricks, one each, while the stock lasts {stock})"
                    ),
                    which=which,
                    need=need,
                    who=who,
                    most=most,
                    held=HELD_AT_A_DECLARATION,
                    first=own[0],
                    latest=latest,
                    tricks=len(events),
                    stock=STOCK_TRICKS,
                ),
                SEED,
            )
    return None


def _own_refusal(mine: list[str], code: str, who: Words) -> Note | None:
    """What one player's own earlier combinations forbid (each rule with its own words)."""
    again = mine.count(code)
    if code == BEZIQUE and DOUBLE_BEZIQUE in mine:
        return Note(
            Words(
                N_(
                    "{who} has declared double bezique, and a single bezique may not be taken out of a double"
                ),
                who=who,
            ),
            SEED,
        )
    if code == DOUBLE_BEZIQUE and again:
        return Note(
            Words(N_("a double bezique takes both queens of spades and both jacks of diamonds: one a hand")),
            SEED,
        )
    if code == DOUBLE_BEZIQUE and mine.count(BEZIQUE) >= 2:
        return Note(
            Words(
                N_(
                    "after {who}'s two single beziques a double adds no card from the hand, and every combination needs one"
                ),
                who=who,
            ),
            f"{SEED}; {FOSTER}: never 40 + 40 + 500",
        )
    if again >= 2:
        return Note(
            Words.english(
                f"a third {name(code)} for {who}: a card serves once in each kind of combination "
                f"and the pack has two of each, so {_times(code, 2)} at most",
                N_(
                    "a third {combination} for {who}: a card serves once in each kind of combination "
                    "and the pack has two of each, so two at most"
                ),
                combination=name(code),
                who=who,
            ),
            SEED,
        )
    if code == ROYAL_MARRIAGE and pack.royal_copies([*mine, code]) > 2:
        return Note(
            Words(
                N_(
                    "{who}'s sequences and royal marriages already hold both kings and queens of trumps, "
                    "and a royal marriage may grow into a sequence but may not be taken out of one"
                ),
                who=who,
            ),
            SEED,
        )
    return None


def _plural(code: str) -> str:
    if code in MARRIAGES:
        suit = marriage_suit(code)
        assert suit is not None
        return f"marriages in {suit.word}"
    return {ROYAL_MARRIAGE: "royal marriages", SEQUENCE: "sequences", BEZIQUE: "single beziques"}.get(
        code, name(code)
    )


def _shortage(before: Sequence[Event], side: Side, code: str, trumps: Suit | None) -> Note:
    """Why no deal gives these declarations: the other player holds the cards, or none is left in the hand."""
    who, other = seat_word(side), seat_word(side.other)
    mine = [c for e in before if e.side is side for c in e.codes if is_combination(c)]
    theirs = [c for e in before if e.side is side.other for c in e.codes if is_combination(c)]
    need_mine = pack.least_copies([*mine, code], trumps)
    need_theirs = pack.least_copies(theirs, trumps)
    for card in dict.fromkeys(pack.cards_of(code, trumps)):
        total = need_mine.get(card, 0) + need_theirs.get(card, 0)
        if total > 2:
            holders = [c for c in theirs if card in pack.cards_of(c, trumps)]
            return Note(
                Words.english(
                    f"{who}'s {name(code)} would make {_count(total)} {pack.card_words(card, plural=True)} "
                    f"declared in this hand, but the pack has two and {other}'s {_listing(holders)} already "
                    f"{'holds' if len(holders) == 1 else 'hold'} {_count(need_theirs[card])}; "
                    "a card declared by one player is never the other's",
                    N_(
                        "{who}'s {combination} would make {total} × {card} declared in this hand, but the pack "
                        "has two and {other}'s declarations already hold {held}; a card declared by one player "
                        "is never the other's"
                    ),
                    who=who,
                    combination=name(code),
                    total=total,
                    card=_card(card),
                    other=other,
                    held=need_theirs[card],
                ),
                SEED,
            )
    held = pack.least_copies(mine, trumps)
    cards = list(dict.fromkeys(pack.cards_of(code, trumps)))
    if all(held.get(c, 0) + need_theirs.get(c, 0) >= 2 for c in cards):
        ranks = {pack.card_words(c, plural=True).split(" of ")[0] for c in cards}
        shown = (
            f"every {pack.card_words(cards[0]).split(' of ')[0]} in the pack is"
            if len(ranks) == 1 and len(cards) == 4
            else " and ".join(f"both {pack.card_words(c, plural=True)}" for c in cards) + " are"
        )
        return Note(
            Words.english(
                f"{shown} declared already, so {who}'s {name(code)} would take no card from the hand, "
                "and every combination needs one",
                N_(
                    "every card of it, {cards}, is declared already twice, so {who}'s {combination} would take "
                    "no card from the hand, and every combination needs one"
                ),
                cards=" ".join(_card(c) for c in cards),
                who=who,
                combination=name(code),
            ),
            SEED,
        )
    return Note(
        Words(
            N_(
                "no deal of the pack gives {who} this {combination} after the declarations before it: "
                "a card serves once in each kind, every combination needs a card from the hand, "
                "and the pack has two of each card"
            ),
            who=who,
            combination=name(code),
        ),
        SEED,
    )


def _card(card: str) -> str:
    """``QS`` → ``Q♠``; ``Q*`` → ``Q*`` (of trumps not given); said in the language's letters
    where it is printed (``D♠`` in Portuguese)."""
    rank = next(r for r in Rank if r.symbol == ("10" if card[0] == "T" else card[0]))
    return said_card(rank, Suit(card[1]) if card[1] != pack.UNKNOWN_TRUMPS else None)


def _count(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four"}.get(n, str(n))


def _listing(codes: Sequence[str]) -> str:
    """``marriage in hearts`` or ``two marriages in hearts and four kings``."""
    counts = dict.fromkeys(codes, 0)
    for c in codes:
        counts[c] += 1
    return " and ".join(name(c) if n == 1 else _times(c, n) for c, n in counts.items())


def _times(code: str, n: int) -> str:
    """``two marriages in hearts``; ``four aces twice`` (a four-of-a-kind has no plural)."""
    return (
        f"{name(code)} {'twice' if n == 2 else f'{n} times'}"
        if code in FOURS
        else f"{_count(n)} {_plural(code)}"
    )
