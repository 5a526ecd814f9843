// Learn by playing: a game's guided first deal (game/tutorial.py through the
// engine's tutorial()).  The engine deals the lesson's fixed deal with bots of a
// fixed level, so their replies are always the same; the player makes every move
// of seat 0, and a bubble says what to do and why, pointing at the control to use.
//
// A move other than the taught one is refused (the bubble says so and repeats
// the step): the lesson's words describe one line of play, and the engine's
// tests (tests/test_tutorial.py) check that line, not every other.  A lesson is
// never saved: the player's saved match of the game stays as it was, and
// stopping the lesson goes back to it (or to the welcome when there is none).
import { h, replace } from "./dom.js";
import { t, cardName } from "./i18n.js";
import { engine } from "./engine.js";
import { deckOf } from "./cards.js";
import { savedMatch } from "./saves.js";
import { showWelcome, hideWelcome } from "./welcome.js";
import { renderGamesNav, showTitle } from "./menu.js";

/** Milliseconds of a panel's entrance: the bubble is placed again once it stands still. */
const SETTLE_MS = 420;
/** Space kept between the bubble and the control it points at (px). */
const GAP = 12;

let app = null; // the table's controller (connectLessons)
let L = null; // the lesson on the table: {game, lesson, gen, started, refused (the step refused at), back}
let bubble = null;

/**
 * The table's controller hands over what a lesson needs: its state (S.view,
 * S.gen …), takeTable/showTable around a new deal on the table, render,
 * notice, and openSaved(env) and startMatch(request) to leave the lesson.  The
 * menu's Games button (#btn-welcome) opens the welcome.
 */
export function connectLessons(controller) {
  app = controller;
  document.addEventListener("click", guardClicks, true);
  window.addEventListener("resize", () => place());
  document.getElementById("btn-welcome")?.addEventListener("click", () => openWelcome());
}

/**
 * The welcome: "learn" starts a game's lesson, "play" its match in progress or a
 * new one.  It can be closed back to the table only when the table shows a match
 * (or a lesson) worth going back to.
 */
export function openWelcome() {
  const v = app.state.view;
  const closable = !!v && (lessonActive() || !!savedMatch(v.game)?.env);
  showWelcome({
    closable,
    onLearn: (game) => {
      hideWelcome();
      startLesson(game);
    },
    onPlay: (game) => {
      hideWelcome();
      play(game);
    },
  });
}

/** A game's match in progress, or a new one with the default options. */
function play(game) {
  end();
  const env = savedMatch(game)?.env;
  if (env && !env.over) app.openSaved(env);
  else app.startMatch({ game, options: {}, seed: null });
}

/** A lesson holds the table (another match taking it ends the lesson). */
export function lessonActive() {
  return !!L && app.state.gen === L.gen;
}

const stepsDone = (v) => (v?.history || []).filter((a) => a.seat === v.seat).length;
const currentStep = (v) => L.lesson.steps[stepsDone(v)] || null;
const isOver = (v) => v.phase === "deal_over" || v.phase === "match_over";
/** An action as text with its fields in one order, to compare two actions. */
const canonical = (a) => JSON.stringify(Object.fromEntries(Object.entries(a || {}).sort(([x], [y]) => (x < y ? -1 : 1))));
const sameAction = (a, b) => canonical(a) === canonical(b);
const parsed = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Start (or restart) the lesson of `game`; the match on the table is left untouched in storage. */
export async function startLesson(game) {
  const S = app.state;
  const back = L ? L.back : S.view && !lessonActive() ? S.view.game : null;
  app.takeTable();
  const res = await engine.tutorial(game);
  if (!res || !res.ok || !res.lesson) {
    console.error("lesson failed:", res?.error?.message || res);
    L = null;
    S.busy = false;
    app.notice("lesson.failed", {}, { kind: "warn" });
    return void leave(back ?? game);
  }
  L = { game, lesson: res.lesson, gen: S.gen, started: false, refused: -1, back };
  document.body.dataset.lesson = game;
  S.view = res.view;
  S.request = { game, options: {} }; // the New match dialog offers the player's usual level, not the lesson's
  app.render(); // the table under the introduction; the bots wait for "Let's start"
  renderGamesNav(); // the tabs and the page's title name the lesson's game from its first words
  showTitle();
  drawBubble();
}

/** Leave the lesson: back to the saved match of the game the player came from, else the welcome. */
export function stopLesson() {
  const back = L?.back ?? L?.game;
  end();
  leave(back);
}

function leave(game) {
  const env = game ? savedMatch(game)?.env : null;
  if (env) app.openSaved(env);
  else openWelcome();
}

function end() {
  L = null;
  delete document.body.dataset.lesson;
  bubble?.remove();
  bubble = null;
  for (const el of document.querySelectorAll(".lesson-target")) el.classList.remove("lesson-target");
}

/**
 * The table refuses a move the lesson does not teach (true: refused, nothing sent).
 * Called by the table's controller before it sends an action to the engine.
 */
export function lessonRefuses(action) {
  if (!lessonActive()) return false;
  const step = currentStep(app.state.view);
  if (step && sameAction(step.action, action)) return false;
  L.refused = stepsDone(app.state.view);
  drawBubble();
  bubble?.classList.remove("shake");
  void bubble?.offsetWidth; // restart the shake
  bubble?.classList.add("shake");
  return true;
}

/** Clicks that would leave the lesson's single deal (next deal, new match, a hint) do nothing. */
function guardClicks(ev) {
  if (!lessonActive()) return;
  const target = ev.target instanceof Element ? ev.target : null;
  if (target?.closest("[data-next], [data-new-match], #btn-hint")) {
    ev.preventDefault();
    ev.stopPropagation();
  }
}

/** The table was drawn: the bubble follows (called at the end of the table's render). */
export function lessonDrawn() {
  if (L && !lessonActive()) end(); // another match took the table
  if (!L || !L.started) return;
  drawBubble();
}

/** The words of a step, its parameters named for people (cards of the game's own deck). */
function stepText(step) {
  const deck = deckOf(L.game);
  const params = { ...step.params };
  if (typeof params.card === "string") params.card = cardName(params.card, deck);
  if (Array.isArray(params.cards)) params.cards = params.cards.map((c) => cardName(c, deck)).join(", ");
  return t(step.say, params);
}

function button(key, onclick, cls = "btn-ghost", data = {}) {
  return h("button", { type: "button", class: `btn ${cls}`, dataset: data, onclick }, t(key));
}

function drawBubble() {
  if (!L) return;
  const v = app.state.view;
  if (!bubble) {
    bubble = h("div", { class: "lesson-bubble", role: "status", "aria-live": "polite" });
    document.body.appendChild(bubble);
  }
  const total = L.lesson.steps.length;
  const done = stepsDone(v);
  const step = currentStep(v);
  const myTurn = !isOver(v) && v.to_act === v.seat && !app.state.running && !app.state.busy;
  const refused = L.refused === done;
  let kind;
  let text;
  let actions;
  if (!L.started) {
    kind = "intro";
    text = t(L.lesson.intro);
    actions = [button("lesson.start", begin, "btn-primary", { lessonStart: "1" }), button("lesson.stop", stopLesson, "btn-ghost", { lessonStop: "1" })];
  } else if (isOver(v)) {
    kind = "outro";
    text = t(L.lesson.outro);
    actions = [button("lesson.play", () => play(L.game), "btn-primary", { lessonPlay: "1" }), button("lesson.again", () => startLesson(L.game), "btn-ghost", { lessonRestart: "1" }), button("lesson.stop", stopLesson, "btn-ghost", { lessonStop: "1" })];
  } else {
    kind = myTurn && step ? "step" : "watch";
    text = kind === "step" ? (refused ? t("lesson.refused", { step: stepText(step) }) : stepText(step)) : t("lesson.watch");
    actions = [button("lesson.restart", () => startLesson(L.game), "btn-ghost", { lessonRestart: "1" }), button("lesson.stop", stopLesson, "btn-ghost", { lessonStop: "1" })];
  }
  bubble.className = `lesson-bubble lesson-${kind}${refused && kind === "step" ? " lesson-refused" : ""}`;
  bubble.dataset.kind = kind;
  bubble.dataset.step = String(done);
  replace(
    bubble,
    h("div", { class: "lesson-head" }, h("span", { class: "lesson-badge" }, t("lesson.badge")), kind === "step" || kind === "watch" ? h("span", { class: "lesson-count" }, t("lesson.step", { n: Math.min(done + 1, total), total })) : null),
    h("p", { class: "lesson-text" }, text),
    h("div", { class: "lesson-actions" }, actions),
    h("i", { class: "lesson-arrow", "aria-hidden": "true" }),
  );
  place();
  setTimeout(() => place(), SETTLE_MS); // where the control stands once the panel's entrance is over
}

function begin() {
  L.started = true;
  app.showTable(); // draws the table and lets the bots play up to the player's first move
  drawBubble();
}

/** The on-screen control of a step's action (drawn, not hidden): the one the bubble points at. */
function targetOf(step) {
  if (!step) return null;
  const wanted = canonical(step.action);
  const drawn = (el) => el.getBoundingClientRect().width > 0;
  return [...document.querySelectorAll("[data-action]")].find((el) => canonical(parsed(el.dataset.action)) === wanted && drawn(el)) || null;
}

/** The part of the table a step's words talk about: the control and, in a panel, the panel's heading. */
function keptClear(target) {
  const r = target.getBoundingClientRect();
  const head = target.closest(".panel")?.querySelector(".panel-head")?.getBoundingClientRect();
  if (!head || head.height === 0) return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  return { left: Math.min(r.left, head.left), top: Math.min(r.top, head.top), right: Math.max(r.right, head.right), bottom: Math.max(r.bottom, head.bottom) };
}

/**
 * Put the bubble next to the control it points at, never over the control nor over the
 * heading of the panel it sits in (the words talk about both): above the heading when
 * there is room, else below the control, else beside them; with nothing to point at,
 * above or below the table.
 */
function place() {
  if (!bubble || !L) return;
  for (const el of document.querySelectorAll(".lesson-target")) el.classList.remove("lesson-target");
  const target = bubble.dataset.kind === "step" ? targetOf(currentStep(app.state.view)) : null;
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const b = bubble.getBoundingClientRect();
  const arrow = bubble.querySelector(".lesson-arrow");
  if (!target) {
    // The introduction over the table's top; the bots' turns and the end at the bottom,
    // over the hand, so that the cards played and the result stay in view (the result's
    // panel reaching down there, the bubble stands clear of it: below it, else above it).
    const low = bubble.dataset.kind !== "intro";
    let top = low ? vh - b.height - 8 : Math.min(vh - b.height - 8, vh * 0.12);
    const panel = low && document.querySelector("#panel-layer .panel")?.getBoundingClientRect();
    if (panel && panel.height > 0 && top < panel.bottom + GAP) {
      if (panel.bottom + GAP + b.height <= vh - 4) top = panel.bottom + GAP;
      else if (panel.top - GAP - b.height >= 4) top = panel.top - GAP - b.height;
    }
    bubble.style.left = `${Math.max(8, (vw - b.width) / 2)}px`;
    bubble.style.top = `${Math.max(8, top)}px`;
    arrow.hidden = true;
    bubble.dataset.pointsAt = "";
    return;
  }
  target.classList.add("lesson-target");
  const r = target.getBoundingClientRect();
  const keep = keptClear(target);
  const centre = r.left + r.width / 2;
  const middle = Math.max(4, Math.min(vh - b.height - 4, r.top + r.height / 2 - b.height / 2));
  const spots = [
    { side: "above", top: keep.top - GAP - b.height, fits: keep.top - GAP - b.height >= 4 },
    { side: "below", top: r.bottom + GAP, fits: r.bottom + GAP + b.height <= vh - 4 },
    { side: "right", top: middle, left: keep.right + GAP, fits: keep.right + GAP + b.width <= vw - 4 },
    { side: "left", top: middle, left: keep.left - GAP - b.width, fits: keep.left - GAP - b.width >= 4 },
  ];
  // No room anywhere (a tiny screen): the edge farther from the control, over as little of it as can be.
  const spot = spots.find((s) => s.fits) || { side: "edge", top: r.top > vh - r.bottom ? 4 : vh - b.height - 4 };
  const left = spot.left ?? Math.max(6, Math.min(vw - b.width - 6, centre - b.width / 2));
  bubble.style.left = `${left}px`;
  bubble.style.top = `${spot.top}px`;
  arrow.hidden = spot.side === "edge";
  arrow.className = `lesson-arrow ${{ above: "down", below: "up", right: "left", left: "right" }[spot.side] || ""}`;
  arrow.style.left = spot.side === "above" || spot.side === "below" ? `${Math.max(14, Math.min(b.width - 14, centre - left))}px` : "";
  arrow.style.top = spot.side === "right" || spot.side === "left" ? `${Math.max(14, Math.min(b.height - 14, r.top + r.height / 2 - spot.top))}px` : "";
  bubble.dataset.pointsAt = target.dataset.action;
  bubble.dataset.side = spot.side;
}
