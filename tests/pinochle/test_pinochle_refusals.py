"""Every refusal of a Pinochle hand: exit 2, one sentence naming the flag, nothing saved; and a
hand-edited file that no game can be: exit 1, the file's line named.

Ann and Bob, Bob dealing hand 1: Ann is elder. Each refusal's reason is seed 002's or
docs/rules.md's (docs/pinochle.md lists them).
"""

from __future__ import annotations

from pathlib import Path

from pinochle_commands import new, run

HAND = ("--trumps", "H", "--card-points", "130,rest", "--last-trick", "elder")
REFUSALS = [
    (
        ("--turn-up-nine", "--melded", "-", *HAND),
        "--turn-up-nine",
        "a turned-up nine is the classic rules' bonus",
    ),
    (("--melded", "e:rm+4K", *HAND), "--melded", "one meld per trick won, and this names two"),
    (
        ("--melded", "e:dix", *HAND),
        "--melded",
        "under the ten rules (a turned-up ten scores) the nine of trumps",
    ),
    (("--melded", "e:4K y:4K e:4K", *HAND), "--melded", "a third four kings"),
    (
        ("--melded", "e:seq e:seq e:rm", *HAND),
        "--melded",
        "both K♥ and both Q♥ are in Ann's sequence (twice)",
    ),
    (
        ("--melded", "e:mS y:mD e:mC y:4A e:4K y:4J e:4Q y:seq e:mS y:mC e:pin y:4A e:4A", *HAND),
        "--melded",
        "the stock is out",
    ),
    (
        ("--melded", "e:4A", "--irregular", "elder", *HAND),
        "--melded",
        "melds nothing until the hand is put right",
    ),
    (
        ("--melded", "e:4A", "--put-right-after", "0", *HAND),
        "--put-right-after",
        "only where a player was found",
    ),
    (
        ("--melded", "e:4A", "--irregular", "y", "--put-right-after", "2", *HAND),
        "--put-right-after",
        "put right after 0 to 1 melds",
    ),
    (("--melded", "e:7", *HAND), "--melded", "the Pinochle pack has no sevens"),
    (
        ("--melded", "-", "--trumps", "H", "--card-points", "130,120", "--last-trick", "e"),
        "--card-points",
        "make 250",
    ),
    (
        ("--melded", "-", "--trumps", "H", "--card-points", "1,rest", "--last-trick", "e"),
        "--card-points",
        "no card counts 1",
    ),
    (
        ("--melded", "-", "--trumps", "H", "--card-points", "rest,rest", "--last-trick", "e"),
        "--card-points",
        "only one",
    ),
    (
        ("--melded", "-", "--trumps", "H", "--card-points", "lots", "--last-trick", "e"),
        "--card-points",
        "not card points",
    ),
    (
        ("--melded", "-", "--trumps", "Z", "--card-points", "130,rest", "--last-trick", "e"),
        "--trumps",
        "not a suit",
    ),
    (
        ("--melded", "-", "--trumps", "H", "--card-points", "130,rest", "--last-trick", "x"),
        "--last-trick",
        "not a player",
    ),
    (("--totals", "300"), "--totals", "'300' is not two whole numbers, elder first, e.g. 300,250."),
    (
        ("--irregular", "q", "--melded", "-", *HAND),
        "--irregular",
        "'q' is not a player; say elder or younger",
    ),
    (("--irregular", "e", "--put-right-after", "x", *HAND), "--put-right-after", "'x' is not a whole number"),
    (("--totals", "200,45"), "--totals", "make at least 250"),
    (("--totals", "200,55"), "--totals", "a multiple of ten"),
    (("--totals", "700,600"), "--totals", "more than any hand can score"),
    (("--totals", "300,250", "--trumps", "H"), "--totals", "quick entry of totals takes no other entry"),
    (("--withdrawn", "Ann", "--trumps", "H"), "--trumps", "a withdrawal keeps only who withdrew"),
    (("--rules", "classic"), "--rules", "a partie keeps the rules it was made with"),
    (("--elder-point", "5"), "--elder-point", "is a flag of Piquet; this is Pinochle"),
    (("--trumps", "H", *HAND[2:]), None, "this hand still needs --melded"),
]


def test_every_refusal_of_a_hand(tmp_path: Path) -> None:
    path = new(tmp_path)
    before = Path(path).read_text()
    for args, flag, words in REFUSALS:
        said = run("deal", "--file", path, *args, code=2)
        assert said.startswith(f"piquet: {flag}: " if flag else "piquet: "), (args, said)
        assert words in said and said.count("\n") == 1, (args, said)
    assert Path(path).read_text() == before


def test_the_classic_rules_refuse_the_seed_turn_up_and_a_second_dix(tmp_path: Path) -> None:
    path = new(tmp_path, "classic")
    said = run("deal", "--file", path, "--turn-up-ten", "--melded", "-", *HAND, code=2)
    assert said.startswith(
        "piquet: --turn-up-ten: under the classic rules the dealer scores a turned-up nine; "
    )
    assert "a turned-up ten is the ten rules' bonus" in said
    said = run("deal", "--file", path, "--turn-up-nine", "--melded", "e:dix y:dix", *HAND, code=2)
    assert said == (
        "piquet: --melded: event 2, y:dix: the pack holds two nines of trumps: one was turned up and scored "
        "for the dealer, and the other has already been shown as the dix. Nothing was saved.\n"
    )


RULE_REFUSALS = [
    (("--melded", "e:rm"), "--trumps", "the trump suit is missing: a meld's cards depend on it"),
    (("--withdrawn", "Ann"), "--withdrawn", "record it with piquet withdraw NAME, not with piquet rule."),
    (
        ("--trumps", "H", "--melded", "e:rm", "--put-right-after", "0"),
        "--put-right-after",
        "a hand is put right only where a player was found holding a wrong number of cards.",
    ),
    (
        ("--trumps", "H", "--melded", "e:rm", "--irregular", "e", "--put-right-after", "3"),
        "--put-right-after",
        "put right after 0 to 1 melds (as many as were made), not 3.",
    ),
    (("--trumps", "H", "--melded", "e:rm", "--card-points", "130,rest"), "--last-trick", "is missing"),
    (("--trumps", "H", "--melded", "e:rm", "--rules", "foo"), "--rules", "not a Pinochle rule set"),
    (
        ("--trumps", "H", "--melded", "e:rm", "--turn-up-ten", "--rules", "classic"),
        "--turn-up-ten",
        "under the classic rules the dealer scores a turned-up nine",
    ),
    (("--trumps", "H", "--melded", "e:rm y:4A+4K"), "--melded", "event 2, y:4A+4K: one meld per trick won"),
]


def test_every_refusal_of_piquet_rule_game_pinochle() -> None:
    """Exit 2, one sentence naming the flag: the rule command refuses what a deal refuses."""
    for args, flag, words in RULE_REFUSALS:
        said = run("rule", "--game", "pinochle", *args, code=2)
        assert said.startswith(f"piquet: {flag}: ") and words in said and said.count("\n") == 1, (args, said)


def test_pinochle_flags_on_a_piquet_partie_are_refused(tmp_path: Path) -> None:
    path = str(tmp_path / "piquet.toml")
    run("new", "Ann", "Bob", "--file", path)
    assert "--melded is a flag of Pinochle; this is Piquet." in run(
        "deal", "--file", path, "--melded", "e:rm", code=2
    )


def test_new_refuses_a_rule_set_it_does_not_know(tmp_path: Path) -> None:
    said = run(
        "new", "Ann", "Bob", "--game", "pinochle", "--rules", "rubicon", "--file", str(tmp_path / "x"), code=2
    )
    assert said == "piquet: --rules: 'rubicon' is not a Pinochle rule set; say ten or classic.\n"


HEAD = 'format = 2\ngame = "pinochle"\nrules = "seed"\nplayers = ["Ann", "Bob"]\nfirst_dealer = "Bob"\n'
BAD_FILES = [
    ('rules = "bogus"', "", 'rules = "bogus": the Pinochle rules are ten or classic.'),
    (
        "",
        '[[deals]]\nwithdrawn = "Zed"\n',
        "p.toml:8: deal 1, withdrawn: 'Zed' is not a player of this game; they are Ann and Bob.",
    ),
    (
        "",
        '[[deals]]\nwithdrawn = "Ann"\n\n[[deals]]\ntotals = [300, 250]\n',
        "deal 2: hand 2: the game ended when Ann withdrew in hand 1; nothing comes after a withdrawal.",
    ),
    (
        "",
        '[[deals]]\ntrumps = "H"\nmelded = "e:4K y:4K e:4K"\ncard_points = "130,rest"\nlast_trick = "elder"\n',
        "p.toml:9: deal 1, melded: event 3, e:4K: a third four kings",
    ),
    (
        "",
        '[[deals]]\ntrumps = "H"\nirregular = "elder"\nput_right_after = 1\n',
        "p.toml:10: deal 1, put_right_after: expected text in quotes, found 1.",
    ),
    (
        "",
        '[[deals]]\ntrumps = "H"\nrules = "classic"\n',
        "deal 1, rules: a partie keeps the rules it was made with",
    ),
]


def test_a_hand_edited_file_no_game_can_be_is_refused_naming_its_line(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    for top, deals, words in BAD_FILES:
        text = HEAD.replace('rules = "seed"', top) if top else HEAD
        path.write_text(f"{text}\n{deals}", encoding="utf-8")
        said = run("show", "--file", str(path), code=1)
        assert said.startswith("piquet: ") and said.count("\n") == 1, said
        assert words in said.replace(str(path), "p.toml"), said
