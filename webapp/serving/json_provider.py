"""How `jsonify` writes every JSON answer: compact UTF-8, keys in the order the core built
them, as Flask's own provider writes them, by orjson.

Writing the JSON was a large part of what an API answer costs beyond the core's work:
Python's encoder took 9 µs for a /score answer and 49 µs for a 10-hand replay, orjson 0.7
and 4.9 µs, for the same bytes. What orjson would write differently from Python's encoder
(dates, dataclasses, keys that are not strings, integers beyond 64 bits, text it refuses)
is handed to Flask's encoder, and so is an answer holding a number the two write apart, so
every answer is the text Flask writes (tests/test_json_provider.py). In debug mode Flask's
own indented form is kept.
"""

from __future__ import annotations

import re
from typing import Any, NoReturn

import orjson
from flask import Response
from flask.json.provider import DefaultJSONProvider

# Dates and dataclasses are written by Flask's `default` (orjson has forms of its own).
_OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS


# The one place the two write a float apart: sizes from 1e-9 to 1e-4, which orjson writes as
# 0.0000152 or 4.8e-6 where Python writes 1.52e-05 or 4.8e-06 (the same numbers). The
# pattern is looked for only where two plain searches find such text may be there (about
# 1 µs for a /score answer); a match inside a string only costs the slower writer.
_SMALL_NUMBER = re.compile(rb"\de-[5-9](?!\d)|0\.0000")


def _written_apart(body: bytes) -> bool:
    return (b"e-" in body or b"0.0000" in body) and bool(_SMALL_NUMBER.search(body))


def _not_plain(_value: object) -> NoReturn:
    raise TypeError  # not plain JSON data: Flask's encoder writes it (or refuses it)


class JSONProvider(DefaultJSONProvider):
    ensure_ascii = False  # Japanese names as they are, not \\u escapes
    sort_keys = False  # the contract's order, as the core built each answer

    def response(self, *args: Any, **kwargs: Any) -> Response:
        if self._app.debug or self.compact is False:
            return super().response(*args, **kwargs)
        obj = self._prepare_response_obj(args, kwargs)
        try:
            body = orjson.dumps(obj, default=_not_plain, option=_OPTIONS)
        except TypeError:  # orjson.JSONEncodeError is one
            return super().response(obj)
        if _written_apart(body):
            return super().response(obj)
        return self._app.response_class(body + b"\n", mimetype=self.mimetype)
