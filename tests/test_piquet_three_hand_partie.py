"""A three-hand partie through the command line (issue 21): deals worked by hand from docs/rules.md
("Piquet for three and four"), recorded with ``piquet deal``, a game to its end, bad input.

Ann, Bob and Cal sit round the table in that order; Cal deals first, so deal 1's seats in
playing order are Ann (1, the eldest), Bob (2), Cal (3, the dealer), deal 2's Bob, Cal, Ann,
deal 3's Cal, Ann, Bob. At three: the best call of a category is good; play, the leader of a
trick 1, a player who wins a trick another led 1, the last trick 1 more; the cards 10 to most
tricks, nobody on 4-4-2; a player capot (no trick) gives 20 to each of the other two; pique
and repique reached at 20, counting 60 and 90 (+40 and +70: the keeper's ruling).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.errors import BadValue
from piquet_cli.games import get_game
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.scorebook.parties import read_partie

runner = CliRunner()
T = TypeVar("T")


def run(*args: str, code: int = 0) -> str:
    done = runner.invoke(app, list(args), env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert done.exit_code == code, (args, done.output)
    return done.output


def refused(*args: str) -> str:
    """Exit 2 and one sentence, nothing else."""
    said = run(*args, code=2)
    assert said.startswith("piquet: ") and said.count("\n") == 1 and "Traceback" not in said, said
    return said


def new(path: Path, *more: str) -> Path:
    run("new", "Ann", "Bob", "Cal", "--rules", "three-hand", "--dealer", "Cal", "--file", str(path), *more)
    return path


def shown(path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(run("show", "--json", "--file", str(path)))
    return doc


def scores(doc: dict[str, Any], number: int) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = doc["deals"][number - 1]["scores"]
    return found


# -- three deals worked by hand ---------------------------------------------------------


def test_a_four_four_two_split_scores_nobody_the_cards(tmp_path: Path) -> None:
    """Deal 1: Ann (1), Bob (2), Cal (3, the dealer, who takes 1 card).
    Point: Ann's five making 48 beats Cal's five making 45 (same length, higher count) and
    Bob's four: Ann 5. Sequences: Ann's quart to the king beats Bob's tierce to the queen:
    Ann 4. Sets: Bob's trio of kings beats Cal's trio of queens: Bob 3.
    No repique (Bob scores in sets before Ann reaches 20), no pique (others scored).
    Tricks 1111 2222 33: Ann leads and wins 1–4 (4), leads 5 (1), Bob wins it (1), leads and
    wins 6–8 (3), leads 9 (1), Cal wins it (1), leads and wins 10 (1) and the last (1).
    Play Ann 5, Bob 5, Cal 3. Tricks 4-4-2: nobody scores the cards.
    Ann 5 + 4 + 5 = 14; Bob 3 + 5 = 8; Cal 3."""
    path = new(tmp_path / "p.toml")
    said = run(
        "deal", "--file", str(path), "--point", "5/48;4/39;5/45", "--seq", "4K;3Q;-", "--sets", "-;3K;3Q",
        "--exchange", "0;0;1", "--tricks", "1111222233",
    )  # fmt: skip
    assert "Partie: Ann 14, Bob 8, Cal 3." in said
    deal = scores(shown(path), 1)
    assert (deal["Ann"]["point"], deal["Ann"]["sequences"], deal["Bob"]["sets"]) == (5, 4, 3)
    assert (deal["Ann"]["play"], deal["Bob"]["play"], deal["Cal"]["play"]) == (5, 5, 3)
    assert deal["Ann"]["cards"] == deal["Bob"]["cards"] == deal["Cal"]["cards"] == 0
    assert [deal[p]["total"] for p in ("Ann", "Bob", "Cal")] == [14, 8, 3]
    summary = run("summary", "--file", str(path))
    assert "Ann 14, Bob 8, Cal 3" in summary


def test_a_capot_gives_twenty_to_each_of_the_other_two(tmp_path: Path) -> None:
    """Deal 2 (after deal 1 entered by its totals 0,0,0): Bob (1), Cal (2), Ann (3, dealer).
    Point: Bob's six making 58 beats Cal's four: Bob 6. Sequences: Bob's quart major, nobody
    else's: Bob 4. Sets: Ann's quatorze of kings beats Bob's trio of aces: Ann 14.
    Tricks 1111111333: Bob leads and wins 1–7 (7), leads 8 (1), Ann wins it (1), leads and
    wins 9 and 10 (2) and the last (1). Play Bob 8, Ann 4, Cal 0. Bob takes most tricks (7-3-0):
    the cards, 10. Cal takes no trick: capot, Bob 20 and Ann 20.
    Bob 6 + 4 + 8 + 10 + 20 = 48; Cal 0; Ann 14 + 4 + 20 = 38."""
    path = new(tmp_path / "p.toml")
    run("deal", "--file", str(path), "--totals", "0,0,0")
    said = run(
        "deal", "--file", str(path), "--point", "6/58;4/38;-", "--seq", "4A;-;-", "--sets", "3A;-;14K",
        "--exchange", "0;0;2", "--tricks", "1111111333",
    )  # fmt: skip
    assert "Cal takes no trick: capot, and each of Bob and Ann scores 20." in said
    deal = scores(shown(path), 2)
    assert [deal[p]["total"] for p in ("Ann", "Bob", "Cal")] == [38, 48, 0]
    assert (deal["Bob"]["cards"], deal["Bob"]["capot"], deal["Ann"]["capot"]) == (30, 20, 20)
    assert deal["Bob"]["play"] == 8 and deal["Ann"]["play"] == 4 and deal["Cal"]["play"] == 0
    table = run("show", "--file", str(path))
    assert "Ann 38, Bob 48, Cal 0: all three play on to 100." in table


def test_a_pique_at_twenty(tmp_path: Path) -> None:
    """Deal 1: Ann (1), Bob (2), Cal (3). Ann alone calls: point of five making 48 (5), quart
    to the king (4), trio of aces (3): 12 in hand, nobody else scoring. Tricks 1111111123: she
    leads and wins 1–8, 12 + 8 = 20 at trick 8: pique, the 20 counting 60 (+40). She leads 9
    (1), Bob wins it (1), leads 10 (1), Cal wins it (1) and the last (1): play Ann 9, Bob 2,
    Cal 2. Ann takes most tricks (8-1-1): the cards 10.
    Ann 5 + 4 + 3 + 40 + 9 + 10 = 71; Bob 2; Cal 2."""
    path = new(tmp_path / "p.toml")
    said = run(
        "deal", "--file", str(path), "--point", "5/48;-;-", "--seq", "4K;-;-", "--sets", "3A;-;-",
        "--exchange", "0;0;2", "--tricks", "1111111123",
    )  # fmt: skip
    assert "Ann reaches 20 in hand and play (trick 8) before anyone else scores: pique" in said
    deal = scores(shown(path), 1)
    assert deal["Ann"]["pique"] == 40 and deal["Ann"]["repique"] == 0
    assert [deal[p]["total"] for p in ("Ann", "Bob", "Cal")] == [71, 2, 2]


def test_a_repique_at_twenty_and_the_first_out(tmp_path: Path) -> None:
    """Deal 1: Ann (1), Bob (2), Cal (3). Point: Ann's five making 49, nobody else's: 5.
    Sequences: Ann's quint to the king: 15, 20 in hand alone before anyone scores: repique,
    the 20 counting 90 (+70). Sets: Bob's trio of queens: 3. Tricks 1231231231: play Ann 8,
    Bob 6, Cal 6 (Ann leads 1, 2, 5, 8; wins 4, 7, 10 and the last); Ann takes 4 tricks,
    the others 3: the cards 10.
    Ann 5 + 15 + 70 + 8 + 10 = 108: over the target of 100 at once, so Ann is out; Bob 9, Cal 6."""
    path = new(tmp_path / "p.toml")
    said = run(
        "deal", "--file", str(path), "--point", "5/49;-;-", "--seq", "5K;-;-", "--sets", "-;3Q;-",
        "--exchange", "0;0;0", "--tricks", "1231231231",
    )  # fmt: skip
    assert "Ann reaches 20 in hand alone before anyone else scores: repique" in said
    assert "Ann is out, first to 100 with 108; Bob and Cal play on, two-hand, to 100 (Bob 9, Cal 6)." in said
    deal = scores(shown(path), 1)
    assert deal["Ann"]["repique"] == 70
    assert [deal[p]["total"] for p in ("Ann", "Bob", "Cal")] == [108, 9, 6]
    # Cal dealt deal 1; round the table, Ann is next but out: Bob deals deal 2, Cal elder
    assert "Next: deal 2, two-hand. Bob deals; Cal is elder (Ann is out)." in said


# -- a game to its end by totals --------------------------------------------------------


def test_a_game_to_its_end_by_totals_the_runner_up_breaking_even(tmp_path: Path) -> None:
    """Deal 1 (Ann, Bob, Cal) 40,20,10; deal 2 (Bob, Cal, Ann) 30,25,35; deal 3 (Cal, Ann, Bob)
    20,30,15: Ann 40 + 35 + 30 = 105, Bob 20 + 30 + 15 = 65, Cal 10 + 25 + 20 = 55. Ann is out.
    Bob dealt deal 3; round the table Cal is next: Cal deals deal 4, Bob elder, 20,25: Bob 85,
    Cal 80. Deal 5, Bob deals, Cal elder, 10,12: Cal 90, Bob 97. Deal 6, Cal deals, Bob elder,
    15,3: Bob 112, Cal 93. Bob reaches 100 next: the runner-up, breaking even; Cal loses and
    pays Ann one game: Ann +1, Bob 0, Cal −1."""
    path = new(tmp_path / "p.toml")
    for totals in ("40,20,10", "30,25,35"):
        run("deal", "--file", str(path), "--totals", totals)
    said = run("deal", "--file", str(path), "--totals", "20,30,15")
    assert (
        "Ann is out, first to 100 with 105; Bob and Cal play on, two-hand, to 100 (Bob 65, Cal 55)." in said
    )
    assert "Next: deal 4, two-hand. Cal deals; Bob is elder (Ann is out)." in said
    shown_now = run("show", "--file", str(path))
    assert "Ann is out, first to 100 with 105; Bob and Cal play on, two-hand" in shown_now
    doc = shown(path)
    assert doc["next_dealer"] == "Cal"
    assert doc["three_hand"] == {
        "target": 100, "first_out": "Ann", "runner_up": None, "loser": None, "playing_on": ["Bob", "Cal"],
    }  # fmt: skip
    assert "give 2 values, one a seat in playing order (Bob, Cal), not 3" in refused(
        "deal", "--file", str(path), "--totals", "20,10,5"
    )
    run("deal", "--file", str(path), "--totals", "20,25")
    run("deal", "--file", str(path), "--totals", "10,12")
    said = run("deal", "--file", str(path), "--totals", "15,3")
    assert (
        "Ann is out, first to 100 with 105; Bob reaches 100 next with 112 and breaks even; "
        "Cal, with 93, loses and pays Ann 1 game."
    ) in said
    doc = shown(path)
    assert doc["finished"] and doc["totals"] == {"Ann": 105, "Bob": 112, "Cal": 93}
    assert [d["dealer"] for d in doc["deals"]] == ["Cal", "Ann", "Bob", "Cal", "Bob", "Cal"]
    assert doc["result"]["settlement"] == {"Ann": 1, "Bob": 0, "Cal": -1}
    assert (doc["result"]["winner"], doc["result"]["loser"], doc["result"]["runner_up"]) == (
        "Ann",
        "Cal",
        "Bob",
    )
    assert "Settlement in games: Ann +1, Bob 0, Cal −1." in run("summary", "--file", str(path))
    from piquet_cli.games.partie_record import deal_stats
    from piquet_cli.scorebook.parties import read_partie

    view = read_partie(path).view  # the ledger's deal statistics: Ann's 105 in the three she sat at
    ann, bob = deal_stats(view, "Ann"), deal_stats(view, "Bob")
    assert (ann.deals, ann.points, ann.best) == (3, 105, 40)
    assert (bob.deals, bob.points, bob.best) == (6, 112, 30)
    assert "is over" in run("deal", "--file", str(path), "--totals", "1,1", code=1)
    # undo takes the last deal back, and the game is open again
    run("undo", "--yes", "--file", str(path))
    assert not shown(path)["finished"]
    ledger = json.loads(run("ledger", "--json"))
    assert ledger["parties"]["settled"] == 0


def test_a_score_card_of_three_columns_imports_the_whole_game(tmp_path: Path) -> None:
    """The same game as a paper card: a column a player, 0 for Ann once she is out."""
    card = tmp_path / "card.csv"
    card.write_text(
        "deal,Ann,Bob,Cal\n1,40,20,10\n2,35,30,25\n3,30,15,20\n4,0,20,25\n5,0,12,10\n6,0,15,3\n",
        encoding="utf-8",
    )
    out = tmp_path / "p.toml"
    said = run("import", str(card), "--rules", "three-hand", "--dealer", "Cal", "--file", str(out))
    assert "Ann 105, Bob 112, Cal 93" in said
    assert shown(out)["result"]["settlement"] == {"Ann": 1, "Bob": 0, "Cal": -1}
    card.write_text("deal,Ann,Bob,Cal\n1,40,20,100\n2,5,30,25\n", encoding="utf-8")
    again = tmp_path / "q.toml"
    said = run("import", str(card), "--rules", "three-hand", "--dealer", "Cal", "--file", str(again), code=1)
    assert "deal 2 is of the two-hand finish: Cal is out" in said


def test_the_target_is_kept_and_said_with_every_ruling(tmp_path: Path) -> None:
    path = new(tmp_path / "p.toml", "--target", "120")
    assert "target = 120" in path.read_text(encoding="utf-8")
    said = run("show", "--file", str(path))
    assert "Target: 120, agreed at new (--target 120); the keeper's default is 100." in said
    assert (
        "Pique and repique: reached at 20, the 20 counting 60 (+40) and 90 (+70), the keeper's ruling" in said
    )
    assert "Order of calls: playing order, eldest first and the dealer last, the keeper's ruling" in said
    assert "the deal goes on round the table, skipping the player who is out, the keeper's ruling" in said
    default = run("show", "--file", str(new(tmp_path / "q.toml")))
    assert (
        "Target: 100, the keeper's ruling, the sources giving none (--target N at piquet new agrees another)."
        in default
    )
    run("deal", "--file", str(path), "--totals", "110,0,0")
    assert not shown(path)["finished"] and shown(path)["three_hand"]["first_out"] is None  # 110 < 120


@pytest.mark.parametrize(
    ("rules", "read"),
    [("voleur", "piquet voleur is read as three-hand"), ("normand", "piquet normand is read as three-hand")],
)
def test_the_old_names_are_said_as_read(tmp_path: Path, rules: str, read: str) -> None:
    done = runner.invoke(
        app, ["new", "Ann", "Bob", "Cal", "--rules", rules, "--file", str(tmp_path / "p.toml")]
    )
    assert done.exit_code == 0 and read in done.output
    assert read_partie(tmp_path / "p.toml").partie.rules == "three-hand"


# -- bad input: exit 2, one sentence ----------------------------------------------------

FULL = ("--point", "5/48;-;4/39", "--seq", "4K;-;-", "--sets", "-;3A;-")


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        ((*FULL, "--exchange", "0;0;2", "--tricks", "12312312311"), "--tricks: 11 tricks given: a deal at three has ten"),
        ((*FULL, "--exchange", "0;0;3", "--tricks", "1231231231"), "--exchange: Cal, the dealer, exchanged 3: he takes 0 to 2"),
        ((*FULL, "--exchange", "0;1;1", "--tricks", "1231231231"), "--exchange: Bob (seat 2) cannot exchange: at three only the dealer"),
        (("--point", "5/48;-", "--seq", "4K;-;-", "--sets", "-;3A;-", "--tricks", "1231231231"), "--point: 2 seats' values given"),
        (("--seq", "4K;-;-;-", "--point", "-;-;-", "--sets", "-;-;-", "--tricks", "1231231231"), "--seq: 4 seats' values given"),
        (("--totals", "20,10"), "--totals: '20,10': give 3 values, one a seat in playing order (Ann, Bob, Cal), not 2."),
        (
            ("--hands", "AS KS QS JS TS AH AD AC 7H;KH QH JH 9H KD QD KC QC 8S 9S;JC TC 9C 8C 7C JD TD 9D 7D TH",
             "--tricks", "1231231231"),
            "--hands: Ann's hand has 9 cards: at three each holds ten: the three hands given would leave a talon of 3, not 2.",
        ),
        (("--elder-point", "5", "--younger-point", "4", "--tricks", "eeeeeeeeeeee"), "deal 1 is played by the three"),
        (("--throw-in", "elder", "--totals", "1,2,3"), "--throw-in: throw in is a fact of a two-hand deal"),
    ],
)  # fmt: skip
def test_bad_input_is_refused_in_one_sentence(tmp_path: Path, flags: tuple[str, ...], words: str) -> None:
    path = new(tmp_path / "p.toml")
    before = path.read_bytes()
    assert words in refused("deal", "--file", str(path), *flags)
    assert path.read_bytes() == before


def test_a_fourth_player_or_a_second_alone_is_refused(tmp_path: Path) -> None:
    four = refused(
        "new", "Ann", "Bob", "Cal", "Dee", "--rules", "three-hand", "--file", str(tmp_path / "p.toml")
    )
    assert "Piquet's rules three-hand take 3 players; 4 were given." in four
    two = refused("new", "Ann", "Bob", "--rules", "three-hand", "--file", str(tmp_path / "p.toml"))
    assert "Piquet's rules three-hand take 3 players; 2 were given." in two
    assert not (tmp_path / "p.toml").exists()
    assert "a target is for three-hand and four-hand" in refused(
        "new", "Ann", "Bob", "--target", "120", "--file", str(tmp_path / "p.toml")
    )


# -- piquet rule ------------------------------------------------------------------------


def test_rule_reports_the_rulings_of_a_deal_at_three() -> None:
    """The pique deal above, with no partie: seat 1 scores 71, seats 2 and 3 two each."""
    doc = json.loads(
        run(
            "rule",
            "--rules",
            "three-hand",
            "--point",
            "5/48;-;-",
            "--seq",
            "4K;-;-",
            "--sets",
            "3A;-;-",
            "--tricks",
            "1111111123",
            "--json",
        )
    )
    assert [doc["scores"][f"seat {i}"]["total"] for i in (1, 2, 3)] == [71, 2, 2]
    assert doc["scores"]["seat 1"]["pique"] == 40
    said = run(
        "rule", "--rules", "three-hand", "--point", "5/48;-;4/39", "--seq", "4K;-;-", "--sets", "-;3A;-"
    )
    assert "Point: Seat 1's point of five making 48 is good against Seat 3's point of four making 39." in said
    assert "No tricks given" in said
    assert "11 tricks given" in refused(
        "rule", "--rules", "three-hand", "--point", "-;-;-", "--tricks", "12312312311"
    )


# -- the walkthrough, through a scripted table ------------------------------------------


class Scripted:
    """A ``Table`` answering each question in turn ("" is Enter: the default)."""

    only_defaults = True

    def __init__(self, answers: list[str]) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []
        self.said: list[str] = []

    def ask(self, question: str, parse: Callable[[str], T], forms: str, default: str | None = None) -> T:
        while True:
            self.asked.append(question)
            assert self.answers, f"asked more than was answered: {question}"
            text = self.answers.pop(0)
            if text == "" and default is not None:
                text = default
            try:
                return parse(text)
            except BadValue as error:
                self.said.append(error.message)

    def say(self, text: str) -> None:
        self.said.append(text)

    def events(self, *args: object, **kwargs: object) -> tuple[()]:
        raise AssertionError("piquet asks no events")


def test_the_walk_asks_seat_by_seat_in_playing_order_and_gives_the_four_four_two_deal(tmp_path: Path) -> None:
    """The 4-4-2 deal above, answered at the table: the same facts, the same 14, 8, 3."""
    path = new(tmp_path / "p.toml")
    partie = read_partie(path).partie
    table = Scripted(["", "5/48", "4/39", "5/45", "4K", "3Q", "-", "", "3K", "3Q", "1", "1111222233"])
    facts = get_game("piquet").walk(table, partie, 1, None)
    assert table.asked == [
        "Carte blanche? seat numbers, or n (or the deal's totals: 20,10,5)",
        "Point, Ann (eldest)?", "Point, Bob (second)?", "Point, Cal (dealer)?",
        "Sequences, Ann (eldest)?", "Sequences, Bob (second)?", "Sequences, Cal (dealer)?",
        "Quatorzes and trios, Ann (eldest)?", "Quatorzes and trios, Bob (second)?",
        "Quatorzes and trios, Cal (dealer)?",
        "Exchange, Cal (dealer)? 0 to 2",
        "Tricks, a seat number each?",
    ]  # fmt: skip
    assert isinstance(facts, TableDeal) and facts.exchange == (0, 0, 1)
    assert (
        "Ann's point of five making 48 is good against Bob's point of four making 39 and Cal's"
        in " ".join(table.said)
    )
    assert table.said[-1] == "Ann 14, Bob 8, Cal 3."
    view = get_game("piquet").score(partie._replace(deals=(facts,)))
    assert view.totals == {"Ann": 14, "Bob": 8, "Cal": 3}


def test_the_walk_takes_totals_at_the_first_question_and_asks_again_what_cannot_be(tmp_path: Path) -> None:
    path = new(tmp_path / "p.toml")
    partie = read_partie(path).partie
    table = Scripted(["40,20,10"])
    assert get_game("piquet").walk(table, partie, 1, None) == TableDeal(totals=(40, 20, 10))
    table = Scripted(
        ["", "5", "5", "-", "5/48", "5/45", "-", "-", "-", "-", "-", "-", "-", "3", "2", "123", "1231231231"]
    )
    facts = get_game("piquet").walk(table, partie, 1, None)
    said = " ".join(table.said)
    assert "Ann and Bob call points of 5 cards: give the counts (e.g. 5/48) to say which is good." in said
    assert "the dealer takes 0 to 2 cards" in said and "give ten tricks" in said
    assert facts.points[0].count == 48 and facts.exchange == (0, 0, 2)


def test_after_the_first_is_out_the_walk_is_the_two_hand_walk(tmp_path: Path) -> None:
    """Ann out after deal 1 (108, the repique deal's total); Bob deals deal 2, Cal elder: the
    two-hand walk. Cal calls a point of five, good (5); no sequence, no set; Cal wins all twelve
    tricks: play 12 leads and the last 1 = 13, capot 40 (Law 66): Cal 58, Bob 0."""
    path = new(tmp_path / "p.toml")
    run("deal", "--file", str(path), "--totals", "108,9,6")
    partie = read_partie(path).partie
    table = Scripted(["n", "", "5/48", "g", "-", "-", "-", "-", "eeeeeeeeeeee"])
    facts = get_game("piquet").walk(table, partie, 2, None)
    assert table.said[0] == "Deal 2, two-hand (Ann is out): Bob deals; Cal is elder, Bob younger."
    assert table.asked[:3] == ["Carte blanche? e, y or n", "Exchange, elder first?", "Cal's point?"]
    assert isinstance(facts, DealFacts) and table.answers == []
    view = get_game("piquet").score(partie._replace(deals=(*partie.deals, facts)))
    last = view.deals[-1]
    assert last.seats == ("Cal", "Bob") and (last.added("Cal"), last.added("Bob"), last.added("Ann")) == (
        58,
        0,
        0,
    )
    assert view.totals == {"Ann": 108, "Bob": 9, "Cal": 64}


def test_correcting_a_deal_at_the_table_asks_each_call_as_it_was(tmp_path: Path) -> None:
    """``edit N``: every question's default is the deal's own answer; Enter throughout gives
    the deal back unchanged, and a changed answer changes only that call."""
    path = new(tmp_path / "p.toml")
    run(
        "deal", "--file", str(path), "--point", "5/48;4/39;5/45", "--seq", "4K;3Q;-", "--sets", "-;3K;3Q",
        "--exchange", "0;0;1", "--tricks", "1111222233",
    )  # fmt: skip
    partie = read_partie(path).partie
    (deal,) = partie.deals
    table = Scripted([""] * 12)
    assert get_game("piquet").walk(table, partie, 1, deal) == deal
    assert table.said[0].startswith("Correcting deal 1: Cal deals;")
    table = Scripted(["", "", "", "", "", "", "", "", "-", "", "", ""])  # Bob's trio of kings unsaid
    changed = get_game("piquet").walk(table, partie, 1, deal)
    assert changed == deal._replace(sets=(deal.sets[0], (), deal.sets[2]))
    assert get_game("piquet").score(partie._replace(deals=(changed,))).totals == {
        "Ann": 14,
        "Bob": 5,
        "Cal": 6,
    }
