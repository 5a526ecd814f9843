"""Information-set tree search (single-observer ISMCTS) for the trick-taking games.

The flat search (:mod:`game.bots.search`) judges each of its own actions by the
``basic`` bot playing the rest of the deal for every seat, its own included:
however many playouts it spends, it learns what an action is worth if
``basic`` plays on, and its estimates stop improving once the noise is gone
(``docs/bots.md``: three times the nodes bought nothing in Brandeln or Cuatrola).
A tree search learns the later decisions too.  Every iteration deals the hidden
cards anew from the view (the same bid-weighted sampling as the flat search),
walks down one tree of action sequences, choosing at each node among the actions
legal in this deal by UCB1 with availability counts (Cowling, Powley and
Whitehouse, 2012), adds one node, lets ``basic`` play the rest, and credits each
node's action with the score of the seat that chose it.  So the more nodes a
decision spends, the more of the deal's later play is searched instead of assumed.

The tree keys each step by the action (forced moves included, so one node never
mixes the choices of two seats); every seat in it chooses for its own score,
which in Cuatrola's partnerships is its side's.  Like the flat search it reads
only the view, and its budget is counted in nodes (:class:`~game.bots.search.Work`),
so with a fixed ``rng`` a decision depends on the view alone.

It is the arena's ``tree:N`` (N nodes, no clock), measured against the flat
search in ``docs/bots.md``: at the flat ``strong``'s budget it played Cuatrola no
better and Brandeln far worse (a few dozen iterations a bid explore its own later
choices at random first, and it passed nearly every hand), so no level uses it.

>>> import random
>>> from game.match import Match
>>> match = Match("cuatrola", seed=3)
>>> view = match.view(match.deal.to_act)
>>> TreeSearchBot(nodes=600).decide(view, random.Random(1)) in view["legal"]
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from .. import get_game
from ..core import Action, DealState, JSON
from . import playout_bot
from .search import REHEARSAL_NODES, Outcomes, SearchBot, Work, play_out

Key = tuple[tuple[str, object], ...]


def action_key(action: Action) -> Key:
    """An action as a tree edge: equal actions of different deals share their node."""
    return tuple(action.items())


class Node:
    """One edge of the tree: the action that leads here, as its chooser saw it.

    ``visits`` and ``total`` count the iterations through it and the chooser's
    summed score; ``available`` how often it was legal when its parent was
    reached (the UCB's exploration term reads that, not the parent's visits, as
    an action is legal in some sampled deals only).
    """

    __slots__ = ("children", "visits", "total", "available")

    def __init__(self) -> None:
        self.children: dict[Key, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


@dataclass(frozen=True)
class TreeSearchBot(SearchBot):
    """ISMCTS on ``nodes`` nodes a decision (see :class:`SearchBot` for ``seconds``,
    ``draws`` and ``games``); ``exploration`` is UCB1's constant on scores scaled to the
    range of the searching seat's scores so far.  The root's action is the one tried
    most often."""

    exploration: float = 0.7

    def __post_init__(self) -> None:
        if self.nodes is None or self.playouts is not None:
            raise ValueError("a tree search is budgeted in nodes only")

    @property
    def rehearsal(self) -> SearchBot:
        return TreeSearchBot(nodes=REHEARSAL_NODES, exploration=self.exploration)

    def search(self, view: JSON, rng: random.Random, work: Work | None = None,
               outcomes: Outcomes | None = None) -> tuple[list[float], list[int]]:
        """The mean score of each legal action at the root, and the most tried of them;
        ``work`` and ``outcomes`` as in :meth:`SearchBot.search`."""
        game = get_game(view["game"])
        rollout = playout_bot(view["game"])
        legal, seat = view["legal"], view["seat"]
        index_of = {action_key(action): i for i, action in enumerate(legal)}
        root = Node()
        low, high = math.inf, -math.inf
        nodes = self.budget(view["game"]) or 0
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        work = work or Work()
        begun, last_cost = work.nodes, 0
        worlds = self.worlds(game, view, rollout.on_view, rng, work)
        while not root.visits or work.nodes - begun + last_cost <= nodes:
            if deadline is not None and time.perf_counter() > deadline:
                break
            before = work.nodes
            state = next(worlds).clone()
            path = self.descend(root, state, self.exploration * (high - low if high > low else 1.0))
            work.nodes += len(path)
            if not state.is_over:
                work.nodes += play_out(state, rollout, random.Random(rng.random()))
            scores = game.seat_scores(state)
            for visited, chooser, _ in path:
                visited.visits += 1
                visited.total += scores[chooser]
            low, high = min(low, scores[seat]), max(high, scores[seat])
            root.visits += 1
            work.playouts += 1
            if outcomes is not None:
                outcomes.count(game, state, seat, index_of[path[0][2]])
            last_cost = work.nodes - before
        visits, means = [0] * len(legal), [-math.inf] * len(legal)
        for key, child in root.children.items():
            index = index_of[key]
            visits[index], means[index] = child.visits, child.total / child.visits
        most = max(visits)
        return means, [i for i in range(len(legal)) if visits[i] == most]

    @staticmethod
    def descend(root: Node, state: DealState, spread: float) -> list[tuple[Node, int, Key]]:
        """Play ``state`` down the tree from ``root``, by UCB1 (``spread`` scales its
        exploration) among the actions legal in this deal, until a new node is added or the
        deal ends; -> each node passed, the seat that chose it and the key of its action."""
        node, path = root, []
        while not state.is_over:
            actor = state.to_act
            assert actor is not None
            untried, best, best_value = None, None, -math.inf
            for action in state.legal_actions():
                key = action_key(action)
                child = node.children.get(key)
                if child is None:
                    if untried is None:
                        untried = key, action
                    continue
                child.available += 1
                value = (child.total / child.visits
                         + spread * math.sqrt(math.log(child.available) / child.visits))
                if value > best_value:
                    best, best_value = (key, action), value
            chosen = untried or best
            assert chosen is not None
            key, action = chosen
            if untried is not None:
                node.children[key] = Node()
                node.children[key].available = 1
            node = node.children[key]
            path.append((node, actor, key))
            state.apply(dict(action))
            if untried is not None:
                break
        return path
