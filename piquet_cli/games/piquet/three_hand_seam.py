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
from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue
from piquet_cli.games.match import GAME_OVER
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.piquet.targets import partie_target
from piquet_cli.games.piquet.three_hand import (
    HAND_CARDS,
    TRICKS,
)
from piquet_cli.games.piquet.three_hand_calls import (
    SEATS,
)
from piquet_cli.games.piquet.three_hand_deals import three_deal, two_deal
from piquet_cli.games.piquet.three_hand_game import STAKE, TARGET, ThreeHandGame, play_game
from piquet_cli.games.piquet.three_hand_play import PIQUE, REPIQUE
from piquet_cli.games.piquet.views import ROWS
from piquet_cli.games.view import DealView, Partie, PartieView
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, said

if TYPE_CHECKING:
    from piquet_cli.games.base import Needs
    from piquet_cli.games.protocol import Game, Table
    from piquet_cli.games.view import Report


FINISH_DEALER = "round the table, skipping the player who is out"
"""Keeper's ruling: the sources say only that the other two play on, two-hand. The keeper has
the deal go on round the table, skipping the player who is out: the one after the last dealer
(not out) deals the first deal of the two, and then the deal alternates between them, as in
the two-hand game (Law 16)."""


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
    target = partie_target(partie)
    players = partie.players
    game = play_game(players, (), target)
    seats = partie.names(1)
    deals: list[DealView] = []
    totals_by_deal: list[tuple[tuple[str, int], ...]] = []
    running: list[Mapping[str, int]] = []
    for number, facts in enumerate(partie.deals, start=1):
        if game.finished:
            raise BadValue(
                _("deal {number} comes after the game's end: {end}").format(
                    number=number, end=said(game.words())
                ),
                deal=number,
            )
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
        provisional=Words(
            N_(
                "No result yet: the first to {target} wins and leaves; of the other two, the first "
                "to reach it breaks even and the other loses."
            ),
            target=target,
        ),
        status=status_lines(partie, game),
        json_extra={"three_hand": game_json(game)},
        chart_marks=((target, "target"),),
        stats={p: stats_of(deals, p) for p in players},
        next_seats=seats if game.first_out is not None and not game.finished else (),
    )


def next_words(game: ThreeHandGame, seats: tuple[str, ...], number: int) -> str:
    if game.finished:
        return GAME_OVER
    if len(seats) == 2:
        return Words(
            N_("Next: deal {number}, two-hand. {dealer} deals; {elder} is elder ({out} is out)."),
            number=number,
            dealer=seats[-1],
            elder=seats[0],
            out=game.first_out,
        )
    return Words(
        N_("Next: deal {number}. {dealer} deals; {eldest} is eldest, {second} second."),
        number=number,
        dealer=seats[-1],
        eldest=seats[0],
        second=seats[1],
    )


def status_lines(partie: Partie, game: ThreeHandGame) -> tuple[str, ...]:
    """Where the game stands (who is out, who plays on, the target), then every keeper's ruling
    in force, said as such with how to change it."""
    target = partie_target(partie)
    target_line = (
        Words(
            N_("Target: {target}, agreed at new (--target {target}); the keeper's default is {default}."),
            target=target,
            default=TARGET,
        )
        if target != TARGET
        else Words(
            N_(
                "Target: {target}, the keeper's ruling, the sources giving none (--target N at piquet new agrees another)."
            ),
            target=target,
        )
    )
    return (
        game.words(),
        target_line,
        Words(
            N_(
                "Pique and repique: reached at 20, the 20 counting 60 (+{pique}) and 90 (+{repique}), "
                "the keeper's ruling (the French jump; the sources give the 20, not the values)."
            ),
            pique=PIQUE,
            repique=REPIQUE,
        ),
        Words(
            N_(
                "Order of calls: playing order, eldest first and the dealer last, the keeper's ruling "
                "(it never changes who is good)."
            )
        ),
        Words(
            N_(
                "After the first is out: the deal goes on round the table, skipping the player who is out, "
                "the keeper's ruling; the stake is {stake} game, the runner-up breaking even."
            ),
            stake=STAKE,
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
    return play_game(view.partie.players, deals, partie_target(view.partie))


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
    """``piquet rule --rules three-hand`` (``three_hand_rule``, loaded only to rule)."""
    from piquet_cli.games.piquet.three_hand_rule import rule_report

    return rule_report(values)


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
