// The welcome: the four games, each with one line of what it is (players and the
// length of a match, from the engine's games(); what makes it special, translated)
// and its "learn" and "play" buttons.  A first visit opens on it (no saved match of
// any game, no link that names a game or a match); later visits go straight back to
// the match in progress, and the menu's "Games" button opens it again.
import { h, replace } from "./dom.js";
import { t, plural, addStrings } from "./i18n.js";
import strings from "./i18n/tutorial.js";
import { savedGames } from "./store.js";

addStrings(strings); // the welcome's and the lessons' words, in both languages

/** URL parameters that do not name a game or a match. */
const NOT_A_LINK = new Set(["lang", "speed"]);

const W = {
  box: null,
  games: null, // the engine's games(): null until it answers
  closable: false,
  onLearn: () => {},
  onPlay: () => {},
};

/** A first visit: no saved match of any game, and the address names no game nor match. */
export function isFirstVisit(search = location.search) {
  if ([...new URLSearchParams(search).keys()].some((k) => !NOT_A_LINK.has(k))) return false;
  return savedGames().length === 0;
}

export const welcomeShown = () => !!W.box?.isConnected;

/** Whether the focus shows its ring now (a keyboard user's): a welcome on a first visit or opened
 *  by a tap moves the focus for screen readers without drawing a ring on a phone's screen. */
const keyboardFocus = () => !!document.activeElement?.matches(":focus-visible");

/**
 * Show the welcome.  `closable`: a table is behind it (opened from the menu).
 * onLearn(game) / onPlay(game) are called once the engine's games are known.
 */
export function showWelcome({ closable = false, onLearn, onPlay }) {
  Object.assign(W, { closable, onLearn, onPlay });
  if (!welcomeShown()) {
    W.box = h("section", { id: "welcome", class: "welcome", role: "dialog", "aria-modal": "true", "aria-labelledby": "welcome-title", onkeydown: onKey });
    document.body.appendChild(W.box);
  }
  const ring = keyboardFocus(); // before the focus moves: was the welcome opened from the keyboard?
  setBehind(closable);
  draw();
  W.box.querySelector("button:not([disabled])")?.focus({ preventScroll: true, focusVisible: ring });
}

export function hideWelcome() {
  W.box?.remove();
  W.box = null;
  setBehind(false);
}

/**
 * The table behind a welcome opened from the menu takes no focus or clicks while it
 * is open.  On a first visit nothing is behind it but the start, whose failure
 * message (with its Retry) must stay usable.
 */
function setBehind(inert) {
  for (const el of document.querySelectorAll("body > .topbar, body > main")) el.inert = inert;
}

/** Escape closes a welcome that has a table to go back to; the focus goes back to the menu's button. */
function onKey(ev) {
  if (ev.key !== "Escape" || !W.closable) return;
  ev.preventDefault();
  hideWelcome();
  document.getElementById("btn-welcome")?.focus({ preventScroll: true });
}

/** The engine's games() arrived: the facts are drawn and the buttons work. */
export function setWelcomeGames(games) {
  W.games = games;
  if (!welcomeShown()) return;
  const focused = document.activeElement;
  const ours = !focused || focused === document.body || W.box.contains(focused);
  const ring = keyboardFocus();
  draw(); // the buttons come alive
  if (ours) W.box.querySelector("[data-learn]")?.focus({ preventScroll: true, focusVisible: ring });
}

function gameOf(id) {
  return (W.games || []).find((g) => g.id === id) || null;
}

/** "4 игрока · партия до 21 очка": the engine's player counts and match length. */
export function factsLine(info) {
  if (!info) return t("welcome.preparing");
  const counts = info.players || [];
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const players = min === max ? plural(min, "welcome.players") : t("welcome.players.range", { min, max });
  const length = info.match_length ? plural(info.match_length.value, `welcome.length.${info.match_length.unit}`) : null;
  return [players, length].filter(Boolean).join(" · ");
}

function gameCard(id) {
  const info = gameOf(id);
  const ready = !!info;
  return h(
    "li",
    { class: "welcome-game", dataset: { welcomeGame: id } },
    h("h2", { class: "welcome-name" }, t(`game.${id}`)),
    h("p", { class: "welcome-facts" }, factsLine(info)),
    h("p", { class: "welcome-about" }, t(`welcome.about.${id}`)),
    h(
      "div",
      { class: "welcome-actions" },
      h("button", { type: "button", class: "btn btn-ghost welcome-learn", disabled: !ready, dataset: { learn: id }, onclick: () => W.onLearn(id) }, t("welcome.learn")),
      h("button", { type: "button", class: "btn btn-primary welcome-play", disabled: !ready, dataset: { play: id }, onclick: () => W.onPlay(id) }, t("welcome.play")),
    ),
  );
}

function draw() {
  W.box.classList.toggle("ready", !!W.games);
  const list = W.games
    ? h("ul", { class: "welcome-list", tabindex: "-1" }, W.games.map((g) => gameCard(g.id)))
    : h("p", { class: "welcome-loading" }, t("welcome.loading"));
  replace(
    W.box,
    h(
      "div",
      { class: "welcome-frame" },
      h(
        "header",
        { class: "welcome-head" },
        h("h1", { id: "welcome-title" }, t("welcome.title")),
        h(
          "div",
          { class: "welcome-tools" },
          h(
            "button",
            { type: "button", class: "btn welcome-lang", dataset: { welcomeLang: "1" }, title: t("lang.switch.title"), "aria-label": t("lang.switch.title"), onclick: switchLanguage },
            h("span", { class: "welcome-lang-long" }, t("lang.switch")),
            h("span", { class: "welcome-lang-short", "aria-hidden": "true" }, t("lang.other")),
          ),
          W.closable ? h("button", { type: "button", class: "btn btn-ghost", dataset: { welcomeClose: "1" }, onclick: () => onKey({ key: "Escape", preventDefault() {} }) }, t("welcome.back")) : null,
        ),
      ),
      h("p", { class: "welcome-lead" }, t("welcome.lead")),
      list,
      h("p", { class: "welcome-more", "aria-hidden": "true" }, t("welcome.scroll")),
    ),
  );
  list.addEventListener("scroll", markScroll, { passive: true });
  requestAnimationFrame(markScroll);
}

/** The "more below" cue shows only while the list has more to scroll to. */
function markScroll() {
  const list = W.box?.querySelector(".welcome-list");
  if (!list) return;
  W.box.classList.toggle("more-below", list.scrollTop + list.clientHeight < list.scrollHeight - 4);
}

/** The page's own language switch (it stores the choice and redraws the table), then the welcome. */
function switchLanguage() {
  const ring = keyboardFocus();
  document.getElementById("btn-lang")?.click();
  draw();
  W.box?.querySelector("[data-welcome-lang]")?.focus({ preventScroll: true, focusVisible: ring });
}

window.addEventListener("resize", () => requestAnimationFrame(markScroll));
