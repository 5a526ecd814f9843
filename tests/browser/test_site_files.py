"""Static checks of the site's wiring (no browser): pinned runtime, pyscript.toml
in step with the engine files on disk, the worker's exports, the translation table."""
from __future__ import annotations

import ast
import importlib.util
import json
import re
import tomllib
from pathlib import Path

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


def test_pyscript_toml_lists_every_engine_file():
    """A new engine module cannot be forgotten: [files] equals game/**/*.py (+ *.json) on disk.
    (tools/vendor.py rewrites the table; commit its change.)"""
    vendor = _vendor_module()
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    on_disk = vendor.engine_files()
    assert "game/api.py" in on_disk and "game/__init__.py" in on_disk
    files = config["files"]
    assert sorted(files) == [f"./{f}" for f in on_disk], "run python3 tools/vendor.py"
    assert all(dest == src for src, dest in files.items())
    assert not any(k in config for k in ("packages", "js_modules")), "no micropip, no CDN modules"


def test_interpreter_and_pyscript_paths_are_local_and_versioned():
    vendor = _vendor_module()
    versions = vendor.locked_versions()
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == f"./static/vendor/pyodide-{versions['pyodide']}/pyodide.mjs"
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    core = f"./static/vendor/pyscript-{versions['@pyscript/core']}/core.js"
    assert f'id="pyscript-core" href="{core}"' in html
    assert re.search(r'<script type="py" worker name="engine" config="./pyscript.toml" '
                     r'src="./static/worker.py"></script>', html)
    html = re.sub(r"""xmlns=['"]http://www\.w3\.org/2000/svg['"]""", "", html)
    assert "http://" not in html and "https://" not in html


def test_worker_exports_the_engine_api():
    tree = ast.parse((ROOT / "static" / "worker.py").read_text(encoding="utf-8"))
    defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    exports = next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
                   and any(getattr(t, "id", None) == "__export__" for t in n.targets))
    assert set(exports) <= defined
    import game.api as api

    for name in ("games", "new_match", "view", "act", "bot_step", "hint", "next_deal", "save",
                 "restore"):
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
                "static/js/app.js", "static/cards/back.svg"):
        assert (out / rel).is_file(), rel
    assert not list(out.rglob("__pycache__"))
