"""A player's score in a deal by his game's categories: its total and its JSON, in every game.

Each game keeps its own categories as the fields of its ``SideScore`` (Piquet's
point, sequences, sets …; Bezique's declarations, brisques …; Pinochle's melds,
card points …), each ``None`` in quick-totals entry, where only ``quick_total``
is given. What they come to is the same in every game: the quick total if there
is one, else the sum of the categories (``None`` counts 0); and PRODUCT.md's
JSON ``scores`` of the player, each category and then the total.
"""

from typing import ClassVar, Protocol


class Scored(Protocol):
    """A player's score in a deal: the game's categories as attributes, and the quick total."""

    @property
    def quick_total(self) -> int | None: ...


def category_total(score: Scored, categories: tuple[str, ...]) -> int:
    """The quick total if the deal was entered by its totals, else the sum of the categories."""
    if score.quick_total is not None:
        return score.quick_total
    return sum(getattr(score, c) or 0 for c in categories)


def category_json(score: Scored, categories: tuple[str, ...]) -> dict[str, int | None]:
    """PRODUCT.md's JSON ``scores`` of the player: each category, then ``total``."""
    return {c: getattr(score, c) for c in categories} | {"total": category_total(score, categories)}


class CategoryScore:
    """``total`` and ``as_dict`` for a game's ``SideScore`` dataclass, over its ``categories``
    (a NamedTuple, which takes no mixin, calls the two functions above itself)."""

    __slots__ = ()
    categories: ClassVar[tuple[str, ...]]
    quick_total: int | None

    @property
    def total(self) -> int:
        return category_total(self, self.categories)

    def as_dict(self) -> dict[str, int | None]:
        return category_json(self, self.categories)
