"""The errors the program explains to its user in one sentence.

Every layer raises these; the CLI's one top-level handler turns them into a
message and an exit code (docs/contract.md, "Errors and exits": 1 ruling, rule or
file problem; 2 a bad flag or value). Nothing here imports anything heavy.

The engines (``piquet_cli.games``) never name a command-line flag, a file key
or a prompt: they say *where* the problem is — which ``field`` of a deal's
facts (``point``, ``sequences``, ``exchange``, ``tricks``, ``declared`` …),
for which ``side`` (``"elder"`` / ``"younger"``, or None for both or
neither), in which ``deal`` (1-based, or None) — and each caller turns that
into its own words: the command line into a flag, the file loader into the
deal's line in the file, the walkthrough into the question to ask again.
"""

from __future__ import annotations


class PiquetError(Exception):
    """A problem the user can understand and fix; exit code 1.

    ``flag`` names where the value came from (``--elder-seq``), when the caller
    knows it; the engines leave it out and give ``field``/``side``.
    """

    exit_code = 1

    def __init__(
        self,
        message: str,
        flag: str | None = None,
        *,
        field: str | None = None,
        side: str | None = None,
        deal: int | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.flag = flag
        self.field = field
        self.side = side
        self.deal = deal

    def __str__(self) -> str:
        return f"{self.flag}: {self.message}" if self.flag else self.message


class RuleError(PiquetError):
    """The entry breaks a law of the game (exit 1)."""


class FileProblem(PiquetError):
    """A partie file or the scorebook cannot be read or written (exit 1)."""


class BadValue(PiquetError):
    """A flag or value that cannot be what it claims (exit 2)."""

    exit_code = 2


def file_value(value: object) -> str:
    """A value as a TOML file writes it (``true``, ``"au cent"``, ``[1, 2]``), for a message that
    points at the file's line: ``rules = true``, not Python's ``rules = True``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):  # a basic string, escaped as TOML escapes one (\n, \", \u001b)
        import json

        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(file_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {file_value(v)}" for k, v in value.items()) + "}"
    return str(value)  # a number, a date or a time, as TOML writes it
