"""tomllib's own complaints about a partie file, in the language spoken (issue 23).

Python's ``tomllib`` says what is wrong with a file's syntax in plain English, with no gettext
("Invalid value", "Expected ']' at the end of a table declaration"): they are listed here as the
keeper shows them (first letter in lower case, after ``path:line:col:``), so that they are in
the catalogue, and each is read back from tomllib's sentence and said again. A complaint not
listed (one a later Python words otherwise) is shown as tomllib wrote it: English, the only
words there are for it. The values it quotes (a character, a key) stay as the file holds them.
"""

from __future__ import annotations

import re

from piquet_cli.i18n import N_, _, active

_COMPLAINTS = (
    (r"invalid value", N_("invalid value")),
    (r"invalid statement", N_("invalid statement")),
    (r"invalid initial character for a key part", N_("invalid initial character for a key part")),
    (r"invalid hex value", N_("invalid hex value")),
    (r"invalid date or datetime", N_("invalid date or datetime")),
    (r"unterminated string", N_("unterminated string")),
    (r"unclosed inline table", N_("unclosed inline table")),
    (r"unclosed array", N_("unclosed array")),
    (r"unescaped '\\' in a string", N_("unescaped '\\' in a string")),
    (
        r"escaped character is not a Unicode scalar value",
        N_("escaped character is not a Unicode scalar value"),
    ),
    (r"cannot overwrite a value", N_("cannot overwrite a value")),
    (r"expected '=' after a key in a key/value pair", N_("expected '=' after a key in a key/value pair")),
    (
        r"expected '\]' at the end of a table declaration",
        N_("expected ']' at the end of a table declaration"),
    ),
    (
        r"expected '\]\]' at the end of an array declaration",
        N_("expected ']]' at the end of an array declaration"),
    ),
    (r"expected (?P<what>'.*')", N_("expected {what}")),
    (r"illegal character (?P<what>'.*')", N_("illegal character {what}")),
    (r"found invalid character (?P<what>'.*')", N_("found invalid character {what}")),
    (r"duplicate inline table key (?P<key>'.*')", N_("duplicate inline table key {key}")),
    (r"cannot declare (?P<key>.+) twice", N_("cannot declare {key} twice")),
    (r"cannot redefine namespace (?P<key>.+)", N_("cannot redefine namespace {key}")),
    (r"cannot mutate immutable namespace (?P<key>.+)", N_("cannot mutate immutable namespace {key}")),
)
"""tomllib's complaints (Python 3.11's ``tomllib/_parser.py``), first letter lowered, and the
keeper's message for each."""


def toml_said(message: str) -> str:
    """tomllib's complaint ``message`` (its first letter lowered) in the language spoken."""
    if active() == "en":
        return message
    for pattern, said in _COMPLAINTS:
        found = re.fullmatch(pattern, message, flags=re.DOTALL)
        if found:
            return _(said).format(**found.groupdict())
    return message
