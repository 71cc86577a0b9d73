"""Issue 23's acceptance: a whole partie of each game played in Portuguese, Spanish and French in a
pseudo-terminal, every answer typed in the language, saves the file the same partie saves in
English (played here in-process through the ``answer`` fixture: the file does not depend on the
terminal). Nine ``piquet play`` processes, one a partie, all started at once so that their
start-ups overlap while the first is answered; each question is waited for on words of its own
(the parts other helpers are still translating, rulings and reports, are never matched on).

- Piquet, rubicon: test_play_terminal's six deals, worked out by hand there from the laws
  (Ann 208, Bob 189): points and sequences said in words (``cinco``, ``quarenta e nove``,
  ``cuarenta y ocho``, ``quarante-neuf``), the calls answered ``bom`` / ``igual`` /
  ``no es bueno`` / ``pas bon``, the sets in the language's letters (``14 10, 3D``, ``3R``,
  ``14D``, ``4R``).
- Bezique, seed 001's match (the shortest there is: won on the first hand, 400 and ahead):
  hearts trumps, no seven turned up; Ann four aces 100, the sequence 250, the royal marriage 40;
  Bob the marriage in spades 20; Ann the last trick 10 and ten brisques 100, Bob six 60:
  Ann 500, Bob 80. The declarations named in the language (``quatro ases``, ``casamento real``,
  ``las cuarenta``, ``mariage d'atout``), Bob's marriage in the language's letters (``mE``,
  ``mP``), the brisques in words.
- Pinochle, the ten rules, 1000 up (two hands): hand 1, Ann elder, hearts trumps: sequence 150,
  four aces 100, kings 80, queens 60, jacks 40 = 430, card points 200 (Bob the rest, 40), the
  last trick 10: Ann 640, Bob 40; hand 2, Bob elder: Ann younger sequence, four aces, kings,
  queens = 390, Bob's card points 40 and Ann the rest 200, Ann the last trick 10: Ann 600, Bob
  40. Ann 1240, alone past 1000, wins. The fours in the language's letters (``4R``, ``4D``,
  ``4V``), the card points in words above a hundred (``duzentos``, ``doscientos``,
  ``deux cents``).
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pexpect
import pytest
from at_the_table import Answer
from test_play_terminal import DEALS, START

from piquet_cli.cli.play import run
from piquet_cli.scorebook.parties import read_partie

Script = list[
    tuple[str | None, str]
]  # (words of the question to wait for, or None: type at once; the answer)

# The table's words of each language: the questions' words waited for, and the answers typed.
WORDS = {
    "pt": {
        "game": "Jogo?",
        "rules": "Regras?",
        "first": "Nome do primeiro jogador?",
        "second": "Nome do segundo jogador?",
        "dealer": "Quem dá as cartas primeiro?",
        "blanche": "Carte blanche?",
        "exchange": "Troca, mão maior primeiro?",
        "point": "Ponto de {who}?",
        "three": "{who}: bom, não é bom ou igual?",
        "two": "{who}: bom ou não é bom?",
        "makes": "faz quanto?",
        "sequence": "{who}: sequência?",
        "sequences": "{who}: sequências?",
        "other sequences": "Outras sequências de {who}?",
        "set": "{who}: quatorze ou trio?",
        "sets": "{who}: quatorzes e trios?",
        "other sets": "Outras quatorzes e trios de {who}?",
        "tricks": "Vazas, e ou y cada uma?",
        "save": "[S/n]",
        "saved": "Gravado: Mão {n}.",
        "last trick rule": "Que vaza vale 10 como a última?",
        "trumps": "Trunfo?",
        "seven": "A carta virada é um sete",
        "declaration": "Declaração?",
        "last trick": "Quem fez a última vaza?",
        "brisques": "Brisques de {who}",
        "turn-up": "A carta virada foi o 10 de copas?",
        "irregular": "Algum jogador foi encontrado",
        "meld": "Acuse?",
        "card points": "Pontos das cartas",
        "last": "Última vaza?",
        # answers
        "good": "bom",
        "not good": "não é bom",
        "equal": "igual",
        "yes": "s",
        "no": "não",
        "numbers": [
            "cinco",
            "seis",
            "quatro",
            "quarenta e nove",
            "quarenta e oito",
            "nove, seis",
            "sete, cinco",
        ],
        "K": "R",
        "Q": "D",
        "hearts": "C",
        "spades marriage": "y:mE",
        "four aces": "e:quatro ases",
        "royal marriage": "Ann casamento real",
        "ten": "dez",
        "fours": ("e:sequência", "e:quatro ases", "e:4R", "Ann quatro damas", "e:4V"),
        "fours 2": ("y:seq", "y:4A", "y:4R", "y:4D"),
        "200": "duzentos",
        "40": "quarenta",
    },
    "es": {
        "game": "¿Juego?",
        "rules": "¿Reglas?",
        "first": "¿Nombre del primer jugador?",
        "second": "¿Nombre del segundo jugador?",
        "dealer": "¿Quién reparte primero?",
        "blanche": "¿Carte blanche?",
        "exchange": "¿Descarte, elder primero?",
        "point": "¿Punto de {who}?",
        "three": "{who}: ¿bueno, no es bueno o igual?",
        "two": "{who}: ¿bueno o no es bueno?",
        "makes": "¿Cuánto hace el punto",
        "sequence": "{who}: ¿secuencia?",
        "sequences": "{who}: ¿secuencias?",
        "other sequences": "¿Otras secuencias de {who}?",
        "set": "{who}: ¿quatorze o trío?",
        "sets": "{who}: ¿quatorzes y tríos?",
        "other sets": "¿Otras quatorzes y tríos de {who}?",
        "tricks": "¿Bazas, e o y cada una?",
        "save": "[S/n]",
        "saved": "Guardado: ",
        "last trick rule": "¿Qué baza vale 10 como la última?",
        "trumps": "¿Triunfo?",
        "seven": "¿La carta vuelta es un siete",
        "declaration": "¿Declaración?",
        "last trick": "¿Quién ganó la última baza?",
        "brisques": "¿Brisques de {who}",
        "turn-up": "¿La carta vuelta fue el diez de corazones?",
        "irregular": "¿Se encontró a un jugador",
        "meld": "¿Declaración?",
        "card points": "¿Puntos de cartas",
        "last": "¿Última baza?",
        "good": "bueno",
        "not good": "no es bueno",
        "equal": "igual",
        "yes": "sí",
        "no": "no",
        "numbers": [
            "cinco",
            "seis",
            "cuatro",
            "cuarenta y nueve",
            "cuarenta y ocho",
            "nueve, seis",
            "siete, cinco",
        ],
        "K": "R",
        "Q": "D",
        "hearts": "C",
        "spades marriage": "y:mP",
        "four aces": "e:cuatro ases",
        "royal marriage": "Ann las cuarenta",
        "ten": "diez",
        "fours": ("e:secuencia", "e:cuatro ases", "e:4R", "e:4D", "e:4J"),
        "fours 2": ("y:seq", "y:4A", "y:cuatro reyes", "y:4Q"),
        "200": "doscientos",
        "40": "cuarenta",
    },
    "fr": {
        "game": "Jeu ?",
        "rules": "Règles ?",
        "first": "Nom du premier joueur ?",
        "second": "Nom du deuxième joueur ?",
        "dealer": "Qui donne le premier ?",
        "blanche": "Cartes blanches ?",
        "exchange": "Écart, le premier d'abord ?",
        "point": "Point de {who} ?",
        "three": "{who} : bon, pas bon ou égal ?",
        "two": "{who} : bon ou pas bon ?",
        "makes": "vaut combien ?",
        "sequence": "{who} : séquence ?",
        "sequences": "{who} : séquences ?",
        "other sequences": "Autres séquences de {who} ?",
        "set": "{who} : quatorze ou brelan ?",
        "sets": "{who} : quatorzes et brelans ?",
        "other sets": "Autres quatorzes et brelans de {who} ?",
        "tricks": "Levées, e ou y chacune ?",
        "save": "[O/n]",
        "saved": "Enregistré : ",
        "last trick rule": "Quelle levée vaut 10 comme dernière ?",
        "trumps": "Atout ?",
        "seven": "La retourne est-elle un sept",
        "declaration": "Annonce ?",
        "last trick": "Qui a fait la dernière levée ?",
        "brisques": "Brisques de {who}",
        "turn-up": "La retourne était-elle le 10 de cœur ?",
        "irregular": "Un joueur a-t-il été trouvé",
        "meld": "Annonce ?",
        "card points": "Points de cartes",
        "last": "Dernière levée ?",
        "good": "bon",
        "not good": "pas bon",
        "equal": "égal",
        "yes": "oui",
        "no": "non",
        "numbers": ["cinq", "six", "quatre", "quarante-neuf", "quarante-huit", "neuf, six", "sept, cinq"],
        "K": "R",
        "Q": "D",
        "hearts": "C",
        "spades marriage": "y:mP",
        "four aces": "e:quatre as",
        "royal marriage": "e:mariage d'atout",
        "ten": "dix",
        "fours": ("e:séquence", "e:quatre as", "e:4R", "e:4D", "e:4V"),
        "fours 2": ("y:seq", "y:4A", "y:quatre rois", "Ann: quatre dames"),
        "200": "deux cents",
        "40": "quarante",
    },
}


def piquet(lang: str) -> Script:
    """test_play_terminal's six deals, asked and answered in ``lang``."""
    w = WORDS[lang]
    five, six, four, f49, f48, play, won = w["numbers"]
    good, not_good, equal, k, q = w["good"], w["not good"], w["equal"], w["K"], w["Q"]

    def ask(key: str, who: str = "") -> str:
        return str(w[key]).format(who=who)

    def deal(elder: str, younger: str, steps: Script) -> Script:
        return [(ask("blanche"), steps[0][1]), (ask("exchange"), steps[1][1]), *steps[2:]]

    start: Script = [(ask("game"), ""), (ask("rules"), ""), (ask("first"), "Ann"), (ask("second"), "Bob")]
    start += [(ask("dealer"), "Bob")]
    a, b = "Ann", "Bob"
    deals: list[Script] = [
        [
            (None, ""),
            (None, ""),
            (ask("point", a), five),
            (ask("three", b), equal),
            (ask("makes"), f49),
            (ask("three", b), good.upper()),
            (ask("sequence", a), four),
            (ask("three", b), good),
            (ask("other sequences", a), ""),
            (ask("set", a), "3"),
            *([(ask("two", b), "3K")] if lang == "pt" else []),  # K is no Portuguese rank: refused
            (ask("two", b), f"14 10, 3{q}"),
            (ask("tricks"), "eeeeeyyyyyee"),
        ],
        [
            (None, ""),
            (None, ""),
            (ask("point", b), six),
            (ask("three", a), good),
            (ask("sequence", b), five),
            (ask("three", a), good),
            (ask("other sequences", b), ""),
            (ask("set", b), "14A"),
            (ask("two", a), good),
            (ask("other sets", b), f"3{k}"),
            (ask("tricks"), "eeeeeeeeyyyy"),
        ],
        [
            (None, ""),
            (None, ""),
            (ask("point", a), five),
            (ask("three", b), equal),
            (ask("makes"), f48),
            (ask("three", b), equal),
            (ask("sequence", a), ""),
            (ask("sequences", b), f"3{q}"),
            (ask("other sequences", b), ""),
            (ask("set", a), f"3{k}"),
            (ask("two", b), "x"),  # no answer: said why, asked again
            (ask("two", b), good),
            (ask("other sets", a), ""),
            (ask("tricks"), "eyeyeyeyeyey"),
        ],
        [
            (None, "y"),
            (None, "4,4"),
            (ask("point", b), five),
            (ask("three", a), not_good),
            (ask("point", a), six),
            (ask("sequence", b), f"4{k}"),
            (ask("three", a), good),
            (ask("other sequences", b), ""),
            (ask("set", b), ""),
            (ask("sets", a), ""),
            (ask("tricks"), "yyyyyyyyyyyy"),
        ],
        [
            (None, ""),
            (None, ""),
            (ask("point", a), five),
            (ask("three", b), good),
            (ask("sequence", a), five),
            (ask("three", b), good),
            (ask("other sequences", a), ""),
            (ask("set", a), "3"),
            (ask("two", b), good),
            (ask("other sets", a), ""),
            (ask("tricks"), "eeeeeeeyyyyy"),
        ],
        [
            (None, ""),
            (None, ""),
            (ask("point", b), four),
            (ask("three", a), good),
            (ask("sequence", b), ""),
            (ask("sequences", a), ""),
            (ask("set", b), ""),
            (ask("sets", a), f"14{q}"),
            (ask("other sets", a), ""),
            (ask("tricks"), "p"),
            (None, play),  # the play's points and the tricks won: typed at once, as a player says them
            (None, won),
        ],
    ]
    script = start
    for number, steps in enumerate(deals, start=1):
        elder, younger = (a, b) if number % 2 else (b, a)
        script += deal(elder, younger, steps) + [(ask("save"), w["yes"] if number % 2 else "")]
    return script


def bezique(lang: str) -> Script:
    w = WORDS[lang]
    return [
        (str(w["game"]), "bezique"),
        (str(w["rules"]), ""),
        (str(w["last trick rule"]), ""),
        (str(w["first"]), "Ann"),
        (str(w["second"]), "Bob"),
        (str(w["dealer"]), "Bob"),
        *([(str(w["trumps"]), "?")] if lang == "pt" else []),
        (str(w["trumps"]), "H"),  # the English letter: refused in the language, asked again
        (str(w["trumps"]), str(w["hearts"])),
        (str(w["seven"]), str(w["no"])),
        *([(str(w["declaration"]), "?")] if lang == "pt" else []),
        (str(w["declaration"]), str(w["four aces"])),
        (str(w["declaration"]), "e:seq"),
        (str(w["declaration"]), str(w["royal marriage"])),
        *([(str(w["declaration"]), "y:mS")] if lang == "pt" else []),  # S: no Portuguese suit
        (str(w["declaration"]), str(w["spades marriage"])),
        (str(w["declaration"]), ""),
        (str(w["last trick"]), "e"),
        (str(w["brisques"]).format(who="Ann"), str(w["ten"])),
        (str(w["brisques"]).format(who="Bob"), ""),
        (str(w["save"]), str(w["yes"])),
    ]


def pinochle(lang: str) -> Script:
    w = WORDS[lang]
    script: Script = [
        (str(w["game"]), "pinochle"),
        (str(w["rules"]), ""),
        (str(w["first"]), "Ann"),
        (str(w["second"]), "Bob"),
        (str(w["dealer"]), "Bob"),
    ]
    for fours, points, last in ((w["fours"], w["200"], "e"), (w["fours 2"], w["40"], "y")):
        script += [
            (str(w["trumps"]), str(w["hearts"])),
            (str(w["turn-up"]), str(w["no"])),
            (str(w["irregular"]), ""),
        ]
        asks = [(str(w["meld"]), "?"), (str(w["card points"]), "?")] if lang == "pt" and last == "e" else []
        script += asks[:1] + [(str(w["meld"]), meld) for meld in fours] + [(str(w["meld"]), "")] + asks[1:]
        script += [
            (str(w["card points"]), str(points)),
            (str(w["last"]), last),
            (str(w["save"]), str(w["yes"])),
        ]
    return script


ENGLISH = {
    "piquet": [a for _, a in START] + [a for answers, _ in DEALS for _, a in answers],
    "bezique": [
        "bezique",
        "",
        "",
        "Ann",
        "Bob",
        "Bob",
        "H",
        "n",
        "e:4A",
        "e:seq",
        "e:rm",
        "y:mS",
        "",
        "e",
        "10",
        "",
        "",
    ],
    "pinochle": ["pinochle", "", "Ann", "Bob", "Bob"]
    + ["H", "n", "", "e:seq", "e:4A", "e:4K", "e:4Q", "e:4J", "", "200", "e", ""]
    + ["H", "n", "", "y:seq", "y:4A", "y:4K", "y:4Q", "", "40", "y", ""],
}
TOTALS = {"piquet": "Ann 208, Bob 189", "bezique": "Ann 500, Bob 80", "pinochle": "Ann 1240, Bob 80"}
SCRIPTS = {"piquet": piquet, "bezique": bezique, "pinochle": pinochle}
REFUSED = {  # a refusal said in the language, where a script answers wrong on purpose
    "pt": "'H' é um naipe inglês",
    "es": "'H' es un palo inglés",
    "fr": "'H' est une couleur anglaise",
}


# Said in Portuguese where its script asks for it: the deal's header, the refusals of an English
# letter, what ``?`` shows (the cards and codes in Portuguese letters, with their symbols), each
# declaration or meld said back in Portuguese with its cards.
PORTUGUESE = {
    "piquet": [
        "Mão 1 de 6: Bob dá as cartas; Ann é mão maior, Bob mão menor.",
        "'3K': 'K' é uma letra inglesa; em português os valores são 7 8 9 10 V D R A.",
    ],
    "bezique": [
        "Mão 1: Bob dá as cartas; Ann é mão maior, Bob mão menor.",
        "E C O P (espadas copas ouros paus) ou ♠ ♥ ♦ ♣",
        "o casamento real, R D de trunfo; seq 250 a sequência, A 10 R D V de trunfo",
        "bezique, D♠ V♦",
        "mE mC mO mP 20 um casamento",
        "4A 100, 4R 80, 4D 60, 4V 40",
        "'mS': 'S' é um naipe inglês",
        "e:4A quatro ases (A♠ A♥ A♣ A♦): 100 — Ann 100, Bob 0 nesta mão",
        "e:rm casamento real (R♥ D♥): 40 — Ann 390, Bob 0 nesta mão",
        "y:mE casamento em espadas (R♠ D♠): 20 — Ann 390, Bob 20 nesta mão",
    ],
    "pinochle": [
        "Mão 1: Bob dá as cartas; Ann é mão maior, Bob mão menor.",
        "Mão 2: Ann dá as cartas; Bob é mão maior, Ann mão menor.",
        "pinocle (D♠ V♦) 40",
        "mE mC mO mP casamento num naipe que não é trunfo 20",
        "4A 100, 4R 80, 4D 60, 4V 40",
        "A 11, 10 10, R 4, D 3, V 2, 9 0",
        "e:4R quatro reis (R♠ R♥ R♣ R♦): 80 — Ann 330, Bob 0 nesta mão",
    ],
}


def timeless(path: Path) -> str:
    return re.sub(r'(created|saved_on|begun_on) = "[^"]*"', r'\1 = ""', path.read_text(encoding="utf-8"))


def spawn(home: Path, lang: str) -> pexpect.spawn:
    home.mkdir(parents=True)
    env = dict(os.environ, PIQUET_HOME=str(home), NO_COLOR="1", COLUMNS="100", PIQUET_LANG=lang)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", "play"],
        env=env,
        encoding="utf-8",
        timeout=10,
        dimensions=(40, 100),
    )
    child.delaybeforesend = None  # each answer is sent once its question is on the screen
    return child


def answer_all(child: pexpect.spawn, script: Script) -> str:
    """Every answer of the partie, each once its question is asked; what was said, to the end."""
    said = []
    for question, typed in script:
        if question is not None:
            child.expect_exact(question)
            said.append(child.before + question)
        child.sendline(typed)
    child.expect(pexpect.EOF)
    said.append(child.before)
    child.close()
    assert child.exitstatus == 0, said[-1][-500:]
    return " ".join("".join(said).split())


def test_a_whole_partie_of_each_game_in_portuguese_spanish_and_french_saves_the_english_file(
    tmp_path: Path, answer: Answer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    began = time.perf_counter()
    parties = [(game, lang) for game in SCRIPTS for lang in WORDS]
    children = {(game, lang): spawn(tmp_path / f"{game}-{lang}", lang) for game, lang in parties}
    try:
        english = {}
        for game, answers in ENGLISH.items():  # in-process, while the nine start
            home = tmp_path / f"{game}-en"
            home.mkdir()
            monkeypatch.setenv("PIQUET_HOME", str(home))
            answer(answers)
            run(None)
            assert TOTALS[game] in " ".join(capsys.readouterr().out.split()), game
            [path] = list(home.glob("*.toml"))
            assert read_partie(path).view.finished, game
            english[game] = timeless(path)
        for game, lang in parties:
            said = answer_all(children[game, lang], SCRIPTS[game](lang))
            assert TOTALS[game] in said, (game, lang)
            if game == "bezique":
                assert REFUSED[lang] in said, lang
            if lang == "pt":
                for words in PORTUGUESE[game]:
                    assert words in said, (game, words)
                assert "this hand" not in said, game
            [path] = list((tmp_path / f"{game}-{lang}").glob("*.toml"))
            assert timeless(path) == english[game], (game, lang)
    finally:
        for child in children.values():
            child.close(force=True)
    print(f"nine parties in {time.perf_counter() - began:.2f} s")
