"""Which partie a command without ``--file`` takes, said when more than one is unfinished;
and a deal refused by that partie's game that another unfinished partie would take."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from piquet_cli.cli.console import tell
from piquet_cli.cli.scorers import versus
from piquet_cli.errors import FileProblem, PiquetError
from piquet_cli.games import get_game
from piquet_cli.i18n import N_, _
from piquet_cli.scorebook.parties import PartieFile, find_partie

DOES = (
    N_("shows"),
    N_("sums up"),
    N_("takes back a deal of"),
    N_("corrects"),
    N_("records a deal in"),
    N_("acts on"),
    N_("resumes"),
)
"""What a command does with the partie it takes, in the sentences above, for the catalogue."""


def chooser(
    does: str, others: list[PartieFile] | None = None
) -> Callable[[PartieFile, list[PartieFile]], None]:
    """What a command without --file says when more than one partie is unfinished, before it
    asks or writes anything, on standard error (``--json`` stays clean): which partie it takes
    (``does``: what it does with it, "resumes"). ``others`` gets the other unfinished parties."""

    def chosen(newest: PartieFile, rest: list[PartieFile]) -> None:
        tell(
            _(
                "more than one partie is unfinished; this {does} the newest: {players}, {game} ({file}); "
                "--file names another (piquet history lists them)."
            ).format(
                does=_(does),
                players=versus(newest.view.scorers),
                game=newest.view.title,
                file=newest.path.name,
            )
        )
        if others is not None:
            others.extend(rest)

    return chosen


def fits(other: PartieFile, entry: dict[str, Any]) -> bool:
    """Would the deal's flags make a lawful next deal of ``other``, a partie of another game?"""
    from piquet_cli.cli.entry import entry_values  # only a refused deal asks

    game = get_game(other.partie.game)
    try:
        facts = game.facts(entry_values(game, entry, other.view.seats_next))
        if game.missing(facts, other.partie):
            return False
        game.score(other.partie._replace(deals=(*other.partie.deals, facts)))
    except PiquetError:
        return False
    return True


def refused_here(
    error: PiquetError, current: PartieFile, others: list[PartieFile], entry: dict[str, Any]
) -> None:
    """A deal refused by the newest unfinished partie's game that another unfinished partie, of
    another game, would take: the refusal says so (the entry was very likely meant for it)."""
    for other in others:
        if other.partie.game != current.partie.game and fits(other, entry):
            said = error.message if error.message.endswith(".") else error.message + "."
            error.message = _(
                "{refusal} It went to the newest unfinished partie, {title}, but it fits "
                "the unfinished {game} partie {players}: give --file {path}."
            ).format(
                refusal=said,
                title=current.view.title,
                game=other.view.title,
                players=versus(other.view.scorers),
                path=other.path,
            )
            return


def latest(does: str) -> Path:
    """Without --file: the latest unfinished partie, else the latest partie — and then the
    command says so on standard error (``does``: what it does with it, "shows"); so it does when
    more than one partie is unfinished."""
    try:
        return find_partie(None, chooser(does))
    except FileProblem:
        from piquet_cli.scorebook.locate import list_partie_files, scorebook_dir

        folder = scorebook_dir()
        files = list_partie_files(folder) if folder.is_dir() else []
        if not files:
            raise
        tell(
            _(
                "no partie in the scorebook is unfinished; this {does} the latest one, which is over: "
                "{file} (--file names another)."
            ).format(does=_(does), file=files[0])
        )
        return files[0]
