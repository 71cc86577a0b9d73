"""A hand's facts and a withdrawal as the partie file keeps them, and back, exactly."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
import tomli_w

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import parse_events
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.games.pinochle.hand import HandFacts
from piquet_cli.games.pinochle.melds import read_code
from piquet_cli.games.pinochle.record import (
    hand_from_dict,
    hand_to_dict,
    withdrawal_from_dict,
    withdrawal_to_dict,
)
from piquet_cli.games.side import Side

FULL = HandFacts(
    Suit.DIAMONDS,
    turn_up_ten=True,
    melded=parse_events("e:seq y:4A e:rm y:mC", read_code),
    card_points=(121, None),
    last_trick=Side.YOUNGER,
    irregular=Side.YOUNGER,
    put_right_after=1,
)


def through_toml(data: dict[str, Any]) -> dict[str, Any]:
    """What the file holds after tomli-w writes it and tomllib reads it back."""
    return tomllib.loads(tomli_w.dumps({"hand": data}))["hand"]  # type: ignore[no-any-return]


def test_a_full_hand_in_notation() -> None:
    assert hand_to_dict(FULL, "Bob had 13 cards") == {
        "trumps": "D",
        "turn_up_ten": True,
        "melded": "e:seq y:4A e:rm y:mC",
        "card_points": [121, "rest"],
        "last_trick": "younger",
        "irregular": "younger",
        "put_right_after": 1,
        "note": "Bob had 13 cards",
    }


@pytest.mark.parametrize(
    "facts",
    [
        FULL,
        HandFacts(totals=(330, 270)),
        HandFacts(Suit.SPADES, turn_up_nine=True, melded=parse_events("y:4K e:dix+mH", read_code)),
        HandFacts(Suit.HEARTS, card_points=(None, 0), last_trick=Side.ELDER),
        HandFacts(),
    ],
)
def test_round_trip_through_toml_is_exact(facts: HandFacts) -> None:
    data = hand_to_dict(facts, "a note")
    assert hand_from_dict(through_toml(data)) == (facts, "a note")
    assert hand_to_dict(hand_from_dict(data)[0], "a note") == data


def test_hand_edited_values_are_read_in_their_other_forms() -> None:
    facts, note = hand_from_dict(
        {"trumps": "♣", "melded": "E:m♠ Y:4a", "card_points": "rest, 100", "last_trick": "e"}
    )
    assert note is None
    assert facts == HandFacts(
        Suit.CLUBS,
        melded=parse_events("e:mS y:4A", read_code),
        card_points=(None, 100),
        last_trick=Side.ELDER,
    )
    assert hand_to_dict(facts)["melded"] == "e:mS y:4A"


@pytest.mark.parametrize(
    ("data", "key", "said"),
    [
        ({"trump": "H"}, "trump", "'trump' is not a key of a hand; the keys are trumps,"),
        ({"trumps": "X"}, "trumps", "'X' is not a suit"),
        ({"trumps": 3}, "trumps", "expected text in quotes"),
        ({"turn_up_ten": "yes"}, "turn_up_ten", "expected true or false"),
        ({"turn_up_nine": 1}, "turn_up_nine", "expected true or false"),
        ({"melded": "e:rm x:4A"}, "melded", "event 2, 'x:4A' is not an event"),
        ({"melded": "e:4T"}, "melded", "four tens are no meld"),
        ({"card_points": [130]}, "card_points", "expected two figures"),
        ({"card_points": [130, "most"]}, "card_points", "expected two figures"),
        ({"card_points": [130, True]}, "card_points", "expected two figures"),
        ({"card_points": "130"}, "card_points", "'130' is not card points"),
        ({"last_trick": "dealer"}, "last_trick", "'dealer' is not a player"),
        ({"irregular": "both"}, "irregular", "'both' is not a player"),
        ({"put_right_after": -1}, "put_right_after", "expected a whole number, 0 or more"),
        ({"put_right_after": "2"}, "put_right_after", "expected a whole number"),
        ({"totals": [300]}, "totals", "expected two whole numbers, elder first"),
        ({"totals": [300, -250]}, "totals", "expected two whole numbers"),
        ({"note": 5}, "note", "expected text in quotes"),
    ],
)
def test_bad_values_name_their_key(data: dict[str, Any], key: str, said: str) -> None:
    with pytest.raises(BadValue) as error:
        hand_from_dict(data)
    assert error.value.field == key
    assert said in error.value.message


def test_a_withdrawal_round_trips() -> None:
    for withdrawal in (Withdrawal("Ann", (40, 20)), Withdrawal("Bob")):
        data = withdrawal_to_dict(withdrawal, "had to leave")
        assert withdrawal_from_dict(through_toml(data)) == (withdrawal, "had to leave")
    assert withdrawal_to_dict(Withdrawal("Ann", (40, 20))) == {"player": "Ann", "totals": [40, 20]}


@pytest.mark.parametrize(
    ("data", "key"),
    [
        ({}, "player"),
        ({"player": 3}, "player"),
        ({"player": "Ann", "totals": "40,20"}, "totals"),
        ({"who": "A"}, "who"),
    ],
)
def test_a_bad_withdrawal_names_its_key(data: dict[str, Any], key: str) -> None:
    with pytest.raises(BadValue) as error:
        withdrawal_from_dict(data)
    assert error.value.field == key
