"""Three-hand piquet on the seam (``games.protocol.Game``, through ``game.TABLE_MODULES``).

A partie of three is one game (``three_hand_game``): the deals pass round the table, each
scored by ``three_hand.score_three_hand`` (or entered by its totals, a seat each in playing
order), until one player reaches the target and leaves; the other two then play on, two-hand,
their scores carried, each deal an ordinary two-hand deal (``deal.score_deal``, elder and
younger), to the same target. The first of them to reach it is the runner-up and breaks even;
the other loses one game to the first out. Plain Python: the walkthrough is in
``three_hand_walk``, loaded only at the table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.deal import DealFacts, DealScore, score_deal
from piquet_cli.games.piquet.facts import CATEGORIES
from piquet_cli.games.piquet.table_facts import TableDeal, is_table_deal, table_facts_of
from piquet_cli.games.piquet.three_hand import (
    HAND_CARDS,
    TRICKS,
    ThreeHandScore,
    score_three_hand,
)
from piquet_cli.games.piquet.three_hand_calls import (
    ORDER_OF_CALLS,
    SEATS,
    SeatRuling,
    compare_group,
    compare_points,
    listed,
    score_carte_blanche,
)
from piquet_cli.games.piquet.three_hand_entry import (
    SEAT_KEYS,
    check_seat_counts,
    engine_facts,
    score_table_deal,
)
from piquet_cli.games.piquet.three_hand_game import STAKE, TARGET, ThreeHandGame, play_game
from piquet_cli.games.piquet.three_hand_play import CAPOT, PIQUE, PIQUE_AT, REPIQUE, bonus
from piquet_cli.games.piquet.views import ROWS, score_view
from piquet_cli.games.view import DealView, Partie, PartieView, Report, Ruling, SideView

if TYPE_CHECKING:
    from piquet_cli.games.base import Needs
    from piquet_cli.games.protocol import Game, Table

TARGET_KEY = "target"

FINISH_DEALER = "round the table, skipping the player who is out"
"""Keeper's ruling: the sources say only that the other two play on, two-hand. The keeper has
the deal go on round the table, skipping the player who is out: the one after the last dealer
(not out) deals the first deal of the two, and then the deal alternates between them, as in
the two-hand game (Law 16)."""

SEAT_NAMES = ("Seat 1", "Seat 2", "Seat 3")
"""The seats of a deal ruled on with no partie (``piquet rule``): 1 the eldest, 3 the dealer."""


NOTABLE = ("repique", "pique")


def target_of(partie: Partie) -> int:
    """The points the game is played to: the partie's ``--target N``, else the keeper's 100."""
    return int(partie.options.get(TARGET_KEY, TARGET))


# -- the deal at three ------------------------------------------------------------------


def capot_points(tricks: tuple[int, ...]) -> tuple[int, ...]:
    """What each seat scores for the others' capots (in the engine's ``cards``)."""
    won = [sum(1 for w in tricks if w == seat) for seat in range(1, SEATS + 1)]
    capots = sum(1 for n in won if n == 0)
    return tuple(CAPOT * capots if n else 0 for n in won)


def ruling_of(said: SeatRuling) -> Ruling:
    """An engine ruling (seat numbers) as the view's (``good`` None; the names are in the reason)."""
    return Ruling(said.category, None, said.points, said.reason, said.law)


def is_notable(ruling: Ruling) -> bool:
    """Repique, pique and capot: said aloud in every path."""
    return ruling.category in NOTABLE or (ruling.category == "cards" and "capot" in ruling.reason)


def three_deal_view(
    number: int, seats: tuple[str, ...], score: ThreeHandScore, tricks: tuple[int, ...]
) -> DealView:
    capot = capot_points(tricks)
    sides: dict[str, SideView] = {}
    for i, name in enumerate(seats):
        got = score.scores[i]
        rows: dict[str, int | None] = {key: got.get(key, 0) for key in CATEGORIES}
        rows["cards"] = got["cards"] - capot[i]
        rows["capot"] = capot[i]
        total = sum(got.values())
        doc: dict[str, Any] = {key: got[key] for key in CATEGORIES} | {"capot": capot[i], "total": total}
        sides[name] = SideView(MappingProxyType(rows), total, MappingProxyType(doc))
    rulings = tuple(ruling_of(r) for r in score.rulings)
    return DealView(
        number,
        seats[-1],
        seats,
        MappingProxyType(sides),
        rulings=rulings,
        notable=tuple(r for r in rulings if is_notable(r)),
    )


def quick_view(
    number: int, seats: tuple[str, ...], totals: tuple[int, ...], others: tuple[str, ...] = ()
) -> DealView:
    """A deal entered by its totals only (``others``: a player out, who scores nothing in it)."""
    sides = {
        name: SideView(
            MappingProxyType(dict.fromkeys((r.key for r in ROWS), None)),
            total,
            MappingProxyType(dict.fromkeys(CATEGORIES, None) | {"capot": None, "total": total}),
        )
        for name, total in zip(seats, totals, strict=True)
    }
    for name in others:
        sides[name] = out_side()
    words = ", ".join(f"{n} {t}" for n, t in zip(seats, totals, strict=True))
    ruling = Ruling("totals", None, 0, f"Quick entry: {words}.", "")
    return DealView(number, seats[-1], seats, MappingProxyType(sides), quick=True, rulings=(ruling,))


def out_side() -> SideView:
    """The player who is out, in a deal of the two-hand finish: nothing."""
    return SideView(
        MappingProxyType(dict.fromkeys((r.key for r in ROWS), None)), 0, MappingProxyType({"total": 0})
    )


def only_totals(deal: TableDeal) -> bool:
    return all(getattr(deal, key) is None for key, _ in SEAT_KEYS) and (
        deal.tricks is None and deal.exchange is None and not deal.carte_blanche
    )


def three_deal(facts: Any, seats: tuple[str, ...], number: int) -> DealView:
    """One deal while all three are at the table, scored; BadValue(deal=number) if it cannot be."""
    if not isinstance(facts, TableDeal):
        raise BadValue(
            f"deal {number} is played by the three at the table, {listed(list(seats))} in playing order: "
            "give a value a seat: the totals (20,10,5), or each seat's calls and the tricks by seat (1231231231).",
            deal=number,
        )
    try:
        check_seat_counts(facts)
        if facts.totals is not None:
            if not only_totals(facts):
                raise BadValue("give a deal's totals alone, or the deal whole without them.", field="totals")
            return quick_view(number, seats, facts.totals)
        score = score_table_deal(facts, seats)
    except BadValue as error:
        raise BadValue(error.message, field=error.field, side=error.side, deal=number) from None
    return three_deal_view(number, seats, score, facts.tricks or ())


# -- the two-hand finish ----------------------------------------------------------------

TWO_HAND_ONLY = ("first_to_100", "double_game", "low_leads", "throw_in")
"""Two-hand facts of rules the finish is not played by (au cent's, the last deal's throw-in)."""


def two_deal(
    facts: Any, seats: tuple[str, ...], number: int, out: str, round_seats: tuple[str, ...]
) -> DealView:
    """One deal of the two-hand finish between ``seats`` (elder, younger), ``out`` having left.
    A card's row of three totals (``piquet import``) is taken when the player out scores 0 in it."""
    elder, younger = seats
    if isinstance(facts, TableDeal):
        by_name = dict(zip(round_seats, facts.totals or (), strict=False))
        if (
            facts.totals is not None
            and only_totals(facts)
            and len(facts.totals) == SEATS
            and by_name[out] == 0
        ):
            facts = DealFacts(totals=(by_name[elder], by_name[younger]))
        else:
            raise BadValue(
                f"deal {number} is of the two-hand finish: {out} is out, and {elder} and {younger} play on, "
                f"{elder} elder; give it as a two-hand deal (the totals, elder first, or the two-hand deal's facts).",
                field="totals" if facts.totals is not None else None,
                deal=number,
            )
    for key in TWO_HAND_ONLY:
        value = getattr(facts, key)
        if value not in (None, (), False):
            raise BadValue(
                f"deal {number} is of three-hand's two-hand finish, played to the target: "
                f"{key.replace('_', ' ')} belongs to other rules.",
                field=key,
                deal=number,
            )
    try:
        score: DealScore = score_deal(facts, (elder, younger))
    except BadValue as error:
        raise BadValue(error.message, field=error.field, side=error.side, deal=number) from None
    view = score_view(score, (elder, younger), 1, number)
    sides = dict(view.sides) | {out: out_side()}
    return view._replace(sides=MappingProxyType(sides))


# -- the game ---------------------------------------------------------------------------


class Stage(NamedTuple):
    """The game after some deals: where it stands, and who plays the next deal."""

    game: ThreeHandGame
    seats: tuple[str, ...]  # the next deal's, in playing order, the dealer last


def seats_after(partie: Partie, game: ThreeHandGame, number: int, last_dealer: str | None) -> tuple[str, ...]:
    """The seats of deal ``number``: round the table while three play; then the two, the deal
    going on round the table skipping the player out (``FINISH_DEALER``)."""
    if game.first_out is None or last_dealer is None:
        return partie.names(number)
    players = partie.players
    at = players.index(last_dealer)
    dealer = next(
        players[(at + k) % len(players)]
        for k in range(1, len(players) + 1)
        if players[(at + k) % len(players)] != game.first_out
    )
    elder = next(p for p in game.playing_on if p != dealer) if game.playing_on else dealer
    return (elder, dealer)


def score(partie: Partie) -> PartieView:
    """Every deal in turn, and where the game stands."""
    target = target_of(partie)
    players = partie.players
    game = play_game(players, (), target)
    seats = partie.names(1)
    deals: list[DealView] = []
    totals_by_deal: list[tuple[tuple[str, int], ...]] = []
    running: list[Mapping[str, int]] = []
    for number, facts in enumerate(partie.deals, start=1):
        if game.finished:
            raise BadValue(f"deal {number} comes after the game's end: {game.words()}", deal=number)
        if game.first_out is None:
            view = three_deal(facts, seats, number)
        else:
            view = two_deal(facts, seats, number, game.first_out, partie.names(number))
        totals_by_deal.append(tuple((p, view.added(p)) for p in view.seats))
        try:
            after = play_game(players, totals_by_deal, target)
        except BadValue as error:
            raise BadValue(error.message, field=error.field, deal=number) from None
        if (after.first_out, after.loser) != (game.first_out, game.loser):
            view = view._replace(lines=(after.words(),))
        game = after
        deals.append(view)
        running.append(MappingProxyType(dict(game.totals)))
        seats = seats_after(partie, game, number + 1, view.dealer)
    return PartieView(
        partie=partie,
        title="Piquet",
        rules_words=f"three-hand piquet, to {target}",
        deal_word="deal",
        rows=ROWS,
        deals=tuple(deals),
        running=tuple(running),
        totals=MappingProxyType(dict(game.totals)),
        finished=game.finished,
        result=game.result(),
        next_words=next_words(game, seats, len(deals) + 1),
        provisional=f"No result yet: the first to {target} wins and leaves; of the other two, the first "
        "to reach it breaks even and the other loses.",
        status=status_lines(partie, game),
        json_extra={"three_hand": game_json(game)},
        chart_marks=((target, "target"),),
        stats={p: stats_of(deals, p) for p in players},
        next_seats=seats if game.first_out is not None and not game.finished else (),
    )


def next_words(game: ThreeHandGame, seats: tuple[str, ...], number: int) -> str:
    if game.finished:
        return "The game is over."
    if len(seats) == 2:
        return f"Next: deal {number}, two-hand. {seats[-1]} deals; {seats[0]} is elder ({game.first_out} is out)."
    return f"Next: deal {number}. {seats[-1]} deals; {seats[0]} is eldest, {seats[1]} second."


def status_lines(partie: Partie, game: ThreeHandGame) -> tuple[str, ...]:
    """Where the game stands (who is out, who plays on, the target), then every keeper's ruling
    in force, said as such with how to change it."""
    target = target_of(partie)
    agreed = (
        f"agreed at new (--target {target}); the keeper's default is {TARGET}"
        if target != TARGET
        else "the keeper's ruling, the sources giving none (--target N at piquet new agrees another)"
    )
    return (
        game.words(),
        f"Target: {target}, {agreed}.",
        (
            f"Pique and repique: reached at 20, the 20 counting 60 (+{PIQUE}) and 90 (+{REPIQUE}), "
            "the keeper's ruling (the French jump; the sources give the 20, not the values)."
        ),
        (
            f"Order of calls: {ORDER_OF_CALLS}, eldest first and the dealer last, the keeper's ruling "
            "(it never changes who is good)."
        ),
        (
            f"After the first is out: the deal goes on {FINISH_DEALER}, the keeper's ruling; the stake "
            f"is {STAKE} game, the runner-up breaking even."
        ),
    )


def game_json(game: ThreeHandGame) -> dict[str, Any]:
    return {
        "target": game.target,
        "first_out": game.first_out,
        "runner_up": game.runner_up,
        "loser": game.loser,
        "playing_on": list(game.playing_on),
    }


def stats_of(deals: list[DealView], player: str) -> dict[str, int]:
    counts = {"repique": 0, "pique": 0, "capot": 0}
    for deal in deals:
        side = deal.sides.get(player)
        if deal.quick or side is None or player not in deal.seats:
            continue
        counts["repique"] += bool(side.rows.get("repique"))
        counts["pique"] += bool(side.rows.get("pique"))
        counts["capot"] += bool(side.rows.get("capot"))
    return counts


def stage(partie: Partie, number: int) -> Stage:
    """The game before deal ``number`` (the deals before it only), and that deal's seats."""
    view = score(partie._replace(deals=partie.deals[: number - 1]))
    return Stage(view_game(view), view.seats_next)


def view_game(view: PartieView) -> ThreeHandGame:
    """The game a view shows, again from its deals' totals."""
    deals = [tuple((p, d.added(p)) for p in d.seats) for d in view.deals]
    return play_game(view.partie.players, deals, target_of(view.partie))


# -- the seam's other members -----------------------------------------------------------


def missing(facts: Any, partie: Partie) -> Needs:
    """What the next deal still needs: at three, the calls (unless the hands are given) and the
    tricks, or the totals alone; in the two-hand finish, a two-hand deal's needs."""
    seats = score(partie).seats_next
    if len(seats) == 2:
        if isinstance(facts, TableDeal):
            return []  # refused, with its sentence, when it is scored
        from piquet_cli.games.piquet.values import missing_of

        return missing_of(facts)
    if not isinstance(facts, TableDeal):
        if facts != DealFacts():
            return []  # a two-hand deal at three: refused, with its sentence, when it is scored
        return [(("points",), ("totals",)), (("sequences",),), (("sets",),), (("tricks",),)]
    if facts.totals is not None:
        return []
    needed: Needs = []
    if facts.hands is None:
        needed += [((key,),) for key in ("points", "sequences", "sets") if getattr(facts, key) is None]
    if facts.tricks is None:
        needed.append((("tricks",),))
    return needed


def complete(table: Table, partie: Partie, number: int, facts: Any) -> Any:
    """Nothing is left open by a deal given whole at three (nor in the finish, to a target)."""
    return facts


def walk(table: Table, partie: Partie, number: int, prefill: Any) -> Any:
    """Deal ``number`` at the table: at three, or two-hand once the first player is out."""
    from piquet_cli.games.piquet.three_hand_walk import finish_walk, three_walk

    seats = score(partie._replace(deals=partie.deals[: number - 1])).seats_next
    editing = number <= len(partie.deals)
    if len(seats) == 2:
        out = next(p for p in partie.players if p not in seats)
        return finish_walk(table, seats, number, prefill, editing, out)
    return three_walk(table, seats, number, prefill, editing)


def rule(values: Mapping[str, Any]) -> Report:
    """``piquet rule --rules three-hand``: each seat's scores and every ruling, seats 1 (the
    eldest) to 3 (the dealer); the hand alone when no tricks are given."""
    from piquet_cli.games.piquet.ruling_labels import ruling_label

    if not is_table_deal(values):
        raise BadValue(
            "at three give a value a seat, in playing order: each seat's point (5/48;-;4/39), "
            "sequences, sets or hands, the exchange (0;0;2) and the tricks by seat (1231231231).",
            field="rules",
        )
    deal = table_facts_of(values)
    check_seat_counts(deal)
    if deal.totals is not None:
        raise BadValue("totals need no ruling: give the calls, the hands or the tricks.", field="totals")
    if deal.tricks is not None:
        scored = score_table_deal(deal, SEAT_NAMES)
        view = three_deal_view(0, SEAT_NAMES, scored, deal.tricks)
        said = scored.rulings
    else:
        view, said = hand_alone(deal)
    rulings = tuple(ruling_of(r)._replace(reason=r.reason.removeprefix("Play: ")) for r in said)
    doc = {
        "scores": {f"seat {i}": dict(view.sides[name].json) for i, name in enumerate(SEAT_NAMES, start=1)},
        "rulings": [r.as_dict() for r in rulings],
    }
    return Report(doc, rulings=tuple((ruling_label(r), r) for r in rulings), deal=view, rows=ROWS)


def hand_alone(deal: TableDeal) -> tuple[DealView, tuple[SeatRuling, ...]]:
    """The hand at three without the play: carte blanche, the point, sequences, sets, repique."""
    from piquet_cli.games.piquet.three_hand import declared

    facts = engine_facts(deal)._replace(tricks=(1,) * TRICKS)
    try:
        score_three_hand(facts, SEAT_NAMES)  # the hand's checks (the tricks are only a stand-in)
    except BadValue as error:
        if error.field != "tricks":
            raise BadValue(error.message, field=error.field, side=error.side) from None
    calls, said = declared(facts, SEAT_NAMES)
    hand: dict[str, tuple[int, ...]] = {}
    hand["carte_blanche"], blank = score_carte_blanche(
        tuple(s.carte_blanche for s in facts.seats), SEAT_NAMES
    )
    rulings = list(said) + ([blank] if blank is not None else [])
    hand["point"], r = compare_points(calls, SEAT_NAMES)
    rulings.append(r)
    for category in ("sequences", "sets"):
        hand[category], r = compare_group(category, calls, SEAT_NAMES)
        rulings.append(r)
    jump = bonus(hand, (), SEAT_NAMES)
    scores = [dict.fromkeys(CATEGORIES, 0) for _ in range(SEATS)]
    for category, got in hand.items():
        for i in range(SEATS):
            scores[i][category] = got[i]
    if jump is not None and jump.category == "repique":
        scores[(jump.seat or 1) - 1]["repique"] = jump.points
        rulings.append(jump)
    rulings.append(
        SeatRuling(
            "play",
            None,
            0,
            f"No tricks given: the play, the cards and a pique at {PIQUE_AT} are not reckoned.",
            "",
        )
    )
    view = three_deal_view(
        0,
        SEAT_NAMES,
        ThreeHandScore(SEAT_NAMES, tuple(MappingProxyType(s) for s in scores), tuple(rulings)),
        (1, 2, 3),
    )
    return view, tuple(rulings)


# -- sample -----------------------------------------------------------------------------


def sample(game: Game[Any], rng: random.Random, partie: Partie) -> dict[str, str]:
    """A random lawful next deal as typed: at three, three hands of ten (the dealer's after an
    exchange of 0 to 2 from the talon of two) and the ten tricks, or at times the totals; in the
    two-hand finish, the two-hand game's own sample."""
    from piquet_cli.games.piquet.sample import PACK
    from piquet_cli.games.sampling import first_taken

    if len(score(partie).seats_next) == 2:
        from piquet_cli.games.piquet.sample import sample as two_hand

        return two_hand(game, rng, partie)

    def draw() -> dict[str, str]:
        if rng.random() < 0.25:
            return {"totals": ",".join(str(rng.randint(0, 45)) for _ in range(SEATS))}
        pack = list(PACK)
        rng.shuffle(pack)
        hands = [pack[i * HAND_CARDS : (i + 1) * HAND_CARDS] for i in range(SEATS)]
        talon = pack[SEATS * HAND_CARDS :]
        taken = rng.randint(0, len(talon))
        dealer = hands[-1]
        rng.shuffle(dealer)
        hands[-1] = dealer[taken:] + talon[:taken]
        return {
            "hands": ";".join(" ".join(h) for h in hands),
            "exchange": f"0;0;{taken}",
            "tricks": "".join(rng.choice("123") for _ in range(TRICKS)),
        }

    return first_taken(game, partie, draw)
