// Statistics kept in this browser (localStorage "hcg.stats"), per game and bot level:
// matches played and won, contracts taken on and made, the current and the best run
// of matches won, and how many matches used a take-back (a practice aid).
//
//   hcg.stats  {v: 1, rows: {"<game>/<level>": {played, won, declared, made, run, best, practised}},
//               counted: [match ids already counted, newest last]}
//
// A stored value that is not of this shape is never thrown at the page: it reads as
// empty statistics (and the next finished match writes over it), and each row's
// numbers are checked one by one.

export const STATS_KEY = "hcg.stats";
const VERSION = 1;
const COUNTED_KEPT = 200; // ids of finished matches remembered, so none is counted twice
const FIELDS = ["played", "won", "declared", "made", "run", "best", "practised"];

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const count = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);

function cleanRow(row) {
  const out = {};
  for (const field of FIELDS) out[field] = count(row && typeof row === "object" ? row[field] : 0);
  return out;
}

/** The statistics as stored, or empty ones when nothing (or nothing usable) is stored. */
export function readStats() {
  let data;
  try {
    data = JSON.parse(storage()?.getItem(STATS_KEY) ?? "null");
  } catch {
    data = null;
  }
  const rows = {};
  if (data && data.v === VERSION && data.rows && typeof data.rows === "object" && !Array.isArray(data.rows))
    for (const [key, row] of Object.entries(data.rows)) if (/^[a-z]+\/[a-z0-9:]+$/.test(key)) rows[key] = cleanRow(row);
  const counted = Array.isArray(data?.counted) ? data.counted.filter((id) => typeof id === "string") : [];
  return { v: VERSION, rows, counted };
}

function writeStats(stats) {
  try {
    storage()?.setItem(STATS_KEY, JSON.stringify(stats));
    return true;
  } catch {
    return false;
  }
}

/**
 * Count a finished match once (by its id): ``sheet`` is the engine's score sheet
 * (``seat``: declared, made, won), ``takenBack`` how many moves were taken back.
 * -> false when it was counted before.
 */
export function countMatch(id, game, level, sheet, takenBack) {
  const stats = readStats();
  if (!id || stats.counted.includes(id)) return false;
  const key = `${game}/${level}`;
  const row = stats.rows[key] || cleanRow(null);
  const mine = sheet.seat || {};
  row.played += 1;
  row.declared += count(mine.declared);
  row.made += count(mine.made);
  if (mine.won) {
    row.won += 1;
    row.run += 1;
    row.best = Math.max(row.best, row.run);
  } else row.run = 0;
  if (takenBack > 0) row.practised += 1;
  stats.rows[key] = row;
  stats.counted = [...stats.counted, id].slice(-COUNTED_KEPT);
  writeStats(stats);
  return true;
}

/** Forget every statistic (the ids counted too: a match finished again is new). */
export function resetStats() {
  try {
    storage()?.removeItem(STATS_KEY);
  } catch {
    /* nothing stored */
  }
}
