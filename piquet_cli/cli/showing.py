"""``show`` and ``summary``: a partie's running totals, its summary, in the terminal, as JSON,
Markdown, CSV or a printed page — the same for every game."""

from __future__ import annotations

import sys
from pathlib import Path

from piquet_cli.cli.render import (
    partie_json,
    print_json,
    show_text,
    summary_csv,
    summary_markdown,
    summary_text,
)
from piquet_cli.cli.said import made_in_english
from piquet_cli.errors import BadValue
from piquet_cli.i18n import _
from piquet_cli.scorebook.parties import PartieFile, find_partie, read_partie


def _latest(does: str) -> Path:
    """Without --file: ``which.latest`` (which says what it takes), loaded only then."""
    from piquet_cli.cli.which import latest

    return latest(does)


def read_in_english(path: Path) -> PartieFile:
    """The partie with its view made in English, for the JSON and the CSV, the same whatever
    the language (``said.made_in_english``)."""
    return made_in_english(lambda: read_partie(path))


def show_partie(file: Path | None, as_json: bool) -> None:
    path = find_partie(file) if file else _latest("shows")
    current = read_in_english(path) if as_json else read_partie(path)
    if as_json:
        print_json(partie_json(current.view))
    else:
        show_text(current.view)


def summarise(
    file: Path | None,
    as_json: bool,
    markdown: bool,
    as_csv: bool,
    html: str | None = None,
    text: bool = False,
) -> None:
    if sum((as_json, markdown, as_csv, html is not None, text)) > 1:
        flag = "--html" if html is not None else "--text" if text else "--json"
        raise BadValue(_("choose one of --json, --markdown, --csv, --html and --text."), flag)
    path = find_partie(file) if file else _latest("sums up")
    current = read_in_english(path) if as_json or as_csv else read_partie(path)
    if html is not None:
        from piquet_cli.cli.print_html import partie_page, write_page

        write_page(partie_page(current.view, current.notes), html)
        return
    if text:
        from piquet_cli.cli.guard import paper_text

        paper_text()
    if as_json:
        print_json(partie_json(current.view))
    elif markdown:
        sys.stdout.write(summary_markdown(current.view, current.notes))
    elif as_csv:
        sys.stdout.write(summary_csv(current.view))
    else:
        summary_text(current.view, current.notes)
