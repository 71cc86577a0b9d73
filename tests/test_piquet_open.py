"""Open piquet, ``piquet new … --open`` (issue 21; the seed's "Piquet abierto"): every deal is
entered from both hands as held after the exchange and the tricks, and the keeper derives and
says every call, with why.

The figures are worked by hand from Cavendish's laws (docs/rules.md), never read from
the keeper's output.

THE HANDS (Ann and Bob, Bob dealing first: Ann is elder in deal 1, Bob in deal 2).

    FIRST  = AH KH QH 9H 8H 7H · AS · AC JC 10C · AD 7D
    SECOND = KS QS JS 10S 9S · KC QC 8C · KD QD JD 10D

No card is in both; the eight left (8S 7S JH 10H 9C 7C 9D 8D) are the rest of the pack.

FIRST holds: point — hearts, six cards, 11 + 10 + 10 + 9 + 8 + 7 = 55: a point of six making 55.
Sequences — hearts A K Q (tierce major) and 9 8 7 (tierce minor); clubs A J 10 is no run.
Sets — the four aces: a quatorze of aces (14); one king, one queen, one knave.

SECOND holds: point — spades, five cards, 10 + 10 + 10 + 10 + 9 = 49 (diamonds are four): a
point of five making 49. Sequences — spades K Q J 10 9, a quint to the king (15), and diamonds
K Q J 10, a quart to the king (4). Sets — kings KS KC KD, a trio of kings; queens QS QC QD, a trio
of queens; two knaves, two tens.

Between them (Laws 62–64): the point of six is good against the point of five (the longer), 6
to its holder. The quint is good against the tierce major (the longer), and its holder scores
all his sequences, 15 + 4 = 19; the two tierces count nothing. The quatorze of aces is good
against the trio of kings (any quatorze against a trio), 14; the two trios count nothing.
So FIRST reckons 6 + 14 = 20 in hand, SECOND 19: no repique (30 is needed, Law 68), and no pique
(SECOND's sequences reckon before any play, Law 69).

DEAL 1, Ann elder holding FIRST, Bob SECOND, tricks eeeeyyeeeeee (Law 65: one for each card
led, one for a trick won on the adversary's lead, one more for the last trick; the winner
leads next):
    tricks 1–4 Ann leads and wins: Ann 4. Trick 5 Ann leads (5), Bob wins it (Bob 1).
    Trick 6 Bob leads (Bob 2) and wins. Trick 7 Bob leads (Bob 3), Ann wins it (Ann 6).
    Tricks 8–12 Ann leads and wins (Ann 11), and the last trick (Ann 12).
    Play: Ann 12, Bob 3. Tricks Ann 10, Bob 2: the cards, 10 to Ann (Law 66).
    Ann: point 6 + sets 14 + play 12 + cards 10 = 42. Bob: sequences 19 + play 3 = 22.

DEAL 2, Bob elder holding FIRST, Ann SECOND, every trick Ann's (yyyyyyyyyyyy):
    Trick 1 Bob leads (Bob 1), Ann wins it (Ann 1); Ann leads the other eleven (Ann 12) and
    wins the last (Ann 13). Play: Bob 1, Ann 13. All twelve tricks: capot, 40 (Law 66).
    Bob: point 6 + sets 14 + play 1 = 21. Ann: sequences 19 + play 13 + capot 40 = 72.
    After two deals: Ann 42 + 72 = 114, Bob 22 + 21 = 43.
"""

from __future__ import annotations

import builtins
import random
import tomllib
from pathlib import Path

import pytest
from at_the_table import Answer
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.cli.walkthrough import ask_deal
from piquet_cli.errors import BadValue
from piquet_cli.games import get_game
from piquet_cli.scorebook.parties import read_partie

runner = CliRunner()

FIRST = "AH KH QH 9H 8H 7H AS AC JC 10C AD 7D"
SECOND = "KS QS JS 10S 9S KC QC 8C KD QD JD 10D"
DEAL_1 = ("--exchange", "5,3", "--elder-hand", FIRST, "--younger-hand", SECOND, "--tricks", "eeeeyyeeeeee")


@pytest.fixture(autouse=True)
def _wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines as wide as a laptop terminal, so each sentence is on one line."""
    monkeypatch.setenv("COLUMNS", "250")


def run(*args: str) -> tuple[int, str]:
    done = runner.invoke(app, list(args))
    return done.exit_code, done.output


def ok(*args: str) -> str:
    code, output = run(*args)
    assert code == 0, output
    return output


def one_sentence(output: str) -> str:
    """One error sentence (``piquet: …``), never a traceback; on one line."""
    assert "Traceback" not in output, output
    assert output.startswith("piquet: "), output
    line = " ".join(output.split())
    assert line.count(". ") == 0 and line.endswith("."), line
    return line


def new_open(tmp_path: Path, *more: str) -> Path:
    path = tmp_path / "open.toml"
    ok("new", "Ann", "Bob", "--dealer", "Bob", "--open", "--file", str(path), *more)
    return path


def unspaced(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------------------
# The worked deal


def test_a_deal_from_both_hands_scores_as_worked_by_hand_and_says_every_call(tmp_path: Path) -> None:
    path = new_open(tmp_path)
    said = unspaced(ok("deal", "--file", str(path), *DEAL_1))
    deal = read_partie(path).view.deals[0]
    ann, bob = deal.sides["Ann"].json, deal.sides["Bob"].json
    assert (deal.elder, deal.younger) == ("Ann", "Bob")
    assert (ann["point"], ann["sequences"], ann["sets"], ann["play"], ann["cards"]) == (6, 0, 14, 12, 10)
    assert (bob["point"], bob["sequences"], bob["sets"], bob["play"], bob["cards"]) == (0, 19, 0, 3, 0)
    assert (ann["total"], bob["total"]) == (42, 22)
    assert (ann["repique"], ann["pique"], bob["repique"]) == (0, 0, 0)
    calls = [
        (
            "Ann's calls, from the hand: point of six making 55; tierce major and tierce minor; "
            "quatorze of aces."
        ),
        (
            "Bob's calls, from the hand: point of five making 49; quint to the king and quart to the king; "
            "trio of kings and trio of queens."
        ),
        (
            "Point: Ann's point of six making 55 is good against Bob's point of five making 49: the longer "
            "point is good. Ann scores 6. (Law 62)"
        ),
        (
            "Sequences: Bob's quint to the king is good against Ann's tierce major: the longer is good. "
            "Bob scores 19: quint to the king 15 + quart to the king 4. Ann's tierce major and tierce minor "
            "count nothing. (Law 63)"
        ),
        (
            "Quatorzes and trios: Ann's quatorze of aces is good against Bob's trio of kings: any quatorze is "
            "good against a trio. Ann scores 14. Bob's trio of kings and trio of queens count nothing. (Law 64)"
        ),
    ]
    for line in calls:
        assert line in said, line
    assert said.index(calls[0]) < said.index(calls[1]) < said.index(calls[2]) < said.index(calls[4])
    assert "Partie: Ann 42, Bob 22." in said
    # The summary says the same calls under the deal; show and its JSON say the partie is open.
    summary = unspaced(ok("summary", "--file", str(path)))
    for line in calls:
        assert f"Deal 1: {line}" in summary, line
    shown = unspaced(ok("show", "--file", str(path)))
    assert "rubicon piquet, six deals, open" in shown
    assert "nothing can be sunk when both hands are known (keeper's ruling)." in shown
    assert '"open": true' in ok("show", "--json", "--file", str(path))


def test_the_walkthrough_asks_the_exchange_both_hands_and_the_tricks_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new_open(tmp_path)
    ok("deal", "--file", str(path), *DEAL_1)
    capsys.readouterr()
    answers = ["", FIRST, SECOND, "yyyyyyyyyyyy", "y"]
    prompts: list[str] = []

    def typed(prompt: object = "") -> str:
        prompts.append(str(prompt))
        return answers.pop(0)

    monkeypatch.setattr(builtins, "input", typed)
    asked = ask_deal(read_partie(path), 2, None, None)
    assert asked is not None and answers == []
    questions = ["Exchange, elder first?", "Bob's cards after the exchange", "Ann's cards after the exchange"]
    for question, prompt in zip([*questions, "Tricks, e or y each?", "Save deal 2?"], prompts, strict=True):
        assert question in prompt, (question, prompt)
    assert "p: play points" not in prompts[3]
    said = unspaced(capsys.readouterr().out)
    assert "Bob's calls, from the hand: point of six making 55" in said
    assert "Ann's calls, from the hand: point of five making 49; quint to the king" in said
    assert "Ann's quint to the king is good against Bob's tierce major" in said
    assert "capot" in said
    facts = asked[0]
    view = get_game("piquet").score(
        read_partie(path).partie._replace(deals=(*read_partie(path).partie.deals, facts))
    )
    deal = view.deals[1]
    assert (deal.elder, deal.added("Bob"), deal.added("Ann")) == ("Bob", 21, 72)
    assert deal.sides["Ann"].json["capot"] is True
    assert view.totals == {"Ann": 114, "Bob": 43}


def test_a_walkthrough_hand_of_eleven_or_holding_the_others_card_is_asked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new_open(tmp_path)
    eleven = FIRST.rsplit(" ", 1)[0]
    shares = SECOND.replace("8C", "AS")  # AS is elder's
    answers = ["", eleven, FIRST, shares, SECOND, "eeeeyyeeeeee", "y"]
    monkeypatch.setattr(builtins, "input", lambda prompt="": answers.pop(0))
    asked = ask_deal(read_partie(path), 1, None, None)
    assert asked is not None and answers == []
    said = unspaced(capsys.readouterr().out)
    assert "Ann holds twelve cards after the exchange; that is 11." in said
    assert "A♠ cannot be in both hands: Ann holds them." in said  # said back with its suit symbol


# ---------------------------------------------------------------------------
# What an open partie refuses


def test_open_goes_with_each_two_hand_rule_set(tmp_path: Path) -> None:
    for rules in ("four-deal", "au-cent"):
        path = new_open(tmp_path, "--rules", rules, "--file", str(tmp_path / f"{rules}.toml"))
        doc = tomllib.loads(path.with_name(f"{rules}.toml").read_text())
        assert (doc["rules"], doc["open"]) == (rules, True)


@pytest.mark.parametrize("rules", ["three-hand", "four-hand", "chouette", "voleur"])
def test_open_with_rules_that_are_not_two_hand_is_refused_in_one_sentence(rules: str) -> None:
    """As many names as the rules take (two while they are not offered by new, then their own)."""
    names = ("Ann", "Bob", "Cal", "Dee")[: get_game("piquet").spec.players_for(rules)]
    code, output = run("new", *names, "--rules", rules, "--open")
    assert code == 2
    said = one_sentence(output)
    assert said.startswith(
        "piquet: --open: an open partie is for the two-hand rules (rubicon, four-deal or au-cent), not "
    ), said


def test_open_is_refused_by_the_rules_themselves_at_every_table() -> None:
    game = get_game("piquet")
    for rules in ("three-hand", "four-hand", "chouette", "voleur"):  # the rule sets other seats take
        with pytest.raises(BadValue) as refused:
            game.new_partie(("Ann", "Bob", "Cal"), 0, rules, {"open": True})
        assert refused.value.field == "open" and "is for the two-hand rules" in refused.value.message


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (("--totals", "28,23"), "an open partie takes the hands, not the totals: give --elder-hand and"),
        (
            ("--elder-point", "6/55", "--elder-hand", FIRST, "--younger-hand", SECOND, "--tricks", "e" * 12),
            (
                "an open partie takes the hands, and the keeper derives every call from them: give "
                "--elder-hand, not --elder-point."
            ),
        ),
        (("--younger-seq", "5K"), "give --younger-hand, not --younger-seq."),
        (
            ("--elder-hand", FIRST, "--younger-hand", SECOND, "--play", "12,3", "--won", "10,2"),
            "an open partie takes the hands and the tricks, not the play points and tricks won",
        ),
    ],
)
def test_totals_calls_and_play_points_are_refused_in_an_open_partie(
    tmp_path: Path, flags: tuple[str, ...], words: str
) -> None:
    path = new_open(tmp_path)
    code, output = run("deal", "--file", str(path), *flags)
    assert code == 2, output
    assert words in one_sentence(output)
    assert read_partie(path).partie.deals == ()


def test_what_an_open_deal_still_needs_is_said_as_flags(tmp_path: Path) -> None:
    path = new_open(tmp_path)
    code, output = run("deal", "--file", str(path), "--elder-hand", FIRST)
    assert code == 2
    assert "this deal still needs --younger-hand, --tricks (or --throw-in)" in unspaced(output)


def test_a_partie_that_is_not_open_still_takes_totals(tmp_path: Path) -> None:
    path = tmp_path / "plain.toml"
    ok("new", "Ann", "Bob", "--file", str(path))
    ok("deal", "--file", str(path), "--totals", "28,23")
    assert "open" not in tomllib.loads(path.read_text())


# ---------------------------------------------------------------------------
# The partie file


def test_open_is_kept_at_the_top_of_the_file_through_every_save(tmp_path: Path) -> None:
    path = new_open(tmp_path)
    assert tomllib.loads(path.read_text())["open"] is True
    ok("deal", "--file", str(path), *DEAL_1)
    doc = tomllib.loads(path.read_text())
    assert doc["open"] is True and "agreements" not in doc
    assert read_partie(path).partie.options == {"open": True}
    ok("undo", "--yes", "--file", str(path))
    assert tomllib.loads(path.read_text())["open"] is True


def _written(tmp_path: Path, top: str, deal: str = "") -> Path:
    path = tmp_path / "hand.toml"
    path.write_text(
        f'format = 2\ngame = "piquet"\nrules = "rubicon"\nplayers = ["Ann", "Bob"]\n{top}\n'
        + (f"\n[[deals]]\n{deal}\n" if deal else "")
    )
    return path


def test_a_bad_open_in_the_file_is_one_sentence_naming_the_key(tmp_path: Path) -> None:
    code, output = run("show", "--file", str(_written(tmp_path, 'open = "yes"')))
    assert code == 1
    assert 'open = "yes": expected true' in one_sentence(output.replace(str(tmp_path), "DIR"))


def test_open_false_is_read_as_not_open_and_kept_as_written(tmp_path: Path) -> None:
    path = _written(tmp_path, "open = false")
    ok("deal", "--file", str(path), "--totals", "28,23")
    assert tomllib.loads(path.read_text())["open"] is False


def test_an_open_file_with_a_deal_of_totals_is_refused_naming_the_totals(tmp_path: Path) -> None:
    code, output = run("show", "--file", str(_written(tmp_path, "open = true", "totals = [28, 23]")))
    assert code != 0
    assert "an open partie takes the hands, not the totals" in unspaced(output)


# ---------------------------------------------------------------------------
# The sample the conformance suite draws


@pytest.mark.parametrize("rules", ["rubicon", "four-deal", "au-cent"])
def test_the_sample_of_an_open_partie_gives_both_hands_and_the_tricks(rules: str) -> None:
    game = get_game("piquet")
    partie = game.new_partie(("Ann", "Bob"), 0, rules, {"open": True})
    rng = random.Random(21)
    for _ in range(6):
        if game.score(partie).finished:
            break
        flags = game.sample(rng, partie)  # type: ignore[attr-defined]
        assert set(flags) == {"elder_hand", "younger_hand", "tricks"}, flags
        values = {key: game.parse(game.spec.field(key).codec, text) for key, text in flags.items()}  # type: ignore[union-attr]
        partie = partie._replace(deals=(*partie.deals, game.facts(values)))
    assert all(line.endswith(")") for deal in game.score(partie).deals for line in deal.details[2:])


# ---------------------------------------------------------------------------
# An open partie through every command, as the conformance suite drives each rule set


@pytest.mark.parametrize("rules", ["rubicon", "four-deal", "au-cent"])
def test_an_open_partie_of_sampled_deals_goes_through_every_command(
    rules: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: Answer
) -> None:
    import json
    import os

    from piquet_cli.cli import commands

    game, rng = get_game("piquet"), random.Random(f"open {rules}")
    path = Path(os.environ["PIQUET_HOME"]) / "o.toml"
    ok("new", "Ann", "Bob", "--rules", rules, "--open", "--file", str(path))
    dealt: list[list[str]] = []
    files = [path.read_bytes()]
    while not read_partie(path).view.finished and len(dealt) < 8:
        flags = game.sample(rng, read_partie(path).partie)  # type: ignore[attr-defined]
        words = [word for key, text in flags.items() for word in (game.spec.field(key).flag, text)]  # type: ignore[union-attr]
        said = ok("deal", "--file", str(path), *words)
        assert "'s calls, from the hand: point of " in said
        dealt.append(words)
        files.append(path.read_bytes())

    def shown() -> dict[str, object]:
        doc: dict[str, object] = json.loads(ok("show", "--json", "--file", str(path)))
        return doc

    final = shown()
    assert final["open"] is True and len(final["deals"]) == len(dealt)  # type: ignore[arg-type]
    for args in (["summary"], ["summary", "--markdown"], ["summary", "--csv"], ["show"]):
        ok(*args, "--file", str(path))
    ok("history")
    ok("ledger")
    ok("undo", "--yes", "--file", str(path))
    assert len(shown()["deals"]) == len(dealt) - 1 and tomllib.loads(path.read_text())["open"] is True  # type: ignore[arg-type]
    ok("deal", "--file", str(path), *dealt[-1])
    assert shown() == final
    before = tmp_path / "before.toml"
    before.write_bytes(files[-2])
    monkeypatch.setenv("EDITOR", f"cp {before}")
    ok("edit", "--file", str(path))
    assert len(shown()["deals"]) == len(dealt) - 1  # type: ignore[arg-type]
    ok("deal", "--file", str(path), *dealt[-1])
    assert shown() == final
    # edit N at the table, Enter at every question: the open walkthrough asks the exchange, the
    # hands and the tricks with the deal's own as defaults, and nothing changes
    deals = read_partie(path).partie.deals
    monkeypatch.setattr(commands, "interactive", lambda: True)
    asked = answer([""] * 100)
    ok("edit", "1", "--file", str(path))
    assert read_partie(path).partie.deals == deals
    assert any("Ann's cards after the exchange" in q or "Bob's cards after the exchange" in q for q in asked)
    assert not any("Carte blanche?" in q or "point" in q.lower() for q in asked), asked


def test_a_throw_in_stands_for_the_tricks_where_the_laws_allow_it(tmp_path: Path) -> None:
    path = new_open(tmp_path)
    hands = ("--elder-hand", FIRST, "--younger-hand", SECOND)
    code, output = run("deal", "--file", str(path), *hands, "--throw-in", "younger")
    assert code == 1  # not "still needs --tricks": the laws refuse it, deal 1 not being the last
    assert output.startswith("piquet: a hand may be thrown in only in the last deal of the partie"), output
    game = get_game("piquet")
    values = {"elder_hand": game.parse("cards", FIRST), "younger_hand": game.parse("cards", SECOND)}
    partie = read_partie(path).partie
    assert game.missing(game.facts(values), partie) == [(("tricks",), ("throw_in",))]
    assert game.missing(game.facts({**values, "throw_in": game.parse("side", "younger")}), partie) == []


def test_equal_calls_from_the_hands_score_nothing_and_are_said_so(tmp_path: Path) -> None:
    """Ann (elder) AS KS QS JS 9S · AC 8C 7C · AD 9D 8D 7D; Bob AH KH QH JH 9H · 10S 8S 7S ·
    KD QD JD 10D. Points: five spades 11+10+10+10+9 = 50 against five hearts, 50: equal, nobody
    scores (Law 62). Sequences: each best is a quart major: equal, nobody scores any (Law 63),
    Ann's tierce minor and Bob's quart to the king neither. Sets: Ann's trio of aces, Bob none
    (two of each rank): 3 (Law 64). Every trick Ann's: she leads twelve, 12, and the last, 13;
    capot 40 (Law 66). No pique: 3 in hand and 13 in play are 16. Ann 3 + 13 + 40 = 56, Bob 0."""
    path = new_open(tmp_path)
    ann, bob = "AS KS QS JS 9S AC 8C 7C AD 9D 8D 7D", "AH KH QH JH 9H 10S 8S 7S KD QD JD 10D"
    said = unspaced(
        ok("deal", "--file", str(path), "--elder-hand", ann, "--younger-hand", bob, "--tricks", "e" * 12)
    )
    deal = read_partie(path).view.deals[0]
    assert (deal.added("Ann"), deal.added("Bob")) == (56, 0)
    assert (deal.sides["Ann"].json["sets"], deal.sides["Ann"].json["play"]) == (3, 13)
    assert deal.sides["Ann"].json["capot"] is True and deal.sides["Ann"].json["pique"] == 0
    for line in (
        "Ann's calls, from the hand: point of five making 50; quart major and tierce minor; trio of aces.",
        (
            "Bob's calls, from the hand: point of five making 50; quart major and quart to the king; "
            "no quatorze or trio."
        ),
        (
            "Point: Ann's point of five making 50 and Bob's are equal: an equality, nobody scores the point. "
            "(Law 62)"
        ),
        "Sequences: Ann's quart major and Bob's are equal: nobody scores sequences. (Law 63)",
        "Quatorzes and trios: Ann's trio of aces is good: Bob calls no quatorze or trio. Ann scores 3. (Law 64)",
        "Ann makes 16 in hand and play",
    ):
        assert line in said, line
    assert "count nothing" not in said and "counts nothing" not in said
