"""The walkthrough of one deal at the table, for any game: ask, show what it comes to, save.

The game asks its own questions in the order of play (``Game.walk``) through
a ``Table`` (``cli.table``); here the deal it gives is shown — its breakdown,
the partie after it — and "Save deal N? [Y/n]" asked. Nothing is written
until the deal is confirmed; if the save is then refused (the file changed on
disk meanwhile), the ``piquet deal`` command that records the deal as typed
is printed, so nothing typed is lost. Ctrl-C and end of input propagate: the
caller exits 130 and the partie file is unchanged.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from piquet_cli.cli.console import make_console, markup_safe
from piquet_cli.cli.escape import shell_words
from piquet_cli.cli.outcome import show_outcome
from piquet_cli.cli.stopping import while_
from piquet_cli.cli.table import Asker, yes
from piquet_cli.errors import FileProblem
from piquet_cli.games import get_game
from piquet_cli.games.protocol import Facts, Game
from piquet_cli.scorebook.parties import PartieFile, save_partie

__all__ = ["Asker", "ask_deal", "deal_command", "save_next_deal"]


def ask_deal(
    current: PartieFile, number: int, prefill: Facts | None, note: str | None, confirm: bool = True
) -> tuple[Facts, str | None] | None:
    """Walk through deal ``number`` of ``current`` at the table; the facts and
    note to save, or None if the players decline to save it.

    ``prefill`` (from ``piquet deal`` flags or ``edit N``) gives each question
    its default on Enter.
    """
    game = get_game(current.partie.game)
    word = game.deal_word
    editing = number <= len(current.partie.deals)
    lost = (
        f"the correction was not saved: {word} {number} is as it was."
        if editing
        else f"the {word} being entered was not saved ({word}s already saved are kept). "
        "Run 'piquet play' (or 'piquet deal') to resume."
    )
    with while_(lost):
        while True:
            table = Asker()
            facts = game.walk(table, current.partie, number, prefill)
            shown = show_outcome(current, number, facts)
            what = shown.unplayed if shown is not None and shown.unplayed else f"{word} {number}"
            question = f"Save the correction to {what}?" if editing else f"Save {what}?"
            if shown is not None and (not confirm or yes(table, question)):
                return facts, note
            prefill = facts
            if not yes(table, f"Go through {word} {number} again (Enter keeps each answer)?"):
                return None


def save_next_deal(current: PartieFile, facts: Facts, note: str | None) -> PartieFile:
    """Save ``facts`` as the next deal of ``current``. If the save is refused (the
    file changed on disk since it was read, or cannot be written), print the
    ``piquet deal`` command that records the deal as typed, then let the
    refusal go on to the caller."""
    game = get_game(current.partie.game)
    try:
        return save_partie(
            current,
            current.partie._replace(deals=current.partie.deals + (facts,)),
            current.notes + [note],
            what=f"{game.deal_word} {current.view.next_number}",
        )
    except FileProblem:
        console = make_console()
        console.print(f"To record this {game.deal_word} as typed, once the file is right, run:")
        console.print(markup_safe(deal_command(game, current.path, facts, note)), soft_wrap=True)
        raise


def deal_command(game: Game, path: Path, facts: Facts, note: str | None) -> str:
    """The ``piquet deal`` command line that records ``facts`` as the next deal,
    shell-quoted: what to run when a save was refused, so nothing typed is lost.
    Each value the deal has is given at its flag, in the order of the game's field
    table (what has no flag, such as younger's answers, the command cannot carry)."""
    words = ["piquet", "deal", "--file", str(path)]
    values: dict[str, Any] = game.values(facts)
    for field in game.spec.fields:
        if field.key not in values or not field.flag:
            continue
        value = values[field.key]
        if field.kind == "flag":
            if value:
                words.append(field.flag)
            continue
        words += [field.flag, game.format(field.codec, value)]
    if note:
        words += ["--note", note]
    return shell_words(words)
