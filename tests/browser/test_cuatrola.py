"""Cuatrola's table in headless Chromium: a whole deal and a short match played
through data-action clicks; the Spanish deck, the turned trump card, the
declarations with their Spanish names, the sitting-out partner's hand set aside
and revealed, three-card tricks, cantes, per-team points, the "exactly 11"
reason for an unavailable bid, the human sitting out, refusals in both languages.

All tests of this module share one page (fixture ``table``); each opens the URL
it needs.  Seeds were picked with the engine's own bots (game.api), which play
the same in the browser: seed 10 — the human passes, seat 3 declares solo, seat 1
sits out and seat 2 sings twenty in bastos; seed 39 — seat 2 (the human's
partner) declares, so the human sits out.
"""
from __future__ import annotations

import json
import re

from .layout import hittable_points

CYRILLIC = re.compile("[А-Яа-яЁё]")
FRENCH_SUITS_RU = re.compile("трефы|черви|пики|бубны|треф|червей|пик|бубен")


def solo_if_possible(actions, view):
    """Human strategy: declare solo whenever it is legal, else the first legal action."""
    for i, a in enumerate(actions):
        if a.get("bid") == "solo":
            return i
    return actions.index(view["legal"][0])


def srcs(table, selector):
    return table.page.eval_on_selector_all(selector, "els => els.map(e => e.getAttribute('src'))")


def test_whole_deal_spanish_deck_trump_card_sitting_out_and_cante(table):
    table.open("?game=cuatrola&seed=10&speed=0", clear_storage=True)
    page = table.page
    view = table.view()
    assert view["game"] == "cuatrola" and view["seat"] == 0 and len(view["hand"]) == 5
    # Spanish card art in the hand, Spanish backs at the other seats.
    hand = srcs(table, "#hand .hand-card img")
    assert len(hand) == 5 and all("/cards/spanish/" in s for s in hand), hand
    assert all(s.endswith("back-spanish.svg") or "/cards/spanish/" in s
               for s in srcs(table, ".seat .seat-cards img"))
    # The turned trump card: face up on the felt and among the dealer's cards.
    muestra = page.locator(".cu-muestra")
    assert muestra.get_attribute("data-trump-card") == view["trump_card"]
    assert muestra.locator("img").get_attribute("src").endswith(f"spanish/{view['trump_card']}.svg")
    dealer_pos = page.locator(f".seat[data-seat='{view['dealer']}'] .muestra img")
    assert dealer_pos.get_attribute("src").endswith(f"spanish/{view['trump_card']}.svg")
    # The declaration panel: every call with its meaning and its Spanish name.
    table.wait_decision()
    panel = table.text("#panel-layer")
    for word in ("Заявка", "Пас", "Paso", "Соло", "Куатрола", "Квинтола", "Quintola", "взять все 5 взяток"):
        assert word in panel, word
    view = table.view()
    on_screen = {json.dumps(json.loads(a), sort_keys=True) for a in table.actions()}
    assert on_screen == {json.dumps(a, sort_keys=True) for a in view["legal"]}
    # Ramón (mano) declared before the human: his call is in a bubble and in the log.
    assert "Соло" in table.text(".seat[data-seat='3']")

    saw_aside = False
    for _ in range(40):
        table.wait_decision()
        if page.query_selector("[data-deal-over], [data-match-over]"):
            break
        view = table.view()
        if view["phase"] == "play" and view["sitting_out"] is not None:
            out = page.locator(f".seat[data-seat='{view['sitting_out']}']")
            assert out.get_attribute("data-role") == "sitting-out"
            assert "не играет" in out.inner_text()
            backs = srcs(table, f".seat[data-seat='{view['sitting_out']}'] .seat-cards img")
            assert backs and all(s.endswith("back-spanish.svg") or s.endswith(f"{view['trump_card']}.svg")
                                 for s in backs)
            saw_aside = True
        table.click_legal(0)
    assert saw_aside
    view = table.view()
    assert view["phase"] == "deal_over"
    r = view["result"]
    assert r["contract"] == "solo" and r["declarer"] == 3 and r["sitting_out"] == 1
    # Three-card tricks, never with the sitting-out seat.
    assert len(view["tricks"]) == 5
    for trick in view["tricks"]:
        assert len(trick["cards"]) == 3 and 1 not in [p["seat"] for p in trick["cards"]]
    assert page.locator("#box-last .mini").count() == 3
    # The cante was announced and is in the log and the contract box.
    assert r["cantes"] == [{"seat": 2, "suit": "B", "points": 20, "trick": 1}]
    assert "las veinte en bastos" in table.text("#box-log .log-cante")
    assert "Лола" in table.text("#box-contract .cu-cante")
    # The result per pair: card points, last trick, cantes, totals, game points, match score.
    result = table.text("[data-deal-over]")
    for word in ("Итог сдачи", "Очки за карты", "Последняя взятка", "Канты", "Всего очков",
                 "Очки партии за сдачу", "Счёт партии", "соло"):
        assert word in result, word
    for n in r["card_points"] + r["total_points"]:
        assert str(n) in result
    # The sitting-out hand is revealed, face up, at its seat and in the result.
    shown = srcs(table, ".seat[data-seat='1'] .seat-cards.revealed img")
    assert sorted(s.rsplit("/", 1)[1][:2] for s in shown) == sorted(view["sitting_out_hand"])
    assert page.locator("[data-deal-over] .cu-aside-cards img").count() == 5
    # Match score per pair in the side box.
    score = page.locator(".cu-team[data-team='0'] .cu-team-score").get_attribute("data-score")
    assert score == str(r["match_score"][0])
    page.click("[data-next]")
    table.wait_for("window.__app.state.view.match.deal_number === 2")
    assert table.view()["dealer"] == (view["dealer"] + 1) % 4
    table.assert_clean()


def test_exactly_target_reason_and_short_match(table):
    # Target 3: cuatrola (4) and quintola (5) would overshoot at once, so the
    # panel shows them unavailable with the "exactly 3" reason; solo is lower
    # than Ramón's solo.  Then the match is played to its end by clicks.
    table.open("?game=cuatrola&seed=10&speed=0&target=3", clear_storage=True)
    page = table.page
    table.wait_decision()
    view = table.view()
    assert view["options"]["target"] == 3 and view["options"]["exact_target"] is True
    for bid in ("cuatrola", "quintola"):
        el = page.locator(f"[data-unavailable='{bid}']")
        assert el.get_attribute("data-reason") == "exact"
        assert el.get_attribute("data-action") is None and el.is_disabled()
        assert "ровно 3" in el.inner_text()
    assert page.locator("[data-unavailable='solo']").get_attribute("data-reason") == "lower"
    assert "ровно 3" in table.text("#box-score")
    assert table.play(solo_if_possible, until="match") == "match"
    view = table.view()
    assert view["phase"] == "match_over"
    winner = view["match"]["winner"]
    assert winner in (0, 1) and view["result"]["match_score"][winner] >= 3
    panel = table.text("[data-match-over]")
    assert "Партия окончена" in panel and "выиграли" in panel
    page.click("[data-match-over] [data-new-match]")
    table.wait_for("window.__app.state.view && window.__app.state.view.phase !== 'match_over'")
    view = table.view()
    assert view["game"] == "cuatrola" and view["match"]["deal_number"] == 1 and view["score"] == [0, 0]
    table.assert_clean()


def test_human_sits_out_when_partner_declares(table):
    table.open("?game=cuatrola&seed=39&speed=0", clear_storage=True)
    page = table.page
    table.wait_decision()
    table.click_legal(0)  # pass; Lola (seat 2) declares solo after
    page.wait_for_selector("[data-deal-over], [data-match-over]")
    view = table.view()
    assert view["result"]["declarer"] == 2 and view["result"]["sitting_out"] == 0
    assert not [a for a in view["history"] if a["seat"] == 0 and a["type"] == "play"]
    assert page.locator("#hand").get_attribute("data-role") == "sitting-out"
    assert "Вы не играете эту сдачу" in table.text("#box-contract")
    assert len(view["hand"]) == 5  # the human's cards were never played
    table.assert_clean()


def test_illegal_card_reason_with_spanish_suits_in_both_languages(table):
    page = table.page
    illegal = None
    for seed in range(1, 12):
        table.open(f"?game=cuatrola&seed={seed}&speed=0", clear_storage=True)
        for _ in range(30):
            table.wait_decision()
            if page.query_selector("[data-deal-over], [data-match-over]"):
                break
            illegal = page.query_selector("#hand .hand-card.illegal")
            if illegal:
                break
            table.click_legal(0)
        if illegal:
            break
    assert illegal, "no position with an illegal card found"
    before = table.view()
    card = illegal.get_attribute("data-card")
    illegal.click()
    prompt = page.locator("#prompt.prompt-error")
    prompt.wait_for()
    text = prompt.inner_text()
    assert re.search("масть|перебить|козыр|перекозыр", text), text
    assert not FRENCH_SUITS_RU.search(text), text
    assert table.view()["history"] == before["history"]
    # English: the same refusal, and not one Russian word on the table.
    page.click("#btn-lang")
    page.click(f"#hand [data-card='{card}']")
    table.wait_for("document.querySelector('#prompt').innerText.match(/must/i)")
    body = table.text().replace("Русский", "")
    assert not CYRILLIC.search(body), CYRILLIC.findall(body)[:20]
    assert "Match score" in body and "Trump" in body
    page.click("#btn-rules")
    page.wait_for_selector("#dlg-rules[open] [data-section]")  # the rules text is fetched when first opened
    rules = table.text("#dlg-rules")
    assert "Cuatrola" in rules and "exactly" in rules and "las cuarenta" in rules
    page.click("#dlg-rules button")
    page.click("#btn-lang")
    table.click_legal(0)
    table.assert_clean()


def test_phone_width_declaration_panel(table):
    table.open("?game=cuatrola&seed=10&speed=0", clear_storage=True)
    page = table.page
    with table.phone():
        table.assert_fits_phone()
        table.click_legal(0)
        table.wait_decision()
        assert page.locator(".cu-muestra").is_visible()
    table.assert_clean()


def cuatrola_before_its_last_card() -> str:
    """A saved match (seed 21) where the human, declarer of a cuatrola, holds the last card
    of the deal: every seat played by the basic bot."""
    import random

    from game.api import SAVE_FORMAT, SAVE_VERSION
    from game.bots import get_bot
    from game.match import Match

    match, bot, rng = Match("cuatrola", seed=21), get_bot("cuatrola", "basic"), random.Random(21)
    while not (match.deal.to_act == 0 and len(match.view(0)["hand"]) == 1 and match.view(0)["phase"] == "play"):
        match.play_turn(lambda seat: bot(match.view(seat), rng))
    assert match.view(0)["contract"] == "cuatrola" and match.view(0)["declarer"] == 0
    engine_save = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "level": "basic", "match": match.to_json()}
    request = {"game": "cuatrola", "options": {}, "seed": 21, "level": "basic"}
    return json.dumps({"v": 1, "game": "cuatrola", "request": request, "saved": 0, "data": json.dumps(engine_save)})


def test_a_cuatrola_is_told_by_its_tricks_not_by_points(table):
    """§9.4: in a cuatrola points, the last trick and cantes decide nothing: neither the
    score box nor the result counts them, the tricks stand in the result's total row."""
    table.open("", save=cuatrola_before_its_last_card())
    table.wait_decision()
    assert table.view()["points_count"] is False
    box = table.text("#box-score")
    assert "взятк" in box and "очки за карты" not in box, box
    table.click_legal(0)
    table.page.wait_for_selector("[data-deal-over], [data-match-over]")
    rows = table.page.eval_on_selector_all(".cu-result-table tbody th", "ths => ths.map((th) => th.textContent)")
    points = {"Очки за карты (tantos)", "Последняя взятка (diez de últimas)", "Канты (cantes)", "Всего очков"}
    assert rows[0] == "Взятки" and not points & set(rows), rows
    assert table.page.locator(".cu-result-table tr.total-row th").inner_text() == "Взятки"
    assert "очки за карты" not in table.text("#box-score")
    table.assert_clean()


# Windows where a deal's result fits over the felt: tablets either way up, laptops, phones.
RESULT_WINDOWS = [(1024, 768), (768, 1024), (1366, 657), (1280, 800), (1920, 1080), (390, 664), (390, 844),
                  (360, 640), (844, 390)]


def test_a_deals_result_leaves_the_line_over_the_hand_in_reach(table):
    """At a deal's end the result stood centred over felt and hand, and on a tablet (1024×768)
    it covered the line over the hand with its buttons, Record and the drawer's ☰, though the
    felt had the room for it.  It now stands over the felt wherever it fits there, with every
    button on that line in reach, and reaches down over the hand from the felt's top where it
    is the taller (at 360×640, by 27 px)."""
    table.open("", save=cuatrola_before_its_last_card())
    table.wait_decision()
    table.click_legal(0)
    page = table.page
    page.wait_for_selector("[data-deal-over]")
    # measured once the panel has risen into place (its entrance moves it 10 px for 0.25 s)
    page.eval_on_selector("[data-deal-over]",
                          "(el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => null)))")
    buttons = "#story-tools .btn, #btn-side"
    covered, fitting = [], []
    for width, height in RESULT_WINDOWS:
        with table.resized(width, height):
            panel, felt = (page.eval_on_selector(sel, "(el) => { const r = el.getBoundingClientRect(); "
                                                      "return [r.top, r.bottom]; }")
                           for sel in ("[data-deal-over]", "#felt"))
            assert felt[0] - 4 <= panel[0], (width, height, panel, felt)  # the layer's padding, the felt's margin
            if panel[1] - panel[0] > felt[1] - felt[0]:
                continue  # taller than the felt: it reaches down over the hand from the felt's top
            fitting.append((width, height))
            assert panel[1] <= felt[1] + 1, (width, height, panel, felt)
            shown = page.eval_on_selector_all(buttons, "els => els.filter((el) => el.offsetWidth)"
                                                       ".map((el) => '#' + el.id)")
            assert "#btn-story" in shown, (width, height, shown)
            covered += [(width, height, sel) for sel in shown if hittable_points(page, sel)[0] is None]
    assert not covered, covered
    assert len(fitting) == len(RESULT_WINDOWS) - 1, fitting  # all but 360×640, where it is 27 px taller
    table.assert_clean()


def test_the_restored_notice_leaves_a_deals_result_alone(table):
    """"Restored from the same place" says a match is back; on a phone it stood over the
    result's title (390×664) when the deal ended within its five seconds, and for five seconds
    on a reload onto a result.  It ends with the deal, and a result restored shows without it."""
    with table.resized(390, 664):
        table.open("", save=cuatrola_before_its_last_card())
        table.wait_decision()
        assert "notice.saveRestored" in table.notices()
        table.click_legal(0)
        table.page.wait_for_selector("[data-deal-over]")
        assert "notice.saveRestored" not in table.notices()
        table.reload()
        table.page.wait_for_selector("[data-deal-over]")
        assert table.notices() == []
        assert hittable_points(table.page, "[data-deal-over] h3")[0] is not None
    table.assert_clean()
