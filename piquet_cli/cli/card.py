"""``piquet import CARD.csv``: a paper score card of per-deal totals, as a new partie.

The card is read within bounds (a regular file, at most a mebibyte, any line
ending); each row becomes a deal entered by its totals, one a seat in that deal's
playing order (elder first in a two-hand game), in the game the partie is of.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import TYPE_CHECKING, Any

from piquet_cli.cli.console import safe
from piquet_cli.cli.said import by_word
from piquet_cli.errors import BadValue, FileProblem, PiquetError
from piquet_cli.games.view import Partie
from piquet_cli.i18n import N_, _
from piquet_cli.said import said as said_now

if TYPE_CHECKING:
    from piquet_cli.games.protocol import Game


def import_command(
    csv_file: Path, dealer: str | None, rules: str | None, game: str, file: Path | None
) -> None:
    """``piquet import CARD.csv``: a paper score card of per-deal totals, as a new partie."""
    from piquet_cli.cli.console import make_console, markup_safe
    from piquet_cli.scorebook.parties import create_partie

    names, totals = read_card(csv_file)
    partie = partie_from_card(names, totals, dealer, rules, game, csv_file)
    created = create_partie(partie, file, imported_from=str(csv_file))
    console = make_console()
    view = created.view
    totals_words = ", ".join(f"{markup_safe(name)} {view.totals[name]}" for name in view.scorers)
    from piquet_cli.i18n import ngettext

    count = len(totals)
    said = (
        ngettext(
            "Imported {count} hand from {card}: {totals}, {rules}. Saved in {path}.",
            "Imported {count} hands from {card}: {totals}, {rules}. Saved in {path}.",
            count,
        )
        if view.deal_word == "hand"
        else ngettext(
            "Imported {count} deal from {card}: {totals}, {rules}. Saved in {path}.",
            "Imported {count} deals from {card}: {totals}, {rules}. Saved in {path}.",
            count,
        )
    )
    console.print(
        said.format(
            count=count,
            card=markup_safe(str(csv_file)),
            totals=totals_words,
            rules=partie.rules,
            path=markup_safe(str(created.path)),
        )
    )
    console.print(markup_safe(said_now(view.result.explanation if view.result else view.next_words)))


def _shown(text: str, quote: bool = True, most: int = 40) -> str:
    """A cell of the card in a message: quoted, escaped, cut in the middle if long."""
    if len(text) > most:
        text = text[: most // 2] + "…" + text[-(most // 2) :]
    return repr(text) if quote else safe(text)


MAX_CARD_BYTES = 2**20
"""A score card is a few hundred bytes; a mebibyte is thousands of deals."""


def read_card(path: Path) -> tuple[tuple[str, ...], list[tuple[int, ...]]]:
    """The players and each deal's totals from a score card: ``deal,A,B`` (``deal,A,B,C`` …,
    a column a player in his order round the table) then a row a deal."""
    from piquet_cli.scorebook.reading import read_regular

    try:
        raw, _size = read_regular(path, MAX_CARD_BYTES, N_("a score card"))
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except FileNotFoundError:
        raise FileProblem(_("{path} does not exist.").format(path=path)) from None
    except IsADirectoryError:
        raise FileProblem(_("{path} is a folder, not a score card.").format(path=path)) from None
    except OSError as error:
        from piquet_cli.scorebook.oserror import describe_os_error

        raise FileProblem(
            _("cannot read {path}: {why}.").format(path=path, why=describe_os_error(error))
        ) from None
    except UnicodeDecodeError:
        raise FileProblem(
            _("{path} is not UTF-8 text: save the score card as UTF-8 CSV.").format(path=path)
        ) from None
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # Windows and old Mac line endings
    try:
        rows = [
            (n, r) for n, r in enumerate(csv.reader(io.StringIO(text)), start=1) if any(c.strip() for c in r)
        ]
    except csv.Error as error:
        raise FileProblem(_("{path}: not CSV ({error}).").format(path=path, error=error)) from None
    if not rows:
        raise FileProblem(
            _("{path} is empty: a score card starts with the header deal,A,B.").format(path=path)
        )
    line, header = rows[0]
    word = header[0].strip().lower() if header else ""  # "deal", or "hand" as Bezique and Pinochle say
    if not 3 <= len(header) <= MOST_PLAYERS + 1 or word not in ("deal", "hand"):
        raise FileProblem(
            _(
                "{path}, row {line}: the header must be deal,<first player>,<second player> (or hand,…), not {found}."
            ).format(path=path, line=line, found=_shown(",".join(header)))
        )
    names = tuple(cell.strip() for cell in header[1:])
    totals = []
    for number, (line, cells) in enumerate(rows[1:], start=1):
        if len(cells) != len(header):
            columns = ", ".join(_shown(name, quote=False) for name in names)
            raise FileProblem(
                _("{path}, row {line}: expected {count} columns ({word}, {columns}), found {found}.").format(
                    path=path, line=line, count=len(header), word=word, columns=columns, found=len(cells)
                )
            )
        deal = cells[0].strip()
        if deal != str(number):
            raise FileProblem(
                _("{path}, row {line}, column 1 ({word}): expected {word} {number}, found {found}.").format(
                    path=path, line=line, word=word, number=number, found=_shown(deal)
                )
            )
        row = []
        for column, cell in enumerate(cells[1:], start=2):
            value = cell.strip()
            if not value.isdigit() or not value.isascii() or len(value.lstrip("0")) > 4:
                raise FileProblem(
                    by_word(
                        word,
                        N_(
                            "{path}, row {line}, column {column} ({name}): expected a deal's total, "
                            "a whole number from 0 to 9999; found {found}."
                        ),
                        N_(
                            "{path}, row {line}, column {column} ({name}): expected a hand's total, "
                            "a whole number from 0 to 9999; found {found}."
                        ),
                    ).format(
                        path=path,
                        line=line,
                        column=column,
                        name=_shown(names[column - 2], quote=False),
                        found=_shown(value),
                    )
                )
            row.append(int(value))
        totals.append(tuple(row))
    if not totals:
        raise FileProblem(
            by_word(
                word,
                N_("{path} has a header but no deals: one row a deal, deal,<total>,<total>."),
                N_("{path} has a header but no hands: one row a hand, hand,<total>,<total>."),
            ).format(path=path)
        )
    return names, totals


MOST_PLAYERS = 4
"""The most players at a table of the games kept: a card of more columns is no score card."""


def partie_from_card(
    names: tuple[str, ...],
    totals: list[tuple[int, ...]],
    dealer: str | None,
    rules: str | None,
    game: str,
    path: Path,
) -> Partie:
    """The partie of a score card: each row becomes quick totals, one a seat in that deal's
    playing order (elder first in a two-hand game)."""

    from piquet_cli.cli.commands import SEAT_FLAGS, start_partie
    from piquet_cli.games import get_game

    for column, name in enumerate(names, start=2):
        if not name:
            raise FileProblem(
                _("{path}, row 1, column {column}: a player's name cannot be empty.").format(
                    path=path, column=column
                )
            )
    try:
        partie = start_partie(names, dealer, rules, game)
    except BadValue as error:
        if error.flag is not None and error.flag in SEAT_FLAGS:  # the names come from the card's header
            column = SEAT_FLAGS.index(error.flag) + 2
            raise FileProblem(f"{path}, row 1, column {column}: {error.message}") from None
        if error.flag is None:  # as many columns as the game and its rules take, or not
            raise FileProblem(f"{path}, row 1: {error.message}") from None
        raise
    played = get_game(partie.game)
    deals: list[Any] = []
    playing = played.score(partie).playing  # some play no deal (Chouette's adviser): () if all do
    for number, row in enumerate(totals, start=1):
        by_name = dict(zip(partie.players, row, strict=True))
        seats = (
            _seats_next(played, partie._replace(deals=tuple(deals)), path)
            if playing
            else partie.names(number)
        )
        try:  # a game may refuse totals no deal of it can make (Bezique scores by tens)
            idle = next((p for p in partie.players if p not in seats and by_name[p]), None)
            if idle is not None:  # at chouette the adviser plays no deal
                who = _(" and ").join(playing)
                raise FileProblem(
                    _(
                        "{idle} plays no deal at {rules} ({who} play each), so {idle}'s column is 0; found {found}."
                    ).format(idle=idle, rules=partie.rules, who=who, found=by_name[idle])
                )
            deals.append(played.quick(tuple(by_name[seat] for seat in seats)))
        except PiquetError as error:
            raise FileProblem(
                _("{path}, row {line}: deal {number}: {why} Nothing was saved.").format(
                    path=path, line=number + 1, number=number, why=error.message
                )
            ) from None
    partie = partie._replace(deals=tuple(deals))
    _seats_next(played, partie, path)
    return partie


def _seats_next(played: Game[Any], partie: Partie, path: Path) -> tuple[str, ...]:
    """The seats of the card's next row, in playing order, as the game seats them (Chouette's
    two who play); FileProblem pointing at the row at fault if the rows so far make no partie
    of the game."""
    try:
        return played.score(partie).seats_next
    except PiquetError as error:
        if not error.deal:
            raise FileProblem(
                _("{path}: {why} Nothing was saved.").format(path=path, why=error.message)
            ) from None
        raise FileProblem(
            _("{path}, row {line}: deal {number}: {why} Nothing was saved.").format(
                path=path, line=error.deal + 1, number=error.deal, why=error.message
            )
        ) from None
