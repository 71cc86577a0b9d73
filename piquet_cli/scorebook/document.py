"""A partie as the plain document kept in its TOML file, and back, for any game.

The file stores the facts entered at the table, never derived scores
(docs/file-format.md). Every partie has ``format``, ``game``, ``players``,
``first_dealer`` and ``[[deals]]``; the game reads its own top-level keys (the
rules and agreements) and each deal's table through its field table (each key
a field, each value in the field's kind and notation). Any other top-level key
(``created``, ``imported_from``, one of the user's own such as ``venue``) is
kept as written, through every save. Errors name the key, and the deal
(``field``, ``deal``), so the loader can point at the line.
"""

from __future__ import annotations

from typing import Any

from piquet_cli.errors import FileProblem, file_value
from piquet_cli.games import DEFAULT_GAME, game_names, get_game
from piquet_cli.games.fields import GameSpec
from piquet_cli.games.protocol import Game
from piquet_cli.games.record import NOTE, deal_from_dict, deal_to_dict, key_of
from piquet_cli.games.view import Partie
from piquet_cli.i18n import _
from piquet_cli.scorebook.store import CURRENT_FORMAT

ENVELOPE = ("format", "game", "players", "first_dealer", "deals")
"""The top-level keys every partie file has, whatever its game."""

GAME_FORMAT = "game_format"
"""The version of the game's own part of the file (``Game.format_version``), written only once a
game has changed it (left out: 1)."""


def game_of(doc: dict[str, Any]) -> Game[Any]:
    """The game a document is of (``game``, Piquet when the key is missing)."""
    name = doc.get("game", DEFAULT_GAME)
    try:
        return get_game(name) if isinstance(name, str) else get_game("")
    except KeyError:
        raise FileProblem(
            _("game = {name}: the keeper keeps {games}.").format(
                name=file_value(name), games=", ".join(game_names())
            ),
            field="game",
        ) from None


def partie_from_dict(doc: dict[str, Any]) -> tuple[Partie, dict[str, Any], list[str | None]]:
    """A partie, its other top-level keys (kept as written) and the deals' notes."""
    game = game_of(doc)
    doc = game_migrated(game, doc)
    players = doc.get("players")
    spec = game.spec
    if (
        not isinstance(players, list)
        or len(players) not in {spec.players_for(r) for r in spec.rules}
        or not all(isinstance(p, str) and p.strip() for p in players)
    ):
        raise FileProblem(
            _("players: {expected}").format(expected=_names_expected(spec)),
            field="players",
        )
    twice = next((p for i, p in enumerate(players) if p in players[:i]), None)
    if twice is not None:
        called = "both players are" if len(players) == 2 else "two players are"
        raise FileProblem(
            _("players: {called} called {twice!r}; give them different names.").format(
                called=called, twice=twice
            ),
            field="players",
        )
    first = doc.get("first_dealer", players[0])
    if first not in players:
        raise FileProblem(
            _("first_dealer = {first}: expected one of the players, {players}.").format(
                first=file_value(first), players=_either(players)
            ),
            field="first_dealer",
        )
    rules, options = game.read_options(doc)
    if len(players) != spec.players_for(rules):
        raise FileProblem(
            _("players: {takes}, and this file names {count}.").format(
                takes=spec.takes_words(rules), count=len(players)
            ),
            field="players",
        )
    deals_raw = doc.get("deals", [])
    if not isinstance(deals_raw, list):
        raise FileProblem(_("deals: expected a list of [[deals]] tables."), field="deals")
    least = 2 if rules in spec.fewer_seats else len(players)
    deals = tuple(deal_from_dict(game, d, i, len(players), least) for i, d in enumerate(deals_raw, start=1))
    notes: list[str | None] = [d.get(NOTE) for d in deals_raw]
    known = (*ENVELOPE, GAME_FORMAT, *game.option_keys())
    meta = {k: v for k, v in doc.items() if k not in known}  # kept as written, through every save
    if not isinstance(meta.get("imported_from", ""), str):
        raise FileProblem(
            _("imported_from: expected text in quotes, found {value!r}.").format(value=meta["imported_from"]),
            field="imported_from",
        )
    partie = Partie(spec.name, tuple(players), players.index(first), rules, options, deals)
    return partie, meta, notes


def game_migrated(game: Game[Any], doc: dict[str, Any]) -> dict[str, Any]:
    """The document as the game's current format has it: an older ``game_format`` is upgraded by
    the game itself (``Game.migrate``), one version at a time; the next save writes the current
    one. A newer one, or one that is no version, is refused (FileProblem naming the key)."""
    version = doc.get(GAME_FORMAT, 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise FileProblem(
            _("{GAME_FORMAT} = {given}: expected a whole number such as {current}.").format(
                GAME_FORMAT=GAME_FORMAT,
                given=file_value(version),
                current=game.format_version,
            ),
            field=GAME_FORMAT,
        )
    if version > game.format_version:
        raise FileProblem(
            _(
                "{GAME_FORMAT} = {version}: this partie was written by a newer piquet-cli, which keeps {game} in format {version}; this one reads format {current} — upgrade piquet-cli."
            ).format(
                GAME_FORMAT=GAME_FORMAT,
                version=version,
                game=game.spec.title,
                current=game.format_version,
            ),
            field=GAME_FORMAT,
        )
    for step in range(version, game.format_version):
        doc = game.migrate(dict(doc), step)
        doc[GAME_FORMAT] = step + 1
    return doc


def _names_expected(spec: GameSpec) -> str:
    """What a partie file's ``players`` must be, for ``spec``'s game: "expected two names, like
    players = ["Ann", "Bob"]." (a game of three: "expected 3 names, …")."""
    counts = sorted({spec.players_for(r) for r in spec.rules})
    example = ", ".join(f'"{n}"' for n in EXAMPLE_NAMES[: counts[0]])
    if counts == [2]:
        return _("expected two names, like players = [{example}].").format(example=example)
    many = (
        ", ".join(map(str, counts[:-1])) + " " + _("or") + f" {counts[-1]}"
        if len(counts) > 1
        else str(counts[0])
    )
    return _("expected {many} names ({takes}), like players = [{example}].").format(
        many=many, takes=spec.takes_words(), example=example
    )


EXAMPLE_NAMES = ("Ann", "Bob", "Cal", "Dee", "Eve", "Fay")


def _either(players: list[str]) -> str:
    """The players as a choice: "'Ann' or 'Bob'", "'Ann', 'Bob' or 'Cal'"."""
    quoted = [repr(p) for p in players]
    return ", ".join(quoted[:-1]) + " " + _("or") + " " + quoted[-1]


def partie_to_dict(
    partie: Partie, meta: dict[str, Any] | None = None, notes: list[str | None] | None = None
) -> dict[str, Any]:
    """The whole document for a partie; ``meta`` carries the other top-level keys (``created`` …)."""
    game = get_game(partie.game)
    options = game.write_options(partie)
    doc: dict[str, Any] = {"format": CURRENT_FORMAT, "game": partie.game}
    if game.format_version > 1:
        doc[GAME_FORMAT] = game.format_version
    doc["rules"] = options.pop("rules")
    doc |= {"players": list(partie.players), "first_dealer": partie.players[partie.first_dealer]}
    doc |= meta or {}
    doc |= options
    notes = notes or []
    doc["deals"] = [
        deal_to_dict(game, facts, notes[i] if i < len(notes) else None)
        for i, facts in enumerate(partie.deals)
    ]
    return doc


__all__ = ["game_of", "key_of", "partie_from_dict", "partie_to_dict"]
