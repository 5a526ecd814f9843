#!/usr/bin/env python3
"""What the page's main thread does in its long tasks while a deal is played.

    .venv/bin/python tools/measure_longtasks.py [--games cuatrola,vinegret] [--sizes 390x664,1366x657]
                                                [--speeds 0,1] [--deals 1] [--threshold 50]
                                                [--no-trace] [--root OTHER_CHECKOUT --label before:]
                                                [--against OTHER_CHECKOUT] [--during-install]

(run ``bash tools/setup.sh`` first).  It serves the repository root on a free
127.0.0.1 port, opens each game with a fixed seed and plays its first deal(s)
by clicking the human's first legal action (from the first decision on, once the
service worker's offline copy of the site, started at that first pause, is done:
``--during-install`` measures during it), while a ``PerformanceObserver``
('longtask') listens in the page and a Chromium performance trace is recorded.
For every main-thread task over the threshold it prints its length and where
the time went: script (by function and file), style, layout (forced
synchronous layouts counted apart), paint and garbage collection.  The
figures depend on the machine's load: read them as a profile, not a verdict;
to compare two versions, measure both in one run (``--root`` serves another
checkout) and ``--no-trace`` (the trace and the profiler lengthen every task).
"""
from __future__ import annotations

import argparse
import http.server
import json
import os
import threading
import time
from collections import Counter
from functools import partial
from pathlib import Path

from playwright.sync_api import sync_playwright
from screenshots import FLAGS, Quiet, serve_repository  # the same browser flags and server (this folder is on the path)
from game import catalog  # the repository's engine, on the path screenshots.py set

CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline",
              "disabled-by-default-devtools.timeline.stack", "v8", "blink.user_timing"]
QUERY = {entry["id"]: f"game={entry['id']}&players={max(entry['players'])}" for entry in catalog()}
"""Each game at its fullest table (Vinegret's six), the registry's games in order."""
OBSERVER = """
window.__longtasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    window.__longtasks.push({start: e.startTime, ms: e.duration,
      from: (e.attribution || []).map((a) => [a.containerType, a.containerSrc, a.name].join(' '))});
}).observe({type: 'longtask', buffered: true});
"""
# Events that name the script they run.
CALLS = {"FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch", "EvaluateScript"}
# What a task's time is spent on, by trace event name.
KINDS = {
    "FunctionCall": "script", "EvaluateScript": "script", "v8.compile": "script", "TimerFire": "script",
    "FireAnimationFrame": "script", "EventDispatch": "script", "v8.callFunction": "script",
    "UpdateLayoutTree": "style", "RecalculateStyles": "style", "Layout": "layout",
    "Paint": "paint", "PrePaint": "paint", "Layerize": "paint", "UpdateLayer": "paint", "CompositeLayers": "paint",
    "MajorGC": "gc", "MinorGC": "gc", "V8.GC_SCAVENGER": "gc", "V8.GC_MARK_COMPACTOR": "gc",
    "ParseHTML": "parse", "ParseAuthorStyleSheet": "parse",
}


def main_thread(events: list[dict], url: str) -> tuple[int, int] | None:
    """(pid, tid) of the page's renderer main thread: the CrRendererMain that ran a frame of ``url``."""
    names = {(e["pid"], e["tid"]) for e in events if e.get("ph") == "M" and e.get("name") == "thread_name"
             and e.get("args", {}).get("name") == "CrRendererMain"}
    busy = Counter((e["pid"], e["tid"]) for e in events if e.get("name") == "FunctionCall"
                   and url in json.dumps(e.get("args", {})))
    ranked = [pt for pt, _ in busy.most_common() if pt in names]
    return ranked[0] if ranked else None


def main_thread_cpu(trace: bytes, url: str) -> tuple[float, float]:
    """The page's main thread over the whole trace: its CPU time in tasks, and its costliest task's
    (ms; the thread's own time, which other processes on a loaded machine do not stretch)."""
    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    where = main_thread(events, url)
    cpu = [e.get("tdur", 0) / 1000 for e in events
           if (e.get("pid"), e.get("tid")) == where and e.get("ph") == "X" and e.get("name") == "RunTask"]
    return sum(cpu), max(cpu, default=0.0)


def analyse(trace: bytes, url: str, threshold_ms: float) -> list[dict]:
    """The main thread's tasks over ``threshold_ms``, each with its time by kind and its costliest functions."""
    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    where = main_thread(events, url)
    if where is None:
        return []
    mine = sorted((e for e in events if (e.get("pid"), e.get("tid")) == where and e.get("ph") == "X"),
                  key=lambda e: (e["ts"], -e.get("dur", 0)))
    tasks = [e for e in mine if e["name"] == "RunTask" and e.get("dur", 0) / 1000 > threshold_ms]
    found = []
    for task in tasks:
        t0, t1 = task["ts"], task["ts"] + task["dur"]
        inside = [e for e in mine if t0 <= e["ts"] < t1 and e is not task]
        by_kind: Counter[str] = Counter()
        functions: Counter[str] = Counter()
        forced = 0
        calls = [e for e in inside if e["name"] in CALLS]
        spans = [(e["ts"], e["ts"] + e.get("dur", 0)) for e in inside if KINDS.get(e["name"]) == "script"]
        for e in inside:
            kind = KINDS.get(e["name"])
            if not kind:
                continue
            ms = e.get("dur", 0) / 1000
            span = (e["ts"], e["ts"] + e.get("dur", 0))
            within = any(a <= span[0] and span[1] <= b and (a, b) != span for a, b in spans)
            if kind == "script" and within:
                continue  # counted in the outer call
            if kind in ("layout", "style") and within:
                forced += 1  # asked for by a script in mid-run: a forced synchronous layout
                stack = (e.get("args", {}).get("beginData", {}) or {}).get("stackTrace") or []
                if stack:
                    top = stack[0]
                    functions[f"  forced {e['name']} at {top.get('functionName')} "
                              f"({top.get('url', '').rsplit('/', 1)[-1]}:{top.get('lineNumber')})"] += ms
            by_kind[kind] += ms
        for e in calls:
            if any(c is not e and c["ts"] <= e["ts"] and e["ts"] + e.get("dur", 0) <= c["ts"] + c.get("dur", 0)
                   for c in calls):
                continue
            data = e.get("args", {}).get("data", {})
            name = data.get("functionName") or data.get("type") or e["name"]
            src = (data.get("url") or "").rsplit("/", 1)[-1]
            functions[f"{e['name']} {name} ({src}:{data.get('lineNumber', '?')})"] += e.get("dur", 0) / 1000
        found.append({"ms": task["dur"] / 1000, "cpu_ms": task.get("tdur", 0) / 1000, "kinds": dict(by_kind),
                      "functions": functions.most_common(8), "forced_layouts": forced, "window": (t0, t1)})
    return found


def profile_summary(profile: dict, top: int = 14, window: tuple[float, float] | None = None) -> tuple[list, list]:
    """Self and inclusive time (ms) per function of a V8 CPU profile, costliest first
    (only the samples within ``window``, trace microseconds, if given)."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {c: n["id"] for n in profile["nodes"] for c in n.get("children", [])}

    def label(node: dict) -> str:
        f = node["callFrame"]
        src = f.get("url", "").rsplit("/", 1)[-1]
        return f"{f.get('functionName') or '(anonymous)'} ({src}:{f.get('lineNumber', 0) + 1})" if src else \
            (f.get("functionName") or "(anonymous)")

    own: Counter[str] = Counter()
    total: Counter[str] = Counter()
    at_us = profile["startTime"]
    for sample, delta in zip(profile["samples"], profile["timeDeltas"]):
        at_us += delta
        if window and not window[0] <= at_us < window[1]:
            continue
        ms = delta / 1000
        own[label(nodes[sample])] += ms
        seen, at = set(), sample
        while at is not None:
            name = label(nodes[at])
            if name not in seen:
                seen.add(name)
                total[name] += ms
            at = parent.get(at)
    skip = ("(idle)", "(program)", "(root)")
    return ([kv for kv in own.most_common() if kv[0] not in skip][:top],
            [kv for kv in total.most_common() if kv[0] not in skip and ".js:" in kv[0]][:top])


def play(page, deals: int, max_steps: int = 400) -> int:
    """Click the first legal action until ``deals`` deals are over; the number of clicks."""
    clicks, over = 0, 0
    for _ in range(max_steps):
        page.wait_for_selector("[data-action], [data-deal-over], [data-match-over]", timeout=120_000)
        if page.query_selector("[data-match-over]"):
            break
        if page.query_selector("[data-deal-over]"):
            over += 1
            if over >= deals:
                break
            page.click("[data-next]")
            continue
        first = page.evaluate("JSON.stringify(window.__app.state.view.legal[0])")
        page.evaluate("""(a) => { for (const el of document.querySelectorAll('[data-action]'))
            if (JSON.stringify(JSON.parse(el.dataset.action)) === a) return el.click(); }""", first)
        clicks += 1
        page.wait_for_timeout(30)
    return clicks


def settle_offline_copy(page, timeout_s: float = 120.0) -> float:
    """Wait until the service worker registered at the table's first pause has copied the
    site (15 MB, once per visit) and is active, then a second more; the seconds it took.

    That copy runs on other threads of the same 2 cores: measured during it, a deal's tasks
    are those of a first visit's first deal, not of the table's own drawing."""
    started = time.monotonic()
    page.evaluate("""(ms) => Promise.race([navigator.serviceWorker.ready,
        new Promise((resolve) => setTimeout(resolve, ms))])""", int(timeout_s * 1000))
    took = time.monotonic() - started
    page.wait_for_timeout(1000)
    return took


def serve(root: str | None) -> tuple[http.server.ThreadingHTTPServer, str]:
    """The repository (or another checkout of it, ``root``) on a free 127.0.0.1 port."""
    if root is None:
        return serve_repository()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def measure(browser, base: str, game: str, size: str, speed: int, args: argparse.Namespace) -> list[float]:
    """Play ``args.deals`` deal(s) of ``game`` at ``size`` and ``speed``; print what was found; the long tasks (ms)."""
    width, height = (int(x) for x in size.split("x"))
    touch = width < 1100
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                  is_mobile=touch, locale="ru-RU")
    context.add_init_script(OBSERVER)
    page = context.new_page()
    page.goto(f"{base}?{QUERY[game]}&seed={args.seed}&speed={speed}&level=basic")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    page.wait_for_selector("[data-action]", timeout=120_000)
    if not args.during_install:
        took = settle_offline_copy(page)
        print(f"{args.label}{game} @ {size}: the offline copy installed {took:.1f} s after the first decision",
              flush=True)
    page.evaluate("window.__longtasks.length = 0")
    if args.no_trace:
        clicks = play(page, args.deals)
        observed = sorted(round(t["ms"]) for t in page.evaluate("window.__longtasks"))
        print(f"{args.label}{game} @ {size}, speed {speed}: {clicks} clicks; long tasks {observed}; "
              f"longest {max(observed, default=0)} ms", flush=True)
        context.close()
        return observed
    cdp = context.new_cdp_session(page)
    if not args.no_profile:
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 200})
    browser.start_tracing(page=page, categories=CATEGORIES)
    if not args.no_profile:
        cdp.send("Profiler.start")
    clicks = play(page, args.deals)
    profile = None if args.no_profile else cdp.send("Profiler.stop")["profile"]
    trace = browser.stop_tracing()
    if args.save:
        Path(f"{args.save}-{game}-{size}-{speed}.json").write_bytes(trace)
    observed = page.evaluate("window.__longtasks")
    tasks = analyse(trace, base, args.threshold)
    total_cpu, top_cpu = main_thread_cpu(trace, base)
    print(f"\n{args.label}{game} @ {size}, speed {speed}: {clicks} clicks; PerformanceObserver saw "
          f"{len(observed)} long tasks {sorted(round(t['ms']) for t in observed)}; the trace "
          f"{len(tasks)} over {args.threshold:.0f} ms; main-thread CPU {total_cpu:.0f} ms in all, "
          f"{top_cpu:.0f} ms in its costliest task", flush=True)
    for t in sorted(tasks, key=lambda t: -t["ms"]):
        kinds = ", ".join(f"{k} {v:.0f}" for k, v in sorted(t["kinds"].items(), key=lambda kv: -kv[1]))
        print(f"  {t['ms']:.0f} ms ({t['cpu_ms']:.0f} ms of the thread's CPU): {kinds}; "
              f"forced layouts {t['forced_layouts']}")
        for name, ms in t["functions"]:
            print(f"      {ms:6.1f} ms  {name}")
        _, inside = profile_summary(profile, top=6, window=t["window"]) if profile else (None, None)
        if inside:
            print("      sampled script, inclusive (ms): " + "; ".join(f"{name} {ms:.0f}" for name, ms in inside))
    if profile is None:
        context.close()
        return sorted(round(t["ms"]) for t in observed)
    own, total = profile_summary(profile)
    print("  main-thread script over the whole deal, self time (ms): "
          + "; ".join(f"{name} {ms:.0f}" for name, ms in own))
    print("  ... inclusive time (ms): " + "; ".join(f"{name} {ms:.0f}" for name, ms in total))
    context.close()
    return sorted(round(t["ms"]) for t in observed)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(QUERY))
    ap.add_argument("--size", "--sizes", dest="sizes", default="1366x657", help="one or more, e.g. 390x664,1366x657")
    ap.add_argument("--speed", "--speeds", dest="speeds", default="0", help="the page's speed setting(s) (0: instant)")
    ap.add_argument("--deals", type=int, default=1)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--save", help="keep each trace as <save>-<game>-<size>-<speed>.json (for chrome://tracing)")
    ap.add_argument("--threshold", type=float, default=50.0, help="ms: a longer task is reported")
    ap.add_argument("--no-trace", action="store_true",
                    help="only the PerformanceObserver's long tasks: no trace, no profiler (they lengthen tasks)")
    ap.add_argument("--no-profile", action="store_true",
                    help="the trace without the sampling profiler (which adds to each task's CPU time)")
    ap.add_argument("--during-install", action="store_true",
                    help="measure from the first decision on, while the service worker copies the site for "
                         "offline play (a first visit's first deal); by default the copy is waited for")
    ap.add_argument("--root", help="serve this directory instead (another checkout, to compare within one run)")
    ap.add_argument("--label", default="", help="a prefix for each result line")
    ap.add_argument("--against", metavar="OTHER_CHECKOUT",
                    help="A/B in one run: each deal is played on this checkout too (labelled 'before:'), "
                         "alternately first and second, so both see the same load")
    args = ap.parse_args()
    print(f"{args.label}load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} at the start", flush=True)
    sites = [("", serve(args.root))] + ([("before: ", serve(args.against))] if args.against else [])
    label = args.label
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
            turn = 0
            for size in args.sizes.split(","):
                for speed in (int(s) for s in args.speeds.split(",")):
                    for game in args.games.split(","):
                        for tag, (_, base) in sites[turn % 2:] + sites[:turn % 2]:
                            args.label = label + (tag or ("after: " if args.against else ""))
                            measure(browser, base, game, size, speed, args)
                        turn += 1
            browser.close()
    finally:
        for _, (server, _) in sites:
            server.shutdown()
    print(f"{label}load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} at the end", flush=True)


if __name__ == "__main__":
    main()
