"""Bezique's declarations and Pinochle's melds at the table in Portuguese, Spanish and French
(issue 23): the four of a kind in the language's rank letters (``4R``: four kings), each code's
name in the language's words (the catalogue's, GLOSSARY.md's: ``casamento real``, ``bezique
duplo``, ``double bésigue``, Tute's ``las cuarenta``) without accents or case, a name of
several words typed after the seat; and each one said back in the language's letters with its
name and its cards, each card with its suit symbol. The file keeps the English codes."""

from __future__ import annotations

import pytest

from piquet_cli import i18n
from piquet_cli.cards import Suit
from piquet_cli.games.bezique.codes import name as bezique_name
from piquet_cli.games.bezique.codes import read_code as bezique
from piquet_cli.games.bezique.dialogue import read_declaration
from piquet_cli.games.events import Event
from piquet_cli.games.pinochle.answers import read_one_meld
from piquet_cli.games.pinochle.melds import meld
from piquet_cli.games.pinochle.melds import read_code as pinochle
from piquet_cli.games.side import Side
from piquet_cli.games.table_codes import said_event


@pytest.mark.parametrize(
    ("lang", "typed", "code"),
    [
        ("pt", "casamento real", "rm"),
        ("pt", "Bezique Duplo", "dbz"),
        ("pt", "sequencia", "seq"),
        ("pt", "quatro reis", "4K"),
        ("pt", "sete de trunfo", "7"),
        ("pt", "casamento em espadas", "mS"),
        ("es", "las cuarenta", "rm"),
        ("es", "bezique doble", "dbz"),
        ("es", "4K", "4K"),  # Spanish tables write K Q J as well as R D J
        ("es", "4R", "4K"),
        ("fr", "double bésigue", "dbz"),
        ("fr", "DOUBLE BESIGUE", "dbz"),
        ("fr", "mariage d’atout", "rm"),
        ("fr", "4V", "4J"),
    ],
)
def test_a_bezique_declaration_said_in_the_language(speak: None, lang: str, typed: str, code: str) -> None:
    i18n.use(lang)
    with i18n.at_the_table():
        assert bezique(typed) == code


def test_a_pinochle_meld_said_in_the_language(speak: None) -> None:
    i18n.use("pt")
    with i18n.at_the_table():
        assert [pinochle(t) for t in ("pinocle", "quatro damas", "4V", "Casamento Real")] == [
            "pin",
            "4Q",
            "4J",
            "rm",
        ]
    i18n.use("fr")
    with i18n.at_the_table():
        assert [pinochle(t) for t in ("quatre rois", "4R", "séquence")] == ["4K", "4K", "seq"]


def test_a_name_of_several_words_after_the_seat_or_the_players_name(speak: None) -> None:
    i18n.use("pt")
    with i18n.at_the_table():
        assert read_declaration("e:casamento real", "Ann", "Bob") == Event(Side.ELDER, ("rm",))
        assert read_declaration("Bob bezique duplo", "Ann", "Bob") == Event(Side.YOUNGER, ("dbz",))
        assert read_declaration("e:7+bezique duplo", "Ann", "Bob") == Event(Side.ELDER, ("7", "dbz"))
        assert read_one_meld("ann: quatro reis", "Ann", "Bob") == Event(Side.ELDER, ("4K",))


def test_in_english_the_names_are_not_read_and_4R_is_no_code() -> None:
    with i18n.at_the_table(), pytest.raises(Exception, match="not a Bezique declaration"):
        bezique("4R")


def test_an_event_said_back_in_the_language_with_its_cards(speak: None) -> None:
    marriage = Event(Side.YOUNGER, ("mS",))
    assert said_event(marriage, bezique_name, Suit.HEARTS) == "y:mS"  # English: as typed
    i18n.use("pt")
    assert said_event(marriage, bezique_name, Suit.HEARTS) == "y:mE casamento em espadas (R♠ D♠)"
    assert said_event(Event(Side.ELDER, ("mH",)), bezique_name, Suit.HEARTS) == "e:rm casamento real (R♥ D♥)"
    assert said_event(Event(Side.ELDER, ("7", "bz")), bezique_name, Suit.CLUBS) == (
        "e:7+bz sete de trunfo (7♣), bezique (D♠ V♦)"
    )
    i18n.use("es")
    assert said_event(Event(Side.ELDER, ("4J",)), lambda c: meld(c).name, Suit.HEARTS) == (
        "e:4J cuatro jotas (J♠ J♥ J♣ J♦)"
    )
    i18n.use("fr")
    assert said_event(Event(Side.ELDER, ("4K",)), lambda c: meld(c).name, Suit.HEARTS) == (
        "e:4R quatre rois (R♠ R♥ R♣ R♦)"
    )
    assert said_event(Event(Side.YOUNGER, ("seq",)), lambda c: meld(c).name, Suit.DIAMONDS) == (
        "y:seq séquence (A♦ 10♦ R♦ D♦ V♦)"
    )


def test_a_card_in_a_refusal_is_said_in_the_language_and_kept_english() -> None:
    from piquet_cli.cards import Rank
    from piquet_cli.games.table_codes import said_card
    from piquet_cli.said import Words

    sentence = Words("{total} × {card}", total=3, card=said_card(Rank.KING, Suit.SPADES))
    unknown = said_card(Rank.QUEEN, None)
    assert (str(sentence), str(unknown), str(said_card(Rank.TEN, Suit.HEARTS))) == ("3 × K♠", "Q*", "10♥")
    try:
        i18n.use("pt")
        assert (sentence.said(), unknown.said(), str(sentence)) == ("3 × R♠", "D*", "3 × K♠")
        i18n.use("fr")
        assert said_card(Rank.KNAVE, Suit.DIAMONDS).said() == "V♦"
    finally:
        i18n.use("en")
