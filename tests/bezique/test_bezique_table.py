"""A hand of Bezique at the table (``ask_deal`` through the game's dialogue), answers typed in order.

The hand follows the table as a pair of markers would: the trumps and the turned-up card,
then each declaration as it is made with both running totals, ``u`` to take one back, a
refusal said and asked again, Enter when the stock is out; then the last trick and each
player's brisques. Figures worked by hand from seed 001's values.
"""

from __future__ import annotations

import builtins
import os
import sys
from pathlib import Path

import pytest

from piquet_cli.cards import Suit
from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.walkthrough import Asker, ask_deal
from piquet_cli.games.bezique.codes import parse_declared
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.seam import GAME
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import PartieFile, create_partie, save_partie


class Typed:
    """The answers typed at each ``input()``, in order; every question asked is kept."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []

    def __call__(self, prompt: object = "") -> str:
        self.asked.append(str(prompt))
        if not self.answers:
            raise AssertionError("asked more than was answered:\n" + "\n".join(self.asked))
        return self.answers.pop(0)


@pytest.fixture(autouse=True)
def _terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)


def partie(folder: Path, *agreed: str) -> PartieFile:
    """North v South, South dealing first: North is elder in hand 1."""
    options = {"last_trick_rule": agreed[0]} if agreed else {}
    return create_partie(
        make_partie("North", "South", "South", "match", "bezique", options), folder / "b.toml"
    )


def with_hands(current: PartieFile, *hands: HandFacts) -> PartieFile:
    return save_partie(current, current.partie._replace(deals=hands), [None] * len(hands), what="hands")


def walk(
    monkeypatch: pytest.MonkeyPatch,
    current: PartieFile,
    answers: list[str],
    prefill: HandFacts | None = None,
    number: int | None = None,
) -> tuple[HandFacts, Typed]:
    """Walk hand ``number`` (the next, unless given) with ``answers`` typed in order."""
    typed = Typed(answers)
    monkeypatch.setattr(builtins, "input", typed)
    number = number or len(current.partie.deals) + 1
    asked = ask_deal(current, number, prefill, None, confirm=False)
    assert asked is not None
    assert typed.answers == [], f"answers left over: {typed.answers}"
    return asked[0], typed


PUBLISHED = "e:7 y:7 e:rm y:bz e:seq y:4J e:mH y:mS y:mD e:4A y:dbz e:4K e:mH"


def test_the_published_hand_at_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Clubs trumps, the ten turned (no seven); the last trick of the stock scores.

    North (elder) 320 and South 110 after trick 11 (docs/bezique.md); South's marriage → 130;
    North's four aces → 420 (four kings typed first by mistake and taken back); South's double
    bezique after his single → 630; North's four kings and marriage in hearts → 520; North's last
    trick of the stock → 530; North 6 brisques → 590, South 10 → 730.
    """
    answers = [
        "c", "",  # clubs, not a seven
        *PUBLISHED.split()[:9],  # to South's marriage in diamonds
        "e:4K", "u", "?", "e:4A y:dbz",  "e:4A",
        "y:dbz+4Q", "y:dbz",  # one combination per trick: refused, asked again
        "e:4K", "e:mH", "",  # the stock is out
        "North", "six", "",  # the 24th trick to North; brisques 6, then Enter: 16 - 6 = 10
    ]  # fmt: skip
    facts, _ = walk(monkeypatch, partie(tmp_path, "stock"), answers)
    assert facts == HandFacts(Suit.CLUBS, False, parse_declared(PUBLISHED), (6, 10), Side.ELDER)
    out = capsys.readouterr().out.splitlines()
    assert "  y:mS: 20 — North 320, South 110 this hand" in out  # after trick 11
    assert "  y:mD: 20 — North 320, South 130 this hand" in out
    assert "  Taken back: e:4K." in out
    assert any("dbz 500 double bezique, both Q♠ and both J♦" in line for line in out)  # the ? help
    assert "  one declaration at a time, as each trick is won: e:4A, then y:dbz." in out
    assert "  e:4A: 100 — North 420, South 130 this hand" in out
    assert any(line.startswith("  event 11, y:dbz+4Q: one trick scores one combination") for line in out)
    assert "  y:dbz: 500 — North 420, South 630 this hand" in out
    assert "  e:mH: 20 — North 520, South 630 this hand" in out
    assert any(
        line.startswith("  Warning: elder's second marriage in hearts needs other cards") for line in out
    )
    assert "The stock is out: nothing more is declared. North 520, South 630 this hand." in out
    assert "  North: the last trick 10 — North 530, South 630 this hand" in out
    assert "  North: 6 brisques 60 — North 590, South 630 this hand" in out
    assert "  South: 10 brisques 100 — North 590, South 730 this hand" in out
    assert "South won on the first hand (400 and ahead): 730 to 590, by 140." in out


def test_a_turned_up_seven_the_brisques_checked_and_the_running_total_carried_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Hand 1 by its totals, North (elder) 300, South 200; hand 2, South elder, North dealing.

    Hearts trumps, a seven turned up: North (the dealer) 10 → North 310. South's seven 10 →
    South 210; a third seven of trumps (North's) is refused. South rm 40 → 250, seq 250 (grown
    from it) → 500. South's last trick 10 → 510. South 9 brisques 90 → 600; North 8 is refused
    (9 + 8 = 17), then 7 → 70: North 380.
    """
    current = partie(tmp_path)
    current = with_hands(current, HandFacts(totals=(300, 200)))
    answers = ["H", "y", "e:7", "y:7", "e:rm", "e:seq", "", "e", "9", "8", "7"]
    facts, _ = walk(monkeypatch, current, answers)
    assert facts == HandFacts(Suit.HEARTS, True, parse_declared("e:7 e:rm e:seq"), (9, 7), Side.ELDER)
    out = capsys.readouterr().out.splitlines()
    assert "Hand 2: North deals; South is elder, North younger." in out
    assert "So far: North 300, South 200." in out
    assert "  North: the turned-up seven 10 — North 10, South 0 this hand" in out
    assert "  e:7: 10 — North 10, South 10 this hand" in out  # South is elder: e; each in his place
    assert any(
        "event 2, y:7: the pack has two sevens of trumps, and the seven turned up" in line for line in out
    )
    assert "  e:seq: 250 — North 10, South 300 this hand" in out
    assert "  South: the last trick 10 — North 10, South 310 this hand" in out
    assert "  South: 9 brisques 90 — North 10, South 400 this hand" in out
    assert any("9 and 8 make 17" in line for line in out)
    assert "  North: 7 brisques 70 — North 80, South 400 this hand" in out


def test_a_correction_with_enter_at_every_question_keeps_the_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    current = partie(tmp_path)
    hand = HandFacts(Suit.CLUBS, False, parse_declared(PUBLISHED), (6, 10), Side.ELDER)
    current = with_hands(current, hand)
    enters = [""] * (2 + len(PUBLISHED.split()) + 1 + 3)
    facts, typed = walk(monkeypatch, current, enters, prefill=hand, number=1)
    assert facts == hand
    assert "Trumps? [C]" in typed.asked[0] and any("[e:7]" in q for q in typed.asked)


def test_a_hand_entered_by_its_totals_is_corrected_by_its_totals_or_walked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    current = partie(tmp_path)
    quick = HandFacts(totals=(300, 200))
    current = with_hands(current, quick)
    facts, typed = walk(monkeypatch, current, [""], prefill=quick, number=1)
    assert facts == quick and "(w: walk through it) [300,200]" in typed.asked[0]
    facts, _ = walk(monkeypatch, current, ["w", "S", "n", "e:4A", "", "y", "8", ""], prefill=quick, number=1)
    assert facts == HandFacts(Suit.SPADES, False, parse_declared("e:4A"), (8, 8), Side.YOUNGER)


@pytest.mark.parametrize(("said", "seven"), [("y", True), ("", False)])
def test_a_hand_given_whole_by_flags_asks_only_whether_a_seven_was_turned_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, said: str, seven: bool
) -> None:
    """``--turn-up-seven`` is a switch: leaving it out cannot say no, so a terminal asks."""
    current = partie(tmp_path)
    given = HandFacts(Suit.CLUBS, False, parse_declared("e:4A"), (8, 8), Side.ELDER)
    typed = Typed([said])
    monkeypatch.setattr(builtins, "input", typed)
    facts = GAME.complete(Asker(), current.partie, 1, given)
    assert facts.turn_up_seven is seven and "(10 to South)" in typed.asked[0]
    # Two sevens of trumps declared: the turned-up card was not a seven; nothing is asked.
    both = HandFacts(Suit.CLUBS, False, parse_declared("e:7 y:7"), (8, 8), Side.ELDER)
    assert GAME.complete(Asker(), current.partie, 1, both) is both


def test_piquet_play_offers_bezique_beside_piquet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ann and Bob, Bob dealing first: Ann is elder. Bezique, seed 001's match, the last trick of the
    stock scoring (``s``). Hearts trumps, no seven turned up.

    Ann: mS 20 + 4K 80 (the K♠ again, another kind) + bz 40 + 7+mC 30 = 170; the 24th trick 10;
         9 brisques 90 → 270.
    Bob: 7 10 + rm 40 + seq 250 (grown from it) + 4A 100 = 400; 7 brisques 70 → 470.
    Bob has 400 or more and is ahead after the first hand: he wins at once, by 200; the summary follows.
    """
    from piquet_cli.cli import play
    from piquet_cli.scorebook.parties import read_partie

    answers = ["b", "", "s", "Ann", "Bob", "Bob", "H", "", "e:mS", "y:7", "e:4K", "y:rm", "y:seq",
               "e:bz", "y:4A", "e:7+mC", "", "e", "9", "", ""]  # fmt: skip
    typed = Typed(answers)
    monkeypatch.setattr(builtins, "input", typed)
    play.run(None)
    assert typed.answers == []
    assert any(q.startswith("Game? (piquet, bezique, pinochle) [piquet]") for q in typed.asked)
    out = capsys.readouterr().out
    assert "New partie: Ann v Bob, match; Bob deals first." in out
    assert "Who took the last trick before the stock ran out (the 24th)?" in typed.asked[-4]
    assert (
        "Hand 1: Ann (elder) declared marriage in spades 20, four kings 80, bezique 40, "
        "the seven of trumps and marriage in clubs 30: 170."
    ) in out
    assert out.rstrip().endswith("Bob won on the first hand (400 and ahead): 470 to 270, by 200.")
    [path] = Path(os.environ["PIQUET_HOME"]).glob("*.toml")
    saved = read_partie(path)
    assert (saved.partie.game, saved.partie.rules, dict(saved.partie.options)) == (
        "bezique", "match", {"last_trick_rule": "stock"},
    )  # fmt: skip
    assert saved.view.totals == {"Ann": 270, "Bob": 470}


def test_a_newcomer_names_the_player_and_nothing_is_declared_once_the_stock_is_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """North (elder) v South. Clubs trumps, no seven. "North rm" is North's royal marriage, 40;
    "south:4A" South's four aces, 100; "-" and "rm" are explained and asked again; North's sequence
    250 (grown from the royal marriage) → North 290. Enter: the stock is out, and a declaration
    typed at the next question is not taken. North takes the last trick 10 → 300; 8 brisques each:
    North 380, South 180."""
    answers = ["C", "", "North rm", "south:4A", "-", "rm", "?", "e:seq", "", "e:4A", "north", "8", ""]
    facts, typed = walk(monkeypatch, partie(tmp_path), answers)
    assert facts == HandFacts(Suit.CLUBS, False, parse_declared("e:rm y:4A e:seq"), (8, 8), Side.ELDER)
    assert typed.asked[9].startswith("Who took the last trick?")  # e:4A was typed there, not declared
    out = capsys.readouterr().out.splitlines()
    assert "  e:rm: 40 — North 40, South 0 this hand" in out
    assert "  y:4A: 100 — North 40, South 100 this hand" in out
    assert (
        "  only the tricks that score are entered: type the next declaration, or Enter on an empty "
        "line when the stock is out."
    ) in out
    assert (
        "  'rm' is not a declaration; write who won the trick, e (North) or y (South), then what that player "
        "declares: e:rm, y:7+bz (? lists the codes)."
    ) in out
    [shown] = [line for line in out if line.startswith("  who won the trick")]
    assert "e: North (elder), y: South (younger) — e:rm, or North:rm." in shown
    assert shown.count("Enter on an empty line") == 1
    assert "  e:seq: 250 — North 290, South 100 this hand" in out
    assert "The stock is out: nothing more is declared. North 290, South 100 this hand." in out
    assert "  'e:4A': say who, e (North, elder) or y (South, younger)." in out
    assert "  South: 8 brisques 80 — North 380, South 180 this hand" in out
