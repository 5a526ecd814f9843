"""The table fits every window (issue 13): at phone, sideways-phone, tablet,
laptop and desktop sizes, one deal of each game is played by taps at points
where each control is really visible, never scrolled into view.  At every
decision each offered control has a visible 24×24 px part, every card of the
hand is whole inside the window (its box, rotated in the fan, with a dimmed
card's drop), and the trick, the contract/trump and the turn prompt are on
screen; the table does not move
while the bots play; neither the hint's redraws nor a picked discard make
the decision panel replay its entrance; below 1100 px the score is one tap
away, in a drawer.  The longest main-thread task of each deal is printed (measured,
not asserted: the machine's load decides its wall time as much as the page); what is asserted
of the main thread's work is what does not depend on the load: while the bots and
the human play, the page's scripts force no synchronous layout (each one was a
second layout pass inside a render, 10 to 80 ms of a long task), no task takes over
50 ms of the main thread's CPU, and a step redraws the table in place (a bound on the
pictures and nodes it puts on the page: the load-independent cause of long tasks).

One browser context and one page per window size: the first game is opened by
its URL, the others are started from the New match dialog, by taps too.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from contextlib import contextmanager
from typing import Iterator

import pytest
from playwright.sync_api import Page

from .conftest import BOOT_TIMEOUT_MS, laid_out_at, wait_until
from .layout import (CONTROLS, COUNT_ADDED, DESKTOP, INSIDE, LAPTOP_1280, LAPTOP_1366, OBSERVERS, PHONE_360, PHONE_390,
                     Size, SIDEWAYS_640, SIDEWAYS_740, SIZES, TABLET_SIDE, TABLET_UP, TRACE_CATEGORIES, UNDER_NOTICES,
                     BUBBLE_UNDER_PANEL, COUNT_PICTURES, CUT_SHORT, HIT, LAPTOP_WINDOWS, PANEL_CUT_SIDEWAYS,
                     PLATES_UNDER_PANEL, PROMPT, STATUS, STEPS_SO_FAR, SPILLED, DealReport, Player, choose,
                     actions_on_screen, forced_layouts, hittable_points, long_tasks, panels_clear_plates,
                     play_one_deal, show_notices, side_is_one_tap_away, start_match, tap_action, to_language, view,
                     wait_decision)

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
    TABLET_UP: ["quadrille", "cuatrola", "vinegret6", "brandeln"],
    TABLET_SIDE: ["brandeln", "vinegret4"],
    LAPTOP_1280: ["brandeln", "vinegret6", "quadrille"],
    LAPTOP_1366: ["quadrille", "cuatrola", "vinegret6"],  # six rows in Vinegret's result table
    DESKTOP: ["cuatrola", "brandeln", "vinegret6"],
}
LONGEST: dict[str, float] = {}


@contextmanager
def table_at(browser, site_url: str, size: Size, query: str, locale: str | None = "ru-RU",
             init_script: str | None = None) -> Iterator[Page]:
    """A page at ``size`` (a touch screen if the size is one) opened on ``?query``, the
    table ready; its context closed afterwards."""
    touch = {"has_touch": True, "is_mobile": True} if size.touch else {}
    context = browser.new_context(viewport=size.viewport, locale=locale, **touch)
    if init_script:
        context.add_init_script(init_script)
    page = context.new_page()
    size.dress(context, page)
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{site_url}?{query}")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        yield page
    finally:
        context.close()


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


# Part of a deal per game: past the auction into the play (Vinegret: its exchange and bets).
STEPS = 12
# What a step may cost the page, per step applied (the human's or a bot's).  A redraw in
# place shows a played card once in the trick and once in the last-trick box, and adds a
# plate's badge or a log line: under 2.45 pictures and 5.5 nodes a step in these deals.  The
# redraw before issue 13's last point put 3.0–8.5 pictures and 8.4–9.3 nodes a step (the
# trick's cards again at every card, a seat's whole row of backs, the hand's cards after a
# played one): each re-created node is style, layout and paint work in the step's task.
# At the instant pace a finished trick is not held in the centre: drawing it there, only
# to be replaced in the same task, unseen, put 2.6 pictures a step in Cuatrola's deal.
PICTURES_PER_STEP = 2.5
NODES_PER_STEP = 6.0
CPU_PER_TASK_MS = 50.0  # a main-thread task's own CPU time, which the machine's load does not stretch


@pytest.mark.parametrize("name", ["brandeln", "cuatrola", "quadrille", "vinegret6"])
def test_play_forces_no_layout_from_the_page_scripts(browser, site_url, name):
    """A Chromium trace of part of a deal at instant speed: no layout forced by the page's
    own scripts, and each step redraws the table in place.

    Every long task is recorded (a PerformanceObserver's, and the trace's with each task's
    wall and CPU time) and printed.  What is asserted does not depend on the machine's load:
    on this shared 2-core machine (load average 4 to 17 while the helpers work) a task's wall
    time is 3 to 30 times its CPU time, so no wall-clock bound both fails the old redraw and
    passes a good one every time.  Asserted instead: (1) no task takes over 50 ms of the main
    thread's CPU (the trace's thread time), the issue's bound on the part of a task that is
    the page's own work; (2) the work that made the old tasks long, which is the same on any
    machine: pictures and nodes put on the page per step (see PICTURES_PER_STEP), which the
    old redraw exceeded in all four games."""
    game, players, options = GAMES[name]
    size = LAPTOP_1366
    context = browser.new_context(viewport=size.viewport, locale="ru-RU")
    context.add_init_script(OBSERVERS)
    page = context.new_page()
    page.set_default_timeout(60_000)
    report = DealReport(name, size.name)
    try:
        query = "&".join([f"game={game}", "seed=2024", "speed=0", "level=basic"]
                         + ([f"players={players}"] if players else []) + [f"{k}={v}" for k, v in options.items()])
        page.goto(f"{site_url}?{query}")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        page.wait_for_selector("[data-action]")
        page.evaluate(COUNT_ADDED, "#felt, #side, #hand, #panel-layer")
        page.evaluate(COUNT_PICTURES, "#felt, #side, #hand, #panel-layer")
        first_step = page.evaluate(STEPS_SO_FAR)
        page.evaluate("window.__layout.longtasks.length = 0")
        browser.start_tracing(page=page, categories=TRACE_CATEGORIES)
        player, rng, steps = Player(page, size, report), random.Random(7), 0
        while steps < STEPS:
            wait_decision(page)
            if page.query_selector("[data-deal-over], [data-match-over]"):
                break
            if not tap_action(page, player, choose(view(page), rng)):
                break
            steps += 1
        trace = browser.stop_tracing()
        tasks = sorted(round(t["ms"]) for t in page.evaluate("window.__layout.longtasks"))
        added = page.evaluate("window.__added")
        pictures = page.evaluate("window.__pictures")
        played = page.evaluate(STEPS_SO_FAR) - first_step
    finally:
        context.close()
    forced = forced_layouts(trace, site_url)
    long = long_tasks(trace, site_url)
    print(f"\n{name} @ {size.name}, {steps} human steps, {played} steps in all at instant speed: long tasks (ms) "
          f"{tasks or 'none'}; in the trace (wall/CPU ms) {[f'{w:.0f}/{c:.0f}' for w, c in long] or 'none'}; "
          f"nodes added {added} ({added / max(played, 1):.1f} a step), pictures added {pictures} "
          f"({pictures / max(played, 1):.1f} a step), layouts forced by the page's scripts {len(forced)}")
    assert not report.problems, report.problems
    assert steps >= 3, "too few decisions to measure"
    assert not forced, Counter(forced).most_common()
    assert pictures <= PICTURES_PER_STEP * played, f"{pictures} pictures put on the page in {played} steps"
    assert added <= NODES_PER_STEP * played, f"{added} nodes put on the page in {played} steps"
    slow = [(w, c) for w, c in long if c > CPU_PER_TASK_MS]
    assert not slow, f"main-thread tasks over {CPU_PER_TASK_MS} ms of CPU: {slow}"


def test_notices_never_cover_a_control_on_a_phone(browser, site_url):
    """At instant speed the announcements of a deal come in a burst: on a phone, with
    six of them on screen at the deal's end, none covers the result panel's buttons, the
    hand or the top bar's controls, and Next deal can still be tapped."""
    size = PHONE_390
    report = DealReport("cuatrola", size.name)
    query = "game=cuatrola&seed=1061&speed=0&level=basic"
    with table_at(browser, site_url, size, query, init_script=OBSERVERS) as page:
        play_one_deal(page, size, "cuatrola", random.Random(1061), report)
        assert report.ended, report.problems
        player = Player(page, size, report)
        show_notices(page, player, *[("notice.movedOn", "info")] * 6)  # the burst: six at once
        assert len(page.query_selector_all("#notices .notice")) >= 6
        covered = page.evaluate(UNDER_NOTICES, CONTROLS)
        print(f"\nsix notices on a 390×664 phone at the deal's end: controls under a notice {covered or 'none'}")
        assert not covered
        assert player.tap("[data-next]")  # a visible 24×24 part, tapped
        page.wait_for_selector("[data-next]", state="detached")
    assert not report.problems, report.problems


def test_a_deals_announcements_end_with_it_on_a_phone(browser, site_url):
    """Cuatrola announces a contract and each cante for six seconds; at instant speed the
    deal is over sooner, and on a phone they covered the result panel's title.  They go
    when the deal ends: seen while it is played, none left over its result."""
    size = PHONE_390
    report = DealReport("cuatrola", size.name)
    announced = "#notices [data-notice^='cu.announce']"
    with table_at(browser, site_url, size, "game=cuatrola&seed=1061&speed=0&level=basic") as page:
        player, seen = Player(page, size, report), 0
        for _ in range(40):
            wait_decision(page)
            seen += bool(page.query_selector(announced))
            if page.query_selector("[data-deal-over]"):
                break
            legal = view(page)["legal"]
            bids = [a for a in legal if a["type"] == "bid"]  # declare: a contract is announced
            assert tap_action(page, player, bids[0] if bids else legal[0])
        assert page.query_selector("[data-deal-over]") and seen >= 1
        assert not page.query_selector(announced)
        assert not page.evaluate(UNDER_NOTICES, "[data-deal-over] h3, [data-next]")
    assert not report.problems, report.problems


@pytest.mark.parametrize("name", ["brandeln", "quadrille", "vinegret4"])
def test_the_contract_line_is_whole_on_a_phone_in_english(browser, site_url, name):
    """The line over the hand names the contract, its holder and the bet, whole (it ended
    in an ellipsis on phones: the high bid's holder, Quadrille's declarer, Vinegret's
    bettor); the deals above check it in Russian, this one in English."""
    game, players, _ = GAMES[name]
    size, report = PHONE_360, DealReport(name, PHONE_360.name)
    query = f"game={game}&seed=1033&speed=0&level=basic&lang=en" + (f"&players={players}" if players else "")
    with table_at(browser, site_url, size, query, locale=None, init_script=OBSERVERS) as page:
        play_one_deal(page, size, game, random.Random(1033), report)
    assert report.decisions >= 2 and report.ended, report
    assert not report.problems, report.problems


@pytest.mark.parametrize("size", [PHONE_390, SIDEWAYS_640, TABLET_UP], ids=["phone", "sideways", "tablet"])
def test_the_contract_line_is_whole_beside_the_skip_button(browser, site_url, size):
    """Once a deal's outcome is settled a "»" (to the result) joins the line's row; the
    contract gives up its width and names its trump by the chip alone: "♠ Шесть · Вы",
    and the prompt beside it on a phone held sideways or a tablet is whole too."""
    report = DealReport("brandeln", size.name)
    with table_at(browser, site_url, size, "game=brandeln&seed=9001&speed=0&level=basic") as page:
        player = Player(page, size, report)
        for _ in range(40):
            wait_decision(page)
            if page.query_selector("#btn-skip") or page.query_selector("[data-deal-over]"):
                break
            legal = view(page)["legal"]
            six = {"type": "bid", "bid": "six"}  # this seed's deal: the human's Six stands
            assert tap_action(page, player, six if six in legal else legal[0])
        assert page.query_selector("#btn-skip"), "the deal never offered to skip to its result"
        line = page.inner_text(STATUS).replace("\n", " ")
        assert view(page)["contract"]["trump"] and "Шесть" in line and "Вы" in line, line
        assert "козыри" not in line and not page.evaluate(CUT_SHORT, STATUS), line
        assert not page.evaluate(CUT_SHORT, PROMPT) and hittable_points(page, "#btn-skip")[0] is not None
    assert not report.problems, report.problems


# Low windows: a 1280×720 or 1366×768 screen under a browser's bars, a small laptop at 125 %,
# the side column at its narrowest (1100 px), an old 800×600 window.
LOW_WINDOWS = [(1280, 600), (1366, 625), (1093, 614), (1100, 640), (800, 600)]


def decision_in_reach(page, lang: str, windows: list[tuple[int, int]] = LOW_WINDOWS) -> list[tuple[object, ...]]:
    """At each window, the decision's controls with no visible 24×24 part or with their words
    spilling past their border, and the line or the prompt over the hand cut short; then the
    window as it was."""
    missing: list[tuple[object, ...]] = []
    was = page.viewport_size
    for width, height in windows:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(60)
        for action in actions_on_screen(page):
            if hittable_points(page, f"[data-action='{action}']")[0] is None:
                missing.append((lang, width, height, action))
        missing += [(lang, width, height, spilled) for spilled in page.evaluate(SPILLED, "[data-action]")]
        missing += [(lang, width, height, cut) for cut in (page.evaluate(CUT_SHORT, STATUS),
                                                           page.evaluate(CUT_SHORT, PROMPT)) if cut]
        which = panels_clear_plates(width, height)
        if which:
            missing += [(lang, width, height, "under the panel", plate)
                        for plate in page.evaluate(PLATES_UNDER_PANEL, which)]
    page.set_viewport_size(was)
    return missing


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_auctions_are_in_reach_in_a_low_laptop_window(browser, site_url, lang):
    """In a laptop's browser the window is low: 600 px of a 1280×720 screen.  Brandeln's
    Pass stood under the panel's edge (the panel scrolled, its bids two a row under a wide
    margin) from 600 to 660 px, and beside the side column at its narrowest the prompt
    "назначьте игру…" was clamped, and at 800 px Cuatrola's ("Ваше слово: заявите игру…")
    beside "кубки · Высшая заявка: Соло (Solo) — Рамон"; Quadrille's Alliance and Solo side by
    side needed 707 px and Solo's +2 to +4 stood past the panel's edge at 1280 px.  Brandeln's auction and declaration,
    and Quadrille's and Cuatrola's auctions, all in reach and whole at each low window."""
    size = Size("low laptop", *LOW_WINDOWS[0], False)
    report = DealReport("brandeln", size.name)
    missing = []
    with table_at(browser, site_url, size, f"game=brandeln&seed=3000&speed=0&level=basic&lang={lang}",
                  locale=None) as page:
        # Brandeln's first to speak: every bid on the panel (six on two rows, then Pass);
        # Quadrille's with both bids open, each with its four raises (eleven choices);
        # Cuatrola's second, after a Solo: the line names the high bid beside the prompt
        for game, seed in (("brandeln", 3000), ("quadrille", 5), ("cuatrola", 4400)):
            if game != "brandeln":
                page.goto(f"{site_url}?game={game}&seed={seed}&speed=0&level=basic&lang={lang}")
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
            wait_decision(page)
            now = view(page)
            assert now["phase"] == "auction", now["phase"]
            assert now["auction"]["high"] is None if game == "brandeln" else game != "cuatrola" or now["high_bid"]
            assert game != "quadrille" or len(now["legal"]) == 11, now["legal"]
            missing += decision_in_reach(page, lang)
        start_match(page, size, "brandeln", {}, 9001, report)
        player = Player(page, size, report)
        for _ in range(12):  # this seed's deal: the human's Six stands, then the declaration
            wait_decision(page)
            phase = view(page)["phase"]
            missing += decision_in_reach(page, lang)
            if phase != "auction":
                break
            legal = view(page)["legal"]
            six = {"type": "bid", "bid": "six"}
            assert tap_action(page, player, six if six in legal else legal[-1])
        assert phase == "declaration", phase
    assert not missing, missing
    assert not report.problems, report.problems


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_laptops_auction_leaves_the_other_seats_in_sight(browser, site_url, lang):
    """A laptop's felt is wide and low: at 1280×720 and 1366×657 every auction (180–310 px
    high, 500–560 px wide) hid the top seat's plate and the bid beside it, in Cuatrola the
    partner's.  The bids now spread between the side seats' plates and the panel gives way
    downwards first: the other seats' plates and the top seat's bid stay in sight (with six
    players the upper side seats' bids too, over their backs), the player's own plate is the
    one a tall panel may cover: with four seats none does now (the next test)."""
    start = f"game=brandeln&seed=3000&speed=0&level=basic&lang={lang}"
    for size in (LAPTOP_1280, LAPTOP_1366):
        with table_at(browser, site_url, size, start, locale=None) as page:
            for game, query in (("brandeln", ""), ("quadrille", "seed=9001"), ("cuatrola", "seed=4400"),
                                ("vinegret", "seed=3&players=6")):
                if game != "brandeln":
                    page.goto(f"{site_url}?game={game}&{query}&speed=0&level=basic&lang={lang}")
                    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
                wait_decision(page)  # the plates are measured once the panel's entrance is over
                where = f"{game} {view(page)['phase']} @ {size.name}"
                assert view(page)["phase"] in ("auction", "exchange"), where  # Vinegret's first decision
                assert page.evaluate(PLATES_UNDER_PANEL, "others") == [], where
                for seat in (".seat-top", ".seat-tl", ".seat-tr"):  # the upper side seats: six players
                    assert page.evaluate(BUBBLE_UNDER_PANEL, seat) is not True, f"{seat} {where}"


# What Cuatrola's turned trump box covers or stands under: the decision's panel, and the seats'
# plates, bubbles and backs (None where the window hides the box: the line names the trump).
MUESTRA_MEETS = """
() => { """ + HIT + """
  const box = document.querySelector('.cu-muestra');
  if (!box || !box.getBoundingClientRect().width) return null;
  const b = box.getBoundingClientRect();
  const parts = ['#panel-layer:not(.modal) .panel', '#felt .seat:not([hidden]) .plate', '#felt .bubble',
                 '#felt .seat:not([hidden]) .seat-cards'];
  return parts.flatMap((sel) => [...document.querySelectorAll(sel)]
    .filter((el) => el.getBoundingClientRect().width && hit(b, el.getBoundingClientRect()))
    .map((el) => `${sel} ${el.closest('.seat')?.className || ''}`.trim())); }
"""


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_cuatrolas_turned_trump_stands_clear_of_the_auction_and_the_seats(browser, site_url, lang):
    """The turned trump's box (its card, suit and who takes it) stood in the felt's lower left
    corner, where the auction covered its title in every laptop's window from 1024×600 to
    1536×730 and on the upright tablet 768×1024.  It now stands in the upper corner between
    the left and the top seat (small where the felt is narrow or low), in an upright tablet's
    lower one: clear of the auction and of every seat's plate, bubble and backs, in the auction
    and in the card play, in every window but a phone's (the auction spans its felt, and
    below 600 px its box meets the player's plate) and 800×600 (the auction reaches it)."""
    windows = [(w, h) for w, h in EVERY_WINDOW if w > 640 and (w, h) != (800, 600)]
    met = {}
    with table_at(browser, site_url, LAPTOP_1280, f"game=cuatrola&seed=4400&speed=0&level=basic&lang={lang}",
                  locale=None) as page:
        player = Player(page, LAPTOP_1280, DealReport("muestra", LAPTOP_1280.name))
        for phase in ("auction", "play"):
            wait_decision(page)
            assert view(page)["phase"] == phase
            for width, height in windows:
                laid_out_at(page, width, height)
                meets = page.evaluate(MUESTRA_MEETS)
                if height > 500:
                    assert meets is not None, f"no box at {width}×{height}"
                if meets:
                    met[f"{phase} {width}×{height}"] = meets
            page.set_viewport_size(LAPTOP_1280.viewport)
            if phase == "auction":
                assert tap_action(page, player, {"type": "pass"}), player.report.problems
                wait_until(page, "() => window.__app.state.view.phase === 'play' && !window.__app.state.busy")
    assert not met, met
    assert not player.report.problems, player.report.problems


# Windows from a phone held sideways under its browser's bars to a desktop, the laptops'
# commonest among them (a 1280×720 or 1366×768 screen less the browser's bars and the taskbar),
# the upright tablets from the iPad mini to the largest iPad, and desktop windows a little
# narrower than high (760×800 to 900×960).
EVERY_WINDOW = [(760, 300), (568, 320), (844, 340), (640, 360), (740, 360), (375, 553), (360, 560), (360, 640),
                (390, 664), (390, 844), (800, 600), (1024, 600), (1100, 640), (1280, 577), (1280, 600), (1366, 657),
                (1280, 720), (1536, 730), (1024, 768), (1440, 789), (1280, 800), (744, 1133), (768, 1024), (820, 1180),
                (1024, 1366), (1920, 1080), (760, 800), (800, 860), (900, 960)]




@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_largest_declarations_are_in_reach_in_every_window(browser, site_url, lang):
    """The lowest bid leaves its declarer the most to choose from: in Brandeln six contracts,
    five with four trumps each (21 buttons, one contract a row some 460 px high), in Quadrille
    four trumps with four cards to call each (16, two trumps a row over their cards some
    500 px).  Mord's trumps or the lower trumps' cards stood under the panel's edge in every
    laptop's window from 1280×577 to 1440×789, on phones at 360×640 and held sideways.  Each
    deal's declarer bids the lowest bid; at its declaration every choice is in reach and whole,
    the line over the hand whole, and no seat's plate under the panel where the window has the
    room (``panels_clear_plates``), in each window.  In a laptop's window (1366×657 to
    1280×800) both declarations, 760 and 620 px wide and 196–283 px high, hid the side seats'
    names and the player's plate, Brandeln's the top seat's too: now they spread between the
    side seats' plates as the auctions do, without the contracts' meanings and below 760 px
    without their head, and leave every plate in sight, their contents within their width
    (``LAPTOP_WINDOWS``, with an iPad's landscape 1180×820 and 1194×834, where the auctions,
    no narrower than 560 px, covered both side seats' plates before theirs were compact)."""
    size = Size("laptop", 1280, 720, False)
    missing = []
    with table_at(browser, site_url, size, f"game=brandeln&seed=100&speed=0&level=basic&lang={lang}",
                  locale=None) as page:
        report = DealReport("declarations", size.name)
        player = Player(page, size, report)
        for game, seed, choices in (("brandeln", 100, 21), ("quadrille", 103, 16)):
            if game != "brandeln":
                page.goto(f"{site_url}?game={game}&seed={seed}&speed=0&level=basic&lang={lang}")
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
            for _ in range(8):
                wait_decision(page)
                now = view(page)
                if now["phase"] != "auction":
                    break
                bids = [a for a in now["legal"] if a["type"] != "pass"]
                assert tap_action(page, player, bids[0] if bids else now["legal"][0])
            assert (now["phase"], len(now["legal"])) == ("declaration", choices), (game, now["phase"], now["legal"])
            missing += [(game, *m) for m in decision_in_reach(page, lang, EVERY_WINDOW)]
            for width, height, which in LAPTOP_WINDOWS:
                laid_out_at(page, width, height)
                missing += [(game, width, height, "under the panel", plate)
                            for plate in page.evaluate(PLATES_UNDER_PANEL, which)]
                cut = page.evaluate(PANEL_CUT_SIDEWAYS)
                if cut:
                    missing.append((game, width, height, "wider than the panel", cut))
    assert not missing, missing
    assert not report.problems, report.problems


@pytest.mark.parametrize("name, size, seed", [("cuatrola", PHONE_360, 4000), ("vinegret4", PHONE_360, 4000),
                                              ("cuatrola", SIDEWAYS_640, 4000), ("vinegret6", PHONE_360, 8000),
                                              ("vinegret6", Size("low laptop 800×600", 800, 600, False), 511)],
                         ids=["cuatrola-360x640", "vinegret4-360x640", "cuatrola-640x360", "vinegret6-360x640",
                              "vinegret6-800x600"])
def test_a_long_deals_result_fits_a_small_window(browser, site_url, name, size, seed):
    """Some deals say more at their end.  Seed 4000: Cuatrola's failed Quintola with the cards
    put away, Vinegret's showdown with a reason of five lines; on a 360×640 phone the result
    panel scrolled inside (17 and 57 px), Next deal and Review on two rows; held sideways, the
    turned trump's "Козырь" mark spilled past its 45 px card.  Seed 8000: Vinegret's showdown
    of six, four hands shown, scrolled 47 px and its chips column stood cut at the panel's
    edge (303 px of table in 294).  Seed 511: a showdown of six with every hand shown scrolled
    8 px in a low laptop window (800×600).  Each deal, played by taps and checked at every
    decision, ends in a result that fits (upright, its two buttons on one row)."""
    game, players, _ = GAMES[name]
    report = DealReport(name, size.name)
    query = f"game={game}&seed={seed}&speed=0&level=basic" + (f"&players={players}" if players else "")
    with table_at(browser, site_url, size, query, init_script=OBSERVERS) as page:
        play_one_deal(page, size, game, random.Random(seed), report)
        tops = page.eval_on_selector_all(".panel-result .panel-actions .btn", "els => els.map((b) => b.offsetTop)")
    # upright, the buttons on one row under the table; sideways they stand in the words' column
    assert report.ended and (size.height < size.width or len(set(tops)) == 1), (report.ended, tops)
    assert not report.problems, report.problems


# Phones upright under a browser's bars: an iPhone SE in Safari leaves 375×553, a 360×640
# Android phone in Chrome some 360×560; the felt is then about 250 px high.
UNDER_BARS_375 = Size("phone under its browser's bars 375×553", 375, 553, True)
UNDER_BARS_360 = Size("phone under its browser's bars 360×560", 360, 560, True)
PHONE_360_590 = Size("phone 360×590", 360, 590, True)
PHONE_390_620 = Size("phone 390×620", 390, 620, True)


@pytest.mark.parametrize("name, size, seed, phase, lang", [
    ("brandeln", UNDER_BARS_375, 3928, "declaration", "ru"), ("quadrille", UNDER_BARS_375, 3928, "declaration", "ru"),
    ("cuatrola", UNDER_BARS_375, 3928, "auction", "ru"), ("quadrille", UNDER_BARS_360, 5920, "declaration", "ru"),
    ("brandeln", UNDER_BARS_360, 3920, "play", "en"), ("vinegret4", UNDER_BARS_360, 13920, "draw", "en"),
    ("brandeln", PHONE_360_590, 5950, "play", "ru"),
    ("brandeln", PHONE_390_620, 6010, "declaration", "ru"),
    ("quadrille", PHONE_390_620, 12010, "declaration", "ru"),
    ("vinegret6", PHONE_360_590, 3950, "exchange", "ru"),
    ("vinegret6", PHONE_360, 6000, "exchange", "ru"),
    ("cuatrola", PHONE_360, 541, "auction", "ru"),
], ids=["brandeln-375x553", "quadrille-375x553", "cuatrola-375x553", "quadrille-360x560", "brandeln-360x560-en",
        "vinegret4-360x560-en", "brandeln-360x590", "brandeln-390x620", "quadrille-390x620", "vinegret6-360x590",
        "vinegret6-360x640", "cuatrola-partner-360x640"])
def test_a_deal_is_played_on_a_phone_under_its_browsers_bars(browser, site_url, name, size, seed, phase, lang):
    """Below 640 px of height the auctions' Pass stood under the panel's edge in Brandeln,
    Cuatrola and Quadrille (their bids' meanings took the room; Quadrille's +4 a row of its
    own at 360 px), and so did the declarers' contracts and cards to call and a second
    draw's fifteen discards; at 360 px the skip button's arrival cut the line to
    "♣ Brandel (three) · Ha…" and "♣ Брандельн (три) · Фр…"; a showdown of six with a
    crowned "Марсель" pushed the chips column past the result panel's edge, and one of five
    hands shown scrolled at 360×640, and so did Cuatrola's Pass after a partner's Solo (its
    note, and the Solo now too low with its meaning and why) at 360×640.  Each deal, played
    by taps and checked at every decision, passes through the phase named and ends."""
    game, players, _ = GAMES[name]
    report = DealReport(name, size.name)
    query = f"game={game}&seed={seed}&speed=0&level=basic&lang={lang}" + (f"&players={players}" if players else "")
    with table_at(browser, site_url, size, query, locale=None, init_script=OBSERVERS) as page:
        play_one_deal(page, size, game, random.Random(seed), report)
    assert report.ended and phase in report.phases, (report.ended, report.phases)
    assert not report.problems, report.problems


# Phones held sideways under their browser's bars: Chrome on Android leaves some 760×300,
# an iPhone SE of the first kind 568×320, an iPhone 14 in Safari 844×340 with its notch's
# 47 px at each side and its home bar's 21 px at the foot (viewport-fit=cover).
SIDEWAYS_300 = Size("phone sideways under its browser's bars 760×300", 760, 300, True)
SIDEWAYS_568 = Size("phone sideways 568×320", 568, 320, True)
IPHONE_SIDEWAYS = Size("iPhone sideways in Safari 844×340 beside its notch", 844, 340, True, insets=(0, 47, 21, 47))
# The same iPhone upright with the app installed (no browser bars): its notch's 47 px on top.
IPHONE_UPRIGHT = Size("iPhone upright, installed, 390×844 under its notch", 390, 844, True, insets=(47, 0, 34, 0))


@pytest.mark.parametrize("name, size, seed, phase, lang", [
    ("brandeln", SIDEWAYS_300, 4060, "auction", "ru"), ("quadrille", SIDEWAYS_300, 4060, "auction", "ru"),
    ("vinegret6", SIDEWAYS_300, 4060, "exchange", "ru"),
    ("brandeln", SIDEWAYS_568, 3888, "play", "ru"), ("quadrille", SIDEWAYS_568, 3888, "play", "en"),
    ("cuatrola", SIDEWAYS_568, 3888, "play", "ru"), ("vinegret6", SIDEWAYS_568, 3888, "exchange", "ru"),
    ("vinegret4", IPHONE_SIDEWAYS, 4184, "draw", "ru"), ("quadrille", IPHONE_SIDEWAYS, 4184, "play", "ru"),
    ("cuatrola", IPHONE_SIDEWAYS, 4184, "play", "ru"),
    ("brandeln", SIDEWAYS_640, 10000, "play", "ru"), ("quadrille", SIDEWAYS_740, 5998, "declaration", "ru"),
    ("vinegret6", SIDEWAYS_568, 505, "final", "ru"), ("vinegret4", SIDEWAYS_640, 505, "draw", "ru"),
], ids=["brandeln-760x300", "quadrille-760x300", "vinegret6-760x300", "brandeln-568x320", "quadrille-568x320-en",
        "cuatrola-568x320", "vinegret6-568x320", "vinegret4-844x340-notch", "quadrille-844x340-notch",
        "cuatrola-844x340-notch",
        "brandeln-640x360", "quadrille-740x360", "vinegret6-final-568x320", "vinegret4-draw-640x360"])
def test_a_deal_is_played_on_a_phone_held_sideways_under_its_browsers_bars(browser, site_url, name, size, seed,
                                                                           phase, lang):
    """Below 351 px of height the auctions' Pass stood under the panel's edge (Brandeln,
    Quadrille at 760×300), and so did Vinegret's raises and a second draw's discards at
    844×340; the drawer's six rows of chips reached past the window's foot; at 568 and 640 px
    the line over the hand reached past the window's edges, Cuatrola's announcement covered the top
    bar's buttons and a showdown of six was cut at the result panel's side; beside an
    iPhone's notch the side seats' plates stood under it; and sideways at any height a
    Quadrille declarer's kings to call (two trumps a row, each over its kings) stood under
    the panel's edge (740×360), and so did a sixth Vinegret player's Pass under Hold and the
    raises (568×320) and a second draw's sixteenth choice (640×360); and an auction hid the side
    seats' plates and who had passed (``panels_clear_plates``).  Each deal, played by taps at
    points inside the safe area and checked at every decision, with the drawer opened and
    closed by taps first, passes through the phase named and ends."""
    game, players, _ = GAMES[name]
    report = DealReport(name, size.name)
    query = f"game={game}&seed={seed}&speed=0&level=basic&lang={lang}" + (f"&players={players}" if players else "")
    with table_at(browser, site_url, size, query, locale=None, init_script=OBSERVERS) as page:
        page.wait_for_selector("[data-action]")
        side_is_one_tap_away(page, size, report)
        play_one_deal(page, size, game, random.Random(seed), report)
    assert report.ended and phase in report.phases, (report.ended, report.phases)
    assert not report.problems, report.problems


def test_a_sideways_auction_leaves_every_seat_in_sight(browser, site_url):
    """A phone held sideways (844×390, an iPhone in Chrome): the auctions, 130–182 px high and
    as wide as the felt, hid the side seats' plates and the bubble of one who had passed, and
    Brandeln's and Quadrille's the top seat's plate and the player's own.  Each game's first
    auction now stands between all four plates, with room to spare above and below."""
    size = Size("phone sideways 844×390", 844, 390, True)
    covered, heights = {}, {}
    with table_at(browser, site_url, size, "game=brandeln&seed=5&speed=0&level=basic") as page:
        for game in ("brandeln", "cuatrola", "quadrille"):
            if game != "brandeln":
                page.goto(f"{site_url}?game={game}&seed=5&speed=0&level=basic")
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
            page.wait_for_selector("#panel-layer .panel-auction [data-action]")
            covered[game] = page.evaluate(PLATES_UNDER_PANEL, "all")
            heights[game] = page.eval_on_selector("#panel-layer .panel-auction", "(el) => el.offsetHeight")
    assert covered == {"brandeln": [], "cuatrola": [], "quadrille": []}, covered
    assert max(heights.values()) <= 120, heights


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_laptops_auction_leaves_the_players_own_plate_in_sight_too(browser, site_url, lang):
    """The commonest laptops' windows (a 1366×768 or 1280×720 screen under the browser's bars,
    a 1536×864 one, a small laptop's 1280×600 and 1024×600, and the narrowest felt beside the
    side column): the auctions, 187–230 px high with their head, stood over the player's plate
    in every one of them but 1536×730 in Brandeln and Quadrille, and at 1280×720, 1280×600 and
    1024×600 in Cuatrola; at 1100×640, no narrower than 560 px, over both side seats' names too.
    Their head left out (the line over the hand and the side column say the bidding),
    Quadrille's raises narrower, and up to 640 px high (at 1100 px wide up to 760) the seats'
    plates compact as on a lower felt, where an auction spreads nearer the side seats (and the
    bids' meanings and Quadrille's raises a little smaller: at 1280×577, a 1280×720 screen under
    the browser's and the system's bars, Brandeln's auction stood 7 px over the player's plate,
    Quadrille's 2 px), each game's first auction stands clear of all four plates.  In an old
    laptop's 800×600 or 900×700
    the auctions, 200–310 px high, hid the top seat's plate as well; laid out as a laptop's,
    they leave the other seats' plates clear."""
    covered = {}
    with table_at(browser, site_url, LAPTOP_1280, f"game=brandeln&seed=5&speed=0&level=basic&lang={lang}",
                  locale=None) as page:
        for game in ("brandeln", "cuatrola", "quadrille"):
            if game != "brandeln":
                page.goto(f"{site_url}?game={game}&seed=5&speed=0&level=basic&lang={lang}")
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
            page.wait_for_selector("#panel-layer .panel-auction [data-action]")
            for width, height, which in LAPTOP_WINDOWS:
                laid_out_at(page, width, height)
                covered[f"{game} {width}×{height}"] = page.evaluate(PLATES_UNDER_PANEL, which)
    assert covered == {key: [] for key in covered}, covered


# What a player opens over the table: the control that opens it, what must lie in the safe
# area (the drawer's band reaches the window's edge, its contents stay inside), the box whose
# buttons must be in reach, the control that closes it.
OPENED = [
    ("#btn-new", "#dlg-new", "#dlg-new", "#dlg-new button[value='cancel']"),
    ("#btn-rules", "#dlg-rules", "#dlg-rules", "#rules-close"),
    ("#btn-story", "#dlg-story", "#dlg-story", "#story-close"),
    ("#btn-side", "#box-score", "#side", "#btn-side-close"),
    ("#btn-welcome", ".welcome-frame", ".welcome-frame", "[data-welcome-close]"),
]


@pytest.mark.parametrize("size", [IPHONE_SIDEWAYS, IPHONE_UPRIGHT], ids=["sideways", "upright"])
def test_nothing_is_under_an_iphones_notch(browser, site_url, size):
    """With viewport-fit=cover an iPhone puts its notch and its home bar inside the window,
    and the page drew there: sideways (844×340, 47 px of notch at each side, a 21 px home
    bar) the brand, the left seat's plate and the language button stood under the notch;
    upright and installed (390×844, 47 px on top) the top bar did, and Cuatrola's
    announcements covered the game tabs.  Every box the player opens (the new match, the
    rules, the score sheet, the drawer, the welcome) lies inside the safe area, opened and
    closed by taps there, with its buttons in reach; the top bar's band still reaches the
    window's edges; then a deal with its announcements is played by taps, checked at every
    decision."""
    report = DealReport("cuatrola", size.name)
    with table_at(browser, site_url, size, "game=cuatrola&seed=12234&speed=0&level=basic",
                  init_script=OBSERVERS) as page:
        player = Player(page, size, report)
        page.wait_for_selector("[data-action]")
        band = page.evaluate("(() => { const r = document.querySelector('.topbar').getBoundingClientRect();"
                             " return [r.left, r.right, document.documentElement.clientWidth]; })()")
        assert band[0] == 0 and band[1] == band[2], band
        for opener, inside, box, closer in OPENED:
            assert player.tap(opener), f"{opener} is not in reach"
            page.wait_for_selector(closer, state="visible")
            page.wait_for_timeout(300)  # a drawer's or a dialog's entrance
            got = page.evaluate(INSIDE, inside)
            assert got.get("inside"), (inside, got)
            buttons = page.eval_on_selector_all(f"{box} button", "els => els.filter((b) => b.getClientRects().length"
                                                " && getComputedStyle(b).visibility !== 'hidden').length")
            reached = [pt for pt in hittable_points(page, f"{box} button") if pt is not None]
            assert buttons and len(reached) >= 1, (box, buttons, reached)
            assert player.tap(closer), f"{closer} is not in reach"
            page.wait_for_selector(closer, state="hidden")
        play_one_deal(page, size, "cuatrola", random.Random(12234), report)
    assert report.ended and report.notices_seen, (report.ended, report.notices_seen)
    assert not report.problems, report.problems


def test_the_declarers_contracts_fit_a_phone_held_sideways(browser, site_url):
    """Seed 8100's declarer may name Six, Bettel or Mord: at 740×360 the contracts stood one
    a row and Mord's trumps under the panel's edge.  The deal, played by taps and checked at
    every decision, passes through the declaration with every choice in reach."""
    size = SIDEWAYS_740
    report = DealReport("brandeln", size.name)
    query = "game=brandeln&seed=8100&speed=0&level=basic"
    with table_at(browser, site_url, size, query, init_script=OBSERVERS) as page:
        play_one_deal(page, size, "brandeln", random.Random(8100), report)
    assert "declaration" in report.phases and report.ended, report
    assert not report.problems, report.problems


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_declarers_choices_fit_their_buttons_on_a_phone(browser, site_url, lang):
    """Brandeln's declarer picks a contract and a trump from a grid of suit-sized buttons;
    Bettel's "без козыря" / "no trumps" must fit its own (it spilled past its border on a
    phone, 360 px wide), and every choice must be tappable."""
    size = PHONE_360
    report = DealReport("brandeln", size.name)
    query = f"game=brandeln&seed=9001&speed=0&level=basic&lang={lang}"
    with table_at(browser, site_url, size, query, locale=None) as page:
        player = Player(page, size, report)
        for _ in range(8):
            wait_decision(page)
            legal = view(page)["legal"]
            if any(a["type"] == "declare" for a in legal):
                break
            # bid Five (this seed's deal lets it stand): Five, Six, Bettel and Mord to declare
            five = {"type": "bid", "bid": "five"}
            assert tap_action(page, player, five if five in legal else legal[0])
        shown = [a for a in page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")
                 if json.loads(a)["type"] == "declare"]
        assert len(shown) == len([a for a in view(page)["legal"] if a["type"] == "declare"]) >= 5, shown
        assert any(json.loads(a).get("trump") is None for a in shown), shown  # Bettel: no trump
        assert not page.evaluate(SPILLED, "[data-action]")
        unreachable = [a for a in shown if None in hittable_points(page, f"[data-action='{a}']")]
        assert not unreachable
    assert not report.problems, report.problems


def test_notices_on_a_laptop_keep_off_the_felt(browser, site_url):
    """Beside the side column (1100 px and wider) the notices stand over its foot: the
    felt's seats and cards stay in sight while a contract and a cante are announced (six
    seconds each), and the column's one control, the bots' speed, stays free."""
    size = LAPTOP_1366
    report = DealReport("cuatrola", size.name)
    with table_at(browser, site_url, size, "game=cuatrola&seed=1061&speed=0&level=basic") as page:
        show_notices(page, Player(page, size, report), ("cu.announce.passOut", "info"), ("notice.movedOn", "info"))
        boxes = page.evaluate("""() => [...document.querySelectorAll('#notices .notice, #felt, #speed')]
            .map((e) => { const r = e.getBoundingClientRect();
                          return [e.id || 'notice', r.left, r.top, r.right, r.bottom]; })""")
        notices = [b for b in boxes if b[0] == "notice"]
        felt, speed = (next(b for b in boxes if b[0] == name) for name in ("felt", "speed"))
        assert len(notices) == 2

        def overlap(a: list, b: list) -> bool:
            return a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]

        assert not [n for n in notices if overlap(n, felt) or overlap(n, speed)], boxes
        assert all(n[3] <= size.viewport["width"] and n[4] <= size.viewport["height"] for n in notices)
        assert not page.evaluate(UNDER_NOTICES, CONTROLS)
    assert not report.problems, report.problems


@pytest.mark.parametrize("size", [TABLET_UP, TABLET_SIDE], ids=["upright", "sideways"])
def test_notices_on_a_tablet_keep_off_the_seats(browser, site_url, size):
    """Without the side column a tablet shows the newest notice alone, compact, over the
    felt's rim: a stack of two (a contract and a cante, six seconds each) hid the top
    seat's plate and bid.  With six players, three of them at the top, no plate, bubble
    or control is under it."""
    report = DealReport("vinegret", size.name)
    with table_at(browser, site_url, size, "game=vinegret&players=6&seed=5&speed=0&level=basic") as page:
        wait_decision(page)
        show_notices(page, Player(page, size, report), ("cu.announce.passOut", "info"), ("notice.storageOff", "warn"))
        shown = page.evaluate("""() => [...document.querySelectorAll('#notices .notice')]
            .filter((n) => n.getBoundingClientRect().height > 0).map((n) => n.dataset.notice)""")
        assert shown == ["notice.storageOff"]
        assert len(page.query_selector_all(".felt .plate")) == 6
        covered = page.evaluate(UNDER_NOTICES, f".felt .plate, .felt .bubble, {CONTROLS}")
        assert not covered, covered
    assert not report.problems, report.problems


def test_notices_stand_under_the_top_bar_from_phone_to_tablet(browser, site_url):
    """Without the side column a notice stands just under the top bar, which wraps onto
    two rows below 1001 px: from 481 to 767 px the title took a third row (Russian) and a
    notice covered the game tabs.  At every width from a phone to a tablet, in both
    languages, the bar keeps to two rows and the notice covers none of its controls."""
    size = LAPTOP_1280
    with table_at(browser, site_url, size, "game=cuatrola&seed=5&level=basic") as page:
        page.evaluate("""() => window.__app.state.notices.push(
            {key: 'cu.announce.passOut', params: {}, id: 'a', kind: 'info'})""")
        player = Player(page, size, DealReport("cuatrola", size.name))
        for lang in ("en", "ru"):
            to_language(page, player, lang)  # and a redraw of the notices
            page.evaluate("Promise.all(document.getElementById('notices').getAnimations({subtree: true})"
                          ".map((a) => a.finished))")  # the notice's drop into place
            for width in (360, 390, 481, 560, 600, 641, 700, 767, 768, 900, 1000, 1024, 1099):
                page.set_viewport_size({"width": width, "height": 900})
                page.wait_for_timeout(50)
                bar, notice = page.evaluate("""() => [document.querySelector('.topbar'),
                    document.querySelector('#notices .notice')].map((e) => e.getBoundingClientRect().toJSON())""")
                # two rows are 79 px high (phones) or 94 (tablets), three 113 or more
                assert bar["height"] <= 94 and notice["top"] >= bar["bottom"], (lang, width, bar, notice)
                assert not page.evaluate(UNDER_NOTICES, CONTROLS), (lang, width)


# Each game tab not whole in sight: past the tabs' row (which scrolls, its scroll bar
# hidden) or the window's edge, or under something else at its centre.
TABS_OUT_OF_SIGHT = """
() => { const row = document.querySelector('.games').getBoundingClientRect();
  const W = document.documentElement.clientWidth;
  return [...document.querySelectorAll('.games .game-tab')].filter((tab) => {
    const r = tab.getBoundingClientRect();
    if (r.width === 0) return false;  // a phone: the tabs' row is hidden, the Games menu has them
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.left < Math.max(0, row.left) - 0.5 || r.right > Math.min(W, row.right) + 0.5
      || !(hit && (hit === tab || tab.contains(hit)));
  }).map((tab) => tab.innerText.trim()); }
"""


def test_every_game_tab_is_in_sight_wherever_the_tabs_show(browser, site_url):
    """The tabs scroll sideways (their scroll bar hidden) when the top bar is short of room:
    at 1024 px, on one row beside the title, Quadrille's and Vinegret's Russian tabs were
    out of sight.  From the narrowest two-row bar to a laptop, in both languages, each is
    whole in sight."""
    with table_at(browser, site_url, LAPTOP_1280, "game=brandeln&level=basic") as page:
        player = Player(page, LAPTOP_1280, DealReport("brandeln", LAPTOP_1280.name))
        for lang in ("ru", "en"):
            to_language(page, player, lang)
            for width in (641, 700, 768, 900, 1000, 1001, 1024, 1100, 1180, 1279, 1280, 1366):
                page.set_viewport_size({"width": width, "height": 768})
                page.wait_for_timeout(50)
                assert not page.evaluate(TABS_OUT_OF_SIGHT), (lang, width)


def test_cards_flying_in_never_widen_a_phones_page(browser, site_url):
    """At bot speed a trick's cards fly in from past the felt's edges; on a phone that
    overflow must not widen the page, or the browser zooms the whole table out for good."""
    size = PHONE_390
    with table_at(browser, site_url, size, "game=cuatrola&seed=1&speed=1") as page:
        player = Player(page, size, DealReport("cuatrola", size.name))
        widths, tricks = set(), 0
        for _ in range(600):  # 0.1 s apart: some 60 s at most
            widths.add(page.evaluate("[innerWidth, document.documentElement.scrollWidth]")[0])
            tricks = page.evaluate("window.__app.state.view?.tricks?.length || 0")
            if tricks >= 3:
                break
            if page.query_selector("[data-action]:not([disabled])"):
                player.tap("[data-action]:not([disabled])")
            page.wait_for_timeout(100)
        assert tricks >= 3, "three tricks played"
        assert widths == {size.width}, f"the page widened to {sorted(widths)} px"
