"""Piquet's sayings marked for the catalogue in issue 23's last pass, said in the language: an
open partie's calls, Case IV's "by implication", a citation of the description of the game,
four-hand's standing and result, three-hand's rule without tricks, the hints of the table — each
against sentences written out by hand, and the JSON byte-identical in every language where the
same words are kept in it (English)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from lang_support import piquet_in as piquet
from typer.testing import CliRunner

from piquet_cli.cards import Rank
from piquet_cli.cli.app import app

runner = CliRunner()


def test_four_hand_standing_and_next_deal_in_the_language(tmp_path: Path) -> None:
    path = str(tmp_path / "f.toml")
    runner.invoke(app, ["new", "A", "B", "C", "D", "--rules", "four-hand", "--file", path])
    shown = piquet("pt", "show", "--file", path)
    assert (
        "Alvo: 150, decisão do marcador (nenhuma fonte dá um); acorde outro em new com --target N." in shown
    )
    assert (
        "A seguir: mão 1. A dá as cartas; B é o primeiro a jogar. B e D (lugares 1 e 3) contra C e A (lugares 2 e 4)."
        in shown
    )
    english = piquet("en", "show", "--file", path, "--json")
    assert all(piquet(lang, "show", "--file", path, "--json") == english for lang in ("pt", "es", "fr"))


# ---------------------------------------------------------------------------
# Open piquet's calls and Case IV: said in the language, the JSON the same in every language

FIRST = {"en": "AH KH QH 9H 8H 7H AS AC JC 10C AD 7D", "pt": "AC RC DC 9C 8C 7C AE AP VP 10P AO 7O"}
SECOND = {"en": "KS QS JS 10S 9S KC QC 8C KD QD JD 10D", "pt": "RE DE VE 10E 9E RP DP 8P RO DO VO 10O"}


def test_an_open_partie_s_calls_are_said_in_the_language_and_kept_english_in_the_json(tmp_path: Path) -> None:
    """tests/test_piquet_open.py's first deal, its hands typed with the Portuguese letters."""
    path = str(tmp_path / "open.toml")
    runner.invoke(app, ["new", "Ann", "Bob", "--dealer", "Bob", "--open", "--file", path])
    hands = ("--elder-hand", FIRST["pt"], "--younger-hand", SECOND["pt"])
    said = piquet(
        "pt", "deal", "--file", path, "--exchange", "5,3", *hands, "--tricks", "eeeeyyeeeeee", "--yes"
    )
    assert (
        "Declarações de Ann, tiradas da mão: ponto de seis fazendo 55; terça maior e terça menor; quatorze de ases."
        in said
    )
    assert (
        "Declarações de Bob, tiradas da mão: ponto de cinco fazendo 49; quinta ao rei e quarta ao rei; "
        "trio de reis e trio de damas." in said
    )
    assert "Não contam nada para Ann: terça maior e terça menor. (Lei 63)" in said
    english = piquet("en", "show", "--file", path, "--json")
    assert '"open": true' in english
    assert all(piquet(lang, "show", "--file", path, "--json") == english for lang in ("pt", "es", "fr"))


TWO_TIERCES_MAJOR = {
    "en": "AS JS 10S 8S 7S AH KH QH AD KD QD 7C",
    "pt": "AE VE 10E 8E 7E AC RC DC AO RO DO 7P",
}


def test_case_iv_s_calls_shown_by_implication_in_the_language_and_the_same_json() -> None:
    """Case IV (tests/test_law_fidelity.py): elder's point in spades and two tierces major show
    three aces, good against younger's three knaves."""
    said = piquet(
        "pt", "rule", "--elder-hand", TWO_TIERCES_MAJOR["pt"], "--elder-sets", "-", "--younger-sets", "3V"
    )
    assert (
        "o trio de ases de Mão maior, declarado por implicação (ponto em espadas e 2 × terça maior), "
        "vale contra o trio de valetes de Mão menor" in said
    )
    english = piquet(
        "en",
        "rule",
        "--elder-hand",
        TWO_TIERCES_MAJOR["en"],
        "--elder-sets",
        "-",
        "--younger-sets",
        "3J",
        "--json",
    )
    assert "declared by implication (the point in spades and the two tierces major)" in english
    portuguese = piquet(
        "pt",
        "rule",
        "--elder-hand",
        TWO_TIERCES_MAJOR["pt"],
        "--elder-sets",
        "-",
        "--younger-sets",
        "3V",
        "--json",
    )
    assert portuguese == english


def test_sets_the_pack_cannot_hold_are_refused_in_the_language() -> None:
    said = piquet("fr", "rule", "--elder-seq", "3A,3A,3A", "--younger-sets", "3A", code=2)
    assert said == (
        "piquet: --younger-sets: les quatorzes et brelans des deux joueurs demandent 6 as "
        "(les annonces de premier montrent un brelan d'as : 3 × tierce majeure), mais le jeu en a quatre."
    )


@pytest.mark.parametrize(
    ("lang", "hand", "knaves", "cited"),
    [
        ("pt", TWO_TIERCES_MAJOR["pt"], "3V", "(descrição do jogo)"),
        ("es", "AP JP 10P 8P 7P AC RC DC AD RD DD 7T", "3J", "(descripción del juego)"),
        ("fr", "AP VP 10P 8P 7P AC RC DC AK RK DK 7T", "3V", "(description du jeu)"),
    ],
)
def test_a_ruling_from_the_description_of_the_game_cites_it_in_the_language(
    lang: str, hand: str, knaves: str, cited: str
) -> None:
    """Elder sinks his three aces: no player is bound to call anything (description of the game)."""
    said = piquet(lang, "rule", "--elder-hand", hand, "--elder-sets", "-", "--younger-sets", knaves)
    assert cited in said and "description of the game" not in said


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("pt", "Sem vazas dadas: o jogo, as cartas e um pique aos 20 não se contam."),
        ("es", "Sin bazas dadas: el juego, las cartas y un pique a los 20 no se cuentan."),
        ("fr", "Aucune levée donnée : le jeu, les cartes et un pic à 20 ne se comptent pas."),
    ],
)
def test_three_hand_rule_without_tricks_says_so_in_the_language(lang: str, line: str) -> None:
    assert line in piquet(lang, "rule", "--rules", "three-hand", "--point", "5/48;-;4/39")


# ---------------------------------------------------------------------------
# At the table: why younger's call is not better, in the language (answer b, not g, in pt)


def test_why_younger_s_call_is_not_better_in_the_language(speak: Callable[[str], None]) -> None:
    from piquet_cli.games.piquet.combinations import Point, RankSet
    from piquet_cli.games.piquet.kinds import SETS, why_not_better, why_point_not_better

    speak("pt")
    assert why_point_not_better(Point(4), Point(5), "Ann", "Bob") == (
        "ponto de quatro de Bob não é melhor do que ponto de cinco de Ann; responda b se a declaração de Ann é boa."
    )
    assert (
        why_point_not_better(Point(5, 48), Point(5, 48), "Ann", "Bob")
        == "os dois pontos fazem 48: responda i (igual)."
    )
    speak("fr")
    assert why_not_better(SETS, RankSet(3, Rank.QUEEN), RankSet(3, Rank.KING), "Ann", "Bob") == (
        "brelan de dames de Bob ne vaut pas mieux que brelan de rois de Ann ; répondez b si l'annonce de Ann est bonne."
    )


def test_a_four_hand_partie_won_is_explained_in_the_language_and_kept_english_in_the_json(
    tmp_path: Path,
) -> None:
    """Ann & Cal reach 150 (160 to 20): they win by 140, each of them gains 140, Bob and Dan each pay it."""
    path = str(tmp_path / "f.toml")
    runner.invoke(
        app, ["new", "Ann", "Bob", "Cal", "Dan", "--rules", "four-hand", "--dealer", "Dan", "--file", path]
    )
    piquet("en", "deal", "--file", path, "--totals", "160,20,0,0", "--yes")
    assert (
        "Ann & Cal chegam a 150 (160 contra 20) e ganham por 140: Ann e Cal ganham 140 cada um, "
        "Bob e Dan pagam 140 cada um." in piquet("pt", "summary", "--file", path)
    )
    english = piquet("en", "summary", "--file", path, "--json")
    assert "Ann & Cal reach 150 (160 to 20) and win by 140" in english
    assert all(piquet(lang, "summary", "--file", path, "--json") == english for lang in ("pt", "es", "fr"))
