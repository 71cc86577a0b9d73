"""Two whole numbers, elder first, as a deal's figures are typed (``5,3``: the cards exchanged,
the play points, the tricks won, a deal's totals), and a long text quoted shortened in a refusal."""

from __future__ import annotations

import re

from piquet_cli.errors import BadValue
from piquet_cli.i18n import N_, _


def parse_pair(text: str, *, what: str = N_("numbers"), example: str = "5,3") -> tuple[int, int]:
    """Two whole numbers, elder first: ``5,3`` (``example`` is the one the error shows)."""
    parts = [p.strip() for p in re.split(r"[,/\s]+", text.strip()) if p.strip()]
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() for p in parts):
        raise BadValue(
            _(
                "{text!r} is not a pair of {what}; write two whole numbers, elder first, e.g. {example}."
            ).format(text=text, what=_(what), example=example)
        )
    if any(len(p.lstrip("0")) > PAIR_DIGITS for p in parts):
        raise BadValue(
            _(
                "{text} is too big for {what}: a deal's figures run to a few hundred, never more than {PAIR_DIGITS} digits."
            ).format(text=shortened(text), what=_(what), PAIR_DIGITS=PAIR_DIGITS)
        )
    return int(parts[0]), int(parts[1])


PAIR_DIGITS = 4
"""A deal's figures (exchange, play, tricks, totals) run to a few hundred at most."""


def shortened(text: str, most: int = 24) -> str:
    """``text`` quoted, cut in the middle if long: a 5,000-digit number is not echoed whole."""
    shown = text.strip()
    return repr(shown) if len(shown) <= most else repr(shown[: most // 2] + "…" + shown[-most // 2 :])
