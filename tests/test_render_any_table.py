"""The renderers at a table of three, and of four as partners (issue 20, item 1).

The parties are built here by hand as the neutral view a game would make of them
(``games.view.PartieView``), with numbers chosen and worked out by hand, so that every
output — show, summary (text, Markdown, CSV), JSON, the correction's tables, the chart,
history's and the ledger's text — is checked without any game of three or four.

Three players, Ann, Bob and Cal, Ann dealing first: deal 1's seats in playing order are
Bob, Cal, Ann (the dealer last), deal 2's Cal, Ann, Bob. Two rows, point (Pt) and cards (Cd).

    deal 1   Ann 4+10 = 14   Bob 7+0 = 7    Cal 0+12 = 12    running 14, 7, 12
    deal 2   Ann 5+15 = 20   Bob 3+0 = 3    Cal 0+9 = 9      running 34, 10, 21

Ann wins and each pays her his shortfall: Bob 34 − 10 = 24, Cal 34 − 21 = 13; Ann +37.

Four players, Ann and Cal against Bob and Dee, Ann dealing first: deal 1's seats Bob, Cal,
Dee, Ann; deal 2's Cal, Dee, Ann, Bob.

    deal 1   Ann & Cal 10+20 = 30   Bob & Dee 0+12 = 12    running 30, 12
    deal 2   Ann & Cal 0+5 = 5      Bob & Dee 8+20 = 28    running 35, 40

Bob and Dee win by 5: each of them gains 5, Ann and Cal pay 5 each.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console

from piquet_cli.cli import history
from piquet_cli.cli.charts import running_totals_chart
from piquet_cli.cli.console import Out
from piquet_cli.cli.grid import Grid
from piquet_cli.cli.ledger import Terms, _ledger_text
from piquet_cli.cli.outcome import _correction
from piquet_cli.cli.render import (
    deal_grid,
    deal_json,
    partie_json,
    running_grid,
    show_text,
    summary_csv,
    summary_grid,
    summary_markdown,
    summary_text,
)
from piquet_cli.cli.scorers import ordinal, settlement_words, signed
from piquet_cli.games.ledger import build_ledger
from piquet_cli.games.partie_record import record_of
from piquet_cli.games.view import DealView, Partie, PartieView, Result, Row, SideView
from piquet_cli.scorebook.index import Entry

ROWS = (Row("point", "Point", "Pt", "point"), Row("cards", "Cards", "Cd", "cards"))
MINUS = "\u2212"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def side(point: int, cards: int) -> SideView:
    total = point + cards
    return SideView({"point": point, "cards": cards}, total, {"point": point, "cards": cards, "total": total})


def three(
    ann_deal_2: tuple[int, int] = (5, 15), finished: bool = True, names: tuple[str, ...] = ()
) -> PartieView:
    """The partie of three of the module's docstring (Ann's second deal, and the names, may be
    changed: the result is then worked out from them the same way). Deal 2's scores are
    given in its seats' order, as a game may give them."""
    ann, bob, cal = names or ("Ann", "Bob", "Cal")
    partie = Partie("test3", (ann, bob, cal), 0, "to 30")
    d1 = DealView(1, ann, (bob, cal, ann), {ann: side(4, 10), bob: side(7, 0), cal: side(0, 12)})
    d2 = DealView(2, bob, (cal, ann, bob), {cal: side(0, 9), ann: side(*ann_deal_2), bob: side(3, 0)})
    first = {ann: 14, bob: 7, cal: 12}
    second = {ann: 14 + sum(ann_deal_2), bob: 10, cal: 21}
    top = second[ann]
    result = None
    if finished:
        settlement = {ann: (top - 10) + (top - 21), bob: 10 - top, cal: 21 - top}
        result = Result(ann, None, False, settlement[ann], f"{ann} wins: {top} to 10 and 21.", settlement)
    return PartieView(
        partie,
        "Test three",
        "to 30",
        "deal",
        ROWS,
        (d1, d2),
        (first, second),
        second,
        finished,
        result,
        "" if finished else f"Next: deal 3. {cal} deals; {ann} is eldest.",
        chart_marks=((30, "target"),),
    )


def partners(finished: bool = True) -> PartieView:
    """The partie of four, as partners, of the module's docstring."""
    partie = Partie("test4", ("Ann", "Bob", "Cal", "Dee"), 0, "to 40")
    ac, bd = "Ann & Cal", "Bob & Dee"
    d1 = DealView(1, "Ann", ("Bob", "Cal", "Dee", "Ann"), {ac: side(10, 20), bd: side(0, 12)})
    d2 = DealView(2, "Bob", ("Cal", "Dee", "Ann", "Bob"), {ac: side(0, 5), bd: side(8, 20)})
    settlement = {"Ann": -5, "Bob": 5, "Cal": -5, "Dee": 5}
    result = Result(None, None, False, 5, "Bob & Dee win by 5: 40 to 35.", settlement) if finished else None
    return PartieView(
        partie,
        "Test four",
        "to 40",
        "deal",
        ROWS,
        (d1, d2),
        ({ac: 30, bd: 12}, {ac: 35, bd: 40}),
        {ac: 35, bd: 40},
        finished,
        result,
        "" if finished else "Next: deal 3. Cal deals; Dee is eldest.",
        chart_marks=((40, "target"),),
        teams=(("Ann", "Cal"), ("Bob", "Dee")),
    )


def two() -> PartieView:
    """Two players, Ann dealing first: deal 1, Bob elder 12 (7 + 5), Ann younger 10 (0 + 10)."""
    partie = Partie("test2", ("Ann", "Bob"), 0, "to 30")
    d1 = DealView(1, "Ann", ("Bob", "Ann"), {"Ann": side(0, 10), "Bob": side(7, 5)})
    running = {"Ann": 10, "Bob": 12}
    return PartieView(
        partie, "Test two", "to 30", "deal", ROWS, (d1,), (running,), running, False, None, "Next."
    )


def words(text: str) -> list[str]:
    return text.split()


def printed(capsys: pytest.CaptureFixture[str], show: object, *args: object) -> list[str]:
    capsys.readouterr()
    show(*args)  # type: ignore[operator]
    return capsys.readouterr().out.splitlines()


def rows_of(lines: list[str], first_word: str) -> list[list[str]]:
    """The table's lines from the one whose first word is ``first_word`` on, as words."""
    start = next(i for i, line in enumerate(lines) if line.split()[:1] == [first_word])
    return [line.split() for line in lines[start:]]


def starts(rows: list[list[str]]) -> list[list[str]]:
    """A chart's rows up to each one's total: the deal (on a deal's first row), the name, the total."""
    return [row[: next(i for i, word in enumerate(row) if word.isdigit() and i > 0) + 1] for row in rows]


def on_screen(renderable: object, width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, no_color=True, color_system=None).print(renderable)
    return ANSI.sub("", out.getvalue()).splitlines()


# --- the words of seats and settlements -----------------------------------------------


def test_ordinals_and_signed_figures() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
    ]  # fmt: skip
    assert (signed(30), signed(-15), signed(0)) == ("+30", f"{MINUS}15", "0")
    gains = {"Ann": 30, "Bob": -15, "Cal": -15}
    assert settlement_words(("Ann", "Bob", "Cal"), gains) == f"Ann +30, Bob {MINUS}15, Cal {MINUS}15"


# --- show -----------------------------------------------------------------------------


def test_show_of_three_has_a_column_a_player_and_his_running_total(
    capsys: pytest.CaptureFixture[str],
) -> None:
    lines = printed(capsys, show_text, three())
    assert lines[0] == "Ann v Bob v Cal — to 30"
    assert lines[1].split() == words("Deal Dealer Ann Bob Cal Ann total Bob total Cal total")
    assert [line.split() for line in lines[3:5]] == [
        ["1", "Ann", "14", "7", "12", "14", "7", "12"],
        ["2", "Bob", "20", "3", "9", "34", "10", "21"],
    ]
    assert lines[5:] == ["Ann wins: 34 to 10 and 21."]


def test_show_of_partners_has_a_column_a_side(capsys: pytest.CaptureFixture[str]) -> None:
    lines = printed(capsys, show_text, partners(finished=False))
    assert lines[0] == "Ann & Cal v Bob & Dee — to 40"
    assert lines[1].split() == words("Deal Dealer Ann & Cal Bob & Dee Ann & Cal total Bob & Dee total")
    assert [line.split() for line in lines[3:5]] == [
        ["1", "Ann", "30", "12", "30", "12"],
        ["2", "Bob", "5", "28", "35", "40"],
    ]
    assert lines[5:] == ["Next: deal 3. Cal deals; Dee is eldest."]


# --- a deal's table, and a corrected deal ---------------------------------------------


def test_a_deal_of_three_marks_each_player_with_his_seat_in_playing_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    view = three()
    lines = printed(
        capsys, Out().grid, deal_grid(view.rows, view.deals[1], "Deal 2", view.scorers, view.teams)
    )
    assert lines[0] == "Deal 2"
    assert lines[1].split() == ["Ann", "(2nd)", "Bob", "(dealer)", "Cal", "(1st)"]
    assert [line.split() for line in lines[3:]] == [
        ["Point", "5", "3"],
        ["Cards", "15", "9"],
        ["Total", "20", "3", "9"],
    ]


def test_without_a_partie_a_deal_of_three_is_in_playing_order(capsys: pytest.CaptureFixture[str]) -> None:
    lines = printed(capsys, Out().grid, deal_grid(ROWS, three().deals[0]))
    assert lines[0].split() == ["Bob", "(1st)", "Cal", "(2nd)", "Ann", "(dealer)"]
    assert lines[-1].split() == ["Total", "7", "12", "14"]


def test_a_deal_of_partners_marks_each_side_with_its_players_seats(
    capsys: pytest.CaptureFixture[str],
) -> None:
    view = partners()
    lines = printed(
        capsys, Out().grid, deal_grid(view.rows, view.deals[0], "Deal 1", view.scorers, view.teams)
    )
    assert lines[1].split() == words("Ann & Cal (dealer, 2nd) Bob & Dee (1st, 3rd)")
    assert [line.split() for line in lines[3:]] == [
        ["Point", "10"],
        ["Cards", "20", "12"],
        ["Total", "30", "12"],
    ]
    lines = printed(capsys, Out().grid, deal_grid(view.rows, view.deals[1], "", view.scorers, view.teams))
    assert lines[0].split() == words("Ann & Cal (3rd, 1st) Bob & Dee (dealer, 2nd)")


def test_two_hand_deal_table_is_marked_elder_and_younger_as_before(
    capsys: pytest.CaptureFixture[str],
) -> None:
    view = two()
    lines = printed(capsys, Out().grid, deal_grid(view.rows, view.deals[0], "Deal 1", view.players))
    assert lines[1].split() == ["Ann", "(younger)", "Bob", "(elder)"]
    assert [line.split() for line in lines[3:]] == [
        ["Point", "7"],
        ["Cards", "10", "5"],
        ["Total", "10", "12"],
    ]


def test_a_corrected_deal_of_three_before_and_after(capsys: pytest.CaptureFixture[str]) -> None:
    before, after = three(), three(ann_deal_2=(5, 5))  # Ann's cards of deal 2: 15 → 5; she ends on 24
    lines = printed(capsys, _correction, Out(), before, after, 2)
    assert lines[0] == "Deal 2, before and after the correction"
    assert lines[1].split() == words("Ann (2nd) was now Bob (dealer) was now Cal (1st) was now")
    assert [line.split() for line in lines[3:6]] == [
        ["Point", "5", "5", "3", "3"],
        ["Cards", "15", "5", "9", "9"],
        ["Total", "20", "10", "3", "3", "9", "9"],
    ]
    assert lines[6] == "Running totals with deal 2 corrected"
    assert lines[10].split() == ["2", "Bob", "10", "3", "9", "24", "10", "21"]
    assert lines[11:] == [
        "Partie after deal 2: Ann 24, Bob 10, Cal 21 (was Ann 34, Bob 10, Cal 21).",
        "Was: Ann wins: 34 to 10 and 21.",
        "Ann wins: 24 to 10 and 21.",
    ]


# --- summary: text, Markdown, CSV ------------------------------------------------------


def test_summary_of_three(capsys: pytest.CaptureFixture[str]) -> None:
    lines = printed(capsys, summary_text, three())
    assert lines[0] == "Partie: Ann v Bob v Cal — to 30"
    assert lines[1].split() == ["Deal", "Player", "Pt", "Cd", "Total"]
    assert [line.split() for line in lines[3:10]] == [
        ["1", "Ann", "(dealer)", "4", "10", "14"],
        ["Bob", "(1st)", "7", "7"],
        ["Cal", "(2nd)", "12", "12"],
        [],
        ["2", "Ann", "(2nd)", "5", "15", "20"],
        ["Bob", "(dealer)", "3", "3"],
        ["Cal", "(1st)", "9", "9"],
    ]
    assert lines[10] == "1st, 2nd …: the seats in playing order, the dealer last; Pt point, Cd cards"
    assert lines[11] == "Totals: Ann 34, Bob 10, Cal 21."
    chart = rows_of(lines, "Running")
    assert starts(chart[2:8]) == [
        ["1", "Ann", "14"], ["Bob", "7"], ["Cal", "12"], ["2", "Ann", "34"], ["Bob", "10"], ["Cal", "21"]
    ]  # fmt: skip
    assert lines[-2:] == ["Ann wins: 34 to 10 and 21.", f"Settlement: Ann +37, Bob {MINUS}24, Cal {MINUS}13."]


def test_summary_of_partners(capsys: pytest.CaptureFixture[str]) -> None:
    lines = printed(capsys, summary_text, partners())
    assert lines[0] == "Partie: Ann & Cal v Bob & Dee — to 40"
    assert lines[1].split() == ["Deal", "Side", "Pt", "Cd", "Total"]
    assert [line.split() for line in lines[3:8]] == [
        words("1 Ann & Cal (dealer, 2nd) 10 20 30"),
        words("Bob & Dee (1st, 3rd) 12 12"),
        [],
        words("2 Ann & Cal (3rd, 1st) 5 5"),
        words("Bob & Dee (dealer, 2nd) 8 20 28"),
    ]
    assert lines[9] == "Totals: Ann & Cal 35, Bob & Dee 40."
    chart = rows_of(lines, "Running")
    assert chart[1][:2] == ["Deal", "Side"]
    assert starts(chart[2:6]) == [
        ["1", "Ann", "&", "Cal", "30"], ["Bob", "&", "Dee", "12"], ["2", "Ann", "&", "Cal", "35"], ["Bob", "&", "Dee", "40"]
    ]  # fmt: skip
    assert lines[-2:] == [
        "Bob & Dee win by 5: 40 to 35.",
        f"Settlement: Ann {MINUS}5, Bob +5, Cal {MINUS}5, Dee +5.",
    ]


def test_provisional_summary_of_three_says_no_settlement(capsys: pytest.CaptureFixture[str]) -> None:
    lines = printed(capsys, summary_text, three(finished=False))
    assert lines[0] == "Partie: Ann v Bob v Cal — to 30 (provisional: the partie is not finished)"
    assert lines[-3:] == [
        "Totals: Ann 34, Bob 10, Cal 21.",
        "No result yet.",
        "Next: deal 3. Cal deals; Ann is eldest.",
    ]
    assert not any(line.startswith("Settlement") for line in lines)


def test_two_hand_summary_keeps_e_and_y_and_no_settlement_line(capsys: pytest.CaptureFixture[str]) -> None:
    lines = printed(capsys, summary_text, two())
    assert [line.split() for line in lines[3:5]] == [
        ["1", "Ann", "(y)", "10", "10"],
        ["Bob", "(e)", "7", "5", "12"],
    ]
    assert lines[5] == "e elder, y younger; Pt point, Cd cards"
    assert lines[6:] == ["Totals: Ann 10, Bob 12.", "No result yet.", "Next."]


def test_markdown_summary_of_three() -> None:
    text = summary_markdown(three())
    assert text == (
        "# Ann v Bob v Cal\n"
        "\n"
        "*to 30*\n"
        "\n"
        "| Deal | Player | Pt | Cd | Total | Running |\n"
        "|---:|---|---:|---:|---:|---:|\n"
        "| 1 | Ann (dealer) | 4 | 10 | 14 | 14 |\n"
        "|  | Bob (1st) | 7 |  | 7 | 7 |\n"
        "|  | Cal (2nd) |  | 12 | 12 | 12 |\n"
        "| 2 | Ann (2nd) | 5 | 15 | 20 | 34 |\n"
        "|  | Bob (dealer) | 3 |  | 3 | 10 |\n"
        "|  | Cal (1st) |  | 9 | 9 | 21 |\n"
        "\n"
        "*1st, 2nd …: the seats in playing order, the dealer last; Pt point, Cd cards*\n"
        "\n"
        "Totals: Ann 34, Bob 10, Cal 21.\n"
        "\n"
        "Ann wins: 34 to 10 and 21.\n"
        "\n"
        f"Settlement: Ann +37, Bob {MINUS}24, Cal {MINUS}13.\n"
    )


def test_markdown_summary_of_partners() -> None:
    lines = summary_markdown(partners()).splitlines()
    assert lines[0] == "# Ann & Cal v Bob & Dee"
    assert lines[4:10] == [
        "| Deal | Side | Pt | Cd | Total | Running |",
        "|---:|---|---:|---:|---:|---:|",
        "| 1 | Ann & Cal (dealer, 2nd) | 10 | 20 | 30 | 30 |",
        "|  | Bob & Dee (1st, 3rd) |  | 12 | 12 | 12 |",
        "| 2 | Ann & Cal (3rd, 1st) |  | 5 | 5 | 35 |",
        "|  | Bob & Dee (dealer, 2nd) | 8 | 20 | 28 | 40 |",
    ]
    assert lines[-5:] == [
        "Totals: Ann & Cal 35, Bob & Dee 40.",
        "",
        "Bob & Dee win by 5: 40 to 35.",
        "",
        f"Settlement: Ann {MINUS}5, Bob +5, Cal {MINUS}5, Dee +5.",
    ]


def test_markdown_keeps_hostile_names_inert() -> None:
    text = summary_markdown(three(names=("*Ann*", "Bob|x", "[Cal](u)")))
    assert text.startswith("# \\*Ann\\* v Bob\\|x v \\[Cal\\](u)\n")
    assert "|  | Bob\\|x (1st) | 7 |  | 7 | 7 |" in text


def test_csv_summary_has_a_column_a_scorer() -> None:
    assert summary_csv(three()).splitlines() == [
        "deal,dealer,elder,Ann,Bob,Cal,Ann total,Bob total,Cal total",
        "1,Ann,Bob,14,7,12,14,7,12",
        "2,Bob,Cal,20,3,9,34,10,21",
    ]
    assert summary_csv(partners()).splitlines() == [
        "deal,dealer,elder,Ann & Cal,Bob & Dee,Ann & Cal total,Bob & Dee total",
        "1,Ann,Bob,30,12,30,12",
        "2,Bob,Cal,5,28,35,40",
    ]


# --- JSON -------------------------------------------------------------------------------


def test_json_of_three_lists_the_seats_of_each_deal_and_the_settlement() -> None:
    doc = json.loads(json.dumps(partie_json(three())))
    assert doc["players"] == ["Ann", "Bob", "Cal"]
    assert "teams" not in doc
    assert doc["deals"][1] == {
        "number": 2,
        "dealer": "Bob",
        "elder": "Cal",
        "younger": "Bob",
        "seats": ["Cal", "Ann", "Bob"],
        "scores": {
            "Ann": {"point": 5, "cards": 15, "total": 20},
            "Bob": {"point": 3, "cards": 0, "total": 3},
            "Cal": {"point": 0, "cards": 9, "total": 9},
        },
        "running": {"Ann": 34, "Bob": 10, "Cal": 21},
    }
    assert list(doc["deals"][1]["scores"]) == ["Ann", "Bob", "Cal"]  # the partie's order, not the seats'
    assert doc["totals"] == {"Ann": 34, "Bob": 10, "Cal": 21}
    assert doc["result"]["settlement"] == {"Ann": 37, "Bob": -24, "Cal": -13}
    assert sum(doc["result"]["settlement"].values()) == 0


def test_json_of_partners_lists_the_teams_and_keys_totals_by_side() -> None:
    doc = json.loads(json.dumps(partie_json(partners())))
    assert doc["players"] == ["Ann", "Bob", "Cal", "Dee"]
    assert doc["teams"] == [["Ann", "Cal"], ["Bob", "Dee"]]
    assert doc["deals"][0]["seats"] == ["Bob", "Cal", "Dee", "Ann"]
    assert doc["deals"][0]["scores"] == {
        "Ann & Cal": {"point": 10, "cards": 20, "total": 30},
        "Bob & Dee": {"point": 0, "cards": 12, "total": 12},
    }
    assert doc["totals"] == {"Ann & Cal": 35, "Bob & Dee": 40}
    assert doc["result"]["settlement"] == {"Ann": -5, "Bob": 5, "Cal": -5, "Dee": 5}


def test_two_hand_deal_json_is_as_before() -> None:
    deal = deal_json(two().deals[0], {"Ann": 10, "Bob": 12})
    assert list(deal) == ["number", "dealer", "elder", "younger", "scores", "running"]
    assert list(deal["scores"]) == ["Bob", "Ann"]  # elder first


# --- a narrow terminal, and hostile names ------------------------------------------------

LONG = ("Bartholomew Fortescue-Smythe", "Maryanne-Elizabeth Cholmondeley", "Cal")


def whole_words(lines: list[str], names: tuple[str, ...], width: int) -> None:
    for line in lines:
        assert cell_len(line) <= width, line
    words = {word for line in lines for word in re.split(r"[\s,():]+", line)}
    for name in names:
        for word in name.split():
            assert word in words, (word, lines)


@pytest.mark.parametrize("table", ["three", "partners"])
def test_at_60_columns_no_table_cuts_a_name(table: str) -> None:
    view, names = (
        (three(names=LONG), LONG) if table == "three" else (partners(), ("Ann", "Cal", "Bob", "Dee"))
    )
    grids: list[Grid] = [
        running_grid(view, "Running totals"),
        summary_grid(view),
        deal_grid(view.rows, view.deals[0], "Deal 1", view.scorers, view.teams),
    ]
    for grid in grids:
        whole_words(on_screen(grid, 60), names, 60)
    whole_words(on_screen(running_totals_chart(view, 60), 60), names, 60)


def test_hostile_names_are_shown_as_data_in_the_chart() -> None:
    view = three(names=("[bold]Ann", "Bob\x1b[31m", "Cal"))
    text = "\n".join(on_screen(running_totals_chart(view, 80), 80))
    assert "[bold]Ann" in text
    assert "\x1b" not in text


# --- history and the ledger ---------------------------------------------------------------


def test_history_of_three_and_of_partners(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trio = record_of(three(), "2025-11-29T21:00:00+01:00")
    four = record_of(partners(), "2025-11-30T21:00:00+01:00")
    going = record_of(partners(finished=False), "2025-12-01T21:00:00+01:00")
    assert history.players_words(trio) == "Ann v Bob v Cal"
    assert history.result_words(trio) == f"Ann +37, Bob {MINUS}24, Cal {MINUS}13 (34–10–21)"
    assert history.players_words(four) == "Ann & Cal v Bob & Dee"
    assert history.result_words(four) == f"Ann {MINUS}5, Bob +5, Cal {MINUS}5, Dee +5 (35–40)"
    assert history.result_words(going) == "Ann & Cal 35, Bob & Dee 40 so far"
    rows = [
        history.HistoryRow(Entry(tmp_path / f"{n}.toml", 0, record), record_date, n)
        for n, record, record_date in (
            (3, going, history.date(2025, 12, 1)),
            (2, four, history.date(2025, 11, 30)),
            (1, trio, history.date(2025, 11, 29)),
        )
    ]
    lines = printed(capsys, history._history_text, tmp_path, rows)
    assert "Ann & Cal v Bob & Dee" in lines[3]
    assert lines[3].endswith("Ann & Cal 35, Bob & Dee 40 so far")
    assert lines[4].endswith(f"Ann {MINUS}5, Bob +5, Cal {MINUS}5, Dee +5 (35–40)")
    assert "Ann v Bob v Cal" in lines[5]
    assert lines[5].endswith(f"Ann +37, Bob {MINUS}24, Cal {MINUS}13 (34–10–21)")


def test_ledger_text_settles_every_pair_of_three_and_of_four(capsys: pytest.CaptureFixture[str]) -> None:
    records = [
        record_of(three(), "2025-11-29T21:00:00+01:00"),
        record_of(partners(), "2025-11-30T21:00:00+01:00"),
    ]
    ledger = build_ledger(records)
    from decimal import Decimal

    lines = printed(capsys, _ledger_text, Out(), "test", ledger, Terms(Decimal(1), 100, 1), 0, False)
    pairs = rows_of(lines, "Players")[2:5]
    # Ann-Bob: Bob paid Ann 24, then Ann paid Bob 5: Ann 19 up. Ann-Cal: Cal paid 13; then
    # partners, no partie between them. Cal-Dee: Cal paid Dee 5 (Ann's 5 went to Bob). Nothing
    # passed between the others (partners, or two who both paid a third): no pair of theirs.
    assert pairs == [
        words("Ann v Bob 1–1–0 Ann +19 Bob owes Ann 0.19"),
        words("Ann v Cal 1–0–0 Ann +13 Cal owes Ann 0.13"),
        words("Cal v Dee 0–1–0 Dee +5 Cal owes Dee 0.05"),
    ]


def test_a_player_called_dealer_at_a_table_of_three_is_still_marked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    view = three(names=("Dealer", "Bob", "Cal"))
    lines = printed(capsys, Out().grid, deal_grid(view.rows, view.deals[0], "", view.scorers, view.teams))
    assert words(lines[0]) == ["Dealer", "(dealer)", "Bob", "(1st)", "Cal", "(2nd)"]
