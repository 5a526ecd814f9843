"""The rules dialog's teaching texts (static/js/rules/<game>.js) against the engine.

Each module is one strict-JSON object after ``export default``.  Every card code it
names must be a card of that game's deck, every example must agree with the engine
(who wins a trick, which cards are legal, what a Vinegret hand is), and the Russian
and English texts must say the same things: the same glossary links and cards.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game import brandeln, cuatrola, quadrille, vinegret

RULES = Path(__file__).resolve().parents[1] / "static" / "js" / "rules"
GAMES = {"brandeln": brandeln, "cuatrola": cuatrola, "quadrille": quadrille, "vinegret": vinegret}
LANGS = {"ru", "en"}
CARD = re.compile(r"\{([2-9TJQKAN][SCHDOEB])\}")
LINK = re.compile(r"\[\[([\w-]+)\|(.+?)\]\]")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


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


def test_rules_name_every_option_the_engine_has(game: str) -> None:
    """Each option of the rule book is taught; the three newest by their own words."""
    words = " ".join(pair["en"] for pair in texts(load(game)["sections"]))
    expected = {
        "brandeln": ["Bettel", "Pierer", "Holding", "Suits rank", "Jack and seven", "Must head"],
        "cuatrola": ["Exactly 11", "Beating in suit", "Target"],
        "quadrille": ["quarter of the stakes", "forced Spadille", "Must trump", "Largest raise"],
        "vinegret": ["Who pays the vade", "keeps his cards", "Second draw", "Unheld bet bonus"],
    }[game]
    assert [w for w in expected if w not in words] == []


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
