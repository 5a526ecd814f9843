// Glossary links: a term named on the table or in the rules opens the game's
// glossary at its entry.  term() makes the link; one delegated listener (installed
// once by app.js with listenForTerms) answers every link, wherever it is drawn, so
// the game modules only wrap a word and never wire events themselves.
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** A word that opens the glossary entry `key` on click, tap, Enter or Space. */
export function term(key, ...text) {
  return h("span", { class: "term", "data-term": key, role: "button", tabindex: "0", title: t("rules.term.title") }, ...text);
}

/** Call `open(key)` for every activated [data-term] on the page. */
export function listenForTerms(open) {
  const activate = (event) => {
    const el = event.target instanceof Element ? event.target.closest("[data-term]") : null;
    if (!el) return;
    event.preventDefault();
    event.stopPropagation();
    open(el.dataset.term);
  };
  document.addEventListener("click", activate);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") activate(event);
  });
}
