"""``piquet play``: the main job, from the first question to the settlement.

With no unfinished partie it asks the two names, who deals first and the rules,
and creates the partie file; with one, it resumes it and says so. Then deal
after deal: the walkthrough (``walkthrough.ask_deal``), the save, the running
totals — until the partie is over, and then the summary. Each deal is saved as
soon as it is confirmed, so an interruption loses at most the deal in progress.
If a save is refused (the file changed on disk meanwhile), the ``piquet deal``
command that records the deal as typed is printed (``save_next_deal``), so
nothing typed is lost.
"""

from __future__ import annotations

from pathlib import Path

from piquet_cli.cli.commands import interactive, make_partie, report_saved
from piquet_cli.cli.console import make_console, markup_safe, safe
from piquet_cli.cli.render import summary_text
from piquet_cli.cli.scorers import versus
from piquet_cli.cli.table import Asker
from piquet_cli.cli.user_text import check_name
from piquet_cli.cli.walkthrough import ask_deal, save_next_deal
from piquet_cli.cli.which import chooser
from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.games import game_specs, get_game
from piquet_cli.games.choice import yes_no
from piquet_cli.games.names import clash_sentence, clashing, player_named
from piquet_cli.scorebook import critical
from piquet_cli.scorebook.parties import PartieFile, create_partie, find_partie, read_partie


def run(file: Path | None) -> None:
    """Start or resume a partie and play it deal by deal to the summary."""
    if not interactive():
        raise BadValue(
            "piquet play asks its questions in a terminal; in a script use 'piquet new' "
            "and 'piquet deal' with flags."
        )
    current = _open_or_start(file)
    console = make_console()
    while not current.view.finished:
        number = current.view.next_number
        critical.forget()  # a new deal is asked: an interruption now stops this one, unsaved
        asked = ask_deal(current, number, None, None, confirm=True)
        if asked is None:
            word = current.view.deal_word.capitalize()
            console.print(f"{word} {number} was not saved. Run 'piquet play' to take it up again.")
            return
        current = save_next_deal(current, *asked)
        report_saved(current, number, shown=True)
    summary_text(current.view, current.notes)


def _open_or_start(file: Path | None) -> PartieFile:
    """The unfinished partie (``--file`` or the latest), or a new one."""
    if file is not None and not file.exists() and not str(file).isdigit():
        return _start(file)
    try:
        path = find_partie(file, chooser("resumes"))
    except FileProblem:
        if file is not None:
            raise
        return _again_or_start()
    current = read_partie(path)
    view = current.view
    match = versus(markup_safe(name) for name in view.scorers)
    if view.finished:
        make_console().print(
            f"The partie {match} in {markup_safe(str(path))} is over; "
            "start a new one with 'piquet play' (without --file)."
        )
        return current
    number = view.next_number
    totals = ", ".join(f"{markup_safe(name)} {view.totals[name]}" for name in view.scorers)
    make_console().print(
        f"Resuming {match}, {view.deal_word} {number}{view.resume_words}: "
        f"{totals} so far ({markup_safe(str(path))})."
    )
    return current


def _again_or_start() -> PartieFile:
    """No unfinished partie: if the latest one is over, offer the same players again, with
    the same game and rules and the deal going on alternating, in one keystroke; else start afresh."""
    last = _latest_partie()
    if last is None or not last.view.finished:
        return _start(None)
    partie, view = last.partie, last.view
    a, b = partie.players
    dealer = partie.players[partie.dealer(len(partie.deals) + 1)]
    result = view.result.explanation if view.result else ""
    make_console().print(markup_safe(f"The last partie, {a} v {b}, is over. {result}"))
    again = Asker()(
        f"Play again: {safe(a)} v {safe(b)}, {partie.rules}, {safe(dealer)} deals first? [Y/n]",
        lambda t: True if not t.strip() else yes_no(t),
        f"Enter or y: a new partie between the same players, with the same rules, {safe(dealer)} "
        "dealing first (the deal goes on alternating); n: choose the players, the dealer and the rules.",
    )
    if not again:
        return _start(None, defaults=(a, b))
    fresh = make_partie(a, b, dealer, partie.rules, partie.game, dict(partie.options))
    created = create_partie(fresh, None)
    make_console().print(
        f"New partie: {markup_safe(a)} v {markup_safe(b)}, {partie.rules}; "
        f"{markup_safe(dealer)} deals first. Saved in {markup_safe(str(created.path))}."
    )
    return created


def _latest_partie() -> PartieFile | None:
    """The scorebook's most recently changed partie, if it reads."""
    from piquet_cli.scorebook.locate import list_partie_files, scorebook_dir

    folder = scorebook_dir()
    for path in list_partie_files(folder) if folder.is_dir() else []:
        try:
            return read_partie(path)
        except FileProblem:
            return None
    return None


def _start(file: Path | None, defaults: tuple[str, str] | None = None) -> PartieFile:
    """Ask the players, who deals first, the game and its rules; create the partie file."""
    ask = Asker()
    console = make_console()
    console.print("A new partie. (? at any question shows what it accepts.)")
    name_forms = "a player's name: one line of text, at most 40 characters."
    first = ask(
        "First player's name?", lambda t: check_name(t, "A"), name_forms, defaults[0] if defaults else None
    )

    def second_name(text: str) -> str:
        name = check_name(text, "B")
        if clashing((first, name)):
            raise BadValue(clash_sentence(first, name))
        return name

    second = ask("Second player's name?", second_name, name_forms, defaults[1] if defaults else None)
    players = (first, second)

    def dealer(text: str) -> str:
        if text.strip() in ("1", "2"):
            return players[int(text.strip()) - 1]
        found = player_named(text, players)
        if found is None:
            raise BadValue(f"{text!r}: say who deals first, {safe(first)} or {safe(second)} (or 1 or 2).")
        return found

    first_dealer = ask(
        "Who deals first?",
        dealer,
        f"the name of the first dealer, {safe(first)} or {safe(second)} (1 or 2); "
        f"Enter: {safe(first)}. The other is elder in the first deal.",
        first,
    )
    game = _which_game(ask)
    rules, options = get_game(game).setup(ask)
    partie = make_partie(first, second, first_dealer, rules, game, options)
    created = create_partie(partie, file)
    console.print(
        f"New partie: {markup_safe(first)} v {markup_safe(second)}, {rules}; "
        f"{markup_safe(first_dealer)} deals first. Saved in {markup_safe(str(created.path))}."
    )
    return created


def _which_game(ask: Asker) -> str:
    """The game, asked only when the keeper keeps more than one."""
    from piquet_cli.games.choice import by_beginning

    specs = game_specs()
    if len(specs) == 1:
        return specs[0].name

    def game(text: str) -> str:
        refusal = f"{text!r} is not a game the keeper keeps; choose {', '.join(s.name for s in specs)}."
        return by_beginning(text, (s.name for s in specs), refusal)

    names = ", ".join(s.name for s in specs)
    return ask(
        f"Game? ({names})",
        game,
        "; ".join(f"{s.name}: {s.title}" + (f", {s.about}" if s.about else "") for s in specs) + ".",
        specs[0].name,
    )
