"""A deal of three-hand piquet at the table, question by question (``piquet deal``, ``piquet play``).

While three play, the calls go round the table in playing order, as the keeper's ruling has
them (``ORDER_OF_CALLS``): for the point, then the sequences, then the quatorzes and trios,
each seat's call, eldest first and the dealer last, and after each category who is good and
what he scores, in the engine's words (``three_hand_calls``); then the dealer's exchange and
the ten tricks by seat number, and the deal's scores. The first question takes the deal's
totals too (``20,10,5``), for a paper score card. After the first player is out, the two who
play on are walked through the two-hand deal (``dialogue.walk``). Talks only through a
``Table`` (``games.protocol``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.codecs import CODECS
from piquet_cli.games.piquet.combinations import NO_POINT
from piquet_cli.games.piquet.deal import Calls, DealFacts
from piquet_cli.games.piquet.dialogue.walk import DealWalk
from piquet_cli.games.piquet.dialogue.words import NONE_WORDS, plain_text
from piquet_cli.games.piquet.partie import Partie as EnginePartie
from piquet_cli.games.piquet.partie import RuleSet
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.piquet.table_notation import format_numbers, format_seat_numbers, parse_seat_numbers
from piquet_cli.games.piquet.three_hand import TALON, TRICKS
from piquet_cli.games.piquet.three_hand_calls import SEATS, compare_group, compare_points, score_carte_blanche
from piquet_cli.games.piquet.three_hand_entry import score_table_deal
from piquet_cli.games.piquet.three_hand_play import bonus
from piquet_cli.games.spoken import numbers, spoken_point, spoken_sequence, spoken_set
from piquet_cli.i18n import N_, _

if TYPE_CHECKING:
    from piquet_cli.games.protocol import Table

CATEGORY_QUESTIONS = (
    (
        "point",
        "points",
        N_("Point"),
        N_("the point as called: 5 (five cards) or 5/48 (five making 48); - or Enter: none."),
    ),
    (
        "sequences",
        "sequences",
        N_("Sequences"),
        N_("the sequences as called: 4K (a quart to the king), 5A,3J, or 'quint major'; - or Enter: none."),
    ),
    (
        "sets",
        "sets",
        N_("Quatorzes and trios"),
        N_(
            "the quatorzes and trios as called: 14A (four aces), 3K,3Q (trios of kings and queens); - or Enter: none."
        ),
    ),
)
"""Each category of the hand: the codec that reads a call, the TableDeal key, the question's
word and what it accepts (said through ``_()``)."""

SEAT_WORDS = (N_("eldest"), N_("second"), N_("dealer"))

NOTHING = {"point": NO_POINT, "sequences": (), "sets": ()}
_SPOKEN = {"point": spoken_point, "sequences": spoken_sequence, "sets": spoken_set}
"""How each category's call is read when said in words, before its codec reads it."""


def three_walk(table: Table, seats: tuple[str, ...], number: int, prefill: Any, editing: bool) -> TableDeal:
    """Deal ``number`` while three play, ``seats`` in playing order."""
    deal = prefill if isinstance(prefill, TableDeal) else TableDeal()
    return ThreeHandWalk(table, seats, number, deal, editing).walk()


def finish_walk(
    table: Table, seats: tuple[str, ...], number: int, prefill: Any, editing: bool, out: str
) -> DealFacts:
    """The two-hand walkthrough for the two who play on, ``seats`` (elder, younger)."""
    elder, younger = seats
    # The two-hand walk's partie: the two, younger dealing its deal 1 (no rubicon's last deal,
    # no au cent), edited when this deal is.
    two = EnginePartie((elder, younger), 1, RuleSet.RUBICON, deals=(DealFacts(),) if editing else ())
    facts = prefill if isinstance(prefill, DealFacts) else None
    return FinishWalk(table, two, 1, facts, number, out).walk()


class FinishWalk(DealWalk):
    """The two-hand walk, said as a deal of three-hand's finish."""

    def __init__(
        self, table: Table, partie: EnginePartie, number: int, prefill: DealFacts | None, real: int, out: str
    ) -> None:
        super().__init__(table, partie, number, prefill)
        self.real = real
        self.out = out

    def _header(self) -> None:
        verb = _("Correcting deal") if self.editing else _("Deal")
        self.table.say(
            _(
                "{verb} {number}, two-hand ({out} is out): {younger} deals; {elder} is elder, {younger} younger."
            ).format(verb=verb, number=self.real, out=self.out, younger=self.younger, elder=self.elder)
        )
        self._say_category_bars()

    def _quick_totals(self) -> DealFacts | None:
        self.number = self.real  # its question names the deal
        try:
            return super()._quick_totals()
        finally:
            self.number = 1


class ThreeHandWalk:
    """One deal at three, in the order of the table."""

    def __init__(
        self, table: Table, seats: tuple[str, ...], number: int, prefill: TableDeal, editing: bool
    ) -> None:
        self.table = table
        self.seats = seats
        self.number = number
        self.prefill = prefill
        self.editing = editing

    def who(self, seat: int) -> str:
        return f"{self.seats[seat]} ({_(SEAT_WORDS[seat])})"

    def walk(self) -> TableDeal:
        self._header()
        if self.prefill.totals is not None:
            quick = self._quick_totals()
            if quick is not None:
                return quick
            self.prefill = TableDeal()
        while True:
            blank = self._carte_blanche()
            if isinstance(blank, TableDeal):
                return blank
            calls = self._calls(blank)
            exchange = self._exchange()
            deal = self._tricks(TableDeal(*calls, carte_blanche=blank, exchange=exchange))
            if deal is not None:
                return deal
            self.prefill = TableDeal(*calls, carte_blanche=blank, exchange=exchange)

    def _header(self) -> None:
        eldest, second, dealer = self.seats
        verb = _("Correcting deal") if self.editing else _("Deal")
        self.table.say(
            _(
                "{verb} {number}: {dealer} deals; {eldest} is eldest, {second} second, {dealer} last. "
                "The calls go round in playing order (the keeper's ruling)."
            ).format(verb=verb, number=self.number, dealer=dealer, eldest=eldest, second=second)
        )
        if self.number == 1 and not self.editing:
            self.table.say(
                _(
                    "Answer as at the table. Enter takes what is in [brackets]; ? shows what a question accepts."
                )
            )

    def _quick_totals(self) -> TableDeal | None:
        totals = self.prefill.totals
        assert totals is not None

        def parse(text: str) -> tuple[int, ...] | None:
            if plain_text(text) == "w":
                return None
            return read_totals(text)

        got = self.table.ask(
            _(
                "Deal {number} was entered as its totals only. Totals, in playing order? (w: walk through it)"
            ).format(number=self.number),
            parse,
            _("the deal's three totals, {seats}, e.g. 20,10,5; or w to enter the deal call by call.").format(
                seats=", ".join(self.seats)
            ),
            format_numbers(totals),
        )
        return TableDeal(totals=got) if got is not None else None

    def _carte_blanche(self) -> tuple[int, ...] | TableDeal:
        """Who showed carte blanche, by seat; or, the first question, the deal's three totals."""
        given = self.prefill.carte_blanche
        default = ",".join(map(str, given)) if given else "n"

        def parse(text: str) -> tuple[int, ...] | TableDeal:
            plain = plain_text(text)
            if plain in NONE_WORDS | {"n", "nobody"}:
                return ()
            parts = [p for p in plain.replace(";", ",").replace(" ", ",").split(",") if p]
            if len(parts) == SEATS:
                return TableDeal(totals=read_totals(text))
            seats = tuple(dict.fromkeys(parse_seat_numbers(text, N_("a player who showed carte blanche"))))
            if any(s > SEATS for s in seats):
                raise BadValue(_("the seats are 1 (eldest), 2 and 3 (the dealer)."))
            score_carte_blanche(tuple(i + 1 in seats for i in range(SEATS)), self.seats)
            return seats

        return self.table.ask(
            _("Carte blanche? seat numbers, or n (or the deal's totals: 20,10,5)"),
            parse,
            _(
                "1: {first}, 2: {second}, 3: {third} showed carte blanche (10 each; 1,3 for "
                "two); n or Enter: nobody; or the deal's three totals in playing order, e.g. 20,10,5, to "
                "enter it as on a score card."
            ).format(first=self.who(0), second=self.who(1), third=self.who(2)),
            default,
        )

    def _calls(self, blank: tuple[int, ...]) -> tuple[Any, Any, Any, Any]:
        """Each seat's calls, category by category, in playing order; the hands given instead."""
        pre = self.prefill
        if pre.hands is not None:
            self.table.say(_("The calls are the keeper's, from the hands given."))
            return pre.points, pre.sequences, pre.sets, pre.hands
        got: dict[str, tuple[Any, ...]] = {}
        hand: dict[str, tuple[int, ...]] = {}
        hand["carte_blanche"], _ruling = score_carte_blanche(
            tuple(i + 1 in blank for i in range(SEATS)), self.seats
        )
        for codec, key, word, forms in CATEGORY_QUESTIONS:
            while True:
                values = tuple(self._call(codec, key, word, forms, seat) for seat in range(SEATS))
                calls = tuple(
                    Calls(
                        values[i] if codec == "point" else None,
                        values[i] if codec == "sequences" else None,
                        values[i] if codec == "sets" else None,
                    )
                    for i in range(SEATS)
                )
                try:
                    if codec == "point":
                        hand[codec], ruling = compare_points(calls, self.seats)
                    else:
                        hand[codec], ruling = compare_group(codec, calls, self.seats)
                except BadValue as error:
                    self.table.say(f"  {error.message}")
                    continue
                self.table.say(ruling.reason)
                got[key] = values
                break
        jump = bonus(hand, (), self.seats)
        if jump is not None and jump.category == "repique":
            self.table.say(jump.sentence())
        return got["points"], got["sequences"], got["sets"], None

    def _call(self, codec: str, key: str, word: str, forms: str, seat: int) -> Any:
        before = getattr(self.prefill, key)
        read, write = CODECS[codec]
        default = write(before[seat]) if before is not None else "-"

        def parse(text: str) -> Any:
            if plain_text(text) in NONE_WORDS:
                return NOTHING[codec]
            return read(_SPOKEN[codec](text))  # said in words: cinco fazendo quarenta e oito

        return self.table.ask(
            _("{word}, {who}?").format(word=_(word), who=self.who(seat)), parse, _(forms), default
        )

    def _exchange(self) -> tuple[int, ...] | None:
        before = self.prefill.exchange
        if before is not None:
            default = str(before[-1])
        else:
            default = "-" if self.editing else str(TALON)

        def parse(text: str) -> tuple[int, ...] | None:
            plain = plain_text(numbers(text))
            if plain == "-":
                return None
            if not (plain.isascii() and plain.isdigit()) or int(plain) > TALON:
                raise BadValue(
                    _(
                        "{text!r}: the dealer takes 0 to 2 cards, the talon holds 2 (only he exchanges at three)."
                    ).format(text=text.strip())
                )
            return (0, 0, int(plain))

        return self.table.ask(
            _("Exchange, {who}? 0 to 2").format(who=self.who(2)),
            parse,
            _(
                "the cards the dealer took from the talon of two: 0, 1 or 2 (Enter: 2); - for not said. "
                "At three only the dealer exchanges."
            ),
            default,
        )

    def _tricks(self, deal: TableDeal) -> TableDeal | None:
        """The ten tricks by seat number, and the deal scored; None to go through it again (the
        calls cannot be, with the hands given)."""
        before = self.prefill.tricks
        default = format_seat_numbers(before) if before is not None else None
        forms = _(
            "the seat that won each of the ten tricks, in order: 1 {first}, 2 {second}, 3 {third}, e.g. 1231231231."
        ).format(first=self.seats[0], second=self.seats[1], third=self.seats[2])

        def parse(text: str) -> tuple[int, ...]:
            tricks = parse_seat_numbers(text)
            if len(tricks) != TRICKS or any(t > SEATS for t in tricks):
                raise BadValue(
                    _("{text!r}: give ten tricks, each won by seat 1, 2 or 3, e.g. 1231231231.").format(
                        text=text.strip()
                    )
                )
            return tricks

        while True:
            tricks = self.table.ask(_("Tricks, a seat number each?"), parse, forms, default)
            full = deal._replace(tricks=tricks)
            try:
                scored = score_table_deal(full, self.seats)
            except BadValue as error:
                self.table.say(f"  {error.message}")
                if error.field == "tricks":
                    continue
                return None
            for ruling in scored.rulings:
                if ruling.category in ("play", "pique", "cards"):
                    self.table.say(ruling.reason)
            self.table.say(
                ", ".join(f"{n} {t}" for n, t in zip(self.seats, scored.totals, strict=True)) + "."
            )
            return full


def read_totals(text: str) -> tuple[int, ...]:
    """A deal's three totals, in playing order."""
    totals: tuple[int, ...] = CODECS["totals"][0](numbers(text))
    if len(totals) != SEATS:
        raise BadValue(
            _("{text!r}: give the three totals, one a seat in playing order, e.g. 20,10,5.").format(
                text=text.strip()
            )
        )
    return totals
