"""``piquet ledger``: results between players over all finished parties, and the money.

Each game is reckoned apart (a point of piquet is not a point of bezique): a
pair's balance is paid at so much a hundred, fractions under a stated unit not
reckoned (``games.ledger``). A game's own counts (piquet's repiques, piques
and capots) come from the game, under ``stats``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet_cli.cli.books import (
    entries_of_scorebook,
    has_player,
    known_player,
    one_format,
    print_json,
)
from piquet_cli.cli.console import Out, layout_width
from piquet_cli.cli.grid import Grid
from piquet_cli.cli.ledger_data import ledger_csv, ledger_json, money_by_player
from piquet_cli.cli.said import rules_said
from piquet_cli.cli.stake import Terms, money_text, parse_stake
from piquet_cli.errors import BadValue
from piquet_cli.games.ledger import build_ledger
from piquet_cli.games.numerals import decimal
from piquet_cli.games.partie_record import PartieRecord
from piquet_cli.i18n import N_, _, ngettext, semicolons
from piquet_cli.scorebook.index import Damaged

LABEL_HEADS = {"rubicon": N_("Rubicons")}
"""The column of a result's label the ledger counts (the game's spec: ``result_labels``)."""
COUNT_HEADS = {
    "repique": N_("Repique"),
    "pique": N_("Pique"),
    "capot": N_("Capot"),
    "sequence": N_("Sequence"),
    "pinochle": N_("Pinochle"),
}
"""The columns of a game's own counts of deals (``PartieView.stats``)."""
NOTES = (
    N_("Rubicons: given–taken (a loser under 100 is rubiconed, Law 73)."),
    N_("Streak"),
    N_("Best streak"),
)
"""The games' notes under the ledger's players (the spec's ``result_labels``), for the catalogue."""

if TYPE_CHECKING:
    from piquet_cli.cli.print_html import Sheet
    from piquet_cli.games.ledger import Ledger, PairLedger, Settlement


def ledger_command(
    stake: str,
    per: int,
    ignore_below: int,
    player: str | None,
    as_json: bool,
    as_csv: bool,
    chart: bool,
    html: str | None = None,
) -> None:
    """``piquet ledger``: results between players over all finished parties, and the money."""
    from piquet_cli.games import DEFAULT_GAME

    one_format(as_json, as_csv, html)
    if chart and html is not None:
        raise BadValue(_("the chart is for the terminal (or --json); leave out --html."), "--chart")
    amount = parse_stake(stake)
    if per <= 0:
        raise BadValue(
            _("{per} is not a number of points; the stake is for 1 point or more, usually 100.").format(
                per=per
            ),
            "--per",
        )
    if ignore_below < 0:
        raise BadValue(
            _("{below} is not a number of points; give 0 (reckon every point) or more, usually 50.").format(
                below=ignore_below
            ),
            "--ignore-below",
        )
    if chart and as_csv:
        raise BadValue(_("the chart is for the terminal (or --json); leave out --csv."), "--chart")
    folder, entries = entries_of_scorebook()
    known_player(entries, player)
    records = [
        e
        for e in sorted(entries, key=lambda e: (e.when, e.mtime_ns, e.path.name))
        if isinstance(e.record, PartieRecord) and has_player(e.record, player)
    ]
    damaged = sum(isinstance(e.record, Damaged) for e in entries)
    ledgers = by_game([e.record for e in records if isinstance(e.record, PartieRecord)])
    terms = Terms(amount, per, ignore_below)
    if as_json:
        print_json(ledger_json(ledgers, terms, damaged, chart))
    elif as_csv:
        ledger_csv(ledgers, terms)
    else:
        sheet: Sheet | None = None
        if html is not None:  # the page's modules (html's entities among them) only for a page
            from piquet_cli.cli.print_html import Sheet

            sheet = Sheet(_("Ledger"))
        out: Out | Sheet = Out() if sheet is None else sheet
        out.line(_("Ledger of {folder}: stake {terms}.").format(folder=folder, terms=terms.words()))
        if not ledgers:
            ledgers = [(DEFAULT_GAME, build_ledger([]))]
        for game, ledger in ledgers:
            if len(ledgers) > 1 and sheet is not None:
                sheet.heading(_title(game))
            elif len(ledgers) > 1:
                out.line("")
                out.line(_("{game}:").format(game=_title(game)))
            _ledger_text(out, game, ledger, terms, damaged, chart)
        if sheet is not None and html is not None:
            from piquet_cli.cli.print_html import write_page

            write_page(sheet.page(), html)


def by_game(records: list[PartieRecord]) -> list[tuple[str, Ledger]]:
    """One ledger a game, oldest partie first in each: a point of one game is not a point
    of another. The default game first, then the others by name. Each game adds its own columns (a game
    whose spec says it has none is not loaded for them)."""
    from piquet_cli.games import DEFAULT_GAME, game_spec, get_game

    games = sorted({r.game for r in records}, key=lambda g: (g != DEFAULT_GAME, g))
    ledgers = []
    for game in games:
        own = [r for r in records if r.game == game]
        ledger = build_ledger(own)
        spec = game_spec(game)
        if spec is not None and spec.ledger_columns:
            ledger.columns = get_game(game).ledger_columns([r for r in own if r.finished])
        ledgers.append((game, ledger))
    return ledgers


def _title(game: str) -> str:
    from piquet_cli.games import game_spec

    spec = game_spec(game)
    return spec.title if spec is not None else game


def _settled_words(ledger: Ledger, damaged: int) -> list[str]:
    n = ledger.settled
    notes = [
        ngettext("{count} finished partie settled.", "{count} finished parties settled.", n).format(count=n)
    ]
    if n := ledger.unfinished:
        notes.append(
            ngettext(
                "{count} unfinished partie skipped: not settled until finished.",
                "{count} unfinished parties skipped: not settled until finished.",
                n,
            ).format(count=n)
        )
    if n := ledger.in_games:
        kinds = semicolons(rules_said(words) for words in ledger.in_games_words)
        notes.append(
            ngettext(
                "{count} partie ({kinds}) counted as won or lost: reckoned in games, not points.",
                "{count} parties ({kinds}) counted as won or lost: reckoned in games, not points.",
                n,
            ).format(count=n, kinds=kinds)
        )
    if damaged:
        notes.append(
            ngettext(
                "{count} damaged file skipped (see piquet history).",
                "{count} damaged files skipped (see piquet history).",
                damaged,
            ).format(count=damaged)
        )
    return notes


def _share(n: int, of: int) -> str:
    return "—" if not of else f"{n} ({decimal(f'{100 * n / of:.1f}')}%)"


def _ledger_text(
    out: Out | Sheet, game: str, ledger: Ledger, terms: Terms, damaged: int, chart: bool
) -> None:
    from piquet_cli.games import game_spec

    spec = game_spec(game)
    own = spec.result_labels if spec is not None else ()
    word = spec.deal_word if spec is not None else "deal"

    def table(title: str, *columns: str) -> Grid:
        grid = Grid(title=title, compact=True)
        for i, column in enumerate(columns):
            grid.add_column(column, justify="left" if i == 0 or column in (_("Net"), _("Money")) else "right")
        return grid

    for note in _settled_words(ledger, damaged):
        out.line(note)
    if not ledger.pairs:
        return
    results = (
        _("Won–lost–drawn"),
        *(_(LABEL_HEADS.get(label, label)) for label, _why in own),
        _("Net"),
        _("Money"),
    )
    pairs = table(_("Between players"), _("Players"), *results)
    sentences = []
    for pair in ledger.pairs:
        a, b = pair.players
        s = pair.settle(terms.stake, terms.per, terms.ignore_below)
        lead = f"{a if pair.net > 0 else b} +{abs(pair.net)}" if pair.net else _("level")
        pay = _("nothing")
        if s.debtor is not None and s.creditor is not None:
            pay = _("{debtor} owes {creditor} {amount}").format(
                debtor=s.debtor, creditor=s.creditor, amount=decimal(money_text(s.amount, terms.stake))
            )
        given = ("–".join(map(str, pair.label(label))) for label, _why in own)
        pairs.add_row(f"{a} v {b}", f"{pair.won}–{pair.lost}–{pair.drawn}", *given, lead, pay)
        sentences.append(_pair_sentence(pair, s, terms))
    out.grid(pairs)
    for sentence in sentences:
        out.line(sentence)
    owed = money_by_player(ledger, terms)
    counts = list(dict.fromkeys(k for p in ledger.players for k in p.stats.counts))
    players = table(_("Players"), _("Player"), *results, *(_(c) for c in ledger.columns))
    heading = _("Hands") if word == "hand" else _("Deals")
    deals = table(
        heading,
        _("Player"),
        heading,
        _("Average"),
        _("Best"),
        *(_(COUNT_HEADS.get(k, k.capitalize())) for k in counts),
    )
    for p in ledger.players:
        st = p.stats
        players.add_row(
            p.name,
            f"{p.won}–{p.lost}–{p.drawn}",
            *("–".join(map(str, p.label(label))) for label, _why in own),
            f"{p.net:+d}",
            decimal(money_text(owed[p.name], terms.stake)),
            *(decimal(values.get(p.name, "—")) for values in ledger.columns.values()),
        )
        deals.add_row(
            p.name,
            str(st.deals),
            "—" if st.average is None else decimal(f"{st.average:.1f}"),
            "—" if st.best is None else str(st.best),
            *(_share(st.counts.get(k, 0), st.known) for k in counts),
        )
    out.grid(players)
    for _key, note in own:
        out.line(_(note))
    out.grid(deals)
    unknown = ledger.quick_deals
    if unknown and counts:
        said = [_(k) for k in counts]
        names = (
            _("{some} and {last}").format(some=", ".join(said[:-1]), last=said[-1])
            if len(said) > 1
            else said[0]
        )
        if word == "hand":
            sentence = ngettext(
                "{names} are shares of the hands whose scores were entered: "
                "{count} hand entered by quick totals says nothing of them.",
                "{names} are shares of the hands whose scores were entered: "
                "{count} hands entered by quick totals say nothing of them.",
                unknown,
            )
        else:
            sentence = ngettext(
                "{names} are shares of the deals whose scores were entered: "
                "{count} deal entered by quick totals says nothing of them.",
                "{names} are shares of the deals whose scores were entered: "
                "{count} deals entered by quick totals say nothing of them.",
                unknown,
            )
        line = sentence.format(names=names, count=unknown)
        out.line(line[:1].upper() + line[1:])
    if chart and isinstance(out, Out):
        from piquet_cli.cli.charts import net_trend_chart

        out.console.print(net_trend_chart(ledger.trend, layout_width(out.console)))


def _pair_sentence(pair: PairLedger, s: Settlement, terms: Terms) -> str:
    a, b = pair.players
    if pair.net == 0:
        return _("{a} and {b} are level: nothing to pay.").format(a=a, b=b)
    up, down = (a, b) if pair.net > 0 else (b, a)
    if s.debtor is None:
        return _("{up} is {points} up on {down}, under the {below} reckoned: nothing to pay.").format(
            up=up, points=abs(pair.net), down=down, below=terms.ignore_below
        )
    return _(
        "{up} is {points} up on {down}; {reckoned} reckoned at {stake} a {per}: {down} owes {up} {amount}."
    ).format(
        up=up,
        points=abs(pair.net),
        down=down,
        reckoned=s.reckoned,
        stake=decimal(money_text(terms.stake, terms.stake)),
        per=terms.per,
        amount=decimal(money_text(s.amount, terms.stake)),
    )
