"""Vinegret, clause by clause (section numbers are those of ``shared/rules/vinegret.md``)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalAction, MalformedInput
from game.arena import run_arena
from game.bots import get_bot
from game.bots.vinegret import basic, keeps_first_cards, percentile
from game.match import Match
from game.vinegret import (CATEGORIES, DECK, Vinegret, VinegretDeal, classify, payment,
                           share_pool, speaking_order)

Action = dict[str, Any]
KEEP: Action = {"type": "keep"}
PASS: Action = {"type": "pass"}
HOLD: Action = {"type": "hold"}
REDEAL: Action = {"type": "redeal"}
FORCE: Action = {"type": "force"}


def discard(*cards: object) -> Action:
    return {"type": "discard", "cards": list(cards)}


def bet(amount: Any) -> Action:
    return {"type": "bet", "amount": amount}


def raise_(amount: Any) -> Action:
    return {"type": "raise", "amount": amount}


def scenario(hands: list[list[str]], dealer: int, stock: list[str] | tuple[str, ...] = (),
             pool: int | None = None, **options: Any) -> dict[str, Any]:
    """A scenario whose stock starts with ``stock``; the other cards follow in canonical order."""
    used = {c for hand in hands for c in hand} | set(stock)
    setup: dict[str, Any] = {"stock": list(stock) + [c for c in DECK.codes if c not in used]}
    if pool is not None:
        setup["pool"] = pool
    return {"game": "vinegret", "options": options, "dealer": dealer,
            "hands": [list(h) for h in hands], "setup": setup}


def make(hands: list[list[str]], dealer: int, stock: list[str] | tuple[str, ...] = (),
         pool: int | None = None, **options: Any) -> VinegretDeal:
    return Vinegret.from_scenario(scenario(hands, dealer, stock, pool, **options))


def play(state: VinegretDeal, *actions: Action) -> VinegretDeal:
    for action in actions:
        state.apply(action)
    return state


def error_of(state: VinegretDeal, action: Action) -> IllegalAction:
    before = state.clone()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert state.view(0) == before.view(0) and state.to_act == before.to_act
    return caught.value


def hand(codes: str) -> list[int]:
    return DECK.cards(codes.split())


def named(codes: str) -> tuple[str, list[int]]:
    combo = classify(hand(codes))
    return combo.name, list(combo.key)


# §14 example 12, the §9 scenario.
EX12_HANDS = [["5C", "9D"], ["6S", "TH"], ["3H", "4H"], ["2C", "2D"]]
EX12_STOCK = ["7C", "8S", "AH", "6H", "8D", "5H", "4C", "TC", "9S", "TS", "7D", "3S", "AS", "2S"]
EX12_EXCHANGE = [discard("TH"), KEEP, discard("2C", "2D"), discard("9D")]
EX12_DECLARE = [bet(2), HOLD, PASS, HOLD]
EX12_DRAW = [discard("7C", "8D"), KEEP, KEEP]
EX12_FINAL = [PASS, raise_(2), HOLD, HOLD]
EX12_RESULT = {
    "outcome": "showdown", "winner": 1, "pot": 20, "pot_carried": 0, "payment": 5, "bonus": 0,
    "shown": [0, 1, 2],
    "combinations": [{"name": "point", "key": [2, 15, 0]}, {"name": "flux", "key": [18]},
                     {"name": "sequence", "key": [12]}, {"name": "prime", "key": [20]}],
    "final_hands": [["3S", "5C", "6H", "TC"], ["AS", "2S", "6S", "9S"], ["3H", "4H", "5H", "TS"],
                    ["AH", "4C", "7D", "8S"]],
    "chips_delta": [-11, 29, -11, -7],
    "next_dealer": 1,
}


def ex12(**options: Any) -> VinegretDeal:
    return make(EX12_HANDS, 0, EX12_STOCK, **options)


THREE = [["AS", "2S"], ["3S", "4S"], ["5S", "6S"]]


def declaring(hands: list[list[str]] = THREE, dealer: int = 2, **options: Any) -> VinegretDeal:
    """Everybody kept his first cards: the declaration starts."""
    state = make(hands, dealer, **options)
    return play(state, *[KEEP] * len(hands))


# §2 Players and seats --------------------------------------------------------------------

def test_s2_speaking_order_runs_from_eldest_to_dealer() -> None:
    assert speaking_order(0, 4) == (1, 2, 3, 0)
    assert speaking_order(2, 3) == (0, 1, 2)
    assert make(THREE, dealer=1).to_act == 2


def test_s2_players_two_to_six() -> None:
    assert Vinegret.players == (2, 3, 4, 5, 6)
    for n in Vinegret.players:
        match = Match("vinegret", players=n, seed=n)
        assert match.view(0)["players"] == n and len(match.view(0)["hand_counts"]) == n


# §3 Deck -------------------------------------------------------------------------------

def test_s3_forty_cards_without_courts_in_canonical_order() -> None:
    assert len(DECK) == 40
    assert not any(code[0] in "JQK" for code in DECK.codes)
    assert DECK.sorted_codes(DECK.cards(["TD", "2C", "AH", "TS", "AS"])) == \
        ["AS", "AH", "2C", "TS", "TD"]


def test_s3_ace_is_low_only_no_wrap_round() -> None:
    assert named("9S TS AS 2H") == ("point", [3, 20, 1])
    assert named("TS AS 2S 5H") == ("point", [3, 13, 1])
    assert named("AS 2S 3S 9H") == ("sequence", [6])


# §4 and §5.1 Pool, ante ---------------------------------------------------------------

def test_s5_1_every_seat_antes_into_the_pool_before_the_cards() -> None:
    state = make(THREE, dealer=2, pool=7, ante=3)
    assert state.pool == 7 + 9 and state.view(0)["stakes"] == [3, 3, 3]


def test_s4_everything_staked_goes_into_the_pool() -> None:
    state = ex12()
    seen = [state.pool]
    for action in EX12_EXCHANGE + EX12_DECLARE + EX12_DRAW + EX12_FINAL:
        state.apply(action)
        seen.append(state.pool)
    assert seen == [4, 5, 6, 7, 8, 10, 12, 12, 14, 14, 14, 14, 14, 16, 18, 20]


# §5.2 First deal, §5.4 second deal -------------------------------------------------------

def test_s5_2_a_new_deal_gives_two_cards_one_at_a_time_from_eldest() -> None:
    options = Vinegret.parse_options({})
    state = Vinegret.deal(options, 3, 1, random.Random(8), Vinegret.new_match(options, 3))
    cards = list(range(40))
    random.Random(8).shuffle(cards)
    assert [list(h) for h in state.first] == [[cards[1], cards[4]], [cards[2], cards[5]],
                                              [cards[0], cards[3]]]
    assert list(state.stock) == cards[6:]


def test_s5_4_second_deal_one_card_each_in_speaking_order_twice() -> None:
    state = play(ex12(), *EX12_EXCHANGE)
    assert state.phase == "declare" and state.to_act == 1
    assert [state.view(s)["dealt"]["second"] for s in range(4)] == \
        [["TC", "3S"], ["8D", "9S"], ["5H", "TS"], ["4C", "7D"]]
    assert state.view(1)["hand"] == ["6S", "7C", "8D", "9S"]


# §5.3 Exchange -------------------------------------------------------------------------

def test_s5_3_discard_draws_at_once_from_the_top_of_the_stock() -> None:
    state = play(ex12(), discard("TH"))
    assert state.view(1)["hand"] == ["6S", "7C"]
    play(state, KEEP, discard("2D", "2C"))  # the order inside cards is irrelevant
    assert state.view(3)["hand"] == ["AH", "8S"]


def test_s5_3_keep_and_discard_both_pay_the_vade() -> None:
    state = play(ex12(vade=2), discard("TH"), KEEP)
    assert state.view(0)["stakes"] == [1, 3, 3, 1]


def test_s5_3_keepers_option_only_a_keep_pays_the_vade() -> None:
    state = play(ex12(vade=2, vade_payers="keepers"), discard("TH"), KEEP, discard("2C", "2D"))
    assert state.view(0)["stakes"] == [1, 1, 3, 1]
    assert state.pool == 6


def test_s5_3_keepers_option_leaves_the_second_draw_free() -> None:
    state = play(ex12(vade_payers="keepers"), *EX12_EXCHANGE, *EX12_DECLARE)
    pool = state.pool
    play(state, *EX12_DRAW)
    assert state.pool == pool == 4 + 1 + 6


def test_s5_3_keepers_option_example_12_settles_without_the_discarders_vades() -> None:
    state = play(ex12(vade_payers="keepers"), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW,
                 *EX12_FINAL)
    result = state.result()
    assert result is not None
    assert result["pot"] == 17 and result["winner"] == 1  # 4 antes, seat 2's vade, 6 + 6 stakes
    assert result["chips_delta"] == [-10, 27, -11, -6]


def test_s10_vade_payers_must_be_all_or_keepers() -> None:
    with pytest.raises(MalformedInput, match="option vade_payers must be one of all, keepers"):
        Vinegret.parse_options({"vade_payers": "discarders"})
    with pytest.raises(MalformedInput, match="option vade_payers"):
        Vinegret.parse_options({"vade_payers": True})


def test_s5_3_discards_never_come_back() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW)
    in_play = {c for h in state.hands for c in h} | set(state.stock[state.taken:])
    thrown = DECK.cards(["TH", "2C", "2D", "9D", "7C", "8D"])
    assert not in_play & set(thrown)
    assert sorted(c for d in state.discards for c in d) == sorted(thrown)


def test_s5_3_exchange_discards_at_most_two() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE)
    legal = state.legal_actions()
    assert max(len(a.get("cards", [])) for a in legal) == 4  # the second draw allows four
    assert max(len(a.get("cards", [])) for a in ex12().legal_actions()) == 2


# §5.5 Declaration ----------------------------------------------------------------------

def test_s5_5_before_a_bet_pass_or_bet_up_to_the_limit() -> None:
    assert declaring().legal_actions() == [PASS] + [bet(a) for a in range(1, 6)]
    assert declaring(bet_limit=2).legal_actions() == [PASS, bet(1), bet(2)]


def test_s5_5_after_a_bet_only_hold_or_pass_and_no_raise() -> None:
    state = play(declaring(), bet(2))
    assert state.legal_actions() == [PASS, HOLD]
    assert error_of(state, raise_(1)).code == "wrong_phase"
    assert error_of(state, bet(3)).code == "bet_made"


def test_s5_5_hold_puts_exactly_the_bet_into_the_pool() -> None:
    state = play(declaring(), bet(3), HOLD)
    assert state.view(0)["stakes"] == [5, 5, 2]


def test_s5_5_a_pass_is_final_for_the_deal() -> None:
    state = play(declaring(), PASS, bet(1), HOLD)
    assert state.phase == "draw" and state.view(0)["still_in"] == [1, 2]
    assert [state.to_act, play(state, KEEP).to_act] == [1, 2]


def test_s5_5_dealer_chooses_redeal_or_force_and_cannot_bet_or_pass() -> None:
    state = play(declaring(), PASS, PASS)
    assert state.legal_actions() == [REDEAL, FORCE]
    for action in (PASS, bet(1), HOLD):
        assert str(error_of(state, action)) == "the dealer must choose redeal or force"


def test_s5_5_only_the_dealer_may_redeal_or_force() -> None:
    state = declaring()
    assert error_of(state, REDEAL).code == "dealer_only"
    assert error_of(play(state, bet(1), HOLD), FORCE).code == "bet_made"


def test_s5_5a_redeal_ends_the_deal_with_the_same_dealer_and_pool_carried() -> None:
    state = play(declaring(), PASS, PASS, REDEAL)
    result = state.result()
    assert result is not None
    assert (result["outcome"], result["winner"], result["pot"], result["pot_carried"]) == \
        ("redeal", None, 6, 6)
    assert result["shown"] == [] and result["next_dealer"] == 2


def test_s5_5b_force_brings_everybody_back_without_a_second_draw() -> None:
    state = play(declaring(force_stake=3), PASS, PASS, FORCE)
    assert state.phase == "final" and state.to_act == 0
    assert state.view(0)["still_in"] == [0, 1, 2] and state.view(0)["betting"]["forced"] is True
    assert state.view(0)["stakes"] == [2, 2, 5]


def test_s5_5c_unheld_bet_example_13() -> None:
    hands = [["9S", "9H"], ["2C", "5D"], ["3H", "7C"]]
    state = play(make(hands, 2), KEEP, KEEP, KEEP, bet(3), PASS, PASS)
    result = state.result()
    assert result is not None
    assert (result["outcome"], result["winner"], result["pot"], result["pot_carried"],
            result["bonus"], result["payment"], result["shown"]) == \
        ("unheld_bet", None, 6, 6, 6, 0, [])
    assert result["chips_delta"] == [4, -2, -8] and result["next_dealer"] == 0


def test_s5_5c_unheld_bonus_fixed_2_option() -> None:
    state = play(declaring(unheld_bonus="fixed_2"), bet(5), PASS, PASS)
    result = state.result()
    assert result is not None and result["bonus"] == 2 and result["chips_delta"] == [0, -2, -4]


def test_s5_5d_held_bet_leads_to_the_draw_for_the_active_seats() -> None:
    state = play(declaring(), bet(1), PASS, HOLD)
    assert state.phase == "draw" and state.to_act == 0
    assert state.view(1)["still_in"] == [0, 2]


# §5.6 Second draw ----------------------------------------------------------------------

def test_s5_6_draw_is_free_and_in_speaking_order() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE)
    stakes = state.view(0)["stakes"]
    play(state, discard("7C", "8D"))
    assert state.view(1)["hand"] == ["AS", "2S", "6S", "9S"]
    assert state.to_act == 2 and state.view(0)["stakes"] == stakes


def test_s5_6_only_keep_when_the_stock_is_empty() -> None:
    hands = [["AS", "AC"], ["AH", "AD"], ["2S", "2C"], ["2H", "2D"], ["3S", "3C"], ["3H", "3D"]]
    state = make(hands, 5)
    play(state, *[discard(*h) for h in hands], bet(1), HOLD, PASS, PASS, PASS, HOLD)
    assert state.view(0)["stock_count"] == 4
    play(state, discard("4S", "4C", "7S", "8H"))
    assert state.legal_actions() == [KEEP]
    assert error_of(state, discard("4H")).code == "stock_short"


def test_s5_6_second_draw_option_off_goes_straight_to_the_final_round() -> None:
    state = play(declaring(second_draw=False), bet(1), HOLD, PASS)
    assert state.phase == "final" and state.to_act == 0


def test_s5_6_second_draw_max_limits_the_discard() -> None:
    state = play(declaring(second_draw_max=1), bet(1), HOLD, HOLD)
    assert [len(a.get("cards", [])) for a in state.legal_actions()] == [0, 1, 1, 1, 1]
    assert str(error_of(state, discard("AS", "2S"))) == \
        "you may discard at most 1 card in the second draw"
    zero = play(declaring(second_draw_max=0), bet(1), HOLD, HOLD)
    assert zero.phase == "draw" and zero.legal_actions() == [KEEP]


# §5.7 Final round ----------------------------------------------------------------------

def final(**options: Any) -> VinegretDeal:
    """Three seats in the final round: 0 bet 1, 1 and 2 held, all kept."""
    return play(declaring(**options), bet(1), HOLD, HOLD, KEEP, KEEP, KEEP)


def test_s5_7_level_zero_check_or_raise() -> None:
    state = final()
    assert state.legal_actions() == [PASS] + [raise_(a) for a in range(1, 6)]
    assert error_of(state, HOLD).code == "nothing_to_hold"


def test_s5_7_a_raise_is_answered_by_every_other_seat_in_wrapping_round() -> None:
    state = play(final(), PASS, raise_(2))
    assert state.to_act == 2
    play(state, HOLD)
    assert state.to_act == 0  # the seat that checked must answer too
    play(state, raise_(1))
    assert state.to_act == 1 and state.view(0)["betting"]["level"] == 3


def test_s5_7_raise_and_hold_pay_up_to_the_level() -> None:
    state = play(final(), raise_(1), raise_(2))
    assert state.view(0)["betting"]["contributions"] == [1, 3, 0]
    play(state, HOLD, HOLD)
    assert state.view(0)["stakes"] == [2 + 1 + 3, 2 + 1 + 3, 2 + 1 + 3]


def test_s5_7_level_never_exceeds_the_cap() -> None:
    state = play(final(bet_limit=4), raise_(3))
    assert state.legal_actions() == [PASS, HOLD, raise_(1)]
    play(state, raise_(1))
    assert state.legal_actions() == [PASS, HOLD]
    assert str(error_of(state, raise_(1))) == "raise would take the level to 5, above the limit 4"


def test_s5_7_a_fold_leaves_the_stake_in_the_pool() -> None:
    state = play(final(), raise_(1), HOLD, raise_(1), PASS)  # seat 0 folds the re-raise
    assert state.view(0)["still_in"] == [1, 2] and state.view(0)["stakes"][0] == 2 + 1 + 1
    play(state, HOLD)
    result = state.result()
    assert result is not None and result["outcome"] == "showdown" and result["shown"] == [1, 2]
    assert result["pot"] == 3 + 3 + 3 + 1 + 2 + 2  # antes, vades, bets, the final round


def test_s5_7_all_checked_carries_the_pool_example_15() -> None:
    hands = [["AS", "2S"], ["TH", "9H"], ["5C", "6C"], ["8D", "3S"]]
    state = play(make(hands, 3), KEEP, KEEP, KEEP, KEEP, PASS, bet(1), HOLD, HOLD,
                 KEEP, KEEP, KEEP, PASS, PASS, PASS)
    result = state.result()
    assert result is not None
    assert (result["outcome"], result["pot"], result["pot_carried"], result["shown"]) == \
        ("all_passed", 11, 11, [])
    assert result["chips_delta"] == [-2, -3, -3, -3] and result["next_dealer"] == 0


def test_s5_7_unheld_raise_wins_pool_and_payment_example_14() -> None:
    hands = [["7S", "8S"], ["2C", "3D"], ["4H", "4S"]]
    state = play(make(hands, 2, ["9S", "6C", "AC", "TD"], pool=4), KEEP, KEEP, KEEP,
                 PASS, PASS, FORCE, raise_(1), PASS, PASS)
    result = state.result()
    assert result is not None
    assert (result["outcome"], result["winner"], result["pot"], result["payment"],
            result["shown"]) == ("unheld_raise", 0, 13, 3, [0])
    assert result["chips_delta"] == [16, -5, -7]


def test_s5_7_the_last_raiser_alone_after_a_reraise_wins_unheld() -> None:
    state = play(final(), raise_(1), raise_(1), PASS, PASS)
    result = state.result()
    assert result is not None and (result["outcome"], result["winner"]) == ("unheld_raise", 1)


# §5.8 Showdown -------------------------------------------------------------------------

def test_s5_8_showdown_example_12_gives_the_result_printed_in_s8() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW, *EX12_FINAL)
    assert state.result() == EX12_RESULT


def test_s5_8_exact_tie_goes_to_the_earlier_speaker() -> None:
    hands = [["AH", "2C"], ["9S", "5S"], ["AS", "2H"]]
    state = play(make(hands, 0, ["7H", "3C", "3D", "TC", "4D", "4S"]), KEEP, KEEP, KEEP,
                 bet(1), HOLD, HOLD, KEEP, KEEP, KEEP, PASS, raise_(1), HOLD, PASS)
    result = state.result()
    assert result is not None
    assert result["combinations"][0] == result["combinations"][2] == {"name": "prime", "key": [10]}
    assert result["winner"] == 2  # position 1, before the dealer's position 2


def test_s5_8_losing_hands_earn_nothing_for_their_combinations() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW, *EX12_FINAL)
    result = state.result()
    assert result is not None and result["chips_delta"][2] == -11  # a sequence, still -5


# §6 Actions and legality ----------------------------------------------------------------

def test_s6_exchange_legal_list_is_in_the_books_order() -> None:
    state = make([["9C", "9D"], ["7H", "2S"]], 0)
    assert state.legal_actions() == [KEEP, discard("2S"), discard("7H"), discard("2S", "7H")]


def test_s6_draw_legal_list_orders_discards_by_size_then_card_positions() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE)
    legal = state.legal_actions()
    assert len(legal) == 1 + 4 + 6 + 4 + 1
    assert legal[:3] == [KEEP, discard("6S"), discard("7C")]
    assert legal[5:7] == [discard("6S", "7C"), discard("6S", "8D")]
    assert legal[-1] == discard("6S", "7C", "8D", "9S")


@pytest.mark.parametrize("prepare, action, code, message", [
    (0, discard("9S"), "not_in_hand", "you do not hold 9S"),
    (0, discard("TH", "TH"), "named_twice", "card TH is named twice"),
    (0, discard(), "no_cards", "name at least one card to discard"),
    (0, {"type": "discard", "cards": "5C"}, "bad_cards", "discard needs a list of cards"),
    (0, discard("TH", 7), "not_a_card", "7 is not a card of this game"),
    (0, {"type": "discard"}, "missing_field", "discard needs a 'cards' field"),
    (0, {"type": "keep", "amount": 1}, "extra_field", "keep takes no 'amount' field"),
    (0, {"type": "fold"}, "unknown_action", "there is no action called 'fold'"),
    (0, {"cards": []}, "unknown_action", "there is no action called None"),
    (0, PASS, "wrong_phase", "pass is not possible now: the deal is in the exchange"),
    (1, bet(6), "above_limit", "bet 6 is above the limit 5"),
    (1, bet(0), "amount_too_low", "bet must be at least 1"),
    (1, bet(2.0), "bad_amount", "amount must be a whole number, not 2.0"),
    (1, bet(True), "bad_amount", "amount must be a whole number, not True"),
    (1, {"type": "bet"}, "missing_field", "bet needs a 'amount' field"),
    (1, HOLD, "no_bet", "there is no bet to hold"),
    (1, KEEP, "wrong_phase", "keep is not possible now: the deal is in the declaration"),
    (1, FORCE, "dealer_only", "only the dealer may force, once everybody has passed"),
    (2, raise_(6), "above_limit", "raise would take the level to 6, above the limit 5"),
    (2, raise_(-1), "amount_too_low", "raise must be at least 1"),
    (2, bet(1), "wrong_phase", "bet is not possible now: the deal is in the final round"),
    (2, HOLD, "nothing_to_hold", "nobody has raised: there is nothing to hold"),
])
def test_s6_illegal_actions_say_why_in_plain_words(prepare: int, action: Action, code: str,
                                                   message: str) -> None:
    state = ex12()
    steps = [[], EX12_EXCHANGE, EX12_EXCHANGE + EX12_DECLARE + EX12_DRAW][prepare]
    error = error_of(play(state, *steps), action)
    assert (error.code, str(error)) == (code, message)


def test_s6_no_action_after_the_deal_is_over() -> None:
    state = play(declaring(), PASS, PASS, REDEAL)
    assert state.to_act is None and state.legal_actions() == []
    assert error_of(state, KEEP).code == "deal_over"


# §7 Combinations -----------------------------------------------------------------------

@pytest.mark.parametrize("codes, name, key", [
    ("2H 4H 7H 9C", "point", [3, 13, 0]), ("TS 9S 5D 3C", "point", [2, 19, 1]),
    ("8H 7H 2S 4D", "point", [2, 15, 1]), ("TS 5S 2H 7C", "point", [2, 15, 0]),
    ("5H 6H 5S 6S", "point", [2, 11, 1]), ("5C 2C 6S 9S", "point", [2, 15, 0]),
    ("AS 2H 3C 4D", "prime", [10]), ("6S 7H 8C 9D", "prime", [30]),
    ("9S TH 8C 7D", "grand_prime", [34]), ("2S 3S 4S 9H", "sequence", [9]),
    ("8H 9H TH 2S", "sequence", [27]), ("9S TS AS 2H", "point", [3, 20, 1]),
    ("3S 3H 3C 9S", "tricon", [9]), ("2H 5H 8H TH", "flux", [25]),
    ("2H 5H 6H 7H", "flux_sequence", [3, 18, 20]), ("9S 9H 9C 4D", "tricon_prime", [27, 31]),
    ("9S 9H 9C 2D", "tricon_prime", [27, 29]), ("AD 2D 3D 4D", "flux_sequence", [4, 10, 10]),
    ("8C 9C TC 2C", "flux_sequence", [3, 27, 29]), ("AS AC AH AD", "fredon", [4]),
    ("7S 7C 7H 7D", "fredon", [28]), ("TS TC TH TD", "fredon", [40]),
])
def test_s7_worked_examples_of_s14_classify(codes: str, name: str, key: list[int]) -> None:
    assert named(codes) == (name, key)


@pytest.mark.parametrize("better, worse", [
    ("2H 4H 7H 9C", "TS 9S 5D 3C"),  # three of a suit beat two
    ("8H 7H 2S 4D", "TS 5S 2H 7C"),  # adjacency breaks equal count and pips
    ("5C 2C 6S 9S", "5H 6H 5S 6S"),  # pips before adjacency
    ("9S TH 8C 7D", "6S 7H 8C 9D"),  # grand prime over any prime
    ("2S 3S 4S 9H", "9S TH 8C 7D"),  # sequence over grand prime
    ("8H 9H TH 2S", "2S 3S 4S 9H"),  # the higher sequence
    ("3S 3H 3C 9S", "8H 9H TH 2S"),  # tricon over sequence
    ("2H 5H 8H TH", "TS TH TC 9S"),  # flux over tricon
    ("2S 2H 2C 4D", "2H 5H 8H TH"),  # tricon with prime over flux
    ("AD 2D 3D 4D", "8C 9C TC 2C"),  # four in sequence beat three
    ("2S 3S 4S 9S", "TS TH TC 4D"),  # flux with sequence over tricon with prime
    ("AS AC AH AD", "7D 8D 9D TD"),  # fredon over everything
    ("TS TC TH TD", "9S 9C 9H 9D"),
])
def test_s7_3_ranking_by_category_then_key(better: str, worse: str) -> None:
    assert classify(hand(better)) > classify(hand(worse))


def reference_classify(codes: list[str]) -> tuple[str, list[int]]:
    """§7.2's pseudo-code read literally, on card codes (independent of the engine's code)."""
    value = {c: "A23456789T".index(c[0]) + 1 for c in codes}
    pips = sum(value.values())
    by_rank = Counter(c[0] for c in codes)
    by_suit: dict[str, list[int]] = {}
    for c in codes:
        by_suit.setdefault(c[1], []).append(value[c])
    three = [r for r, k in by_rank.items() if k == 3]
    if 4 in by_rank.values():
        return "fredon", [pips]
    if len(by_suit) == 4:
        if three:
            return "tricon_prime", [3 * ("A23456789T".index(three[0]) + 1), pips]
        return ("grand_prime" if pips > 30 else "prime"), [pips]
    if len(by_suit) == 1:
        values = sorted(value.values())
        best: list[int] = []
        for start in range(4):
            for end in range(start + 1, 5):
                run = values[start:end]
                if run == list(range(run[0], run[0] + len(run))) and len(run) > len(best):
                    best = run
        if len(best) >= 3:
            return "flux_sequence", [len(best), sum(best), pips]
        return "flux", [pips]
    if three:
        return "tricon", [3 * ("A23456789T".index(three[0]) + 1)]
    for group in by_suit.values():
        r = min(group)
        if len(group) == 3 and sorted(group) == [r, r + 1, r + 2]:
            return "sequence", [3 * r + 3]
    keys = [[len(g), sum(g), int(any(abs(a - b) == 1 for a in g for b in g))]
            for g in by_suit.values() if len(g) >= 2]
    return "point", max(keys)


def all_hands() -> Iterator[tuple[int, ...]]:
    return combinations(range(len(DECK)), 4)


def test_s7_5_all_91390_hands_match_the_frequency_table() -> None:
    counts = Counter(classify(h).name for h in all_hands())
    assert counts == {"point": 78510, "prime": 8994, "grand_prime": 636, "sequence": 960,
                      "tricon": 1080, "flux": 644, "tricon_prime": 360, "flux_sequence": 196,
                      "fredon": 10}
    assert sum(counts.values()) == 91390


def test_s7_2_every_hand_gets_the_category_and_key_of_the_pseudo_code() -> None:
    for cards in all_hands():
        combo = classify(cards)
        assert (combo.name, list(combo.key)) == reference_classify(DECK.to_codes(cards))


@pytest.mark.parametrize("codes, paid", [
    ("2H 4H 7H 9C", 1), ("AS 2H 3C 4D", 2), ("6S 7H 8C 9D", 2), ("9S TH 8C 7D", 3),
    ("2S 3S 4S 9H", 3), ("3S 3H 3C 9S", 4), ("2H 5H 8H TH", 5), ("9S 9H 9C 2D", 6),
    ("9S 9H 9C 4D", 7), ("AD 2D 3D 4D", 8), ("8C 9C TC 2C", 8), ("AS AC AH AD", 10),
    ("7S 7C 7H 7D", 10), ("8S 8C 8H 8D", 11), ("TS TC TH TD", 11),
])
def test_s7_4_combination_payments(codes: str, paid: int) -> None:
    assert payment(classify(hand(codes)), fredon_base=8) == paid


def test_s10_fredon_base_changes_only_the_fredon_payment() -> None:
    assert payment(classify(hand("TS TC TH TD")), fredon_base=80) == 83
    assert payment(classify(hand("AS AC AH AD")), fredon_base=0) == 2
    assert payment(classify(hand("9S 9H 9C 4D")), fredon_base=80) == 7


# §8 The result object ------------------------------------------------------------------

def test_s8_result_fields_types_and_invariant() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW, *EX12_FINAL)
    result = state.result()
    assert result is not None and list(result) == list(EX12_RESULT)
    assert result["outcome"] in ("showdown", "unheld_raise", "unheld_bet", "all_passed", "redeal")
    assert sum(result["chips_delta"]) == 0 - result["pot_carried"]
    assert ex12().result() is None


def test_s8_payments_itemise_example_12() -> None:
    """The page words the settlement from these: stakes in, the pool and each loser's
    combination payment (§7.4) to the winner; their net is ``chips_delta``."""
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW, *EX12_FINAL)
    assert state.view(3)["payments"] == [
        {"from": 0, "to": None, "chips": 6, "why": "stake"},
        {"from": 1, "to": None, "chips": 6, "why": "stake"},
        {"from": 2, "to": None, "chips": 6, "why": "stake"},
        {"from": 3, "to": None, "chips": 2, "why": "stake"},
        {"from": None, "to": 1, "chips": 20, "why": "pot_won"},
        {"from": 0, "to": 1, "chips": 5, "why": "combination"},
        {"from": 2, "to": 1, "chips": 5, "why": "combination"},
        {"from": 3, "to": 1, "chips": 5, "why": "combination"}]
    assert ex12().view(0)["payments"] is None


def test_s8_payments_of_an_unheld_bet_name_the_dealer_s_bonus() -> None:
    hands = [["9S", "9H"], ["2C", "5D"], ["3H", "7C"]]
    state = play(make(hands, 2), KEEP, KEEP, KEEP, bet(3), PASS, PASS)
    assert state.view(1)["payments"] == [
        {"from": seat, "to": None, "chips": 2, "why": "stake"} for seat in range(3)] + [
        {"from": 2, "to": 0, "chips": 6, "why": "bonus"}]


# §9 Scenario files ---------------------------------------------------------------------

def run_file(tmp_path: Path, content: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "scenario.json"
    path.write_text(content, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True)


def mutated(change: Any) -> str:
    data = scenario(EX12_HANDS, 0, EX12_STOCK)
    data["actions"] = [{"seat": 1, **EX12_EXCHANGE[0]}]
    change(data)
    return json.dumps(data)


MALFORMED = {
    "seven_hands": lambda d: d["hands"].extend([["X"]] * 3),
    "one_hand": lambda d: d.update(hands=[["5C", "9D"]]),
    "dealer_out_of_range": lambda d: d.update(dealer=4),
    "dealer_missing": lambda d: d.pop("dealer"),
    "hand_of_three": lambda d: d["hands"][0].append(d["setup"]["stock"].pop()),
    "court_card_in_hand": lambda d: d["hands"][0].__setitem__(0, "QS"),
    "court_card_in_stock": lambda d: d["setup"]["stock"].__setitem__(5, "KD"),
    "card_twice": lambda d: d["setup"]["stock"].__setitem__(0, "5C"),
    "card_missing": lambda d: d["setup"]["stock"].pop(),
    "stock_missing": lambda d: d["setup"].pop("stock"),
    "stock_not_a_list": lambda d: d["setup"].update(stock="7C 8S"),
    "pool_negative": lambda d: d["setup"].update(pool=-1),
    "pool_not_integer": lambda d: d["setup"].update(pool="3"),
    "unknown_setup_key": lambda d: d["setup"].update(scores=[0, 0, 0, 0]),
    "unknown_option": lambda d: d["options"].update(trumps=True),
    "bet_limit_zero": lambda d: d["options"].update(bet_limit=0),
    "second_draw_max_five": lambda d: d["options"].update(second_draw_max=5),
    "second_draw_not_bool": lambda d: d["options"].update(second_draw="yes"),
    "unheld_bonus_unknown": lambda d: d["options"].update(unheld_bonus="triple"),
    "ante_negative": lambda d: d["options"].update(ante=-1),
    "action_names_court_card": lambda d: d["actions"].append({"seat": 2, "type": "discard",
                                                              "cards": ["JH"]}),
    "action_without_seat": lambda d: d["actions"].append({"type": "keep"}),
    "action_not_an_object": lambda d: d["actions"].append("keep"),
    "game_missing": lambda d: d.pop("game"),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_s9_malformed_file_exits_non_zero_with_one_line_on_stderr(tmp_path: Path,
                                                                  name: str) -> None:
    done = run_file(tmp_path, mutated(MALFORMED[name]))
    assert done.returncode != 0 and done.stdout == ""
    assert done.stderr.strip() and "\n" not in done.stderr.strip()
    assert "Traceback" not in done.stderr


def test_s9_not_json_is_malformed(tmp_path: Path) -> None:
    done = run_file(tmp_path, "{not json")
    assert done.returncode != 0 and done.stdout == "" and len(done.stderr.splitlines()) == 1


def test_s9_example_scenario_through_the_command_line(tmp_path: Path) -> None:
    data = scenario(EX12_HANDS, 0, EX12_STOCK)
    steps = EX12_EXCHANGE + EX12_DECLARE + EX12_DRAW + EX12_FINAL
    seats = [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 0, 1, 2, 0, 1]
    data["actions"] = [{"seat": s, **a} for s, a in zip(seats, steps)]
    done = run_file(tmp_path, json.dumps(data))
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout) == {"ok": True, "tricks": [], "result": EX12_RESULT}


def test_s9_illegal_action_is_not_malformed(tmp_path: Path) -> None:
    done = run_file(tmp_path, mutated(lambda d: d["actions"].append(
        {"seat": 2, "type": "discard", "cards": ["9S"]})))
    output = json.loads(done.stdout)
    assert done.returncode == 0
    assert output["ok"] is False and output["error"] == {"index": 1,
                                                         "message": "you do not hold 9S"}


def test_s9_scenario_reader_rejects_directly() -> None:
    with pytest.raises(MalformedInput, match="setup.stock is missing"):
        Vinegret.from_scenario({"game": "vinegret", "dealer": 0, "hands": EX12_HANDS})


# §10 Options -----------------------------------------------------------------------------

def test_s10_defaults() -> None:
    assert Vinegret.parse_options({}) == {
        "ante": 1, "vade": 1, "vade_payers": "all", "bet_limit": 5, "force_stake": 2, "unheld_bonus": "double_bet",
        "second_draw": True, "second_draw_max": 4, "fredon_base": 8, "start_chips": 50,
        "match_rounds": 2, "end_when_broke": True}


def test_s10_zero_ante_vade_and_force_stake_are_allowed() -> None:
    state = play(declaring(ante=0, vade=0, force_stake=0), PASS, PASS, FORCE)
    assert state.pool == 0


# §11 The match ---------------------------------------------------------------------------

class Finished:
    """A stand-in for a finished deal: ``settle`` reads only its result."""

    def __init__(self, outcome: str, delta: list[int], carried: int, next_dealer: int) -> None:
        self._result = {"outcome": outcome, "chips_delta": delta, "pot_carried": carried,
                        "next_dealer": next_dealer}

    def final_result(self) -> dict[str, Any]:
        return self._result


def settle(record: dict[str, Any], deal: Finished, players: int = 3,
           **options: Any) -> dict[str, Any]:
    opts = Vinegret.parse_options(options)
    return Vinegret.settle(opts, players, record, deal)  # type: ignore[arg-type]


def test_s11_match_starts_with_start_chips_and_an_empty_pool() -> None:
    record = Vinegret.new_match(Vinegret.parse_options({"start_chips": 30}), 3)
    assert record["chips"] == [30, 30, 30] and record["pool"] == 0 and record["deals"] == 0


def test_s11_redeal_keeps_the_dealer_and_does_not_count() -> None:
    record = Vinegret.new_match(Vinegret.parse_options({}), 3)
    after = settle(record, Finished("redeal", [-2, -2, -2], 6, 1))
    assert after["deals"] == 0 and after["pool"] == 6 and after["next_dealer"] == 1
    assert after["chips"] == [48, 48, 48] and not after["over"]


def test_s11_match_ends_after_players_times_rounds_deals() -> None:
    record = {**Vinegret.new_match(Vinegret.parse_options({}), 3), "deals": 4}
    going = settle(record, Finished("showdown", [10, -5, -5], 0, 2))
    assert not going["over"] and going["deals"] == 5
    done = settle(going, Finished("showdown", [-5, 5, 0], 0, 0))
    assert done["over"] and done["winner"] == 0 and done["chips"] == [55, 50, 45]


def test_s11_end_when_broke_ends_at_zero_chips() -> None:
    record = Vinegret.new_match(Vinegret.parse_options({"start_chips": 5}), 3)
    broke = Finished("showdown", [10, -5, -5], 0, 1)
    assert settle(record, broke, start_chips=5)["over"]
    assert not settle(record, broke, start_chips=5, end_when_broke=False)["over"]


def test_s11_leftover_pool_is_shared_remainder_in_next_speaking_order() -> None:
    record = {"chips": [10, 10, 10], "pool": 0, "deals": 5, "pool_shared": [0, 0, 0]}
    done = settle(record, Finished("all_passed", [-3, -3, -2], 8, 2))
    assert done["pool_shared"] == [3, 3, 2] and done["pool"] == 0
    assert done["chips"] == [10, 10, 10] and done["winner"] is None
    assert share_pool(5, speaking_order(0, 4)) == [1, 2, 1, 1]


def test_s11_same_dealer_deals_again_after_a_redeal_in_a_match() -> None:
    match = Match("vinegret", players=3, seed=4)
    first = match.deal
    assert isinstance(first, VinegretDeal)
    while first.phase == "exchange":
        match.apply(KEEP)
    while first.to_act != first.dealer:
        match.apply(PASS)
    match.apply(REDEAL)
    assert match.settled is not None and match.settled["pool"] == 6
    match.next_deal()
    second = match.deal
    assert isinstance(second, VinegretDeal)
    assert second.dealer == first.dealer and second.pool == 6 + 3
    assert match.record["chips"] == [48, 48, 48]


# Views -------------------------------------------------------------------------------------

def test_view_shows_other_discards_only_by_count() -> None:
    state = play(ex12(), *EX12_EXCHANGE)
    view = state.view(0)
    assert view["history"][0] == {"seat": 1, "type": "discard", "count": 1}
    assert view["history"][3] == {"seat": 0, "type": "discard", "cards": ["9D"], "count": 1,
                                  "drawn": ["6H"]}
    assert view["last_action"][2] == KEEP and view["discard_counts"] == [1, 1, 0, 2]
    assert "TH" not in json.dumps(view)


def test_view_redacts_unshown_hands_in_the_result() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW, *EX12_FINAL)
    seen_by_0 = state.view(0)["result"]
    assert seen_by_0["final_hands"][3] is None and seen_by_0["combinations"][3] is None
    assert seen_by_0["final_hands"][1] == ["AS", "2S", "6S", "9S"]
    assert state.view(3)["result"]["final_hands"][3] == ["AH", "4C", "7D", "8S"]
    assert state.result() == EX12_RESULT  # the runner's result keeps every hand


def test_view_offers_legal_actions_only_to_the_seat_to_act() -> None:
    state = ex12()
    assert state.view(1)["legal"] == state.legal_actions() and state.view(0)["legal"] == []


def test_view_public_facts_of_the_final_round() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW, PASS, raise_(2))
    view = state.view(3)
    assert view["pool"] == 16 and view["still_in"] == [0, 1, 2]
    assert view["betting"] == {"bet": 2, "bettor": 1, "forced": False, "level": 2, "cap": 5,
                               "contributions": [0, 0, 2, 0]}
    assert view["hand"] == ["AH", "4C", "7D", "8S"] and view["hand_counts"] == [4, 4, 4, 4]


# Random deals and matches (property tests) ---------------------------------------------------

def played(seed: int, players: int, options: dict[str, Any],
           bot: str = "random") -> Iterator[VinegretDeal]:
    """Every state of one seeded deal played by a bot, the finished one last."""
    opts = Vinegret.parse_options(options)
    rng = random.Random(seed)
    state = Vinegret.deal(opts, players, seed % players, rng, {"pool": seed % 5})
    decide = get_bot("vinegret", bot)
    while True:
        yield state
        if state.is_over:
            return
        seat = state.to_act
        assert seat is not None
        state = state.clone()
        state.apply(decide(state.view(seat), rng))


OPTIONS = st.fixed_dictionaries({}, optional={
    "ante": st.integers(0, 3), "vade": st.integers(0, 3), "bet_limit": st.integers(1, 6),
    "force_stake": st.integers(0, 3), "unheld_bonus": st.sampled_from(["double_bet", "fixed_2"]),
    "second_draw": st.booleans(), "second_draw_max": st.integers(0, 4),
    "vade_payers": st.sampled_from(["all", "keepers"])})
SEEDS = st.integers(0, 10**6)
PLAYER_COUNTS = st.sampled_from([2, 3, 4, 5, 6])


def codes_in(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set().union(*map(codes_in, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(codes_in, value)) if value else set()
    return {value} if value in DECK else set()


@settings(max_examples=60, deadline=None)
@given(SEEDS, PLAYER_COUNTS, OPTIONS, st.sampled_from(["random", "basic"]))
def test_chips_are_conserved_and_every_card_is_somewhere_once(seed: int, players: int,
                                                                options: dict[str, Any],
                                                                bot: str) -> None:
    for state in played(seed, players, options, bot):
        cards = [c for h in state.hands for c in h] + [c for d in state.discards for c in d]
        assert sorted(cards + list(state.stock[state.taken:])) == list(range(40))
        assert state.pool == state.pool_before + sum(state.stakes)
    result = state.result()
    assert result is not None
    assert sum(result["chips_delta"]) == state.pool_before - result["pot_carried"]
    assert all(len(h) == 4 for h in result["final_hands"])


@settings(max_examples=60, deadline=None)
@given(SEEDS, PLAYER_COUNTS, OPTIONS)
def test_views_never_reveal_hidden_cards(seed: int, players: int, options: dict[str, Any]) -> None:
    for state in played(seed, players, options):
        result = state.result()
        for seat in range(players):
            view = state.view(seat)
            assert json.loads(json.dumps(view)) == view
            mine = set(DECK.to_codes(state.hands[seat] + state.discards[seat]))
            mine |= set(DECK.to_codes(state.first[seat]))
            shown = set()
            if result is not None:
                shown = {c for s in result["shown"] for c in result["final_hands"][s]}
            assert codes_in(view) <= mine | shown


@settings(max_examples=40, deadline=None)
@given(SEEDS, PLAYER_COUNTS, OPTIONS)
def test_sample_deal_fits_the_view(seed: int, players: int, options: dict[str, Any]) -> None:
    rng = random.Random(seed)
    for state in played(seed, players, options):
        seat = state.to_act if state.to_act is not None else rng.randrange(players)
        view = state.view(seat)
        world = Vinegret.sample_deal(view, rng)
        assert world.view(seat) == view
        cards = [c for h in world.hands for c in h] + [c for d in world.discards for c in d]
        assert sorted(cards + list(world.stock[world.taken:])) == list(range(40))


def test_sample_deal_redistributes_the_hidden_cards() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW)
    view = state.view(0)
    worlds = [Vinegret.sample_deal(view, random.Random(i)) for i in range(20)]
    assert len({tuple(w.hands[2]) for w in worlds}) > 10
    assert all(w.hands[0] == state.hands[0] and w.view(0) == view for w in worlds)


def test_sample_deal_keeps_the_shown_hands() -> None:
    state = play(ex12(), *EX12_EXCHANGE, *EX12_DECLARE, *EX12_DRAW, *EX12_FINAL)
    world = Vinegret.sample_deal(state.view(3), random.Random(1))
    assert world.result() == EX12_RESULT  # seats 0-2 were shown, seat 3 knows its own hand
    assert world.view(3) == state.view(3)


def play_match(players: int, seed: int, bots: list[str], options: Any = None) -> Match:
    match = Match("vinegret", options, players, seed)
    rng = random.Random(seed)
    chosen = [get_bot("vinegret", name) for name in bots]
    start = match.options["start_chips"]
    while not match.over:
        if match.deal.is_over:
            match.next_deal()
        match.play_turn(lambda seat: chosen[seat](match.view(seat), rng))
        if match.settled is not None:
            assert sum(match.settled["chips"]) + match.settled["pool"] == start * players
    return match


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_full_matches_end_and_conserve_chips(players: int) -> None:
    for seed in range(3):
        match = play_match(players, seed, ["basic", "random"] * 3)
        settled = match.settled
        assert settled is not None and settled["over"] and settled["pool"] == 0
        assert settled["deals"] <= 2 * players


@settings(max_examples=20, deadline=None)
@given(SEEDS, PLAYER_COUNTS, st.integers(0, 60))
def test_saved_match_restores_to_the_same_state(seed: int, players: int, steps: int) -> None:
    match = Match("vinegret", {"end_when_broke": False}, players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.over:
            break
        if match.deal.is_over:
            match.next_deal()
        match.play_turn(lambda seat: basic(match.view(seat), rng))
    restored = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert restored.record == match.record and restored.settled == match.settled
    assert all(restored.view(s) == match.view(s) for s in range(players))


def test_clone_is_independent() -> None:
    state = play(ex12(), *EX12_EXCHANGE)
    copy = state.clone()
    play(copy, bet(2), HOLD)
    assert state.to_act == 1 and state.view(0)["stakes"] == [2, 2, 2, 2]
    assert copy.view(0)["stakes"] == [2, 4, 4, 2]


# Bots ---------------------------------------------------------------------------------------

def test_bot_percentiles_match_the_reference_numbers_of_s13() -> None:
    def p(codes: str) -> float:
        return percentile(hand(codes))
    assert abs(p("2C 9C 4H 7D") - 0.30) < 0.03  # two-card point of 11
    assert abs(p("TS 9S AH 3D") - 0.69) < 0.03  # two-card point of 19
    assert abs(p("AS 5S TS 2H") - 0.77) < 0.03  # three-card point of 16
    assert p("AS 2H 3C 4D") >= 0.86 and abs(p("6S 7H 8C 9D") - 0.95) < 0.02
    assert abs(p("2S 3S 4S 9H") - 0.97) < 0.01 and abs(p("2H 5H 8H TH") - 0.99) < 0.01


@pytest.mark.parametrize("codes, keep", [
    ("5S 5H", True), ("4S 4H", False), ("3C 9C", True), ("2C TC", False), ("5D 6D", True),
    ("4D 5D", False), ("8S 9H", True), ("7S TH", False),
])
def test_bot_exchange_rule_of_s13(codes: str, keep: bool) -> None:
    a, b = hand(codes)
    assert keeps_first_cards(a, b) is keep


@pytest.mark.parametrize("codes", ["5S 5H", "3C 9C", "3C TC", "8S 9H", "8S TH"])
def test_bot_throws_the_narrowest_keeps_when_only_a_keep_pays_the_vade(codes: str) -> None:
    a, b = hand(codes)
    assert keeps_first_cards(a, b) and not keeps_first_cards(a, b, keeping_costs=True)


@pytest.mark.parametrize("codes", ["6S 6H", "4C 8C", "5D 6D", "9S TH"])
def test_bot_still_pays_for_a_clearly_good_pair(codes: str) -> None:
    a, b = hand(codes)
    assert keeps_first_cards(a, b, keeping_costs=True)


@pytest.mark.parametrize("options, action", [
    ({}, KEEP), ({"vade_payers": "keepers"}, discard("5S", "5H")),
    ({"vade_payers": "keepers", "vade": 0}, KEEP), ({"vade_payers": "all", "vade": 3}, KEEP)])
def test_bot_values_keeping_with_the_vade_only_where_a_keep_pays_more(
        options: dict[str, Any], action: Action) -> None:
    state = make([["5S", "5H"], ["7H", "2S"]], 1, **options)  # seat 0 speaks first
    assert basic(bot_view(state), random.Random(0)) == action


def test_the_arena_takes_vade_payers() -> None:
    summary = run_arena("vinegret", 4, 3, ["basic"] * 4, options={"vade_payers": "keepers"})
    assert summary["errors"] == 0 and summary["options"]["vade_payers"] == "keepers"


def bot_view(state: VinegretDeal) -> dict[str, Any]:
    seat = state.to_act
    assert seat is not None
    return state.view(seat)


def test_bot_discards_the_lower_card_or_both() -> None:
    state = make([["9C", "9D"], ["7H", "2S"]], 0)
    assert basic(bot_view(state), random.Random(0)) == discard("2S")
    state = make([["9C", "9D"], ["4H", "2S"]], 0)
    assert basic(bot_view(state), random.Random(0)) == discard("2S", "4H")


def test_bot_dealer_forces_with_a_prime_and_redeals_otherwise() -> None:
    stock = ["8C", "AC", "7D", "6S", "2C", "5S"]  # the dealer gets 7D and 5S: 9H TC 7D 5S
    prime = play(make([["AS", "2S"], ["3S", "4S"], ["9H", "TC"]], 2, stock),
                 KEEP, KEEP, KEEP, PASS, PASS)
    assert basic(bot_view(prime), random.Random(0)) == FORCE
    weak = play(declaring(), PASS, PASS)
    assert basic(bot_view(weak), random.Random(0)) == REDEAL


def test_bot_always_answers_with_a_legal_action() -> None:
    for seed in range(60):
        for state in played(seed, 2 + seed % 5, {}, "basic"):
            if not state.is_over:
                assert basic(bot_view(state), random.Random(seed)) in state.legal_actions()


def test_basic_beats_random_in_the_arena() -> None:
    summary = run_arena("vinegret", 40, 3, ["basic", "random", "random", "random"])
    assert summary["errors"] == 0
    assert summary["bots"]["basic"]["margin_over_others"]["ci95"][0] > 0


def test_category_names_are_the_books() -> None:
    assert CATEGORIES == ("point", "prime", "grand_prime", "sequence", "tricon", "flux",
                          "tricon_prime", "flux_sequence", "fredon")


def test_view_names_the_own_combination_and_ranks_the_showdown() -> None:
    """The page names combinations and explains the showdown from the engine's words only."""
    from game.match import Match
    from game.bots import get_bot
    bot = get_bot("vinegret", "basic")
    for seed in range(100):
        match = Match("vinegret", seed=seed, players=4)
        rng = random.Random(seed)
        while not match.deal.is_over:
            view = match.view(0)
            if len(view["hand"]) == 4:
                assert view["combination"] == classify(DECK.cards(view["hand"])).to_json()
            else:
                assert view["combination"] is None
            seat = match.deal.to_act
            assert seat is not None
            match.apply(bot(match.view(seat), rng))
        view = match.view(0)
        if view["result"]["outcome"] == "showdown":
            ranking = view["showdown_ranking"]
            assert sorted(ranking) == view["result"]["shown"] and ranking[0] == view["result"]["winner"]
            return
    raise AssertionError("no showdown in 100 seeded deals")
