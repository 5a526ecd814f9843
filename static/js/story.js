// The story of the match on the table (issue 14): a "Score" button always one tap
// away, a dialog with the score sheet, the review of the finished deal, the
// statistics and the practice settings; the result panels' buttons into it and
// the whole sheet at the match's end; the take-back and skip buttons; statistics
// counted once per finished match.  app.js wires it in with installStory() and
// calls renderStory() on every redraw.
import { h, replace, patch } from "./dom.js";
import { t, addStrings } from "./i18n.js";
import strings from "./i18n/story.js";
import { engine } from "./engine.js";
import { ask } from "./prompts.js";
import { readSlot, matchKey } from "./store.js";
import { countMatch, resetStats } from "./stats.js";
import { sheetTable, reviewBlock, statsBlock } from "./scoresheet.js";
import { practiceButtons, takeBackSetting, linkBlock, setTakeBack } from "./practice.js";
import { ui, gameIds, isOver } from "./state.js";

addStrings(strings); // the story's words, in both languages

const TABS = ["sheet", "review", "stats", "practice"];
const $ = (sel) => document.querySelector(sel);

let ctx = null; // {state, names, render, request}: the app's, given to installStory()
let tab = "sheet";
let sheet = null; // {key, sheet}: the latest score sheet the engine gave
let fetching = null; // the key of a sheet being fetched
let drawn = null; // the key of the view the open dialog shows

const view = () => ctx?.state.view || null;
const idle = () => !!ctx && !ctx.state.running && !ctx.state.busy && !ctx.state.halted;
/** What the sheet depends on: the match, the deal, whether it is over, the take-backs. */
const sheetKey = (v) => `${v.game}:${v.match?.deal_number}:${isOver(v)}:${v.story?.taken_back ?? 0}:${ctx.state.gen}`;

/** Wire the story into the table: ``state`` is the app's, ``request(call)`` runs an engine call as the human's move. */
export function installStory(context) {
  ctx = context;
  const head = $(".hand-head");
  if (head && !$("#story-tools")) head.insertBefore(h("div", { class: "story-tools", id: "story-tools" }), $("#btn-side"));
  if (!$("#dlg-story")) document.body.appendChild(h("dialog", { id: "dlg-story", class: "dialog dialog-story", "aria-labelledby": "story-title" }));
}

/** Redraw the table's story buttons; fetch the score sheet when a deal has just ended. */
export function renderStory(v) {
  const tools = $("#story-tools");
  if (!tools || !v) return;
  patch(
    tools,
    ...practiceButtons(v, idle(), { takeBack: () => ctx.request(() => engine.takeBack()), skip: () => ctx.request(() => engine.skipToResult()) }),
    h("button", { type: "button", class: "btn btn-ghost story-tool", id: "btn-story", title: t("story.open.title"), "aria-label": t("story.open.title"), onclick: () => openStory("sheet") }, h("span", { "aria-hidden": "true" }, "№ "), h("span", { class: "story-tool-text" }, t("story.open"))),
  );
  const over = v.phase === "deal_over" || v.phase === "match_over";
  if (over && sheet?.key !== sheetKey(v)) void refreshSheet(v);
  // an open dialog is drawn again only when what it shows changed (a bot's card does not: its scroll stays)
  if ($("#dlg-story")?.open && drawn !== sheetKey(v)) drawDialog();
}

async function refreshSheet(v) {
  const key = sheetKey(v);
  if (fetching === key) return;
  fetching = key;
  const res = await engine.scoreSheet();
  fetching = null;
  if (!res?.ok || !view() || sheetKey(view()) !== key) return;
  sheet = { key, sheet: res.sheet };
  if (res.sheet.over) countFinished(view(), res.sheet);
  if ($("#dlg-story")?.open) drawDialog();
  ctx.render();
}

/** Count a finished match in the statistics, once (by the id of its save in this browser). */
function countFinished(v, finished) {
  const id = readSlot(matchKey(v.game))?.env?.id;
  countMatch(id, v.game, v.bot_level || "normal", finished, v.story?.taken_back ?? 0);
}

/** The button a result panel offers into the story: the deal's review, or at the match's end the score sheet. */
export function storyButton(v) {
  const tabName = v.phase === "match_over" ? "sheet" : "review";
  return h("button", { type: "button", class: "btn btn-ghost", dataset: { storyOpen: tabName }, onclick: () => openStory(tabName) }, t(tabName === "sheet" ? "story.sheet.open" : "story.review.open"));
}

/** At the match's end the result panel shows the whole score sheet (once the engine has sent it). */
export function storyMatchSheet(v) {
  if (v.phase !== "match_over" || !sheet?.sheet?.over || sheet.key !== sheetKey(v)) return null;
  return h("div", { class: "story-final", dataset: { finalSheet: "1" } }, h("p", { class: "story-note" }, t("story.sheet.final")), sheetTable(sheet.sheet, ctx.names(), ui(), v.seat));
}

/** Open the dialog on a tab; the score sheet is fetched anew each time. */
export async function openStory(which = "sheet") {
  tab = TABS.includes(which) ? which : "sheet";
  const dlg = $("#dlg-story");
  if (!dlg || !view()) return;
  drawDialog();
  if (!dlg.open) dlg.showModal();
  const gen = ctx.state.gen;
  const res = await engine.scoreSheet();
  if (res?.ok && view() && ctx.state.gen === gen) {
    sheet = { key: sheetKey(view()), sheet: res.sheet };
    // only the sheet shows it: redrawn under another tab, a tap then on a tab (pressed on
    // the old button, released on the new) made no click
    if (tab === "sheet") drawDialog();
  }
}

/** The dialog's focused control, as a selector its redrawing can find again (or null). */
function focusedIn(dlg) {
  const el = document.activeElement;
  if (!el || el === dlg || !dlg.contains(el)) return null;
  if (el.dataset.storyTab) return `[data-story-tab="${el.dataset.storyTab}"]`;
  return el.id ? `#${el.id}` : ".story-tab.active";
}

function drawDialog() {
  const dlg = $("#dlg-story");
  const v = view();
  if (!dlg || !v) return;
  const refocus = focusedIn(dlg); // a redrawing replaces the focused button: its successor takes the focus
  drawn = sheetKey(v);
  const nm = ctx.names();
  let body;
  if (tab === "sheet") body = sheet?.sheet?.game === v.game ? sheetTable(sheet.sheet, nm, ui(), v.seat) : h("p", { class: "story-loading" }, t("story.loading"));
  else if (tab === "review") body = reviewBlock(v, nm, ui());
  else if (tab === "stats")
    body = [
      statsBlock(gameIds()),
      h("p", { class: "story-note" }, t("story.stats.note")),
      h("button", { type: "button", class: "btn btn-ghost", id: "story-reset", onclick: confirmReset }, t("story.stats.reset")),
    ];
  else
    body = [
      takeBackSetting(v, (on) => {
        setTakeBack(on);
        ctx.render();
      }),
      linkBlock(v, ctx.state.request),
    ];
  replace(
    dlg,
    h(
      "div",
      { class: "story-frame" },
      h(
        "div",
        { class: "story-head" },
        h("h2", { id: "story-title" }, t("story.title")),
        h("button", { type: "button", class: "btn story-close", id: "story-close", onclick: () => dlg.close() }, t("menu.close")),
      ),
      h(
        "div",
        { class: "story-tabs", role: "tablist" },
        TABS.map((name) =>
          h("button", { type: "button", role: "tab", class: `story-tab${name === tab ? " active" : ""}`, "aria-selected": String(name === tab), dataset: { storyTab: name }, onclick: () => ((tab = name), drawDialog()) }, t(`story.tab.${name}`)),
        ),
      ),
      h("div", { class: "story-body", role: "tabpanel", dataset: { tab } }, body),
    ),
  );
  if (refocus) dlg.querySelector(refocus)?.focus({ preventScroll: true });
}

async function confirmReset() {
  const choice = await ask({
    title: t("story.stats.resetTitle"),
    text: t("story.stats.resetText"),
    choices: [["keep", t("story.stats.resetNo")], ["reset", t("story.stats.resetYes")]],
    fallback: "keep",
    hook: "reset-stats",
  });
  if (choice === "reset") resetStats();
  if ($("#dlg-story")?.open) drawDialog();
}
