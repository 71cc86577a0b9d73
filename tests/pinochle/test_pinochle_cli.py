"""Two-handed Pinochle through the real commands: new, deal, show, summary, history, ledger.

Ann and Bob; Bob deals hand 1, so Ann is elder (she leads) in the odd hands and
Bob in the even ones. Every figure below is worked by hand from seed 002's
table (marriage 20, royal marriage 40, sequence 150, pinochle 40, four aces
100, kings 80, queens 60, jacks 40, last trick 10, cards A 11, 10 10, K 4, Q 3,
J 2, 9 0 = 240) and docs/rules.md (a turned-up ten 10 for the dealer under the seed
rules; a turned-up nine 10, and the dix 10, under the classic rules).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pinochle_commands import doc, hands, new, run

# ---------------------------------------------------------------------------
# Three hands worked by hand


def test_a_hand_under_the_seed_rules(tmp_path: Path) -> None:
    """Hearts trumps; Bob (dealer) turns up a ten: 10 to Bob (seed 002).
    e:rm Ann 40; y:4A Bob 100; e:seq Ann 150 (the royal marriage's K♥ Q♥ go again into a
    meld of higher value). Card points Ann 130, Bob the rest, 110. Last trick Ann 10.
    Ann 40 + 150 + 130 + 10 = 330; Bob 10 + 100 + 110 = 220."""
    path = new(tmp_path)
    said = run(
        "deal", "--file", path, "--trumps", "H", "--turn-up-ten", "--melded", "e:rm y:4A e:seq",
        "--card-points", "130,rest", "--last-trick", "elder",
    )  # fmt: skip
    assert "Partie: Ann 330, Bob 220." in said
    scores = doc(path)["deals"][0]["scores"]
    assert scores["Ann"] == {"turn_up": 0, "melds": 190, "card_points": 130, "last_trick": 10, "total": 330}
    assert scores["Bob"] == {"turn_up": 10, "melds": 100, "card_points": 110, "last_trick": 0, "total": 220}
    kept = Path(path).read_text()
    assert 'melded = "e:rm y:4A e:seq"' in kept and 'card_points = "130,rest"' in kept  # as said


def test_a_hand_under_the_classic_rules(tmp_path: Path) -> None:
    """Spades trumps; Bob turns up a nine, the dix: 10 to Bob (classic). e:dix+4K: Ann's dix 10
    beside four kings 80 on one trick; y:pin Bob 40; e:mH Ann 20. Card points: Ann the rest
    = 240 − 100 = 140, Bob 100; last trick Bob.
    Ann 10 + 80 + 20 + 140 = 250; Bob 10 + 40 + 100 + 10 = 160."""
    path = new(tmp_path, "classic")
    run(
        "deal", "--file", path, "--trumps", "S", "--turn-up-nine", "--melded", "e:dix+4K y:pin e:mH",
        "--card-points", "rest,100", "--last-trick", "younger",
    )  # fmt: skip
    shown = doc(path)
    assert shown["rules"] == "classic"
    assert shown["deals"][0]["scores"]["Ann"] == {
        "turn_up": 0,
        "melds": 110,
        "card_points": 140,
        "last_trick": 0,
        "total": 250,
    }
    assert shown["deals"][0]["scores"]["Bob"]["total"] == 160


def test_a_hand_with_an_illegal_reuse_refused(tmp_path: Path) -> None:
    """Clubs trumps. Ann melds two marriages in spades: both K♠ are hers, on the table. Bob's
    four kings would need a K♠, and a player melds only the cards of that player's own hand: refused, exit 2, one
    sentence, nothing saved. His four aces are lawful: Ann 20 + 20 = 40 in melds, Bob 100.
    Card points 100, 140; last trick Bob: Ann 40 + 100 = 140; Bob 100 + 140 + 10 = 250."""
    path = new(tmp_path)
    before = Path(path).read_text()
    refused = run(
        "deal", "--file", path, "--trumps", "C", "--melded", "e:mS e:mS y:4K",
        "--card-points", "100,140", "--last-trick", "y", code=2,
    )  # fmt: skip
    assert refused.startswith(
        "piquet: --melded: event 3, y:4K: Bob's four kings (K♠ K♥ K♣ K♦) cannot be made"
    )
    assert "a player melds only the cards of that player's own hand" in refused and refused.count("\n") == 1
    assert Path(path).read_text() == before
    run(
        "deal", "--file", path, "--trumps", "C", "--melded", "e:mS e:mS y:4A",
        "--card-points", "100,140", "--last-trick", "y",
    )  # fmt: skip
    assert doc(path)["totals"] == {"Ann": 140, "Bob": 250}


def test_without_a_terminal_a_turn_up_left_out_scores_nothing(tmp_path: Path) -> None:
    """No --turn-up-ten: nothing scoring was turned up. Melds none (said, -); card points
    120,120; last trick Ann: Ann 130, Bob 120."""
    path = new(tmp_path)
    run(
        "deal",
        "--file",
        path,
        "--trumps",
        "D",
        "--melded",
        "-",
        "--card-points",
        "120,120",
        "--last-trick",
        "e",
    )
    scores = doc(path)["deals"][0]["scores"]
    assert (scores["Bob"]["turn_up"], scores["Ann"]["total"], scores["Bob"]["total"]) == (0, 130, 120)


# ---------------------------------------------------------------------------
# The rising target (seed 002), as shown by show, summary and the JSON


def test_1020_to_980_player_one_wins(tmp_path: Path) -> None:
    """Hand 1 (Ann elder) 510,490; hand 2 (Bob elder) 490,510: Ann 1020, Bob 980.
    Ann at or over 1000, Bob under: Ann wins by 40."""
    path = new(tmp_path)
    hands(path, "510,490", "490,510")
    shown = doc(path)
    assert shown["totals"] == {"Ann": 1020, "Bob": 980} and shown["target"] == 1000
    assert shown["result"] == {
        "winner": "Ann",
        "loser": "Bob",
        "drawn": False,
        "rubiconed": False,
        "points": 40,
        "settlement": {"Ann": 40, "Bob": -40},  # Ann gains her margin, Bob pays it
        "labels": [],
    }
    run("deal", "--file", path, "--totals", "300,300", code=1)  # the game is over


def test_1040_to_1010_goes_on_to_1250_and_show_and_summary_say_why(tmp_path: Path) -> None:
    """Hand 1 520,500; hand 2 (Bob elder) 510,520: Ann 1040, Bob 1010. Both past 1000: 1250."""
    path = new(tmp_path)
    hands(path, "520,500", "510,520")
    shown = doc(path)
    assert shown["totals"] == {"Ann": 1040, "Bob": 1010}
    assert (shown["finished"], shown["target"]) == (False, 1250)
    why = "Target 1250: both passed 1000 at the end of hand 2 (Ann 1040, Bob 1010) (docs/pinochle.md)."
    assert why in run("show", "--file", path)
    assert why in run("summary", "--file", path)


def test_the_rise_is_said_when_the_hand_is_saved(tmp_path: Path) -> None:
    path = new(tmp_path)
    hands(path, "520,500")
    said = run("deal", "--file", path, "--totals", "510,520")
    assert "Both passed 1000 at the end of hand 2: the target rises to 1250 (docs/pinochle.md)." in said


def test_1260_to_1250_goes_on_to_1500(tmp_path: Path) -> None:
    """After 1040–1010, hand 3 (Ann elder) 220,240: Ann 1260, Bob 1250, both past 1250: 1500.
    (1260–1255 cannot come from whole hands, whose two totals add to a multiple of ten; the
    engine's test checks it on the reckoning itself.)"""
    path = new(tmp_path)
    hands(path, "520,500", "510,520", "220,240")
    shown = doc(path)
    assert shown["totals"] == {"Ann": 1260, "Bob": 1250} and shown["target"] == 1500
    text = run("summary", "--file", path)
    assert (
        "Target 1500: both passed 1250 at the end of hand 3 (Ann 1260, Bob 1250), after both passed" in text
    )


def test_1510_to_1490_player_one_wins(tmp_path: Path) -> None:
    """Then hand 4 (Bob elder) 240,250: Ann 1510, Bob 1490: Ann over 1500, Bob under, by 20."""
    path = new(tmp_path)
    hands(path, "520,500", "510,520", "220,240", "240,250")
    shown = doc(path)
    assert shown["totals"] == {"Ann": 1510, "Bob": 1490} and shown["target"] == 1500
    assert shown["result"]["winner"] == "Ann" and shown["result"]["points"] == 20
    assert "Ann has 1510, at or over 1500, and Bob 1490, under it: Ann wins by 20" in shown["settlement"]


# ---------------------------------------------------------------------------
# The scorebook


def test_history_and_ledger_of_pinochle_games() -> None:
    """Two games, Bob dealing first; each 510,490 then 490,510: Ann 1020, Bob 980, Ann wins by
    40 twice: Ann +80 net; at 1 a 100, fractions of 50 not reckoned, Bob pays Ann 0.50."""
    for _ in range(2):
        run("new", "Ann", "Bob", "--game", "pinochle", "--dealer", "Bob")
        run("deal", "--totals", "510,490")
        run("deal", "--totals", "490,510")
    history = json.loads(run("history", "--json"))
    assert [p["game"] for p in history["parties"]] == ["pinochle", "pinochle"]
    assert "pinochle ten" in run("history")
    ledger = json.loads(run("ledger", "--json"))
    (pair,) = ledger["pairs"]
    assert pair["game"] == "pinochle" and pair["net"] == {"Ann": 80, "Bob": -80}
    assert pair["money"]["amount"] == "0.5"


def test_piquet_play_offers_pinochle(monkeypatch: Any, capsys: Any) -> None:
    import builtins
    import sys

    from piquet_cli.cli import play

    answers = iter(["pin", "c", "Ann", "Bob", "Bob"])  # the game first: Piquet's rules take two or four

    def answer(prompt: object = "") -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.setattr(builtins, "input", answer)
    try:
        play.run(None)
    except EOFError:
        pass
    out = capsys.readouterr().out
    assert "New partie: Ann v Bob, classic; Bob deals first." in out
    assert "Hand 1: Bob deals; Ann is elder, Bob younger." in out
    shown = json.loads(run("show", "--json"))
    assert (shown["game"], shown["rules"], shown["target"]) == ("pinochle", "classic", 1000)


def test_withdraw_without_file_acts_on_the_newest_pinochle_partie_not_a_newer_bezique() -> None:
    """``withdraw`` is Pinochle's own command: without ``--file`` it takes the newest unfinished
    Pinochle partie, though a Bezique partie was started after it (it took the Bezique partie and
    refused: "'piquet withdraw' is for Pinochle"); with no Pinochle partie unfinished, it says so."""
    import os

    home = Path(os.environ["PIQUET_HOME"])
    run("new", "Lucía", "Martín", "--game", "pinochle", "--file", str(home / "pinochle.toml"))
    run("new", "Inês", "Tomás", "--game", "bezique", "--file", str(home / "bezique.toml"))
    os.utime(home / "pinochle.toml", (1, 1))  # the Bezique partie is the newer by far
    out = run("withdraw", "martin")
    assert "Martín's withdrawal before hand 1 saved." in out
    assert doc(str(home / "pinochle.toml"))["finished"] is True
    assert doc(str(home / "bezique.toml"))["finished"] is False
    out = run("withdraw", "Tomás", code=1)
    assert "no unfinished Pinochle partie in the scorebook" in out
