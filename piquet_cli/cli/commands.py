"""The partie commands: new, deal, undo, edit — the same for every game (show and summary:
``showing``).

Each asks (only in a terminal), calls the scorebook and the partie's game
(through the seam, ``games.protocol``), and prints its neutral view.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from piquet_cli.cli.console import Out, tell
from piquet_cli.cli.entry import either, entry_values, flags_named, game_named, missing_words
from piquet_cli.cli.render import deal_grid
from piquet_cli.cli.said import by_word, deal_said
from piquet_cli.cli.scorers import versus
from piquet_cli.cli.user_text import check_name, check_note
from piquet_cli.cli.which import chooser, latest, refused_here
from piquet_cli.errors import BadValue, FileProblem, PiquetError, RuleError
from piquet_cli.games import DEFAULT_GAME, game_names, game_spec, get_game
from piquet_cli.games.names import clash_sentence, clashing, player_named
from piquet_cli.games.side import in_partie_order
from piquet_cli.games.view import Partie
from piquet_cli.i18n import N_, _, ngettext
from piquet_cli.said import said
from piquet_cli.scorebook.names import draft_name

if TYPE_CHECKING:
    from piquet_cli.games.fields import GameSpec
from piquet_cli.scorebook.parties import (
    PartieFile,
    append_deal,
    create_partie,
    find_partie,
    read_partie,
    save_partie,
)


def interactive() -> bool:
    return sys.stdin.isatty()


def make_partie(
    a: str,
    b: str,
    dealer: str | None,
    rules: str | None,
    game: str = DEFAULT_GAME,
    options: dict[str, Any] | None = None,
) -> Partie:
    """A new partie of two players (``start_partie``)."""
    return start_partie((a, b), dealer, rules, game, options)


FLAG_OF = {"first_dealer": "--dealer"}
"""The flag of a fact of a new partie that a game refuses (its rules refuse that first dealer)."""

SEAT_FLAGS = "ABCDEFGH"
"""The players' places on the command line, ``piquet new A B [C [D]]``: how an error names one."""


def start_partie(
    names: Sequence[str],
    dealer: str | None,
    rules: str | None,
    game: str = DEFAULT_GAME,
    options: dict[str, Any] | None = None,
) -> Partie:
    """A new partie from what ``new`` and ``play`` ask: the players in their order round the
    table, as many as the rules take (``GameSpec.seats``; without ``rules``, the game's first
    rule set for that many); ``options`` are the game's agreements by key (each given only if
    its flag was)."""
    name = game_named(game)
    spec = game_spec(name)
    assert spec is not None
    players = seated(spec, names, rules)
    first = 0
    if dealer is not None:
        named = player_named(dealer, players)
        if named is None:
            raise BadValue(
                _("{name} is not a player of this partie ({players}).").format(
                    name=repr(dealer), players=either(players)
                ),
                "--dealer",
            )
        first = players.index(named)
    options = {key: value for key, value in (options or {}).items() if value not in (None, False)}
    own = {option.key: option for option in spec.options}
    for key in options:
        if key not in own:
            flag = next(
                (o.flag for s in map(game_spec, game_names()) if s for o in s.options if o.key == key), key
            )
            raise BadValue(
                _("{flag} is not an agreement of {game}.").format(flag=flag, game=spec.title), flag
            )
    chosen = rules or spec.rules_for(len(players)) or spec.rules[0]
    try:
        partie = get_game(name).new_partie(players, first, chosen, options)
    except BadValue as error:
        if error.flag is None:  # the game names the fact at fault: an agreement, the dealer, the rules
            error.flag = (
                own[error.field].flag if error.field in own else FLAG_OF.get(error.field or "", "--rules")
            )
        raise
    if len(players) != spec.players_for(partie.rules):
        raise BadValue(_wrong_number(spec, len(players), partie.rules), "--rules" if rules else None)
    if rules is not None and rules.strip().casefold() != partie.rules.casefold():
        why = spec.rule_aliases.get("-".join(rules.strip().casefold().split()))
        tell(
            _("--rules {given}: {why}.").format(given=rules.strip(), why=_(why))  # why: marked N_ in the spec
            if why
            else _("--rules {given} is read as {rules}, the name of those rules now.").format(
                given=rules.strip(), rules=partie.rules
            )
        )
    return partie


def seated(spec: GameSpec, names: Sequence[str], rules: str | None) -> tuple[str, ...]:
    """The players' names, each checked (``user_text.check_name``, no two the same to the
    keeper), as many as the game takes, or as its rules named as given take; BadValue naming
    the player (A, B, C …) or how many the game and rules take."""
    counts = {spec.players_for(r) for r in spec.rules}
    known = next(
        (r for r in spec.rules if rules is not None and r.casefold() == rules.strip().casefold()), None
    )
    if len(names) not in counts or (known is not None and len(names) != spec.players_for(known)):
        raise BadValue(_wrong_number(spec, len(names), known), "--rules" if known else None)
    players = tuple(check_name(n, SEAT_FLAGS[i]) for i, n in enumerate(names))
    clash = clashing(players)
    if clash:
        raise BadValue(
            clash_sentence(*clash), SEAT_FLAGS[players.index(clash[1], players.index(clash[0]) + 1)]
        )
    return players


def _wrong_number(spec: GameSpec, given: int, rules: str | None) -> str:
    """One sentence: how many players the game (and its rules) take, and how many were given."""
    return ngettext("{takes}; {given} was given.", "{takes}; {given} were given.", given).format(
        takes=spec.takes_words(rules), given=given
    )


def new_partie(
    names: Sequence[str],
    dealer: str | None,
    rules: str | None,
    game: str,
    options: dict[str, Any],
    file: Path | None,
) -> None:
    partie = start_partie(names, dealer, rules, game, options)
    created = create_partie(partie, file)
    out = Out()
    out.line(
        _("New partie: {players}, {rules}. Saved in {path}.").format(
            players=versus(created.view.scorers), rules=partie.rules, path=created.path
        )
    )
    out.line(created.view.next_words)


def _open_unfinished(file: Path | None) -> PartieFile:
    return _unfinished(read_partie(find_partie(file)))


def _unfinished(current: PartieFile) -> PartieFile:
    """The partie, if it is not over; else RuleError saying so."""
    if current.view.finished:
        result = current.view.result
        raise RuleError(
            _("the partie in {path} is over: {why} Start a new one with 'piquet new A B'.").format(
                path=current.path, why=said(result.explanation) if result else _("it is finished.")
            )
        )
    return current


def record_deal(
    entry: dict[str, Any], file: Path | None, note: str | None, yes: bool, typed_as: int | None = None
) -> None:
    """``piquet deal``: the next deal from the flags, asking for the rest in a terminal.

    A deal given whole by its flags is read, checked and saved under the file's
    lock, so two processes recording deals at once never lose one. A deal
    asked for at the prompt is not locked while the players think; the save
    then refuses if the file changed meanwhile (and says how to re-enter it).
    With ``typed_as`` (``--number N``), it is deal N or nothing: refused, under the
    lock too, if the partie's next deal is another (``walkthrough.moved``).
    """
    note = check_note(note)
    if typed_as is not None and typed_as < 1:
        raise BadValue(
            _("{number} is no deal's number: they count from 1.").format(number=typed_as), "--number"
        )
    others: list[PartieFile] = []
    path = find_partie(file, chooser("records a deal in", others))
    current = _unfinished(read_partie(path))  # a partie, before its lock is taken (not /etc/passwd.lock)
    _same_deal(current, typed_as)
    game = get_game(current.partie.game)
    number = current.view.next_number
    try:
        with flags_named(game.spec, number):
            facts = game.facts(entry_values(game, entry, current.view.seats_next))
        needed = game.missing(facts, current.partie)
        if not needed:
            if interactive():
                from piquet_cli.cli.walkthrough import Asker

                with flags_named(game.spec, number):
                    facts = game.complete(Asker(), current.partie, number, facts)

            def next_deal(current: PartieFile) -> tuple[Any, str | None]:
                _unfinished(current)
                _same_deal(current, typed_as)
                return facts, note

            with flags_named(game.spec, number):
                saved, number = append_deal(
                    path, next_deal, lambda n: f"{deal_said(game.deal_word)} {n}", current
                )
            if os.path.lexists(saved.path.with_name(draft_name(saved.path.name))):
                from piquet_cli.scorebook import draft  # only where a draft is kept

                draft.drop_stale(
                    saved.path, number
                )  # a walk of it stopped before (its command, printed, was run)
            report_saved(saved, number)
            return
    except PiquetError as error:
        if not isinstance(error, FileProblem):
            refused_here(error, current, others, entry)
        raise
    if not interactive():
        raise BadValue(
            by_word(
                game.deal_word,
                N_("this deal still needs {flags} (or run 'piquet deal' in a terminal to be asked)."),
                N_("this hand still needs {flags} (or run 'piquet deal' in a terminal to be asked)."),
            ).format(flags=", ".join(missing_words(game.spec, needed)))
        )
    from piquet_cli.cli.walkthrough import ask_deal, save_next_deal

    with flags_named(game.spec, number):
        asked = ask_deal(current, number, facts, note, confirm=not yes)
    if asked is None:
        Out().line(_("Nothing was saved."))
        return
    facts, note = asked
    report_saved(save_next_deal(current, facts, note), number, shown=True)


def _same_deal(current: PartieFile, typed_as: int | None) -> None:
    """RuleError unless the partie's next deal is ``typed_as`` (when given)."""
    if typed_as is None:
        return
    from piquet_cli.cli.walkthrough import moved

    why = moved(current, typed_as)
    if why is not None:
        raise RuleError(why)


def report_saved(saved: PartieFile, number: int, shown: bool = False) -> None:
    """After a deal is saved: its breakdown, the partie totals, what comes next
    (only a word when the walkthrough has just shown all that)."""
    out = Out()
    view = saved.view
    deal = view.deals[number - 1]
    if shown or deal.unplayed:
        out.line(
            _("{what} saved.").format(what=deal.unplayed or f"{_(view.deal_word).capitalize()} {number}")
        )
    if shown:
        return
    if not deal.unplayed:  # a deal nobody played has no table
        title = by_word(view.deal_word, N_("Deal {number} saved"), N_("Hand {number} saved")).format(
            number=number
        )
        out.grid(deal_grid(view.rows, deal, title, view.scorers, view.teams))
    for ruling in deal.notable:
        out.line(ruling.sentence())
    for line in deal.lines:
        out.line(line)
    out.line(_("Partie: {totals}.").format(totals=in_partie_order(view.scorers, view.totals)))
    out.line(view.result.explanation if view.result else view.next_words)


def undo_deal(file: Path | None, yes: bool) -> None:
    from piquet_cli.cli.stopping import while_

    with while_("nothing was changed."):
        _undo(file, yes)


def _undo(file: Path | None, yes: bool) -> None:
    current = read_partie(find_partie(file) if file else latest("takes back a deal of"))
    if not current.partie.deals:
        raise RuleError(
            by_word(
                current.view.deal_word,
                N_("{path} has no deal to take back."),
                N_("{path} has no hand to take back."),
            ).format(path=current.path)
        )
    view = current.view
    last = view.deals[-1]
    word = view.deal_word
    out = Out()
    what = said(last.unplayed) if last.unplayed else f"{deal_said(word)} {last.number}"
    if last.unplayed:  # a deal nobody played has no table
        out.line(_("{what} (to take back).").format(what=what))
    else:
        title = by_word(word, N_("Deal {number} (to take back)"), N_("Hand {number} (to take back)"))
        out.grid(deal_grid(view.rows, last, title.format(number=last.number), view.scorers, view.teams))
    for ruling in last.notable:
        out.line(ruling.sentence())
    if not yes:
        if not interactive():
            raise BadValue(
                _("undo asks before taking back {what}; add --yes to do it without asking.").format(
                    what=what
                ),
                "--yes",
            )
        from piquet_cli.cli.asking import confirm  # only when a person is asked (not --yes)

        if not confirm(_("Take back {what}?").format(what=what)):
            out.line(_("Nothing was changed."))
            return
    saved = save_partie(
        current,
        current.partie._replace(deals=current.partie.deals[:-1]),
        current.notes[:-1],
        what=_("the taking back of {what}").format(what=what),
    )
    if last.unplayed:
        out.line(_("{what} taken back.").format(what=what))
    else:
        taken = by_word(word, N_("Deal {number} taken back."), N_("Hand {number} taken back."))
        out.line(taken.format(number=last.number))
    out.line(saved.view.next_words)
