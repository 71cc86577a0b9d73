"""Rulings, refusals and the game layer's sentences in the language spoken (issue 23), and the
JSON of ``piquet rule`` the same in every language (docs/contract.md, "Languages").

The expected sentences are written by hand from the laws and the glossary (shared/GLOSSARY.md:
terça/tercera/tierce, quinta/quinte, trio/brelan, mão maior/menor, premier/second), not taken
from the keeper's output. In-process: typer's CliRunner, the language set as ``start`` sets it.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner, Result

from piquet_cli import i18n
from piquet_cli.cards import Rank
from piquet_cli.cli.app import app
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import RankSet, Sequence
from piquet_cli.said import Words, said, said_law

ENV = {"NO_COLOR": "1", "COLUMNS": "200"}
runner = CliRunner()


def rule(lang: str, *args: str) -> Result:
    i18n.use(lang)
    try:
        return runner.invoke(app, ["rule", *args], env=ENV)
    finally:
        i18n.use("en")


POINT = ("--elder-point", "5/48", "--younger-point", "5/49")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            (
                "Point: Younger's point of five making 49 is good against Elder's point of five making 48: "
                "of equal length, the higher count is good. Younger scores 5. (Law 62)"
            ),
        ),
        (
            "pt",
            (
                "Ponto: ponto de cinco fazendo 49 de Mão menor vale contra o ponto de cinco fazendo 48 de "
                "Mão maior: de igual comprimento, vale a contagem mais alta. Mão menor marca 5. (Lei 62)"
            ),
        ),
        (
            "es",
            (
                "Punto: punto de cinco haciendo 49 de Younger vale contra el punto de cinco haciendo 48 de "
                "Elder: de igual longitud, vale la cuenta más alta. Younger anota 5. (Ley 62)"
            ),
        ),
        (
            "fr",
            (
                "Point : point de cinq faisant 49 de Second vaut contre le point de cinq faisant 48 de "
                "Premier : à longueur égale, le plus fort total est bon. Second marque 5. (Loi 62)"
            ),
        ),
    ],
)
def test_a_point_ruling_is_said_in_the_language_with_its_law(lang: str, line: str) -> None:
    result = rule(lang, *POINT)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == line


@pytest.mark.parametrize(
    ("lang", "sequences", "sets"),
    [
        (
            "pt",
            (
                "Sequências: quinta maior de Mão maior vale contra a terça ao rei de Mão menor: vale a mais "
                "longa. Mão maior marca 15. (Lei 63)"
            ),
            (
                "Quatorzes e trios: quatorze de ases de Mão maior vale: Mão menor não declara quatorze nem "
                "trio. Mão maior marca 17: quatorze de ases 14 + trio de reis 3. (Lei 64)"
            ),
        ),
        (
            "es",
            (
                "Secuencias: quinta mayor de Elder vale contra la tercera al rey de Younger: vale la más "
                "larga. Elder anota 15. (Ley 63)"
            ),
            (
                "Quatorzes y tríos: quatorze de ases de Elder vale: Younger no declara quatorze ni trío. "
                "Elder anota 17: quatorze de ases 14 + trío de reyes 3. (Ley 64)"
            ),
        ),
        (
            "fr",
            (
                "Séquences : quinte majeure de Premier vaut contre la tierce au roi de Second : la plus "
                "longue est bonne. Premier marque 15. (Loi 63)"
            ),
            (
                "Quatorzes et brelans : quatorze d'as de Premier vaut : Second n'annonce ni quatorze ni "
                "brelan. Premier marque 17: quatorze d'as 14 + brelan de rois 3. (Loi 64)"
            ),
        ),
    ],
)
def test_sequences_and_sets_by_their_names_in_the_language(lang: str, sequences: str, sets: str) -> None:
    result = rule(
        lang,
        "--elder-seq",
        "5A",
        "--younger-seq",
        "3K" if lang == "es" else "3R",
        "--elder-sets",
        "14A,3" + ("K" if lang == "es" else "R"),
        "--younger-sets",
        "-",
    )
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert sequences in lines
    assert sets in lines


def test_the_json_of_rule_is_the_same_in_every_language() -> None:
    args = (*POINT, "--elder-seq", "5A", "--younger-seq", "4", "--tricks", "eeeeeeeeeeee", "--json")
    english = rule("en", *args)
    assert english.exit_code == 0, english.output
    assert '"reason": "Younger\'s point of five making 49 is good' in english.stdout
    for lang in ("pt", "es", "fr"):
        said_there = rule(lang, *args)
        assert said_there.exit_code == 0, said_there.output
        assert said_there.stdout == english.stdout, lang


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        ("en", "both points are of 5 cards: give the counts (e.g. 5/48) to say which is good."),
        ("pt", "os dois pontos são de 5 cartas: dê as contagens (p. ex. 5/48) para dizer qual vale."),
        ("es", "los dos puntos son de 5 cartas: dé las cuentas (p. ej. 5/48) para decir cuál vale."),
        (
            "fr",
            "les deux points sont de 5 cartes : donnez les totaux (p. ex. 5/48) pour dire lequel est bon.",
        ),
    ],
)
def test_a_refusal_of_rule_is_one_sentence_in_the_language(lang: str, refusal: str) -> None:
    result = rule(lang, "--elder-point", "5", "--younger-point", "5")
    assert result.exit_code == 2
    assert refusal in " ".join(result.output.split())
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("lang", "law"),
    [("en", "(Law 48)"), ("pt", "(Lei 48)"), ("es", "(Ley 48)"), ("fr", "(Loi 48)")],
)
def test_a_refusal_names_its_law_in_the_language(lang: str, law: str) -> None:
    result = rule(lang, "--elder-seq", "5", "--younger-seq", "5")
    assert result.exit_code == 2
    assert law in result.output


@pytest.mark.parametrize(
    ("lang", "law"),
    [
        ("en", "Laws 18, 61; Case XXI, at three"),
        ("pt", "Leis 18, 61; Caso XXI, a três"),
        ("es", "Leyes 18, 61; Caso XXI, a tres"),
        ("fr", "Lois 18, 61; Cas XXI, à trois"),
    ],
)
def test_the_laws_cited_are_said_in_the_language_and_a_book_is_kept(
    speak: object, lang: str, law: str
) -> None:
    i18n.use(lang)
    assert said_law("Laws 18, 61; Case XXI, at three") == law
    assert said_law("Foster's Complete Hoyle, Bézique") == "Foster's Complete Hoyle, Bézique"
    assert said_law("docs/bezique.md") == "docs/bezique.md"


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        (
            "en",
            [
                "tierce major",
                "quart minor",
                "quint to the king",
                "huitième major",
                "trio of aces",
                "quatorze of tens",
            ],
        ),
        (
            "pt",
            [
                "terça maior",
                "quarta menor",
                "quinta ao rei",
                "oitava maior",
                "trio de ases",
                "quatorze de dez",
            ],
        ),
        (
            "es",
            [
                "tercera mayor",
                "cuarta menor",
                "quinta al rey",
                "octava mayor",
                "trío de ases",
                "quatorze de dieces",
            ],
        ),
        (
            "fr",
            [
                "tierce majeure",
                "quatrième basse",
                "quinte au roi",
                "huitième majeure",
                "brelan d'as",
                "quatorze de dix",
            ],
        ),
    ],
)
def test_the_declarations_names(speak: object, lang: str, names: list[str]) -> None:
    held = [
        Sequence(3, Rank.ACE),
        Sequence(4, Rank.TEN),
        Sequence(5, Rank.KING),
        Sequence(8, Rank.ACE),
        RankSet(3, Rank.ACE),
        RankSet(4, Rank.TEN),
    ]
    i18n.use(lang)
    assert [said(h.describe()) for h in held] == names
    i18n.use("en")
    assert [str(h.describe()) for h in held] == [
        "tierce major",
        "quart minor",
        "quint to the king",
        "huitième major",
        "trio of aces",
        "quatorze of tens",
    ]


@pytest.mark.parametrize(
    ("lang", "verdict"),
    [
        (
            "en",
            "Why not: elder has declared double bezique, and a single bezique may not be taken out of a double",
        ),
        (
            "pt",
            "Porque não: mão maior declarou bezique duplo, e um bezique simples não pode sair de um duplo",
        ),
        ("es", "Por qué no: elder declaró bezique doble, y un bezique simple no puede sacarse de un doble"),
        (
            "fr",
            "Pourquoi pas : premier a annoncé double bésigue, et un bésigue simple ne peut être tiré d'un double",
        ),
    ],
)
def test_a_bezique_refusal_in_the_language(lang: str, verdict: str) -> None:
    result = rule(lang, "--game", "bezique", "--trumps", "♠", "--declared", "e:dbz e:bz")
    assert result.exit_code == 0, result.output
    assert verdict + " (docs/bezique.md)" in result.stdout.splitlines()


@pytest.mark.parametrize(
    ("lang", "warning"),
    [
        ("en", "Check: Elder's royal marriage needs the other K♥ and Q♥: those in Elder's sequence"),
        ("pt", "Verificar: casamento real de Mão maior precisa dos outros R♥ e D♥: os já acusados"),
        ("es", "Comprobar: matrimonio real de Elder necesita los otros R♥ y D♥: los ya declarados"),
        ("fr", "Vérifier : mariage d'atout de Premier demande les autres R♥ et D♥ : ceux déjà annoncés"),
    ],
)
def test_a_pinochle_check_warning_in_the_language(lang: str, warning: str) -> None:
    result = rule(lang, "--game", "pinochle", "--trumps", "♥", "--melded", "e:seq e:rm")
    assert result.exit_code == 0, result.output
    assert any(line.startswith(warning) for line in result.stdout.splitlines()), result.stdout


def test_words_are_english_in_the_str_and_said_in_the_language(speak: object) -> None:
    words = Words("Law {number}", number=62)
    i18n.use("pt")
    assert str(words) == "Law 62"
    assert said(words) == "Lei 62"
    assert said("Ann") == "Ann"  # a name is data
    with pytest.raises(BadValue):
        raise BadValue(str(words))


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        ("en", "no unfinished partie in the scorebook ("),
        ("pt", "nenhuma partie por acabar no registro ("),
        ("es", "ninguna partie sin terminar en el registro ("),
        ("fr", "aucune partie en cours dans le carnet ("),
    ],
)
def test_the_scorebook_refuses_in_the_language(lang: str, refusal: str) -> None:
    i18n.use(lang)
    try:
        result = runner.invoke(app, ["show"], env=ENV)
    finally:
        i18n.use("en")
    assert result.exit_code == 1
    assert refusal in " ".join(result.output.split())


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Next: deal 2. Bob deals; Ann is elder."),
        ("pt", "A seguir: mão 2. Bob dá as cartas; Ann é mão maior."),
        ("es", "Siguiente: reparto 2. Bob reparte; Ann es elder."),
        ("fr", "Ensuite : donne 2. Bob donne ; Ann est premier."),
    ],
)
def test_the_deal_to_come_is_said_in_the_language(speak: object, lang: str, line: str) -> None:
    from piquet_cli.games.match import next_words

    words = next_words(("Ann", "Bob"), 0, 2, "deal")  # Ann dealt the first: Bob deals the second
    assert str(words) == "Next: deal 2. Bob deals; Ann is elder."  # the English kept for the JSON
    i18n.use(lang)
    assert said(words) == line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "es",
            (
                "Punto: punto de cinco haciendo 49 de Puesto 2 vale contra punto de cinco haciendo 48 de Puesto 1. "
                "Puesto 2 anota 5. (Ley 62)"
            ),
        ),
        (
            "fr",
            (
                "Point : point de cinq faisant 49 de Place 2 vaut contre point de cinq faisant 48 de Place 1. "
                "Place 2 marque 5. (Loi 62)"
            ),
        ),
    ],
)
def test_a_three_hand_ruling_in_the_language(lang: str, line: str) -> None:
    result = rule(lang, "--rules", "three-hand", "--point", "5/48;5/49;-", "--tricks", "1231231231")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == line


@pytest.mark.parametrize(
    "args",
    [
        ("--game", "bezique", "--trumps", "♠", "--declared", "e:dbz e:bz"),
        ("--game", "pinochle", "--trumps", "♥", "--melded", "e:seq e:rm"),
        ("--rules", "three-hand", "--point", "5/48;5/49;-", "--tricks", "1231231231"),
    ],
)
def test_the_json_of_every_games_rule_is_the_same_in_every_language(args: tuple[str, ...]) -> None:
    english = rule("en", *args, "--json")
    assert english.exit_code == 0, english.output
    assert '"reason"' in english.stdout
    for lang in ("pt", "es", "fr"):
        assert rule(lang, *args, "--json").stdout == english.stdout, lang
