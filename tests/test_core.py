"""The shared core: cards, options, sampling, the scenario runner, the match, the arena, the API."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game import GAMES, MalformedInput, api, get_game
from game.bots import get_bot
from game.arena import main as arena_main, run_arena
from game.cards import Deck
from game.core import IllegalAction, Option, check_fields, parse_options, replay
from game.match import Match
from game.scenario import run
from game.tricks import HiddenDealer

from test_engine_speed import TRICK_DEALS

EXAMPLE = json.loads((Path(__file__).parent / "scenarios/brandeln/10_example11_full_trump_deal.json")
                     .read_text(encoding="utf-8"))


# Cards ----------------------------------------------------------------------------------

def test_deck_maps_codes_to_canonical_integers_and_back() -> None:
    deck = Deck.rank_major(ranks="A23", suits="SH")
    assert deck.codes == ("AS", "AH", "2S", "2H", "3S", "3H")
    assert deck.card("2H") == 3 and deck.code(3) == "2H"
    assert deck.sorted_codes([5, 0, 3]) == ["AS", "2H", "3H"]
    assert "KS" not in deck and 3 not in deck


# Options --------------------------------------------------------------------------------

SPEC = {"target": Option("int", 21, minimum=1), "hold": Option("bool", False),
        "mode": Option("choice", "a", choices=("a", "b")),
        "deals": Option("int", 4, minimum=4, multiple_of=4)}


def test_options_take_defaults_and_given_values() -> None:
    assert parse_options(SPEC, {"hold": True}) == {"target": 21, "hold": True, "mode": "a", "deals": 4}


@pytest.mark.parametrize("raw", [{"colour": 1}, {"target": 0}, {"target": True}, {"target": 2.0},
                                 {"hold": 1}, {"mode": "c"}, {"deals": 6}, []])
def test_bad_options_are_malformed(raw: Any) -> None:
    with pytest.raises(MalformedInput):
        parse_options(SPEC, raw)


# Sampling hidden cards ------------------------------------------------------------------

@pytest.mark.parametrize("action, required, code", [
    ({"type": "bid", "bid": 3}, ["bid"], None),
    ({"type": "bid", "card": "AS"}, ["bid"], "missing_field"),
    ({"bid": 3, "seat": 0}, ["bid"], "extra_field"),  # as many fields as allowed, but no type
    ({"type": "bid", "bid": 3, "raise": 1}, ["bid"], "extra_field"),
    ({"type": "bid", "bid": 3, "raise": 1}, [], "extra_field"),
])
def test_check_fields_refuses_a_missing_or_an_extra_field(action: dict[str, Any], required: list[str],
                                                         code: str | None) -> None:
    """Its quick return for exactly the type and the required fields lets nothing else by."""
    if code is None:
        check_fields(action, required)
        return
    with pytest.raises(IllegalAction) as refused:
        check_fields(action, required)
    assert refused.value.code == code


def test_hidden_dealer_respects_counts_and_forbidden_cards() -> None:
    rng = random.Random(1)
    forbidden = [set(), {0, 1, 2}, set(), {3, 4}]
    for _ in range(100):
        hands = HiddenDealer(list(range(8)), [0, 3, 3, 2], forbidden).deal(rng)
        assert [len(h) for h in hands] == [0, 3, 3, 2]
        assert sorted(c for h in hands for c in h) == list(range(8))
        assert not set(hands[1]) & {0, 1, 2} and not set(hands[3]) & {3, 4}


def test_hidden_dealer_finds_the_only_split_and_refuses_impossible_facts() -> None:
    forced = HiddenDealer([0, 1], [1, 1], [{1}, {0}]).deal(random.Random(0), tries=1)
    assert forced == [[0], [1]]
    with pytest.raises(ValueError):
        HiddenDealer([0, 1], [1, 1], [{0, 1}, set()]).deal(random.Random(0))


def choices_deal(pool: list[int], counts: list[int], forbidden: list[set[int]],
                 rng: random.Random, tries: int = 200) -> list[list[int]] | None:
    """The dealing of the hidden cards as first written, with ``rng.choices``: the
    reference that the prepared dealer must follow draw for draw."""
    seats = [s for s, n in enumerate(counts) if n]
    allowed = {c: [s for s in seats if c not in forbidden[s]] for c in pool}
    order = sorted(pool, key=lambda c: len(allowed[c]))
    for _ in range(tries):
        room, shuffled = list(counts), list(order)
        hands: list[list[int]] = [[] for _ in counts]
        rng.shuffle(shuffled)
        shuffled.sort(key=lambda c: len(allowed[c]))
        for card in shuffled:
            options = [s for s in allowed[card] if room[s]]
            if not options:
                break
            seat = rng.choices(options, weights=[room[s] for s in options])[0]
            hands[seat].append(card)
            room[seat] -= 1
        else:
            return hands
    return None


def test_hidden_dealer_draws_exactly_as_with_random_choices() -> None:
    """Same hands and the same random source left, over many random sets of facts (the
    search bots' decisions, and so every seeded match, depend on it)."""
    facts, compared = random.Random(3), 0
    for case in range(300):
        size = facts.randrange(4, 24)
        counts = [0, 0, 0, 0]
        for _ in range(size):
            counts[facts.randrange(4)] += 1
        forbidden = [{c for c in range(size) if facts.random() < 0.3} for _ in counts]
        ours, theirs = random.Random(case), random.Random(case)
        expected = choices_deal(list(range(size)), counts, forbidden, theirs, tries=5)
        if expected is None:
            continue
        assert HiddenDealer(list(range(size)), counts, forbidden).deal(ours, tries=5) == expected
        assert ours.getstate() == theirs.getstate()
        compared += 1
    assert compared > 100


# The scenario runner --------------------------------------------------------------------

def runner(tmp_path: Path, content: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "scenario.json"
    path.write_text(content, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, text=True)


def with_changes(**changes: Any) -> str:
    data = {k: v for k, v in EXAMPLE.items() if k != "expect"} | changes
    return json.dumps(data)


MALFORMED = {
    "not json": "{nope",
    "not an object": "[1, 2]",
    "no game": with_changes(game=None),
    "unknown game": with_changes(game="whist"),
    "unknown option": with_changes(options={"jokers": True}),
    "bad option value": with_changes(options={"hold": "yes"}),
    "unknown setup key": with_changes(setup={"pot": 3}),
    "bad setup value": with_changes(setup={"scores": [1, 2]}),
    "dealer missing": with_changes(dealer=None),
    "dealer out of range": with_changes(dealer=4),
    "card not of the game": with_changes(hands=[["8S"] + EXAMPLE["hands"][0][1:]] + EXAMPLE["hands"][1:]),
    "card twice": with_changes(hands=[EXAMPLE["hands"][1]] + EXAMPLE["hands"][1:]),
    "short hand": with_changes(hands=[EXAMPLE["hands"][0][:6]] + EXAMPLE["hands"][1:]),
    "three hands": with_changes(hands=EXAMPLE["hands"][:3]),
    "action without seat": with_changes(actions=[{"type": "pass"}]),
    "action with float seat": with_changes(actions=[{"seat": 2.0, "type": "pass"}]),
    "action without type": with_changes(actions=[{"seat": 2}]),
    "unreached bad card": with_changes(actions=[{"seat": 0, "type": "pass"},
                                                {"seat": 1, "type": "play", "card": "ZZ"}]),
}


@pytest.mark.parametrize("content", MALFORMED.values(), ids=MALFORMED.keys())
def test_malformed_file_gives_one_line_on_stderr_and_no_output(tmp_path: Path, content: str) -> None:
    done = runner(tmp_path, content)
    assert done.returncode != 0
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_missing_file_is_reported_in_one_line(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "game.scenario", str(tmp_path / "none.json")],
                          capture_output=True, text=True)
    assert done.returncode != 0 and len(done.stderr.strip().splitlines()) == 1


def test_illegal_actions_are_not_malformed() -> None:
    for action in ({"seat": 2, "type": "bid", "bid": "seven"}, {"seat": 2, "type": "bid"},
                   {"seat": 2, "type": "bid", "bid": "four", "x": 1}, {"seat": 2, "type": "play", "card": 7}):
        output = run(json.loads(with_changes(actions=[action])))
        assert output["ok"] is False and output["error"]["index"] == 0


def test_runner_ignores_unknown_top_level_keys() -> None:
    assert run(json.loads(with_changes(note="hello", expect=None))) == EXAMPLE["expect"]


# The match ------------------------------------------------------------------------------

def test_replay_shows_each_entry_with_the_state_before_it() -> None:
    match = Match("brandeln", seed=6)
    for _ in range(5):
        match.apply(match.deal.legal_actions()[0])
    history = match.view(0)["history"]
    seen: list[tuple[int, int | None, dict[str, Any]]] = []
    fresh = Match("brandeln", seed=6).deal
    replayed = replay(fresh, history, lambda i, state, entry: seen.append((i, state.to_act, entry)))
    assert replayed is fresh and replayed.view(0) == match.deal.view(0)
    assert [(i, entry) for i, _, entry in seen] == list(enumerate(history))
    assert [to_act for _, to_act, _ in seen] == [entry["seat"] for entry in history]


def test_same_seed_gives_the_same_deals() -> None:
    assert Match("brandeln", seed=9).view(0) == Match("brandeln", seed=9).view(0)
    assert Match("brandeln", seed=9).view(0)["hand"] != Match("brandeln", seed=10).view(0)["hand"]


@pytest.mark.parametrize("save", [None, [], {"version": 99}, {"version": 1, "game": "brandeln"},
                                  {"version": 1, "game": "brandeln", "seed": 1, "players": 4,
                                   "history": [[{"seat": 3, "type": "dance"}]]}])
def test_bad_saves_are_refused(save: Any) -> None:
    with pytest.raises(MalformedInput):
        Match.from_json(save)


def test_next_deal_only_after_a_finished_deal() -> None:
    with pytest.raises(MalformedInput):
        Match("brandeln", seed=1).next_deal()


# The arena ------------------------------------------------------------------------------

def test_arena_rotates_seats_and_counts_no_errors() -> None:
    summary = run_arena("brandeln", deals=30, seed=2, lineup=["basic", "random", "random", "random"])
    assert summary["errors"] == 0 and summary["deals_played"] == 120
    basic = summary["bots"]["basic"]["margin_over_others"]
    assert basic["ci95"][0] > 0  # the strategy-notes bot beats random play
    assert summary["decisions"] > 120 * 28
    declared = [tally for bot in summary["bots"].values() for tally in bot["contracts"].values()]
    assert declared and all(0 <= t["made"] <= t["declared"] for t in declared)


def test_arena_digest_is_the_same_for_the_same_decisions_and_differs_otherwise() -> None:
    """``actions_sha256`` is how two revisions of a bot are compared on the same deals."""
    lineup = ["basic", "random", "basic", "random"]
    first = run_arena("cuatrola", deals=3, seed=5, lineup=lineup)["actions_sha256"]
    assert first == run_arena("cuatrola", deals=3, seed=5, lineup=lineup)["actions_sha256"]
    assert len(first) == 64 and int(first, 16) >= 0
    assert first != run_arena("cuatrola", deals=3, seed=6, lineup=lineup)["actions_sha256"]
    assert first != run_arena("cuatrola", deals=3, seed=5, lineup=["random"] * 4)["actions_sha256"]


def test_arena_counts_vinegret_pools_won_without_a_made_count() -> None:
    summary = run_arena("vinegret", deals=5, seed=2, lineup=["basic", "random"])
    won = [tally for bot in summary["bots"].values() for tally in bot["contracts"].values()]
    assert 0 < sum(t["declared"] for t in won) <= 10 and all("made" not in t for t in won)



@pytest.mark.parametrize("arguments", [
    ["--deals", "0"], ["--deals", "x"], ["--deals", "-3"], ["--seed", "1.5"],
    ["--options", "{"], ["--options", "[1]"], ["--options", '{"target": 0}'],
    ["--options", "[" * 5000], ["--bots", "basic,foo,basic,basic"], ["--bots", "basic"],
    ["--game-speed", "2"]])
def test_arena_bad_arguments_give_one_line_and_no_traceback(
        arguments: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    line_up = ["--bots", "basic,basic,basic,basic"]
    assert arena_main(["brandeln", "--deals", "1", *line_up, *arguments]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("arena: ") and err.count("\n") == 1, err

# The API (the page's boundary) ----------------------------------------------------------

def call(function: Any, *args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(function(*(json.dumps(a) if not isinstance(a, str) else a
                                                  for a in args)))
    return reply


def test_api_plays_a_whole_deal_with_bots_and_the_human() -> None:
    view = call(api.new_match, {"game": "brandeln", "seed": 21, "level": "basic"})["view"]
    steps = 0
    while view["phase"] not in ("deal_over", "match_over"):
        if view["to_act"] == 0:
            reply = call(api.act, view["legal"][0])
        else:
            reply = call(api.bot_step)
            assert reply["seat"] == view["to_act"] and reply["action"]
        assert reply["ok"]
        view = reply["view"]
        steps += 1
    assert view["result"] is not None and steps >= 32
    assert call(api.next_deal)["view"]["match"]["deal_number"] == 2


def test_api_seats_normal_bots_unless_told_otherwise() -> None:
    assert call(api.new_match, {"game": "cuatrola", "seed": 2})["view"]["bot_level"] == "normal"
    chosen = {"game": "cuatrola", "seed": 2, "level": "strong"}
    assert call(api.new_match, chosen)["view"]["bot_level"] == "strong"


def test_api_refuses_out_of_turn_and_illegal_actions_with_reasons() -> None:
    view = call(api.new_match, {"game": "brandeln", "seed": 3, "level": "basic"})["view"]
    while view["to_act"] != 0:
        view = call(api.bot_step)["view"]
    refused = call(api.act, {"type": "bid", "bid": "seven"})
    assert refused["ok"] is False and refused["error"]["code"] == "unknown_bid"
    assert refused["view"] == call(api.view)["view"]
    assert call(api.act, "not json")["error"]["code"] == "bad_request"
    assert call(api.bot_step)["seat"] is None  # the human is to act: no bot moves


def test_api_save_and_restore_round_trip() -> None:
    request = {"game": "brandeln", "seed": 8, "options": {"target": 31}, "level": "basic"}
    call(api.new_match, request)
    for _ in range(12):
        if call(api.view)["view"]["to_act"] == 0:
            call(api.act, call(api.view)["view"]["legal"][-1])
        else:
            call(api.bot_step)
    saved = call(api.save)["save"]
    before = call(api.view)["view"]
    call(api.new_match, {"game": "brandeln", "seed": 9})
    assert call(api.restore, saved)["view"] == before


@pytest.mark.parametrize("saved", ["", "{", "[]", '{"format": "card-table-save", "version": 0}',
                                   '{"format": "card-table-save", "version": 1, "match": {}}'])
def test_api_refuses_corrupt_saves_and_keeps_the_match(saved: str) -> None:
    before = call(api.new_match, {"game": "brandeln", "seed": 4})["view"]
    reply = json.loads(api.restore(saved))
    assert reply["ok"] is False and reply["error"]["code"] == "bad_save"
    assert call(api.view)["view"] == before


@pytest.mark.parametrize("request_", [{"game": "whist"}, {"game": "brandeln", "seed": -1},
                                      {"game": "brandeln", "options": {"target": "x"}},
                                      {"game": "brandeln", "level": "godlike"}, [1]])
def test_api_refuses_bad_new_match_requests(request_: Any) -> None:
    assert call(api.new_match, request_)["error"]["code"] == "bad_request"


def test_api_lists_every_registered_game_with_its_options() -> None:
    listing = call(api.games)
    assert [g["id"] for g in listing["games"]] == list(GAMES)
    assert all(g["levels"][-3:] == ["basic", "normal", "strong"] for g in listing["games"])
    assert {g["default_level"] for g in listing["games"]} == {"normal"}
    brandeln = listing["games"][0]
    assert brandeln["options"]["target"] == {"type": "int", "default": 21, "minimum": 1,
                                             "maximum": 10**9, "step": 1, "suggested": [21, 31]}
    assert get_game("brandeln").players == (4,)


def test_api_never_names_a_silent_partner() -> None:
    """Quadrille: bot replies and refusals tell no more than the human's view."""
    for seed in range(200):
        view = call(api.new_match, {"game": "quadrille", "seed": seed, "level": "basic"})["view"]
        while view["phase"] == "auction" or view["phase"] == "declaration":
            view = (call(api.act, view["legal"][0]) if view["legal"] else call(api.bot_step))["view"]
        if view["phase"] != "partner" or view["legal"]:
            continue  # no partner's choice, or the human is the partner
        refused = call(api.act, {"type": "pass"})
        assert refused["error"]["message"] == "not your turn"
        assert "seat" not in refused["error"]["params"]
        reply = call(api.bot_step)
        if reply["action"] == {"type": "silent"}:
            assert reply["seat"] is None and reply["view"]["partner"] is None
            return
    raise AssertionError("no deal with a silent bot partner in 200 seeds")


@pytest.mark.parametrize("game_id", ["brandeln", "cuatrola", "quadrille"])
def test_a_prepared_sampler_draws_the_deals_of_sample_deal_draw_for_draw(game_id: str) -> None:
    """A search prepares its view's sampling once (``Game.sampler``): at every position of a
    match it must draw the very deals ``sample_deal`` draws, using the random source alike."""
    game, match, rng = get_game(game_id), Match(game_id, seed=11), random.Random(11)
    bot, compared = get_bot(game_id, "basic"), 0
    while not match.deal.is_over:
        seat = match.deal.to_act
        assert seat is not None
        view = match.view(seat)
        sample, ours, theirs = game.sampler(view), random.Random(compared), random.Random(compared)
        for _ in range(3):
            prepared, direct = sample(ours, None), game.sample_deal(view, theirs)
            assert isinstance(prepared, TRICK_DEALS) and isinstance(direct, TRICK_DEALS)
            assert prepared.play.hands == direct.play.hands
            assert prepared.history == direct.history
        assert ours.getstate() == theirs.getstate()
        compared += 1
        match.apply(bot(view, rng))
    assert compared >= 15
