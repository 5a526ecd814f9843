"""Bots: functions of one seat's view (JSON) and a random source, never of the full deal
(the ``basic`` bots' second entries, :data:`ON_DEAL`, read a search's imagined deal, and of
it only what the seat's view shows).

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
from typing import Callable, Container, NamedTuple, TypeVar

from ..core import Action, DealState, JSON, MalformedInput

Bot = Callable[[JSON, random.Random], Action]

DealBot = Callable[[DealState, int, list[Action], random.Random], Action]
"""A bot's second entry, for a search's playouts: ``(deal, seat, legal, rng)`` decides for ``seat``,
the seat to act in ``deal`` (``legal``: its legal actions), exactly as the bot decides on
``deal.bot_view(seat, legal)`` and using ``rng`` alike, but reads what it needs of that view off
the deal itself instead of building it.  It reads only what the view shows, yet the deal holds
every hand: only a search's imagined deals, whose hidden hands are its own sample, are given to it."""

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


D = TypeVar("D", bound=DealState)


def deal_entry(on_view: Bot, phases: Container[str], decide: Callable[[D, int, list[Action]], Action]
               ) -> Callable[[D, int, list[Action], random.Random], Action]:
    """A :data:`DealBot` that decides a choice in ``phases`` by ``decide(deal, seat, legal)``, which
    reads the deal, and anything else by ``on_view`` on the seat's bot view (so ``decide`` is
    written only where the playouts spend their time, and uses no random source)."""
    on_bot_view = view_entry(on_view)

    def on_deal(deal: D, seat: int, legal: list[Action], rng: random.Random) -> Action:
        if deal.phase not in phases or len(legal) == 1:
            return on_bot_view(deal, seat, legal, rng)
        return decide(deal, seat, legal)
    return on_deal


def view_entry(on_view: Bot) -> DealBot:
    """The :data:`DealBot` that asks ``on_view`` on the seat's bot view (the deal read as before)."""
    def on_deal(deal: DealState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        return on_view(deal.bot_view(seat, legal), rng)
    return on_deal


ON_DEAL: dict[str, str] = {"brandeln": "game.bots.brandeln:basic_on_deal",
                           "quadrille": "game.bots.quadrille:basic_on_deal",
                           "cuatrola": "game.bots.cuatrola:basic_on_deal"}
"""The search games' ``basic`` bots' :data:`DealBot` entries, beside their view entries in :data:`BOTS`."""


class PlayoutBot(NamedTuple):
    """A game's ``basic`` bot as a search's playouts ask it: on a view (``on_view``, the bids
    its sampled deals are judged by), and on the imagined deal itself (``on_deal``)."""

    on_view: Bot
    on_deal: DealBot


def playout_bot(game_id: str) -> PlayoutBot:
    """The game's ``basic`` bot with both its entries (:data:`ON_DEAL`); a game without an entry
    on the deal (Vinegret, whose oracle plays playouts out too) is asked on the bot view."""
    basic = get_bot(game_id, "basic")
    if game_id not in ON_DEAL:
        return PlayoutBot(basic, view_entry(basic))
    module, function = ON_DEAL[game_id].split(":")
    on_deal: DealBot = getattr(import_module(module), function)
    return PlayoutBot(basic, on_deal)


BUDGETED: dict[str, str] = {"search": "game.bots.search:SearchBot:playouts",
                            "tree": "game.bots.tree:TreeSearchBot:nodes",
                            "solve": "game.bots.search:SolvingSearchBot:nodes"}
"""The arena's ``kind:N`` bots of the search games: class and the budget N sets (no clock)."""


def levels(game_id: str) -> list[str]:
    """The bots on offer for a game, weakest first."""
    return ["random", *BOTS.get(game_id, {})]


def random_bot(view: JSON, rng: random.Random) -> Action:
    """A uniformly random legal action: the baseline every other bot must beat."""
    return dict(rng.choice(view["legal"]))


REHEARSAL_SEED = 0
REHEARSAL_MOVES = 2  # the first bids of one deal: their searches play whole deals out
_rehearsed: set[tuple[str, Bot]] = set()


def ready_bot(game_id: str, name: str) -> Bot:
    """A bot with its one-time work done, so that its first decision takes no longer than
    the others: the page calls this when a match starts (or resumes).

    The work is the imports, the bot's tables (``prepare``) and, once per game and
    rehearsal in a process, a rehearsal (:func:`rehearse`): levels of one kind share
    theirs.
    """
    get_bot(game_id, "basic")  # the search bots' playout policy
    bot = get_bot(game_id, name)
    prepare = getattr(bot, "prepare", None)
    if prepare is not None:
        prepare()
    rehearsal: Bot | None = getattr(bot, "rehearsal", None)
    if rehearsal is not None and (game_id, rehearsal) not in _rehearsed:
        rehearse(game_id, rehearsal)
        _rehearsed.add((game_id, rehearsal))
    return bot


def rehearse(game_id: str, bot: Bot) -> None:
    """Play the first moves of one fixed deal of the game with ``bot`` (a level on a small
    budget: its searches play whole deals out, so every phase's code runs).

    In the browser the first searches of a match ran far slower than the later
    ones (WebAssembly compiles the interpreter's hot paths to optimized code only
    once they have run a while); rehearsing the level's own code at match start
    moves that cost there.  The deal and the random source are the rehearsal's
    own and nothing of it is kept (the bots' caches hold pure functions of
    their arguments), so no later decision changes.
    """
    from .. import get_game

    game = get_game(game_id)
    options = game.parse_options(None)
    players = game.default_players
    rng = random.Random(REHEARSAL_SEED)
    state = game.deal(options, players, 0, rng, game.new_match(options, players))
    for _ in range(REHEARSAL_MOVES):
        if state.is_over:
            return
        seat = state.to_act
        assert seat is not None
        state.apply(bot(state.view(seat), rng))


def get_bot(game_id: str, name: str) -> Bot:
    """A bot by level name; ``search:N`` is the search bot with N playouts and no clock,
    ``tree:N`` the tree search (``game.bots.tree``) with N nodes and no clock, ``solve:N``
    the search that solves the card play (``SolvingSearchBot``, Cuatrola) with N nodes.

    The fixed-budget forms make arena measurements reproducible on any machine.
    """
    if name == "random":
        return random_bot
    searched = BOTS.get(game_id, {}).get("strong") == "game.bots.search:STRONG"
    kind, _, count = name.partition(":")
    if searched and kind in BUDGETED and count.isdigit():
        module, cls, budget = BUDGETED[kind].split(":")
        budgeted: Bot = getattr(import_module(module), cls)(**{budget: int(count)})
        return budgeted
    try:
        module, function = BOTS[game_id][name].split(":")
    except KeyError:
        raise MalformedInput(f"no bot {name!r} for {game_id!r}") from None
    bot: Bot = getattr(import_module(module), function)
    return bot
