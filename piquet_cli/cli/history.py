"""``piquet history``: every partie in the scorebook, newest first, whatever its game.

Printed as plain aligned columns, not a rich table: rich lays out a table at
about half a millisecond a row, longer than reading the partie.
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from piquet_cli.cli import books
from piquet_cli.cli.books import entry_date
from piquet_cli.cli.scorers import settlement_words, versus
from piquet_cli.errors import BadValue
from piquet_cli.games.partie_record import PartieRecord
from piquet_cli.games.view import team_name
from piquet_cli.i18n import N_, _, ngettext
from piquet_cli.records import NamedTuple
from piquet_cli.scorebook.index import Damaged, Entry, problem_said

if TYPE_CHECKING:
    from piquet_cli.cli.console import Out
    from piquet_cli.cli.print_html import Sheet

DATE_FORM = N_("YYYY-MM-DD, e.g. 2025-11-29")
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def parse_day(text: str | None, flag: str) -> date | None:
    """A --since/--until date, YYYY-MM-DD."""
    if text is None:
        return None
    try:
        if not _DAY.fullmatch(text.strip()):
            raise ValueError(text)
        return date.fromisoformat(text.strip())
    except ValueError:
        raise BadValue(
            _("{text} is not a date; write {form}.").format(text=repr(text), form=_(DATE_FORM)), flag
        ) from None


def rules_label(record: PartieRecord) -> str:
    """The rules, and the game when it is not the default one: ``rubicon``, ``bezique match``."""
    from piquet_cli.games import DEFAULT_GAME

    return record.rules if record.game == DEFAULT_GAME else f"{record.game} {record.rules}"


def _played_heading(rows: list[HistoryRow]) -> str:
    """The column of deals played: "Deals", "Hands" in Bezique and Pinochle, both in a mixed book."""
    from piquet_cli.games import game_spec

    words = set()
    for row in rows:
        if not isinstance(row.record, Damaged):
            spec = game_spec(row.record.game)
            words.add(spec.deal_word if spec is not None else "deal")
    said = {"deal": N_("deals"), "hand": N_("hands")}
    heading = "/".join(dict.fromkeys(_(said.get(w, "deals")) for w in sorted(words)))
    return heading[:1].upper() + heading[1:] if heading else _("Deals")


STATUSES = (N_("damaged"), N_("finished"), N_("in progress"))
ORIGINS = (N_("played"), N_("imported"))
"""The status and origin columns' words (English in the JSON and CSV), for the catalogue."""


def status_of(record: PartieRecord | Damaged) -> str:
    if isinstance(record, Damaged):
        return "damaged"
    return "finished" if record.finished else "in progress"


def scored(record: PartieRecord) -> list[tuple[str, int]]:
    """Whom a partie's totals are kept for, each with his total: each player, or with partners
    each side by its name ("Ann & Cal"), in the partie's order; only those who play, when not
    every player does (Chouette's adviser has no total)."""
    if record.playing:
        return [(record.players[i], record.totals[i]) for i in record.playing]
    if not record.teams:
        return list(zip(record.players, record.totals))

    return [
        (team_name(tuple(record.players[i] for i in team)), record.totals[team[0]]) for team in record.teams
    ]


def players_words(record: PartieRecord) -> str:
    """The players column: "Ann v Bob", "Ann v Bob v Cal", the sides of partners "Ann & Cal v
    Bob & Dee"; every player, when not every one plays (Chouette's adviser too)."""
    return versus(record.players) if record.playing else versus(name for name, _total in scored(record))


def result_words(record: PartieRecord | Damaged) -> str:
    """The result column: who won and what, the score so far, or why the file is damaged. At a
    table of more than two: what each player gains or pays, "Ann +30, Bob −15, Cal −15"."""
    if isinstance(record, Damaged):
        return record.problem
    totals = scored(record)
    score = "–".join(str(total) for _name, total in totals)
    if not record.finished:
        return _("{totals} so far").format(totals=", ".join(f"{p} {t}" for p, t in totals))
    if record.drawn:
        return _("drawn, {score}").format(score=score)
    labels = "".join(f", {_(label)}" for label in record.labels if label in counted_labels(record.game))
    if len(record.players) > 2 or record.winner is None:  # who gains what
        gains = settlement_words(record.players, dict(zip(record.players, record.settlement)))
        return f"{gains}{labels} ({score})"
    if record.unit == "games":
        return ngettext(
            "{winner} wins by {points} game", "{winner} wins by {points} games", record.points
        ).format(winner=record.winner, points=record.points)
    return _("{winner} wins {points}{labels} ({score})").format(
        winner=record.winner, points=record.points, labels=labels, score=score
    )


def counted_labels(game: str) -> tuple[str, ...]:
    """The game's words for a result that the history and the ledger show ("rubicon")."""
    from piquet_cli.games import game_spec

    spec = game_spec(game)
    return tuple(label for label, _why in spec.result_labels) if spec is not None else ()


class HistoryRow(NamedTuple):
    entry: Entry
    day: date
    id: int = 0  # its place in the order of creation (scorebook.ids)

    @property
    def record(self) -> PartieRecord | Damaged:
        return self.entry.record

    @property
    def when(self) -> str:
        """The day and time the partie was started, as written in it (else its file's time)."""
        moment = self.entry.moment  # year 1 is 0001, as written (strftime's %Y gives 1 on some systems)
        return f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d} {moment.hour:02d}:{moment.minute:02d}"

    @property
    def origin(self) -> str:
        return "" if isinstance(self.record, Damaged) else self.record.origin


def history_rows(player: str | None, since: date | None, until: date | None) -> tuple[Path, list[HistoryRow]]:
    """Every partie that passes the filters, newest first; damaged files always (they may be anyone's)."""
    from piquet_cli.scorebook.ids import numbered

    folder, entries = books.entries_of_scorebook()
    books.known_player(entries, player)
    ids = numbered(entries)
    rows = []
    for entry in entries:
        day = entry_date(entry)
        record = entry.record
        if isinstance(record, PartieRecord) and not (
            books.has_player(record, player)
            and (since is None or day >= since)
            and (until is None or day <= until)
        ):
            continue
        rows.append(HistoryRow(entry, day, ids[entry.path]))
    rows.sort(key=lambda r: (r.entry.when, r.entry.mtime_ns, r.entry.path.name), reverse=True)
    return folder, rows


def history_command(
    player: str | None,
    since: str | None,
    until: str | None,
    as_json: bool,
    as_csv: bool,
    html: str | None = None,
) -> None:
    """``piquet history``: every partie in the scorebook, newest first."""
    books.one_format(as_json, as_csv, html)
    first, last = parse_day(since, "--since"), parse_day(until, "--until")
    folder, rows = history_rows(player, first, last)
    if as_json:
        books.print_json({"scorebook": str(folder), "parties": [_history_json(r) for r in rows]})
    elif as_csv:
        _history_csv(rows)
    elif html is not None:
        from piquet_cli.cli.print_html import Sheet, write_page

        sheet = Sheet(_("History"))
        _history_text(folder, rows, sheet)
        write_page(sheet.page(), html)
    else:
        _history_text(folder, rows)


def _history_json(row: HistoryRow) -> dict[str, Any]:
    record = row.record
    doc: dict[str, Any] = {
        "id": row.id,
        "file": row.entry.path.name,
        "path": str(row.entry.path),
        "date": row.day.isoformat(),
        "when": row.when,
        "status": status_of(record),
    }
    if isinstance(record, Damaged):
        return doc | {"problem": record.problem}
    result = None
    if record.finished:
        result = {
            "winner": record.winner,
            "loser": record.loser,
            "drawn": record.drawn,
            **dict(record.result_extra),
            "points": record.points,
            "settlement": dict(zip(record.players, record.settlement)),
            "labels": list(record.labels),
        }
    sides = [[record.players[i] for i in team] for team in record.teams]
    teams = {"teams": sides} if sides else {}
    totals = dict(scored(record))
    return doc | {
        "created": record.created,
        "game": record.game,
        "players": list(record.players),
        **teams,
        "rules": record.rules,
        "deals": record.deals,
        "totals": totals,
        "finished": record.finished,
        "result": result,
        "origin": record.origin,
    }


def _history_csv(rows: list[HistoryRow]) -> None:
    """One row a partie: a column a player and a total a player for as many players as the
    most any partie has (``player_a``, ``player_b``, …), and a column for each of the games' own
    keys of the result (Piquet's ``rubiconed``)."""
    records = [r.record for r in rows if not isinstance(r.record, Damaged)]
    seats = max((len(r.players) for r in records), default=2)
    letters = "abcdefghijklmnopqrstuvwxyz"[: max(2, seats)]
    extra = list(dict.fromkeys(key for r in records for key, _value in r.result_extra))
    header = [
        "date",
        "file",
        *(f"player_{x}" for x in letters),
        "rules",
        "deals",
        "status",
        "winner",
        "loser",
        "points",
        *extra,
        *(f"total_{x}" for x in letters),
        "problem",
        "id",
        "time",
        "origin",
    ]
    books.write_csv(header, [[*_csv_row(r, len(letters), extra), r.id, r.when[-5:], r.origin] for r in rows])


def _csv_row(row: HistoryRow, seats: int, extra: list[str]) -> list[Any]:
    record = row.record
    day, name = row.day.isoformat(), row.entry.path.name
    if isinstance(record, Damaged):
        return [
            day,
            name,
            *[""] * seats,
            "",
            "",
            "damaged",
            "",
            "",
            "",
            *[""] * len(extra),
            *[""] * seats,
            record.problem,
        ]
    done = record.finished
    own = dict(record.result_extra)
    blank = [""] * (seats - len(record.players))
    return [
        day,
        name,
        *record.players,
        *blank,
        record.rules,
        record.deals,
        status_of(record),
        record.winner or "",
        record.loser or "",
        record.points if done else "",
        *(_csv_value(own.get(key, "")) if done else "" for key in extra),
        *("" if record.playing and i not in record.playing else t for i, t in enumerate(record.totals)),
        *blank,
        "",
    ]  # a player who plays no deal (Chouette's adviser) has no total


def _csv_value(value: object) -> object:
    """A value as the CSV writes it: true and false in lower case, as JSON has them."""
    return str(value).lower() if isinstance(value, bool) else value


def _history_text(folder: Path, rows: list[HistoryRow], out: Out | Sheet | None = None) -> None:
    """One row a partie: its id (what --file takes), when it was started, the players, the
    rules, the deals, whether it is over, where it came from, and the result. Plain columns,
    wrapped between words in a terminal: never a name cut short."""
    from piquet_cli.cli.console import Out
    from piquet_cli.cli.grid import Grid

    damaged = sum(isinstance(r.record, Damaged) for r in rows)
    kept = len(rows) - damaged
    if len(rows) > 1:  # not "0 parties …, newest first"
        head = ngettext(
            "{count} partie in {folder}, newest first", "{count} parties in {folder}, newest first", kept
        )
    else:
        head = ngettext("{count} partie in {folder}", "{count} parties in {folder}", kept)
    head = head.format(count=kept, folder=folder)
    if damaged:
        head += ngettext("; {count} damaged file.", "; {count} damaged files.", damaged).format(count=damaged)
    else:
        head += "."
    out = out or Out()
    out.line(head)
    if not rows:
        return
    grid = Grid(columns_only=True)
    for name, right, wrap in (
        (_("Id"), True, False),
        (_("When"), False, False),
        (_("Players"), False, True),
        (_("Rules"), False, False),
        (_played_heading(rows), True, False),
        (_("Status"), False, False),
        (_("Origin"), False, False),
        (_("Result"), False, True),
    ):
        grid.add_column(name, justify="right" if right else "left", wrap=wrap)
    for row in rows:
        record = row.record
        if isinstance(record, Damaged):
            said = problem_said(row.entry)
            grid.add_row(str(row.id), row.when, row.entry.path.name, "", "", _("damaged"), "", said)
        else:
            grid.add_row(
                str(row.id),
                row.when,
                players_words(record),
                rules_label(record),
                str(record.deals),
                _(status_of(record)),
                _(record.origin),
                result_words(record),
            )
    out.grid(grid)
