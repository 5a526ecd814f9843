"""Hints that explain (issue 14 item 3) and the levels' rehearsal at match start (issue 12 item 7).

Every reason a hint gives is a key of both languages' tables with every
parameter its sentence names, it is consistent with the deal (a "takes the
trick" card does take it, whatever the other seats hold), it shows nothing the
seat cannot see, and it does not change the move: the action is the one the
adviser plays with the same random source.
"""
from __future__ import annotations

from collections import Counter
import json
import random
import re
from pathlib import Path
from typing import Any, Iterator

import pytest

import game.bots as bots
from game import api, get_game
from game.bots import get_bot, ready_bot, rehearse
from game.bots.reasons import advise, card_reason, trick_rules
from game.bots.search import REHEARSAL_NODES, SearchBot
from game.bots.vinegret_strong import STRONG, Mixing, VinegretBot
from game.core import DealState, JSON
from game.match import Match

from test_engine_speed import TRICK_DEALS, TrickDeal

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("brandeln", "cuatrola", "quadrille", "vinegret")
ENTRY = re.compile(r'^\s+"([\w.]+)":\s*"((?:[^"\\]|\\.)*)",?\s*$', re.M)
PLACEHOLDER = re.compile(r"\{(\w+)(?:[:|][\w.]+)?\}")
# Vinegret's reasons that name the move advised: its action type.
VINEGRET_MOVES = {"hint.reason.vg_change": "discard",
                  **{f"hint.reason.vg_{kind}": kind
                     for kind in ("keep", "pass", "hold", "bet", "raise", "redeal", "force")}}


def tables() -> dict[str, dict[str, str]]:
    """The page's strings by language: i18n.js and every game's i18n/<game>.js."""
    found: dict[str, dict[str, str]] = {"ru": {}, "en": {}}
    for path in [ROOT / "static/js/i18n.js", *sorted((ROOT / "static/js/i18n").glob("*.js"))]:
        text = path.read_text(encoding="utf-8")
        found["ru"].update(ENTRY.findall(text[text.index("  ru: {"):text.index("  en: {")]))
        found["en"].update(ENTRY.findall(text[text.index("  en: {"):]))
    return found


TABLES = tables()


def check_message(message: JSON) -> None:
    """The key is in both tables, every placeholder has its parameter, nested names too."""
    assert set(message) == {"key", "params"}, message
    for lang, table in TABLES.items():
        assert message["key"] in table, (lang, message["key"])
        assert set(PLACEHOLDER.findall(table[message["key"]])) <= set(message["params"]), \
            (lang, message)
    for value in message["params"].values():
        if isinstance(value, dict):
            check_message(value)
        else:
            assert isinstance(value, (int, float, str)) and not isinstance(value, bool), message


def cheap(game_id: str) -> Any:
    """The strong level's kind of bot on a budget fit for a test."""
    return VinegretBot(samples=120, mixing=STRONG.mixing) if game_id == "vinegret" else SearchBot(nodes=600)


def human_decisions(game_id: str, seed: int, deals: int = 1) -> Iterator[tuple[Match, JSON]]:
    """Seat 0's decisions in a match whose seats are all played by the basic bot."""
    match, basic, rng = Match(game_id, seed=seed), get_bot(game_id, "basic"), random.Random(seed)
    while True:
        if match.deal.is_over:
            if match.over or match.deal_number == deals:
                return
            match.next_deal()
        seat = match.deal.to_act
        assert seat is not None
        view = match.view(seat)
        if seat == 0:
            yield match, view
        match.apply(basic(view, rng))


def flatten(params: JSON) -> Iterator[Any]:
    for value in params.values():
        yield from flatten(value["params"]) if isinstance(value, dict) else [value]


def winner_of_every_completion(deal: DealState, card: str) -> set[int]:
    """Who takes the trick ``card`` goes on, over every way the other seats may finish it."""
    state = deal.clone()
    assert isinstance(state, TRICK_DEALS)
    tricks = len(state.play.tricks)
    state.apply({"type": "play", "card": card})
    winners: set[int] = set()

    def finish(position: TrickDeal) -> None:
        play = position.play
        if len(play.tricks) > tricks:
            winners.add(play.tricks[-1].winner)
            return
        for action in position.legal_actions():
            after = position.clone()
            after.apply(action)
            finish(after)

    finish(state)
    return winners


@pytest.mark.parametrize("game_id", GAMES)
def test_every_hint_has_a_reason_in_both_languages_that_fits_the_deal(game_id: str) -> None:
    adviser, keys = cheap(game_id), set()
    for seed in (1, 2):
        for match, view in human_decisions(game_id, seed):
            action, reason = advise(adviser, view, random.Random(seed))
            assert action == adviser(view, random.Random(seed)), "the reason changed the move"
            check_message(reason)
            keys.add(reason["key"])
            hidden = {code for seat in range(1, view["players"]) for code in match.view(seat)["hand"]}
            assert not hidden & set(map(str, flatten(reason["params"])))
            check_consistency(match.deal, view, action, reason)
    assert len(keys) >= 3, keys  # the deals show more than one kind of reason


def test_a_level_that_bluffs_on_a_coin_says_so() -> None:
    """The adviser (`strong`) plays its best estimate; a level that mixes in bluffs on a
    coin (`normal`) names them when it advises, and the bluff is the move it plays."""
    adviser = VinegretBot(samples=120, mixing=Mixing(temperature=0.25, bluff=1.0, slow_play=0.0))
    keys = Counter[str]()
    for seed in range(1, 9):
        for _, view in human_decisions("vinegret", seed, deals=5):
            action, reason = advise(adviser, view, random.Random(seed))
            check_message(reason)
            keys[reason["key"]] += 1
            if reason["key"] == "hint.reason.vg_bluff":
                assert action["type"] in ("bet", "raise") and action == adviser(view, random.Random(seed))
    assert keys["hint.reason.vg_bluff"], keys


def test_a_vinegret_reason_says_the_move_it_advises() -> None:
    """Keeping the cards is advised as a keep, not as "the best change" (it was), and a
    change as a change."""
    adviser, advised = cheap("vinegret"), Counter[str]()
    for seed in range(1, 7):
        for match, view in human_decisions("vinegret", seed):
            if view["phase"] in ("exchange", "draw"):
                action, reason = advise(adviser, view, random.Random(seed))
                check_consistency(match.deal, view, action, reason)
                advised[action["type"]] += 1
    assert advised["keep"] and advised["discard"], advised


def check_consistency(deal: DealState, view: JSON, action: JSON, reason: JSON) -> None:
    """What a reason claims holds in the real deal, judged by the engine itself."""
    name, params = reason["key"].removeprefix("hint.reason."), reason["params"]
    if name == "only_move":
        assert len(view["legal"]) == 1
    if name in ("bid", "bid_next", "pass", "declare", "declare_next"):
        assert 0 <= params["made"] <= 100 and params["deals"] > 0
    if name in ("bid", "bid_next"):
        assert action["type"] == "bid" and params["contract"]["key"].endswith("." + action["bid"])
    if name == "pass":
        assert action["type"] == "pass"
    if name.startswith("declare"):
        assert action["type"] == "declare" and params["suit"] == action["trump"]
    if name == "takes_trick":  # the last card of the trick, and the trick is the seat's
        assert winner_of_every_completion(deal, action["card"]) == {view["seat"]}
        assert len(view["trick"]["cards"]) + 1 == trick_rules(deal).size
    if name in ("top_trump", "top_card"):  # whatever the others hold and play
        assert winner_of_every_completion(deal, action["card"]) == {view["seat"]}
    if name == "beats_table":
        rules, deck = trick_rules(deal), get_game(view["game"]).deck
        table = deck.cards([play["card"] for play in view["trick"]["cards"]])
        assert rules.winner([*table, deck.card(action["card"])]) == len(table)
        assert len(table) + 1 < rules.size  # not the last card: a card still out may beat it
    if name in ("follow_low", "discard_low"):
        rules, deck = trick_rules(deal), get_game(view["game"]).deck
        card = deck.card(action["card"])
        led = rules.suit(deck.card(view["trick"]["cards"][0]["card"]))
        assert (rules.suit(card) == led) == (name == "follow_low")
        same = [c for c in deck.cards(view["hand"]) if rules.suit(c) == rules.suit(card) and c != card]
        assert all(rules.winner([card, c]) == 1 for c in same), "not its lowest card of the suit"
    if name.startswith("vg_"):
        assert view["game"] == "vinegret" and params["deals"] > 0
        if "win" in params:
            assert 0 <= params["win"] <= 100
    if reason["key"] in VINEGRET_MOVES:
        assert action["type"] == VINEGRET_MOVES[reason["key"]], (action, reason)
    if name == "vg_pot_odds":
        assert action["type"] == "hold" and params["price"] > 0
        assert params["win"] / 100 * (params["pot"] + params["price"]) > params["price"] - 0.5


def test_card_reasons_name_the_trick_facts() -> None:
    """A position fixed by hand: the last seat to play takes the trick with a higher card."""
    for match, view in human_decisions("brandeln", 5):
        trick = view["trick"]
        if view["phase"] == "play" and trick and len(trick["cards"]) == 3:
            winners = {code for code in (a["card"] for a in view["legal"])
                       if winner_of_every_completion(match.deal, code) == {0}}
            for action in view["legal"]:
                reason = card_reason(view, action["card"])
                taken = reason is not None and reason["key"] == "hint.reason.takes_trick"
                assert taken == (action["card"] in winners), (action, reason)
            return
    pytest.fail("no deal had seat 0 play last to a trick")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_and_its_reason_are_the_same_for_the_same_match(game_id: str) -> None:
    replies = []
    for _ in range(2):
        view = json.loads(api.new_match(json.dumps({"game": game_id, "seed": 8, "level": "basic"})))["view"]
        while view["to_act"] != 0:
            view = json.loads(api.bot_step())["view"]
        replies.append(json.loads(api.hint()))
    assert replies[0] == replies[1]
    assert replies[0]["ok"] and replies[0]["action"] in view["legal"]
    check_message(replies[0]["reason"])


def test_every_reason_the_module_can_give_is_in_both_tables() -> None:
    source = (ROOT / "game/bots/reasons.py").read_text(encoding="utf-8")
    names = set(re.findall(r'message\("(\w+)"', source))
    names |= {"top_trump", "top_card", "lead_top_trump", "lead_top"}  # chosen by a conditional
    keys = {f"hint.reason.{name}" for name in names | {"vg_bluff", "vg_slow_play"}} | set(VINEGRET_MOVES)
    for lang, table in TABLES.items():
        missing = sorted(key for key in keys if key not in table)
        assert not missing, (lang, missing)
        assert "{name}" in table["hint.says"]


# -- the rehearsal at match start ------------------------------------------------------------------


def play(game_id: str, bot: Any, seed: int) -> list[JSON]:
    """One deal with ``bot`` in every seat, on a fixed random source: the actions taken."""
    match, rng = Match(game_id, seed=seed), random.Random(seed)
    match.play_out(lambda seat: bot(match.view(seat), rng))
    return match.history[-1]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_match_plays_the_same_with_and_without_the_rehearsal(game_id: str) -> None:
    bot = cheap(game_id)
    before = play(game_id, bot, seed=11)
    state = random.getstate()
    rehearse(game_id, bot.rehearsal)
    assert random.getstate() == state  # the rehearsal draws from its own source
    assert play(game_id, bot, seed=11) == before


def test_a_match_start_rehearses_the_level_and_the_adviser_once(monkeypatch: pytest.MonkeyPatch) -> None:
    rehearsed: list[tuple[str, Any]] = []
    monkeypatch.setattr(bots, "_rehearsed", set())
    monkeypatch.setattr(bots, "rehearse", lambda game_id, bot: rehearsed.append((game_id, bot)))
    for started in range(2):
        assert json.loads(api.new_match('{"game": "quadrille", "seed": 3, "level": "normal"}'))["ok"]
        assert len(rehearsed) == started  # the first view is not kept waiting ...
        assert json.loads(api.warm())["ok"]  # ... the page asks for the one-time work once it is drawn
    # normal and strong (the hints' adviser) share one rehearsal on a small budget; not again
    assert rehearsed == [("quadrille", SearchBot(nodes=REHEARSAL_NODES))]
    ready_bot("quadrille", "basic")  # a level without a search has nothing to rehearse
    assert len(rehearsed) == 1


def test_the_rehearsal_plays_only_the_first_moves_of_its_own_deal() -> None:
    seen: list[JSON] = []

    def watcher(view: JSON, rng: random.Random) -> JSON:
        seen.append(view)
        return dict(view["legal"][0])

    rehearse("brandeln", watcher)
    assert len(seen) == bots.REHEARSAL_MOVES
    assert all(view["game"] == "brandeln" for view in seen)
    first = list(seen)
    seen.clear()
    rehearse("brandeln", watcher)
    assert seen == first  # a fixed deal: its own seed, nothing of any match
    assert seen[0]["phase"] == "auction"
