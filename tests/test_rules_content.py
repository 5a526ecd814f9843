"""The rules dialog's teaching texts (static/js/rules/<game>.js) against the engine.

Each module is one strict-JSON object after ``export default``.  Every card code it
names must be a card of that game's deck, every example must agree with the engine
(who wins a trick, which cards are legal, what a Vinegret hand is), the numbers the
texts state for key facts must be the engine's (deck sizes, contract values, payments),
the glossary must explain every term the table links to, and the Russian and English
texts must say the same things: the same glossary links and cards.
"""
from __future__ import annotations

import json
import re
from itertools import combinations
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game import brandeln, cuatrola, get_game, quadrille, vinegret

JS = Path(__file__).resolve().parents[1] / "static" / "js"
RULES = JS / "rules"
GAMES = {"brandeln": brandeln, "cuatrola": cuatrola, "quadrille": quadrille, "vinegret": vinegret}
LANGS = {"ru", "en"}
CARD = re.compile(r"\{([2-9TJQKAN][SCHDOEB])\}")
LINK = re.compile(r"\[\[([\w-]+)\|(.+?)\]\]")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
# A dash after a plain space (it may start a line), a hyphen or a spaced en dash used as a dash, three dots.
RUSSIAN_BAD_DASH = re.compile(r" —|\s-\s|(?<!\d) – |\.\.\.")


def load(game: str) -> dict[str, Any]:
    text = (RULES / f"{game}.js").read_text(encoding="utf-8")
    body = text[text.index("export default") + len("export default"):].strip()
    return json.loads(body.removesuffix(";"))


def texts(node: Any) -> Iterator[dict[str, str]]:
    """Every {ru, en} pair in the structure."""
    if isinstance(node, dict):
        if set(node) & LANGS:
            yield node
            return
        for value in node.values():
            yield from texts(value)
    elif isinstance(node, list):
        for value in node:
            yield from texts(value)


def plain_strings(node: Any) -> Iterator[str]:
    """Every text the reader sees, in either language (plain strings are language-neutral)."""
    for pair in texts(node):
        yield from pair.values()


def blocks(book: dict[str, Any], kind: str) -> Iterator[dict[str, Any]]:
    for section in book["sections"]:
        for block in section["blocks"]:
            if kind in block:
                yield block[kind]


def codes_in(book: dict[str, Any]) -> Iterator[str]:
    for hand in blocks(book, "hand"):
        yield from hand["cards"]
        yield from hand.get("table", [])
    for trick in blocks(book, "trick"):
        yield from (play["card"] for play in trick["plays"])
    for text in plain_strings(book["sections"]):
        yield from CARD.findall(text)
    for text in plain_strings(book["glossary"]):
        yield from CARD.findall(text)


@pytest.fixture(params=sorted(GAMES))
def game(request: pytest.FixtureRequest) -> str:
    return request.param


def test_every_card_code_is_a_card_of_the_game(game: str) -> None:
    deck = set(GAMES[game].DECK.codes)
    used = list(codes_in(load(game)))
    assert len(used) > 20
    assert [c for c in used if c not in deck] == []


def test_every_example_shows_distinct_cards_and_a_winner_that_played(game: str) -> None:
    book = load(game)
    for hand in blocks(book, "hand"):
        shown = hand["cards"] + hand.get("table", [])
        assert len(set(shown)) == len(shown), shown
        assert set(hand.get("legal", [])) <= set(hand["cards"]), hand
    for trick in blocks(book, "trick"):
        cards = [play["card"] for play in trick["plays"]]
        assert len(set(cards)) == len(cards) and 0 <= trick["winner"] < len(cards), trick
        assert all(0 <= play["seat"] < len(book["players"]) for play in trick["plays"])


def test_both_languages_say_the_same_things(game: str) -> None:
    """Every text exists in both languages, Russian in Cyrillic and English without it,
    and both name the same glossary entries and the same cards."""
    book = load(game)
    pairs = list(texts(book))
    assert len(pairs) > 50
    for pair in pairs:
        assert set(pair) == LANGS and pair["ru"].strip() and pair["en"].strip(), pair
        assert CYRILLIC.search(pair["ru"]) or not CYRILLIC.search(pair["en"] + pair["ru"]), pair
        assert not CYRILLIC.search(pair["en"]), pair["en"]
        assert sorted(k for k, _ in LINK.findall(pair["ru"])) == sorted(k for k, _ in LINK.findall(pair["en"])), pair
        assert sorted(CARD.findall(pair["ru"])) == sorted(CARD.findall(pair["en"])), pair


def test_sections_glossary_and_links_are_complete(game: str) -> None:
    book = load(game)
    ids = [s["id"] for s in book["sections"]]
    keys = [e["key"] for e in book["glossary"]]
    assert len(set(ids)) == len(ids) >= 8
    assert len(set(keys)) == len(keys) >= 12
    for section in book["sections"]:
        assert {"ru", "en"} == set(section["title"]) and section["blocks"], section["id"]
    linked = {k for text in plain_strings(book) for k, _ in LINK.findall(text)}
    linked |= {hand["is"] for hand in blocks(book, "hand") if "is" in hand}
    assert linked - set(keys) == set(), "links to missing glossary entries"
    assert len(linked & set(keys)) >= len(keys) // 2, "most entries are reachable from the text"


@pytest.mark.parametrize(
    ("game", "terms"),
    [
        ("brandeln", {"bettel", "mord", "duel", "heading", "all_pass", "brandeln", "four", "five", "six"}),
        ("cuatrola", {"cante", "cuarenta", "solo", "cuatrola", "quintola", "trump_card", "pass_out", "mano"}),
        ("quadrille", {"matador", "spadille", "manille", "basto", "punto", "called_king", "solo", "vole", "remise",
                       "alliance"}),
        ("vinegret", {"vade", "fredon", "prime", "point", "flux", "ambigu", "discard", "pool", "keep"}),
    ],
)
def test_glossary_explains_the_terms_the_table_uses(game: str, terms: set[str]) -> None:
    assert terms <= {e["key"] for e in load(game)["glossary"]}


def test_trick_winners_and_legal_cards_agree_with_the_engine() -> None:
    """Cuatrola's and Quadrille's examples replayed through the engine's own rules."""
    checked = 0
    for game in ("cuatrola", "quadrille"):
        module, book = GAMES[game], load(game)
        deck = module.DECK
        for trick in blocks(book, "trick"):
            cards = deck.cards(play["card"] for play in trick["plays"])
            if game == "cuatrola":
                winner = cuatrola.trick_winner(cards, deck.suits.index(trick["trump"]))
            else:
                winner = quadrille.RULES[trick["trump"]].winner(cards)
            assert winner == trick["winner"], trick
            checked += 1
        for hand in blocks(book, "hand"):
            if "legal" not in hand:
                continue
            cards, on_table = deck.cards(hand["cards"]), deck.cards(hand["table"])
            if game == "cuatrola":
                legal = cuatrola.legal_cards(cards, on_table, deck.suits.index(hand["trump"]), "highest")
            else:
                legal = quadrille.RULES[hand["trump"]].legal(cards, on_table, False)
            assert sorted(deck.code(c) for c in legal) == sorted(hand["legal"]), hand
            checked += 1
    assert checked >= 10


def test_vinegret_hands_are_what_the_rules_call_them() -> None:
    hands = [h for h in blocks(load("vinegret"), "hand") if "is" in h]
    assert len(hands) >= 9
    for hand in hands:
        assert vinegret.classify(vinegret.DECK.cards(hand["cards"])).name == hand["is"], hand


def test_a_bad_card_code_or_a_language_gap_is_caught(tmp_path: Path) -> None:
    """The checks above can fail: a Brandeln eight and a missing English text."""
    book = load("brandeln")
    book["sections"][0]["blocks"].append({"hand": {"cards": ["8S"]}})
    assert "8S" in set(codes_in(book)) - set(brandeln.DECK.codes)
    pair = next(texts(book))
    del pair["en"]
    assert any(set(p) != LANGS for p in texts(book))


# Glossary keys the table links to whose names come from the engine (a contract, a matador,
# a combination); the literal keys are read from the game's table module.
ENGINE_TERMS = {
    "brandeln": set(brandeln.CONTRACTS),
    "cuatrola": {*cuatrola.BIDS, cuatrola.PASS_OUT},
    "quadrille": {*quadrille.BIDS, "vole", *(name.lower() for name in quadrille.MATADOR_NAMES)},
    "vinegret": set(vinegret.CATEGORIES),
}


def table_terms(game: str) -> set[str]:
    """Every glossary key static/js/games/<game>.js links to by name: term("pool", …), term(x ? "a" : "b", …)."""
    code = (JS / "games" / f"{game}.js").read_text(encoding="utf-8")
    return {key for first in re.findall(r"\bterm\(([^,]+),", code) for key in re.findall(r'"([\w-]+)"', first)}


def test_the_glossary_has_every_term_the_table_links_to_in_both_languages(game: str) -> None:
    entries = {e["key"]: e for e in load(game)["glossary"]}
    wanted = table_terms(game) | ENGINE_TERMS[game]
    assert len(wanted) >= 4
    assert wanted - set(entries) == set(), "the table links to a term the glossary lacks"
    for key in wanted:
        for part in ("term", "text"):
            assert set(entries[key][part]) == LANGS and all(entries[key][part].values()), (key, part)


def test_table_terms_are_read_from_the_table_modules() -> None:
    """The scan above finds the literal keys, also in a conditional: it can fail."""
    assert {"matador", "punto"} <= table_terms("quadrille")
    assert {"cante", "cuarenta"} <= table_terms("cuatrola")
    assert "pool" in table_terms("vinegret") and "all_pass" in table_terms("brandeln")


def section_text(book: dict[str, Any], lang: str) -> str:
    """The sections' text in one language, as read (a no-break space is a space)."""
    return " ".join(pair[lang] for pair in texts(book["sections"])).replace("\u00a0", " ")


def test_the_deck_size_the_rules_state_is_the_engines(game: str) -> None:
    book, size = load(game), len(get_game(game).deck.codes)
    for lang, stated in (("ru", r"(\d+) (?:карт|листов)\b"), ("en", r"(\d+)(?:-card| cards)\b")):
        assert size in {int(n) for n in re.findall(stated, section_text(book, lang))}, (game, lang)


def contract_rows(game: str) -> dict[str, list[Any]]:
    """The rules' table of contracts (each row opens with a glossary link): key → row."""
    for table in blocks(load(game), "table"):
        keys = [LINK.match(row[0]["en"]) if isinstance(row[0], dict) else None for row in table["rows"]]
        if all(keys):
            return {key.group(1): row for key, row in zip(keys, table["rows"]) if key}
    raise AssertionError(f"{game}: no table of contracts")


def numbers(cell: str | dict[str, str]) -> set[int]:
    """The numbers a table cell states, in both languages."""
    return {int(n) for text in ([cell] if isinstance(cell, str) else cell.values()) for n in re.findall(r"\d+", text)}


@pytest.mark.parametrize(("game", "values"), [("brandeln", brandeln.VALUE), ("cuatrola", cuatrola.VALUE)])
def test_contract_values_in_the_rules_are_the_engines(game: str, values: dict[str, int]) -> None:
    rows = contract_rows(game)
    assert set(rows) == set(values), (game, sorted(rows))
    for key, row in rows.items():
        assert numbers(row[2]) == {values[key]}, (game, key, row[2])


def test_quadrille_payments_in_the_rules_are_the_engines() -> None:
    rows = {row[0]["en"]: row for table in blocks(load("quadrille"), "table") for row in table["rows"]
            if isinstance(row[0], dict)}
    assert numbers(rows["Solo made"][2]) == {quadrille.SOLO_UNITS}
    assert numbers(rows["Vole made"][2]) == {quadrille.VOLE_UNITS}
    for made in ("Alliance made", "Solo made"):
        assert all(text.startswith(f"{quadrille.TO_MAKE}+") for text in rows[made][1].values()), made
    assert numbers(rows["[[remise|Remise]]"][1]) == {quadrille.TO_MAKE - 1}


def test_cuatrola_card_points_in_the_rules_are_the_engines() -> None:
    ru = section_text(load("cuatrola"), "ru")
    words = {"A": "туз", "3": "тройка", "K": "король", "N": "конь", "J": "валет"}
    stated = ", ".join(f"{words[rank]} {points}" for rank, points in cuatrola.RANK_POINTS.items())
    suit = sum(cuatrola.RANK_POINTS.values())
    assert f"{stated} — в масти {suit}, во всей колоде {suit * len(cuatrola.SUITS)}" in ru
    assert f"**{cuatrola.LAST_TRICK_BONUS} за последнюю взятку**" in ru


def test_vinegret_payments_in_the_rules_are_the_engines() -> None:
    """Each row's payment(s) are exactly what the engine pays for the hands of that category (all 91,390)."""
    paid: dict[str, set[int]] = {}
    for hand in combinations(range(len(vinegret.DECK.codes)), 4):
        combo = vinegret.classify(hand)
        paid.setdefault(combo.name, set()).add(vinegret.payment(combo, 8))
    rows = contract_rows("vinegret")
    assert list(rows) == list(vinegret.CATEGORIES)
    assert {key: numbers(row[2]) for key, row in rows.items()} == paid



def test_russian_and_english_typography(game: str) -> None:
    """Russian: «…» quotes and a dash "—" held to the word before it by a no-break space (so no line
    starts with a dash); a spaced en dash only between numbers (tricks 4 – 1 – 2 – 0).
    English: “…” quotes.  Neither uses a hyphen as a dash or three dots for an ellipsis."""
    for pair in texts(load(game)):
        ru, en = pair["ru"], pair["en"]
        assert not re.search(r"[\"“”„]", ru) and not re.search(r"[«»]", en), pair
        assert not RUSSIAN_BAD_DASH.search(ru), ru
        assert not re.search(r"\s-\s|\.\.\.", en), en


def test_the_typography_check_can_fail() -> None:
    assert all(RUSSIAN_BAD_DASH.search(text) for text in ("Ход — туз", "Ход - туз", "ход – туз", "и так далее..."))
    assert not RUSSIAN_BAD_DASH.search("Ход\u00a0— туз; взятки 4 – 1 – 2 – 0 …")
