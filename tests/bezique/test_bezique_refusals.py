"""Every refusal of issue 14, each with the rule it cites (seed 001, docs/bezique.md, Foster).

The keeper never sees the cards: it refuses only what no deal of the 64-card
pack (two of each card) can give, and warns where it cannot know.
"""

from __future__ import annotations

import pytest

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.codes import parse_declared
from piquet_cli.games.bezique.hand import HandFacts, check_brisques
from piquet_cli.games.bezique.judge import DeclarationLog, judge_all, rule_on
from piquet_cli.games.events import Event
from piquet_cli.games.side import Side

CLUBS = Suit.CLUBS


def refused(declared: str, trumps: Suit | None = CLUBS, turn_up_seven: bool = False) -> BadValue:
    with pytest.raises(BadValue) as caught:
        HandFacts(trumps=trumps, turn_up_seven=turn_up_seven, declared=parse_declared(declared))
    assert caught.value.field == "declared"
    assert caught.value.message.count(". ") == 0, "one sentence"
    return caught.value


def lawful(declared: str, trumps: Suit | None = CLUBS, turn_up_seven: bool = False) -> HandFacts:
    return HandFacts(trumps=trumps, turn_up_seven=turn_up_seven, declared=parse_declared(declared))


# --- brisques: 8 aces and 8 tens in the two packs ----------------------------------------


@pytest.mark.parametrize(("elder", "younger"), [(10, 7), (10, 5), (0, 0), (16, 1)])
def test_both_brisque_counts_add_to_exactly_16(elder: int, younger: int) -> None:
    with pytest.raises(BadValue) as caught:
        HandFacts(trumps=CLUBS, brisques=(elder, younger))
    assert caught.value.field == "brisques"
    assert f"the brisques add to 16 (docs/bezique.md); {elder} and {younger} make {elder + younger}." in str(
        caught.value
    )


def test_one_count_given_alone_is_at_most_16() -> None:
    check_brisques(16, None)
    check_brisques(None, 0)
    with pytest.raises(BadValue) as caught:
        check_brisques(None, 17)
    assert (caught.value.field, caught.value.side) == ("brisques", "younger")
    assert "0 to 16 brisques, the aces and tens of the pack (docs/bezique.md), not 17" in caught.value.message
    assert HandFacts(trumps=CLUBS, brisques=(16, 0)).brisques == (16, 0)


# --- sevens of trumps: two in the pack -----------------------------------------------------


def test_at_most_two_sevens_of_trumps() -> None:
    lawful("e:7 y:7")
    error = refused("e:7 y:7 e:7")
    assert error.side == "elder"
    assert (
        "event 3, e:7: the pack has two sevens of trumps: a third cannot be scored (docs/bezique.md)."
        == str(error)
    )


def test_the_turned_up_seven_counts_as_one() -> None:
    lawful("y:7", turn_up_seven=True)
    error = refused("y:7 e:7", turn_up_seven=True)
    assert "the pack has two sevens of trumps, and the seven turned up is one of them" in str(error)


def test_two_sevens_on_one_trick_are_two_sevens() -> None:
    lawful("e:7+7+bz")
    assert "a third cannot be scored" in str(refused("e:7+7 y:7"))


# --- one combination per trick ------------------------------------------------------------


def test_double_bezique_and_four_queens_on_one_trick_is_not_600() -> None:
    error = refused("e:dbz+4Q")
    assert str(error) == (
        "event 1, e:dbz+4Q: one trick scores one combination, not double bezique and four queens; "
        "only sevens of trumps may go beside it (docs/bezique.md; Foster's Complete Hoyle, Bézique: "
        "double bezique and four queens on one trick is not 600)."
    )


def test_a_seven_beside_one_combination_is_lawful() -> None:
    facts = lawful("e:7+bz")
    assert facts.verdicts[0].points == 50


# --- beziques -----------------------------------------------------------------------------


def test_single_then_double_is_40_and_500() -> None:
    facts = lawful("e:bz e:dbz")
    assert [v.points for v in facts.verdicts] == [40, 500]
    assert "grows from elder's single bezique, still on the table: 40 + 500" in facts.verdicts[1].sentence()


def test_double_then_single_is_refused() -> None:
    error = refused("e:dbz e:bz")
    assert "a single bezique may not be taken out of a double (docs/bezique.md)" in str(error)


def test_at_most_one_double_bezique() -> None:
    assert "one a hand" in str(refused("e:dbz e:dbz"))
    # The other player cannot have one either: elder holds both Q♠ and both J♦.
    error = refused("e:dbz y:dbz")
    assert error.side == "younger"
    assert (
        "four queens of spades declared in this hand, but the pack has two and elder's double bezique"
        in str(error)
    )


def test_at_most_two_single_beziques() -> None:
    lawful("e:bz e:bz")
    lawful("e:bz y:bz")
    assert "a third bezique for elder" in str(refused("e:bz e:bz e:bz"))
    assert "three queens of spades" in str(refused("e:bz y:bz e:bz"))


def test_two_singles_cannot_make_a_double() -> None:
    # Foster: the double needs one new card from the hand; two singles already show all four.
    error = refused("e:bz e:bz e:dbz")
    assert "a double adds no card from the hand" in str(error)
    assert "Foster's Complete Hoyle, Bézique: never 40 + 40 + 500" in str(error)


def test_a_single_of_the_other_player_blocks_the_double() -> None:
    error = refused("y:bz e:dbz")
    assert str(error) == (
        "event 2, e:dbz: elder's double bezique would make three queens of spades declared in this hand, "
        "but the pack has two and younger's bezique already holds one; a card declared by one player "
        "is never the other's (docs/bezique.md)."
    )


# --- two of each kind at most -------------------------------------------------------------


@pytest.mark.parametrize(
    ("declared", "said"),
    [
        ("e:4A e:4A e:4A", "a third four aces for elder"),
        ("e:4K e:4K e:4K", "a third four kings for elder"),
        ("e:4Q e:4Q e:4Q", "a third four queens for elder"),
        ("e:4J e:4J e:4J", "a third four jacks for elder"),
        ("e:rm e:rm e:rm", "a third royal marriage for elder"),
        ("e:seq e:seq e:seq", "a third sequence for elder"),
        ("e:mH e:mH e:mH", "a third marriage in hearts for elder"),
    ],
)
def test_a_third_of_a_kind_for_one_player(declared: str, said: str) -> None:
    error = refused(declared)
    assert said in str(error)
    assert "a card serves once in each kind of combination and the pack has two of each" in str(error)


@pytest.mark.parametrize(
    ("declared", "card"),
    [
        ("e:4A y:4A e:4A", "three aces of spades"),
        ("e:4K y:4K y:4K", "three kings of spades"),
        ("e:rm y:rm e:rm", "three kings of clubs"),
        ("e:seq y:seq y:seq", "three aces of clubs"),
        ("e:mH e:mH y:mH", "three kings of hearts"),
        ("e:mH e:mH y:4K", "three kings of hearts"),
    ],
)
def test_a_third_between_both_players(declared: str, card: str) -> None:
    assert f"would make {card} declared in this hand, but the pack has two" in str(refused(declared))


def test_reuse_in_another_kind_allows_more_than_two_combinations_with_a_card() -> None:
    # K♥ in two marriages in hearts and in two four-kings: four combinations, two kings of hearts.
    facts = lawful("e:mH e:4K e:mH e:4K")
    assert [v.points for v in facts.verdicts] == [20, 80, 20, 80]
    assert "the K♥ of the marriage in hearts" in facts.verdicts[1].sentence()


def test_every_combination_needs_a_card_from_the_hand() -> None:
    error = refused("e:4Q e:4Q e:4J e:4J e:bz")
    assert str(error) == (
        "event 5, e:bz: both queens of spades and both jacks of diamonds are declared already, so "
        "elder's bezique would take no card from the hand, and every combination needs one (docs/bezique.md)."
    )
    error = refused("e:mS e:mS e:mH e:mH e:mD e:mD e:rm e:rm e:4K")
    assert "every king in the pack is declared already, so elder's four kings would take no card" in str(
        error
    )


# --- royal marriage and sequence ----------------------------------------------------------


def test_royal_marriage_grows_into_a_sequence() -> None:
    facts = lawful("e:rm e:seq")
    assert [v.points for v in facts.verdicts] == [40, 250]
    assert "it may grow from elder's royal marriage" in facts.verdicts[1].sentence()
    assert facts.warnings == ()


def test_a_royal_marriage_after_a_sequence_is_warned_not_refused() -> None:
    facts = lawful("e:seq e:rm")
    assert [v.points for v in facts.verdicts] == [250, 40]
    ((number, warning),) = facts.warnings
    assert number == 2
    assert warning.text == (
        "after elder's sequence this royal marriage needs the other K Q of trumps: "
        "it may not be taken out of the declared sequence"
    )


def test_no_royal_marriage_out_of_two_sequences() -> None:
    error = refused("e:seq e:seq e:rm")
    assert "a royal marriage may grow into a sequence but may not be taken out of one" in str(error)
    assert "a royal marriage may grow" in str(refused("e:seq e:rm e:rm"))


def test_a_marriage_in_the_trump_suit_is_the_royal_marriage() -> None:
    facts = lawful("e:mC")
    assert facts.declared == (Event(Side.ELDER, ("rm",)),)
    assert facts.verdicts[0].points == 40
    assert "clubs are trumps, so mC is the royal marriage, kept as rm" in facts.verdicts[0].sentence()


# --- the stock ----------------------------------------------------------------------------


def test_nothing_is_declared_once_the_stock_is_out() -> None:
    log = DeclarationLog(CLUBS).add(Event(Side.ELDER, ("rm",))).run_out()
    with pytest.raises(BadValue) as caught:
        log.add(Event(Side.YOUNGER, ("4A",)))
    assert (
        str(caught.value)
        == "y:4A: the stock is out, and nothing more is declared once it is (docs/bezique.md)."
    )
    assert caught.value.side == "younger"
    # Undo takes back the stock running out first, then the last event.
    assert log.undo().add(Event(Side.YOUNGER, ("4A",))).points(Side.YOUNGER) == 100
    assert log.undo().undo().events == ()


# --- the walkthrough's log and the rule command -------------------------------------------


def test_the_log_adds_one_event_at_a_time_and_undoes_the_last() -> None:
    log = DeclarationLog(CLUBS, turn_up_seven=True)
    assert log.points(Side.YOUNGER) == 10  # the dealer's turned-up seven
    log = log.add(Event(Side.ELDER, ("bz",))).add(Event(Side.YOUNGER, ("7", "rm")))
    assert (log.points(Side.ELDER), log.points(Side.YOUNGER)) == (40, 60)
    with pytest.raises(BadValue):
        log.add(Event(Side.ELDER, ("7",)))  # the third seven
    log = log.undo()
    assert str(log) == "e:bz"
    assert log.add(Event(Side.ELDER, ("7",))).points(Side.ELDER) == 50
    with pytest.raises(BadValue, match="no declaration to undo"):
        DeclarationLog().undo()


def test_rule_on_says_whether_the_last_event_scores_and_why() -> None:
    verdict = rule_on("e:bz y:4A e:dbz", CLUBS)
    assert verdict.lawful and verdict.points == 500
    verdict = rule_on("e:dbz e:bz", CLUBS)
    assert not verdict.lawful and verdict.points == 0
    assert verdict.sentence().startswith("event 2, e:bz: elder has declared double bezique")
    # An impossible question is refused as such, naming the event.
    with pytest.raises(BadValue, match="event 3, e:7: the pack has two sevens"):
        rule_on("e:7 y:7 e:7 e:bz", CLUBS)
    with pytest.raises(BadValue, match="at least one event"):
        rule_on("-", CLUBS)


def test_without_trumps_the_check_is_kinder_and_says_so() -> None:
    facts = judge_all(parse_declared("e:mC e:mC"), None)
    assert [v.points for v in facts] == [20, 20]
    assert "the trumps are not given" in facts[0].warnings[0].text


def test_an_unknown_code_built_in_code_is_refused() -> None:
    with pytest.raises(BadValue, match="'4T' is not a Bezique declaration"):
        HandFacts(declared=(Event(Side.ELDER, ("4T",)),))


# --- quick totals -------------------------------------------------------------------------


def test_quick_totals_are_tens_and_stand_alone() -> None:
    with pytest.raises(BadValue) as caught:
        HandFacts(totals=(305, 250))
    assert (caught.value.field, caught.value.side) == ("totals", "elder")
    assert "everything in Bezique scores by tens (docs/bezique.md), not 305" in str(caught.value)
    with pytest.raises(BadValue, match="quick totals stand for the whole hand"):
        HandFacts(totals=(300, 250), brisques=(8, 8))
    assert HandFacts(trumps=CLUBS, totals=(300, 250)).is_quick


def test_quick_totals_are_what_a_hand_can_make() -> None:
    """Every hand deals out 16 brisques (160) and the last trick (10): 170 at least between both.
    At most 1990: seq 2 × 250, rm 2 × 40, six plain marriages 6 × 20, bz 40 + dbz 500, the fours
    2 × (100 + 80 + 60 + 40), both sevens 2 × 10 — 1820 — and the 170."""
    assert HandFacts(totals=(170, 0)).totals == (170, 0)
    assert HandFacts(totals=(1000, 990)).totals == (1000, 990)
    with pytest.raises(BadValue) as caught:
        HandFacts(totals=(100, 60))
    assert caught.value.field == "totals"
    assert "100 and 60 make 160, but every hand deals out 160 in brisques and 10 for the last trick" in str(
        caught.value
    )
    with pytest.raises(BadValue, match=r"1000 and 1000 make 2000, more than any hand can score \(1990: "):
        HandFacts(totals=(1000, 1000))


# --- the cards a player can have held (item 13 of issue 19) ------------------------------
#
# A player holds 7 cards each time he declares: 8 dealt, less the card he has just played to
# the trick (he draws after declaring). He draws one after each trick, so the different
# cards of his combinations up to his k-th scoring trick are at most 7 + (its trick − the
# trick of his first). With N scoring tricks, one each, the p-th is on trick p at the
# earliest and on trick 24 − (N − p) at the latest (the stock lasts 24 tricks). Exchanging
# the seven of trumps for the turn-up gives him no more: the seven goes for it.


def test_eight_fours_by_one_player_need_32_cards_and_30_can_be_held() -> None:
    """Two each of four aces, kings, queens and jacks: 8 × 4 = 32 different cards (a four
    shares no card with another of its rank, and the ranks differ). Elder's first on trick 1
    at the earliest, his eighth on trick 24 at the latest: 7 + 24 − 1 = 30. Seven fours
    (28) still fit."""
    seven = "e:4A e:4A e:4K e:4K e:4Q e:4Q e:4J"
    assert lawful(seven)
    error = refused(seven + " e:4J")
    assert str(error).startswith(
        "event 8, e:4J: elder's combinations up to this one need at least 32 different cards, but elder "
        "can have held at most 30"
    )


def test_the_other_players_tricks_leave_fewer_draws() -> None:
    """Clubs. Elder's seven fours, on tricks 1–7: 7 × 4 = 28 different cards. With nine
    scoring tricks in all (younger's two sevens after), his seventh is on trick
    24 − (9 − 7) = 22 at the latest: 7 + 22 − 1 = 28, enough. Younger's four jacks (the
    other jacks) make ten: trick 21 at the latest, 27 cards, one short."""
    before = "e:4A e:4K e:4Q e:4J e:4A e:4K e:4Q y:7 y:7"
    assert lawful(before)
    error = refused(before + " y:4J")
    assert str(error).startswith(
        "event 10, y:4J: elder's combinations need at least 28 different cards, but elder can have held "
        "at most 27"
    )
    assert "on trick 21 at the latest (10 scoring tricks" in str(error)
