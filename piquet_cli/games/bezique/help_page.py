"""Bezique's part of ``piquet help notation``: its declarations as codes, the events of a hand
(``games.bezique.codes`` reads them).

Loaded only by that page (``SPEC.notation``).
"""

from piquet_cli.games.fields import Notation
from piquet_cli.i18n import N_

NOTATION = Notation(
    events=N_("Bezique's declarations"),
    codes=N_(
        "Bezique: 7 the seven of trumps, mS mH mD mC (or m♠ m♥ m♦ m♣) a marriage, rm the royal "
        "marriage, seq the sequence, bz bezique, dbz double bezique, 4A 4K 4Q 4J four aces, kings, "
        "queens, knaves."
    ),
    example="e:rm y:4A e:7+bz",
    shared=N_(
        "a marriage named in trumps (mC when clubs are trumps) is the royal marriage: read and kept as "
        "rm, and said so."
    ),
)
