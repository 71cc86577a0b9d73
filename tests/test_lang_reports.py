"""What a person reads of a partie, in the table's language (issue 23): show, summary (text,
Markdown, the printed page), history, ledger, hand and odds in Portuguese, Spanish and French;
and the JSON, the CSV and the scorebook's files the same whatever the language.

One scorebook, built once in-process: a rubicon partie of Piquet (Ann 89, Bob 219: Ann
rubiconed, Law 73: Bob wins 219 + 89 + 100 = 408), a Bezique match won on the first hand (Fay
500 to Eve 300: 400 and ahead), and a game of Pinochle to 1000 (Gus 1100, Hal 900). The
expected sentences are written out by hand from the catalogues' words (GLOSSARY.md).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli import i18n
from piquet_cli.cli.app import app
from piquet_cli.scorebook.names import INDEX_NAME

runner = CliRunner()
LANGS = ("pt", "es", "fr")
# Each deal's totals, elder first; Ann deals first, so Bob is elder in the odd deals.
PIQUET_DEALS = ("30,10", "20,40", "50,12", "8,30", "44,20", "19,25")  # Ann 89, Bob 219


def piquet(*args: str) -> str:
    done = runner.invoke(app, list(args))
    i18n.use("en")  # a command's --lang lasts for that command only
    assert done.exit_code == 0, done.output
    return done.output


def words(text: str) -> str:
    """Text as one line, however the console wrapped it."""
    return " ".join(text.split())


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("book")
    before = os.environ.get("PIQUET_HOME")
    os.environ["PIQUET_HOME"] = str(folder)
    try:
        piquet("new", "Ann", "Bob")
        for totals in PIQUET_DEALS:
            piquet("deal", "--totals", totals)
        piquet("new", "Eve", "Fay", "--game", "bezique")
        piquet("deal", "--totals", "500,300")  # Eve deals: Fay is elder, 500
        piquet("new", "Gus", "Hal", "--game", "pinochle")
        for totals in ("600,300", "500,200", "100,300"):  # Gus 300+500+300, Hal 600+200+100
            piquet("deal", "--totals", totals)
    finally:
        if before is None:
            del os.environ["PIQUET_HOME"]
        else:
            os.environ["PIQUET_HOME"] = before
    yield folder


@pytest.fixture
def home(book: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PIQUET_HOME", str(book))
    return book


def partie(folder: Path, first: str) -> str:
    return str(next(folder.glob(f"{first.lower()}_*.toml")))


SUMMARY = {
    "pt": (
        "Partie: Ann v Bob — piquet com rubicão, seis mãos",
        "Mão Jogador Total",
        "e mão maior, y mão menor",
        "Totais: Ann 89, Bob 219.",
        "Totais acumulados, mão a mão (│ marca o rubicão, 100)",
        "Ann fez 89, abaixo de 100: rubiconado. Bob ganha 219 + 89 + 100 = 408 (Lei 73).",
    ),
    "es": (
        "Partie: Ann v Bob — piquet con rubicón, seis repartos",
        "Reparto Jugador Total",
        "e elder, y younger",
        "Totales: Ann 89, Bob 219.",
        "Totales acumulados, reparto a reparto (│ marca el rubicón, 100)",
        "Ann hizo 89, por debajo de 100: rubiconeado. Bob gana 219 + 89 + 100 = 408 (Ley 73).",
    ),
    "fr": (
        "Partie : Ann v Bob — piquet au rubicon, six coups",
        "Coup Joueur Total",
        "e premier, y second",
        "Totaux : Ann 89, Bob 219.",
        "Totaux cumulés, coup par coup (│ marque le rubicon, 100)",
        "Ann a fait 89, sous 100 : il est rubiconné. Bob gagne 219 + 89 + 100 = 408 (Loi 73).",
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_of_a_finished_partie_in_the_language(home: Path, lang: str) -> None:
    said = words(piquet("--lang", lang, "summary", "--file", partie(home, "Ann")))
    for line in SUMMARY[lang]:
        assert line in said
    assert "rubicon piquet" not in said and "Totals" not in said


def test_english_is_as_it_was(home: Path) -> None:
    said = words(piquet("summary", "--file", partie(home, "Ann")))
    assert said.startswith("Partie: Ann v Bob — rubicon piquet, six deals Deal Player Total")
    assert "Running totals, deal by deal (│ marks the rubicon, 100)" in said
    assert said.endswith("Ann made 89, under 100: rubiconed. Bob wins 219 + 89 + 100 = 408 (Law 73).")


SHOW = {
    "pt": "Ann v Bob — piquet com rubicão, seis mãos Mão Carteador Ann Bob Ann total Bob total",
    "es": "Ann v Bob — piquet con rubicón, seis repartos Reparto Repartidor Ann Bob Ann total Bob total",
    "fr": "Ann v Bob — piquet au rubicon, six coups Coup Donneur Ann Bob Ann total Bob total",
}
BEZIQUE = {
    "pt": "Fay ganhou na primeira mão (400 e à frente): 500 a 300, por 200.",
    "es": "Fay ganó en la primera mano (400 y por delante): 500 a 300, por 200.",
    "fr": "Fay a gagné à la première donne (400 et en tête) : 500 à 300, de 200.",
}
PINOCHLE = {
    "pt": "Partie: Gus v Hal — pinocle, regras do dez (um dez virado vale 10) Mão Jogador Total",
    "es": "Partie: Gus v Hal — pinochle, reglas del diez (un diez vuelto vale 10) Mano Jugador Total",
    "fr": "Partie : Gus v Hal — pinochle, règles du dix (un dix retourné vaut 10) Donne Joueur Total",
}


@pytest.mark.parametrize("lang", LANGS)
def test_show_and_each_game_in_the_language(home: Path, lang: str) -> None:
    assert words(piquet("--lang", lang, "show", "--file", partie(home, "Ann"))).startswith(SHOW[lang])
    assert BEZIQUE[lang] in words(piquet("--lang", lang, "summary", "--file", partie(home, "Eve")))
    assert words(piquet("--lang", lang, "summary", "--file", partie(home, "Gus"))).startswith(PINOCHLE[lang])


def test_history_and_ledger_in_portuguese(home: Path) -> None:
    history = words(piquet("--lang", "pt", "history"))
    assert history.startswith(f"3 parties em {home}, a mais recente primeiro.")
    assert "Id Quando Jogadores Regras Mãos Estado Origem Resultado" in history
    assert "Bob ganha 408, rubicão (89–219)" in history
    ledger = words(piquet("--lang", "pt", "ledger"))
    # 408 up, fractions of 50 not reckoned: 400 at 1 a 100, Ann pays 4
    assert ledger.startswith(f"Livro de contas de {home}: parada 1 por 100 pontos; frações de 50 não contam.")
    assert "Bob está 408 à frente de Ann; 400 contam a 1 por 100: Ann deve 4 a Bob." in ledger
    assert "Jogadores Ganhas–perdidas–empatadas Rubicões Saldo Dinheiro" in ledger


ODDS = {  # 5 of 20 unseen: C(20,5) = 15504 draws; both of 2 named: C(18,3) = 816, 1 in 19
    "pt": "A mão maior compra 5 das 20 cartas não vistas: 15.504 compras, todas iguais (o modelo de Cavendish). "
    "Ambas as 2 cartas nomeadas: 816 das 15.504 compras, uma probabilidade de 1/19 (5,26%). "
    "Probabilidades: 18 para 1 contra.",
    "es": "El elder roba 5 de las 20 cartas no vistas: 15.504 robos, todos iguales (el modelo de Cavendish). "
    "Las 2 cartas nombradas: 816 de los 15.504 robos, una probabilidad de 1/19 (5,26%). "
    "Probabilidades: 18 a 1 en contra.",
    "fr": "Le premier prend 5 des 20 cartes non vues : 15.504 rentrées, toutes égales (le modèle de Cavendish). "
    "Les 2 cartes nommées : 816 des 15.504 rentrées, une chance de 1/19 (5,26%). Cote : 18 contre 1.",
}
HAND = {  # the ace, king, queen of spades in the language's letters: a tierce major
    "pt": ("AE RE DE", "Sequência: terça maior em espadas (A♠ R♠ D♠): 3 se valer (Lei 63)."),
    "es": ("AP RP DP", "Secuencia: tercera mayor en picas (A♠ R♠ D♠): 3 si vale (Ley 63)."),
    "fr": ("AP RP DP", "Séquence : tierce majeure à pique (A♠ R♠ D♠) : 3 si elle est bonne (Loi 63)."),
}


@pytest.mark.parametrize("lang", LANGS)
def test_odds_and_hand_in_the_language(lang: str) -> None:
    assert words(piquet("--lang", lang, "odds", "draw", "--elder", "--named", "2")).startswith(ODDS[lang])
    cards, line = HAND[lang]
    assert line in words(piquet("--lang", lang, "hand", *cards.split()))


def test_the_printed_sheet_says_its_language(home: Path) -> None:
    page = piquet("--lang", "pt", "summary", "--file", partie(home, "Ann"), "--html", "-")
    assert '<html lang="pt">' in page and "<h2>Resultado</h2>" in page and "Terminada." in page
    assert "<h2>M&#227;o a m&#227;o</h2>" in page and "<h2>A folha</h2>" in page  # the page is ASCII
    assert "Ganha ou paga (pontos)" in page and "Marcado com piquet-cli" in page
    assert "Ann fez 89, abaixo de 100: rubiconado." in page
    assert '<html lang="en">' in piquet("summary", "--file", partie(home, "Ann"), "--html", "-")


def test_json_csv_and_files_are_the_same_in_every_language(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann, eve, gus = (partie(home, first) for first in ("Ann", "Eve", "Gus"))
    commands = [
        *(["show", "--file", f, "--json"] for f in (ann, eve, gus)),
        *(["summary", "--file", f, flag] for f in (ann, eve, gus) for flag in ("--json", "--csv")),
        ["history", "--json"],
        ["history", "--csv"],
        ["ledger", "--json"],
        ["ledger", "--csv"],
        ["odds", "draw", "--elder", "--named", "2", "--json"],
        ["odds", "carte-blanche", "--json"],
    ]
    english = [piquet(*command) for command in commands]
    hand = {"en": "AS KS QS JS", "pt": "AE RE DE VE", "es": "AP RP DP JP", "fr": "AP RP DP VP"}
    english_hand = piquet("hand", "--json", *hand["en"].split())
    assert '"settlement": "Ann made 89, under 100: rubiconed.' in english[0]
    for lang in LANGS:
        assert [piquet("--lang", lang, *command) for command in commands] == english, lang
        assert piquet("--lang", lang, "hand", "--json", *hand[lang].split()) == english_hand, lang
    # the scorebook's index, written by history in Portuguese, is the one English writes
    copy = tmp_path / "copy"
    shutil.copytree(home, copy, ignore=shutil.ignore_patterns(".*"))
    monkeypatch.setenv("PIQUET_HOME", str(copy))
    index = copy / INDEX_NAME
    piquet("--lang", "pt", "history")
    written = index.read_bytes()
    index.unlink()
    piquet("history")
    assert b'"piquet","rubicon piquet, six deals"' in written and index.read_bytes() == written
