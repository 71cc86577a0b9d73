"""``piquet help notation``: the whole notation on one page (docs/contract.md, "Notation").

Every prompt, flag and partie file reads the same notation; this page is where a
player finds all of it, with an example of each form: Piquet's, and the events of
Bezique and Pinochle.
"""

from __future__ import annotations

from piquet_cli.cli.console import Out
from piquet_cli.cli.grid import Grid

TITLE = "The notation: what every question, flag and partie file of piquet takes (any case)."
ROWS = (
    (
        "Cards",
        (
            "rank 7 8 9 10 J Q K A (T for ten too) and suit S H D C or ♠ ♥ ♦ ♣, separated by spaces or "
            "commas: AS KH 10D TC 9♣. A hand is twelve: piquet hand AS KS QS JS 10S AH KH QH 9D 8D 7D AC "
            "(or some of them: piquet hand AS JS 9S 8S); --elder-hand 'AS JS 9S 8S AH KH QH JH 8H JC 9C KD'."
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
            "elder first: --exchange 5,3 (elder takes 5, younger 3), --play 9,6, --won 7,5, --totals 28,23. "
            "At a question, in words too: nine, six."
        ),
    ),
    (
        "Answers",
        (
            "younger's answer to elder's call: g (good), n (not good) or e (equal) — or the better call "
            "itself, which means not good. In the partie file: good, not good, equal, or equal, not good."
        ),
    ),
    (
        "Names",
        (
            "a player's name, wherever one is answered or given to a flag (--dealer, withdraw NAME, "
            "--withdrawn, --player, Ann:rm, who took the last trick …), in any case and without its "
            "accents: martin for Martín; the beginning of one name only is that name too (mart). e, elder, "
            "y and younger are the seats, before any name. So two players may not have names that read the "
            "same (Ann and ann, Martín and Martin)."
        ),
    ),
    (
        "Events",
        (
            "Bezique's declarations and Pinochle's melds, in the order made, each after who won the trick, "
            "e: (elder) or y: (younger), space-separated; + joins what one trick scores together: e:rm y:4A"
            " e:7+bz; - for none. At the table one at a time, the player's name for the seat too (Ann:rm). "
            "Bezique: 7 the seven of trumps, mS mH mD mC (or m♠ m♥ m♦ m♣) a marriage, rm the royal "
            "marriage, seq the sequence, bz bezique, dbz double bezique, 4A 4K 4Q 4J four aces, kings, "
            "queens, knaves. Pinochle: dix the nine of trumps, mS mH mD mC, rm, seq, pin pinochle, 4A 4K 4Q"
            " 4J. In both games a marriage named in trumps (mC when clubs are trumps) is the royal "
            "marriage: read and kept as rm, and said so. While a hand is entered, the running totals said "
            "are the hand's (Ann 40, Bob 10 this hand); the partie's before and after it. At the question, "
            "? gives each its value."
        ),
    ),
)


def print_notation() -> None:
    grid = Grid(title=TITLE, show_header=False)
    grid.add_column("")
    grid.add_column("")
    for name, text in ROWS:
        grid.add_row(name, text, end_section=True)
    Out().grid(grid)
