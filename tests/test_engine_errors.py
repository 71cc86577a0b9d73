"""Engine errors are structured (issue 10, item 7): the engine says which fact
(``field``), of which player (``side``), in which deal (``deal``) — never a
command-line flag — and each caller says it in its own words: the command line
names the flag, the file loader the deal's line in the file, the score card
import its row.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cards import parse_cards
from piquet_cli.cli.app import app
from piquet_cli.errors import BadValue, PiquetError, RuleError
from piquet_cli.games.piquet.combinations import Point
from piquet_cli.games.piquet.deal import Agreements, AnnouncedPlay, Calls, DealFacts, score_deal
from piquet_cli.games.piquet.notation import parse_sequences, parse_sets, parse_tricks
from piquet_cli.games.piquet.partie import Partie, RuleSet, score_partie
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.side import Side

GAMES = Path(__file__).resolve().parent.parent / "piquet_cli" / "games"
ENV = {"NO_COLOR": "1", "COLUMNS": "200"}
runner = CliRunner()

QUART_TO_THE_KING = parse_cards("KS QS JS 10S 8S AH KH QH 8H JC 9C KD")


def _strings(source: str) -> list[tuple[int, str]]:
    """Every string in the code (f-strings' text included), docstrings left out."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            docstrings.add(id(first.value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_no_engine_module_names_a_flag() -> None:
    """No string in piquet_cli/games is a ``--flag``: a flag is the command line's word. Each game's
    ``spec`` is the one table that gives its facts their flags (and the registry reads them there)."""
    named = [
        f"{path.relative_to(GAMES)}:{line}: {text!r}"
        for path in sorted(GAMES.rglob("*.py"))
        if path.name != "spec.py"
        for line, text in _strings(path.read_text(encoding="utf-8"))
        if re.search(r"(^|\s)--([a-z]|$)", text)
    ]
    assert not named, "\n".join(named)


@pytest.mark.parametrize(
    ("facts", "agreements", "field", "side", "flag"),
    [
        (DealFacts(exchange=(6, 2)), Agreements(), "exchange", None, "--exchange"),
        (DealFacts(elder_hand=parse_cards("AS KS")), Agreements(), "hand", "elder", "--elder-hand"),
        (
            DealFacts(elder=Calls(sequences=parse_sequences("5K")), elder_hand=QUART_TO_THE_KING),
            Agreements(),
            "sequences",
            "elder",
            "--elder-seq",
        ),
        (
            DealFacts(younger=Calls(sets=parse_sets("3A")), younger_hand=QUART_TO_THE_KING),
            Agreements(),
            "sets",
            "younger",
            "--younger-sets",
        ),
        (
            DealFacts(elder=Calls(point=Point(5)), younger=Calls(point=Point(5))),
            Agreements(),
            "point",
            "elder",
            "--elder-point",
        ),
        # Au cent, a point ending in four counts one less: younger's good point needs its
        # count, and it is younger's flag that is named (it used to be --elder-point).
        (
            DealFacts(elder=Calls(point=Point(4, 38)), younger=Calls(point=Point(5))),
            Agreements(True, point_ending_in_four=True),
            "point",
            "younger",
            "--younger-point",
        ),
        (
            DealFacts(elder=Calls(sets=parse_sets("14A")), younger=Calls(sets=parse_sets("3A"))),
            Agreements(),
            "sets",
            "younger",
            "--younger-sets",
        ),
        (DealFacts(announced=AnnouncedPlay((9, 6), (8, 4))), Agreements(), "play", None, "--play"),
        (DealFacts(announced=AnnouncedPlay((9, 6), (8, 5))), Agreements(), "won", None, "--won"),
        (
            DealFacts(tricks=parse_tricks("e" * 12), throw_in=Side.YOUNGER),
            Agreements(),
            "tricks",
            None,
            "--tricks",
        ),
    ],
)
def test_each_engine_error_says_its_fact_and_player(
    facts: DealFacts, agreements: Agreements, field: str, side: str | None, flag: str
) -> None:
    with pytest.raises(BadValue) as refused:
        score_deal(facts, ("Ann", "Bob"), agreements)
    error = refused.value
    assert (error.field, error.side, error.flag) == (field, side, None)
    assert "--" not in error.message
    assert SPEC.flag_of(error.field, error.side) == flag


def test_a_partie_says_which_deal_without_rewriting_the_message() -> None:
    bad = DealFacts(elder=Calls(sequences=parse_sequences("5K")), elder_hand=QUART_TO_THE_KING)
    partie = Partie(("Ann", "Bob"), deals=(DealFacts(totals=(10, 10)), bad))
    with pytest.raises(PiquetError) as refused:
        score_partie(partie)
    error = refused.value
    assert error.deal == 2 and (error.field, error.side) == ("sequences", "elder")
    # Ann dealt deal 1 (the first dealer by default); deal 2 Bob deals and Ann is elder (Law 16).
    assert error.message == "Ann called a quint to the king but holds a quart to the king."
    # Four deals, the first and last double: the elders make 2 x 30 + 10 = 70 and 10 + 2 x 10 = 30.
    deals = (DealFacts(totals=(30, 0)),) + (DealFacts(totals=(10, 0)),) * 4
    over = Partie(("Ann", "Bob"), rules=RuleSet.FOUR_DEAL, deals=deals)
    with pytest.raises(RuleError) as late:
        score_partie(over)
    assert late.value.deal == 5 and late.value.message == "the partie was already over after deal 4."


def test_the_command_line_names_the_players_own_flag(tmp_path: Path) -> None:
    """Au cent with a point ending in four counting one less: Bob is younger in deal 1
    (Ann deals) and his good point of five was given without its count."""
    path = str(tmp_path / "p.toml")
    made = runner.invoke(
        app,
        ["new", "Ann", "Bob", "--dealer", "Ann", "--rules", "au-cent", "--point-four-less", "--file", path],
    )
    assert made.exit_code == 0, made.output
    args = ["deal", "--file", path, "--elder-point", "4/38", "--younger-point", "5"]
    args += ["--elder-seq", "-", "--younger-seq", "-", "--elder-sets", "-", "--younger-sets", "-"]
    result = runner.invoke(app, [*args, "--tricks", "e" * 12], env=ENV)
    assert result.exit_code == 2
    assert result.output.startswith("piquet: --younger-point: by your agreement a point ending in four")
    assert "Ann's point needs its count" in result.output


def test_the_file_loader_points_at_the_deals_line(tmp_path: Path) -> None:
    """A hand edit that calls a quint the hand does not hold: the error is at
    the line of deal 2's ``elder_sequences`` key (line 14 of this file)."""
    lines = [
        "format = 1",  # 1
        'game = "piquet"',  # 2
        'rules = "rubicon"',  # 3
        'players = ["Ann", "Bob"]',  # 4
        'first_dealer = "Bob"',  # 5
        "",  # 6
        "[[deals]]",  # 7
        "totals = [10, 12]",  # 8
        "",  # 9
        "[[deals]]",  # 10: deal 2, Ann deals and Bob is elder
        'elder_hand = "KS QS JS 10S 8S AH KH QH 8H JC 9C KD"',  # 11
        'younger_point = "-"',  # 12
        "# Bob said a quint",  # 13
        'elder_sequences = "5K"',  # 14
        'tricks = "eeeeeeeeeeee"',  # 15
    ]
    text = "\n".join(lines)
    path = tmp_path / "p.toml"
    path.write_text(text + "\n")
    result = runner.invoke(app, ["show", "--file", str(path)], env=ENV)
    assert result.exit_code == 1
    assert result.output == (
        f"piquet: {path}:14: deal 2, elder_sequences: Bob called a quint to the king but holds a "
        "quart to the king.\n"
    )
    # A value that does not parse is at its key too; a deal the rules refuse, at its table.
    path.write_text(text.replace('younger_point = "-"', 'younger_point = "9"') + "\n")
    result = runner.invoke(app, ["show", "--file", str(path)], env=ENV)
    assert result.output.startswith(f"piquet: {path}:12: deal 2, younger_point: a point of 9 cards")
    # Four deals, the first and last double: Ann (elder in deals 1 and 3) 2 x 30 + 10 = 70,
    # Bob 10 + 2 x 10 = 30. The partie is over after deal 4; deal 5's table is on line 13.
    late = ["format = 1", 'rules = "four-deal"', 'players = ["Ann", "Bob"]', 'first_dealer = "Bob"']
    for totals in ("[30, 0]", "[10, 0]", "[10, 0]", "[10, 0]", "[10, 0]"):
        late += ["[[deals]]", f"totals = {totals}"]
    path.write_text("\n".join(late) + "\n")
    result = runner.invoke(app, ["show", "--file", str(path)], env=ENV)
    assert result.output == f"piquet: {path}:13: deal 5: the partie was already over after deal 4.\n"


TOP = [
    "format = 1",
    'game = "piquet"',
    'rules = "rubicon"',
    'players = ["Ann", "Bob"]',
    'first_dealer = "Bob"',
]


@pytest.mark.parametrize(
    ("line", "bad", "said"),
    [
        (
            3,
            'rules = "roobicon"',
            'rules = "roobicon": the rules are rubicon, four-deal, au-cent, three-hand, four-hand or chouette.',
        ),
        (
            3,
            "rules = true",
            "rules = true: the rules are rubicon, four-deal, au-cent, three-hand, four-hand or chouette.",
        ),  # as the file says it
        (
            4,
            'players = ["Ann"]',
            'players: expected 2, 3 or 4 names (Piquet takes 2, 3 or 4 players by its rules), like players = ["Ann", "Bob"].',
        ),
        (5, 'first_dealer = "Cy"', "first_dealer = \"Cy\": expected one of the players, 'Ann' or 'Bob'."),
    ],
)
def test_a_top_level_key_at_fault_is_pointed_at_by_its_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, line: int, bad: str, said: str
) -> None:
    """The error says which key (its field), and the loader finds the key's line — for
    ``show`` and for an edit in ``$EDITOR`` alike, with no reading back of the message."""
    lines = [bad if i == line else text for i, text in enumerate(TOP, start=1)]
    path = tmp_path / "p.toml"
    path.write_text("\n".join([*lines, "", "[[deals]]", "totals = [10, 12]"]) + "\n")
    result = runner.invoke(app, ["show", "--file", str(path)], env=ENV)
    assert (result.exit_code, result.output) == (1, f"piquet: {path}:{line}: {said}\n")
    good = tmp_path / "good.toml"
    good.write_text("\n".join([*TOP, "", "[[deals]]", "totals = [10, 12]"]) + "\n")
    before = good.read_bytes()
    editor = tmp_path / "editor.py"
    editor.write_text(
        f"import sys\np = sys.argv[1]\nt = open(p).read().replace({TOP[line - 1]!r}, {bad!r})\n"
    )
    editor.write_text(editor.read_text() + "open(p, 'w').write(t)\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {editor}")
    edited = runner.invoke(app, ["edit", "--file", str(good)], env=ENV)
    assert edited.exit_code == 1
    assert f"{good}:{line}: {said}" in edited.output
    assert good.read_bytes() == before
