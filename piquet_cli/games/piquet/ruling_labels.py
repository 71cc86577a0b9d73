"""What each of the engine's rulings is about, as its line starts ("Point: …"): the words of
``piquet rule``, and of the calls an open partie says (``open_deal``). Plain data."""

from __future__ import annotations

from piquet_cli.games.view import Ruling

RULING_LABELS = {
    "carte_blanche": "Carte blanche",
    "point": "Point",
    "sequences": "Sequences",
    "sets": "Quatorzes and trios",
    "barred": "Barred",
    "repique": "Repique",
    "play": "Play",
    "pique": "Pique",
    "cards": "The cards",
    "total": "Total",
    "totals": "Totals",
}


def ruling_label(ruling: Ruling) -> str:
    """What a ruling is about, as the line starts: "Point", "Quatorzes and trios"."""
    return RULING_LABELS.get(ruling.category, ruling.category.replace("_", " ").capitalize())
