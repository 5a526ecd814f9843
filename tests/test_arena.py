"""The arena's ``--jobs``: deals shared out over processes add up to the same summary."""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest

from game import arena
from game.arena import main as arena_main, run_arena
from game.bots.vinegret_strong import _shape_completion, completion, ranking

TIMINGS = ("ms_per_decision", "decisions_per_second")


def without_timings(summary: Any) -> Any:
    """The summary but for what the clock measures (which no two runs share)."""
    if isinstance(summary, dict):
        return {key: without_timings(value) for key, value in summary.items() if key not in TIMINGS}
    return summary


@pytest.mark.parametrize("game_id, lineup", [
    ("cuatrola", ["basic", "random", "basic", "random"]),
    ("vinegret", ["basic", "random"]),
])
def test_jobs_give_the_summary_of_one_process(game_id: str, lineup: list[str]) -> None:
    alone = run_arena(game_id, deals=5, seed=4, lineup=lineup)
    shared = run_arena(game_id, deals=5, seed=4, lineup=lineup, jobs=2)
    assert shared["actions_sha256"] == alone["actions_sha256"]
    assert without_timings(shared) == without_timings(alone)
    assert shared["decisions"] == alone["decisions"] > 0
    assert set(shared["bots"]) == set(lineup)


def test_jobs_do_not_hide_a_different_deal() -> None:
    """Deals in the wrong order or a deal missing would change the digest."""
    lineup = ["basic", "random", "basic", "random"]
    shared = run_arena("brandeln", deals=4, seed=4, lineup=lineup, jobs=2)
    assert shared["actions_sha256"] != run_arena("brandeln", deals=3, seed=4, lineup=lineup,
                                                 jobs=2)["actions_sha256"]


@pytest.mark.parametrize("jobs", ["0", "-1", "two", "1.5"])
def test_bad_jobs_give_one_line(jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["brandeln", "--deals", "1", "--bots", "basic,basic,basic,basic",
                       "--jobs", jobs]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("arena: argument --jobs") and err.count("\n") == 1, err


def test_jobs_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    line_up = ["--bots", "basic,random,random,random"]
    assert arena_main(["quadrille", "--deals", "2", "--seed", "3", *line_up, "--jobs", "2"]) == 0
    shared = capsys.readouterr().out
    assert arena_main(["quadrille", "--deals", "2", "--seed", "3", *line_up]) == 0
    alone = capsys.readouterr().out
    digest = [line for line in alone.splitlines() if "actions_sha256" in line]
    assert digest and digest[0] in shared.splitlines()


def test_the_arena_readies_its_bots_as_the_page_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker's first decision must not build the tables: timed with it, and on a loaded
    machine stopped by the level's clock safety net, it would differ from ``--jobs 1``."""
    for table in (ranking, _shape_completion, completion):  # cold, whatever ran before
        table.cache_clear()
    monkeypatch.setattr(arena, "_bots", {})
    run_arena("vinegret", deals=1, seed=4, lineup=["normal", "basic"])
    assert ranking.cache_info().currsize == 1  # every hand ranked
    assert completion.cache_info().currsize == 1 + 40 + 780 + 9880  # every part of a hand valued


@pytest.mark.parametrize("game_id, lineup", [
    ("brandeln", ["normal", "basic", "basic", "basic"]),
    ("vinegret", ["normal", "basic"]),
])
def test_no_clock_changes_the_arenas_decisions(game_id: str, lineup: list[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A level's clock safety net stops its search on a machine that is loaded or paused
    mid-decision; the arena plays the work budget alone, so the summary replays."""
    steady = run_arena(game_id, deals=1, seed=6, lineup=lineup)
    racing = itertools.count(0.0, 1.0)  # every reading of the clock a second after the last
    monkeypatch.setattr(time, "perf_counter", lambda: next(racing))  # the bots' clock too
    assert run_arena(game_id, deals=1, seed=6, lineup=lineup)["actions_sha256"] == \
        steady["actions_sha256"]
