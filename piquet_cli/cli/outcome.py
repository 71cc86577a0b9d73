"""What a deal comes to, shown before it is saved: a new deal, or a corrected one.

A new deal: its breakdown, the partie totals after it, and who deals next.
A corrected deal (``edit N``): its scores before and after side by side, each
player in his column, what the correction made or unmade (in piquet: repique,
pique, capot, a barred player), the running totals deal by deal as they now
stand, and the totals and result before and after — all before "Save?".
"""

from __future__ import annotations

from piquet_cli.cli.console import Out
from piquet_cli.cli.grid import Grid
from piquet_cli.cli.render import changed_rulings, deal_grid, running_grid
from piquet_cli.cli.said import by_word, deal_said
from piquet_cli.cli.scorers import scorer_header
from piquet_cli.errors import PiquetError
from piquet_cli.games import get_game
from piquet_cli.games.protocol import Facts
from piquet_cli.games.side import in_partie_order
from piquet_cli.games.view import DealView, PartieView, Row
from piquet_cli.i18n import N_, _
from piquet_cli.scorebook.parties import PartieFile


def show_outcome(current: PartieFile, number: int, facts: Facts) -> DealView | None:
    """Show what deal ``number`` with ``facts`` comes to, and give its view; None (with the
    reason said) if the partie would not stand with it."""
    out = Out()
    deals = list(current.partie.deals)
    editing = number <= len(deals)
    if editing:
        deals[number - 1] = facts
    else:
        deals.append(facts)
    try:
        view = get_game(current.partie.game).score(current.partie._replace(deals=tuple(deals)))
    except PiquetError as error:
        out.line(error.message)
        return None
    deal = view.deals[number - 1]
    if editing:
        _correction(out, current.view, view, number)
        return deal
    if deal.unplayed:  # no deal was played: no table of one
        out.line(
            by_word(
                view.deal_word,
                N_("{unplayed}: no deal was played, and none is scored."),
                N_("{unplayed}: no hand was played, and none is scored."),
            ).format(unplayed=deal.unplayed)
        )
    else:
        title = f"{deal_said(view.deal_word, capital=True)} {number}"
        out.grid(deal_grid(view.rows, deal, title, view.scorers, view.teams))
    for line in deal.lines:
        out.line(line)
    after = (
        _("Partie")
        if deal.unplayed
        else by_word(
            view.deal_word, N_("Partie after deal {number}"), N_("Partie after hand {number}")
        ).format(number=number)
    )
    out.line(_("{what}: {totals}.").format(what=after, totals=_totals(view, number)))
    out.line(view.result.explanation if view.result else view.next_words)
    return deal


def _totals(view: PartieView, number: int | None = None) -> str:
    totals = view.totals if number is None else view.running[number - 1]
    return in_partie_order(view.scorers, totals)


def _correction(out: Out, before: PartieView, after: PartieView, number: int) -> None:
    was, now = before.deals[number - 1], after.deals[number - 1]
    word = after.deal_word
    out.grid(_side_by_side(after, was, now))
    for line in changed_rulings(was, now):
        out.line(line)
    corrected = by_word(
        word,
        N_("Running totals with deal {number} corrected"),
        N_("Running totals with hand {number} corrected"),
    )
    out.grid(running_grid(after, corrected.format(number=number)))
    last = len(after.deals)
    if after.totals == before.totals:
        said = by_word(
            word,
            N_("Partie after deal {number}: {totals}, as before."),
            N_("Partie after hand {number}: {totals}, as before."),
        )
        out.line(said.format(number=last, totals=_totals(after)))
    else:
        said = by_word(
            word,
            N_("Partie after deal {number}: {totals} (was {before})."),
            N_("Partie after hand {number}: {totals} (was {before})."),
        )
        out.line(said.format(number=last, totals=_totals(after), before=_totals(before)))
    old = before.result.explanation if before.result else None
    new = after.result.explanation if after.result else after.next_words
    if old is not None and old != new:
        out.line(_("Was: {result}").format(result=old))
    out.line(new)


def _side_by_side(view: PartieView, was: DealView, now: DealView) -> Grid:
    """Deal N before and after the correction: for each scorer (each player, or each side of
    partners, in his column, marked with his seat) the old and the new score of every row
    either scored in."""
    rows: tuple[Row, ...] = view.rows
    players = view.scorers
    grid = Grid(
        title=_("{Deal} {number}, before and after the correction").format(
            Deal=deal_said(view.deal_word, capital=True), number=now.number
        )
    )
    grid.add_column("")
    for name in players:
        grid.add_column(_("{name} was").format(name=scorer_header(now, name, view.teams)), justify="right")
        grid.add_column(_("now"), justify="right")
    if not (now.quick or was.quick):
        for row in rows:
            cells = []
            for name in players:
                cells += [was.sides[name].rows.get(row.key), now.sides[name].rows.get(row.key)]
            if any(cells):
                grid.add_row(_(row.label), *(str(c or "") for c in cells))
    label = _("Total ×2") if now.multiplier == 2 else _("Total")
    totals = []
    for name in players:
        totals += [str(was.added(name)), str(now.added(name))]
    grid.add_row(label, *totals)
    return grid
