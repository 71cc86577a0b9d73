"""Two-handed Bezique (seed 001; docs/bezique.md), scored as the hand is played.

This package imports nothing: the registry imports it, and its ``spec``, each
time ``piquet`` starts, so ``piquet --help`` must not pay for the engine. The
pieces, in the order a caller needs them:

* ``spec`` — what the command line knows before loading the game: rules, flags;
* ``seam`` — the game on the seam (``GAME``, ``games.protocol.Game``);
* ``codes`` — the declaration codes, their values, the ``?`` table, ``read_code``;
* ``judge`` — is a declaration lawful after the others, what it scores and why
  (``judge``, ``rule_on``; ``DeclarationLog`` one event at a time, with undo);
* ``refusals`` and ``pack`` — why no deal of the pack can give a declaration;
* ``hand`` — ``HandFacts``, one hand's facts, refused on construction when no
  hand can be them; ``check_brisques`` for one count at a time;
* ``scoring`` — ``score_hand``: categories, rulings, the running total;
* ``rules`` and ``game`` — seed 001's match or a target; ``score_game``;
* ``streak`` — seed 001's streak score (``3.0870``);
* ``notation`` — the facts as flags, prompts and the file write them;
* ``views``, ``dialogue`` and ``ruling`` — the neutral view of a game, the hand
  at the table, and ``piquet rule --game bezique``.

The engine is plain Python, with no I/O and no command-line words.
docs/bezique.md sets out the rules as implemented and every decision made
where seed 001 is silent.
"""
