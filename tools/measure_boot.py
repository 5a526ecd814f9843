#!/usr/bin/env python3
"""Where a start goes: the card table against a bare PyScript page on the same
runtime, cold and warm, in headless Chromium, in one run.

    .venv/bin/python tools/measure_boot.py [--runs 3] [--deals 0] [--markdown]
        [--variant NAME=DIR ...] [--warm-without-sw] [--no-bare]

(run ``bash tools/setup.sh`` first).  One server on a free 127.0.0.1 port serves
the repository root and, under ``/__bare__/``, a bare page generated into a
temporary folder: the same PyScript core and Pyodide files, a worker whose
Python does nothing but answer ``hello``.  Each run, alternating the two pages:

* cold: a fresh browser profile (nothing cached);
* warm: the browser relaunched on that profile, a return visit (for the app,
  once its service worker has cached the site).

Each start is cut into stages, as moments in ms since navigation start (the
stages overlap: the WebAssembly file is compiled while it streams in):

* worker     the page creates PyScript's worker (the app starts it from its
             first module, static/js/engine.js, before its other scripts run);
* download   the last byte of the page and the runtime (page and worker);
* wasm       WebAssembly compiled and instantiated (a wrapper around
             ``WebAssembly.instantiateStreaming``/``instantiate`` in the worker);
* runtime    Pyodide's own start done, standard library mounted (the app's
             ``python`` boot event from static/js/runtime.mjs; the bare page
             loads Pyodide directly and has no such mark);
* files      the engine's files fetched (pyscript.toml [files], after Python
             itself has started: interpreter set up, standard library mounted);
* python     Python running the worker's first line (PyScript's own Python
             and the files copied into the worker's file system);
* imports    the worker's imports done (``import game.api``);
* view       the first deal drawn (``window.__app.bootMs``; for the bare page,
             its first answer from the worker).

Each browser is left to settle before it navigates (its own start-up, about
1.7 s of processor time here, would otherwise share the cores with the page's,
which a player's long-open browser does not), and every start also reports the
processor time it cost: the browser's processes together (user + system, from
``/proc``), from navigation to the ready moment.  On a machine of few cores a
cold start is bound by that time, and it varies far less than the clock.

It also counts the bytes the server sent for a first visit (up to the first
view, and in all, with the service worker's caching) and what they would be
gzip -9 compressed.  ``--deals N`` then plays N deals of the cold app at bot
speed 1 and reports the longest main-thread task.
"""
from __future__ import annotations

import argparse
import gzip
import http.server
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import tomllib
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = "/__bare__/"
FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
# The engine's files (pyscript.toml [files]): fetched once Python itself is up.
ENGINE_FILES = ("/game/", "/static/vendor/engine")
STAGES = ("worker", "download", "wasm", "runtime", "files", "python", "imports", "view")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")

# Page init script: every module worker first runs a prelude that times the
# WebAssembly compile (PyScript captures globalThis.Worker when it loads, after this).
PRELUDE = """
self.hcgWasm = [];
for (const name of ["instantiateStreaming", "instantiate", "compileStreaming", "compile"]) {
  const original = WebAssembly[name];
  WebAssembly[name] = async function (...args) {
    const start = performance.now();
    try { return await original.apply(this, args); }
    finally { self.hcgWasm.push([name, start, performance.now()]); }
  };
}
"""
INIT = """
(() => {
  const Original = window.Worker;
  const prelude = URL.createObjectURL(new Blob([%s], { type: "text/javascript" }));
  window.Worker = class extends Original {
    constructor(url, options) {
      if (options && options.type === "module") {
        window.__workerAt ??= performance.now();
        const target = new URL(String(url), location.href).href;
        const entry = `import ${JSON.stringify(prelude)}; import ${JSON.stringify(target)};`;
        url = URL.createObjectURL(new Blob([entry], { type: "text/javascript" }));
      }
      super(url, options);
    }
  };
})();
window.__longtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) { window.__longtasks = null; }
""" % json.dumps(PRELUDE)

BARE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare PyScript page</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{core_dir}core.css">
<script type="module" src="./bare.js"></script>
</head><body>
<script type="py" worker name="bare" config="./bare.toml" src="./bare.py"></script>
</body></html>
"""
BARE_JS = """const core = await import("{core_dir}core.js");
const {{ xworker }} = await core.whenDefined("py");
await xworker.ready;
await xworker.sync.hello();
window.__bootMs = performance.now();
document.body.dataset.ready = "1";
"""
BARE_PY = """import js
_BOOT = {"python": js.performance.now()}
_BOOT["imports"] = js.performance.now()
js.self.hcgBoot = js.JSON.parse(__import__("json").dumps(_BOOT))


def hello():
    return "{}"


__export__ = ["hello"]
"""


def runtime_path() -> str:
    """Pyodide's own module, as the app's interpreter module (static/js/runtime.mjs) imports it."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    module = ROOT / config["interpreter"]
    if module.name == "pyodide.mjs":
        return module.relative_to(ROOT).as_posix()
    found = re.search(r'from\s+"([^"]+/pyodide\.mjs)"', module.read_text(encoding="utf-8"))
    if not found:
        raise SystemExit(f"{module}: no Pyodide import found")
    return (module.parent / found[1]).resolve().relative_to(ROOT).as_posix()


def write_bare_page(folder: Path) -> None:
    """The bare page: the app's PyScript core and interpreter, nothing else."""
    interpreter = "/" + runtime_path()
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    core = html.split('id="pyscript-core" href="./', 1)[1].split('"', 1)[0]
    core_dir = "/" + core.rsplit("/", 1)[0] + "/"
    (folder / "index.html").write_text(BARE_HTML.format(core_dir=core_dir), encoding="utf-8")
    (folder / "bare.js").write_text(BARE_JS.format(core_dir=core_dir), encoding="utf-8")
    (folder / "bare.py").write_text(BARE_PY, encoding="utf-8")
    (folder / "bare.toml").write_text(f'interpreter = "{interpreter}"\nsync_main_only = true\n',
                                      encoding="utf-8")


class Served:
    """What the server sent: (path, bytes) of every 200 response."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.log: list[tuple[str, int]] = []

    def add(self, path: str, size: int) -> None:
        with self.lock:
            self.log.append((path, size))

    def mark(self) -> int:
        with self.lock:
            return len(self.log)

    def since(self, mark: int) -> list[tuple[str, int]]:
        with self.lock:
            return self.log[mark:]


SERVED = Served()


class Handler(http.server.SimpleHTTPRequestHandler):
    bare_dir = ""

    def translate_path(self, path: str) -> str:
        if path.startswith(BARE):
            return str(Path(self.bare_dir) / path[len(BARE):].split("?")[0])
        return super().translate_path(path)

    def copyfile(self, source, outputfile):
        before = source.tell()
        try:
            super().copyfile(source, outputfile)
        except (BrokenPipeError, ConnectionResetError):
            return
        SERVED.add(self.path.split("?")[0], source.tell() - before)

    def log_message(self, *args):
        pass


def serve(bare_dir: Path, root: Path = ROOT) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = type("BootHandler", (Handler,), {"bare_dir": str(bare_dir)})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


# Resolves once a service worker controls the page (evaluate, since the CSP forbids
# the string compiling of wait_for_function).
CONTROLLED = """navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ||
    new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r)))"""


class BrowserCpu:
    """Processor time (user + system, ms) of the browser started on ``profile``: its
    process and every descendant, those that ended included (Linux ``/proc``)."""

    def __init__(self, profile: str) -> None:
        self.flag = f"--user-data-dir={profile}".encode()
        self.start = self.total()

    def total(self) -> float:
        parents: dict[int, int] = {}
        ticks: dict[int, int] = {}
        root = None
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
                cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue  # ended meanwhile
            pid = int(entry)
            parents[pid] = int(fields[1])
            ticks[pid] = sum(int(f) for f in fields[11:15])  # utime stime cutime cstime
            if self.flag in cmdline and not any(arg.startswith(b"--type=") for arg in cmdline):
                root = pid
        family = {root} if root is not None else set()
        grew = True
        while grew:
            grown = family | {pid for pid, parent in parents.items() if parent in family}
            grew, family = grown != family, grown
        return sum(ticks[pid] for pid in family) * 1000 / CLOCK_TICKS

    def since(self) -> float:
        return self.total() - self.start

    def settle(self, quiet_ms: float = 20, window_s: float = 0.3, limit_s: float = 20) -> None:
        """Wait until the browser's own start-up is over (two windows in a row nearly idle)."""
        deadline, calm, last = time.monotonic() + limit_s, 0, self.total()
        while calm < 2 and time.monotonic() < deadline:
            time.sleep(window_s)
            now = self.total()
            calm, last = (calm + 1 if now - last <= quiet_ms else 0), now
        self.start = self.total()


def stages(page, ready_ms: str, cpu: BrowserCpu) -> dict[str, float]:
    """The stage moments of the start that just finished, in ms since navigation start,
    and ``cpu``: the browser's processor time from navigation to the ready moment."""
    # a selector, not wait_for_function: the page's CSP forbids compiling strings
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
    spent = cpu.since()
    page_origin = page.evaluate("performance.timeOrigin")
    resources = "performance.getEntriesByType('resource').map(e => [new URL(e.name).pathname, e.responseEnd])"
    page_res = page.evaluate(resources)
    worker_data = None
    deadline = time.monotonic() + 30
    while worker_data is None and time.monotonic() < deadline:
        for worker in page.workers:
            data = worker.evaluate("""() => self.hcgBoot ? {
                origin: performance.timeOrigin, boot: self.hcgBoot, wasm: self.hcgWasm || [],
                res: %s} : null""" % resources)
            if data:
                worker_data = data
        if worker_data is None:
            time.sleep(0.1)
    if worker_data is None:
        raise RuntimeError("the worker's boot marks were not found")
    shift = worker_data["origin"] - page_origin  # worker clock -> page clock
    python = worker_data["boot"]["python"] + shift
    fetched = [(path, t) for path, t in page_res if t <= python] + [
        (path, t + shift) for path, t in worker_data["res"] if t + shift <= python]
    engine = [t for path, t in fetched if path.startswith(ENGINE_FILES)]
    compiles = [(s, e) for _, s, e in worker_data["wasm"]]
    return {
        "worker": page.evaluate("window.__workerAt ?? NaN"),
        "download": max((t for path, t in fetched if not path.startswith(ENGINE_FILES)), default=0.0),
        "files": max(engine, default=float("nan")),
        "wasm": max((e for _, e in compiles), default=float("nan")) + shift,
        "wasm_time": sum(e - s for s, e in compiles),
        "python": python,
        "imports": worker_data["boot"]["imports"] + shift,
        "view": page.evaluate(ready_ms),
        "runtime": page.evaluate("""(window.__app?.engine.bootEvents || [])
            .find((e) => e.stage === "python")?.at ?? NaN"""),
        "cpu": spent,
    }


def launch(pw, profile: str, chromium: str, service_workers: str = "allow"):
    ctx = pw.chromium.launch_persistent_context(profile, executable_path=chromium, args=FLAGS,
                                                headless=True, viewport={"width": 1280, "height": 800},
                                                service_workers=service_workers)
    ctx.add_init_script(INIT)
    page = ctx.pages[0] if ctx.pages else ctx.new_page()
    cpu = BrowserCpu(profile)
    cpu.settle()
    return ctx, page, cpu


# Brotli at quality 6 (nginx's default for on-the-fly compression), by Node's zlib
# (Python's standard library has none; quality 11 takes minutes on this box).
BROTLI = """
const zlib = require("node:zlib"), fs = require("node:fs");
const paths = JSON.parse(fs.readFileSync(0, "utf8"));
const q = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };
console.log(JSON.stringify(paths.map((p) => zlib.brotliCompressSync(fs.readFileSync(p), q).length)));
"""


def compressed_sizes(rels: list[str]) -> dict[str, tuple[int, int]]:
    """(gzip -9, brotli -q 6) bytes of each served file, as a host that compresses would send it."""
    paths = sorted({rel for rel in rels if (ROOT / rel.lstrip("/")).is_file()})
    out = subprocess.run(["node", "-e", BROTLI], input=json.dumps([str(ROOT / p.lstrip("/")) for p in paths]),
                         capture_output=True, text=True, check=True)
    brotli = json.loads(out.stdout)
    return {rel: (len(gzip.compress((ROOT / rel.lstrip("/")).read_bytes(), compresslevel=9)), size)
            for rel, size in zip(paths, brotli)}


def bytes_line(label: str, log: list[tuple[str, int]], packed: dict[str, tuple[int, int]]) -> str:
    raw = sum(size for _, size in log)
    gz = sum(packed.get(path, (0, 0))[0] for path, _ in log)
    br = sum(packed.get(path, (0, 0))[1] for path, _ in log)
    return (f"  {label:46} {raw / 1e6:6.2f} MB raw, {gz / 1e6:6.2f} MB gzip -9, {br / 1e6:6.2f} MB brotli -q 6, "
            f"{len(log)} files")


def play_deals(page, deals: int) -> float:
    """Play ``deals`` deals through data-action clicks; -> the longest main-thread task (ms)."""
    page.evaluate("window.__longtasks && (window.__longtasks.length = 0)")
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
    return max((d for _, d in page.evaluate("window.__longtasks") or []), default=0.0)


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--deals", type=int, default=0, help="deals of the cold app to play (long tasks)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=DIR",
                        help="also start the app served from DIR (a copy of the site with a change to try), "
                             "alternating with the others: an A/B in one run")
    parser.add_argument("--warm-without-sw", action="store_true",
                        help="each app also relaunched a third time with its service worker bypassed "
                             "(the HTTP cache serves the return visit)")
    parser.add_argument("--no-bare", action="store_true", help="leave the bare page out (A/B of app variants)")
    args = parser.parse_args()
    if not any((ROOT / "static" / "vendor").glob("pyodide-*/pyodide.asm.wasm")):
        sys.exit("the runtime is not vendored: run `bash tools/setup.sh` first")
    from playwright.sync_api import sync_playwright

    rows: dict[tuple[str, str], list[dict[str, float]]] = {}
    first_visit: dict[str, list[tuple[str, int]]] = {}
    longest: list[float] = []
    loads = [os.getloadavg()[0]]  # the machine's load (1 min) at the start and after each page
    servers = []
    with tempfile.TemporaryDirectory(prefix="hcg-bare-") as bare_dir:
        write_bare_page(Path(bare_dir))
        server, base = serve(Path(bare_dir))
        servers.append(server)
        # name -> (url, the page's ready moment, is the app)
        pages = {"app": (f"{base}/?seed=9000&speed=1", "window.__app.bootMs", True)}
        for spec in args.variant:
            name, _, folder = spec.partition("=")
            variant_server, variant_base = serve(Path(bare_dir), Path(folder).resolve())
            servers.append(variant_server)
            pages[name] = (f"{variant_base}/?seed=9000&speed=1", "window.__app.bootMs", True)
        if not args.no_bare:
            pages["bare"] = (f"{base}{BARE}", "window.__bootMs", False)
        try:
            with sync_playwright() as pw:
                for run in range(args.runs):
                    for name, (url, ready, is_app) in pages.items():
                        with tempfile.TemporaryDirectory(prefix="hcg-profile-") as profile:
                            ctx, page, cpu = launch(pw, profile, args.chromium)
                            mark = SERVED.mark()
                            page.goto(url)
                            rows.setdefault((name, "cold"), []).append(stages(page, ready, cpu))
                            if is_app:
                                calls = page.evaluate("window.__app.engine.timings")
                                print(f"run {run + 1} {name} cold, worker calls so far, first of each (ms): "
                                      + ", ".join(f"{k} {v[0]:.0f}" for k, v in calls.items()), flush=True)
                            first_visit.setdefault(f"{name} until the first view", SERVED.since(mark))
                            if is_app:
                                page.evaluate(CONTROLLED)
                                first_visit.setdefault(f"{name} with the service worker's caching",
                                                       SERVED.since(mark))
                                if args.deals and name == "app":
                                    longest.append(play_deals(page, args.deals))
                            ctx.close()
                            ctx, page, cpu = launch(pw, profile, args.chromium)
                            mark = SERVED.mark()
                            page.goto(url)
                            rows.setdefault((name, "warm"), []).append(stages(page, ready, cpu))
                            first_visit.setdefault(f"{name} return visit", SERVED.since(mark))
                            ctx.close()
                            if is_app and args.warm_without_sw:
                                ctx, page, cpu = launch(pw, profile, args.chromium, service_workers="block")
                                mark = SERVED.mark()
                                page.goto(url)
                                rows.setdefault((name, "warm no SW"), []).append(stages(page, ready, cpu))
                                first_visit.setdefault(f"{name} return visit, service worker bypassed",
                                                       SERVED.since(mark))
                                ctx.close()
                        load = os.getloadavg()[0]
                        loads.append(load)
                        print(f"run {run + 1} {name:4}: " + ", ".join(
                            f"{kind} view {values[-1]['view']:6.0f} ms" for (row, kind), values in rows.items()
                            if row == name) + f", load average {load:.1f}", flush=True)
        finally:
            for server in servers:
                server.shutdown()

    print()
    print(f"Start, ms since navigation start, median of {args.runs} run(s) "
          "(moments; the stages overlap)")
    head = f"  {'page':18}" + "".join(f"{s:>10}" for s in STAGES) + f"{'wasm time':>11}{'cpu':>8}"
    print(head)
    table = []
    for (name, kind), values in rows.items():
        cells = [med([v[s] for v in values]) for s in STAGES]
        wasm_time, cpu_ms = med([v["wasm_time"] for v in values]), med([v["cpu"] for v in values])
        print(f"  {name + ' ' + kind:18}" + "".join(f"{c:10.0f}" for c in cells)
              + f"{wasm_time:11.0f}{cpu_ms:8.0f}")
        table.append((f"{name}, {kind}", cells, wasm_time, cpu_ms))
    views = {key: med([v["view"] for v in values]) for key, values in rows.items()}
    spent = {key: med([v["cpu"] for v in values]) for key, values in rows.items()}
    parts = []
    for name, (_, _, is_app) in pages.items():
        if not is_app:
            continue
        if ("bare", "cold") in views:
            parts.append(f"{name} cold / bare cold: {views[(name, 'cold')] / views[('bare', 'cold')]:.2f}x "
                         f"(processor time {spent[(name, 'cold')] / spent[('bare', 'cold')]:.2f}x)")
        parts.append(f"{name} warm / {name} cold: {views[(name, 'warm')] / views[(name, 'cold')]:.2f}x")
        if (name, "warm no SW") in views:
            parts.append(f"{name} warm without the service worker / {name} cold: "
                         f"{views[(name, 'warm no SW')] / views[(name, 'cold')]:.2f}x")
    if ("bare", "warm") in views:
        parts.append(f"bare warm / bare cold: {views[('bare', 'warm')] / views[('bare', 'cold')]:.2f}x")
    ratios = "; ".join(parts) + f"; load average {min(loads):.1f}–{max(loads):.1f}"
    print(f"  {ratios}")
    print()
    print("Bytes the server sent:")
    packed = compressed_sizes([path for log in first_visit.values() for path, _ in log])
    for label, log in first_visit.items():
        print(bytes_line(label, log, packed))
    if longest:
        print(f"\nLongest main-thread task while playing {args.deals} deal(s): "
              f"{min(longest):.0f} / {med(longest):.0f} / {max(longest):.0f} ms (min / median / max)")
    if args.markdown:
        print("\n| start | " + " | ".join(STAGES) + " | wasm compile (ms) | processor time (ms) |")
        print("|---|" + "---:|" * (len(STAGES) + 2))
        for label, cells, wasm_time, cpu_ms in table:
            print(f"| {label} | " + " | ".join(f"{c:.0f}" for c in cells) + f" | {wasm_time:.0f} | {cpu_ms:.0f} |")
        print(f"\n{ratios[0].upper()}{ratios[1:]}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
