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
from typer.core import TyperGroup

from piquet_cli import __version__

F = TypeVar("F", bound=Callable[..., Any])


class _Piquet(TyperGroup):
    """The command group, with Click's own complaints (a missing argument, an unknown
    option, a value of the wrong type) put as every other message is: ``piquet: …``,
    one sentence, exit 2."""

    def main(  # type: ignore[override]
        self,
        args: Any = None,
        prog_name: Any = None,
        complete_var: Any = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        from typer._click.exceptions import NoArgsIsHelpError, UsageError  # typer's own copy of Click

        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except NoArgsIsHelpError as error:
            error.show()
            sys.exit(error.exit_code)
        except UsageError as error:
            _complain(_usage_sentence(error))
            sys.exit(2)
        sys.exit(code if isinstance(code, int) else 0)


def _usage_sentence(error: Any) -> str:
    """Click's complaint as one sentence, with where to read more."""
    message = (
        str(error.format_message()).strip().rstrip(".").replace("is not a valid int", "is not a whole number")
    )
    message = message[:1].lower() + message[1:]
    context = getattr(error, "ctx", None)
    where = f"'{context.command_path} --help'" if context is not None else "'piquet --help'"
    return f"{message}; see {where}."


app = typer.Typer(
    name="piquet",
    cls=_Piquet,
    help="A score keeper for Piquet, after Cavendish's Laws of Piquet (1882). Start with: piquet play. "
    "The notation of cards and calls: piquet help notation.",
    add_completion=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)

_debug = False


def guarded(func: F) -> F:
    """Run a command body, turning every error into one sentence and an exit code.

    PiquetError → its message, exit 1 or 2 (PRODUCT.md). Ctrl-C or end of input
    → exit 130, saying truly whether what was being entered was saved. A closed
    output pipe (``piquet summary | head -1``) → stop quietly, exit 141, as Unix
    tools do. Anything else is a bug: one sentence and exit 70, or the
    traceback with ``--debug``.
    """

    @functools.wraps(func)
    def run(*args: Any, **kwargs: Any) -> Any:
        from piquet_cli.errors import PiquetError

        try:
            _prepare_streams()
            result = func(*args, **kwargs)
            sys.stdout.flush()  # a closed pipe shows now, inside the guard, not at exit
            _done()
            return result
        except PiquetError as error:
            if _debug:
                raise
            _complain(str(error))
            raise typer.Exit(error.exit_code) from None
        except BrokenPipeError:
            _pipe_closed()
            raise typer.Exit(PIPE_CLOSED) from None
        except (KeyboardInterrupt, EOFError) as stop:
            if _debug:
                raise
            raise typer.Exit(_interrupted(stop)) from None
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


PIPE_CLOSED = 141
"""Exit code when the reader of the output went away: 128 + SIGPIPE, as ``cat`` or ``git log``."""

_whole_process = False
"""True when ``main`` runs the program (not a test calling a command in-process)."""


def _prepare_streams() -> None:
    """On a terminal whose encoding lacks ♠ or —, print them as S and -- rather than fail."""
    encodings = (getattr(stream, "encoding", None) or "" for stream in (sys.stdout, sys.stderr))
    if not all(e.lower().replace("_", "-").startswith("utf") for e in encodings):
        from piquet_cli.cli.escape import degrade_unencodable

        degrade_unencodable()


def _done() -> None:
    """The command's work is done: a late Ctrl-C can no longer make a message untrue."""
    if _whole_process:
        import signal

        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)


def _pipe_closed() -> None:
    """The reader of standard output has gone: stop quietly (nothing more can be said there).

    What is still buffered goes to the null device, so the flush at exit cannot
    fail again (Python's advice, "Note on SIGPIPE").
    """
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    _done()


def _interrupted(stop: BaseException) -> int:
    """Say what an interruption left saved, truly; return the exit code (130, or 143 for SIGTERM)."""
    critical = sys.modules.get("piquet_cli.scorebook.critical")
    saved = getattr(critical, "saved", None)
    try:
        sys.stderr.write("\n")  # the interrupted prompt leaves the cursor mid-line
    except OSError:
        pass
    if saved is not None:
        _complain(
            f"interrupted, but only after {saved.what} was saved in {saved.path}: it is recorded;"
            " do not enter it again."
        )
    else:
        from piquet_cli.cli.stopping import note

        _complain(f"interrupted; {note()}")
    _done()
    return 143 if getattr(stop, "signum", None) == 15 else 130


def _complain(message: str) -> None:
    from piquet_cli.cli.console import tell

    try:
        tell(message)
        sys.stderr.flush()
    except OSError:  # standard error closed too: nothing more can be said
        pass


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


def _complete_players(incomplete: str) -> list[tuple[str, str]]:
    from piquet_cli.cli.completion import player_names

    return player_names(incomplete)


def _complete_dealer(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """``new A B --dealer``: A or B."""
    from piquet_cli.cli.completion import dealer_names

    return dealer_names(ctx.params.get("player_a"), ctx.params.get("player_b"), incomplete)


def _complete_files(incomplete: str) -> list[tuple[str, str]]:
    from piquet_cli.cli.completion import partie_files

    return partie_files(incomplete)


FileOpt = Annotated[
    Path | None,
    typer.Option(
        "--file",
        "-f",
        help="The partie file, or its id in piquet history (default: the latest unfinished partie in "
        "the scorebook).",
        readable=False,  # the command says itself, in one sentence, why a file cannot be read
        autocompletion=_complete_files,
    ),
]
PlayerOpt = Annotated[
    str | None,
    typer.Option("--player", help="Only parties with this player.", autocompletion=_complete_players),
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
        (
            "elder_hand",
            "--elder-hand",
            "CARDS",
            (
                "Elder's twelve cards, e.g. 'AS JS 9S 8S AH KH QH JH 8H JC 9C KD' (T for ten too; "
                "piquet help notation): the keeper finds every declaration."
            ),
        ),
        (
            "younger_hand",
            "--younger-hand",
            "CARDS",
            "Younger's twelve cards, e.g. 'QS 10S 10H AC KC QC 10C AD QD JD 10D 7D'.",
        ),
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


def first_sentence(doc: str) -> str:
    """The whole first sentence of a docstring, on one line."""
    text = " ".join(doc.split("\n\n")[0].split())
    end = text.find(". ")
    return text if end < 0 else text[: end + 1]


def command(name: str | None = None) -> Callable[[F], F]:
    """``app.command``, with the docstring's whole first sentence as what ``piquet --help``
    lists (Click would cut it at 45 characters and end it with "...")."""

    def register(func: F) -> F:
        registered: F = app.command(name, short_help=first_sentence(func.__doc__ or ""))(func)
        return registered

    return register


@command()
@guarded
def play(file: FileOpt = None) -> None:
    """The main job: start a partie or resume the unfinished one, deal by deal, to the summary."""
    from piquet_cli.cli.play import run

    run(file)


@command()
@guarded
def new(
    player_a: Annotated[
        str, typer.Argument(metavar="A", help="First player's name.", autocompletion=_complete_players)
    ],
    player_b: Annotated[
        str, typer.Argument(metavar="B", help="Second player's name.", autocompletion=_complete_players)
    ],
    dealer: Annotated[
        str | None,
        typer.Option("--dealer", help="Who deals first (default: A).", autocompletion=_complete_dealer),
    ] = None,
    rules: Annotated[
        str, typer.Option("--rules", help="rubicon (six deals), four-deal, or au-cent.")
    ] = "rubicon",
    game: Annotated[str, typer.Option("--game", help="The game: piquet.")] = "piquet",
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


@command()
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


@command()
@guarded
def show(file: FileOpt = None, as_json: JsonOpt = False) -> None:
    """Running totals, deal by deal, and who deals next."""
    from piquet_cli.cli.commands import show_partie

    show_partie(file, as_json)


@command()
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


@command()
@guarded
def undo(
    file: FileOpt = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask to confirm.")] = False,
) -> None:
    """Take back the last deal (shows what it removes)."""
    from piquet_cli.cli.commands import undo_deal

    undo_deal(file, yes)


@command()
@guarded
def edit(
    number: Annotated[
        int | None,
        typer.Argument(metavar="N", help="The deal to correct; without it, $EDITOR on the file."),
    ] = None,
    file: FileOpt = None,
) -> None:
    """Correct deal N (prefilled walkthrough), or edit the file in $EDITOR, validated before saving."""
    from piquet_cli.cli.commands import edit_partie

    edit_partie(number, file)


@command()
@guarded
@with_entry_flags
def rule(entry: dict[str, Any], as_json: JsonOpt = False) -> None:
    """Check a ruling with no partie: who scores what and why, citing the law."""
    from piquet_cli.cli.rulings import rule_command

    rule_command(entry, as_json)


@command()
@guarded
def hand(
    cards: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="CARDS",
            help="Twelve cards, or some of them: AS KH 10D TC 9♣ … (piquet help notation).",
            show_default=False,
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """What a hand holds: carte blanche, point, sequences, sets, with values."""
    from piquet_cli.cli.rulings import hand_command

    hand_command(" ".join(cards or ()), as_json)


@command()
@guarded
def history(
    player: PlayerOpt = None,
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


@command()
@guarded
def ledger(
    stake: Annotated[str, typer.Option("--stake", help="Money a --per points.")] = "1",
    per: Annotated[int, typer.Option("--per", help="Points the stake is for.")] = 100,
    ignore_below: Annotated[
        int, typer.Option("--ignore-below", help="Fractions of this many points are not reckoned.")
    ] = 50,
    player: PlayerOpt = None,
    as_json: JsonOpt = False,
    csv: Annotated[bool, typer.Option("--csv", help="CSV, one row a pair of players.")] = False,
    chart: Annotated[bool, typer.Option("--chart", help="Net points trend per player.")] = False,
) -> None:
    """Net results between players over many parties, with money settlement."""
    from piquet_cli.cli.books import ledger_command

    ledger_command(stake, per, ignore_below, player, as_json, csv, chart)


@command("import")
@guarded
def import_card(
    csv_file: Annotated[
        Path, typer.Argument(metavar="CARD.csv", help="Per-deal totals: deal,A,B per row.", readable=False)
    ],
    dealer: Annotated[
        str | None, typer.Option("--dealer", help="Who dealt first (default: the first column).")
    ] = None,
    rules: Annotated[str, typer.Option("--rules", help="rubicon, four-deal or au-cent.")] = "rubicon",
    file: Annotated[
        Path | None,
        typer.Option(
            "--file", "-f", help="Where to save the new partie (default: a new file in the scorebook)."
        ),
    ] = None,
) -> None:
    """Import a paper score card (CSV of per-deal totals) as a partie."""
    from piquet_cli.cli.books import import_command

    import_command(csv_file, dealer, rules, file)


class _Terminated(KeyboardInterrupt):
    """SIGTERM, met as Ctrl-C is: the command stops with a true sentence (exit 143)."""

    signum = 15


def _terminate(signum: int, frame: object) -> None:
    raise _Terminated()


@command("help")
@guarded
def help_topic(
    ctx: typer.Context,
    topic: Annotated[
        str | None, typer.Argument(metavar="TOPIC", help="notation, or a command's name.")
    ] = None,
) -> None:
    """Help on a topic: the whole notation of cards and calls (piquet help notation), or a command."""
    root = ctx.find_root()
    group = root.command
    assert isinstance(group, TyperGroup)
    if topic is None:
        typer.echo(root.get_help())
        return
    if topic.strip().lower() == "notation":
        from piquet_cli.cli.notation_page import print_notation

        print_notation()
        return
    found = group.get_command(root, topic.strip().lower())
    if found is None:
        from piquet_cli.errors import BadValue

        names = ", ".join(group.list_commands(root))
        raise BadValue(f"no help on {topic!r}; the topics are notation and the commands: {names}.", "TOPIC")
    typer.echo(found.get_help(typer.Context(found, info_name=found.name, parent=root)))


def main() -> None:
    """Console-script entry point."""
    import signal

    global _whole_process
    _whole_process = True
    signal.signal(signal.SIGTERM, _terminate)
    app(prog_name="piquet")


if __name__ == "__main__":  # pragma: no cover
    main()
