"""Sequences (Laws 48, 63), quatorzes and trios (Laws 48, 64) at the table."""

from __future__ import annotations

from dataclasses import replace

from piquet_cli.cards import Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.answers import Answer
from piquet_cli.games.piquet.combinations import (
    SET_RANKS,
    lowest_top,
)
from piquet_cli.games.piquet.dialogue.state import Dialogue, Said
from piquet_cli.games.piquet.dialogue.words import *
from piquet_cli.games.piquet.notation import (
    rank_mark,
)
from piquet_cli.games.side import Side


class GroupQuestions(Dialogue):
    # -- sequences (Laws 48, 63), quatorzes and trios (Laws 48, 64) -------------

    def _group(self, group: Group) -> None:
        self.table.only_defaults = True
        known = {side: calls_of(group, self.known[side]) for side in Side}
        pe, py = (from_engine(v) if v is not None else None for v in known.values())
        mine, theirs, answer = self._group_dialogue(group, pe, py)
        if self.table.only_defaults and pe is not None and py is not None:
            kept = True
            mine, theirs = pe, py
            answer = self.prefill.answers.of(group)
        else:
            kept = False
        self.called[group] = {Side.ELDER: mine, Side.YOUNGER: theirs}
        self.entered.answers = replace(self.entered.answers, **{group: answer})
        if group == "sequences":
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
        self, group: Group, pe: tuple[Called, ...] | None, py: tuple[Called, ...] | None
    ) -> tuple[tuple[Called, ...], tuple[Called, ...], Said]:
        """Elder's call and younger's answers, as said: each call is kept, the one not good too."""
        e, y = self.e, self.y
        one, many = (
            ("sequence", "sequences") if group == "sequences" else ("quatorze or trio", "quatorzes and trios")
        )
        call_forms = SEQ_CALL_FORMS if group == "sequences" else SET_CALL_FORMS
        in_two = len(self.prefill.answers.of(group)) == 2 and bool(pe) and pe is not None
        if in_two and pe is not None:
            first = format_calls(group, (Called(best_call(pe).size),))
        else:
            first = format_calls(group, pe) if pe is not None else NONE
        calls = self.table.ask(
            f"{e}'s {one}?",
            lambda t: parse_calls(group, e, t),
            call_forms.format(who=e),
            first,
        )
        if not calls:
            theirs = self.table.ask(
                f"{y}'s {many}?",
                lambda t: parse_calls(group, y, t),
                call_forms.format(who=y),
                format_calls(group, py) if py is not None else NONE,
            )
            return (), self._with_others(group, y, theirs, py), ()
        call = best_call(calls)
        can_equal = group == "sequences" or call.rank is None
        if group == "sequences":
            equal = (
                "; e: equal — as long (the top cards are compared next)"
                if call.rank is None
                else "; e: equal — as long and to the same card, nobody scores sequences"
            )
            question = f"{y}: good, not good or equal? g, n or e"
        else:
            equal = (
                "; e: the same kind (a trio against a trio) — the ranks are compared next"
                if can_equal
                else ""
            )
            question = f"{y}: good or not good? g or n"
        forms = ANSWER_FORMS.format(
            elder=e, younger=y, what=one, equal=equal, example="5K" if group == "sequences" else "14T,3Q"
        )
        if in_two and pe is not None and call == Called(best_call(pe).size):
            default: str | None = "e"
        else:
            default = group_answer(pe, py) if pe and best_call(pe) == call else None
            if default == "n" and py:
                default = format_calls(group, py)  # what younger said, which is "not good"

        def answer_of(text: str) -> str | tuple[Called, ...]:
            return read_answer(
                text,
                can_equal,
                lambda s: parse_calls(group, y, s),
                "quatorzes and trios are never equal: there are only four cards of each rank. Answer g or n.",
            )

        while True:
            answer = self.table.ask(question, answer_of, forms, default)
            if answer == "g":
                return self._with_others(group, e, calls, pe), (), (Answer.GOOD,)
            if answer == "e" and call.rank is not None:
                return calls, (call,), (Answer.EQUAL,)
            if answer == "e":
                return self._same_size(group, call, calls, pe, py)
            theirs = (
                answer
                if isinstance(answer, tuple)
                else self.table.ask(
                    f"{y}'s {many}?",
                    lambda t: parse_calls(group, y, t) or nothing_better(y, many),
                    call_forms.format(who=y),
                    format_calls(group, py) if py else None,
                )
            )
            best = best_call(theirs)
            if best.size == call.size and call.rank is None:
                # "Not good" with as long a sequence (or the same kind): at the table that is
                # "equal", and the top cards (or the ranks) decide.
                self.table.say(
                    f"  {y}'s {call_words(group, Called(best.size))} is "
                    + ("as long as" if group == "sequences" else "the same kind as")
                    + f" {e}'s: that is equal, and the "
                    + ("top cards" if group == "sequences" else "ranks")
                    + " decide."
                )
                return self._same_size(group, call, calls, pe, py, best.rank)
            why = not_better_group(group, best, call, e, y)
            if why:
                self.table.say(f"  {why}")
                continue
            return calls, self._with_others(group, y, theirs, py), (Answer.NOT_GOOD,)

    def _same_size(
        self,
        group: Group,
        call: Called,
        calls: tuple[Called, ...],
        pe: tuple[Called, ...] | None,
        py: tuple[Called, ...] | None,
        their_rank: Rank | None = None,
    ) -> tuple[tuple[Called, ...], tuple[Called, ...], Said]:
        """Younger holds as long a sequence (or the same kind of set): the top card or rank
        decides. ``their_rank``: younger's, when he has already said it."""
        e, y = self.e, self.y
        name = call_words(group, call)
        what = "to what card" if group == "sequences" else "of what rank"

        def rank_of(text: str) -> Rank:
            rank = rank_answer(text)
            if group == "sequences" and rank < lowest_top(call.size):
                raise BadValue(
                    f"a {name} cannot stop at the {rank.word} — the lowest is to the "
                    f"{lowest_top(call.size).word}."
                )
            if group == "sets" and rank not in SET_RANKS:
                raise BadValue(
                    f"{rank.plural} score nothing — only aces, kings, queens, knaves and tens (Law 64)."
                )
            return rank

        forms = "a card: A K Q J 10 9 8 (T for ten), or its name: ace, king, queen, knave …"
        held = [i for i in (pe or ()) if i.size == call.size and i.rank is not None]
        rank = self.table.ask(
            f"{e}'s {name}: {what}?",
            rank_of,
            forms,
            rank_mark(held[0].rank) if held and held[0].rank else None,
        )
        mine = Called(call.size, rank)
        calls = tuple(mine if i is call else i for i in calls)
        can_equal = group == "sequences"
        if their_rank is not None:
            theirs = Called(call.size, their_rank)
            if their_rank == rank:
                if not can_equal:
                    self.table.say("  Two quatorzes or trios of one rank cannot be: say again.")
                    return self._group_dialogue(group, pe, py)
                self.table.say(f"  Both are {call_words(group, mine)}: equal, nobody scores sequences.")
                return calls, (mine,), (Answer.EQUAL, Answer.EQUAL)
            if their_rank > rank:
                return calls, self._with_others(group, y, (theirs,), py), (Answer.EQUAL, Answer.NOT_GOOD)
            self.table.say(f"  {e}'s {call_words(group, mine)} is better than {y}'s: {e}'s is good.")
            return self._with_others(group, e, calls, pe), (), (Answer.EQUAL, Answer.GOOD)
        question = (
            f"{y}: good, not good or equal? g, n or e" if can_equal else f"{y}: good or not good? g or n"
        )
        forms = ANSWER_FORMS.format(
            elder=e,
            younger=y,
            what=call_words(group, mine),
            example="K" if can_equal else "Q",
            equal=f"; e: equal — {y}'s is {call_words(group, mine)} too, nobody scores" if can_equal else "",
        )
        while True:
            default = group_answer(pe, py) if pe and best_call(pe) == mine else None
            their_best = best_call(py) if py else None
            if default == "n" and their_best is not None and their_best.rank is not None:
                default = rank_mark(their_best.rank)  # what younger said, which is "not good"
            answer = self.table.ask(
                question,
                lambda t: read_answer(
                    t,
                    can_equal,
                    lambda s: Called(call.size, rank_of(s)),
                    "two quatorzes or trios of one rank cannot be: answer g or n.",
                ),
                forms,
                default,
            )
            if answer == "g":
                return self._with_others(group, e, calls, pe), (), (Answer.EQUAL, Answer.GOOD)
            if answer == "e":
                return calls, (mine,), (Answer.EQUAL, Answer.EQUAL)
            if isinstance(answer, Called):
                theirs = answer
            else:
                their = [i for i in (py or ()) if i.size == call.size and i.rank is not None]
                theirs = Called(
                    call.size,
                    self.table.ask(
                        f"{y}'s {call_words(group, Called(call.size))}: {what}?",
                        rank_of,
                        forms.replace("a card", f"{y}'s"),
                        rank_mark(their[0].rank) if their and their[0].rank else None,
                    ),
                )
            why = not_better_group(group, theirs, mine, e, y)
            if why:
                self.table.say(f"  {why}")
                continue
            return calls, self._with_others(group, y, (theirs,), py), (Answer.EQUAL, Answer.NOT_GOOD)

    def _with_others(
        self, group: Group, who: str, items: tuple[Called, ...], known: tuple[Called, ...] | None
    ) -> tuple[Called, ...]:
        """A good combination: the holder scores all his others of the kind too (Law 49)."""
        if len(items) != 1:
            return items
        many = "sequences" if group == "sequences" else "quatorzes and trios"
        rest: tuple[Called, ...] = ()
        if known and items[0] in known:
            rest = without_one(known, items[0])
        example = "3J or 4K,3J" if group == "sequences" else "3K or 3K,3J"

        def parse(text: str) -> tuple[Called, ...]:
            others = parse_calls(group, who, text)
            check_holding(group, who, items + others)
            return others

        return items + self.table.ask(
            f"{who}'s other {many}?",
            parse,
            OTHERS_FORMS.format(who=who, many=many, example=example),
            format_calls(group, rest),
        )
