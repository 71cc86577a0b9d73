"""Chouette kept (issue 21): ``piquet new A B C --rules chouette``, deals, ``show``, ``play``'s
offer of the next partie and the ledger, through the command line.

Cavendish's card of five parties (``tests/test_piquet_chouette.py`` works each by hand):

1. A single, B against, C advises: A 164, B 114 → A wins 150 (Law 72): A +30, B −15, C −15.
2. A single, C against, B advises: A 224, C 92 → C rubiconed, A wins 416 (Law 73), counts
   420: A +84, B −42, C −42. Running A +114, B −57, C −57.
3. A single, B against, C advises: A 75, B 301 → A rubiconed, B wins 476, counts 480:
   A −96, B +48, C +48. Running A +18, B −9, C −9.
4. B single, C against, A advises: B 103, C 144 → C wins 141, counts 140: B −28, A +14,
   C +14. Running A +32, B −37, C +5.
5. C single, A against, B advises: C 130, A 104 → C wins 126, counts 130: C +26, A −13,
   B −13. Running A +19, B −50, C +31 ("A wins 190; C, 310; B loses 500").

Each partie is six deals entered by ``--totals`` (elder's first): the single player deals
first (as ``new`` and ``play``'s offer have it), so he is younger in the odd deals.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from at_the_table import Answer
from typer.testing import CliRunner

from piquet_cli.cli import play
from piquet_cli.cli.app import app
from piquet_cli.games.piquet.chouette import DRAWN_PARTIE_RULING

runner = CliRunner()
A, B, C = "Ann", "Bob", "Cal"


def run(*args: str, code: int = 0) -> str:
    done = runner.invoke(app, list(args))
    assert done.exit_code == code, (args, done.output)
    return done.output


def shown(path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(run("show", "--json", "--file", str(path)))
    return doc


def split(total: int) -> list[int]:
    """A partie's total over six deals: five equal shares and the rest in the sixth."""
    share = total // 6
    return [share] * 5 + [total - 5 * share]


def six_deals(path: Path, single: str, against: str, scores: dict[str, int]) -> None:
    """Six deals ending at ``scores``, the single player dealing the first (younger in deals 1,
    3, 5), each by its two totals, elder's first."""
    mine, theirs = split(scores[single]), split(scores[against])
    for number in range(1, 7):
        elder, younger = (theirs, mine) if number % 2 else (mine, theirs)
        run("deal", "--file", str(path), "--totals", f"{elder[number - 1]},{younger[number - 1]}")


def nets() -> dict[str, int]:
    ledger = json.loads(run("ledger", "--json"))
    return {player["name"]: player["net"] for player in ledger["players"]}


CARD = [  # (single, against, adviser), the partie's scores, its settlement, the ledger after it
    ((A, B, C), {A: 164, B: 114}, {A: 30, B: -15, C: -15}, {A: 30, B: -15, C: -15}),
    ((A, C, B), {A: 224, C: 92}, {A: 84, C: -42, B: -42}, {A: 114, B: -57, C: -57}),
    ((A, B, C), {A: 75, B: 301}, {A: -96, B: 48, C: 48}, {A: 18, B: -9, C: -9}),
    ((B, C, A), {B: 103, C: 144}, {B: -28, C: 14, A: 14}, {A: 32, B: -37, C: 5}),
    ((C, A, B), {C: 130, A: 104}, {C: 26, A: -13, B: -13}, {A: 19, B: -50, C: 31}),
]
NEXT = [  # what play offers after each partie: the seats as Cavendish changes them
    "Ann single against Cal, Bob advises",  # A won: C takes B's place, B advises C
    "Ann single against Bob, Cal advises",  # A won again: B takes C's place
    "Bob single against Cal, Ann advises",  # A lost: B (the winner) single, C (adviser) against, A advises
    "Cal single against Ann, Bob advises",  # C won: C single, A takes B's place, B advises A
]


def test_cavendish_card_played_partie_by_partie_with_play_offering_each_next(answer: Answer) -> None:
    """The five parties of his card: the first by ``new``, each next one as ``piquet play``
    offers it (Enter), the seats changing as Cavendish says; each partie's settlement among
    the three, and the ledger after each, his running totals."""
    home = Path(os.environ["PIQUET_HOME"])
    path = home / "first.toml"
    run("new", A, B, C, "--rules", "chouette", "--file", str(path))
    for number, (seats, scores, settled, running) in enumerate(CARD):
        doc = shown(path)
        single, against, adviser = seats
        assert doc["players"] == list(seats) and doc["rules"] == "chouette"
        assert doc["chouette"] == {"single": single, "against": against, "adviser": adviser}
        six_deals(path, single, against, scores)
        doc = shown(path)
        assert doc["finished"] and doc["totals"] == scores  # kept for the two who play, no more
        assert doc["result"]["settlement"] == settled and sum(settled.values()) == 0
        assert nets() == running
        if number == len(CARD) - 1:
            break
        text = " ".join(run("show", "--file", str(path)).split())
        assert f"Next partie: {NEXT[number]}." in text
        asked = answer([""])  # Enter: the next partie, as offered
        created = play._again_or_start()
        assert f"Play the next partie of chouette: {NEXT[number]};" in asked[-1]
        path = created.path
        assert created.partie.players == CARD[number + 1][0]
    assert sum(nets().values()) == 0


def test_a_partie_settles_at_chouette_stakes_and_says_who_sits_where() -> None:
    path = Path(os.environ["PIQUET_HOME"]) / "c.toml"
    said = run("new", A, B, C, "--rules", "chouette", "--file", str(path))
    assert "New partie: Ann v Bob, chouette." in said
    assert "Ann single against Bob, Cal advises. Next: deal 1. Ann deals; Bob is elder." in said
    run("deal", "--file", str(path), "--totals", "20,30")  # deal 1: Bob elder 20, Ann 30
    doc = shown(path)
    assert doc["players"] == [A, B, C] and doc["totals"] == {A: 30, B: 20}
    assert doc["deals"][0]["scores"].keys() == {A, B} and doc["deals"][0]["dealer"] == A
    assert doc["next_dealer"] == B  # the deal alternates between the two who play; Cal never deals
    text = " ".join(run("show", "--file", str(path)).split())
    assert "Ann is the single player, Bob plays against him and Cal advises Bob" in text
    assert "Next: deal 2. Bob deals; Ann is elder." in text


def test_a_drawn_partie_pays_nothing_and_the_single_player_plays_on(answer: Answer) -> None:
    """Level after six deals, each deals once more (Law 71); still level, drawn: nothing is
    paid, and by the keeper's ruling the single player plays on, the other two changing over."""
    path = Path(os.environ["PIQUET_HOME"]) / "d.toml"
    run("new", A, B, C, "--rules", "chouette", "--file", str(path))
    for _ in range(8):
        run("deal", "--file", str(path), "--totals", "15,15")
    doc = shown(path)
    assert doc["finished"] and doc["result"]["drawn"] and len(doc["deals"]) == 8
    assert doc["result"]["settlement"] == {A: 0, B: 0, C: 0}
    text = " ".join(run("show", "--file", str(path)).split())
    assert DRAWN_PARTIE_RULING in text and "Next partie: Ann single against Cal, Bob advises." in text
    answer([""])
    assert play._again_or_start().partie.players == (A, C, B)


def test_chouette_takes_three_and_the_adviser_never_deals(tmp_path: Path) -> None:
    said = run("new", A, B, "--rules", "chouette", "--file", str(tmp_path / "a.toml"), code=2)
    assert said == "piquet: --rules: Piquet's rules chouette take 3 players; 2 were given.\n"
    said = run(
        "new", A, B, C, "--rules", "chouette", "--dealer", C, "--file", str(tmp_path / "b.toml"), code=2
    )
    assert (
        said == "piquet: --dealer: Cal advises at chouette and never deals: the first dealer is Ann or Bob.\n"
    )
    assert not (tmp_path / "a.toml").exists() and not (tmp_path / "b.toml").exists()
    run("new", A, B, C, "--rules", "chouette", "--dealer", B, "--file", str(tmp_path / "c.toml"))
    assert shown(tmp_path / "c.toml")["next_dealer"] == B
    text = (
        (tmp_path / "c.toml")
        .read_text(encoding="utf-8")
        .replace('first_dealer = "Bob"', 'first_dealer = "Cal"')
    )
    (tmp_path / "c.toml").write_text(text, encoding="utf-8")
    said = " ".join(run("show", "--file", str(tmp_path / "c.toml"), code=1).split())
    assert "Cal advises at chouette and never deals" in said and said.count("\n") == 0


def test_a_score_card_of_chouette_imports_with_the_adviser_at_nought(tmp_path: Path) -> None:
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob,Cal\n1,30,20,0\n2,10,25,0\n", encoding="utf-8")
    run("import", str(card), "--rules", "chouette", "--file", str(tmp_path / "p.toml"))
    doc = shown(tmp_path / "p.toml")
    assert doc["totals"] == {A: 40, B: 45} and [d["elder"] for d in doc["deals"]] == [B, A]
    card.write_text("deal,Ann,Bob,Cal\n1,30,20,5\n", encoding="utf-8")
    said = " ".join(
        run("import", str(card), "--rules", "chouette", "--file", str(tmp_path / "q.toml"), code=1).split()
    )
    assert "row 2: deal 1: Cal plays no deal at chouette (Ann and Bob play each)" in said
    assert not (tmp_path / "q.toml").exists()


def test_a_deal_typed_for_another_number_never_names_the_adviser_as_its_dealer(tmp_path: Path) -> None:
    """``deal --number N`` refused: the dealer it names is one of the two who play (Ann deals
    the odd deals, Bob the even), never Cal, who passes round no table at chouette."""
    path = tmp_path / "m.toml"
    run("new", A, B, C, "--rules", "chouette", "--file", str(path))
    run("deal", "--file", str(path), "--totals", "20,30")
    said = " ".join(run("deal", "--file", str(path), "--number", "1", "--totals", "5,5", code=1).split())
    assert "deal 1 was typed with Ann dealing, but deal 1 was saved meanwhile" in said
    said = " ".join(run("deal", "--file", str(path), "--number", "3", "--totals", "5,5", code=1).split())
    assert "deal 3 was typed, but deal 2 was taken back meanwhile" in said and "Cal" not in said


def test_play_asks_three_names_for_chouette_and_asks_again_for_a_dealer_who_advises(
    answer: Answer, capsys: Any
) -> None:
    asked = answer(["", "chouette", A, B, C, C, "2"])  # piquet, chouette, the names, Cal, then Bob
    created = play._start(None)
    assert created.partie.players == (A, B, C) and created.partie.rules == "chouette"
    assert created.partie.first_dealer == 1 and created.view.next_dealer == B
    assert [q.split("?")[0] for q in asked].count("Who deals first") == 2
    said = " ".join(capsys.readouterr().out.split())
    assert "Cal advises at chouette and never deals: the first dealer is Ann or Bob." in said
    assert "Ann is the single player, Bob plays against him and Cal advises Bob" in said


def test_history_keeps_the_totals_of_the_two_who_played_and_each_of_the_three_gains() -> None:
    path = Path(os.environ["PIQUET_HOME"]) / "h.toml"
    run("new", A, B, C, "--rules", "chouette", "--file", str(path))
    six_deals(path, A, B, {A: 164, B: 114})  # Cavendish's first partie: A wins 150, +30 −15 −15
    (partie,) = json.loads(run("history", "--json"))["parties"]
    assert partie["players"] == [A, B, C] and partie["totals"] == {A: 164, B: 114}
    assert partie["result"]["settlement"] == {A: 30, B: -15, C: -15}
    text = " ".join(run("history").split())
    assert "Ann v Bob v Cal" in text and "Ann +30, Bob −15, Cal −15 (164–114)" in text
    csv = run("history", "--csv").splitlines()[1].split(",")
    assert csv[12:15] == ["164", "114", ""]  # total_a, total_b, and none for the adviser


def test_a_deal_of_three_values_is_refused_from_the_flags_and_from_the_file(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    run("new", A, B, C, "--rules", "chouette", "--file", str(path))
    said = run("deal", "--file", str(path), "--totals", "10,5,3", code=2)
    assert (
        said == "piquet: --totals: '10,5,3': give 2 values, one a seat in playing order (Bob, Ann), not 3.\n"
    )
    run("deal", "--file", str(path), "--totals", "10,5")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("totals = [\n    10,\n    5,\n]", "totals = [\n    10,\n    5,\n    3,\n]"))
    said = run("show", "--file", str(path), code=1)
    assert (
        said.endswith(
            "deal 1, totals: a deal of chouette is a two-hand deal between the single player and the one "
            "against him: its values are two, elder first.\n"
        )
        and said.count("\n") == 1
    )
