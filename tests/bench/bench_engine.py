"""Engine benchmark (not part of the test suite): ``python tests/bench/bench_engine.py``.

For every registered game it prints random full deals per second, and the cost
of one ``clone()`` and one ``view()`` relative to one random deal, so that runs
on noisy machines can be compared by their ratios.  The browser's Pyodide runs
the same code about 1.5-3x slower than CPython.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game import GAMES, get_game  # noqa: E402
from game.core import DealState  # noqa: E402


def random_deal(game_id: str, seed: int) -> tuple[DealState, list[DealState]]:
    """A full deal of uniformly random legal actions, with mid-deal snapshots."""
    game = get_game(game_id)
    options = game.parse_options({})
    players = game.default_players
    rng = random.Random(seed)
    state = game.deal(options, players, seed % players, rng, game.new_match(options, players))
    snapshots = []
    while not state.is_over:
        if rng.random() < 0.2:
            snapshots.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return state, snapshots


def per_second(function, seconds: float) -> tuple[float, int]:
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        function(count)
        count += 1
    return count / (time.perf_counter() - start), count


def bench(game_id: str, seconds: float) -> dict[str, float]:
    deals_rate, _ = per_second(lambda i: random_deal(game_id, i), seconds)
    _, snapshots = random_deal(game_id, 12345)
    states = snapshots or [random_deal(game_id, 1)[0]]
    clone_rate, _ = per_second(lambda i: states[i % len(states)].clone(), seconds / 2)
    view_rate, _ = per_second(lambda i: states[i % len(states)].view(0), seconds / 2)
    return {
        "random_deals_per_s": round(deals_rate, 1),
        "clones_per_s": round(clone_rate),
        "views_per_s": round(view_rate),
        "clone_us": round(1e6 / clone_rate, 2),
        "view_us": round(1e6 / view_rate, 2),
        "clones_per_deal_time": round(clone_rate / deals_rate, 1),
        "views_per_deal_time": round(view_rate / deals_rate, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = parser.parse_args()
    print(json.dumps({game_id: bench(game_id, args.seconds) for game_id in GAMES}, indent=2))


if __name__ == "__main__":
    main()
