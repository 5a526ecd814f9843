"""How often do two levels choose alike?  ``python tests/bench/level_agreement.py cuatrola --deals 60``

Plays ``--deals`` deals with ``basic`` at every seat and, at each decision with a
choice, asks level A and level B (default ``normal`` and ``strong``) for theirs on the
same view, each with its own random source, and also asks A a second time with a third
source.  It prints, per phase, how often A agrees with B and how often A agrees with
itself: if the first rate is no higher than the second, B's larger budget settles
nothing that A leaves open, and the two levels differ only as A differs from itself
(``docs/bots.md``, Cuatrola).  Not part of the test suite.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game import get_game  # noqa: E402
from game.bots import get_bot, ready_bot  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--levels", default="normal,strong", help="A,B: the two levels compared")
    args = parser.parse_args()
    game = get_game(args.game)
    first, second = (ready_bot(args.game, name) for name in args.levels.split(","))
    basic = get_bot(args.game, "basic")
    options, players = game.parse_options(None), game.default_players
    asked, with_other, with_itself = Counter[str](), Counter[str](), Counter[str]()
    for number in range(args.deals):
        rng = random.Random(1000 + number)
        state = game.deal(options, players, number % players, rng, game.new_match(options, players))
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            if len(view["legal"]) > 1:
                key = number * 1000 + len(view["history"])
                choice = first(view, random.Random(key))
                asked[view["phase"]] += 1
                with_other[view["phase"]] += choice == second(view, random.Random(key + 1))
                with_itself[view["phase"]] += choice == first(view, random.Random(key + 2))
            state.apply(basic(view, rng))
    a, b = args.levels.split(",")
    for phase, count in asked.items():
        print(f"{phase}: {count} decisions; {a} agrees with {b} {with_other[phase] / count:.0%}, "
              f"with itself {with_itself[phase] / count:.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
