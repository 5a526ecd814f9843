// Cuatrola: the parts of the table that belong to this game — the declaration
// panel (pass / solo / cuatrola / quintola with their Spanish names and the
// "exactly 11" reason when a bid is unavailable), the turned trump card, the
// sitting-out partner's cards set aside, cantes, and the per-team scores.
// Rules are never decided here, nor restated: the page shows the view (its bid
// values, unavailable bids with their refusals, teams and the deal's tally) and
// the engine's legal actions.
import { h, panel, actionButton } from "../dom.js";
import { t, tSeat, plural, cardName, fmtDelta } from "../i18n.js";
import { cardImg, backImg } from "../cards.js";
import { term } from "../glossary.js";
import { trumpChip, wideOrNarrow } from "../layout.js";
import { base, defineGame } from "./base.js";
import strings from "../i18n/cuatrola.js";

const deck = "spanish";

/** The team (0 or 1) of a seat, by the view's `teams`. */
const team = (v, s) => v.teams.findIndex((seats) => seats.includes(s));
/** The seat's partner: the other seat of its team. */
const partner = (v, s) => v.teams[team(v, s)].find((x) => x !== s);
const isOver = (v) => v.phase === "deal_over" || v.phase === "match_over";
const bidName = (b) => t(`cu.bid.${b}`);
const esName = (b) => t(`cu.es.${b}`);
/** " · Solo": the Spanish name beside the local one, unless they are the same word. */
const esTail = (b, sep = " · ") => (esName(b) === bidName(b) ? null : h("i", { class: "es" }, `${sep}${esName(b)}`));
/** "Соло (Solo)" or just "Solo". */
const bidLabel = (b) => (esName(b) === bidName(b) ? bidName(b) : `${bidName(b)} (${esName(b)})`);
const suitWord = (s, form = "") => t(`sp.suit.${s}${form}`);
const palo = (s) => t(`sp.es.${s}`);

/** A small suit symbol, drawn from the card art itself (same-origin SVG <use>). */
export function suitIcon(s) {
  const ref = s === "E" || s === "B" ? "si" : "s";
  return h("span", {
    class: `sp-suit sp-suit-${s}`,
    "aria-hidden": "true",
    html: `<svg viewBox="-52 -54 104 108" focusable="false"><use href="./static/cards/spanish/3${s}.svg#${ref}"/></svg>`,
  });
}

/** Compact card text for the log: "Т" + suit icon; full name as a tooltip. */
function cardText(code) {
  return h("span", { class: "sp-card", title: cardName(code, "spanish") }, t(`sp.short.${code[0]}`), suitIcon(code[1]));
}

function cardLabel(code) {
  return cardName(code, "spanish");
}

/** Short text of an action for a speech bubble or the log. */
function actionText(action) {
  if (!action) return "";
  switch (action.type) {
    case "pass":
      return esName("pass") === bidName("pass") ? bidName("pass") : `${bidName("pass")} · ${esName("pass")}`;
    case "bid":
      return `${bidName(action.bid)}!`;
    case "play":
      return cardName(action.card, "spanish");
    case "cante":
      return t(`cu.bubble.${action.points === 40 ? 40 : 20}`, { palo: palo(action.suit) });
    default:
      return action.type;
  }
}

/** The seat's bubble: its call during the declarations; a cante just sung in play. */
function lastCall(view, seat) {
  if (view.phase === "auction") {
    for (const a of view.history || []) if (a.seat === seat && (a.type === "bid" || a.type === "pass")) return a;
    return null;
  }
  // In play: a cante sung after the latest finished trick, until the next one ends.
  const last = (view.tricks || []).length - 1;
  const c = (view.cantes || []).find((x) => x.seat === seat && x.trick === last);
  return c && view.phase === "play" ? { type: "cante", points: c.points, suit: c.suit } : null;
}

// ---------------------------------------------------------------- seats

function seatRole(v, s) {
  if (v.sitting_out === s) return "sitting-out";
  if (v.declarer === s) return "declarer";
  return "";
}

function seatBadges(v, s, nm) {
  const out = [];
  if (s === partner(v, v.seat)) out.push(h("span", { class: "badge badge-partner", title: t("cu.badge.partner.title") }, t("cu.badge.partner")));
  if (v.mano === s && !isOver(v)) out.push(h("span", { class: "badge badge-mano", title: t("cu.badge.mano.title") }, t("cu.badge.mano")));
  if (v.declarer === s && v.contract && v.contract !== "pass_out")
    out.push(h("span", { class: "badge badge-contract", title: t("cu.badge.declarer.title") }, bidName(v.contract)));
  if (v.sitting_out === s) out.push(h("span", { class: "badge badge-out", title: t("cu.badge.out.title") }, t("cu.badge.out")));
  const sung = (v.cantes || []).filter((c) => c.seat === s);
  for (const c of sung) out.push(h("span", { class: "badge badge-cante", title: canteText(c, v, nm) }, `${c.points}`, suitIcon(c.suit)));
  return out;
}

/**
 * Cards shown at another seat: the turned trump card face up at the dealer's
 * while it is unplayed; the sitting-out hand set aside (face down, or face up
 * once the deal is over).  undefined = the table's default (backs).
 */
function seatCards(v, s) {
  if (s === v.seat) return base.seatCards(v, s);
  const count = (v.hand_counts || [])[s] ?? 0;
  if (s === v.sitting_out && Array.isArray(v.sitting_out_hand)) {
    return h(
      "div",
      { class: "seat-cards aside revealed", style: { "--n": v.sitting_out_hand.length } },
      v.sitting_out_hand.map((c, i) => h("div", { class: "back-wrap face", style: { "--i": i } }, cardImg(c, deck))),
    );
  }
  const muestra = s === v.dealer && v.trump_card_shown && v.trump_card;
  if (s !== v.sitting_out && !muestra) return base.seatCards(v, s);
  const backs = Array.from({ length: muestra ? count - 1 : count }, (_, i) =>
    h("div", { class: "back-wrap", style: { "--i": i } }, backImg(deck)),
  );
  if (muestra) backs.push(h("div", { key: "muestra", class: "back-wrap face muestra", style: { "--i": count - 1 }, title: t("cu.trump.title") }, cardImg(v.trump_card, deck)));
  return h("div", { class: `seat-cards${s === v.sitting_out ? " aside" : ""}`, style: { "--n": count } }, backs);
}

// ---------------------------------------------------------------- felt

/** The turned trump card (la muestra) in a corner of the felt. */
function feltExtra(v, nm) {
  if (!v.trump) return null;
  const shown = v.trump_card_shown;
  const where = shown ? (v.dealer === v.seat ? t("cu.trump.atYou") : t("cu.trump.at", { name: nm[v.dealer] })) : t("cu.trump.played");
  return h(
    "div",
    { class: `cu-muestra ${shown ? "" : "played"}`, dataset: { trump: v.trump, trumpCard: v.trump_card } },
    h("div", { class: "cu-muestra-card" }, cardImg(v.trump_card, deck)),
    h(
      "div",
      { class: "cu-muestra-text" },
      h("div", { class: "cu-muestra-title" }, t("cu.trump.title"), h("i", { class: "es" }, " · triunfo")),
      h("div", { class: "cu-muestra-suit" }, suitIcon(v.trump), " ", suitWord(v.trump), h("i", { class: "es" }, ` (${palo(v.trump)})`)),
      h("div", { class: "cu-muestra-where" }, where),
    ),
  );
}

// ---------------------------------------------------------------- prompts and errors

function promptText(v, nm, interactive) {
  if (v.phase === "auction" && interactive) return t("cu.prompt.auction");
  if (v.sitting_out === v.seat && v.phase === "play") return t("cu.prompt.sittingOut", { name: nm[v.declarer] });
  return base.promptText(v, nm, interactive);
}

/** Refusals in this game's words (Spanish suit names, the "exactly 11" rule). */
function errorText(err) {
  if (!err) return base.errorText(err);
  const p = err.params || {};
  const card = (c) => (typeof c === "string" && c.length === 2 ? cardName(c, "spanish") : c);
  switch (err.code) {
    case "must_follow":
      return t("cu.err.must_follow", { suit: suitWord(p.suit) });
    case "must_beat":
      return t("cu.err.must_beat", { card: card(p.card), beats: card(p.beats) });
    case "must_ruff":
      return t("cu.err.must_ruff", { suit: suitWord(p.suit, ".of"), trump: suitWord(p.trump) });
    case "must_overtrump":
      return t("cu.err.must_overtrump", { card: card(p.card), beats: card(p.beats) });
    case "past_target":
      return t("cu.err.past_target", { target: p.target, score: p.score });
    case "bid_too_low":
      return t("cu.err.bid_too_low", { high: bidName(p.high) });
    case "not_in_hand":
      return t("err.not_in_hand", { card: card(p.card) });
    default:
      return base.errorText(err);
  }
}

// ---------------------------------------------------------------- declaration panel

function highBidder(v) {
  let who = null;
  for (const a of v.history || []) if (a.type === "bid") who = a.seat;
  return who;
}

function auctionStatus(v, nm, short = false) {
  const who = highBidder(v);
  if (!v.high_bid || who === null) return t("cu.auction.none");
  if (short) return t("cu.auction.highShort", { bid: bidName(v.high_bid), name: nm[who] }); // nm names the human "Вы"
  const bid = bidLabel(v.high_bid);
  return who === v.seat ? t("cu.auction.highYou", { bid }) : t("cu.auction.high", { bid, name: nm[who] });
}

const pointsText = (n) => t("cu.value", { n, word: plural(n, "cu.points") });

function decisionPanel(v, nm) {
  if (v.to_act !== v.seat || !v.legal || !v.legal.length || v.phase !== "auction") return null;
  const legal = new Map(v.legal.filter((a) => a.type === "bid").map((a) => [a.bid, a]));
  const pass = v.legal.find((a) => a.type === "pass");
  // The engine names each bid the seat may not make, with the refusal it would give.
  const refused = new Map(v.unavailable_bids.map((u) => [u.bid, u]));
  const who = highBidder(v);
  const rows = Object.keys(v.bid_values).filter((b) => legal.has(b) || refused.has(b)).map((b) => {
    const a = legal.get(b);
    const head = [
      h("span", { class: "bid-name" }, bidName(b), esTail(b)),
      h("span", { class: "bid-meaning" }, t(`cu.mean.${b}`), " · ", pointsText(v.bid_values[b])),
    ];
    if (a) return actionButton(a, { name: bidLabel(b), cls: `bid bid-${b}` }, ...head);
    const { code, params } = refused.get(b);
    const lower = code === "bid_too_low";
    const why = lower ? t("cu.auction.lower") : t("cu.auction.exact", { target: params.target, score: params.score, sum: params.score + v.bid_values[b] });
    return h(
      "button",
      { type: "button", class: `btn-act bid bid-${b} unavailable`, disabled: true, dataset: { unavailable: b, reason: lower ? "lower" : "exact" } },
      ...head,
      h("span", { class: "bid-why" }, why),
    );
  });
  return panel(
    {
      kind: "panel-auction panel-cuatrola",
      title: [t("cu.auction.title"), h("i", { class: "es" }, " · apuesta")],
      label: t("cu.auction.title"),
      sub: auctionStatus(v, nm),
    },
    who !== null && who === partner(v, v.seat) ? h("p", { class: "cu-note cu-note-partner" }, t("cu.auction.partnerHigh", { name: nm[who] })) : null,
    h("div", { class: "bid-list" }, rows),
    legal.size ? null : h("p", { class: "cu-note" }, t("cu.auction.onlyPass")),
    pass
      ? actionButton(pass, { name: bidLabel("pass"), cls: "pass" }, h("span", { class: "bid-name" }, bidName("pass"), esTail("pass"), h("span", { class: "bid-meaning" }, " — ", t("cu.mean.pass"))))
      : null,
    h("p", { class: "cu-note cu-note-rule" }, t("cu.auction.note")),
  );
}

// ---------------------------------------------------------------- side boxes

function canteText(c, v, nm) {
  const key = `cu.cante.${c.points === 40 ? 40 : 20}`;
  const name = nm ? nm[c.seat] : "";
  return tSeat(key, !!nm && c.seat === v.seat, { name, suit: suitWord(c.suit, ".in"), palo: palo(c.suit) });
}

/** The line on the table: the trump suit and the contract (or the bidding). */
function tableStatus(v, nm) {
  const c = v.contract;
  let what;
  if (!c) what = wideOrNarrow(auctionStatus(v, nm), auctionStatus(v, nm, true));
  else if (c === "pass_out") what = h("b", {}, bidName(c));
  else what = [h("b", {}, bidName(c)), h("span", { class: "status-who" }, ` · ${v.declarer === v.seat ? t("seat.you") : nm[v.declarer]}`)];
  return [
    // where the line is short of room the chip alone names the trump: "[cups] Соло — Рамон"
    v.trump ? [trumpChip(suitIcon(v.trump), "status-trump-sp"), h("span", { class: "status-wide" }, suitWord(v.trump), " · ")] : null,
    what,
  ];
}

/** Side box: the contract, who sits out, what is needed; the cantes so far. */
function contractBox(v, nm) {
  const kids = [h("div", { class: "box-title" }, t("cu.contract.label"), h("span", { class: "box-aside" }, suitIcon(v.trump), " ", suitWord(v.trump)))];
  const c = v.contract;
  if (!c) {
    kids.push(h("div", { class: "contract-main" }, t("cu.contract.bidding"), h("i", { class: "es" }, " · apuestas")));
    kids.push(h("div", { class: "contract-who" }, auctionStatus(v, nm)));
  } else if (c === "pass_out") {
    kids.push(h("div", { class: "contract-main" }, term(c, bidName(c)), esTail(c)));
    kids.push(h("div", { class: "contract-need" }, t("cu.contract.need.pass_out")));
  } else {
    const n = (v.tricks_won || [])[v.declarer] ?? 0;
    kids.push(h("div", { class: "contract-main" }, term(c, bidName(c)), esTail(c), h("span", { class: "contract-value" }, ` · ${pointsText(v.bid_values[c])}`)));
    kids.push(h("div", { class: "contract-who" }, tSeat("cu.contract.by", v.declarer === v.seat, { name: nm[v.declarer] })));
    kids.push(h("div", { class: "contract-who muted" }, tSeat("cu.contract.sitsOut", v.sitting_out === v.seat, { name: nm[v.sitting_out] })));
    kids.push(h("div", { class: "contract-need" }, t(`cu.contract.need.${c}`, { n })));
    if (c === "cuatrola" || c === "quintola") kids.push(h("div", { class: "contract-who muted" }, t("cu.contract.noCantes")));
  }
  if ((v.cantes || []).length)
    kids.push(
      h("div", { class: "cu-cantes" }, h("div", { class: "cu-cantes-title" }, t("cu.cantes.title")), (v.cantes || []).map((x) => h("div", { class: "cu-cante", dataset: { cante: `${x.seat}:${x.suit}:${x.points}` } }, term(x.points === 40 ? "cuarenta" : "cante", canteText(x, v, nm))))),
    );
  return kids;
}

/** Side box: the match score per pair, to the target, with the "exactly" rule. */
function scoreBox(v, nm) {
  const score = v.result?.match_score || v.score || [0, 0];
  const target = v.options.target;
  const exact = v.options.exact_target;
  const me = team(v, v.seat);
  const live = v.deal_tally;
  const showDeal = v.phase === "play" || isOver(v);
  const pairs = [me, 1 - me].map((tm) => {
    const seats = v.teams[tm];
    const label = tm === me ? t("cu.score.us") : t("cu.score.them");
    const pct = Math.min(100, (score[tm] / target) * 100);
    return h(
      "div",
      { class: `cu-team ${tm === me ? "us" : "them"}`, dataset: { team: tm } },
      h(
        "div",
        { class: "cu-team-head" },
        h("span", { class: "cu-team-name" }, h("b", {}, label), " ", h("span", { class: "muted" }, t("cu.score.pair", { a: nm[seats[0]], b: nm[seats[1]] }))),
        h("span", { class: "cu-team-score", dataset: { score: score[tm] } }, String(score[tm]), h("small", {}, ` / ${target}`)),
      ),
      h("div", { class: "cu-bar" }, h("i", { style: { width: `${pct}%` } })),
      showDeal
        ? h("div", { class: "cu-team-deal muted" }, [
            `${t("cu.score.deal")}: ${live.tricks[tm]} ${plural(live.tricks[tm], "tricks")}`,
            v.points_count === false ? null : ` · ${live.card_points[tm]} ${t("cu.score.points")}`, // a cuatrola's points decide nothing
          ])
        : null,
    );
  });
  return [
    h("div", { class: "box-title" }, t("cu.score.title"), h("span", { class: "box-aside" }, [v.match?.deal_number ? t("score.deal", { n: v.match.deal_number }) : null, exact ? t("cu.score.exact", { n: target }) : t("cu.score.to", { n: target })].filter(Boolean).join(" · "))),
    pairs,
    exact ? h("p", { class: "cu-exact-note" }, t("cu.score.exactNote", { n: target })) : null,
  ];
}

/** Log rows after finished trick ``i``: the cante sung then, if any. */
function logAfterTrick(v, i, nm) {
  return (v.cantes || []).filter((c) => c.trick === i).map((c) => h("li", { class: "log-cante" }, canteText(c, v, nm)));
}

/** A notice parameter worded in the language of the moment (notices outlive a language switch). */
const lazy = (f) => ({ toString: f });
const lazyName = (v, s) => lazy(() => (s === v.seat ? t("seat.you") : t(`cuatrola.seat.bot${s}`)));

/** Announcements for what a step made public: the contract, a cante. */
function announce(prev, next) {
  if (!prev || !next) return [];
  const out = [];
  if (prev.phase === "auction" && next.phase !== "auction") {
    if (next.contract === "pass_out") out.push(["cu.announce.passOut", {}]);
    else if (next.contract) {
      const p = { name: lazyName(next, next.declarer), bid: lazy(() => bidLabel(next.contract)), partner: lazyName(next, next.sitting_out) };
      const key = next.declarer === next.seat ? "cu.announce.contractYou" : next.sitting_out === next.seat ? "cu.announce.contractPartner" : "cu.announce.contract";
      out.push([key, p]);
    }
  }
  const before = (prev.cantes || []).length;
  for (const c of (next.cantes || []).slice(before)) {
    const key = `cu.cante.${c.points === 40 ? 40 : 20}${c.seat === next.seat ? "You" : ""}`;
    out.push([key, { name: lazyName(next, c.seat), suit: lazy(() => suitWord(c.suit, ".in")), palo: palo(c.suit) }]);
  }
  return out;
}

// ---------------------------------------------------------------- result

function pairName(tm, v, nm) {
  const [a, b] = v.teams[tm];
  return t("cu.score.pair", { a: nm[a], b: nm[b] });
}

/** Deal result: the reason in words. */
function resultReason(v, nm) {
  const r = v.result;
  if (!r) return "";
  const [a, b] = r.total_points;
  if (r.contract === "pass_out") {
    const key = a === b ? "cu.result.passOutTie" : "cu.result.passOut";
    const winner = r.winner_team === team(v, v.seat) ? t("cu.pair.ours") : t("cu.pair.theirs", { name: pairName(r.winner_team, v, nm) });
    return t(key, { a: r.total_points[team(v, v.seat)], b: r.total_points[1 - team(v, v.seat)], winner });
  }
  const d = r.declarer;
  const own = r.total_points[team(v, d)];
  const opp = r.total_points[1 - team(v, d)];
  const name = nm[d];
  if (r.contract === "solo") return t(own === opp ? "cu.result.soloTie" : r.made ? "cu.result.soloMade" : "cu.result.soloFailed", { name, own, opp });
  const n = r.tricks[d];
  return t(r.made ? "cu.result.tricksMade" : "cu.result.tricksFailed", { name, bid: bidName(r.contract), n, need: t(`cu.need.${r.contract}`) });
}

/** Per pair: tricks, card points, last trick, cantes, total, game points, match score; where
 *  points decide nothing (a cuatrola, a quintola: v.points_count false) the tricks stand for them. */
function resultTable(v, nm) {
  const r = v.result;
  if (!r) return null;
  const me = team(v, v.seat);
  const order = [me, 1 - me];
  const canteSum = [0, 0];
  for (const c of r.cantes || []) canteSum[team(v, c.seat)] += c.points;
  const trickSum = [0, 0];
  (r.tricks || []).forEach((n, s) => (trickSum[team(v, s)] += n));
  const cell = (tm, val, cls = "") => h("td", { class: `${cls} ${tm === r.winner_team ? "win" : ""}`.trim() || null }, String(val));
  const row = (label, f, cls = "") => h("tr", { class: cls || null }, h("th", { scope: "row" }, label), order.map((tm) => f(tm)));
  const delta = r.game_points_delta;
  return h(
    "div",
    { class: "cu-result" },
    h(
      "table",
      { class: "result-table cu-result-table" },
      h(
        "thead",
        {},
        h("tr", {}, h("th", {}, t("cu.res.team")), order.map((tm) => h("th", { class: tm === me ? "me" : null }, h("b", {}, tm === me ? t("cu.score.us") : t("cu.score.them")), h("small", {}, pairName(tm, v, nm))))),
      ),
      h(
        "tbody",
        {},
        v.points_count === false
          ? row(t("cu.res.tricks"), (tm) => cell(tm, trickSum[tm], "total"), "total-row")
          : [
              row(t("cu.res.tricks"), (tm) => cell(tm, trickSum[tm])),
              row(t("cu.res.cardPoints"), (tm) => cell(tm, r.card_points[tm])),
              row(t("cu.res.last"), (tm) => cell(tm, r.last_trick_team === tm ? `+${v.last_trick_bonus}` : "—")),
              row(t("cu.res.cantes"), (tm) => cell(tm, canteSum[tm] ? `+${canteSum[tm]}` : "—")),
              row(t("cu.res.total"), (tm) => cell(tm, r.total_points[tm], "total"), "total-row"),
            ],
        row(t("cu.res.game"), (tm) => cell(tm, fmtDelta(delta[tm]), delta[tm] ? "pos" : ""), "game-row"),
        row(t("cu.res.match"), (tm) => cell(tm, r.match_score[tm], "match"), "match-row"),
      ),
    ),
    Array.isArray(v.sitting_out_hand)
      ? h(
          "div",
          { class: "cu-aside-hand" },
          h("span", { class: "muted" }, t("cu.res.sittingOut", { name: nm[v.sitting_out] })),
          h("span", { class: "cu-aside-cards" }, v.sitting_out_hand.map((c) => cardImg(c, deck))),
        )
      : null,
  );
}

function matchWinnerText(v, nm) {
  const w = v.match?.winner ?? v.result?.match_winner;
  if (w === null || w === undefined) return "";
  if (w === team(v, v.seat)) return t("cu.result.weWin", { name: nm[partner(v, v.seat)] });
  return t("cu.result.theyWin", { name: pairName(w, v, nm) });
}

/** Hand order for display: the engine's order (suits as the book lists them), trumps last. */
function sortHand(hand, v) {
  return [...hand].sort((x, y) => (x[1] === v.trump) - (y[1] === v.trump));
}

/** Mark the turned trump card in the dealer's (the human's) hand. */
function cardMark(code, v) {
  if (v.trump_card_shown && v.dealer === v.seat && code === v.trump_card)
    return h("span", { class: "cu-mark", title: t("cu.trump.title") }, t("cu.trump.title"));
  return null;
}

export default defineGame({
  id: "cuatrola",
  strings,
  rules: () => import("../rules/cuatrola.js"),
  stylesheet: true,
  cardText,
  cardLabel,
  actionText,
  lastCall,
  seatRole,
  seatBadges,
  seatCards,
  feltExtra,
  promptText,
  errorText,
  decisionPanel,
  tableStatus,
  contractBox,
  scoreBox,
  logAfterTrick,
  announce,
  resultReason,
  resultTable,
  matchWinnerText,
  sortHand,
  cardMark,
});
