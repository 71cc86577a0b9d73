"""``piquet odds``: the odds at the exchange asked at the table, read from the command's
values, counted by ``odds`` and said in ``odds_words``'s sentences, as a ``Report``.

``piquet odds draw --elder|--younger --named N [--need K] [--take T]``: at least K of N named
cards among the cards taken in (several groups: ``--named 4,4 --need 1,1``, one at least of
each). ``piquet odds draw --elder|--younger --hand CARDS --discard CARDS --want WANT
[--need K]``: what this exchange brings, over every draw. ``piquet odds carte-blanche``.
"""

from __future__ import annotations

from piquet_cli.cards import Card, Rank, parse_cards, parse_rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet import odds_words as words
from piquet_cli.games.piquet.combinations import PIQUET_PACK, SET_RANKS
from piquet_cli.games.piquet.notation import SEQUENCE_WORDS, _plain
from piquet_cli.games.piquet.odds import (
    HAND,
    MOST,
    TAKES,
    UNSEEN,
    Chance,
    Want,
    carte_blanche_chance,
    exchange_chance,
    want_cards,
    want_sequence,
    want_set,
)
from piquet_cli.games.piquet.odds_book import CarteBlanche, Draw, Figure, cavendish_figure
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.view import Report
from piquet_cli.i18n import N_, _

_SET_WORDS = {"quatorze": 4, "quatorzes": 4, "trio": 3, "trios": 3}
SIDE_WORDS = (N_("against"), N_("on"))
"""The side of Cavendish's printed figures, for the catalogue."""
FLAGS = {p.name: p.flag for c in SPEC.commands if c.name == "odds" for p in c.params if p.flag}
"""The command's flags by parameter, as its spec gives them: what the sentences name."""


def odds_report(
    what: str,
    elder: bool = False,
    younger: bool = False,
    named: str | None = None,
    need: str | None = None,
    take: str | None = None,
    hand: str | None = None,
    discard: str | None = None,
    want: str | None = None,
) -> Report:
    """``piquet odds WHAT …``: the chance asked, exact, with Cavendish's figure beside it."""
    given: dict[str, object] = {"elder": elder, "younger": younger, "named": named, "need": need}
    given |= {"take": take, "hand": hand, "discard": discard, "want": want}
    kind = _plain(what).replace(" ", "-")
    if kind == "carte-blanche":
        for key, flag in FLAGS.items():
            if given[key]:
                raise _no(words.FOR_DRAW_ONLY, None, flag=flag)
        blank = carte_blanche_chance()
        return _report(blank, words.carte_blanche_line(blank), cavendish_figure(CarteBlanche()))
    if kind != "draw":
        raise _no(words.NOT_ODDS, "what", what=what)
    who = _side(elder, younger)
    if hand is not None:
        if named is not None:
            raise _no(words.NAMED_AND_HAND, "named")
        return _exchange(who, hand, discard, want, need, take)
    if named is None:
        raise _no(words.NOTHING_WANTED, None)
    for key in ("discard", "want"):
        if given[key] is not None:
            raise _no(words.WITHOUT_HAND, key, flag=FLAGS[key])
    return _named(who, named, need, take)


def _no(sentence: str, field: str | None, **values: object) -> BadValue:
    """The refusal ``sentence`` (``odds_words``), its flags and ``values`` filled in; ``field``,
    the parameter it is about (named by its flag where it is printed)."""
    return BadValue(_(sentence).format(**FLAGS, **values), field=field)


def _side(elder: bool, younger: bool) -> str:
    if elder and younger:
        raise _no(words.BOTH_SIDES, None)
    if not (elder or younger):
        raise _no(words.NO_SIDE, None)
    return "elder" if elder else "younger"


def _count(text: str, low: int, high: int, field: str) -> int:
    clean = text.strip()
    if not (clean.isascii() and clean.isdigit()) or not low <= int(clean) <= high:
        raise _no(words.NOT_A_COUNT, field, text=clean, low=low, high=high)
    return int(clean)


def _counts(text: str, low: int, high: int, field: str) -> tuple[int, ...]:
    return tuple(_count(part, low, high, field) for part in text.split(","))


def _taken(who: str, take: str | None) -> int:
    if take is None:
        return TAKES[who]
    taken = _count(take, 1, UNSEEN, "take")
    if taken > MOST[who]:
        raise _no(words.TAKE_MORE, "take", limit=_(words.LIMITS[who]), count=taken)
    return taken


def _named(who: str, named: str, need: str | None, take: str | None) -> Report:
    groups = _counts(named, 1, UNSEEN, "named")
    if sum(groups) > UNSEEN:
        raise _no(words.NAMED_TOO_MANY, "named", count=sum(groups))
    needs = groups if need is None else _counts(need, 1, UNSEEN, "need")
    if len(needs) != len(groups):
        raise _no(words.NEEDS_PER_GROUP, "need", needs=len(needs), groups=len(groups))
    for n, g in zip(needs, groups, strict=True):
        if n > g:
            raise _no(words.NEED_MORE_THAN_NAMED, "need", wanted=n, count=g)
    taken = _taken(who, take)
    question = Draw(taken, groups, needs)
    chance = question.chance()
    return _report(
        chance,
        words.chance_line(words.named_words(groups, needs), chance),
        cavendish_figure(question),
        head=words.draws_line(who, taken, chance.total),
    )


def _cards(text: str, field: str) -> tuple[Card, ...]:
    try:
        return parse_cards(text, PIQUET_PACK)
    except BadValue as error:
        error.field = field
        raise


def _exchange(
    who: str, hand: str, discard: str | None, want: str | None, need: str | None, take: str | None
) -> Report:
    if take is not None:
        raise _no(words.TAKE_WITH_HAND, "take")
    held = _cards(hand, "hand")
    if len(held) != HAND:
        raise _no(words.HAND_SIZE, "hand", count=len(held))
    if discard is None:
        raise _no(words.HAND_WITHOUT, "discard", flag=FLAGS["discard"], metavar="CARDS")
    if want is None:
        raise _no(words.HAND_WITHOUT, "want", flag=FLAGS["want"], metavar="WANT")
    thrown = _cards(discard, "discard")
    for card in thrown:
        if card not in held:
            raise _no(words.DISCARD_NOT_HELD, "discard", card=card.pretty)
    if not 1 <= len(thrown) <= MOST[who]:
        limit = _(words.LIMITS[who])
        raise _no(words.DISCARD_COUNT, "discard", limit=limit, count=len(thrown))
    wanted = _want(want, need)
    chance = exchange_chance(held, thrown, wanted)
    return _report(
        chance,
        words.chance_line(words.want_words(wanted), chance),
        _figure_for_cards(held, thrown, wanted),
        head=words.exchange_line(who, HAND - len(thrown), len(thrown), chance.total),
    )


def _want(text: str, need: str | None) -> Want:
    plain = _plain(text)
    head, _, rest = plain.partition(" ")
    if head in _SET_WORDS or head in SEQUENCE_WORDS:
        if need is not None:
            raise _no(words.NEED_WITHOUT_CARDS, "need")
        if head in SEQUENCE_WORDS and not rest:
            return want_sequence(SEQUENCE_WORDS[head])
        if head in _SET_WORDS:
            if not rest:
                return want_set(_SET_WORDS[head])
            rank = _rank(rest)
            if rank not in SET_RANKS:
                raise _no(words.NO_SET_OF, "want", rank=rank.plural.capitalize())
            return want_set(_SET_WORDS[head], rank)
        raise _no(words.NOT_A_WANT, "want", text=text.strip())
    try:
        cards = parse_cards(text, PIQUET_PACK)
    except BadValue:
        raise _no(words.NOT_A_WANT, "want", text=text.strip()) from None
    if not cards:
        raise _no(words.NOT_A_WANT, "want", text=text.strip())
    if need is None:
        return want_cards(cards)
    at_least = _count(need, 1, UNSEEN, "need")
    if at_least > len(cards):
        raise _no(words.WANT_NEED, "need", wanted=at_least, count=len(cards))
    return want_cards(cards, at_least)


def _rank(text: str) -> Rank:
    words_of = text.removeprefix("of ").strip()
    try:
        return parse_rank(words_of)
    except BadValue:
        raise _no(words.NOT_A_WANT, "want", text=text.strip()) from None


def _figure_for_cards(held: tuple[Card, ...], thrown: tuple[Card, ...], wanted: Want) -> Figure | None:
    """Cards wanted that the player has not seen are named cards: Cavendish's figure, if he gives
    one for as many of them taken in as the hand still needs."""
    if wanted.kind != "cards":
        return None
    kept = set(held) - set(thrown)
    unseen = [c for c in wanted.cards if c not in held]
    still = wanted.need - sum(1 for c in wanted.cards if c in kept)
    if not unseen or not 1 <= still <= len(unseen):
        return None
    return cavendish_figure(Draw(len(thrown), (len(unseen),), (still,)))


def _report(chance: Chance, said: str, figure: Figure | None, head: str | None = None) -> Report:
    """The lines — what is drawn (``head``), the chance (``said``), the odds, Cavendish's figure —
    and the JSON (docs/contract.md, "Odds")."""
    odds = chance.odds
    lines = [*([head] if head else []), said, words.odds_line(odds)]
    lines.append(words.figure_line(figure, odds) if figure is not None else words.no_figure_line())
    cavendish = None
    if figure is not None:
        cavendish = {
            "printed": figure.printed,
            "side": figure.side if figure.side in ("against", "on") else None,
            "verdict": figure.verdict(),
            "where": figure.where,
        }
    data = {
        "favourable": chance.favourable,
        "total": chance.total,
        "fraction": f"{chance.fraction.numerator}/{chance.fraction.denominator}",
        "odds": odds.notation,
        "cavendish": cavendish,
    }
    return Report(data, lines=tuple(lines))
