"""The commands' own sentences in the table's language (issue 23): what new, deal, undo and edit
say they saved, took back or refuse, a deal's word with its gender (Mão 1 gravada, Reparto 1
guardado, Donne 1 enregistrée), a score card's faults for import, the name and stake refusals —
each against the sentence written out by hand, and the English unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest
from lang_support import piquet

from piquet_cli import i18n


@pytest.fixture
def partie(tmp_path: Path) -> str:
    path = str(tmp_path / "p.toml")
    piquet("new", "Ann", "Bob", "--dealer", "Bob", "--file", path)
    return path


SAVED = {  # Cavendish's deal by its totals: Ann (elder) 28, Bob 23
    "en": ("Deal 1 saved", "Partie: Ann 28, Bob 23.", "Deal 1 taken back."),
    "pt": ("Mão 1 gravada", "Partie: Ann 28, Bob 23.", "Mão 1 desfeita."),
    "es": ("Reparto 1 guardado", "Partie: Ann 28, Bob 23.", "Reparto 1 deshecho."),
    "fr": ("Coup 1 enregistré", "Partie : Ann 28, Bob 23.", "Coup 1 repris."),
}


@pytest.mark.parametrize("lang", sorted(SAVED))
def test_a_deal_saved_and_taken_back_is_said_in_the_language(lang: str, partie: str) -> None:
    saved, totals, taken = SAVED[lang]
    shown = piquet("--lang", lang, "deal", "--file", partie, "--totals", "28,23", "--yes")
    assert saved in shown and totals in shown
    assert taken in piquet("--lang", lang, "undo", "--file", partie, "--yes")


NOTHING_TO_UNDO = {
    "en": "has no deal to take back.",
    "pt": "não tem mão para desfazer.",
    "es": "no tiene reparto que deshacer.",
    "fr": "n'a pas de coup à reprendre.",
}


@pytest.mark.parametrize("lang", sorted(NOTHING_TO_UNDO))
def test_nothing_to_take_back_is_refused_in_the_language(lang: str, partie: str) -> None:
    assert NOTHING_TO_UNDO[lang] in piquet("--lang", lang, "undo", "--file", partie, "--yes", code=1)


def test_a_bezique_hand_has_its_own_gender(tmp_path: Path) -> None:
    path = str(tmp_path / "b.toml")
    piquet("new", "Ann", "Bob", "--game", "bezique", "--dealer", "Bob", "--file", path)
    assert "no tiene mano que deshacer." in piquet("--lang", "es", "undo", "--file", path, "--yes", code=1)
    assert "n'a pas de donne à reprendre." in piquet("--lang", "fr", "undo", "--file", path, "--yes", code=1)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "a player's name cannot be empty."),
        ("pt", "o nome de um jogador não pode ser vazio."),
        ("es", "el nombre de un jugador no puede estar vacío."),
        ("fr", "le nom d'un joueur ne peut pas être vide."),
    ],
)
def test_an_empty_name_is_refused_in_the_language(lang: str, said: str, tmp_path: Path) -> None:
    assert said in piquet("--lang", lang, "new", " ", "Bob", "--file", str(tmp_path / "x.toml"), code=2)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "row 3, column 1 (deal): expected deal 2, found '3'."),
        ("pt", "linha 3, coluna 1 (deal): esperava-se deal 2, encontrado '3'."),
        ("fr", "ligne 3, colonne 1 (deal) : attendu deal 2, trouvé '3'."),
    ],
)
def test_a_score_card_out_of_order_is_refused_in_the_language(lang: str, said: str, tmp_path: Path) -> None:
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob\n1,28,23\n3,10,40\n", encoding="utf-8")
    shown = piquet("--lang", lang, "import", str(card), "--file", str(tmp_path / "c.toml"), code=1)
    assert said in shown


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "'ten' is not an amount of money; write a plain number such as 1, 0.50 or 10."),
        ("es", "'ten' no es una cantidad de dinero; escriba un número simple, como 1, 0.50 o 10."),
    ],
)
def test_a_stake_that_is_no_money_is_refused_in_the_language(lang: str, said: str) -> None:
    assert said in piquet("--lang", lang, "ledger", "--stake", "ten", code=2)


def test_the_rules_offered_at_the_table_end_with_the_language_s_or() -> None:
    from piquet_cli.games import get_game

    game = get_game("piquet")
    assert game._rule_forms().endswith("four-hand or chouette")  # type: ignore[attr-defined]
    i18n.use("pt")
    try:
        assert game._rule_forms().endswith("four-hand ou chouette")  # type: ignore[attr-defined]
    finally:
        i18n.use("en")


def test_the_deal_to_come_at_three_is_said_in_the_language_and_kept_english_in_the_json(
    tmp_path: Path,
) -> None:
    path = str(tmp_path / "t.toml")
    piquet("new", "Ann", "Bob", "Cal", "--rules", "three-hand", "--dealer", "Cal", "--file", path)
    hand = ["--tricks", "1231231231", "--point", "-;-;-", "--seq", "-;-;-", "--sets", "-;-;-", "--yes"]
    piquet("deal", "--file", path, *hand)  # Cal dealt the first: Ann deals the second, Bob is eldest
    assert "A seguir: mão 2. Ann dá as cartas; Bob é o primeiro, Cal o segundo." in piquet(
        "--lang", "pt", "show", "--file", path
    )
    assert "Ensuite : coup 2. Ann donne ; Bob est premier, Cal second." in piquet(
        "--lang", "fr", "show", "--file", path
    )
    assert piquet("--lang", "pt", "show", "--json", "--file", path) == piquet(
        "show", "--json", "--file", path
    )


def test_three_hand_s_standing_and_rulings_in_force_are_said_in_the_language(tmp_path: Path) -> None:
    from piquet_cli.games.piquet.three_hand_calls import ORDER_OF_CALLS
    from piquet_cli.games.piquet.three_hand_seam import FINISH_DEALER

    path = str(tmp_path / "t.toml")
    piquet("new", "Ann", "Bob", "Cal", "--rules", "three-hand", "--dealer", "Cal", "--file", path)
    hand = ["--tricks", "1231231231", "--point", "-;-;-", "--seq", "-;-;-", "--sets", "-;-;-", "--yes"]
    piquet("deal", "--file", path, *hand)  # Ann 18 (elder leads all her 4 tricks and wins the cards)
    english = piquet("show", "--file", path)
    assert f"Order of calls: {ORDER_OF_CALLS}, eldest first" in english  # the keeper's rulings, one truth
    assert f"the deal goes on {FINISH_DEALER}, the keeper's ruling" in english
    shown = piquet("--lang", "pt", "show", "--file", path)
    assert "Ann 18, Bob 6, Cal 6: os três continuam até 100." in shown
    assert "Ordem dos cantos: a ordem de jogo, o primeiro à frente e o carteador por último" in shown
