// The offline core: a module Web Worker running the `scoring` package under Pyodide, so an
// answer on the phone is the one the server (and the specs) give. Every POST operation goes
// through `scoring.api.handle`, the one entry the Flask API calls, and comes back as the same
// status and JSON body, errors included.
//
// Messages in:  {type: "start", runtime, core, bytes, snapshot}
//               then {type: "call", id, operation, house, body}
// Messages out: {type: "progress", loaded, total} · {type: "ready", origin, steps, restored}
//               {type: "kept"} (a snapshot was kept for the next start) · {type: "failed", message}
//               {type: "answer", id, status, body} · {type: "broken", id, message}
const EXTRACT_DIR = "/home/pyodide/core";
// The worker's only Python: put the archive on the path, and answer with JSON text (parsed
// once on this side) in the shape Flask sends.
const GLUE = `
import json, sys
if ${JSON.stringify(EXTRACT_DIR)} not in sys.path:  # already there in a restored snapshot
    sys.path.insert(0, ${JSON.stringify(EXTRACT_DIR)})
from scoring.api import handle

def answer(operation, house_id, body_text):
    status, body = handle(operation, house_id, body_text)
    return json.dumps([status, body], ensure_ascii=False)

def warm_steps():
    """Small first calls that import each operation's modules and read each house's rules
    (through handle, nothing else), so no player's first answer pays for them."""
    from scoring.api import POSTS
    from scoring.rules.loader import house_ids
    houses = house_ids()
    hand = json.dumps({"concealed": "123p456p789p11s555z", "win_tile": "5z", "winner": 1,
                       "discarder": 0})
    steps = [(operation, houses[0], "{}") for operation in POSTS]
    steps += [("win", house, "{}") for house in houses[1:]]
    return steps + [("score", houses[0], hand)]
`;

let answer = null;

// When each step of the start ended, in ms from the worker's time origin (sent with "ready",
// marked on the page's timeline for tests/bench/offline_core.py): a few clock reads, no cost.
const steps = [];
const step = (name) => steps.push([name, performance.now()]);
step("worker");

// Counts the bytes of the runtime and the archive as they arrive, for the page's indicator.
// Pyodide fetches its wasm and standard library with the global fetch.
function countBytes(total) {
  let loaded = 0;
  const fetchOriginal = self.fetch.bind(self);
  const report = () => postMessage({type: "progress", loaded: Math.min(loaded, total), total});
  self.fetch = async (...args) => {
    const response = await fetchOriginal(...args);
    if (!response.ok || !response.body) return response;
    // Counted on a copy: the original keeps its URL, which lets the browser reuse the wasm
    // it compiled on an earlier visit (a constructed Response would force a new compile).
    const reader = response.clone().body.getReader();
    const name = new URL(response.url).pathname.split("/").pop();
    step(`response ${name}`);
    (async () => {
      for (;;) {
        const {done, value} = await reader.read();
        if (done) {
          step(`body ${name}`);
          return;
        }
        loaded += value.byteLength;
        report();
      }
    })().catch(() => {});
    return response;
  };
  return fetchOriginal;
}

// Times the wasm's compile and instantiation (Pyodide streams it from the response).
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (...args) => {
  step("wasm compile starts");
  const result = await instantiateStreaming(...args);
  step("wasm instantiated");
  return result;
};

// Where the worker keeps its memory snapshot (the service worker's offline cache; the URL
// names the runtime's version and the archive's hash, so a new version never reads an old one).
const CACHE = "offline-core";

// The snapshot of a warmed-up core kept by an earlier start (its cached response), or null.
async function findSnapshot(url) {
  try {
    return (await (await caches.open(CACHE)).match(url)) || null;
  } catch {
    return null;  // no Cache Storage here: start from scratch
  }
}

// Its bytes, decompressed while Pyodide fetches and compiles the wasm.
async function readSnapshot(response) {
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Keeps the interpreter's memory (Python started, the core imported, every house's rules read)
// so that the next start restores it instead of doing all that again. Gzipped: 31 MB → 6.5 MB.
async function keepSnapshot(url) {
  const bytes = self.pyodide.makeMemorySnapshot();
  const body = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  const cache = await caches.open(CACHE);
  await cache.put(url, new Response(body, {headers: {"Content-Type": "application/gzip"}}));
}

// Resolves [pyodide, whether it came from the snapshot].
async function load(loadPyodide, runtime, snapshot) {
  const options = {indexURL: runtime, packages: [], stdout: () => {}};
  if (snapshot) {
    try {
      return [await loadPyodide({...options, _loadSnapshot: readSnapshot(snapshot)}), true];
    } catch {
      step("snapshot refused");  // not this build's: start from scratch below
    }
  }
  // `_makeSnapshot` lets this start keep a snapshot once it has warmed up.
  return [await loadPyodide({...options, _makeSnapshot: true}), false];
}

// The archive's files written into the worker's file system by JS, from the zip's central
// directory: no Python runs for it (after a snapshot, that would be the interpreter's first
// work). The archive is ours (webapp/offline.py): stored entries, no zip64, no encryption.
const ZIP_END = 0x06054b50;
const ZIP_STORED = 0;
function unpack(FS, buffer, folder) {
  const view = new DataView(buffer);
  let end = buffer.byteLength - 22;
  while (end > 0 && view.getUint32(end, true) !== ZIP_END) end--;
  const names = new TextDecoder();
  let entry = view.getUint32(end + 16, true);
  for (let count = view.getUint16(end + 10, true); count > 0; count--) {
    const nameLength = view.getUint16(entry + 28, true);
    const name = names.decode(new Uint8Array(buffer, entry + 46, nameLength));
    if (view.getUint16(entry + 10, true) !== ZIP_STORED) throw new Error(`core archive: ${name} is compressed`);
    const size = view.getUint32(entry + 20, true);
    const local = view.getUint32(entry + 42, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const path = `${folder}/${name}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    if (!name.endsWith("/")) FS.writeFile(path, new Uint8Array(buffer, start, size));
    entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
  }
}

// Resolves true when the core came from a snapshot (warm already), false from scratch.
async function start({runtime, core, bytes, snapshot: snapshotUrl}) {
  countBytes(bytes);
  // The archive downloads, and the snapshot is looked up, while the runtime starts.
  const archive = fetch(core).then((response) => {
    if (!response.ok) throw new Error(`core archive: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const saved = snapshotUrl ? findSnapshot(snapshotUrl) : Promise.resolve(null);
  const {loadPyodide} = await import(`${runtime}pyodide.mjs`);
  step("import pyodide.mjs");
  const snapshot = await saved;
  step(snapshot ? "snapshot found" : "no snapshot");
  const [pyodide, restored] = await load(loadPyodide, runtime, snapshot);
  self.pyodide = pyodide;
  step("loadPyodide");
  const zip = await archive;
  step("archive fetched");
  // Also after a snapshot: files live outside the interpreter's memory, and the core reads
  // its data files when a call needs them.
  unpack(pyodide.FS, zip, EXTRACT_DIR);
  step("archive unpacked");
  if (!restored) pyodide.runPython(GLUE);  // a snapshot has run it already
  answer = pyodide.globals.get("answer");
  step("import scoring.api");
  return restored;
}

// A restored core has read everything, but its interpreter has not run in this worker yet: one
// small call compiles the code every answer runs, before a player's first call.
async function warmRestored() {
  const [[operation, house, body]] = self.pyodide.globals.get("warm_steps")().toJs();
  answer(operation, house, body);
}

// After "ready": one warm-up call per task, so a player's call waits for one step at most.
async function warm() {
  const steps = self.pyodide.globals.get("warm_steps")().toJs();
  for (const [operation, house, body] of steps) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(operation, house, body);
  }
}

self.addEventListener("message", async ({data}) => {
  if (data.type === "start") {
    try {
      const restored = await start(data);
      postMessage({type: "ready", origin: performance.timeOrigin, steps, restored});
      // A failed warm-up only means slower first answers, a failed snapshot a slower start.
      if (restored) warmRestored().catch(() => {});
      else {
        warm().then(() => data.snapshot && keepSnapshot(data.snapshot))
          .then(() => postMessage({type: "kept"}), () => {});
      }
    } catch (error) {
      postMessage({type: "failed", message: String(error?.message || error)});
    }
  } else if (data.type === "call") {
    try {
      const [status, body] = JSON.parse(answer(data.operation, data.house, data.body));
      postMessage({type: "answer", id: data.id, status, body});
    } catch (error) {
      // Python itself failed (not a refusal, which is an answer): the server answers instead.
      postMessage({type: "broken", id: data.id, message: String(error?.message || error)});
    }
  }
});
