"""Issue 11 item 2: keys the keeper does not know, at the top of a partie file, are kept
as written through every save (round trip); inside the tables it knows — a deal,
the agreements — every key must be one it knows (docs/file-format.md)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.scorebook import store

runner = CliRunner()

EXTRA = """\
venue = "Portland Club"
played_on = 1882-03-14
club = { name = "Portland", founded = 1816 }
"""
KEPT = {"venue": "Portland Club", "club": {"name": "Portland", "founded": 1816}}


@pytest.fixture
def partie(tmp_path: Path) -> Path:
    path = tmp_path / "p.toml"
    assert runner.invoke(app, ["new", "Ann", "Bob", "--rules", "au-cent", "--file", str(path)]).exit_code == 0
    path.write_text(EXTRA + path.read_text())  # before the first table, so at the top level
    return path


def kept(path: Path) -> bool:
    doc = tomllib.loads(path.read_text())
    return all(doc[k] == v for k, v in KEPT.items()) and str(doc["played_on"]) == "1882-03-14"


def test_unknown_top_level_keys_survive_deal_undo_and_edit(
    partie: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for args in (["deal", "--totals", "11,7"], ["deal", "--totals", "0,0"], ["undo", "--yes"]):
        done = runner.invoke(app, [*args, "--file", str(partie)])
        assert done.exit_code == 0, done.output
        assert kept(partie), args
    script = tmp_path / "editor.py"
    script.write_text(
        "import sys\np = sys.argv[1]\nopen(p, 'a').write('\\n[[deals]]\\ntotals = [3, 4]\\n')\n"
    )
    import sys

    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    assert runner.invoke(app, ["edit", "--file", str(partie)]).exit_code == 0
    assert kept(partie)
    assert [d["totals"] for d in store.load(partie).data["deals"]] == [[11, 7], [3, 4]]


def test_an_unknown_key_in_a_deal_is_still_refused(partie: Path) -> None:
    assert runner.invoke(app, ["deal", "--totals", "1,2", "--file", str(partie)]).exit_code == 0
    partie.write_text(partie.read_text().replace("totals = [", "venue = 'x'\ntotals = ["))
    done = runner.invoke(app, ["show", "--file", str(partie)])
    assert done.exit_code == 1 and "deal 1, venue: unknown key 'venue'" in done.output


def test_an_unknown_agreement_is_refused_naming_it(partie: Path) -> None:
    text = partie.read_text().replace(
        "low_cards_lead_nothing = false", "low_cards_lead_nothing = false\nstake = true"
    )
    partie.write_text(text)
    done = runner.invoke(app, ["show", "--file", str(partie)])
    assert done.exit_code == 1 and "agreements: unknown key 'stake'" in done.output


def test_agreements_in_a_rubicon_partie_are_kept_when_false_and_refused_when_true(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    assert runner.invoke(app, ["new", "Ann", "Bob", "--file", str(path)]).exit_code == 0
    plain = path.read_text()
    path.write_text(plain + "\n[agreements]\npoint_ending_in_four = false\n")
    assert runner.invoke(app, ["deal", "--file", str(path), "--totals", "11,7"]).exit_code == 0
    assert tomllib.loads(path.read_text())["agreements"] == {"point_ending_in_four": False}
    path.write_text(plain + "\n[agreements]\npoint_ending_in_four = true\n")
    done = runner.invoke(app, ["show", "--file", str(path)])
    assert done.exit_code == 1 and "they belong to piquet au cent, and this partie is rubicon" in done.output


@pytest.mark.parametrize(
    ("game", "hand", "withdraw"),
    [
        (
            "bezique",
            ["--trumps", "H", "--declared", "e:rm", "--brisques", "10,6", "--last-trick", "elder"],
            [],
        ),
        (
            "pinochle",
            ["--trumps", "H", "--melded", "e:rm", "--card-points", "130,rest", "--last-trick", "elder"],
            ["withdraw", "Ann"],
        ),
    ],
)
def test_keys_of_ones_own_survive_every_save_of_a_bezique_or_pinochle_partie(
    tmp_path: Path, game: str, hand: list[str], withdraw: list[str]
) -> None:
    path = tmp_path / "p.toml"
    made = runner.invoke(app, ["new", "Ann", "Bob", "--game", game, "--file", str(path)])
    assert made.exit_code == 0, made.output
    path.write_text(EXTRA + path.read_text() + '\n[agreements_of_the_club]\nstakes = "a shilling"\n')
    for args in (
        ["deal", *hand],
        ["deal", "--totals", "300,250"],
        ["undo", "--yes"],
        *([withdraw] if withdraw else []),
    ):
        done = runner.invoke(app, [*args, "--file", str(path)])
        assert done.exit_code == 0, (args, done.output)
        assert kept(path), args
        assert tomllib.loads(path.read_text())["agreements_of_the_club"] == {"stakes": "a shilling"}
    assert len(store.load(path).data["deals"]) == (2 if withdraw else 1)
