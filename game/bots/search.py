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
raw means.  The bot never reads anything but ``view``, and its budget is
counted in work (nodes visited, :class:`Work`), not seconds: with a fixed
``rng`` its decision depends on the view only, on any machine.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from importlib import import_module
from typing import Callable, Iterator

from .. import get_game
from ..core import Action, DealState, Game, JSON
from . import Bot, PlayoutBot, get_bot, playout_bot

Rollout = PlayoutBot
"""A playout policy: the game's ``basic`` bot, asked on the imagined deal itself (``on_deal``)
in the playouts, on a seat's ``DealState.bot_view`` (``on_view``) in judging the sampled deals."""

Finisher = Callable[[DealState, Rollout, random.Random], tuple[list[int], int]]
"""How a search ends an imagined deal from ``state`` (changing it): -> the seats' scores
(``Game.seat_scores``) and the nodes (:class:`Work`) it took."""

SOLVERS: dict[str, str] = {"cuatrola": "game.bots.cuatrola_solver:finish"}
"""The games whose card play can be solved exactly: a :data:`Finisher` for each."""


def solver_of(game_id: str) -> Finisher | None:
    """The game's exact :data:`Finisher` (:data:`SOLVERS`), ``None`` for a game without one."""
    if game_id not in SOLVERS:
        return None
    module, function = SOLVERS[game_id].split(":")
    finish: Finisher = getattr(import_module(module), function)
    return finish


class Unlikely(Exception):
    """A draw given up: it already explains the other seats' bids no better than an earlier one."""


class Work:
    """A count of the nodes a search has visited: what its budget is measured in.

    A node is one action simulated, in a playout or in replaying the history on
    a sampled deal, and one decision of the model bot (a view built and read).
    Counting nodes rather than seconds makes a decision the same on any machine,
    idle or loaded, while it tracks the time spent far better than playouts do:
    a playout early in a deal is long, one late in it short, and late in a deal
    the replayed history is what costs.
    """

    __slots__ = ("nodes", "playouts")

    def __init__(self) -> None:
        self.nodes = 0
        self.playouts = 0


class Outcomes:
    """Per legal action, over a search's playouts: how many, in how many the searching
    seat ended as declarer, and in how many of those it made the contract.

    Hints read them to say why (``game.bots.reasons``); they are aggregates of the
    bot's own imagined deals, so they show nothing of the real hidden cards.
    """

    __slots__ = ("playouts", "declared", "made")

    def __init__(self, actions: int) -> None:
        self.playouts = [0] * actions
        self.declared = [0] * actions
        self.made = [0] * actions

    def count(self, game: type[Game], state: DealState, seat: int, index: int) -> None:
        """Tally one finished playout of the action at ``index``."""
        _, declarer, made = game.contract_of(state)
        self.playouts[index] += 1
        if declarer == seat:
            self.declared[index] += 1
            self.made[index] += bool(made)


@dataclass(frozen=True)
class SearchBot:
    """A PIMC bot spending ``nodes`` nodes (see :class:`Work`) or ``playouts`` playouts a decision.

    The budget goes to the legal actions by sequential halving: every round
    gives each remaining action the same sampled deals, then drops the worse
    half, so the close contenders get most of the work.  A node budget is split
    evenly over the rounds (what a round leaves unspent goes to the next), and a
    round stops before a sampled deal that would overrun its share, judged by
    the previous deal's cost; a playout budget gives each round the same number
    of playouts.  Both make the decision a function of the view and ``rng``.

    ``games`` sets another node budget for a game whose search settles sooner:
    Cuatrola's, where ``strong``'s 8000 nodes played better than 1000 but not than
    3000, so the level between ``basic`` and ``strong`` spends 1000 there
    (``docs/bots.md``).

    ``seconds`` is only a safety net against a position far costlier than
    any measured (the levels set it at about ten times their usual time): if
    it ever stops a search, that decision depends on the machine's speed.
    """

    playouts: int | None = None
    nodes: int | None = None
    seconds: float | None = None
    draws: int = 6
    games: tuple[tuple[str, int], ...] = ()

    def budget(self, game_id: str) -> int | None:
        """The nodes a decision in ``game_id`` takes (``None``: budgeted by playouts)."""
        return dict(self.games).get(game_id, self.nodes) if self.nodes else None

    def __call__(self, view: JSON, rng: random.Random) -> Action:
        return self.decide(view, rng)

    @property
    def rehearsal(self) -> SearchBot:
        """The same search on a small budget: what ``bots.rehearse`` plays at match start."""
        return SearchBot(nodes=REHEARSAL_NODES)

    def decide(self, view: JSON, rng: random.Random, work: Work | None = None) -> Action:
        """The bot's action; ``work`` (if given) counts the nodes and playouts it took."""
        return self.decide_with_means(view, rng, work)[0]

    def decide_with_means(self, view: JSON, rng: random.Random, work: Work | None = None,
                          outcomes: Outcomes | None = None) -> tuple[Action, list[float]]:
        """The bot's action and the mean playout score of every legal action (none for a
        forced move); ``work`` and ``outcomes`` as in :meth:`search`."""
        legal = view["legal"]
        if len(legal) == 1:
            return dict(legal[0]), []
        means, finalists = self.search(view, rng, work, outcomes)
        # ties go to the first (cheapest, in the rule books' orders) of the best actions
        choice = max(finalists, key=lambda i: (means[i], -i))
        if self.finisher(view["game"]) is not finish_by_playing:
            # every action as good as the choice, the halving's dropped ones included
            ties = [legal[i] for i, mean in enumerate(means) if mean == means[choice]]
            return basics_among(ties, get_bot(view["game"], "basic"), view, rng), means
        return dict(legal[choice]), means

    def finisher(self, game_id: str) -> Finisher:
        """How the search ends each imagined deal after its action: ``basic`` plays it out."""
        return finish_by_playing

    def search(self, view: JSON, rng: random.Random, work: Work | None = None,
               outcomes: Outcomes | None = None) -> tuple[list[float], list[int]]:
        """The mean playout score of each legal action, and the actions left in the last round.

        ``work`` (if given) counts the nodes visited and the playouts, ``outcomes``
        (if given) the contracts the playouts of each action ended in; neither
        changes the search.
        """
        game = get_game(view["game"])
        rollout = playout_bot(view["game"])
        legal, seat = view["legal"], view["seat"]
        totals, counts = [0.0] * len(legal), [0] * len(legal)
        alive = list(range(len(legal)))
        rounds = max(1, math.ceil(math.log2(len(legal))))
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        work = work or Work()
        worlds = self.worlds(game, view, rollout.on_view, rng, work)
        finish = self.finisher(view["game"])
        assert outcomes is None or finish is finish_by_playing, "contracts count played-out deals"

        def mean(index: int) -> float:
            return totals[index] / counts[index] if counts[index] else -math.inf

        nodes = self.budget(view["game"])
        last_cost = 0  # nodes the latest sampled deal took, sampling and playouts
        for round_number in range(rounds):
            start, dealt = work.nodes, 0
            share = (nodes - start) / (rounds - round_number) if nodes else 0.0
            per_round = max(1, (self.playouts or 0) // (len(alive) * rounds))
            # every round plays at least one sampled deal
            while not dealt or (work.nodes - start + last_cost <= share if nodes
                                else dealt < per_round):
                if deadline is not None and counts[alive[0]] and time.perf_counter() > deadline:
                    return [mean(i) for i in range(len(legal))], alive
                before = work.nodes
                world = next(worlds)
                playout_seed = rng.random()
                for index in alive:
                    state = world.clone()
                    state.apply(dict(legal[index]))
                    scores, nodes_taken = finish(state, rollout, random.Random(playout_seed))
                    work.nodes += nodes_taken
                    totals[index] += scores[seat]
                    if outcomes is not None:
                        outcomes.count(game, state, seat, index)
                    counts[index] += 1
                    work.playouts += 1
                last_cost, dealt = work.nodes - before, dealt + 1
            if len(alive) == 1:
                break
            ranked = sorted(alive, key=lambda i: (-mean(i), i))
            alive = sorted(ranked[:math.ceil(len(alive) / 2)])
        return [mean(i) for i in range(len(legal))], alive

    def worlds(self, game: type[Game], view: JSON, model: Bot,
               rng: random.Random, work: Work | None = None) -> Iterator[DealState]:
        """Sampled deals, each the one of ``draws`` draws in which ``model`` would have
        made the most of the bids and declarations the other seats made.

        ``work`` (if given) counts the history entries replayed and the model's decisions.
        """
        seat = view["seat"]
        work = work or Work()
        sample = game.sampler(view)
        while True:
            best, fewest = None, math.inf
            for _ in range(self.draws):
                misses = 0

                def judge(index: int, state: DealState, entry: JSON, fewest: float = fewest) -> None:
                    nonlocal misses
                    work.nodes += 1
                    bidder = entry.get("seat")
                    if bidder is not None and bidder != seat and entry["type"] != "play":
                        made = {key: value for key, value in entry.items() if key != "seat"}
                        work.nodes += 1
                        misses += model(state.bot_view(bidder), rng) != made
                        if misses >= fewest:
                            raise Unlikely  # no better than a draw already made

                try:
                    best, fewest = sample(rng, judge), misses
                except Unlikely:
                    continue
                if not misses:
                    break
            assert best is not None
            yield best


def basics_among(ties: list[Action], basic: Bot, view: JSON, rng: random.Random) -> Action:
    """Of actions equally good by a solver's won-or-lost count, ``basic``'s choice if it is one
    of them, else the first (the rule book's order)."""
    preferred = basic(view, rng) if len(ties) > 1 else ties[0]
    return dict(preferred if preferred in ties else ties[0])


def finish_by_playing(state: DealState, rollout: Rollout, rng: random.Random) -> tuple[list[int], int]:
    """A :data:`Finisher`: ``state`` played out by ``rollout`` at every seat."""
    nodes = play_out(state, rollout, rng)
    return state.game.seat_scores(state), nodes


def play_out(state: DealState, rollout: Rollout, rng: random.Random,
             until: Callable[[DealState], bool] | None = None) -> int:
    """Play ``state`` to its end (or until ``until`` holds) with ``rollout`` at every seat,
    a forced move made without asking it; -> the nodes visited (a step, and a decision
    of the bot counts twice).

    ``rollout`` is asked on the deal itself (``on_deal``), which it reads as each seat's
    ``bot_view`` shows it: ``state`` is an imagined deal, whose hidden hands are a sample.
    """
    nodes = 0
    while not state.is_over and (until is None or not until(state)):
        actor = state.to_act
        assert actor is not None
        forced = state.legal_actions()
        if len(forced) == 1:
            state.apply(dict(forced[0]))
        else:
            state.apply(rollout.on_deal(state, actor, forced, rng))
            nodes += 1
        nodes += 1
    return nodes


@dataclass(frozen=True)
class SolvingSearchBot(SearchBot):
    """The search with each imagined deal's card play solved exactly where the game has a
    solver (:data:`SOLVERS`; elsewhere it is :class:`SearchBot`): the arena's ``solve:N``.

    ``basic`` makes the declarations left in the imagined deal, then every seat plays
    its best with every hand seen, so an action scores what perfect play of that deal
    gives.  Actions equal on every imagined deal (the solver often finds them all
    won, or all lost) go to ``basic``'s choice.  Measured against ``normal`` in
    ``docs/bots.md``: no stronger, so no level uses it.
    """

    def finisher(self, game_id: str) -> Finisher:
        return solver_of(game_id) or finish_by_playing


REHEARSAL_NODES = 300
NORMAL = SearchBot(nodes=3_000, seconds=3.0, games=(("cuatrola", 1_000),))
STRONG = SearchBot(nodes=48_000, seconds=10.0)
