// The interpreter module of the engine's worker (pyscript.toml `interpreter`):
// Pyodide's own loadPyodide, telling the page how the runtime's start goes, so
// that the progress it shows follows what really happens (static/js/boot.js).
//
// It runs in the worker, where the page cannot look.  It posts on the
// BroadcastChannel "hcg-boot":
//   {stage: "bytes", loaded, total}  bytes of the runtime's files received so far
//                                    (total: the sum of their Content-Length
//                                    headers when the host sends them uncompressed)
//   {stage: "compiled"}              the WebAssembly module compiled and instantiated
//   {stage: "python"}                the interpreter and its standard library are up
// static/worker.py reports the next stages itself (through PyScript's sync).
//
// A return visit starts from a memory snapshot of the interpreter as it stands
// once started (Pyodide's experimental _makeSnapshot / _loadSnapshot options,
// which PyScript does not pass itself) instead of starting Python afresh: see
// makeSnapshot() below.  It is kept in this browser's Cache Storage
// ("pyodide-snapshot") under the runtime's version and its standard library file,
// so a new runtime takes a new one; any failure falls back to a plain start.
// tools/vendor.py keeps the Pyodide path below in step with package-lock.json.
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";

export { version };

const RUNTIME_DIR = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
/** The runtime's files fetched while it starts (the wasm module, the standard library, its lock). */
const RUNTIME_FILE = /\/(pyodide\.asm\.wasm|python_stdlib\.zip|pyodide-lock\.json)$/;
/** At most one bytes message per this many ms (the last one always goes). */
const BYTES_EVERY_MS = 100;

const SNAPSHOT_CACHE = "pyodide-snapshot";

const channel = new BroadcastChannel("hcg-boot");
const files = new Map(); // url -> {loaded, total}
let lastPost = 0;

function postBytes(force) {
  const now = performance.now();
  if (!force && now - lastPost < BYTES_EVERY_MS) return;
  lastPost = now;
  let loaded = 0;
  let total = 0;
  for (const file of files.values()) {
    loaded += file.loaded;
    total = total === null || file.total === null ? null : total + file.total;
  }
  channel.postMessage({ stage: "bytes", loaded, total });
}

/** Count the bytes of a runtime file's response as they arrive (on a copy: the original goes on untouched). */
function count(url, response) {
  const encoded = response.headers.get("content-encoding");
  const length = Number(response.headers.get("content-length"));
  const file = { loaded: 0, total: !encoded && length > 0 ? length : null };
  files.set(url, file);
  const reader = response.clone().body?.getReader();
  if (!reader) return;
  const pump = () =>
    reader.read().then(({ done, value }) => {
      if (done) {
        if (file.total === null || file.loaded > file.total) file.total = file.loaded;
        postBytes(true);
        return undefined;
      }
      file.loaded += value.byteLength;
      postBytes(false);
      return pump();
    });
  pump().catch(() => {});
}

/** The snapshot's key: this runtime's version and its standard library file (its size and date). */
async function snapshotKey(realFetch) {
  const head = await realFetch(new URL("python_stdlib.zip", RUNTIME_DIR), { method: "HEAD" });
  const stdlib = ["content-length", "last-modified", "etag"].map((name) => head.headers.get(name)).join("/");
  return `${RUNTIME_DIR}snapshot?version=${version}&stdlib=${encodeURIComponent(stdlib)}`;
}

/** -> {cache, key, bytes}: the stored snapshot of this runtime (bytes null when there is none). */
async function storedSnapshot(realFetch) {
  const cache = await caches.open(SNAPSHOT_CACHE);
  if (!(await cache.keys()).length) return { cache, key: null, bytes: null }; // a first visit: no request spent
  const key = await snapshotKey(realFetch);
  const hit = await cache.match(key);
  return { cache, key, bytes: hit ? new Uint8Array(await hit.arrayBuffer()) : null };
}

/**
 * Take the snapshot and store it, in place of any older one.  Pyodide's
 * _makeSnapshot mode wraps the worker's globals in a proxy that PyScript's own
 * start cannot work with ("Illegal invocation"), so the snapshot comes from an
 * interpreter of its own, in a worker of its own (static/js/snapshot.mjs), which
 * the page starts once the table is shown.
 */
export async function makeSnapshot() {
  const cache = await caches.open(SNAPSHOT_CACHE);
  const key = await snapshotKey(fetch);
  if (await cache.match(key)) return;
  const pyodide = await loadRuntime({ indexURL: RUNTIME_DIR, _makeSnapshot: true });
  const snapshot = pyodide.makeMemorySnapshot();
  for (const old of await cache.keys()) await cache.delete(old);
  await cache.put(key, new Response(snapshot, { headers: { "content-type": "application/octet-stream" } }));
}

/** The same loadPyodide, with the runtime's fetches counted, its stages posted, and a memory snapshot. */
export async function loadPyodide(options = {}) {
  const realFetch = globalThis.fetch;
  const stored = await storedSnapshot(realFetch).catch(() => null);
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (RUNTIME_FILE.test(new URL(url, RUNTIME_DIR).pathname) && response.ok) count(url, response);
    return response;
  };
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => {
    const result = await instantiateStreaming.apply(WebAssembly, args);
    channel.postMessage({ stage: "compiled" });
    return result;
  };
  try {
    const pyodide = await start(options, stored);
    channel.postMessage({ stage: "python", snapshot: !!stored?.bytes });
    return pyodide;
  } finally {
    globalThis.fetch = realFetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

/** Start from the stored snapshot if there is one, else afresh. */
async function start(options, stored) {
  if (stored?.bytes) {
    try {
      return await loadRuntime({ ...options, indexURL: RUNTIME_DIR, _loadSnapshot: stored.bytes });
    } catch (e) {
      console.warn("the runtime's snapshot could not be used; starting afresh:", e);
      await stored.cache.delete(stored.key).catch(() => {});
    }
  }
  return loadRuntime({ ...options, indexURL: RUNTIME_DIR });
}
