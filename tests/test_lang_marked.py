"""Every sentence the code hands to a person is in the catalogue (issue 23's acceptance).

``test_lang.py`` checks that what is marked is extracted and translated; this checks that what
a person reads is marked. It walks the package's syntax trees for the places text leaves for a
person (a refusal raised, ``say``, ``tell``, ``ask``, ``line``, ``echo``, ``print``) and fails on
any English sentence there (two words or more, placeholders aside) that is not under ``_()``,
``N_()``, ``ngettext()``, a ``Words`` or ``said()``. A sentence that must stay English says why on
its line, ``# english: <why>`` (a sentence written before the language is known).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "piquet_cli"

SINKS = {
    "PiquetError", "RuleError", "FileProblem", "BadValue", "AlreadyExists", "DraftProblem",
    "BadLanguage", "BadParameter", "UsageError", "say", "tell", "line", "ask", "echo", "print",
}  # fmt: skip
"""The refusals (every ``PiquetError`` and the command line's), and what prints or asks."""
MARKS = {"_", "N_", "ngettext", "Words", "said", "said_law"}
SENTENCE = re.compile(r"[A-Za-z]{2,}[,;:]?\s+[A-Za-z]{2,}")
KEPT_ENGLISH = "# english:"

KNOWN_UNMARKED: set[tuple[str, str]] = {
    ("piquet_cli/cards.py", " has no suit ; suits are S H D C or ♠ ♥ "),
    ("piquet_cli/cards.py", " is not a card; write ."),
    ("piquet_cli/cards.py", " is not a rank; ranks are ."),
    ("piquet_cli/cards.py", " is not a suit; suits are ."),
    ("piquet_cli/cards.py", " is not in the : it has only ."),
    ("piquet_cli/games/piquet/answers.py", ", but  calls no  to answer."),
    ("piquet_cli/games/piquet/answers.py", ": after 'equal', 's  needs its ."),
    ("piquet_cli/games/piquet/chouette_view.py", " advises at chouette and never deals: th"),
    ("piquet_cli/games/piquet/chouette_view.py", "a deal of chouette is a two-hand deal be"),
    ("piquet_cli/games/piquet/chouette_view.py", "a deal of chouette is a two-hand deal be"),
    ("piquet_cli/games/piquet/chouette_view.py", "first_dealer = :  advises at chouette an"),
    ("piquet_cli/games/piquet/dialogue/point.py", "what 's  cards make: ace 11, king, queen"),
    ("piquet_cli/games/piquet/four_hand_facts.py", "sequences sets"),
    ("piquet_cli/games/piquet/four_hand_seam.py", "four-hand piquet is played by four, two "),
    ("piquet_cli/games/piquet/four_hand_seam.py", "piquet rule rules on a deal's calls and "),
    ("piquet_cli/games/piquet/partie.py", "who reached 100 first, and a double game"),
    ("piquet_cli/games/piquet/partie.py", " has  ( before this deal), so the rubico"),
    ("piquet_cli/games/piquet/partie.py", "a hand may be thrown in only in the last"),
    ("piquet_cli/games/piquet/targets.py", "a target of  cannot be: give the points "),
    ("piquet_cli/games/piquet/three_hand_deals.py", "deal  is of the two-hand finish:  is out"),
    ("piquet_cli/games/piquet/three_hand_deals.py", "deal  is of three-hand's two-hand finish"),
    ("piquet_cli/games/piquet/three_hand_deals.py", "deal  is played by the three at the tabl"),
    ("piquet_cli/games/piquet/three_hand_deals.py", "give a deal's totals alone, or the deal "),
    ("piquet_cli/games/piquet/three_hand_seam.py", "deal  comes after the game's end: "),
    ("piquet_cli/games/piquet/values.py", "won play"),
    ("piquet_cli/i18n.py", "--lang takes a language: pt, es, fr or e"),
    ("piquet_cli/i18n.py", "--lang takes pt, es, fr or en, not ."),
    ("piquet_cli/i18n.py", "--lang takes pt, es, fr or en, not ."),
    ("piquet_cli/i18n.py", "PIQUET_LANG takes pt, es, fr or en, not "),
}
"""Still to be marked: (module, the sentence's first 40 letters, placeholders taken out). The list
only shrinks: a new unmarked sentence fails, and so does one listed here once it is marked."""


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else None


def _english(node: ast.expr) -> str:
    """The literal text of an expression that is not under a mark (placeholders left out)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    if isinstance(node, ast.BinOp):
        return _english(node.left) + " " + _english(node.right)
    if isinstance(node, ast.IfExp):
        return _english(node.body) + " " + _english(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return _english(node.func.value)  # "...".format(): _("...").format() is a mark, read as one
    return ""


def unmarked(source: str) -> Iterator[tuple[int, str]]:
    """(line, sentence) for every English sentence handed unmarked to a sink in ``source``."""
    lines = source.splitlines()
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and _name(node.func) in SINKS):
            continue
        end = node.end_lineno or node.lineno
        if any(KEPT_ENGLISH in line for line in lines[node.lineno - 1 : end]):
            continue
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            text = re.sub(r"\{[^}]*\}", "", _english(arg))
            if SENTENCE.search(text):
                yield node.lineno, text


def _found() -> dict[tuple[str, str], str]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE.parent).as_posix()
        for line, text in unmarked(path.read_text(encoding="utf-8")):
            found[(where, text[:40])] = f"{where}:{line}: {text!r}"
    return found


def test_every_sentence_a_person_reads_is_marked_for_the_catalogue() -> None:
    new = sorted(where for key, where in _found().items() if key not in KNOWN_UNMARKED)
    assert new == [], "mark these with _() (or say why they stay English: # english: <why>)"


def test_the_list_of_sentences_still_to_mark_only_shrinks() -> None:
    marked_since = sorted(KNOWN_UNMARKED - set(_found()))
    assert marked_since == [], "marked now: take them out of KNOWN_UNMARKED"


def test_the_scan_finds_what_it_is_for() -> None:
    """The scan itself, on sentences written out by hand: it must not pass by being blind."""
    source = """
raise BadValue(f"deal {n} is not here")
raise BadValue(_("deal {n} is not here").format(n=n))
say("the partie is over")
say(N_("the partie is over"))
print("--json")
tell("Saved: " + name + " and more")
raise FileProblem(path, "cut off or changed by hand")  # english: said before the language
"""
    assert [line for line, _text in unmarked(source)] == [2, 4, 7]
