"""Piquet's refusals marked for the catalogue in issue 23's last pass, in the language spoken,
against sentences written out by hand (the words of the .po files and shared/GLOSSARY.md:
ponto/punto/point, mão/reparto/donne, alvo/objetivo/cible, naipe/palo/couleur); their sayings are
in test_lang_piquet_said.py.

A bad ``--lang`` or ``PIQUET_LANG`` is refused before any language is chosen: in the language the
keeper would speak without the word refused (``PIQUET_LANG``, else the locale), else English.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from lang_support import piquet_in as piquet
from typer.testing import CliRunner

from piquet_cli import i18n
from piquet_cli.cards import Card, Rank, Suit, parse_card, parse_rank, parse_suit
from piquet_cli.cli.app import app
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import PIQUET_PACK

runner = CliRunner()


# ---------------------------------------------------------------------------
# --lang and PIQUET_LANG


@pytest.mark.parametrize(
    ("argv", "env", "said"),
    [
        (["--lang", "de", "show"], {"LANG": "pt_BR.UTF-8"}, "--lang aceita pt, es, fr ou en, não 'de'."),
        (["show", "--lang"], {"LANGUAGE": "es"}, "--lang lleva un idioma: pt, es, fr o en."),
        (["--lang=xx"], {"PIQUET_LANG": "fr", "LANG": "pt_PT"}, "--lang prend pt, es, fr ou en, pas 'xx'."),
        (
            ["show"],
            {"PIQUET_LANG": "klingon", "LC_ALL": "fr_FR.UTF-8"},
            "PIQUET_LANG prend pt, es, fr ou en, pas 'klingon'.",
        ),
        (
            ["show"],
            {"PIQUET_LANG": "klingon", "LANG": "de_DE"},
            "PIQUET_LANG takes pt, es, fr or en, not 'klingon'.",
        ),
        (
            ["--lang", "de"],
            {"PIQUET_LANG": "klingon", "LANG": "es_ES"},
            "--lang acepta pt, es, fr o en, no 'de'.",
        ),
    ],
)
def test_a_bad_language_is_refused_in_the_one_the_environment_names(
    argv: list[str], env: dict[str, str], said: str
) -> None:
    with pytest.raises(i18n.BadLanguage) as refused:
        i18n.choose(argv, env)
    assert str(refused.value) == said
    assert i18n.active() == "en"  # nothing is spoken yet: the command has not started


def test_a_bad_lang_on_a_portuguese_system_stops_in_portuguese_with_exit_2() -> None:
    env = {
        k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "PIQUET_LANG")
    }
    done = subprocess.run(
        [sys.executable, "-m", "piquet_cli", "show", "--lang", "de"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env | {"LANG": "pt_PT.UTF-8"},
    )
    assert (done.returncode, done.stdout, done.stderr) == (
        2,
        "",
        "piquet: --lang aceita pt, es, fr ou en, não 'de'.\n",
    )


# ---------------------------------------------------------------------------
# A card in a file: the sentence in the language, the letters the file's (English)

CARDS_REFUSED = {
    "pt": (
        (
            "'ZZZ' não é uma carta; escreva um valor 7 8 9 10 J Q K A (T para o dez) e um naipe "
            "S H D C ou ♠ ♥ ♦ ♣, p. ex. AS 10H TC 9♣."
        ),
        "'AX' não tem o naipe 'X'; os naipes são S H D C ou ♠ ♥ ♦ ♣.",
        "'2S' não está no baralho: ele só tem 7 8 9 10 J Q K A (T para o dez).",
        "'X' não é um valor; os valores são 7 8 9 10 J Q K A (T para o dez).",
        "'X' não é um naipe; os naipes são S H D C ou ♠ ♥ ♦ ♣.",
    ),
    "es": (
        (
            "'ZZZ' no es una carta; escriba un valor 7 8 9 10 J Q K A (T para el diez) y un palo "
            "S H D C o ♠ ♥ ♦ ♣, p. ej. AS 10H TC 9♣."
        ),
        "'AX' no tiene el palo 'X'; los palos son S H D C o ♠ ♥ ♦ ♣.",
        "'2S' no está en la baraja: sólo tiene 7 8 9 10 J Q K A (T para el diez).",
        "'X' no es un valor; los valores son 7 8 9 10 J Q K A (T para el diez).",
        "'X' no es un palo; los palos son S H D C o ♠ ♥ ♦ ♣.",
    ),
    "fr": (
        (
            "'ZZZ' n'est pas une carte ; écrivez une valeur 7 8 9 10 J Q K A (T pour le dix) et une couleur "
            "S H D C ou ♠ ♥ ♦ ♣, p. ex. AS 10H TC 9♣."
        ),
        "'AX' n'a pas de couleur 'X' ; les couleurs sont S H D C ou ♠ ♥ ♦ ♣.",
        "'2S' n'est pas dans le jeu : il n'a que 7 8 9 10 J Q K A (T pour le dix).",
        "'X' n'est pas une valeur ; les valeurs sont 7 8 9 10 J Q K A (T pour le dix).",
        "'X' n'est pas une couleur ; les couleurs sont S H D C ou ♠ ♥ ♦ ♣.",
    ),
}


@pytest.mark.parametrize("lang", sorted(CARDS_REFUSED))
def test_a_card_read_from_a_file_is_refused_in_the_language(speak: Callable[[str], None], lang: str) -> None:
    speak(lang)
    reads: list[Callable[[], object]] = [
        lambda: parse_card("ZZZ"),
        lambda: parse_card("AX"),
        lambda: parse_card("2S", PIQUET_PACK),
        lambda: parse_rank("X"),
        lambda: parse_suit("X"),
    ]
    said = []
    for read in reads:
        with pytest.raises(BadValue) as refused:
            read()
        said.append(refused.value.message)
    assert tuple(said) == CARDS_REFUSED[lang]


def test_a_file_keeps_the_english_letters_and_the_table_its_own(speak: Callable[[str], None]) -> None:
    speak("pt")
    king_of_hearts = Card(Rank.KING, Suit.HEARTS)
    assert parse_card("KH") == king_of_hearts  # a partie file, in any language
    with i18n.at_the_table():
        assert parse_card("RC") == king_of_hearts  # rei de copas, typed
        with pytest.raises(BadValue, match="letra inglesa"):
            parse_card("KH")


def test_english_card_refusals_are_unchanged() -> None:
    with pytest.raises(BadValue) as refused:
        parse_card("AX")
    assert refused.value.message == "'AX' has no suit 'X'; suits are S H D C or ♠ ♥ ♦ ♣."


# ---------------------------------------------------------------------------
# Younger's answers, kept in a file, that the calls do not bear out

ANSWERED = (
    'format = 2\ngame = "piquet"\nrules = "rubicon"\nplayers = ["Mary", "Charles"]\n'
    'first_dealer = "Charles"\n\n[[deals]]\nelder_point = "{elder}"\nyounger_point = "5/48"\n'
    'point_answer = "{answer}"\n'
)


@pytest.mark.parametrize(
    ("lang", "better", "needs_count"),
    [
        (
            "pt",
            "Charles responde 'bom', mas o ponto de Charles é melhor do que o ponto de Mary.",
            "Charles responde 'igual, não é bom': depois de 'igual', o ponto de Mary tem de dizer a contagem (5/47).",
        ),
        (
            "es",
            "Charles responde 'bueno', pero el punto de Charles es mejor que el punto de Mary.",
            "Charles responde 'igual, no es bueno': después de 'igual', el punto de Mary necesita su cuenta (5/47).",
        ),
        (
            "fr",
            "Charles répond 'bon', mais le point de Charles vaut mieux que le point de Mary.",
            "Charles répond 'égal, pas bon' : après 'égal', le point de Mary doit dire le compte (5/47).",
        ),
    ],
)
def test_an_answer_the_calls_do_not_bear_out_is_refused_in_the_language(
    tmp_path: Path, lang: str, better: str, needs_count: str
) -> None:
    """Mary (elder) calls five cards making 47, Charles five making 48: his is better (Law 62),
    so 'good' cannot be his answer; 'equal, not good' says Mary gave a count her call lacks."""
    path = tmp_path / "p.toml"
    path.write_text(ANSWERED.format(elder="5/47", answer="good"), encoding="utf-8")
    assert piquet(lang, "show", "--file", str(path), code=1).endswith(better)
    path.write_text(ANSWERED.format(elder="5", answer="equal, not good"), encoding="utf-8")
    assert piquet(lang, "show", "--file", str(path), code=1).endswith(needs_count)


# ---------------------------------------------------------------------------
# Three, four and chouette


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("pt", "piquet: --totals: piquet rule decide sobre as declarações e as vazas de uma mão; só os totais não precisam de decisão."),
        ("es", "piquet: --totals: piquet rule decide sobre las declaraciones y las bazas de un reparto; solo los totales no necesitan decisión."),
        ("fr", "piquet: --totals: piquet rule statue sur les annonces et les levées d'une donne ; ses totaux seuls n'ont besoin d'aucune décision."),
    ],
)  # fmt: skip
def test_four_hand_rule_refuses_totals_in_the_language(lang: str, said: str) -> None:
    assert piquet(lang, "rule", "--rules", "four-hand", "--totals", "20,10,5,0", code=2) == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("pt", "piquet: --target: um alvo de '20000' não pode ser: dê os pontos até onde se joga, um número inteiro de 1 a 10.000 (por padrão 100)."),
        ("es", "piquet: --target: un objetivo de '20000' no puede ser: dé los puntos hasta los que se juega, un número entero de 1 a 10.000 (por defecto 100)."),
        ("fr", "piquet: --target: une cible de '20000' ne se peut pas : donnez les points jusqu'où l'on joue, un nombre entier de 1 à 10.000 (100 par défaut)."),
    ],
)  # fmt: skip
def test_a_target_that_cannot_be_is_refused_in_the_language(tmp_path: Path, lang: str, said: str) -> None:
    path = str(tmp_path / "t.toml")
    assert (
        piquet(
            lang, "new", "A", "B", "C", "--rules", "three-hand", "--target", "20000", "--file", path, code=2
        )
        == said
    )
    assert not Path(path).exists()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "pt",
            "piquet: --dealer: Cal aconselha na chouette e nunca dá as cartas: quem dá primeiro é Ann ou Bob.",
        ),
        (
            "es",
            "piquet: --dealer: Cal aconseja en la chouette y nunca reparte: quien reparte primero es Ann o Bob.",
        ),
        (
            "fr",
            "piquet: --dealer: Cal conseille à la chouette et ne donne jamais : le premier donneur est Ann ou Bob.",
        ),
    ],
)
def test_the_adviser_never_deals_said_in_the_language(tmp_path: Path, lang: str, said: str) -> None:
    path = str(tmp_path / "c.toml")
    assert (
        piquet(
            lang, "new", "Ann", "Bob", "Cal", "--rules", "chouette", "--dealer", "Cal", "--file", path, code=2
        )
        == said
    )


# ---------------------------------------------------------------------------
# The notation's forms: the words in the language, the king and knave as they are typed


def test_a_sequence_refused_names_the_letters_typed_at_the_table_and_the_file_s(tmp_path: Path) -> None:
    at_table = piquet("pt", "rule", "--elder-seq", "x", code=2)
    assert at_table == (
        "piquet: --elder-seq: 'x' não é um(a) sequência; escreva comprimento e carta mais alta (5R, 3V, 4T), "
        "várias separadas por vírgulas ou espaços, um nome e a carta mais alta (quint R, quart major, tierce minor), "
        "só o comprimento quando a carta mais alta não foi dita (4, quart), ou - para nenhuma."
    )
    path = tmp_path / "p.toml"
    path.write_text(
        ANSWERED.format(elder="5/47", answer="not good").replace(
            'elder_point = "5/47"', 'elder_sequences = "x"'
        ),
        encoding="utf-8",
    )
    in_file = piquet("pt", "show", "--file", str(path), code=1)
    assert in_file.endswith(
        "'x' não é um(a) sequência; escreva comprimento e carta mais alta (5K, 3J, 4T), várias separadas por vírgulas "
        "ou espaços, um nome e a carta mais alta (quint K, quart major, tierce minor), só o comprimento quando a carta "
        "mais alta não foi dita (4, quart), ou - para nenhuma."
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("pt", "piquet: --elder-sets: '39': noves não marcam nada — só ases, reis, damas, valetes e dez fazem quatorzes e trios (Lei 64)."),
        ("es", "piquet: --elder-point: 'x' no es un punto; escriba un número de cartas (5), cartas/cuenta (5/48), o - para ninguno."),
        ("fr", "piquet: --carte-blanche: 'x' n'est pas une place à la table ; dites elder ou younger (e ou y : premier ou second)."),
    ],
)  # fmt: skip
def test_a_call_refused_is_said_in_the_language(lang: str, said: str) -> None:
    flag, value = said.split(":")[1].strip(), said.split("'")[1]
    assert piquet(lang, "rule", flag, value, code=2) == said


def test_a_hand_of_nine_at_three_is_said_with_the_talon_it_leaves_in_the_language(tmp_path: Path) -> None:
    """Bob (eldest) is given nine cards, Cal and Ann ten: 29 dealt, a talon of 3 (two are left at three)."""
    path = str(tmp_path / "t.toml")
    runner.invoke(app, ["new", "Ann", "Bob", "Cal", "--rules", "three-hand", "--file", path])
    hands = "AE RE DE VE 10E AC AO AP 7C;RC DC VC 9C RO DO RP DP 8E 9E;VP 10P 9P 8P 7P VO 10O 9O 7O 10C"
    said = piquet("pt", "deal", "--file", path, "--hands", hands, "--tricks", "1231231231", "--yes", code=2)
    assert said.startswith(
        "piquet: --hands: a mão de Bob tem 9 cartas: a três cada um tem dez: "
        "as três mãos dadas deixariam um talão de 3, não de 2."
    )


def test_equal_lengths_at_three_ask_for_the_top_cards_in_the_language() -> None:
    said = piquet("es", "rule", "--rules", "three-hand", "--seq", "4;4;-", code=2)
    assert said == (
        "piquet: --seq: Puesto 1 y Puesto 2 declaran secuencias del mismo tamaño: dé las cartas más altas "
        "(p. ej. 4K) para decir cuál vale."
    )
