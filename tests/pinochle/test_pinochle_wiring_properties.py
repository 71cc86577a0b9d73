"""Properties of Pinochle on the seam, over generated games of lawful hands.

* A hand's facts survive the partie file: values → TOML → values give the same hand.
* The ``piquet deal`` command line the keeper prints to re-type a hand (``deal_command``)
  records the same hand.
* A game's totals are the sum of what each hand added, the last running totals are the
  totals, and the JSON ``scores`` of each hand add up to its ``total``.
"""

from __future__ import annotations

import shlex
import tomllib
from pathlib import Path

import tomli_w
from budget import examples
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from piquet_cli.cards import Suit
from piquet_cli.cli.app import app
from piquet_cli.cli.commands import make_partie
from piquet_cli.cli.render import partie_json
from piquet_cli.cli.walkthrough import deal_command
from piquet_cli.errors import RuleError
from piquet_cli.games import get_game
from piquet_cli.games.events import Event
from piquet_cli.games.pinochle.check import MeldContext, Melding
from piquet_cli.games.pinochle.facts import Hand
from piquet_cli.games.pinochle.hand import CARD_POINTS, HandFacts
from piquet_cli.games.pinochle.rules import RuleSet
from piquet_cli.games.record import deal_from_dict, deal_to_dict
from piquet_cli.games.side import Side
from piquet_cli.scorebook.parties import create_partie, read_partie

GAME = get_game("pinochle")
CODES = ["dix", "mS", "mH", "mD", "mC", "rm", "seq", "pin", "4A", "4K", "4Q", "4J"]
events = st.builds(
    lambda side, code, dix: Event(side, ("dix", code) if dix and code != "dix" else (code,)),
    st.sampled_from(list(Side)),
    st.sampled_from(CODES),
    st.booleans(),
)
# The pack's card values, cheapest first: eight each of 9 (0), J (2), Q (3), K (4), 10 (10), A (11).
CHEAPEST = sorted(v for v in (0, 2, 3, 4, 10, 11) for _ in range(8))


@st.composite
def hands(draw: st.DrawFn, rules: RuleSet) -> Hand:
    """A lawful hand: each candidate meld kept if lawful after those before it."""
    trumps = draw(st.sampled_from(list(Suit)))
    turned = draw(st.booleans())
    irregular = draw(st.one_of(st.none(), st.sampled_from(list(Side))))
    nine = turned and rules is RuleSet.CLASSIC
    right = draw(st.one_of(st.none(), st.integers(0, 4))) if irregular is not None else None
    melding = Melding(MeldContext(trumps, rules, nine, irregular, right))
    for event in draw(st.lists(events, max_size=14)):
        if melding.check(event).lawful:
            melding = melding.add(event)
    if right is not None:  # put right after at most as many melds as were made (none of his came before)
        right = min(right, len(melding.events))
    last = draw(st.sampled_from(list(Side)))
    least = {  # card points the tricks won hold at least: two cards a melding trick and the last
        side: sum(CHEAPEST[: 2 * (sum(e.side is side for e in melding.events) + (last is side))])
        for side in Side
    }
    given_points = draw(
        st.integers(least[Side.ELDER], CARD_POINTS - least[Side.YOUNGER]).filter(
            lambda n: n not in (1, CARD_POINTS - 1)
        )
    )
    rest = draw(st.sampled_from(["elder", "younger", "neither"]))
    pair: tuple[int | None, int | None] = (
        (given_points, None)
        if rest == "younger"
        else (None, CARD_POINTS - given_points)
        if rest == "elder"
        else (given_points, CARD_POINTS - given_points)
    )
    return Hand(
        HandFacts(
            trumps=trumps,
            turn_up_ten=turned and rules is RuleSet.SEED,
            turn_up_nine=nine,
            melded=melding.events,
            card_points=pair,
            last_trick=last,
            irregular=irregular,
            put_right_after=right,
        )
    )


def game_of(draw: st.DrawFn) -> tuple[RuleSet, list[Hand]]:
    rules = draw(st.sampled_from(list(RuleSet)))
    return rules, draw(st.lists(hands(rules), min_size=1, max_size=3))


@settings(max_examples=examples(40, 1000), deadline=None)
@given(st.data())
def test_a_hand_survives_the_partie_file(data: st.DataObject) -> None:
    _, played = game_of(data.draw)
    for hand in played:
        table = tomllib.loads(tomli_w.dumps({"deal": deal_to_dict(GAME, hand)}))["deal"]
        assert deal_from_dict(GAME, table, 1) == hand


@settings(
    max_examples=examples(10, 200), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.data())
def test_the_printed_deal_command_records_the_same_hand(tmp_path: Path, data: st.DataObject) -> None:
    rules, played = game_of(data.draw)
    hand = played[0]
    path = tmp_path / "p.toml"
    path.unlink(missing_ok=True)
    create_partie(make_partie("Ann", "Bob", "Bob", rules.value, "pinochle"), path)
    words = shlex.split(deal_command(GAME, path, hand, None))
    done = CliRunner().invoke(app, words[1:], env={"NO_COLOR": "1"})
    assert done.exit_code == 0, done.output
    assert read_partie(path).partie.deals == (hand,)


@settings(max_examples=examples(30, 800), deadline=None)
@given(st.data())
def test_totals_are_the_sum_of_the_hands(data: st.DataObject) -> None:
    rules, played = game_of(data.draw)
    partie = make_partie("Ann", "Bob", "Bob", rules.value, "pinochle")._replace(deals=tuple(played))
    try:
        view = GAME.score(partie)
    except RuleError:  # a game won before its last hand: no hand may follow it
        assume(False)
        raise
    for name in view.players:
        assert view.totals[name] == sum(d.added(name) for d in view.deals)
    assert view.running[-1] == view.totals
    for deal in partie_json(view)["deals"]:
        for scores in deal["scores"].values():
            assert scores["total"] == sum(
                scores[k] for k in ("turn_up", "melds", "card_points", "last_trick")
            )
