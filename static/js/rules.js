// The Rules dialog's contents: each game's teaching text (static/js/rules/<game>.js,
// one JSON object per game holding both languages side by side, so the two can
// never drift apart; the game's module hands it over as its `rules`) drawn as sections with a table of contents, worked examples
// with the table's own card art, and the game's glossary.
//
// Inline markup in a text: **bold**, [[key|words]] a link to glossary entry `key`,
// {AS} a card's short name.  A hand example may show the trick on the table, mark
// the legal cards and name what the hand is (`is`: a glossary key).  Examples name
// cards by their codes (CONVENTIONS.md); tests/test_rules_content.py checks every
// code against the game's deck and every example against the engine.
import { h, replace } from "./dom.js";
import { t, getLang, cardName, suitSymbol } from "./i18n.js";
import { cardImg, deckOf, suitClass } from "./cards.js";
import { term } from "./glossary.js";
const INLINE = /\*\*(.+?)\*\*|\[\[([\w-]+)\|(.+?)\]\]|\{([2-9TJQKAN][SCHDOEB])\}/g;

/** The current language's text of a {ru, en} pair (a plain string is the same in both). */
function loc(value) {
  return typeof value === "string" ? value : value[getLang()] ?? value.en;
}

/** Text with its inline markup turned into nodes. */
function inline(text, deck) {
  const out = [];
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    out.push(text.slice(at, m.index));
    if (m[1] !== undefined) out.push(h("b", {}, m[1]));
    else if (m[2] !== undefined) out.push(term(m[2], m[3]));
    else out.push(h("span", { class: `rules-card-name ${suitClass(m[4][1])}` }, cardName(m[4], deck)));
    at = m.index + m[0].length;
  }
  out.push(text.slice(at));
  return out;
}

function who(book, seat) {
  return typeof seat === "number" ? loc(book.players[seat]) : loc(seat);
}

function figure(kind, title, cards, body, caption, deck) {
  return h(
    "figure",
    { class: `rules-example rules-${kind}`, "data-example": kind, "data-cards": cards.join(" ") },
    h("div", { class: "rules-example-label" }, title ? loc(title) : t("rules.example")),
    body,
    caption ? h("figcaption", {}, inline(loc(caption), deck)) : null,
  );
}

function trumpLine(trump, deck) {
  if (trump === undefined) return null;
  if (trump === null) return h("div", { class: "rules-trump" }, t("rules.noTrump"));
  const name = t(deck === "spanish" ? `sp.suit.${trump}` : `suit.${trump}`);
  return h("div", { class: "rules-trump" }, t("rules.trump"), " ", h("span", { class: suitClass(trump) }, suitSymbol(trump), " ", name));
}

const BLOCKS = {
  p: (text, book, deck) => h("p", {}, inline(loc(text), deck)),
  ul: (items, book, deck) => h("ul", {}, items.map((i) => h("li", {}, inline(loc(i), deck)))),
  table: ({ head, rows }, book, deck) =>
    h(
      "div",
      { class: "rules-table-wrap" },
      h(
        "table",
        { class: "rules-table" },
        h("thead", {}, h("tr", {}, head.map((c) => h("th", {}, inline(loc(c), deck))))),
        h("tbody", {}, rows.map((r) => h("tr", {}, r.map((c) => h("td", {}, inline(loc(c), deck)))))),
      ),
    ),
  hand: ({ cards, legal, who: seat, trump, table, is, title, caption }, book, deck) =>
    figure(
      "hand",
      title,
      cards,
      [
        trumpLine(trump, deck),
        table ? h("div", { class: "rules-table-cards" }, h("span", { class: "rules-who" }, t("rules.onTable")), table.map((c) => cardImg(c, deck))) : null,
        seat === undefined ? null : h("div", { class: "rules-who" }, who(book, seat), legal ? ` · ${t("rules.legal")}` : ""),
        h("div", { class: "rules-cards" }, cards.map((c) => cardImg(c, deck, legal ? (legal.includes(c) ? "is-legal" : "is-dim") : ""))),
        is ? h("div", { class: "rules-is" }, "= ", term(is, loc(book.glossary.find((e) => e.key === is).term))) : null,
      ],
      caption,
      deck,
    ),
  trick: ({ trump, plays, winner, title, caption }, book, deck) =>
    figure(
      "trick",
      title,
      plays.map((p) => p.card),
      [
        trumpLine(trump, deck),
        h(
          "ol",
          { class: "rules-plays" },
          plays.map((p, i) =>
            h(
              "li",
              { class: `rules-play ${i === winner ? "is-winner" : ""}`.trim(), "data-card": p.card },
              h("span", { class: "rules-who" }, who(book, p.seat)),
              cardImg(p.card, deck),
              h("span", { class: "rules-mark" }, i === winner ? t("rules.wins") : i === 0 ? t("rules.leads") : "\u00a0"),
            ),
          ),
        ),
      ],
      caption,
      deck,
    ),
  score: ({ rows, title, caption }, book, deck) =>
    figure(
      "score",
      title,
      [],
      h(
        "ul",
        { class: "rules-score" },
        rows.map(([seat, value]) =>
          h("li", { class: /^[+]/.test(value) ? "is-plus" : /^[−-]/.test(value) ? "is-minus" : "" }, h("span", { class: "rules-who" }, who(book, seat)), h("b", {}, value)),
        ),
      ),
      caption,
      deck,
    ),
};

function renderBlock(block, book, deck) {
  const [kind] = Object.keys(block);
  return BLOCKS[kind](block[kind], book, deck);
}

function glossarySection(book, deck) {
  const entries = [...book.glossary].sort((a, b) => loc(a.term).localeCompare(loc(b.term), getLang()));
  return h(
    "section",
    { class: "rules-section", id: "rules-glossary", "data-section": "glossary" },
    h("h3", {}, t("rules.glossary")),
    h(
      "dl",
      { class: "glossary" },
      entries.map((e) => [
        h("dt", { "data-entry": e.key, tabindex: "-1" }, loc(e.term)),
        h("dd", { "data-entry-text": e.key }, inline(loc(e.text), deck)),
      ]),
    ),
  );
}

/** Draw `game`'s rule `book` (its module's `rules`): contents into `toc`, sections and glossary into `body`. */
export function renderRules(toc, body, game, book) {
  const deck = deckOf(game);
  const sections = book.sections.map((s) =>
    h("section", { class: "rules-section", id: `rules-${s.id}`, "data-section": s.id }, h("h3", {}, loc(s.title)), s.blocks.map((b) => renderBlock(b, book, deck))),
  );
  const goTo = (id) => () => body.querySelector(`[data-section="${id}"]`).scrollIntoView({ block: "start" });
  const links = [...book.sections.map((s) => [s.id, loc(s.title)]), ["glossary", t("rules.glossary")]];
  replace(toc, links.map(([id, title]) => h("button", { type: "button", class: "rules-toc-link", "data-goto": id, onclick: goTo(id) }, title)));
  replace(body, sections, glossarySection(book, deck));
  body.scrollTop = 0;
}

/** Scroll `body` to glossary entry `key` (or the glossary's top) and mark it. */
export function showTerm(body, key) {
  for (const el of body.querySelectorAll(".is-hit")) el.classList.remove("is-hit");
  const dt = body.querySelector(`dt[data-entry="${CSS.escape(key)}"]`);
  const target = dt || body.querySelector('[data-section="glossary"]');
  if (dt) {
    dt.classList.add("is-hit");
    dt.nextElementSibling.classList.add("is-hit");
  }
  target.scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}
