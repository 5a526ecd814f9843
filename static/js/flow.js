// The match's flow: the human's requests to the engine (an action, the next
// deal, a hint, a card the engine refuses), each step's reply kept in the save
// and shown; starting, opening and following matches; an engine failure and the
// way back from it.  The bots' turns are botloop.js's.
import { sleep } from "./dom.js";
import { t } from "./i18n.js";
import { engine } from "./engine.js";
import { parseParams } from "./params.js";
import * as saves from "./saves.js";
import { ask, showTrouble, clearTrouble } from "./prompts.js";
import { S, ui, names, pace, firstGame, isOver, loadGame } from "./state.js";
import { notice, dismissDealNotices } from "./notices.js";
import { render, renderPrompt } from "./render.js";
import { hintText } from "./hints.js";
import { announceStep } from "./access.js";
import { lessonActive, lessonRefuses } from "./tutorial.js";
import { run } from "./botloop.js";
import { renderGamesNav, openNewMatch, showTitle } from "./menu.js";

/** A reply the engine could not give: its failure (or a request the page got wrong). */
const FAULTS = new Set(["engine_error", "bad_request", "bad_save"]);
export const isFault = (res) => !res || typeof res !== "object" || (res.ok === false && (!res.error || FAULTS.has(res.error.code)));

/** A refusal in words: the game's own, else the table's. */
const errorText = (err) => ui().errorText(err, S.view);

/**
 * Store the reply of a step.  False when this tab is behind (another tab played
 * on): the reply is not shown, the tab follows the newer save instead.
 */
export function keep(reply) {
  if (lessonActive()) return true; // a lesson is never saved
  const outcome = saves.record(reply, reply.view);
  if (outcome === "behind") {
    followNewer();
    return false;
  }
  if (outcome === "refused" && !S.storageWarned) {
    S.storageWarned = true;
    notice("notice.storageOff", {}, { kind: "warn" });
  }
  return true;
}

/** Show the result of one applied action (its reply already kept), with animations and pauses. */
export async function applyStep(prev, seat, action, next) {
  announceStep(prev, seat, action, next, names()); // the card played and the trick's winner, told to screen readers
  if (isOver(next)) dismissDealNotices();
  // A game may announce what the step made public (e.g. a cante sung after a trick).
  for (const [key, params] of ui().announce(prev, next, names())) notice(key, params, { ttl: 6000, deal: true });
  S.flash = null;
  S.handMsg = null;
  const p = pace();
  if (action && action.type === "play") {
    S.animate.add(`${seat}:${action.card}`);
    if (next.trick_completed && p.trick) {
      // The card completed the trick: hold it in the centre, winner highlighted (at the
      // instant pace nothing is held: that drawing would be replaced in the same task, unseen).
      S.view = next;
      S.displayTrick = next.last_trick;
      render();
      await sleep(p.anim + p.trick);
      S.displayTrick = null;
      return;
    }
  } else if (action && action.type === "declare") {
    S.flash = { seat, text: ui().actionText(action) };
  }
  S.view = next;
  render();
  if (p.anim) await sleep(p.anim);
}

/**
 * One request of the human's to the engine: the table is busy meanwhile and an
 * engine failure is shown; then the table is drawn and the bots take their turns.
 */
async function humanRequest(work) {
  if (S.busy || S.running || S.halted || !S.view) return;
  S.busy = true;
  const gen = S.gen;
  stripActions();
  try {
    await work();
  } finally {
    S.busy = false; // a tab following another's newer save waits for this
  }
  if (S.gen !== gen) return; // another match (or a lesson) took the table meanwhile: it draws and plays on
  render();
  run();
}

/** A take-back or a skip to the result (story.js): a request of the human's like a move. */
export function storyRequest(call) {
  return humanRequest(async () => {
    const res = await call();
    if (isFault(res)) return engineFailed(res);
    if (res.ok === false) return void (S.handMsg = { text: errorText(res.error) });
    if (!keep(res)) return;
    S.view = res.view;
    if (isOver(res.view)) dismissDealNotices();
  });
}

export function onAction(action) {
  if (lessonRefuses(action)) return; // a lesson takes only the taught move
  return humanRequest(async () => {
    const prev = S.view;
    const res = await engine.act(action);
    if (isFault(res)) return engineFailed(res);
    if (res.ok) return keep(res) ? applyStep(prev, prev.seat, action, res.view) : undefined;
    S.view = res.view || prev; // refused: nothing moved
    S.handMsg = { text: errorText(res.error) };
  });
}

/**
 * The engine failed (a fault reply or a dead worker): the table stops, the player
 * reads what happened in plain words and resumes from the last save; the
 * technical detail goes to the console and a collapsed <details>.
 */
export function engineFailed(res) {
  const detail = res?.error?.message || JSON.stringify(res);
  console.error("engine failure:", detail);
  S.halted = true;
  S.gen++;
  render();
  showTrouble(detail, resumeAfterFailure);
}

async function resumeAfterFailure() {
  const game = S.view?.game || S.request?.game;
  const slot = game ? saves.savedMatch(game) : null;
  S.halted = false;
  clearTrouble();
  if (slot?.env) await openSaved(slot.env);
  else await startMatch({ game: game || firstGame(), options: {}, seed: null });
}

/** A hand card without a legal action behind it: the engine says why not (or takes it after all). */
export async function onIllegalCard(code) {
  const v = S.view;
  if (!v || S.busy || S.halted) return;
  const nm = names();
  if (S.running || (v.to_act !== v.seat && v.to_act !== null && v.to_act !== undefined)) {
    S.handMsg = { text: t("prompt.notYourTurn", { name: nm[v.to_act] }) };
  } else if (v.phase !== "play") {
    S.handMsg = { text: v.phase === "auction" ? t("prompt.notPlayPhase") : t("err.wrong_phase") };
  } else {
    S.busy = true;
    let res;
    try {
      res = await engine.act({ type: "play", card: code });
    } finally {
      S.busy = false;
    }
    if (isFault(res)) return void engineFailed(res);
    if (res.ok) {
      // The engine accepted it after all: treat as a normal move.
      if (keep(res)) await applyStep(v, v.seat, { type: "play", card: code }, res.view);
      render();
      run();
      return;
    }
    S.view = res.view || v;
    S.handMsg = { text: errorText(res.error) };
  }
  render();
  const again = document.querySelector(`#hand [data-card="${code}"]`);
  if (again && !S.running) again.classList.add("shake");
}

/** The strongest bot's advice for the human's seat: its control is marked. */
export async function onHint() {
  if (S.busy || S.running || S.hinting || S.halted || !S.view || S.view.to_act !== S.view.seat) return;
  S.hinting = true;
  render();
  const before = S.view;
  let res = null;
  try {
    res = await engine.hint();
  } catch (e) {
    console.warn("hint failed", e);
  } finally {
    S.hinting = false;
  }
  if (S.view !== before) return; // something moved meanwhile
  if (res && res.ok === false && res.error?.code === "engine_error") return void engineFailed(res);
  render();
  if (!res || !res.ok) {
    S.handMsg = { text: errorText(res?.error) };
    render();
    return;
  }
  const want = JSON.stringify(res.action);
  const hinted = []; // the lit controls name the move in the hint's sentence
  for (const el of document.querySelectorAll("[data-action]")) {
    let a;
    try {
      a = JSON.parse(el.dataset.action);
    } catch {
      continue;
    }
    if (sameAction(a, res.action) || JSON.stringify(a) === want) {
      el.classList.add("hinted");
      hinted.push(el);
    }
  }
  S.handMsg = { text: hintText(res.reason, hinted), hint: true };
  renderPrompt(S.view, names(), true, ui());
  // after the words: the line over the hand grows to them, and the felt above gives the room
  for (const el of hinted) el.scrollIntoView({ block: "nearest", behavior: "smooth" });
}

function sameAction(a, b) {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

/** A click was taken: nothing stale stays clickable (tests rely on this too). */
function stripActions() {
  for (const el of document.querySelectorAll("[data-action]")) el.removeAttribute("data-action");
  for (const el of document.querySelectorAll("[data-deal-over], [data-match-over]")) el.remove();
  document.body.classList.remove("my-turn");
}

export function onNextDeal() {
  return humanRequest(async () => {
    const res = await engine.nextDeal();
    if (isFault(res) || res.ok === false) return engineFailed(res);
    if (!keep(res)) return;
    S.view = res.view;
    S.handMsg = null;
  });
}

/** The request as the page keeps it in view: without the seed, which stays in storage. */
function openRequest(request) {
  const open = { ...request };
  delete open.seed;
  return open;
}

/** The table is about to show another match: bots of the old one stop, nothing stale stays clickable. */
export function takeTable() {
  S.gen++;
  S.busy = true;
  S.handMsg = null;
  S.displayTrick = null;
  stripActions();
}

export function showTable() {
  S.busy = false;
  render();
  renderGamesNav();
  showTitle();
  run();
}

/** Start a match.  A refused option (rare: the page checks the schema) is dropped alone, named. */
export async function startMatch(request) {
  takeTable();
  try {
    let res = await engine.newMatch(request);
    const options = { ...request.options };
    while (res && res.ok === false && res.error?.code === "bad_request") {
      const named = Object.keys(options).find((name) => (res.error.message || "").includes(`option ${name} `));
      if (named) {
        notice("notice.badParam", { name: named, value: String(options[named]) }, { kind: "warn" });
        delete options[named];
      } else if (Object.keys(options).length) {
        notice("notice.optionRejected", {}, { kind: "warn" });
        for (const name of Object.keys(options)) delete options[name];
      } else break;
      request = { ...request, options: { ...options } };
      res = await engine.newMatch(request);
    }
    if (isFault(res) || res.ok === false) return void engineFailed(res);
    if (!saves.begin(request, res, res.view) && !S.storageWarned) {
      S.storageWarned = true;
      notice("notice.storageOff", {}, { kind: "warn" });
    }
    S.view = res.view;
    S.request = openRequest(request);
    showAddress(request.game);
  } finally {
    showTable();
  }
}

/** Resume a saved match of any game; a damaged one is dropped with a notice and a new match starts. */
export async function openSaved(env) {
  takeTable();
  const res = await engine.restore(env.data);
  if (res && res.ok) {
    saves.adopt(env);
    S.view = res.view;
    S.request = openRequest(env.request);
    showAddress(env.game);
    showTable();
    return true;
  }
  if (res?.error?.code === "engine_error") console.error("restore failed:", res.error.message);
  saves.dropSaved(env.game);
  notice("notice.saveDiscarded", {}, { kind: "warn" });
  await startMatch({ game: env.game, options: {}, seed: null });
  return false;
}

/** Another tab played on: show its newer save, once this tab's own step is done. */
let following = Promise.resolve();
export function followNewer() {
  following = following.then(async () => {
    const env = saves.newerSave();
    if (!env) return;
    S.gen++; // this tab's bots stop: the other tab is ahead
    while (S.busy) await sleep(50);
    if (await openSaved(env)) notice("notice.movedOn", {}, { ttl: 8000 });
  });
  return following;
}

/** The address bar names the game only (and a good language or speed): a link's seed and
 *  options are not kept on show, nor a bad parameter whose notice a reload would repeat. */
function showAddress(game) {
  const url = new URL(location.href);
  const kept = parseParams(url.search);
  const keep = { lang: kept.lang !== null, speed: kept.speed !== null };
  for (const k of [...url.searchParams.keys()]) if (!keep[k]) url.searchParams.delete(k);
  url.searchParams.set("game", game);
  history.replaceState(null, "", url);
}

/**
 * Whether the page can draw `game` (its drawing module, fetched the first time):
 * if the network fails it, the player is told and the table stays as it is.
 */
export async function canDraw(game) {
  if (await loadGame(game)) return true;
  notice("notice.loadFailed", { name: t(`game.${game}`) }, { kind: "warn" });
  return false;
}

/** The game whose saved match a tab is opening (its drawing module on its way). */
let opening = null;

/**
 * A game's tab: its saved match if it has one, once the page can draw it; else the New
 * match dialog for it at once (Start waits for the drawing module, fetched meanwhile).
 */
export async function openGame(game) {
  if (S.busy || S.halted || opening || game === S.view?.game) return;
  const slot = saves.savedMatch(game);
  if (!slot?.env) {
    loadGame(game);
    return void openNewMatch(game);
  }
  opening = game;
  try {
    if (await canDraw(game)) await openSaved(slot.env);
  } finally {
    opening = null;
  }
}

/** A new match from the menu: over a match in progress of that game, ask first. */
export async function newMatchFromMenu(request) {
  if (!(await canDraw(request.game))) return;
  const old = saves.savedMatch(request.game)?.env;
  if (saves.inProgress(old)) {
    const choice = await ask({
      title: t("ask.newTitle"),
      text: t("ask.newText", { game: t(`game.${request.game}`), n: old.deal ?? 1 }),
      choices: [["keep", t("ask.keepPlaying")], ["new", t("ask.startNew")]],
      fallback: "keep",
    });
    if (choice !== "new") return;
  }
  await startMatch(request);
}

/** The match or link put aside for a game (offered in the New match dialog) takes the table again. */
export async function resumePrevious(game) {
  const prev = saves.previousMatch(game)?.env;
  if (!prev) return;
  const swapped = saves.inProgress(saves.savedMatch(game)?.env); // the match on the table is put aside
  if (prev.kind === "link") {
    saves.dropPrevious(game);
    await startMatch(prev.request);
  } else {
    saves.reinstate(prev);
    await openSaved(prev);
  }
  if (swapped) notice("notice.swapped", { game: t(`game.${game}`) }, { ttl: 8000 });
}
