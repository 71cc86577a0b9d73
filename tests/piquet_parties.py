"""Piquet's own parties (the engine's ``Partie``) to and from the partie file's document.

The scorebook keeps every game's partie in the neutral form (``games.view.Partie``);
these tests build parties with the Piquet engine's types, so this turns one into
the other, through the same code the keeper uses.
"""

from __future__ import annotations

from typing import Any

from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.game import engine_partie
from piquet_cli.games.piquet.partie import Partie as EnginePartie
from piquet_cli.games.piquet.partie import RuleSet
from piquet_cli.games.record import deal_from_dict as _deal_from_dict
from piquet_cli.games.record import deal_to_dict as _deal_to_dict
from piquet_cli.games.view import Partie, PartieView
from piquet_cli.scorebook import document

PIQUET = __import__("piquet_cli.games", fromlist=["get_game"]).get_game("piquet")


def neutral(partie: EnginePartie) -> Partie:
    """The engine's partie as the scorebook keeps it."""
    agreements = partie.agreements
    options = (
        {
            "point_ending_in_four": agreements.point_ending_in_four,
            "low_cards_lead_nothing": agreements.low_cards_lead_nothing,
        }
        if partie.rules is RuleSet.AU_CENT
        else {}
    )
    return Partie("piquet", partie.players, partie.first_dealer, partie.rules.value, options, partie.deals)


def partie_to_dict(
    partie: EnginePartie, meta: dict[str, Any] | None = None, notes: list[str | None] | None = None
) -> dict[str, Any]:
    return document.partie_to_dict(neutral(partie), meta, notes)


def partie_from_dict(doc: dict[str, Any]) -> tuple[EnginePartie, dict[str, Any], list[str | None]]:
    partie, meta, notes = document.partie_from_dict(doc)
    return engine_partie(partie), meta, notes


def deal_to_dict(facts: DealFacts, note: str | None = None) -> dict[str, Any]:
    return _deal_to_dict(PIQUET, facts, note)


def deal_from_dict(raw: Any, number: int) -> DealFacts:
    facts: DealFacts = _deal_from_dict(PIQUET, raw, number)
    return facts


DEAL_KEYS = (*(f.key for f in PIQUET.spec.fields), "note")


def scored(partie: EnginePartie) -> PartieView:
    """The partie scored as the keeper shows it: the neutral view."""
    view: PartieView = PIQUET.score(neutral(partie))
    return view
