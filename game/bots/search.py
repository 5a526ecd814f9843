"""Search bots for the trick-taking games: Monte Carlo over deals sampled from the view.

Perfect-information Monte Carlo ("determinization"): the bot deals the cards it
cannot see at random, consistently with everything its view shows
(``Game.sample_deal``), tries each of its legal actions in that imagined deal,
lets the ``basic`` bot play every seat to the end, and scores the outcome for
its own seat.  The action with the best mean over many sampled deals wins.
The same procedure decides bids, declarations and card play, so the bot bids
a high contract exactly when the playouts say that it pays.

The sampled deals also respect the bids: of a few draws the bot keeps the one
in which the ``basic`` bot, given the cards the draw deals the other seats,
would have made the most of the bids and declarations they made (a seat that
bid six holds a six-trick hand far more often than a random one).  A bidder
unlike ``basic`` only makes the choice among the draws less sharp.

Every candidate action is tried on the same sampled deals and playout seeds
(common random numbers), which makes the comparison far less noisy than the
raw means.  The bot never reads anything but ``view``: with a fixed ``rng``
and a playout count instead of a clock, its decision depends on the view only.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable, Iterator

from .. import get_game
from ..core import Action, DealState, Game, JSON

Rollout = Callable[[JSON, random.Random], Action]


class Unlikely(Exception):
    """A draw given up: it already explains the other seats' bids no better than an earlier one."""


@dataclass(frozen=True)
class SearchBot:
    """A PIMC bot spending at most ``playouts`` playouts, or ``seconds``, on a decision.

    The budget goes to the legal actions by sequential halving: every round
    gives each remaining action the same number of sampled deals, then drops
    the worse half, so the close contenders get most of the playouts.
    """

    playouts: int
    seconds: float | None = None
    draws: int = 6

    def __call__(self, view: JSON, rng: random.Random) -> Action:
        legal = view["legal"]
        if len(legal) == 1:
            return dict(legal[0])
        means, finalists = self.search(view, rng)
        # ties go to the first (cheapest, in the rule books' orders) of the best actions
        return dict(legal[max(finalists, key=lambda i: (means[i], -i))])

    def search(self, view: JSON, rng: random.Random) -> tuple[list[float], list[int]]:
        """The mean playout score of each legal action, and the actions left in the last round."""
        from . import get_bot

        game = get_game(view["game"])
        rollout: Rollout = get_bot(view["game"], "basic")
        legal, seat = view["legal"], view["seat"]
        totals, counts = [0.0] * len(legal), [0] * len(legal)
        alive = list(range(len(legal)))
        rounds = max(1, math.ceil(math.log2(len(legal))))
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        worlds = self.worlds(game, view, rollout, rng)

        def mean(index: int) -> float:
            return totals[index] / counts[index] if counts[index] else -math.inf

        last_world = 0.0  # seconds the latest sampled deal took to play out
        while True:
            for _ in range(max(1, self.playouts // (len(alive) * rounds))):
                started = time.perf_counter()
                # stop when another deal would not be done in time (the first always runs)
                if deadline is not None and started + last_world > deadline and counts[alive[0]]:
                    return [mean(i) for i in range(len(legal))], alive
                world = next(worlds)
                playout_seed = rng.random()
                for index in alive:
                    state = world.clone()
                    state.apply(dict(legal[index]))
                    playout_rng = random.Random(playout_seed)
                    while not state.is_over:
                        actor = state.to_act
                        assert actor is not None
                        forced = state.legal_actions()
                        state.apply(dict(forced[0]) if len(forced) == 1
                                    else rollout(state.view(actor), playout_rng))
                    totals[index] += game.seat_scores(state)[seat]
                    counts[index] += 1
                last_world = time.perf_counter() - started
            if len(alive) == 1:
                return [mean(i) for i in range(len(legal))], alive
            ranked = sorted(alive, key=lambda i: (-mean(i), i))
            alive = sorted(ranked[:math.ceil(len(alive) / 2)])

    def worlds(self, game: type[Game], view: JSON, model: Rollout,
               rng: random.Random) -> Iterator[DealState]:
        """Sampled deals, each the one of ``draws`` draws in which ``model`` would have
        made the most of the bids and declarations the other seats made."""
        seat = view["seat"]
        while True:
            best, fewest = None, math.inf
            for _ in range(self.draws):
                misses = 0

                def judge(index: int, state: DealState, entry: JSON) -> None:
                    nonlocal misses
                    bidder = entry.get("seat")
                    if bidder is not None and bidder != seat and entry["type"] != "play":
                        made = {key: value for key, value in entry.items() if key != "seat"}
                        misses += model(state.view(bidder), rng) != made
                        if misses >= fewest:
                            raise Unlikely  # no better than a draw already made

                try:
                    best, fewest = game.sample_deal(view, rng, judge), misses
                except Unlikely:
                    continue
                if not misses:
                    break
            assert best is not None
            yield best


NORMAL = SearchBot(playouts=400, seconds=0.25)
STRONG = SearchBot(playouts=3000, seconds=0.85)
