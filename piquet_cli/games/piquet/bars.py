"""Bars: what a player may not reckon in a deal, though his cards still bar.

Two kinds (Laws 25–35, 46, 54, 58; Cases I and XXI):

* the **penalty** of reckoning nothing that deal (``DealFacts.barred``): for
  playing with too many cards, an unfounded call, touching the stock out of
  turn… The player reckons nothing — but a carte blanche, which "accrues
  before the play of the hand commences, and before any cards are taken in"
  (Case XXI), so no penalty incurred later reaches it;
* a **bar on one category** (``DealFacts.barred_from``): younger, having
  answered "equal" to a point of so many cards, "is barred from counting a
  superior number of cards for point" (Law 46, Case I) — and likewise a
  player may be barred from his sequences or his quatorzes and trios.

Either way "his cards, though not good to score, are good to bar his
adversary" (Law 58; description of the game): what he holds still decides
what is good, and still saves a pique or a repique.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet_cli.games.side import Side
from piquet_cli.i18n import N_
from piquet_cli.said import Words

if TYPE_CHECKING:
    from piquet_cli.games.piquet.facts import DealFacts

BARRABLE = ("point", "sequences", "sets")
"""The categories a bar may name alone."""

_WORDS = {
    "point": N_(
        "{who} is barred from reckoning a point, which is not good to score but is good to save a pique or a repique."
    ),
    "sequences": N_(
        "{who} is barred from reckoning sequences, which is not good to score but is good to save a pique or a repique."
    ),
    "sets": N_(
        "{who} is barred from reckoning quatorzes and trios, which is not good to score "
        "but is good to save a pique or a repique."
    ),
}
_LAWS = {"point": "Law 46; Case I", "sequences": "Laws 54, 58", "sets": "Laws 54, 58"}


def barred_in(facts: DealFacts, category: str) -> frozenset[Side]:
    """The players who may not reckon ``category`` this deal."""
    if category == "carte_blanche":
        return frozenset()  # Case XXI: it accrues before any penalty can be incurred
    whole = {facts.barred} if facts.barred is not None else set()
    return frozenset(whole | {side for side, what in facts.barred_from if what == category})


def bar_words(facts: DealFacts, who: dict[Side, str]) -> list[tuple[str, str]]:
    """What each bar of the deal means, in players' words, with its law."""
    said: list[tuple[str, str]] = []
    if facts.barred is not None:
        side = facts.barred
        kept = side in facts.carte_blanche
        words = Words(
            (
                N_(
                    "{who} is barred and reckons nothing this deal after carte blanche, but the cards, though not "
                    "good to score, are good to bar {other}'s repique."
                )
                if side is Side.ELDER
                else N_(
                    "{who} is barred and reckons nothing this deal after carte blanche, but the cards, though not "
                    "good to score, are good to bar {other}'s pique and repique."
                )
            )
            if kept
            else N_(
                "{who} is barred and reckons nothing this deal, but the cards, though not "
                "good to score, are good to bar {other}'s repique."
            )
            if side is Side.ELDER
            else N_(
                "{who} is barred and reckons nothing this deal, but the cards, though not "
                "good to score, are good to bar {other}'s pique and repique."
            ),
            who=who[side],
            other=who[side.other],
        )
        said.append((words, "Laws 54, 58" + ("; Case XXI" if kept else "")))
    for side, category in facts.barred_from:
        if side is facts.barred:
            continue
        words = Words(_WORDS[category], who=who[side])
        said.append((words, _LAWS[category]))
    return said
