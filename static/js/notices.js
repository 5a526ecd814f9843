// The notices at the top of the table (#notices): a line each, dismissed by its
// button or after its time.  Their words are looked up at each drawing, so a
// notice follows a switch of language.
import { h, replace } from "./dom.js";
import { t } from "./i18n.js";
import { S, $ } from "./state.js";

/** Show a notice (`key` in the translation table; `opts`: kind, ttl in ms, deal: an
 * announcement that ends with the deal); returns its id for dismiss(). */
export function notice(key, params = {}, opts = {}) {
  const id = Math.random().toString(36).slice(2);
  S.notices.push({ key, params, id, kind: opts.kind || "info", deal: Boolean(opts.deal) });
  renderNotices();
  const ttl = opts.ttl ?? 12000;
  if (ttl) setTimeout(() => dismiss(id), ttl);
  return id;
}

/**
 * Drop the announcements of the deal just over (`notice(…, { deal: true })`): its result
 * panel says what became of them, and on a phone they would cover the panel's title.
 */
export function dismissDealNotices() {
  if (!S.notices.some((n) => n.deal)) return;
  S.notices = S.notices.filter((n) => !n.deal);
  renderNotices();
}

export function dismiss(id) {
  S.notices = S.notices.filter((n) => n.id !== id);
  renderNotices();
}

export function renderNotices() {
  replace(
    $("#notices"),
    S.notices.map((n) =>
      h(
        "div",
        { class: `notice notice-${n.kind}`, dataset: { notice: n.key }, role: "status" },
        h("span", {}, t(n.key, n.params)),
        h("button", { type: "button", class: "notice-x", "aria-label": t("menu.close"), onclick: () => dismiss(n.id) }, "×"),
      ),
    ),
  );
}
