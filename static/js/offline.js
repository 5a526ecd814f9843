// Offline play and updates: registers the service worker (../../sw.js) at the
// first pause in the play once the table is ready, and offers a new build only
// between deals.
//
// The app tells this module two things: that the table is ready (startOffline)
// and each phase it draws, with whether the table waits for the player
// (tablePhase).  A new build found by the browser
// installs beside the running one and waits; the offer to switch to it appears
// when no deal is in progress (before the first, between deals, after the match)
// and hides again while a deal is played, so a deal is never cut short.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const SW_URL = new URL("../../sw.js", import.meta.url);
const BETWEEN_DEALS = new Set(["boot", "deal_over", "match_over"]);
/** Register by then even if the play never pauses (a watched match at bot speed). */
const LATEST_MS = 20_000;

const state = {
  registration: null,
  waiting: null, // the installed worker of a newer build
  dealOpen: false,
  offer: null, // the offer's element while shown
  ready: false, // the first view is drawn
  paused: false, // the table waits for the player, or no deal is in progress
  registering: false,
};

/**
 * The table is ready: register the service worker at the first pause in the play.
 * Its first install copies the whole site (15 MB) into the cache, work that shares
 * the machine with the engine's worker: done while the bots think it made their
 * first decisions twice as slow (Chromium, 2 cores), done while the player thinks
 * nobody waits for it.
 */
export function startOffline() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  state.ready = true;
  setTimeout(registerOnce, LATEST_MS);
  if (state.paused) registerOnce();
}

function registerOnce() {
  if (!state.ready || state.registering) return;
  state.registering = true;
  const idle = window.requestIdleCallback || ((fn) => setTimeout(fn, 500));
  idle(() => register().catch((e) => console.warn("offline: the service worker was not registered:", e)));
}

async function register() {
  const reg = await navigator.serviceWorker.register(SW_URL, { updateViaCache: "none" });
  state.registration = reg;
  watch(reg);
  // Once a newer build has taken over (the player chose to update), load it.
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (state.waiting && !reloading) {
      reloading = true;
      location.reload();
    }
  });
}

/** Track a build that installs while this page runs on an older one. */
function watch(reg) {
  const found = (worker) => {
    if (!worker) return;
    const settle = () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) {
        state.waiting = worker;
        showOrHide();
      }
    };
    worker.addEventListener("statechange", settle);
    settle();
  };
  found(reg.waiting);
  reg.addEventListener("updatefound", () => found(reg.installing));
}

/** The app draws a phase (a deal is in progress unless it is over or not begun), and
 *  whether the table now waits for the player. */
export function tablePhase(phase, playerToAct) {
  const open = !BETWEEN_DEALS.has(phase);
  state.paused = playerToAct || !open;
  if (state.paused) registerOnce();
  if (open === state.dealOpen) return;
  state.dealOpen = open;
  // A deal just ended: a good moment to ask the server for a newer build.
  if (!open && state.registration) state.registration.update().catch(() => {});
  showOrHide();
}

function showOrHide() {
  const show = !!state.waiting && !state.dealOpen;
  if (show && !state.offer) {
    state.offer = h(
      "div",
      {
        class: "notice notice-info update-offer",
        role: "status",
        dataset: { notice: "update.ready" },
        style: { position: "fixed", left: "50%", bottom: "16px", transform: "translateX(-50%)", zIndex: "60", width: "min(560px, calc(100vw - 24px))", alignItems: "center" },
      },
      h("span", { dataset: { i18n: "update.ready" } }, t("update.ready")),
      h("button", { type: "button", class: "btn btn-primary", dataset: { i18n: "update.now", update: "" }, onclick: applyUpdate }, t("update.now")),
    );
    document.body.appendChild(state.offer);
  } else if (!show && state.offer) {
    state.offer.remove();
    state.offer = null;
  }
}

/** The player chose the new build: it takes over, the page reloads (the match is saved). */
function applyUpdate() {
  if (!state.waiting || state.dealOpen) return;
  state.waiting.postMessage({ type: "activate" });
}
