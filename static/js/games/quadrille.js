// Quadrille: the parts of the table that belong to this game (auction with raises,
// trump and called card, the partner's choice, stop or vole, chips and the pot,
// matadors, the itemised payments).  Rules are never decided here, nor restated:
// the card orders, the special cards' names, the stake units and who paid whom
// come with the view, the legal actions from the engine.
import { h, panel, actionButton } from "../dom.js";
import { t, tSeat, has, suitSymbol, cardName, plural, fmtDelta } from "../i18n.js";
import { suitClass, cardImg } from "../cards.js";
import { term } from "../glossary.js";
import { statusPhase, trumpChip, wideOrNarrow } from "../layout.js";
import { base, defineGame } from "./base.js";
import strings from "../i18n/quadrille.js";

// ---------------------------------------------------------------- card order (display only)

const isRed = (s) => suitClass(s) === "suit-red";

/** Suits in display order: the trump first, then alternating colours. */
function suitOrder(trump) {
  if (!trump) return ["S", "H", "C", "D"];
  const black = ["S", "C"].filter((s) => s !== trump);
  const red = ["H", "D"].filter((s) => s !== trump);
  const out = [trump];
  let useRed = !isRed(trump);
  while (black.length || red.length) {
    const pool = useRed ? red : black;
    if (pool.length) out.push(pool.shift());
    useRed = !useRed;
  }
  return out;
}

/** The hand sorted by the view's `card_order`: trumps first (highest first), then each suit. */
function sortHand(cards, view) {
  const suits = suitOrder(view.trump);
  const place = new Map();
  for (const [group, codes] of Object.entries(view.card_order)) codes.forEach((c, i) => place.set(c, [group === "T" ? 0 : 1 + suits.indexOf(group), i]));
  return [...cards].sort((a, b) => place.get(a)[0] - place.get(b)[0] || place.get(a)[1] - place.get(b)[1]);
}

/** Historic name of a card in this deal (the view's `card_names`): "spadille", "manille", "basto", "punto" or null. */
export function specialName(code, view) {
  const name = (view.card_names || {})[code];
  return name ? name.toLowerCase() : null;
}

/** A mark on a hand card: the matadors of this deal (and punto). */
function cardMark(code, view) {
  const name = specialName(code, view);
  if (!name) return null;
  const matador = (view.matadors || []).includes(code);
  return h(
    "span",
    { class: `qd-mark ${matador ? "qd-matador" : "qd-punto"}`, title: t(`qd.card.${name}`) + (matador ? ` · ${t("qd.matador")}` : "") },
    t(`qd.card.${name}.short`),
  );
}

function cardLabel(code, view) {
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
function actionText(action) {
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
function lastCall(view, seat) {
  const hist = view.history || [];
  if (view.phase === "auction") return base.lastCall(view, seat);
  if (view.phase === "play" || view.phase === "partner") {
    // The announcement stays in a bubble until the first card is played.
    if (hist.some((a) => a.type === "play")) return null;
    return hist.find((a) => a.type === "announce" && a.seat === seat) || null;
  }
  return null;
}

/** Log lines for the partner's choice (a silent one without the seat while hidden). */
function logEntry(a, names, view) {
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

function promptText(view, names, interactive) {
  const p = view.phase;
  if (p === "partner") {
    if (interactive) return t("qd.prompt.partner", { card: cardName(view.called), name: names[view.declarer] });
    return t("qd.prompt.partnerWait");
  }
  if (p === "stop_or_vole") {
    if (interactive) return t("qd.prompt.stopOrVole");
    return t("qd.prompt.stopOrVoleWait", { name: names[view.declarer] });
  }
  if (interactive && p === "auction") {
    const bids = new Set(view.legal.filter((a) => a.type === "bid").map((a) => a.bid)); // what is still open
    return t(bids.has("alliance") ? "qd.prompt.auction" : bids.has("solo") ? "qd.prompt.auctionSolo" : "qd.prompt.auctionPass");
  }
  if (interactive && p === "declaration") return t(view.contract === "solo" ? "qd.prompt.declareSolo" : "qd.prompt.declareAlliance");
  return base.promptText(view, names, interactive);
}

// ---------------------------------------------------------------- decision panels

function decisionPanel(view, names) {
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

/** The auction so far in words: "Highest bid: …" (``short``: the bid and its holder alone). */
function auctionStatus(view, names, short = false) {
  const a = view.auction || {};
  if (a.high && a.holder !== null && a.holder !== undefined)
    return short ? t("qd.auction.highShort", { bid: bidText(a.high), name: names[a.holder] })
      : tSeat("qd.auction.high", a.holder === view.seat, { bid: bidText(a.high), name: names[a.holder] });
  return t("qd.auction.none");
}

function auctionPanel(view, names) {
  const bids = [...new Set(view.legal.filter((a) => a.type === "bid").map((a) => a.bid))]; // the engine's order
  const rows = bids.map((bid) => ({ bid, acts: view.legal.filter((a) => a.type === "bid" && a.bid === bid) }));
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
                { name: bidText(a), cls: "qd-raise", title: t("qd.raise.title", { n: a.raise }) },
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
      pass ? actionButton(pass, { name: t("qd.bid.pass"), cls: "pass", title: t("qd.bidmeaning.pass") }, h("span", { class: "bid-name" }, t("qd.bid.pass"))) : null,
      h("div", { class: "qd-raise-note" }, t("qd.raise.note")),
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
          actionButton(a, { name: actionText(a), cls: `trump qd-trump ${suitClass(a.trump)}` }, h("span", { class: "trump-sym", "aria-hidden": "true" }, suitSymbol(a.trump)), h("span", { class: "qd-trump-name" }, t(`suit.${a.trump}`))),
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
              actionButton(a, { name: actionText(a), cls: "qd-call", title: t("qd.decl.callTitle", { card: cardName(a.call), suit }) }, cardImg(a.call, "french", "qd-call-img"), h("span", { class: "qd-call-name" }, cardName(a.call))),
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
      announce ? actionButton(announce, { name: t("qd.act.announce"), cls: "qd-big" }, h("span", { class: "bid-name" }, t("qd.act.announce")), h("span", { class: "bid-meaning" }, t("qd.act.announce.meaning"))) : null,
      silent ? actionButton(silent, { name: t("qd.act.silent"), cls: "qd-big" }, h("span", { class: "bid-name" }, t("qd.act.silent")), h("span", { class: "bid-meaning" }, t("qd.act.silent.meaning", { card: cardName(view.called) }))) : null,
    ),
  );
}

function stopOrVolePanel(view) {
  const chips = view.stop_or_vole; // §9, §10.2 in chips, from the engine
  const stop = view.legal.find((a) => a.type === "stop");
  const vole = view.legal.find((a) => a.type === "vole");
  return panel(
    { kind: "qd-choice", title: t("qd.vole.title"), sub: t("qd.vole.sub") },
    h(
      "div",
      { class: "qd-choice-grid" },
      stop ? actionButton(stop, { name: t("qd.act.stop"), cls: "qd-big" }, h("span", { class: "bid-name" }, t("qd.act.stop")), h("span", { class: "bid-meaning" }, t("qd.act.stop.meaning", { pot: chips.stop.pot, n: chips.stop.each }))) : null,
      vole
        ? actionButton(
            vole,
            { name: t("qd.act.vole"), cls: "qd-big qd-vole" },
            h("span", { class: "bid-name" }, t("qd.act.vole")),
            h("span", { class: "bid-meaning" }, t("qd.act.vole.meaning", { u: chips.vole.stake, pot: chips.vole.pot, n: chips.vole.made_each, m: chips.vole.failed_each })),
          )
        : null,
    ),
  );
}

// ---------------------------------------------------------------- seats, felt, side box

function seatBadges(view, seat, names) {
  const chips = (view.chips || [])[seat];
  const out = [];
  if (view.partner !== null && view.partner !== undefined && view.partner === seat)
    out.push(h("span", { class: "badge qd-badge-partner", title: t(view.partner_open ? "qd.partner.open.title" : "qd.partner.secret.title") }, t("qd.partner.badge")));
  if (chips !== undefined)
    out.push(h("span", { class: `badge qd-badge-chips ${chips < 0 ? "neg" : ""}`, title: t("qd.chips.title") }, h("i", { class: "qd-chip", "aria-hidden": "true" }), fmtDelta(chips)));
  void names;
  return out;
}

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
function feltExtra(view, names) {
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
function tableStatus(view, names) {
  const pot = h("span", { class: "status-who status-felt" }, ` · ${t("qd.pot.aside", { n: view.pot ?? 0 })}`); // the felt shows the pot instead, except where it is low (CSS)
  if (view.phase === "auction")
    return [statusPhase(t("auction.title")), wideOrNarrow(auctionStatus(view, names), auctionStatus(view, names, true)), pot];
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
function contractBox(view, names) {
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
    const punto = Object.keys(view.card_names).find((c) => specialName(c, view) === "punto");
    kids.push(
      h(
        "div",
        { class: "qd-matadors" },
        h("span", { class: "qd-matadors-title" }, term("matador", t("qd.matadors"))),
        view.matadors.map((c) => {
          const name = specialName(c, view);
          return h("span", { class: `qd-mat ${isRed(c[1]) ? "suit-red" : ""}`, title: t(`qd.card.${name}`) }, term(name, t(`qd.card.${name}`)), " ", h("b", {}, cardName(c)));
        }),
        punto ? h("span", { class: "qd-mat qd-mat-punto suit-red", title: t("qd.card.punto") }, term("punto", t("qd.card.punto")), " ", h("b", {}, cardName(punto))) : null,
      ),
    );
  }
  return kids;
}

// ---------------------------------------------------------------- the deal's result

/** Deal result: the outcome in words. */
function resultReason(view, names) {
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
function resultExtra(view, names) {
  const r = view.result;
  if (!r) return null;
  const pot = r.carry_in + r.to_pot.reduce((a, b) => a + b, 0);
  const lines = [];
  lines.push(t("qd.pay.pot", { carry: r.carry_in, stakes: pot - r.carry_in, n: pot }));
  if (new Set(r.to_pot).size > 1)
    lines.push(t("qd.pay.stakes", { name: r.to_pot.map((n, s) => `${s === view.seat ? t("seat.you") : names[s]} ${n}`).join(", ") }));
  const list = (seats) => seats.map((s) => (s === view.seat ? t("seat.you") : names[s])).join(", ");
  // Who paid whom comes from the engine (view.payments); the page only words it.
  const paid = (why) => (view.payments || []).filter((p) => p.why === why);
  const forOutcome = paid(r.outcome);
  const each = forOutcome.length ? forOutcome[0].chips : 0;
  switch (r.outcome) {
    case "made":
    case "vole_made":
      lines.push(t(r.contract === "alliance" ? "qd.pay.unitsAlliance" : "qd.pay.units", { units: r.units, mat: r.matadors, name: list(forOutcome.map((p) => p.from)), n: each }));
      lines.push(t("qd.pay.takePot", { name: list(paid("pot_won").map((p) => p.to)), n: pot }));
      break;
    case "vole_failed": {
      const shares = paid("pot_shared");
      lines.push(t("qd.pay.voleFailed", { name: list(forOutcome.map((p) => p.from)), n: each }));
      lines.push(t("qd.pay.splitPot", { name: list(shares.map((p) => p.to)), n: shares.reduce((sum, p) => sum + p.chips, 0) }));
      break;
    }
    case "remise":
      lines.push(tSeat("qd.pay.remise", r.declarer === view.seat, { name: names[r.declarer], n: paid("double_stake")[0].chips }));
      break;
    case "lost":
    case "lost_heavy":
      lines.push(tSeat("qd.pay.lost", r.declarer === view.seat, { name: names[r.declarer], who: list(forOutcome.map((p) => p.to)), n: each }));
      break;
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

function errorText(err, view) {
  const p = err?.params || {};
  const nameOf = (c) => {
    const n = view ? specialName(c, view) : null;
    return n ? t(`qd.card.${n}`) : cardName(c);
  };
  if (err?.code === "bid_too_low" && p.high) return t("qd.err.bid_too_low", { bid: bidText(p.high) });
  if ((err?.code === "must_trump" || err?.code === "must_follow") && p.suit) return t(`qd.err.${err.code}`, { suit: p.suit });
  if (err?.code === "matador_forced" && p.led && Array.isArray(p.held))
    return t(p.held.length === 1 ? "qd.err.matador_forced.one" : "qd.err.matador_forced.many", { led: nameOf(p.led), held: p.held.map(nameOf).join(", ") });
  return base.errorText(err, view);
}

export default defineGame({
  id: "quadrille",
  strings,
  rules: () => import("../rules/quadrille.js"),
  stylesheet: true,
  sortHand,
  cardMark,
  cardLabel,
  actionText,
  lastCall,
  logEntry,
  promptText,
  decisionPanel,
  seatBadges,
  feltExtra,
  tableStatus,
  contractBox,
  resultReason,
  resultExtra,
  errorText,
});
