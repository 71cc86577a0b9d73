"""Cavendish's "Cases and Decisions" (1882): every Case whose decision is about a
score, with the decision quoted and the figures worked by hand — I, II, IV, VI,
VII, VIII, XII, XIV, XVII, XVIII, XIX, XX, XXI and XXII (both its scores).

Cases III, V, IX, X, XI, XIII, XV and XVI decide whether a fresh deal is given,
a discard may be altered, a card taken up or the cards played again, not a
score, and have no test here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app

ENV = {"NO_COLOR": "1", "COLUMNS": "200"}
runner = CliRunner()
ZERO = {
    "carte_blanche": 0,
    "point": 0,
    "sequences": 0,
    "sets": 0,
    "repique": 0,
    "pique": 0,
    "play": 0,
    "cards": 0,
}


def rule(*args: str) -> dict[str, dict[str, int]]:
    """``piquet rule … --json``: the scores, elder and younger."""
    result = runner.invoke(app, ["rule", *args, "--json"], env=ENV)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["scores"]  # type: ignore[no-any-return]


def scores(**values: int) -> dict[str, int | bool]:
    """A player's scores: the categories named, every other 0, the total, and whether
    the cards were a capot (40, Law 66)."""
    return ZERO | values | {"total": sum(values.values()), "capot": values.get("cards") == 40}


def test_case_i_an_answer_bars_the_longer_point_which_still_saves_a_repique() -> None:
    """Case I: A calls four cards, B says "Equal", A "Forty-one"; B then finds a point
    of five. "A cannot score the point. … B's reply bars him from counting a superior
    number of cards for point (Law 46). His point, though not good to score, is good to
    save a pique or a repique."

    A (elder): ♥A K Q J (four cards, 11 + 10 + 10 + 10 = 41, and a quart major 4) and
    the other three aces and kings (quatorzes of aces and kings, 28): 32 without the
    point. B's barred point reckons before A's sequences (Law 67), so no repique:
    A 4 + 28 = 32, B 0. Had B held no point, A's four cards would be good and his
    4 + 4 + 28 = 36 a repique: 96."""
    a = ["--elder-point", "4/41", "--elder-seq", "4A", "--elder-sets", "14A,14K"]
    b = ["--younger-seq", "-", "--younger-sets", "-"]
    barred = rule(*a, *b, "--younger-point", "5", "--barred", "younger:point")
    assert barred["elder"] == scores(sequences=4, sets=28)
    assert barred["younger"] == scores()
    assert rule(*a, *b, "--younger-point", "-")["elder"] == scores(point=4, sequences=4, sets=28, repique=60)


def test_case_ii_the_adversary_reckons_what_an_unfounded_call_stopped() -> None:
    """Case II: A calls three kings, allowed good; A has not three kings. "B's admission
    of three kings being good is subject to A's holding them": B reckons his four tens,
    14 — and A, who called what he did not hold and led, reckons nothing (Law 54).
    Given A's hand, the keeper refuses the call itself."""
    result = rule("--elder-sets", "-", "--younger-sets", "14T", "--elder-point", "5", "--barred", "elder")
    assert result["younger"] == scores(sets=14) and result["elder"] == scores()
    refused = runner.invoke(
        app, ["rule", "--elder-hand", "KS QS JS 10S 8S AH KH QH 8H JC 9C AD", "--elder-sets", "3K"], env=ENV
    )
    assert refused.exit_code == 2
    assert refused.output == "piquet: --elder-sets: Elder called a trio of kings but holds two kings.\n"


def test_case_iv_three_aces_declared_by_implication_bar_three_knaves() -> None:
    """Case IV: "A calls a point headed by ace, and two tierce majors in other suits …
    but says nothing about aces. Can B reckon three knaves? — B cannot reckon three
    knaves. A has declared three aces by implication … A loses the score for the aces."
    A: ♠A J 10 8 7 (point of five, 46, headed by the ace), ♥A K Q, ♦A K Q, ♣7.
    A: point 5 + two tierces major 6 = 11, nothing for the aces; B: nothing."""
    result = rule(
        "--elder-hand", "AS JS 10S 8S 7S AH KH QH AD KD QD 7C", "--elder-sets", "-", "--younger-sets", "3J"
    )
    assert result["elder"] == scores(point=5, sequences=6)
    assert result["younger"] == scores()


@pytest.mark.parametrize(("case", "side"), [("VI", "younger"), ("XX", "elder")])
def test_cases_vi_and_xx_a_carte_blanche_shown_late_still_scores(case: str, side: str) -> None:
    """Case VI: "The younger hand can reckon the carte blanche" though elder had taken
    up a card of the stock. Case XX: elder, having discarded and taken some cards of the
    stock without mixing them with his hand, "can … show his carte blanche". 10 (Law 61)."""
    result = rule("--carte-blanche", side)
    assert result[side] == scores(carte_blanche=10)


def test_case_vii_asking_which_queen_is_out_admits_the_queens_good() -> None:
    """Case VII: A calls three queens; B asks which queen is out, then says he has three
    kings. "Is B entitled to score his kings? No. Asking which queen is out is equivalent
    to admitting three queens to be good." B's kings go unreckoned (called as nothing);
    A scores his trio of queens, 3."""
    result = rule(
        "--elder-hand", "QS QH QD 9S 8S 7S AH 9H 8H 7D 8D 9D",
        "--younger-hand", "KS KH KD JS 10S AS JH 10H 7H AC 9C JC",
        "--elder-point", "-", "--elder-seq", "-", "--younger-point", "-", "--younger-seq", "-",
        "--younger-sets", "-",
    )  # fmt: skip
    assert result["elder"]["sets"] == 3 and result["younger"]["sets"] == 0


@pytest.mark.parametrize(
    ("case", "side"),
    [
        ("VIII: he is therefore liable to the penalty for scoring what he does not hold", "elder"),
        (
            "XIV: he must take the card left by A, must play with thirteen cards, and can reckon nothing",
            "younger",
        ),
        ("XVII: A is liable to the penalty for playing with thirteen cards, and can reckon nothing", "elder"),
    ],
)
def test_cases_viii_xiv_xvii_a_player_who_can_reckon_nothing(case: str, side: str) -> None:
    """The penalty: the player reckons nothing that deal (Laws 54, 58). Elder calls a
    point of five and a quint major, younger a trio of aces; elder wins every trick.
    Unbarred: elder 5 + 15 + 13 + 40 = 73, younger 3. Barred, that side scores 0 and the
    other his own: the barred player's cards still count to decide what is good."""
    args = ["--elder-point", "5", "--elder-seq", "5A", "--younger-sets", "3A", "--tricks", "e" * 12]
    free = rule(*args)
    assert free["elder"] == scores(point=5, sequences=15, play=13, cards=40)
    assert free["younger"] == scores(sets=3)
    barred = rule(*args, "--barred", side)
    other = "younger" if side == "elder" else "elder"
    assert barred[side] == scores() and barred[other] == free[other]


def test_case_xii_a_tierce_called_by_its_length_is_good_against_the_cards() -> None:
    """Case XII: A "calls a point in diamonds, and a tierce, but does not declare in what
    suit it is, nor to what card it is (Law 48)"; his tierce to the knave is good against
    the cards. With his hand, the keeper takes the call as the tierce he holds: 3, and
    the point of four diamonds (A 10 9 7, 37) 4."""
    result = rule(
        "--elder-hand", "JC 10C 9C AD 10D 9D 7D AS 7S KH 8H 7H", "--elder-point", "4", "--elder-seq", "3"
    )
    assert (result["elder"]["point"], result["elder"]["sequences"]) == (4, 3)


def test_case_xviii_a_surplus_card_kept_costs_nothing_unless_it_scored_and_a_card_was_led() -> None:
    """Case XVIII: A keeps in his hand a card of the undealt pack. "If A has not played the
    surplus card he may return it to the undealt pack, and there is no penalty, unless A
    has used this card in scoring anything that is allowed to be good … and has afterwards
    led a card. He is then liable to the penalty for an unfounded claim, and can reckon
    nothing that deal" (Law 54).

    A (elder) holds a good point of five against B's four and two kings; the surplus card
    is a third king. B holds three tens. A leads and wins tricks 1–7 and leads the 8th,
    which B wins; B leads and wins 9–12.
    Returned, no penalty: A has no trio, so B's trio of tens is good, 3. A: point 5, play
    7 + 1 = 8 (his eight leads), the cards 10 = 23. B: 3, play 1 (trick 8 won on A's
    lead) + 4 (his leads) + 1 (the last trick) = 6, in all 9.
    Called as three kings, allowed good, and a card led: A reckons nothing. His trio of
    kings was not held, so it bars nothing; his point was a correct call, and "the
    adversary may reckon anything he has good, which is not barred by a correct call of
    the player in error" (Law 54): B scores no point, his tens 3 and his play 6: 9."""
    deal = ["--elder-point", "5", "--younger-point", "4", "--elder-seq", "-", "--younger-seq", "-"]
    deal += ["--younger-sets", "3T", "--tricks", "e" * 7 + "y" * 5]
    returned = rule(*deal, "--elder-sets", "-")
    assert returned["elder"] == scores(point=5, play=8, cards=10)
    assert returned["younger"] == scores(sets=3, play=6)
    unfounded = rule(*deal, "--elder-sets", "-", "--barred", "elder")
    assert unfounded["elder"] == scores()
    assert unfounded["younger"] == scores(sets=3, play=6)


def test_case_xix_the_last_trick_counts_two_against_a_player_with_thirteen_cards() -> None:
    """Case XIX: A plays with thirteen cards, B with twelve; "B is entitled to score two
    for the twelfth trick" (Law 65). A leads every trick and B wins only the twelfth: B
    scores 1 for winning it on A's lead and 1 more as the last trick; A, barred, nothing."""
    result = rule("--tricks", "e" * 11 + "y", "--barred", "elder")
    assert result["younger"] == scores(play=2) and result["elder"] == scores()


def test_case_xxi_a_barred_player_still_reckons_his_carte_blanche() -> None:
    """Case XXI: "A can reckon nothing after the carte blanche, which … he is still at
    liberty to show and reckon. … the law which bars a player from reckoning anything if
    he plays with too many cards does not apply to a carte blanche." A (elder), barred,
    with a good point of five and seven tricks: 10 for the carte blanche, nothing else."""
    result = rule(
        "--carte-blanche", "elder", "--barred", "elder", "--elder-point", "5", "--tricks", "e" * 7 + "y" * 5
    )
    assert result["elder"] == scores(carte_blanche=10)


def case_xxii(folder: Path) -> Path:
    """The last deal of a partie: A (elder in deal 6) has 62, B 92, from deals 1–5
    entered by their totals, elder first (A deals first, so B is elder in the odd deals)."""
    path = folder / "xxii.toml"
    made = runner.invoke(app, ["new", "A", "B", "--dealer", "A", "--file", str(path)])
    assert made.exit_code == 0, made.output
    # B elder: 20,10 → B 20, A 10; A elder: 12,20 → A 22, B 40; B: 30,10 → B 70, A 32;
    # A: 20,12 → A 52, B 82; B: 10,10 → B 92, A 62.
    for totals in ("20,10", "12,20", "30,10", "20,12", "10,10"):
        done = runner.invoke(app, ["deal", "--file", str(path), "--totals", totals], env=ENV)
        assert done.exit_code == 0, done.output
    return path


# A calls five cards making fifty (♠A K Q J 9: 11 + 10 + 10 + 10 + 9), equal to B's
# (♣A K Q 10 9), a quart major (4), a tierce to a queen (♦Q J 10, 3) and four knaves (14).
CASE_XXII_CALLS = [
    "--elder-point", "5/50", "--elder-seq", "4A,3Q", "--elder-sets", "14J",
    "--younger-point", "5/50", "--younger-seq", "-", "--younger-sets", "-",
]  # fmt: skip


def test_case_xxii_thirteen_cards_win_a_rubicon(tmp_path: Path) -> None:
    """Case XXII: B plays with thirteen cards and "can reckon nothing that deal". A leads
    five spades and the king of hearts (6 leads), B wins with the ace, plays five clubs
    and "divides the cards": A wins tricks 1–5 and 12, B 6–11. A: 4 + 3 + 14 = 21 in hand
    (the point is equal), 6 leads and the last trick won on B's lead, 1 + 1: 8 in play;
    no pique (B wins trick 6 with A at 27). "The scores are, A, 91; B (who reckons
    nothing) 92. B wins a rubicon (Law 73) of 283 points": 92 + 91 + 100."""
    path = case_xxii(tmp_path)
    args = ["deal", "--file", str(path), *CASE_XXII_CALLS, "--tricks", "eeeeeyyyyyye", "--barred", "younger"]
    result = runner.invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    assert "Partie: A 91, B 92." in result.output
    assert "A made 91, under 100: rubiconed. B wins 92 + 91 + 100 = 283 (Law 73)." in result.output


def test_case_xxii_with_twelve_cards_b_throws_in(tmp_path: Path) -> None:
    """Case XXII, had B played with twelve cards: "as probably B has seen he cannot save
    the rubicon, it may be taken that he has let A count thirteen in play, when the score
    will be A: 106; B: 92. A wins a rubicon of 298 points": A 62 + 21 + 13 + 10 = 106;
    106 + 92 + 100 = 298 (Law 73)."""
    path = case_xxii(tmp_path)
    args = ["deal", "--file", str(path), *CASE_XXII_CALLS, "--throw-in", "younger"]
    result = runner.invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    assert "Partie: A 106, B 92." in result.output
    assert "B made 92, under 100: rubiconed. A wins 106 + 92 + 100 = 298 (Law 73)." in result.output
