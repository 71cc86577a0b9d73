"""The declaration codes of docs/contract.md and their values (seed 001)."""

from __future__ import annotations

import pytest

from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.codes import CODES, HELP_NOTES, HELP_ROWS, parse_declared, read_code
from piquet_cli.games.events import Event
from piquet_cli.games.side import Side

# Seed 001, word for word: sequência 250, casamento real 40, casamento 20, bezique 40,
# bezique duplo 500, quatro ases 100, reis 80, damas 60, valetes 40; sete de trunfo 10.
SEED_VALUES = {
    "7": 10, "mS": 20, "mH": 20, "mD": 20, "mC": 20, "rm": 40, "seq": 250,
    "bz": 40, "dbz": 500, "4A": 100, "4K": 80, "4Q": 60, "4J": 40,
}  # fmt: skip


def test_every_code_and_its_value() -> None:
    assert {c: code.value for c, code in CODES.items()} == SEED_VALUES


def test_the_help_table_has_code_value_and_what_it_is() -> None:
    rows = {code: (value, what) for code, value, what in HELP_ROWS}
    assert rows["dbz"] == ("500", "double bezique: both Q♠ and both J♦")
    assert rows["rm"] == ("40", "royal marriage: K Q of trumps")
    assert rows["mH"][1] == "marriage in hearts: K ♥ Q ♥, a plain suit"
    assert len(rows) == len(SEED_VALUES)
    assert "A single bezique, then later a double: 40 + 500. A double first never adds the 40." in HELP_NOTES


@pytest.mark.parametrize(
    ("text", "code"),
    [("7", "7"), ("RM", "rm"), ("Seq", "seq"), ("BZ", "bz"), ("dbz", "dbz"), ("4a", "4A"), ("4j", "4J")]
    + [("ms", "mS"), ("m♠", "mS"), ("M♥", "mH"), ("m♢", "mD"), ("mc", "mC")],
)
def test_codes_in_any_case_and_suits_by_letter_or_symbol(text: str, code: str) -> None:
    assert read_code(text) == code


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("zz", "'zz' is not a Bezique declaration; the codes are 7 mS mH mD mC"),
        ("4T", "four tens score nothing in Bezique (docs/bezique.md)"),
        ("dix", "'dix' is Pinochle's nine of trumps; in Bezique the seven of trumps is 7"),
        ("m", "name the marriage's suit: mS mH mD mC"),
    ],
)
def test_a_bad_code_is_one_sentence_with_the_forms(text: str, said: str) -> None:
    with pytest.raises(BadValue) as caught:
        read_code(text)
    assert said in caught.value.message
    assert caught.value.message.endswith("4A 4K 4Q 4J.")


def test_declared_events_name_the_field() -> None:
    assert parse_declared("e:rm y:4a e:7+BZ") == (
        Event(Side.ELDER, ("rm",)),
        Event(Side.YOUNGER, ("4A",)),
        Event(Side.ELDER, ("7", "bz")),
    )
    with pytest.raises(BadValue) as caught:
        parse_declared("e:rm y:4T")
    assert caught.value.field == "declared"
    assert caught.value.message.startswith("event 2, 'y:4T': four tens score nothing")
