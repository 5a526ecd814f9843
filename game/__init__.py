"""Four historic card games: rules, deals, matches and bots, in pure Python.

The registry below maps a game id to its :class:`game.core.Game` class.  Nothing
here imports a browser module: the same package runs under CPython for the tests
and under Pyodide in the page's worker.

>>> get_game("brandeln").players
(4,)
"""

from __future__ import annotations

from importlib import import_module

from .core import Game, IllegalAction, MalformedInput

__all__ = ["GAMES", "Game", "IllegalAction", "MalformedInput", "get_game"]

GAMES: dict[str, str] = {
    "brandeln": "game.brandeln:Brandeln",
    "vinegret": "game.vinegret:Vinegret",
    "quadrille": "game.quadrille:Quadrille",
    "cuatrola": "game.cuatrola:Cuatrola",
}


def get_game(game_id: object) -> type[Game]:
    """The game class for ``game_id``; ``MalformedInput`` for an unknown id."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise MalformedInput(f"unknown game {game_id!r}")
    module, name = GAMES[game_id].split(":")
    game: type[Game] = getattr(import_module(module), name)
    return game
