"""Offline play, installability and updates (sw.js, manifest.webmanifest,
static/js/offline.js) in headless Chromium.

These tests serve the site from a server of their own, which they can stop (the
player's connection gone) and which can hand out a changed build
(static/vendor/build.js with another id) as a new deploy would.
"""
from __future__ import annotations

import http.server
import importlib.util
import json
import threading
import time
import urllib.parse
import urllib.request
from functools import partial

import pytest

from .conftest import DESKTOP, ROOT, Table, _QuietHandler, wait_until

BUILD_PATH = "/static/vendor/build.js"
# Every stage the start-up progress names, in order (the keys of #boot-stage).
# And the progress bar's [stage, percent] each time it changes (static/js/boot.js).
RECORD_STAGES = """
if (navigator.serviceWorker) {  // when the page registers its worker, and what the table did
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => {
    window.__registered = {
      playerToAct: document.body.classList.contains("my-turn"),
      botSteps: (window.__app.engine.timings.bot_step || []).length,
    };
    return register(...args);
  };
}
window.__stages = [];
window.__progress = [];
window.__bootAnimations = []; // animations running on the start screen, seen at each step of the bar
// The start screen's words from the first change on, every one the page puts there: the
// page's scripts may run before DOMContentLoaded, and when the runtime's bytes are all in
// before the page follows the start, it says "downloading" and "starting" in one task
// (each change's record holds the value it replaced; the last one is the element's own).
new MutationObserver((records) => {
  const said = (key) => key && window.__stages[window.__stages.length - 1] !== key && window.__stages.push(key);
  const words = records.filter((record) => record.target.id === "boot-stage");
  words.forEach((record, i) => i > 0 && said(record.oldValue));
  if (words.length) said(words[words.length - 1].target.dataset.i18n);
}).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ["data-i18n"] });
document.addEventListener("DOMContentLoaded", () => {
  const track = document.querySelector("#boot .progress");
  if (!track) return;
  new MutationObserver(() => {
    window.__progress.push([track.dataset.stage, Number(track.getAttribute("aria-valuenow"))]);
    const boot = document.getElementById("boot");
    for (const a of document.getAnimations()) {
      if (boot.contains(a.effect?.target)) window.__bootAnimations.push(a.constructor.name);
    }
  }).observe(track, { attributes: true, attributeFilter: ["aria-valuenow", "data-stage"] });
});
"""
# The bar's stages in order (static/js/boot.js MARKS).
PROGRESS_ORDER = ["page", "bytes", "compiled", "python", "engine", "ready", "deal", "done"]


def assert_truthful_progress(page, first_visit: bool) -> None:
    """The bar went through the real stages in order, never back, and was full at ready."""
    progress = page.evaluate("window.__progress")
    stages = [stage for stage, _ in progress]
    reached = list(dict.fromkeys(stages))
    assert reached == sorted(reached, key=PROGRESS_ORDER.index), reached
    assert {"compiled", "python", "engine", "ready", "done"} <= set(reached), reached
    percents = [value for _, value in progress]
    assert percents == sorted(percents), percents
    assert progress[-1] == ["done", 100]
    assert all(value < 100 for stage, value in progress if stage != "done")
    # The bar steps, nothing on the start screen animates: frames cost the engine's start CPU.
    assert page.evaluate("window.__bootAnimations") == []
    events = page.evaluate("window.__app.engine.bootEvents")
    assert [e["stage"] for e in events if e["stage"] != "bytes"] == ["page", "compiled", "python", "engine", "ready"]
    assert events[0]["local"] is (not first_visit)
    assert [e["at"] for e in events] == sorted(e["at"] for e in events)
    # The runtime's bytes, as they came: the wasm module, the standard library and its lock.
    runtime = next((ROOT / "static" / "vendor").glob("pyodide-*"))
    expected = sum((runtime / name).stat().st_size
                   for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"))
    counted = [e for e in events if e["stage"] == "bytes"]
    loaded = [e["loaded"] for e in counted]
    assert loaded == sorted(loaded) and counted[-1]["loaded"] == expected
    # Counted only once every file has begun: a share of the files begun so far ran ahead of
    # the download and then fell back as the next file began, and the bar stood still.
    assert {e["total"] for e in counted} == {expected}, [(e["loaded"], e["total"]) for e in counted]
    if first_visit:  # the bar moved with the bytes between the page and the end of the download:
        # where a tenth of them or more came between two of the runtime's reports (at most one
        # each 100 ms), the bar showed two values at least; a fast machine may get the 15 MB
        # between two reports, and then the bar has nothing to show until the last
        shares = [e["loaded"] / e["total"] for e in events
                  if e["stage"] == "bytes" and e["total"] and e["loaded"] < e["total"]]
        if shares and max(shares) - min(shares) >= 0.1:
            assert len({value for stage, value in progress if stage == "page"}) >= 2, (shares, progress)


def _vendor_module():
    spec = importlib.util.spec_from_file_location("vendor_tool", ROOT / "tools" / "vendor.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Handler(_QuietHandler):
    def __init__(self, *args, site, **kwargs):
        self.site = site
        super().__init__(*args, **kwargs)

    def send_response(self, code, message=None):
        self.site.statuses.append((self.path.split("?")[0], int(code)))
        super().send_response(code, message)

    def do_GET(self):
        time.sleep(self.site.delays.get(self.path.split("?")[0], 0))
        body = self.site.overrides.get(self.path.split("?")[0])
        if body is None:
            return super().do_GET()
        self.send_response(200)
        self.send_header("Content-Type", "text/javascript; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class Site:
    """The repository root on a fixed 127.0.0.1 port that can be stopped and started again."""

    def __init__(self):
        self.overrides: dict[str, bytes] = {}
        self.delays: dict[str, float] = {}  # seconds before a path's answer begins, as over a network
        self.statuses: list[tuple[str, int]] = []  # (path, HTTP status) of every answer
        self.port = 0
        self.server = None

    def start(self):
        handler = partial(_Handler, directory=str(ROOT), site=self)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()
        self.server = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


@pytest.fixture(scope="module")
def build_id():
    """The build on disk (written afresh, as tools/vendor.py does before serving)."""
    return _vendor_module().write_build()


@pytest.fixture(scope="module")
def site(build_id):
    s = Site()
    s.start()
    yield s
    if s.server:
        s.stop()


@pytest.fixture(scope="module")
def offline_table(browser_type, browser_type_launch_args, site, tmp_path_factory):
    """A page in a browser profile on disk: Chromium installs nothing from an incognito one."""
    profile = tmp_path_factory.mktemp("profile")
    context = browser_type.launch_persistent_context(str(profile), **browser_type_launch_args,
                                                     viewport=DESKTOP, locale="ru-RU")
    context.add_init_script(RECORD_STAGES)
    page = context.pages[0] if context.pages else context.new_page()
    page.set_default_timeout(60_000)
    table = Table(context, page, site.url)
    yield table
    context.close()


def controlled_build(page) -> str:
    """The id of the build whose service worker controls the page."""
    wait_until(page, "navigator.serviceWorker.controller !== null", timeout_ms=90_000)
    return page.evaluate("""() => new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(e.data.id);
        navigator.serviceWorker.controller.postMessage({type: 'build'}, [channel.port2]);
    })""")


def cache_names(page) -> list[str]:
    return page.evaluate("caches.keys()")


def runtime_path(name: str) -> str:
    """The URL path of one of the vendored Pyodide's files."""
    return f"/static/vendor/{next((ROOT / 'static' / 'vendor').glob('pyodide-*')).name}/{name}"


def test_the_page_registers_the_worker_and_is_controlled(offline_table, site, build_id):
    t = offline_table
    requested: list[str] = []
    # The page's own requests: the worker, registered once the table is drawn, may start
    # filling its cache (every deck's art) before this test reads the list.
    t.context.on("request", lambda r: r.service_worker or requested.append(urllib.parse.urlsplit(r.url).path))
    # Over a network the runtime's files begin one after another: the standard library last.
    site.delays[runtime_path("python_stdlib.zip")] = 0.5
    try:
        t.open("?game=cuatrola&seed=4", clear_storage=True)
    finally:
        site.delays.clear()
    # Until the table is drawn, only this game's card art (the Spanish deck) is fetched.
    at_first_view = list(requested)
    assert any(p.startswith("/static/cards/spanish/") for p in at_first_view)
    assert not [p for p in at_first_view if p.startswith("/static/cards/french/") or p == "/static/cards/back.svg"]
    # And only this game's drawing module and style sheet; no game's rules text (the Rules
    # dialog fetches it); the other games only lend their words (names on the tabs).
    assert "/static/app/games/cuatrola.js" in at_first_view and "/static/css/cuatrola.css" in at_first_view
    # The page's modules come from their bundle (static/app/), none from their sources but
    # the worker's interpreter module.
    assert {p for p in at_first_view if p.startswith("/static/js/")} <= {"/static/js/runtime.mjs"}
    assert "/static/app/app.js" in at_first_view and "/static/app/engine.js" in at_first_view
    others = ("brandeln", "quadrille", "vinegret")
    assert not [p for p in at_first_view if p.startswith("/static/app/rules/")
                or p in {f"/static/app/games/{g}.js" for g in others}
                or p in {f"/static/css/{g}.css" for g in others}], at_first_view
    # A first visit says the game is downloading, then what the worker reports.
    assert t.page.evaluate("window.__stages") == ["boot.download", "boot.engine", "boot.deal"]
    assert_truthful_progress(t.page, first_visit=True)
    # A first visit asks for the runtime's files with the page (engine.js), and each is
    # downloaded once: the worker's own requests are answered by the HTTP cache.
    preloaded = t.page.evaluate(
        "[...document.querySelectorAll('link[rel=preload]')].map(l => new URL(l.href).pathname)")
    wasm = runtime_path("pyodide.asm.wasm")
    assert wasm in preloaded and runtime_path("python_stdlib.zip") in preloaded
    assert [status for path, status in site.statuses if path == wasm and status == 200] == [200]
    # The start imported this game and its bots; the one-time work after the first view
    # imports nothing more: another game is imported only when it is chosen.
    warmed = t.page.evaluate("window.__app.engine.warmed")
    assert warmed[0]["ok"] and warmed[0]["imported"] == []
    assert controlled_build(t.page) == build_id
    # Registered (its install copies the whole site) only once the bot who opens the
    # auction had decided and the table waited for the player: not while a bot thought.
    assert t.page.evaluate("window.__registered") == {"playerToAct": True, "botSteps": 1}
    assert cache_names(t.page) == [f"hcg-{build_id}"]
    files = _vendor_module().read_build((ROOT / BUILD_PATH.lstrip("/")).read_text(encoding="utf-8"))["files"]
    cached = t.page.evaluate(f"caches.open('hcg-{build_id}').then(c => c.keys()).then(k => k.length)")
    assert cached == len(files)
    scope = t.page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)")
    assert scope == t.base
    t.assert_clean()


def test_manifest_is_valid_and_the_site_installable(offline_table):
    t = offline_table
    cdp = t.context.new_cdp_session(t.page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"] == t.base + "manifest.webmanifest"
    assert manifest["errors"] == [], manifest["errors"]
    parsed = json.loads(manifest["data"])
    assert "Старинные карточные игры" in parsed["name"] and "Historic Card Games" in parsed["name"]
    assert parsed["lang"] == "ru" and parsed["display"] == "standalone"
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert errors == [], errors
    # start_url is the page itself, which resumes the game last played (test below).
    assert manifest.get("parsed", {}).get("start_url", t.base) in (t.base, "./")
    for icon in parsed["icons"]:
        response = t.page.request.get(t.base + icon["src"])
        assert response.ok and response.headers["content-type"].startswith("image/"), icon


def test_start_url_opens_the_game_last_played(offline_table):
    t = offline_table
    t.wait_decision()
    t.click_legal()  # the Cuatrola match of the first test, one action further
    wait_until(t.page, "document.body.dataset.toAct !== undefined")
    before = t.view()
    start_url = json.loads(t.page.evaluate("fetch('./manifest.webmanifest').then(r => r.text())"))["start_url"]
    t.page.goto(t.base + start_url.removeprefix("./"))
    t.wait_ready()
    after = t.view()
    assert after["game"] == "cuatrola" == before["game"]
    assert "notice.saveRestored" in t.notices()


def test_a_return_visit_takes_the_webassembly_from_the_http_cache(offline_table):
    """V8 keeps the code it compiled for the runtime only for a response of the HTTP
    cache, not for a service worker's (sw.js): a return visit gets every file from the
    service worker but that one, and asks for nothing ahead (engine.js's preloads are
    for a first visit)."""
    t = offline_table
    controlled_build(t.page)
    answered: list[tuple[str, bool]] = []
    t.context.on("response", lambda r: answered.append((urllib.parse.urlsplit(r.url).path, r.from_service_worker)))
    t.page.reload()
    t.wait_ready()
    wasm = [by_worker for path, by_worker in answered if path == runtime_path("pyodide.asm.wasm")]
    stdlib = [by_worker for path, by_worker in answered if path == runtime_path("python_stdlib.zip")]
    assert wasm == [False] and stdlib == [True], answered
    assert t.page.evaluate("document.querySelectorAll('link[rel=preload][href*=pyodide]').length") == 0
    assert t.page.evaluate("window.__app.engine.bootEvents[0].local") is True
    t.assert_clean()


def test_with_the_server_stopped_a_reload_gives_a_playable_table(offline_table, site):
    t = offline_table
    controlled_build(t.page)  # the worker has filled its cache and took the page over
    # Nor does the HTTP cache hold the runtime's WebAssembly (left to it online, sw.js):
    # the engine's worker reads it from the service worker's cache (static/js/runtime.mjs).
    t.context.new_cdp_session(t.page).send("Network.clearBrowserCache")
    site.stop()
    try:
        with pytest.raises(OSError):  # nobody answers on the site's port any more
            urllib.request.urlopen(t.base, timeout=5)
        t.page.reload()
        t.wait_ready()
        assert t.page.evaluate("window.__stages") == ["boot.local", "boot.engine", "boot.deal"]
        assert_truthful_progress(t.page, first_visit=False)
        assert t.view()["game"] == "cuatrola"
        played = 0
        for _ in range(6):  # a few of the player's actions, answered by the bots
            t.wait_decision()
            if t.page.query_selector("[data-deal-over], [data-match-over]"):
                break
            t.click_legal()
            played += 1
        assert played >= 3
        assert not t.external
    finally:
        site.start()


def test_a_new_build_is_offered_only_once_the_deal_is_over(offline_table, site, build_id):
    t = offline_table
    text = (ROOT / BUILD_PATH.lstrip("/")).read_text(encoding="utf-8")
    new_id = "0123456789abcdef"
    assert new_id != build_id
    site.overrides[BUILD_PATH] = text.replace(build_id, new_id).encode()
    try:
        t.open("?game=brandeln&seed=11&speed=0")
        t.wait_decision()
        assert t.page.evaluate("document.body.dataset.phase") not in ("deal_over", "match_over")
        # The browser finds the new build mid-deal: it installs and waits, unannounced.
        t.page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        wait_until(t.page, "navigator.serviceWorker.getRegistration().then(r => !!r.waiting)",
                                 timeout_ms=90_000)
        t.click_legal()
        t.wait_decision()
        assert not t.page.query_selector("[data-notice='update.ready']")
        assert controlled_build(t.page) == build_id
        t.play()  # to the end of the deal
        offer = t.page.wait_for_selector("[data-notice='update.ready']")
        assert "Готова новая версия" in offer.inner_text()
        t.page.wait_for_timeout(500)  # the offer's fade-in
        t.page.screenshot(path=str(ROOT / "test-results" / "update-offer.png"))
        button = offer.query_selector("[data-update]")
        box = button.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        assert t.page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.closest('[data-update]') !== null",
                               [x, y])
        with t.page.expect_navigation():
            t.page.mouse.click(x, y)
        t.wait_ready()
        assert controlled_build(t.page) == new_id
        assert cache_names(t.page) == [f"hcg-{new_id}"]  # the old build's cache is gone
        assert t.view()["game"] == "brandeln"  # the match goes on from its save
        assert not t.page.query_selector("[data-notice='update.ready']")
    finally:
        site.overrides.clear()


def test_another_game_is_fetched_when_it_is_chosen(offline_table):
    """A table fetches its own game's drawing module and style sheet only; choosing
    another game fetches that game's then, and the table draws with them."""
    t = offline_table
    t.open("?game=brandeln&seed=12&speed=0", clear_storage=True)
    fetched = "performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)"
    before = t.page.evaluate(fetched)
    assert "/static/app/games/brandeln.js" in before
    assert not {"/static/app/games/quadrille.js", "/static/css/quadrille.css"} & set(before)
    tab = t.page.evaluate("""() => {
        const r = document.querySelector('.game-tab[data-game=quadrille]').getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        return document.elementFromPoint(x, y)?.closest('[data-game=quadrille]') ? [x, y] : null;
    }""")
    assert tab, "the Quadrille tab is not where a player could click it"
    t.page.mouse.click(*tab)
    t.page.wait_for_selector("#dlg-new[open]")
    t.start_new_match()
    t.wait_for("window.__app.state.view?.game === 'quadrille' && !window.__app.state.busy")
    after = t.page.evaluate(fetched)
    assert {"/static/app/games/quadrille.js", "/static/css/quadrille.css"} <= set(after)
    # Drawn by Quadrille's own module (its status line names the pot), with its style sheet applied.
    assert t.page.query_selector("#table-status .status-who")
    assert t.page.evaluate("document.getElementById('css-quadrille').sheet !== null")
    t.assert_clean()
