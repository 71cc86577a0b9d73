"""Consoles come from one place, so colour, width and escaping are decided once.

User text (player names, notes) is data: ``safe`` shows control characters
literally (an ANSI escape prints as ``\\x1b[31m``, never colours the screen),
and ``markup_safe`` also escapes rich markup (``[bold]`` prints as typed).
Colour follows the terminal: none when piped, none under ``NO_COLOR``.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rich.console import Console

    from piquet_cli.cli.grid import Grid

JOINERS = frozenset("\u200c\u200d")
"""Zero-width non-joiner and joiner: invisible, but Persian, Indic scripts and emoji need them."""


def shown_as_is(ch: str) -> bool:
    """Whether a character of user text is printed as it is: anything that prints.

    Letters, marks, digits, punctuation, symbols and every kind of space
    (Python's ``str.isprintable``, Unicode category Zs, and the two joiners).
    Not: control characters (C0, DEL, C1: escapes, bells, carriage returns),
    line and paragraph separators (U+2028, U+2029), invisible format
    characters (bidi overrides such as U+202E, zero-width spaces, the BOM),
    surrogates, private-use and unassigned code points. The same rule
    decides what a player's name may hold (``check_name``).
    """
    return ch.isprintable() or ch in JOINERS or unicodedata.category(ch) == "Zs"


def escaped(ch: str) -> str:
    """A character that is not shown as it is, as its escape: ``\\x1b``, ``\\n``, ``\\u202e``."""
    return repr(ch)[1:-1]


def safe(text: str, keep_newlines: bool = False) -> str:
    """User text with every character that does not print shown as its escape
    (``\\x1b``, ``\\n``, ``\\u202e``), so it can never move the cursor, retitle
    the terminal, reorder a line or break a table row (``shown_as_is``). In plain ASCII
    (``ascii_mode``) the rest is folded to ASCII as well (``to_ascii``), before any table
    measures it."""
    if text.isprintable():  # the common case, at C speed
        return to_ascii(text) if _mode.ascii and not text.isascii() else text
    shown = "".join(ch if shown_as_is(ch) or (keep_newlines and ch == "\n") else escaped(ch) for ch in text)
    return to_ascii(shown) if _mode.ascii else shown


# ---------------------------------------------------------------------------
# Plain ASCII within 80 columns: ``summary --text``, ``PIQUET_ASCII=1``, or an output that
# cannot hold the symbols (a C locale, ``PYTHONIOENCODING=ascii``, a latin-1 terminal).

PRINT_WIDTH = 80
"""The width of plain ASCII output that is not a terminal: a printer's, an old terminal's."""

ASCII_FOR = {
    "\u2660": "S",  # ♠ ♥ ♦ ♣: the notation's letters
    "\u2665": "H",
    "\u2666": "D",
    "\u2663": "C",
    "\u2664": "S",
    "\u2661": "H",
    "\u2662": "D",
    "\u2667": "C",
    "\u2014": "-",  # — – − ‐ ‑: one cell for one, so a table's columns stay aligned
    "\u2013": "-",
    "\u2212": "-",
    "\u2010": "-",
    "\u2011": "-",
    "\u2026": "...",
    "\u00d7": "x",
    "\u00b7": ".",
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u00ab": '"',
    "\u00bb": '"',
    "\u00a0": " ",
    "\u2192": ">",
    "\u2502": "|",  # rich's and the charts' lines and bars
    "\u2503": "|",
    "\u2500": "-",
    "\u2501": "-",
    "\u2588": "#",
    "\u2590": "#",
    "\u2595": "|",
    "\u258f": " ",  # a bar's last eighths: under a half shows nothing, a half or more a block
    "\u258e": " ",
    "\u258d": " ",
    "\u258c": "#",
    "\u258b": "#",
    "\u258a": "#",
    "\u2589": "#",
    "\u00df": "ss",
    "\u00e6": "ae",
    "\u00c6": "AE",
    "\u0153": "oe",
    "\u0152": "OE",
    "\u00f8": "o",
    "\u00d8": "O",
    "\u0142": "l",
    "\u0141": "L",
}
"""What a symbol or letter outside ASCII prints as in plain ASCII; a letter with an accent loses
it (``to_ascii``), anything else is its escape, ``\\u738b``."""


class _Mode:
    """Whether output is plain ASCII now, and whether it is for paper (``summary --text``: never
    rich, never colour, 80 columns even in a terminal). Set by ``guard.guarded`` for each command."""

    ascii = False
    paper = False


_mode = _Mode()


def set_ascii(on: bool, paper: bool = False) -> None:
    _mode.ascii = on or paper
    _mode.paper = paper


def ascii_mode() -> bool:
    return _mode.ascii


def paper_mode() -> bool:
    return _mode.paper


def ascii_wanted(streams: tuple[object, ...] | None = None) -> bool:
    """Whether the output must be plain ASCII: ``PIQUET_ASCII`` set (to anything but 0 or
    nothing), a C or POSIX locale asked for (``LC_ALL``, else ``LANG``: Python itself then
    writes UTF-8, but the terminal shows ASCII), or a stream whose encoding cannot hold ``—``
    and ``♠``."""
    flag = os.environ.get("PIQUET_ASCII", "")
    if flag and flag != "0":
        return True
    asked = os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    if asked in ("C", "POSIX") and os.environ.get("LC_CTYPE", "C.UTF-8") in ("C", "POSIX", "C.UTF-8", ""):
        return True
    for stream in streams if streams is not None else (sys.stdout,):
        encoding = getattr(stream, "encoding", None) or "utf-8"
        try:
            "\u2014\u2660\u2502\u2588".encode(encoding)
        except (UnicodeError, LookupError):
            return True
    return False


def to_ascii(text: str) -> str:
    """``text`` in plain ASCII: symbols as ``ASCII_FOR`` says, letters without their accents
    (``Élodie`` → ``Elodie``), any other character as its escape (``王`` → ``\\u738b``)."""
    if text.isascii():
        return text
    return "".join(ch if ch < "\x80" else _ascii_char(ch) for ch in text)


def _ascii_char(ch: str) -> str:
    known = ASCII_FOR.get(ch)
    if known is not None:
        return known
    bare = "".join(c for c in unicodedata.normalize("NFKD", ch) if c < "\x80")
    if bare and bare.isprintable():
        return bare
    if not ch.isprintable():
        return escaped(ch)
    return f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}"


def markup_safe(text: str) -> str:
    """User text ready to sit inside rich markup."""
    from rich.markup import escape

    return escape(safe(text))


def colour_wanted(stream: object = None) -> bool:
    stream = stream or sys.stdout
    if "NO_COLOR" in os.environ:
        return False
    return is_terminal(stream)


def is_terminal(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


UNWRAPPED = 1_000_000
"""The width of a console that is not a terminal: piped text is never wrapped."""
PIPED_LAYOUT_WIDTH = 80
"""What a drawing (a chart) is sized for when piped: it is a picture, not text to wrap."""


USUAL_WIDTH = 80
"""The width of a terminal that does not say its own (or says 0 columns, as ``stty cols 0`` does)."""


def terminal_width(stream: object = None) -> int | None:
    """The width to wrap at: ``$COLUMNS`` when set (tests pin it), else the terminal's, else 80;
    None when ``stream`` is not a terminal (then nothing is wrapped)."""
    stream = stream or sys.stdout
    if not is_terminal(stream):
        return None
    columns = os.environ.get("COLUMNS", "")
    if columns.isascii() and columns.isdigit() and int(columns) > 0:
        return int(columns)
    try:
        return os.get_terminal_size(stream.fileno()).columns or USUAL_WIDTH  # type: ignore[union-attr]
    except (AttributeError, OSError, ValueError):
        return USUAL_WIDTH


def layout_width(console: Console) -> int:
    """The width to draw a chart in: the terminal's, or 80 when piped."""
    return chart_width(console.width)


def chart_width(console_width: int) -> int:
    """``layout_width`` of a console ``console_width`` wide."""
    return console_width if console_width < UNWRAPPED else PIPED_LAYOUT_WIDTH


def plain_console_width(stream: object = None) -> int | None:
    """The width of the console ``make_console`` would make for ``stream`` where it writes plain
    text (not a terminal, or for paper; no colour): ``PRINT_WIDTH`` in plain ASCII, else
    ``UNWRAPPED``. None where it would draw for a terminal or in colour."""
    stream = stream or sys.stdout
    if _mode.paper:
        return PRINT_WIDTH
    if terminal_width(stream) is not None or colour_wanted(stream):
        return None
    return PRINT_WIDTH if _mode.ascii else UNWRAPPED


def wrap_lines(text: str, stream: object) -> str:
    """``text`` as a terminal should show it: each line wrapped at word boundaries to the
    terminal's width (lines that start indented, such as a file's line under an error and
    its caret, are left as they are); unchanged when ``stream`` is not a terminal."""
    width = terminal_width(stream) or (PRINT_WIDTH if _mode.ascii else None)
    if width is None:
        return text
    import textwrap

    return "\n".join(
        line
        if line[:1].isspace() or len(line) <= width
        else textwrap.fill(line, width, break_long_words=False, break_on_hyphens=False)
        for line in text.split("\n")
    )


def tell(message: str) -> None:
    """A word to the player on standard error, beside the output (which may be piped into
    another program): ``piquet: …``, wrapped between words in a terminal."""
    from piquet_cli.said import said

    sys.stderr.write(wrap_lines(f"piquet: {safe(said(message), keep_newlines=True)}", sys.stderr) + "\n")


class _Trimmed:
    """A text stream that drops the spaces at the end of every line: piped output is
    never padded (rich pads table rows to the table's width)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._spaces = ""

    def write(self, text: str) -> int:
        lines = (self._spaces + text).split("\n")
        last = lines[-1].rstrip(" ")
        self._spaces = lines[-1][len(last) :]
        self.stream.write("\n".join([line.rstrip(" ") for line in lines[:-1]] + [last]))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return False

    def __getattr__(self, name: str) -> object:
        return getattr(self.stream, name)


def make_console(stderr: bool = False) -> Console:
    """A rich console. In a terminal: colour unless ``NO_COLOR``, text wrapped at word
    boundaries to the terminal's width (``$COLUMNS`` when set). Piped: no colour, no
    wrapping, no padding at the end of a line."""
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    width = None if _mode.paper else terminal_width(stream)
    colour = colour_wanted(stream) and not _mode.paper
    console = Console(
        file=stream if width is not None else _Trimmed(stream),  # type: ignore[arg-type]
        no_color=not colour,
        color_system="auto" if colour else None,
        force_terminal=colour or None,
        highlight=False,
        emoji=False,
        width=width if width is not None else PRINT_WIDTH if _mode.ascii else UNWRAPPED,
        soft_wrap=width is None and not _mode.ascii,
    )
    setattr(console, "on_broken_pipe", _broken_pipe)  # noqa: B010 — the instance's, not rich's SystemExit(1)
    return console


def _broken_pipe() -> None:
    """A closed pipe under rich: raised as it is, so the command stops quietly (``app.guarded``)."""
    raise BrokenPipeError(32, "Broken pipe")


# ---------------------------------------------------------------------------
# Output that is rich in a terminal and plain text when piped.
#
# Rich costs ~25 ms to import, a third of a command's budget (bench/run), and
# piped output must be plain anyway: so commands print through ``Out`` and
# ``Grid`` (``cli.grid``), which import rich only when stdout is a terminal. No markup is
# ever parsed: user text is shown as it is, styles are given apart.

Part = str | tuple[str, str]
"""A piece of a line: text, or (text, rich style) — the style is used only in a terminal."""


class Out:
    """Where a command prints: a rich console in a terminal, plain text otherwise."""

    def __init__(self) -> None:
        self.fancy = bool(getattr(sys.stdout, "isatty", None) and sys.stdout.isatty()) and not _mode.paper
        self._console: Console | None = None

    @property
    def console(self) -> Console:
        if self._console is None:
            self._console = make_console()
        return self._console

    def line(self, *parts: Part) -> None:
        """One line of text; user text in it is shown literally (control characters escaped).
        In a terminal it wraps at word boundaries; piped, it is one line, whatever its length.
        The games' ``Words`` in it are said in the language spoken."""
        from piquet_cli.said import said

        parts = tuple(said(p) if isinstance(p, str) else (said(p[0]), p[1]) for p in parts)
        if not self.fancy:
            text = "".join(safe(p if isinstance(p, str) else p[0]) for p in parts)
            sys.stdout.write((_fill_line(text) if _mode.ascii else text) + "\n")
            return
        from rich.text import Text

        self.console.print(
            Text.assemble(*((safe(p), "") if isinstance(p, str) else (safe(p[0]), p[1]) for p in parts)),
            overflow="fold",
        )

    def grid(self, grid: Grid) -> None:
        if self.fancy and grid.columns_only:
            sys.stdout.write(grid.wrapped(terminal_width(sys.stdout) or PIPED_LAYOUT_WIDTH))
        elif self.fancy:
            self.console.print(grid, crop=False)  # as columns, or a row a paragraph: never cut
        elif _mode.ascii:
            sys.stdout.write(grid.wrapped(PRINT_WIDTH))
        else:
            sys.stdout.write(grid.plain())


def _fill_line(text: str) -> str:
    """A line of plain ASCII output wrapped between words within ``PRINT_WIDTH`` columns."""
    if len(text) <= PRINT_WIDTH:
        return text
    import textwrap

    return textwrap.fill(text, PRINT_WIDTH, break_long_words=False, break_on_hyphens=False)
