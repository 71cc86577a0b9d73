"""Issue 10: the places where the keeper disagreed with Cavendish's laws.

Every expected figure is worked out by hand in the test's docstring or
comments, from the Laws of Piquet (1882), the description of the game, and
the Laws of Piquet au Cent.
"""

from __future__ import annotations

import builtins
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cards import parse_cards
from piquet_cli.cli.app import app
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.games.piquet.deal import Calls, DealFacts, score_deal
from piquet_cli.games.piquet.notation import parse_point, parse_sequences, parse_sets
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import read_partie

ENV = {"NO_COLOR": "1", "COLUMNS": "200"}
runner = CliRunner()


def rule(*args: str) -> dict[str, dict[str, int]]:
    """``piquet rule … --json``: the scores, elder and younger."""
    result = runner.invoke(app, ["rule", *args, "--json"], env=ENV)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["scores"]  # type: ignore[no-any-return]


def calls(point: str = "-", seq: str = "-", sets: str = "-") -> Calls:
    return Calls(parse_point(point), parse_sequences(seq), parse_sets(sets))


class Table:
    """The answers typed at each ``input()``, in order; the prompts are kept."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []

    def __call__(self, prompt: object = "") -> str:
        self.prompts.append(str(prompt))
        if not self.answers:
            raise AssertionError("asked more than was answered:\n" + "\n".join(self.prompts))
        return self.answers.pop(0)


def new_partie(folder: Path, *args: str) -> Path:
    """Ann v Bob, Bob dealing first: Ann is elder in the odd deals."""
    path = folder / "p.toml"
    made = runner.invoke(app, ["new", "Ann", "Bob", "--dealer", "Bob", *args, "--file", str(path)])
    assert made.exit_code == 0, made.output
    return path


# ---------------------------------------------------------------------------
# Item 1: two equal sequences or sets, given a hand (Laws 48, 49, 63, 64)

TWO_TIERCES_MAJOR = "AS JS 10S 8S 7S AH KH QH AD KD QD 7C"
"""♥A K Q and ♦A K Q: two tierces major; spades A J 10 8 7 make no sequence."""

TWO_TRIOS = "AS KS 9S AH KH 8H AD KD 7D 7C 8C 9C"
"""Three aces and three kings; ♣9 8 7 is a tierce minor."""


@pytest.mark.parametrize("called", ["3A,3A", "3,3", "tierce major, tierce major", "3A,3"])
def test_two_tierces_major_called_from_the_hand_score_six(called: str) -> None:
    """Law 63 and the description of the game: the holder of the best sequence "is
    also entitled to reckon all smaller sequences" — two tierces major, 3 + 3 = 6.
    Law 48: calling the number of cards is enough when good against the cards."""
    scores = rule("--elder-hand", TWO_TIERCES_MAJOR, "--elder-seq", called)
    assert scores["elder"]["sequences"] == 6


@pytest.mark.parametrize("called", ["3,3", "3A,3K", "3,3K", "trio, trio"])
def test_two_trios_called_from_the_hand_score_as_held(called: str) -> None:
    """Three aces (3) and three kings (3), both called: 6 (Law 64). Two trios called by
    their kind alone are the two the hand holds, not the aces twice."""
    scores = rule("--elder-hand", TWO_TRIOS, "--elder-sets", called)
    assert scores["elder"]["sets"] == 6 and scores["younger"]["sets"] == 0


def test_two_tierces_called_against_the_adversarys_equal_tierce_cancel_all() -> None:
    """The description of the game: "The equality of the superior sequence nullifies
    the whole" — Younger's tierce major equals Elder's; nobody scores sequences."""
    scores = rule("--elder-hand", TWO_TIERCES_MAJOR, "--elder-seq", "3,3", "--younger-seq", "3A")
    assert scores["elder"]["sequences"] == scores["younger"]["sequences"] == 0


@pytest.mark.parametrize(
    ("hand", "flag", "called", "said"),
    [
        (
            TWO_TIERCES_MAJOR, "--elder-seq", "3A,3A,3A",
            ("Elder called a tierce major, but the only runs of the hand it can be, two tierces major, "
             "are called already."),
        ),
        (
            TWO_TRIOS, "--elder-seq", "39,3",
            "Elder called a tierce, but the only run of the hand it can be, a tierce minor, is called already.",
        ),
        (
            TWO_TRIOS, "--elder-sets", "3,3,3",
            ("Elder called a trio, but the only sets of the hand it can be, a trio of aces and a trio of "
             "kings, are called already."),
        ),
        (TWO_TIERCES_MAJOR, "--elder-seq", "3K", "Elder called a tierce to the king but holds two tierces major."),
    ],
)  # fmt: skip
def test_a_call_of_more_than_the_hand_holds_says_what_it_holds(
    hand: str, flag: str, called: str, said: str
) -> None:
    """Three tierces major called from two, a second tierce from one (♣9 8 7), three trios
    from two (aces and kings): refused, and the sentence says what the hand holds — not
    "called a tierce major but holds a tierce major", as it once did."""
    result = runner.invoke(app, ["rule", "--elder-hand", hand, flag, called], env=ENV)
    assert (result.exit_code, result.output) == (2, f"piquet: {flag}: {said}\n")


def test_the_walkthrough_takes_the_second_tierce_major_typed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann holds TWO_TIERCES_MAJOR; she calls a tierce major, Bob says good, and
    she adds her other tierce major. Point of five in spades (11+10+10+8+7 = 46)
    5, two tierces 6, trio of aces 3: 14 in hand; twelve tricks: 13 in play and
    40 for the capot (no pique: 27 in hand and play, Law 69). 14 + 13 + 40 = 67."""
    current = read_partie(new_partie(tmp_path))
    answers = ["", "", "", "g", "3A", "g", "3A", "", "g", "", "e" * 12, ""]
    table = Table(answers)
    monkeypatch.setattr(builtins, "input", table)
    asked = ask_deal(current, 1, DealFacts(elder_hand=parse_cards(TWO_TIERCES_MAJOR)), None)
    assert asked is not None and table.answers == []
    assert "Ann's other sequences? [3A]" in table.prompts[6]
    facts = asked[0]
    assert facts.elder.sequences == parse_sequences("3A,3A")
    score = score_deal(facts)
    assert (score.elder.sequences, score.elder.total) == (6, 67)


@pytest.mark.parametrize("others", ["", "3"])
def test_the_walkthrough_offers_the_second_trio_after_a_trio_called_by_its_kind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, others: str
) -> None:
    """Ann holds TWO_TRIOS and calls "a trio" (Law 48: good against the cards, its rank
    need not be said); Bob says good. Her other trio is offered, as a second tierce major
    is: Enter (or "3") takes it. Point of three (♠A K 9, 11 + 10 + 9 = 30) 3, her tierce
    minor (♣9 8 7) 3, the two trios 6: 12 in hand; all twelve tricks, 13 in play and the
    capot 40 (no pique: 25 before the capot, Law 69). 12 + 13 + 40 = 65."""
    current = read_partie(new_partie(tmp_path))
    answers = ["", "", "", "g", "", "g", "", "3", "g", others, "e" * 12, ""]
    table = Table(answers)
    monkeypatch.setattr(builtins, "input", table)
    asked = ask_deal(current, 1, DealFacts(elder_hand=parse_cards(TWO_TRIOS)), None)
    assert asked is not None and table.answers == []
    assert "Ann's other quatorzes and trios? [3K]" in table.prompts[9]
    score = score_deal(asked[0])
    assert (score.elder.sets, score.elder.total) == (6, 65)


# ---------------------------------------------------------------------------
# Item 3: a barred player still reckons his carte blanche (Case XXI)


def test_a_barred_player_reckons_his_carte_blanche() -> None:
    """Case XXI: "A can reckon nothing after the carte blanche, which … he is still at
    liberty to show and reckon. … the law which bars a player from reckoning anything if
    he plays with too many cards does not apply to a carte blanche." Elder, barred,
    scores 10 for it and nothing else: his good point of five and his six tricks
    (7 in play) count for nothing."""
    scores = rule(
        "--barred", "elder", "--carte-blanche", "elder", "--elder-point", "5", "--younger-point", "4",
        "--tricks", "eeeeeeyyyyyy",
    )  # fmt: skip
    assert scores["elder"] == {
        "carte_blanche": 10,
        "point": 0,
        "sequences": 0,
        "sets": 0,
        "repique": 0,
        "pique": 0,
        "play": 0,
        "cards": 0,
        "total": 10,
        "capot": False,
    }
    # Younger: leads tricks 8-12 (5), wins trick 7 on elder's lead (1), the last (1): 7.
    assert scores["younger"]["total"] == 7


def test_a_barred_players_carte_blanche_still_stops_a_repique() -> None:
    """Younger: point 5, quint to the king 15, quatorze of aces 14 = 34 in hand. Elder's
    carte blanche reckons first (Law 18), so no repique (Law 68): Younger 34, Elder 10."""
    scores = rule(
        "--barred", "elder", "--carte-blanche", "elder",
        "--younger-point", "5", "--younger-seq", "5K", "--younger-sets", "14A",
    )  # fmt: skip
    assert (scores["elder"]["total"], scores["younger"]["total"], scores["younger"]["repique"]) == (10, 34, 0)


# ---------------------------------------------------------------------------
# Item 4: a bar on one category (Law 46, Case I)

# Elder: ♥A K Q J (point of four making 11 + 10 + 10 + 10 = 41, a quart major),
# the four aces and three kings: 0 for the point (Younger's five cards are longer),
# quart 4, quatorze of aces 14 and trio of kings 3 = 21 in hand. Twelve tricks:
# 12 leads + 1 for the last = 13 in play, the capot 40. His ninth lead makes 30.
CASE_I = (
    "--elder-point", "4/41", "--elder-seq", "4A", "--elder-sets", "14A,3K",
    "--younger-point", "5", "--younger-seq", "-", "--younger-sets", "-", "--tricks", "e" * 12,
)  # fmt: skip


def test_younger_barred_from_his_point_scores_nothing_but_saves_the_pique() -> None:
    """Case I: "B's reply bars him from counting a superior number of cards for point
    (Law 46). His point, though not good to score, is good to save a pique or a
    repique." Elder 21 + 13 + 40 = 74, no pique; Younger 0 (5 without the bar)."""
    barred = rule(*CASE_I, "--barred", "younger:point")
    assert (barred["elder"]["total"], barred["elder"]["pique"], barred["elder"]["point"]) == (74, 0, 0)
    assert barred["younger"]["total"] == 0
    free = rule(*CASE_I)
    assert (free["elder"]["total"], free["younger"]["point"], free["younger"]["total"]) == (74, 5, 5)
    # Had Younger called no point, Elder's point of four would be good: 25 in hand, his
    # fifth lead makes 30 — pique: 25 + 30 + 13 + 40 = 108.
    nothing = rule(*CASE_I[:-4], "--younger-point", "-", "--tricks", "e" * 12)
    assert (nothing["elder"]["pique"], nothing["elder"]["total"]) == (30, 108)


def test_a_bar_on_one_category_is_kept_in_the_file_and_said(tmp_path: Path) -> None:
    path = new_partie(tmp_path)
    result = runner.invoke(app, ["deal", "--file", str(path), *CASE_I, "--barred", "y:pt"], env=ENV)
    assert result.exit_code == 0, result.output
    assert 'barred = "younger:point"' in path.read_text()
    assert (
        "Bob is barred from reckoning a point, which is not good to score but is good to save"
        in result.output
    )
    state = read_partie(path).view
    assert (state.totals["Ann"], state.totals["Bob"]) == (74, 0)


def test_the_walkthrough_bars_younger_who_said_equal_then_holds_more(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Case I at the table: Ann calls four cards, Bob says equal, Ann says forty-one,
    and Bob then finds five cards. The keeper says Law 46 bars him, asks, and records
    the bar; the scores are those of the Case I test above: Ann 74, Bob 0."""
    current = read_partie(new_partie(tmp_path))
    answers = ["", "", "4", "e", "41", "5", "", "4A", "g", "", "14A", "g", "3K", "e" * 12, ""]
    table = Table(answers)
    monkeypatch.setattr(builtins, "input", table)
    asked = ask_deal(current, 1, None, None)
    assert asked is not None and table.answers == []
    facts = asked[0]
    assert facts.barred_from == ((Side.YOUNGER, "point"),)
    assert facts.elder.point == parse_point("4/41") and facts.younger.point == parse_point("5")
    score = score_deal(facts)
    assert (score.elder.total, score.elder.pique, score.younger.total) == (74, 0, 0)
    out = " ".join(capsys.readouterr().out.split())
    assert "Bob answered equal to Ann's four cards: that bars Bob from counting a point of five" in out


# ---------------------------------------------------------------------------
# Item 2: quatorzes and trios declared by implication (Case IV)


def test_case_iv_a_point_and_two_tierces_major_show_three_aces() -> None:
    """Case IV: "A calls a point headed by ace, and two tierce majors in other suits …
    but says nothing about aces. Can B reckon three knaves? — B cannot reckon three
    knaves. A has declared three aces by implication … A loses the score for the aces."
    Elder (A): ♠A J 10 8 7 (point of five, 11 + 10 + 10 + 8 + 7 = 46, headed by the
    ace), ♥A K Q and ♦A K Q (two tierces major), ♣7; he calls no set. Younger (B)
    calls three knaves. Elder: point 5 + sequences 6 = 11; Younger: nothing."""
    scores = rule("--elder-hand", TWO_TIERCES_MAJOR, "--elder-sets", "-", "--younger-sets", "3J")
    assert (scores["elder"]["sets"], scores["younger"]["sets"]) == (0, 0)
    assert (scores["elder"]["total"], scores["younger"]["total"]) == (11, 0)
    result = runner.invoke(
        app, ["rule", "--elder-hand", TWO_TIERCES_MAJOR, "--elder-sets", "-", "--younger-sets", "3J"], env=ENV
    )
    assert (
        "Elder's trio of aces, declared by implication (the point in spades and the two tierces major), "
        "is good against Younger's trio of knaves"
    ) in result.output
    assert "(Law 64; Case IV)" in result.output


def test_a_point_that_is_not_good_shows_nothing() -> None:
    """Younger's point of six is good, so Elder names no suit for his (description of the
    game): his two tierces major show two aces only, and Younger's knaves are good: 3."""
    scores = rule(
        "--elder-hand", TWO_TIERCES_MAJOR, "--elder-sets", "-", "--younger-point", "6", "--younger-sets", "3J"
    )
    assert (scores["younger"]["point"], scores["younger"]["sets"]) == (6, 3)


def test_three_tierces_major_show_trios_of_aces_kings_and_queens_without_the_hand() -> None:
    """Three tierces major are three suits' ace, king and queen: they show a trio of
    each. Younger's trio of knaves is not good; his quatorze of tens is (Law 64)."""
    beaten = rule("--elder-seq", "3A,3A,3A", "--elder-sets", "3T", "--younger-sets", "3J")
    # Elder reckons the trio of tens he called (3) as well as his sequences (9).
    assert (beaten["elder"]["sets"], beaten["elder"]["total"], beaten["younger"]["total"]) == (3, 12, 0)
    good = rule("--elder-seq", "3A,3A,3A", "--younger-sets", "14T")
    assert (good["elder"]["sets"], good["younger"]["sets"]) == (0, 14)


def test_sets_shown_by_implication_count_against_the_pack() -> None:
    result = runner.invoke(app, ["rule", "--elder-seq", "3A,3A,3A", "--younger-sets", "3A"], env=ENV)
    assert result.exit_code == 2
    assert result.output == (
        "piquet: --younger-sets: the two players' sets need 6 aces (elder's calls show a trio of aces: "
        "the three tierces major), but the pack has four.\n"
    )


# ---------------------------------------------------------------------------
# Item 6: entries that cannot be


def test_totals_no_deal_can_make_are_refused() -> None:
    """Hoyle's maximum is 170 (docs/rulings.md, ruling 11): point 3 + four tierces major 12 +
    three quatorzes 42 + repique 60 + play 13 + capot 40. 170 stands; 171 or 300 cannot be."""
    assert rule("--totals", "170,0")["elder"]["total"] == 170
    for totals, who, total in (("300,5", "elder", 300), ("0,171", "younger", 171)):
        result = runner.invoke(app, ["rule", "--totals", totals], env=ENV)
        assert result.exit_code == 2
        assert result.output.startswith(
            f"piquet: --totals: {who}'s {total} is more than any deal can make: the most is 170"
        )


def test_a_card_with_a_deal_no_deal_can_make_is_refused_at_its_row(tmp_path: Path) -> None:
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob\n1,20,10\n2,12,175\n")
    result = runner.invoke(app, ["import", str(card), "--file", str(tmp_path / "p.toml")], env=ENV)
    assert result.exit_code == 1
    assert result.output.startswith(f"piquet: {card}, row 3: deal 2: younger's 175 is more than any deal")
    assert not (tmp_path / "p.toml").exists()


def five_deals(path: Path, totals: list[str]) -> None:
    for pair in totals:
        result = runner.invoke(app, ["deal", "--file", str(path), "--totals", pair], env=ENV)
        assert result.exit_code == 0, result.output


LAST_DEAL = ["--younger-point", "-", "--younger-seq", "-", "--younger-sets", "-"]
LAST_DEAL += ["--elder-seq", "-", "--elder-sets", "-", "--throw-in", "elder"]


def test_a_player_who_has_saved_his_rubicon_cannot_throw_in(tmp_path: Path) -> None:
    """The description of the game: "When, during the last hand of a partie, a player finds
    (before the play of the hand begins) that he cannot save his rubicon, … he throws down
    his hand". Bob (elder in the even deals) has 25 + 25 + 25 + 20 = 95 before deal 6
    (deals elder first: 20,20 25,10 10,25 25,10 10,0 — Ann 20 + 10 + 10 + 10 + 10 = 60)."""
    path = new_partie(tmp_path)
    five_deals(path, ["20,20", "25,10", "10,25", "25,10", "10,0"])
    # With a good point of five he has 100 before the play: he has saved it.
    result = runner.invoke(app, ["deal", "--file", str(path), "--elder-point", "5", *LAST_DEAL], env=ENV)
    assert result.exit_code == 1
    assert result.output.startswith(
        "piquet: Bob has 100 (95 before this deal and 5 in hand), so the rubicon is saved; only a player "
        "who cannot otherwise save the rubicon may throw in the hand"
    )
    # With nothing in hand he is at 95 and may throw in: Ann counts 13 for play and 10 for the
    # cards, 60 + 23 = 83; both under 100, Ann is rubiconed: Bob wins 95 + 83 + 100 = 278 (Law 73).
    result = runner.invoke(app, ["deal", "--file", str(path), "--elder-point", "-", *LAST_DEAL], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Bob wins 95 + 83 + 100 = 278 (Law 73)." in result.output


def test_the_walkthrough_refuses_a_throw_in_by_a_player_who_has_saved_his_rubicon(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same deal 6 at the table: Bob (95) calls a good point of five and says he threw
    in. The keeper says why he may not (100 with his point) and asks the play again, not
    the whole deal; Ann (60) then throws in: Bob counts 13 for play and 10 for the cards,
    5 + 23 = 28 (description of the game)."""
    path = new_partie(tmp_path)
    five_deals(path, ["20,20", "25,10", "10,25", "25,10", "10,0"])
    answers = ["", "", "5", "g", "", "-", "-", "-", "t", "e", "t", "y", ""]
    table = Table(answers)
    monkeypatch.setattr(builtins, "input", table)
    asked = ask_deal(read_partie(path), 6, None, None)
    assert asked is not None and table.answers == []
    out = " ".join(capsys.readouterr().out.split())
    assert "Bob has 100 (95 before this deal and 5 in hand), so the rubicon is saved" in out
    assert table.prompts[10].startswith("Tricks, e or y each?")
    facts = asked[0]
    assert facts.throw_in is Side.YOUNGER
    score = score_deal(facts)
    assert (score.elder.total, score.younger.total) == (28, 0)


def test_calls_no_twelve_cards_can_hold_are_refused() -> None:
    """Ten sixièmes are sixty cards, three quatorzes and a trio fifteen: refused in one
    sentence, naming the flag. (Four trios, twelve cards, can be held.)"""
    for flag, value, said in (
        ("--younger-seq", "6,6,6,6,6,6,6,6,6,6", "younger's sequences need 60 cards; a hand holds twelve."),
        ("--elder-sets", "14,14,14,3", "elder's quatorzes and trios need 15 cards; a hand holds twelve."),
    ):
        result = runner.invoke(app, ["rule", flag, value], env=ENV)
        assert (result.exit_code, result.output) == (2, f"piquet: {flag}: {said}\n")
    # ♠♥♦ A K Q and the three knaves: trios of aces, kings, queens and knaves, 3 each.
    four = rule("--elder-hand", "AS KS QS AH KH QH AD KD QD JS JH JD", "--elder-sets", "3,3,3,3")
    assert four["elder"]["sets"] == 12
