"""Hints that explain (issue 14 item 3), as a player asks them: in an auction and in the
card play, the hint lights up the move, names it and says why, in Russian and in English,
read whole on a phone."""
from __future__ import annotations

import re

import pytest

from .conftest import DESKTOP
from .layout import PHONE_360, PHONE_390, hittable_points, tap_where_seen

CYRILLIC = re.compile("[а-яё]", re.I)
SHOTS = "/tmp/hcg-hints"


def ask_hint(table, lang: str, shot: str = "") -> str:
    """Ask for a hint in ``lang`` and return the sentence the table shows with it, once
    the engine's answer is in (the button says "Thinking…" until then); the screenshot is
    named by the phase, or ``shot``."""
    page = table.page
    if page.evaluate("document.documentElement.lang") != lang:
        tap_where_seen(page, "#btn-lang")
        table.wait_for(f"document.documentElement.lang === '{lang}'")
    tap_where_seen(page, "#btn-hint")
    table.wait_for("!document.querySelector('#btn-hint').disabled", timeout_ms=90_000)
    page.wait_for_selector("#prompt.prompt-hint", timeout=10_000)
    page.screenshot(path=f"{SHOTS}-{shot or table.view()['phase']}-{lang}.png")
    return page.inner_text("#prompt")


def check_sentence(text: str, lang: str, move: str) -> str:
    """"Hint: <the move>. <one sentence of reason>", every placeholder filled, in ``lang``;
    -> the reason."""
    opening = "Совет: " if lang == "ru" else "Hint: "
    assert move and text.startswith(f"{opening}{move}. "), (text, move)
    reason = text[len(opening) + len(move) + 2:]
    assert len(reason) > 20 and reason[0].isupper() and reason.endswith("."), text
    assert "{" not in text and "hint.reason" not in text, text
    assert bool(CYRILLIC.search(reason)) == (lang == "ru"), text
    return reason


def check_hint(page, text: str, lang: str) -> str:
    """The hint names the lit control by its name alone, as the control's title line gives
    it: the explanation under the title stays on the control (the words ran together, as in
    "Bettelno trick at all, …"); -> the reason."""
    name, explanation = page.eval_on_selector(
        "[data-action].hinted",
        "el => [el.dataset.name || '', (el.querySelector('.bid-meaning')?.innerText || '').replace(/^\\s*—\\s*/, '')]")
    reason = check_sentence(text, lang, name)
    assert not explanation or explanation not in text, (text, explanation)
    return reason


def test_a_hint_in_the_auction_and_in_the_card_play_says_why(table):
    table.open("?game=brandeln&seed=707&speed=0", clear_storage=True)
    page = table.page
    table.wait_decision()
    assert table.view()["phase"] == "auction"
    for lang in ("ru", "en"):
        text = ask_hint(table, lang)
        check_hint(page, text, lang)
        assert re.search(r"\d+\s%", text), text  # the share of imagined deals that make a contract
    table.click_legal(0)  # every seat passes: an all-pass deal, played without trumps
    while table.view()["phase"] != "play" or table.view()["to_act"] != 0:
        table.wait_decision()
        if table.view()["phase"] != "play":
            table.click_legal(0)
        else:
            table.wait_for("window.__app.state.view.to_act === 0 && !!document.querySelector('[data-action]')")
    for lang in ("en", "ru"):
        check_hint(page, ask_hint(table, lang), lang)
    # the move is still the player's to make, and the hint goes once it is made
    table.click_legal(0)
    table.wait_for("!document.querySelector('#prompt.prompt-hint')")
    table.assert_clean()


def test_a_vinegret_hint_says_why_in_chips(table):
    """Vinegret's first decision (keep or change cards): the move and its worth in chips."""
    table.open("?game=vinegret&seed=21&speed=0", clear_storage=True)
    table.wait_decision()
    page = table.page
    for lang in ("ru", "en"):
        reason = check_hint(page, ask_hint(table, lang), lang)  # a change of cards, named by them
        assert re.search(r"\d+\s%", reason), reason  # the showdown won in that share of imagined deals
    assert page.query_selector("[data-action]")
    table.assert_clean()


# Seed 5: the hint bids Bettel (a bid with its explanation under its name); seed 2: it keeps
# Vinegret's cards, which the reason says (it said "The best change").
KEEP = {"ru": "Менять нечего: ", "en": "Nothing to change: "}
READS_WHOLE = """() => { const p = document.querySelector('#prompt'), box = p.getBoundingClientRect();
  const cards = [...document.querySelectorAll('#hand .card-img')].map((c) => c.getBoundingClientRect().top);
  return {hidden: p.scrollHeight - p.clientHeight, top: box.top, bottom: box.bottom, hand: Math.min(...cards)}; }"""


@pytest.mark.parametrize("size", [PHONE_360, PHONE_390], ids=lambda size: size.name)
def test_a_hint_is_read_whole_on_a_phone(table, size):
    """The hint's words, all of them, on the line over the hand (it cut them off after two
    lines), in both languages: nothing covers them, and they cover neither the hand nor a
    control."""
    page = table.page
    page.set_viewport_size(size.viewport)
    try:
        for game, seed in (("brandeln", 5), ("vinegret", 2)):
            table.open(f"?game={game}&seed={seed}&speed=0", clear_storage=True)
            table.wait_decision()
            for lang in ("ru", "en"):
                text = ask_hint(table, lang, shot=f"{game}-{size.width}x{size.height}")
                reason = check_hint(page, text, lang)
                if game == "vinegret":
                    assert page.eval_on_selector("[data-action].hinted", "el => el.dataset.action") == '{"type":"keep"}'
                    assert reason.startswith(KEEP[lang]), text
                page.wait_for_timeout(400)  # the lit control brought into view
                seen = page.evaluate(READS_WHOLE)
                assert seen["hidden"] <= 1 and seen["top"] >= 0 and seen["bottom"] <= seen["hand"], seen
                assert hittable_points(page, "#prompt") != [None]
                controls = "[data-action], #btn-hint, #btn-side, #btn-story, #hand .hand-card"
                assert None not in hittable_points(page, controls), page.evaluate(
                    "s => [...document.querySelectorAll(s)].map((e) => e.outerHTML.slice(0, 80))", controls)
    finally:
        page.set_viewport_size(DESKTOP)
    table.assert_clean()
