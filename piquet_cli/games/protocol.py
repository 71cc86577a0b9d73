"""The seam every game plugs into: what a game does for the scorebook and the commands.

A game is an object with the methods below, found by the partie file's
``game`` through the registry (``piquet_cli.games.get_game``). The scorebook,
``show``, ``summary``, ``history``, ``ledger``, ``undo``, ``edit`` and ``import``
use nothing else: a game's facts are opaque to them (``Game[Any]``, ``Facts``),
read and written through the game's field table (``GameSpec.fields``) and
scored into the neutral view (``PartieView``). A game itself is a
``Game[F]``, ``F`` its own type of a deal's facts, so that its methods are
checked against it; it is written as a ``games.base.BaseGame[F]``, which gives
every member a simple game need not write.

A game's dialogue at the table talks through a ``Table``: it asks questions
and says things, and never touches a terminal itself, so its rules stay plain
Python the tests can drive.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from piquet_cli.errors import BadValue

if TYPE_CHECKING:  # what the protocol speaks of, not what importing it costs
    import random
    from collections.abc import Sequence

    from piquet_cli.games.events import Event
    from piquet_cli.games.fields import GameSpec
    from piquet_cli.games.partie_record import PartieRecord
    from piquet_cli.games.view import Partie, PartieView, Report, Row

T = TypeVar("T")
F = TypeVar("F")
"""A game's own type of one deal's facts (``Game[F]``)."""
Facts = Any
"""One deal's facts as the generic layers see them, which only pass them along (a ``Game[Any]``'s)."""

Codec = tuple[Callable[[str], Any], Callable[[Any], str]]
"""How one kind of fact is read from its text (a flag, a prompt, the partie file) and written
back as the file keeps it; a game keeps one by each codec name of its field table."""


def parse_with(codecs: Mapping[str, Codec], codec: str, text: str) -> Any:
    """``Game.parse`` from a game's codecs: the value ``text`` gives in the notation ``codec``
    names; a codec not in the table is refused."""
    try:
        read, _write = codecs[codec]
    except KeyError:
        from piquet_cli.i18n import _

        raise BadValue(_("no notation called {codec!r}.").format(codec=codec)) from None
    return read(text)


def format_with(codecs: Mapping[str, Codec], codec: str, value: Any) -> str:
    """``Game.format`` from a game's codecs: ``value`` written as the file keeps it."""
    return codecs[codec][1](value)


class Verdict(Protocol):
    """What a game says of one more event of a hand (a declaration, a meld).

    ``reason`` is said when the event is refused. A verdict may also have ``notes``
    (sentences): what is worth saying under a lawful event once it is taken — a
    warning where the keeper cannot know, how a code was read (``Table.events``).
    """

    @property
    def lawful(self) -> bool: ...

    @property
    def points(self) -> int: ...

    @property
    def reason(self) -> str: ...


class Leave(Exception):
    """Raised by a ``parse`` (or an events ``read`` or ``judge``) to leave the hand at once
    (a Pinochle player withdraws). ``Table.events`` raises it on with ``taken``: the events
    taken by then."""

    def __init__(self) -> None:
        super().__init__()
        self.taken: tuple[Event, ...] = ()


class Table(Protocol):
    """The players at the table, as a game's dialogue meets them.

    ``ask`` repeats a question until ``parse`` takes the answer: ``?`` shows
    ``forms``, Enter takes ``default``, a BadValue's sentence is said and the
    question asked again. ``only_defaults`` stays true while every answer was
    Enter on a default (a correction that changes nothing keeps the deal as it
    was). ``events`` asks the events of a hand one at a time, each judged by
    ``judge`` before it is taken, with ``u`` to take back the last. A ``Leave``
    raised by a ``parse``, ``read`` or ``judge`` goes on to the game.
    """

    only_defaults: bool

    def ask(self, question: str, parse: Callable[[str], T], forms: str, default: str | None = None) -> T: ...

    def say(self, text: str) -> None: ...

    def events(
        self,
        question: str,
        read: Callable[[str], Event],
        judge: Callable[[tuple[Event, ...], Event], Verdict],
        forms: str,
        prefill: tuple[Event, ...] = (),
        running: Callable[[tuple[Event, ...]], str] | None = None,
        said: Callable[[Event], str] = str,
    ) -> tuple[Event, ...]: ...


class Game(Protocol[F]):
    """One game the keeper keeps, its deals' facts of type ``F``."""

    spec: GameSpec
    rows: tuple[Row, ...]  # the rows of a deal's breakdown, in the order they reckon
    format_version: int  # the game's own version of its partie files: 1 until it changes them

    @property
    def deal_word(self) -> str:
        """ "deal" or "hand"."""
        ...

    def new_partie(
        self, players: tuple[str, ...], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        """A partie with no deal yet, of as many players as ``rules`` take (``GameSpec.seats``,
        checked before); BadValue naming the option (``field``) if the rules or an agreement
        cannot be."""
        ...

    def read_options(self, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """The rules and agreements a partie file's top level holds (FileProblem naming the key)."""
        ...

    def write_options(self, partie: Partie) -> dict[str, Any]:
        """The partie file's top-level keys for the rules and agreements."""
        ...

    def option_keys(self) -> tuple[str, ...]:
        """Top-level keys of the partie file the game reads (besides those every partie has)."""
        ...

    def migrate(self, doc: dict[str, Any], version: int) -> dict[str, Any]:
        """A partie document written by the game's format ``version``, as ``version + 1`` has it
        (the scorebook calls it for each step up to ``format_version``; FileProblem naming the key
        if it cannot be)."""
        ...

    def parse(self, codec: str, text: str) -> Any:
        """A value in the game's notation (BadValue saying why not and the forms accepted)."""
        ...

    def format(self, codec: str, value: Any) -> str:
        """The canonical text of a value, which ``parse`` reads back the same."""
        ...

    def facts(self, values: Mapping[str, Any]) -> F:
        """A deal's facts from its values by field key (BadValue with ``field`` if they do not
        go together)."""
        ...

    def values(self, facts: F) -> dict[str, Any]:
        """A deal's values by field key, leaving out what was not given."""
        ...

    def quick(self, totals: tuple[int, ...]) -> F:
        """A deal entered by its totals only, one a seat in playing order (elder first in a
        two-hand game; a paper score card)."""
        ...

    def missing(self, facts: F, partie: Partie) -> list[tuple[tuple[str, ...], ...]]:
        """What a deal still needs before it can be recorded as the next deal of ``partie`` (the
        partie so far, without it): each need as its alternatives, each alternative the field keys
        that go together (``(("tricks",), ("play", "won"))``); nothing once the deal has ended the
        game (a game won in the middle of a hand)."""
        ...

    def score(self, partie: Partie) -> PartieView:
        """Every deal scored in turn, and the partie's state (RuleError/BadValue with ``deal``
        for a deal that cannot be)."""
        ...

    def walk(self, table: Table, partie: Partie, number: int, prefill: F | None) -> F:
        """Deal ``number`` of ``partie`` at the table, question by question in the order of play;
        ``prefill`` gives each question its default."""
        ...

    def complete(self, table: Table, partie: Partie, number: int, facts: F) -> F:
        """A deal given whole by flags, in a terminal: ask what the laws still need to know
        that the flags leave open (in piquet au cent, who reached 100 first)."""
        ...

    def setup(self, table: Table) -> tuple[str, dict[str, Any]]:
        """A new partie's rules and agreements, asked at the table (``piquet play``)."""
        ...

    def ledger_columns(self, records: Sequence[PartieRecord]) -> dict[str, dict[str, str]]:
        """The game's own figures in the ledger, from its finished parties oldest first: each a
        column name and its value for each player (Bezique's streak); most games have none, and
        say so in their spec (``GameSpec.ledger_columns`` false: this is then never called)."""
        ...

    def quick_record(self, doc: Mapping[str, Any], created: str | None, origin: str) -> PartieRecord | None:
        """The record ``partie_record.record_of`` makes of a partie document's full view, made a
        cheaper way for the scorebook's index (issue 25), or None to score the document the full way
        (``BaseGame``: always None). Never a different record: what the game does not take as plainly
        lawful it leaves to the full way, which refuses it or records it."""
        ...

    def rule(self, values: Mapping[str, Any]) -> Report:
        """``piquet rule`` with no partie: who scores what and why, from the entry's values."""
        ...

    def sample(self, rng: random.Random, partie: Partie) -> dict[str, str]:
        """A random lawful next deal of ``partie``, as a player types it: each field's text after
        its flag, by field key (a yes/no field, typed alone, ``""``); what the tests every game
        gets (``tests/test_conformance.py``) record through ``piquet deal``. Optional: a game
        without one is not driven by them. Written in the game's own ``sample`` module."""
        ...
