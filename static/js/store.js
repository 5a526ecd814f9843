// Browser storage: one saved match per game, a "previous match" slot per game,
// and the player's preferences.  A saved match is a versioned envelope around
// the engine's own versioned save string, which the page never reads inside.
//
//   hcg.match.<game>     {v, kind: "match", game, id, steps, over, deal, request, saved, data}
//   hcg.previous.<game>  the same, or {v, kind: "link", game, request, saved}: a linked
//                        match the player put aside to resume their own
//   hcg.prefs            {lang, speed, game}

export const SAVE_VERSION = 2;
export const PREFS_KEY = "hcg.prefs";
/** The single slot of the first version, shared by every game (migrated on load). */
export const LEGACY_KEY = "hcg.save";

export const matchKey = (game) => `hcg.match.${game}`;
export const previousKey = (game) => `hcg.previous.${game}`;

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isRequest = (r) => !!r && typeof r === "object" && typeof r.game === "string";

/** An envelope of any version brought to the current shape, or null if it is not one. */
function upgrade(env) {
  if (!env || typeof env !== "object" || !isRequest(env.request)) return null;
  if (env.v === 1 && typeof env.data === "string")
    return { v: SAVE_VERSION, kind: "match", game: env.request.game, id: `v1-${env.saved ?? 0}`, steps: null, over: false, deal: null, request: env.request, saved: env.saved ?? 0, data: env.data };
  if (env.v !== SAVE_VERSION || env.game !== env.request.game) return null;
  if (env.kind === "match" && typeof env.data === "string" && typeof env.id === "string") return env;
  if (env.kind === "link") return env;
  return null;
}

/** Parse a stored envelope: null (none) | {env} | {corrupt: true}. */
export function parseSlot(raw) {
  if (raw === null || raw === undefined) return null;
  try {
    const env = upgrade(JSON.parse(raw));
    return env ? { env } : { corrupt: true };
  } catch {
    return { corrupt: true };
  }
}

export function readSlot(key) {
  let raw;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  return parseSlot(raw);
}

/** The games with a saved match in this browser (read before the engine lists the games). */
export function savedGames() {
  let keys;
  try {
    keys = Object.keys(storage() || {});
  } catch {
    return [];
  }
  const prefix = matchKey("");
  return keys.filter((key) => key.startsWith(prefix) && readSlot(key)?.env).map((key) => key.slice(prefix.length));
}

/** Returns false when the browser refuses to store. */
export function writeSlot(key, env) {
  const ls = storage();
  if (!ls) return false;
  try {
    ls.setItem(key, JSON.stringify(env));
    return true;
  } catch {
    return false;
  }
}

export function dropSlot(key) {
  try {
    storage()?.removeItem(key);
  } catch {
    /* nothing to drop */
  }
}

/**
 * Move the first version's single save into its game's slot (or, if that game
 * already has a match, into its previous-match slot), so that nobody's match is lost.
 * A corrupt legacy save is left for the caller to report. -> the parsed legacy slot.
 */
export function migrateLegacy() {
  const legacy = readSlot(LEGACY_KEY);
  if (!legacy || legacy.corrupt) return legacy;
  const { env } = legacy;
  const target = readSlot(matchKey(env.game)) ? previousKey(env.game) : matchKey(env.game);
  if (!readSlot(target) && writeSlot(target, env)) {
    dropSlot(LEGACY_KEY);
    savePrefs({ ...loadPrefs(), game: env.game });
  }
  return legacy;
}

export function loadPrefs() {
  try {
    const p = JSON.parse(storage()?.getItem(PREFS_KEY) || "{}");
    return p && typeof p === "object" ? p : {};
  } catch {
    return {};
  }
}

export function savePrefs(prefs) {
  try {
    storage()?.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    /* preferences are a convenience */
  }
}
