"""One deal of three-hand piquet (piquet normand, piquet à trois), scored. docs/rules.md gives the sources.

Ten cards each, a talon of two that only the dealer (the last seat) exchanges for, 0 to 2
cards; ten tricks. The hand is reckoned as in the two-hand game (Law 67: carte blanche, the
point, sequences, quatorzes and trios), the best of three good in each category
(``three_hand_calls``); then the play (Law 65, at three) and the cards: 10 to the player
who takes most tricks, nobody on a 4-4-2 split; a player who takes no trick is capot and
each of the other two scores 20. Pique and repique are reached at 20. Seats are numbered
1 (the eldest, who leads first) to 3 (the dealer), in playing order. Plain Python: no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from piquet_cli.cards import Card
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.calls import resolve_calls
from piquet_cli.games.piquet.combinations import COURT
from piquet_cli.games.piquet.facts import CATEGORIES, Calls, DealFacts
from piquet_cli.games.piquet.three_hand_calls import (
    SEATS,
    SeatRuling,
    compare_group,
    compare_points,
    score_carte_blanche,
    seat_word,
)
from piquet_cli.games.piquet.three_hand_play import bonus, play_points, score_cards
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words

HAND_CARDS = 10
"""Ten cards to each player."""

TALON = 2
"""Thirty-two cards less three hands of ten: a talon of two."""

TRICKS = 10


class SeatFacts(NamedTuple):
    """One player's part of the deal: his calls (``Calls``: None is "not given", found from
    ``hand`` when the hand is given), the ten cards he declares from (the dealer's after his
    exchange), and whether he showed carte blanche (a dealt hand without king, queen or knave)."""

    calls: Calls = Calls()
    hand: tuple[Card, ...] | None = None
    carte_blanche: bool = False


class ThreeHandFacts(NamedTuple):
    """Everything entered for one deal, each per seat in playing order (the dealer last)."""

    seats: tuple[SeatFacts, ...]
    tricks: tuple[int, ...]  # the seat (1–3) that wins each of the ten tricks, in order
    exchange: tuple[int, ...] = (0, 0, 0)  # cards each seat takes from the talon
    talon: int = TALON


class ThreeHandScore(NamedTuple):
    """A deal's scores by seat (playing order), category by category, and the rulings."""

    names: tuple[str, ...]
    scores: tuple[Mapping[str, int], ...]
    rulings: tuple[SeatRuling, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(s.values()) for s in self.scores)

    def by_name(self) -> dict[str, int]:
        return dict(zip(self.names, self.totals, strict=True))


def check_facts(facts: ThreeHandFacts, names: tuple[str, ...]) -> None:
    """The shape of a deal at three: three seats, a talon of two, only the dealer exchanging
    (0 to 2), ten cards a hand and no card twice, ten tricks won by seats 1 to 3."""
    if len(names) != SEATS or len(facts.seats) != SEATS:
        raise BadValue(
            _("three-hand piquet is for three players, not {count}.").format(
                count=max(len(names), len(facts.seats))
            ),
            field="players",
        )
    if facts.talon != TALON:
        raise BadValue(
            _("a talon of {talon} cannot be: three hands of ten leave a talon of 2 of the 32 cards.").format(
                talon=facts.talon
            ),
            field="talon",
        )
    if len(facts.exchange) != SEATS:
        raise BadValue(
            _("give the exchange of each of the three seats, not {count}.").format(count=len(facts.exchange)),
            field="exchange",
        )
    for seat, taken in enumerate(facts.exchange[:-1], start=1):
        if taken:
            raise BadValue(
                _(
                    "{who} (seat {seat}) cannot exchange: at three only the dealer takes from the talon."
                ).format(who=names[seat - 1], seat=seat),
                field="exchange",
                side=seat_word(seat),
            )
    taken = facts.exchange[-1]
    if not 0 <= taken <= TALON:
        raise BadValue(
            _("{dealer}, the dealer, exchanged {taken}: he takes 0 to 2 cards, the talon holds 2.").format(
                dealer=names[-1], taken=taken
            ),
            field="exchange",
            side=seat_word(SEATS),
        )
    _check_hands(facts, names)
    if len(facts.tricks) != TRICKS:
        raise BadValue(
            _("{count} tricks given: a deal at three has ten tricks of three cards.").format(
                count=len(facts.tricks)
            ),
            field="tricks",
        )
    for winner in facts.tricks:
        if winner not in range(1, SEATS + 1):
            raise BadValue(
                _("a trick won by seat {winner}: the seats are 1, 2 and 3.").format(winner=winner),
                field="tricks",
            )


def _check_hands(facts: ThreeHandFacts, names: tuple[str, ...]) -> None:
    seen: set[Card] = set()
    for seat, part in enumerate(facts.seats, start=1):
        if part.hand is None:
            continue
        if len(part.hand) != HAND_CARDS:
            raise BadValue(
                _("{who}'s hand has {count} cards: at three each holds ten.").format(
                    who=names[seat - 1], count=len(part.hand)
                ),
                field="hand",
                side=seat_word(seat),
            )
        twice = seen.intersection(part.hand)
        if twice or len(set(part.hand)) != len(part.hand):
            raise BadValue(
                _("{who}'s hand repeats a card already dealt.").format(who=names[seat - 1]),
                field="hand",
                side=seat_word(seat),
            )
        seen.update(part.hand)
        courts = [c for c in part.hand if c.rank in COURT]
        if part.carte_blanche and courts and seat != SEATS:  # the dealer's hand is after his exchange
            raise BadValue(
                _("{who} shows carte blanche but holds a court card.").format(who=names[seat - 1]),
                field="carte_blanche",
                side=seat_word(seat),
            )


def declared(facts: ThreeHandFacts, names: tuple[str, ...]) -> tuple[tuple[Calls, ...], list[SeatRuling]]:
    """What each player is reckoned to have called: the two-hand checks of calls against the
    cards (``calls.resolve_calls``: calling less is sinking, Law 50; more is refused)."""
    found: list[Calls] = []
    notes: list[SeatRuling] = []
    for seat, part in enumerate(facts.seats, start=1):
        who = names[seat - 1]
        try:
            calls, said = resolve_calls(
                DealFacts(elder=part.calls, elder_hand=part.hand), {Side.ELDER: who, Side.YOUNGER: who}
            )
        except BadValue as bad:
            raise BadValue(bad.message, field=bad.field, side=seat_word(seat)) from None
        found.append(calls[Side.ELDER])
        notes.extend(SeatRuling(r.category, None, 0, r.reason, r.law) for r in said)
    return tuple(found), notes


def score_three_hand(facts: ThreeHandFacts, names: tuple[str, ...]) -> ThreeHandScore:
    """The scores of one deal at three, by seat in playing order, with the rulings that explain them."""
    check_facts(facts, names)
    calls, rulings = declared(facts, names)
    hand: dict[str, tuple[int, ...]] = {}
    hand["carte_blanche"], blank = score_carte_blanche(tuple(p.carte_blanche for p in facts.seats), names)
    if blank is not None:
        rulings.append(blank)
    hand["point"], said = compare_points(calls, names)
    rulings.append(said)
    for category in ("sequences", "sets"):
        hand[category], said = compare_group(category, calls, names)
        rulings.append(said)
    scores = {c: [0] * SEATS for c in CATEGORIES}
    for category, got in hand.items():
        scores[category] = list(got)
    for _lead, seat, _how in play_points(facts.tricks):
        scores["play"][seat - 1] += 1
    rulings.append(
        SeatRuling(
            "play",
            None,
            sum(scores["play"]),
            Words(
                N_("Play: {scores}."),
                scores=", ".join(f"{n} {p}" for n, p in zip(names, scores["play"], strict=True)),
            ),
            "Law 65, at three",
        )
    )
    jump = bonus(hand, facts.tricks, names)
    if jump is not None:
        scores[jump.category][(jump.seat or 1) - 1] = jump.points
        rulings.append(jump)
    cards, said_cards = score_cards(facts.tricks, names)
    scores["cards"] = list(cards)
    rulings.extend(said_cards)
    by_seat = tuple(MappingProxyType({c: scores[c][i] for c in CATEGORIES}) for i in range(SEATS))
    return ThreeHandScore(names, by_seat, tuple(rulings))
