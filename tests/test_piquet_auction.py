"""``--rules auction`` is refused in one sentence (issue 21): Auction Piquet's contract values,
penalties and game are in no source read (docs/rules.md, "Piquet for three and four")."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from piquet_cli.cli.app import app


def test_auction_is_refused_saying_why_and_nothing_is_made(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    result = CliRunner().invoke(app, ["new", "Ann", "Bob", "--rules", "Auction", "--file", str(path)])
    assert result.exit_code == 2
    said = " ".join(result.output.split())
    assert said == (
        "piquet: --rules: Auction Piquet cannot be kept: no source read gives its contract values, "
        'penalties or game (docs/rules.md, "Piquet for three and four"); choose rubicon, four-deal, '
        "au-cent, three-hand, four-hand or chouette."
    )
    assert not path.exists()


def test_another_unknown_rule_set_is_still_named_as_typed(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app, ["new", "Ann", "Bob", "--rules", "bridge", "--file", str(tmp_path / "b.toml")]
    )
    assert result.exit_code == 2
    assert (
        "'bridge' is not a set of rules; choose rubicon, four-deal, au-cent, three-hand, four-hand or chouette."
        in " ".join(result.output.split())
    )


def test_at_the_table_auction_is_refused_and_the_question_asked_again() -> None:
    """``piquet play``'s rules question: "auction" is explained, then "four-d" is taken ("four"
    alone begins four-hand too)."""
    from piquet_cli.games import get_game

    said: list[str] = []
    answers = iter(["auction", "four-d"])

    class Table:
        only_defaults = False

        def ask(self, question: str, parse, forms: str, default: str | None = None):  # type: ignore[no-untyped-def]
            while True:
                answer = next(answers)  # none left: the test fails, it does not ask for ever
                try:
                    return parse(answer)
                except Exception as error:  # noqa: BLE001 — a BadValue is said, and asked again
                    said.append(str(error))

        def say(self, text: str) -> None:
            said.append(text)

    rules, options = get_game("piquet").setup(Table())  # type: ignore[arg-type]
    assert rules == "four-deal" and options == {}
    assert said[0].startswith("Auction Piquet cannot be kept: no source read gives its contract values")
