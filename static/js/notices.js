// The notices at the top of the table (#notices): a line each, dismissed by its
// button or after its time.  Their words are looked up at each drawing, so a
// notice follows a switch of language.
import { h, replace } from "./dom.js";
import { t } from "./i18n.js";
import { S, $ } from "./state.js";

/** Show a notice (`key` in the translation table); returns its id for dismiss(). */
export function notice(key, params = {}, opts = {}) {
  const id = Math.random().toString(36).slice(2);
  S.notices.push({ key, params, id, kind: opts.kind || "info" });
  renderNotices();
  const ttl = opts.ttl ?? 12000;
  if (ttl) setTimeout(() => dismiss(id), ttl);
  return id;
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
