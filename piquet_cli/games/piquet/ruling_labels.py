"""What each of the engine's rulings is about, as its line starts ("Point: …"): the words of
``piquet rule``, and of the calls an open partie says (``open_deal``). Plain data."""

from __future__ import annotations

from piquet_cli.games.view import Ruling
from piquet_cli.i18n import N_
from piquet_cli.said import Words

RULING_LABELS = {
    "carte_blanche": Words(N_("Carte blanche")),
    "point": Words(N_("Point")),
    "sequences": Words(N_("Sequences")),
    "sets": Words(N_("Quatorzes and trios")),
    "barred": Words(N_("Barred")),
    "repique": Words(N_("Repique")),
    "play": Words(N_("Play")),
    "pique": Words(N_("Pique")),
    "cards": Words(N_("The cards")),
    "total": Words(N_("Total")),
    "totals": Words(N_("Totals")),
}


def ruling_label(ruling: Ruling) -> str:
    """What a ruling is about, as the line starts: "Point", "Quatorzes and trios"."""
    return RULING_LABELS.get(ruling.category, ruling.category.replace("_", " ").capitalize())
