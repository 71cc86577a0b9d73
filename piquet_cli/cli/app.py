"""The ``piquet`` command: a thin typer skin over the games and the scorebook.

Only typer is imported here, and the games' specs (plain data): the entry
flags of ``deal`` and ``rule``, the agreements of ``new`` and each game's own
commands (``piquet hand``) come from them (``cli.options``). The keeper's own
commands are made in ``cli.verbs``, each only when it is built; each command's
body imports what it needs when it runs, so ``piquet --help`` stays as quick
as bare typer (bench/run), and every command goes through ``guard.guarded``.
``make_app`` builds the command from the games kept; the tests build one after
registering a game of their own.
"""

from collections.abc import Callable
from typing import Annotated, Any

import typer

from piquet_cli import __version__
from piquet_cli.cli import options, verbs
from piquet_cli.cli.guard import set_debug, whole_process
from piquet_cli.cli.help_words import SpokenGroup
from piquet_cli.i18n import N_, _


def _version(value: bool) -> None:
    if value:
        typer.echo(f"piquet-cli {__version__}")
        raise typer.Exit()


def _root(
    debug: Annotated[
        bool, typer.Option("--debug", help=N_("Show the traceback of an error, for bug reports."))
    ] = False,
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help=N_("Show the version and exit.")),
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            metavar="pt|es|fr|en",
            help=N_(
                "The language spoken, anywhere on the command line (else PIQUET_LANG, LANGUAGE, "
                "LC_ALL, LC_MESSAGES, LANG; else English)."
            ),
        ),
    ] = None,
) -> None:
    set_debug(debug)
    if lang is not None:  # main took it off the command line; a test's runner may pass it here
        from piquet_cli import i18n

        chosen = i18n.language_of(lang)
        if chosen is None:
            raise typer.BadParameter(
                _("it takes pt, es, fr or en, not {lang!r}").format(lang=lang), param_hint="--lang"
            )
        i18n.use(chosen)


_HELP = N_(
    "A score keeper for Piquet, after Cavendish's Laws of Piquet (1882){others}. Start with: piquet"
    " play. The notation of cards and calls: piquet help notation."
)
_OWN_COMMANDS = frozenset(
    ("play", "new", "deal", "show", "summary", "undo", "edit", "rule", "history", "ledger", "import", "help")
)
"""The commands of the keeper itself; any other name may be a game's own command."""


def _help_settings() -> dict[str, Any]:
    """``-h``; and piped, help that is never wrapped (Click wraps at 80 when it cannot see a
    terminal, and ``piquet import --help | head`` in a 60-column terminal came out cut mid-word)."""
    import sys

    settings: dict[str, Any] = {"help_option_names": ["-h", "--help"]}
    if not (getattr(sys.stdout, "isatty", None) and sys.stdout.isatty()):  # console.is_terminal, unloaded
        settings |= {"terminal_width": 1_000_000, "max_content_width": 1_000_000}  # console.UNWRAPPED
    return settings


def make_app(only: str | None = None) -> typer.Typer:
    """The ``piquet`` command, with the entry flags, agreements and own commands of every game kept.

    ``only``: build that one command and no other (Click builds every command it is given at each
    start, some 10 ms for all of them; ``main`` builds just the one the command line names)."""
    built = typer.Typer(
        name="piquet",
        cls=SpokenGroup,
        help=None if only else _(_HELP).format(others=options.other_games_words()),
        add_completion=True,
        rich_markup_mode=None,
        pretty_exceptions_enable=False,
        no_args_is_help=True,
        context_settings=_help_settings(),
    )
    built.callback()(_root)
    add = options.adder(built, only)

    def add_own(make: Callable[[], Callable[..., None]], name: str | None = None, **how: Any) -> None:
        """One of the keeper's own commands (``verbs``), made only if it is built."""
        if only is None or (name or make.__name__.replace("_", "-")) == only:
            add(make(), name, **how)

    add_own(verbs.play)
    add_own(verbs.new, wrap=options.with_agreements)
    add_own(verbs.deal, wrap=options.with_entry_flags)
    add_own(verbs.show)
    add_own(verbs.summary)
    add_own(verbs.undo)
    add_own(verbs.edit)
    add_own(verbs.rule, wrap=options.with_entry_flags)
    if only not in _OWN_COMMANDS:  # the games' own commands, read from every game's spec
        for spec_command in options.game_commands():
            add(spec_command)
    add_own(verbs.history)
    add_own(verbs.ledger)
    add_own(verbs.import_card, "import")
    add_own(verbs.help_topic, "help")
    return built


def __getattr__(name: str) -> typer.Typer:
    """``app``, the whole command, built on first use (``main`` builds only the command it runs)."""
    if name != "app":
        raise AttributeError(name)
    whole = make_app()
    globals()["app"] = whole
    return whole


def main() -> None:
    """Console-script entry point."""
    import os
    import sys

    from piquet_cli import i18n

    try:  # the language, read once, before typer sees the command line (--lang anywhere on it)
        lang, rest = i18n.choose(sys.argv[1:], os.environ)
    except i18n.BadLanguage as error:
        sys.stderr.write(f"piquet: {error}\n")
        sys.exit(2)
    i18n.use(lang)
    sys.argv[1:] = rest
    whole_process()
    words = [w for w in sys.argv[1:] if w != "--debug"]
    named = words[0] if words and not words[0].startswith("-") else None
    whole = named in (None, "help") or any(k.startswith("_PIQUET_COMPLETE") for k in os.environ)
    command = make_app(None if whole else named)
    if not command.registered_commands:  # not a command: Click says so, and lists them all
        command = make_app()
    command(prog_name="piquet")


if __name__ == "__main__":  # pragma: no cover
    main()
