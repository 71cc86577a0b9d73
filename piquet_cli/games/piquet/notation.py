"""Reading and writing the piquet notation of docs/contract.md ("Notation").

Point ``5`` or ``5/48`` (``-`` for none); sequences ``5K,3J`` or ``quint K``,
``quart major``; sets ``14A,3K``, ``4A``, ``quatorze A, trio K``; ten is ``10``
or ``T`` (``3T``/``310`` three tens, ``4T``/``410`` a quart to the ten); trick
winners ``eeyyeeeeyeee``; pairs elder first ``5,3``. Every error names the text
and the forms accepted. The canonical forms written to files are those that
``format_*`` return, and they read back to the same values.
"""

from __future__ import annotations

import re
import unicodedata

from piquet_cli.cards import RANK_FORMS, Rank, local_rank, parse_rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import (
    NO_POINT,
    SEQUENCE_NAMES,
    SET_RANKS,
    Point,
    RankSet,
    Sequence,
    lowest_top,
    possible_point_counts,
    rank_plural,
    rank_word,
)
from piquet_cli.games.piquet.combinations import SEQUENCE_WORDS as SEQUENCE_WORDS_SAID
from piquet_cli.games.piquet.pairs import shortened
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _, at_table

POINT_FORMS = N_("a number of cards (5), cards/count (5/48), or - for none")
SEQUENCE_FORMS = N_(
    "length and top card (5{K}, 3{J}, 4T), several separated by commas or spaces, a name and top card "
    "(quint {K}, quart major, tierce minor), the length alone when the top was not said (4, quart), or - for none"
)
SET_FORMS = N_(
    "count and rank (14A or 4A, 3{K}, 3T), several separated by commas or spaces, quatorze A, trio {K}, "
    "the count alone when the rank was not said (3, trio), or - for none"
)
TRICK_FORMS = N_(
    "the winners of the 12 tricks in order, e (elder) or y (younger) each, e.g. eeyyeeeeyeee "
    "(or the players' initials where they differ)"
)
SIDE_FORMS = N_("elder or younger (e or y)")
_WHAT = {"sequence": N_("sequence"), "set": N_("set")}


def forms(template: str) -> str:
    """What may be written, in the language spoken, with the king and knave as they are typed:
    ``5K, 3J`` in a file, ``5R, 3V`` at a Portuguese table."""
    king, knave = (local_rank(Rank.KING), local_rank(Rank.KNAVE)) if at_table() else ("K", "J")
    return _(template).format(K=king, J=knave)


_NONE_WORDS = {"-", "none", "no", "nothing", "0", ""}


def _plain(text: str) -> str:
    """Lower-case, accents stripped, spaces squeezed: ``Sixième`` → ``sixieme``."""
    if text.isascii():  # as the file keeps every value: nothing to decompose, no accent to strip
        return " ".join(text.lower().split())
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.lower().split())


def _parts(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]


def _calls(text: str, kinds: dict[str, int]) -> list[str]:
    """The calls of a sequences or sets value, separated by commas or by spaces, as cards are:
    ``5J 3K`` is ``5J,3K``. A call starts at a number or a kind's name (``quint``, ``trio``);
    the words after it are its own (``quint to the king``, ``4 K``), and so is a rank in figures
    after a number or a name alone (``3 10`` three tens, ``quart 9``); ``5 4`` is two calls."""
    calls: list[list[str]] = []
    for part in _parts(text):
        group: list[str] = []
        for word in part.split():
            plain = _plain(word)
            starts = plain[:1].isdigit() or plain in kinds
            head = _plain(group[0]) if len(group) == 1 else ""
            its_rank = (head in kinds or head.isdigit()) and plain in ("7", "8", "9", "10")
            if group and starts and not its_rank:
                calls.append(group)
                group = []
            group.append(word)
        calls.append(group)
    return [" ".join(group) for group in calls if group]


def parse_side(text: str) -> Side:
    plain = _plain(text)
    for side in Side:
        if plain in (side.value, side.letter):
            return side
    raise BadValue(
        _("{text!r} is not a seat at the table; say {SIDE_FORMS}.").format(
            text=text, SIDE_FORMS=_(SIDE_FORMS)
        )
    )


BARRED_FORMS = N_(
    "a player, elder or younger (e or y), who reckons nothing this deal; or a player and one "
    "category that player may not reckon: younger:point, elder:sequences, y:sets; several comma-separated"
)
_BAR_CATEGORIES = {
    "point": "point",
    "pt": "point",
    "sequences": "sequences",
    "sequence": "sequences",
    "seq": "sequences",
    "seqs": "sequences",
    "sets": "sets",
    "set": "sets",
    "quatorzes": "sets",
    "trios": "sets",
}


def parse_barred(text: str) -> tuple[Side | None, tuple[tuple[Side, str], ...]]:
    """``elder``, ``younger:point``, ``e, y:sets``: who reckons nothing this deal, and
    which players are barred from one category only (Law 46, Case I)."""
    whole: Side | None = None
    parts: list[tuple[Side, str]] = []
    for part in _parts(text) or [text]:
        who, colon, what = part.partition(":")
        try:
            side = parse_side(who)
        except BadValue:
            raise BadValue(
                _("{text!r} is not a bar; write {BARRED_FORMS}.").format(
                    text=text, BARRED_FORMS=_(BARRED_FORMS)
                )
            ) from None
        if not colon:
            if whole is not None and whole is not side:
                raise BadValue(
                    _(
                        "{text!r} bars both players; a deal has at most one player barred from everything."
                    ).format(text=text)
                )
            whole = side
            continue
        category = _BAR_CATEGORIES.get(_plain(what))
        if category is None:
            raise BadValue(
                _(
                    "{part!r}: a bar on one category names point, sequences or sets; write {BARRED_FORMS}."
                ).format(part=part, BARRED_FORMS=_(BARRED_FORMS))
            )
        if (side, category) not in parts:
            parts.append((side, category))
    if whole is not None and any(side is whole for side, _ in parts):
        raise BadValue(
            _(
                "{text!r}: {whole_value} is barred from everything already; leave out that player's categories."
            ).format(text=text, whole_value=whole.value)
        )
    return whole, tuple(parts)


def format_barred(whole: Side | None, parts: tuple[tuple[Side, str], ...]) -> str:
    """The canonical form: ``elder``, ``younger:point``, ``elder, younger:point``."""
    words = ([whole.value] if whole is not None else []) + [f"{side.value}:{what}" for side, what in parts]
    return ", ".join(words)


def parse_yes_no(text: str) -> bool:
    """``yes`` or ``no`` (``y``/``n``, ``true``/``false``)."""
    plain = _plain(text)
    if plain in ("y", "yes", "true"):
        return True
    if plain in ("n", "no", "false"):
        return False
    raise BadValue(_("{text!r}: say yes or no (y or n).").format(text=text))


def parse_point(text: str) -> Point:
    """``5``, ``5/48`` or ``-``; the count must be one the suit can make."""
    plain = _plain(text).replace(" ", "")
    if plain in _NONE_WORDS:
        return NO_POINT
    match = re.fullmatch(r"(\d{1,2})(?:/(\d{1,3}))?", plain)  # bounded: int() of 5,000 digits fails
    if not match:
        raise BadValue(
            _("{text!r} is not a point; write {POINT_FORMS}.").format(text=text, POINT_FORMS=_(POINT_FORMS))
        )
    cards = int(match.group(1))
    if not 1 <= cards <= 8:
        raise BadValue(
            _("a point of {cards} cards is impossible: a suit has eight cards.").format(cards=cards)
        )
    if match.group(2) is None:
        return Point(cards)
    count = int(match.group(2))
    possible = possible_point_counts(cards)
    if count not in possible:
        raise BadValue(
            _(
                "{cards} cards cannot make {count}: a point of {cards} makes {least} to {most} (ace 11, court cards and ten 10)."
            ).format(cards=cards, count=count, least=min(possible), most=max(possible))
        )
    return Point(cards, count)


def format_point(point: Point) -> str:
    if point.cards == 0:
        return "-"
    return f"{point.cards}/{point.count}" if point.count is not None else str(point.cards)


SEQUENCE_WORDS = {_plain(name): length for length, name in SEQUENCE_NAMES.items()}
SEQUENCE_WORDS |= {"sixth": 6, "seventh": 7, "eighth": 8, "quinte": 5, "quarte": 4}


def _call_parts(
    part: str, compact_form: str, joiners: tuple[str, ...], kinds: dict[str, int], what: str, template: str
) -> tuple[re.Match[str] | None, list[str]]:
    """A call run together (``5K``, ``14A``: the match of ``compact_form``, spaces
    dropped) or in words (``quint to the king``: the words, ``joiners`` dropped, one
    or two of them, the first a kind of ``kinds``)."""
    plain = _plain(part)
    match = re.fullmatch(compact_form, plain.replace(" ", ""))
    if match:
        return match, []
    for joiner in joiners:
        plain = plain.replace(joiner, " ")
    words = plain.split()
    if len(words) not in (1, 2) or words[0] not in kinds:
        raise BadValue(
            _("{part!r} is not a {what}; write {forms}.").format(
                part=part, what=_(_WHAT[what]), forms=forms(template)
            )
        )
    return None, words


def _parse_one_sequence(part: str) -> Sequence:
    match, words = _call_parts(
        part, r"(\d)(10|[a-z0-9]+)?", (" to the ", " to "), SEQUENCE_WORDS, "sequence", SEQUENCE_FORMS
    )
    top_text: str | None
    if match:
        length, top_text = int(match.group(1)), match.group(2)
    else:
        length, top_text = SEQUENCE_WORDS[words[0]], (words[1] if len(words) == 2 else None)
    top = None
    if top_text is not None and top_text != "minor":  # a rank first: "99999999999A" is no sequence of 9
        try:
            top = Rank.ACE if top_text in ("major", "a", "ace") else _rank_word(top_text, part)
        except BadValue:
            if match and top_text[:1].isdigit():
                raise BadValue(
                    _("{text} is not a sequence; write {SEQUENCE_FORMS}.").format(
                        text=shortened(part), SEQUENCE_FORMS=forms(SEQUENCE_FORMS)
                    )
                ) from None
            raise
    if not 3 <= length <= 8:
        raise BadValue(
            _("{part!r}: a sequence has 3 to 8 cards (tierce to huitième), not {length}.").format(
                part=part, length=length
            )
        )
    if top_text is None:
        return Sequence(length)  # the length alone was called (Law 48)
    if top_text == "minor":
        return Sequence(length, lowest_top(length))
    assert top is not None
    if top < lowest_top(length):
        raise BadValue(
            _("{part!r}: a {name} cannot stop at the {top} — the lowest is to the {lowest}.").format(
                part=part,
                name=_(SEQUENCE_WORDS_SAID[length]),
                top=rank_word(top),
                lowest=rank_word(lowest_top(length)),
            )
        )
    return Sequence(length, top)


_RANK_WORD_TEXT = {r.word: r for r in Rank} | {"jack": Rank.KNAVE}


def _rank_word(text: str, part: str) -> Rank:
    if text in _RANK_WORD_TEXT:
        return _RANK_WORD_TEXT[text]
    try:
        return parse_rank(text)
    except BadValue as error:
        if at_table():  # the language's letters, which its refusal names
            raise BadValue(_("{part!r}: {error}").format(part=part, error=error.message)) from None
        raise BadValue(
            _("{part!r}: {text!r} is not a rank; ranks are {RANK_FORMS}.").format(
                part=part, text=text, RANK_FORMS=_(RANK_FORMS)
            )
        ) from None


def parse_sequences(text: str) -> tuple[Sequence, ...]:
    """``5K,3J``, ``quint K``, ``quart major``, or ``-``; best first."""
    if _plain(text) in _NONE_WORDS:
        return ()
    seqs = tuple(_parse_one_sequence(p) for p in _calls(text, SEQUENCE_WORDS))
    return tuple(sorted(seqs, key=lambda s: s.key, reverse=True))


def rank_mark(rank: Rank) -> str:
    """Rank symbols for run-together notation: ``T`` for ten (``3T``, not ``310``)."""
    return "T" if rank is Rank.TEN else rank.symbol


def format_sequences(seqs: tuple[Sequence, ...]) -> str:
    return ",".join(f"{s.length}{rank_mark(s.top) if s.top else ''}" for s in seqs) or "-"


SET_WORDS = {"quatorze": 4, "quatorzes": 4, "trio": 3, "trios": 3, "three": 3, "four": 4}


def _parse_one_set(part: str) -> RankSet:
    match, words = _call_parts(part, r"(14|4|3)(10|[a-z0-9]+)?", (" of ",), SET_WORDS, "set", SET_FORMS)
    rank_text: str | None
    if match:
        count, rank_text = (4 if match.group(1) == "14" else int(match.group(1))), match.group(2)
    else:
        count = SET_WORDS[words[0]]
        rank_text = None if len(words) == 1 else (words[1].rstrip("s") if len(words[1]) > 2 else words[1])
    if rank_text is None:
        return RankSet(count)  # "a trio", "a quatorze": the kind alone was called (Law 48)
    rank = _rank_word(rank_text, part)
    if rank not in SET_RANKS:
        raise BadValue(
            _(
                "{part!r}: {rank_plural} score nothing — only aces, kings, queens, knaves and tens make quatorzes and trios (Law 64)."
            ).format(part=part, rank_plural=rank_plural(rank))
        )
    return RankSet(count, rank)


def parse_sets(text: str) -> tuple[RankSet, ...]:
    """``14A,3K``, ``4A``, ``quatorze A, trio K``, or ``-``; best first, one per rank."""
    if _plain(text) in _NONE_WORDS:
        return ()
    sets = tuple(_parse_one_set(p) for p in _calls(text, SET_WORDS))
    ranks = [s.rank for s in sets if s.rank is not None]
    for rank in ranks:
        if ranks.count(rank) > 1:
            raise BadValue(
                _("{text!r} names {rank_plural} twice; one set of a rank at most.").format(
                    text=text, rank_plural=rank.plural
                )
            )
    return tuple(sorted(sets, key=lambda s: s.key, reverse=True))


def format_sets(sets: tuple[RankSet, ...]) -> str:
    return ",".join(f"{14 if s.is_quatorze else 3}{rank_mark(s.rank) if s.rank else ''}" for s in sets) or "-"


def parse_tricks(text: str) -> tuple[Side, ...]:
    """Twelve winners, ``e``/``y`` each (spaces and commas ignored)."""
    letters = re.sub(r"[\s,]+", "", text.lower())
    if any(ch not in "ey" for ch in letters):
        bad = next(ch for ch in letters if ch not in "ey")
        raise BadValue(
            _("{text!r}: {bad!r} is not a trick's winner (e or y); write {TRICK_FORMS}.").format(
                text=text, bad=bad, TRICK_FORMS=_(TRICK_FORMS)
            )
        )
    if len(letters) != 12:
        raise BadValue(
            _("{text!r} names {count} tricks, not 12; write {TRICK_FORMS}.").format(
                text=text, count=len(letters), TRICK_FORMS=_(TRICK_FORMS)
            )
        )
    return tuple(Side.ELDER if ch == "e" else Side.YOUNGER for ch in letters)


def format_tricks(tricks: tuple[Side, ...]) -> str:
    return "".join(s.letter for s in tricks)


def parse_trick_numbers(text: str) -> tuple[int, ...]:
    """Numbers of tricks (1 to 12), e.g. the tricks led with a 9, 8 or 7: ``3,7``; ``-`` for none."""
    if _plain(text) in _NONE_WORDS:
        return ()
    parts = [p for p in re.split(r"[,\s]+", text.strip()) if p]
    if not all(p.isascii() and p.isdigit() and len(p) <= 2 and 1 <= int(p) <= 12 for p in parts):
        raise BadValue(_("write the numbers of the tricks (1 to 12) led with a 9, 8 or 7, e.g. 3,7."))
    return tuple(sorted({int(p) for p in parts}))
