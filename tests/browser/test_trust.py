"""Trust in headless Chromium: no match is ever lost (one saved match per game, links
and New match never destroy one, a tab that is behind follows the newer save), the
seed stays hidden while a match runs, every failure says what to do next, options
take every value the rule book allows, and the Content-Security-Policy holds.

The tests of saves share one page (fixture ``table``); the boot failures each get a
fresh context with service workers blocked, so that the routes see every request.
"""
from __future__ import annotations

import json
import re
import tempfile
import time
from pathlib import Path

import pytest

from .conftest import BLANK_PATH, BOOT_TIMEOUT_MS, DESKTOP, Table

SHOTS = Path(tempfile.gettempdir()) / "hcg-screenshots"  # for a person to look at
PHONE_SMALL = {"width": 390, "height": 664}
LAPTOP = {"width": 1366, "height": 657}
QUICK_SEED = 987654321000  # Brandeln, target 1: the human passing, the match ends in one deal
FAILURE_WITHIN_MS = 30_000


def shoot(page, name: str):
    """The page at phone and laptop sizes, saved for a person to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for label, size in (("phone", PHONE_SMALL), ("laptop", LAPTOP)):
        page.set_viewport_size(size)
        page.wait_for_timeout(300)
        page.screenshot(path=str(SHOTS / f"{name}-{label}.png"))
    page.set_viewport_size(DESKTOP)


def stored(page, key: str):
    raw = page.evaluate("k => localStorage.getItem(k)", key)
    return None if raw is None else json.loads(raw)


def play_moves(table: Table, n: int):
    """The human's first legal action, n times (bots move in between)."""
    for _ in range(n):
        table.wait_decision()
        assert table.actions(), "the deal ended before the test position"
        table.click_legal(0)
    table.wait_decision()


def history(table: Table):
    return table.view()["history"]


def match_in_progress(table: Table, query: str, moves: int = 1) -> list:
    """A fresh match of ``query`` (empty storage) with the human's first ``moves`` made:
    -> its history."""
    table.open(query, clear_storage=True)
    play_moves(table, moves)
    return history(table)


def click_visible(page, selector: str):
    """Click an element where a person would: it must be the topmost thing at its centre."""
    el = page.wait_for_selector(selector, state="visible")
    box = el.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert page.evaluate("([s, x, y]) => { const e = document.elementFromPoint(x, y);"
                         " return !!e && !!e.closest(s); }", [selector, x, y]), selector
    page.mouse.click(x, y)


# ---------------------------------------------------------------------------- saves

def test_each_game_keeps_its_own_match(table):
    brandeln = match_in_progress(table, "?seed=11&speed=0", 2)
    page = table.page
    # Another game's tab: no match of it yet, so the New match dialog; Start needs no question.
    click_visible(page, ".game-tab[data-game=cuatrola]")
    page.wait_for_selector("#dlg-new[open]")
    page.click("#btn-start")
    table.wait_for("window.__app.state.view && window.__app.state.view.game === 'cuatrola'")
    play_moves(table, 1)
    cuatrola = history(table)
    # Back to Brandeln by its tab: the same match, move for move.
    click_visible(page, ".game-tab[data-game=brandeln]")
    table.wait_for("window.__app.state.view.game === 'brandeln' && !window.__app.state.busy")
    assert history(table) == brandeln
    # A plain link to a game resumes its match too.
    table.page.goto(table.base + "?game=cuatrola")
    table.wait_ready()
    assert table.view()["game"] == "cuatrola" and history(table) == cuatrola
    assert "notice.saveRestored" in table.notices()
    # One slot per game, the steps of each save as the engine counted them.
    for game in ("brandeln", "cuatrola"):
        env = stored(page, f"hcg.match.{game}")
        assert env["game"] == game and env["steps"] > 1 and not env["over"]
    table.assert_clean()


def test_the_first_versions_single_save_is_migrated(table):
    before = match_in_progress(table, "?game=quadrille&seed=12&speed=0")
    env = stored(table.page, "hcg.match.quadrille")
    legacy = {"v": 1, "game": "quadrille", "request": env["request"], "saved": 0, "data": env["data"]}
    table.clear_storage()
    table.page.evaluate("s => localStorage.setItem('hcg.save', s)", json.dumps(legacy))
    table.page.goto(table.base)
    table.wait_ready()
    assert table.view()["game"] == "quadrille" and history(table) == before
    assert stored(table.page, "hcg.save") is None
    assert stored(table.page, "hcg.match.quadrille")["data"] == env["data"]
    table.assert_clean()


def test_a_link_never_destroys_a_match_in_progress(table):
    mine = match_in_progress(table, "?seed=21&speed=0", 2)
    page = table.page
    # A link to another game's match leaves this one alone.
    page.goto(table.base + "?game=vinegret&players=3&seed=5&level=basic&speed=0")
    table.wait_ready()
    assert table.view()["game"] == "vinegret"
    assert stored(page, "hcg.match.brandeln")["deal"] == 1
    # A link to another Brandeln match: the player chooses, and the seed is not shown.
    page.goto(table.base + f"?game=brandeln&seed={QUICK_SEED}&level=basic&speed=0")
    page.wait_for_selector("#dlg-ask[open][data-ask=which]")
    assert str(QUICK_SEED) not in page.inner_text("#dlg-ask")
    shoot(page, "which-match")
    click_visible(page, "#dlg-ask [data-choice=resume]")
    table.wait_ready()
    assert history(table) == mine
    assert stored(page, "hcg.previous.brandeln")["kind"] == "link"
    # The link put aside is offered in the New match dialog, in sight on a small phone without
    # a scroll; starting it puts mine aside.
    page.set_viewport_size(PHONE_SMALL)
    click_visible(page, "#btn-new")
    click_visible(page, "[data-previous=brandeln]")
    page.set_viewport_size(DESKTOP)
    table.wait_for("(localStorage.getItem('hcg.previous.brandeln') || '').includes('\"kind\":\"match\"')")
    table.wait_decision()
    assert table.view()["match"]["deal_number"] == 1 and history(table) != mine
    aside = stored(page, "hcg.previous.brandeln")
    assert aside["kind"] == "match" and not aside["over"]
    assert "notice.swapped" in table.notices()  # the player is told where the match went
    # ... and mine comes back the same way, move for move.
    click_visible(page, "#btn-new")
    click_visible(page, "[data-previous=brandeln]")
    table.wait_for("!window.__app.state.busy")
    table.wait_decision()
    assert history(table) == mine
    assert table.notices().count("notice.swapped") >= 1
    table.assert_clean()


def test_a_links_game_is_marked_while_the_player_chooses(table):
    """A link to another match of a game in progress asks which match to open, and the tabs
    mark that game meanwhile: they marked Brandeln, the first game, whichever the link named."""
    match_in_progress(table, "?game=cuatrola&seed=21&level=basic&speed=0")
    table.page.goto(table.base + "?game=cuatrola&seed=22&level=basic&speed=0")
    table.page.wait_for_selector("#dlg-ask[open][data-ask=which]")
    assert table.page.inner_text(".game-tab[aria-current=page]") == "Куатрола"
    assert "Куатрола" in table.page.inner_text("#dlg-ask")
    click_visible(table.page, "#dlg-ask [data-choice=resume]")
    table.wait_ready()
    assert table.view()["game"] == "cuatrola"
    table.assert_clean()


def test_new_match_over_a_match_in_progress_asks_first(table):
    mine = match_in_progress(table, "?seed=31&speed=0")
    page = table.page
    click_visible(page, "#btn-new")
    click_visible(page, "#btn-start")
    page.wait_for_selector("#dlg-ask[open][data-ask=ask]")
    click_visible(page, "#dlg-ask [data-choice=keep]")
    page.wait_for_timeout(300)
    assert history(table) == mine
    click_visible(page, "#btn-new")
    click_visible(page, "#btn-start")
    click_visible(page, "#dlg-ask [data-choice=new]")
    table.wait_for("localStorage.getItem('hcg.previous.brandeln') !== null")
    table.wait_decision()
    assert stored(page, "hcg.previous.brandeln")["kind"] == "match"
    assert stored(page, "hcg.match.brandeln")["id"] != stored(page, "hcg.previous.brandeln")["id"]
    table.assert_clean()


def test_a_tab_that_is_behind_follows_the_newer_save(table):
    table.open("?seed=41&speed=0", clear_storage=True)
    play_moves(table, 1)
    other = table.context.new_page()
    other.set_default_timeout(60_000)
    try:
        second = Table(table.context, other, table.base)
        other.goto(table.base + "?game=brandeln")
        second.wait_ready()
        assert history(second) == history(table)
        # The second tab plays on; the first, behind, follows it without a click.
        steps = []
        for _ in range(3):
            second.wait_decision()
            if not second.actions():
                break
            second.click_legal(0)
            second.wait_decision()
            steps.append(stored(other, "hcg.match.brandeln")["steps"])
        assert steps == sorted(steps) and len(set(steps)) == len(steps)
        table.wait_for("window.__app.state.view.history.length === %d" % len(history(second)))
        table.wait_decision()
        assert history(table) == history(second)
        assert "notice.movedOn" in table.notices()
        # A move in the first tab now is stored over the newest save, and the second follows.
        newest = stored(table.page, "hcg.match.brandeln")["steps"]
        if table.actions():
            table.click_legal(0)
            table.wait_decision()
            assert stored(table.page, "hcg.match.brandeln")["steps"] > newest
            second.wait_for("window.__app.state.view.history.length === %d" % len(history(table)))
        second.assert_clean()
    finally:
        other.close()
    table.assert_clean()


# ---------------------------------------------------------------------------- hidden seed

def test_the_seed_stays_hidden_until_the_match_is_over(table):
    table.open(f"?seed={QUICK_SEED}&speed=0&target=1", clear_storage=True)
    page = table.page
    seed = str(QUICK_SEED)

    def shown_anywhere() -> list[str]:
        places = {"text": table.text(), "url": page.url, "title": page.title(),
                  "state": page.evaluate("JSON.stringify(window.__app.state)"),
                  "dom": page.evaluate("document.documentElement.outerHTML")}
        return [where for where, text in places.items() if seed in text]

    table.wait_decision()
    assert shown_anywhere() == []
    assert "seed" not in table.view()["match"]
    assert table.play(until="match") == "match"
    # Once over: the share code, and a link that replays the same match.
    share = page.wait_for_selector("[data-match-over] [data-share]")
    assert share.get_attribute("data-share") == seed
    link = page.get_attribute("[data-share] a", "href")
    assert f"seed={seed}" in link and "target=1" in link and "lang=ru" in link  # the friend reads it as played
    assert "Поделиться этой партией" in share.inner_text()
    shoot(page, "share")
    table.clear_storage()
    page.goto(link)
    table.wait_ready()
    replay = table.view()
    assert replay["match"]["deal_number"] == 1 and "seed" not in replay["match"]
    assert shown_anywhere() == []
    table.assert_clean()


# ---------------------------------------------------------------------------- failures

@pytest.fixture()
def fresh(browser, site_url):
    """A context of its own with service workers blocked (routes then see every request)."""
    context = browser.new_context(viewport=DESKTOP, locale="ru-RU", service_workers="block")
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield Table(context, page, site_url)
    context.close()


def wait_boot_failed(page) -> float:
    start = time.monotonic()
    page.wait_for_selector("[data-boot-failed] [data-retry]", timeout=FAILURE_WITHIN_MS + 5_000)
    return (time.monotonic() - start) * 1000


@pytest.mark.parametrize("file", ["pyodide.asm.wasm", "python_stdlib.zip"])
def test_a_missing_runtime_file_is_said_with_a_retry(fresh, file):
    page = fresh.page
    fresh.context.route(f"**/{file}", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(fresh.base + ("?lang=en" if file.endswith(".zip") else ""))
    wait_boot_failed(page)
    box = page.inner_text("[data-boot-failed]")
    assert file in box
    if file.endswith(".zip"):
        assert "could not be opened" in box and "Try again" in box
    else:
        assert "Не удалось открыть игровой стол" in box and "Попробовать снова" in box
    assert "Error" not in box and "Traceback" not in box
    if file.endswith(".wasm"):
        shoot(page, "boot-failed")
    # Retry once the file is back: the table comes up.
    fresh.context.unroute(f"**/{file}")
    click_visible(page, "[data-boot-failed] [data-retry]")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("[data-boot-failed]").count() == 0


def test_a_game_that_cannot_be_downloaded_is_tried_again_and_its_match_kept(fresh):
    """A drawing module the network fails is not a game gone: the table opens another game,
    says how to try again, keeps the tab, and the match comes back once the network does."""
    page, module = fresh.page, "**/static/app/games/cuatrola.js"
    fresh.open("?game=cuatrola&seed=7&speed=0", clear_storage=True)
    play_moves(fresh, 1)
    mine = history(fresh)
    fresh.context.route(module, lambda route: route.abort())
    page.goto(fresh.base)  # the game last played: Cuatrola
    fresh.wait_ready()
    assert fresh.view()["game"] != "cuatrola"
    note = page.wait_for_selector("[data-notice='notice.gameNotLoadedSaved']")
    assert "Куатрол" in note.inner_text() and "связь" in note.inner_text()
    assert page.locator(".game-tab[data-game=cuatrola]:not([disabled])").count() == 1
    assert stored(page, "hcg.match.cuatrola")["steps"] >= len(mine)
    # Its tab while the network still fails: said, and the table stays.
    shown = fresh.view()["game"]
    click_visible(page, ".game-tab[data-game=cuatrola]")
    page.wait_for_selector("[data-notice='notice.loadFailed']")
    assert fresh.view()["game"] == shown
    # The network back: the same tab opens the match, move for move.
    fresh.context.unroute(module)
    click_visible(page, ".game-tab[data-game=cuatrola]")
    fresh.wait_for("window.__app.state.view.game === 'cuatrola' && !window.__app.state.busy")
    assert history(fresh) == mine
    assert page.evaluate("document.body.textContent").count("скоро") == 0


@pytest.mark.parametrize("blocked, named", [("static/app/table.js", "static/app/table.js"),
                                            ("static/app/games/*.js", "static/app/games/quadrille.js")])
def test_a_start_whose_table_cannot_be_downloaded_says_so(fresh, blocked, named):
    """The table's own modules or every game's failing: the failure screen, not an empty felt,
    and the table's buttons stay disabled (they cannot work without it)."""
    page = fresh.page
    fresh.context.route(f"**/{blocked}", lambda route: route.abort())
    page.goto(fresh.base + "?game=quadrille&speed=0")
    wait_boot_failed(page)
    assert named in page.inner_text("[data-boot-failed]")
    for button in ("#btn-welcome", "#btn-rules", "#btn-new", "#btn-side"):
        assert page.is_disabled(button), button
    fresh.context.unroute(f"**/{blocked}")
    click_visible(page, "[data-boot-failed] [data-retry]")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert fresh.view()["game"] == "quadrille"
    for button in ("#btn-welcome", "#btn-rules", "#btn-new", "#btn-side"):
        assert page.is_enabled(button), button


def test_no_webassembly_is_said_at_once(fresh):
    fresh.page.add_init_script("delete globalThis.WebAssembly")
    fresh.page.goto(fresh.base + "?lang=en")
    wait_boot_failed(fresh.page)
    # in the player's words (the technical name stays in the collapsed details)
    said = fresh.page.inner_text("[data-boot-failed]")
    assert "cannot run the game" in said and "WebAssembly" not in said


def test_an_engine_error_in_play_says_so_and_resumes_from_the_save(table):
    before = match_in_progress(table, "?seed=51&speed=0")
    page = table.page
    page.evaluate("""() => {
        const e = window.__app.engine;
        e.realAct = e.act;
        e.act = async () => ({ok: false, error: {code: "engine_error", params: {},
            message: "the engine failed: ZeroDivisionError: division by zero"}});
    }""")
    table.click_legal(0)
    trouble = page.wait_for_selector("[data-engine-failed]")
    text = trouble.inner_text()
    assert "ошибка" in text and "ZeroDivisionError" not in text
    assert page.locator("[data-engine-failed] details:not([open])").count() == 1
    assert table.actions() == []  # the table waits for the way on
    page.evaluate("() => { const e = window.__app.engine; e.act = e.realAct; }")
    click_visible(page, "[data-engine-failed] [data-resume]")
    table.wait_decision()
    assert page.locator("[data-engine-failed]").count() == 0
    assert history(table) == before
    table.click_legal(0)
    table.wait_decision()
    assert len(history(table)) > len(before)
    table.errors = [e for e in table.errors if "ZeroDivisionError" not in e]
    table.assert_clean()


# ---------------------------------------------------------------------------- options

def test_every_allowed_option_value_and_a_bad_one_dropped_alone(table):
    table.open("?game=vinegret&players=3&ante=0&speed=0", clear_storage=True)
    assert table.view()["options"]["ante"] == 0
    table.open("?game=quadrille&max_raise=0&deals=5&ante=2&speed=0", clear_storage=True)
    options = table.view()["options"]
    assert options["max_raise"] == 0 and options["ante"] == 2 and options["deals"] == 4
    assert "deals=5" in table.text("#notices")
    assert table.notices().count("notice.badParam") == 1
    # The dialog offers the same bounds and steps.
    page = table.page
    click_visible(page, "#btn-new")
    deals = page.locator("#form-new input[name=deals]")
    assert (deals.get_attribute("min"), deals.get_attribute("step")) == ("4", "4")
    page.fill("#form-new input[name=max_raise]", "0")
    page.fill("#form-new input[name=deals]", "8")
    table.start_new_match()
    table.wait_for("window.__app.state.view.options.deals === 8 && !window.__app.state.busy")
    assert table.view()["options"]["max_raise"] == 0
    table.assert_clean()


# ---------------------------------------------------------------------------- CSP

def test_content_security_policy_holds_with_no_violation(table):
    html = (Path(__file__).resolve().parents[2] / "index.html").read_text(encoding="utf-8")
    assert 'http-equiv="Content-Security-Policy"' in html
    inline = [m for m in re.findall(r"<script\b[^>]*>", html) if "src=" not in m]
    assert inline == [], inline
    table.context.add_init_script(
        "window.__csp = []; document.addEventListener('securitypolicyviolation',"
        " e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));")
    table.open("?seed=61&speed=0", clear_storage=True)
    page = table.page
    assert table.play(until="deal") == "deal"
    page.click("[data-next]")
    table.wait_decision()
    assert page.evaluate("window.__csp") == []
    assert not [e for e in table.errors if "Content Security Policy" in e]
    # The policy is enforced: an injected inline script does not run.
    page.evaluate("""() => { const s = document.createElement('script');
        s.textContent = 'window.__injected = 1'; document.body.appendChild(s); }""")
    page.wait_for_timeout(200)
    assert page.evaluate("window.__injected") is None
    assert any("script-src" in v for v in page.evaluate("window.__csp"))
    table.errors = [e for e in table.errors if "Content Security Policy" not in e]
    page.goto(table.base.rstrip("/") + BLANK_PATH)  # later pages of this module start clean
    table.assert_clean()
