"""Three-hand and four-hand piquet at the table in Portuguese, Spanish and French (issue 23): the
walks ask in the language and read the answers as the table says them (a point in words, the
sequences and sets in the language's letters, the dealer's exchange in words), and give the
deal's facts the English answers give. The deals are test_piquet_three_hand_partie's 4-4-2
(Ann 14, Bob 8, Cal 3) and test_piquet_four_hand_seam's first deal."""

from __future__ import annotations

from typing import Any

import pytest

from piquet_cli import i18n
from piquet_cli.errors import BadValue
from piquet_cli.games import get_game
from piquet_cli.games.view import Partie


class Said:
    """A table whose answers are typed in order, read as a terminal reads them (the table's words
    in the language spoken); the questions asked and what is said are kept."""

    only_defaults = False

    def __init__(self, answers: list[str]) -> None:
        self.answers, self.asked, self.said = list(answers), list[str](), list[str]()

    def ask(self, question: str, parse: Any, forms: str, default: str | None = None) -> Any:
        while True:
            answer = self.answers.pop(0)
            self.asked.append(question)
            try:
                with i18n.at_the_table():
                    return parse(default if answer == "" and default is not None else answer)
            except BadValue as error:
                self.said.append(error.message)

    def say(self, text: str) -> None:
        self.said.append(text)

    def events(self, question: str, *args: Any, **kwargs: Any) -> Any:
        self.asked.append(question)
        assert self.answers.pop(0) == "", "these tables enter no event"
        return ()


THREE = Partie("piquet", ("Ann", "Bob", "Cal"), 2, "three-hand", {})  # Cal deals
THREE_ENGLISH = ["", "5/48", "4/39", "5/45", "4K", "3Q", "-", "", "3K", "3Q", "1", "1111222233"]
THREE_SAID = {
    "pt": ["", "cinco fazendo quarenta e oito", "4/39", "cinco fazendo quarenta e cinco", "4R", "3D", "-"]
    + ["", "3R", "3D", "um", "1111222233"],
    "es": ["", "cinco haciendo cuarenta y ocho", "cuatro haciendo treinta y nueve", "5/45", "4R", "3D", ""]
    + ["", "3R", "3D", "uno", "1111222233"],
    "fr": ["", "cinq faisant quarante-huit", "4/39", "cinq faisant quarante-cinq", "4R", "3D", "-"]
    + ["", "3R", "3D", "un", "1111222233"],
}
THREE_ASKED = {
    "pt": [
        "Carte blanche? números dos lugares, ou n (ou os totais da mão: 20,10,5)",
        "Ponto, Ann (primeiro)?",
        "Ponto, Bob (segundo)?",
        "Ponto, Cal (carteador)?",
        "Sequências, Ann (primeiro)?",
        "Sequências, Bob (segundo)?",
        "Sequências, Cal (carteador)?",
        "Quatorzes e trios, Ann (primeiro)?",
        "Quatorzes e trios, Bob (segundo)?",
        "Quatorzes e trios, Cal (carteador)?",
        "Troca, Cal (carteador)? 0 a 2",
        "Vazas, um número de lugar cada uma?",
    ],
    "es": [
        "¿Carte blanche? números de puesto, o n (o los totales del reparto: 20,10,5)",
        "¿Punto, Ann (mano)?",
        "¿Punto, Bob (segundo)?",
        "¿Punto, Cal (repartidor)?",
        "¿Secuencias, Ann (mano)?",
        "¿Secuencias, Bob (segundo)?",
        "¿Secuencias, Cal (repartidor)?",
        "¿Quatorzes y tríos, Ann (mano)?",
        "¿Quatorzes y tríos, Bob (segundo)?",
        "¿Quatorzes y tríos, Cal (repartidor)?",
        "¿Descarte, Cal (repartidor)? 0 a 2",
        "¿Bazas, un número de puesto cada una?",
    ],
    "fr": [
        "Cartes blanches ? numéros des places, ou n (ou les totaux du coup : 20,10,5)",
        "Point, Ann (premier) ?",
        "Point, Bob (second) ?",
        "Point, Cal (donneur) ?",
        "Séquences, Ann (premier) ?",
        "Séquences, Bob (second) ?",
        "Séquences, Cal (donneur) ?",
        "Quatorzes et brelans, Ann (premier) ?",
        "Quatorzes et brelans, Bob (second) ?",
        "Quatorzes et brelans, Cal (donneur) ?",
        "Écart, Cal (donneur) ? 0 à 2",
        "Levées, un numéro de place chacune ?",
    ],
}


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_a_three_hand_deal_asked_and_answered_in_the_language(speak: None, lang: str) -> None:
    game = get_game("piquet")
    english = game.walk(Said(THREE_ENGLISH), THREE, 1, None)
    i18n.use(lang)
    table = Said(THREE_SAID[lang])
    facts = game.walk(table, THREE, 1, None)
    assert table.asked == THREE_ASKED[lang]
    assert facts == english
    assert table.said[-1] == "Ann 14, Bob 8, Cal 3."  # worked out in test_piquet_three_hand_partie
    assert game.score(THREE._replace(deals=(facts,))).totals == {"Ann": 14, "Bob": 8, "Cal": 3}


def test_a_three_hand_answer_in_english_letters_is_refused_in_the_language(speak: None) -> None:
    i18n.use("pt")
    table = Said(["", "-", "-", "-", "4K", "4R", "-", "-", "", "", "", "", "1111222233"])
    get_game("piquet").walk(table, THREE, 1, None)
    assert "'4K': 'K' é uma letra inglesa; em português os valores são 7 8 9 10 V D R A." in table.said


FOUR = Partie("piquet", ("Ann", "Bob", "Cal", "Dee"), 3, "four-hand", {"target": 150})
FOUR_ENGLISH = ["n", "5/48", "4/39", "-", "-", "4K", "3Q", "3T", "-", "-", "-", "-", "3A", "12341234"]
FOUR_SAID = {
    "pt": ["n", "cinco fazendo quarenta e oito", "4/39", "-", "-", "4R", "3D", "3 10", "-", "-", "-", "-"]
    + ["3A", "12341234"],
    "es": ["n", "5/48", "cuatro haciendo treinta y nueve", "-", "-", "4R", "3D", "3 10", "-", "-", "-", "-"]
    + ["3A", "12341234"],
    "fr": ["n", "cinq faisant quarante-huit", "4/39", "-", "-", "4R", "3D", "3 10", "-", "-", "-", "-"]
    + ["3A", "12341234"],
}
FOUR_ASKED = {
    "pt": (
        "Ann (lugar 1), ponto?",
        "Dee (lugar 4), quatorzes e trios?",
        "Vazas, o lugar que ganhou cada uma",
    ),
    "es": (
        "¿Ann (puesto 1), punto?",
        "¿Dee (puesto 4), quatorzes y tríos?",
        "¿Bazas, el puesto que ganó cada una",
    ),
    "fr": (
        "Ann (place 1), point ?",
        "Dee (place 4), quatorzes et brelans ?",
        "Levées, la place qui a fait chacune",
    ),
}
IN_HAND = {"pt": "Em mão:", "es": "En mano:", "fr": "En main :"}


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_a_four_hand_deal_asked_and_answered_in_the_language(speak: None, lang: str) -> None:
    game = get_game("piquet")
    english = game.walk(Said(FOUR_ENGLISH), FOUR, 1, None)
    i18n.use(lang)
    table = Said(FOUR_SAID[lang])
    facts = game.walk(table, FOUR, 1, None)
    assert facts == english
    point, sets, tricks = FOUR_ASKED[lang]
    assert table.asked[1] == point and table.asked[12] == sets and table.asked[-1].startswith(tricks)
    assert any(line.startswith(IN_HAND[lang]) for line in table.said), table.said


@pytest.mark.parametrize(("lang", "none"), [("pt", "nenhum"), ("es", "Ninguno"), ("fr", "aucun")])
def test_none_said_in_the_language_is_no_call(speak: None, lang: str, none: str) -> None:
    """The 4-4-2 deal with Cal's sequences and Ann's sets said "none" in the language: the same facts."""
    game = get_game("piquet")
    english = game.walk(Said(THREE_ENGLISH), THREE, 1, None)
    four_english = game.walk(Said(FOUR_ENGLISH), FOUR, 1, None)
    i18n.use(lang)
    answers = list(THREE_SAID[lang])
    answers[6], answers[7] = none, none  # Cal's sequences, Ann's quatorzes and trios
    assert game.walk(Said(answers), THREE, 1, None) == english
    four = list(FOUR_SAID[lang])
    four[3] = none  # Cal's point
    assert game.walk(Said(four), FOUR, 1, None) == four_english


@pytest.mark.parametrize(("lang", "nobody"), [("pt", "ninguém"), ("es", "nadie"), ("fr", "personne")])
def test_pinochle_nobody_irregular_said_in_the_language(speak: None, lang: str, nobody: str) -> None:
    """Was a player found holding a wrong number of cards? "nobody" in the language: the hand is
    the one the English "n" gives (hearts trumps, no melds, card points 130 and the rest)."""
    game = get_game("pinochle")
    partie = Partie("pinochle", ("Ann", "Bob"), 1, "ten", {})
    english = game.walk(Said(["H", "n", "n", "", "130", "e"]), partie, 1, None)
    i18n.use(lang)
    table = Said(["C", "n", nobody, "", "130", "e"])
    assert game.walk(table, partie, 1, None) == english
    assert len(table.asked) == 6  # each question once: nothing refused


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("pt", "Nenhum jogador declara quatorze nem trio."),
        ("es", "Ningún jugador declara quatorze ni trío."),
        ("fr", "Aucun joueur n'annonce ni quatorze ni brelan."),
    ],
)
def test_a_ruling_s_reason_said_at_the_table_is_in_the_language(
    speak: Any, capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    """The two-hand walk says a category nobody called by its ruling's reason, a ``Words``: the
    table said it in English ("Neither player calls a quatorze or trio.") in every language."""
    from piquet_cli.cli.table import say
    from piquet_cli.i18n import N_
    from piquet_cli.said import Words

    speak(lang)
    say(Words(N_("Neither player calls a quatorze or trio.")))
    assert capsys.readouterr().out.strip() == said
