"""The information-set tree search (``game.bots.tree``): legal, reproducible, on its budget,
and a tree that grows below the root (that it is blind to the hidden cards is checked
with the flat search's, in ``test_bots.py``)."""

from __future__ import annotations

import random

import pytest

from game.bots import get_bot
from game.bots.search import Outcomes, Work
from game.bots.tree import Node, TreeSearchBot, action_key
from game.core import DealState

from test_bots import SEARCH_GAMES, acting_view, positions


def choices(game_id: str, seed: int) -> list[DealState]:
    """Positions of a basic deal where the seat to act has a choice."""
    return [s for s in positions(game_id, seed, every=2) if len(s.legal_actions()) > 1]


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
def test_a_decision_is_legal_and_the_same_for_the_same_random_source(game_id: str) -> None:
    bot = TreeSearchBot(nodes=500)
    for state in choices(game_id, seed=5)[:4]:
        view = acting_view(state)
        action = bot(view, random.Random(3))
        assert action in view["legal"]
        assert bot(view, random.Random(3)) == action


@pytest.mark.parametrize("game_id", SEARCH_GAMES)
def test_the_search_spends_its_node_budget_and_no_more_than_one_iteration_over(game_id: str) -> None:
    state = choices(game_id, seed=8)[0]
    view = acting_view(state)
    for nodes in (400, 1600):
        work = Work()
        TreeSearchBot(nodes=nodes).decide(view, random.Random(1), work)
        assert nodes - 400 <= work.nodes <= nodes + 400, (nodes, work.nodes)
        assert work.playouts >= 2


def test_the_means_and_outcomes_cover_every_root_action_tried() -> None:
    state = next(s for s in choices("cuatrola", seed=3) if len(s.legal_actions()) > 2)
    view = acting_view(state)
    outcomes, work = Outcomes(len(view["legal"])), Work()
    means, most_tried = TreeSearchBot(nodes=2000).search(view, random.Random(1), work, outcomes)
    assert sum(outcomes.playouts) == work.playouts  # every iteration counted once, at the root
    assert all(m > float("-inf") for m in means)  # each root action was expanded
    assert most_tried and all(outcomes.playouts[i] == max(outcomes.playouts) for i in most_tried)


def test_iterations_grow_the_tree_below_the_root() -> None:
    """The point of the tree: later decisions of the deal are searched, not left to ``basic``."""
    state = choices("cuatrola", seed=4)[0]
    view = acting_view(state)
    roots: list[Node] = []
    original = Node.__init__

    def recording(node: Node) -> None:
        original(node)
        if not roots:
            roots.append(node)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Node, "__init__", recording)
        TreeSearchBot(nodes=3000).search(view, random.Random(2))

    def depth(node: Node) -> int:
        return 1 + max((depth(child) for child in node.children.values()), default=0)

    assert depth(roots[0]) >= 4


def test_a_tree_search_is_budgeted_in_nodes_only() -> None:
    with pytest.raises(ValueError, match="nodes only"):
        TreeSearchBot(playouts=100)
    with pytest.raises(ValueError, match="nodes only"):
        TreeSearchBot(playouts=100, nodes=500)
    with pytest.raises(ValueError, match="nodes only"):
        TreeSearchBot()


def test_actions_key_the_tree_by_their_fields() -> None:
    assert action_key({"type": "play", "card": "AO"}) == action_key({"type": "play", "card": "AO"})
    assert action_key({"type": "bid", "bid": "solo"}) != action_key({"type": "play", "card": "AO"})


def test_the_arena_names_a_tree_search_by_its_node_budget() -> None:
    bot = get_bot("cuatrola", "tree:1200")
    assert isinstance(bot, TreeSearchBot) and bot.nodes == 1200 and bot.seconds is None
    assert isinstance(bot.rehearsal, TreeSearchBot)
    with pytest.raises(Exception, match="no bot"):
        get_bot("vinegret", "tree:1200")
