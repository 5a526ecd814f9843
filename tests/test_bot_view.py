"""The lean view the search bots show the ``basic`` bots (``DealState.bot_view``), and the
``basic`` bots' entry on the deal itself that their playouts ask (``bots.ON_DEAL``).

They must change nothing but the time: over many positions of every trick game and
option set, the lean view is a part of the seat's full view (so it shows nothing more),
the ``basic`` bot reads nothing outside it, decides exactly as on the full view and
uses its random source alike, and so does its entry on the deal; and neither changes
when the cards the seat cannot see are dealt otherwise.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

import pytest

from game import get_game
from game.bots import BOTS, get_bot, playout_bot
from game.core import DealState, JSON
from game.match import Match

SEARCH_GAMES = [g for g, bots in BOTS.items() if bots.get("strong") == "game.bots.search:STRONG"]
MATCHES_PER_OPTION_SET = 3
DEALS_PER_MATCH = 3


def option_sets(game_id: str) -> list[JSON]:
    """The defaults, every bool and choice option at each other value alone, all of them
    at once, and the least value of every int option that has one besides its default."""
    options = get_game(game_id).options
    flips = [{name: value} for name, option in options.items() if option.kind != "int"
             for value in ((not option.default,) if option.kind == "bool" else option.choices)
             if value != option.default]
    lows = [{name: option.minimum} for name, option in options.items()
            if option.kind == "int" and option.minimum is not None
            and option.minimum != option.default and option.multiple_of is None]
    everything = {name: value for flip in flips for name, value in flip.items()}
    return [{}, *flips, everything, *lows]


def positions(game_id: str, options: JSON, seed: int) -> Iterator[tuple[Match, int]]:
    """Every position of the first deals of a match where a seat is to act, the seats
    played by ``basic`` or at random (so that unlikely contracts and plays occur too)."""
    match = Match(game_id, options, seed=seed)
    basic, rng = get_bot(game_id, "basic"), random.Random(seed)
    for _ in range(DEALS_PER_MATCH):
        while not match.deal.is_over:
            seat = match.deal.to_act
            assert seat is not None
            yield match, seat
            view = match.deal.view(seat)
            match.apply(basic(view, rng) if rng.random() < 0.7 else dict(rng.choice(view["legal"])))
        if match.over:
            return
        match.next_deal()


def cases() -> list[tuple[str, JSON]]:
    return [(game_id, options) for game_id in SEARCH_GAMES for options in option_sets(game_id)]


@pytest.mark.parametrize(("game_id", "options"), cases(),
                         ids=[f"{g}-{sorted(o.items())}" for g, o in cases()])
def test_basic_decides_alike_on_the_lean_view(game_id: str, options: JSON) -> None:
    basic = get_bot(game_id, "basic")
    checked = 0
    for seed in range(MATCHES_PER_OPTION_SET):
        for match, seat in positions(game_id, options, seed):
            state = match.deal
            view, lean = state.view(seat), state.bot_view(seat)
            assert {key: view[key] for key in lean} == lean, "the lean view is part of the view"
            assert state.bot_view(seat, state.legal_actions()) == lean
            full_rng, lean_rng = random.Random(checked), random.Random(checked)
            assert basic(lean, lean_rng) == basic(view, full_rng)
            assert lean_rng.getstate() == full_rng.getstate()
            checked += 1
    assert checked > 30


class Reading(dict[str, Any]):
    """A view that records the keys read from it."""

    def __init__(self, view: JSON) -> None:
        super().__init__(view)
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
def test_basic_reads_only_the_lean_views_keys(game_id: str) -> None:
    """Every key the ``basic`` bot reads of a full view is in the lean view (a bot that
    came to read one more would fail here, not silently decide otherwise in search)."""
    basic = get_bot(game_id, "basic")
    for seed in range(4):
        for match, seat in positions(game_id, {}, seed):
            view = Reading(match.deal.view(seat))
            basic(view, random.Random(0))
            assert view.read <= set(match.deal.bot_view(seat))


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
def test_lean_view_shows_nothing_of_the_cards_the_seat_cannot_see(game_id: str) -> None:
    """Deal the unseen cards otherwise, consistently with the view: the lean view and the
    ``basic`` bot's decision on it, and on the deal itself, stay the same."""
    game, basic, on_deal = get_game(game_id), get_bot(game_id, "basic"), playout_bot(game_id).on_deal
    sampler = random.Random(7)
    for number, (match, seat) in enumerate(positions(game_id, {}, seed=11)):
        if number % 3:
            continue
        state: DealState = match.deal
        lean = state.bot_view(seat)
        for _ in range(3):
            other = game.sample_deal(state.view(seat), sampler)
            assert other.to_act == seat
            assert other.bot_view(seat) == lean
            assert basic(other.bot_view(seat), random.Random(1)) == basic(lean, random.Random(1))
            assert on_deal(other, seat, other.legal_actions(), random.Random(1)) == basic(lean, random.Random(1))


@pytest.mark.parametrize(("game_id", "options"), cases(),
                         ids=[f"{g}-{sorted(o.items())}" for g, o in cases()])
def test_basic_decides_alike_on_the_deal_itself(game_id: str, options: JSON) -> None:
    """The playouts' entry (``bots.ON_DEAL``), which reads the deal instead of a view, decides as
    ``basic`` on the seat's bot view and uses its random source alike, at every position, and
    on a clone (whose finished tricks are the same objects, read once)."""
    bot = playout_bot(game_id)
    checked = 0
    for seed in range(MATCHES_PER_OPTION_SET):
        for match, seat in positions(game_id, options, seed):
            for state in (match.deal, match.deal.clone()):
                legal = state.legal_actions()
                view_rng, deal_rng = random.Random(checked), random.Random(checked)
                assert bot.on_deal(state, seat, legal, deal_rng) == bot.on_view(state.bot_view(seat, legal), view_rng)
                assert deal_rng.getstate() == view_rng.getstate()
                checked += 1
    assert checked > 60
