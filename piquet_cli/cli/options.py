"""The options the ``piquet`` command takes from the games kept, and the help built from them.

The entry flags of ``deal`` and ``rule`` are the union of every game's field
table; ``new``'s agreements are every game's options; a game's own commands
(``piquet hand``) are built from its spec. All of it is plain data from the
games' ``spec`` modules: nothing here loads a game's engine.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from typer import _click as click  # typer's own copy of Click
from typer.core import TyperCommand, TyperGroup, TyperOption

from piquet_cli.cli.guard import guarded
from piquet_cli.cli.help_words import SpokenHelp, first_sentence, write_dl
from piquet_cli.games import DEFAULT_GAME, game_specs
from piquet_cli.games.fields import Command, Field, Option
from piquet_cli.i18n import N_, _, semicolons

F = TypeVar("F", bound=Callable[..., Any])


def complete_players(incomplete: str) -> list[tuple[str, str]]:
    from piquet_cli.cli.completion import player_names

    return player_names(incomplete)


def complete_dealer(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """``new A B [C [D]] --dealer``: one of the players."""
    from piquet_cli.cli.completion import dealer_names

    given = [ctx.params.get("player_a"), ctx.params.get("player_b"), *(ctx.params.get("others") or ())]
    return dealer_names([name for name in given if name] if all(given[:2]) else None, incomplete)


def complete_files(incomplete: str) -> list[tuple[str, str]]:
    from piquet_cli.cli.completion import partie_files

    return partie_files(incomplete)


FileOpt = Annotated[
    Path | None,
    typer.Option(
        "--file",
        "-f",
        help=N_(
            "The partie file, or its id in piquet history (default: the latest unfinished partie in "
            "the scorebook)."
        ),
        readable=False,  # the command says itself, in one sentence, why a file cannot be read
        autocompletion=complete_files,
    ),
]
PlayerOpt = Annotated[
    str | None,
    typer.Option("--player", help=N_("Only parties with this player."), autocompletion=complete_players),
]
JsonOpt = Annotated[bool, typer.Option("--json", help=N_("Machine-readable JSON (stable keys)."))]
HtmlOpt = Annotated[
    str | None,
    typer.Option(
        "--html",
        metavar="FILE",
        help=N_("One page of HTML to print from a browser, to FILE (.html), or - for standard output."),
    ),
]


def rules_help() -> str:
    """``--rules``: each game's rule sets, the default first."""
    specs = game_specs()
    if len(specs) == 1:
        return _("{rules} (default {default}).").format(
            rules=_(specs[0].rules_help), default=specs[0].rules[0]
        )
    said = [
        _("{game}: {rules} (default {default})").format(
            game=s.title, rules=_(s.rules_help), default=s.rules[0]
        )
        for s in specs
    ]
    return semicolons(said) + "."


def games_help() -> str:
    return _("The game: {games} (default {default}).").format(
        games=", ".join(s.name for s in game_specs()), default=DEFAULT_GAME
    )


def other_games_words() -> str:
    others = [s.title for s in game_specs() if s.name != DEFAULT_GAME]
    return _(", and {games}").format(games=_(" and ").join(others)) if others else ""


_GAMES_HELP = {"rules": rules_help, "game": games_help}
"""Options whose help lists what the games' specs say, filled in when the command is built."""
_FILLED: list[Any] = []
"""The options whose help ``_games_help`` wrote (not ``help=``), written again at each build."""


def _games_help(func: Callable[..., Any]) -> None:
    """Fill in the help of ``func``'s ``--rules`` and ``--game`` (read from every game's spec, which
    only the command that has them need load)."""
    for name, words in _GAMES_HELP.items():
        for info in getattr(func.__annotations__.get(name), "__metadata__", ()):
            if isinstance(info, typer.models.OptionInfo) and (info.help is None or info in _FILLED):
                info.help = words()  # in the language spoken, each time the command is built
                if info not in _FILLED:
                    _FILLED.append(info)


def helps(text: str) -> Callable[[F], F]:
    """Give a command its help (``N_``: English as written, said in the language spoken when the
    help is shown), which is its docstring to typer."""

    def give(func: F) -> F:
        func.__doc__ = text
        return func

    return give


def adder(app: typer.Typer, only: str | None = None) -> Callable[..., None]:
    """Register a command with the docstring's whole first sentence as what ``piquet --help``
    lists (Click would cut it at 45 characters and end it with "..."); with ``only``, that
    command alone."""

    def add(
        func: Callable[..., Any],
        name: str | None = None,
        wrap: Callable[[Callable[..., Any]], Callable[..., Any]] | None = None,
    ) -> None:
        """``wrap``: what gives the command its options from the games' specs, done only when the
        command is built."""
        name = name or func.__name__.replace("_", "-")
        if only is None or name == only:
            _games_help(func)
            app.command(name, short_help=first_sentence(func.__doc__ or ""), cls=PanelCommand)(
                wrap(func) if wrap else func
            )

    return add


def _with_options(func: F, name: str, options: list[TyperOption]) -> F:
    """``func`` with its parameter ``name`` replaced by the Click ``options`` (made as typer makes
    them, ``_click_option``), whose values it receives collected into a dict by name. Typer sees
    only the function's other parameters; ``PanelCommand`` adds the options after them."""
    signature = inspect.signature(func, eval_str=True)
    own = [p for p in signature.parameters.values() if p.name != name]
    names = [option.name for option in options if option.name is not None]

    @functools.wraps(func)
    def run(**kwargs: Any) -> Any:
        kwargs[name] = {n: kwargs.pop(n) for n in names}
        return func(**kwargs)

    run.__signature__ = signature.replace(parameters=own)  # type: ignore[attr-defined]
    del run.__wrapped__  # typer must read the new signature, not the body's
    run.__annotations__ = {p.name: p.annotation for p in own}
    run.click_options = options  # type: ignore[attr-defined]
    return run  # type: ignore[return-value]


class PanelCommand(SpokenHelp, TyperCommand):
    """A command whose help lists its options by panel (``rich_help_panel``), as typer's rich help
    would, in the keeper's plain help: the command's own options first, then each panel's.

    The options a game's spec gives (``_with_options``: deal's entry flags, new's agreements) are
    added after the function's own, made directly rather than read by typer from a signature of
    some forty annotated parameters (twice over, some 3 ms of every ``deal``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        extra = getattr(kwargs.get("callback"), "click_options", None)  # typer's wrapper keeps it
        if extra:
            kwargs["params"] = [*(kwargs.get("params") or ()), *extra]
        super().__init__(*args, **kwargs)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        panels: dict[str | None, list[tuple[str, str]]] = {None: []}
        for param in self.get_params(ctx):
            record = param.get_help_record(ctx)
            if record is not None:
                panels.setdefault(getattr(param, "rich_help_panel", None), []).append(record)
        for panel, records in panels.items():
            if records:
                with formatter.section(panel or _("Options")):
                    write_dl(formatter, records)


def panel_of(games: list[str], every: int) -> str:
    """The help panel of a game's flag: the game that takes it ("Bezique"), the games that
    share it ("Bezique and Pinochle"), or "Every game" (all ``every`` games kept)."""
    if len(games) == every > 1:
        return _("Every game")
    return _(" and ").join([", ".join(games[:-1]), games[-1]] if len(games) > 2 else games)


def _panels(keys: list[str], keys_of: Callable[[Any], set[str]]) -> list[str]:
    """The panel of each key, by the games whose ``keys_of(spec)`` hold it (in one pass over
    the specs, not a search of each spec's table for each flag)."""
    specs = game_specs()
    held = [(spec.title, keys_of(spec)) for spec in specs]
    return [panel_of([title for title, own in held if key in own], len(specs)) for key in keys]


def entry_fields() -> list[Field]:
    """Every game's fields that have a flag, once each (a flag two games share is one option)."""
    seen: dict[str, Field] = {}
    for spec in game_specs():
        for field in spec.fields:
            if field.flag and field.key not in seen:
                seen[field.key] = field
    return list(seen.values())


def _option(
    name: str, flag: str, help_text: str, metavar: str | None, switch: bool, panel: str | None = None
) -> inspect.Parameter:
    """A keyword option: a switch (false unless given), or a value (None unless given); ``panel``,
    the heading it is listed under in the help."""
    if switch:
        annotation: Any = Annotated[bool, typer.Option(flag, help=help_text, rich_help_panel=panel)]
        return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=False, annotation=annotation)
    annotation = Annotated[
        str | None, typer.Option(flag, help=help_text, metavar=metavar, rich_help_panel=panel)
    ]
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=annotation)


def _click_option(
    name: str, flag: str, help_text: str, metavar: str | None, switch: bool, panel: str | None
) -> TyperOption:
    """The option typer makes of ``_option``'s parameter (``get_click_param`` of it, read from a
    signature), made directly with the very arguments typer gives it: typer's own way costs some
    0.15 ms an option (an ``OptionInfo`` of some forty settings, copied and read back), and deal
    has forty (tests/test_options_made.py holds the two ways the same, option by option)."""
    return TyperOption(
        param_decls=[name, flag],
        show_default=True,
        prompt=False,
        confirmation_prompt=False,
        prompt_required=True,
        hide_input=False,
        is_flag=True if switch else None,
        multiple=False,
        count=False,
        allow_from_autoenv=True,
        type=None if switch else click.types.STRING,
        help=help_text,
        hidden=False,
        show_choices=True,
        show_envvar=True,
        required=False,
        default=False if switch else None,
        callback=None,
        metavar=None if switch else metavar,
        expose_value=True,
        is_eager=False,
        envvar=None,
        shell_complete=None,
        autocompletion=None,
        rich_help_panel=panel,
    )


def with_entry_flags(func: F) -> F:
    """Give a command the entry flags of every game; its body receives them as ``entry``,
    a dict by field key."""
    fields = entry_fields()
    panels = _panels([f.key for f in fields], lambda spec: {f.key for f in spec.fields if f.flag})
    options = [
        _click_option(f.key, f.flag, f.help, f.metavar, f.kind == "flag", panel)
        for f, panel in zip(fields, panels, strict=True)
    ]
    return _with_options(func, "entry", options)


def with_agreements(func: F) -> F:
    """Give ``new`` every game's agreements as options; its body receives them as ``agreed``."""
    seen: dict[str, Option] = {}
    for spec in game_specs():
        for option in spec.options:
            seen.setdefault(option.key, option)
    panels = _panels(list(seen), lambda spec: {o.key for o in spec.options})
    options = [
        _click_option(o.key, o.flag, o.help, o.metavar, o.metavar is None, panel)
        for o, panel in zip(seen.values(), panels, strict=True)
    ]
    return _with_options(func, "agreed", options)


def _command_param(param: Any) -> inspect.Parameter:
    if param.flag is not None:
        return _option(param.name, param.flag, param.help, param.metavar, param.switch)
    annotation: Any = Annotated[
        list[str] | None if param.many else str,
        typer.Argument(metavar=param.name.upper(), help=param.help, show_default=False),
    ]
    default = None if param.many else inspect.Parameter.empty
    return inspect.Parameter(
        param.name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation
    )


def game_commands() -> list[Callable[..., Any]]:
    """Each game's own commands, once each by name, ready to register."""
    built: dict[str, Callable[..., Any]] = {}
    for spec in game_specs():
        for command in spec.commands:
            if command.name not in built:
                built[command.name] = _game_command(spec.name, command)
    return list(built.values())


def _game_command(game: str, command: Command) -> Callable[..., Any]:
    params = [_command_param(p) for p in command.params]
    extra = inspect.Parameter(
        "as_json" if command.kind == "report" else "file",
        inspect.Parameter.KEYWORD_ONLY,
        default=False if command.kind == "report" else None,
        annotation=JsonOpt if command.kind == "report" else FileOpt,
    )

    def run(**kwargs: Any) -> None:
        from piquet_cli.cli.reports import run_game_command

        run_game_command(game, command, kwargs)

    run.__name__ = command.name
    run.__doc__ = command.help
    run.__signature__ = inspect.Signature([*params, extra])  # type: ignore[attr-defined]
    run.__annotations__ = {p.name: p.annotation for p in [*params, extra]}
    return guarded(run)


def help_on(ctx: typer.Context, topic: str | None) -> None:
    """``piquet help TOPIC``: the notation, or a command's help."""
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
        raise BadValue(
            _("no help on {topic!r}; the topics are notation and the commands: {names}.").format(
                topic=topic, names=names
            ),
            "TOPIC",
        )
    typer.echo(found.get_help(typer.Context(found, info_name=found.name, parent=root)))
