"""Is a meld lawful after the melds before it, what does it score, and why.

One check serves the walkthrough (one meld at a time, with undo of the last)
and ``piquet rule --game pinochle --melded EVENTS``. From the melds alone the
keeper refuses, each with its reason (seed 002 unless said):

* the dix under the seed rules (it scores nothing there, so it is not entered);
* two melds on one trick ("só se pode anunciar uma combinação por vez"), or
  two dixes (classic: each nine of trumps is exchanged or shown on its own);
* a marriage named in trumps (K Q of trumps is the royal marriage, ``rm``);
* a meld by a player holding a wrong number of cards, until it is put right;
* a thirteenth melding trick: the stock lasts twelve tricks, and nothing is
  melded after it is out;
* a third of any meld, or a dix beyond the nines left (``copies.py``);
* a meld no real cards can make under the reuse rule — a card is used again
  only in a later meld of higher value or of another class, a player never
  melds the other's cards, and every meld takes a card from the hand.
* melds that need more different cards than their player can have held: 11
  at each meld, and one drawn after each trick since his first.

Where the keeper cannot see the cards it warns instead: a royal marriage
after the same player's sequence needs the other K Q of trumps; four kings
again need four other kings; a meld made only of cards already melded needs
one more from the hand.
"""

from collections.abc import Iterable

from piquet_cli.cards import Card, Rank, Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, royal_marriage
from piquet_cli.games.pinochle import copies
from piquet_cli.games.pinochle.meld_words import REUSE, impossible, meld_warnings, reserved_cards
from piquet_cli.games.pinochle.melds import PER_HAND, Meld, meld
from piquet_cli.games.pinochle.rules import CLASSIC, HELD_AT_A_MELD, SEED, STOCK_TRICKS, RuleSet
from piquet_cli.games.side import Side
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, listed, literal, said


@of_its_own_kind
class MeldContext(NamedTuple):
    """What the check needs besides the melds: trumps, rules, turn-up, irregularity."""

    trumps: Suit
    rules: RuleSet = RuleSet.SEED
    turn_up_nine: bool = False  # classic: the dealer turned up one of the two dixes
    irregular: Side | None = None  # seed 002: found holding a wrong number of cards
    put_right_after: int | None = None  # melds made before it was put right; None: not this hand
    names: tuple[str, str] = ("Elder", "Younger")

    def name(self, side: Side) -> str:
        return self.names[0] if side is Side.ELDER else self.names[1]

    def limit(self, m: Meld) -> int:
        """The most of ``m`` one hand can hold, both players together."""
        if m.code == "dix":
            return 1 if self.turn_up_nine else PER_HAND
        return PER_HAND


@of_its_own_kind
class Verdict(NamedTuple):
    """The keeper's answer on one event: lawful or not, the points, why, and warnings."""

    number: int  # 1-based position in the hand's melds
    event: Event
    lawful: bool
    points: int
    reason: str
    source: str
    warnings: tuple[str, ...] = ()
    read_as: str = ""  # how a meld typed otherwise than it is kept was read (events.royal_marriage)

    @property
    def notes(self) -> tuple[str, ...]:
        """Said under the meld at the table, once it is taken: how it was read."""
        return (f"{self.read_as} ({SEED}).",) if self.read_as else ()


@of_its_own_kind
class Melding(NamedTuple):
    """The melds of one hand so far, each checked as it came; ``add`` and ``undo``."""

    context: MeldContext
    events: tuple[Event, ...] = ()
    verdicts: tuple[Verdict, ...] = ()

    def check(self, event: Event) -> Verdict:
        """Would ``event`` be lawful next? Nothing changes."""
        return _judge(self, event)

    def add(self, event: Event) -> "Melding":
        """The melds with ``event`` added; BadValue (field ``melded``) if it is refused."""
        verdict = _judge(self, event)
        if not verdict.lawful:
            raise BadValue(
                _("event {number}, {event}: {reason}").format(
                    number=verdict.number, event=event, reason=said(verdict.reason)
                ),
                field="melded",
                side=event.side.value,
            )
        return Melding(self.context, (*self.events, verdict.event), (*self.verdicts, verdict))

    def undo(self) -> "Melding":
        """The melds without the last one (the same melds if there are none)."""
        if not self.events:
            return self
        return Melding(self.context, self.events[:-1], self.verdicts[:-1])

    def points(self, side: Side) -> int:
        return sum(v.points for v in self.verdicts if v.event.side is side)


def check_melds(events: Iterable[Event], context: MeldContext) -> tuple[Verdict, ...]:
    """A verdict on each event in turn, stopping after the first refused (``piquet rule``)."""
    melding = Melding(context)
    verdicts: list[Verdict] = []
    for event in events:
        verdict = melding.check(event)
        verdicts.append(verdict)
        if not verdict.lawful:
            break
        melding = Melding(context, (*melding.events, verdict.event), (*melding.verdicts, verdict))
    return tuple(verdicts)


def play_melds(events: Iterable[Event], context: MeldContext) -> Melding:
    """All the events, each checked after those before it; BadValue at the first refused."""
    melding = Melding(context)
    for event in events:
        melding = melding.add(event)
    return melding


# ---------------------------------------------------------------------------


def irregular_note(who: str, put_right_after: int | None) -> str:
    """Seed 002: a player holding a wrong number of cards melds nothing until it is put right."""
    if put_right_after is None:
        return Words(
            N_(
                "{who} was found holding a wrong number of cards, and melds nothing until the hand is "
                "put right (not done this hand)."
            ),
            who=who,
        )
    return Words(
        N_(
            "{who} was found holding a wrong number of cards, and melds nothing until the hand is "
            "put right (done after meld {number})."
        ),
        who=who,
        number=put_right_after,
    )


def _refuse(number: int, event: Event, reason: str, source: str) -> Verdict:
    return Verdict(number, event, False, 0, reason, source)


def _placed(events: Iterable[Event]) -> list[copies.Placed]:
    return [(e.side, meld(code)) for e in events for code in sorted(e.codes, key=lambda c: c != "dix")]


def _judge(m: Melding, event: Event) -> Verdict:
    verdict = _judge_read(m, *royal_marriage(event, m.context.trumps))
    if verdict.read_as:
        return verdict._replace(
            read_as=literal("{event}: {read_as}", event=str(event), read_as=verdict.read_as)
        )
    return verdict


def _judge_read(m: Melding, event: Event, read_as: str) -> Verdict:
    """The verdict on ``event`` as read (``read_as``: the words that say how, or "")."""
    ctx = m.context
    number = len(m.events) + 1
    side = event.side
    who = ctx.name(side)
    melds = [meld(code) for code in event.codes]
    dixes = [x for x in melds if x.code == "dix"]
    main = [x for x in melds if x.code != "dix"]

    shape = _shape(ctx, dixes, main)
    if shape:
        return _refuse(number, event, *shape)
    if ctx.irregular is side and (ctx.put_right_after is None or number <= ctx.put_right_after):
        return _refuse(number, event, irregular_note(who, ctx.put_right_after), SEED)
    stock = _stock(m, side, who)
    if stock:
        return _refuse(number, event, stock, SEED)
    for x in melds:
        made = sum(1 for e in m.events for code in e.codes if code == x.code)
        if made + 1 > ctx.limit(x):
            return _refuse(number, event, *_too_many(ctx, x))

    placed = _placed((*m.events, event))
    target = main[0] if main else dixes[0]
    outcome = copies.solve(placed, ctx.trumps, reserved_cards(ctx))
    if not outcome.possible:
        return _refuse(number, event, impossible(m, side, target, outcome.blocked), SEED)

    held = _too_many_cards(m, event, placed)
    if held:
        return _refuse(number, event, held, SEED)

    points = sum(x.value for x in melds)
    warnings = meld_warnings(m, side, target, placed) if main else ()
    if len(melds) == 1:
        reason = Words(N_("{who}'s {meld}: {points}."), who=who, meld=target.shown(ctx.trumps), points=points)
    else:
        reason = Words(
            N_("{who}'s {dix} {dix_value} and {meld} {value}: {points} on one trick."),
            who=who,
            dix=dixes[0].shown(ctx.trumps),
            dix_value=dixes[0].value,
            meld=target.shown(ctx.trumps),
            value=target.value,
            points=points,
        )
    source = SEED if not dixes else (CLASSIC if not main else f"{SEED}; the dix: {CLASSIC}")
    if read_as:
        reason = literal("{read_as}: {reason}", read_as=read_as, reason=reason)
    return Verdict(number, event, True, points, reason, source, warnings, read_as)


def _shape(ctx: MeldContext, dixes: list[Meld], main: list[Meld]) -> tuple[str, str] | None:
    """Refusals from the event alone: the dix under the seed rules, two melds (a marriage in trumps
    is read as the royal marriage before: ``events.royal_marriage``)."""
    if dixes and ctx.rules is RuleSet.SEED:
        return (
            Words(
                N_(
                    "under the ten rules (a turned-up ten scores) the nine of trumps may be exchanged for the "
                    "turn-up but scores nothing, so it is not entered (the classic rules score the dix 10)."
                )
            ),
            SEED,
        )
    if len(main) > 1:
        return (
            Words(
                N_(
                    "one meld per trick won, and this names two ({melds}); each is scored on a trick of its own."
                ),
                melds=listed([x.name for x in main]),
            ),
            SEED,
        )
    if len(dixes) > 1:
        return (
            Words(N_("one dix per trick: each nine of trumps is exchanged or shown on a trick of its own.")),
            CLASSIC,
        )
    return None


def _stock(m: Melding, side: Side, who: str) -> str | None:
    """The stock lasts twelve tricks (24 cards, two drawn after each); nothing is melded after."""
    if len(m.events) < STOCK_TRICKS:
        return None
    if all(e.side is side for e in m.events):
        return Words(
            N_(
                "{who} has already melded on twelve tricks, all there are while the stock lasts "
                "(24 cards, two drawn after each trick)."
            ),
            who=who,
        )
    return Words(
        N_(
            "the stock is out: twelve tricks have been melded on, all there are while it lasts, "
            "and nothing is melded after it is exhausted."
        )
    )


def _too_many_cards(m: Melding, event: Event, placed: list[copies.Placed]) -> str | None:
    """Melds that need more different cards than their player can have held.

    A player holds 11 cards when he melds (twelve dealt, less the card just played to the
    trick) and draws one after each trick, so his melds up to his k-th show at most 11 + (the
    trick of his k-th meld − the trick of his first) different cards. With N melding tricks,
    one meld each, his first (the p1-th of the hand) is on trick p1 at the earliest and his
    k-th (the pk-th) on trick 12 − (N − pk) at the latest. The nine of a dix exchanged for
    the turn-up is given for a card the player then holds, so it costs nothing; the nine of
    a dix shown is one more card held (one dix a hand may be the exchange, unless a nine was
    turned up).
    """
    ctx = m.context
    events = (*m.events, event)
    numbers = [n for n, e in enumerate(events, 1) for _code in e.codes]  # each placed meld's trick
    nine = frozenset({Card(Rank.NINE, ctx.trumps)})
    for side in Side:
        own = [n for n, e in enumerate(events, 1) if e.side is side]
        for k in range(2, len(own) + 1):
            latest = STOCK_TRICKS - (len(events) - own[k - 1])
            most = HELD_AT_A_MELD + latest - own[0]
            upto = [p for p, n in zip(placed, numbers, strict=True) if n <= own[k - 1]]
            need = copies.fewest_cards(upto, ctx.trumps, side, reserved_cards(ctx), nine)
            dixes = sum(e.codes.count("dix") for e in events[: own[k - 1]] if e.side is side)
            need += max(0, dixes - (0 if ctx.turn_up_nine else 1))  # the nines shown
            if need <= most:
                continue
            if k < len(own):
                which = Words(N_("first {count} melds"), count=k)
            else:
                which = Words(N_("melds up to this one") if event.side is side else N_("melds"))
            return Words(
                N_(
                    "{who}'s {which} need at least {need} different cards, but {who} can have held at "
                    "most {most}: {held} in the hand at each meld (12 dealt, less the card just "
                    "played to the trick) and one more drawn after each trick from the first of them, on "
                    "trick {first} at the earliest, to the last, on trick {latest} at the latest "
                    "({tricks} melding tricks, one meld each, while the stock lasts twelve)."
                ),
                who=ctx.name(side),
                which=which,
                need=need,
                most=most,
                held=HELD_AT_A_MELD,
                first=own[0],
                latest=latest,
                tricks=len(events),
            )
    return None


def _too_many(ctx: MeldContext, x: Meld) -> tuple[str, str]:
    if x.code == "dix":
        if ctx.turn_up_nine:
            return (
                Words(
                    N_(
                        "the pack holds two nines of trumps: one was turned up and scored for the dealer, "
                        "and the other has already been shown as the dix."
                    )
                ),
                CLASSIC,
            )
        return (Words(N_("both nines of trumps have already been scored as the dix.")), CLASSIC)
    return (
        Words(
            N_(
                "a third {meld}: the pack holds two of each card, and a {meld} may use no card of an "
                "earlier one ({reuse}), so two is the most a hand can hold, both players together."
            ),
            meld=x.name,
            reuse=Words(REUSE),
        ),
        SEED,
    )
