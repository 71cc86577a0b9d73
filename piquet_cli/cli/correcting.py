"""``piquet edit``: a deal asked again at the table (``edit N``), or the partie file opened in
``$EDITOR`` (``edit`` alone, cli/editing.py); either way nothing is changed unless it is saved."""

from __future__ import annotations

from pathlib import Path

from piquet_cli.cli import commands  # commands.interactive, read where asked (tests set it)
from piquet_cli.cli.console import Out
from piquet_cli.cli.said import by_word, deal_said
from piquet_cli.cli.stopping import while_
from piquet_cli.cli.which import latest
from piquet_cli.errors import BadValue
from piquet_cli.i18n import N_, _
from piquet_cli.scorebook.parties import find_partie, read_partie, save_partie


def edit_partie(number: int | None, file: Path | None) -> None:
    with while_("nothing was changed."):
        _edit(number, file)


def _edit(number: int | None, file: Path | None) -> None:
    current = read_partie(find_partie(file) if file else latest("corrects"))
    if number is None:
        from piquet_cli.cli.editing import edit_in_editor

        edit_in_editor(current, commands.interactive())
        return
    word = current.view.deal_word
    if not 1 <= number <= len(current.partie.deals):
        raise BadValue(
            by_word(
                word,
                N_("there is no deal {number}; this partie has {count}."),
                N_("there is no hand {number}; this partie has {count}."),
            ).format(number=number, count=len(current.partie.deals)),
            "N",
        )
    if not commands.interactive():
        raise BadValue(
            _("edit N asks for the deal again and needs a terminal; 'piquet edit' alone opens $EDITOR."), "N"
        )
    from piquet_cli.cli.walkthrough import ask_deal

    notes = current.notes + [None] * (len(current.partie.deals) - len(current.notes))
    asked = ask_deal(current, number, current.partie.deals[number - 1], notes[number - 1], confirm=True)
    if asked is None:
        Out().line(_("Nothing was changed."))
        return
    facts, note = asked
    deals = list(current.partie.deals)
    deals[number - 1] = facts
    notes[number - 1] = note
    saved = save_partie(
        current,
        current.partie._replace(deals=tuple(deals)),
        notes,
        what=_("the correction of {what}").format(what=f"{deal_said(word)} {number}"),
    )
    out = Out()
    out.line(
        by_word(
            word,
            N_("Deal {number} corrected and saved; every deal after it is re-scored."),
            N_("Hand {number} corrected and saved; every hand after it is re-scored."),
        ).format(number=number)
    )
    out.line(saved.view.result.explanation if saved.view.result else saved.view.next_words)
