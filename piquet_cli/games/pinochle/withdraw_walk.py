"""A Pinochle player withdraws at the table (seed 002: "A qualquer momento um jogador pode deixar
ou retirar-se"): who withdraws, and what the unfinished hand had scored so far; the game ends
then (``withdraw`` reckons it). Asked from any question of a hand (``dialogue``: ``w``)."""

from __future__ import annotations

from piquet_cli.errors import BadValue
from piquet_cli.games.names import side_said
from piquet_cli.games.pinochle.codecs import SO_FAR_FORMS, read_totals
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.games.protocol import Table
from piquet_cli.games.side import Side
from piquet_cli.games.spoken import NONE_SAID, numbers
from piquet_cli.i18n import _

NOBODY = {"", "-", "n", "no", "none", "nobody", "neither"} | NONE_SAID
"""Nobody, as a person answers it (in the language spoken too)."""


def ask_withdrawal(
    table: Table, number: int, players: tuple[str, str], scored: tuple[int, int] | None, player: str | None
) -> Withdrawal:
    """Hand ``number``'s withdrawal: who (``player`` the default, when known), and what the hand
    had scored so far, elder first (``scored``; None if it had not begun)."""
    elder, younger = players

    def named(text: str) -> str:
        side = side_said(text, elder, younger)
        if side is None:
            raise BadValue(
                _("{text!r}: say e ({elder}) or y ({younger}), or the name.").format(
                    text=text.strip(), elder=elder, younger=younger
                )
            )
        return elder if side is Side.ELDER else younger

    who = table.ask(
        _("Who withdraws? e ({elder}) or y ({younger})").format(elder=elder, younger=younger),
        named,
        _(
            "the player who withdraws, e ({elder}, elder) or y ({younger}, younger), or the "
            "player's name: the game ends now (docs/pinochle.md)."
        ).format(elder=elder, younger=younger),
        player,
    )

    def totals(text: str) -> tuple[int, int] | None:
        return None if text.strip().lower() in NOBODY else read_totals(numbers(text), SO_FAR_FORMS)

    default = "-" if scored is None else f"{scored[0]},{scored[1]}"
    got = table.ask(
        _("What had hand {number} scored so far, elder first? ({elder}, {younger})").format(
            number=number, elder=elder, younger=younger
        ),
        totals,
        _("{forms}: the turn-up and the melds made so far; - if the hand had not begun.").format(
            forms=_(SO_FAR_FORMS)
        ),
        default,
    )
    return Withdrawal(who, got)
