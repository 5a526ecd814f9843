"""Brandeln, clause by clause (section numbers are those of ``shared/rules/brandeln.md``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalAction, MalformedInput
from game.arena import run_arena
from game.bots import get_bot
from game.brandeln import (DECK, Brandeln, BrandelnDeal, all_pass_scores, bid_key, made,
                           match_winner)
from game.match import Match

# §16 Example 11's deal: dealer 1, eldest 2.
EX11 = [["AS", "TS", "9S", "7S", "KH", "TH", "TC"], ["KS", "JS", "KC", "9C", "7C", "JD", "7H"],
        ["QS", "AC", "KD", "QD", "7D", "AH", "9H"], ["QC", "JC", "AD", "TD", "9D", "QH", "JH"]]
TRUMP_HEARTS = [["AH", "QH", "AS", "KS", "QS", "JS", "TS"], ["7H", "9H", "AC", "KC", "QC", "JC", "TC"],
                ["KH", "TH", "JH", "AD", "KD", "QD", "JD"], ["9S", "7S", "9C", "7C", "9D", "7D", "TD"]]


def deal(hands: list[list[str]] = EX11, dealer: int = 1, scores: list[int] | None = None,
         **options: Any) -> BrandelnDeal:
    return BrandelnDeal(Brandeln.parse_options(options), dealer, [DECK.cards(h) for h in hands],
                        scores or [0, 0, 0, 0])


def play(state: BrandelnDeal, *actions: dict[str, Any]) -> BrandelnDeal:
    for action in actions:
        state.apply(action)
    return state


PASS = {"type": "pass"}


def bid(name: str, suit: str | None = None) -> dict[str, Any]:
    return {"type": "bid", "bid": name} | ({"suit": suit} if suit else {})


def declare(contract: str, trump: str | None = None) -> dict[str, Any]:
    return {"type": "declare", "contract": contract} | ({"trump": trump} if trump else {})


def card(code: str) -> dict[str, Any]:
    return {"type": "play", "card": code}


def error_of(state: BrandelnDeal, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    return caught.value


def hearts_trump(**options: Any) -> BrandelnDeal:
    """Dealer 3; seat 0 declares brandeln in hearts and leads."""
    return play(deal(TRUMP_HEARTS, dealer=3, **options), bid("brandeln"), PASS, PASS, PASS,
                declare("brandeln", "H"))


# §3 Deck & card order -----------------------------------------------------------------

def test_deck_has_28_cards_without_eights_or_low_cards() -> None:
    assert len(DECK) == 28
    assert "8S" not in DECK and "6H" not in DECK and "2C" not in DECK
    assert DECK.codes[:7] == ("AS", "KS", "QS", "JS", "TS", "9S", "7S")


def test_canonical_order_is_spades_clubs_diamonds_hearts() -> None:
    assert [DECK.codes[7 * i][1] for i in range(4)] == ["S", "C", "D", "H"]


# §4 Deal ------------------------------------------------------------------------------

def test_deal_gives_packets_of_two_three_two_from_eldest_hand() -> None:
    rng = random.Random(11)
    order = list(range(28))
    random.Random(11).shuffle(order)
    state = Brandeln.deal(Brandeln.parse_options({}), 4, 2, rng, Brandeln.new_match({}, 4))
    eldest = 3
    assert state.initial_hands[eldest][:2] == order[0:2]
    assert state.initial_hands[eldest][2:5] == order[8:11]
    assert state.initial_hands[eldest][5:] == order[20:22]
    assert state.initial_hands[2] == order[6:8] + order[17:20] + order[26:28]


# §5.2 The duel auction ----------------------------------------------------------------

def test_auction_follows_the_seed_example_turn_order() -> None:
    state = deal(dealer=3)
    turns = []
    for action in (bid("brandeln"), bid("four"), bid("five"), PASS, PASS, bid("six"), PASS):
        turns.append(state.to_act)
        state.apply(action)
    assert turns == [0, 1, 0, 1, 2, 3, 0]
    assert state.phase == "declaration" and state.declarer == 3


def test_newcomer_without_holder_may_bid_anything() -> None:
    state = play(deal(dealer=3), PASS)
    assert state.legal_actions() == [PASS] + [bid(c) for c in
                                              ("brandeln", "four", "five", "six", "bettel", "mord")]


def test_junior_must_bid_higher_than_the_holder() -> None:
    state = play(deal(dealer=3), bid("five"))
    assert str(error_of(state, bid("four"))) == "bid must be higher than five"
    assert [a for a in state.legal_actions() if a["type"] == "bid"][0] == bid("six")


def test_player_who_passed_takes_no_further_part() -> None:
    state = play(deal(dealer=3), PASS, bid("four"), bid("five"), PASS)
    # seat 0 passed first and never speaks again: the dealer's duel is with seat 2
    assert state.to_act == 3
    state.apply(bid("six"))
    assert state.to_act == 2


def test_auction_ends_after_the_dealers_duel() -> None:
    state = play(deal(dealer=3), bid("four"), PASS, PASS, bid("five"), PASS)
    assert state.phase == "declaration" and state.declarer == 3


def test_jump_bids_are_allowed() -> None:
    state = play(deal(dealer=3), bid("four"), bid("bettel"))
    assert state.high_bid == bid("bettel") and state.to_act == 0


def test_only_pass_after_mord_must_still_be_sent() -> None:
    state = play(deal(dealer=3), bid("mord"))
    assert state.legal_actions() == [PASS] and state.to_act == 1


def test_all_pass_leads_to_the_all_pass_round() -> None:
    state = play(deal(dealer=0), PASS, PASS, PASS, PASS)
    assert state.phase == "play" and state.contract == "all_pass"
    assert state.trump is None and state.to_act == 1


# §5.4 Holding -------------------------------------------------------------------------

def test_without_hold_senior_may_not_bid_equal() -> None:
    state = play(deal(dealer=2), bid("four"), bid("five"))
    assert str(error_of(state, bid("five"))) == "bid must be higher than five"


def test_with_hold_senior_may_bid_equal_but_junior_may_not() -> None:
    state = play(deal(dealer=2, hold=True), bid("four"), bid("five"), bid("five"))
    assert state.holder == 3 and state.to_act == 0
    assert str(error_of(state, bid("five"))) == "bid must be higher than five"


def test_with_hold_a_senior_bidding_lower_is_told_equal_would_do() -> None:
    state = play(deal(dealer=2, hold=True), bid("four"), bid("five"))
    error = error_of(state, bid("four"))
    assert error.code == "bid_below_high" and error.params == {"high": bid("five")}
    assert str(error) == "bid must not be lower than five"


# §5.6 Suit-ranking auction ------------------------------------------------------------

def test_suit_ranking_keys_order_bids_by_level_then_suit() -> None:
    keys = [bid_key(c, s, True) for c in ("brandeln", "four", "five", "six") for s in range(4)]
    assert keys == list(range(16))
    assert bid_key("bettel", None, True) == 16 and bid_key("mord", None, True) == 17


def test_suit_ranking_same_level_higher_suit_outbids() -> None:
    state = play(deal(dealer=3, suit_ranking=True), bid("brandeln", "S"))
    state.apply(bid("brandeln", "H"))
    assert state.holder == 1


def test_suit_ranking_bettel_and_mord_carry_no_suit() -> None:
    state = deal(dealer=3, suit_ranking=True)
    assert error_of(state, bid("bettel", "H")).code == "extra_field"
    assert error_of(state, bid("four")).code == "missing_field"


def test_default_auction_refuses_a_suit() -> None:
    assert error_of(deal(dealer=3), bid("four", "H")).code == "extra_field"


# §6 Declaration -----------------------------------------------------------------------

def test_declarer_may_raise_but_not_lower_the_contract() -> None:
    state = play(deal(dealer=3), bid("four"), PASS, PASS, PASS)
    assert str(error_of(state, declare("brandeln", "S"))) == \
        "contract must not be lower than the winning bid four"
    state.apply(declare("mord", "C"))
    assert state.contract == "mord" and state.trump == 1 and state.to_act == 0


def test_bettel_has_no_trump_and_trick_contracts_need_one() -> None:
    state = play(deal(dealer=3), bid("four"), PASS, PASS, PASS)
    assert str(error_of(state, declare("bettel", "H"))) == "bettel is played without trump"
    assert error_of(state, declare("five")).code == "missing_field"
    assert error_of(state, declare("five", "X")).code == "bad_suit"


def test_suit_ranking_declaration_must_not_be_lower_in_suit_order() -> None:
    state = play(deal(dealer=3, suit_ranking=True), bid("five", "C"), PASS, PASS, PASS)
    legal = state.legal_actions()
    assert declare("five", "S") not in legal and declare("five", "C") in legal
    assert declare("five", "D") in legal and declare("four", "H") not in legal


# §7 Play ------------------------------------------------------------------------------

def test_declarer_leads_the_first_trick() -> None:
    state = play(deal(dealer=1), PASS, PASS, bid("brandeln"), PASS, declare("four", "S"))
    assert state.to_act == 0


def test_must_follow_suit() -> None:
    state = play(deal(dealer=1), PASS, PASS, bid("brandeln"), PASS, declare("four", "S"),
                 card("AS"), card("JS"), card("QS"), card("9D"), card("TS"), card("KS"),
                 card("7D"), card("TD"), card("KC"), card("AC"), card("JC"))
    assert state.legal_actions() == [card("TC")]
    assert str(error_of(state, card("9S"))) == "must follow suit: you hold clubs"


def test_void_player_must_trump_with_any_trump() -> None:
    state = play(hearts_trump(), card("AS"))
    assert sorted(a["card"] for a in state.legal_actions()) == ["7H", "9H"]
    error = error_of(state, card("AC"))
    assert str(error) == "must trump: you have no spades but hold trumps (hearts)"
    state.apply(card("9H"))
    # no duty to overtrump: seat 2, void in spades, may play any of its trumps
    assert sorted(a["card"] for a in state.legal_actions()) == ["JH", "KH", "TH"]


def test_void_without_trumps_may_play_any_card() -> None:
    state = play(deal(dealer=1), PASS, PASS, bid("brandeln"), PASS, declare("four", "S"),
                 card("AS"), card("JS"), card("QS"))
    assert len(state.legal_actions()) == 7  # seat 3: no spade, no trump


def test_no_duty_to_beat_by_default() -> None:
    state = play(deal(dealer=1), PASS, PASS, bid("brandeln"), PASS, declare("four", "S"),
                 card("TS"))
    assert sorted(a["card"] for a in state.legal_actions()) == ["JS", "KS"]


def test_must_overtake_option_heads_the_trick_in_suit() -> None:
    state = play(hearts_trump(must_overtake=True), card("QH"))
    assert sorted(a["card"] for a in state.legal_actions()) == ["7H", "9H"]  # nothing beats QH
    state.apply(card("9H"))
    assert state.legal_actions() == [card("KH")]
    assert str(error_of(state, card("TH"))) == \
        "must beat the trick: you hold a higher card of hearts"


def test_must_overtake_overtrumps_and_follows_freely_after_a_ruff() -> None:
    state = play(hearts_trump(must_overtake=True), card("AS"), card("7H"))
    assert sorted(a["card"] for a in state.legal_actions()) == ["JH", "KH", "TH"]
    state = play(hearts_trump(must_overtake=True), card("AS"), card("9H"))
    state.apply(card("TH"))
    assert sorted(a["card"] for a in state.legal_actions()) == ["7S", "9S"]


# §7.2 / §11 bettel_overtake: dealer 2, eldest seat 3 holds a Bettel hand; seat 0 holds 7S TS AS.
BETTEL = [["7S", "AS", "TS", "KD", "QD", "JD", "TD"], ["KS", "QS", "AC", "KC", "QC", "JC", "AD"],
          ["JS", "TC", "AH", "KH", "QH", "JH", "TH"], ["9S", "7C", "9C", "7D", "9D", "7H", "9H"]]


def seat_three_leads_9s(contract: str, **options: Any) -> BrandelnDeal:
    """Seat 3 wins the auction with ``contract`` (or all pass) and 9S is led to seat 0."""
    state = deal(BETTEL, dealer=2, **options)
    if contract == "all_pass":
        return play(state, PASS, PASS, PASS, PASS, card("9S"))
    trump = None if contract == "bettel" else "H"
    return play(state, bid(contract), PASS, PASS, PASS, declare(contract, trump), card("9S"))


def test_bettel_overtake_makes_followers_head_a_bettel_trick() -> None:
    state = seat_three_leads_9s("bettel", bettel_overtake=True)
    assert [a["card"] for a in state.legal_actions()] == ["AS", "TS"]
    assert str(error_of(state, card("7S"))) == \
        "must beat the trick: you hold a higher card of spades"
    state.apply(card("TS"))
    assert [a["card"] for a in state.legal_actions()] == ["KS", "QS"]  # both beat TS


def test_bettel_overtake_heads_the_highest_card_so_far_not_the_lead() -> None:
    state = play(seat_three_leads_9s("bettel", bettel_overtake=True), card("AS"), card("KS"))
    assert state.legal_actions() == [card("JS")]  # cannot beat AS: any spade (the only one)


# Seat 3 declares Bettel with 7S JS; seat 0 wins the first trick and leads 9S to him.
DECLARER_HEADS = [["9S", "TS", "QS", "KS", "AS", "AD", "KD"], ["AC", "KC", "QC", "JC", "TC", "JD", "TD"],
                  ["QD", "9H", "TH", "JH", "QH", "KH", "AH"], ["7S", "JS", "7C", "9C", "7D", "9D", "7H"]]


@pytest.mark.parametrize("option,legal", [(True, ["JS"]), (False, ["JS", "7S"])])
def test_bettel_overtake_binds_the_declarer_too(option: bool, legal: list[str]) -> None:
    state = play(deal(DECLARER_HEADS, dealer=2, bettel_overtake=option),
                 bid("bettel"), PASS, PASS, PASS, declare("bettel"),
                 card("7D"), card("AD"), card("JD"), card("QD"),
                 card("9S"), card("AC"), card("AH"))
    assert state.play.tricks_won == [1, 0, 0, 0] and state.to_act == 3
    assert [a["card"] for a in state.legal_actions()] == legal


def test_bettel_without_the_option_keeps_the_default_obligations() -> None:
    state = seat_three_leads_9s("bettel")
    assert [a["card"] for a in state.legal_actions()] == ["AS", "TS", "7S"]


@pytest.mark.parametrize("contract", ["brandeln", "all_pass"])
def test_bettel_overtake_leaves_other_contracts_and_the_all_pass_round_alone(contract: str) -> None:
    state = seat_three_leads_9s(contract, bettel_overtake=True)
    assert [a["card"] for a in state.legal_actions()] == ["AS", "TS", "7S"]


@pytest.mark.parametrize("contract", ["brandeln", "bettel", "all_pass"])
def test_with_must_overtake_the_bettel_option_adds_nothing(contract: str) -> None:
    both = seat_three_leads_9s(contract, must_overtake=True, bettel_overtake=True)
    alone = seat_three_leads_9s(contract, must_overtake=True)
    assert both.legal_actions() == alone.legal_actions() == [card("AS"), card("TS")]


def test_bettel_overtake_option_must_be_a_bool() -> None:
    assert Brandeln.parse_options({})["bettel_overtake"] is False
    with pytest.raises(MalformedInput, match="option bettel_overtake must be true or false"):
        Brandeln.parse_options({"bettel_overtake": "yes"})


def test_card_not_in_hand_is_refused() -> None:
    state = hearts_trump()
    assert str(error_of(state, card("9D"))) == "card 9D is not in your hand"
    assert error_of(state, card("8S")).code == "not_a_card"


def test_seven_tricks_are_always_played() -> None:
    state = play(deal(hands=[["AS", "KS", "QS", "JS", "TS", "9S", "7S"],
                            ["AC", "KC", "QC", "JC", "TC", "9C", "7C"],
                            ["AD", "KD", "QD", "JD", "TD", "9D", "7D"],
                            ["AH", "KH", "QH", "JH", "TH", "9H", "7H"]], dealer=3),
                 bid("mord"), PASS, PASS, PASS, declare("mord", "S"))
    for _ in range(6):
        for _ in range(4):
            state.apply(state.legal_actions()[0])
    assert state.phase == "play" and len(state.play.tricks) == 6  # mord made already: play on


# §8 Trick winner ----------------------------------------------------------------------

def test_highest_trump_wins_else_highest_of_led_suit() -> None:
    state = play(hearts_trump(), card("AS"), card("7H"), card("KH"), card("9S"))
    assert state.play.tricks[-1].winner == 2
    state = play(hearts_trump(), card("AH"), card("7H"), card("KH"), card("9S"))
    assert state.play.tricks[-1].winner == 0


def test_jack_seven_trumps_reorders_the_trump_suit_only() -> None:
    state = play(hearts_trump(jack_seven_trumps=True), card("AH"), card("7H"), card("KH"),
                 card("9S"))
    assert state.play.tricks[-1].winner == 1
    state = play(hearts_trump(jack_seven_trumps=True), card("AH"), card("9H"), card("JH"),
                 card("7S"))
    assert state.play.tricks[-1].winner == 2


# §9 Scoring ---------------------------------------------------------------------------

@pytest.mark.parametrize("contract,tricks,expected", [
    ("brandeln", 3, True), ("brandeln", 2, False), ("four", 4, True), ("four", 3, False),
    ("five", 6, True), ("six", 5, False), ("six", 6, True), ("bettel", 0, True),
    ("bettel", 1, False), ("mord", 7, True), ("mord", 6, False)])
def test_contract_is_made_exactly_per_the_table(contract: str, tricks: int, expected: bool) -> None:
    assert made(contract, tricks) is expected


@pytest.mark.parametrize("tricks,expected", [
    ([2, 1, 3, 1], [0, 1, 0, 1]), ([0, 0, 7, 0], [0, 0, -3, 0]), ([0, 2, 2, 3], [1, 0, 0, 0]),
    ([1, 1, 1, 4], [1, 1, 1, 0]), ([0, 0, 3, 4], [1, 1, 0, 0])])
def test_all_pass_scores_the_fewest_and_punishes_all_seven(tricks: list[int],
                                                           expected: list[int]) -> None:
    assert all_pass_scores(tricks) == expected


def test_declared_value_is_scored_not_the_winning_bid() -> None:
    state = play(deal(dealer=1), PASS, PASS, bid("brandeln"), PASS, declare("six", "S"))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    result = state.result()
    assert result is not None and result["contract"] == "six"
    assert result["score_delta"][0] in (6, -6) and result["score_delta"][1:] == [0, 0, 0]


# §10 End of match ---------------------------------------------------------------------

@pytest.mark.parametrize("scores,target,winner", [
    ([10, 22, -2, 5], 21, 1), ([19, 21, 3, 21], 21, None), ([19, 21, 3, 18], 21, 1),
    ([10, 22, -2, 5], 31, None), ([30, 31, 0, 0], 31, 1), ([-5, 0, 0, 20], 21, None)])
def test_match_ends_when_one_player_alone_tops_the_target(scores: list[int], target: int,
                                                          winner: int | None) -> None:
    assert match_winner(scores, target) == winner


def test_match_deals_on_until_someone_wins_and_rotates_the_dealer() -> None:
    match = Match("brandeln", options={"target": 3}, seed=4)
    bot = get_bot("brandeln", "basic")
    rng = random.Random(0)
    dealers = [match.dealer]
    while not match.over:
        match.play_out(lambda seat: bot(match.view(seat), rng))
        if not match.over:
            match.next_deal()
            dealers.append(match.dealer)
    assert all((b - a) % 4 == 1 for a, b in zip(dealers, dealers[1:]))
    assert match.settled is not None
    scores = match.settled["scores"]
    assert max(scores) >= 3 and scores.count(max(scores)) == 1
    assert match.winner == scores.index(max(scores))


# §12 Actions --------------------------------------------------------------------------

def test_wrong_action_type_for_the_phase_is_illegal() -> None:
    state = deal(dealer=1)
    assert error_of(state, card("QS")).code == "wrong_phase"
    assert error_of(state, declare("four", "S")).code == "wrong_phase"
    assert error_of(state, {"type": "shout"}).code == "wrong_phase"


def test_unknown_bid_and_extra_fields_are_illegal() -> None:
    state = deal(dealer=1)
    assert str(error_of(state, bid("seven"))) == "there is no bid called 'seven'"
    assert error_of(state, {"type": "pass", "bid": "four"}).code == "extra_field"


def test_illegal_action_changes_nothing() -> None:
    state = play(hearts_trump(), card("AS"))
    before = state.view(1)
    error_of(state, card("AC"))
    assert state.view(1) == before


def test_no_action_after_the_deal_is_over() -> None:
    state = deal(dealer=0)
    for _ in range(4):
        state.apply(PASS)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert str(error_of(state, PASS)) == "the deal is over"
    assert state.legal_actions() == [] and state.to_act is None


# Properties over random deals ---------------------------------------------------------

OPTION_SETS = st.fixed_dictionaries({
    "suit_ranking": st.booleans(), "hold": st.booleans(),
    "jack_seven_trumps": st.booleans(), "must_overtake": st.booleans(),
    "bettel_overtake": st.booleans()})


def random_deal(seed: int, options: dict[str, Any], bot: str) -> tuple[BrandelnDeal, list[BrandelnDeal]]:
    """Play a seeded deal to the end; return it and a snapshot before every action."""
    rng = random.Random(seed)
    opts = Brandeln.parse_options(options)
    state = Brandeln.deal(opts, 4, seed % 4, rng, {"scores": [0, 0, 0, 0]})
    choose = get_bot("brandeln", bot)
    snapshots = []
    while (seat := state.to_act) is not None:
        snapshots.append(state.clone())
        state.apply(choose(state.view(seat), rng))
    return state, snapshots


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, bot=st.sampled_from(["random", "basic"]))
def test_every_card_played_once_and_seven_tricks(seed: int, options: dict[str, Any], bot: str) -> None:
    state, _ = random_deal(seed, options, bot)
    played = [c for t in state.play.tricks for c in t.cards]
    assert sorted(played) == list(range(28))
    assert len(state.play.tricks) == 7 and sum(state.play.tricks_won) == 7
    assert all(len(t.cards) == 4 for t in state.play.tricks)
    result = state.result()
    assert result is not None and result["tricks"] == state.play.tricks_won
    if result["declarer"] is None:
        assert result["score_delta"] == all_pass_scores(result["tricks"])
    else:
        nonzero = [s for s in result["score_delta"] if s]
        assert len(nonzero) == 1 and abs(nonzero[0]) == \
            {"brandeln": 3, "four": 4, "five": 5, "six": 6, "bettel": 7, "mord": 8}[result["contract"]]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS)
def test_views_never_show_another_seats_cards(seed: int, options: dict[str, Any]) -> None:
    _, snapshots = random_deal(seed, options, "random")
    for state in snapshots[::5]:
        for seat in range(4):
            view = state.view(seat)
            text = repr({k: v for k, v in view.items() if k not in ("tricks", "trick", "last_trick",
                                                                      "history", "hand")})
            visible = set(view["hand"])
            visible |= {p["card"] for t in view["tricks"] for p in t["cards"]}
            visible |= {p["card"] for p in (view["trick"] or {"cards": []})["cards"]}
            visible |= {a["card"] for a in view["history"] if a["type"] == "play"}
            hidden = {DECK.code(c) for s in range(4) if s != seat for c in state.play.hands[s]}
            assert not hidden & visible
            assert not any(f"'{code}'" in text for code in hidden)
            assert view["hand"] == DECK.sorted_codes(state.play.hands[seat])


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS)
def test_sampled_deals_fit_the_view(seed: int, options: dict[str, Any]) -> None:
    _, snapshots = random_deal(seed, options, "basic")
    rng = random.Random(seed)
    for state in snapshots[::3]:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        sample = Brandeln.sample_deal(view, rng)
        assert sample.view(seat) == view
        assert sorted(c for h in sample.play.hands for c in h) == \
            sorted(c for h in state.play.hands for c in h)


def test_sampling_respects_shown_voids() -> None:
    state = play(hearts_trump(), card("AS"), card("7H"))  # seat 1 showed: no spades
    view = state.view(2)
    rng = random.Random(3)
    for _ in range(50):
        sample = Brandeln.sample_deal(view, rng)
        assert not any(DECK.suit_of[c] == 0 for c in sample.play.hands[1])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS)
def test_saved_match_restores_to_the_same_state(seed: int, options: dict[str, Any]) -> None:
    match = Match("brandeln", options | {"target": 5}, seed=seed)
    bot = get_bot("brandeln", "random")
    rng = random.Random(seed)
    for _ in range(rng.randrange(10, 80)):
        if match.over:
            break
        if match.deal.is_over:
            match.next_deal()
        match.play_turn(lambda seat: bot(match.view(seat), rng))
        restored = Match.from_json(match.to_json())
        assert all(restored.view(s) == match.view(s) for s in range(4))


def test_clone_is_independent() -> None:
    state = hearts_trump()
    copy = state.clone()
    copy.apply(card("AS"))
    assert state.to_act == 0 and len(state.play.hands[0]) == 7
    assert copy.to_act == 1 and len(copy.play.hands[0]) == 6


# The basic bot when Bettel is played with heading (§7.2, §11 bettel_overtake) -----------

def seat_zero_holding(codes: str, **options: Any) -> BrandelnDeal:
    """Dealer 3, so seat 0 speaks first; the other cards go round in deck order."""
    hand = codes.split()
    rest = [c for c in DECK.codes if c not in hand]
    return deal([hand, rest[0:7], rest[7:14], rest[14:21]], dealer=3, **options)


def basic_decides(state: BrandelnDeal) -> dict[str, Any]:
    seat = state.to_act
    assert seat is not None
    return get_bot("brandeln", "basic")(state.view(seat), random.Random(0))


SINGLE_JACK = "7S 9S 7C 9C TC 7D JH"  # hearts: a lone jack, no 7 or 9 to duck with


@pytest.mark.parametrize("options, action", [
    ({}, PASS),
    ({"bettel_overtake": True}, bid("bettel")),
    ({"must_overtake": True}, bid("bettel")),
])
def test_basic_bids_bettel_with_a_lone_high_card_only_when_the_followers_must_head(
        options: dict[str, Any], action: dict[str, Any]) -> None:
    assert basic_decides(seat_zero_holding(SINGLE_JACK, **options)) == action


@pytest.mark.parametrize("options, lead", [({}, "7D"), ({"bettel_overtake": True}, "9D")])
def test_basic_bettel_declarer_leads_a_card_that_heading_makes_safe(
        options: dict[str, Any], lead: str) -> None:
    state = play(seat_zero_holding("7S 9S TS JS QS 7D 9D", **options),
                 bid("bettel"), PASS, PASS, PASS, declare("bettel"))
    assert basic_decides(state) == card(lead)  # the short suit: its low card, or its high one


def test_the_arena_takes_bettel_overtake() -> None:
    summary = run_arena("brandeln", deals=6, seed=3, lineup=["basic"] * 4,
                        options={"bettel_overtake": True})
    assert summary["errors"] == 0 and summary["options"]["bettel_overtake"] is True
