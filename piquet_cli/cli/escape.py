"""User text made inert in every output that is not a terminal line: CSV, JSON,
a shell command to paste back, and a terminal that cannot show every character.

The rule of what prints as it is lives in ``console.shown_as_is``; text output
and rich escape the rest with ``console.safe``. Here:

- ``csv_cell``: the same escaping, and a cell that a spreadsheet would take for
  a formula (it begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
  return, or their full-width forms) is prefixed with ``'``, as OWASP
  recommends against CSV injection;
- ``json_text``: JSON with every character that does not print written as a
  ``\\uXXXX`` escape (the same string to a JSON reader, inert on a screen);
- ``shell_words``: a command line that, pasted into a POSIX shell, gives each
  word back exactly, control characters included (``$'…'`` quoting);
- ``degrade_unencodable``: on a terminal whose encoding lacks them (or when plain
  ASCII is asked for), the suit symbols print as the notation's letters (``A♠`` as
  ``AS``), dashes as hyphens, lines and bars as ``|`` and ``#``, instead of failing.
"""

from __future__ import annotations

import codecs
import re
import sys
from collections.abc import Iterable
from typing import Any

from piquet_cli.cli.console import safe, shown_as_is

FORMULA_START = frozenset("=+-@\t\r\uff1d\uff0b\uff0d\uff20")
"""First characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection)."""


def csv_cell(value: Any) -> Any:
    """A value for a CSV cell: numbers as they are; text escaped, and a would-be formula made text."""
    if not isinstance(value, str):
        return value
    text = safe(value)
    return "'" + text if text[:1] in FORMULA_START else text


def json_text(doc: Any, indent: int | None = 2) -> str:
    """``doc`` as JSON, non-ASCII text kept readable, characters that do not print escaped.

    ``json.dumps`` escapes only C0 controls; C1 controls, bidi overrides, line
    separators and lone surrogates would otherwise reach the screen raw. Outside
    strings JSON is ASCII, so the only raw newlines are the indentation's.
    """
    import json

    from piquet_cli.cli.console import ascii_mode

    text = json.dumps(doc, ensure_ascii=ascii_mode(), indent=indent)
    if text.isprintable() or text.replace("\n", "").isprintable():  # the indentation's newlines
        return text
    # Line by line: the lines that print (nearly all) at C speed, the others character by character.
    return "\n".join(line if line.isprintable() else _json_escape_line(line) for line in text.split("\n"))


def _json_escape_line(line: str) -> str:
    return _NOT_PLAIN.sub(_json_escape_match, line)


def _json_escape_match(found: re.Match[str]) -> str:
    ch = found.group(0)
    return ch if shown_as_is(ch) else _json_escape(ch)


_NOT_PLAIN = re.compile("[^ -~]")
"""A character that is not printable ASCII: only those can need an escape (``shown_as_is``)."""


def _json_escape(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def shell_words(words: Iterable[str]) -> str:
    """A POSIX shell command line of ``words``: each one pasted back is the same text.

    Words that print are quoted as ``shlex.quote`` does; a word holding a
    control character (a note's newline or escape) is written in ANSI-C quotes,
    ``$'line one\\nline two'``, understood by bash, zsh, ksh and POSIX sh (2024).
    """
    return " ".join(_shell_word(word) for word in words)


def _shell_word(word: str) -> str:
    if word.isprintable():
        import shlex  # only a command said back to be pasted needs it

        return shlex.quote(word)
    out = []
    for ch in word:
        if ch in "\\'":
            out.append("\\" + ch)
        elif shown_as_is(ch):
            out.append(ch)
        elif ch in _C_ESCAPES:
            out.append(_C_ESCAPES[ch])
        elif ord(ch) < 0x80:
            out.append(f"\\x{ord(ch):02x}")
        elif ord(ch) <= 0xFFFF:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    return "$'" + "".join(out) + "'"


_C_ESCAPES = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\x1b": "\\e", "\a": "\\a", "\b": "\\b"}

# ---------------------------------------------------------------------------
# A terminal that cannot encode every character

_ERROR_HANDLER = "piquet-degrade"


def _degrade(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    from piquet_cli.cli.console import to_ascii

    bad = error.object[error.start : error.end]
    return to_ascii(bad), error.end


ASCII_ENCODING = "piquet-ascii"
"""ASCII, with every other character as ``console.to_ascii`` writes it. A codec of its own, not
``ascii``: Click takes a stream encoded in ``ascii`` for a misconfigured one and writes past it
in UTF-8 (its ``_stream_is_misconfigured``), and rich draws its lines in ASCII on any encoding
that is not a UTF."""


class _AsciiEncoder(codecs.IncrementalEncoder):
    def encode(self, input: str, final: bool = False) -> bytes:
        return codecs.ascii_encode(input, _ERROR_HANDLER)[0]


def _ascii_codec(name: str) -> codecs.CodecInfo | None:
    if name.replace("-", "_") != ASCII_ENCODING.replace("-", "_"):
        return None
    return codecs.CodecInfo(
        name=ASCII_ENCODING,
        encode=lambda text, errors="strict": codecs.ascii_encode(text, _ERROR_HANDLER),
        decode=codecs.ascii_decode,
        incrementalencoder=_AsciiEncoder,
        incrementaldecoder=codecs.getincrementaldecoder("ascii"),
    )


def degrade_unencodable(to_ascii: bool = False) -> None:
    """Let stdout and stderr print what their encoding lacks in plain letters, never fail.

    Only streams whose encoding is not a Unicode one are changed (e.g.
    ``PYTHONIOENCODING=latin-1`` or a C locale), or every stream with ``to_ascii`` (plain
    ASCII asked for, ``console.ascii_wanted``), whose encoding becomes ASCII: ``♠`` prints as
    ``S``, ``—`` as ``-``, ``│`` as ``|``, ``█`` as ``#``, ``é`` as ``e``, anything else as its
    escape (``console.to_ascii``).
    """
    try:
        codecs.lookup_error(_ERROR_HANDLER)
    except LookupError:
        codecs.register_error(_ERROR_HANDLER, _degrade)
        codecs.register(_ascii_codec)
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None or ((encoding.startswith("utf") or not encoding) and not to_ascii):
            continue
        try:
            if to_ascii:
                reconfigure(encoding=ASCII_ENCODING, errors=_ERROR_HANDLER)
            else:
                reconfigure(errors=_ERROR_HANDLER)
        except (ValueError, OSError):  # a stream that cannot change now: leave it
            continue


LONG_QUOTE = 60
"""A value quoted in a message is shown whole up to this many characters."""


def shorten_quoted(message: str) -> str:
    """A message with each quoted value of more than ``LONG_QUOTE`` characters and no space (5,000
    digits typed) shown by its beginning and its length, so that the sentence stays a sentence:
    ``'9999…' (5,000 characters)``. A path is said whole, however long."""
    import re

    def cut(found: re.Match[str]) -> str:
        quote, text = found.group(0)[0], found.group(0)[1:-1]
        if "/" in text or "\\" in text:  # a path (an editor's, a file's): said whole
            return found.group(0)
        from piquet_cli.games.numerals import whole
        from piquet_cli.i18n import _

        count = _("({count} characters)").format(count=whole(len(text)))
        return f"{quote}{text[: LONG_QUOTE // 2]}…{quote} {count}"

    # a value as repr or TOML quotes it, with no space in it: never the prose between two apostrophes
    long = LONG_QUOTE + 1
    return re.sub(rf"(?<!\w)(?:'[^'\s]{{{long},}}'|\"[^\"\s]{{{long},}}\")(?!\w)", cut, message)
