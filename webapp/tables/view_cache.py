"""The last tables' views, kept per process by (database, table, seq).

A table's view is a pure function of its log up to `seq` (the log is append-only and seq
never reused), so a view built once is right for every reader until the next op. Phones
joining a table, reloading, or resolving a conflict then cost a small read instead of a
replay of every game (about 25 ms for five games of 30 hands here).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

SIZE = 256  # tables; a view is tens of KB

_lock = threading.Lock()
_views: OrderedDict[tuple[str, str, int], dict[str, Any]] = OrderedDict()


def view(key: tuple[str, str, int], build: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    with _lock:
        found = _views.get(key)
        if found is not None:
            _views.move_to_end(key)
            return found
    built = build()  # outside the lock: two readers may build the same view, both right
    if built["seq"] != key[2]:
        return built  # an op came in between the head's read and the view's: not kept
    with _lock:
        _views[key] = built
        while len(_views) > SIZE:
            _views.popitem(last=False)
    return built
