#!/usr/bin/env python3
"""Measure the card table in headless Chromium: boot times and main-thread long tasks.

    .venv/bin/python tools/measure_boot.py [--runs 3] [--speed 1] [--deals 1]

(run ``bash tools/setup.sh`` first).  It serves the repository root on a free
127.0.0.1 port and, for each run:

* cold boot: a fresh browser profile (nothing cached);
* warm boot, same session: a reload in the same tab (runtime files cached);
* warm boot, relaunched: the browser restarted on the same profile;

each time reading first-contentful-paint (the table shell, menu and progress
bar) and "engine ready" (Pyodide booted in the worker, the engine imported and
the first deal drawn: the page sets ``window.__app.bootMs``), both in ms since
navigation start.  Then it plays whole deals by clicking the page's
``data-action`` elements at the given bot speed while a PerformanceObserver
records every main-thread long task (> 50 ms), and reports the longest one.
"""
from __future__ import annotations

import argparse
import http.server
import json
import statistics
import sys
import tempfile
import threading
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
OBSERVER = """
window.__longtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) { window.__longtasks = null; }
// The longest gap between two painted frames (a long task or a slow render shows here too).
window.__frames = { max: 0, last: 0 };
const __frame = (ts) => {
  const f = window.__frames;
  if (f.last) f.max = Math.max(f.max, ts - f.last);
  f.last = ts;
  requestAnimationFrame(__frame);
};
requestAnimationFrame(__frame);
"""


SERVED = {"bytes": 0, "files": 0}


class Quiet(http.server.SimpleHTTPRequestHandler):
    def copyfile(self, source, outputfile):
        before = source.tell()
        super().copyfile(source, outputfile)
        SERVED["bytes"] += source.tell() - before
        SERVED["files"] += 1

    def log_message(self, *args):
        pass


def serve() -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def boot_figures(page) -> dict:
    # a selector, not wait_for_function: the page's CSP forbids compiling strings
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    return page.evaluate("""() => ({
        fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime ?? null,
        ready: window.__app.bootMs,
    })""")


def play_deals(page, deals: int) -> tuple[float, int, float, float]:
    """Play ``deals`` deals through data-action clicks;
    -> (longest task ms, tasks > 50 ms, seconds, longest frame gap ms)."""
    page.evaluate("window.__longtasks && (window.__longtasks.length = 0)")
    page.evaluate("window.__frames.max = 0; window.__frames.last = 0")
    start = time.monotonic()
    done = 0
    while done < deals:
        page.wait_for_selector("[data-action], [data-deal-over], [data-match-over]", timeout=120_000)
        if page.query_selector("[data-match-over]"):
            break
        if page.query_selector("[data-deal-over]"):
            done += 1
            if done < deals:
                page.click("[data-next]")
            continue
        legal = page.evaluate("window.__app.state.view.legal[0]")
        for a in page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)"):
            if json.loads(a) == legal:
                page.click(f"[data-action='{a}']")
                break
    seconds = time.monotonic() - start
    tasks = page.evaluate("window.__longtasks") or []
    longest = max((d for _, d in tasks), default=0.0)
    return longest, len(tasks), seconds, page.evaluate("window.__frames.max")


def summary(values: list[float]) -> str:
    if not values:
        return "n/a"
    return f"{min(values):7.0f} / {statistics.median(values):7.0f} / {max(values):7.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--speed", type=int, default=1, choices=[0, 1, 2, 3],
                        help="bot speed while measuring long tasks (0 instant .. 3 slow; default 1)")
    parser.add_argument("--deals", type=int, default=1, help="deals to play per run")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    if not any((ROOT / "static" / "vendor").glob("pyodide-*/pyodide.asm.wasm")):
        sys.exit("the runtime is not vendored: run `bash tools/setup.sh` first")
    from playwright.sync_api import sync_playwright

    server, base = serve()
    rows = {k: [] for k in ("cold_fcp", "cold_ready", "reload_fcp", "reload_ready",
                            "relaunch_fcp", "relaunch_ready")}
    cold_bytes = []
    longest, counts, gaps = [], [], []
    try:
        with sync_playwright() as pw:
            for run in range(args.runs):
                seed = 9000 + run
                url = f"{base}?seed={seed}&speed={args.speed}"
                with tempfile.TemporaryDirectory(prefix="hcg-profile-") as profile:
                    ctx = pw.chromium.launch_persistent_context(
                        profile, executable_path=args.chromium, args=FLAGS, headless=True,
                        viewport={"width": 1280, "height": 800})
                    ctx.add_init_script(OBSERVER)
                    page = ctx.pages[0] if ctx.pages else ctx.new_page()
                    SERVED.update(bytes=0, files=0)
                    page.goto(url)
                    f = boot_figures(page)
                    rows["cold_fcp"].append(f["fcp"])
                    rows["cold_ready"].append(f["ready"])
                    cold_bytes.append((SERVED["bytes"], SERVED["files"]))
                    lt, n, secs, gap = play_deals(page, args.deals)
                    longest.append(lt)
                    counts.append(n)
                    gaps.append(gap)
                    print(f"run {run + 1}: cold fcp {f['fcp']:.0f} ms, ready {f['ready']:.0f} ms; "
                          f"{args.deals} deal(s) in {secs:.1f} s, {n} long task(s) (> 50 ms), "
                          f"longest {lt:.0f} ms; longest frame gap {gap:.0f} ms", flush=True)
                    page.evaluate("localStorage.clear()")
                    page.reload()
                    f = boot_figures(page)
                    rows["reload_fcp"].append(f["fcp"])
                    rows["reload_ready"].append(f["ready"])
                    ctx.close()
                    ctx = pw.chromium.launch_persistent_context(
                        profile, executable_path=args.chromium, args=FLAGS, headless=True,
                        viewport={"width": 1280, "height": 800})
                    page = ctx.pages[0] if ctx.pages else ctx.new_page()
                    page.goto(url)
                    f = boot_figures(page)
                    rows["relaunch_fcp"].append(f["fcp"])
                    rows["relaunch_ready"].append(f["ready"])
                    ctx.close()
    finally:
        server.shutdown()

    print()
    print(f"Boot, ms since navigation start, {args.runs} run(s): min / median / max")
    print(f"  {'':34} {'first paint':>25}   {'engine ready + first deal':>25}")
    for label, key in (("cold (fresh profile)", "cold"), ("warm (reload, same tab)", "reload"),
                       ("warm (browser relaunched)", "relaunch")):
        print(f"  {label:34} {summary(rows[key + '_fcp']):>25}   {summary(rows[key + '_ready']):>25}")
    size, files = cold_bytes[0]
    print(f"  cold boot transfer (page + worker, uncompressed): {size / 1e6:.1f} MB in {files} files")
    print()
    print(f"Main thread during play (speed {args.speed}, {args.deals} deal(s) per run):")
    if max(longest) == 0:
        print("  long tasks (> 50 ms, PerformanceObserver 'longtask'): none in any run")
    else:
        print(f"  longest task: {summary(longest)} ms (min / median / max); "
              f"tasks over 50 ms per run: {summary(counts)}")
    print(f"  longest gap between painted frames: {summary(gaps)} ms (min / median / max)")
    print(f"  budget (no task over 100 ms): {'OK' if max(longest) <= 100 else 'EXCEEDED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
