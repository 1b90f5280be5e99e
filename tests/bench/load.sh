#!/usr/bin/env bash
# Loopback load test of the production server (gunicorn with webapp/gunicorn.conf.py), run
# by hand, never part of `make test`. One run measures, one after the other with the same
# 50 keep-alive clients: a no-op baseline (/healthz), /win, /score, a 10-hand replay,
# /houses/{id} and a page, and prints each one's throughput against the baseline's.
# Every request is bounded in time (DURATION seconds per endpoint) and targets 127.0.0.1 only.
# Besides throughput it reports the server's CPU time per request (all gunicorn processes,
# read from /proc), which the neighbours' load on a shared machine disturbs far less.
#
# The machine is shared, so the cases are run ROUNDS times in turn and each figure is the
# median over the rounds (errors are summed).
#
# Usage: tests/bench/load.sh            (from the repository root after `make venv`)
#   ROUNDS=3 DURATION=10 CLIENTS=50 HOUSE=daisuki_yonma ACCEPT_ENCODING="br, gzip" tests/bench/load.sh
#   CASES="win score" tests/bench/load.sh      (only these cases, beside the no-op)
#   CASES="post-no-op win" tests/bench/load.sh (post-no-op: a POST that does nothing, routed
#     and limited like the operations; asked for, it serves tests/bench/load/post_noop.py's
#     app, the production app plus that one route, to tell /win's own cost from a POST's)
# Needs wrk (Debian: apt-get install wrk).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
duration="${DURATION:-10}"
rounds="${ROUNDS:-3}"
clients="${CLIENTS:-50}"
house="${HOUSE:-daisuki_yonma}"
# A free port: another server on this machine must never be the one measured.
port="${PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
base="http://127.0.0.1:$port"
here=tests/bench/load
out="$(mktemp -d)"

only="${CASES:-}"  # e.g. CASES="no-op win": only these (the no-op is always run)
app='webapp:create_app()'
[[ " $only " == *" post-no-op "* ]] && app='tests.bench.load.post_noop:create()'
HOST=127.0.0.1 PORT="$port" .venv/bin/gunicorn -c webapp/gunicorn.conf.py "$app" \
  >"$out/gunicorn.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$out"' EXIT
for _ in $(seq 100); do curl -sf "$base/healthz" >/dev/null && break; sleep 0.2; done
kill -0 "$server" 2>/dev/null || { cat "$out/gunicorn.log" >&2; exit 1; }
curl -sf "$base/healthz" >/dev/null || { cat "$out/gunicorn.log" >&2; exit 1; }

# CPU seconds used so far by the server's processes (master and workers): throughput on a
# shared machine swings with the neighbours' load, CPU time per request much less.
# Workers recycled (max_requests) hand their time to the master's reaped-children fields.
server_cpu() {
  local total pid
  total=$(awk '{print $14 + $15 + $16 + $17}' "/proc/$server/stat")
  for pid in $(pgrep -P "$server"); do
    total=$((total + $(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null || echo 0)))
  done
  echo "$total"
}
ticks=$(getconf CLK_TCK)

# name  method  path  body
cases=(
  "no-op|GET|/healthz|"
  "post-no-op|POST|/api/v1/houses/$house/no-op|$here/win.json"
  "win|POST|/api/v1/houses/$house/win|$here/win.json"
  "score|POST|/api/v1/houses/$house/score|$here/score.json"
  "replay-10|POST|/api/v1/houses/$house/games/replay|$here/replay.json"
  "house|GET|/api/v1/houses/$house|"
  "page|GET|/|"
)
for round in $(seq "$rounds"); do
for case in "${cases[@]}"; do
  IFS='|' read -r name method path body <<<"$case"
  if [ -n "$only" ] && [ "$name" != no-op ] && [[ " $only " != *" $name "* ]]; then continue; fi
  # The POST no-op's route exists only in the bench app: run it when asked for.
  if [ "$name" = post-no-op ] && [[ " $only " != *" post-no-op "* ]]; then continue; fi
  # Check the request is answered 200 before loading it.
  if [ -n "$body" ]; then
    code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
      --data-binary @"$body" "$base$path")
  else
    code=$(curl -s -o /dev/null -w '%{http_code}' "$base$path")
  fi
  [ "$code" = 200 ] || { echo "$name: $path answers $code" >&2; exit 1; }
  before=$(server_cpu)
  line=$(METHOD="$method" BODY_FILE="$body" ACCEPT_ENCODING="${ACCEPT_ENCODING:-br, gzip}" \
    wrk -t1 -c"$clients" -d"${duration}s" --timeout 5s -s "$here/request.lua" "$base$path" \
    | grep '^{')
  cpu=$(( $(server_cpu) - before ))
  echo "$line" | sed "s/^{/{\"name\": \"$name\", \"round\": $round, \"cpu_s\": $cpu \/ $ticks, /" \
    | sed 's|"cpu_s": \([0-9]*\) / \([0-9]*\)|"cpu_ticks": \1, "ticks": \2|' >>"$out/results.jsonl"
done
done

[ -n "${DEBUG:-}" ] && cat "$out/results.jsonl" >&2
# A recycled worker (max_requests) closes its connections and starts cold: its clients see a
# pause, so the number replaced during the run is part of the figures.
restarts=$(grep -c "Autorestarting worker" "$out/gunicorn.log" || true)
python3 - "$out/results.jsonl" "$clients" "$duration" "$rounds" "$restarts" <<'PY'
import json, sys
from statistics import median
rows = [json.loads(line) for line in open(sys.argv[1])]
names = list(dict.fromkeys(row["name"] for row in rows))
by = {name: [row for row in rows if row["name"] == name] for name in names}
rate = {name: median(r["requests"] / r["seconds"] for r in by[name]) for name in names}
base = rate["no-op"]
targets = {"win": 0.90, "score": 0.70, "house": 0.50}
print(f"{sys.argv[2]} clients, {sys.argv[3]} s per case, median of {sys.argv[4]} rounds")
cpu = {name: median(r["cpu_ticks"] / r["ticks"] / r["requests"] * 1e6 for r in by[name])
       for name in names}
print(f"{'endpoint':<10} {'req/s':>8} {'vs no-op':>9} {'target':>7} {'p50 ms':>7} "
      f"{'p99 ms':>7} {'errors':>7} {'cpu us':>7} {'cpu ratio':>9}  p99 per round")
for name in names:
    errors = sum(r[k] for r in by[name] for k in ("connect", "read", "write", "status", "timeout"))
    target = targets.get(name)
    p99s = " ".join(f"{r['p99_ms']:.0f}" for r in by[name])
    print(f"{name:<10} {rate[name]:>8.0f} {rate[name] / base:>8.0%} "
          f"{(f'{target:.0%}' if target else '-'):>7} {median(r['p50_ms'] for r in by[name]):>7.1f} "
          f"{median(r['p99_ms'] for r in by[name]):>7.1f} {errors:>7} {cpu[name]:>7.0f} "
          f"{cpu['no-op'] / cpu[name]:>8.0%}  {p99s}")
print(f"workers recycled (max_requests) during the run: {sys.argv[5]}")
print("cpu us: server CPU time per request (all gunicorn processes); cpu ratio: the no-op's "
      "cpu per request over this one's, the throughput ratio a machine to itself would give")
PY
