"""The card table in headless Chromium: boot offline, play Brandeln through the
data-action hooks, language, resume after reload, bad saves and URL parameters,
and the reason given for an illegal card.

All tests of this module share one page (fixture ``table``); each says which
URL it needs, so they also pass one by one.
"""
from __future__ import annotations

import json
import re

CYRILLIC = re.compile("[А-Яа-яЁё]")


def bid_highest_first(actions, view):
    """Human strategy: open with the highest bid (so the human declares), then play the first legal card."""
    bids = [i for i, a in enumerate(actions) if a["type"] == "bid"]
    if bids and view["phase"] == "auction":
        return bids[-1]
    return actions.index(view["legal"][0])


def test_boot_offline_first_paint_and_hooks(table):
    table.open("?seed=101&speed=0", clear_storage=True)
    page = table.page
    # The shell was painted before the engine was ready.
    fcp = page.evaluate(
        "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || null")
    ready = page.evaluate("window.__app.bootMs")
    assert fcp is not None and fcp < ready, (fcp, ready)
    assert fcp < 3000, f"first paint took {fcp} ms"
    # Russian by default, the table drawn, seat 0 holds 7 cards.
    assert page.evaluate("document.documentElement.lang") == "ru"
    view = table.view()
    assert view["game"] == "brandeln" and view["seat"] == 0
    assert page.locator("#hand .hand-card").count() == 7
    assert page.locator(".seat[data-pos=top] .plate").count() == 1
    table.wait_decision()
    # Only legal actions carry data-action, each the exact JSON of a legal action.
    view = table.view()
    legal = {json.dumps(a, sort_keys=True) for a in view["legal"]}
    on_screen = {json.dumps(json.loads(a), sort_keys=True) for a in table.actions()}
    assert on_screen == legal
    assert "Торговля" in table.text("#panel-layer")
    table.assert_clean()


def test_whole_deal_by_clicks_with_declaration(table):
    table.open("?seed=202&speed=0", clear_storage=True)
    seen = set()

    def choose(actions, view):
        seen.add(view["phase"])
        return bid_highest_first(actions, view)

    assert table.play(choose, until="deal") == "deal"
    assert {"auction", "declaration", "play"} <= seen
    view = table.view()
    assert view["phase"] == "deal_over"
    result = view["result"]
    assert result["declarer"] == 0 and sum(result["tricks"]) == 7
    panel = table.text("[data-deal-over]")
    assert "Итог сдачи" in panel
    assert ("Вы сделали игру" in panel) or ("Вы не сделали игру" in panel)
    # Last trick is shown in the side panel; scores are on screen.
    assert table.page.locator("#box-last .mini").count() == 4
    total = result["scores"][0]
    assert str(total).replace("-", "−") in table.text("[data-deal-over]").replace("-", "−")
    # Next deal: a new hand, deal 2, dealer moved on.
    table.page.click("[data-next]")
    table.wait_for("window.__app.state.view.match.deal_number === 2")
    view2 = table.view()
    assert len(view2["hand"]) == 7 and view2["dealer"] == (view["dealer"] + 1) % 4
    table.assert_clean()


def test_short_match_to_the_end(table):
    # Target 3: the human passes and plays the first legal card; whoever makes a
    # contract first wins (seed 304 takes two deals, crossing "next deal").
    table.open("?seed=304&speed=0&target=3", clear_storage=True)
    assert table.view()["options"]["target"] == 3
    assert table.play(until="match") == "match"
    view = table.view()
    assert view["phase"] == "match_over"
    winner = view["match"]["winner"]
    assert winner is not None and view["result"]["scores"][winner] >= 3
    panel = table.text("[data-match-over]")
    assert "Партия окончена" in panel
    assert ("Вы выиграли партию" if winner == 0 else "Победитель партии — ") in panel, panel
    # "New match" starts over: deal 1, scores back to 0, and the URL no longer pins the seed.
    table.page.click("[data-match-over] [data-new-match]")
    table.wait_for(
        "window.__app.state.view && window.__app.state.view.phase !== 'match_over'")
    view = table.view()
    assert view["match"]["deal_number"] == 1 and view["match"]["scores"] == [0, 0, 0, 0]
    assert "seed=" not in table.page.url
    table.assert_clean()


def test_language_toggle_and_rules(table):
    table.open("?seed=404&speed=0", clear_storage=True)
    page = table.page
    table.wait_decision()
    page.click("#btn-lang")
    assert page.evaluate("document.documentElement.lang") == "en"
    # Every word on screen is English now, but the toggle's own "Русский".
    body = table.text().replace("Русский", "")
    assert not CYRILLIC.search(body), CYRILLIC.findall(body)[:20]
    assert "New match" in body and "Match score" in body
    # The rules summary, one click away, in English ...
    page.click("#btn-rules")
    page.wait_for_selector("#dlg-rules[open] [data-section]")  # the rules text is fetched when first opened
    rules = table.text("#dlg-rules")
    assert "Brandeln" in rules and "follow suit" in rules
    page.click("#dlg-rules button")
    # ... and the choice survives a reload (and back to Russian).
    table.reload()
    assert page.evaluate("document.documentElement.lang") == "en"
    page.click("#btn-lang")
    body = table.text()
    assert "Новая партия" in body and "Счёт партии" in body
    page.click("#btn-rules")
    page.wait_for_selector("#dlg-rules[open] [data-section]")
    assert "ходить в масть" in table.text("#dlg-rules")
    page.click("#dlg-rules button")
    table.assert_clean()


def test_reload_mid_deal_resumes_same_position(table):
    table.open("?seed=505&speed=0", clear_storage=True)
    # Make a few moves, stopping at a human decision in the play.
    steps = 0
    while True:
        table.wait_decision()
        view = table.view()
        if view["phase"] == "play" and len(view["hand"]) <= 5:
            break
        acts = table.actions()
        assert acts, "the deal ended before the test position"
        table.click_legal(0)
        steps += 1
        assert steps < 60
    before = table.view()
    table.reload()
    table.wait_decision()
    after = table.view()
    for key in ("hand", "history", "phase", "to_act", "trick", "tricks_won", "dealer", "legal"):
        assert after[key] == before[key], key
    assert "notice.saveRestored" in table.notices()
    table.assert_clean()


def test_corrupt_and_outdated_saves_are_discarded(table):
    table.open("?speed=0", clear_storage=True)
    page = table.page
    for key, bad in (
        ("hcg.match.brandeln", "{not json"),
        ("hcg.match.brandeln", json.dumps({"v": 0, "request": {"game": "brandeln"}, "data": "{}"})),
        ("hcg.save", "{not json"),  # the first version's single slot
        ("hcg.save", json.dumps({"v": 1, "game": "brandeln",
                                 "request": {"game": "brandeln", "options": {}, "seed": None,
                                             "level": "basic"},
                                 "data": json.dumps({"format": "card-table-save", "version": 999})})),
    ):
        table.wait_decision()  # the bots are idle: no save is being written
        page.evaluate("s => localStorage.removeItem('hcg.match.brandeln')")
        page.evaluate("([k, s]) => localStorage.setItem(k, s)", [key, bad])
        table.reload()
        assert "notice.saveDiscarded" in table.notices(), bad
        view = table.view()
        assert view["match"]["deal_number"] == 1 and len(view["hand"]) == 7
        # A fresh, valid save replaced the bad one; the old slot is gone.
        saved = json.loads(page.evaluate("localStorage.getItem('hcg.match.brandeln')"))
        assert saved["v"] == 2 and saved["game"] == "brandeln" and json.loads(saved["data"])
        assert page.evaluate("localStorage.getItem('hcg.save')") is None
    table.assert_clean()


def test_bad_url_parameters_are_ignored_with_notices(table):
    table.open("?game=chess&seed=abc&lang=xx&speed=9&foo=1&target=zero", clear_storage=True)
    notices = table.notices()
    assert notices.count("notice.badParam") >= 5, notices  # game, seed, lang, speed, target
    assert "notice.unknownParam" in notices
    page = table.page
    assert page.evaluate("document.documentElement.lang") == "ru"
    view = table.view()
    assert view["game"] == "brandeln" and view["options"]["target"] == 21
    body = table.text("#notices")
    assert "game=chess" in body and "foo" in body
    # The address keeps none of them (a good language or speed it would): a reload repeats no notice.
    assert page.evaluate("location.search") == "?game=brandeln"
    table.reload()
    assert "notice.badParam" not in table.notices()
    table.assert_clean()


def test_a_damaged_save_on_a_first_visit_is_said_over_the_welcome(table):
    table.clear_storage()
    page = table.page
    page.evaluate("localStorage.setItem('hcg.match.brandeln', '{not json')")  # the game a first visit opens
    page.goto(table.base)
    table.wait_ready()
    page.wait_for_selector(".welcome")  # nothing else saved: the welcome
    note = page.wait_for_selector("[data-notice='notice.saveDiscarded']")
    box = note.bounding_box()
    assert page.evaluate("([x, y]) => !!document.elementFromPoint(x, y)?.closest('.notice')",
                         [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    text = note.inner_text()
    assert "не удалось открыть" in text and "начата новая" not in text  # no match was started
    assert table.page.evaluate("window.__app.state.view") is None
    table.assert_clean()


def test_illegal_card_says_why_in_both_languages(table):
    # Find a position where the human must follow suit and holds other cards.
    for seed in range(600, 640):
        table.open(f"?seed={seed}&speed=0", clear_storage=True)
        for _ in range(80):
            table.wait_decision()
            if table.page.query_selector("[data-deal-over], [data-match-over]"):
                break
            illegal = table.page.query_selector("#hand .hand-card.illegal")
            if illegal:
                break
            table.click_legal(0)
        else:
            continue
        if illegal:
            break
    else:
        raise AssertionError("no position with an illegal card found")
    page = table.page
    before = table.view()
    card = illegal.get_attribute("data-card")
    assert illegal.get_attribute("data-action") is None
    illegal.click()
    prompt = page.locator("#prompt.prompt-error")
    prompt.wait_for()
    text_ru = prompt.inner_text()
    assert CYRILLIC.search(text_ru) and ("масть" in text_ru or "козыр" in text_ru or "перебить" in text_ru), text_ru
    assert table.view()["history"] == before["history"]  # nothing was played
    page.click("#btn-lang")
    page.click(f"#hand [data-card='{card}']")
    table.wait_for("document.querySelector('#prompt').innerText.match(/must|trump|suit/i)")
    assert not CYRILLIC.search(page.inner_text("#prompt"))
    page.click("#btn-lang")  # back to Russian for whoever comes next
    # A legal card is still playable afterwards.
    table.click_legal(0)
    table.assert_clean()


def test_hint_highlights_a_legal_action(table):
    table.open("?seed=707&speed=0", clear_storage=True)
    table.wait_decision()
    page = table.page
    page.click("#btn-hint")
    hinted = page.wait_for_selector("[data-action].hinted", timeout=60_000)
    action = json.loads(hinted.get_attribute("data-action"))
    assert action in table.view()["legal"]
    table.assert_clean()


def test_bot_levels_in_the_new_match_dialog(table):
    """Normal bots unless told otherwise; strong bots play their cards from the worker
    while the page keeps answering."""
    table.open("?seed=31&speed=0&level=normal", clear_storage=True)
    page = table.page
    assert table.view()["bot_level"] == "normal"
    table.wait_decision()
    page.click("#btn-new")
    select = page.locator("#form-new select[name=__level]")
    assert select.locator("option").all_inner_texts() == ["случайные ходы", "лёгкие", "средние",
                                                          "сильные"]
    assert select.input_value() == "normal"
    select.select_option("strong")
    table.start_new_match()
    table.wait_for("window.__app.state.view && window.__app.state.view.bot_level === 'strong'")
    for _ in range(3):  # the human's turn comes round after the strong bots' moves
        table.wait_decision()
        if page.query_selector("[data-deal-over], [data-match-over]"):
            break
        table.click_legal(0)
        assert page.evaluate("1 + 1") == 2  # the main thread answers while a bot thinks
    assert page.evaluate("window.__app.engine.timings.bot_step.length") > 0
    table.assert_clean()


def test_phone_width_layout(table):
    """Down to phone width: nothing sticks out sideways, every decision is on screen."""
    table.open("?seed=808&speed=0", clear_storage=True)
    page = table.page
    with table.phone():
        table.assert_fits_phone()
        # Play a few moves at this size.
        for _ in range(5):
            table.wait_decision()
            if page.query_selector("[data-deal-over]"):
                break
            table.click_legal(0)
    table.assert_clean()
