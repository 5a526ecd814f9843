"""The welcome and the guided first deals (issue 14, items 1 and 2), played as a newcomer would.

A first visit (no saved match, no link) opens on the four games; a later visit goes
straight back to the match.  Each lesson is played to its end by clicking where
its bubble points, at a point where that control is really on top
(``document.elementFromPoint``), never letting Playwright scroll.  Screenshots go
to ``test-results/learn/``.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import api
from game.tutorial import LESSONS

from .conftest import DESKTOP, ROOT, wait_until

SHOTS = ROOT / "test-results" / "learn"
SIZES = {"phone": (390, 664), "small_phone": (360, 640), "landscape": (740, 360), "small_landscape": (640, 360),
         "tablet": (768, 1024), "tablet_landscape": (1024, 768), "laptop": (1366, 657)}
LAPTOP = dict(zip(("width", "height"), SIZES["laptop"]))
ENGINE_GAMES = {g["id"]: g for g in json.loads(api.games())["games"]}

VISIBLE_POINT = """el => {
  const r = el.getBoundingClientRect();
  for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85])
    for (const fx of [0.5, 0.3, 0.15, 0.7, 0.85, 0.06]) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) return [x, y];
    }
  return null;
}"""
WHOLLY_VISIBLE = """el => {
  const r = el.getBoundingClientRect();
  if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
  return [[0.5, 0.5], [0, 0.5], [1, 0.5], [0.5, 0], [0.5, 1]].every(([fx, fy]) => {
    const hit = document.elementFromPoint(r.left + 3 + (r.width - 6) * fx, r.top + 3 + (r.height - 6) * fy);
    return hit && (hit === el || el.contains(hit));
  });
}"""
BUBBLE = "document.querySelector('.lesson-bubble')"
# What the bubble covers of the control it points at and of the heading of that control's panel.
COVERS = """() => {
  const rect = (el) => el && el.getBoundingClientRect();
  const b = rect(document.querySelector('.lesson-bubble'));
  const target = document.querySelector('.lesson-target');
  const over = (r) => !!r && r.height > 0 && Math.min(b.right, r.right) - Math.max(b.left, r.left) > 1
    && Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 1;
  return ['control', 'heading'].filter((name, i) =>
    over(rect(i ? target.closest('.panel')?.querySelector('.panel-head') : target)));
}"""

# The result panel's parts (its buttons, its title) the closing bubble stands over.
OUTRO_COVERS = """() => {
  const b = document.querySelector('.lesson-bubble').getBoundingClientRect();
  return [...document.querySelectorAll('#panel-layer .panel :is(button, .panel-head)')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && Math.min(b.right, r.right) - Math.max(b.left, r.left) > 1
      && Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 1;
  }).map((el) => el.textContent.trim());
}"""


def shot(page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


def visible_point(page, selector: str):
    handle = page.wait_for_selector(selector)
    return handle.evaluate(VISIBLE_POINT)


def tap(page, selector: str):
    """Click ``selector`` where it is on top on screen, once it stands there (an entrance
    may still be running); fail if it stays covered or off screen."""
    point = None
    for _ in range(30):
        seen = visible_point(page, selector)
        page.wait_for_timeout(100)
        point = visible_point(page, selector)
        if point and point == seen:  # on top, and standing still (the bubble moves when the bots' turn ends)
            break
        point = None
    if not point:
        raise AssertionError(f"{selector} is not visible on screen (see {shot(page, 'not-visible')})")
    page.mouse.click(*point)


def open_plain(table, query: str = "?speed=0"):
    """The page as a visitor opens it: no game and no match in the address."""
    table.page.goto(table.base + query)
    table.wait_ready()


def saved(page, game: str):
    return page.evaluate("g => localStorage.getItem('hcg.match.' + g)", game)


def bubble(page) -> dict:
    return page.evaluate("(() => { const b = " + BUBBLE + "; return b && {kind: b.dataset.kind, step: b.dataset.step,"
                         " text: b.querySelector('.lesson-text').textContent, points: b.dataset.pointsAt,"
                         " refused: b.classList.contains('lesson-refused')}; })()")


def wait_step_or_end(page):
    wait_until(page, "(() => { const b = " + BUBBLE + "; return b && (b.dataset.kind === 'outro'"
                     " || (b.dataset.kind === 'step' && !!document.querySelector('.lesson-target'))); })()")


def play_lesson(table, game: str, shot_at: int | None = None) -> int:
    """From the lesson's introduction to its end, each move clicked where the bubble
    points; returns the number of moves made."""
    page = table.page
    wait_until(page, f"{BUBBLE}?.dataset.kind === 'intro'")
    tap(page, "[data-lesson-start]")
    moves = 0
    for _ in range(40):
        wait_step_or_end(page)
        state = bubble(page)
        if state["kind"] == "outro":
            page.wait_for_timeout(450)  # the result panel's entrance is over
            assert page.evaluate(OUTRO_COVERS) == [], (game, shot(page, f"lesson-{game}-outro"))
            return moves
        target = page.evaluate("document.querySelector('.lesson-target')?.dataset.action")
        assert state["points"] == target and target, (state, target, table.actions(), moves)  # the bubble points at it
        assert json.loads(target) == LESSONS[game].steps[moves].action
        page.wait_for_timeout(450)  # the panel's entrance is over: the bubble stands where it stays
        assert page.evaluate(COVERS) == [], (game, moves, shot(page, f"lesson-{game}-covered"))
        if shot_at == moves:
            shot(page, f"lesson-{game}-step{moves + 1}")
        tap(page, ".lesson-target")
        wait_until(page, f"{BUBBLE}.dataset.step !== '{state['step']}' || {BUBBLE}.dataset.kind === 'outro'")
        moves += 1
    raise AssertionError(f"the {game} lesson did not end")


def test_a_first_visit_opens_on_the_four_games_that_fit_every_screen(table):
    page = table.page
    table.clear_storage()
    page.set_viewport_size({"width": 390, "height": 664})
    try:
        open_plain(table)
        page.wait_for_selector("#welcome [data-play='vinegret']:not([disabled])")
        games = page.eval_on_selector_all("[data-welcome-game]", "els => els.map(e => e.dataset.welcomeGame)")
        assert games == ["brandeln", "cuatrola", "quadrille", "vinegret"]
        assert page.evaluate("window.__app.state.view") is None  # no match was dealt behind it
        assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('hcg.match.'))") == []
        facts = dict(zip(games, page.eval_on_selector_all(".welcome-facts", "els => els.map(e => e.textContent)")))
        assert facts["brandeln"] == "4 игрока · партия до 21 очка"
        assert facts["vinegret"] == "от 2 до 6 игроков · 2 круга сдач"
        for game, line in facts.items():  # the figures are the engine's
            length = ENGINE_GAMES[game]["match_length"]["value"]
            assert str(length) in line and str(max(ENGINE_GAMES[game]["players"])) in line, line
        for name, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(250)
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            covered = [sel for game in games for sel in (f"[data-learn='{game}']", f"[data-play='{game}']")
                       if not page.eval_on_selector(sel, WHOLLY_VISIBLE)]
            assert not covered, (name, covered)  # every game's buttons, without scrolling
            cut = page.eval_on_selector_all(".welcome-actions .btn", "els => els.filter((b) =>"
                                            " b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent)")
            assert not cut, (name, cut)  # and their words whole
            assert not page.is_visible(".welcome-more")
            shot(page, f"welcome-{name}-{width}x{height}")
        # Smaller still, the list scrolls on its own and says there is more below.
        page.set_viewport_size({"width": 360, "height": 480})
        wait_until(page, "document.querySelector('.welcome-list').scrollHeight"
                         " > document.querySelector('.welcome-list').clientHeight")
        wait_until(page, "document.querySelector('#welcome').classList.contains('more-below')")
        assert page.is_visible(".welcome-more") and visible_point(page, "[data-learn='brandeln']")
        page.eval_on_selector(".welcome-list", "l => l.scrollTo(0, l.scrollHeight)")  # the player scrolls
        wait_until(page, "!document.querySelector('#welcome').classList.contains('more-below')")
        assert page.eval_on_selector("[data-play='vinegret']", WHOLLY_VISIBLE)
    finally:
        page.set_viewport_size(DESKTOP)


def test_the_welcome_switches_language_and_back(table):
    page = table.page
    tap(page, "[data-welcome-lang]")
    assert page.inner_text("#welcome-title") == "Four historic card games"
    assert page.inner_text("[data-welcome-game='brandeln'] .welcome-facts") == "4 players · a match to 21 points"
    assert page.inner_text("[data-learn='quadrille']") == "Learn"
    assert page.evaluate("document.documentElement.lang") == "en"
    assert json.loads(page.evaluate("localStorage.getItem('hcg.prefs')"))["lang"] == "en"
    tap(page, "[data-welcome-lang]")
    assert page.inner_text("#welcome-title") == "Четыре старинные карточные игры"
    assert page.inner_text("[data-play='cuatrola']") == "Играть"


def test_brandeln_lesson_played_to_its_end_in_russian_on_a_phone(table):
    page = table.page
    page.set_viewport_size({"width": 390, "height": 664})
    try:
        tap(page, "[data-learn='brandeln']")
        wait_until(page, f"{BUBBLE}?.dataset.kind === 'intro'")
        assert "Брандельн" in bubble(page)["text"]
        shot(page, "lesson-brandeln-intro")
        moves = play_lesson(table, "brandeln", shot_at=3)
        assert moves == len(LESSONS["brandeln"].steps)
        assert "+3" in bubble(page)["text"]
        view = table.view()
        assert view["result"]["declarer"] == 0 and view["result"]["made"] is True
        page.wait_for_timeout(600)
        shot(page, "lesson-brandeln-end")
        assert saved(page, "brandeln") is None  # a lesson is never saved
        tap(page, "[data-lesson-play]")  # then a real match of the game
        wait_until(page, "!document.querySelector('.lesson-bubble') && !!localStorage.getItem('hcg.match.brandeln')")
        assert table.view()["game"] == "brandeln" and table.view()["match"]["deal_number"] == 1
    finally:
        page.set_viewport_size(DESKTOP)
    table.assert_clean()


def test_a_later_visit_goes_straight_back_to_the_match(table):
    page = table.page
    table.wait_decision()
    before = json.loads(saved(page, "brandeln"))
    open_plain(table)
    assert not page.query_selector("#welcome")
    view = table.view()
    assert view["game"] == "brandeln" and "notice.saveRestored" in table.notices()
    assert json.loads(saved(page, "brandeln"))["id"] == before["id"]


def test_the_menu_opens_the_welcome_and_escape_closes_it(table):
    page = table.page
    table.wait_decision()
    tap(page, "#btn-welcome")
    page.wait_for_selector("#welcome [data-welcome-close]")  # a table to go back to
    assert page.evaluate("document.querySelector('main').inert")
    page.keyboard.press("Escape")
    wait_until(page, "!document.querySelector('#welcome') && !document.querySelector('main').inert")
    assert table.view()["game"] == "brandeln"


def test_a_lesson_refuses_another_move_restarts_stops_and_leaves_the_match_alone(table):
    page = table.page
    table.wait_decision()
    wait_until(page, "!window.__app.state.running && !window.__app.state.busy")
    before = saved(page, "brandeln")
    tap(page, "#btn-welcome")  # the welcome from the menu, closable back to the table
    page.wait_for_selector("#welcome [data-welcome-close]")
    tap(page, "[data-learn='quadrille']")
    wait_until(page, f"{BUBBLE}?.dataset.kind === 'intro'")
    tap(page, "[data-lesson-start]")
    wait_step_or_end(page)
    assert bubble(page)["kind"] == "step" and bubble(page)["step"] == "0"
    tap(page, '[data-action=\'{"type":"pass"}\']')  # legal, but not what the lesson teaches
    wait_until(page, f"{BUBBLE}.classList.contains('lesson-refused')")
    state = bubble(page)
    assert state["step"] == "0" and state["text"].startswith("Не этот ход")
    assert [a for a in table.view()["history"] if a.get("seat") == 0] == []  # nothing was sent
    tap(page, ".lesson-target")
    wait_until(page, f"{BUBBLE}.dataset.step === '1'")
    assert not bubble(page)["refused"]
    tap(page, "[data-lesson-restart]")
    wait_until(page, f"{BUBBLE}?.dataset.kind === 'intro'")
    assert [a for a in table.view()["history"] if a.get("seat") == 0] == []
    tap(page, "[data-lesson-start]")
    wait_step_or_end(page)
    assert bubble(page)["step"] == "0"
    tap(page, "[data-lesson-stop]")  # back to the player's own match, as it was
    wait_until(page, "!document.querySelector('.lesson-bubble') && window.__app.state.view?.game === 'brandeln'")
    assert saved(page, "brandeln") == before
    assert saved(page, "quadrille") is None
    table.assert_clean()


@pytest.mark.parametrize("game", ["quadrille", "cuatrola", "vinegret"])
def test_the_other_lessons_played_to_their_end_in_english(table, game):
    """At a laptop's 1366×657, where the closing bubble stood over the result's buttons."""
    page = table.page
    page.set_viewport_size(LAPTOP)
    if page.evaluate("document.documentElement.lang") != "en":
        tap(page, "#btn-lang")
    tap(page, "#btn-welcome")
    tap(page, f"[data-learn='{game}']")
    wait_until(page, f"{BUBBLE}?.dataset.kind === 'intro'")
    assert page.inner_text(".lesson-badge") == "LESSON" or page.inner_text(".lesson-badge") == "Lesson"
    # From its first words the lesson's game is the one the tabs and the title name, not the match left behind.
    assert page.eval_on_selector_all("#games .game-tab.active", "els => els.map(e => e.dataset.game)") == [game]
    assert page.title().startswith(page.inner_text(f"#games [data-game='{game}']"))
    moves = play_lesson(table, game, shot_at=1 if game == "quadrille" else None)
    assert moves == len(LESSONS[game].steps)
    outro = bubble(page)["text"]
    assert outro.isascii() and outro, outro  # English words
    facts = LESSONS[game].facts
    result = table.view()["result"]
    assert {k: result.get(k, table.view().get(k)) for k in facts} == facts
    assert saved(page, game) is None
    tap(page, "[data-lesson-stop]")  # back to the Brandeln match
    wait_until(page, "!document.querySelector('.lesson-bubble') && window.__app.state.view?.game === 'brandeln'")
    page.set_viewport_size(DESKTOP)
    table.assert_clean()


def test_a_link_to_a_game_skips_the_welcome_even_on_a_first_visit(table):
    table.clear_storage()
    open_plain(table, "?game=cuatrola&speed=0&lang=ru")
    assert not table.page.query_selector("#welcome")
    assert table.view()["game"] == "cuatrola"
