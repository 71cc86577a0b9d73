"""One deal of piquet at the table, question by question in the order of play.

Elder calls, younger answers "good", "not good" or "equal" (Laws 46–49): the
keeper asks for a point's count or a sequence's top card only when the answer
needs it, and for the holder's other combinations only when his are good. As
each score is made it is said aloud, as the players count it ("Ann: point 5 —
Ann 5"), worked out by the engine's ``score_deal`` on what has been entered so
far; then the play.

What it records follows the table: every call as it was said, the one that was
not good too, and younger's answers to it (``equal, not good``;
docs/file-format.md, "Calls and answers"); younger's better call when he says
"not good", nothing for him when he says "good", and the same call for both on
an equality. A sequence called by its length only, or a trio or quatorze by its
kind only, is recorded just so (``4``, ``3``): the file says only what was said.
Correcting a deal asks each call again as it was said, its answers as defaults.

It talks through a ``Table`` (``games.protocol``): a wrong answer is explained
and asked again there, and nothing here touches a terminal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.choice import yes_no
from piquet_cli.games.names import side_named, side_said
from piquet_cli.games.piquet.deal import (
    DealFacts,
    DealScore,
    score_deal,
)
from piquet_cli.games.piquet.dialogue.groups import GroupQuestions
from piquet_cli.games.piquet.dialogue.play import PlayQuestions
from piquet_cli.games.piquet.dialogue.point import PointQuestions
from piquet_cli.games.piquet.dialogue.words import (
    CB_FORMS,
    EXCHANGE_FORMS,
    NONE,
    NONE_WORDS,
    plain_text,
    read_exchange,
)
from piquet_cli.games.piquet.kinds import SEQUENCES, SETS
from piquet_cli.games.piquet.partie import Partie, RuleSet, score_partie
from piquet_cli.games.piquet.views import notable_rulings
from piquet_cli.games.protocol import Table
from piquet_cli.games.side import Side, in_partie_order
from piquet_cli.games.view import Ruling
from piquet_cli.i18n import N_, _
from piquet_cli.said import said


class DealWalk(PointQuestions, GroupQuestions, PlayQuestions):
    """The whole deal, in the order of the table."""

    # -- the deal, in the order of the table ---------------------------------

    def walk(self) -> DealFacts:
        self._header()
        if self.prefill.is_quick:
            quick = self._quick_totals()
            if quick is not None:
                return settle_game(self.table, self.partie, self.number, quick, self.prefill)
            self.prefill = DealFacts()
            self.known = self._known_calls()
        score = self._step("carte blanche", self._carte_blanche, None)
        self.entered.exchange = self._exchange()
        score = self._step("point", self._point, score)
        score = self._step("sequences", lambda: self._group(SEQUENCES), score)
        score = self._step("sets", lambda: self._group(SETS), score)
        self._running(score)
        score = self._step("play", self._play, score)
        self._running(score)
        return settle_game(self.table, self.partie, self.number, self.facts(), self.prefill)

    def _header(self) -> None:
        rules = self.partie.rules
        base = {RuleSet.RUBICON: 6, RuleSet.FOUR_DEAL: 4}.get(rules)
        of = _(" of {base}").format(base=base) if base and self.number <= base else ""
        double = _(" (counts double)") if self.partie.multiplier(self.number) == 2 else ""
        verb = _("Correcting deal") if self.editing else _("Deal")
        self.table.say(
            _("{verb} {number}{of}{double}: {dealer} deals; {elder} is elder, {younger} younger.").format(
                verb=verb,
                number=self.number,
                of=of,
                double=double,
                dealer=self.younger,
                elder=self.elder,
                younger=self.younger,
            )
        )
        if self.number == 1 and not self.editing:
            self.table.say(
                _(
                    "Answer as at the table. Enter takes what is in [brackets]; ? shows what a question accepts."
                )
            )
        if self.prefill.barred is not None:
            bar = score_deal(DealFacts(barred=self.prefill.barred), (self.elder, self.younger))
            for ruling in notable_rulings(bar):
                if ruling.category == "barred":
                    self.table.say(ruling.sentence())
        self._say_category_bars()

    def _say_category_bars(self) -> None:
        for side, category in self.prefill.barred_from:
            what = _(CATEGORY_WORDS[category])
            self.table.say(
                _("{who} is barred from reckoning {what} this deal, but it still bars.").format(
                    who=self.who[side], what=what
                )
            )

    def _step(self, category: str, ask: Callable[[], None], before: DealScore | None) -> DealScore:
        """Ask one category, score what is entered so far, say what it scored.
        If the laws refuse it, say why and ask the category again."""
        while True:
            saved = replace(self.entered)
            ask()
            try:
                after = self.score()
            except (BadValue, RuleError) as error:
                self.table.say(f"  {error.message}")
                self.entered = saved
                continue
            self._count_aloud(category, before, after)
            return after

    # -- carte blanche and the exchange ---------------------------------------

    def _carte_blanche(self) -> None:
        default = self.prefill.carte_blanche[0].letter if self.prefill.carte_blanche else "n"

        def parse(text: str) -> tuple[Side, ...]:
            plain = plain_text(text)
            if plain in NONE_WORDS | {"n", "neither"}:
                return ()
            side = side_said(text, self.e, self.y)
            if side is None:
                raise BadValue(
                    _("{text}: answer e ({elder}), y ({younger}) or n (neither).").format(
                        text=repr(text), elder=self.e, younger=self.y
                    )
                )
            return (side,)

        self.entered.carte_blanche = self.table.ask(
            _("Carte blanche? e, y or n"), parse, _(CB_FORMS).format(elder=self.e, younger=self.y), default
        )

    def _exchange(self) -> tuple[int, int] | None:
        au_cent = self.partie.rules is RuleSet.AU_CENT
        if self.prefill.exchange is not None:
            default = f"{self.prefill.exchange[0]},{self.prefill.exchange[1]}"
        else:
            default = NONE if self.editing else "5,3"

        def parse(text: str) -> tuple[int, int] | None:
            if self.editing and plain_text(text) in ("-", "none"):
                return None
            return read_exchange(text, au_cent)

        forms = _(EXCHANGE_FORMS).format(
            au_cent=_("; au cent younger may take none (5,0)") if au_cent else ""
        )
        return self.table.ask(_("Exchange, elder first?"), parse, forms, default)

    # -- saying the scores aloud ------------------------------------------------

    def _count_aloud(self, category: str, before: DealScore | None, after: DealScore) -> None:
        """Each score as the players count it: "Ann: point 5 — Ann 5"."""
        said = False
        for side in Side:
            parts = []
            for name in ALOUD[category]:
                gain = (getattr(after.of(side), name) or 0) - (
                    (getattr(before.of(side), name) or 0) if before else 0
                )
                if gain:
                    parts.append(self._words(name, side, gain))
            if parts:
                who = self.who[side]
                self.table.say(
                    _("{who}: {scores} — {who} {total}").format(
                        who=who, scores=", ".join(parts), total=after.of(side).total
                    )
                )
                said = True
        if not said and category in ("point", "sequences", "sets"):
            reasons = [r.reason for r in after.rulings if r.category == category]
            if reasons:
                self.table.say(reasons[-1])
        # Repique, pique and capot, made or missed, in the sentences every path uses (the bar is
        # said once, with the deal's heading).
        known = {_outcome(r) for r in notable_rulings(before)} if before else set()
        for ruling in notable_rulings(after):
            if ruling.category != "barred" and _outcome(ruling) not in known:
                self.table.say(ruling.sentence())

    def _words(self, category: str, side: Side, gain: int) -> str:
        if category in ("sequences", "sets"):
            called = self.called.get(category, {}).get(side, ())
            if called and sum(c.score for c in called) == gain:
                return ", ".join(f"{said(c.describe())} {c.score}" for c in called)
            return f"{_(CATEGORY_WORDS[category])} {gain}"
        if category == "cards" and gain == 40:
            return _("capot") + " 40"
        return f"{_(CATEGORY_WORDS[category])} {gain}"

    def _running(self, score: DealScore) -> None:
        totals = {self.elder: score.elder.total, self.younger: score.younger.total}
        self.table.say(f"{in_partie_order(self.partie.players, totals)}.")


ALOUD = {
    "carte blanche": ("carte_blanche", "repique"),
    "point": ("point", "repique"),
    "sequences": ("sequences", "repique"),
    "sets": ("sets", "repique"),
    "play": ("play", "pique", "cards"),
}
CATEGORY_WORDS = {
    "carte_blanche": N_("carte blanche"),
    "point": N_("point"),
    "sequences": N_("sequences"),
    "sets": N_("quatorzes and trios"),
    "repique": N_("repique"),
    "pique": N_("pique"),
    "play": N_("play"),
    "cards": N_("the cards"),
}


def _outcome(ruling: Ruling) -> tuple[str, Side | None, int]:
    """What a ruling decides, whatever its wording: its category, for whom, how much."""
    return ruling.category, ruling.good, ruling.points


def settle_game(
    table: Table, partie: Partie, number: int, facts: DealFacts, prefill: DealFacts | None = None
) -> DealFacts:
    """Au cent, when the order of the deal's points is not known (totals only): ask who
    reached 100 first, and whether the game was double — only what the totals leave open."""
    if partie.rules is not RuleSet.AU_CENT:
        return facts
    elder, younger = partie.names(number)
    first, double = (prefill.first_to_100, prefill.double_game) if prefill else (None, None)
    while True:
        deals = list(partie.deals[: number - 1]) + [facts]
        try:
            score_partie(partie._replace(deals=tuple(deals)))
            return facts
        except BadValue as error:
            if error.deal != number or error.field not in ("first_to_100", "double_game"):
                return facts  # refused later, with the rest of the deal
            table.say(f"  {error.message}")
            if error.field == "first_to_100":
                side = table.ask(
                    _("Who reached 100 first? e or y"),
                    lambda t: side_named(t, elder, younger),
                    _(
                        "e: {elder} (elder), y: {younger} (younger) — the first to reach 100 in this deal wins the game."
                    ).format(elder=elder, younger=younger),
                    first.letter if first else None,
                )
                facts = facts._replace(first_to_100=side, double_game=None)
            else:
                said = table.ask(
                    _("A double game (the other under 50 when 100 was reached)? y or n"),
                    yes_no,
                    _(
                        "y: the loser had under 50 when the winner reached 100 — a double game; n: 50 or more."
                    ),
                    ("y" if double else "n") if double is not None else None,
                )
                facts = facts._replace(double_game=said)
