"""A table's (or tournament's) keys: random, kept only as hashes, compared in constant time.

A key is `secrets.token_urlsafe(24)` (192 random bits, 32 characters); the database holds its
SHA-256 in hex, so a copy of the database cannot write. Keys travel in the
`Authorization: Bearer` header and in link fragments (`#k=`), never in a URL the server sees.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

KEY_BYTES = 24
ID_BYTES = 9  # 12 url-safe characters


def new_key() -> str:
    return secrets.token_urlsafe(KEY_BYTES)


def new_id() -> str:
    return secrets.token_urlsafe(ID_BYTES)


def digest(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def matches(key: str, stored: str) -> bool:
    """Whether `key` hashes to `stored`, in time independent of where they differ."""
    return hmac.compare_digest(digest(key), stored)
