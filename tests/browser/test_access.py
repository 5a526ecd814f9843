"""The table for everyone (issue 14, item 7): each card played and each trick's
winner is told in a polite live region, in the language of the moment; a
human turn is played from the keyboard alone (number keys or arrows, then
Enter), the picked control showing a focus ring; the boot message speaks to
players.

The keyboard tests never touch the mouse: a key picks, Enter presses.
"""
from __future__ import annotations

import json

import pytest

from .conftest import wait_until

RANKS = {
    "ru": {"A": "туз", "K": "король", "Q": "дама", "J": "валет", "T": "десятка", "9": "девятка", "8": "восьмёрка",
           "7": "семёрка"},
    "en": {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight", "7": "seven"},
}
SUITS = {"ru": {"S": "пик", "C": "треф", "D": "бубен", "H": "червей"},
         "en": {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}}
YOU = {"ru": "Вы", "en": "You"}


def spoken(card: str, lang: str) -> str:
    """A French-suited card as the live region says it: "туз пик" / "ace of spades"."""
    rank, suit = RANKS[lang][card[0]], SUITS[lang][card[1]]
    return f"{rank} {suit}" if lang == "ru" else f"{rank} of {suit}"


def play_line(name: str, card: str, lang: str) -> str:
    return f"{name}: {spoken(card, lang)}"


def trick_line(winner: int, me: int, names: list[str], lang: str) -> str:
    if winner == me:
        return "Вы берёте взятку" if lang == "ru" else "You take the trick"
    return f"Взятку берёт {names[winner]}" if lang == "ru" else f"{names[winner]} takes the trick"


def region_lines(page) -> list[str]:
    return page.eval_on_selector_all("#announcer p", "ps => ps.map((p) => p.textContent)")


def seat_names(page, view: dict, lang: str) -> list[str]:
    """The names the table shows on its seat plates (the human is "Вы"/"You")."""
    names = page.evaluate("""(n) => Array.from({length: n}, (_, s) => {
        const el = document.querySelector(`.seat[data-seat="${s}"] .seat-name`);
        return el ? el.textContent : null; })""", view["players"])
    names[view["seat"]] = YOU[lang]
    return names


def until_my_card_after_a_trick(table, max_steps: int = 80) -> dict:
    """Click the first legal action until the human is to play a card with a
    finished trick behind and cards already on the table; that view."""
    for _ in range(max_steps):
        table.wait_decision()
        assert not table.page.query_selector("[data-deal-over], [data-match-over]"), "the deal ended first"
        v = table.view()
        if v["phase"] == "play" and v.get("last_trick") and v["trick"]["cards"]:
            return v
        table.click_legal(0)
        wait_until(table.page, "() => !window.__app.state.busy")
    raise AssertionError("no such decision")


def expected_tail(v: dict, names: list[str], lang: str) -> list[str]:
    """The region's last lines at this decision: the last trick's final card and its
    winner, then each card of the trick now on the table."""
    last = v["last_trick"]["cards"][-1]
    lines = [play_line(names[last["seat"]], last["card"], lang),
             trick_line(v["last_trick"]["winner"], v["seat"], names, lang)]
    return lines + [play_line(names[c["seat"]], c["card"], lang) for c in v["trick"]["cards"]]


def test_the_live_region_tells_each_card_and_each_trick_in_both_languages(table):
    table.open("?game=brandeln&seed=31&speed=0&lang=ru", clear_storage=True)
    page = table.page
    region = page.query_selector("#announcer")
    assert region.get_attribute("aria-live") == "polite"
    assert region.get_attribute("aria-label") == "Ход игры"
    assert not region.is_visible() or region.bounding_box()["width"] <= 1  # heard, not drawn

    v = until_my_card_after_a_trick(table)
    names = seat_names(page, v, "ru")
    lines = region_lines(page)
    tail = expected_tail(v, names, "ru")
    print("\nlive region (ru):", lines)
    assert lines[-len(tail):] == tail

    # The human's own card is told too, as "Вы: …".
    card = table.click_legal(0)["card"]
    wait_until(page, "(want) => [...document.querySelectorAll('#announcer p')].some((p) => p.textContent === want)",
               arg=play_line("Вы", card, "ru"))

    # In English from the next line on.
    table.wait_decision()
    page.click("#btn-lang")  # the table is redrawn in English at once
    assert region_lines(page) == []  # the Russian lines were read: none stays behind
    wait_until(page, "() => document.querySelector('#announcer').getAttribute('aria-label') === 'Play by play'")
    card = table.click_legal(0)["card"]
    wait_until(page, "(want) => [...document.querySelectorAll('#announcer p')].some((p) => p.textContent === want)",
               arg=play_line("You", card, "en"))
    v = until_my_card_after_a_trick(table)
    names = seat_names(page, v, "en")
    lines = region_lines(page)
    print("live region (en):", lines)
    tail = expected_tail(v, names, "en")
    assert lines[-len(tail):] == tail
    assert all(any(c.isascii() and c.isalpha() for c in line) for line in lines)
    table.assert_clean()


def focused(page) -> dict:
    return page.evaluate("""(RING) => { const el = document.activeElement;
        return {action: el.dataset.action || null, card: el.dataset.card || null, next: 'next' in el.dataset,
                ring: el.matches(':focus-visible') && (getComputedStyle(el).outlineStyle !== 'none'
                      || getComputedStyle(el.querySelector('.card-img') || el).boxShadow.includes(RING))}; }""",
                         "rgb(243, 213, 138)")


def press_to(page, want: dict, group: str) -> dict:
    """Pick the control of the action ``want`` with a number key (arrows past the tenth); what has the focus."""
    if group == "panel":
        acts = page.eval_on_selector_all(
            "#panel-layer :is([data-action], [data-next], [data-new-match]):not([disabled])",
            "els => els.filter((e) => e.getClientRects().length).map((e) => e.dataset.action || null)")
    else:
        acts = page.eval_on_selector_all("#hand .hand-card", "els => els.map((e) => e.dataset.action || null)")
    index = next(i for i, a in enumerate(acts) if a and json.loads(a) == want)
    if index < 10:
        page.keyboard.press(str((index + 1) % 10))
    else:
        page.keyboard.press("0")
        for _ in range(index - 9):
            page.keyboard.press("ArrowRight")
    return focused(page)


@pytest.mark.parametrize("game", ["brandeln", "cuatrola"])
def test_a_turn_is_played_from_the_keyboard_alone(table, game):
    """An auction call from the panel and a card from the hand, keys only."""
    table.open(f"?game={game}&seed=47&speed=0&lang=en", clear_storage=True)
    page = table.page
    played_card = called = False
    for _ in range(80):
        table.wait_decision()
        if page.query_selector("[data-deal-over], [data-match-over]"):
            break
        v = table.view()
        want = v["legal"][0]
        in_hand = want["type"] == "play"
        got = press_to(page, want, "hand" if in_hand else "panel")
        assert json.loads(got["action"]) == want, got
        assert got["ring"], f"no visible focus ring on the picked control: {got}"
        history = len(v.get("history") or [])
        page.keyboard.press("Enter")
        wait_until(page, "(n) => !window.__app.state.busy && (window.__app.state.view.history || []).length > n",
                   arg=history)
        if in_hand:
            lines = region_lines(page)
            assert any(line.startswith("You: ") for line in lines), lines
            played_card = True
            break
        called = True
    assert called and played_card, (called, played_card)
    table.wait_decision()  # the human's next turn: the hand stays as it is until a key is pressed
    assert not page.query_selector("[data-deal-over], [data-match-over]")
    # arrows: down to the hand, right to the next card, with the ring
    page.keyboard.press("ArrowDown")
    first = focused(page)
    page.keyboard.press("ArrowRight")
    second = focused(page)
    assert first["card"] and second["card"] and first["card"] != second["card"] and second["ring"]
    table.assert_clean()


def test_keys_typed_into_a_dialog_pick_nothing_on_the_table(table):
    table.open("?game=brandeln&seed=47&speed=0&lang=en", clear_storage=True)
    page = table.page
    table.wait_decision()
    page.click("#btn-new")
    page.wait_for_selector("#dlg-new[open]")
    page.focus("#form-new [name=__seed]")
    page.keyboard.type("12")
    assert page.eval_on_selector("#form-new [name=__seed]", "el => el.value") == "12"
    assert page.evaluate("!document.activeElement.closest('#hand, #panel-layer')")
    page.keyboard.press("Escape")


def test_the_boot_message_speaks_to_players(table):
    """No word about engines or WebAssembly in what a player reads while the page starts or fails."""
    table.open("?game=brandeln&lang=en", clear_storage=True)
    strings = table.page.evaluate("""async () => { const m = await import('./static/js/i18n.js');
        const out = []; for (const lang of ['ru', 'en']) { m.setLang(lang);
        for (const k of ['boot.page', 'boot.download', 'boot.local', 'boot.engine', 'boot.deal', 'boot.hint',
                         'boot.failed', 'boot.notYet', 'boot.missing', 'boot.noWasm', 'boot.tooLong', 'boot.crashed',
                         'boot.whatNow']) out.push(m.t(k)); }
        m.setLang('en'); return out; }""")
    assert len(strings) == 26 and all(strings)
    for s in strings:
        assert not any(word in s.lower() for word in ("webassembly", "wasm", "движ", "engine", "pyodide", "python")), s


def test_dialogs_opened_from_the_keyboard_keep_the_focus_where_a_person_expects(table):
    """New match focuses the game in play (Space on another game's radio would switch it),
    the score sheet keeps the focus once its sheet arrives, the welcome gives it back to
    its menu button on Escape, and a glossary word shows a focus ring."""
    table.open("?game=vinegret&players=3&seed=47&speed=0&lang=en", clear_storage=True)
    page = table.page
    table.wait_decision()
    page.focus("#btn-new")
    page.keyboard.press("Enter")
    page.wait_for_selector("#dlg-new[open]")
    assert page.evaluate("document.activeElement.matches('#new-games input[value=vinegret]:checked')")
    page.keyboard.press("Escape")

    page.focus("#btn-story")
    page.keyboard.press("Enter")
    page.wait_for_selector("#dlg-story[open] .story-tab")
    page.wait_for_selector("#dlg-story:not(:has(.story-loading))")  # the sheet has arrived: the dialog redrawn
    assert page.evaluate("document.getElementById('dlg-story').contains(document.activeElement)")
    page.keyboard.press("Escape")

    page.focus("#btn-rules")
    page.keyboard.press("Shift+Tab")  # to Games from its neighbour: a keyboard user's focus, with its ring
    assert page.evaluate("document.activeElement.id") == "btn-welcome"
    page.keyboard.press("Enter")
    page.wait_for_selector(".welcome [data-welcome-close]")
    assert page.evaluate("document.querySelector('.welcome').contains(document.activeElement)"
                         " && document.activeElement.matches(':focus-visible')")
    page.keyboard.press("Escape")
    page.wait_for_selector(".welcome", state="detached")
    assert page.evaluate("document.activeElement.id") == "btn-welcome"

    page.click("#btn-rules")
    term = page.wait_for_selector("#dlg-rules[open] .term")
    term.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # reached by the keyboard: :focus-visible
    assert page.evaluate("""() => { const el = document.activeElement;
        return el.matches('.term:focus-visible') && getComputedStyle(el).outlineStyle !== 'none'; }""")
    page.keyboard.press("Escape")
    table.assert_clean()


def test_a_first_visits_welcome_takes_the_focus_without_a_ring(table):
    """The welcome moves the focus into itself (screen readers start there), but a player who
    has not touched a key sees no focus ring on its first button (a phone showed a gold one)."""
    table.clear_storage()
    page = table.page
    page.goto(table.base)
    table.wait_ready()
    page.wait_for_selector(".welcome [data-learn]:not([disabled])")
    assert page.evaluate("document.querySelector('.welcome').contains(document.activeElement)"
                         " && !document.activeElement.matches(':focus-visible')")
    page.keyboard.press("Tab")  # from the keyboard the ring shows
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    table.assert_clean()
