"""Younger's answers to elder's calls: "good", "not good", "equal" (Laws 46–49).

Elder calls his point (the number of cards), his best sequence (its length)
and his best quatorze or trio (its kind); younger answers each. "Equal" means
as many cards, as long a sequence or the same kind of set: elder then says
the count, the top card or the rank, and younger answers again. So an answer
is one word, or "equal" followed by a second: ``equal, not good``.

The answers are kept beside the calls as the players said them. They decide
nothing the calls do not (the better call is good), so they must agree with
the calls: ``check_answers`` says where they do not. Plain Python, no I/O.
"""

from __future__ import annotations

from collections.abc import Collection
from enum import Enum
from typing import TYPE_CHECKING, Literal

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import NO_POINT, Point, RankSet, Sequence, point_key
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _, active
from piquet_cli.records import NamedTuple

if TYPE_CHECKING:
    from piquet_cli.games.piquet.facts import Calls

Category = Literal["point", "sequences", "sets"]
CATEGORIES: tuple[Category, ...] = ("point", "sequences", "sets")
ANSWER_FORMS = N_("good, not good or equal, or equal then good, not good or equal (equal, not good)")


class Answer(Enum):
    """Younger's word on elder's call."""

    GOOD = "good"
    NOT_GOOD = "not good"
    EQUAL = "equal"


ANSWER_WORDS = {Answer.GOOD: N_("good"), Answer.NOT_GOOD: N_("not good"), Answer.EQUAL: N_("equal")}
"""An answer as a refusal quotes it, in the language spoken (the file keeps ``Answer.value``)."""


_WORDS = {
    "good": Answer.GOOD,
    "g": Answer.GOOD,
    "not good": Answer.NOT_GOOD,
    "no good": Answer.NOT_GOOD,
    "n": Answer.NOT_GOOD,
    "equal": Answer.EQUAL,
    "e": Answer.EQUAL,
}


LOCAL_WORDS = {
    "pt": {
        "bom": Answer.GOOD,
        "b": Answer.GOOD,
        "nao e bom": Answer.NOT_GOOD,
        "nao bom": Answer.NOT_GOOD,
        "n": Answer.NOT_GOOD,
        "igual": Answer.EQUAL,
        "i": Answer.EQUAL,
    },
    "es": {
        "bueno": Answer.GOOD,
        "b": Answer.GOOD,
        "no es bueno": Answer.NOT_GOOD,
        "no bueno": Answer.NOT_GOOD,
        "n": Answer.NOT_GOOD,
        "igual": Answer.EQUAL,
        "i": Answer.EQUAL,
    },
    "fr": {
        "bon": Answer.GOOD,
        "c'est bon": Answer.GOOD,
        "b": Answer.GOOD,
        "pas bon": Answer.NOT_GOOD,
        "p": Answer.NOT_GOOD,
        "n": Answer.NOT_GOOD,
        "egal": Answer.EQUAL,
    },
}
"""The answers as each language says them (docs/contract.md, "Languages"), matched without accents or
case (``não é bom`` is ``nao e bom``); the English words are taken in every language."""


def _answer_words() -> dict[str, Answer]:
    return _WORDS | LOCAL_WORDS.get(active(), {})


def answer_forms() -> str:
    """What an answer may be, in the language spoken."""
    return _(ANSWER_FORMS)


class Answers(NamedTuple):
    """The answers to elder's point, sequence and quatorze or trio; ``()`` where none was kept."""

    point: tuple[Answer, ...] = ()
    sequences: tuple[Answer, ...] = ()
    sets: tuple[Answer, ...] = ()

    def of(self, category: Category) -> tuple[Answer, ...]:
        answer: tuple[Answer, ...] = getattr(self, category)
        return answer


NO_ANSWERS = Answers()


def parse_answer(text: str) -> tuple[Answer, ...]:
    """``good``, ``not good``, ``equal``, or ``equal`` and then one of them: ``equal, not good``."""
    from piquet_cli.games.names import name_key

    words = _answer_words()
    parts = [name_key(p) for p in text.split(",")]
    if not all(p in words for p in parts) or len(parts) > 2:
        raise BadValue(_("{text!r} is not an answer; write {forms}.").format(text=text, forms=answer_forms()))
    answer = tuple(words[p] for p in parts)
    if len(answer) == 2 and answer[0] is not Answer.EQUAL:
        raise BadValue(
            _(
                "{text!r}: a second answer follows only 'equal' (the count, top card or rank is then "
                "said and answered); write {forms}."
            ).format(text=text, forms=answer_forms())
        )
    return answer


def format_answer(answer: tuple[Answer, ...]) -> str:
    return ", ".join(a.value for a in answer)


Call = Point | tuple[Sequence, ...] | tuple[RankSet, ...]


def _best(calls: tuple[Sequence, ...] | tuple[RankSet, ...]) -> Sequence | RankSet:
    best: Sequence | RankSet = calls[0]
    for call in calls[1:]:
        if call.key > best.key:
            best = call
    return best


def verdict(category: Category, elder: Call, younger: Call) -> Answer | None:
    """What younger's answer to elder's call must be, or None if the calls alone cannot say
    (as many cards, and a count, top card or rank not said)."""
    if isinstance(elder, Point) and isinstance(younger, Point):
        if not younger.cards:
            return Answer.GOOD
        if elder.cards == younger.cards and (elder.count is None or younger.count is None):
            return None
        mine, theirs = point_key(elder), point_key(younger)
    else:
        assert not isinstance(elder, Point) and not isinstance(younger, Point)  # both sequences, or both sets
        if not younger:
            return Answer.GOOD
        best_e, best_y = _best(elder), _best(younger)
        if best_e.key[0] == best_y.key[0] and 0 in (best_e.key[1], best_y.key[1]):
            return None
        mine, theirs = best_e.key, best_y.key
    if mine == theirs:
        return Answer.EQUAL
    return Answer.GOOD if mine > theirs else Answer.NOT_GOOD


def _size(call: Call) -> tuple[int, bool]:
    """The call's length (cards, sequence length, 3 or 4) and whether its count, top or rank was said."""
    if isinstance(call, Point):
        return call.cards, call.count is not None
    best = _best(call)
    return best.key[0], best.key[1] != 0


_WHAT = {"point": N_("point"), "sequences": N_("sequence"), "sets": N_("quatorze or trio")}
_OF = {
    "point": N_("{who}'s point"),
    "sequences": N_("{who}'s sequence"),
    "sets": N_("{who}'s quatorze or trio"),
}
"""A call with its owner, said in another language as its grammar wants (a sequência de Ann)."""
_DETAIL = {"point": N_("count (5/47)"), "sequences": N_("top card (4K)"), "sets": N_("rank (3K)")}
_NOT_SAME = {
    "point": (
        "not of as many cards as",
        N_("{y} answers {answer!r}, but {theirs} is not of as many cards as {mine}."),
    ),
    "sequences": ("not as long as", N_("{y} answers {answer!r}, but {theirs} is not as long as {mine}.")),
    "sets": (
        "not of the same kind as",
        N_("{y} answers {answer!r}, but {theirs} is not of the same kind as {mine}."),
    ),
}
"""Why a second answer cannot follow 'equal': the English words, and the whole refusal in the others."""
_WHY = {
    "as good as": N_("{y} answers {answer!r}, but {theirs} is as good as {mine}."),
    "better than": N_("{y} answers {answer!r}, but {theirs} is better than {mine}."),
    "calls no": N_("{y} answers {answer!r}, but {y} calls no {what} to set against {mine}."),
    "only equal to": N_("{y} answers {answer!r}, but {theirs} is only equal to {mine}."),
    "not better than": N_("{y} answers {answer!r}, but {theirs} is not better than {mine}."),
    "not the same as": N_("{y} answers {answer!r}, but {theirs} is not the same as {mine}."),
}
"""A final answer the calls do not bear out, said in another language (the English is the code's)."""


def _call(calls: Calls, category: Category) -> Call:
    if category == "point":
        return calls.point or NO_POINT
    return (calls.sequences if category == "sequences" else calls.sets) or ()


def check_answers(
    declared: dict[Side, Calls],
    answers: Answers,
    names: dict[Side, str],
    barred: Collection[str] = (),
) -> None:
    """Each answer kept must agree with the calls as reckoned (BadValue, ``field`` the
    category's answer, e.g. ``point_answer``). A category younger is barred from
    (``barred``) is not checked: his wrong answer is why he is barred (Law 46, Case I)."""
    e, y = names[Side.ELDER], names[Side.YOUNGER]
    for category in CATEGORIES:
        answer = answers.of(category)
        if not answer or category in barred:
            continue
        field = f"{category}_answer"
        said, what = f"{y} answers {format_answer(answer)!r}", _WHAT[category]
        # the players' words in another language: each call with its owner (o ponto de Ann)
        told = {"y": y, "answer": said_answer(answer), "e": e, "what": _(what)}
        mine, theirs = _call(declared[Side.ELDER], category), _call(declared[Side.YOUNGER], category)
        if mine in (NO_POINT, ()):
            raise BadValue(
                _("{y} answers {answer!r}, but {e} calls no {what} to answer.").format(**told),
                field=field,
            )
        told |= {"mine": _(_OF[category]).format(who=e), "theirs": _(_OF[category]).format(who=y)}
        if len(answer) == 2:
            size, full = _size(mine)
            if not full:
                raise BadValue(
                    _("{y} answers {answer!r}: after 'equal', {mine} needs its {detail}.").format(
                        detail=_(_DETAIL[category]), **told
                    ),
                    field=field,
                )
            if theirs not in (NO_POINT, ()) and _size(theirs)[0] != size:
                raise BadValue(
                    _in_words(
                        f"{said}, but {y}'s {what} is {_NOT_SAME[category][0]} {e}'s.",
                        _NOT_SAME[category][1],
                        told,
                    ),
                    field=field,
                )
        final = answer[-1]
        expected = verdict(category, mine, theirs)
        if expected is None or expected is final:
            continue
        if final is Answer.GOOD:
            why = "as good as" if expected is Answer.EQUAL else "better than"
            english = f"{y}'s {what} is {why} {e}'s"
        elif theirs in (NO_POINT, ()):
            why = "calls no"
            english = f"{y} calls no {what} to set against {e}'s"
        elif final is Answer.NOT_GOOD:
            why = "only equal to" if expected is Answer.EQUAL else "not better than"
            english = f"{y}'s {what} is {why} {e}'s"
        else:
            why = "not the same as"
            english = f"{y}'s {what} is not the same as {e}'s"
        raise BadValue(_in_words(f"{said}, but {english}.", _WHY[why], told), field=field)


def _in_words(english: str, template: str, fields: dict[str, str]) -> str:
    """The refusal in English as it always was; in another language ``template``, whose calls
    carry their owners (``{theirs}``: o ponto de Bob), as the language's grammar wants."""
    return english if active() == "en" else _(template).format(**fields)


def said_answer(answer: tuple[Answer, ...]) -> str:
    """The answer as the language says it: ``equal, not good``, ``igual, não é bom``."""
    return ", ".join(_(ANSWER_WORDS[a]) for a in answer)
