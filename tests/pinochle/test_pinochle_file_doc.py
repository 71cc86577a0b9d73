"""docs/file-format.md's game of Pinochle: its example loads, scores as the doc says, and
every key a hand can have is documented.

The figures, worked by hand from seed 002 (Bob deals first, so Ann is elder in hands 1
and 3, Bob in 2 and 4):

* hand 1, hearts: Bob turns up a ten, 10. e:rm Ann 40, y:4A Bob 100, e:seq Ann 150; cards
  Ann 130, Bob the rest 110; last trick Ann 10. Ann 330, Bob 220.
* hand 2, spades: Ann (younger) is irregular, put right after one meld. e:mD Bob 20; y:pin
  Ann 40, lawful once put right. Cards Bob 100, Ann 140; last trick Ann 10. Bob 120, Ann 190.
* hand 3: totals Ann 420, Bob 300. Ann 940, Bob 640.
* hand 4: Bob withdraws, the hand having scored Bob 60, Ann 80: Ann 1020, Bob 700. Ann is
  at or over 1000 and Bob under: Ann wins by 320 (seed 002).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from piquet_cli.errors import FileProblem
from piquet_cli.games.pinochle.spec import SPEC
from piquet_cli.scorebook.parties import read_partie

DOC = Path(__file__).parent.parent.parent / "docs" / "file-format.md"


def example() -> str:
    section = DOC.read_text(encoding="utf-8").split("## A game of Pinochle", 1)[1]
    match = re.search(r"```toml\n(.*?)```", section, re.DOTALL)
    assert match, "the Pinochle section shows a ```toml example"
    return match.group(1)


def test_the_pinochle_example_loads_and_scores_as_documented(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_text(example(), encoding="utf-8")
    loaded = read_partie(path)
    assert loaded.partie.game == "pinochle" and loaded.partie.rules == "ten"
    view = loaded.view
    assert [(d.added("Ann"), d.added("Bob")) for d in view.deals] == [
        (330, 220),
        (190, 120),
        (420, 300),
        (80, 60),
    ]
    assert view.totals == {"Ann": 1020, "Bob": 700}
    assert view.result is not None and (view.result.winner, view.result.points) == ("Ann", 320)
    assert loaded.notes[1] == "Ann was dealt eleven cards"


def test_without_put_right_after_the_example_is_refused_as_the_doc_says(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_text(
        "".join(l for l in example().splitlines(True) if "put_right_after" not in l), encoding="utf-8"
    )
    with pytest.raises(FileProblem) as refused:
        read_partie(path)
    said = " ".join(DOC.read_text(encoding="utf-8").split())
    assert " ".join(refused.value.message.replace(str(path), "p.toml").split()) in said


def test_every_key_of_a_hand_is_documented() -> None:
    section = DOC.read_text(encoding="utf-8").split("## A game of Pinochle", 1)[1]
    for field in SPEC.fields:
        if field.key != "rules":  # given only to piquet rule, never kept in a file
            assert f"`{field.key}`" in section, field.key
    assert "`note`" in section
