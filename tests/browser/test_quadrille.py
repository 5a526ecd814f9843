"""Quadrille on the card table, through the data-action hooks: the auction with
raises, the pot, the trump and the called card, a silent partner who stays hidden
(the seat deciding is never shown), an illegal card's reason, the itemised payments,
and a whole match of four deals with the leftover pot shared out.

The tests share one page (fixture ``table``); each opens the URL it needs.
Seed 2: the human passes, seat 2 declares an Alliance and calls K♠, whose holder
(seat 1) stays silent — the human is an opponent who must not learn who it is.
"""
from __future__ import annotations

import json
import random
import re

import pytest

from .conftest import laid_out_at
from .layout import LAPTOP_WINDOWS, PANEL_CUT_SIDEWAYS, PLATES_UNDER_PANEL


def canon(action) -> str:
    return json.dumps(action, sort_keys=True)


def written(n: int) -> str:
    """A number as the page writes it: a negative one with the true minus sign."""
    return f"−{-n}" if n < 0 else str(n)


def check_partner_hidden(table, view):
    """While the partner is unknown to the human, nothing on screen names him."""
    page = table.page
    if view.get("partner") is not None:
        return
    assert page.locator(".qd-badge-partner").count() == 0
    for entry in view["history"]:
        if entry["type"] == "silent":
            assert "seat" not in entry
    if view.get("called"):
        assert page.inner_text(".qd-called-who") in ("у кого?", "who?")
        assert "пока неизвестно" in page.inner_text("#box-contract")


def test_deal_with_a_silent_partner_and_an_illegal_card(table):
    table.open("?game=quadrille&seed=2&speed=2", clear_storage=True)
    page = table.page
    table.wait_decision()
    view = table.view()
    assert view["game"] == "quadrille" and view["phase"] == "auction"
    # The auction: exactly the legal bids, each with its raise, grouped by contract.
    on_screen = {canon(json.loads(a)) for a in table.actions()}
    assert on_screen == {canon(a) for a in view["legal"]}
    assert any(a.get("raise") for a in view["legal"])
    assert page.locator(".qd-bid-row").count() >= 1
    assert "Торговля" in table.text("#panel-layer")
    # The pot is on the felt; every seat shows its chips.
    assert page.get_attribute("[data-qd-pot]", "data-qd-pot") == str(view["pot"])
    assert page.locator(".seat .qd-badge-chips").count() == 4
    table.click_action(next(a for a in table.actions() if json.loads(a) == {"type": "pass"}))

    # A bot declares and its partner decides: nobody's seat is shown as deciding.
    page.wait_for_selector("body[data-phase='partner']", timeout=90_000)
    assert "Партнёр решает" in table.text("#prompt")
    assert page.locator(".seat.to-act").count() == 0
    assert page.locator(".seat .thinking").count() == 0
    view = table.view()
    assert view["to_act"] is None and view["partner"] is None and view["called"]
    check_partner_hidden(table, view)
    page.select_option("#speed", "0")

    tried_illegal = []

    def choose(actions, view):
        check_partner_hidden(table, view)
        if view["phase"] == "play":
            assert page.get_attribute("[data-qd-called]", "data-qd-called") == view["called"]
            illegal = [c for c in view["hand"] if {"type": "play", "card": c} not in view["legal"]]
            if illegal and not tried_illegal:
                tried_illegal.append(illegal[0])
                page.click(f"#hand [data-card='{illegal[0]}']")
                page.wait_for_selector("#prompt.prompt-error")
                message = table.text("#prompt")
                assert re.search("Нужно|Приходится", message), message
        return actions.index(view["legal"][0])

    assert table.play(choose, until="deal") == "deal"
    assert tried_illegal, "the human never held an unplayable card"
    view = table.view()
    result = view["result"]
    assert view["phase"] == "deal_over" and sum(result["tricks"]) == 10
    assert result["partner"] == 1 and result["partner_open"] is False
    # Revealed at the end; the result names the outcome and itemises the chips.
    panel = table.text("[data-deal-over]")
    assert "Итог сдачи" in panel and "Расчёт фишками" in panel
    assert page.locator("[data-qd-payments] li").count() >= 2
    assert f"= {result['carry_in'] + sum(result['to_pot'])}" in panel
    assert sum(result["score_delta"]) == result["carry_in"] - result["carry_out"]
    # The match is scored in chips, a loss written with the true minus sign, in the result's
    # table, the side box and the score sheet alike (the table said "Очки", the totals "-4").
    cells = "els => els.map((e) => e.textContent)"
    assert page.eval_on_selector_all("[data-deal-over] .result-table th", cells)[-1] == "Фишки"
    totals = [written(n) for n in view["match"]["scores"]]
    assert any(n.startswith("−") for n in totals), totals
    assert page.eval_on_selector_all("[data-deal-over] .result-table td:last-child", cells) == totals
    assert page.eval_on_selector_all("#box-score .sc-total", cells) == totals
    page.click("[data-story-open]")
    page.click("#dlg-story [data-story-tab=sheet]")
    page.wait_for_selector("#dlg-story .story-sheet")
    assert page.eval_on_selector_all("#dlg-story .story-total", cells) == totals
    sheet = table.text("#dlg-story .story-sheet")
    assert "фишки" in sheet and not re.search(r"-\d", sheet), sheet
    page.click("#story-close")
    table.assert_clean()


def test_match_of_four_deals_shares_the_pot(table):
    table.open("?game=quadrille&seed=7&speed=0&deals=4", clear_storage=True)
    page = table.page
    table.wait_decision()
    # English through the same table, with the historic names.
    page.click("#btn-lang")
    assert "pot" in table.text("#felt").lower()
    page.click("#btn-rules")
    page.wait_for_selector("#dlg-rules[open] [data-section]")  # the rules text is fetched when first opened
    assert "Spadille" in table.text("#rules-body") and "Basto" in table.text("#rules-body")
    page.keyboard.press("Escape")
    page.click("#btn-lang")
    assert "банк" in table.text("#felt").lower()

    deals = 0
    for _ in range(600):
        table.wait_decision()
        if page.query_selector("[data-match-over]"):
            break
        if page.query_selector("[data-deal-over]"):
            deals += 1
            assert page.locator("[data-qd-payments]").count() == 1
            page.click("[data-next]")
            continue
        acts = table.actions()
        if not acts:
            continue
        view = table.view()
        want = view["legal"][0]
        table.click_action(next(a for a in acts if json.loads(a) == want))
    view = table.view()
    assert view["phase"] == "match_over" and deals == 3
    settled = view["match"]["settled"]
    assert settled["over"] and settled["deals_played"] == 4
    assert isinstance(settled["shares"], list) and len(settled["shares"]) == 4
    assert sum(settled["scores"]) == 0
    winners = view["match"]["winners"]
    assert winners and winners == view["match"]["winner"]
    panel = table.text("[data-match-over]")
    assert "Партия окончена" in panel
    line = table.text(".result-winner")
    if len(winners) > 1:
        assert "делят" in line or "делите" in line
    elif winners == [0]:
        assert "Вы выиграли" in line
    else:
        assert "Победитель партии" in line
    # The final totals (with the pot's leftover shares) are on the panel.
    for score in settled["scores"]:
        assert str(abs(score)) in panel
    assert page.locator("[data-match-over] tr.winner").count() == len(winners)
    table.assert_clean()


def saved_at(seed: int, stop) -> str:
    """A saved match of ``seed`` stopped at the first position where ``stop(match)`` holds:
    every seat, the human's too, played by the basic bot."""
    import random

    from game.api import SAVE_FORMAT, SAVE_VERSION
    from game.bots import get_bot
    from game.match import Match

    match, bot, rng = Match("quadrille", seed=seed), get_bot("quadrille", "basic"), random.Random(seed)
    while not stop(match):
        match.play_turn(lambda seat: bot(match.view(seat), rng))
    engine_save = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "level": "basic",
                   "match": match.to_json()}
    request = {"game": "quadrille", "options": {}, "seed": seed, "level": "basic"}
    return json.dumps({"v": 1, "game": "quadrille", "request": request, "saved": 0,
                       "data": json.dumps(engine_save)})


def stop_or_vole_save() -> str:
    """Seed 12 where the human, a solo declarer who won the first six tricks, must choose stop or vole."""
    return saved_at(12, lambda match: match.deal.phase == "stop_or_vole" and match.deal.to_act == 0)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_partners_and_the_vole_choice_leave_the_seats_in_sight_in_a_laptops_window(table, lang):
    """The partner's choice (announce or stay silent: seed 5, the human holds the called King)
    and the solo declarer's stop or vole (seed 12), two buttons a row in a panel 500 px wide and
    188–211 px high, stood over the player's plate from 1366×657 to 1280×577, and at 1100×640 and
    1199×700.  Spread between the side seats as the auctions are, they leave every seat's plate
    in sight in each laptop's window (at 800×600 and 900×700 the other seats'), in English too,
    where the declarer's "declarer −1" now wraps under his name (on one line it reached under
    the panel at 1366×657)."""
    partner = saved_at(5, lambda match: match.deal.phase == "partner" and match.deal.to_act == 0)
    covered = {}
    for name, save in (("partner", partner), ("stop_or_vole", stop_or_vole_save())):
        table.open(f"?lang={lang}", save=save)
        table.wait_decision()
        assert table.view()["phase"] == name
        with table.resized(1366, 657):
            for width, height, which in LAPTOP_WINDOWS:
                laid_out_at(table.page, width, height)
                covered[f"{name} {width}×{height}"] = (table.page.evaluate(PLATES_UNDER_PANEL, which),
                                                      table.page.evaluate(PANEL_CUT_SIDEWAYS))
    assert covered == {key: ([], None) for key in covered}, covered
    table.assert_clean()


def test_the_human_declarers_remise_is_worded_for_the_human(table):
    """Seed 2: the human's solo ends in a remise; the payments say "You add", not "You adds"."""
    table.open("", save=saved_at(2, lambda match: match.deal.to_act == 0 and len(match.view(0)["hand"]) == 1
                                 and match.view(0)["phase"] == "play"))
    table.play()
    assert table.view()["result"]["outcome"] == "remise" and table.view()["result"]["declarer"] == 0
    lines = table.text("[data-qd-payments]")
    assert "Вы кладёте в банк ещё 1" in lines and not re.search(r"Вы кладёт\b", lines), lines
    table.assert_clean()


def test_stop_or_vole_prompt_with_its_stakes(table):
    table.open("", save=stop_or_vole_save())
    table.wait_decision()
    view = table.view()
    assert view["phase"] == "stop_or_vole" and view["declarer"] == 0
    assert sorted(json.loads(a)["type"] for a in table.actions()) == ["stop", "vole"]
    panel, chips = table.text(".qd-choice"), view["stop_or_vole"]  # the engine's chips, worded
    assert f"банк ({chips['stop']['pot']}) ваш и по {chips['stop']['each']} с каждого" in panel, panel
    assert f"Каждый кладёт в банк ещё {chips['vole']['stake']}. Все 10 взяток — банк ({chips['vole']['pot']}) " \
        f"и по {chips['vole']['made_each']} с каждого. Иначе — по {chips['vole']['failed_each']}" in panel, panel
    vole = next(a for a in table.actions() if json.loads(a)["type"] == "vole")
    table.click_action(vole)
    table.wait_decision()
    view = table.view()
    assert view["contract"] == "vole" and view["pot"] == 8  # four antes and four vole stakes
    table.assert_clean()


def test_the_auctions_prompt_names_only_the_bids_still_open(table):
    """Seed 53: a bot has bid Solo before the human, whose prompt offered an Alliance no more on offer."""
    table.open("", save=saved_at(53, lambda match: match.view(0)["phase"] == "auction" and match.deal.to_act == 0
                                 and all(a.get("bid") != "alliance" for a in match.view(0)["legal"])))
    table.wait_decision()
    assert {a.get("bid") for a in table.view()["legal"]} == {None, "solo"}
    assert table.text("#prompt") == "Ваше слово: соло или пас"
    table.assert_clean()


def test_a_declaration_in_a_low_laptop_window_leaves_the_players_plate_clear(table):
    """At 1280×577 (a 1280×720 screen under a browser's bars) the top seat sits nearer the
    felt's rim, but the room kept above the panel was the taller felt's: a declaration that
    fits between the top seat's plate and the player's own stood 26 px too low, over the
    player's.  It now stands between them, clear of each (3.3 px below the top seat's plate,
    17 px above the player's), measured once it has risen into place: measured while it rose,
    the gap above read 1–2 px more, and depended on the machine's speed."""
    table.open("?game=quadrille&seed=5&speed=0&lang=en", clear_storage=True)
    table.play_until("declaration", random.Random(5))
    with table.resized(1280, 577):
        gaps = table.page.evaluate("""async () => {
            const shown = document.querySelector('#panel-layer .panel');
            await Promise.all(shown.getAnimations().map((a) => a.finished.catch(() => null)));  // risen
            const panel = shown.getBoundingClientRect();
            const plate = (pos) => document.querySelector(`#felt .seat-${pos} .plate`).getBoundingClientRect();
            return [panel.top - plate('top').bottom, plate('bottom').top - panel.bottom]; }""")
        covered = table.page.evaluate(PLATES_UNDER_PANEL, "fitting")
    assert min(gaps) >= 3 and covered == [], (gaps, covered)
    table.assert_clean()
