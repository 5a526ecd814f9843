"""Four historic card games: rules, deals, matches and bots, in pure Python.

The registry below maps a game id to its :class:`game.core.Game` class, imported
on first use: a page playing one game never pays for the others' modules.  What
the page must know of every game before a match (players, options, bot levels)
is in ``game/games.json``, written from the classes by ``describe_games()`` (run
``python3 tools/vendor.py``; a test keeps the two equal), so that listing the
games imports none of them.  Nothing here imports a browser module: the same
package runs under CPython for the tests and under Pyodide in the page's worker.

>>> get_game("brandeln").players
(4,)
>>> [entry["id"] for entry in catalog()] == list(GAMES)
True
"""

from __future__ import annotations

import json
import pkgutil
from importlib import import_module

from .core import JSON, Game, IllegalAction, MalformedInput

__all__ = ["DEFAULT_LEVEL", "GAMES", "Game", "IllegalAction", "MalformedInput", "catalog",
           "catalog_text", "describe_games", "get_game"]

GAMES: dict[str, str] = {
    "brandeln": "game.brandeln:Brandeln",
    "cuatrola": "game.cuatrola:Cuatrola",
    "quadrille": "game.quadrille:Quadrille",
    "vinegret": "game.vinegret:Vinegret",
}
DEFAULT_LEVEL = "normal"
# Read through the package's loader: in the browser the engine is imported from one zip.
CATALOG = "games.json"


def get_game(game_id: object) -> type[Game]:
    """The game class for ``game_id``; ``MalformedInput`` for an unknown id."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise MalformedInput(f"unknown game {game_id!r}")
    module, name = GAMES[game_id].split(":")
    game: type[Game] = getattr(import_module(module), name)
    return game


def describe_games() -> list[JSON]:
    """Every game's facts, from its class (this imports every game module)."""
    from .bots import levels

    listing: list[JSON] = []
    for game_id in GAMES:
        game = get_game(game_id)
        listing.append({"id": game_id, "deck": game.card_art, "players": list(game.players),
                        "default_players": game.default_players, "cards": len(game.deck.codes),
                        "match_length": match_length(game),
                        "options": {name: option.schema() for name, option in game.options.items()},
                        "levels": levels(game_id), "default_level": DEFAULT_LEVEL})
    return listing


def match_length(game: type[Game]) -> JSON:
    """How long a match of the default options lasts: ``{"unit", "value"}``."""
    option, unit = game.match_length
    return {"unit": unit, "value": game.options[option].default}


def catalog_text() -> str:
    """``describe_games()`` as the text of game/games.json."""
    return json.dumps(describe_games(), ensure_ascii=False, indent=1) + "\n"


def catalog() -> list[JSON]:
    """Every game's facts, read from game/games.json (no game module imported)."""
    data = pkgutil.get_data(__name__, CATALOG)
    if data is None:
        raise FileNotFoundError(f"{__name__}/{CATALOG}")
    listing: list[JSON] = json.loads(data.decode("utf-8"))
    return listing
