"""The Cuatrola solver finds the team that wins under perfect play, as the engine's own rules say;
the arena's solving search (``solve:N``) ends each imagined deal with it."""

from __future__ import annotations

import random

from game.bots import get_bot, playout_bot
from game.bots.cuatrola_solver import finish, seat_scores, solve
from game.bots.search import SearchBot, SolvingSearchBot, Work, finish_by_playing, solver_of
from game.cuatrola import Cuatrola, CuatrolaDeal, team
from game.match import Match

OPTION_SETS = [{}, {"must_beat": "lead"}, {"exact_target": False}]


def perfect_winner(deal: CuatrolaDeal) -> int:
    """The definition, by the engine alone: the mover's team wins if one of its legal cards
    leads to a position it wins; a finished deal's winner is its ``result``'s."""
    if deal.is_over:
        result = deal.result()
        assert result is not None
        return int(result["winner_team"])
    assert deal.to_act is not None
    mover = team(deal.to_act)
    for action in deal.legal_actions():
        after = deal.clone()
        after.apply(dict(action))
        if perfect_winner(after) == mover:
            return mover
    return 1 - mover


def card_play_positions(seed: int, count: int) -> list[CuatrolaDeal]:
    """Positions in the card play of random deals: every contract (the bids made at random
    half the time, so that Cuatrolas and Quintolas come up), 0–6 cards into the play."""
    rng = random.Random(seed)
    basic = get_bot("cuatrola", "basic")
    found: list[CuatrolaDeal] = []
    number = 0
    while len(found) < count:
        options = Cuatrola.parse_options(OPTION_SETS[number % len(OPTION_SETS)])
        deal = Cuatrola.deal(options, 4, dealer=number % 4, rng=rng,
                             match={"score": [rng.randrange(7), rng.randrange(7)]})
        random_bids = number % 2 == 1
        number += 1
        while deal.phase == "auction":
            assert deal.to_act is not None
            legal = deal.legal_actions()
            deal.apply(dict(rng.choice(legal)) if random_bids
                       else basic(deal.bot_view(deal.to_act, legal), rng))
        for _ in range(rng.randrange(7)):
            assert deal.to_act is not None
            deal.apply(basic(deal.bot_view(deal.to_act, deal.legal_actions()), rng))
        found.append(deal)
    return found


def test_the_solver_finds_the_winner_under_perfect_play_in_every_contract() -> None:
    positions = card_play_positions(seed=5, count=160)
    assert {deal.contract for deal in positions} == {"pass_out", "solo", "cuatrola", "quintola"}
    assert any(deal.cantes for deal in positions) and any(deal.play.cards for deal in positions)
    for deal in positions:
        assert solve(deal).winner_team == perfect_winner(deal), deal.history


def test_solving_leaves_the_deal_as_it_was() -> None:
    for deal in card_play_positions(seed=6, count=20):
        before = [deal.view(seat) for seat in range(4)]
        hands = [list(hand) for hand in deal.play.hands]
        solve(deal)
        assert [deal.view(seat) for seat in range(4)] == before
        assert deal.play.hands == hands


def build(hands: list[str], trump_card: str, bids: list[str | None], dealer: int) -> CuatrolaDeal:
    """A deal from the scenario format: ``hands`` as space-separated codes, one bid per seat
    from mano (``None`` passes)."""
    deal = Cuatrola.from_scenario({
        "game": "cuatrola", "options": {}, "dealer": dealer,
        "hands": [hand.split() for hand in hands], "setup": {"trump_card": trump_card},
        "actions": []})
    for bid in bids:
        deal.apply({"type": "pass"} if bid is None else {"type": "bid", "bid": bid})
    return deal


def test_a_quintola_on_the_five_trumps_is_made_and_one_short_of_them_fails() -> None:
    """Seat 0 deals and turns an oro: holding all five oros, it ruffs mano's lead and then
    draws every trump.  Give mano the sota of oros for seat 0's sota of copas, and mano
    leads copas, which seat 0 must follow (§6.3) under the ace: one trick lost."""
    made = build(["AO 3O KO NO JO", "AC 3C KC NC JC", "AE 3E KE NE JE", "AB 3B KB NB JB"],
                 "JO", [None, None, None, "quintola"], dealer=0)
    assert (made.contract, made.declarer, made.to_act) == ("quintola", 0, 1)
    solution = solve(made)
    assert solution.winner_team == 0 == perfect_winner(made)
    assert seat_scores(made, solution.winner_team) == [5, -5, 5, -5]
    short = build(["AO 3O KO NO JC", "AC 3C KC NC JO", "AE 3E KE NE JE", "AB 3B KB NB JB"],
                  "NO", [None, None, None, "quintola"], dealer=0)
    assert solve(short).winner_team == 1 == perfect_winner(short)
    assert seat_scores(short, 1) == [-5, 5, -5, 5]


def test_the_solving_search_ends_each_imagined_deal_by_the_solver() -> None:
    assert solver_of("cuatrola") is finish and solver_of("brandeln") is None
    assert SolvingSearchBot(nodes=10).finisher("cuatrola") is finish
    assert SolvingSearchBot(nodes=10).finisher("brandeln") is finish_by_playing
    assert SearchBot(nodes=10).finisher("cuatrola") is finish_by_playing
    assert get_bot("cuatrola", "solve:500") == SolvingSearchBot(nodes=500)
    basic = playout_bot("cuatrola")
    for deal in card_play_positions(seed=9, count=10):
        scores, nodes = finish(deal.clone(), basic, random.Random(1))
        assert scores == seat_scores(deal, solve(deal).winner_team) and nodes >= 0
    # in the declarations the rest of them are made by ``basic``, then the play is solved
    match = Match("cuatrola", seed=4)
    auction = match.deal.clone()
    assert isinstance(auction, CuatrolaDeal)
    scores, nodes = finish(auction, basic, random.Random(1))
    assert auction.phase == "play" and len(auction.history) == 4 and nodes > 0
    assert scores == seat_scores(auction, solve(auction).winner_team)


def test_where_a_game_has_no_solver_the_solving_search_is_the_search() -> None:
    match = Match("brandeln", seed=2)
    assert match.deal.to_act is not None
    view = match.view(match.deal.to_act)
    plain, solving = Work(), Work()
    assert (SearchBot(nodes=600).decide_with_means(view, random.Random(3), plain)
            == SolvingSearchBot(nodes=600).decide_with_means(view, random.Random(3), solving))
    assert (plain.nodes, plain.playouts) == (solving.nodes, solving.playouts)


def test_actions_equal_on_every_imagined_deal_go_to_basics_choice() -> None:
    """Once a Cuatrola is made or lost, every card scores alike: the solving search then
    plays what ``basic`` would, not merely the first card in the rule book's order."""
    basic = get_bot("cuatrola", "basic")
    checked = 0
    for deal in card_play_positions(seed=11, count=200):
        seat = deal.to_act
        assert seat is not None
        if not deal.outcome_settled(seat) or len(deal.legal_actions()) < 2:
            continue
        view = deal.view(seat)
        action, means = SolvingSearchBot(nodes=400).decide_with_means(view, random.Random(2))
        assert len(set(means)) == 1
        assert action == basic(view, random.Random(2))
        checked += 1
    assert checked >= 3
