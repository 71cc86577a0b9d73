"""Piquet's part of ``piquet help notation``: cards, the calls, the tricks, the pairs elder first
and younger's answers, each form with an example (the forms ``games.piquet.notation`` reads).

Loaded only by that page (``SPEC.notation``). The flags it shows are the spec's (its field table
names every flag).
"""

from piquet_cli.games.fields import Notation
from piquet_cli.games.piquet.spec import SPEC


def _flag(key: str) -> str:
    field = SPEC.field(key)
    assert field is not None, key
    return field.flag


NOTATION = Notation(
    rows=(
        (
            "Cards",
            (
                "rank 7 8 9 10 J Q K A (T for ten too) and suit S H D C or ♠ ♥ ♦ ♣, separated by spaces or "
                "commas: AS KH 10D TC 9♣. A hand is twelve: piquet hand AS KS QS JS 10S AH KH QH 9D 8D 7D AC "
                f"(or some of them: piquet hand AS JS 9S 8S); {_flag('elder_hand')} 'AS JS 9S 8S AH KH QH JH 8H JC 9C KD'."
            ),
        ),
        (
            "Point",
            (
                "the number of cards (5), or cards/count (5/48); - for none. At a question, in words too: "
                "six, five making forty-eight."
            ),
        ),
        (
            "Sequences",
            (
                "length and top card, several separated by commas or spaces as cards are: 5K,3J or 5J 3K (a "
                "quint to the king and a tierce to the knave); by name: quint K, quart major, sixième Q "
                "(accents optional), tierce minor; the length alone when the top card was not said: 4, quart; -"
                " for none."
            ),
        ),
        (
            "Sets",
            (
                "count and rank, separated by commas or spaces: 14A,3K or 14A 3K (a quatorze of aces and a trio "
                "of kings); quatorze A, trio K, "
                "fourteen aces; the count alone when the rank was not said: 3, trio; - for none. Only aces, "
                "kings, queens, knaves and tens count (Law 64)."
            ),
        ),
        (
            "Tens",
            (
                "10 or T; where digits run together write T: 3T three tens, 4T a quart to the ten (310 and 410 "
                "mean the same)."
            ),
        ),
        (
            "Tricks",
            (
                "the winners of the twelve tricks in order, e (elder) or y (younger) each: eeyyeeeeyeee; or "
                "the players' initials, where they differ and neither is the other seat's letter: "
                "aabbaaaabaaa for Ann and Bob. Where they do not (Ann and Alan; Eve when she is younger, or Yan "
                "when he is elder), e and y only, and an initial is refused saying so."
            ),
        ),
        (
            "Pairs",
            (
                f"elder first: {_flag('exchange')} 5,3 (elder takes 5, younger 3), {_flag('play')} 9,6, "
                f"{_flag('won')} 7,5, {_flag('totals')} 28,23. At a question, in words too: nine, six."
            ),
        ),
        (
            "Answers",
            (
                "younger's answer to elder's call: g (good), n (not good) or e (equal) — or the better call "
                "itself, which means not good. In the partie file: good, not good, equal, or equal, not good."
            ),
        ),
    ),
)
