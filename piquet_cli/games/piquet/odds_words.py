"""Every sentence ``piquet odds`` says, answers and refusals, in one place (to be wrapped for
translation as one): the engine (``odds``) gives numbers, ``odds_report`` picks the sentence.

The JSON says none of this: its ``odds`` is ``Odds.notation``, the same in every language.
"""

from __future__ import annotations

from fractions import Fraction

from piquet_cli.games.numerals import decimal, whole
from piquet_cli.games.piquet.combinations import SEQUENCE_NAMES
from piquet_cli.games.piquet.odds import Chance, Odds, Want
from piquet_cli.games.piquet.odds_book import Figure
from piquet_cli.i18n import N_, _, active, ngettext

# -- refusals (each one sentence; the flag it is about is named by the caller) ------------
# {elder}, {named} …: the command's flags, as its spec (``spec.SPEC``) gives them.

NOT_ODDS = N_("{what!r} is not one of the odds; say draw or carte-blanche.")
NO_SIDE = N_("say whose exchange it is: {elder} (who takes in up to 5 cards) or {younger} (up to 3).")
BOTH_SIDES = N_("give {elder} or {younger}, not both.")
NOTHING_WANTED = N_(
    "say what is wanted: {named} N (the chance of drawing N named cards), or {hand} CARDS "
    "{discard} CARDS {want} WANT."
)
NAMED_AND_HAND = N_("{named} asks of cards named, {hand} of a hand's exchange: give one of them.")
NOT_A_COUNT = N_("{text!r} is not a whole number from {low} to {high}.")
NAMED_TOO_MANY = N_("{count} named cards cannot all be among the 20 a player has not seen.")
NEEDS_PER_GROUP = N_("{need} gives {needs} numbers and {named} {groups}: one for each group of named cards.")
NEED_MORE_THAN_NAMED = N_("{wanted} of {count} named cards cannot be drawn; {need} is from 1 to {count}.")
LIMITS = {
    "elder": N_("Elder takes in 1 to 5 cards (Law 21)"),
    "younger": N_("Younger takes in 1 to 7 cards: 3, and any elder leaves (Law 22)"),
}
TAKE_MORE = N_("{limit}, not {count}.")
TAKE_WITH_HAND = N_("with {hand}, the cards taken in are as many as {discard} gives; leave out {take}.")
FOR_DRAW_ONLY = N_("piquet odds carte-blanche asks nothing more; {flag} is for piquet odds draw.")
WITHOUT_HAND = N_("{flag} goes with {hand} CARDS (the twelve cards held).")
HAND_WITHOUT = N_("{hand} needs {flag} {metavar} too.")
HAND_SIZE = N_("a piquet hand has 12 cards, not {count}.")
DISCARD_NOT_HELD = N_("{card} is not in the hand: a player discards from the twelve held.")
DISCARD_COUNT = N_("{limit}, as many as are discarded; this discard is {count}.")
NOT_A_WANT = N_(
    "{text!r} is not something an exchange can bring; {want} takes cards (AS KH: all of them, or {need} K "
    "of them), quatorze or trio (with a rank: quatorze K), or a sequence: tierce, quart, quint, sixieme, "
    "septieme, huitieme."
)
NO_SET_OF = N_("{rank} make no quatorze or trio: only aces, kings, queens, knaves and tens do (Law 64).")
WANT_NEED = N_("{wanted} of {count} wanted cards cannot be; {need} is from 1 to {count}.")
NEED_WITHOUT_CARDS = N_("{need} goes with {named}, or with {want} CARDS.")

# -- answers -----------------------------------------------------------------------------


def draws_line(who: str, taken: int, total: int) -> str:
    said = (
        _("Elder takes in {taken} of the 20 unseen cards: {total} draws, all alike (Cavendish's model).")
        if who == "elder"
        else _(
            "Younger takes in {taken} of the 20 unseen cards: {total} draws, all alike (Cavendish's model)."
        )
    )
    return said.format(taken=taken, total=whole(total))


def exchange_line(who: str, kept: int, taken: int, total: int) -> str:
    said = (
        _(
            "Elder keeps {kept} cards and takes in {taken} of the 20 unseen: {total} draws, all alike (Cavendish's model)."
        )
        if who == "elder"
        else _(
            "Younger keeps {kept} cards and takes in {taken} of the 20 unseen: {total} draws, all alike "
            "(Cavendish's model)."
        )
    )
    return said.format(kept=kept, taken=taken, total=whole(total))


def named_words(groups: tuple[int, ...], needs: tuple[int, ...]) -> str:
    """``Both of 2 named cards``, ``At least 1 of 4 named cards, and at least 1 of 4 others``."""
    parts = [_group_words(g, n, i) for i, (g, n) in enumerate(zip(groups, needs, strict=True))]
    said = _(", and ").join(parts)
    return said[0].upper() + said[1:]


def _group_words(named: int, need: int, index: int) -> str:
    if need == named:
        if named == 1:
            return _("the named card") if not index else _("the other")
        if named == 2:
            return _("both of 2 others") if index else _("both of 2 named cards")
        said = _("all {count} others") if index else _("all {count} named cards")
        return said.format(count=named)
    if index:
        said = ngettext("at least {need} of {count} other", "at least {need} of {count} others", named)
    else:
        said = ngettext(
            "at least {need} of {count} named card", "at least {need} of {count} named cards", named
        )
    return said.format(need=need, count=named)


SETS = {
    "aces": (N_("A quatorze of aces"), N_("A trio or quatorze of aces")),
    "kings": (N_("A quatorze of kings"), N_("A trio or quatorze of kings")),
    "queens": (N_("A quatorze of queens"), N_("A trio or quatorze of queens")),
    "knaves": (N_("A quatorze of knaves"), N_("A trio or quatorze of knaves")),
    "tens": (N_("A quatorze of tens"), N_("A trio or quatorze of tens")),
}
"""What is wanted of a rank's quatorze or trio, as a sentence's subject."""
SEQUENCES = {
    3: N_("A tierce or longer"),
    4: N_("A quart or longer"),
    5: N_("A quint or longer"),
    6: N_("A sixième or longer"),
    7: N_("A septième or longer"),
    8: N_("A huitième"),
}


def want_words(want: Want) -> str:
    """What is wanted, as a sentence's subject: ``A quatorze``, ``A quint or longer``."""
    if want.kind == "cards":
        shown = " ".join(c.pretty for c in want.cards)
        if want.need == len(want.cards):
            return shown if len(want.cards) == 1 else _("All of {cards}").format(cards=shown)
        return _("At least {need} of {cards}").format(need=want.need, cards=shown)
    if want.kind == "set":
        quatorze = want.size == 4
        if want.rank is None:
            return _("A quatorze") if quatorze else _("A trio or quatorze")
        kinds = SETS[want.rank.plural]
        return _(kinds[0] if quatorze else kinds[1])
    if active() == "en":
        name = SEQUENCE_NAMES[want.size]
        return f"A {name} or longer" if want.size < 8 else f"A {name}"
    return _(SEQUENCES[want.size])


def chance_line(subject: str, chance: Chance) -> str:
    return _("{subject}: {favourable} of the {total} draws, a chance of {fraction} ({percent}).").format(
        subject=subject,
        favourable=whole(chance.favourable),
        total=whole(chance.total),
        fraction=fraction_words(chance.fraction),
        percent=_percent(chance.fraction),
    )


def carte_blanche_line(chance: Chance) -> str:
    return _(
        "A dealt hand of twelve with no king, queen or knave (carte blanche): {favourable} "
        "of the {total} hands, a chance of {fraction} ({percent})."
    ).format(
        favourable=whole(chance.favourable),
        total=whole(chance.total),
        fraction=fraction_words(chance.fraction),
        percent=_percent(chance.fraction),
    )


def fraction_words(value: Fraction) -> str:
    """``17/38``; ``0`` and ``1`` for no chance and a certainty."""
    return str(value)


def _percent(value: Fraction) -> str:
    return decimal(f"{float(value) * 100:.3g}") + "%"


SIDES = {"against": N_("{more} to {fewer} against"), "on": N_("{more} to {fewer} on")}
"""Odds that are not evens, said: "21 to 17 against", "2 to 1 on"."""


def odds_words(odds: Odds) -> str:
    """``21 to 17 against``, ``evens``, ``certain``, ``no chance``."""
    plain = {"evens": N_("evens"), "certain": N_("certain"), "impossible": N_("no chance")}
    if odds.side in plain:
        return _(plain[odds.side])
    return _(SIDES.get(odds.side, "{more} to {fewer} " + odds.side)).format(more=odds.more, fewer=odds.fewer)


def odds_line(odds: Odds) -> str:
    words = odds_words(odds)
    if odds.side in ("against", "on") and odds.fewer != 1:
        words += _(", {ratio} to 1").format(ratio=_ratio(odds.ratio))
    return _("Odds: {odds}.").format(odds=words)


def _ratio(value: Fraction) -> str:
    return decimal(f"{float(value):,.2f}")


def no_figure_line() -> str:
    return _("Cavendish gives no figure for this.")


def _printed_odds(printed: str, side: str) -> str:
    """Cavendish's printed odds and their side, "6 to 1 against", in the language spoken."""
    more, to, fewer = printed.partition(" to ")
    if active() == "en" or not to or side not in SIDES:
        return f"{printed} {_(side)}"
    return _(SIDES[side]).format(more=more, fewer=fewer)


def figure_line(figure: Figure, exact: Odds) -> str:
    """Cavendish's figure for the question answered (whose exact odds, ``exact``, the lines
    above give), and whether the arithmetic gives it."""
    printed = (
        _("a chance of {figure}").format(figure=figure.printed)
        if figure.side == "chance"
        else _printed_odds(figure.printed, figure.side)
    )
    verdicts = {
        "exact": N_("exact"),
        "rounded": N_("rounded"),
        "different": N_("not what the arithmetic gives"),
    }
    said = _(verdicts[figure.verdict()])
    if figure.verdict() == "different" and figure.side != "chance":
        said += _(", which is about {ratio} to 1").format(ratio=round(exact.ratio))
    return _("Cavendish: {printed}, {verdict} ({where}).").format(
        printed=printed, verdict=said, where=figure.where
    )
