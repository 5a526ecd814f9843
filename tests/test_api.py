"""The page's boundary (``game/api.py``): reply shapes, saves and steps, nothing hidden, bad input."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import GAMES, api, get_game
from game.bots.vinegret_strong import _shape_completion, completion, ranking
from game.match import SEED_LIMIT, Match

SEED = 987_654_321_012_345  # fifteen digits: found in a reply only if the seed leaked


def call(function: Any, *args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(function(*(a if isinstance(a, str) else json.dumps(a)
                                                  for a in args)))
    return reply


def without_save(reply: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in reply.items() if key != "save"}


TABLE = ("new_match", "act", "bot_step", "next_deal")  # the requests that change the match


def play(request: dict[str, Any], steps: int,
         hints: int = 0) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every request and reply of a match played ``steps`` round trips on: the human takes
    the last legal action (asking for a hint first, ``hints`` times), and tries to act out
    of turn."""
    reply = call(api.new_match, request)
    yield "new_match", reply
    for _ in range(steps):
        view = reply["view"]
        if view["phase"] == "match_over":
            return
        if view["phase"] == "deal_over":
            kind, reply = "next_deal", call(api.next_deal)
        elif view["to_act"] == 0:
            if hints:
                hints -= 1
                yield "hint", call(api.hint)
            kind, reply = "act", call(api.act, view["legal"][-1])
        else:
            yield "refusal", call(api.act, {"type": "pass"})  # not the human's turn
            kind, reply = "bot_step", call(api.bot_step)
        assert reply["ok"], reply
        yield kind, reply
        yield "view", call(api.view)


# Saves and steps ----------------------------------------------------------------------------

def test_every_change_answers_with_the_new_save_and_one_more_step() -> None:
    steps = []
    for kind, reply in play({"game": "brandeln", "seed": 12, "level": "basic"}, 80):
        if kind in TABLE:
            assert call(api.save) == {"ok": True, "save": reply["save"], "steps": reply["steps"]}
            steps.append(reply["steps"])
        else:
            assert "save" not in reply
    assert call(api.view)["view"]["match"]["deal_number"] > 1  # the steps crossed a new deal
    assert steps == list(range(1, len(steps) + 1))


def test_a_save_from_any_reply_resumes_that_very_state() -> None:
    replies = [reply for kind, reply in play({"game": "cuatrola", "seed": 5, "level": "basic"}, 120)
               if kind in TABLE]
    for reply in replies[1::3]:
        resumed = call(api.restore, reply["save"])
        assert without_save(resumed) == {"ok": True, "view": reply["view"],
                                         "steps": reply["steps"]}
        assert resumed["save"] == reply["save"]


def test_refusals_carry_no_save() -> None:
    reply = call(api.new_match, {"game": "brandeln", "seed": 3, "level": "basic"})
    while reply["view"]["to_act"] != 0:
        reply = call(api.bot_step)
    refused = call(api.act, {"type": "bid", "bid": "seven"})
    assert refused["ok"] is False and "save" not in refused and "steps" not in refused
    assert "save" not in call(api.new_match, {"game": "whist"})
    assert "save" not in call(api.restore, "{}")


# Nothing hidden -----------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_reply_but_the_save_carries_the_seed(game_id: str) -> None:
    replies = [reply for _, reply in play({"game": game_id, "seed": SEED, "level": "basic"}, 150,
                                             hints=3)]
    assert any(str(SEED) in reply.get("save", "") for reply in replies)  # the save needs it
    for reply in replies:
        if reply.get("view", {}).get("phase") != "match_over":  # then it is shared
            assert str(SEED) not in json.dumps(without_save(reply)), reply


def test_the_seed_is_shared_once_the_match_is_over() -> None:
    replies = [reply for _, reply in play({"game": "quadrille", "seed": SEED, "level": "basic"},
                                           1000)]
    views = [reply["view"] for reply in replies if "view" in reply]
    assert views[-1]["phase"] == "match_over" and views[-1]["match"]["share"] == SEED
    assert all("share" not in view["match"] for view in views if view["phase"] != "match_over")


def redealt(game_id: str, seed: int) -> Iterator[tuple[str, str]]:
    """Pairs of replies at positions where the human is to act: the true deal's and a deal
    whose hidden cards are dealt anew so that seat 0's view stays the same."""
    request = {"game": game_id, "seed": seed, "level": "basic"}
    call(api.new_match, request)
    for _ in range(60):
        view = call(api.view)["view"]
        if view["phase"] != "deal_over" and view["to_act"] == 0 and len(view["legal"]) > 1:
            break
        call(api.next_deal if view["phase"] == "deal_over" else api.bot_step)
    else:
        return
    saved = call(api.save)["save"]
    session = api._session
    assert session is not None
    rng = random.Random(seed)
    other = get_game(game_id).sample_deal(view, rng)
    while all(other.view(s) == session.match.deal.view(s) for s in range(view["players"])):
        other = get_game(game_id).sample_deal(view, rng)  # the same cards again: draw anew
    assert other.view(0) == session.match.deal.view(0)
    for swap in (False, True):
        call(api.restore, saved)
        if swap:
            api._session.match.deal = other.clone()  # type: ignore[union-attr]
        yield "view", api.view()
        yield "hint", api.hint()
        yield "refusal", api.act(json.dumps({"type": "nonsense"}))
        if game_id != "vinegret":  # there the human's action may draw from the redealt stock
            yield "act", json.dumps(without_save(call(api.act, view["legal"][-1])))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_replies_do_not_change_when_the_hidden_cards_are_dealt_otherwise(game_id: str) -> None:
    compared = 0
    for seed in range(2):
        replies = list(redealt(game_id, seed))
        half = len(replies) // 2
        assert replies[:half] == replies[half:]
        compared += half
    assert compared >= 6


# Options ------------------------------------------------------------------------------------

def test_every_option_schema_allows_exactly_what_the_engine_accepts() -> None:
    for listing in call(api.games)["games"]:
        game = get_game(listing["id"])
        for name, schema in listing["options"].items():
            option = game.options[name]
            assert schema["default"] == option.default
            if schema["type"] == "int":
                low, high, step = schema["minimum"], schema["maximum"], schema["step"]
                for value in (low, low + step, high - (high - low) % step):
                    game.parse_options({name: value})
                for value in (low - 1, high + 1):
                    with pytest.raises(ValueError):
                        game.parse_options({name: value})
                if step > 1:
                    with pytest.raises(ValueError):
                        game.parse_options({name: low + 1})
            elif schema["type"] == "choice":
                assert all(game.parse_options({name: c})[name] == c for c in schema["choices"])
            else:
                assert schema == {"type": "bool", "default": option.default}


@pytest.mark.parametrize(("game_id", "options"), [
    ("vinegret", {"ante": 0}), ("vinegret", {"vade": 0, "force_stake": 0, "fredon_base": 0}),
    ("vinegret", {"second_draw_max": 0}), ("quadrille", {"max_raise": 0}),
    ("quadrille", {"deals": 8}), ("brandeln", {"target": 5}), ("cuatrola", {"target": 3})])
def test_values_the_rule_books_allow_are_in_the_schema_and_accepted(
        game_id: str, options: dict[str, int]) -> None:
    schema = next(g for g in call(api.games)["games"] if g["id"] == game_id)["options"]
    for name, value in options.items():
        spec = schema[name]
        assert spec["minimum"] <= value <= spec["maximum"]
        assert (value - spec["minimum"]) % spec["step"] == 0
    reply = call(api.new_match, {"game": game_id, "options": options, "seed": 1})
    assert reply["ok"] and all(reply["view"]["options"][k] == v for k, v in options.items())


# Bad input ----------------------------------------------------------------------------------

@pytest.mark.parametrize("request_", [
    "[" * 10000, "{" * 10000, '{"game": "vinegret", "players": 3.0}',
    '{"game": "vinegret", "players": 4.0}', '{"game": "brandeln", "seed": 1e3}',
    '{"game": "brandeln", "seed": 1000000000000000}', '{"game": "brandeln", "seed": -1}',
    '{"game": "brandeln", "seed": ' + "9" * 5000 + "}",
    '{"game": "brandeln", "options": {"target": 1e400}}',
    '{"game": "brandeln", "options": {"target": 99999999999999999999}}',
    '{"game": "brandeln", "options": {"target": 21.0}}', '{"game": "brandeln", "players": true}',
    '{"game": "' + "x" * 1_000_000 + '"}', '{"game": "brandeln", "level": ["strong"]}',
    '{"game": "brandeln", "options": [1]}', '{"game": ["brandeln"]}', "null", "3", '"x"',
    '{"game": "cuatrola", "options": {"must_beat": ["lead"]}}', "NaN", "{\"game\": NaN}",
    '{"game": "brandeln", "options": {"target": ' + "[" * 40 + "]" * 40 + "}}",
    '{"game": "quadrille", "options": {"deals": 6}}'])
def test_bad_new_match_requests_are_refused_plainly(request_: str) -> None:
    reply = json.loads(api.new_match(request_))
    error = reply["error"]
    assert reply["ok"] is False and error["code"] == "bad_request", error
    assert 0 < len(error["message"]) <= api.MESSAGE_CHARS and "Traceback" not in error["message"]


@pytest.mark.parametrize("function", [api.act, api.restore])
@pytest.mark.parametrize("text", ["[" * 10000, "x" * 20_000_000, "{}", '{"type": 1.5}', "1e999",
                                  '{"type": "bet", "amount": 1e999}', '{"type": NaN}',
                                  '{"type": "play", "card": Infinity}'])
def test_other_entries_refuse_bad_input_without_raising(function: Any, text: str) -> None:
    call(api.new_match, {"game": "quadrille", "seed": 2, "level": "basic"})
    before = call(api.view)["view"]
    reply = json.loads(function(text), parse_constant=lambda name: pytest.fail(name))
    assert reply["ok"] is False and reply["error"]["code"] != "engine_error"
    assert call(api.view)["view"] == before


def test_an_entry_called_wrongly_still_answers() -> None:
    assert json.loads(api.restore())["error"]["code"] == "engine_error"  # type: ignore[call-arg]
    assert json.loads(api.act(None))["error"]["code"] == "bad_request"  # type: ignore[arg-type]


def test_a_fault_inside_the_engine_becomes_an_engine_error_reply(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: Any) -> Any:
        raise ZeroDivisionError("division by zero")

    fault = {"code": "engine_error", "params": {},
             "message": "the engine failed: ZeroDivisionError: division by zero"}
    seed = next(s for s in range(50) if Match("brandeln", seed=s).deal.to_act != 0)
    call(api.new_match, {"game": "brandeln", "seed": seed, "level": "basic"})
    with monkeypatch.context() as patch:
        patch.setattr(api.Session, "bot_rng", broken)
        assert call(api.bot_step) == {"ok": False, "error": fault}
    view = call(api.view)["view"]
    while view["to_act"] != 0:
        view = call(api.bot_step)["view"]
    saved = call(api.save)["save"]
    monkeypatch.setattr(Match, "apply", broken)
    assert call(api.act, view["legal"][0]) == {"ok": False, "error": fault}
    assert call(api.restore, saved) == {"ok": False, "error": fault}
    assert call(api.view)["view"] == view
    monkeypatch.setattr(get_game("brandeln"), "new_match", broken)
    assert call(api.new_match, {"game": "brandeln"}) == {"ok": False, "error": fault}


def option_values(game_id: str) -> st.SearchStrategy[dict[str, Any]]:
    """Option objects mixing allowed values, values out of bounds and values of the wrong type."""
    game = get_game(game_id)
    odd = st.one_of(st.floats(allow_nan=False), st.text(max_size=5), st.none(), st.booleans(),
                    st.integers(), st.lists(st.integers(), max_size=2))
    fields = {}
    for name, option in game.options.items():
        if option.kind == "int":
            low, high = option.bounds
            fitting: st.SearchStrategy[Any] = st.integers(low, min(high, low + 40))
        elif option.kind == "choice":
            fitting = st.sampled_from(option.choices)
        else:
            fitting = st.booleans()
        fields[name] = st.one_of(fitting, fitting, odd)
    return st.fixed_dictionaries({}, optional=fields)


requests = st.sampled_from(list(GAMES)).flatmap(lambda game_id: st.fixed_dictionaries(
    {"game": st.just(game_id)},
    optional={"options": option_values(game_id),
              "players": st.one_of(st.integers(0, 8), st.floats(0, 8), st.text(max_size=2)),
              "seed": st.one_of(st.integers(-5, SEED_LIMIT + 5), st.floats(0, 100)),
              "level": st.sampled_from(["random", "basic", "normal", "strong", "x", ""])}))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(requests)
def test_whatever_new_match_accepts_its_save_restores(request_: dict[str, Any]) -> None:
    reply = call(api.new_match, request_)
    if not reply["ok"]:
        assert reply["error"]["code"] == "bad_request", reply
        return
    resumed = call(api.restore, reply["save"])
    assert resumed["ok"], resumed
    assert resumed["view"] == reply["view"] and resumed["steps"] == reply["steps"] == 1


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3), max_leaves=8)
action_fields = st.fixed_dictionaries({}, optional={
    "type": st.sampled_from(["play", "bid", "pass", "exchange", "keep", "discard", "declare",
                             "bet", "raise", "hold", "call", "solo", "partner"]) | json_values,
    "card": st.sampled_from(["AS", "7H", "XX"]) | json_values, "bid": json_values,
    "cards": json_values, "raise": json_values, "amount": json_values, "suit": json_values})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(GAMES)), st.integers(0, 30), action_fields | json_values)
def test_no_action_whatever_its_shape_breaks_the_engine(game_id: str, bot_steps: int,
                                                        action: Any) -> None:
    call(api.new_match, {"game": game_id, "seed": 3, "level": "random"})
    for _ in range(bot_steps):
        view = call(api.view)["view"]
        if view["to_act"] in (0, None):
            break
        call(api.bot_step)
    before = call(api.save)
    reply = call(api.act, action)
    if reply["ok"]:
        assert reply["steps"] == before["steps"] + 1
    else:
        assert reply["error"]["code"] != "engine_error", reply
        assert call(api.save) == before


# One-time work ------------------------------------------------------------------------------

def one_time_work() -> tuple[int, int]:
    """The misses of the Vinegret bots' one-time tables: hand ranks and part-hand values."""
    return ranking.cache_info().misses, _shape_completion.cache_info().misses


def test_the_first_hint_does_no_one_time_work() -> None:
    for table in (ranking, _shape_completion, completion):
        table.cache_clear()
    view = call(api.new_match, {"game": "vinegret", "seed": 4, "level": "basic"})["view"]
    assert one_time_work()[1] == 0  # the first view waits for no table
    call(api.warm)  # what the page asks next (static/js/engine.js)
    readied = one_time_work()
    assert readied[0] == 1 and readied[1] > 800  # the strong bot's tables: built once the table is shown
    while view["to_act"] != 0:
        view = call(api.bot_step)["view"]
    assert call(api.hint)["ok"]
    assert one_time_work() == readied
    for table in (ranking, _shape_completion, completion):
        table.cache_clear()
    call(api.restore, call(api.save)["save"])
    call(api.warm)
    assert one_time_work() == readied  # and again on restore
