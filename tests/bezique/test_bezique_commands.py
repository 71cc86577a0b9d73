"""Bezique through the commands: new, deal by flags, show --json, summary, history, ledger.

Figures are worked by hand from seed 001's values (seven of trumps 10, marriage 20,
royal marriage 40, sequence 250, bezique 40, double bezique 500, four aces 100,
kings 80, queens 60, jacks 40; 10 a brisque; 10 the last trick; 10 to the dealer for
a turned-up seven). Pairs are elder first; the non-dealer is elder.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


def piquet(*args: str, code: int = 0) -> str:
    done = CliRunner().invoke(app, list(args), env=ENV)
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    return done.output


def new(path: Path, *more: str) -> tuple[str, str]:
    """A Bezique partie, Ann dealing first (so Bob is elder in hand 1): its path and what new said."""
    return str(path), piquet("new", "Ann", "Bob", "--game", "bezique", "--file", str(path), *more)


def show(path: str) -> dict[str, object]:
    doc: dict[str, object] = json.loads(piquet("show", "--file", path, "--json"))
    return doc


PUBLISHED = [
    "--trumps", "C",
    "--declared", "e:7 y:7 e:rm y:bz e:seq y:4J e:mH y:mS y:mD e:4A y:dbz e:4K e:mH",
    "--brisques", "6,10",
    "--last-trick", "elder",
]  # fmt: skip


def test_the_published_hand_by_flags_with_the_last_trick_of_the_stock(tmp_path: Path) -> None:
    """North elder (South deals), clubs trumps, the last trick of the stock scoring (docs/bezique.md).

    North: 7 10 + rm 40 + seq 250 + mH 20 + 4A 100 + 4K 80 + mH 20 = 520; 6 brisques 60; the
    last trick of the stock 10 → 590. South: 7 10 + bz 40 + 4J 40 + mS 20 + mD 20 + dbz 500 = 630;
    10 brisques 100 → 730. South has 400 or more and is ahead after the first hand: he wins, by 140.
    """
    path = str(tmp_path / "published.toml")
    said = piquet("new", "North", "South", "--game", "bezique", "--dealer", "South", "--last-trick",
                  "stock", "--file", path)  # fmt: skip
    assert "New partie: North v South, match." in said
    said = piquet("deal", "--file", path, *PUBLISHED)
    assert "Warning, event 13, e:mH: elder's second marriage in hearts needs other cards" in said
    assert "South won on the first hand (400 and ahead): 730 to 590, by 140." in said
    doc = show(path)
    assert doc["game"] == "bezique" and doc["rules"] == "match"
    [hand] = doc["deals"]  # type: ignore[misc]
    assert hand["scores"] == {
        "North": {"turn_up": 0, "declarations": 520, "brisques": 60, "last_trick": 10, "total": 590},
        "South": {"turn_up": 0, "declarations": 630, "brisques": 100, "last_trick": 0, "total": 730},
    }
    assert doc["result"] == {"winner": "South", "loser": "North", "drawn": False, "rubiconed": False,
                             "points": 140, "settlement": {"North": -140, "South": 140},
                             "labels": []}  # fmt: skip
    text = Path(path).read_text()
    assert 'last_trick_rule = "stock"' in text and 'last_trick = "elder"' in text
    summary = piquet("summary", "--file", path)
    assert "Hand 1: clubs trumps." in summary
    assert (
        "Hand 1: North (elder) declared the seven of trumps 10, royal marriage 40, sequence 250, "
        "marriage in hearts 20, four aces 100, four kings 80, marriage in hearts 20: 520."
    ) in summary
    assert (
        "Hand 1: South (younger) declared the seven of trumps 10, bezique 40, four jacks 40, "
        "marriage in spades 20, marriage in diamonds 20, double bezique 500: 630."
    ) in summary
    assert "Hand 1: Brisques: North 6 (60), South 10 (100)." in summary
    assert "Hand 1: The last trick of the stock: North (10)." in summary
    assert "the last trick before the stock runs out scores 10" in summary
    markdown = piquet("summary", "--file", path, "--markdown")  # the newsletter has the hand's details too
    assert "- Hand 1: Brisques: North 6 (60), South 10 (100)." in markdown


def test_a_match_won_on_two_hands(tmp_path: Path) -> None:
    """Ann deals first: Bob is elder in hand 1, Ann in hand 2.

    Hand 1, hearts trumps, a seven turned up (Ann, the dealer, 10).
      Bob:  mS 20 + 4K 80 (the K♠ of the marriage again) + bz 40 = 140; 9 brisques 90; last trick 10 → 240.
      Ann:  turn-up 10; 7 10 + rm 40 + seq 250 (grows from the royal marriage) = 300; 7 brisques 70 → 380.
      Ann 380 is under 400: a second hand (seed 001).
    Hand 2, diamonds trumps.
      Ann:  mS 20 + rm 40 + seq 250 = 310; 6 brisques 60 → 370.
      Bob:  4A 100 + 7 10 + mC 20 = 130; 10 brisques 100; last trick 10 → 240.
    Totals: Ann 380 + 370 = 750, Bob 240 + 240 = 480: Ann wins on two hands, by 270.
    """
    path, _ = new(tmp_path / "m.toml")
    said = piquet("deal", "--file", path, "--trumps", "H", "--turn-up-seven", "--declared",
                  "e:mS y:7 e:4K y:rm y:seq e:bz", "--brisques", "9,7", "--last-trick", "e")  # fmt: skip
    assert "Partie: Ann 380, Bob 240." in said
    assert "Next: hand 2. Bob deals; Ann is elder." in said
    shown = piquet("show", "--file", path)
    assert "No result yet: no one has 400 or more and the lead after the first hand" in shown
    said = piquet("deal", "--file", path, "--trumps", "D", "--declared", "y:4A e:mS y:7 e:rm e:seq y:mC",
                  "--brisques", "6,10", "--last-trick", "younger")  # fmt: skip
    assert "Ann won on two hands: 750 to 480, by 270." in said
    doc = show(path)
    assert doc["totals"] == {"Ann": 750, "Bob": 480}
    assert [d["scores"]["Ann"]["total"] for d in doc["deals"]] == [380, 370]  # type: ignore[index, union-attr]
    assert doc["deals"][0]["scores"]["Ann"]["turn_up"] == 10  # type: ignore[index]
    said = piquet("deal", "--file", path, "--totals", "200,0", code=1)
    assert "is over: Ann won on two hands: 750 to 480, by 270. Start a new one" in said


@pytest.mark.parametrize(
    ("hands", "result"),
    [
        # Seed 001: 400 or more and ahead after the first hand wins at once.
        ([("410,300")], "Bob won on the first hand (400 and ahead): 410 to 300, by 110."),
        # 400 and not ahead does not end it; 390 is not 400.
        ([("400,400")], None),
        ([("390,300")], None),
        # Two hands: Bob 390 + 310 = 700, Ann 300 + 400 = 700: drawn.
        ([("390,300"), ("400,310")], "Drawn: 700 each after 2 hands."),
    ],
)
def test_seed_001s_match(tmp_path: Path, hands: list[str], result: str | None) -> None:
    path, _ = new(tmp_path / "m.toml")
    for totals in hands:
        said = piquet("deal", "--file", path, "--totals", totals)
    doc = show(path)
    assert doc["finished"] is (result is not None)
    if result is None:
        assert "Next: hand 2. Bob deals; Ann is elder." in said
    else:
        assert result in said and doc["settlement"] == result
    if result is not None and "Drawn" in result:
        assert doc["result"] == {
            "winner": None,
            "loser": None,
            "drawn": True,
            "rubiconed": False,
            "points": 0,
            "settlement": {"Ann": 0, "Bob": 0},  # a draw: nobody pays
            "labels": [],
        }


def test_a_target_plays_as_many_hands_as_needed(tmp_path: Path) -> None:
    """1000 up, Bob elder in hands 1 and 3, Ann in hand 2: Bob 600 + 300 + 200 = 1100, Ann
    300 + 500 + 150 = 950. After hand 2 (Bob 900, Ann 800) no one is past 1000; after hand 3
    Bob is and Ann is not: Bob wins by 150."""
    path, _ = new(tmp_path / "t.toml", "--rules", "1000")
    for totals in ("600,300", "500,300", "200,150"):
        said = piquet("deal", "--file", path, "--totals", totals)
    assert "Bob won (past 1000 at the end of hand 3): 1100 to 950, by 150." in said
    assert show(path)["rules"] == "1000"


def test_the_ledger_shows_seed_001s_streak(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ann deals first each time (Bob elder in hand 1).

    Ann wins by 300, 250, 320 (first hand: Bob 100/150/80, Ann 400): 3.0870. Then Bob wins by 400:
    Ann's streak ends. Then Ann wins on two hands by 50 (300–300, then Ann elder 260, Bob 210):
    a new streak at 1: 1.0050. Ann's best stays 3.0870; Bob's streak ended (0.0000), best 1.0400.
    """
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    for hands in (["100,400"], ["150,400"], ["80,400"], ["400,0"], ["300,300", "260,210"]):
        piquet("new", "Ann", "Bob", "--game", "bezique")
        for totals in hands:
            piquet("deal", "--totals", totals)
    ledger = json.loads(piquet("ledger", "--json"))
    players = {p["name"]: p for p in ledger["players"]}
    assert (players["Ann"]["streak"], players["Ann"]["best_streak"]) == ("1.0050", "3.0870")
    assert (players["Bob"]["streak"], players["Bob"]["best_streak"]) == ("0.0000", "1.0400")
    assert (players["Ann"]["won"], players["Ann"]["lost"], players["Ann"]["drawn"]) == (4, 1, 0)
    assert players["Ann"]["net"] == 300 + 250 + 320 - 400 + 50
    text = piquet("ledger")
    assert "Streak" in text and "3.0870" in text
    history = piquet("history")
    assert "bezique match" in history


def test_a_draw_ends_the_streak_and_the_next_win_starts_at_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann deals first each time (Bob elder in hand 1). Ann wins by 300 (Bob 100, Ann 400); then
    a draw (300–300, then Ann elder 300, Bob 300: 600 each); then Ann wins by 200 (Bob 200, Ann
    400). Ann's streak: 1.0200, her best 1.0300; Bob has no win: 0.0000."""
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    for hands in (["100,400"], ["300,300", "300,300"], ["200,400"]):
        piquet("new", "Ann", "Bob", "--game", "bezique")
        for totals in hands:
            said = piquet("deal", "--totals", totals)
    assert "Ann won on the first hand (400 and ahead): 400 to 200, by 200." in said
    players = {p["name"]: p for p in json.loads(piquet("ledger", "--json"))["players"]}
    assert (players["Ann"]["streak"], players["Ann"]["best_streak"]) == ("1.0200", "1.0300")
    assert (players["Ann"]["won"], players["Ann"]["lost"], players["Ann"]["drawn"]) == (2, 0, 1)
    assert (players["Bob"]["streak"], players["Bob"]["best_streak"]) == ("0.0000", "0.0000")


def test_the_margin_part_of_the_streak_stops_at_9999(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Six wins on the first hand, Bob elder each time: Bob 10, Ann 1980 (1990, the most a hand
    can score between both), by 1970 each; 6 × 1970 = 11820 → shown 9999: 6.9999."""
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    for _ in range(6):
        piquet("new", "Ann", "Bob", "--game", "bezique")
        piquet("deal", "--totals", "10,1980")
    players = {p["name"]: p for p in json.loads(piquet("ledger", "--json"))["players"]}
    assert players["Ann"]["streak"] == "6.9999"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--rules", "500"], "--rules: '500' is not a Bezique game; the rules are match"),
        (["--rules", "rubicon"], "--rules: 'rubicon' is not a Bezique game"),
        (["--last-trick", "first"], "--last-trick: 'first' is not a last-trick rule; write final"),
    ],
)
def test_new_refuses_what_bezique_has_not(tmp_path: Path, args: list[str], said: str) -> None:
    out = piquet("new", "Ann", "Bob", "--game", "bezique", "--file", str(tmp_path / "x.toml"), *args, code=2)
    assert said in out and len(out.strip().splitlines()) == 1
    assert not (tmp_path / "x.toml").exists()


def test_the_last_trick_agreement_is_not_piquets(tmp_path: Path) -> None:
    out = piquet("new", "Ann", "Bob", "--last-trick", "stock", "--file", str(tmp_path / "x.toml"), code=2)
    assert out.strip() == "piquet: --last-trick: --last-trick is not an agreement of Piquet."


HAND = ["--trumps", "C", "--brisques", "8,8", "--last-trick", "e"]
ELDER_MOST = "e:mS e:mH e:mD e:rm e:4K e:4Q e:mS e:mH e:mD e:rm e:bz e:dbz e:4J e:4J e:seq e:seq e:7 e:7"


def test_eighteen_declarations_for_one_player_can_be(tmp_path: Path) -> None:
    """Clubs trumps, elder declaring on 18 tricks: mS mH mD 60, rm 40, 4K 80, 4Q 60, mS mH mD
    60, rm 40, bz 40, dbz 500, 4J 4J 80, seq seq 500, 7 7 20 = 1480; 8 brisques 80 and the last
    trick 10 → 1570. Younger: 8 brisques, 80.

    The cards: every king and queen twice (16), both jacks of each suit (24), both aces and
    tens of clubs (28); he can hold 7 at his first declaration and draws one a trick after:
    7 + 18 − 1 = 24 at his 18th if it is trick 18, and it can be trick 24: 30. Each
    declaration's prefix fits the same way (the k-th on trick 6 + k at the latest)."""
    path, _ = new(tmp_path / "most.toml")
    said = piquet("deal", "--file", path, *HAND, "--declared", ELDER_MOST)
    assert "Partie: Ann 80, Bob 1570." in said


def test_twenty_declarations_needing_34_cards_are_refused(tmp_path: Path) -> None:
    """The twenty of an older test need every king, queen, ace and jack twice and both tens of
    clubs: 34 different cards. At the 18th, the second four aces, 33 are needed already (16
    kings and queens, 8 aces, 8 jacks, one ten of clubs), but elder holds 7 at his first
    declaration, on trick 1, and draws one a trick until the 18th, on trick 24 at the
    latest: 7 + 24 − 1 = 30."""
    path, _ = new(tmp_path / "twenty.toml")
    twenty = (
        "e:bz e:rm e:mS e:mH e:mD e:4K e:4Q e:4J e:4A e:seq e:dbz e:7 e:rm e:mS e:mH e:mD e:4J e:4A e:seq e:7"
    )
    said = piquet("deal", "--file", path, *HAND, "--declared", twenty, code=2)
    assert (
        "event 18, e:4A: elder's combinations up to this one need at least 33 different cards, but " in said
    )
    assert "can have held at most 30" in said


def test_a_hand_of_declarations_spelled_out_is_not_too_long(tmp_path: Path) -> None:
    """The same eighteen, written "elder:mS,   elder:mH,   …": 213 characters, more than the 200
    a flag once took (a Piquet hand's length five times over); the same 1570. At most 1,000."""
    declared = ",   ".join(e.replace("e:", "elder:") for e in ELDER_MOST.split())
    assert len(declared) == 213
    path, _ = new(tmp_path / "long.toml")
    said = piquet("deal", "--file", path, *HAND, "--declared", declared)
    assert "Partie: Ann 80, Bob 1570." in said
    other, _ = new(tmp_path / "other.toml")
    too_long = piquet("deal", "--file", other, *HAND, "--declared", "e:bz " * 201, code=2)
    assert (
        too_long.strip()
        == "piquet: --declared: a value of 1,005 characters is no deal's: none takes more than 1,000."
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        # Brisques: 16 aces and tens in the pack.
        (["--trumps", "C", "--brisques", "10,7", "--last-trick", "e"],
         ("--brisques: every ace and ten is won by one player or the other, so the brisques add to 16 "
         "(docs/bezique.md); 10 and 7 make 17.")),
        (["--trumps", "C", "--brisques", "17,0", "--last-trick", "e"],
         "--brisques: a player wins 0 to 16 brisques"),
        (["--trumps", "C", "--brisques", "8,7", "--last-trick", "e"], "add to 16 (docs/bezique.md); 8 and 7 make 15."),
        # Declarations per player: the pack allows elder 18 here (ELDER_MOST, below); a second
        # four kings after them is refused, every king being declared already.
        ([*HAND, "--declared", ELDER_MOST + " e:4K e:4Q e:bz e:7 e:mH"],
         "--declared: event 19, e:4K: every king in the pack is declared already"),
        # Two sevens of trumps, the turned-up seven counting as one.
        ([*HAND, "--turn-up-seven", "--declared", "e:7 y:7"],
         ("--declared: event 2, y:7: the pack has two sevens of trumps, and the seven turned up is one "
         "of them: a third cannot be scored (docs/bezique.md).")),
        ([*HAND, "--declared", "e:7 y:7 e:7"], "event 3, e:7: the pack has two sevens of trumps"),
        # One combination per trick; Foster: double bezique and four queens is not 600.
        ([*HAND, "--declared", "e:dbz+4Q"], "event 1, e:dbz+4Q: one trick scores one combination"),
        # Beziques: one double, two singles, never a single out of a double.
        ([*HAND, "--declared", "e:dbz e:bz"], "a single bezique may not be taken out of a double"),
        ([*HAND, "--declared", "e:bz e:bz e:dbz"], "after elder's two single beziques a double adds no card"),
        ([*HAND, "--declared", "e:dbz e:dbz"], "event 2, e:dbz: a double bezique takes both queens"),
        ([*HAND, "--declared", "y:bz e:bz e:bz"], "event 3, e:bz: elder's bezique would make three"),
        # Two of each kind at most.
        ([*HAND, "--declared", "e:4A e:4A e:4A"], "event 3, e:4A: a third four aces for elder"),
        ([*HAND, "--declared", "e:4A y:4A e:4A"], "event 3, e:4A: elder's four aces would make three aces"),
        ([*HAND, "--declared", "e:mH e:mH e:mH"], "a third marriage in hearts for elder"),
        ([*HAND, "--declared", "e:rm y:rm e:rm"], "event 3, e:rm"),
        ([*HAND, "--declared", "e:seq e:seq e:seq"], "event 3, e:seq"),
        # A royal marriage out of a sequence: both K Q of trumps are in the two sequences.
        ([*HAND, "--declared", "e:seq e:seq e:rm"], "may not be taken out of one"),
        # Every K♥ and Q♥ declared already: a marriage would take no card from the hand.
        ([*HAND, "--declared", "e:4K e:4K e:4Q e:4Q e:mH"], "would take no card from the hand"),
        # Quick totals stand alone, and are tens.
        (["--totals", "300,250", "--turn-up-seven"], "--totals: quick totals stand for the whole hand"),
        (["--totals", "305,250"], "--totals: a hand's total is a whole number of tens"),
        # Quick totals a hand can make: at least the brisques and the last trick, at most 1990.
        (["--totals", "100,60"], ("--totals: 100 and 60 make 160, but every hand deals out 160 in brisques "
         "and 10 for the last trick, so the two totals make at least 170 (docs/bezique.md).")),
        (["--totals", "1500,500"], "--totals: 1500 and 500 make 2000, more than any hand can score (1990: "),
        (["--totals", "100000000000000000000,0"], "more than any hand can score"),
        (["--totals", "300"], "--totals: '300' is not two whole numbers; write them elder first, like 410,300."),
        (["--trumps", "X"], "--trumps: 'X' is not a suit; the trumps are S H D C or ♠ ♥ ♦ ♣."),
        (["--last-trick", "north"], "--last-trick: 'north' is not a player's seat"),
        (["--declared", "e:zz"], "--declared: 'e:zz': 'zz' is not a Bezique declaration; the codes are"),
        (["--declared", "e:dix"], "'dix' is Pinochle's nine of trumps; in Bezique the seven of trumps is 7"),
        (["--elder-point", "5"], "--elder-point: --elder-point is a flag of Piquet; this is Bezique."),
        (["--trumps", "C"], "this hand still needs --brisques and --last-trick"),
        ([], "this hand still needs --trumps and --brisques and --last-trick (or --totals)"),
    ],
)  # fmt: skip
def test_a_hand_no_deal_can_give_is_refused_in_one_sentence(
    tmp_path: Path, args: list[str], said: str
) -> None:
    path, _ = new(tmp_path / "r.toml")
    before = Path(path).read_bytes()
    out = piquet("deal", "--file", path, *args, code=2)
    assert out.startswith("piquet: ") and said in out and len(out.strip().splitlines()) == 1
    assert Path(path).read_bytes() == before  # nothing saved


def test_a_bezique_file_with_bad_rules_points_at_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    new(path)
    for bad, said in (
        ('rules = "500"', 'rules = "500": the rules of Bezique are match'),
        ('last_trick_rule = "first"', 'last_trick_rule = "first": the last trick is final'),
    ):
        key = bad.split(" =")[0]
        lines = [bad if line.startswith(key + " =") else line for line in path.read_text().splitlines()]
        broken = tmp_path / f"{key}.toml"
        broken.write_text("\n".join(lines) + "\n")
        out = piquet("show", "--file", str(broken), code=1)
        assert said in out


def test_a_score_card_of_bezique_is_imported_and_its_totals_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann deals first: Bob is elder in hand 1. Ann 300 + 420 = 720, Bob 390 + 310 = 700: no one
    had 400 after the first hand; Ann wins on two hands by 20. A total that is not in tens is no
    Bezique hand's: the card is refused, naming its row, and nothing is saved."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    Path("card.csv").write_text("deal,Ann,Bob\n1,300,390\n2,420,310\n")
    said = piquet("import", "card.csv", "--game", "bezique")
    assert "Imported 2 hands from card.csv: Ann 720, Bob 700, match." in said
    assert "Ann won on two hands: 720 to 700, by 20." in said
    Path("bad.csv").write_text("deal,Ann,Bob\n1,300,390\n2,305,310\n")
    out = piquet("import", "bad.csv", "--game", "bezique", code=1)
    assert out.strip() == (
        "piquet: bad.csv, row 3: deal 2: a hand's total is a whole number of tens, since everything in "
        "Bezique scores by tens (docs/bezique.md), not 305. Nothing was saved."
    )
    assert len(list((tmp_path / "book").glob("*.toml"))) == 1


def test_a_score_card_may_say_hand_where_piquet_says_deal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Bezique player's card reads "hand,Ann,Bob": the same as "deal,…"; its errors say hand."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    Path("card.csv").write_text("Hand,Ann,Bob\n1,300,390\n2,420,310\n")
    assert "Ann won on two hands: 720 to 700, by 20." in piquet("import", "card.csv", "--game", "bezique")
    Path("bad.csv").write_text("hand,Ann,Bob\n1,300,x\n")
    assert piquet("import", "bad.csv", "--game", "bezique", code=1).strip() == (
        "piquet: bad.csv, row 2, column 3 (Bob): expected a hand's total, a whole number from 0 to 9999; "
        "found 'x'."
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--declared", "-"], "piquet: --declared: nothing to rule on: give the declarations, the last being"),
        (["--trumps", "C"], "piquet: --declared: nothing to rule on"),
        (["--declared", "e:zz"], "piquet: --declared: 'e:zz': 'zz' is not a Bezique declaration"),
        # The events before the last must be lawful, or the question cannot arise.
        (["--trumps", "C", "--declared", "e:7 y:7 e:7 e:bz"], "piquet: --declared: event 3, e:7: the pack has two"),
        (["--melded", "e:rm"], "piquet: --melded: --melded is a flag of Pinochle; this is Bezique."),
    ],
)  # fmt: skip
def test_rule_refuses_what_it_cannot_rule_on_in_one_sentence(args: list[str], said: str) -> None:
    out = piquet("rule", "--game", "bezique", *args, code=2)
    assert out.startswith(said) and len(out.strip().splitlines()) == 1


def test_rule_json_has_the_verdict_on_the_last_event() -> None:
    """Spades trumps: the Q♠ of the royal marriage serves again in the bezique (another kind): 40."""
    doc = json.loads(
        piquet("rule", "--game", "bezique", "--trumps", "S", "--declared", "e:rm e:bz", "--json")
    )
    assert doc["verdict"]["event"] == "e:bz" and doc["verdict"]["lawful"] is True
    assert doc["verdict"]["points"] == 40
    assert doc["scores"]["elder"]["declarations"] == 80
    assert any("the Q♠ of the royal marriage" in r["reason"] for r in doc["verdict"]["reasons"])


def test_the_ledger_shows_the_rivals_level_beside_the_streak(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed 001: each win raises the rival a level, up to level 5; nothing brings it down
    (docs/bezique.md, decision 10), so the level is 1 + the player's wins, at most 5.

    Ann deals first each time (Bob elder): Ann wins three (Bob 100, Ann 400), Bob one
    (Bob 400, Ann 0), then Ann two more. Ann: 5 wins → 1 + 5 = 6, capped at 5, though her
    streak is only 2 (2.0600: 300 + 300). Bob: 1 win → level 2, streak ended (0.0000)."""
    monkeypatch.setenv("PIQUET_HOME", str(tmp_path / "book"))
    for totals in ("100,400", "100,400", "100,400", "400,0", "100,400", "100,400"):
        piquet("new", "Ann", "Bob", "--game", "bezique")
        piquet("deal", "--totals", totals)
    players = {p["name"]: p for p in json.loads(piquet("ledger", "--json"))["players"]}
    assert (players["Ann"]["streak"], players["Ann"]["rival_level"]) == ("2.0600", "5")
    assert (players["Bob"]["streak"], players["Bob"]["rival_level"]) == ("0.0000", "2")
    text = piquet("ledger")
    header = next(line for line in text.splitlines() if "Streak" in line)
    assert header.index("Streak") < header.index("Rival level") < header.index("Best streak")
    ann = next(line for line in text.splitlines() if line.lstrip().startswith("Ann") and "2.0600" in line)
    assert ann.split()[-3:] == ["2.0600", "5", "3.0900"]
