"""What a deal comes to, shown before it is saved: a new deal, or a corrected one.

A new deal: its breakdown, the partie totals after it, and who deals next.
A corrected deal (``edit N``): its scores before and after side by side, each
player in his column, what the correction made or unmade (repique, pique,
capot, a barred player), the running totals deal by deal as they now stand,
and the totals and result before and after — all before "Save?".
"""

from __future__ import annotations

from dataclasses import replace

from piquet_cli.cli.console import Grid, Out
from piquet_cli.cli.render import (
    CATEGORY_HEADERS,
    ROWS,
    changed_rulings,
    next_words,
    player_header,
    row_value,
    running_grid,
    scored_deal_breakdown,
)
from piquet_cli.errors import PiquetError
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.partie import PartieState, ScoredDeal, score_partie
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import PartieFile


def show_outcome(current: PartieFile, number: int, facts: DealFacts) -> bool:
    """Show what deal ``number`` with ``facts`` comes to; False (with the reason said)
    if the partie would not stand with it."""
    out = Out()
    deals = list(current.partie.deals)
    editing = number <= len(deals)
    if editing:
        deals[number - 1] = facts
    else:
        deals.append(facts)
    try:
        state = score_partie(replace(current.partie, deals=tuple(deals)))
    except PiquetError as error:
        out.line(error.message)
        return False
    if editing:
        _correction(out, current.state, state, number)
        return True
    deal = state.deals[number - 1]
    out.grid(scored_deal_breakdown(deal, state.partie.players, f"Deal {number}"))
    if deal.game is not None:
        out.line(deal.game.explanation)
    out.line(f"Partie after deal {number}: {_totals(state, number)}.")
    out.line(state.result.explanation if state.result else next_words(state))
    return True


def _totals(state: PartieState, number: int | None = None) -> str:
    a, b = state.partie.players
    totals = state.totals if number is None else state.running[number - 1]
    return f"{a} {totals[a]}, {b} {totals[b]}"


def _correction(out: Out, before: PartieState, after: PartieState, number: int) -> None:
    was, now = before.deals[number - 1], after.deals[number - 1]
    out.grid(_side_by_side(was, now, after.partie.players))
    for line in changed_rulings(was.score, now.score):
        out.line(line)
    out.grid(running_grid(after, f"Running totals with deal {number} corrected"))
    last = len(after.deals)
    if after.totals == before.totals:
        out.line(f"Partie after deal {last}: {_totals(after)}, as before.")
    else:
        out.line(f"Partie after deal {last}: {_totals(after)} (was {_totals(before)}).")
    old = before.result.explanation if before.result else None
    new = after.result.explanation if after.result else next_words(after)
    if old is not None and old != new:
        out.line(f"Was: {old}")
    out.line(new)


def _side_by_side(was: ScoredDeal, now: ScoredDeal, players: tuple[str, str]) -> Grid:
    """Deal N before and after the correction: for each player (in his column, marked with
    his seat) the old and the new score of every category either scored in."""
    grid = Grid(title=f"Deal {now.number}, before and after the correction")
    grid.add_column("")
    seats = []
    for name in players:
        side = Side.ELDER if name == now.elder else Side.YOUNGER
        seats.append(side)
        grid.add_column(f"{player_header(name, side)} was", justify="right")
        grid.add_column("now", justify="right")
    quick = now.score.elder.quick_total is not None or was.score.elder.quick_total is not None
    if not quick:
        for row in ROWS:
            cells = []
            for side in seats:
                cells += [row_value(was.score.of(side), row), row_value(now.score.of(side), row)]
            if any(cells):
                grid.add_row(CATEGORY_HEADERS[row], *(str(c or "") for c in cells))
    label = "Total ×2" if now.multiplier == 2 else "Total"
    totals = []
    for name in players:
        totals += [str(was.added(name)), str(now.added(name))]
    grid.add_row(label, *totals)
    return grid
