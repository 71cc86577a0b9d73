"""``piquet_cli.records.NamedTuple``: a record made as typing's is, without compiling source.

Each record below is written twice, once on typing's ``NamedTuple`` and once on the package's,
and the two must be alike in all a program meets: making one (by position, by keyword, with
defaults, and the errors of a wrong call), its fields, its repr, equality and hash, ``_make``,
``_replace``, ``_asdict``, copying and pickling, the class body's methods and docstring, and
the errors of a class body typing refuses.
"""

from __future__ import annotations

import copy
import inspect
import pickle
import typing
from typing import Any

import pytest

from piquet_cli.records import MOST_FIELDS, NamedTuple


class Card(NamedTuple):
    """A card of the pack."""

    rank: int
    suit: str = "S"
    count: int = 1  # a field that hides tuple.count, as Piquet's RankSet has

    @property
    def label(self) -> str:
        return f"{self.rank}{self.suit}"

    def doubled(self) -> Card:
        return self._replace(count=self.count * 2)

    @classmethod
    def ace(cls, suit: str) -> Card:
        return cls(14, suit)


class TypingCard(typing.NamedTuple):
    """A card of the pack."""

    rank: int
    suit: str = "S"
    count: int = 1

    @property
    def label(self) -> str:
        return f"{self.rank}{self.suit}"

    def doubled(self) -> TypingCard:
        return self._replace(count=self.count * 2)

    @classmethod
    def ace(cls, suit: str) -> TypingCard:
        return cls(14, suit)


class Empty(NamedTuple):
    pass


def test_a_record_is_made_by_position_keyword_and_default() -> None:
    card = Card(10, "H", 2)
    assert card == (10, "H", 2) and card.rank == 10 and card.suit == "H" and card.count == 2
    assert Card(7) == (7, "S", 1) and Card(rank=9, count=3) == (9, "S", 3)
    assert Card.ace("D") == (14, "D", 1) and Card(8, "C").label == "8C"
    assert isinstance(card, tuple) and type(card) is Card and len(card) == 3
    assert Card(12, "S", 2).doubled() == (12, "S", 4)  # a method of the class body
    assert Empty() == () and Empty._fields == ()


def test_its_class_is_the_one_typing_makes() -> None:
    assert Card._fields == TypingCard._fields == ("rank", "suit", "count")
    assert Card._field_defaults == TypingCard._field_defaults == {"suit": "S", "count": 1}
    assert Card.__match_args__ == ("rank", "suit", "count")
    assert Card.__doc__ == TypingCard.__doc__ == "A card of the pack."
    assert Card.__module__ == __name__ and Card.__qualname__ == "Card"
    assert Card.__new__.__defaults__ == ("S", 1)
    ours, theirs = inspect.signature(Card).parameters, inspect.signature(TypingCard).parameters
    assert [(p.name, p.kind, p.default) for p in ours.values()] == [
        (p.name, p.kind, p.default) for p in theirs.values()
    ]
    assert [p.default for p in ours.values()] == [inspect.Parameter.empty, "S", 1]
    assert Card.__new__.__qualname__ == "Card.__new__" and Card._replace.__qualname__ == "Card._replace"
    assert Card.__slots__ == () and not hasattr(Card(1), "__dict__")
    assert Card.rank.__doc__ == "Alias for field number 0"
    assert Empty.__doc__ == "Empty()"  # no docstring: namedtuple's own


def test_its_records_behave_as_typings() -> None:
    ours, theirs = Card(13, "C", 2), TypingCard(13, "C", 2)
    assert repr(ours) == "Card(rank=13, suit='C', count=2)"
    assert repr(theirs) == "TypingCard(rank=13, suit='C', count=2)"
    assert ours == theirs and hash(ours) == hash(theirs) == hash((13, "C", 2))
    assert ours._asdict() == theirs._asdict() == {"rank": 13, "suit": "C", "count": 2}
    assert ours._replace(suit="D") == (13, "D", 2) and type(ours._replace(suit="D")) is Card
    assert Card._make([7, "H", 1]) == (7, "H", 1) and type(Card._make([7, "H", 1])) is Card
    assert ours.count == 2 and ours.index("C") == 1  # the field, and tuple's own index
    match ours:
        case Card(rank, suit):
            assert (rank, suit) == (13, "C")
        case _:
            pytest.fail("a record matches by position")


def test_copied_and_pickled_as_typings() -> None:
    card = Card(11, "H", 3)
    assert copy.copy(card) == card and copy.deepcopy(card) == card
    back = pickle.loads(pickle.dumps(card))
    assert back == card and type(back) is Card
    assert card.__getnewargs__() == (11, "H", 3)


@pytest.mark.parametrize(
    ("make", "error"),
    [
        (lambda: Card(), "missing 1 required positional argument: 'rank'"),
        (lambda: Card(1, "S", 1, 4), "takes from 2 to 4 positional arguments but 5 were given"),
        (lambda: Card(1, colour="red"), "got an unexpected keyword argument 'colour'"),
        (lambda: Card._make([1, "S"]), "Expected 3 arguments, got 2"),
    ],
)
def test_a_wrong_call_is_refused_as_typing_refuses_it(make: Any, error: str) -> None:
    with pytest.raises(TypeError, match=error):
        make()


def test_a_replace_of_no_field_is_refused() -> None:
    with pytest.raises(ValueError, match=r"Got unexpected field names: \['colour'\]"):
        Card(1)._replace(colour="red")


def test_a_class_body_typing_refuses_is_refused() -> None:
    with pytest.raises(TypeError, match="Non-default namedtuple field suit cannot follow default field rank"):

        class Wrong(NamedTuple):
            rank: int = 7
            suit: str

    with pytest.raises(AttributeError, match="Cannot overwrite NamedTuple attribute _make"):

        class Overwrites(NamedTuple):
            rank: int

            def _make(self) -> None: ...

    with pytest.raises(ValueError, match="Field names cannot start with an underscore"):

        class Hidden(NamedTuple):
            _rank: int


def test_a_record_of_many_fields_is_made_by_namedtuple_alike() -> None:
    count = MOST_FIELDS + 1
    body = "".join(f"    f{i}: int = {i}\n" for i in range(count))
    space: dict[str, Any] = {"NamedTuple": NamedTuple, "__name__": __name__}
    exec(f"class Wide(NamedTuple):\n{body}", space)  # noqa: S102 — a class of that many fields
    wide = space["Wide"](f3=30)
    assert len(wide) == count and wide.f3 == 30 and wide.f0 == 0 and wide.f24 == 24
    assert wide._replace(f1=10)[:3] == (0, 10, 2)


def test_a_record_of_the_most_fields_made_here() -> None:
    """24 fields (``PartieView``'s number) still have a constructor of their own."""
    body = "".join(f"    f{i}: int\n" for i in range(MOST_FIELDS))
    space: dict[str, Any] = {"NamedTuple": NamedTuple, "__name__": __name__}
    exec(f"class Full(NamedTuple):\n{body}", space)  # noqa: S102
    full = space["Full"](*range(MOST_FIELDS))
    assert full == tuple(range(MOST_FIELDS)) and full.f23 == 23
    assert space["Full"].__new__.__code__.co_varnames[:3] == ("_cls", "f0", "f1")
