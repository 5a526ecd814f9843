"""The JSON boundary between the page and the engine.

The page's worker (``static/worker.py``) exports these functions unchanged.  Each
takes and returns a JSON string, so nothing but plain JSON crosses the boundary.
There is one match at a time (module state): seat 0 is the human, every other
seat a bot of the chosen level.

Every reply is an object with ``ok``.  A request that changes the table
(``new_match``, ``restore``, ``act``, ``bot_step``, ``next_deal``) answers with

- ``view``: seat 0's view of the table (``bot_step`` adds the ``seat`` and
  ``action`` of the bot, as seat 0 may know them);
- ``save``: the save string of the match as it now stands (what ``save()``
  returns), to be stored as is; ``restore(save)`` resumes from it;
- ``steps``: how far the match has come (deals started plus actions applied),
  which grows with every change: of two saves of one match, the one with more
  steps is the newer.

>>> import json
>>> reply = json.loads(new_match('{"game": "brandeln", "seed": 5}'))
>>> sorted(reply), reply["steps"]
(['ok', 'save', 'steps', 'view'], 1)
>>> view = reply["view"]
>>> view["seat"], view["game"], len(view["hand"]), sorted(view["match"])
(0, 'brandeln', 7, ['deal_number', 'over', 'record', 'scores', 'settled', 'unit', 'winner', 'winners'])
>>> json.loads(restore(reply["save"]))["view"] == view
True

**Nothing hidden in a reply.**  Views are seat 0's: other seats' hidden cards
appear only as counts.  The match's seed draws every deal, so no reply carries
it while the match runs; once the match is over, ``view.match.share`` holds it
(an integer below 10**15) for a ``?seed=`` link that replays the match.  No
reply holds an RNG state or a deck order.  The one exception is the ``save``
string, which holds the seed because restoring needs it: the page stores it and
hands it back, and never reads inside it.

A refused request carries no ``save``: it has ``error`` with a ``code`` (for the
page's translation table), ``params`` and an English ``message``, and the state
is left as it was.  A refused action also carries the ``view``.  The codes are a
rule's (``unknown_bid``, ``not_your_turn`` …), ``bad_request`` for a request
that is not well formed (not JSON, nested too deeply, too long, a float or a
string where an integer belongs, a value out of bounds), ``bad_save`` for a save
that cannot be used, and ``engine_error`` for a fault of the engine itself.  No
exception ever leaves these functions.

>>> reply = json.loads(act('{"type": "bid", "bid": "nonsense"}'))
>>> reply["ok"], reply["error"]["code"] in ("unknown_bid", "not_your_turn"), "save" in reply
(False, True, False)
>>> json.loads(new_match('{"game": "vinegret", "players": 3.0}'))["error"]["code"]
'bad_request'

``games()`` lists each game's ``options``: per option ``type`` (``"int"``,
``"bool"`` or ``"choice"``) and ``default``; an int adds ``minimum``,
``maximum`` and ``step`` (every allowed value is ``minimum + k * step`` up to
``maximum``) and perhaps ``suggested`` (the values the app proposes); a choice
adds ``choices``.  ``match_length`` says how long a match of the default options
lasts (``unit`` ``points``, ``deals`` or ``rounds`` and its ``value``), for the welcome.

``tutorial('{"game": …}')`` starts a game's guided first deal (``game/tutorial.py``):
the reply has the ``view``, the ``steps`` and the ``lesson`` (the human's moves and
the keys of their sentences), but no ``save``: a lesson is not kept, and its seed
stays in the engine.  The page then plays it with ``act`` and ``bot_step`` as any deal.
"""

from __future__ import annotations

import json
import math
import random
import sys
from typing import Any, Callable

from . import DEFAULT_LEVEL, catalog, story
from .bots import Bot, get_bot, levels, ready_bot
from .core import Action, IllegalAction, JSON, MalformedInput
from .match import Match
from .tutorial import LEVEL as LESSON_LEVEL, lesson_for

HUMAN = 0
SAVE_FORMAT = "card-table-save"
SAVE_VERSION = 1
REQUEST_CHARS = 100_000  # far above any real request
SAVE_CHARS = 10_000_000  # far above the longest match
DEPTH = 32  # JSON nesting: a save needs five levels
MESSAGE_CHARS = 300


class Session:
    """The match on the table, with the bots in every seat but the human's."""

    def __init__(self, match: Match, level: str) -> None:
        if level not in levels(match.game.id):
            raise MalformedInput(f"unknown level {level!r}")
        self.match = match
        self.level = level
        self.bot: Bot = get_bot(match.game.id, level)
        # hints come from the strongest level; warm() readies both bots once the table is shown
        self.adviser: Bot = get_bot(match.game.id, levels(match.game.id)[-1])

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

    def table_reply(self, **fields: Any) -> str:
        """The reply to a request that changed the table: the view, the save and the steps."""
        return _reply(**fields, view=self.view(), steps=self.match.steps,
                      save=json.dumps(self.to_json(), ensure_ascii=False))


_session: Session | None = None


def _reply(**fields: Any) -> str:
    return json.dumps({"ok": True, **fields}, ensure_ascii=False)


def _refusal(code: str, message: str) -> str:
    if len(message) > MESSAGE_CHARS:  # a message may quote a long input
        message = message[:MESSAGE_CHARS - 1] + "…"
    reply: JSON = {"ok": False, "error": {"code": code, "params": {}, "message": message}}
    return json.dumps(reply, ensure_ascii=False)


def _engine_error(error: Exception) -> str:
    return _refusal("engine_error", f"the engine failed: {type(error).__name__}: {error}")


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
        except Exception as error:  # a fault of the engine: the page must get a reply
            return _engine_error(error)

    wrapper.__name__ = function.__name__
    wrapper.__doc__ = function.__doc__
    return wrapper


def _not_a_number(name: str) -> float:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    """A JSON number with a fraction or an exponent; one too large for a float is refused
    (it would come back as ``Infinity``, which is not JSON)."""
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text[:20]} is too large a number")
    return number


def _parse(text: object, what: str, limit: int = REQUEST_CHARS) -> Any:
    """The JSON value of ``text``; ``MalformedInput`` unless it is short and shallow enough."""
    if not isinstance(text, str):
        raise MalformedInput(f"{what} must be a JSON string")
    if len(text) > limit:
        raise MalformedInput(f"{what} is longer than {limit} characters")
    try:
        data = json.loads(text, parse_constant=_not_a_number, parse_float=_finite)
    except RecursionError:
        raise MalformedInput(f"{what} is nested more than {DEPTH} levels deep") from None
    except ValueError as error:  # also an integer of more digits than Python reads
        raise MalformedInput(f"{what} is not valid JSON: {error}") from None
    level, nested = 0, [data]
    while nested:
        level += 1
        if level > DEPTH:
            raise MalformedInput(f"{what} is nested more than {DEPTH} levels deep")
        nested = [inner for value in nested if isinstance(value, (list, dict))
                  for inner in (value.values() if isinstance(value, dict) else value)]
    return data


@_guarded
def games() -> str:
    """The games on offer, in the registry's order (the page's tabs): each one's card
    pictures (``deck``), player counts, options (with defaults) and bot levels.  The
    page reads its one list of games from here."""
    return _reply(games=catalog())


@_guarded
def warm() -> str:
    """The one-time work left out of a start, for the page to ask once the table is
    shown: the bots of the match readied (tables, imports).  Another game is imported
    when it is chosen, not here: the bots' first decision waits behind this call.
    ``imported`` names the engine's modules this imported (none, the second time)."""
    before = set(sys.modules)
    if _session is not None:
        game_id = _session.match.game.id
        ready_bot(game_id, _session.level)
        ready_bot(game_id, levels(game_id)[-1])
    return _reply(imported=sorted(name for name in set(sys.modules) - before if name.startswith("game.")))


def _request(text: str) -> dict[str, Any]:
    """A request's JSON object; ``MalformedInput`` for anything else."""
    data = _parse(text, "the request")
    if not isinstance(data, dict):
        raise MalformedInput("the request must be an object")
    return data


@_guarded
def new_match(request: str) -> str:
    """Start a match: ``{"game", "options", "seed", "players", "level"}`` (all but game optional)."""
    global _session
    data = _request(request)
    match = Match(data.get("game"), data.get("options"), data.get("players"), data.get("seed"))
    _session = Session(match, data.get("level", DEFAULT_LEVEL))
    return _session.table_reply()


@_guarded
def tutorial(request: str) -> str:
    """Start the guided first deal of ``{"game"}``: the view and the lesson, no save."""
    global _session
    lesson = lesson_for(_request(request).get("game"))
    _session = Session(Match(lesson.game, seed=lesson.seed), LESSON_LEVEL)
    return _reply(view=_session.view(), steps=_session.match.steps, lesson=lesson.to_json())


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
    return session.table_reply()


@_guarded
def bot_step() -> str:
    """Let the bot whose turn it is act; ``seat`` is null when no bot is to act.

    The reply tells the bot's action as the human's view records it, so what a
    seat may not see (a silent partner, the cards of a discard) stays hidden.
    """
    session = _current()
    seat = session.match.deal.to_act
    if seat is None or seat == HUMAN:
        return session.table_reply(seat=None, action=None)
    action: Action = session.bot(session.match.view(seat), session.bot_rng())
    session.match.apply(action)
    public = dict(session.view()["history"][-1])
    return session.table_reply(seat=public.pop("seat", None), action=public)


@_guarded
def hint() -> str:
    """What the strongest bot would do in the human's seat (the page highlights it), and why.

    ``reason`` is a message for the page's translation tables, ``{"key", "params"}``,
    drawn from the seat's own view and the bot's imagined deals only
    (``game.bots.reasons``).
    """
    session = _current()
    if session.match.deal.to_act != HUMAN:
        raise IllegalAction("no_hint", "there is nothing to decide now")
    from .bots.reasons import advise  # with the search bots of every game: not at start

    action, reason = advise(session.adviser, session.match.view(HUMAN), session.bot_rng())
    return _reply(action=action, reason=reason)


@_guarded
def next_deal() -> str:
    """Deal the next hand once a deal has ended and the match goes on."""
    session = _current()
    session.match.next_deal()
    return session.table_reply()


@_guarded
def save() -> str:
    """The match as a versioned JSON string (seed and actions: nothing hidden is stored twice)."""
    session = _current()
    return _reply(save=json.dumps(session.to_json(), ensure_ascii=False),
                  steps=session.match.steps)


@_guarded
def restore(saved: str) -> str:
    """Resume a saved match; a corrupt or outdated save is refused with ``bad_save``."""
    global _session
    try:
        data = _parse(saved, "the save", SAVE_CHARS)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT \
                or data.get("version") != SAVE_VERSION:
            raise MalformedInput("not a save of this version")
        session = Session(Match.from_json(data.get("match")), data.get("level", DEFAULT_LEVEL))
    except ValueError as error:  # MalformedInput and IllegalAction are ValueErrors
        return _refusal("bad_save", f"the saved match cannot be used: {error}")
    _session = session
    return session.table_reply()


# The story of the match and practice aids (issue 14) -----------------------------------------


@_guarded
def score_sheet() -> str:
    """The match deal by deal as the human sees it (:func:`game.story.score_sheet`).

    >>> _ = new_match('{"game": "cuatrola", "seed": 3}')
    >>> sheet = json.loads(score_sheet())["sheet"]
    >>> sheet["columns"], sheet["rows"], sheet["totals"]
    ('teams', [], [0, 0])
    """
    session = _current()
    return _reply(sheet=story.score_sheet(session.match, HUMAN))


@_guarded
def take_back() -> str:
    """Undo the human's latest move of this deal and the bots' replies to it.

    The match is rebuilt from its save without them (a save is the seed and the
    actions), so the position is exactly the one the human had; the match counts
    the take-back (``view.story.taken_back``) so that its statistics can mark it.
    """
    session = _current()
    session.match = session.match.take_back(HUMAN)
    return session.table_reply()


@_guarded
def skip_to_result() -> str:
    """Play the rest of the deal at once, when nothing in it can change the outcome.

    Offered by ``view.story.skippable``.  The bots play the rule book's strategy
    (``basic``: the outcome is settled, so the quick bot serves), the human's
    seat its first legal action; every action is recorded as usual, so the save
    replays the same deal.
    """
    session = _current()
    match = session.match
    if not story.skippable(match.deal, HUMAN):
        raise IllegalAction("cannot_skip", "the rest of the deal can still change its outcome")
    quick = ready_bot(match.game.id, "basic")

    def choose(seat: int) -> Action:
        if seat == HUMAN:
            return match.deal.legal_actions()[0]
        return quick(match.view(seat), session.bot_rng())

    match.play_out(choose)
    return session.table_reply()
