#!/usr/bin/env python3
"""Measure how long the bots take to decide in the browser (headless Chromium).

    .venv/bin/python tools/measure_bots.py [--deals 2] [--levels normal,strong]

(run ``bash tools/setup.sh`` first).  For every game and level it serves the
repository on a free 127.0.0.1 port, opens the table at instant speed, plays
``--deals`` deals through the page's ``data-action`` buttons (the human always
takes the first legal action) and reads the round-trip time of every
``bot_step`` call the page made to the engine worker (``engine.timings``):
what a player waits for a bot, Pyodide, the worker and JSON included.  The
first decision of a match is shown apart, and so is the match's start (``new_match``
or ``restore``), where a level's one-time work goes.  Each browser settles before it
opens the table (``measure_boot.launch``): its own start-up is not the bots' time.  Budgets (issues 7 and 12): normal
300 ms, strong 1000 ms a decision.

The same match is then played in CPython (the bots budget work, not time, so
their decisions are the same): it gives each decision's processor time there,
the playouts a decision took (imagined deals in Vinegret) and a check that the
browser's match and CPython's are one and the same.  On a busy machine the
browser's times grow with the load; CPython's processor times much less.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
import time
from typing import Any

from measure_boot import ROOT, launch, play_deals, serve

sys.path.insert(0, str(ROOT))
from game import GAMES  # noqa: E402  (the repository's engine, after the path)
from game.api import HUMAN, Session  # noqa: E402
from game.bots import levels, ready_bot  # noqa: E402
from game.bots.search import SearchBot, Work  # noqa: E402
from game.bots.vinegret_strong import VinegretBot  # noqa: E402
from game.match import Match  # noqa: E402

SEED = 4242
BUDGET_MS = {"basic": None, "normal": 300, "strong": 1000}


def measure(pw, base: str, chromium: str, game: str, level: str,
            deals: int) -> tuple[list[float], float, list[Any]]:
    """The bot_step round trips (ms) of ``deals`` deals of ``game`` at ``level``, the match
    start's round trip and the history of the last deal the page showed."""
    with tempfile.TemporaryDirectory(prefix="hcg-bots-") as profile:
        # the browser settled first (measure_boot.launch); its init script lets
        # play_deals watch long tasks
        ctx, page, _ = launch(pw, profile, chromium)
        try:
            page.goto(f"{base}?game={game}&level={level}&speed=0&seed={SEED}")
            # a selector, not wait_for_function: the page's CSP forbids compiling strings
            page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
            # every bot_step of the page counts (the page keeps the last 500): at bot speed 0
            # the first may be done before this script could clear the list
            play_deals(page, deals)
            timings = page.evaluate("window.__app.engine.timings")
            start = (timings.get("new_match") or timings.get("restore") or [float("nan")])[-1]
            return (list(timings.get("bot_step") or []), start,
                    page.evaluate("window.__app.state.view.history"))
        finally:
            ctx.close()


def replay(game: str, level: str, deals: int) -> tuple[list[float], list[int], list[Any]]:
    """The same match in CPython, the human taking the first legal action as the page's
    player did: each bot decision's processor time (ms), the playouts of each decision
    that had a choice, and the last deal's history."""
    session = Session(Match(game, seed=SEED), level)
    ready_bot(game, level)  # as the page's warm(): a cold first decision could meet the safety net
    ready_bot(game, levels(game)[-1])
    match, bot = session.match, session.bot
    times: list[float] = []
    playouts: list[int] = []
    while True:
        if match.deal.is_over:
            if match.over or match.deal_number == deals:
                return times, playouts, match.view(HUMAN)["history"]
            match.next_deal()
            continue
        seat = match.deal.to_act
        assert seat is not None
        view = match.view(seat)
        if seat == HUMAN:
            match.apply(dict(view["legal"][0]))
            continue
        work, started = Work(), time.process_time()
        if isinstance(bot, SearchBot):
            action = bot.decide(view, session.bot_rng(), work)
        else:
            action = bot(view, session.bot_rng())
            work.playouts = bot.budget(view["phase"]) if isinstance(bot, VinegretBot) else 0
        times.append(1000 * (time.process_time() - started))
        if len(view["legal"]) > 1:
            playouts.append(work.playouts)
        match.apply(action)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=2, help="deals to play per game and level")
    parser.add_argument("--levels", default="normal,strong")
    parser.add_argument("--games", default=",".join(GAMES), help="game ids (default: every game)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    if not any((ROOT / "static" / "vendor").glob("pyodide-*/pyodide.asm.wasm")):
        sys.exit("the runtime is not vendored: run `bash tools/setup.sh` first")
    from playwright.sync_api import sync_playwright

    bare = tempfile.TemporaryDirectory(prefix="hcg-bots-site-")  # measure_boot's bare page: unused here
    server, base = serve(Path(bare.name))
    base += "/"
    over_budget = 0
    print(f"bot_step round trips in headless Chromium, ms ({args.deals} deal(s) each)")
    print(f"{'game':10} {'level':7} {'start':>6} {'steps':>5} {'first':>6} {'median':>7} {'p95':>6} {'max':>6}"
          f"  {'budget':18} {'CPython median/max':>18} {'playouts':>8}  same match")
    try:
        with sync_playwright() as pw:
            for game in args.games.split(","):
                for level in args.levels.split(","):
                    times, start, history = measure(pw, base, args.chromium, game, level, args.deals)
                    cpu, playouts, replayed = replay(game, level, args.deals)
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
                    same = "yes" if history == replayed and len(cpu) == len(times) else "NO"
                    spent = f"{statistics.median(playouts):.0f}" if playouts else "-"
                    print(f"{game:10} {level:7} {start:6.0f} {len(times):5} {first:6.0f} "
                          f"{statistics.median(rest):7.0f} {p95:6.0f} {max(rest):6.0f}  {verdict:18} "
                          f"{statistics.median(cpu):8.0f} / {max(cpu):7.0f} {spent:>8}  {same}",
                          flush=True)
    finally:
        server.shutdown()
        bare.cleanup()
    return 1 if over_budget else 0


if __name__ == "__main__":
    sys.exit(main())
