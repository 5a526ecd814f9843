// The hint's words: the move it lights up, named as the table shows it, and the engine's
// one sentence of reason (game/bots/reasons.py: {key, params}, keys "hint.reason.…").
import { t, getLang } from "./i18n.js";

/** A reason's parameters as words: a nested message ({key, params}) is translated first,
 *  a number is written the current language's way (decimal comma in Russian). */
function words(params) {
  const number = new Intl.NumberFormat(getLang() === "ru" ? "ru-RU" : "en-GB", { maximumFractionDigits: 1 });
  const out = {};
  for (const [name, value] of Object.entries(params || {})) {
    if (value && typeof value === "object" && typeof value.key === "string") out[name] = t(value.key, words(value.params));
    else if (typeof value === "number") out[name] = number.format(value);
    else out[name] = value;
  }
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
