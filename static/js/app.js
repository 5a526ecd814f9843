// The card table's controller: boot, URL parameters, saves, the bot loop, and
// rendering of the view the engine gives (static/js/engine.js).  The page never
// decides a rule: it draws the view and sends back one of its legal actions.
import { h, replace, patch, clear, sleep, nextPaint } from "./dom.js";
import { t, tSeat, setLang, getLang, applyStatic, cardName, has } from "./i18n.js";
import { engine } from "./engine.js";
import { startEngine, showBootFailure } from "./boot.js";
import { parseParams, checkOptions, intAllowed, KNOWN_GAMES } from "./params.js";
import { loadPrefs, savePrefs, migrateLegacy, dropSlot, LEGACY_KEY } from "./store.js";
import * as saves from "./saves.js";
import { ask, showTrouble, clearTrouble, shareLine } from "./prompts.js";
import { cardImg, backImg, deckOf } from "./cards.js";
import { startOffline, tablePhase } from "./offline.js";
import { renderRules, showTerm } from "./rules.js";
import { listenForTerms } from "./glossary.js";
import { mountPanel, renderStatus, drawnAlready, scrollToEnd } from "./layout.js";
import { announceStep } from "./access.js"; // access: live region and keyboard play (access.js binds its keys itself)
import * as brandeln from "./games/brandeln.js";
import * as quadrille from "./games/quadrille.js";
import * as cuatrola from "./games/cuatrola.js";
import * as vinegret from "./games/vinegret.js";

const GAME_UI = { brandeln, quadrille, cuatrola, vinegret };

// Pace of the bots per speed setting: pause before a bot acts, how long a
// finished trick stays in the centre, card flight time (ms).
const PACE = [
  { move: 0, trick: 0, anim: 0 },
  { move: 320, trick: 650, anim: 180 },
  { move: 700, trick: 1100, anim: 260 },
  { move: 1200, trick: 1700, anim: 340 },
];
const POS4 = ["bottom", "left", "top", "right"];
// Seat positions for 2 to 6 players, from the human (bottom) on round the table.
const POSN = { 2: ["bottom", "top"], 3: ["bottom", "tl", "tr"], 4: POS4, 5: ["bottom", "left", "tl", "tr", "right"], 6: ["bottom", "left", "tl", "top", "tr", "right"] };

const $ = (sel) => document.querySelector(sel);

const S = {
  speed: 2,
  games: null, // engine's games() list
  view: null,
  request: null,
  running: false,
  busy: false,
  displayTrick: null, // a finished trick held in the centre for a moment
  flash: null, // {seat, text}: a transient bubble (the declaration)
  animate: new Set(), // "seat:card" of cards to fly in on this render
  notices: [], // [{key, params, id}]
  handMsg: null, // {text}: the reason an action was refused
  hinting: false,
  gen: 0, // bumped by every new match: a bot loop of an older one stops
  storageWarned: false,
  halted: false, // the engine failed: nothing moves until the match is resumed from its save
};

// ---------------------------------------------------------------- helpers

const ui = () => GAME_UI[S.view?.game] || brandeln;
const pace = () => PACE[S.speed] || PACE[2];
const nPlayers = () => S.view?.players || 4;
const posOf = (seat) => { const n = nPlayers(); return (POSN[n] || POS4)[(((seat - (S.view?.seat || 0)) % n) + n) % n]; };
/** The seat elements the table needs for its number of players (the others hidden). */
function ensureSeats() {
  const used = new Set(POSN[nPlayers()] || POS4);
  for (const pos of ["tl", "tr"])
    if (!document.querySelector(`.seat[data-pos="${pos}"]`)) $("#felt").insertBefore(h("div", { class: `seat seat-${pos}`, dataset: { pos } }), $("#centre"));
  for (const el of document.querySelectorAll(".seat")) el.hidden = !used.has(el.dataset.pos);
}

/**
 * Bring a view to the one shape the renderer uses, whatever small variations
 * the engine's JSON has: tricks as [{seat, card}], match.scores and match.target.
 */
function normalize(v) {
  if (!v || typeof v !== "object") return v;
  const n = v.players || 4;
  const trick = (tr) => {
    if (!tr || !Array.isArray(tr.cards)) return tr || null;
    const leader = tr.leader ?? 0;
    return {
      ...tr,
      cards: tr.cards.map((c, i) =>
        typeof c === "string" ? { seat: Array.isArray(tr.seats) ? tr.seats[i] : (leader + i) % n, card: c } : c,
      ),
    };
  };
  const m = { ...(v.match || {}) };
  if (!Array.isArray(m.scores))
    m.scores = v.result?.scores || m.settled?.scores || m.record?.scores || v.scores_before || Array(n).fill(0);
  if (m.target === undefined) m.target = v.options?.target ?? null;
  return {
    ...v,
    trick: trick(v.trick) || { leader: null, cards: [] },
    last_trick: trick(v.last_trick),
    tricks: Array.isArray(v.tricks) ? v.tricks.map(trick) : null,
    match: m,
  };
}

function names() {
  const n = [];
  const own = S.view && has(`${S.view.game}.seat.bot1`) ? `${S.view.game}.` : ""; // a game may name its bots
  for (let s = 0; s < nPlayers(); s++) n.push(s === (S.view?.seat ?? 0) ? t("seat.you") : t(`${own}seat.bot${s}`));
  return n;
}

function notice(key, params = {}, opts = {}) {
  const id = Math.random().toString(36).slice(2);
  S.notices.push({ key, params, id, kind: opts.kind || "info" });
  renderNotices();
  const ttl = opts.ttl ?? 12000;
  if (ttl) setTimeout(() => dismiss(id), ttl);
  return id;
}

function dismiss(id) {
  S.notices = S.notices.filter((n) => n.id !== id);
  renderNotices();
}

function renderNotices() {
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

function errorText(err) {
  if (!err) return t("err.illegal");
  const own = ui().errorText ? ui().errorText(err, S.view) : null; // a game's own wording
  if (own) return own;
  const key = `err.${err.code}`;
  if (err.code && has(key)) {
    const s = t(key, err.params || {});
    if (!/\{\w+(:\w+)?\}/.test(s)) return s;
  }
  if (getLang() === "en" && err.message) return capitalise(err.message) + ".";
  return err.message ? t("err.unknown", { message: err.message }) : t("err.illegal");
}

const capitalise = (s) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- rendering

function render() {
  const v = S.view;
  if (!v) return;
  const G = ui();
  const nm = names();
  const interactive = !S.running && !S.busy && !S.halted && !S.displayTrick && v.to_act === v.seat;
  document.body.dataset.phase = v.phase;
  tablePhase(v.phase); // a new build is offered only between deals
  document.body.dataset.game = v.game;
  document.body.dataset.toAct = v.to_act ?? "";
  document.body.classList.toggle("my-turn", interactive);

  // Seats
  ensureSeats();
  for (let s = 0; s < nPlayers(); s++) renderSeat(s, nm, G);

  // Centre: the trick in play (or a finished one held for a moment)
  renderTrick(nm);

  // Panels (auction, declaration, result): one kept in place while it stays the same kind
  const layer = $("#panel-layer");
  const over = v.phase === "deal_over" || v.phase === "match_over";
  let p = null;
  if (over) p = S.displayTrick ? null : resultPanel(v, nm, G);
  else if (interactive) p = G.decisionPanel(v, nm, { act: onAction }); // act: a game may send a choice the engine will explain
  mountPanel(layer, p);
  layer.classList.toggle("modal", over && !!p);

  renderHand(v, interactive);
  renderStatus(v, nm, G);
  renderPrompt(v, nm, interactive);
  const hb = $("#btn-hint");
  hb.hidden = !interactive;
  hb.disabled = S.hinting;
  hb.textContent = t(S.hinting ? "hint.thinking" : "hint.button");
  hb.title = t("hint.title");
  renderSide(v, nm, G);
  renderFeltExtra(v, nm, G);
  S.animate.clear();
}

/** A game's own things on the felt (e.g. the turned trump card), in #felt-extra. */
function renderFeltExtra(v, nm, G) {
  let box = $("#felt-extra");
  if (!box) $("#felt").appendChild((box = h("div", { id: "felt-extra", class: "felt-extra" })));
  patch(box, G.feltExtra ? G.feltExtra(v, nm) : null);
  $("#hand").dataset.role = G.seatRole ? G.seatRole(v, v.seat) || "" : "";
}

function renderSeat(s, nm, G) {
  const v = S.view;
  const pos = posOf(s);
  const el = document.querySelector(`.seat[data-pos="${pos}"]`);
  if (drawnAlready(el, v, s, S.flash, getLang())) return; // nothing of this seat changed
  const declarer = v.contract && typeof v.contract === "object" ? v.contract.declarer : v.declarer;
  const isDeclarer = declarer !== null && declarer !== undefined && declarer === s;
  const toAct = v.to_act === s && v.phase !== "deal_over" && v.phase !== "match_over";
  el.dataset.seat = s;
  el.dataset.role = G.seatRole ? G.seatRole(v, s) || "" : ""; // e.g. "sitting-out"
  el.classList.toggle("to-act", toAct);
  el.classList.toggle("is-declarer", !!isDeclarer);
  const count = (v.hand_counts || [])[s] ?? 0;
  const own = G.seatCards ? G.seatCards(v, s) : undefined; // a game may show some cards face up
  const backs =
    own !== undefined
      ? own
      : s === v.seat
      ? null
      : h(
          "div",
          { class: "seat-cards", style: { "--n": count } },
          Array.from({ length: count }, (_, i) => h("div", { class: "back-wrap", style: { "--i": i } }, backImg(deckOf(v.game)))),
        );
  const call = G.lastCall(v, s);
  let bubble = null;
  if (S.flash && S.flash.seat === s) bubble = S.flash.text;
  else if (call) bubble = G.actionText(call);
  const tricks = (v.tricks_won || [])[s] ?? 0;
  const shown = el.querySelector(":scope > .bubble")?.textContent; // the same words again: no new pop
  patch(
    el,
    backs,
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
          !G.noTricks && (v.phase === "play" || v.phase === "deal_over" || v.phase === "match_over")
            ? h("span", { class: "badge badge-tricks" }, t("seat.tricks", { n: tricks }))
            : null,
          G.seatBadges ? G.seatBadges(v, s, nm) : null,
        ),
      ),
      toAct && s !== v.seat ? h("span", { class: "thinking" }, h("i"), h("i"), h("i")) : null,
    ),
    bubble ? h("div", { class: `bubble ${call && call.type === "pass" && !(S.flash && S.flash.seat === s) ? "bubble-pass" : ""}${bubble === shown ? " still" : ""}` }, bubble) : null,
  );
}

function renderTrick(nm) {
  const v = S.view;
  const tr = S.displayTrick || v.trick || { cards: [] };
  const deck = deckOf(v.game);
  const same = drawnAlready($("#trick"), tr, v.seat, v.players, v.game, !!S.displayTrick); // the same cards: no new flight
  for (const slot of same ? [] : document.querySelectorAll("#trick .slot")) clear(slot).className = `slot slot-${slot.dataset.pos}`;
  const cards = tr.cards || [];
  if (!same) cards.forEach((c, i) => {
    const pos = posOf(c.seat);
    const slot = document.querySelector(`#trick .slot[data-pos="${pos}"]`);
    const fly = S.animate.has(`${c.seat}:${c.card}`);
    slot.className = `slot slot-${pos} filled${fly ? ` fly-${pos}` : ""}${S.displayTrick && tr.winner === c.seat ? " winner" : ""}`;
    slot.style.zIndex = String(10 + i);
    slot.dataset.card = c.card;
    slot.appendChild(cardImg(c.card, deck));
  });
  let cap = "";
  if (S.displayTrick && tr.winner !== undefined && tr.winner !== null)
    cap = tr.winner === v.seat ? t("trick.wonByYou") : t("trick.wonBy", { name: nm[tr.winner] });
  else if (v.phase === "play" && cards.length) cap = t("trick.led", { name: nm[tr.leader ?? cards[0].seat] });
  patch($("#trick-caption"), cap);
  $("#trick").classList.toggle("showing-winner", !!S.displayTrick);
}

function renderHand(v, interactive) {
  const hand = $("#hand");
  const deck = deckOf(v.game);
  const legalPlay = new Map();
  if (interactive && v.phase === "play")
    for (const a of v.legal || []) if (a.type === "play") legalPlay.set(a.card, a);
  const cards = ui().sortHand ? ui().sortHand(v.hand || [], v) : v.hand || [];
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
          dataset: a ? { card: code, action: JSON.stringify(a) } : { card: code },
          "aria-label": ui().cardLabel ? ui().cardLabel(code, v) : cardName(code),
        },
        cardImg(code, deck),
        ui().cardMark ? ui().cardMark(code, v) : null,
      );
    }),
  );
}

function renderPrompt(v, nm, interactive) {
  const el = $("#prompt");
  let text = "";
  let cls = "prompt";
  if (S.handMsg) {
    text = S.handMsg.text;
    cls += " prompt-error";
  } else if (v.phase === "deal_over" || v.phase === "match_over") {
    text = t(`phase.${v.phase}`);
  } else if (ui().promptText && ui().promptText(v, nm, interactive)) {
    text = ui().promptText(v, nm, interactive); // a game's own words for its special phases
    if (interactive) cls += " prompt-turn";
  } else if (interactive) {
    if (v.phase === "auction") text = t("prompt.auction");
    else if (v.phase === "declaration") text = t("prompt.declaration");
    else text = (v.trick?.cards || []).length ? t("prompt.play") : t("prompt.lead");
    cls += " prompt-turn";
  } else if (v.to_act !== null && v.to_act !== undefined && v.to_act !== v.seat) {
    text = t("prompt.wait", { name: nm[v.to_act] });
  }
  el.className = cls;
  el.setAttribute("role", S.handMsg ? "alert" : "status");
  patch(el, text);
}

function renderSide(v, nm, G) {
  if (drawnAlready($("#side"), v, getLang())) return; // score, last trick and log as they are
  patch($("#box-contract"), G.contractBox(v, nm));

  // Scores (a game may draw its own box, e.g. per team)
  const ownScore = G.scoreBox ? G.scoreBox(v, nm) : null;
  const m = v.match || {};
  const scores = m.scores || [];
  const best = Math.max(...scores);
  if (ownScore) patch($("#box-score"), ownScore);
  else patch(
    $("#box-score"),
    h(
      "div",
      { class: "box-title" },
      t("score.title"),
      h("span", { class: "box-aside" }, [m.deal_number ? t("score.deal", { n: m.deal_number }) : null, m.target ? t("score.targetShort", { n: m.target }) : null].filter(Boolean).join(" · ")),
    ),
    h(
      "table",
      { class: "scores" },
      h(
        "tbody",
        {},
        scores.map((sc, s) =>
          h(
            "tr",
            { class: `${s === v.seat ? "me" : ""} ${sc === best && sc > 0 ? "lead" : ""}`.trim() || null, dataset: { seat: s } },
            h("td", { class: "sc-name" }, h("span", { class: `dot av${s}` }), nm[s], v.dealer === s ? h("span", { class: "sc-dealer", title: t("seat.dealer.title") }, "●") : null),
            h("td", { class: "sc-tricks", title: t("score.tricks") }, v.phase === "play" || v.result ? String((v.tricks_won || [])[s] ?? 0) : ""),
            h("td", { class: "sc-total" }, String(sc)),
          ),
        ),
      ),
    ),
  );

  // Last trick
  const lt = v.last_trick;
  const deck = deckOf(v.game);
  if (G.lastBox) patch($("#box-last"), G.lastBox(v, nm)); // a game without tricks shows something else
  else patch(
    $("#box-last"),
    h("div", { class: "box-title" }, t("trick.last")),
    lt && lt.cards && lt.cards.length
      ? [
          h(
            "div",
            { class: "mini-trick" },
            lt.cards.map((c) =>
              h("figure", { class: `mini ${c.seat === lt.winner ? "mini-win" : ""}` }, cardImg(c.card, deck), h("figcaption", {}, nm[c.seat])),
            ),
          ),
          h("div", { class: "mini-caption" }, lt.winner === v.seat ? t("trick.wonByYou") : t("trick.wonBy", { name: nm[lt.winner] })),
        ]
      : h("div", { class: "muted" }, t("trick.lastNone")),
  );

  // Log of this deal
  const rows = [];
  let plays = [];
  for (const a of v.history || []) {
    if (G.logRow) rows.push(G.logRow(a, nm, v)); // a game's own line per action
    else if (a.type === "play") plays.push(a);
    else if (a.type === "bid" || a.type === "pass")
      rows.push(h("li", { class: `log-call ${a.type === "pass" ? "log-pass" : ""}` }, h("b", {}, nm[a.seat]), " ", G.actionText(a)));
    else if (a.type === "declare")
      rows.push(h("li", { class: "log-declare" }, tSeat("log.declare", a.seat === v.seat, { name: nm[a.seat], contract: G.actionText(a) })));
    else if (G.logEntry) rows.push(G.logEntry(a, nm, v)); // a game's other actions (null: not logged)
  }
  const finished = v.tricks || [];
  finished.forEach((tr, i) => rows.push(logTrick(tr.cards, nm, i + 1, tr.winner, v.seat), ...(G.logAfterTrick ? G.logAfterTrick(v, i, nm) : [])));
  const rest = plays.slice(finished.reduce((k, tr) => k + (tr.cards || []).length, 0)); // tricks may have fewer cards than seats
  if (rest.length) rows.push(logTrick(rest, nm, finished.length + 1, null, v.seat));
  const log = h("ol", { class: "log" }, rows);
  patch($("#box-log"), h("div", { class: "box-title" }, t("log.title"), v.dealer !== undefined ? h("span", { class: "box-aside" }, tSeat("log.dealer", v.dealer === v.seat, { name: nm[v.dealer] })) : null), log);
  scrollToEnd(log);
}

function logTrick(plays, nm, number, winner, me) {
  return h(
    "li",
    { class: "log-trick" },
    h("span", { class: "log-no" }, `${number}.`),
    plays.map((p) => h("span", { class: `log-card ${/[HD]$/.test(p.card) ? "suit-red" : ""} ${p.seat === winner ? "log-win" : ""}`, title: nm[p.seat] }, ui().cardText ? ui().cardText(p.card) : cardName(p.card))),
    winner !== null && winner !== undefined ? h("span", { class: "log-winner" }, "→ ", winner === me ? t("seat.you") : nm[winner]) : null,
  );
}

function resultPanel(v, nm, G) {
  const r = v.result;
  const m = v.match || {};
  const over = v.phase === "match_over" || (r && r.match_over) || m.over;
  const winner = m.winner ?? r?.winner;
  // The winner may be a list of seats (a shared first place).
  const winners = winner === null || winner === undefined ? [] : [].concat(winner);
  const table = G.resultTable
    ? G.resultTable(v, nm)
    : r
    ? h(
        "table",
        { class: "result-table" },
        h("thead", {}, h("tr", {}, h("th", {}, t("score.player")), h("th", {}, t("score.tricks")), h("th", {}, t("score.delta")), h("th", {}, t("score.total")))),
        h(
          "tbody",
          {},
          nm.map((name, s) =>
            h(
              "tr",
              { class: `${s === v.seat ? "me" : ""} ${over && winners.includes(s) ? "winner" : ""}`.trim() || null },
              h("td", {}, h("span", { class: `dot av${s}` }), name),
              h("td", {}, String(r.tricks?.[s] ?? "")),
              h("td", { class: (r.score_delta?.[s] ?? 0) > 0 ? "pos" : (r.score_delta?.[s] ?? 0) < 0 ? "neg" : "" }, fmtDelta(r.score_delta?.[s] ?? 0)),
              h("td", {}, String((r.scores || m.scores || [])[s] ?? "")),
            ),
          ),
        ),
      )
    : null;
  if (over) {
    return h(
      "div",
      { class: "panel panel-result panel-match", dataset: { matchOver: "1" }, role: "dialog", "aria-label": t("result.matchOver") },
      h("div", { class: "trophy", "aria-hidden": "true" }, "♛"),
      h("h3", {}, t("result.matchOver")),
      h("p", { class: "result-winner" }, G.matchWinnerText ? G.matchWinnerText(v, nm) : winnerText(winners, v.seat, nm)),
      r ? h("p", { class: "result-reason" }, G.resultReason(v, nm)) : null,
      table,
      G.resultExtra ? G.resultExtra(v, nm) : null,
      h("div", { class: "panel-actions" }, shareLine(m.share, S.request), h("button", { type: "button", class: "btn btn-primary", dataset: { newMatch: "1" } }, t("result.newMatch"))),
    );
  }
  return h(
    "div",
    { class: "panel panel-result", dataset: { dealOver: "1" }, role: "dialog", "aria-label": t("result.title") },
    h("h3", {}, t("result.title")),
    h("p", { class: "result-reason" }, G.resultReason(v, nm)),
    table,
    G.resultExtra ? G.resultExtra(v, nm) : null,
    h("div", { class: "panel-actions" }, h("button", { type: "button", class: "btn btn-primary", dataset: { next: "1" } }, t("result.next"))),
  );
}

function winnerText(winners, me, nm) {
  if (!winners.length) return "";
  if (winners.length === 1) return winners[0] === me ? t("result.youWin") : t("result.youLose", { name: nm[winners[0]] });
  const names = winners.map((s) => nm[s]).join(", ");
  return t(winners.includes(me) ? "result.sharedWinYou" : "result.sharedWin", { name: names });
}

const fmtDelta = (d) => (d > 0 ? `+${d}` : d < 0 ? `−${-d}` : "0");

// ---------------------------------------------------------------- flow

/** A reply the engine could not give: its failure (or a request the page got wrong). */
const FAULTS = new Set(["engine_error", "bad_request", "bad_save"]);
const isFault = (res) => !res || typeof res !== "object" || (res.ok === false && (!res.error || FAULTS.has(res.error.code)));

/**
 * Store the reply of a step.  False when this tab is behind (another tab played
 * on): the reply is not shown, the tab follows the newer save instead.
 */
function keep(reply) {
  const outcome = saves.record(reply, reply.view);
  if (outcome === "behind") {
    followNewer();
    return false;
  }
  if (outcome === "refused" && !S.storageWarned) {
    S.storageWarned = true;
    notice("notice.storageOff", {}, { kind: "warn" });
  }
  return true;
}

/** Show the result of one applied action (its reply already kept), with animations and pauses. */
async function applyStep(prev, seat, action, rawNext) {
  const next = normalize(rawNext);
  announceStep(prev, seat, action, next, names()); // access: the card played and the trick's winner, told to screen readers
  // A game may announce what the step made public (e.g. a cante sung after a trick).
  for (const [key, params] of ui().announce ? ui().announce(prev, next, names()) : []) notice(key, params, { ttl: 6000 });
  S.flash = null;
  S.handMsg = null;
  const p = pace();
  if (action && action.type === "play") {
    S.animate.add(`${seat}:${action.card}`);
    const prevN = prev.trick?.cards?.length || 0;
    const nextN = next.trick?.cards?.length || 0;
    if (nextN <= prevN && next.last_trick && next.last_trick.cards?.length) {
      // The trick is complete: hold it in the centre, winner highlighted.
      S.view = next;
      S.displayTrick = next.last_trick;
      render();
      if (p.trick) await sleep(p.anim + p.trick);
      S.displayTrick = null;
      return;
    }
  } else if (action && action.type === "declare") {
    S.flash = { seat, text: ui().actionText(action) };
  }
  S.view = next;
  render();
  if (p.anim) await sleep(p.anim);
}

async function run() {
  if (S.running || S.busy || S.halted) return;
  S.running = true;
  const gen = S.gen;
  try {
    for (;;) {
      if (S.gen !== gen) break; // another match replaced this one
      const v = S.view;
      if (!v || v.phase === "deal_over" || v.phase === "match_over") break;
      // The human decides only with legal actions in hand; otherwise a bot does, even
      // when to_act is null (Quadrille hides the seat of the partner who is deciding).
      if (v.to_act === v.seat || (v.legal || []).length) break;
      render();
      if (pace().move) await sleep(pace().move);
      else await nextPaint();
      if (S.gen !== gen) break;
      const res = await engine.botStep();
      if (S.gen !== gen) break;
      if (isFault(res) || res.ok === false) {
        engineFailed(res);
        break;
      }
      if (!keep(res)) break;
      if (!res.action) {
        S.view = normalize(res.view);
        break; // no bot was to act: nothing moved
      }
      // A hidden seat (a silent partner) comes back as seat null: shown without a name.
      await applyStep(v, res.seat ?? null, res.action, res.view);
    }
  } finally {
    S.running = false;
  }
  if (S.gen !== gen) return void run();
  render();
}

/**
 * One request of the human's to the engine: the table is busy meanwhile and an
 * engine failure is shown; then the table is drawn and the bots take their turns.
 */
async function humanRequest(work) {
  if (S.busy || S.running || S.halted || !S.view) return;
  S.busy = true;
  stripActions();
  try {
    await work();
  } finally {
    S.busy = false;
  }
  render();
  run();
}

function onAction(action) {
  return humanRequest(async () => {
    const prev = S.view;
    const res = await engine.act(action);
    if (isFault(res)) return engineFailed(res);
    if (res.ok) return keep(res) ? applyStep(prev, prev.seat, action, res.view) : undefined;
    S.view = res.view ? normalize(res.view) : prev; // refused: nothing moved
    S.handMsg = { text: errorText(res.error) };
  });
}

/**
 * The engine failed (a fault reply or a dead worker): the table stops, the player
 * reads what happened in plain words and resumes from the last save; the
 * technical detail goes to the console and a collapsed <details>.
 */
function engineFailed(res) {
  const detail = res?.error?.message || JSON.stringify(res);
  console.error("engine failure:", detail);
  S.halted = true;
  S.gen++;
  render();
  showTrouble(detail, resumeAfterFailure);
}

async function resumeAfterFailure() {
  const game = S.view?.game || S.request?.game;
  const slot = game ? saves.savedMatch(game) : null;
  S.halted = false;
  clearTrouble();
  if (slot?.env) await openSaved(slot.env);
  else await startMatch({ game: game || "brandeln", options: {}, seed: null });
}

async function onIllegalCard(code, el) {
  const v = S.view;
  if (!v || S.busy || S.halted) return;
  const nm = names();
  if (S.running || (v.to_act !== v.seat && v.to_act !== null && v.to_act !== undefined)) {
    S.handMsg = { text: t("prompt.notYourTurn", { name: nm[v.to_act] }) };
  } else if (v.phase !== "play") {
    S.handMsg = { text: v.phase === "auction" ? t("prompt.notPlayPhase") : t("err.wrong_phase") };
  } else {
    S.busy = true;
    let res;
    try {
      res = await engine.act({ type: "play", card: code });
    } finally {
      S.busy = false;
    }
    if (isFault(res)) return void engineFailed(res);
    if (res.ok) {
      // The engine accepted it after all: treat as a normal move.
      if (keep(res)) await applyStep(v, v.seat, { type: "play", card: code }, res.view);
      render();
      run();
      return;
    }
    S.view = res.view ? normalize(res.view) : v;
    S.handMsg = { text: errorText(res.error) };
  }
  render();
  const again = document.querySelector(`#hand [data-card="${code}"]`);
  if (again && !S.running) {
    again.classList.add("shake");
  }
  void el;
}

/** A click was taken: nothing stale stays clickable (tests rely on this too). */
async function onHint() {
  if (S.busy || S.running || S.hinting || S.halted || !S.view || S.view.to_act !== S.view.seat) return;
  S.hinting = true;
  render();
  const before = S.view;
  let res = null;
  try {
    res = await engine.hint();
  } catch (e) {
    console.warn("hint failed", e);
  } finally {
    S.hinting = false;
  }
  if (S.view !== before) return; // something moved meanwhile
  if (res && res.ok === false && res.error?.code === "engine_error") return void engineFailed(res);
  render();
  if (!res || !res.ok) {
    S.handMsg = { text: errorText(res?.error) };
    render();
    return;
  }
  const want = JSON.stringify(res.action);
  for (const el of document.querySelectorAll("[data-action]")) {
    let a;
    try {
      a = JSON.parse(el.dataset.action);
    } catch {
      continue;
    }
    if (sameAction(a, res.action) || JSON.stringify(a) === want) {
      el.classList.add("hinted");
      el.scrollIntoView({ block: "nearest", behavior: "smooth" });
    }
  }
}

function sameAction(a, b) {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

function stripActions() {
  for (const el of document.querySelectorAll("[data-action]")) el.removeAttribute("data-action");
  for (const el of document.querySelectorAll("[data-deal-over], [data-match-over]")) el.remove();
  document.body.classList.remove("my-turn");
}

function onNextDeal() {
  return humanRequest(async () => {
    const res = await engine.nextDeal();
    if (isFault(res) || res.ok === false) return engineFailed(res);
    if (!keep(res)) return;
    S.view = normalize(res.view);
    S.handMsg = null;
  });
}

/** The request as the page keeps it in view: without the seed, which stays in storage. */
function openRequest(request) {
  const open = { ...request };
  delete open.seed;
  return open;
}

/** The table is about to show another match: bots of the old one stop, nothing stale stays clickable. */
function takeTable() {
  S.gen++;
  S.busy = true;
  S.handMsg = null;
  S.displayTrick = null;
  stripActions();
}

function showTable() {
  S.busy = false;
  render();
  renderGamesNav();
  run();
}

/** Start a match.  A refused option (rare: the page checks the schema) is dropped alone, named. */
async function startMatch(request) {
  takeTable();
  try {
    let res = await engine.newMatch(request);
    const options = { ...request.options };
    while (res && res.ok === false && res.error?.code === "bad_request") {
      const named = Object.keys(options).find((name) => (res.error.message || "").includes(`option ${name} `));
      if (named) {
        notice("notice.badParam", { name: named, value: String(options[named]) }, { kind: "warn" });
        delete options[named];
      } else if (Object.keys(options).length) {
        notice("notice.optionRejected", {}, { kind: "warn" });
        for (const name of Object.keys(options)) delete options[name];
      } else break;
      request = { ...request, options: { ...options } };
      res = await engine.newMatch(request);
    }
    if (isFault(res) || res.ok === false) return void engineFailed(res);
    if (!saves.begin(request, res, res.view) && !S.storageWarned) {
      S.storageWarned = true;
      notice("notice.storageOff", {}, { kind: "warn" });
    }
    S.view = normalize(res.view);
    S.request = openRequest(request);
    showAddress(request.game);
  } finally {
    showTable();
  }
}

/** Resume a saved match of any game; a damaged one is dropped with a notice and a new match starts. */
async function openSaved(env) {
  takeTable();
  const res = await engine.restore(env.data);
  if (res && res.ok) {
    saves.adopt(env);
    S.view = normalize(res.view);
    S.request = openRequest(env.request);
    showAddress(env.game);
    showTable();
    return true;
  }
  if (res?.error?.code === "engine_error") console.error("restore failed:", res.error.message);
  saves.dropSaved(env.game);
  notice("notice.saveDiscarded", {}, { kind: "warn" });
  await startMatch({ game: env.game, options: {}, seed: null });
  return false;
}

/** Another tab played on: show its newer save, once this tab's own step is done. */
let following = Promise.resolve();
function followNewer() {
  following = following.then(async () => {
    const env = saves.newerSave();
    if (!env) return;
    S.gen++; // this tab's bots stop: the other tab is ahead
    while (S.busy) await sleep(50);
    if (await openSaved(env)) notice("notice.movedOn", {}, { ttl: 8000 });
  });
  return following;
}

/** The address bar names the game only: a link's seed and options are not kept on show. */
function showAddress(game) {
  const url = new URL(location.href);
  for (const k of [...url.searchParams.keys()]) if (k !== "lang" && k !== "speed") url.searchParams.delete(k);
  url.searchParams.set("game", game);
  history.replaceState(null, "", url);
}

/** A game's tab: its saved match if it has one, else the New match dialog for it. */
function openGame(game) {
  if (S.busy || S.halted || game === S.view?.game) return;
  const slot = saves.savedMatch(game);
  if (slot?.env) openSaved(slot.env);
  else openNewMatch(game);
}

/** A new match from the menu: over a match in progress of that game, ask first. */
async function newMatchFromMenu(request) {
  const old = saves.savedMatch(request.game)?.env;
  if (saves.inProgress(old)) {
    const choice = await ask({
      title: t("ask.newTitle"),
      text: t("ask.newText", { game: t(`game.${request.game}`), n: old.deal ?? 1 }),
      choices: [["keep", t("ask.keepPlaying")], ["new", t("ask.startNew")]],
      fallback: "keep",
    });
    if (choice !== "new") return;
  }
  await startMatch(request);
}

/** The match or link put aside for a game (offered in the New match dialog) takes the table again. */
async function resumePrevious(game) {
  const prev = saves.previousMatch(game)?.env;
  if (!prev) return;
  if (prev.kind === "link") {
    saves.dropPrevious(game);
    await startMatch(prev.request); // the match in progress is put aside in its turn
  } else {
    saves.reinstate(prev);
    await openSaved(prev);
  }
}

// ---------------------------------------------------------------- menu & dialogs

/** Games the engine offers and this page can draw. */
function availableGames() {
  return new Set((S.games || []).map((g) => g.id).filter((id) => id in GAME_UI));
}

function gameLevels(id) {
  return (S.games || []).find((g) => g.id === id)?.levels || [];
}

/** The level a match gets when none was chosen (the engine's default). */
function defaultLevel(id) {
  return (S.games || []).find((g) => g.id === id)?.default_level;
}

/** The numbers of players a game can be played by (e.g. [2, 3, 4, 5, 6]). */
function gamePlayers(id) {
  return (S.games || []).find((g) => g.id === id)?.players || [4];
}

function gameSchema(id) {
  return (S.games || []).find((g) => g.id === id)?.options || {};
}

function renderGamesNav() {
  const avail = availableGames();
  const cur = S.view?.game || S.request?.game || "brandeln";
  replace(
    $("#games"),
    KNOWN_GAMES.map((g) =>
      h(
        "button",
        {
          type: "button",
          class: `game-tab ${g === cur ? "active" : ""}`,
          disabled: S.games ? !avail.has(g) : g !== "brandeln",
          "aria-current": g === cur ? "page" : null,
          dataset: { game: g },
        },
        t(`game.${g}`),
        S.games && !avail.has(g) ? h("small", { class: "soon" }, t("game.soon")) : null,
      ),
    ),
  );
}

function renderSpeed() {
  const sel = $("#speed");
  replace(sel, [1, 2, 3, 0].map((s) => h("option", { value: s, selected: s === S.speed }, t(`speed.${s}`))));
}

/** The Rules dialog for the game in play; with `termKey`, opened at that glossary entry. */
function openRules(termKey = null) {
  const game = S.view?.game || "brandeln";
  const dlg = $("#dlg-rules");
  const shown = `${game}:${getLang()}`;
  if (!dlg.open || dlg.dataset.shown !== shown) {
    replace($("#rules-title"), t("rules.title", { game: t(`game.${game}`) }));
    renderRules($("#rules-toc"), $("#rules-body"), game);
    dlg.dataset.shown = shown;
  }
  if (!dlg.open) dlg.showModal();
  if (termKey) showTerm($("#rules-body"), termKey);
}

/** An int option: every value of its schema's bounds and step, the suggested ones listed. */
function intInput(name, label, spec, value, helpId) {
  const list = Array.isArray(spec.suggested) ? `opt-${name}-suggested` : null;
  return h(
    "label",
    { class: "opt" },
    h("span", {}, label),
    h("input", { type: "number", name, value, min: spec.minimum, max: spec.maximum, step: spec.step || 1, list, required: true, "aria-describedby": helpId }),
    list ? h("datalist", { id: list }, spec.suggested.map((n) => h("option", { value: n }))) : null,
  );
}

/** The match (or linked match) put aside for this game, offered back. */
function previousOffer(game) {
  const prev = saves.previousMatch(game)?.env;
  if (!prev) return null;
  const text = prev.kind === "link" ? t("previous.link", { game: t(`game.${game}`) }) : t("previous.match", { game: t(`game.${game}`), n: prev.deal ?? 1 });
  return h(
    "div",
    { class: "new-previous" },
    h("span", {}, text),
    h("button", { type: "button", class: "btn btn-ghost", dataset: { previous: game } }, t(prev.kind === "link" ? "previous.start" : "previous.resume")),
  );
}

function openNewMatch(gameId) {
  const avail = availableGames();
  let chosen = gameId || S.view?.game || "brandeln";
  const draw = () => {
    replace(
      $("#new-games"),
      KNOWN_GAMES.map((g) =>
        h(
          "label",
          { class: `new-game ${avail.has(g) ? "" : "disabled"}` },
          h("input", { type: "radio", name: "game", value: g, checked: g === chosen, disabled: !avail.has(g), onchange: () => { chosen = g; draw(); } }),
          h("span", {}, t(`game.${g}`)),
          avail.has(g) ? null : h("small", { class: "soon" }, t("game.soon")),
        ),
      ),
    );
    const schema = gameSchema(chosen);
    const cur = S.request?.game === chosen ? S.request.options || {} : {};
    replace(
      $("#new-options"),
      h("legend", {}, t("menu.options")),
      Object.entries(schema).map(([name, spec]) => {
        const label = has(`opt.${name}`) ? t(`opt.${name}`) : name;
        const val = cur[name] ?? spec.default;
        // An option may have a one-line explanation under its control (`opt.<name>.help`).
        const helpId = has(`opt.${name}.help`) ? `opt-help-${name}` : null;
        const help = helpId && h("small", { class: "opt-help", id: helpId }, t(`opt.${name}.help`));
        if (spec.type === "bool")
          return [h("label", { class: "opt opt-bool" }, h("input", { type: "checkbox", name, checked: !!val, "aria-describedby": helpId }), h("span", {}, label)), help];
        if (spec.type === "choice")
          return [
            h(
              "label",
              { class: "opt" },
              h("span", {}, label),
              h("select", { name, "aria-describedby": helpId }, (spec.choices || []).map((c) => h("option", { value: c, selected: c === val }, has(`opt.${name}.${c}`) ? t(`opt.${name}.${c}`) : String(c)))),
            ),
            help,
          ];
        return [intInput(name, label, spec, val, helpId), help];
      }),
      gameLevels(chosen).length
        ? h(
            "label",
            { class: "opt" },
            h("span", {}, t("opt.level")),
            h(
              "select",
              { name: "__level" },
              gameLevels(chosen).map((l) => h("option", { value: l, selected: l === (S.request?.level || defaultLevel(chosen)) }, has(`level.${l}`) ? t(`level.${l}`) : l)),
            ),
          )
        : null,
      gamePlayers(chosen).length > 1
        ? h(
            "label",
            { class: "opt" },
            h("span", {}, t("opt.players")),
            h(
              "select",
              { name: "__players" },
              gamePlayers(chosen).map((n) => h("option", { value: n, selected: n === (S.request?.game === chosen && S.request?.players ? S.request.players : S.view?.game === chosen ? S.view.players : 4) }, String(n))),
            ),
          )
        : null,
      h("label", { class: "opt" }, h("span", {}, t("opt.seed")), h("input", { type: "text", name: "__seed", inputmode: "numeric", pattern: "\\d{0,15}", value: "" })),
      previousOffer(chosen),
    );
  };
  draw();
  const dlg = $("#dlg-new");
  dlg.returnValue = "";
  dlg.onclose = () => {
    if (dlg.returnValue !== "start") return;
    const form = $("#form-new");
    const schema = gameSchema(chosen);
    const options = {};
    for (const [name, spec] of Object.entries(schema)) {
      const el = form.elements[name];
      if (!el) continue;
      if (spec.type === "bool") options[name] = el.checked;
      else if (spec.type === "choice") options[name] = el.value;
      else if (/^-?\d{1,15}$/.test(el.value.trim()) && intAllowed(Number(el.value), spec)) options[name] = Number(el.value);
      else notice("notice.badParam", { name: has(`opt.${name}`) ? t(`opt.${name}`) : name, value: el.value }, { kind: "warn" });
    }
    const seedText = form.elements.__seed.value.trim();
    const seed = /^\d{1,15}$/.test(seedText) ? Number(seedText) : null;
    const request = { game: chosen, options, seed };
    if (form.elements.__level) request.level = form.elements.__level.value;
    if (form.elements.__players) request.players = Number(form.elements.__players.value);
    newMatchFromMenu(request);
  };
  dlg.showModal();
}

function applyLang(lang) {
  setLang(lang);
  applyStatic();
  document.title = `${t("game.brandeln")} · ${t("app.title")}`;
  renderGamesNav();
  renderSpeed();
  renderNotices();
  render();
}

function bindEvents() {
  document.addEventListener("click", (ev) => {
    const target = ev.target instanceof Element ? ev.target : null;
    if (!target) return;
    const act = target.closest("[data-action]");
    if (act) {
      ev.preventDefault();
      let action;
      try {
        action = JSON.parse(act.dataset.action);
      } catch {
        return;
      }
      onAction(action);
      return;
    }
    const card = target.closest("#hand [data-card]");
    if (card) {
      // A game may use a click on a hand card itself (Vinegret: picking the discard).
      const mine = S.view && !S.running && !S.busy && S.view.to_act === S.view.seat;
      if (ui().onCardClick && ui().onCardClick(card.dataset.card, S.view, mine)) return void render();
      onIllegalCard(card.dataset.card, card);
      return;
    }
    if (target.closest("[data-next]")) return void onNextDeal();
    if (target.closest("[data-new-match]")) {
      if (S.busy || S.running) return;
      const req = { game: S.view?.game || "brandeln", options: S.request?.options || {}, seed: null };
      if (S.request?.level) req.level = S.request.level;
      if (S.request?.players && S.request.game === req.game) req.players = S.request.players;
      return void newMatchFromMenu(req);
    }
    const tab = target.closest("#games [data-game]");
    if (tab && !tab.disabled && S.view) return void openGame(tab.dataset.game);
    if (target.closest("[data-previous]")) {
      const game = target.closest("[data-previous]").dataset.previous;
      $("#dlg-new").close("previous");
      return void resumePrevious(game);
    }
  });
  $("#btn-lang").addEventListener("click", () => {
    const lang = getLang() === "ru" ? "en" : "ru";
    savePrefs({ ...loadPrefs(), lang });
    const url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.set("lang", lang);
      history.replaceState(null, "", url);
    }
    applyLang(lang);
  });
  $("#btn-rules").addEventListener("click", () => openRules());
  listenForTerms(openRules);
  $("#btn-hint").addEventListener("click", onHint);
  $("#btn-new").addEventListener("click", () => {
    if (S.games) openNewMatch();
  });
  $("#speed").addEventListener("change", (ev) => {
    S.speed = Number(ev.target.value);
    document.body.dataset.speed = S.speed;
    savePrefs({ ...loadPrefs(), speed: S.speed });
  });
}

// ---------------------------------------------------------------- boot

function bootStage(key) {
  const el = $("#boot-stage");
  if (el) {
    el.dataset.i18n = key;
    el.textContent = t(key);
  }
}

function startProgress() {
  const bar = $("#boot-bar");
  const t0 = performance.now();
  // Cold boot is several seconds of WebAssembly compile: an honest estimate.
  const tick = () => {
    const s = (performance.now() - t0) / 1000;
    bar.style.transform = `scaleX(${Math.min(0.95, 1 - Math.exp(-s / 3.2)).toFixed(3)})`;
  };
  tick();
  const id = setInterval(tick, 200);
  return () => {
    clearInterval(id);
    bar.style.transform = "scaleX(1)";
  };
}

function sameRequest(a, b) {
  const norm = (r) => JSON.stringify([r.game, r.seed ?? null, r.level ?? null, r.players ?? null, Object.entries(r.options || {}).sort()]);
  return norm(a) === norm(b);
}

async function boot() {
  const P = parseParams(location.search);
  const legacy = migrateLegacy(); // the first version's single save goes to its game's slot
  const prefs = loadPrefs();
  S.speed = P.speed ?? (Number.isInteger(prefs.speed) && PACE[prefs.speed] ? prefs.speed : 2);
  document.body.dataset.speed = S.speed;
  setLang(P.lang || (prefs.lang === "en" || prefs.lang === "ru" ? prefs.lang : "ru"));
  applyLang(getLang());
  bindEvents();
  // Warnings about the URL stay until the table is ready (a cold boot may take longer than their time).
  const early = P.notices.map(([k, p]) => notice(k, p, { kind: "warn", ttl: 0 }));
  if (legacy?.corrupt) {
    dropSlot(LEGACY_KEY);
    early.push(notice("notice.saveDiscarded", {}, { kind: "warn", ttl: 0 }));
  }
  const stopProgress = startProgress();
  window.__app = { state: S, engine, ready: false };

  await startEngine({
    onStage: bootStage,
    onFailure: (failure) => {
      stopProgress();
      document.body.dataset.phase = "boot-failed";
      showBootFailure($("#boot"), failure);
    },
  });
  bootStage("boot.deal");
  S.games = await engine.games();
  renderGamesNav();

  let game = P.game || (KNOWN_GAMES.includes(prefs.game) ? prefs.game : "brandeln");
  if (!availableGames().has(game)) {
    notice("notice.gameUnavailable", { name: t(`game.${game}`) }, { kind: "warn" });
    game = "brandeln";
  }
  const { options, notices } = checkOptions(P.rawOptions, gameSchema(game));
  for (const [k, p] of notices) notice(k, p, { kind: "warn" });
  const wanted = { game, options, seed: P.seed };
  if (P.level !== null) {
    if (gameLevels(game).includes(P.level)) wanted.level = P.level;
    else notice("notice.badParam", { name: "level", value: P.level }, { kind: "warn" });
  }
  if (P.players !== null) {
    if (gamePlayers(game).includes(P.players)) {
      if (gamePlayers(game).length > 1) wanted.players = P.players;
    } else notice("notice.badPlayers", { value: P.players, game: t(`game.${game}`), list: gamePlayers(game).join(", ") }, { kind: "warn" });
  }
  // A link that names a match (not just a game) starts that match.
  const linked = P.seed !== null || Object.keys(options).length > 0 || "level" in wanted || "players" in wanted;

  const slot = saves.savedMatch(game);
  if (slot?.corrupt) {
    saves.dropSaved(game);
    notice("notice.saveDiscarded", {}, { kind: "warn" });
  }
  const saved = slot?.env;
  stopProgress();
  $("#boot")?.remove();
  let resume = !!saved && (!linked || sameRequest(wanted, saved.request));
  if (!resume && saves.inProgress(saved) && (await whichMatch(saved)) === "resume") {
    saves.putAside({ v: saved.v, kind: "link", game, request: wanted, saved: Date.now() });
    resume = true;
  }
  if (resume && (await openSaved(saved))) notice("notice.saveRestored", {}, { ttl: 5000 });
  else if (!resume) await startMatch(wanted); // a match in progress there is put aside
  saves.watchOtherTabs(followNewer);
  for (const id of early) setTimeout(() => dismiss(id), 12000);
  window.__app.ready = true;
  window.__app.bootMs = performance.now();
  document.body.dataset.ready = "1";
  startOffline();
}

/** A link to a match of a game whose own match is in progress: the player chooses. */
function whichMatch(saved) {
  return ask({
    title: t("ask.whichTitle"),
    text: t("ask.whichText", { game: t(`game.${saved.game}`), n: saved.deal ?? 1 }),
    choices: [["resume", t("ask.resumeMine")], ["link", t("ask.startLinked")]],
    fallback: "resume",
    hook: "which",
  });
}

boot();
