"""Why a meld cannot be made from real cards, and what the keeper cannot see and so warns
about: the sentences of ``check`` that name cards and the melds that hold them (seed 002's
reuse rule: a card goes again only into a later meld of higher value or of another class;
a player never melds the other's cards; every meld takes a card from the hand)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from piquet_cli.cards import Card, Rank
from piquet_cli.games.pinochle import copies
from piquet_cli.games.pinochle.melds import Meld, card_text, meld, said_card_text
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_
from piquet_cli.said import Words, joined, listed

if TYPE_CHECKING:
    from piquet_cli.games.pinochle.check import MeldContext, Melding

REUSE = N_("a melded card goes again only into a later meld of higher value or of another class")


def reserved_cards(ctx: MeldContext) -> frozenset[Card]:
    """Classic: a turned-up nine is drawn after the last melding trick, so no one melds it."""
    return frozenset({Card(Rank.NINE, ctx.trumps)}) if ctx.turn_up_nine else frozenset()


def holders_of(m: Melding, side: Side, target: Meld, card: Card) -> list[tuple[Side, str]]:
    """The earlier melds that keep ``card`` from ``target``: the other player's, and
    ``side``'s own of the same class worth as much or more."""
    found: Counter[tuple[Side, str]] = Counter()  # the first name kept: a Words, said where printed
    for event in m.events:
        for code in event.codes:
            x = meld(code)
            if card not in x.cards(m.context.trumps):
                continue
            if event.side is not side or (x.group == target.group and x.value >= target.value):
                found[(event.side, x.name)] += 1
    return [
        (
            s,
            Words(
                N_("{who}'s {meld} (twice)") if n > 1 else N_("{who}'s {meld}"),
                who=m.context.name(s),
                meld=name,
            ),
        )
        for (s, name), n in found.items()
    ]


def listed_cards(items: list[str], last: str = "and") -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


def impossible(m: Melding, side: Side, target: Meld, blocked: tuple[Card, ...]) -> str:
    """Why no copies can make ``target``: its cards all taken, or none left for the hand."""
    ctx = m.context
    who = ctx.name(side)
    shown = target.shown(ctx.trumps)
    if not blocked:
        return Words(
            N_(
                "{who}'s {meld} would take no card from the hand: each meld takes at least one card not "
                "yet melded, and {who}'s earlier melds already account for every copy of its cards "
                "{who} could use."
            ),
            who=who,
            meld=shown,
        )
    groups: dict[str, tuple[list[str], list[str]]] = {}
    sides: set[Side] = set()
    for card in blocked:
        holders = holders_of(m, side, target, card)
        sides |= {s for s, _h in holders}
        place = [h for _s, h in holders]
        groups.setdefault(listed_cards(place), (place, []))[1].append(
            Words(N_("both {card}"), card=said_card_text(card))
        )
    where = joined(
        "; ",
        (
            Words(N_("{cards} are in {melds}"), cards=listed(cards), melds=listed(place))
            for place, cards in groups.values()
        ),
    )
    rules = []
    if side.other in sides:
        rules.append(Words(N_("a player melds only the cards of that player's own hand")))
    if side in sides:
        rules.append(Words(REUSE))
    because = rules[0] if len(rules) == 1 else Words(N_("{one}, and {other}"), one=rules[0], other=rules[1])
    return Words(
        N_("{who}'s {meld} cannot be made: {where}, and {rules}."),
        who=who,
        meld=shown,
        where=where,
        rules=because,
    )


def meld_warnings(m: Melding, side: Side, target: Meld, placed: list[copies.Placed]) -> tuple[str, ...]:
    """What the keeper cannot see: cards that must be the other copy, or one more from the hand."""
    ctx = m.context
    who = ctx.name(side)
    cards = target.cards(ctx.trumps)
    mine = {c for e in m.events if e.side is side for code in e.codes for c in meld(code).cards(ctx.trumps)}
    reserved = reserved_cards(ctx)
    forced = [
        c
        for c in cards
        if c in mine and not copies.solve(placed, ctx.trumps, reserved, reused_in_last=c).possible
    ]
    said: list[str] = []
    kept = [c for c in forced if holders_of(m, side, target, c)]
    if kept:
        holders = sorted({h for c in kept for _, h in holders_of(m, side, target, c)})
        said.append(
            Words.english(
                f"{who}'s {target.name} needs the other {listed_cards([card_text(c) for c in kept])}: those in "
                f"{listed_cards(holders)} may not go into it ({REUSE}). The keeper cannot see the cards: "
                f"check that {who} holds them.",
                N_(
                    "{who}'s {meld} needs the other {cards}: those already melded may not go into it ({reuse}). "
                    "The keeper cannot see the cards: check that {who} holds them."
                ),
                who=who,
                meld=target.name,
                cards=listed([said_card_text(c) for c in kept]),
                reuse=Words(REUSE),
            )
        )
    fresh = [c for c in forced if c not in kept]
    if fresh:
        said.append(
            Words(
                N_(
                    "{who}'s {meld} needs a {cards} not melded before: "
                    "a meld takes at least one card from the hand, and no other card of it can be that one. "
                    "The keeper cannot see the cards: check that {who} holds it."
                ),
                who=who,
                meld=target.name,
                cards=Words.english(
                    listed_cards([card_text(c) for c in fresh]),
                    "{cards}",
                    cards=listed([said_card_text(c) for c in fresh]),
                ),
            )
        )
    if not forced and all(c in mine for c in cards):
        said.append(
            Words(
                N_(
                    "every card of {who}'s {meld} is already melded, and a meld takes at least one card "
                    "from the hand: {who} must show a {cards} not melded before."
                ),
                who=who,
                meld=target.name,
                cards=Words.english(
                    listed_cards([card_text(c) for c in cards], "or"),
                    "{cards}",
                    cards=listed([said_card_text(c) for c in cards], N_("{rest} or {last}")),
                ),
            )
        )
    return tuple(said)
