// The hint's words: the move it lights up, named as the table shows it, and the engine's
// one sentence of reason (game/bots/reasons.py: {key, params}, keys "hint.reason.…").
import { t } from "./i18n.js";

/** A reason's parameters as words: a nested message ({key, params}) is translated first;
 *  numbers stay numbers, which t() writes the current language's way. */
function words(params) {
  const out = {};
  for (const [name, value] of Object.entries(params || {}))
    out[name] = value && typeof value === "object" && typeof value.key === "string" ? t(value.key, words(value.params)) : value;
  return out;
}

/** "Hint: Pass. Passing pays best: …" for the hinted controls, named by the move's name each
 *  carries (data-name: its title without the explanation under it), and the engine's reason. */
export function hintText(reason, hinted) {
  const name = hinted.map((el) => el.dataset.name).find(Boolean);
  const parts = name ? [t("hint.says", { name })] : [];
  if (reason && typeof reason.key === "string") parts.push(t(reason.key, words(reason.params)));
  return parts.join(" ");
}
