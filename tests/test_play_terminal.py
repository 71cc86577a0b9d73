"""``piquet play`` in a real terminal (pexpect): a whole six-deal partie, answered
as at the table, with one wrong answer asked again; the summary and the file
against totals worked out by hand from the laws."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect

from piquet_cli.scorebook.parties import read_partie

# Ann and Bob, Bob dealing first: Ann is elder in deals 1, 3, 5, Bob in 2, 4, 6.
# Each deal: (question, answer) in order, and its (Ann, Bob) totals worked out by hand.
START = [
    ("Game?", ""),  # piquet, the default; asked first, as Piquet's rules take two, three or four
    ("Rules?", ""),
    ("First player's name?", "Ann"),
    ("Second player's name?", "Bob"),
    ("Who deals first?", "Bob"),
]
DEALS: list[tuple[list[tuple[str, str]], tuple[int, int]]] = [
    # 1 Ann elder — Cavendish's example. Ann point 5 (49 v 48), quart 4, play 9, cards 10 = 28;
    #   Bob quatorze of tens 14 + trio of queens 3, play 6 = 23.
    (
        [
            ("Carte blanche?", ""),
            ("Exchange", ""),
            ("Ann's point?", "5"),
            ("Bob: good", "e"),
            ("makes?", "49"),
            ("Bob: good", "g"),
            ("Ann's sequence?", "4"),
            ("Bob: good", "g"),
            ("Ann's other sequences?", ""),
            ("Ann's quatorze or trio?", "3"),
            ("Bob: good", "14T,3Q"),
            ("Tricks", "eeeeeyyyyyee"),
            ("Save deal 1?", ""),
        ],
        (28, 23),
    ),
    # 2 Bob elder. Point 6, quint 15, quatorze of aces 14 + trio of kings 3 = 38 in hand before Ann
    #   scores: repique 60 (Law 68). Tricks: Bob 1-8, Ann 9-12: Bob play 9, cards 10 → 117; Ann 5.
    (
        [
            ("Carte blanche?", ""),
            ("Exchange", ""),
            ("Bob's point?", "6"),
            ("Ann: good", "g"),
            ("Bob's sequence?", "5"),
            ("Ann: good", "g"),
            ("Bob's other sequences?", ""),
            ("Bob's quatorze or trio?", "14A"),
            ("Ann: good", "g"),
            ("Bob's other quatorzes", "3K"),
            ("Tricks", "eeeeeeeeyyyy"),
            ("Save deal 2?", ""),
        ],
        (5, 117),
    ),
    # 3 Ann elder. Points equal (5 making 48 each): nobody (Law 62). Bob's tierce uncontested 3.
    #   Ann's three kings good 3 — after one wrong answer, asked again. Tricks alternate:
    #   play 12 each, six tricks each, cards divided. Ann 15, Bob 15.
    (
        [
            ("Carte blanche?", ""),
            ("Exchange", ""),
            ("Ann's point?", "5"),
            ("Bob: good", "e"),
            ("makes?", "48"),
            ("Bob: good", "e"),
            ("Ann's sequence?", ""),
            ("Bob's sequences?", "3Q"),
            ("Bob's other sequences?", ""),
            ("Ann's quatorze or trio?", "3K"),
            ("Bob: good", "x"),
            ("Bob: good", "g"),
            ("Ann's other quatorzes", ""),
            ("Tricks", "eyeyeyeyeyey"),
            ("Save deal 3?", ""),
        ],
        (15, 15),
    ),
    # 4 Bob elder. Ann (younger) shows carte blanche 10; exchange 4,4. Bob's five not good against
    #   Ann's six: Ann 6. Bob's quart good 4. Ann wins every trick but the lead of the first:
    #   Ann play 13, capot 40 → 69; Bob 4 + 1 = 5.
    (
        [
            ("Carte blanche?", "y"),
            ("Exchange", "4,4"),
            ("Bob's point?", "5"),
            ("Ann: good", "n"),
            ("Ann's point?", "6"),
            ("Bob's sequence?", "4K"),
            ("Ann: good", "g"),
            ("Bob's other sequences?", ""),
            ("Bob's quatorze or trio?", ""),
            ("Ann's quatorzes and trios?", ""),
            ("Tricks", "yyyyyyyyyyyy"),
            ("Save deal 4?", ""),
        ],
        (69, 5),
    ),
    # 5 Ann elder. Point 5, quint 15, trio 3 = 23; her seventh lead makes 30 before Bob scores:
    #   pique (Law 69). Ann 23 + play 8 + pique 30 + cards 10 = 71; Bob play 6.
    (
        [
            ("Carte blanche?", ""),
            ("Exchange", ""),
            ("Ann's point?", "5"),
            ("Bob: good", "g"),
            ("Ann's sequence?", "5"),
            ("Bob: good", "g"),
            ("Ann's other sequences?", ""),
            ("Ann's quatorze or trio?", "3"),
            ("Bob: good", "g"),
            ("Ann's other quatorzes", ""),
            ("Tricks", "eeeeeeeyyyyy"),
            ("Save deal 5?", ""),
        ],
        (71, 6),
    ),
    # 6 Bob elder. Bob's point of four good 4; no sequences; Ann's quatorze of queens 14.
    #   Play as announced: 9,6 with tricks 7,5 (Ann's quatorze stops any pique, so it is not asked).
    #   Bob 4 + 9 + 10 = 23; Ann 14 + 6 = 20.
    (
        [
            ("Carte blanche?", ""),
            ("Exchange", ""),
            ("Bob's point?", "4"),
            ("Ann: good", "g"),
            ("Bob's sequence?", ""),
            ("Ann's sequences?", ""),
            ("Bob's quatorze or trio?", ""),
            ("Ann's quatorzes and trios?", "14Q"),
            ("Ann's other quatorzes", ""),
            ("Tricks", "p"),
            ("Play points", "9,6"),
            ("Tricks won", "7,5"),
            ("Save deal 6?", ""),
        ],
        (20, 23),
    ),
]
WRONG_X = "'x': answer g (good), n (not good) — or say the better call itself."
ANN, BOB = (sum(deal[1][i] for deal in DEALS) for i in (0, 1))  # 208, 189


def spawn_play(home: Path) -> pexpect.spawn:
    """``piquet play`` in a real terminal 100 columns wide, with its scorebook in ``home``."""
    env = dict(os.environ, PIQUET_HOME=str(home), NO_COLOR="1", COLUMNS="100")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", "play"],
        env=env,
        encoding="utf-8",
        timeout=5,
        dimensions=(40, 100),
    )
    # Each answer is sent once its question is on the screen, as a player types it: no
    # need of pexpect's 50 ms pause before every line (4.5 s over a partie's 90 answers).
    # Only whole questions and messages are matched, so an echo landing before the rest
    # of a prompt changes nothing here.
    child.delaybeforesend = None
    return child


def test_a_whole_partie_through_piquet_play(tmp_path: Path) -> None:
    assert (ANN, BOB) == (208, 189)
    child = spawn_play(tmp_path)
    try:
        for question, answer in START:
            child.expect_exact(question)
            child.sendline(answer)
        child.expect_exact("New partie: Ann v Bob, rubicon; Bob deals first.")
        for number, (answers, _) in enumerate(DEALS, start=1):
            child.expect_exact(f"Deal {number} of 6:")
            for question, answer in answers:
                child.expect_exact(question)
                if answer == "g" and question == "Bob: good" and number == 3:
                    # the answer before was "x": said why in one sentence, then asked again
                    assert WRONG_X in child.before
                child.sendline(answer)
            child.expect_exact(f"Deal {number} saved.")
        child.expect(pexpect.EOF)
        summary = " ".join(child.before.split())
    finally:
        child.close()
    assert child.exitstatus == 0
    assert "Totals: Ann 208, Bob 189." in summary
    assert "Bob made 189, over the rubicon. Ann wins 208 − 189 + 100 = 119 (Law 72)." in summary

    [path] = list(tmp_path.glob("*.toml"))
    saved = read_partie(path)
    assert len(saved.partie.deals) == 6 and saved.view.finished
    assert [(d.added("Ann"), d.added("Bob")) for d in saved.view.deals] == [totals for _, totals in DEALS]
    assert saved.view.totals == {"Ann": 208, "Bob": 189}
    assert saved.view.result is not None and (saved.view.result.winner, saved.view.result.points) == (
        "Ann",
        119,
    )


def test_ctrl_c_exits_130_and_says_how_to_resume(tmp_path: Path) -> None:
    child = spawn_play(tmp_path)
    try:
        for question, answer in START:
            child.expect_exact(question)
            child.sendline(answer)
        child.expect_exact("Carte blanche?")
        child.sendline("")
        child.expect_exact("Exchange")
        child.sendintr()
        child.expect(pexpect.EOF)
        said = " ".join(child.before.split())  # wrapped between words to the terminal's width
        assert "Run 'piquet play' (or 'piquet deal') to resume." in said
    finally:
        child.close()
    assert child.exitstatus == 130
    [path] = list(tmp_path.glob("*.toml"))
    assert read_partie(path).partie.deals == ()
