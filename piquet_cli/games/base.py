"""What every game gets without writing it: the seam's defaults, for a game to inherit.

``protocol.Game`` says everything the scorebook and the commands ask of a game;
most of it is the same for a simple game, and ``BaseGame`` gives it once. A
game subclasses ``BaseGame[F]`` (``F`` its own type of a deal's facts) and
writes only its rules: ``score``, ``walk``, ``missing`` and ``rule``, and the
class attributes ``spec``, ``rows`` and ``codecs``. Anything else it writes
overrides the default:

- the partie's options: ``rules`` alone, one of ``spec.rules`` (the default
  first), no agreements (``new_partie``, ``read_options``, ``write_options``,
  ``option_keys``);
- the notation: ``parse``/``format`` by the ``codecs`` table;
- the facts: ``facts``/``values`` from ``record``, a NamedTuple or dataclass
  whose fields are named by the field keys; a value left at the field's default
  is not written;
- ``quick``: the facts of ``{"totals": totals}``;
- ``complete``: nothing to ask; ``setup``: the rules, asked among ``spec.rules``
  when there is a choice; ``ledger_columns``: none;
- ``deal_word``: ``spec.deal_word``;
- the game's own file format: ``format_version`` 1 and no ``migrate``.

Nothing here is imported before a game's engine is.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from piquet_cli.errors import BadValue, FileProblem, file_value
from piquet_cli.games.protocol import Codec, format_with, parse_with
from piquet_cli.i18n import _

if TYPE_CHECKING:
    from collections.abc import Sequence

    from piquet_cli.games.fields import GameSpec
    from piquet_cli.games.partie_record import PartieRecord
    from piquet_cli.games.protocol import Table
    from piquet_cli.games.view import Partie, PartieView, Report, Row

F = TypeVar("F")
"""A game's own type of one deal's facts."""

Needs = list[tuple[tuple[str, ...], ...]]
"""What a deal still needs (``Game.missing``): each need as its alternatives, each the keys that go
together."""


class BaseGame(ABC, Generic[F]):
    """A game, with the seam's defaults (the module's docstring lists them)."""

    spec: GameSpec
    rows: tuple[Row, ...]  # the rows of a deal's breakdown, in the order they reckon
    codecs: ClassVar[Mapping[str, Codec]] = {}
    record: Callable[..., F] | None = None  # the facts' NamedTuple or dataclass, its fields the keys
    format_version: int = 1  # the game's own version of its partie files (``migrate``)

    @property
    def deal_word(self) -> str:
        """What the game calls one deal: "deal", or "hand"."""
        return self.spec.deal_word

    # --- the partie and its options

    def new_partie(
        self, players: tuple[str, ...], first_dealer: int, rules: str, options: Mapping[str, Any]
    ) -> Partie:
        """A partie with no deal yet under one of ``spec.rules``; no agreements."""
        from piquet_cli.games.view import Partie

        return Partie(self.spec.name, players, first_dealer, self.rules_named(rules))

    def rules_named(self, text: str) -> str:
        """One of ``spec.rules`` as given (case and spaces apart), else BadValue naming ``rules``."""
        plain = text.strip().lower()
        if plain not in self.spec.rules:
            raise BadValue(
                _("{text!r} is not a set of rules; choose {forms}.").format(
                    text=text, forms=self._rule_forms()
                ),
                field="rules",
            )
        return plain

    def _rule_forms(self) -> str:
        *most, last = self.spec.rules
        return ", ".join(most) + _(" or ") + last if most else last

    def read_options(self, doc: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """``rules`` (one of ``spec.rules``; left out, the first); no agreements."""
        rules = doc.get("rules", self.spec.rules[0])
        if not isinstance(rules, str) or rules not in self.spec.rules:
            raise FileProblem(
                _("rules = {given}: the rules of {game} are {forms}.").format(
                    given=file_value(rules),
                    game=self.spec.title,
                    forms=self._rule_forms(),
                ),
                field="rules",
            )
        return rules, {}

    def write_options(self, partie: Partie) -> dict[str, Any]:
        return {"rules": partie.rules}

    def option_keys(self) -> tuple[str, ...]:
        return ("rules",)

    # --- the game's own file format

    def migrate(self, doc: dict[str, Any], version: int) -> dict[str, Any]:
        """A partie document of the game's format ``version`` as format ``version + 1`` has it; the
        scorebook calls it step by step from the file's version up to ``format_version``. A game
        that never changed its format has nothing to migrate (FileProblem: a bug in the file)."""
        raise FileProblem(
            _(
                "game_format = {version}: {game} has no such format to upgrade from (it writes format {current})."
            ).format(version=version, game=self.spec.title, current=self.format_version),
            field="game_format",
        )

    # --- the notation and the facts

    def parse(self, codec: str, text: str) -> Any:
        return parse_with(self.codecs, codec, text)

    def format(self, codec: str, value: Any) -> str:
        return format_with(self.codecs, codec, value)

    def facts(self, values: Mapping[str, Any]) -> F:
        """The ``record`` of the values by field key; a key it has no field for is no fact of it."""
        record = self._record()
        names = _field_defaults(record)
        return record(**{key: value for key, value in values.items() if key in names})

    def values(self, facts: F) -> dict[str, Any]:
        """The values of the ``record`` by field key, in the field table's order, leaving out
        those at the record's default (not given)."""
        defaults = _field_defaults(self._record())
        out: dict[str, Any] = {}
        for field in self.spec.fields:
            if field.key in defaults:
                value = getattr(facts, field.key)
                if value != defaults[field.key]:
                    out[field.key] = value
        return out

    def _record(self) -> Callable[..., F]:
        if self.record is None:
            raise TypeError(f"{type(self).__name__} has no record: it writes facts and values itself")
        return self.record

    def quick(self, totals: tuple[int, ...]) -> F:
        """A deal entered by its totals only, a seat each in playing order (elder first in a
        two-hand game): the facts of ``totals`` alone."""
        return self.facts({"totals": totals})

    # --- the rules: what a game must write

    @abstractmethod
    def missing(self, facts: F, partie: Partie) -> Needs:
        """What a deal still needs before it can be recorded as the next deal of ``partie`` (the
        partie so far, without it): nothing once the deal has ended the game."""

    @abstractmethod
    def score(self, partie: Partie) -> PartieView: ...

    @abstractmethod
    def walk(self, table: Table, partie: Partie, number: int, prefill: F | None) -> F: ...

    @abstractmethod
    def rule(self, values: Mapping[str, Any]) -> Report: ...

    # --- the table

    def complete(self, table: Table, partie: Partie, number: int, facts: F) -> F:
        """A deal given whole by flags: nothing more to ask."""
        return facts

    def setup(self, table: Table) -> tuple[str, dict[str, Any]]:
        """The rules of a new partie: asked among ``spec.rules`` when there are more than one."""
        if len(self.spec.rules) == 1:
            return self.spec.rules[0], {}
        from piquet_cli.games.choice import by_beginning

        forms = self._rule_forms()

        def rules(text: str) -> str:
            refusal = _("{text} is not a set of rules of {game}; choose {forms}.").format(
                text=repr(text.strip()), game=self.spec.title, forms=forms
            )
            return by_beginning(text, self.spec.rules, refusal)

        chosen = table.ask(
            _("Rules? ({forms})").format(forms=forms),
            rules,
            self.spec.rules_help or forms,
            self.spec.rules[0],
        )
        return chosen, {}

    def ledger_columns(self, records: Sequence[PartieRecord]) -> dict[str, dict[str, str]]:
        return {}

    # --- the scorebook's index

    def quick_record(self, doc: Mapping[str, Any], created: str | None, origin: str) -> PartieRecord | None:
        """The record of a partie document that ``partie_record.record_of`` makes of its full view,
        found a cheaper way, or None to score the document the full way (the default: always)."""
        return None


def _field_defaults(record: Callable[..., Any]) -> dict[str, Any]:
    """Each field of a NamedTuple or dataclass by name, with its default (a field with none: a
    value no deal leaves it at, so it is always written)."""
    fields: tuple[str, ...] | None = getattr(record, "_fields", None)
    if fields is not None:  # a NamedTuple
        named: dict[str, Any] = getattr(record, "_field_defaults", {})
        return {name: named.get(name, _REQUIRED) for name in fields}
    import dataclasses

    if not (isinstance(record, type) and dataclasses.is_dataclass(record)):
        raise TypeError(f"{record!r} is neither a NamedTuple nor a dataclass")
    return {
        f.name: _REQUIRED if f.default is dataclasses.MISSING else f.default
        for f in dataclasses.fields(record)
    }


_REQUIRED = object()
"""The default of a field that has none: equal to no value."""
