"""Two-handed Pinochle (seed 002, docs/pinochle.md).

The pure engine's modules, from the bottom up:

* ``rules`` — the two rule sets (``seed``, the default, and ``classic``) and
  the fixed figures of the game: 240 in the cards, 10 for the last trick,
  targets 1000 → 1250 → 1500.
* ``melds`` — the meld codes of docs/contract.md (``dix mS mH mD mC rm seq pin 4A
  4K 4Q 4J``), their values, cards and classes, ``read_code`` for the event
  notation, and the table shown for ``?``.
* ``copies`` — the double pack: which physical copy of each card every meld
  can have used, under the reuse rule of seed 002.
* ``check`` — is a meld lawful after the melds before it, what it scores and
  why, with warnings where the keeper cannot see the cards (the walkthrough
  and ``piquet rule --game pinochle --melded`` both use it).
* ``hand`` — one hand's facts, their validation and their scores, with the
  rulings as data.
* ``game`` — hands in turn, the rising target, withdrawal, the result.

Plain Python, no I/O, naming no flag, file key or prompt; errors carry
``field=`` and ``side=`` for the caller to turn into its own words. On the
seam (``spec``, ``seam``, ``facts``, ``codecs``, ``views``, ``dialogue``,
``rulings``, ``withdraw``) the game meets the command line and the partie file.
"""
