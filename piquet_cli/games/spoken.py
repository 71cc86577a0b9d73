"""Numbers said in words, as they are said at the table: "six", "forty-nine",
"five making forty-seven", "seven, five".

The walkthrough takes words wherever it asks for a number: each answer goes
through ``spoken`` before the notation reads it, so ``six`` is ``6`` and
``five making forty-seven`` is ``5/47``. Text that holds no number words is
returned as it was, so every answer the notation takes is still taken.
"""

from __future__ import annotations

import re

_UNITS = {
    "zero": 0,
    "nought": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
# The units said after a ten: one to nine (twenty-one … ninety-nine), never nought or ten.
_AFTER_TENS = [word for word, value in _UNITS.items() if 1 <= value <= 9]
_WORD = re.compile(
    r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[\s-]+(?P<unit>" + "|".join(_AFTER_TENS) + r"))?"
    r"|(?P<alone>" + "|".join(_UNITS) + r"))\b",
    re.IGNORECASE,
)
_MAKING = re.compile(r"\s*\b(?:making|makes|make|that make|which make)\b\s*", re.IGNORECASE)
_FILLER = re.compile(r"\b(?:a point of|point of|cards|card)\b", re.IGNORECASE)


def _number(match: re.Match[str]) -> str:
    if match["alone"]:
        return str(_UNITS[match["alone"].lower()])
    value = _TENS[match["tens"].lower()]
    if match["unit"]:
        value += _UNITS[match["unit"].lower()]
    return str(value)


def numbers(text: str) -> str:
    """Every number said in words as digits: ``seven, five`` → ``7, 5``; ``forty nine`` → ``49``;
    in Portuguese, Spanish or French their words too (``quarenta e nove``)."""
    lang = _language()
    if lang != "en":
        text = _local_numbers(text, lang)
    return _WORD.sub(_number, text)


def spoken_point(text: str) -> str:
    """A point as said: ``six`` → ``6``; ``five making forty-seven`` → ``5/47``;
    ``a point of five cards`` → ``5``."""
    lang = _language()
    if lang != "en":  # "um ponto de": the filler goes before "um" is read as a number
        text = re.sub(r"\b(?:" + _LOCAL_FILLER[lang] + r")\b", " ", text, flags=re.IGNORECASE)
    plain = _FILLER.sub(" ", numbers(text))
    if lang != "en":
        plain = re.sub(r"\s*\b(?:" + _LOCAL_MAKING[lang] + r")\b\s*", "/", plain, flags=re.IGNORECASE)
    plain = _MAKING.sub("/", plain)
    return " ".join(plain.split()).replace(" /", "/").replace("/ ", "/")


def spoken_sequence(text: str) -> str:
    """A sequence's length said in words: ``four`` → ``4``; ``five king`` → ``5 king``.
    Names (tierce, quart, quint …) are left as they are."""
    lang = _language()
    if lang != "en":
        keyed, pattern = _local(lang)
        text = pattern.sub(lambda m: str(n) if 3 <= (n := keyed[_key(m[0])]) <= 8 else m[0], text)
    return re.sub(
        r"\b(three|four|five|six|seven|eight)\b",
        lambda m: str(_UNITS[m[1].lower()]),
        text,
        flags=re.IGNORECASE,
    )


def spoken_set(text: str) -> str:
    """A quatorze said as the fourteen it scores: ``fourteen aces`` → ``quatorze aces``
    (``three kings``, ``four aces`` are read as they are)."""
    text = re.sub(r"\b(?:catorze|catorce)\b", "quatorze", text, flags=re.IGNORECASE)
    return re.sub(r"\bfourteen\b", "quatorze", text, flags=re.IGNORECASE)


# Number words in the keeper's other languages (docs/contract.md, "Languages"; issue 23): every
# number 0 to 99 as it is said, with and without its accents, spaces or hyphens between the
# words. "quatorze" is left out in Portuguese and French: it is the declaration's name there.
def _portuguese() -> dict[str, int]:
    units = [
        "zero",
        "um",
        "dois",
        "tres",
        "quatro",
        "cinco",
        "seis",
        "sete",
        "oito",
        "nove",
        "dez",
        "onze",
        "doze",
        "treze",
        "catorze",
        "quinze",
    ]
    said = {word: n for n, word in enumerate(units)}
    said |= {"uma": 1, "duas": 2, "três": 3, "dezasseis": 16, "dezesseis": 16, "dezassete": 17}
    said |= {"dezessete": 17, "dezoito": 18, "dezanove": 19, "dezenove": 19}
    tens = ["vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]
    for t, ten in enumerate(tens, start=2):
        said[ten] = t * 10
        for unit, n in list(said.items()):
            if 1 <= n <= 9 and " " not in unit:
                said[f"{ten} e {unit}"] = t * 10 + n
    said["cinqüenta"] = 50
    return said


def _spanish() -> dict[str, int]:
    units = [
        "cero",
        "uno",
        "dos",
        "tres",
        "cuatro",
        "cinco",
        "seis",
        "siete",
        "ocho",
        "nueve",
        "diez",
        "once",
        "doce",
        "trece",
        "catorce",
        "quince",
        "dieciseis",
        "diecisiete",
        "dieciocho",
        "diecinueve",
        "veinte",
        "veintiuno",
        "veintidos",
        "veintitres",
        "veinticuatro",
        "veinticinco",
        "veintiseis",
        "veintisiete",
        "veintiocho",
        "veintinueve",
    ]
    said = {word: n for n, word in enumerate(units)}
    said |= {"un": 1, "una": 1, "dieciséis": 16, "veintidós": 22, "veintitrés": 23, "veintiséis": 26}
    tens = ["treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
    small = {w: n for w, n in said.items() if 1 <= n <= 9}
    for t, ten in enumerate(tens, start=3):
        said[ten] = t * 10
        for unit, n in small.items():
            said[f"{ten} y {unit}"] = t * 10 + n
    return said


def _french() -> dict[str, int]:
    units = [
        "zero",
        "un",
        "deux",
        "trois",
        "quatre",
        "cinq",
        "six",
        "sept",
        "huit",
        "neuf",
        "dix",
        "onze",
        "douze",
        "treize",
    ]
    said = {word: n for n, word in enumerate(units)}
    said |= {"zéro": 0, "une": 1, "quinze": 15, "seize": 16, "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19}
    teens = {w: n for w, n in said.items() if 10 <= n <= 19}
    small = {w: n for w, n in said.items() if 2 <= n <= 9}
    for t, ten in enumerate(["vingt", "trente", "quarante", "cinquante", "soixante"], start=2):
        said[ten] = t * 10
        said[f"{ten} et un"] = t * 10 + 1
        said[f"{ten}-un"] = t * 10 + 1
        for unit, n in small.items():
            said[f"{ten}-{unit}"] = t * 10 + n
    for teen, n in teens.items():
        said[f"soixante-{teen}"] = 60 + n
        said[f"quatre-vingt-{teen}"] = 80 + n
    said["soixante et onze"] = 71
    said |= {"quatre-vingts": 80, "quatre-vingt": 80, "quatre-vingt-un": 81}
    for unit, n in small.items():
        said[f"quatre-vingt-{unit}"] = 80 + n
    return said


NONE_SAID = frozenset(
    {
        "nenhum",
        "nenhuma",
        "nada",
        "ninguem",
        "ninguém",
        "ninguno",
        "ninguna",
        "nadie",
        "aucun",
        "aucune",
        "rien",
        "personne",
    }
)
""""None", "nothing", "nobody" as a Portuguese, Spanish or French table says it (accents apart:
``ninguém`` also as ``ninguem``), taken where an English "none" is."""

_LOCAL_MAKING = {
    "pt": r"fazendo|que fazem|que faz|fazem|faz",
    "es": r"haciendo|que hacen|que hace|hacen|hace",
    "fr": r"faisant|qui font|qui fait|font|fait",
}
_LOCAL_FILLER = {
    "pt": r"um ponto de|ponto de|cartas|carta",
    "es": r"un punto de|punto de|cartas|carta",
    "fr": r"un point de|point de|cartes|carte",
}
_LOCAL_WORDS: dict[str, tuple[dict[str, int], re.Pattern[str]]] = {}


def _local(lang: str) -> tuple[dict[str, int], re.Pattern[str]]:
    """The language's number words and the pattern that finds them, made on first use."""
    if lang not in _LOCAL_WORDS:
        said = {"pt": _portuguese, "es": _spanish, "fr": _french}[lang]()
        keyed = {_key(word): n for word, n in said.items()}
        phrases = sorted(said, key=len, reverse=True)
        pattern = "|".join(r"[\s-]+".join(re.escape(w) for w in re.split(r"[\s-]+", p)) for p in phrases)
        _LOCAL_WORDS[lang] = keyed, re.compile(r"\b(?:" + pattern + r")\b", re.IGNORECASE)
    return _LOCAL_WORDS[lang]


def _key(phrase: str) -> str:
    return " ".join(re.split(r"[\s-]+", phrase.casefold()))


# Above 99 (Bezique's and Pinochle's scores run into the thousands): the hundreds are words of
# their own in Portuguese and Spanish ("cento e cinquenta", "ciento cincuenta", "quinhentos"),
# a "cent" counted in French ("deux cent quarante", "cinq cents"); then "mil" / "mille", the
# thousands counted before it ("dois mil e cem", "mille cinq cents").
_HUNDREDS = {
    "pt": {"cem": 100, "cento": 100}
    | {
        f"{stem}{end}": n * 100
        for n, stem in enumerate(
            ["duzent", "trezent", "quatrocent", "quinhent", "seiscent", "setecent", "oitocent", "novecent"],
            start=2,
        )
        for end in ("os", "as")
    },
    "es": {"cien": 100, "ciento": 100}
    | {
        f"{stem}{end}": n * 100
        for n, stem in enumerate(
            [
                "doscient",
                "trescient",
                "cuatrocient",
                "quinient",
                "seiscient",
                "setecient",
                "ochocient",
                "novecient",
            ],
            start=2,
        )
        for end in ("os", "as")
    },
    "fr": {"cent": 100, "cents": 100},
}
_THOUSAND = {"pt": ("mil",), "es": ("mil",), "fr": ("mille", "mil")}
_AND = {"pt": "e", "es": "y", "fr": "et"}
_BIG: dict[str, re.Pattern[str]] = {}


def _big(lang: str) -> re.Pattern[str]:
    """The pattern of a number said with hundreds or thousands in it, once its words below a
    hundred are digits: ``cento e 50``, ``2 cent 40``, ``2 mil e cem``."""
    if lang not in _BIG:
        small = r"\d{1,2}"
        gap = r"[\s-]+(?:" + _AND[lang] + r"[\s-]+)?"
        if lang == "fr":
            hundred = r"(?:[2-9][\s-]+)?(?:cents|cent)"
        else:
            hundred = "(?:" + "|".join(sorted(_HUNDREDS[lang], key=len, reverse=True)) + ")"
        block = rf"(?:{hundred}(?:{gap}{small})?)"
        thousand = "(?:" + "|".join(_THOUSAND[lang]) + ")"
        whole = rf"(?:(?:{block}|{small})[\s-]+)?{thousand}(?:{gap}(?:{block}|{small}))?|{block}"
        _BIG[lang] = re.compile(r"\b(?:" + whole + r")\b", re.IGNORECASE)
    return _BIG[lang]


def _big_value(phrase: str, lang: str) -> int:
    """``cento e 50`` → 150, ``2 cent 40`` → 240, ``2 mil e cem`` → 2100."""
    words = _key(phrase).split()
    for thousand in _THOUSAND[lang]:
        if thousand in words:
            at = words.index(thousand)
            return _block_value(words[:at], lang, 1) * 1000 + _block_value(words[at + 1 :], lang, 0)
    return _block_value(words, lang, 0)


def _block_value(words: list[str], lang: str, empty: int) -> int:
    if words and words[0] == _AND[lang]:
        words = words[1:]
    if not words:
        return empty
    hundreds = _HUNDREDS[lang]
    at = next((i for i, w in enumerate(words) if w in hundreds), None)
    if at is None:
        return int(words[0])
    value = hundreds[words[at]] * (int(words[0]) if at else 1)  # French counts them: "2 cent"
    return value + _block_value(words[at + 1 :], lang, 0)


def _local_numbers(text: str, lang: str) -> str:
    keyed, pattern = _local(lang)
    text = pattern.sub(lambda m: str(keyed[_key(m[0])]), text)
    return _big(lang).sub(lambda m: str(_big_value(m[0], lang)), text)


def _language() -> str:
    from piquet_cli.i18n import active

    return active()
