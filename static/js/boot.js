// Starting the engine, and saying so in plain words when it cannot start: no
// WebAssembly, a file of the runtime missing, an import error, or a start that
// takes far too long.  The page shows [data-boot-failed] with a [data-retry]
// button; the technical detail goes to the console and a collapsed <details>.

import { h, replace } from "./dom.js";
import { t } from "./i18n.js";
import { bootEngine } from "./engine.js";

/** A start still unfinished after this long is reported (a cold start here takes seconds). */
const FAR_TOO_LONG_MS = 25_000;
/** A runtime file that did not answer is reported after this grace (a cache may still serve it). */
const MISSING_GRACE_MS = 3_000;
/** The files the worker downloads besides its config, in the interpreter's folder. */
const RUNTIME_FILES = ["pyodide.asm.wasm", "python_stdlib.zip"];

class BootFailure extends Error {
  constructor(reason, detail = "", file = null) {
    super(detail || reason);
    this.reason = reason; // an i18n key: the plain words
    this.file = file;
  }
}

/** The first runtime file the site does not serve, or null. */
async function missingFile() {
  const config = new URL("./pyscript.toml", location.href);
  let text;
  try {
    const r = await fetch(config, { cache: "no-store" });
    if (!r.ok) return "pyscript.toml";
    text = await r.text();
  } catch {
    return "pyscript.toml";
  }
  const found = /^interpreter\s*=\s*"([^"]+)"/m.exec(text);
  if (!found) return null;
  const folder = new URL(".", new URL(found[1], config));
  for (const name of RUNTIME_FILES) {
    try {
      const r = await fetch(new URL(name, folder), { method: "HEAD", cache: "no-store" });
      if (r.status === 404 || r.status === 410) return name;
    } catch {
      return name;
    }
  }
  return null;
}

/** Rejects with a BootFailure when the start cannot succeed; never resolves otherwise. */
function watchdog(started) {
  return new Promise((_, reject) => {
    const slow = setTimeout(() => reject(new BootFailure("boot.tooLong")), FAR_TOO_LONG_MS);
    started.then(() => clearTimeout(slow), () => clearTimeout(slow));
    missingFile().then((file) => {
      if (file) setTimeout(() => reject(new BootFailure("boot.missing", `${file} could not be downloaded`, file)), MISSING_GRACE_MS);
    });
  });
}

/**
 * Start the engine.  onStage(key) follows its stages; onFailure(failure) is called
 * once if the start fails or takes far too long (a slow start that finishes after
 * all still resolves).  Resolves when the engine is ready (never, if it cannot start).
 */
export async function startEngine({ onStage, onFailure }) {
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    onFailure(new BootFailure("boot.noWasm", "WebAssembly is not available"));
    return new Promise(() => {});
  }
  const started = bootEngine(onStage);
  let failed = false;
  const fail = (e) => {
    if (failed) return;
    failed = true;
    onFailure(e instanceof BootFailure ? e : new BootFailure("boot.crashed", String(e?.stack || e?.message || e)));
  };
  watchdog(started).catch(fail);
  try {
    return await started;
  } catch (e) {
    fail(e);
    return new Promise(() => {});
  }
}

/** The boot box, turned into the failure message (in the current language, re-translated by applyStatic). */
export function showBootFailure(box, failure) {
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
