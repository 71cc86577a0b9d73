"""What ``show`` and ``summary`` print: JSON with the keys of PRODUCT.md, rich
tables in a terminal (plain text when piped), and Markdown/CSV exports."""

from __future__ import annotations

from typing import Any

from piquet_cli.cli.console import Grid, Out, safe
from piquet_cli.games.piquet.deal import CATEGORIES, DealScore, SideScore
from piquet_cli.games.piquet.partie import PartieState, RuleSet, ScoredDeal
from piquet_cli.games.side import Side

CATEGORY_HEADERS = {
    "carte_blanche": "Carte blanche",
    "point": "Point",
    "sequences": "Sequences",
    "sets": "Sets",
    "repique": "Repique",
    "pique": "Pique",
    "play": "Play",
    "cards": "Cards",
}
SHORT_HEADERS = {
    "carte_blanche": "CB",
    "point": "Pt",
    "sequences": "Seq",
    "sets": "Sets",
    "repique": "Rep",
    "pique": "Piq",
    "play": "Play",
    "cards": "Cds",
}


def side_json(score: SideScore, multiplier: int) -> dict[str, int | None]:
    return score.as_dict() | {"total": score.total * multiplier}


def deal_json(deal: ScoredDeal, running: dict[str, int]) -> dict[str, Any]:
    return {
        "number": deal.number,
        "dealer": deal.dealer,
        "elder": deal.elder,
        "younger": deal.younger,
        "scores": {
            deal.elder: side_json(deal.score.elder, deal.multiplier),
            deal.younger: side_json(deal.score.younger, deal.multiplier),
        },
        "running": dict(running),
    }


def partie_json(state: PartieState) -> dict[str, Any]:
    """The document of PRODUCT.md ("JSON"); extra keys only add, never change."""
    partie = state.partie
    doc: dict[str, Any] = {
        "game": "piquet",
        "rules": partie.rules.value,
        "players": list(partie.players),
        "deals": [deal_json(d, r) for d, r in zip(state.deals, state.running)],
        "totals": dict(state.totals),
        "finished": state.finished,
        "result": state.result.as_dict() if state.result else None,
        "next_dealer": state.next_dealer,
    }
    if partie.rules is RuleSet.AU_CENT:
        doc["games"] = [
            {"winner": g.winner, "double": g.double, "scores": g.scores, "last_deal": g.last_deal}
            for g in state.games
        ]
        doc["game_in_progress"] = dict(state.game_scores)
    if state.result:
        doc["settlement"] = state.result.explanation
    return doc


def print_json(doc: dict[str, Any]) -> None:
    import json

    print(json.dumps(doc, ensure_ascii=False, indent=2))


def rules_words(state: PartieState) -> str:
    return {
        RuleSet.RUBICON: "rubicon piquet, six deals",
        RuleSet.FOUR_DEAL: "four-deal piquet, first and last double",
        RuleSet.AU_CENT: "piquet au cent, 100 up, three games of five",
    }[state.partie.rules]


def next_words(state: PartieState) -> str:
    if state.finished:
        return "The partie is over."
    n = state.next_number
    elder, younger = state.partie.names(n)
    extra = (
        " (level after the regular deals: each deals once more)"
        if n > (4 if state.partie.rules is RuleSet.FOUR_DEAL else 6)
        and state.partie.rules is not RuleSet.AU_CENT
        else ""
    )
    return f"Next: deal {n}{extra}. {younger} deals; {elder} is elder."


def show_text(state: PartieState) -> None:
    """Running totals deal by deal, and who deals next."""
    out = Out()
    a, b = state.partie.players
    grid = Grid(title=f"{a} v {b} — {rules_words(state)}")
    grid.add_column("Deal", justify="right")
    grid.add_column("Dealer")
    for name in (a, b):
        grid.add_column(name, justify="right")
    for name in (a, b):
        grid.add_column(f"{name} total", justify="right")
    for deal, running in zip(state.deals, state.running):
        mark = " ×2" if deal.multiplier == 2 else ""
        grid.add_row(
            f"{deal.number}{mark}",
            deal.dealer,
            str(deal.added(a)),
            str(deal.added(b)),
            str(running[a]),
            str(running[b]),
        )
    out.grid(grid)
    if state.partie.rules is RuleSet.AU_CENT:
        points = state.game_points()
        out.line(
            f"Games: {a} {points[a]}, {b} {points[b]} "
            f"(this game: {state.game_scores[a]}–{state.game_scores[b]})."
        )
    out.line(state.result.explanation if state.result else next_words(state))


def deal_breakdown(score: DealScore, names: tuple[str, str], multiplier: int = 1, title: str = "") -> Grid:
    """A table of one deal: each category for elder and younger, then the total."""
    grid = Grid(title=title or None)
    grid.add_column("")
    for name, role in zip(names, ("elder", "younger")):
        grid.add_column(name if name.lower() == role else f"{name} ({role})", justify="right")
    if score.elder.quick_total is None:
        for category in CATEGORIES:
            e, y = getattr(score.elder, category), getattr(score.younger, category)
            if e or y:
                grid.add_row(CATEGORY_HEADERS[category], str(e or ""), str(y or ""))
    label = "Total ×2" if multiplier == 2 else "Total"
    grid.add_row(label, str(score.elder.total * multiplier), str(score.younger.total * multiplier))
    return grid


def note_lines(notes: list[str | None] | None) -> list[str]:
    """The remarks kept with the deals (``--note``), one line each."""
    return [f"Deal {i}: {note}" for i, note in enumerate(notes or [], start=1) if note]


def summary_text(state: PartieState, notes: list[str | None] | None = None) -> None:
    """The partie summary: per-deal breakdown, totals, result and settlement explained."""
    out = Out()
    a, b = state.partie.players
    status = "" if state.finished else " (provisional: the partie is not finished)"
    out.line(f"Partie: {a} v {b} — {rules_words(state)}{status}")
    grid = Grid(
        caption="e elder, y younger; CB carte blanche, Pt point, Seq sequences, "
        "Rep repique, Piq pique, Cds the cards",
        compact=True,
    )
    grid.add_column("Deal", justify="right")
    grid.add_column("Player")
    for category in CATEGORIES:
        grid.add_column(SHORT_HEADERS[category], justify="right")
    grid.add_column("Total", justify="right")
    for deal in state.deals:
        for side, name in ((Side.ELDER, deal.elder), (Side.YOUNGER, deal.younger)):
            score = deal.score.of(side)
            cells = ["" if getattr(score, c) in (None, 0) else str(getattr(score, c)) for c in CATEGORIES]
            number = f"{deal.number}{' ×2' if deal.multiplier == 2 else ''}" if side is Side.ELDER else ""
            role = "e" if side is Side.ELDER else "y"
            grid.add_row(
                number, f"{name} ({role})", *cells, str(deal.added(name)), end_section=side is Side.YOUNGER
            )
    out.grid(grid)
    for line in note_lines(notes):
        out.line(line)
    out.line(f"Totals: {a} {state.totals[a]}, {b} {state.totals[b]}.")
    if state.finished and state.partie.rules is not RuleSet.AU_CENT:
        from piquet_cli.cli.charts import print_running_totals

        print_running_totals(out.console, state)
    if state.partie.rules is RuleSet.AU_CENT:
        for i, game in enumerate(state.games, start=1):
            out.line(f"Game {i}, deal {game.last_deal}: {game.explanation}")
    if state.result:
        out.line(state.result.explanation)
    else:
        out.line(provisional_words(state))
        out.line(next_words(state))


def provisional_words(state: PartieState) -> str:
    a, b = state.partie.players
    if state.partie.rules is RuleSet.AU_CENT or state.totals[a] == state.totals[b]:
        return "No result yet."
    from piquet_cli.games.piquet.settlement import rubicon_points

    lead, trail = (a, b) if state.totals[a] > state.totals[b] else (b, a)
    _, words = rubicon_points(lead, state.totals[lead], trail, state.totals[trail])
    return f"If it ended now: {words}"


def summary_markdown(state: PartieState, notes: list[str | None] | None = None) -> str:
    """The summary as Markdown, for a club newsletter."""
    a, b = state.partie.players
    lines = [
        f"# {md(a)} v {md(b)}",
        "",
        f"*{rules_words(state)}*",
        "",
        f"| Deal | Dealer | {md(a)} | {md(b)} | {md(a)} total | {md(b)} total |",
        "|---:|---|---:|---:|---:|---:|",
    ]
    for deal, running in zip(state.deals, state.running):
        lines.append(
            f"| {deal.number} | {md(deal.dealer)} | {deal.added(a)} | {deal.added(b)} | "
            f"{running[a]} | {running[b]} |"
        )
    lines.append("")
    lines.extend(f"- {md(line)}" for line in note_lines(notes))
    if notes and any(notes):
        lines.append("")
    lines.append(md(state.result.explanation) if state.result else md(provisional_words(state)))
    return "\n".join(lines) + "\n"


def md(text: str) -> str:
    """User text made inert in Markdown."""
    escaped = safe(text)
    for ch in "\\`*_[]|<>":
        escaped = escaped.replace(ch, "\\" + ch)
    return escaped


def summary_csv(state: PartieState) -> str:
    """One row a deal: number, dealer, elder, each player's deal total and running total."""
    import csv
    import io

    a, b = state.partie.players
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["deal", "dealer", "elder", a, b, f"{a} total", f"{b} total"])
    for deal, running in zip(state.deals, state.running):
        writer.writerow(
            [deal.number, deal.dealer, deal.elder, deal.added(a), deal.added(b), running[a], running[b]]
        )
    return out.getvalue()
