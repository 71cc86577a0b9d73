"""Answers typed at the table, in tests that walk a deal in-process: the ``answer`` fixture
(``conftest.py``) types them at each ``input()`` as at a terminal."""

from __future__ import annotations

from collections.abc import Callable

Answer = Callable[[list[str]], list[str]]
"""``answer([...])``: type these in order; gives the list of the prompts asked (it grows)."""


class Enough(Exception):
    """Every answer given has been typed and another is asked: the test has seen what it came for."""
