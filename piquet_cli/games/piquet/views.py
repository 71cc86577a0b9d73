"""A scored partie of piquet as the neutral view every command shows (``games.view``).

The rows of a deal are the categories of Law 67, the cards apart from a capot
(Law 66: forty for all twelve tricks, in place of ten), which has its own row
and its own ``capot`` key in the JSON. The words are the players' own: "Next:
deal 3. Bob deals; Ann is elder.", "If it ended now: …".
"""

from __future__ import annotations

from typing import Any

from piquet_cli.games import match
from piquet_cli.games.piquet.deal import CATEGORIES, DealScore, SideScore
from piquet_cli.games.piquet.open_deal import NOTHING_SUNK, OPEN_KEY, call_lines
from piquet_cli.games.piquet.partie import PartieState, RuleSet, ScoredDeal
from piquet_cli.games.piquet.settlement import RUBICON, rubicon_points
from piquet_cli.games.side import Side
from piquet_cli.games.view import DealView, Partie, PartieView, Row, Ruling, SideView
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words

CAPOT = 40
"""Law 66: all twelve tricks score forty for the cards, in place of ten."""

ROWS = (
    Row("carte_blanche", N_("Carte blanche"), N_("CB"), N_("carte blanche")),
    Row("point", N_("Point"), N_("Pt"), N_("point")),
    Row("sequences", N_("Sequences"), N_("Seq"), N_("sequences")),
    Row("sets", N_("Sets"), N_("Sets")),
    Row("repique", N_("Repique"), N_("Rep"), N_("repique")),
    Row("pique", N_("Pique"), N_("Piq"), N_("pique")),
    Row("play", N_("Play"), N_("Play")),
    Row("cards", N_("Cards"), N_("Cds"), N_("the cards")),
    Row("capot", N_("Capot"), N_("Cap"), N_("capot")),
)
"""The rows of a deal's breakdown: the categories of Law 67, the cards shown as capot when forty."""

RULES_WORDS = {
    RuleSet.RUBICON: "rubicon piquet, six deals",
    RuleSet.FOUR_DEAL: "four-deal piquet, first and last double",
    RuleSet.AU_CENT: "piquet au cent, 100 up, three games of five",
}
OPEN_WORDS = ", open: both hands entered, every call said"
"""What the rules words add in an open partie (``--open``)."""
REGULAR_DEALS = {RuleSet.RUBICON: 6, RuleSet.FOUR_DEAL: 4}
LEVEL = N_(" (level after the regular deals: each deals once more)")
NOTABLE = ("barred", "repique", "pique")
"""Rulings said aloud whenever a deal is scored, with capot (Laws 58, 66, 68, 69)."""


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
    """The category keys of docs/contract.md ("JSON") (``cards`` is 40 for a capot, as ever) and ``capot``, true or
    false (null in quick-totals entry): its own word, never added to the total twice."""
    doc: dict[str, int | bool | None] = {c: getattr(score, c) for c in CATEGORIES}
    doc["capot"] = None if score.cards is None else score.cards == CAPOT
    doc["total"] = score.total * multiplier
    return doc


def notable_rulings(score: DealScore) -> tuple[Ruling, ...]:
    """What is worth saying about a deal beyond its numbers: a barred player, repique,
    pique (made or missed) and capot — the same sentences in every path."""
    return tuple(
        r
        for r in score.rulings
        if r.category in NOTABLE or (r.category == "cards" and r.points == CAPOT and r.good is not None)
    )


def side_view(score: SideScore, multiplier: int = 1) -> SideView:
    return SideView(
        {row.key: row_value(score, row.key) for row in ROWS},
        score.total * multiplier,
        side_json(score, multiplier),
    )


def score_view(score: DealScore, names: tuple[str, str], multiplier: int = 1, number: int = 0) -> DealView:
    """One deal's scores as the neutral view, ``names`` elder's and younger's (no partie: a ruling)."""
    elder, younger = names
    return DealView(
        number,
        younger,
        (elder, younger),
        {elder: side_view(score.elder, multiplier), younger: side_view(score.younger, multiplier)},
        multiplier,
        score.elder.quick_total is not None,
        score.rulings,
        notable_rulings(score),
    )


def deal_view(deal: ScoredDeal, is_open: bool = False) -> DealView:
    """A scored deal as the neutral view; in an open partie its lines and the summary's say
    every call the keeper derived from the hands, and why (``open_deal.call_lines``)."""
    view = score_view(deal.score, (deal.elder, deal.younger), deal.multiplier, deal.number)
    calls = call_lines(deal.score, (deal.elder, deal.younger)) if is_open else ()
    lines = (*calls, *((deal.game.explanation,) if deal.game is not None else ()))
    return DealView(
        view.number,
        deal.dealer,
        view.seats,
        view.sides,
        view.multiplier,
        view.quick,
        view.rulings,
        view.notable,
        lines,
        calls,
    )


def next_words(state: PartieState) -> str:
    if state.finished:
        return _("The partie is over.")
    n, partie = state.next_number, state.partie
    regular = REGULAR_DEALS.get(partie.rules)
    extra = _(LEVEL) if regular and n > regular else ""
    return match.next_words(partie.players, partie.first_dealer, n, "deal", extra)


def resume_words(state: PartieState) -> str:
    """Where the next deal stands among the regular deals, said when a partie is resumed:
    " of 6", or past them " (level after the regular deals: each deals once more)"."""
    regular, n = REGULAR_DEALS.get(state.partie.rules), state.next_number
    if not regular:
        return ""
    return _(" of {regular}").format(regular=regular) if n <= regular else _(LEVEL)


def provisional_words(state: PartieState) -> str:
    a, b = state.partie.players
    if state.partie.rules is RuleSet.AU_CENT or state.totals[a] == state.totals[b]:
        return Words(N_("No result yet."))
    lead, trail = (a, b) if state.totals[a] > state.totals[b] else (b, a)
    words = rubicon_points(lead, state.totals[lead], trail, state.totals[trail])[1]
    return Words(N_("If it ended now: {result}"), result=words)  # the result said with it


def _stats(state: PartieState, player: str) -> dict[str, int]:
    """How many of ``player``'s deals (those entered in full) had a repique, a pique, a capot."""
    counts = {"repique": 0, "pique": 0, "capot": 0}
    for deal in state.deals:
        score = deal.score.of(Side.ELDER if player == deal.elder else Side.YOUNGER)
        if score.quick_total is not None:
            continue
        counts["repique"] += bool(score.repique)
        counts["pique"] += bool(score.pique)
        counts["capot"] += score.cards == CAPOT
    return counts


def partie_view(partie: Partie, state: PartieState) -> PartieView:
    """The neutral view of a scored partie of piquet."""
    rules = state.partie.rules
    a, b = partie.players
    is_open = bool(partie.options.get(OPEN_KEY))
    json_extra: dict[str, Any] = {OPEN_KEY: True} if is_open else {}
    status: tuple[str, ...] = ()
    lines: tuple[str, ...] = ()
    if rules is RuleSet.AU_CENT:
        json_extra |= {
            "games": [
                {"winner": g.winner, "double": g.double, "scores": g.scores, "last_deal": g.last_deal}
                for g in state.games
            ],
            "game_in_progress": dict(state.game_scores),
        }
        points = state.game_points()
        status = (
            _("Games: {a} {a_games}, {b} {b_games} (this game: {a_score}–{b_score}).").format(
                a=a,
                a_games=points[a],
                b=b,
                b_games=points[b],
                a_score=state.game_scores[a],
                b_score=state.game_scores[b],
            ),
        )
        lines = tuple(
            _("Game {number}, deal {deal}: {result}").format(
                number=i, deal=game.last_deal, result=game.explanation
            )
            for i, game in enumerate(state.games, start=1)
        )
    if is_open:
        status, lines = (NOTHING_SUNK, *status), (NOTHING_SUNK, *lines)
    return PartieView(
        partie=partie,
        title="Piquet",
        rules_words=RULES_WORDS[rules] + (OPEN_WORDS if is_open else ""),
        deal_word="deal",
        rows=ROWS,
        deals=tuple(deal_view(d, is_open) for d in state.deals),
        running=state.running,
        totals=state.totals,
        finished=state.finished,
        result=state.result,
        next_words=next_words(state),
        provisional=provisional_words(state),
        resume_words=resume_words(state),
        status=status,
        summary_lines=lines,
        json_extra=json_extra,
        chart_marks=((RUBICON, "rubicon"),) if rules is not RuleSet.AU_CENT else (),
        stats={p: _stats(state, p) for p in partie.players},
    )
