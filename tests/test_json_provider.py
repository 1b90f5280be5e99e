"""Every JSON answer is written exactly as Flask's own provider writes it (the oracle), with
the app's settings: compact, UTF-8 names as they are, keys in the core's order. The app
writes with orjson and hands to Flask's encoder what orjson would write otherwise."""

from __future__ import annotations

import dataclasses
import datetime
import json

import pytest
from flask import Flask, jsonify
from flask.json.provider import DefaultJSONProvider
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api import handle
from webapp import create_app


@dataclasses.dataclass
class Seat:
    seat: int


SCORE = {
    "concealed": "234m567p22345s678s", "win_tile": "5s", "winner": 1, "discarder": 0,
    "dora_indicators": "4s", "riichi": True, "ippatsu": True,
}


def _answers() -> list[object]:
    """Answers of several shapes: nested objects and arrays, nulls, Japanese text, errors."""
    out: list[object] = []
    for operation, house, body in [
        ("score", "tenhou_yonma", json.dumps(SCORE)),
        ("win", "tenhou_yonma", '{"han": 3, "fu": 30, "winner": 1, "discarder": 0}'),
        ("score", "tenhou_yonma", '{"concealed": "1m"}'),  # an error answer
        ("house", "tenhou_yonma", None),
        ("houses", "", None),
    ]:
        out.append(handle(operation, house, body)[1])
    out += [[], {}, "麻雀 <b>&</b>", 0, None, {"z": 1, "a": [1.5, True, None]}]
    return out


def _flask_text(obj: object, debug: bool) -> bytes:
    """What Flask's own provider writes with this app's settings."""
    app = Flask("oracle")
    app.debug = debug
    provider = DefaultJSONProvider(app)
    provider.ensure_ascii = False
    provider.sort_keys = False
    app.json = provider
    with app.app_context():
        return jsonify(obj).get_data()


@pytest.mark.parametrize("debug", [False, True])
def test_answers_are_written_as_flask_writes_them(debug: bool) -> None:
    app = create_app()
    app.debug = debug
    with app.app_context():
        for obj in _answers():
            response = jsonify(obj)
            assert response.mimetype == "application/json"
            assert response.get_data() == _flask_text(obj, debug)


def test_names_are_utf8_and_keys_keep_their_order() -> None:
    app = create_app()
    with app.app_context():
        text = jsonify({"z": "断么九", "a": 1}).get_data().decode("utf-8")
    assert text == '{"z":"断么九","a":1}\n'


def test_types_flask_knows_are_written_as_flask_writes_them() -> None:
    day = datetime.date(2026, 12, 2)
    app = create_app()
    with app.app_context():
        assert jsonify({"day": day}).get_data() == _flask_text({"day": day}, False)


def test_a_value_json_cannot_write_is_refused() -> None:
    app = create_app()
    with app.app_context(), pytest.raises(TypeError):
        jsonify({"x": object()})


# JSON-shaped values as answers hold them: text keys, 64-bit integers, finite numbers (the
# small ones, which orjson writes in other forms, often), any text.
_NUMBERS = st.floats(allow_nan=False, allow_infinity=False) | st.floats(-1e-4, 1e-4)
_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | _NUMBERS | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(_VALUES)
def test_any_answer_shaped_value_is_written_as_flask_writes_it(value: object) -> None:
    app = create_app()
    with app.app_context():
        assert jsonify(value).get_data() == _flask_text(value, False)


@pytest.mark.parametrize(
    "value",
    [{1: "seat"}, 2**70, [{"a": -(2**64)}], {"day": datetime.date(2026, 12, 2)}, Seat(2),
     [1.5212603486793025e-05, -4.8e-06, 5.960464477539063e-08, 1e-09, 1e-10, 0.0001],
     {"name": "0.00001 1e-5", "points": 12.5}],
)
def test_what_orjson_writes_otherwise_is_written_by_flask(value: object) -> None:
    app = create_app()
    with app.app_context():
        assert jsonify(value).get_data() == _flask_text(value, False)
