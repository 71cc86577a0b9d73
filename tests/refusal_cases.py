"""The corpus of ``test_lang_refusals.py``: bad input a person really meets, each a command
typed on a partie, a partie file edited by hand or a score card, taken from the tests that found
them (test_engine_errors, test_limits_and_errors, test_fuzz_flags' tokens, test_file_keys,
test_scorebook_attacks, scorebook/test_scorebook_load, test_piquet_chouette_partie, the Bezique
and Pinochle command and refusal tests, test_piquet_odds).

What is typed is typed in every language's notation: suits as symbols (♠ ♥ ♦ ♣), ranks that
are one letter everywhere (A, 10 … 7), since a flag is read in the language spoken (``AS`` is
refused in Portuguese, whose spades are E); a partie file keeps the English notation.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    """A command typed (``{file}`` the partie's path, ``{dir}`` the folder) on a partie made by
    ``new`` (``partie``, one of ``PARTIES``), edited by hand (``edit``: the lines replaced) or
    written whole (``text``, ``raw``); ``card`` is written to ``{dir}/card.csv``."""

    args: tuple[str, ...]
    partie: str | None = "two"
    edit: tuple[tuple[str, str], ...] = ()
    text: str | None = None
    raw: bytes | None = None
    card: str | None = None
    book: tuple[tuple[str, ...], ...] = ()
    """Parties made with ``new`` in the scorebook first (a command without --file takes one)."""
    env: tuple[tuple[str, str], ...] = ()
    kept: frozenset[str] = frozenset()
    """Words of the file's own the message names (its keys): no sentence."""


PARTIES = {
    "two": ("new", "Ann", "Bob", "--dealer", "Bob"),
    "au-cent": ("new", "Ann", "Bob", "--rules", "au-cent", "--point-four-less"),
    "three": ("new", "Ann", "Bob", "Cy", "--rules", "three-hand"),
    "four": ("new", "Ann", "Bob", "Cy", "Dan", "--rules", "four-hand"),
    "chouette": ("new", "Ann", "Bob", "Cal", "--rules", "chouette", "--dealer", "Bob"),
    "bezique": ("new", "Ann", "Bob", "--game", "bezique"),
    "pinochle": ("new", "Ann", "Bob", "--game", "pinochle"),
    "open": ("new", "Ann", "Bob", "--open"),
    "pinochle-classic": ("new", "Ann", "Bob", "--game", "pinochle", "--rules", "classic"),
}
PLAYED = {  # deals saved after new, by their totals
    "two-over": ("two", ("110,0", "10,0", "10,0", "10,0", "10,0", "10,0")),
    "pinochle-over": ("pinochle", ("510,490", "490,510")),
    "chouette-dealt": ("chouette", ("20,30",)),
    "two-dealt": ("two", ("28,23",)),
}
HAND = ("--trumps", "♣", "--brisques", "8,8", "--last-trick", "e")
PINOCHLE_HAND = ("--trumps", "♦", "--card-points", "120,120", "--last-trick", "e")
QUART_TO_THE_KING = "KS QS JS 10S 8S AH KH QH 8H JC 9C KD"
TWO_QUARTS = "A♠ 10♠ 9♠ 8♠ 7♠ A♥ 10♥ 9♥ 8♥ 7♥ A♦ 10♦"  # typed: the notation of every language
HUGE = "9" * 5000
FORMAT_1 = 'format = 1\ngame = "piquet"\nrules = "rubicon"\nplayers = ["Ann", "Bob"]\nfirst_dealer = "Bob"\n'
DEAL_2 = f'\n[[deals]]\ntotals = [10, 12]\n\n[[deals]]\nelder_hand = "{QUART_TO_THE_KING}"\n'


def deal(*flags: str, partie: str = "two") -> Case:
    return Case(("deal", "--file", "{file}", *flags), partie)


def show(
    partie: str = "two", *edit: tuple[str, str], text: str | None = None, raw: bytes | None = None
) -> Case:
    return Case(("show", "--file", "{file}"), partie, tuple(edit), text, raw)


def card(text: str, *flags: str) -> Case:
    return Case(("import", "{dir}/card.csv", "--file", "{dir}/new.toml", *flags), None, card=text)


CASES = {
    # -- new ---------------------------------------------------------------------------------
    "new same names": Case(("new", "Ann", "Ann", "--file", "{dir}/x.toml"), None),
    "new names the same to the keeper": Case(("new", "Ann", "ánn", "--file", "{dir}/x.toml"), None),
    "new five players": Case(("new", "Ann", "Bob", "Cy", "Dan", "Eve", "--file", "{dir}/x.toml"), None),
    "new control in a name": Case(("new", "Ann\u202eboB", "Bob", "--file", "{dir}/x.toml"), None),
    "new rules unknown": Case(("new", "Ann", "Bob", "--rules", "roobicon", "--file", "{dir}/x.toml"), None),
    "new dealer not a player": Case(("new", "Ann", "Bob", "--dealer", "Cy", "--file", "{dir}/x.toml"), None),
    "new chouette adviser deals": Case(
        ("new", "Ann", "Bob", "Cal", "--rules", "chouette", "--dealer", "Cal", "--file", "{dir}/x.toml"), None
    ),
    "new target at two": Case(("new", "Ann", "Bob", "--target", "150", "--file", "{dir}/x.toml"), None),
    "new target of nought": Case(
        ("new", "Ann", "Bob", "Cy", "--rules", "three-hand", "--target", "0", "--file", "{dir}/x.toml"), None
    ),
    "new agreement not of rubicon": Case(
        ("new", "Ann", "Bob", "--point-four-less", "--file", "{dir}/x.toml"), None
    ),
    "new game unknown": Case(("new", "Ann", "Bob", "--game", "chess", "--file", "{dir}/x.toml"), None),
    "new bezique rules": Case(
        ("new", "Ann", "Bob", "--game", "bezique", "--rules", "500", "--file", "{dir}/x.toml"), None
    ),
    "new bezique last trick": Case(
        ("new", "Ann", "Bob", "--game", "bezique", "--last-trick", "first", "--file", "{dir}/x.toml"), None
    ),
    "new last trick at piquet": Case(
        ("new", "Ann", "Bob", "--last-trick", "stock", "--file", "{dir}/x.toml"), None
    ),
    "new pinochle rules": Case(
        ("new", "Ann", "Bob", "--game", "pinochle", "--rules", HUGE, "--file", "{dir}/x.toml"), None
    ),
    "new file exists": Case(("new", "Ann", "Bob", "--file", "{file}")),
    # -- deal, two-hand ----------------------------------------------------------------------
    "deal totals one number": deal("--totals", "28"),
    "deal totals too big": deal("--totals", "99999999999999999999999,1"),
    "deal sequence of eleven digits": deal("--elder-seq", "99999999999A"),
    "deal point of nine": deal("--elder-point", "9"),
    "rule hand of two cards": Case(("rule", "--elder-hand", "A♠ 10♠"), None),
    "deal card unknown": deal("--elder-hand", TWO_QUARTS[:-3] + "Z♠"),
    "rule quint held as quart": Case(("rule", "--elder-seq", "5A", "--elder-hand", TWO_QUARTS), None),
    "deal set unknown": deal("--younger-sets", "310,9"),
    "deal tricks too few": deal("--tricks", "eeee"),
    "rule throw-in and tricks": Case(("rule", "--tricks", "e" * 12, "--throw-in", "younger"), None),
    "rule play and won": Case(("rule", "--play", "9,6", "--won", "8,4"), None),
    "deal won alone": deal("--won", "7,5"),
    "deal carte blanche nobody": deal("--carte-blanche", "nobody"),
    "deal barred north": deal("--barred", "north"),
    "deal first to 100 at rubicon": deal("--first-to-100", "elder", "--totals", "100,20"),
    "deal long note": deal("--totals", "1,1", "--note", "\x1b" * 10_001),
    "deal number not next": deal("--number", "3", "--totals", "5,5"),
    "deal on a partie over": deal("--totals", "1,1", partie="two-over"),
    "deal seats at two": deal("--point", "5/48;-"),
    "deal au cent point needs count": deal(
        "--elder-point",
        "4/38",
        "--younger-point",
        "5",
        "--elder-seq",
        "-",
        "--younger-seq",
        "-",
        "--elder-sets",
        "-",
        "--younger-sets",
        "-",
        "--tricks",
        "e" * 12,
        partie="au-cent",
    ),
    "open totals": deal("--totals", "28,23", partie="open"),
    # -- deal at three, four and chouette ----------------------------------------------------
    "three two-hand flag": deal("--elder-point", "5", partie="three"),
    "three exchange": deal("--exchange", "5,3", partie="three"),
    "chouette totals of three": deal("--totals", "10,5,3", partie="chouette"),
    "chouette number saved meanwhile": deal("--number", "1", "--totals", "5,5", partie="chouette-dealt"),
    "chouette number taken back": deal("--number", "3", "--totals", "5,5", partie="chouette-dealt"),
    # -- deal, Bezique and Pinochle ----------------------------------------------------------
    "bezique totals too big": deal("--totals", "1500,500", partie="bezique"),
    "bezique totals one number": deal("--totals", "300", partie="bezique"),
    "bezique trumps unknown": deal("--trumps", "X", partie="bezique"),
    "bezique last trick north": deal(*HAND[:4], "--last-trick", "north", partie="bezique"),
    "bezique declaration unknown": deal(*HAND, "--declared", "e:zz", partie="bezique"),
    "bezique dix": deal(*HAND, "--declared", "e:dix", partie="bezique"),
    "bezique three sevens": deal(*HAND, "--declared", "e:7 y:7 e:7", partie="bezique"),
    "bezique brisques not 16": deal(
        "--trumps", "♣", "--brisques", "10,7", "--last-trick", "e", partie="bezique"
    ),
    "bezique piquet flag": deal("--elder-point", "5", partie="bezique"),
    "bezique hand unfinished": deal("--trumps", "♣", partie="bezique"),
    "pinochle card points": deal(
        "--trumps", "♦", "--melded", "-", "--card-points", "130,130", "--last-trick", "e", partie="pinochle"
    ),
    "pinochle card points one": deal(
        "--trumps", "♦", "--melded", "-", "--card-points", "1,rest", "--last-trick", "e", partie="pinochle"
    ),
    "pinochle totals under": deal("--totals", "200,45", partie="pinochle"),
    "pinochle totals not tens": deal("--totals", "200,55", partie="pinochle"),
    "pinochle totals and trumps": deal("--totals", "300,250", "--trumps", "♥", partie="pinochle"),
    "pinochle withdrawn and trumps": deal("--withdrawn", "Ann", "--trumps", "♥", partie="pinochle"),
    "pinochle rules at deal": deal("--rules", "classic", partie="pinochle"),
    "pinochle two melds a trick": deal(*PINOCHLE_HAND, "--melded", "e:rm+4A", partie="pinochle"),
    "pinochle classic turn-up ten": deal(
        *PINOCHLE_HAND, "--melded", "-", "--turn-up-ten", partie="pinochle-classic"
    ),
    "pinochle classic second dix": deal(
        *PINOCHLE_HAND, "--melded", "e:dix y:dix", "--turn-up-nine", partie="pinochle-classic"
    ),
    "pinochle trumps unknown": deal("--trumps", "X", "--melded", "-", *PINOCHLE_HAND[2:], partie="pinochle"),
    "pinochle meld unknown": deal(*PINOCHLE_HAND, "--melded", "e:zz", partie="pinochle"),
    "pinochle seven": deal(*PINOCHLE_HAND, "--melded", "e:7", partie="pinochle"),
    "pinochle irregular unknown": deal(
        *PINOCHLE_HAND, "--melded", "-", "--irregular", "q", partie="pinochle"
    ),
    "pinochle withdrawn stranger": deal(*PINOCHLE_HAND, "--withdrawn", "Zed", partie="pinochle"),
    "pinochle totals one too many": Case(("rule", "--game", "pinochle", "--totals", "1100,0"), None),
    "pinochle over": deal("--totals", "300,300", partie="pinochle-over"),
    # -- withdraw --------------------------------------------------------------------------
    "withdraw stranger": Case(("withdraw", "Zed", "--file", "{file}"), "pinochle"),
    "withdraw totals one number": Case(("withdraw", "Ann", "--file", "{file}", "--totals", "40"), "pinochle"),
    "withdraw totals too big": Case(
        ("withdraw", "Ann", "--file", "{file}", "--totals", "700,600"), "pinochle"
    ),
    "withdraw game over": Case(("withdraw", "Bob", "--file", "{file}"), "pinochle-over"),
    "withdraw at piquet": Case(("withdraw", "Ann", "--file", "{file}")),
    # -- rule -----------------------------------------------------------------------------------
    "rule nothing to rule on": Case(("rule",), None),
    "rule three seats": Case(("rule", "--rules", "three-hand", "--point", "5/48;-"), None),
    "rule pinochle flag at piquet": Case(("rule", "--melded", "e:rm"), None),
    "rule bezique given nothing": Case(("rule", "--game", "bezique"), None),
    "rule pinochle given nothing": Case(("rule", "--game", "pinochle"), None),
    "rule bezique nothing": Case(("rule", "--game", "bezique", "--declared", "-"), None),
    "rule pinochle no trumps": Case(("rule", "--game", "pinochle", "--melded", "e:rm"), None),
    "rule pinochle withdrawn": Case(("rule", "--game", "pinochle", "--withdrawn", "Ann"), None),
    "rule pinochle put right late": Case(
        (
            "rule",
            "--game",
            "pinochle",
            "--trumps",
            "♥",
            "--melded",
            "e:rm",
            "--irregular",
            "e",
            "--put-right-after",
            "3",
        ),
        None,
    ),
    "rule pinochle last trick missing": Case(
        ("rule", "--game", "pinochle", "--trumps", "♥", "--melded", "e:rm", "--card-points", "130,rest"), None
    ),
    # -- undo and edit ---------------------------------------------------------------------
    "undo without yes": Case(("undo", "--file", "{file}"), "two-dealt"),
    "undo nothing at three": Case(("undo", "--file", "{file}", "--yes"), "three"),
    "undo nothing at pinochle": Case(("undo", "--file", "{file}", "--yes"), "pinochle"),
    "summary html not html": Case(("summary", "--file", "{file}", "--html", "{dir}/notes.txt"), "two-dealt"),
    "edit no such deal": Case(("edit", "5", "--file", "{file}"), "two-dealt"),
    "edit chouette": Case(("edit", "1", "--file", "{file}"), "chouette-dealt"),
    # -- show: partie files edited by hand ----------------------------------------------------
    "show missing": Case(("show", "--file", "{dir}/missing.toml"), None),
    "show empty": show(raw=b""),
    "show binary": show(raw=bytes(range(256)) * 4),
    "show latin-1": show(raw='format = 1\nplayers = ["Ann", "Léa"]\n'.encode("latin-1")),
    "show syntax": show(text='format = 1\ngame = "piquet"\nrules = rubicon\nplayers = ["Ann", "Bob"]\n'),
    "show unclosed table": show(text="format = 1\n[deals\n\n"),
    "show no format": show(text='game = "piquet"\n'),
    "show newer format": show(text='format = 9\ngame = "piquet"\n'),
    "show older format": show(text='format = 0\ngame = "piquet"\n'),
    "show 5000 digits": show("two", ("deals = []", f"[[deals]]\ntotals = [{HUGE}, 1]")),
    "show rules unknown": show(text=FORMAT_1.replace('"rubicon"', '"roobicon"')),
    "show one player": show(text=FORMAT_1.replace('["Ann", "Bob"]', '["Ann"]')),
    "show dealer stranger": show(text=FORMAT_1.replace('"Bob"\n', '"Cy"\n')),
    "show game 300 letters": show(text=FORMAT_1.replace('"piquet"', '"' + "g" * 300 + '"')),
    "show quint held as quart": show(
        text=FORMAT_1 + DEAL_2 + 'younger_point = "-"\nelder_sequences = "5K"\n'
    ),
    "show point of nine": show(text=FORMAT_1 + DEAL_2 + 'younger_point = "9"\n'),
    "show deal over": show(
        text=FORMAT_1.replace('"rubicon"', '"four-deal"')
        + "[[deals]]\ntotals = [30, 0]\n"
        + "[[deals]]\ntotals = [10, 0]\n" * 4
    ),
    "show unknown deal key": Case(
        ("show", "--file", "{file}"),
        None,
        text=FORMAT_1 + "[[deals]]\nvenue = 'x'\ntotals = [1, 2]\n",
        kept=frozenset(
            {
                "points",
                "sequences",
                "sets",
                "hands",
                "tricks",
                "play",
                "won",
                "pique",
                "totals",
                "rules",
                "note",
            }
        ),
    ),
    "show three-hand names two": show("three", ('    "Cy",\n', "")),
    "show agreement not of rubicon": show(text=FORMAT_1 + "\n[agreements]\npoint_ending_in_four = true\n"),
    "show three values at chouette": show("chouette", ("deals = []", "[[deals]]\ntotals = [10, 5, 3]")),
    "show chouette adviser deals": show("chouette", ('first_dealer = "Bob"', 'first_dealer = "Cal"')),
    "show three-hand one total": show("three", ("deals = []", "[[deals]]\ntotals = [10]")),
    "show bezique rules": show("bezique", ('rules = "match"', 'rules = "500"')),
    "show bezique last trick rule": show(
        "bezique", ('last_trick_rule = "final"', 'last_trick_rule = "first"')
    ),
    "show bezique declaration unknown": show(
        "bezique",
        ("deals = []", '[[deals]]\ntrumps = "C"\ndeclared = "e:zz"\nbrisques = [8, 8]\nlast_trick = "elder"'),
    ),
    "show bezique total not tens": show("bezique", ("deals = []", "[[deals]]\ntotals = [305, 310]")),
    "show pinochle after the end": show(
        "pinochle", ("deals = []", '[[deals]]\nwithdrawn = "Ann"\n[[deals]]\ntotals = [10, 0]')
    ),
    "show pinochle withdrawn stranger": show("pinochle", ("deals = []", '[[deals]]\nwithdrawn = "Zed"')),
    "show pinochle third four": show(
        "pinochle",
        (
            "deals = []",
            '[[deals]]\ntrumps = "H"\nmelded = "e:4K y:4K e:4K"\ncard_points = "130,rest"\nlast_trick = "elder"',
        ),
    ),
    "show pinochle put right text": show(
        "pinochle", ("deals = []", '[[deals]]\ntrumps = "H"\nirregular = "elder"\nput_right_after = 1')
    ),
    "show pinochle rules in a deal": show(
        "pinochle", ("deals = []", '[[deals]]\ntrumps = "H"\nrules = "classic"')
    ),
    # -- the scorebook: no partie named, or one that is not there ------------------------------
    "show none unfinished": Case(("show",), None),
    "show no such id": Case(("show", "--file", "99"), None, book=(("new", "Ann", "Bob"),)),
    "deal meant for the other unfinished": Case(
        ("deal", "--totals", "28,23"),
        None,
        book=(("new", "Ann", "Bob"), ("new", "Cy", "Dan", "--game", "bezique")),
    ),
    "history player unknown": Case(("history", "--player", "Zed"), None, book=(("new", "Ann", "Bob"),)),
    "help topic unknown": Case(("help", "bogus"), None),
    "edit editor not a command": Case(
        ("edit", "--file", "{file}"),
        env=(("EDITOR", "vim '"),),
        kept=frozenset({"no", "closing", "quotation"}),  # Python's shlex says why, in English
    ),
    # -- history, ledger ---------------------------------------------------------------------
    "history since yesterday": Case(("history", "--since", "yesterday"), None),
    "ledger stake ten": Case(("ledger", "--stake", "ten"), None),
    "ledger stake too fine": Case(("ledger", "--stake", "1.0000000000000000000000000001"), None),
    "ledger per nought": Case(("ledger", "--per", "0"), None),
    "ledger ignore below negative": Case(("ledger", "--ignore-below", "-5"), None),
    "ledger html not html": Case(("ledger", "--html", "{dir}/out.txt"), None),
    "ledger html in no folder": Case(("ledger", "--html", "{dir}/no/such/page.html"), None),
    "ledger json and csv": Case(("ledger", "--json", "--csv"), None),
    # -- import: score cards ---------------------------------------------------------------
    "import empty": card(""),
    "import one column": card("deal\n1\n"),
    "import not a number": card("deal,Ann,Bob\n1,28,x\n"),
    "import three-hand dealer": card(
        "deal,Ann,Bob,Cy\n1,10,20,30\n", "--rules", "three-hand", "--dealer", "Cal"
    ),
    "import chouette adviser": card("deal,Ann,Bob,Cal\n1,30,20,5\n", "--rules", "chouette"),
    "import bezique tens": card("deal,Ann,Bob\n1,300,390\n2,305,310\n", "--game", "bezique"),
    "import over": card("deal,Ann,Bob\n" + "".join(f"{n},10,0\n" for n in range(1, 9))),
    # -- hand, odds ------------------------------------------------------------------------
    "hand twice a card": Case(("hand", "7♠", "7♠", "8♠"), None),
    "odds need more than named": Case(("odds", "draw", "--elder", "--named", "2", "--need", "3"), None),
    "odds take too many": Case(("odds", "draw", "--younger", "--named", "2", "--take", "8"), None),
    "odds whose exchange": Case(("odds", "draw", "--named", "2"), None),
    "odds named twelve": Case(("odds", "draw", "--elder", "--named", "twelve"), None),
    "odds carte blanche elder": Case(("odds", "carte-blanche", "--elder"), None),
}
