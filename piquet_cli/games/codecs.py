"""A game's notation, by the codec names of its field table: the two look-ups every game makes.

Each game keeps a table (``CODECS``) from a codec's name (``fields.Field.codec``)
to the pair that reads a value as typed at a flag, a prompt or in the partie
file, and writes it back in the canonical form the file keeps. ``parse_with``
and ``format_with`` look a codec up in such a table for ``Game.parse`` and
``Game.format``.
"""

from collections.abc import Callable, Mapping
from typing import Any

from piquet_cli.errors import BadValue

Codec = tuple[Callable[[str], Any], Callable[[Any], str]]
"""How one kind of fact is read from its text, and written back."""


def parse_with(codecs: Mapping[str, Codec], codec: str, text: str) -> Any:
    """The value ``text`` gives in the notation ``codec`` names; a codec not in the table is refused."""
    try:
        read, _ = codecs[codec]
    except KeyError:
        raise BadValue(f"no notation called {codec!r}.") from None
    return read(text)


def format_with(codecs: Mapping[str, Codec], codec: str, value: Any) -> str:
    """``value`` written as the file keeps it, in the notation ``codec`` names."""
    return codecs[codec][1](value)
