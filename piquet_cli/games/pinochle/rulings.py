"""``piquet rule --game pinochle``: meld questions at the table, with no game.

Given the trumps and the melds in the order made, the keeper judges each in
turn (``check.Melding``) and answers for every one: what it scores and why,
and what it cannot see and the players must check (a royal marriage after the
same player's sequence needs the other K Q of trumps). The last meld is
usually the question ("royal marriage after my sequence?"). A meld that no
real hand can make is refused, as ``deal`` refuses it, in one sentence. Given
the card points and the last trick as well, it scores the whole hand. There
is no game, so the players are Elder (who leads) and Younger (who dealt);
``--rules classic`` rules under the classic rules (the dix scores).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.pinochle.check import MeldContext, Verdict, play_melds
from piquet_cli.games.pinochle.facts import Hand, facts_of
from piquet_cli.games.pinochle.hand import TOTAL, TOTALS_ONLY, HandFacts, SideScore, check_turn_up, score_hand
from piquet_cli.games.pinochle.rules import SEED, TURN_UP_BONUS, RuleSet
from piquet_cli.games.pinochle.views import ROWS, score_view
from piquet_cli.games.side import SEAT_NAMES, Side
from piquet_cli.games.view import Report, Ruling, report_json
from piquet_cli.i18n import N_, _
from piquet_cli.said import SUIT_WORDS, Words

LABELS = {
    "turn_up": Words(N_("Turn-up")),
    "card_points": Words(N_("Card points")),
    "last_trick": Words(N_("Last trick")),
    "total": Words(N_("Total")),
    "so_far": Words(N_("So far")),
    "totals": Words(N_("Totals")),
}


def rule_report(values: Mapping[str, Any]) -> Report:
    """Rule on the melds given, and on the whole hand if its card points and last trick are."""
    rules = values.get("rules", RuleSet.SEED)
    facts = facts_of({k: v for k, v in values.items() if k != "rules"})
    if not isinstance(facts, Hand):
        raise BadValue(
            _("a withdrawal ends a game: record it with piquet withdraw NAME, not with piquet rule."),
            field="withdrawal",
        )
    hand = facts.facts
    check_turn_up(hand, rules)
    read = tuple((Words(N_("Read")), Ruling("melds", None, 0, text, SEED)) for text in facts.read_as)
    if hand.totals is None and hand.card_points is None and hand.last_trick is None:
        report = _melds_only(hand, rules)
        return report._replace(rulings=read + report.rulings)
    score = score_hand(hand, rules, SEAT_NAMES)
    rulings = [*read, *_labelled(score.rulings, score.verdicts)]
    return Report(
        _json(score.elder, score.younger, [r for _, r in rulings], score.verdicts),
        rulings=tuple(rulings),
        deal=score_view(score, SEAT_NAMES),
        rows=ROWS,
    )


def _melds_only(hand: HandFacts, rules: RuleSet) -> Report:
    """The melds alone: each judged in turn, and what they come to."""
    if hand.trumps is None:
        raise BadValue(
            _("the trump suit is missing: a meld's cards depend on it (rm is K Q of trumps)."), field="trumps"
        )
    if hand.put_right_after is not None and hand.irregular is None:
        raise BadValue(
            _("a hand is put right only where a player was found holding a wrong number of cards."),
            field="put_right_after",
        )
    if hand.put_right_after is not None and hand.put_right_after > len(hand.melded):
        raise BadValue(
            _("the hand was put right after 0 to {made} melds (as many as were made), not {given}.").format(
                made=len(hand.melded), given=hand.put_right_after
            ),
            field="put_right_after",
        )
    context = MeldContext(
        hand.trumps, rules, hand.turn_up_nine, hand.irregular, hand.put_right_after, SEAT_NAMES
    )
    melding = play_melds(hand.melded, context)
    turned = hand.turn_up_ten if rules is RuleSet.SEED else hand.turn_up_nine
    engine: list[Ruling] = []
    if turned:
        engine.append(
            Ruling(
                "turn_up",
                Side.YOUNGER,
                TURN_UP_BONUS,
                Words(
                    N_("Younger dealt and turned up the ten of trumps ({trumps}): {bonus} for the dealer.")
                    if rules is RuleSet.SEED
                    else N_(
                        "Younger dealt and turned up the nine of trumps ({trumps}): {bonus} for the dealer."
                    ),
                    trumps=Words(SUIT_WORDS[hand.trumps]),
                    bonus=TURN_UP_BONUS,
                ),
                rules.source,
            )
        )
    engine += [Ruling("melds", v.event.side, v.points, v.reason, v.source) for v in melding.verdicts]
    if not melding.verdicts:
        engine.append(Ruling("melds", None, 0, Words(N_("No melds.")), rules.source))
    elder = SideScore(0, melding.points(Side.ELDER), None, None)
    younger = SideScore(TURN_UP_BONUS if turned else 0, melding.points(Side.YOUNGER), None, None)
    engine.append(
        Ruling(
            "so_far",
            None,
            0,
            Words(
                N_(
                    "{elder} {elder_total}, {younger} {younger_total}, the card points and the last trick apart."
                ),
                elder=SEAT_NAMES[0],
                elder_total=elder.total,
                younger=SEAT_NAMES[1],
                younger_total=younger.total,
            ),
            "",
        )
    )
    rulings = _labelled(tuple(engine), melding.verdicts)
    return Report(_json(elder, younger, [r for _, r in rulings], melding.verdicts), rulings=tuple(rulings))


def _labelled(rulings: tuple[Ruling, ...], verdicts: tuple[Verdict, ...]) -> list[tuple[str, Ruling]]:
    """Each ruling with what it is about; each meld numbered, its warnings after it."""
    out: list[tuple[str, Ruling]] = []
    waiting = list(verdicts)  # the meld rulings come in the order of the verdicts
    for ruling in rulings:
        if (
            ruling.category == "total"
            and isinstance(ruling.reason, Words)
            and ruling.reason.template == TOTAL
        ):
            ruling = ruling._replace(
                reason=Words(TOTALS_ONLY, **ruling.reason.fields)
            )  # under its label "Total"
        if ruling.category != "melds":
            out.append((LABELS.get(ruling.category, ruling.category), ruling))
            continue
        if not waiting or (waiting[0].event.side, waiting[0].reason) != (ruling.good, ruling.reason):
            out.append((Words(N_("Melds")), ruling))
            continue
        verdict = waiting.pop(0)
        out.append(
            (Words(N_("Meld {number} ({event})"), number=verdict.number, event=str(verdict.event)), ruling)
        )
        out += [
            (Words(N_("Check")), Ruling("melds", ruling.good, 0, w, verdict.source)) for w in verdict.warnings
        ]
    return out


def _json(
    elder: SideScore, younger: SideScore, rulings: list[Ruling], verdicts: tuple[Verdict, ...]
) -> dict[str, Any]:
    """docs/contract.md: ``{"scores": {"elder": {…}, "younger": {…}}, "rulings": […]}``, and each meld."""
    return report_json(elder.as_dict(), younger.as_dict(), rulings) | {
        "melds": [
            {
                "number": v.number,
                "event": str(v.event),
                "lawful": v.lawful,
                "points": v.points,
                "reason": v.reason,
                "source": v.source,
                "warnings": list(v.warnings),
            }
            for v in verdicts
        ],
    }
