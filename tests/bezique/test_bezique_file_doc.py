"""docs/file-format.md's Bezique partie: its example loads and scores as the doc says, every key
a Bezique partie reads is documented, and a refused hand points at its line as shown.

The figures, worked by hand (seed 001's values; Bob deals first, Ann elder in hands 1 and 3):
  hand 1  the book's hand (docs/bezique.md): Ann 520 declared + 6 brisques 60 + the 24th trick 10
          = 590; Bob 630 + 10 brisques 100 = 730.
  hand 2  totals, Bob elder: Bob 250, Ann 170.                          Ann 760, Bob 980
  hand 3  hearts, a seven turned up (Bob 10). Ann mS 20 + 4K 80 + bz 40 + 9 brisques 90 = 230;
          Bob 7 10 + rm 40 + seq 250 + 7 brisques 70 + the 24th trick 10 + 10 = 390.
                                                                        Ann 990, Bob 1370
  Bob is past 1000 and Ann is not: Bob wins by 380.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from piquet_cli.errors import FileProblem
from piquet_cli.games.bezique.spec import SPEC
from piquet_cli.scorebook.parties import read_partie

DOC = Path(__file__).resolve().parents[2] / "docs" / "file-format.md"


def example() -> str:
    section = DOC.read_text(encoding="utf-8").split("## A Bezique partie", 1)[1]
    match = re.search(r"```toml\n(.*?)```", section, re.DOTALL)
    assert match, "the Bezique section has a ```toml example"
    return match.group(1)


def test_the_bezique_example_loads_and_scores_as_documented(tmp_path: Path) -> None:
    path = tmp_path / "b.toml"
    path.write_text(example(), encoding="utf-8")
    loaded = read_partie(path)
    assert (loaded.partie.game, loaded.partie.rules) == ("bezique", "1000")
    assert dict(loaded.partie.options) == {"last_trick_rule": "stock"}
    assert [(d.added("Ann"), d.added("Bob")) for d in loaded.view.deals] == [
        (590, 730),
        (170, 250),
        (230, 390),
    ]
    assert loaded.view.totals == {"Ann": 990, "Bob": 1370}
    result = loaded.view.result
    assert result is not None and (result.winner, result.points) == ("Bob", 380)
    assert loaded.notes[0] == "the book's illustrative hand"


def test_every_key_of_a_bezique_partie_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    for key in (*(f.key for f in SPEC.fields), *(o.key for o in SPEC.options), "note"):
        assert f"`{key}`" in text, key


def test_a_refused_hand_points_at_its_line(tmp_path: Path) -> None:
    """The doc's sentence: a single bezique after a double, in hand 3, refused naming the line."""
    lines = example().splitlines()
    at = lines.index('declared = "y:7 e:mS e:4K y:rm y:seq e:bz"')
    lines[at] = 'declared = "e:dbz e:bz"'
    path = tmp_path / "b.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(FileProblem) as caught:
        read_partie(path)
    said = str(caught.value)
    assert said.startswith(
        f"{path}:{at + 1}: deal 3, declared: event 2, e:bz: elder has declared double bezique"
    )
    assert f"`b.toml:{at + 1}: deal 3, declared: event 2, e:bz:" in DOC.read_text(encoding="utf-8").replace(
        "\n", " "
    )
