"""What a game tells the command line before it is loaded: its name, rules, flags and commands.

The ``piquet`` command builds its options from these tables when it starts, so
``piquet --help`` must not pay for any game's engine: this module and each
game's ``spec`` module hold plain data only (names, flags, help texts). How a
value is read and written — the notation — is named here by a *codec* and
lives with the game's engine, loaded only when a value is read.

One table per game (``GameSpec.fields``) drives the entry flags of ``deal`` and
``rule``, the keys of a deal in the partie file, the ``piquet deal …`` command
echoed when a save is refused, and the prefill of the walkthrough.
"""

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal

from piquet_cli.records import NamedTuple

Kind = Literal["text", "pair", "flag", "numbers", "choice", "int"]
"""How a fact sits in the partie file: notation text, a value a seat (``pair``: in playing
order, ``[elder, younger]`` in a two-hand game, ``[20, 10, 5]`` with three), ``true``, a
list of whole numbers, a yes/no given as ``true``/``false`` (``choice``), or one whole
number (``int``: ``crib = 4``, read by ``Field.whole`` and needing no codec)."""

TWO = 2
"""The players a game's rules take when its spec does not say (``GameSpec.seats``)."""


class Field(NamedTuple):
    """One fact of a deal as entered at the table.

    ``key`` names it in the partie file, in the ``entry`` the command line
    gives and in the engine's errors (``field``, with ``side``); ``flag`` is
    its entry flag; ``codec`` names the notation that reads and writes it.
    """

    key: str
    flag: str
    metavar: str
    help: str
    codec: str
    kind: Kind = "text"
    side: str | None = None  # "elder" / "younger": whose fact it is, when it is one player's
    fact: str | None = None  # the engine's word for it, when not the key (``point`` for elder_point)
    seat_letters: bool = False  # a seat's letter each (e/y): the players' initials taken too
    names_a_player: bool = False  # a player's name: matched as every name is (games.names)
    bounds: tuple[int, int] | None = None  # an ``int`` field's least and greatest values

    @property
    def engine_name(self) -> str:
        return self.fact or self.key

    def whole(self, text: str) -> int:
        """An ``int`` field's value from a flag or an answer: ASCII digits (``games.whole``) within
        ``bounds``; else BadValue naming the flag, in one sentence."""
        from piquet_cli.errors import BadValue  # not at start-up: this module is read by --help
        from piquet_cli.games.whole import whole
        from piquet_cli.i18n import _

        value = whole(text.strip())
        if value is None or not self.within(value):
            raise BadValue(
                _("{text!r} is not {forms}.").format(text=text.strip(), forms=self.whole_words()),
                self.flag,
            )
        return value

    def within(self, value: int) -> bool:
        """Whether ``value`` is one the field takes (a whole number, never below 0)."""
        low, high = self.bounds or (0, None)
        return low <= value and (high is None or value <= high)

    def whole_words(self) -> str:
        """``a whole number from 1 to 4``: what an ``int`` field takes."""
        from piquet_cli.i18n import _

        if self.bounds is None:
            return _("a whole number")
        return _("a whole number from {low} to {high}").format(low=self.bounds[0], high=self.bounds[1])


class Option(NamedTuple):
    """An option of ``piquet new`` beyond the players, the dealer and ``--rules``:
    an agreement kept in the partie file."""

    key: str
    flag: str
    help: str
    metavar: str | None = None  # None: a yes/no switch


class Param(NamedTuple):
    """One parameter of a game's own command (``piquet withdraw NAME --totals E,Y``)."""

    name: str
    help: str
    flag: str | None = None  # None: a positional argument
    metavar: str | None = None
    many: bool = False  # a positional argument taking every remaining word
    switch: bool = False  # a yes/no option


class Command(NamedTuple):
    """A command only some games have. ``run`` is ``"module:function"`` in the game's package,
    imported when it runs and called with the parameters by name (``--json`` apart).

    A ``report`` command needs no partie and returns a ``view.Report`` to print (``piquet
    hand``). A ``partie`` command acts on a partie (``--file``, else the latest unfinished):
    ``run`` also gets the partie's view as ``view`` and returns the facts of one more deal
    to record and the sentence that says what they are (``piquet withdraw``).
    """

    name: str
    help: str
    params: tuple[Param, ...]
    run: str
    kind: Literal["report", "partie"] = "report"


class Notation(NamedTuple):
    """A game's part of ``piquet help notation``, kept in a module of its own that only that page
    loads (``GameSpec.notation``).

    ``rows``: its own forms, a heading and what it takes; two games' rows under one heading are
    said as one. A game whose deals are events (``games.events``) says what it calls them
    (``events``), its codes (``codes``) and a trick's events (``example``); a rule it shares with
    other such games word for word (``shared``) is said once, for all of them.
    """

    rows: tuple[tuple[str, str], ...] = ()  # ("Point", "the number of cards (5), …")
    events: str = ""  # "Bezique's declarations"
    codes: str = ""  # "Bezique: 7 the seven of trumps, …"
    example: str = ""  # "e:rm y:4A e:7+bz"
    shared: str = ""  # "a marriage named in trumps … is the royal marriage: …"


class GameSpec(NamedTuple):
    """What the command line knows of a game without loading it."""

    name: str  # the partie file's ``game``
    title: str  # "Piquet"
    rules: tuple[str, ...]  # the rule sets, the default first
    rules_help: str
    fields: tuple[Field, ...]
    options: tuple[Option, ...] = ()
    commands: tuple[Command, ...] = ()
    engine: str = ""  # the module whose ``GAME`` is the game itself
    scoring_version: int = 1  # raised whenever what a partie of the game scores to (its record in the
    # scorebook's index: totals, result, settlement, stats) may change; the index is kept across an
    # upgrade or a reinstall until this does (``scorebook.fingerprint.engine_fingerprint``)
    result_labels: tuple[tuple[str, str], ...] = ()  # the words of results (Result.labels) the ledger
    # counts, given–taken, each with its note under the ledger: ("rubicon", "Rubicons: given–taken …")
    rule_example: str = ""  # what ``piquet rule`` takes, said when it is given nothing
    ledger_columns: bool = False  # the game adds columns of its own to the ledger (Game.ledger_columns)
    about: str = ""  # what the game is, in a few words, for a newcomer choosing it ("32 cards, …")
    deal_word: str = "deal"  # what the game calls one deal: "deal", or "hand" (Game.deal_word)
    notation: str = ""  # the module whose ``NOTATION`` (a ``Notation``) is its part of help notation
    seats: Mapping[str, int] = MappingProxyType({})  # players each rule set takes, by its name
    # (a rule set not named here takes two): open_spiel's num_players
    partners: frozenset[str] = frozenset()  # the rule sets played in partnership: four players,
    # partners opposite (A and C against B and D)
    fewer_seats: frozenset[str] = frozenset()  # the rule sets some of whose deals seat fewer than
    # the partie's players (three-hand's two-hand finish, Chouette's two who play): a deal's
    # value a seat then holds from two values up
    rule_aliases: Mapping[str, str] = MappingProxyType({})  # an old name of a rule set, by the name
    # as typed (lower case), with how the game reads it: said when a partie is made with it

    def players_for(self, rules: str) -> int:
        """How many players the rule set ``rules`` takes."""
        return self.seats.get(rules, TWO)

    def plays_in_partners(self, rules: str) -> bool:
        """Whether the rule set ``rules`` is played by partners (four: A and C against B and D)."""
        return rules in self.partners

    @property
    def min_players(self) -> int:
        """The fewest players any of the game's rule sets takes (open_spiel's min_num_players)."""
        return min(map(self.players_for, self.rules))

    @property
    def max_players(self) -> int:
        """The most players any of the game's rule sets takes (open_spiel's max_num_players)."""
        return max(map(self.players_for, self.rules))

    def rules_for(self, players: int) -> str | None:
        """The first of the rule sets that takes ``players`` players (the default for them)."""
        return next((r for r in self.rules if self.players_for(r) == players), None)

    def takes_words(self, rules: str | None = None) -> str:
        """How many players the game takes, or its rule set ``rules`` does, in words: "Piquet
        takes 2 players", "Piquet takes 2, 3 or 4 players by its rules", "Piquet's rules three take 3
        players"."""
        from piquet_cli.i18n import _

        if rules is not None and self.min_players != self.max_players:
            return _("{game}'s rules {rules} take {count} players").format(
                game=self.title, rules=rules, count=self.players_for(rules)
            )
        counts = sorted({self.players_for(r) for r in self.rules})
        if len(counts) == 1:
            return _("{game} takes {count} players").format(game=self.title, count=counts[0])
        said = ", ".join(map(str, counts[:-1])) + " " + _("or") + f" {counts[-1]}"
        return _("{game} takes {counts} players by its rules").format(game=self.title, counts=said)

    def field(self, key: str) -> Field | None:
        return next((f for f in self.fields if f.key == key), None)

    def flag_of(self, fact: str | None, side: str | None) -> str | None:
        """The flag an engine error's fact names: the player's own field, else the deal's."""
        if fact is None:
            return None
        for wanted in (side, None):
            for f in self.fields:
                if f.engine_name == fact and f.side == wanted:
                    return f.flag
        return None
