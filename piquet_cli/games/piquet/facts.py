"""The facts of one deal of piquet, as entered at the table, and the shape of
their scores: what each player called, the hands, the play, the agreements of
au cent; each player's score by category and the rulings that explain it. The
checks here need no scoring: the shape of the facts and the exchange (Laws 21,
22). Plain Python: no I/O.
"""

from collections.abc import Mapping
from types import MappingProxyType

from piquet_cli.cards import Card, sort_hand
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.answers import NO_ANSWERS, Answers
from piquet_cli.games.piquet.combinations import Point, RankSet, Sequence
from piquet_cli.games.side import Side
from piquet_cli.games.view import Ruling as Ruling  # noqa: PLC0414 (the engine's Ruling, re-exported)
from piquet_cli.games.view import category_json, category_total
from piquet_cli.i18n import _
from piquet_cli.records import NamedTuple

REPIQUE = 60
PIQUE = 30
THROW_IN_PLAY = 13
HAND_CATEGORIES = ("carte_blanche", "point", "sequences", "sets")
CATEGORIES = ("carte_blanche", "point", "sequences", "sets", "repique", "pique", "play", "cards")


class Calls(NamedTuple):
    """What one player declared. ``None`` means "not given" (found from the hand
    if the hand is given, else nothing); an empty value means "declared none"."""

    point: Point | None = None
    sequences: tuple[Sequence, ...] | None = None
    sets: tuple[RankSet, ...] | None = None


class AnnouncedPlay(NamedTuple):
    """Play as announced at the table: play points and tricks won, elder first."""

    play: tuple[int, int]
    won: tuple[int, int]
    pique: bool = False


class Agreements(NamedTuple):
    """Optional agreements of piquet au cent and the exchange it allows."""

    younger_may_take_none: bool = False
    point_ending_in_four: bool = False  # a point whose count ends in 4 scores one less
    low_cards_lead_nothing: bool = False  # 9s, 8s and 7s score nothing when led


class DealFacts(NamedTuple):
    """Everything entered at the table for one deal; never any derived score. The hands are
    in the order ``cards.sort_hand`` gives (``hands_in_order``): the order cards are typed in
    means nothing."""

    carte_blanche: tuple[Side, ...] = ()
    exchange: tuple[int, int] | None = None
    elder: Calls = Calls()
    younger: Calls = Calls()
    elder_hand: tuple[Card, ...] | None = None
    younger_hand: tuple[Card, ...] | None = None
    tricks: tuple[Side, ...] | None = None
    announced: AnnouncedPlay | None = None
    low_leads: tuple[int, ...] = ()  # tricks led with a 9, 8 or 7 (au cent agreement)
    totals: tuple[int, int] | None = None
    throw_in: Side | None = None
    barred: Side | None = None  # reckons nothing this deal (penalty), but still bars
    barred_from: tuple[tuple[Side, str], ...] = ()  # (side, category) barred alone (Law 46, Case I)
    first_to_100: Side | None = None  # au cent, when the order is not known: who reached 100 first
    double_game: bool | None = None  # …and whether the adversary then had under 50
    answers: Answers = NO_ANSWERS  # younger's answers to elder's calls, as said

    def calls(self, side: Side) -> Calls:
        return self.elder if side is Side.ELDER else self.younger

    def hand(self, side: Side) -> tuple[Card, ...] | None:
        return self.elder_hand if side is Side.ELDER else self.younger_hand

    @property
    def is_quick(self) -> bool:
        return self.totals is not None


def hands_in_order(hand: tuple[Card, ...] | None) -> tuple[Card, ...] | None:
    """A hand as a deal's facts keep it: in one order, whatever order it was typed in."""
    return None if hand is None else sort_hand(hand)


class SideScore(NamedTuple):
    """One player's scores in a deal; categories are ``None`` in quick-totals entry."""

    carte_blanche: int | None = 0
    point: int | None = 0
    sequences: int | None = 0
    sets: int | None = 0
    repique: int | None = 0
    pique: int | None = 0
    play: int | None = 0
    cards: int | None = 0
    quick_total: int | None = None

    @property
    def total(self) -> int:
        return category_total(self, CATEGORIES)

    @property
    def hand(self) -> int:
        return sum(getattr(self, c) or 0 for c in HAND_CATEGORIES)

    def as_dict(self) -> dict[str, int | None]:
        return category_json(self, CATEGORIES)


class DealScore(NamedTuple):
    elder: SideScore
    younger: SideScore
    rulings: tuple[Ruling, ...]
    declared: Mapping[Side, Calls] = MappingProxyType({})  # what was reckoned on

    def of(self, side: Side) -> SideScore:
        return self.elder if side is Side.ELDER else self.younger


# ---------------------------------------------------------------------------
# Checking the facts


def check_exchange(exchange: tuple[int, int], agreements: Agreements = Agreements()) -> None:
    """Law 21–22: elder takes 1 to 5; younger 1 up to what elder left (0 allowed au cent)."""
    elder, younger = exchange
    if not 1 <= elder <= 5:
        raise BadValue(
            _("elder exchanges 1 to 5 cards (Law 21), not {elder}.").format(elder=elder), field="exchange"
        )
    left = 8 - elder
    low = 0 if agreements.younger_may_take_none else 1
    if not low <= younger <= left:
        raise BadValue(
            _(
                "after elder takes {elder}, younger exchanges {low} to {left} cards (Law 22), not {younger}."
            ).format(elder=elder, low=low, left=left, younger=younger),
            field="exchange",
        )


def check_hands(facts: DealFacts) -> None:
    for side in Side:
        hand = facts.hand(side)
        if hand is not None and len(hand) != 12:
            raise BadValue(
                _("a piquet hand has 12 cards; this one has {count}.").format(count=len(hand)),
                field="hand",
                side=side.value,
            )
    if facts.elder_hand and facts.younger_hand:
        shared = sorted(set(facts.elder_hand) & set(facts.younger_hand))
        if shared:
            names = " ".join(str(c) for c in shared)
            raise BadValue(
                _("{names} cannot be in both hands.").format(names=names),
                field="hand",
                side=Side.YOUNGER.value,
            )


def check_shape(facts: DealFacts) -> None:
    if len(set(facts.carte_blanche)) > 1:
        raise BadValue(
            _(
                "both players cannot hold carte blanche: the twelve kings, queens and knaves "
                "cannot all lie in the eight-card talon."
            ),
            field="carte_blanche",
        )
    ways = [facts.tricks is not None, facts.announced is not None, facts.throw_in is not None]
    if sum(ways) > 1:
        raise BadValue(
            _(
                "give the play one way only: the trick winners, or the play points and tricks won, "
                "or a throw-in."
            ),
            field="tricks",
        )
    if facts.totals is not None:
        others = (
            facts.carte_blanche,
            facts.elder != Calls(),
            facts.younger != Calls(),
            facts.elder_hand,
            facts.younger_hand,
            any(ways),
            facts.barred,
            facts.barred_from,
            facts.answers != NO_ANSWERS,
        )
        if any(others):
            raise BadValue(_("quick entry of totals takes no other scoring entry."), field="totals")
    if facts.announced is not None:
        a = facts.announced
        if a.won[0] + a.won[1] != 12:
            raise BadValue(
                _("tricks won must add to 12, not {first} + {second}.").format(
                    first=a.won[0], second=a.won[1]
                ),
                field="won",
            )
    if any(not 1 <= t <= 12 for t in facts.low_leads):
        raise BadValue(_("low leads are trick numbers 1 to 12."), field="low_leads")
