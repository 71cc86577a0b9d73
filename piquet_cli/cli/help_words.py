"""``--help`` and Click's own complaints in the language spoken (issue 23).

Every help text is written in English where it is defined (``N_``: the command's, each
option's, the games' flags in their specs) and said through ``_()`` only when the help is
written out (``SpokenHelp.format_help``), so the help follows the language chosen as the
command starts (``app.main``), and a test may render one command in several languages.
Texts composed from the games kept (``--rules``, the panels, the root's help) are composed in
the language spoken when the command is built, which ``main`` does after choosing it.

Click's and typer's own words (``Usage:``, "Show this message and exit.", "Options", "default:
…") are in the catalogue too (``click_words``, loaded only outside English). In English nothing
here changes a word, and nothing is loaded.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from typer import _click as click  # typer's own copy of Click

from piquet_cli.cli.guard import Piquet
from piquet_cli.i18n import _, active


def first_sentence(doc: str) -> str:
    """The whole first sentence of a docstring, on one line."""
    text = " ".join(doc.split("\n\n")[0].split())
    end = text.find(". ")
    return text if end < 0 else text[: end + 1]


@contextmanager
def _said(things: Iterable[Any], attr: str) -> Iterator[None]:
    """Each thing's ``attr`` (a help text, as written: English) in the language spoken while this
    lasts, and as written again after."""
    kept = [(thing, getattr(thing, attr, None)) for thing in things]
    try:
        for thing, text in kept:
            if text:
                setattr(thing, attr, _(text))
        yield
    finally:
        for thing, text in kept:
            setattr(thing, attr, text)


@contextmanager
def _short_helps(commands: Iterable[Any]) -> Iterator[None]:
    """What ``piquet --help`` lists of each command: the first sentence of its help, said."""
    kept = [(command, command.short_help) for command in commands]
    try:
        for command, short in kept:
            if command.help:
                command.short_help = first_sentence(_(command.help))
        yield
    finally:
        for command, short in kept:
            command.short_help = short


class SpokenHelp:
    """A command's help in the language spoken: its usage line, its text, its options' (Click's
    own ``--help`` too), and a group's list of commands."""

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if active() == "en":
            super().format_help(ctx, formatter)  # type: ignore[misc]
            return
        from piquet_cli.cli.click_words import speak_typer

        speak_typer()
        commands = getattr(self, "commands", {}).values()
        with _said([self], "help"), _said(self.get_params(ctx), "help"), _short_helps(commands):  # type: ignore[attr-defined]
            super().format_help(ctx, formatter)  # type: ignore[misc]

    def shell_complete(self, ctx: click.Context, incomplete: str) -> list[Any]:
        """What the shell offers (``piquet <Tab>``, ``piquet deal --<Tab>``), each with its help
        in the language spoken (zsh and fish show it beside the command or the option)."""
        if active() == "en":
            return super().shell_complete(ctx, incomplete)  # type: ignore[misc,no-any-return]
        commands = getattr(self, "commands", {}).values()
        with _said(self.get_params(ctx), "help"), _short_helps(commands):  # type: ignore[attr-defined]
            return super().shell_complete(ctx, incomplete)  # type: ignore[misc,no-any-return]

    def format_usage(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        pieces = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        formatter.write_usage(ctx.command_path, " ".join(_(p) for p in pieces), prefix=_("Usage:") + " ")


class SpokenGroup(SpokenHelp, Piquet):
    """The ``piquet`` command group, its help in the language spoken; its list of commands
    wrapped only at spaces, as every command's options are (``write_dl``: Click's also
    breaks after a hyphen, and at 60 columns ``odds`` said "carte-" and "blanche" on two lines)."""

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        shown = [(name, self.get_command(ctx, name)) for name in self.list_commands(ctx)]
        rows = [
            (name, command.get_short_help_str()) for name, command in shown if command and not command.hidden
        ]
        if rows:
            with formatter.section(_("Commands")):
                write_dl(formatter, rows)


def write_dl(formatter: click.HelpFormatter, rows: list[tuple[str, str]], col_max: int = 30) -> None:
    """``formatter.write_dl``, wrapping only at spaces: Click's also breaks after a hyphen, and at
    60 columns ``new --help`` said "four-" and "deal" on two lines (a rule set's name, cut)."""
    import textwrap

    first_col = min(max(len(first) for first, _ in rows), col_max) + 2
    wrap = textwrap.TextWrapper(
        max(formatter.width - first_col - 2, 10), break_on_hyphens=False, break_long_words=False
    )
    indent = " " * formatter.current_indent
    for first, second in rows:
        formatter.write(f"{indent}{first}")
        if not second:
            formatter.write("\n")
            continue
        if len(first) <= first_col - 2:
            formatter.write(" " * (first_col - len(first)))
        else:
            formatter.write("\n" + " " * (first_col + formatter.current_indent))
        lines = wrap.wrap(second) or [""]
        formatter.write(f"{lines[0]}\n")
        for line in lines[1:]:
            formatter.write(f"{indent}{' ' * first_col}{line}\n")
