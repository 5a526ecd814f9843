// Renders the page's translation table outside the browser for tests/test_words.py:
// node --experimental-default-type=module tests/i18n_render.mjs '<request JSON>'
// The request: {"counts": [1, 2, 5, 21], "plurals": ["tricks", ...], "written": [1000, -2.5]}.  Prints JSON:
// per language, every key's template, every count-bearing template rendered with each
// count (all its {count|base} parameters set to it, the other parameters left as
// placeholders), each plural base's form for each count, and each written number alone,
// as a count of tricks and as the score and count of a hint's sentence.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

globalThis.document = { documentElement: {} }; // setLang() marks the page's language
const js = join(dirname(fileURLToPath(import.meta.url)), "..", "static", "js");
const i18n = await import(pathToFileURL(join(js, "i18n.js")).href);
for (const file of readdirSync(join(js, "i18n")).sort())
  i18n.addStrings((await import(pathToFileURL(join(js, "i18n", file)).href)).default);

const request = JSON.parse(process.argv[2] ?? "{}");
const counts = request.counts ?? [1, 2, 5, 21];
const COUNTED = /\{(\w+)\|[\w.]+\}/g;
const out = {};
for (const lang of i18n.LANGS) {
  i18n.setLang(lang);
  const table = i18n.allStrings(lang);
  const rendered = {};
  for (const [key, template] of Object.entries(table)) {
    const names = [...template.matchAll(COUNTED)].map((m) => m[1]);
    if (!names.length) continue;
    rendered[key] = Object.fromEntries(counts.map((n) => [n, i18n.t(key, Object.fromEntries(names.map((k) => [k, n])))]));
  }
  const plurals = Object.fromEntries((request.plurals ?? []).map((base) =>
    [base, Object.fromEntries(counts.map((n) => [n, { word: i18n.plural(n, base), phrase: i18n.countPhrase(n, base) }]))]));
  // numbers as the page writes them: alone, counted, and inside a sentence
  const written = Object.fromEntries((request.written ?? []).map((n) =>
    [n, { alone: i18n.fmtNumber(n), counted: i18n.countPhrase(n, "tricks"), hint: i18n.t("hint.reason.best", { score: n, deals: n }) }]));
  out[lang] = { table, rendered, plurals, written };
}
console.log(JSON.stringify(out));
