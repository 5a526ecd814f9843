"""Replay every scenario file in ``tests/scenarios/<game>/`` and compare with its ``expect``.

Each file is a CONVENTIONS.md scenario plus ``description`` and ``expect`` (the
exact runner output, checked by hand against the rule book).  The runner must
ignore both extra keys; the rule books fix the order of every ``legal`` list,
so outputs are compared exactly.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import GAMES
from game.scenario import run

SCENARIOS = sorted(Path(__file__).parent.glob("scenarios/*/*.json"))
GAMES_WITH_SCENARIOS = list(GAMES)  # every registered game has its scenario files


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_replays_to_its_expected_output(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == path.parent.name
    assert data.get("description"), "every scenario says what it checks"
    assert run(data) == data["expect"]


@pytest.mark.parametrize("game_id", GAMES_WITH_SCENARIOS)
def test_each_game_has_at_least_fifteen_scenarios(game_id: str) -> None:
    assert len([p for p in SCENARIOS if p.parent.name == game_id]) >= 15


@pytest.mark.parametrize("game_id", GAMES_WITH_SCENARIOS)
def test_command_line_runner_prints_the_same_json(game_id: str) -> None:
    path = next(p for p in SCENARIOS if p.parent.name == game_id)
    done = subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == json.loads(path.read_text(encoding="utf-8"))["expect"]
    assert done.stderr == ""
