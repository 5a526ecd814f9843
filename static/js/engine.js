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
 * What the start has reached so far, in order, each {stage, ...}: "page" (this
 * module runs; `local` when this device's copy of the site serves it), "bytes"
 * ({loaded, total}: the runtime's files arriving), "compiled" (its WebAssembly
 * ready), "python" (the interpreter up), "engine" (static/worker.py runs and
 * imports the engine), "ready" (the engine answered).  The first three come
 * from the worker's interpreter module (static/js/runtime.mjs), which also says
 * "missing" ({file}) when the site did not serve one of the runtime's files.
 */
const bootEvents = [];
const bootListeners = new Set();

function bootEvent(data) {
  const event = { ...data, at: Math.round(performance.now()) };
  bootEvents.push(event);
  for (const listener of bootListeners) listener(event);
}

/** Follow the start: `listener` gets every event so far, then each new one. */
export function onBootEvent(listener) {
  for (const event of bootEvents) listener(event);
  bootListeners.add(listener);
  return () => bootListeners.delete(listener);
}

/**
 * Load PyScript (vendored) and wait for the worker named "engine" and its
 * exports; -> the worker's hello ({ok, python, ...}).  It starts as soon as this
 * module runs, which index.html asks before the rest of the page's scripts, so
 * the worker's download and compile overlap the page's own start.
 */
let workerCreated;
/** Resolves once PyScript has created the engine's worker (or its start failed): the page's own modules wait for it (app.js). */
const workerStarted = new Promise((resolve) => (workerCreated = resolve));

/**
 * A first visit: the runtime's files are asked for now, with the page, not when the
 * worker asks for them once PyScript has loaded, read its config and created it
 * (five round trips later); the worker's requests then come from the HTTP cache.
 * index.html's template holds them (tools/vendor.py writes it).  A return visit
 * has them on this device already and asks for nothing early.
 */
function preloadRuntime(local) {
  const template = document.getElementById("runtime-preload");
  if (!local && template) document.head.append(template.content.cloneNode(true));
}

async function startWorker() {
  const local = !!navigator.serviceWorker?.controller;
  preloadRuntime(local);
  bootEvent({ stage: "page", local });
  const channel = new BroadcastChannel("hcg-boot");
  channel.onmessage = (message) => bootEvent(message.data);
  try {
    const core = await import(document.getElementById("pyscript-core").href);
    const { xworker } = await core.whenDefined("py");
    workerCreated();
    xworker.sync.bootStage = () => bootEvent({ stage: "engine" }); // static/worker.py calls it when Python starts
    await xworker.ready;
    api = xworker.sync;
    const hello = JSON.parse(await api.hello());
    if (!hello.ok) throw new Error(hello.error || "engine import failed");
    bootEvent({ stage: "ready" });
    return hello;
  } finally {
    workerCreated();
    channel.close();
  }
}

const started = typeof document === "undefined" ? null : startWorker();
started?.catch(() => {}); // reported by whoever awaits bootEngine()
if (!started) workerCreated();

export { workerStarted };

/** The engine's start (begun when this module loaded): resolves with its hello, rejects if it fails. */
export function bootEngine() {
  return started ?? Promise.reject(new Error("no page to start the engine in"));
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

/** The replies of warm(), in order: what each imported (tests check a start imports only its game). */
const warmed = [];

/** What a match's game needs on the page before its first view is drawn (setPrepare). */
let prepare = async () => {};

/** `fn(game)`: awaited before a reply that puts a match of `game` on the table resolves (its drawing module). */
export function setPrepare(fn) {
  prepare = fn;
}

/**
 * A match on the table: its reply resolves once the page can draw its game
 * (prepare), and right behind it the worker readies its bots (game/api.py
 * warm()), work a start used to do before its first view.  Calls reach the
 * worker in order, so a bot's move or a hint asked meanwhile simply follows it.
 */
function matchReply(reply, game = null) {
  if (game) prepare(game); // fetched while the engine deals
  const ready = reply.then(async (r) => {
    if (r?.ok && r.view?.game) await prepare(r.view.game);
    return r;
  });
  ready.then((r) => r?.ok && call("warm").then((done) => warmed.push(done)));
  return ready;
}

export const engine = {
  timings,
  /** The start's events so far, each with `at` (ms since navigation start): tests and tools/measure_boot.py read them. */
  bootEvents,
  warmed,
  /** -> [{id, players, cards, levels, default_level, options: {name: {type, default, minimum?, maximum?, step?, suggested?, choices?}}}],
   *  read from game/games.json: listing the games imports none of them. */
  games: async () => {
    const r = await call("games");
    return Array.isArray(r) ? r : r.games || [];
  },
  newMatch: (request) => matchReply(call("new_match", JSON.stringify(request)), request.game),
  /** -> {ok, view, steps, lesson}: a game's guided first deal (never saved). */
  tutorial: (game) => matchReply(call("tutorial", JSON.stringify({ game })), game),
  view: () => call("view"),
  act: (action) => call("act", JSON.stringify(action)),
  botStep: () => call("bot_step"),
  nextDeal: () => call("next_deal"),
  /** -> {ok, action}: what the strongest bot would do in the human's seat. */
  hint: () => call("hint"),
  restore: (save) => matchReply(call("restore", save)),
  /** The story of the match: the score sheet, taking the last move back, skipping to the result. */
  scoreSheet: () => call("score_sheet"),
  takeBack: () => call("take_back"),
  skipToResult: () => call("skip_to_result"),
};
