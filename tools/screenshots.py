#!/usr/bin/env python3
"""Screenshots of the card table at phone, tablet and laptop size, for the README.

    .venv/bin/python tools/screenshots.py [--out docs/screenshots] [--sizes 390x664,768x1024,1366x657]
                                          [--games brandeln,vinegret] [--at play]

(run ``bash tools/setup.sh`` first).  It serves the repository root on a free
127.0.0.1 port, opens each game (by default every game of the engine's registry,
at its fullest table) with a fixed seed (touch emulation below 1100 px wide),
plays the human's first legal action until the wanted moment (``auction``: the
first decision panel; ``play``: a card to play with cards on the table;
``result``: the end of the first deal) and saves ``<game>-<width>x<height>.png``.
"""
from __future__ import annotations

import argparse
import http.server
import sys
import threading
from functools import partial
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from game import GAMES, get_game  # noqa: E402  (the repository's engine, after the path)

FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]


def query(game: str) -> str:
    """The page's address for ``game`` at its fullest table (Vinegret: six players)."""
    players = get_game(game).players
    return f"?game={game}" + (f"&players={max(players)}" if len(players) > 1 else "")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def reached(page, at: str) -> bool:
    """Is the table at the wanted moment?"""
    if at == "result":
        return page.query_selector("[data-deal-over], [data-match-over]") is not None
    state = page.evaluate("""() => { const v = window.__app.state.view;
        return {phase: v.phase, trick: (v.trick && v.trick.cards || []).length, mine: v.to_act === v.seat}; }""")
    if at == "auction":
        return state["mine"] and state["phase"] != "play"
    if at != "play":  # a phase's name
        return state["mine"] and state["phase"] == at
    # Vinegret has no tricks: its betting instead
    phase = state["phase"]
    return state["mine"] and ((phase == "play" and state["trick"] >= 2) or phase in ("declare", "final"))


def shoot(browser, base: str, game: str, width: int, height: int, at: str, out: Path, extra: str = "") -> Path:
    touch = width < 1100
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch, is_mobile=touch,
                                  locale="ru-RU", device_scale_factor=1)
    page = context.new_page()
    page.goto(f"{base}{query(game)}&speed=0&level=basic{'&' + extra if extra else ''}")
    # a selector, not wait_for_function: the page's CSP forbids compiling strings
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    for _ in range(300):
        page.wait_for_selector("[data-action], [data-deal-over], [data-match-over]", timeout=60_000)
        page.wait_for_timeout(150)
        if reached(page, at):
            break
        if page.query_selector("[data-deal-over]"):
            page.click("[data-next]")
            continue
        first = page.evaluate("JSON.stringify(window.__app.state.view.legal[0])")
        page.evaluate("""(a) => { for (const el of document.querySelectorAll('[data-action]'))
            if (JSON.stringify(JSON.parse(el.dataset.action)) === a) return el.click(); }""", first)
        page.wait_for_timeout(50)
    page.wait_for_timeout(400)  # panels' entrance done
    path = out / f"{game}-{width}x{height}.png"
    page.screenshot(path=str(path))
    context.close()
    return path



def serve_repository() -> tuple[http.server.ThreadingHTTPServer, str]:
    """The repository on a free 127.0.0.1 port, quietly, in a thread: the server and its address."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"

def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--sizes", default="390x664,768x1024,1366x657")
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--at", default="play", help="auction, play, result or a phase's name (e.g. draw)")
    ap.add_argument("--query", default="seed=11", help="more URL parameters (the seed: same deals, same pictures)")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    server, base = serve_repository()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
            for game in args.games.split(","):
                for size in args.sizes.split(","):
                    w, h = (int(x) for x in size.split("x"))
                    print(shoot(browser, base, game, w, h, args.at, out, args.query))
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
