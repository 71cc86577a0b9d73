"""Number words above 99 in Portuguese, Spanish and French (issue 23): Bezique's and Pinochle's
scores run into the hundreds and thousands, and a table says them in words. Each value below is
the number as the language counts it (the hundreds their own words in Portuguese and Spanish, a
"cent" counted in French; "mil" / "mille" with the thousands before it)."""

from __future__ import annotations

import pytest

from piquet_cli import i18n
from piquet_cli.games.spoken import numbers


@pytest.mark.parametrize(
    ("lang", "said", "read"),
    [
        ("pt", "cem", "100"),
        ("pt", "cento e cinquenta", "150"),
        ("pt", "Cento e Um", "101"),
        ("pt", "duzentos e quarenta e cinco", "245"),
        ("pt", "quinhentas", "500"),
        ("pt", "mil", "1000"),
        ("pt", "mil e quinhentos", "1500"),
        ("pt", "mil cento e cinquenta", "1150"),
        ("pt", "dois mil e cem", "2100"),
        ("pt", "trezentos, cento e dez", "300, 110"),
        ("pt", "sete, cinco", "7, 5"),
        ("es", "cien", "100"),
        ("es", "ciento cincuenta", "150"),
        ("es", "doscientos cuarenta y cinco", "245"),
        ("es", "quinientos", "500"),
        ("es", "mil", "1000"),
        ("es", "Mil Doscientos", "1200"),
        ("es", "dos mil cien", "2100"),
        ("fr", "cent", "100"),
        ("fr", "cent cinquante", "150"),
        ("fr", "deux cent quarante", "240"),
        ("fr", "deux-cent-quarante", "240"),
        ("fr", "cinq cents", "500"),
        ("fr", "cent quatre-vingts", "180"),
        ("fr", "mille", "1000"),
        ("fr", "mille cinq cents", "1500"),
        ("fr", "deux mille", "2000"),
        ("fr", "mille deux cent soixante-dix", "1270"),
    ],
)
def test_hundreds_and_thousands_in_words(speak: None, lang: str, said: str, read: str) -> None:
    i18n.use(lang)
    assert numbers(said) == read


def test_the_words_of_one_language_are_not_read_in_another(speak: None) -> None:
    i18n.use("fr")
    assert numbers("cento e cinquenta") == "cento e cinquenta"
    i18n.use("en")
    assert numbers("mil") == "mil"
