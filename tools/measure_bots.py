#!/usr/bin/env python3
"""Measure how long the bots take to decide in the browser (headless Chromium).

    .venv/bin/python tools/measure_bots.py [--deals 2] [--levels normal,strong]

(run ``bash tools/setup.sh`` first).  For every game and level it serves the
repository on a free 127.0.0.1 port, opens the table at instant speed, plays
``--deals`` deals through the page's ``data-action`` buttons (the human always
takes the first legal action) and reads the round-trip time of every
``bot_step`` call the page made to the engine worker (``engine.timings``):
what a player waits for a bot, Pyodide, the worker and JSON included.  The
first decision of a match (it imports the bot and warms its tables) is shown
apart.  Budgets (issue 7): normal 300 ms, strong 1000 ms a decision.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile

from measure_boot import FLAGS, OBSERVER, ROOT, play_deals, serve

GAMES = ("brandeln", "cuatrola", "quadrille", "vinegret")
BUDGET_MS = {"basic": None, "normal": 300, "strong": 1000}


def measure(pw, base: str, chromium: str, game: str, level: str, deals: int) -> list[float]:
    """The bot_step round trips (ms) of ``deals`` deals of ``game`` at ``level``."""
    with tempfile.TemporaryDirectory(prefix="hcg-bots-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=chromium, args=FLAGS, headless=True,
            viewport={"width": 1280, "height": 800})
        ctx.add_init_script(OBSERVER)  # play_deals also watches long tasks
        try:
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(f"{base}?game={game}&level={level}&speed=0&seed=4242")
            page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
            page.evaluate("window.__app.engine.timings.bot_step = []")
            play_deals(page, deals)
            return list(page.evaluate("window.__app.engine.timings.bot_step || []"))
        finally:
            ctx.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=2, help="deals to play per game and level")
    parser.add_argument("--levels", default="normal,strong")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    if not any((ROOT / "static" / "vendor").glob("pyodide-*/pyodide.asm.wasm")):
        sys.exit("the runtime is not vendored: run `bash tools/setup.sh` first")
    from playwright.sync_api import sync_playwright

    server, base = serve()
    over_budget = 0
    print(f"bot_step round trips in headless Chromium, ms ({args.deals} deal(s) each)")
    print(f"{'game':10} {'level':7} {'steps':>5} {'first':>6} {'median':>7} {'p95':>6} {'max':>6}"
          f"  budget")
    try:
        with sync_playwright() as pw:
            for game in args.games.split(","):
                for level in args.levels.split(","):
                    times = measure(pw, base, args.chromium, game, level, args.deals)
                    if not times:
                        print(f"{game:10} {level:7} no bot steps")
                        continue
                    first, rest = times[0], times[1:] or times
                    p95 = sorted(rest)[min(len(rest) - 1, int(0.95 * len(rest)))]
                    budget = BUDGET_MS.get(level)
                    late = sum(t > budget for t in times) if budget else 0
                    over_budget += late
                    verdict = "-" if budget is None else (
                        f"all within {budget}" if not late else f"{late} over {budget}")
                    print(f"{game:10} {level:7} {len(times):5} {first:6.0f} "
                          f"{statistics.median(rest):7.0f} {p95:6.0f} {max(rest):6.0f}  {verdict}",
                          flush=True)
    finally:
        server.shutdown()
    return 1 if over_budget else 0


if __name__ == "__main__":
    sys.exit(main())
