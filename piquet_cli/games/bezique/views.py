"""A scored game of Bezique as the neutral view every command shows (``games.view``).

The rows of a hand are the categories of docs/contract.md ("Bezique and Pinochle") — the turned-up seven, the
declarations, the brisques, the last trick — and the JSON ``scores`` are
``turn_up``, ``declarations``, ``brisques``, ``last_trick`` and ``total``.
The summary says each hand's declarations, brisques and last trick
(``DealView.details``); the result says how the game was won, in seed 001's
words: "won on the first hand (400 and ahead)", "won on two hands", "drawn".
"""

from __future__ import annotations

from types import MappingProxyType

from piquet_cli.games import match
from piquet_cli.games.bezique.codes import SEVEN, name
from piquet_cli.games.bezique.game import (
    DRAWN,
    FIRST_HAND_WIN,
    TWO_HANDS_WIN,
    GameScore,
    HandRow,
    score_game,
)
from piquet_cli.games.bezique.game import Result as EngineResult
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.rules import MATCH_WIN, BeziqueRules, LastTrick, parse_last_trick, parse_target
from piquet_cli.games.bezique.scoring import HandScore, SideScore
from piquet_cli.games.bezique.spec import LAST_TRICK_RULE
from piquet_cli.games.side import Side, two
from piquet_cli.games.view import DealView, Partie, PartieView, Result, Row, Ruling, SideView, head_to_head
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words, said

CODE_NAMES = (N_("seven of trumps"), N_("bezique"), N_("double bezique"))
"""The declarations' names the pinochle's melds do not share, for the catalogue (``codes.name``)."""
RESULTS = (
    N_("won on the first hand (400 and ahead)"),
    N_("won on two hands"),
    N_("the first hand is to play"),
    N_(
        "no one has 400 or more and the lead after the first hand, so a second hand is played (docs/bezique.md)"
    ),
)
"""The engine's own words of a result and of where the game stands, for the catalogue."""

NOBODY_RUBICONED = MappingProxyType({"rubiconed": False})
"""The result's key the JSON shares with Piquet: nobody is ever rubiconed in this game."""

ROWS = (
    Row("turn_up", N_("Turn-up seven"), N_("TU"), N_("turn-up seven")),
    Row("declarations", N_("Declarations"), N_("Decl"), N_("declarations")),
    Row("brisques", N_("Brisques"), N_("Br"), N_("brisques")),
    Row("last_trick", N_("Last trick"), N_("Last"), N_("the last trick")),
)
"""The rows of a hand's breakdown, in the order a pair of markers counts them."""


def rules_words(rules: BeziqueRules) -> str:
    """``bezique, seed 001's match (one or two hands)``; ``bezique, 1000 up``; and the agreement."""
    game = "bezique, a match of one or two hands" if rules.target is None else f"bezique, {rules.target} up"
    return game + (
        ", the last trick before the stock runs out scores 10" if rules.last_trick is LastTrick.STOCK else ""
    )


def side_view(score: SideScore) -> SideView:
    return SideView({row.key: getattr(score, row.key) for row in ROWS}, score.total, score.as_dict())


def score_view(
    score: HandScore, names: tuple[str, str], number: int = 0, said: tuple[str, ...] = ()
) -> DealView:
    """One hand's scores as the neutral view, ``names`` elder's and younger's (the younger dealt);
    ``said`` are the summary's lines for it. With no game (a ruling), ``number`` is 0."""
    elder, younger = names
    return DealView(
        number=number,
        dealer=younger,
        seats=(elder, younger),
        sides={elder: side_view(score.elder), younger: side_view(score.younger)},
        quick=score.elder.quick_total is not None,
        rulings=score.rulings,
        notable=tuple(
            Ruling(
                "warning",
                None,
                0,
                Words(
                    N_("Warning, event {number}, {event}: {text}"),
                    number=n,
                    event=_event(score, n),
                    text=note.text,
                ),
                note.source,
            )
            for n, note in score.warnings
        ),
        lines=tuple(f"{read}." for read in score.read_as),
        details=said,
    )


def _event(score: HandScore, number: int) -> str:
    """``e:mH``: declaration ``number``, the one a warning is about, as the markers showed it."""
    declared = [s.label for s in score.steps if s.label[1:2] == ":"]
    return declared[number - 1]


def details(row: HandRow, rules: BeziqueRules) -> tuple[str, ...]:
    """The summary's lines for a hand: the trumps and turn-up, each player's declarations,
    the brisques and the last trick."""
    facts = row.facts
    if facts.is_quick:
        return (_("entered by its totals only."),)
    names = {Side.ELDER: row.elder, Side.YOUNGER: row.younger}
    lines: list[str] = []
    trumps = (
        _("{suit} trumps").format(suit=_(facts.trumps.word))
        if facts.trumps is not None
        else _("trumps not given")
    )
    seven = _(", a seven turned up: {younger} 10").format(younger=row.younger) if facts.turn_up_seven else ""
    lines.append(f"{trumps}{seven}.")
    for side in Side:
        shown = [
            f"{_(' and ').join(code_words(c) for c in v.event.codes)} {v.points}"
            for v in facts.verdicts
            if v.event.side is side
        ]
        if shown:
            total = row.score.of(side).declarations
            lines.append(
                _("{name} ({seat}) declared {declared}: {total}.").format(
                    name=names[side], seat=_(side.value), declared=", ".join(shown), total=total
                )
            )
    if facts.brisques is not None:
        e, y = facts.brisques
        lines.append(
            _("Brisques: {elder} {e} ({e_points}), {younger} {y} ({y_points}).").format(
                elder=row.elder, e=e, e_points=10 * e, younger=row.younger, y=y, y_points=10 * y
            )
        )
    if facts.last_trick is not None:
        said = (
            _("The last trick of the stock: {name} (10).")
            if rules.last_trick is LastTrick.STOCK
            else _("The last trick: {name} (10).")
        )
        lines.append(said.format(name=names[facts.last_trick]))
    return tuple(lines)


def code_words(code: str) -> str:
    """A declaration's code in players' words: ``rm`` → ``royal marriage``, ``7`` → ``the seven of
    trumps`` (the codes are the file's and the JSON's)."""
    return _("the {seven}").format(seven=_(name(code))) if code == SEVEN else _(name(code))


def result_view(result: EngineResult, totals: dict[str, int], hands: int) -> Result:
    """The engine's result in words with the names and the score."""
    if result.drawn or result.winner is None or result.loser is None:
        level = next(iter(totals.values()))
        words = (
            _("Drawn: {level} each after {hands} hands.").format(level=level, hands=hands)
            if result.explanation == DRAWN
            else _("Drawn.")
        )
        return head_to_head(tuple(totals), None, 0, words, json_extra=NOBODY_RUBICONED)
    w, lo = totals[result.winner], totals[result.loser]
    score = _("{won} to {lost}, by {points}").format(won=w, lost=lo, points=result.points)
    if result.explanation in (FIRST_HAND_WIN, TWO_HANDS_WIN):
        words = _("{winner} {how}: {score}.").format(
            winner=result.winner, how=said(result.explanation), score=score
        )
    else:
        words = _("{winner} won ({how}): {score}.").format(
            winner=result.winner, how=said(result.explanation), score=score
        )
    return head_to_head(tuple(totals), result.winner, result.points, words, json_extra=NOBODY_RUBICONED)


def next_words(game: GameScore, partie: Partie) -> str:
    if game.finished:
        return _("The game is over.")
    return match.next_words(partie.players, partie.first_dealer, len(game.hands) + 1, "hand")


def partie_view(partie: Partie, game: GameScore) -> PartieView:
    """The neutral view of a scored game of Bezique."""
    rules = game.rules
    running = tuple(row.totals for row in game.hands)
    result = result_view(game.result, game.totals, len(game.hands)) if game.result else None
    waiting = _("No result yet: {standing}.").format(standing=said(game.standing))
    mark = (MATCH_WIN, N_("first hand's win")) if rules.target is None else (rules.target, "target")
    return PartieView(
        partie=partie,
        title="Bezique",
        rules_words=rules_words(rules),
        deal_word="hand",
        rows=ROWS,
        deals=tuple(
            score_view(row.score, (row.elder, row.younger), row.number, details(row, rules))
            for row in game.hands
        ),
        running=running,
        totals=game.totals,
        finished=game.finished,
        result=result,
        next_words=next_words(game, partie),
        provisional=waiting,
        status=(waiting,) if game.hands and not game.finished else (),
        chart_marks=(mark,),
        mark_until=1 if rules.target is None else None,  # after two hands the higher total wins
    )


def rules_of(partie: Partie) -> BeziqueRules:
    """The rules a partie is played to: its ``rules`` and the last-trick agreement."""
    agreed = partie.options.get(LAST_TRICK_RULE)
    return BeziqueRules(parse_target(partie.rules), parse_last_trick(agreed) if agreed else LastTrick.FINAL)


def game_of(partie: Partie, hands: tuple[HandFacts, ...] | None = None) -> GameScore:
    """The game scored: every hand of the partie, or ``hands``."""
    return score_game(
        two(partie.players), partie.first_dealer, rules_of(partie), partie.deals if hands is None else hands
    )
