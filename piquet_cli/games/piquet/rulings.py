"""``piquet rule`` and ``piquet hand`` for Piquet: settle an argument at the table.

``rule`` scores a deal given by the entry flags, with no partie (the players are
Elder and Younger), and gives its rulings in the order things reckon (Law 67),
each with its law, then the breakdown. ``hand`` says what cards hold, in the
order they would be called. Both return a ``Report``; the command line prints it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from piquet_cli.cards import Card, Rank, Suit, format_cards, parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import (
    CARTE_BLANCHE,
    NUMBER_WORDS,
    PIQUET_PACK,
    SET_RANKS,
    Sequence,
    is_carte_blanche,
    point_key,
    points_held,
    sequences_held,
    sets_held,
    suit_cards,
)
from piquet_cli.games.piquet.deal import Agreements, DealFacts, DealScore, Ruling, score_deal
from piquet_cli.games.piquet.ruling_labels import ruling_label
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.piquet.views import ROWS, score_view, side_json
from piquet_cli.games.side import SEAT_NAMES, Side
from piquet_cli.games.view import Report, report_json
from piquet_cli.i18n import N_, _
from piquet_cli.said import SUIT_WORDS, Words, listed

_CARTE_BLANCHE_FLAG = next(f.flag for f in SPEC.fields if f.key == "carte_blanche")
"""Where a carte blanche is given (the field table's flag): what the hint tells the user to add."""

RULING_ORDER = (
    "carte_blanche",
    "point",
    "sequences",
    "sets",
    "barred",
    "repique",
    "play",
    "pique",
    "cards",
    "total",
    "totals",
)
"""Law 67's order of reckoning; repique follows the hand, pique the play that wins it."""

HAND_SIZE = 12


# ---------------------------------------------------------------------------
# piquet rule


def rule_report(facts: DealFacts) -> Report:
    """Rule on whatever the entry gives: calls, hands, play — any of them, but something."""
    if facts.first_to_100 is not None or facts.double_game is not None:
        raise BadValue(
            _("who reached 100 first belongs to a partie au cent; give it to 'piquet deal'."),
            field="first_to_100" if facts.first_to_100 is not None else "double_game",
        )
    agreements = Agreements(low_cards_lead_nothing=bool(facts.low_leads))
    score = score_deal(facts, SEAT_NAMES, agreements)
    rulings = ordered_rulings(score, facts)
    return Report(
        rule_json(score, rulings),
        rulings=tuple((ruling_label(r), r) for r in rulings),
        deal=score_view(score, SEAT_NAMES),
        rows=ROWS,
    )


def ordered_rulings(score: DealScore, facts: DealFacts) -> list[Ruling]:
    """The engine's rulings in the order things reckon, each note on a call just
    before the ruling on its category, and a word on a hand that looks like
    carte blanche but was not shown as one."""
    notes = [_carte_blanche_hint(side, facts) for side in Side]
    rulings = [n for n in notes if n is not None] + list(score.rulings)
    return sorted(rulings, key=lambda r: RULING_ORDER.index(r.category) if r.category in RULING_ORDER else 0)


def _carte_blanche_hint(side: Side, facts: DealFacts) -> Ruling | None:
    """Law 18 scores carte blanche only on the hand as dealt; the keeper cannot
    know whether the twelve cards given are that hand, so it only says so."""
    hand = facts.hand(side)
    if hand is None or side in facts.carte_blanche or not is_carte_blanche(hand):
        return None
    name = SEAT_NAMES[0] if side is Side.ELDER else SEAT_NAMES[1]
    return Ruling(
        "carte_blanche",
        None,
        0,
        Words(
            N_(
                "{who}'s hand has no king, queen or knave: if it is the hand as dealt, it is carte blanche "
                "and scores 10 first (give {flag} {side})."
            ),
            who=name,
            flag=_CARTE_BLANCHE_FLAG,
            side=side.value,
        ),
        "Laws 18, 61",
    )


def rule_json(score: DealScore, rulings: list[Ruling]) -> dict[str, Any]:
    """docs/contract.md: ``{"scores": {"elder": {…}, "younger": {…}}, "rulings": […]}``."""
    return report_json(side_json(score.elder), side_json(score.younger), rulings)


# ---------------------------------------------------------------------------
# piquet hand


@dataclass(frozen=True)
class Holding:
    """One thing a hand can call, with the cards that make it."""

    kind: str  # "carte_blanche", "point", "sequence", "set", "nothing"
    name: str
    cards: tuple[Card, ...]
    score: int
    suits: tuple[Suit, ...] = ()
    count: int | None = None  # what a point makes


def read_hand(text: str) -> tuple[Card, ...]:
    """Up to twelve cards in the notation: a whole hand, or the part a player is checking
    (one suit, say). None, or more than twelve, is refused in one sentence."""
    if not text.strip():
        raise BadValue(
            _(
                "give the cards to look at, a whole hand or some of it: piquet hand AS JS 9S 8S "
                "(the notation: piquet help notation)."
            ),
            field="cards",
        )
    hand = parse_cards(text, PIQUET_PACK)
    if len(hand) > HAND_SIZE:
        raise BadValue(_("a piquet hand has 12 cards, not {count}.").format(count=len(hand)), field="cards")
    return hand


def hand_holdings(hand: tuple[Card, ...]) -> list[Holding]:
    """Everything the hand holds, in the order it would be called (Law 67):
    carte blanche, point, sequences, quatorzes and trios — and the groups of
    nines and below, which score nothing (Law 64)."""
    found: list[Holding] = []
    if is_carte_blanche(hand):
        found.append(Holding("carte_blanche", "carte blanche", hand, CARTE_BLANCHE))
    found.extend(_point(hand))
    found.extend(_sequences(hand))
    found.extend(_sets(hand))
    return found


def _point(hand: tuple[Card, ...]) -> list[Holding]:
    held = points_held(hand)
    if not held:
        return []
    best = max(held.values(), key=point_key)
    suits = tuple(s for s, p in held.items() if p == best)
    cards = tuple(suit_cards(hand, suits[0]))
    return [Holding("point", best.describe(), cards, best.score, suits, best.count)]


def _sequences(hand: tuple[Card, ...]) -> list[Holding]:
    found: list[tuple[Sequence, Suit]] = []
    for suit in Suit:
        found.extend((seq, suit) for seq in sequences_held(tuple(suit_cards(hand, suit))))
    found.sort(key=lambda pair: pair[0].key, reverse=True)
    return [
        Holding("sequence", seq.describe(), tuple(Card(r, suit) for r in seq.ranks()), seq.score, (suit,))
        for seq, suit in found
    ]


def _sets(hand: tuple[Card, ...]) -> list[Holding]:
    def of_rank(rank: Rank | None) -> tuple[Card, ...]:
        return tuple(sorted((c for c in hand if c.rank is rank), key=lambda c: list(Suit).index(c.suit)))

    found = [Holding("set", s.describe(), of_rank(s.rank), s.score) for s in sets_held(hand)]
    low = sorted((r for r in Rank if r not in SET_RANKS and len(of_rank(r)) >= 3), reverse=True)
    found.extend(
        Holding("nothing", f"{NUMBER_WORDS[len(of_rank(r))]} {r.plural}", of_rank(r), 0) for r in low
    )
    return found


def hand_report(cards: list[str] | None = None) -> Report:
    """``piquet hand``: what the cards hold (carte blanche, point, sequences, sets), with values."""
    hand = read_hand(" ".join(cards or ()))
    holdings = hand_holdings(hand)
    return Report(hand_json(hand, holdings), lines=tuple(hand_lines(hand, holdings)))


def _cards_words(cards: tuple[Card, ...]) -> str:
    return " ".join(c.pretty for c in cards)


def _suits_words(suits: tuple[Suit, ...]) -> str:
    return listed([Words(SUIT_WORDS[s]) for s in suits], N_("{rest} or {last}"))


_LOW_RANKS = {Rank.NINE: N_("nines"), Rank.EIGHT: N_("eights"), Rank.SEVEN: N_("sevens")}


def hand_lines(hand: tuple[Card, ...], holdings: list[Holding]) -> list[str]:
    """The hand, then one line for each thing it would call, with its value if good."""
    whole = len(hand) == HAND_SIZE
    shown = format_cards(hand, pretty=True)
    if whole:
        lines: list[str] = [Words(N_("Hand: {cards}"), cards=shown)]
    else:
        lines = [Words(N_("Cards: {cards} ({count} of a hand's 12)"), cards=shown, count=len(hand))]
    for h in holdings:
        if h.kind == "carte_blanche":
            lines.append(
                Words(
                    N_("Carte blanche, if this is the hand as dealt: {score} (Laws 18, 61)."), score=h.score
                )
            )
        elif h.kind == "point":
            also = (
                Words(N_(", or the same in {suits}"), suits=_suits_words(h.suits[1:]))
                if len(h.suits) > 1
                else ""
            )
            lines.append(
                Words(
                    N_("Point: {name} in {suit} ({cards}){also}: {score} if good (Law 62)."),
                    name=h.name,
                    suit=Words(SUIT_WORDS[h.suits[0]]),
                    cards=_cards_words(h.cards),
                    also=also,
                    score=h.score,
                )
            )
        elif h.kind == "sequence":
            lines.append(
                Words(
                    N_("Sequence: {name} in {suit} ({cards}): {score} if good (Law 63)."),
                    name=h.name,
                    suit=Words(SUIT_WORDS[h.suits[0]]),
                    cards=_cards_words(h.cards),
                    score=h.score,
                )
            )
        elif h.kind == "set":
            lines.append(
                Words(
                    N_("Quatorze: {name} ({cards}): {score} if good (Law 64).")
                    if h.score == 14
                    else N_("Trio: {name} ({cards}): {score} if good (Law 64)."),
                    name=h.name,
                    cards=_cards_words(h.cards),
                    score=h.score,
                )
            )
    if not any(h.kind == "sequence" for h in holdings):
        lines.append(Words(N_("Sequence: none.")))
    if not any(h.kind == "set" for h in holdings):
        lines.append(Words(N_("Quatorzes and trios: none.")))
    worthless = [h for h in holdings if h.kind == "nothing"]
    if worthless:
        english = " and ".join(h.name for h in worthless)
        low = [
            Words(N_("{count} {rank}"), count=len(h.cards), rank=Words(_LOW_RANKS[h.cards[0].rank]))
            for h in worthless
        ]
        lines.append(
            Words.english(
                f"{english[0].upper()}{english[1:]} score nothing: nines and below make no quatorze or trio (Law 64).",
                N_("{sets} score nothing: nines and below make no quatorze or trio (Law 64)."),
                sets=listed(low),
            )
        )
    total = sum(h.score for h in holdings)
    repique = total >= 30
    if whole:
        verdict = (
            N_(
                "In hand, if everything is good: {total}; 30 or more in hand alone is a repique (+60) "
                "if nothing of the adversary's reckons first (Law 68)."
            )
            if repique
            else N_("In hand, if everything is good: {total}.")
        )
        lines.append(Words(verdict, total=total))
    else:
        verdict = (
            N_(
                "In these {count} cards, if everything is good: {total}; 30 or more in hand alone is a repique "
                "(+60) if nothing of the adversary's reckons first (Law 68)."
            )
            if repique
            else N_("In these {count} cards, if everything is good: {total}.")
        )
        count = NUMBER_WORDS.get(len(hand), str(len(hand)))
        lines.append(
            Words.english(
                str(Words(verdict, count=count, total=total)), verdict, count=len(hand), total=total
            )
        )
    if not whole:
        rest = HAND_SIZE - len(hand)
        lines.append(
            Words(
                N_(
                    "A whole hand's other card may add to this: a longer or better point in another suit, "
                    "more sequences, quatorzes and trios, and carte blanche, which needs all twelve without a king, "
                    "queen or knave (Laws 18, 61). Give all twelve to see the whole hand."
                )
            )
            if rest == 1
            else Words(
                N_(
                    "A whole hand's other {count} cards may add to this: a longer or better point in another suit, "
                    "more sequences, quatorzes and trios, and carte blanche, which needs all twelve without a king, "
                    "queen or knave (Laws 18, 61). Give all twelve to see the whole hand."
                ),
                count=rest,
            )
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
