-- One wrk request shape per run: METHOD, BODY_FILE and the browser's Accept-Encoding come
-- from the environment; done() prints one JSON line the driver script turns into a table.
local method = os.getenv("METHOD") or "GET"
local body_file = os.getenv("BODY_FILE")
wrk.method = method
wrk.headers["Accept-Encoding"] = os.getenv("ACCEPT_ENCODING") or "br, gzip"
if body_file and body_file ~= "" then
  local f = assert(io.open(body_file, "rb"))
  wrk.body = f:read("*a")
  f:close()
  wrk.headers["Content-Type"] = "application/json"
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests": %d, "seconds": %.3f, "p50_ms": %.2f, "p99_ms": %.2f, "max_ms": %.2f, ' ..
    '"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3,
    latency:percentile(99) / 1e3, latency.max / 1e3,
    e.connect, e.read, e.write, e.status, e.timeout))
end
