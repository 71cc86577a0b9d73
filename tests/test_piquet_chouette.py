"""Chouette piquet after Cavendish (1882): the seats, each partie's settlement, the series.

Cavendish, the description of the game, "Chouette piquet": A (highest cut) plays
against B and C in consultation, C advising B. "If the single player (A) wins the
partie, he continues to play against the other two. C takes B's place, and B advises
C." "As soon as A loses a partie, the player who advised in that partie (say C) takes
A's place. B plays against the other two, and A advises C. If C loses, A takes C's
place, and C advises A; if C wins, A takes B's place, and B advises A." The single
player "plays double stakes". "Scoring": "the points of each partie are reckoned as
multiples of ten, adding one to the tens for units above five, and neglecting units
from one to five. Thus, 416 counts 420; 141 counts 140", the noughts omitted.

His scoring card holds five parties; the chouette reading of them (his two tables
after it) is, partie by partie (the two scores from the card, Laws 72–73 by hand):

1. A single, B against, C advises. A 164, B 114: A wins 164 − 114 + 100 = 150
   (Law 72), counts 150, entered 15. A takes 15 from each: A +30, B −15, C −15.
2. A won, so he plays on; C (the adviser) takes B's place, B advises. A 224, C 92:
   C is rubiconed, A wins 224 + 92 + 100 = 416 (Law 73), counts 420, entered 42:
   A +84, B −42, C −42. Running: A +114, B −57, C −57.
3. A won again: B takes C's place, C advises. A 75, B 301: A rubiconed, B wins
   301 + 75 + 100 = 476, counts 480, entered 48: A −96, B +48, C +48.
   Running: A +18, B −9, C −9.
4. A lost to B: C (the adviser) takes A's place, B plays against the other two, A
   advises C. B 103, C 144: C wins 144 − 103 + 100 = 141, counts 140, entered 14;
   B, single, pays 14 to each: B −28, A +14, C +14. Running: A +32, B −37, C +5.
5. C won ("if C wins, A takes B's place, and B advises A"): C single, A against,
   B advises. C 130, A 104: C wins 130 − 104 + 100 = 126, counts 130, entered 13:
   C +26, A −13, B −13. Running: A +19, B −50, C +31 — Cavendish's card exactly
   ("A wins 190; C, 310; B loses 500", the noughts put back).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.piquet.chouette import (
    Seats,
    counted,
    first_seats,
    play_chouette,
    seats_for,
    settle,
    settle_result,
    stakes,
)
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.partie import Partie, score_partie

PLAYERS = ("A", "B", "C")

# Cavendish's card, each partie's two scores keyed by the two who played it (see above).
CARD = (
    {"A": 164, "B": 114},
    {"A": 224, "C": 92},
    {"A": 75, "B": 301},
    {"B": 103, "C": 144},
    {"C": 130, "A": 104},
)


def test_the_first_partie_is_a_single_against_b_with_c_advising() -> None:
    assert first_seats(PLAYERS) == Seats(single="A", against="B", adviser="C")


def test_the_single_player_who_wins_plays_on_and_the_adviser_takes_the_losers_place() -> None:
    """ "If the single player (A) wins the partie, he continues to play against the other
    two. C takes B's place, and B advises C"."""
    assert Seats("A", "B", "C").after("A") == Seats(single="A", against="C", adviser="B")


def test_when_the_single_player_loses_the_winner_plays_against_the_other_two() -> None:
    """ "As soon as A loses a partie, the player who advised in that partie (say C) takes A's
    place. B plays against the other two, and A advises C"."""
    assert Seats("A", "B", "C").after("B") == Seats(single="B", against="C", adviser="A")


def test_cavendish_goes_on_after_a_has_lost_if_c_loses_and_if_c_wins() -> None:
    """B single against C, A advising C. "If C loses, A takes C's place, and C advises A; if
    C wins, A takes B's place, and B advises A"."""
    after_a_lost = Seats("B", "C", "A")
    assert after_a_lost.after("B") == Seats(single="B", against="A", adviser="C")
    assert after_a_lost.after("C") == Seats(single="C", against="A", adviser="B")


def test_the_seats_of_the_next_partie_from_the_winners_so_far() -> None:
    """The card's winners A, A, B, C, C: after them C is single (he won the fifth), B
    (the fifth's adviser) plays against him, A (its loser) advises."""
    assert seats_for(PLAYERS, []) == Seats("A", "B", "C")
    assert seats_for(PLAYERS, ["A"]) == Seats("A", "C", "B")
    assert seats_for(PLAYERS, ["A", "A"]) == Seats("A", "B", "C")
    assert seats_for(PLAYERS, ["A", "A", "B"]) == Seats("B", "C", "A")
    assert seats_for(PLAYERS, ["A", "A", "B", "C"]) == Seats("C", "A", "B")
    assert seats_for(PLAYERS, ["A", "A", "B", "C", "C"]) == Seats("C", "B", "A")


@pytest.mark.parametrize(
    ("points", "entered"),
    [
        (416, 42),  # Cavendish: 416 counts 420
        (141, 14),  # Cavendish: 141 counts 140
        (145, 14),  # a unit of five is neglected ("units from one to five")
        (146, 15),  # six is "above five": one more ten
        (149, 15),
        (150, 15),  # already a multiple of ten: the nought dropped
        (476, 48),  # the card's third partie: 476 counts 480
        (126, 13),  # the fifth: 126 counts 130
        (101, 10),  # the least a partie can be won by (by one, plus the hundred)
    ],
)
def test_a_parties_points_are_counted_in_tens_with_the_nought_dropped(points: int, entered: int) -> None:
    assert counted(points) == entered


def test_the_single_player_wins_a_150_partie_double_from_each() -> None:
    """150 counts 15; the single player takes 15 from each of the two: +30, −15, −15."""
    assert stakes(Seats("A", "B", "C"), "A", 150) == {"A": 30, "B": -15, "C": -15}


def test_the_single_player_loses_a_480_partie_double_to_each() -> None:
    """480 counts 48; B beat the single player A, who pays 48 to B and 48 to C: −96."""
    assert stakes(Seats("A", "B", "C"), "B", 480) == {"A": -96, "B": 48, "C": 48}


def test_a_rubicon_partie_is_worth_laws_72_73_then_counted_in_tens() -> None:
    """A 224 against C 92: C under a hundred is rubiconed, A wins 224 + 92 + 100 = 416
    (Law 73), which counts 420, entered 42; A single takes 42 from each."""
    partie = settle(2, Seats("A", "C", "B"), {"A": 224, "C": 92})
    assert (partie.winner, partie.points, partie.value) == ("A", 416, 42)
    assert partie.settlement == {"A": 84, "C": -42, "B": -42}
    assert "224 + 92 + 100 = 416 (Law 73)" in partie.explanation
    assert "416 counts 420, entered 42" in partie.explanation


def test_the_two_hand_engines_result_settles_among_the_three() -> None:
    """The card's second partie deal by deal, through the two-hand engine: A (single, dealing
    first, "choice of deal") scores 15, 75, 45, 32, 6, 51 = 224; C scores 30, 4, 6, 12, 38,
    2 = 92. C is rubiconed: 416 (Law 73), counted 42, A +84 and B, C −42 each."""
    single, against = [15, 75, 45, 32, 6, 51], [30, 4, 6, 12, 38, 2]
    partie = Partie(("A", "C"), first_dealer=0)
    deals = []
    for number in range(1, 7):
        elder, younger = partie.names(number)
        scores = {"A": single[number - 1], "C": against[number - 1]}
        deals.append(DealFacts(totals=(scores[elder], scores[younger])))
    result = score_partie(partie._replace(deals=tuple(deals))).result
    assert result is not None
    settled = settle_result(2, Seats("A", "C", "B"), result.winner, result.points, result.explanation)
    assert (settled.points, settled.value) == (416, 42)
    assert settled.settlement == {"A": 84, "C": -42, "B": -42}
    assert settled.explanation.startswith("C made 92, under 100: rubiconed.")


def test_a_partie_whose_value_ends_in_five_rounds_down() -> None:
    """A 145 against B 100: B saves the rubicon at exactly a hundred, A wins 145 − 100 +
    100 = 145 (Law 72), which counts 140 (a five is neglected): A +28, B −14, C −14."""
    partie = settle(1, Seats("A", "B", "C"), {"A": 145, "B": 100})
    assert (partie.points, partie.value) == (145, 14)
    assert partie.settlement == {"A": 28, "B": -14, "C": -14}


def test_a_partie_whose_value_ends_in_six_rounds_up() -> None:
    """B 146 against the single player A 100: B wins 146 − 100 + 100 = 146, which counts
    150: A pays 15 to each of B and C, −30."""
    partie = settle(1, Seats("A", "B", "C"), {"A": 100, "B": 146})
    assert (partie.winner, partie.points, partie.value) == ("B", 146, 15)
    assert partie.settlement == {"A": -30, "B": 15, "C": 15}


def test_cavendishs_card_partie_by_partie() -> None:
    """The card's five parties (the module docstring of this file works each): the seats
    changing as Cavendish says, and his figures A +30 B −15 C −15; A +84 B −42 C −42;
    A −96 B +48 C +48; then B −28, A and C +14; C +26, A and B −13."""
    chouette = play_chouette(PLAYERS, CARD)
    assert [partie.seats for partie in chouette.parties] == [
        Seats("A", "B", "C"),
        Seats("A", "C", "B"),
        Seats("A", "B", "C"),
        Seats("B", "C", "A"),
        Seats("C", "A", "B"),
    ]
    assert [partie.winner for partie in chouette.parties] == ["A", "A", "B", "C", "C"]
    assert [partie.points for partie in chouette.parties] == [150, 416, 476, 141, 126]
    assert [dict(partie.settlement) for partie in chouette.parties] == [
        {"A": 30, "B": -15, "C": -15},
        {"A": 84, "C": -42, "B": -42},
        {"A": -96, "B": 48, "C": 48},
        {"B": -28, "C": 14, "A": 14},
        {"C": 26, "A": -13, "B": -13},
    ]


def test_cavendishs_running_card_and_the_net_summing_to_zero() -> None:
    """His separate card, added after every partie: A +30 +114 +18 +32 +19;
    B −15 −57 −9 −37 −50; C −15 −57 −9 +5 +31. "A wins 190; C, 310; B loses 500"."""
    chouette = play_chouette(PLAYERS, CARD)
    assert [tuple(net.values()) for net in chouette.running] == [
        (30, -15, -15),
        (114, -57, -57),
        (18, -9, -9),
        (32, -37, 5),
        (19, -50, 31),
    ]
    assert dict(chouette.net) == {"A": 19, "B": -50, "C": 31}
    assert chouette.next_seats == Seats("C", "B", "A")


def test_a_drawn_partie_pays_nothing_and_the_single_player_plays_on() -> None:
    """Keeper's ruling (Cavendish is silent on a draw): level at 120, nothing is paid; A
    did not lose, so he plays on, and C takes B's place as when A wins."""
    chouette = play_chouette(PLAYERS, [{"A": 120, "B": 120}])
    (partie,) = chouette.parties
    assert partie.winner is None
    assert dict(partie.settlement) == {"A": 0, "B": 0, "C": 0}
    assert "keeper's ruling" in partie.explanation
    assert chouette.next_seats == Seats("A", "C", "B")


def test_no_partie_played_leaves_everyone_at_nought() -> None:
    chouette = play_chouette(PLAYERS, [])
    assert dict(chouette.net) == {"A": 0, "B": 0, "C": 0}
    assert chouette.next_seats == Seats("A", "B", "C")


@pytest.mark.parametrize("players", [("A", "B"), ("A", "B", "C", "D")])
def test_chouette_is_for_three_players(players: tuple[str, ...]) -> None:
    with pytest.raises(BadValue, match=f"Chouette is for three players, not {len(players)}."):
        first_seats(players)


def test_three_different_names() -> None:
    with pytest.raises(BadValue, match="three different names"):
        first_seats(("A", "B", "A"))


def test_the_adviser_cannot_win_a_partie() -> None:
    with pytest.raises(RuleError, match="Partie 2: B advised that partie and cannot have won it"):
        seats_for(PLAYERS, ["A", "B"])


def test_a_partie_scored_by_the_wrong_two_is_refused() -> None:
    """The second partie is A against C (B advises): scores for A and B are refused."""
    with pytest.raises(RuleError, match="Partie 2 was A against C; its scores name A, B."):
        play_chouette(PLAYERS, [CARD[0], {"A": 224, "B": 92}])


def test_negative_points_are_refused() -> None:
    with pytest.raises(BadValue, match="cannot be negative"):
        counted(-5)


score = st.integers(min_value=0, max_value=400)


@given(st.lists(st.tuples(score, score), max_size=8))
def test_every_partie_and_the_running_net_sum_to_zero(scores: list[tuple[int, int]]) -> None:
    """Whatever the scores, each partie's gains sum to zero, the single player's gain is
    minus twice each other's, and each running net is the sum of the parties before it."""
    seats = first_seats(PLAYERS)
    parties = []
    for single, against in scores:
        parties.append({seats.single: single, seats.against: against})
        winner = None if single == against else seats.single if single > against else seats.against
        seats = seats.after(winner)
    chouette = play_chouette(PLAYERS, parties)
    net = dict.fromkeys(PLAYERS, 0)
    for partie, running in zip(chouette.parties, chouette.running, strict=True):
        gains = partie.settlement
        assert sum(gains.values()) == 0
        assert gains[partie.seats.single] == -2 * gains[partie.seats.against]
        assert gains[partie.seats.against] == gains[partie.seats.adviser]
        net = {player: net[player] + gains[player] for player in PLAYERS}
        assert dict(running) == net
    assert chouette.next_seats == seats
