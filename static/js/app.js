// The page's entry point, kept small: the start's words and progress at once
// (boot.js), then the table's modules (table.js) once the engine's worker is
// created.  Until then the main thread belongs to PyScript, which must fetch its
// config and create the worker before the runtime's download and compile can
// begin: the thirty-odd modules of the table, parsed meanwhile, used to delay
// that by a second or more.  The table's modules then load while the worker
// starts Python (seconds), together with the one game the table will open
// (state.js loadGame): the other games are fetched when chosen.
import { setLang, applyStatic, addStrings } from "./i18n.js";
import menuWords from "./i18n/tutorial.js";
import { showBootFailure, startEngine } from "./boot.js";
import { workerStarted } from "./engine.js";
import { parseParams } from "./params.js";
import { loadPrefs, migrateLegacy } from "./store.js";

const P = parseParams(location.search);
const legacy = migrateLegacy(); // the first version's single save goes to its game's slot
const prefs = loadPrefs();
setLang(P.lang || (prefs.lang === "en" || prefs.lang === "ru" ? prefs.lang : "ru"));
addStrings(menuWords); // the menu's "Games" button is worded there (welcome.js adds the same table)
applyStatic(); // the start's words, and the top bar's

const engineReady = startEngine({
  onFailure: (failure) => {
    document.body.dataset.phase = "boot-failed";
    showBootFailure(document.getElementById("boot"), failure);
  },
});

await workerStarted;
const { openTable } = await import("./table.js");
openTable({ P, legacy, prefs, engineReady });
