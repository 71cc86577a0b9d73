"""Hands of Bezique worked out by hand: declarations, brisques, last trick → totals.

Values (seed 001): seven of trumps 10, marriage 20, royal marriage 40, sequence
250, bezique 40, double bezique 500, four aces 100, kings 80, queens 60, jacks 40;
each brisque (ace or ten won) 10; the last trick 10; a turned-up seven 10 to the dealer.
"""

from __future__ import annotations

import pytest

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.codes import parse_declared
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.rules import LastTrick
from piquet_cli.games.bezique.scoring import score_hand
from piquet_cli.games.side import Side

ELDER, YOUNGER = Side.ELDER, Side.YOUNGER


def test_the_published_illustrative_hand() -> None:
    """A deal "played by two experienced players" (transcribed at pokerwiner.com, Bezique pages 1, 3, 4).

    Clubs trumps, the ♣10 turned up (no seven: no turn-up score). South dealt, so
    North is elder. The book scores the last trick of the stock (the 24th) — our
    last_trick = stock — and South's winning of the final trick scores nothing.

    Tricks 1-11 are not in the transcription; only the score after them is:
    North 320, South 110. The events for them are a lawful reconstruction to that
    score, with South's single bezique before his double as issue 14 has it:
        North  7 10 + rm 40 + seq 250 + mH 20                 = 320
        South  7 10 + bz 40 + 4J 40 + mS 20                   = 110
    Then, as published:
        trick 12  South's marriage in diamonds                   S 110 + 20 = 130
        trick 13  North's four aces                              N 320 + 100 = 420
        trick 17  South's double bezique (grows from the single) S 130 + 500 = 630
        tricks 18-21 (not in the transcription) North scores 80: four kings, the only
                  declaration worth 80 he can hold; 420 + 80 = 500, so that
        trick 22  North's marriage in hearts "raising his total to 520"  500 + 20 = 520
        trick 24  North takes the last trick of the stock        520 + 10 = 530
        end       brisques: South 10 → 100, North 6 → 60         S 730, N 590
    """
    facts = HandFacts(
        trumps=Suit.CLUBS,
        declared=parse_declared(
            "e:7 y:7 e:rm y:bz e:seq y:4J e:mH y:mS"  # tricks 1-11 (reconstructed)
            " y:mD e:4A y:dbz e:4K e:mH"  # tricks 12, 13, 17, 18-21, 22
        ),
        brisques=(6, 10),
        last_trick=ELDER,
    )
    score = score_hand(facts, LastTrick.STOCK)
    running = [(s.label, s.elder_total, s.younger_total) for s in score.steps]
    assert running[7] == ("y:mS", 320, 110)  # after trick 11
    assert running[8:] == [
        ("y:mD", 320, 130),
        ("e:4A", 420, 130),
        ("y:dbz", 420, 630),
        ("e:4K", 500, 630),
        ("e:mH", 520, 630),
        ("last trick", 530, 630),
        ("brisques 6", 590, 630),
        ("brisques 10", 590, 730),
    ]
    assert score.elder.as_dict() == {
        "turn_up": 0, "declarations": 520, "brisques": 60, "last_trick": 10, "total": 590,
    }  # fmt: skip
    assert score.younger.as_dict() == {
        "turn_up": 0, "declarations": 630, "brisques": 100, "last_trick": 0, "total": 730,
    }  # fmt: skip
    last = next(r for r in score.rulings if r.category == "last_trick")
    assert last.reason == "took the last trick before the stock ran out (the 24th), by agreement: 10"
    dbz = next(r for r in score.rulings if r.points == 500)
    assert "grows from younger's single bezique, still on the table: 40 + 500" in dbz.reason
    # North's second marriage in hearts needs the other K♥ and Q♥: a warning, not a refusal.
    assert [n for n, _ in score.warnings] == [13]


def test_a_turned_up_seven_and_growth_to_a_sequence() -> None:
    """Hearts trumps and the turn-up a seven: the dealer (younger) scores 10 at once.

    elder    mS 20, 4K 80 (the K♠ of the marriage joins four kings), bz 40  = 140
             brisques 7 → 70, the final trick 10                            = 220
    younger  turn-up 10; the other seven 10, rm 40, seq 250 (grows from it) = 310
             brisques 9 → 90                                                = 400
    """
    facts = HandFacts(
        trumps=Suit.HEARTS,
        turn_up_seven=True,
        declared=parse_declared("e:mS y:7 e:4K y:rm y:seq e:bz"),
        brisques=(7, 9),
        last_trick=ELDER,
    )
    score = score_hand(facts)
    assert score.elder.as_dict() == {
        "turn_up": 0, "declarations": 140, "brisques": 70, "last_trick": 10, "total": 220,
    }  # fmt: skip
    assert score.younger.as_dict() == {
        "turn_up": 10, "declarations": 300, "brisques": 90, "last_trick": 0, "total": 400,
    }  # fmt: skip
    assert score.steps[0].label == "turn-up seven"
    assert [r.reason for r in score.rulings if r.category == "last_trick"] == [
        "took the last trick of the hand: 10"
    ]
    assert "the K♠ of the marriage in spades" in score.rulings[3].reason


def test_spades_trumps_bezique_from_the_royal_marriage_and_a_double() -> None:
    """Spades trumps: the Q♠ is both the queen of trumps and a bezique queen.

    elder    rm 40 (K♠ Q♠); 7 + bz 10 + 40 (the Q♠ again, another kind); seq 250
             (grows from the royal marriage); dbz 500 (grows from the bezique)  = 840
             brisques 5 → 50                                                    = 890
    younger  4A 100, 7 10, 4K 80 (the other K♠: elder's sequence holds one)   = 190
             brisques 11 → 110, the final trick 10                              = 310
    A second four aces for younger cannot be: it would need both A♠, and elder's
    sequence holds one.
    """
    facts = HandFacts(
        trumps=Suit.SPADES,
        declared=parse_declared("e:rm y:4A e:7+bz y:7 e:seq y:4K e:dbz"),
        brisques=(5, 11),
        last_trick=YOUNGER,
    )
    score = score_hand(facts)
    assert (score.elder.declarations, score.elder.total) == (840, 890)
    assert (score.younger.declarations, score.younger.total) == (190, 310)
    assert [s.points for s in score.steps] == [40, 100, 50, 10, 250, 80, 500, 10, 50, 110]
    assert score.warnings == ()
    with pytest.raises(BadValue, match="event 6, y:4A: younger's four aces would make three aces of spades"):
        HandFacts(trumps=Suit.SPADES, declared=parse_declared("e:rm y:4A e:7+bz y:7 e:seq y:4A"))


def test_quick_totals_have_no_categories() -> None:
    score = score_hand(HandFacts(totals=(410, 300)))
    assert score.elder.as_dict() == {
        "turn_up": None, "declarations": None, "brisques": None, "last_trick": None, "total": 410,
    }  # fmt: skip
    assert score.younger.total == 300
    assert score.steps == ()


def test_running_totals_carry_on_from_the_game() -> None:
    score = score_hand(HandFacts(trumps=Suit.DIAMONDS, declared=parse_declared("e:4A y:mH")))
    assert [(s.elder_total, s.younger_total) for s in score.steps_from(400, 250)] == [(500, 250), (500, 270)]


def test_missing_facts_of_a_finished_hand() -> None:
    assert HandFacts(declared=parse_declared("e:4A")).missing() == ("trumps", "brisques", "last_trick")
    assert HandFacts(trumps=Suit.CLUBS, brisques=(8, 8), last_trick=ELDER).missing() == ()
    assert HandFacts(totals=(170, 0)).missing() == ()
