"""``piquet rule`` and the games' own commands: what a game has to say, printed.

A game answers with a ``Report`` (``games.view``): rulings, each with what it
is about (bold in a terminal), why, and its law or rule (dim); plain lines;
the deal's breakdown; and the same as JSON. A game's command that acts on a
partie (``piquet withdraw``) returns one more deal to record, saved here as
``deal`` saves one, under the partie's lock.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from piquet_cli.cli.console import Out, Part, tell
from piquet_cli.cli.entry import entry_values, flags_named, game_named, given
from piquet_cli.cli.render import deal_grid, print_json
from piquet_cli.cli.said import deal_said
from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games import game_spec, get_game
from piquet_cli.games.fields import Command
from piquet_cli.games.view import Report
from piquet_cli.i18n import _, at_the_table
from piquet_cli.said import said, said_law


def rule_command(game: str, entry: Mapping[str, Any], as_json: bool) -> None:
    """Rule on whatever the entry flags give, with no partie."""
    played = get_game(game_named(game))
    if not given(entry):
        raise BadValue(
            _("rule needs something to rule on: {example}; 'piquet rule --help' lists them all.").format(
                example=_(played.spec.rule_example) if played.spec.rule_example else _("the entry flags")
            )
        )
    with flags_named(played.spec):
        values = entry_values(played, entry)
        report = played.rule(values)
    rules, field = given(entry).get("rules"), played.spec.field("rules")
    if isinstance(rules, str) and field is not None and "rules" in values:  # an old name, said as read
        name = played.format(field.codec, values["rules"])
        if rules.strip().casefold() != name.casefold():
            why = played.spec.rule_aliases.get("-".join(rules.strip().casefold().split()))
            tell(
                _("--rules {given}: {why}.").format(
                    given=rules.strip(), why=_(why)
                )  # why: marked N_ in the spec
                if why
                else _("--rules {given} is read as {rules}, the name of those rules now.").format(
                    given=rules.strip(), rules=name
                )
            )
    print_report(report, as_json)


def print_report(report: Report, as_json: bool) -> None:
    if as_json:
        print_json(dict(report.json))
        return
    out = Out()
    for label, ruling in report.rulings:
        law: list[Part] = [(f" ({said_law(ruling.law)})", "dim")] if ruling.law else []
        label_said = _("{label}:").format(label=said(label))  # "Jeu :" in French
        out.line((label_said, "bold"), " " + said(ruling.reason), *law)
    for line in report.lines:
        out.line(line)
    if report.deal is not None:
        out.grid(deal_grid(report.rows, report.deal))


def run_game_command(game: str, command: Command, kwargs: dict[str, Any]) -> None:
    """One of a game's own commands: a report, or one more deal for a partie of that game."""
    module, _, function = command.run.partition(":")
    run = getattr(importlib.import_module(module), function)
    if command.kind == "report":
        as_json = bool(kwargs.pop("as_json", False))
        with _params_named(game, command):
            with at_the_table():  # its arguments were typed: AC is the ace of hearts in Portuguese
                report = run(**kwargs)
            print_report(report, as_json)
        return
    _partie_command(game, command, run, kwargs)


class _params_named:
    """Name the parameter in a game command's errors (``field`` is the parameter's name)."""

    def __init__(self, game: str, command: Command) -> None:
        self.names = {p.name: (p.flag or p.name.upper()) for p in command.params}

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        if isinstance(error, BadValue) and error.flag is None and error.field in self.names:
            error.flag = self.names[error.field]


def _partie_command(game: str, command: Command, run: Any, kwargs: dict[str, Any]) -> None:
    from piquet_cli.cli.commands import report_saved
    from piquet_cli.cli.which import chooser
    from piquet_cli.scorebook.parties import PartieFile, append_deal, find_partie

    path = find_partie(kwargs.pop("file", None), chooser("acts on"), game)
    said: list[str] = []

    def next_deal(current: PartieFile) -> tuple[Any, None]:
        spec, own = game_spec(current.partie.game), game_spec(game)
        if current.partie.game != game:
            title = spec.title if spec is not None else current.partie.game
            raise BadValue(
                _("'piquet {command}' is for {game}; this partie is {title}.").format(
                    command=command.name, game=own.title if own else game, title=title
                )
            )
        if current.view.finished:  # as 'piquet deal' says of a finished partie: a rule problem, exit 1
            raise RuleError(
                _("the partie in {path} is over; there is nothing to {command}.").format(
                    path=current.path, command=command.name
                )
            )
        with _params_named(game, command), at_the_table():  # the partie was read before, in English
            facts, sentence = run(view=current.view, **kwargs)
        said.append(sentence)
        return facts, None

    word = get_game(game).deal_word
    saved, number = append_deal(path, next_deal, lambda n: f"{command.name} ({deal_said(word)} {n})")
    Out().line(said[0])
    report_saved(saved, number)
