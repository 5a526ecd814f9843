// The table's layout helpers: the decision panel kept in place across redraws
// (so it does not replay its entrance or blink), the line on the table that says
// what is played (contract and trump), and the drawer that holds the score, the
// last trick and the log on screens too small for a side column; and the two
// means by which a redraw stays short (no main-thread task over 50 ms): a part
// drawn from unchanged inputs is left alone, and a log is scrolled to its end
// after the frame's layout rather than by a layout forced in mid-render.
import { h, replace, patch } from "./dom.js";
import { t } from "./i18n.js";

const $ = (sel) => document.querySelector(sel);

/**
 * Show ``node`` (a panel, or null) in the panel layer.  A panel of the same kind
 * as the one on screen takes over its element: its attributes and children are
 * replaced, the element stays, so its entrance animation does not run again.
 */
export function mountPanel(layer, node) {
  const old = layer.firstElementChild;
  if (node && old && layer.childElementCount === 1 && old.className === node.className && old.tagName === node.tagName) {
    for (const { name } of [...old.attributes]) if (!node.hasAttribute(name)) old.removeAttribute(name);
    for (const { name, value } of [...node.attributes]) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
    patch(old, ...node.childNodes);
    return old;
  }
  replace(layer, node);
  return node;
}

const drawnFrom = new WeakMap(); // element -> the inputs it was last drawn from, as text
const viewText = new WeakMap(); // view -> its JSON (each view is serialised once, however many parts ask)

/**
 * Whether ``el`` was last drawn from this same ``view`` and ``more`` values.  True
 * means the redraw of that part can be skipped: it would build the same nodes
 * again only for the patch to throw them away.  False records these inputs.
 */
export function drawnAlready(el, view, ...more) {
  let text = viewText.get(view);
  if (text === undefined) viewText.set(view, (text = JSON.stringify(view)));
  const key = `${text}|${JSON.stringify(more)}`;
  if (drawnFrom.get(el) === key) return true;
  drawnFrom.set(el, key);
  return false;
}

/** Forget what ``el`` was drawn from: its next redraw is done in full. */
export function forgetDrawn(el) {
  drawnFrom.delete(el);
}

// Called after the frame's layout: reading a height there forces nothing.
const toEnd = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    toEnd.unobserve(target);
    target.scrollTop = target.scrollHeight;
  }
});

/** Show the end of a scrolling list just put on the page (the newest line of a log). */
export function scrollToEnd(el) {
  if (el.isConnected) toEnd.observe(el);
}

/** The contract and trump on the table: a game's own words, or the contract box's first line. */
export function renderStatus(v, nm, G) {
  const el = $("#table-status");
  if (el.getAttribute("aria-label") !== t("status.label")) el.setAttribute("aria-label", t("status.label"));
  patch(el, G.tableStatus(v, nm));
}

/** The phase's name at the head of the status, "Торговля · " (a phone leaves it out: CSS). */
export function statusPhase(name) {
  return h("span", { class: "status-phase" }, h("b", {}, name), " · ");
}

/** The status's words in two lengths: the short one where the line is a phone's (CSS). */
export function wideOrNarrow(wide, narrow, tag = "span", cls = "status-who") {
  return [h(tag, { class: `${cls} status-wide`.trim() }, wide), h(tag, { class: `${cls} status-narrow`.trim() }, narrow)];
}

/** A trump suit as a small face-up chip: the symbol (or a game's icon) in its colour. */
export function trumpChip(content, cls = "") {
  return h("span", { class: `status-trump ${cls}`.trim(), title: t("status.trump") }, content);
}

// ---------------------------------------------------------------- the side drawer

function setDrawer(open) {
  document.body.classList.toggle("side-open", open);
  $("#btn-side").setAttribute("aria-expanded", String(open));
  $("#side-backdrop").hidden = !open;
  if (open) $("#btn-side-close").focus({ preventScroll: true }); // a focus that scrolled would shift the whole table
}

function bindDrawer() {
  $("#btn-side").addEventListener("click", () => setDrawer(!document.body.classList.contains("side-open")));
  $("#btn-side-close").addEventListener("click", () => setDrawer(false));
  $("#side-backdrop").addEventListener("click", () => setDrawer(false));
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && document.body.classList.contains("side-open")) setDrawer(false);
  });
  // A window grown wide enough shows the side as a column: no drawer left open behind it.
  matchMedia("(min-width: 1100px)").addEventListener("change", (ev) => ev.matches && setDrawer(false));
}

bindDrawer();

// ---------------------------------------------------------------- a deal's result

// The hand zone's height, for CSS (--hand-zone-h on the layout): a deal's result stands over
// the felt, clear of the line over the hand and its buttons (Record, the drawer), where the
// felt has the room for it.
new ResizeObserver(([entry]) => {
  $(".layout").style.setProperty("--hand-zone-h", `${Math.ceil(entry.borderBoxSize[0].blockSize)}px`);
}).observe($(".hand-zone"));
