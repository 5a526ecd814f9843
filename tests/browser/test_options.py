"""The seeds' own readings as match options (issue 17), as a player meets them:
in the New match dialog, each with its help line in Russian, and by URL.

Brandeln ``bettel_overtake``, Vinegret ``vade_payers``, Quadrille ``unit``.  The
player clicks only what is visible where it is (``document.elementFromPoint``),
scrolling the dialog with the mouse wheel himself when a control lies below its
fold.  All tests share one page (fixture ``table``).
"""
from __future__ import annotations

from pathlib import Path

from .conftest import wait_until

SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "options"

# game, option, value to pick, words of the Russian label, words of the Russian help line
NEW_OPTIONS = [
    ("brandeln", "bettel_overtake", True, "Беттель: обязательно перебивать", "толкованию Пирера"),
    ("vinegret", "vade_payers", "keepers", "Кто вносит ваду", "толкование русского текста"),
    ("quadrille", "unit", "quarter_stakes", "Единица", "толкование русского текста"),
]

HIT = """([selector, x, y]) => {
  const target = document.querySelector(selector);
  const found = document.elementFromPoint(x, y);
  return !!target && !!found
    && (target === found || target.contains(found) || !!found.closest("label")?.contains(target));
}"""


def centre(page, selector):
    box = page.locator(selector).bounding_box()
    assert box, f"{selector} is not laid out"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def bring_into_sight(page, selector):
    """Scroll the dialog with the wheel, as a player would, until ``selector`` shows where it is."""
    for _ in range(20):
        x, y = centre(page, selector)
        if page.evaluate(HIT, [selector, x, y]):
            return x, y
        dialog = page.locator("#dlg-new").bounding_box()
        page.mouse.move(dialog["x"] + dialog["width"] / 2, dialog["y"] + dialog["height"] / 2)
        page.mouse.wheel(0, 120 if y > dialog["y"] + dialog["height"] / 2 else -120)
        page.wait_for_timeout(50)
    raise AssertionError(f"{selector} never came into sight")


def click_visible(page, selector):
    x, y = bring_into_sight(page, selector)
    page.mouse.click(x, y)


def test_new_match_dialog_offers_each_reading_with_its_help_line(table):
    table.open("?seed=5&speed=0", clear_storage=True)
    page = table.page
    SHOTS.mkdir(parents=True, exist_ok=True)
    for game, name, value, label, help_words in NEW_OPTIONS:
        table.wait_decision()
        click_visible(page, "#btn-new")
        click_visible(page, f"#new-games input[value={game}]")
        control = f"#new-options [name={name}]"
        help_line = f"#opt-help-{name}"
        bring_into_sight(page, help_line)
        assert page.locator(control).get_attribute("aria-describedby") == f"opt-help-{name}"
        assert label in page.locator(control).locator("xpath=ancestor::label").inner_text()
        help_text = page.inner_text(help_line)
        assert help_words in help_text and "\n" not in help_text.strip()
        page.screenshot(path=str(SHOTS / f"dialog-{game}.png"))
        if isinstance(value, bool):
            assert not page.locator(control).is_checked()
            click_visible(page, control)
            assert page.locator(control).is_checked()
        else:
            bring_into_sight(page, control)
            assert page.locator(control).input_value() != value
            page.locator(control).select_option(value)
            page.screenshot(path=str(SHOTS / f"dialog-{game}-picked.png"))
        table.start_new_match(press=lambda selector: click_visible(page, selector))
        wait_until(page,
            "([game, name, value]) => { const v = window.__app.state.view;"
            " return v && v.game === game && v.options[name] === value; }", arg=[game, name, value])
        view = table.view()
        assert view["options"][name] == value
    table.assert_clean()


def test_each_reading_by_url_and_a_bad_value_is_ignored(table):
    table.open("?game=quadrille&unit=quarter_stakes&seed=3&speed=0", clear_storage=True)
    view = table.view()
    assert view["options"]["unit"] == "quarter_stakes" and view["unit"] == 1
    assert "notice.badParam" not in table.notices()
    table.open("?game=brandeln&bettel_overtake=1&seed=3&speed=0", clear_storage=True)
    assert table.view()["options"]["bettel_overtake"] is True
    table.open("?game=quadrille&unit=half&seed=3&speed=0", clear_storage=True)
    assert "notice.badParam" in table.notices() and "half" in table.text("#notices")
    assert table.view()["options"]["unit"] == "ante"
    table.assert_clean()


def test_exchange_panel_says_only_a_keep_costs_the_vade(table):
    table.open("?game=vinegret&vade_payers=keepers&seed=4&speed=0", clear_storage=True)
    page = table.page
    table.wait_decision()
    view = table.view()
    assert view["options"]["vade_payers"] == "keepers" and view["phase"] == "exchange"
    sub = page.inner_text(".panel-vg-change .panel-sub")
    assert "сменить одну-две — бесплатно" in sub
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(500)  # the panel has faded in
    page.screenshot(path=str(SHOTS / "vinegret-keepers-exchange.png"))
    table.assert_clean()


def test_help_lines_in_english(table):
    table.open("?lang=en&game=brandeln&seed=3&speed=0", clear_storage=True)
    page = table.page
    table.wait_decision()
    click_visible(page, "#btn-new")
    for game, name, words in (("brandeln", "bettel_overtake", "Pierer's reading"),
                              ("vinegret", "vade_payers", "Russian text's reading"),
                              ("quadrille", "unit", "Russian text's reading")):
        click_visible(page, f"#new-games input[value={game}]")
        bring_into_sight(page, f"#opt-help-{name}")
        assert words in page.inner_text(f"#opt-help-{name}")
    page.screenshot(path=str(SHOTS / "dialog-quadrille-en.png"))
    page.keyboard.press("Escape")
    table.assert_clean()


def option_label(page, name):
    return page.locator(f"#new-options [name={name}]").locator("xpath=ancestor::label").inner_text()


def test_each_game_labels_its_own_options_in_both_languages(table):
    """Quadrille and Vinegret both have an ``ante``: each dialog shows its own game's words."""
    page = table.page
    for lang, quadrille_ante, vinegret_ante in (("ru", "Ставка (фишек за единицу)", "Взнос в пулю перед сдачей"),
                                                ("en", "Ante (chips per unit)", "Ante before each deal")):
        table.open(f"?lang={lang}&game=quadrille&seed=3&speed=0", clear_storage=True)
        table.wait_decision()
        click_visible(page, "#btn-new")
        assert page.eval_on_selector("#new-games input:checked", "el => el.value") == "quadrille"
        bring_into_sight(page, "#new-options [name=ante]")
        assert quadrille_ante in option_label(page, "ante")
        assert vinegret_ante not in option_label(page, "ante")
        for name in ("ante", "max_raise", "all_pass", "must_trump", "unit", "deals"):
            assert option_label(page, name).strip() not in ("", name)  # a label, not the option's bare name
        click_visible(page, "#new-games input[value=vinegret]")
        bring_into_sight(page, "#new-options [name=ante]")
        assert vinegret_ante in option_label(page, "ante")
        page.keyboard.press("Escape")
    table.assert_clean()


# Each choice of the New match dialog whose words are wider than its box leaves for its arrow
# (24 px): [game, option, words' width, box's width].
CHOICES_CUT = """(game) => {
  const measure = document.createElement('canvas').getContext('2d');
  return [...document.querySelectorAll('#new-options select')].flatMap((select) => {
    measure.font = getComputedStyle(select).font;
    const widest = Math.max(...[...select.options].map((o) => measure.measureText(o.text).width));
    return widest + 24 > select.clientWidth ? [[game, select.name, Math.round(widest), select.clientWidth]] : [];
  });
}"""


def test_new_match_shows_each_choice_whole_on_a_phone_and_a_laptop(table):
    """«пересдача, банк остаётся» and «twice the bet» were cut at a fixed 120 px."""
    page = table.page
    cut = []
    for lang, size in (("ru", {"width": 360, "height": 640}), ("en", {"width": 1366, "height": 657})):
        table.open(f"?lang={lang}&game=quadrille&seed=3&speed=0", clear_storage=True)
        page.set_viewport_size(size)
        table.wait_decision()
        click_visible(page, "#btn-new")
        for game in ("brandeln", "cuatrola", "quadrille", "vinegret"):
            page.eval_on_selector(f"#new-games input[value={game}]", "el => el.click()")
            cut += page.evaluate(CHOICES_CUT, game)
            wide = page.eval_on_selector("#dlg-new", "dlg => dlg.scrollWidth - dlg.clientWidth")
            assert wide <= 1, (lang, game, wide)  # and the dialog does not grow sideways
        page.keyboard.press("Escape")
    page.set_viewport_size({"width": 1280, "height": 800})
    assert not cut, cut
    table.assert_clean()


def test_the_tab_title_names_the_game_in_play(table):
    page = table.page
    for game, ru, en in (("quadrille", "Кадриль", "Quadrille"), ("cuatrola", "Куатрола", "Cuatrola"),
                         ("brandeln", "Брандельн", "Brandeln")):
        table.open(f"?game={game}&seed=3&speed=0", clear_storage=True)
        assert page.title() == f"{ru} · Старинные карточные игры"
        click_visible(page, "#btn-lang")
        wait_until(page, "() => document.documentElement.lang === 'en'")
        assert page.title() == f"{en} · Historic Card Games"
        click_visible(page, "#btn-lang")
    # Another game's tab: the title follows the table.
    click_visible(page, "#games [data-game=vinegret]")
    click_visible(page, "#btn-start")
    wait_until(page, "() => window.__app.state.view.game === 'vinegret' && !window.__app.state.busy")
    assert page.title() == "Винегрет · Старинные карточные игры"
    table.assert_clean()
