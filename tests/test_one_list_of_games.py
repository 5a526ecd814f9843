"""One list of games: the engine's registry, ``game.GAMES``.

The engine, its tools and the benchmarks read the games from the registry; none
writes the game ids out again as a list (a fifth game is then registered once).
The bots' registry (``game.bots.BOTS``) is keyed by game id and must cover the
same games.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import GAMES
from game.bots import BOTS

ROOT = Path(__file__).resolve().parents[1]
REGISTRIES = {ROOT / "game" / "__init__.py", ROOT / "game" / "bots" / "__init__.py"}
READERS = sorted({*ROOT.glob("game/**/*.py"), *ROOT.glob("tools/*.py"),
                  *ROOT.glob("tests/bench/*.py")} - REGISTRIES)


def game_id_lists(source: str) -> list[int]:
    """The lines of ``source`` that write out a list of games.

    A list, tuple, set or dict (by its keys) naming two or more game ids, or a
    string naming every one of them (``"brandeln,cuatrola,…"``).
    """
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            items: list[ast.expr | None] = list(node.elts)
        elif isinstance(node, ast.Dict):
            items = list(node.keys)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if all(game_id in node.value for game_id in GAMES):
                lines.append(node.lineno)
            continue
        else:
            continue
        named = {item.value for item in items if isinstance(item, ast.Constant)
                 and isinstance(item.value, str) and item.value in GAMES}
        if len(named) >= 2:
            lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("path", READERS, ids=lambda path: str(path.relative_to(ROOT)))
def test_no_list_of_games_outside_the_registry(path: Path) -> None:
    assert game_id_lists(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("source, lines", [
    ('GAMES = ("brandeln", "cuatrola", "quadrille", "vinegret")', [1]),
    ('x = 1\nQUERY = {"brandeln": "?game=brandeln",\n "vinegret": "?players=6"}', [2]),
    ('ids = ["quadrille", "cuatrola"]', [1]),
    ('"""Usage: --games brandeln,cuatrola,quadrille,vinegret"""', [1]),
    ('print(get_game("brandeln"), "vinegret")', []),
    ('"""e.g. --games brandeln,vinegret"""', []),
])
def test_a_list_of_games_is_found(source: str, lines: list[int]) -> None:
    assert game_id_lists(source) == lines


def test_every_registered_game_has_its_bots_and_no_other() -> None:
    assert set(BOTS) == set(GAMES)
