"""``piquet hand``: what a hand holds (``rulings.hand_holdings``) in words, and as JSON."""

from __future__ import annotations

from typing import Any

from piquet_cli.cards import Card, Suit, format_cards
from piquet_cli.games.piquet.combinations import NUMBER_WORDS
from piquet_cli.games.piquet.rulings import HAND_SIZE, Holding, hand_holdings, read_hand
from piquet_cli.games.view import Report


def hand_report(cards: list[str] | None = None) -> Report:
    """``piquet hand``: what the cards hold (carte blanche, point, sequences, sets), with values."""
    hand = read_hand(" ".join(cards or ()))
    holdings = hand_holdings(hand)
    return Report(hand_json(hand, holdings), lines=tuple(hand_lines(hand, holdings)))


def _cards_words(cards: tuple[Card, ...]) -> str:
    return " ".join(c.pretty for c in cards)


def _suits_words(suits: tuple[Suit, ...]) -> str:
    words = [s.word for s in suits]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def hand_lines(hand: tuple[Card, ...], holdings: list[Holding]) -> list[str]:
    """The hand, then one line for each thing it would call, with its value if good."""
    whole = len(hand) == HAND_SIZE
    if whole:
        lines = [f"Hand: {format_cards(hand, pretty=True)}"]
    else:
        lines = [f"Cards: {format_cards(hand, pretty=True)} ({len(hand)} of a hand's 12)"]
    for h in holdings:
        if h.kind == "carte_blanche":
            lines.append(f"Carte blanche, if this is the hand as dealt: {h.score} (Laws 18, 61).")
        elif h.kind == "point":
            also = f", or the same in {_suits_words(h.suits[1:])}" if len(h.suits) > 1 else ""
            lines.append(
                f"Point: {h.name} in {h.suits[0].word} ({_cards_words(h.cards)}){also}: "
                f"{h.score} if good (Law 62)."
            )
        elif h.kind == "sequence":
            lines.append(
                f"Sequence: {h.name} in {h.suits[0].word} ({_cards_words(h.cards)}): "
                f"{h.score} if good (Law 63)."
            )
        elif h.kind == "set":
            kind = h.name.split()[0].capitalize()
            lines.append(f"{kind}: {h.name} ({_cards_words(h.cards)}): {h.score} if good (Law 64).")
    if not any(h.kind == "sequence" for h in holdings):
        lines.append("Sequence: none.")
    if not any(h.kind == "set" for h in holdings):
        lines.append("Quatorzes and trios: none.")
    worthless = [h for h in holdings if h.kind == "nothing"]
    if worthless:
        names = " and ".join(h.name for h in worthless)
        lines.append(
            f"{names[0].upper()}{names[1:]} score nothing: nines and below make no quatorze or trio (Law 64)."
        )
    total = sum(h.score for h in holdings)
    if whole:
        verdict = f"In hand, if everything is good: {total}"
    else:
        verdict = (
            f"In these {NUMBER_WORDS.get(len(hand), str(len(hand)))} cards, if everything is good: {total}"
        )
    if total >= 30:
        verdict += "; 30 or more in hand alone is a repique (+60)"
        verdict += " if nothing of the adversary's reckons first (Law 68)"
    lines.append(verdict + ".")
    if not whole:
        rest = HAND_SIZE - len(hand)
        others = "other card" if rest == 1 else f"other {rest} cards"
        lines.append(
            f"A whole hand's {others} may add to this: a longer or better point in another suit, "
            "more sequences, quatorzes and trios, and carte blanche, which needs all twelve without a king, "
            "queen or knave (Laws 18, 61). Give all twelve to see the whole hand."
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
