"""Cuatrola, clause by clause (section numbers are those of ``shared/rules/cuatrola.md``).

Whole deals come from the scenario files in ``tests/scenarios/cuatrola/`` (each
checked by hand against the rule book); ``replay(prefix, n)`` rebuilds a file's
deal after its first ``n`` actions.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalAction, MalformedInput
from game.arena import run_arena
from game.bots import get_bot
from game.bots.cuatrola import basic, sure_tricks
from game.cuatrola import (DECK, POINTS, SUITS, VALUE, Cante, Cuatrola, CuatrolaDeal, bid_allowed,
                           legal_cards, partner, team, trick_winner)
from game.core import DealState
from game.match import Match

SCENARIOS = Path(__file__).parent / "scenarios" / "cuatrola"
PASS = {"type": "pass"}
PASSES = (PASS, PASS, PASS, PASS)

# E10's deal (scenario 14): dealer 3, mano 0, trump espadas (JE, the dealer's).
E10 = [["JO", "3E", "KE", "NE", "3B"], ["KO", "NO", "JC", "NB", "JB"],
       ["AO", "3O", "KC", "AE", "KB"], ["AC", "3C", "NC", "JE", "AB"]]
# Dealer 3, trump oros (KO): seat 0 holds the top trumps and AC; seat 1 holds KE NE.
POINTS_DEAL = [["AC", "AO", "3O", "JO", "AB"], ["3C", "KC", "3E", "KE", "NE"],
               ["AE", "3B", "JE", "NB", "JB"], ["KO", "NO", "NC", "JC", "KB"]]
# Scenario 22's hands moved round: seat 2 holds A-3-K-J of bastos, the dealer NB (trump).
TRUMP_RUN = [["KO", "KC", "NC", "3E", "NE"], ["3O", "NO", "AC", "JC", "AE"],
             ["JE", "AB", "3B", "KB", "JB"], ["AO", "JO", "3C", "KE", "NB"]]


def deal(hands: list[list[str]] = E10, dealer: int = 3, trump_card: str = "JE",
         score: list[int] | None = None, **options: Any) -> CuatrolaDeal:
    return CuatrolaDeal(Cuatrola.parse_options(options), dealer, [DECK.cards(h) for h in hands],
                        DECK.card(trump_card), score or [0, 0])


def bid(name: str) -> dict[str, Any]:
    return {"type": "bid", "bid": name}


def card(code: str) -> dict[str, Any]:
    return {"type": "play", "card": code}


def play(state: CuatrolaDeal, *actions: dict[str, Any]) -> CuatrolaDeal:
    for action in actions:
        state.apply(action)
    return state


def error_of(state: CuatrolaDeal, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    return caught.value


def scenario(prefix: str) -> dict[str, Any]:
    path = next(SCENARIOS.glob(f"{prefix}_*.json"))
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def replay(prefix: str, actions: int | None = None) -> CuatrolaDeal:
    """The deal of a scenario file after its first ``actions`` actions (all by default)."""
    data = scenario(prefix)
    state = Cuatrola.from_scenario(data)
    for action in data["actions"][:actions]:
        state.apply({k: v for k, v in action.items() if k != "seat"})
    return state


def legal(hand: list[str], trick: list[str], trump: str, must_beat: str = "highest") -> list[str]:
    return DECK.sorted_codes(legal_cards(DECK.cards(hand), DECK.cards(trick), SUITS.index(trump),
                                         must_beat))


def bids_of(state: CuatrolaDeal) -> list[str]:
    return [str(a.get("bid", a["type"])) for a in state.legal_actions()]


def holds(state: CuatrolaDeal, seat: int, *codes: str) -> bool:
    return all(DECK.card(c) in state.play.hands[seat] for c in codes)


def seat_to_act(state: DealState) -> int:
    seat = state.to_act
    assert seat is not None
    return seat


def cante(seat: int, suit: str, points: int, trick: int) -> Cante:
    return Cante(seat, SUITS.index(suit), points, trick)


# §2 Players and seats -----------------------------------------------------------------

def test_teams_are_seats_0_2_and_1_3_and_partners_sit_opposite() -> None:
    assert [team(s) for s in range(4)] == [0, 1, 0, 1]
    assert [partner(s) for s in range(4)] == [2, 3, 0, 1]


def test_mano_is_the_seat_after_the_dealer() -> None:
    assert [deal(dealer=d, trump_card=E10[d][0]).mano for d in range(4)] == [1, 2, 3, 0]


# §3 Deck and card order ---------------------------------------------------------------

def test_deck_has_20_cards_in_canonical_order_o_c_e_b_and_a_3_k_n_j() -> None:
    assert len(DECK) == 20
    assert DECK.codes[:5] == ("AO", "3O", "KO", "NO", "JO")
    assert [DECK.codes[5 * i][1] for i in range(4)] == ["O", "C", "E", "B"]


def test_card_points_are_11_10_4_3_2_thirty_a_suit_120_in_all() -> None:
    assert POINTS[:5] == (11, 10, 4, 3, 2)
    assert all(sum(POINTS[5 * s:5 * s + 5]) == 30 for s in range(4))
    assert sum(POINTS) == 120


def test_three_outranks_the_king_and_the_order_is_the_same_in_trumps() -> None:
    oros = SUITS.index("O")
    assert trick_winner(DECK.cards(["KC", "3C", "NC"]), trump=oros) == 1
    assert trick_winner(DECK.cards(["KO", "3O", "NO"]), trump=oros) == 1


# §4 Deal ------------------------------------------------------------------------------

def test_deal_gives_card_i_to_seat_dealer_plus_one_plus_i_and_turns_the_last() -> None:
    order = list(range(20))
    random.Random(7).shuffle(order)
    state = Cuatrola.deal(Cuatrola.parse_options({}), 4, 2, random.Random(7), {"score": [3, 4]})
    assert state.play.hands == [order[1::4], order[2::4], order[3::4], order[0::4]]
    assert state.trump_card == order[19] and order[19] in state.play.hands[2]
    assert state.trump == DECK.suit_of[order[19]] and state.score == [3, 4]


def test_trump_card_stays_visible_until_the_dealer_plays_it() -> None:
    state = play(deal(), *PASSES, card("3E"), card("KO"), card("AE"))
    assert state.view(1)["trump_card_shown"] and state.view(1)["trump_card"] == "JE"
    play(state, card("JE"))  # seat 3's only espada
    assert not state.view(1)["trump_card_shown"] and state.view(1)["trump"] == "E"


def test_next_dealer_is_the_next_seat_whatever_happened() -> None:
    for prefix, dealer in (("14", 3), ("17", 1), ("16", 2)):
        state = replay(prefix)
        settled = Cuatrola.settle(state.options, 4, {"score": state.score}, state)
        assert settled["next_dealer"] == (dealer + 1) % 4


# §5 Declarations ------------------------------------------------------------------------

def test_each_seat_speaks_once_from_mano_to_the_dealer() -> None:
    state = deal()
    speakers = []
    for _ in range(4):
        speakers.append(state.to_act)
        play(state, PASS)
    assert speakers == [0, 1, 2, 3] and state.phase == "play"


def test_all_four_pass_is_a_pass_out_deal_with_four_players() -> None:
    state = play(deal(), *PASSES)
    assert (state.contract, state.declarer, state.sitting_out) == ("pass_out", None, None)
    assert state.play.active == (0, 1, 2, 3) and state.to_act == 0


def test_bid_must_be_strictly_higher_than_the_highest_so_far() -> None:
    state = play(deal(), bid("cuatrola"))
    assert bids_of(state) == ["pass", "quintola"]
    for lower in ("solo", "cuatrola"):
        assert str(error_of(state, bid(lower))) == "bid must be higher than cuatrola"


def test_partner_may_overcall_and_the_last_bidder_declares() -> None:
    state = play(deal(), bid("solo"), PASS, bid("cuatrola"), PASS)
    assert (state.contract, state.declarer, state.sitting_out) == ("cuatrola", 2, 0)


def test_only_pass_after_quintola_must_still_be_sent() -> None:
    state = play(deal(), bid("quintola"))
    for seat in (1, 2, 3):
        assert state.to_act == seat and bids_of(state) == ["pass"]
        play(state, PASS)
    assert state.declarer == 0 and state.phase == "play"


def test_auction_legal_list_is_pass_then_solo_cuatrola_quintola() -> None:
    assert bids_of(deal()) == ["pass", "solo", "cuatrola", "quintola"]
    assert bids_of(play(deal(), bid("solo"))) == ["pass", "cuatrola", "quintola"]


@pytest.mark.parametrize("own, allowed", [(0, ["solo", "cuatrola", "quintola"]),
                                          (6, ["solo", "cuatrola", "quintola"]),
                                          (7, ["solo", "cuatrola"]), (8, ["solo"]),
                                          (9, ["solo"]), (10, [])])
@pytest.mark.parametrize("opponents", [0, 10])
def test_exact_target_limits_a_teams_bids_by_its_own_score(own: int, allowed: list[str],
                                                            opponents: int) -> None:
    assert bids_of(deal(score=[own, opponents])) == ["pass", *allowed]
    assert bids_of(play(deal(score=[opponents, own]), PASS)) == ["pass", *allowed]


def test_bid_past_the_target_is_illegal_and_says_why() -> None:
    error = error_of(deal(score=[7, 9]), bid("quintola"))
    assert str(error) == "quintola would take team 0 past 11: it has 7"
    assert error.code == "past_target" and error.params["score"] == 7


# §6 Play --------------------------------------------------------------------------------

def test_contract_deal_has_three_card_tricks_without_the_sitting_out_seat() -> None:
    state = replay("14")
    assert all(len(t.cards) == 3 and 2 not in t.seats for t in state.play.tricks)
    assert len(state.play.hands[2]) == 5


def test_pass_out_deal_has_four_card_tricks() -> None:
    assert all(len(t.cards) == 4 for t in replay("16").play.tricks)


def test_mano_leads_trick_one_or_the_next_seat_when_mano_sits_out() -> None:
    assert play(deal(), bid("solo"), PASS, PASS, PASS).to_act == 0
    state = play(deal(), PASS, PASS, bid("solo"), PASS)  # mano 0 sits out
    assert state.sitting_out == 0 and state.to_act == 1


def test_play_passes_to_the_next_active_seat_skipping_the_sitting_out() -> None:
    state = replay("25", 4)  # E13: seat 3 declares, seat 1 sits out, seat 2 leads
    order = []
    for code in ("3O", "NE", "KO"):
        order.append(state.to_act)
        play(state, card(code))
    assert order == [2, 3, 0] and state.play.tricks[0].winner == 3 and state.to_act == 3


def test_all_five_tricks_are_played_when_the_contract_is_already_lost() -> None:
    state = replay("21")  # the quintola is lost in trick 1 and play goes on
    assert state.play.tricks[0].winner != 1 and len(state.play.tricks) == 5


def test_free_lead_any_card() -> None:
    assert legal(["JC", "3E", "AO"], [], "E") == ["AO", "JC", "3E"]


def test_e1_must_beat_the_highest_card_of_the_led_suit() -> None:
    assert legal(["3C", "JC", "AO", "KB", "3E"], ["NC", "KC"], "E") == ["3C"]


def test_e2_cannot_beat_so_any_card_of_the_suit() -> None:
    assert legal(["3B", "NB", "KO", "JE"], ["KB", "AB"], "O") == ["3B", "NB"]


def test_option_must_beat_lead_beats_only_the_led_card() -> None:
    assert legal(["3B", "NB", "KO", "JE"], ["KB", "AB"], "O", must_beat="lead") == ["3B"]
    assert legal(["3B", "NB"], ["JB", "AB"], "O", must_beat="lead") == ["3B", "NB"]


def test_e3_trump_lead_must_be_beaten_with_a_higher_trump() -> None:
    assert legal(["KB", "JB", "AC"], ["NB"], "B") == ["KB"]
    assert legal(["JB", "AC"], ["NB", "KB"], "B") == ["JB"]
    assert legal(["KC", "3O", "JE"], ["AB", "JB"], "B") == ["3O", "KC", "JE"]


def test_e4_must_ruff_even_when_the_partner_is_winning() -> None:
    assert legal(["NC", "3O", "KB", "JO"], ["AE", "KE"], "C") == ["NC"]


def test_e5_after_a_ruff_follow_suit_without_beating() -> None:
    assert legal(["AO", "NO", "3E"], ["KO", "JC"], "C") == ["AO", "NO"]
    assert legal(["AO", "NO", "3E"], ["KO", "JC"], "C", must_beat="lead") == ["AO", "NO"]


def test_e6_must_overtrump_even_the_partners_ruff() -> None:
    assert legal(["AE", "NE", "3C", "AO"], ["3B", "KE"], "E") == ["AE"]


def test_e7_cannot_overtrump_so_any_card_even_a_lower_trump() -> None:
    assert legal(["KE", "NE", "AO", "JC"], ["3B", "3E"], "E") == ["AO", "JC", "KE", "NE"]


def test_void_without_trumps_may_play_any_card() -> None:
    assert legal(["AO", "KE"], ["3B"], "C") == ["AO", "KE"]


def test_must_follow_suit_message() -> None:
    error = error_of(replay("04", 6), card("AO"))
    assert str(error) == "must follow suit: you hold copas" and error.code == "must_follow"


def test_must_beat_message_names_the_card_that_beats() -> None:
    error = error_of(replay("04", 6), card("JC"))
    assert str(error) == "must beat: you hold 3C, which beats KC"
    assert error.params == {"card": "3C", "beats": "KC"}


def test_must_ruff_message() -> None:
    assert str(error_of(replay("09", 6), card("3O"))) == \
        "must ruff: you have no espadas but hold trumps"


def test_must_overtrump_message() -> None:
    assert str(error_of(replay("11", 6), card("NE"))) == "must overtrump: you hold AE, which beats KE"


def test_card_not_held_and_not_a_card_are_illegal() -> None:
    state = play(deal(), *PASSES)
    assert str(error_of(state, card("AO"))) == "you do not hold AO"
    assert str(error_of(state, {"type": "play", "card": 5})) == "5 is not a card of this game"


def test_missing_and_extra_fields_are_illegal() -> None:
    assert str(error_of(deal(), {"type": "bid"})) == "bid needs a 'bid' field"
    assert str(error_of(deal(), {"type": "pass", "bid": "solo"})) == "pass takes no 'bid' field"
    state = play(deal(), *PASSES)
    assert str(error_of(state, {"type": "play"})) == "play needs a 'card' field"


def test_unknown_bid_and_wrong_phase_are_illegal() -> None:
    assert str(error_of(deal(), bid("grande"))) == "there is no bid called 'grande'"
    assert str(error_of(deal(), card("3E"))) == "play is not possible now: the deal is in the auction"
    assert str(error_of(play(deal(), *PASSES), PASS)) == \
        "pass is not possible now: the deal is in the play"


def test_illegal_action_changes_nothing() -> None:
    state = replay("04", 6)
    before = [state.view(s) for s in range(4)]
    error_of(state, card("JC"))
    assert [state.view(s) for s in range(4)] == before


def test_no_action_after_the_deal_is_over() -> None:
    state = replay("14")
    assert state.to_act is None and state.legal_actions() == []
    assert str(error_of(state, PASS)) == "the deal is over"


# §7 Trick winner --------------------------------------------------------------------------

@pytest.mark.parametrize("cards, winner", [(["AC", "3C", "JO", "KC"], "JO"),
                                           (["KE", "AE", "3B", "NE"], "AE"),
                                           (["NB", "JB", "KO", "3O"], "3O")])
def test_e8_highest_trump_else_highest_card_of_the_led_suit(cards: list[str], winner: str) -> None:
    assert cards[trick_winner(DECK.cards(cards), trump=SUITS.index("O"))] == winner


# §8 Cantes --------------------------------------------------------------------------------

def test_cante_only_for_the_team_that_won_the_trick() -> None:
    state = replay("13", 8)  # E9: team 0 won trick 1 while team 1 held two pairs
    assert holds(state, 1, "KO", "NO") and holds(state, 3, "KB", "NB")
    assert state.cantes == []


def test_cante_trump_pair_first_worth_40() -> None:
    state = replay("13", 12)  # E9 after trick 2, won by seat 1
    assert holds(state, 1, "KO", "NO")
    assert state.cantes == [cante(3, "B", 40, 1)]


def test_cante_held_back_is_made_after_a_later_trick_won_by_the_team() -> None:
    assert replay("13").cantes == [cante(3, "B", 40, 1), cante(1, "O", 20, 2)]


def test_cante_winner_before_partner() -> None:
    state = replay("23", 8)  # seat 1 wins holding KE NE; partner seat 3 holds KO NO
    assert holds(state, 3, "KO", "NO") and state.cantes == [cante(1, "E", 20, 0)]


def test_at_most_one_cante_per_trick_in_suit_order() -> None:
    state = replay("24", 8)  # seat 0 wins trick 1 holding KC NC and KE NE
    assert holds(state, 0, "KE", "NE") and state.cantes == [cante(0, "C", 20, 0)]
    assert replay("24").cantes == [cante(0, "C", 20, 0), cante(0, "E", 20, 2)]


def test_a_suit_is_sung_only_once() -> None:
    state = replay("23", 16)  # team 1 won tricks 2 and 3 with seat 1 still holding KE NE
    assert holds(state, 1, "KE", "NE") and len(state.cantes) == 2
    assert len(replay("23").cantes) == 2


def test_no_cantes_in_cuatrola_or_quintola() -> None:
    assert replay("14").cantes == []  # E10: the declarer held KE NE of trumps
    state = replay("21", 7)  # seat 2 won trick 1 of a quintola holding KC NC
    assert holds(state, 2, "KC", "NC") and state.cantes == []
    assert replay("15").cantes == [cante(0, "E", 40, 0)]  # the same deal as a solo


def test_sitting_out_partner_never_sings() -> None:
    state = replay("17")  # seat 3 sits out with the trump pair KC NC; team 1 wins three tricks
    assert holds(state, 3, "KC", "NC") and [c.seat for c in state.cantes] == [2]


# §9 Scoring -------------------------------------------------------------------------------

def test_card_points_leave_out_the_sitting_out_hand() -> None:
    result = replay("17").result()
    assert result is not None and result["card_points"] == [46, 58]
    assert sum(POINTS[c] for c in replay("17").play.hands[3]) == 16


def test_total_is_card_points_plus_last_trick_plus_cantes() -> None:
    result = replay("13").result()
    assert result is not None
    assert result["card_points"] == [20, 100] and result["last_trick_team"] == 1
    assert result["total_points"] == [20, 100 + 10 + 40 + 20]


def test_pass_out_tie_goes_to_the_mano_team() -> None:
    result = replay("16").result()
    assert result is not None and result["total_points"] == [65, 65]
    assert result["winner_team"] == 1 and result["game_points_delta"] == [0, 1]


@pytest.mark.parametrize("prefix, made, delta", [("18", True, [0, 2]), ("19", True, [0, 2]),
                                                 ("20", False, [0, 2])])
def test_solo_tie_is_made_only_by_the_mano_team(prefix: str, made: bool, delta: list[int]) -> None:
    result = replay(prefix).result()
    assert result is not None and result["total_points"][0] == result["total_points"][1]
    assert result["made"] is made and result["game_points_delta"] == delta


def test_cuatrola_needs_four_tricks_and_quintola_all_five() -> None:
    state = replay("14")  # the declarer won 4 tricks
    result = state.result()
    assert state.play.tricks_won[0] == 4 and result is not None and result["made"] is True
    state.contract = "quintola"
    result = state.result()
    assert result is not None and result["made"] is False
    assert result["winner_team"] == 1 and result["game_points_delta"] == [0, 5]


def test_failed_contract_gives_its_value_to_the_opponents() -> None:
    result = replay("17").result()
    assert result is not None and result["made"] is False
    assert result["winner_team"] == 0 and result["game_points_delta"] == [2, 0]


def test_result_object_has_every_field_of_the_book() -> None:
    result = replay("18").result()
    assert result == scenario("18")["expect"]["result"]
    assert result is not None and list(result) == [
        "contract", "declarer", "sitting_out", "made", "tricks", "card_points", "last_trick_team", "cantes",
        "total_points", "winner_team", "game_points_delta", "match_score", "match_over", "match_winner"]


# §10 End of the match ---------------------------------------------------------------------

def test_match_ends_at_exactly_11_through_a_made_contract() -> None:
    result = replay("14").result()
    assert result is not None and result["match_score"] == [11, 3]
    assert result["match_over"] and result["match_winner"] == 0


def test_opponents_failure_may_carry_a_team_past_11() -> None:
    result = replay("21").result()
    assert result is not None and result["match_score"] == [14, 2] and result["match_winner"] == 0


def test_settle_carries_the_score_and_the_winner() -> None:
    state = replay("21")
    settled = Cuatrola.settle(state.options, 4, {"score": [9, 2]}, state)
    assert settled == {"score": [14, 2], "over": True, "winner": 0, "next_dealer": 1}
    assert Cuatrola.new_match(state.options, 4) == {"score": [0, 0]}


def test_match_deals_on_from_the_settled_score_and_rotates_the_dealer() -> None:
    match = Match("cuatrola", seed=4)
    bot = get_bot("cuatrola", "basic")
    rng = random.Random(4)
    dealers, scores = [match.dealer], [[0, 0]]
    while not match.over:
        if match.deal.is_over:
            match.next_deal()
            dealers.append(match.dealer)
            scores.append(match.record["score"])
        match.apply(bot(match.view(seat_to_act(match.deal)), rng))
    assert all((b - a) % 4 == 1 for a, b in zip(dealers, dealers[1:]))
    assert all(sum(b) > sum(a) for a, b in zip(scores, scores[1:]))
    assert match.settled is not None
    final = match.settled["score"]
    assert max(final) >= 11 and final[match.winner] == max(final) and min(final) < 11


# §11 Options ------------------------------------------------------------------------------

def test_options_default_to_11_exact_target_and_must_beat_highest() -> None:
    assert Cuatrola.parse_options({}) == {"target": 11, "exact_target": True, "must_beat": "highest"}


def test_option_target_moves_the_exact_target_limit() -> None:
    assert bids_of(deal(score=[15, 0], target=21)) == ["pass", "solo", "cuatrola", "quintola"]
    assert bids_of(deal(score=[18, 0], target=21)) == ["pass", "solo"]
    assert bid_allowed("quintola", 16, Cuatrola.parse_options({"target": 21}))


def test_option_exact_target_off_allows_every_bid() -> None:
    assert bids_of(deal(score=[10, 10], exact_target=False)) == ["pass", "solo", "cuatrola",
                                                                 "quintola"]
    result = replay("22").result()
    assert result is not None and result["match_score"] == [15, 4] and result["match_over"]


@pytest.mark.parametrize("options", [{"target": 0}, {"target": "11"}, {"exact_target": 1},
                                     {"must_beat": "all"}, {"must_beat": None}, {"trumps": True}])
def test_bad_options_are_malformed(options: dict[str, Any]) -> None:
    with pytest.raises(MalformedInput):
        Cuatrola.parse_options(options)


# §12.4 Malformed scenario files ------------------------------------------------------------

def _with(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    changed: dict[str, Any] = json.loads(json.dumps(data))
    target = changed
    for key in path[:-1]:
        target = target[key]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return changed


_DELETE = object()
_BASE = scenario("01")
_SWAPPED = [["3B"] + _BASE["hands"][0][1:], [_BASE["hands"][0][0]] + _BASE["hands"][1][1:],
            *_BASE["hands"][2:]]
MALFORMED = {
    "game unknown": _with(_BASE, ("game",), "tute"),
    "game missing": _with(_BASE, ("game",), _DELETE),
    "dealer out of range": _with(_BASE, ("dealer",), 4),
    "dealer not an integer": _with(_BASE, ("dealer",), "2"),
    "three hands": _with(_BASE, ("hands",), _BASE["hands"][:3]),
    "hand of four": _with(_BASE, ("hands", 0), _BASE["hands"][0][:4]),
    "card twice": _with(_BASE, ("hands", 0, 0), "3B"),
    "not a card": _with(_BASE, ("hands", 0, 0), "7O"),
    "lower case code": _with(_BASE, ("hands", 0, 0), "ab"),
    "setup unknown key": _with(_BASE, ("setup", "pot"), 3),
    "setup not an object": _with(_BASE, ("setup",), ["3C"]),
    "trump card missing": _with(_BASE, ("setup", "trump_card"), _DELETE),
    "trump card not the dealer's": _with(_BASE, ("setup", "trump_card"), "AB"),
    "trump card not a card": _with(_BASE, ("setup", "trump_card"), "XX"),
    "score reaches the target": _with(_BASE, ("setup", "score"), [11, 0]),
    "score negative": _with(_BASE, ("setup", "score"), [-1, 0]),
    "score of one team": _with(_BASE, ("setup", "score"), [4]),
    "score not integers": _with(_BASE, ("setup", "score"), [4.0, 6]),
    "option unknown": _with(_BASE, ("options", "partners"), True),
    "option bad value": _with(_BASE, ("options", "must_beat"), "led"),
    "actions not a list": _with(_BASE, ("actions",), {"seat": 3, "type": "pass"}),
    "action without seat": _with(_BASE, ("actions", 0, "seat"), _DELETE),
    "action seat not an integer": _with(_BASE, ("actions", 0, "seat"), "3"),
    "action without type": _with(_BASE, ("actions", 0, "type"), _DELETE),
    "unreached action names a non-card": _with(_BASE, ("actions",), [
        {"seat": 0, "type": "pass"}, {"seat": 3, "type": "play", "card": "7O"}]),
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_file_exits_2_with_one_line_on_stderr(name: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(MALFORMED[name]), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


@pytest.mark.parametrize("text", ["{", "[]", '"cuatrola"'])
def test_file_that_is_not_a_json_object_is_malformed(text: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stdout == "" and len(done.stderr.splitlines()) == 1


def test_malformed_reasons_are_plain_words() -> None:
    with pytest.raises(MalformedInput, match="not in the dealer's hand"):
        Cuatrola.from_scenario(MALFORMED["trump card not the dealer's"])
    with pytest.raises(MalformedInput, match="from 0 to 10"):
        Cuatrola.from_scenario(MALFORMED["score reaches the target"])
    assert Cuatrola.from_scenario(_with(_BASE, ("hands",), _SWAPPED)).dealer == 2


# Views ------------------------------------------------------------------------------------

def test_view_shows_own_hand_public_facts_and_legal_only_to_the_seat_to_act() -> None:
    state = replay("17", 5)  # solo by seat 1, seat 3 out, seat 0 to play to trick 1
    view = state.view(0)
    assert view["hand"] == ["AO", "AE", "3E", "JE", "AB"] and view["to_act"] == 0
    assert view["legal"] == [{"type": "play", "card": "AO"}] and state.view(2)["legal"] == []
    assert (view["contract"], view["declarer"], view["sitting_out"]) == ("solo", 1, 3)
    assert view["hand_counts"] == [5, 5, 4, 5] and view["trick"]["cards"] == [
        {"seat": 2, "card": "JO"}]
    assert view["history"][3] == {"seat": 1, "type": "bid", "bid": "solo"}
    assert view["trump"] == "C" and view["score"] == [3, 8] and view["mano"] == 2


def test_sitting_out_hand_is_shown_to_nobody_until_the_deal_is_over() -> None:
    state = replay("17", 10)
    hidden = {"NO", "KC", "NC", "JC", "KE"}
    for seat in (0, 1, 2):
        assert not hidden & set(json.dumps(state.view(seat)).replace('"', " ").split())
    assert state.view(3)["hand"] == sorted(hidden, key=DECK.card)  # his own cards
    assert replay("17").view(1)["sitting_out_hand"] == ["NO", "KC", "NC", "JC", "KE"]


def test_view_announces_cantes() -> None:
    assert replay("13", 12).view(0)["cantes"] == [{"seat": 3, "suit": "B", "points": 40, "trick": 1}]


# Sampling for search bots -------------------------------------------------------------------

def test_sampling_respects_proven_voids() -> None:
    view = replay("12", 9).view(3)  # E7: seat 1 ruffed 3B with 3E, so holds no bastos
    rng = random.Random(3)
    for _ in range(40):
        sample = Cuatrola.sample_deal(view, rng)
        assert not any(DECK.code(c)[1] == "B" for c in sample.play.hands[1])
        assert sample.view(3) == view


def test_sampling_keeps_the_trump_card_with_the_dealer_and_cante_halves_with_the_singer() -> None:
    view = replay("13", 12).view(0)  # seat 3 (dealer) sang KB NB; the trump card 3B is played
    rng = random.Random(5)
    for _ in range(40):
        assert holds(Cuatrola.sample_deal(view, rng), 3, "KB", "NB")
    view = deal().view(0)
    assert all(holds(Cuatrola.sample_deal(view, rng), 3, "JE") for _ in range(20))


def test_sampling_uses_the_cantes_not_made() -> None:
    view = replay("13", 8).view(1)  # team 0 won trick 1 and nobody sang
    rng = random.Random(8)
    pairs = [(f"K{suit}", f"N{suit}") for suit in SUITS]
    for _ in range(60):
        sample = Cuatrola.sample_deal(view, rng)
        assert not any(holds(sample, seat, *pair) for seat in (0, 2) for pair in pairs)


# §14 The basic bot ---------------------------------------------------------------------------

def test_sure_tricks_count_top_trumps_extra_trumps_and_side_aces() -> None:
    assert sure_tricks(["AE", "3E", "KE", "AO", "AC"], "E", has_lead=True) == 5.0
    assert sure_tricks(["AE", "3E", "KE", "NE", "AO"], "E", has_lead=True) == 5.0
    assert sure_tricks(["AE", "3E", "KE", "AO", "AC"], "E", has_lead=False) == pytest.approx(4.4)
    assert sure_tricks(["AE", "3E", "JE", "KO", "NB"], "E", has_lead=True) == 3.0
    assert sure_tricks(["AO", "3O", "KE", "KC", "JB"], "E", has_lead=True) == pytest.approx(1.2)


def test_basic_declares_what_its_count_supports() -> None:
    state = play(deal(TRUMP_RUN, trump_card="NB"), PASS, PASS)
    assert basic(state.view(2), random.Random(0)) == bid("cuatrola")  # 4 sure tricks
    assert basic(deal().view(0), random.Random(0)) == PASS  # no sure trick at all


def test_basic_overcalls_its_partner_only_with_a_clearly_better_hand() -> None:
    state = play(deal(TRUMP_RUN, trump_card="NB"), bid("solo"), PASS)
    assert basic(state.view(2), random.Random(0)) == PASS


def test_basic_wants_more_when_a_failure_would_end_the_match() -> None:
    state = play(deal(TRUMP_RUN, trump_card="NB", score=[0, 7]), PASS, PASS)
    assert basic(state.view(2), random.Random(0)) == bid("solo")


def test_basic_leads_trumps_holding_the_top_trumps() -> None:
    state = play(deal(POINTS_DEAL, trump_card="KO"), *PASSES)
    assert basic(state.view(0), random.Random(0)) == card("AO")


def test_basic_loads_points_on_the_partners_safe_trick() -> None:
    state = play(deal(POINTS_DEAL, trump_card="KO"), *PASSES, card("AC"), card("3C"))
    assert basic(state.view(2), random.Random(0)) == card("AE")


def test_basic_drops_the_cheapest_card_on_the_opponents_trick() -> None:
    state = play(deal(POINTS_DEAL, trump_card="KO"), *PASSES, card("AC"))
    assert basic(state.view(1), random.Random(0)) == card("KC")


def test_basic_keeps_a_king_and_caballo_together() -> None:
    state = play(deal(POINTS_DEAL, trump_card="KO"), *PASSES, card("AB"))
    assert basic(state.view(1), random.Random(0)) == card("KC")  # not NE, the cheaper card


def test_basic_is_clearly_ahead_of_random_with_no_errors() -> None:
    summary = run_arena("cuatrola", 60, 1, ["basic", "random", "basic", "random"])
    assert summary["errors"] == 0
    assert summary["bots"]["basic"]["margin_over_others"]["ci95"][0] > 0


# Properties over random deals -------------------------------------------------------------

OPTION_SETS = st.fixed_dictionaries({
    "target": st.sampled_from([11, 21]), "exact_target": st.booleans(),
    "must_beat": st.sampled_from(["highest", "lead"])})
SCORES = st.lists(st.integers(0, 10), min_size=2, max_size=2)


def random_deal(seed: int, options: dict[str, Any], score: list[int],
                bot: str) -> tuple[CuatrolaDeal, list[CuatrolaDeal]]:
    """Play a seeded deal to the end; return it and a snapshot before every action."""
    rng = random.Random(seed)
    state = Cuatrola.deal(Cuatrola.parse_options(options), 4, seed % 4, rng, {"score": score})
    choose = get_bot("cuatrola", bot)
    snapshots = []
    while not state.is_over:
        snapshots.append(state.clone())
        state.apply(choose(state.view(seat_to_act(state)), rng))
    return state, snapshots


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, score=SCORES,
       bot=st.sampled_from(["random", "basic"]))
def test_every_card_once_and_the_sitting_out_hand_never_played(
        seed: int, options: dict[str, Any], score: list[int], bot: str) -> None:
    state, snapshots = random_deal(seed, options, score, bot)
    out = state.sitting_out
    played = [c for t in state.play.tricks for c in t.cards]
    unplayed = state.play.hands[out] if out is not None else []
    assert sorted(played + unplayed) == list(range(20))
    assert len(state.play.tricks) == 5 and sum(state.play.tricks_won) == 5
    assert all(len(t.cards) == (4 if out is None else 3) and out not in t.seats
               for t in state.play.tricks)
    assert out is None or unplayed == snapshots[0].play.hands[out]
    assert len(state.history) == 4 + len(played)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, score=SCORES,
       bot=st.sampled_from(["random", "basic"]))
def test_points_add_up_and_one_team_scores_the_contract_value(
        seed: int, options: dict[str, Any], score: list[int], bot: str) -> None:
    state, _ = random_deal(seed, options, score, bot)
    result = state.result()
    assert result is not None
    out_points = sum(POINTS[c] for c in state.play.hands[state.sitting_out]) \
        if state.sitting_out is not None else 0
    assert sum(result["card_points"]) + out_points == 120
    cantes = [0, 0]
    for sung in result["cantes"]:
        cantes[team(sung["seat"])] += sung["points"]
        assert sung["points"] == (40 if sung["suit"] == SUITS[state.trump] else 20)
        assert sung["trick"] < 4 and sung["seat"] != state.sitting_out
    assert result["total_points"] == [result["card_points"][t] + cantes[t]
                                      + 10 * (result["last_trick_team"] == t) for t in (0, 1)]
    assert sorted(result["game_points_delta"]) == [0, VALUE[result["contract"]]]
    assert result["game_points_delta"][result["winner_team"]] > 0
    assert result["match_score"] == [a + b for a, b in zip(score, result["game_points_delta"])]
    if result["contract"] in ("cuatrola", "quintola"):
        assert result["cantes"] == []
        needed = 4 if result["contract"] == "cuatrola" else 5
        assert result["made"] == (result["tricks"][result["declarer"]] >= needed)
    assert Cuatrola.seat_scores(state) == [
        VALUE[result["contract"]] * (1 if team(s) == result["winner_team"] else -1) for s in range(4)]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, score=SCORES)
def test_views_never_show_another_seats_cards(seed: int, options: dict[str, Any],
                                              score: list[int]) -> None:
    _, snapshots = random_deal(seed, options, score, "random")
    for state in snapshots[::3]:
        for seat in range(4):
            view = state.view(seat)
            public = {DECK.code(state.trump_card)} if view["trump_card_shown"] else set()
            hidden = {DECK.code(c) for s in range(4) if s != seat
                      for c in state.play.hands[s]} - public
            assert not hidden & set(json.dumps(view).replace('"', " ").split())
            assert view["hand"] == DECK.sorted_codes(state.play.hands[seat])
            assert (view["legal"] != []) == (view["to_act"] == seat)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, score=SCORES)
def test_sampled_deals_fit_the_view(seed: int, options: dict[str, Any], score: list[int]) -> None:
    state, snapshots = random_deal(seed, options, score, "basic")
    rng = random.Random(seed)
    for position in snapshots[::2] + [state]:
        seat = position.to_act if position.to_act is not None else seed % 4
        view = position.view(seat)
        sample = Cuatrola.sample_deal(view, rng)
        assert sample.view(seat) == view
        assert sorted(c for h in sample.play.hands for c in h) == \
            sorted(c for h in position.play.hands for c in h)
        if view["legal"]:
            assert basic(sample.view(seat), random.Random(1)) == basic(view, random.Random(1))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS)
def test_saved_match_restores_to_the_same_state(seed: int, options: dict[str, Any]) -> None:
    match = Match("cuatrola", options | {"target": 3}, seed=seed)
    bot = get_bot("cuatrola", "random")
    rng = random.Random(seed)
    for _ in range(rng.randrange(10, 60)):
        if match.over:
            break
        if match.deal.is_over:
            match.next_deal()
        match.apply(bot(match.view(seat_to_act(match.deal)), rng))
        restored = Match.from_json(match.to_json())
        assert all(restored.view(s) == match.view(s) for s in range(4))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), bot=st.sampled_from(["random", "basic"]))
def test_random_matches_end_by_the_exact_target_rule(seed: int, bot: str) -> None:
    match = Match("cuatrola", seed=seed)
    choose = get_bot("cuatrola", bot)
    rng = random.Random(seed)
    while not match.over:
        if match.deal.is_over:
            match.next_deal()
        match.apply(choose(match.view(seat_to_act(match.deal)), rng))
        result = match.deal.result()
        if result is not None and result["made"] is not False:  # made, or a pass-out deal
            assert result["match_score"][result["winner_team"]] <= 11
    assert match.settled is not None
    final = match.settled["score"]
    assert final[match.winner] >= 11 > final[1 - match.winner]


def test_clone_is_independent() -> None:
    state = play(deal(), *PASSES)
    copy = state.clone()
    copy.apply(card("3E"))
    assert state.to_act == 0 and len(state.play.hands[0]) == 5 and state.history[-1]["type"] == "pass"
    assert copy.to_act == 1 and len(copy.play.hands[0]) == 4
