"""The walkthrough of a deal (``ask_deal``) and ``piquet play``, driven through
``input()`` as the players would answer at the table.

Every deal is checked against its score worked out by hand from the laws
(Laws 61–69); the Cavendish example also against the keystroke budget of
bench/keystrokes, with the very keys that bench sends.
"""

from __future__ import annotations

import builtins
import shlex
import sys
from importlib.machinery import SourceFileLoader
from pathlib import Path
from types import ModuleType
from unittest.mock import patch

import pytest
from budget import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from piquet_cli.cards import Rank, parse_cards
from piquet_cli.cli import play
from piquet_cli.cli.app import app
from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.walkthrough import ask_deal, deal_command
from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.games import get_game
from piquet_cli.games.piquet.answers import Answer, Answers
from piquet_cli.games.piquet.combinations import NO_POINT, Point, RankSet, Sequence
from piquet_cli.games.piquet.deal import AnnouncedPlay, Calls, DealFacts, DealScore, score_deal
from piquet_cli.games.piquet.notation import parse_sequences, parse_sets, parse_tricks
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.side import Side
from piquet_cli.scorebook import draft
from piquet_cli.scorebook.parties import PartieFile, create_partie, read_partie, save_partie

BENCH = Path(__file__).resolve().parent.parent / "bench" / "keystrokes"


def load_bench() -> ModuleType:
    """bench/keystrokes as a module (it has no .py suffix): its keys and budget."""
    loader = SourceFileLoader("bench_keystrokes", str(BENCH))
    module = ModuleType(loader.name)
    loader.exec_module(module)
    return module


class Table:
    """The players' answers, typed in order at each ``input()``; every prompt is kept."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []

    def __call__(self, prompt: object = "") -> str:
        self.prompts.append(str(prompt))
        if not self.answers:
            raise AssertionError("the walkthrough asked more than was answered:\n" + "\n".join(self.prompts))
        return self.answers.pop(0)

    def asked(self, text: str) -> int:
        """How many times a question containing ``text`` was asked."""
        return sum(text in p for p in self.prompts)


@pytest.fixture(autouse=True)
def _wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines as wide as a laptop terminal, so each sentence is on one line."""
    monkeypatch.setenv("COLUMNS", "200")


@pytest.fixture
def table(monkeypatch: pytest.MonkeyPatch) -> object:
    def feed(answers: list[str]) -> Table:
        answered = Table(answers)
        monkeypatch.setattr(builtins, "input", answered)
        return answered

    return feed


def new_partie(folder: Path, rules: str = "rubicon") -> PartieFile:
    """Ann v Bob, Bob dealing first: Ann is elder in deals 1, 3, 5."""
    return create_partie(make_partie("Ann", "Bob", "Bob", rules), folder / "partie.toml")


def scores(facts: DealFacts, names: tuple[str, str] = ("Ann", "Bob")) -> DealScore:
    return score_deal(facts, names)


def walk(
    current: PartieFile, number: int, feed: object, answers: list[str], prefill: DealFacts | None = None
) -> tuple[DealFacts, Table]:
    answered = feed(answers)  # type: ignore[operator]
    asked = ask_deal(current, number, prefill, None)
    assert asked is not None
    assert answered.answers == [], f"answers left over: {answered.answers}"
    return asked[0], answered


# Cavendish's example deal, with every declaration as the flags would give it.
CAVENDISH_FACTS = DealFacts(
    exchange=(5, 3),
    elder=Calls(Point(5, 49), parse_sequences("4A"), parse_sets("3J")),
    younger=Calls(Point(5, 48), parse_sequences("3A,3Q"), parse_sets("14T,3Q")),
    tricks=parse_tricks("eeeeeyyyyyee"),
)
ANN_HAND = parse_cards("AS JS 9S 8S AH KH QH JH 8H JC 9C KD")
BOB_HAND = parse_cards("QS 10S 10H AC KC QC 10C AD QD JD 10D 7D")


# ---------------------------------------------------------------------------
# Cavendish's example and the keystroke budget


def test_cavendish_example_scores_28_23_within_the_keystroke_budget(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = load_bench()
    keys = [typed for _, typed in bench.CAVENDISH_KEYS]
    facts, answered = walk(new_partie(tmp_path), 1, table, keys)
    for (question, _), prompt in zip(bench.CAVENDISH_KEYS, answered.prompts, strict=True):
        assert question in prompt
    score = scores(facts)
    assert (score.elder.total, score.younger.total) == bench.EXPECTED_TOTALS == (28, 23)
    assert bench.keys_typed(bench.CAVENDISH_KEYS) == sum(len(k) + 1 for k in keys) <= bench.BUDGET == 40
    # What the table said: Ann's five, "equal"; her forty-nine, "good". Her quart, "good". Her
    # trio (its rank unsaid), "not good": Bob's fourteen tens and three queens. Each call is kept.
    assert facts.elder.point == Point(5, 49) and facts.younger.point == NO_POINT
    assert [s.length for s in facts.elder.sequences or ()] == [4] and facts.younger.sequences == ()
    assert facts.elder.sets == (RankSet(3),)
    assert facts.younger.sets == (RankSet(4, Rank.TEN), RankSet(3, Rank.QUEEN))
    assert facts.answers == Answers(
        point=(Answer.EQUAL, Answer.GOOD), sequences=(Answer.GOOD,), sets=(Answer.NOT_GOOD,)
    )
    assert facts.exchange == (5, 3) and facts.carte_blanche == ()


def test_scores_are_said_as_the_players_count_them(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    keys = [typed for _, typed in load_bench().CAVENDISH_KEYS]
    walk(new_partie(tmp_path), 1, table, keys)
    out = capsys.readouterr().out
    said = [
        "Deal 1 of 6: Bob deals; Ann is elder, Bob younger.",
        "Ann: point 5 — Ann 5",
        "Ann: quart 4 — Ann 9",
        "Bob: quatorze of tens 14, trio of queens 3 — Bob 17",
        "Ann 9, Bob 17.",
        "Ann: play 9, the cards 10 — Ann 28",
        "Bob: play 6 — Bob 23",
        "Ann 28, Bob 23.",
        "Partie after deal 1: Ann 28, Bob 23.",
        "Next: deal 2. Ann deals; Bob is elder.",
    ]
    positions = [out.index(line) for line in said]
    assert positions == sorted(positions)
    assert "Total               28             23" in out  # piped: plain columns (the terminal: README)


# ---------------------------------------------------------------------------
# Deals worked out from the laws


def test_pique_elder_reaches_thirty_with_his_seventh_lead(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    # Ann: point 5, quint 15, trio 3 = 23 in hand, Bob nothing; her 7th lead makes 30: pique (Law 69).
    # Ann 23 + play 8 + pique 30 + cards 10 = 71; Bob: trick 8 won, 9-12 led, last = 6.
    facts, _ = walk(
        new_partie(tmp_path), 1, table, ["", "", "5", "g", "5", "g", "", "3", "g", "", "eeeeeeeyyyyy", ""]
    )
    score = scores(facts)
    assert (score.elder.pique, score.elder.play, score.elder.cards) == (30, 8, 10)
    assert (score.elder.total, score.younger.total) == (71, 6)
    assert "Ann: play 8, pique 30, the cards 10 — Ann 71" in capsys.readouterr().out


def test_repique_in_hand_and_play_as_announced(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    # Ann: point 6, quint 15 + tierce 3, quatorze 14 = 38 in hand before Bob scores: repique 60 (Law 68).
    # Play as announced 9,6 with tricks 7,5: Ann 38 + 60 + 9 + 10 = 117; Bob 6. Pique is not asked.
    facts, answered = walk(
        new_partie(tmp_path),
        1,
        table,
        ["", "", "6", "g", "5", "g", "3", "14", "g", "", "p", "9,6", "7,5", ""],
    )
    score = scores(facts)
    assert facts.announced == AnnouncedPlay((9, 6), (7, 5), False)
    assert (score.elder.repique, score.elder.total, score.younger.total) == (60, 117, 6)
    assert answered.asked("pique") == 0
    assert "Ann: quatorze 14, repique 60 — Ann 98" in capsys.readouterr().out


def test_equal_points_score_nothing_and_are_recorded_for_both(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    # Both five cards making 48: an equality, nobody scores the point (Law 62); Bob's uncontested
    # tierce 3; Ann's three kings good 3. Play alternates: 12 each, six tricks each, cards divided.
    facts, _ = walk(
        new_partie(tmp_path),
        1,
        table,
        ["", "", "5", "e", "48", "e", "", "3Q", "", "3K", "g", "", "eyeyeyeyeyey", ""],
    )
    assert facts.elder.point == facts.younger.point == Point(5, 48)
    score = scores(facts)
    assert (score.elder.point, score.younger.point) == (0, 0)
    assert (score.elder.sets, score.younger.sequences) == (3, 3)
    assert (score.elder.total, score.younger.total) == (15, 15)
    assert "equal" in capsys.readouterr().out


def test_not_good_younger_gives_his_better_point_and_sequences(tmp_path: Path, table: object) -> None:
    # Ann five, Bob six: Bob's point 6. Ann quint, Bob "equal": Ann's to the king, Bob's to the ace:
    # Bob scores his quint 15 and his other tierce 3. Ann's quatorze of aces 14 is good.
    facts, _ = walk(
        new_partie(tmp_path),
        1,
        table,
        ["", "", "5", "n", "6", "5", "e", "K", "n", "A", "3J", "14A", "g", "", "eeeeeeeeeeee", ""],
    )
    # Ann's calls are kept, not good as they were: her five, her quint to the king.
    assert (facts.elder.point, facts.younger.point) == (Point(5), Point(6))
    assert (facts.elder.sequences, facts.younger.sequences) == (
        (Sequence(5, Rank.KING),),
        (Sequence(5, Rank.ACE), Sequence(3, Rank.KNAVE)),
    )
    assert facts.answers == Answers(
        point=(Answer.NOT_GOOD,), sequences=(Answer.EQUAL, Answer.NOT_GOOD), sets=(Answer.GOOD,)
    )
    score = scores(facts)
    assert (score.younger.point, score.younger.sequences, score.elder.sets) == (6, 18, 14)
    # Ann: 14 + play 13 + capot 40 = 67 (Bob's point reckoned first: no pique); Bob 24.
    assert (score.elder.total, score.younger.total) == (67, 24)


def test_declaration_typed_as_the_answer_means_not_good(tmp_path: Path, table: object) -> None:
    facts, answered = walk(
        new_partie(tmp_path), 1, table, ["", "", "5/49", "5/50", "", "", "", "", "eeeeeyyyyyee", ""]
    )
    assert (facts.elder.point, facts.younger.point) == (Point(5, 49), Point(5, 50))
    assert facts.answers.point == (Answer.NOT_GOOD,)
    assert answered.asked("Bob's point?") == 0


def test_carte_blanche_exchange_and_capot(tmp_path: Path, table: object) -> None:
    # Deal 2, Bob elder. Ann (younger) shows carte blanche 10; exchange 4,4; Bob's point 5 not good
    # against Ann's 6; Bob's quart good 4. Ann wins every trick: play 13, capot 40.
    current = save_partie(
        new_partie(tmp_path),
        make_partie("Ann", "Bob", "Bob", "rubicon")._replace(deals=(CAVENDISH_FACTS,)),
        [None],
    )
    facts, _ = walk(current, 2, table, ["y", "4", "5", "n", "6", "4K", "g", "", "", "", "yyyyyyyyyyyy", ""])
    assert facts.carte_blanche == (Side.YOUNGER,) and facts.exchange == (4, 4)
    score = scores(facts, ("Bob", "Ann"))
    assert (score.younger.carte_blanche, score.younger.point, score.younger.play, score.younger.cards) == (
        10,
        6,
        13,
        40,
    )
    assert (score.elder.total, score.younger.total) == (5, 69)


# ---------------------------------------------------------------------------
# Wrong answers, help, interruptions


def test_a_wrong_answer_is_explained_in_one_sentence_and_asked_again(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = ["x", "", "9", "", "5", "z", "n", "4", "6", "", "", "3K", "3Q", "g", "", "eeeeeyyyyyyy", ""]
    facts, answered = walk(new_partie(tmp_path), 1, table, answers)
    out = capsys.readouterr().out
    assert "'x': answer e (Ann), y (Bob) or n (neither)." in out
    assert "elder exchanges 1 to 5 cards (Law 21), not 9." in out
    assert "'z': answer g (good), n (not good), e (equal)" in out
    assert "Bob's point of four is not better than Ann's point of five; answer g if Ann's is good." in out
    assert "Bob's trio of queens is not better than Ann's trio of kings; answer g if Ann's is good." in out
    assert answered.asked("Carte blanche?") == 2 and answered.asked("Exchange") == 2
    assert facts.younger.point == Point(6) and facts.elder.sets == (RankSet(3, Rank.KING),)


def test_question_mark_shows_the_forms_and_asks_again(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    keys = [typed for _, typed in load_bench().CAVENDISH_KEYS]
    answers = ["?"] + keys[:2] + ["?"] + keys[2:11] + ["?"] + keys[11:]
    facts, answered = walk(new_partie(tmp_path), 1, table, answers)
    out = capsys.readouterr().out
    assert "n or Enter: neither" in out
    assert "it is enough to call that (Law 46)" in out
    assert "the winner of each of the 12 tricks in order" in out
    assert answered.asked("Carte blanche?") == 2 and answered.asked("Tricks") == 2
    assert (scores(facts).elder.total, scores(facts).younger.total) == (28, 23)


def test_sets_are_never_equal(tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]) -> None:
    facts, _ = walk(
        new_partie(tmp_path), 1, table, ["", "", "", "", "", "", "14A", "e", "g", "", "eeeeeyyyyyee", ""]
    )
    assert "quatorzes and trios are never equal" in capsys.readouterr().out
    assert facts.elder.sets == (RankSet(4, Rank.ACE),)


def test_a_hand_is_thrown_in_only_in_the_last_deal(
    tmp_path: Path, table: object, capsys: pytest.CaptureFixture[str]
) -> None:
    walk(new_partie(tmp_path), 1, table, ["", "", "", "", "", "", "", "", "t", "eeeeeyyyyyee", ""])
    assert "a hand may be thrown in only in the last deal of the partie." in capsys.readouterr().out


@pytest.mark.parametrize("stop", [KeyboardInterrupt, EOFError])
def test_interruption_propagates_and_saves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop: type[BaseException]
) -> None:
    current = new_partie(tmp_path)
    before = current.path.read_bytes()
    answers = iter(["", "", "5"])

    def typed(prompt: object = "") -> str:
        try:
            return next(answers)
        except StopIteration:
            raise stop from None

    monkeypatch.setattr(builtins, "input", typed)
    with pytest.raises(stop):
        ask_deal(current, 1, None, None)
    assert current.path.read_bytes() == before


def test_declined_deal_can_be_gone_through_again_keeping_each_answer(tmp_path: Path, table: object) -> None:
    keys = [typed for _, typed in load_bench().CAVENDISH_KEYS]
    # Save? n — go through again? Enter — then Enter at every question keeps what was typed,
    # and asks it as it was said: Ann's five [5], Bob's "equal" [e], her forty-nine [49], "good" [g];
    # Bob's "not good" to her trio is what he said, fourteen tens and three queens [14T,3Q].
    answered = table(keys[:-1] + ["n", ""] + [""] * 13)  # type: ignore[operator]
    asked = ask_deal(new_partie(tmp_path), 1, None, None)
    assert asked is not None and answered.answers == []
    again = answered.prompts[len(keys) + 1 :]
    for prompt, default in zip(again[2:6], ("[5]", "[e]", "[49]", "[g]"), strict=True):
        assert prompt.rstrip().endswith(default), prompt
    assert again[10].startswith("Bob: good or not good? g or n [14T,3Q]")
    assert asked[0] == facts_of_cavendish_keys()
    assert (scores(asked[0]).elder.total, scores(asked[0]).younger.total) == (28, 23)


def facts_of_cavendish_keys() -> DealFacts:
    """What bench/keystrokes' answers record: the calls as said, with Bob's answers."""
    return DealFacts(
        exchange=(5, 3),
        elder=Calls(Point(5, 49), (Sequence(4),), (RankSet(3),)),
        younger=Calls(NO_POINT, (), (RankSet(4, Rank.TEN), RankSet(3, Rank.QUEEN))),
        tricks=parse_tricks("eeeeeyyyyyee"),
        answers=Answers(point=(Answer.EQUAL, Answer.GOOD), sequences=(Answer.GOOD,), sets=(Answer.NOT_GOOD,)),
    )


def test_declined_twice_returns_none(tmp_path: Path, table: object) -> None:
    keys = [typed for _, typed in load_bench().CAVENDISH_KEYS]
    table(keys[:-1] + ["n", "n"])  # type: ignore[operator]
    assert ask_deal(new_partie(tmp_path), 1, None, None) is None


# ---------------------------------------------------------------------------
# Prefill: piquet deal flags, edit N


def with_cavendish(folder: Path) -> PartieFile:
    current = new_partie(folder)
    return save_partie(
        current,
        make_partie("Ann", "Bob", "Bob", "rubicon")._replace(deals=(CAVENDISH_FACTS,)),
        ["as Cavendish tells it"],
    )


def test_edit_with_enter_at_every_question_changes_nothing(tmp_path: Path, table: object) -> None:
    current = with_cavendish(tmp_path)
    answered = table([""] * 11)  # type: ignore[operator]
    asked = ask_deal(current, 1, current.partie.deals[0], current.notes[0])
    assert asked == (CAVENDISH_FACTS, "as Cavendish tells it")
    assert answered.answers == []
    shown = "\n".join(answered.prompts)
    for default in ("[5,3]", "[5/49]", "[4A]", "[3J]", "[14T,3Q]", "[eeeeeyyyyyee]"):
        assert default in shown
    assert answered.prompts[0].startswith("Carte blanche?")


def test_edit_changes_one_answer_and_the_deal_is_rescored(tmp_path: Path, table: object) -> None:
    current = with_cavendish(tmp_path)
    # Ann now calls only her five cards; Bob says "equal", then "equal" to her 49 too:
    # nobody scores the point (Ann 23).
    answers = ["", "", "5", "e", "", "e", "", "", "", "", "", "", ""]
    facts, answered = walk(current, 1, table, answers, prefill=current.partie.deals[0])
    assert facts.elder.point == facts.younger.point == Point(5, 49)
    assert "Ann's point of five makes? [49]" in "\n".join(answered.prompts)
    assert (scores(facts).elder.total, scores(facts).younger.total) == (23, 23)
    assert facts.elder.sequences == CAVENDISH_FACTS.elder.sequences  # untouched categories kept as they were


def test_prefill_from_the_hands(tmp_path: Path, table: object) -> None:
    # piquet deal --elder-hand … --younger-hand … --tricks …: the keeper finds the declarations;
    # Enter at every question keeps them found from the hands.
    prefill = DealFacts(elder_hand=ANN_HAND, younger_hand=BOB_HAND, tricks=parse_tricks("eeeeeyyyyyee"))
    facts, answered = walk(new_partie(tmp_path), 1, table, [""] * 11, prefill=prefill)
    assert facts.elder == Calls() and facts.younger == Calls() and facts.elder_hand == ANN_HAND
    assert "[5/49]" in answered.prompts[2] and "[14T,3Q]" in "\n".join(answered.prompts)
    assert (scores(facts).elder.total, scores(facts).younger.total) == (28, 23)


def test_prefill_from_some_flags(tmp_path: Path, table: object) -> None:
    # piquet deal --elder-point 5/49 --tricks …: those are the defaults; the rest is asked.
    prefill = DealFacts(elder=Calls(point=Point(5, 49)), tricks=parse_tricks("eeeeeyyyyyee"))
    facts, answered = walk(
        new_partie(tmp_path), 1, table, ["", "", "", "g", "4", "g", "", "", "14T,3Q", "", ""], prefill=prefill
    )
    assert "Ann's point? [5/49]" in answered.prompts[2]
    assert "[eeeeeyyyyyee]" in answered.prompts[-2]
    assert (scores(facts).elder.total, scores(facts).younger.total) == (28, 23)


def test_quick_totals_deal_is_edited_as_totals(tmp_path: Path, table: object) -> None:
    current = new_partie(tmp_path)
    facts, answered = walk(current, 1, table, ["30,20", ""], prefill=DealFacts(totals=(28, 23)))
    assert facts == DealFacts(totals=(30, 20))
    assert "[28,23]" in answered.prompts[0]


# ---------------------------------------------------------------------------
# The command that re-types a deal, and piquet play


def test_deal_command_records_the_same_deal(tmp_path: Path) -> None:
    current = new_partie(tmp_path)
    line = deal_command(get_game("piquet"), current.path, CAVENDISH_FACTS, "it's Cavendish's")
    words = shlex.split(line)
    assert words[:4] == ["piquet", "deal", "--file", str(current.path)]
    result = CliRunner().invoke(app, words[1:])
    assert result.exit_code == 0, result.output
    saved = read_partie(current.path)
    assert saved.partie.deals == (CAVENDISH_FACTS,) and saved.notes == ["it's Cavendish's"]


def test_play_starts_a_partie_and_resumes_it(
    tmp_path: Path, table: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    keys = [typed for _, typed in load_bench().CAVENDISH_KEYS]
    # The game and rules (asked first: Piquet's rules take two, three or four), names (one refused, one
    # repeated), who deals first; deal 1; then Ctrl-C at deal 2.
    answered = table(["", "", "", "Ann", "Ann", "Bob", "b", *keys])  # type: ignore[operator]

    def stop(prompt: object = "") -> str:
        if answered.answers:
            return answered(prompt)
        raise KeyboardInterrupt

    monkeypatch.setattr(builtins, "input", stop)
    with pytest.raises(KeyboardInterrupt):
        play.run(None)
    out = capsys.readouterr().out
    assert "a player's name cannot be empty." in out
    assert "both players are called 'Ann'; give them different names." in out
    assert "New partie: Ann v Bob, rubicon; Bob deals first." in out
    assert "Deal 1 saved." in out
    [path] = list(Path(tmp_path_home()).glob("*.toml"))
    assert len(read_partie(path).partie.deals) == 1

    table(["", "", "5", "g", "", "", "", "", "", "eeeeeeeeeeee", "n", "n"])  # type: ignore[operator]
    play.run(None)
    out = capsys.readouterr().out
    assert "Resuming Ann v Bob, deal 2 of 6: Ann 28, Bob 23 so far" in out
    assert "Deal 2 was not saved." in out
    assert len(read_partie(path).partie.deals) == 1


def tmp_path_home() -> str:
    import os

    return os.environ["PIQUET_HOME"]


def test_play_prints_the_deal_command_when_the_file_changed_meanwhile(
    tmp_path: Path, table: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    current = new_partie(tmp_path)
    keys = [typed for _, typed in load_bench().CAVENDISH_KEYS]
    answered = table(keys)  # type: ignore[operator]

    def meanwhile(prompt: object = "") -> str:
        if "Save deal 1?" in str(prompt):  # someone edits the file in another window
            current.path.write_text(current.path.read_text() + "# edited elsewhere\n")
        return answered(prompt)

    monkeypatch.setattr(builtins, "input", meanwhile)
    with pytest.raises(FileProblem, match="changed on disk"):
        play.run(current.path)
    out = capsys.readouterr().out
    assert "To record this deal as typed" in out
    line = next(text for text in out.splitlines() if text.startswith("piquet deal --file"))
    assert read_partie(current.path).partie.deals == ()
    result = CliRunner().invoke(app, shlex.split(line)[1:])
    assert result.exit_code == 0, result.output
    deal = read_partie(current.path).view.deals[0]
    assert (deal.added(deal.elder), deal.added(deal.younger)) == (28, 23)


def test_play_needs_a_terminal(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["play", "--file", str(tmp_path / "p.toml")])
    assert result.exit_code == 2
    assert "piquet play asks its questions in a terminal" in result.output
    assert not (tmp_path / "p.toml").exists()


# ---------------------------------------------------------------------------
# Any deal, as the players would answer: the same scores as the declarations themselves


class Players:
    """Answers the walkthrough's questions as Ann (elder) and Bob (younger) would at the
    table, truthfully, from what each declares; the elder says his point's count or his
    sequence's top card up front only when ``full_calls``."""

    def __init__(self, elder: Calls, younger: Calls, tricks: str, full_calls: bool) -> None:
        self.calls = {"Ann": elder, "Bob": younger}
        self.tricks, self.full = tricks, full_calls
        self.category = ""
        self.said: dict[str, object] = {}  # what elder has said of his best so far

    def best(self, who: str) -> object:
        calls = self.calls[who]
        items = calls.sequences if self.category == "sequences" else calls.sets
        return max(items or (), key=lambda i: i.key, default=None)

    def listing(self, who: str, skip_best: bool = False) -> str:
        calls = self.calls[who]
        items = list(calls.sequences if self.category == "sequences" else calls.sets or ())
        if skip_best and items:
            items.remove(self.best(who))
        if self.category == "sequences":
            return ",".join(f"{s.length}{'T' if s.top is Rank.TEN else s.top.symbol}" for s in items) or "-"
        return (
            ",".join(
                f"{14 if s.count == 4 else 3}{'T' if s.rank is Rank.TEN else s.rank.symbol}" for s in items
            )
            or "-"
        )

    def __call__(self, prompt: object = "") -> str:
        q = str(prompt)
        ann, bob = self.calls["Ann"], self.calls["Bob"]
        if q.startswith(("Carte blanche?", "Exchange", "Save deal")):
            return ""
        if q.startswith("Tricks"):
            return self.tricks
        if q.startswith("Ann's point?"):
            self.category, p = "point", ann.point or NO_POINT
            self.said = {"cards": p.cards, "count": p.count if self.full else None}
            return "-" if not p.cards else (f"{p.cards}/{p.count}" if self.full else str(p.cards))
        if q.startswith("Bob's point?"):
            p = bob.point or NO_POINT
            return f"{p.cards}/{p.count}" if p.cards else "-"
        if "'s point of" in q:
            who = "Ann" if q.startswith("Ann") else "Bob"
            count = (self.calls[who].point or NO_POINT).count
            if who == "Ann":
                self.said["count"] = count
            return str(count)
        if q.startswith(("Ann's sequence?", "Ann's quatorze or trio?")):
            self.category = "sequences" if "sequence" in q else "sets"
            best = self.best("Ann")
            if best is None:
                return "-"
            size = best.length if self.category == "sequences" else best.count
            top = best.top if self.category == "sequences" else best.rank
            self.said = {"size": size, "top": top if self.full else None}
            if not self.full:
                return str(size) if self.category == "sequences" else ("14" if size == 4 else "3")
            return self.listing("Ann").split(",")[0] if self.listing("Ann") != "-" else "-"
        if q.startswith(("Bob's sequences?", "Bob's quatorzes and trios?")):
            return self.listing("Bob")
        if "'s other" in q:
            return self.listing("Ann" if q.startswith("Ann") else "Bob", skip_best=True)
        if ": to what card?" in q or ": of what rank?" in q:
            who = "Ann" if q.startswith("Ann") else "Bob"
            best = self.best(who)
            rank = best.top if self.category == "sequences" else best.rank
            if who == "Ann":
                self.said["top"] = rank
            return "T" if rank is Rank.TEN else rank.symbol
        if q.startswith("Bob: good"):
            return self.answer()
        raise AssertionError(f"unexpected question {q!r}")

    def answer(self) -> str:
        bob = self.calls["Bob"]
        if self.category == "point":
            theirs = bob.point or NO_POINT
            mine = (self.said["cards"], self.said["count"] if self.said["count"] is not None else None)
            if theirs.cards != mine[0]:
                return "g" if theirs.cards < mine[0] else "n"
            if mine[1] is None:
                return "e"
            return "e" if theirs.count == mine[1] else ("g" if theirs.count < mine[1] else "n")
        best = self.best("Bob")
        if best is None:
            return "g"
        size = best.length if self.category == "sequences" else best.count
        top = best.top if self.category == "sequences" else best.rank
        if size != self.said["size"]:
            return "g" if size < self.said["size"] else "n"
        if self.said["top"] is None:
            return "e"
        return "e" if top == self.said["top"] else ("g" if top < self.said["top"] else "n")


def _declared(hand: tuple) -> Calls:  # type: ignore[type-arg]
    from piquet_cli.games.piquet.combinations import best_point, sequences_held, sets_held

    return Calls(best_point(hand), tuple(sequences_held(hand)), tuple(sets_held(hand)))


@st.composite
def table_deals(draw: st.DrawFn) -> tuple[Calls, Calls, str, bool]:
    from piquet_cli.games.piquet.combinations import PIQUET_PACK

    pack = draw(st.permutations(PIQUET_PACK.cards))
    winners = "".join(draw(st.lists(st.sampled_from("ey"), min_size=12, max_size=12)))
    return _declared(tuple(pack[:12])), _declared(tuple(pack[12:24])), winners, draw(st.booleans())


@settings(
    max_examples=examples(50, 1000),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(deal=table_deals())
def test_the_table_dialogue_scores_what_the_declarations_score(
    tmp_path: Path,
    deal: tuple[Calls, Calls, str, bool],
) -> None:
    elder, younger, winners, full = deal
    current = (
        new_partie(tmp_path)
        if not (tmp_path / "partie.toml").exists()
        else read_partie(tmp_path / "partie.toml")
    )
    with patch.object(builtins, "input", Players(elder, younger, winners, full)):
        asked = ask_deal(current, 1, None, None)
    assert asked is not None
    draft.remove(current.path)  # each example is a deal 1 of its own, never saved: no draft of it offered
    real = scores(DealFacts(exchange=(5, 3), elder=elder, younger=younger, tricks=parse_tricks(winners)))
    walked = scores(asked[0])
    assert walked.elder.as_dict() == real.elder.as_dict()
    assert walked.younger.as_dict() == real.younger.as_dict()


def test_play_with_file_creates_the_partie_there_and_four_deal_rules(
    tmp_path: Path, table: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    target = tmp_path / "club night.toml"
    answered = table(["", "four-d", "Ann", "Bob", "2", "?"])  # Enter: piquet; "four" alone is four-hand too  # type: ignore[operator]

    def stop(prompt: object = "") -> str:
        if answered.answers:
            return answered(prompt)
        raise EOFError

    monkeypatch.setattr(builtins, "input", stop)
    with pytest.raises(EOFError):
        play.run(target)
    created = read_partie(target)
    assert created.partie.players == ("Ann", "Bob") and created.partie.rules == "four-deal"
    assert created.partie.names(1) == ("Ann", "Bob")  # Bob deals first: Ann is elder
    out = capsys.readouterr().out
    assert "Deal 1 of 4 (counts double): Bob deals; Ann is elder, Bob younger." in out
    assert "n or Enter: neither" in out  # the "?" at the first question of the deal


def test_play_on_a_finished_partie_shows_its_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    current = new_partie(tmp_path)
    done = make_partie("Ann", "Bob", "Bob", "rubicon")._replace(
        deals=tuple(DealFacts(totals=(20, 10) if n % 2 else (10, 20)) for n in range(1, 7)),
    )  # Ann 20 a deal, Bob 10
    save_partie(current, done, [None] * 6)
    play.run(current.path)
    out = " ".join(capsys.readouterr().out.split())
    assert "is over; start a new one with 'piquet play' (without --file)." in out
    assert "Totals: Ann 120, Bob 60." in out
    assert "Bob made 60, under 100: rubiconed. Ann wins 120 + 60 + 100 = 280 (Law 73)." in out


def test_impossible_hands_from_the_flags_are_refused_before_any_question(
    tmp_path: Path, table: object
) -> None:
    current = new_partie(tmp_path)
    table([])  # type: ignore[operator]
    with pytest.raises(BadValue, match="a piquet hand has 12 cards") as refused:
        ask_deal(current, 1, DealFacts(elder_hand=parse_cards("AS KS")), None)
    # The engine says which fact of which player; the command line names its flag.
    assert (refused.value.field, refused.value.side, refused.value.flag) == ("hand", "elder", None)
    assert SPEC.flag_of(refused.value.field, refused.value.side) == "--elder-hand"
    with pytest.raises(BadValue, match="called a point of seven but holds a point of five"):
        ask_deal(current, 1, DealFacts(elder_hand=ANN_HAND, elder=Calls(point=Point(7))), None)
