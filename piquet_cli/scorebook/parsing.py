"""A partie file's bytes read as TOML, or one sentence saying where and why not:
``path:line:col:`` with the line and a caret under it, as editors jump to."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from piquet_cli.errors import FileProblem
from piquet_cli.i18n import _
from piquet_cli.scorebook.limits import INT_MAX, INT_MIN, problem_in
from piquet_cli.scorebook.toml_words import toml_said

Document = dict[str, Any]
"""A parsed partie file: what ``tomllib`` gives and ``tomli_w`` takes."""

# Patterns compiled on first use (re's cache): only a file with a problem needs them.
_TOML_AT_LINE = r"(?s)(?P<message>.*) \(at line (?P<line>\d+), column (?P<column>\d+)\)"
_TOML_AT_END = r"(?s)(?P<message>.*) \(at end of document\)"
_CONTROL = r"[\x00-\x08\x0a-\x1f\x7f-\x9f]"
_LONG_NUMBER = r"\d[\d_]{4299,}"
"""A run of digits longer than Python's int() reads from text (4,300 digits)."""


def parse(path: Path, raw: bytes) -> Document:
    """Decode and parse a partie file's bytes, or raise FileProblem saying why not."""
    if not raw.strip():
        raise FileProblem(_("{path} is empty: not a partie file.").format(path=path))
    if b"\0" in raw:
        raise FileProblem(_("{path} holds binary data (NUL bytes): not a partie file.").format(path=path))
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        line_start = raw.rfind(b"\n", 0, error.start) + 1
        line = raw.count(b"\n", 0, error.start) + 1
        raise FileProblem(
            _(
                "{where}: byte 0x{byte:02x} is not UTF-8 text: not a partie file, or not saved as UTF-8."
            ).format(where=f"{path}:{line}:{error.start - line_start + 1}", byte=raw[error.start])
        ) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise FileProblem(_syntax_message(path, text, str(error))) from None
    except RecursionError:
        raise FileProblem(
            _("{path}: tables and arrays nested too deep: not a partie file.").format(path=path)
        ) from None
    except ValueError as error:  # not a TOMLDecodeError: int() refuses a number of 4,301 digits or more
        raise FileProblem(_long_number_message(path, text, error)) from None
    unfit = problem_in(data)
    if unfit is not None:
        raise FileProblem(_("{path}: {unfit}: not a partie file.").format(path=path, unfit=unfit))
    return data


def _syntax_message(path: Path, text: str, said: str) -> str:
    """Put a tomllib error as ``path:line:col: message``, the line, and a caret under it.

    tomllib (3.11) says where only inside its message: ``(at line L, column
    C)`` or ``(at end of document)``, which is taken to be just after the
    last character of the last line that is not empty.
    """
    if at := re.fullmatch(_TOML_AT_LINE, said):
        message, line, column = at["message"], int(at["line"]), int(at["column"])
    elif at := re.fullmatch(_TOML_AT_END, said):
        message = at["message"]
        body = text.rstrip("\r\n")
        line = body.count("\n") + 1
        column = len(body) - body.rfind("\n")
    else:
        return f"{path}: {toml_said(said[:1].lower() + said[1:])}"
    lines = text.split("\n")
    source = re.sub(_CONTROL, "\ufffd", lines[line - 1].rstrip("\r")) if line <= len(lines) else ""
    caret = "".join("\t" if c == "\t" else " " for c in source[: column - 1]) + "^"
    return (
        f"{path}:{line}:{column}: {toml_said(message[:1].lower() + message[1:])}\n    {source}\n    {caret}"
    )


def _long_number_message(path: Path, text: str, error: ValueError) -> str:
    """Where the file holds a whole number too long for Python to read (``path:line:col:``)."""
    found = re.search(_LONG_NUMBER, text)
    if found is None:  # Python's own words, as it said them
        return _("{path}: {error}: not a partie file.").format(path=path, error=error)
    from piquet_cli.games.numerals import whole

    start = found.start()
    line = text.count("\n", 0, start) + 1
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    digits = sum(c.isdigit() for c in found.group())
    return _(
        "{where}: a whole number of {digits} digits is outside TOML's whole numbers ({least} to {most}):"
        " not a partie file."
    ).format(where=f"{path}:{line}:{column}", digits=whole(digits), least=INT_MIN, most=INT_MAX)
