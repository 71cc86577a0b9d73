"""The words a partie's view keeps in English, said in the language spoken (issue 23).

The rules' words ("rubicon piquet, six deals"), a deal's word ("deal", "hand"), a result's
labels ("rubicon") and a chart's mark are data: the scorebook's index keeps them as the view
gives them, and the JSON gives them so, whatever the language. Only where a person reads them
are they put in the language spoken, here: the rules' words whole if the catalogue has them,
else part by part (", " between the parts), a target's number kept as it is. In English
nothing is looked up.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from piquet_cli.errors import PiquetError
from piquet_cli.i18n import N_, _, active, use

T = TypeVar("T")

PARTS = (
    N_("rubicon piquet"),
    N_("six deals"),
    N_("four-deal piquet"),
    N_("first and last double"),
    N_("piquet au cent"),
    N_("three games of five"),
    N_("open: both hands entered"),
    N_("every call said"),
    N_("three-hand piquet"),
    N_("four-hand piquet"),
    N_("partners opposite"),
    N_("chouette: rubicon piquet"),
    N_("one against two"),
    N_("bezique"),
    N_("a match of one or two hands"),
    N_("the last trick before the stock runs out scores 10"),
    N_("pinochle"),
    N_("ten rules (a turned-up ten scores 10)"),
    N_("classic rules (the dix scores 10)"),
)
"""The parts of every game's rules' words, for the catalogue (the games write them whole)."""
LABELS = (N_("rubicon"), N_("withdrew"), N_("target"), N_("zero"))
"""A result's labels and a chart's marks, for the catalogue."""
_TO = r"to (\d+)"  # compiled by re's cache when first met, not by every command that imports this
_UP = r"(\d+) up"


def rules_said(words: str) -> str:
    """The rules' words of a view or of the index's record, in the language spoken."""
    if active() == "en" or not words:
        return words
    whole = _(words)
    if whole != words:
        return whole
    return ", ".join(_part(part) for part in words.split(", "))


def _part(part: str) -> str:
    if match := re.fullmatch(_TO, part):
        return _("to {target}").format(target=match[1])
    if match := re.fullmatch(_UP, part):
        return _("{target} up").format(target=match[1])
    return _(part)


def by_word(word: str, deal: str, hand: str) -> str:
    """The sentence of a game whose deal is a "deal" (``deal``) or a "hand" (``hand``), said: the
    two are two sentences, for a deal's word has its gender (a "mão", a "donne", an "reparto")."""
    return _(hand) if word == "hand" else _(deal)


def deal_said(word: str, capital: bool = False) -> str:
    """A game's word for a deal ("deal", "hand") in the language spoken; ``capital``: "Deal"."""
    said = _(word)
    return said[:1].upper() + said[1:] if capital else said


@contextmanager
def in_english() -> Iterator[None]:
    """What goes into JSON, CSV and files is made in English while this lasts, whatever the
    language spoken (the words a view says are made as it is scored)."""
    spoken = active()
    use("en")
    try:
        yield
    finally:
        use(spoken)


def made_in_english(make: Callable[[], T]) -> T:
    """What ``make`` gives, made in English (for the JSON); if it cannot be made, made again in the
    language spoken, so that the error says why in it."""
    if active() == "en":
        return make()
    with in_english():
        try:
            return make()
        except PiquetError:
            pass
    return make()
