"""The one entry under threads: gunicorn's gthread workers serve a process's first requests
on several threads at once, and each must get a whole operation module, never one another
thread is still importing (that answered 500 under load)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# In a fresh interpreter, so that no operation module is imported yet.
PROGRAM = """
import json, sys, threading
from scoring.api import handle, POSTS
body = json.dumps({"han": 3, "fu": 30, "winner": 1, "discarder": 0})
score = json.dumps({"concealed": "234m567m234p55s678s", "win_tile": "8s", "winner": 1,
                    "discarder": 0})
bodies = {"win": body, "score": score}
start = threading.Barrier(16)
statuses = []

def first_call(operation):
    start.wait()
    try:
        statuses.append((operation, handle(operation, "tenhou_yonma", bodies[operation])[0]))
    except Exception as exc:
        statuses.append((operation, repr(exc)))

threads = [threading.Thread(target=first_call, args=(op,)) for op in ["win", "score"] * 8]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(json.dumps(statuses))
"""


def test_first_calls_on_many_threads_at_once_all_answer() -> None:
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True,
                             text=True, timeout=120, check=True).stdout
        statuses = json.loads(out)
        assert len(statuses) == 16
        assert all(status == 200 for _, status in statuses), statuses
