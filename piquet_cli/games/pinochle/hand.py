"""One hand of two-handed Pinochle: the facts entered at the table, and their scores.

A hand scores (seed 002; docs/pinochle.md):

* ``turn_up`` — 10 for the dealer (younger) if the turned-up trump is a ten
  (seed rules) or a nine (classic rules); each rule set takes only its own;
* ``melds`` — each meld as made, after a trick won (``check.py``), the dix
  included under the classic rules;
* ``card_points`` — the points taken in tricks, A 11, 10 10, K 4, Q 3, J 2,
  9 0: 240 in the pack, so one player's figure may be given as "the rest";
* ``last_trick`` — 10 for whoever took the last trick.

Or quick entry: the two totals only, as copied from a paper score. The facts
never hold a derived score, so a correction re-scores everything after it.
"""

import re

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event
from piquet_cli.games.pinochle.bounds import check_totals, check_tricks_won
from piquet_cli.games.pinochle.check import MeldContext, Melding, Verdict, irregular_note, play_melds
from piquet_cli.games.pinochle.rules import (
    CARD_POINTS,
    LAST_TRICK,
    SEED,
    TURN_UP_BONUS,
    RuleSet,
)
from piquet_cli.games.scores import CategoryScore
from piquet_cli.games.side import Side
from piquet_cli.games.view import Ruling, of_its_own_kind
from piquet_cli.games.whole import whole
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import SUIT_WORDS, Words

CATEGORIES = ("turn_up", "melds", "card_points", "last_trick")
CARD_POINT_FORMS = N_(
    "two figures, elder first, adding to 240, one of them may be rest: 130,110 or 130,rest"
)  # said through _() at the table
REST = "rest"
TOTAL = N_("Total: {elder} {a}, {younger} {b}.")  # a hand's total ruling (``rule`` says it without "Total: ")
TOTALS_ONLY = N_("{elder} {a}, {younger} {b}.")
_NO_CARD_COUNTS = (1, CARD_POINTS - 1)  # no card counts 1: a player cannot take 1, nor leave 1


@of_its_own_kind
class HandFacts(NamedTuple):
    """Everything entered at the table for one hand; never a derived score.

    ``card_points`` is elder's and younger's, either of them ``None`` for "the
    rest". ``irregular`` is a player found holding a wrong number of cards
    (seed 002), and ``put_right_after`` how many melds had been made, by either
    player, when his hand was put right (``None``: not this hand).
    """

    trumps: Suit | None = None
    turn_up_ten: bool = False
    turn_up_nine: bool = False
    melded: tuple[Event, ...] = ()
    card_points: tuple[int | None, int | None] | None = None
    last_trick: Side | None = None
    irregular: Side | None = None
    put_right_after: int | None = None
    totals: tuple[int, int] | None = None

    @property
    def is_quick(self) -> bool:
        return self.totals is not None


class _Categories(NamedTuple):
    turn_up: int | None = 0
    melds: int | None = 0
    card_points: int | None = 0
    last_trick: int | None = 0
    quick_total: int | None = None


@of_its_own_kind
class SideScore(_Categories, CategoryScore):
    """One player's scores in a hand; the categories are ``None`` in quick-totals entry."""

    __slots__ = ()
    categories = CATEGORIES


@of_its_own_kind
class HandScore(NamedTuple):
    elder: SideScore
    younger: SideScore
    rulings: tuple[Ruling, ...]
    verdicts: tuple[Verdict, ...] = ()
    # (elder, younger) for the hand so far after each meld, the turn-up included
    running: tuple[tuple[int, int], ...] = ()
    card_points: tuple[int, int] | None = None  # resolved, "the rest" worked out

    def of(self, side: Side) -> SideScore:
        return self.elder if side is Side.ELDER else self.younger

    @property
    def warnings(self) -> tuple[str, ...]:
        return tuple(w for v in self.verdicts for w in v.warnings)


# ---------------------------------------------------------------------------
# Card points


def parse_card_points(text: str) -> tuple[int | None, int | None]:
    """``130,110``, ``130,rest`` or ``rest,110`` (a space does as well as a comma)."""
    parts = [p for p in re.split(r"[\s,]+", text.strip()) if p]
    if len(parts) != 2:
        raise BadValue(
            _("{text!r} is not card points; write {CARD_POINT_FORMS}.").format(
                text=text, CARD_POINT_FORMS=CARD_POINT_FORMS
            ),
            field="card_points",
        )
    pair: list[int | None] = []
    for part in parts:
        if part.lower() == REST:
            pair.append(None)
        elif (points := whole(part)) is not None:
            pair.append(points)
        else:
            raise BadValue(
                _("{part!r} is not card points; write {CARD_POINT_FORMS}.").format(
                    part=part, CARD_POINT_FORMS=CARD_POINT_FORMS
                ),
                field="card_points",
            )
    return pair[0], pair[1]


def format_card_points(pair: tuple[int | None, int | None]) -> str:
    return ",".join(REST if v is None else str(v) for v in pair)


def resolve_card_points(
    pair: tuple[int | None, int | None], names: tuple[str, str] = ("Elder", "Younger")
) -> tuple[int, int]:
    """Both players' card points, "the rest" worked out; they must add to 240."""
    for side, value, name in zip(Side, pair, names, strict=True):
        if value is None:
            continue
        if not 0 <= value <= CARD_POINTS:
            raise BadValue(
                _("{name}'s {value} card points: the cards hold {CARD_POINTS} in all.").format(
                    name=name, value=value, CARD_POINTS=CARD_POINTS
                ),
                field="card_points",
                side=side.value,
            )
        if value in _NO_CARD_COUNTS:
            raise BadValue(
                _(
                    "{name}'s {value} card points cannot be: no card counts 1 (A 11, 10 10, K 4, Q 3, J 2, 9 0), so no one takes 1 in tricks, nor leaves 1 of the {CARD_POINTS}."
                ).format(name=name, value=value, CARD_POINTS=CARD_POINTS),
                field="card_points",
                side=side.value,
            )
    elder, younger = pair
    if elder is None and younger is None:
        raise BadValue(
            _("only one player's card points may be the rest: give the other's."), field="card_points"
        )
    if elder is None:
        assert younger is not None
        return CARD_POINTS - younger, younger
    if younger is None:
        return elder, CARD_POINTS - elder
    if elder + younger != CARD_POINTS:
        raise BadValue(
            _(
                "card points add to {CARD_POINTS}, and {names_0}'s {elder} and {names_1}'s {younger} make {total}: if {names_0}'s {elder} is right, {names_1} took {card_points_elder}; if {names_1}'s {younger} is right, {names_0} took {card_points_younger}."
            ).format(
                CARD_POINTS=CARD_POINTS,
                names_0=names[0],
                elder=elder,
                names_1=names[1],
                younger=younger,
                total=elder + younger,
                card_points_elder=CARD_POINTS - elder,
                card_points_younger=CARD_POINTS - younger,
            ),
            field="card_points",
        )
    return elder, younger


# ---------------------------------------------------------------------------
# Checking the facts


def check_turn_up(facts: HandFacts, rules: RuleSet) -> None:
    """Each rule set takes only its own turn-up: the other is refused, naming its rule set."""
    wrong = "turn_up_nine" if rules is RuleSet.SEED else "turn_up_ten"
    if getattr(facts, wrong):
        theirs = RuleSet.CLASSIC if rules is RuleSet.SEED else RuleSet.SEED
        raise BadValue(
            _(
                "under the {rules} rules the dealer scores a turned-up {rules_turn_up_card}; a turned-up {theirs_turn_up_card} is the {theirs_value} rules' bonus."
            ).format(
                rules=rules.value,
                rules_turn_up_card=rules.turn_up_card,
                theirs_turn_up_card=theirs.turn_up_card,
                theirs_value=theirs.value,
            ),
            field=wrong,
        )


def _check_shape(facts: HandFacts, rules: RuleSet) -> None:
    if facts.totals is not None:
        others = (
            facts.trumps,
            facts.turn_up_ten,
            facts.turn_up_nine,
            facts.melded,
            facts.card_points,
            facts.last_trick,
            facts.irregular,
            facts.put_right_after is not None,
        )
        if any(others):
            raise BadValue(_("quick entry of totals takes no other entry of the hand."), field="totals")
        check_totals(facts.totals, rules, whole=True)
        return
    if facts.trumps is None:
        raise BadValue(_("the trump suit is missing: it is the suit of the turned-up card."), field="trumps")
    check_turn_up(facts, rules)
    if facts.put_right_after is not None:
        if facts.irregular is None:
            raise BadValue(
                _("a hand is put right only where a player was found holding a wrong number of cards."),
                field="put_right_after",
            )
        if not 0 <= facts.put_right_after <= len(facts.melded):
            raise BadValue(
                _(
                    "the hand was put right after 0 to {made} melds (as many as were made), not {given}."
                ).format(made=len(facts.melded), given=facts.put_right_after),
                field="put_right_after",
                side=facts.irregular.value,
            )
    if facts.card_points is None:
        raise BadValue(
            _("the card points are missing: each player's points taken in tricks."), field="card_points"
        )
    if facts.last_trick is None:
        raise BadValue(_("who took the last trick is missing."), field="last_trick")


def check_hand(
    facts: HandFacts, rules: RuleSet = RuleSet.SEED, names: tuple[str, str] = ("Elder", "Younger")
) -> Melding | None:
    """Every refusal the facts call for, in the order they are entered; the melds as checked."""
    _check_shape(facts, rules)
    if facts.totals is not None:
        return None
    assert facts.trumps is not None and facts.card_points is not None
    context = MeldContext(
        facts.trumps, rules, facts.turn_up_nine, facts.irregular, facts.put_right_after, names
    )
    melding = play_melds(facts.melded, context)
    check_tricks_won(resolve_card_points(facts.card_points, names), melding, facts.last_trick, names)
    return melding


def so_far(melding: Melding, turned_up: bool) -> tuple[int, int]:
    """What an unfinished hand has scored, elder first: the dealer's turn-up and the melds
    made. Card points and the last trick count only when the hand is played out, so a
    withdrawal in the middle of a hand takes these."""
    return melding.points(Side.ELDER), melding.points(Side.YOUNGER) + (TURN_UP_BONUS if turned_up else 0)


# ---------------------------------------------------------------------------
# Scoring


def score_hand(
    facts: HandFacts, rules: RuleSet = RuleSet.SEED, names: tuple[str, str] = ("Elder", "Younger")
) -> HandScore:
    """Both players' scores, category by category, each with its ruling."""
    melding = check_hand(facts, rules, names)
    if melding is None:
        assert facts.totals is not None
        te, ty = facts.totals
        quick = Ruling(
            "totals",
            None,
            0,
            Words(
                N_("Quick entry: {elder} {a}, {younger} {b}."), elder=names[0], a=te, younger=names[1], b=ty
            ),
            "",
        )
        return HandScore(
            SideScore(None, None, None, None, te), SideScore(None, None, None, None, ty), (quick,)
        )
    assert facts.trumps is not None and facts.card_points is not None and facts.last_trick is not None
    who = dict(zip(Side, names, strict=True))
    rulings: list[Ruling] = []

    turned = facts.turn_up_ten if rules is RuleSet.SEED else facts.turn_up_nine
    turn_up = TURN_UP_BONUS if turned else 0
    card = Words(
        N_("the {card} of trumps ({suit})"),
        card=Words(rules.turn_up_card),
        suit=Words(SUIT_WORDS[facts.trumps]),
    )
    if turned:
        reason = Words(
            N_("{who} dealt and turned up {card}: {bonus} for the dealer."),
            who=who[Side.YOUNGER],
            card=card,
            bonus=TURN_UP_BONUS,
        )
    else:
        reason = Words(N_("The turn-up was not {card}: nothing for the dealer."), card=card)
    rulings.append(Ruling("turn_up", Side.YOUNGER if turned else None, turn_up, reason, rules.source))

    if facts.irregular is not None:
        note = irregular_note(who[facts.irregular], facts.put_right_after)
        rulings.append(Ruling("melds", facts.irregular, 0, note, SEED))
    running: list[tuple[int, int]] = []
    so_far = {Side.ELDER: 0, Side.YOUNGER: turn_up}
    for verdict in melding.verdicts:
        rulings.append(Ruling("melds", verdict.event.side, verdict.points, verdict.reason, verdict.source))
        so_far[verdict.event.side] += verdict.points
        running.append((so_far[Side.ELDER], so_far[Side.YOUNGER]))
    if not melding.verdicts:
        rulings.append(Ruling("melds", None, 0, Words(N_("No melds this hand.")), SEED))

    cards = resolve_card_points(facts.card_points, names)
    for side, given, taken in zip(Side, facts.card_points, cards, strict=True):
        how = (
            Words(
                N_("the rest, {all} − {other} = {taken}"),
                all=CARD_POINTS,
                other=cards[1 - _index(side)],
                taken=taken,
            )
            if given is None
            else str(taken)
        )
        rulings.append(
            Ruling(
                "card_points",
                side,
                taken,
                Words(N_("{who} took {how} in cards."), who=who[side], how=how),
                SEED,
            )
        )

    last = facts.last_trick
    rulings.append(
        Ruling(
            "last_trick",
            last,
            LAST_TRICK,
            Words(N_("{who} took the last trick: {points}."), who=who[last], points=LAST_TRICK),
            SEED,
        )
    )

    def side_score(side: Side) -> SideScore:
        return SideScore(
            turn_up if side is Side.YOUNGER else 0,
            melding.points(side),
            cards[_index(side)],
            LAST_TRICK if side is last else 0,
        )

    elder, younger = side_score(Side.ELDER), side_score(Side.YOUNGER)
    rulings.append(
        Ruling(
            "total",
            None,
            0,
            Words(TOTAL, elder=names[0], a=elder.total, younger=names[1], b=younger.total),
            SEED,
        )
    )
    return HandScore(elder, younger, tuple(rulings), melding.verdicts, tuple(running), cards)


def _index(side: Side) -> int:
    return 0 if side is Side.ELDER else 1
