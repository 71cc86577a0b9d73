"""Make a scorebook of N lawful partie files quickly, for tests and timings.

``make_scorebook(folder, n, seed)`` writes ``n`` partie files the way the
keeper writes them (``partie_to_dict`` then tomli-w), without locks or fsync so
that ten thousand take seconds. Deals are a mix of the ways a deal is entered
at the table: quick totals, declarations with trick winners, both hands with
trick winners, and play as announced. Most parties are finished; some are not.
The same seed always gives the same files.
"""

from __future__ import annotations

import os
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import tomli_w
from piquet_parties import partie_to_dict

from piquet_cli.cards import Card
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import PIQUET_PACK, best_point, sequences_held, sets_held
from piquet_cli.games.piquet.deal import AnnouncedPlay, Calls, DealFacts
from piquet_cli.games.piquet.partie import Partie, RuleSet, score_partie
from piquet_cli.games.piquet.play import play_totals, tricks_won
from piquet_cli.games.side import Side

NAMES = ("Ann", "Bob", "Cleo", "Dmitri", "Élodie", "Fitz")
KINDS = ("totals", "declared", "hands", "announced")
START = datetime(2024, 1, 1, 20, 0, tzinfo=UTC)


def random_deal(rng: random.Random, kind: str) -> DealFacts:
    """One lawful deal entered the way ``kind`` says."""
    if kind == "totals":
        return DealFacts(totals=(rng.randint(0, 60), rng.randint(0, 60)))
    pack = list(PIQUET_PACK.cards)
    rng.shuffle(pack)
    elder, younger = tuple(pack[:12]), tuple(pack[12:24])
    tricks = tuple(rng.choice((Side.ELDER, Side.ELDER, Side.YOUNGER)) for _ in range(12))
    if kind == "hands":
        return DealFacts(elder_hand=elder, younger_hand=younger, tricks=tricks)
    declared = DealFacts(elder=_calls(elder), younger=_calls(younger), tricks=tricks)
    if kind == "declared":
        return declared
    play, won = play_totals(tricks), tricks_won(tricks)
    announced = AnnouncedPlay((play[Side.ELDER], play[Side.YOUNGER]), (won[Side.ELDER], won[Side.YOUNGER]))
    return declared._replace(tricks=None, announced=announced)


def _calls(hand: tuple[Card, ...]) -> Calls:
    return Calls(best_point(hand), tuple(sequences_held(hand)), tuple(sets_held(hand)))


def random_partie(rng: random.Random, kinds: tuple[str, ...] = KINDS, finished: bool = True) -> Partie:
    """A lawful partie: finished (played to its end, Law 71), or stopped part way."""
    players = tuple(rng.sample(NAMES, 2))
    rules = rng.choices((RuleSet.RUBICON, RuleSet.FOUR_DEAL, RuleSet.AU_CENT), weights=(8, 1, 1))[0]
    partie = Partie((players[0], players[1]), rng.randint(0, 1), rules)
    if rules is RuleSet.AU_CENT:
        kinds = ("totals",)  # a long partie: quick totals keep the factory fast
    if not finished:  # fewer deals than any partie needs to end
        return partie._replace(
            deals=tuple(random_deal(rng, rng.choice(kinds)) for _ in range(rng.randint(0, 3)))
        )
    base = 4 if rules is RuleSet.FOUR_DEAL else 6
    while True:
        batch = 1 if rules is RuleSet.AU_CENT else (base if not partie.deals else 2)
        deals = tuple(random_deal(rng, rng.choice(kinds)) for _ in range(batch))
        partie = _who_reached_100(rng, partie._replace(deals=partie.deals + deals))
        if score_partie(partie).finished:
            return partie


def _who_reached_100(rng: random.Random, partie: Partie) -> Partie:
    """Au cent, quick totals may leave open who reached 100 first in a deal, and whether
    the game was double: say it, as the players would (until the keeper accepts it)."""
    while True:
        try:
            score_partie(partie)
            return partie
        except BadValue as error:
            if error.field not in ("first_to_100", "double_game"):
                raise
            last = partie.deals[-1]._replace(
                first_to_100=rng.choice((Side.ELDER, Side.YOUNGER)),
                double_game=rng.choice((None, True, False)),
            )
            partie = partie._replace(deals=(*partie.deals[:-1], last))


def make_scorebook(folder: Path, n: int, seed: int = 0, kinds: tuple[str, ...] = KINDS) -> list[Path]:
    """Write ``n`` partie files into ``folder`` (made if missing); return their paths.

    About one partie in ten is unfinished. Each file's ``created`` is a day
    after the previous one's, and its modification time matches it.
    """
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        partie = random_partie(rng, kinds, finished=rng.random() > 0.1)
        created = START + timedelta(days=i, minutes=rng.randint(0, 120))
        doc = partie_to_dict(partie, {"created": created.isoformat(timespec="seconds")})
        path = folder / f"partie-{i:05d}.toml"
        path.write_text(tomli_w.dumps(doc), encoding="utf-8")
        os.utime(path, (created.timestamp(), created.timestamp()))
        paths.append(path)
    return paths
