"""``piquet rule --game bezique``: is the last declaration lawful after the others, and what
does the hand score.

Given ``--declared EVENTS`` (with ``--trumps`` and ``--turn-up-seven`` if known),
the last event is judged after the others (``judge.rule_on``): whether it scores
and why, citing the rule — the seven beside, growth to a higher combination,
reuse in another kind — or why no hand can hold it. The events before it must
be lawful, else the question cannot arise (refused, exit 2). Whatever else is
given (the brisques, the last trick) is scored with it, and the hand's
breakdown follows. With no game, the players are Elder and Younger.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.hand import HandFacts
from piquet_cli.games.bezique.judge import Verdict, rule_on
from piquet_cli.games.bezique.notes import Note
from piquet_cli.games.bezique.scoring import HandScore, score_hand
from piquet_cli.games.bezique.views import ROWS, score_view
from piquet_cli.games.events import format_events
from piquet_cli.games.side import SEAT_NAMES, Side
from piquet_cli.games.view import Report, Ruling, report_json
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words, literal

LABELS = {
    "turn_up": Words(N_("Turn-up")),
    "declarations": Words(N_("Declared")),
    "brisques": Words(N_("Brisques")),
    "last_trick": Words(N_("Last trick")),
}
"""What each of the hand's rulings is about, as its line starts."""


def rule_report(values: Mapping[str, Any]) -> Report:
    """Rule on whatever the entry gives: the last declaration, and the hand as far as given."""
    trumps, seven = values.get("trumps"), bool(values.get("turn_up_seven"))
    totals = values.get("totals")
    events = tuple(values.get("declared") or ())
    facts = ("brisques", "last_trick", "totals")
    if not events and not seven and all(values.get(f) is None for f in facts):
        raise BadValue(
            _(
                "nothing to rule on: give the declarations, the last being the one to rule on "
                "('e:bz e:dbz'), or the brisques or the last trick."
            ),
            field="declared",
        )
    verdict = rule_on(events, trumps, seven) if events and totals is None else None
    scored = events
    if verdict is not None:
        scored = (*events[:-1], verdict.event) if verdict.lawful else events[:-1]
    hand = HandFacts(trumps, seven, scored, values.get("brisques"), values.get("last_trick"), totals)
    score = score_hand(hand)
    rulings = tuple(
        (LABELS[r.category], _said(r)) for r in score.rulings if r.category not in ("declarations", "total")
    )
    lines: list[str] = (
        [Words(N_("Before it: {events}."), events=format_events(events[:-1]))]
        if verdict is not None and events[:-1]
        else []
    )
    lines.append(
        Words(
            N_("Total: {elder} {elder_total}, {younger} {younger_total}."),
            elder=SEAT_NAMES[0],
            elder_total=score.elder.total,
            younger=SEAT_NAMES[1],
            younger_total=score.younger.total,
        )
    )
    return Report(
        _json(score, verdict),
        rulings=(_verdict_rulings(verdict) if verdict is not None else ()) + rulings,
        lines=tuple(lines),
        deal=score_view(score, SEAT_NAMES),
        rows=ROWS,
    )


def _verdict_rulings(verdict: Verdict) -> tuple[tuple[str, Ruling], ...]:
    side = verdict.event.side
    head = Words(N_("Event {number}, {event}"), number=verdict.number, event=str(verdict.event))
    if verdict.refusal is not None:
        return (
            (head, Ruling("declarations", side, 0, Words(N_("does not score.")), "")),
            (Words(N_("Why not")), _note(verdict.refusal, side)),
        )
    return (
        (
            head,
            Ruling(
                "declarations", side, verdict.points, Words(N_("scores {points}."), points=verdict.points), ""
            ),
        ),
        *((Words(N_("Why")), _note(n, side)) for n in verdict.reasons),
        *((Words(N_("Warning")), _note(n, side)) for n in verdict.warnings),
    )


def _note(note: Note, side: Side) -> Ruling:
    return Ruling("declarations", side, 0, note.text, note.source)


def _said(ruling: Ruling) -> Ruling:
    """A ruling of the hand in a sentence naming the player."""
    name = SEAT_NAMES[0] if ruling.good is Side.ELDER else SEAT_NAMES[1]
    reason = {
        "last_trick": literal("{name} {reason}", name=name, reason=ruling.reason),
        "brisques": Words(
            N_("{name} won {count} aces and tens, 10 each: {points}"),
            name=name,
            count=ruling.points // 10,
            points=ruling.points,
        ),
    }.get(ruling.category, ruling.reason)
    return ruling._replace(reason=reason)


def _json(score: HandScore, verdict: Verdict | None) -> dict[str, Any]:
    """docs/contract.md's ``{"scores": {"elder": {…}, "younger": {…}}, "rulings": […]}``, and the
    verdict on the last event when there is one."""
    doc = report_json(score.elder.as_dict(), score.younger.as_dict(), score.rulings)
    if verdict is not None:
        doc["verdict"] = {
            "event": str(verdict.event),
            "number": verdict.number,
            "lawful": verdict.lawful,
            "points": verdict.points,
            "reasons": [{"reason": n.text, "law": n.source} for n in verdict.reasons],
            "warnings": [{"reason": n.text, "law": n.source} for n in verdict.warnings],
            "refusal": None
            if verdict.refusal is None
            else {"reason": verdict.refusal.text, "law": verdict.refusal.source},
        }
    return doc
