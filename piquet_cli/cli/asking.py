"""A yes-or-no question put in a terminal (``piquet undo``, ``piquet edit``).

Its own module so that ``commands`` and ``editing`` both import it, and
neither imports the other back.
"""

from __future__ import annotations

from piquet_cli.cli.reading import read_answer
from piquet_cli.errors import BadValue
from piquet_cli.games.choice import yes_no
from piquet_cli.i18n import _


def confirm(question: str, default: bool = False) -> bool:
    """Ask yes/no in a terminal; a bad answer is explained and asked again."""
    hint = _("[Y/n]") if default else _("[y/N]")
    while True:
        answer = read_answer(f"{question} {hint}").strip().lower()
        if not answer:
            return default
        try:
            return yes_no(answer)  # y or n, and the language's own yes and no (sim, não …)
        except BadValue:
            print(_("Please answer y (yes) or n (no)."))
