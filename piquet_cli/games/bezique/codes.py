"""The declaration codes of Bezique, their values, and the ``?`` help table.

docs/contract.md writes a hand's declarations as events (``e:rm y:4A e:7+bz``); this
module reads one code of such an event. The values are seed 001's (docs/rules.md,
"Bezique"): sequence (A 10 K Q J of trumps) 250, royal marriage (K Q of trumps)
40, marriage (K Q of a plain suit) 20, bezique (Q♠ J♦) 40, double bezique
(both Q♠ and both J♦) 500, four aces 100, four kings 80, four queens 60, four
jacks 40 (one of each suit), and the seven of trumps 10.

A marriage named in the trump suit (``mC`` when clubs are trumps) *is* the royal
marriage: the hand's facts read it as ``rm`` once the trumps are known, and say
so (docs/bezique.md, "Decisions"). Here, without the trumps, ``mC`` is a code
like any other.
"""

from piquet_cli import i18n
from piquet_cli.cards import Suit, marriage_codes, parse_suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, parse_events
from piquet_cli.games.table_codes import local_codes, table_code
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words

SEVEN = "7"
ROYAL_MARRIAGE = "rm"
SEQUENCE = "seq"
BEZIQUE = "bz"
DOUBLE_BEZIQUE = "dbz"
SUIT_LETTERS = ("S", "H", "D", "C")
MARRIAGES = tuple(f"m{s}" for s in SUIT_LETTERS)
FOURS = ("4A", "4K", "4Q", "4J")

CODE_FORMS = "7 mS mH mD mC (or m♠ m♥ m♦ m♣) rm seq bz dbz 4A 4K 4Q 4J"


@of_its_own_kind
class Code(NamedTuple):
    """One declaration: its code, what it scores, and what it is in players' words."""

    code: str
    value: int
    name: str
    what: str


def _marriage(letter: str) -> Code:
    suit = Suit(letter)
    return Code(
        f"m{letter}", 20, Words(_MARRIAGE_NAMES[letter]), f"K {suit.symbol} Q {suit.symbol}, a plain suit"
    )


_MARRIAGE_NAMES = {
    "S": N_("marriage in spades"),
    "H": N_("marriage in hearts"),
    "D": N_("marriage in diamonds"),
    "C": N_("marriage in clubs"),
}


CODES: dict[str, Code] = {
    c.code: c
    for c in (
        Code(
            SEVEN,
            10,
            Words(N_("seven of trumps")),
            "scored beside a combination or alone; the first is exchanged for the turn-up",
        ),
        *(_marriage(s) for s in SUIT_LETTERS),
        Code(ROYAL_MARRIAGE, 40, Words(N_("royal marriage")), "K Q of trumps"),
        Code(SEQUENCE, 250, Words(N_("sequence")), "A 10 K Q J of trumps"),
        Code(BEZIQUE, 40, Words(N_("bezique")), "Q♠ J♦"),
        Code(DOUBLE_BEZIQUE, 500, Words(N_("double bezique")), "both Q♠ and both J♦"),
        Code("4A", 100, Words(N_("four aces")), "one of each suit"),
        Code("4K", 80, Words(N_("four kings")), "one of each suit"),
        Code("4Q", 60, Words(N_("four queens")), "one of each suit"),
        Code("4J", 40, Words(N_("four jacks")), "one of each suit"),
    )
}

HELP_ROWS: tuple[tuple[str, str, str], ...] = tuple(
    (c.code, str(c.value), f"{c.name}: {c.what}") for c in CODES.values()
)
"""The ``?`` table: code, value, what it is (docs/bezique.md), in the order players learn them."""

HELP_NOTES = (  # marked for the catalogue: the dialogue's ? says the last two in the language spoken
    "e: elder (the non-dealer), y: younger (the dealer) — who won the trick and declared.",
    N_("One combination per trick; a seven of trumps may go beside it: e:7+bz."),
    N_("A single bezique, then later a double: 40 + 500. A double first never adds the 40."),
)

_BY_TEXT = {c.lower(): c for c in CODES} | {f"m{s.symbol}".lower(): f"m{s.value}" for s in Suit}
_BY_TEXT |= {"m♤": "mS", "m♡": "mH", "m♢": "mD", "m♧": "mC"}
_HINTS = {
    "dix": N_("'dix' is Pinochle's nine of trumps; in Bezique the seven of trumps is 7"),
    "pin": N_("'pin' is Pinochle's; the Bezique of Q♠ J♦ is bz"),
    "4t": N_("four tens score nothing in Bezique (docs/bezique.md)"),
    "410": N_("four tens score nothing in Bezique (docs/bezique.md)"),
    "m": N_("name the marriage's suit: mS mH mD mC"),
}


def value(code: str) -> int:
    """What one code scores (seed 001)."""
    return CODES[code].value


def name(code: str) -> str:
    """A code in players' words: ``royal marriage``, ``marriage in hearts``."""
    return CODES[code].name


def is_combination(code: str) -> bool:
    """Everything but the seven of trumps is a combination: one per trick (seed 001)."""
    return code != SEVEN


def read_code(text: str) -> str:
    """One code, any case, suits by letter or symbol: ``4a`` → ``4A``, ``m♥`` → ``mH``."""
    key = text.strip().lower()
    local = table_code(text, {c.code: c.name for c in CODES.values()})
    if local is not None:  # typed in the language: 4R, casamento real, bezique duplo
        return local
    if i18n.at_table() and len(key) == 2 and key[0] == "m":  # typed: the language's suit letter
        try:  # an English letter is refused in the language's words
            return f"m{parse_suit(key[1]).value}"
        except BadValue as error:
            raise BadValue(_("{text!r}: {error}").format(text=text.strip(), error=error.message)) from None
    code = _BY_TEXT.get(key)
    if code is not None:
        return code
    hint = _HINTS.get(key)
    codes = CODE_FORMS.replace(
        "(or ", "(" + _("or") + " "
    )  # a file's codes too, said with the language's "or"
    if i18n.at_table():  # typed: the marriages in the language's letters
        codes = local_codes(codes.replace(" ".join(MARRIAGES), marriage_codes()))
    if hint:
        said = _(hint).replace(" ".join(MARRIAGES), marriage_codes()) if i18n.at_table() else _(hint)
        raise BadValue(_("{hint}; the codes are {codes}.").format(hint=said, codes=codes))
    raise BadValue(
        _("{text!r} is not a Bezique declaration; the codes are {codes}.").format(
            text=text.strip(), codes=codes
        )
    )


def parse_declared(text: str) -> tuple[Event, ...]:
    """A hand's events in the order made (``e:rm y:4A e:7+bz``, ``-`` for none)."""
    try:
        return parse_events(text, read_code)
    except BadValue as error:
        raise BadValue(error.message, field="declared") from None


def marriage_suit(code: str) -> Suit | None:
    """The suit of a plain-suit marriage code, else None."""
    return Suit(code[1]) if code in MARRIAGES else None
