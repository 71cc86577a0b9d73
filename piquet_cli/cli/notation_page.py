"""``piquet help notation``: the whole notation on one page (docs/contract.md, "Notation"), assembled
from the games kept.

Every prompt, flag and partie file reads the same notation; this page is where a
player finds all of it, with an example of each form. Each game gives its own part
(``GameSpec.notation``, a ``fields.Notation`` loaded only here), in the registry's
order: its rows first, then the keeper's own, names, and the events of the games
scored trick by trick (``games.events``), each game's codes in them.
"""

from __future__ import annotations

from piquet_cli.cli.console import Out
from piquet_cli.cli.grid import Grid
from piquet_cli.games.fields import Notation
from piquet_cli.i18n import N_, _

TITLE = N_("The notation: what every question, flag and partie file of piquet takes (any case).")
NAMES = N_(
    "a player's name, wherever one is answered or given to a flag (--dealer, withdraw NAME, "
    "--withdrawn, --player, Ann:rm, who took the last trick …), in any case and without its "
    "accents: martin for Martín; the beginning of one name only is that name too (mart). e, elder, "
    "y and younger are the seats, before any name. So two players may not have names that read the "
    "same (Ann and ann, Martín and Martin)."
)
EVENTS = N_(
    "{events}, in the order made, each after who won the trick, e: (elder) or y: (younger), "
    "space-separated; + joins what one trick scores together: {example}; - for none. At the table one "
    "at a time, the player's name for the seat too ({one})."
)
EVENTS_AT_THE_TABLE = N_(
    "While a hand is entered, the running totals said are the hand's (Ann 40, Bob 10 this hand); the "
    "partie's before and after it. At the question, ? gives each its value."
)


def parts() -> list[tuple[str, Notation]]:
    """Each kept game's title and its part of the page, in the registry's order (a game without one
    has nothing to add)."""
    import importlib

    from piquet_cli.games import game_specs

    return [
        (spec.title, importlib.import_module(spec.notation).NOTATION)
        for spec in game_specs()
        if spec.notation
    ]


def rows(games: list[tuple[str, Notation]]) -> list[tuple[str, str]]:
    """The page's rows: each game's own under its heading (two games' under one heading said one
    after the other), names, and the events when a game has them; in the language spoken (a
    game's text may name a flag by its field's key: ``{elder_hand}``)."""
    flags = _flags()
    own: dict[str, list[str]] = {}
    for _title, part in games:
        for heading, text in part.rows:
            own.setdefault(heading, []).append(_(text).format_map(flags))
    found = [(_(heading), " ".join(texts)) for heading, texts in own.items()]
    found.append((_("Names"), _(NAMES)))
    eventful = [(title, part) for title, part in games if part.codes]
    if eventful:
        found.append((_("Events"), events(eventful)))
    return found


def _flags() -> dict[str, str]:
    """Every kept game's entry flags by field key, for the page's texts to name."""
    from piquet_cli.games import game_specs

    return {field.key: field.flag for spec in game_specs() for field in spec.fields if field.flag}


def events(games: list[tuple[str, Notation]]) -> str:
    """The events row: how any game's events are written, the first game's example, each game's
    codes, and each rule some of them share, said once: "In both games …" when the two games with
    events share it, else "In" and the titles of those that do."""
    example = games[0][1].example
    said = _(EVENTS).format(
        events=_listed([_(part.events) for _title, part in games]),
        example=example,
        one="Ann:" + example.split()[0].partition(":")[2],
    )
    shared: dict[str, list[str]] = {}
    for title, part in games:
        if part.shared:
            shared.setdefault(part.shared, []).append(title)
    words = [_(part.codes) for _title, part in games]
    for rule, titles in shared.items():
        if len(titles) == len(games) == 2:
            words.append(_("In both games {rule}").format(rule=_(rule)))
        else:
            words.append(_("In {games} {rule}").format(games=_listed(titles), rule=_(rule)))
    return " ".join([said, *words, _(EVENTS_AT_THE_TABLE)])


def _listed(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return _(" and ").join([", ".join(words[:-1]), words[-1]] if len(words) > 2 else words)


def print_notation() -> None:
    grid = Grid(title=_(TITLE), show_header=False)
    grid.add_column("")
    grid.add_column("")
    for name, text in rows(parts()):
        grid.add_row(name, text, end_section=True)
    Out().grid(grid)
