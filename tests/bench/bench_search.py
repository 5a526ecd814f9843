"""Search benchmark (not part of the test suite): the processor time of the same strong decisions.

    python tests/bench/bench_search.py --compare 9080f83 --rounds 2

For each search game it plays the first ``--decisions`` decisions with a choice of
matches ``--seeds`` with ``SearchBot(nodes=--nodes)`` (9000 by default, the ``strong``
level's budget in every search game until Brandeln's rose to 48000: the figures stay
comparable across rounds; no clock) and prints the processor time a decision took and the playouts
it made.  A node budget makes the decisions, and so the playouts, the same in every
revision whose search counts nodes alike; ``--compare REF`` times revision REF's
engine in alternating runs, so the ratio is the speed-up of the same work.
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

from game.bots import BOTS  # noqa: E402

# the games whose levels are the trick games' search (game.bots.search)
GAMES = [game_id for game_id, levels in BOTS.items() if levels["strong"] == "game.bots.search:STRONG"]


def measure(game_id: str, nodes: int, seeds: list[int], decisions: int) -> dict[str, float]:
    """Processor ms a decision and playouts a decision, on the engine first on ``sys.path``."""
    from game.bots.search import SearchBot, Work
    from game.match import Match

    bot, spent, playouts, count = SearchBot(nodes=nodes), 0.0, 0, 0
    for seed in seeds:
        deal, rng, made = Match(game_id, seed=seed).deal, random.Random(1), 0
        while not deal.is_over and made < decisions:
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            if len(view["legal"]) == 1:
                deal.apply(dict(view["legal"][0]))
                continue
            work, start = Work(), time.process_time()
            deal.apply(bot.decide(view, rng, work))
            spent += time.process_time() - start
            playouts, made, count = playouts + work.playouts, made + 1, count + 1
    return {"ms_per_decision": round(1000 * spent / count, 1),
            "playouts_per_decision": round(playouts / count, 1)}


def run(engine_root: Path, args: argparse.Namespace, game_id: str) -> dict[str, float]:
    """One measurement in a fresh interpreter on the engine under ``engine_root``."""
    command = [sys.executable, __file__, "--engine-root", str(engine_root), "--game", game_id,
               "--nodes", str(args.nodes), "--decisions", str(args.decisions),
               "--seeds", *map(str, args.seeds)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(done.stdout)[game_id]
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append", help="this game only (repeatable)")
    parser.add_argument("--nodes", type=int, default=9000)
    parser.add_argument("--seeds", type=int, nargs="+", default=[7, 8])
    parser.add_argument("--decisions", type=int, default=8, help="decisions per match")
    parser.add_argument("--compare", metavar="REF", help="also time git revision REF's engine")
    parser.add_argument("--rounds", type=int, default=2, help="alternating rounds for --compare")
    parser.add_argument("--engine-root", help=argparse.SUPPRESS)
    args = parser.parse_args()
    games = args.game or list(GAMES)
    if args.engine_root or not args.compare:
        print(json.dumps({g: measure(g, args.nodes, args.seeds, args.decisions) for g in games}))
        return
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.compare, "game"],
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        report = {}
        for game_id in games:
            ours: list[dict[str, float]] = []
            theirs: list[dict[str, float]] = []
            for round_number in range(args.rounds):
                pair = [(ours, ROOT), (theirs, Path(folder))]
                for runs, root in pair if round_number % 2 == 0 else reversed(pair):
                    runs.append(run(root, args, game_id))
            mine = statistics.median(r["ms_per_decision"] for r in ours)
            old = statistics.median(r["ms_per_decision"] for r in theirs)
            report[game_id] = {"ms_per_decision": round(mine, 1), f"ms_per_decision at {args.compare}": round(old, 1),
                               "speed-up": round(old / mine, 2),
                               "playouts_per_decision": ours[0]["playouts_per_decision"],
                               f"playouts_per_decision at {args.compare}":
                                   theirs[0]["playouts_per_decision"]}
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
