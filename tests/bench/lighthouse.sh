#!/usr/bin/env bash
# Lighthouse audit of the PWA, run by hand (not part of `make test`): prints each category's
# score. lighthouse@11 is used because version 12 dropped the PWA category.
# Usage: tests/bench/lighthouse.sh [path]   (run from the repository root after `make venv`)
set -euo pipefail
path="${1:-/}"
port=8765
workdir="${LIGHTHOUSE_DIR:-/tmp/lighthouse11}"
if [ ! -x "$workdir/node_modules/.bin/lighthouse" ]; then
  mkdir -p "$workdir"
  npm install --silent --prefix "$workdir" lighthouse@11 >/dev/null
fi
.venv/bin/python -m flask --app webapp:create_app run --host 127.0.0.1 --port "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.2; done
out="$workdir/report.json"
CHROME_PATH=/usr/bin/chromium "$workdir/node_modules/.bin/lighthouse" "http://127.0.0.1:$port$path" \
  --quiet --output=json --output-path="$out" \
  --only-categories=pwa,performance,accessibility,best-practices \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking" \
  >/dev/null
python3 - "$out" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
for key, category in report["categories"].items():
    print(f"{category['title']:<16} {round(category['score'] * 100)}")
for ref in report["categories"].get("pwa", {}).get("auditRefs", []):
    audit = report["audits"][ref["id"]]
    if audit.get("score") not in (1, None):
        print(f"  PWA: {audit['title']}")
PY
