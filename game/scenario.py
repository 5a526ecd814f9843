"""The scenario runner: ``python -m game.scenario FILE.json``.

Replays a scenario file (``shared/rules/CONVENTIONS.md``) and prints one JSON
object: the finished tricks, then either the ``result`` or ``to_act`` and
``legal``; at the first illegal action ``ok`` is false and ``error`` gives its
index and the reason.  A malformed file prints one line on stderr and exits 2.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from . import get_game
from .core import IllegalAction, JSON, MalformedInput, is_int


def read_actions(game: Any, data: JSON) -> list[JSON]:
    """Every action must be an object with an integer seat, a string type and real cards."""
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise MalformedInput("actions must be a list")
    for index, action in enumerate(actions):
        if not isinstance(action, dict):
            raise MalformedInput(f"action {index} is not an object")
        if not is_int(action.get("seat")):
            raise MalformedInput(f"action {index} has no integer seat")
        if not isinstance(action.get("type"), str):
            raise MalformedInput(f"action {index} has no string type")
        for value in game.card_fields(action):
            if isinstance(value, str) and value not in game.deck:
                raise MalformedInput(f"action {index} names {value!r}, not a card of this game")
    return actions


def run(data: object) -> JSON:
    """Replay a parsed scenario; ``MalformedInput`` if the file is not well formed."""
    if not isinstance(data, dict):
        raise MalformedInput("a scenario must be a JSON object")
    game = get_game(data.get("game"))
    state = game.from_scenario(data)
    actions = read_actions(game, data)
    output: JSON = {"ok": True}
    for index, scripted in enumerate(actions):
        action = {k: v for k, v in scripted.items() if k != "seat"}
        try:
            if state.is_over:
                raise IllegalAction("deal_over", "the deal is over")
            if scripted["seat"] != state.to_act:
                raise IllegalAction("not_your_turn", f"not your turn: seat {state.to_act} is to act",
                                    seat=state.to_act)
            state.apply(action)
        except IllegalAction as error:
            output = {"ok": False, "error": {"index": index, "message": str(error)}}
            break
    output["tricks"] = state.tricks_json()
    if state.is_over:
        output["result"] = state.result()
    else:
        output["to_act"] = state.to_act
        output["legal"] = state.legal_actions()
    return output


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m game.scenario FILE.json", file=sys.stderr)
        return 2
    try:
        with open(args[0], encoding="utf-8") as file:
            data = json.load(file)
        output = run(data)
    except OSError as error:
        print(f"cannot read {args[0]}: {error.strerror}", file=sys.stderr)
        return 2
    except (ValueError, RecursionError) as error:  # JSON errors and MalformedInput
        message = str(error).splitlines()[0] if str(error) else type(error).__name__
        print(f"malformed scenario: {message}", file=sys.stderr)
        return 2
    print(json.dumps(output, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
