"""The options a game's spec gives ``deal``, ``rule`` and ``new`` (issue 25): made directly
(``options._click_option``), each is the very option typer makes of the annotated parameter it
stood for, setting by setting, so the help, the errors and the completion cannot tell them apart."""

from __future__ import annotations

import inspect
from typing import Annotated, Any

import pytest
import typer
from typer.main import get_click_param
from typer.utils import get_params_from_function

from piquet_cli.cli import options
from piquet_cli.games import game_specs


def typer_made(name: str, flag: str, help_text: str, metavar: str | None, switch: bool, panel: str) -> Any:
    """The option as typer makes it from ``def f(*, name: Annotated[…, typer.Option(flag, …)] = …)``."""
    if switch:
        annotation: Any = Annotated[bool, typer.Option(flag, help=help_text, rich_help_panel=panel)]
        default: Any = False
    else:
        annotation = Annotated[
            str | None, typer.Option(flag, help=help_text, metavar=metavar, rich_help_panel=panel)
        ]
        default = None

    def f(**kwargs: Any) -> None:
        pass

    parameter = inspect.Parameter(
        name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation
    )
    f.__signature__ = inspect.Signature([parameter])  # type: ignore[attr-defined]
    f.__annotations__ = {name: annotation}
    [meta] = get_params_from_function(f).values()
    return get_click_param(meta)[0]


FIELDS = [(f.key, f.flag, f.help, f.metavar, f.kind == "flag") for f in options.entry_fields()]
AGREEMENTS = list(
    {
        o.key: (o.key, o.flag, o.help, o.metavar, o.metavar is None) for s in game_specs() for o in s.options
    }.values()
)


def test_there_are_switches_and_values_to_compare() -> None:
    assert {switch for *_, switch in FIELDS} == {True, False} and AGREEMENTS
    assert {"tricks", "pique", "trumps", "melded"} <= {key for key, *_ in FIELDS}


@pytest.mark.parametrize(("name", "flag", "help_text", "metavar", "switch"), FIELDS + AGREEMENTS)
def test_each_option_is_the_one_typer_makes(
    name: str, flag: str, help_text: str, metavar: str | None, switch: bool
) -> None:
    made = options._click_option(name, flag, help_text, metavar, switch, "Bezique")
    expected = typer_made(name, flag, help_text, metavar, switch, "Bezique")
    assert type(made) is type(expected)
    settings, typer_settings = vars(made), vars(expected)
    kind, typer_kind = settings.pop("type"), typer_settings.pop("type")  # a switch's: a BOOL of its own
    assert settings == typer_settings
    assert type(kind) is type(typer_kind) and vars(kind) == vars(typer_kind)
    assert made.opts == [flag] and made.name == name and made.is_flag is switch
