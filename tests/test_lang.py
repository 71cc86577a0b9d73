"""The keeper's languages (issue 23; docs/contract.md, "Languages"): which one is spoken, the
table's words read in it (card letters, answers to a call, number words), and its catalogue.

In Portuguese, Spanish and French ``C`` is hearts (copas, corazones, cœur): ``AC`` is the ace
of hearts there, and an English suit letter is refused with a sentence naming the
language's letters, never read silently as another card. A partie file keeps the English
notation whatever the language.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_cli import i18n
from piquet_cli.cards import Card, Rank, Suit, format_cards, parse_cards
from piquet_cli.errors import BadValue
from piquet_cli.games.choice import yes_no
from piquet_cli.games.piquet.answers import Answer, parse_answer
from piquet_cli.games.piquet.dialogue.words import read_answer
from piquet_cli.games.spoken import numbers, spoken_point, spoken_sequence

LOCALE = Path(i18n.__file__).parent / "locale"
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


# --- which language ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "env", "lang", "rest"),
    [
        ([], {}, "en", []),
        (["--lang", "pt", "show"], {}, "pt", ["show"]),
        (["show", "--json", "--lang", "es"], {}, "es", ["show", "--json"]),
        (["--lang=fr", "--help"], {}, "fr", ["--help"]),
        (["deal", "--help", "--lang", "FR"], {"PIQUET_LANG": "pt"}, "fr", ["deal", "--help"]),
        (["show"], {"PIQUET_LANG": "pt", "LANG": "fr_FR.UTF-8"}, "pt", ["show"]),
        (["show"], {"LANGUAGE": "de:es", "LANG": "fr_FR.UTF-8"}, "es", ["show"]),
        (["show"], {"LC_ALL": "pt_BR.UTF-8", "LANG": "fr_FR.UTF-8"}, "pt", ["show"]),
        (["show"], {"LC_MESSAGES": "fr_CA", "LANG": "es_ES"}, "fr", ["show"]),
        (["show"], {"LANG": "es_AR.UTF-8"}, "es", ["show"]),
        (["show"], {"LANG": "C.UTF-8"}, "en", ["show"]),
        (["show"], {"LANGUAGE": "de", "LANG": "pt_PT"}, "en", ["show"]),  # the first set decides
        (["show"], {"PIQUET_LANG": "", "LANG": "pt_PT"}, "pt", ["show"]),
        (["edit", "--", "--lang", "pt"], {}, "en", ["edit", "--", "--lang", "pt"]),
    ],
)
def test_the_language_and_where_it_comes_from(
    argv: list[str], env: dict[str, str], lang: str, rest: list[str]
) -> None:
    assert i18n.choose(argv, env) == (lang, rest)


@pytest.mark.parametrize(
    ("argv", "env", "said"),
    [
        (["--lang", "de", "show"], {}, "--lang takes pt, es, fr or en, not 'de'."),
        (["show", "--lang"], {}, "--lang takes a language: pt, es, fr or en."),
        (["show"], {"PIQUET_LANG": "klingon"}, "PIQUET_LANG takes pt, es, fr or en, not 'klingon'."),
    ],
)
def test_a_language_the_keeper_does_not_speak_is_refused_in_one_sentence(
    argv: list[str], env: dict[str, str], said: str
) -> None:
    with pytest.raises(i18n.BadLanguage) as refused:
        i18n.choose(argv, env)
    assert str(refused.value) == said


def test_a_bad_lang_stops_the_command_with_exit_2_before_anything_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "piquet_cli", "show", "--lang", "de"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (
        2,
        "",
        "piquet: --lang takes pt, es, fr or en, not 'de'.\n",
    )


def test_english_reads_no_catalogue_and_another_language_reads_its_own_once() -> None:
    code = (
        "import sys; from piquet_cli import i18n; i18n._('Who deals first?'); "
        "print('gettext' in sys.modules); i18n.use('pt'); print(i18n._('Who deals first?')); "
        "first = i18n._catalogue; i18n._('Save {what}?'); print(first is i18n._catalogue)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.splitlines() == ["False", "Quem dá as cartas primeiro?", "True"]


# --- the cards --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "cards"),
    [
        (
            "pt",
            "AC RE 10O VP 7♣",
            [
                Card(Rank.ACE, H),
                Card(Rank.KING, S),
                Card(Rank.TEN, D),
                Card(Rank.KNAVE, C),
                Card(Rank.SEVEN, C),
            ],
        ),
        ("pt", "dc ae", [Card(Rank.QUEEN, H), Card(Rank.ACE, S)]),
        (
            "es",
            "AC RP DD JT",
            [Card(Rank.ACE, H), Card(Rank.KING, S), Card(Rank.QUEEN, D), Card(Rank.KNAVE, C)],
        ),
        ("es", "KC QT 9D", [Card(Rank.KING, H), Card(Rank.QUEEN, C), Card(Rank.NINE, D)]),  # and A K Q J
        (
            "fr",
            "AC RP DK VT 8♥",
            [
                Card(Rank.ACE, H),
                Card(Rank.KING, S),
                Card(Rank.QUEEN, D),
                Card(Rank.KNAVE, C),
                Card(Rank.EIGHT, H),
            ],
        ),
    ],
)
def test_each_language_reads_its_own_card_letters_at_the_table(
    speak: object, lang: str, text: str, cards: list[Card]
) -> None:
    i18n.use(lang)
    with i18n.at_the_table():
        assert list(parse_cards(text)) == cards


@pytest.mark.parametrize(
    ("lang", "typed", "suit"),
    [("en", "mC", "mC"), ("pt", "mC", "mH"), ("pt", "mE", "mS"), ("es", "mT", "mC"), ("fr", "mK", "mD")],
)
def test_a_marriage_typed_at_the_table_takes_the_language_s_suit_letter(
    speak: object, lang: str, typed: str, suit: str
) -> None:
    """Bezique's and Pinochle's ``m`` and a suit letter: ``mC`` is the marriage in hearts (copas)
    typed in Portuguese, in clubs in English and in every file."""
    from piquet_cli.games.bezique.codes import read_code as bezique
    from piquet_cli.games.pinochle.melds import read_code as pinochle

    i18n.use(lang)
    with i18n.at_the_table():
        assert bezique(typed) == pinochle(typed) == suit
    assert bezique("mC") == pinochle("mC") == "mC"  # a file: English


def test_an_english_marriage_letter_outside_english_is_refused_in_the_language(speak: object) -> None:
    from piquet_cli.games.bezique.codes import read_code as bezique
    from piquet_cli.games.pinochle.melds import read_code as pinochle

    i18n.use("pt")
    for read in (bezique, pinochle):
        with i18n.at_the_table(), pytest.raises(BadValue) as refused:
            read("mS")
        assert refused.value.message == (
            "'mS': 'S' é um naipe inglês; em português os naipes são E C O P (espadas copas ouros paus) "
            "ou ♠ ♥ ♦ ♣."
        )
    with i18n.at_the_table():  # four kings in Portuguese letters; the file keeps 4K
        assert (bezique("4R"), pinochle("4r"), bezique("4V"), pinochle("4D")) == ("4K", "4K", "4J", "4Q")
    for read in (bezique, pinochle):
        with i18n.at_the_table(), pytest.raises(BadValue) as refused:
            read("4K")
        assert refused.value.message == (
            "'4K': 'K' é uma letra inglesa; em português os valores são 7 8 9 10 V D R A."
        )
    with i18n.at_the_table(), pytest.raises(BadValue) as refused:
        bezique("4X")
    assert refused.value.message == "'4X': 'X' não é um valor; os valores são 7 8 9 10 V D R A."
    with i18n.at_the_table(), pytest.raises(BadValue) as refused:
        bezique("xx")
    assert refused.value.message == (
        "'xx' não é uma declaração do Bezique; os códigos são 7 mE mC mO mP (ou m♠ m♥ m♦ m♣) rm seq bz dbz "
        "4A 4R 4D 4V."
    )
    with i18n.at_the_table(), pytest.raises(BadValue) as refused:
        pinochle("xx")
    assert refused.value.message == (
        "'xx' não é um acuse do Pinochle; os acuses são dix, mE mC mO mP (ou m♠ m♥ m♦ m♣), rm, seq, pin, "
        "4A 4R 4D 4V."
    )


def test_the_ace_of_hearts_is_ac_outside_english_and_the_file_stays_english(speak: object) -> None:
    """The danger of the issue: ``AC`` is the ace of clubs in English and of hearts elsewhere.
    A partie file, read outside ``at_the_table``, keeps the English notation."""
    assert parse_cards("AC") == (Card(Rank.ACE, C),)
    for lang in ("pt", "es", "fr"):
        i18n.use(lang)
        with i18n.at_the_table():
            assert parse_cards("AC") == (Card(Rank.ACE, H),)
        assert parse_cards("AC") == (Card(Rank.ACE, C),)  # the file's notation
        assert str(Card(Rank.ACE, H)) == "AH"  # written to the file in English


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "pt",
            "AH",
            "'AH': 'H' is an English suit letter; in Portuguese suits are E C O P (espadas copas ouros paus) or ♠ ♥ ♦ ♣.",
        ),
        (
            "pt",
            "AS",
            "'AS': 'S' is an English suit letter; in Portuguese suits are E C O P (espadas copas ouros paus) or ♠ ♥ ♦ ♣.",
        ),
        (
            "pt",
            "AD",
            "'AD': 'D' is an English suit letter; in Portuguese suits are E C O P (espadas copas ouros paus) or ♠ ♥ ♦ ♣.",
        ),
        (
            "es",
            "AH",
            "'AH': 'H' is an English suit letter; in Spanish suits are P C D T (picas corazones diamantes tréboles) or ♠ ♥ ♦ ♣.",
        ),
        (
            "es",
            "AS",
            "'AS': 'S' is an English suit letter; in Spanish suits are P C D T (picas corazones diamantes tréboles) or ♠ ♥ ♦ ♣.",
        ),
        (
            "fr",
            "AD",
            "'AD': 'D' is an English suit letter; in French suits are P C K T (pique cœur carreau trèfle) or ♠ ♥ ♦ ♣.",
        ),
        ("pt", "KE", "'KE': 'K' is an English rank letter; in Portuguese ranks are 7 8 9 10 V D R A."),
        ("fr", "QC", "'QC': 'Q' is an English rank letter; in French ranks are 7 8 9 10 V D R A."),
        ("pt", "TC", "'TC': 'T' is an English rank letter; in Portuguese ranks are 7 8 9 10 V D R A."),
    ],
)
def test_english_letters_outside_english_are_refused_naming_the_language_letters(
    lang: str, text: str, said: str
) -> None:
    import gettext

    i18n.use(lang)
    i18n._catalogue = gettext.NullTranslations()  # the sentence in English, to read here
    try:
        with i18n.at_the_table(), pytest.raises(BadValue) as refused:
            parse_cards(text)
    finally:
        i18n.use("en")
    assert refused.value.message == said


def test_the_refusal_is_said_in_the_language_spoken(speak: object) -> None:
    i18n.use("pt")
    with i18n.at_the_table(), pytest.raises(BadValue) as refused:
        parse_cards("AH")
    assert refused.value.message == (
        "'AH': 'H' é um naipe inglês; em português os naipes são E C O P (espadas copas ouros paus) ou ♠ ♥ ♦ ♣."
    )


@pytest.mark.parametrize(
    ("lang", "shown"), [("en", "K♠ A♥"), ("pt", "R♠ A♥"), ("es", "R♠ A♥"), ("fr", "R♠ A♥")]
)
def test_every_card_read_is_said_back_with_its_suit_symbol(speak: object, lang: str, shown: str) -> None:
    """Said back grouped by suit as players hold them, spades first, the rank in the language."""
    i18n.use(lang)
    assert format_cards((Card(Rank.ACE, H), Card(Rank.KING, S)), pretty=True) == shown


# --- answers, yes and no, number words --------------------------------------------------------

GOOD, NOT_GOOD, EQUAL = Answer.GOOD, Answer.NOT_GOOD, Answer.EQUAL


@pytest.mark.parametrize(
    ("lang", "text", "answer"),
    [
        ("pt", "bom", (GOOD,)),
        ("pt", "Não é bom", (NOT_GOOD,)),
        ("pt", "nao e bom", (NOT_GOOD,)),
        ("pt", "IGUAL, não é bom", (EQUAL, NOT_GOOD)),
        ("es", "bueno", (GOOD,)),
        ("es", "no es bueno", (NOT_GOOD,)),
        ("es", "igual, bueno", (EQUAL, GOOD)),
        ("fr", "bon", (GOOD,)),
        ("fr", "pas bon", (NOT_GOOD,)),
        ("fr", "égal", (EQUAL,)),
        ("fr", "EGAL, égal", (EQUAL, EQUAL)),
        ("pt", "good", (GOOD,)),  # the English words in every language
    ],
)
def test_answers_to_a_call_in_each_language(
    speak: object, lang: str, text: str, answer: tuple[Answer, ...]
) -> None:
    i18n.use(lang)
    assert parse_answer(text) == answer


@pytest.mark.parametrize(
    ("lang", "text", "letter"),
    [("pt", "bom", "g"), ("pt", "não é bom", "n"), ("pt", "igual", "e"), ("es", "no es bueno", "n"),
     ("es", "Igual", "e"), ("fr", "Bon", "g"), ("fr", "pas bon", "n"), ("fr", "égal", "e")],
)  # fmt: skip
def test_the_walkthrough_takes_the_answers_in_the_language(
    speak: object, lang: str, text: str, letter: str
) -> None:
    i18n.use(lang)
    assert read_answer(text, True, lambda s: s, "") == letter


def test_bom_is_no_answer_in_english() -> None:
    with pytest.raises(BadValue):
        parse_answer("bom")


@pytest.mark.parametrize(
    ("lang", "yes", "no"),
    [("pt", "Sim", "não"), ("es", "sí", "no"), ("fr", "oui", "Non"), ("en", "yes", "no")],
)
def test_yes_and_no_in_each_language(speak: object, lang: str, yes: str, no: str) -> None:
    i18n.use(lang)
    assert (yes_no(yes), yes_no(no), yes_no("y"), yes_no("n")) == (True, False, True, False)


@pytest.mark.parametrize(
    ("lang", "said", "read"),
    [
        ("pt", "cinco fazendo quarenta e nove", "5/49"),
        ("pt", "seis que fazem cinquenta e um", "6/51"),
        ("pt", "um ponto de seis cartas", "6"),
        ("es", "cinco haciendo cuarenta y nueve", "5/49"),
        ("es", "siete haciendo sesenta y dos", "7/62"),
        ("es", "veintidós", "22"),
        ("fr", "cinq faisant quarante-neuf", "5/49"),
        ("fr", "six faisant cinquante et un", "6/51"),
        ("fr", "huit faisant soixante-dix-neuf", "8/79"),
        ("fr", "quatre-vingt-un", "81"),
        ("en", "five making forty-nine", "5/49"),
    ],
)
def test_number_words_in_each_language(speak: object, lang: str, said: str, read: str) -> None:
    i18n.use(lang)
    assert spoken_point(said) == read


def test_quatorze_is_the_declaration_not_a_number_in_portuguese_and_french(speak: object) -> None:
    for lang, four in (("pt", "quatro"), ("fr", "quatre")):
        i18n.use(lang)
        assert numbers("quatorze de ases") == "quatorze de ases"
        assert spoken_sequence(four) == "4"
    i18n.use("es")
    assert numbers("catorce") == "14"


def test_portuguese_number_words_are_not_read_in_english() -> None:
    assert spoken_point("cinco") == "cinco"


# --- the catalogue ----------------------------------------------------------------------------


def _marked() -> set[str]:
    """Every message the code marks with ``_()``, ``N_()`` or ``ngettext()``, extracted as
    ``pybabel extract -F babel.cfg -k N_`` does (piquet_cli/locale/README.md)."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    root = LOCALE.parent.parent
    method_map = [("piquet_cli/**.py", "python")]
    keywords = {**DEFAULT_KEYWORDS, "N_": None}
    found = set()
    for _, _, message, _, _ in extract_from_dir(root, method_map, keywords=keywords):
        found.add(message[0] if isinstance(message, tuple) else message)
    return found


def _catalogue(path: Path) -> dict[str, object]:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        catalog = read_po(f)
    return {(m.id[0] if isinstance(m.id, tuple) else m.id): m.string for m in catalog if m.id}


def test_every_marked_message_is_in_the_template() -> None:
    """Fails when a string is wrapped with ``_()`` and the ``.pot`` was not extracted again,
    or when the ``.pot`` keeps a message the code no longer says."""
    assert _marked() == set(_catalogue(LOCALE / "piquet.pot"))


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_every_catalogue_translates_every_message(lang: str) -> None:
    template = set(_catalogue(LOCALE / "piquet.pot"))
    po = _catalogue(LOCALE / lang / "LC_MESSAGES" / "piquet.po")
    assert set(po) == template, "pybabel update, then translate"
    untranslated = sorted(k for k, v in po.items() if not v or (isinstance(v, tuple) and not all(v)))
    assert untranslated == []


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_the_compiled_catalogue_is_its_po_compiled(lang: str) -> None:
    """The ``.mo`` shipped in the wheel is committed: it must be what ``pybabel compile`` makes
    of the ``.po`` as it is now."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    folder = LOCALE / lang / "LC_MESSAGES"
    with (folder / "piquet.po").open("rb") as f:
        catalog = read_po(f)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    assert compiled.getvalue() == (folder / "piquet.mo").read_bytes(), (
        "pybabel compile -d piquet_cli/locale -D piquet"
    )


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_every_translation_keeps_the_placeholders(lang: str) -> None:
    import re

    po = _catalogue(LOCALE / lang / "LC_MESSAGES" / "piquet.po")
    for msgid, translated in po.items():
        for text in translated if isinstance(translated, tuple) else (translated,):
            # a translation may leave one out (the pack's English name), never name one not given
            assert set(re.findall(r"\{[^}]*\}", text)) <= set(re.findall(r"\{[^}]*\}", msgid)), msgid


# --- a deal kept half-answered, taken up in another language ----------------------------------


def test_a_deal_kept_in_portuguese_is_not_replayed_in_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The answers kept beside the partie were read in Portuguese words (``AC`` the ace of
    hearts, ``3D`` a trio of queens): taken up in English they would be other cards, so the
    draft is dropped in one sentence and the deal starts afresh. In Portuguese it goes on."""
    import builtins

    from typer.testing import CliRunner

    from piquet_cli.cli import play
    from piquet_cli.cli.app import app
    from piquet_cli.scorebook import draft

    path = tmp_path / "p.toml"
    made = CliRunner().invoke(app, ["new", "Ann", "Bob", "--dealer", "Bob", "--file", str(path)])
    assert made.exit_code == 0, made.output

    def typing(answers: list[str]) -> list[str]:
        prompts: list[str] = []
        waiting = list(answers)

        def typed(prompt: object = "") -> str:
            prompts.append(str(prompt))
            if not waiting:
                raise KeyboardInterrupt
            return waiting.pop(0)

        monkeypatch.setattr(builtins, "input", typed)
        monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
        return prompts

    i18n.use("pt")
    typing(["", "", "cinco", "igual"])
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    kept = draft.read(path)
    assert kept is not None and kept.lang == "pt" and len(kept.answers) == 4
    capsys.readouterr()

    i18n.use("en")
    prompts = typing([])
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    out = " ".join(capsys.readouterr().out.split())
    assert (
        "A deal in progress was kept, answered in Portuguese: it is dropped, and deal 1 starts afresh "
        "(or go on with --lang pt)." in out
    )
    assert prompts[0].startswith("Carte blanche? e, y or n")


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_the_hand_help_shows_cards_the_language_reads(speak: object, lang: str) -> None:
    """``?`` at a hand's question names cards in the language's letters, each of which it reads:
    an English example there would be refused (or, for ``AC``, another card)."""
    from piquet_cli.games.piquet.dialogue.words import HAND_FORMS

    i18n.use(lang)
    said = i18n._(HAND_FORMS)
    examples = said.split(": ", 1)[1].split(" …")[0].split()
    assert len(examples) == 6
    with i18n.at_the_table():
        cards = parse_cards(" ".join(examples))
    assert cards[0] == Card(Rank.ACE, S) and cards[-1] == Card(Rank.ACE, H)


def test_a_game_command_reads_its_typed_cards_in_the_language() -> None:
    """``piquet hand``: the ace of hearts is AC in Portuguese, said back A♥; AH is refused."""
    from typer.testing import CliRunner

    from piquet_cli.cli.app import make_app

    runner = CliRunner()
    hearts = runner.invoke(make_app(), ["--lang", "pt", "hand", "AC RC DC VC 10C 9C AE RE DE AO RO DO"])
    assert hearts.exit_code == 0, hearts.output
    assert "Ponto: ponto de 6 cartas fazendo 60 em copas (A♥ R♥ D♥ V♥ 10♥ 9♥)" in " ".join(
        hearts.output.split()
    )
    i18n.use("pt")
    english = runner.invoke(make_app(), ["hand", "AH KH QH JH TH 9H AS KS QS AD KD QD"])
    i18n.use("en")
    assert english.exit_code == 2
    assert "'AH': 'H' é um naipe inglês; em português os naipes são E C O P" in " ".join(
        english.output.split()
    )
