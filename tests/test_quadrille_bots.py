"""The ``basic`` Quadrille bot: the strategy notes of §15, from its own view only."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import MalformedInput
from game.arena import main as arena_main
from game.arena import run_arena
from game.bots.quadrille import basic, hand_value, pot_easing
from game.quadrille import DECK, Quadrille, QuadrilleDeal
from test_quadrille import replay



def seat_zero_holds(hand: str, dealer: int = 3) -> QuadrilleDeal:
    """A deal in which seat 0 holds ``hand`` and the others the rest, in deck order."""
    rest = [c for c in DECK.codes if c not in hand.split()]
    hands = [DECK.cards(hand.split())] + [DECK.cards(rest[i:i + 10]) for i in (0, 10, 20)]
    return QuadrilleDeal(Quadrille.parse_options({}), dealer, hands, 0, [0] * 4)


def decide(state: QuadrilleDeal, seat: int | None = None) -> dict[str, Any]:
    actor = state.to_act if seat is None else seat
    assert actor is not None
    return basic(state.view(actor), random.Random(0))


STRONG = "AS 2S AC KS QS JS 7S KH QH 7D"
MEDIUM = "AS KH QH KD 3S 4S 5S 6S 4H 5C"
FAIR = "AS KH QH 3S 4S 5S 2D 4H 5C 6D"
WEAK = "2H 3H 4D 5D 6C 5C 3S 4S 6S 5S"


def test_hand_value_follows_the_notes() -> None:
    # Spadille 1 + Manille 1 + Basto 1 + four trumps beyond the third 2 + KH with QH 1.4
    # + void in clubs with 4+ trumps 0.5
    assert hand_value(DECK.cards(STRONG.split()), "S") == pytest.approx(6.9)
    # Spadille 1 + two trumps beyond the third 1 + KH with QH 1.4 + KD 0.8
    assert hand_value(DECK.cards(MEDIUM.split()), "S") == pytest.approx(4.2)
    # clubs trump: Spadille 1 + KH QH 1.4 + KD 0.8; hearts: Spadille 1 + one beyond 0.5 + KD 0.8
    assert hand_value(DECK.cards(MEDIUM.split()), "C") == pytest.approx(3.2)
    assert hand_value(DECK.cards(MEDIUM.split()), "H") == pytest.approx(2.3)
    # hearts trump: Spadille, Punto with a matador 0.8, Manille 0.75 ...
    assert hand_value(DECK.cards("AS 7H AH 2C".split()), "H") == pytest.approx(1 + 1 + 0.8)
    # Spadille 1 + one trump beyond the third 0.5 + KH with QH 1.4
    assert hand_value(DECK.cards(FAIR.split()), "S") == pytest.approx(2.9)


@pytest.mark.parametrize("hand, expected", [
    (STRONG, {"type": "bid", "bid": "solo", "raise": 0}),
    (MEDIUM, {"type": "bid", "bid": "alliance", "raise": 0}),
    (FAIR, {"type": "bid", "bid": "alliance", "raise": 0}),
    (WEAK, {"type": "pass"}),
])
def test_bids_from_the_hand_value(hand: str, expected: dict[str, Any]) -> None:
    assert decide(seat_zero_holds(hand)) == expected


def test_raises_only_with_a_point_to_spare() -> None:
    state = seat_zero_holds(FAIR, dealer=2)  # seat 3 speaks first
    state.apply({"type": "bid", "bid": "alliance"})
    assert decide(state) == {"type": "pass"}  # 2.9 < 2.5 + 1
    state = seat_zero_holds(MEDIUM, dealer=2)
    state.apply({"type": "bid", "bid": "alliance"})
    assert decide(state) == {"type": "bid", "bid": "alliance", "raise": 1}  # 4.2 >= 3.5
    state = seat_zero_holds(STRONG, dealer=2)
    state.apply({"type": "bid", "bid": "solo", "raise": 2})
    assert decide(state) == {"type": "pass"}  # a raise of 3 is more than a bot offers


def test_calls_the_king_of_a_suit_where_it_holds_the_queen() -> None:
    """Clubs are best (Spadille, Manille 2C, Basto, 7C: 3.5, KD 0.8); KH goes with QH 6H."""
    state = seat_zero_holds("AS AC QH KD 3S 4S 5S 7C 2C 6H")
    for action in ({"type": "bid", "bid": "alliance"}, {"type": "pass"}, {"type": "pass"},
                   {"type": "pass"}):
        state.apply(action)
    assert decide(state) == {"type": "declare", "trump": "C", "call": "KH"}


def test_a_solo_declarer_names_its_best_trump() -> None:
    state = seat_zero_holds(STRONG)
    for action in ({"type": "bid", "bid": "solo"}, {"type": "pass"}, {"type": "pass"},
                   {"type": "pass"}):
        state.apply(action)
    assert decide(state) == {"type": "declare", "trump": "S"}


def test_the_partner_announces_with_a_matador_and_keeps_silent_without_help() -> None:
    state = replay("partner_choice")  # seat 2 holds KC but also AH, QH, 5H (hearts)
    assert decide(state) == {"type": "announce"}
    state = replay("forced_spadille_declaration")
    state.apply({"type": "declare", "trump": "D", "call": "KH"})  # seat 1: 6D 2D JD, no matador
    assert state.to_act == 1 and decide(state) == {"type": "announce"}
    state = replay("forced_spadille_declaration")
    state.apply({"type": "declare", "trump": "S", "call": "KC"})  # seat 2: 4S QS only
    assert state.to_act == 2 and decide(state) == {"type": "silent"}


def test_goes_for_the_vole_only_when_every_card_is_certain() -> None:
    assert decide(replay("solo_stop_or_vole_choice")) == {"type": "vole"}
    e10 = replay("vole_failed_e10", upto=5 + 24)  # Basto is still out
    assert e10.phase == "stop_or_vole" and decide(e10) == {"type": "stop"}


def test_keeps_a_lone_matador_back_on_an_ordinary_trump_lead() -> None:
    """Clubs trump, 5C led, Spadille still out: seat 2's lone Manille is not spent on it."""
    state = replay("higher_matador_played_later_forces_nothing", upto=6)
    state.apply({"type": "play", "card": "KS"})
    choice = decide(state)
    assert choice["type"] == "play" and choice["card"] != "2C"


def test_cashes_a_sure_winner_when_the_contract_is_at_stake() -> None:
    """E10 with Basto still out: seat 1, on Punto's lead, wins with his now-highest Basto."""
    state = replay("privilege_punto_led")
    assert decide(state) == {"type": "play", "card": "AC"}


def test_decisions_depend_on_the_view_only() -> None:
    """Redeal the unseen cards as the view allows: the view and the decision stay the same."""
    state = replay("alliance_made_three_matadors_silent", upto=6 + 13)
    for seat in range(4):
        view = state.view(seat)
        if view["to_act"] != seat:
            continue
        rng = random.Random(seat)
        for _ in range(5):
            other = Quadrille.sample_deal(view, rng)
            assert basic(other.view(seat), random.Random(1)) == basic(view, random.Random(1))


def test_basic_beats_random_without_errors() -> None:
    summary = run_arena("quadrille", deals=60, seed=5,
                        lineup=["basic", "random", "random", "random"])
    assert summary["errors"] == 0
    assert summary["bots"]["basic"]["margin_over_others"]["ci95"][0] > 0


# The pot weighed in units (§5, option unit) ---------------------------------------------

MARGINAL = "AS KH QH 3S 4S 2D 4H 5C 6D 7C"  # spades: Spadille 1 + KH with QH 1.4 = 2.4


def holding_with_pot(hand: str, pot: int, dealer: int = 3, **options: Any) -> QuadrilleDeal:
    state = seat_zero_holds(hand)
    return QuadrilleDeal(Quadrille.parse_options(options), dealer, state.play.hands, pot, [0] * 4)


@pytest.mark.parametrize("pot, options, easing", [
    (0, {}, 0.0), (4, {}, 0.4), (30, {}, 1.0), (30, {"ante": 2}, 1.0),
    (30, {"unit": "quarter_stakes"}, 0.025), (6, {"unit": "quarter_stakes"}, 0.1)])
def test_the_pot_is_weighed_in_units(pot: int, options: dict[str, Any], easing: float) -> None:
    state = holding_with_pot(MARGINAL, pot, **options)
    assert pot_easing(state.view(0)) == pytest.approx(easing)


def test_a_carried_pot_makes_a_marginal_alliance_worth_bidding_only_in_ante_units() -> None:
    assert decide(holding_with_pot(MARGINAL, 0)) == {"type": "pass"}  # 2.4 < 2.5
    assert decide(holding_with_pot(MARGINAL, 30)) == \
        {"type": "bid", "bid": "alliance", "raise": 0}  # the pot is 34 units
    assert decide(holding_with_pot(MARGINAL, 30, unit="quarter_stakes")) == \
        {"type": "pass"}  # 34 chips are 4 units of 8: as a fresh pot


def test_the_bots_raise_is_staked_in_the_deals_unit() -> None:
    for options, unit in (({}, 1), ({"unit": "quarter_stakes"}, 8)):
        state = holding_with_pot(STRONG, 28, dealer=2, **options)  # seat 3 speaks first
        state.apply({"type": "bid", "bid": "solo"})
        assert decide(state) == {"type": "bid", "bid": "solo", "raise": 1}
        state.apply(decide(state))
        for _ in range(3):
            state.apply({"type": "pass"})
        assert state.declarer == 0 and state.to_pot[0] == 1 + unit


def test_the_arena_takes_the_unit_option() -> None:
    summary = run_arena("quadrille", deals=8, seed=2, lineup=["basic"] * 4,
                        options={"unit": "quarter_stakes"})
    assert summary["errors"] == 0 and summary["options"]["unit"] == "quarter_stakes"
    with pytest.raises(MalformedInput, match="option unit must be one of"):
        run_arena("quadrille", deals=1, seed=2, lineup=["basic"] * 4, options={"unit": "chips"})


def test_the_arena_command_line_reads_options_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["quadrille", "--deals", "2", "--bots", "basic,basic,basic,basic",
                       "--options", '{"unit": "quarter_stakes"}']) == 0
    assert json.loads(capsys.readouterr().out)["options"]["unit"] == "quarter_stakes"
