"""Every refusal a person really meets, said in Portuguese, Spanish and French (issue 23).

``test_lang_marked.py`` reads the code for English sentences handed unmarked to a refusal or a
print; it cannot see a sentence built elsewhere (in a variable, a table, a helper's return) and
printed later. This runs the refusals themselves: bad flags to each command of each game (Piquet
two-, three- and four-hand and chouette, Bezique, Pinochle), partie files edited by hand wrong in
the ways the other tests found (test_engine_errors, test_limits_and_errors, test_file_keys,
test_scorebook_attacks, scorebook/test_scorebook_load, the games' command tests), score cards
that are no score card (the corpus: ``refusal_cases.py``). Each is run in English and in pt, es
and fr, in-process, on the same files: the exit code and the flags named are the same in every
language (else it is another refusal, reached by a value the language reads otherwise), and the
translation holds no run of three ordinary English words that the English message holds — the
check of ``test_lang_help.py``, with "a" a word too (``is not a``) — nor any English function word
(``or``, ``and``, ``the`` …: English between names and flags, "elder or younger"); names, flags,
card and call notation, paths, quoted values, the file's keys and whatever was typed are no words.

"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from refusal_cases import CASES, PARTIES, PLAYED, Case
from test_lang_help import KEPT as HELP_KEPT
from typer.testing import CliRunner

from piquet_cli import i18n
from piquet_cli.cli.app import app

runner = CliRunner()
LANGUAGES = ("en", "pt", "es", "fr")
KEPT = (HELP_KEPT - {"not"}) | {"Cy", "Dan", "Cal", "Zed", "bezique"}
"""Words no translation changes: the players, the games' and rule sets' names (test_lang_help's;
its "not", of the file's "not good", is an English word in a refusal)."""
_WORD = re.compile(r"[A-Za-z][a-z]+(?:'[a-z]+)?|a")
_QUOTED = re.compile(r"(?<![\w'])'[^'\n]*'(?!\w)|\"[^\"\n]*\"")
"""A value quoted in a message ('roobicon', "Cy"): what was typed or written in the file."""
FUNCTION_WORDS = frozenset(
    {
        "the",
        "and",
        "or",
        "of",
        "is",
        "not",
        "to",
        "with",
        "was",
        "were",
        "has",
        "this",
        "are",
        "by",
        "in",
        "at",
    }
)
"""English words no message in pt, es or fr holds (not "for", Portuguese's subjunctive, nor "on",
a French pronoun): one of them left is English between names, flags or notation, which no run of
three finds ("elder or younger", "'Ann' or 'Bob'", "--brisques and --last-trick")."""
FLAG = re.compile(r"--[a-z][a-z0-9-]*")
"""The flags a refusal names: the same in every language, or the refusal is another one."""


def _words(text: str, typed: frozenset[str]) -> list[str]:
    """The tokens of ``text``, each an ordinary word (lower case) or "" (a break in a run)."""
    found = []
    for token in _QUOTED.sub(" | ", text).split():
        bare = token.strip(".,;:()[]'\"—…?!«»")
        plain = _WORD.fullmatch(bare) and bare not in KEPT and bare.lower() not in typed
        found.append(bare.lower() if plain else "")
    return found


def runs(text: str, typed: frozenset[str] = frozenset()) -> set[tuple[str, ...]]:
    """Every run of three ordinary words in ``text``, lower case (the typed words are none)."""
    words = _words(text, typed)
    return {tuple(words[i : i + 3]) for i in range(len(words) - 2) if all(words[i : i + 3])}


def english_left(english: str, said: str, typed: frozenset[str] = frozenset()) -> list[str]:
    """The runs of the English message found again in the translated one."""
    return sorted(" ".join(run) for run in runs(english, typed) & runs(said, typed))


def english_words(said: str, typed: frozenset[str] = frozenset()) -> list[str]:
    """The English function words in a translated message (and an English "e.g.")."""
    found = FUNCTION_WORDS & set(_words(said, typed))
    return sorted(found | ({"e.g."} if re.search(r"(?<!\w)e\.g\.", _QUOTED.sub(" ", said)) else set()))


def test_the_runs_find_english_left_and_leave_out_names_flags_notation_and_what_was_typed() -> None:
    english = "piquet: --rules: 'roobicon' is not a set of rules; choose rubicon, four-deal or au-cent."
    assert english_left(english, "piquet: --rules: 'roobicon' não é um conjunto de regras; escolha …") == []
    half = "piquet: --rules: 'roobicon' is not a set of rules; escolha rubicon, four-deal ou au-cent."
    assert english_left(english, half) == ["a set of", "is not a", "not a set", "set of rules"]
    assert runs("--file p.toml holds 5/48 and e:rm said Ann, 'the value typed' or \"a key's\"") == set()
    assert runs("a quint major in hearts", frozenset({"hearts"})) == set()
    assert english_words("escreva elder or younger (e or y), p. ex. 'Ann' or 'Bob'") == ["or"]
    assert english_words("dê --brisques and --last-trick, e.g. 10,6") == ["and", "e.g."]
    assert english_words("se esta for a verdadeira mão; on ne peut pas; 'the value typed'") == []


XFAIL: dict[str, str] = {}
"""The cases that fail today, and why: each is to pass once its sentence is marked (strict)."""


def make_parties(folder: Path) -> dict[str, bytes]:
    """Each partie of ``PARTIES`` and ``PLAYED`` as the keeper writes it, in English."""
    texts = {}
    for name, args in PARTIES.items():
        path = folder / f"{name}.toml"
        assert runner.invoke(app, [*args, "--file", str(path)]).exit_code == 0
        texts[name] = path.read_bytes()
    for name, (start, totals) in PLAYED.items():
        path = folder / f"{name}.toml"
        path.write_bytes(texts[start])
        for each in totals:
            done = runner.invoke(app, ["deal", "--file", str(path), "--totals", each, "--yes"])
            assert done.exit_code == 0, done.output
        texts[name] = path.read_bytes()
    return texts


def said_in_each_language(case: Case, made: dict[str, bytes], folder: Path) -> dict[str, tuple[int, str]]:
    """Run ``case`` in each language, in-process, on the same files in ``folder`` written afresh
    each time: the exit code and what was said, its spaces put together, by language."""
    path = folder / "p.toml"
    contents = case.raw
    if case.text is not None:
        contents = case.text.encode("utf-8")
    elif contents is None and case.partie is not None:
        text = made[case.partie].decode("utf-8")
        for old, new in case.edit:
            assert old in text, (old, text)
            text = text.replace(old, new, 1)
        contents = text.encode("utf-8")
    args = [a.replace("{file}", str(path)).replace("{dir}", str(folder)) for a in case.args]
    for made_new in case.book:
        assert runner.invoke(app, list(made_new)).exit_code == 0
    said = {}
    for lang in LANGUAGES:
        for leftover in folder.iterdir():  # what the run before left: a partie made, a folder
            if leftover.is_dir():
                shutil.rmtree(leftover)
            else:
                leftover.unlink()
        if contents is not None:
            path.write_bytes(contents)
        if case.card is not None:
            (folder / "card.csv").write_text(case.card, encoding="utf-8")
        done = runner.invoke(app, ["--lang", lang, *args], env=dict(case.env))
        i18n.use("en")  # a command's --lang lasts for that command only
        said[lang] = (done.exit_code, " ".join(done.output.split()))
    return said


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    return make_parties(tmp_path_factory.mktemp("parties"))


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=XFAIL[name]))
        if name in XFAIL
        else name
        for name in sorted(CASES)
    ],
)
def test_a_refusal_is_said_in_every_language_with_no_english_left(
    name: str, made: dict[str, bytes], tmp_path: Path
) -> None:
    case = CASES[name]
    said = said_in_each_language(case, made, tmp_path)
    code, english = said["en"]
    assert code in (1, 2) and english.startswith("piquet: "), english
    typed = case.kept | {word.lower() for arg in case.args[1:] for word in re.split(r"[\s,:;/]+", arg)}
    assert runs(english, typed), english  # an English sentence to look for
    left = {lang: english_left(english, text, typed) for lang, (_code, text) in said.items() if lang != "en"}
    codes = {lang: code for lang, (code, _text) in said.items()}
    flags = {lang: sorted(set(FLAG.findall(text))) for lang, (_code, text) in said.items()}
    assert (codes, flags) == (dict.fromkeys(LANGUAGES, code), dict.fromkeys(LANGUAGES, flags["en"])), said
    words = {lang: english_words(text, typed) for lang, (_code, text) in said.items() if lang != "en"}
    assert (left, words) == ({"pt": [], "es": [], "fr": []}, {"pt": [], "es": [], "fr": []}), (english, said)


def test_what_comes_next_after_new_and_import_is_said_in_the_language(tmp_path: Path) -> None:
    """Found beside the refusals: a four-hand partie's next deal (its sides were English words
    joined to it) and the next deal an import prints (said as plain English)."""
    four = runner.invoke(app, ["--lang", "pt", "new", "Ann", "Bob", "Cy", "Dan", "--rules", "four-hand"])
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob\n1,28,23\n", encoding="utf-8")
    imported = runner.invoke(app, ["--lang", "es", "import", str(card), "--file", str(tmp_path / "c.toml")])
    i18n.use("en")
    assert (four.exit_code, imported.exit_code) == (0, 0), four.output + imported.output
    assert (
        "A seguir: mão 1. Ann dá as cartas; Bob é o primeiro a jogar. "
        "Bob e Dan (lugares 1 e 3) contra Cy e Ann (lugares 2 e 4)." in " ".join(four.output.split())
    )
    assert "Siguiente: reparto 2. Bob reparte; Ann es elder." in " ".join(imported.output.split())
