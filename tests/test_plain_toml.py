"""Issue 25: the index's cold rebuild reads a partie file in the keeper's own layout without
tomllib (``scorebook/plain_toml.py``); whatever it reads is what tomllib reads, value for value
and kind for kind (``true`` is no 1), and anything else it leaves to tomllib."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import given
from hypothesis import strategies as st
from scorebook_factory import make_scorebook

from piquet_cli.scorebook.plain_toml import plain_loads


def tomllib_or_none(text: str) -> dict[str, Any] | None:
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return None


def agrees(text: str) -> dict[str, Any] | None:
    """What the plain reading reads of ``text``, checked against tomllib (by ``repr``: kinds too)."""
    plain = plain_loads(text)
    if plain is not None:
        assert repr(plain) == repr(tomllib_or_none(text)), text
    return plain


PARTIE = """\
format = 2
game = "piquet"
rules = "rubicon"
players = [
    "Élodie",
    "Bob",
]
first_dealer = "Bob"
created = "2025-03-01T18:00:00+00:00"

[[deals]]
totals = [
    40,
    0,
]

[[deals]]
elder_point = "5/49"
carte_blanche = "younger"
tricks = "eeeeeyyyyyee"
note = "a pique\tat last"
pique = true
low_leads = []
"""


AU_CENT = (
    PARTIE.replace('rules = "rubicon"', 'rules = "au-cent"')
    + "\n[agreements]\npoint_ending_in_four = false\n"
)


def test_a_partie_as_the_keeper_writes_it_is_read_as_tomllib_reads_it() -> None:
    plain = agrees(PARTIE)
    assert plain == {
        "format": 2,
        "game": "piquet",
        "rules": "rubicon",
        "players": ["Élodie", "Bob"],
        "first_dealer": "Bob",
        "created": "2025-03-01T18:00:00+00:00",
        "deals": [
            {"totals": [40, 0]},
            {
                "elder_point": "5/49",
                "carte_blanche": "younger",
                "tricks": "eeeeeyyyyyee",
                "note": "a pique\tat last",
                "pique": True,
                "low_leads": [],
            },
        ],
    }


def test_every_file_of_a_factory_scorebook_is_read_plainly(tmp_path: Path) -> None:
    for path in make_scorebook(tmp_path, 30, seed=4):
        assert agrees(path.read_text(encoding="utf-8")) is not None, path.name


@pytest.mark.parametrize(
    "text",
    [
        "a = 1\na = 2\n",  # a key twice: tomllib refuses it
        "deals = []\n[[deals]]\nx = 1\n",  # a key, then tables of its name
        '[[deals]]\nx = 1\nx = "y"\n',
        "a = 1\r\n",  # a carriage return
        "a = 1 # a comment\n",
        "# a comment\na = 1\n",
        "a = [1, 2]\n",  # inline
        "a = 01\n",  # no leading zero in TOML
        "a = +1\n",
        "a = 1_000\n",
        "a = 1234567890123456789\n",  # 19 digits: left to tomllib (and the limits)
        "a = 1.5\n",
        "a = 2026-11-29\n",
        'a = "x\\"y"\n',  # an escape
        'a = "x\x01y"\n',  # a control character: tomllib refuses it
        'a = "x\x7fy"\n',
        "a  = 1\n",
        " a = 1\n",
        "a = 1 \n",
        "a.b = 1\n",
        '"a" = 1\n',
        "a = [\n    1,\n",  # never closed
        "a = [\n    1\n]\n",
        "a = [\n    true,\n]\n",
        "a = [\n  1,\n]\n",
        "[agreements]\nx = true\n[agreements]\ny = true\n",  # a table twice
        "a = 1\n[a]\nx = true\n",
        "[deals]\nx = 1\n[[deals]]\n",
        "[[deals]]\n[deals]\n",
        "[a.b]\nx = 1\n",
        "[ a ]\nx = 1\n",
        "[[other]]\nx = 1\n",
        "a = True\n",
    ],
)
def test_what_the_plain_reading_does_not_take_is_left_to_tomllib(text: str) -> None:
    assert agrees(text) is None


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("", {}),
        ("a = -0\n", {"a": 0}),
        ("a = 123456789012345678\nb = false", {"a": 123456789012345678, "b": False}),
        ("true = true\n", {"true": True}),
        ("a = []\n\n\n[[deals]]\n\n[[deals]]\n", {"a": [], "deals": [{}, {}]}),
        ('a = "\t#é"\n', {"a": "\t#é"}),
        ("[[deals]]\nx = 1\n[agreements]\nx = true\n", {"deals": [{"x": 1}], "agreements": {"x": True}}),
    ],
)
def test_the_plain_layout_read_by_hand(text: str, read: dict[str, Any]) -> None:
    assert agrees(text) == read


SCALARS = st.one_of(
    st.integers(-(2**63), 2**63 - 1),
    st.booleans(),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8),
)
KEYS = st.text("abcdeflmnoprstuxy_-0123456789", min_size=1, max_size=6)
VALUES = st.one_of(
    SCALARS, st.lists(st.one_of(st.integers(-(10**20), 10**20), st.text(max_size=4)), max_size=4)
)


@given(
    root=st.dictionaries(KEYS.filter(lambda k: k != "deals"), VALUES, max_size=6),
    deals=st.lists(st.dictionaries(KEYS, VALUES, max_size=4), max_size=4),
)
def test_whatever_tomli_w_writes_is_read_as_tomllib_reads_it_or_left(
    root: dict[str, Any], deals: list[dict[str, Any]]
) -> None:
    text = tomli_w.dumps({**root, "deals": deals} if deals else root)
    agrees(text)


@given(
    text=st.sampled_from([PARTIE, AU_CENT]),
    at=st.integers(0, len(AU_CENT)),
    cut=st.integers(0, 3),
    put=st.text(
        st.sampled_from(
            ['"', "\\", "\n", "\r", " ", "#", "[", "]", ",", "=", "0", "1", "a", "\x00", "\t", "é"]
        ),
        max_size=3,
    ),
)
def test_a_partie_file_edited_anyhow_is_read_as_tomllib_reads_it_or_left(
    text: str, at: int, cut: int, put: str
) -> None:
    agrees(text[:at] + put + text[at + cut :])
