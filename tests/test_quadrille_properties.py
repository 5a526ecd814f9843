"""Quadrille over many random seeded deals and matches: chips, cards, secrecy, sampling, saves."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalAction
from game.bots import get_bot
from game.match import Match
from game.quadrille import DECK, Quadrille, QuadrilleDeal
from test_quadrille import replay

OPTION_SETS = st.fixed_dictionaries({}, optional={
    "ante": st.integers(1, 3), "max_raise": st.integers(0, 4),
    "all_pass": st.sampled_from(["redeal", "forced_spadille"]), "must_trump": st.booleans(),
    "unit": st.sampled_from(["ante", "quarter_stakes"])})
LINEUPS = st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4)


def positions(seed: int, options: dict[str, Any], lineup: list[str],
              carry_in: int = 0) -> Iterator[QuadrilleDeal]:
    """Every position of one deal played by ``lineup``, the finished deal last."""
    opts = Quadrille.parse_options(options)
    rng = random.Random(seed)
    record = Quadrille.new_match(opts, 4) | {"pot": carry_in}
    state = Quadrille.deal(opts, 4, seed % 4, rng, record)
    bots = [get_bot("quadrille", name) for name in lineup]
    while not state.is_over:
        yield state
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat](state.view(seat), rng))
    yield state


def codes_in(value: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} if value in DECK else set()
    if isinstance(value, dict):
        return set().union(*map(codes_in, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(codes_in, value)) if value else set()
    return set()


def played_codes(state: QuadrilleDeal) -> set[str]:
    play = state.play
    return set(DECK.to_codes([c for t in play.tricks for c in t.cards] + play.cards))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, lineup=LINEUPS,
       carry_in=st.integers(0, 9))
def test_chips_are_conserved_and_every_card_is_somewhere_once(
        seed: int, options: dict[str, Any], lineup: list[str], carry_in: int) -> None:
    for state in positions(seed, options, lineup, carry_in):
        play = state.play
        everywhere = [c for h in play.hands for c in h] + play.cards + \
            [c for t in play.tricks for c in t.cards]
        assert sorted(everywhere) == list(range(40))
        assert state.pot == carry_in + sum(state.to_pot)
    result = state.result()
    assert result is not None
    assert sum(result["score_delta"]) == result["carry_in"] - result["carry_out"]
    assert result["carry_in"] == carry_in
    assert len(play.tricks) in (0, 6, 10)
    assert sum(result["tricks"]) == len(play.tricks)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, lineup=LINEUPS)
def test_views_never_show_hidden_cards_or_the_silent_partner(
        seed: int, options: dict[str, Any], lineup: list[str]) -> None:
    for state in positions(seed, options, lineup):
        played = played_codes(state)
        called = set() if state.called is None else {DECK.code(state.called)}
        hidden_partner = (state.partner is not None and not state.partner_open
                          and not called & played and not state.is_over)
        for seat in range(4):
            view = json.loads(json.dumps(state.view(seat)))  # JSON-safe
            public = played | called | set(view["matadors"])
            callable_ = {action["call"] for action in view["legal"] if "call" in action}
            # The rule tables name every card but are the same for every seat and deal.
            tables = {"card_order", "card_names"}
            assert {k: view[k] for k in tables} == {k: state.view(0)[k] for k in tables}
            assert codes_in({k: v for k, v in view.items() if k not in tables}) <= \
                set(view["hand"]) | public | callable_
            assert view["legal"] == [] or view["to_act"] == seat
            if hidden_partner and seat != state.partner:
                assert view["partner"] is None
                assert all("seat" not in entry for entry in view["history"]
                           if entry["type"] == "silent")
                if state.phase == "partner":
                    assert view["to_act"] is None


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, lineup=LINEUPS)
def test_sampled_deals_fit_the_view(seed: int, options: dict[str, Any],
                                    lineup: list[str]) -> None:
    rng = random.Random(seed)
    for state in positions(seed, options, lineup):
        if state.is_over or rng.random() > 0.3:
            continue
        seat = rng.randrange(4)
        view = state.view(seat)
        sampled = Quadrille.sample_deal(view, rng)
        assert sampled.view(seat) == view
        assert sorted(c for h in sampled.play.hands for c in h) == \
            sorted(c for h in state.play.hands for c in h)


def test_sampling_keeps_shown_voids() -> None:
    """Trick 3 of E7 shows seats 1 and 2 void in diamonds (hearts trump)."""
    state = replay("trick_winners_e7")
    view, rng = state.view(3), random.Random(4)
    diamonds = {c for c in range(40) if DECK.code(c)[1] == "D"}
    for _ in range(30):
        sampled = Quadrille.sample_deal(view, rng)
        assert not diamonds & (set(sampled.play.hands[1]) | set(sampled.play.hands[2]))


def test_sampling_keeps_what_the_call_proves() -> None:
    """A called Queen proves every King in the declarer's hand; the partner stays unknown."""
    state = replay("call_queen_holding_all_kings")
    state.apply({"type": "declare", "trump": "S", "call": "QH"})
    state.apply({"type": "silent"})
    view, rng = state.view(3), random.Random(2)
    kings, queen = set(DECK.cards(["KS", "KC", "KH", "KD"])), DECK.card("QH")
    holders = set()
    for _ in range(40):
        sampled = Quadrille.sample_deal(view, rng)
        assert kings <= set(sampled.play.hands[0]) and queen not in sampled.play.hands[0]
        holders.add(sampled.partner)
    assert holders == {1, 2}  # either other seat may be the silent partner


def test_sampling_puts_the_called_card_with_a_known_partner() -> None:
    state = replay("alliance_lost_open_partner", upto=6)
    view, rng = state.view(1), random.Random(9)
    for _ in range(20):
        assert DECK.card("KC") in Quadrille.sample_deal(view, rng).play.hands[2]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, steps=st.integers(0, 120))
def test_saved_match_restores_to_the_same_state(seed: int, options: dict[str, Any],
                                                steps: int) -> None:
    match = Match("quadrille", options, seed=seed)
    rng = random.Random(seed)
    bot = get_bot("quadrille", "basic")
    for _ in range(steps):
        if match.over:
            break
        if match.deal.is_over:
            match.next_deal()
            continue
        match.play_turn(lambda seat: bot(match.view(seat), rng))
    restored = Match.from_json(json.loads(json.dumps(match.to_json())))
    for seat in range(4):
        assert restored.view(seat) == match.view(seat)
    assert restored.record == match.record and restored.settled == match.settled


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), options=OPTION_SETS, deals=st.sampled_from([4, 8]),
       lineup=LINEUPS)
def test_random_full_matches_end_with_totals_summing_to_zero(
        seed: int, options: dict[str, Any], deals: int, lineup: list[str]) -> None:
    match = Match("quadrille", options | {"deals": deals}, seed=seed)
    rng = random.Random(seed)
    bots = [get_bot("quadrille", name) for name in lineup]
    dealers = []
    while True:
        dealers.append(match.dealer)
        match.play_out(lambda seat: bots[seat](match.view(seat), rng))
        result, settled = match.deal.result(), match.settled
        assert result is not None and settled is not None
        if match.over:
            break
        assert settled["pot"] == result["carry_out"]
        match.next_deal()
    assert settled["deals_played"] == deals == len(dealers)
    assert all(b == (a + 1) % 4 for a, b in zip(dealers, dealers[1:]))
    assert sum(settled["scores"]) == 0 and settled["pot"] == 0
    assert sum(settled["shares"]) == result["carry_out"]
    top = max(settled["scores"])
    assert settled["winner"] == [s for s in range(4) if settled["scores"][s] == top]


JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 9) | st.floats(allow_nan=False)
    | st.sampled_from(["S", "H", "SC", "", "KC", "AS", "QH", "solo", "alliance", "ZZ"]),
    lambda inner: st.lists(inner, max_size=2) | st.dictionaries(st.text(max_size=2), inner,
                                                                max_size=2),
    max_leaves=3)
# One position of each phase, from the scenario files: (file, actions replayed).
PHASES = [("partner_choice", 0), ("partner_choice", 2), ("partner_choice", 4),
          ("partner_choice", None), ("alliance_lost_open_partner", 7),
          ("solo_stop_or_vole_choice", None), ("vole_made", None)]


@settings(max_examples=400, deadline=None)
@given(position=st.sampled_from(PHASES), data=st.data())
def test_any_action_is_applied_or_refused_as_illegal(position: tuple[str, int | None],
                                                     data: st.DataObject) -> None:
    """A legal action with one field spoilt or dropped: ``IllegalAction`` or a legal move."""
    state = replay(*position)
    action = dict(data.draw(st.sampled_from(state.legal_actions() or [{"type": "play"}])))
    field = data.draw(st.sampled_from([*action, "extra"]))
    if data.draw(st.booleans()):
        action[field] = data.draw(JUNK)
    else:
        action.pop(field, None)
    before = state.view(0)
    try:
        state.apply(action)
    except IllegalAction:
        assert state.view(0) == before
