#!/usr/bin/env python3
"""Vendor the pinned browser runtime into static/vendor/ and bundle the page into
static/app/ (both git-ignored).

Standard library only.  Steps:

1. Run ``npm ci --ignore-scripts`` when node_modules/ is missing or does not hold
   the versions pinned in package-lock.json.
2. Copy the Pyodide runtime (5 files) into ``static/vendor/pyodide-<version>/``,
   its standard library precompiled to bytecode and without the modules the
   site never imports (``STDLIB_LEFT_OUT``; tools/compile_pyc.mjs, which runs
   Pyodide itself under Node, since the bytecode must match the browser's Python),
   and PyScript's ``dist/`` (minus source maps, codemirror, xterm and index
   chunks, which the page never requests) into ``static/vendor/pyscript-<version>/``.
   Other folders in static/vendor/ (older versions) are removed.
3. Pack the engine into ``static/vendor/engine.zip`` when its files changed: every
   ``game/**/*.py`` and ``*.json`` and, beside each module, its bytecode for the
   browser's Python.  The worker imports the engine from it (zipimport): one
   request, nothing unpacked.
4. Write ``static/vendor/build.js``: the build the service worker (``sw.js``)
   precaches, i.e. every file the page can ask for (``site_files``) and the
   build id, a hash of their contents (and of sw.js), so that any change to any
   file makes a new build that replaces the old cache in players' browsers.
5. Keep ``pyscript.toml``, ``index.html`` and ``static/js/runtime.mjs`` (the
   worker's interpreter module) in step with what is on disk: the Pyodide and
   PyScript paths name the vendored versions, ``game/games.json`` holds every
   game's facts as the game classes give them (``game.catalog_text()``), and
   the ``[files]`` table of pyscript.toml names the engine's archive.
   When something had to change, the file is rewritten and a line says so
   (commit the change).
6. Bundle the page's own modules (``static/js``) into ``static/app/`` when they
   changed (esbuild, pinned in package.json): the page loads these, a file for
   its start and for each part it imports when needed (the table, the rules
   dialog, each game's drawing module, words and rules text) and a few shared
   chunks, instead of some forty modules, each its own request.  ``engine.js``
   (it imports nothing) and the worker's ``static/js/runtime.mjs`` are served as
   written.

Usage: python3 tools/vendor.py [--check]
  --check   change nothing; exit 1 when pyscript.toml / index.html are stale, the
            runtime is not vendored or the engine's archive or the page's bundle
            is older than its sources.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import TypedDict

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
NODE_MODULES = ROOT / "node_modules"
TOML = ROOT / "pyscript.toml"
INDEX = ROOT / "index.html"
# The worker's interpreter module: Pyodide's loadPyodide, reporting its progress to the page.
RUNTIME_MODULE = ROOT / "static" / "js" / "runtime.mjs"
INTERPRETER_URL = "./static/js/runtime.mjs"
# Every game's facts for the page, written from the game classes (game/__init__.py).
CATALOG = ROOT / "game" / "games.json"

# Web fonts (SIL OFL) from @fontsource: family package -> weights; only the
# latin and cyrillic subsets, woff2 only.  Written with a fonts.css into
# static/vendor/fonts/.
FONTS = {"inter": (400, 600, 700), "playfair-display": (600, 700)}
FONT_SUBSETS = ("latin", "cyrillic")

PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
# Standard-library modules and packages the page never imports (checked by
# tests/browser/test_site_files.py against what the engine imports): tests,
# debuggers, profilers, REPLs, network protocols, mail, XML, process tools.
STDLIB_LEFT_OUT = (
    "unittest", "doctest", "pdb", "bdb", "pydoc", "pydoc_data", "_pyrepl", "trace", "pstats", "profile",
    "cProfile", "tracemalloc", "tabnanny", "pyclbr", "modulefinder", "compileall", "py_compile",
    "zipapp", "pickletools", "multiprocessing", "email", "mailbox", "http", "urllib", "xml", "xmlrpc",
    "wsgiref", "socketserver", "smtplib", "imaplib", "poplib", "ftplib", "webbrowser", "antigravity",
    "this", "__hello__", "__phello__",
)
# PyScript dist files never requested by our page (editor / terminal only).
PYSCRIPT_SKIP = re.compile(r"(\.map$|^codemirror|^xterm|^index-)")

# The engine as one archive (step 3), and where PyScript's [files] puts it in the worker
# (static/worker.py puts that on sys.path).
ENGINE_ARCHIVE = VENDOR / "engine.zip"
ENGINE_ARCHIVE_URL = "./static/vendor/engine.zip"
ENGINE_IN_WORKER = "./engine.zip"
# The one engine file the page reads itself (the games' facts, before the engine runs).
PAGE_ENGINE_FILES = ("game/games.json",)
# The page's modules (step 6): their sources, the bundle the page loads (git-ignored)
# and its entry points, as paths under the sources; every other module is bundled into
# the entries that import it or into a chunk they share.
PAGE_SOURCES = ROOT / "static" / "js"
PAGE_BUNDLE = ROOT / "static" / "app"
PAGE_ENTRIES = ("app.js", "table.js", "rules.js", "games/*.js", "i18n/*.js", "rules/*.js")
# games/base.js is every game module's shared part, not a game
PAGE_NOT_ENTRIES = ("games/base.js",)
# The page's first script (it starts the engine's worker) imports nothing: it is served
# as written, beside the bundle, and the bundle imports it by that URL.  Bundled, it
# would be a chunk shared with app.js, one more round trip before the worker starts.
PAGE_AS_WRITTEN = "engine.js"
ESBUILD = NODE_MODULES / "esbuild" / "bin" / "esbuild"
ESBUILD_OPTIONS = ("--bundle", "--splitting", "--format=esm", "--chunk-names=chunk-[hash]",
                   f"--external:./{PAGE_AS_WRITTEN}",
                   "--minify-whitespace", "--minify-syntax", "--sourcemap=linked", "--sources-content=false",
                   "--log-level=warning")
# The service worker's build: written on every run, so it always matches the disk.
BUILD_JS = VENDOR / "build.js"
SITE_ROOT_FILES = ("index.html", "pyscript.toml", "manifest.webmanifest")
# Files under static/ that the page never asks for (the page's module sources: it loads
# their bundle, static/app/; the worker's runtime.mjs is no .js).
NOT_SERVED = re.compile(r"(^|/)(README\.md|LICENSE[^/]*|STAMP\.json|build\.js)$|\.map$"
                        rf"|^{re.escape(PAGE_SOURCES.relative_to(ROOT).as_posix())}/.*\.js$")
BUILD_HEADER = ("// Generated by tools/vendor.py from the files on disk (do not edit): the build\n"
                "// the service worker (sw.js) caches; the id is a hash of the files' contents.\n")

# index.html asks for PyScript's chunks with the page (modulepreload), and on a
# first visit static/js/engine.js asks for the worker's files from its template
# (preload), so that their download starts with the page instead of once PyScript
# has loaded its chunks, fetched its config and created the worker (five round trips
# later); the worker's own requests are then served from the HTTP cache.  A return
# visit has them in the service worker's cache and asks for nothing early.
PRELOAD_BEGIN = "<!-- BEGIN runtime preload (generated by tools/vendor.py; do not edit by hand) -->"
PRELOAD_END = "<!-- END runtime preload -->"
PRELOAD_TEMPLATE = "runtime-preload"
# What PyScript fetches on the page before it creates the worker: its config and the worker's script.
PAGE_FETCHES = ("./pyscript.toml", "./static/worker.py")
# PyScript's chunks the page always imports: core.js's own, its plugins, the TOML parser.
PYSCRIPT_PAGE_CHUNKS = ("core", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal",
                        "toml")
# What the worker fetches from the Pyodide folder, in the order it asks (the big ones first).
PYODIDE_PRELOADS = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs", "pyodide-lock.json", "pyodide.mjs")

FILES_BEGIN = "# BEGIN engine files (generated by tools/vendor.py; do not edit by hand)"
FILES_END = "# END engine files"


def log(msg: str) -> None:
    print(f"vendor: {msg}", flush=True)


def locked_versions() -> dict[str, str]:
    """Direct dependencies of package.json (the linter's included) with the versions the lock pins."""
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    pkgs = lock["packages"]
    direct = {**pkgs[""]["dependencies"], **pkgs[""].get("devDependencies", {})}
    return {name: pkgs[f"node_modules/{name}"]["version"] for name in direct}


def installed_version(name: str) -> str | None:
    pj = NODE_MODULES / name / "package.json"
    try:
        return json.loads(pj.read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        return None


def ensure_node_modules(versions: dict[str, str]) -> None:
    if all(installed_version(n) == v for n, v in versions.items()):
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("vendor: npm is needed (apt-get install -y npm, or Node.js 20+)")
    log("npm ci --ignore-scripts")
    subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
                   cwd=ROOT, check=True)
    for n, v in versions.items():
        got = installed_version(n)
        if got != v:
            sys.exit(f"vendor: node_modules/{n} is {got}, package-lock.json pins {v}")


def folder_names(versions: dict[str, str]) -> tuple[str, str]:
    return f"pyodide-{versions['pyodide']}", f"pyscript-{versions['@pyscript/core']}"


def copy_runtime(versions: dict[str, str]) -> None:
    pyodide_dir, pyscript_dir = folder_names(versions)
    stamp_path = VENDOR / "STAMP.json"
    stamp = {"pyodide": versions["pyodide"], "pyscript": versions["@pyscript/core"],
             "layout": 4, "stdlib_left_out": list(STDLIB_LEFT_OUT),
             "fonts": {f: installed_version(f"@fontsource/{f}") for f in FONTS}}
    try:
        if json.loads(stamp_path.read_text(encoding="utf-8")) == stamp and all(
            (VENDOR / pyodide_dir / f).is_file() for f in PYODIDE_FILES
        ) and (VENDOR / pyscript_dir / "core.js").is_file():
            log(f"runtime already vendored ({pyodide_dir}, {pyscript_dir})")
            return
    except (OSError, ValueError):
        pass
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / pyodide_dir).mkdir(parents=True)
    (VENDOR / pyscript_dir).mkdir(parents=True)
    total = 0
    count = 0
    for f in PYODIDE_FILES:
        src = NODE_MODULES / "pyodide" / f
        if f == "python_stdlib.zip":
            compile_stdlib(src, VENDOR / pyodide_dir / f)
        else:
            shutil.copy2(src, VENDOR / pyodide_dir / f)
        total += (VENDOR / pyodide_dir / f).stat().st_size
        count += 1
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    for src in sorted(dist.iterdir()):
        if src.is_file() and not PYSCRIPT_SKIP.search(src.name):
            shutil.copy2(src, VENDOR / pyscript_dir / src.name)
            total += src.stat().st_size
            count += 1
    count += copy_fonts()
    # Licences travel with the runtime.
    for pkg, dest in (("pyodide", pyodide_dir), ("@pyscript/core", pyscript_dir)):
        for name in ("LICENSE", "LICENSE.md", "README.md"):
            src = NODE_MODULES / pkg / name
            if src.is_file():
                shutil.copy2(src, VENDOR / dest / name)
    stamp_path.write_text(json.dumps(stamp) + "\n", encoding="utf-8")
    log(f"copied {count} files, {total / 1e6:.2f} MB into static/vendor/")


def node_binary() -> str:
    """Node.js, which compiles the bytecode (Pyodide under Node) and runs the bundler."""
    node = shutil.which("node")
    if not node:
        sys.exit("vendor: node is needed (apt-get install -y nodejs, or Node.js 20+)")
    return node


def compile_stdlib(source: Path, target: Path) -> None:
    """Pyodide's standard library as bytecode, trimmed (see tools/compile_stdlib.mjs)."""
    node = node_binary()
    log("precompiling the standard library (Pyodide under Node, about half a minute)")
    subprocess.run([node, str(ROOT / "tools" / "compile_pyc.mjs"), "stdlib", str(NODE_MODULES / "pyodide"),
                    str(source), str(target), ",".join(STDLIB_LEFT_OUT)], check=True)
    log(f"python_stdlib.zip: {source.stat().st_size / 1e6:.2f} MB of sources -> "
        f"{target.stat().st_size / 1e6:.2f} MB of bytecode")


def files_stamp(root: Path, rels: list[str], salt: bytes = b"") -> str:
    """A hash of the files' names (under ``root``) and contents: what an archive or a
    bundle is stamped with, so that it is made again when one of them changes."""
    digest = hashlib.sha256(salt)
    for rel in rels:
        digest.update(rel.encode() + b"\0" + (root / rel).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def engine_stamp() -> str:
    """A hash of the engine's files: the archive is rebuilt when it changes."""
    return files_stamp(ROOT, engine_files())


def engine_archive_current(stamp: str | None = None) -> bool:
    """Whether the archive is stamped with the engine's files as they are (``stamp``, if
    the caller has it already)."""
    try:
        with zipfile.ZipFile(ENGINE_ARCHIVE) as archive:
            return archive.comment.decode() == (stamp or engine_stamp())
    except (OSError, zipfile.BadZipFile):
        return False


def pack_engine() -> None:
    """The engine's archive (tools/compile_pyc.mjs engine), when its files changed."""
    stamp = engine_stamp()
    if engine_archive_current(stamp):
        return
    node = node_binary()
    log("packing the engine with its bytecode (Pyodide under Node)")
    subprocess.run([node, str(ROOT / "tools" / "compile_pyc.mjs"), "engine", str(NODE_MODULES / "pyodide"),
                    str(ROOT), str(ENGINE_ARCHIVE), stamp, *engine_files()], check=True)


def page_entries(sources: Path = PAGE_SOURCES) -> list[str]:
    """The bundle's entry points, as paths under ``sources`` (static/js)."""
    found = (p.relative_to(sources).as_posix() for pattern in PAGE_ENTRIES for p in sorted(sources.glob(pattern)))
    return [rel for rel in dict.fromkeys(found) if rel not in PAGE_NOT_ENTRIES]


def page_stamp(versions: dict[str, str], sources: Path = PAGE_SOURCES) -> str:
    """A hash of the page's module sources, the bundler's version and its options."""
    salt = json.dumps([versions["esbuild"], ESBUILD_OPTIONS, page_entries(sources)]).encode()
    return files_stamp(sources, sorted(p.relative_to(sources).as_posix() for p in sources.rglob("*.js")), salt)


def page_bundle_current(versions: dict[str, str], stamp: str | None = None) -> bool:
    """Whether static/app/ was bundled from the sources as they are (``stamp``, if the
    caller has it already)."""
    try:
        made = json.loads((PAGE_BUNDLE / "STAMP.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return made == {"sources": stamp or page_stamp(versions)}


def bundle_page(versions: dict[str, str]) -> None:
    """The page's modules into static/app/ (esbuild), when their sources changed."""
    stamp = page_stamp(versions)
    if page_bundle_current(versions, stamp):
        return
    node = node_binary()
    if PAGE_BUNDLE.exists():
        shutil.rmtree(PAGE_BUNDLE)
    subprocess.run([node, str(ESBUILD), *page_entries(), *ESBUILD_OPTIONS, "--outbase=.",
                    f"--outdir={PAGE_BUNDLE}"], cwd=PAGE_SOURCES, check=True)
    shutil.copy2(PAGE_SOURCES / PAGE_AS_WRITTEN, PAGE_BUNDLE / PAGE_AS_WRITTEN)
    (PAGE_BUNDLE / "STAMP.json").write_text(json.dumps({"sources": stamp}) + "\n", encoding="utf-8")
    files = list(PAGE_BUNDLE.rglob("*.js"))
    log(f"bundled the page's modules: {len(list(PAGE_SOURCES.rglob('*.js')))} sources -> {len(files)} files "
        f"in static/app/, {sum(p.stat().st_size for p in files) / 1e3:.0f} kB")


def copy_fonts() -> int:
    out = VENDOR / "fonts"
    out.mkdir(parents=True, exist_ok=True)
    css = []
    count = 0
    block = re.compile(r"/\* ([\w-]+) \*/\s*(@font-face \{.*?\})", re.S)
    for family, weights in FONTS.items():
        pkg = NODE_MODULES / "@fontsource" / family
        for w in weights:
            for name, body in block.findall((pkg / f"{w}.css").read_text(encoding="utf-8")):
                subset = name[len(family) + 1:].rsplit(f"-{w}-", 1)[0]
                if subset not in FONT_SUBSETS:
                    continue
                woff2 = f"{name}.woff2"
                shutil.copy2(pkg / "files" / woff2, out / woff2)
                count += 1
                body = re.sub(r"src: [^;]*;", f"src: url(./{woff2}) format('woff2');", body)
                css.append(f"/* {name} */\n{body}\n")
        lic = pkg / "LICENSE"
        if lic.is_file():
            shutil.copy2(lic, out / f"LICENSE-{family}.txt")
    (out / "fonts.css").write_text("".join(css), encoding="utf-8")
    return count


def engine_files(root: Path = ROOT) -> list[str]:
    """Every engine file the browser needs, as repo-relative POSIX paths."""
    game = root / "game"
    out = []
    if game.is_dir():
        for p in sorted(game.rglob("*")):
            if not p.is_file() or "__pycache__" in p.parts:
                continue
            if any(part.startswith(".") for part in p.relative_to(root).parts):
                continue
            if p.suffix in (".py", ".json"):
                out.append(p.relative_to(root).as_posix())
    return out


def site_files(root: Path = ROOT) -> list[str]:
    """Every file the page can ask for, as root-relative POSIX paths: what the
    service worker precaches (index.html stands for the page, ``./``)."""
    out = [name for name in SITE_ROOT_FILES if (root / name).is_file()]
    for p in sorted((root / "static").rglob("*")):
        rel = p.relative_to(root).as_posix()
        if (p.is_file() and "__pycache__" not in p.parts and not any(part.startswith(".") for part in p.parts)
                and not p.name.endswith(".pyc") and not NOT_SERVED.search(rel)):
            out.append(rel)
    return out + [rel for rel in PAGE_ENGINE_FILES if (root / rel).is_file()]


def build_id(root: Path, files: list[str]) -> str:
    """A hash of the files' names and contents and of sw.js: a new id for any change."""
    digest = hashlib.sha256()
    for rel in [*files, "sw.js"]:
        digest.update(rel.encode() + b"\0")
        digest.update((root / rel).read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def build_js(root: Path = ROOT) -> str:
    files = site_files(root)
    urls = ["./" if f == "index.html" else f"./{f}" for f in files]
    build = {"id": build_id(root, files), "files": urls}
    return BUILD_HEADER + f"self.SITE_BUILD = {json.dumps(build, indent=1)};\n"


class Build(TypedDict):
    """What build.js tells the service worker: the build's id and every file it caches."""

    id: str
    files: list[str]


def read_build(text: str) -> Build:
    """The ``{"id", "files"}`` object of a build.js text."""
    build: Build = json.loads(text[text.index("{"):text.rindex("}") + 1])
    return build


def write_build(root: Path = ROOT) -> str:
    """Write static/vendor/build.js when it changed; -> the build id."""
    text = build_js(root)
    path = root / BUILD_JS.relative_to(ROOT)
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return read_build(text)["id"]


def files_block() -> str:
    return "\n".join([FILES_BEGIN, "[files]", f'"{ENGINE_ARCHIVE_URL}" = "{ENGINE_IN_WORKER}"', FILES_END]) + "\n"


def expected_toml(text: str, versions: dict[str, str]) -> str:
    text = re.sub(r'(?m)^interpreter\s*=.*$', f'interpreter = "{INTERPRETER_URL}"', text)
    block = files_block()
    if FILES_BEGIN in text and FILES_END in text:
        start = text.index(FILES_BEGIN)
        end = text.index(FILES_END) + len(FILES_END)
        end = end + 1 if text[end:end + 1] == "\n" else end
        text = text[:start] + block + text[end:]
    else:
        text = text.rstrip("\n") + "\n\n" + block
    return text


def expected_runtime_module(text: str, versions: dict[str, str]) -> str:
    """static/js/runtime.mjs imports Pyodide from the vendored version's folder."""
    pyodide_dir, _ = folder_names(versions)
    return re.sub(r"\.\./vendor/pyodide-[^/\"']+/", f"../vendor/{pyodide_dir}/", text)


def pyscript_page_chunks(folder: Path) -> list[str]:
    """The file names of PyScript's chunks the page imports: core.js's own chunk and those of
    its imports named in ``PYSCRIPT_PAGE_CHUNKS`` (read from the vendored files)."""
    try:
        core = re.search(r'from\s*"\./(core-[\w-]+\.js)"', (folder / "core.js").read_text(encoding="utf-8"))
        if not core:
            return []
        imported = re.findall(r'import\("\./([\w-]+\.js)"\)', (folder / core[1]).read_text(encoding="utf-8"))
    except OSError:
        return []
    wanted = [name for name in dict.fromkeys(imported)
              if re.sub(r"-[\w-]{8}\.js$", "", name) in PYSCRIPT_PAGE_CHUNKS]
    return [core[1], *wanted]


def preload_block(versions: dict[str, str]) -> str:
    """index.html's preloads: PyScript's page chunks (modulepreload: the page runs them) and,
    in the template static/js/engine.js adds on a first visit, what the worker fetches (as
    fetch with the worker's credentials mode, so the HTTP cache entry is the one it reuses)."""
    pyodide_dir, pyscript_dir = folder_names(versions)
    lines = [PRELOAD_BEGIN]
    for chunk in pyscript_page_chunks(VENDOR / pyscript_dir):
        lines.append(f'<link rel="modulepreload" href="./static/vendor/{pyscript_dir}/{chunk}">')
    for url in PAGE_FETCHES:
        lines.append(f'<link rel="preload" href="{url}" as="fetch" crossorigin>')
    lines.append(f'<template id="{PRELOAD_TEMPLATE}">')
    for name in PYODIDE_PRELOADS:
        lines.append(f'<link rel="preload" href="./static/vendor/{pyodide_dir}/{name}" as="fetch" crossorigin>')
    lines.append(f'<link rel="preload" href="{INTERPRETER_URL}" as="fetch" crossorigin>')
    lines.append(f'<link rel="preload" href="{ENGINE_ARCHIVE_URL}" as="fetch" crossorigin>')
    lines.append("</template>")
    lines.append(PRELOAD_END)
    return "\n".join(lines) + "\n"


def expected_index(text: str, versions: dict[str, str]) -> str:
    _, pyscript_dir = folder_names(versions)
    text = re.sub(r"static/vendor/pyscript-[^/\"']+/", f"static/vendor/{pyscript_dir}/", text)
    if PRELOAD_BEGIN in text and PRELOAD_END in text:
        start = text.index(PRELOAD_BEGIN)
        end = text.index(PRELOAD_END) + len(PRELOAD_END)
        end = end + 1 if text[end:end + 1] == "\n" else end
        return text[:start] + preload_block(versions) + text[end:]
    return text


def expected_catalog() -> str:
    """game/games.json: every game's facts from its class (game.catalog_text())."""
    sys.path.insert(0, str(ROOT))
    try:
        import game
    finally:
        sys.path.remove(str(ROOT))
    return game.catalog_text()


def sync_file(path: Path, new: str, check: bool) -> bool:
    old = path.read_text(encoding="utf-8") if path.is_file() else None
    if old == new:
        return True
    if check:
        log(f"{path.name} is stale (run python3 tools/vendor.py and commit it)")
        return False
    path.write_text(new, encoding="utf-8")
    log(f"updated {path.name} (commit this change)")
    return True


def main(argv: list[str]) -> int:
    check = "--check" in argv
    os.chdir(ROOT)
    versions = locked_versions()
    if not check:
        ensure_node_modules(versions)
        copy_runtime(versions)
    ok = sync_file(TOML, expected_toml(TOML.read_text(encoding="utf-8"), versions), check)
    ok = sync_file(INDEX, expected_index(INDEX.read_text(encoding="utf-8"), versions), check) and ok
    ok = sync_file(CATALOG, expected_catalog(), check) and ok
    ok = sync_file(RUNTIME_MODULE, expected_runtime_module(RUNTIME_MODULE.read_text(encoding="utf-8"), versions),
                   check) and ok
    if not check:
        pack_engine()
        bundle_page(versions)
        log(f"site build {write_build()} (static/vendor/build.js, {len(site_files())} files)")
    elif not engine_archive_current():
        log("static/vendor/engine.zip is stale (run python3 tools/vendor.py)")
        ok = False
    elif not page_bundle_current(versions):
        log("static/app/ is stale (run python3 tools/vendor.py)")
        ok = False
    elif not BUILD_JS.is_file() or BUILD_JS.read_text(encoding="utf-8") != build_js():
        log("static/vendor/build.js is stale (run python3 tools/vendor.py)")
        ok = False
    if check:
        pyodide_dir, pyscript_dir = folder_names(versions)
        if not (VENDOR / pyodide_dir / "pyodide.mjs").is_file() or not (
                VENDOR / pyscript_dir / "core.js").is_file():
            log("runtime not vendored")
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
