"""The normal and strong Vinegret bots: the estimator, the decisions, the mixing, no cheating."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from typing import Any

import pytest

import game.arena
from game.arena import run_arena
from game.bots import Bot, get_bot, levels
from game.bots.vinegret import basic
from game.bots.vinegret_strong import (BIT, FLOOR, FORCE_AT, MIXED, NORMAL, STRONG, TIE,
                                       Estimate, Mixing, VinegretBot, act, change_model, choose,
                                       completion, estimate, mask, pays, ranking, strength)
from game.vinegret import DECK, Vinegret, VinegretDeal, classify, payment

Action = dict[str, Any]
KEEP: Action = {"type": "keep"}
PASS: Action = {"type": "pass"}
HOLD: Action = {"type": "hold"}


def two_seat_deal(mine: list[str], dealer_first: list[str], dealer_second: list[str],
                  actions: list[Action], pool: int = 0) -> VinegretDeal:
    """Seat 0 (eldest) gets ``mine`` (first two, then the second deal); seat 1 deals."""
    first, other = mine[:2], dealer_first
    stock = [mine[2], dealer_second[0], mine[3], dealer_second[1]]
    rest = [code for code in DECK.codes if code not in first + other + stock]
    deal = Vinegret.from_scenario({"game": "vinegret", "options": {}, "dealer": 1,
                                   "hands": [first, other],
                                   "setup": {"stock": stock + rest, "pool": pool}})
    for action in actions:
        deal.apply(action)
    return deal


FORCED = [KEEP, KEEP, PASS, {"type": "force"}]  # both keep, seat 0 passes, the dealer forces
RAISED = [KEEP, KEEP, {"type": "bet", "amount": 1}, HOLD, KEEP, KEEP, PASS,
          {"type": "raise", "amount": 5}]  # the dealer stands pat and raises 5 after a check


def positions(players: int, seed: int, count: int) -> list[VinegretDeal]:
    """Snapshots of deals played by the basic bot, at decisions with a real choice."""
    options = Vinegret.parse_options({})
    rng = random.Random(seed)
    found: list[VinegretDeal] = []
    while len(found) < count:
        deal = Vinegret.deal(options, players, rng.randrange(players), rng,
                             Vinegret.new_match(options, players))
        while deal.to_act is not None:
            view = deal.view(deal.to_act)
            if len(view["legal"]) > 1 and rng.random() < 0.3:
                found.append(deal.clone())
            deal.apply(basic(view, rng))
    return found[:count]


# -- the ranking and the partial-hand values -------------------------------------------------


def test_strength_orders_hands_exactly_as_the_engine_does() -> None:
    rng = random.Random(1)
    table = ranking()
    assert len(table.strength) == 91_390
    for _ in range(3000):
        a, b = rng.sample(range(len(DECK)), 4), rng.sample(range(len(DECK)), 4)
        assert (strength(a) > strength(b)) == (classify(a) > classify(b))
        assert (strength(a) == strength(b)) == (classify(a) == classify(b))
        assert pays(8)[strength(a)] == payment(classify(a), 8)


def test_completion_is_the_mean_over_every_way_to_fill_the_hand() -> None:
    table = ranking()
    assert completion(0) == pytest.approx(0.5)
    kept = DECK.cards(["7H", "8H", "2C"])  # hearts and clubs: the suit renaming must not matter
    rest = [c for c in range(len(DECK)) if c not in kept]
    exact = sum(table.beat[strength(kept + [c])] for c in rest) / len(rest)
    assert completion(mask(kept)) == pytest.approx(exact)
    hand = DECK.cards(["TS", "TC", "TH", "TD"])
    assert completion(mask(hand)) == table.beat[strength(hand)] > 0.9999


# -- the estimator ---------------------------------------------------------------------------------


def test_win_estimate_matches_exact_enumeration_over_the_rivals_hands() -> None:
    """After a forced deal the dealer's kept pair and his force weigh his hand; count it exactly."""
    deal = two_seat_deal(["7S", "8S", "2H", "4C"], ["2C", "5D"], ["3D", "9D"], FORCED)
    view = deal.view(0)
    hand = DECK.cards(view["hand"])
    mine = strength(hand) * TIE + 7  # the eldest wins exact ties
    forced = act(FORCE_AT, FLOOR, 1, True)
    kept_both = {a + b: change_model(a + b, 2)[0][0]
                 for a, b in combinations([BIT[c] for c in range(len(DECK))], 2)}
    wins = total = 0.0
    for four in combinations([c for c in range(len(DECK)) if c not in hand], 4):
        level = strength(four)
        weight = forced[level] * sum(kept_both[BIT[a] + BIT[b]] for a, b in combinations(four, 2))
        total += weight
        wins += weight * (mine > level * TIE + 6)
    found = estimate(view, random.Random(3), 20_000)
    assert found.worlds == 20_000
    assert found.win == pytest.approx(wins / total, abs=0.025)


def test_a_hand_that_cannot_lose_raises_and_never_folds() -> None:
    deal = two_seat_deal(["TS", "TC", "TH", "TD"], ["2C", "5D"], ["3D", "9D"], FORCED)
    view = deal.view(0)
    found = estimate(view, random.Random(1), 300)
    assert found.win == 1.0
    assert max(found.values) == found.values[-1] > found.values[0]  # raise 5 beats the check
    facing = two_seat_deal(["TS", "TC", "TH", "TD"], ["2C", "5D"], ["3D", "9D"], RAISED).view(0)
    for seed in range(20):
        assert VinegretBot(samples=100)(facing, random.Random(seed)) != PASS


def test_a_keep_is_charged_its_vade_only_when_a_discard_pays_none() -> None:
    """Same imagined deals: under ``keepers`` the keep loses about its vade, discards stay put."""
    first = ["5S", "5H"]
    rest = [code for code in DECK.codes if code not in first]
    values = {}
    for payers in ("all", "keepers"):
        deal = Vinegret.from_scenario({"game": "vinegret", "dealer": 3,
                                       "options": {"vade_payers": payers, "vade": 2},
                                       "hands": [first, rest[:2], rest[2:4], rest[4:6]],
                                       "setup": {"stock": rest[6:]}})
        view = deal.view(0)
        values[payers] = estimate(view, random.Random(5), 400).values
    assert view["legal"][0] == KEEP
    assert values["keepers"][1:] == values["all"][1:]
    assert 1.0 < values["all"][0] - values["keepers"][0] < 2.0  # 2 paid, some of it won back


@pytest.mark.parametrize("first, best, worst", [
    (["8S", "9S"], KEEP, ["8S", "9S"]), (["TS", "TH"], KEEP, ["TS", "TH"]),
    (["3S", "9H"], {"type": "discard", "cards": ["3S"]}, ["9H"]),
    (["AS", "2H"], None, []),
])
def test_exchange_in_clear_cut_positions(first: list[str], best: Action | None,
                                         worst: list[str]) -> None:
    """High cards that connect or pair are kept, a low card goes; two small odd cards never stay."""
    rest = [code for code in DECK.codes if code not in first]
    deal = Vinegret.from_scenario({"game": "vinegret", "options": {}, "dealer": 3,
                                   "hands": [first, rest[:2], rest[2:4], rest[4:6]],
                                   "setup": {"stock": rest[6:]}})
    view = deal.view(0)
    found = estimate(view, random.Random(2), 1500)
    ranked = sorted(range(len(found.values)), key=lambda i: found.values[i])
    if best is not None:
        assert view["legal"][ranked[-1]] == best
    assert view["legal"][ranked[0]].get("cards", []) == worst


@pytest.mark.parametrize("hand, best", [
    (["5H", "6H", "7H", "8H"], KEEP),  # flux with a four-card sequence
    (["2H", "5H", "9H", "4C"], {"type": "discard", "cards": ["4C"]}),  # draw to the flux
])
def test_second_draw_in_clear_cut_positions(hand: list[str], best: Action) -> None:
    deal = two_seat_deal(hand, ["2C", "5D"], ["3D", "9D"],
                         [KEEP, KEEP, {"type": "bet", "amount": 1}, HOLD])
    view = deal.view(0)
    found = estimate(view, random.Random(2), 1500)
    assert view["legal"][found.values.index(max(found.values))] == best


def test_holding_a_raise_follows_the_pot_odds() -> None:
    """A small prime folds to a raise of 5 into a small pool and holds into a big one.

    Nothing but the pool differs, so on the same imagined deals the edge of
    holding over folding grows by exactly the chance to win times the extra pool.
    """
    def values(pool: int) -> Estimate:
        view = two_seat_deal(["AS", "5H", "8C", "9D"], ["5C", "6D"], ["3D", "2C"], RAISED,
                             pool=pool).view(0)
        assert [a["type"] for a in view["legal"]] == ["pass", "hold"]
        return estimate(view, random.Random(4), 1500)

    small, big = values(0), values(100)
    assert 0.05 < small.win < 0.35
    assert small.values[0] > small.values[1]  # fold
    assert big.values[1] > big.values[0]  # hold
    edge = (big.values[1] - big.values[0]) - (small.values[1] - small.values[0])
    assert edge == pytest.approx(100 * small.win)


# -- mixing ----------------------------------------------------------------------------------


def frequencies(view: dict[str, Any], values: list[float], win: float,
                mixing: Mixing = MIXED) -> Counter[int]:
    found = Estimate(values, win, 1)
    return Counter(choose(view, found, random.Random(seed), mixing) for seed in range(4000))


def test_near_ties_are_mixed_and_clear_edges_are_taken() -> None:
    view = two_seat_deal(["7S", "8S", "2H", "4C"], ["2C", "5D"], ["3D", "9D"], FORCED).view(0)
    assert [a["type"] for a in view["legal"]] == ["pass"] + ["raise"] * 5
    even = frequencies(view, [0.0] * 6, 0.5)
    assert all(500 < even[i] < 850 for i in range(6))  # about 1/6 each, a bluff now and then
    clear = frequencies(view, [3.0, 0.0, -2.0, -2.0, -2.0, -2.0], 0.5)
    assert clear[0] > 0.97 * 4000


def test_bluffs_and_slow_plays_come_at_the_intended_rates() -> None:
    view = two_seat_deal(["7S", "8S", "2H", "4C"], ["2C", "5D"], ["3D", "9D"], FORCED).view(0)
    cheap_bluff = frequencies(view, [1.0, 0.2, -5.0, -5.0, -5.0, -5.0], 0.1)
    assert 0.7 * MIXED.bluff < cheap_bluff[1] / 4000 - 0.04 < 1.3 * MIXED.bluff
    dear_bluff = frequencies(view, [1.0, -0.5, -5.0, -5.0, -5.0, -5.0], 0.1)
    assert dear_bluff[1] / 4000 < 0.01
    sure = frequencies(view, [-5.0, -4.0, -3.0, -2.0, -1.0, 3.0], 0.95)
    assert 0.7 * MIXED.slow_play < sure[0] / 4000 < 1.3 * MIXED.slow_play
    unsure = frequencies(view, [-5.0, -4.0, -3.0, -2.0, -1.0, 3.0], 0.5)
    assert unsure[0] == 0


def test_strong_plays_the_best_value_it_estimates() -> None:
    """``strong`` neither bluffs nor slow-plays, and mixes only values its estimate cannot
    tell apart; ``normal`` mixes as above."""
    assert NORMAL.mixing == MIXED
    view = two_seat_deal(["7S", "8S", "2H", "4C"], ["2C", "5D"], ["3D", "9D"], FORCED).view(0)
    strong = STRONG.mixing
    assert frequencies(view, [1.0, 0.2, -5.0, -5.0, -5.0, -5.0], 0.1, strong)[0] == 4000  # no bluff
    assert frequencies(view, [-5.0, -4.0, -3.0, -2.0, -1.0, 3.0], 0.95, strong)[5] == 4000  # no slow play
    close = [0.0, -0.25, -5.0, -5.0, -5.0, -5.0]
    assert frequencies(view, close, 0.5, strong)[1] < 0.05 * 4000 < frequencies(view, close, 0.5)[1]
    tie = frequencies(view, [0.0, 0.0, -5.0, -5.0, -5.0, -5.0], 0.5, strong)
    assert 1700 < tie[0] < 2300 and tie[0] + tie[1] == 4000


def test_a_borderline_call_is_a_mixed_decision() -> None:
    """Near the pool where holding and folding are worth the same, both happen."""
    view = two_seat_deal(["AS", "5H", "8C", "9D"], ["5C", "6D"], ["3D", "2C"], RAISED,
                         pool=8).view(0)
    bot = VinegretBot(samples=300)
    actions = Counter(bot(view, random.Random(seed))["type"] for seed in range(60))
    assert 0.2 < actions["hold"] / 60 < 0.8


# -- no cheating -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4, 6])
def test_decision_does_not_depend_on_the_cards_it_cannot_see(players: int) -> None:
    """Redeal every unseen card in many ways the view allows: the view and the decision stay."""
    bot = VinegretBot(samples=40)
    phases = Counter[str]()
    redeal = random.Random(99)
    for deal in positions(players, seed=players, count=12):
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        phases[view["phase"]] += 1
        worlds = [Vinegret.sample_deal(view, redeal) for _ in range(6)]
        assert any(world.hands != deal.hands for world in worlds)  # the hidden cards moved
        redealt = [world.view(seat) for world in worlds]
        assert all(other == view for other in redealt)
        decisions = [bot(other, random.Random(5)) for other in [view, *redealt]]
        assert all(decision == decisions[0] for decision in decisions)
    assert len(phases) >= 3


# -- levels and strength ------------------------------------------------------------------------


def test_levels_are_offered_and_play_legal_actions() -> None:
    assert levels("vinegret") == ["random", "basic", "normal", "strong"]
    deal = positions(4, seed=8, count=1)[0]
    assert deal.to_act is not None
    view = deal.view(deal.to_act)
    for name in ("normal", "strong"):
        assert get_bot("vinegret", name)(view, random.Random(1)) in view["legal"]


def test_a_level_spends_its_budget_of_imagined_deals_per_phase() -> None:
    """The exchange values five changes in each imagined deal: ``strong`` imagines fewer
    deals there, the number its budget names, and the same number every time."""
    assert STRONG.budget("exchange") < STRONG.budget("declare") == STRONG.samples
    phases = set()
    for deal in positions(4, seed=11, count=6):
        assert deal.to_act is not None
        view = deal.view(deal.to_act)
        _, found, _ = STRONG.decide(view, random.Random(2))
        assert found is not None and found.worlds == STRONG.budget(view["phase"])
        phases.add(view["phase"])
    assert {"exchange", "declare"} <= phases


def test_strong_beats_basic_in_the_arena(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cheap version of the strong bot is already ahead of basic, the interval above zero."""
    quick = VinegretBot(samples=60)

    def bots(game_id: str, name: str) -> Bot:
        return quick if name == "strong" else get_bot(game_id, name)

    monkeypatch.setattr(game.arena, "ready_bot", bots)
    summary = run_arena("vinegret", deals=120, seed=1, lineup=["strong", "basic"])
    assert summary["errors"] == 0
    low, _ = summary["bots"]["strong"]["margin_over_others"]["ci95"]
    assert low > 0
    assert STRONG.samples > quick.samples
