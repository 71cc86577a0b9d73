"""The package's NamedTuple records: their defaults are values, never a dataclass's field().

A NamedTuple takes ``field(default_factory=dict)`` without a word, and then every record made
without that argument holds the ``Field`` object itself (``view.Partie.options`` did, for every
Pinochle partie). A mutable default would be shared by every record made without it.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil

import piquet_cli


def records() -> list[type]:
    found = []
    for module in pkgutil.walk_packages(piquet_cli.__path__, "piquet_cli."):
        if module.name.endswith(".__main__"):
            continue  # running it is running piquet
        loaded = importlib.import_module(module.name)
        found.extend(
            value
            for value in vars(loaded).values()
            if isinstance(value, type)
            and issubclass(value, tuple)
            and hasattr(value, "_field_defaults")
            and value.__module__ == loaded.__name__
        )
    return found


def test_the_package_has_records_to_check() -> None:
    names = {f"{r.__module__}.{r.__qualname__}" for r in records()}
    assert {"piquet_cli.games.view.Partie", "piquet_cli.scorebook.parties.PartieFile"} <= names


def test_no_record_defaults_to_a_field_or_a_mutable_value() -> None:
    wrong = [
        f"{record.__module__}.{record.__qualname__}.{name}: {type(default).__name__}"
        for record in records()
        for name, default in record._field_defaults.items()  # type: ignore[attr-defined]
        if isinstance(default, (dataclasses.Field, list, dict, set))
    ]
    assert wrong == []


def test_a_partie_made_without_options_has_none() -> None:
    from piquet_cli.games.view import Partie

    assert dict(Partie("pinochle", ("Ann", "Bob")).options) == {}


def test_a_call_equals_only_a_call_of_its_own_kind() -> None:
    """A tierce major and a trio of aces are both "three, ace" as tuples; they are never the
    same call, in a comparison, a set or a dict's keys."""
    from piquet_cli.cards import Rank
    from piquet_cli.games.piquet.combinations import Point, RankSet, Sequence

    tierce, trio, three = Sequence(3, Rank.ACE), RankSet(3, Rank.ACE), Point(3, 14)
    assert tierce != trio and (tierce == trio) is False and trio != tierce
    assert tierce == Sequence(3, Rank.ACE) and (tierce != Sequence(3, Rank.ACE)) is False
    assert len({tierce, trio, Sequence(3, Rank.ACE)}) == 2
    assert Point(3) != Sequence(3) != RankSet(3) and three == Point(3, 14)
    assert {tierce: "sequence", trio: "set"}[Sequence(3, Rank.ACE)] == "sequence"
    assert RankSet(4, Rank.TEN).count == 4 and Point(5, 48).count == 48  # fields, not tuple.count
