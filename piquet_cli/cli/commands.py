"""The partie commands: new, deal, show, summary, undo, edit.

Each asks (only in a terminal), calls the scorebook and the engine, and prints.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from piquet_cli.cli.console import Out, prompt, shown_as_is, tell
from piquet_cli.cli.entry import facts_from_flags, flags_named, missing
from piquet_cli.cli.render import (
    next_words,
    notable_rulings,
    partie_json,
    print_json,
    ruling_sentence,
    scored_deal_breakdown,
    show_text,
    summary_csv,
    summary_markdown,
    summary_text,
)
from piquet_cli.cli.stopping import while_
from piquet_cli.errors import BadValue, FileProblem, RuleError
from piquet_cli.games.piquet.deal import Agreements
from piquet_cli.games.piquet.partie import RULE_FORMS, Partie, RuleSet
from piquet_cli.scorebook.parties import (
    PartieFile,
    create_partie,
    find_partie,
    read_partie,
    save_partie,
)

MAX_NAME = 40
MAX_NOTE = 10_000


def interactive() -> bool:
    return sys.stdin.isatty()


def check_name(name: str, flag: str) -> str:
    """A player's name: one line of 1 to 40 characters that print (``console.shown_as_is``).

    Letters of any script, marks, digits, punctuation, symbols and spaces are
    taken; a control character, a line separator, an invisible format character
    (a bidi override, a zero-width space) or bytes that are not UTF-8 are refused,
    naming the character, because a name is shown on every screen and in every
    export exactly as typed.
    """
    clean = name.strip()
    if not clean:
        raise BadValue("a player's name cannot be empty.", flag)
    for ch in clean:
        if not shown_as_is(ch):
            raise BadValue(f"a player's name cannot hold {_character_words(ch)}; {NAME_FORMS}", flag)
    if len(clean) > MAX_NAME:
        raise BadValue(f"a player's name has at most {MAX_NAME} characters.", flag)
    return clean


NAME_FORMS = f"a name is one line of at most {MAX_NAME} letters, digits, spaces, punctuation or symbols."


def _character_words(ch: str) -> str:
    """A character that does not print, named: ``U+202E (RIGHT-TO-LEFT OVERRIDE)``."""
    import unicodedata

    if "\udc80" <= ch <= "\udcff":
        return f"the byte 0x{ord(ch) - 0xDC00:02x}, which is not UTF-8 text"
    if ch in "\n\r\u2028\u2029\x85\x0b\x0c":
        return f"a line break (U+{ord(ch):04X})"
    name = unicodedata.name(ch, "") or _CONTROL_NAMES.get(ch, "")
    if unicodedata.category(ch) == "Cc":
        return f"U+{ord(ch):04X}" + (f" ({name})" if name else "") + ", a control character"
    return f"U+{ord(ch):04X}" + (f" ({name})" if name else ", a character that does not print")


_CONTROL_NAMES = {
    "\x00": "NULL",
    "\x07": "BELL",
    "\x08": "BACKSPACE",
    "\t": "TAB",
    "\x1b": "ESCAPE",
    "\x7f": "DELETE",
}


def check_note(note: str | None) -> str | None:
    """A remark kept with a deal: any text, several lines if need be, up to
    ``MAX_NOTE`` characters of Unicode text."""
    if note is None:
        return None
    if len(note) > MAX_NOTE:
        raise BadValue(f"a note has at most {MAX_NOTE:,} characters; this one has {len(note):,}.", "--note")
    for ch in note:
        if "\ud800" <= ch <= "\udfff":
            raise BadValue(f"the note holds {_character_words(ch)}; give the note as UTF-8 text.", "--note")
    return note


def parse_rules(text: str) -> RuleSet:
    try:
        return RuleSet(text.strip().lower())
    except ValueError:
        raise BadValue(f"{text!r} is not a set of rules; choose {RULE_FORMS}.", "--rules") from None


def make_partie(
    a: str,
    b: str,
    dealer: str | None,
    rules: str,
    game: str = "piquet",
    point_four_less: bool = False,
    low_cards_nothing: bool = False,
) -> Partie:
    """A new partie from what ``new`` and ``play`` ask."""
    if game.strip().lower() != "piquet":
        raise BadValue(f"{game!r}: this piquet-cli keeps piquet only.", "--game")
    a, b = check_name(a, "A"), check_name(b, "B")
    if a == b:
        raise BadValue(f"both players are called {a!r}; give them different names.", "B")
    first = 0
    if dealer is not None:
        if dealer.strip() not in (a, b):
            raise BadValue(f"{dealer!r} is not a player of this partie ({a} or {b}).", "--dealer")
        first = (a, b).index(dealer.strip())
    ruleset = parse_rules(rules)
    if (point_four_less or low_cards_nothing) and ruleset is not RuleSet.AU_CENT:
        raise BadValue("those agreements belong to piquet au cent; add --rules au-cent.", "--rules")
    return Partie((a, b), first, ruleset, Agreements(False, point_four_less, low_cards_nothing))


def new_partie(
    a: str,
    b: str,
    dealer: str | None,
    rules: str,
    game: str,
    point_four_less: bool,
    low_cards_nothing: bool,
    file: Path | None,
) -> None:
    partie = make_partie(a, b, dealer, rules, game, point_four_less, low_cards_nothing)
    created = create_partie(partie, file)
    out = Out()
    out.line(f"New partie: {a} v {b}, {partie.rules.value}. Saved in {created.path}.")
    out.line(next_words(created.state))


def _open_unfinished(file: Path | None) -> PartieFile:
    current = read_partie(find_partie(file))
    if current.state.finished:
        result = current.state.result
        raise RuleError(
            f"the partie in {current.path} is over ({result.explanation if result else ''}); "
            "start a new one with 'piquet new A B'."
        )
    return current


def record_deal(entry: dict[str, Any], file: Path | None, note: str | None, yes: bool) -> None:
    """``piquet deal``: the next deal from the flags, asking for the rest in a terminal.

    A deal given whole by its flags is read, checked and saved under the file's
    lock, so two processes recording deals at once never lose one. A deal
    asked for at the prompt is not locked while the players think; the save
    then refuses if the file changed meanwhile (and says how to re-enter it).
    """
    from piquet_cli.scorebook import store, unfinished

    facts = facts_from_flags(entry)
    note = check_note(note)
    needed = missing(facts)
    path = find_partie(file)
    if not needed:
        store.load(path)  # a partie file it is, before its lock is taken (never /etc/passwd.lock)
        if interactive():
            from piquet_cli.cli.walkthrough import Asker, settle_game

            current = _open_unfinished(path)
            with flags_named(current.state.next_number):
                facts = settle_game(current, current.state.next_number, facts, Asker())
        before = unfinished.before_save(path)
        with store.locked(path):
            current = _open_unfinished(path)
            number = current.state.next_number
            with flags_named(number):
                saved = save_partie(
                    current,
                    replace(current.partie, deals=current.partie.deals + (facts,)),
                    current.notes + [note],
                    what=f"deal {number}",
                    keep_note=False,
                )
        unfinished.after_save(
            path, not saved.state.finished, before
        )  # the lock released: the folder is still
        report_saved(saved, number)
        return
    if not interactive():
        raise BadValue(
            "this deal still needs "
            + ", ".join(needed)
            + " (or run 'piquet deal' in a terminal to be asked)."
        )
    from piquet_cli.cli.walkthrough import ask_deal, save_next_deal

    current = _open_unfinished(path)
    number = current.state.next_number
    with flags_named(number):
        asked = ask_deal(current, number, facts, note, confirm=not yes)
    if asked is None:
        Out().line("Nothing was saved.")
        return
    facts, note = asked
    report_saved(save_next_deal(current, facts, note), number, shown=True)


def report_saved(saved: PartieFile, number: int, shown: bool = False) -> None:
    """After a deal is saved: its breakdown, the partie totals, what comes next
    (only a word when the walkthrough has just shown all that)."""
    out = Out()
    if shown:
        out.line(f"Deal {number} saved.")
        return
    deal = saved.state.deals[number - 1]
    out.grid(scored_deal_breakdown(deal, saved.partie.players, f"Deal {number} saved"))
    for ruling in notable_rulings(deal.score):
        out.line(ruling_sentence(ruling))
    if deal.game is not None:
        out.line(deal.game.explanation)
    a, b = saved.partie.players
    out.line(f"Partie: {a} {saved.state.totals[a]}, {b} {saved.state.totals[b]}.")
    if saved.state.result:
        out.line(saved.state.result.explanation)
    else:
        out.line(next_words(saved.state))


def show_partie(file: Path | None, as_json: bool) -> None:
    current = read_partie(find_partie(file) if file else _latest("shows"))
    if as_json:
        print_json(partie_json(current.state))
    else:
        show_text(current.state)


def _latest(does: str) -> Path:
    """Without --file: the latest unfinished partie, else the latest partie — and then the
    command says so on standard error (``does``: what it does with it, "shows")."""
    try:
        return find_partie(None)
    except FileProblem:
        from piquet_cli.scorebook.locate import list_partie_files, scorebook_dir

        folder = scorebook_dir()
        files = list_partie_files(folder) if folder.is_dir() else []
        if not files:
            raise
        tell(
            f"no partie in the scorebook is unfinished; this {does} the latest one, which is over: "
            f"{files[0]} (--file names another)."
        )
        return files[0]


def summarise(file: Path | None, as_json: bool, markdown: bool, as_csv: bool) -> None:
    if sum((as_json, markdown, as_csv)) > 1:
        raise BadValue("choose one of --json, --markdown and --csv.", "--json")
    current = read_partie(find_partie(file) if file else _latest("sums up"))
    if as_json:
        print_json(partie_json(current.state))
    elif markdown:
        sys.stdout.write(summary_markdown(current.state, current.notes))
    elif as_csv:
        sys.stdout.write(summary_csv(current.state))
    else:
        summary_text(current.state, current.notes)


def confirm(question: str, default: bool = False) -> bool:
    """Ask yes/no in a terminal; a bad answer is explained and asked again."""
    hint = "[Y/n]" if default else "[y/N]"
    while True:
        answer = input(prompt(f"{question} {hint}")).strip().lower()
        if not answer:
            return default
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y (yes) or n (no).")


def undo_deal(file: Path | None, yes: bool) -> None:
    with while_("nothing was changed."):
        _undo(file, yes)


def _undo(file: Path | None, yes: bool) -> None:
    current = read_partie(find_partie(file) if file else _latest("takes back a deal of"))
    if not current.partie.deals:
        raise RuleError(f"{current.path} has no deal to take back.")
    last = current.state.deals[-1]
    out = Out()
    out.grid(scored_deal_breakdown(last, current.partie.players, f"Deal {last.number} (to take back)"))
    for ruling in notable_rulings(last.score):
        out.line(ruling_sentence(ruling))
    if not yes:
        if not interactive():
            raise BadValue(
                f"undo asks before taking back deal {last.number}; add --yes to do it without asking.",
                "--yes",
            )
        if not confirm(f"Take back deal {last.number}?"):
            out.line("Nothing was changed.")
            return
    saved = save_partie(
        current,
        replace(current.partie, deals=current.partie.deals[:-1]),
        current.notes[:-1],
        what=f"the taking back of deal {last.number}",
    )
    out.line(f"Deal {last.number} taken back.")
    out.line(next_words(saved.state))


def edit_partie(number: int | None, file: Path | None) -> None:
    with while_("nothing was changed."):
        _edit(number, file)


def _edit(number: int | None, file: Path | None) -> None:
    current = read_partie(find_partie(file) if file else _latest("corrects"))
    if number is None:
        from piquet_cli.cli.editing import edit_in_editor

        edit_in_editor(current, interactive())
        return
    if not 1 <= number <= len(current.partie.deals):
        raise BadValue(f"there is no deal {number}; this partie has {len(current.partie.deals)}.", "N")
    if not interactive():
        raise BadValue(
            "edit N asks for the deal again and needs a terminal; 'piquet edit' alone opens $EDITOR.", "N"
        )
    from piquet_cli.cli.walkthrough import ask_deal

    notes = current.notes + [None] * (len(current.partie.deals) - len(current.notes))
    asked = ask_deal(current, number, current.partie.deals[number - 1], notes[number - 1], confirm=True)
    if asked is None:
        Out().line("Nothing was changed.")
        return
    facts, note = asked
    deals = list(current.partie.deals)
    deals[number - 1] = facts
    notes[number - 1] = note
    saved = save_partie(
        current, replace(current.partie, deals=tuple(deals)), notes, what=f"the correction of deal {number}"
    )
    out = Out()
    out.line(f"Deal {number} corrected and saved; every deal after it is re-scored.")
    out.line(saved.state.result.explanation if saved.state.result else next_words(saved.state))
