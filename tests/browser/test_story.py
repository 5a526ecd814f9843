"""The story of the match in the browser (issue 14): the score sheet during and at the
end of a match, the review after a deal, statistics after a match (and their reset),
taking a move back, the link to a finished match's deals, skipping to the result.

Every control is tapped where ``document.elementFromPoint`` finds it (``layout.py``):
nothing is scrolled into view for the player.  Short matches: Cuatrola to 1 point
(the first deal ends it) and one Brandeln deal.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from .conftest import wait_until
from .layout import hittable_points, tap_for, tap_where_seen

OVER = "[data-deal-over], [data-match-over]"


def stats(page) -> dict:
    return page.evaluate("JSON.parse(localStorage.getItem('hcg.stats') || 'null')")


def play_first_legal(table, stop=lambda view: False, max_steps: int = 300) -> dict:
    """Tap the engine's first legal action until ``stop(view)`` holds at the human's turn
    or the deal is over; -> the view then."""
    page = table.page
    for _ in range(max_steps):
        page.wait_for_selector(f"[data-action], {OVER}")
        view = table.view()
        if page.query_selector(OVER) or stop(view):
            return view
        want = view["legal"][0]
        chosen = [a for a in table.actions() if json.loads(a) == want]
        if not chosen:
            continue
        tap_where_seen(page, f"[data-action='{chosen[0]}']")
        wait_until(page, "(n) => (window.__app.state.view.history || []).length !== n", len(view["history"]))
    raise AssertionError("the deal did not end")


def open_story(table, tab: str) -> None:
    page = table.page
    if not page.query_selector("#dlg-story[open]"):
        # on the table's line; over a result panel, the panel's own button into the story
        tap_for(page, "[data-story-open]" if page.query_selector(OVER) else "#btn-story", "#dlg-story[open]")
    tap_for(page, f"[data-story-tab={tab}]", f"#dlg-story .story-body[data-tab={tab}]")


def close_story(table) -> None:
    tap_where_seen(table.page, "#story-close")
    table.page.wait_for_selector("#dlg-story[open]", state="detached")


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    """Where the screenshots go (``STORY_SHOTS`` to keep them)."""
    folder = Path(os.environ.get("STORY_SHOTS") or tmp_path_factory.mktemp("story"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# Per row of the table ``sel``: the right edge of the last words in each of its two last cells.
LAST_WORDS_RIGHT = """(sel) => {
  const right = (cell) => {
    const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    let last = null;
    for (let n = texts.nextNode(); n; n = texts.nextNode()) if (n.textContent.trim()) last = n;
    const range = document.createRange();
    range.selectNodeContents(last);
    return Math.round(range.getBoundingClientRect().right);
  };
  return [...document.querySelector(sel).rows].map((row) => [...row.cells].slice(-2).map(right));
}"""

def test_the_score_sheet_the_review_and_statistics_of_a_short_match(table, shots):
    page = table.page
    table.clear_storage()
    table.open("?game=cuatrola&target=1&speed=0&lang=en")
    # During the first deal: the sheet is one tap away and empty, the review waits.
    open_story(table, "sheet")
    page.wait_for_selector("#dlg-story .story-body .story-empty")
    assert "No deal has been played yet" in table.text("#dlg-story .story-body")
    open_story(table, "review")
    page.wait_for_selector("[data-review-waits]")
    assert "review" not in table.view()
    close_story(table)

    view = play_first_legal(table)
    assert view["phase"] == "match_over"
    # The match's end shows the whole sheet: one deal, its contract, the final totals.
    page.wait_for_selector("[data-final-sheet] .story-sheet[data-rows='1']")
    final = table.text("[data-final-sheet]")
    assert "Pass-out deal" in final and "Total (game points)" in final
    # Each pair's numbers stand under its own heading: right edges together, row after row
    # (the cells stood left under right-aligned headings: a pair's points under the other's name).
    columns = page.evaluate(LAST_WORDS_RIGHT, "[data-final-sheet] .story-sheet")
    assert len(columns) >= 3 and all(abs(a - b) <= 2 for row in columns for a, b in zip(row, columns[0])), columns
    # The pairs' headings come from the sheet's column_seats: the human's pair marked, the winners too.
    heads = page.eval_on_selector_all("[data-final-sheet] .story-sheet thead th",
                                      "els => els.slice(2).map(e => [e.textContent, e.className])")
    winners = table.view()["match"]["winners"]
    assert [name for name, _ in heads] == ["You & Lola", "Paco & Ramón"], heads
    assert ["me" in cls.split() for _, cls in heads] == [True, False]
    assert ["winner" in cls.split() for _, cls in heads] == [winners == [0, 2], winners == [1, 3]], (heads, winners)

    # The review of the deal: every hand as dealt (5 cards each, 20 in all), 5 tricks.
    tap_for(page, "[data-story-open=sheet]", "#dlg-story[open] .story-sheet")
    open_story(table, "review")
    hands = page.eval_on_selector_all(
        "#dlg-story .story-hands .story-hand",
        "els => els.map(e => [...e.querySelectorAll('[data-card]')].map(c => c.dataset.card))")
    assert [len(hand) for hand in hands] == [5, 5, 5, 5] and len({c for hand in hands for c in hand}) == 20
    assert sorted(hands[0]) == sorted(table.view()["review"]["hands"][0])
    assert len(page.query_selector_all("#dlg-story .story-trick")) == 5
    page.set_viewport_size({"width": 390, "height": 664})
    page.wait_for_timeout(300)
    page.screenshot(path=str(shots / "review-390x664.png"))
    box = page.eval_on_selector("#dlg-story", "e => e.getBoundingClientRect().toJSON()")
    assert box["x"] >= 0 and box["y"] >= 0 and box["right"] <= 390 and box["bottom"] <= 664
    page.set_viewport_size({"width": 1280, "height": 800})

    # Statistics: the match is counted once for Cuatrola against easy bots.
    won = int(table.view()["match"]["winner"] == 0)  # the human's pair is pair 0
    row = stats(page)["rows"]["cuatrola/basic"]
    assert (row["played"], row["won"], row["best"], row["practised"]) == (1, won, won, 0)
    open_story(table, "stats")
    assert table.text("[data-stats='cuatrola/basic'] [data-field=played]") == "1"
    table.reload()  # the finished match shown again is not counted twice
    page.wait_for_selector("[data-final-sheet]")
    assert stats(page)["rows"]["cuatrola/basic"]["played"] == 1

    # Reset, after a confirmation.
    open_story(table, "stats")
    tap_for(page, "#story-reset", "#dlg-ask[open][data-ask=reset-stats]")
    tap_for(page, "#dlg-ask [data-choice=reset]", "#dlg-story [data-stats-empty]")
    assert stats(page) is None
    close_story(table)
    table.assert_clean()


def test_the_link_to_a_finished_match_is_copied_with_its_seed(table):
    page = table.page
    table.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=table.base.rstrip("/"))
    share = table.view()["match"]["share"]
    open_story(table, "practice")
    tap_for(page, "#story-copy-link", "[data-copied]")
    link = page.evaluate("navigator.clipboard.readText()")
    assert f"seed={share}" in link and "game=cuatrola" in link and "target=1" in link and "lang=en" in link
    close_story(table)


def test_a_corrupt_statistics_entry_never_breaks_the_page(table):
    page = table.page
    damaged = {"v": 1, "rows": {"cuatrola/basic": {"played": "x", "won": -2}, "bad key": 3}, "counted": 7}
    page.evaluate("text => localStorage.setItem('hcg.stats', text)", json.dumps(damaged))
    open_story(table, "stats")
    assert table.text("[data-stats='cuatrola/basic'] [data-field=played]") == "0"
    assert table.text("[data-stats='cuatrola/basic'] [data-field=won]") == "0"
    assert not page.query_selector("[data-stats='bad key']")
    page.evaluate("localStorage.setItem('hcg.stats', '{not json')")
    open_story(table, "sheet")
    open_story(table, "stats")
    page.wait_for_selector("#dlg-story [data-stats-empty]")
    close_story(table)
    table.assert_clean()


def test_taking_back_restores_the_position_before_the_last_move(table):
    page = table.page
    page.evaluate("localStorage.removeItem('hcg.stats')")
    table.open("?game=cuatrola&target=1&seed=31&speed=0&lang=en")
    # Before the match is over the link cannot carry the seed: the page says why.
    open_story(table, "practice")
    assert page.query_selector("[data-link-waits]") and not page.query_selector("#story-copy-link")
    assert "share" not in table.view()["match"]
    assert not page.query_selector("#btn-take-back")  # off by default
    tap_where_seen(page, "label.story-check")  # the setting's label, which ticks its box
    close_story(table)

    before: list[dict] = []

    def after_a_card(view: dict) -> bool:
        played = [e for e in view["history"] if e["seat"] == 0 and e["type"] == "play"]
        if view["to_act"] == 0 and view["phase"] == "play" and len(played) < 2:
            before.append(view)
        return len(played) == 2 and view["to_act"] == 0

    view = play_first_legal(table, stop=after_a_card)
    assert view["phase"] == "play" and view["story"]["can_take_back"]
    page.wait_for_selector("#btn-take-back")
    tap_where_seen(page, "#btn-take-back")
    wait_until(page, "() => window.__app.state.view.story.taken_back === 1 && !window.__app.state.busy")
    now = table.view()
    expected = before[-1]
    for key in ("hand", "history", "trick", "tricks", "to_act", "legal", "phase"):
        assert now[key] == expected[key], key
    page.wait_for_selector("[data-action]")

    view = play_first_legal(table)
    assert view["phase"] == "match_over"
    wait_until(page, "() => !!localStorage.getItem('hcg.stats')")
    assert stats(page)["rows"]["cuatrola/basic"]["practised"] == 1
    table.assert_clean()


def test_skip_to_the_result_once_the_contract_is_settled(table, shots):
    page = table.page
    table.open("?game=brandeln&seed=2&speed=0&lang=en")
    view = play_first_legal(table, stop=lambda v: v["story"]["skippable"] and v["to_act"] == 0)
    assert "review" not in view and view["story"]["skippable"]
    page.wait_for_selector("#btn-skip")
    page.screenshot(path=str(shots / "skip-1280x800.png"))
    tap_where_seen(page, "#btn-skip")
    page.wait_for_selector("[data-deal-over]")
    view = table.view()
    assert view["result"]["made"] is not None and len(view["review"]["tricks"]) == 7

    # The score sheet at a laptop's and a phone's size.
    for width, height in ((1366, 657), (390, 664)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        if not page.query_selector("#dlg-story[open]"):
            tap_where_seen(page, "[data-story-open=review]")
        open_story(table, "sheet")
        page.wait_for_selector("#dlg-story .story-sheet[data-rows='1']")
        page.screenshot(path=str(shots / f"sheet-{width}x{height}.png"))
        row = page.eval_on_selector("#dlg-story [data-deal='1'] .story-contract-cell",
                                    "td => [td.querySelector('.story-contract').textContent,"
                                    " td.querySelector('.story-bids')?.textContent ?? '']")
        # what was said, without the declaration that the contract line says already
        # (it read «Karl: Brandel (three) · Karl: Brandel (three), spades trump»)
        assert row == ["Brandel (three) ♠ — Karl", "Karl: Brandel (three)"], row
        box = page.eval_on_selector("#dlg-story", "e => e.getBoundingClientRect().toJSON()")
        assert box["x"] >= 0 and box["y"] >= 0 and box["right"] <= width and box["bottom"] <= height
        assert hittable_points(page, "#story-close")[0] is not None
    page.set_viewport_size({"width": 1280, "height": 800})
    close_story(table)
    table.assert_clean()
