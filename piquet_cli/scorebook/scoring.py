"""A partie's document read and scored: the one way the text of a file becomes a partie.

``parties`` (one partie file), ``index`` (every file of the scorebook) and
``piquet edit`` (the editor's copy) all read a document through here, so this
module imports none of them: the index can read a partie without importing the
module that, to find an unfinished partie, reads the index.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from piquet_cli.errors import FileProblem, PiquetError
from piquet_cli.games import get_game
from piquet_cli.games.view import Partie, PartieView
from piquet_cli.scorebook.document import game_of, key_of, partie_from_dict
from piquet_cli.scorebook.lines import place_in_file


def partie_from_document(
    path: Path, data: dict[str, Any]
) -> tuple[Partie, PartieView, dict[str, Any], list[str | None]]:
    """Read and score a document; any problem is a FileProblem naming the file (and the
    line of the deal's key at fault, ``path:line: deal N, key: …``)."""
    try:
        partie, meta, notes = partie_from_dict(data)
        view = get_game(partie.game).score(partie)
    except PiquetError as error:
        if error.deal is None:  # a top-level key's: its field is the key
            raise FileProblem(
                place_in_file(path, error.message, None, error.field), field=error.field
            ) from None
        key = key_of(game_of(data), error.field, error.side)
        raise FileProblem(place_in_file(path, error.message, error.deal, key), deal=error.deal) from None
    return partie, view, meta, notes
