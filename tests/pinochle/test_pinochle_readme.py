"""The README's Pinochle hand, as typed, is what ``piquet deal`` really shows in a terminal, key
for key: this test types the keys below into a pseudo-terminal and compares the screen with the
README's transcript.

The hand (worked by hand from seed 002): hearts trumps; Bob deals and turns up a ten, 10 to him.
Ann's marriage in hearts is read as the royal marriage, and said so (hearts are trumps): Ann 40;
y:4A Bob 100; e:seq Ann 150 (the royal marriage's K♥ Q♥ go again into a meld of higher value).
Card points Ann 130, Bob the rest, 240 − 130 = 110; Ann takes the last trick, 10.
Ann 40 + 150 + 130 + 10 = 330; Bob 10 + 100 + 110 = 220.
"""

from __future__ import annotations

from pathlib import Path

from readme_terminal import readme_transcript, tidy, typed_in_a_terminal

ROOT = Path(__file__).parent.parent.parent
COMMAND = "piquet deal --file hand.toml"
KEYS = [
    ("Trumps?", "h"),
    ("turned up the ten of hearts?", "y"),
    ("wrong number of cards?", ""),
    ("Meld?", "e:mH"),
    ("Meld?", "y:4A"),
    ("Meld?", "e:seq"),
    ("Meld?", ""),
    ("Card points", "130,rest"),
    ("Last trick?", "e"),
    ("Save hand 1?", ""),
]


def transcript() -> str:
    return readme_transcript(COMMAND, "a Pinochle hand")


def test_the_readme_pinochle_transcript_is_what_the_terminal_shows(tmp_path: Path) -> None:
    typed = typed_in_a_terminal(
        tmp_path,
        ["new", "Ann", "Bob", "--game", "pinochle", "--dealer", "Bob", "--file", "hand.toml"],
        COMMAND,
        KEYS,
    )
    assert tidy(typed) == tidy(transcript())
