// Tiny DOM helpers (no framework, no build step).

/** h("div", {class: "x", dataset: {a: 1}, onclick}, child, "text", ...) */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "html") el.append(parsed(v));
    else if (k === "style" && typeof v === "object") {
      for (const [sk, sv] of Object.entries(v)) {
        if (sk.startsWith("--")) el.style.setProperty(sk, String(sv));
        else el.style[sk] = sv;
      }
    }
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
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
 * replace(), but a child equal to the one already in its place (same tag,
 * attributes and content) is kept: a redraw that changes nothing leaves the
 * page alone (no layout work, no animation started again).
 */
export function patch(el, ...children) {
  const next = document.createDocumentFragment();
  append(next, children);
  const want = [...next.childNodes];
  want.forEach((node, i) => {
    const old = el.childNodes[i];
    if (!old) el.appendChild(node);
    else if (!old.isEqualNode(node)) el.replaceChild(node, old);
  });
  while (el.childNodes.length > want.length) el.removeChild(el.lastChild);
  return el;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Wait for the next frame to be painted (so a render shows before work). */
export const nextPaint = () =>
  new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
