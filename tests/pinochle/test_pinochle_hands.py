"""Three hands of two-handed Pinochle worked out by hand from seed 002 and docs/rules.md.

Meld values (seed 002's table): marriage 20, royal marriage 40, sequence 150,
pinochle 40, four aces 100, kings 80, queens 60, jacks 40. Card points are
taken in tricks (240 in all), the last trick is 10; the dealer (younger)
scores 10 for a turned-up ten (seed rules) or nine (classic rules), and under
the classic rules the dix is 10.
"""

from __future__ import annotations

import pytest

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, parse_events
from piquet_cli.games.pinochle.hand import HandFacts, score_hand
from piquet_cli.games.pinochle.melds import read_code
from piquet_cli.games.pinochle.rules import RuleSet
from piquet_cli.games.side import Side

NAMES = ("Ann", "Bob")  # Ann elder (she leads), Bob younger (he dealt)


def melds(text: str) -> tuple[Event, ...]:
    return parse_events(text, read_code)


def test_a_hand_under_the_seed_rules() -> None:
    """Hearts trumps; Bob deals and turns up a ten of trumps: 10 to Bob (seed 002).

    Melds in order:  e:rm  Ann 40 (K♥ Q♥)          Ann 40,  Bob 10
                     y:4A  Bob 100                  Ann 40,  Bob 110
                     e:seq Ann 150: the royal marriage grows into the sequence,
                           K♥ Q♥ used again in a meld of higher value  Ann 190, Bob 110
                     y:pin Bob 40                   Ann 190, Bob 150
                     e:mS  Ann 20                   Ann 210, Bob 150
    Card points: Ann 130, Bob "the rest" = 240 − 130 = 110. Last trick Ann, 10.
    Ann 0 + 210 + 130 + 10 = 350; Bob 10 + 140 + 110 + 0 = 260.
    """
    facts = HandFacts(
        Suit.HEARTS,
        turn_up_ten=True,
        melded=melds("e:rm y:4A e:seq y:pin e:mS"),
        card_points=(130, None),
        last_trick=Side.ELDER,
    )
    score = score_hand(facts, RuleSet.SEED, NAMES)
    assert score.elder.as_dict() == {
        "turn_up": 0,
        "melds": 210,
        "card_points": 130,
        "last_trick": 10,
        "total": 350,
    }
    assert score.younger.as_dict() == {
        "turn_up": 10,
        "melds": 140,
        "card_points": 110,
        "last_trick": 0,
        "total": 260,
    }
    assert score.running == ((40, 10), (40, 110), (190, 110), (190, 150), (210, 150))
    assert score.card_points == (130, 110)
    assert score.warnings == ()
    turn_up = score.rulings[0]
    assert (turn_up.category, turn_up.good, turn_up.points, turn_up.law) == (
        "turn_up",
        Side.YOUNGER,
        10,
        "docs/pinochle.md",
    )
    rest = next(r for r in score.rulings if r.category == "card_points" and r.good is Side.YOUNGER)
    assert "the rest, 240 − 130 = 110" in rest.reason


def test_a_hand_under_the_classic_rules() -> None:
    """Spades trumps; Ann deals (younger) and turns up a nine of trumps, the dix: 10 to Ann.

    Bob is elder. Melds:  y:4K       Ann 80                  Bob 0,  Ann 90
                          e:dix+mH   Bob shows the other nine of trumps, 10,
                                     beside his marriage in hearts, 20: 30   Bob 30, Ann 90
                          y:pin      Ann 40                  Bob 30, Ann 130
                          e:4Q       Bob 60                  Bob 90, Ann 130
    Card points given as "rest,142": Ann 142, Bob 240 − 142 = 98. Last trick Bob.
    Bob 0 + 90 + 98 + 10 = 198; Ann 10 + 120 + 142 + 0 = 272.
    """
    facts = HandFacts(
        Suit.SPADES,
        turn_up_nine=True,
        melded=melds("y:4K e:dix+mH y:pin e:4Q"),
        card_points=(None, 142),
        last_trick=Side.ELDER,
    )
    score = score_hand(facts, RuleSet.CLASSIC, ("Bob", "Ann"))
    assert score.elder.as_dict() == {
        "turn_up": 0,
        "melds": 90,
        "card_points": 98,
        "last_trick": 10,
        "total": 198,
    }
    assert score.younger.as_dict() == {
        "turn_up": 10,
        "melds": 120,
        "card_points": 142,
        "last_trick": 0,
        "total": 272,
    }
    assert score.running == ((0, 90), (30, 90), (30, 130), (90, 130))
    dix = score.verdicts[1]
    assert dix.points == 30 and "dix (9♠) 10" in dix.reason and "classic" in dix.source


def test_a_hand_with_an_illegal_reuse_refused_then_entered_right() -> None:
    """Diamonds trumps, seed rules, nothing turned up.

    Ann melds the sequence (A♦ 10♦ K♦ Q♦ J♦) 150, Bob four aces 100 (his A♦ is the
    other one), Ann then a royal marriage 40: lawful only with the other K♦ Q♦, as
    those of her sequence may not go into a meld of the same class worth less —
    a warning, since the keeper cannot see her cards. A second royal marriage by
    Ann is refused: one K♦ is in her sequence, the other in her royal marriage,
    and neither may be used again in a royal marriage.

    Entered right instead: Bob's marriage in clubs 20, Ann's four jacks 40 (her J♦
    of the sequence may be used again: four jacks is another class).
    Card points Ann 121, Bob 119; last trick Bob.
    Ann 150 + 40 + 40 + 121 = 351; Bob 100 + 20 + 119 + 10 = 249.
    """
    wrong = HandFacts(
        Suit.DIAMONDS, melded=melds("e:seq y:4A e:rm e:rm"), card_points=(121, 119), last_trick=Side.YOUNGER
    )
    with pytest.raises(BadValue) as refused:
        score_hand(wrong, RuleSet.SEED, NAMES)
    assert refused.value.field == "melded" and refused.value.side == "elder"
    assert refused.value.message.startswith("event 4, e:rm: Ann's royal marriage (K♦ Q♦) cannot be made")
    assert "both K♦ and both Q♦ are in Ann's sequence and Ann's royal marriage" in refused.value.message

    right = HandFacts(
        Suit.DIAMONDS,
        melded=melds("e:seq y:4A e:rm y:mC e:4J"),
        card_points=(121, 119),
        last_trick=Side.YOUNGER,
    )
    score = score_hand(right, RuleSet.SEED, NAMES)
    assert (score.elder.total, score.younger.total) == (351, 249)
    assert (score.elder.melds, score.younger.melds) == (230, 120)
    assert score.elder.turn_up == 0 and score.younger.turn_up == 0
    assert len(score.warnings) == 1
    assert score.warnings[0].startswith("Ann's royal marriage needs the other K♦ and Q♦")


def test_an_irregular_player_melds_nothing_until_put_right() -> None:
    """Seed 002: Bob, found with a wrong number of cards, melds nothing until it is put
    right. Put right after the first meld: his 4K before is refused, after is lawful.

    Clubs trumps. e:mH Ann 20, y:4K Bob 80 (after it was put right), card points 100,140,
    last trick Ann: Ann 20 + 100 + 10 = 130; Bob 80 + 140 = 220.
    """
    early = HandFacts(
        Suit.CLUBS,
        melded=melds("y:4K e:mH"),
        card_points=(100, 140),
        last_trick=Side.ELDER,
        irregular=Side.YOUNGER,
        put_right_after=1,
    )
    with pytest.raises(BadValue) as refused:
        score_hand(early, RuleSet.SEED, NAMES)
    assert refused.value.field == "melded" and refused.value.side == "younger"
    assert "Bob was found holding a wrong number of cards" in refused.value.message

    late = HandFacts(
        Suit.CLUBS,
        melded=melds("e:mH y:4K"),
        card_points=(100, 140),
        last_trick=Side.ELDER,
        irregular=Side.YOUNGER,
        put_right_after=1,
    )
    score = score_hand(late, RuleSet.SEED, NAMES)
    assert (score.elder.total, score.younger.total) == (130, 220)
    irregular = next(r for r in score.rulings if r.good is Side.YOUNGER and r.category == "melds")
    assert "until the hand is put right (done after meld 1)" in irregular.reason


def test_quick_totals_score_only_the_total() -> None:
    score = score_hand(HandFacts(totals=(330, 270)), RuleSet.SEED, NAMES)
    assert score.elder.as_dict() == {
        "turn_up": None,
        "melds": None,
        "card_points": None,
        "last_trick": None,
        "total": 330,
    }
    assert score.younger.total == 270
    assert score.rulings[0].reason == "Quick entry: Ann 330, Bob 270."
