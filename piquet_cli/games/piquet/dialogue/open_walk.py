"""One deal of an open partie at the table (``piquet new … --open``): the exchange, both hands as
held after it, and the tricks — nothing else is asked, for the keeper derives every call from the
hands (``open_deal``). Repique, pique and capot are said as the tricks are given, as in every
walkthrough; every call, with why, is said when the deal is shown before "Save?" (its lines), and
a correction, whose comparison of before and after shows no lines, says them here.
"""

from __future__ import annotations

from piquet_cli.cards import Card, format_cards, parse_cards
from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.piquet.combinations import PIQUET_PACK
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.dialogue.walk import DealWalk
from piquet_cli.games.piquet.dialogue.words import HAND_FORMS
from piquet_cli.games.piquet.facts import hands_in_order
from piquet_cli.games.piquet.open_deal import call_lines
from piquet_cli.games.piquet.views import notable_rulings
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _

SIDE_WORDS = (N_("elder"), N_("younger"))
"""``Side.value``, in the catalogue."""

HAND_SIZE = 12


class OpenWalk(DealWalk):
    """The exchange, the two hands, the tricks; then every call, said."""

    takes_announced = False

    def walk(self) -> DealFacts:
        self._header()
        self.hands: dict[Side, tuple[Card, ...] | None] = {side: self.prefill.hand(side) for side in Side}
        self.entered.exchange = self._exchange()
        while True:
            for side in Side:
                self.hands[side] = self._hand(side)
            try:
                self.score()
                break
            except (BadValue, RuleError) as error:
                self.table.say(f"  {error.message}")
        while True:
            self._play()
            try:
                score = self.score()
                break
            except (BadValue, RuleError) as error:
                self.table.say(f"  {error.message}")
        if self.editing:
            for line in call_lines(score, (self.elder, self.younger)):
                self.table.say(line)
        for ruling in notable_rulings(score):  # repique, pique, capot: as every walkthrough says them
            if ruling.category != "barred":  # said once, with the deal's heading
                self.table.say(ruling.sentence())
        return self.facts()

    def _hand(self, side: Side) -> tuple[Card, ...]:
        who = self.who[side]
        other = self.hands[side.other] if side is Side.YOUNGER else None
        known = self.hands[side]

        def parse(text: str) -> tuple[Card, ...]:
            cards = parse_cards(text, PIQUET_PACK)
            if len(cards) != HAND_SIZE:
                raise BadValue(
                    _("{who} holds twelve cards after the exchange; that is {count}.").format(
                        who=who, count=len(cards)
                    )
                )
            shared = sorted(set(cards) & set(other or ()))
            if shared:
                both = " ".join(c.pretty for c in shared)  # said back in the language, with its symbol
                raise BadValue(
                    _("{cards} cannot be in both hands: {who} holds them.").format(
                        cards=both, who=self.who[side.other]
                    )
                )
            hand = hands_in_order(cards)
            assert hand is not None
            return hand

        return self.table.ask(
            _("{who}'s cards after the exchange ({side})?").format(who=who, side=_(side.value)),
            parse,
            _(HAND_FORMS).format(who=who),
            format_cards(known) if known else None,
        )

    def facts(self) -> DealFacts:
        """The deal as an open partie keeps it: the hands, never a call (the keeper derives them)."""
        got = self.entered
        hands = getattr(self, "hands", {})
        return DealFacts(
            carte_blanche=self.prefill.carte_blanche,
            exchange=got.exchange,
            elder_hand=hands.get(Side.ELDER, self.prefill.elder_hand),
            younger_hand=hands.get(Side.YOUNGER, self.prefill.younger_hand),
            tricks=got.tricks,
            throw_in=got.throw_in,
            low_leads=got.low_leads,
            barred=self.prefill.barred,
            barred_from=self.prefill.barred_from,
        )
