"""The partie and the scorebook on paper: one self-contained HTML page each, to print from a browser.

``summary --html FILE`` (``partie_page``) is a score card after Cavendish's: the players,
the game and its rules, every deal's breakdown in the game's own rows with the running
totals, the calls said in words, the totals, the result and the payment explained.
``history --html`` and ``ledger --html`` (``Sheet``) are the same lines and tables as their
text, on a page. Everything here reads the neutral view (``games.view``) and the text
commands' own tables (``cli.grid.Grid``): nothing knows which game it is, nor how many sit
at the table.

A page is inert and alone: its styles are inline (a print stylesheet among them, for one A4
or Letter page), it has no script, and it names no other file or address, so nothing loads
from anywhere. Every piece of user text (names, notes) is escaped (``text``): characters
that do not print as their escape (``console.safe``'s rule), then HTML's own ``& < > " '``.
The page is ASCII, anything else written as a character reference (``&#233;``), so it
reads the same whatever the encoding of the output it goes to.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from piquet_cli.cli.console import Part, escaped, shown_as_is
from piquet_cli.cli.said import deal_said, rules_said
from piquet_cli.cli.scorers import settlement_words, short_seat, signed, versus
from piquet_cli.i18n import N_, _, active
from piquet_cli.said import said

if TYPE_CHECKING:
    from piquet_cli.cli.grid import Grid
    from piquet_cli.games.view import PartieView

CALLS, CARD, RESULT, SO_FAR = N_("The calls"), N_("The card"), N_("Result"), N_("So far")
UNITS = (N_("points"), N_("games"))
"""What a settlement counts (``Result.unit``), for the catalogue."""
PAGE_SUFFIXES = (".html", ".htm")
"""What the name of a page written to a file ends in (a partie's own file is never written over)."""

STYLE = """
@page { margin: 12mm; }
html { background: #fff; color: #000; }
body { font: 10pt/1.3 Georgia, "Times New Roman", serif; max-width: 186mm; margin: 0 auto;
  padding: 8mm 0; }
@media print { body { padding: 0; max-width: none; } }
h1 { font-size: 17pt; margin: 0; padding-bottom: 2pt; border-bottom: 2pt solid #000; }
h2 { font-size: 10pt; margin: 9pt 0 3pt; text-transform: uppercase; letter-spacing: 0.08em; }
h2.part { font-size: 13pt; text-transform: none; letter-spacing: 0; border-bottom: 1pt solid #000; }
p { margin: 2pt 0; }
.rules { font-style: italic; margin: 3pt 0 6pt; }
.status { font-weight: bold; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; break-inside: avoid; }
th, td { border: 0.6pt solid #555; padding: 1pt 4pt; vertical-align: top; }
th { text-align: left; background: #eee; font-weight: bold;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tbody.deal { border-top: 1.4pt solid #000; }
tfoot td { border-top: 1.6pt double #000; font-weight: bold; }
.key { font-size: 8pt; font-style: italic; margin-top: 2pt; }
ul { margin: 2pt 0; padding-left: 14pt; font-size: 9pt; }
li { margin: 1pt 0; }
.result { border: 1.5pt solid #000; padding: 4pt 7pt; margin-top: 9pt; break-inside: avoid; }
.result h2 { margin-top: 0; }
.result table { width: auto; margin-top: 3pt; }
.provisional { border-style: dashed; }
footer { margin-top: 8pt; font-size: 7.5pt; color: #444; }
"""
"""The page's look: a club's score card, black on white, one page of A4 or Letter."""


def text(value: str) -> str:
    """User text (or any words) inert in HTML: what does not print as its escape, then ``& < > " '``.
    The games' ``Words`` are said in the language spoken."""
    value = said(value)
    if not value.isprintable():
        value = "".join(ch if shown_as_is(ch) else escaped(ch) for ch in value)
    return html.escape(value, quote=True)


def page(title: str, body: Iterable[str]) -> str:
    """A whole page: ``body``'s parts (HTML already escaped) under ``title``, styles inline,
    written in ASCII (any other character as a character reference)."""
    from piquet_cli import __version__

    kept = _("Kept with piquet-cli {version}.").format(version=__version__)
    doc = "\n".join(
        [
            "<!DOCTYPE html>",
            f'<html lang="{active()}">',
            "<head>",
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{text(title)}</title>",
            f"<style>{STYLE}</style>",
            "</head>",
            "<body>",
            *body,
            f"<footer>{text(kept)}</footer>",
            "</body>",
            "</html>",
            "",
        ]
    )
    return doc.encode("ascii", "xmlcharrefreplace").decode("ascii")


def write_page(doc: str, target: str) -> None:
    """The page to ``target``: a file whose name ends in .html or .htm, or ``-``, standard output."""
    if target == "-":
        sys.stdout.write(doc)
        return
    from piquet_cli.errors import BadValue, FileProblem

    path = Path(target)
    if path.suffix.lower() not in PAGE_SUFFIXES:
        raise BadValue(
            _(
                "{target} is not the name of a page: give a file ending in .html, or - for standard output."
            ).format(target=repr(target)),
            "--html",
        )
    try:
        path.write_text(doc, encoding="ascii")
    except OSError as error:
        from piquet_cli.scorebook.oserror import describe_os_error

        raise FileProblem(
            _("cannot write the page to {path}: {why}.").format(path=path, why=describe_os_error(error))
        ) from None
    from piquet_cli.cli.console import tell

    tell(_("wrote {path}: open it in a browser and print it.").format(path=path))


def _cell(value: str, number: bool = False, tag: str = "td") -> str:
    return f'<{tag} class="n">{text(value)}</{tag}>' if number else f"<{tag}>{text(value)}</{tag}>"


def _row(cells: Iterable[str]) -> str:
    return "<tr>" + "".join(cells) + "</tr>"


# ---------------------------------------------------------------------------
# A partie's score card


def _players_words(view: PartieView) -> str:
    """Who sat where: "Ann and Bob; Bob dealt first." or, with partners, "Ann & Cal v Bob & Dee;
    in their order round the table Ann, Bob, Cal, Dee; Ann dealt first." """
    players = view.players
    first = players[view.partie.first_dealer] if players else ""
    order = ", ".join(players)
    if view.teams:
        sides = _(" against ").join(_(" and ").join(team) for team in view.teams)
        return _("Partners: {sides}. Round the table: {order}; {first} dealt first.").format(
            sides=sides, order=order, first=first
        )
    return _("Players, round the table: {order}; {first} dealt first.").format(order=order, first=first)


def breakdown_table(view: PartieView) -> str:
    """Every deal's breakdown in the game's own rows (those some deal scored in), a line a
    scorer with his seat, what the deal added and his running total: the text summary's
    breakdown (``render.breakdown``), cell for cell, with the running totals beside it."""
    from piquet_cli.cli.render import breakdown, deal_label

    table = breakdown(view)
    running = {deal.number: totals for deal, totals in zip(view.deals, view.running)}
    heads = [
        _cell(deal_said(view.deal_word, capital=True), True, "th"),
        _cell(_("Side") if view.teams else _("Player"), tag="th"),
        *(_cell(_(row.short), True, "th") for row in table.shown),
        _cell(_("Total"), True, "th"),
        _cell(_("Running"), True, "th"),
    ]
    out = ['<table id="breakdown">', "<thead>", _row(heads), "</thead>"]
    first = view.scorers[0]
    for deal, name, cells in table.lines:
        if name == first:
            if out[-1] != "</thead>":
                out.append("</tbody>")
            out.append('<tbody class="deal">')
        out.append(
            _row(
                [
                    _cell(deal_label(deal) if name == first else "", True),
                    _cell(f"{name} ({short_seat(deal, name, view.teams)})"),
                    *(_cell(c, True) for c in cells),
                    _cell(str(deal.added(name)), True),
                    _cell(str(running[deal.number][name]), True),
                ]
            )
        )
    if table.lines:
        out.append("</tbody>")
    out.append("</table>")
    out.append(f'<p class="key">{text(table.caption)}.</p>')
    return "\n".join(out)


def card_table(view: PartieView) -> str:
    """Cavendish's scoring card: a line a deal, its dealer, what it added for each scorer and
    each scorer's running total; the totals under it."""
    from piquet_cli.cli.render import deal_label

    scorers = view.scorers
    heads = [
        _cell(deal_said(view.deal_word, capital=True), True, "th"),
        _cell(_("Dealer"), tag="th"),
        *(_cell(name, True, "th") for name in scorers),
        *(_cell(_("{name} total").format(name=name), True, "th") for name in scorers),
    ]
    out = ['<table id="card">', "<thead>", _row(heads), "</thead>", "<tbody>"]
    for deal, running in zip(view.deals, view.running):
        out.append(
            _row(
                [
                    _cell(deal_label(deal), True),
                    _cell(deal.dealer),
                    *(_cell(str(deal.added(name)), True) for name in scorers),
                    *(_cell(str(running[name]), True) for name in scorers),
                ]
            )
        )
    out.append("</tbody>")
    foot = [_cell(_("Totals")), _cell(""), *(_cell("") for _name in scorers)]
    foot += [_cell(str(view.totals[name]), True) for name in scorers]
    out += ["<tfoot>", _row(foot), "</tfoot>", "</table>"]
    return "\n".join(out)


def calls_words(view: PartieView, notes: list[str | None] | None) -> list[str]:
    """The calls and the notable rulings of each deal in words, then the notes kept with the deals."""
    from piquet_cli.cli.render import note_lines

    word = deal_said(view.deal_word, capital=True)
    lines: list[str] = []
    for deal in view.deals:
        told = [said(line) for line in deal.details]  # a Words in an f-string would be English
        told += [r.sentence() for r in deal.notable if r.sentence() not in told]
        lines += [f"{word} {deal.number}: {line}" for line in told]
    return lines + note_lines(notes, view.deal_word)


def settlement_table(view: PartieView) -> str:
    """What each player gains or pays, signed, in the game's unit."""
    result = view.result
    if result is None:
        return ""
    unit = _(result.unit)
    heads = [_cell(_("Player"), tag="th"), _cell(_("Gains or pays ({unit})").format(unit=unit), True, "th")]
    rows = [
        _row([_cell(player), _cell(signed(result.settlement.get(player, 0)), True)])
        for player in view.players
    ]
    return "\n".join(
        [
            '<table id="settlement">',
            "<thead>",
            _row(heads),
            "</thead>",
            "<tbody>",
            *rows,
            "</tbody>",
            "</table>",
        ]
    )


def partie_page(view: PartieView, notes: list[str | None] | None = None) -> str:
    """The partie's score card, one page (``summary --html``)."""
    from piquet_cli.cli.render import totals_line

    scorers = view.scorers
    heading = f"{view.title}: {versus(scorers)}"
    status = _("Finished.") if view.finished else _("Provisional: the partie is not finished.")
    by_deal = _("{Deal} by {deal}").format(
        Deal=deal_said(view.deal_word, capital=True), deal=_(view.deal_word)
    )
    body = [
        "<header>",
        f"<h1>{text(heading)}</h1>",
        f'<p class="rules">{text(rules_said(view.rules_words))}. {text(_players_words(view))}</p>',
        f'<p class="status" id="status">{text(status)}</p>',
        "</header>",
        f"<h2>{text(by_deal)}</h2>",
        breakdown_table(view),
    ]
    calls = calls_words(view, notes)
    if calls:
        body += [
            f"<h2>{text(_(CALLS))}</h2>",
            "<ul>",
            *(f"<li>{text(line)}</li>" for line in calls),
            "</ul>",
        ]
    body += [f"<h2>{text(_(CARD))}</h2>", card_table(view)]
    body += [f"<p>{text(line)}</p>" for line in view.status]
    closing = [totals_line(view), *view.summary_lines]
    box = "result" if view.result else "result provisional"
    body += [
        f'<section class="{box}" id="result">',
        f"<h2>{text(_(RESULT) if view.result else _(SO_FAR))}</h2>",
    ]
    body += [f"<p>{text(line)}</p>" for line in closing]
    if view.result:
        body.append(f'<p class="explanation">{text(view.result.explanation)}</p>')
        if view.result.labels:
            marked = _("Marked: {labels}.").format(labels=", ".join(_(label) for label in view.result.labels))
            body.append(f"<p>{text(marked)}</p>")
        settled = _("Settlement: {settlement}.").format(
            settlement=settlement_words(view.players, view.result.settlement)
        )
        body.append(f"<p>{text(settled)}</p>")
        body.append(settlement_table(view))
    else:
        body += [f"<p>{text(view.provisional)}</p>", f"<p>{text(view.next_words)}</p>"]
    body.append("</section>")
    return page(heading, body)


# ---------------------------------------------------------------------------
# The scorebook's pages: the lines and tables of ``history`` and ``ledger``


def grid_table(grid: Grid) -> str:
    """A text command's table (``Grid``) as HTML: its title above, its caption below."""
    out = [f"<h2>{text(grid.title)}</h2>"] if grid.title else []
    out.append("<table>")
    if grid.show_header:
        heads = [_cell(h, right, "th") for h, right in zip(grid.headers, grid.right)]
        out += ["<thead>", _row(heads), "</thead>"]
    out.append("<tbody>")
    for i, row in enumerate(grid.rows):
        out.append(_row(_cell(c, right) for c, right in zip(row, grid.right)))
        if i in grid.section_ends and i != len(grid.rows) - 1:
            out += ["</tbody>", '<tbody class="deal">']
    out += ["</tbody>", "</table>"]
    if grid.caption:
        out.append(f'<p class="key">{text(grid.caption)}</p>')
    return "\n".join(out)


class Sheet:
    """Where a scorebook command prints on paper (``history --html``, ``ledger --html``): its
    lines and tables, as ``console.Out`` takes them, gathered into a page."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.parts: list[str] = [f"<h1>{text(title)}</h1>"]

    def line(self, *parts: Part) -> None:
        words = "".join(p if isinstance(p, str) else p[0] for p in parts)
        if words:
            self.parts.append(f"<p>{text(words)}</p>")

    def heading(self, words: str) -> None:
        """A part of the page under its own heading (a game's ledger)."""
        self.parts.append(f'<h2 class="part">{text(words)}</h2>')

    def grid(self, grid: Grid) -> None:
        self.parts.append(grid_table(grid))

    def page(self) -> str:
        return page(self.title, self.parts)
