// Tiny DOM helpers (no framework, no build step).

// An element's handlers from h() (type -> function), called through one listener per
// type: a redraw that keeps an element (patch) hands it the new handlers in one step.
const handlers = new WeakMap();
// An element's `key` from h(): patch keeps an element only for a new one of the same key.
const keys = new WeakMap();

function dispatch(ev) {
  handlers.get(ev.currentTarget)?.[ev.type]?.call(ev.currentTarget, ev);
}

function listen(el, type, fn) {
  let own = handlers.get(el);
  if (!own) handlers.set(el, (own = {}));
  if (!own[type]) el.addEventListener(type, dispatch);
  own[type] = fn;
}

/**
 * h("div", {class: "x", dataset: {a: 1}, onclick, key}, child, "text", ...).  `key`
 * (not an attribute) names what the element shows, for patch: an element whose
 * key changes is replaced, so it enters again (a new speech bubble pops).
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "key") keys.set(el, String(v));
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "html") el.append(parsed(v));
    else if (k === "style" && typeof v === "object") {
      for (const [sk, sv] of Object.entries(v)) {
        if (sk.startsWith("--")) el.style.setProperty(sk, String(sv));
        else el.style[sk] = sv;
      }
    }
    else if (k.startsWith("on") && typeof v === "function") listen(el, k.slice(2), v);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

/**
 * A decision panel on the felt: panel({kind: "panel-auction", title, sub}, ...body).
 * The title also names the panel for screen readers (`label` when the title is
 * more than text); `sub` is the line under it, `extra` more of the head.
 */
export function panel({ kind, title, label = title, sub = null, extra = null }, ...body) {
  return h(
    "div",
    { class: `panel ${kind}`, role: "group", "aria-label": label },
    h("div", { class: "panel-head" }, h("h3", {}, title), sub === null ? null : h("div", { class: "panel-sub" }, sub), extra),
    ...body,
  );
}

/**
 * A decision panel's control that sends ``action`` (data-action): its ``name`` is the move's
 * name alone, as the control's title line gives it, without the explanation under it (data-name:
 * a hint names the move by it); ``cls`` more classes, ``title`` a tooltip.
 */
export function actionButton(action, { name, cls = "", title = null }, ...children) {
  return h("button", { type: "button", class: `btn-act ${cls}`.trim(), title, dataset: { action: JSON.stringify(action), name } }, ...children);
}

const templates = new Map(); // markup -> a <template> of it: each markup is parsed once, then cloned

/** The nodes of a (fixed, page-made) markup: parsing it on every redraw cost more than the rest of a render. */
function parsed(markup) {
  let tpl = templates.get(markup);
  if (!tpl) {
    tpl = document.createElement("template");
    tpl.innerHTML = markup;
    templates.set(markup, tpl);
  }
  return tpl.content.cloneNode(true);
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function replace(el, ...children) {
  clear(el);
  append(el, children);
  return el;
}

/**
 * replace(), but what is already on the page stays: a child is made like its
 * new version in place (attributes, handlers and children, down the tree), and
 * only a node of another kind (tag, key, an image of another picture) is
 * replaced.  Children that show a card (`data-card`) or carry a key are matched
 * by it, so a card taken from the middle of a hand moves none of the others.
 * A redraw that changes nothing leaves the page alone (no style, layout or
 * paint work, no animation started again), and one that changes a little
 * touches only that.
 */
export function patch(el, ...children) {
  const next = document.createDocumentFragment();
  append(next, children);
  patchChildren(el, [...next.childNodes]);
  return el;
}

/** What matches a child across redraws: its key, else the card it shows, else its place. */
function keyOf(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  return keys.get(node) ?? node.getAttribute("data-card");
}

function patchChildren(el, want) {
  const keyed = new Map();
  for (const c of el.childNodes) {
    const k = keyOf(c);
    if (k !== null && !keyed.has(k)) keyed.set(k, c);
  }
  want.forEach((node, i) => {
    let old = el.childNodes[i];
    const k = keyOf(node);
    const same = k === null ? undefined : keyed.get(k);
    if (same) {
      keyed.delete(k);
      if (same !== old) el.insertBefore(same, old ?? null);
      old = same;
    }
    if (!old) el.appendChild(node);
    else if (!morph(old, node)) el.replaceChild(node, old);
  });
  while (el.childNodes.length > want.length) el.removeChild(el.lastChild);
}

/** Make ``old`` show what ``node`` shows; false when it cannot (another kind of node). */
function morph(old, node) {
  if (old.nodeType !== node.nodeType) return false;
  if (node.nodeType === Node.TEXT_NODE) {
    if (old.data !== node.data) old.data = node.data;
    return true;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return old.isEqualNode(node);
  if (old.tagName !== node.tagName || keyOf(old) !== keyOf(node)) return false;
  if (old.tagName === "IMG" && old.getAttribute("src") !== node.getAttribute("src")) return false;
  const fresh = handlers.get(node) || {};
  const mine = handlers.get(old);
  if (mine) for (const type of Object.keys(mine)) if (!(type in fresh)) delete mine[type];
  for (const [type, fn] of Object.entries(fresh)) listen(old, type, fn);
  if (old.isEqualNode(node)) return true;
  for (const { name } of [...old.attributes]) if (!node.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of node.attributes) {
    if (old.getAttribute(name) === value) continue;
    if (name === "style") old.style.cssText = node.style.cssText; // the page's policy refuses a style attribute, not the style object
    else old.setAttribute(name, value);
  }
  patchChildren(old, [...node.childNodes]);
  return true;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Wait for the next frame to be painted (so a render shows before work). */
export const nextPaint = () =>
  new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
