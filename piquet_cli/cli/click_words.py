"""Click's and typer's own words, in the language spoken (issue 23): loaded only outside English,
or when Click complains.

Typer's copy of Click writes its words as plain English (``Usage:``, "Show this message and
exit.", its complaints), with no gettext: they are listed here (``CLICK_WORDS``) so that they are
in the catalogue; ``help_words`` says the help's, and ``usage_message`` reads a complaint back
from Click's sentence and says it again. Typer's own words ("Options", "Commands", "default: …",
"required", "No such command …") go through ``gettext.gettext`` in ``typer.core``;
``speak_typer`` points that at the keeper's catalogue.

What stays as written in every language: the names of commands and flags, the metavars (typer's
``<path>``, ``<str>``, ``<int>``, ``{A}``; the specs' ``CARDS``, ``E,Y``, ``elder|younger``), the
values a person types (rule sets, ``final|stock``, ``draw``), a default's value, the colon Click
puts after a section's title (``Options:``, no French space), and a complaint of Click's that is
not in ``_COMPLAINTS`` (none that the keeper's options can raise today): it is said as Click
wrote it.
"""

from __future__ import annotations

import re
from typing import Any

from piquet_cli.i18n import N_, _, active

CLICK_WORDS = (
    N_("Usage:"),
    N_("[OPTIONS]"),
    N_("COMMAND [ARGS]..."),
    N_("Options"),
    N_("Arguments"),
    N_("Commands"),
    N_("Show this message and exit."),
    N_("Install completion for the current shell."),
    N_("Show completion for the current shell, to copy it or customize the installation."),
    N_("default: {default}"),
    N_("required"),
    N_("Missing command."),
    N_("No such command {name!r}."),
    N_("Aborted!"),
)
"""The words of typer's Click and of typer that the keeper's help and complaints show."""

_COMPLAINTS = (
    (r"No such option: (?P<name>.+)", N_("No such option: {name}")),
    (r"Got unexpected extra argument\(s\) \((?P<words>.*)\)", N_("Got unexpected extra arguments ({words})")),
    (r"Missing argument (?P<name>.+)\.", N_("Missing argument {name}.")),
    (r"Missing option (?P<name>.+)\.", N_("Missing option {name}.")),
    (r"Missing parameter (?P<name>.+)\.", N_("Missing parameter {name}.")),
    (r"Option (?P<name>.+) requires an argument\.", N_("Option {name} requires an argument.")),
    (r"Option (?P<name>.+) does not take a value\.", N_("Option {name} does not take a value.")),
    (r"No such command (?P<name>.+)\.", N_("No such command {name}.")),
    (r"Invalid value for (?P<name>.+?): (?P<message>.*)", N_("Invalid value for {name}: {message}")),
    (r"Invalid value: (?P<message>.*)", N_("Invalid value: {message}")),
    (r"(?P<value>.+) is not a valid int(eger)?\.?", N_("{value} is not a whole number.")),
)
"""Click's complaints, as it writes them in English, and the keeper's message for each."""
_POSSIBLE = r"(?P<said>.*) \(Possible options: (?P<options>.*)\)"


def speak_typer() -> None:
    """Typer's own words (``typer.core`` says them through ``gettext.gettext``) from the keeper's
    catalogue, in the language spoken: ``_`` follows ``i18n.use``, and gives English back as is."""
    import typer.core

    typer.core._ = _  # type: ignore[attr-defined]


def usage_message(error: Any) -> str:
    """Click's complaint (``error.format_message()``) in the language spoken: in English as Click
    says it; else read back from Click's sentence and said from the catalogue (a complaint the
    keeper does not know is left as Click wrote it)."""
    english = str(error.format_message())
    if active() == "en":
        return english
    possible = re.fullmatch(_POSSIBLE, english, re.DOTALL)
    if possible is None:
        return said_again(english)
    return "{said} {options}".format(
        said=said_again(possible["said"]),
        options=_("(Possible options: {options})").format(options=possible["options"]),
    )


def said_again(english: str) -> str:
    for pattern, message in _COMPLAINTS:
        found = re.fullmatch(pattern, english, re.DOTALL)
        if found is not None:
            parts = found.groupdict()
            if "message" in parts:
                parts["message"] = said_again(parts["message"])
            return _(message).format(**parts)
    return english
