"""What the shell completes (``piquet --install-completion``): the players of the
scorebook, and partie files and ids for ``--file``.

Typer and Click drive the completion itself (bash, zsh and fish); this module
only answers the two questions they ask, and is imported only then — never by
``piquet --help`` or a command. Each answer is a list of (value, what it is):
zsh and fish show the second part beside the first, bash shows the values.
An empty list lets the shell complete file names itself.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from piquet_cli.errors import PiquetError
from piquet_cli.i18n import _, ngettext

Choice = tuple[str, str]


def _entries() -> list:  # type: ignore[type-arg]
    from piquet_cli.scorebook.index import read_scorebook
    from piquet_cli.scorebook.locate import scorebook_dir

    try:
        folder = scorebook_dir()
        return read_scorebook(folder) if folder.is_dir() else []
    except (PiquetError, OSError):
        return []


def player_names(incomplete: str) -> list[Choice]:
    """The players of the scorebook whose names start with what is typed, most parties first."""
    from piquet_cli.games.partie_record import PartieRecord

    counts = Counter(
        name for e in _entries() if isinstance(e.record, PartieRecord) for name in e.record.players
    )
    typed = incomplete.casefold()
    return [
        (name, ngettext("{n} partie", "{n} parties", n).format(n=n))
        for name, n in sorted(counts.items(), key=lambda item: (-item[1], item[0].casefold()))
        if name.casefold().startswith(typed)
    ]


def partie_files(incomplete: str) -> list[Choice]:
    """For ``--file``: the ids of the scorebook's parties and the ``.toml`` files here that
    start with what is typed. A path (with a ``/``) is left to the shell."""
    if "/" in incomplete or incomplete.startswith(("~", ".")):
        return []
    from piquet_cli.cli.history import players_words, result_words
    from piquet_cli.games.partie_record import PartieRecord
    from piquet_cli.scorebook.ids import numbered

    choices = [
        (path.name, _("a partie file here"))
        for path in sorted(Path.cwd().glob("*.toml"))
        if path.name.startswith(incomplete)
    ]
    entries = _entries()
    ids = numbered(entries)
    for entry in sorted(entries, key=lambda e: -ids[e.path]):
        number = str(ids[entry.path])
        if not number.startswith(incomplete) or not isinstance(entry.record, PartieRecord):
            continue
        record = entry.record
        choices.append((number, f"{players_words(record)}: {result_words(record)}"))
    return choices


def dealer_names(players: list[str] | None, incomplete: str) -> list[Choice]:
    """``new A B [C [D]] --dealer``: one of the players. Click has not read them yet while
    ``--dealer`` waits for its value, so they are then read from the words the shell passed
    (``COMP_WORDS`` for bash, ``_TYPER_COMPLETE_ARGS`` for zsh and fish), leaving out the options
    and the values of those that take one."""
    if not players:
        import os
        import shlex

        typed = os.environ.get("_TYPER_COMPLETE_ARGS") or os.environ.get("COMP_WORDS", "")
        try:
            words = shlex.split(typed)
        except ValueError:
            words = typed.split()
        after = words[words.index("new") + 1 :] if "new" in words else []
        players = [
            w
            for i, w in enumerate(after)
            if not w.startswith("-") and (i == 0 or after[i - 1] not in _VALUED)
        ]
    return [
        (name, _("deals first")) for name in players[:8] if name.casefold().startswith(incomplete.casefold())
    ]


_VALUED = frozenset(("--game", "--rules", "--file", "-f", "--dealer"))
"""The options of ``new`` that take a value: the word after one is not a player's name."""
