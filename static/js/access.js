// The table for everyone: what is played is told to screen readers, and every
// decision can be taken from the keyboard.
//
// - A polite live region (#announcer) gets one line per card played and one per
//   trick won, in the language of the moment (app.js calls announceStep for
//   every applied step).
// - Keys: 1–9 and 0 (the tenth) pick a control of the decision panel when it
//   offers one, else a card of the hand; the arrows move between them (left and
//   right within the hand or the panel, up and down from one to the other);
//   Enter or Space then presses the picked one, as a click would.  A picked
//   control shows a focus ring (static/css/app.css).  Tab works as everywhere.
import { h } from "./dom.js";
import { t, tSeat, cardName, has } from "./i18n.js";
import { deckOf } from "./cards.js";

const KEPT_LINES = 6; // older lines are dropped: the region is read as it grows, not reread

// Made with the page, empty: a screen reader reads what is added to a region it already knows.
const region = h("div", { id: "announcer", class: "sr-only", "aria-live": "polite", "aria-relevant": "additions", "aria-atomic": "false", "aria-label": t("sr.region") });
document.body.appendChild(region);
// A change of language empties it (its lines were read, and none stays behind in the other
// language) and renames it.
new MutationObserver(() => {
  region.replaceChildren();
  region.setAttribute("aria-label", t("sr.region"));
}).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });

/** Tell screen readers one line. */
export function announce(text) {
  region.appendChild(h("p", {}, text));
  while (region.childElementCount > KEPT_LINES) region.firstElementChild.remove();
}

/** A card as said aloud: "туз пик" / "ace of spades" (Spanish cards have their own words). */
export function spokenCard(code, game) {
  if (deckOf(game) === "spanish") return cardName(code, "spanish");
  const rank = has(`sr.rank.${code[0]}`) ? t(`sr.rank.${code[0]}`) : code[0];
  return t("sr.card", { rank, suit: code[1] });
}

/**
 * The lines one applied step gives: the card a seat played and, when that card
 * completed a trick, who took it.  ``prev`` and ``next`` are the views around the
 * step, ``names`` the seats' names as the table shows them.
 */
export function stepLines(prev, seat, action, next, names) {
  if (!action || action.type !== "play" || seat === null || seat === undefined) return [];
  const me = next.seat;
  const lines = [tSeat("sr.play", seat === me, { name: names[seat], card: spokenCard(action.card, next.game) })];
  const before = prev?.trick?.cards?.length || 0;
  const after = next.trick?.cards?.length || 0;
  const done = next.last_trick;
  if (after <= before && done?.cards?.length && done.winner !== null && done.winner !== undefined)
    lines.push(tSeat("sr.trick", done.winner === me, { name: names[done.winner] }));
  return lines;
}

/** app.js's hook: announce what a step made public. */
export function announceStep(prev, seat, action, next, names) {
  for (const line of stepLines(prev, seat, action, next, names)) announce(line);
}

// ---------------------------------------------------------------- keyboard

// The panel's choices (not its other buttons, e.g. a glossary term: Tab reaches those).
const PANEL_CONTROLS = ":is([data-action], [data-next], [data-new-match]):not([disabled])";
const HAND_CARDS = "#hand .hand-card";

const visible = (el) => el.getClientRects().length > 0;
const panelControls = () => [...document.querySelectorAll(`#panel-layer ${PANEL_CONTROLS}`)].filter(visible);
const handCards = () => [...document.querySelectorAll(HAND_CARDS)];

/** The group the focus is in (the panel's controls or the hand's cards), else null. */
function groupOf(el) {
  if (!(el instanceof Element)) return null;
  if (el.closest("#hand")) return "hand";
  if (el.closest("#panel-layer .panel")) return "panel";
  return null;
}

function pick(el) {
  if (!el) return false;
  el.focus({ preventScroll: true, focusVisible: true }); // the table never scrolls for the player
  return true;
}

/** The group a key addresses when the focus is in none: a panel that offers something, else the hand. */
function defaultGroup() {
  return panelControls().length ? "panel" : "hand";
}

const members = (group) => (group === "panel" ? panelControls() : handCards());

function onKey(ev) {
  if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const target = ev.target instanceof Element ? ev.target : null;
  if (target && target.closest("input, select, textarea, dialog[open], [contenteditable]")) return;
  if (document.querySelector("dialog[open]")) return; // a dialog has the keyboard
  const current = groupOf(document.activeElement);
  const digit = /^[0-9]$/.test(ev.key) ? (ev.key === "0" ? 10 : Number(ev.key)) : null;
  let done = false;
  if (digit !== null) {
    done = pick(members(defaultGroup())[digit - 1]);
  } else if (ev.key === "ArrowLeft" || ev.key === "ArrowRight") {
    const group = current || defaultGroup();
    const list = members(group);
    const at = list.indexOf(document.activeElement);
    const step = ev.key === "ArrowRight" ? 1 : -1;
    done = pick(at < 0 ? list[step > 0 ? 0 : list.length - 1] : list[(at + step + list.length) % list.length]);
  } else if (ev.key === "ArrowUp" || ev.key === "ArrowDown") {
    const group = ev.key === "ArrowUp" ? "panel" : "hand"; // the panel is above the hand
    if (current !== group) done = pick(members(group)[0]);
    else done = true; // already there: the page does not scroll either
  }
  if (done) ev.preventDefault(); // the arrows do not scroll the page
}

/**
 * A choice pressed with the mouse or a finger takes no focus: it leaves the page
 * with the redraw its press starts, and removing a focused element makes the
 * browser lay out the page at once, inside that redraw, to find where focus
 * goes next (a forced layout per move).  The keyboard's choices keep theirs.
 */
function onPress(ev) {
  if (ev.target instanceof Element && ev.target.closest(`${PANEL_CONTROLS}, ${HAND_CARDS}`)) ev.preventDefault();
}

document.addEventListener("keydown", onKey);
document.addEventListener("mousedown", onPress, true);
