"""The charts: a finished partie's running totals (in ``summary``) and the ledger's net trend.

Both must fit a terminal 80 columns wide, and carry no ANSI code when piped
or under NO_COLOR. The terminal case runs ``piquet`` in a real pseudo-terminal
(pexpect) of 80 columns, with colour.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect  # type: ignore[import-untyped]
import pytest
from piquet_parties import partie_to_dict, scored
from rich.cells import cell_len
from rich.console import Console
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.cli.charts import MAX_TREND_ROWS, net_trend_chart, running_totals_chart
from piquet_cli.games.ledger import TrendPoint
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.partie import Partie, RuleSet

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
LONG = "Bartholomew [bold]Fortescue-Smythe\x1b[31m of Little Snoring"[:40]
runner = CliRunner()


def partie_file(
    folder: Path,
    players: tuple[str, str] = ("Ann", "Bob"),
    totals: tuple[tuple[int, int], ...] = ((30, 12), (10, 40), (25, 20), (50, 3), (17, 19), (22, 8)),
    rules: RuleSet = RuleSet.RUBICON,
) -> Path:
    import tomli_w

    partie = Partie(players, 0, rules, deals=tuple(DealFacts(totals=t) for t in totals))
    path = folder / "p.toml"
    path.write_text(tomli_w.dumps(partie_to_dict(partie, {"created": "2025-11-29T21:50:00+01:00"})), "utf-8")
    return path


def render(renderable: object, width: int = 80, colour: bool = False) -> str:
    out = io.StringIO()
    console = Console(
        file=out,
        width=width,
        force_terminal=colour,
        color_system="truecolor" if colour else None,
        no_color=not colour,
    )
    console.print(renderable)
    return out.getvalue()


def assert_fits(text: str, width: int = 80) -> None:
    for line in ANSI.sub("", text).splitlines():
        assert cell_len(line) <= width, line


def chart_lines(text: str, title: str) -> list[str]:
    """The chart of a summary: from its title to the settlement sentence that closes the summary."""
    lines = ANSI.sub("", text).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(title))
    return lines[start:-1]


def test_running_totals_chart_marks_the_rubicon(tmp_path: Path) -> None:
    state = scored(
        Partie(
            ("Ann", "Bob"),
            deals=tuple(
                DealFacts(totals=t) for t in ((30, 12), (10, 40), (25, 20), (50, 3), (17, 19), (22, 8))
            ),
        )
    )
    text = render(running_totals_chart(state, 80))
    assert_fits(text)
    lines = text.splitlines()
    assert lines[0].startswith("Running totals, deal by deal")
    assert "0–100" in lines[1] and "100–" in lines[1]
    bars = lines[2:]
    assert len(bars) == 12  # two rows a deal
    marks = {line.index("│") for line in lines[1:]}
    assert len(marks) == 1  # the rubicon line is straight down the chart
    ann_last = next(line for line in bars[-2:] if "Ann" in line)
    assert "█" in ann_last.split("│")[1]  # over 100: a bar beyond the line


def test_running_totals_chart_with_nobody_over_100() -> None:
    state = scored(Partie(("Ann", "Bob"), deals=tuple(DealFacts(totals=(10, 5)) for _ in range(6))))
    text = render(running_totals_chart(state, 80))
    assert_fits(text)
    assert "100–" not in text


@pytest.mark.parametrize("width", [80, 60, 120])
def test_charts_fit_the_width_with_long_hostile_names(width: int) -> None:
    state = scored(Partie((LONG, "Bob"), deals=tuple(DealFacts(totals=(60, 3)) for _ in range(6))))
    text = render(running_totals_chart(state, width), width)
    assert_fits(text, width)
    # The name is shown whole, as typed: its markup literally, its escape character as \x1b.
    # (wrapped between its words: "Bartholomew" on one line, the rest on the next).
    assert "\x1b" not in text and "[bold]Fortescue-Smythe\\x1b[31m" in text.split()
    trend = {
        LONG: [TrendPoint(i, "2025-01-01T00:00:00", n) for i, n in enumerate((150, -326, 9000), 1)],
        "Bob": [TrendPoint(i, None, -n) for i, n in enumerate((150, -326, 9000), 1)],
    }
    text = render(net_trend_chart(trend, width), width)
    assert_fits(text, width)
    assert "\x1b" not in text


def test_trend_chart_zero_line_and_spread() -> None:
    trend = {"A": [TrendPoint(i, None, (-1) ** i * i) for i in range(1, 101)], "B": [TrendPoint(1, None, 5)]}
    text = render(net_trend_chart(trend, 80))
    assert_fits(text)
    lines = text.splitlines()
    assert len(lines) == 2 + MAX_TREND_ROWS + 1  # title, header, A's rows spread, B's row
    a_rows = [line for line in lines[2:] if line.split()[0] in ("A",) or line.startswith(" ")]
    assert "100" in lines[2 + MAX_TREND_ROWS - 1]  # the last partie is always shown
    assert len({line.index("│") for line in lines[1:]}) == 1  # zero straight down
    assert a_rows


def test_trend_chart_all_level() -> None:
    text = render(net_trend_chart({"A": [TrendPoint(1, None, 0)], "B": [TrendPoint(1, None, 0)]}, 80))
    assert_fits(text)


def test_colour_only_when_the_console_has_it() -> None:
    state = scored(Partie(("Ann", "Bob"), deals=tuple(DealFacts(totals=(60, 3)) for _ in range(6))))
    assert "\x1b[" in render(running_totals_chart(state, 80), colour=True)
    assert "\x1b" not in render(running_totals_chart(state, 80), colour=False)


def test_summary_shows_the_chart_when_finished_only(tmp_path: Path) -> None:
    path = partie_file(tmp_path)
    done = runner.invoke(app, ["summary", "--file", str(path)], env={"COLUMNS": "80"})
    assert done.exit_code == 0, done.output
    assert "Running totals, deal by deal" in done.output
    assert "\x1b" not in done.output
    assert_fits("\n".join(chart_lines(done.output, "Running totals")))
    unfinished = partie_file(tmp_path, totals=((30, 12),))
    done = runner.invoke(app, ["summary", "--file", str(unfinished)])
    assert done.exit_code == 0 and "Running totals" not in done.output
    au_cent = partie_file(tmp_path, totals=((0, 100),) * 3, rules=RuleSet.AU_CENT)
    done = runner.invoke(app, ["summary", "--file", str(au_cent)])
    assert done.exit_code == 0 and "Running totals" not in done.output


def piquet(*args: str) -> list[str]:
    return [sys.executable, "-m", "piquet_cli", *args]


def test_piped_output_has_no_ansi(tmp_path: Path) -> None:
    path = partie_file(tmp_path, players=(LONG, "Bob"))
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "COLUMNS")}
    done = subprocess.run(
        piquet("summary", "--file", str(path)), check=False, capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout
    assert_fits("\n".join(chart_lines(done.stdout, "Running totals")))


@pytest.mark.parametrize("no_color", [False, True])
def test_terminal_80_columns(tmp_path: Path, no_color: bool) -> None:
    """In a real terminal 80 columns wide: colour (unless NO_COLOR), and every chart line fits."""
    path = partie_file(tmp_path, players=(LONG, "Bob"))
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "COLUMNS", "LINES")}
    env["TERM"] = "xterm-256color"
    if no_color:
        env["NO_COLOR"] = "1"
    child = pexpect.spawn(
        piquet("summary", "--file", str(path))[0],
        piquet("summary", "--file", str(path))[1:],
        env=env,
        dimensions=(50, 80),
        encoding="utf-8",
        timeout=30,
    )
    child.expect(pexpect.EOF)
    child.close()
    out = child.before.replace("\r\n", "\n")
    assert child.exitstatus == 0, out
    assert ("\x1b" in out) is not no_color
    lines = chart_lines(out, "Running totals")
    assert len(lines) >= 13
    assert_fits("\n".join(lines))
