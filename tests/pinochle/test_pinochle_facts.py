"""Every refusal of a hand's facts, each with the fact (``field``) and side it names.

Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0, two of each in four suits:
8 × (11 + 10 + 4 + 3 + 2) = 240. No card counts 1, so no one takes 1 or 239.
Every score but the card points is a multiple of ten, so a hand's two totals
add to 240 + 10 (last trick) + melds and turn-up: at least 250, a multiple of ten.
"""

from __future__ import annotations

import pytest

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import parse_events
from piquet_cli.games.pinochle.bounds import most_in_a_hand
from piquet_cli.games.pinochle.hand import (
    HandFacts,
    format_card_points,
    parse_card_points,
    resolve_card_points,
    score_hand,
)
from piquet_cli.games.pinochle.melds import read_code
from piquet_cli.games.pinochle.rules import RuleSet, parse_rules, parse_side
from piquet_cli.games.side import Side

NAMES = ("Ann", "Bob")
PLAIN = HandFacts(Suit.HEARTS, card_points=(130, 110), last_trick=Side.ELDER)


def refusal(facts: HandFacts, rules: RuleSet = RuleSet.SEED) -> BadValue:
    with pytest.raises(BadValue) as error:
        score_hand(facts, rules, NAMES)
    return error.value


# --- card points ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pair"),
    [("130,110", (130, 110)), ("130,rest", (130, None)), ("REST 110", (None, 110)), (" 0 , 240 ", (0, 240))],
)
def test_card_points_read_and_written(text: str, pair: tuple[int | None, int | None]) -> None:
    assert parse_card_points(text) == pair
    assert parse_card_points(format_card_points(pair)) == pair


def test_the_rest_is_240_less_the_other() -> None:
    assert resolve_card_points((130, None)) == (130, 110)
    assert resolve_card_points((None, 97)) == (143, 97)
    assert resolve_card_points((240, None)) == (240, 0)


@pytest.mark.parametrize("text", ["130", "130,110,0", "130,ten", "-5,245", "rest"])
def test_card_points_that_are_not_two_figures(text: str) -> None:
    with pytest.raises(BadValue) as error:
        parse_card_points(text)
    assert error.value.field == "card_points" and "130,rest" in error.value.message


@pytest.mark.parametrize(
    ("pair", "side", "said"),
    [
        ((250, None), "elder", "Ann's 250 card points: the cards hold 240 in all."),
        ((None, 241), "younger", "Bob's 241 card points: the cards hold 240 in all."),
        ((1, None), "elder", "Ann's 1 card points cannot be: no card counts 1"),
        ((None, 239), "younger", "Bob's 239 card points cannot be"),
        ((None, None), None, "only one player's card points may be the rest"),
        (
            (130, 100),
            None,
            (
                "card points add to 240, and Ann's 130 and Bob's 100 make 230: if Ann's 130 is right, "
                "Bob took 110; if Bob's 100 is right, Ann took 140."
            ),
        ),
    ],
)
def test_card_points_refused_naming_the_wrong_entry(
    pair: tuple[int | None, int | None], side: str | None, said: str
) -> None:
    with pytest.raises(BadValue) as error:
        resolve_card_points(pair, NAMES)
    assert error.value.field == "card_points" and error.value.side == side
    assert error.value.message.startswith(said)


# --- the facts ------------------------------------------------------------------------------


def test_a_plain_hand_is_lawful() -> None:
    assert score_hand(PLAIN, RuleSet.SEED, NAMES).elder.total == 140


def test_trumps_missing() -> None:
    error = refusal(HandFacts(card_points=(130, 110), last_trick=Side.ELDER))
    assert error.field == "trumps"


def test_card_points_missing() -> None:
    assert refusal(HandFacts(Suit.HEARTS, last_trick=Side.ELDER)).field == "card_points"


def test_last_trick_missing() -> None:
    assert refusal(HandFacts(Suit.HEARTS, card_points=(130, 110))).field == "last_trick"


def test_each_rule_set_takes_only_its_own_turn_up() -> None:
    nine = refusal(HandFacts(Suit.HEARTS, turn_up_nine=True, card_points=(130, 110), last_trick=Side.ELDER))
    assert nine.field == "turn_up_nine"
    assert nine.message == (
        "under the ten rules the dealer scores a turned-up ten; a turned-up nine is the classic rules' bonus."
    )
    ten = refusal(
        HandFacts(Suit.HEARTS, turn_up_ten=True, card_points=(130, 110), last_trick=Side.ELDER),
        RuleSet.CLASSIC,
    )
    assert (
        ten.field == "turn_up_ten"
        and "under the classic rules the dealer scores a turned-up nine" in ten.message
    )


def test_the_turn_up_of_the_other_rule_set_scores_nothing_unasked() -> None:
    """Classic rules: a turned-up nine scores the dealer 10; a seed-rules hand scores a ten."""
    classic = HandFacts(Suit.HEARTS, turn_up_nine=True, card_points=(130, 110), last_trick=Side.ELDER)
    assert score_hand(classic, RuleSet.CLASSIC, NAMES).younger.turn_up == 10
    seed = HandFacts(Suit.HEARTS, turn_up_ten=True, card_points=(130, 110), last_trick=Side.ELDER)
    assert score_hand(seed, RuleSet.SEED, NAMES).younger.turn_up == 10


def test_put_right_needs_an_irregular_player() -> None:
    error = refusal(HandFacts(Suit.HEARTS, card_points=(130, 110), last_trick=Side.ELDER, put_right_after=0))
    assert error.field == "put_right_after"


def test_put_right_after_no_more_melds_than_were_made() -> None:
    facts = HandFacts(
        Suit.HEARTS,
        melded=parse_events("e:4A", read_code),
        card_points=(130, 110),
        last_trick=Side.ELDER,
        irregular=Side.YOUNGER,
        put_right_after=2,
    )
    error = refusal(facts)
    assert error.field == "put_right_after" and error.side == "younger"
    assert "after 0 to 1 melds" in error.message


def test_the_irregular_players_melds_are_refused_in_the_facts() -> None:
    facts = HandFacts(
        Suit.HEARTS,
        melded=parse_events("e:4A", read_code),
        card_points=(130, 110),
        last_trick=Side.ELDER,
        irregular=Side.ELDER,
    )
    error = refusal(facts)
    assert (error.field, error.side) == ("melded", "elder")


def test_card_points_are_checked_in_the_facts() -> None:
    error = refusal(HandFacts(Suit.HEARTS, card_points=(130, 100), last_trick=Side.ELDER))
    assert error.field == "card_points"


# --- quick totals ---------------------------------------------------------------------------


def test_quick_totals_stand_alone() -> None:
    error = refusal(HandFacts(Suit.HEARTS, totals=(300, 250)))
    assert error.field == "totals" and "takes no other entry" in error.message


@pytest.mark.parametrize(
    ("totals", "said"),
    [
        ((200, 40), "200 and 40 make 240, but every hand deals out 240 in cards and 10 for the last trick"),
        (
            (200, 55),
            "200 and 55 make 255, but every score of a hand but the card points is a multiple of ten",
        ),
        ((600, 601), "600 and 601 make 1201, more than any hand can score (1200"),
    ],
)
def test_quick_totals_no_hand_can_make(totals: tuple[int, int], said: str) -> None:
    error = refusal(HandFacts(totals=totals))
    assert error.field == "totals" and error.message.startswith(said)


def test_the_most_a_hand_can_score() -> None:
    """Both players together: the twelve richest melds the pack allows, two each of sequence
    150, four aces 100, four kings 80, four queens 60, then four at 40: 300 + 200 + 160 + 120
    + 160 = 940 (each player a sequence, four aces, kings, queens, a pinochle and four jacks,
    17 cards each); + 240 in cards + 10 the last trick = 1190; + 10 the dealer's turned-up
    ten (seed) = 1200, or + 20 for the two nines of trumps (classic: two dixes, or the
    turned-up nine and one dix; never both dixes and a turned-up nine) = 1210."""
    assert most_in_a_hand(RuleSet.SEED) == 1200
    assert most_in_a_hand(RuleSet.CLASSIC) == 1210
    assert score_hand(HandFacts(totals=(600, 600)), RuleSet.SEED, NAMES).elder.total == 600
    assert score_hand(HandFacts(totals=(600, 610)), RuleSet.CLASSIC, NAMES).younger.total == 610
    for totals in ((610, 610), (0, 1220)):
        error = refusal(HandFacts(totals=totals), RuleSet.CLASSIC)
        assert error.field == "totals" and "more than any hand can score (1210" in error.message


def test_the_most_one_player_can_score() -> None:
    """One player's richest melds, diamonds trumps, on all twelve tricks: four aces twice 200,
    four kings 80, marriages in clubs, hearts, spades 60, four queens 60, the pinochle 40, two
    royal marriages 80, two sequences 300 = 820, with the 22 different cards a player can
    hold (11 at his first meld, one drawn on each of the eleven tricks after). Then 240 in
    cards and the last trick: elder 1070; the dealer 10 more for a turned-up ten (seed),
    1080. Classic: a dix beside them (its nine given for the turn-up) 10: 1080 for either; a
    second dix would be one card more (test_pinochle_melds)."""
    richest = parse_events("e:4A e:4A e:4K e:mC e:mH e:mS e:4Q e:pin e:rm e:rm e:seq e:seq", read_code)
    full = HandFacts(Suit.DIAMONDS, melded=richest, card_points=(240, 0), last_trick=Side.ELDER)
    assert score_hand(full, RuleSet.SEED, NAMES).elder.total == 1070
    for rules, most in ((RuleSet.SEED, (1070, 1080)), (RuleSet.CLASSIC, (1080, 1080))):
        assert score_hand(HandFacts(totals=(most[0], 0)), rules, NAMES).elder.total == most[0]
        assert score_hand(HandFacts(totals=(0, most[1])), rules, NAMES).younger.total == most[1]
        for i, side in enumerate(("elder", "younger")):
            totals = (most[0] + 10, 0) if i == 0 else (0, most[1] + 10)
            error = refusal(HandFacts(totals=totals), rules)
            assert (error.field, error.side) == ("totals", side)
            assert error.message.startswith(
                f"{side}'s {totals[i]} is more than one player can score in a hand ({most[i]}: 820 in"
            )


@pytest.mark.parametrize("totals", [(1, 249), (249, 1), (1, 259)])
def test_a_total_of_1_cannot_be(totals: tuple[int, int]) -> None:
    """Every score but the card points is a multiple of ten, so a total of 1 is 1 in cards,
    and no card counts 1 (A 11, 10 10, K 4, Q 3, J 2, 9 0). 11 can be: 11 in cards (an ace)."""
    error = refusal(HandFacts(totals=totals))
    assert error.field == "totals" and error.side == ("elder" if totals[0] == 1 else "younger")
    assert "a total of 1 would be 1 in cards, and no card counts 1" in error.message
    assert score_hand(HandFacts(totals=(11, 239)), RuleSet.SEED, NAMES).elder.total == 11


# --- small readers ------------------------------------------------------------------------


def test_rule_sets_and_sides_read_and_refused() -> None:
    assert parse_rules(" Classic ") is RuleSet.CLASSIC and parse_rules("seed") is RuleSet.SEED
    with pytest.raises(BadValue) as rules:
        parse_rules("rubicon")
    assert rules.value.field == "rules" and "ten or classic" in rules.value.message
    assert parse_side("Y", "last_trick") is Side.YOUNGER
    with pytest.raises(BadValue) as side:
        parse_side("dealer", "last_trick")
    assert side.value.field == "last_trick"


# --- card points and the tricks the melds show (item 14 of issue 19) ----------------------
#
# Only the winner of a trick melds, one meld a trick, so a player with n melding tricks won
# at least n tricks (n + 1 with the last trick, which is after the stock is out): 2 cards a
# trick. The cheapest cards of the pack: eight nines 0, eight jacks 2, eight queens 3, eight
# kings 4 (then tens 10, aces 11).


def test_five_melds_hold_at_least_4_card_points() -> None:
    """Ann melds on 5 tricks: 10 cards; the eight nines count 0, the next two cheapest are
    jacks, 2 each: at least 4. 0 is refused, 4 is lawful (Bob 236)."""
    melded = parse_events("e:mS e:mD e:mC e:4A e:4K", read_code)
    error = refusal(PLAIN._replace(melded=melded, card_points=(0, 240), last_trick=Side.YOUNGER))
    assert (error.field, error.side) == ("card_points", "elder")
    assert error.message.startswith("Ann melded on 5 tricks, so Ann won at least 5 tricks, 10 cards")
    assert "at least 4 in cards, not 0" in error.message
    fine = PLAIN._replace(melded=melded, card_points=(4, None), last_trick=Side.YOUNGER)
    assert score_hand(fine, RuleSet.SEED, NAMES).elder.card_points == 4


def test_the_last_trick_is_one_more_trick_won() -> None:
    """Ann melds on 4 tricks (8 cards: the eight nines, 0) and takes the last trick: 5 tricks,
    10 cards, at least 4. Bob's 236 leaves her 4: lawful; her 2 with the last trick is not."""
    melded = parse_events("e:mS e:mD e:mC e:4A", read_code)
    assert score_hand(PLAIN._replace(melded=melded, card_points=(0, 240), last_trick=Side.YOUNGER))
    error = refusal(PLAIN._replace(melded=melded, card_points=(2, 238), last_trick=Side.ELDER))
    assert "Ann melded on 4 tricks and took the last trick, so Ann won at least 5 tricks" in error.message
    assert score_hand(PLAIN._replace(melded=melded, card_points=(None, 236), last_trick=Side.ELDER))


def test_twelve_melding_tricks_hold_at_least_40_and_leave_the_other_at_most_200() -> None:
    """Ann melds on all twelve tricks (Bob takes the last): 24 cards, at least 8 × 0 + 8 × 2 + 8 × 3 = 40; so
    39 is refused, 40 lawful. Bob is refused too when his figure leaves her 39 (240 − 201)."""
    melded = parse_events("e:mS e:mD e:mC e:4A e:4K e:4Q e:4J e:pin e:rm e:seq e:mS e:mD", read_code)
    error = refusal(PLAIN._replace(melded=melded, card_points=(39, None), last_trick=Side.YOUNGER))
    assert "12 tricks, 24 cards" in error.message and "at least 40 in cards, not 39" in error.message
    assert (
        score_hand(
            PLAIN._replace(melded=melded, card_points=(40, None), last_trick=Side.YOUNGER)
        ).elder.card_points
        == 40
    )
    assert (
        "at least 40 in cards, not 39"
        in refusal(PLAIN._replace(melded=melded, card_points=(None, 201), last_trick=Side.YOUNGER)).message
    )
