"""``piquet hand``: what a hand holds (``rulings.hand_holdings``) in words, and as JSON."""

from __future__ import annotations

from typing import Any

from piquet_cli.cards import Card, Suit, format_cards
from piquet_cli.games.piquet.combinations import NUMBER_WORDS, SEQUENCE_WORDS
from piquet_cli.games.piquet.rulings import HAND_SIZE, Holding, hand_holdings, read_hand
from piquet_cli.games.view import Report
from piquet_cli.i18n import N_, _, active

SEQUENCE_KINDS = {
    "major": N_("{sequence} major"),
    "minor": N_("{sequence} minor"),
    "king": N_("{sequence} to the king"),
    "queen": N_("{sequence} to the queen"),
    "knave": N_("{sequence} to the knave"),
    "ten": N_("{sequence} to the ten"),
    "nine": N_("{sequence} to the nine"),
    "eight": N_("{sequence} to the eight"),
}
SETS = (
    N_("quatorze of aces"),
    N_("quatorze of kings"),
    N_("quatorze of queens"),
    N_("quatorze of knaves"),
    N_("quatorze of tens"),
    N_("trio of aces"),
    N_("trio of kings"),
    N_("trio of queens"),
    N_("trio of knaves"),
    N_("trio of tens"),
)
LOW = {"nines": N_("{count} nines"), "eights": N_("{count} eights"), "sevens": N_("{count} sevens")}
"""The names of what a hand holds, outside English (in English, the combinations' own)."""


def holding_name(h: Holding) -> str:
    """What ``h`` is called in the language spoken: "point of six making 60", "quint major",
    "trio of kings", "three nines" in English, as the combinations name them."""
    if active() == "en":
        return h.name
    if h.kind == "point":
        return _("point of {cards} cards making {count}").format(cards=len(h.cards), count=h.count)
    if h.kind == "sequence":
        name = _(SEQUENCE_WORDS[len(h.cards)])
        kind = (
            "major"
            if h.name.endswith(" major")
            else "minor"
            if h.name.endswith(" minor")
            else h.name.split()[-1]
        )
        return _(SEQUENCE_KINDS.get(kind, "{sequence}")).format(sequence=name)
    if h.kind == "nothing":
        return _(LOW.get(h.name.split()[-1], h.name)).format(count=len(h.cards))
    return _(h.name)


def hand_report(cards: list[str] | None = None) -> Report:
    """``piquet hand``: what the cards hold (carte blanche, point, sequences, sets), with values."""
    hand = read_hand(" ".join(cards or ()))
    holdings = hand_holdings(hand)
    return Report(hand_json(hand, holdings), lines=tuple(hand_lines(hand, holdings)))


def _cards_words(cards: tuple[Card, ...]) -> str:
    return " ".join(c.pretty for c in cards)


def _suits_words(suits: tuple[Suit, ...]) -> str:
    words = [_(s.word) for s in suits]
    return (
        words[0]
        if len(words) == 1
        else _("{some} or {last}").format(some=", ".join(words[:-1]), last=words[-1])
    )


def hand_lines(hand: tuple[Card, ...], holdings: list[Holding]) -> list[str]:
    """The hand, then one line for each thing it would call, with its value if good."""
    whole = len(hand) == HAND_SIZE
    if whole:
        lines = [_("Hand: {cards}").format(cards=format_cards(hand, pretty=True))]
    else:
        lines = [
            _("Cards: {cards} ({count} of a hand's 12)").format(
                cards=format_cards(hand, pretty=True), count=len(hand)
            )
        ]
    for h in holdings:
        if h.kind == "carte_blanche":
            lines.append(
                _("Carte blanche, if this is the hand as dealt: {score} (Laws 18, 61).").format(score=h.score)
            )
        elif h.kind == "point":
            also = (
                _(", or the same in {suits}").format(suits=_suits_words(h.suits[1:]))
                if len(h.suits) > 1
                else ""
            )
            lines.append(
                _("Point: {name} in {suit} ({cards}){also}: {score} if good (Law 62).").format(
                    name=holding_name(h),
                    suit=_(h.suits[0].word),
                    cards=_cards_words(h.cards),
                    also=also,
                    score=h.score,
                )
            )
        elif h.kind == "sequence":
            lines.append(
                _("Sequence: {name} in {suit} ({cards}): {score} if good (Law 63).").format(
                    name=holding_name(h), suit=_(h.suits[0].word), cards=_cards_words(h.cards), score=h.score
                )
            )
        elif h.kind == "set":
            said = (
                _("Quatorze: {name} ({cards}): {score} if good (Law 64).")
                if h.name.startswith("quatorze")
                else _("Trio: {name} ({cards}): {score} if good (Law 64).")
            )
            lines.append(said.format(name=holding_name(h), cards=_cards_words(h.cards), score=h.score))
    if not any(h.kind == "sequence" for h in holdings):
        lines.append(_("Sequence: none."))
    if not any(h.kind == "set" for h in holdings):
        lines.append(_("Quatorzes and trios: none."))
    worthless = [h for h in holdings if h.kind == "nothing"]
    if worthless:
        names = _(" and ").join(holding_name(h) for h in worthless)
        said = _("{names} score nothing: nines and below make no quatorze or trio (Law 64).").format(
            names=names
        )
        lines.append(said[:1].upper() + said[1:])
    total = sum(h.score for h in holdings)
    if whole:
        verdict = _("In hand, if everything is good: {total}").format(total=total)
    else:
        count = NUMBER_WORDS.get(len(hand), str(len(hand))) if active() == "en" else str(len(hand))
        verdict = _("In these {count} cards, if everything is good: {total}").format(count=count, total=total)
    if total >= 30:
        verdict += _(
            "; 30 or more in hand alone is a repique (+60) if nothing of the adversary's reckons first (Law 68)"
        )
    lines.append(verdict + ".")
    if not whole:
        rest = HAND_SIZE - len(hand)
        if rest == 1:
            lines.append(
                _(
                    "A whole hand's other card may add to this: a longer or better point in another suit, "
                    "more sequences, quatorzes and trios, and carte blanche, which needs all twelve without a king, "
                    "queen or knave (Laws 18, 61). Give all twelve to see the whole hand."
                )
            )
        else:
            lines.append(
                _(
                    "A whole hand's other {count} cards may add to this: a longer or better point in another suit, "
                    "more sequences, quatorzes and trios, and carte blanche, which needs all twelve without a king, "
                    "queen or knave (Laws 18, 61). Give all twelve to see the whole hand."
                ).format(count=rest)
            )
    return lines


def hand_json(hand: tuple[Card, ...], holdings: list[Holding]) -> dict[str, Any]:
    def cards(h: Holding) -> list[str]:
        return [str(c) for c in h.cards]

    point = next((h for h in holdings if h.kind == "point"), None)
    return {
        "cards": [str(c) for c in hand],
        "carte_blanche": next((h.score for h in holdings if h.kind == "carte_blanche"), 0),
        "point": None
        if point is None
        else {
            "name": point.name,
            "cards": len(point.cards),
            "count": point.count,
            "suits": [s.word for s in point.suits],
            "held": cards(point),
            "score": point.score,
        },
        "sequences": [
            {"name": h.name, "suit": h.suits[0].word, "cards": cards(h), "score": h.score}
            for h in holdings
            if h.kind == "sequence"
        ],
        "sets": [{"name": h.name, "cards": cards(h), "score": h.score} for h in holdings if h.kind == "set"],
        "worthless": [{"name": h.name, "cards": cards(h)} for h in holdings if h.kind == "nothing"],
        "total": sum(h.score for h in holdings),
        "whole_hand": len(hand) == HAND_SIZE,
    }
