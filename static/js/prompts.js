// What the page asks and tells about matches outside the table itself: a choice
// between two matches, the engine's failure during play with the way on, and the
// share link of a finished match.

import { h, replace } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { shareUrl } from "./params.js";

/**
 * A modal question: choices are [value, label] pairs, the last one the primary.
 * Resolves with the chosen value, or `fallback` when the dialog is dismissed.
 * The dialog carries data-ask=`hook` and each button data-choice (hooks for tests).
 */
export function ask({ title, text, choices, fallback, hook = "ask" }) {
  let dlg = document.getElementById("dlg-ask");
  if (!dlg) document.body.appendChild((dlg = h("dialog", { id: "dlg-ask", class: "dialog dialog-ask" })));
  replace(
    dlg,
    h(
      "form",
      { method: "dialog" },
      h("h2", {}, title),
      h("p", { class: "ask-text" }, text),
      h(
        "div",
        { class: "dialog-actions" },
        choices.map(([value, label], i) => h("button", { class: `btn ${i === choices.length - 1 ? "btn-primary" : "btn-ghost"}`, value, dataset: { choice: value } }, label)),
      ),
    ),
  );
  dlg.dataset.ask = hook;
  dlg.returnValue = "";
  return new Promise((resolve) => {
    dlg.addEventListener("close", () => resolve(dlg.returnValue || fallback), { once: true });
    dlg.showModal();
  });
}

/**
 * The engine failed during play: plain words and a way on (resume from the last
 * save); the technical detail stays folded in a <details>.
 */
export function showTrouble(detail, onResume) {
  clearTrouble();
  const box = h(
    "div",
    { class: "trouble", role: "alert", dataset: { engineFailed: "1" } },
    h("p", { class: "trouble-text", dataset: { i18n: "trouble.text" } }, t("trouble.text")),
    h("button", { type: "button", class: "btn btn-primary", dataset: { resume: "1", i18n: "trouble.resume" }, onclick: onResume }, t("trouble.resume")),
    h("details", { class: "trouble-details" }, h("summary", { dataset: { i18n: "boot.details" } }, t("boot.details")), h("pre", {}, String(detail).slice(0, 2000))),
  );
  document.getElementById("notices").after(box);
}

export function clearTrouble() {
  document.querySelector("[data-engine-failed]")?.remove();
}

/** Once a match is over, the link that replays it (the engine's share code is its seed). */
export function shareLine(share, request) {
  if (share === undefined || share === null || !request) return null;
  const href = shareUrl(location.href, request, share, getLang());
  return h("span", { class: "share", dataset: { share: String(share) } }, t("share.text"), " ", h("a", { class: "share-link", href, title: href }, t("share.link")));
}
