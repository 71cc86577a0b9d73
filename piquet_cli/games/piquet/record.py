"""A partie as the plain document kept in its TOML file, and back.

The file stores the facts entered at the table in the notation of PRODUCT.md,
never derived scores (docs/file-format.md). Reading checks every value; an
error carries its place as the engine's errors do (``deal``, ``field``,
``side``), and ``deal_key`` names the key that holds it, so the file loader
can point at its line: ``deal 4, elder_point: …``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from piquet_cli.cards import format_cards, parse_cards
from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.games.piquet.answers import CATEGORIES, Answers, format_answer, parse_answer
from piquet_cli.games.piquet.deal import Agreements, AnnouncedPlay, Calls, DealFacts
from piquet_cli.games.piquet.notation import (
    format_barred,
    format_point,
    format_sequences,
    format_sets,
    format_tricks,
    parse_barred,
    parse_point,
    parse_sequences,
    parse_sets,
    parse_side,
    parse_tricks,
)
from piquet_cli.games.piquet.partie import RULE_FORMS, Partie, RuleSet
from piquet_cli.games.side import Side

FORMAT = 2
GAME = "piquet"
T = TypeVar("T")

DEAL_KEYS = (
    "carte_blanche",
    "exchange",
    "elder_point",
    "elder_sequences",
    "elder_sets",
    "younger_point",
    "younger_sequences",
    "younger_sets",
    "point_answer",
    "sequences_answer",
    "sets_answer",
    "elder_hand",
    "younger_hand",
    "tricks",
    "play",
    "won",
    "pique",
    "low_leads",
    "totals",
    "throw_in",
    "barred",
    "first_to_100",
    "double_game",
    "note",
)


def deal_to_dict(facts: DealFacts, note: str | None = None) -> dict[str, Any]:
    """The facts of one deal, in notation, leaving out what was not given."""
    out: dict[str, Any] = {}
    if facts.carte_blanche:
        out["carte_blanche"] = facts.carte_blanche[0].value if len(facts.carte_blanche) == 1 else "both"
    if facts.exchange is not None:
        out["exchange"] = list(facts.exchange)
    for side in Side:
        calls = facts.calls(side)
        if calls.point is not None:
            out[f"{side.value}_point"] = format_point(calls.point)
        if calls.sequences is not None:
            out[f"{side.value}_sequences"] = format_sequences(calls.sequences)
        if calls.sets is not None:
            out[f"{side.value}_sets"] = format_sets(calls.sets)
    for category in CATEGORIES:
        if facts.answers.of(category):
            out[f"{category}_answer"] = format_answer(facts.answers.of(category))
    for side in Side:
        hand = facts.hand(side)
        if hand is not None:
            out[f"{side.value}_hand"] = format_cards(hand)
    if facts.tricks is not None:
        out["tricks"] = format_tricks(facts.tricks)
    if facts.announced is not None:
        out["play"] = list(facts.announced.play)
        out["won"] = list(facts.announced.won)
        if facts.announced.pique:
            out["pique"] = True
    if facts.low_leads:
        out["low_leads"] = list(facts.low_leads)
    if facts.totals is not None:
        out["totals"] = list(facts.totals)
    if facts.throw_in is not None:
        out["throw_in"] = facts.throw_in.value
    if facts.barred is not None or facts.barred_from:
        out["barred"] = format_barred(facts.barred, facts.barred_from)
    if facts.first_to_100 is not None:
        out["first_to_100"] = facts.first_to_100.value
    if facts.double_game is not None:
        out["double_game"] = facts.double_game
    if note:
        out["note"] = note
    return out


SIDED_FACTS = ("point", "sequences", "sets", "hand")
"""The facts a deal holds once for each player, as ``elder_<fact>`` and ``younger_<fact>``."""


def deal_key(field: str | None, side: str | None) -> str | None:
    """The key of a deal's table that holds ``field`` (an engine error's fact) for ``side``."""
    if field is None:
        return None
    return f"{side}_{field}" if side is not None and field in SIDED_FACTS else field


def _problem(message: str, number: int, key: str | None = None) -> FileProblem:
    """A problem with deal ``number`` of the file, at ``key``, structured as the engine's
    errors are (field, side, deal): the file loader turns it into the key's line."""
    side, _, fact = (key or "").partition("_")
    if side in ("elder", "younger") and fact in SIDED_FACTS:
        return FileProblem(message, field=fact, side=side, deal=number)
    return FileProblem(message, field=key, deal=number)


def _field(number: int, key: str, raw: Any, parse: Callable[[Any], T]) -> T:
    try:
        return parse(raw)
    except BadValue as error:
        raise _problem(error.message, number, key) from None


def _text(raw: Any) -> str:
    if not isinstance(raw, str):
        raise BadValue(f"expected text in quotes, found {raw!r}.")
    return raw


def _pair(raw: Any) -> tuple[int, int]:
    if (
        not isinstance(raw, list)
        or len(raw) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)
    ):
        raise BadValue(f"expected two whole numbers, elder first, like [5, 3]; found {raw!r}.")
    return raw[0], raw[1]


def _side(raw: Any) -> Side:
    return parse_side(_text(raw))


def deal_from_dict(raw: Any, number: int) -> DealFacts:
    """Deal ``number``'s facts from its table in the file; errors name the deal and the key."""
    if not isinstance(raw, dict):
        raise _problem(f"expected a table of the deal's facts, found {raw!r}.", number)
    unknown = sorted(set(raw) - set(DEAL_KEYS))
    if unknown:
        raise _problem(f"unknown key {unknown[0]!r}; a deal has {', '.join(DEAL_KEYS)}.", number, unknown[0])
    get = raw.get

    def opt(key: str, parse: Callable[[Any], T]) -> T | None:
        return None if get(key) is None else _field(number, key, get(key), parse)

    carte = opt("carte_blanche", _text)
    carte_sides: tuple[Side, ...] = ()
    if carte is not None:
        carte_sides = (
            (Side.ELDER, Side.YOUNGER)
            if carte == "both"
            else (_field(number, "carte_blanche", carte, parse_side),)
        )

    def calls(side: Side) -> Calls:
        return Calls(
            opt(f"{side.value}_point", lambda v: parse_point(_text(v))),
            opt(f"{side.value}_sequences", lambda v: parse_sequences(_text(v))),
            opt(f"{side.value}_sets", lambda v: parse_sets(_text(v))),
        )

    announced = None
    if get("play") is not None or get("won") is not None:
        play = opt("play", _pair)
        won = opt("won", _pair)
        if play is None or won is None:
            raise _problem(
                "play and won go together (play points and tricks won).",
                number,
                "won" if won is None else "play",
            )
        pique = get("pique", False)
        if not isinstance(pique, bool):
            raise _problem(f"expected true or false, found {pique!r}.", number, "pique")
        announced = AnnouncedPlay(play, won, pique)
    low = get("low_leads", [])
    if not isinstance(low, list) or not all(isinstance(t, int) for t in low):
        raise _problem(f"expected a list of trick numbers, found {low!r}.", number, "low_leads")
    answers = Answers(
        *(opt(f"{category}_answer", lambda v: parse_answer(_text(v))) or () for category in CATEGORIES)
    )
    bars = opt("barred", lambda v: parse_barred(_text(v))) or (None, ())
    double = get("double_game")
    if double is not None and not isinstance(double, bool):
        raise _problem(f"expected true or false, found {double!r}.", number, "double_game")
    note = get("note")
    if note is not None and not isinstance(note, str):
        raise _problem(f"expected text in quotes, found {note!r}.", number, "note")
    return DealFacts(
        carte_blanche=carte_sides,
        exchange=opt("exchange", _pair),
        elder=calls(Side.ELDER),
        younger=calls(Side.YOUNGER),
        elder_hand=opt("elder_hand", lambda v: parse_cards(_text(v))),
        younger_hand=opt("younger_hand", lambda v: parse_cards(_text(v))),
        tricks=opt("tricks", lambda v: parse_tricks(_text(v))),
        announced=announced,
        low_leads=tuple(low),
        totals=opt("totals", _pair),
        throw_in=opt("throw_in", _side),
        barred=bars[0],
        barred_from=bars[1],
        first_to_100=opt("first_to_100", _side),
        double_game=double,
        answers=answers,
    )


def partie_to_dict(
    partie: Partie, meta: dict[str, Any] | None = None, notes: list[str | None] | None = None
) -> dict[str, Any]:
    """The whole document for a partie; ``meta`` carries keys such as ``created``."""
    doc: dict[str, Any] = {
        "format": FORMAT,
        "game": GAME,
        "rules": partie.rules.value,
        "players": list(partie.players),
        "first_dealer": partie.players[partie.first_dealer],
    }
    doc |= meta or {}
    if partie.rules is RuleSet.AU_CENT:
        doc["agreements"] = {
            "point_ending_in_four": partie.agreements.point_ending_in_four,
            "low_cards_lead_nothing": partie.agreements.low_cards_lead_nothing,
        }
    notes = notes or []
    doc["deals"] = [deal_to_dict(d, notes[i] if i < len(notes) else None) for i, d in enumerate(partie.deals)]
    return doc


META_KEYS = ("created", "imported_from")
PARTIE_KEYS = ("format", "game", "rules", "players", "first_dealer", "agreements", "deals")
"""The top-level keys the keeper reads; any other (``created``, ``venue`` …) is kept as written."""
AGREEMENT_KEYS = ("point_ending_in_four", "low_cards_lead_nothing")


def partie_from_dict(doc: dict[str, Any]) -> tuple[Partie, dict[str, Any], list[str | None]]:
    """A partie, its metadata and the deals' notes from a document read from a file."""
    game = doc.get("game", GAME)
    if game != GAME:
        raise FileProblem(f"game = {game!r}: this partie is not piquet (only piquet is kept so far).")
    players = doc.get("players")
    if (
        not isinstance(players, list)
        or len(players) != 2
        or not all(isinstance(p, str) and p.strip() for p in players)
    ):
        raise FileProblem('players: expected two names, like players = ["Ann", "Bob"].')
    if players[0] == players[1]:
        raise FileProblem(f"players: both players are called {players[0]!r}; give them different names.")
    rules_text = doc.get("rules", "rubicon")
    try:
        rules = RuleSet(rules_text)
    except ValueError:
        raise FileProblem(f"rules = {rules_text!r}: the rules are {RULE_FORMS}.") from None
    first = doc.get("first_dealer", players[0])
    if first not in players:
        raise FileProblem(
            f"first_dealer = {first!r}: expected one of the players, {players[0]!r} or {players[1]!r}."
        )
    agreements_raw = doc.get("agreements", {})
    if not isinstance(agreements_raw, dict) or not all(isinstance(v, bool) for v in agreements_raw.values()):
        raise FileProblem("agreements: expected true/false values.")
    unknown = sorted(set(agreements_raw) - set(AGREEMENT_KEYS))
    if unknown:
        raise FileProblem(
            f"agreements: unknown key {unknown[0]!r}; the agreements are {', '.join(AGREEMENT_KEYS)}."
        )
    if rules is not RuleSet.AU_CENT and any(agreements_raw.values()):
        raise FileProblem(
            f"agreements: they belong to piquet au cent, and this partie is {rules.value}; "
            'set rules = "au-cent" or remove them.'
        )
    agreements = Agreements(
        False,
        agreements_raw.get("point_ending_in_four", False),
        agreements_raw.get("low_cards_lead_nothing", False),
    )
    deals_raw = doc.get("deals", [])
    if not isinstance(deals_raw, list):
        raise FileProblem("deals: expected a list of [[deals]] tables.")
    deals = tuple(deal_from_dict(d, i) for i, d in enumerate(deals_raw, start=1))
    notes = [d.get("note") if isinstance(d, dict) else None for d in deals_raw]
    meta = {k: v for k, v in doc.items() if k not in PARTIE_KEYS}  # kept as written, through every save
    if rules is not RuleSet.AU_CENT and "agreements" in doc:
        meta["agreements"] = agreements_raw  # all false (see above): kept as written
    if not isinstance(meta.get("imported_from", ""), str):
        raise FileProblem(f"imported_from: expected text in quotes, found {meta['imported_from']!r}.")
    return Partie((players[0], players[1]), players.index(first), rules, agreements, deals), meta, notes
