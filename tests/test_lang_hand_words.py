"""What Bezique and Pinochle say of a hand in the table's language (issue 23): Pinochle's rulings
(the turn-up, the card points, the last trick, the total), its warning at the table with the
cards in the language's letters, a withdrawal's explanation (English in the JSON), and a
Bezique hand's warning — each against the sentence written out by hand, the English unchanged."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from at_the_table import Answer
from lang_support import piquet

from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.scorebook.parties import create_partie

PINOCHLE = (
    'format = 2\nplayers = ["Ann", "Bob"]\nfirst_dealer = "Bob"\ncreated = "2026-12-02T16:40:00+00:00"\n'
    'game = "pinochle"\nrules = "ten"\ndeals = [\n    {{ withdrawn = "{who}" }},\n]\n'
)


def test_pinochles_warning_at_the_table_says_the_cards_in_portuguese(
    tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str], speak: Callable[[str], None]
) -> None:
    """Diamonds (ouros) trumps: Ann's sequence, then her royal marriage, whose king and queen of
    diamonds must be the other copies (R♦ and D♦ in Portuguese's letters)."""
    current = create_partie(make_partie("Ann", "Bob", "Bob", "ten", "pinochle"), tmp_path / "p.toml")
    speak("pt")
    answer(["O", "", "", "e:seq", "e:rm", "", "120,120", "e", ""])
    assert ask_deal(current, 1, None, None) is not None
    out = " ".join(capsys.readouterr().out.split())
    assert (
        "e:rm casamento real (R♦ D♦): 40 — Ann 190, Bob 0 nesta mão. Verificar: casamento real de Ann "
        "precisa dos outros R♦ e D♦: os já acusados não podem entrar nele"
    ) in out


@pytest.mark.parametrize(
    ("lang", "target", "withdrawn"),
    [
        (
            "en",
            "Target 1000: the game is 1000 (docs/pinochle.md).",
            (
                "Ann withdrew before hand 1; the score is reckoned at once (docs/pinochle.md). Both are under 1000 "
                "(Bob 0, Ann 0). The rule text is silent here, so it is the keeper's ruling (docs/pinochle.md): the "
                "player who withdrew loses. Bob wins, level on points: no margin (0)."
            ),
        ),
        (
            "pt",
            "Alvo 1000: o jogo é a 1000 (docs/pinochle.md).",
            (
                "Ann desistiu antes da mão 1; a pontuação é contada logo (docs/pinochle.md). Ambos estão abaixo de "
                "1000 (Bob 0, Ann 0). O texto das regras é omisso aqui, por isso é decisão do marcador "
                "(docs/pinochle.md): perde o jogador que desistiu. Bob ganha, empatado nos pontos: sem margem (0)."
            ),
        ),
        (
            "es",
            "Objetivo 1000: el juego es a 1000 (docs/pinochle.md).",
            (
                "Ann se retiró antes de la mano 1; el tanteo se cuenta en el acto (docs/pinochle.md). Ambos están "
                "por debajo de 1000 (Bob 0, Ann 0). El texto de las reglas no lo dice aquí, así que es decisión del "
                "marcador (docs/pinochle.md): pierde el jugador que se retiró. Bob gana, igualado en puntos: sin "
                "margen (0)."
            ),
        ),
        (
            "fr",
            "But 1000 : le jeu se joue en 1000 (docs/pinochle.md).",
            (
                "Ann a abandonné avant la donne 1 ; le score est compté aussitôt (docs/pinochle.md). Les deux sont "
                "sous 1000 (Bob 0, Ann 0). Le texte des règles est muet ici, c'est donc la décision du marqueur "
                "(docs/pinochle.md) : le joueur qui a abandonné perd. Bob gagne, à égalité de points : sans écart (0)."
            ),
        ),
    ],
)
def test_a_pinochle_withdrawal_is_explained_in_the_language_and_in_english_in_the_json(
    lang: str, target: str, withdrawn: str, tmp_path: Path
) -> None:
    """Ann withdraws before the first hand: both at 0, under 1000; seed 002 is silent, so the keeper
    rules that the player who withdrew loses, Bob winning level on points (docs/pinochle.md)."""
    path = tmp_path / "p.toml"
    path.write_text(PINOCHLE.format(who="Ann"), encoding="utf-8")
    shown = piquet("--lang", lang, "show", "--file", str(path))
    assert target in shown and withdrawn in shown
    english = json.loads(piquet("--lang", lang, "show", "--file", str(path), "--json"))
    assert english["settlement"].startswith("Ann withdrew before hand 1; the score is reckoned at once")


@pytest.mark.parametrize(
    ("lang", "declared", "warning"),
    [
        (
            "en",
            "e:7 y:7 e:rm y:bz e:seq y:4J e:mH y:mS y:mD e:4A y:dbz e:4K e:mH",
            "Warning, event 13, e:mH: elder's second marriage in hearts needs other cards than the first",
        ),
        (
            "pt",
            "e:7 y:7 e:rm y:bz e:seq y:4V e:mC y:mE y:mO e:4A y:dbz e:4R e:mC",
            (
                "Aviso, evento 13, e:mH: o segundo casamento em copas de mão maior precisa de outras cartas que o "
                "primeiro"
            ),
        ),
    ],
)
def test_a_bezique_hands_warning_is_said_in_the_language(
    lang: str, declared: str, warning: str, tmp_path: Path
) -> None:
    """docs/bezique.md's published hand, clubs trumps: elder's second marriage in hearts (event 13)."""
    path = str(tmp_path / "b.toml")
    piquet("new", "North", "South", "--game", "bezique", "--dealer", "South", "--file", path)
    trumps = "C" if lang == "en" else "P"  # clubs: paus
    said = piquet(
        "--lang", lang, "deal", "--file", path, "--trumps", trumps, "--declared", declared,
        "--brisques", "6,10", "--last-trick", "elder",
    )  # fmt: skip
    assert warning in said


@pytest.mark.parametrize(
    ("lang", "trumps", "said"),
    [
        (
            "en",
            "H",
            [
                "Turn-up: Younger dealt and turned up the ten of trumps (hearts): 10 for the dealer.",
                "Card points: Younger took the rest, 240 − 130 = 110 in cards.",
                "Last trick: Elder took the last trick: 10.",
                "Total: Elder 180, Younger 120.",
            ],
        ),
        (
            "pt",
            "C",  # copas
            [
                "Carta virada: Mão menor deu as cartas e virou o 10 de trunfo (copas): 10 para quem dá.",
                "Pontos das cartas: Mão menor fez o resto, 240 − 130 = 110 em cartas.",
                "Última vaza: Mão maior fez a última vaza: 10.",
                "Total: Mão maior 180, Mão menor 120.",
            ],
        ),
        (
            "fr",
            "C",  # cœur
            [
                "Retourne : Second a donné et retourné le 10 d'atout (cœur) : 10 au donneur.",
                "Points de cartes : Second a pris le reste, 240 − 130 = 110 en cartes.",
                "Dernière levée : Premier a fait la dernière levée : 10.",
                "Total : Premier 180, Second 120.",
            ],
        ),
    ],
)
def test_a_pinochle_hands_rulings_are_said_in_the_language(lang: str, trumps: str, said: list[str]) -> None:
    """Hearts trumps, a ten turned up (10 to Younger, the dealer), Elder's royal marriage 40, the
    card points 130 and the rest (240 − 130 = 110), Elder's last trick 10: Elder 40 + 130 + 10 =
    180, Younger 10 + 110 = 120 (docs/pinochle.md)."""
    shown = piquet(
        "--lang", lang, "rule", "--game", "pinochle", "--trumps", trumps, "--melded", "e:rm",
        "--card-points", "130,rest", "--last-trick", "elder", "--turn-up-ten",
    )  # fmt: skip
    for sentence in said:
        assert sentence + " (docs/pinochle.md)" in shown


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Ann withdraws during hand 1, which had scored Ann 40, Bob 10 so far; the game ends now"),
        ("pt", "Ann desiste durante a mão 1, que tinha dado até aí Ann 40, Bob 10; o jogo acaba agora"),
        (
            "es",
            "Ann se retira durante la mano 1, que había dado hasta entonces Ann 40, Bob 10; el juego termina ahora",
        ),
        (
            "fr",
            "Ann abandonne pendant la donne 1, qui avait marqué jusque-là Ann 40, Bob 10 ; le jeu finit maintenant",
        ),
    ],
)
def test_piquet_withdraw_says_the_withdrawal_in_the_language(lang: str, said: str, tmp_path: Path) -> None:
    """Bob deals hand 1, Ann is elder: Ann 40 and Bob 10 so far when she withdraws."""
    path = str(tmp_path / "p.toml")
    piquet("new", "Ann", "Bob", "--game", "pinochle", "--dealer", "Bob", "--file", path)
    assert said + " (docs/pinochle.md)." in piquet(
        "--lang", lang, "withdraw", "Ann", "--totals", "40,10", "--file", path
    )
