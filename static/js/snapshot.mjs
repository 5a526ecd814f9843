// A worker of its own that takes the interpreter's memory snapshot for the next
// start (static/js/runtime.mjs makeSnapshot()), started by static/js/engine.js
// once the table is shown; it posts "done" or the error, and ends.
import { makeSnapshot } from "./runtime.mjs";

makeSnapshot().then(
  () => postMessage({ ok: true }),
  (e) => postMessage({ ok: false, error: String(e?.message || e) }),
);
