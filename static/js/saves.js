// The saved match this tab shows, kept in step with localStorage (static/js/store.js).
//
// Every engine reply that changes the match carries its save string and `steps`
// (which grows with every change).  The tab remembers which saved match it shows
// (`shown`: game, id, steps) and writes a reply only over that very save: if
// another tab has played on (or started another match of the game), this tab is
// behind, writes nothing and follows the newer save instead.  `shown` also holds
// the match's request, seed included, which the page keeps out of window.__app.

import { SAVE_VERSION, matchKey, previousKey, readSlot, writeSlot, dropSlot, loadPrefs, savePrefs } from "./store.js";

let shown = null; // {game, id, steps, request}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The saved match of a game: null | {env} | {corrupt: true}. */
export const savedMatch = (game) => readSlot(matchKey(game));

/** The match or link a game's player put aside: null | {env}. */
export function previousMatch(game) {
  const slot = readSlot(previousKey(game));
  return slot?.env ? slot : null;
}

export const dropSaved = (game) => dropSlot(matchKey(game));
export const dropPrevious = (game) => dropSlot(previousKey(game));

/** A match still being played (a finished one may be replaced without a word). */
export const inProgress = (env) => !!env && env.kind === "match" && !env.over;

function envelope(game, id, request, reply, view) {
  return {
    v: SAVE_VERSION,
    kind: "match",
    game,
    id,
    steps: reply.steps ?? null,
    over: view.phase === "match_over",
    deal: view.match?.deal_number ?? null,
    request,
    saved: Date.now(),
    data: reply.save,
  };
}

function remember(game) {
  savePrefs({ ...loadPrefs(), game });
}

/** The tab now shows this saved match (just restored from it). */
export function adopt(env) {
  shown = { game: env.game, id: env.id, steps: env.steps, request: env.request };
  remember(env.game);
}

/** Put a match or a link aside in its game's previous-match slot. */
export function putAside(env) {
  writeSlot(previousKey(env.game), env);
}

/**
 * A new match was started (its reply in hand): it takes its game's slot, and a
 * match in progress there is put aside, never lost.  -> false if storage refused.
 */
export function begin(request, reply, view) {
  const game = request.game;
  const old = savedMatch(game);
  if (old?.env && inProgress(old.env)) putAside(old.env);
  shown = { game, id: newId(), steps: reply.steps ?? null, request };
  remember(game);
  return writeSlot(matchKey(game), envelope(game, shown.id, request, reply, view));
}

/** True when the stored save is the one this tab shows (nobody played on elsewhere). */
function current(slot) {
  return !slot?.env || (slot.env.id === shown.id && slot.env.steps === shown.steps);
}

/**
 * Store a reply of the shown match.  -> "saved" | "refused" (storage off) |
 * "behind" (another tab played on: nothing written, follow newerSave()).
 */
export function record(reply, view) {
  if (!shown || typeof reply?.save !== "string" || reply.view?.game !== shown.game) return "refused";
  const key = matchKey(shown.game);
  if (!current(readSlot(key))) return "behind";
  if (!writeSlot(key, envelope(shown.game, shown.id, shown.request, reply, view))) return "refused";
  shown.steps = reply.steps ?? null;
  return "saved";
}

/** The stored save of the shown game when it is not the one shown (another tab moved on). */
export function newerSave() {
  if (!shown) return null;
  const slot = readSlot(matchKey(shown.game));
  return slot?.env && !current(slot) ? slot.env : null;
}

/** Call back(env) whenever another tab stores a newer save of the shown game. */
export function watchOtherTabs(back) {
  window.addEventListener("storage", (ev) => {
    if (shown && ev.key === matchKey(shown.game)) {
      const env = newerSave();
      if (env) back(env);
    }
  });
}

/** A match put aside takes its game's slot again; the match it replaces (if in progress) is put aside. */
export function reinstate(env) {
  const old = savedMatch(env.game);
  dropPrevious(env.game);
  if (old?.env && inProgress(old.env)) putAside(old.env);
  writeSlot(matchKey(env.game), env);
}
