"""The event notation shared by the games scored trick by trick (docs/contract.md, "Bezique and Pinochle")."""

from __future__ import annotations

import pytest

from piquet_cli.cards import Suit, parse_suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, format_events, parse_events
from piquet_cli.games.side import Side

CODES = {"rm": "rm", "7": "7", "bz": "bz", "4a": "4A", "ms": "mS", "m♠": "mS", "mh": "mH"}


def read_code(text: str) -> str:
    try:
        return CODES[text.lower()]
    except KeyError:
        raise BadValue(f"{text!r} is not a declaration; codes are rm 7 bz 4A mS mH.") from None


def test_events_in_order_with_joined_codes() -> None:
    events = parse_events("e:rm Y:4a e:7+BZ y:m♠", read_code)
    assert events == (
        Event(Side.ELDER, ("rm",)),
        Event(Side.YOUNGER, ("4A",)),
        Event(Side.ELDER, ("7", "bz")),
        Event(Side.YOUNGER, ("mS",)),
    )
    assert format_events(events) == "e:rm y:4A e:7+bz y:mS"
    assert parse_events(format_events(events), read_code) == events


@pytest.mark.parametrize("text", ["-", "none", "  "])
def test_no_events(text: str) -> None:
    assert parse_events(text, read_code) == ()
    assert format_events(()) == "-"


def test_whole_words_for_the_side_and_commas_between_events() -> None:
    assert parse_events("elder:rm, younger:7", read_code) == (
        Event(Side.ELDER, ("rm",)),
        Event(Side.YOUNGER, ("7",)),
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("x:rm", "'x:rm' is not an event"),
        ("rm", "'rm' is not an event"),
        ("e:", "names nothing after e:"),
        ("e:7+", "names nothing after e: or around a +"),
        ("e:rm y:zz", "event 2, 'y:zz': 'zz' is not a declaration"),
    ],
)
def test_refusals_name_the_event(text: str, said: str) -> None:
    with pytest.raises(BadValue) as caught:
        parse_events(text, read_code)
    assert said in caught.value.message


def test_suits_by_letter_or_symbol() -> None:
    assert parse_suit("s") is Suit.SPADES
    assert parse_suit("♦") is Suit.DIAMONDS
    with pytest.raises(BadValue, match="is not a suit"):
        parse_suit("X")
