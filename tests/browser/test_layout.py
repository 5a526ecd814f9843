"""The table fits every window (issue 13): at phone, sideways-phone, tablet,
laptop and desktop sizes, one deal of each game is played by taps at points
where each control is really visible, never scrolled into view.  At every
decision each offered control has a visible 24×24 px part, and the trick, the
contract/trump and the turn prompt are on screen; the table does not move
while the bots play; neither the hint's redraws nor a picked discard make
the decision panel replay its entrance; below 1100 px the score is one tap
away, in a drawer.  The longest main-thread task of each deal is printed (measured,
not asserted: the machine's load decides it as much as the page).

One browser context and one page per window size: the first game is opened by
its URL, the others are started from the New match dialog, by taps too.
"""
from __future__ import annotations

import random

import pytest

from .conftest import BOOT_TIMEOUT_MS
from .layout import (DESKTOP, LAPTOP_1280, LAPTOP_1366, OBSERVERS, PHONE_360, PHONE_390, SIDEWAYS_640,
                     SIDEWAYS_740, SIZES, TABLET_SIDE, TABLET_UP, DealReport, play_one_deal, side_is_one_tap_away,
                     start_match)

# game id, players, match options (each the first deal of its match; Quadrille's shortest
# match is four deals, the rule book's least).
GAMES = {
    "brandeln": ("brandeln", None, {}),
    "cuatrola": ("cuatrola", None, {}),
    "quadrille": ("quadrille", None, {"deals": 4}),
    "vinegret4": ("vinegret", 4, {}),
    "vinegret6": ("vinegret", 6, {}),
}
# Every size by at least two games, every game at every size class (phone,
# sideways phone, tablet, laptop, desktop); the whole file in a few minutes.
PLAN = {
    PHONE_360: ["quadrille", "brandeln", "vinegret6"],
    PHONE_390: ["cuatrola", "vinegret4", "quadrille"],
    SIDEWAYS_740: ["brandeln", "cuatrola", "vinegret6"],
    SIDEWAYS_640: ["quadrille", "vinegret4"],
    TABLET_UP: ["quadrille", "cuatrola", "vinegret6"],
    TABLET_SIDE: ["brandeln", "vinegret4"],
    LAPTOP_1280: ["brandeln", "vinegret6", "quadrille"],
    LAPTOP_1366: ["quadrille", "cuatrola", "vinegret6"],  # six rows in Vinegret's result table
    DESKTOP: ["cuatrola", "brandeln", "vinegret6"],
}
LONGEST: dict[str, float] = {}


@pytest.fixture(scope="module", autouse=True)
def report_longest_tasks():
    yield
    print("\nlongest main-thread task during a deal, per game (ms): "
          + ", ".join(f"{g} {ms:.0f}" for g, ms in sorted(LONGEST.items())))


@pytest.mark.parametrize("size", SIZES, ids=[f"{s.width}x{s.height}" for s in SIZES])
def test_deals_are_played_by_taps_where_controls_are_visible(browser, site_url, size):
    context = browser.new_context(viewport=size.viewport, has_touch=size.touch, is_mobile=size.touch,
                                  locale="ru-RU")
    context.add_init_script(OBSERVERS)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    problems: list[str] = []
    try:
        for i, name in enumerate(PLAN[size]):
            game, players, options = GAMES[name]
            seed = 1000 + size.width + size.height + i
            report = DealReport(name, size.name)
            if i == 0:
                query = "&".join([f"game={game}", f"seed={seed}", "speed=0", "level=basic"]
                                 + ([f"players={players}"] if players else [])
                                 + [f"{k}={v}" for k, v in options.items()])
                page.goto(f"{site_url}?{query}")
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
                if size.width < 1100:
                    page.wait_for_selector("[data-action]")
                    side_is_one_tap_away(page, size, report)
            else:
                start_match(page, size, game, {**options, **({"__players": players} if players else {})}, seed, report)
            page.evaluate("window.__layout.longtasks.length = 0")
            if not report.problems:
                play_one_deal(page, size, game, random.Random(seed), report, hint_once=i == 0)
            LONGEST[name] = max(LONGEST.get(name, 0.0), report.longest_task_ms)
            print(f"\n{name} @ {size.name}: {report.decisions} decisions, {report.taps} taps, phases "
                  f"{sorted(report.phases)}, ended {report.ended or '-'}, "
                  f"longest task {report.longest_task_ms:.0f} ms, "
                  f"decisions with a notice on screen {report.notices_seen}")
            problems += report.problems
            if not report.ended:
                problems.append(f"{name} @ {size.name}: the deal was not played to its end")
            elif report.decisions < 2:
                problems.append(f"{name} @ {size.name}: only {report.decisions} decisions checked")
    finally:
        context.close()
    assert not problems, "\n".join(problems[:20])
    assert not errors, errors
