"""Pinochle's part of ``piquet help notation``: its melds as codes, the events of a hand
(``games.pinochle.melds`` reads them).

Loaded only by that page (``SPEC.notation``).
"""

from piquet_cli.games.fields import Notation
from piquet_cli.i18n import N_

NOTATION = Notation(
    events=N_("Pinochle's melds"),
    codes=N_("Pinochle: dix the nine of trumps, mS mH mD mC, rm, seq, pin pinochle, 4A 4K 4Q 4J."),
    example="e:rm y:4A e:seq",
    shared=N_(
        "a marriage named in trumps (mC when clubs are trumps) is the royal marriage: read and kept as "
        "rm, and said so."
    ),
)
