"""The core's match loop (``games.match``) with a tiny game of its own, three at the table.

The game: a deal's facts are the points each seat made, in playing order (the player after the
dealer first, the dealer last); the partie is over at the end of the deal in which anyone has
reached 10; what it carries from deal to deal is who dealt each deal. Every figure below is
worked by hand from those rules.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from piquet_cli.errors import BadValue, PiquetError, RuleError
from piquet_cli.games.match import Rules, next_words, play

Points = tuple[int, ...]


class TenUp(Rules[Points, tuple[int, tuple[str, ...]], tuple[str, ...]]):
    """Kept deal: (its number, its seats). Carried: the dealers so far."""

    def __init__(self) -> None:
        self.before: list[dict[str, int]] = []  # the totals each deal was scored against

    def score(
        self,
        number: int,
        seats: tuple[str, ...],
        facts: Points,
        totals: Mapping[str, int],
        state: tuple[str, ...],
    ) -> tuple[tuple[int, tuple[str, ...]], dict[str, int], tuple[str, ...]]:
        if len(facts) != len(seats):
            raise BadValue(f"{len(facts)} figures for {len(seats)} players.", deal=number)
        self.before.append(dict(totals))
        return (number, seats), dict(zip(seats, facts, strict=True)), (*state, seats[-1])

    def settle(
        self,
        number: int,
        deal: tuple[int, tuple[str, ...]],
        totals: Mapping[str, int],
        state: tuple[str, ...],
    ) -> tuple[tuple[int, tuple[str, ...]], tuple[str, ...], bool]:
        return deal, state, max(totals.values()) >= 10

    def refuse(self, number: int, state: tuple[str, ...]) -> PiquetError:
        return RuleError(f"ten was reached in deal {number - 1}: there is no deal {number}.", deal=number)


PLAYERS = ("Ann", "Bob", "Cal")
# Ann deals first. Deal 1: Bob, Cal, Ann (Ann deals) make 3, 1, 0. Deal 2: Cal, Ann, Bob make
# 2, 5, 4. Deal 3: Ann, Bob, Cal make 1, 0, 6. Deal 4: Bob, Cal, Ann make 4, 2, 0.
DEALS = ((3, 1, 0), (2, 5, 4), (1, 0, 6), (4, 2, 0))


def test_the_deal_passes_round_the_table_and_the_seats_start_after_the_dealer() -> None:
    match = play(TenUp(), PLAYERS, 0, DEALS[:3], ())
    assert match.deals == (
        (1, ("Bob", "Cal", "Ann")),
        (2, ("Cal", "Ann", "Bob")),
        (3, ("Ann", "Bob", "Cal")),
    )
    assert match.state == ("Ann", "Bob", "Cal")  # the dealers, one each in turn


def test_running_totals_by_player_in_the_partie_order() -> None:
    rules = TenUp()
    match = play(rules, PLAYERS, 0, DEALS[:3], ())
    # after 1: Ann 0, Bob 3, Cal 1; after 2: Ann 0+5, Bob 3+4, Cal 1+2; after 3: Ann 5+1, Bob 7, Cal 3+6
    assert match.running == (
        {"Ann": 0, "Bob": 3, "Cal": 1},
        {"Ann": 5, "Bob": 7, "Cal": 3},
        {"Ann": 6, "Bob": 7, "Cal": 9},
    )
    assert list(match.totals.items()) == [("Ann", 6), ("Bob", 7), ("Cal", 9)]
    # each deal is scored against the totals before it
    assert rules.before == [
        {"Ann": 0, "Bob": 0, "Cal": 0},
        {"Ann": 0, "Bob": 3, "Cal": 1},
        {"Ann": 5, "Bob": 7, "Cal": 3},
    ]
    assert not match.finished


def test_the_next_deal_is_said_with_its_dealer_and_eldest() -> None:
    match = play(TenUp(), PLAYERS, 0, DEALS[:3], ())
    assert (match.next_number, match.next_seats, match.next_dealer) == (4, ("Bob", "Cal", "Ann"), "Ann")
    assert match.next_words("round") == "Next: round 4. Ann deals; Bob is eldest."
    fresh = play(TenUp(), PLAYERS, 2, (), ())  # Cal deals first: Ann plays first
    assert fresh.next_words("deal") == "Next: deal 1. Cal deals; Ann is eldest."
    assert (fresh.totals, fresh.running, fresh.finished) == ({"Ann": 0, "Bob": 0, "Cal": 0}, (), False)


def test_two_at_the_table_the_non_dealer_is_elder() -> None:
    # Bob deals first: deal 1 Bob, deal 2 Ann, deal 3 Bob again, and Ann is elder
    assert next_words(("Ann", "Bob"), 1, 3, "deal") == "Next: deal 3. Bob deals; Ann is elder."
    assert next_words(("Ann", "Bob"), 1, 2, "hand") == "Next: hand 2. Ann deals; Bob is elder."
    extra = " (level after the regular deals: each deals once more)"
    assert (
        next_words(("Ann", "Bob"), 0, 7, "deal", extra)
        == "Next: deal 7 (level after the regular deals: each deals once more). Ann deals; Bob is elder."
    )


def test_the_partie_ends_mid_way_and_a_deal_after_the_end_is_refused_in_the_games_words() -> None:
    match = play(TenUp(), PLAYERS, 0, DEALS, ())
    # deal 4: Bob 7+4 = 11, Cal 9+2 = 11, Ann 6+0: ten is reached, the partie is over
    assert match.finished and match.totals == {"Ann": 6, "Bob": 11, "Cal": 11}
    assert match.next_dealer is None
    assert match.next_words("round") == "The game is over."
    assert match.next_words("round", over="The partie is over.") == "The partie is over."
    with pytest.raises(RuleError) as refused:
        play(TenUp(), PLAYERS, 0, (*DEALS, (0, 0, 0)), ())
    assert (str(refused.value), refused.value.deal) == ("ten was reached in deal 4: there is no deal 5.", 5)


def test_an_error_in_a_deals_scoring_goes_up_as_the_game_raised_it() -> None:
    with pytest.raises(BadValue) as bad:
        play(TenUp(), PLAYERS, 0, (DEALS[0], (1, 2)), ())
    assert (str(bad.value), bad.value.deal) == ("2 figures for 3 players.", 2)


SIDES = {"Ann": "Ann & Cal", "Cal": "Ann & Cal", "Bob": "Bob & Dan", "Dan": "Bob & Dan"}


class Partners(Rules[Points, int, None]):
    """Four at the table, Ann and Cal against Bob and Dan: each seat's points go to its side;
    no end of its own (the default settle) and the default refusal."""

    def score(
        self, number: int, seats: tuple[str, ...], facts: Points, totals: Mapping[str, int], state: None
    ) -> tuple[int, dict[str, int], None]:
        gains = dict.fromkeys(totals, 0)
        for name, points in zip(seats, facts, strict=True):
            gains[SIDES[name]] += points
        return number, gains, None


def test_totals_are_kept_by_scorer_for_partners() -> None:
    players = ("Ann", "Bob", "Cal", "Dan")
    # Dan deals first: deal 1 seats Ann, Bob, Cal, Dan make 1, 2, 3, 4 → Ann & Cal 4, Bob & Dan 6;
    # deal 2 (Ann deals) seats Bob, Cal, Dan, Ann make 10, 0, 0, 5 → Ann & Cal 4+5, Bob & Dan 6+10
    match = play(
        Partners(), players, 3, ((1, 2, 3, 4), (10, 0, 0, 5)), None, scorers=("Ann & Cal", "Bob & Dan")
    )
    assert match.running == ({"Ann & Cal": 4, "Bob & Dan": 6}, {"Ann & Cal": 9, "Bob & Dan": 16})
    assert not match.finished
    assert match.next_words("deal") == "Next: deal 3. Bob deals; Cal is eldest."


def test_the_default_refusal_names_the_deal_the_partie_ended_with() -> None:
    error = Partners().refuse(7, None)
    assert (type(error), str(error), error.deal) == (
        RuleError,
        "the partie was already over after deal 6.",
        7,
    )


class Keeper(Rules[Points, dict[str, int], None]):
    """Keeps, as each deal, the totals the loop hands it at the end of the deal."""

    def score(
        self, number: int, seats: tuple[str, ...], facts: Points, totals: Mapping[str, int], state: None
    ) -> tuple[dict[str, int], dict[str, int], None]:
        return {}, dict(zip(seats, facts, strict=True)), None

    def settle(
        self, number: int, deal: dict[str, int], totals: dict[str, int], state: None
    ) -> tuple[dict[str, int], None, bool]:
        return totals, None, False


def test_the_totals_after_a_deal_are_the_games_to_keep_and_never_change_after() -> None:
    match = play(Keeper(), PLAYERS, 0, DEALS, None)
    # the running totals worked above, and deal 4 adding Bob 4, Cal 2: none changed by later deals
    assert match.deals == (
        {"Ann": 0, "Bob": 3, "Cal": 1},
        {"Ann": 5, "Bob": 7, "Cal": 3},
        {"Ann": 6, "Bob": 7, "Cal": 9},
        {"Ann": 6, "Bob": 11, "Cal": 11},
    )
