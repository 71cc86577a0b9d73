"""The scorebook-wide commands: history, ledger, and import of a paper score card.

``history`` and ``ledger`` read the whole scorebook through its index
(``scorebook.index``): each changed file once, with tomllib, without locks.
The history is printed as plain aligned columns, not a rich table: rich lays
out a table at about half a millisecond a row, longer than reading the
partie. Small tables (the ledger) and the charts use rich.
"""

from __future__ import annotations

import csv
import io
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Any

from piquet_cli.cli.console import safe
from piquet_cli.errors import BadValue, FileProblem, PiquetError
from piquet_cli.games.piquet.ledger import PartieRecord
from piquet_cli.scorebook.index import Damaged, Entry, created_moment, read_scorebook
from piquet_cli.scorebook.locate import scorebook_dir

if TYPE_CHECKING:
    from piquet_cli.games.piquet.ledger import Ledger, PairLedger, Settlement
    from piquet_cli.games.piquet.partie import Partie

DATE_FORM = "YYYY-MM-DD, e.g. 2025-11-29"
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


# ---------------------------------------------------------------------------
# Shared


def _one_format(as_json: bool, as_csv: bool) -> None:
    if as_json and as_csv:
        raise BadValue("choose one of --json and --csv.", "--json")


def _entries() -> tuple[Path, list[Entry]]:
    folder = scorebook_dir()
    return folder, read_scorebook(folder) if folder.is_dir() else []


def entry_date(entry: Entry) -> date:
    """The day a partie was created (its ``created`` key), else the day its file last changed."""
    created = entry.record.created if isinstance(entry.record, PartieRecord) else None
    moment = created_moment(created)
    return moment.date() if moment else datetime.fromtimestamp(entry.mtime_ns / 1e9).date()


def _has_player(record: PartieRecord, player: str | None) -> bool:
    return player is None or player.casefold() in (p.casefold() for p in record.players)


def _known_player(entries: list[Entry], player: str | None) -> None:
    """``--player`` must name someone who played in the scorebook; else say who did."""
    if player is None:
        return
    names = sorted(
        {p for e in entries if isinstance(e.record, PartieRecord) for p in e.record.players}, key=str.casefold
    )
    if player.casefold() in (n.casefold() for n in names):
        return
    if not names:
        raise BadValue(
            f"no partie in the scorebook has a player called {player!r}: it has no parties yet.", "--player"
        )
    raise BadValue(
        f"no partie in the scorebook has a player called {player!r}; the players are {', '.join(names)}.",
        "--player",
    )


def _write_csv(header: list[str], rows: list[list[Any]]) -> None:
    """CSV with user text inert: escaped, and never a spreadsheet formula (``escape.csv_cell``)."""
    from piquet_cli.cli.escape import csv_cell

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows([csv_cell(cell) for cell in row] for row in rows)
    sys.stdout.write(out.getvalue())


def _print_json(doc: dict[str, Any]) -> None:
    from piquet_cli.cli.escape import json_text

    sys.stdout.write(json_text(doc) + "\n")


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


# ---------------------------------------------------------------------------
# history


def parse_day(text: str | None, flag: str) -> date | None:
    """A --since/--until date, YYYY-MM-DD."""
    if text is None:
        return None
    try:
        if not _DAY.fullmatch(text.strip()):
            raise ValueError(text)
        return date.fromisoformat(text.strip())
    except ValueError:
        raise BadValue(f"{text!r} is not a date; write {DATE_FORM}.", flag) from None


def status_of(record: PartieRecord | Damaged) -> str:
    if isinstance(record, Damaged):
        return "damaged"
    return "finished" if record.finished else "in progress"


def result_words(record: PartieRecord | Damaged) -> str:
    """The result column: who won and what, the score so far, or why the file is damaged."""
    if isinstance(record, Damaged):
        return record.problem
    (a, b), (ta, tb) = record.players, record.totals
    score = f"{ta}–{tb}"
    if not record.finished:
        return f"{a} {ta}, {b} {tb} so far"
    if record.drawn:
        return f"drawn, {score}"
    if not record.settles_in_points:
        return f"{record.winner} wins by {_plural(record.points, 'game')}"
    rubicon = ", rubicon" if record.rubiconed else ""
    return f"{record.winner} wins {record.points}{rubicon} ({score})"


@dataclass(frozen=True)
class HistoryRow:
    entry: Entry
    day: date
    id: int = 0  # its place in the order of creation (scorebook.ids)

    @property
    def record(self) -> PartieRecord | Damaged:
        return self.entry.record

    @property
    def when(self) -> str:
        """The day and time the partie was started, as written in it (else its file's time)."""
        created = self.record.created if isinstance(self.record, PartieRecord) else None
        moment = created_moment(created) or datetime.fromtimestamp(self.entry.mtime_ns / 1e9)
        return moment.strftime("%Y-%m-%d %H:%M")

    @property
    def origin(self) -> str:
        return "" if isinstance(self.record, Damaged) else self.record.origin


def history_rows(player: str | None, since: date | None, until: date | None) -> tuple[Path, list[HistoryRow]]:
    """Every partie that passes the filters, newest first; damaged files always (they may be anyone's)."""
    from piquet_cli.scorebook.ids import numbered

    folder, entries = _entries()
    _known_player(entries, player)
    ids = numbered(entries)
    rows = []
    for entry in entries:
        day = entry_date(entry)
        record = entry.record
        if isinstance(record, PartieRecord) and not (
            _has_player(record, player)
            and (since is None or day >= since)
            and (until is None or day <= until)
        ):
            continue
        rows.append(HistoryRow(entry, day, ids[entry.path]))
    rows.sort(key=lambda r: (r.entry.when, r.entry.mtime_ns, r.entry.path.name), reverse=True)
    return folder, rows


def history_command(
    player: str | None, since: str | None, until: str | None, as_json: bool, as_csv: bool
) -> None:
    """``piquet history``: every partie in the scorebook, newest first."""
    _one_format(as_json, as_csv)
    first, last = parse_day(since, "--since"), parse_day(until, "--until")
    folder, rows = history_rows(player, first, last)
    if as_json:
        _print_json({"scorebook": str(folder), "parties": [_history_json(r) for r in rows]})
    elif as_csv:
        _write_csv(
            [
                "date",
                "file",
                "player_a",
                "player_b",
                "rules",
                "deals",
                "status",
                "winner",
                "loser",
                "points",
                "rubiconed",
                "total_a",
                "total_b",
                "problem",
                "id",
                "time",
                "origin",
            ],
            [[*_history_csv(r), r.id, r.when[-5:], r.origin] for r in rows],
        )
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
    a, b = record.players
    result = None
    if record.finished:
        result = {
            "winner": record.winner,
            "loser": record.loser,
            "drawn": record.drawn,
            "rubiconed": record.rubiconed,
            "points": record.points,
        }
    return doc | {
        "created": record.created,
        "players": [a, b],
        "rules": record.rules,
        "deals": record.deals,
        "totals": {a: record.totals[0], b: record.totals[1]},
        "finished": record.finished,
        "result": result,
        "origin": record.origin,
    }


def _history_csv(row: HistoryRow) -> list[Any]:
    record = row.record
    if isinstance(record, Damaged):
        return [
            row.day.isoformat(),
            row.entry.path.name,
            "",
            "",
            "",
            "",
            "damaged",
            "",
            "",
            "",
            "",
            "",
            "",
            record.problem,
        ]
    done = record.finished
    return [
        row.day.isoformat(),
        row.entry.path.name,
        *record.players,
        record.rules,
        record.deals,
        status_of(record),
        record.winner or "",
        record.loser or "",
        record.points if done else "",
        str(record.rubiconed).lower() if done else "",
        *record.totals,
        "",
    ]


def _history_text(folder: Path, rows: list[HistoryRow]) -> None:
    """One row a partie: its id (what --file takes), when it was started, the players, the
    rules, the deals, whether it is over, where it came from, and the result. Plain columns,
    wrapped between words in a terminal: never a name cut short."""
    from piquet_cli.cli.console import Grid, Out

    damaged = sum(isinstance(r.record, Damaged) for r in rows)
    head = f"{_plural(len(rows) - damaged, 'partie')} in {folder}, newest first"
    head += f"; {_plural(damaged, 'damaged file')}." if damaged else "."
    out = Out()
    out.line(head)
    if not rows:
        return
    grid = Grid(columns_only=True)
    for name, right, wrap in (
        ("Id", True, False),
        ("When", False, False),
        ("Players", False, True),
        ("Rules", False, False),
        ("Deals", True, False),
        ("Status", False, False),
        ("Origin", False, False),
        ("Result", False, True),
    ):
        grid.add_column(name, justify="right" if right else "left", wrap=wrap)
    for row in rows:
        record = row.record
        if isinstance(record, Damaged):
            grid.add_row(str(row.id), row.when, row.entry.path.name, "", "", "damaged", "", record.problem)
        else:
            grid.add_row(
                str(row.id),
                row.when,
                " v ".join(record.players),
                record.rules,
                str(record.deals),
                status_of(record),
                record.origin,
                result_words(record),
            )
    out.grid(grid)


# ---------------------------------------------------------------------------
# ledger


def parse_stake(text: str) -> Decimal:
    """The stake: money for --per points, a plain decimal number such as 1, 0.50 or 10."""
    shown = text if len(text) <= 40 else text[:20] + "…" + text[-19:]
    try:
        stake = Decimal(text.strip())
    except InvalidOperation:
        stake = Decimal("NaN")
    if not stake.is_finite() or stake < 0 or "e" in text.lower():
        raise BadValue(
            f"{shown!r} is not an amount of money; write a plain number such as 1, 0.50 or 10.", "--stake"
        )
    whole, _, places = text.strip().partition(".")
    if len(places) > STAKE_PLACES or len(whole.lstrip("+0")) > STAKE_DIGITS:
        raise BadValue(
            f"{shown!r} is not an amount of money to settle: at most {STAKE_DIGITS} digits before the"
            f" point and {STAKE_PLACES} after it, such as 1, 0.50 or 10.",
            "--stake",
        )
    return stake


STAKE_PLACES, STAKE_DIGITS = 6, 12
"""A stake of at most 999,999,999,999 with six decimal places keeps every sum exact in 28 digits."""


def money_text(amount: Decimal, stake: Decimal) -> str:
    """An amount with at least the stake's decimal places (0.50 → 0.25, 0.50), no exponent."""
    places = max(0, -int(stake.as_tuple().exponent))
    shown = amount.quantize(Decimal(1).scaleb(-places))
    return format(shown if shown == amount else amount.normalize(), "f")


def ledger_command(
    stake: str, per: int, ignore_below: int, player: str | None, as_json: bool, as_csv: bool, chart: bool
) -> None:
    """``piquet ledger``: results between players over all finished parties, and the money."""
    from piquet_cli.games.piquet.ledger import build_ledger

    _one_format(as_json, as_csv)
    amount = parse_stake(stake)
    if per <= 0:
        raise BadValue(
            f"{per} is not a number of points; the stake is for 1 point or more, usually 100.", "--per"
        )
    if ignore_below < 0:
        raise BadValue(
            f"{ignore_below} is not a number of points; give 0 (reckon every point) or more, usually 50.",
            "--ignore-below",
        )
    if chart and as_csv:
        raise BadValue("the chart is for the terminal (or --json); leave out --csv.", "--chart")
    folder, entries = _entries()
    _known_player(entries, player)
    records = [
        e
        for e in sorted(entries, key=lambda e: (e.when, e.mtime_ns, e.path.name))
        if isinstance(e.record, PartieRecord) and _has_player(e.record, player)
    ]
    damaged = sum(isinstance(e.record, Damaged) for e in entries)
    ledger = build_ledger(e.record for e in records)  # type: ignore[misc]
    terms = Terms(amount, per, ignore_below)
    if as_json:
        _print_json(_ledger_json(ledger, terms, damaged, chart))
    elif as_csv:
        _ledger_csv(ledger, terms)
    else:
        _ledger_text(folder, ledger, terms, damaged, chart)


@dataclass(frozen=True)
class Terms:
    """The money terms: ``stake`` a ``per`` points, fractions of ``ignore_below`` not reckoned."""

    stake: Decimal
    per: int
    ignore_below: int

    def words(self) -> str:
        fractions = (
            f"; fractions of {self.ignore_below} not reckoned"
            if self.ignore_below > 1
            else "; every point reckoned"
        )
        return f"{money_text(self.stake, self.stake)} a {self.per} points{fractions}"


def _settled_words(ledger: Ledger, damaged: int) -> list[str]:
    notes = [f"{_plural(ledger.settled, 'finished partie')} settled."]
    if ledger.unfinished:
        notes.append(
            f"{_plural(ledger.unfinished, 'unfinished partie')} skipped: not settled until finished."
        )
    if ledger.in_games:
        notes.append(
            f"{_plural(ledger.in_games, 'au cent partie')} counted as won or lost: au cent is "
            "reckoned in games, not points."
        )
    if damaged:
        notes.append(f"{_plural(damaged, 'damaged file')} skipped (see piquet history).")
    return notes


def _ledger_json(ledger: Ledger, terms: Terms, damaged: int, chart: bool) -> dict[str, Any]:
    pairs = []
    for pair in ledger.pairs:
        a, b = pair.players
        s = pair.settle(terms.stake, terms.per, terms.ignore_below)
        pairs.append(
            {
                "players": [a, b],
                "won": {a: pair.won, b: pair.lost},
                "drawn": pair.drawn,
                "rubicons_inflicted": {a: pair.rubicons_inflicted, b: pair.rubicons_suffered},
                "net": {a: pair.net, b: -pair.net},
                "money": {
                    "owed_by": s.debtor,
                    "owed_to": s.creditor,
                    "points": s.points,
                    "reckoned_points": s.reckoned,
                    "amount": money_text(s.amount, terms.stake),
                },
            }
        )
    owed = _money_by_player(ledger, terms)
    players = []
    for p in ledger.players:
        st = p.stats
        players.append(
            {
                "name": p.name,
                "parties": p.parties,
                "won": p.won,
                "lost": p.lost,
                "drawn": p.drawn,
                "rubicons_inflicted": p.rubicons_inflicted,
                "rubicons_suffered": p.rubicons_suffered,
                "net": p.net,
                "money": money_text(owed[p.name], terms.stake),
                "deals": st.deals,
                "average_deal": None if st.average is None else round(st.average, 2),
                "best_deal": st.best,
                "unknown_deals": st.unknown,
                **{
                    k: {"deals": n, "share": None if st.share(n) is None else round(st.share(n) or 0, 4)}
                    for k, n in (("repique", st.repiques), ("pique", st.piques), ("capot", st.capots))
                },
            }
        )
    doc: dict[str, Any] = {
        "stake": money_text(terms.stake, terms.stake),
        "per": terms.per,
        "ignore_below": terms.ignore_below,
        "parties": {
            "settled": ledger.settled,
            "unfinished_skipped": ledger.unfinished,
            "au_cent_in_games": ledger.in_games,
            "damaged_skipped": damaged,
        },
        "pairs": pairs,
        "players": players,
    }
    if chart:
        doc["trend"] = {
            name: [{"partie": t.partie, "created": t.created, "net": t.net} for t in points]
            for name, points in ledger.trend.items()
        }
    return doc


def _money_by_player(ledger: Ledger, terms: Terms) -> dict[str, Decimal]:
    """Each player's money over all his pairs: each pair settled on its own balance."""
    owed = {p.name: Decimal(0) for p in ledger.players}
    for pair in ledger.pairs:
        s = pair.settle(terms.stake, terms.per, terms.ignore_below)
        if s.debtor is not None and s.creditor is not None:
            owed[s.creditor] += s.amount
            owed[s.debtor] -= s.amount
    return owed


def _ledger_csv(ledger: Ledger, terms: Terms) -> None:
    rows = []
    for pair in ledger.pairs:
        s = pair.settle(terms.stake, terms.per, terms.ignore_below)
        rows.append(
            [
                *pair.players,
                pair.won,
                pair.lost,
                pair.drawn,
                pair.rubicons_inflicted,
                pair.rubicons_suffered,
                pair.net,
                s.debtor or "",
                s.creditor or "",
                money_text(s.amount, terms.stake),
            ]
        )
    _write_csv(
        [
            "player_a",
            "player_b",
            "won_a",
            "won_b",
            "drawn",
            "rubicons_a",
            "rubicons_b",
            "net_a",
            "owed_by",
            "owed_to",
            "amount",
        ],
        rows,
    )


def _share(n: int, of: int) -> str:
    return "—" if not of else f"{n} ({100 * n / of:.1f}%)"


def _ledger_text(folder: Path, ledger: Ledger, terms: Terms, damaged: int, chart: bool) -> None:
    from piquet_cli.cli.console import Grid, Out, layout_width

    def table(title: str, *columns: str) -> Grid:
        grid = Grid(title=title, compact=True)
        for i, column in enumerate(columns):
            grid.add_column(column, justify="left" if i == 0 or column in ("Net", "Money") else "right")
        return grid

    out = Out()
    out.line(f"Ledger of {folder}: stake {terms.words()}.")
    for note in _settled_words(ledger, damaged):
        out.line(note)
    if not ledger.pairs:
        return
    pairs = table("Between players", "Players", "Won–lost–drawn", "Rubicons", "Net", "Money")
    sentences = []
    for pair in ledger.pairs:
        a, b = pair.players
        s = pair.settle(terms.stake, terms.per, terms.ignore_below)
        lead = f"{a if pair.net > 0 else b} +{abs(pair.net)}" if pair.net else "level"
        pay = "nothing"
        if s.debtor is not None and s.creditor is not None:
            pay = f"{s.debtor} owes {s.creditor} {money_text(s.amount, terms.stake)}"
        pairs.add_row(
            f"{a} v {b}",
            f"{pair.won}–{pair.lost}–{pair.drawn}",
            f"{pair.rubicons_inflicted}–{pair.rubicons_suffered}",
            lead,
            pay,
        )
        sentences.append(_pair_sentence(pair, s, terms))
    out.grid(pairs)
    for sentence in sentences:
        out.line(sentence)
    owed = _money_by_player(ledger, terms)
    players = table("Players", "Player", "Won–lost–drawn", "Rubicons", "Net", "Money")
    deals = table("Deals", "Player", "Deals", "Average", "Best", "Repique", "Pique", "Capot")
    for p in ledger.players:
        st = p.stats
        players.add_row(
            p.name,
            f"{p.won}–{p.lost}–{p.drawn}",
            f"{p.rubicons_inflicted}–{p.rubicons_suffered}",
            f"{p.net:+d}",
            money_text(owed[p.name], terms.stake),
        )
        deals.add_row(
            p.name,
            str(st.deals),
            "—" if st.average is None else f"{st.average:.1f}",
            "—" if st.best is None else str(st.best),
            _share(st.repiques, st.known),
            _share(st.piques, st.known),
            _share(st.capots, st.known),
        )
    out.grid(players)
    out.line("Rubicons: given–taken (a loser under 100 is rubiconed, Law 73).")
    out.grid(deals)
    unknown = _quick_deals(ledger)
    if unknown:
        out.line(
            f"Repique, pique and capot are shares of the deals whose scores were entered: "
            f"{_plural(unknown, 'deal')} entered by quick totals say{'s' if unknown == 1 else ''} "
            "nothing of them."
        )
    if chart:
        from piquet_cli.cli.charts import net_trend_chart

        out.console.print(net_trend_chart(ledger.trend, layout_width(out.console)))


def _quick_deals(ledger: Ledger) -> int:
    """Deals entered by quick totals: each is one deal, though both its players count it."""
    return sum(p.stats.unknown for p in ledger.players) // 2


def _pair_sentence(pair: PairLedger, s: Settlement, terms: Terms) -> str:
    a, b = pair.players
    if pair.net == 0:
        return f"{a} and {b} are level: nothing to pay."
    up, down = (a, b) if pair.net > 0 else (b, a)
    head = f"{up} is {abs(pair.net)} up on {down}"
    if s.debtor is None:
        return f"{head}, under the {terms.ignore_below} reckoned: nothing to pay."
    return (
        f"{head}; {s.reckoned} reckoned at {money_text(terms.stake, terms.stake)} a {terms.per}: "
        f"{down} owes {up} {money_text(s.amount, terms.stake)}."
    )


# ---------------------------------------------------------------------------
# import


def import_command(csv_file: Path, dealer: str | None, rules: str, file: Path | None) -> None:
    """``piquet import CARD.csv``: a paper score card of per-deal totals, as a new partie."""
    from piquet_cli.cli.commands import make_partie
    from piquet_cli.cli.console import make_console, markup_safe
    from piquet_cli.cli.render import next_words
    from piquet_cli.scorebook.parties import create_partie

    names, totals = read_card(csv_file)
    partie = partie_from_card(names, totals, dealer, rules, csv_file, make_partie)
    created = create_partie(partie, file, imported_from=str(csv_file))
    console = make_console()
    a, b = created.partie.players
    state = created.state
    console.print(
        f"Imported {_plural(len(totals), 'deal')} from {markup_safe(str(csv_file))}: "
        f"{markup_safe(a)} {state.totals[a]}, {markup_safe(b)} {state.totals[b]}, "
        f"{partie.rules.value}. Saved in {markup_safe(str(created.path))}."
    )
    console.print(markup_safe(state.result.explanation if state.result else next_words(state)))


def _shown(text: str, quote: bool = True, most: int = 40) -> str:
    """A cell of the card in a message: quoted, escaped, cut in the middle if long."""
    if len(text) > most:
        text = text[: most // 2] + "…" + text[-(most // 2) :]
    return repr(text) if quote else safe(text)


MAX_CARD_BYTES = 2**20
"""A score card is a few hundred bytes; a mebibyte is thousands of deals."""


def read_card(path: Path) -> tuple[tuple[str, str], list[tuple[int, int]]]:
    """The players and each deal's two totals from a score card: ``deal,A,B`` then a row a deal."""
    from piquet_cli.scorebook.reading import read_regular

    try:
        raw, _ = read_regular(path, MAX_CARD_BYTES, "a score card")
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except FileNotFoundError:
        raise FileProblem(f"{path} does not exist.") from None
    except IsADirectoryError:
        raise FileProblem(f"{path} is a folder, not a score card.") from None
    except OSError as error:
        from piquet_cli.scorebook.oserror import describe_os_error

        raise FileProblem(f"cannot read {path}: {describe_os_error(error)}.") from None
    except UnicodeDecodeError:
        raise FileProblem(f"{path} is not UTF-8 text: save the score card as UTF-8 CSV.") from None
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # Windows and old Mac line endings
    try:
        rows = [
            (n, r) for n, r in enumerate(csv.reader(io.StringIO(text)), start=1) if any(c.strip() for c in r)
        ]
    except csv.Error as error:
        raise FileProblem(f"{path}: not CSV ({error}).") from None
    if not rows:
        raise FileProblem(f"{path} is empty: a score card starts with the header deal,A,B.")
    line, header = rows[0]
    if len(header) != 3 or header[0].strip().lower() != "deal":
        raise FileProblem(
            f"{path}, row {line}: the header must be deal,<first player>,<second player>, "
            f"not {_shown(','.join(header))}."
        )
    names = (header[1].strip(), header[2].strip())
    totals = []
    for number, (line, cells) in enumerate(rows[1:], start=1):
        if len(cells) != 3:
            raise FileProblem(
                f"{path}, row {line}: expected 3 columns (deal, {_shown(names[0], quote=False)},"
                f" {_shown(names[1], quote=False)}), found {len(cells)}."
            )
        deal = cells[0].strip()
        if deal != str(number):
            raise FileProblem(
                f"{path}, row {line}, column 1 (deal): expected deal {number}, found {_shown(deal)}."
            )
        pair = []
        for column, cell in enumerate(cells[1:], start=2):
            value = cell.strip()
            if not value.isdigit() or not value.isascii() or len(value.lstrip("0")) > 4:
                raise FileProblem(
                    f"{path}, row {line}, column {column} ({_shown(names[column - 2], quote=False)}): expected"
                    f" a deal's total, a whole number from 0 to 9999; found {_shown(value)}."
                )
            pair.append(int(value))
        totals.append((pair[0], pair[1]))
    if not totals:
        raise FileProblem(f"{path} has a header but no deals: one row a deal, deal,<total>,<total>.")
    return names, totals


def partie_from_card(
    names: tuple[str, str],
    totals: list[tuple[int, int]],
    dealer: str | None,
    rules: str,
    path: Path,
    make_partie: Callable[..., Partie],
) -> Partie:
    """The partie of a score card: each row becomes quick totals, elder first for that deal."""
    from dataclasses import replace

    from piquet_cli.games.piquet.deal import DealFacts
    from piquet_cli.games.piquet.partie import score_partie

    for column, name in enumerate(names, start=2):
        if not name:
            raise FileProblem(f"{path}, row 1, column {column}: a player's name cannot be empty.")
    try:
        partie = make_partie(names[0], names[1], dealer, rules)
    except BadValue as error:
        if error.flag in ("A", "B"):  # the names come from the card's header
            column = 2 if error.flag == "A" else 3
            raise FileProblem(f"{path}, row 1, column {column}: {error.message}") from None
        raise
    deals = []
    a = partie.players[0]
    for number, (ta, tb) in enumerate(totals, start=1):
        elder = partie.players[partie.elder(number)]
        deals.append(DealFacts(totals=(ta, tb) if elder == a else (tb, ta)))
    partie = replace(partie, deals=tuple(deals))
    try:
        score_partie(partie)
    except PiquetError as error:
        where = f"{path}, row {error.deal + 1}: deal {error.deal}" if error.deal else str(path)
        raise FileProblem(f"{where}: {error.message} Nothing was saved.") from None
    return partie
