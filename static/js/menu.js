// The menu and its dialogs: the games' tabs, the speed, the language, the Rules
// dialog, the New match dialog with each game's options (from the engine's option
// schema, worded by `<game>.opt.<name>` keys), the tab title; and the page's one
// click listener, which sends each click to the flow (flow.js).
import { h, replace } from "./dom.js";
import { t, setLang, getLang, applyStatic, has } from "./i18n.js";
import { intAllowed } from "./params.js";
import { loadPrefs, savePrefs } from "./store.js";
import * as saves from "./saves.js";
import { listenForTerms } from "./glossary.js";
import { S, $, ui, gameIds, firstGame, gameLevels, defaultLevel, gamePlayers, defaultPlayers, gameSchema } from "./state.js";
import { notice, renderNotices } from "./notices.js";
import { render } from "./render.js";
import { onAction, onIllegalCard, onHint, onNextDeal, openGame, newMatchFromMenu, resumePrevious } from "./flow.js";

/** The game on the table (or being started). */
const currentGame = () => S.view?.game || S.request?.game || S.game || firstGame();

/** An option's words: its game's own label, help line and choice names (`<game>.opt.<name>…`). */
export function optionText(game, name, suffix = "") {
  const key = `${game}.opt.${name}${suffix}`;
  return has(key) ? t(key) : null;
}

/** The tab's title names the game in play. */
export function showTitle() {
  const game = currentGame();
  document.title = game ? `${t(`game.${game}`)} · ${t("app.title")}` : t("app.title");
}

export function renderGamesNav() {
  const cur = currentGame();
  replace(
    $("#games"),
    gameIds().map((g) =>
      h(
        "button",
        {
          type: "button",
          class: `game-tab ${g === cur ? "active" : ""}`,
          "aria-current": g === cur ? "page" : null,
          dataset: { game: g },
        },
        t(`game.${g}`),
      ),
    ),
  );
}

function renderSpeed() {
  const sel = $("#speed");
  replace(sel, [1, 2, 3, 0].map((s) => h("option", { value: s, selected: s === S.speed }, t(`speed.${s}`))));
}

/** The Rules dialog's drawing (rules.js) and each game's book, fetched when first opened. */
const rulesView = () => import("./rules.js");
const books = {};

/** The Rules dialog for the game in play; with `termKey`, opened at that glossary entry. */
async function openRules(termKey = null) {
  const game = currentGame();
  const dlg = $("#dlg-rules");
  const shown = `${game}:${getLang()}`;
  let view;
  try {
    [view, books[game]] = await Promise.all([rulesView(), books[game] ?? ui().rules?.().then((m) => m.default)]);
  } catch (e) {
    console.error(`the rules of ${game} did not load`, e);
    return void notice("notice.loadFailed", { name: t("menu.rules") }, { kind: "warn" });
  }
  if (game !== currentGame()) return; // another game took the table meanwhile
  if (!dlg.open || dlg.dataset.shown !== shown) {
    replace($("#rules-title"), t("rules.title", { game: t(`game.${game}`) }));
    view.renderRules($("#rules-toc"), $("#rules-body"), game, books[game]);
    dlg.dataset.shown = shown;
  }
  if (!dlg.open) dlg.showModal();
  if (termKey) view.showTerm($("#rules-body"), termKey);
}

/** An int option: every value of its schema's bounds and step, the suggested ones listed. */
function intInput(name, label, spec, value, helpId) {
  const list = Array.isArray(spec.suggested) ? `opt-${name}-suggested` : null;
  return h(
    "label",
    { class: "opt" },
    h("span", {}, label),
    h("input", { type: "number", name, value, min: spec.minimum, max: spec.maximum, step: spec.step, list, required: true, "aria-describedby": helpId }),
    list ? h("datalist", { id: list }, spec.suggested.map((n) => h("option", { value: n }))) : null,
  );
}

/** The match (or linked match) put aside for this game, offered back. */
function previousOffer(game) {
  const prev = saves.previousMatch(game)?.env;
  if (!prev) return null;
  const text = prev.kind === "link" ? t("previous.link", { game: t(`game.${game}`) }) : t("previous.match", { game: t(`game.${game}`), n: prev.deal ?? 1 });
  return h(
    "div",
    { class: "new-previous" },
    h("span", {}, text),
    h("button", { type: "button", class: "btn btn-ghost", dataset: { previous: game } }, t(prev.kind === "link" ? "previous.start" : "previous.resume")),
  );
}

/** One option's control in the New match dialog, with its help line if it has one. */
function optionControl(game, name, spec, val) {
  const label = optionText(game, name) || name;
  const helpText = optionText(game, name, ".help");
  const helpId = helpText ? `opt-help-${name}` : null;
  const help = helpText && h("small", { class: "opt-help", id: helpId }, helpText);
  if (spec.type === "bool")
    return [h("label", { class: "opt opt-bool" }, h("input", { type: "checkbox", name, checked: !!val, "aria-describedby": helpId }), h("span", {}, label)), help];
  if (spec.type === "choice")
    return [
      h(
        "label",
        { class: "opt" },
        h("span", {}, label),
        h("select", { name, "aria-describedby": helpId }, (spec.choices || []).map((c) => h("option", { value: c, selected: c === val }, optionText(game, name, `.${c}`) || String(c)))),
      ),
      help,
    ];
  return [intInput(name, label, spec, val, helpId), help];
}

export function openNewMatch(gameId) {
  let chosen = gameId || currentGame();
  const draw = () => {
    replace(
      $("#new-games"),
      gameIds().map((g) =>
        h(
          "label",
          { class: "new-game" },
          h("input", { type: "radio", name: "game", value: g, checked: g === chosen, onchange: () => { chosen = g; draw(); } }),
          h("span", {}, t(`game.${g}`)),
        ),
      ),
    );
    const cur = S.request?.game === chosen ? S.request.options || {} : {};
    const players = gamePlayers(chosen);
    replace(
      $("#new-options"),
      h("legend", {}, t("menu.options")),
      Object.entries(gameSchema(chosen)).map(([name, spec]) => optionControl(chosen, name, spec, cur[name] ?? spec.default)),
      gameLevels(chosen).length
        ? h(
            "label",
            { class: "opt" },
            h("span", {}, t("opt.level")),
            h(
              "select",
              { name: "__level" },
              gameLevels(chosen).map((l) => h("option", { value: l, selected: l === (S.request?.level || defaultLevel(chosen)) }, has(`level.${l}`) ? t(`level.${l}`) : l)),
            ),
          )
        : null,
      players.length > 1
        ? h(
            "label",
            { class: "opt" },
            h("span", {}, t("opt.players")),
            h(
              "select",
              { name: "__players" },
              players.map((n) =>
                h("option", { value: n, selected: n === (S.request?.game === chosen && S.request?.players ? S.request.players : S.view?.game === chosen ? S.view.players : defaultPlayers(chosen)) }, String(n)),
              ),
            ),
          )
        : null,
      h("label", { class: "opt" }, h("span", {}, t("opt.seed")), h("input", { type: "text", name: "__seed", inputmode: "numeric", pattern: "\\d{0,15}", value: "" })),
    );
    replace($("#new-previous"), previousOffer(chosen)); // over the options: in sight without a scroll on a phone
  };
  draw();
  const dlg = $("#dlg-new");
  dlg.returnValue = "";
  dlg.onclose = () => {
    if (dlg.returnValue !== "start") return;
    const form = $("#form-new");
    const options = {};
    for (const [name, spec] of Object.entries(gameSchema(chosen))) {
      const el = form.elements[name];
      if (!el) continue;
      if (spec.type === "bool") options[name] = el.checked;
      else if (spec.type === "choice") options[name] = el.value;
      else if (/^-?\d{1,15}$/.test(el.value.trim()) && intAllowed(Number(el.value), spec)) options[name] = Number(el.value);
      else notice("notice.badParam", { name: optionText(chosen, name) || name, value: el.value }, { kind: "warn" });
    }
    const seedText = form.elements.__seed.value.trim();
    const seed = /^\d{1,15}$/.test(seedText) ? Number(seedText) : null;
    const request = { game: chosen, options, seed };
    if (form.elements.__level) request.level = form.elements.__level.value;
    if (form.elements.__players) request.players = Number(form.elements.__players.value);
    newMatchFromMenu(request);
  };
  dlg.showModal();
  $("#new-games input:checked")?.focus(); // not the first game's radio: Space there would change the game
}

export function applyLang(lang) {
  setLang(lang);
  applyStatic();
  showTitle();
  renderGamesNav();
  renderSpeed();
  renderNotices();
  render();
}

export function bindEvents() {
  document.addEventListener("click", (ev) => {
    const target = ev.target instanceof Element ? ev.target : null;
    if (!target) return;
    const act = target.closest("[data-action]");
    if (act) {
      ev.preventDefault();
      let action;
      try {
        action = JSON.parse(act.dataset.action);
      } catch {
        return;
      }
      onAction(action);
      return;
    }
    const card = target.closest("#hand [data-card]");
    if (card) {
      // A game may use a click on a hand card itself (Vinegret: picking the discard).
      const mine = !!S.view && !S.running && !S.busy && S.view.to_act === S.view.seat;
      if (S.view && ui().onCardClick(card.dataset.card, S.view, mine)) return void render();
      onIllegalCard(card.dataset.card);
      return;
    }
    if (target.closest("[data-next]")) return void onNextDeal();
    if (target.closest("[data-new-match]")) {
      if (S.busy || S.running) return;
      const req = { game: currentGame(), options: S.request?.options || {}, seed: null };
      if (S.request?.level) req.level = S.request.level;
      if (S.request?.players && S.request.game === req.game) req.players = S.request.players;
      return void newMatchFromMenu(req);
    }
    const tab = target.closest("#games [data-game]");
    if (tab && S.view) return void openGame(tab.dataset.game);
    if (target.closest("[data-previous]")) {
      const game = target.closest("[data-previous]").dataset.previous;
      $("#dlg-new").close("previous");
      return void resumePrevious(game);
    }
  });
  $("#btn-lang").addEventListener("click", () => {
    const lang = getLang() === "ru" ? "en" : "ru";
    savePrefs({ ...loadPrefs(), lang });
    const url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.set("lang", lang);
      history.replaceState(null, "", url);
    }
    applyLang(lang);
  });
  $("#btn-rules").addEventListener("click", () => openRules());
  listenForTerms(openRules);
  $("#btn-hint").addEventListener("click", onHint);
  $("#btn-new").addEventListener("click", () => {
    if (S.games) openNewMatch();
  });
  $("#speed").addEventListener("change", (ev) => {
    S.speed = Number(ev.target.value);
    document.body.dataset.speed = S.speed;
    savePrefs({ ...loadPrefs(), speed: S.speed });
  });
}
