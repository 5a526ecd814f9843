// Brandeln: the parts of the table that belong to this game (auction and
// declaration panels, contract box, deal result).  Rules are never decided
// here: the page only shows the view and the legal actions the engine gives.
import { h, panel, actionButton } from "../dom.js";
import { t, tSeat, has, suitSymbol, cardName, plural } from "../i18n.js";
import { suitClass } from "../cards.js";
import { term } from "../glossary.js";
import { statusPhase, trumpChip, wideOrNarrow } from "../layout.js";
import { defineGame } from "./base.js";
import strings from "../i18n/brandeln.js";

export function suitLabel(s) {
  return h("span", { class: `suit ${suitClass(s)}` }, suitSymbol(s));
}

export function contractText(contract, trump) {
  if (!contract) return t("contract.none");
  if (contract === "all_pass") return t("contract.allPass");
  const name = t(`bid.${contract}`);
  return trump ? t("contract.withTrump", { contract: name, suit: trump }) : t("contract.noTrump", { contract: name });
}

/** What the contract needs, from the view's `tricks_needed` (a contract may have its own words, e.g. Bettel's "none"). */
function needText(contract) {
  if (!contract || contract.tricks_needed === null) return "";
  const own = `contract.need.${contract.contract}`;
  return t(has(own) ? own : "contract.need.tricks", { n: contract.tricks_needed });
}

function bidText(bid, suit) {
  return t(`bid.${bid}`) + (suit ? ` ${suitSymbol(suit)}` : "");
}

/** Short text of an action for a speech bubble or the log. */
function actionText(action) {
  if (!action) return "";
  switch (action.type) {
    case "pass":
      return t("bid.pass");
    case "bid":
      return bidText(action.bid, action.suit);
    case "declare":
      return contractText(action.contract, action.trump);
    case "play":
      return cardName(action.card);
    default:
      return action.type;
  }
}

/** Decision panel for the human (auction or declaration), or null. */
function decisionPanel(view, names) {
  if (view.to_act !== view.seat || !view.legal || !view.legal.length) return null;
  if (view.phase === "auction") return auctionPanel(view, names);
  if (view.phase === "declaration") return declarationPanel(view);
  return null;
}

/** The auction so far in words: "High bid: …" (``short``: the bid and its holder alone). */
function auctionStatus(view, names, short = false) {
  const a = view.auction || {};
  if (a.high && a.holder !== null && a.holder !== undefined)
    return t(short ? "auction.highShort" : "auction.high", { bid: bidText(a.high.bid, a.high.suit), name: names[a.holder] });
  return t("auction.none");
}

function auctionPanel(view, names) {
  const passes = view.legal.filter((a) => a.type === "pass");
  const bids = view.legal.filter((a) => a.type === "bid");
  return panel(
    { kind: "panel-auction", title: t("auction.title"), sub: auctionStatus(view, names) },
    h(
      "div",
      { class: "bid-list" },
      bids.map((a) =>
        actionButton(
          a,
          { name: bidText(a.bid, a.suit), cls: "bid" },
          h("span", { class: "bid-name" }, t(`bid.${a.bid}`), a.suit ? [" ", suitLabel(a.suit)] : null),
          h("span", { class: "bid-meaning" }, t(`bidmeaning.${a.bid}`)),
        ),
      ),
    ),
    passes.map((a) =>
      actionButton(a, { name: t("bid.pass"), cls: "pass" }, h("span", { class: "bid-name" }, t("bid.pass"), h("span", { class: "bid-meaning" }, " — ", t("bidmeaning.pass")))),
    ),
  );
}

function declarationPanel(view) {
  const byContract = new Map();
  for (const a of view.legal) {
    if (a.type !== "declare") continue;
    if (!byContract.has(a.contract)) byContract.set(a.contract, []);
    byContract.get(a.contract).push(a);
  }
  const order = [...byContract.keys()]; // the engine lists the contracts in their order
  const high = view.auction && view.auction.high;
  return panel(
    { kind: "panel-declare", title: t("decl.title"), sub: high ? t("decl.winning", { bid: bidText(high.bid, high.suit) }) : null },
    h(
      "div",
      { class: "decl-grid" },
      order.map((c) => {
        const meaning = t(`bidmeaning.${c}`);
        return h(
          "div",
          { class: "decl-row" },
          h("div", { class: "decl-name", title: meaning }, h("b", {}, t(`bid.${c}`)), h("span", { class: "bid-meaning" }, meaning)),
          h(
            "div",
            { class: "decl-trumps" },
            byContract.get(c).map((a) =>
              a.trump
                ? actionButton(a, { name: contractText(c, a.trump), cls: `trump ${suitClass(a.trump)}` }, h("span", { class: "trump-sym", "aria-hidden": "true" }, suitSymbol(a.trump)), h("span", { class: "trump-name" }, t(`suit.${a.trump}`)))
                : actionButton(a, { name: contractText(c), cls: "trump notrump" }, h("span", { class: "trump-name" }, t("decl.noTrump"))),
            ),
          ),
        );
      }),
    ),
  );
}

/** The line on the table: the contract with its trump and declarer, or the auction's state. */
function tableStatus(view, names) {
  const c = view.contract;
  if (c && c.contract && c.contract !== "all_pass") {
    const who = c.declarer === null || c.declarer === undefined ? null : c.declarer === view.seat ? t("seat.you") : names[c.declarer];
    return [
      c.trump ? trumpChip(suitSymbol(c.trump), suitClass(c.trump)) : null,
      // on a phone the chip alone names the trump ("♠ Шесть · Вы"), and Bettel says it has none
      wideOrNarrow(contractText(c.contract, c.trump), t(`bid.${c.contract}`), "b", ""),
      who ? h("span", { class: "status-who" }, ` · ${who}`) : null,
    ];
  }
  if (view.phase === "auction" || view.phase === "declaration")
    return [statusPhase(t(`phase.${view.phase}`)), wideOrNarrow(auctionStatus(view, names), auctionStatus(view, names, true))];
  if ((c && c.contract === "all_pass") || (view.result && view.result.contract === "all_pass")) return h("b", {}, t("status.allPass"));
  return t("contract.none");
}

/** Side box: what is being played. */
function contractBox(view, names) {
  const c = view.contract;
  const kids = [h("div", { class: "box-title" }, t("contract.label"))];
  if (c && c.contract) {
    kids.push(h("div", { class: "contract-main" }, term(c.contract, contractText(c.contract, c.trump))));
    if (c.declarer !== null && c.declarer !== undefined) {
      kids.push(h("div", { class: "contract-who" }, tSeat("contract.by", c.declarer === view.seat, { contract: t(`bid.${c.contract}`), name: names[c.declarer] })));
      kids.push(h("div", { class: "contract-need" }, t("contract.need", { need: needText(c) })));
    }
  } else if (view.phase === "auction" || view.phase === "declaration") {
    kids.push(h("div", { class: "contract-main" }, t(`phase.${view.phase}`)));
    kids.push(h("div", { class: "contract-who" }, auctionStatus(view, names)));
  } else if (view.result && view.result.contract === "all_pass") {
    kids.push(h("div", { class: "contract-main" }, term("all_pass", t("contract.allPass"))));
  } else {
    kids.push(h("div", { class: "contract-main muted" }, t("contract.none")));
  }
  return kids;
}

/** Deal result: the reason in words. */
function resultReason(view, names) {
  const r = view.result;
  if (!r) return "";
  if (r.contract === "all_pass" || r.declarer === null || r.declarer === undefined) {
    const slam = view.all_pass_slam;
    if (slam !== null && slam !== undefined) return tSeat("result.allPassSlam", slam === view.seat, { name: names[slam] });
    return t("result.allPass");
  }
  const tk = r.tricks[r.declarer];
  const p = {
    contract: contractText(r.contract, r.trump),
    name: names[r.declarer],
    t: tk,
    tricksWord: plural(tk, "tricks"),
    need: needText(view.contract),
  };
  const you = r.declarer === view.seat;
  if (r.made) return t(you ? "result.madeYou" : "result.made", p);
  return t(you ? "result.failedYou" : "result.failed", p);
}

export default defineGame({
  id: "brandeln",
  strings,
  rules: () => import("../rules/brandeln.js"),
  actionText,
  decisionPanel,
  tableStatus,
  contractBox,
  resultReason,
});
