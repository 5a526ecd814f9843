"""The reference bot that sees every hand: deterministic, legal, and out of the app's reach."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import GAMES, api, get_game
from game.arena import main as arena_main, run_arena
from game.bots import get_bot, levels
from game.bots.oracle import PLAYOUTS, Oracle, oracle_named
from game.bots.cuatrola_solver import solve
from game.core import DealState, MalformedInput
from game.cuatrola import CuatrolaDeal, team
from game.vinegret import VinegretDeal

ROOT = Path(__file__).resolve().parents[1]


def positions(game_id: str, seed: int) -> list[DealState]:
    """Every position of one deal played by ``basic`` where the seat to act has a choice."""
    game = get_game(game_id)
    options = game.parse_options({})
    players = game.default_players
    rng = random.Random(seed)
    state = game.deal(options, players, seed % players, rng, game.new_match(options, players))
    basic = get_bot(game_id, "basic")
    found = []
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        if len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply(basic(state.view(seat), rng))
    return found


def late(game_id: str, seed: int, count: int) -> list[DealState]:
    """The last positions with a choice: their playouts are short."""
    return positions(game_id, seed)[-count:]


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_action_and_the_true_state_is_left_alone(game_id: str) -> None:
    oracle = Oracle(playouts=2)
    for state in late(game_id, 3, 3):
        seat = state.to_act
        assert seat is not None
        before = json.dumps([state.view(s) for s in range(len(state.view(0)["hand_counts"]))])
        first = oracle.decide(state, random.Random(11))
        assert oracle.decide(state, random.Random(11)) == first
        assert json.dumps([state.view(s) for s in range(len(state.view(0)["hand_counts"]))]) \
            == before


@pytest.mark.parametrize("game_id", GAMES)
def test_it_plays_only_legal_actions(game_id: str) -> None:
    oracle = Oracle(playouts=1)
    for state in late(game_id, 4, 4):
        action = oracle.decide(state, random.Random(5))
        assert action in state.legal_actions()
        state.apply(action)  # the engine accepts it


def test_it_reads_the_hidden_cards() -> None:
    """With every hand seen, a Vinegret raise that only it must still answer is no gamble: it
    never holds when the showdown would lose (a fold loses less) and never folds when it
    would win (a hold takes the pool), whatever the cards."""
    decided = 0
    for seed in range(60):
        for state in positions("vinegret", seed):
            assert isinstance(state, VinegretDeal)
            seat = state.to_act
            rivals = [s for s in range(state.players) if state.live[s] and s != seat]
            if state.phase != "final" or not state.level or len(rivals) != 1 or \
                    state.queue != [seat]:
                continue
            assert seat is not None
            [rival] = rivals
            wins = (state.combination(seat), -state.position(seat)) > \
                (state.combination(rival), -state.position(rival))
            action = Oracle(playouts=2).decide(state, random.Random(seed))
            assert action["type"] != ("pass" if wins else "hold"), (seed, wins, action)
            decided += 1
    assert decided >= 5


def test_names_in_a_line_up() -> None:
    assert oracle_named("oracle") == Oracle(PLAYOUTS)
    assert oracle_named("oracle:3") == Oracle(3)
    assert oracle_named("basic") is None
    for bad in ("oracle:0", "oracle:x", "oracle:"):
        with pytest.raises(MalformedInput, match="whole number of at least 1"):
            oracle_named(bad)
    assert oracle_named("oracle:solve", "cuatrola") == Oracle(playouts=1, solve=True)
    for game_id in ("brandeln", "quadrille", "vinegret", None):
        with pytest.raises(MalformedInput, match="no solver for"):
            oracle_named("oracle:solve", game_id)


def test_the_solving_oracle_never_gives_away_a_won_deal() -> None:
    """``oracle:solve`` plays perfectly: wherever its team wins with every hand seen, the card
    it plays keeps the deal won (the solver's word, itself checked against the engine in
    ``tests/test_cuatrola_solver.py``), and it plays only legal cards."""
    oracle = Oracle(playouts=1, solve=True)
    kept = 0
    for seed in range(12):
        for state in positions("cuatrola", seed):
            if not isinstance(state, CuatrolaDeal) or state.phase != "play":
                continue
            seat = state.to_act
            assert seat is not None
            won = solve(state).winner_team == team(seat)
            action = oracle.decide(state, random.Random(seed))
            assert action in state.legal_actions()
            state.apply(action)
            if won:
                result = state.result()
                after = result["winner_team"] if result else solve(state).winner_team
                assert after == team(seat), (seed, action)
                kept += 1
    assert kept >= 20


def test_the_arena_seats_it_with_the_true_deal() -> None:
    summary = run_arena("cuatrola", 1, 2, ["oracle:1", "basic", "basic", "basic"])
    assert summary["errors"] == 0
    assert set(summary["bots"]) == {"oracle:1", "basic"}
    again = run_arena("cuatrola", 1, 2, ["oracle:1", "basic", "basic", "basic"])
    assert again["actions_sha256"] == summary["actions_sha256"]


def test_the_arena_refuses_a_bad_oracle_name_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["vinegret", "--deals", "1", "--bots", "oracle:0,basic"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "oracle's playouts must be a whole number" in err


@pytest.mark.parametrize("game_id", GAMES)
def test_the_app_never_offers_it(game_id: str) -> None:
    assert not any("oracle" in level for level in levels(game_id))
    for name in ("oracle", "oracle:4"):
        with pytest.raises(MalformedInput):
            get_bot(game_id, name)
    offered = next(g for g in json.loads(api.games())["games"] if g["id"] == game_id)
    assert not any("oracle" in level for level in offered["levels"])
    reply = json.loads(api.new_match(json.dumps({"game": game_id, "level": "oracle"})))
    assert reply["ok"] is False and "view" not in reply


def test_the_api_never_imports_it() -> None:
    """A whole session of the page's calls, every game and level, loads no oracle code."""
    script = """
import json, sys
from game import GAMES, api
from game.bots import levels
for game_id in GAMES:
    for level in levels(game_id):
        api.new_match(json.dumps({"game": game_id, "level": level, "seed": 1}))
        api.warm()
        api.bot_step()
        api.hint()
print(sorted(name for name in sys.modules if "oracle" in name))
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, check=True, timeout=600)
    assert done.stdout.strip() == "[]"
