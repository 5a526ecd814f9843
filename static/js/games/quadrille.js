// Quadrille: the parts of the table that belong to this game (auction with raises,
// trump and called card, the partner's choice, stop or vole, chips and the pot,
// matadors, the itemised payments).  Rules are never decided here: the page shows
// the view and the legal actions the engine gives.  The card orders below only
// sort the hand for display; the matadors come from the view.
import { h, panel } from "../dom.js";
import { t, tSeat, has, suitSymbol, cardName, plural } from "../i18n.js";
import { suitClass, cardImg } from "../cards.js";
import { term } from "../glossary.js";
import { trumpChip } from "../layout.js";

export const id = "quadrille";
export const deck = "french";

// This game's stylesheet, loaded with the module (keeps app.css for the shared table).
if (typeof document !== "undefined" && !document.getElementById("css-quadrille")) {
  const link = document.createElement("link");
  link.id = "css-quadrille";
  link.rel = "stylesheet";
  link.href = new URL("../../css/quadrille.css", import.meta.url).href;
  document.head.appendChild(link);
}

// ---------------------------------------------------------------- card order (display only)

// Trumps, highest first, per trump suit (rule book §3.2); plain suits per colour.
const TRUMP_ORDER = {
  S: "AS 2S AC KS QS JS 7S 6S 5S 4S 3S",
  C: "AS 2C AC KC QC JC 7C 6C 5C 4C 3C",
  H: "AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H",
  D: "AS 7D AC AD KD QD JD 2D 3D 4D 5D 6D",
};
const PLAIN_RANKS = { black: "AKQJ765432", red: "KQJA234567" };
const RED = new Set(["H", "D"]);

/** Suits in display order: the trump first, then alternating colours. */
function suitOrder(trump) {
  if (!trump) return ["S", "H", "C", "D"];
  const black = ["S", "C"].filter((s) => s !== trump);
  const red = ["H", "D"].filter((s) => s !== trump);
  const out = [trump];
  let useRed = !RED.has(trump);
  while (black.length || red.length) {
    const pool = useRed ? red : black;
    if (pool.length) out.push(pool.shift());
    useRed = !useRed;
  }
  return out;
}

/** The hand sorted: trumps first in their Quadrille order once trump is named. */
export function sortHand(cards, view) {
  const trump = view.trump;
  const trumps = trump ? TRUMP_ORDER[trump].split(" ") : [];
  const suits = suitOrder(trump);
  const key = (c) => {
    const ti = trumps.indexOf(c);
    if (ti >= 0) return [0, ti];
    const s = c[1];
    const ranks = RED.has(s) ? PLAIN_RANKS.red : PLAIN_RANKS.black;
    return [1 + suits.indexOf(s), ranks.indexOf(c[0])];
  };
  return [...cards].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka[0] - kb[0] || ka[1] - kb[1];
  });
}

/** Historic name of a card in this deal: spadille, manille, basto, punto or null. */
export function specialName(code, view) {
  const m = view.matadors || [];
  const i = m.indexOf(code);
  if (i >= 0) return ["spadille", "manille", "basto"][i] || null;
  if (view.trump && RED.has(view.trump) && code === `A${view.trump}`) return "punto";
  return null;
}

/** A mark on a hand card: the matadors of this deal (and punto). */
export function cardMark(code, view) {
  const name = specialName(code, view);
  if (!name) return null;
  const matador = name !== "punto";
  return h(
    "span",
    { class: `qd-mark ${matador ? "qd-matador" : "qd-punto"}`, title: t(`qd.card.${name}`) + (matador ? ` · ${t("qd.matador")}` : "") },
    t(`qd.card.${name}.short`),
  );
}

export function cardLabel(code, view) {
  const name = specialName(code, view);
  return name ? `${cardName(code)} — ${t(`qd.card.${name}`)}` : cardName(code);
}

// ---------------------------------------------------------------- words

export function suitLabel(s) {
  return h("span", { class: `suit ${suitClass(s)}` }, suitSymbol(s));
}

function bidText(bid) {
  if (!bid) return "";
  const name = t(`qd.bid.${bid.bid}`);
  return bid.raise ? `${name} +${bid.raise}` : name;
}

function contractName(contract) {
  return contract ? t(`qd.contract.${contract}`) : "";
}

/** Short text of an action for a speech bubble or the log. */
export function actionText(action) {
  if (!action) return "";
  switch (action.type) {
    case "pass":
      return t("qd.bid.pass");
    case "bid":
      return bidText(action);
    case "declare":
      return action.call
        ? t("qd.declare.alliance", { suit: suitSymbol(action.trump), card: cardName(action.call) })
        : t("qd.declare.solo", { suit: suitSymbol(action.trump) });
    case "announce":
      return t("qd.act.announce.bubble");
    case "silent":
      return t("qd.act.silent.bubble");
    case "stop":
      return t("qd.act.stop.bubble");
    case "vole":
      return t("qd.act.vole.bubble");
    case "play":
      return cardName(action.card);
    default:
      return action.type;
  }
}

/** The seat's latest call (auction bubbles; the partner's announcement; stop/vole). */
export function lastCall(view, seat) {
  const hist = view.history || [];
  if (view.phase === "auction") {
    let last = null;
    for (const a of hist) if (a.seat === seat && (a.type === "bid" || a.type === "pass")) last = a;
    return last;
  }
  if (view.phase === "play" || view.phase === "partner") {
    // The announcement stays in a bubble until the first card is played.
    if (hist.some((a) => a.type === "play")) return null;
    return hist.find((a) => a.type === "announce" && a.seat === seat) || null;
  }
  return null;
}

/** Log lines for the partner's choice (a silent one without the seat while hidden). */
export function logEntry(a, names, view) {
  if (a.type === "announce")
    return h("li", { class: "log-declare qd-log" }, tSeat("qd.log.announce", a.seat === view.seat, { name: names[a.seat] }));
  if (a.type === "silent") {
    const known = a.seat !== undefined && a.seat !== null;
    if (!known) return h("li", { class: "log-call qd-log" }, t("qd.log.silentHidden"));
    return h("li", { class: "log-call qd-log" }, tSeat("qd.log.silent", a.seat === view.seat, { name: names[a.seat] }));
  }
  if (a.type === "stop" || a.type === "vole")
    return h("li", { class: "log-declare qd-log" }, tSeat(`qd.log.${a.type}`, a.seat === view.seat, { name: names[a.seat] }));
  return null;
}

// ---------------------------------------------------------------- prompts

export function promptText(view, names, interactive) {
  const p = view.phase;
  if (p === "partner") {
    if (interactive) return t("qd.prompt.partner", { card: cardName(view.called), name: names[view.declarer] });
    return t("qd.prompt.partnerWait");
  }
  if (p === "stop_or_vole") {
    if (interactive) return t("qd.prompt.stopOrVole");
    return t("qd.prompt.stopOrVoleWait", { name: names[view.declarer] });
  }
  if (!interactive) return null;
  if (p === "auction") return t("qd.prompt.auction");
  if (p === "declaration") return t(view.contract === "solo" ? "qd.prompt.declareSolo" : "qd.prompt.declareAlliance");
  return null;
}

// ---------------------------------------------------------------- decision panels

export function decisionPanel(view, names) {
  if (view.to_act !== view.seat || !view.legal || !view.legal.length) return null;
  switch (view.phase) {
    case "auction":
      return auctionPanel(view, names);
    case "declaration":
      return declarationPanel(view);
    case "partner":
      return partnerPanel(view, names);
    case "stop_or_vole":
      return stopOrVolePanel(view);
    default:
      return null;
  }
}

function actionButton(action, cls, ...children) {
  // An optional plain object first among the children gives extra attributes (a title).
  const extra = children.length && children[0] && children[0].constructor === Object ? children.shift() : {};
  return h("button", { type: "button", class: `btn-act ${cls}`, ...extra, dataset: { action: JSON.stringify(action) } }, ...children);
}

function auctionStatus(view, names) {
  const a = view.auction || {};
  if (a.high && a.holder !== null && a.holder !== undefined)
    return tSeat("qd.auction.high", a.holder === view.seat, { bid: bidText(a.high), name: names[a.holder] });
  return t("qd.auction.none");
}

function auctionPanel(view, names) {
  const unit = view.unit ?? view.options?.ante ?? 1;
  const rows = ["alliance", "solo"]
    .map((bid) => ({ bid, acts: view.legal.filter((a) => a.type === "bid" && a.bid === bid) }))
    .filter((r) => r.acts.length);
  const pass = view.legal.find((a) => a.type === "pass");
  return panel(
    { kind: "panel-auction qd-auction", title: t("auction.title"), sub: auctionStatus(view, names) },
    h(
      "div",
      { class: "qd-bid-rows" },
      rows.map((r) =>
        h(
          "div",
          { class: "qd-bid-row" },
          h("div", { class: "qd-bid-name" }, h("b", {}, t(`qd.bid.${r.bid}`)), h("span", { class: "bid-meaning" }, t(`qd.bidmeaning.${r.bid}`))),
          h(
            "div",
            { class: "qd-raises" },
            r.acts.map((a) =>
              actionButton(
                a,
                "qd-raise",
                { title: t("qd.raise.title", { n: a.raise * unit }) },
                h("span", { class: "qd-raise-main" }, a.raise ? `+${a.raise}` : t("qd.raise.none")),
              ),
            ),
          ),
        ),
      ),
    ),
    h(
      "div",
      { class: "qd-auction-foot" },
      pass ? actionButton(pass, "pass", { title: t("qd.bidmeaning.pass") }, h("span", { class: "bid-name" }, t("qd.bid.pass"))) : null,
      h("div", { class: "qd-raise-note" }, t("qd.raise.note", { n: unit })),
    ),
  );
}

function declarationPanel(view) {
  const bySuit = new Map();
  for (const a of view.legal) {
    if (a.type !== "declare") continue;
    if (!bySuit.has(a.trump)) bySuit.set(a.trump, []);
    bySuit.get(a.trump).push(a);
  }
  const solo = view.contract === "solo";
  const frame = {
    kind: "panel-declare qd-declare",
    title: t(solo ? "qd.decl.titleSolo" : "qd.decl.titleAlliance"),
    sub: t(solo ? "qd.decl.subSolo" : "qd.decl.subAlliance"),
  };
  if (solo) {
    return panel(
      frame,
      h(
        "div",
        { class: "qd-trumps" },
        [...bySuit.values()].map(([a]) =>
          actionButton(a, `trump qd-trump ${suitClass(a.trump)}`, h("span", { class: "trump-sym", "aria-hidden": "true" }, suitSymbol(a.trump)), h("span", { class: "qd-trump-name" }, t(`suit.${a.trump}`))),
        ),
      ),
    );
  }
  return panel(
    frame,
    h(
      "div",
      { class: "decl-grid" },
      [...bySuit.entries()].map(([suit, acts]) =>
        h(
          "div",
          { class: "decl-row qd-decl-row" },
          h(
            "div",
            { class: "qd-decl-suit" },
            h("span", { class: `qd-suit-big ${suitClass(suit)}`, "aria-hidden": "true" }, suitSymbol(suit)),
            h("span", {}, t("qd.decl.trumps", { suit })),
          ),
          h(
            "div",
            { class: "qd-calls" },
            acts.map((a) =>
              actionButton(a, "qd-call", { title: t("qd.decl.callTitle", { card: cardName(a.call), suit }) }, cardImg(a.call, "french", "qd-call-img"), h("span", { class: "qd-call-name" }, cardName(a.call))),
            ),
          ),
        ),
      ),
    ),
  );
}

function partnerPanel(view, names) {
  const announce = view.legal.find((a) => a.type === "announce");
  const silent = view.legal.find((a) => a.type === "silent");
  return panel(
    { kind: "qd-choice", title: t("qd.partner.title"), sub: t("qd.partner.sub", { card: cardName(view.called), name: names[view.declarer] }) },
    h(
      "div",
      { class: "qd-choice-grid" },
      announce ? actionButton(announce, "qd-big", h("span", { class: "bid-name" }, t("qd.act.announce")), h("span", { class: "bid-meaning" }, t("qd.act.announce.meaning"))) : null,
      silent ? actionButton(silent, "qd-big", h("span", { class: "bid-name" }, t("qd.act.silent")), h("span", { class: "bid-meaning" }, t("qd.act.silent.meaning", { card: cardName(view.called) }))) : null,
    ),
  );
}

function stopOrVolePanel(view) {
  const u = view.unit ?? view.options?.ante ?? 1;
  const stop = view.legal.find((a) => a.type === "stop");
  const vole = view.legal.find((a) => a.type === "vole");
  const pot = view.pot ?? 0;
  return panel(
    { kind: "qd-choice", title: t("qd.vole.title"), sub: t("qd.vole.sub") },
    h(
      "div",
      { class: "qd-choice-grid" },
      stop ? actionButton(stop, "qd-big", h("span", { class: "bid-name" }, t("qd.act.stop")), h("span", { class: "bid-meaning" }, t("qd.act.stop.meaning", { pot, n: 4 * u }))) : null,
      vole
        ? actionButton(
            vole,
            "qd-big qd-vole",
            h("span", { class: "bid-name" }, t("qd.act.vole")),
            h("span", { class: "bid-meaning" }, t("qd.act.vole.meaning", { u, pot: pot + 4 * u, n: 6 * u, m: 4 * u })),
          )
        : null,
    ),
  );
}

// ---------------------------------------------------------------- seats, felt, side box

export function seatBadges(view, seat, names) {
  const chips = (view.chips || [])[seat];
  const out = [];
  if (view.partner !== null && view.partner !== undefined && view.partner === seat)
    out.push(h("span", { class: "badge qd-badge-partner", title: t(view.partner_open ? "qd.partner.open.title" : "qd.partner.secret.title") }, t("qd.partner.badge")));
  if (chips !== undefined)
    out.push(h("span", { class: `badge qd-badge-chips ${chips < 0 ? "neg" : ""}`, title: t("qd.chips.title") }, h("i", { class: "qd-chip", "aria-hidden": "true" }), fmtSigned(chips)));
  void names;
  return out;
}

const fmtSigned = (d) => (d > 0 ? `+${d}` : d < 0 ? `−${-d}` : "0");

/** Alliance text until the partner is known: "with the holder of K♥". */
function allianceLine(view, names) {
  if (view.contract !== "alliance" || !view.called) return null;
  const p = view.partner;
  if (p === null || p === undefined)
    return h("div", { class: "qd-alliance qd-hidden" }, t("qd.alliance.hidden", { card: cardName(view.called) }));
  const key = view.partner_open === false ? "qd.alliance.knownSecret" : view.partner_open ? "qd.alliance.knownOpen" : "qd.alliance.known";
  return h("div", { class: "qd-alliance" }, tSeat(key, p === view.seat, { card: cardName(view.called), name: names[p] }));
}

/** The pot, the trump and the called card on the felt. */
export function feltExtra(view, names) {
  const over = view.phase === "deal_over" || view.phase === "match_over";
  const pot = view.pot ?? 0;
  const potBox = h(
    "div",
    { class: "qd-pot", dataset: { qdPot: String(pot) }, title: t("qd.pot.title") },
    h("span", { class: "qd-stack", "aria-hidden": "true" }, h("i"), h("i"), h("i")),
    h("span", { class: "qd-pot-text" }, h("small", {}, t(over ? "qd.pot.next" : "qd.pot")), h("b", {}, String(pot))),
  );
  const info = [];
  if (view.trump)
    info.push(h("div", { class: "qd-felt-trump", title: t("qd.trump") }, h("small", {}, t("qd.trump")), h("span", { class: `qd-felt-sym ${suitClass(view.trump)}` }, suitSymbol(view.trump))));
  if (view.called) {
    const p = view.partner;
    info.push(
      h(
        "div",
        { class: "qd-felt-called", dataset: { qdCalled: view.called } },
        h("small", {}, t("qd.called")),
        cardImg(view.called, "french", "qd-called-img"),
        h("span", { class: "qd-called-who" }, p === null || p === undefined ? t("qd.called.unknown") : p === view.seat ? t("seat.you") : names[p]),
      ),
    );
  }
  return [potBox, info.length ? h("div", { class: "qd-felt-info" }, info) : null];
}

/** The line on the table: the contract, its trump and declarer, the pot. */
export function tableStatus(view, names) {
  const pot = h("span", { class: "status-who" }, ` · ${t("qd.pot.aside", { n: view.pot ?? 0 })}`);
  if (view.phase === "auction") return [h("b", {}, t("auction.title")), h("span", { class: "status-who" }, ` · ${auctionStatus(view, names)}`), pot];
  if (!view.contract) return [h("b", {}, t("qd.outcome.passed_out")), pot];
  const d = view.declarer;
  return [
    view.trump ? trumpChip(suitSymbol(view.trump), suitClass(view.trump)) : null,
    h("b", {}, contractName(view.contract) + (view.raise ? ` +${view.raise}` : "")),
    d === null || d === undefined ? null : h("span", { class: "status-who" }, ` · ${d === view.seat ? t("seat.you") : names[d]}`),
    pot,
  ];
}

/** Side box: what is being played. */
export function contractBox(view, names) {
  const kids = [h("div", { class: "box-title" }, t("contract.label"), h("span", { class: "box-aside" }, t("qd.pot.aside", { n: view.pot ?? 0 })))];
  const p = view.phase;
  if (p === "auction") {
    kids.push(h("div", { class: "contract-main" }, t("phase.auction")));
    kids.push(h("div", { class: "contract-who" }, auctionStatus(view, names)));
    if (view.carry_in) kids.push(h("div", { class: "contract-need" }, t("qd.carryIn", { n: view.carry_in })));
    return kids;
  }
  if (!view.contract) {
    kids.push(h("div", { class: "contract-main" }, t("qd.outcome.passed_out")));
    kids.push(h("div", { class: "contract-need" }, t("qd.passedOut.note")));
    return kids;
  }
  const d = view.declarer;
  const main = [contractName(view.contract)];
  if (view.raise) main.push(`+${view.raise}`);
  kids.push(
    h(
      "div",
      { class: "contract-main" },
      term(view.contract, main.join(" ")),
      view.trump ? [" · ", t("qd.trumpsShort"), " ", suitLabel(view.trump)] : null,
      view.forced ? h("span", { class: "qd-tag" }, t("qd.forced")) : null,
    ),
  );
  if (d !== null && d !== undefined) kids.push(h("div", { class: "contract-who" }, tSeat("qd.declarer", d === view.seat, { name: names[d] })));
  const al = allianceLine(view, names);
  if (al) kids.push(al);
  if (p === "declaration") kids.push(h("div", { class: "contract-need" }, t("qd.decl.waiting")));
  else kids.push(h("div", { class: "contract-need" }, t(view.contract === "vole" ? "qd.need.vole" : view.contract === "alliance" ? "qd.need.alliance" : "qd.need.solo")));
  if ((view.matadors || []).length) {
    const names3 = ["spadille", "manille", "basto"];
    kids.push(
      h(
        "div",
        { class: "qd-matadors" },
        h("span", { class: "qd-matadors-title" }, term("matador", t("qd.matadors"))),
        view.matadors.map((c, i) => h("span", { class: `qd-mat ${/[HD]$/.test(c) ? "suit-red" : ""}`, title: t(`qd.card.${names3[i]}`) }, term(names3[i], t(`qd.card.${names3[i]}`)), " ", h("b", {}, cardName(c)))),
        view.trump && RED.has(view.trump)
          ? h("span", { class: "qd-mat qd-mat-punto suit-red", title: t("qd.card.punto") }, term("punto", t("qd.card.punto")), " ", h("b", {}, cardName(`A${view.trump}`)))
          : null,
      ),
    );
  }
  return kids;
}

// ---------------------------------------------------------------- the deal's result

/** Deal result: the outcome in words. */
export function resultReason(view, names) {
  const r = view.result;
  if (!r) return "";
  if (r.outcome === "passed_out") return t("qd.reason.passed_out", { n: r.carry_out });
  const you = r.declarer === view.seat;
  const params = {
    contract: contractName(r.contract) + (r.raise ? ` +${r.raise}` : ""),
    suit: suitSymbol(r.trump),
    name: names[r.declarer],
    t: r.side_tricks,
    tricksWord: plural(r.side_tricks, "tricks"),
  };
  const solo = r.contract !== "alliance" && has(`qd.reason.${r.outcome}.solo`) ? ".solo" : "";
  let text = tSeat(`qd.reason.${r.outcome}${solo}`, you, params);
  if (r.partner !== null && r.partner !== undefined) {
    const key = r.partner_open ? "qd.reason.partnerOpen" : "qd.reason.partnerSecret";
    text += " " + tSeat(key, r.partner === view.seat, { card: cardName(r.called), name: names[r.partner] });
  }
  return text;
}

/** The payments of the deal, itemised, and the pot left over. */
export function resultExtra(view, names) {
  const r = view.result;
  if (!r) return null;
  const u = view.unit ?? view.options?.ante ?? 1;
  const pot = r.carry_in + r.to_pot.reduce((a, b) => a + b, 0);
  const side = [r.declarer, r.partner].filter((s) => s !== null && s !== undefined);
  const others = [0, 1, 2, 3].filter((s) => !side.includes(s));
  const lines = [];
  lines.push(t("qd.pay.pot", { carry: r.carry_in, stakes: pot - r.carry_in, n: pot }));
  if (new Set(r.to_pot).size > 1)
    lines.push(t("qd.pay.stakes", { name: r.to_pot.map((n, s) => `${s === view.seat ? t("seat.you") : names[s]} ${n}`).join(", ") }));
  const list = (seats) => seats.map((s) => (s === view.seat ? t("seat.you") : names[s])).join(", ");
  switch (r.outcome) {
    case "made":
    case "vole_made":
      lines.push(t(r.contract === "alliance" ? "qd.pay.unitsAlliance" : "qd.pay.units", { units: r.units, mat: r.matadors, name: list(others), n: r.units * u }));
      lines.push(t("qd.pay.takePot", { name: list(side), n: pot }));
      break;
    case "vole_failed":
      lines.push(t("qd.pay.voleFailed", { name: list(others), n: r.units * u }));
      lines.push(t("qd.pay.splitPot", { name: list(others), n: pot - r.carry_out }));
      break;
    case "remise":
      lines.push(t("qd.pay.remise", { name: names[r.declarer], n: u }));
      break;
    case "lost":
    case "lost_heavy": {
      const paid = r.outcome === "lost" && r.partner_open ? others : [0, 1, 2, 3].filter((s) => s !== r.declarer);
      lines.push(tSeat("qd.pay.lost", r.declarer === view.seat, { name: names[r.declarer], who: list(paid), n: u }));
      break;
    }
    default:
      break;
  }
  if (r.carry_out) lines.push(t("qd.pay.carry", { n: r.carry_out }));
  const settled = view.match?.settled;
  if (settled && settled.over && Array.isArray(settled.shares) && settled.shares.some(Boolean))
    lines.push(t("qd.pay.shares", { name: settled.shares.map((n, s) => `${s === view.seat ? t("seat.you") : names[s]} +${n}`).join(", ") }));
  return h(
    "details",
    { class: "qd-payments", dataset: { qdPayments: "1" }, open: true },
    h("summary", {}, t("qd.pay.title")),
    h("ul", { class: "qd-pay-lines" }, lines.map((l) => h("li", {}, l))),
  );
}

// ---------------------------------------------------------------- refusals in words

export function errorText(err, view) {
  const p = err.params || {};
  const trump = view?.trump;
  const nameOf = (c) => {
    const n = view ? specialName(c, view) : null;
    return n ? t(`qd.card.${n}`) : cardName(c);
  };
  switch (err.code) {
    case "bid_too_low":
      return p.high ? t("qd.err.bid_too_low", { bid: bidText(p.high) }) : null;
    case "must_trump":
      return p.suit ? t("qd.err.must_trump", { suit: p.suit }) : null;
    case "must_follow":
      return p.suit ? t("qd.err.must_follow", { suit: p.suit }) : null;
    case "matador_forced":
      if (!p.led || !Array.isArray(p.held)) return null;
      return t(p.held.length === 1 ? "qd.err.matador_forced.one" : "qd.err.matador_forced.many", {
        led: nameOf(p.led),
        held: p.held.map(nameOf).join(", "),
      });
    default:
      void trump;
      return null;
  }
}
