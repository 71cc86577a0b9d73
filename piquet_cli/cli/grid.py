"""A table of plain strings: rich's table in a terminal, aligned columns when piped,
and a row a paragraph in a terminal too narrow for its columns. Nothing in it is ever
cut: a number never breaks, text breaks only between words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet_cli.cli.console import safe

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderResult
    from rich.table import Table


GLUE = "\ue000"
"""Holds two words together while a line is wrapped, then printed as a space: a private-use
character, which user text never holds (``console.safe`` escapes it)."""


class Grid:
    """A table of plain strings: rich's table in a terminal, aligned columns when piped.

    It also renders itself when handed to a rich console (``__rich_console__``).
    """

    def __init__(
        self,
        title: str | None = None,
        caption: str | None = None,
        compact: bool = False,
        show_header: bool = True,
        columns_only: bool = False,
    ) -> None:
        self.title = title
        self.caption = caption
        self.compact = compact
        self.show_header = show_header
        self.columns_only = columns_only  # in a terminal too: plain columns, quick for thousands of rows
        self.headers: list[str] = []
        self.right: list[bool] = []
        self.wraps: list[bool] = []
        self.rows: list[list[str]] = []
        self.section_ends: set[int] = set()

    def add_column(self, header: str, justify: str = "left", wrap: bool = True) -> None:
        """A column; ``wrap=False`` keeps each cell on one line (a date and time, a status)."""
        self.headers.append(header)
        self.right.append(justify == "right")
        self.wraps.append(wrap)

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
        if self.show_header:
            out += [line(headers), "  ".join("-" * w for w in widths)]
        for i, row in enumerate(self.rows):
            out.append(line(row))
            if i in self.section_ends and i != len(self.rows) - 1:
                out.append("")
        if self.caption:
            out.append(safe(self.caption))
        return "\n".join(out) + "\n"

    def _least(self, columns: list[list[str]], natural: list[int]) -> list[int]:
        """How narrow each column may be: a number, or a cell that does not wrap, whole; other
        text down to its longest word (the header's too)."""
        least = []
        for i, column in enumerate(columns):
            if not self.wraps[i]:
                least.append(natural[i])
                continue
            cells = [_cells(c) if self.right[i] else _longest_word(c) for c in column[1:]]
            least.append(max([_longest_word(column[0]), *cells]))
        return least

    def _measure(self) -> tuple[list[int], list[int]]:
        """Each column's natural width and the least it may take (``_least``), its header
        counted only when the header is shown: the one measure ``fits``, ``wrapped`` and
        ``_table`` all size by."""
        shown = [safe(h) for h in self.headers] if self.show_header else [""] * len(self.headers)
        columns = [[h, *(r[i] for r in self.rows)] for i, h in enumerate(shown)]
        natural = [max(_cells(c) for c in column) for column in columns]
        return natural, self._least(columns, natural)

    def fits(self, room: int) -> bool:
        """Whether the columns fit ``room`` cells, two apart, each cell whole or broken
        between words (see ``_least``)."""
        return sum(self._measure()[1]) + 2 * (len(self.headers) - 1) <= room

    def stacked(self, room: int) -> str:
        """The table for a terminal too narrow for its columns: a row a paragraph, each cell
        beside its header (``Deal 1, Player: Ann (e), Pt 5, Total 28``), wrapped between
        words, so no name or number is ever cut by the terminal."""

        headers = [safe(h) for h in self.headers] if self.show_header else [""] * len(self.headers)

        def pair(header: str, cell: str, number: bool) -> str:  # a header stays beside its number
            return cell if not header else f"{header}{GLUE}{cell}" if number else f"{header}: {cell}"

        text = [_fill(safe(self.title), room)] if self.title else []
        for i, row in enumerate(self.rows):
            cells = [(h, c, right) for h, c, right in zip(headers, row, self.right) if c]
            lead = ""
            if cells and not cells[0][0] and len(cells) > 1:  # a row's label, as a deal's "Point"
                lead = f"{cells.pop(0)[1]} — "
            line = lead + ", ".join(pair(*cell) for cell in cells)
            filled = _fill(line, room, "  ")
            text.append(filled.replace(GLUE, " "))
            if i in self.section_ends and i != len(self.rows) - 1:
                text.append("")
        if self.caption:
            text.append(_fill(safe(self.caption), room))
        return "\n".join(text) + "\n"

    def wrapped(self, room: int) -> str:
        """Plain columns two cells apart, fitted to ``room`` cells as ``_table`` fits a rich
        table: text wraps between words, a number never breaks, nothing is cut; a row a
        paragraph (``stacked``) if even that cannot fit."""
        import textwrap

        if not self.fits(room):
            return self.stacked(room)
        headers = [safe(h) for h in self.headers]
        natural, least = self._measure()
        widths = _fit(natural, least, room - 2 * (len(headers) - 1))

        def lines(cells: list[str]) -> list[str]:
            parts = [
                textwrap.wrap(c, w, break_long_words=False, break_on_hyphens=False) or [""]
                for c, w in zip(cells, widths)
            ]
            out = []
            for k in range(max(len(p) for p in parts)):
                row = []
                for part, w, right in zip(parts, widths, self.right):
                    text = part[k] if k < len(part) else ""
                    pad = " " * max(w - _cells(text), 0)
                    row.append(pad + text if right else text + pad)
                out.append("  ".join(row).rstrip())
            return out

        text = [_fill(safe(self.title), room)] if self.title else []
        if self.show_header:
            text += lines(headers) + ["  ".join("-" * w for w in widths)]
        for i, row in enumerate(self.rows):
            text += lines(row)
            if i in self.section_ends and i != len(self.rows) - 1:
                text.append("")
        if self.caption:
            text.append(_fill(safe(self.caption), room))
        return "\n".join(text) + "\n"

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """In a terminal: the title and caption wrapped as text, the table fitted to the
        width without ever cutting a name or a number (see ``_fit``)."""
        from rich.text import Text

        if not self.fits(options.max_width):
            yield Text(self.stacked(options.max_width).rstrip("\n"))
            return
        if self.title:
            yield Text(safe(self.title), overflow="fold")
        table, width = self._table(options.max_width)
        yield from console.render(table, options.update_width(max(width, options.max_width)))
        if self.caption:
            yield Text(safe(self.caption), overflow="fold")

    def _table(self, room: int) -> tuple[Table, int]:
        """The rich table, in the first of two looks that fits ``room`` cells, and its width.

        A number never breaks; text (names, labels, headers) breaks only between words.
        The boxed look first (columns narrowed, widest first, down to their longest
        word), then one without side borders, then plain columns two cells apart; if
        even that cannot fit, the table is as narrow as it can be and wider than the
        terminal, whose lines then wrap: nothing is ever cut or ended in "…".
        """
        from rich import box
        from rich.table import Table
        from rich.text import Text

        headers = [safe(h) for h in self.headers]
        natural, least = self._measure()
        n = len(headers)
        looks = [  # (box, edges, cells taken by borders and padding)
            (box.SIMPLE_HEAD if self.compact else box.HEAVY_HEAD, True, 3 * n + 1),
            (box.SIMPLE_HEAD, False, 3 * (n - 1)),
            (None, False, 2 * (n - 1)),
        ]
        for look, edges, overhead in looks:
            if sum(least) + overhead <= room:
                break
        widths = _fit(natural, least, room - overhead)
        table = Table(box=look, show_edge=edges, pad_edge=edges, show_header=self.show_header)
        for header, right, width in zip(headers, self.right, widths):
            table.add_column(Text(header), justify="right" if right else "left", width=width, overflow="fold")
        for i, row in enumerate(self.rows):
            table.add_row(*(Text(c) for c in row), end_section=i in self.section_ends)
        return table, sum(widths) + overhead


def _fill(text: str, room: int, indent: str = "") -> str:
    """``text`` wrapped to ``room`` cells between words only: never inside a word, nor at
    its hyphen (``Maryanne-Elizabeth`` stays whole)."""
    import textwrap

    return textwrap.fill(text, room, subsequent_indent=indent, break_long_words=False, break_on_hyphens=False)


def _cells(text: str) -> int:
    from rich.cells import cell_len

    return cell_len(text)


def _longest_word(text: str) -> int:
    return max((_cells(word) for word in text.split()), default=0)


def _fit(natural: list[int], least: list[int], room: int) -> list[int]:
    """Column widths that fit ``room``: each its natural width, the widest narrowed
    first, none below its least."""
    widths = list(natural)
    while sum(widths) > room:
        shrinkable = [i for i, w in enumerate(widths) if w > least[i]]
        if not shrinkable:
            break
        widest = max(shrinkable, key=lambda i: widths[i])
        widths[widest] -= 1
    return widths
