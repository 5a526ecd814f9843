"""Search bots for the trick-taking games: Monte Carlo over deals sampled from the view.

Perfect-information Monte Carlo ("determinization"): the bot deals the cards it
cannot see at random, consistently with everything its view shows
(``Game.sample_deal``), tries each of its legal actions in that imagined deal,
lets the ``basic`` bot play every seat to the end, and scores the outcome for
its own seat.  The action with the best mean over many sampled deals wins.
The same procedure decides bids, declarations and card play, so the bot bids
a high contract exactly when the playouts say that it pays.

Every candidate action is tried on the same sampled deals and playout seeds
(common random numbers), which makes the comparison far less noisy than the
raw means.  The bot never reads anything but ``view``: with a fixed ``rng``
and a playout count instead of a clock, its decision depends on the view only.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from .. import get_game
from ..core import Action, JSON

Rollout = Callable[[JSON, random.Random], Action]


@dataclass(frozen=True)
class SearchBot:
    """A PIMC bot: at most ``playouts`` sampled deals, or fewer if ``seconds`` runs out."""

    playouts: int
    seconds: float | None = None

    def __call__(self, view: JSON, rng: random.Random) -> Action:
        legal = view["legal"]
        if len(legal) == 1:
            return dict(legal[0])
        return dict(legal[self.best_index(view, rng)])

    def values(self, view: JSON, rng: random.Random) -> list[float]:
        """The mean playout score of each legal action, in the order of ``view["legal"]``."""
        from . import get_bot

        game = get_game(view["game"])
        rollout: Rollout = get_bot(view["game"], "basic")
        legal, seat = view["legal"], view["seat"]
        totals = [0.0] * len(legal)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.playouts and (deadline is None or time.perf_counter() < deadline or
                                        done == 0):
            world = game.sample_deal(view, rng)
            playout_seed = rng.random()
            for index, action in enumerate(legal):
                state = world.clone()
                state.apply(dict(action))
                playout_rng = random.Random(playout_seed)
                while not state.is_over:
                    actor = state.to_act
                    assert actor is not None
                    state.apply(rollout(state.view(actor), playout_rng))
                totals[index] += game.seat_scores(state)[seat]
            done += 1
        return [total / done for total in totals]

    def best_index(self, view: JSON, rng: random.Random) -> int:
        values = self.values(view, rng)
        best = max(values)
        # ties go to the first (cheapest, in the rule books' orders) of the best actions
        return values.index(best)


NORMAL = SearchBot(playouts=200, seconds=0.25)
STRONG = SearchBot(playouts=2000, seconds=0.85)
