"""``total`` and ``as_dict`` for a game's ``SideScore``: a player's score in a hand
by the game's categories (Bezique's, Pinochle's), reckoned as ``games.view`` reckons it in
every game (``category_total``, ``category_json``; Piquet's NamedTuple calls them itself).
"""

from typing import ClassVar

from piquet_cli.games.view import category_json, category_total


class CategoryScore:
    """A mixin: ``total`` and ``as_dict`` over the subclass's ``categories``. A NamedTuple takes
    no mixin, so Bezique's and Pinochle's ``SideScore`` subclass their NamedTuple of categories
    with it (``__slots__ = ()``: still a plain tuple)."""

    __slots__ = ()
    categories: ClassVar[tuple[str, ...]]
    quick_total: int | None

    @property
    def total(self) -> int:
        return category_total(self, self.categories)

    def as_dict(self) -> dict[str, int | None]:
        return category_json(self, self.categories)
