"""The errors the program explains to its user in one sentence.

Every layer raises these; the CLI's one top-level handler turns them into a
message and an exit code (PRODUCT.md: 1 ruling, rule or file problem; 2 a bad
flag or value). Nothing here imports anything heavy.
"""

from __future__ import annotations


class PiquetError(Exception):
    """A problem the user can understand and fix; exit code 1."""

    exit_code = 1

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class RuleError(PiquetError):
    """The entry breaks a law of the game (exit 1)."""


class FileProblem(PiquetError):
    """A partie file or the scorebook cannot be read or written (exit 1)."""


class BadValue(PiquetError):
    """A flag or value that cannot be what it claims (exit 2).

    ``flag`` names where the value came from (``--elder-seq``), when known,
    so the CLI can say it.
    """

    exit_code = 2

    def __init__(self, message: str, flag: str | None = None) -> None:
        super().__init__(message)
        self.flag = flag

    def __str__(self) -> str:
        return f"{self.flag}: {self.message}" if self.flag else self.message
