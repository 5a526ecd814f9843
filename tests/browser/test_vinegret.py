"""Vinegret (l'Ambigu) at the browser table: several deals with 4 and with 6
players played through the data-action hooks, the exchange (pick cards, then
confirm), the betting controls, the showdown with the combinations named, the
players URL parameter and the New match dialog, and a refused discard
explained through the page's own path.

All tests share one page (fixture ``table``); each opens the URL it needs.
"""
from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field

from .layout import HIT, PLATES_UNDER_PANEL, SPILLED

CYRILLIC = re.compile("[А-Яа-яЁё]")
COMBO_RU = {
    "point": "Поэн", "prime": "Прима", "grand_prime": "Большая прима", "sequence": "Секанс",
    "tricon": "Трикон", "flux": "Прилив", "tricon_prime": "Трикон с примой",
    "flux_sequence": "Прилив с секансом", "fredon": "Фредон",
}


def _visible_seats(page):
    return page.eval_on_selector_all(".seat:not([hidden])", "els => els.map(e => [e.dataset.pos, +e.dataset.seat])")


def _legal_on_screen(table):
    view = table.view()
    legal = {json.dumps(a, sort_keys=True) for a in view["legal"]}
    shown = {json.dumps(json.loads(a), sort_keys=True) for a in table.actions()}
    return view, legal, shown


def click(table, action: dict):
    """Click the on-screen element whose data-action is this action."""
    match = [a for a in table.actions() if json.loads(a) == action]
    assert match, (action, table.actions())
    table.click_action(match[0])


@dataclass
class Seen:
    """What a run of deals showed: the phases decided, each deal's outcome, the discards picked."""

    phases: set[str] = field(default_factory=set)
    outcomes: list[str] = field(default_factory=list)
    picked: int = 0


def play_deals(table, deals: int, rng: random.Random, phone: bool = False) -> Seen:
    """Play ``deals`` deals by clicks; check each decision's panel; return what was seen."""
    page = table.page
    seen = Seen()
    done = 0
    for _ in range(400):
        table.wait_decision()
        if page.query_selector("[data-match-over]"):
            seen.outcomes.append(table.view()["result"]["outcome"])
            break
        if page.query_selector("[data-deal-over]"):
            view = table.view()
            result = view["result"]
            seen.outcomes.append(result["outcome"])
            panel = table.text("[data-deal-over]")
            assert "Итог сдачи" in panel and "Расчёт" in panel.replace("РАСЧЁТ", "Расчёт")
            for s, hand in enumerate(result["final_hands"]):
                shown = s in result["shown"] or s == view["seat"]
                assert (hand is not None) == shown, (s, result)  # no hidden hand leaks
                if shown and hand:
                    assert COMBO_RU[result["combinations"][s]["name"]] in panel
            if result["outcome"] == "showdown" and len(result["shown"]) > 1:
                assert "Почему" in panel, panel
            combination = [p for p in view["payments"] if p["why"] == "combination"]
            if combination:  # the combination's total, as the engine itemised it
                total = sum(p["chips"] for p in combination)
                assert f"всего {total}." in table.text(".vg-pay"), (view["payments"], panel)
            done += 1
            if done >= deals:
                break
            page.click("[data-next]")
            continue
        view, legal, shown = _legal_on_screen(table)
        if not legal:
            continue
        # Every legal decision is a clickable element carrying its exact JSON.
        assert legal <= shown and shown <= legal, (legal, shown)
        phase = view["phase"]
        seen.phases.add(phase)
        types = [a["type"] for a in view["legal"]]
        if phase in ("exchange", "draw"):
            assert page.locator(".panel-vg-change").count() == 1
            discards = [a for a in view["legal"] if a["type"] == "discard"]
            if discards and rng.random() < 0.6:
                # Pick the cards in the hand, then confirm: the button carries that discard.
                want = rng.choice(discards[: 3 if phase == "exchange" else 5])
                for code in want["cards"]:
                    page.click(f"#hand [data-card='{code}']")
                confirm = page.locator(".vg-confirm.ready")
                assert json.loads(confirm.get_attribute("data-action")) == want
                confirm.click()
                seen.picked += 1
                continue
            click(table, {"type": "keep"})
            continue
        if phase == "declare":
            if "bet" in types:
                assert page.locator(".vg-amount").count() == types.count("bet")
                pick = [a for a in view["legal"] if a["type"] == "bet"][0] if rng.random() < 0.7 else {"type": "pass"}
            elif "hold" in types:
                pick = {"type": "hold"}
            else:
                pick = {"type": "force"} if rng.random() < 0.7 else {"type": "redeal"}
        else:  # final: the level and the cap are on screen
            assert page.locator(".vg-meter i").count() == view["betting"]["cap"]
            level = view["betting"]["level"]
            assert f"{level} из {view['betting']['cap']}" in table.text(".panel-vg")
            raises = [a for a in view["legal"] if a["type"] == "raise"]
            if raises and level == 0 and rng.random() < 0.6:
                pick = raises[0]
            elif "hold" in types:
                pick = {"type": "hold"}
            else:
                pick = {"type": "pass"}
        assert pick in view["legal"], (pick, view["legal"])
        click(table, pick)
    else:
        raise AssertionError("the deals did not end")
    return seen


def test_four_players_several_deals(table):
    table.open("?game=vinegret&players=4&seed=31&speed=0", clear_storage=True)
    page = table.page
    view = table.view()
    assert view["game"] == "vinegret" and view["players"] == 4
    seats = _visible_seats(page)
    assert sorted(p for p, _ in seats) == ["bottom", "left", "right", "top"]
    assert page.locator(".vg-pool").count() == 1
    assert page.locator(".game-tab.active[data-game=vinegret]").count() == 1
    table.wait_decision()
    seen = play_deals(table, 3, random.Random(4))
    assert {"exchange", "declare"} <= seen.phases, seen
    assert seen.picked >= 1 and len(seen.outcomes) == 3
    # Chips are drawn for every seat, and the pool sits in the middle.
    assert page.locator(".seat:not([hidden]) .badge-chips").count() == 4
    table.assert_clean()


def test_six_players_layout_and_deals(table):
    table.open("?game=vinegret&players=6&seed=12&speed=0", clear_storage=True)
    page = table.page
    assert table.view()["players"] == 6
    seats = _visible_seats(page)
    assert len(seats) == 6 and len({p for p, _ in seats}) == 6
    assert sorted(s for _, s in seats) == list(range(6))
    seen = play_deals(table, 2, random.Random(7))
    assert "exchange" in seen.phases and len(seen.outcomes) == 2
    # The phone width holds six seats without anything sticking out sideways.
    with table.phone():
        page.click("[data-next]")
        table.assert_fits_phone(".seat:not([hidden]) .plate, [data-action]")
        play_deals(table, 1, random.Random(9), phone=True)
    table.assert_clean()


def test_players_parameter_and_new_match_dialog(table):
    table.open("?game=vinegret&players=9&speed=0", clear_storage=True)
    assert "notice.badPlayers" in table.notices()
    assert "9" in table.text("#notices")
    assert table.view()["players"] == 4
    page = table.page
    table.wait_decision()
    page.click("#btn-new")
    select = page.locator("#form-new select[name=__players]")
    assert select.locator("option").all_inner_texts() == ["2", "3", "4", "5", "6"]
    select.select_option("5")
    table.start_new_match()
    table.wait_for("window.__app.state.view && window.__app.state.view.players === 5")
    assert len(_visible_seats(page)) == 5
    # Brandeln has no choice of players: no select, and 4 seats again.
    page.click("#btn-new")
    page.click("#new-games input[value=brandeln]")
    assert page.locator("#form-new select[name=__players]").count() == 0
    table.start_new_match()
    table.wait_for("window.__app.state.view && window.__app.state.view.game === 'brandeln'")
    assert sorted(p for p, _ in _visible_seats(page)) == ["bottom", "left", "right", "top"]
    table.assert_clean()


def test_refused_discard_is_explained_and_english(table):
    # Second draw limited to one card: picking two is refused by the engine, and said why.
    table.open("?game=vinegret&players=3&seed=1&speed=0&second_draw_max=1", clear_storage=True)
    page = table.page
    for _ in range(40):
        table.wait_decision()
        view = table.view()
        if view["phase"] == "draw" and view["to_act"] == view["seat"]:
            break
        types = [a["type"] for a in view["legal"]]
        pick = ([a for a in view["legal"] if a["type"] == "bet"][:1] or
                [a for a in view["legal"] if a["type"] in ("hold", "force")][:1] or view["legal"][:1])[0]
        assert "deal_over" not in view["phase"], types
        click(table, pick)
    else:
        raise AssertionError("the human never reached the second draw")
    # English: the table in English, the French names kept, the rules one click away.
    page.click("#btn-lang")
    table.wait_decision()
    body = table.text().replace("Русский", "")
    assert not CYRILLIC.search(body), CYRILLIC.findall(body)[:20]
    assert "Pool" in body and "Chips" in body and "Second draw" in body
    page.click("#btn-rules")
    page.wait_for_selector("#dlg-rules[open] [data-section]")  # the rules text is fetched when first opened
    rules = table.text("#dlg-rules")
    assert "l'Ambigu" in rules and "tricon with prime" in rules.lower()
    page.click("#dlg-rules button")
    before = table.view()
    for code in before["hand"][:2]:
        page.click(f"#hand [data-card='{code}']")
    confirm = page.locator(".vg-confirm.unavailable")
    assert confirm.get_attribute("data-action") is None
    confirm.click()
    prompt = page.locator("#prompt.prompt-error")
    prompt.wait_for()
    assert "at most: 1" in prompt.inner_text() or "at most 1" in prompt.inner_text(), prompt.inner_text()
    assert table.view()["history"] == before["history"]
    page.click("#btn-lang")
    click(table, {"type": "keep"})
    table.assert_clean()


UPRIGHT_TABLETS = [(744, 1133), (768, 1024), (820, 1180), (1024, 1366)]
# The top seat's speech bubble and every other seat's plate it covers, by name.
TOP_BUBBLE_OVER_PLATES = """() => { """ + HIT + """
  const bubble = document.querySelector('#felt .seat-top .bubble');
  if (!bubble || !bubble.getBoundingClientRect().width) return null;
  return [...document.querySelectorAll('#felt .seat:not(.seat-top):not([hidden]) .plate')]
    .filter((plate) => hit(plate.getBoundingClientRect(), bubble.getBoundingClientRect()))
    .map((plate) => plate.innerText.replace(/\\s+/g, ' ')); }"""


def test_a_raise_reads_whole_on_an_upright_tablet(table):
    """Six players, the human at the raise (le renvi) on an upright tablet: the raises' words
    ("до 1 · внести 1") ran into each other, 63 px of them in 54 at 768×1024, and the top
    seat's bid, beside its plate, covered the upper right seat's name at 744×1133.  From the
    iPad mini to the largest iPad every raise says it whole inside its button and the top
    seat's bid covers no plate."""
    table.open("?game=vinegret&players=6&seed=6&speed=0&lang=ru", clear_storage=True)
    table.play_until("final", random.Random(6))
    assert table.page.query_selector(".vg-raise[data-action]")
    spilled, covered = {}, {}
    for width, height in UPRIGHT_TABLETS:
        with table.resized(width, height):
            spilled[width] = table.page.evaluate(SPILLED, "[data-action]")
            covered[width] = table.page.evaluate(TOP_BUBBLE_OVER_PLATES)
    assert spilled == {width: [] for width, _ in UPRIGHT_TABLETS}, spilled
    assert covered == {width: [] for width, _ in UPRIGHT_TABLETS}, covered  # a bubble, over no plate
    table.assert_clean()


def in_windows(table, windows, measure):
    """``measure(page)`` in each laptop's window of ``windows``, by "W×H"."""
    seen = {}
    for width, height in windows:
        with table.resized(width, height):
            seen[f"{width}×{height}"] = measure(table.page)
    return seen

def test_the_second_draw_leaves_the_other_seats_in_sight_in_a_laptops_window(table):
    """Six players, the human at the second draw (four cards: fifteen discards offered): in a
    laptop's window the panel, 233 px high, stood over the top seats' plates and their bids
    (who holds, who passed) at 1366×657, 1280×600 and 1024×600, and, 560 px wide, over the
    right seat's at 1280×720 and 900×700.  Spread between the side seats, its choices and
    discards in one flow, its head on one line, it leaves every other seat's plate clear.  In a
    taller laptop's window (1024×768 to 1440×789) its discards, each on a button 48 px high,
    made it 267–301 px high, over the player's plate too: in the same flow there, it leaves all
    six plates clear, as it does in the low windows where the felt has the room."""
    table.open("?game=vinegret&players=6&seed=6&speed=0&lang=ru", clear_storage=True)
    table.play_until("draw", random.Random(6))
    assert len(table.page.query_selector_all(".vg-chip[data-action]")) == 15
    others = in_windows(table, ((1366, 657), (1280, 720), (1100, 640), (900, 700)),
                        lambda page: page.evaluate(PLATES_UNDER_PANEL, "others"))
    every = in_windows(table, ((1280, 600), (1024, 600), (1280, 577), (1536, 730), (1440, 789), (1280, 800),
                               (1024, 768)),
                       lambda page: page.evaluate(PLATES_UNDER_PANEL, "all"))
    covered = others | every
    assert covered == {key: [] for key in covered}, covered
    table.assert_clean()


def test_a_raise_leaves_the_other_seats_in_sight_in_a_laptops_window(table):
    """Six players, a seat has raised and the human is to hold, raise again or pass (le renvi):
    Hold, four raises and Pass one under the other made a panel 221 px high that stood over the
    upper seats' plates and their bids at 800×600, 1024×600, 1280×600 and 1366×657 (278 px,
    and the right seat's plate too, at 1280×720 and 900×700).  In one flow, what each choice
    costs beside it and spread between Vinegret's wider side plates, it leaves every other
    seat's plate clear; and its level meter, laid out with the head's line in a low window, had
    no width at all up to 680 px high: it now has its own row."""
    table.open("?game=vinegret&players=6&seed=7&speed=0&lang=ru", clear_storage=True)
    table.play_until("final", random.Random(7), offering="hold")
    assert len(table.page.query_selector_all(".vg-raise[data-action]")) == 4
    seen = in_windows(table, ((1366, 657), (1280, 720), (1280, 600), (1024, 600), (800, 600), (900, 700)),
                      lambda page: (page.evaluate(PLATES_UNDER_PANEL, "others"),
                                    page.eval_on_selector(".vg-meter", "(el) => el.offsetWidth")))
    covered = {key: plates for key, (plates, _) in seen.items()}
    meter = {key: width for key, (_, width) in seen.items()}
    assert covered == {key: [] for key in covered}, covered
    assert all(width > 300 for width in meter.values()), meter
    table.assert_clean()


def test_a_side_seat_out_of_the_deal_stays_in_sight_beside_a_raise(table):
    """Six players, the left seat deals and has passed: its plate says "сдаёт", its chips and
    "вне игры" on one line, 190 px wide, and the raise's panel (le renvi) covered its right end
    in every laptop's window from 1024×768 to 1536×730.  A side seat's marks now wrap under its
    name, two lines in 100 px, and the plate stays clear of the panel."""
    table.open("?game=vinegret&players=6&seed=3&speed=0&lang=ru", clear_storage=True)
    table.play_until("final", random.Random(3), offering="hold")
    left = table.page.inner_text("#felt .seat-left .plate")
    assert "сдаёт" in left and "вне игры" in left, left
    covered = in_windows(table, ((1366, 657), (1280, 720), (1536, 730), (1440, 789), (1280, 800), (1024, 768)),
                         lambda page: page.evaluate(PLATES_UNDER_PANEL, "others"))
    assert covered == {key: [] for key in covered}, covered
    table.assert_clean()
