"""Issue 19, item 1: every number 0–99 said in words reads as its digits.

The words are written out here, five or ten a line, not generated from the reader's own
tables: the reader once took "nought … eight" as the units after a ten, so every number
ending in nine (twenty-nine … ninety-nine) was misread.
"""

from __future__ import annotations

import pytest

from piquet_cli.games.piquet.dialogue.words import point_count
from piquet_cli.games.piquet.notation import parse_point
from piquet_cli.games.spoken import numbers, spoken_point

ROWS = (
    "zero one two three four five six seven eight nine",
    "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen",
    "twenty twenty-one twenty-two twenty-three twenty-four",
    "twenty-five twenty-six twenty-seven twenty-eight twenty-nine",
    "thirty thirty-one thirty-two thirty-three thirty-four",
    "thirty-five thirty-six thirty-seven thirty-eight thirty-nine",
    "forty forty-one forty-two forty-three forty-four",
    "forty-five forty-six forty-seven forty-eight forty-nine",
    "fifty fifty-one fifty-two fifty-three fifty-four",
    "fifty-five fifty-six fifty-seven fifty-eight fifty-nine",
    "sixty sixty-one sixty-two sixty-three sixty-four",
    "sixty-five sixty-six sixty-seven sixty-eight sixty-nine",
    "seventy seventy-one seventy-two seventy-three seventy-four",
    "seventy-five seventy-six seventy-seven seventy-eight seventy-nine",
    "eighty eighty-one eighty-two eighty-three eighty-four",
    "eighty-five eighty-six eighty-seven eighty-eight eighty-nine",
    "ninety ninety-one ninety-two ninety-three ninety-four",
    "ninety-five ninety-six ninety-seven ninety-eight ninety-nine",
)
WORDS = [word for row in ROWS for word in row.split()]

TABLE = list(enumerate(WORDS))


def test_the_table_holds_a_hundred_numbers() -> None:
    assert len(WORDS) == 100


@pytest.mark.parametrize(("value", "word"), TABLE, ids=[w for _, w in TABLE])
def test_every_number_in_words_reads_as_its_digits(value: int, word: str) -> None:
    assert numbers(word) == str(value)
    assert numbers(word.replace("-", " ")) == str(value)  # "forty nine" as well as "forty-nine"
    assert numbers(word.upper()) == str(value)
    assert numbers(f"seven, {word}") == f"7, {value}"


@pytest.mark.parametrize("value", range(100))
def test_every_number_in_digits_is_left_as_it_is(value: int) -> None:
    assert numbers(str(value)) == str(value)
    assert numbers(f"{value}, {value}") == f"{value}, {value}"


@pytest.mark.parametrize(("value", "word"), TABLE[20:], ids=[w for _, w in TABLE[20:]])
def test_a_point_said_in_words_is_the_point_in_digits(value: int, word: str) -> None:
    assert spoken_point(f"five making {word}") == f"5/{value}"
    assert spoken_point(f"five making {value}") == f"5/{value}"


def test_the_readme_example_five_making_forty_nine() -> None:
    # README: "numbers may be said in words (`six`, `five making forty-nine`)".
    assert parse_point(spoken_point("five making forty-nine")) == parse_point("5/49")


@pytest.mark.parametrize(("said", "count"), [("thirty-nine", 39), ("thirty nine", 39), ("39", 39)])
def test_a_count_of_four_cards_said_in_words(said: str, count: int) -> None:
    # At "…'s point of four makes?": four cards make 39 (e.g. A, K, Q and 8: 11 + 10 + 10 + 8).
    assert point_count(4, said) == count
