"""Issue 19, items 8, 9, 11 and 12: the words a player reads, which partie a command acts on,
and what the summaries say.

Every figure is worked from the rules: Piquet's rubicon (Law 73: the winner scores both totals
and 100 when the loser is under 100), Bezique's values (royal marriage 40, four aces 100, the
seven of trumps 10, bezique 40, sequence 250; brisques 10 each; the last trick 10) and
Pinochle's (royal marriage 40, sequence 150, four aces 100, pinochle 40; a turned-up ten 10 to
the dealer under the default rules; the last trick 10; 240 in cards).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.games import game_specs

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}
GENDERED = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)


def run(*args: str, code: int = 0) -> str:
    done = CliRunner().invoke(app, list(args), env=ENV)
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    return done.output


def flat(text: str) -> str:
    return " ".join(text.split())


def piquet_partie(path: Path, totals: tuple[str, ...] = ()) -> str:
    """Ann v Bob, Bob dealing first (Ann elder in the odd deals)."""
    run("new", "Ann", "Bob", "--dealer", "Bob", "--file", str(path))
    for pair in totals:
        run("deal", "--file", str(path), "--totals", pair)
    return str(path)


# ---------------------------------------------------------------------------
# Item 12: wording


def test_a_hand_one_card_short_names_the_other_card_in_the_singular() -> None:
    said = flat(run("hand", "AS KS QS JS 10S 9S 8S 7S AH KH QH"))
    assert "A whole hand's other card may add to this" in said
    assert "other 1 cards" not in said


def test_a_deal_for_a_finished_partie_says_the_result_as_a_sentence(tmp_path: Path) -> None:
    # Elder first: Ann is elder in deals 1, 3, 5 (30 to her, 10 to Bob) and younger in 2, 4, 6
    # (20 to Bob, 10 to her): Ann 3 × 30 + 3 × 10 = 120, Bob 3 × 10 + 3 × 20 = 90, under 100:
    # rubiconed, and Ann wins 120 + 90 + 100 = 310 (Law 73).
    path = piquet_partie(tmp_path / "done.toml", ("30,10", "20,10", "30,10", "20,10", "30,10", "20,10"))
    said = flat(run("deal", "--file", path, "--totals", "10,10", code=1))
    assert "is over: Bob made 90, under 100: rubiconed. Ann wins 120 + 90 + 100 = 310 (Law 73). Start" in said
    assert ".);" not in said and ".)." not in said


def test_no_message_or_help_says_he_of_every_player() -> None:
    from piquet_cli.errors import BadValue
    from piquet_cli.games.bezique.dialogue import codes_help, read_declaration

    kept = [s for s in game_specs() if s.name in ("piquet", "bezique", "pinochle")]
    texts = [f.help for spec in kept for f in spec.fields]
    texts += [o.help for spec in kept for o in spec.options]
    texts.append(codes_help("Ann", "Bob"))
    for example in ("rm", ","):
        try:
            read_declaration(example, "Ann", "Bob")
        except BadValue as error:
            texts.append(error.message)
    said = [t for t in texts if GENDERED.search(t)]
    assert not said


def test_the_scorebook_says_hands_for_bezique_and_pinochle() -> None:
    book = Path(os.environ["PIQUET_HOME"])
    run("new", "Ann", "Bob", "--game", "bezique", "--dealer", "Bob", "--file", str(book / "b.toml"))
    # A match: Ann (elder, Bob dealing) 450 and ahead after the first hand wins at once.
    run("deal", "--file", str(book / "b.toml"), "--totals", "450,200")
    header = run("history").splitlines()[1].split()
    assert "Hands" in header and "Deals" not in header
    ledger = run("ledger")
    assert "Hands" in ledger.split() and "Deals" not in ledger.split()
    piquet_partie(book / "p.toml", ("20,10",))
    header = run("history").splitlines()[1].split()
    assert "Deals/hands" in header


def test_deal_help_lists_each_games_flags_under_its_own_heading() -> None:
    text = CliRunner().invoke(app, ["deal", "--help"], env=ENV).output
    sections: dict[str, list[str]] = {}
    heading = ""
    for line in text.splitlines():
        if line and not line.startswith(" ") and line.endswith(":"):
            heading = line[:-1]
            sections[heading] = []
        elif heading and line.strip().startswith("-"):
            sections[heading].append(line.split()[0].rstrip(","))
    assert "--tricks" in sections["Piquet"] and "--declared" not in sections["Piquet"]
    assert {"--declared", "--brisques", "--turn-up-seven"} <= set(sections["Bezique"])
    assert {"--melded", "--card-points", "--turn-up-ten"} <= set(sections["Pinochle"])
    assert {"--trumps", "--last-trick"} <= set(sections["Bezique and Pinochle"])
    assert sections["Every game"] == ["--totals"]
    assert "--file" in " ".join(sections["Options"]) or "-f" in sections["Options"]


# ---------------------------------------------------------------------------
# Item 8: words the user can follow, citing only what ships


SHIPPED = re.compile(r"\b(RULES\.md|PRODUCT\.md|[Ss]eed 00\d)")


def user_strings() -> list[tuple[str, int, str]]:
    """Every string the keeper can show (not docstrings), by file and line."""
    import ast

    import piquet_cli

    found = []
    for path in Path(piquet_cli.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                found.append((path.name, node.lineno, node.value))
    return found


def test_no_message_cites_a_file_that_does_not_ship_or_a_seed_by_number() -> None:
    cited = [(name, line, text) for name, line, text in user_strings() if SHIPPED.search(text)]
    assert not cited
    for name in re.findall(r"docs/[\w.-]+\.md", " ".join(t for _, _, t in user_strings())):
        assert (Path(__file__).parent.parent / name).is_file(), name


def test_rulings_cite_the_page_that_ships() -> None:
    doc = json.loads(run("rule", "--game", "pinochle", "--trumps", "H", "--melded", "e:rm e:seq", "--json"))
    assert {r["law"] for r in doc["rulings"] if r["category"] == "melds"} == {"docs/pinochle.md"}
    said = run("rule", "--game", "bezique", "--trumps", "H", "--declared", "e:rm y:4A e:7+bz")
    assert "Why: bezique, 40 (docs/bezique.md)" in said and "seed" not in said


def test_the_pinochle_rule_set_is_called_ten_and_the_old_name_is_still_taken(tmp_path: Path) -> None:
    assert "ten (a turned-up ten scores 10" in flat(run("new", "--help"))
    done = CliRunner().invoke(
        app,
        ["new", "Ann", "Bob", "--game", "pinochle", "--rules", "seed", "--file", str(tmp_path / "p.toml")],
        env=ENV,
    )
    assert done.exit_code == 0
    assert "--rules seed is read as ten" in flat(done.stderr)
    assert 'rules = "ten"' in (tmp_path / "p.toml").read_text()
    assert json.loads(run("show", "--file", str(tmp_path / "p.toml"), "--json"))["rules"] == "ten"
    old = (tmp_path / "p.toml").read_text().replace('rules = "ten"', 'rules = "seed"')
    (tmp_path / "old.toml").write_text(old)
    assert "pinochle, ten rules (a turned-up ten scores 10)" in run("show", "--file", str(tmp_path / "old.toml"))
    plain = CliRunner().invoke(app, ["new", "Cy", "Di", "--game", "pinochle", "--rules", "ten"], env=ENV)
    assert plain.exit_code == 0 and plain.stderr == ""
