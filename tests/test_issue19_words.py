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
    strings = user_strings()  # the whole package parsed once (some 2 s)
    cited = [(name, line, text) for name, line, text in strings if SHIPPED.search(text)]
    assert not cited
    for name in re.findall(r"docs/[\w.-]+\.md", " ".join(t for _, _, t in strings)):
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
    assert "pinochle, ten rules (a turned-up ten scores 10)" in run(
        "show", "--file", str(tmp_path / "old.toml")
    )
    plain = CliRunner().invoke(app, ["new", "Cy", "Di", "--game", "pinochle", "--rules", "ten"], env=ENV)
    assert plain.exit_code == 0 and plain.stderr == ""
    ruled = CliRunner().invoke(
        app, ["rule", "--game", "pinochle", "--rules", "seed", "--trumps", "H", "--melded", "e:rm"], env=ENV
    )
    assert ruled.exit_code == 0 and "royal marriage (K♥ Q♥): 40." in ruled.stdout
    assert "--rules seed is read as ten" in flat(ruled.stderr)


# ---------------------------------------------------------------------------
# Item 11: summaries


def markdown_rows(text: str) -> list[dict[str, str]]:
    """The breakdown table of a Markdown summary, one dict a line, by header."""
    table = [line for line in text.splitlines() if line.startswith("| ")]
    heads = [h.strip() for h in table[0].strip("|").split("|")]
    return [dict(zip(heads, (c.strip() for c in line.strip("|").split("|")))) for line in table[1:]]


def test_the_piquet_markdown_has_the_breakdown_of_each_deal(tmp_path: Path) -> None:
    # Deal 1, Bob dealing, Ann elder: Ann's point of five making 48 is good (Bob calls none): 5;
    # her quart to the king is good (Bob calls none): 4; Bob's quatorze of aces is good (Ann
    # calls no set): 14. Deal 2 by its totals: Bob (elder) 20, Ann 30.
    path = piquet_partie(tmp_path / "p.toml")
    flags = ["--elder-point", "5/48", "--younger-point", "-", "--elder-seq", "4K", "--younger-seq", "-"]
    flags += ["--elder-sets", "-", "--younger-sets", "14A", "--exchange", "5,3", "--tricks", "eeeeeeeyyyyy"]
    run("deal", "--file", path, *flags)
    run("deal", "--file", path, "--totals", "20,30")
    shown = json.loads(run("show", "--file", path, "--json"))
    markdown = run("summary", "--file", path, "--markdown")
    rows = markdown_rows(markdown)
    ann, bob = rows[0], rows[1]
    assert (ann["Deal"], ann["Player"], ann["Pt"], ann["Seq"], ann["Sets"]) == ("1", "Ann (e)", "5", "4", "")
    assert (bob["Deal"], bob["Player"], bob["Pt"], bob["Seq"], bob["Sets"]) == ("", "Bob (y)", "", "", "14")
    first = shown["deals"][0]["scores"]
    assert ann["Total"] == str(first["Ann"]["total"]) and bob["Total"] == str(first["Bob"]["total"])
    assert rows[2]["Player"] == "Ann (y)" and rows[2]["Total"] == "30" and rows[3]["Total"] == "20"
    assert rows[2]["Running"] == str(first["Ann"]["total"] + 30)
    assert "*e elder, y younger; Pt point, Seq sequences" in markdown
    assert f"Totals: Ann {first['Ann']['total'] + 30}, Bob {first['Bob']['total'] + 20}." in markdown


def pinochle_game(path: Path, *totals: str) -> str:
    run("new", "Ann", "Bob", "--game", "pinochle", "--dealer", "Bob", "--file", str(path))
    for pair in totals:
        run("deal", "--file", str(path), "--totals", pair)
    return str(path)


def test_the_pinochle_markdown_says_the_target_rose(tmp_path: Path) -> None:
    # Ann elder in hand 1 (550 to her, 500 to Bob), Bob elder in hand 2 (500 to him, 550 to Ann):
    # Ann 1100, Bob 1000, both at or over 1000 at the end of hand 2: the target rises to 1250.
    path = pinochle_game(tmp_path / "p.toml", "550,500", "500,550")
    markdown = run("summary", "--file", path, "--markdown")
    assert "Target 1250: both passed 1000 at the end of hand 2 (Ann 1100, Bob 1000)" in markdown
    assert "Totals: Ann 1100, Bob 1000." in markdown


def test_the_summary_says_the_calls_in_words_and_the_file_keeps_the_codes(tmp_path: Path) -> None:
    # Bezique, hearts trumps: Ann's royal marriage 40, Bob's four aces 100, Ann's seven of trumps
    # with bezique 10 + 40 = 50, Ann's sequence 250: Ann declared 340, Bob 100.
    bez = tmp_path / "b.toml"
    run("new", "Ann", "Bob", "--game", "bezique", "--dealer", "Bob", "--file", str(bez))
    hand = ["--trumps", "H", "--declared", "e:rm y:4A e:7+bz e:seq", "--brisques", "9,7", "--last-trick", "e"]
    run("deal", "--file", str(bez), *hand)
    said = flat(run("summary", "--file", str(bez)))
    assert (
        "Ann (elder) declared royal marriage 40, the seven of trumps and bezique 50, sequence 250: 340."
        in said
    )
    assert "Bob (younger) declared four aces 100: 100." in said
    assert "7+bz" not in said and " rm " not in said
    assert "e:7+bz" in bez.read_text()
    # Pinochle, spades trumps, a ten turned up (10 to Bob): Ann's royal marriage 40 and sequence
    # 150 = 190; Bob's four aces 100 and pinochle 40 = 140.
    pin = tmp_path / "p.toml"
    run("new", "Ann", "Bob", "--game", "pinochle", "--dealer", "Bob", "--file", str(pin))
    run(
        "deal",
        "--file",
        str(pin),
        "--trumps",
        "S",
        "--turn-up-ten",
        "--melded",
        "e:rm y:4A e:seq y:pin",
        "--card-points",
        "130,110",
        "--last-trick",
        "y",
    )
    said = flat(run("summary", "--file", str(pin), "--markdown"))
    assert "Ann (elder) melded royal marriage 40, sequence 150: 190." in said
    assert "Bob (younger) melded four aces 100, pinochle 40: 140." in said
    assert "e:rm" not in said
    assert "e:rm y:4A e:seq y:pin" in pin.read_text()


def chart(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Running totals"))
    return lines[start:]


def test_the_bezique_match_marks_400_on_the_first_hand_only(tmp_path: Path) -> None:
    # A match: Ann (elder) 380, Bob 300 after hand 1 — no one at 400 and ahead, so a second hand;
    # Bob elder in hand 2, 300 to him, 250 to Ann: Ann 630, Bob 600, the higher of two hands wins.
    path = tmp_path / "m.toml"
    run("new", "Ann", "Bob", "--game", "bezique", "--dealer", "Bob", "--file", str(path))
    run("deal", "--file", str(path), "--totals", "380,300")
    run("deal", "--file", str(path), "--totals", "300,250")
    lines = chart(run("summary", "--file", str(path)))
    assert "marks the first hand's win, 400, on hand 1 only" in lines[0]
    first = [line for line in lines[2:6] if line.split()[0] in ("1", "Bob") and "│" in line]
    assert len(first) == 2  # hand 1's two rows carry the mark
    assert all("│" not in line for line in lines[4:6])  # hand 2's rows: two hands' totals, no mark


def test_the_pinochle_chart_headings_are_never_cut(tmp_path: Path) -> None:
    # Hands alternate Ann, Bob as elder: Ann 550 + 550 + 300 + 250 = 1650, Bob 500 + 500 + 260
    # + 300 = 1560. Both passed 1000 after hand 2 (1100, 1000): 1250; both passed 1250 after
    # hand 3 (1400, 1260): 1500; both past 1500 after hand 4: the higher wins.
    path = pinochle_game(tmp_path / "p.toml", "550,500", "500,550", "300,260", "300,250")
    for columns in ("60", "100"):
        done = CliRunner().invoke(app, ["summary", "--file", path], env=ENV | {"COLUMNS": columns})
        heading = chart(done.output)[1]
        assert "0–1500" in heading and "1500–1650" in heading and "…" not in heading


# ---------------------------------------------------------------------------
# Item 9: which partie


def two_unfinished(book: Path) -> tuple[Path, Path]:
    """An unfinished Piquet partie (Ann v Bob, one deal of 20,10) changed an hour ago, and an
    unfinished Bezique game (Cy v Di, no hand yet) changed now: the Bezique game is the newest."""
    import time

    piquet = Path(piquet_partie(book / "ann_bob.toml", ("20,10",)))
    hour_ago = time.time() - 3600
    os.utime(piquet, (hour_ago, hour_ago))
    bezique = book / "cy_di.toml"
    run("new", "Cy", "Di", "--game", "bezique", "--dealer", "Di", "--file", str(bezique))
    return piquet, bezique


NOTE = "more than one partie is unfinished; this {does} the newest: Cy v Di, Bezique (cy_di.toml)"


def test_with_two_unfinished_parties_each_command_says_which_it_takes() -> None:
    book = Path(os.environ["PIQUET_HOME"])
    piquet, _ = two_unfinished(book)
    shown = CliRunner().invoke(app, ["show", "--json"], env=ENV)
    assert shown.exit_code == 0
    assert json.loads(shown.stdout)["players"] == ["Cy", "Di"]  # the JSON is clean
    assert NOTE.format(does="shows") in flat(shown.stderr)
    # Bezique scores by tens, so 100,90 can be its hand (at least 170 in brisques and the last
    # trick): it is taken, and the note said first where it went.
    dealt = CliRunner().invoke(app, ["deal", "--totals", "100,90"], env=ENV)
    assert dealt.exit_code == 0
    assert NOTE.format(does="records a deal in") in flat(dealt.stderr)
    assert "Hand 1 saved" in dealt.stdout
    summed = CliRunner().invoke(app, ["summary", "--json"], env=ENV)
    assert NOTE.format(does="sums up") in flat(summed.stderr)
    assert json.loads(summed.stdout)["totals"] == {"Cy": 100, "Di": 90}  # Di deals: Cy is elder
    assert "--file names another" not in flat(run("show", "--file", str(piquet)))


def test_a_quick_entry_for_the_other_game_is_refused_naming_the_partie_it_fits() -> None:
    book = Path(os.environ["PIQUET_HOME"])
    piquet, bezique = two_unfinished(book)
    before = (piquet.read_bytes(), bezique.read_bytes())
    # 35 is no Bezique total (everything scores by tens), but a Piquet deal may make 35 and 12.
    refused = CliRunner().invoke(app, ["deal", "--totals", "35,12"], env=ENV)
    assert refused.exit_code == 2
    said = flat(refused.stderr)
    assert NOTE.format(does="records a deal in") in said
    assert (
        "not 35. It went to the newest unfinished partie, Bezique, but it fits the unfinished Piquet" in said
    )
    assert f"partie Ann v Bob: give --file {piquet}." in said
    assert (piquet.read_bytes(), bezique.read_bytes()) == before
    # Alone, the same entry is refused as before, with nothing said of another partie.
    piquet.unlink()
    alone = flat(CliRunner().invoke(app, ["deal", "--totals", "35,12"], env=ENV).stderr)
    assert "not 35" in alone and "more than one" not in alone and "fits" not in alone


def test_piquet_play_says_which_partie_it_resumes_before_it_asks() -> None:
    import sys

    import pexpect

    book = Path(os.environ["PIQUET_HOME"])
    two_unfinished(book)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", "play"],
        env=dict(os.environ, NO_COLOR="1", COLUMNS="100"),
        encoding="utf-8",
        timeout=10,
        dimensions=(40, 100),
    )
    try:
        child.expect_exact("more than one partie is unfinished; this resumes the newest: Cy v Di, Bezique")
        child.expect_exact("Resuming Cy v Di")
        child.expect_exact("?")  # the first question comes after both
    finally:
        child.close(force=True)
