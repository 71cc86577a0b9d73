"""A partie as every game shows it: the game-neutral view the scorebook and the commands use.

Each game scores its own facts (``Game.score``) into these plain values: the
players, each deal's scores in the game's own rows, what each deal adds, the
running totals, whether the partie is over, the result and the words that
explain it. ``show``, ``summary``, ``history``, ``ledger``, the charts and
the JSON are written from this view alone, whatever the game.
"""

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple, Protocol, TypeVar

from piquet_cli.games.side import Side, dealer_index, seats

NOTHING: Mapping[str, Any] = MappingProxyType({})
"""An empty mapping that cannot be changed: the default of a view's mappings."""


C = TypeVar("C", bound=tuple[Any, ...])


def of_its_own_kind(cls: type[C]) -> type[C]:
    """A NamedTuple that equals only its own kind, in ``==``, ``!=``, sets and dict keys.

    The games' records are NamedTuples (a frozen dataclass costs some 0.4 ms to make at every
    start-up, a NamedTuple a third of it), and two tuples of equal fields are equal whatever
    their types: Piquet's tierce major and trio of aces are both (3, ACE), and no tierce is a
    trio. A record whose values could meet another kind's is decorated with this."""

    def __eq__(self: C, other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other) is True

    def __ne__(self: C, other: object) -> bool:
        return not __eq__(self, other)

    def __hash__(self: C) -> int:
        return hash((cls.__name__, *self))

    cls.__eq__ = __eq__  # type: ignore[method-assign,assignment]
    cls.__ne__ = __ne__  # type: ignore[method-assign,assignment]
    cls.__hash__ = __hash__  # type: ignore[method-assign,assignment]
    return cls


class Partie(NamedTuple):
    """The facts of a partie, whatever the game: the players, who dealt first, the rules,
    the game's agreements, and each deal's facts (the game's own type), in order."""

    game: str
    players: tuple[str, str]
    first_dealer: int = 0  # index into players
    rules: str = ""
    options: Mapping[str, Any] = NOTHING
    deals: tuple[Any, ...] = ()

    def dealer(self, number: int) -> int:
        """The deal alternates in every game kept: the index of the dealer of deal ``number``."""
        return dealer_index(self.first_dealer, number)

    def names(self, number: int) -> tuple[str, str]:
        """(elder, younger) of deal ``number``: the non-dealer is elder."""
        return seats(self.players, self.first_dealer, number)


# The view's values are NamedTuples, not dataclasses: every command that shows a partie builds
# its view, and a NamedTuple class costs a seventh of a frozen dataclass's to make at start-up.


class Ruling(NamedTuple):
    """Why something scored what it did, in the players' words, with its law or rule."""

    category: str
    good: Side | None
    points: int
    reason: str
    law: str

    def sentence(self) -> str:
        """One sentence with its source: "… pique, +30. (Law 69)"."""
        return f"{self.reason} ({self.law})" if self.law else self.reason

    def as_dict(self) -> dict[str, object]:
        """PRODUCT.md's JSON of a ruling, in ``piquet rule --json``."""
        return {
            "category": self.category,
            "good": self.good.value if self.good else None,
            "points": self.points,
            "reason": self.reason,
            "law": self.law,
        }


class Scored(Protocol):
    """A player's score in a deal, in any game: the game's categories as attributes (each None
    in quick-totals entry), and the quick total."""

    @property
    def quick_total(self) -> int | None: ...


def category_total(score: Scored, categories: tuple[str, ...]) -> int:
    """The quick total if the deal was entered by its totals, else the sum of the categories."""
    if score.quick_total is not None:
        return score.quick_total
    return sum(getattr(score, c) or 0 for c in categories)


def category_json(score: Scored, categories: tuple[str, ...]) -> dict[str, int | None]:
    """PRODUCT.md's JSON ``scores`` of a player: each category, then ``total``."""
    return {c: getattr(score, c) for c in categories} | {"total": category_total(score, categories)}


class Row(NamedTuple):
    """A row of a deal's breakdown: its key, its header, and its short header in the summary
    (``word`` explains a short header in the caption: ``Pt point``)."""

    key: str
    label: str
    short: str
    word: str | None = None


class SideView(NamedTuple):
    """One player's part of a deal: a value for each row (None or 0 shows blank), what the
    deal adds to his total, and his entry in the JSON ``scores``."""

    rows: Mapping[str, int | None]
    added: int
    json: Mapping[str, Any]


class DealView(NamedTuple):
    number: int
    dealer: str
    elder: str
    younger: str
    sides: Mapping[str, SideView]  # by player
    multiplier: int = 1
    quick: bool = False  # entered by its totals only
    rulings: tuple[Ruling, ...] = ()
    notable: tuple[Ruling, ...] = ()  # worth saying aloud in every path (a pique, a capot …)
    lines: tuple[str, ...] = ()  # said after the deal's table (an au cent game won)
    details: tuple[str, ...] = ()  # the summary's lines for this deal (a hand's declarations)
    unplayed: str = ""  # what stands in the place of a deal nobody played ("Ann's withdrawal before
    # hand 2"): said instead of the deal's table when it is shown, saved or taken back

    def added(self, player: str) -> int:
        return self.sides[player].added

    def seat(self, player: str) -> Side:
        return Side.ELDER if player == self.elder else Side.YOUNGER


class Result(NamedTuple):
    winner: str | None
    loser: str | None
    drawn: bool
    rubiconed: bool
    points: int
    explanation: str

    def as_dict(self) -> dict[str, object]:
        return {
            "winner": self.winner,
            "loser": self.loser,
            "drawn": self.drawn,
            "rubiconed": self.rubiconed,
            "points": self.points,
        }


class PartieView(NamedTuple):
    """Everything a partie's facts come to, for any game; recomputed, never stored."""

    partie: Partie
    title: str  # the game's name, "Piquet"
    rules_words: str  # "rubicon piquet, six deals"
    deal_word: str  # "deal", or "hand"
    rows: tuple[Row, ...]
    deals: tuple[DealView, ...]
    running: tuple[Mapping[str, int], ...]
    totals: Mapping[str, int]
    finished: bool
    result: Result | None
    next_words: str  # "Next: deal 3. Bob deals; Ann is elder."
    provisional: str = "No result yet."  # "If it ended now: …"
    regular: int | None = None  # the regular number of deals (6 in rubicon piquet), if it has one
    status: tuple[str, ...] = ()  # under the running totals (au cent's games, the target)
    summary_lines: tuple[str, ...] = ()  # in the summary, before the result
    json_extra: Mapping[str, Any] = NOTHING  # top-level JSON keys of the game
    chart_marks: tuple[tuple[int, str], ...] = ()  # lines across the running-totals chart
    mark_until: int | None = None  # the mark holds up to this deal only (Bezique's match: the first hand)
    stats: Mapping[str, Mapping[str, int]] = NOTHING  # per player, for the ledger
    in_points: bool = True  # False: the partie is reckoned in games (piquet au cent), not in points

    @property
    def players(self) -> tuple[str, str]:
        return self.partie.players

    @property
    def next_number(self) -> int:
        return len(self.deals) + 1

    @property
    def next_dealer(self) -> str | None:
        return None if self.finished else self.partie.players[self.partie.dealer(self.next_number)]


def report_json(
    elder: Mapping[str, object], younger: Mapping[str, object], rulings: Iterable[Ruling]
) -> dict[str, Any]:
    """PRODUCT.md's JSON of ``piquet rule``, for any game: ``{"scores": {"elder": {…}, "younger":
    {…}}, "rulings": […]}``, each player's scores as the game writes them."""
    return {"scores": {"elder": elder, "younger": younger}, "rulings": [r.as_dict() for r in rulings]}


class Report(NamedTuple):
    """What ``piquet rule`` (or a game's own command, such as ``piquet hand``) has to say:
    labelled rulings, plain lines, the deal's breakdown if there is one, and the same as JSON."""

    json: Mapping[str, Any]
    rulings: tuple[tuple[str, Ruling], ...] = ()  # (label, ruling), in the order things reckon
    lines: tuple[str, ...] = ()
    deal: DealView | None = None
    rows: tuple[Row, ...] = ()
