"""Japanese mahjong house rules as data: hand values, payments, game flow and settlement.

Pure Python and self-contained (it reads no file outside this package). Every operation
enters through `scoring.api.handle`, which the web app and the offline app both call;
the contract is docs/api.md.
"""
