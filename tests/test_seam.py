"""Issue 20, item 4: a narrow seam (``games.base.BaseGame``).

A game writes only its rules and inherits the rest; its facts are its own type
(``Game[F]``, checked by mypy --strict); an ``int`` field is a whole number in
the file; a game migrates its own file format; and ``missing`` knows the
partie, so that a game ended in the middle of a hand asks nothing more. The
games here are the tests' toy (``toy_game``) and two variants of it registered
only here. Every figure is worked by hand in the comments.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import toy_game
import typer
from at_the_table import Answer, Enough
from toy_game import BONUS, TARGET, Hand
from typer.testing import CliRunner

from piquet_cli import games
from piquet_cli.cli.app import make_app
from piquet_cli.cli.entry import entry_values
from piquet_cli.cli.walkthrough import flag_values
from piquet_cli.errors import BadValue
from piquet_cli.games import get_game
from piquet_cli.games.base import BaseGame
from piquet_cli.games.side import Side
from piquet_cli.games.view import Partie

runner = CliRunner()
ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


class Sprint(toy_game.ToyGame):
    """The toy, but a hand whose bonuses bring a player to 50, ahead, ends the game there: its
    tricks are never played, so they are neither asked nor needed."""

    spec = toy_game.SPEC._replace(name="sprint", title="Sprint")

    def missing(self, facts: Hand, partie: Partie) -> list[tuple[tuple[str, ...], ...]]:
        if facts.totals is None and facts.tricks_won is None:
            after = dict(self.score(partie).totals)
            elder, younger = partie.names(len(partie.deals) + 1)
            for event in facts.events:
                after[elder if event.side is Side.ELDER else younger] += (facts.stake or 1) * BONUS
            (_, a), (_, b) = after.items()
            if max(a, b) >= TARGET and a != b:
                return []
        return super().missing(facts, partie)


class Renamed(toy_game.ToyGame):
    """The toy as its format 2 keeps it. Format 1 (no ``game_format`` key) kept the tricks as
    text, ``tricks = "7-5"``; format 2 keeps them as ``tricks_won = [7, 5]``."""

    spec = toy_game.SPEC._replace(name="renamed", title="Renamed")
    format_version = 2
    migrated: list[int] = []  # noqa: RUF012 — the versions migrate was called for, in order

    def migrate(self, doc: dict[str, Any], version: int) -> dict[str, Any]:
        self.migrated.append(version)
        deals = []
        for deal in doc.get("deals", []):
            deal = dict(deal)
            if "tricks" in deal:
                elder, younger = deal.pop("tricks").split("-")
                deal["tricks_won"] = [int(elder), int(younger)]
            deals.append(deal)
        return doc | {"deals": deals}


@pytest.fixture
def app() -> Iterator[typer.Typer]:
    games.register(toy_game.SPEC, toy_game.GAME)
    games.register(Sprint.spec, Sprint())
    games.register(Renamed.spec, Renamed())
    try:
        yield make_app()
    finally:
        for name in ("toy", "sprint", "renamed"):
            games.unregister(name)


def invoke(app: typer.Typer, *args: str) -> tuple[int, str]:
    done = runner.invoke(app, list(args), env=ENV)
    return done.exit_code, done.output


def run(app: typer.Typer, *args: str) -> str:
    code, said = invoke(app, *args)
    assert code == 0, said
    return said


def new(app: typer.Typer, folder: Path, game: str = "toy") -> Path:
    """Ann v Bob, Bob dealing first: Ann is elder in hand 1, Bob in hand 2."""
    path = folder / f"{game}.toml"
    run(app, "new", "Ann", "Bob", "--game", game, "--dealer", "Bob", "--file", str(path))
    return path


# --- the defaults


def test_a_game_that_leaves_out_a_rule_cannot_be_made() -> None:
    class Half(BaseGame[Hand]):
        spec = toy_game.SPEC
        rows = toy_game.ROWS

    with pytest.raises(TypeError) as raised:
        Half()
    for rule in ("missing", "rule", "score", "walk"):
        assert rule in str(raised.value)


def test_the_default_options_are_the_rules_alone(app: typer.Typer, tmp_path: Path) -> None:
    code, said = invoke(app, "new", "Ann", "Bob", "--game", "toy", "--rules", "forty")
    assert (code, said) == (2, "piquet: --rules: 'forty' is not a set of rules; choose fifty.\n")
    path = new(app, tmp_path)
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert doc["rules"] == "fifty" and "game_format" not in doc  # format 1: the key is left out
    path.write_text(path.read_text(encoding="utf-8").replace('"fifty"', '"forty"'), encoding="utf-8")
    code, said = invoke(app, "show", "--file", str(path))
    assert code == 1
    assert said == f'piquet: {path}:3: rules = "forty": the rules of Toy are fifty.\n'


class Asked:
    """A table that answers each question with ``reply`` and keeps what it was asked."""

    only_defaults = False

    def __init__(self, reply: str) -> None:
        self.reply = reply
        self.asked: list[tuple[str, str | None]] = []

    def ask(self, question: str, parse: Any, forms: str, default: str | None = None) -> Any:
        self.asked.append((question, default))
        return parse(self.reply)

    def say(self, text: str) -> None:
        raise AssertionError(text)

    def events(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("no events asked")


def test_the_default_setup_asks_the_rules_only_when_there_is_a_choice() -> None:
    table = Asked("hun")
    assert toy_game.GAME.setup(table) == ("fifty", {}) and table.asked == []

    class Two(Sprint):
        spec = toy_game.SPEC._replace(rules=("fifty", "hundred"), rules_help="")

    assert Two().setup(table) == ("hundred", {})  # "hun" begins only "hundred"
    assert table.asked == [("Rules? (fifty or hundred)", "fifty")]
    with pytest.raises(BadValue, match="^'x' is not a set of rules of Toy; choose fifty or hundred.$"):
        Two().setup(Asked("x"))


def test_the_default_facts_and_values_are_the_record_by_the_field_keys() -> None:
    game = toy_game.GAME
    assert game.values(Hand()) == {}  # each field at its default: nothing given
    events = game.parse("events", "e:bonus y:bonus")
    hand = game.facts({"stake": 2, "events": events, "totals": None})
    assert hand == Hand(events=events, stake=2)
    assert list(game.values(hand)) == ["events", "stake"]  # the field table's order
    assert game.quick((6, 1)) == Hand(totals=(6, 1))
    assert game.format("pair", (7, 5)) == "7,5" and game.parse("pair", "7, 5") == (7, 5)
    with pytest.raises(BadValue, match="no notation called 'cards'"):
        game.parse("cards", "AS")


def test_the_three_games_on_the_defaults_keep_their_facts() -> None:
    """Bezique's facts and values, and every game's quick entry, now come from the defaults:
    the same facts as each game wrote them itself."""
    from piquet_cli.cards import Suit
    from piquet_cli.games.bezique.codes import parse_declared
    from piquet_cli.games.bezique.hand import HandFacts as BeziqueHand
    from piquet_cli.games.pinochle.facts import Hand as PinochleHand
    from piquet_cli.games.pinochle.hand import HandFacts as PinochleFacts
    from piquet_cli.games.piquet.deal import DealFacts

    bezique = get_game("bezique")
    values = {
        "trumps": Suit.CLUBS,
        "turn_up_seven": True,
        "declared": parse_declared("e:4A y:rm"),
        "brisques": (10, 6),
        "last_trick": Side.YOUNGER,
    }
    hand = bezique.facts(values)
    assert hand == BeziqueHand(Suit.CLUBS, True, parse_declared("e:4A y:rm"), (10, 6), Side.YOUNGER)
    assert bezique.values(hand) == values
    assert bezique.values(bezique.facts({"trumps": Suit.CLUBS})) == {"trumps": Suit.CLUBS}  # no seven
    assert bezique.quick((410, 300)) == BeziqueHand(totals=(410, 300))
    assert get_game("piquet").quick((10, 5)) == DealFacts(totals=(10, 5))
    quick = get_game("pinochle").quick((250, 120))
    assert quick == PinochleHand(PinochleFacts(totals=(250, 120)), melds_given=False)
    assert quick.melds_given is False
    assert [get_game(g).deal_word for g in ("piquet", "bezique", "pinochle")] == ["deal", "hand", "hand"]


# --- the int field: the toy's stake


def test_an_int_field_by_its_flag_in_the_file_and_in_show_json(app: typer.Typer, tmp_path: Path) -> None:
    path = new(app, tmp_path)
    # Hand 1, Ann elder, at a stake of 3: Ann e:bonus 5 and 7 tricks → 3 × 12 = 36 (bonus 15, tricks
    # 21); Bob 5 tricks → 15.
    run(app, "deal", "--file", str(path), "--events", "e:bonus", "--tricks-won", "7,5", "--stake", " 3 ")
    text = path.read_text(encoding="utf-8")
    assert "\nstake = 3\n" in text  # a whole number, not "3"
    assert tomllib.loads(text)["deals"][0]["stake"] == 3
    doc = json.loads(run(app, "show", "--file", str(path), "--json"))
    assert doc["deals"][0]["scores"] == {
        "Ann": {"bonus": 15, "tricks": 21, "total": 36},
        "Bob": {"bonus": 0, "tricks": 15, "total": 15},
    }
    assert doc["totals"] == {"Ann": 36, "Bob": 15}
    # Hand 2, Bob elder, no stake (once), no events, tricks 6,6 → each 6: Ann 42, Bob 21.
    run(app, "deal", "--file", str(path), "--tricks-won", "6,6")
    assert "stake" not in tomllib.loads(path.read_text(encoding="utf-8"))["deals"][1]
    assert json.loads(run(app, "show", "--file", str(path), "--json"))["totals"] == {"Ann": 42, "Bob": 21}


@pytest.mark.parametrize("typed", ["5", "0", "x", "²", "-1", "2.5", "1e3", "9" * 5000])
def test_an_int_field_refuses_what_is_not_a_whole_number_in_its_bounds(
    app: typer.Typer, tmp_path: Path, typed: str
) -> None:
    path = new(app, tmp_path)
    code, said = invoke(app, "deal", "--file", str(path), "--tricks-won", "7,5", "--stake", typed)
    assert code == 2
    if len(typed) < 100:
        assert said == f"piquet: --stake: {typed!r} is not a whole number from 1 to 4.\n"
    else:  # too long to be any deal's value
        assert (
            said.startswith("piquet: --stake: a value of 5,000 characters is no deal's")
            and said.count("\n") == 1
        )
    assert tomllib.loads(path.read_text(encoding="utf-8"))["deals"] == []  # nothing saved


@pytest.mark.parametrize(("written", "found"), [("9", "9"), ('"3"', "'3'"), ("true", "True"), ("2.0", "2.0")])
def test_an_int_field_in_the_file_is_a_whole_number_in_its_bounds(
    app: typer.Typer, tmp_path: Path, written: str, found: str
) -> None:
    path = new(app, tmp_path)
    run(app, "deal", "--file", str(path), "--tricks-won", "7,5", "--stake", "2")
    text = path.read_text(encoding="utf-8")
    line = text.splitlines().index("stake = 2") + 1
    path.write_text(text.replace("stake = 2", f"stake = {written}"), encoding="utf-8")
    code, said = invoke(app, "show", "--file", str(path))
    assert code == 1
    assert (
        said == f"piquet: {path}:{line}: deal 1, stake: expected a whole number from 1 to 4, found {found}.\n"
    )


def test_an_int_field_is_echoed_as_a_flag_and_read_back() -> None:
    game = toy_game.GAME
    hand = Hand(tricks_won=(7, 5), stake=4)
    flags = flag_values(game, hand)
    assert flags == {"tricks_won": "7,5", "stake": "4"}
    assert game.facts(entry_values(game, flags)) == hand


def test_an_int_field_at_the_table(
    app: typer.Typer, tmp_path: Path, answer: Answer, capsys: pytest.CaptureFixture[str]
) -> None:
    from piquet_cli.cli.walkthrough import ask_deal
    from piquet_cli.scorebook.parties import read_partie

    current = read_partie(new(app, tmp_path))
    answer(["9", "2", "e:bonus", "", "7,5", ""])
    asked = ask_deal(current, 1, None, None, confirm=False)
    assert asked is not None and asked[0] == Hand(toy_game.GAME.parse("events", "e:bonus"), (7, 5), stake=2)
    assert "'9' is not a whole number from 1 to 4." in capsys.readouterr().out


# --- a game's own file format


VERSION_1 = """\
format = 2
game = "renamed"
rules = "fifty"
players = ["Ann", "Bob"]
first_dealer = "Bob"
venue = "the club"

[[deals]]
events = "e:bonus y:bonus e:bonus"
tricks = "7-5"
note = "a close one"
"""


def test_a_game_migrates_its_own_format_on_reading_and_writes_the_new_one(
    app: typer.Typer, tmp_path: Path
) -> None:
    Renamed.migrated.clear()
    path = tmp_path / "old.toml"
    path.write_text(VERSION_1, encoding="utf-8")
    # Hand 1, Ann elder: e:bonus twice, y:bonus once, tricks 7,5 → Ann 10 + 7 = 17, Bob 5 + 5 = 10.
    doc = json.loads(run(app, "show", "--file", str(path), "--json"))
    assert doc["deals"][0]["scores"]["Ann"] == {"bonus": 10, "tricks": 7, "total": 17}
    assert doc["totals"] == {"Ann": 17, "Bob": 10}
    assert Renamed.migrated == [1]
    assert path.read_text(encoding="utf-8") == VERSION_1  # reading writes nothing
    # Hand 2, Bob elder, by its totals: Bob 6, Ann 1 → Ann 18, Bob 16; the save writes format 2.
    run(app, "deal", "--file", str(path), "--totals", "6,1")
    saved = tomllib.loads(path.read_text(encoding="utf-8"))
    assert saved["game_format"] == 2 and saved["venue"] == "the club"
    assert saved["deals"] == [
        {"events": "e:bonus y:bonus e:bonus", "tricks_won": [7, 5], "note": "a close one"},
        {"totals": [6, 1]},
    ]
    Renamed.migrated.clear()
    doc = json.loads(run(app, "show", "--file", str(path), "--json"))
    assert Renamed.migrated == []  # format 2 already: nothing to migrate
    assert doc["deals"][0]["scores"]["Ann"] == {"bonus": 10, "tricks": 7, "total": 17}
    assert doc["totals"] == {"Ann": 18, "Bob": 16}


NEWER = (
    "game_format = 3: this partie was written by a newer piquet-cli, which keeps Renamed in format 3; "
    "this one reads format 2 — upgrade piquet-cli."
)


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("3", NEWER),
        ('"2"', 'game_format = "2": expected a whole number such as 2.'),
        ("0", "game_format = 0: expected a whole number such as 2."),
    ],
)
def test_a_game_format_it_cannot_read_is_refused(
    app: typer.Typer, tmp_path: Path, written: str, said: str
) -> None:
    path = tmp_path / "odd.toml"
    path.write_text(VERSION_1.replace('game = "renamed"\n', f'game = "renamed"\ngame_format = {written}\n'))
    code, out = invoke(app, "show", "--file", str(path))
    assert (code, out) == (1, f"piquet: {path}:3: {said}\n")


def test_a_game_that_never_changed_its_format_has_nothing_to_migrate(
    app: typer.Typer, tmp_path: Path
) -> None:
    """The toy is at format 1: a file that says so reads as one without the key."""
    path = new(app, tmp_path)
    text = path.read_text(encoding="utf-8").replace('game = "toy"\n', 'game = "toy"\ngame_format = 1\n')
    path.write_text(text, encoding="utf-8")
    assert json.loads(run(app, "show", "--file", str(path), "--json"))["totals"] == {"Ann": 0, "Bob": 0}
    with pytest.raises(Exception, match="game_format = 1: Toy has no such format to upgrade from"):
        toy_game.GAME.migrate({}, 1)


# --- missing knows the match


def test_a_hand_that_ends_the_game_needs_nothing_more(app: typer.Typer, tmp_path: Path) -> None:
    for game in ("toy", "sprint"):
        path = new(app, tmp_path, game)
        run(app, "deal", "--file", str(path), "--totals", "40,10")  # hand 1: Ann (elder) 40, Bob 10
        # Hand 2, Bob elder: Ann (younger) y:bonus twice → 50 against Bob's 10.
        code, said = invoke(app, "deal", "--file", str(path), "--events", "y:bonus y:bonus")
        if game == "toy":  # the toy's game ends only at the end of a hand: the tricks are needed
            assert code == 2 and "this hand still needs --tricks-won (or --totals)" in said
            continue
        assert code == 0, said
        doc = json.loads(run(app, "show", "--file", str(path), "--json"))
        assert doc["totals"] == {"Ann": 50, "Bob": 10} and doc["finished"] is True
        assert doc["result"]["winner"] == "Ann" and doc["result"]["points"] == 40


def test_a_hand_that_ends_the_game_at_the_table_asks_nothing_more(
    app: typer.Typer, tmp_path: Path, answer: Answer
) -> None:
    from piquet_cli.cli.walkthrough import ask_deal
    from piquet_cli.scorebook.parties import read_partie

    path = new(app, tmp_path, "sprint")
    run(app, "deal", "--file", str(path), "--totals", "40,10")
    asked = answer(["", "y:bonus", "y:bonus", ""])
    got = ask_deal(read_partie(path), 2, None, None, confirm=False)
    assert got is not None and got[0] == Hand(toy_game.GAME.parse("events", "y:bonus y:bonus"))
    assert not any("Tricks" in prompt for prompt in asked)
    # The same hand but one bonus short of 50 asks the tricks.
    (tmp_path / "short").mkdir()
    path = new(app, tmp_path / "short", "sprint")
    run(app, "deal", "--file", str(path), "--totals", "40,10")
    asked = answer(["", "y:bonus", ""])
    with pytest.raises(Enough):
        ask_deal(read_partie(path), 2, None, None, confirm=False)
    assert "Tricks won" in asked[-1]


def test_missing_is_given_the_partie_so_far(app: typer.Typer, tmp_path: Path) -> None:
    """``deal`` gives the partie before the deal: Sprint counts Ann's 40 of hand 1 only."""
    seen: list[int] = []

    class Watched(Sprint):
        spec = toy_game.SPEC._replace(name="watched", title="Watched")

        def missing(self, facts: Hand, partie: Partie) -> list[tuple[tuple[str, ...], ...]]:
            seen.append(len(partie.deals))
            return super().missing(facts, partie)

    games.register(Watched.spec, Watched())
    try:
        path = new(app, tmp_path, "watched")
        run(app, "deal", "--file", str(path), "--totals", "40,10")
        run(app, "deal", "--file", str(path), "--events", "y:bonus", "--tricks-won", "6,6")
    finally:
        games.unregister("watched")
    assert seen == [0, 1]


def test_the_architecture_doc_gives_the_toy_games_length_as_wc_does() -> None:
    import re

    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "architecture.md").read_text(encoding="utf-8")
    found = re.search(r"in (\d+) lines \(`wc -l`\)", doc)
    assert found is not None
    lines = (root / "tests" / "toy_game.py").read_bytes().count(b"\n")
    assert int(found.group(1)) == lines
