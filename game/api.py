"""The JSON boundary between the page and the engine.

The page's worker (``static/worker.py``) exports these functions unchanged.  Each
takes and returns a JSON string, so nothing but plain JSON crosses the boundary.
There is one match at a time (module state): seat 0 is the human, every other
seat a bot of the chosen level.  Views are always seat 0's: the page never sees
another seat's hidden cards.

>>> import json
>>> view = json.loads(new_match('{"game": "brandeln", "seed": 5}'))["view"]
>>> view["seat"], view["game"], len(view["hand"])
(0, 'brandeln', 7)
>>> reply = json.loads(act('{"type": "bid", "bid": "nonsense"}'))
>>> reply["ok"], reply["error"]["code"] in ("unknown_bid", "not_your_turn")
(False, True)

Every reply is an object with ``ok`` and, for a table request, the fresh
``view`` (``bot_step`` adds the ``seat`` and ``action`` of the bot); a refused request carries ``error`` with
a ``code`` (for the page's translation table), ``params`` and an English
``message``, and the state is left as it was.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable

from . import GAMES, get_game
from .bots import Bot, get_bot, levels, ready_bot
from .core import Action, IllegalAction, JSON, MalformedInput
from .match import Match

HUMAN = 0
SAVE_FORMAT = "card-table-save"
SAVE_VERSION = 1
DEFAULT_LEVEL = "normal"


class Session:
    """The match on the table, with the bots in every seat but the human's."""

    def __init__(self, match: Match, level: str) -> None:
        if level not in levels(match.game.id):
            raise MalformedInput(f"unknown level {level!r}")
        self.match = match
        self.level = level
        self.bot: Bot = ready_bot(match.game.id, level)

    def view(self) -> JSON:
        view = self.match.view(HUMAN)
        view["bot_level"] = self.level
        return view

    def bot_rng(self) -> random.Random:
        """Bots draw from a source fixed by the position, so a restored match plays on alike."""
        match = self.match
        return random.Random(f"{match.seed}/bot/{match.deal_number}/{len(match.history[-1])}")

    def to_json(self) -> JSON:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "level": self.level,
                "match": self.match.to_json()}


_session: Session | None = None


def _reply(**fields: Any) -> str:
    return json.dumps({"ok": True, **fields}, ensure_ascii=False)


def _refusal(code: str, message: str, **extra: Any) -> str:
    reply: JSON = {"ok": False, "error": {"code": code, "params": {}, "message": message}}
    reply.update(extra)
    return json.dumps(reply, ensure_ascii=False)


def _current() -> Session:
    if _session is None:
        raise MalformedInput("no match has been started")
    return _session


def _guarded(function: Callable[..., str]) -> Callable[..., str]:
    """Turn every refusal into a reply: nothing raises across the boundary."""

    def wrapper(*args: str) -> str:
        try:
            return function(*args)
        except IllegalAction as error:
            extra = {"view": _session.view()} if _session is not None else {}
            return json.dumps({"ok": False, "error": error.to_json(), **extra}, ensure_ascii=False)
        except MalformedInput as error:
            return _refusal("bad_request", str(error))

    wrapper.__name__ = function.__name__
    wrapper.__doc__ = function.__doc__
    return wrapper


def _parse(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        raise MalformedInput(f"{what} is not valid JSON") from None


@_guarded
def games() -> str:
    """The games on offer, their player counts, options (with defaults) and bot levels."""
    listing = []
    for game_id in GAMES:
        game = get_game(game_id)
        listing.append({"id": game_id, "players": list(game.players),
                        "options": {k: o.schema() for k, o in game.options.items()},
                        "levels": levels(game_id), "default_level": DEFAULT_LEVEL})
    return _reply(games=listing)


@_guarded
def new_match(request: str) -> str:
    """Start a match: ``{"game", "options", "seed", "players", "level"}`` (all but game optional)."""
    global _session
    data = _parse(request, "the request")
    if not isinstance(data, dict):
        raise MalformedInput("the request must be an object")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
        raise MalformedInput("seed must be a whole number")
    match = Match(data.get("game"), data.get("options"), data.get("players"), seed)
    _session = Session(match, data.get("level", DEFAULT_LEVEL))
    return _reply(view=_session.view())


@_guarded
def view() -> str:
    """The human seat's view of the table."""
    return _reply(view=_current().view())


@_guarded
def act(action: str) -> str:
    """Apply the human's action; a refusal says why and changes nothing."""
    session = _current()
    data = _parse(action, "the action")
    if not isinstance(data, dict):
        raise MalformedInput("an action must be an object")
    if session.match.deal.is_over:
        raise IllegalAction("deal_over", "the deal is over")
    if session.match.deal.to_act != HUMAN:
        shown = session.view()["to_act"]  # a seat the human may not know stays unnamed
        if shown is None:
            raise IllegalAction("not_your_turn", "not your turn")
        raise IllegalAction("not_your_turn", f"not your turn: seat {shown} is to act", seat=shown)
    session.match.apply(data)
    return _reply(view=session.view())


@_guarded
def bot_step() -> str:
    """Let the bot whose turn it is act; ``seat`` is null when no bot is to act.

    The reply tells the bot's action as the human's view records it, so what a
    seat may not see (a silent partner, the cards of a discard) stays hidden.
    """
    session = _current()
    seat = session.match.deal.to_act
    if seat is None or seat == HUMAN:
        return _reply(seat=None, action=None, view=session.view())
    action: Action = session.bot(session.match.view(seat), session.bot_rng())
    session.match.apply(action)
    view = session.view()
    public = dict(view["history"][-1])
    return _reply(seat=public.pop("seat", None), action=public, view=view)


@_guarded
def hint() -> str:
    """What the strongest bot would do in the human's seat (the page highlights it)."""
    session = _current()
    if session.match.deal.to_act != HUMAN:
        raise IllegalAction("no_hint", "there is nothing to decide now")
    view = session.match.view(HUMAN)
    strongest = get_bot(session.match.game.id, levels(session.match.game.id)[-1])
    action = strongest(view, session.bot_rng())
    return _reply(action=action)


@_guarded
def next_deal() -> str:
    """Deal the next hand once a deal has ended and the match goes on."""
    session = _current()
    session.match.next_deal()
    return _reply(view=session.view())


@_guarded
def save() -> str:
    """The match as a versioned JSON string (seed and actions: nothing hidden is stored twice)."""
    return _reply(save=json.dumps(_current().to_json(), ensure_ascii=False))


def restore(saved: str) -> str:
    """Resume a saved match; a corrupt or outdated save is refused with ``bad_save``."""
    global _session
    try:
        data = json.loads(saved)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT \
                or data.get("version") != SAVE_VERSION:
            raise MalformedInput("not a save of this version")
        session = Session(Match.from_json(data.get("match")), data.get("level", DEFAULT_LEVEL))
    except (TypeError, ValueError, RecursionError) as error:  # MalformedInput is a ValueError
        return _refusal("bad_save", f"the saved match cannot be used: {error}")
    _session = session
    return _reply(view=session.view())
