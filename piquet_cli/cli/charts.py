"""Pictures in the terminal, drawn with rich's own bars (``rich.bar.Bar`` in a ``Table``).

* ``running_totals_chart``: a partie's running totals deal by deal, a line
  a player (or a side of partners), with the game's mark (the rubicon, 100, in piquet; a target) shown
  by a rule between the bars.
* ``net_trend_chart``: each player's net points after each of his settled
  parties, with zero marked the same way.

Each fits the width it is given (the terminal's: 80 when piped), and has colour
only when the console does. Names are user data: always escaped. Rich is the
only drawing library: plotext costs ~95 ms to import, rich is already loaded.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.cells import cell_len

from piquet_cli.cli.console import (
    UNWRAPPED,
    chart_width,
    layout_width,
    markup_safe,
    plain_console_width,
    safe,
)
from piquet_cli.cli.said import by_word
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple

if TYPE_CHECKING:
    from rich.table import Table

    from piquet_cli.cli.console import Out
    from piquet_cli.games.ledger import TrendPoint
    from piquet_cli.games.view import PartieView

MARK_WORDS = {
    "rubicon": N_("the rubicon"),
    "target": N_("the target"),
    "first hand's win": N_("the first hand's win"),
    "zero": N_("the zero"),
}
"""A chart's mark (``PartieView.chart_marks``), said in its title: "│ marks the rubicon"."""
NAME_WIDTH = 12
"""At most this many cells of a player's name on one line of a chart; longer names wrap."""
MIN_BARS = 10
"""The bars get at least this many cells, however narrow the console."""
MAX_TREND_ROWS = 20
"""A player's trend shows at most this many of his parties, evenly spread, the last always."""
COLOURS = ("cyan", "magenta", "green", "yellow", "blue", "red")
MARK = "│"
GAP = 2
"""Cells between two columns (one of padding on each side)."""


def _table(title: str) -> Table:
    from rich.table import Table

    return Table(
        title=title,
        title_justify="left",
        box=None,
        padding=(0, 1),
        pad_edge=False,
        show_edge=False,
        expand=False,
    )


def _longest_word(*names: str) -> int:
    """A name wraps between its words, never inside one."""
    return max((cell_len(word) for name in names for word in safe(name).split()), default=0)


def _split(cells: int, low: int, high: int) -> tuple[int, int]:
    """Share ``cells`` between two bars spanning ``low`` and ``high`` units, one scale for both."""
    if low + high == 0:
        return 0, cells
    left = round(cells * low / (low + high))
    return left, cells - left


class _Column(NamedTuple):
    header: str
    width: int
    right: bool = False  # justified to the right
    fold: bool = False  # a long name wraps onto more lines (``overflow="fold"``), never cut
    no_wrap: bool = False


class _Bar(NamedTuple):
    """``rich.bar.Bar(size, begin, end, width=width, color=colour)``."""

    size: float
    begin: float
    end: float
    width: int
    colour: str


class _Chart(NamedTuple):
    """A chart as its title, columns and rows of plain text and bars: drawn by rich
    (``as_table``), or, where the output is plain text, by ``plain_lines``, the same characters."""

    title: str
    columns: list[_Column]
    rows: list[list[_Bar | str]]

    def as_table(self) -> Table:
        from rich.bar import Bar
        from rich.markup import escape

        table = _table(self.title)
        for column in self.columns:
            table.add_column(
                column.header,
                justify="right" if column.right else "left",
                width=column.width,
                overflow="fold" if column.fold else "ellipsis",
                no_wrap=column.no_wrap,
            )
        for row in self.rows:
            table.add_row(
                *(
                    escape(cell)
                    if isinstance(cell, str)
                    else Bar(cell.size, cell.begin, cell.end, width=cell.width, color=cell.colour)
                    for cell in row
                )
            )
        return table

    def plain_lines(self, console_width: int) -> list[str] | None:
        """The lines rich would print for ``as_table`` on a console of ``console_width`` without
        colour, each without the spaces at its end (``console._Trimmed``); None where rich would
        have to wrap or shrink something (a name or title too long for its column, a table wider
        than the console, markup in a heading), which is then left to rich."""
        widths = [column.width for column in self.columns]
        table_width = sum(widths) + GAP * (len(widths) - 1)
        if table_width > console_width or "[" in self.title or not self.title.isprintable():
            return None
        if cell_len(self.title) > table_width and console_width < UNWRAPPED:
            return None  # rich would wrap the title to the table's width (piped, it never wraps)
        lines = [self.title]
        headings: list[_Bar | str] = [column.header for column in self.columns]
        for number, cells in enumerate([headings, *self.rows]):
            shown = []
            for cell, column in zip(cells, self.columns):
                text = _bar_text(cell) if isinstance(cell, _Bar) else cell
                room = column.width - cell_len(text)
                if room < 0 or not text.isprintable() or "\\" in text or (number == 0 and "[" in text):
                    return None  # a heading is markup; rich doubles a backslash that ends a name
                shown.append(" " * room + text if column.right else text + " " * room)
            lines.append((" " * GAP).join(shown).rstrip(" "))
        return lines


def _bar_text(bar: _Bar) -> str:
    """What ``rich.bar.Bar`` draws, without its colour (rich 14's ``Bar.__rich_console__``)."""
    width = bar.width
    if bar.begin >= bar.end:
        return " " * width
    prefix_eights = int(width * 8 * bar.begin / bar.size)
    body_eights = int(width * 8 * bar.end / bar.size)
    prefix = " " * (prefix_eights // 8)
    if prefix_eights % 8:
        prefix += BEGIN_BLOCK_ELEMENTS[prefix_eights % 8]
    body = FULL_BLOCK * (body_eights // 8)
    if body_eights % 8:
        body += END_BLOCK_ELEMENTS[body_eights % 8]
    return prefix + body[len(prefix) :] + " " * (width - len(body))


BEGIN_BLOCK_ELEMENTS = ("█", "█", "█", "▐", "▐", "▐", "▕", "▕")
END_BLOCK_ELEMENTS = (" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉")
FULL_BLOCK = "█"
"""rich.bar's blocks (``tests/test_chart_plain.py`` checks they are still rich's)."""


def running_totals_chart(view: PartieView, width: int) -> Table:
    """The running totals of a partie, a row a scorer a deal (each player, or each side of
    partners); the rule between the bars is the game's mark (``view.chart_marks``: the rubicon
    in piquet)."""
    return _running_totals(view, width).as_table()


def _running_totals(view: PartieView, width: int) -> _Chart:
    scorers = view.scorers
    heading = _("Side") if view.teams else _("Player")
    deal_head, total_head = _(view.deal_word).capitalize(), _("Total")
    mark, word = view.chart_marks[0] if view.chart_marks else (0, "zero")
    names = {name: safe(name) for name in scorers}
    top = max([mark, *(r[p] for r in view.running for p in scorers)])
    name_width = max(
        min(NAME_WIDTH, max([len(heading), *(cell_len(name) for name in scorers)])), _longest_word(*scorers)
    )
    fixed = cell_len(deal_head) + name_width + cell_len(total_head) + len(MARK) + GAP * 5  # six columns
    low_head, high_head = f"0–{mark}", f"{mark}–{top}"
    below, above = _split(max(MIN_BARS, width - fixed), mark, top - mark)
    if above:  # each side at least as wide as its heading, which is never cut ("1…")
        room = below + above
        above = max(above, min(len(high_head), room - len(low_head)))
        below = max(room - above, len(low_head))
    until = view.mark_until
    deal_word = _(view.deal_word)
    where = (
        ""
        if until is None
        else by_word(view.deal_word, N_(", on deal {number} only"), N_(", on hand {number} only")).format(
            number=until
        )
        if until == 1
        else by_word(view.deal_word, N_(", to deal {number}"), N_(", to hand {number}")).format(number=until)
    )
    columns = [
        _Column(deal_head, cell_len(deal_head), right=True),
        _Column(heading, name_width, fold=True),
        _Column(total_head, cell_len(total_head), right=True),
        _Column(low_head, below, no_wrap=True),
        _Column(MARK, 1),
    ]
    if above:
        columns.append(_Column(high_head, above, no_wrap=True))
    rows: list[list[_Bar | str]] = []
    for deal, running in zip(view.deals, view.running):
        for player, colour in zip(scorers, COLOURS * len(scorers)):
            total = running[player]
            cells: list[_Bar | str] = [
                str(deal.number) if player == scorers[0] else "",
                names[player],
                str(total),
                _Bar(mark, 0, min(total, mark), below, colour),
                MARK if until is None or deal.number <= until else " ",
            ]
            if above:
                cells.append(_Bar(top - mark, 0, max(total - mark, 0), above, colour))
            rows.append(cells)
    title = _("Running totals, {deal} by {deal} ({mark} marks {word}, {value}{where})").format(
        deal=deal_word, mark=MARK, word=_(MARK_WORDS.get(word, "the " + word)), value=mark, where=where
    )
    return _Chart(title, columns, rows)


def print_running_totals(out: Out, view: PartieView) -> None:
    """The chart of a finished partie, for its summary (one reckoned in games, as au cent is,
    has no mark to chart against: no chart). Where the output is plain text (piped, or for
    paper) it is written as rich would write it, without loading rich's console and table
    (some 40 ms of the summary that ends every partie, issue 25)."""
    if not (view.finished and view.chart_marks):
        return
    console_width = None if out.fancy else plain_console_width()
    if console_width is not None:
        lines = _running_totals(view, chart_width(console_width)).plain_lines(console_width)
        if lines is not None:
            sys.stdout.write("".join(line + "\n" for line in lines))
            return
    out.console.print(running_totals_chart(view, layout_width(out.console)))


def _spread(points: Sequence[TrendPoint]) -> list[TrendPoint]:
    """At most MAX_TREND_ROWS of the points, evenly spread, always the first and the last."""
    if len(points) <= MAX_TREND_ROWS:
        return list(points)
    last = len(points) - 1
    picks = sorted({round(i * last / (MAX_TREND_ROWS - 1)) for i in range(MAX_TREND_ROWS)})
    return [points[i] for i in picks]


def net_trend_chart(trend: dict[str, list[TrendPoint]], width: int) -> Table:
    """Each player's net points after his parties; the rule between the bars is zero."""
    from rich.bar import Bar

    shown = {name: _spread(points) for name, points in trend.items()}
    nets = [p.net for points in shown.values() for p in points]
    down, up = max([0, *(-n for n in nets)]), max([0, *nets])
    player, partie, date, net = _("Player"), _("Partie"), _("Date"), _("Net")
    name_width = max(
        min(NAME_WIDTH, max([cell_len(player), *(cell_len(n) for n in shown)])), _longest_word(*shown)
    )
    net_width = max([cell_len(net), *(len(f"{n:+d}") for n in nets)])
    date_width = max(len("YYYY-MM-DD"), cell_len(date))
    fixed = name_width + cell_len(partie) + date_width + net_width + len(MARK) + GAP * 6  # seven columns
    left, right = _split(max(MIN_BARS, width - fixed), down, up)
    table = _table(
        _("Net points after each partie, all opponents together ({mark} marks zero)").format(mark=MARK)
    )
    table.add_column(player, width=name_width, overflow="fold")  # a long name wraps, never cut
    table.add_column(partie, justify="right", width=cell_len(partie))
    table.add_column(date, width=date_width, no_wrap=True)
    table.add_column(net, justify="right", width=net_width)
    if left:
        table.add_column(f"-{down}", width=left, justify="right", no_wrap=True)
    table.add_column(MARK, width=1)
    if right:
        table.add_column(f"+{up}", width=right, no_wrap=True)
    for (name, points), colour in zip(shown.items(), COLOURS * len(shown)):
        for i, point in enumerate(points):
            cells: list[Bar | str] = [
                markup_safe(name) if i == 0 else "",
                str(point.partie),
                markup_safe((point.created or "")[:10]),
                f"{point.net:+d}",
            ]
            if left:
                cells.append(Bar(down, down - max(-point.net, 0), down, width=left, color=colour))
            cells.append(MARK)
            if right:
                cells.append(Bar(up, 0, max(point.net, 0), width=right, color=colour))
            table.add_row(*cells, end_section=i == len(points) - 1)
    return table
