"""Words the games make that a person reads, kept in English for the files and the JSON and
said in the language spoken where they are printed (issue 23).

A ruling's reason, a partie's explanation, "Next: deal 2 …" are made once, by the game, and
go both into ``--json`` (English, whatever the language: docs/contract.md, "Languages") and
onto the screen (in the language). ``Words`` is that text: a ``str`` whose value is the
English, which also keeps its catalogue message and its fields, so that ``said()`` gives it
in the language spoken at the moment it is printed. Its fields may be ``Words`` in their
turn (a sequence's name in a ruling); anything else (a player's name, a number) is data and
is put in as it is, never translated nor read as a template.

A ``Words`` put into an f-string or joined with ``+`` is plain English again: make the whole
sentence one ``Words`` (or ``joined``) instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Self

from piquet_cli.cards import Suit
from piquet_cli.i18n import N_, _, active


class Words(str):
    """English text (the ``str``) that can be said in the language spoken (``said``)."""

    template: str
    fields: dict[str, object]
    literal: bool

    def __new__(cls, template: str, /, **fields: object) -> Self:
        self = super().__new__(cls, template.format(**fields) if fields else template)
        self.template, self.fields, self.literal = template, fields, False
        return self

    @classmethod
    def english(cls, text: str, template: str, /, **fields: object) -> Self:
        """``text`` in English (as it always was), ``template`` with ``fields`` in the other
        languages: where English's own grammar (``four tierces major``) is not a message."""
        self = cls(template, **fields)
        english = str.__new__(cls, text)
        english.template, english.fields, english.literal = self.template, self.fields, False
        return english

    def said(self) -> str:
        """The text in the language spoken now (in English, the text itself)."""
        if active() == "en":
            return str(self)
        if self.literal:
            text = self.template
        else:
            text = _(self.template)
        if not self.fields:
            return text
        return text.format(**{k: said(v) if isinstance(v, str) else v for k, v in self.fields.items()})


def said(text: str) -> str:
    """``text`` as a person reads it now: a ``Words`` in the language spoken, any other ``str`` as
    it is (a player's name is data)."""
    return text.said() if isinstance(text, Words) else text


def literal(template: str, /, **fields: object) -> Words:
    """Words put together from others, with no message of their own (``"{a}. {b}"``)."""
    self = Words(template, **fields)
    self.literal = True
    return self


def joined(separator: str, items: Iterable[str]) -> Words:
    """``separator.join(items)``, each item said in the language when the whole is."""
    parts = list(items)
    template = (
        separator.replace("{", "{{").replace("}", "}}").join("{_" + str(i) + "}" for i in range(len(parts)))
    )
    return literal(template, **{f"_{i}": part for i, part in enumerate(parts)})


def listed(items: Iterable[str], last: str = N_("{rest} and {last}")) -> Words:
    """``a, b and c`` (or ``last``'s own word for the last two), each item said in the language."""
    parts = list(items)
    if len(parts) <= 1:
        return joined("", parts)
    return Words(last, rest=joined(", ", parts[:-1]), last=parts[-1])


SUIT_WORDS = {
    Suit.SPADES: N_("spades"),
    Suit.HEARTS: N_("hearts"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.CLUBS: N_("clubs"),
}
"""A suit's name as a ruling says it (``Words(SUIT_WORDS[suit])``)."""


# --- the laws a ruling cites --------------------------------------------------------------------

LAW_WORDS = {
    "Law": N_("Law {number}"),
    "Laws": N_("Laws {numbers}"),
    "Case": N_("Case {number}"),
    "Cases": N_("Cases {numbers}"),
}
LAW_TAILS = {
    ", at three": N_("{law}, at three"),
    ", at four": N_("{law}, at four"),
}
_CITED = r"^(Laws?|Cases?) ([0-9IVXLC][0-9IVXLC, –-]*?)((?:, at three|, at four)?)$"
"""A citation of the laws, compiled by ``re``'s cache when first met: only outside English,
not by every command that imports this module (0.6 ms)."""


def said_law(law: str) -> str:
    """Where a ruling comes from, in the language spoken: "Laws 18, 61; Case XXI" → "Leis 18, 61;
    Caso XXI". A book's title (Cavendish, Foster's Hoyle) and a file's name are kept as they are;
    any other part is said through the catalogue."""
    if active() == "en" or not law:
        return law
    return "; ".join(_said_part(part) for part in law.split("; "))


def _said_part(part: str) -> str:
    found = re.match(_CITED, part)
    if found is None:
        return _(part)
    word, numbers, tail = found.groups()
    cited = _(LAW_WORDS[word]).format(number=numbers, numbers=numbers)
    if not tail:
        return cited
    if tail in LAW_TAILS:
        return _(LAW_TAILS[tail]).format(law=cited)
    return cited + _(tail)
