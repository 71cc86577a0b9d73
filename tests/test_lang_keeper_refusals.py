"""Bezique's, Pinochle's and the scorebook's own refusals in the table's language (issue 23): a
hand after a Bezique game's end, a Pinochle withdrawal by no player of the game and a hand after
one, a file's rule the game has not, a meld of the other game, an old rule set's name, a byte
that is not UTF-8, a draft that is not one, a partie file that is there first — each against the
sentence written out by hand, and the English unchanged."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from lang_support import piquet

from piquet_cli.scorebook import draft

HEAD = 'format = 2\nplayers = ["Ann", "Bob"]\nfirst_dealer = "Bob"\ncreated = "2026-12-02T16:40:00+00:00"\n'
BEZIQUE = HEAD + 'game = "bezique"\nrules = "match"\nlast_trick_rule = "{last}"\n'
WON_AT_ONCE = "\n[[deals]]\ntotals = [500, 100]\n"  # Ann 500 and ahead after the first hand: over
PINOCHLE = HEAD + 'game = "pinochle"\nrules = "ten"\ndeals = [\n    {{ withdrawn = "{who}" }},{more}\n]\n'


def partie_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "p.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        (
            "en",
            "deal 2: the game ended after hand 1 (won on the first hand (400 and ahead)); there is no hand 2.",
        ),
        (
            "pt",
            "mão 2: o jogo acabou depois da mão 1 (ganhou na primeira mão (400 e à frente)); não há mão 2.",
        ),
        (
            "es",
            (
                "reparto 2: la partida terminó tras la mano 1 (ganó en la primera mano (400 y por delante)); "
                "no hay mano 2."
            ),
        ),
        (
            "fr",
            (
                "coup 2 : la partie a fini après la donne 1 (a gagné à la première donne (400 et en tête)) ; "
                "il n'y a pas de donne 2."
            ),
        ),
    ],
)
def test_a_hand_after_a_bezique_game_is_over_is_refused_in_the_language(
    lang: str, refusal: str, tmp_path: Path
) -> None:
    path = partie_file(tmp_path, BEZIQUE.format(last="final") + WON_AT_ONCE * 2)
    assert refusal in piquet("--lang", lang, "show", "--file", path, code=1)


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        (
            "en",
            (
                'last_trick_rule = "sometimes": the last trick is final (the 32nd trick) or stock (the 24th, '
                "the last before the stock runs out)."
            ),
        ),
        (
            "pt",
            (
                'last_trick_rule = "sometimes": a última vaza é final (a 32.ª vaza) ou stock (a 24.ª, a última '
                "antes de o monte acabar)."
            ),
        ),
        (
            "es",
            (
                'last_trick_rule = "sometimes": la última baza es final (la 32.ª baza) o stock (la 24.ª, la '
                "última antes de acabarse el monte)."
            ),
        ),
        (
            "fr",
            (
                'last_trick_rule = "sometimes" : la dernière levée est final (la 32e levée) ou stock (la 24e, '
                "la dernière avant l'épuisement du talon)."
            ),
        ),
    ],
)
def test_a_bezique_files_unknown_last_trick_rule_is_refused_in_the_language(
    lang: str, refusal: str, tmp_path: Path
) -> None:
    path = partie_file(tmp_path, BEZIQUE.format(last="sometimes"))
    assert refusal in piquet("--lang", lang, "show", "--file", path, code=1)


@pytest.mark.parametrize(
    ("lang", "not_a_player", "after"),
    [
        (
            "en",
            "deal 1, withdrawn: 'Cal' is not a player of this game; they are Ann and Bob.",
            "hand 2: the game ended when Ann withdrew in hand 1; nothing comes after a withdrawal.",
        ),
        (
            "pt",
            "mão 1, withdrawn: 'Cal' não é um jogador deste jogo; os jogadores são Ann e Bob.",
            "mão 2: o jogo acabou quando Ann desistiu na mão 1; nada vem depois de uma desistência.",
        ),
        (
            "es",
            "reparto 1, withdrawn: 'Cal' no es un jugador de esta partida; los jugadores son Ann y Bob.",
            "mano 2: el juego terminó cuando Ann se retiró en la mano 1; nada viene después de una retirada.",
        ),
        (
            "fr",
            "coup 1, withdrawn : 'Cal' n'est pas un joueur de cette partie ; les joueurs sont Ann et Bob.",
            "donne 2 : le jeu a fini quand Ann a abandonné à la donne 1 ; rien ne vient après un abandon.",
        ),
    ],
)
def test_a_pinochle_withdrawal_is_refused_in_the_language(
    lang: str, not_a_player: str, after: str, tmp_path: Path
) -> None:
    nobody = partie_file(tmp_path, PINOCHLE.format(who="Cal", more=""))
    assert not_a_player in piquet("--lang", lang, "show", "--file", nobody, code=1)
    later = partie_file(tmp_path, PINOCHLE.format(who="Ann", more="\n    { totals = [10, 20] },"))
    assert after in piquet("--lang", lang, "show", "--file", later, code=1)


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        (
            "en",
            (
                "'bz': bezique is Bezique's; Pinochle's Q♠ J♦ is the pinochle, pin; melds are dix, mS mH mD mC "
                "(or m♠ m♥ m♦ m♣), rm, seq, pin, 4A 4K 4Q 4J."
            ),
        ),
        (
            "pt",
            (
                "'bz': o bezique é do Bezique; o D♠ V♦ do Pinochle é o pinocle, pin; os acuses são dix, "
                "mE mC mO mP (ou m♠ m♥ m♦ m♣), rm, seq, pin, 4A 4R 4D 4V."
            ),
        ),
        (
            "es",
            (
                "'bz': el bezique es del Bezique; la D♠ J♦ del Pinochle es el pinochle, pin; las declaraciones "
                "son dix, mP mC mD mT (o m♠ m♥ m♦ m♣), rm, seq, pin, 4A 4R 4D 4J."
            ),
        ),
        (
            "fr",
            (
                "'bz' : le bésigue est du Bésigue ; la D♠ V♦ du pinochle est le pinochle, pin ; les annonces "
                "sont dix, mP mC mK mT (ou m♠ m♥ m♦ m♣), rm, seq, pin, 4A 4R 4D 4V."
            ),
        ),
    ],
)
def test_a_bezique_meld_at_pinochle_is_refused_in_the_language(lang: str, refusal: str) -> None:
    said = piquet("--lang", lang, "rule", "--game", "pinochle", "--melded", "e:bz", code=2)
    assert refusal in said


@pytest.mark.parametrize(
    ("lang", "note"),
    [
        ("en", "--rules seed is read as ten, the name of those rules now."),
        ("pt", "--rules seed lê-se como ten, o nome atual dessas regras."),
        ("es", "--rules seed se lee como ten, el nombre actual de esas reglas."),
        ("fr", "--rules seed se lit comme ten, le nom actuel de ces règles."),
    ],
)
def test_an_old_rule_sets_name_is_said_as_read_in_the_language(lang: str, note: str) -> None:
    said = piquet(
        "--lang", lang, "rule", "--game", "pinochle", "--rules", "seed", "--trumps", "♥", "--melded", "e:rm"
    )
    assert note in said


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        ("en", "p.toml:2:1: byte 0xff is not UTF-8 text: not a partie file, or not saved as UTF-8."),
        (
            "pt",
            "p.toml:2:1: o byte 0xff não é texto UTF-8: não é um arquivo de partie, ou não foi gravado como UTF-8.",
        ),
        (
            "es",
            "p.toml:2:1: el byte 0xff no es texto UTF-8: no es un archivo de partie, o no se guardó como UTF-8.",
        ),
        (
            "fr",
            (
                "p.toml:2:1 : l'octet 0xff n'est pas du texte UTF-8 : ce n'est pas un fichier de partie, ou il "
                "n'a pas été enregistré en UTF-8."
            ),
        ),
    ],
)
def test_a_byte_that_is_not_utf8_is_refused_in_the_language(lang: str, refusal: str, tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_bytes(b"format = 2\n\xff\n")  # line 2, column 1
    assert refusal in piquet("--lang", lang, "show", "--file", str(path), code=1)


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        ("en", "p.toml already exists; nothing was saved."),
        ("pt", "p.toml já existe; nada foi guardado."),
        ("es", "p.toml ya existe; no se guardó nada."),
        ("fr", "p.toml existe déjà ; rien n'a été enregistré."),
    ],
)
def test_a_partie_file_there_first_is_refused_in_the_language(
    lang: str, refusal: str, tmp_path: Path
) -> None:
    path = str(tmp_path / "p.toml")
    piquet("new", "Ann", "Bob", "--dealer", "Bob", "--file", path)
    assert refusal in piquet("--lang", lang, "new", "Ann", "Bob", "--file", path, code=1)


@pytest.mark.parametrize(
    ("lang", "problem"),
    [
        ("en", "is not a draft the keeper can read (cut off or changed by hand)"),
        ("pt", "não é um rascunho que o marcador consiga ler (cortado ou alterado à mão)"),
        ("es", "no es un borrador que el marcador pueda leer (cortado o cambiado a mano)"),
        ("fr", "n'est pas un brouillon que le marqueur sache lire (coupé ou modifié à la main)"),
    ],
)
def test_a_draft_cut_off_is_refused_in_the_language(
    lang: str, problem: str, tmp_path: Path, speak: Callable[[str], None]
) -> None:
    partie = tmp_path / "p.toml"
    draft.path_of(partie).write_bytes(b'format = 1\ndeal = "')  # cut off in the middle of a string
    speak(lang)
    with pytest.raises(draft.DraftProblem) as refused:
        draft.read(partie)
    assert refused.value.message == f"{draft.path_of(partie)} {problem}"
