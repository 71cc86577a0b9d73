"""Sequences (Laws 48, 63), quatorzes and trios (Laws 48, 64) at the table."""

from __future__ import annotations

from piquet_cli.cards import Rank
from piquet_cli.games.piquet.answers import Answer
from piquet_cli.games.piquet.combinations import RankSet, Sequence
from piquet_cli.games.piquet.dialogue.state import Dialogue, Said
from piquet_cli.games.piquet.dialogue.words import (
    ANSWER_FORMS,
    LETTER,
    NONE,
    OTHERS_FORMS,
    SEQ_CALL_FORMS,
    SET_CALL_FORMS,
    nothing_better,
    rank_answer,
    read_answer,
    read_calls,
    without_one,
)
from piquet_cli.games.piquet.kinds import (
    SEQUENCES,
    Combination,
    Kind,
    as_sequences,
    as_sets,
    best,
    default_answer,
    why_not_better,
)
from piquet_cli.games.piquet.notation import rank_mark
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _
from piquet_cli.said import said

KIND_WORDS = (N_("sequence"), N_("sequences"), N_("quatorze or trio"), N_("quatorzes and trios"))
"""Kind.one and Kind.many (``kinds``), in the catalogue."""


class GroupQuestions(Dialogue):
    """Sequences, then quatorzes and trios: elder calls, younger answers, the card if need be."""

    # -- sequences (Laws 48, 63), quatorzes and trios (Laws 48, 64) -------------

    def _group(self, kind: Kind) -> None:
        self.table.only_defaults = True
        pe, py = (kind.of(self.known[side]) for side in Side)
        mine, theirs, answer = self._group_dialogue(kind, pe, py)
        if self.table.only_defaults and pe is not None and py is not None:
            kept = True
            mine, theirs = pe, py
            answer = self.prefill.answers.of(kind.category)
        else:
            kept = False
        self.called[kind.category] = {Side.ELDER: mine, Side.YOUNGER: theirs}
        self.entered.answers = self.entered.answers._replace(**{kind.category: answer})
        if kind is SEQUENCES:
            self.entered.sequences = (
                (self.prefill.elder.sequences, self.prefill.younger.sequences)
                if kept
                else (as_sequences(mine), as_sequences(theirs))
            )
        else:
            self.entered.sets = (
                (self.prefill.elder.sets, self.prefill.younger.sets)
                if kept
                else (as_sets(mine), as_sets(theirs))
            )

    def _group_dialogue(
        self, kind: Kind, pe: tuple[Combination, ...] | None, py: tuple[Combination, ...] | None
    ) -> tuple[tuple[Combination, ...], tuple[Combination, ...], Said]:
        """Elder's call and younger's answers, as said: each call is kept, the one not good too."""
        e, y = self.e, self.y
        one, many = kind.one, kind.many
        call_forms = SEQ_CALL_FORMS if kind is SEQUENCES else SET_CALL_FORMS
        in_two = len(self.prefill.answers.of(kind.category)) == 2 and bool(pe) and pe is not None
        if in_two and pe is not None:
            first = kind.format((kind.make(best(pe).size, None),))
        else:
            first = kind.format(pe) if pe is not None else NONE
        calls = self.table.ask(
            _("{who}'s {what}?").format(who=e, what=_(one)),
            lambda t: read_calls(kind, e, t),
            _(call_forms).format(who=e),
            first,
        )
        if not calls:
            theirs = self.table.ask(
                _("{who}'s {what}?").format(who=y, what=_(many)),
                lambda t: read_calls(kind, y, t),
                _(call_forms).format(who=y),
                kind.format(py) if py is not None else NONE,
            )
            return (), self._with_others(kind, y, theirs, py), ()
        call = best(calls)
        can_equal = kind.can_tie or call.card is None
        if kind is SEQUENCES:
            equal = (
                _("; e: equal — as long (the top cards are compared next)")
                if call.card is None
                else _("; e: equal — as long and to the same card, nobody scores sequences")
            )
            question = _("{who}: good, not good or equal? g, n or e").format(who=y)
        else:
            equal = (
                _("; e: the same kind (a trio against a trio) — the ranks are compared next")
                if can_equal
                else ""
            )
            question = _("{who}: good or not good? g or n").format(who=y)
        forms = _(ANSWER_FORMS).format(elder=e, younger=y, what=one, equal=equal, example=kind.example)
        if in_two and pe is not None and call == kind.make(best(pe).size, None):
            default: str | None = "e"
        else:
            known = default_answer(pe, py) if pe and best(pe) == call else None
            default = LETTER[known] if known else None
            if known is Answer.NOT_GOOD and py:
                default = kind.format(py)  # what younger said, which is "not good"

        def answer_of(text: str) -> str | tuple[Combination, ...]:
            return read_answer(
                text,
                can_equal,
                lambda s: read_calls(kind, y, s),
                _(
                    "quatorzes and trios are never equal: there are only four cards of each rank. Answer g or n."
                ),
            )

        while True:
            answer = self.table.ask(question, answer_of, forms, default)
            if answer == "g":
                return self._with_others(kind, e, calls, pe), (), (Answer.GOOD,)
            if answer == "e" and call.card is not None:
                return calls, (call,), (Answer.EQUAL,)
            if answer == "e":
                return self._same_size(kind, call, calls, pe, py)
            theirs = (
                answer
                if isinstance(answer, tuple)
                else self.table.ask(
                    _("{who}'s {what}?").format(who=y, what=_(many)),
                    lambda t: read_calls(kind, y, t) or nothing_better(y, many),
                    _(call_forms).format(who=y),
                    kind.format(py) if py else None,
                )
            )
            their_best = best(theirs)
            if their_best.size == call.size and call.card is None:
                # "Not good" with as long a sequence (or the same kind): at the table that is
                # "equal", and the top cards (or the ranks) decide.
                said_equal = (
                    _("{younger}'s {what} is as long as {elder}'s: that is equal, and the top cards decide.")
                    if kind is SEQUENCES
                    else _(
                        "{younger}'s {what} is the same kind as {elder}'s: that is equal, and the ranks decide."
                    )
                )
                what_held = said(kind.make(their_best.size, None).describe())
                self.table.say("  " + said_equal.format(younger=y, what=what_held, elder=e))
                return self._same_size(kind, call, calls, pe, py, their_best.card)
            why = why_not_better(kind, their_best, call, e, y)
            if why:
                self.table.say(f"  {why}")
                continue
            return calls, self._with_others(kind, y, theirs, py), (Answer.NOT_GOOD,)

    def _same_size(
        self,
        kind: Kind,
        call: Combination,
        calls: tuple[Combination, ...],
        pe: tuple[Combination, ...] | None,
        py: tuple[Combination, ...] | None,
        their_rank: Rank | None = None,
    ) -> tuple[tuple[Combination, ...], tuple[Combination, ...], Said]:
        """Younger holds as long a sequence (or the same kind of set): the top card or rank
        decides. ``their_rank``: younger's, when he has already said it."""
        e, y = self.e, self.y
        name = call.describe()

        def rank_of(text: str) -> Rank:
            rank = rank_answer(text)
            kind.check_card(call.size, rank)
            return rank

        forms = _("a card: A K Q J 10 9 8 (T for ten), or its name: ace, king, queen, knave …")
        held = [i for i in (pe or ()) if i.size == call.size and i.card is not None]
        rank = self.table.ask(
            (
                _("{who}'s {name}: to what card?")
                if kind is SEQUENCES
                else _("{who}'s {name}: of what rank?")
            ).format(who=e, name=said(name)),
            rank_of,
            forms,
            rank_mark(held[0].card) if held and held[0].card else None,
        )
        mine = kind.make(call.size, rank)
        calls = tuple(mine if i is call else i for i in calls)
        can_equal = kind.can_tie
        if their_rank is not None:
            theirs = kind.make(call.size, their_rank)
            if their_rank == rank:
                if not can_equal:
                    self.table.say("  " + _("Two quatorzes or trios of one rank cannot be: say again."))
                    return self._group_dialogue(kind, pe, py)
                self.table.say(
                    "  "
                    + _("Both are {what}: equal, nobody scores sequences.").format(what=said(mine.describe()))
                )
                return calls, (mine,), (Answer.EQUAL, Answer.EQUAL)
            if their_rank > rank:
                return calls, self._with_others(kind, y, (theirs,), py), (Answer.EQUAL, Answer.NOT_GOOD)
            self.table.say(
                "  "
                + _("{elder}'s {what} is better than {younger}'s: {elder}'s is good.").format(
                    elder=e, what=said(mine.describe()), younger=y
                )
            )
            return self._with_others(kind, e, calls, pe), (), (Answer.EQUAL, Answer.GOOD)
        question = (
            _("{who}: good, not good or equal? g, n or e").format(who=y)
            if can_equal
            else _("{who}: good or not good? g or n").format(who=y)
        )
        forms = _(ANSWER_FORMS).format(
            elder=e,
            younger=y,
            what=mine.describe(),
            example="K" if can_equal else "Q",
            equal=_("; e: equal — {who}'s is {what} too, nobody scores").format(
                who=y, what=said(mine.describe())
            )
            if can_equal
            else "",
        )
        while True:
            known = default_answer(pe, py) if pe and best(pe) == mine else None
            default = LETTER[known] if known else None
            their_best = best(py) if py else None
            if known is Answer.NOT_GOOD and their_best is not None and their_best.card is not None:
                default = rank_mark(their_best.card)  # what younger said, which is "not good"
            answer = self.table.ask(
                question,
                lambda t: read_answer(
                    t,
                    can_equal,
                    lambda s: kind.make(call.size, rank_of(s)),
                    _("two quatorzes or trios of one rank cannot be: answer g or n."),
                ),
                forms,
                default,
            )
            if answer == "g":
                return self._with_others(kind, e, calls, pe), (), (Answer.EQUAL, Answer.GOOD)
            if answer == "e":
                return calls, (mine,), (Answer.EQUAL, Answer.EQUAL)
            if isinstance(answer, (Sequence, RankSet)):
                theirs = answer
            else:
                their = [i for i in (py or ()) if i.size == call.size and i.card is not None]
                theirs = kind.make(
                    call.size,
                    self.table.ask(
                        (
                            _("{who}'s {name}: to what card?")
                            if kind is SEQUENCES
                            else _("{who}'s {name}: of what rank?")
                        ).format(who=y, name=said(kind.make(call.size, None).describe())),
                        rank_of,
                        _(
                            "{who}'s: A K Q J 10 9 8 (T for ten), or its name: ace, king, queen, knave …"
                        ).format(who=y),
                        rank_mark(their[0].card) if their and their[0].card else None,
                    ),
                )
            why = why_not_better(kind, theirs, mine, e, y)
            if why:
                self.table.say(f"  {why}")
                continue
            return calls, self._with_others(kind, y, (theirs,), py), (Answer.EQUAL, Answer.NOT_GOOD)

    def _with_others(
        self, kind: Kind, who: str, items: tuple[Combination, ...], known: tuple[Combination, ...] | None
    ) -> tuple[Combination, ...]:
        """A good combination: the holder scores all his others of the kind too (Law 49)."""
        if len(items) != 1:
            return items
        many = kind.many
        rest: tuple[Combination, ...] = ()
        called = items[0]
        if known and called not in known and called.card is None:
            # called by its kind or length alone (Law 48): it is the best held of that size
            called = max((k for k in known if k.size == called.size), key=lambda k: k.key, default=called)
        if known and called in known:
            rest = without_one(known, called)
        example = kind.others_example

        def parse(text: str) -> tuple[Combination, ...]:
            others = read_calls(kind, who, text)
            kind.check_holding(who, items + others)
            return others

        return items + self.table.ask(
            _("{who}'s other {what}?").format(who=who, what=_(many)),
            parse,
            _(OTHERS_FORMS).format(who=who, many=many, example=example),
            kind.format(rest),
        )
