"""One hand of Bezique at the table, in the order it is played, as a pair of markers follows it.

The trumps (the turned-up card's suit) and whether that card is a seven (the
dealer scores 10 at once); then each declaration as it is made, one line each
in the event notation (``e:rm``, ``y:4A``, ``e:7+bz``), judged before it is
taken and said with both running totals, ``u`` taking back the last, ``?``
showing the codes and their values; Enter on an empty line when the stock is
out, after which nothing more is declared (seed 001). Then who took the last
trick, and each player's brisques (the second count defaults to what makes 16).

It talks through a ``Table`` (``games.protocol``): a wrong answer is explained
and asked again there; nothing here touches a terminal.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_cli.cards import Rank, Suit, local_rank, marriage_codes, parse_suit, suit_forms
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique.codes import (
    BEZIQUE,
    DOUBLE_BEZIQUE,
    FOURS,
    HELP_NOTES,
    MARRIAGES,
    ROYAL_MARRIAGE,
    SEQUENCE,
    SEVEN,
    read_code,
    value,
)
from piquet_cli.games.bezique.codes import (
    name as code_name,
)
from piquet_cli.games.bezique.hand import BRISQUES, HandFacts, check_brisques
from piquet_cli.games.bezique.judge import DeclarationLog, canonical, judge
from piquet_cli.games.bezique.notation import parse_pair, parse_trumps
from piquet_cli.games.bezique.rules import LastTrick
from piquet_cli.games.bezique.views import game_of, rules_of
from piquet_cli.games.choice import yes_no
from piquet_cli.games.events import Event, TableWords, read_at_table
from piquet_cli.games.hand_header import say_hand_header
from piquet_cli.games.names import side_said
from piquet_cli.games.protocol import Table
from piquet_cli.games.side import Side, in_partie_order
from piquet_cli.games.spoken import numbers
from piquet_cli.games.table_codes import local_code, said_event
from piquet_cli.games.view import Partie
from piquet_cli.games.whole import whole
from piquet_cli.i18n import N_, _, active

YES_NO = N_("y (yes) or n (no); Enter: {default}.")
_SUIT_WORDS = {s.word: s for s in Suit} | {s.word[:-1]: s for s in Suit}


@dataclass(frozen=True)
class TableVerdict:
    """A declaration's verdict as the table says it: the points, why it is refused, and the
    notes said under a lawful one (how a code was read, a warning)."""

    lawful: bool
    points: int
    reason: str
    notes: tuple[str, ...] = ()


def read_trumps(text: str) -> Suit:
    """The trump suit by letter, symbol or word: ``C``, ``♣``, ``clubs``."""
    if not text.strip():
        raise BadValue(
            _("say the trumps, the suit of the card turned up: {suits}.").format(suits=suit_forms())
        )
    suit = _SUIT_WORDS.get(text.strip().lower())
    if suit is not None:
        return suit
    return parse_trumps(text) if active() == "en" else parse_suit(text)  # its refusal in the language


def codes_help(elder: str, younger: str) -> str:
    """What ``?`` shows at the declarations: who, the codes and their values (seed 001)."""
    fours = ", ".join(f"{local_code(code)} {value(code)}" for code in FOURS)
    cards = {r.name: local_rank(r) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE)}
    codes = "; ".join(
        [
            f"{SEVEN} {value(SEVEN)} " + _("the seven of trumps"),
            f"{marriage_codes()} {value(MARRIAGES[0])} " + _("a marriage, {KING} {QUEEN} of a plain suit"),
            f"{ROYAL_MARRIAGE} {value(ROYAL_MARRIAGE)} " + _("the royal marriage, {KING} {QUEEN} of trumps"),
            f"{SEQUENCE} {value(SEQUENCE)} " + _("the sequence, {ACE} 10 {KING} {QUEEN} {KNAVE} of trumps"),
            f"{BEZIQUE} {value(BEZIQUE)} " + _("bezique, {QUEEN}♠ {KNAVE}♦"),
            f"{DOUBLE_BEZIQUE} {value(DOUBLE_BEZIQUE)} "
            + _("double bezique, both {QUEEN}♠ and both {KNAVE}♦"),
            f"{fours} " + _("four aces, kings, queens, jacks, one of each suit"),
        ]
    ).format(**cards)
    return _(
        "who won the trick, then what that player declares: e: {elder} (elder), y: {younger} (younger) — "
        "e:rm, or {elder}:rm. The codes: {codes}. {notes} Only the tricks that score are entered."
    ).format(elder=elder, younger=younger, codes=codes, notes=" ".join(_(note) for note in HELP_NOTES[1:]))


def read_declaration(text: str, elder: str, younger: str) -> Event:
    """One declaration typed at the table (``events.read_at_table``)."""
    return read_at_table(
        text, elder, younger, read_code, TableWords("declaration", "declares", "e:rm, y:7+bz")
    )


class HandWalk:
    """One hand, question by question, in the order of the table."""

    def __init__(self, table: Table, partie: Partie, number: int, prefill: HandFacts | None) -> None:
        self.table = table
        self.partie = partie
        self.number = number
        self.prefill = prefill or HandFacts()
        self.editing = number <= len(partie.deals)
        self.elder, self.younger = partie.names(number)
        self.rules = rules_of(partie)
        earlier = game_of(partie, partie.deals[: number - 1])
        self.before = {Side.ELDER: earlier.totals[self.elder], Side.YOUNGER: earlier.totals[self.younger]}
        self.hand = {Side.ELDER: 0, Side.YOUNGER: 0}

    def walk(self) -> HandFacts:
        self._header()
        if self.prefill.is_quick:
            quick = self._quick_totals()
            if quick is not None:
                return quick
            self.prefill = HandFacts()
        trumps = self._trumps()
        seven = self._turn_up_seven()
        declared = self._declarations(trumps, seven)
        last = self._last_trick()
        brisques = self._brisques()
        return HandFacts(trumps, seven, declared, brisques, last)

    # -- the hand, in the order of the table ----------------------------------

    def _header(self) -> None:
        say_hand_header(
            self.table,
            number=self.number,
            editing=self.editing,
            elder=self.elder,
            younger=self.younger,
            players=self.partie.players,
            so_far=self._named(self.before) if self.number > 1 else None,
            how_to_answer=_(
                "Answer as at the table. Enter takes what is in [brackets]; ? shows what a question accepts."
            ),
        )

    def _quick_totals(self) -> HandFacts | None:
        totals = self.prefill.totals
        assert totals is not None

        def parse(text: str) -> HandFacts | None:
            if text.strip().lower() == "w":
                return None
            return HandFacts(totals=parse_pair(numbers(text), "totals", "410,300"))

        return self.table.ask(
            _(
                "Hand {number} was entered as its totals only. Totals, elder first? (w: walk through it)"
            ).format(number=self.number),
            parse,
            _(
                "the two totals of the hand, elder first, e.g. 410,300; or w to enter the hand question by question."
            ),
            f"{totals[0]},{totals[1]}",
        )

    def _trumps(self) -> Suit:
        trumps = self.prefill.trumps
        return self.table.ask(
            _("Trumps?"),
            read_trumps,
            _("the suit of the card turned up under the stock: {suits}, or its name.").format(
                suits=suit_forms()
            ),
            trumps.value if trumps is not None else None,
        )

    def _turn_up_seven(self) -> bool:
        default = "y" if self.prefill.turn_up_seven else "n"
        seven = self.table.ask(
            _("Is the card turned up a seven (10 to {younger})? y or n").format(younger=self.younger),
            yes_no,
            _(YES_NO).format(default=_("yes") if self.prefill.turn_up_seven else _("no"))
            + " "
            + _("A seven turned up scores 10 at once for the dealer, {younger} (docs/bezique.md).").format(
                younger=self.younger
            ),
            default,
        )
        if seven:
            self._count(Side.YOUNGER, _("the turned-up seven"), 10)
        return seven

    def _declarations(self, trumps: Suit, seven: bool) -> tuple[Event, ...]:
        def read(text: str) -> Event:
            return read_declaration(text, self.elder, self.younger)

        def verdict(before: tuple[Event, ...], event: Event) -> TableVerdict:
            said = judge([canonical(e, trumps)[0] for e in before], event, trumps, seven)
            if not said.lawful:
                return TableVerdict(False, 0, said.sentence())
            read_as = [f"{said.read_as}."] if said.read_as else []
            return TableVerdict(True, said.points, "", (*read_as, *(f"Warning: {w}" for w in said.warnings)))

        def running(events: tuple[Event, ...]) -> str:
            log = DeclarationLog(trumps, seven)
            for event in events:
                log = log.add(event)
            self.hand = {side: log.points(side) for side in Side}
            return self._totals()

        declared = self.table.events(
            _("Declaration? (u: take back; Enter: the stock is out)"),
            read,
            verdict,
            codes_help(self.elder, self.younger),
            self.prefill.declared,
            running,
            said=lambda event: said_event(event, code_name, trumps),
        )
        running(declared)
        self.table.say(
            _("The stock is out: nothing more is declared. {totals}.").format(totals=self._totals())
        )
        return tuple(canonical(e, trumps)[0] for e in declared)  # as kept: what was read is said

    def _last_trick(self) -> Side:
        which = (
            _("the last trick before the stock ran out (the 24th)")
            if self.rules.last_trick is LastTrick.STOCK
            else _("the last trick")
        )
        default = self.prefill.last_trick
        side = self.table.ask(
            _("Who took {which}? e ({elder}) or y ({younger})").format(
                which=which, elder=self.elder, younger=self.younger
            ),
            self._side,
            _("e: {elder} (elder), y: {younger} (younger), or a name; it scores 10.").format(
                elder=self.elder, younger=self.younger
            ),
            default.letter if default is not None else None,
        )
        self._count(side, _("the last trick"), 10)
        return side

    def _brisques(self) -> tuple[int, int]:
        given = self.prefill.brisques
        forms = _(
            "how many aces and tens {who} won in tricks, 0 to {brisques} (10 each); the two counts add to {brisques}."
        )

        def count(text: str, elder: int | None = None) -> int:
            n = whole(numbers(text).strip())
            if n is None:
                raise BadValue(
                    _("{text!r} is not a count; say how many aces and tens, 0 to 16.").format(
                        text=text.strip()
                    )
                )
            if elder is None:
                check_brisques(n, None)
            else:
                check_brisques(elder, n)
            return n

        elder = self.table.ask(
            _("{name}'s brisques (aces and tens won)?").format(name=self.elder),
            count,
            forms.format(who=self.elder, brisques=BRISQUES),
            str(given[0]) if given is not None else None,
        )
        self._count(Side.ELDER, _("{count} brisques").format(count=elder), 10 * elder)
        younger = self.table.ask(
            _("{name}'s brisques?").format(name=self.younger),
            lambda text: count(text, elder),
            forms.format(who=self.younger, brisques=BRISQUES),
            str(BRISQUES - elder),
        )
        self._count(Side.YOUNGER, _("{count} brisques").format(count=younger), 10 * younger)
        return elder, younger

    # -- helpers -----------------------------------------------------------------

    def _side(self, text: str) -> Side:
        side = side_said(text, self.elder, self.younger)
        if side is not None:
            return side
        raise BadValue(
            _("{text!r}: say who, e ({elder}, elder) or y ({younger}, younger).").format(
                text=text.strip(), elder=self.elder, younger=self.younger
            )
        )

    def _count(self, side: Side, what: str, points: int) -> None:
        """Say one score as it is made, with both running totals."""
        self.hand[side] += points
        name = self.elder if side is Side.ELDER else self.younger
        self.table.say(
            "  "
            + _("{who}: {what} {points} — {totals}").format(
                who=name, what=what, points=points, totals=self._totals()
            )
        )

    def _totals(self) -> str:
        """The hand's running totals, each player in his place (the partie's are said before
        and after the hand): as Pinochle says them."""
        return _("{totals} this hand").format(
            totals=in_partie_order(self.partie.players, self._named(self.hand))
        )

    def _named(self, by_side: dict[Side, int]) -> dict[str, int]:
        return {self.elder: by_side[Side.ELDER], self.younger: by_side[Side.YOUNGER]}


def ask_turn_up(table: Table, partie: Partie, number: int, facts: HandFacts) -> HandFacts:
    """A hand given whole by flags, in a terminal: ``--turn-up-seven`` is a switch, so leaving
    it out cannot say "no"; ask, unless the hand already rules a turned-up seven out."""
    sevens = sum(e.codes.count(SEVEN) for e in facts.declared)
    if facts.is_quick or facts.turn_up_seven or sevens >= 2:
        return facts
    younger = partie.names(number)[1]
    seven = table.ask(
        _("Is the card turned up a seven (10 to {younger})? y or n").format(younger=younger),
        yes_no,
        _(YES_NO).format(default=_("no"))
        + " "
        + _("A seven turned up scores 10 at once for the dealer, {younger} (docs/bezique.md).").format(
            younger=younger
        ),
        "n",
    )
    return facts._replace(turn_up_seven=seven) if seven else facts
