"""``piquet play``: the main job, from the first question to the settlement.

With no unfinished partie it asks the players' names (as many as the rules
take), who deals first and the rules, and creates the partie file; with one, it resumes it and says so. Then deal
after deal: the walkthrough (``walkthrough.ask_deal``), the save, the running
totals — until the partie is over, and then the summary. Each deal is saved as
soon as it is confirmed, so an interruption loses at most the deal in progress.
If a save is refused (the file changed on disk meanwhile), the ``piquet deal``
command that records the deal as typed is printed (``save_next_deal``), so
nothing typed is lost.
"""

from __future__ import annotations

from pathlib import Path

from piquet_cli.cli.commands import SEAT_FLAGS, interactive, report_saved, start_partie
from piquet_cli.cli.console import make_console, markup_safe, safe
from piquet_cli.cli.entry import either
from piquet_cli.cli.render import summary_text
from piquet_cli.cli.said import deal_said
from piquet_cli.cli.scorers import versus
from piquet_cli.cli.table import Asker
from piquet_cli.cli.user_text import check_name
from piquet_cli.cli.walkthrough import ask_deal, save_next_deal
from piquet_cli.cli.which import chooser
from piquet_cli.errors import BadValue, FileProblem
from piquet_cli.games import game_specs, get_game
from piquet_cli.games.choice import yes_no
from piquet_cli.games.names import clash_sentence, clashing, player_named
from piquet_cli.i18n import N_, _, semicolons
from piquet_cli.said import said
from piquet_cli.scorebook import critical
from piquet_cli.scorebook.parties import PartieFile, create_partie, find_partie, read_partie


def run(file: Path | None) -> None:
    """Start or resume a partie and play it deal by deal to the summary."""
    if not interactive():
        raise BadValue(
            _(
                "piquet play asks its questions in a terminal; in a script use 'piquet new' "
                "and 'piquet deal' with flags."
            )
        )
    current = _open_or_start(file)
    console = make_console()
    while not current.view.finished:
        number = current.view.next_number
        critical.forget()  # a new deal is asked: an interruption now stops this one, unsaved
        asked = ask_deal(current, number, None, None, confirm=True)
        if asked is None:
            word = deal_said(current.view.deal_word, capital=True)
            console.print(
                _("{deal} {number} was not saved. Run 'piquet play' to take it up again.").format(
                    deal=word, number=number
                )
            )
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
            _(
                "The partie {match} in {path} is over; start a new one with 'piquet play' (without --file)."
            ).format(match=match, path=markup_safe(str(path)))
        )
        return current
    number = view.next_number
    totals = ", ".join(f"{markup_safe(name)} {view.totals[name]}" for name in view.scorers)
    make_console().print(
        _("Resuming {match}, {deal} {number}{resume}: {totals} so far ({path}).").format(
            match=match,
            deal=deal_said(view.deal_word),
            number=number,
            resume=view.resume_words,
            totals=totals,
            path=markup_safe(str(path)),
        )
    )
    return current


def _again_or_start() -> PartieFile:
    """No unfinished partie: if the latest one is over, offer the same players again, with
    the same game and rules and the deal going on round the table, in one keystroke; else start
    afresh. A game that changes the players of the next partie (``PartieView.next_partie``:
    Chouette's seats) offers those, in their new order, the first of them dealing first (as
    ``new`` has it)."""
    last = _latest_partie()
    if last is None or not last.view.finished:
        return _start(None)
    partie, view = last.partie, last.view
    table = versus(view.scorers)
    players = view.next_partie or partie.players
    dealer = players[0] if view.next_partie else partie.players[partie.dealer(len(partie.deals) + 1)]
    result = view.result.explanation if view.result else ""
    make_console().print(
        markup_safe(_("The last partie, {table}, is over. {result}").format(table=table, result=said(result)))
    )
    if view.next_partie:
        seated = safe(said(view.next_partie_words) or versus(players))
        question = _("Play the next partie of {rules}: {players}; {dealer} deals first?").format(
            rules=partie.rules, players=seated, dealer=safe(dealer)
        )
        forms = _(
            "Enter or y: the next partie, {players}, {dealer} dealing first; "
            "n: choose the players, the dealer and the rules."
        ).format(players=seated, dealer=safe(dealer))
    else:
        question = _("Play again: {players}, {rules}, {dealer} deals first?").format(
            players=safe(table), rules=partie.rules, dealer=safe(dealer)
        )
        forms = (
            _(
                "Enter or y: a new partie between the same players, with the same rules, {dealer} dealing "
                "first (the deal goes on alternating); n: choose the players, the dealer and the rules."
            )
            if len(partie.players) == 2
            else _(
                "Enter or y: a new partie between the same players, with the same rules, {dealer} dealing "
                "first (the deal goes on round the table); n: choose the players, the dealer and the rules."
            )
        ).format(dealer=safe(dealer))
    again = Asker()(
        f"{question} " + _("[Y/n]"),
        lambda t: True if not t.strip() else yes_no(t),
        forms,
    )
    if not again:
        return _start(None, defaults=players)
    fresh = start_partie(players, dealer, partie.rules, partie.game, dict(partie.options))
    created = create_partie(fresh, None)
    make_console().print(
        _("New partie: {players}, {rules}; {dealer} deals first. Saved in {path}.").format(
            players=markup_safe(versus(created.view.scorers)),
            rules=partie.rules,
            dealer=markup_safe(dealer),
            path=markup_safe(str(created.path)),
        )
    )
    _say_status(created)
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


def _start(file: Path | None, defaults: tuple[str, ...] | None = None) -> PartieFile:
    """Ask the players, who deals first, the game and its rules; create the partie file. When
    every game kept takes the same number of players, the names come first; else the game and
    its rules, which say how many names to ask."""
    ask = Asker()
    console = make_console()
    console.print(_("A new partie. (? at any question shows what it accepts.)"))
    counts = {spec.players_for(r) for spec in game_specs() for r in spec.rules}
    if len(counts) == 1:
        players = _names(ask, counts.pop(), defaults)
        first_dealer = _first_dealer(ask, players)
        game = _which_game(ask)
        rules, options = get_game(game).setup(ask)
    else:
        game = _which_game(ask)
        rules, options = get_game(game).setup(ask)
        spec = get_game(game).spec
        players = _names(ask, spec.players_for(rules), defaults, spec.plays_in_partners(rules))
        first_dealer = _first_dealer(ask, players)
    while True:
        try:
            partie = start_partie(players, first_dealer, rules, game, options)
            break
        except BadValue as error:  # a player who may not deal under these rules (Chouette's adviser)
            if error.flag != "--dealer":
                raise
            console.print(markup_safe(f"  {error.message}"))
            first_dealer = _first_dealer(ask, players)
    created = create_partie(partie, file)
    console.print(
        _("New partie: {players}, {rules}; {dealer} deals first. Saved in {path}.").format(
            players=markup_safe(versus(created.view.scorers)),
            rules=rules,
            dealer=markup_safe(first_dealer),
            path=markup_safe(str(created.path)),
        )
    )
    _say_status(created)
    return created


def _say_status(created: PartieFile) -> None:
    """What the game says of a partie beside its totals (``PartieView.status``: who sits where
    at Chouette, Pinochle's target …), said once when the partie is made."""
    console = make_console()
    for line in created.view.status:
        console.print(markup_safe(line))


NAME_QUESTIONS = (
    N_("First player's name{partner}?"),
    N_("Second player's name{partner}?"),
    N_("Third player's name{partner}?"),
    N_("Fourth player's name{partner}?"),
    N_("Fifth player's name{partner}?"),
    N_("Sixth player's name{partner}?"),
    N_("Seventh player's name{partner}?"),
    N_("Eighth player's name{partner}?"),
)


def _names(
    ask: Asker, count: int, defaults: tuple[str, ...] | None, partners: bool = False
) -> tuple[str, ...]:
    """The players' names, in their order round the table, each checked as ``new`` checks it
    (``user_text.check_name``), none the same as another's to the keeper; with partners, the
    third is the first's partner and the fourth the second's."""
    name_forms = _("a player's name: one line of text, at most 40 characters.")
    players: list[str] = []
    for i in range(count):

        def name(text: str, flag: str = SEAT_FLAGS[i]) -> str:
            given = check_name(text, flag)
            clash = clashing((*players, given))
            if clash:
                raise BadValue(clash_sentence(*clash))
            return given

        partner = (
            " " + _("({name}'s partner)").format(name=safe(players[i - 2])) if partners and i >= 2 else ""
        )
        default = defaults[i] if defaults and i < len(defaults) else None
        question = _(NAME_QUESTIONS[i]).format(partner=partner)
        players.append(ask(question, name, name_forms, default))
    return tuple(players)


def _first_dealer(ask: Asker, players: tuple[str, ...]) -> str:
    """Who deals first: a name (or its beginning), or his place, 1 to the number of players."""
    places = tuple(str(i) for i in range(1, len(players) + 1))
    numbers = _(" or ").join(places) if len(places) == 2 else _("1 to {last}").format(last=len(places))
    choice = either(tuple(safe(p) for p in players))

    def dealer(text: str) -> str:
        if text.strip() in places:
            return players[int(text.strip()) - 1]
        found = player_named(text, players)
        if found is None:
            raise BadValue(
                _("{text!r}: say who deals first, {choice} (or {numbers}).").format(
                    text=text, choice=choice, numbers=numbers
                )
            )
        return found

    elder = (
        _("The other is elder in the first deal.")
        if len(players) == 2
        else _("The player after him is eldest in the first deal.")
    )
    return ask(
        _("Who deals first?"),
        dealer,
        _("the name of the first dealer, {choice} ({numbers}); Enter: {first}.").format(
            choice=choice, numbers=numbers, first=safe(players[0])
        )
        + " "
        + elder,
        players[0],
    )


def _which_game(ask: Asker) -> str:
    """The game, asked only when the keeper keeps more than one."""
    from piquet_cli.games.choice import by_beginning

    specs = game_specs()
    if len(specs) == 1:
        return specs[0].name

    def game(text: str) -> str:
        refusal = _("{text!r} is not a game the keeper keeps; choose {games}.").format(
            text=text, games=", ".join(s.name for s in specs)
        )
        return by_beginning(text, (s.name for s in specs), refusal)

    names = ", ".join(s.name for s in specs)
    return ask(
        _("Game? ({names})").format(names=names),
        game,
        semicolons(f"{s.name}: {s.title}" + (f", {_(s.about)}" if s.about else "") for s in specs) + ".",
        specs[0].name,
    )
