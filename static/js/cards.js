// Card images (static/cards/, SVG, viewBox 0 0 240 336).
import { h } from "./dom.js";
import { cardName } from "./i18n.js";

const BASE = "./static/cards/";

export function deckOf(game) {
  return game === "cuatrola" ? "spanish" : "french";
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
