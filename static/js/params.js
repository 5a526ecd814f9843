// URL parameters: ?game=<id>&seed=N&lang=en|ru&speed=0..3&level=basic plus
// match options by name (e.g. &target=5).  Bad or unknown values are reported as
// notices and ignored, never an error page.  The game, level, players and options
// are checked against the engine's games() list once it is up (app.js); the
// option bounds are the engine's option schema's.
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
      case "game": // checked against the engine's games later
        if (/^[a-z_]{1,20}$/.test(value)) out.game = value;
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

/** Whether an int option's schema ({minimum, maximum, step}, all sent by the engine) allows n. */
export function intAllowed(n, spec) {
  return Number.isSafeInteger(n) && n >= spec.minimum && n <= spec.maximum && (n - spec.minimum) % spec.step === 0;
}

/**
 * Check raw option parameters against a game's option schema
 * ({name: {type: "int"|"bool"|"choice", default, minimum?, maximum?, step?, choices?}}).
 * Returns {options, notices}: each option the schema allows is kept, each other
 * one dropped alone with a notice naming it.  Bools accept 1/0/true/false/yes/no/on/off.
 */
export function checkOptions(raw, schema) {
  const options = {};
  const notices = [];
  for (const [name, value] of Object.entries(raw)) {
    const spec = schema && Object.hasOwn(schema, name) ? schema[name] : null;
    if (!spec) {
      notices.push(["notice.unknownParam", { name }]);
      continue;
    }
    const v = value.toLowerCase();
    if (spec.type === "int" && /^-?\d{1,15}$/.test(value) && intAllowed(Number(value), spec)) options[name] = Number(value);
    else if (spec.type === "bool" && ["1", "true", "yes", "on"].includes(v)) options[name] = true;
    else if (spec.type === "bool" && ["0", "false", "no", "off"].includes(v)) options[name] = false;
    else if (spec.type === "choice" && Array.isArray(spec.choices) && spec.choices.map(String).includes(value))
      options[name] = spec.choices.find((c) => String(c) === value);
    else notices.push(["notice.badParam", { name, value }]);
  }
  return { options, notices };
}

/**
 * The link that replays a finished match: its game, the share code the engine
 * gives once the match is over (its seed), what else was chosen, and the language
 * it was played in (a friend's own preference would otherwise decide it).
 */
export function shareUrl(base, request, share, lang) {
  const url = new URL(base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("game", request.game);
  url.searchParams.set("lang", lang);
  url.searchParams.set("seed", String(share));
  if (request.players) url.searchParams.set("players", String(request.players));
  if (request.level) url.searchParams.set("level", request.level);
  for (const [name, value] of Object.entries(request.options || {})) url.searchParams.set(name, String(value));
  return url.href;
}
