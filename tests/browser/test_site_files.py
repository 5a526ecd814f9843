"""Static checks of the site's wiring (no browser): pinned runtime, pyscript.toml
in step with the engine files on disk, the worker's exports, the translation table."""
from __future__ import annotations

import ast
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _vendor_module():
    spec = importlib.util.spec_from_file_location("vendor_tool", ROOT / "tools" / "vendor.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_runtime_pinned_exactly():
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    deps = package["dependencies"]
    assert deps["pyodide"] == "314.0.7"
    assert deps["@pyscript/core"] == "0.7.31"
    for name, version in deps.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned exactly: {version}"
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    for name, version in deps.items():
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


def test_pyscript_toml_brings_the_engine_as_one_archive():
    """[files] is the engine's archive alone: one request, nothing unpacked (the worker imports from it)."""
    vendor = _vendor_module()
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {vendor.ENGINE_ARCHIVE_URL: vendor.ENGINE_IN_WORKER}, "run python3 tools/vendor.py"
    worker = (ROOT / "static" / "worker.py").read_text(encoding="utf-8")
    assert f'sys.path.insert(0, os.path.abspath("{vendor.ENGINE_IN_WORKER.removeprefix("./")}"))' in worker
    assert not any(k in config for k in ("packages", "js_modules")), "no micropip, no CDN modules"


def test_interpreter_and_pyscript_paths_are_local_and_versioned():
    vendor = _vendor_module()
    versions = vendor.locked_versions()
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    # The interpreter module reports the runtime's progress and loads the vendored Pyodide.
    assert config["interpreter"] == "./static/js/runtime.mjs"
    runtime = (ROOT / "static" / "js" / "runtime.mjs").read_text(encoding="utf-8")
    pyodide = f"../vendor/pyodide-{versions['pyodide']}/"
    assert f'from "{pyodide}pyodide.mjs"' in runtime and f'new URL("{pyodide}", import.meta.url)' in runtime
    assert (ROOT / "static" / "vendor" / f"pyodide-{versions['pyodide']}" / "pyodide.mjs").is_file()
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    core = f"./static/vendor/pyscript-{versions['@pyscript/core']}/core.js"
    assert f'id="pyscript-core" href="{core}"' in html
    assert re.search(r'<script type="py" worker name="engine" config="./pyscript.toml" '
                     r'src="./static/worker.py"></script>', html)
    html = re.sub(r"""xmlns=['"]http://www\.w3\.org/2000/svg['"]""", "", html)
    assert "http://" not in html and "https://" not in html


def test_the_engine_starts_before_the_rest_of_the_page():
    """engine.js is a module of its own ahead of app.js, run as soon as it is fetched
    (async: it waits neither for the style sheets nor for the page's other scripts),
    so the worker's download and compile begin while the page still loads (both from
    the page's bundle, static/app/)."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    engine = html.index('<script type="module" async src="./static/app/engine.js"></script>')
    assert engine < html.index('<script type="module" src="./static/app/app.js"></script>')


def test_the_page_asks_for_the_runtime_with_its_html():
    """PyScript's chunks and its config are preloaded by index.html, the worker's files by
    engine.js from the page's template on a first visit (a return visit has them on the
    device): as tools/vendor.py writes them, naming vendored files, fetched with the
    worker's own credentials mode (or the browser would download them twice)."""
    vendor = _vendor_module()
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    block = vendor.preload_block(vendor.locked_versions())
    assert block in html, "run python3 tools/vendor.py"
    template = block[block.index('<template id="runtime-preload">'):block.index("</template>")]
    ahead = block.replace(template, "")
    links = re.findall(r'<link rel="(\w+)" href="\./([^"]+)"([^>]*)>', block)
    assert all((ROOT / path).is_file() for _, path, _ in links)
    assert all(rest == ' as="fetch" crossorigin' for rel, _, rest in links if rel == "preload")
    worker_files = set(re.findall(r'href="\./([^"]+)"', template))
    assert {"static/js/runtime.mjs"} | {f"static/vendor/pyodide-314.0.7/{name}" for name in
                                         ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.mjs")} <= worker_files
    page_chunks = re.findall(r'rel="modulepreload" href="\./static/vendor/pyscript-0\.7\.31/([^"]+)"', ahead)
    core = re.search(r'from"\./([^"]+)"', (ROOT / "static/vendor/pyscript-0.7.31/core.js").read_text(encoding="utf-8"))
    assert core and page_chunks[0] == core[1] and any(c.startswith("toml-") for c in page_chunks)
    assert 'href="./pyscript.toml"' in ahead and "pyodide" not in ahead
    engine = (ROOT / "static" / "js" / "engine.js").read_text(encoding="utf-8")
    assert 'getElementById("runtime-preload")' in engine


STATIC_IMPORT = re.compile(r'^import\s[^;]*?from\s+"(\.{1,2}/[^"]+)";', re.M | re.S)


def static_graph(entry: Path) -> set[str]:
    """The modules ``entry`` imports statically, transitively, as paths under static/js."""
    base = ROOT / "static" / "js"
    seen: set[str] = set()
    todo = [entry.resolve()]
    while todo:
        module = todo.pop()
        rel = module.relative_to(base).as_posix()
        if rel in seen:
            continue
        seen.add(rel)
        todo += [(module.parent / spec).resolve() for spec in STATIC_IMPORT.findall(module.read_text(encoding="utf-8"))]
    return seen


def test_the_first_module_graph_holds_only_the_start():
    """Until the runtime is compiled the page runs only the start's modules (its words,
    progress and failure screen): the table's (table.js) come after, dynamically."""
    assert static_graph(ROOT / "static" / "js" / "app.js") == {
        "app.js", "i18n.js", "i18n/tutorial.js", "boot.js", "dom.js", "engine.js", "params.js", "store.js",
        "welcome.js"}
    app = (ROOT / "static" / "js" / "app.js").read_text(encoding="utf-8")
    assert app.index("await tableTime;") < app.index('import("./table.js")')


def test_no_game_is_imported_statically():
    """A game's drawing module, words and rules text are fetched for the game chosen, not
    with the table: nothing imports games/<id>.js, and a game imports its rules text lazily."""
    ids = [entry["id"] for entry in json.loads((ROOT / "game" / "games.json").read_text(encoding="utf-8"))]
    table = static_graph(ROOT / "static" / "js" / "table.js")
    assert "games/base.js" in table
    assert not [m for m in table if m.startswith(("games/", "rules/")) and m != "games/base.js"], table
    assert not {f"i18n/{g}.js" for g in ids} & table
    for game in ids:
        module = ROOT / "static" / "js" / "games" / f"{game}.js"
        assert not [m for m in static_graph(module) if m.startswith("rules/")], game
        assert f'rules: () => import("../rules/{game}.js")' in module.read_text(encoding="utf-8")


def test_the_catalog_lists_every_game_as_its_class_says():
    """game/games.json (what games() answers, read without importing a game) equals the
    classes' own facts: run python3 tools/vendor.py after changing a game's options."""
    import game

    assert (ROOT / "game" / "games.json").read_text(encoding="utf-8") == game.catalog_text(), \
        "game/games.json is stale: run python3 tools/vendor.py"
    assert [entry["id"] for entry in game.catalog()] == list(game.GAMES)


def test_listing_the_games_imports_none_of_them():
    import subprocess
    import sys

    script = ("import sys, game.api as api; api.games(); "
              "print(sorted(m for m in sys.modules if m.startswith('game.')))")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=True, capture_output=True, text=True)
    loaded = ast.literal_eval(out.stdout)
    assert not [m for m in loaded if m.removeprefix("game.") in ("brandeln", "vinegret", "quadrille", "cuatrola")]
    assert not [m for m in loaded if m.startswith("game.bots.")]


def test_worker_exports_the_engine_api():
    tree = ast.parse((ROOT / "static" / "worker.py").read_text(encoding="utf-8"))
    defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    exports = next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
                   and any(getattr(t, "id", None) == "__export__" for t in n.targets))
    assert set(exports) <= defined
    import game.api as api

    for name in ("games", "new_match", "view", "act", "bot_step", "hint", "next_deal", "save",
                 "restore", "warm"):
        assert name in exports and callable(getattr(api, name)), name
    # Only the worker knows PyScript: the engine never imports a browser module.
    for path in (ROOT / "game").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+(pyscript|js|pyodide)\b", text, re.M), path


def _i18n_tables():
    """Keys of the one table: i18n.js plus each game's static/js/i18n/<game>.js ({ru, en})."""
    key = re.compile(r'^\s+"([\w.]+)":', re.M)
    ru_keys, en_keys = set(), set()
    paths = [ROOT / "static" / "js" / "i18n.js", *sorted((ROOT / "static" / "js" / "i18n").glob("*.js"))]
    for path in paths:
        text = path.read_text(encoding="utf-8")
        ru = text[text.index("  ru: {"):text.index("  en: {")]
        en = text[text.index("  en: {"):]
        ru_keys |= set(key.findall(ru))
        en_keys |= set(key.findall(en))
    return ru_keys, en_keys


def test_translation_table_is_complete_in_both_languages():
    ru, en = _i18n_tables()
    assert ru == en, {"only ru": sorted(ru - en), "only en": sorted(en - ru)}
    used = set()
    for path in (ROOT / "static" / "js").rglob("*.js"):
        used |= set(re.findall(r'\bt\("([\w.]+)"', path.read_text(encoding="utf-8")))
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    used |= set(re.findall(r'data-i18n(?:-title|-aria)?="([\w.]+)"', html))
    assert used <= ru, sorted(used - ru)
    # Every error code the engine can send for Brandeln has its words.
    source = (ROOT / "game" / "brandeln.py").read_text(encoding="utf-8")
    source += (ROOT / "game" / "core.py").read_text(encoding="utf-8")
    source += (ROOT / "game" / "api.py").read_text(encoding="utf-8")
    source += (ROOT / "game" / "quadrille.py").read_text(encoding="utf-8")
    source += (ROOT / "game" / "cuatrola.py").read_text(encoding="utf-8")
    source += (ROOT / "game" / "vinegret.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'IllegalAction\(\s*"(\w+)"', source))
    assert codes, "no error codes found in the engine"
    assert {f"err.{c}" for c in codes} <= ru, sorted({f"err.{c}" for c in codes} - ru)


def test_ci_runs_the_readme_test_command():
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r"^bash tools/test\.sh\s*$", run, re.M)


def test_build_site_makes_a_complete_folder(tmp_path):
    """tools/build_site.py gives the folder to upload, with everything the page asks for."""
    import subprocess
    import sys

    out = tmp_path / "site"
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(out)],
                   check=True, capture_output=True)
    for rel in ("index.html", "pyscript.toml", "static/worker.py", "game/api.py",
                "static/app/app.js", "static/cards/back.svg", "sw.js", "manifest.webmanifest",
                "static/vendor/build.js", "static/icons/icon-512.png", "static/app/engine.js",
                "static/js/runtime.mjs"):
        assert (out / rel).is_file(), rel
    assert not list(out.rglob("__pycache__"))


def test_the_built_site_boots_and_plays_offline(browser_type, browser_type_launch_args, tmp_path):
    """The folder tools/build_site.py makes, served by a plain static server, installs
    its service worker and manifest, and with the server gone a reload plays on."""
    import http.server
    import subprocess
    import sys
    import threading
    import urllib.request
    from functools import partial

    from .conftest import DESKTOP, Table, _QuietHandler, wait_until

    out = tmp_path / "site"
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(out)],
                   check=True, capture_output=True)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(_QuietHandler, directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    context = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args,
                                                     viewport=DESKTOP)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        table = Table(context, page, base)
        table.open("?game=quadrille&seed=5")
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getAppManifest")["errors"] == []
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        wait_until(page, "navigator.serviceWorker.controller !== null", timeout_ms=90_000)
        server.shutdown()
        server.server_close()
        with pytest.raises(OSError):
            urllib.request.urlopen(base, timeout=5)
        table.reload()
        assert table.view()["game"] == "quadrille"
        table.wait_decision()
        before = page.evaluate("JSON.stringify(window.__app.state.view)")
        table.click_legal()  # the player's move, answered offline
        wait_until(page, "b => JSON.stringify(window.__app.state.view) !== b", before)
        assert not table.errors and not table.external, (table.errors, table.external)
    finally:
        context.close()
        server.server_close()


def _copy_site(dest: Path) -> None:
    import shutil

    for name in ("index.html", "pyscript.toml", "manifest.webmanifest", "sw.js"):
        shutil.copy2(ROOT / name, dest / name)
    shutil.copytree(ROOT / "game", dest / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "static", dest / "static", ignore=shutil.ignore_patterns(
        "__pycache__", "*.wasm", "python_stdlib.zip", "pyodide.asm.mjs"))


def test_the_service_worker_precaches_every_file_the_page_can_ask_for():
    vendor = _vendor_module()
    files = vendor.site_files()
    on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / "static").rglob("*") if p.is_file()}
    # Every card of both decks, the fonts, the runtime, the icons, the engine's archive.
    assert {p for p in on_disk if p.startswith(("static/cards/french/", "static/cards/spanish/"))} <= set(files)
    # The page's modules as it loads them: their bundle, not their sources.
    sources = {p for p in on_disk if p.startswith("static/js/") and p.endswith(".js")}
    assert sources and not sources & set(files)
    assets = {p for p in on_disk if p.endswith((".woff2", ".js", ".mjs", ".css", ".png", ".svg"))}
    assert assets - {"static/vendor/build.js"} - sources <= set(files)
    for needed in ("index.html", "pyscript.toml", "manifest.webmanifest", "static/worker.py",
                   "static/vendor/fonts/fonts.css", "static/app/app.js", "static/app/games/cuatrola.js",
                   "static/js/runtime.mjs"):
        assert needed in files, needed
    assert any(f.endswith("/pyodide.asm.wasm") for f in files)
    assert "static/vendor/engine.zip" in files and "game/games.json" in files  # the page reads the latter
    assert not [f for f in files if f.endswith(".py") and f.startswith("game/")], "the engine is in its archive"
    # Nothing the page never asks for (licences, read-mes, the stamp, the build itself).
    assert not [f for f in files if re.search(r"(README|LICENSE|STAMP|\.map$|build\.js$|__pycache__)", f)]
    build = vendor.read_build(vendor.build_js())
    assert build["files"][0] == "./" and len(build["files"]) == len(files)
    assert all((ROOT / ("index.html" if u == "./" else u[2:])).is_file() for u in build["files"])


def test_the_build_id_is_a_hash_of_the_contents(tmp_path):
    """Same files, same id; one changed byte in any file (or in sw.js), a new id."""
    vendor = _vendor_module()
    _copy_site(tmp_path)
    first = vendor.read_build(vendor.build_js(tmp_path))["id"]
    assert re.fullmatch(r"[0-9a-f]{16}", first)
    assert vendor.read_build(vendor.build_js(tmp_path))["id"] == first
    card = tmp_path / "static" / "cards" / "spanish" / "AO.svg"
    card.write_bytes(card.read_bytes() + b" ")
    second = vendor.read_build(vendor.build_js(tmp_path))["id"]
    assert second != first
    (tmp_path / "sw.js").write_text((tmp_path / "sw.js").read_text() + "\n", encoding="utf-8")
    third = vendor.read_build(vendor.build_js(tmp_path))["id"]
    assert third not in (first, second)
    # A changed engine: tools/vendor.py packs game/ anew into the archive the build lists.
    archive = tmp_path / "static" / "vendor" / "engine.zip"
    archive.write_bytes(archive.read_bytes() + b" ")
    assert vendor.read_build(vendor.build_js(tmp_path))["id"] not in (first, second, third)


def test_vendor_writes_the_build_the_service_worker_imports():
    vendor = _vendor_module()
    build_id = vendor.write_build()
    text = (ROOT / "static" / "vendor" / "build.js").read_text(encoding="utf-8")
    assert text == vendor.build_js() and vendor.read_build(text)["id"] == build_id
    sw = (ROOT / "sw.js").read_text(encoding="utf-8")
    assert 'importScripts("./static/vendor/build.js")' in sw
    assert "self.SITE_BUILD" in text and "self.SITE_BUILD" in sw


def test_manifest_names_icons_and_start_url():
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == "ru"
    assert "Старинные карточные игры" in manifest["name"] and "Historic Card Games" in manifest["name"]
    assert manifest["name_localized"]["en"] == "Historic Card Games"
    assert manifest["short_name"] and manifest["display"] == "standalone"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="./manifest.webmanifest">' in html
    assert f'<meta name="theme-color" content="{manifest["theme_color"]}">' in html
    sizes = set()
    for icon in manifest["icons"]:
        path = ROOT / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            data = path.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
            assert icon["sizes"] == f"{width}x{height}" and width == height
            sizes.add((width, icon["purpose"]))
    assert (192, "any") in sizes and (512, "any") in sizes and (512, "maskable") in sizes


def test_no_inline_script_or_handler_in_the_page():
    """The page keeps to a Content-Security-Policy of 'self': scripts come from files."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    for tag in re.findall(r"<script\b[^>]*>", html):
        assert "src=" in tag, tag
    assert not re.search(r"\son[a-z]+=", html)


def test_the_engine_archive_holds_every_engine_file_and_its_bytecode():
    """Every game/**/*.py and *.json as on disk, beside each module its unchecked-hash .pyc for the
    browser's Python, stamped with the files: a new engine module cannot be forgotten."""
    import zipfile

    vendor = _vendor_module()
    assert vendor.engine_archive_current(), "run python3 tools/vendor.py"
    on_disk = vendor.engine_files()
    assert "game/api.py" in on_disk and "game/games.json" in on_disk
    with zipfile.ZipFile(vendor.ENGINE_ARCHIVE) as archive:
        names = set(archive.namelist())
        assert all(archive.read(f) == (ROOT / f).read_bytes() for f in on_disk)
        header = archive.read("game/core.pyc")[:16]
    assert names == set(on_disk) | {f + "c" for f in on_disk if f.endswith(".py")}
    flags = int.from_bytes(header[4:8], "little")
    assert flags == 0b01, "hash-based, unchecked: the source beside it is the one it was compiled from"


def test_the_page_bundle_is_built_from_the_modules_on_disk(tmp_path):
    """static/app/ is the bundle of static/js as it is now (its stamp names the sources,
    the bundler's version and options): an entry for the page's start and for each part
    it imports when needed, so those keep their own, later requests.  engine.js is the
    source as written, and every part that imports it sits beside it, so that the one
    URL is one module (one engine bridge, one queue of calls)."""
    vendor = _vendor_module()
    versions = vendor.locked_versions()
    assert vendor.page_bundle_current(versions), "run python3 tools/vendor.py"
    entries = vendor.page_entries()
    assert {"app.js", "table.js", "rules.js", "games/cuatrola.js", "i18n/cuatrola.js",
            "rules/cuatrola.js"} <= set(entries) and not {"games/base.js", "engine.js"} & set(entries)
    assert all((vendor.PAGE_BUNDLE / rel).is_file() for rel in entries)
    engine = vendor.PAGE_BUNDLE / "engine.js"
    assert engine.read_bytes() == (vendor.PAGE_SOURCES / "engine.js").read_bytes()
    importers = [p for p in vendor.PAGE_BUNDLE.rglob("*.js") if re.search(r'from\s*"[./]*engine\.js"', p.read_text())]
    assert importers and all(p.parent == vendor.PAGE_BUNDLE and '"./engine.js"' in p.read_text() for p in importers)
    sources = tmp_path / "js"
    shutil.copytree(vendor.PAGE_SOURCES, sources)
    stamp = vendor.page_stamp(versions, sources)
    assert stamp == vendor.page_stamp(versions)
    (sources / "dom.js").write_bytes((sources / "dom.js").read_bytes() + b"\n")
    assert vendor.page_stamp(versions, sources) != stamp  # a changed source makes the bundle stale


def test_the_engine_imports_from_its_archive_alone(tmp_path):
    """What the worker does (static/worker.py): the archive on sys.path, nothing unpacked; the
    games' facts are read through the package's loader.  (Here CPython uses the sources in the
    archive: the bytecode is the browser's Python's.)"""
    vendor = _vendor_module()
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import game, game.api; "
            "assert game.__file__.startswith(sys.argv[1]), game.__file__; "
            "print(len(game.catalog()), len(json.loads(game.api.games())['games']))")
    out = subprocess.run([sys.executable, "-c", "import json; " + code, str(vendor.ENGINE_ARCHIVE)],
                         cwd=tmp_path, capture_output=True, text=True, check=True)
    count = len(json.loads((ROOT / "game" / "games.json").read_text(encoding="utf-8")))
    assert out.stdout.split() == [str(count), str(count)]


def test_the_trimmed_standard_library_keeps_what_the_engine_imports():
    import sys
    import zipfile

    vendor = _vendor_module()
    versions = vendor.locked_versions()
    stdlib = ROOT / "static" / "vendor" / f"pyodide-{versions['pyodide']}" / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib) as archive:
        names = archive.namelist()
    tops = {n.split("/")[0].removesuffix(".pyc") for n in names}
    assert not [n for n in names if n.endswith(".py")], "precompiled: no sources left"
    assert not tops & set(vendor.STDLIB_LEFT_OUT)
    imported = set()
    for path in (ROOT / "game").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                imported |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                imported.add(node.module.split(".")[0])
        if path.name == "arena.py":
            # The arena's --jobs alone uses multiprocessing, imported where it starts its
            # processes (never in the page): importing game.arena works in the page too.
            assert not [n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "multiprocessing"]
            imported.discard("multiprocessing")
    stdlib_used = {m for m in imported if m in sys.stdlib_module_names}
    assert {"json", "random", "dataclasses", "typing"} <= stdlib_used
    missing = {m for m in stdlib_used if m not in tops and m not in sys.builtin_module_names
               and m not in {"math", "itertools", "time"}}  # built into the interpreter
    assert not missing, missing
    assert not stdlib_used & set(vendor.STDLIB_LEFT_OUT)
