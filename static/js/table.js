// The table's start (static/js/app.js imports it once the engine's worker is
// created): it takes the engine's list of games and the drawing module of the one
// it opens (state.js), and opens the saved match or starts the linked one.
// The rest of the table lives in modules, each owning one concern:
//   state.js    the shared state S, the games on offer, the bots' pace, seat names
//   render.js   drawing the table from the view (games/base.js: each game's hooks)
//   flow.js     the human's requests, starting and opening matches, engine failures
//   botloop.js  the bots' turns
//   menu.js     the games' tabs, the Rules and New match dialogs, language, the click listener
//   notices.js  the notices at the top of the table
// The page never decides a rule: it draws the view and sends back one of its legal actions.
import { t, getLang } from "./i18n.js";
import { engine, setPrepare } from "./engine.js";
import { BootFailure, bootDone, bootStage, showBootFailure } from "./boot.js";
import { checkOptions } from "./params.js";
import { dropSlot, LEGACY_KEY } from "./store.js";
import * as saves from "./saves.js";
import { ask } from "./prompts.js";
import { startOffline } from "./offline.js";
import { S, $, PACE, names, isOver, loadGames, loadGame, loadWords, gameIds, firstGame, gameLevels, gamePlayers, gameSchema } from "./state.js";
import { notice, dismiss } from "./notices.js";
import { openSaved, startMatch, followNewer, storyRequest, takeTable, showTable, canDraw } from "./flow.js";
import { connectLessons, openWelcome } from "./tutorial.js";
import { isFirstVisit, setWelcomeGames } from "./welcome.js";
import { installStory } from "./story.js";
import { render } from "./render.js";
import { applyLang, bindEvents, renderGamesNav } from "./menu.js";

function sameRequest(a, b) {
  const norm = (r) => JSON.stringify([r.game, r.seed ?? null, r.level ?? null, r.players ?? null, Object.entries(r.options || {}).sort()]);
  return norm(a) === norm(b);
}

/**
 * The game the table opens: the link's, else the last one played, else the engine's
 * first; if the network fails its drawing module, the first game that loads, the
 * player told how to try again.  Null when none loads (the start has failed).
 */
async function chooseGame(linked, preferred, warn) {
  let game = linked;
  if (game !== null && !gameIds().includes(game)) {
    warn("notice.badParam", { name: "game", value: game });
    game = null;
  }
  game ??= gameIds().includes(preferred) ? preferred : firstGame();
  if (await loadGame(game)) return game;
  for (const other of gameIds().filter((id) => id !== game)) {
    if (await loadGame(other)) {
      const saved = !!saves.savedMatch(game)?.env;
      warn(saved ? "notice.gameNotLoadedSaved" : "notice.gameNotLoaded", { name: t(`game.${game}`), other: t(`game.${other}`) });
      return other;
    }
  }
  showBootFailure(new BootFailure("boot.missing", `games/${game}.js did not load`, `static/app/games/${game}.js`));
  return null;
}

/**
 * While the engine starts (seconds), the words of every game and the drawing module
 * of the game the table will open, read from game/games.json as the engine will:
 * the first view then waits for no module.  A first visit opens on the welcome, no game.
 */
async function prefetch(P, prefs, firstVisit) {
  try {
    const response = await fetch("./game/games.json");
    const ids = (await response.json()).map((g) => g.id);
    for (const id of ids) loadWords(id);
    if (!firstVisit) loadGame([P.game, prefs.game].find((id) => ids.includes(id)) ?? ids[0]);
  } catch (e) {
    console.warn("game/games.json could not be read ahead:", e); // the engine's reply loads them all the same
  }
}

/**
 * Open the table: `P` the URL's parameters, `legacy` the first version's save (migrated),
 * `prefs` the stored preferences, `engineReady` the engine's start (boot.js startEngine).
 */
export async function openTable({ P, legacy, prefs, engineReady }) {
  S.speed = P.speed ?? (Number.isInteger(prefs.speed) && PACE[prefs.speed] ? prefs.speed : 2);
  document.body.dataset.speed = S.speed;
  applyLang(getLang());
  bindEvents();
  setPrepare(canDraw); // a match waits for its game's drawing module (the player told if it fails)
  connectLessons({ state: S, takeTable, showTable, render, notice, openSaved, startMatch });
  const firstVisit = isFirstVisit(); // a first visit opens on the welcome
  if (firstVisit) openWelcome();
  prefetch(P, prefs, firstVisit);
  // Warnings about the URL stay until the table is ready (a cold boot may take longer than their time).
  const early = [];
  const warn = (key, params = {}) => early.push(notice(key, params, { kind: "warn", ttl: 0 }));
  for (const [k, p] of P.notices) warn(k, p);
  if (legacy?.corrupt) {
    dropSlot(LEGACY_KEY);
    warn("notice.saveDiscarded");
  }
  window.__app = { state: S, engine, ready: false };
  installStory({ state: S, names, render, request: storyRequest });

  await engineReady;
  bootStage("boot.deal");
  await loadGames(await engine.games());
  setWelcomeGames(S.games); // the welcome's facts come from the engine

  const game = await chooseGame(P.game, prefs.game, warn);
  if (game === null) return;
  S.game = game;
  renderGamesNav(); // the table's game marked, a link's while the player chooses which match to open
  const { options, notices } = checkOptions(P.rawOptions, gameSchema(game));
  for (const [k, p] of notices) warn(k, p);
  const wanted = { game, options, seed: P.seed };
  if (P.level !== null) {
    if (gameLevels(game).includes(P.level)) wanted.level = P.level;
    else warn("notice.badParam", { name: "level", value: P.level });
  }
  if (P.players !== null) {
    if (gamePlayers(game).includes(P.players)) {
      if (gamePlayers(game).length > 1) wanted.players = P.players;
    } else warn("notice.badPlayers", { value: P.players, game: t(`game.${game}`), list: gamePlayers(game).join(", ") });
  }
  // A link that names a match (not just a game) starts that match.
  const linked = P.seed !== null || Object.keys(options).length > 0 || "level" in wanted || "players" in wanted;

  const slot = saves.savedMatch(game);
  if (slot?.corrupt) {
    saves.dropSaved(game);
    warn("notice.saveDiscarded");
  }
  const saved = slot?.env;
  bootDone();
  $("#boot")?.remove();
  let resume = !!saved && (!linked || sameRequest(wanted, saved.request));
  if (!resume && saves.inProgress(saved) && (await whichMatch(saved)) === "resume") {
    saves.putAside({ v: saved.v, kind: "link", game, request: wanted, saved: Date.now() });
    resume = true;
  }
  // Back in the match, the player is told so until the deal ends: its result says where the
  // match stands (on a phone the notice stood over the result's title).
  if (resume && (await openSaved(saved)) && !isOver(S.view)) notice("notice.saveRestored", {}, { ttl: 5000, deal: true });
  else if (!resume && !firstVisit) await startMatch(wanted); // a match in progress there is put aside
  saves.watchOtherTabs(followNewer);
  for (const id of early) setTimeout(() => dismiss(id), 12000);
  window.__app.ready = true;
  window.__app.bootMs = performance.now();
  for (const button of document.querySelectorAll("[data-needs-table]")) button.disabled = false; // index.html: disabled until now
  document.body.dataset.ready = "1";
  startOffline();
}

/** A link to a match of a game whose own match is in progress: the player chooses. */
function whichMatch(saved) {
  return ask({
    title: t("ask.whichTitle"),
    text: t("ask.whichText", { game: t(`game.${saved.game}`), n: saved.deal ?? 1 }),
    choices: [["resume", t("ask.resumeMine")], ["link", t("ask.startLinked")]],
    fallback: "resume",
    hook: "which",
  });
}
