"""A partie as every game shows it: the game-neutral view the scorebook and the commands use.

Each game scores its own facts (``Game.score``) into these plain values: the
players, each deal's scores in the game's own rows, what each deal adds, the
running totals, whether the partie is over, the result and the words that
explain it. ``show``, ``summary``, ``history``, ``ledger``, the charts and
the JSON are written from this view alone, whatever the game.
"""

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, Protocol, TypeVar

from piquet_cli.games.side import Side, dealer_index, seats
from piquet_cli.records import NamedTuple

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
    """The facts of a partie, whatever the game: the players in their order round the table,
    who dealt first, the rules, the game's agreements, and each deal's facts (the game's own
    type), in order."""

    game: str
    players: tuple[str, ...]
    first_dealer: int = 0  # index into players
    rules: str = ""
    options: Mapping[str, Any] = NOTHING
    deals: tuple[Any, ...] = ()

    def dealer(self, number: int) -> int:
        """The deal passes round the table: the index of the dealer of deal ``number``."""
        return dealer_index(self.first_dealer, number, len(self.players))

    def names(self, number: int) -> tuple[str, ...]:
        """The seats of deal ``number`` in playing order, the dealer last: (elder, younger) in a
        two-hand game, the non-dealer elder."""
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
        """One sentence with its source, in the language spoken: "… pique, +30. (Law 69)"."""
        from piquet_cli.said import said, said_law

        return f"{said(self.reason)} ({said_law(self.law)})" if self.law else said(self.reason)

    def as_dict(self) -> dict[str, object]:
        """The JSON of a ruling (docs/contract.md, "JSON"), in ``piquet rule --json``."""
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
    """The JSON ``scores`` of a player (docs/contract.md, "JSON"): each category, then ``total``."""
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
    seats: tuple[str, ...]  # the players in playing order, the dealer last (elder, younger)
    sides: Mapping[str, SideView]  # by scorer: each player, or each side of partners
    multiplier: int = 1
    quick: bool = False  # entered by its totals only
    rulings: tuple[Ruling, ...] = ()
    notable: tuple[Ruling, ...] = ()  # worth saying aloud in every path (a pique, a capot …)
    lines: tuple[str, ...] = ()  # said after the deal's table (an au cent game won)
    details: tuple[str, ...] = ()  # the summary's lines for this deal (a hand's declarations)
    unplayed: str = ""  # what stands in the place of a deal nobody played ("Ann's withdrawal before
    # hand 2"): said instead of the deal's table when it is shown, saved or taken back

    @property
    def elder(self) -> str:
        """Who leads first: seat 1 (in a two-hand game, the non-dealer)."""
        return self.seats[0]

    @property
    def younger(self) -> str:
        """The dealer, the last seat (in a two-hand game, younger hand)."""
        return self.seats[-1]

    def added(self, scorer: str) -> int:
        return self.sides[scorer].added

    def seat(self, player: str) -> Side:
        """A two-hand game's word for ``player``'s seat this deal."""
        return Side.ELDER if player == self.elder else Side.YOUNGER


class Result(NamedTuple):
    """How a finished partie ended: the explanation, and what each player gains or pays
    (``settlement``, signed, summing to zero, open_spiel's ``returns()``), in the game's
    ``unit`` of settlement; a two-hand game's winner, loser and margin (``points``) beside it,
    the game's own words for the result (``labels``: "rubicon", "withdrew") and its own
    JSON keys of the result (``json_extra``)."""

    winner: str | None
    loser: str | None
    drawn: bool
    points: int
    explanation: str
    settlement: Mapping[str, int] = NOTHING  # by player, in the partie's order
    labels: tuple[str, ...] = ()
    json_extra: Mapping[str, Any] = NOTHING  # placed after ``drawn``, as the game's JSON has it
    unit: str = "points"  # what the settlement counts: "points", or "games" (paid so much a game)

    def as_dict(self) -> dict[str, object]:
        return {
            "winner": self.winner,
            "loser": self.loser,
            "drawn": self.drawn,
            **self.json_extra,
            "points": self.points,
            "settlement": dict(self.settlement),
            "labels": list(self.labels),
        }


def head_to_head(
    players: tuple[str, ...],
    winner: str | None,
    points: int,
    explanation: str,
    labels: tuple[str, ...] = (),
    json_extra: Mapping[str, Any] = NOTHING,
    unit: str = "points",
) -> Result:
    """The result of a two-hand partie: ``winner`` (None: drawn) gains ``points`` and the other
    pays them."""
    if winner is None:
        return Result(None, None, True, 0, explanation, dict.fromkeys(players, 0), labels, json_extra, unit)
    loser = next(p for p in players if p != winner)
    settlement = {p: points if p == winner else -points for p in players}
    return Result(winner, loser, False, points, explanation, settlement, labels, json_extra, unit)


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
    status: tuple[str, ...] = ()  # under the running totals (au cent's games, the target)
    summary_lines: tuple[str, ...] = ()  # in the summary, before the result
    json_extra: Mapping[str, Any] = NOTHING  # top-level JSON keys of the game
    chart_marks: tuple[tuple[int, str], ...] = ()  # lines across the running-totals chart
    mark_until: int | None = None  # the mark holds up to this deal only (Bezique's match: the first hand)
    stats: Mapping[str, Mapping[str, int]] = NOTHING  # per player, for the ledger
    teams: tuple[tuple[str, ...], ...] = ()  # partners, side by side; () when each plays for himself
    resume_words: str = ""  # where a partie stands when resumed: " of 6" or " (level after …)"
    next_seats: tuple[str, ...] = ()  # the next deal's seats in playing order, when the game seats
    # them otherwise than round the table (three-hand's two-hand finish, Chouette's two who play);
    # () for ``partie.names`` (``seats_next``)
    next_partie: tuple[str, ...] = ()  # the players of the partie after this one, in their order,
    # when the game changes them (Chouette's seats); () for the same players
    next_partie_words: str = ""  # who sits where in that partie, in the game's words ("Bob single
    # against Cal, Ann advises"); said when it is offered
    playing: tuple[str, ...] = ()  # whom the totals are kept for when not every player plays
    # (Chouette's two, its adviser apart); () for every player (``scorers``)

    @property
    def players(self) -> tuple[str, ...]:
        return self.partie.players

    @property
    def scorers(self) -> tuple[str, ...]:
        """Whom the totals are kept for: each player (or those who play, ``playing``), or each
        side of partners by its name ("Ann & Cal"), in the partie's order."""
        if self.teams:
            return tuple(team_name(team) for team in self.teams)
        return self.playing or self.partie.players

    @property
    def next_number(self) -> int:
        return len(self.deals) + 1

    @property
    def seats_next(self) -> tuple[str, ...]:
        """The seats of the next deal in playing order, the dealer last: the game's own
        (``next_seats``) or the deal passing round the table (``Partie.names``)."""
        return self.next_seats or self.partie.names(self.next_number)

    @property
    def next_dealer(self) -> str | None:
        return None if self.finished else self.seats_next[-1]


def team_name(team: tuple[str, ...]) -> str:
    """A side of partners by its players' names: "Ann & Cal"."""
    return " & ".join(team)


def report_json(
    elder: Mapping[str, object], younger: Mapping[str, object], rulings: Iterable[Ruling]
) -> dict[str, Any]:
    """The JSON of ``piquet rule`` (docs/contract.md, "JSON"), for any game: ``{"scores": {"elder": {…}, "younger":
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
