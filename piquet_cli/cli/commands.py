"""The partie commands: new, deal, show, summary, undo, edit.

Each asks (only in a terminal), calls the scorebook and the engine, and prints.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from piquet_cli.cli.console import Out
from piquet_cli.cli.entry import facts_from_flags, flags_named, missing
from piquet_cli.cli.render import (
    deal_breakdown,
    next_words,
    partie_json,
    print_json,
    show_text,
    summary_csv,
    summary_markdown,
    summary_text,
)
from piquet_cli.errors import BadValue, FileProblem, RuleError
from piquet_cli.games.piquet.deal import Agreements
from piquet_cli.games.piquet.partie import RULE_FORMS, Partie, RuleSet
from piquet_cli.scorebook.parties import (
    PartieFile,
    create_partie,
    find_partie,
    partie_from_document,
    read_partie,
    save_partie,
)

MAX_NAME = 40
NOTABLE = ("repique", "pique", "barred")
"""Rulings worth saying aloud after a deal is saved (with capot)."""


def interactive() -> bool:
    return sys.stdin.isatty()


def check_name(name: str, flag: str) -> str:
    """A player's name: any text, but one line, not empty and not absurdly long."""
    clean = name.strip()
    if not clean:
        raise BadValue("a player's name cannot be empty.", flag)
    if len(clean) > MAX_NAME:
        raise BadValue(f"a player's name has at most {MAX_NAME} characters.", flag)
    if any(ch in clean for ch in "\n\r\x00"):
        raise BadValue("a player's name is one line of text.", flag)
    return clean


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
        raise BadValue(f"{game!r}: only piquet is kept so far (bezique and pinochle are to come).", "--game")
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
    from piquet_cli.scorebook import store

    facts = facts_from_flags(entry)
    needed = missing(facts)
    path = find_partie(file)
    if not needed:
        if interactive():
            from piquet_cli.cli.walkthrough import Asker, settle_game

            current = _open_unfinished(path)
            with flags_named(current.state.next_number):
                facts = settle_game(current, current.state.next_number, facts, Asker())
        with store.locked(path):
            current = _open_unfinished(path)
            number = current.state.next_number
            with flags_named(number):
                saved = save_partie(
                    current,
                    replace(current.partie, deals=current.partie.deals + (facts,)),
                    current.notes + [note],
                )
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
    out.grid(
        deal_breakdown(deal.score, (deal.elder, deal.younger), deal.multiplier, title=f"Deal {number} saved")
    )
    for ruling in deal.score.rulings:
        if ruling.category in NOTABLE or (ruling.category == "cards" and ruling.points == 40):
            out.line(f"{ruling.reason} ({ruling.law})")
    if deal.game is not None:
        out.line(deal.game.explanation)
    a, b = saved.partie.players
    out.line(f"Partie: {a} {saved.state.totals[a]}, {b} {saved.state.totals[b]}.")
    if saved.state.result:
        out.line(saved.state.result.explanation)
    else:
        out.line(next_words(saved.state))


def show_partie(file: Path | None, as_json: bool) -> None:
    current = read_partie(find_partie(file) if file else _latest(file))
    if as_json:
        print_json(partie_json(current.state))
    else:
        show_text(current.state)


def _latest(file: Path | None) -> Path:
    """For reading commands: the latest unfinished partie, else the latest partie."""
    try:
        return find_partie(file)
    except FileProblem:
        from piquet_cli.scorebook.locate import list_partie_files, scorebook_dir

        folder = scorebook_dir()
        files = list_partie_files(folder) if folder.is_dir() else []
        if not files:
            raise
        return files[0]


def summarise(file: Path | None, as_json: bool, markdown: bool, as_csv: bool) -> None:
    if sum((as_json, markdown, as_csv)) > 1:
        raise BadValue("choose one of --json, --markdown and --csv.", "--json")
    current = read_partie(find_partie(file) if file else _latest(file))
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
        answer = input(f"{question} {hint} ").strip().lower()
        if not answer:
            return default
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y (yes) or n (no).")


def undo_deal(file: Path | None, yes: bool) -> None:
    current = read_partie(find_partie(file) if file else _latest(file))
    if not current.partie.deals:
        raise RuleError(f"{current.path} has no deal to take back.")
    last = current.state.deals[-1]
    out = Out()
    out.grid(
        deal_breakdown(
            last.score,
            (last.elder, last.younger),
            last.multiplier,
            title=f"Deal {last.number} (to take back)",
        )
    )
    if not yes:
        if not interactive():
            raise BadValue(
                f"undo asks before taking back deal {last.number}; add --yes to do it without asking.",
                "--yes",
            )
        if not confirm(f"Take back deal {last.number}?"):
            out.line("Nothing was changed.")
            return
    saved = save_partie(current, replace(current.partie, deals=current.partie.deals[:-1]), current.notes[:-1])
    out.line(f"Deal {last.number} taken back.")
    out.line(next_words(saved.state))


def edit_partie(number: int | None, file: Path | None) -> None:
    current = read_partie(find_partie(file) if file else _latest(file))
    if number is None:
        _edit_in_editor(current)
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
    saved = save_partie(current, replace(current.partie, deals=tuple(deals)), notes)
    Out().line(f"Deal {number} corrected; every deal after it is re-scored.")
    show_text(saved.state)


def _edit_in_editor(current: PartieFile) -> None:
    """$EDITOR on a copy; the copy is checked and saved only if it is a valid partie."""
    import os
    import shlex
    import subprocess
    import tempfile

    from piquet_cli.scorebook import store

    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
    if not editor:
        raise FileProblem("set $EDITOR (or $VISUAL) to the editor to use, e.g. EDITOR=nano piquet edit.")
    original = current.path.read_bytes()
    with tempfile.TemporaryDirectory(prefix="piquet-edit-") as folder:
        copy = Path(folder) / current.path.name
        copy.write_bytes(original)
        while True:
            try:
                subprocess.run([*shlex.split(editor), str(copy)], check=True)
            except (OSError, subprocess.CalledProcessError) as error:
                raise FileProblem(
                    f"the editor {editor!r} failed ({error}); {current.path} is unchanged."
                ) from None
            if copy.read_bytes() == original:
                Out().line("No change.")
                return
            try:
                data = store.load(copy).data
                partie, _, _, notes = partie_from_document(copy, data)
            except FileProblem as error:
                message = str(error).replace(str(copy), str(current.path))
                if interactive() and confirm(f"{message}\nEdit again?", default=True):
                    continue
                raise FileProblem(f"{message}\n{current.path} is unchanged.") from None
            break
    saved = save_partie(current, partie, notes)
    Out().line(f"Saved {saved.path}.")
    show_text(saved.state)
