"""Every sentence ``piquet odds`` says, answers and refusals, in one place (to be wrapped for
translation as one): the engine (``odds``) gives numbers, ``odds_report`` picks the sentence.

The JSON says none of this: its ``odds`` is ``Odds.notation``, the same in every language.
"""

from __future__ import annotations

from fractions import Fraction

from piquet_cli.games.piquet.combinations import SEQUENCE_NAMES
from piquet_cli.games.piquet.odds import Chance, Figure, Odds, Want

# -- refusals (each one sentence; the flag it is about is named by the caller) ------------
# {elder}, {named} …: the command's flags, as its spec (``spec.SPEC``) gives them.

WHAT_FORMS = "draw or carte-blanche"
NOT_ODDS = "{what!r} is not one of the odds; say " + WHAT_FORMS + "."
NO_SIDE = "say whose exchange it is: {elder} (who takes in up to 5 cards) or {younger} (up to 3)."
BOTH_SIDES = "give {elder} or {younger}, not both."
NOTHING_WANTED = (
    "say what is wanted: {named} N (the chance of drawing N named cards), or {hand} CARDS "
    "{discard} CARDS {want} WANT."
)
NAMED_AND_HAND = "{named} asks of cards named, {hand} of a hand's exchange: give one of them."
NOT_A_COUNT = "{text!r} is not a whole number from {low} to {high}."
NAMED_TOO_MANY = "{count} named cards cannot all be among the 20 a player has not seen."
NEEDS_PER_GROUP = "{need} gives {needs} numbers and {named} {groups}: one for each group of named cards."
NEED_MORE_THAN_NAMED = "{wanted} of {count} named cards cannot be drawn; {need} is from 1 to {count}."
LIMITS = {
    "elder": "Elder takes in 1 to 5 cards (Law 21)",
    "younger": "Younger takes in 1 to 7 cards: 3, and any elder leaves (Law 22)",
}
TAKE_MORE = "{limit}, not {count}."
TAKE_WITH_HAND = "with {hand}, the cards taken in are as many as {discard} gives; leave out {take}."
FOR_DRAW_ONLY = "piquet odds carte-blanche asks nothing more; {flag} is for piquet odds draw."
WITHOUT_HAND = "{flag} goes with {hand} CARDS (the twelve cards held)."
HAND_WITHOUT = "{hand} needs {flag} {metavar} too."
HAND_SIZE = "a piquet hand has 12 cards, not {count}."
DISCARD_NOT_HELD = "{card} is not in the hand: a player discards from the twelve held."
DISCARD_COUNT = "{limit}, as many as are discarded; this discard is {count}."
WANT_FORMS = (
    "cards (AS KH: all of them, or {need} K of them), quatorze or trio (with a rank: quatorze K), "
    "or a sequence: tierce, quart, quint, sixieme, septieme, huitieme"
)
NOT_A_WANT = "{text!r} is not something an exchange can bring; {want} takes " + WANT_FORMS + "."
NO_SET_OF = "{rank} make no quatorze or trio: only aces, kings, queens, knaves and tens do (Law 64)."
WANT_NEED = "{wanted} of {count} wanted cards cannot be; {need} is from 1 to {count}."
NEED_WITHOUT_CARDS = "{need} goes with {named}, or with {want} CARDS."

# -- answers -----------------------------------------------------------------------------

_WHO = {"elder": "Elder", "younger": "Younger"}


def draws_line(who: str, taken: int, total: int) -> str:
    return f"{_WHO[who]} takes in {taken} of the 20 unseen cards: {total:,} draws, all alike (Cavendish's model)."


def exchange_line(who: str, kept: int, taken: int, total: int) -> str:
    return (
        f"{_WHO[who]} keeps {kept} cards and takes in {taken} of the 20 unseen: {total:,} draws, all alike "
        "(Cavendish's model)."
    )


def named_words(groups: tuple[int, ...], needs: tuple[int, ...]) -> str:
    """``Both of 2 named cards``, ``At least 1 of 4 named cards, and at least 1 of 4 others``."""
    parts = [_group_words(g, n, i) for i, (g, n) in enumerate(zip(groups, needs, strict=True))]
    said = ", and ".join(parts)
    return said[0].upper() + said[1:]


def _group_words(named: int, need: int, index: int) -> str:
    cards = "named card" if named == 1 else "named cards"
    if index:
        cards = "other" if named == 1 else "others"
    if need == named:
        if named == 1:
            return "the named card" if not index else "the other"
        return f"both of 2 {cards}" if named == 2 else f"all {named} {cards}"
    return f"at least {need} of {named} {cards}"


def want_words(want: Want) -> str:
    """What is wanted, as a sentence's subject: ``A quatorze``, ``A quint or longer``."""
    if want.kind == "cards":
        shown = " ".join(c.pretty for c in want.cards)
        if want.need == len(want.cards):
            return shown if len(want.cards) == 1 else f"All of {shown}"
        return f"At least {want.need} of {shown}"
    if want.kind == "set":
        kind = "quatorze" if want.size == 4 else "trio or quatorze"
        return f"A {kind}" + (f" of {want.rank.plural}" if want.rank is not None else "")
    name = SEQUENCE_NAMES[want.size]
    return f"A {name} or longer" if want.size < 8 else f"A {name}"


def chance_line(subject: str, chance: Chance) -> str:
    return (
        f"{subject}: {chance.favourable:,} of the {chance.total:,} draws, a chance of "
        f"{fraction_words(chance.fraction)} ({_percent(chance.fraction)})."
    )


def carte_blanche_line(chance: Chance) -> str:
    return (
        f"A dealt hand of twelve with no king, queen or knave (carte blanche): {chance.favourable:,} "
        f"of the {chance.total:,} hands, a chance of {fraction_words(chance.fraction)} "
        f"({_percent(chance.fraction)})."
    )


def fraction_words(value: Fraction) -> str:
    """``17/38``; ``0`` and ``1`` for no chance and a certainty."""
    return str(value)


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.3g}%"


def odds_words(odds: Odds) -> str:
    """``21 to 17 against``, ``evens``, ``certain``, ``no chance``."""
    return {"evens": "evens", "certain": "certain", "impossible": "no chance"}.get(
        odds.side, f"{odds.more} to {odds.fewer} {odds.side}"
    )


def odds_line(odds: Odds) -> str:
    words = odds_words(odds)
    if odds.side in ("against", "on") and odds.fewer != 1:
        words += f", {_ratio(odds.ratio)} to 1"
    return f"Odds: {words}."


def _ratio(value: Fraction) -> str:
    return f"{float(value):,.2f}"


def no_figure_line() -> str:
    return "Cavendish gives no figure for this."


def figure_line(figure: Figure, exact: Odds) -> str:
    """Cavendish's figure for the question answered (whose exact odds, ``exact``, the lines
    above give), and whether the arithmetic gives it."""
    printed = (
        f"a chance of {figure.printed}" if figure.side == "chance" else f"{figure.printed} {figure.side}"
    )
    said = {"exact": "exact", "rounded": "rounded", "different": "not what the arithmetic gives"}[
        figure.verdict()
    ]
    if figure.verdict() == "different" and figure.side != "chance":
        said += f", which is about {round(exact.ratio)} to 1"
    return f"Cavendish: {printed}, {said} ({figure.where})."
