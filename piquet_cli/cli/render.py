"""What ``show`` and ``summary`` print, for any game: JSON with the keys of docs/contract.md ("JSON"), rich
tables in a terminal (plain text when piped), and Markdown/CSV exports.

Everything here reads the neutral view of a partie (``games.view``): the rows
of a deal are the game's own, the words are the game's own; nothing here knows
which game it is.
"""

from __future__ import annotations

from typing import Any

from piquet_cli.cli.console import Out, safe
from piquet_cli.cli.grid import Grid
from piquet_cli.cli.said import deal_said, rules_said
from piquet_cli.cli.scorers import (
    scorer_header,
    seats_caption,
    settlement_words,
    short_seat,
    versus,
)
from piquet_cli.games.side import in_partie_order
from piquet_cli.games.view import DealView, PartieView, Row, Ruling
from piquet_cli.i18n import _, semicolons
from piquet_cli.records import NamedTuple
from piquet_cli.said import said


def deal_json(
    deal: DealView, running: dict[str, int] | Any, scorers: tuple[str, ...] | None = None
) -> dict[str, Any]:
    """A deal in the JSON: its dealer, elder (seat 1) and younger (the dealer, the last seat),
    and each scorer's scores, elder's first at a table of two. At more than two, ``seats``
    lists the players in playing order, and the scores are each scorer's (a player, or a side
    of partners) in the partie's order (``scorers``; without them, the game's)."""
    doc: dict[str, Any] = {
        "number": deal.number,
        "dealer": deal.dealer,
        "elder": deal.elder,
        "younger": deal.younger,
    }
    if len(deal.seats) == 2:
        doc["scores"] = {name: dict(deal.sides[name].json) for name in (deal.elder, deal.younger)}
    else:
        doc["seats"] = list(deal.seats)
        doc["scores"] = {name: dict(deal.sides[name].json) for name in scorers or tuple(deal.sides)}
    doc["running"] = dict(running)
    return doc


def partie_json(view: PartieView) -> dict[str, Any]:
    """The document of docs/contract.md ("JSON"); extra keys only add, never change."""
    doc: dict[str, Any] = {
        "game": view.partie.game,
        "rules": view.partie.rules,
        "players": list(view.players),
        **({"teams": [list(team) for team in view.teams]} if view.teams else {}),
        "deals": [deal_json(d, r, view.scorers) for d, r in zip(view.deals, view.running)],
        "totals": dict(view.totals),
        "finished": view.finished,
        "result": view.result.as_dict() if view.result else None,
        "next_dealer": view.next_dealer,
    }
    doc |= view.json_extra
    if view.result:
        doc["settlement"] = view.result.explanation
    return doc


def print_json(doc: dict[str, Any]) -> None:
    from piquet_cli.cli.escape import json_text

    print(json_text(doc))


def show_text(view: PartieView) -> None:
    """Running totals deal by deal, and who deals next."""
    out = Out()
    out.grid(running_grid(view, f"{versus(view.scorers)} — {rules_said(view.rules_words)}"))
    for line in view.status:
        out.line(line)
    out.line(view.result.explanation if view.result else view.next_words)


def running_grid(view: PartieView, title: str) -> Grid:
    """Deal by deal: the dealer, what the deal added for each scorer (each player, or each side
    of partners), and the running totals."""
    scorers = view.scorers
    grid = Grid(title=title)
    grid.add_column(deal_said(view.deal_word, capital=True), justify="right")
    grid.add_column(_("Dealer"))
    for name in scorers:
        grid.add_column(name, justify="right")
    for name in scorers:
        grid.add_column(_("{name} total").format(name=name), justify="right")
    for deal, running in zip(view.deals, view.running):
        mark = " ×2" if deal.multiplier == 2 else ""
        grid.add_row(
            f"{deal.number}{mark}",
            deal.dealer,
            *(str(deal.added(name)) for name in scorers),
            *(str(running[name]) for name in scorers),
        )
    return grid


def deal_grid(
    rows: tuple[Row, ...],
    deal: DealView,
    title: str = "",
    players: tuple[str, ...] | None = None,
    teams: tuple[tuple[str, ...], ...] = (),
) -> Grid:
    """A table of one deal: each of the game's rows some player scored in, then the total.

    ``players``, the partie's scorers in their fixed order (``PartieView.scorers``: its
    players, or with partners, ``teams``, its sides): each keeps his column all partie
    long, marked with his seat for the deal, elder or younger at a table of two (without
    a partie, the seats in playing order, elder's column first)."""
    order = players if players is not None else deal.seats
    grid = Grid(title=title or None)
    grid.add_column("")
    for name in order:
        grid.add_column(scorer_header(deal, name, teams), justify="right")
    if not deal.quick:
        for row in rows:
            values = [deal.sides[name].rows.get(row.key) for name in order]
            if any(values):
                grid.add_row(_(row.label), *(str(v or "") for v in values))
    label = _("Total ×2") if deal.multiplier == 2 else _("Total")
    grid.add_row(label, *(str(deal.added(name)) for name in order))
    return grid


def ruling_outcome(ruling: Ruling) -> tuple[str, str | None, int]:
    """What a ruling decides, whatever its wording: its category, for whom, how much."""
    return (ruling.category, ruling.good.value if ruling.good else None, ruling.points)


def changed_rulings(before: DealView, after: DealView) -> list[str]:
    """After a correction: the notable rulings that went away, then those that appeared."""
    old = {ruling_outcome(r): r for r in before.notable}
    new = {ruling_outcome(r): r for r in after.notable}
    gone = [_("No longer: {ruling}").format(ruling=r.sentence()) for key, r in old.items() if key not in new]
    came = [_("Now: {ruling}").format(ruling=r.sentence()) for key, r in new.items() if key not in old]
    return gone + came


def note_lines(notes: list[str | None] | None, word: str = "deal") -> list[str]:
    """The remarks kept with the deals (``--note``), one line each."""
    said = deal_said(word, capital=True)
    return [f"{said} {i}: {note}" for i, note in enumerate(notes or [], start=1) if note]


def summary_text(view: PartieView, notes: list[str | None] | None = None) -> None:
    """The partie summary: per-deal breakdown, totals, result and settlement explained."""
    out = Out()
    status = "" if view.finished else _(" (provisional: the partie is not finished)")
    out.line(
        _("Partie: {players} — {rules}{status}").format(
            players=versus(view.scorers), rules=rules_said(view.rules_words), status=status
        )
    )
    out.grid(summary_grid(view))
    word = deal_said(view.deal_word, capital=True)
    for deal in view.deals:
        for line in deal.details:
            out.line(f"{word} {deal.number}: ", line)  # a Words is said in the language, not in an f-string
    for line in note_lines(notes, view.deal_word):
        out.line(line)
    out.line(totals_line(view))
    if view.finished:
        from piquet_cli.cli.charts import print_running_totals

        print_running_totals(out, view)
    for line in view.summary_lines:
        out.line(line)
    if view.result:
        out.line(view.result.explanation)
        if len(view.players) > 2:
            out.line(settlement_line(view))
    else:
        out.line(view.provisional)
        out.line(view.next_words)


def totals_line(view: PartieView) -> str:
    """ "Totals: Ann 89, Bob 219." """
    return _("Totals: {totals}.").format(totals=in_partie_order(view.scorers, view.totals))


def settlement_line(view: PartieView) -> str:
    """What each player gains or pays, said under the result at a table of more than two:
    "Settlement: Ann +30, Bob −15, Cal −15." (in games where the partie is paid so much a game)."""
    result = view.result
    if result is None:
        return ""
    words = settlement_words(view.players, result.settlement)
    if result.unit == "points":
        return _("Settlement: {settlement}.").format(settlement=words)
    return _("Settlement in {unit}: {settlement}.").format(unit=_(result.unit), settlement=words)


class Breakdown(NamedTuple):
    """The summary's breakdown: one line a scorer a deal, the scorers in their fixed order, with
    only the columns some deal scored in, and the caption that explains their short headers."""

    shown: list[Row]
    lines: list[tuple[DealView, str, list[str]]]  # (deal, scorer, his cells in ``shown``'s order)
    caption: str


def breakdown(view: PartieView) -> Breakdown:
    cells: list[tuple[DealView, str, dict[str, str]]] = []
    for deal in view.deals:
        for name in view.scorers:
            values = deal.sides[name].rows
            cells.append((deal, name, {r.key: str(values.get(r.key) or "") for r in view.rows}))
    shown = [r for r in view.rows if any(c[r.key] for _deal, _name, c in cells)]
    words = [f"{_(r.short)} {_(r.word)}" for r in shown if r.word]
    seats = seats_caption(max((len(deal.seats) for deal in view.deals), default=len(view.players)))
    caption = semicolons([seats, *([", ".join(words)] if words else [])])
    return Breakdown(shown, [(d, n, [c[r.key] for r in shown]) for d, n, c in cells], caption)


def deal_label(deal: DealView) -> str:
    """A deal's number in the summary, marked ``×2`` when it counts double."""
    return f"{deal.number}{' ×2' if deal.multiplier == 2 else ''}"


def _seat_label(view: PartieView, deal: DealView, name: str) -> str:
    return f"{name} ({short_seat(deal, name, view.teams)})"


def summary_grid(view: PartieView) -> Grid:
    """One row a scorer a deal, the scorers in their fixed order, each with his seat ((e) or (y)
    at a table of two); only the columns some deal scored in."""
    table = breakdown(view)
    grid = Grid(caption=table.caption, compact=True)
    grid.add_column(deal_said(view.deal_word, capital=True), justify="right")
    grid.add_column(_("Side") if view.teams else _("Player"))
    for row in table.shown:
        grid.add_column(_(row.short), justify="right")
    grid.add_column(_("Total"), justify="right")
    first, last = view.scorers[0], view.scorers[-1]
    for deal, name, cells in table.lines:
        grid.add_row(
            deal_label(deal) if name == first else "",
            _seat_label(view, deal, name),
            *cells,
            str(deal.added(name)),
            end_section=name == last,
        )
    return grid


def summary_markdown(view: PartieView, notes: list[str | None] | None = None) -> str:
    """The summary as Markdown, for a club newsletter: the text summary's breakdown (each
    player's categories deal by deal, with the running totals), its lines and its result."""
    scorers = view.scorers
    word = deal_said(view.deal_word, capital=True)
    status = "" if view.finished else _(" (provisional: the partie is not finished)")
    table = breakdown(view)
    who = _("Side") if view.teams else _("Player")
    heads = [word, who, *(md(_(r.short)) for r in table.shown), _("Total"), _("Running")]
    lines = [
        f"# {versus(md(name) for name in scorers)}",
        "",
        f"*{md(rules_said(view.rules_words))}{status}*",
        "",
        "| " + " | ".join(heads) + " |",
        "|---:|---|" + "---:|" * (len(table.shown) + 2),
    ]
    running = {deal.number: totals for deal, totals in zip(view.deals, view.running)}
    for deal, name, cells in table.lines:
        first = name == scorers[0]
        row = [deal_label(deal) if first else "", md(_seat_label(view, deal, name)), *cells]
        lines.append("| " + " | ".join([*row, str(deal.added(name)), str(running[deal.number][name])]) + " |")
    lines += ["", f"*{md(table.caption)}*", ""]
    details = [f"{word} {deal.number}: {said(line)}" for deal in view.deals for line in deal.details]
    lines.extend(f"- {md(line)}" for line in details + note_lines(notes, view.deal_word))
    if details or (notes and any(notes)):
        lines.append("")
    closing = [totals_line(view), *view.summary_lines]
    if view.result:
        closing += [view.result.explanation, *([settlement_line(view)] if len(view.players) > 2 else [])]
    else:
        closing += [view.provisional, view.next_words]
    lines.append("\n\n".join(md(line) for line in closing))  # a paragraph each
    return "\n".join(lines) + "\n"


def md(text: str) -> str:
    """User text made inert in Markdown (the games' ``Words`` said in the language spoken)."""
    escaped = safe(said(text))
    for ch in "\\`*_[]|<>":
        escaped = escaped.replace(ch, "\\" + ch)
    return escaped


def summary_csv(view: PartieView) -> str:
    """One row a deal: number, dealer, elder, each scorer's deal total and running total (each
    player's, or with partners each side's)."""
    import csv
    import io

    from piquet_cli.cli.escape import csv_cell

    scorers = view.scorers
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    rows: list[list[object]] = [
        [view.deal_word, "dealer", "elder", *scorers, *(f"{name} total" for name in scorers)]
    ]
    for deal, running in zip(view.deals, view.running):
        rows.append(
            [
                deal.number,
                deal.dealer,
                deal.elder,
                *(deal.added(name) for name in scorers),
                *(running[name] for name in scorers),
            ]
        )
    writer.writerows([csv_cell(cell) for cell in row] for row in rows)
    return out.getvalue()
