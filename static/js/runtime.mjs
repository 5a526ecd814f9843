// The interpreter module of the engine's worker (pyscript.toml `interpreter`):
// Pyodide's own loadPyodide, telling the page how the runtime's start goes, so
// that the progress it shows follows what really happens (static/js/boot.js).
//
// It runs in the worker, where the page cannot look.  It posts on the
// BroadcastChannel "hcg-boot":
//   {stage: "bytes", loaded, total}  bytes of the runtime's files received so far,
//                                    once all of them have begun (total: the sum of
//                                    their Content-Length headers when the host
//                                    sends them uncompressed)
//   {stage: "compiled"}              the WebAssembly module compiled and instantiated
//   {stage: "python"}                the interpreter and its standard library are up
//   {stage: "missing", file}         a runtime file the site did not serve (the start
//                                    cannot succeed: static/js/boot.js says which)
//
// The service worker (sw.js) leaves the WebAssembly file to the HTTP cache, so
// that V8's code cache serves a return visit; when the network cannot give it
// (the server gone, the HTTP cache empty) it is read here from the site's cache.
// static/worker.py reports the next stages itself (through PyScript's sync).
// tools/vendor.py keeps the Pyodide path below in step with package-lock.json.
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";

export { version };

const RUNTIME_DIR = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
/** The runtime's files fetched while it starts (the wasm module, the standard library, its lock). */
const RUNTIME_FILES = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
const isRuntimeFile = (path) => RUNTIME_FILES.includes(path.split("/").pop());
/** At most one bytes message per this many ms (the last one always goes). */
const BYTES_EVERY_MS = 100;

const channel = new BroadcastChannel("hcg-boot");
const files = new Map(); // url -> {loaded, total}
let lastPost = 0;

function postBytes(force) {
  // A share of the files begun so far would run ahead and then fall back as the next one begins.
  if (files.size < RUNTIME_FILES.length) return;
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

/** `fetch`, or when the network fails for a runtime file, the copy in the service worker's cache. */
async function fetchOrCached(realFetch, url, input, init) {
  let failure;
  try {
    const response = await realFetch(input, init);
    if (response.ok || !isRuntimeFile(url.pathname)) return response;
    failure = new Error(`${url.pathname}: HTTP ${response.status}`);
  } catch (e) {
    if (!isRuntimeFile(url.pathname)) throw e;
    failure = e;
  }
  const kept = "caches" in globalThis ? await caches.match(url.href) : undefined;
  if (kept) return kept;
  channel.postMessage({ stage: "missing", file: url.pathname.split("/").pop() });
  throw failure;
}

/** The same loadPyodide, with the runtime's fetches counted and its stages posted. */
export async function loadPyodide(options = {}) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), RUNTIME_DIR);
    const response = await fetchOrCached(realFetch, url, input, init);
    if (isRuntimeFile(url.pathname) && response.ok) count(url.href, response);
    return response;
  };
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => {
    const result = await instantiateStreaming.apply(WebAssembly, args);
    channel.postMessage({ stage: "compiled" });
    return result;
  };
  try {
    const pyodide = await loadRuntime({ ...options, indexURL: RUNTIME_DIR });
    channel.postMessage({ stage: "python" });
    return pyodide;
  } finally {
    globalThis.fetch = realFetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}
