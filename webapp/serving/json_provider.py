"""How `jsonify` writes every JSON answer: compact UTF-8, keys in the order the core built
them, as Flask's own provider writes them, by orjson.

Writing the JSON was a large part of what an API answer costs beyond the core's work:
Python's encoder took 9 µs for a /score answer and 49 µs for a 10-hand replay, orjson 0.7
and 4.9 µs, for the same bytes. What orjson would write differently from Python's encoder
(dates, dataclasses, keys that are not strings, integers beyond 64 bits, text it refuses)
is handed to Flask's encoder, so every answer is the text Flask writes
(tests/test_json_provider.py), with one difference no answer meets: a number between 1e-7
and 1e-4 in size is written in plain decimals (0.00001 where Python writes 1e-05; both read
as the same number). In debug mode Flask's own indented form is kept.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

import orjson
from flask import Flask, Response
from flask.json.provider import DefaultJSONProvider

# Dates and dataclasses are written by Flask's `default` (orjson has forms of its own).
_OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS


def _not_plain(_value: object) -> NoReturn:
    raise TypeError  # not plain JSON data: Flask's encoder writes it (or refuses it)


class JSONProvider(DefaultJSONProvider):
    ensure_ascii = False  # Japanese names as they are, not \\u escapes
    sort_keys = False  # the contract's order, as the core built each answer

    def __init__(self, app: Flask) -> None:
        super().__init__(app)
        self._compact = json.JSONEncoder(
            ensure_ascii=False, separators=(",", ":"), default=self.default
        ).encode

    def response(self, *args: Any, **kwargs: Any) -> Response:
        if self._app.debug or self.compact is False:
            return super().response(*args, **kwargs)
        obj = self._prepare_response_obj(args, kwargs)
        try:
            body = orjson.dumps(obj, default=_not_plain, option=_OPTIONS) + b"\n"
        except TypeError:  # orjson.JSONEncodeError is one
            body = (self._compact(obj) + "\n").encode()
        return self._app.response_class(body, mimetype=self.mimetype)
