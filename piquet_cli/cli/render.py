"""What ``show`` and ``summary`` print, for any game: JSON with the keys of docs/contract.md ("JSON"), rich
tables in a terminal (plain text when piped), and Markdown/CSV exports.

Everything here reads the neutral view of a partie (``games.view``): the rows
of a deal are the game's own, the words are the game's own; nothing here knows
which game it is.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from piquet_cli.cli.console import Out, safe
from piquet_cli.cli.grid import Grid
from piquet_cli.games.side import Side
from piquet_cli.games.view import DealView, PartieView, Row, Ruling


def deal_json(deal: DealView, running: dict[str, int] | Any) -> dict[str, Any]:
    return {
        "number": deal.number,
        "dealer": deal.dealer,
        "elder": deal.elder,
        "younger": deal.younger,
        "scores": {
            deal.elder: dict(deal.sides[deal.elder].json),
            deal.younger: dict(deal.sides[deal.younger].json),
        },
        "running": dict(running),
    }


def partie_json(view: PartieView) -> dict[str, Any]:
    """The document of docs/contract.md ("JSON"); extra keys only add, never change."""
    doc: dict[str, Any] = {
        "game": view.partie.game,
        "rules": view.partie.rules,
        "players": list(view.players),
        "deals": [deal_json(d, r) for d, r in zip(view.deals, view.running)],
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
    a, b = view.players
    out.grid(running_grid(view, f"{a} v {b} — {view.rules_words}"))
    for line in view.status:
        out.line(line)
    out.line(view.result.explanation if view.result else view.next_words)


def running_grid(view: PartieView, title: str) -> Grid:
    """Deal by deal: the dealer, what the deal added for each player, and the running totals."""
    a, b = view.players
    grid = Grid(title=title)
    grid.add_column(view.deal_word.capitalize(), justify="right")
    grid.add_column("Dealer")
    for name in (a, b):
        grid.add_column(name, justify="right")
    for name in (a, b):
        grid.add_column(f"{name} total", justify="right")
    for deal, running in zip(view.deals, view.running):
        mark = " ×2" if deal.multiplier == 2 else ""
        grid.add_row(
            f"{deal.number}{mark}",
            deal.dealer,
            str(deal.added(a)),
            str(deal.added(b)),
            str(running[a]),
            str(running[b]),
        )
    return grid


def player_header(name: str, role: Side) -> str:
    """A player's column: the name and, in a partie, the seat he held that deal."""
    return name if name.lower() == role.value else f"{name} ({role.value})"


def deal_grid(
    rows: tuple[Row, ...], deal: DealView, title: str = "", players: tuple[str, ...] | None = None
) -> Grid:
    """A table of one deal: each of the game's rows some player scored in, then the total.

    ``players``, the partie's two players in their fixed order: each keeps his
    column all partie long, marked elder or younger for the deal (without a
    partie, elder's column comes first)."""
    order = players if players is not None else (deal.elder, deal.younger)
    grid = Grid(title=title or None)
    grid.add_column("")
    for name in order:
        grid.add_column(player_header(name, deal.seat(name)), justify="right")
    if not deal.quick:
        for row in rows:
            values = [deal.sides[name].rows.get(row.key) for name in order]
            if any(values):
                grid.add_row(row.label, *(str(v or "") for v in values))
    label = "Total ×2" if deal.multiplier == 2 else "Total"
    grid.add_row(label, *(str(deal.added(name)) for name in order))
    return grid


def ruling_outcome(ruling: Ruling) -> tuple[str, str | None, int]:
    """What a ruling decides, whatever its wording: its category, for whom, how much."""
    return (ruling.category, ruling.good.value if ruling.good else None, ruling.points)


def changed_rulings(before: DealView, after: DealView) -> list[str]:
    """After a correction: the notable rulings that went away, then those that appeared."""
    old = {ruling_outcome(r): r for r in before.notable}
    new = {ruling_outcome(r): r for r in after.notable}
    gone = [f"No longer: {r.sentence()}" for key, r in old.items() if key not in new]
    came = [f"Now: {r.sentence()}" for key, r in new.items() if key not in old]
    return gone + came


def note_lines(notes: list[str | None] | None, word: str = "deal") -> list[str]:
    """The remarks kept with the deals (``--note``), one line each."""
    return [f"{word.capitalize()} {i}: {note}" for i, note in enumerate(notes or [], start=1) if note]


def summary_text(view: PartieView, notes: list[str | None] | None = None) -> None:
    """The partie summary: per-deal breakdown, totals, result and settlement explained."""
    out = Out()
    a, b = view.players
    status = "" if view.finished else " (provisional: the partie is not finished)"
    out.line(f"Partie: {a} v {b} — {view.rules_words}{status}")
    out.grid(summary_grid(view))
    for deal in view.deals:
        for line in deal.details:
            out.line(f"{view.deal_word.capitalize()} {deal.number}: {line}")
    for line in note_lines(notes, view.deal_word):
        out.line(line)
    out.line(f"Totals: {a} {view.totals[a]}, {b} {view.totals[b]}.")
    if view.finished:
        from piquet_cli.cli.charts import print_running_totals

        print_running_totals(out.console, view)
    for line in view.summary_lines:
        out.line(line)
    if view.result:
        out.line(view.result.explanation)
    else:
        out.line(view.provisional)
        out.line(view.next_words)


class Breakdown(NamedTuple):
    """The summary's breakdown: one line a player a deal, the players in their fixed order, with
    only the columns some deal scored in, and the caption that explains their short headers."""

    shown: list[Row]
    lines: list[tuple[DealView, str, list[str]]]  # (deal, player, his cells in ``shown``'s order)
    caption: str


def breakdown(view: PartieView) -> Breakdown:
    players = view.players
    cells: list[tuple[DealView, str, dict[str, str]]] = []
    for deal in view.deals:
        for name in players:
            values = deal.sides[name].rows
            cells.append((deal, name, {r.key: str(values.get(r.key) or "") for r in view.rows}))
    shown = [r for r in view.rows if any(c[r.key] for _, _, c in cells)]
    words = [f"{r.short} {r.word}" for r in shown if r.word]
    caption = "; ".join(["e elder, y younger", *([", ".join(words)] if words else [])])
    return Breakdown(shown, [(d, n, [c[r.key] for r in shown]) for d, n, c in cells], caption)


def _deal_label(deal: DealView) -> str:
    return f"{deal.number}{' ×2' if deal.multiplier == 2 else ''}"


def _seat_label(deal: DealView, name: str) -> str:
    return f"{name} ({'e' if name == deal.elder else 'y'})"


def summary_grid(view: PartieView) -> Grid:
    """One row a player a deal, the players in their fixed order, (e) or (y) for the seat;
    only the columns some deal scored in."""
    table = breakdown(view)
    grid = Grid(caption=table.caption, compact=True)
    grid.add_column(view.deal_word.capitalize(), justify="right")
    grid.add_column("Player")
    for row in table.shown:
        grid.add_column(row.short, justify="right")
    grid.add_column("Total", justify="right")
    for deal, name, cells in table.lines:
        first = name == view.players[0]
        grid.add_row(
            _deal_label(deal) if first else "",
            _seat_label(deal, name),
            *cells,
            str(deal.added(name)),
            end_section=not first,
        )
    return grid


def summary_markdown(view: PartieView, notes: list[str | None] | None = None) -> str:
    """The summary as Markdown, for a club newsletter: the text summary's breakdown (each
    player's categories deal by deal, with the running totals), its lines and its result."""
    a, b = view.players
    word = view.deal_word.capitalize()
    status = "" if view.finished else " (provisional: the partie is not finished)"
    table = breakdown(view)
    heads = [word, "Player", *(md(r.short) for r in table.shown), "Total", "Running"]
    lines = [
        f"# {md(a)} v {md(b)}",
        "",
        f"*{md(view.rules_words)}{status}*",
        "",
        "| " + " | ".join(heads) + " |",
        "|---:|---|" + "---:|" * (len(table.shown) + 2),
    ]
    running = {deal.number: totals for deal, totals in zip(view.deals, view.running)}
    for deal, name, cells in table.lines:
        first = name == a
        row = [_deal_label(deal) if first else "", md(_seat_label(deal, name)), *cells]
        lines.append("| " + " | ".join([*row, str(deal.added(name)), str(running[deal.number][name])]) + " |")
    lines += ["", f"*{md(table.caption)}*", ""]
    details = [f"{word} {deal.number}: {line}" for deal in view.deals for line in deal.details]
    lines.extend(f"- {md(line)}" for line in details + note_lines(notes, view.deal_word))
    if details or (notes and any(notes)):
        lines.append("")
    closing = [f"Totals: {a} {view.totals[a]}, {b} {view.totals[b]}.", *view.summary_lines]
    closing += [view.result.explanation] if view.result else [view.provisional, view.next_words]
    lines.append("\n\n".join(md(line) for line in closing))  # a paragraph each
    return "\n".join(lines) + "\n"


def md(text: str) -> str:
    """User text made inert in Markdown."""
    escaped = safe(text)
    for ch in "\\`*_[]|<>":
        escaped = escaped.replace(ch, "\\" + ch)
    return escaped


def summary_csv(view: PartieView) -> str:
    """One row a deal: number, dealer, elder, each player's deal total and running total."""
    import csv
    import io

    from piquet_cli.cli.escape import csv_cell

    a, b = view.players
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    rows: list[list[object]] = [[view.deal_word, "dealer", "elder", a, b, f"{a} total", f"{b} total"]]
    for deal, running in zip(view.deals, view.running):
        rows.append(
            [deal.number, deal.dealer, deal.elder, deal.added(a), deal.added(b), running[a], running[b]]
        )
    writer.writerows([csv_cell(cell) for cell in row] for row in rows)
    return out.getvalue()
