"""What ``piquet ledger`` gives programs and spreadsheets: its JSON (stable keys) and its CSV,
a row a pair of players and a row a player, each game apart; and the game's own words for a
result the ledger counts ("rubicon"), which the text shares."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from piquet_cli.cli.books import write_csv
from piquet_cli.cli.stake import Terms, money_text

if TYPE_CHECKING:
    from piquet_cli.games.ledger import Ledger, PairLedger, PlayerLedger


def label_words(game: str) -> tuple[str, ...]:
    """The game's own words for a result that the ledger counts ("rubicon"), from its spec."""
    from piquet_cli.games import game_spec

    spec = game_spec(game)
    return tuple(label for label, _why in spec.result_labels) if spec is not None else ()


def ledger_json(ledgers: list[tuple[str, Ledger]], terms: Terms, damaged: int, chart: bool) -> dict[str, Any]:
    """One document for every game: each pair and player says its ``game``."""
    pairs: list[dict[str, Any]] = []
    players: list[dict[str, Any]] = []
    trend: dict[str, list[dict[str, Any]]] = {}
    for game, ledger in ledgers:
        words = label_words(game)
        pairs += [pair_json(game, pair, terms, words) for pair in ledger.pairs]
        owed = money_by_player(ledger, terms)
        players += [
            player_json(game, p, owed[p.name], terms, words)
            | {
                column.lower().replace(" ", "_"): values.get(p.name)
                for column, values in ledger.columns.items()
            }
            for p in ledger.players
        ]
        for name, points in ledger.trend.items():
            key = name if len(ledgers) == 1 else f"{name} ({game})"
            trend[key] = [{"partie": t.partie, "created": t.created, "net": t.net} for t in points]
    doc: dict[str, Any] = {
        "stake": money_text(terms.stake, terms.stake),
        "per": terms.per,
        "ignore_below": terms.ignore_below,
        "parties": {
            "settled": sum(ledger.settled for _key, ledger in ledgers),
            "unfinished_skipped": sum(ledger.unfinished for _key, ledger in ledgers),
            "in_games": sum(ledger.in_games for _key, ledger in ledgers),
            "damaged_skipped": damaged,
        },
        "pairs": pairs,
        "players": players,
    }
    if chart:
        doc["trend"] = trend
    return doc


def pair_json(game: str, pair: PairLedger, terms: Terms, words: tuple[str, ...]) -> dict[str, Any]:
    a, b = pair.players
    s = pair.settle(terms.stake, terms.per, terms.ignore_below)
    return {
        "game": game,
        "players": [a, b],
        "won": {a: pair.won, b: pair.lost},
        "drawn": pair.drawn,
        **{f"{word}s_inflicted": dict(zip((a, b), pair.label(word))) for word in words},
        "net": {a: pair.net, b: -pair.net},
        "money": {
            "owed_by": s.debtor,
            "owed_to": s.creditor,
            "points": s.points,
            "reckoned_points": s.reckoned,
            "amount": money_text(s.amount, terms.stake),
        },
    }


def player_json(
    game: str, p: PlayerLedger, owed: Decimal, terms: Terms, words: tuple[str, ...]
) -> dict[str, Any]:
    st = p.stats
    return {
        "game": game,
        "name": p.name,
        "parties": p.parties,
        "won": p.won,
        "lost": p.lost,
        "drawn": p.drawn,
        **{
            f"{word}s_{way}": n
            for word in words
            for way, n in zip(("inflicted", "suffered"), p.label(word), strict=True)
        },
        "net": p.net,
        "money": money_text(owed, terms.stake),
        "deals": st.deals,
        "average_deal": None if st.average is None else round(st.average, 2),
        "best_deal": st.best,
        "unknown_deals": st.unknown,
        "stats": {
            key: {"deals": n, "share": None if st.share(n) is None else round(st.share(n) or 0, 4)}
            for key, n in st.counts.items()
        },
    }


def money_by_player(ledger: Ledger, terms: Terms) -> dict[str, Decimal]:
    """Each player's money over all his pairs: each pair settled on its own balance."""
    owed = {p.name: Decimal(0) for p in ledger.players}
    for pair in ledger.pairs:
        s = pair.settle(terms.stake, terms.per, terms.ignore_below)
        if s.debtor is not None and s.creditor is not None:
            owed[s.creditor] += s.amount
            owed[s.debtor] -= s.amount
    return owed


def ledger_csv(ledgers: list[tuple[str, Ledger]], terms: Terms) -> None:
    rows = []
    words = tuple(dict.fromkeys(word for game, _why in ledgers for word in label_words(game)))
    for game, ledger in ledgers:
        for pair in ledger.pairs:
            s = pair.settle(terms.stake, terms.per, terms.ignore_below)
            rows.append(
                [
                    *pair.players,
                    pair.won,
                    pair.lost,
                    pair.drawn,
                    *(n for word in words for n in pair.label(word)),
                    pair.net,
                    s.debtor or "",
                    s.creditor or "",
                    money_text(s.amount, terms.stake),
                    *((game,) if len(ledgers) > 1 else ()),
                ]
            )
    write_csv(
        [
            "player_a",
            "player_b",
            "won_a",
            "won_b",
            "drawn",
            *(f"{word}s_{who}" for word in words for who in ("a", "b")),
            "net_a",
            "owed_by",
            "owed_to",
            "amount",
            *(("game",) if len(ledgers) > 1 else ()),
        ],
        rows,
    )
