"""The Rules dialog as a newcomer uses it, for every game and both languages: the
sections and their contents, worked examples drawn with real card images, glossary
entries opened from a term in the rules and from a term on the table, and the close
button in sight without scrolling on a 360×640 phone and a 1366×657 laptop.

Every click goes where the control is visible (``document.elementFromPoint``).
All tests share one page (fixture ``table``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import wait_until

RULES = Path(__file__).resolve().parents[2] / "static" / "js" / "rules"
GAMES = ["brandeln", "cuatrola", "quadrille", "vinegret"]
SIZES = {"phone": {"width": 360, "height": 640}, "laptop": {"width": 1366, "height": 657}}
DESKTOP = {"width": 1280, "height": 800}
SEEDS = {"brandeln": 11, "cuatrola": 12, "quadrille": 13, "vinegret": 14}


def load(game: str) -> dict:
    text = (RULES / f"{game}.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("export default") + len("export default"):].strip().removesuffix(";"))


def point_of(page, selector: str):
    """The centre of the first element matching ``selector`` if a player can see and hit
    it there (it is on screen and on top), else None."""
    return page.evaluate(
        """sel => {
            const el = document.querySelector(sel);
            if (!el) return null;
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return null;
            const hit = document.elementFromPoint(x, y);
            return hit && (hit === el || el.contains(hit)) ? [x, y] : null;
        }""",
        selector,
    )


def click_seen(page, selector: str):
    at = point_of(page, selector)
    assert at, f"{selector} is not visible where a player could tap it"
    page.mouse.click(*at)


def open_rules(table):
    click_seen(table.page, "#btn-rules")
    table.page.wait_for_selector("#dlg-rules[open] [data-section='glossary']")


def entry_in_sight(page, key: str) -> bool:
    """The glossary entry ``key`` is marked and shown inside the scrolling body."""
    return page.evaluate(
        """key => {
            const dt = document.querySelector(`#rules-body dt[data-entry="${key}"]`);
            const body = document.querySelector("#rules-body").getBoundingClientRect();
            const r = dt.getBoundingClientRect();
            return dt.classList.contains("is-hit") && r.top >= body.top - 1 && r.bottom <= body.bottom + 1;
        }""",
        key,
    )


def tap_term(page, selector: str) -> str:
    """Tap the term ``selector`` (scrolled into view as a player would) and check that
    the rules dialog shows its glossary entry, marked; return the entry's key."""
    page.eval_on_selector(selector, "el => el.scrollIntoView({block: 'center'})")
    key = page.eval_on_selector(selector, "el => el.dataset.term")
    click_seen(page, selector)
    wait_until(page,
        "key => document.querySelector(`#dlg-rules[open] dt[data-entry=\"${key}\"]`)"
        "?.classList.contains('is-hit')", arg=key
    )
    assert entry_in_sight(page, key)
    return key


def check_open_rules(table, book: dict, lang: str):
    page = table.page
    sections = page.eval_on_selector_all("#rules-body [data-section]", "els => els.map(e => e.dataset.section)")
    assert sections == [s["id"] for s in book["sections"]] + ["glossary"]
    titles = page.eval_on_selector_all("#rules-body [data-section] > h3", "els => els.map(e => e.textContent)")
    assert titles[:-1] == [s["title"][lang] for s in book["sections"]]
    toc = page.eval_on_selector_all("#rules-toc [data-goto]", "els => els.map(e => e.dataset.goto)")
    assert toc == sections
    # Worked examples: every card of the first trick (or hand) example is a loaded image.
    example = next(
        (b for s in book["sections"] for b in s["blocks"] if "trick" in b),
        next(b for s in book["sections"] for b in s["blocks"] if "hand" in b),
    )
    cards = [p["card"] for p in example["trick"]["plays"]] if "trick" in example else example["hand"]["cards"]
    kind = "trick" if "trick" in example else "hand"
    figure = f"#rules-body figure[data-example='{kind}'][data-cards='{' '.join(cards)}']"
    page.eval_on_selector(figure, "el => el.scrollIntoView({block: 'center'})")
    images = page.eval_on_selector_all(
        f"{figure} .rules-cards img, {figure} .rules-plays img",
        "els => Promise.all(els.map(e => e.decode().then(() => [e.getAttribute('src'), e.naturalWidth, e.alt])))",
    )
    deck = "spanish" if book["game"] == "cuatrola" else "french"
    assert [src for src, _, _ in images] == [f"./static/cards/{deck}/{c}.svg" for c in cards]
    assert all(width > 0 and alt for _, width, alt in images)
    if kind == "trick":
        winner = page.eval_on_selector(f"{figure} .is-winner", "el => el.dataset.card")
        assert winner == cards[example["trick"]["winner"]]
    # The contents jump to the glossary.
    click_seen(page, "#rules-toc [data-goto='glossary']")
    top = page.evaluate("document.querySelector('#rules-body').getBoundingClientRect().top")
    wait_until(page,
        "t => Math.abs(document.querySelector('[data-section=glossary]').getBoundingClientRect().top - t) < 40", arg=top
    )


def check_close_button_at(table, size: str):
    table.page.set_viewport_size(SIZES[size])
    table.page.wait_for_timeout(100)
    assert point_of(table.page, "#rules-close"), f"close button hidden at {size}"
    width = table.page.evaluate("document.querySelector('#dlg-rules').getBoundingClientRect().right")
    assert width <= SIZES[size]["width"] + 1


@pytest.mark.parametrize("game", GAMES)
def test_rules_teach_in_both_languages(table, game):
    book = load(game)
    table.open(f"?game={game}&seed={SEEDS[game]}&speed=0&lang=ru", clear_storage=True)
    page = table.page
    for lang in ("ru", "en"):
        if page.evaluate("document.documentElement.lang") != lang:
            click_seen(page, "#btn-lang")
        open_rules(table)
        assert page.inner_text("#rules-title").endswith(page.inner_text(".game-tab.active").strip())
        check_open_rules(table, book, lang)
        # A term in the text opens its glossary entry.
        key = tap_term(page, "#rules-body [data-section] [data-term]")
        entry = next(e for e in book["glossary"] if e["key"] == key)
        assert page.inner_text(f"#rules-body dt[data-entry='{key}']") == entry["term"][lang]
        for size in SIZES:
            check_close_button_at(table, size)
        click_seen(page, "#rules-close")
        wait_until(page, "!document.querySelector('#dlg-rules').open")
        page.set_viewport_size(DESKTOP)
    table.assert_clean()


def reach_a_term_on_the_table(table, max_steps: int = 400) -> str:
    """Play (first legal action: pass in auctions) until the table names a term."""
    page = table.page
    for _ in range(max_steps):
        key = page.evaluate("(document.querySelector('main [data-term]') || {dataset: {}}).dataset.term || null")
        if key:
            return key
        table.wait_decision()
        if page.query_selector("[data-deal-over]"):
            page.click("[data-next]")
            continue
        if table.actions():
            table.click_legal(0)
    raise AssertionError("no term appeared on the table")


@pytest.mark.parametrize("game", GAMES)
def test_a_term_on_the_table_opens_its_glossary_entry(table, game):
    book = load(game)
    table.open(f"?game={game}&seed={SEEDS[game]}&speed=0&lang=en", clear_storage=True)
    page = table.page
    key = reach_a_term_on_the_table(table)
    assert key in {e["key"] for e in book["glossary"]}
    shown = page.inner_text(f"main [data-term='{key}']")
    assert tap_term(page, f"main [data-term='{key}']") == key
    assert shown and page.inner_text(f"#rules-body dd[data-entry-text='{key}']")
    click_seen(page, "#rules-close")
    # From the keyboard too: Tab to the term and press Enter.
    page.focus(f"main [data-term='{key}']")
    page.keyboard.press("Enter")
    page.wait_for_selector("#dlg-rules[open]")
    assert entry_in_sight(page, key)
    page.keyboard.press("Escape")
    table.assert_clean()
