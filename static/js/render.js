// Drawing the table from the view (S.view): the seats, the trick in the centre,
// the hand, the prompt, the decision and result panels, the side boxes.  What
// belongs to one game comes from its module's hooks (the contract in
// games/base.js); nothing here decides a rule.
import { h, patch, clear } from "./dom.js";
import { t, tSeat, getLang } from "./i18n.js";
import { shareLine } from "./prompts.js";
import { cardImg, deckOf } from "./cards.js";
import { tablePhase } from "./offline.js";
import { mountPanel, renderStatus, drawnAlready, forgetDrawn, scrollToEnd } from "./layout.js";
import { matchOver } from "./games/base.js";
import { S, $, ui, names, nPlayers, isOver } from "./state.js";
import { onAction } from "./flow.js";
import { renderStory, storyButton, storyMatchSheet } from "./story.js";
import { lessonDrawn } from "./tutorial.js";

const POS4 = ["bottom", "left", "top", "right"];
// Seat positions for 2 to 6 players, from the human (bottom) on round the table.
const POSN = { 2: ["bottom", "top"], 3: ["bottom", "tl", "tr"], 4: POS4, 5: ["bottom", "left", "tl", "tr", "right"], 6: ["bottom", "left", "tl", "top", "tr", "right"] };

const posOf = (seat) => {
  const n = nPlayers();
  return (POSN[n] || POS4)[(((seat - (S.view?.seat || 0)) % n) + n) % n];
};

/** The seat elements the table needs for its number of players (the others hidden). */
function ensureSeats() {
  const used = new Set(POSN[nPlayers()] || POS4);
  for (const pos of ["tl", "tr"])
    if (!document.querySelector(`.seat[data-pos="${pos}"]`)) $("#felt").insertBefore(h("div", { class: `seat seat-${pos}`, dataset: { pos } }), $("#centre"));
  for (const el of document.querySelectorAll(".seat")) if (el.hidden !== !used.has(el.dataset.pos)) el.hidden = !used.has(el.dataset.pos);
}

/** Set a data attribute only when it changes: an equal write still costs the page a style check. */
function setData(el, key, value) {
  if (el.dataset[key] !== String(value)) el.dataset[key] = value;
}

/** Whether the human may act now (nothing else moving, the human's turn). */
const interactiveNow = () => {
  const v = S.view;
  return !!v && !S.running && !S.busy && !S.halted && !S.displayTrick && v.to_act === v.seat;
};

export function render() {
  const v = S.view;
  if (!v) return;
  const G = ui();
  const nm = names();
  const interactive = interactiveNow();
  setData(document.body, "phase", v.phase);
  setData(document.body, "players", nPlayers()); // six seats place the panels lower
  tablePhase(v.phase, interactive); // a new build is offered only between deals
  setData(document.body, "game", v.game);
  setData(document.body, "toAct", v.to_act ?? "");
  document.body.classList.toggle("my-turn", interactive);

  ensureSeats();
  for (let s = 0; s < nPlayers(); s++) renderSeat(s, nm, G);
  renderTrick(nm);

  // Panels (auction, declaration, result): one kept in place while it stays the same kind
  const layer = $("#panel-layer");
  const over = isOver(v);
  let p = null;
  if (over) p = S.displayTrick ? null : resultPanel(v, nm, G);
  else if (interactive) p = G.decisionPanel(v, nm, { act: onAction }); // act: a game may send a choice the engine will explain
  mountPanel(layer, p);
  layer.classList.toggle("modal", over && !!p);

  renderHand(v, interactive, G);
  renderStatus(v, nm, G);
  renderPrompt(v, nm, interactive, G);
  const hb = $("#btn-hint");
  if (hb.hidden !== !interactive) hb.hidden = !interactive;
  if (hb.disabled !== S.hinting) hb.disabled = S.hinting;
  patch(hb, t(S.hinting ? "hint.thinking" : "hint.button"));
  if (hb.title !== t("hint.title")) hb.title = t("hint.title");
  renderSide(v, nm, G);
  renderFeltExtra(v, nm, G);
  renderStory(v);
  S.animate.clear();
  lessonDrawn(); // a lesson's step bubble follows the table
}

/** A game's own things on the felt (e.g. the turned trump card), in #felt-extra. */
function renderFeltExtra(v, nm, G) {
  let box = $("#felt-extra");
  if (!box) $("#felt").appendChild((box = h("div", { id: "felt-extra", class: "felt-extra" })));
  patch(box, G.feltExtra(v, nm));
  setData($("#hand"), "role", G.seatRole(v, v.seat));
}

function renderSeat(s, nm, G) {
  const v = S.view;
  const pos = posOf(s);
  const el = document.querySelector(`.seat[data-pos="${pos}"]`);
  if (drawnAlready(el, v, s, S.flash, getLang())) return; // nothing of this seat changed
  const declarer = v.contract && typeof v.contract === "object" ? v.contract.declarer : v.declarer;
  const isDeclarer = declarer !== null && declarer !== undefined && declarer === s;
  const toAct = v.to_act === s && !isOver(v);
  setData(el, "seat", s);
  setData(el, "role", G.seatRole(v, s)); // e.g. "sitting-out"
  el.classList.toggle("to-act", toAct);
  el.classList.toggle("is-declarer", !!isDeclarer);
  const call = G.lastCall(v, s);
  let bubble = null;
  if (S.flash && S.flash.seat === s) bubble = S.flash.text;
  else if (call) bubble = G.actionText(call);
  const tricks = (v.tricks_won || [])[s] ?? 0;
  const shown = el.querySelector(":scope > .bubble")?.textContent; // the same words again: no new pop
  patch(
    el,
    G.seatCards(v, s),
    h(
      "div",
      { class: "plate" },
      h("span", { class: `avatar av${s}`, "aria-hidden": "true" }, nm[s].charAt(0)),
      h(
        "span",
        { class: "plate-text" },
        h("span", { class: "seat-name" }, nm[s]),
        h(
          "span",
          { class: "badges" },
          v.dealer === s ? h("span", { class: "badge badge-dealer", title: t("seat.dealer.title") }, t("seat.dealer")) : null,
          isDeclarer ? h("span", { class: "badge badge-declarer", title: t("seat.declarer.title") }, t("seat.declarer")) : null,
          !G.noTricks && (v.phase === "play" || isOver(v)) ? h("span", { class: "badge badge-tricks" }, t("seat.tricks", { n: tricks })) : null,
          G.seatBadges(v, s, nm),
        ),
      ),
      toAct && s !== v.seat ? h("span", { class: "thinking" }, h("i"), h("i"), h("i")) : null,
    ),
    bubble ? h("div", { key: bubble, class: `bubble ${call && call.type === "pass" && !(S.flash && S.flash.seat === s) ? "bubble-pass" : ""}${bubble === shown ? " still" : ""}` }, bubble) : null,
  );
}

function renderTrick(nm) {
  const v = S.view;
  const tr = S.displayTrick || v.trick || { cards: [] };
  const deck = deckOf(v.game);
  const cards = tr.cards;
  const at = new Map(cards.map((c, i) => [posOf(c.seat), i])); // slot position -> the card's place in the trick
  for (const slot of document.querySelectorAll("#trick .slot")) {
    const pos = slot.dataset.pos;
    const i = at.get(pos);
    if (i === undefined) {
      if (slot.className !== `slot slot-${pos}`) slot.className = `slot slot-${pos}`;
      if (slot.firstChild) clear(slot);
      delete slot.dataset.card;
      continue;
    }
    // A card already lying in its slot stays as it is (its picture, its flight over); a new one flies in.
    const c = cards[i];
    const kept = slot.dataset.card === c.card && slot.firstChild;
    const fly = kept ? slot.classList.contains(`fly-${pos}`) : S.animate.has(`${c.seat}:${c.card}`);
    const cls = `slot slot-${pos} filled${fly ? ` fly-${pos}` : ""}${S.displayTrick && tr.winner === c.seat ? " winner" : ""}`;
    if (slot.className !== cls) slot.className = cls;
    if (slot.style.zIndex !== String(10 + i)) slot.style.zIndex = String(10 + i);
    if (kept) continue;
    slot.dataset.card = c.card;
    clear(slot).appendChild(cardImg(c.card, deck));
  }
  let cap = "";
  if (S.displayTrick && tr.winner !== undefined && tr.winner !== null)
    cap = tr.winner === v.seat ? t("trick.wonByYou") : t("trick.wonBy", { name: nm[tr.winner] });
  else if (v.phase === "play" && cards.length) cap = t("trick.led", { name: nm[tr.leader] });
  patch($("#trick-caption"), cap);
  $("#trick").classList.toggle("showing-winner", !!S.displayTrick);
}

function renderHand(v, interactive, G) {
  const hand = $("#hand");
  const deck = deckOf(v.game);
  const legalPlay = new Map();
  if (interactive && v.phase === "play")
    for (const a of v.legal || []) if (a.type === "play") legalPlay.set(a.card, a);
  const cards = G.sortHand(v.hand || [], v);
  const labels = cards.map((code) => G.cardLabel(code, v));
  const marks = cards.map((code) => G.cardMark(code, v));
  // A card the page marked after the last redraw (shaken at a refusal, lit by a hint) is drawn
  // afresh, as before: a new refusal shakes it again, a redraw clears the hint.
  const marked = hand.querySelectorAll(":scope > .shake, :scope > .hinted");
  for (const el of marked) el.remove();
  if (marked.length) forgetDrawn(hand);
  // A bot's step leaves the hand as it is: the same cards, words, marks and choices are not drawn again.
  const markup = marks.map((m) => (m instanceof Element ? m.outerHTML : m ?? null));
  if (drawnAlready(hand, [deck, cards, labels, markup, [...legalPlay], interactive && v.phase === "play"])) return;
  const n = cards.length;
  hand.style.setProperty("--n", n);
  patch(
    hand,
    cards.map((code, i) => {
      const a = legalPlay.get(code);
      const off = i - (n - 1) / 2;
      const cls = ["hand-card"];
      if (interactive && v.phase === "play") cls.push(a ? "legal" : "illegal");
      return h(
        "button",
        {
          type: "button",
          class: cls.join(" "),
          style: { "--i": i, "--off": off, "--rot": `${off * 3.2}deg`, "--lift": `${Math.abs(off) * Math.abs(off) * 1.6}px` },
          dataset: a ? { card: code, action: JSON.stringify(a), name: labels[i] } : { card: code },
          "aria-label": labels[i],
        },
        cardImg(code, deck),
        marks[i],
      );
    }),
  );
}

export function renderPrompt(v, nm, interactive, G) {
  const el = $("#prompt");
  let text;
  let cls = "prompt";
  if (S.handMsg) {
    text = S.handMsg.text;
    cls += S.handMsg.hint ? " prompt-hint" : " prompt-error";
  } else if (isOver(v)) {
    text = t(`phase.${v.phase}`);
  } else {
    text = G.promptText(v, nm, interactive);
    if (interactive && text) cls += " prompt-turn";
  }
  if (el.className !== cls) el.className = cls;
  const role = S.handMsg && !S.handMsg.hint ? "alert" : "status";
  if (el.getAttribute("role") !== role) el.setAttribute("role", role);
  patch(el, text);
}

function renderSide(v, nm, G) {
  if (drawnAlready($("#side"), v, getLang())) return; // score, last trick and log as they are
  patch($("#box-contract"), G.contractBox(v, nm));
  patch($("#box-score"), G.scoreBox(v, nm));
  patch($("#box-last"), G.lastBox(v, nm));
  const log = h("ol", { class: "log" }, G.logRows(v, nm));
  patch($("#box-log"), h("div", { class: "box-title" }, t("log.title"), v.dealer !== undefined ? h("span", { class: "box-aside" }, tSeat("log.dealer", v.dealer === v.seat, { name: nm[v.dealer] })) : null), log);
  scrollToEnd(log);
}

function resultPanel(v, nm, G) {
  const r = v.result;
  const m = v.match || {};
  const over = matchOver(v);
  const table = G.resultTable(v, nm);
  if (over) {
    return h(
      "div",
      { class: "panel panel-result panel-match", dataset: { matchOver: "1" }, role: "dialog", "aria-label": t("result.matchOver") },
      h("div", { class: "trophy", "aria-hidden": "true" }, "♛"),
      h("h3", {}, t("result.matchOver")),
      h("p", { class: "result-winner" }, G.matchWinnerText(v, nm)),
      r ? h("p", { class: "result-reason" }, G.resultReason(v, nm)) : null,
      table,
      G.resultExtra(v, nm),
      h("div", { class: "panel-actions" }, shareLine(m.share, S.request), h("button", { type: "button", class: "btn btn-primary", dataset: { newMatch: "1" } }, t("result.newMatch")), storyButton(v)),
      storyMatchSheet(v),
    );
  }
  return h(
    "div",
    { class: "panel panel-result", dataset: { dealOver: "1" }, role: "dialog", "aria-label": t("result.title") },
    h("h3", {}, t("result.title")),
    h("p", { class: "result-reason" }, G.resultReason(v, nm)),
    table,
    G.resultExtra(v, nm),
    h("div", { class: "panel-actions" }, h("button", { type: "button", class: "btn btn-primary", dataset: { next: "1" } }, t("result.next")), storyButton(v)),
  );
}
