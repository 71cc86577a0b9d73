"""The README's transcript of a three-hand deal ("Three-hand piquet") is what ``piquet deal``
shows in a terminal, key for key: the keys below are typed into a pseudo-terminal and the
screen compared with the README (as ``test_readme_transcript`` does for the two-hand deal).

The deal is test_piquet_three_hand_partie's 4-4-2 deal, worked by hand there: Ann 14, Bob 8, Cal 3.
"""

from __future__ import annotations

from pathlib import Path

from readme_terminal import readme_transcript, tidy, typed_in_a_terminal

ROOT = Path(__file__).parent.parent
COMMAND = "piquet deal --file three.toml"
KEYS = [
    ("Carte blanche?", ""),
    ("Point, Ann (eldest)?", "5/48"),
    ("Point, Bob (second)?", "4/39"),
    ("Point, Cal (dealer)?", "5/45"),
    ("Sequences, Ann (eldest)?", "4K"),
    ("Sequences, Bob (second)?", "3Q"),
    ("Sequences, Cal (dealer)?", ""),
    ("Quatorzes and trios, Ann (eldest)?", ""),
    ("Quatorzes and trios, Bob (second)?", "3K"),
    ("Quatorzes and trios, Cal (dealer)?", "3Q"),
    ("Exchange, Cal (dealer)?", "1"),
    ("Tricks, a seat number each?", "1111222233"),
    ("Save deal 1?", ""),
]


def transcript() -> str:
    return readme_transcript(COMMAND, "a three-hand deal")


def test_the_readme_three_hand_transcript_is_what_the_terminal_shows(tmp_path: Path) -> None:
    typed = typed_in_a_terminal(
        tmp_path,
        ["new", "Ann", "Bob", "Cal", "--rules", "three-hand", "--dealer", "Cal", "--file", "three.toml"],
        COMMAND,
        KEYS,
    )
    assert tidy(typed) == tidy(transcript())
    assert "Ann 14, Bob 8, Cal 3." in transcript()  # the figures worked by hand
