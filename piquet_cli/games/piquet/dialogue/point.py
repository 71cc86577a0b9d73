"""The point at the table (Laws 46, 62): elder calls, younger answers, the counts if need be."""

from __future__ import annotations

from piquet_cli.games.choice import yes_no
from piquet_cli.games.piquet.answers import Answer
from piquet_cli.games.piquet.combinations import (
    NO_POINT,
    NUMBER_WORDS,
    Point,
)
from piquet_cli.games.piquet.dialogue.state import Dialogue, Said
from piquet_cli.games.piquet.dialogue.words import (
    ANSWER_FORMS,
    LETTER,
    NONE,
    POINT_CALL_FORMS,
    YES_NO_FORMS,
    count_or_longer,
    point_count,
    read_answer,
)
from piquet_cli.games.piquet.kinds import default_point_answer, why_point_not_better
from piquet_cli.games.piquet.notation import (
    format_point,
    parse_point,
)
from piquet_cli.games.side import Side
from piquet_cli.games.spoken import spoken_point
from piquet_cli.i18n import N_, _, active

CARD_COUNT_WORDS = (N_("five"), N_("six"), N_("seven"), N_("eight"), N_("four"), N_("three"))
"""``combinations.NUMBER_WORDS`` as a point's cards are counted, in the catalogue."""


class PointQuestions(Dialogue):
    # -- the point (Laws 46, 62) ----------------------------------------------

    def _point(self) -> None:
        self.table.only_defaults = True
        self.entered.barred_from = ()
        pe, py = self.known[Side.ELDER].point, self.known[Side.YOUNGER].point
        mine, theirs, answer = self._point_dialogue(pe, py)
        if self.table.only_defaults and pe is not None and py is not None:
            self.entered.point = (self.prefill.elder.point, self.prefill.younger.point)
            answer = self.prefill.answers.point
        else:
            self.entered.point = (mine, theirs)
        self.entered.answers = self.entered.answers._replace(point=answer)

    def _point_dialogue(self, pe: Point | None, py: Point | None) -> tuple[Point, Point, Said]:
        """Elder's call and younger's answers, as said: each call is kept, the one not good too."""
        e, y = self.e, self.y
        in_two = len(self.prefill.answers.point) == 2 and pe is not None and pe.count is not None
        call = self.table.ask(
            _("{who}'s point?").format(who=e),
            lambda t: parse_point(spoken_point(t)),
            _(POINT_CALL_FORMS).format(who=e),
            (str(pe.cards) if in_two else format_point(pe)) if pe is not None else NONE,
        )
        if not call.cards:
            mine = self.table.ask(
                _("{who}'s point?").format(who=y),
                lambda t: parse_point(spoken_point(t)),
                _(POINT_CALL_FORMS).format(who=y),
                format_point(py) if py is not None else NONE,
            )
            return NO_POINT, self._count_if_agreed(y, mine), ()
        if in_two and pe is not None and call == Point(pe.cards):
            default: str | None = "e"
        else:
            known = default_point_answer(pe, py) if pe == call else None
            default = LETTER[known] if known else None
            if known is Answer.NOT_GOOD and py is not None:
                default = format_point(py)  # what younger said, which is "not good"
        forms = _(ANSWER_FORMS).format(
            elder=e,
            younger=y,
            what=_("point"),
            example=_("6 or 5/50"),
            equal=_("; e: equal — as many cards (the counts are compared next)")
            if call.count is None
            else _("; e: equal — the same count, nobody scores"),
        )
        while True:
            answer = self.table.ask(
                _("{who}: good, not good or equal? g, n or e").format(who=y),
                lambda t: read_answer(t, True, lambda s: parse_point(spoken_point(s)), ""),
                forms,
                default,
            )
            if answer == "g":
                return self._count_if_agreed(e, call), NO_POINT, (Answer.GOOD,)
            if answer == "e" and call.count is not None:
                return call, call, (Answer.EQUAL,)
            if answer == "e":
                return self._equal_point(call, pe, py)
            theirs = (
                answer
                if isinstance(answer, Point)
                else self.table.ask(
                    _("{who}'s point?").format(who=y),
                    lambda t: parse_point(spoken_point(t)),
                    _(POINT_CALL_FORMS).format(who=y),
                    format_point(py) if py is not None else None,
                )
            )
            if theirs.cards == call.cards and theirs.count is None and call.count is not None:
                words = NUMBER_WORDS.get(call.cards, str(call.cards))
                theirs = Point(
                    call.cards,
                    self.table.ask(
                        _("{who}'s point of {cards} makes?").format(who=y, cards=_(words)),
                        lambda t: point_count(call.cards, t),
                        _("what {who}'s {words} cards make.").format(who=y, words=_(words)),
                        str(py.count) if py is not None and py.cards == call.cards and py.count else None,
                    ),
                )
            if theirs.cards == call.cards and call.count is None:
                # "Not good" with as many cards: at the table that is "equal", and the counts decide.
                words = NUMBER_WORDS.get(call.cards, str(call.cards))
                self.table.say(
                    "  "
                    + _(
                        "{younger}'s {words} cards are as many as {elder}'s: that is equal, and the counts decide."
                    ).format(younger=y, words=_(words), elder=e)
                )
                return self._equal_point(call, pe, py, theirs.count)
            why = why_point_not_better(theirs, call, e, y)
            if why:
                self.table.say(f"  {why}")
                continue
            return call, self._count_if_agreed(y, theirs), (Answer.NOT_GOOD,)

    def _equal_point(
        self, call: Point, pe: Point | None, py: Point | None, their_count: int | None = None
    ) -> tuple[Point, Point, Said]:
        """As many cards: elder says what they make, younger answers again. ``their_count``:
        what younger has already said his make."""
        e, y = self.e, self.y
        cards = call.cards
        words = NUMBER_WORDS.get(cards, str(cards))
        count_default = (
            str(pe.count) if pe is not None and pe.cards == cards and pe.count is not None else None
        )
        count = self.table.ask(
            _("{who}'s point of {cards} makes?").format(who=e, cards=_(words)),
            lambda t: point_count(cards, t),
            _(
                "what {who}'s {cards} cards make: ace 11, king, queen, knave and ten 10, others their pips."
            ).format(who=e, cards=_(words)),
            count_default,
        )
        call = Point(cards, count)
        if their_count is not None:
            theirs = Point(cards, their_count)
            if their_count == count:
                self.table.say(
                    "  " + _("Both make {count}: equal, nobody scores the point.").format(count=count)
                )
                return call, call, (Answer.EQUAL, Answer.EQUAL)
            if their_count > count:
                return call, theirs, (Answer.EQUAL, Answer.NOT_GOOD)
            self.table.say(
                "  "
                + _("{elder}'s {count} is better than {younger}'s {theirs}: {elder}'s point is good.").format(
                    elder=e, count=count, younger=y, theirs=their_count
                )
            )
            return call, NO_POINT, (Answer.EQUAL, Answer.GOOD)
        known = default_point_answer(pe, py) if pe == call else None
        default = LETTER[known] if known else None
        if known is Answer.NOT_GOOD and py is not None and py.count is not None:
            default = str(py.count)  # what younger said his make, which is "not good"
        forms = _(ANSWER_FORMS).format(
            elder=e,
            younger=y,
            what=call.describe().removeprefix("point of "),
            example=f"{count + 1}",
            equal=_("; e: equal — {who}'s {words} make {count} too, nobody scores the point").format(
                who=y, words=words if active() == "en" else str(cards), count=count
            ),
        )
        while True:
            answer = self.table.ask(
                _("{who}: good, not good or equal? g, n or e").format(who=y),
                lambda t: read_answer(t, True, lambda s: count_or_longer(cards, s), ""),
                forms,
                default,
            )
            if answer == "g":
                return call, NO_POINT, (Answer.EQUAL, Answer.GOOD)
            if answer == "e":
                return call, call, (Answer.EQUAL, Answer.EQUAL)
            if isinstance(answer, Point):
                theirs = answer
            else:
                their_default = str(py.count) if py is not None and py.cards == cards and py.count else None
                theirs = Point(
                    cards,
                    self.table.ask(
                        _("{who}'s point of {cards} makes?").format(who=y, cards=_(words)),
                        lambda t: point_count(cards, t),
                        _("what {who}'s {words} cards make.").format(who=y, words=_(words)),
                        their_default,
                    ),
                )
            if theirs.cards > cards:
                barred = self._barred_longer_point(call, theirs)
                if barred is None:
                    continue
                return (*barred, (Answer.EQUAL, Answer.NOT_GOOD))
            why = why_point_not_better(theirs, call, e, y)
            if why:
                self.table.say(f"  {why}")
                continue
            return call, theirs, (Answer.EQUAL, Answer.NOT_GOOD)

    def _barred_longer_point(self, call: Point, theirs: Point) -> tuple[Point, Point] | None:
        """Younger said "equal" to so many cards, then holds more: his answer bars him
        from counting them, though they still save a pique or repique (Law 46, Case I)."""
        e, y = self.e, self.y
        self.table.say(
            "  "
            + _(
                "{younger} answered equal to {elder}'s {cards} cards: that bars {younger} from counting "
                "a point of {theirs}, which still saves a pique or repique (Law 46, Case I)."
            ).format(
                younger=y, elder=e, cards=_(NUMBER_WORDS[call.cards]), theirs=_(NUMBER_WORDS[theirs.cards])
            )
        )
        if not self.table.ask(
            _("Bar {who} from reckoning a point? [Y/n]").format(who=y),
            lambda t: True if not t.strip() else yes_no(t),
            _(YES_NO_FORMS).format(default="yes"),
        ):
            return None
        self.entered.barred_from = ((Side.YOUNGER, "point"),)
        return call, theirs

    def _count_if_agreed(self, who: str, point: Point) -> Point:
        """Au cent, by agreement a point ending in four counts one less: its count is needed."""
        if not (self.agreements.point_ending_in_four and point.cards and point.count is None):
            return point
        count = self.table.ask(
            _(
                "By your agreement a point ending in four counts one less: what does {who}'s point make?"
            ).format(who=who),
            lambda t: point_count(point.cards, t),
            _("what {who}'s point makes, e.g. 44.").format(who=who),
        )
        return Point(point.cards, count)
