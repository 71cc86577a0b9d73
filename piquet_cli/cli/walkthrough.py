"""The walkthrough of one deal, question by question, in the order of the table.

Elder calls, younger answers "good", "not good" or "equal" (Laws 46–49): the
keeper asks for a point's count or a sequence's top card only when the answer
needs it, and for the holder's other combinations only when his are good. As
each score is made it is said aloud, as the players count it ("Ann: point 5 —
Ann 5"), worked out by the engine's ``score_deal`` on what has been entered so
far. Then the play (twelve trick winners), the deal's breakdown, the partie
totals after it, and "Save deal N? [Y/n]".

What the walkthrough records follows the table: every call as it was said, the
one that was not good too, and younger's answers to it (``equal, not good``;
docs/file-format.md, "Calls and answers"); younger's better call when he says
"not good", nothing for him when he says "good", and the same call for both on
an equality. A sequence called by its length only, or a trio or quatorze by its
kind only, is recorded just so (``4``, ``3``): the file says only what was said.
Editing a deal asks each call again as it was said, its answers as defaults.

Plain ``input()`` with prompts on stdout; rich only for the tables. ``?`` at any
question shows what it accepts; a wrong answer is explained in one sentence and
asked again. Ctrl-C and end of input propagate: the caller exits 130 and the
partie file is unchanged.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, TypeVar

from piquet_cli.cards import Rank, format_cards
from piquet_cli.cli.console import make_console, markup_safe, prompt, safe
from piquet_cli.cli.escape import shell_words
from piquet_cli.cli.outcome import show_outcome
from piquet_cli.cli.render import notable_rulings, ruling_outcome, ruling_sentence
from piquet_cli.cli.spoken import numbers, spoken_point, spoken_sequence, spoken_set
from piquet_cli.cli.stopping import while_
from piquet_cli.errors import BadValue, FileProblem, RuleError
from piquet_cli.games.piquet.answers import NO_ANSWERS, Answer, Answers
from piquet_cli.games.piquet.combinations import (
    NO_POINT,
    NUMBER_WORDS,
    SET_RANKS,
    Point,
    RankSet,
    Sequence,
    lowest_top,
    point_key,
    possible_point_counts,
)
from piquet_cli.games.piquet.deal import (
    Agreements,
    AnnouncedPlay,
    Calls,
    DealFacts,
    DealScore,
    check_exchange,
    resolve_calls,
    score_deal,
)
from piquet_cli.games.piquet.notation import (
    SEQUENCE_WORDS,
    SET_WORDS,
    TRICK_FORMS,
    format_barred,
    format_point,
    format_sequences,
    format_sets,
    format_tricks,
    parse_pair,
    parse_point,
    parse_sequences,
    parse_sets,
    parse_side,
    parse_trick_numbers,
    parse_tricks,
    rank_mark,
)
from piquet_cli.games.piquet.partie import RuleSet, last_deal_numbers, score_partie
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import PartieFile, save_partie

T = TypeVar("T")
NONE = "-"
"""The answer meaning "nothing": Enter gives it wherever nothing is the default."""

_NONE_WORDS = {"", "-", "none", "no", "nothing", "0"}
_GOOD = {"g", "good"}
_NOT_GOOD = {"n", "ng", "not good", "no", "no good"}
_EQUAL = {"e", "eq", "equal"}

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


def _plain(text: str) -> str:
    """Lower-case, accents stripped, spaces squeezed: ``Sixième`` → ``sixieme``."""
    decomposed = unicodedata.normalize("NFKD", text)
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower().split())


def yes_no(text: str) -> bool:
    """y or n, yes or no."""
    plain = _plain(text)
    if plain in ("y", "yes"):
        return True
    if plain in ("n", "no"):
        return False
    raise BadValue("answer y (yes) or n (no).")


def _exchange(text: str, au_cent: bool) -> tuple[int, int]:
    plain = numbers(text).strip()
    if plain.isascii() and plain.isdigit() and len(plain) <= 2:
        elder = int(plain)
        pair = (elder, max(8 - elder, 0))
    else:
        pair = parse_pair(plain, what="cards exchanged")
    check_exchange(pair, Agreements(younger_may_take_none=au_cent))
    return pair


def _point_count(cards: int, text: str) -> int:
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


def _engine(group: Group, item: Called) -> Sequence | RankSet:
    return Sequence(item.size, item.rank) if group == "sequences" else RankSet(item.size, item.rank)


def _rank_answer(text: str) -> Rank:
    plain = _plain(text).replace(" ", "")
    words = {r.word: r for r in Rank} | {"jack": Rank.KNAVE, "major": Rank.ACE, "ace": Rank.ACE}
    if plain in words:
        return words[plain]
    from piquet_cli.cards import parse_rank

    return parse_rank(plain)


def _called(group: Group, part: str) -> Called:
    """One call in the notation: ``4``, ``quart``, ``5K`` or ``3``, ``trio``, ``14A``."""
    return _from_engine((parse_sequences if group == "sequences" else parse_sets)(part))[0]


def _score(group: Group, item: Called) -> int:
    return _engine(group, item).score


def _describe(group: Group, item: Called) -> str:
    return _engine(group, item).describe()


def _format(group: Group, items: tuple[Called, ...]) -> str:
    return format_sequences(_sequences(items)) if group == "sequences" else format_sets(_sets(items))


def _key(item: Called) -> tuple[int, int]:
    """Longer (or a quatorze) first, then the higher card, an unsaid one lowest."""
    return item.size, int(item.rank) if item.rank is not None else 0


def _best(items: tuple[Called, ...]) -> Called:
    return max(items, key=_key)


def _check_holding(group: Group, who: str, items: tuple[Called, ...]) -> None:
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


def _parse_group(group: Group, who: str, text: str) -> tuple[Called, ...]:
    if _plain(text) in _NONE_WORDS:
        return ()
    text = spoken_sequence(text) if group == "sequences" else spoken_set(text)
    items = tuple(_called(group, part) for part in text.split(",") if part.strip())
    _check_holding(group, who, items)
    return items


def _group_of(group: Group, calls: Calls) -> tuple[Sequence, ...] | tuple[RankSet, ...] | None:
    return calls.sequences if group == "sequences" else calls.sets


def _sequences(items: tuple[Called, ...]) -> tuple[Sequence, ...]:
    """The engine's sequences; a top card not said stays unsaid (Law 48)."""
    return tuple(sorted((Sequence(i.size, i.rank) for i in items), key=lambda s: s.key, reverse=True))


def _sets(items: tuple[Called, ...]) -> tuple[RankSet, ...]:
    """The engine's quatorzes and trios; a rank not said stays unsaid (Law 48)."""
    return tuple(sorted((RankSet(i.size, i.rank) for i in items), key=lambda s: s.key, reverse=True))


def _from_engine(values: tuple[Sequence, ...] | tuple[RankSet, ...]) -> tuple[Called, ...]:
    out: list[Called] = []
    for value in values:
        if isinstance(value, Sequence):
            out.append(Called(value.length, value.top))
        else:
            out.append(Called(value.count, value.rank))
    return tuple(out)


def _answer(text: str, can_equal: bool, declaration: Callable[[str], T], equal_why: str) -> str | T:
    """g / n / e, or the better declaration itself (which says "not good")."""
    plain = _plain(text)
    if plain in _GOOD:
        return "g"
    if plain in _NOT_GOOD:
        return "n"
    if plain in _EQUAL:
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


# ---------------------------------------------------------------------------
# Asking


def _say(text: str) -> None:
    make_console().print(markup_safe(text))


class Asker:
    """Asks until an answer parses: ``?`` shows the forms accepted, a wrong answer
    says why in one sentence. Remembers whether every answer was Enter on a
    default (the walkthrough then keeps what was recorded as it was)."""

    def __init__(self) -> None:
        self.only_defaults = True

    def __call__(self, question: str, parse: Callable[[str], T], forms: str, default: str | None = None) -> T:
        shown = ""
        if default is not None:
            shown = " [none]" if default == NONE else f" [{safe(default)}]"
        while True:
            text = input(prompt(f"{question}{shown}")).strip()
            if text == "?":
                _say(f"  {forms}")
                continue
            took_default = not text and default is not None
            try:
                value = parse(default if took_default and default is not None else text)
            except BadValue as error:
                _say(f"  {error.message}")
                continue
            if not took_default:
                self.only_defaults = False
            return value


@dataclass
class _Entered:
    """What has been entered so far; categories not yet reached are nothing."""

    carte_blanche: tuple[Side, ...] = ()
    exchange: tuple[int, int] | None = None
    point: tuple[Point | None, Point | None] = (NO_POINT, NO_POINT)
    sequences: tuple[tuple[Sequence, ...] | None, tuple[Sequence, ...] | None] = ((), ())
    sets: tuple[tuple[RankSet, ...] | None, tuple[RankSet, ...] | None] = ((), ())
    tricks: tuple[Side, ...] | None = None
    announced: AnnouncedPlay | None = None
    throw_in: Side | None = None
    low_leads: tuple[int, ...] = ()
    answers: Answers = NO_ANSWERS
    barred_from: tuple[tuple[Side, str], ...] = ()  # a bar the answers made (Law 46, Case I)


Said = tuple[Answer, ...]
"""Younger's answers to a call, as said: ``(good,)``, ``(equal, not good)``, or ``()`` for no call."""


class _Walkthrough:
    def __init__(self, current: PartieFile, number: int, prefill: DealFacts | None) -> None:
        self.current = current
        self.number = number
        self.partie = current.partie
        self.editing = number <= len(current.partie.deals)
        self.prefill = prefill if prefill is not None else DealFacts()
        self.elder, self.younger = current.partie.names(number)
        self.who = {Side.ELDER: self.elder, Side.YOUNGER: self.younger}
        self.e, self.y = safe(self.elder), safe(self.younger)
        self.agreements = current.partie.effective_agreements
        self.known = self._known_calls()
        self.entered = _Entered()
        self.called: dict[Group, dict[Side, tuple[Called, ...]]] = {}
        self.ask = Asker()

    # -- prefill ---------------------------------------------------------

    def _known_calls(self) -> dict[Side, Calls]:
        """Each side's calls from the prefill; a side whose hand is given, from his hand.
        Hands that cannot be (or calls they do not hold) are refused at once, naming the flag."""
        known = {side: self.prefill.calls(side) for side in Side}
        if self.prefill.elder_hand is None and self.prefill.younger_hand is None:
            return known
        hands = DealFacts(elder_hand=self.prefill.elder_hand, younger_hand=self.prefill.younger_hand)
        score_deal(hands, (self.elder, self.younger), self.agreements)
        declared, _ = resolve_calls(self.prefill, self.who)
        for side in Side:
            if self.prefill.hand(side) is not None:
                known[side] = declared[side]
        return known

    def facts(self) -> DealFacts:
        got = self.entered
        return DealFacts(
            carte_blanche=got.carte_blanche,
            exchange=got.exchange,
            elder=Calls(got.point[0], got.sequences[0], got.sets[0]),
            younger=Calls(got.point[1], got.sequences[1], got.sets[1]),
            elder_hand=self.prefill.elder_hand,
            younger_hand=self.prefill.younger_hand,
            tricks=got.tricks,
            announced=got.announced,
            low_leads=got.low_leads,
            throw_in=got.throw_in,
            barred=self.prefill.barred,
            answers=got.answers,
            barred_from=tuple(dict.fromkeys(self.prefill.barred_from + got.barred_from)),
        )

    def score(self) -> DealScore:
        return score_deal(self.facts(), (self.elder, self.younger), self.agreements)

    # -- the deal, in the order of the table ---------------------------------

    def walk(self) -> DealFacts:
        self._header()
        if self.prefill.is_quick:
            quick = self._quick_totals()
            if quick is not None:
                return settle_game(self.current, self.number, quick, self.ask, self.prefill)
            self.prefill = DealFacts()
            self.known = self._known_calls()
        score = self._step("carte blanche", self._carte_blanche, None)
        self.entered.exchange = self._exchange()
        score = self._step("point", self._point, score)
        score = self._step("sequences", lambda: self._group("sequences"), score)
        score = self._step("sets", lambda: self._group("sets"), score)
        self._running(score)
        score = self._step("play", self._play, score)
        self._running(score)
        return settle_game(self.current, self.number, self.facts(), self.ask, self.prefill)

    def _header(self) -> None:
        rules = self.partie.rules
        base = {RuleSet.RUBICON: 6, RuleSet.FOUR_DEAL: 4}.get(rules)
        of = f" of {base}" if base and self.number <= base else ""
        double = " (counts double)" if self.partie.multiplier(self.number) == 2 else ""
        verb = "Correcting deal" if self.editing else "Deal"
        _say(
            f"{verb} {self.number}{of}{double}: {self.younger} deals; "
            f"{self.elder} is elder, {self.younger} younger."
        )
        if self.number == 1 and not self.editing:
            _say(
                "Answer as at the table. Enter takes what is in [brackets]; ? shows what a question accepts."
            )
        if self.prefill.barred is not None:
            bar = score_deal(DealFacts(barred=self.prefill.barred), (self.elder, self.younger))
            for ruling in notable_rulings(bar):
                if ruling.category == "barred":
                    _say(ruling_sentence(ruling))
        self._say_category_bars()

    def _say_category_bars(self) -> None:
        for side, category in self.prefill.barred_from:
            what = {"point": "point", "sequences": "sequences", "sets": "quatorzes and trios"}[category]
            _say(f"{self.who[side]} is barred from reckoning his {what} this deal, but it still bars.")

    def _step(self, category: str, ask: Callable[[], None], before: DealScore | None) -> DealScore:
        """Ask one category, score what is entered so far, say what it scored.
        If the laws refuse it, say why and ask the category again."""
        while True:
            saved = replace(self.entered)
            ask()
            try:
                after = self.score()
            except (BadValue, RuleError) as error:
                _say(f"  {error.message}")
                self.entered = saved
                continue
            self._count_aloud(category, before, after)
            return after

    # -- carte blanche and the exchange ---------------------------------------

    def _carte_blanche(self) -> None:
        default = self.prefill.carte_blanche[0].letter if self.prefill.carte_blanche else "n"

        def parse(text: str) -> tuple[Side, ...]:
            plain = _plain(text)
            if plain in _NONE_WORDS | {"n", "neither"}:
                return ()
            for side, name in self.who.items():
                if plain == _plain(name):
                    return (side,)
            try:
                return (parse_side(plain),)
            except BadValue:
                raise BadValue(f"{text!r}: answer e ({self.e}), y ({self.y}) or n (neither).") from None

        self.entered.carte_blanche = self.ask(
            "Carte blanche? e, y or n", parse, CB_FORMS.format(elder=self.e, younger=self.y), default
        )

    def _exchange(self) -> tuple[int, int] | None:
        au_cent = self.partie.rules is RuleSet.AU_CENT
        if self.prefill.exchange is not None:
            default = f"{self.prefill.exchange[0]},{self.prefill.exchange[1]}"
        else:
            default = NONE if self.editing else "5,3"

        def parse(text: str) -> tuple[int, int] | None:
            if self.editing and _plain(text) in ("-", "none"):
                return None
            return _exchange(text, au_cent)

        forms = EXCHANGE_FORMS.format(au_cent="; au cent younger may take none (5,0)" if au_cent else "")
        return self.ask("Exchange, elder first?", parse, forms, default)

    # -- the point (Laws 46, 62) ----------------------------------------------

    def _point(self) -> None:
        self.ask.only_defaults = True
        self.entered.barred_from = ()
        pe, py = self.known[Side.ELDER].point, self.known[Side.YOUNGER].point
        mine, theirs, answer = self._point_dialogue(pe, py)
        if self.ask.only_defaults and pe is not None and py is not None:
            self.entered.point = (self.prefill.elder.point, self.prefill.younger.point)
            answer = self.prefill.answers.point
        else:
            self.entered.point = (mine, theirs)
        self.entered.answers = replace(self.entered.answers, point=answer)

    def _point_dialogue(self, pe: Point | None, py: Point | None) -> tuple[Point, Point, Said]:
        """Elder's call and younger's answers, as said: each call is kept, the one not good too."""
        e, y = self.e, self.y
        in_two = len(self.prefill.answers.point) == 2 and pe is not None and pe.count is not None
        call = self.ask(
            f"{e}'s point?",
            lambda t: parse_point(spoken_point(t)),
            POINT_CALL_FORMS.format(who=e),
            (str(pe.cards) if in_two else format_point(pe)) if pe is not None else NONE,
        )
        if not call.cards:
            mine = self.ask(
                f"{y}'s point?",
                lambda t: parse_point(spoken_point(t)),
                POINT_CALL_FORMS.format(who=y),
                format_point(py) if py is not None else NONE,
            )
            return NO_POINT, self._count_if_agreed(y, mine), ()
        if in_two and pe is not None and call == Point(pe.cards):
            default: str | None = "e"
        else:
            default = _point_answer(pe, py) if pe == call else None
            if default == "n" and py is not None:
                default = format_point(py)  # what younger said, which is "not good"
        forms = ANSWER_FORMS.format(
            elder=e,
            younger=y,
            what="point",
            example="6 or 5/50",
            equal="; e: equal — as many cards (the counts are compared next)"
            if call.count is None
            else "; e: equal — the same count, nobody scores",
        )
        while True:
            answer = self.ask(
                f"{y}: good, not good or equal? g, n or e",
                lambda t: _answer(t, True, lambda s: parse_point(spoken_point(s)), ""),
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
                else self.ask(
                    f"{y}'s point?",
                    lambda t: parse_point(spoken_point(t)),
                    POINT_CALL_FORMS.format(who=y),
                    format_point(py) if py is not None else None,
                )
            )
            if theirs.cards == call.cards and theirs.count is None and call.count is not None:
                words = NUMBER_WORDS.get(call.cards, str(call.cards))
                theirs = Point(
                    call.cards,
                    self.ask(
                        f"{y}'s point of {words} makes?",
                        lambda t: _point_count(call.cards, t),
                        f"what {y}'s {words} cards make.",
                        str(py.count) if py is not None and py.cards == call.cards and py.count else None,
                    ),
                )
            if theirs.cards == call.cards and call.count is None:
                # "Not good" with as many cards: at the table that is "equal", and the counts decide.
                words = NUMBER_WORDS.get(call.cards, str(call.cards))
                _say(f"  {y}'s {words} cards are as many as {e}'s: that is equal, and the counts decide.")
                return self._equal_point(call, pe, py, theirs.count)
            why = _not_better_point(theirs, call, e, y)
            if why:
                _say(f"  {why}")
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
        count = self.ask(
            f"{e}'s point of {words} makes?",
            lambda t: _point_count(cards, t),
            f"what {e}'s {words} cards make: ace 11, king, queen, knave and ten 10, others their pips.",
            count_default,
        )
        call = Point(cards, count)
        if their_count is not None:
            theirs = Point(cards, their_count)
            if their_count == count:
                _say(f"  Both make {count}: equal, nobody scores the point.")
                return call, call, (Answer.EQUAL, Answer.EQUAL)
            if their_count > count:
                return call, theirs, (Answer.EQUAL, Answer.NOT_GOOD)
            _say(f"  {e}'s {count} is better than {y}'s {their_count}: {e}'s point is good.")
            return call, NO_POINT, (Answer.EQUAL, Answer.GOOD)
        default = _point_answer(pe, py) if pe == call else None
        if default == "n" and py is not None and py.count is not None:
            default = str(py.count)  # what younger said his make, which is "not good"
        forms = ANSWER_FORMS.format(
            elder=e,
            younger=y,
            what=call.describe().removeprefix("point of "),
            example=f"{count + 1}",
            equal=f"; e: equal — {y}'s {words} make {count} too, nobody scores the point",
        )
        while True:
            answer = self.ask(
                f"{y}: good, not good or equal? g, n or e",
                lambda t: _answer(t, True, lambda s: _count_or_longer(cards, s), ""),
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
                    self.ask(
                        f"{y}'s point of {words} makes?",
                        lambda t: _point_count(cards, t),
                        f"what {y}'s {words} cards make.",
                        their_default,
                    ),
                )
            if theirs.cards > cards:
                barred = self._barred_longer_point(call, theirs)
                if barred is None:
                    continue
                return (*barred, (Answer.EQUAL, Answer.NOT_GOOD))
            why = _not_better_point(theirs, call, e, y)
            if why:
                _say(f"  {why}")
                continue
            return call, theirs, (Answer.EQUAL, Answer.NOT_GOOD)

    def _barred_longer_point(self, call: Point, theirs: Point) -> tuple[Point, Point] | None:
        """Younger said "equal" to so many cards, then holds more: his answer bars him
        from counting them, though they still save a pique or repique (Law 46, Case I)."""
        e, y = self.e, self.y
        _say(
            f"  {y} answered equal to {e}'s {NUMBER_WORDS[call.cards]} cards: that bars him from counting "
            f"a point of {NUMBER_WORDS[theirs.cards]}, which still saves a pique or repique (Law 46, Case I)."
        )
        if not self.ask(
            f"Bar {y} from reckoning his point? [Y/n]",
            lambda t: True if not t.strip() else yes_no(t),
            YES_NO_FORMS.format(default="yes"),
        ):
            return None
        self.entered.barred_from = ((Side.YOUNGER, "point"),)
        return call, theirs

    def _count_if_agreed(self, who: str, point: Point) -> Point:
        """Au cent, by agreement a point ending in four counts one less: its count is needed."""
        if not (self.agreements.point_ending_in_four and point.cards and point.count is None):
            return point
        count = self.ask(
            f"By your agreement a point ending in four counts one less: what does {who}'s point make?",
            lambda t: _point_count(point.cards, t),
            f"what {who}'s point makes, e.g. 44.",
        )
        return Point(point.cards, count)

    # -- sequences (Laws 48, 63), quatorzes and trios (Laws 48, 64) -------------

    def _group(self, group: Group) -> None:
        self.ask.only_defaults = True
        known = {side: _group_of(group, self.known[side]) for side in Side}
        pe, py = (_from_engine(v) if v is not None else None for v in known.values())
        mine, theirs, answer = self._group_dialogue(group, pe, py)
        if self.ask.only_defaults and pe is not None and py is not None:
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
                else (_sequences(mine), _sequences(theirs))
            )
        else:
            self.entered.sets = (
                (self.prefill.elder.sets, self.prefill.younger.sets) if kept else (_sets(mine), _sets(theirs))
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
            first = _format(group, (Called(_best(pe).size),))
        else:
            first = _format(group, pe) if pe is not None else NONE
        calls = self.ask(
            f"{e}'s {one}?",
            lambda t: _parse_group(group, e, t),
            call_forms.format(who=e),
            first,
        )
        if not calls:
            theirs = self.ask(
                f"{y}'s {many}?",
                lambda t: _parse_group(group, y, t),
                call_forms.format(who=y),
                _format(group, py) if py is not None else NONE,
            )
            return (), self._with_others(group, y, theirs, py), ()
        call = _best(calls)
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
        if in_two and pe is not None and call == Called(_best(pe).size):
            default: str | None = "e"
        else:
            default = _group_answer(pe, py) if pe and _best(pe) == call else None
            if default == "n" and py:
                default = _format(group, py)  # what younger said, which is "not good"

        def answer_of(text: str) -> str | tuple[Called, ...]:
            return _answer(
                text,
                can_equal,
                lambda s: _parse_group(group, y, s),
                "quatorzes and trios are never equal: there are only four cards of each rank. Answer g or n.",
            )

        while True:
            answer = self.ask(question, answer_of, forms, default)
            if answer == "g":
                return self._with_others(group, e, calls, pe), (), (Answer.GOOD,)
            if answer == "e" and call.rank is not None:
                return calls, (call,), (Answer.EQUAL,)
            if answer == "e":
                return self._same_size(group, call, calls, pe, py)
            theirs = (
                answer
                if isinstance(answer, tuple)
                else self.ask(
                    f"{y}'s {many}?",
                    lambda t: _parse_group(group, y, t) or _nothing(y, many),
                    call_forms.format(who=y),
                    _format(group, py) if py else None,
                )
            )
            best = _best(theirs)
            if best.size == call.size and call.rank is None:
                # "Not good" with as long a sequence (or the same kind): at the table that is
                # "equal", and the top cards (or the ranks) decide.
                _say(
                    f"  {y}'s {_describe(group, Called(best.size))} is "
                    + ("as long as" if group == "sequences" else "the same kind as")
                    + f" {e}'s: that is equal, and the "
                    + ("top cards" if group == "sequences" else "ranks")
                    + " decide."
                )
                return self._same_size(group, call, calls, pe, py, best.rank)
            why = _not_better_group(group, best, call, e, y)
            if why:
                _say(f"  {why}")
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
        name = _describe(group, call)
        what = "to what card" if group == "sequences" else "of what rank"

        def rank_of(text: str) -> Rank:
            rank = _rank_answer(text)
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
        rank = self.ask(
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
                    _say("  Two quatorzes or trios of one rank cannot be: say again.")
                    return self._group_dialogue(group, pe, py)
                _say(f"  Both are {_describe(group, mine)}: equal, nobody scores sequences.")
                return calls, (mine,), (Answer.EQUAL, Answer.EQUAL)
            if their_rank > rank:
                return calls, self._with_others(group, y, (theirs,), py), (Answer.EQUAL, Answer.NOT_GOOD)
            _say(f"  {e}'s {_describe(group, mine)} is better than {y}'s: {e}'s is good.")
            return self._with_others(group, e, calls, pe), (), (Answer.EQUAL, Answer.GOOD)
        question = (
            f"{y}: good, not good or equal? g, n or e" if can_equal else f"{y}: good or not good? g or n"
        )
        forms = ANSWER_FORMS.format(
            elder=e,
            younger=y,
            what=_describe(group, mine),
            example="K" if can_equal else "Q",
            equal=f"; e: equal — {y}'s is {_describe(group, mine)} too, nobody scores" if can_equal else "",
        )
        while True:
            default = _group_answer(pe, py) if pe and _best(pe) == mine else None
            their_best = _best(py) if py else None
            if default == "n" and their_best is not None and their_best.rank is not None:
                default = rank_mark(their_best.rank)  # what younger said, which is "not good"
            answer = self.ask(
                question,
                lambda t: _answer(
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
                    self.ask(
                        f"{y}'s {_describe(group, Called(call.size))}: {what}?",
                        rank_of,
                        forms.replace("a card", f"{y}'s"),
                        rank_mark(their[0].rank) if their and their[0].rank else None,
                    ),
                )
            why = _not_better_group(group, theirs, mine, e, y)
            if why:
                _say(f"  {why}")
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
            rest = _without_one(known, items[0])
        example = "3J or 4K,3J" if group == "sequences" else "3K or 3K,3J"

        def parse(text: str) -> tuple[Called, ...]:
            others = _parse_group(group, who, text)
            _check_holding(group, who, items + others)
            return others

        return items + self.ask(
            f"{who}'s other {many}?",
            parse,
            OTHERS_FORMS.format(who=who, many=many, example=example),
            _format(group, rest),
        )

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
        forms = PLAY_FORMS.format(
            elder=self.e,
            younger=self.y,
            throw_in=", or t if a hand was thrown in before play (last deal)" if can_throw else "",
        )
        question = "Tricks, e or y each? (p: play points" + (", t: thrown in)" if can_throw else ")")

        def parse(text: str) -> tuple[Side, ...] | str:
            plain = _plain(text)
            if plain in ("p", "t"):
                if plain == "t" and not can_throw:
                    raise BadValue("a hand may be thrown in only in the last deal of the partie.")
                return plain
            if not plain:
                raise BadValue(f"write {TRICK_FORMS}.")
            return parse_tricks(text)

        while True:
            self.entered.tricks = self.entered.announced = self.entered.throw_in = None
            self.entered.low_leads = ()
            how = self.ask(question, parse, forms, default)
            if how == "t":
                who = self.ask(
                    "Who threw in his hand? e or y",
                    parse_side,
                    "e: elder, y: younger.",
                    pre.throw_in.letter if pre.throw_in else None,
                )
                self.entered.throw_in = who
                return
            if how == "p":
                if self._announced():
                    return
                continue
            assert isinstance(how, tuple)
            self.entered.tricks = how
            if self.agreements.low_cards_lead_nothing:
                self.entered.low_leads = self.ask(
                    "Tricks led with a 9, 8 or 7? (their numbers)",
                    lambda t: parse_trick_numbers(numbers(t)),
                    "the numbers of the tricks (1 to 12) led with a nine, eight or seven, e.g. 3,7; "
                    "Enter: none.",
                    ",".join(map(str, pre.low_leads)) if pre.low_leads else NONE,
                )
            return

    def _announced(self) -> bool:
        """Play points and tricks won as announced; pique asked only when the laws leave it open."""
        pre = self.prefill.announced
        play = self.ask(
            "Play points, elder first?",
            lambda t: parse_pair(numbers(t), what="play points", example="9,6"),
            "the play points each counted, elder first, e.g. 9,6.",
            f"{pre.play[0]},{pre.play[1]}" if pre else None,
        )

        def won_pair(text: str) -> tuple[int, int]:
            won = parse_pair(numbers(text), what="tricks won", example="7,5")
            if sum(won) != 12:
                raise BadValue(f"tricks won add to 12, not {won[0]} + {won[1]}.")
            return won

        won = self.ask(
            "Tricks won, elder first?",
            won_pair,
            "the tricks each won, elder first, e.g. 7,5.",
            f"{pre.won[0]},{pre.won[1]}" if pre else None,
        )
        self.entered.announced = AnnouncedPlay(play, won, False)
        try:
            without = self.score()
        except (BadValue, RuleError) as error:
            _say(f"  {error.message}")
            return False
        if without.elder.pique or self.facts().barred is Side.ELDER:
            return True
        try:
            self.entered.announced = AnnouncedPlay(play, won, True)
            self.score()
        except RuleError:
            self.entered.announced = AnnouncedPlay(play, won, False)
            return True
        pique = self.ask(
            f"Did {self.e} reach 30 in hand and play before {self.y} scored anything (pique)? y or n",
            yes_no,
            YES_NO_FORMS.format(default="no"),
            "y" if pre and pre.pique else "n",
        )
        self.entered.announced = AnnouncedPlay(play, won, pique)
        return True

    # -- totals only ----------------------------------------------------------------

    def _quick_totals(self) -> DealFacts | None:
        totals = self.prefill.totals
        assert totals is not None

        def parse(text: str) -> tuple[int, int] | None:
            if _plain(text) == "w":
                return None
            return parse_pair(numbers(text), what="totals", example="28,23")

        pair = self.ask(
            f"Deal {self.number} was entered as its totals only. Totals, elder first? (w: walk through it)",
            parse,
            "the two totals of the deal, elder first, e.g. 28,23; or w to enter the deal "
            "question by question.",
            f"{totals[0]},{totals[1]}",
        )
        return DealFacts(totals=pair, barred=None) if pair is not None else None

    # -- saying the scores aloud ------------------------------------------------

    def _count_aloud(self, category: str, before: DealScore | None, after: DealScore) -> None:
        """Each score as the players count it: "Ann: point 5 — Ann 5"."""
        said = False
        for side in Side:
            parts = []
            for name in _ALOUD[category]:
                gain = (getattr(after.of(side), name) or 0) - (
                    (getattr(before.of(side), name) or 0) if before else 0
                )
                if gain:
                    parts.append(self._words(name, side, gain))
            if parts:
                who = self.who[side]
                _say(f"{who}: {', '.join(parts)} — {who} {after.of(side).total}")
                said = True
        if not said and category in ("point", "sequences", "sets"):
            reasons = [r.reason for r in after.rulings if r.category == category]
            if reasons:
                _say(reasons[-1])
        # Repique, pique and capot, made or missed, in the sentences every path uses (the bar is
        # said once, with the deal's heading).
        known = {ruling_outcome(r) for r in notable_rulings(before)} if before else set()
        for ruling in notable_rulings(after):
            if ruling.category != "barred" and ruling_outcome(ruling) not in known:
                _say(ruling_sentence(ruling))

    def _words(self, category: str, side: Side, gain: int) -> str:
        if category in ("sequences", "sets"):
            group: Group = "sequences" if category == "sequences" else "sets"
            called = self.called.get(group, {}).get(side, ())
            if called and sum(_score(group, c) for c in called) == gain:
                return ", ".join(f"{_describe(group, c)} {_score(group, c)}" for c in called)
            return f"{_CATEGORY_WORDS[category]} {gain}"
        if category == "cards" and gain == 40:
            return "capot 40"
        return f"{_CATEGORY_WORDS[category]} {gain}"

    def _running(self, score: DealScore) -> None:
        _say(f"{self.elder} {score.elder.total}, {self.younger} {score.younger.total}.")


_ALOUD = {
    "carte blanche": ("carte_blanche", "repique"),
    "point": ("point", "repique"),
    "sequences": ("sequences", "repique"),
    "sets": ("sets", "repique"),
    "play": ("play", "pique", "cards"),
}
_CATEGORY_WORDS = {
    "carte_blanche": "carte blanche",
    "point": "point",
    "sequences": "sequences",
    "sets": "quatorzes and trios",
    "repique": "repique",
    "pique": "pique",
    "play": "play",
    "cards": "the cards",
}


def settle_game(
    current: PartieFile, number: int, facts: DealFacts, ask: Asker, prefill: DealFacts | None = None
) -> DealFacts:
    """Au cent, when the order of the deal's points is not known (totals only): ask who
    reached 100 first, and whether the game was double — only what the totals leave open."""
    if current.partie.rules is not RuleSet.AU_CENT:
        return facts
    elder, younger = (safe(name) for name in current.partie.names(number))
    first, double = (prefill.first_to_100, prefill.double_game) if prefill else (None, None)
    while True:
        deals = list(current.partie.deals[: number - 1]) + [facts]
        try:
            score_partie(replace(current.partie, deals=tuple(deals)))
            return facts
        except BadValue as error:
            if error.deal != number or error.field not in ("first_to_100", "double_game"):
                return facts  # refused later, with the rest of the deal
            _say(f"  {error.message}")
            if error.field == "first_to_100":
                side = ask(
                    "Who reached 100 first? e or y",
                    lambda t: _side_named(t, elder, younger),
                    f"e: {elder} (elder), y: {younger} (younger) — the first to reach 100 in this deal wins the game.",
                    first.letter if first else None,
                )
                facts = replace(facts, first_to_100=side, double_game=None)
            else:
                said = ask(
                    "A double game (the other under 50 when 100 was reached)? y or n",
                    yes_no,
                    "y: the loser had under 50 when the winner reached 100 — a double game; n: 50 or more.",
                    ("y" if double else "n") if double is not None else None,
                )
                facts = replace(facts, double_game=said)


def _side_named(text: str, elder: str, younger: str) -> Side:
    """e or y, elder or younger, or a player's name."""
    plain = _plain(text)
    for side, name in ((Side.ELDER, elder), (Side.YOUNGER, younger)):
        if plain == _plain(name):
            return side
    try:
        return parse_side(plain)
    except BadValue:
        raise BadValue(f"{text!r}: answer e ({elder}) or y ({younger}).") from None


def _count_or_longer(cards: int, text: str) -> Point:
    """After "equal" to a point of ``cards`` cards: what younger's cards make (49), or
    the point of more cards he then finds he holds (5, 5/48)."""
    plain = text.strip()
    if "/" in plain or (
        plain.isdigit() and cards < int(plain) <= 8 and int(plain) < min(possible_point_counts(cards))
    ):
        return parse_point(plain)
    return Point(cards, _point_count(cards, plain))


def _without_one(known: tuple[Called, ...], item: Called) -> tuple[Called, ...]:
    """The other combinations held besides ``item``: a second tierce major stays."""
    at = known.index(item)
    return known[:at] + known[at + 1 :]


def _nothing(who: str, many: str) -> tuple[Called, ...]:
    raise BadValue(f"say what {who} holds that is better, or answer g if it is good.")


def _point_answer(pe: Point | None, py: Point | None) -> str | None:
    """The answer the prefill implies, as the default on Enter."""
    if pe is None or py is None or not pe.cards:
        return None
    if not py.cards or point_key(pe) > point_key(py):
        return "g"
    return "e" if point_key(pe) == point_key(py) else "n"


def _group_answer(pe: tuple[Called, ...] | None, py: tuple[Called, ...] | None) -> str | None:
    if not pe or py is None:
        return None
    if not py:
        return "g"
    mine, theirs = _key(_best(pe)), _key(_best(py))
    if mine == theirs:
        return "e"
    return "g" if mine > theirs else "n"


def _not_better_point(theirs: Point, call: Point, e: str, y: str) -> str | None:
    """Why younger's point does not beat elder's call, or None if it does."""
    if theirs.cards > call.cards:
        return None
    if not theirs.cards:
        return f"say {y}'s better point, or answer g if {e}'s is good."
    if theirs.cards < call.cards:
        return _not_better(theirs.describe(), call.describe(), e, y)
    if call.count is None or theirs.count is None:
        return (
            f"both points have {NUMBER_WORDS[call.cards]} cards: answer e (equal), "
            "and the counts are compared."
        )
    if theirs.count == call.count:
        return f"both points make {call.count}: answer e (equal)."
    if theirs.count < call.count:
        return _not_better(theirs.describe(), call.describe(), e, y)
    return None


def _not_better(theirs: str, mine: str, e: str, y: str) -> str:
    return f"{y}'s {theirs} is not better than {e}'s {mine}; answer g if {e}'s is good."


def _not_better_group(group: Group, theirs: Called, call: Called, e: str, y: str) -> str | None:
    if theirs.size > call.size:
        return None
    mine_words, their_words = _describe(group, call), _describe(group, theirs)
    if theirs.size < call.size:
        return _not_better(their_words, mine_words, e, y)
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
        return _not_better(their_words, mine_words, e, y)
    return None


# ---------------------------------------------------------------------------
# The deal as a whole


def ask_deal(
    current: PartieFile, number: int, prefill: DealFacts | None, note: str | None, confirm: bool = True
) -> tuple[DealFacts, str | None] | None:
    """Walk through deal ``number`` of ``current`` at the table; the facts and
    note to save, or None if the players decline to save it.

    ``prefill`` (from ``piquet deal`` flags or ``edit N``) gives each question
    its default on Enter.
    """
    editing = number <= len(current.partie.deals)
    lost = (
        f"the correction was not saved: deal {number} is as it was."
        if editing
        else "the deal being entered was not saved (deals already saved are kept). "
        "Run 'piquet play' (or 'piquet deal') to resume."
    )
    with while_(lost):
        while True:
            walk = _Walkthrough(current, number, prefill)
            facts = walk.walk()
            question = f"Save the correction to deal {number}?" if editing else f"Save deal {number}?"
            if show_outcome(current, number, facts) and (not confirm or _yes(walk, question)):
                return facts, note
            prefill = facts
            if not _yes(walk, f"Go through deal {number} again (Enter keeps each answer)?"):
                return None


def _yes(walk: _Walkthrough, question: str) -> bool:
    """A yes/no question whose answer on Enter is yes."""
    return walk.ask(
        f"{question} [Y/n]",
        lambda t: True if not t.strip() else yes_no(t),
        YES_NO_FORMS.format(default="yes"),
    )


def save_next_deal(current: PartieFile, facts: DealFacts, note: str | None) -> PartieFile:
    """Save ``facts`` as the next deal of ``current``. If the save is refused (the
    file changed on disk since it was read, or cannot be written), print the
    ``piquet deal`` command that records the deal as typed, then let the
    refusal go on to the caller."""
    try:
        return save_partie(
            current,
            replace(current.partie, deals=current.partie.deals + (facts,)),
            current.notes + [note],
            what=f"deal {current.state.next_number}",
        )
    except FileProblem:
        console = make_console()
        console.print("To record this deal as typed, once the file is right, run:")
        console.print(markup_safe(deal_command(current.path, facts, note)), soft_wrap=True)
        raise


def deal_command(path: Path, facts: DealFacts, note: str | None) -> str:
    """The ``piquet deal`` command line that records ``facts`` as the next deal,
    shell-quoted: what to run when a save was refused, so nothing typed is lost."""
    words = ["piquet", "deal", "--file", str(path)]

    def flag(name: str, value: str | None) -> None:
        if value is not None:
            words.extend([name, value])

    if facts.totals is not None:
        flag("--totals", f"{facts.totals[0]},{facts.totals[1]}")
    else:
        if facts.carte_blanche:
            flag("--carte-blanche", facts.carte_blanche[0].value if len(facts.carte_blanche) == 1 else "both")
        if facts.exchange is not None:
            flag("--exchange", f"{facts.exchange[0]},{facts.exchange[1]}")
        for side in Side:
            calls, hand = facts.calls(side), facts.hand(side)
            if hand is not None:
                flag(f"--{side.value}-hand", format_cards(hand))
            flag(f"--{side.value}-point", format_point(calls.point) if calls.point is not None else None)
            flag(
                f"--{side.value}-seq",
                format_sequences(calls.sequences) if calls.sequences is not None else None,
            )
            flag(f"--{side.value}-sets", format_sets(calls.sets) if calls.sets is not None else None)
        if facts.tricks is not None:
            flag("--tricks", format_tricks(facts.tricks))
        if facts.announced is not None:
            flag("--play", f"{facts.announced.play[0]},{facts.announced.play[1]}")
            flag("--won", f"{facts.announced.won[0]},{facts.announced.won[1]}")
            if facts.announced.pique:
                words.append("--pique")
        if facts.low_leads:
            flag("--low-leads", ",".join(map(str, facts.low_leads)))
        if facts.throw_in is not None:
            flag("--throw-in", facts.throw_in.value)
        if facts.barred is not None or facts.barred_from:
            flag("--barred", format_barred(facts.barred, facts.barred_from))
    if facts.first_to_100 is not None:
        flag("--first-to-100", facts.first_to_100.value)
    if facts.double_game is not None:
        flag("--double-game", "yes" if facts.double_game else "no")
    if note:
        flag("--note", note)
    return shell_words(words)
