"""A yes-or-no question put in a terminal (``piquet undo``, ``piquet edit``).

Its own module so that ``commands`` and ``editing`` both import it, and
neither imports the other back.
"""

from __future__ import annotations

from piquet_cli.cli.console import read_answer


def confirm(question: str, default: bool = False) -> bool:
    """Ask yes/no in a terminal; a bad answer is explained and asked again."""
    hint = "[Y/n]" if default else "[y/N]"
    while True:
        answer = read_answer(f"{question} {hint}").strip().lower()
        if not answer:
            return default
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y (yes) or n (no).")
