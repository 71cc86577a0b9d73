"""Numbers as each language writes them (issue 23): digits in every language; English groups
thousands with a comma and writes a decimal point (15,504; 2.3), Portuguese, Spanish and French
group them with a point and write a decimal comma (15.504; 2,3). Scores, totals and money are
never grouped (they are what is typed), dates are ISO (2025-11-29) in every language."""

from __future__ import annotations

from piquet_cli.i18n import active


def whole(n: int) -> str:
    """A count, its thousands grouped: 15,504 (15.504 outside English)."""
    text = f"{n:,}"
    return text if active() == "en" else text.replace(",", ".")


def decimal(text: str) -> str:
    """A decimal number written by a format (``f"{x:.2f}"``, ``f"{x:,.2f}"``) in the language spoken."""
    if active() == "en":
        return text
    return text.replace(",", "\0").replace(".", ",").replace("\0", ".")
