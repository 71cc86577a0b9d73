"""Meld codes and the meld check: every refusal, every warning, add and undo.

The answers are worked from seed 002 and docs/rules.md: one meld per trick won; the
stock lasts twelve tricks (24 cards, two drawn per trick); two packs, so two
of each card; a melded card may be used again only in a later meld of higher
value or of another class (classes: marriages and the sequence; the pinochle;
the four-of-a-kinds); each meld takes a card from the hand; a player melds
only his own cards.
"""

from __future__ import annotations

import pytest

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, parse_event, parse_events
from piquet_cli.games.pinochle.check import MeldContext, Melding, Verdict, check_melds, play_melds
from piquet_cli.games.pinochle.melds import help_text, meld, meld_table, parse_melded, read_code
from piquet_cli.games.pinochle.rules import RuleSet
from piquet_cli.games.side import Side

SEED = MeldContext(Suit.HEARTS, RuleSet.SEED, names=("Ann", "Bob"))
CLASSIC = MeldContext(Suit.HEARTS, RuleSet.CLASSIC, names=("Ann", "Bob"))


def last(text: str, context: MeldContext = SEED) -> Verdict:
    """The verdict on the last event, every earlier one being lawful."""
    verdicts = check_melds(parse_events(text, read_code), context)
    assert len(verdicts) == len(text.split()), [v.reason for v in verdicts]
    assert all(v.lawful for v in verdicts[:-1])
    return verdicts[-1]


def refused(text: str, context: MeldContext = SEED) -> str:
    verdict = last(text, context)
    assert not verdict.lawful and verdict.points == 0
    return verdict.reason


# --- codes -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [("DIX", "dix"), ("ms", "mS"), ("m♥", "mH"), ("m♦", "mD"), ("MC", "mC"), ("RM", "rm"), ("Seq", "seq")]
    + [("PIN", "pin"), ("4a", "4A"), ("4k", "4K"), ("4q", "4Q"), ("4j", "4J")],
)
def test_codes_read_case_insensitively_to_one_spelling(text: str, code: str) -> None:
    assert read_code(text) == code


def test_values_are_seed_002s_table() -> None:
    values = {c: meld(c).value for c in ("mS", "rm", "seq", "pin", "4A", "4K", "4Q", "4J", "dix")}
    assert values == {
        "mS": 20,
        "rm": 40,
        "seq": 150,
        "pin": 40,
        "4A": 100,
        "4K": 80,
        "4Q": 60,
        "4J": 40,
        "dix": 10,
    }


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("xx", "'xx' is not a Pinochle meld; melds are dix, mS"),
        ("mX", "'mX' is not a Pinochle meld"),
        ("4T", "four tens are no meld in Pinochle"),
        ("7", "the Pinochle pack has no sevens"),
        ("bz", "Pinochle's Q♠ J♦ is the pinochle, pin"),
    ],
)
def test_unknown_codes_are_refused_naming_the_codes(text: str, said: str) -> None:
    with pytest.raises(BadValue) as error:
        read_code(text)
    assert said in error.value.message and error.value.field == "melded"


def test_the_help_table_differs_only_in_the_dix() -> None:
    seed, classic = meld_table(RuleSet.SEED), meld_table(RuleSet.CLASSIC)
    assert seed[1:] == classic[1:]
    assert classic[0][2] == "10" and "nothing" in seed[0][2]
    assert "e:dix+4K" in help_text(RuleSet.CLASSIC) and "e:dix+4K" not in help_text(RuleSet.SEED)


# --- lawful melds and what they score ----------------------------------------------


def test_royal_marriage_then_sequence_is_lawful_and_warns_nothing() -> None:
    """docs/rules.md: royal marriage then sequence, yes (K♥ Q♥ again, in a meld of higher value)."""
    verdict = last("e:rm e:seq")
    assert verdict.lawful and verdict.points == 150 and verdict.warnings == ()


def test_sequence_then_royal_marriage_warns_that_it_needs_the_other_king_and_queen() -> None:
    """docs/rules.md: sequence then royal marriage, no, with the same K Q; the other K♥ Q♥ may."""
    verdict = last("e:seq e:rm")
    assert verdict.lawful and verdict.points == 40
    assert verdict.warnings[0].startswith("Ann's royal marriage needs the other K♥ and Q♥")


def test_the_other_players_sequence_does_not_make_a_royal_marriage_doubtful() -> None:
    """Bob's K♥ Q♥ cannot be Ann's: his royal marriage after her sequence is certain."""
    assert last("e:seq y:rm").warnings == ()


def test_four_kings_again_needs_four_other_kings() -> None:
    """A second four kings is the same class and value: none of the first's kings may go into it."""
    verdict = last("e:4K e:4K")
    assert verdict.lawful
    assert "needs the other K♠, K♥, K♣ and K♦" in verdict.warnings[0]


def test_a_meld_made_of_cards_already_melded_needs_one_more_from_the_hand() -> None:
    """Q♠ from the marriage and J♦ from four jacks may each go into a pinochle (other
    classes), but a meld takes at least one card from the hand."""
    verdict = last("e:mS e:4J e:pin")
    assert verdict.lawful
    assert "must show a Q♠ or J♦ not melded before" in verdict.warnings[0]


def test_the_dix_beside_a_meld_under_the_classic_rules() -> None:
    verdict = last("e:dix+4K", CLASSIC)
    assert verdict.lawful and verdict.points == 90


# --- every refusal ----------------------------------------------------------------------


def test_the_dix_scores_nothing_under_the_seed_rules_so_it_is_not_entered() -> None:
    assert "under the ten rules (a turned-up ten scores) the nine of trumps" in refused("e:dix")
    assert "under the ten rules (a turned-up ten scores) the nine of trumps" in refused("e:dix+4K")


def test_one_meld_per_trick() -> None:
    assert "one meld per trick won" in refused("e:rm+4K")


def test_one_dix_per_trick() -> None:
    assert "one dix per trick" in refused("e:dix+dix", CLASSIC)


def test_a_marriage_in_trumps_is_the_royal_marriage() -> None:
    """Issue 19, item 5: one rule with Bezique — read as rm (40, not 20), kept so, and said."""
    verdict = last("y:mH")
    assert verdict.lawful and verdict.points == 40 and verdict.event == Event(Side.YOUNGER, ("rm",))
    assert verdict.read_as == "y:mH: hearts are trumps, so mH is the royal marriage, kept as rm"
    assert verdict.notes == (
        "y:mH: hearts are trumps, so mH is the royal marriage, kept as rm (docs/pinochle.md).",
    )
    assert verdict.reason.startswith(
        "hearts are trumps, so mH is the royal marriage, kept as rm: Bob's royal"
    )
    assert play_melds(parse_events("y:mH e:mS", read_code), SEED).events == (
        Event(Side.YOUNGER, ("rm",)),
        Event(Side.ELDER, ("mS",)),
    )
    # a second royal marriage named so is still the royal marriage, and a third is refused
    assert "a third royal marriage" in refused("e:rm y:mH e:mH")


def test_the_irregular_player_melds_nothing() -> None:
    context = MeldContext(Suit.HEARTS, irregular=Side.ELDER, names=("Ann", "Bob"))
    assert last("y:4A", context).lawful
    assert "Ann was found holding a wrong number of cards" in refused("y:4A e:4K", context)
    assert "until the hand is put right (not done this hand)" in refused("e:4K", context)


def test_the_irregular_player_melds_again_once_put_right() -> None:
    context = MeldContext(Suit.HEARTS, irregular=Side.ELDER, put_right_after=1, names=("Ann", "Bob"))
    assert "(done after meld 1)" in refused("e:4K", context)
    assert last("y:4A e:4K", context).lawful


TWELVE_MIXED = "e:mS y:mD e:mC y:4A e:4K y:4J e:4Q y:seq e:mS y:mC e:pin y:4A"
TWELVE_ANN = "e:mS e:mD e:mC e:4A e:4K e:4Q e:4J e:pin e:rm e:seq e:mS e:mD"


def test_the_twelve_melding_tricks_are_lawful() -> None:
    assert all(v.lawful for v in check_melds(parse_events(TWELVE_MIXED, read_code), SEED))
    assert all(v.lawful for v in check_melds(parse_events(TWELVE_ANN, read_code), SEED))


def test_no_meld_after_the_stock_is_out() -> None:
    assert "the stock is out" in refused(TWELVE_MIXED + " e:4A")


def test_at_most_twelve_melding_tricks_per_player() -> None:
    assert "Ann has already melded on twelve tricks" in refused(TWELVE_ANN + " e:4A")


@pytest.mark.parametrize("code", ["4A", "4K", "4Q", "4J", "pin", "seq", "rm", "mS", "mC", "mD"])
def test_a_third_of_any_meld_is_refused(code: str) -> None:
    """Two of each card: a second of a meld takes none of the first's cards, so two at most."""
    said = refused(f"e:{code} y:{code} e:{code}")
    assert said.startswith(f"a third {meld(code).name}: the pack holds two of each card")


def test_two_dixes_at_most_and_one_when_a_nine_was_turned_up() -> None:
    assert last("e:dix y:dix", CLASSIC).lawful
    assert "both nines of trumps have already been scored" in refused("e:dix y:dix e:dix", CLASSIC)
    turned = MeldContext(Suit.HEARTS, RuleSet.CLASSIC, turn_up_nine=True, names=("Ann", "Bob"))
    assert "one was turned up and scored for the dealer, and the other has already been shown" in refused(
        "e:dix y:dix", turned
    )


def test_a_royal_marriage_after_two_sequences_is_refused() -> None:
    """Both K♥ and both Q♥ are in Ann's sequences; neither may go into a royal marriage."""
    said = refused("e:seq e:seq e:rm")
    assert "both K♥ and both Q♥ are in Ann's sequence (twice)" in said
    assert "a melded card goes again only into a later meld of higher value" in said


def test_a_royal_marriage_after_her_sequence_and_his_royal_marriage_is_refused() -> None:
    said = refused("e:seq y:rm e:rm")
    assert "are in Ann's sequence and Bob's royal marriage" in said
    assert "a player melds only the cards of that player's own hand" in said


def test_the_other_players_cards_are_his_own() -> None:
    """Ann's two marriages in spades hold both K♠: Bob cannot have four kings."""
    said = refused("e:mS e:mS y:4K")
    assert said == (
        "Bob's four kings (K♠ K♥ K♣ K♦) cannot be made: both K♠ are in Ann's marriage in spades "
        "(twice), and a player melds only the cards of that player's own hand."
    )


def test_a_meld_with_no_card_left_for_the_hand_is_refused() -> None:
    """Both Q♠ are in Ann's marriages, both J♦ in her four jacks: each may go into a
    pinochle (other classes), but then no card of it comes from the hand."""
    assert "would take no card from the hand" in refused("e:mS e:mS e:4J e:4J e:pin")


# --- incremental: add and undo ------------------------------------------------------------


def test_add_and_undo_one_meld_at_a_time() -> None:
    melding = Melding(SEED)
    melding = melding.add(parse_event("e:seq", read_code))
    with pytest.raises(BadValue) as error:
        melding.add(parse_event("e:dix", read_code))
    assert error.value.field == "melded" and error.value.side == "elder"
    assert error.value.message.startswith("event 2, e:dix: under the ten rules")
    melding = melding.add(parse_event("y:4A", read_code))
    assert (melding.points(Side.ELDER), melding.points(Side.YOUNGER)) == (150, 100)
    melding = melding.undo()
    assert melding.events == (Event(Side.ELDER, ("seq",)),)
    assert melding.undo().undo().events == ()


def test_play_melds_raises_at_the_first_refused() -> None:
    with pytest.raises(BadValue) as error:
        play_melds(parse_events("e:rm y:rm e:rm", read_code), SEED)
    assert error.value.message.startswith("event 3, e:rm: a third royal marriage")


def test_parse_melded_names_the_fact() -> None:
    assert parse_melded("-") == ()
    assert parse_melded("E:m♠ y:dix+4k") == (Event(Side.ELDER, ("mS",)), Event(Side.YOUNGER, ("dix", "4K")))
    with pytest.raises(BadValue) as error:
        parse_melded("e:rm q:4A")
    assert error.value.field == "melded" and error.value.message.startswith("event 2, 'q:4A' is not an event")


# --- the cards a player can have held (item 13 of issue 19) ------------------------------
#
# A player holds 11 cards each time he melds: 12 dealt, less the card he has just played to
# the trick, and the draw comes after the meld. Between one of his melds and the next he
# draws one card a trick. So the different cards in his melds up to his k-th meld are at
# most 11 + (the trick of his k-th meld − the trick of his first). With N melding tricks
# in all, his first meld, the p1-th of the hand's, is on trick p1 at the earliest, and his
# k-th, the pk-th, on trick 12 − (N − pk) at the latest.


def test_six_fours_need_more_cards_than_one_player_can_hold() -> None:
    """Two each of four aces, kings and queens use no card twice (a four uses no card of
    another four of its rank, and aces, kings and queens differ): 6 × 4 = 24 cards. Ann's
    six melds are the only six: her first on trick 1 at the earliest, her sixth on trick 12
    at the latest: 11 + (12 − 1) = 22 cards at most. The fifth (20 cards) still fits."""
    assert last("e:4A e:4A e:4K e:4K e:4Q").lawful
    said = refused("e:4A e:4A e:4K e:4K e:4Q e:4Q")
    assert said.startswith("Ann's melds up to this one need at least 24 different cards, but Ann can have")
    assert "at most 22" in said


def test_twelve_melding_tricks_put_each_meld_on_its_own_trick() -> None:
    """Spades trumps. Ann's four aces, kings, queens and jacks are 16 different cards. With
    ten melding tricks her fourth meld can be on trick 12 − (10 − 4) = 8: 11 + 8 − 1 = 18,
    enough. The eleventh (Bob's sequence) puts it on trick 12 − (11 − 4) = 5 at the latest:
    11 + 5 − 1 = 15 cards, one short. (With all twelve, trick 4: 14.)"""
    melds = "e:4A e:4K e:4Q e:4J y:rm y:mH y:mD y:mC y:pin y:4J y:seq"
    spades = MeldContext(Suit.SPADES, RuleSet.SEED, names=("Ann", "Bob"))
    assert last(melds.rsplit(" ", 1)[0], spades).lawful
    said = refused(melds, spades)
    assert said.startswith("Ann's melds need at least 16 different cards, but Ann can have held at most 15")
    assert "on trick 5 at the latest (11 melding tricks" in said


def test_twelve_melds_by_one_player_that_fit_in_22_cards_are_lawful() -> None:
    """TWELVE_ANN, hearts trumps, worked by hand: marriages in spades, diamonds and clubs
    (6 cards), four aces (10), four kings and queens each adding K♥, Q♥ (12), four jacks
    (16), the pinochle with a second Q♠ (17), the royal marriage with a second K♥ (18), the
    sequence adding 10♥ (19), a second marriage in spades on the second Q♠ with a second K♠
    (20), a second in diamonds (22): at most 11 + (k − 1) at her k-th meld each time."""
    assert all(v.lawful for v in check_melds(parse_events(TWELVE_ANN, read_code), SEED))


def test_a_meld_with_no_card_from_the_hand_costs_one_more_card() -> None:
    """Hearts, Ann alone on all twelve tricks: rm, seq, mS, 4K, 4Q, mD, mC, pin, 4J, 4A, rm, mS.
    Card by card the copies needed are 21: K♥ Q♥ twice (two royal marriages), A♥ 10♥ J♥, K♠
    Q♠ twice (two marriages in spades), K♦ Q♦ K♣ Q♣, J♦ J♠ J♣, A♠ A♦ A♣. But the kings and
    queens of diamonds and clubs are first shown in the four kings and four queens, so the
    marriages in diamonds and in clubs would take no card from the hand: each needs a second
    copy, 23 in all, and Ann can have held 11 + 12 − 1 = 22. The eleventh still fits: without
    the second marriage in spades, 21 ≤ 11 + 11 − 1."""
    melds = "e:rm e:seq e:mS e:4K e:4Q e:mD e:mC e:pin e:4J e:4A e:rm e:mS"
    assert last(melds.rsplit(" ", 1)[0]).lawful
    said = refused(melds)
    assert said.startswith("Ann's melds up to this one need at least 23 different cards")
    assert "at most 22" in said


RICHEST = "e:4A e:4A e:4K e:mC e:mH e:mS e:4Q e:pin e:rm e:rm e:seq e:seq"


def test_the_richest_melds_of_one_player_and_the_nines_of_the_dix() -> None:
    """Diamonds trumps, Ann on all twelve tricks: 820 with 22 different cards (the eight
    aces; K♠ K♥ K♣ and both K♦; Q♣ Q♥ Q♠ and both Q♦; both 10♦ and J♦), the k-th meld's
    cards within 11 + k − 1 each time. Classic rules: a dix beside her last meld is the nine
    exchanged for the turn-up, a card given for a card: 830. A second dix is a nine shown,
    one more card held: 23 > 22, refused."""
    diamonds = MeldContext(Suit.DIAMONDS, RuleSet.CLASSIC, names=("Ann", "Bob"))
    assert all(v.lawful for v in check_melds(parse_events(RICHEST, read_code), diamonds))
    one = RICHEST.rsplit(" ", 1)[0] + " e:dix+seq"
    verdicts = check_melds(parse_events(one, read_code), diamonds)
    assert all(v.lawful for v in verdicts) and sum(v.points for v in verdicts) == 830
    said = refused("e:dix+4A " + one.split(" ", 1)[1], diamonds)
    assert said.startswith("Ann's melds up to this one need at least 23 different cards")
