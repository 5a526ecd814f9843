"""The code checks the test command keeps passing: strict typing, the doctests,
the Python linter and the JavaScript linter, each at the version the project pins
(requirements-dev.txt, package-lock.json)."""
from __future__ import annotations

import doctest
import importlib
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parents[1]
ENGINE_MODULES = sorted(info.name for info in pkgutil.walk_packages(game.__path__, "game."))


def run(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


def test_engine_is_strictly_typed() -> None:
    done = run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "game"])
    assert done.returncode == 0, done.stdout + done.stderr


def test_python_passes_the_linter() -> None:
    done = run([sys.executable, "-m", "ruff", "check", "game", "tests", "tools"])
    assert done.returncode == 0, done.stdout + done.stderr


def test_javascript_passes_the_linter() -> None:
    eslint = ROOT / "node_modules" / "eslint" / "bin" / "eslint.js"
    node = shutil.which("node")
    assert node and eslint.is_file(), "run `bash tools/setup.sh` first (it installs eslint)"
    files = ["static/js", *(["sw.js"] if (ROOT / "sw.js").is_file() else [])]
    done = run([node, str(eslint), "--max-warnings", "0", "-c", "tools/eslint.config.mjs", *files])
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
