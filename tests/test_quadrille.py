"""Quadrille, clause by clause (section numbers are those of ``shared/rules/quadrille.md``)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game import IllegalAction, MalformedInput
from game.quadrille import (CARD_ORDERS, DECK, RULES, SUITS, TRUMP, Quadrille, QuadrilleDeal,
                            callable_cards, outcome_of, pot_shares, settle_chips)
from game.scenario import run

SCENARIOS = Path(__file__).parent / "scenarios" / "quadrille"


def scenario(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    return data


def replay(name: str, upto: int | None = None) -> QuadrilleDeal:
    """The deal of a scenario file after its first ``upto`` actions (all by default)."""
    data = scenario(name)
    state = Quadrille.from_scenario(data)
    for action in data["actions"][:upto]:
        state.apply({k: v for k, v in action.items() if k != "seat"})
    return state


def deal(hands: list[str], dealer: int = 3, pot: int = 0, **options: Any) -> QuadrilleDeal:
    return QuadrilleDeal(Quadrille.parse_options(options), dealer,
                         [DECK.cards(h.split()) for h in hands], pot, [0] * 4)


def play(state: QuadrilleDeal, *actions: dict[str, Any]) -> QuadrilleDeal:
    for action in actions:
        state.apply(action)
    return state


PASS = {"type": "pass"}
ANNOUNCE = {"type": "announce"}
SILENT = {"type": "silent"}


def bid(name: str, rise: Any = None) -> dict[str, Any]:
    return {"type": "bid", "bid": name} | ({} if rise is None else {"raise": rise})


def declare(trump: Any, call: Any = None) -> dict[str, Any]:
    return {"type": "declare", "trump": trump} | ({} if call is None else {"call": call})


def card(code: str) -> dict[str, Any]:
    return {"type": "play", "card": code}


def cards(state: QuadrilleDeal, *codes: str) -> QuadrilleDeal:
    return play(state, *map(card, codes))


def error_of(state: QuadrilleDeal, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    return caught.value


def legal(trump: str, led: list[str], hand: str, must_trump: bool = False) -> list[str]:
    return DECK.to_codes(RULES[trump].legal(DECK.cards(hand.split()), DECK.cards(led), must_trump))


# Base A of the scenarios: hearts trump, seat 0 declares (dealer 3); no Kings in seat 0.
A_HANDS = ["AS 3H 2H 7D 3D 2C 6C 2S 6S JC", "4H JH KH 6D 2D 3C 7C 3S 7S JD",
           "5H QH AH 5D QD AD 4C KC 4S QS", "6H 7H AC KD 4D QC 5C KS 5S JS"]


def alliance_a(call: str = "KC") -> QuadrilleDeal:
    return play(deal(A_HANDS), bid("alliance"), PASS, PASS, PASS, declare("H", call))


# §3 Deck & card order ------------------------------------------------------------------

def test_deck_has_40_cards_without_eights_nines_tens() -> None:
    assert len(DECK) == 40
    assert not any(code[0] in "89T" for code in DECK.codes)
    assert {code[1] for code in DECK.codes} == set("SCHD")


@pytest.mark.parametrize("trump", list("SCHD"))
def test_each_trump_table_lists_all_40_cards_once(trump: str) -> None:
    listed = [code for order in CARD_ORDERS[trump].values() for code in order.split()]
    assert sorted(listed) == sorted(DECK.codes)


@pytest.mark.parametrize("trump, count", [("S", 11), ("C", 11), ("H", 12), ("D", 12)])
def test_black_suits_have_11_trumps_red_suits_12(trump: str, count: int) -> None:
    assert sum(1 for c in range(40) if RULES[trump].suit[c] == TRUMP) == count


def strength_order(trump: str, suit: int) -> list[str]:
    """The cards of one effective suit, strongest first, as the engine ranks them."""
    members = [c for c in range(40) if RULES[trump].suit[c] == suit]
    return DECK.to_codes(sorted(members, key=lambda c: -RULES[trump].power[c]))


@pytest.mark.parametrize("trump", list("SCHD"))
def test_card_orders_follow_the_pattern_of_3_2(trump: str) -> None:
    """The summary under the tables, rebuilt independently of them."""
    black, red = "KQJ765432", "KQJA234567"
    if trump in "SC":
        trumps = ["AS", "2" + trump, "AC"] + [r + trump for r in "KQJ76543"]
    else:
        trumps = ["AS", "7" + trump, "AC", "A" + trump] + [r + trump for r in "KQJ23456"]
    assert strength_order(trump, TRUMP) == trumps
    for suit in SUITS.replace(trump, ""):
        plain = [r + suit for r in (black if suit in "SC" else red)]
        assert strength_order(trump, SUITS.index(suit)) == plain


def test_example_e1_hearts_trump_order() -> None:
    assert strength_order("H", TRUMP) == "AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H".split()
    assert strength_order("H", SUITS.index("D")) == "KD QD JD AD 2D 3D 4D 5D 6D 7D".split()
    assert strength_order("H", SUITS.index("S")) == "KS QS JS 7S 6S 5S 4S 3S 2S".split()


@pytest.mark.parametrize("trump, manille, punto", [("S", "2S", None), ("C", "2C", None),
                                                    ("H", "7H", "AH"), ("D", "7D", "AD")])
def test_matadors_and_punto_per_trump_suit(trump: str, manille: str, punto: str | None) -> None:
    rules = RULES[trump]
    assert DECK.to_codes(rules.matadors) == ["AS", manille, "AC"]
    assert [rules.names[DECK.card(c)] for c in ("AS", manille, "AC")] == \
        ["Spadille", "Manille", "Basto"]
    punto_cards = [DECK.code(c) for c in range(40) if rules.names[c] == "Punto"]
    assert punto_cards == ([punto] if punto else [])
    if punto:
        assert rules.matador[DECK.card(punto)] == -1


def test_effective_suit_examples_of_3_3() -> None:
    suit = RULES["H"].suit
    assert [suit[DECK.card(c)] for c in ("AS", "AC", "7H")] == [TRUMP] * 3
    assert suit[DECK.card("KS")] == SUITS.index("S")
    assert suit[DECK.card("2C")] == SUITS.index("C")


@pytest.mark.parametrize("trump", list("SCHD"))
def test_spadille_and_basto_are_trumps_whatever_the_suit(trump: str) -> None:
    assert RULES[trump].suit[DECK.card("AS")] == TRUMP
    assert RULES[trump].suit[DECK.card("AC")] == TRUMP


# §4 Deal and §5 stakes --------------------------------------------------------------

def test_deal_gives_packets_of_three_four_three_from_the_eldest_hand() -> None:
    options = Quadrille.parse_options({})
    state = Quadrille.deal(options, 4, dealer=1, rng=random.Random(8),
                           match=Quadrille.new_match(options, 4))
    order = list(range(40))
    random.Random(8).shuffle(order)
    expected: list[list[int]] = [[], [], [], []]
    position = 0
    for packet in (3, 4, 3):
        for seat in (2, 3, 0, 1):
            expected[seat] += order[position:position + packet]
            position += packet
    assert state.play.hands == expected


def test_every_player_antes_one_unit_into_the_pot() -> None:
    state = deal(A_HANDS, pot=3, ante=2)
    assert state.to_pot == [2, 2, 2, 2] and state.pot == 11


def replay_with(name: str, pot: int, upto: int | None = None, **options: Any) -> QuadrilleDeal:
    """A scenario file's deal with other options and another carried pot."""
    data = scenario(name) | {"options": options, "setup": {"pot": pot}}
    state = Quadrille.from_scenario(data)
    for action in data["actions"][:upto]:
        state.apply({k: v for k, v in action.items() if k != "seat"})
    return state


@pytest.mark.parametrize("pot, ante, unit", [(0, 1, 1), (0, 3, 3), (30, 2, 9), (5, 1, 2),
                                             (3, 1, 1), (12, 1, 4)])
def test_quarter_stakes_unit_is_a_quarter_of_the_pot_after_the_antes_rounded_down(
        pot: int, ante: int, unit: int) -> None:
    state = deal(A_HANDS, pot=pot, ante=ante, unit="quarter_stakes")
    assert state.unit == unit and state.view(0)["unit"] == unit


def test_by_default_a_unit_is_one_ante_whatever_the_pot() -> None:
    assert deal(A_HANDS, pot=30, ante=2).unit == 2
    assert Quadrille.parse_options({})["unit"] == "ante"


def test_quarter_stakes_antes_stay_ante_chips() -> None:
    state = deal(A_HANDS, pot=30, ante=2, unit="quarter_stakes")
    assert state.to_pot == [2, 2, 2, 2] and state.pot == 38


def test_quarter_stakes_raise_is_counted_in_the_unit_which_stays_fixed() -> None:
    state = replay_with("solo_made_with_raise", 12, upto=4, unit="quarter_stakes")
    assert state.to_pot == [1, 1, 5, 1]  # raise 1 unit = 4 chips
    assert state.unit == 4  # the raise in the pot does not change the unit of the deal


def test_quarter_stakes_vole_stakes_are_one_unit_each() -> None:
    state = play(replay_with("solo_stop_or_vole_choice", 8, unit="quarter_stakes"),
                 {"type": "vole"})
    assert state.to_pot == [4, 4, 4, 4] and state.pot == 8 + 16


def test_quarter_stakes_remise_stake_is_one_unit() -> None:
    result = replay_with("alliance_remise", 6, ante=2, unit="quarter_stakes").result()
    assert result is not None
    assert result["to_pot"] == [5, 2, 2, 2] and result["carry_out"] == 17


def test_quarter_stakes_e5_a_lost_solo_costs_nine_chips_to_each_other_seat() -> None:
    result = replay("unit_quarter_stakes_e5_lost_solo").result()
    assert result is not None and result["outcome"] == "lost" and result["declarer"] == 0
    assert result["score_delta"] == [-2 - 3 * 9, -2 + 9, -2 + 9, -2 + 9]


@pytest.mark.parametrize("name, pot, delta", [
    ("solo_made_with_raise", 12, [-17, -17, 63, -17]),   # u 4: each opponent pays 4 units
    ("vole_made", 5, [-15, 50, -15, -15]),               # u 2: 6 units each
    ("vole_failed_e10", 8, [-8, -8, -8, 32]),            # u 3: 4 units each, pot 24 split
    ("alliance_made_e9_odd_chip", 4, [7, -5, 7, -5]),    # u 2: MAT 2, W = 8 + 8, split 8/8
    ("alliance_lost_open_partner", 8, [-7, 2, -1, 2]),   # u 3 to each opponent, partner free
])
def test_quarter_stakes_payments_of_10_2_are_counted_in_the_unit(
        name: str, pot: int, delta: list[int]) -> None:
    result = replay_with(name, pot, unit="quarter_stakes").result()
    assert result is not None and result["score_delta"] == delta
    assert sum(delta) == result["carry_in"] - result["carry_out"]


def test_quarter_stakes_with_nothing_carried_settles_like_the_default() -> None:
    for name in ("solo_made_with_raise", "vole_made", "alliance_remise", "alliance_lost_secret_partner"):
        assert replay_with(name, 0, unit="quarter_stakes").result() == replay_with(name, 0).result()


def test_unit_option_accepts_only_ante_or_quarter_stakes() -> None:
    with pytest.raises(MalformedInput, match="option unit must be one of ante, quarter_stakes"):
        Quadrille.parse_options({"unit": "half"})


# §6 Auction ----------------------------------------------------------------------------

def test_example_e8_auction_with_raises() -> None:
    state = play(deal(A_HANDS, dealer=0), bid("alliance", 0), bid("alliance", 1), bid("solo", 0),
                 PASS, PASS, bid("solo", 1), PASS)
    assert (state.phase, state.declarer, state.contract, state.rise) == \
        ("declaration", 2, "solo", 1)
    assert state.to_pot == [1, 1, 2, 1] and state.pot == 5  # the raise is paid at once


def test_the_holder_of_the_highest_bid_is_skipped_until_outbid() -> None:
    state = play(deal(A_HANDS, dealer=3), bid("alliance"), PASS)
    assert state.to_act == 2
    play(state, PASS)
    assert state.to_act == 3  # seat 0 holds the bid and does not speak
    play(state, bid("solo"))
    assert state.to_act == 0


def test_raise_defaults_to_zero_and_legal_bids_list_each_raise() -> None:
    state = play(deal(A_HANDS, max_raise=1), bid("alliance"))
    assert state.high == (1, 0)
    assert state.legal_actions() == [PASS, bid("alliance", 1), bid("solo", 0), bid("solo", 1)]


def test_max_raise_zero_leaves_one_bid_per_level() -> None:
    assert deal(A_HANDS, max_raise=0).legal_actions() == [PASS, bid("alliance", 0), bid("solo", 0)]


@pytest.mark.parametrize("action, message", [
    (bid("misere"), "there is no bid called 'misere'"),
    (bid("solo", 5), "raise must be a whole number from 0 to 4"),
    (bid("solo", -1), "raise must be a whole number from 0 to 4"),
    (bid("solo", 1.0), "raise must be a whole number from 0 to 4"),
    (bid("solo", True), "raise must be a whole number from 0 to 4"),
    ({"type": "bid"}, "bid needs a 'bid' field"),
    ({"type": "pass", "bid": "solo"}, "pass takes no 'bid' field"),
    (card("AS"), "play is not possible now: the deal is in the auction"),
])
def test_malformed_or_unknown_bids_are_illegal(action: dict[str, Any], message: str) -> None:
    assert str(error_of(deal(A_HANDS), action)) == message


def test_a_bid_must_be_strictly_higher() -> None:
    state = play(deal(A_HANDS), bid("solo"))
    assert str(error_of(state, bid("solo"))) == "bid must be higher than solo"
    assert str(error_of(state, bid("alliance", 4))) == "bid must be higher than solo"
    state = play(deal(A_HANDS), bid("alliance", 1))
    error = error_of(state, bid("alliance", 1))
    assert str(error) == "bid must be higher than alliance +1"
    assert error.code == "bid_too_low" and error.params == {"high": bid("alliance", 1)}


def test_all_pass_redeal_ends_the_deal_and_carries_the_pot() -> None:
    state = play(deal(A_HANDS, pot=5), PASS, PASS, PASS, PASS)
    result = state.result()
    assert state.is_over and result is not None
    assert (result["outcome"], result["carry_out"], result["score_delta"]) == \
        ("passed_out", 9, [-1, -1, -1, -1])


def test_forced_spadille_makes_the_spadille_holder_declare_an_alliance() -> None:
    hands = A_HANDS[1:] + A_HANDS[:1]  # AS now with seat 3
    state = play(deal(hands, all_pass="forced_spadille"), PASS, PASS, PASS, PASS)
    assert (state.phase, state.to_act, state.contract, state.forced, state.rise) == \
        ("declaration", 3, "alliance", True, 0)
    assert all("call" in a for a in state.legal_actions())


# §7 Declaration and the partner's choice ----------------------------------------------

def test_callable_cards_are_the_kings_not_held_in_any_suit_trumps_included() -> None:
    hand = DECK.cards(["KS", "KH", "QC"])
    assert DECK.to_codes(callable_cards(hand, "C")) == ["KC", "KD"]


def test_holding_every_king_calls_a_queen_not_of_trumps() -> None:
    hand = DECK.cards(["KS", "KC", "KH", "KD", "QH"])
    assert DECK.to_codes(callable_cards(hand, "S")) == ["QC", "QD"]
    assert DECK.to_codes(callable_cards(hand, "D")) == ["QS", "QC"]


def test_the_trump_queen_only_with_the_other_three_queens() -> None:
    hand = DECK.cards(["KS", "KC", "KH", "KD", "QS", "QC", "QH"])
    assert DECK.to_codes(callable_cards(hand, "D")) == ["QD"]
    assert DECK.to_codes(callable_cards(hand, "H")) == ["QD"]


def test_holding_every_king_and_queen_calls_a_jack_by_the_same_rule() -> None:
    hand = DECK.cards(["KS", "KC", "KH", "KD", "QS", "QC", "QH", "QD", "JS", "JC"])
    assert DECK.to_codes(callable_cards(hand, "S")) == ["JH", "JD"]
    hand = DECK.cards(["KS", "KC", "KH", "KD", "QS", "QC", "QH", "QD", "JS", "JH"])
    assert DECK.to_codes(callable_cards(hand, "H")) == ["JC", "JD"]


def test_declaration_order_is_trump_then_call_in_suit_order() -> None:
    state = play(deal(A_HANDS), bid("alliance"), PASS, PASS, PASS)
    assert state.legal_actions()[:5] == [declare("S", "KS"), declare("S", "KC"),
                                         declare("S", "KH"), declare("S", "KD"),
                                         declare("C", "KS")]


@pytest.mark.parametrize("hand, trump, call, message", [
    ("KS 2S 3S 4S 5S 6S 7S JS QS AS", "H", "KS",
     "illegal call: you must call a King you do not hold"),
    ("KS KC KH KD QS 2S 3S 4S 5S 6S", "S", "QS",
     "illegal call: you hold every King: call a Queen you do not hold, not of trumps"),
    ("KS KC KH KD QS QC QH 2S 3S 4S", "D", "QH",
     "illegal call: you hold every King and every other Queen: call the Queen of trumps"),
    ("KS KC KH KD QS QC QH QD 2S 3S", "D", "JD",
     "illegal call: you hold every King and Queen: call a Jack you do not hold, not of trumps"),
])
def test_illegal_calls_say_which_rule_applies(hand: str, trump: str, call: str,
                                              message: str) -> None:
    rest = [c for c in DECK.codes if c not in hand.split()]
    hands = [hand] + [" ".join(rest[i:i + 10]) for i in range(0, 30, 10)]
    state = play(deal(hands), bid("alliance"), PASS, PASS, PASS)
    error = error_of(state, declare(trump, call))
    assert str(error) == message and error.code == "illegal_call"


@pytest.mark.parametrize("action, message", [
    (declare("X", "KC"), "'X' is not a suit (S, C, H or D)"),
    (declare(None, "KC"), "None is not a suit (S, C, H or D)"),
    (declare("SC", "KC"), "'SC' is not a suit (S, C, H or D)"),
    (declare("", "KC"), "'' is not a suit (S, C, H or D)"),
    (declare(["S"], "KC"), "['S'] is not a suit (S, C, H or D)"),
    (declare("S", ["KC"]), "['KC'] is not a card of this game"),
    ({"type": "declare", "call": "KC"}, "declare needs a 'trump' field"),
    (declare("H"), "an alliance must call a card"),
    (declare("H") | {"call": None}, "an alliance must call a card"),
    (declare("H", "ZZ"), "'ZZ' is not a card of this game"),
    (declare("H", "KC") | {"partner": 2}, "declare takes no 'partner' field"),
    (bid("solo"), "bid is not possible now: the deal is in the declaration"),
])
def test_declaration_errors(action: dict[str, Any], message: str) -> None:
    state = play(deal(A_HANDS), bid("alliance"), PASS, PASS, PASS)
    assert str(error_of(state, action)) == message


def test_a_solo_calls_no_card() -> None:
    state = play(deal(A_HANDS), bid("solo"), PASS, PASS, PASS)
    assert str(error_of(state, declare("H", "KC"))) == "a solo calls no card"
    play(state, declare("H") | {"call": None})
    assert (state.phase, state.to_act, state.partner) == ("play", 0, None)


def test_the_holder_of_the_called_card_chooses_once_then_the_declarer_leads() -> None:
    state = alliance_a("KC")
    assert (state.phase, state.to_act, state.partner) == ("partner", 2, 2)
    assert state.legal_actions() == [ANNOUNCE, SILENT]
    assert str(error_of(state, card("5H"))) == \
        "play is not possible now: the deal is in the partner's choice"
    play(state, SILENT)
    assert (state.phase, state.to_act, state.partner_open) == ("play", 0, False)
    assert str(error_of(state, ANNOUNCE)) == "announce is not possible now: the deal is in the play"


# §8 Play -----------------------------------------------------------------------------

def test_no_duty_to_beat_any_card_of_the_suit_follows() -> None:
    assert legal("H", ["KD"], "2D 7D QS AC") == ["2D", "7D"]


def test_void_in_the_led_suit_plays_anything() -> None:
    assert legal("H", ["KD"], "QS AC 3H 2C") == ["QS", "AC", "3H", "2C"]


def test_e3_spadille_is_not_a_spade() -> None:
    assert legal("D", ["KS"], "AS 2S 6S 3H") == ["2S", "6S"]


def test_e2_basto_is_not_a_club() -> None:
    assert legal("H", ["5C"], "AC QS 7S JD") == ["AC", "QS", "7S", "JD"]


def test_trump_led_must_be_followed_with_any_trump_held() -> None:
    assert legal("S", ["KS"], "3S AC QH") == ["3S", "AC"]


@pytest.mark.parametrize("trump, led, hand, expected", [
    # a lower matador or an ordinary trump led never forces a matador
    ("H", "KH", "AC 5S QS", ["AC", "5S", "QS"]),
    ("C", "AC", "2C 3H", ["2C", "3H"]),             # E6: Basto led, lone Manille free
    ("S", "2S", "AS QH", ["AS", "QH"]),             # E6: Manille led, lone Spadille free
    ("H", "AH", "AC 5S QS", ["AC", "5S", "QS"]),    # E4: Punto has no privilege
    ("D", "AS", "AC 2C 3H 4S", ["AC"]),             # E5: Spadille forces a lone Basto
    ("S", "AS", "2S QH", ["2S"]),                   # Spadille forces a lone Manille
    ("S", "AS", "2S AC QH", ["2S", "AC"]),          # forced: either matador
    ("S", "2S", "AC 3H", ["AC"]),                   # Manille forces a lone Basto
    ("S", "2S", "AC 3S 3H", ["AC", "3S"]),          # E5: an ordinary trump held
    ("C", "2C", "AS AC 4H", ["AS", "AC"]),          # Manille forces Basto: any trump
])
def test_matadors_privilege_and_forcing(trump: str, led: str, hand: str,
                                        expected: list[str]) -> None:
    assert legal(trump, [led], hand) == expected


def test_a_higher_matador_played_later_forces_nothing() -> None:
    assert legal("C", ["5C", "AS"], "2C 3H 4D") == ["2C", "3H", "4D"]


def test_must_trump_option_forces_any_trump_when_void() -> None:
    assert legal("H", ["KS"], "AC 4H QD", must_trump=True) == ["AC", "4H"]
    assert legal("H", ["KS"], "AC 4H QD") == ["AC", "4H", "QD"]


def test_must_trump_leaves_a_player_with_only_matadors_free() -> None:
    assert legal("H", ["KS"], "AS AC QD", must_trump=True) == ["AS", "AC", "QD"]


def test_must_trump_does_not_override_following_suit() -> None:
    assert legal("H", ["KS"], "2S 4H", must_trump=True) == ["2S"]


@pytest.mark.parametrize("trump, trick, winner", [
    ("H", ["5C", "AC", "QC", "6C"], 1),             # E7: only trump
    ("H", ["QS", "KS", "3S", "3H"], 3),             # E7: a trump beats every plain card
    ("H", ["JD", "2S", "7C", "2D"], 0),             # E7: only the led suit counts
    ("H", ["KH", "AH", "7H", "AS"], 3),             # Spadille over Manille over Punto
    ("D", ["6D", "2D", "AD", "KD"], 2),             # Punto over the King
    ("S", ["7H", "6H", "3H", "2H"], 3),             # low red numbers beat high ones
    ("S", ["7H", "AH", "6H", "JH"], 3),             # a plain red ace sits below the jack
])
def test_trick_winner_highest_trump_else_highest_of_the_led_suit(trump: str, trick: list[str],
                                                                 winner: int) -> None:
    assert RULES[trump].winner(DECK.cards(trick)) == winner


def test_the_declarer_leads_to_the_first_trick() -> None:
    state = play(alliance_a("KC"), ANNOUNCE)
    assert state.to_act == 0 == state.declarer


@pytest.mark.parametrize("actions, message, code", [
    (["AS", "KS"], "card KS is not in your hand", "not_in_hand"),
    (["AS", "6D"], "must follow trumps: you hold a trump", "must_follow_trumps"),
    (["AS", "4H", "5H", "6H", "7D", "3C"], "must follow suit: you hold diamonds", "must_follow"),
])
def test_play_errors_name_the_rule(actions: list[str], message: str, code: str) -> None:
    state = play(alliance_a("KC"), ANNOUNCE)
    cards(state, *actions[:-1])
    error = error_of(state, card(actions[-1]))
    assert (str(error), error.code) == (message, code)


def test_forced_matador_messages_name_the_cards() -> None:
    state = replay("matador_forced_basto_e5", upto=6)
    error = error_of(state, card("2C"))
    assert str(error) == "Basto is forced: Spadille was led and Basto is your only trump"
    assert error.params == {"led": "AS", "held": ["AC"]}
    hands = ["AS KS QS JS 7S 6S 5S 4S 3S KH", "2S AC QH JH AH 2H 3H 4H 5H 6H",
             "KC QC JC 7C 6C 5C 4C 3C 2C 7H", "KD QD JD AD 2D 3D 4D 5D 6D 7D"]
    state = play(deal(hands), bid("solo"), PASS, PASS, PASS, declare("S"), card("AS"))
    assert state.legal_actions() == [card("2S"), card("AC")]
    assert str(error_of(state, card("QH"))) == \
        "a matador is forced: Spadille was led and Manille and Basto are your only trumps"


def test_an_illegal_action_changes_nothing() -> None:
    state = play(alliance_a("KC"), ANNOUNCE, card("AS"))
    before = state.view(1)
    error_of(state, card("6D"))
    assert state.view(1) == before


def test_all_ten_tricks_are_played_when_the_result_is_decided() -> None:
    state = replay("alliance_made_three_matadors_silent")
    assert len(state.play.tricks) == 10 and state.play.tricks_won == [1, 1, 3, 5]


def test_no_action_after_the_deal_is_over() -> None:
    state = replay("solo_stop")
    assert str(error_of(state, card("KH"))) == "the deal is over"


# §9 Stop or Vole ----------------------------------------------------------------------

def test_six_straight_tricks_in_a_solo_offer_stop_or_vole() -> None:
    state = replay("solo_stop_or_vole_choice")
    assert (state.phase, state.to_act) == ("stop_or_vole", 1)
    assert str(error_of(state, card("KH"))) == \
        "play is not possible now: the deal is in the stop-or-vole choice"


def test_vole_adds_one_unit_each_and_the_declarer_leads_on() -> None:
    state = play(replay("solo_stop_or_vole_choice"), {"type": "vole"})
    assert (state.contract, state.phase, state.to_act, state.pot) == ("vole", "play", 1, 8)


def test_the_stop_or_vole_choice_is_told_in_chips() -> None:
    """§9, §10.2: the page words the choice from these (a unit of 3 chips under quarter stakes,
    pot 8 carried + 4 antes); the vole stake is one unit from each of the four players."""
    state = replay("solo_stop_or_vole_choice")
    assert state.view(0)["stop_or_vole"] == {
        "stop": {"pot": 4, "each": 4}, "vole": {"stake": 1, "pot": 8, "made_each": 6, "failed_each": 4}}
    quarter = replay_with("solo_stop_or_vole_choice", 8, unit="quarter_stakes")
    assert quarter.view(1)["stop_or_vole"] == {
        "stop": {"pot": 12, "each": 12}, "vole": {"stake": 3, "pot": 24, "made_each": 18, "failed_each": 12}}
    assert play(state, {"type": "vole"}).view(1)["stop_or_vole"] is None


@pytest.mark.parametrize("choice", ["stop", "vole"])
@pytest.mark.parametrize("seed", range(6))
def test_the_chips_told_at_the_stop_or_vole_choice_are_the_chips_paid(choice: str, seed: int) -> None:
    state = replay_with("solo_stop_or_vole_choice", seed * 3, unit="quarter_stakes" if seed % 2 else "ante")
    told, staked = state.view(2)["stop_or_vole"][choice], list(state.to_pot)
    state.apply({"type": choice})
    if choice == "vole":
        assert [after - before for after, before in zip(state.to_pot, staked)] == [told["stake"]] * 4
        assert state.pot == told["pot"]
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    result = state.result()
    assert result is not None
    payments = state.view(2)["payments"]
    paid = {p["chips"] for p in payments if p["why"] == result["outcome"]}
    if choice == "stop":
        assert result["outcome"] == "made" and paid == {told["each"]}
        assert sum(p["chips"] for p in payments if p["why"] == "pot_won") == told["pot"] + 3 * told["each"]
    else:
        assert paid == {told["made_each"] if result["outcome"] == "vole_made" else told["failed_each"]}


def test_no_choice_in_an_alliance_even_after_six_straight_tricks() -> None:
    data = scenario("solo_stop_or_vole_choice")
    state = Quadrille.from_scenario(data)
    play(state, bid("alliance"), PASS, PASS, PASS, declare("S", "KC"), SILENT)
    for action in data["actions"][5:]:
        state.apply({k: v for k, v in action.items() if k != "seat"})
    assert state.play.tricks_won[1] == 6 and (state.phase, state.to_act) == ("play", 1)


def test_no_choice_when_the_declarer_lost_one_of_the_first_six() -> None:
    state = replay("solo_made_with_raise", upto=5 + 24)
    assert len(state.play.tricks) == 6 and state.phase == "play"


# §10 Scoring --------------------------------------------------------------------------

@pytest.mark.parametrize("contract, tricks, mat, forced, expected", [
    ("alliance", 6, 0, False, ("made", 1)), ("alliance", 7, 1, False, ("made", 1)),
    ("alliance", 6, 2, False, ("made", 2)), ("alliance", 10, 3, False, ("made", 3)),
    ("solo", 6, 3, False, ("made", 4)), ("vole", 10, 3, False, ("vole_made", 6)),
    ("vole", 9, 3, False, ("vole_failed", 4)), ("solo", 5, 0, False, ("remise", 1)),
    ("alliance", 5, 2, True, ("remise", 1)), ("alliance", 4, 0, False, ("lost", 1)),
    ("solo", 3, 0, False, ("lost", 1)), ("alliance", 2, 0, False, ("lost_heavy", 1)),
    ("solo", 0, 0, False, ("lost_heavy", 1)), ("alliance", 2, 0, True, ("lost", 1)),
    (None, 0, 0, False, ("passed_out", 0)),
])
def test_outcomes_and_units_table_of_10_2(contract: str | None, tricks: int, mat: int,
                                          forced: bool, expected: tuple[str, int]) -> None:
    assert outcome_of(contract, tricks, mat, forced) == expected


# The worked figures of 10.3 (u = 1, no carry-in, no raise): declarer 0, partner 1.
@pytest.mark.parametrize("outcome, units, side, partner_open, stakes, delta, carry_out", [
    ("made", 1, [0, 1], True, 1, [2, 2, -2, -2], 0),
    ("made", 2, [0, 1], False, 1, [3, 3, -3, -3], 0),
    ("made", 3, [0, 1], True, 1, [4, 4, -4, -4], 0),
    ("made", 4, [0], None, 1, [15, -5, -5, -5], 0),
    ("vole_made", 6, [0], None, 2, [24, -8, -8, -8], 0),
    ("vole_failed", 4, [0], None, 2, [10, -4, -4, -4], 2),
    ("remise", 1, [0, 1], False, 1, [-2, -1, -1, -1], 5),
    ("lost", 1, [0, 1], False, 1, [-4, 0, 0, 0], 4),
    ("lost", 1, [0], None, 1, [-4, 0, 0, 0], 4),
    ("lost", 1, [0, 1], True, 1, [-3, -1, 0, 0], 4),
    ("lost_heavy", 1, [0, 1], True, 1, [-4, 0, 0, 0], 4),
    ("passed_out", 0, [], None, 1, [-1, -1, -1, -1], 4),
])
def test_worked_figures_of_10_3(outcome: str, units: int, side: list[int],
                                partner_open: bool | None, stakes: int, delta: list[int],
                                carry_out: int) -> None:
    _, got, carried = settle_chips(outcome, units, 1, side, partner_open, 0, [stakes] * 4)
    assert (got, carried) == (delta, carry_out)


def test_payments_scale_with_the_ante_and_the_pot_includes_raise_and_carry() -> None:
    to_pot, delta, carry = settle_chips("made", 4, 3, [2], None, 7, [3, 3, 6, 3])
    assert to_pot == [3, 3, 6, 3] and carry == 0
    assert delta == [-15, -15, 7 + 15 + 36 - 6, -15]


def test_an_odd_pot_gives_the_odd_chip_to_the_declarer() -> None:
    _, delta, _ = settle_chips("made", 1, 1, [3, 1], False, 1, [1, 1, 1, 1])
    assert delta == [-2, 2, -2, 3]  # W = 5 + 2 = 7: declarer 4, partner 3


def test_a_failed_vole_carries_the_odd_chips() -> None:
    _, delta, carry = settle_chips("vole_failed", 4, 1, [1], None, 3, [2, 2, 2, 2])
    assert carry == 11 % 3 and delta == [-6 + 3, 10, -3, -3]


def test_matadors_count_only_in_the_side_tricks() -> None:
    assert replay("alliance_made_e9_odd_chip").side_matadors() == 2  # Basto went to seat 1
    assert replay("alliance_remise").side_matadors() == 3            # seat 1 is the partner


def test_result_has_every_field_of_10_4_with_its_type() -> None:
    result = replay("alliance_made_e9_odd_chip").result()
    assert result is not None
    kinds = {"contract": str, "declarer": int, "trump": str, "called": str, "partner": int,
             "partner_open": bool, "forced": bool, "raise": int, "tricks": list,
             "side_tricks": int, "matadors": int, "outcome": str, "made": bool, "units": int,
             "to_pot": list, "carry_in": int, "carry_out": int, "score_delta": list}
    assert list(result) == list(kinds)
    assert all(isinstance(result[k], kind) for k, kind in kinds.items())


# §11 End of match ---------------------------------------------------------------------

@pytest.mark.parametrize("pot, eldest, shares", [
    (0, 0, [0, 0, 0, 0]), (8, 2, [2, 2, 2, 2]), (7, 3, [2, 2, 1, 2]), (3, 1, [0, 1, 1, 1]),
])
def test_the_leftover_pot_is_shared_odd_chips_from_the_eldest_hand(pot: int, eldest: int,
                                                                   shares: list[int]) -> None:
    assert pot_shares(pot, eldest) == shares


def test_settle_carries_the_pot_until_the_last_deal() -> None:
    options = Quadrille.parse_options({"deals": 8})
    passed = replay("passed_out_redeal", upto=4)  # dealer 2, carry-in 3 -> 7
    record = {"scores": [1, 0, -2, 0], "pot": 3, "deals_played": 2, "shares": None}
    settled = Quadrille.settle(options, 4, record, passed)
    assert settled == {"scores": [0, -1, -3, -1], "pot": 7, "deals_played": 3, "shares": None,
                       "over": False, "winner": None, "next_dealer": 3}


def test_settle_shares_the_pot_after_the_last_deal_and_names_the_winners() -> None:
    options = Quadrille.parse_options({})
    passed = replay("passed_out_redeal", upto=4)
    record = {"scores": [1, 0, -1, -3], "pot": 3, "deals_played": 3, "shares": None}
    settled = Quadrille.settle(options, 4, record, passed)
    assert settled["shares"] == [2, 2, 1, 2]  # pot 7, odd chips to 3, 0, 1
    assert settled["scores"] == [2, 1, -1, -2] and sum(settled["scores"]) == 0
    assert (settled["pot"], settled["over"], settled["winner"]) == (0, True, [0])


def test_equal_totals_share_the_place() -> None:
    options = Quadrille.parse_options({})
    passed = replay("passed_out_redeal", upto=4)
    record = {"scores": [1, 1, -1, -4], "pot": 3, "deals_played": 3, "shares": None}
    assert Quadrille.settle(options, 4, record, passed)["winner"] == [0, 1]


def test_seat_scores_and_contract_for_the_arena() -> None:
    state = replay("vole_failed_e10")
    assert Quadrille.seat_scores(state) == [-4, -4, -4, 10]
    assert Quadrille.contract_of(state) == ("vole", 3, False)
    assert Quadrille.contract_of(replay("passed_out_redeal", upto=4)) == \
        ("passed_out", None, False)


# §7.2 and views: what each seat may know ------------------------------------------------

def test_views_during_the_partner_choice_do_not_tell_who_decides() -> None:
    """Move the called King to the other defender: seats 0 and 3 see exactly the same table."""
    swapped = list(A_HANDS)
    swapped[1] = A_HANDS[1].replace("7S", "KC")
    swapped[2] = A_HANDS[2].replace("KC", "7S")
    first, second = alliance_a("KC"), play(deal(swapped), bid("alliance"), PASS, PASS, PASS,
                                           declare("H", "KC"))
    assert (first.to_act, second.to_act) == (2, 1)
    for seat in (0, 3):
        assert first.view(seat) == second.view(seat)
        assert first.view(seat)["to_act"] is None and first.view(seat)["phase"] == "partner"
    for state in (first, second):
        cards(play(state, SILENT), "AS", "4H")
    for seat in (0, 3):
        assert first.view(seat) == second.view(seat)
        assert first.view(seat)["partner"] is None
        assert {"type": "silent"} in first.view(seat)["history"]


def test_the_partner_sees_himself_and_his_choice() -> None:
    state = alliance_a("KC")
    view = state.view(2)
    assert (view["to_act"], view["partner"], view["legal"]) == (2, 2, [ANNOUNCE, SILENT])
    play(state, SILENT)
    assert {"seat": 2, "type": "silent"} in state.view(2)["history"]


def test_announcing_tells_everyone() -> None:
    state = play(alliance_a("KC"), ANNOUNCE)
    assert all(state.view(s)["partner"] == 2 for s in range(4))
    assert {"seat": 2, "type": "announce"} in state.view(0)["history"]


def test_the_silent_partner_is_known_once_the_called_card_is_played() -> None:
    state = replay("alliance_made_three_matadors_silent", upto=6 + 7)
    assert state.view(0)["partner"] is None and state.view(3)["partner"] == 3
    cards(state, "KD")  # the called card, fourth to trick 2
    assert state.view(0)["partner"] == 3 and state.view(1)["partner"] == 3
    assert {"seat": 3, "type": "silent"} in state.view(1)["history"]


def test_a_view_shows_public_facts_and_only_the_own_hand() -> None:
    state = play(replay("alliance_made_e9_odd_chip", upto=6), card("AS"))
    view = state.view(1)
    assert view["hand"] == ["3C", "6C", "6H", "2H", "4S", "7S", "5D", "2D", "AC", "KC"]
    assert view["hand_counts"] == [9, 10, 10, 10]
    assert (view["trump"], view["called"], view["declarer"], view["partner"]) == ("C", "KH", 0, 2)
    assert view["matadors"] == ["AS", "2C", "AC"]
    assert (view["pot"], view["to_pot"], view["carry_in"]) == (5, [1, 1, 1, 1], 1)
    assert view["legal"] == [card("3C"), card("6C"), card("AC"), card("KC")]
    assert state.view(2)["legal"] == []
    assert view["trick"] == {"leader": 0, "cards": [{"seat": 0, "card": "AS"}]}


def test_chips_in_the_view_follow_the_stakes_and_the_result() -> None:
    state = replay("solo_made_with_raise", upto=5)
    assert state.view(0)["chips"] == [-1, -1, -2, -1]
    assert replay("solo_made_with_raise").view(0)["chips"] == [-5, -5, 15, -5]


# Scenario files -------------------------------------------------------------------------

@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.json")), ids=lambda p: p.stem)
def test_scenario_file_replays_to_its_expected_output(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert run(data) == data["expect"]


def run_file(tmp_path: Path, text: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "scenario.json"
    path.write_text(text, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True, cwd=Path(__file__).parent.parent)


def modified(change: dict[str, Any]) -> str:
    data = scenario("partner_choice")
    data.update(change)
    return json.dumps(data)


HANDS = scenario("partner_choice")["hands"]


@pytest.mark.parametrize("text, reason", [
    ("{not json", "Expecting property name"),
    ("[1, 2]", "a scenario must be a JSON object"),
    (modified({"game": "ombre"}), "unknown game 'ombre'"),
    (modified({"options": {"jokers": True}}), "unknown option 'jokers'"),
    (modified({"options": {"deals": 6}}), "option deals must be a multiple of 4"),
    (modified({"options": {"ante": 0}}), "option ante must be at least 1"),
    (modified({"options": {"max_raise": -1}}), "option max_raise must be at least 0"),
    (modified({"options": {"must_trump": "yes"}}), "option must_trump must be true or false"),
    (modified({"options": {"all_pass": "pass"}}), "option all_pass must be one of"),
    (modified({"options": []}), "options must be an object"),
    (modified({"setup": {"scores": [0, 0, 0, 0]}}), "unknown setup key 'scores'"),
    (modified({"setup": {"pot": -1}}), "setup.pot must be a whole number"),
    (modified({"setup": {"pot": 2.5}}), "setup.pot must be a whole number"),
    (modified({"dealer": 4}), "dealer must be an integer from 0 to 3"),
    (modified({"hands": HANDS[:3]}), "hands must be a list of 4 hands"),
    (modified({"hands": [HANDS[0][:9], HANDS[1], HANDS[2], HANDS[3] + HANDS[0][9:]]}),
     "hand 0 must be a list of 10 cards"),
    (modified({"hands": [HANDS[0][:9] + ["TS"]] + HANDS[1:]}), "'TS' in hand 0 is not a card"),
    (modified({"hands": [HANDS[0][:9] + [HANDS[1][0]]] + HANDS[1:]}), "is given twice"),
    (modified({"actions": [{"seat": "0", "type": "pass"}]}), "action 0 has no integer seat"),
    (modified({"actions": [{"seat": 0}]}), "action 0 has no string type"),
    (modified({"actions": [{"seat": 0, "type": "pass"}, {"seat": 1, "type": "declare",
                                                         "trump": "H", "call": "KX"}]}),
     "action 1 names 'KX', not a card of this game"),
    (modified({"actions": [{"seat": 0, "type": "play", "card": "8S"}]}),
     "action 0 names '8S', not a card of this game"),
])
def test_malformed_files_exit_with_one_line_on_stderr(tmp_path: Path, text: str,
                                                      reason: str) -> None:
    done = run_file(tmp_path, text)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and reason in done.stderr
