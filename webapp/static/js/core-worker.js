// The offline core: a module Web Worker running the `scoring` package under Pyodide, so an
// answer on the phone is the one the server (and the specs) give. Every POST operation goes
// through `scoring.api.handle`, the one entry the Flask API calls, and comes back as the same
// status and JSON body, errors included.
//
// Messages in:  {type: "start", runtime, core, bytes}  then  {type: "call", id, operation, house, body}
// Messages out: {type: "progress", loaded, total} · {type: "ready"} · {type: "failed", message}
//               {type: "answer", id, status, body} · {type: "broken", id, message}
const EXTRACT_DIR = "/home/pyodide/core";
// The worker's only Python: put the archive on the path, and answer with JSON text (parsed
// once on this side) in the shape Flask sends.
const GLUE = `
import json, sys
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
    (async () => {
      for (;;) {
        const {done, value} = await reader.read();
        if (done) return;
        loaded += value.byteLength;
        report();
      }
    })().catch(() => {});
    return response;
  };
  return fetchOriginal;
}

async function start({runtime, core, bytes}) {
  countBytes(bytes);
  // The archive downloads while the runtime starts.
  const archive = fetch(core).then((response) => {
    if (!response.ok) throw new Error(`core archive: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const {loadPyodide} = await import(`${runtime}pyodide.mjs`);
  const pyodide = self.pyodide = await loadPyodide({indexURL: runtime, packages: [], stdout: () => {}});
  pyodide.unpackArchive(await archive, "zip", {extractDir: EXTRACT_DIR});
  pyodide.runPython(GLUE);
  answer = pyodide.globals.get("answer");
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
      await start(data);
      postMessage({type: "ready"});
      warm().catch(() => {});  // a failed warm-up only means slower first answers
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
