// Starting the engine: the progress shown meanwhile, and saying so in plain
// words when it cannot start: no WebAssembly, a file of the runtime missing, an
// import error, or a start that takes far too long.  The page shows
// [data-boot-failed] with a [data-retry] button; the technical detail goes to
// the console and a collapsed <details>.

import { h, replace } from "./dom.js";
import { t } from "./i18n.js";
import { bootEngine, onBootEvent } from "./engine.js";

/** A start still unfinished after this long is reported (a cold start here takes seconds). */
const FAR_TOO_LONG_MS = 25_000;
/** A failed start waits this long for the worker's word on which file was missing (another channel). */
const MISSING_SETTLE_MS = 500;

/** Why the table could not open: `reason` an i18n key (the plain words), `file` the one not downloaded. */
export class BootFailure extends Error {
  constructor(reason, detail = "", file = null) {
    super(detail || reason);
    this.reason = reason; // an i18n key: the plain words
    this.file = file;
  }
}

// ------------------------------------------------------------ progress
//
// The bar moves only on what really happened (engine.js's boot events): the
// runtime's bytes as they arrive, its WebAssembly compiled, Python up, the
// engine imported, the first deal drawn.  Each stage owns a stretch of the bar
// (about its share of a cold start on a slow machine); while a stage runs, the
// bar eases into its stretch but never reaches the next stage's mark before that
// stage is reached, and it fills only when the table is ready.

/** Where the bar stands once each stage is reached (the runtime's bytes fill page -> bytes). */
const MARKS = { page: 0.03, bytes: 0.4, compiled: 0.58, python: 0.78, engine: 0.86, ready: 0.93, deal: 0.96, done: 1 };
const ORDER = Object.keys(MARKS);
/** How far into its stretch the bar may ease while a stage runs, and how fast (ms). */
const EASE_SHARE = 0.8;
const EASE_MS = 2500;

const progress = { stage: "page", since: 0, shown: 0, bytes: null, key: null, timer: 0 };

function showKey(key) {
  const el = document.getElementById("boot-stage");
  if (!el || progress.key === key) return;
  progress.key = key;
  el.dataset.i18n = key;
  el.textContent = t(key);
}

/** The bar's fraction now: the mark of the stage reached, eased toward the next, never past it. */
function fraction(now) {
  const at = ORDER.indexOf(progress.stage);
  const mark = MARKS[progress.stage];
  if (progress.stage === "done") return 1;
  const next = MARKS[ORDER[at + 1]];
  if (progress.stage === "page") {
    // Until the runtime's files begin the page cannot say how far it is: the bar waits at
    // its mark, so that the bytes, once counted, move it (an eased bar would hide them).
    if (!progress.bytes) return mark;
    if (progress.bytes.total) return mark + (next - mark) * Math.min(1, progress.bytes.loaded / progress.bytes.total);
  }
  return mark + (next - mark) * EASE_SHARE * (1 - Math.exp(-(now - progress.since) / EASE_MS));
}

function drawBar() {
  const bar = document.getElementById("boot-bar");
  if (!bar) return;
  // Never back: the bytes may arrive slower than the bar eased before they began.
  const value = (progress.shown = Math.max(progress.shown, fraction(performance.now())));
  bar.style.transform = `scaleX(${value.toFixed(3)})`;
  const track = bar.parentElement;
  track.setAttribute("role", "progressbar");
  track.setAttribute("aria-valuemin", "0");
  track.setAttribute("aria-valuemax", "100");
  track.setAttribute("aria-valuenow", String(Math.round(value * 100)));
  track.dataset.stage = progress.stage;
}

/** Move to a later stage (an earlier or repeated one changes nothing). */
function reach(stage) {
  if (ORDER.indexOf(stage) <= ORDER.indexOf(progress.stage)) return;
  progress.stage = stage;
  progress.since = performance.now();
  drawBar();
}

function follow(event) {
  if (event.stage === "missing") return; // a failure (watchdog), not progress
  if (event.stage === "page") {
    showKey(event.local ? "boot.local" : "boot.download");
  } else if (event.stage === "bytes") {
    progress.bytes = event;
    // Every byte in: what remains is the start itself.
    if (event.total && event.loaded >= event.total) {
      reach("bytes");
      showKey("boot.engine");
    }
  } else {
    reach(event.stage);
    if (event.stage !== "ready") showKey("boot.engine");
  }
  drawBar();
}

/** The progress follows the engine's start from now on (the events so far are replayed). */
function followProgress() {
  progress.since = performance.now();
  onBootEvent(follow);
  progress.timer = setInterval(drawBar, 200);
}

/** The page's own last stage: "boot.deal" while the first deal is drawn. */
export function bootStage(key) {
  showKey(key);
  if (key === "boot.deal") reach("deal");
}

/** The table is ready: the bar is full and stops. */
export function bootDone() {
  reach("done");
  clearInterval(progress.timer);
}

// ------------------------------------------------------------ failures

/**
 * Whether the site serves the engine's config.  The runtime's own files are not
 * probed here: the worker says which one the site did not serve (runtime.mjs, a
 * "missing" boot event).  A probe of the WebAssembly file (a HEAD bypassing the
 * cache) made Chromium drop V8's code cache for it, so every start compiled the
 * runtime afresh.
 */
async function configMissing() {
  try {
    const r = await fetch(new URL("./pyscript.toml", location.href), { method: "HEAD", cache: "no-store" });
    return !r.ok;
  } catch {
    return true;
  }
}

/** Rejects with a BootFailure when the start cannot succeed; never resolves otherwise. */
function watchdog(started) {
  return new Promise((_, reject) => {
    const slow = setTimeout(() => reject(new BootFailure("boot.tooLong")), FAR_TOO_LONG_MS);
    started.then(() => clearTimeout(slow), () => clearTimeout(slow));
    const missing = (file) => reject(new BootFailure("boot.missing", `${file} could not be downloaded`, file));
    configMissing().then((gone) => gone && missing("pyscript.toml"));
    const stop = onBootEvent((event) => event.stage === "missing" && missing(event.file));
    started.then(stop, stop);
  });
}

/**
 * Start the engine, the progress showing its stages; onFailure(failure) is called
 * once if the start fails or takes far too long (a slow start that finishes after
 * all still resolves).  Resolves when the engine is ready (never, if it cannot start).
 */
export async function startEngine({ onFailure }) {
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    onFailure(new BootFailure("boot.noWasm", "WebAssembly is not available"));
    return new Promise(() => {});
  }
  followProgress();
  const started = bootEngine();
  let failed = false;
  const fail = (e) => {
    if (failed) return;
    failed = true;
    clearInterval(progress.timer);
    onFailure(e instanceof BootFailure ? e : new BootFailure("boot.crashed", String(e?.stack || e?.message || e)));
  };
  watchdog(started).catch(fail);
  try {
    return await started;
  } catch (e) {
    setTimeout(() => fail(e), MISSING_SETTLE_MS);
    return new Promise(() => {});
  }
}

/** The boot box (#boot), turned into the failure message (in the current language, re-translated by applyStatic). */
export function showBootFailure(failure) {
  const box = document.getElementById("boot");
  if (!box) return; // the table is up: a failure after it is a notice's
  document.body.dataset.phase = "boot-failed";
  // A start that is only slow may still finish (then the table replaces this box): a warning, not an error.
  (failure.reason === "boot.tooLong" ? console.warn : console.error)("the game engine could not start:", failure.reason, failure.message);
  const headline = failure.reason === "boot.tooLong" ? "boot.notYet" : "boot.failed";
  box.hidden = false;
  replace(
    box,
    h(
      "div",
      { class: "boot-failed", role: "alert", dataset: { bootFailed: failure.reason } },
      h("p", { class: "boot-stage boot-error", dataset: { i18n: headline } }, t(headline)),
      h("p", { class: "boot-why" }, h("span", { dataset: { i18n: failure.reason } }, t(failure.reason)), failure.file ? [" ", h("code", {}, failure.file)] : null),
      h("p", { class: "boot-hint", dataset: { i18n: "boot.whatNow" } }, t("boot.whatNow")),
      h("button", { type: "button", class: "btn btn-primary", dataset: { retry: "1", i18n: "boot.retry" }, onclick: () => location.reload() }, t("boot.retry")),
      failure.message && failure.message !== failure.reason
        ? h("details", { class: "boot-details" }, h("summary", { dataset: { i18n: "boot.details" } }, t("boot.details")), h("pre", { class: "boot-detail" }, failure.message.slice(0, 2000)))
        : null,
    ),
  );
}
