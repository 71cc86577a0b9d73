"""Piquet's part of ``piquet help notation``: cards, the calls, the tricks, the pairs elder first
and younger's answers, each form with an example (the forms ``games.piquet.notation`` reads).

Loaded only by that page (``SPEC.notation``). The flags it shows are the spec's, named by their
fields' keys (``{elder_hand}``: ``notation_page`` fills them in); each text is said in the language
spoken, its examples written as that language writes cards.
"""

from piquet_cli.games.fields import Notation
from piquet_cli.i18n import N_

NOTATION = Notation(
    rows=(
        (
            N_("Cards"),
            N_(
                "rank 7 8 9 10 J Q K A (T for ten too) and suit S H D C or ♠ ♥ ♦ ♣, separated by spaces or "
                "commas: AS KH 10D TC 9♣. A hand is twelve: piquet hand AS KS QS JS 10S AH KH QH 9D 8D 7D AC "
                "(or some of them: piquet hand AS JS 9S 8S); {elder_hand} 'AS JS 9S 8S AH KH QH JH 8H JC 9C KD'."
            ),
        ),
        (
            N_("Point"),
            N_(
                "the number of cards (5), or cards/count (5/48); - for none. At a question, in words too: "
                "six, five making forty-eight."
            ),
        ),
        (
            N_("Sequences"),
            N_(
                "length and top card, several separated by commas or spaces as cards are: 5K,3J or 5J 3K (a "
                "quint to the king and a tierce to the knave); by name: quint K, quart major, sixième Q "
                "(accents optional), tierce minor; the length alone when the top card was not said: 4, quart; -"
                " for none."
            ),
        ),
        (
            N_("Sets"),
            N_(
                "count and rank, separated by commas or spaces: 14A,3K or 14A 3K (a quatorze of aces and a trio "
                "of kings); quatorze A, trio K, "
                "fourteen aces; the count alone when the rank was not said: 3, trio; - for none. Only aces, "
                "kings, queens, knaves and tens count (Law 64)."
            ),
        ),
        (
            N_("Tens"),
            N_(
                "10 or T; where digits run together write T: 3T three tens, 4T a quart to the ten (310 and 410 "
                "mean the same)."
            ),
        ),
        (
            N_("Tricks"),
            N_(
                "the winners of the twelve tricks in order, e (elder) or y (younger) each: eeyyeeeeyeee; or "
                "the players' initials, where they differ and neither is the other seat's letter: "
                "aabbaaaabaaa for Ann and Bob. Where they do not (Ann and Alan; Eve when she is younger, or Yan "
                "when he is elder), e and y only, and an initial is refused saying so."
            ),
        ),
        (
            N_("Pairs"),
            N_(
                "elder first: {exchange} 5,3 (elder takes 5, younger 3), {play} 9,6, "
                "{won} 7,5, {totals} 28,23. At a question, in words too: nine, six."
            ),
        ),
        (
            N_("Answers"),
            N_(
                "younger's answer to elder's call: g (good), n (not good) or e (equal) — or the better call "
                "itself, which means not good. In the partie file: good, not good, equal, or equal, not good."
            ),
        ),
    ),
)
