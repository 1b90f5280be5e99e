"""Who pays whom: wins, draws and penalties all return a `Payment`."""

from scoring.payment.types import Payment, Transfer

__all__ = ["Payment", "Transfer"]
