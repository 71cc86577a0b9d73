"""One hand of Pinochle at the table, question by question in the order of play.

The trumps and the turn-up; whether a player was found holding a wrong number
of cards (seed 002); then each meld as it is made, judged by the engine
before it is taken (``check.Melding``), with the running totals; then the card
points (one may be "the rest") and the last trick. ``u`` takes back the last
meld. A player may withdraw at any time (seed 002): ``w`` at any question of
the hand — at the trumps the hand had not begun; later, what it had scored so
far (the turn-up and the melds entered) is worked out, and asked.

A player found irregular melds nothing until his hand is put right: the first
time he melds, the keeper asks whether it has been put right by then, and
records after how many melds it was.

It talks through a ``Table`` (``games.protocol``): a wrong answer is explained
and asked again there, and nothing here touches a terminal.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_cli.cards import Rank, Suit, local_rank, parse_suit, suit_forms
from piquet_cli.errors import BadValue
from piquet_cli.games.choice import yes_no
from piquet_cli.games.events import Event
from piquet_cli.games.hand_header import say_hand_header
from piquet_cli.games.names import side_said
from piquet_cli.games.pinochle.answers import (
    WITHDRAW,
    WITHDRAW_FORMS,
    YES_NO,
    meld_forms,
    or_withdraw,
    read_one_meld,
)
from piquet_cli.games.pinochle.bounds import check_tricks_won
from piquet_cli.games.pinochle.check import MeldContext, Melding, Verdict, play_melds
from piquet_cli.games.pinochle.codecs import (
    TOTALS_FORMS,
    TRUMP_FORMS,
    read_card_points,
    read_totals,
    read_trumps,
)
from piquet_cli.games.pinochle.facts import Facts, Hand
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.games.pinochle.hand import (
    CARD_POINT_FORMS,
    REST,
    HandFacts,
    check_turn_up,
    format_card_points,
    resolve_card_points,
    score_hand,
    so_far,
)
from piquet_cli.games.pinochle.melds import meld
from piquet_cli.games.pinochle.rules import LAST_TRICK, TURN_UP_BONUS, RuleSet
from piquet_cli.games.pinochle.views import score_partie
from piquet_cli.games.pinochle.withdraw_walk import NOBODY, ask_withdrawal
from piquet_cli.games.protocol import Leave, Table
from piquet_cli.games.side import Side, in_partie_order
from piquet_cli.games.spoken import numbers
from piquet_cli.games.table_codes import said_event
from piquet_cli.games.view import Partie
from piquet_cli.i18n import N_, _, active
from piquet_cli.said import SUIT_WORDS, said

_CARD_WORDS = {"ten": N_("ten"), "nine": N_("nine")}  # the turned-up card, said through _()


def _court() -> dict[str, str]:
    """The court cards' letters in the language spoken, for the examples the help shows."""
    return {r.name: local_rank(r) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE)}


@dataclass
class HandWalk:
    """Hand ``number`` of ``partie`` at the table; ``prefill`` gives each question its default."""

    table: Table
    partie: Partie
    number: int
    prefill: Facts | None = None

    def __post_init__(self) -> None:
        self.rules = RuleSet(self.partie.rules)
        self.elder, self.younger = self.partie.names(self.number)
        self.names = (self.elder, self.younger)
        self.scored: tuple[int, int] = (0, 0)  # what the hand has scored so far, elder first

    def who(self, side: Side) -> str:
        return self.elder if side is Side.ELDER else self.younger

    def walk(self) -> Facts:
        editing = self.number <= len(self.partie.deals)
        earlier = None
        if self.number > 1:  # the partie's totals before the hand, as Bezique says them
            earlier = dict(
                score_partie(self.partie._replace(deals=self.partie.deals[: self.number - 1])).totals
            )
        say_hand_header(
            self.table,
            number=self.number,
            editing=editing,
            elder=self.elder,
            younger=self.younger,
            players=self.partie.players,
            so_far=earlier,
            how_to_answer=_(
                "Answer as at the table. Enter takes what is in [brackets]; ? shows what a question "
                "accepts; w at any question: a player withdraws."
            ),
        )
        if isinstance(self.prefill, Withdrawal):
            return self.withdrawal(self.prefill.totals, self.prefill.player)
        before = self.prefill.facts if self.prefill is not None else HandFacts()
        check_turn_up(before, self.rules)
        if before.totals is not None:
            quick = self.quick_totals(before.totals)
            if quick is not None:
                return quick
            before = HandFacts()
        trumps = self.trumps(before)
        if trumps is None:
            return self.withdrawal(None)
        try:
            return self._play(trumps, before)
        except Leave:  # w at a question: a player withdraws, the hand having scored self.scored
            return self.withdrawal(self.scored)

    def _play(self, trumps: Suit, before: HandFacts) -> Facts:
        """The hand after its trumps, question by question; ``Leave`` at a ``w``."""
        turned = self.turn_up(trumps, before, leave=True)
        dealt = MeldContext(
            trumps, self.rules, self.rules is RuleSet.CLASSIC and turned, None, None, self.names
        )
        self.scored = so_far(Melding(dealt), turned)  # the turn-up alone
        irregular = self.irregular(before)
        context = dealt._replace(irregular=irregular)
        melding = self.melds(context, before, turned)
        hand = HandFacts(
            trumps=trumps,
            turn_up_ten=turned and self.rules is RuleSet.SEED,
            turn_up_nine=turned and self.rules is RuleSet.CLASSIC,
            melded=melding.events,
            irregular=irregular,
            put_right_after=melding.context.put_right_after,
        )
        self.scored = so_far(melding, turned)
        cards = self.card_points(before, melding, turned)
        taken = resolve_card_points(cards, self.names)
        hand = hand._replace(card_points=cards, last_trick=self.last_trick(before, taken, melding))
        score = score_hand(hand, self.rules, self.names)
        totals = {self.elder: score.elder.total, self.younger: score.younger.total}
        self.table.say(
            _("{totals} this hand").format(totals=in_partie_order(self.partie.players, totals)) + "."
        )
        return Hand(hand)

    # -- by its totals ---------------------------------------------------------

    def quick_totals(self, totals: tuple[int, int]) -> Facts | None:
        def parse(text: str) -> tuple[int, int] | None:
            return None if text.strip().lower() == "w" else read_totals(numbers(text))

        pair = self.table.ask(
            _(
                "Hand {number} was entered as its totals only. Totals, elder first? (w: walk through it)"
            ).format(number=self.number),
            parse,
            _("the two totals of the hand, {forms}; or w to enter the hand question by question.").format(
                forms=_(TOTALS_FORMS)
            ),
            f"{totals[0]},{totals[1]}",
        )
        return Hand(HandFacts(totals=pair), melds_given=False) if pair is not None else None

    # -- the trumps and the turn-up ----------------------------------------------

    def trumps(self, before: HandFacts) -> Suit | None:
        def parse(text: str) -> Suit | None:
            if text.strip().lower() == WITHDRAW:
                return None
            return read_trumps(text) if active() == "en" else parse_suit(text)  # its refusal in the language

        return self.table.ask(
            _("Trumps? {suits}").format(suits=_("S, H, D or C")),
            parse,
            (
                _("the suit of the card turned up: {forms}; w: a player withdraws before this hand.").format(
                    forms=TRUMP_FORMS
                )
                if active() == "en"
                else _(
                    "the suit of the card turned up: {forms}; w: a player withdraws before this hand."
                ).format(forms=suit_forms())
            ),
            before.trumps.value if before.trumps is not None else None,
        )

    def turn_up(self, trumps: Suit, before: HandFacts, leave: bool = False) -> bool:
        """Was the card turned up the one that scores? ``leave``: w is a withdrawal (``Leave``)."""
        card = self.rules.turn_up_card
        given = before.turn_up_ten if self.rules is RuleSet.SEED else before.turn_up_nine
        turned = self.table.ask(
            _("Was the card turned up the {card} of {suit}? y or n").format(
                card=_(_CARD_WORDS[card]), suit=_(SUIT_WORDS[trumps])
            ),
            or_withdraw(yes_no) if leave else yes_no,
            _(YES_NO)
            + (_(WITHDRAW_FORMS) if leave else "")
            + " "
            + _(
                "Under the {rules} rules a turned-up {card} scores {bonus} for the dealer, {younger}."
            ).format(
                rules=self.rules.value, card=_(_CARD_WORDS[card]), bonus=TURN_UP_BONUS, younger=self.younger
            ),
            "y" if given else "n",
        )
        if turned:
            self.table.say(
                f"  {self.younger}: "
                + _("turn-up")
                + f" {TURN_UP_BONUS} — {self._this_hand(0, TURN_UP_BONUS)}"
            )
        return turned

    def _this_hand(self, elder: int, younger: int) -> str:
        """The hand's running totals, each player in his place (the partie's are said before and
        after the hand): as Bezique says them."""
        return _("{totals} this hand").format(
            totals=in_partie_order(self.partie.players, {self.elder: elder, self.younger: younger})
        )

    def irregular(self, before: HandFacts) -> Side | None:
        @or_withdraw
        def parse(text: str) -> Side | None:
            if text.strip().lower() in NOBODY:
                return None
            side = side_said(text, self.elder, self.younger)
            if side is None:
                raise BadValue(
                    _("{text!r}: say e ({elder}), y ({younger}) or n (neither).").format(
                        text=text.strip(), elder=self.elder, younger=self.younger
                    )
                )
            return side

        default = before.irregular.letter if before.irregular is not None else "n"
        side = self.table.ask(
            _("Was a player found holding a wrong number of cards? e ({elder}), y ({younger}) or n").format(
                elder=self.elder, younger=self.younger
            ),
            parse,
            _(
                "e or y: the player found with too many or too few cards, who melds nothing until that hand "
                "is put right (docs/pinochle.md); n: neither."
            )
            + _(WITHDRAW_FORMS),
            default,
        )
        if side is not None:
            self.table.say(
                "  "
                + _("{name} melds nothing until that hand is put right (docs/pinochle.md).").format(
                    name=self.who(side)
                )
            )
        return side

    # -- the melds -----------------------------------------------------------------

    def melds(self, context: MeldContext, before: HandFacts, turned: bool) -> Melding:
        """Each meld as made, judged before it is taken; the melds and the context they ended in
        (with when the irregular player's hand was put right)."""
        if before.irregular is context.irregular and before.put_right_after is not None:
            context = context._replace(put_right_after=before.put_right_after)
        state = {"context": context}

        def judge(taken: tuple[Event, ...], event: Event) -> Verdict:
            ctx = state["context"]
            right = ctx.put_right_after
            if ctx.irregular is event.side and (right is None or len(taken) < right):
                ctx = ctx._replace(put_right_after=len(taken) if self.put_right(event.side) else None)
                state["context"] = ctx
            return play_melds(taken, ctx).check(event)

        def running(taken: tuple[Event, ...]) -> str:
            melding = play_melds(taken, state["context"])
            elder, younger = so_far(melding, turned)
            warnings = melding.verdicts[-1].warnings if melding.verdicts else ()
            return " ".join(
                [
                    f"{self._this_hand(elder, younger)}.",
                    *(_("Check: {warning}").format(warning=said(w)) for w in warnings),
                ]
            )

        def ended(events: tuple[Event, ...]) -> Melding:
            final = state["context"]
            if final.put_right_after is not None and final.put_right_after > len(events):
                final = final._replace(put_right_after=None)  # melds taken back: no meld of his came after
            return play_melds(events, final)

        try:
            events = self.table.events(
                _("Meld? (e:rm, y:4A …; u: take back; Enter: no more)"),
                or_withdraw(lambda text: read_one_meld(text, self.elder, self.younger)),
                judge,
                meld_forms(self.rules) + _(WITHDRAW_FORMS),
                before.melded,
                running,
                said=lambda event: said_event(event, lambda code: meld(code).name, context.trumps),
            )
        except Leave as leave:  # what the hand had scored: the melds taken by then
            self.scored = so_far(ended(leave.taken), turned)
            raise
        return ended(events)

    def put_right(self, irregular: Side) -> bool:
        return self.table.ask(
            _("Has {name}'s hand been put right by now? y or n").format(name=self.who(irregular)),
            or_withdraw(yes_no),
            _(YES_NO)
            + " "
            + _(
                "A player found with a wrong number of cards melds nothing until it is put "
                "right, skipping a draw or drawing two (docs/pinochle.md)."
            )
            + _(WITHDRAW_FORMS),
            "n",
        )

    # -- the cards ------------------------------------------------------------------

    def card_points(self, before: HandFacts, melding: Melding, turned: bool) -> tuple[int | None, int | None]:
        @or_withdraw
        def parse(text: str) -> tuple[int | None, int | None]:
            plain = numbers(text).strip()
            # one figure alone is elder's, the rest younger's: 130 says 130,rest
            pair = read_card_points(f"{plain},{REST}" if plain.isascii() and plain.isdigit() else plain)
            check_tricks_won(resolve_card_points(pair, self.names), melding, None, self.names)
            return pair

        cards = self.table.ask(
            _("Card points, {elder}'s then {younger}'s? (one may be rest)").format(
                elder=self.elder, younger=self.younger
            ),
            parse,
            _(
                "{forms}, or {elder}'s alone: 130; {ACE} 11, 10 10, {KING} 4, {QUEEN} 3, {KNAVE} 2, 9 0, the "
                "last trick apart."
            ).format(forms=_(CARD_POINT_FORMS), elder=self.elder, **_court())
            + _(WITHDRAW_FORMS),
            format_card_points(before.card_points) if before.card_points is not None else None,
        )
        elder, younger = resolve_card_points(cards, self.names)
        self.table.say(
            "  "
            + _("{elder}: card points {elder_points}; {younger}: card points {younger_points}").format(
                elder=self.elder, elder_points=elder, younger=self.younger, younger_points=younger
            )
        )
        return cards

    def last_trick(self, before: HandFacts, taken: tuple[int, int], melding: Melding) -> Side:
        @or_withdraw
        def parse(text: str) -> Side:
            side = side_said(text, self.elder, self.younger)
            if side is None:
                raise BadValue(
                    _("{text!r}: say e ({elder}) or y ({younger}).").format(
                        text=text.strip(), elder=self.elder, younger=self.younger
                    )
                )
            check_tricks_won(taken, melding, side, self.names)
            return side

        side = self.table.ask(
            _("Last trick? e ({elder}) or y ({younger})").format(elder=self.elder, younger=self.younger),
            parse,
            _("who took the last trick, e ({elder}) or y ({younger}): {points} to that player.").format(
                elder=self.elder, younger=self.younger, points=LAST_TRICK
            )
            + _(WITHDRAW_FORMS),
            before.last_trick.letter if before.last_trick is not None else None,
        )
        self.table.say(f"  {self.who(side)}: " + _("last trick") + f" {LAST_TRICK}")
        return side

    # -- a withdrawal -----------------------------------------------------------------

    def withdrawal(self, scored: tuple[int, int] | None, player: str | None = None) -> Withdrawal:
        """Seed 002: a player may withdraw at any time (``withdraw_walk``)."""
        return ask_withdrawal(self.table, self.number, (self.elder, self.younger), scored, player)
