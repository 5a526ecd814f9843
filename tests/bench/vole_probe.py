"""Does the search bot go for the Vole when it pays?  ``python tests/bench/vole_probe.py``

A Quadrille Vole can only start from a Solo whose declarer won the first six
tricks, a rare thing: in the 1000-deal arena the search bot never met a
stop-or-vole choice with cards worth the Vole.  This probe (not part of the
test suite) deals until seat 0 holds a hand that ``basic`` values at
``--value`` tricks or more, lets the search bot play seat 0 against three
``basic`` bots, and counts its contracts, the stop-or-vole choices it met and
how its Voles ended.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game import get_game  # noqa: E402
from game.bots import get_bot  # noqa: E402
from game.bots.quadrille import best_trump  # noqa: E402
from game.match import Match  # noqa: E402
from game.quadrille import DECK  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=150, help="deals with a strong hand to play")
    parser.add_argument("--value", type=float, default=6.0, help="seat 0's least hand value")
    parser.add_argument("--bot", default="search:40")
    args = parser.parse_args()
    game, basic, bot = get_game("quadrille"), get_bot("quadrille", "basic"), \
        get_bot("quadrille", args.bot)
    tally: Counter[str] = Counter()
    played, seed = 0, 0
    while played < args.deals:
        seed += 1
        deal = Match("quadrille", seed=seed).deal
        if best_trump(DECK.cards(deal.view(0)["hand"]))[1] < args.value:
            continue
        played += 1
        rng = random.Random(seed)
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            if seat == 0 and deal.phase == "stop_or_vole":
                tally["stop-or-vole choices"] += 1
            deal.apply((bot if seat == 0 else basic)(deal.view(seat), rng))
        contract, declarer, made = game.contract_of(deal)
        if declarer == 0:
            tally[f"{contract} {'made' if made else 'lost'}"] += 1
    print(f"{played} deals where seat 0 holds {args.value}+ tricks, {args.bot} at seat 0:")
    for outcome, count in sorted(tally.items()):
        print(f"  {outcome}: {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
