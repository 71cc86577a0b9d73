"""An independent scoring oracle for Piquet, used only by the tests.

Written straight from Cavendish, *The Laws of Piquet adopted by the Portland and
Turf Clubs* (1882), laws 61-69, without looking at the engine in ``piquet_cli``.
It is deliberately plain: each category is worked out with its own loops over
the two hands, and nothing here is shared with the engine.

Cards use the product notation: rank ``7 8 9 10 J Q K A`` (``T`` also means ten)
followed by a suit letter ``S H D C``, e.g. ``"AS"``, ``"10H"``, ``"7C"``.

Scope: two hands of twelve cards and the twelve trick winners (a string of
``e``/``y``); by default every combination held is declared and there is no
carte blanche (it belongs to the hand as dealt, so it is said, not found).
``score_deal`` also takes what was said at the table: a carte blanche, calls
that sink part of a hand, and bars (a penalty on the whole deal, or on one
category). ``biased_case`` deals hands biased toward what random deals rarely
give, for comparing the engine with this oracle on many deals.
"""

from __future__ import annotations

import functools
import random

# Rank order for sequences (Law 63): seven lowest, ace highest.
RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["S", "H", "D", "C"]

# Pip values for the point (Law 62): ace 11, court cards and ten 10, the rest
# their face value.
PIPS = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 11}

# Value of a sequence by its length (Law 63).
SEQUENCE_VALUE = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}

# Only these ranks make quatorzes and trios (Law 64).
SET_RANKS = ["10", "J", "Q", "K", "A"]

KEYS = (
    "carte_blanche",
    "point",
    "sequences",
    "sets",
    "repique",
    "pique",
    "play",
    "cards",
    "total",
)


# --------------------------------------------------------------------------
# Dealing
# --------------------------------------------------------------------------


def deal_hands(rng: random.Random) -> tuple[list[str], list[str]]:
    """Shuffle a 32-card piquet pack and return (elder, younger), 12 cards each.

    The remaining eight cards are the talon; they are simply not returned.
    """
    pack = []
    for suit in SUITS:
        for rank in RANKS:
            pack.append(rank + suit)
    rng.shuffle(pack)
    return pack[:12], pack[12:24]


def random_tricks(rng: random.Random) -> str:
    """Twelve random trick winners, each ``e`` (elder) or ``y`` (younger)."""
    return "".join(rng.choice("ey") for _ in range(12))


# --------------------------------------------------------------------------
# Reading cards
# --------------------------------------------------------------------------


def _split(card: str) -> tuple[str, str]:
    """Return (rank, suit) of a card string such as ``"10H"`` or ``"TS"``."""
    known = _SPLIT.get(card)
    if known is not None:
        return known
    text = card.strip().upper()
    rank, suit = text[:-1], text[-1]
    if rank == "T":
        rank = "10"
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a piquet card: {card!r}")
    return rank, suit


_SPLIT = {rank + suit: (rank, suit) for rank in RANKS for suit in SUITS}
"""The 32 cards as written by ``deal_hands``: read once (the comparison scores many deals)."""


def _check_hands(elder: list[str], younger: list[str]) -> None:
    seen = set()
    for who, hand in (("elder", elder), ("younger", younger)):
        if len(hand) != 12:
            raise ValueError(f"{who} holds {len(hand)} cards, not 12")
        for card in hand:
            parsed = _split(card)
            if parsed in seen:
                raise ValueError(f"card {card!r} appears twice")
            seen.add(parsed)


# --------------------------------------------------------------------------
# Hand categories (Laws 62-64)
# --------------------------------------------------------------------------


def best_point(hand: list[str]) -> tuple[int, int]:
    """A hand's best point as (number of cards, pip count) -- Law 62.

    The longest suit is the point; of two suits of equal length the one with the
    higher pip count is the better.
    """
    return _best_point(tuple(hand))


@functools.lru_cache(maxsize=64)
def _best_point(hand: tuple[str, ...]) -> tuple[int, int]:
    best = (0, 0)
    cards = [_split(card) for card in hand]
    for suit in SUITS:
        count = 0
        pips = 0
        for rank, s in cards:
            if s == suit:
                count += 1
                pips += PIPS[rank]
        best = max(best, (count, pips))
    return best


def runs(hand: list[str]) -> list[tuple[int, str]]:
    """Every sequence in a hand as (length, top rank) -- Law 63.

    A sequence is a maximal run of three or more cards of one suit, consecutive
    in the order 7 8 9 10 J Q K A.
    """
    found = []
    cards = [_split(card) for card in hand]
    for suit in SUITS:
        held = [False] * len(RANKS)
        for rank, s in cards:
            if s == suit:
                held[RANKS.index(rank)] = True
        length = 0
        for i in range(len(RANKS)):
            if held[i]:
                length += 1
            else:
                if length >= 3:
                    found.append((length, RANKS[i - 1]))
                length = 0
        if length >= 3:
            found.append((length, RANKS[-1]))
    return found


def sets_held(hand: list[str]) -> list[tuple[int, str]]:
    """Every quatorze or trio in a hand as (count, rank) -- Law 64.

    Only aces, kings, queens, knaves and tens count; four of a rank is a
    quatorze, three a trio.
    """
    return list(_sets_held(tuple(hand)))


@functools.lru_cache(maxsize=64)
def _sets_held(hand: tuple[str, ...]) -> tuple[tuple[int, str], ...]:
    found = []
    ranks = [_split(card)[0] for card in hand]
    for rank in SET_RANKS:
        count = ranks.count(rank)
        if count >= 3:
            found.append((count, rank))
    return tuple(found)


def _point_scores(elder: list[str], younger: list[str]) -> tuple[int, int]:
    """Law 62: the better point scores one per card; equal points score nothing."""
    e = best_point(elder)
    y = best_point(younger)
    if e > y:
        return e[0], 0
    if y > e:
        return 0, y[0]
    return 0, 0


def _sequence_scores(elder: list[str], younger: list[str]) -> tuple[int, int]:
    """Law 63: the holder of the best sequence scores all his sequences.

    Best = longest; equal length -> higher top card; fully equal -> neither
    player scores any sequence.
    """
    e_runs = runs(elder)
    y_runs = runs(younger)
    e_best = (0, -1)
    for length, top in e_runs:
        e_best = max(e_best, (length, RANKS.index(top)))
    y_best = (0, -1)
    for length, top in y_runs:
        y_best = max(y_best, (length, RANKS.index(top)))
    if e_best > y_best:
        total = 0
        for length, _top in e_runs:
            total += SEQUENCE_VALUE[length]
        return total, 0
    if y_best > e_best:
        total = 0
        for length, _top in y_runs:
            total += SEQUENCE_VALUE[length]
        return 0, total
    return 0, 0


def _set_scores(elder: list[str], younger: list[str]) -> tuple[int, int]:
    """Law 64: quatorze 14 beats any trio 3; same kind -> higher rank.

    The holder of the best set scores all his sets (quatorze 14, trio 3).
    Between two full hands no tie is possible (a rank has only four cards).
    """
    e_sets = sets_held(elder)
    y_sets = sets_held(younger)
    e_best = (False, -1)
    for count, rank in e_sets:
        e_best = max(e_best, (count >= 4, SET_RANKS.index(rank)))
    y_best = (False, -1)
    for count, rank in y_sets:
        y_best = max(y_best, (count >= 4, SET_RANKS.index(rank)))
    if e_best > y_best:
        return sum(14 if c >= 4 else 3 for c, _r in e_sets), 0
    if y_best > e_best:
        return 0, sum(14 if c >= 4 else 3 for c, _r in y_sets)
    return 0, 0


# --------------------------------------------------------------------------
# The play (Laws 65-66)
# --------------------------------------------------------------------------


def play_events(tricks: str) -> list[tuple[int, str, str]]:
    """The play points of Law 65, one event per point, in the order they fall.

    Returns a list of (trick number 1..12, who scores ``"e"``/``"y"``, why),
    ``why`` being ``"lead"``, ``"win"`` (a trick won on the opponent's lead) or
    ``"last"`` (the extra point for the last trick). Elder leads the first
    trick; the winner of a trick leads the next.
    """
    tricks = tricks.strip().lower()
    if len(tricks) != 12 or any(ch not in "ey" for ch in tricks):
        raise ValueError(f"trick winners must be 12 of 'e'/'y': {tricks!r}")
    events = []
    leader = "e"
    for number in range(1, 13):
        winner = tricks[number - 1]
        events.append((number, leader, "lead"))
        if winner != leader:
            events.append((number, winner, "win"))
        if number == 12:
            events.append((number, winner, "last"))
        leader = winner
    return events


def _cards_scores(tricks: str) -> tuple[int, int]:
    """Law 66: more than six tricks 10; all twelve (capot) 40 instead; 6-6 nothing."""
    e_won = tricks.count("e")
    y_won = tricks.count("y")
    if e_won == 12:
        return 40, 0
    if y_won == 12:
        return 0, 40
    if e_won > 6:
        return 10, 0
    if y_won > 6:
        return 0, 10
    return 0, 0


# --------------------------------------------------------------------------
# The whole deal (Laws 61-69)
# --------------------------------------------------------------------------


HAND_KEYS = ("carte_blanche", "point", "sequences", "sets")
COURTS = ("K", "Q", "J")


def score_from_hands(elder: list[str], younger: list[str], tricks: str) -> dict:
    """Score one deal from the two (fully declared) hands and the trick winners.

    Returns ``{"elder": {...}, "younger": {...}}``, each with the keys
    carte_blanche, point, sequences, sets, repique, pique, play, cards, total.
    The same as ``score_deal`` with nothing sunk, no carte blanche and no bar.
    """
    return score_deal(elder, younger, tricks)


def runs_in_suits(hand: list[str]) -> list[tuple[int, str, str]]:
    """Every sequence of a hand with its suit: (length, top rank, suit) -- Law 63."""
    return list(_runs_in_suits(tuple(hand)))


@functools.lru_cache(maxsize=64)
def _runs_in_suits(hand: tuple[str, ...]) -> tuple[tuple[int, str, str], ...]:
    # A hand is scored several ways (calls, bars, tricks) in the comparison: read it once.
    found = []
    cards = [(_split(c)[1], c) for c in hand]
    for suit in SUITS:
        for length, top in runs([c for s, c in cards if s == suit]):
            found.append((length, top, suit))
    return tuple(found)


def _point_of(hand: list[str], declared: bool) -> tuple[int, int]:
    return best_point(hand) if declared else (0, 0)


def _shown_sets(
    hand: list[str],
    point_shown: bool,
    runs_called: list[tuple[int, str, str]],
    sets_called: list[tuple[int, str]],
) -> list[tuple[int, str]]:
    """Case IV: the quatorzes and trios the calls show without their being called.

    "Calling is equivalent to showing" (description of the game): a sequence
    called shows its cards; a point that is good or equal has its suit named
    and shows every card of that suit (when no other suit of the hand would
    answer the same call). Three or four cards of a rank, ten or higher, so
    shown make a trio or quatorze shown.
    """
    if all((count, rank) in sets_called for count, rank in sets_held(hand)):
        return []  # every set held is called: none is left to show
    cards = set()
    parsed = [_split(c) for c in hand]
    if point_shown:
        cards_n, pips = best_point(hand)
        suits = []
        for suit in SUITS:
            held = [rank for rank, s in parsed if s == suit]
            if len(held) == cards_n and sum(PIPS[rank] for rank in held) == pips:
                suits.append(suit)
        if len(suits) == 1:
            cards |= {card for card in parsed if card[1] == suits[0]}
    for length, top, suit in runs_called:
        top_at = RANKS.index(top)
        for i in range(length):
            cards.add((RANKS[top_at - i], suit))
    shown = []
    for rank in SET_RANKS:
        n = sum(1 for r, _s in cards if r == rank)
        called = max((c for c, r in sets_called if r == rank), default=0)
        if n >= 3 and n > called:
            shown.append((min(n, 4), rank))
    return shown


def score_deal(
    elder: list[str],
    younger: list[str],
    tricks: str,
    *,
    carte_blanche: str | None = None,
    declared: dict | None = None,
    barred: str | None = None,
    barred_from: tuple = (),
) -> dict:
    """Score one deal of two hands, as declared, with the trick winners.

    * ``carte_blanche``: ``"e"`` or ``"y"``, who showed one (Laws 18, 61);
    * ``declared``: for ``"e"``/``"y"``, what was called out of the hand:
      ``{"point": bool, "sequences": [(length, top, suit)], "sets": [(count, rank)]}``
      -- a player need not call anything (description of the game); a side
      left out calls everything he holds;
    * ``barred``: who reckons nothing that deal as a penalty (Laws 54, 58), but
      his carte blanche (Case XXI); ``barred_from``: ``(side, category)`` pairs
      barred alone (Law 46, Case I). Barred cards still bar the adversary.

    Law 62 point, 63 sequences, 64 quatorzes and trios (with those shown by
    implication, Case IV), 65 play, 66 the cards, 67 the order of reckoning,
    68 repique, 69 pique.
    """
    _check_hands(elder, younger)
    tricks = tricks.strip().lower()
    hands = {"e": elder, "y": younger}
    calls = {}
    for side, hand in hands.items():
        mine = (declared or {}).get(side)
        if mine is None:
            mine = {"point": True, "sequences": runs_in_suits(hand), "sets": sets_held(hand)}
        calls[side] = mine

    def is_barred(side: str, category: str) -> bool:
        if category == "carte_blanche":
            return False  # Case XXI
        if category in ("point", "sequences", "sets") and (side, category) in barred_from:
            return True
        return barred == side

    held = {"e": {key: 0 for key in KEYS}, "y": {key: 0 for key in KEYS}}

    # Law 61: carte blanche scores ten.
    if carte_blanche:
        held[carte_blanche]["carte_blanche"] = 10

    # Law 62: the larger point is good; one a card.
    points = {side: _point_of(hands[side], calls[side]["point"]) for side in hands}
    if points["e"] > points["y"]:
        held["e"]["point"] = points["e"][0]
    elif points["y"] > points["e"]:
        held["y"]["point"] = points["y"][0]

    # Law 63: the best sequence is good and its holder reckons all he called.
    best = {}
    for side in hands:
        best[side] = max(((n, RANKS.index(top)) for n, top, _s in calls[side]["sequences"]), default=(0, -1))
    for side, other in (("e", "y"), ("y", "e")):
        if best[side] > best[other]:
            held[side]["sequences"] = sum(SEQUENCE_VALUE[n] for n, _t, _s in calls[side]["sequences"])

    # Law 64 and Case IV: the best quatorze or trio, called or shown, is good; its
    # holder reckons those he called.
    best = {}
    for side, other in (("e", "y"), ("y", "e")):
        shown_point = calls[side]["point"] and points[side] >= points[other]
        shown = _shown_sets(hands[side], shown_point, calls[side]["sequences"], calls[side]["sets"])
        every = list(calls[side]["sets"]) + shown
        best[side] = max(((c >= 4, SET_RANKS.index(r)) for c, r in every), default=(False, -1))
    for side, other in (("e", "y"), ("y", "e")):
        if best[side] > best[other]:
            held[side]["sets"] = sum(14 if c >= 4 else 3 for c, _r in calls[side]["sets"])

    scored = {side: dict(held[side]) for side in hands}
    for side in hands:
        for key in HAND_KEYS:
            if is_barred(side, key):
                scored[side][key] = 0

    # Law 68: thirty in hand by scores that reckon before anything the adversary
    # can count -- his barred cards count to stop it.
    running = {"e": 0, "y": 0}
    against = {"e": 0, "y": 0}
    repiquer = None
    for key in HAND_KEYS:
        for side in hands:
            running[side] += scored[side][key]
            against[side] += held[side][key]
        for side, other in (("e", "y"), ("y", "e")):
            if repiquer is None and running[side] >= 30 and against[other] == 0:
                repiquer = side
        if repiquer:
            break
    if repiquer:
        scored[repiquer]["repique"] = 60

    # Law 65: the play; a barred player reckons none of it.
    events = play_events(tricks)
    for _number, who, _why in events:
        if not is_barred(who, "play"):
            scored[who]["play"] += 1

    # Law 69: pique, elder only, thirty in hand and play before younger reckons
    # anything -- younger's cards and tricks stop it even if he is barred.
    if repiquer is None and not is_barred("e", "pique"):
        younger_hand = sum(held["y"][key] for key in HAND_KEYS)
        count = sum(scored["e"][key] for key in HAND_KEYS)
        if younger_hand == 0 and count < 30:
            for _number, who, _why in events:
                if who == "y":
                    break
                count += 1
                if count >= 30:
                    scored["e"]["pique"] = 30
                    break

    # Law 66: the cards.
    cards = _cards_scores(tricks)
    for side, points_for_cards in zip(("e", "y"), cards):
        if not is_barred(side, "cards"):
            scored[side]["cards"] = points_for_cards

    for side in hands:
        scored[side]["total"] = sum(scored[side][key] for key in KEYS if key != "total")
    return {"elder": scored["e"], "younger": scored["y"]}


def shows_sets(case: dict) -> bool:
    """Whether a player's calls in ``case`` show a quatorze or trio he did not call (Case IV)."""
    for side, other in (("e", "y"), ("y", "e")):
        said = case["declared"].get(side)
        if said is None:
            continue
        hand = case["elder"] if side == "e" else case["younger"]
        theirs = case["declared"].get(other)
        mine = _point_of(hand, said["point"])
        against = _point_of(
            case["younger"] if side == "e" else case["elder"], theirs is None or theirs["point"]
        )
        if _shown_sets(hand, said["point"] and mine >= against, said["sequences"], said["sets"]):
            return True
    return False


# --------------------------------------------------------------------------
# A deal generator biased toward what is rare in random deals
# --------------------------------------------------------------------------


def _weighted_hand(rng: random.Random, cards: list[str], weight) -> list[str]:
    """Twelve of ``cards``, each drawn with the chance its weight gives (without replacement)."""
    keyed = sorted(cards, key=lambda c: rng.random() ** (1.0 / weight(c)), reverse=True)
    return keyed[:12]


def _hand_for(rng: random.Random, cards: list[str], style: str) -> list[str]:
    """A strong hand (a long suit, courts and aces), a weak one, a plain one, or one
    with the ace, king and queen of two or three suits (tierces major, whose calls
    show trios: Case IV)."""
    if style == "plain":
        return rng.sample(cards, 12)
    if style == "majors":
        suits = [s for s in SUITS if all(r + s in cards for r in "AKQ")]
        tops = [r + s for s in rng.sample(suits, min(len(suits), rng.choice((2, 3)))) for r in "AKQ"]
        return tops + rng.sample([c for c in cards if c not in tops], 12 - len(tops))
    long_suit = rng.choice(SUITS)
    rank_weight = {"A": 6, "K": 5, "Q": 5, "J": 4, "10": 3, "9": 1.5, "8": 1, "7": 1}

    def weight(card: str) -> float:
        rank, suit = _split(card)
        w = rank_weight[rank] * (6 if suit == long_suit else 1)
        return w if style == "strong" else 1.0 / w

    return _weighted_hand(rng, cards, weight)


def _tricks_for(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return "e" * 12
    if roll < 0.22:
        return "y" * 12
    if roll < 0.6:
        first = rng.randint(0, 12)
        return "e" * first + "".join(rng.choice("ey") for _ in range(12 - first))
    return random_tricks(rng)


def _sink(rng: random.Random, hand: list[str]) -> dict:
    """Calls out of a hand, some held combinations left uncalled. Equal sequences
    (two tierces major) are called or sunk together, as a call does not say its suit."""
    groups: dict = {}
    for run in runs_in_suits(hand):
        groups.setdefault(run[:2], []).append(run)
    if rng.random() < 0.3:  # calls his point and sequences, and nothing of his sets
        return {"point": True, "sequences": runs_in_suits(hand), "sets": []}
    sequences = [run for same in groups.values() if rng.random() < 0.75 for run in same]
    sets = [s for s in sets_held(hand) if rng.random() < 0.75]
    return {"point": rng.random() < 0.85, "sequences": sequences, "sets": sets}


def biased_hands(rng: random.Random) -> tuple[list[str], list[str], str | None]:
    """Elder's and younger's hands, biased toward long suits and courts (strong hands)
    or their absence, and who holds carte blanche (one deal in twelve)."""
    pack = [rank + suit for suit in SUITS for rank in RANKS]
    rng.shuffle(pack)
    hands: dict = {}
    carte_blanche = None
    if rng.random() < 0.08:
        carte_blanche = rng.choice("ey")
        blank = [c for c in pack if _split(c)[0] not in COURTS]
        hands[carte_blanche] = rng.sample(blank, 12)
    order = ["e", "y"]
    rng.shuffle(order)
    for side in order:
        if side in hands:
            continue
        rest = [c for c in pack if c not in hands.get("e", []) and c not in hands.get("y", [])]
        hands[side] = _hand_for(rng, rest, rng.choice(("strong", "strong", "weak", "plain", "majors")))
    return hands["e"], hands["y"], carte_blanche


def biased_case(rng: random.Random, dealt: tuple[list[str], list[str], str | None] | None = None) -> dict:
    """One deal for comparing scorers, biased toward long suits, courts, piques,
    repiques, capots, carte blanche, sinking, announced play and bars: the hands
    ``dealt`` (else ``biased_hands``), and what was called, barred and played.

    Returns the keyword arguments of ``score_deal`` (with ``elder``, ``younger``,
    ``tricks``), plus ``announced`` (give the play as announced rather than as
    trick winners) and ``sunk`` (something held was not called).
    """
    elder, younger, carte_blanche = dealt or biased_hands(rng)
    hands = {"e": elder, "y": younger}
    declared = {}
    sunk = False
    for side in ("e", "y"):
        if rng.random() < 0.45:
            mine = _sink(rng, hands[side])
            declared[side] = mine
            sunk = sunk or (
                not mine["point"]
                or len(mine["sequences"]) < len(runs_in_suits(hands[side]))
                or len(mine["sets"]) < len(sets_held(hands[side]))
            )
    barred = None
    barred_from: tuple = ()
    roll = rng.random()
    if roll < 0.12:
        barred = rng.choice("ey")
    elif roll < 0.27:
        barred_from = ((rng.choice("ey"), rng.choice(("point", "sequences", "sets"))),)
    return {
        "elder": hands["e"],
        "younger": hands["y"],
        "tricks": _tricks_for(rng),
        "carte_blanche": carte_blanche,
        "declared": declared,
        "barred": barred,
        "barred_from": barred_from,
        "announced": rng.random() < 0.25,
        "sunk": sunk,
    }
