"""The play at the table (Laws 65, 66, 69): trick winners, announced play points, or a throw-in;
and a deal entered by its totals only."""

from __future__ import annotations

from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.choice import yes_no
from piquet_cli.games.names import seat_letters, side_named
from piquet_cli.games.piquet.deal import (
    AnnouncedPlay,
    DealFacts,
)
from piquet_cli.games.piquet.dialogue.state import Dialogue
from piquet_cli.games.piquet.dialogue.words import (
    NONE,
    OPEN_PLAY_FORMS,
    PLAY_FORMS,
    YES_NO_FORMS,
    plain_text,
)
from piquet_cli.games.piquet.notation import (
    TRICK_FORMS,
    format_tricks,
    parse_trick_numbers,
    parse_tricks,
)
from piquet_cli.games.piquet.pairs import parse_pair
from piquet_cli.games.piquet.partie import last_deal_numbers, score_partie
from piquet_cli.games.side import Side
from piquet_cli.games.spoken import numbers
from piquet_cli.i18n import _


class PlayQuestions(Dialogue):
    takes_announced = True
    """Whether the play may be given as play points and tricks won (``p``): not in an open partie,
    whose tricks are always entered."""

    # -- the play (Laws 65, 66, 69) ----------------------------------------------

    def _play(self) -> None:
        pre = self.prefill
        if pre.tricks is not None:
            default: str | None = format_tricks(pre.tricks)
        elif pre.announced is not None:
            default = "p"
        elif pre.throw_in is not None:
            default = "t"
        else:
            default = None
        can_throw = self.number in last_deal_numbers(self.partie.rules)
        throw_words = _(", or t if a hand was thrown in before play (last deal)") if can_throw else ""
        if self.takes_announced:
            forms = _(PLAY_FORMS).format(elder=self.e, younger=self.y, throw_in=throw_words)
            question = (
                _("Tricks, e or y each? (p: play points, t: thrown in)")
                if can_throw
                else _("Tricks, e or y each? (p: play points)")
            )
        else:
            forms = _(OPEN_PLAY_FORMS).format(elder=self.e, younger=self.y, throw_in=throw_words)
            question = _("Tricks, e or y each? (t: thrown in)") if can_throw else _("Tricks, e or y each?")
        letters = ("p", "t") if self.takes_announced else ("t",)

        def parse(text: str) -> tuple[Side, ...] | str:
            plain = plain_text(text)
            if plain in letters:
                if plain == "t" and not can_throw:
                    raise BadValue(_("a hand may be thrown in only in the last deal of the partie."))
                return plain
            if not plain:
                raise BadValue(_("write {forms}.").format(forms=_(TRICK_FORMS)))
            return parse_tricks(seat_letters(text, self.e, self.y))

        while True:
            self.entered.tricks = self.entered.announced = self.entered.throw_in = None
            self.entered.low_leads = ()
            how = self.table.ask(question, parse, forms, default)
            if how == "t":
                who = self.table.ask(
                    _("Who threw in the hand? e or y"),
                    lambda t: side_named(t, self.e, self.y),
                    _("e: {elder} (elder), y: {younger} (younger).").format(elder=self.e, younger=self.y),
                    pre.throw_in.letter if pre.throw_in else None,
                )
                self.entered.throw_in = who
                refused = self._thrower_refused()
                if refused is None:
                    return
                self.table.say(f"  {refused}")
                continue
            if how == "p":
                if self._announced():
                    return
                continue
            assert isinstance(how, tuple)
            self.entered.tricks = how
            if self.agreements.low_cards_lead_nothing:
                self.entered.low_leads = self.table.ask(
                    _("Tricks led with a 9, 8 or 7? (their numbers)"),
                    lambda t: parse_trick_numbers(numbers(t)),
                    _(
                        "the numbers of the tricks (1 to 12) led with a nine, eight or seven, e.g. 3,7; Enter: none."
                    ),
                    ",".join(map(str, pre.low_leads)) if pre.low_leads else NONE,
                )
            return

    def _thrower_refused(self) -> str | None:
        """Why the laws refuse this throw-in — the thrower has saved his rubicon already, with
        the deals before and his hand (description of the game) — or None."""
        deals = (*self.partie.deals[: self.number - 1], self.facts())
        try:
            score_partie(self.partie._replace(deals=deals))
        except RuleError as error:
            if error.field == "throw_in" and error.deal == self.number:
                return error.message
        except BadValue:
            pass  # not the throw-in's: refused with the rest of the deal
        return None

    def _announced(self) -> bool:
        """Play points and tricks won as announced; pique asked only when the laws leave it open."""
        pre = self.prefill.announced
        play = self.table.ask(
            _("Play points, elder first?"),
            lambda t: parse_pair(numbers(t), what=_("play points"), example="9,6"),
            _("the play points each counted, elder first, e.g. 9,6."),
            f"{pre.play[0]},{pre.play[1]}" if pre else None,
        )

        def won_pair(text: str) -> tuple[int, int]:
            won = parse_pair(numbers(text), what=_("tricks won"), example="7,5")
            if sum(won) != 12:
                raise BadValue(
                    _("tricks won add to 12, not {elder} + {younger}.").format(elder=won[0], younger=won[1])
                )
            return won

        won = self.table.ask(
            _("Tricks won, elder first?"),
            won_pair,
            _("the tricks each won, elder first, e.g. 7,5."),
            f"{pre.won[0]},{pre.won[1]}" if pre else None,
        )
        self.entered.announced = AnnouncedPlay(play, won, False)
        try:
            without = self.score()
        except (BadValue, RuleError) as error:
            self.table.say(f"  {error.message}")
            return False
        if without.elder.pique or self.facts().barred is Side.ELDER:
            return True
        try:
            self.entered.announced = AnnouncedPlay(play, won, True)
            self.score()
        except RuleError:
            self.entered.announced = AnnouncedPlay(play, won, False)
            return True
        pique = self.table.ask(
            _(
                "Did {elder} reach 30 in hand and play before {younger} scored anything (pique)? y or n"
            ).format(elder=self.e, younger=self.y),
            yes_no,
            _(YES_NO_FORMS).format(default="no"),
            "y" if pre and pre.pique else "n",
        )
        self.entered.announced = AnnouncedPlay(play, won, pique)
        return True

    # -- totals only ----------------------------------------------------------------

    def _quick_totals(self) -> DealFacts | None:
        totals = self.prefill.totals
        assert totals is not None

        def parse(text: str) -> tuple[int, int] | None:
            if plain_text(text) == "w":
                return None
            return parse_pair(numbers(text), what=_("totals"), example="28,23")

        pair = self.table.ask(
            _(
                "Deal {number} was entered as its totals only. Totals, elder first? (w: walk through it)"
            ).format(number=self.number),
            parse,
            _(
                "the two totals of the deal, elder first, e.g. 28,23; or w to enter the deal question by question."
            ),
            f"{totals[0]},{totals[1]}",
        )
        return DealFacts(totals=pair, barred=None) if pair is not None else None
