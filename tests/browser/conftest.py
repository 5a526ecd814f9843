"""Fixtures for the browser tests: the site served on 127.0.0.1, Debian's
Chromium driven by pytest-playwright, and a guard that no request leaves the
page's origin.

Each cold Pyodide boot costs seconds here, so the tests share one page per
module (``table``) and reload it only where a test is about loading.
"""
from __future__ import annotations

import http.server
import json
import random
import shutil
import sys
import threading
import time
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ALLOWED_HOSTS = {"127.0.0.1"}
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Any name but localhost fails before a lookup: nothing can leave the box.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
BOOT_TIMEOUT_MS = 90_000


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in item.nodeid.replace("\\", "/"):
            item.add_marker(pytest.mark.browser)


BLANK_PATH = "/__blank__"
BLANK_PAGE = b'<!doctype html><html><head><link rel="icon" href="data:,"></head><body></body></html>'


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        if self.path == BLANK_PATH:  # an empty page of the site's origin (to clear storage)
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(BLANK_PAGE)))
            self.end_headers()
            self.wfile.write(BLANK_PAGE)
            return
        super().do_GET()

    def log_message(self, *args):  # keep the test output readable
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A page closed while a file of it was on its way (a test's context closed mid-
        download) is no fault of the site's: only other errors are printed."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@pytest.fixture(scope="session")
def site_url():
    """The repository root served by http.server on a free 127.0.0.1 port."""
    vendor = ROOT / "static" / "vendor"
    if not any(vendor.glob("pyodide-*/pyodide.asm.wasm")):
        pytest.fail("the runtime is not vendored: run `bash tools/setup.sh` first")
    handler = partial(_QuietHandler, directory=str(ROOT))
    server = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium (Playwright's own browser download is not reachable here)."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_FLAGS}


def wait_until(page, expression: str, arg=None, timeout_ms: int = 60_000):
    """Until the JavaScript ``expression`` (or function of ``arg``) is truthy, promises
    awaited.  Polled with ``evaluate``: the page's Content-Security-Policy forbids the
    string compiling that ``wait_for_function`` needs."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not page.evaluate(expression, arg):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for: {expression}")
        page.wait_for_timeout(50)


def laid_out_at(page, width: int, height: int) -> None:
    """The page in a ``width``×``height`` window, laid out: resized, then two frames drawn."""
    page.set_viewport_size({"width": width, "height": height})
    wait_until(page, "([w, h]) => innerWidth === w && innerHeight === h", [width, height])
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


class Table:
    """A page on the card table plus what the guards saw."""

    def __init__(self, context, page, base):
        self.context = context
        self.page = page
        self.base = base
        self.external: list[str] = []
        self.errors: list[str] = []
        context.on("request", self._on_request)
        page.on("request", self._on_request)
        page.on("console", self._on_console)
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        page.on("response", self._on_response)

    def _on_request(self, request):
        url = request.url
        scheme = urlsplit(url).scheme
        if scheme in ("data", "blob", "about"):
            return
        if urlsplit(url).hostname not in ALLOWED_HOSTS:
            self.external.append(url)

    def _on_response(self, response):
        if response.status >= 400:
            self.errors.append(f"HTTP {response.status}: {response.url}")

    def _on_console(self, msg):
        if msg.type == "error":
            self.errors.append(f"console: {msg.text}")

    # -- navigation -----------------------------------------------------------
    def open(self, query: str = "", clear_storage: bool = False, save: str | None = None):
        """Load the page and wait until ready: optionally with an empty localStorage,
        or with ``save`` (a saved-match envelope) as the only stored match, in its
        game's slot and that game the one last played (written while no table runs).
        The bots play at ``basic`` unless ``query`` or the save names a level."""
        page = self.page
        if clear_storage or save is not None:
            self.clear_storage()
            if save is not None:
                game = json.loads(save)["game"]
                page.evaluate("([k, s]) => localStorage.setItem(k, s)", [f"hcg.match.{game}", save])
                page.evaluate("g => localStorage.setItem('hcg.prefs', JSON.stringify({game: g}))", game)
        if "level=" not in query and save is None:  # quick bots: the tests click whole deals
            query += ("&" if "?" in query else "?") + "level=basic"
        page.goto(self.base + query)
        self.wait_ready()

    @contextmanager
    def resized(self, width: int, height: int):
        """The page at ``width``×``height``, laid out (two frames drawn), inside the ``with``
        block; at the desktop size after it."""
        try:
            laid_out_at(self.page, width, height)
            yield
        finally:
            self.page.set_viewport_size(DESKTOP)

    def phone(self):
        """The page at a phone's size inside the ``with`` block, at the desktop size after it."""
        return self.resized(PHONE["width"], PHONE["height"])

    def assert_fits_phone(self, parts: str = "#hand .hand-card, [data-action]"):
        """Once the next decision is laid out, nothing sticks out sideways: the page and
        every element of ``parts`` fit the phone's width."""
        page, width = self.page, PHONE["width"]
        self.wait_decision()
        page.wait_for_timeout(300)
        assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
        for el in page.query_selector_all(parts):
            box = el.bounding_box()
            assert box and box["x"] >= -1 and box["x"] + box["width"] <= width + 1, box

    def clear_storage(self):
        """An empty localStorage, written from a blank page of the site (no table running)."""
        self.page.goto(self.base.rstrip("/") + BLANK_PATH)
        self.page.evaluate("localStorage.clear()")

    def reload(self):
        self.page.reload()
        self.wait_ready()

    def wait_ready(self):
        self.page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)

    def wait_for(self, expression: str, timeout_ms: int = 60_000):
        """Until the JavaScript ``expression`` is truthy (see :func:`wait_until`)."""
        wait_until(self.page, expression, timeout_ms=timeout_ms)

    def start_new_match(self, press=None):
        """Press Start in the New match dialog (with ``press(selector)``, by default
        Playwright's click), and confirm if a match in progress makes it ask."""
        page = self.page
        game = page.eval_on_selector("#new-games input:checked", "el => el.value")
        saved = page.evaluate("g => localStorage.getItem('hcg.match.' + g)", game)
        asks = saved is not None and not json.loads(saved).get("over")
        (press or page.click)("#btn-start")
        if asks:
            page.click("#dlg-ask[open] [data-choice=new]")

    # -- reading ---------------------------------------------------------------
    def view(self) -> dict:
        return self.page.evaluate("JSON.parse(JSON.stringify(window.__app.state.view))")

    def notices(self) -> list[str]:
        return self.page.eval_on_selector_all("[data-notice]", "els => els.map(e => e.dataset.notice)")

    def text(self, selector: str = "body") -> str:
        return self.page.inner_text(selector)

    def actions(self) -> list[str]:
        """The exact data-action strings on screen (only the human's legal actions)."""
        return self.page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")

    def wait_decision(self):
        """Until the human has something to do: an action, the next deal or a new match."""
        self.page.wait_for_selector("[data-action], [data-deal-over], [data-match-over]")

    def click_action(self, action: str):
        self.page.click(f"[data-action='{action}']")

    def click_legal(self, index: int = 0):
        """Click the on-screen element of the view's legal action number ``index``."""
        want = self.view()["legal"][index]
        for a in self.actions():
            if json.loads(a) == want:
                self.click_action(a)
                return want
        raise AssertionError(f"legal action {want} has no data-action element")

    def play_until(self, phase: str, rng: random.Random, max_steps: int = 40, offering: str | None = None) -> dict:
        """Click actions on screen, each picked by ``rng``, until the view is in ``phase``
        (and, given ``offering``, the player may make an action of that type); -> that view.
        A seed and ``rng`` replay the same deal to the same decision."""
        for _ in range(max_steps):
            self.wait_decision()
            view = self.view()
            if view["phase"] == phase and (offering is None or any(a["type"] == offering for a in view["legal"])):
                return view
            self.click_action(rng.choice(self.actions()))
            self.page.wait_for_timeout(80)
        raise AssertionError(f"no {phase} {offering or ''} within {max_steps} clicks")

    def play(self, choose=None, until: str = "deal", max_steps: int = 3000) -> str:
        """Click through data-action elements until a deal ("deal") or the match
        ("match") is over.  ``choose(actions, view) -> index`` picks among the
        legal actions on screen (default: the engine's first legal action, which
        is "pass" in an auction)."""
        for _ in range(max_steps):
            self.wait_decision()
            if self.page.query_selector("[data-match-over]"):
                return "match"
            if self.page.query_selector("[data-deal-over]"):
                if until == "deal":
                    return "deal"
                self.page.click("[data-next]")
                continue
            acts = self.actions()
            if not acts:
                continue
            parsed = [json.loads(a) for a in acts]
            view = self.view()
            i = choose(parsed, view) if choose else parsed.index(view["legal"][0])
            self.click_action(acts[i])
        raise AssertionError("the game did not end within max_steps clicks")

    def assert_clean(self):
        assert not self.external, f"requests left 127.0.0.1: {self.external}"
        assert not self.errors, f"console errors: {self.errors}"


@pytest.fixture(scope="module")
def table(browser, site_url):
    """One browser context and page shared by the tests of a module."""
    context = browser.new_context(viewport=DESKTOP, locale="ru-RU")
    page = context.new_page()
    page.set_default_timeout(60_000)
    t = Table(context, page, site_url)
    yield t
    context.close()
