// Vinegret (l'Ambigu): the parts of the table that belong to this game — the
// pool on the felt, chips at each seat, the exchange (pick cards, then confirm),
// the betting controls, the showdown with every shown combination named and
// the payments itemised.  No rule is decided here: the legal actions come from
// the engine, and every one of them is a button carrying its exact JSON.
import { h, panel, actionButton } from "../dom.js";
import { t, tSeat, cardName, plural, fmtNumber, fmtDelta } from "../i18n.js";
import { cardImg, suitClass } from "../cards.js";
import { term } from "../glossary.js";
import { base, defineGame, matchWinners } from "./base.js";
import strings from "../i18n/vinegret.js";

const deck = "french";
/** No tricks in this game: the table shows no trick counts. */
const noTricks = true;

const CHANGE_PHASES = ["exchange", "draw"];
const isOver = (v) => v.phase === "deal_over" || v.phase === "match_over";

// ---------------------------------------------------------------- words

const pips = (n) => `${n} ${plural(n, "vg.pips")}`;
/** "три девятки" from a tricon's key (the sum of its ranks), "четыре девятки" from a fredon's. */
const three = (sum) => t("vg.three", { rank: t(`vg.rank.${sum / 3}`) });
const four = (sum) => t("vg.four", { rank: t(`vg.rank.${sum / 4}`) });

/** "Трикон с примой (tricon et prime): три девятки, всего 31 очко". */
export function comboName(c) {
  return c ? t(`vg.combo.${c.name}`) : "";
}

export function comboDetail(c) {
  if (!c) return "";
  const k = c.key || [];
  switch (c.name) {
    case "point":
      return t(k[2] ? "vg.detail.point.adj" : "vg.detail.point", { n: k[0], pips: pips(k[1]) });
    case "prime":
    case "grand_prime":
    case "flux":
      return t("vg.detail.pips", { pips: pips(k[0]) });
    case "sequence":
      return t("vg.detail.sequence", { pips: pips(k[0]) });
    case "tricon":
      return t("vg.detail.tricon", { three: three(k[0]) });
    case "tricon_prime":
      return t("vg.detail.tricon_prime", { three: three(k[0]), pips: pips(k[1]) });
    case "flux_sequence":
      return t(k[0] >= 4 ? "vg.detail.flux_sequence.4" : "vg.detail.flux_sequence.3", { pips: pips(k[1]) });
    case "fredon": {
      const r = k[0] / 4;
      const named = four(k[0]);
      return r === 1 ? `${named}, ${t("vg.fredon.low")}` : r === 10 ? `${named}, ${t("vg.fredon.high")}` : named;
    }
    default:
      return "";
  }
}

/** Full text for a sentence: "прилив с секансом — секанс из четырёх, 10 очков". */
export function comboText(c) {
  if (!c) return "";
  const d = comboDetail(c);
  return d ? `${comboName(c).toLowerCase()}: ${d}` : comboName(c).toLowerCase();
}

function comboBlock(c, cls = "") {
  if (!c) return null;
  return h(
    "span",
    { class: `vg-combo ${cls}`.trim() },
    h("b", { class: "vg-combo-name" }, term(c.name, comboName(c))),
    h("i", { class: "vg-combo-fr", lang: "fr" }, t(`vg.fr.${c.name}`)),
    h("span", { class: "vg-combo-detail" }, comboDetail(c)),
  );
}

// ---------------------------------------------------------------- actions in words

function actionText(a) {
  if (!a) return "";
  switch (a.type) {
    case "keep":
      return t("vg.say.keep");
    case "discard":
      return t("vg.say.discard", { n: a.count ?? (a.cards || []).length });
    case "bet":
      return t("vg.say.bet", { n: a.amount });
    case "raise":
      return t("vg.say.raise", { n: a.amount });
    case "pass":
    case "hold":
    case "redeal":
    case "force":
      return t(`vg.say.${a.type}`);
    default:
      return a.type;
  }
}

/** The seat's last action in this deal (engine's view.last_action), for its bubble. */
function lastCall(v, seat) {
  return (v.last_action || [])[seat] || null;
}

// ---------------------------------------------------------------- match record

/** The chips each seat holds now (the engine's `match.chips`: this deal's stakes are in the pool). */
const chipsNow = (v) => v.match.chips;

// ---------------------------------------------------------------- seats and felt

function seatBadges(v, s) {
  const chips = chipsNow(v)[s];
  const out = !isOver(v) && v.phase !== "exchange" && !(v.still_in || []).includes(s);
  return [
    chips !== undefined ? h("span", { class: "badge badge-chips", title: t("vg.badge.chips", { n: chips }) }, h("i", { class: "chip-ico", "aria-hidden": "true" }), fmtNumber(chips)) : null,
    out ? h("span", { class: "badge badge-out" }, t("vg.badge.out")) : null,
  ];
}

function seatRole(v, s) {
  return !isOver(v) && v.phase !== "exchange" && !(v.still_in || []).includes(s) ? "vg-out" : "";
}

/** At the end of a deal, the shown hands lie face up at their seats. */
function seatCards(v, s) {
  const r = v.result;
  const hand = (r?.final_hands || [])[s];
  if (!r || s === v.seat || !(r.shown || []).includes(s) || !hand) return base.seatCards(v, s);
  return h(
    "div",
    { class: `vg-faceup ${r.winner === s ? "vg-win" : ""}` },
    h("div", { class: "vg-faceup-cards" }, hand.map((c) => cardImg(c, deck))),
    h("div", { class: "vg-faceup-name" }, comboName(r.combinations[s])),
  );
}

/** The pool in the middle of the table, with the bet and the level. */
function feltExtra(v, nm) {
  const b = v.betting || {};
  const lines = [];
  if (v.phase === "declare" || (b.bettor !== null && b.bettor !== undefined && !isOver(v) && v.phase !== "final"))
    lines.push(b.bettor !== null && b.bettor !== undefined ? t("vg.bet.by", { n: b.bet, name: nm[b.bettor] }) : t("vg.bet.none"));
  if (v.phase === "final") lines.push(t("vg.level", { n: b.level, cap: b.cap }));
  if (b.forced && !isOver(v)) lines.push(t("vg.forced"));
  const pool = isOver(v) && v.result ? v.result.pot : v.pool;
  const stack = Math.min(12, Math.max(1, Math.round(Math.sqrt(pool || 0) * 2)));
  return h(
    "div",
    { class: "vg-pool", dataset: { pool: String(pool) } },
    h("div", { class: "vg-stack", "aria-hidden": "true" }, Array.from({ length: stack }, (_, i) => h("i", { style: { "--i": i } }))),
    h("div", { class: "vg-pool-text" }, h("span", { class: "vg-pool-label" }, t("vg.pool")), h("b", { class: "vg-pool-n" }, String(pool))),
    v.pool_before && !isOver(v) ? h("div", { class: "vg-pool-sub" }, t("vg.pool.carried", { n: v.pool_before })) : null,
    !isOver(v) ? h("div", { class: "vg-phase" }, t(`vg.phase.${v.phase}`)) : null,
    lines.length ? h("div", { class: "vg-pool-sub" }, lines.join(" · ")) : null,
  );
}

// ---------------------------------------------------------------- hand: pick the discard

let pick = { key: "", cards: [] };
function picked(v) {
  const key = `${v.match?.deal_number}|${v.phase}|${(v.hand || []).join(",")}|${(v.history || []).length}`;
  if (pick.key !== key) pick = { key, cards: [] };
  return pick.cards;
}
const canChange = (v) => CHANGE_PHASES.includes(v.phase) && v.to_act === v.seat && (v.legal || []).length > 0;

/** A click on a hand card: in the exchange and the draw it picks the card for the discard. */
function onCardClick(code, v, interactive) {
  if (!v) return false;
  if (!interactive) return false; // the page says whose turn it is
  if (!canChange(v)) return true; // betting: the cards are not chosen now
  const cards = picked(v);
  const i = cards.indexOf(code);
  if (i >= 0) cards.splice(i, 1);
  else cards.push(code);
  return true;
}

function cardMark(code, v) {
  if (!canChange(v)) return null;
  const on = picked(v).includes(code);
  return h("span", { class: `vg-pick ${on ? "on" : ""}`, "aria-hidden": "true" }, on ? "✕" : "");
}

function cardLabel(code, v) {
  return canChange(v) && picked(v).includes(code) ? `${cardName(code)} — ${t("vg.discard.one")}` : cardName(code);
}

// ---------------------------------------------------------------- prompts

function promptText(v, nm, interactive) {
  if (!interactive) return base.promptText(v, nm, interactive);
  const b = v.betting || {};
  switch (v.phase) {
    case "exchange":
      return t("vg.prompt.exchange");
    case "draw":
      return t("vg.prompt.draw");
    case "declare":
      if (b.bettor !== null && b.bettor !== undefined) return t("vg.prompt.hold", { n: b.bet });
      return v.seat === v.dealer ? t("vg.prompt.dealer") : t("vg.prompt.declare");
    case "final":
      return b.level ? t("vg.prompt.answer", { n: b.level }) : t("vg.prompt.check");
    default:
      return base.promptText(v, nm, interactive);
  }
}

// ---------------------------------------------------------------- decision panels

const named = (title, meaning) => [h("span", { class: "bid-name" }, title), meaning ? h("span", { class: "bid-meaning" }, meaning) : null];
const cardsText = (codes) =>
  codes.map((c, i) => [i ? " " : "", h("span", { class: `vg-card-t ${suitClass(c[1])}` }, cardName(c))]);
/** "Discard 2♦ 9♣ and draw 2": a change of these cards. */
const discardName = (codes) => t("vg.discard.go", { cards: codes.map(cardName).join(" "), n: codes.length });

function decisionPanel(v, nm, ctx) {
  if (v.to_act !== v.seat || !(v.legal || []).length) return null;
  if (CHANGE_PHASES.includes(v.phase)) return changePanel(v, ctx);
  if (v.phase === "declare") return declarePanel(v, nm);
  if (v.phase === "final") return finalPanel(v);
  return null;
}

function changePanel(v, ctx) {
  const legal = v.legal;
  const keep = legal.find((a) => a.type === "keep");
  const discards = legal.filter((a) => a.type === "discard");
  const cards = picked(v);
  const sorted = (v.hand || []).filter((c) => cards.includes(c));
  const match = discards.find((a) => a.cards.length === sorted.length && a.cards.every((c) => sorted.includes(c)));
  const most = Math.max(0, ...discards.map((a) => a.cards.length));
  let confirm;
  if (!sorted.length) confirm = h("button", { type: "button", class: "btn-act vg-confirm", disabled: true }, named(t("vg.pick.none"), t("vg.pick.hint")));
  else if (match) confirm = actionButton(match, { name: discardName(sorted), cls: "vg-confirm ready" }, named(discardName(sorted)));
  else
    // Not a legal discard (too many cards): the engine says why, through the page's usual path.
    confirm = h(
      "button",
      { type: "button", class: "btn-act vg-confirm unavailable", onclick: () => ctx && ctx.act && ctx.act({ type: "discard", cards: sorted }) },
      named(discardName(sorted)),
    );
  const sub = v.phase === "exchange" ? t(v.options?.vade_payers === "keepers" ? "vg.panel.exchange.subKeepers" : "vg.panel.exchange.sub", { n: v.options?.vade ?? 1 }) : t("vg.panel.draw.sub", { n: most, stock: v.stock_count });
  return panel(
    { kind: "panel-vg panel-vg-change", title: t(`vg.phase.${v.phase}`), sub },
    h(
      "div",
      { class: "vg-row" },
      keep ? actionButton(keep, { name: t("vg.keep"), cls: "vg-keep" }, named(t("vg.keep"), t("vg.keep.meaning"))) : null,
      confirm,
    ),
    discards.length
      ? h(
          "div",
          { class: "vg-discards" },
          h("span", { class: "vg-discards-label" }, t("vg.discard.all")),
          discards.map((a) => actionButton(a, { name: discardName(a.cards), cls: "vg-chip" }, h("span", { class: "vg-chip-x", "aria-hidden": "true" }, "✕"), cardsText(a.cards))),
        )
      : null,
  );
}

function declarePanel(v, nm) {
  const b = v.betting || {};
  const legal = v.legal;
  const by = (type) => legal.filter((a) => a.type === type);
  let sub;
  if (b.bettor !== null && b.bettor !== undefined) sub = t("vg.panel.hold.sub", { name: nm[b.bettor], n: b.bet });
  else if (by("redeal").length) sub = t("vg.panel.dealer.sub");
  else sub = t("vg.panel.declare.sub", { cap: b.cap });
  const bets = by("bet");
  return panel(
    { kind: "panel-vg", title: t("vg.panel.declare"), sub },
    by("redeal").length || by("force").length
      ? h(
          "div",
          { class: "vg-row" },
          by("redeal").map((a) => actionButton(a, { name: t("vg.act.redeal"), cls: "vg-big" }, named(t("vg.act.redeal"), t("vg.redeal.meaning")))),
          by("force").map((a) => actionButton(a, { name: t("vg.act.force"), cls: "vg-big" }, named(t("vg.act.force"), t("vg.force.meaning", { n: v.options?.force_stake ?? 2 })))),
        )
      : null,
    by("hold").length ? h("div", { class: "vg-row" }, by("hold").map((a) => actionButton(a, { name: t("vg.act.hold"), cls: "vg-big vg-hold" }, named(t("vg.act.hold"), t("vg.hold.meaning", { n: b.bet }))))) : null,
    bets.length
      ? h(
          "div",
          { class: "vg-amounts" },
          h("span", { class: "vg-amounts-label" }, t("vg.bet.label")),
          bets.map((a) => actionButton(a, { name: `${t("vg.bet.label")} ${a.amount}`, cls: "vg-amount", title: t("vg.bet.meaning", { n: a.amount }) }, String(a.amount))),
        )
      : null,
    by("pass").map((a) => actionButton(a, { name: t("vg.act.pass"), cls: "pass" }, named(t("vg.act.pass"), t("vg.pass.declare")))),
  );
}

function finalPanel(v) {
  const b = v.betting || {};
  const mine = (b.contributions || [])[v.seat] || 0;
  const legal = v.legal;
  const raises = legal.filter((a) => a.type === "raise");
  const meter = h(
    "div",
    { class: "vg-meter", "aria-hidden": "true" },
    Array.from({ length: b.cap || 0 }, (_, i) => h("i", { class: i < b.level ? "on" : "" })),
  );
  return panel(
    { kind: "panel-vg", title: t("vg.panel.final"), sub: t("vg.panel.final.sub", { pool: v.pool, level: b.level, cap: b.cap, mine }), extra: meter },
    legal.filter((a) => a.type === "hold").map((a) => h("div", { class: "vg-row" }, actionButton(a, { name: t("vg.act.hold"), cls: "vg-big vg-hold" }, named(t("vg.act.hold"), t("vg.hold.meaning", { n: b.level - mine }))))),
    raises.length
      ? h(
          "div",
          { class: "vg-amounts" },
          h("span", { class: "vg-amounts-label" }, t("vg.raise.label")),
          raises.map((a) =>
            actionButton(
              a,
              { name: `${t("vg.raise.label")} +${a.amount}`, cls: "vg-amount vg-raise", title: t("vg.raise.meaning", { level: b.level + a.amount, n: b.level + a.amount - mine }) },
              h("b", {}, `+${a.amount}`),
              h("small", {}, t("vg.raise.meaning", { level: b.level + a.amount, n: b.level + a.amount - mine })),
            ),
          ),
        )
      : null,
    legal.filter((a) => a.type === "pass").map((a) => actionButton(a, { name: t("vg.act.pass"), cls: "pass" }, named(t("vg.act.pass"), t(b.level ? "vg.pass.fold" : "vg.pass.check")))),
  );
}

// ---------------------------------------------------------------- side boxes

/** The line on the table: the pool, the bet or the level, the phase (no trumps in this game). */
function tableStatus(v, nm) {
  const b = v.betting || {};
  const over = isOver(v);
  const bet = b.bettor !== null && b.bettor !== undefined && !over ? t("vg.bet.by", { n: b.bet, name: nm[b.bettor] }) : null;
  return [
    h("b", {}, `${t("vg.pool")}: ${over && v.result ? v.result.pot : v.pool}`),
    h("span", { class: "status-who status-phase" }, ` · ${over ? t("vg.phase.over") : t(`vg.phase.${v.phase}`)}`),
    bet ? h("span", { class: "status-who" }, ` · ${bet}`) : null,
  ];
}

function contractBox(v, nm) {
  const b = v.betting || {};
  const rows = [
    h("div", { class: "box-title" }, t("vg.box.title"), h("span", { class: "box-aside" }, isOver(v) ? t("vg.phase.over") : t(`vg.phase.${v.phase}`))),
    h("div", { class: "contract-main" }, term("pool", t("vg.pool")), ": ", String(isOver(v) && v.result ? v.result.pot : v.pool)),
  ];
  if (v.pool_before) rows.push(h("div", { class: "contract-who" }, t("vg.pool.carried", { n: v.pool_before })));
  if (b.bettor !== null && b.bettor !== undefined) rows.push(h("div", { class: "contract-who" }, t("vg.bet.by", { n: b.bet, name: nm[b.bettor] })));
  if (v.phase === "final" || (isOver(v) && b.level)) rows.push(h("div", { class: "contract-who" }, t("vg.level", { n: b.level, cap: b.cap })));
  if (b.forced) rows.push(h("div", { class: "contract-who" }, t("vg.forced")));
  rows.push(h("div", { class: "contract-need" }, t("vg.stock", { n: v.stock_count })));
  return rows;
}

function scoreBox(v, nm) {
  const chips = chipsNow(v);
  const best = Math.max(...chips);
  const deals = v.match.deals;
  return [
    h("div", { class: "box-title" }, t("vg.chips.title"), h("span", { class: "box-aside" }, t("vg.chips.deals", { n: deals.number, total: deals.total }))),
    h(
      "table",
      { class: "scores" },
      h(
        "tbody",
        {},
        chips.map((c, s) =>
          h(
            "tr",
            { class: `${s === v.seat ? "me" : ""} ${c === best ? "lead" : ""}`.trim() || null, dataset: { seat: s } },
            h("td", { class: "sc-name" }, h("span", { class: `dot av${s}` }), nm[s], v.dealer === s ? h("span", { class: "sc-dealer", title: t("seat.dealer.title") }, "●") : null),
            h("td", { class: "sc-tricks", title: t("vg.chips.stake") }, (v.stakes || [])[s] ? fmtNumber(-v.stakes[s]) : ""),
            h("td", { class: "sc-total" }, fmtNumber(c)),
          ),
        ),
      ),
    ),
  ];
}

/** Box "Ваш шанс": the human's combination as it stands (a table aid). */
function lastBox(v) {
  const c = v.combination; // the engine classifies the hand (§7.2); the page only names it
  return [
    h("div", { class: "box-title" }, t("vg.mine.title")),
    c ? comboBlock(c, "vg-mine") : h("div", { class: "muted" }, t("vg.mine.wait")),
  ];
}

function logRow(a, nm, v) {
  const name = nm[a.seat];
  if (a.type === "discard" && a.cards && a.seat === v.seat)
    return h("li", { class: "log-call vg-log-me" }, t("vg.log.discardYou", { cards: a.cards.map(cardName).join(" "), drawn: (a.drawn || []).map(cardName).join(" ") }));
  if (a.type === "keep") return h("li", { class: "log-call" }, t("vg.log.keep", { name }));
  if (a.type === "discard") return h("li", { class: "log-call" }, t("vg.log.discard", { name, n: a.count }));
  return h("li", { class: `log-call ${a.type === "pass" ? "log-pass" : ""} ${a.type === "raise" || a.type === "bet" ? "vg-log-bet" : ""}` }, t("vg.log.other", { name, what: actionText(a).toLowerCase() }));
}

// ---------------------------------------------------------------- the end of a deal

function whyText(r, nm, v) {
  const w = r.winner;
  // The engine ranks the shown hands (§7.3); the runner-up is the hand that mattered.
  const rival = (v.showdown_ranking || [])[1];
  if (rival === undefined) return "";
  const cw = r.combinations[w];
  const cr = r.combinations[rival];
  const name = nm[rival];
  if (cw.name !== cr.name) return t("vg.why.category", { a: comboName(cw), b: comboName(cr), name });
  const i = cw.key.findIndex((x, j) => x !== cr.key[j]);
  if (i < 0) return t("vg.why.tie", { name });
  const x = cw.key[i];
  const y = cr.key[i];
  switch (cw.name) {
    case "point":
      return i === 0 ? t("vg.why.count", { x, y, name }) : i === 1 ? t("vg.why.pips", { x, y, name }) : t("vg.why.adjacent", { name });
    case "tricon":
    case "tricon_prime":
      return i === 0 ? t("vg.why.tricon", { x: three(x), y: three(y), name }) : t("vg.why.pips", { x, y, name });
    case "fredon":
      return t("vg.why.fredon", { x: four(x), y: four(y), name });
    case "flux_sequence":
      return i === 0 ? t("vg.why.run", { x, y, name }) : i === 1 ? t("vg.why.runpips", { x, y, name }) : t("vg.why.pips", { x, y, name });
    case "sequence":
      return t("vg.why.runpips", { x, y, name });
    default:
      return t("vg.why.pips", { x, y, name });
  }
}

function resultReason(v, nm) {
  const r = v.result;
  if (!r) return "";
  const you = r.winner === v.seat;
  switch (r.outcome) {
    case "showdown":
    case "unheld_raise": {
      const main = tSeat(`vg.out.${r.outcome}`, you, { name: nm[r.winner], combo: comboText(r.combinations[r.winner]) });
      const why = r.outcome === "showdown" ? whyText(r, nm, v) : "";
      return why ? [main, h("br"), h("span", { class: "vg-why" }, why)] : main;
    }
    case "unheld_bet": {
      const bettor = v.betting?.bettor;
      return tSeat("vg.out.unheld_bet", bettor === v.seat, { name: nm[bettor], pot: r.pot });
    }
    default:
      return t(`vg.out.${r.outcome}`, { pot: r.pot });
  }
}

function payments(v, nm) {
  const r = v.result;
  const items = [];
  // Who paid whom comes from the engine (v.payments); the page only words it.
  const paid = (why) => (v.payments || []).filter((p) => p.why === why);
  const combo = paid("combination");
  if (r.winner !== null && r.winner !== undefined) {
    items.push(tSeat("vg.pay.pot", r.winner === v.seat, { pot: r.pot, name: nm[r.winner] }));
    const total = combo.reduce((sum, p) => sum + p.chips, 0);
    items.push(tSeat("vg.pay.combo", r.winner === v.seat, { combo: comboName(r.combinations[r.winner]), k: combo.length, n: r.payment, total, name: nm[r.winner] }));
  } else if (r.pot_carried) {
    items.push(t("vg.pay.carried", { pot: r.pot_carried }));
  }
  for (const bonus of paid("bonus")) items.push(tSeat("vg.pay.bonus", bonus.to === v.seat, { dealer: nm[bonus.from], name: nm[bonus.to], n: bonus.chips }));
  const shared = v.match?.settled?.pool_shared || [];
  const sharedSum = shared.reduce((a, b) => a + b, 0);
  if (sharedSum) items.push(t("vg.pay.shared", { pot: sharedSum }));
  return h("div", { class: "vg-pay" }, h("div", { class: "vg-pay-title" }, t("vg.pay.title")), h("ul", {}, items.map((s) => h("li", {}, s))));
}

function resultTable(v, nm) {
  const r = v.result;
  if (!r) return null;
  const chips = chipsNow(v);
  const shown = new Set(r.shown || []);
  const table = h(
    "table",
    { class: "result-table vg-result" },
    h("thead", {}, h("tr", {}, ["player", "hand", "staked", "delta", "chips"].map((c) => h("th", { class: `vg-col-${c}`, title: c === "staked" ? t("vg.pay.stakes") : null }, t(`vg.col.${c}`))))),
    h(
      "tbody",
      {},
      nm.map((name, s) => {
        const hand = (r.final_hands || [])[s];
        const combo = (r.combinations || [])[s];
        const visible = hand && (shown.has(s) || s === v.seat);
        const d = (r.chips_delta || [])[s] ?? 0;
        return h(
          "tr",
          { class: `${s === v.seat ? "me" : ""} ${s === r.winner ? "winner" : ""}`.trim() || null, dataset: { seat: s } },
          h("td", {}, h("span", { class: "vg-who" }, h("span", { class: `dot av${s}` }), name), s === r.winner ? h("span", { class: "vg-crown", title: t("seat.winner") }, " ♛") : null),
          h(
            "td",
            { class: "vg-hand-cell" },
            visible
              ? [h("span", { class: "vg-minis" }, hand.map((c) => cardImg(c, deck))), comboBlock(combo, shown.has(s) ? "" : "vg-unshown")]
              : h("span", { class: "muted" }, t("vg.hidden")),
          ),
          h("td", {}, fmtNumber(-((v.stakes || [])[s] ?? 0))),
          h("td", { class: d > 0 ? "pos" : d < 0 ? "neg" : "" }, fmtDelta(d)),
          h("td", {}, chips[s] === undefined ? "" : fmtNumber(chips[s])),
        );
      }),
    ),
  );
  return [payments(v, nm), h("div", { class: "vg-result-wrap" }, table)];
}

function matchWinnerText(v, nm) {
  const winners = matchWinners(v); // §11: every seat with the most chips, from the engine
  if (winners.length < 2) return base.matchWinnerText(v, nm);
  return tSeat("vg.tie", winners.includes(v.seat), { name: winners.map((s) => nm[s]).join(", ") });
}

/** A score sheet row: the deal's outcome, who opened the betting and who took the pot. */
function sheetOutcome(row, words, nm) {
  return [
    h("span", { class: "story-contract" }, words),
    row.declarer === null ? null : h("span", { class: "story-who" }, t("story.vinegret.bettor", { name: nm[row.declarer] })),
    row.winner === null ? null : h("span", { class: "story-who" }, t("story.vinegret.winner", { name: nm[row.winner] })),
  ];
}

export default defineGame({
  id: "vinegret",
  strings,
  rules: () => import("../rules/vinegret.js"),
  noTricks,
  sheetOutcome,
  actionText,
  lastCall,
  seatBadges,
  seatRole,
  seatCards,
  feltExtra,
  onCardClick,
  cardMark,
  cardLabel,
  promptText,
  decisionPanel,
  tableStatus,
  contractBox,
  scoreBox,
  lastBox,
  logRow,
  resultReason,
  resultTable,
  matchWinnerText,
});
