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
    new = sorted(_found().values())
    assert new == [], "mark these with _() (or say why they stay English: # english: <why>)"


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
