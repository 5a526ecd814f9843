// Practice comforts: taking back one's last move (a setting, off by default), the
// link to a match's deals (only once the match is over: it carries the seed), and
// skipping to the result of a deal whose outcome the engine says is settled.
import { h } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { loadPrefs, savePrefs } from "./store.js";
import { shareUrl } from "./params.js";
import { isOver } from "./state.js";

/** Whether the player asked to be offered take-backs (hcg.prefs.takeBack). */
export const takeBackOn = () => loadPrefs().takeBack === true;

export function setTakeBack(on) {
  savePrefs({ ...loadPrefs(), takeBack: !!on });
}

/** The setting, with what it does and how many moves this match took back. */
export function takeBackSetting(view, onChange) {
  const taken = view?.story?.taken_back ?? 0;
  return h(
    "div",
    { class: "story-practice" },
    h(
      "label",
      { class: "story-check" },
      h("input", { type: "checkbox", id: "story-take-back", checked: takeBackOn(), onchange: (ev) => onChange(ev.target.checked) }),
      h("span", {}, t("story.practice.takeBack")),
    ),
    h("p", { class: "story-note" }, t("story.practice.takeBackHelp")),
    taken ? h("p", { class: "story-note", dataset: { takenBack: String(taken) } }, t("story.practice.taken", { n: taken })) : null,
  );
}

/** Copy ``text`` to the clipboard; -> false when the browser refuses. */
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The link to this match's deals.  Before the match is over the engine gives no
 * seed, so there is nothing to share yet: the block says why instead of offering
 * a link that could not replay the deals.
 */
export function linkBlock(view, request) {
  const share = view?.match?.share;
  const out = h("p", { class: "story-note story-link-out", role: "status" });
  if (share === undefined || share === null || !request)
    return h("div", { class: "story-link" }, h("h3", {}, t("story.link.title")), h("p", { class: "story-note", dataset: { linkWaits: "1" } }, t("story.link.wait")));
  const href = shareUrl(location.href, request, share, getLang());
  const copy = async () => {
    if (await copyText(href)) {
      out.textContent = t("story.link.copied");
      out.dataset.copied = "1";
    } else {
      out.textContent = t("story.link.manual");
      out.appendChild(h("input", { class: "story-link-text", readonly: true, value: href, onfocus: (ev) => ev.target.select() }));
    }
  };
  return h(
    "div",
    { class: "story-link" },
    h("h3", {}, t("story.link.title")),
    h("p", { class: "story-note" }, t("story.link.help")),
    h("button", { type: "button", class: "btn btn-primary", id: "story-copy-link", onclick: copy }, t("story.link.copy")),
    out,
  );
}

/** The table's practice buttons for this view: take back (if offered) and skip (if settled). */
export function practiceButtons(view, idle, { takeBack, skip }) {
  const story = view?.story || {};
  const live = idle && view && !isOver(view);
  return [
    live && takeBackOn() && story.can_take_back
      ? h("button", { type: "button", class: "btn btn-ghost story-tool", id: "btn-take-back", title: t("story.takeBack.title"), "aria-label": t("story.takeBack"), onclick: takeBack }, h("span", { "aria-hidden": "true" }, "↶ "), h("span", { class: "story-tool-text" }, t("story.takeBack")))
      : null,
    live && story.skippable
      ? h("button", { type: "button", class: "btn btn-ghost story-tool", id: "btn-skip", title: t("story.skip.title"), "aria-label": t("story.skip"), onclick: skip }, h("span", { "aria-hidden": "true" }, "» "), h("span", { class: "story-tool-text" }, t("story.skip")))
      : null,
  ];
}
