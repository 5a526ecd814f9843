"""Bots: functions of one seat's view (JSON) and a random source, never of the full deal.

``get_bot(game_id, name)`` returns a :data:`Bot`.  Every game has ``random``
(a uniform legal action) and ``basic`` (the rule book's strategy notes); the
trick-taking games add ``normal`` and ``strong`` (search, ``game.bots.search``).

>>> import random
>>> from game.match import Match
>>> match = Match("brandeln", seed=3)
>>> seat = match.deal.to_act
>>> get_bot("brandeln", "random")(match.view(seat), random.Random(0)) in match.view(seat)["legal"]
True
"""

from __future__ import annotations

import random
from importlib import import_module
from typing import Callable

from ..core import Action, JSON, MalformedInput

Bot = Callable[[JSON, random.Random], Action]

BOTS: dict[str, dict[str, str]] = {
    "brandeln": {"basic": "game.bots.brandeln:basic", "normal": "game.bots.search:NORMAL",
                 "strong": "game.bots.search:STRONG"},
    "vinegret": {"basic": "game.bots.vinegret:basic", "normal": "game.bots.vinegret_strong:NORMAL",
                 "strong": "game.bots.vinegret_strong:STRONG"},
    "quadrille": {"basic": "game.bots.quadrille:basic", "normal": "game.bots.search:NORMAL",
                  "strong": "game.bots.search:STRONG"},
    "cuatrola": {"basic": "game.bots.cuatrola:basic", "normal": "game.bots.search:NORMAL",
                 "strong": "game.bots.search:STRONG"},
}


def levels(game_id: str) -> list[str]:
    """The bots on offer for a game, weakest first."""
    return ["random", *BOTS.get(game_id, {})]


def random_bot(view: JSON, rng: random.Random) -> Action:
    """A uniformly random legal action: the baseline every other bot must beat."""
    return dict(rng.choice(view["legal"]))


def ready_bot(game_id: str, name: str) -> Bot:
    """A bot with its one-time work done (imports, tables), so that its first decision
    takes no longer than the others: the page calls this when a match starts."""
    get_bot(game_id, "basic")  # the search bots' playout policy
    bot = get_bot(game_id, name)
    prepare = getattr(bot, "prepare", None)
    if prepare is not None:
        prepare()
    return bot


def get_bot(game_id: str, name: str) -> Bot:
    """A bot by level name; ``search:N`` is the search bot with N playouts and no clock.

    The fixed-budget form makes arena measurements reproducible on any machine.
    """
    if name == "random":
        return random_bot
    searched = BOTS.get(game_id, {}).get("strong") == "game.bots.search:STRONG"
    if searched and name.startswith("search:") and name[7:].isdigit():
        from .search import SearchBot
        return SearchBot(playouts=int(name[7:]))
    try:
        module, function = BOTS[game_id][name].split(":")
    except KeyError:
        raise MalformedInput(f"no bot {name!r} for {game_id!r}") from None
    bot: Bot = getattr(import_module(module), function)
    return bot
