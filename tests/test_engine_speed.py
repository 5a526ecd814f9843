"""What the engines' fast paths must keep: the same legal moves, the same reasons."""

from __future__ import annotations

import copy
import importlib
import random

import pytest

from game import get_game
from game.brandeln import BrandelnDeal
from game.core import DealState, IllegalAction
from game.cuatrola import CuatrolaDeal
from game.quadrille import QuadrilleDeal
from game.tricks import play_actions
from game.vinegret import VinegretDeal, _changes

TRICK_GAMES = ("brandeln", "cuatrola", "quadrille")
TrickDeal = BrandelnDeal | CuatrolaDeal | QuadrilleDeal
TRICK_DEALS = (BrandelnDeal, CuatrolaDeal, QuadrilleDeal)  # TrickDeal, for isinstance


def trick_deal(game_id: str, rng: random.Random, dealer: int) -> TrickDeal:
    """A shuffled deal of a trick game, with its own type's ``play`` and ``legal_for``."""
    game = get_game(game_id)
    options = game.parse_options({})
    state = game.deal(options, 4, dealer, rng, game.new_match(options, 4))
    assert isinstance(state, TRICK_DEALS)
    return state


def fresh_legal_cards(state: TrickDeal) -> list[int]:
    """The legal cards worked out from scratch, without the position's cached list."""
    play = state.play
    turn = play.active[(play.active.index(play.leader) + len(play.cards)) % len(play.active)]
    assert turn == play.to_play
    cards: list[int] = state.legal_for(play.hands[turn], play.cards)
    return cards


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_the_kept_turn_and_legal_cards_match_a_fresh_reckoning(game_id: str) -> None:
    game = get_game(game_id)
    for seed in range(30):
        rng = random.Random(seed)
        state = trick_deal(game_id, rng, seed % 4)
        while not state.is_over:
            legal = state.legal_actions()
            if state.phase == "play":
                codes = [game.deck.code(c) for c in fresh_legal_cards(state)]
                assert sorted(a["card"] for a in legal) == sorted(codes)
                twin = state.clone()
                twin.apply(dict(legal[-1]))  # a clone's move leaves the original's list alone
                assert state.legal_actions() == legal
            state.apply(dict(rng.choice(legal)))
    assert list(play_actions(game.deck)) == [{"type": "play", "card": code}
                                            for code in game.deck.codes]


def position_with_a_duty(game_id: str) -> TrickDeal:
    """A position where the seat to play holds a card it may not play (it must follow)."""
    for seed in range(200):
        rng = random.Random(seed)
        state = trick_deal(game_id, rng, 0)
        while not state.is_over:
            if state.phase == "play" and state.to_act is not None:
                hand = state.play.hands[state.to_act]
                if len(state.legal_actions()) < len(hand):
                    return state
            state.apply(dict(rng.choice(state.legal_actions())))
    raise AssertionError("no position with a duty")


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_every_refused_play_keeps_its_own_reason(game_id: str) -> None:
    state = position_with_a_duty(game_id)
    game = get_game(game_id)
    seat = state.to_act
    assert seat is not None
    hand = state.play.hands[seat]
    legal = {a["card"] for a in state.legal_actions()}
    illegal = next(game.deck.code(c) for c in hand if game.deck.code(c) not in legal)
    other = next(code for code in game.deck.codes
                 if game.deck.card(code) not in hand and code not in legal)
    allowed = sorted(legal)[0]
    cases = {"extra_field": {"type": "play", "card": allowed, "seat": seat},
             "missing_field": {"type": "play"},
             "not_a_card": {"type": "play", "card": "ZZ"},
             "not_in_hand": {"type": "play", "card": other}}
    for code, action in cases.items():
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        assert refused.value.code == code, (action, refused.value)
    with pytest.raises(IllegalAction) as refused:
        state.apply({"type": "play", "card": illegal})
    assert refused.value.code.startswith("must_") or refused.value.code == "matador_forced"
    with pytest.raises(IllegalAction):
        state.apply({"type": "play", "card": ["AS"]})  # not even a string
    before = len(state.history)
    state.apply({"type": "play", "card": allowed})
    assert len(state.history) == before + 1


def test_vinegrets_shared_actions_stay_as_a_fresh_listing_builds_them() -> None:
    """Vinegret lists shared objects (keep, pass …, the amounts, each two-card hand's
    exchange): applying the very objects listed changes none of them, and a caller's
    change to the list it is given does not reach the next listing."""
    game = get_game("vinegret")
    options = game.parse_options({})
    for seed in range(60):
        rng = random.Random(seed)
        players = 2 + seed % 5
        state = game.deal(options, players, seed % players, rng, game.new_match(options, players))
        assert isinstance(state, VinegretDeal)
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.to_act
            assert seat is not None
            if state.phase in ("exchange", "draw"):
                assert legal == _changes(state.hands[seat], state._discard_limit())
            before = copy.deepcopy(legal)
            action = rng.choice(legal)
            legal.append({"type": "fold"})
            assert state.legal_actions() == before
            state.apply(action)
            assert legal[:-1] == before


@pytest.mark.parametrize("game_id", ["cuatrola", "vinegret"])
def test_the_benchmarks_parts_replay_the_random_deals_it_splits(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``bench_engine.py --parts`` times each part on deals recorded from ``random_deal``:
    its replay applies those very actions (an illegal one would raise), as many a deal."""
    bench = importlib.import_module("tests.bench.bench_engine")
    deal_type = type(bench.random_deal(game_id, 0)[0])
    applied: list[object] = []
    apply = deal_type.apply

    def counted(state: DealState, action: dict) -> None:
        applied.append(action)
        apply(state, action)

    with monkeypatch.context() as patch:
        patch.setattr(deal_type, "apply", counted)
        for seed in range(4):
            bench.random_deal(game_id, seed)
    parts = bench.deal_parts(game_id, 4)
    assert parts["actions_per_deal"] == round(len(applied) / 4, 1)
    assert {"shuffle_us", "deal_us", "choices_us", "legal_actions_us", "apply_us", "clones_us"} < set(parts)
