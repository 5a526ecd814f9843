"""The code checks the test command keeps passing: strict typing, the doctests,
the Python linter and the JavaScript linter, each at the version the project pins
(requirements-dev.txt, package-lock.json), and the style sheets' blocks."""
from __future__ import annotations

import doctest
import re
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


def test_tests_and_tools_type_check() -> None:
    """Not strictly (a test's page fixtures stay unannotated), but what is annotated holds."""
    done = run([sys.executable, "-m", "mypy", "--no-incremental", "tests", "tools"])
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


def unbalanced_braces(css: str) -> list[str]:
    """Where a style sheet's blocks do not close: a ``}`` with no block open (a browser then
    reads it and the rule after it as one broken rule, and drops both, silently) or a block
    left open at the end.  Comments and quoted strings are left out."""
    code = re.sub(r"/\*.*?\*/|\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'",
                  lambda m: re.sub(r"[^\n]", " ", m.group()), css, flags=re.S)
    problems, depth = [], 0
    for number, line in enumerate(code.splitlines(), 1):
        for char in line:
            depth += {"{": 1, "}": -1}.get(char, 0)
            if depth < 0:
                problems.append(f"line {number}: a }} closes no block")
                depth = 0
    return problems + ([f"{depth} block(s) left open at the end"] if depth else [])


def test_the_brace_check_finds_a_stray_brace() -> None:
    assert unbalanced_braces("@media (x) {\n  a { b: c; }\n}\n}\n.d { e: f; }") == ["line 4: a } closes no block"]
    assert unbalanced_braces("a { content: '}'; } /* } */") == []
    assert unbalanced_braces("a { b: c;") == ["1 block(s) left open at the end"]


@pytest.mark.parametrize("sheet", sorted(p.name for p in (ROOT / "static" / "css").glob("*.css")))
def test_style_sheets_close_every_block(sheet: str) -> None:
    assert unbalanced_braces((ROOT / "static" / "css" / sheet).read_text(encoding="utf-8")) == []
