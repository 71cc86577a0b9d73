"""The answers of the piquet walkthrough as they are typed, and the forms each question takes.

Elder calls, younger answers "good", "not good" or "equal" (Laws 46–49); the
answers are read here, in words or in the notation (``six``, ``5/47``,
``quart major``), and the help each question shows on ``?`` is written here.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import TypeVar

from piquet_cli.cards import Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.answers import LOCAL_WORDS, Answer
from piquet_cli.games.piquet.combinations import NUMBER_WORDS, Point, possible_point_counts
from piquet_cli.games.piquet.deal import Agreements, check_exchange
from piquet_cli.games.piquet.kinds import SEQUENCES, Combination, Kind
from piquet_cli.games.piquet.notation import SEQUENCE_WORDS, SET_WORDS, parse_point
from piquet_cli.games.piquet.pairs import parse_pair
from piquet_cli.games.spoken import NONE_SAID, numbers, spoken_point, spoken_sequence, spoken_set
from piquet_cli.games.whole import whole
from piquet_cli.i18n import N_, _, active

T = TypeVar("T")
NONE = "-"
"""The answer meaning "nothing": Enter gives it wherever nothing is the default."""

NONE_WORDS = {"", "-", "none", "no", "nothing", "0"} | NONE_SAID
GOOD = {"g", "good"}
NOT_GOOD = {"n", "ng", "not good", "no", "no good"}
EQUAL = {"e", "eq", "equal"}

CB_FORMS = N_(
    "e: {elder} (elder) shows carte blanche; y: {younger} (younger) shows it; "
    "n or Enter: neither (a hand of twelve cards without king, queen or knave scores 10)."
)
EXCHANGE_FORMS = N_(
    "cards taken in, elder first: 5,3 (the usual; Enter), 4,4, 3,5 … — one number is elder's "
    "and younger takes the rest. Elder takes 1 to 5, younger 1 up to what elder left (Laws 21–22){au_cent}."
)
POINT_CALL_FORMS = N_(
    "the number of cards of {who}'s point (5) — it is enough to call that (Law 46) — or with "
    "what it makes (5/49); - or Enter: no point called."
)
SEQ_CALL_FORMS = N_(
    "the length of {who}'s sequence (4) — enough if it is good (Law 48) — or with its top card: "
    "4A, 5K, 3T, quart major, quint K; several comma-separated; - or Enter: none called."
)
SET_CALL_FORMS = N_(
    "{who}'s quatorze or trio: 14 or 3 — enough if it is good (Law 48) — or with the rank: 14A, 3K, "
    "14T, quatorze A, trio K; several comma-separated; - or Enter: none called."
)
OTHERS_FORMS = N_("{who}'s other {many}, which score too (Law 49): e.g. {example}; - or Enter: none.")
ANSWER_FORMS = N_(
    "g: {elder}'s {what} is good; n: not good — {younger} has better, and says what (you may type "
    "it straight away, e.g. {example}){equal}."
)
PLAY_FORMS = N_(
    "the winner of each of the 12 tricks in order, e ({elder}, elder) or y ({younger}, younger): "
    "eeyyeeeeyeee, or the players' initials where they differ; or p to give play points and tricks won "
    "as announced{throw_in}."
)
OPEN_PLAY_FORMS = N_(
    "the winner of each of the 12 tricks in order, e ({elder}, elder) or y ({younger}, younger): "
    "eeyyeeeeyeee, or the players' initials where they differ{throw_in}."
)
HAND_FORMS = N_(
    "the twelve cards {who} holds after the exchange, in any order: AS KS QS JS 9S AH … "
    "(T for ten too; piquet help notation)."
)
YES_NO_FORMS = N_("y (yes) or n (no); Enter: {default}.")


# ---------------------------------------------------------------------------
# Answers as typed


def plain_text(text: str) -> str:
    """Lower-case, accents stripped, spaces squeezed: ``Sixième`` → ``sixieme``."""
    decomposed = unicodedata.normalize("NFKD", text)
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower().split())


def read_exchange(text: str, au_cent: bool) -> tuple[int, int]:
    plain = numbers(text).strip()
    if plain.isascii() and plain.isdigit() and len(plain) <= 2:
        elder = int(plain)
        pair = (elder, max(8 - elder, 0))
    else:
        pair = parse_pair(plain, what=N_("cards exchanged"))
    check_exchange(pair, Agreements(younger_may_take_none=au_cent))
    return pair


def point_count(cards: int, text: str) -> int:
    """What a point of ``cards`` cards makes: ``49``, ``forty-nine``, or the whole call again
    as the table says it (``5/49``, ``five making forty-nine``) when it is of these cards."""
    words = NUMBER_WORDS.get(cards, str(cards))
    plain = spoken_point(text).strip()
    said, slash, makes = plain.partition("/")
    if slash and whole(said) is not None:
        if whole(said) != cards:
            raise BadValue(
                _(
                    "{text!r} is a point of {said} cards, and this one is of {words}: write what the {words} cards make, e.g. 49."
                ).format(text=text.strip(), said=said, words=words)
            )
        plain = makes
    if not (plain.isascii() and plain.isdigit() and len(plain) <= 3):
        raise BadValue(
            _(
                "{text!r} is not a count; write what the {words} cards make, e.g. 49 (ace 11, court cards and ten 10)."
            ).format(text=text.strip(), words=words)
        )
    count = int(plain)
    possible = possible_point_counts(cards)
    if count not in possible:
        raise BadValue(
            _(
                "{cards} cards cannot make {count}: a point of {cards} makes {least} to {most} (ace 11, court cards and ten 10)."
            ).format(cards=cards, count=count, least=min(possible), most=max(possible))
        )
    return count


def rank_answer(text: str) -> Rank:
    plain = plain_text(text).replace(" ", "")
    words = {r.word: r for r in Rank} | {"jack": Rank.KNAVE, "major": Rank.ACE, "ace": Rank.ACE}
    if plain in words:
        return words[plain]
    from piquet_cli.cards import parse_rank

    return parse_rank(plain)


def read_calls(kind: Kind, who: str, text: str) -> tuple[Combination, ...]:
    """``who``'s sequences (or quatorzes and trios) as called: ``4``, ``quart``, ``5K``, ``3``, ``trio``,
    ``14A``, several comma-separated, in words too; what one hand cannot hold is refused."""
    if plain_text(text) in NONE_WORDS:
        return ()
    text = spoken_sequence(text) if kind is SEQUENCES else spoken_set(text)
    items = tuple(kind.parse(part)[0] for part in text.split(",") if part.strip())
    kind.check_holding(who, items)
    return items


LETTER = {Answer.GOOD: "g", Answer.NOT_GOOD: "n", Answer.EQUAL: "e"}
"""The letter that answers as said: the default on Enter when the answer is known beforehand."""


def read_answer(text: str, can_equal: bool, declaration: Callable[[str], T], equal_why: str) -> str | T:
    """g / n / e, or the better declaration itself (which says "not good")."""
    plain = plain_text(text)
    local = LOCAL_WORDS.get(active(), {}).get(plain)  # bom, não é bom, igual …
    if plain in GOOD or local is Answer.GOOD:
        return "g"
    if plain in NOT_GOOD or local is Answer.NOT_GOOD:
        return "n"
    if plain in EQUAL or local is Answer.EQUAL:
        if not can_equal:
            raise BadValue(equal_why)
        return "e"
    if not plain:
        raise BadValue(
            _("answer g (good), n (not good) or e (equal).")
            if can_equal
            else _("answer g (good), n (not good).")
        )
    try:
        return declaration(text)
    except BadValue:
        if plain[0].isdigit() or plain.split()[0] in SEQUENCE_WORDS or plain.split()[0] in SET_WORDS:
            raise
    raise BadValue(
        (
            _("{text}: answer g (good), n (not good), e (equal) — or say the better call itself.")
            if can_equal
            else _("{text}: answer g (good), n (not good) — or say the better call itself.")
        ).format(text=repr(text))
    )


def count_or_longer(cards: int, text: str) -> Point:
    """After "equal" to a point of ``cards`` cards: what younger's cards make (49), or
    the point of more cards he then finds he holds (5, 5/48)."""
    plain = text.strip()
    more = whole(plain)
    if "/" in plain or (more is not None and cards < more <= 8 and more < min(possible_point_counts(cards))):
        return parse_point(plain)
    return Point(cards, point_count(cards, plain))


def without_one(known: tuple[Combination, ...], item: Combination) -> tuple[Combination, ...]:
    """The other combinations held besides ``item``: a second tierce major stays."""
    at = known.index(item)
    return known[:at] + known[at + 1 :]


def nothing_better(who: str, many: str) -> tuple[Combination, ...]:
    raise BadValue(_("say what {who} holds that is better, or answer g if it is good.").format(who=who))
