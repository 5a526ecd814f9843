"""What every trick game's view shares: one trick shape and the ``trick_completed`` signal."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game import get_game
from game.core import DealState, IllegalAction

from test_engine_speed import trick_deal

SCENARIOS = Path(__file__).parent / "scenarios"
TRICK_GAMES = ("brandeln", "cuatrola", "quadrille")


def random_views(game_id: str, seed: int) -> list[tuple[dict, dict, dict]]:
    """``(view before, action, view after)`` for every action of a random deal, seat 0's view."""
    game = get_game(game_id)
    options = game.parse_options({})
    rng = random.Random(seed)
    deal = game.deal(options, 4, seed % 4, rng, game.new_match(options, 4))
    steps = []
    while not deal.is_over:
        before = deal.view(0)
        action = rng.choice(deal.legal_actions())
        deal.apply(action)
        steps.append((before, action, deal.view(0)))
    return steps


def play_out(deal: DealState, rng: random.Random) -> DealState:
    """``deal`` played to its end by random legal actions."""
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


@pytest.mark.parametrize("game_id", TRICK_GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_every_trick_has_one_shape(game_id: str, seed: int) -> None:
    for _, _, view in random_views(game_id, seed):
        finished = view["tricks"] + ([view["last_trick"]] if view["last_trick"] else [])
        for trick in finished:
            assert set(trick) == {"leader", "cards", "winner"}
            assert trick["cards"][0]["seat"] == trick["leader"]
            assert trick["winner"] in [p["seat"] for p in trick["cards"]]
            for play in trick["cards"]:
                assert set(play) == {"seat", "card"} and isinstance(play["card"], str)
        if view["trick"] is not None:
            assert set(view["trick"]) == {"leader", "cards"}
            assert all(set(p) == {"seat", "card"} for p in view["trick"]["cards"])
        assert view["last_trick"] == (view["tricks"][-1] if view["tricks"] else None)


@pytest.mark.parametrize("game_id", TRICK_GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_trick_completed_marks_exactly_the_card_that_ends_a_trick(game_id: str, seed: int) -> None:
    completions = 0
    for before, action, after in random_views(game_id, seed):
        ended = len(after["tricks"]) == len(before["tricks"]) + 1
        assert after["trick_completed"] == ended
        if ended:
            completions += 1
            assert action["type"] == "play"
            assert after["last_trick"]["cards"][-1]["card"] == action["card"]
    assert completions == len(after["tricks"])


def test_trick_completed_is_false_after_a_choice_that_follows_a_trick() -> None:
    """Quadrille's stop-or-vole choice comes right after the sixth trick, with no card played."""
    data = json.loads((SCENARIOS / "quadrille" / "solo_stop.json").read_text(encoding="utf-8"))
    deal = get_game("quadrille").from_scenario(data)
    for action in data["actions"]:
        deal.apply({k: v for k, v in action.items() if k != "seat"})
        if deal.phase == "stop_or_vole":
            assert deal.view(0)["trick_completed"]
    assert data["actions"][-1]["type"] == "stop"
    view = deal.view(0)
    assert not view["trick_completed"] and len(view["tricks"]) == 6


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_every_trick_game_states_legality_by_legal_for_and_why_illegal(game_id: str) -> None:
    """One idiom: ``legal_for(hand, trick)`` lists, ``why_illegal`` names the duty broken."""
    refused = 0
    for seed in range(3):
        rng = random.Random(seed)
        deal = trick_deal(game_id, rng, seed % 4)
        while not deal.is_over:
            if deal.phase == "play":
                play = deal.play
                hand, trick = play.hands[play.to_play], play.cards
                assert deal.legal_cards() == deal.legal_for(hand, trick)
                for card in set(hand) - set(deal.legal_cards()):
                    reason = deal.why_illegal(hand, trick, card)
                    with pytest.raises(IllegalAction) as error:
                        deal.clone().apply({"type": "play", "card": deal.game.deck.code(card)})
                    assert (error.value.code, str(error.value)) == (reason.code, str(reason))
                    assert reason.code.startswith(("must_", "matador_"))
                    refused += 1
            deal.apply(rng.choice(deal.legal_actions()))
    assert refused > 0


@pytest.mark.parametrize("game_id", ["brandeln", "cuatrola", "quadrille", "vinegret"])
def test_a_clone_plays_on_without_touching_the_original(game_id: str) -> None:
    game = get_game(game_id)
    options = game.parse_options({})
    rng = random.Random(7)
    deal = game.deal(options, game.default_players, 0, rng, game.new_match(options, game.default_players))
    while not deal.is_over:
        views = [deal.view(seat) for seat in range(game.default_players)]
        twin = deal.clone()
        assert type(twin) is type(deal) and [twin.view(s) for s in range(len(views))] == views
        while not twin.is_over:
            twin.apply(rng.choice(twin.legal_actions()))
        assert [deal.view(seat) for seat in range(len(views))] == views
        deal.apply(rng.choice(deal.legal_actions()))


def test_a_clone_declaration_must_name_a_slot() -> None:
    from game.core import SlotCopy
    with pytest.raises(TypeError, match="no such slot"):
        type("Broken", (SlotCopy,), {"__slots__": ("a",), "copied": ("b",)})


def test_cuatrola_view_names_each_unavailable_bid_with_its_refusal() -> None:
    """§5.3 "exactly 11" and §5.4 "higher only": the view's reasons are the refusals' own."""
    game = get_game("cuatrola")
    options = game.parse_options({})
    deal = game.deal(options, 4, 3, random.Random(1), {"score": [9, 0]})
    deal.apply({"type": "bid", "bid": "solo"})  # seat 0, team 0 on 9 of 11
    deal.apply({"type": "pass"})  # seat 1
    view = deal.view(2)  # team 0 again: solo is taken, cuatrola and quintola pass 11
    assert [b["bid"] for b in view["unavailable_bids"]] == ["solo", "cuatrola", "quintola"]
    for entry in view["unavailable_bids"]:
        with pytest.raises(IllegalAction) as error:
            deal.clone().apply({"type": "bid", "bid": entry["bid"]})
        assert (error.value.code, error.value.params) == (entry["code"], entry["params"])
    assert deal.view(1)["unavailable_bids"] == []  # only the seat to speak is told
    assert view["bid_values"] == {"pass_out": 1, "solo": 2, "cuatrola": 4, "quintola": 5}
    assert view["rank_points"] == {"A": 11, "3": 10, "K": 4, "N": 3, "J": 2}


def test_cuatrola_deal_tally_adds_up_to_the_result() -> None:
    game = get_game("cuatrola")
    options = game.parse_options({})
    rng = random.Random(5)
    deal = play_out(game.deal(options, 4, 0, rng, game.new_match(options, 4)), rng)
    tally, result = deal.view(0)["deal_tally"], deal.final_result()
    assert tally["card_points"] == result["card_points"]
    assert [sum(result["tricks"][s] for s in (t, t + 2)) for t in (0, 1)] == tally["tricks"]


def test_brandeln_view_says_tricks_needed_and_the_all_pass_slam() -> None:
    from game.brandeln import BrandelnDeal, DECK
    hands = [DECK.cards([r + s for r in "AKQJT97"]) for s in "SCDH"]
    deal = BrandelnDeal(get_game("brandeln").parse_options({}), 3, hands, [0, 0, 0, 0])
    for _ in range(4):
        deal.apply({"type": "pass"})
    assert deal.view(0)["contract"]["tricks_needed"] is None
    for _ in range(7):  # seat 0 leads spades, nobody else holds one: seat 0 takes all seven
        while deal.to_act != 0 or deal.play.cards:
            deal.apply(deal.legal_actions()[0])
        deal.apply(deal.legal_actions()[0])
        while deal.play.cards:
            deal.apply(deal.legal_actions()[0])
    view = deal.view(1)
    assert view["result"]["tricks"] == [7, 0, 0, 0] and view["all_pass_slam"] == 0


@pytest.mark.parametrize("contract, needed", [("brandeln", 3), ("six", 6), ("bettel", 0),
                                              ("mord", 7)])
def test_brandeln_contract_carries_its_tricks_needed(contract: str, needed: int) -> None:
    from game.brandeln import made, tricks_needed
    assert tricks_needed(contract) == needed
    assert made(contract, needed) and (contract == "bettel" or not made(contract, needed - 1))


def test_quadrille_view_carries_the_trump_orders_and_names() -> None:
    from game.quadrille import CARD_ORDERS, DECK, QuadrilleDeal
    data = json.loads((SCENARIOS / "quadrille" / "solo_stop.json").read_text(encoding="utf-8"))
    deal = get_game("quadrille").from_scenario(data)
    assert isinstance(deal, QuadrilleDeal)
    before = deal.view(0)["card_order"]  # no trump yet: each suit, black aces on top
    assert before == {"S": "AS KS QS JS 7S 6S 5S 4S 3S 2S".split(), "H": "KH QH JH AH 2H 3H 4H 5H 6H 7H".split(),
                      "C": "AC KC QC JC 7C 6C 5C 4C 3C 2C".split(), "D": "KD QD JD AD 2D 3D 4D 5D 6D 7D".split()}
    assert sorted(sum(before.values(), [])) == sorted(DECK.codes) and deal.view(0)["card_names"] == {}
    while deal.trump is None:
        action = data["actions"][len(deal.history)]
        deal.apply({k: v for k, v in action.items() if k != "seat"})
    view = deal.view(1)
    order = CARD_ORDERS[deal.trump]
    assert view["card_order"] == {group: codes.split() for group, codes in order.items()}
    names = view["card_names"]
    assert [names[c] for c in view["card_order"]["T"][:3]] == ["Spadille", "Manille", "Basto"]
    assert ("Punto" in names.values()) == (deal.trump in "HD")
    assert view["stop_or_vole"] is None  # told in chips only at the choice (test_quadrille.py)


def settle(payments: list[dict], players: int, pot: int) -> tuple[list[int], int]:
    """Each seat's net of a view's ``payments`` and the pot left, ``pot`` at the start."""
    net = [0] * players
    for payment in payments:
        assert payment["chips"] > 0 and payment["why"]
        if payment["from"] is None:
            pot -= payment["chips"]
        else:
            net[payment["from"]] -= payment["chips"]
        if payment["to"] is None:
            pot += payment["chips"]
        else:
            net[payment["to"]] += payment["chips"]
    return net, pot


@pytest.mark.parametrize("seed", range(12))
def test_quadrille_payments_net_to_the_score_delta(seed: int) -> None:
    game = get_game("quadrille")
    options = game.parse_options({"all_pass": "forced_spadille"} if seed % 2 else {})
    rng = random.Random(seed)
    deal = game.deal(options, 4, seed % 4, rng, {"pot": seed % 5, "scores": [0] * 4})
    assert deal.view(0)["payments"] is None
    view = play_out(deal, rng).view(seed % 4)
    net, pot = settle(view["payments"], 4, view["carry_in"])
    assert net == view["result"]["score_delta"] and pot == view["result"]["carry_out"]


VINEGRET_PAYMENT_ENDS = {"stake": (False, True), "pot_won": (True, False),  # (from the pool, to it)
                         "combination": (False, False), "bonus": (False, False)}


@pytest.mark.parametrize("players", range(2, 7))
def test_vinegret_payments_net_to_chips_delta(players: int) -> None:
    game = get_game("vinegret")
    options = game.parse_options({})
    for seed in range(40):
        rng = random.Random(seed)
        deal = game.deal(options, players, seed % players, rng, {"pool": seed % 7, "chips": [0] * players})
        assert deal.view(0)["payments"] is None
        view = play_out(deal, rng).view(seed % players)
        for payment in view["payments"]:
            assert (payment["from"] is None, payment["to"] is None) == VINEGRET_PAYMENT_ENDS[payment["why"]]
        net, pool = settle(view["payments"], players, view["pool_before"])
        assert net == view["result"]["chips_delta"] and pool == view["result"]["pot_carried"]


def test_quadrille_payments_of_a_made_alliance() -> None:
    """E9: stakes into the pot, the two opponents pay MAT units, the side shares the pot."""
    from game.quadrille import chip_payments
    _, payments, carry = chip_payments("made", 2, 1, [0, 2], True, 1, [1, 1, 1, 1])
    assert [p.to_json() for p in payments] == [
        {"from": s, "to": None, "chips": 1, "why": "stake"} for s in range(4)] + [
        {"from": 1, "to": None, "chips": 2, "why": "made"},
        {"from": 3, "to": None, "chips": 2, "why": "made"},
        {"from": None, "to": 0, "chips": 5, "why": "pot_won"},
        {"from": None, "to": 2, "chips": 4, "why": "pot_won"}] and carry == 0


def test_cuatrola_view_says_whether_points_decide_the_deal() -> None:
    """§9.4: points, the last trick and cantes decide a pass-out or a solo, never a cuatrola
    or a quintola (only the declarer's tricks do); before the contract nobody knows."""
    game = get_game("cuatrola")
    options = game.parse_options({})
    seen: dict[str, bool] = {}
    for seed in range(200):
        rng = random.Random(seed)
        deal = game.deal(options, 4, seed % 4, rng, game.new_match(options, 4))
        assert deal.view(0)["points_count"] is None
        while not deal.is_over:
            legal = deal.legal_actions()
            all_pass = seed % 3 == 0 and {"type": "pass"} in legal  # a third of the deals passed out
            deal.apply({"type": "pass"} if all_pass else rng.choice(legal))
        seen[deal.view(0)["contract"]] = deal.view(0)["points_count"]
        if len(seen) == 4:
            break
    assert seen == {"pass_out": True, "solo": True, "cuatrola": False, "quintola": False}


def test_cuatrola_view_names_the_teams_and_the_last_trick_bonus() -> None:
    """The page reads partners and the bonus from the view (rule book §2, §9.1), never restates them."""
    from game.cuatrola import LAST_TRICK_BONUS, CuatrolaDeal, partner, team
    game = get_game("cuatrola")
    options = game.parse_options({})
    rng = random.Random(3)
    deal = play_out(game.deal(options, 4, 1, rng, game.new_match(options, 4)), rng)
    assert isinstance(deal, CuatrolaDeal)
    view = deal.view(1)
    assert view["teams"] == [[0, 2], [1, 3]]
    for seat in range(4):
        assert seat in view["teams"][team(seat)] and partner(seat) in view["teams"][team(seat)]
    result = view["result"]
    assert view["last_trick_bonus"] == LAST_TRICK_BONUS == 10
    for side in (0, 1):  # the result table's rows add up with the view's bonus
        cantes = sum(c.points for c in deal.cantes if team(c.seat) == side)
        bonus = view["last_trick_bonus"] if result["last_trick_team"] == side else 0
        assert result["total_points"][side] == result["card_points"][side] + bonus + cantes


@pytest.mark.parametrize("game_id", ["brandeln", "quadrille"])
def test_match_view_carries_the_standings(game_id: str) -> None:
    """``match.scores``: the record's while a deal runs, the settlement's once it is over
    (with Quadrille's pot shares at the end of the match)."""
    from game.match import Match
    match = Match(game_id, seed=9)
    rng = random.Random(9)
    for _ in range(5000):
        scores = match.view(0)["match"]["scores"]
        if match.settled is None:
            assert scores == match.record["scores"]
            match.apply(rng.choice(match.deal.legal_actions()))
            continue
        assert scores == match.settled["scores"]
        if match.over or match.deal_number == 4:  # Quadrille's match is four deals
            break
        match.next_deal()
    assert match.deal_number == 4 or match.over
    if game_id == "quadrille":  # chips only change hands; the pot's leftover is shared at the end
        assert match.over and sum(scores) == 0


def test_games_lists_every_registered_game_with_its_deck_and_default_players() -> None:
    """The page's one list of games: the engine's registry, in the order of the ids."""
    from game import GAMES
    from game.api import games
    listing = json.loads(games())["games"]
    assert [g["id"] for g in listing] == sorted(GAMES)
    for entry in listing:
        game = get_game(entry["id"])
        assert entry["deck"] == ("spanish" if entry["id"] == "cuatrola" else "french")
        assert entry["default_players"] == game.default_players in entry["players"]
        assert entry["options"] == {name: o.schema() for name, o in game.options.items()}
        for spec in entry["options"].values():
            if spec["type"] == "int":
                assert {"minimum", "maximum", "step"} <= set(spec)


@pytest.mark.parametrize("players, seed", [(2, 1), (4, 2), (6, 3)])
def test_vinegret_match_view_says_the_chips_now_and_the_deal_count(players: int, seed: int) -> None:
    """§11 as the table shows it: chips less this deal's stakes while it runs, the
    settlement once it is over; the deal in play out of players × rounds."""
    from game.match import Match
    from game.vinegret import VinegretDeal
    match = Match("vinegret", {"match_rounds": 1}, players, seed)
    rng = random.Random(seed)
    for _ in range(5000):
        view = match.view(0)["match"]
        assert view["deals"]["total"] == players
        if match.settled is None:
            assert isinstance(match.deal, VinegretDeal)
            assert view["chips"] == [c - s for c, s in zip(match.record["chips"], match.deal.stakes)]
            assert view["deals"]["number"] == match.record["deals"] + 1
            match.apply(rng.choice(match.deal.legal_actions()))
        elif match.over:
            assert view["chips"] == match.settled["chips"] and view["deals"]["number"] <= players
            break
        else:
            assert view["chips"] == match.settled["chips"]
            assert view["deals"]["number"] == match.settled["deals"]
            match.next_deal()


def test_games_without_match_facts_add_nothing_to_the_match_view() -> None:
    from game.match import Match
    assert sorted(Match("cuatrola", seed=4).view(0)["match"]) == [
        "deal_number", "over", "record", "settled", "unit", "winner", "winners"]
