"""The ``piquet`` command: a thin typer skin over the engine and the scorebook.

Only typer is imported here. Each command's body imports what it needs when
it runs, so ``piquet --help`` stays as quick as bare typer (bench/run), and
every command goes through ``guarded`` — the one place that turns errors into
one sentence and an exit code.
"""

from __future__ import annotations

import functools
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from piquet_cli import __version__

F = TypeVar("F", bound=Callable[..., Any])

app = typer.Typer(
    name="piquet",
    help="A score keeper for Piquet, after Cavendish's Laws of Piquet (1882). Start with: piquet play",
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)

_debug = False


def guarded(func: F) -> F:
    """Run a command body, turning every error into one sentence and an exit code.

    PiquetError → its message, exit 1 or 2 (PRODUCT.md). Ctrl-C or end of input
    → exit 130 with nothing saved. Anything else is a bug: one sentence and exit
    70, or the traceback with ``--debug``.
    """

    @functools.wraps(func)
    def run(*args: Any, **kwargs: Any) -> Any:
        from piquet_cli.errors import PiquetError

        try:
            return func(*args, **kwargs)
        except PiquetError as error:
            if _debug:
                raise
            _complain(str(error))
            raise typer.Exit(error.exit_code) from None
        except (KeyboardInterrupt, EOFError):
            if _debug:
                raise
            sys.stderr.write("\n")  # the interrupted prompt leaves the cursor mid-line
            _complain(
                "interrupted; the deal being entered was not saved (deals already saved are kept). "
                "Run 'piquet play' (or 'piquet deal') to resume."
            )
            raise typer.Exit(130) from None
        except (typer.Exit, typer.Abort):
            raise
        except Exception as error:  # a bug: say so plainly, never a traceback
            if _debug:
                raise
            _complain(
                f"internal error ({type(error).__name__}: {error}); run again with --debug and report it."
            )
            raise typer.Exit(70) from None

    return run  # type: ignore[return-value]


def _complain(message: str) -> None:
    from piquet_cli.cli.console import safe

    sys.stderr.write(f"piquet: {safe(message, keep_newlines=True)}\n")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"piquet-cli {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    debug: Annotated[
        bool, typer.Option("--debug", help="Show the traceback of an error, for bug reports.")
    ] = False,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
) -> None:
    global _debug
    _debug = debug


FileOpt = Annotated[
    Path | None,
    typer.Option(
        "--file", "-f", help="The partie file (default: the latest unfinished partie in the scorebook)."
    ),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable JSON (stable keys).")]

# ---------------------------------------------------------------------------
# Entry flags shared by ``deal`` and ``rule`` (PRODUCT.md). Pairs are elder first.

ENTRY_FLAGS: list[inspect.Parameter] = [
    inspect.Parameter(
        name,
        inspect.Parameter.KEYWORD_ONLY,
        default=None,
        annotation=Annotated[str | None, typer.Option(flag, help=help_text, metavar=meta)],
    )
    for name, flag, meta, help_text in [
        (
            "carte_blanche",
            "--carte-blanche",
            "elder|younger",
            "Who showed carte blanche (10, reckons first).",
        ),
        ("exchange", "--exchange", "E,Y", "Cards exchanged, elder first: 5,3."),
        ("elder_point", "--elder-point", "POINT", "Elder's point: 5 or 5/48, - for none."),
        ("younger_point", "--younger-point", "POINT", "Younger's point."),
        ("elder_seq", "--elder-seq", "SEQS", "Elder's sequences: 5K,3J or 'quint K', - for none."),
        ("younger_seq", "--younger-seq", "SEQS", "Younger's sequences."),
        ("elder_sets", "--elder-sets", "SETS", "Elder's quatorzes and trios: 14A,3K, - for none."),
        ("younger_sets", "--younger-sets", "SETS", "Younger's quatorzes and trios."),
        ("elder_hand", "--elder-hand", "CARDS", "Elder's twelve cards: the keeper finds every declaration."),
        ("younger_hand", "--younger-hand", "CARDS", "Younger's twelve cards."),
        ("tricks", "--tricks", "WINNERS", "Winners of the 12 tricks in order, e/y each: eeyyeeeeyeee."),
        ("play", "--play", "E,Y", "Play points as announced (with --won)."),
        ("won", "--won", "E,Y", "Tricks won (with --play)."),
        ("totals", "--totals", "E,Y", "Quick entry: the deal's two totals only."),
        ("throw_in", "--throw-in", "elder|younger", "Who threw in his hand before play (last deal)."),
        (
            "barred",
            "--barred",
            "elder|younger[:CATEGORY]",
            "Who reckons nothing this deal (penalty; still bars), or one category alone: younger:point.",
        ),
        ("low_leads", "--low-leads", "TRICKS", "Au cent agreement: tricks led with a 9, 8 or 7, e.g. 3,7."),
        (
            "first_to_100",
            "--first-to-100",
            "elder|younger",
            "Au cent, when only totals are known: who reached 100 first in this deal.",
        ),
        (
            "double_game",
            "--double-game",
            "yes|no",
            "Au cent, when only totals are known: the other had under 50 then (a double game).",
        ),
    ]
] + [
    inspect.Parameter(
        "pique",
        inspect.Parameter.KEYWORD_ONLY,
        default=False,
        annotation=Annotated[bool, typer.Option("--pique", help="Elder made pique (with --play/--won).")],
    ),
]
ENTRY_NAMES = tuple(p.name for p in ENTRY_FLAGS)


def with_entry_flags(func: F) -> F:
    """Give a command the entry flags; its body receives them as ``entry``, a dict."""
    signature = inspect.signature(func, eval_str=True)
    own = [p for p in signature.parameters.values() if p.name != "entry"]

    @functools.wraps(func)
    def run(**kwargs: Any) -> Any:
        entry = {name: kwargs.pop(name) for name in ENTRY_NAMES}
        return func(entry=entry, **kwargs)

    run.__signature__ = signature.replace(parameters=own + ENTRY_FLAGS)  # type: ignore[attr-defined]
    del run.__wrapped__  # typer must read the new signature, not the body's
    run.__annotations__ = {p.name: p.annotation for p in own + ENTRY_FLAGS}
    return run  # type: ignore[return-value]


# ---------------------------------------------------------------------------
# Commands


@app.command()
@guarded
def play(file: FileOpt = None) -> None:
    """The main job: start a partie or resume the unfinished one, deal by deal, to the summary."""
    from piquet_cli.cli.play import run

    run(file)


@app.command()
@guarded
def new(
    player_a: Annotated[str, typer.Argument(metavar="A", help="First player's name.")],
    player_b: Annotated[str, typer.Argument(metavar="B", help="Second player's name.")],
    dealer: Annotated[str | None, typer.Option("--dealer", help="Who deals first (default: A).")] = None,
    rules: Annotated[
        str, typer.Option("--rules", help="rubicon (six deals), four-deal, or au-cent.")
    ] = "rubicon",
    game: Annotated[str, typer.Option("--game", help="piquet (bezique and pinochle to come).")] = "piquet",
    point_four_less: Annotated[
        bool,
        typer.Option("--point-four-less", help="Au cent agreement: a point ending in 4 scores one less."),
    ] = False,
    low_cards_nothing: Annotated[
        bool,
        typer.Option("--low-leads-nothing", help="Au cent agreement: 9s, 8s and 7s score nothing when led."),
    ] = False,
    file: FileOpt = None,
) -> None:
    """Create a partie file."""
    from piquet_cli.cli.commands import new_partie

    new_partie(player_a, player_b, dealer, rules, game, point_four_less, low_cards_nothing, file)


@app.command()
@guarded
@with_entry_flags
def deal(
    entry: dict[str, Any],
    file: FileOpt = None,
    note: Annotated[str | None, typer.Option("--note", help="A remark kept with the deal.")] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Save without asking to confirm.")] = False,
) -> None:
    """Record the next deal; asks for what the flags did not give (in a terminal)."""
    from piquet_cli.cli.commands import record_deal

    record_deal(entry, file, note, yes)


@app.command()
@guarded
def show(file: FileOpt = None, as_json: JsonOpt = False) -> None:
    """Running totals, deal by deal, and who deals next."""
    from piquet_cli.cli.commands import show_partie

    show_partie(file, as_json)


@app.command()
@guarded
def summary(
    file: FileOpt = None,
    as_json: JsonOpt = False,
    markdown: Annotated[bool, typer.Option("--markdown", help="Markdown, for a club newsletter.")] = False,
    csv: Annotated[bool, typer.Option("--csv", help="CSV, one row a deal.")] = False,
) -> None:
    """The partie summary: per-deal breakdown, totals, winner, rubicon and payment, explained."""
    from piquet_cli.cli.commands import summarise

    summarise(file, as_json, markdown, csv)


@app.command()
@guarded
def undo(
    file: FileOpt = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask to confirm.")] = False,
) -> None:
    """Take back the last deal (shows what it removes)."""
    from piquet_cli.cli.commands import undo_deal

    undo_deal(file, yes)


@app.command()
@guarded
def edit(
    number: Annotated[
        int | None, typer.Argument(help="The deal to correct; without it, $EDITOR on the file.")
    ] = None,
    file: FileOpt = None,
) -> None:
    """Correct deal N (prefilled walkthrough), or edit the file in $EDITOR, validated before saving."""
    from piquet_cli.cli.commands import edit_partie

    edit_partie(number, file)


@app.command()
@guarded
@with_entry_flags
def rule(entry: dict[str, Any], as_json: JsonOpt = False) -> None:
    """Check a ruling with no partie: who scores what and why, citing the law."""
    from piquet_cli.cli.rulings import rule_command

    rule_command(entry, as_json)


@app.command()
@guarded
def hand(
    cards: Annotated[list[str], typer.Argument(help="The cards: AS KH 10D TC 9♣ ...")],
    as_json: JsonOpt = False,
) -> None:
    """What a hand holds: carte blanche, point, sequences, sets, with values."""
    from piquet_cli.cli.rulings import hand_command

    hand_command(" ".join(cards), as_json)


@app.command()
@guarded
def history(
    player: Annotated[str | None, typer.Option("--player", help="Only parties with this player.")] = None,
    since: Annotated[
        str | None, typer.Option("--since", help="Only parties from this date (YYYY-MM-DD).")
    ] = None,
    until: Annotated[
        str | None, typer.Option("--until", help="Only parties up to this date (YYYY-MM-DD).")
    ] = None,
    as_json: JsonOpt = False,
    csv: Annotated[bool, typer.Option("--csv", help="CSV, one row a partie.")] = False,
) -> None:
    """Every partie in the scorebook, newest first."""
    from piquet_cli.cli.books import history_command

    history_command(player, since, until, as_json, csv)


@app.command()
@guarded
def ledger(
    stake: Annotated[str, typer.Option("--stake", help="Money a --per points.")] = "1",
    per: Annotated[int, typer.Option("--per", help="Points the stake is for.")] = 100,
    ignore_below: Annotated[
        int, typer.Option("--ignore-below", help="Fractions of this many points are not reckoned.")
    ] = 50,
    player: Annotated[str | None, typer.Option("--player", help="Only parties with this player.")] = None,
    as_json: JsonOpt = False,
    csv: Annotated[bool, typer.Option("--csv", help="CSV, one row a pair of players.")] = False,
    chart: Annotated[bool, typer.Option("--chart", help="Net points trend per player.")] = False,
) -> None:
    """Net results between players over many parties, with money settlement."""
    from piquet_cli.cli.books import ledger_command

    ledger_command(stake, per, ignore_below, player, as_json, csv, chart)


@app.command(name="import")
@guarded
def import_card(
    csv_file: Annotated[Path, typer.Argument(metavar="CARD.csv", help="Per-deal totals: deal,A,B per row.")],
    dealer: Annotated[
        str | None, typer.Option("--dealer", help="Who dealt first (default: the first column).")
    ] = None,
    rules: Annotated[str, typer.Option("--rules", help="rubicon, four-deal or au-cent.")] = "rubicon",
    file: FileOpt = None,
) -> None:
    """Import a paper score card (CSV of per-deal totals) as a partie."""
    from piquet_cli.cli.books import import_command

    import_command(csv_file, dealer, rules, file)


def main() -> None:
    """Console-script entry point."""
    app(prog_name="piquet")


if __name__ == "__main__":  # pragma: no cover
    main()
