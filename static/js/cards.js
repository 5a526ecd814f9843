// Card images (static/cards/, SVG, viewBox 0 0 240 336).
import { h } from "./dom.js";
import { cardName } from "./i18n.js";

const BASE = "./static/cards/";

/** Each game's card art by id, from the engine's games() list (its `deck`). */
const DECKS = {};

export function learnDecks(games) {
  for (const g of games) DECKS[g.id] = g.deck;
}

export function deckOf(game) {
  return DECKS[game] || "french";
}

export function cardImg(code, deck = "french", extra = "") {
  return h("img", {
    class: `card-img ${extra}`.trim(),
    src: `${BASE}${deck}/${code}.svg`,
    alt: cardName(code, deck),
    draggable: "false",
    decoding: "async",
  });
}

export function backImg(deck = "french", extra = "") {
  return h("img", {
    class: `card-img card-back ${extra}`.trim(),
    src: `${BASE}${deck === "spanish" ? "back-spanish" : "back"}.svg`,
    alt: "",
    draggable: "false",
    decoding: "async",
  });
}

/** Suit colour class for text labels. */
export function suitClass(s) {
  return s === "H" || s === "D" || s === "O" || s === "C_sp" ? "suit-red" : "suit-black";
}
