"""Events of a hand in the order they were made, as docs/contract.md writes them ("Bezique and Pinochle").

Bezique declarations and Pinochle melds are scored one trick at a time, so a
hand is written as its events: ``e:rm y:4A e:7+bz``. Each event is who won the
trick and scored (``e:`` elder, ``y:`` younger), then what was scored, the
codes joined by ``+`` when one trick scores more than one thing (a seven of
trumps beside a combination); ``-`` is no event at all. Case-insensitive.

This module knows the shape only. Each game reads its own codes with a
function it passes in (``read_code``), which returns the code's canonical
spelling or raises BadValue naming the codes it accepts.
"""

import re
from collections.abc import Callable

from piquet_cli.cards import Suit
from piquet_cli.errors import BadValue
from piquet_cli.games.names import SEAT_WORDS, side_said
from piquet_cli.games.side import Side
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import SUIT_WORDS, Words

EVENT_FORMS = "who scored (e: elder, y: younger) and what, space-separated, e.g. e:rm y:4A e:7+bz; - for none"

_NONE_WORDS = {"-", "none", "no", "nothing", ""}


@of_its_own_kind
class Event(NamedTuple):
    """What one trick scored for the player who won it: one code, or several joined by ``+``."""

    side: Side
    codes: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.side.letter}:{'+'.join(self.codes)}"


def parse_event(text: str, read_code: Callable[[str], str]) -> Event:
    """One event, ``e:rm`` or ``y:7+bz``; the error names the text and the forms."""
    raw = text.strip()
    who, colon, what = raw.partition(":")
    side = SEAT_WORDS.get(who.strip().lower())
    if not colon or side is None:
        raise BadValue(
            _("{raw!r} is not an event; write {EVENT_FORMS}.").format(raw=raw, EVENT_FORMS=EVENT_FORMS)
        )
    parts = [p.strip() for p in what.split("+")]
    if not all(parts):
        raise BadValue(
            _("{raw!r} names nothing after {who}: or around a +; write {EVENT_FORMS}.").format(
                raw=raw, who=who, EVENT_FORMS=EVENT_FORMS
            )
        )
    codes: list[str] = []
    for part in parts:
        try:
            codes.append(read_code(part))
        except BadValue as error:
            raise BadValue(_("{raw!r}: {error}").format(raw=raw, error=error.message)) from None
    return Event(side, tuple(codes))


def parse_events(text: str, read_code: Callable[[str], str]) -> tuple[Event, ...]:
    """Events separated by spaces or commas, in the order made; ``-`` for none.

    An error names which event (``event 3``) so a long entry is easy to mend.
    """
    if text.strip().lower() in _NONE_WORDS:
        return ()
    tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    events: list[Event] = []
    for number, token in enumerate(tokens, start=1):
        try:
            events.append(parse_event(token, read_code))
        except BadValue as error:
            raise BadValue(
                _("event {number}, {refusal}").format(number=number, refusal=error.message)
                if len(tokens) > 1
                else error.message
            ) from None
    return tuple(events)


ROYAL_MARRIAGE = "rm"


def royal_marriage(event: Event, trumps: Suit | None) -> tuple[Event, str]:
    """One rule for Bezique and Pinochle alike: a marriage named in the trump suit (``mC`` when
    clubs are trumps) *is* the royal marriage, read and kept as ``rm``. The event so read, and
    the words that say so wherever it is applied ("" when nothing was read so)."""
    named = f"m{trumps.value}" if trumps is not None else ""
    if trumps is None or named not in event.codes:
        return event, ""
    read = Event(event.side, tuple(ROYAL_MARRIAGE if code == named else code for code in event.codes))
    return read, Words(
        N_("{trumps} are trumps, so {named} is the royal marriage, kept as {code}"),
        trumps=Words(SUIT_WORDS[trumps]),
        named=named,
        code=ROYAL_MARRIAGE,
    )


def format_events(events: tuple[Event, ...] | list[Event]) -> str:
    """The canonical text of events, as the file keeps them: ``e:rm y:4A``; ``-`` for none."""
    return " ".join(str(e) for e in events) or "-"


class TableWords(NamedTuple):
    """How a game calls what a trick scores at the table: its noun, its verb, an example."""

    noun: str  # "declaration", "meld"
    verb: str  # "declares", "melds"
    example: str  # "e:rm, y:7+bz"


def _named_in_words(
    plain: str, seat: Callable[[str], str | None], read_code: Callable[[str], str]
) -> Event | None:
    """An event whose code is said in words, spaces and all: ``e:casamento real``, ``Ann bezique
    duplo``; None when the text is not one (it is then read word by word)."""
    who, colon, what = plain.partition(":")
    if not colon:
        who, _space, what = plain.partition(" ")
    letter = seat(who.strip())
    if letter is None or len(what.split()) < 2 or ":" in what:
        return None
    try:
        return parse_event(f"{letter}:{' '.join(what.split())}", read_code)
    except BadValue:
        return None


def _not_a_trick(text: str, words: TableWords, elder: str, younger: str) -> str:
    """What a trick's answer that is not one is told: who won it, then what that player did."""
    return _(
        "{text!r} is not a {noun}; write who won the trick, e ({elder}) or y ({younger}), then what that player {verb}: {example} (? lists the codes)."
    ).format(text=text, noun=words.noun, elder=elder, younger=younger, verb=words.verb, example=words.example)


def read_at_table(
    text: str, elder: str, younger: str, read_code: Callable[[str], str], words: TableWords
) -> Event:
    """One event typed at the table, as each trick is won: ``e:rm``, or the player's name for
    the seat (``Ann:rm``, ``ann rm``). Several on one line are asked for one at a time, and "none"
    is explained: only the tricks that score are entered."""

    def seat(who: str) -> str | None:  # a seat's word wins over a name (games.names)
        side = side_said(who, elder, younger)
        return side.letter if side is not None else None

    plain = text.strip()
    if plain.casefold() in _NONE_WORDS - {""}:
        raise BadValue(
            _(
                "only the tricks that score are entered: type the next {noun}, or Enter on an empty line when the stock is out."
            ).format(noun=words.noun)
        )
    named = _named_in_words(plain, seat, read_code)
    if named is not None:
        return named
    said = plain.replace(",", " ").split()
    if len(said) == 2 and ":" not in said[0] + said[1] and seat(said[0]) is not None:
        said = [f"{said[0]}:{said[1]}"]  # who, then what, without the colon
    events: list[str] = []
    for word in said:
        who, colon, what = word.partition(":")
        letter = seat(who)
        if not colon or letter is None or not all(p.strip() for p in what.split("+")):
            raise BadValue(_not_a_trick(word, words, elder, younger))
        events.append(f"{letter}:{what}")
    if not events:  # only commas
        raise BadValue(_not_a_trick(plain, words, elder, younger))
    if len(events) > 1:
        raise BadValue(
            _("one {noun} at a time, as each trick is won: {first}, then {second}.").format(
                noun=words.noun, first=events[0], second=events[1]
            )
        )
    return parse_event(events[0], read_code)
