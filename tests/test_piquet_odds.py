"""Issue 24: ``piquet odds``, Cavendish's odds at the exchange, exact.

Every figure is worked here by hand from Cavendish's model (Discarding, "Calculations"): the
20 cards a player has not seen are alike to be anywhere, and the cards taken in are any of
them alike — elder takes in 5, C(20,5) = 15,504 draws; younger 3, C(20,3) = 1,140 draws.
Taking at least K of N named cards counts Σ_{j≥K} C(N,j)·C(20−N, t−j) draws.

Odds against are (total − favourable) to favourable, in lowest terms. Cavendish's figure is
*exact* when it is those odds, *rounded* when it is them to the nearest whole number of his
second term with its chance within 5% of the exact one, *different* when not (docs/odds.md).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction
from math import comb, sqrt

import pytest
from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from piquet_cli.cards import Card, parse_cards
from piquet_cli.cli.app import app
from piquet_cli.games.piquet.combinations import PIQUET_PACK, SET_RANKS, sequences_held, sets_held
from piquet_cli.games.piquet.odds import (
    Chance,
    Want,
    exchange_chance,
    mask_of,
    want_cards,
    want_sequence,
    want_set,
)
from piquet_cli.games.piquet.odds_book import CAVENDISH, CarteBlanche, Compared, Draw, Figure

runner = CliRunner()

E, Y = 15_504, 1_140  # C(20,5) and C(20,3)
assert comb(20, 5) == E and comb(20, 3) == Y

# (where, the question, favourable draws, total, the exact odds, Cavendish's figure, verdict)
TABLE = [
    # Elder, one named card: the card is among the 5 in C(19,4) = 3,876 draws: 1/4.
    ("elder, one named card", Draw(5, (1,), (1,)), 3_876, E, "3 to 1 against", "3 to 1", "exact"),
    # Two named: C(18,3) = 816 = 15,504/19.
    ("elder, two named cards", Draw(5, (2,), (2,)), 816, E, "18 to 1 against", "18 to 1", "exact"),
    # Three: C(17,2) = 136 = 15,504/114.
    ("elder, three named cards", Draw(5, (3,), (3,)), 136, E, "113 to 1 against", "113 to 1", "exact"),
    # Four: C(16,1) = 16 = 15,504/969.
    ("elder, four named cards", Draw(5, (4,), (4,)), 16, E, "968 to 1 against", "968 to 1", "exact"),
    # Five: one draw.
    ("elder, five named cards", Draw(5, (5,), (5,)), 1, E, "15503 to 1 against", "15503 to 1", "exact"),
    # One at least of two: 15,504 − C(18,5) = 15,504 − 8,568 = 6,936 = 17/38; 21 to 17 is
    # 1.235 to 1, and his 5 to 4 is it in fourths (4 × 1.235 = 4.94, to the nearest 5).
    ("elder, one at least of two named cards", Draw(5, (2,), (1,)), 6_936, E, "21 to 17 against", "5 to 4", "rounded"),
    # One at least of three: 15,504 − C(17,5) = 15,504 − 6,188 = 9,316 = 137/228; 137 to 91 on,
    # 1.505 to 1 (3 to 2: 2 × 1.505 = 3.01).
    ("elder, one at least of three named cards", Draw(5, (3,), (1,)), 9_316, E, "137 to 91 on", "3 to 2", "rounded"),
    # Two at least of three: 3·C(17,3) + C(17,2) = 3 × 680 + 136 = 2,176 = 8/57: 49 to 8, 6.125.
    ("elder, two at least of three named cards", Draw(5, (3,), (2,)), 2_176, E, "49 to 8 against", "6 to 1", "rounded"),
    # One at least of four: 15,504 − C(16,5) = 15,504 − 4,368 = 11,136 = 232/323; 232 to 91 on,
    # 2.549 (5 to 2: 2 × 2.549 = 5.1).
    ("elder, one at least of four named cards", Draw(5, (4,), (1,)), 11_136, E, "232 to 91 on", "5 to 2", "rounded"),
    # Two at least of four: 6·C(16,3) + 4·C(16,2) + C(16,1) = 6 × 560 + 4 × 120 + 16 = 3,856 =
    # 241/969: 728 to 241, 3.02 to 1.
    ("elder, two at least of four named cards", Draw(5, (4,), (2,)), 3_856, E, "728 to 241 against", "3 to 1", "rounded"),
    # Three at least of four: 4·C(16,2) + C(16,1) = 480 + 16 = 496 = 31/969: 938 to 31, 30.26 to
    # 1 — to the nearest whole 30 to 1, not his 32 to 1 (whose chance, 1/33, is 5.3% short).
    ("elder, three at least of four named cards", Draw(5, (4,), (3,)), 496, E, "938 to 31 against", "32 to 1", "different"),
    # Younger, one named card: C(19,2) = 171 = 3/20.
    ("younger, one named card", Draw(3, (1,), (1,)), 171, Y, "17 to 3 against", "17 to 3", "exact"),
    # Two: C(18,1) = 18 = 3/190: 187 to 3, 62.33 to 1.
    ("younger, two named cards", Draw(3, (2,), (2,)), 18, Y, "187 to 3 against", "62 to 1", "rounded"),
    # Three: one draw.
    ("younger, three named cards", Draw(3, (3,), (3,)), 1, Y, "1139 to 1 against", "1139 to 1", "exact"),
    # One at least of two: 1,140 − C(18,3) = 1,140 − 816 = 324 = 27/95: 68 to 27, 2.52 to 1.
    ("younger, one at least of two named cards", Draw(3, (2,), (1,)), 324, Y, "68 to 27 against", "5 to 2", "rounded"),
    # One at least of three: 1,140 − C(17,3) = 1,140 − 680 = 460 = 23/57: 34 to 23, 1.48 to 1.
    ("younger, one at least of three named cards", Draw(3, (3,), (1,)), 460, Y, "34 to 23 against", "3 to 2", "rounded"),
    # Two at least of three: 3·C(17,1) + 1 = 52 = 13/285: 272 to 13, 20.92 to 1.
    ("younger, two at least of three named cards", Draw(3, (3,), (2,)), 52, Y, "272 to 13 against", "21 to 1", "rounded"),
    # One at least of four: 1,140 − C(16,3) = 1,140 − 560 = 580 = 29/57: 29 to 28 on.
    ("younger, one at least of four named cards", Draw(3, (4,), (1,)), 580, Y, "29 to 28 on", "29 to 28", "exact"),
    # Two quatorzes against, elder: an ace and a king at least, by inclusion and exclusion:
    # 15,504 − 2·C(16,5) + C(12,5) = 15,504 − 8,736 + 792 = 7,560 = 315/646: 331 to 315, 1.051.
    (
        "elder, two quatorzes against (one at least of each)",
        Draw(5, (4, 4), (1, 1)), 7_560, E, "331 to 315 against", "33 to 31", "rounded",
    ),
    # Younger: 1,140 − 2·C(16,3) + C(12,3) = 1,140 − 1,120 + 220 = 240 = 4/19: 15 to 4, 3.75 to
    # 1; his 4 to 1 is it to the nearest whole, its chance 1/5 exactly 5% under 4/19.
    (
        "younger, two quatorzes against (one at least of each)",
        Draw(3, (4, 4), (1, 1)), 240, Y, "15 to 4 against", "4 to 1", "rounded",
    ),
    # Two kings and two queens dealt: two of the other four, as above: 3,856.
    (
        "elder, two kings and two queens, two of the other four",
        Draw(5, (4,), (2,)), 3_856, E, "728 to 241 against", "3 to 1", "rounded",
    ),
    # Both kings or both queens: 2·C(18,3) − C(16,1) = 1,632 − 16 = 1,616 = 101/969: 868 to
    # 101, 8.59 to 1 (17 to 2: 2 × 8.59 = 17.2).
    (
        "elder, two kings and two queens, both kings or both queens",
        Draw(5, (2, 2), (2, 2), any_group=True), 1_616, E, "868 to 101 against", "17 to 2", "rounded",
    ),
    # Two trios, younger taking three and so keeping one trio: the one card in 3 of 20, 3/20 =
    # 57/380.
    ("younger, two trios, taking three cards", Draw(3, (1,), (1,)), 171, Y, "17 to 3 against", "57/380", "exact"),
    # Leaving a card: one at least of two cards in 2 of 20: 190 − C(18,2) = 190 − 153 = 37 =
    # 74/380.
    ("younger, two trios, leaving a card", Draw(2, (2,), (1,)), 37, 190, "153 to 37 against", "74/380", "exact"),
    # Carte blanche: twelve of the 20 cards below the knave, C(20,12) = 125,970 hands of
    # C(32,12) = 225,792,840: 323/578,956, 578,633 to 323, 1,791.43 to 1.
    (
        "carte blanche in a named player's hand",
        CarteBlanche(), 125_970, 225_792_840, "578633 to 323 against", "1791 to 1", "rounded",
    ),
]  # fmt: skip


def figure_named(where: str) -> Figure:
    found = [f for f in CAVENDISH if f.where.endswith(where)]
    assert len(found) == 1, where
    return found[0]


@pytest.mark.parametrize(
    ("where", "question", "favourable", "total", "odds", "printed", "verdict"),
    TABLE,
    ids=[t[0] for t in TABLE],
)
def test_each_figure_of_cavendish_exact_and_his_as_printed(
    where: str,
    question: Draw | CarteBlanche,
    favourable: int,
    total: int,
    odds: str,
    printed: str,
    verdict: str,
) -> None:
    figure = figure_named(where)
    assert figure.question == question
    chance = question.chance()
    assert (chance.favourable, chance.total) == (favourable, total)
    assert chance.fraction == Fraction(favourable, total)
    assert chance.odds.notation == odds
    assert figure.printed == printed
    assert figure.verdict() == verdict


def test_the_two_trios_74_to_57_is_exact_and_about_4_to_3_rounded() -> None:
    # (74/380) / (57/380) = 74/57: his odds "74 to 57, or about 4 to 3, in favour of leaving a card".
    exact, about = (figure_named(w) for w in ("leaving a card against taking three", "(about)"))
    assert isinstance(exact.question, Compared) and exact.exact() == Fraction(74, 57)
    assert (exact.printed, exact.verdict()) == ("74 to 57", "exact")
    assert (about.printed, about.verdict()) == ("4 to 3", "rounded")


def test_every_figure_of_his_is_held_and_only_one_is_not_what_the_arithmetic_gives() -> None:
    held = {t[0] for t in TABLE} | {"leaving a card against taking three", "(about)"}
    assert all(any(f.where.endswith(w) for w in held) for f in CAVENDISH)
    assert [f.where for f in CAVENDISH if f.verdict() == "different"] == [
        "Discarding, Calculations: elder, three at least of four named cards"
    ]


# ---------------------------------------------------------------------------
# The enumeration checked by another method: 10⁵ random exchanges, drawn


def sampled(taken: int, draws: int, seed: int) -> Counter[int]:
    """Draw ``taken`` of 20 positions ``draws`` times; count each draw by which of the
    positions 0–7 it holds (the named cards sit there: a group of 4 at 0–3, another at 4–7)."""
    rng = random.Random(seed)
    positions = range(20)
    bit = [1 << p if p < 8 else 0 for p in positions].__getitem__
    return Counter(sum(map(bit, rng.sample(positions, taken))) for _ in range(draws))


def holds(low: int, question: Draw) -> bool:
    start, met = 0, []
    for size, need in zip(question.groups, question.needs, strict=True):
        met.append((low >> start & ((1 << size) - 1)).bit_count() >= need)
        start += size
    return any(met) if question.any_group else all(met)


def test_ten_thousand_times_ten_random_exchanges_agree_with_the_exact_figures() -> None:
    draws = 100_000
    tallies = {taken: sampled(taken, draws, seed=24 + taken) for taken in (5, 3, 2)}
    checked = 0
    for where, question, favourable, total, *_ in TABLE:
        if not isinstance(question, Draw):
            continue
        p = favourable / total
        seen = sum(n for low, n in tallies[question.taken].items() if holds(low, question))
        error = sqrt(p * (1 - p) / draws)
        assert abs(seen / draws - p) <= 4 * error, (where, seen, p * draws)
        checked += 1
    assert checked == len(TABLE) - 1


# ---------------------------------------------------------------------------
# --hand: three hands worked by hand


def chance_of(hand: str, discard: str, want: Want) -> Chance:
    return exchange_chance(parse_cards(hand), parse_cards(discard), want)


def test_elder_keeping_a_quart_major_draws_a_quatorze() -> None:
    # Elder keeps A♠ K♠ Q♠ J♠ 7♣ 9♦ 8♦ and takes in 5. A quatorze of aces wants the three other
    # aces: C(17,2) = 136 draws; so of kings, queens, knaves: 4 × 136 = 544. Of tens, all four in
    # the five: C(16,1) = 16. Two quatorzes would need 6 cards: none. 560 of 15,504 = 35/969.
    hand, discard = "AS KS QS JS 9H 8H 7H 9C 8C 7C 9D 8D", "9H 8H 7H 9C 8C"
    chance = chance_of(hand, discard, want_set(4))
    assert (chance.favourable, chance.total) == (560, 15_504)
    assert chance.odds.notation == "934 to 35 against"
    # A huitième in spades: 10♠ 9♠ 8♠ 7♠ all four in the five, C(16,1) = 16 = 1/969.
    assert chance_of(hand, discard, want_sequence(8)).fraction == Fraction(1, 969)


def test_younger_with_two_trios_leaving_a_card_or_taking_three() -> None:
    # Cavendish's two trios: J♠ J♥ J♦ 10♠ 10♥ 10♦ dealt to younger.
    hand = "JS JH JD 10S 10H 10D AS KS QS 8H 7H 9C"
    # Leaving a card (discarding 8♥ 7♥, taking 2): a quatorze wants J♣ or 10♣ among the two:
    # C(20,2) − C(18,2) = 190 − 153 = 37 = 74/380, his figure. (Aces, kings or queens would
    # want three more.)
    leaving = chance_of(hand, "8H 7H", want_set(4))
    assert (leaving.favourable, leaving.total) == (37, 190)
    # Taking three (throwing 10♦ too): the knaves want J♣, C(19,2) = 171 draws; the tens are
    # gone; and A♥ A♦ A♣, or K♥ K♦ K♣, or Q♥ Q♦ Q♣, are three draws more (none holds J♣):
    # 174 of 1,140 = 29/190 — Cavendish's 57/380 counts the knaves only.
    taking = chance_of(hand, "8H 7H 10D", want_set(4))
    assert (taking.favourable, taking.total) == (174, 1_140)
    assert taking.fraction == Fraction(29, 190)
    # Of knaves alone, his 57/380 = 171/1,140.
    assert chance_of(hand, "8H 7H 10D", want_set(4, parse_cards("JS")[0].rank)).favourable == 171


def test_younger_with_a_quart_to_the_king_draws_a_quint() -> None:
    # Younger keeps K♥ Q♥ J♥ 10♥ A♠ K♠ 9♠ A♣ 8♣, throws 7♠ 7♦ 8♦, takes 3. A quint in hearts
    # wants A♥ or 9♥: 1,140 − C(18,3) = 1,140 − 816 = 324. In spades, A♠ K♠ Q♠ J♠ 10♠ wants
    # exactly Q♠ J♠ 10♠: 1 draw (holding neither A♥ nor 9♥). Clubs (A♣ 8♣) cannot make five.
    # 325 of 1,140 = 65/228.
    chance = chance_of("KH QH JH 10H AS KS 9S 7S AC 8C 7D 8D", "7S 7D 8D", want_sequence(5))
    assert (chance.favourable, chance.total) == (325, 1_140)
    assert chance.fraction == Fraction(65, 228)


def test_the_enumeration_of_named_cards_is_the_hypergeometric_count() -> None:
    # Elder keeping a quart major in spades and throwing five: 10♠ or A♥ (one at least of two
    # named cards) comes as often as Cavendish's one of two named cards, 6,936 draws.
    chance = chance_of(
        "AS KS QS JS 9H 8H 7H 9C 8C 7C 9D 8D", "9H 8H 7H 9C 8C", want_cards(parse_cards("10S AH"), 1)
    )
    assert (chance.favourable, chance.total) == (6_936, 15_504)


@settings(max_examples=examples(25, 300))
@given(st.permutations(PIQUET_PACK.cards), st.integers(1, 5), st.integers(1, 4), st.data())
def test_every_draw_tried_counts_what_the_hypergeometric_formula_gives(
    pack: list[Card], thrown: int, wanted: int, data: st.DataObject
) -> None:
    # Any hand, any discard, any cards wanted (held, thrown or unseen) and any K of them:
    # with h of them kept and n unseen, k taken in, the draws holding K − h of the n or more
    # are Σ_{j ≥ K−h} C(n,j)·C(20−n, k−j) — every draw when K − h ≤ 0.
    hand, discard = tuple(pack[:12]), tuple(pack[:thrown])
    cards = tuple(
        data.draw(st.lists(st.sampled_from(PIQUET_PACK.cards), min_size=wanted, max_size=wanted, unique=True))
    )
    need = data.draw(st.integers(1, wanted))
    kept = sum(1 for c in cards if c in hand and c not in discard)
    unseen = sum(1 for c in cards if c not in hand)
    still = need - kept
    favourable = sum(
        comb(unseen, j) * comb(20 - unseen, thrown - j) for j in range(max(still, 0), thrown + 1)
    )
    chance = exchange_chance(hand, discard, want_cards(cards, need))
    assert (chance.favourable, chance.total) == (favourable, comb(20, thrown))


@given(st.permutations(PIQUET_PACK.cards))
def test_what_a_hand_is_wanted_to_hold_is_what_the_combinations_find(pack: list[Card]) -> None:
    # The exchange's bit tests against the keeper's own reading of a hand (Laws 63, 64).
    hand = tuple(pack[:12])
    mask = mask_of(hand)
    longest = max((s.length for s in sequences_held(hand)), default=0)
    for length in range(3, 9):
        assert want_sequence(length).test(mask) == (longest >= length), length
    sets = {s.rank: s.count for s in sets_held(hand)}
    for count in (3, 4):
        assert want_set(count).test(mask) == any(n >= count for n in sets.values())
        for rank in SET_RANKS:
            assert want_set(count, rank).test(mask) == (sets.get(rank, 0) >= count), (count, rank)


# ---------------------------------------------------------------------------
# The command


def run(*args: str) -> tuple[int, str]:
    done = runner.invoke(app, ["odds", *args])
    assert "Traceback" not in done.output
    return done.exit_code, done.output


def test_draw_says_the_odds_the_fraction_and_cavendish_marked() -> None:
    code, said = run("draw", "--elder", "--named", "4", "--need", "3")
    assert code == 0
    flat = " ".join(said.split())
    assert "496 of the 15,504 draws, a chance of 31/969" in flat
    assert "Odds: 938 to 31 against" in flat
    assert "Cavendish: 32 to 1 against, not what the arithmetic gives" in flat
    assert "about 30 to 1" in flat


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (
            ["draw", "--elder", "--named", "2"],
            {"favourable": 816, "total": 15_504, "odds": "18 to 1 against", "printed": "18 to 1", "verdict": "exact"},
        ),
        (
            ["draw", "--elder", "--named", "4", "--need", "1"],
            {"favourable": 11_136, "total": 15_504, "odds": "232 to 91 on", "printed": "5 to 2", "verdict": "rounded"},
        ),
        (
            ["draw", "--younger", "--named", "4,4", "--need", "1,1"],
            {"favourable": 240, "total": 1_140, "odds": "15 to 4 against", "printed": "4 to 1", "verdict": "rounded"},
        ),
        (
            ["draw", "--younger", "--take", "2", "--named", "2", "--need", "1"],
            {"favourable": 37, "total": 190, "odds": "153 to 37 against", "printed": "74/380", "verdict": "exact"},
        ),
        (
            ["carte-blanche"],
            {
                "favourable": 125_970, "total": 225_792_840, "odds": "578633 to 323 against",
                "printed": "1791 to 1", "verdict": "rounded",
            },
        ),
    ],
)  # fmt: skip
def test_json_keys_as_the_contract_gives_them(args: list[str], expected: dict[str, object]) -> None:
    code, said = run(*args, "--json")
    assert code == 0
    doc = json.loads(said)
    assert {k: doc[k] for k in ("favourable", "total", "odds")} == {
        k: expected[k] for k in ("favourable", "total", "odds")
    }
    assert doc["cavendish"]["printed"] == expected["printed"]
    assert doc["cavendish"]["verdict"] == expected["verdict"]


def test_json_cavendish_is_null_where_he_gives_no_figure() -> None:
    # Elder, one at least of five named cards: 15,504 − C(15,5) = 15,504 − 3,003 = 12,501.
    code, said = run("draw", "--elder", "--named", "5", "--need", "1", "--json")
    doc = json.loads(said)
    assert code == 0 and doc["favourable"] == 12_501 and doc["cavendish"] is None
    assert doc["fraction"] == "4167/5168"


def test_hand_from_the_command_line() -> None:
    code, said = run(
        "draw", "--younger", "--hand", "JS JH JD 10S 10H 10D AS KS QS 8H 7H 9C", "--discard", "8H 7H 10D",
        "--want", "quatorze", "--json",
    )  # fmt: skip
    assert code == 0
    assert json.loads(said)["favourable"] == 174 and json.loads(said)["total"] == 1_140


def test_hand_wanting_named_cards_has_cavendishs_figure() -> None:
    # Four aces wanted, none held, five taken: his "four named cards", 968 to 1.
    code, said = run(
        "draw", "--elder", "--hand", "KS QS JS 10S 9H 8H 7H 9C 8C 7C 9D 8D", "--discard", "9H 8H 7H 9C 8C",
        "--want", "AS AH AD AC", "--json",
    )  # fmt: skip
    doc = json.loads(said)
    assert code == 0 and doc["favourable"] == 16 and doc["cavendish"]["printed"] == "968 to 1"


ELEVEN = "AS KS QS JS 9H 8H 7H 9C 8C 7C 9D"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["draw", "--elder", "--hand", ELEVEN, "--discard", "9D", "--want", "quint"], ("--hand", "12 cards", "11")),
        (["draw", "--elder", "--named", "2", "--need", "3"], ("--need", "3 of 2 named cards")),
        (["draw", "--elder", "--hand", ELEVEN + " 9D", "--discard", "9D", "--want", "quint"], ("--hand", "9D is given twice")),
        (["draw", "--elder", "--hand", ELEVEN + " 8D", "--discard", "7S", "--want", "quint"], ("--discard", "7♠ is not in the hand")),
        (["draw", "--elder", "--hand", ELEVEN + " 8D", "--discard", "9D", "--want", "quatorze 9"], ("--want", "Nines")),
        (["draw", "--younger", "--named", "2", "--take", "8"], ("--take", "1 to 7")),
        (["draw", "--named", "2"], ("--elder", "--younger")),
        (["draw", "--elder", "--younger", "--named", "2"], ("not both",)),
        (["draw", "--elder", "--named", "twelve"], ("--named", "'twelve'")),
        (["flip"], ("WHAT", "draw or carte-blanche")),
        (["carte-blanche", "--elder"], ("asks nothing more", "--elder is for piquet odds draw")),
    ],
)  # fmt: skip
def test_bad_input_is_one_sentence_and_exit_2(args: list[str], words: tuple[str, ...]) -> None:
    done = runner.invoke(app, ["odds", *args])
    assert done.exit_code == 2, done.output
    lines = [line for line in done.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("piquet:") and lines[0].endswith("."), done.output
    assert "Traceback" not in done.output
    for word in words:
        assert word in lines[0]
