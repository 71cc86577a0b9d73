"""One deal of four-hand piquet at the table, seat by seat in playing order.

The calls go round the table as they are made: carte blanche, then for each category
(the point — only thirty or more is called at four —, sequences, quatorzes and trios)
each seat's call from the eldest to the dealer, then the eight tricks by the seat that won
each. After each category the keeper says who scores it and why (``four_hand``'s rulings),
and after the play the deal's totals by side. A deal entered by its hands is corrected by
its hands; one entered by its totals by its totals (``w`` walks it through instead), and
``t`` at the first question gives a new deal's totals only.

It talks only through a ``Table`` (``games.protocol``): a call the engine refuses is said
and its category asked again.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.codecs import CODECS
from piquet_cli.games.piquet.combinations import NO_POINT
from piquet_cli.games.piquet.four_hand import FourHandScore, score_four_hand, side_names
from piquet_cli.games.piquet.four_hand_entry import as_table_deal, check_seat_count, four_hand_deal
from piquet_cli.games.piquet.four_hand_facts import LEAST_POINT, MOST_BLANK, SEATS, TRICKS
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.piquet.table_notation import (
    format_numbers,
    format_seat_numbers,
    parse_numbers,
    parse_seat_numbers,
)
from piquet_cli.games.protocol import Table
from piquet_cli.games.side import Side
from piquet_cli.games.spoken import NONE_SAID, numbers, spoken_point, spoken_sequence, spoken_set
from piquet_cli.games.view import Partie
from piquet_cli.i18n import N_, _

NONE_WORDS = {"", "-", "n", "no", "none", "nothing"} | NONE_SAID

CATEGORIES = (
    (
        "points",
        "point",
        N_("point"),
        N_("a point: cards/count, e.g. 5/48 (only {least} or more is called at four); - for none."),
    ),
    (
        "sequences",
        "sequences",
        N_("sequences"),
        N_("sequences by length and top card: 5K, or 4A,3J; - for none."),
    ),
    (
        "sets",
        "sets",
        N_("quatorzes and trios"),
        N_("quatorzes and trios by rank: 14A, or 3K,3T; - for none."),
    ),
)
"""Each category asked seat by seat: the ``TableDeal`` key, the codec, the word, the forms (said
through ``_()``)."""
_SPOKEN = {"point": spoken_point, "sequences": spoken_sequence, "sets": spoken_set}
"""How each category's call is read when said in words, before its codec reads it."""

HAND_RULINGS = ("carte_blanche", "point", "sequences", "sets")


class FourHandWalk:
    """The whole deal, in the order of the table."""

    def __init__(self, table: Table, partie: Partie, number: int, prefill: Any) -> None:
        self.table, self.partie, self.number = table, partie, number
        self.seats = partie.names(number)
        self.editing = number <= len(partie.deals)  # a deal recorded before, being corrected
        given = prefill is not None and prefill != type(prefill)()  # no flags: a two-hand DealFacts()
        before = as_table_deal(prefill, number) if given else TableDeal()
        self.prefill = before
        self.entered = TableDeal()

    # -- the deal ----------------------------------------------------------------

    def walk(self) -> TableDeal:
        self._header()
        if self.prefill.totals is not None:
            quick = self._totals(self.prefill.totals, walk_instead=True)
            if quick is not None:
                return quick
            self.prefill = TableDeal()
        blank = self._carte_blanche()
        if blank is None:
            quick = self._totals(None, walk_instead=False)
            assert quick is not None
            return quick
        self.entered = self.entered._replace(carte_blanche=blank)
        if self.prefill.hands is not None:
            score = self._step(self._hands, (*HAND_RULINGS, "repique"))
        else:
            for key, codec, word, forms in CATEGORIES:
                says = {"points": ("carte_blanche", "point"), "sets": ("sets", "repique")}.get(key, (key,))
                score = self._step(partial(self._category, key, codec, word, forms), says)
        self._running(score)
        self._step(self._tricks, ("play", "pique", "cards", "total"))
        return self.entered

    def _header(self) -> None:
        s = self.seats
        verb = _("Correcting deal") if self.editing else _("Deal")
        self.table.say(
            _(
                "{verb} {number}: {dealer} deals; {eldest} is eldest. Seats in playing order: {seats}; "
                "{first} and {third} against {second} and {fourth}."
            ).format(
                verb=verb,
                number=self.number,
                dealer=s[-1],
                eldest=s[0],
                seats=", ".join(f"{n} {name}" for n, name in enumerate(s, start=1)),
                first=s[0],
                second=s[1],
                third=s[2],
                fourth=s[3],
            )
        )
        if self.number == 1 and not self.editing:
            self.table.say(
                _(
                    "Answer as at the table. Enter takes what is in [brackets]; ? shows what a question accepts."
                )
            )

    def _step(self, ask: Callable[[], None], says: tuple[str, ...]) -> FourHandScore:
        """Ask one category, score what is entered so far, say its rulings (``says``, by
        category); if the engine refuses it, say why and ask the category again."""
        while True:
            saved = self.entered
            ask()
            try:
                score = score_four_hand(four_hand_deal(self.entered), self.seats)
            except BadValue as error:
                self.table.say(f"  {error.message}")
                self.entered = saved
                continue
            for ruling in score.rulings:
                if ruling.category in says:
                    self.table.say(f"  {ruling.sentence()}")
            return score

    def _running(self, score: FourHandScore) -> None:
        hand = {side: score.of(side).hand + (score.of(side).repique or 0) for side in Side}
        self.table.say(
            _("In hand: {elder} {elder_hand}, {younger} {younger_hand}.").format(
                elder=side_names(self.seats, Side.ELDER),
                elder_hand=hand[Side.ELDER],
                younger=side_names(self.seats, Side.YOUNGER),
                younger_hand=hand[Side.YOUNGER],
            )
        )

    # -- the questions -----------------------------------------------------------

    def _carte_blanche(self) -> tuple[int, ...] | None:
        """The seats that show carte blanche; None: the deal's totals only (``t``)."""
        default = ",".join(map(str, self.prefill.carte_blanche)) or "n"
        offer_totals = not self.editing

        def parse(text: str) -> tuple[int, ...] | None:
            plain = text.strip().lower()
            if plain in NONE_WORDS:
                return ()
            if plain == "t" and offer_totals:
                return None
            seats = parse_seat_numbers(text, N_("a player who showed carte blanche"))
            if len(set(seats)) != len(seats):
                raise BadValue(_("say each seat once: 1,3."))
            if len(seats) > MOST_BLANK:
                raise BadValue(
                    _("only twenty cards are not kings, queens or knaves: two blank hands at most.")
                )
            return tuple(sorted(seats))

        totals = _(", or t to give the deal's totals only") if offer_totals else ""
        return self.table.ask(
            _("Carte blanche? seat numbers (1 {first} … 4 {fourth}), n for none{totals}").format(
                first=self.seats[0], fourth=self.seats[3], totals=totals
            ),
            parse,
            _(
                "the seats whose hand has no king, queen or knave, by number in playing order: 2, or 1,3; "
                "n for none{totals}."
            ).format(totals=totals),
            default,
        )

    def _totals(self, before: tuple[int, ...] | None, walk_instead: bool) -> TableDeal | None:
        read = parse_numbers(N_("totals"), "20,10,5,0")
        order = ", ".join(self.seats)

        def parse(text: str) -> tuple[int, ...] | None:
            if walk_instead and text.strip().lower() == "w":
                return None
            totals = read(numbers(text))
            deal = TableDeal(totals=totals)
            check_seat_count(deal)
            return totals

        if walk_instead:
            question = _(
                "Deal {number} was entered as its totals only. Totals, a seat each ({order})? (w: walk through it)"
            ).format(number=self.number, order=order)
        else:
            question = _("Totals, a seat each ({order})?").format(order=order)
        forms = (
            _(
                "the deal's four totals in playing order ({order}), e.g. 20,10,5,0; a side's total is its "
                "two players' sum; or w to enter the deal question by question."
            )
            if walk_instead
            else _(
                "the deal's four totals in playing order ({order}), e.g. 20,10,5,0; a side's total is its "
                "two players' sum."
            )
        )
        totals = self.table.ask(
            question,
            parse,
            forms.format(order=order),
            format_numbers(before) if before is not None else None,
        )
        return TableDeal(totals=totals) if totals is not None else None

    def _category(self, key: str, codec: str, word: str, forms: str) -> None:
        read, write = CODECS[codec]
        before = getattr(self.prefill, key)
        answers = []
        for n, name in enumerate(self.seats, start=1):

            def parse(text: str) -> Any:
                return read("-" if text.strip().lower() in NONE_WORDS else _SPOKEN[codec](text))

            default = write(before[n - 1]) if before is not None and len(before) == SEATS else "-"
            answers.append(
                self.table.ask(
                    _("{name} (seat {n}), {word}?").format(name=name, n=n, word=_(word)),
                    parse,
                    _(forms).format(least=LEAST_POINT),
                    default,
                )
            )
        nothing = all(a in (NO_POINT, ()) for a in answers)
        value = None if nothing and before is None else tuple(answers)
        self.entered = self.entered._replace(**{key: value})  # type: ignore[arg-type]

    def _hands(self) -> None:
        read, write = CODECS["cards"]
        before = self.prefill.hands
        assert before is not None
        hands = []
        for n, name in enumerate(self.seats, start=1):
            hands.append(
                self.table.ask(
                    _("{name} (seat {n}), eight cards?").format(name=name, n=n),
                    read,
                    _("the seat's eight cards, e.g. AS KS QS JH 10H 9D 8C 7C (piquet help notation)."),
                    write(before[n - 1]) if len(before) == SEATS else None,
                )
            )
        self.entered = self.entered._replace(hands=tuple(hands))

    def _tricks(self) -> None:
        before = self.prefill.tricks
        order = ", ".join(f"{n} {name}" for n, name in enumerate(self.seats, start=1))

        def parse(text: str) -> tuple[int, ...]:
            tricks = parse_seat_numbers(text)
            if len(tricks) != TRICKS:
                raise BadValue(
                    _(
                        "a four-hand deal has {tricks} tricks (eight cards each), not {count}: one seat number a trick."
                    ).format(tricks=TRICKS, count=len(tricks))
                )
            return tricks

        tricks = self.table.ask(
            _("Tricks, the seat that won each ({order})?").format(order=order),
            parse,
            _("the winner of each of the {tricks} tricks in order, by seat number: 12341234.").format(
                tricks=TRICKS
            ),
            format_seat_numbers(before) if before is not None else None,
        )
        self.entered = self.entered._replace(tricks=tricks)


__all__ = ["FourHandWalk"]
