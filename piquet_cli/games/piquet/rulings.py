"""``piquet rule`` and ``piquet hand`` for Piquet: settle an argument at the table.

``rule`` scores a deal given by the entry flags, with no partie (the players are
Elder and Younger), and gives its rulings in the order things reckon (Law 67),
each with its law, then the breakdown. ``hand`` says what cards hold, in the
order they would be called. Both return a ``Report``; the command line prints it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from piquet_cli.cards import Card, Rank, Suit, parse_cards
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
from piquet_cli.said import Words

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
