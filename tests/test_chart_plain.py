"""Issue 25, item 1: the finished summary's chart, where the output is plain text (piped, or for
paper), is written without rich's console and table, and is the very text rich wrote: checked
here against rich itself on random parties (names hostile, wide, long, bracketed; any totals,
marks and number of scorers), plain and in ASCII. Where rich would have to wrap or shrink
something the chart is left to rich, so the comparison holds there by construction; the usual
partie is checked to take the plain way."""

from __future__ import annotations

import io

import rich.bar
from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from piquet_cli.cli import charts, console
from piquet_cli.cli.console import PRINT_WIDTH, UNWRAPPED, _Trimmed, chart_width
from piquet_cli.games.view import DealView, Partie, PartieView


def rich_lines(view: PartieView, ascii_on: bool) -> list[str]:
    """The chart as rich writes it on the console ``make_console`` makes for a pipe."""
    out = io.StringIO()
    width = PRINT_WIDTH if ascii_on else UNWRAPPED
    rich_console = Console(
        file=_Trimmed(out),  # type: ignore[arg-type]
        no_color=True,
        color_system=None,
        highlight=False,
        emoji=False,
        width=width,
        soft_wrap=not ascii_on,
    )
    rich_console.print(charts.running_totals_chart(view, chart_width(width)))
    return out.getvalue().split("\n")[:-1]


def plain_lines(view: PartieView, ascii_on: bool) -> list[str] | None:
    width = PRINT_WIDTH if ascii_on else UNWRAPPED
    return charts._running_totals(view, chart_width(width)).plain_lines(width)


def a_view(
    names: tuple[str, ...],
    running: list[list[int]],
    mark: int,
    until: int | None,
    hand: bool,
    teams: bool,
    word: str = "rubicon",
) -> PartieView:
    partie = Partie("test", names, 0, "to 100")
    sides = (tuple(names[0::2]), tuple(names[1::2])) if teams else ()
    scorers = tuple(" & ".join(side) for side in sides) if teams else names
    deals = tuple(DealView(n, names[0], names, {}) for n in range(1, len(running) + 1))
    totals = tuple(dict(zip(scorers, row)) for row in running)
    return PartieView(
        partie,
        "Test",
        "to 100",
        "hand" if hand else "deal",
        (),
        deals,
        totals,
        totals[-1],
        True,
        None,
        "",
        chart_marks=((mark, word),),
        mark_until=until,
        teams=sides,
    )


NAME_CHARS = st.sampled_from(
    list("AnnBobÉlodie 王小明[]\\/-'.") + ["\u00a0", "\u200d", "\x1b", "\u202e", "♠"]
)
names_st = st.one_of(
    st.sampled_from(["Ann", "Bob", "Élodie", "王小明", "[bold]Cal", "Jean Paul", "D'Arcy", "Zoë-Ann"]),
    st.text(NAME_CHARS, min_size=1, max_size=20).map(str.strip).filter(bool),
)


@st.composite
def views(draw: st.DrawFn) -> PartieView:
    count = draw(st.sampled_from([2, 3, 4]))
    names = tuple(draw(st.lists(names_st, min_size=count, max_size=count, unique=True)))
    teams = count == 4 and draw(st.booleans())
    scorers = 2 if teams else count
    deals = draw(st.integers(1, 12))
    running = [draw(st.lists(st.integers(0, 400), min_size=scorers, max_size=scorers)) for _ in range(deals)]
    mark = draw(st.integers(1, 250))
    until = draw(st.sampled_from([None, 1, deals]))
    word = draw(st.sampled_from(["rubicon", "target", "first hand's win"]))  # Bezique's is long
    return a_view(names, running, mark, until, draw(st.booleans()), teams, word)


@settings(max_examples=examples(120, 2000), deadline=None)
@given(view=views(), ascii_on=st.booleans())
def test_the_plain_chart_is_the_text_rich_writes(view: PartieView, ascii_on: bool) -> None:
    before = console.ascii_mode(), console.paper_mode()
    console.set_ascii(ascii_on)
    try:
        plain = plain_lines(view, ascii_on)
        if plain is not None:
            assert plain == rich_lines(view, ascii_on)
    finally:
        console.set_ascii(*before)


def test_an_everyday_partie_takes_the_plain_way_and_draws_what_rich_drew() -> None:
    """Bob 40 and Ann 20 every deal, elder in turn (bench/run's finished partie): worked out by
    hand, the running totals are Ann 40 80 120 160 200 240, Bob 20 … 120, over the rubicon (100)
    from deal 3 for Ann and deal 5 for Bob; 80 columns: 22 cells below the mark, 32 above."""
    view = a_view(("Ann", "Bob"), [[40 * n, 20 * n] for n in range(1, 7)], 100, None, False, False)
    plain = plain_lines(view, False)
    assert plain is not None and plain == rich_lines(view, False)
    assert plain[0] == "Running totals, deal by deal (│ marks the rubicon, 100)"
    assert plain[1] == "Deal  Player  Total  0–100                   │  100–240"
    assert plain[-1] == "      Bob       120  " + "█" * 22 + "  │  ████▌"  # 20/140 of 32 cells: 4 and 4/8
    assert plain[-2] == "   6  Ann       240  " + "█" * 22 + "  │  " + "█" * 32


def test_a_title_wider_than_the_table_is_written_whole_when_piped() -> None:
    """Bezique's first hand, won: no column above the mark, so the table (78 cells) is narrower
    than its title (80), which a pipe gets on one line, as rich wrote it."""
    view = a_view(("Ann", "Bob"), [[400, 190]], 400, 1, True, False, "first hand's win")
    plain = plain_lines(view, False)
    assert plain is not None and plain == rich_lines(view, False)
    assert plain[0] == "Running totals, hand by hand (│ marks the first hand's win, 400, on hand 1 only)"
    assert plain_lines(view, True) is None  # in ASCII, 80 columns: rich wraps it


def test_a_name_too_long_for_its_column_is_left_to_rich() -> None:
    view = a_view(("Bartholomew Fortescue-Smythe", "Bob"), [[40, 20]], 100, None, False, False)
    assert plain_lines(view, False) is None


def test_the_blocks_are_richs() -> None:
    assert list(charts.BEGIN_BLOCK_ELEMENTS) == rich.bar.BEGIN_BLOCK_ELEMENTS
    assert list(charts.END_BLOCK_ELEMENTS) == rich.bar.END_BLOCK_ELEMENTS
    assert charts.FULL_BLOCK == rich.bar.FULL_BLOCK
