"""The facts of one deal of four-hand piquet, partners opposite, and their checks.

Four play, partners opposite: the seats in playing order 1 to 4 (seat 1 the player after
the dealer, seat 4 the dealer), seats 1 and 3 one side, 2 and 4 the other. Eight cards
each, no talon, no exchange, eight tricks (Garraud, *Le grand livre des jeux de cartes*,
1984, p. 342; adpoker.fr "regles-du-piquet"; docs/rules.md). A seat is entered by its
calls or by its eight cards; the tricks by the seat that won each. Every impossible entry
is refused with one sentence naming the ``field`` and the seat (``side`` = ``"seat 3"``).
Plain Python: no I/O.
"""

from __future__ import annotations

from piquet_cli.cards import Card, Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import COURT, possible_point_counts, rank_plural
from piquet_cli.games.piquet.facts import Calls
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple

SEATS = 4
HAND = 8
"""Thirty-two cards among four: eight each, no talon."""

TRICKS = 8

LEAST_POINT = 30
"""A point worth under thirty is not called at four (the French four-hand rule)."""

BLANK_SUIT = 5
"""A blank hand's longest suit: ace, ten, nine, eight, seven."""

MOST_BLANK = 2
"""Only twenty cards of the pack are not kings, queens or knaves: two blank hands of eight at most."""

_FIELD_WORDS = {"sequences": N_("sequences"), "sets": N_("sets")}
"""A seat's calls a refusal names, in the language spoken (its ``field`` stays the key)."""


def side_of(seat: int) -> Side:
    """The side a seat (1 to 4) plays for: seats 1 and 3 are the eldest's side, keyed
    ``Side.ELDER``; seats 2 and 4 the dealer's, keyed ``Side.YOUNGER``."""
    return Side.ELDER if seat % 2 else Side.YOUNGER


def members(side: Side) -> tuple[int, int]:
    """The two seats of a side, in playing order."""
    return (1, 3) if side is Side.ELDER else (2, 4)


class Seat(NamedTuple):
    """One seat's entry: its calls, or its eight cards (then the keeper finds the calls).

    ``calls`` fields left ``None`` mean "called none". ``carte_blanche`` says the seat
    showed a hand without king, queen or knave; with a hand it is found from the cards."""

    calls: Calls = Calls()
    hand: tuple[Card, ...] | None = None
    carte_blanche: bool = False


class FourHandDeal(NamedTuple):
    """A four-hand deal as entered: four seats in playing order, and the eight trick
    winners as seat numbers (``None``: the play not entered, nothing scored for it)."""

    seats: tuple[Seat, ...]
    tricks: tuple[int, ...] | None = None


def is_blank(hand: tuple[Card, ...]) -> bool:
    """Carte blanche at four: eight cards without king, queen or knave (Law 18, at eight cards)."""
    return not any(card.rank in COURT for card in hand)


def check_deal(deal: FourHandDeal, names: tuple[str, ...]) -> None:
    """Refuse what cannot be: the wrong number of seats, hands or tricks, a card twice,
    a call the seat's eight cards cannot hold."""
    if len(names) != SEATS or len(deal.seats) != SEATS:
        raise BadValue(
            _("four-hand piquet takes four seats, not {count}.").format(count=len(deal.seats)),
            field="seats",
        )
    _check_hands(deal, names)
    for number, seat in enumerate(deal.seats, start=1):
        _check_calls(seat, names[number - 1], number)
    _check_blanks(deal, names)
    _check_sets_across(deal, names)
    _check_tricks(deal.tricks)


def _where(number: int) -> str:
    return f"seat {number}"


def _check_hands(deal: FourHandDeal, names: tuple[str, ...]) -> None:
    held: dict[Card, int] = {}
    for number, seat in enumerate(deal.seats, start=1):
        if seat.hand is None:
            continue
        who = names[number - 1]
        if seat.calls != Calls():
            raise BadValue(
                _("give {who}'s calls or {who}'s eight cards, not both.").format(who=who),
                field="hand",
                side=_where(number),
            )
        if len(seat.hand) != HAND:
            raise BadValue(
                _("a hand at four-hand piquet has 8 cards; {who}'s has {count}.").format(
                    who=who, count=len(seat.hand)
                ),
                field="hand",
                side=_where(number),
            )
        if seat.carte_blanche and not is_blank(seat.hand):
            raise BadValue(
                _("{who}'s hand holds a king, queen or knave: it is not carte blanche.").format(who=who),
                field="carte_blanche",
                side=_where(number),
            )
        for card in seat.hand:
            if card in held:
                first = names[held[card] - 1]
                where = (
                    _("twice in {who}'s hand").format(who=who)
                    if first == who
                    else _("in both {first}'s hand and {who}'s").format(first=first, who=who)
                )
                raise BadValue(
                    _("{card} cannot be {where}: the pack holds it once.").format(
                        card=card.pretty, where=where
                    ),
                    field="hand",
                    side=_where(number),
                )
            held[card] = number


def _check_calls(seat: Seat, who: str, number: int) -> None:
    calls = seat.calls
    where = _where(number)
    point = calls.point
    if point is not None and point.cards:
        if not 1 <= point.cards <= HAND:
            raise BadValue(
                _("{who} cannot call a point of {cards} cards from a hand of eight.").format(
                    who=who, cards=point.cards
                ),
                field="point",
                side=where,
            )
        if point.count is None:
            raise BadValue(
                _(
                    "at four a point is called with its count, since under {LEAST_POINT} it is not called: give {who}'s (e.g. {cards}/{most})."
                ).format(
                    LEAST_POINT=LEAST_POINT,
                    who=who,
                    cards=point.cards,
                    most=max(possible_point_counts(point.cards)),
                ),
                field="point",
                side=where,
            )
        if point.count not in possible_point_counts(point.cards):
            raise BadValue(
                _("{cards} cards cannot make {count}: {who}'s point is impossible.").format(
                    cards=point.cards, count=point.count, who=who
                ),
                field="point",
                side=where,
            )
        if point.count < LEAST_POINT:
            raise BadValue(
                _(
                    "{who}'s point makes {count}: at four a point worth under {LEAST_POINT} is not called."
                ).format(who=who, count=point.count, LEAST_POINT=LEAST_POINT),
                field="point",
                side=where,
            )
    sequences, sets = calls.sequences or (), calls.sets or ()
    if any(s.top is None for s in sequences) or any(s.rank is None for s in sets):
        raise BadValue(
            _(
                "at four every call is compared among four: say the top card of each of {who}'s sequences (4K) and the rank of each trio or quatorze (3A)."
            ).format(who=who),
            field="sequences" if any(s.top is None for s in sequences) else "sets",  # english: a field's key
            side=where,
        )
    for field, items in (("sequences", sequences), ("sets", sets)):
        if sum(i.size for i in items) > HAND:
            raise BadValue(
                _("{who}'s {field} take more than the eight cards of a hand.").format(
                    who=who, field=_(_FIELD_WORDS[field])
                ),
                field=field,
                side=where,
            )
    if len({s.rank for s in sets}) != len(sets):
        raise BadValue(_("{who} calls two sets of one rank.").format(who=who), field="sets", side=where)
    if seat.carte_blanche and seat.hand is None:
        court = [s for s in sequences if s.top is not None and s.top > Rank.TEN] + [
            s for s in sets if s.rank in COURT
        ]
        if court:
            raise BadValue(
                _("{who} shows carte blanche, so cannot hold a {court}.").format(
                    who=who, court=court[0].describe()
                ),
                field="carte_blanche",
                side=where,
            )
        if point is not None and point.cards > BLANK_SUIT:
            raise BadValue(
                _(
                    "{who} shows carte blanche, so holds at most {BLANK_SUIT} cards of a suit (A 10 9 8 7), not a point of {cards}."
                ).format(who=who, BLANK_SUIT=BLANK_SUIT, cards=point.cards),
                field="carte_blanche",
                side=where,
            )


def blank_seats(deal: FourHandDeal) -> tuple[int, ...]:
    """The seats that show carte blanche: said so, or found from the hand."""
    return tuple(
        n
        for n, seat in enumerate(deal.seats, start=1)
        if seat.carte_blanche or (seat.hand is not None and is_blank(seat.hand))
    )


def _check_blanks(deal: FourHandDeal, names: tuple[str, ...]) -> None:
    blank = blank_seats(deal)
    if len(blank) > MOST_BLANK:
        who = ", ".join(names[n - 1] for n in blank)
        raise BadValue(
            _(
                "{who} cannot all hold carte blanche: only twenty cards are not kings, queens or knaves."
            ).format(who=who),
            field="carte_blanche",
        )


def _check_sets_across(deal: FourHandDeal, names: tuple[str, ...]) -> None:
    """Four cards of each rank: two seats cannot both hold three or four of one."""
    holder: dict[Rank, int] = {}
    for number, seat in enumerate(deal.seats, start=1):
        for item in seat.calls.sets or ():
            assert item.rank is not None  # checked above
            if item.rank in holder:
                first = names[holder[item.rank] - 1]
                raise BadValue(
                    _(
                        "{first} and {second} cannot both hold three or more {ranks}: the pack has four."
                    ).format(first=first, second=names[number - 1], ranks=rank_plural(item.rank)),
                    field="sets",
                    side=_where(number),
                )
            holder[item.rank] = number


def _check_tricks(tricks: tuple[int, ...] | None) -> None:
    if tricks is None:
        return
    if len(tricks) != TRICKS:
        raise BadValue(
            _("a four-hand deal has {TRICKS} tricks (eight cards each), not {count}.").format(
                TRICKS=TRICKS, count=len(tricks)
            ),
            field="tricks",
        )
    wrong = [t for t in tricks if not 1 <= t <= SEATS]
    if wrong:
        raise BadValue(
            _("a trick is won by seat 1, 2, 3 or 4, not {seat}.").format(seat=wrong[0]), field="tricks"
        )
