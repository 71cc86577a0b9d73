"""A deal at the table in Portuguese, Spanish and French (issue 23): ``piquet play`` in a real terminal with
``PIQUET_LANG=pt``, every question in Portuguese and every answer said as a Portuguese table
says it (``cinco``, ``igual``, ``quarenta e nove``, ``bom``, ``3D`` for a trio of queens,
``14 10`` for a quatorze of tens), saves the same partie file as the deal in English; so do
the same deal in Spanish (``cuarenta y nueve``, ``bueno``) and in French (``égal``, ``bon``).

The deal is test_play_terminal's first, Cavendish's example: Ann point 5 (49 against 48),
quart 4, play 9, the cards 10 = 28; Bob quatorze of tens 14 and trio of queens 3, play 6 = 23.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pexpect

from piquet_cli.scorebook.parties import read_partie

ENGLISH = [
    ("Game?", ""),
    ("Rules?", ""),
    ("First player's name?", "Ann"),
    ("Second player's name?", "Bob"),
    ("Who deals first?", "Bob"),
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
    ("Bob: good or not good?", "14T,3Q"),
    ("Tricks", "eeeeeyyyyyee"),
    ("Save deal 1?", ""),
]
PORTUGUESE = [
    ("Jogo?", ""),
    ("Rules?", ""),  # the game's own setup: not yet in the catalogue
    ("Nome do primeiro jogador?", "Ann"),
    ("Nome do segundo jogador?", "Bob"),
    ("Quem dá as cartas primeiro?", "Bob"),
    ("Carte blanche? e (mão maior), y (mão menor) ou n", ""),
    ("Troca, mão maior primeiro?", ""),
    ("Ponto de Ann?", "cinco"),
    ("Bob: bom, não é bom ou igual? b, n ou i", "igual"),
    ("O ponto de cinco de Ann faz quanto?", "quarenta e nove"),
    ("Bob: bom, não é bom ou igual? b, n ou i", "BOM"),
    ("Ann: sequência?", "quatro"),
    ("Bob: bom, não é bom ou igual? b, n ou i", "bom"),
    ("Outras sequências de Ann?", ""),
    ("Ann: quatorze ou trio?", "3"),
    ("Bob: bom ou não é bom? b ou n", "3K"),  # K is no Portuguese rank: refused, asked again
    ("Bob: bom ou não é bom? b ou n", "14 10, 3D"),
    ("Vazas, e ou y cada uma?", "eeeeeyyyyyee"),
    ("Gravar a mão 1?", "s"),
]
SPANISH = [
    ("¿Juego?", ""),
    ("Rules?", ""),
    ("¿Nombre del primer jugador?", "Ann"),
    ("¿Nombre del segundo jugador?", "Bob"),
    ("¿Quién reparte primero?", "Bob"),
    ("¿Carte blanche? e (elder), y (younger) o n", ""),
    ("¿Descarte, elder primero?", ""),
    ("¿Punto de Ann?", "cinco"),
    ("Bob: ¿bueno, no es bueno o igual? b, n o i", "igual"),
    ("¿Cuánto hace el punto de cinco de Ann?", "cuarenta y nueve"),
    ("Bob: ¿bueno, no es bueno o igual? b, n o i", "bueno"),
    ("Ann: ¿secuencia?", "cuatro"),
    ("Bob: ¿bueno, no es bueno o igual? b, n o i", "Bueno"),
    ("¿Otras secuencias de Ann?", ""),
    ("Ann: ¿quatorze o trío?", "3"),
    ("Bob: ¿bueno o no es bueno? b o n", "14 10, 3D"),  # D: dama
    ("¿Bazas, e o y cada una?", "eeeeeyyyyyee"),
    ("¿Guardar el reparto 1?", "sí"),
]
FRENCH = [
    ("Jeu ?", ""),
    ("Rules?", ""),
    ("Nom du premier joueur ?", "Ann"),
    ("Nom du deuxième joueur ?", "Bob"),
    ("Qui donne le premier ?", "Bob"),
    ("Cartes blanches ? e (premier), y (second) ou n", ""),
    ("Écart, le premier d'abord ?", ""),
    ("Point de Ann ?", "cinq"),
    ("Bob : bon, pas bon ou égal ? b, p ou e", "égal"),
    ("Le point de cinq de Ann vaut combien ?", "quarante-neuf"),
    ("Bob : bon, pas bon ou égal ? b, p ou e", "bon"),
    ("Ann : séquence ?", "quatre"),
    ("Bob : bon, pas bon ou égal ? b, p ou e", "BON"),
    ("Autres séquences de Ann ?", ""),
    ("Ann : quatorze ou brelan ?", "3"),
    ("Bob : bon ou pas bon ? b ou p", "14 10, 3D"),  # D: dame
    ("Levées, e ou y chacune ?", "eeeeeyyyyyee"),
    ("Enregistrer le coup 1 ?", "oui"),
]
REFUSED_K = "'3K': 'K' é uma letra inglesa; em português os valores são 7 8 9 10 V D R A."


def play_one_deal(
    home: Path, lang: str, script: list[tuple[str, str]], saved: str, next_question: str = "Carte blanche?"
) -> tuple[Path, str]:
    env = dict(os.environ, PIQUET_HOME=str(home), NO_COLOR="1", COLUMNS="100", PIQUET_LANG=lang)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", "play"],
        env=env,
        encoding="utf-8",
        timeout=5,
        dimensions=(40, 100),
    )
    child.delaybeforesend = None
    seen = []
    try:
        for question, answer in script:
            child.expect_exact(question)
            seen.append(child.before)
            child.sendline(answer)
        child.expect_exact(saved)
        child.expect_exact(next_question)  # deal 2 asked: stop here, deal 1 is saved
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close()
    [path] = list(home.glob("*.toml"))
    return path, "".join(seen)


def test_a_deal_in_portuguese_spanish_or_french_saves_the_file_the_english_deal_saves(tmp_path: Path) -> None:
    english, _ = play_one_deal(tmp_path / "en", "en", ENGLISH, "Deal 1 saved.")
    portuguese, said = play_one_deal(tmp_path / "pt", "pt", PORTUGUESE, "Gravado: Mão 1.")
    assert REFUSED_K in " ".join(said.split())
    assert "Mão 1 de 6: Bob dá as cartas; Ann é mão maior, Bob mão menor." in said
    saved = read_partie(portuguese)
    assert [(d.added("Ann"), d.added("Bob")) for d in saved.view.deals] == [(28, 23)]

    def timeless(path: Path) -> str:
        return re.sub(r'(created|saved_on|begun_on) = "[^"]*"', r'\1 = ""', path.read_text(encoding="utf-8"))

    assert timeless(portuguese) == timeless(english)
    for lang, script, saved, then in (
        ("es", SPANISH, "Guardado: Reparto 1.", "¿Carte blanche?"),
        ("fr", FRENCH, "Enregistré : Coup 1.", "Cartes blanches ?"),
    ):
        path, _ = play_one_deal(tmp_path / lang, lang, script, saved, then)
        assert timeless(path) == timeless(english), lang
