"""A hand's facts as the partie file keeps them, through the game's field table (``spec``):
the keys and notation of the flags, exact round trips, and a bad value named by its key."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
import tomli_w

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.games.bezique.codes import parse_declared
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.notation import format_pair, parse_pair, parse_side, parse_trumps
from piquet_cli.games.bezique.seam import GAME
from piquet_cli.games.record import deal_from_dict, deal_to_dict
from piquet_cli.games.side import Side

HAND = HandFacts(
    trumps=Suit.CLUBS,
    turn_up_seven=True,
    declared=parse_declared("e:7+bz y:rm y:seq e:4A"),
    brisques=(10, 6),
    last_trick=Side.YOUNGER,
)


def test_a_hand_as_the_file_keeps_it() -> None:
    assert deal_to_dict(GAME, HAND, note="Ann's great hand") == {
        "trumps": "C",
        "turn_up_seven": True,
        "declared": "e:7+bz y:rm y:seq e:4A",
        "brisques": [10, 6],
        "last_trick": "younger",
        "note": "Ann's great hand",
    }
    assert deal_to_dict(GAME, HandFacts(totals=(300, 250))) == {"totals": [300, 250]}


def test_round_trip_through_toml() -> None:
    text = tomli_w.dumps(
        {"deals": [deal_to_dict(GAME, HAND, "a note"), deal_to_dict(GAME, HandFacts(totals=(300, 250)))]}
    )
    tables = tomllib.loads(text)["deals"]
    assert deal_from_dict(GAME, tables[0], 1) == HAND
    assert deal_from_dict(GAME, tables[1], 2) == HandFacts(totals=(300, 250))


def test_a_marriage_in_trumps_is_kept_as_the_royal_marriage() -> None:
    facts = deal_from_dict(GAME, {"trumps": "♣", "declared": "e:mC y:m♥"}, 1)
    assert deal_to_dict(GAME, facts) == {"trumps": "C", "declared": "e:rm y:mH"}


@pytest.mark.parametrize(
    ("table", "field", "said"),
    [
        ({"trump": "C"}, "trump", "unknown key 'trump'; a deal has trumps, turn_up_seven, declared"),
        ({"trumps": "X"}, "trumps", "'X' is not a suit; the trumps are S H D C or ♠ ♥ ♦ ♣."),
        ({"trumps": 3}, "trumps", "expected text in quotes, found 3."),
        ({"turn_up_seven": "yes"}, "turn_up_seven", "expected true or false, found 'yes'."),
        ({"declared": "e:rm y:zz"}, "declared", "event 2, 'y:zz': 'zz' is not a Bezique declaration"),
        ({"declared": "e:dbz e:bz"}, "declared", "a single bezique may not be taken out of a double"),
        ({"brisques": [10]}, "brisques", "expected two whole numbers, elder first, like [5, 3]; found [10]."),
        ({"brisques": [10, 7]}, "brisques", "the brisques add to 16 (docs/bezique.md); 10 and 7 make 17."),
        ({"last_trick": "north"}, "last_trick", "'north' is not a player's seat; write elder or younger"),
        ({"totals": [300, True]}, "totals", "expected two whole numbers"),
        ({"totals": [300, 250], "brisques": [8, 8]}, "totals", "quick totals stand for the whole hand"),
        ({"totals": [305, 250]}, "totals", "a hand's total is a whole number of tens"),
        ({"note": 5}, "note", "expected text in quotes, found 5."),
    ],
)
def test_a_bad_value_names_its_key_and_the_hand(table: dict[str, Any], field: str, said: str) -> None:
    with pytest.raises(FileProblem) as caught:
        deal_from_dict(GAME, table, 3)
    assert (caught.value.field, caught.value.deal) == (field, 3)
    assert said in caught.value.message


def test_the_flags_notation() -> None:
    assert parse_trumps("h") is Suit.HEARTS
    assert parse_pair("10,6", "brisques") == (10, 6) == parse_pair(" 10 6 ", "brisques")
    assert format_pair((10, 6)) == "10,6"
    assert parse_side("Y", "last_trick") is Side.YOUNGER
    with pytest.raises(BadValue) as caught:
        parse_pair("10,-6", "brisques")
    assert (caught.value.field, caught.value.message) == (
        "brisques",
        "'10,-6' is not two whole numbers; write them elder first, like 10,6.",
    )


@pytest.mark.parametrize(
    ("codec", "typed", "value"),
    [
        ("trumps", "♣", Suit.CLUBS),
        ("declared", "E:RM y:4a e:7+BZ", parse_declared("e:rm y:4A e:7+bz")),
        ("declared", "-", ()),
        ("brisques", "10 6", (10, 6)),
        ("totals", "410,300", (410, 300)),
        ("side", "Y", Side.YOUNGER),
        ("flag", "yes", True),
    ],
)
def test_each_codec_writes_what_it_reads_back(codec: str, typed: str, value: object) -> None:
    """The seam's notation: a value as typed, its canonical text, and that text read back the same."""
    assert GAME.parse(codec, typed) == value
    assert GAME.parse(codec, GAME.format(codec, value)) == value
    with pytest.raises(BadValue, match="no notation called 'cards'"):
        GAME.parse("cards", "AS")
