"""The lines that open a hand of a two-hand game at the table (Bezique, Pinochle): which hand,
who deals, who is elder; the partie's totals before it; and, before the first hand, how to
answer. One place, so both games open a hand in the same words in every language."""

from __future__ import annotations

from collections.abc import Mapping

from piquet_cli.games.protocol import Table
from piquet_cli.games.side import in_partie_order
from piquet_cli.i18n import _


def say_hand_header(
    table: Table,
    *,
    number: int,
    editing: bool,
    elder: str,
    younger: str,
    players: tuple[str, ...],
    so_far: Mapping[str, int] | None,
    how_to_answer: str,
) -> None:
    """Say hand ``number``'s opening lines: ``so_far`` (the totals before it, by name) is said
    from the second hand on; ``how_to_answer`` (already said in the language) before the first."""
    verb = _("Correcting hand") if editing else _("Hand")
    table.say(
        _("{verb} {number}{of}{double}: {dealer} deals; {elder} is elder, {younger} younger.").format(
            verb=verb,
            number=number,
            of="",
            double="",
            dealer=younger,
            elder=elder,
            younger=younger,
        )
    )
    if number > 1 and so_far is not None:
        table.say(_("So far: {totals}.").format(totals=in_partie_order(players, so_far)))
    if number == 1 and not editing:
        table.say(how_to_answer)
