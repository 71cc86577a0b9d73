"""What ``show`` and ``summary`` print: JSON with the keys of PRODUCT.md, rich
tables in a terminal (plain text when piped), and Markdown/CSV exports."""

from __future__ import annotations

from typing import Any

from piquet_cli.cli.console import Grid, Out, safe
from piquet_cli.games.piquet.deal import CATEGORIES, DealScore, Ruling, SideScore
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
    "capot": "Capot",
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
    "capot": "Cap",
}
SHORT_WORDS = {
    "CB": "carte blanche",
    "Pt": "point",
    "Seq": "sequences",
    "Rep": "repique",
    "Piq": "pique",
    "Cds": "the cards",
    "Cap": "capot",
}
CAPOT = 40
"""Law 66: all twelve tricks score forty for the cards, in place of ten."""
ROWS = (*CATEGORIES, "capot")
"""The rows of a deal's breakdown: the categories of Law 67, the cards shown as capot when forty."""


def row_value(score: SideScore, row: str) -> int | None:
    """A side's score in one row: the cards are "capot" when they are forty (Law 66)."""
    cards = score.cards
    if row == "cards":
        return None if cards == CAPOT else cards
    if row == "capot":
        return CAPOT if cards == CAPOT else (None if cards is None else 0)
    value: int | None = getattr(score, row)
    return value


def side_json(score: SideScore, multiplier: int = 1) -> dict[str, int | bool | None]:
    """PRODUCT.md's category keys (``cards`` is 40 for a capot, as ever) and ``capot``, true or
    false (null in quick-totals entry): its own word, never added to the total twice."""
    doc: dict[str, int | bool | None] = {c: getattr(score, c) for c in CATEGORIES}
    doc["capot"] = None if score.cards is None else score.cards == CAPOT
    doc["total"] = score.total * multiplier
    return doc


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
    from piquet_cli.cli.escape import json_text

    print(json_text(doc))


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
    out.grid(running_grid(state, f"{a} v {b} — {rules_words(state)}"))
    if state.partie.rules is RuleSet.AU_CENT:
        points = state.game_points()
        out.line(
            f"Games: {a} {points[a]}, {b} {points[b]} "
            f"(this game: {state.game_scores[a]}–{state.game_scores[b]})."
        )
    out.line(state.result.explanation if state.result else next_words(state))


def running_grid(state: PartieState, title: str) -> Grid:
    """Deal by deal: the dealer, what the deal added for each player, and the running totals."""
    a, b = state.partie.players
    grid = Grid(title=title)
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
    return grid


def player_header(name: str, role: Side) -> str:
    """A player's column: the name and, in a partie, the seat he held that deal."""
    return name if name.lower() == role.value else f"{name} ({role.value})"


def deal_breakdown(
    score: DealScore,
    names: tuple[str, str],
    multiplier: int = 1,
    title: str = "",
    players: tuple[str, str] | None = None,
) -> Grid:
    """A table of one deal: each category (capot in its own row), then the total.

    ``names`` are elder's and younger's; ``players``, the partie's two players in
    their fixed order: each keeps his column all partie long, marked elder or
    younger for the deal (without a partie, elder's column comes first)."""
    order = _sides_in(names, players)
    grid = Grid(title=title or None)
    grid.add_column("")
    for side in order:
        grid.add_column(player_header(names[0 if side is Side.ELDER else 1], side), justify="right")
    if score.elder.quick_total is None:
        for row in ROWS:
            values = [row_value(score.of(side), row) for side in order]
            if any(values):
                grid.add_row(CATEGORY_HEADERS[row], *(str(v or "") for v in values))
    label = "Total ×2" if multiplier == 2 else "Total"
    grid.add_row(label, *(str(score.of(side).total * multiplier) for side in order))
    return grid


def _sides_in(names: tuple[str, str], players: tuple[str, str] | None) -> tuple[Side, Side]:
    """The seats in the order of the partie's players (elder first without a partie)."""
    if players is not None and players[0] == names[1]:
        return (Side.YOUNGER, Side.ELDER)
    return (Side.ELDER, Side.YOUNGER)


def scored_deal_breakdown(deal: ScoredDeal, players: tuple[str, str], title: str) -> Grid:
    """``deal_breakdown`` of a deal of a partie, in the partie's column order."""
    return deal_breakdown(deal.score, (deal.elder, deal.younger), deal.multiplier, title, players)


NOTABLE = ("barred", "repique", "pique")
"""Rulings said aloud whenever a deal is scored, with capot (Laws 58, 66, 68, 69)."""


def notable_rulings(score: DealScore) -> list[Ruling]:
    """What is worth saying about a deal beyond its numbers: a barred player, repique,
    pique (made or missed) and capot — the same sentences in every path (``deal``,
    ``play``, ``edit``, ``rule``)."""
    return [
        r
        for r in score.rulings
        if r.category in NOTABLE or (r.category == "cards" and r.points == CAPOT and r.good is not None)
    ]


def ruling_sentence(ruling: Ruling) -> str:
    """A ruling as one sentence with its law: "… pique, +30. (Law 69)"."""
    return f"{ruling.reason} ({ruling.law})" if ruling.law else ruling.reason


def ruling_outcome(ruling: Ruling) -> tuple[str, str | None, int]:
    """What a ruling decides, whatever its wording: its category, for whom, how much."""
    return (ruling.category, ruling.good.value if ruling.good else None, ruling.points)


def changed_rulings(before: DealScore, after: DealScore) -> list[str]:
    """After a correction: the notable rulings that went away, then those that appeared."""
    old = {ruling_outcome(r): r for r in notable_rulings(before)}
    new = {ruling_outcome(r): r for r in notable_rulings(after)}
    gone = [f"No longer: {ruling_sentence(r)}" for key, r in old.items() if key not in new]
    came = [f"Now: {ruling_sentence(r)}" for key, r in new.items() if key not in old]
    return gone + came


def note_lines(notes: list[str | None] | None) -> list[str]:
    """The remarks kept with the deals (``--note``), one line each."""
    return [f"Deal {i}: {note}" for i, note in enumerate(notes or [], start=1) if note]


def summary_text(state: PartieState, notes: list[str | None] | None = None) -> None:
    """The partie summary: per-deal breakdown, totals, result and settlement explained."""
    out = Out()
    a, b = state.partie.players
    status = "" if state.finished else " (provisional: the partie is not finished)"
    out.line(f"Partie: {a} v {b} — {rules_words(state)}{status}")
    out.grid(summary_grid(state))
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


def summary_grid(state: PartieState) -> Grid:
    """One row a player a deal, the players in their fixed order, (e) or (y) for the seat;
    only the columns some deal scored in, capot apart from the cards."""
    players = state.partie.players
    rows: list[tuple[ScoredDeal, str, dict[str, str]]] = []
    for deal in state.deals:
        for name in players:
            score = deal.score.of(Side.ELDER if name == deal.elder else Side.YOUNGER)
            rows.append((deal, name, {r: str(row_value(score, r) or "") for r in ROWS}))
    shown = [r for r in ROWS if any(cells[r] for _, _, cells in rows)]
    headers = [SHORT_HEADERS[r] for r in shown]
    words = [f"{h} {SHORT_WORDS[h]}" for h in headers if h in SHORT_WORDS]
    grid = Grid(
        caption="; ".join(["e elder, y younger", *([", ".join(words)] if words else [])]), compact=True
    )
    grid.add_column("Deal", justify="right")
    grid.add_column("Player")
    for header in headers:
        grid.add_column(header, justify="right")
    grid.add_column("Total", justify="right")
    for deal, name, cells in rows:
        first = name == players[0]
        number = f"{deal.number}{' ×2' if deal.multiplier == 2 else ''}" if first else ""
        role = "e" if name == deal.elder else "y"
        grid.add_row(
            number,
            f"{name} ({role})",
            *(cells[r] for r in shown),
            str(deal.added(name)),
            end_section=not first,
        )
    return grid


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

    from piquet_cli.cli.escape import csv_cell

    a, b = state.partie.players
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    rows: list[list[object]] = [["deal", "dealer", "elder", a, b, f"{a} total", f"{b} total"]]
    for deal, running in zip(state.deals, state.running):
        rows.append(
            [deal.number, deal.dealer, deal.elder, deal.added(a), deal.added(b), running[a], running[b]]
        )
    writer.writerows([csv_cell(cell) for cell in row] for row in rows)
    return out.getvalue()
