"""An announced play (``play = [7, 8]``, ``won = [5, 7]``) is read by going through the trick
sequences with elder's count of tricks alone (issue 25): the same sequences, in the same order,
as walking all 4,096 and keeping those whose play points (Law 65) and tricks are the ones
announced."""

from __future__ import annotations

import pytest

from piquet_cli.games.piquet.play import (
    all_winner_sequences,
    play_totals,
    sequences_for_announcement,
    tricks_won,
)
from piquet_cli.games.side import Side


def walked(play: tuple[int, int], won: tuple[int, int]) -> tuple[tuple[Side, ...], ...]:
    return tuple(
        winners
        for winners in all_winner_sequences()
        if (play_totals(winners)[Side.ELDER], play_totals(winners)[Side.YOUNGER]) == play
        and (tricks_won(winners)[Side.ELDER], tricks_won(winners)[Side.YOUNGER]) == won
    )


@pytest.mark.parametrize(
    ("play", "won"),
    [
        ((7, 8), (5, 7)),
        ((13, 0), (12, 0)),  # elder wins every trick: twelve leads and the last trick
        ((1, 13), (0, 12)),  # younger wins every trick, the first led to him
        ((10, 9), (6, 6)),
        ((12, 12), (6, 6)),
        ((9, 9), (7, 5)),
        ((7, 8), (5, 6)),  # eleven tricks: no deal
        ((7, 8), (-1, 13)),
        ((40, 0), (12, 0)),  # more play points than any twelve tricks give
    ],
)
def test_an_announced_play_has_the_sequences_walking_every_one_finds(
    play: tuple[int, int], won: tuple[int, int]
) -> None:
    assert sequences_for_announcement(play, won) == walked(play, won)


def test_every_announcement_a_deal_can_make_is_found() -> None:
    """Each of the 4,096 sequences is found under its own play points and tricks."""
    for winners in all_winner_sequences():
        play, won = play_totals(winners), tricks_won(winners)
        found = sequences_for_announcement(
            (play[Side.ELDER], play[Side.YOUNGER]), (won[Side.ELDER], won[Side.YOUNGER])
        )
        assert winners in found
