// The table's shared state (S), read and changed by the modules of the page:
// boot (app.js), flow (flow.js), the bot loop (botloop.js), drawing (render.js),
// the menu (menu.js).  Also the games the engine offers (its games() reply) and
// the module that draws each (static/js/games/<id>.js, the contract in
// games/base.js; loaded when the game is chosen), the bots' pace, and the seat names.
import { t, has, addStrings } from "./i18n.js";
import { base } from "./games/base.js";
import { learnDecks } from "./cards.js";

// Pace of the bots per speed setting: pause before a bot acts, how long a
// finished trick stays in the centre, card flight time (ms).
export const PACE = [
  { move: 0, trick: 0, anim: 0 },
  { move: 320, trick: 650, anim: 180 },
  { move: 700, trick: 1100, anim: 260 },
  { move: 1200, trick: 1700, anim: 340 },
];

export const S = {
  speed: 2,
  games: null, // engine's games() list
  view: null,
  request: null,
  game: null, // the game the table opens, before its first view: the tabs mark it
  running: false,
  busy: false,
  displayTrick: null, // a finished trick held in the centre for a moment
  flash: null, // {seat, text}: a transient bubble (the declaration)
  animate: new Set(), // "seat:card" of cards to fly in on this render
  notices: [], // [{key, params, id}]
  handMsg: null, // {text}: the reason an action was refused
  hinting: false,
  gen: 0, // bumped by every new match: a bot loop of an older one stops
  storageWarned: false,
  halted: false, // the engine failed: nothing moves until the match is resumed from its save
};

export const $ = (sel) => document.querySelector(sel);

/** Each game's drawing module by id, once loaded (loadGame). */
const GAME_UI = {};
/** loadGame's promise by game id: each module is fetched once (again after a failed fetch). */
const loading = {};

/**
 * Take the engine's games() list, with the words of every game (static/js/i18n/<id>.js:
 * the names on the tabs, the welcome and the New match dialog).  Drawing a game needs
 * more (loadGame), fetched only when that game is chosen.
 */
export async function loadGames(list) {
  S.games = list;
  learnDecks(list);
  await Promise.all(list.map((g) => loadWords(g.id)));
}

/** A game's words (static/js/i18n/<id>.js), at most one fetch each; false if they fail. */
export function loadWords(id) {
  return (loading[`words:${id}`] ??= import(`./i18n/${id}.js`).then(
    (m) => (addStrings(m.default), true),
    (e) => (console.error(`i18n/${id}.js did not load`, e), false),
  ));
}

/**
 * The drawing module of game `id` (games/<id>.js) and its stylesheet when it has one
 * (static/css/<id>.css, named by the module), fetched the first time the game is
 * chosen: a start fetches only the game it opens.  -> the module, or null when it
 * cannot be loaded now (the network gone: a later call tries again).
 */
export function loadGame(id) {
  return (loading[id] ??= import(`./games/${id}.js`).then(
    async ({ default: G }) => {
      addStrings(G.strings);
      if (G.stylesheet) await addStylesheet(id);
      GAME_UI[id] = G;
      return G;
    },
    (e) => {
      console.error(`games/${id}.js did not load`, e);
      delete loading[id];
      return null;
    },
  ));
}

/** A game's own stylesheet, static/css/<id>.css, after the table's; resolves once it applies (or failed). */
function addStylesheet(id) {
  const link = document.createElement("link");
  link.id = `css-${id}`;
  link.rel = "stylesheet";
  link.href = new URL(`../css/${id}.css`, import.meta.url).href;
  const applied = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = () => (console.error(`${link.href} did not load`), resolve());
  });
  document.head.appendChild(link);
  return applied;
}

/** The drawing module of the game in play (the contract's defaults before a match is drawn). */
export const ui = () => GAME_UI[S.view?.game] || base;

/** The ids of the games the engine offers, in its order. */
export const gameIds = () => (S.games || []).map((g) => g.id);
/** The game a table without a choice shows: the engine's first. */
export const firstGame = () => gameIds()[0];
const gameInfo = (id) => (S.games || []).find((g) => g.id === id);
export const gameLevels = (id) => gameInfo(id)?.levels || [];
/** The level a match gets when none was chosen (the engine's default). */
export const defaultLevel = (id) => gameInfo(id)?.default_level;
/** The numbers of players a game can be played by (e.g. [2, 3, 4, 5, 6]). */
export const gamePlayers = (id) => gameInfo(id)?.players || [];
/** The number of players a match gets when none was chosen (the engine's default). */
export const defaultPlayers = (id) => gameInfo(id)?.default_players;
export const gameSchema = (id) => gameInfo(id)?.options || {};

export const pace = () => PACE[S.speed] || PACE[2];
/** Whether a view shows a deal that is over (its result), the match's last included. */
export const isOver = (view) => view.phase === "deal_over" || view.phase === "match_over";
export const nPlayers = () => S.view?.players || 4;

/** The seats' names from the human's side: "you", then the bots (a game may name its own). */
export function names() {
  const n = [];
  const own = S.view && has(`${S.view.game}.seat.bot1`) ? `${S.view.game}.` : "";
  for (let s = 0; s < nPlayers(); s++) n.push(s === (S.view?.seat ?? 0) ? t("seat.you") : t(`${own}seat.bot${s}`));
  return n;
}
