"""Chouette piquet: three players, one against two in consultation (Cavendish, 1882).

Cavendish, *Piquet* (1882), the description of the game, "Chouette piquet":

    Sometimes Piquet is played by three persons. The three players (A, B, C,) cut.
    The one who cuts the highest card (A) has choice of deal and cards, and plays
    one partie, *a la chouette*, against the other two in consultation. The player
    who cuts the lowest card (C) sits out, and advises B.

    If the single player (A) wins the partie, he continues to play against the
    other two. C takes B's place, and B advises C; and so on.

    As soon as A loses a partie, the player who advised in that partie (say C)
    takes A's place. B plays against the other two, and A advises C. If C loses,
    A takes C's place, and C advises A; if C wins, A takes B's place, and B
    advises A; and so on.

    The single player has choice of deal and cards throughout, and plays double
    stakes, as at dummy.

Every case he gives comes to one rule, which this module follows: the winner of a
partie is the single player of the next; that partie's adviser plays against him;
its loser advises. (A loses to B: B "plays against the other two", C "takes A's
place", A "advises C".) His scoring card bears it out: the fourth partie's figures
(B −28, A and C +14 each) make B the single player after A lost the third.

Each partie is an ordinary two-hand partie between the single player and the one
against him, worth what Laws 72–73 give (``settlement.rubicon_points``). Cavendish,
in the same description, "Scoring":

    At chouette piquet, the points of each partie are reckoned as multiples of ten,
    adding one to the tens for units above five, and neglecting units from one to
    five. Thus, 416 counts 420; 141 counts 140. As the score must always end in a
    naught, the naughts are omitted when entering the figures.

His card of five parties (A +30 B −15 C −15; A +84 B −42 C −42; A −96 B +48
C +48; then the running totals A +30 +114 +18 +32 +19, B −15 −57 −9 −37 −50,
C −15 −57 −9 +5 +31) is worked in ``tests/test_piquet_chouette.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from piquet_cli.errors import BadValue, RuleError
from piquet_cli.games.piquet.settlement import rubicon_points
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words

PLAYERS = 3
NOUGHT = 10
"""The partie's value is counted in tens, its nought dropped (Cavendish, "Scoring")."""
ROUND_UP_FROM = 6
"""Units above five add one to the tens; units from one to five are neglected."""
SINGLE_STAKES = 2
"""The single player "plays double stakes, as at dummy": he pays or takes from each of the two."""

DRAWN_PARTIE_RULING = N_(
    "a drawn partie is not lost, so the single player plays on and the two against him change over, "
    "as when he wins (keeper's ruling)"
)
"""Keeper's ruling: Cavendish says what follows a partie won or lost, never one drawn (Law 71:
level after the extra deals). The single player changes only "as soon as [he] loses a partie",
so after a draw he keeps his seat; the other two change over as they do whenever he keeps it
("C takes B's place, and B advises C"), so that they still take turns to play. Nothing is paid."""


class Seats(NamedTuple):
    """Who sits where for one partie: the single player, the one who plays against him, and
    the one who advises that player."""

    single: str
    against: str
    adviser: str

    def after(self, winner: str | None) -> Seats:
        """The next partie's seats: its winner is the single player, its adviser plays against
        him, its loser advises (Cavendish, "Chouette piquet"; a draw: ``DRAWN_PARTIE_RULING``)."""
        if winner is None:
            return Seats(self.single, self.adviser, self.against)
        if winner not in (self.single, self.against):
            raise RuleError(
                _(
                    "{winner} advised that partie and cannot have won it: it was {single} against {against}."
                ).format(winner=winner, single=self.single, against=self.against),
                field="winner",
            )
        loser = self.against if winner == self.single else self.single
        return Seats(winner, self.adviser, loser)


def first_seats(players: Sequence[str]) -> Seats:
    """The first partie: A (the highest cut) single, B against him, C (the lowest) advising B."""
    if len(players) != PLAYERS:
        raise BadValue(
            _("Chouette is for three players, not {count}.").format(count=len(players)),
            field="players",
        )
    if len(set(players)) != PLAYERS:
        raise BadValue(_("Chouette's three players need three different names."), field="players")
    single, against, adviser = players
    return Seats(single, against, adviser)


def seats_for(players: Sequence[str], winners: Sequence[str | None]) -> Seats:
    """The seats of the next partie, from the three players (A, B, C) and the winner of each
    partie so far (None for a drawn one)."""
    seats = first_seats(players)
    for number, winner in enumerate(winners, 1):
        try:
            seats = seats.after(winner)
        except RuleError as error:
            raise RuleError(
                _("Partie {number}: {error}").format(number=number, error=error.message),
                field="winner",
            ) from None
    return seats


def counted(points: int) -> int:
    """What a partie's points count at chouette, in tens with the nought dropped:
    416 counts 420, entered 42; 141 counts 140, entered 14 (Cavendish, "Scoring")."""
    if points < 0:
        raise BadValue(
            _("A partie's points cannot be negative ({points}).").format(points=points), field="points"
        )
    tens, units = divmod(points, NOUGHT)
    return tens + 1 if units >= ROUND_UP_FROM else tens


def stakes(seats: Seats, winner: str | None, points: int) -> dict[str, int]:
    """Each player's signed gain from one partie, in the order single, against, adviser: the
    single player takes or pays double (``SINGLE_STAKES``), each of the other two the counted
    value once. A 150 partie won by the single player: +30, −15, −15; a 480 one lost: −96,
    +48, +48. Sums to zero."""
    if winner is None:
        return dict.fromkeys(seats, 0)
    if winner not in (seats.single, seats.against):
        raise RuleError(
            _("{winner} advised that partie and cannot have won it.").format(winner=winner), field="winner"
        )
    value = counted(points)
    sign = 1 if winner == seats.single else -1
    return {
        seats.single: sign * SINGLE_STAKES * value,
        seats.against: -sign * value,
        seats.adviser: -sign * value,
    }


class ChouettePartie(NamedTuple):
    """One partie of a chouette, settled: its seats, who won it (None: drawn), its two-hand
    value by Laws 72–73, what that counts at chouette, and each player's signed gain."""

    number: int
    seats: Seats
    winner: str | None
    points: int
    value: int
    settlement: Mapping[str, int]
    explanation: str


def settle(number: int, seats: Seats, totals: Mapping[str, int]) -> ChouettePartie:
    """Partie ``number`` played at ``seats`` and ended at ``totals`` (the single player's and
    his adversary's scores over the partie): who won it, its value (Law 72, or Law 73 when the
    loser is rubiconed), what it counts, and what each of the three gains."""
    if set(totals) != {seats.single, seats.against}:
        named = ", ".join(totals) or "nobody"
        raise RuleError(
            _("Partie {number} was {single} against {against}; its scores name {named}.").format(
                number=number, single=seats.single, against=seats.against, named=named
            ),
            field="totals",
        )
    single, against = totals[seats.single], totals[seats.against]
    if single == against:
        return settle_result(
            number, seats, None, 0, Words(N_("Level at {score}: a drawn partie (Law 71)."), score=single)
        )
    winner, loser = (seats.single, seats.against) if single > against else (seats.against, seats.single)
    points, law = rubicon_points(winner, totals[winner], loser, totals[loser])
    return settle_result(number, seats, winner, points, law)


def settle_result(
    number: int, seats: Seats, winner: str | None, points: int, explanation: str
) -> ChouettePartie:
    """Partie ``number`` as the two-hand engine ended it (``games.view.Result``'s ``winner``,
    None when drawn, ``points`` by Laws 72–73, and its ``explanation``), settled among the
    three at ``seats``."""
    if winner is None:
        return ChouettePartie(
            number,
            seats,
            None,
            0,
            0,
            dict.fromkeys(seats, 0),
            Words(
                N_("{explanation} Nothing is paid; {ruling}."),
                explanation=explanation,
                ruling=Words(DRAWN_PARTIE_RULING),
            ),
        )
    settlement = stakes(seats, winner, points)
    value = counted(points)
    gains = ", ".join(
        f"{player} {'−' if gain < 0 else '+'}{abs(gain)}" for player, gain in settlement.items()
    )
    role = (
        Words(N_("the single player"))
        if winner == seats.single
        else Words(N_("against the single player {single}"), single=seats.single)
    )
    return ChouettePartie(
        number,
        seats,
        winner,
        points,
        value,
        settlement,
        Words(
            N_(
                "{explanation} At chouette {points} counts {counts}, entered {value}; "
                "{winner}, {role}, wins; the single player stakes double: {gains}."
            ),
            explanation=explanation,
            points=points,
            counts=value * NOUGHT,
            value=value,
            winner=winner,
            role=role,
            gains=gains,
        ),
    )


class Chouette(NamedTuple):
    """A chouette's parties settled in turn, the running net of each player after each partie
    (Cavendish's separate scoring card), and the seats of the partie to come."""

    players: tuple[str, str, str]
    parties: tuple[ChouettePartie, ...]
    running: tuple[Mapping[str, int], ...]
    next_seats: Seats

    @property
    def net(self) -> Mapping[str, int]:
        """Each player's net so far, in counted tens; sums to zero."""
        return self.running[-1] if self.running else dict.fromkeys(self.players, 0)


def play_chouette(players: Sequence[str], parties: Sequence[Mapping[str, int]]) -> Chouette:
    """The three players (A single first, B against him, C advising) and each partie's two
    scores, keyed by the two who played it: every partie settled at its seats, the seats
    changing after each as Cavendish says, and the running net of each player."""
    seats = first_seats(players)
    names = (seats.single, seats.against, seats.adviser)
    net = dict.fromkeys(names, 0)
    settled: list[ChouettePartie] = []
    running: list[Mapping[str, int]] = []
    for number, totals in enumerate(parties, 1):
        partie = settle(number, seats, totals)
        net = {player: net[player] + partie.settlement[player] for player in names}
        settled.append(partie)
        running.append(net)
        seats = seats.after(partie.winner)
    return Chouette(names, tuple(settled), tuple(running), seats)
