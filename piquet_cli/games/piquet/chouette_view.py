"""Chouette on the seam: a partie of ``--rules chouette`` as the keeper records and shows it
(``game.TABLE_MODULES``: the game's ``score``, ``missing``, ``walk``, ``complete``, ``rule`` and
``sample`` for a partie of these rules).

The partie file's players are (single, against, adviser): A plays one ordinary rubicon
partie against B, C advising B (Cavendish, "Chouette piquet"; ``chouette``). Every deal is
an ordinary two-hand deal between A and B, the deal alternating between them, scored by the
rubicon engine (``partie.score_partie``) on those two; the adviser never deals. The view is
the two-hand one, its totals kept for A and B, with the settlement among the three
(``chouette.settle_result``), the seats said, and the next partie's players in their order
(``chouette.Seats.after``).

Not kept: Cavendish's "the single player has choice of deal and cards throughout". The
first dealer is agreed at ``new`` (``--dealer``, A or B; A unless given), as at two-hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.games.piquet.chouette import Seats, first_seats, settle_result
from piquet_cli.games.piquet.deal import Agreements, DealFacts
from piquet_cli.games.piquet.partie import Partie as EnginePartie
from piquet_cli.games.piquet.partie import RuleSet, score_partie
from piquet_cli.games.piquet.values import facts_of, missing_of
from piquet_cli.games.piquet.views import partie_view
from piquet_cli.i18n import _
from piquet_cli.said import literal

if TYPE_CHECKING:
    import random
    from collections.abc import Mapping

    from piquet_cli.games.base import Needs
    from piquet_cli.games.protocol import Game, Table
    from piquet_cli.games.view import Partie, PartieView, Report

CHOUETTE = "chouette"
"""The rules' name, in ``--rules`` and the partie file."""

ADVISER = 2
"""The adviser's place among the partie's players (single, against, adviser): he never deals."""

RULES_WORDS = "chouette: rubicon piquet, six deals, one against two"


def seats_of(partie: Partie) -> Seats:
    """Who sits where in this partie: its players in their order (single, against, adviser)."""
    return first_seats(partie.players)


def check_dealer(players: tuple[str, ...], first_dealer: int) -> None:
    """A new partie of chouette: A single, B against him, C advising; A or B deals first."""
    seats = first_seats(players)
    if first_dealer == ADVISER:
        raise BadValue(
            _(
                "{adviser} advises at chouette and never deals: the first dealer is {single} or {against}."
            ).format(adviser=seats.adviser, single=seats.single, against=seats.against),
            field="first_dealer",
        )


def two_hand(facts: Any) -> DealFacts:
    """A deal of chouette is an ordinary two-hand deal: values a seat for three are refused."""
    if not isinstance(facts, DealFacts):
        raise BadValue(
            _(
                "a deal of chouette is a two-hand deal between the single player and the one against "
                "him: give its values elder first, two of them (--totals E,Y)."
            ),
            field="totals",
        )
    return facts


def engine_partie(partie: Partie) -> EnginePartie:
    """The two-hand rubicon partie between the single player and the one against him."""
    seats = seats_of(partie)
    if partie.first_dealer == ADVISER:
        raise FileProblem(
            _(
                "first_dealer = {name!r}: {adviser} advises at chouette and never deals; "
                "the first dealer is {single} or {against}."
            ).format(name=seats.adviser, adviser=seats.adviser, single=seats.single, against=seats.against),
            field="first_dealer",
        )
    for number, facts in enumerate(partie.deals, 1):
        if not isinstance(facts, DealFacts):  # three values a seat, read from the file
            raise FileProblem(
                _(
                    "a deal of chouette is a two-hand deal between the single player and the one "
                    "against him: its values are two, elder first."
                ),
                field="totals",
                deal=number,
            )
    deals = tuple(two_hand(facts) for facts in partie.deals)
    return EnginePartie(
        (seats.single, seats.against), partie.first_dealer, RuleSet.RUBICON, Agreements(), deals
    )


def seat_words(seats: Seats) -> str:
    """Who sits where in a partie of chouette: "Ann single against Bob, Cal advises"."""
    return _("{single} single against {against}, {adviser} advises").format(
        single=seats.single, against=seats.against, adviser=seats.adviser
    )


def score(partie: Partie) -> PartieView:
    """The partie scored as two-hand rubicon piquet between A and B, then settled among the three."""
    seats = seats_of(partie)
    engine = engine_partie(partie)
    state = score_partie(engine)
    two = partie._replace(players=engine.players, rules=RuleSet.RUBICON.value)
    view = partie_view(two, state)
    said = _(
        "Chouette: {single} is the single player, {against} plays against him "
        "and {adviser} advises {against}; the single player plays double stakes."
    ).format(single=seats.single, against=seats.against, adviser=seats.adviser)
    status: tuple[str, ...] = (said,)
    result, following = view.result, tuple[str, ...]()
    if result is not None:
        settled = settle_result(1, seats, result.winner, result.points, result.explanation)
        result = result._replace(settlement=dict(settled.settlement), explanation=settled.explanation)
        after = seats.after(result.winner)
        following = tuple(after)
        status += (_("Next partie: {seats}.").format(seats=seat_words(after)),)
    next_words = (
        view.next_words
        if partie.deals
        else literal("{seats}. {next}", seats=seat_words(seats), next=view.next_words)
    )
    return view._replace(
        partie=partie,
        rules_words=RULES_WORDS,
        result=result,
        next_words=next_words,
        status=status,
        json_extra={"chouette": {"single": seats.single, "against": seats.against, "adviser": seats.adviser}},
        playing=engine.players,
        next_seats=engine.names(state.next_number),
        next_partie=following,
        next_partie_words=seat_words(Seats(*following)) if following else "",
    )


def missing(facts: Any, partie: Partie) -> Needs:
    """What a deal still needs: as at two-hand rubicon."""
    return missing_of(two_hand(facts))


def walk(table: Table, partie: Partie, number: int, prefill: DealFacts | None) -> DealFacts:
    """The walkthrough of a deal: two-hand piquet's, for the single player and the one against him."""
    from piquet_cli.games.piquet.dialogue.walk import DealWalk

    return DealWalk(table, engine_partie(partie), number, prefill).walk()


def complete(table: Table, partie: Partie, number: int, facts: DealFacts) -> DealFacts:
    """What the flags of a deal leave open, asked at the table: as at two-hand rubicon."""
    from piquet_cli.games.piquet.dialogue.walk import settle_game

    return settle_game(table, engine_partie(partie), number, facts)


def rule(values: Mapping[str, Any]) -> Report:
    """``piquet rule --rules chouette``: a deal of chouette is ruled on as a two-hand deal."""
    from piquet_cli.games.piquet.rulings import rule_report

    return rule_report(two_hand(facts_of(values)))


def sample(game: Game[Any], rng: random.Random, partie: Partie) -> dict[str, str]:
    """A random lawful next deal: the two-hand sample, for the two who play."""
    from piquet_cli.games.piquet.sample import sample as two_hand_sample

    return two_hand_sample(game, rng, partie)
