"""Engine benchmark (not part of the test suite): ``python tests/bench/bench_engine.py``.

For every registered game it prints random full deals per second, the search
cycle (clone, legal actions, apply: what a playout step costs) per second, and
the cost of one ``clone()`` and one ``view()`` relative to one random deal, so
that runs on noisy machines can be compared by their ratios; for the games with
search bots also the playouts a search makes per second (``search:40`` deciding
at the mid-deal positions of random deals, sampling included).  Every rate is per
second of the process's CPU time, not of the clock.  The browser's
Pyodide runs the same code about 1.5-3x slower than CPython.

``--compare REF`` measures the engine of another git revision in the same run,
alternating rounds between the two so that both meet the same load, and prints
this engine's speed as a multiple of REF's (the only honest figure on a noisy
machine)::

    python tests/bench/bench_engine.py --compare HEAD~5 --rounds 3

``--parts DEALS`` splits a random deal's time into its parts instead (:func:`deal_parts`).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if "--engine-root" in sys.argv:  # a child run measures another revision's engine
    sys.path.insert(0, sys.argv[sys.argv.index("--engine-root") + 1])
else:
    sys.path.insert(0, str(ROOT))

from game import GAMES, get_game  # noqa: E402
from game.bots import get_bot  # noqa: E402
from game.core import Action, DealState, MalformedInput  # noqa: E402


def new_deal(game_id: str, seed: int, rng: random.Random) -> DealState:
    """Deal ``seed`` of ``game_id`` with its default options, dealt from ``rng``."""
    game = get_game(game_id)
    options = game.parse_options({})
    players = game.default_players
    return game.deal(options, players, seed % players, rng, game.new_match(options, players))


def random_deal(game_id: str, seed: int,
                moves: list[tuple[list[Action], Action]] | None = None) -> tuple[DealState, list[DealState]]:
    """A full deal of uniformly random legal actions, with mid-deal snapshots; each position's
    legal actions and the one played go to ``moves`` if given."""
    rng = random.Random(seed)
    state = new_deal(game_id, seed, rng)
    snapshots = []
    while not state.is_over:
        if rng.random() < 0.2:
            snapshots.append(state.clone())
        legal = state.legal_actions()
        action = rng.choice(legal)
        if moves is not None:
            moves.append((legal, action))
        state.apply(action)
    return state, snapshots


def per_second(function, seconds: float) -> tuple[float, int]:
    """Calls of ``function`` per second of this process's CPU time: what other processes
    on a busy machine take of the cores does not count against the engine."""
    count, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        function(count)
        count += 1
    return count / (time.process_time() - start), count


def search_step(state: DealState) -> None:
    """One step of a playout as the search bots take it: copy, list the moves, play one."""
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])


def search_playouts(game_id: str, seconds: float) -> float | None:
    """Playouts per second of a search bot deciding at mid-deal positions (its sampling of
    deals included), or ``None`` for a game without search bots."""
    from game.bots.search import Work

    try:
        bot = get_bot(game_id, "search:40")
    except MalformedInput:
        return None
    views = [state.view(seat) for seed in range(20) for state in random_deal(game_id, seed)[1]
             if (seat := state.to_act) is not None and len(state.legal_actions()) > 1]
    work, count, start = Work(), 0, time.process_time()
    while time.process_time() - start < seconds:
        bot.decide(views[count % len(views)], random.Random(count), work)  # type: ignore[attr-defined]
        count += 1
    return work.playouts / (time.process_time() - start)


def bench(game_id: str, seconds: float) -> dict[str, float]:
    deals_rate, _ = per_second(lambda i: random_deal(game_id, i), seconds)
    _, snapshots = random_deal(game_id, 12345)
    states = snapshots or [random_deal(game_id, 1)[0]]
    cycle_rate, _ = per_second(lambda i: search_step(states[i % len(states)]), seconds / 2)
    clone_rate, _ = per_second(lambda i: states[i % len(states)].clone(), seconds / 2)
    view_rate, _ = per_second(lambda i: states[i % len(states)].view(0), seconds / 2)
    playouts = search_playouts(game_id, seconds)
    return {
        **({} if playouts is None else {"search_playouts_per_s": round(playouts)}),
        "random_deals_per_s": round(deals_rate, 1),
        "search_steps_per_s": round(cycle_rate),
        "clones_per_s": round(clone_rate),
        "views_per_s": round(view_rate),
        "clone_us": round(1e6 / clone_rate, 2),
        "view_us": round(1e6 / view_rate, 2),
        "clones_per_deal_time": round(clone_rate / deals_rate, 1),
        "views_per_deal_time": round(view_rate / deals_rate, 1),
    }


def deal_parts(game_id: str, deals: int) -> dict[str, float]:
    """Where a random deal's processor time goes, in µs a deal: dealing (the pack's
    shuffle apart), the random player's choices, listing the legal actions, applying
    them and the snapshots' clones, each timed apart on the same recorded deals (a
    clock read per action would cost as much as a choice)."""
    moves: list[list[tuple[list[Action], Action]]] = [[] for _ in range(deals)]
    snapshots = [state for seed in range(deals) for state in random_deal(game_id, seed, moves[seed])[1]]

    def dealt(seed: int) -> DealState:
        return new_deal(game_id, seed, random.Random(seed))

    def timed(function) -> float:
        start = time.process_time()
        function()
        return (time.process_time() - start) * 1e6 / deals

    def deal_all() -> None:
        for seed in range(deals):
            dealt(seed)

    def apply_all(listing: bool) -> None:
        for seed, played in enumerate(moves):
            state = dealt(seed)
            for _, action in played:
                if listing:
                    state.legal_actions()
                state.apply(action)

    def choose_all() -> None:
        rng = random.Random(0)
        for played in moves:
            for legal, _ in played:
                rng.random()
                rng.choice(legal)

    def shuffle_all() -> None:
        rng, pack = random.Random(0), list(range(len(get_game(game_id).deck)))
        for _ in range(deals):
            rng.shuffle(pack)

    def clone_all() -> None:
        for state in snapshots:
            state.clone()

    def play_all() -> None:
        for seed in range(deals):
            random_deal(game_id, seed)

    dealing, applying, listing = timed(deal_all), timed(lambda: apply_all(False)), timed(lambda: apply_all(True))
    parts = {"shuffle": timed(shuffle_all), "deal": dealing, "choices": timed(choose_all),
             "legal_actions": listing - applying, "apply": applying - dealing, "clones": timed(clone_all)}
    parts["deal"] -= parts["shuffle"]
    whole = timed(play_all)
    return {**{f"{name}_us": round(value, 1) for name, value in parts.items()},
            "sum_us": round(sum(parts.values()), 1), "random_deal_us": round(whole, 1),
            "actions_per_deal": round(sum(map(len, moves)) / deals, 1)}


COMPARED = ("random_deals_per_s", "search_steps_per_s", "search_playouts_per_s")


def measure(engine_root: Path | None, game_id: str, seconds: float) -> dict[str, float]:
    """One game measured in a fresh interpreter, on the engine under ``engine_root``."""
    command = [sys.executable, __file__, "--seconds", str(seconds), "--game", game_id]
    if engine_root is not None:
        command += ["--engine-root", str(engine_root)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(done.stdout)[game_id]
    return figures


def compare(ref: str, seconds: float, rounds: int, games: list[str]) -> None:
    """This engine against revision ``ref``'s: short runs alternating ABBA, median ratios."""
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "game"],
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        other = Path(folder)
        report = {}
        for game_id in games:
            ours: list[dict[str, float]] = []
            theirs: list[dict[str, float]] = []
            for round_number in range(rounds):
                pair = [(ours, None), (theirs, other)]
                for runs, root in pair if round_number % 2 == 0 else reversed(pair):
                    runs.append(measure(root, game_id, seconds))
            row: dict[str, float] = {}
            for key in (key for key in COMPARED if key in ours[0]):
                mine = statistics.median(run[key] for run in ours)
                old = statistics.median(run[key] for run in theirs)
                row |= {key: mine, f"{key} at {ref}": old, f"{key} ratio": round(mine / old, 2)}
            report[game_id] = row
    print(json.dumps(report, indent=2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--compare", metavar="REF", help="also measure git revision REF and print the ratios")
    parser.add_argument("--rounds", type=int, default=6, help="alternating rounds for --compare")
    parser.add_argument("--game", choices=list(GAMES), action="append",
                        help="measure this game only (repeat for several)")
    parser.add_argument("--parts", type=int, metavar="DEALS",
                        help="where a random deal's time goes, over this many deals")
    parser.add_argument("--engine-root", help=argparse.SUPPRESS)
    args = parser.parse_args()
    games = args.game or list(GAMES)
    if args.parts:
        print(json.dumps({game_id: deal_parts(game_id, args.parts) for game_id in games}, indent=2))
        return
    if args.compare:
        compare(args.compare, args.seconds, args.rounds, games)
        return
    print(json.dumps({game_id: bench(game_id, args.seconds) for game_id in games}, indent=2))


if __name__ == "__main__":
    main()
