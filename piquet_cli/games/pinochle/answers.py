"""What a Pinochle player may answer at the table besides the facts: a meld as typed, ``w``
for a withdrawal at any question, and the words the questions' help gives."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from piquet_cli.cards import Rank, local_rank, marriage_codes
from piquet_cli.games.events import Event, TableWords, read_at_table
from piquet_cli.games.pinochle.melds import meld, read_code
from piquet_cli.games.pinochle.rules import RuleSet
from piquet_cli.games.protocol import Leave
from piquet_cli.games.table_codes import local_codes
from piquet_cli.i18n import N_, _

YES_NO = N_("y (yes) or n (no); Enter: no.")  # said through _()
WITHDRAW = "w"
WITHDRAW_FORMS = N_(" w: a player withdraws now (docs/pinochle.md).")  # said through _()
T = TypeVar("T")


def meld_forms(rules: RuleSet) -> str:
    """The melds a player may write, in one paragraph (the ``?`` at the meld question)."""
    v = {code: meld(code).value for code in ("mS", "rm", "seq", "pin", "4A", "4K", "4Q", "4J", "dix")}
    v = {code.replace("4", "four"): points for code, points in v.items()}
    dix = (
        _("dix the nine of trumps {dix}, alone or beside the trick's meld: e:dix+4K.")
        if rules is RuleSet.CLASSIC
        else _("The nine of trumps scores nothing under the ten rules.")
    )
    said = (
        _(
            "who won the trick, e: or y:, and the meld, one meld per trick won: e:rm y:4A. "
            "{marriages} marriage in a plain suit {mS}, rm royal marriage {rm}, seq sequence "
            "{seq}, pin pinochle ({QUEEN}♠ {KNAVE}♦) {pin}, 4A {fourA}, 4K {fourK}, 4Q {fourQ}, "
            "4J {fourJ} (one of each suit)."
        )
        + " "
        + dix
    ).format(**v, marriages=marriage_codes(), QUEEN=local_rank(Rank.QUEEN), KNAVE=local_rank(Rank.KNAVE))
    return local_codes(said)


def read_one_meld(text: str, elder: str, younger: str) -> Event:
    """One meld typed at the table, as each trick is won (``events.read_at_table``)."""
    return read_at_table(text, elder, younger, read_code, TableWords("meld", "melds", "e:rm, y:4A"))


def or_withdraw(parse: Callable[[str], T]) -> Callable[[str], T]:
    """``parse``, with ``w`` a withdrawal at this question (``Leave``: the walk asks who)."""

    def parsed(text: str) -> T:
        if text.strip().lower() == WITHDRAW:
            raise Leave
        return parse(text)

    return parsed
