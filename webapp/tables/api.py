"""`/api/v1/tables`: create a table, read it, append ops (contract: docs/api.md, "Shared
tables"). Reads the request, calls the store (`webapp.store.tables`), builds the answer.

Keys come only in `Authorization: Bearer <key>`; nothing here logs a request's headers.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request

from scoring.api import parse
from scoring.errors import ErrorCode, ScoringError, malformed
from scoring.tables.limits import MAX_OPS
from webapp.serving import limits
from webapp.store import db
from webapp.store import tables as store
from webapp.store.errors import StoreError
from webapp.tables import view_cache

bp = Blueprint("tables_api", __name__, url_prefix="/api/v1/tables")
CREATE_FIELDS = {"house", "participants", "carried", "games"}
# Answers hold a table's sheet: the browser may keep one, but asks again each time (ETag),
# and no shared cache keeps it (a key was needed to read it).
CACHE_CONTROL = "private, no-cache"

bp.before_request(limits.check_request)  # 64 KB bodies, JSON only, as the rest of the API


@bp.errorhandler(StoreError)
@bp.errorhandler(ScoringError)
def _refused(exc: StoreError | ScoringError) -> tuple[Response, int]:
    return jsonify(exc.to_dict()), exc.status


def bearer_key() -> str | None:
    """The key in `Authorization: Bearer <key>`, or None."""
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        return None
    return key.strip() or None


def _body() -> dict[str, Any]:
    value = parse(limits.body())
    if not isinstance(value, dict):
        raise malformed(ErrorCode.NOT_AN_OBJECT, "The request body must be a JSON object.")
    return value


def _max_ops() -> int:
    return int(current_app.config.get("TABLE_MAX_OPS", MAX_OPS))


def _share_url(table_id: str, key: str) -> str:
    # The key in the fragment: a browser never sends it, so no server log or Referer has it.
    return f"{request.url_root}tables/{table_id}#k={key}"


@bp.post("")
def create() -> tuple[Response, int]:
    body = _body()
    for key in body:
        if key not in CREATE_FIELDS:
            raise malformed(ErrorCode.UNKNOWN_FIELD, f"Unknown field '{key}'.", key)
    house = body.get("house")
    if not isinstance(house, str):
        raise malformed(ErrorCode.MISSING_FIELD if house is None else ErrorCode.WRONG_TYPE,
                        "'house' is a house's id.", "house")
    session = db.session()
    made = store.create_table(session, house, body.get("participants"), body.get("games"),
                              max_ops=_max_ops(), carried=body.get("carried"))
    session.commit()
    answer = {"id": made.id, "write_key": made.write_key, "read_key": made.read_key,
              "seq": made.seq, "write_url": _share_url(made.id, made.write_key),
              "read_url": _share_url(made.id, made.read_key)}
    response = jsonify(answer)
    response.headers["Cache-Control"] = "no-store"
    return response, 201


def _etag(seq: int) -> str:
    return f"s{seq}"


def _unchanged(seq: int) -> bool:
    # The compression layer suffixes a strong tag with its encoding ("s5-br").
    return any(tag.split("-", 1)[0] == _etag(seq) for tag in request.if_none_match.as_set())


@bp.get("/<table_id>")
def read(table_id: str) -> Response:
    session = db.session()
    store.role_for(session, table_id, bearer_key())
    seq = store.head(session, table_id)
    if _unchanged(seq):  # before the view is built: a 304 costs two small reads
        response = Response(status=304)
    else:
        key = (str(db.engine().url), table_id, seq)
        response = jsonify(view_cache.view(key, lambda: store.table_view(session, table_id)))
    response.set_etag(_etag(seq))
    response.headers["Cache-Control"] = CACHE_CONTROL
    response.vary.add("Authorization")
    return response


def _writer(session: Any, table_id: str) -> None:
    if store.role_for(session, table_id, bearer_key()) != "write":
        raise StoreError(403, ErrorCode.READ_ONLY_KEY, "The read key cannot write.")


@bp.post("/<table_id>/ops")
def ops(table_id: str) -> tuple[Response, int]:
    session = db.session()
    _writer(session, table_id)
    op = parse(limits.body())
    status, answer = store.apply_op(session, table_id, op, _max_ops())
    response = jsonify(answer)
    response.headers["Cache-Control"] = "no-store"
    return response, status


@bp.post("/<table_id>/rotate")
def rotate(table_id: str) -> Response:
    """A new write key: the old write link stops working (the read key stays)."""
    session = db.session()
    _writer(session, table_id)
    key = store.rotate_write_key(session, table_id)
    session.commit()
    response = jsonify({"id": table_id, "write_key": key,
                        "write_url": _share_url(table_id, key)})
    response.headers["Cache-Control"] = "no-store"
    return response
