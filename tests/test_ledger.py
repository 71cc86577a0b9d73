"""The ledger's arithmetic: pairs, players, trend and money, on plain records (no files)."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st
from piquet_parties import neutral

from piquet_cli.games import get_game
from piquet_cli.games.ledger import build_ledger
from piquet_cli.games.partie_record import DealStats, PartieRecord, deal_stats, record_of
from piquet_cli.games.piquet.deal import Calls, DealFacts
from piquet_cli.games.piquet.notation import parse_point, parse_sequences, parse_sets, parse_tricks
from piquet_cli.games.piquet.partie import Partie, RuleSet
from piquet_cli.games.view import PartieView


def score_partie(partie: Partie) -> PartieView:
    """The partie scored as the keeper shows it (the neutral view the ledger reads)."""
    return get_game("piquet").score(neutral(partie))


CAVENDISH_CARD = [(164, 114), (224, 92), (75, 301), (103, 144), (130, 104)]


def quick_partie(
    a_total: int, b_total: int, players: tuple[str, str] = ("A", "B"), rules: RuleSet = RuleSet.RUBICON
) -> Partie:
    """Six quick-totals deals adding up to the two totals (A deals first: B is elder in odd deals)."""
    deals = []
    for number in range(1, 7):
        share_a = a_total // 6 + (a_total % 6 if number == 6 else 0)
        share_b = b_total // 6 + (b_total % 6 if number == 6 else 0)
        elder_is_b = number % 2 == 1
        deals.append(DealFacts(totals=(share_b, share_a) if elder_is_b else (share_a, share_b)))
    return Partie(players, 0, rules, deals=tuple(deals))


def cavendish_records() -> list[PartieRecord]:
    return [
        record_of(score_partie(quick_partie(a, b)), f"1882-01-0{i}T20:00:00")
        for i, (a, b) in enumerate(CAVENDISH_CARD, start=1)
    ]


def test_cavendish_scoring_card() -> None:
    """Cavendish's card: A +150, A +416, B +476, B +141, A +126 → A is 75 up."""
    records = cavendish_records()
    assert [(r.winner, r.points, r.labels, r.settlement) for r in records] == [
        ("A", 150, (), (150, -150)),
        ("A", 416, ("rubicon",), (416, -416)),
        ("B", 476, ("rubicon",), (-476, 476)),
        ("B", 141, (), (-141, 141)),
        ("A", 126, (), (126, -126)),
    ]
    ledger = build_ledger(records)
    (pair,) = ledger.pairs
    assert pair.players == ("A", "B")
    assert (pair.won, pair.lost, pair.drawn, pair.net) == (3, 2, 0, 75)
    assert pair.label("rubicon") == (1, 1)  # A gave one rubicon and took one
    settled = pair.settle(Decimal(10), 100, 50)  # ten shillings a hundred, fractions of fifty not reckoned
    assert (settled.debtor, settled.creditor, settled.points, settled.reckoned) == ("B", "A", 75, 50)
    assert settled.amount == Decimal(5)
    a, b = ledger.players
    assert (a.name, a.won, a.lost, a.net) == ("A", 3, 2, 75)
    assert (b.name, b.won, b.lost, b.net) == ("B", 2, 3, -75)
    assert [t.net for t in ledger.trend["A"]] == [150, 566, 90, -51, 75]


def test_every_point_reckoned_and_level_pairs() -> None:
    ledger = build_ledger(cavendish_records())
    pair = ledger.pairs[0]
    assert pair.settle(Decimal("0.50"), 100, 0).amount == Decimal("0.375")
    assert pair.settle(Decimal("0.50"), 100, 1).reckoned == 75
    assert pair.settle(Decimal(10), 100, 100).debtor is None  # 75 is under the unit of 100: nothing to pay
    level = build_ledger(
        [
            record_of(score_partie(quick_partie(164, 114)), None),
            record_of(score_partie(quick_partie(114, 164)), None),
        ]
    )
    assert level.pairs[0].net == 0
    assert level.pairs[0].settle(Decimal(1), 100, 50).amount == 0


def test_unfinished_parties_are_skipped_and_au_cent_counts_in_games() -> None:
    unfinished = record_of(score_partie(Partie(("A", "B"), deals=(DealFacts(totals=(10, 20)),))), None)
    assert not unfinished.finished
    au_cent = Partie(
        ("A", "B"), 0, RuleSet.AU_CENT, deals=tuple(DealFacts(totals=(0, 100)) for _ in range(3))
    )
    au_cent_record = record_of(score_partie(au_cent), None)
    assert au_cent_record.finished and au_cent_record.winner in ("A", "B")
    ledger = build_ledger([unfinished, au_cent_record, *cavendish_records()])
    assert (ledger.settled, ledger.unfinished, ledger.in_games) == (6, 1, 1)
    pair = ledger.pairs[0]
    assert pair.net == 75  # the au cent partie adds a win, not points
    assert pair.won + pair.lost == 6


def test_drawn_partie() -> None:
    drawn = PartieRecord(("A", "B"), "rubicon", None, 8, True, (120, 120), drawn=True, settlement=(0, 0))
    ledger = build_ledger([drawn])
    assert ledger.pairs[0].drawn == 1 and ledger.pairs[0].net == 0
    assert [p.drawn for p in ledger.players] == [1, 1]


def test_quick_totals_deals_are_unknown_not_a_crash() -> None:
    state = score_partie(quick_partie(164, 114))
    stats = deal_stats(state, "A")
    assert (stats.deals, stats.points, stats.unknown, stats.known) == (6, 164, 6, 0)
    assert stats.share(stats.counts["repique"]) is None
    assert stats.best == 164 // 6 + 164 % 6


def test_repique_pique_and_capot_are_counted() -> None:
    repique = DealFacts(
        elder=Calls(parse_point("6/58"), parse_sequences("6A"), parse_sets("14A")),
        younger=Calls(parse_point("-"), parse_sequences("-"), parse_sets("-")),
        tricks=parse_tricks("eeeeeeeeeeee"),
    )
    plain = DealFacts(totals=(10, 20))
    state = score_partie(Partie(("A", "B"), 0, deals=(repique, plain)))
    b = deal_stats(state, "B")  # B is elder in deal 1 (A deals first)
    assert (b.deals, b.counts["repique"], b.counts["capot"], b.unknown, b.known) == (2, 1, 1, 1, 1)
    assert b.share(b.counts["repique"]) == 1.0
    assert b.best == state.deals[0].added("B")
    a = deal_stats(state, "A")
    assert a.counts == {"repique": 0, "pique": 0, "capot": 0}


def test_four_deal_doubles_count_in_deal_stats() -> None:
    deals = tuple(DealFacts(totals=(10, 5)) for _ in range(4))
    state = score_partie(Partie(("A", "B"), 0, RuleSet.FOUR_DEAL, deals=deals))
    total = deal_stats(state, "A").points + deal_stats(state, "B").points
    assert total == sum(state.totals.values()) == 6 * 15


def test_deal_stats_add() -> None:
    one = DealStats(2, 30, 20, 1, {"repique": 1, "pique": 0, "capot": 0})
    assert DealStats() + one == one
    assert (one + one).counts == {"repique": 2, "pique": 0, "capot": 0}
    assert (DealStats(1, 5, 5) + DealStats(1, 9, 9)).best == 9


def two_hand(players: tuple[str, str], a_won: bool, pts: int, rubicon: bool, drawn: bool) -> PartieRecord:
    """A finished two-hand partie: the winner gains ``pts``, the loser pays them."""
    winner = None if drawn else players[not a_won]
    points = 0 if drawn else pts
    return PartieRecord(
        players,
        "rubicon",
        None,
        6,
        True,
        (0, 0),
        winner,
        None if drawn else players[a_won],
        drawn,
        points,
        settlement=tuple(points if p == winner else -points for p in players) if winner else (0, 0),
        labels=("rubicon",) if rubicon and not drawn else (),
    )


records = st.builds(
    two_hand,
    st.sampled_from([("A", "B"), ("B", "C"), ("C", "A"), ("B", "A")]),
    st.booleans(),
    st.integers(100, 700),
    st.booleans(),
    st.booleans(),
)


@given(st.lists(records, max_size=30))
def test_money_and_points_balance(parties: list[PartieRecord]) -> None:
    """Whatever the parties, what one player is up another is down, pair by pair and in all."""
    ledger = build_ledger(parties)
    assert sum(p.net for p in ledger.players) == 0
    for pair in ledger.pairs:
        a, b = pair.players
        between = [r for r in parties if set(r.players) == {a, b}]
        assert pair.won + pair.lost + pair.drawn == len(between)
        assert pair.net == sum(r.points if r.winner == a else -r.points for r in between if not r.drawn)
    assert ledger.settled == len(parties)
    for name, trend in ledger.trend.items():
        assert trend[-1].net == next(p.net for p in ledger.players if p.name == name)


@st.composite
def table_parties(draw: st.DrawFn) -> PartieRecord:
    """A finished partie of two to four players from A–E, with any settlement summing to zero."""
    players = tuple(draw(st.lists(st.sampled_from("ABCDE"), min_size=2, max_size=4, unique=True)))
    gains = draw(st.lists(st.integers(-500, 500), min_size=len(players) - 1, max_size=len(players) - 1))
    settlement = (*gains, -sum(gains))
    return PartieRecord(
        players,
        "",
        None,
        4,
        True,
        (0,) * len(players),
        stats=(DealStats(),) * len(players),
        settlement=settlement,
    )


@given(st.lists(table_parties(), max_size=20))
def test_every_player_is_settled_against_every_other(parties: list[PartieRecord]) -> None:
    """Parties of two, three and four in one book: the players' nets sum to zero, each player's
    net is his pairs' nets together, and each is what his settlements add up to."""
    ledger = build_ledger(parties)
    assert sum(p.net for p in ledger.players) == 0
    for p in ledger.players:
        assert p.net == sum(r.gain(p.name) for r in parties if p.name in r.players)
        from_pairs = sum(
            pair.net if pair.players[0] == p.name else -pair.net
            for pair in ledger.pairs
            if p.name in pair.players
        )
        assert from_pairs == p.net


def test_three_players_losers_pay_the_winners() -> None:
    """A +30, B −15, C −15: B and C each pay A 15; nothing passes between B and C, so the partie
    is not theirs to count as won, lost or drawn."""
    record = PartieRecord(
        ("A", "B", "C"), "", None, 3, True, (0, 0, 0), stats=(DealStats(),) * 3, settlement=(30, -15, -15)
    )
    ledger = build_ledger([record])
    nets = {pair.players: (pair.net, pair.won, pair.lost, pair.drawn) for pair in ledger.pairs}
    assert nets == {("A", "B"): (15, 1, 0, 0), ("A", "C"): (15, 1, 0, 0)}  # B and C both paid A: not a pair
    assert [(p.name, p.net, p.won, p.lost) for p in ledger.players] == [
        ("A", 30, 1, 0),
        ("B", -15, 0, 1),
        ("C", -15, 0, 1),
    ]


def test_transfers_are_whole_and_come_to_each_settlement() -> None:
    """A +10, B +10, C −7, D −13: C pays A 7; D pays A 3 and B 10."""
    from piquet_cli.games.ledger import transfers

    assert transfers(("A", "B", "C", "D"), (10, 10, -7, -13)) == {
        ("C", "A"): 7,
        ("D", "A"): 3,
        ("D", "B"): 10,
    }
