"""The walkthrough of one deal at the table, for any game: ask, show what it comes to, save.

The game asks its own questions in the order of play (``Game.walk``) through
a ``Table`` (``cli.table``); here the deal it gives is shown — its breakdown,
the partie after it — and "Save deal N? [Y/n]" asked. Nothing is written
until the deal is confirmed; if the save is then refused (the file changed on
disk meanwhile), the ``piquet deal`` command that records the deal as typed
is printed, so nothing typed is lost. Ctrl-C and end of input propagate: the
caller exits 130 and the partie file is unchanged.

The next deal's answers are kept as they are given, beside the partie
(``scorebook.draft``: ``NAME.toml.draft``, written after each answer), so a
Ctrl-C, a closed terminal or a crash loses at most the answer being typed; the
next walk of that deal offers them, replays them and goes on asking. A draft of
a partie that has changed since is dropped, said; one that cannot be read is
set aside, said. The draft goes when the deal is saved or abandoned.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from piquet_cli.cli.console import make_console, markup_safe
from piquet_cli.cli.entry import entry_values
from piquet_cli.cli.escape import shell_words
from piquet_cli.cli.outcome import show_outcome
from piquet_cli.cli.said import by_word, deal_said
from piquet_cli.cli.stopping import while_
from piquet_cli.cli.table import Answers, Asker, say, yes
from piquet_cli.errors import FileProblem, PiquetError
from piquet_cli.games import get_game
from piquet_cli.games.protocol import Facts, Game
from piquet_cli.i18n import N_, NAMES, _, active, ngettext
from piquet_cli.scorebook import draft
from piquet_cli.scorebook.parties import PartieFile, read_partie, save_partie

__all__ = ["Asker", "ask_deal", "deal_command", "save_next_deal"]

DEAL_WORDS = (N_("deal"), N_("hand"))
"""The games' words for a deal (``GameSpec.deal_word``), in the catalogue."""


def ask_deal(
    current: PartieFile, number: int, prefill: Facts | None, note: str | None, confirm: bool = True
) -> tuple[Facts, str | None] | None:
    """Walk through deal ``number`` of ``current`` at the table; the facts and
    note to save, or None if the players decline to save it.

    ``prefill`` (from ``piquet deal`` flags or ``edit N``) gives each question
    its default on Enter.
    """
    game = get_game(current.partie.game)
    word = game.deal_word
    said = _(word)  # DEAL_WORDS: the word in the language spoken
    editing = number <= len(current.partie.deals)
    answers: Answers | None = None

    def lost() -> str:
        if editing:
            return _("the correction was not saved: {deal} {number} is as it was.").format(
                deal=said, number=number
            )
        kept = len(answers.given) if answers is not None and answers.keep is not None else 0
        return (
            _("the {deal} being entered was not saved ({deal}s already saved are kept)").format(deal=said)
            + (
                ngettext(
                    ", but its {kept} answer is kept beside the partie ({draft})",
                    ", but its {kept} answers are kept beside the partie ({draft})",
                    kept,
                ).format(kept=kept, draft=draft.path_of(current.path).name)
                if kept
                else ""
            )
            + _(". Run 'piquet play' (or 'piquet deal') to resume.")
        )

    with while_(lost):
        if not editing:
            answers, prefill = _keeping(current, game, number, prefill)
        while True:
            table = Asker(answers)
            facts = game.walk(table, current.partie, number, prefill)
            shown = show_outcome(current, number, facts)
            what = shown.unplayed if shown is not None and shown.unplayed else f"{said} {number}"
            question = (
                _("Save the correction to {what}?").format(what=what)
                if editing
                else _("Save {what}?").format(what=what)
            )
            if shown is not None and (not confirm or yes(table, question)):
                return facts, note
            prefill = facts
            if not yes(
                table,
                _("Go through {deal} {number} again (Enter keeps each answer)?").format(
                    deal=said, number=number
                ),
            ):
                if not editing:
                    draft.remove(current.path)
                return None


def _keeping(
    current: PartieFile, game: Game[Any], number: int, prefill: Facts | None
) -> tuple[Answers, Facts | None]:
    """The answers of the next deal, kept beside the partie as they are given; with those of
    the same deal kept from before, if the players continue it (then its prefill too)."""
    word = game.deal_word
    said = _(word)
    begun_on = draft.version(current.stamp)
    values = flag_values(game, prefill) if prefill is not None else {}
    replay: tuple[tuple[str, str], ...] = ()
    try:
        kept = draft.read(current.path)
    except draft.DraftProblem as problem:
        aside = draft.set_aside(current.path)
        say(
            _("{problem}; it is set aside as {name}, and {what} starts afresh.").format(
                problem=problem.message, name=aside.name, what=f"{deal_said(word)} {number}"
            )
        )
        kept = None
    if kept is not None and (kept.number != number or kept.begun_on != begun_on):
        if kept.number < number:
            since = by_word(
                word,
                N_(
                    "A deal in progress was kept (deal {kept}), but deal {kept} was saved since: it is dropped, and deal {number} starts afresh."
                ),
                N_(
                    "A hand in progress was kept (hand {kept}), but hand {kept} was saved since: it is dropped, and hand {number} starts afresh."
                ),
            )
        elif kept.number > number:
            since = by_word(
                word,
                N_(
                    "A deal in progress was kept (deal {kept}), but a deal was taken back since: it is dropped, and deal {number} starts afresh."
                ),
                N_(
                    "A hand in progress was kept (hand {kept}), but a hand was taken back since: it is dropped, and hand {number} starts afresh."
                ),
            )
        else:
            since = by_word(
                word,
                N_(
                    "A deal in progress was kept (deal {kept}), but the partie file was changed since: it is dropped, and deal {number} starts afresh."
                ),
                N_(
                    "A hand in progress was kept (hand {kept}), but the partie file was changed since: it is dropped, and hand {number} starts afresh."
                ),
            )
        say(since.format(kept=kept.number, number=number))
        draft.remove(current.path)
    elif kept is not None and kept.answers and kept.lang != active():
        say(  # the answers were read in that language's words: "AC" is another card in another
            _(
                "A {deal} in progress was kept, answered in {language}: it is dropped, and {deal} {number} "
                "starts afresh (or go on with --lang {lang})."
            ).format(deal=said, language=_(NAMES.get(kept.lang, kept.lang)), number=number, lang=kept.lang)
        )
        draft.remove(current.path)
    elif kept is not None and kept.answers and prefill is not None and kept.prefill != values:
        say(
            by_word(
                word,
                N_(
                    "A deal in progress was kept, begun from other flags than these: it is dropped, and deal {number} starts from the flags given."
                ),
                N_(
                    "A hand in progress was kept, begun from other flags than these: it is dropped, and hand {number} starts from the flags given."
                ),
            ).format(number=number)
        )
        draft.remove(current.path)
    elif kept is not None and kept.answers:
        asked, answer = kept.answers[-1]
        count = len(kept.answers)
        offer = (
            ngettext(
                "A deal in progress was kept: {count} answer, up to {asked} {answer}; continue it?",
                "A deal in progress was kept: {count} answers, up to {asked} {answer}; continue it?",
                count,
            )
            if word != "hand"
            else ngettext(
                "A hand in progress was kept: {count} answer, up to {asked} {answer}; continue it?",
                "A hand in progress was kept: {count} answers, up to {asked} {answer}; continue it?",
                count,
            )
        ).format(count=count, asked=asked, answer=answer or _("(Enter)"))
        try:
            restored = game.facts(entry_values(game, kept.prefill, typed=False)) if kept.prefill else None
        except PiquetError:
            say(
                by_word(
                    word,
                    N_("{draft} begins from values this deal cannot take; it is dropped."),
                    N_("{draft} begins from values this hand cannot take; it is dropped."),
                ).format(draft=draft.path_of(current.path).name)
            )
            draft.remove(current.path)
        else:
            if yes(Asker(), offer):
                replay, values, prefill = kept.answers, kept.prefill, restored
            else:
                draft.remove(current.path)
                say("  " + _("Dropped: {what} starts afresh.").format(what=f"{deal_said(word)} {number}"))

    def keep(given: tuple[tuple[str, str], ...]) -> None:
        try:
            draft.write(current.path, draft.Draft(number, begun_on, given, values, active()), word)
        except OSError as error:
            from piquet_cli.scorebook.oserror import describe_os_error

            answers.keep = None
            say(
                "  "
                + by_word(
                    word,
                    N_(
                        "The answers cannot be kept beside the partie ({why}): an interruption now loses this deal's answers."
                    ),
                    N_(
                        "The answers cannot be kept beside the partie ({why}): an interruption now loses this hand's answers."
                    ),
                ).format(why=describe_os_error(error))
            )

    answers = Answers(replay, keep)
    return answers, prefill


def save_next_deal(current: PartieFile, facts: Facts, note: str | None) -> PartieFile:
    """Save ``facts`` as the next deal of ``current``. If the save is refused (the
    file changed on disk since it was read, or cannot be written), print the
    ``piquet deal`` command that records the deal as typed, then let the
    refusal go on to the caller."""
    game = get_game(current.partie.game)
    try:
        saved = save_partie(
            current,
            current.partie._replace(deals=current.partie.deals + (facts,)),
            current.notes + [note],
            what=f"{deal_said(game.deal_word)} {current.view.next_number}",
        )
    except FileProblem:
        number = current.view.next_number
        try:
            why = moved(read_partie(current.path), number)
        except PiquetError:  # it does not read now: the command's --number checks it when run
            why = None
        console = make_console()
        if why is not None:
            console.print(
                markup_safe(
                    by_word(
                        game.deal_word,
                        N_("This deal cannot be recorded as typed by a command: {why}"),
                        N_("This hand cannot be recorded as typed by a command: {why}"),
                    ).format(why=why)
                )
            )
            raise
        console.print(
            by_word(
                game.deal_word,
                N_("To record this deal as typed, once the file is right, run:"),
                N_("To record this hand as typed, once the file is right, run:"),
            )
        )
        console.print(markup_safe(deal_command(game, current.path, facts, note, number)), soft_wrap=True)
        raise
    draft.remove(current.path)
    return saved


def deal_command(
    game: Game[Any], path: Path, facts: Facts, note: str | None, number: int | None = None
) -> str:
    """The ``piquet deal`` command line that records ``facts`` as the next deal,
    shell-quoted: what to run when a save was refused, so nothing typed is lost.
    Each value the deal has is given at its flag, in the order of the game's field
    table (what has no flag, such as younger's answers, the command cannot carry).
    With ``number``, ``--number N``: the flags say elder and younger, seats, and a
    deal typed for deal N is recorded only as deal N, never in another's seats."""
    words = ["piquet", "deal", "--file", str(path)]
    if number is not None:
        words += ["--number", str(number)]
    flags = {field.key: field.flag for field in game.spec.fields}
    for key, value in flag_values(game, facts).items():
        words += [flags[key]] if value is True else [flags[key], str(value)]
    if note:
        words += ["--note", note]
    return shell_words(words)


def flag_values(game: Game[Any], facts: Facts) -> dict[str, str | bool]:
    """The values of ``facts`` that have a flag, by key, in the order of the game's field table,
    each written in its notation (a switch on: True): what ``piquet deal`` flags can carry,
    and what ``cli.entry.entry_values`` reads back."""
    values: dict[str, Any] = game.values(facts)
    flagged: dict[str, str | bool] = {}
    for field in game.spec.fields:
        if field.key not in values or not field.flag:
            continue
        value = values[field.key]
        if field.kind == "flag":
            if value:
                flagged[field.key] = True
            continue
        flagged[field.key] = str(value) if field.kind == "int" else game.format(field.codec, value)
    return flagged


def moved(now: PartieFile, number: int) -> str | None:
    """Why a deal typed as deal ``number`` cannot be recorded in the partie as it is ``now``
    (its next deal is another: one was saved or taken back meanwhile), or None if it can.
    Its flags name seats, elder and younger: recorded as another deal, they would give one
    player's scores to another, or stand for a deal not yet played."""
    view = now.view
    word, next_number = view.deal_word, view.next_number
    if next_number == number:
        return None
    typed = _dealer_of(now, number)
    typed_as = (
        by_word(
            word,
            N_("deal {number} was typed with {dealer} dealing"),
            N_("hand {number} was typed with {dealer} dealing"),
        )
        if typed
        else by_word(word, N_("deal {number} was typed"), N_("hand {number} was typed"))
    ).format(number=number, dealer=typed)
    since = (
        by_word(word, N_("deal {number} was saved meanwhile"), N_("hand {number} was saved meanwhile"))
        if next_number > number
        else by_word(
            word, N_("deal {number} was taken back meanwhile"), N_("hand {number} was taken back meanwhile")
        )
    ).format(number=min(next_number, number))
    put_right = (
        by_word(
            word,
            N_("; if this one is the true deal {number}, 'piquet edit {number}' puts it in"),
            N_("; if this one is the true hand {number}, 'piquet edit {number}' puts it in"),
        ).format(number=number)
        if number < next_number
        else ""
    )
    if view.finished:
        return _("{typed}, but {since} and the partie is over (see 'piquet show'{put_right}).").format(
            typed=typed_as, since=since, put_right=put_right
        )
    dealer = _dealer_of(now, next_number)
    if typed and dealer != typed:
        then = _(
            "{dealer} deals it, not {typed}: recorded now, the scores typed for each seat would go to another player"
        ).format(dealer=dealer, typed=typed)
    else:
        then = by_word(
            word,
            N_("recorded now, it would stand for deal {next}, not the deal it was typed for"),
            N_("recorded now, it would stand for hand {next}, not the hand it was typed for"),
        ).format(next=next_number)
    return by_word(
        word,
        N_("{typed}, but {since}; the next is deal {next}, and {then} (see 'piquet show'{put_right})."),
        N_("{typed}, but {since}; the next is hand {next}, and {then} (see 'piquet show'{put_right})."),
    ).format(typed=typed_as, since=since, next=next_number, then=then, put_right=put_right)


def _dealer_of(now: PartieFile, number: int) -> str | None:
    """Who deals deal ``number`` of the partie as it is ``now``: a deal saved says so, the next
    one is the game's own (``seats_next``); a later one passes round the table, unless the game
    seats its deals otherwise (Chouette's two who play, ``next_seats``): then None, unknown."""
    view = now.view
    if number <= len(view.deals):
        return view.deals[number - 1].dealer
    if number == view.next_number:
        return view.seats_next[-1]
    return None if view.next_seats else now.partie.players[now.partie.dealer(number)]
