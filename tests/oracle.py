"""An independent scoring oracle for Piquet, used only by the tests.

Written straight from Cavendish, *The Laws of Piquet adopted by the Portland and
Turf Clubs* (1882), laws 61-69, without looking at the engine in ``piquet_cli``.
It is deliberately plain: each category is worked out with its own loops over
the two hands, and nothing here is shared with the engine.

Cards use the product notation: rank ``7 8 9 10 J Q K A`` (``T`` also means ten)
followed by a suit letter ``S H D C``, e.g. ``"AS"``, ``"10H"``, ``"7C"``.

Scope (what "scoring from hands" means here):

* both hands are taken as fully declared -- every combination is declared;
* carte blanche (Law 61) is not scored: it depends on the hand as dealt, before
  the exchange, and so it is always 0 here;
* the trick winners are given as a 12-character string of ``e``/``y``.
"""

from __future__ import annotations

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
    text = card.strip().upper()
    rank, suit = text[:-1], text[-1]
    if rank == "T":
        rank = "10"
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a piquet card: {card!r}")
    return rank, suit


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
    best = (0, 0)
    for suit in SUITS:
        count = 0
        pips = 0
        for card in hand:
            rank, s = _split(card)
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
    for suit in SUITS:
        held = [False] * len(RANKS)
        for card in hand:
            rank, s = _split(card)
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
    found = []
    for rank in SET_RANKS:
        count = 0
        for card in hand:
            if _split(card)[0] == rank:
                count += 1
        if count >= 3:
            found.append((count, rank))
    return found


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


def score_from_hands(elder: list[str], younger: list[str], tricks: str) -> dict:
    """Score one deal from the two (fully declared) hands and the trick winners.

    Returns ``{"elder": {...}, "younger": {...}}``, each with the keys
    carte_blanche, point, sequences, sets, repique, pique, play, cards, total.

    * Law 61 carte blanche: not scorable from hands after the exchange -> 0.
    * Law 62 point, Law 63 sequences, Law 64 quatorzes and trios.
    * Law 65 play, Law 66 the cards (capot 40).
    * Law 67 order of reckoning: carte blanche, point, sequences, quatorzes and
      trios, play, cards. It decides repique and pique.
    * Law 68 repique 60: a player who reaches 30 by hand scores alone, which
      reckon before anything the opponent counts, adds 60. Either player.
    * Law 69 pique 30: elder reaches 30 in hand and play before younger has
      reckoned anything that deal. Cards/capot do not count toward it.
      At most one of pique and repique in a deal.
    """
    _check_hands(elder, younger)
    tricks = tricks.strip().lower()

    e = {key: 0 for key in KEYS}
    y = {key: 0 for key in KEYS}

    # Law 61: carte blanche is left at 0 (needs the dealt hand).
    e["point"], y["point"] = _point_scores(elder, younger)
    e["sequences"], y["sequences"] = _sequence_scores(elder, younger)
    e["sets"], y["sets"] = _set_scores(elder, younger)

    # Law 68 -- repique. Walk the hand categories in the order of Law 67,
    # keeping each player's running total; a player repiques when his running
    # total reaches 30 while the opponent's is still nothing.
    e_running = 0
    y_running = 0
    for category in ("carte_blanche", "point", "sequences", "sets"):
        e_running += e[category]
        y_running += y[category]
        if e_running >= 30 and y_running == 0:
            e["repique"] = 60
            break
        if y_running >= 30 and e_running == 0:
            y["repique"] = 60
            break

    # Law 65 -- the play points.
    events = play_events(tricks)
    for _number, who, _why in events:
        if who == "e":
            e["play"] += 1
        else:
            y["play"] += 1

    # Law 69 -- pique (only when nobody repiqued). Younger must have reckoned
    # nothing in hand; then each play point is counted as it falls, and elder
    # piques if his hand + play reaches 30 before younger's first play point.
    if e["repique"] == 0 and y["repique"] == 0:
        e_hand = e["carte_blanche"] + e["point"] + e["sequences"] + e["sets"]
        y_hand = y["carte_blanche"] + y["point"] + y["sequences"] + y["sets"]
        if y_hand == 0:
            elder_count = e_hand
            for _number, who, _why in events:
                if who == "y":
                    break  # younger has reckoned something: pique is saved
                elder_count += 1
                if elder_count >= 30:
                    e["pique"] = 30
                    break

    # Law 66 -- the cards.
    e["cards"], y["cards"] = _cards_scores(tricks)

    for side in (e, y):
        side["total"] = 0
        for key in KEYS:
            if key != "total":
                side["total"] += side[key]
    return {"elder": e, "younger": y}
