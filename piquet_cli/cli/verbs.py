"""The keeper's own commands as typer reads them, each made only when ``app.make_app`` builds it.

A command's parameters are typer annotations (``Annotated[str, typer.Option(...)]``), which
Python evaluates when the function is defined: some forty options, 1.5 ms of every command
when all twelve were defined as the program started (issue 25). Each function here defines
its command and returns it, so a command line builds the one command it names. Each body
imports what it needs when it runs.
"""

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from piquet_cli.cli.guard import guarded
from piquet_cli.cli.options import (
    FileOpt,
    HtmlOpt,
    JsonOpt,
    PlayerOpt,
    complete_dealer,
    complete_players,
    helps,
)
from piquet_cli.i18n import N_


def play() -> Callable[..., None]:
    """``piquet play``, made when it is built."""

    @guarded
    @helps(N_("The main job: start a partie or resume the unfinished one, deal by deal, to the summary."))
    def play(file: FileOpt = None) -> None:
        from piquet_cli.cli.play import run

        run(file)

    return play


def new() -> Callable[..., None]:
    """``piquet new``, made when it is built."""

    @guarded
    @helps(N_("Create a partie file."))
    def new(
        player_a: Annotated[
            str, typer.Argument(metavar="A", help=N_("First player's name."), autocompletion=complete_players)
        ],
        player_b: Annotated[
            str,
            typer.Argument(metavar="B", help=N_("Second player's name."), autocompletion=complete_players),
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
            typer.Option(
                "--dealer", help=N_("Who deals first (default: A)."), autocompletion=complete_dealer
            ),
        ] = None,
        rules: Annotated[str | None, typer.Option("--rules")] = None,
        game: Annotated[str, typer.Option("--game")] = "piquet",
        file: FileOpt = None,
    ) -> None:
        from piquet_cli.cli.commands import new_partie

        new_partie((player_a, player_b, *(others or ())), dealer, rules, game, agreed, file)

    return new


def deal() -> Callable[..., None]:
    """``piquet deal``, made when it is built."""

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

    return deal


def show() -> Callable[..., None]:
    """``piquet show``, made when it is built."""

    @guarded
    @helps(N_("Running totals, deal by deal, and who deals next."))
    def show(file: FileOpt = None, as_json: JsonOpt = False) -> None:
        from piquet_cli.cli.showing import show_partie

        show_partie(file, as_json)

    return show


def summary() -> Callable[..., None]:
    """``piquet summary``, made when it is built."""

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
            typer.Option(
                "--text", help=N_("Plain ASCII within 80 columns, for a printer or an old terminal.")
            ),
        ] = False,
    ) -> None:
        from piquet_cli.cli.showing import summarise

        summarise(file, as_json, markdown, csv, html, text)

    return summary


def undo() -> Callable[..., None]:
    """``piquet undo``, made when it is built."""

    @guarded
    @helps(N_("Take back the last deal (shows what it removes)."))
    def undo(
        file: FileOpt = None,
        yes: Annotated[bool, typer.Option("--yes", "-y", help=N_("Do not ask to confirm."))] = False,
    ) -> None:
        from piquet_cli.cli.commands import undo_deal

        undo_deal(file, yes)

    return undo


def edit() -> Callable[..., None]:
    """``piquet edit``, made when it is built."""

    @guarded
    @helps(
        N_("Correct deal N (prefilled walkthrough), or edit the file in $EDITOR, validated before saving.")
    )
    def edit(
        number: Annotated[
            int | None,
            typer.Argument(metavar="N", help=N_("The deal to correct; without it, $EDITOR on the file.")),
        ] = None,
        file: FileOpt = None,
    ) -> None:
        from piquet_cli.cli.correcting import edit_partie

        edit_partie(number, file)

    return edit


def rule() -> Callable[..., None]:
    """``piquet rule``, made when it is built."""

    @guarded
    @helps(N_("Check a ruling with no partie: who scores what and why, citing the law."))
    def rule(
        entry: dict[str, Any],
        game: Annotated[str, typer.Option("--game")] = "piquet",
        as_json: JsonOpt = False,
    ) -> None:
        from piquet_cli.cli.reports import rule_command

        rule_command(game, entry, as_json)

    return rule


def history() -> Callable[..., None]:
    """``piquet history``, made when it is built."""

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

    return history


def ledger() -> Callable[..., None]:
    """``piquet ledger``, made when it is built."""

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

    return ledger


def import_card() -> Callable[..., None]:
    """``piquet import``, made when it is built."""

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
                "--file",
                "-f",
                help=N_("Where to save the new partie (default: a new file in the scorebook)."),
            ),
        ] = None,
    ) -> None:
        from piquet_cli.cli.card import import_command

        import_command(csv_file, dealer, rules, game, file)

    return import_card


def help_topic() -> Callable[..., None]:
    """``piquet help``, made when it is built."""

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

    return help_topic
