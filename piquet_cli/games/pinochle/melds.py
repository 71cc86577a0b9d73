"""The melds of two-handed Pinochle: codes, values, cards and classes.

Values are seed 002's table: marriage (K Q of a plain suit) 20, royal marriage
(K Q of trumps) 40, sequence (A 10 K Q J of trumps) 150, pinochle (Q♠ J♦) 40,
four aces 100, four kings 80, four queens 60, four jacks 40 (one of each
suit). The dix (the nine of trumps) scores 10 under the classic rules only.

Codes are docs/contract.md's, case-insensitive: ``dix``, ``mS mH mD mC`` (or
``m♠ m♥ m♦ m♣``), ``rm``, ``seq``, ``pin``, ``4A 4K 4Q 4J``.

Classes, for the reuse rule of seed 002 ("a card in a meld may be used again
only in a later meld of higher value or of another class"): the seed names no
classes, but docs/rules.md's example ("Pinochle") — royal marriage then sequence yes, sequence
then royal marriage no — holds only if the two share a class, which is the
grouping of the English books: marriages and the sequence; the pinochle; the
four-of-a-kinds. The dix shares no card with any meld.
"""

from piquet_cli import i18n
from piquet_cli.cards import Card, Rank, Suit, marriage_codes, parse_suit
from piquet_cli.errors import BadValue
from piquet_cli.games.events import Event, parse_events
from piquet_cli.games.pinochle.rules import DIX, RuleSet
from piquet_cli.games.table_codes import local_codes, said_card, table_code
from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_, _
from piquet_cli.records import NamedTuple
from piquet_cli.said import Words, joined, literal

MARRIAGES = "marriages and the sequence"
PINOCHLE = "the pinochle"
FOURS = "four of a kind"
NINES = "the dix"

MELD_FORMS = "dix, mS mH mD mC (or m♠ m♥ m♦ m♣), rm, seq, pin, 4A 4K 4Q 4J"
PER_HAND = 2  # two packs: at most two of any one meld in a hand (see copies.py)

_FOUR_RANKS = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.KNAVE}
_FOUR_WORDS = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks"}
_FOUR_VALUES = {"A": 100, "K": 80, "Q": 60, "J": 40}
_SEQUENCE = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.KNAVE)


def card_text(card: Card) -> str:
    """``K♥``, ``10♠``: a card as the table names it."""
    return f"{card.rank.symbol}{card.suit.symbol}"


def said_card_text(card: Card) -> Words:
    """``K♥`` in English (the JSON), said in the language's letter with its suit symbol (``R♥``)."""
    return said_card(card.rank, card.suit)


@of_its_own_kind
class Meld(NamedTuple):
    """One kind of meld (or the dix): what it is called, scores, holds and belongs to."""

    code: str  # canonical: dix mS mH mD mC rm seq pin 4A 4K 4Q 4J
    name: str
    value: int
    group: str  # its class, for the reuse rule
    suit: Suit | None = None  # a marriage's plain suit

    def cards(self, trumps: Suit) -> tuple[Card, ...]:
        """The cards the meld shows, one of each (never two copies of one card)."""
        if self.code == "dix":
            return (Card(Rank.NINE, trumps),)
        if self.suit is not None:
            return (Card(Rank.KING, self.suit), Card(Rank.QUEEN, self.suit))
        if self.code == "rm":
            return (Card(Rank.KING, trumps), Card(Rank.QUEEN, trumps))
        if self.code == "seq":
            return tuple(Card(rank, trumps) for rank in _SEQUENCE)
        if self.code == "pin":
            return (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.KNAVE, Suit.DIAMONDS))
        rank = _FOUR_RANKS[self.code[1]]
        return tuple(Card(rank, suit) for suit in Suit)

    def shown(self, trumps: Suit) -> str:
        """``royal marriage (K♥ Q♥)``: the name and the cards."""
        return literal(
            "{name} ({cards})", name=self.name, cards=joined(" ", map(said_card_text, self.cards(trumps)))
        )


def _all_melds() -> dict[str, Meld]:
    marriages = {
        Suit.SPADES: N_("marriage in spades"),
        Suit.HEARTS: N_("marriage in hearts"),
        Suit.DIAMONDS: N_("marriage in diamonds"),
        Suit.CLUBS: N_("marriage in clubs"),
    }
    fours = {"A": N_("four aces"), "K": N_("four kings"), "Q": N_("four queens"), "J": N_("four jacks")}
    melds = [Meld("dix", Words(N_("dix")), DIX, NINES)]
    melds += [Meld(f"m{s.value}", Words(marriages[s]), 20, MARRIAGES, s) for s in Suit]
    melds += [
        Meld("rm", Words(N_("royal marriage")), 40, MARRIAGES),
        Meld("seq", Words(N_("sequence")), 150, MARRIAGES),
        Meld("pin", Words(N_("pinochle")), 40, PINOCHLE),
    ]
    melds += [Meld(f"4{r}", Words(fours[r]), _FOUR_VALUES[r], FOURS) for r in _FOUR_RANKS]
    return {m.code.lower(): m for m in melds}


MELDS = _all_melds()

_NOT_MELDS = {
    "4t": N_("four tens are no meld in Pinochle"),
    "410": N_("four tens are no meld in Pinochle"),
    "49": N_("four nines are no meld in Pinochle"),
    "7": N_("the seven of trumps is Bezique; the Pinochle pack has no sevens (the nine of trumps is dix)"),
    "bz": N_("bezique is Bezique's; Pinochle's Q♠ J♦ is the pinochle, pin"),
    "dbz": N_("double bezique is Bezique's; two pinochles are pin twice, each on its own trick"),
}


def read_code(text: str) -> str:
    """A meld code's canonical spelling (``m♠`` → ``mS``), or BadValue naming the codes."""
    plain = text.strip().lower()
    local = table_code(text, {m.code: m.name for m in MELDS.values()})
    if local is not None:  # typed in the language: 4R, casamento real, quatro reis
        return local
    if i18n.at_table() and len(plain) == 2 and plain[0] == "m":  # typed: the language's suit letter
        try:  # an English letter is refused in the language's words
            return f"m{parse_suit(plain[1]).value}"
        except BadValue as error:
            raise BadValue(f"{text.strip()!r}: {error.message}") from None
    if len(plain) == 2 and plain[0] == "m":
        try:
            plain = "m" + parse_suit(plain[1]).value.lower()
        except BadValue:
            pass
    meld = MELDS.get(plain)
    if meld is not None:
        return meld.code
    forms = MELD_FORMS
    if i18n.at_table():  # typed: the marriages in the language's letters
        forms = local_codes(
            forms.replace("mS mH mD mC", marriage_codes()).replace("(or ", "(" + _("or") + " ")
        )
    hint = _(_NOT_MELDS[plain]) if plain in _NOT_MELDS else None  # said in the language
    if hint is not None:
        raise BadValue(
            _("{text!r}: {hint}; melds are {forms}.").format(text=text.strip(), hint=_(hint), forms=forms),
            field="melded",
        )
    raise BadValue(
        _("{text!r} is not a Pinochle meld; melds are {forms}.").format(text=text.strip(), forms=forms),
        field="melded",
    )


def parse_melded(text: str) -> tuple[Event, ...]:
    """Melds in the event notation (``e:rm y:4A e:dix+4K``, ``-`` for none), read with
    Pinochle's codes; an error names the fact ``melded``."""
    try:
        return parse_events(text, read_code)
    except BadValue as error:
        raise BadValue(error.message, field="melded") from None


def meld(code: str) -> Meld:
    """The meld of a canonical code (as ``read_code`` returns it)."""
    return MELDS[code.lower()]


def meld_table(rules: RuleSet) -> tuple[tuple[str, str, str], ...]:
    """The rows of the ``?`` help: code, what it is, what it scores under ``rules``."""
    dix = "10" if rules is RuleSet.CLASSIC else "nothing (ten rules): not entered"
    return (
        ("dix", "the nine of trumps, exchanged for the turn-up or shown; may join a meld", dix),
        ("mS mH mD mC", "marriage: K Q of a plain suit (m♠ m♥ m♦ m♣ too)", "20"),
        ("rm", "royal marriage: K Q of trumps", "40"),
        ("seq", "sequence: A 10 K Q J of trumps", "150"),
        ("pin", "pinochle: Q♠ J♦", "40"),
        ("4A", "four aces, one of each suit", "100"),
        ("4K", "four kings, one of each suit", "80"),
        ("4Q", "four queens, one of each suit", "60"),
        ("4J", "four jacks, one of each suit", "40"),
    )


def help_text(rules: RuleSet) -> str:
    """The meld table as plain lines, for a ``?`` at the melds question."""
    rows = meld_table(rules)
    width = max(len(code) for code, _, _ in rows)
    lines = [f"{code:<{width}}  {what}: {points}" for code, what, points in rows]
    lines.append("Write who won the trick and the meld: e:rm y:4A; one meld per trick won.")
    if rules is RuleSet.CLASSIC:
        lines.append("A dix may join the meld of its trick: e:dix+4K.")
    return "\n".join(lines)
