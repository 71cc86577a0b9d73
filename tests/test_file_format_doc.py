"""docs/file-format.md: its complete example loads, scores as the doc says, and
documents every key the program reads and writes."""

from __future__ import annotations

import re
from pathlib import Path

from piquet_parties import DEAL_KEYS

META_KEYS = ("created", "imported_from")
from piquet_cli.scorebook.parties import read_partie

DOC = Path(__file__).parent.parent / "docs" / "file-format.md"


def example() -> str:
    match = re.search(r"```toml\n(.*?)```", DOC.read_text(), re.DOTALL)
    assert match, "docs/file-format.md has no ```toml example"
    return match.group(1)


def test_the_complete_example_loads_and_scores_as_documented(tmp_path: Path) -> None:
    path = tmp_path / "example.toml"
    path.write_text(example())
    loaded = read_partie(path)
    assert len(loaded.partie.deals) == 6
    assert loaded.view.totals == {"Ann": 85, "Bob": 197}
    result = loaded.view.result
    assert result is not None and (result.winner, result.points, result.labels) == ("Bob", 382, ("rubicon",))
    # Deal by deal, as the doc's prose says: hands (Cavendish's example), a pique, announced play,
    # quick totals, carte blanche with a barred elder, a throw-in.
    assert [(d.added("Ann"), d.added("Bob")) for d in loaded.view.deals] == [
        (28, 23),
        (6, 71),
        (20, 18),
        (31, 12),
        (0, 42),
        (0, 31),
    ]


def test_every_key_is_documented() -> None:
    text = DOC.read_text()
    for key in (
        *DEAL_KEYS,
        *META_KEYS,
        "format",
        "game",
        "rules",
        "players",
        "first_dealer",
        "open",
        "point_ending_in_four",
        "low_cards_lead_nothing",
    ):
        assert f"`{key}`" in text, key


def test_the_calls_and_answers_example_is_a_deal_that_scores_as_its_comments_say() -> None:
    import tomllib

    from piquet_parties import deal_from_dict

    from piquet_cli.games.piquet.deal import score_deal

    section = DOC.read_text().split("## Calls and answers", 1)[1]
    block = re.search(r"```\n(.*?)```", section, re.DOTALL)
    assert block, "the section shows a deal"
    facts = deal_from_dict(tomllib.loads(block.group(1)), "the example")
    score = score_deal(facts, ("Mary", "Charles"))
    # Charles's five making 48 beat Mary's 47 (Law 62); his quart her tierce (Law 63); her three
    # aces were good (Law 64).
    assert (score.younger.point, score.younger.sequences, score.elder.sets) == (5, 4, 3)
    assert (score.elder.point, score.elder.sequences, score.younger.sets) == (0, 0, 0)
