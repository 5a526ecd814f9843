// The match's record on screen: the score sheet deal by deal, the review of a
// finished deal (every hand as dealt, the tricks as played) and the statistics
// kept in this browser.  Everything shown comes from the engine (game/story.py):
// the page only lays it out.
import { h } from "./dom.js";
import { t, has, suitSymbol, fmtNumber, fmtDelta } from "./i18n.js";
import { readStats } from "./stats.js";

/** A card as short text, the game's own (its ``cardText``), a French red suit in its colour. */
export function cardChip(code, G) {
  return h("span", { class: `story-card${/[HD]$/.test(code) ? " suit-red" : ""}`, dataset: { card: code } }, G.cardText(code));
}

/** The column heads of a sheet: the seats, or Cuatrola's two pairs (the engine's column_seats). */
function columnNames(sheet, nm) {
  return sheet.column_seats.map(([a, b]) => (b === undefined ? nm[a] : t("story.sheet.team", { a: nm[a], b: nm[b] })));
}

function contractWords(game, row) {
  const key = `story.contract.${game}.${row.contract}`;
  const name = has(key) ? t(key) : String(row.contract ?? "");
  return row.trump ? `${name} ${suitSymbol(row.trump)}` : name;
}

/** The declarer's declaration naming only the contract and its trump: the contract line says it already. */
const RESTATED = new Set(["seat", "type", "contract", "trump"]);
const restates = (entry, row) => entry.type === "declare" && entry.seat === row.declarer && Object.keys(entry).every((k) => RESTATED.has(k));

/** The contract cell: the game's words for the contract and its outcome (games/base.js), and what was said. */
function contractCell(sheet, row, nm, G) {
  const parts = [G.sheetOutcome(row, contractWords(sheet.game, row), nm)];
  const said = row.bids.filter((entry) => entry.type !== "pass" && entry.seat !== undefined && !restates(entry, row));
  if (said.length) parts.push(h("span", { class: "story-bids" }, said.map((entry) => `${nm[entry.seat]}: ${G.actionText(entry)}`).join(" · ")));
  return h("td", { class: "story-contract-cell" }, parts);
}

/** The score sheet as a table: one row per finished deal, each column's gain and running total. */
export function sheetTable(sheet, nm, G, me = 0) {
  if (!sheet.rows.length) return h("p", { class: "story-empty" }, t("story.sheet.empty"));
  const heads = columnNames(sheet, nm);
  const mine = (i) => sheet.column_seats[i].includes(me);
  const won = (i) => sheet.over && sheet.column_seats[i].some((seat) => sheet.winners.includes(seat));
  const shared = sheet.rows.filter((row) => row.shares);
  return h(
    "div",
    { class: "story-sheet-wrap" },
    h(
      "table",
      { class: "story-sheet", dataset: { rows: String(sheet.rows.length) } },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { class: "story-no" }, t("story.sheet.deal")),
          h("th", {}, t("story.sheet.contract")),
          heads.map((name, i) => h("th", { class: `${mine(i) ? "me" : ""} ${won(i) ? "winner" : ""}`.trim() || null }, name)),
        ),
      ),
      h(
        "tbody",
        {},
        sheet.rows.map((row) =>
          h(
            "tr",
            { dataset: { deal: String(row.deal) } },
            h("td", { class: "story-no" }, String(row.deal)),
            contractCell(sheet, row, nm, G),
            row.delta.map((delta, i) =>
              h(
                "td",
                { class: `story-num ${mine(i) ? "me" : ""}`.trim() },
                h("span", { class: `story-delta ${delta > 0 ? "pos" : delta < 0 ? "neg" : ""}`.trim() }, fmtDelta(delta)),
                h("span", { class: "story-total" }, fmtNumber(row.totals[i])),
              ),
            ),
          ),
        ),
      ),
      h(
        "tfoot",
        {},
        h(
          "tr",
          {},
          h("th", { colspan: "2" }, `${t("story.sheet.total")} (${t(`story.sheet.unit.${sheet.unit}`)})`),
          sheet.totals.map((total, i) => h("th", { class: `story-num ${mine(i) ? "me" : ""} ${won(i) ? "winner" : ""}`.trim() }, fmtNumber(total), won(i) ? ` ♛` : "")),
        ),
      ),
    ),
    shared.map((row) => h("p", { class: "story-note" }, t("story.sheet.shares", { shares: row.shares.map((n, i) => `${heads[i]} ${fmtDelta(n)}`).join(", ") }))),
  );
}

/** The review of a finished deal: every hand as dealt (or why not), then the tricks in order. */
export function reviewBlock(view, nm, G) {
  const review = view.review;
  if (!review) return h("p", { class: "story-empty", dataset: { reviewWaits: "1" } }, t("story.review.notYet"));
  const hands = review.hands.map((hand, seat) =>
    h(
      "li",
      { class: `story-hand${seat === view.seat ? " me" : ""}`, dataset: { seat: String(seat) } },
      h("span", { class: "story-seat" }, nm[seat]),
      hand ? h("span", { class: "story-cards" }, hand.map((code) => cardChip(code, G))) : h("span", { class: "story-hidden" }, t("story.review.hidden")),
    ),
  );
  const shown = (review.final_hands || []).map((hand, seat) =>
    hand ? h("li", { class: "story-hand", dataset: { seat: String(seat) } }, h("span", { class: "story-seat" }, nm[seat]), h("span", { class: "story-cards" }, hand.map((code) => cardChip(code, G)))) : null,
  );
  const tricks = review.tricks.map((trick, i) =>
    h(
      "li",
      { class: "story-trick" },
      h("span", { class: "story-no" }, `${i + 1}.`),
      trick.cards.map((play) => h("span", { class: `story-play${play.seat === trick.winner ? " story-win" : ""}`, title: nm[play.seat] }, h("span", { class: "story-by" }, nm[play.seat]), cardChip(play.card, G))),
    ),
  );
  return h(
    "div",
    { class: "story-review", dataset: { review: String(view.match?.deal_number ?? "") } },
    h("h3", {}, t("story.review.deal", { n: view.match?.deal_number ?? "" }), " — ", t("story.review.dealt")),
    h("ul", { class: "story-hands" }, hands),
    shown.some(Boolean) ? [h("h3", {}, t("story.review.final")), h("ul", { class: "story-hands" }, shown)] : null,
    review.tricks.length ? [h("h3", {}, t("story.review.tricks")), h("ol", { class: "story-tricks" }, tricks)] : G.noTricks ? null : h("p", { class: "story-empty" }, t("story.review.noTricks")),
  );
}

/** The statistics of every game and level played in this browser. */
export function statsBlock(games) {
  const rows = Object.entries(readStats().rows).sort(([a], [b]) => a.localeCompare(b));
  if (!rows.length) return h("p", { class: "story-empty", dataset: { statsEmpty: "1" } }, t("story.stats.empty"));
  const known = new Set(games);
  return h(
    "div",
    { class: "story-sheet-wrap" },
    h(
      "table",
      { class: "story-stats" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["game", "level", "played", "won", "contracts", "best", "practised"].map((k) => h("th", {}, t(`story.stats.${k}`))),
        ),
      ),
      h(
        "tbody",
        {},
        rows.map(([key, row]) => {
          const [game, level] = key.split("/");
          return h(
            "tr",
            { dataset: { stats: key } },
            h("td", {}, known.has(game) && has(`game.${game}`) ? t(`game.${game}`) : game),
            h("td", {}, has(`story.level.${level}`) ? t(`story.level.${level}`) : level),
            h("td", { class: "story-num", dataset: { field: "played" } }, String(row.played)),
            h("td", { class: "story-num", dataset: { field: "won" } }, String(row.won)),
            h("td", { class: "story-num", dataset: { field: "contracts" } }, `${row.declared} / ${row.made}`),
            h("td", { class: "story-num", dataset: { field: "best" } }, String(row.best)),
            h("td", { class: "story-num", dataset: { field: "practised" } }, String(row.practised)),
          );
        }),
      ),
    ),
  );
}
