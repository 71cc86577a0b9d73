"""Printing (issue 22): ``summary --html``, ``history --html`` and ``ledger --html`` read back with
a real HTML parser, cell by cell, against parties worked out by hand; nothing on a page loads
from anywhere; hostile names are text, never markup; ``summary --text`` and every text output
under ``PIQUET_ASCII=1`` are plain ASCII within 80 columns; ``--markdown`` carries the text
summary's breakdown.

The worked parties are the suite's own:
- Piquet: the six deals of ``test_cli_partie`` (Ann 394, Bob 199; Ann wins 394 − 199 + 100 =
  295, Law 72), and Cavendish's scoring card of ``test_books`` (five parties by their totals:
  A +150, A +416, B +476 a rubicon, B +141, A +126; A 75 up, B owes A 5 at 10 a hundred);
- Bezique: the published hand (North 590, South 730: South wins on the first hand by 140);
- Pinochle: a hand under the seed rules (Ann 330, Bob 220), and four hands by their totals in
  which the target rises to 1250 and 1500 (Ann 1510, Bob 1490: Ann wins by 20);
- three at the table (``test_solo_game``: Ann 23, Bob 8, Cal 9; Ann +29, Bob −15, Cal −14) and
  two sides of partners (``test_pairs_game``: Ann & Cal 17, Bob & Dee 7; each of them ±10).
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from any_table import app
from conformance import RULES, game_of, lawful_partie, registered
from printed_page import Page
from test_books import CAVENDISH_CARD, CAVENDISH_RESULTS, STAKE, six_deals
from test_cli_partie import EXPECTED, six_deal_partie
from test_pairs_game import FINAL as PAIRS_FINAL
from test_pairs_game import SETTLEMENT as PAIRS_SETTLEMENT
from test_pairs_game import played as pairs_played
from test_solo_game import FINAL as SOLO_FINAL
from test_solo_game import SETTLEMENT as SOLO_SETTLEMENT
from test_solo_game import played as solo_played
from typer.testing import CliRunner

from piquet_cli.cli.app import app as piquet_app
from piquet_cli.cli.print_html import partie_page

__all__ = ["app", "registered"]

runner = CliRunner()
MINUS = "\u2212"
PIQUET_RUNNING = {"Ann": [28, 34, 181, 184, 245, 394], "Bob": [23, 94, 94, 176, 198, 199]}
"""The six deals' running totals, added up by hand from ``test_cli_partie``'s comments."""
BEZIQUE_PUBLISHED = [
    "--trumps", "C",
    "--declared", "e:7 y:7 e:rm y:bz e:seq y:4J e:mH y:mS y:mD e:4A y:dbz e:4K e:mH",
    "--brisques", "6,10",
    "--last-trick", "elder",
]  # fmt: skip
PINOCHLE_RISING = ("520,500", "510,520", "220,240", "240,250")
"""Ann elder in the odd hands: Ann 520, 1040, 1260, 1510; Bob 500, 1010, 1250, 1490."""


def piquet(
    *args: str, code: int = 0, env: dict[str, str] | None = None, cli: typer.Typer = piquet_app
) -> str:
    done = runner.invoke(cli, list(args), env=env)
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    return done.stdout


def page_of(path: Path, cli: typer.Typer = piquet_app) -> Page:
    return Page(piquet("summary", "--file", str(path), "--html", "-", cli=cli))


def blank(value: int | None) -> str:
    """A cell as the breakdown shows it: blank for nothing."""
    return str(value) if value else ""


def piquet_cells(side: dict[str, int | bool]) -> list[str]:
    """A side's cells in the shown rows Pt Seq Sets Rep Piq Play Cds Cap (no carte blanche in
    these deals): the cards under Cap when they are forty, a capot (Law 66)."""
    capot = side["cards"] == 40
    values = [side[k] for k in ("point", "sequences", "sets", "repique", "pique", "play")]
    return [blank(int(v)) for v in values] + [
        blank(0 if capot else int(side["cards"])),
        "40" if capot else "",
    ]


def bezique_partie(tmp_path: Path) -> Path:
    path = tmp_path / "published.toml"
    piquet("new", "North", "South", "--game", "bezique", "--dealer", "South", "--last-trick", "stock",
           "--file", str(path))  # fmt: skip
    piquet("deal", "--file", str(path), *BEZIQUE_PUBLISHED)
    return path


def pinochle_partie(tmp_path: Path, totals: tuple[str, ...] = PINOCHLE_RISING) -> Path:
    path = tmp_path / "pinochle.toml"
    piquet(
        "new", "Ann", "Bob", "--game", "pinochle", "--rules", "ten", "--dealer", "Bob", "--file", str(path)
    )
    for pair in totals:
        piquet("deal", "--file", str(path), "--totals", pair)
    return path


# ---------------------------------------------------------------------------
# The figures, cell by cell


def test_piquets_six_deals_cell_by_cell(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    page = page_of(path)
    assert page.table("breakdown", "head") == [
        ["Deal", "Player", "Pt", "Seq", "Sets", "Rep", "Piq", "Play", "Cds", "Cap", "Total", "Running"]
    ]
    rows = page.table("breakdown")
    assert len(rows) == 12
    for number, (ann, bob) in enumerate(EXPECTED, start=1):
        ann_row, bob_row = rows[2 * number - 2], rows[2 * number - 1]
        ann_seat, bob_seat = (
            ("e", "y") if number % 2 else ("y", "e")
        )  # Bob deals first: Ann elder in odd deals
        assert ann_row == [str(number), f"Ann ({ann_seat})", *piquet_cells(ann), str(ann["total"]),
                           str(PIQUET_RUNNING["Ann"][number - 1])]  # fmt: skip
        assert bob_row == ["", f"Bob ({bob_seat})", *piquet_cells(bob), str(bob["total"]),
                           str(PIQUET_RUNNING["Bob"][number - 1])]  # fmt: skip
    card = page.table("card")
    assert page.table("card", "head") == [["Deal", "Dealer", "Ann", "Bob", "Ann total", "Bob total"]]
    assert [row[:2] for row in card] == [[str(n), "Bob" if n % 2 else "Ann"] for n in range(1, 7)]
    assert [row[4:] for row in card] == [[str(a), str(b)] for a, b in zip(*PIQUET_RUNNING.values())]
    assert page.table("card", "foot") == [["Totals", "", "", "", "394", "199"]]
    assert page.table("settlement") == [["Ann", "+295"], ["Bob", f"{MINUS}295"]]
    assert (
        f"Bob made 199, over the rubicon. Ann wins 394 {MINUS} 199 + 100 = 295 (Law 72)." in page.paragraphs
    )
    assert "Totals: Ann 394, Bob 199." in page.paragraphs
    assert "Piquet: Ann v Bob" in page.text and "rubicon piquet, six deals" in page.text
    assert "Finished." in page.paragraphs
    # The calls worth saying, in words: deal 2 Bob's pique, 3 Ann's repique and capot, 4 Bob's
    # capot, 5 Ann's pique, 6 Ann's repique and capot; deal 1 has none.
    said = {(item.split(":")[0], word) for item in page.items for word in ("pique, +30", "repique, +60", "capot")
            if word in item}  # fmt: skip
    assert said >= {("Deal 2", "pique, +30"), ("Deal 3", "repique, +60"), ("Deal 3", "capot"),
                    ("Deal 4", "capot"), ("Deal 5", "pique, +30"), ("Deal 6", "repique, +60"),
                    ("Deal 6", "capot")}  # fmt: skip
    assert not [item for item in page.items if item.startswith("Deal 1:")]


def test_four_deal_piquet_doubles_the_first_and_last(tmp_path: Path) -> None:
    """Ann deals first, so Bob is elder in deals 1 and 3. By the totals, elder's first: deal 1
    60,20 doubled: Bob 120, Ann 40; deal 2 50,10: Ann 50, Bob 10; deal 3 30,40: Bob 30, Ann 40;
    deal 4 70,5 doubled: Ann 140, Bob 10. Ann 270, Bob 170; Bob made 100: Ann wins 270 − 170 +
    100 = 200 (Law 72)."""
    path = tmp_path / "four-deal.toml"
    piquet("new", "Ann", "Bob", "--rules", "four-deal", "--file", str(path))
    for totals in ("60,20", "50,10", "30,40", "70,5"):
        piquet("deal", "--file", str(path), "--totals", totals)
    page = page_of(path)
    assert page.table("card") == [
        ["1 \u00d72", "Ann", "40", "120", "40", "120"],
        ["2", "Bob", "50", "10", "90", "130"],
        ["3", "Ann", "40", "30", "130", "160"],
        ["4 \u00d72", "Bob", "140", "10", "270", "170"],
    ]
    assert page.table("breakdown")[0] == ["1 \u00d72", "Ann (y)", "40", "40"]
    assert page.table("settlement") == [["Ann", "+200"], ["Bob", f"{MINUS}200"]]
    assert (
        f"Bob made 170, over the rubicon. Ann wins 270 {MINUS} 170 + 100 = 200 (Law 72)." in page.paragraphs
    )


def cavendish_parties(folder: Path) -> list[Path]:
    """Cavendish's card, a file a partie, imported as a paper card is (one row a deal, A's and B's
    totals): A, the first column, deals first, so B is elder in the odd deals."""
    paths = []
    for i, (a_total, b_total) in enumerate(CAVENDISH_CARD):
        card, path = folder / f"card{i}.csv", folder / f"card{i}.toml"
        rows = [f"{n},{a},{b}" for n, (a, b) in enumerate(six_deals(a_total, b_total), start=1)]
        card.write_text("\n".join(["deal,A,B", *rows]) + "\n", encoding="utf-8")
        piquet("import", str(card), "--file", str(path))
        paths.append(path)
    return paths


def test_cavendishs_scoring_card_party_by_party_and_in_the_scorebook() -> None:
    home = Path(os.environ["PIQUET_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    for path, (a_total, b_total), (winner, points) in zip(
        cavendish_parties(home), CAVENDISH_CARD, CAVENDISH_RESULTS
    ):
        page = page_of(path)
        deals = six_deals(a_total, b_total)
        a_running = [sum(a for a, _ in deals[:n]) for n in range(1, 7)]
        b_running = [sum(b for _, b in deals[:n]) for n in range(1, 7)]
        assert page.table("card") == [
            [str(n), "A" if n % 2 else "B", str(a), str(b), str(ra), str(rb)]
            for n, (a, b), ra, rb in zip(range(1, 7), deals, a_running, b_running)
        ]
        assert page.table("card", "foot") == [["Totals", "", "", "", str(a_total), str(b_total)]]
        loser = "B" if winner == "A" else "A"
        assert page.table("settlement") == sorted([[winner, f"+{points}"], [loser, f"{MINUS}{points}"]])
        # quick totals: no category is shown, only each deal's total and the running total
        assert page.table("breakdown", "head") == [["Deal", "Player", "Total", "Running"]]
        assert page.table("breakdown")[-2:] == [  # deal 6: B deals, A is elder
            ["6", "A (e)", str(deals[5][0]), str(a_total)],
            ["", "B (y)", str(deals[5][1]), str(b_total)],
        ]
    third = page_of(home / "card2.toml")  # 75 to 301: A under 100 is rubiconed (Law 73)
    assert any("301 + 75 + 100 = 476" in p for p in third.paragraphs), third.paragraphs
    # and the scorebook they make: the ledger at 10 a hundred, fractions of 50 not reckoned
    ledger = Page(piquet("ledger", *STAKE, "--html", "-"))
    between = ledger.tables[0]
    assert between["head"] == [["Players", "Won\u2013lost\u2013drawn", "Rubicons", "Net", "Money"]]
    assert between["body"] == [["A v B", "3\u20132\u20130", "1\u20131", "A +75", "B owes A 5"]]
    assert "A is 75 up on B; 50 reckoned at 10 a 100: B owes A 5." in ledger.paragraphs
    players = ledger.tables[1]["body"]
    assert [row[0] for row in players] == ["A", "B"] and [row[3:5] for row in players] == [
        ["+75", "5"],
        ["-75", "-5"],
    ]
    history = Page(piquet("history", "--html", "-"))
    results = [row[-1] for row in history.tables[0]["body"]]
    assert results == [
        "A wins 126 (130\u2013104)",
        "B wins 141 (103\u2013144)",
        "B wins 476, rubicon (75\u2013301)",
        "A wins 416, rubicon (224\u201392)",  # B under 100: 224 + 92 + 100 (Law 73)
        "A wins 150 (164\u2013114)",
    ]


def test_bezique_published_hand_cell_by_cell(tmp_path: Path) -> None:
    page = page_of(bezique_partie(tmp_path))
    assert page.table("breakdown", "head") == [["Hand", "Player", "Decl", "Br", "Last", "Total", "Running"]]
    assert page.table("breakdown") == [
        ["1", "North (e)", "520", "60", "10", "590", "590"],
        ["", "South (y)", "630", "100", "", "730", "730"],
    ]
    assert page.table("card") == [["1", "South", "590", "730", "590", "730"]]
    assert page.table("settlement") == [["North", f"{MINUS}140"], ["South", "+140"]]
    assert "South won on the first hand (400 and ahead): 730 to 590, by 140." in page.paragraphs
    assert "Hand 1: South (younger) declared the seven of trumps 10, bezique 40, four jacks 40, marriage in " \
        "spades 20, marriage in diamonds 20, double bezique 500: 630." in page.items  # fmt: skip
    assert "Hand 1: Brisques: North 6 (60), South 10 (100)." in page.items


def test_pinochle_a_hand_and_a_provisional_partie(tmp_path: Path) -> None:
    path = tmp_path / "seed.toml"
    piquet(
        "new", "Ann", "Bob", "--game", "pinochle", "--rules", "ten", "--dealer", "Bob", "--file", str(path)
    )
    piquet("deal", "--file", str(path), "--trumps", "H", "--turn-up-ten", "--melded", "e:rm y:4A e:seq",
           "--card-points", "130,rest", "--last-trick", "elder")  # fmt: skip
    page = page_of(path)
    assert page.table("breakdown", "head") == [
        ["Hand", "Player", "TU", "Mld", "Cds", "LT", "Total", "Running"]
    ]
    assert page.table("breakdown") == [
        ["1", "Ann (e)", "", "190", "130", "10", "330", "330"],
        ["", "Bob (y)", "10", "100", "110", "", "220", "220"],
    ]
    assert "Provisional: the partie is not finished." in page.paragraphs
    assert "No result yet: the game is 1000 up." in page.paragraphs
    assert "Next: hand 2. Ann deals; Bob is elder." in page.paragraphs
    assert "settlement" not in page.ids
    assert "Hand 1: Ann (elder) melded royal marriage 40, sequence 150: 190." in page.items


def test_pinochle_rising_target_to_the_end(tmp_path: Path) -> None:
    page = page_of(pinochle_partie(tmp_path))
    assert page.table("card") == [
        ["1", "Bob", "520", "500", "520", "500"],
        ["2", "Ann", "520", "510", "1040", "1010"],
        ["3", "Bob", "220", "240", "1260", "1250"],
        ["4", "Ann", "250", "240", "1510", "1490"],
    ]
    assert page.table("settlement") == [["Ann", "+20"], ["Bob", f"{MINUS}20"]]
    target = [p for p in page.paragraphs if p.startswith("Target 1500:")]
    assert target and "both passed 1250 at the end of hand 3" in target[0] and "both passed 1000" in target[0]
    assert any(p.startswith("Ann has 1510, at or over 1500, and Bob 1490") for p in page.paragraphs)


def test_three_at_the_table_and_two_sides_of_partners(app: typer.Typer, tmp_path: Path) -> None:
    solo_played(app, tmp_path / "three.toml")
    page = page_of(tmp_path / "three.toml", app)
    assert page.table("card", "head") == [
        ["Hand", "Dealer", "Ann", "Bob", "Cal", "Ann total", "Bob total", "Cal total"]
    ]
    assert page.table("card", "foot") == [
        ["Totals", "", "", "", "", *(str(SOLO_FINAL[p]) for p in ("Ann", "Bob", "Cal"))]
    ]
    assert page.table("settlement") == [
        [p, f"+{v}" if v > 0 else f"{MINUS}{-v}"] for p, v in SOLO_SETTLEMENT.items()
    ]
    first = page.table("breakdown")[:3]  # hand 1: Ann deals, Bob leads
    assert [row[1] for row in first] == ["Ann (dealer)", "Bob (1st)", "Cal (2nd)"]
    pairs_played(app, tmp_path / "four.toml")
    page = page_of(tmp_path / "four.toml", app)
    assert page.table("breakdown", "head")[0][1] == "Side"
    assert page.table("card", "foot") == [["Totals", "", "", "", *(str(v) for v in PAIRS_FINAL.values())]]
    assert page.table("settlement") == [
        [p, f"+{v}" if v > 0 else f"{MINUS}{-v}"] for p, v in PAIRS_SETTLEMENT.items()
    ]
    assert "Partners: Ann and Cal against Bob and Dee." in page.text


@pytest.mark.parametrize(("game", "rules"), RULES)
def test_every_game_and_rule_set_prints_its_own_rows_and_totals(
    registered: typer.Typer, game: str, rules: str
) -> None:
    """Random lawful parties of each rule set, finished or not: a body a deal, a line a scorer in
    it, and the card's totals the partie's."""
    for seed in range(3):
        partie = lawful_partie(game, rules, random.Random(f"print {game} {rules} {seed}"), 6)
        view = game_of(game).score(partie)
        page = Page(partie_page(view))
        assert len(page.table("breakdown")) == len(view.deals) * len(view.scorers)
        foot = page.table("card", "foot")[0]
        assert foot[-len(view.scorers) :] == [str(view.totals[s]) for s in view.scorers]
        assert ("settlement" in page.ids) == view.finished
        assert no_network(page) == []


# ---------------------------------------------------------------------------
# Inert and alone


def no_network(page: Page) -> list[str]:
    """Whatever on a page could load something: a script, a frame, an image, a link, a form, an
    address in an attribute, ``url(`` or ``@import`` in a style."""
    found = [tag for tag, _ in page.tags if tag in ("script", "iframe", "img", "link", "object", "embed", "form",
                                                     "frame", "video", "audio", "source", "base")]  # fmt: skip
    found += [f"{tag} {name}" for tag, attrs in page.tags for name in attrs if name in ("src", "href", "srcset",
              "action", "data", "poster") or name.startswith("on")]  # fmt: skip
    found += [
        f"style {word}" for sheet in page.styles for word in ("url(", "@import", "http") if word in sheet
    ]
    found += [f"{tag} style" for tag, attrs in page.tags if "url(" in (attrs.get("style") or "")]
    return found


def test_a_page_loads_nothing_and_has_a_print_stylesheet(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    doc = piquet("summary", "--file", str(path), "--html", "-")
    page = Page(doc)
    assert no_network(page) == []
    assert "http" not in doc and "://" not in doc and doc.isascii()
    assert "@media print" in "".join(page.styles) and "@page" in "".join(page.styles)
    assert [tag for tag, _ in page.tags].count("style") == 1


HOSTILE = """\
format = 2
game = "piquet"
players = ["<script>alert(1)</script>", "Tom &amp; \\u001b[31mJerry\\u202e"]
first_dealer = "<script>alert(1)</script>"

[[deals]]
totals = [30, 20]
note = "</li><img src=http://evil/x.png onerror=alert(2)>\\u0007"
"""


def test_hostile_names_and_notes_are_text_never_markup() -> None:
    home = Path(os.environ["PIQUET_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    path = home / "hostile.toml"
    path.write_text(HOSTILE, encoding="utf-8")
    for args in (
        ["summary", "--file", str(path), "--html", "-"],
        ["history", "--html", "-"],
        ["ledger", "--html", "-"],
    ):
        doc = piquet(*args)
        page = Page(doc)
        assert no_network(page) == [], args
        assert "<script" not in doc and "<img" not in doc and "\x1b" not in doc and "\x07" not in doc
        assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", doc)
        if args[0] == "ledger":
            continue  # an unfinished partie: the ledger has nobody to settle
        assert "<script>alert(1)</script>" in page.text  # the name, as typed, is text on the page
        assert "Tom &amp; \\x1b[31mJerry\\u202e" in page.text  # the escape shown, not run
    page = Page(piquet("summary", "--file", str(path), "--html", "-"))
    assert "Deal 1: </li><img src=http://evil/x.png onerror=alert(2)>\\x07" in page.items


def test_the_page_is_written_to_an_html_file_only(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    done = runner.invoke(piquet_app, ["summary", "--file", str(path), "--html", str(tmp_path / "card.html")])
    assert done.exit_code == 0 and "wrote" in done.stderr
    assert Page((tmp_path / "card.html").read_text(encoding="ascii")).table("card", "foot")[0][-2:] == [
        "394",
        "199",
    ]
    before = path.read_bytes()
    done = runner.invoke(piquet_app, ["summary", "--file", str(path), "--html", str(path)])
    assert done.exit_code == 2 and "ending in .html" in done.stderr and path.read_bytes() == before
    done = runner.invoke(
        piquet_app, ["summary", "--file", str(path), "--html", str(tmp_path / "no" / "x.html")]
    )
    assert done.exit_code == 1 and "cannot write the page" in done.stderr and "Traceback" not in done.output
    done = runner.invoke(piquet_app, ["summary", "--file", str(path), "--html", "-", "--markdown"])
    assert done.exit_code == 2 and "--html: choose one of" in done.stderr
    done = runner.invoke(piquet_app, ["summary", "--file", str(path), "--text", "--csv"])
    assert done.exit_code == 2 and "--text: choose one of" in done.stderr
    done = runner.invoke(piquet_app, ["history", "--html", "-", "--json"])
    assert done.exit_code == 2 and "--html: choose one of --json, --csv and --html." in done.stderr
    done = runner.invoke(piquet_app, ["ledger", "--html", "-", "--chart"])
    assert done.exit_code == 2 and "--chart" in done.stderr


# ---------------------------------------------------------------------------
# Plain ASCII within 80 columns


def printable_ascii(text: str) -> list[str]:
    """What keeps ``text`` from a printer of ASCII and 80 columns: a character outside ASCII, or
    a line over 80."""
    bad = sorted({f"U+{ord(ch):04X}" for ch in text if not ch.isascii()})
    return bad + [f"{len(line)}: {line}" for line in text.splitlines() if len(line) > 80]


def test_summary_text_of_every_game_is_ascii_within_80_columns(app: typer.Typer, tmp_path: Path) -> None:
    six_deal_partie(tmp_path / "p.toml")
    solo_played(app, tmp_path / "three.toml")
    pairs_played(app, tmp_path / "four.toml")
    files = [tmp_path / "p.toml", bezique_partie(tmp_path), pinochle_partie(tmp_path), tmp_path / "three.toml",
             tmp_path / "four.toml"]  # fmt: skip
    for path in files:
        text = piquet("summary", "--file", str(path), "--text", cli=app)
        assert printable_ascii(text) == [], (path.name, text)
        text.encode("ascii")
        assert "Totals:" in text
    text = piquet("summary", "--file", str(tmp_path / "p.toml"), "--text")
    assert "Ann wins 394 - 199 + 100 = 295 (Law 72)." in text and "| marks the rubicon" in text
    assert "Running totals" in text and "#" in text  # the chart's bars, as #


def test_every_text_output_under_piquet_ascii(tmp_path: Path) -> None:
    home = Path(os.environ["PIQUET_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    six_deal_partie(home / "p.toml")
    piquet("new", "Zo\u00eb", "\u738b\u5c0f\u660e", "--file", str(home / "names.toml"))
    plain = {"PIQUET_ASCII": "1"}
    for args in (["show", "--file", str(home / "p.toml")], ["summary", "--file", str(home / "p.toml")],
                 ["summary", "--file", str(home / "names.toml")], ["history"], ["ledger"], ["ledger", "--chart"],
                 ["summary", "--file", str(home / "p.toml"), "--markdown"]):  # fmt: skip
        text = piquet(*args, env=plain)
        if "--markdown" in args:  # a format of its own, in ASCII, whose table rows are not wrapped
            text.encode("ascii")
        else:
            assert printable_ascii(text) == [], (args, text)
    names = piquet("summary", "--file", str(home / "names.toml"), env=plain)
    assert "Zoe v \\u738b\\u5c0f\\u660e" in names  # a letter loses its accent; the rest is its escape
    shown = piquet("show", "--file", str(home / "names.toml"), "--json", env=plain)
    assert '"Zo\\u00eb"' in shown  # JSON keeps every name whole, as its escapes
    assert "\u2014" in piquet("show", "--file", str(home / "p.toml"))  # and without it, the dash as ever


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"}, {"LANG": "C", "LC_ALL": ""}])
def test_an_output_that_cannot_hold_the_symbols_gets_ascii(tmp_path: Path, env: dict[str, str]) -> None:
    """A real process: piped, with an encoding of ASCII or a C locale, the summary is ASCII in 80."""
    six_deal_partie(tmp_path / "p.toml")
    done = subprocess.run(
        [sys.executable, "-m", "piquet_cli", "summary", "--file", str(tmp_path / "p.toml")],
        capture_output=True,
        env={k: v for k, v in {**os.environ, **env}.items() if v},
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("ascii")
    assert printable_ascii(text) == [] and "Ann wins 394 - 199 + 100 = 295 (Law 72)." in text


# ---------------------------------------------------------------------------
# Markdown carries the text summary's breakdown


def text_rows(text: str) -> list[list[str]]:
    """The text summary's breakdown: each line of cells (two spaces or more apart) under its rule."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if set(line.replace(" ", "")) == {"-"}) + 1
    rows = []
    for line in lines[start:]:
        if not line.strip():
            continue
        if not re.match(r"^\s*\d*\s+\S", line) or "," in line or ";" in line:
            break
        rows.append([c for c in re.split(r"\s{2,}", line.strip()) if c])
    return rows


def markdown_rows(text: str) -> list[list[str]]:
    """The Markdown table's rows (past its head), each cell unescaped, blanks dropped, without the
    running total the text's chart shows instead."""
    rows = [line for line in text.splitlines() if line.startswith("| ")][1:]
    return [
        [c.strip().replace("\\", "") for c in row.strip("|").split(" | ") if c.strip()][:-1] for row in rows
    ]


def test_markdown_carries_the_text_summarys_breakdown_and_lines(tmp_path: Path) -> None:
    six_deal_partie(tmp_path / "p.toml")
    for path in (tmp_path / "p.toml", bezique_partie(tmp_path), pinochle_partie(tmp_path)):
        text = piquet("summary", "--file", str(path))
        markdown = piquet("summary", "--file", str(path), "--markdown")
        assert markdown_rows(markdown) == text_rows(text), path.name
        said = [
            line for line in text.splitlines() if re.match(r"^(Deal|Hand) \d+: |^Totals: |^Target ", line)
        ]
        for line in said:
            assert line.replace("*", "\\*").replace("_", "\\_") in markdown or line in markdown, line
    assert len(text_rows(piquet("summary", "--file", str(tmp_path / "p.toml")))) == 12  # Piquet's breakdown


def test_the_help_too_is_ascii_under_piquet_ascii() -> None:
    """Typer writes the help before any command runs: the console script asks for ASCII first."""
    done = subprocess.run(
        [sys.executable, "-m", "piquet_cli", "deal", "--help"],  # which names the suits, ♠ ♥ ♦ ♣
        capture_output=True,
        env={**os.environ, "PIQUET_ASCII": "1", "COLUMNS": "80"},
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "--elder-point" in done.stdout.decode("ascii")
