"""The ``piquet`` command: a thin typer skin over the games and the scorebook.

Only typer is imported here, and the games' specs (plain data): the entry
flags of ``deal`` and ``rule``, the agreements of ``new`` and each game's own
commands (``piquet hand``) come from them (``cli.options``). Each command's
body imports what it needs when it runs, so ``piquet --help`` stays as quick
as bare typer (bench/run), and every command goes through ``guard.guarded``.
``make_app`` builds the command from the games kept; the tests build one after
registering a game of their own.
"""

from pathlib import Path
from typing import Annotated, Any

import typer

from piquet_cli import __version__
from piquet_cli.cli import options
from piquet_cli.cli.guard import guarded, set_debug, whole_process
from piquet_cli.cli.help_words import SpokenGroup
from piquet_cli.cli.options import (
    FileOpt,
    HtmlOpt,
    JsonOpt,
    PlayerOpt,
    complete_dealer,
    complete_players,
    helps,
)
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


@guarded
@helps(N_("The main job: start a partie or resume the unfinished one, deal by deal, to the summary."))
def play(file: FileOpt = None) -> None:
    from piquet_cli.cli.play import run

    run(file)


@guarded
@helps(N_("Create a partie file."))
def new(
    player_a: Annotated[
        str, typer.Argument(metavar="A", help=N_("First player's name."), autocompletion=complete_players)
    ],
    player_b: Annotated[
        str, typer.Argument(metavar="B", help=N_("Second player's name."), autocompletion=complete_players)
    ],
    agreed: dict[str, Any],
    others: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="[C [D]]",
            help=N_(
                "The other players' names, in their order round the table, when the rules take more "
                "(four: A and C partners against B and D)."
            ),
            autocompletion=complete_players,
            show_default=False,
        ),
    ] = None,
    dealer: Annotated[
        str | None,
        typer.Option("--dealer", help=N_("Who deals first (default: A)."), autocompletion=complete_dealer),
    ] = None,
    rules: Annotated[str | None, typer.Option("--rules")] = None,
    game: Annotated[str, typer.Option("--game")] = "piquet",
    file: FileOpt = None,
) -> None:
    from piquet_cli.cli.commands import new_partie

    new_partie((player_a, player_b, *(others or ())), dealer, rules, game, agreed, file)


@guarded
@helps(N_("Record the next deal; asks for what the flags did not give (in a terminal)."))
def deal(
    entry: dict[str, Any],
    file: FileOpt = None,
    note: Annotated[str | None, typer.Option("--note", help=N_("A remark kept with the deal."))] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help=N_("Save without asking to confirm."))] = False,
    number: Annotated[
        int | None,
        typer.Option(
            "--number",
            metavar="N",
            help=N_(
                "Record it only as deal N: refused if the partie's next deal is another (its flags "
                "name seats, elder and younger, not players)."
            ),
        ),
    ] = None,
) -> None:
    from piquet_cli.cli.commands import record_deal

    record_deal(entry, file, note, yes, number)


@guarded
@helps(N_("Running totals, deal by deal, and who deals next."))
def show(file: FileOpt = None, as_json: JsonOpt = False) -> None:
    from piquet_cli.cli.showing import show_partie

    show_partie(file, as_json)


@guarded
@helps(N_("The partie summary: per-deal breakdown, totals, winner, rubicon and payment, explained."))
def summary(
    file: FileOpt = None,
    as_json: JsonOpt = False,
    markdown: Annotated[
        bool, typer.Option("--markdown", help=N_("Markdown, for a club newsletter."))
    ] = False,
    csv: Annotated[bool, typer.Option("--csv", help=N_("CSV, one row a deal."))] = False,
    html: HtmlOpt = None,
    text: Annotated[
        bool,
        typer.Option("--text", help=N_("Plain ASCII within 80 columns, for a printer or an old terminal.")),
    ] = False,
) -> None:
    from piquet_cli.cli.showing import summarise

    summarise(file, as_json, markdown, csv, html, text)


@guarded
@helps(N_("Take back the last deal (shows what it removes)."))
def undo(
    file: FileOpt = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help=N_("Do not ask to confirm."))] = False,
) -> None:
    from piquet_cli.cli.commands import undo_deal

    undo_deal(file, yes)


@guarded
@helps(N_("Correct deal N (prefilled walkthrough), or edit the file in $EDITOR, validated before saving."))
def edit(
    number: Annotated[
        int | None,
        typer.Argument(metavar="N", help=N_("The deal to correct; without it, $EDITOR on the file.")),
    ] = None,
    file: FileOpt = None,
) -> None:
    from piquet_cli.cli.correcting import edit_partie

    edit_partie(number, file)


@guarded
@helps(N_("Check a ruling with no partie: who scores what and why, citing the law."))
def rule(
    entry: dict[str, Any],
    game: Annotated[str, typer.Option("--game")] = "piquet",
    as_json: JsonOpt = False,
) -> None:
    from piquet_cli.cli.reports import rule_command

    rule_command(game, entry, as_json)


@guarded
@helps(N_("Every partie in the scorebook, newest first."))
def history(
    player: PlayerOpt = None,
    since: Annotated[
        str | None, typer.Option("--since", help=N_("Only parties from this date (YYYY-MM-DD)."))
    ] = None,
    until: Annotated[
        str | None, typer.Option("--until", help=N_("Only parties up to this date (YYYY-MM-DD)."))
    ] = None,
    as_json: JsonOpt = False,
    csv: Annotated[bool, typer.Option("--csv", help=N_("CSV, one row a partie."))] = False,
    html: HtmlOpt = None,
) -> None:
    from piquet_cli.cli.history import history_command

    history_command(player, since, until, as_json, csv, html)


@guarded
@helps(N_("Net results between players over many parties, with money settlement."))
def ledger(
    stake: Annotated[str, typer.Option("--stake", help=N_("Money a --per points."))] = "1",
    per: Annotated[int, typer.Option("--per", help=N_("Points the stake is for."))] = 100,
    ignore_below: Annotated[
        int, typer.Option("--ignore-below", help=N_("Fractions of this many points are not reckoned."))
    ] = 50,
    player: PlayerOpt = None,
    as_json: JsonOpt = False,
    csv: Annotated[bool, typer.Option("--csv", help=N_("CSV, one row a pair of players."))] = False,
    chart: Annotated[bool, typer.Option("--chart", help=N_("Net points trend per player."))] = False,
    html: HtmlOpt = None,
) -> None:
    from piquet_cli.cli.ledger import ledger_command

    ledger_command(stake, per, ignore_below, player, as_json, csv, chart, html)


@guarded
@helps(N_("Import a paper score card (CSV of per-deal totals) as a partie."))
def import_card(
    csv_file: Annotated[
        Path,
        typer.Argument(metavar="CARD.csv", help=N_("Per-deal totals: deal,A,B per row."), readable=False),
    ],
    dealer: Annotated[
        str | None, typer.Option("--dealer", help=N_("Who dealt first (default: the first column)."))
    ] = None,
    rules: Annotated[str | None, typer.Option("--rules")] = None,
    game: Annotated[str, typer.Option("--game")] = "piquet",
    file: Annotated[
        Path | None,
        typer.Option(
            "--file", "-f", help=N_("Where to save the new partie (default: a new file in the scorebook).")
        ),
    ] = None,
) -> None:
    from piquet_cli.cli.card import import_command

    import_command(csv_file, dealer, rules, game, file)


@guarded
@helps(N_("Help on a topic: the whole notation of cards and calls (piquet help notation), or a command."))
def help_topic(
    ctx: typer.Context,
    topic: Annotated[
        str | None, typer.Argument(metavar="TOPIC", help=N_("notation, or a command's name."))
    ] = None,
) -> None:
    from piquet_cli.cli.options import help_on

    help_on(ctx, topic)


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
    add(play)
    add(new, wrap=options.with_agreements)
    add(deal, wrap=options.with_entry_flags)
    add(show)
    add(summary)
    add(undo)
    add(edit)
    add(rule, wrap=options.with_entry_flags)
    if only not in _OWN_COMMANDS:  # the games' own commands, read from every game's spec
        for spec_command in options.game_commands():
            add(spec_command)
    add(history)
    add(ledger)
    add(import_card, "import")
    add(help_topic, "help")
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
