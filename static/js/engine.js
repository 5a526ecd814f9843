// Bridge to the Python engine running in the PyScript worker (static/worker.py).
// Every call is JSON in, JSON out; calls are queued so that they reach the
// worker one at a time and in order.  A reply that changes the match carries
// its save string and `steps` (game/api.py), so the page stores each step from
// the reply itself.  A failure of the engine comes back as
// {ok: false, error: {code: "engine_error"}}; a call that throws (a dead worker)
// is turned into the same shape.

let api = null;
let queue = Promise.resolve();
const KEPT_TIMINGS = 500;
/** Round-trip milliseconds of the latest calls, by name (tools/measure_bots.py reads them). */
const timings = {};

/**
 * Load PyScript (vendored), wait for the worker named "engine" and its exports.
 * onStage(key) names each real stage: the runtime fetched (or, on a return
 * visit, opened from this device's copy), then, told by the worker itself, the
 * engine loading once Python runs.
 */
export async function bootEngine(onStage = () => {}) {
  const href = document.getElementById("pyscript-core").href;
  onStage(navigator.serviceWorker?.controller ? "boot.local" : "boot.download");
  const core = await import(href);
  const { xworker } = await core.whenDefined("py");
  xworker.sync.bootStage = (key) => onStage(key); // static/worker.py calls it when Python starts
  await xworker.ready;
  api = xworker.sync;
  const hello = JSON.parse(await api.hello());
  if (!hello.ok) throw new Error(hello.error || "engine import failed");
  return hello;
}

function call(name, ...args) {
  const run = async () => {
    if (!api) throw new Error("engine not ready");
    const start = performance.now();
    let out;
    try {
      out = await api[name](...args);
    } catch (e) {
      console.error(`engine.${name} threw`, e);
      return { ok: false, error: { code: "engine_error", params: {}, message: String(e?.message || e) } };
    }
    const kept = (timings[name] ||= []);
    kept.push(performance.now() - start);
    if (kept.length > KEPT_TIMINGS) kept.shift();
    return typeof out === "string" ? JSON.parse(out) : out;
  };
  const p = queue.then(run, run);
  queue = p.catch(() => {});
  return p;
}

export const engine = {
  timings,
  /** -> [{id, players, levels, options: {name: {type, default, minimum?, maximum?, step?, suggested?, choices?}}}] */
  games: async () => {
    const r = await call("games");
    return Array.isArray(r) ? r : r.games || [];
  },
  newMatch: (request) => call("new_match", JSON.stringify(request)),
  /** -> {ok, view, steps, lesson}: a game's guided first deal (never saved). */
  tutorial: (game) => call("tutorial", JSON.stringify({ game })),
  view: () => call("view"),
  act: (action) => call("act", JSON.stringify(action)),
  botStep: () => call("bot_step"),
  nextDeal: () => call("next_deal"),
  /** -> {ok, action}: what the strongest bot would do in the human's seat. */
  hint: () => call("hint"),
  restore: (save) => call("restore", save),
};
