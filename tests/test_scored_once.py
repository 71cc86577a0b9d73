"""A Piquet deal is scored once however often its partie is (``partie._scored``, issue 25).

``deal`` reads the partie and scores it, then scores it again with the new deal before saving;
``undo`` the same with one deal fewer. The deals they share are the very same objects, and a
deal's score is a function of its facts, its players, the agreements and the language a ruling
is said in: each is scored once. What the memory gives must be what scoring anew gives, and a
deal that breaks a law must be refused every time, never remembered as scored.
"""

from __future__ import annotations

import pytest

from piquet_cli import i18n
from piquet_cli.errors import PiquetError
from piquet_cli.games.piquet import partie as piquet_partie
from piquet_cli.games.piquet.deal import DealFacts
from piquet_cli.games.piquet.facts import Agreements, Calls
from piquet_cli.games.piquet.notation import parse_point, parse_sequences, parse_sets
from piquet_cli.games.piquet.partie import Partie, score_partie

QUICK = [DealFacts(totals=(30 + n, 12)) for n in range(5)]
CALLED = DealFacts(
    elder=Calls(point=parse_point("5/49"), sequences=parse_sequences("4A"), sets=parse_sets("3J")),
    younger=Calls(point=parse_point("5/48"), sequences=parse_sequences("3A,3Q"), sets=parse_sets("14T,3Q")),
)


@pytest.fixture()
def counted(monkeypatch: pytest.MonkeyPatch) -> list[DealFacts]:
    """Every deal ``score_deal`` is asked to score, in order; the memory starts empty."""
    asked: list[DealFacts] = []
    real = piquet_partie.score_deal

    def counting(facts: DealFacts, *args: object) -> object:
        asked.append(facts)
        return real(facts, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(piquet_partie, "score_deal", counting)
    monkeypatch.setattr(piquet_partie, "_SCORED", {})
    return asked


def test_a_partie_scored_again_with_one_deal_more_or_less_scores_only_the_new_one(
    counted: list[DealFacts],
) -> None:
    five = Partie(("Ann", "Bob"), deals=(*QUICK[:4], CALLED))
    first = score_partie(five)
    assert len(counted) == 5
    six = score_partie(five._replace(deals=(*five.deals, QUICK[4])))
    assert counted[5:] == [QUICK[4]]  # the five before: remembered
    four = score_partie(five._replace(deals=five.deals[:4]))
    assert len(counted) == 6
    piquet_partie._SCORED.clear()  # scored anew: the same, deal by deal
    assert score_partie(five) == first
    assert score_partie(five._replace(deals=(*five.deals, QUICK[4]))) == six
    assert score_partie(five._replace(deals=five.deals[:4])) == four


def test_other_players_agreements_or_language_score_the_deal_anew(counted: list[DealFacts]) -> None:
    partie = Partie(("Ann", "Bob"), deals=(CALLED,))
    score_partie(partie)
    score_partie(partie._replace(players=("Cal", "Dee")))
    assert len(counted) == 2
    score_partie(partie._replace(agreements=Agreements(point_ending_in_four=True)))
    assert len(counted) == 3
    with i18n.speaking("pt"):
        in_portuguese = score_partie(partie)
    assert len(counted) == 4
    in_english = score_partie(partie)  # scored anew: what was kept may say a ruling in Portuguese
    assert len(counted) == 5 and in_english == in_portuguese  # its rulings are said when shown
    assert score_partie(partie) == in_english and len(counted) == 5
    equal_not_same = CALLED._replace()
    assert equal_not_same == CALLED and equal_not_same is not CALLED
    score_partie(partie._replace(deals=(equal_not_same,)))
    assert len(counted) == 6  # remembered by the object, never by equality (no hashing of hands)


def test_a_deal_that_breaks_a_law_is_refused_every_time(counted: list[DealFacts]) -> None:
    wrong = DealFacts(totals=(171, 0))  # more than any deal can make
    partie = Partie(("Ann", "Bob"), deals=(wrong,))
    for _ in range(3):
        with pytest.raises(PiquetError):
            score_partie(partie)
    assert len(counted) == 3 and piquet_partie._SCORED == {}


def test_the_memory_stays_small(counted: list[DealFacts]) -> None:
    for n in range(3 * piquet_partie._MOST_SCORED):
        score_partie(Partie(("Ann", "Bob"), deals=(DealFacts(totals=(n % 100, 0)),)))
    assert len(piquet_partie._SCORED) <= piquet_partie._MOST_SCORED
