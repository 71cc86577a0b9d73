"""A two-hand partie's record for the scorebook's index, straight from its document (issue 25).

``history`` and ``ledger`` need of a partie only its ``PartieRecord``: the players, the
totals, the result, each player's deal statistics. Scoring the file the full way
(``scorebook.scoring``: every deal into facts, the match loop, the neutral view with its
rulings, sentences and rows) costs several times what parsing it does, so the index's cold
rebuild makes the record here instead, for the parties most scorebooks hold: rubicon and
four-deal parties of two, not open, no agreements. A deal of quick totals is added up as it
stands; a deal entered in full is scored by the engine's own ``score_deal`` (Law 67), its
figures kept for the next deal of the same table (``_SCORED``: a quick entry's ``totals`` are
the same from file to file, and a scorebook's declarations often are).

Whatever this path does not take as plainly lawful — another rule set, a key it does not
know, a value of another kind, a throw-in, a deal after the end, any error at all — gives
None, and the file goes the full way, which refuses it or records it as it always has: the
record made here is the one ``partie_record.record_of`` makes of the full view
(``tests/test_quick_record.py`` holds them equal).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet_cli.games.partie_record import DealStats, PartieRecord
from piquet_cli.games.piquet.deal import Agreements, DealFacts, score_deal
from piquet_cli.games.piquet.limits import MOST_IN_A_DEAL
from piquet_cli.games.piquet.partie import Partie, RuleSet, _result
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.piquet.views import CAPOT, RULES_WORDS

_RULES = {"rubicon": RuleSet.RUBICON, "four-deal": RuleSet.FOUR_DEAL}
"""The rule sets this path takes, and the deals that end them (then two more if level)."""
_BASE = {RuleSet.RUBICON: 6, RuleSet.FOUR_DEAL: 4}
_FOREIGN = frozenset({"open", "agreements", "target", "game_format"})
"""Top-level keys this path leaves to the full reading (an open partie, au cent's agreements,
a target, a game format of its own)."""
_DEAL_KEYS = frozenset(f.key for f in SPEC.fields) - {"throw_in", "first_to_100", "double_game"}
"""A deal's keys taken here: those whose deal scores the same wherever it stands in a partie
(a throw-in is judged by the deal's number and the totals before it; au cent's by its games)."""
_SCORED: dict[tuple[Any, ...], tuple[int, int, tuple[int, int, int], tuple[int, int, int]]] = {}
"""A deal's table, as a key (``_frozen``), to its figures: elder's and younger's totals and each
one's repique, pique, capot (0 or 1). One process at a time; kept small (``_SCORED_MOST``)."""
_SCORED_MOST = 4096
_LIST = object()
_BOOL = object()
_NOTHING = (0, 0, 0)


class _Decline(Exception):
    """Not for this path: the full reading decides."""


def quick_record(doc: Mapping[str, Any], created: str | None, origin: str) -> PartieRecord | None:
    """The record ``record_of`` makes of ``doc``'s full view, or None to score it the full way."""
    try:
        return _record(doc, created, origin)
    except Exception:  # noqa: BLE001 — anything unusual, even a bug here: the full way says what it is
        return None


def _record(doc: Mapping[str, Any], created: str | None, origin: str) -> PartieRecord | None:
    rules = _RULES.get(doc.get("rules"))  # type: ignore[arg-type]
    players = doc.get("players")
    first = doc.get("first_dealer")
    deals = doc.get("deals", [])
    if (
        rules is None
        or type(players) is not list
        or len(players) != 2
        or type(first) is not str
        or type(deals) is not list
        or not _FOREIGN.isdisjoint(doc)
        or ("imported_from" in doc and type(doc["imported_from"]) is not str)
    ):
        return None
    a, b = players
    if (
        type(a) is not str
        or type(b) is not str
        or not a.strip()
        or not b.strip()
        or a == b
        or first not in players
    ):
        return None
    # The deal alternates (Law 16): the non-dealer is elder; Bob first dealer, Ann elder in deal 1.
    odd, even = ((a, b), (b, a)) if first == b else ((b, a), (a, b))
    base = _BASE[rules]
    four_deal = rules is RuleSet.FOUR_DEAL
    totals = {a: 0, b: 0}
    added: dict[str, list[int]] = {a: [], b: []}
    counts = {a: [0, 0, 0], b: [0, 0, 0]}
    quick = 0
    over = False
    for number, raw in enumerate(deals, start=1):
        if over or type(raw) is not dict:
            return None  # a deal after the end, or no table: the full way's refusal
        elder, younger = odd if number % 2 else even
        figures = _figures(raw)
        if figures is None:  # quick totals
            te, ty = raw["totals"]
            quick += 1
        else:
            te, ty, ce, cy = figures
            for mine, got in ((counts[elder], ce), (counts[younger], cy)):
                mine[0] += got[0]
                mine[1] += got[1]
                mine[2] += got[2]
        if four_deal and number in (1, 4):  # the first and last of the four count double
            te, ty = te * 2, ty * 2
        totals[elder] += te
        totals[younger] += ty
        added[elder].append(te)
        added[younger].append(ty)
        over = (totals[a] != totals[b]) if number == base else number >= base + 2
    result = _result(Partie((a, b), players.index(first), rules), totals, ()) if over else None
    count = len(deals)
    stats = tuple(
        DealStats(
            count,
            sum(added[p]),
            max(added[p]) if count else None,
            quick,
            {"repique": counts[p][0], "pique": counts[p][1], "capot": counts[p][2]},
        )
        for p in (a, b)
    )
    return PartieRecord(
        players=(a, b),
        rules=rules.value,
        created=created,
        deals=count,
        finished=over,
        totals=(totals[a], totals[b]),
        winner=result.winner if result else None,
        loser=result.loser if result else None,
        drawn=result.drawn if result else False,
        points=result.points if result else 0,
        stats=stats,
        origin=origin,
        game="piquet",
        rules_words=RULES_WORDS[rules],
        settlement=(result.settlement.get(a, 0), result.settlement.get(b, 0)) if result else (0, 0),
        labels=result.labels if result else (),
        unit=result.unit if result else "points",
        teams=(),
        result_extra=tuple(result.json_extra.items()) if result else (),
        playing=(),
    )


def _figures(raw: dict[str, Any]) -> tuple[int, int, tuple[int, int, int], tuple[int, int, int]] | None:
    """A deal's totals and counts (None: quick totals, which are lawful as they stand); _Decline
    for what the full way must judge."""
    note = raw.get("note")
    if note is not None and type(note) is not str:
        raise _Decline
    if "totals" in raw and len(raw) == (1 if note is None else 2):  # quick totals, and a note
        pair = raw["totals"]
        if (
            type(pair) is not list
            or len(pair) != 2
            or type(pair[0]) is not int
            or type(pair[1]) is not int
            or not 0 <= pair[0] <= MOST_IN_A_DEAL
            or not 0 <= pair[1] <= MOST_IN_A_DEAL
        ):
            raise _Decline
        return None
    if not raw.keys() - {"note"} <= _DEAL_KEYS:
        raise _Decline
    key = tuple((k, _frozen(v)) for k, v in raw.items() if k != "note")
    known = _SCORED.get(key)
    if known is None:
        known = _SCORED[key] = _score(raw)
        if len(_SCORED) > _SCORED_MOST:
            _SCORED.clear()
            _SCORED[key] = known
    return known


def _score(raw: dict[str, Any]) -> tuple[int, int, tuple[int, int, int], tuple[int, int, int]]:
    """A deal entered in full, read and scored by the engine as a partie's reading does."""
    from piquet_cli.games import get_game
    from piquet_cli.games.record import deal_from_dict

    facts = deal_from_dict(get_game("piquet"), raw, 1, 2, 2)
    if type(facts) is not DealFacts:
        raise _Decline
    score = score_deal(facts, ("Elder", "Younger"), Agreements())
    elder, younger = score.elder, score.younger
    return (
        elder.total,
        younger.total,
        (int(bool(elder.repique)), int(bool(elder.pique)), int(elder.cards == CAPOT)),
        (int(bool(younger.repique)), int(bool(younger.pique)), int(younger.cards == CAPOT)),
    )


def _frozen(value: Any) -> Any:
    """A value of a deal's table as a key that equals only the same value of the same kind
    (``true`` is not 1, nor 1.0 is 1); _Decline for a kind no deal's key holds."""
    kind = type(value)
    if kind is str or kind is int:
        return value
    if kind is bool:
        return (_BOOL, value)
    if kind is list and all(type(v) is int or type(v) is str for v in value):
        return (_LIST, *value)
    raise _Decline
