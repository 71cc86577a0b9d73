"""Four-hand piquet, partners opposite, on the seam (``game.TABLE_MODULES["four-hand"]``).

``piquet new Ann Bob Cal Dee --rules four-hand``: Ann and Cal against Bob and Dee, whoever
deals. The deal passes round the table; each deal's seats are in playing order, the dealer
last, seats 1 and 3 one side and 2 and 4 the other (``four_hand_facts``), so the side of the
eldest is Ann and Cal's in one deal and Bob and Dee's in the next: ``four_hand_partie.by_team``
puts each deal's figures back on the partie's sides. A deal is a ``TableDeal``: its totals a
seat each (``--totals 20,10,5,0``, the side's total its members' sum), or each seat's calls
(or cards) and the eight tricks by seat number, scored by ``four_hand.score_four_hand``.
The partie is ``four_hand_partie.standing``'s, to the target (``partie.options["target"]``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from piquet_cli.errors import BadValue
from piquet_cli.games import match
from piquet_cli.games.piquet.facts import SideScore
from piquet_cli.games.piquet.four_hand import ONE_BLANK, FourHandScore, score_four_hand
from piquet_cli.games.piquet.four_hand_entry import (
    ENTRY_WORDS,
    as_table_deal,
    four_hand_deal,
    quick_totals,
    two_hand_field,
)
from piquet_cli.games.piquet.four_hand_facts import SEATS, TRICKS
from piquet_cli.games.piquet.four_hand_partie import TARGET, Standing, standing, teams
from piquet_cli.games.piquet.play import CAPOT_SCORE
from piquet_cli.games.piquet.spec import SPEC
from piquet_cli.games.piquet.table_facts import TableDeal
from piquet_cli.games.piquet.targets import partie_target
from piquet_cli.games.piquet.views import NOTABLE, ROWS, side_view
from piquet_cli.games.side import Side, in_partie_order
from piquet_cli.games.view import DealView, Partie, PartieView, Report, Ruling, SideView, team_name
from piquet_cli.i18n import N_
from piquet_cli.said import Words, literal

if TYPE_CHECKING:
    import random

    from piquet_cli.games.base import Needs
    from piquet_cli.games.protocol import Game, Table

RULES_WORDS = "four-hand piquet, partners opposite"

TARGET_FLAG = next(option.flag for option in SPEC.options if option.key == "target")
"""Where the target is agreed at ``new`` (the field table's flag)."""


# ---------------------------------------------------------------------------
# The partie


class ScoredDeal:
    """One deal scored: its seats, its figures by engine side, and the engine's score (None quick)."""

    def __init__(self, number: int, seats: tuple[str, ...], facts: Any) -> None:
        deal = as_table_deal(facts, number)
        self.number, self.seats = number, seats
        try:
            totals = quick_totals(deal)
            self.score: FourHandScore | None = None
            if totals is not None:
                self.quick: tuple[int, ...] | None = totals
                e = totals[0] + totals[2]
                y = totals[1] + totals[3]
                self.sides = {
                    Side.ELDER: SideScore(*(None,) * 8, e),
                    Side.YOUNGER: SideScore(*(None,) * 8, y),
                }
            else:
                self.quick = None
                self.score = score_four_hand(four_hand_deal(deal), seats)
                self.sides = {side: self.score.of(side) for side in Side}
        except BadValue as error:
            if error.deal is None:
                error.deal = number
            raise

    def engine_score(self) -> FourHandScore:
        """The figures as ``standing`` takes them (a quick deal's totals too)."""
        if self.score is not None:
            return self.score
        return FourHandScore(self.sides[Side.ELDER], self.sides[Side.YOUNGER], (), ())


def side_of_team(players: tuple[str, ...], seats: tuple[str, ...]) -> dict[str, Side]:
    """Each of the partie's sides (by name, "Ann & Cal") and the engine side it sits as this deal."""
    first, second = teams(players)
    eldest = {seats[0], seats[2]}
    if eldest == set(first):
        return {team_name(first): Side.ELDER, team_name(second): Side.YOUNGER}
    return {team_name(first): Side.YOUNGER, team_name(second): Side.ELDER}


def deal_view(players: tuple[str, ...], deal: ScoredDeal) -> DealView:
    sides = side_of_team(players, deal.seats)
    views: dict[str, SideView] = {}
    for name, side in sides.items():
        view = side_view(deal.sides[side])
        if deal.quick is not None:  # the seats' own totals, as entered
            members = [deal.seats[n - 1] for n in ((1, 3) if side is Side.ELDER else (2, 4))]
            own = {m: deal.quick[deal.seats.index(m)] for m in members}
            view = view._replace(json={**view.json, "seats": own})
        views[name] = view
    rulings = tuple(neutral(r) for r in deal.score.rulings) if deal.score is not None else ()
    notable = tuple(
        r for r in rulings if r.category in NOTABLE or (r.category == "cards" and r.points == CAPOT_SCORE)
    )
    return DealView(
        deal.number,
        deal.seats[-1],
        deal.seats,
        views,
        1,
        deal.quick is not None,
        rulings,
        notable,
        details=details(deal),
    )


def neutral(ruling: Ruling) -> Ruling:
    """An engine ruling as the view has it: its side is a side of partners, not elder or younger
    (the reason names its players), so ``good`` is None."""
    return ruling._replace(good=None)


def details(deal: ScoredDeal) -> tuple[str, ...]:
    """The summary's lines for a deal: what each seat reckoned on (a full deal)."""
    if deal.score is None:
        return ()
    said = []
    for name, calls in zip(deal.seats, deal.score.calls, strict=True):
        parts = []
        if calls.point is not None and calls.point.cards:
            parts.append(calls.point.describe())
        parts += [s.describe() for s in calls.sequences or ()]
        parts += [s.describe() for s in calls.sets or ()]
        said.append(f"{name}: {', '.join(parts) if parts else 'nothing'}")
    return ("; ".join(said) + ".",)


def scored_deals(partie: Partie) -> tuple[ScoredDeal, ...]:
    return tuple(ScoredDeal(n, partie.names(n), facts) for n, facts in enumerate(partie.deals, start=1))


def partie_standing(partie: Partie, deals: tuple[ScoredDeal, ...]) -> Standing:
    return standing(partie.players, ((d.seats, d.engine_score()) for d in deals), partie_target(partie))


def status_lines(partie: Partie) -> tuple[str, ...]:
    """The target and each keeper's ruling in force, said as such, with how to change the one
    that is an agreement."""
    goal = partie_target(partie)
    if goal == TARGET:
        said = f"Target: {goal}, the keeper's ruling (no source gives one); agree another at new with {TARGET_FLAG} N."
    else:
        said = f"Target: {goal}, as agreed at new ({TARGET_FLAG} {goal}; the keeper's default is {TARGET})."
    rulings = (
        f"Keeper's rulings: one blank hand alone scores {ONE_BLANK} for its side; capot (all {TRICKS} "
        f"tricks) {CAPOT_SCORE}; equal best calls cancel the category (docs/piquet-three-and-four.md)."
    )
    return (said, rulings)


def score(partie: Partie) -> PartieView:
    """Every deal scored in turn, the sides' totals and the partie's end (``standing``)."""
    _check_players(partie)
    deals = scored_deals(partie)
    state = partie_standing(partie, deals)
    sides = state.teams
    names = tuple(team_name(t) for t in sides)
    running = tuple(dict(zip(names, pair, strict=True)) for pair in state.running)
    totals = dict(zip(names, state.totals, strict=True))
    finished = state.result is not None
    number = len(deals) + 1
    next_words = (
        Words(N_("The partie is over."))
        if finished
        else literal(
            "{next} {sides}",
            next=match.next_words(partie.players, partie.first_dealer, number, "deal"),
            sides=_sides_words(partie.names(number)),
        )
    )
    return PartieView(
        partie=partie,
        title="Piquet",
        rules_words=f"{RULES_WORDS}, {partie_target(partie)} up",
        deal_word="deal",
        rows=ROWS,
        deals=tuple(deal_view(partie.players, d) for d in deals),
        running=running,
        totals=totals,
        finished=finished,
        result=state.result,
        next_words=next_words,
        provisional=_provisional(names, totals, partie_target(partie)),
        status=status_lines(partie),
        json_extra={"target": partie_target(partie)},
        teams=sides,
        stats={p: _stats(partie, deals, p) for p in partie.players},
    )


def _sides_words(seats: tuple[str, ...]) -> Words:
    return Words(
        N_("{first} and {third} (seats 1 and 3) against {second} and {fourth} (seats 2 and 4)."),
        first=seats[0],
        third=seats[2],
        second=seats[1],
        fourth=seats[3],
    )


def _provisional(names: tuple[str, ...], totals: dict[str, int], goal: int) -> Words:
    return Words(
        N_("No result yet: {totals}, {goal} to win."), totals=in_partie_order(names, totals), goal=goal
    )


def _stats(partie: Partie, deals: tuple[ScoredDeal, ...], player: str) -> dict[str, int]:
    """How many deals entered in full in which ``player``'s side made repic, pic, capot."""
    counts = {"repique": 0, "pique": 0, "capot": 0}
    for deal in deals:
        if deal.score is None:
            continue
        n = deal.seats.index(player) + 1
        mine = deal.score.of(Side.ELDER if n % 2 else Side.YOUNGER)
        counts["repique"] += bool(mine.repique)
        counts["pique"] += bool(mine.pique)
        counts["capot"] += mine.cards == CAPOT_SCORE
    return counts


def _check_players(partie: Partie) -> None:
    if len(partie.players) != SEATS:
        raise BadValue(
            f"four-hand piquet is played by four, two against two, not {len(partie.players)}.",
            field="players",
        )


def missing(facts: Any, partie: Partie) -> Needs:
    """A deal needs its totals, or its tricks (the calls may be none); nothing more."""
    if isinstance(facts, TableDeal):
        if facts.totals is not None or facts.tricks is not None:
            return []
        return [(("tricks",),)]
    if facts == type(facts)():  # nothing given yet
        return [(("tricks",), ("totals",))]
    return []  # a two-hand deal's facts: refused, saying why, as the deal is scored


def complete(table: Table, partie: Partie, number: int, facts: Any) -> Any:
    """A deal given whole by its flags leaves nothing open at four."""
    return facts


# ---------------------------------------------------------------------------
# piquet rule


RULE_SEATS = (Words(N_("Seat 1")), Words(N_("Seat 2")), Words(N_("Seat 3")), Words(N_("Seat 4")))
"""Who the seats are when a deal is ruled on without a partie."""

RULE_SIDES = {Side.ELDER: "Seats 1 & 3", Side.YOUNGER: "Seats 2 & 4"}
"""The two sides of a deal ruled on without a partie: the eldest's, then the dealer's."""


def rule(values: Any) -> Report:
    """``piquet rule --rules four-hand``: who scores what and why, side by side."""
    from piquet_cli.games.piquet.ruling_labels import ruling_label
    from piquet_cli.games.piquet.table_facts import is_table_deal, table_facts_of

    if not is_table_deal(values):
        raise BadValue(f"{ENTRY_WORDS}.", field=two_hand_field(_Given(values)))
    deal = table_facts_of(values)
    if quick_totals(deal) is not None:
        raise BadValue(
            "piquet rule rules on a deal's calls and tricks; its totals alone need no ruling.", field="totals"
        )
    scored = score_four_hand(four_hand_deal(deal), RULE_SEATS)
    sides = {name: side_view(scored.of(side)) for side, name in RULE_SIDES.items()}
    rulings = tuple(neutral(r) for r in scored.rulings)
    view = DealView(0, RULE_SEATS[-1], tuple(RULE_SIDES.values()), sides, rulings=rulings)  # columns
    return Report(
        {
            "scores": {name: dict(v.json) for name, v in sides.items()},
            "rulings": [r.as_dict() for r in rulings],
        },
        rulings=tuple((ruling_label(r), r) for r in rulings),
        deal=view,
        rows=ROWS,
    )


class _Given:
    def __init__(self, values: Any) -> None:
        self.tricks = values.get("tricks")
        self.totals = values.get("totals")
        self.carte_blanche = values.get("carte_blanche") or ()


# ---------------------------------------------------------------------------
# The walkthrough and a sampled deal


def walk(table: Table, partie: Partie, number: int, prefill: Any) -> Any:
    from piquet_cli.games.piquet.four_hand_walk import FourHandWalk

    return FourHandWalk(table, partie, number, prefill).walk()


PACK = tuple(rank + suit for suit in "SHDC" for rank in ("7", "8", "9", "T", "J", "Q", "K", "A"))


def sample(game: Game[Any], rng: random.Random, partie: Partie) -> dict[str, str]:
    """A random lawful next deal as typed: mostly four hands of eight and the tricks; at times
    the totals a seat each."""
    from piquet_cli.games.sampling import first_taken

    def draw() -> dict[str, str]:
        if rng.random() < 0.25:
            return {"totals": ",".join(str(rng.randint(0, 40)) for _ in range(SEATS))}
        pack = list(PACK)
        rng.shuffle(pack)
        hands = ";".join(" ".join(pack[8 * n : 8 * n + 8]) for n in range(SEATS))
        return {"hands": hands, "tricks": "".join(rng.choice("1234") for _ in range(TRICKS))}

    return first_taken(game, partie, draw)
