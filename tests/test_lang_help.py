"""``--help`` of every command, ``piquet help notation`` and Click's complaints, in each language,
hold no English sentence that the code owns (issue 23, acceptance).

The commands are read from the app itself, so a new command is covered. An English sentence is
found by its runs of three ordinary words (no flags, metavars, card or call notation, digits,
capitals like JSON): any such run of the English help that is found again in the translated
help is English left untranslated. The words a translation keeps on purpose (the command names
``piquet help notation``, the rule sets' and codes' names, the partie file's ``good``/``not
good``, the players of the examples, Cavendish's title) are no sentence and break a run.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
import typer
from typer import _click as click

from piquet_cli import i18n
from piquet_cli.cli import guard
from piquet_cli.cli.app import make_app

LANGUAGES = ("pt", "es", "fr")
KEPT = frozenset(
    (
        "piquet",
        "help",
        "notation",
        "play",
        "new",
        "deal",
        "show",
        "summary",
        "undo",
        "edit",
        "rule",
        "hand",
        "odds",
        "withdraw",
        "history",
        "ledger",
        "import",
        "draw",
        "carte",
        "blanche",
        "quint",
        "quart",
        "major",
        "minor",
        "tierce",
        "quatorze",
        "trio",
        "rest",
        "ten",
        "classic",
        "final",
        "stock",
        "match",
        "rubicon",
        "chouette",
        "seed",
        "elder",
        "younger",
        "good",
        "not",
        "equal",
        "rm",
        "seq",
        "bz",
        "dbz",
        "pin",
        "dix",
        "pinochle",
        "Ann",
        "Bob",
        "Alan",
        "Eve",
        "Yan",
        "martin",
        "mart",
        "ann",
        "Piquet",
        "Bezique",
        "Pinochle",
        "Laws",
        "Cavendish's",
    )
)
"""Words a translation keeps as the code or the page writes them: not English sentences."""
_WORD = re.compile(r"[A-Za-z][a-z]+(?:'[a-z]+)?")


def _words(text: str) -> list[str]:
    """The text's tokens, each an ordinary word or "" (anything else: a break in a run)."""
    found = []
    for token in text.split():
        bare = token.strip(".,;:()[]'\"—…?!")
        found.append(bare if _WORD.fullmatch(bare) and bare not in KEPT else "")
    return found


def runs(text: str) -> set[tuple[str, ...]]:
    """Every run of three ordinary words in ``text``, lower case."""
    words = [w.lower() for w in _words(text)]
    return {tuple(words[i : i + 3]) for i in range(len(words) - 2) if all(words[i : i + 3])}


def english_left(english: str, translated: str) -> list[str]:
    """The runs of the English text found again in the translation."""
    return sorted(" ".join(run) for run in runs(english) & runs(translated))


def helps(lang: str) -> dict[str, str]:
    """``piquet --help`` (key "") and each command's ``--help`` in ``lang``: the command built
    in that language, as ``main`` builds it after choosing it, every command read from it."""
    i18n.use(lang)
    group = typer.main.get_command(make_app())
    wide = {"terminal_width": 10**6, "max_content_width": 10**6, "help_option_names": ["-h", "--help"]}
    root = click.Context(group, info_name="piquet", **wide)  # type: ignore[arg-type]
    said = {"": group.get_help(root)}
    assert isinstance(group, click.core.Command)
    for name in group.list_commands(root):  # type: ignore[attr-defined]
        command = group.get_command(root, name)  # type: ignore[attr-defined]
        said[name] = command.get_help(click.Context(command, info_name=name, parent=root, **wide))
    return said


@pytest.fixture(scope="module")
def english() -> Iterator[dict[str, str]]:
    yield helps("en")
    i18n.use("en")


def test_the_runs_of_words_find_an_english_sentence_and_nothing_else() -> None:
    english = "Show this message and exit. The partie file (piquet help notation), 5/48 or AS KH."
    assert english_left(english, "Mostra esta mensagem e sai. O arquivo (piquet help notation).") == []
    assert english_left(english, "Mostra this message and exit.") == ["message and exit", "this message and"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_s_help_holds_no_english_sentence(english: dict[str, str], lang: str) -> None:
    said = helps(lang)
    i18n.use("en")
    assert set(said) == set(english)
    assert len(said) > 12  # the root and every command: the keeper's own and the games'
    assert all(runs(text) for text in english.values())  # each has English sentences to look for
    left = {name or "piquet": english_left(english[name], said[name]) for name in english}
    assert {name: runs for name, runs in left.items() if runs} == {}


@pytest.mark.parametrize(
    ("lang", "usage", "shown"),
    [
        ("pt", "Uso: piquet show [OPÇÕES]", "-h, --help Mostra esta mensagem e sai."),
        ("es", "Uso: piquet show [OPCIONES]", "-h, --help Muestra este mensaje y sale."),
        ("fr", "Usage : piquet show [OPTIONS]", "-h, --help Affiche ce message et quitte."),
    ],
)
def test_click_s_own_words_are_said_in_the_language(lang: str, usage: str, shown: str) -> None:
    """The usage line and Click's ``--help``, with typer's section titles and defaults."""
    said = helps(lang)
    i18n.use("en")
    show = " ".join(said["show"].split())
    assert show.startswith(usage) and shown in show
    ledger = " ".join(said["ledger"].split())
    default = {"pt": "[por padrão: 100]", "es": "[por defecto: 100]", "fr": "[par défaut : 100]"}[lang]
    assert default in ledger
    commands = {"pt": "Comandos:", "es": "Comandos:", "fr": "Commandes:"}[lang]
    assert commands in said[""].splitlines()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_examples_in_the_help_are_cards_the_language_reads(lang: str) -> None:
    """``deal --help`` shows the elder's hand in the language's letters, which a flag reads."""
    from piquet_cli.cards import parse_cards

    said = " ".join(helps(lang)["deal"].split())
    i18n.use(lang)
    try:
        example = said.split("--elder-hand CARDS", 1)[1].split("'")[1]
        with i18n.at_the_table():
            assert len(parse_cards(example)) == 12
    finally:
        i18n.use("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_notation_holds_no_english_sentence(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    from piquet_cli.cli.notation_page import print_notation

    print_notation()
    english = capsys.readouterr().out
    i18n.use(lang)
    try:
        print_notation()
    finally:
        i18n.use("en")
    said = capsys.readouterr().out
    assert len(runs(english)) > 200
    assert english_left(english, said) == []
    assert "--elder-hand" in said  # the flags the page names, filled in


BAD = (
    ["show", "--bogus"],
    ["show", "--fi"],
    ["new"],
    ["edit", "x"],
    ["show", "extra"],
    ["deal", "--note"],
    ["nocommand"],
)


def complaints(lang: str) -> list[str]:
    i18n.use(lang)
    group = typer.main.get_command(make_app())
    said = []
    for args in BAD:
        with pytest.raises(click.exceptions.UsageError) as caught:
            group.main(args, prog_name="piquet", standalone_mode=False)
        said.append(guard._usage_sentence(caught.value))
    i18n.use("en")
    return said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_click_s_complaints_are_said_in_the_language(lang: str) -> None:
    english = complaints("en")
    assert english[0] == "no such option: --bogus; see 'piquet show --help'."
    said = complaints(lang)
    assert [english_left(e, s) for e, s in zip(english, said, strict=True)] == [[]] * len(BAD)
    assert all("--help'" in s for s in said)
    if lang == "pt":
        assert said[:3] == [
            "não há a opção --bogus; veja 'piquet show --help'.",
            "não há a opção --fi (opções possíveis: --file); veja 'piquet show --help'.",
            "falta o argumento 'A'; veja 'piquet new --help'.",
        ]


@pytest.mark.parametrize(
    ("lang", "show", "json"),
    [
        (
            "pt",
            "Os totais correntes, mão a mão, e quem dá a seguir.",
            "JSON para programas (chaves estáveis).",
        ),
        (
            "fr",
            "Les totaux au fil des coups, et qui donne ensuite.",
            "JSON pour les programmes (clés stables).",
        ),
    ],
)
def test_what_the_shell_completes_is_described_in_the_language(lang: str, show: str, json: str) -> None:
    """``piquet <Tab>`` and ``piquet show --<Tab>`` in zsh or fish: each command and option with
    its help beside it, in the language spoken."""
    i18n.use(lang)
    try:
        group = typer.main.get_command(make_app())
        root = click.Context(group, info_name="piquet")
        commands = {item.value: item.help for item in group.shell_complete(root, "")}
        command = group.get_command(root, "show")  # type: ignore[attr-defined]
        flags = command.shell_complete(click.Context(command, info_name="show", parent=root), "--")
    finally:
        i18n.use("en")
    assert commands["show"] == show
    assert {item.value: item.help for item in flags}["--json"] == json
