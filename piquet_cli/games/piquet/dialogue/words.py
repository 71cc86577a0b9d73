"""The answers of the piquet walkthrough as they are typed, and the forms each question takes.

Elder calls, younger answers "good", "not good" or "equal" (Laws 46–49); the
answers are read here, in words or in the notation (``six``, ``5/47``,
``quart major``), and the help each question shows on ``?`` is written here.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, TypeVar

from piquet_cli.cards import Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import (
    NUMBER_WORDS,
    Point,
    RankSet,
    Sequence,
    point_key,
    possible_point_counts,
)
from piquet_cli.games.piquet.deal import (
    Agreements,
    Calls,
    check_exchange,
)
from piquet_cli.games.piquet.notation import (
    SEQUENCE_WORDS,
    SET_WORDS,
    format_sequences,
    format_sets,
    parse_pair,
    parse_point,
    parse_sequences,
    parse_sets,
)
from piquet_cli.games.spoken import numbers, spoken_sequence, spoken_set

T = TypeVar("T")
NONE = "-"
"""The answer meaning "nothing": Enter gives it wherever nothing is the default."""

NONE_WORDS = {"", "-", "none", "no", "nothing", "0"}
GOOD = {"g", "good"}
NOT_GOOD = {"n", "ng", "not good", "no", "no good"}
EQUAL = {"e", "eq", "equal"}

CB_FORMS = (
    "e: {elder} (elder) shows carte blanche; y: {younger} (younger) shows it; "
    "n or Enter: neither (a hand of twelve cards without king, queen or knave scores 10)."
)
EXCHANGE_FORMS = (
    "cards taken in, elder first: 5,3 (the usual; Enter), 4,4, 3,5 … — one number is elder's "
    "and younger takes the rest. Elder takes 1 to 5, younger 1 up to what elder left (Laws 21–22){au_cent}."
)
POINT_CALL_FORMS = (
    "the number of cards of {who}'s point (5) — it is enough to call that (Law 46) — or with "
    "what it makes (5/49); - or Enter: no point called."
)
SEQ_CALL_FORMS = (
    "the length of {who}'s sequence (4) — enough if it is good (Law 48) — or with its top card: "
    "4A, 5K, 3T, quart major, quint K; several comma-separated; - or Enter: none called."
)
SET_CALL_FORMS = (
    "{who}'s quatorze or trio: 14 or 3 — enough if it is good (Law 48) — or with the rank: 14A, 3K, "
    "14T, quatorze A, trio K; several comma-separated; - or Enter: none called."
)
OTHERS_FORMS = "{who}'s other {many}, which score too (Law 49): e.g. {example}; - or Enter: none."
ANSWER_FORMS = (
    "g: {elder}'s {what} is good; n: not good — {younger} has better, and says what (you may type "
    "it straight away, e.g. {example}){equal}."
)
PLAY_FORMS = (
    "the winner of each of the 12 tricks in order, e ({elder}, elder) or y ({younger}, younger): "
    "eeyyeeeeyeee; or p to give play points and tricks won as announced{throw_in}."
)
YES_NO_FORMS = "y (yes) or n (no); Enter: {default}."


# ---------------------------------------------------------------------------
# Answers as typed


def plain_text(text: str) -> str:
    """Lower-case, accents stripped, spaces squeezed: ``Sixième`` → ``sixieme``."""
    decomposed = unicodedata.normalize("NFKD", text)
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower().split())


def yes_no(text: str) -> bool:
    """y or n, yes or no."""
    plain = plain_text(text)
    if plain in ("y", "yes"):
        return True
    if plain in ("n", "no"):
        return False
    raise BadValue("answer y (yes) or n (no).")


def read_exchange(text: str, au_cent: bool) -> tuple[int, int]:
    plain = numbers(text).strip()
    if plain.isascii() and plain.isdigit() and len(plain) <= 2:
        elder = int(plain)
        pair = (elder, max(8 - elder, 0))
    else:
        pair = parse_pair(plain, what="cards exchanged")
    check_exchange(pair, Agreements(younger_may_take_none=au_cent))
    return pair


def point_count(cards: int, text: str) -> int:
    plain = numbers(text).strip()
    if not (plain.isascii() and plain.isdigit() and len(plain) <= 3):
        raise BadValue(
            f"{text!r} is not a count; write what the {NUMBER_WORDS.get(cards, cards)} cards make, "
            "e.g. 49 (ace 11, court cards and ten 10)."
        )
    count = int(plain)
    possible = possible_point_counts(cards)
    if count not in possible:
        raise BadValue(
            f"{cards} cards cannot make {count}: a point of {cards} makes "
            f"{min(possible)} to {max(possible)} (ace 11, court cards and ten 10)."
        )
    return count


@dataclass(frozen=True)
class Called:
    """A sequence, quatorze or trio as called: its size (length, or 3 / 4 cards)
    and, when it was said, its top card or its rank (Law 48 lets it go unsaid)."""

    size: int
    rank: Rank | None = None


Group = Literal["sequences", "sets"]


def combination(group: Group, item: Called) -> Sequence | RankSet:
    return Sequence(item.size, item.rank) if group == "sequences" else RankSet(item.size, item.rank)


def rank_answer(text: str) -> Rank:
    plain = plain_text(text).replace(" ", "")
    words = {r.word: r for r in Rank} | {"jack": Rank.KNAVE, "major": Rank.ACE, "ace": Rank.ACE}
    if plain in words:
        return words[plain]
    from piquet_cli.cards import parse_rank

    return parse_rank(plain)


def one_call(group: Group, part: str) -> Called:
    """One call in the notation: ``4``, ``quart``, ``5K`` or ``3``, ``trio``, ``14A``."""
    return from_engine((parse_sequences if group == "sequences" else parse_sets)(part))[0]


def call_score(group: Group, item: Called) -> int:
    return combination(group, item).score


def call_words(group: Group, item: Called) -> str:
    return combination(group, item).describe()


def format_calls(group: Group, items: tuple[Called, ...]) -> str:
    return format_sequences(as_sequences(items)) if group == "sequences" else format_sets(as_sets(items))


def call_key(item: Called) -> tuple[int, int]:
    """Longer (or a quatorze) first, then the higher card, an unsaid one lowest."""
    return item.size, int(item.rank) if item.rank is not None else 0


def best_call(items: tuple[Called, ...]) -> Called:
    return max(items, key=call_key)


def check_holding(group: Group, who: str, items: tuple[Called, ...]) -> None:
    """What one twelve-card hand can hold at once."""
    if group == "sequences":
        cards = sum(i.size for i in items)
        if cards > 12:
            raise BadValue(f"those sequences need {cards} cards; {who} holds twelve.")
        return
    ranks = [i.rank for i in items if i.rank is not None]
    for rank in set(ranks):
        if ranks.count(rank) > 1:
            raise BadValue(f"{rank.plural} are named twice; one quatorze or trio of a rank at most.")
    cards = sum(i.size for i in items)
    if cards > 12:  # four trios can be held, twelve cards
        raise BadValue(f"those quatorzes and trios need {cards} cards; {who} holds twelve.")


def parse_calls(group: Group, who: str, text: str) -> tuple[Called, ...]:
    if plain_text(text) in NONE_WORDS:
        return ()
    text = spoken_sequence(text) if group == "sequences" else spoken_set(text)
    items = tuple(one_call(group, part) for part in text.split(",") if part.strip())
    check_holding(group, who, items)
    return items


def calls_of(group: Group, calls: Calls) -> tuple[Sequence, ...] | tuple[RankSet, ...] | None:
    return calls.sequences if group == "sequences" else calls.sets


def as_sequences(items: tuple[Called, ...]) -> tuple[Sequence, ...]:
    """The engine's sequences; a top card not said stays unsaid (Law 48)."""
    return tuple(sorted((Sequence(i.size, i.rank) for i in items), key=lambda s: s.key, reverse=True))


def as_sets(items: tuple[Called, ...]) -> tuple[RankSet, ...]:
    """The engine's quatorzes and trios; a rank not said stays unsaid (Law 48)."""
    return tuple(sorted((RankSet(i.size, i.rank) for i in items), key=lambda s: s.key, reverse=True))


def from_engine(values: tuple[Sequence, ...] | tuple[RankSet, ...]) -> tuple[Called, ...]:
    out: list[Called] = []
    for value in values:
        if isinstance(value, Sequence):
            out.append(Called(value.length, value.top))
        else:
            out.append(Called(value.count, value.rank))
    return tuple(out)


def read_answer(text: str, can_equal: bool, declaration: Callable[[str], T], equal_why: str) -> str | T:
    """g / n / e, or the better declaration itself (which says "not good")."""
    plain = plain_text(text)
    if plain in GOOD:
        return "g"
    if plain in NOT_GOOD:
        return "n"
    if plain in EQUAL:
        if not can_equal:
            raise BadValue(equal_why)
        return "e"
    if not plain:
        raise BadValue("answer g (good), n (not good)" + (" or e (equal)." if can_equal else "."))
    try:
        return declaration(text)
    except BadValue:
        if plain[0].isdigit() or plain.split()[0] in SEQUENCE_WORDS or plain.split()[0] in SET_WORDS:
            raise
    raise BadValue(
        f"{text!r}: answer g (good), n (not good)"
        + (", e (equal)" if can_equal else "")
        + " — or say the better call itself."
    )


def count_or_longer(cards: int, text: str) -> Point:
    """After "equal" to a point of ``cards`` cards: what younger's cards make (49), or
    the point of more cards he then finds he holds (5, 5/48)."""
    plain = text.strip()
    if "/" in plain or (
        plain.isdigit() and cards < int(plain) <= 8 and int(plain) < min(possible_point_counts(cards))
    ):
        return parse_point(plain)
    return Point(cards, point_count(cards, plain))


def without_one(known: tuple[Called, ...], item: Called) -> tuple[Called, ...]:
    """The other combinations held besides ``item``: a second tierce major stays."""
    at = known.index(item)
    return known[:at] + known[at + 1 :]


def nothing_better(who: str, many: str) -> tuple[Called, ...]:
    raise BadValue(f"say what {who} holds that is better, or answer g if it is good.")


def point_answer(pe: Point | None, py: Point | None) -> str | None:
    """The answer the prefill implies, as the default on Enter."""
    if pe is None or py is None or not pe.cards:
        return None
    if not py.cards or point_key(pe) > point_key(py):
        return "g"
    return "e" if point_key(pe) == point_key(py) else "n"


def group_answer(pe: tuple[Called, ...] | None, py: tuple[Called, ...] | None) -> str | None:
    if not pe or py is None:
        return None
    if not py:
        return "g"
    mine, theirs = call_key(best_call(pe)), call_key(best_call(py))
    if mine == theirs:
        return "e"
    return "g" if mine > theirs else "n"


def not_better_point(theirs: Point, call: Point, e: str, y: str) -> str | None:
    """Why younger's point does not beat elder's call, or None if it does."""
    if theirs.cards > call.cards:
        return None
    if not theirs.cards:
        return f"say {y}'s better point, or answer g if {e}'s is good."
    if theirs.cards < call.cards:
        return not_better(theirs.describe(), call.describe(), e, y)
    if call.count is None or theirs.count is None:
        return (
            f"both points have {NUMBER_WORDS[call.cards]} cards: answer e (equal), "
            "and the counts are compared."
        )
    if theirs.count == call.count:
        return f"both points make {call.count}: answer e (equal)."
    if theirs.count < call.count:
        return not_better(theirs.describe(), call.describe(), e, y)
    return None


def not_better(theirs: str, mine: str, e: str, y: str) -> str:
    return f"{y}'s {theirs} is not better than {e}'s {mine}; answer g if {e}'s is good."


def not_better_group(group: Group, theirs: Called, call: Called, e: str, y: str) -> str | None:
    if theirs.size > call.size:
        return None
    mine_words, their_words = call_words(group, call), call_words(group, theirs)
    if theirs.size < call.size:
        return not_better(their_words, mine_words, e, y)
    if theirs.rank is None or call.rank is None:
        return (
            f"as long as {e}'s {mine_words}: answer e (equal), and the top cards are compared."
            if group == "sequences"
            else f"the same kind as {e}'s: answer e, and the ranks are compared."
        )
    if theirs.rank == call.rank:
        return (
            f"the same as {e}'s: answer e (equal)."
            if group == "sequences"
            else "two quatorzes or trios of one rank cannot be."
        )
    if theirs.rank < call.rank:
        return not_better(their_words, mine_words, e, y)
    return None
