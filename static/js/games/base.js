// The contract between the table and a game's own module: every hook a game
// module can fill, each with the table's default.  A game module (static/js/
// games/<id>.js) ends with `export default defineGame({ id, ...its hooks })`;
// the table (static/js/render.js and the modules it names) always calls the
// hook, never asks whether a game has one.  An override that covers only some
// cases hands the others to the default: `return base.promptText(v, nm, interactive)`.
//
// Arguments: `v` is the human seat's view (game/api.py), `nm` the seat names
// (nm[seat]), `s` a seat number, `a` an action of the view's history or legal list.
// Hooks are called on the game object, so a default may use `this` for another hook.
//
// The game
//   id: string                          the engine's id of the game (required)
//   strings: {ru, en}                   the game's words (static/js/i18n/<id>.js): its name
//                                       `game.<id>`, its options' `<id>.opt.<name>[.help|.<choice>]` …
//   rules: () -> Promise<module>        the Rules dialog's text: `() => import("../rules/<id>.js")`
//                                       (its default export; fetched when the dialog first opens)
//   stylesheet: bool                    the game has its own stylesheet, static/css/<id>.css
// Seats
//   seatRole(v, s) -> string            a data-role on the seat (and the hand), e.g. "sitting-out"
//   seatCards(v, s) -> node|null        what lies at a seat: card backs by count; null for the human's
//   seatBadges(v, s, nm) -> nodes       badges beside the name (chips, partner …)
//   lastCall(v, s) -> action|null       the action shown in the seat's speech bubble
//   actionText(a) -> string             an action in a few words (bubble, log)
//   noTricks: bool                      the game has no tricks: no trick counts on the plates
// Felt and hand
//   feltExtra(v, nm) -> node|null       the game's own things on the felt (the turned trump, the pool)
//   tableStatus(v, nm) -> node|null     the line on the table saying what is played
//   sortHand(cards, v) -> cards         the hand's display order (the engine's order by default)
//   cardLabel(code, v) -> string        a hand card's accessible name
//   cardMark(code, v) -> node|null      a mark on a hand card (a matador, a picked discard)
//   cardText(code) -> node|string       a card in the log
//   onCardClick(code, v, mine) -> bool  a click on a hand card taken by the game (true) or
//                                       sent to the engine as a play (false)
// Words
//   promptText(v, nm, interactive) -> string   the line under the hand
//   errorText(err, v) -> string                a refusal ({code, params, message}) in words
//   announce(prev, next, nm) -> [[key, params]] notices for what a step made public
// Panels and side boxes
//   decisionPanel(v, nm, ctx) -> node|null     the human's choice (auction, declaration …);
//                                              ctx.act(action) sends an action; a legal
//                                              action's control is dom.js actionButton, whose
//                                              move name a hint gives
//   contractBox(v, nm) -> nodes                the side box "what is played"
//   scoreBox(v, nm) -> nodes                   the side box of scores (by default the
//                                              view's `match.scores` and `options.target`)
//   lastBox(v, nm) -> nodes                    the side box of the last trick
//   logRows(v, nm) -> nodes                    the deal's log; by default one logRow per
//   logRow(a, nm, v) -> node|null              call and one line per trick, then
//   logEntry(a, nm, v) -> node|null            logEntry for a game's other actions and
//   logAfterTrick(v, i, nm) -> nodes           logAfterTrick after finished trick i
// The end of a deal
//   resultReason(v, nm) -> string|nodes   the deal's outcome in words
//   resultTable(v, nm) -> node|null       the deal's figures
//   resultExtra(v, nm) -> node|null       more below the table (itemised payments)
//   sheetOutcome(row, words, nm) -> nodes  a score sheet row's contract (words) and its outcome
//   matchWinnerText(v, nm) -> string      who won the match
import { h } from "../dom.js";
import { t, tSeat, has, getLang, cardName, fmtNumber, fmtDelta } from "../i18n.js";
import { cardImg, backImg, deckOf } from "../cards.js";

/** Whether the match is over (the view's phase, or the result or match says so). */
export const matchOver = (v) => v.phase === "match_over" || !!v.result?.match_over || !!v.match?.over;
const capitalise = (s) => s.charAt(0).toUpperCase() + s.slice(1);

const madeRows = new Map(); // a node's inputs, as text -> the node, built once and copied
const MADE_ROWS_KEPT = 400; // nodes of the matches played since: dropped past this many

/**
 * A copy of the node ``build`` makes from the inputs named by ``key``: the table redraws at
 * every step, and building a trick's log line (its cards' words and suit pictures) or a
 * seat's row of card backs again each time was a fifth of a redraw's script; a copy costs
 * the browser little.  Only for nodes without handlers or keys (a copy has neither).
 */
function madeOnce(key, build) {
  let row = madeRows.get(key);
  if (!row) {
    if (madeRows.size >= MADE_ROWS_KEPT) madeRows.clear();
    madeRows.set(key, (row = build()));
  }
  return row.cloneNode(true);
}

/** One line of the log for a trick: its cards in order, and who took it. */
function logTrick(G, plays, nm, number, winner, me) {
  return madeOnce(JSON.stringify([G.id, getLang(), plays, nm, number, winner, me]), () => h(
    "li",
    { class: "log-trick" },
    h("span", { class: "log-no" }, `${number}.`),
    plays.map((p) => h("span", { class: `log-card ${/[HD]$/.test(p.card) ? "suit-red" : ""} ${p.seat === winner ? "log-win" : ""}`, title: nm[p.seat] }, G.cardText(p.card))),
    winner !== null && winner !== undefined ? h("span", { class: "log-winner" }, "→ ", winner === me ? t("seat.you") : nm[winner]) : null,
  ));
}

/** ``count`` card backs of ``deck`` in a row (a copy: the seats redraw at every step, most with the same count). */
function backs(deck, count) {
  return madeOnce(`backs ${deck} ${count}`, () => h("div", { class: "seat-cards", style: { "--n": count } },
    Array.from({ length: count }, (_, i) => h("div", { class: "back-wrap", style: { "--i": i } }, backImg(deck)))));
}

/** The seats that won the match: a list (a shared first place has several). */
export function matchWinners(v) {
  return v.match?.winners || [];
}

export const base = {
  id: null,
  strings: null,
  rules: null,
  stylesheet: false,
  noTricks: false,

  // ------------------------------------------------------------ seats
  seatRole: () => "",
  seatCards(v, s) {
    if (s === v.seat) return null;
    return backs(deckOf(v.game), (v.hand_counts || [])[s] ?? 0);
  },
  seatBadges: () => null,
  lastCall(v, s) {
    if (v.phase !== "auction") return null;
    let last = null;
    for (const a of v.history || []) if (a.seat === s && (a.type === "bid" || a.type === "pass")) last = a;
    return last;
  },
  actionText: (a) => (a ? a.type : ""),

  // ------------------------------------------------------------ felt and hand
  feltExtra: () => null,
  tableStatus: () => null,
  sortHand: (cards) => cards,
  cardLabel: (code) => cardName(code),
  cardMark: () => null,
  cardText: (code) => cardName(code),
  onCardClick: () => false,

  // ------------------------------------------------------------ words
  promptText(v, nm, interactive) {
    if (interactive) {
      if (v.phase === "auction") return t("prompt.auction");
      if (v.phase === "declaration") return t("prompt.declaration");
      return (v.trick?.cards || []).length ? t("prompt.play") : t("prompt.lead");
    }
    if (v.to_act !== null && v.to_act !== undefined && v.to_act !== v.seat) return t("prompt.wait", { name: nm[v.to_act] });
    return "";
  },
  errorText(err) {
    if (!err) return t("err.illegal");
    const key = `err.${err.code}`;
    if (err.code && has(key)) {
      const s = t(key, err.params || {});
      if (!/\{\w+(:\w+)?\}/.test(s)) return s;
    }
    if (getLang() === "en" && err.message) return capitalise(err.message) + ".";
    return err.message ? t("err.unknown", { message: err.message }) : t("err.illegal");
  },
  announce: () => [],

  // ------------------------------------------------------------ panels and side boxes
  decisionPanel: () => null,
  contractBox: () => null,
  scoreBox(v, nm) {
    const m = v.match || {};
    const scores = m.scores || [];
    const target = v.options?.target;
    const best = Math.max(...scores);
    return [
      h(
        "div",
        { class: "box-title" },
        t("score.title"),
        h("span", { class: "box-aside" }, [m.deal_number ? t("score.deal", { n: m.deal_number }) : null, target ? t("score.targetShort", { n: target }) : null].filter(Boolean).join(" · ")),
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
              h("td", { class: "sc-total" }, fmtNumber(sc)),
            ),
          ),
        ),
      ),
    ];
  },
  lastBox(v, nm) {
    const lt = v.last_trick;
    const deck = deckOf(v.game);
    return [
      h("div", { class: "box-title" }, t("trick.last")),
      lt && lt.cards.length
        ? [
            h(
              "div",
              { class: "mini-trick" },
              lt.cards.map((c) => h("figure", { class: `mini ${c.seat === lt.winner ? "mini-win" : ""}` }, cardImg(c.card, deck), h("figcaption", {}, nm[c.seat]))),
            ),
            h("div", { class: "mini-caption" }, lt.winner === v.seat ? t("trick.wonByYou") : t("trick.wonBy", { name: nm[lt.winner] })),
          ]
        : h("div", { class: "muted" }, t("trick.lastNone")),
    ];
  },
  logRows(v, nm) {
    const rows = [];
    for (const a of v.history || []) if (a.type !== "play") rows.push(this.logRow(a, nm, v));
    const finished = v.tricks || [];
    finished.forEach((tr, i) => rows.push(logTrick(this, tr.cards, nm, i + 1, tr.winner, v.seat), ...this.logAfterTrick(v, i, nm)));
    const open = v.trick?.cards || [];
    if (open.length) rows.push(logTrick(this, open, nm, finished.length + 1, null, v.seat));
    return rows;
  },
  logRow(a, nm, v) {
    if (a.type === "bid" || a.type === "pass") return h("li", { class: `log-call ${a.type === "pass" ? "log-pass" : ""}` }, h("b", {}, nm[a.seat]), " ", this.actionText(a));
    if (a.type === "declare") return h("li", { class: "log-declare" }, tSeat("log.declare", a.seat === v.seat, { name: nm[a.seat], contract: this.actionText(a) }));
    return this.logEntry(a, nm, v);
  },
  logEntry: () => null,
  logAfterTrick: () => [],

  // ------------------------------------------------------------ the end of a deal
  resultReason: () => "",
  resultTable(v, nm) {
    const r = v.result;
    if (!r) return null;
    const scores = r.scores || v.match?.scores || [];
    const winners = matchOver(v) ? matchWinners(v) : [];
    return h(
      "table",
      { class: "result-table" },
      h("thead", {}, h("tr", {}, h("th", {}, t("score.player")), h("th", {}, t("score.tricks")), h("th", {}, t("score.delta")), h("th", {}, t(`score.total.${v.match.unit}`)))),
      h(
        "tbody",
        {},
        nm.map((name, s) =>
          h(
            "tr",
            { class: `${s === v.seat ? "me" : ""} ${winners.includes(s) ? "winner" : ""}`.trim() || null },
            h("td", {}, h("span", { class: `dot av${s}` }), name),
            h("td", {}, String(r.tricks?.[s] ?? "")),
            h("td", { class: (r.score_delta?.[s] ?? 0) > 0 ? "pos" : (r.score_delta?.[s] ?? 0) < 0 ? "neg" : "" }, fmtDelta(r.score_delta?.[s] ?? 0)),
            h("td", {}, scores[s] === undefined ? "" : fmtNumber(scores[s])),
          ),
        ),
      ),
    );
  },
  resultExtra: () => null,
  sheetOutcome(row, words, nm) {
    return [
      h("span", { class: "story-contract" }, row.declarer === null ? words : t("story.sheet.by", { contract: words, name: nm[row.declarer] })),
      row.made === null ? null : h("span", { class: `story-made ${row.made ? "pos" : "neg"}` }, row.made ? `✓ ${t("story.sheet.made")}` : `✗ ${t("story.sheet.failed")}`),
    ];
  },
  matchWinnerText(v, nm) {
    const winners = matchWinners(v);
    if (!winners.length) return "";
    if (winners.length === 1) return winners[0] === v.seat ? t("result.youWin") : t("result.youLose", { name: nm[winners[0]] });
    const names = winners.map((s) => nm[s]).join(", ");
    return t(winners.includes(v.seat) ? "result.sharedWinYou" : "result.sharedWin", { name: names });
  },
};

/**
 * A game's module: its hooks over the defaults.  A name that is not a hook of the
 * contract is refused, so a misspelt hook fails at once instead of being ignored.
 */
export function defineGame(hooks) {
  if (typeof hooks.id !== "string") throw new Error("a game module needs its id");
  const unknown = Object.keys(hooks).filter((name) => !(name in base));
  if (unknown.length) throw new Error(`${hooks.id}: not hooks of the game contract: ${unknown.join(", ")}`);
  return Object.freeze({ ...base, ...hooks });
}
