// Browser storage: the saved match (versioned envelope around the engine's own
// versioned save string) and the player's preferences.

export const SAVE_KEY = "hcg.save";
export const SAVE_VERSION = 1;
export const PREFS_KEY = "hcg.prefs";

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** -> null (no save) | {env} | {corrupt: true} */
export function loadSave() {
  const ls = storage();
  if (!ls) return null;
  let raw;
  try {
    raw = ls.getItem(SAVE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const env = JSON.parse(raw);
    if (
      !env || typeof env !== "object" || env.v !== SAVE_VERSION ||
      typeof env.data !== "string" || !env.request || typeof env.request.game !== "string"
    )
      return { corrupt: true };
    return { env };
  } catch {
    return { corrupt: true };
  }
}

/** Returns false when the browser refuses to store. */
export function writeSave(request, data) {
  const ls = storage();
  if (!ls) return false;
  try {
    ls.setItem(SAVE_KEY, JSON.stringify({ v: SAVE_VERSION, game: request.game, request, saved: Date.now(), data }));
    return true;
  } catch {
    return false;
  }
}

export function dropSave() {
  try {
    storage()?.removeItem(SAVE_KEY);
  } catch {
    /* ignore */
  }
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
    /* ignore */
  }
}
