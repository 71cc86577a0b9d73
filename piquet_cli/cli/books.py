"""What the scorebook-wide commands share: the scorebook's records, filters, CSV and JSON.

``history`` and ``ledger`` (``cli.history``, ``cli.ledger``) read the whole
scorebook through its index (``scorebook.index``): each changed file once,
with tomllib, without locks, as a neutral record of the partie, whatever its
game (``games.ledger.PartieRecord``).
"""

from __future__ import annotations

import io
import sys
from datetime import date
from pathlib import Path
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.names import name_key
from piquet_cli.games.partie_record import PartieRecord
from piquet_cli.i18n import _
from piquet_cli.scorebook.index import Entry, read_scorebook
from piquet_cli.scorebook.locate import scorebook_dir

# ---------------------------------------------------------------------------
# Shared


def one_format(as_json: bool, as_csv: bool, html: str | None = None) -> None:
    if sum((as_json, as_csv, html is not None)) > 1:
        raise BadValue(
            _("choose one of --json, --csv and --html."), "--html" if html is not None else "--json"
        )
    if html is not None:  # a page is never folded to ASCII: it is ASCII, its names references
        from piquet_cli.cli.console import set_ascii

        set_ascii(False)


def entries_of_scorebook() -> tuple[Path, list[Entry]]:
    """The scorebook's parties; a link planted in place of its index or note is said on
    standard error (it is left as it is, and the parties read without it)."""
    folder = scorebook_dir()
    if not folder.is_dir():
        return folder, []
    entries = read_scorebook(folder)
    from piquet_cli.cli.console import tell
    from piquet_cli.scorebook.index import links_refused

    for sentence in links_refused(folder):
        tell(sentence)
    return folder, entries


def entry_date(entry: Entry) -> date:
    """The day a partie was created (its ``created`` key), else the day its file last changed."""
    return entry.moment.date()


def has_player(record: PartieRecord, player: str | None) -> bool:
    return player is None or name_key(player) in (name_key(p) for p in record.players)


def known_player(entries: list[Entry], player: str | None) -> None:
    """``--player`` must name someone who played in the scorebook; else say who did."""
    if player is None:
        return
    names = sorted(
        {p for e in entries if isinstance(e.record, PartieRecord) for p in e.record.players}, key=str.casefold
    )
    if name_key(player) in (name_key(n) for n in names):
        return
    if not names:
        raise BadValue(
            _("no partie in the scorebook has a player called {name}: it has no parties yet.").format(
                name=repr(player)
            ),
            "--player",
        )
    raise BadValue(
        _("no partie in the scorebook has a player called {name}; the players are {names}.").format(
            name=repr(player), names=", ".join(names)
        ),
        "--player",
    )


def write_csv(header: list[str], rows: list[list[Any]]) -> None:
    """CSV with user text inert: escaped, and never a spreadsheet formula (``escape.csv_cell``)."""
    import csv

    from piquet_cli.cli.escape import csv_cell

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows([csv_cell(cell) for cell in row] for row in rows)
    sys.stdout.write(out.getvalue())


def print_json(doc: dict[str, Any]) -> None:
    from piquet_cli.cli.escape import json_text

    sys.stdout.write(json_text(doc) + "\n")


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"
