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

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.choice import by_beginning, yes_no
from piquet_cli.games.events import Event
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
    SO_FAR_FORMS,
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
from piquet_cli.games.pinochle.rules import LAST_TRICK, OLD_NAMES, TURN_UP_BONUS, RuleSet
from piquet_cli.games.pinochle.views import score_partie
from piquet_cli.games.protocol import Leave, Table
from piquet_cli.games.side import Side, in_partie_order
from piquet_cli.games.spoken import numbers
from piquet_cli.games.view import Partie

_NONE = {"", "-", "n", "no", "none", "nobody", "neither"}


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
        verb = "Correcting hand" if editing else "Hand"
        self.table.say(
            f"{verb} {self.number}: {self.younger} deals; {self.elder} is elder, {self.younger} younger."
        )
        if self.number > 1:  # the partie's totals before the hand, as Bezique says them
            earlier = score_partie(self.partie._replace(deals=self.partie.deals[: self.number - 1]))
            self.table.say(f"So far: {in_partie_order(self.partie.players, dict(earlier.totals))}.")
        if self.number == 1 and not editing:
            self.table.say(
                "Answer as at the table. Enter takes what is in [brackets]; ? shows what a question "
                "accepts; w at any question: a player withdraws."
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
        self.table.say(f"{in_partie_order(self.partie.players, totals)} this hand.")
        return Hand(hand)

    # -- by its totals ---------------------------------------------------------

    def quick_totals(self, totals: tuple[int, int]) -> Facts | None:
        def parse(text: str) -> tuple[int, int] | None:
            return None if text.strip().lower() == "w" else read_totals(numbers(text))

        pair = self.table.ask(
            f"Hand {self.number} was entered as its totals only. Totals, elder first? (w: walk through it)",
            parse,
            f"the two totals of the hand, {TOTALS_FORMS}; or w to enter the hand question by question.",
            f"{totals[0]},{totals[1]}",
        )
        return Hand(HandFacts(totals=pair), melds_given=False) if pair is not None else None

    # -- the trumps and the turn-up ----------------------------------------------

    def trumps(self, before: HandFacts) -> Suit | None:
        def parse(text: str) -> Suit | None:
            return None if text.strip().lower() == WITHDRAW else read_trumps(text)

        return self.table.ask(
            "Trumps? S, H, D or C",
            parse,
            f"the suit of the card turned up: {TRUMP_FORMS}; w: a player withdraws before this hand.",
            before.trumps.value if before.trumps is not None else None,
        )

    def turn_up(self, trumps: Suit, before: HandFacts, leave: bool = False) -> bool:
        """Was the card turned up the one that scores? ``leave``: w is a withdrawal (``Leave``)."""
        card = self.rules.turn_up_card
        given = before.turn_up_ten if self.rules is RuleSet.SEED else before.turn_up_nine
        turned = self.table.ask(
            f"Was the card turned up the {card} of {trumps.word}? y or n",
            or_withdraw(yes_no) if leave else yes_no,
            f"{YES_NO}{WITHDRAW_FORMS if leave else ''} Under the {self.rules.value} rules a turned-up "
            f"{card} scores {TURN_UP_BONUS} for the dealer, {self.younger}.",
            "y" if given else "n",
        )
        if turned:
            self.table.say(f"  {self.younger}: turn-up {TURN_UP_BONUS} — {self._this_hand(0, TURN_UP_BONUS)}")
        return turned

    def _this_hand(self, elder: int, younger: int) -> str:
        """The hand's running totals, each player in his place (the partie's are said before and
        after the hand): as Bezique says them."""
        return f"{in_partie_order(self.partie.players, {self.elder: elder, self.younger: younger})} this hand"

    def irregular(self, before: HandFacts) -> Side | None:
        @or_withdraw
        def parse(text: str) -> Side | None:
            if text.strip().lower() in _NONE:
                return None
            side = side_said(text, self.elder, self.younger)
            if side is None:
                raise BadValue(f"{text.strip()!r}: say e ({self.elder}), y ({self.younger}) or n (neither).")
            return side

        default = before.irregular.letter if before.irregular is not None else "n"
        side = self.table.ask(
            f"Was a player found holding a wrong number of cards? e ({self.elder}), y ({self.younger}) or n",
            parse,
            "e or y: the player found with too many or too few cards, who melds nothing until that hand "
            f"is put right (docs/pinochle.md); n: neither.{WITHDRAW_FORMS}",
            default,
        )
        if side is not None:
            self.table.say(
                f"  {self.who(side)} melds nothing until that hand is put right (docs/pinochle.md)."
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
                    *(f"Check: {w}" for w in warnings),
                ]
            )

        def ended(events: tuple[Event, ...]) -> Melding:
            final = state["context"]
            if final.put_right_after is not None and final.put_right_after > len(events):
                final = final._replace(put_right_after=None)  # melds taken back: no meld of his came after
            return play_melds(events, final)

        try:
            events = self.table.events(
                "Meld? (e:rm, y:4A …; u: take back; Enter: no more)",
                or_withdraw(lambda text: read_one_meld(text, self.elder, self.younger)),
                judge,
                meld_forms(self.rules) + WITHDRAW_FORMS,
                before.melded,
                running,
            )
        except Leave as leave:  # what the hand had scored: the melds taken by then
            self.scored = so_far(ended(leave.taken), turned)
            raise
        return ended(events)

    def put_right(self, irregular: Side) -> bool:
        return self.table.ask(
            f"Has {self.who(irregular)}'s hand been put right by now? y or n",
            or_withdraw(yes_no),
            f"{YES_NO} A player found with a wrong number of cards melds nothing until it is put "
            f"right, skipping a draw or drawing two (docs/pinochle.md).{WITHDRAW_FORMS}",
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
            f"Card points, {self.elder}'s then {self.younger}'s? (one may be rest)",
            parse,
            f"{CARD_POINT_FORMS}, or {self.elder}'s alone: 130; A 11, 10 10, K 4, Q 3, J 2, 9 0, the "
            f"last trick apart.{WITHDRAW_FORMS}",
            format_card_points(before.card_points) if before.card_points is not None else None,
        )
        elder, younger = resolve_card_points(cards, self.names)
        self.table.say(f"  {self.elder}: card points {elder}; {self.younger}: card points {younger}")
        return cards

    def last_trick(self, before: HandFacts, taken: tuple[int, int], melding: Melding) -> Side:
        @or_withdraw
        def parse(text: str) -> Side:
            side = side_said(text, self.elder, self.younger)
            if side is None:
                raise BadValue(f"{text.strip()!r}: say e ({self.elder}) or y ({self.younger}).")
            check_tricks_won(taken, melding, side, self.names)
            return side

        side = self.table.ask(
            f"Last trick? e ({self.elder}) or y ({self.younger})",
            parse,
            f"who took the last trick, e ({self.elder}) or y ({self.younger}): {LAST_TRICK} to that player."
            f"{WITHDRAW_FORMS}",
            before.last_trick.letter if before.last_trick is not None else None,
        )
        self.table.say(f"  {self.who(side)}: last trick {LAST_TRICK}")
        return side

    # -- a withdrawal -----------------------------------------------------------------

    def withdrawal(self, scored: tuple[int, int] | None, player: str | None = None) -> Withdrawal:
        """Seed 002: a player may withdraw at any time, and the score is reckoned at once, with
        what the unfinished hand had scored so far."""

        def named(text: str) -> str:
            side = side_said(text, self.elder, self.younger)
            if side is None:
                raise BadValue(f"{text.strip()!r}: say e ({self.elder}) or y ({self.younger}), or the name.")
            return self.who(side)

        who = self.table.ask(
            f"Who withdraws? e ({self.elder}) or y ({self.younger})",
            named,
            f"the player who withdraws, e ({self.elder}, elder) or y ({self.younger}, younger), or the "
            "player's name: the game ends now (docs/pinochle.md).",
            player,
        )

        def totals(text: str) -> tuple[int, int] | None:
            return None if text.strip().lower() in _NONE else read_totals(numbers(text), SO_FAR_FORMS)

        default = "-" if scored is None else f"{scored[0]},{scored[1]}"
        got = self.table.ask(
            f"What had hand {self.number} scored so far, elder first? ({self.elder}, {self.younger})",
            totals,
            f"{SO_FAR_FORMS}: the turn-up and the melds made so far; - if the hand had not begun.",
            default,
        )
        return Withdrawal(who, got)


def complete(table: Table, partie: Partie, number: int, facts: Facts) -> Facts:
    """A hand given whole by flags, in a terminal: a turn-up left out is asked (without a
    terminal it means nothing scoring was turned up)."""
    if not isinstance(facts, Hand) or facts.facts.is_quick:
        return facts
    hand = facts.facts
    rules = RuleSet(partie.rules)
    check_turn_up(hand, rules)
    if hand.turn_up_ten or hand.turn_up_nine or hand.trumps is None:
        return facts
    walk = HandWalk(table, partie, number, facts)
    turned = walk.turn_up(hand.trumps, hand)
    if rules is RuleSet.SEED:
        return facts._replace(facts=hand._replace(turn_up_ten=turned))
    return facts._replace(facts=hand._replace(turn_up_nine=turned))


def setup(table: Table) -> tuple[str, dict[str, object]]:
    """A new game's rule set, asked at the table (``piquet play``)."""

    def parse(text: str) -> str:
        refusal = f"{text.strip()!r} is not a Pinochle rule set; choose ten or classic."
        if text.strip().lower() in OLD_NAMES:
            return OLD_NAMES[text.strip().lower()].value
        return by_beginning(text, [r.value for r in RuleSet], refusal)

    rules = table.ask(
        "Rules? (ten or classic)",
        parse,
        "ten: a turned-up ten scores 10 for the dealer and the nine of trumps exchanged scores "
        "nothing, as the rule text says (docs/pinochle.md); classic: a turned-up nine (the dix) "
        "scores 10, and the dix exchanged or shown scores 10.",
        RuleSet.SEED.value,
    )
    return rules, {}
