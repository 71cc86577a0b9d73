"""``piquet withdraw NAME [--totals E,Y]``: a player withdraws, and the game ends now.

Seed 002: "A qualquer momento um jogador pode deixar ou retirar-se.
Procede-se à apuração": at any time a player may withdraw, and the score is
reckoned at once. ``--totals`` is what the unfinished hand had scored so far,
elder first (the turn-up and the melds made); without it the player withdrew
between hands. The withdrawal is kept in the partie in the place of the hand
it ended (``piquet undo`` takes it back), and the reckoning is the engine's
(``game.score_game``): where seed 002 is silent, the keeper's ruling, said so.
"""

from __future__ import annotations

from piquet_cli.errors import BadValue
from piquet_cli.games import names
from piquet_cli.games.pinochle.bounds import check_totals
from piquet_cli.games.pinochle.codecs import SO_FAR_FORMS, read_totals
from piquet_cli.games.pinochle.game import Withdrawal
from piquet_cli.games.pinochle.rules import RuleSet
from piquet_cli.games.pinochle.views import score_partie
from piquet_cli.games.side import two
from piquet_cli.games.view import PartieView
from piquet_cli.i18n import _


def player_named(text: str, players: tuple[str, str]) -> str:
    """One of the two players, by his name or its unique beginning, case and accents apart."""
    found = names.player_named(text, players)
    if found is None:
        raise BadValue(
            _("{text!r} is not a player of this game; say {first} or {second}.").format(
                text=text.strip(), first=players[0], second=players[1]
            ),
            field="name",
        )
    return found


def withdraw(view: PartieView, name: str, totals: str | None = None) -> tuple[Withdrawal, str]:
    """The withdrawal to record as the next hand, and the sentence that says what it is."""
    partie = view.partie
    player = player_named(name, two(partie.players))
    number = view.next_number
    elder, younger = partie.names(number)
    scored = None
    if totals is not None:
        try:
            scored = read_totals(totals, SO_FAR_FORMS)
            check_totals(scored, RuleSet(partie.rules), whole=False, fact="totals")
        except BadValue as error:  # it names the value and the forms: said at --totals
            raise BadValue(error.message, field="totals") from None
    withdrawal = Withdrawal(player, scored)
    score_partie(partie._replace(deals=(*partie.deals, withdrawal)))  # refused here, not half-saved
    if scored is None:
        said = _("{player} withdraws before hand {number}; the game ends now (docs/pinochle.md).").format(
            player=player, number=number
        )
    else:
        said = _(
            "{player} withdraws during hand {number}, which had scored {elder} {a}, {younger} {b} so far; "
            "the game ends now (docs/pinochle.md)."
        ).format(player=player, number=number, elder=elder, a=scored[0], younger=younger, b=scored[1])
    return withdrawal, said
