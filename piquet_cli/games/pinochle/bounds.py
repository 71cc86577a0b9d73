"""What a Pinochle hand can hold at most and at least, so that no impossible figure is saved:
the most one player and both together can score (quick totals, a withdrawal's part of a
hand), and the fewest card points the tricks the melds show were won can hold."""

from piquet_cli.errors import BadValue
from piquet_cli.games.pinochle.check import Melding
from piquet_cli.games.pinochle.melds import MELDS, PER_HAND
from piquet_cli.games.pinochle.rules import (
    CARD_POINTS,
    CARD_VALUES,
    DIX,
    LAST_TRICK,
    OF_EACH_RANK,
    STOCK_TRICKS,
    TURN_UP_BONUS,
    RuleSet,
)
from piquet_cli.games.side import Side, seat_word
from piquet_cli.i18n import N_, _
from piquet_cli.said import said

# The richest melds one player can make in a hand, diamonds trumps: four aces twice 200,
# four kings 80, marriages in clubs, hearts and spades 60 (on the four kings' kings), four
# queens 60, the pinochle 40 (on the marriage's Q♠ and a J♦), two royal marriages 80 and two
# sequences 300 = 820 on all twelve tricks, with the 22 different cards a player can hold
# (11 at his first meld and one drawn on each of the eleven tricks after). No trump suit
# allows more: counting only the copies each meld needs (two of a kind need two copies),
# no choice of melds worth more fits in 22 cards (bench/pinochle_richest).
MOST_MELDS_BY_ONE = 820
# Classic rules: one dix beside them, the nine exchanged for the turn-up (a card given for a
# card), 10 more; a second dix is a nine shown, one card more, and 21 cards hold at most 760.
MOST_DIXES_BY_ONE = DIX


def _extras(rules: RuleSet, side: Side | None) -> int:
    """What the turn-up and the dix add to the melds: for one player (``side``) or both."""
    if rules is RuleSet.CLASSIC:
        # both: the two nines of trumps, two dixes or the turned-up nine and one dix;
        # one player: one dix (the dealer's turned-up nine leaves him one dix, shown: the same)
        return 2 * DIX if side is None else MOST_DIXES_BY_ONE
    return TURN_UP_BONUS if side is not Side.ELDER else 0  # the dealer's turned-up ten


def most_in_a_hand(rules: RuleSet) -> int:
    """The most both players together can score in one hand: the twelve richest melds the
    pack allows (each player a sequence, four aces, kings, queens, a pinochle and four
    jacks: 940), the nines of trumps (classic) or the turn-up, 240 in cards and the last trick."""
    values = sorted(
        (m.value for m in MELDS.values() if m.code != "dix" for _ in range(PER_HAND)), reverse=True
    )
    return sum(values[:STOCK_TRICKS]) + _extras(rules, None) + CARD_POINTS + LAST_TRICK


def most_for_one(rules: RuleSet, side: Side) -> int:
    """The most one player can score in a hand: the richest melds he can hold the cards for,
    the turn-up (the dealer, seed rules) or a dix (classic), all 240 in cards and the last
    trick: seed 1070 for elder and 1080 for the dealer; classic 1080 for either."""
    return MOST_MELDS_BY_ONE + _extras(rules, side) + CARD_POINTS + LAST_TRICK


def least_in_cards(cards: int) -> tuple[int, str]:
    """The fewest card points ``cards`` cards can hold, and which they are: the cheapest of
    the pack (``the eight nines 0 and two jacks 2 each``)."""
    least, parts, left = 0, [], cards
    for name, value in CARD_VALUES:
        take = min(left, OF_EACH_RANK)
        if take:
            least += take * value
            each = f"{value} each" if take > 1 and value else str(value)
            parts.append(
                f"{'the eight' if take == OF_EACH_RANK else _WORDS[take]} {name if take > 1 else name[:-1]} {each}"
            )
            left -= take
    return least, " and ".join(parts) if len(parts) < 3 else f"{', '.join(parts[:-1])} and {parts[-1]}"


_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven")


def check_tricks_won(
    cards: tuple[int, int], melding: Melding, last_trick: Side | None, names: tuple[str, str]
) -> None:
    """Card points too few for the tricks the melds show were won: only the winner of a
    trick melds, one meld a trick, so each melding trick (and the last trick) is a trick
    won, two cards; those cards hold at least the cheapest cards' points."""
    for side, taken, name in zip(Side, cards, names, strict=True):
        melded = sum(1 for e in melding.events if e.side is side)
        tricks = melded + (1 if last_trick is side else 0)
        least, which = least_in_cards(2 * tricks)
        if taken >= least:
            continue
        last = " and took the last trick" if last_trick is side else ""
        raise BadValue(
            _(
                "{name} melded on {melded} tricks{last}, so {name} won at least {tricks} tricks, {cards_won} cards, and the cheapest {cards_won} in the pack are {which}: at least {least} in cards, not {taken}."
            ).format(
                name=name,
                melded=melded,
                last=last,
                tricks=tricks,
                cards_won=2 * tricks,
                which=which,
                least=least,
                taken=taken,
            ),
            field="card_points",
            side=side.value,
        )


def check_totals(totals: tuple[int, int], rules: RuleSet, *, whole: bool, fact: str = "totals") -> None:
    """Quick totals (``whole``: of a hand played out) or a withdrawal's part of a hand."""
    top = most_in_a_hand(rules)
    for side, value in zip(Side, totals, strict=True):
        if value < 0:
            raise BadValue(
                _("a total cannot be negative, not {value}.").format(value=value), field=fact, side=side.value
            )
    if sum(totals) > top:
        nines = _(N_("both nines of trumps") if rules is RuleSet.CLASSIC else N_("the turn-up"))
        raise BadValue(
            _(
                "{first} and {second} make {total}, more than any hand can score ({top}: the twelve richest melds, {nines}, 240 in cards and the last trick)."
            ).format(first=totals[0], second=totals[1], total=sum(totals), top=top, nines=nines),
            field=fact,
        )
    for side, value in zip(Side, totals, strict=True):
        most = most_for_one(rules, side)
        if value > most:
            extra = _extras(rules, side)
            what = _("a dix, ") if rules is RuleSet.CLASSIC else (_("the turned-up ten, ") if extra else "")
            only = "" if extra else _("; only the dealer scores the turn-up")
            raise BadValue(
                _(
                    "{who}'s {value} is more than one player can score in a hand ({most}: {MOST_MELDS_BY_ONE} in the richest melds one player can hold the cards for, {what}{CARD_POINTS} in cards and the last trick{only})."
                ).format(
                    who=said(seat_word(side)),
                    value=value,
                    most=most,
                    MOST_MELDS_BY_ONE=MOST_MELDS_BY_ONE,
                    what=what,
                    CARD_POINTS=CARD_POINTS,
                    only=only,
                ),
                field=fact,
                side=side.value,
            )
    if not whole:
        return
    least = CARD_POINTS + LAST_TRICK
    if sum(totals) < least:
        raise BadValue(
            _(
                "{first} and {second} make {total}, but every hand deals out {CARD_POINTS} in cards and {LAST_TRICK} for the last trick, so the two totals make at least {least}."
            ).format(
                first=totals[0],
                second=totals[1],
                total=sum(totals),
                CARD_POINTS=CARD_POINTS,
                LAST_TRICK=LAST_TRICK,
                least=least,
            ),
            field=fact,
        )
    for side, value in zip(Side, totals, strict=True):
        if value == 1:
            raise BadValue(
                _(
                    "a total of 1 would be 1 in cards, and no card counts 1 (A 11, 10 10, K 4, Q 3, J 2, "
                    "9 0): every other score of a hand is a multiple of ten."
                ),
                field=fact,
                side=side.value,
            )
    if sum(totals) % 10:
        raise BadValue(
            _(
                "{first} and {second} make {total}, but every score of a hand but the card points is a multiple of ten and the card points add to {CARD_POINTS}, so the two totals make a multiple of ten."
            ).format(first=totals[0], second=totals[1], total=sum(totals), CARD_POINTS=CARD_POINTS),
            field=fact,
        )
