"""What the index's records were made by: a fingerprint of the versions that the code which
reads and scores a partie declares, not of its sources' sizes or times.

Apart from ``index`` so that a command given no ``--file``, which finds its partie through the
note of unfinished parties (``unfinished``), never loads the index's own code.
"""

from __future__ import annotations

import zlib

INDEX_FORMAT = 5  # 3: records with any number of players, their settlement and labels; 4: playing;
# 5: a record as a list of its fields (``index_records``)

SCORING_VERSION = 2  # 2: a player's deal statistics count only the deals he sat at
"""Raised whenever the code every game shares in making a record (``games.partie_record``,
``games.view``, ``scorebook.scoring``, reading a file in ``index``) may make another one of the
same file: with ``INDEX_FORMAT`` and each game's own ``GameSpec.scoring_version``, what the
index's records were made by. Not the sources' sizes or times, which every reinstall changes
(issue 25: that threw the index away, and the next everyday command re-scored the whole
scorebook)."""


def engine_fingerprint() -> str:
    """Changes whenever the code that reads and scores a partie does, as its versions declare:
    ``INDEX_FORMAT``, ``SCORING_VERSION`` and every game's ``scoring_version``, by name."""
    from piquet_cli.games import game_specs

    parts = [f"index:{INDEX_FORMAT}", f"shared:{SCORING_VERSION}"]
    parts += [f"{spec.name}:{spec.scoring_version}" for spec in sorted(game_specs(), key=lambda s: s.name)]
    text = "|".join(parts).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"
