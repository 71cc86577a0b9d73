"""The order a deal's scores accrue in (Law 67), and who reaches a hundred first (au cent).

Law 67: "The scores, whether obtained by the elder or younger hand, reckon in the
following order: carte blanche, point, sequences, quatorzes and trios, points
made in play, the cards." A repique is counted the moment thirty is made in
hand ("instead of counting 'Thirty-four,' he counts 'Ninety-four'"), a pique
the moment thirty is made in hand and play, and the points in play fall trick
by trick (Law 65). So, given the trick winners, every point of a deal has its
place in one order.

The Laws of Piquet au Cent: "A game is one hundred up. A player scoring a
hundred before his adversary has scored fifty wins a double game." The game
goes to whoever reaches a hundred first in that order — not to the higher score
at the end of the deal — and is double if the adversary then has under fifty.
Once it is won, the rest of that deal counts for neither that game nor the next
(the next game starts from love with the next deal).

When the order is not known — quick totals, or play announced with the au cent
agreement on low leads — the keeper never guesses: it works out what the
totals allow, and asks who reached a hundred first (and whether the game was
double) when they allow more than one answer. Plain Python: no I/O.
"""

from __future__ import annotations

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.deal import HAND_CATEGORIES, Agreements, DealFacts, DealScore, score_deal
from piquet_cli.games.piquet.play import PlayPoint, play_points_in_order, sequences_for_announcement
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words

GAME_TARGET = 100
"""Au cent: a game is one hundred up."""

DOUBLE_BELOW = 50
"""A game won before the adversary has scored fifty is a double game."""

_HAND_WORDS = {
    "carte_blanche": Words(N_("with the carte blanche")),
    "point": Words(N_("with the point")),
    "sequences": Words(N_("with the sequences")),
    "sets": Words(N_("with the quatorzes and trios")),
}


class Accrual(NamedTuple):
    """Points one player scores at one moment of the deal, and how, in players' words."""

    side: Side
    points: int
    how: str  # "with the point", "with the lead to trick 7", "with the capot"


class GameWon(NamedTuple):
    """A game of au cent won in a deal: by whom, whether double, and how."""

    side: Side
    double: bool
    scores: dict[Side, int]  # the game's scores when it was won (at the deal's end if the order is unknown)
    how: str | None  # how the hundred was reached; None when only the totals are known


def orders(
    facts: DealFacts, score: DealScore, agreements: Agreements
) -> tuple[tuple[Accrual, ...], ...] | None:
    """Every order the deal's scores may have accrued in: one when the trick winners
    (or a throw-in, or no play) are given; one for each way the tricks can fall when
    play was announced; None when it cannot be known."""
    if facts.is_quick:
        return None
    if facts.announced is None:
        return (_hand_order(score) + _play_order(facts, score, agreements),)
    if agreements.low_cards_lead_nothing:
        return None  # which leads scored nothing is not known
    found = []
    for winners in sequences_for_announcement(facts.announced.play, facts.announced.won):
        walked = score_deal(facts._replace(announced=None, tricks=winners), agreements=agreements)
        if walked.elder.total == score.elder.total and walked.younger.total == score.younger.total:
            found.append(
                _hand_order(walked) + _play_order(facts._replace(tricks=winners), walked, agreements)
            )
    return tuple(found) or None


def _hand_order(score: DealScore) -> tuple[Accrual, ...]:
    """Carte blanche, point, sequences, quatorzes and trios (Law 67), the repique the
    moment thirty is made in hand (Law 68)."""
    found: list[Accrual] = []
    running = {Side.ELDER: 0, Side.YOUNGER: 0}
    for category in HAND_CATEGORIES:
        for side in Side:
            points = getattr(score.of(side), category) or 0
            if not points:
                continue
            found.append(Accrual(side, points, _HAND_WORDS[category]))
            before, running[side] = running[side], running[side] + points
            if score.of(side).repique and before < 30 <= running[side]:
                found.append(Accrual(side, score.of(side).repique or 0, Words(N_("with the repique"))))
    return tuple(found)


def _play_order(facts: DealFacts, score: DealScore, agreements: Agreements) -> tuple[Accrual, ...]:
    """The points in play as they fall (Law 65), the pique the moment elder makes thirty
    in hand and play (Law 69), then the cards (Law 66)."""
    found: list[Accrual] = []
    if facts.throw_in is not None:
        taker = facts.throw_in.other
        found.append(Accrual(taker, score.of(taker).play or 0, Words(N_("with the thirteen for play"))))
    elif facts.tricks is not None:
        reached = score.elder.hand
        for point in play_points_in_order(facts.tricks):
            if (
                point.reason == "lead"
                and agreements.low_cards_lead_nothing
                and point.trick in facts.low_leads
            ):
                continue
            if point.side is facts.barred:
                continue
            found.append(Accrual(point.side, 1, play_words(point)))
            if point.side is Side.ELDER:
                reached += 1
                if score.elder.pique and reached == 30:
                    found.append(Accrual(Side.ELDER, score.elder.pique or 0, Words(N_("with the pique"))))
    for side in Side:
        cards = score.of(side).cards or 0
        if cards:
            found.append(
                Accrual(
                    side, cards, Words(N_("with the capot")) if cards == 40 else Words(N_("with the cards"))
                )
            )
    return tuple(found)


def play_words(point: PlayPoint) -> str:
    """How a play point was made, as it is said aloud: "with the lead to trick 7"."""
    if point.reason == "lead":
        return Words(N_("with the lead to trick {trick}"), trick=point.trick)
    if point.reason == "win":
        return Words(N_("winning trick {trick}"), trick=point.trick)
    return Words(N_("with the last trick"))


def first_to_reach(
    before: dict[Side, int], order: tuple[Accrual, ...]
) -> tuple[Side, dict[Side, int], str] | None:
    """Who reaches a hundred first in ``order``, the game's scores then, and how."""
    got = dict(before)
    for accrual in order:
        got[accrual.side] += accrual.points
        if got[accrual.side] >= GAME_TARGET:
            return accrual.side, got, accrual.how
    return None


def decide_game(
    before: dict[Side, int],
    facts: DealFacts,
    score: DealScore,
    agreements: Agreements,
    names: dict[Side, str],
) -> GameWon | None:
    """Whether a game of au cent is won in this deal, by whom, and whether double.

    From the order of the scores when it is known; else from what the totals allow,
    with the players' word (``first_to_100``, ``double_game``) where they allow more
    than one answer. A word the deal contradicts, or one missing where it is needed,
    is refused (``BadValue`` naming that fact)."""
    after = {side: before[side] + score.of(side).total for side in Side}
    known = orders(facts, score, agreements)
    if known is not None:
        possible: dict[tuple[Side, bool] | None, GameWon | None] = {}
        for order in known:
            reached = first_to_reach(before, order)
            if reached is None:
                possible[None] = None
                continue
            side, scores, how = reached
            key = (side, scores[side.other] < DOUBLE_BELOW)
            possible.setdefault(key, GameWon(side, key[1], scores, how))
    else:
        possible = {key: GameWon(key[0], key[1], after, None) for key in _allowed_by_totals(before, after)}
        if not possible:
            possible[None] = None
    return _choose(possible, facts, before, after, names)


def _allowed_by_totals(before: dict[Side, int], after: dict[Side, int]) -> set[tuple[Side, bool]]:
    """Who may have reached a hundred first, and whether double, when only the totals are known."""
    allowed: set[tuple[Side, bool]] = set()
    for side in Side:
        if after[side] < GAME_TARGET:
            continue
        other = side.other
        if before[other] < DOUBLE_BELOW:
            allowed.add((side, True))  # all the adversary's points came after the hundred
        if after[other] >= DOUBLE_BELOW:
            allowed.add((side, False))  # he had made fifty before it
    return allowed


def _choose(
    possible: dict[tuple[Side, bool] | None, GameWon | None],
    facts: DealFacts,
    before: dict[Side, int],
    after: dict[Side, int],
    names: dict[Side, str],
) -> GameWon | None:
    first, double = facts.first_to_100, facts.double_game
    said = first is not None or double is not None
    if None in possible and len(possible) == 1:
        if said:
            raise BadValue(
                _(
                    "nobody reaches {GAME_TARGET} in this deal ({scores}): who reached it first, and whether the game was double, are not to be said."
                ).format(GAME_TARGET=GAME_TARGET, scores=_scores(before, after, names)),
                field="first_to_100" if first is not None else "double_game",
            )
        return None
    fits = {
        key: won
        for key, won in possible.items()
        if key is not None and (first is None or key[0] is first) and (double is None or key[1] is double)
    }
    if not fits:
        raise BadValue(
            _("that cannot be: {what} ({scores}).").format(
                what=_what_could_be(possible, names),
                scores=_scores(before, after, names),
            ),
            field="first_to_100" if first is not None else "double_game",
        )
    sides = {key[0] for key in fits}
    if len(sides) > 1:
        raise BadValue(
            _(
                "{elder} and {younger} both reach {GAME_TARGET} in this deal ({scores}), and the order the points came in is not known: say who reached {GAME_TARGET} first."
            ).format(
                elder=names[Side.ELDER],
                younger=names[Side.YOUNGER],
                GAME_TARGET=GAME_TARGET,
                scores=_scores(before, after, names),
            ),
            field="first_to_100",
        )
    if len(fits) > 1:
        (side,) = sides
        raise BadValue(
            _(
                "{who} reaches {GAME_TARGET} in this deal ({scores}), and the order the points came in is not known: say whether {other} had under {DOUBLE_BELOW} then (a double game)."
            ).format(
                who=names[side],
                GAME_TARGET=GAME_TARGET,
                scores=_scores(before, after, names),
                other=names[side.other],
                DOUBLE_BELOW=DOUBLE_BELOW,
            ),
            field="double_game",
        )
    return next(iter(fits.values()))


def _scores(before: dict[Side, int], after: dict[Side, int], names: dict[Side, str]) -> str:
    return ", ".join(
        _("{who} {before} to {after}").format(who=names[s], before=before[s], after=after[s]) for s in Side
    )


def _what_could_be(possible: dict[tuple[Side, bool] | None, GameWon | None], names: dict[Side, str]) -> str:
    """``this deal leaves only Ann to win the game, single or double``."""
    said = []
    for side in Side:
        doubles = {key[1] for key in possible if key is not None and key[0] is side}
        if doubles == {True, False}:
            said.append(_("{who} to win the game, single or double").format(who=names[side]))
        elif True in doubles:
            said.append(_("{who} to win a double game").format(who=names[side]))
        elif doubles:
            said.append(_("{who} to win a single game").format(who=names[side]))
    if None in possible:
        said.append(_("nobody at {target}").format(target=GAME_TARGET))
    return _("this deal leaves only {what}").format(what=_(" or ").join(said))
