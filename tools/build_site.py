#!/usr/bin/env python3
"""Build the publishable site into _site/ (git-ignored): upload that folder as is
to any static host (GitHub Pages, Netlify, an nginx or S3 bucket, ...).

    python3 tools/build_site.py [--out _site]

Standard library only.  It runs tools/vendor.py (pinned runtime into
static/vendor/, pyscript.toml in step with game/), then copies

    index.html  pyscript.toml  sw.js  manifest.webmanifest  static/ (with vendor/)  game/ (*.py, *.json)

and checks that every file pyscript.toml and index.html point at, and every file
the service worker precaches (static/vendor/build.js), is there.  The service
worker sits at the root, so its scope is the whole site without any header.
The host needs nothing special: plain files, any MIME table that knows .mjs and
.wasm (most do; gzip or brotli on .wasm and .zip saves about half the bytes).
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import vendor  # noqa: E402  (tools/vendor.py: the build the service worker caches)
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


def main() -> int:
    parser = argparse.ArgumentParser(description="Build the static site into a folder.")
    parser.add_argument("--out", default="_site", help="output folder (default _site)")
    args = parser.parse_args()
    out = (ROOT / args.out).resolve()
    if out == ROOT or out in ROOT.parents or out in (ROOT / "static", ROOT / "game"):
        sys.exit(f"build_site: refusing to replace {out}")

    subprocess.run([sys.executable, str(ROOT / "tools" / "vendor.py")], check=True)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in ("index.html", "pyscript.toml", "sw.js", "manifest.webmanifest"):
        shutil.copy2(ROOT / name, out / name)
    shutil.copytree(ROOT / "static", out / "static", ignore=SKIP)
    shutil.copytree(ROOT / "game", out / "game",
                    ignore=lambda d, names: [n for n in names if n == "__pycache__" or n.startswith(".")
                                             or (Path(d, n).is_file() and not n.endswith((".py", ".json")))])
    (out / ".nojekyll").write_text("", encoding="utf-8")  # GitHub Pages: serve as is

    # Every file the page will ask for must be in the folder.
    config = tomllib.loads((out / "pyscript.toml").read_text(encoding="utf-8"))
    wanted = [config["interpreter"], *config.get("files", {})]
    html = (out / "index.html").read_text(encoding="utf-8")
    wanted += re.findall(r'(?:href|src|config)="(\./[^"]+)"', html)
    build = vendor.read_build((out / "static/vendor/build.js").read_text(encoding="utf-8"))
    wanted += ["./index.html" if f == "./" else f for f in build["files"]]
    manifest = json.loads((out / "manifest.webmanifest").read_text(encoding="utf-8"))
    wanted += [f"./{icon['src']}" for icon in manifest["icons"]]
    missing = [w for w in wanted if not (out / w).is_file()]
    if missing:
        sys.exit(f"build_site: missing in {out}: {missing}")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    count = sum(1 for p in out.rglob("*") if p.is_file())
    print(f"build_site: {count} files, {size / 1e6:.1f} MB in {out.relative_to(ROOT) if ROOT in out.parents else out}")
    print("build_site: upload that folder's contents to any static host; "
          "check it locally with: python3 -m http.server 8000 --bind 127.0.0.1 --directory "
          f"{args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
