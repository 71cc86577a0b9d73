"""The stake of ``piquet ledger``: money for so many points, as typed (``--stake``), and the
money terms a ledger is settled on (``Terms``), written as the ledger writes an amount."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from piquet_cli.errors import BadValue
from piquet_cli.i18n import _


def parse_stake(text: str) -> Decimal:
    """The stake: money for --per points, a plain decimal number such as 1, 0.50 or 10."""
    shown = text if len(text) <= 40 else text[:20] + "…" + text[-19:]
    try:
        stake = Decimal(text.strip())
    except InvalidOperation:
        stake = Decimal("NaN")
    if not stake.is_finite() or stake < 0 or "e" in text.lower():
        raise BadValue(
            _("{given} is not an amount of money; write a plain number such as 1, 0.50 or 10.").format(
                given=repr(shown)
            ),
            "--stake",
        )
    whole, _point, places = text.strip().partition(".")
    if len(places) > STAKE_PLACES or len(whole.lstrip("+0")) > STAKE_DIGITS:
        raise BadValue(
            _(
                "{given} is not an amount of money to settle: at most {digits} digits before the point "
                "and {places} after it, such as 1, 0.50 or 10."
            ).format(given=repr(shown), digits=STAKE_DIGITS, places=STAKE_PLACES),
            "--stake",
        )
    return stake


STAKE_PLACES, STAKE_DIGITS = 6, 12
"""A stake of at most 999,999,999,999 with six decimal places keeps every sum exact in 28 digits."""


def money_text(amount: Decimal, stake: Decimal) -> str:
    """An amount with at least the stake's decimal places (0.50 → 0.25, 0.50), no exponent."""
    places = max(0, -int(stake.as_tuple().exponent))
    shown = amount.quantize(Decimal(1).scaleb(-places))
    return format(shown if shown == amount else amount.normalize(), "f")


@dataclass(frozen=True)
class Terms:
    """The money terms: ``stake`` a ``per`` points, fractions of ``ignore_below`` not reckoned."""

    stake: Decimal
    per: int
    ignore_below: int

    def words(self) -> str:
        from piquet_cli.games.numerals import decimal
        from piquet_cli.i18n import _

        said = (
            _("{stake} a {per} points; fractions of {below} not reckoned")
            if self.ignore_below > 1
            else _("{stake} a {per} points; every point reckoned")
        )
        return said.format(
            stake=decimal(money_text(self.stake, self.stake)), per=self.per, below=self.ignore_below
        )
