"""``piquet rule`` and ``piquet hand`` through the CLI, in-process (typer's CliRunner).

A few random deals are scored through ``rule --json`` and every category
compared with tests/oracle.py, written independently from the laws; the
engine itself is compared with it on 5,000 deals (200,000 deep) in tests/test_oracle.py.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import oracle
import pytest
from typer.testing import CliRunner, Result

from piquet_cli.cli.app import app

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}
CAVENDISH_ELDER = "AS JS 9S 8S AH KH QH JH 8H JC 9C KD"
CAVENDISH_YOUNGER = "QS 10S 10H AC KC QC 10C AD QD JD 10D 7D"
ANSI = re.compile(r"\x1b\[")

runner = CliRunner()


def run(*args: str) -> Result:
    return runner.invoke(app, list(args), env=ENV)


def rule_json(*args: str) -> Any:
    """The JSON document of ``rule --json`` (its shape is what the tests check)."""
    result = run("rule", *args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


# ---------------------------------------------------------------------------
# Agreement with the independent oracle


def test_random_deals_through_rule_json_agree_with_the_oracle() -> None:
    rng = random.Random(1882)
    for number in range(60):
        elder, younger = oracle.deal_hands(rng)
        tricks = oracle.random_tricks(rng)
        doc = rule_json(
            "--elder-hand", " ".join(elder), "--younger-hand", " ".join(younger), "--tricks", tricks
        )
        expected = oracle.score_from_hands(elder, younger, tricks)
        for side in doc["scores"].values():  # capot is its own word, true when the cards are 40
            assert side.pop("capot") is (side["cards"] == 40)
        assert doc["scores"] == expected, f"deal {number}: {elder} v {younger}, {tricks}"


# ---------------------------------------------------------------------------
# What rule says


def test_json_has_the_scores_and_every_ruling_with_its_law() -> None:
    doc = rule_json(
        "--elder-hand", CAVENDISH_ELDER, "--younger-hand", CAVENDISH_YOUNGER, "--tricks", "eeeeeyyyyyee"
    )
    scores = doc["scores"]
    assert scores["elder"] == {
        "carte_blanche": 0,
        "point": 5,
        "sequences": 4,
        "sets": 0,
        "repique": 0,
        "pique": 0,
        "play": 9,
        "cards": 10,
        "capot": False,
        "total": 28,
    }
    assert scores["younger"]["sets"] == 17 and scores["younger"]["total"] == 23
    rulings = doc["rulings"]
    assert [r["category"] for r in rulings] == ["point", "sequences", "sets", "play", "cards", "total"]
    assert all(set(r) == {"category", "good", "points", "reason", "law"} for r in rulings)
    point = rulings[0]
    assert point["good"] == "elder" and point["points"] == 5 and point["law"] == "Law 62"
    assert "point of five making 49" in point["reason"] and "making 48" in point["reason"]
    assert rulings[2]["good"] == "younger" and rulings[2]["points"] == 17


def test_human_output_is_one_line_per_ruling_then_the_breakdown() -> None:
    result = run(
        "rule", "--elder-point", "5", "--elder-seq", "5A", "--elder-sets", "3A", "--tricks", "eeeeeeeyyyyy"
    )
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[:7] == [
        "Point: Elder's point of five is good: Younger calls no point. Elder scores 5. (Law 62)",
        "Sequences: Elder's quint major is good: Younger calls no sequence. Elder scores 15. (Law 63)",
        (
            "Quatorzes and trios: Elder's trio of aces is good: Younger calls no quatorze or trio. "
            "Elder scores 3. (Law 64)"
        ),
        (
            "Play: Elder makes 8 in play, Younger 6: one for each card led, one for each trick won on the "
            "adversary's lead, and one more for the last trick. (Law 65)"
        ),
        (
            "Pique: Elder reaches 30 with the lead to trick 7 before Younger scores anything: "
            "pique, +30. (Law 69)"
        ),
        "The cards: Elder wins 7 tricks to 5: 10 for the cards. (Law 66)",
        "Total: Elder 71, Younger 6. (Law 67)",
    ]
    table = "\n".join(lines[7:])
    assert "Pique" in table and "71" in table
    assert not ANSI.search(result.output)


def test_repique_reckons_before_the_play_and_stops_pique() -> None:
    doc = rule_json("--elder-point", "5", "--elder-seq", "5K", "--elder-sets", "14A", "--tricks", "e" * 12)
    categories = [r["category"] for r in doc["rulings"]]
    assert categories.index("repique") < categories.index("play")
    assert "pique" not in categories
    assert doc["scores"]["elder"]["total"] == 147


def test_pique_is_ruled_after_the_play_that_wins_it_and_before_the_cards() -> None:
    doc = rule_json(
        "--elder-point", "5", "--elder-seq", "5A", "--elder-sets", "3A,3K,3Q", "--tricks", "e" * 12
    )
    categories = [r["category"] for r in doc["rulings"]]
    assert categories[-4:] == ["play", "pique", "cards", "total"]


def test_a_capot_does_not_count_toward_pique_and_the_ruling_says_so() -> None:
    doc = rule_json(
        "--elder-hand",
        "AS KS QS JS 8S AH KH JH 10H 8H 7H AD",
        "--younger-hand",
        "10S 9S 7S QH 9H KD QD 10D 8D AC QC 10C",
        "--tricks",
        "e" * 12,
    )
    pique = next(r for r in doc["rulings"] if r["category"] == "pique")
    assert pique["good"] is None and pique["law"] == "Law 69"
    assert "26 in hand and play" in pique["reason"] and "capot" in pique["reason"]
    assert doc["scores"]["elder"]["total"] == 66


def test_younger_trio_saves_pique_before_elders_first_lead() -> None:
    doc = rule_json(
        "--elder-point", "8", "--elder-seq", "8A,3A", "--younger-sets", "3T", "--tricks", "e" * 12
    )
    pique = next(r for r in doc["rulings"] if r["category"] == "pique")
    assert pique["reason"] == "Younger's trio of tens reckons before Elder's first lead: no pique."


def test_nothing_given_is_told_what_to_give() -> None:
    result = run("rule")
    assert result.exit_code == 2
    assert result.stderr.startswith("piquet: rule needs something to rule on")
    assert run("rule", "--elder-point", "-").exit_code == 0  # "none" is something to rule on


def test_quick_totals_are_taken_as_given() -> None:
    doc = rule_json("--totals", "30,12")
    assert doc["scores"]["elder"]["total"] == 30 and doc["scores"]["elder"]["point"] is None


def test_barred_player_scores_nothing_and_the_rulings_say_why() -> None:
    doc = rule_json(
        "--elder-point",
        "5",
        "--elder-seq",
        "5A",
        "--elder-sets",
        "14A,3K",
        "--younger-point",
        "6",
        "--tricks",
        "e" * 12,
        "--barred",
        "younger",
    )
    point = doc["rulings"][0]
    assert point["good"] == "younger" and point["points"] == 0 and "Barred" in point["reason"]
    assert doc["scores"]["younger"]["total"] == 0 and doc["scores"]["elder"]["repique"] == 0


# ---------------------------------------------------------------------------
# Calls checked against the hand


def test_a_call_bigger_than_the_hand_is_refused() -> None:
    result = run("rule", "--elder-hand", "KS QS JS 10S 8S AH KH QH 8H JC 9C KD", "--elder-seq", "5K")
    assert result.exit_code == 2
    assert result.stderr == (
        "piquet: --elder-seq: Elder called a quint to the king but holds a quart to the king.\n"
    )


def test_sinking_is_honoured_and_named() -> None:
    doc = rule_json(
        "--elder-hand",
        CAVENDISH_ELDER,
        "--younger-hand",
        CAVENDISH_YOUNGER,
        "--elder-sets",
        "-",
        "--elder-seq",
        "3A",
        "--tricks",
        "eeeeeyyyyyee",
    )
    reasons = [r["reason"] for r in doc["rulings"]]
    assert "Elder calls a tierce major out of a quart major: the rest is sunk." in reasons
    assert "Elder sinks a trio of knaves: a player need not call anything." in reasons
    elder = doc["scores"]["elder"]
    assert elder["sequences"] == 0  # tierce major against younger's tierce major: equal, nobody scores
    notes = [r for r in doc["rulings"] if r["good"] is None and "sunk" in r["reason"]]
    assert all(r["points"] == 0 for r in notes)


def test_a_point_called_from_a_shorter_suit_sinks_the_better_point() -> None:
    doc = rule_json("--elder-hand", "KS QS JS 10S 8S AH KH QH 8H JC 9C KD", "--elder-point", "4")
    first = doc["rulings"][0]
    assert first["reason"] == (
        "Elder calls a point of four making 39 holding a point of five making 48: the better point is sunk."
    )
    assert doc["scores"]["elder"]["point"] == 4


def test_a_hand_without_court_cards_is_pointed_out_as_carte_blanche() -> None:
    doc = rule_json("--elder-hand", "10S 9S 8S 7S 10H 9H 8H 9D 8D 7D AC 9C")
    first = doc["rulings"][0]
    assert first["category"] == "carte_blanche" and first["points"] == 0
    assert "--carte-blanche elder" in first["reason"]
    assert doc["scores"]["elder"]["carte_blanche"] == 0
    shown = rule_json("--elder-hand", "10S 9S 8S 7S 10H 9H 8H 9D 8D 7D AC 9C", "--carte-blanche", "elder")
    assert shown["scores"]["elder"]["carte_blanche"] == 10
    assert not any("--carte-blanche" in r["reason"] for r in shown["rulings"])


# ---------------------------------------------------------------------------
# Bad input: exit 2, one sentence, no traceback


def assert_one_sentence(result: Result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("piquet:"), result.output
    assert "Traceback" not in result.output
    assert result.stdout == ""
    for word in words:
        assert word in lines[0]


ELEVEN = "AS JS 9S 8S AH KH QH JH 8H JC 9C"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--elder-hand", ELEVEN], ("--elder-hand", "12 cards", "11")),
        (["--elder-hand", ELEVEN + " AS"], ("--elder-hand", "AS is given twice")),
        (
            ["--elder-hand", CAVENDISH_ELDER, "--younger-hand", "AS 10S 10H AC KC QC 10C AD QD JD 10D 7D"],
            ("--younger-hand", "AS cannot be in both hands"),
        ),
        (["--elder-seq", "9K"], ("--elder-seq", "3 to 8 cards")),
        (["--elder-hand", ELEVEN + " 6S"], ("--elder-hand", "'6S' is not in the piquet pack")),
        (["--tricks", "eeey"], ("--tricks", "not 12")),
        (["--elder-point", "5/60"], ("--elder-point", "cannot make 60")),
        (["--elder-sets", "3A", "--younger-sets", "14A"], ("need 7 aces",)),
        (["--play", "20,6", "--won", "7,5"], ("--play", "no twelve tricks")),
    ],
)
def test_rule_refuses_bad_input_in_one_sentence(args: list[str], words: tuple[str, ...]) -> None:
    assert_one_sentence(run("rule", *args), *words)


def test_an_impossible_announced_pique_is_a_ruling_error() -> None:
    result = run(
        "rule", "--elder-point", "5", "--younger-point", "6", "--play", "13,0", "--won", "12,0", "--pique"
    )
    assert result.exit_code == 1
    assert result.stderr.startswith("piquet: no pique: Younger scored 6 in hand")


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        (ELEVEN + " KD 7D", ("12 cards, not 13",)),
        (ELEVEN + " AS", ("AS is given twice",)),
        (ELEVEN + " ZZ", ("'ZZ' is not a card",)),
        (ELEVEN + " 6S", ("'6S' is not in the piquet pack",)),
    ],
)
def test_hand_refuses_bad_input_in_one_sentence(cards: str, words: tuple[str, ...]) -> None:
    assert_one_sentence(run("hand", *cards.split()), *words)


# ---------------------------------------------------------------------------
# piquet hand


def test_hand_lists_everything_in_calling_order_with_values() -> None:
    result = run("hand", *CAVENDISH_ELDER.split())
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "Hand: A♠ J♠ 9♠ 8♠ A♥ K♥ Q♥ J♥ 8♥ J♣ 9♣ K♦",
        "Point: point of five making 49 in hearts (A♥ K♥ Q♥ J♥ 8♥): 5 if good (Law 62).",
        "Sequence: quart major in hearts (A♥ K♥ Q♥ J♥): 4 if good (Law 63).",
        "Trio: trio of knaves (J♠ J♥ J♣): 3 if good (Law 64).",
        "In hand, if everything is good: 12.",
    ]


def test_hand_names_carte_blanche_and_the_sets_that_score_nothing() -> None:
    result = run("hand", *["10S", "9S", "8S", "7S", "10H", "9H", "8H", "9D", "8D", "7D", "AC", "9C"])
    lines = result.stdout.splitlines()
    assert lines[1] == "Carte blanche, if this is the hand as dealt: 10 (Laws 18, 61)."
    assert (
        "Four nines and three eights score nothing: nines and below make no quatorze or trio (Law 64)."
    ) in lines
    assert lines[-1] == "In hand, if everything is good: 24."


def test_hand_accepts_symbols_commas_and_t_for_ten() -> None:
    result = run("hand", "A♠,K♠,Q♠", "A♥", "K♥", "Q♥", "AD", "KD", "QD", "AC", "KC", "QC")
    assert result.exit_code == 0
    assert "Quatorze: quatorze of aces (A♠ A♥ A♣ A♦): 14 if good (Law 64)." in result.stdout
    assert "or the same in hearts, clubs or diamonds" in result.stdout
    assert "57; 30 or more in hand alone is a repique" in result.stdout
    ten = run("hand", *["TS", "9S", "8S", "7S", "10H", "9H", "8H", "9D", "8D", "7D", "AC", "9C"])
    assert ten.exit_code == 0 and "quart minor in spades" in ten.stdout


def test_hand_json() -> None:
    result = run("hand", *CAVENDISH_YOUNGER.split(), "--json")
    doc = json.loads(result.stdout)
    assert doc["carte_blanche"] == 0
    assert doc["point"] == {
        "name": "point of five making 48",
        "cards": 5,
        "count": 48,
        "suits": ["diamonds"],
        "held": ["AD", "QD", "JD", "10D", "7D"],
        "score": 5,
    }
    assert [s["name"] for s in doc["sequences"]] == ["tierce major", "tierce to the queen"]
    assert [s["score"] for s in doc["sets"]] == [14, 3]
    assert doc["total"] == 5 + 3 + 3 + 14 + 3
