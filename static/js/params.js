// URL parameters: ?game=brandeln&seed=N&lang=en|ru&speed=0..3&level=basic plus
// match options by name (e.g. &target=5).  Bad or unknown values are reported as
// notices and ignored, never an error page.

export const KNOWN_GAMES = ["brandeln", "cuatrola", "quadrille", "vinegret"];
const SPEED_WORDS = { instant: 0, fast: 1, normal: 2, slow: 3 };

/**
 * Parse location.search.  Returns {game, seed, lang, speed, rawOptions, notices}
 * where every field is null when absent or bad, rawOptions holds the remaining
 * parameters (checked later against the engine's option schema).
 */
export function parseParams(search) {
  const q = new URLSearchParams(search);
  const out = { game: null, seed: null, lang: null, speed: null, level: null, players: null, rawOptions: {}, notices: [] };
  const bad = (name, value) => out.notices.push(["notice.badParam", { name, value }]);
  for (const [name, value] of q) {
    switch (name) {
      case "game":
        if (KNOWN_GAMES.includes(value)) out.game = value;
        else bad(name, value);
        break;
      case "seed":
        if (/^\d{1,15}$/.test(value)) out.seed = Number(value);
        else bad(name, value);
        break;
      case "lang":
        if (value === "ru" || value === "en") out.lang = value;
        else bad(name, value);
        break;
      case "speed":
        if (/^[0-3]$/.test(value)) out.speed = Number(value);
        else if (value in SPEED_WORDS) out.speed = SPEED_WORDS[value];
        else bad(name, value);
        break;
      case "players": // checked against the game's player counts later
        if (/^\d$/.test(value)) out.players = Number(value);
        else bad(name, value);
        break;
      case "level":
        if (/^[a-z_]{1,20}$/.test(value)) out.level = value; // checked against the engine's list later
        else bad(name, value);
        break;
      default:
        out.rawOptions[name] = value;
    }
  }
  return out;
}

/**
 * Check raw option parameters against a game's option schema
 * ({name: {type: "int"|"bool", default, choices?, min?}}).
 * Returns {options, notices}.  Ints may be any integer >= 1 (choices are only
 * what the menu offers); bools accept 1/0/true/false/yes/no/on/off.
 */
export function checkOptions(raw, schema) {
  const options = {};
  const notices = [];
  for (const [name, value] of Object.entries(raw)) {
    const spec = schema && schema[name];
    if (!spec) {
      notices.push(["notice.unknownParam", { name }]);
      continue;
    }
    if (spec.type === "int") {
      const min = typeof spec.min === "number" ? spec.min : 1;
      const max = typeof spec.max === "number" ? spec.max : 1000;
      if (/^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max) options[name] = Number(value);
      else notices.push(["notice.badParam", { name, value }]);
    } else if (spec.type === "bool") {
      const v = value.toLowerCase();
      if (["1", "true", "yes", "on"].includes(v)) options[name] = true;
      else if (["0", "false", "no", "off"].includes(v)) options[name] = false;
      else notices.push(["notice.badParam", { name, value }]);
    } else if (spec.type === "choice" && Array.isArray(spec.choices)) {
      if (spec.choices.map(String).includes(value)) options[name] = spec.choices.find((c) => String(c) === value);
      else notices.push(["notice.badParam", { name, value }]);
    } else {
      notices.push(["notice.badParam", { name, value }]);
    }
  }
  return { options, notices };
}
