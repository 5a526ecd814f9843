"""A reference bot that sees every hand: how far the real bots are from perfect information.

The arena alone seats it (``oracle`` or ``oracle:N``), handing it the *true*
deal state instead of a view: every hand and, in Vinegret, the stock's order.
For each legal action it plays the deal out ``N`` times from that state with
the ``basic`` bot at every seat (itself included) and keeps the action with
the best mean score for its seat (``Game.seat_scores``).  Every action is
tried on the same playout seeds (common random numbers), drawn from the
arena's random source, so the same seed gives the same decisions.

``oracle:solve`` (Cuatrola, the one game with a solver: ``search.SOLVERS``)
plays perfectly instead: each action's declarations left are made by ``basic``,
then the card play is solved exactly, every seat playing its best with every
hand seen; actions equal on that count go to ``basic``'s choice.

It reads what no player may see, so it is no level of the app: ``BOTS`` in
``game/bots/__init__.py`` (from which ``game.api`` takes its levels) never
names it, and ``get_bot`` refuses the name.  Its margin over ``basic`` on
duplicate deals is the gap perfect information opens; the share of that gap
a search level closes says how far that level is from it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import Action, DealState, MalformedInput
from . import playout_bot
from .search import SOLVERS, basics_among, finish_by_playing, solver_of

NAME = "oracle"
PLAYOUTS = 8
"""Per legal action.  From a true state the ``basic`` playouts vary little, and not at all in
Brandeln and Cuatrola, whose ``basic`` decides without chance (``docs/bots.md``)."""


@dataclass(frozen=True)
class Oracle:
    """Decides from the true deal state by ``playouts`` playouts of ``basic`` per legal action."""

    playouts: int = PLAYOUTS
    solve: bool = False

    def decide(self, state: DealState, rng: random.Random) -> Action:
        """The legal action of the seat to act with the best mean playout score for that seat
        (the first of equals, in the rule book's order); ``state`` is left unchanged."""
        seat = state.to_act
        assert seat is not None, "the deal is over"
        legal = state.legal_actions()
        if len(legal) == 1:
            return dict(legal[0])
        game = state.game
        rollout = playout_bot(game.id)
        finish = (solver_of(game.id) if self.solve else None) or finish_by_playing
        seeds = [rng.random() for _ in range(self.playouts)]
        totals = []
        for action in legal:
            total = 0
            for seed in seeds:
                playout = state.clone()
                playout.apply(dict(action))
                total += finish(playout, rollout, random.Random(seed))[0][seat]
            totals.append(total)
        best = [action for action, total in zip(legal, totals) if total == max(totals)]
        return basics_among(best, rollout.on_view, state.view(seat), rng) if self.solve else dict(best[0])


def oracle_named(name: str, game_id: str | None = None) -> Oracle | None:
    """The oracle a line-up names (``oracle``, ``oracle:N`` for N playouts per action, or
    ``oracle:solve`` where ``game_id`` has a solver); ``None`` for any other bot's name."""
    if name == NAME:
        return Oracle()
    if not name.startswith(NAME + ":"):
        return None
    count = name[len(NAME) + 1:]
    if count == "solve":
        if game_id not in SOLVERS:
            raise MalformedInput(f"{name!r}: no solver for {game_id!r} (only {', '.join(SOLVERS)})")
        return Oracle(playouts=1, solve=True)
    if not count.isdigit() or int(count) < 1:
        raise MalformedInput(f"{name!r}: the oracle's playouts must be a whole number of at least 1"
                             " (or 'solve')")
    return Oracle(playouts=int(count))
