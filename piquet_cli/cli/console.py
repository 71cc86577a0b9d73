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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

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
    the terminal, reorder a line or break a table row (``shown_as_is``)."""
    if text.isprintable():  # the common case, at C speed
        return text
    return "".join(ch if shown_as_is(ch) or (keep_newlines and ch == "\n") else escaped(ch) for ch in text)


def markup_safe(text: str) -> str:
    """User text ready to sit inside rich markup."""
    from rich.markup import escape

    return escape(safe(text))


def colour_wanted(stream: object = None) -> bool:
    stream = stream or sys.stdout
    if "NO_COLOR" in os.environ:
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def make_console(stderr: bool = False) -> Console:
    """A rich console: colour only on a terminal without NO_COLOR; width from
    ``$COLUMNS`` when set (tests pin it), else the terminal's, else 80."""
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    width = (
        int(os.environ["COLUMNS"])
        if os.environ.get("COLUMNS", "").isascii() and os.environ.get("COLUMNS", "").isdigit()
        else None
    )
    colour = colour_wanted(stream)
    console = Console(
        file=stream,
        no_color=not colour,
        color_system="auto" if colour else None,
        force_terminal=colour or None,
        highlight=False,
        emoji=False,
        width=width if width else (None if colour else 80),
        soft_wrap=False,
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
# ``Grid``, which import rich only when stdout is a terminal. No markup is
# ever parsed: user text is shown as it is, styles are given apart.

Part = str | tuple[str, str]
"""A piece of a line: text, or (text, rich style) — the style is used only in a terminal."""


class Grid:
    """A table of plain strings: rich's table in a terminal, aligned columns when piped.

    It also renders itself when handed to a rich console (``__rich__``).
    """

    def __init__(self, title: str | None = None, caption: str | None = None, compact: bool = False) -> None:
        self.title = title
        self.caption = caption
        self.compact = compact
        self.headers: list[str] = []
        self.right: list[bool] = []
        self.rows: list[list[str]] = []
        self.section_ends: set[int] = set()

    def add_column(self, header: str, justify: str = "left") -> None:
        self.headers.append(header)
        self.right.append(justify == "right")

    def add_row(self, *cells: str, end_section: bool = False) -> None:
        self.rows.append([safe(c) for c in cells])
        if end_section:
            self.section_ends.add(len(self.rows) - 1)

    def plain(self) -> str:
        """Aligned columns, two spaces apart, with a rule under the headers."""
        headers = [safe(h) for h in self.headers]
        widths = [max([len(h), *(len(r[i]) for r in self.rows)]) for i, h in enumerate(headers)]

        def line(cells: list[str]) -> str:
            return "  ".join(
                c.rjust(w) if right else c.ljust(w) for c, w, right in zip(cells, widths, self.right)
            ).rstrip()

        out = [safe(self.title)] if self.title else []
        out += [line(headers), "  ".join("-" * w for w in widths)]
        for i, row in enumerate(self.rows):
            out.append(line(row))
            if i in self.section_ends and i != len(self.rows) - 1:
                out.append("")
        if self.caption:
            out.append(safe(self.caption))
        return "\n".join(out) + "\n"

    def __rich__(self) -> object:
        from rich import box
        from rich.table import Table
        from rich.text import Text

        table = Table(
            title=Text(safe(self.title)) if self.title else None,
            title_justify="left",
            caption=Text(safe(self.caption)) if self.caption else None,
            caption_justify="left",
            box=box.SIMPLE_HEAD if self.compact else box.HEAVY_HEAD,
        )
        for header, right in zip(self.headers, self.right):
            table.add_column(Text(safe(header)), justify="right" if right else "left")
        for i, row in enumerate(self.rows):
            table.add_row(*(Text(c) for c in row), end_section=i in self.section_ends)
        return table


class Out:
    """Where a command prints: a rich console in a terminal, plain text otherwise."""

    def __init__(self) -> None:
        self.fancy = bool(getattr(sys.stdout, "isatty", None) and sys.stdout.isatty())
        self._console: Console | None = None

    @property
    def console(self) -> Console:
        if self._console is None:
            self._console = make_console()
        return self._console

    def line(self, *parts: Part) -> None:
        """One line of text; user text in it is shown literally (control characters escaped)."""
        if not self.fancy:
            sys.stdout.write("".join(safe(p if isinstance(p, str) else p[0]) for p in parts) + "\n")
            return
        from rich.text import Text

        self.console.print(
            Text.assemble(*((safe(p), "") if isinstance(p, str) else (safe(p[0]), p[1]) for p in parts)),
            soft_wrap=True,
        )

    def grid(self, grid: Grid) -> None:
        if self.fancy:
            self.console.print(grid)
        else:
            sys.stdout.write(grid.plain())
