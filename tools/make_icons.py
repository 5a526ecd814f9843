#!/usr/bin/env python3
"""Draw the app's icons into static/icons/ (committed): the page's brand mark (two
fanned cards, a spade and a heart) on the table's green felt.

    .venv/bin/python tools/make_icons.py

It writes ``icon.svg`` (any size) and renders PNGs of it with headless Chromium
(Playwright, already a test tool): 192 and 512 px for the manifest's ``any``
purpose, and a 512 px ``maskable`` one whose mark keeps inside the central 80 %
circle that launchers may crop to.  Re-run it only when the mark changes.
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "static" / "icons"
FELT = "#0d3b24"
FELT_LIGHT = "#1d6b41"
GOLD = "#b89443"

# The brand mark of index.html's top bar, in a 48-unit box.
MARK = (
    f'<rect x="6" y="7" width="24" height="33" rx="3.5" transform="rotate(-14 18 24)" fill="#fbf7ee" '
    f'stroke="{GOLD}" stroke-width="1.2"/>'
    f'<rect x="18" y="6" width="24" height="33" rx="3.5" transform="rotate(10 30 22)" fill="#fbf7ee" '
    f'stroke="{GOLD}" stroke-width="1.2"/>'
    '<path d="M30.5 13.5c-3.2 3.7-6 5.4-6 8.3a3 3 0 0 0 5.1 2.1l-1.2 3.4h4.2l-1.2-3.4a3 3 0 0 0 '
    '5.1-2.1c0-2.9-2.8-4.6-6-8.3z" fill="#161616" transform="rotate(10 30 22)"/>'
    '<path d="M15.6 19.2c-1.5-2.2-5.2-1.2-4.8 1.9.3 2.3 3.2 4.2 5.9 6.6 1.9-3.1 4.1-5.6 '
    '3.6-7.9-.6-3-4.4-3-4.7-.6z" fill="#c8261d" transform="rotate(-14 18 24)"/>'
)


def icon_svg(mark_share: float, rounded: bool) -> str:
    """The mark centred on felt; ``mark_share`` is the part of the width it spans."""
    size = 48 / mark_share
    offset = (size - 48) / 2
    radius = size * 0.18 if rounded else 0
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size:.2f} {size:.2f}">'
        f'<defs><radialGradient id="felt" cx="50%" cy="40%" r="70%">'
        f'<stop offset="0" stop-color="{FELT_LIGHT}"/><stop offset="1" stop-color="{FELT}"/>'
        f"</radialGradient></defs>"
        f'<rect width="{size:.2f}" height="{size:.2f}" rx="{radius:.2f}" fill="url(#felt)"/>'
        f'<g transform="translate({offset:.2f} {offset:.2f})">{MARK}</g></svg>\n'
    )


def render_png(page, svg: str, px: int, path: Path) -> None:
    page.set_viewport_size({"width": px, "height": px})
    page.set_content(
        "<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>"
        + svg
    )
    page.screenshot(path=str(path), omit_background=True)


def main() -> int:
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    OUT.mkdir(parents=True, exist_ok=True)
    regular = icon_svg(mark_share=0.86, rounded=True)
    # Maskable: full-bleed felt, the mark within the 80 % safe circle.
    maskable = icon_svg(mark_share=0.62, rounded=False)
    (OUT / "icon.svg").write_text(regular, encoding="utf-8")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(device_scale_factor=1)
        for px in (192, 512):
            render_png(page, regular, px, OUT / f"icon-{px}.png")
        render_png(page, maskable, 512, OUT / "icon-maskable-512.png")
        browser.close()
    for path in sorted(OUT.iterdir()):
        print(f"make_icons: {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
