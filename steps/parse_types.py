"""Parse types for Japanese steps: full-width digits and signs are read like ASCII ones.

pytest-bdd's `{n:d}` does not match full-width digits (３０符), so every number in a step
goes through these types, which normalise with NFKC first.
"""

from __future__ import annotations

import unicodedata

from parse import with_pattern


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


@with_pattern(r"[0-9０-９]+")
def number(text: str) -> int:
    return int(nfkc(text))


@with_pattern(r"[-+−－＋]?[0-9０-９,，]+")
def signed(text: str) -> int:
    return int(nfkc(text).replace("−", "-").replace(",", ""))


@with_pattern(r"[^\s]+")
def word(text: str) -> str:
    return nfkc(text)


TYPES = {"N": number, "S": signed, "W": word}
