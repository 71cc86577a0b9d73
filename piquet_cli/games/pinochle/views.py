"""A game of Pinochle scored into the neutral view every command shows (``games.view``).

The rows of a hand are the categories of docs/contract.md ("Bezique and Pinochle"): the dealer's turn-up, the
melds (the dix among them), the card points and the last trick. Under the
running totals ``show`` and ``summary`` say the target and why it rose
(seed 002: 1000, then 1250, then 1500); the JSON adds ``target`` and, when
the game ended so, ``withdrawal``. A withdrawal is shown in the place of the
hand it ended, with what that hand had scored so far.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from piquet_cli.errors import BadValue, PiquetError, RuleError
from piquet_cli.games import match
from piquet_cli.games.pinochle.bounds import check_totals
from piquet_cli.games.pinochle.facts import Hand
from piquet_cli.games.pinochle.game import GameFacts, GameState, ScoredHand, Withdrawal, score_game
from piquet_cli.games.pinochle.hand import CATEGORIES, HandScore, SideScore
from piquet_cli.games.pinochle.melds import meld
from piquet_cli.games.pinochle.rules import SEED, RuleSet
from piquet_cli.games.side import Side, two
from piquet_cli.games.view import DealView, Partie, PartieView, Result, Row, Ruling, SideView, head_to_head
from piquet_cli.i18n import N_, _
from piquet_cli.said import Words, said

NOBODY_RUBICONED = MappingProxyType({"rubiconed": False})
"""The result's key the JSON shares with Piquet: nobody is ever rubiconed in this game."""

ROWS = (
    Row("turn_up", N_("Turn-up"), N_("TU"), N_("turn-up")),
    Row("melds", N_("Melds"), N_("Mld"), N_("melds")),
    Row("card_points", N_("Card points"), N_("Cds"), N_("card points")),
    Row("last_trick", N_("Last trick"), N_("LT"), N_("last trick")),
)
MELD_NAMES = (
    N_("royal marriage"),
    N_("marriage in spades"),
    N_("marriage in hearts"),
    N_("marriage in diamonds"),
    N_("marriage in clubs"),
    N_("sequence"),
    N_("pinochle"),
    N_("four aces"),
    N_("four kings"),
    N_("four queens"),
    N_("four jacks"),
    N_("ten"),
    N_("nine"),
)
"""The melds' names, for the catalogue (``melds.meld(code).name``)."""
RULES_WORDS = {
    RuleSet.SEED: "pinochle, ten rules (a turned-up ten scores 10)",
    RuleSet.CLASSIC: "pinochle, classic rules (the dix scores 10)",
}


def side_view(score: SideScore) -> SideView:
    return SideView({c: getattr(score, c) for c in CATEGORIES}, score.total, score.as_dict())


def notable_rulings(score: HandScore) -> tuple[Ruling, ...]:
    """Worth saying whenever a hand is scored: a player who may not meld, and what the keeper
    cannot see (a meld that needs other cards than those already melded)."""
    irregular = tuple(
        r for r in score.rulings if r.category == "melds" and r.points == 0 and r.good is not None
    )
    warnings = tuple(
        Ruling("melds", v.event.side, 0, Words(N_("Check: {warning}"), warning=w), v.source)
        for v in score.verdicts
        for w in v.warnings
    )
    return irregular + warnings


def score_view(score: HandScore, names: tuple[str, str], number: int = 0, dealer: str = "") -> DealView:
    """One hand's scores as the neutral view, ``names`` elder's and younger's."""
    elder, younger = names
    return DealView(
        number,
        dealer or younger,
        (elder, younger),
        {elder: side_view(score.elder), younger: side_view(score.younger)},
        quick=score.elder.quick_total is not None,
        rulings=score.rulings,
        notable=notable_rulings(score),
    )


def hand_details(hand: ScoredHand, rules: RuleSet) -> tuple[str, ...]:
    """The summary's lines for a hand: the trumps and the turn-up, then each player's melds in
    words, with what each scored (the codes are the file's and the JSON's)."""
    facts = hand.facts
    if facts.trumps is None:
        return ()
    turned = (
        ""
        if not hand.score.younger.turn_up
        else _("; {younger} turned up the {card}").format(younger=hand.younger, card=_(rules.turn_up_card))
    )
    melds = "" if facts.melded else _("; no melds")
    lines = [_("{suit} trumps").format(suit=_(facts.trumps.word)) + f"{turned}{melds}."]
    names = {Side.ELDER: hand.elder, Side.YOUNGER: hand.younger}
    for side in Side:
        melded = [
            f"{_(' and ').join(meld_words(code) for code in v.event.codes)} {v.points}"
            for v in hand.score.verdicts
            if v.event.side is side
        ]
        if melded:
            total = hand.score.of(side).melds
            lines.append(
                _("{name} ({seat}) melded {melds}: {total}.").format(
                    name=names[side], seat=_(side.value), melds=", ".join(melded), total=total
                )
            )
    return tuple(lines)


def meld_words(code: str) -> str:
    """A meld's code in players' words: ``rm`` → ``royal marriage``, ``dix`` → ``the dix``."""
    name = meld(code).name
    return _("the dix") if name == "dix" else _(name)


def _hand_view(hand: ScoredHand, state: GameState, read_as: tuple[str, ...] = ()) -> DealView:
    """``read_as``: how melds were read (``Hand.read_as``), said after the hand's table."""
    view = score_view(hand.score, (hand.elder, hand.younger), hand.number, hand.dealer)
    lines = tuple(f"{read} ({SEED})." for read in read_as) + tuple(
        _(
            "Both passed {before} at the end of hand {hand}: the target rises to {after} (docs/pinochle.md)."
        ).format(before=r.before, hand=r.hand, after=r.after)
        for r in state.rises
        if r.hand == hand.number
    )
    return DealView(
        view.number,
        view.dealer,
        view.seats,
        view.sides,
        quick=view.quick,
        rulings=view.rulings,
        notable=view.notable,
        lines=lines,
        details=hand_details(hand, state.facts.rules),
    )


def _withdrawal_view(partie: Partie, state: GameState, withdrawal: Withdrawal) -> DealView:
    number = len(state.hands) + 1
    elder, younger = partie.names(number)
    so_far = state.partial or {elder: 0, younger: 0}
    sides = {
        name: SideView({}, so_far[name], dict.fromkeys(CATEGORIES) | {"total": so_far[name]})
        for name in (elder, younger)
    }
    unplayed = ""
    if withdrawal.totals is None:
        detail = _("{player} withdrew before it began.").format(player=withdrawal.player)
        unplayed = _("{player}'s withdrawal before hand {number}").format(
            player=withdrawal.player, number=number
        )
    else:
        detail = _(
            "{player} withdrew during it, the hand having scored {elder} {elder_points}, {younger} {younger_points} so far."
        ).format(
            player=withdrawal.player,
            elder=elder,
            elder_points=so_far[elder],
            younger=younger,
            younger_points=so_far[younger],
        )
    return DealView(
        number, younger, (elder, younger), sides, quick=True, details=(detail,), unplayed=unplayed
    )


def game_facts(partie: Partie) -> GameFacts:
    """The engine's facts of a partie: its hands, and a withdrawal if one ended it."""
    rules = RuleSet(partie.rules)
    hands = []
    withdrawal = None
    for number, deal in enumerate(partie.deals, start=1):
        if withdrawal is not None:
            raise RuleError(
                _(
                    "hand {number}: the game ended when {name} withdrew in hand {last}; "
                    "nothing comes after a withdrawal."
                ).format(number=number, name=withdrawal.player, last=number - 1),
                deal=number,
            )
        if isinstance(deal, Withdrawal):
            _check_withdrawal(partie, deal, number, rules)
            withdrawal = deal
        else:
            assert isinstance(deal, Hand)
            hands.append(deal.facts)
    return GameFacts(two(partie.players), partie.first_dealer, rules, tuple(hands), withdrawal)


def _check_withdrawal(partie: Partie, withdrawal: Withdrawal, number: int, rules: RuleSet) -> None:
    if withdrawal.player not in partie.players:
        a, b = partie.players
        raise BadValue(
            _("{name!r} is not a player of this game; they are {a} and {b}.").format(
                name=withdrawal.player, a=a, b=b
            ),
            field="withdrawal",
            deal=number,
        )
    if withdrawal.totals is not None:
        try:
            check_totals(withdrawal.totals, rules, whole=False)
        except PiquetError as error:
            error.deal = number
            raise


def score_partie(partie: Partie) -> GameState:
    facts = game_facts(partie)
    try:
        return score_game(facts)
    except PiquetError as error:
        if error.deal is None and error.field == "withdrawal":
            error.deal = len(facts.hands) + 1
        raise


def target_words(state: GameState) -> str:
    """``Target 1250: both passed 1000 at the end of hand 4 (Ann 1040, Bob 1010) (seed 002).``"""
    return _("Target {reason}").format(reason=said(state.target_reason))


def next_words(partie: Partie, state: GameState) -> str:
    if state.finished:
        return _("The game is over.")
    return match.next_words(partie.players, partie.first_dealer, state.next_number, "hand")


def _stats(state: GameState, player: str) -> dict[str, int]:
    """How many of ``player``'s hands (those entered in full) had a sequence, a pinochle."""
    counts = {"sequence": 0, "pinochle": 0}
    for hand in state.hands:
        if hand.facts.is_quick:
            continue
        side = Side.ELDER if player == hand.elder else Side.YOUNGER
        codes = [code for e in hand.facts.melded if e.side is side for code in e.codes]
        counts["sequence"] += "seq" in codes
        counts["pinochle"] += "pin" in codes
    return counts


def partie_view(partie: Partie) -> PartieView:
    """The neutral view of a scored game of Pinochle."""
    state = score_partie(partie)
    views = [_hand_view(h, state, getattr(partie.deals[h.number - 1], "read_as", ())) for h in state.hands]
    running = list(state.running)
    withdrawal = state.facts.withdrawal
    extra: dict[str, Any] = {"target": state.target, "withdrawal": None}
    if withdrawal is not None:
        views.append(_withdrawal_view(partie, state, withdrawal))
        running.append(dict(state.totals))
        extra["withdrawal"] = {
            "player": withdrawal.player,
            "hand": len(state.hands) + 1,
            "so_far": state.partial,
        }
    target = target_words(state)
    return PartieView(
        partie=partie,
        title="Pinochle",
        rules_words=RULES_WORDS[RuleSet(partie.rules)],
        deal_word="hand",
        rows=ROWS,
        deals=tuple(views),
        running=tuple(running),
        totals=state.totals,
        finished=state.finished,
        result=result_view(state),
        next_words=next_words(partie, state),
        provisional=_("No result yet: the game is {target} up.").format(target=state.target),
        status=(target,),
        summary_lines=(target,),
        json_extra=extra,
        chart_marks=((state.target, "target"),),
        stats={p: _stats(state, p) for p in partie.players},
    )


def result_view(state: GameState) -> Result | None:
    """The engine's result as the neutral view has it (its JSON is ``Result.as_dict``)."""
    r = state.result
    if r is None:
        return None
    return head_to_head(
        state.facts.players,
        None if r.drawn else r.winner,
        r.points,
        r.explanation,
        labels=("withdrew",) if r.withdrawn else (),
        json_extra=NOBODY_RUBICONED,
    )
