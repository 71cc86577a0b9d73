"""Is a declaration lawful after the others, what does it score, and why.

One function, ``judge``, serves the walkthrough (one event at a time, with undo
of the last: ``DeclarationLog``), ``piquet rule --game bezique --declared``
(the last event after the others: ``rule_on``) and the checking of a whole hand
(``judge_all``). It refuses only what no deal can be (``refusals``) and gives
the reasons a lawful declaration scores — the seven beside, growth to a
higher one, reuse in another kind — and, as data, warnings where the keeper
cannot know (seed 001, docs/bezique.md).
"""

from collections.abc import Sequence

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.bezique import pack
from piquet_cli.games.bezique.codes import (
    BEZIQUE,
    DOUBLE_BEZIQUE,
    FOURS,
    MARRIAGES,
    ROYAL_MARRIAGE,
    SEQUENCE,
    SEVEN,
    is_combination,
    name,
    parse_declared,
    value,
)
from piquet_cli.games.bezique.notes import FOSTER, SEED, Note
from piquet_cli.games.bezique.refusals import refusal
from piquet_cli.games.events import Event, format_events, royal_marriage
from piquet_cli.games.side import Side, seat_word
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, joined, literal, said, said_law


@of_its_own_kind
class Verdict(NamedTuple):
    """What one event scores and why, or why no hand can hold it."""

    event: Event
    number: int  # 1-based place in the hand
    points: int
    reasons: tuple[Note, ...]
    warnings: tuple[Note, ...] = ()
    refusal: Note | None = None
    read_as: str = ""  # the event as typed and how it was read ("y:mC: clubs are trumps, so …")

    @property
    def lawful(self) -> bool:
        return self.refusal is None

    def sentence(self) -> str:
        """One line for the user: ``event 3, y:dbz scores 500: …`` or why it cannot be."""
        if self.refusal is not None:
            return _("event {number}, {event}: {refusal} ({source}).").format(
                number=self.number,
                event=self.event,
                refusal=said(self.refusal.text),
                source=said_law(self.refusal.source),
            )
        why = "; ".join(f"{said(r.text)} ({said_law(r.source)})" for r in self.reasons)
        return _("event {number}, {event} scores {points}: {why}.").format(
            number=self.number, event=self.event, points=self.points, why=why
        )


def canonical(event: Event, trumps: Suit | None) -> tuple[Event, tuple[Note, ...]]:
    """A marriage named in the trump suit is the royal marriage: read it as ``rm``
    (``events.royal_marriage``, the one rule of Bezique and Pinochle)."""
    read, said = royal_marriage(event, trumps)
    return read, ((Note(said, SEED),) if said else ())


def judge(
    before: Sequence[Event], event: Event, trumps: Suit | None = None, turn_up_seven: bool = False
) -> Verdict:
    """The verdict on ``event`` made after ``before`` (which must be lawful, and canonical)."""
    typed = event
    event, notes = canonical(event, trumps)
    read_as = f"{typed}: {notes[0]}" if notes else ""
    number = len(before) + 1
    refused = refusal(before, event, trumps, turn_up_seven)
    if refused is not None:
        return Verdict(event, number, 0, notes, refusal=refused, read_as=read_as)
    points = sum(value(c) for c in event.codes)
    reasons = notes + _reasons(before, event, trumps, turn_up_seven)
    return Verdict(event, number, points, reasons, _warnings(before, event, trumps), read_as=read_as)


def judge_all(
    events: Sequence[Event], trumps: Suit | None = None, turn_up_seven: bool = False
) -> tuple[Verdict, ...]:
    """Every event in turn; the first that no hand can hold is refused, naming it."""
    verdicts: list[Verdict] = []
    for event in events:
        verdict = judge([v.event for v in verdicts], event, trumps, turn_up_seven)
        if verdict.refusal is not None:
            raise refuse(verdict)
        verdicts.append(verdict)
    return tuple(verdicts)


def refuse(verdict: Verdict) -> BadValue:
    """The error for an unlawful event: one sentence, the field, the side."""
    return BadValue(verdict.sentence(), field="declared", side=verdict.event.side.value)


def rule_on(
    declared: str | Sequence[Event], trumps: Suit | None = None, turn_up_seven: bool = False
) -> Verdict:
    """``piquet rule --declared EVENTS``: the last event, judged after the others.

    The events before it must be lawful (else the question itself cannot
    arise, and that is refused); the last one may be unlawful: the verdict
    then says why it does not score.
    """
    events = parse_declared(declared) if isinstance(declared, str) else tuple(declared)
    if not events:
        raise BadValue(_("name at least one event to rule on, e.g. e:rm y:4A e:7+bz."), field="declared")
    earlier = judge_all(events[:-1], trumps, turn_up_seven)
    return judge([v.event for v in earlier], events[-1], trumps, turn_up_seven)


@of_its_own_kind
class DeclarationLog(NamedTuple):
    """The declarations of a hand as the walkthrough takes them: add one, undo the last.

    ``run_out`` marks the stock as exhausted: from then on nothing more is
    declared (seed 001), and ``undo`` first takes that mark back.
    """

    trumps: Suit | None = None
    turn_up_seven: bool = False
    verdicts: tuple[Verdict, ...] = ()
    stock_out: bool = False

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(v.event for v in self.verdicts)

    def points(self, side: Side) -> int:
        """What ``side`` has scored in this hand so far: the turn-up seven and declarations."""
        turn_up = 10 if self.turn_up_seven and side is Side.YOUNGER else 0
        return turn_up + sum(v.points for v in self.verdicts if v.event.side is side)

    def add(self, event: Event) -> "DeclarationLog":
        """The log with ``event`` added; BadValue (one sentence) if no hand can hold it."""
        if self.stock_out:
            raise BadValue(
                _("{event}: the stock is out, and nothing more is declared once it is ({SEED}).").format(
                    event=event, SEED=SEED
                ),
                field="declared",
                side=event.side.value,
            )
        verdict = judge(self.events, event, self.trumps, self.turn_up_seven)
        if verdict.refusal is not None:
            raise refuse(verdict)
        return self._replace(verdicts=(*self.verdicts, verdict))

    def run_out(self) -> "DeclarationLog":
        """The stock is exhausted: the last eight tricks are played, and no one declares."""
        return self._replace(stock_out=True)

    def undo(self) -> "DeclarationLog":
        """The log without its last step: the stock running out, else the last event."""
        if self.stock_out:
            return self._replace(stock_out=False)
        if not self.verdicts:
            raise BadValue(_("there is no declaration to undo in this hand."), field="declared")
        return self._replace(verdicts=self.verdicts[:-1])

    def __str__(self) -> str:
        return format_events(self.events)


# ---------------------------------------------------------------------------
# Reasons and warnings


def _reasons(
    before: Sequence[Event], event: Event, trumps: Suit | None, turn_up_seven: bool
) -> tuple[Note, ...]:
    notes: list[Note] = []
    shown = [c for c in event.codes if is_combination(c)]
    mine = [c for e in before if e.side is event.side for c in e.codes if is_combination(c)]
    who = seat_word(event.side)
    if shown:
        code = shown[0]
        notes.append(Note(literal("{name}, {value}", name=name(code), value=value(code)), SEED))
        if code == SEQUENCE and pack.royal_copies([*mine, code]) == pack.royal_copies(mine):
            notes.append(
                Note(
                    Words(
                        N_("it may grow from {who}'s royal marriage: the K Q serve again in another kind"),
                        who=who,
                    ),
                    SEED,
                )
            )
        if code == DOUBLE_BEZIQUE and BEZIQUE in mine:
            notes.append(
                Note(
                    Words(N_("it grows from {who}'s single bezique, still on the table: 40 + 500"), who=who),
                    f"{SEED}; {FOSTER}: the double first would lose the 40",
                )
            )
        shared = _shared(mine, code, trumps)
        if shared:
            notes.append(
                Note(Words(N_("a card may serve again in another kind: {shared}"), shared=shared), SEED)
            )
    seven_count = event.codes.count(SEVEN)
    if seven_count:
        earlier = sum(e.codes.count(SEVEN) for e in before)
        exchanged = earlier == 0 and not turn_up_seven
        text = Words(
            {
                (True, True, False): N_("the two sevens of trumps beside it, 10 each"),
                (True, False, False): N_("the two sevens of trumps, 10 each"),
                (False, True, False): N_("the seven of trumps beside it, 10"),
                (False, False, False): N_("the seven of trumps, 10"),
                (True, True, True): N_(
                    "the two sevens of trumps beside it, 10 each, the first exchanged for the turn-up "
                    "while that is under the stock"
                ),
                (True, False, True): N_(
                    "the two sevens of trumps, 10 each, the first exchanged for the turn-up while that is under the stock"
                ),
                (False, True, True): N_(
                    "the seven of trumps beside it, 10, exchanged for the turn-up while that is under the stock"
                ),
                (False, False, True): N_(
                    "the seven of trumps, 10, exchanged for the turn-up while that is under the stock"
                ),
            }[(seven_count > 1, bool(shown), exchanged)]
        )
        notes.append(
            Note(
                text,
                f"{SEED}: one combination per trick, and any seven of trumps beside it" if shown else SEED,
            )
        )
    return tuple(notes)


def _shared(mine: Sequence[str], code: str, trumps: Suit | None) -> str:
    """Which earlier combinations of another kind this one may take cards from, in words."""
    new = set(pack.cards_of(code, trumps))
    parts: list[str] = []
    for earlier in dict.fromkeys(mine):
        if pack.kind(earlier) == pack.kind(code):
            continue
        if code == ROYAL_MARRIAGE and earlier == SEQUENCE:
            continue  # forbidden, warned about
        if (code, earlier) in ((SEQUENCE, ROYAL_MARRIAGE), (DOUBLE_BEZIQUE, BEZIQUE)):
            continue  # growth, said above
        common = sorted(new & set(pack.cards_of(earlier, trumps)))
        if common:
            cards = " ".join(_symbol(c) for c in common)
            parts.append(
                Words(N_("the {cards} of the {combination}"), cards=cards, combination=name(earlier))
            )
    return joined("; ", parts) if parts else ""


def _symbol(card: str) -> str:
    rank = "10" if card[0] == "T" else card[0]
    suit = "trumps" if card[1] == pack.UNKNOWN_TRUMPS else Suit(card[1]).symbol
    return f"{rank}{suit}" if card[1] != pack.UNKNOWN_TRUMPS else f"{rank} of trumps"


def _warnings(before: Sequence[Event], event: Event, trumps: Suit | None) -> tuple[Note, ...]:
    notes: list[Note] = []
    shown = [c for c in event.codes if is_combination(c)]
    if not shown:
        return ()
    code = shown[0]
    mine = [c for e in before if e.side is event.side for c in e.codes if is_combination(c)]
    who = seat_word(event.side)
    if code == ROYAL_MARRIAGE and SEQUENCE in mine:
        notes.append(
            Note(
                Words(
                    N_(
                        "after {who}'s sequence this royal marriage needs the other K Q of trumps: "
                        "it may not be taken out of the declared sequence"
                    ),
                    who=who,
                ),
                SEED,
            )
        )
    elif code in (*MARRIAGES, ROYAL_MARRIAGE, SEQUENCE, BEZIQUE, *FOURS) and code in mine:
        notes.append(
            Note(
                Words(
                    N_(
                        "{who}'s second {combination} needs other cards than the first: a card serves once in each kind of combination"
                    ),
                    who=who,
                    combination=name(code),
                ),
                SEED,
            )
        )
    if trumps is None and code in (*MARRIAGES, ROYAL_MARRIAGE, SEQUENCE):
        notes.append(
            Note(
                Words(
                    N_(
                        "the trumps are not given, so marriages are taken as plain and the trump cards "
                        "are checked on their own"
                    )
                ),
                SEED,
            )
        )
    return tuple(notes)
