"""A deal at the table in Portuguese, Spanish and French (issue 23): ``piquet play`` in a real terminal with
``PIQUET_LANG=pt``, every question in Portuguese and every answer said as a Portuguese table
says it (``cinco``, ``igual``, ``quarenta e nove``, ``bom``, ``3D`` for a trio of queens,
``14 10`` for a quatorze of tens), saves the same partie file as the deal in English; so do
the same deal in Spanish (``cuarenta y nueve``, ``bueno``) and in French (``égal``, ``bon``).
One hand of Bezique and one of Pinochle, asked and answered in Portuguese, save the file the
same hand saves in English: the trumps and a marriage's suit said with the Portuguese letters
(``C``, copas, is hearts, ``mE`` the marriage in spades; the English ``H`` and ``mS`` refused),
``?`` showing the cards in Portuguese letters.

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
    ("Regras?", ""),  # the game's own setup, in the catalogue
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
    ("¿Reglas?", ""),
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
    ("Règles ?", ""),
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


def _timeless(path: Path) -> str:
    return re.sub(r'(created|saved_on|begun_on) = "[^"]*"', r'\1 = ""', path.read_text(encoding="utf-8"))


# One hand of Bezique, worked out from docs/rules.md (seed 001): hearts trumps, no seven turned up; Ann the
# royal marriage 40, Bob four aces 100, Ann the seven of trumps with bezique 10 + 40, Bob the
# marriage in spades 20; Ann the last trick 10; brisques Ann 10 (100), Bob the other 6 (60):
# Ann 200, Bob 180.
BEZIQUE_ENGLISH = [
    ("Game?", "bezique"),
    ("Rules?", ""),
    ("Which trick scores 10 as the last?", ""),
    ("First player's name?", "Ann"),
    ("Second player's name?", "Bob"),
    ("Who deals first?", "Bob"),
    ("Trumps?", "H"),
    ("Is the card turned up a seven (10 to Bob)? y or n", "n"),
    ("Declaration?", "e:rm"),
    ("Declaration?", "y:4A"),
    ("Declaration?", "e:7+bz"),
    ("Declaration?", "y:mS"),
    ("Declaration?", ""),
    ("Who took the last trick? e (Ann) or y (Bob)", "e"),
    ("Ann's brisques (aces and tens won)?", "10"),
    ("Bob's brisques?", ""),
    ("Save hand 1?", ""),
]
BEZIQUE_PORTUGUESE = [
    ("Jogo?", "bezique"),
    ("Regras? (match, 1000, 1500 ou 2000)", ""),
    ("Que vaza vale 10 como a última? final ou stock", ""),
    ("Nome do primeiro jogador?", "Ann"),
    ("Nome do segundo jogador?", "Bob"),
    ("Quem dá as cartas primeiro?", "Bob"),
    ("Trunfo?", "?"),
    ("Trunfo?", "H"),  # an English letter: refused, asked again
    ("Trunfo?", "C"),  # copas: hearts
    ("A carta virada é um sete (10 para Bob)? s ou n", "não"),
    ("Declaração? (u: desfazer; Enter: o monte acabou)", "?"),
    ("Declaração?", "e:rm"),
    ("Declaração?", "y:4A"),
    ("Declaração?", "e:7+bz"),
    ("Declaração?", "y:mS"),  # S is no Portuguese suit: refused, asked again
    ("Declaração?", "y:mE"),  # espadas: the marriage in spades
    ("Declaração?", ""),
    ("Quem fez a última vaza? e (Ann) ou y (Bob)", "e"),
    ("Brisques de Ann (ases e dezes ganhos)?", "dez"),
    ("Brisques de Bob?", ""),
    ("Gravar a mão 1?", "s"),
]

# One hand of Pinochle (the ten rules), worked out from docs/rules.md (seed 002): hearts trumps, the ten of
# hearts turned up 10 to the dealer Bob; Ann the royal marriage 40, Bob four aces 100 and the
# marriage in spades 20; card points Ann 130, Bob the rest 110; Ann the last trick 10: Ann 180,
# Bob 240.
PINOCHLE_ENGLISH = [
    ("Game?", "pinochle"),
    ("Rules?", ""),
    ("First player's name?", "Ann"),
    ("Second player's name?", "Bob"),
    ("Who deals first?", "Bob"),
    ("Trumps? S, H, D or C", "H"),
    ("Was the card turned up the ten of hearts? y or n", "y"),
    ("Was a player found holding a wrong number of cards?", ""),
    ("Meld?", "e:rm"),
    ("Meld?", "y:4A"),
    ("Meld?", "y:mS"),
    ("Meld?", ""),
    ("Card points, Ann's then Bob's?", "130"),
    ("Last trick? e (Ann) or y (Bob)", "e"),
    ("Save hand 1?", ""),
]
PINOCHLE_PORTUGUESE = [
    ("Jogo?", "pinochle"),
    ("Regras? (ten ou classic)", ""),
    ("Nome do primeiro jogador?", "Ann"),
    ("Nome do segundo jogador?", "Bob"),
    ("Quem dá as cartas primeiro?", "Bob"),
    ("Trunfo? E, C, O ou P", "C"),
    ("A carta virada foi o 10 de copas? s ou n", "sim"),
    ("Algum jogador foi encontrado com um número errado de cartas? e (Ann), y (Bob) ou n", ""),
    ("Acuse?", "?"),
    ("Acuse?", "e:rm"),
    ("Acuse?", "y:4A"),
    ("Acuse?", "y:mE"),  # espadas: the marriage in spades
    ("Acuse?", ""),
    ("Pontos das cartas, os de Ann e depois os de Bob?", "?"),
    ("Pontos das cartas, os de Ann e depois os de Bob?", "130"),
    ("Última vaza? e (Ann) ou y (Bob)", "e"),
    ("Gravar a mão 1?", "s"),
]


def test_a_hand_of_bezique_and_of_pinochle_in_portuguese_saves_the_file_the_english_hand_saves(
    tmp_path: Path,
) -> None:
    for game, english_script, portuguese_script, totals in (
        ("bezique", BEZIQUE_ENGLISH, BEZIQUE_PORTUGUESE, (200, 180)),
        ("pinochle", PINOCHLE_ENGLISH, PINOCHLE_PORTUGUESE, (180, 240)),
    ):
        english, heard = play_one_deal(
            tmp_path / f"{game}-en", "en", english_script, "Hand 1 saved.", "Trumps?"
        )
        portuguese, said = play_one_deal(
            tmp_path / f"{game}-pt", "pt", portuguese_script, "Gravado: Mão 1.", "Trunfo?"
        )
        said = " ".join(said.split())
        assert "Mão 1: Bob dá as cartas; Ann é mão maior, Bob mão menor." in said, game
        assert "this hand" in heard and "this hand" not in said and "nesta mão" in said, game
        saved = read_partie(portuguese)
        assert [(d.added("Ann"), d.added("Bob")) for d in saved.view.deals] == [totals], game
        assert _timeless(portuguese) == _timeless(english), game
        if game == "bezique":
            assert "E C O P (espadas copas ouros paus) ou ♠ ♥ ♦ ♣" in said  # Trunfo? ?
            assert "'H' é um naipe inglês" in said
            assert "o casamento real, R D de trunfo; seq 250 a sequência, A 10 R D V de trunfo" in said
            assert "bezique, D♠ V♦" in said
            assert "mE mC mO mP 20 um casamento" in said
            assert "'mS': 'S' é um naipe inglês" in said
        else:
            assert "pinocle (D♠ V♦) 40" in said
            assert "mE mC mO mP casamento num naipe que não é trunfo 20" in said
            assert "A 11, 10 10, R 4, D 3, V 2, 9 0" in said
