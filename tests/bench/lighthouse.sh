#!/usr/bin/env bash
# Lighthouse 11 audit of every page (mobile, the default form factor), run by hand, never part
# of `make test`, against the production server (gunicorn, compressed, hashed static files).
# Each page is audited RUNS times (default 3) in a fresh browser profile; the table shows the
# median of each figure. lighthouse@11 is used because version 12 dropped the PWA category.
# "first KB" is what the page itself downloads compressed, headers included. The service
# worker's precache is fetched by the worker, which Lighthouse does not record (its network
# list has the page's requests only), so it is measured apart, once: every URL the worker's
# install fetches (SHELL and API_PRECACHE of /sw.js), as a browser asks for it (br, gzip).
# Usage: tests/bench/lighthouse.sh [path ...]   (from the repository root after `make venv`)
set -euo pipefail
cd "$(dirname "$0")/../.."
# A free port: another server on this machine must never be the one measured.
port="${PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
runs="${RUNS:-3}"
base="http://127.0.0.1:$port"
workdir="${LIGHTHOUSE_DIR:-/tmp/lighthouse11}"
if [ ! -x "$workdir/node_modules/.bin/lighthouse" ]; then
  mkdir -p "$workdir"
  npm install --silent --prefix "$workdir" lighthouse@11 >/dev/null
fi
if [ $# -gt 0 ]; then
  paths=("$@")
else
  mapfile -t paths < <(.venv/bin/python - <<'PY'
from scoring.rules.loader import house_ids
house = house_ids()[0]
for path in ["/", "/hand", "/draw", "/settle", "/sheet", "/session", "/rules", "/compare",
             f"/rules/{house}", f"/rules/{house}/chart"]:
    print(path)
PY
  )
fi
out="$(mktemp -d)"
HOST=127.0.0.1 PORT="$port" .venv/bin/gunicorn -c webapp/gunicorn.conf.py 'webapp:create_app()' \
  >"$out/gunicorn.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; [ -n "${KEEP:-}" ] && cp -r "$out" "$KEEP"; rm -rf "$out"' EXIT
for _ in $(seq 100); do curl -sf "$base/healthz" >/dev/null && break; sleep 0.2; done
kill -0 "$server" 2>/dev/null || { cat "$out/gunicorn.log" >&2; exit 1; }
for path in "${paths[@]}"; do
  for run in $(seq "$runs"); do
    name="$(echo "$path" | tr '/' '_')-$run"
    CHROME_PATH=/usr/bin/chromium "$workdir/node_modules/.bin/lighthouse" "$base$path" \
      --quiet --output=json --output-path="$out/$name.json" \
      --only-categories=pwa,performance,accessibility,best-practices \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking" \
      >/dev/null 2>&1 || echo "lighthouse failed on $path (run $run)" >&2
  done
done
# The service worker's install: each URL of its lists, with the headers' bytes.
curl -s "$base/sw.js" | python3 -c '
import json, re, sys
body = sys.stdin.read()
for name in ("SHELL", "API_PRECACHE"):
    found = re.search(r"const " + name + r" = (\[.*?\]);", body)
    for url in json.loads(found.group(1)) if found else []:
        print(url)
' >"$out/precache.txt"
: >"$out/precache-sizes.txt"
while read -r url; do
  curl -s -o /dev/null -H 'Accept-Encoding: br, gzip' -w '%{size_download} %{size_header}\n' \
    "$base$url" >>"$out/precache-sizes.txt"
done <"$out/precache.txt"

python3 - "$out" "$runs" "${paths[@]}" <<'PY'
import json, sys
from pathlib import Path
from statistics import median
out, runs, paths = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
cats = ["performance", "accessibility", "best-practices", "pwa"]
print(f"median of {runs} runs (mobile)")
print(f"{'page':<24} {'perf':>4} {'a11y':>4} {'bp':>4} {'pwa':>4} {'LCP s':>6} {'CLS':>6} "
      f"{'TBT ms':>6} {'first KB':>8}")
failed: dict[str, set[str]] = {}
for path in paths:
    reports = []
    for run in range(1, runs + 1):
        file = out / f"{path.replace('/', '_')}-{run}.json"
        if file.exists():
            report = json.loads(file.read_text())
            # A run Lighthouse could not finish (NO_NAVSTART…) has no scores: left out, and
            # said, rather than counted as 0 in the medians.
            if report.get("runtimeError") or report["categories"]["performance"]["score"] is None:
                print(f"  {path}: run {run} failed ({(report.get('runtimeError') or {}).get('code')}),"
                      " left out", file=sys.stderr)
                continue
            reports.append(report)
    if not reports:
        print(f"{path:<24} (no report)")
        continue
    if len(reports) < runs:
        path_note = f" ({len(reports)} of {runs} runs)"
    else:
        path_note = ""
    def med(get):
        return median(get(r) for r in reports)
    score = {c: med(lambda r, c=c: round((r["categories"][c]["score"] or 0) * 100)) for c in cats}
    audit = lambda r, a: r["audits"][a].get("numericValue") or 0
    def page_bytes(r):
        # A worker the page starts (never on a first load) would be listed too: not the page's.
        items = r["audits"]["network-requests"]["details"]["items"]
        return sum(i.get("transferSize") or 0 for i in items
                   if i.get("sessionTargetType") in (None, "page", "iframe"))
    first = med(page_bytes) / 1024
    print(f"{path:<24} {score['performance']:>4.0f} {score['accessibility']:>4.0f} "
          f"{score['best-practices']:>4.0f} {score['pwa']:>4.0f} "
          f"{med(lambda r: audit(r, 'largest-contentful-paint')) / 1000:>6.2f} "
          f"{med(lambda r: audit(r, 'cumulative-layout-shift')):>6.3f} "
          f"{med(lambda r: audit(r, 'total-blocking-time')):>6.0f} {first:>8.1f}{path_note}")
    for r in reports:
        for c in cats:
            for ref in r["categories"][c]["auditRefs"]:
                a = r["audits"][ref["id"]]
                if ref.get("weight", 0) > 0 and a.get("score") not in (1, None) and c != "performance":
                    failed.setdefault(path, set()).add(f"{c}: {a['title']}")
sizes = [line.split() for line in (out / "precache-sizes.txt").read_text().splitlines()]
body = sum(int(b) for b, _ in sizes)
head = sum(int(h) for _, h in sizes)
print(f"service worker precache (installed after the first load, not part of it): "
      f"{len(sizes)} files, {(body + head) / 1024:.1f} KB ({body / 1024:.1f} KB bodies)")
for path, titles in failed.items():
    for title in sorted(titles):
        print(f"  {path}: {title}")
PY
