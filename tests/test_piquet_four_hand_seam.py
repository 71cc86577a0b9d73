"""Four-hand piquet, partners opposite, through the command line (issue 21): ``piquet new Ann
Bob Cal Dee --rules four-hand`` puts Ann and Cal against Bob and Dee; each deal is recorded
with ``piquet deal`` and checked against its figures worked by hand from docs/rules.md
("Piquet for three and four", four-hand) and the keeper's rulings of
docs/piquet-three-and-four.md.

The seats go round the table, the dealer last: with Dee dealing first, deal 1 seats Ann 1,
Bob 2, Cal 3, Dee 4 (Ann and Cal the eldest's side); deal 2 Bob, Cal, Dee, Ann (Bob and Dee
the eldest's side); deal 3 Cal, Dee, Ann, Bob.

Play at four (the keeper's reading of Law 65): the leader's side scores 1 for each card led,
the other side 1 more when it wins the trick, the last trick 1 more.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.errors import BadValue
from piquet_cli.games import get_game
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.view import Partie

runner = CliRunner()


@pytest.fixture
def partie() -> Path:
    path = Path(os.environ["PIQUET_HOME"]) / "four.toml"  # in the scorebook, for history and ledger
    run("new", "Ann", "Bob", "Cal", "Dee", "--rules", "four-hand", "--dealer", "Dee", "--file", str(path))
    return path


def run(*args: str) -> str:
    done = runner.invoke(app, list(args), env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert done.exit_code == 0, done.output
    return done.stdout


def refused(code: int, *args: str) -> str:
    """The one sentence a refused command says (exit ``code``)."""
    done = runner.invoke(app, list(args), env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("piquet: "), done.stderr
    return lines[0]


def shown(path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(run("show", "--file", str(path), "--json"))
    return doc


def scores(path: Path, number: int) -> dict[str, dict[str, Any]]:
    deal: dict[str, dict[str, Any]] = shown(path)["deals"][number - 1]["scores"]
    return deal


# Deal 1 (Dee deals; Ann 1, Bob 2, Cal 3, Dee 4):
#   point: Ann's five (48) is best against Bob's four: Ann and Cal score 5 (Cal calls none);
#   sequences: Ann's quart to the king is best; Cal's tierce to the ten is beaten by Bob's
#     tierce to the queen, yet scores for his side, which is best: 4 + 3 = 7; Bob's tierce nothing;
#   sets: Dee's trio of aces: 3 for Bob and Dee;
#   no pic or repic: Bob and Dee score (3) before Ann and Cal reach 20 (12 in hand);
#   play 12341234: seat 1 leads trick 1 and wins it (Ann and Cal 1); from trick 2 on each trick
#     is led by one side and won by the other, so each side scores one a trick, by the lead or
#     the win: Ann and Cal 8, Bob and Dee 7 + the last trick (seat 4) = 8;
#   tricks four each (seats 1 and 3 win tricks 1, 3, 5, 7): the cards divided, nobody scores them.
#   Ann and Cal 5 + 7 + 8 = 20; Bob and Dee 3 + 8 = 11.
DEAL_1 = ("--point", "5/48;4/39;-;-", "--seq", "4K;3Q;3T;-", "--sets", "-;-;-;3A", "--tricks", "12341234")

# Deal 2 (Ann deals; Bob 1, Cal 2, Dee 3, Ann 4: Cal and Ann are seats 2 and 4):
#   point: Cal's five (51) best, Ann's four (38) scores too: 9;
#   sequences: Cal's quint to the ace 15, Ann's tierce to the king 3: 18 — 27 in hand before Bob and
#     Dee score anything: repic at 20 (it would not be at two, under 30), the 20 counts 90: +70;
#   play 11223344: Bob and Dee lead tricks 1, 2, 3, 6, 7 and win 5 led by Cal: 6; Cal and Ann
#     win 3 and 7, lead 4 and 5 and 8, and the last: 6; tricks four each: nobody scores the cards.
#   Cal and Ann 9 + 18 + 70 + 6 = 103; Bob and Dee 6.
DEAL_2 = ("--point", "-;5/51;-;4/38", "--seq", "-;5A;-;3K", "--tricks", "11223344")

# Deal 3 (Bob deals; Cal 1, Dee 2, Ann 3, Bob 4: Cal and Ann are seats 1 and 3):
#   point: Cal's five (50, his quart major and a nine) 5; sequences: Cal's quart to the ace 4 and
#     Ann's tierce to the queen 3: 7; sets: Cal's trio of kings 3: 15 in hand;
#   play 11111111: Cal leads and wins every trick: one a trick, the fifth lead making 20 before
#     Dee and Bob score anything: pic, the 20 counts 60: +40; 8 leads and the last trick: 9;
#   all eight tricks: capot, 40 (the keeper's reading).
#   Cal and Ann 15 + 40 + 9 + 40 = 104; Dee and Bob 0.
DEAL_3 = ("--point", "5/50;-;-;-", "--seq", "4A;-;3Q;-", "--sets", "3K;-;-;-", "--tricks", "11111111")


def test_three_deals_worked_by_hand(partie: Path) -> None:
    file = ("--file", str(partie))
    run("deal", *file, *DEAL_1)
    said = run("rule", "--rules", "four-hand", *DEAL_1)  # the same calls, by seat
    assert "Seat 1's quart to the king is best, against Seat 2's tierce to the queen" in said
    assert "Seat 3's tierce to the ten scores too: 4 + 3 = 7" in said
    assert "the cards are divided" in said
    first = scores(partie, 1)
    assert (first["Ann & Cal"]["point"], first["Ann & Cal"]["sequences"], first["Ann & Cal"]["sets"]) == (
        5,
        7,
        0,
    )
    assert (first["Bob & Dee"]["point"], first["Bob & Dee"]["sequences"], first["Bob & Dee"]["sets"]) == (
        0,
        0,
        3,
    )
    assert (first["Ann & Cal"]["play"], first["Bob & Dee"]["play"]) == (8, 8)
    assert (first["Ann & Cal"]["cards"], first["Bob & Dee"]["cards"]) == (0, 0)
    assert first["Ann & Cal"]["repique"] == first["Ann & Cal"]["pique"] == 0
    assert (first["Ann & Cal"]["total"], first["Bob & Dee"]["total"]) == (20, 11)

    said = run("deal", *file, *DEAL_2)
    assert "repic, the 20 counts 90: +70" in said
    second = scores(partie, 2)
    assert second["Ann & Cal"]["repique"] == 70 and second["Ann & Cal"]["sequences"] == 18
    assert (second["Ann & Cal"]["play"], second["Bob & Dee"]["play"]) == (6, 6)
    assert (second["Ann & Cal"]["total"], second["Bob & Dee"]["total"]) == (103, 6)

    said = run("deal", *file, *DEAL_3)
    assert "pic, the 20 counts 60: +40" in said and "capot, 40" in said
    third = scores(partie, 3)
    assert (third["Ann & Cal"]["pique"], third["Ann & Cal"]["play"], third["Ann & Cal"]["capot"]) == (
        40,
        9,
        True,
    )
    assert (third["Ann & Cal"]["total"], third["Bob & Dee"]["total"]) == (104, 0)

    doc = shown(partie)
    assert doc["teams"] == [["Ann", "Cal"], ["Bob", "Dee"]]
    assert doc["totals"] == {"Ann & Cal": 227, "Bob & Dee": 17}
    assert [d["seats"] for d in doc["deals"]] == [
        ["Ann", "Bob", "Cal", "Dee"],
        ["Bob", "Cal", "Dee", "Ann"],
        ["Cal", "Dee", "Ann", "Bob"],
    ]
    # 227 is over the 150 of the keeper's ruling: Ann and Cal win by 210, each partner gaining it
    assert doc["finished"] and doc["result"]["winner"] == "Ann & Cal" and doc["result"]["points"] == 210
    assert doc["result"]["settlement"] == {"Ann": 210, "Bob": -210, "Cal": 210, "Dee": -210}
    ledger = json.loads(run("ledger", "--json"))
    assert {p["name"]: p["net"] for p in ledger["players"]} == {
        "Ann": 210,
        "Bob": -210,
        "Cal": 210,
        "Dee": -210,
    }


def test_piquet_rule_says_the_rulings_of_a_deal(tmp_path: Path) -> None:
    """Deal 3's calls and play, ruled on without a partie: seats 1 and 3 score 104."""
    said = run("rule", "--rules", "four-hand", *DEAL_3)
    assert "Seat 1 and Seat 3 take all 8 tricks: capot, 40." in said
    doc = json.loads(run("rule", "--rules", "a-quatre", *DEAL_3, "--json"))
    assert doc["scores"]["Seats 1 & 3"]["total"] == 104 and doc["scores"]["Seats 2 & 4"]["total"] == 0


def test_a_partie_to_its_end_by_totals(partie: Path) -> None:
    """Totals a seat each, the side's total its two players' sum:
    deal 1 (Ann, Bob, Cal, Dee) 40,10,30,5: Ann & Cal 70, Bob & Dee 15;
    deal 2 (Bob, Cal, Dee, Ann) 20,25,10,30: Bob & Dee 30, Ann & Cal 55 — 125 to 45;
    deal 3 (Cal, Dee, Ann, Bob) 15,0,20,0: Ann & Cal 35 — 160 to 45, over 150: they win by 115."""
    file = ("--file", str(partie))
    run("deal", *file, "--totals", "40,10,30,5")
    run("deal", *file, "--totals", "20,25,10,30")
    assert shown(partie)["totals"] == {"Ann & Cal": 125, "Bob & Dee": 45}
    said = run("show", *file)
    assert "Target: 150, the keeper's ruling" in said and "--target N" in said
    said = run("deal", *file, "--totals", "15,0,20,0")
    assert "Ann and Cal each gain 115, Bob and Dee each pay 115." in said
    doc = shown(partie)
    assert doc["totals"] == {"Ann & Cal": 160, "Bob & Dee": 45} and doc["finished"]
    assert doc["result"]["settlement"] == {"Ann": 115, "Bob": -115, "Cal": 115, "Dee": -115}
    assert "is over" in refused(1, "deal", *file, "--totals", "1,1,1,1")
    history = json.loads(run("history", "--json"))
    assert history["parties"][0]["rules"] == "four-hand"
    run("summary", *file)
    run("undo", "--yes", *file)
    assert shown(partie)["totals"] == {"Ann & Cal": 125, "Bob & Dee": 45}


def test_level_at_the_target_plays_on(tmp_path: Path) -> None:
    """--target 50: 60 each after deal 1 (Dee dealing: Ann, Bob, Cal, Dee 30 each) plays on;
    deal 2 (Bob, Cal, Dee, Ann) Bob 10: Bob & Dee 70 to 60, winning by 10."""
    path = tmp_path / "p.toml"
    file = ("--file", str(path))
    run("new", "Ann", "Bob", "Cal", "Dee", "--rules", "four-hand", "--target", "50", "--dealer", "Dee", *file)
    run("deal", *file, "--totals", "30,30,30,30")
    doc = shown(path)
    assert not doc["finished"] and doc["target"] == 50
    assert "Target: 50, as agreed at new" in run("show", *file)
    run("deal", *file, "--totals", "10,0,0,0")
    doc = shown(path)
    assert doc["result"]["settlement"] == {"Ann": -10, "Bob": 10, "Cal": -10, "Dee": 10}


def test_import_reads_four_columns_a_row(tmp_path: Path) -> None:
    """A score card, a column a player: deal 1 (Dee dealing) Ann 40, Bob 10, Cal 30, Dee 5."""
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob,Cal,Dee\n1,40,10,30,5\n2,30,20,25,10\n")
    path = tmp_path / "i.toml"
    run("import", str(card), "--rules", "four-hand", "--dealer", "Dee", "--file", str(path))
    assert shown(path)["totals"] == {"Ann & Cal": 70 + 55, "Bob & Dee": 15 + 30}


@pytest.mark.parametrize(
    ("args", "flag", "words"),
    [
        (("--tricks", "123412341"), "--tricks", "not 9"),
        (("--point", "5/48;-;4/39", "--tricks", "12341234"), "--point", "not 3"),
        (("--exchange", "0;0;0;0", "--tricks", "12341234"), "--exchange", "no exchange"),
        (("--totals", "20,10,5"), "--totals", "not 3"),
        (("--tricks", "eeyyeeyyeeyy"), "--tricks", "a seat at a time"),
        (("--point", "5/28;-;-;-", "--tricks", "12341234"), "--point", "cannot make 28"),
        (("--sets", "3K;3K;-;-", "--tricks", "12341234"), "--sets", "cannot both hold"),
        (("--carte-blanche", "1,2,3", "--tricks", "12341234"), "--carte-blanche", "cannot all hold"),
    ],
)
def test_bad_input_is_refused_in_one_sentence(
    partie: Path, args: tuple[str, ...], flag: str, words: str
) -> None:
    said = refused(2, "deal", "--file", str(partie), *args)
    assert said.startswith(f"piquet: {flag}: ") and words in said, said
    assert shown(partie)["deals"] == []


def test_four_hand_takes_four_players(tmp_path: Path) -> None:
    said = refused(2, "new", "Ann", "Bob", "Cal", "--rules", "four-hand", "--file", str(tmp_path / "x.toml"))
    assert "4" in said


class Script:
    """A table whose answers are typed in order; what is said and asked is kept."""

    only_defaults = False

    def __init__(self, answers: list[str]) -> None:
        self.answers, self.said = list(answers), list[str]()

    def ask(self, question: str, parse: Any, forms: str, default: str | None = None) -> Any:
        while True:
            answer = self.answers.pop(0)
            self.said.append(f"{question} > {answer}")
            try:
                return parse(default if answer == "" and default is not None else answer)
            except BadValue as error:
                self.said.append(error.message)

    def say(self, text: str) -> None:
        self.said.append(text)

    def events(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("four-hand asks no events")


def test_the_walkthrough_asks_seat_by_seat_in_playing_order() -> None:
    """Deal 1 at the table, as the calls go round: Ann, Bob, Cal, Dee for each category; then the
    tricks (nine refused, asked again). The facts are those of the flags of DEAL_1."""
    game = get_game("piquet")
    partie = Partie("piquet", ("Ann", "Bob", "Cal", "Dee"), 3, "four-hand", {"target": 150})
    table = Script(
        ["n", "5/48", "4/39", "-", "-", "4K", "3Q", "3T", "-", "-", "-", "-", "3A", "123412341", "12341234"]
    )
    facts = game.walk(table, partie, 1, None)
    asked = [line.split(" > ")[0] for line in table.said if " > " in line]
    assert asked[1:5] == [
        f"{name} (seat {n}), point?" for n, name in enumerate(("Ann", "Bob", "Cal", "Dee"), 1)
    ]
    assert asked[12] == "Dee (seat 4), quatorzes and trios?"
    assert "In hand: Ann and Cal 12, Bob and Dee 3." in table.said
    assert any("not 9" in line for line in table.said)
    assert "  Ann and Cal 20, Bob and Dee 11. (Law 67)" in table.said
    values = {"points": "5/48;4/39;-;-", "sequences": "4K;3Q;3T;-", "sets": "-;-;-;3A", "tricks": "12341234"}
    codecs = {"points": "seat_points", "sequences": "seat_sequences", "sets": "seat_sets", "tricks": "tricks"}
    assert facts == game.facts({k: game.parse(codecs[k], v) for k, v in values.items()})
    # correcting it, Enter at every question, gives it back
    assert game.walk(Script([""] * 20), partie, 1, facts) == facts
    # t at the first question: the deal's totals only, a seat each (piquet deal with no flag at all)
    nothing = game.facts({})
    assert game.walk(Script(["t", "20,10,5,0"]), partie, 1, nothing) == TableDeal(totals=(20, 10, 5, 0))
