// The page's entry point, kept small: the start's words and progress at once
// (boot.js), then the table's modules (table.js) once the runtime's WebAssembly is
// compiled.  Until then the main thread is left to PyScript and the worker: the
// config fetched, the worker created, the runtime's 11 MB downloaded and compiled;
// the table's thirty-odd modules, parsed meanwhile, delayed all that by a second or
// more.  They load instead while the worker starts Python (seconds), together with
// the one game the table will open (state.js loadGame): the other games are fetched
// when chosen.  A first visit opens on the welcome (table.js) as soon as the worker
// is created: its player reads it while the runtime downloads.
import { setLang, applyStatic } from "./i18n.js";
import { BootFailure, showBootFailure, startEngine } from "./boot.js";
import { workerStarted, onBootEvent } from "./engine.js";
import { isFirstVisit } from "./welcome.js"; // and its words: the menu's "Games" button is worded there
import { parseParams } from "./params.js";
import { loadPrefs, migrateLegacy } from "./store.js";

const P = parseParams(location.search);
const legacy = migrateLegacy(); // the first version's single save goes to its game's slot
const prefs = loadPrefs();
setLang(P.lang || (prefs.lang === "en" || prefs.lang === "ru" ? prefs.lang : "ru"));
applyStatic(); // the start's words, and the top bar's

let tableDue;
const tableTime = new Promise((resolve) => (tableDue = resolve));
const engineReady = startEngine({
  onFailure: (failure) => {
    showBootFailure(failure);
    tableDue(); // the failure screen's language switch is the menu's
  },
});
onBootEvent((event) => event.stage === "compiled" && tableDue());
engineReady.then(tableDue);
if (isFirstVisit()) workerStarted.then(tableDue);

await tableTime;
import("./table.js").then(
  ({ openTable }) => openTable({ P, legacy, prefs, engineReady }),
  (e) => showBootFailure(new BootFailure("boot.missing", String(e?.message || e), "static/app/table.js")),
);
