"""Two-handed Bezique (seed 001; RULES.md "Bezique"), scored as the hand is played.

A pure engine: no I/O, no command-line words. The pieces, in the order a
caller needs them:

* ``codes`` — the declaration codes, their values, the ``?`` table, ``read_code``;
* ``judge`` — is a declaration lawful after the others, what it scores and why
  (``judge``, ``rule_on``; ``DeclarationLog`` for the walkthrough, with undo);
* ``hand`` — ``HandFacts``, one hand's facts, refused on construction when no
  hand can be them; ``check_brisques`` for one count at a time;
* ``scoring`` — ``score_hand``: categories, rulings, the running total;
* ``rules`` and ``game`` — seed 001's match or a target; ``score_game``;
* ``streak`` — seed 001's streak score (``3.0870``);
* ``notation`` and ``record`` — the facts as flags and as a file table.

docs/bezique.md sets out the rules as implemented and every decision made
where seed 001 is silent.
"""

from __future__ import annotations

from piquet_cli.games.bezique.codes import CODES, HELP_ROWS, parse_declared, read_code
from piquet_cli.games.bezique.game import GameScore, HandRow, Result, score_game
from piquet_cli.games.bezique.hand import HandFacts, check_brisques
from piquet_cli.games.bezique.judge import DeclarationLog, Verdict, judge, rule_on
from piquet_cli.games.bezique.notes import Note
from piquet_cli.games.bezique.record import hand_from_dict, hand_to_dict
from piquet_cli.games.bezique.rules import BeziqueRules, LastTrick
from piquet_cli.games.bezique.scoring import CATEGORIES, HandScore, Ruling, SideScore, score_hand
from piquet_cli.games.bezique.streak import Streak, best_streak, outcome_for, streak

__all__ = [
    "CATEGORIES",
    "CODES",
    "HELP_ROWS",
    "BeziqueRules",
    "DeclarationLog",
    "GameScore",
    "HandFacts",
    "HandRow",
    "HandScore",
    "LastTrick",
    "Note",
    "Result",
    "Ruling",
    "SideScore",
    "Streak",
    "Verdict",
    "best_streak",
    "check_brisques",
    "hand_from_dict",
    "hand_to_dict",
    "judge",
    "outcome_for",
    "parse_declared",
    "read_code",
    "rule_on",
    "score_game",
    "score_hand",
    "streak",
]
